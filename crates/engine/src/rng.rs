//! The seeded random number generator kept inside the game state.
//!
//! Two generators behind one interface, both small, `Copy` and serialisable,
//! so a game is exactly its setup plus its actions:
//! - PCG-XSH-RR 32 (O'Neill 2014) from a 64-bit seed: fast, for local games,
//!   simulations and bots' look-ahead;
//! - ChaCha20 (RFC 8439 block function, DJB's 64-bit counter layout) keyed by
//!   a 256-bit [`SecureSeed`]: for online games, where players see shuffles
//!   and draws and must not be able to recover the generator's state.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Rng(Gen);

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(untagged)]
enum Gen {
    Pcg { state: u64, inc: u64 },
    ChaCha(ChaCha20),
}

impl Rng {
    /// PCG32 seeded from 64 bits.
    pub fn new(seed: u64) -> Rng {
        // Seed both halves through SplitMix64 so that nearby seeds diverge.
        let mut sm = seed;
        let a = splitmix(&mut sm);
        let b = splitmix(&mut sm);
        let mut r = Rng(Gen::Pcg {
            state: 0,
            inc: (b << 1) | 1,
        });
        r.next_u32();
        if let Gen::Pcg { state, .. } = &mut r.0 {
            *state = state.wrapping_add(a);
        }
        r.next_u32();
        r
    }

    /// ChaCha20 keyed by a 256-bit seed: a cryptographically secure stream.
    pub fn secure(seed: &SecureSeed) -> Rng {
        Rng(Gen::ChaCha(ChaCha20::new(&seed.0)))
    }

    pub fn next_u32(&mut self) -> u32 {
        match &mut self.0 {
            Gen::Pcg { state, inc } => {
                let old = *state;
                *state = old.wrapping_mul(6364136223846793005).wrapping_add(*inc);
                let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
                let rot = (old >> 59) as u32;
                xorshifted.rotate_right(rot)
            }
            Gen::ChaCha(c) => c.next_u32(),
        }
    }

    /// Uniform integer in `0..n` (`n > 0`), without modulo bias.
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        if n <= 1 {
            return 0;
        }
        let threshold = n.wrapping_neg() % n;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % n;
            }
        }
    }

    /// Uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u32() >> 8) as f64 / (1u32 << 24) as f64
    }

    /// `true` with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            v.swap(i, j);
        }
    }
}

/// 256 bits that key a game's ChaCha20 generator ([`Rng::secure`]); written
/// as 64 hexadecimal digits in JSON. The engine never makes one: the caller
/// draws it from the operating system's entropy.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SecureSeed(pub [u8; 32]);

impl SecureSeed {
    /// 64 lowercase hexadecimal digits.
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Exactly 64 hexadecimal digits.
    pub fn from_hex(s: &str) -> Option<SecureSeed> {
        let b = s.as_bytes();
        if b.len() != 64 {
            return None;
        }
        let mut out = [0u8; 32];
        for (i, pair) in b.chunks(2).enumerate() {
            let hi = (pair[0] as char).to_digit(16)?;
            let lo = (pair[1] as char).to_digit(16)?;
            out[i] = (hi * 16 + lo) as u8;
        }
        Some(SecureSeed(out))
    }
}

/// Never prints the bits: a `{:?}` in a log or an error must not leak them.
impl std::fmt::Debug for SecureSeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SecureSeed(..)")
    }
}

impl Serialize for SecureSeed {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for SecureSeed {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        SecureSeed::from_hex(&s)
            .ok_or_else(|| serde::de::Error::custom("secure_seed: expected 64 hexadecimal digits"))
    }
}

/// ChaCha20 as a stream of 32-bit words: the key, and the position in the
/// key stream (word `pos % 16` of block `pos / 16`). Each word computes its
/// block anew, which keeps the state at 40 bytes (the game state is copied
/// on every action); online games draw a few thousand words at most.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
struct ChaCha20 {
    key: [u32; 8],
    pos: u64,
}

impl ChaCha20 {
    fn new(key: &[u8; 32]) -> ChaCha20 {
        let mut k = [0u32; 8];
        for (i, w) in k.iter_mut().enumerate() {
            *w = u32::from_le_bytes([key[4 * i], key[4 * i + 1], key[4 * i + 2], key[4 * i + 3]]);
        }
        ChaCha20 { key: k, pos: 0 }
    }

    fn next_u32(&mut self) -> u32 {
        let block = self.pos >> 4;
        let word = (self.pos & 15) as usize;
        self.pos = self.pos.wrapping_add(1);
        let input = chacha_input(&self.key, [block as u32, (block >> 32) as u32, 0, 0]);
        chacha20_block(&input)[word]
    }
}

/// The 16 input words: constants, key, then counter and nonce words.
fn chacha_input(key: &[u32; 8], tail: [u32; 4]) -> [u32; 16] {
    let mut s = [0u32; 16];
    s[..4].copy_from_slice(&[0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574]);
    s[4..12].copy_from_slice(key);
    s[12..].copy_from_slice(&tail);
    s
}

/// RFC 8439 §2.3: 20 rounds, then the input added back.
fn chacha20_block(input: &[u32; 16]) -> [u32; 16] {
    fn qr(s: &mut [u32; 16], a: usize, b: usize, c: usize, d: usize) {
        s[a] = s[a].wrapping_add(s[b]);
        s[d] = (s[d] ^ s[a]).rotate_left(16);
        s[c] = s[c].wrapping_add(s[d]);
        s[b] = (s[b] ^ s[c]).rotate_left(12);
        s[a] = s[a].wrapping_add(s[b]);
        s[d] = (s[d] ^ s[a]).rotate_left(8);
        s[c] = s[c].wrapping_add(s[d]);
        s[b] = (s[b] ^ s[c]).rotate_left(7);
    }
    let mut s = *input;
    for _ in 0..10 {
        qr(&mut s, 0, 4, 8, 12);
        qr(&mut s, 1, 5, 9, 13);
        qr(&mut s, 2, 6, 10, 14);
        qr(&mut s, 3, 7, 11, 15);
        qr(&mut s, 0, 5, 10, 15);
        qr(&mut s, 1, 6, 11, 12);
        qr(&mut s, 2, 7, 8, 13);
        qr(&mut s, 3, 4, 9, 14);
    }
    for (o, i) in s.iter_mut().zip(input) {
        *o = o.wrapping_add(*i);
    }
    s
}

fn splitmix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9E3779B97F4A7C15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_roughly_uniform() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            let x = a.below(6);
            assert_eq!(x, b.below(6));
            counts[x as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
        assert_ne!(Rng::new(1), Rng::new(2));
    }

    /// RFC 8439 §2.3.2, the ChaCha20 block function's test vector.
    #[test]
    fn chacha20_block_matches_rfc_8439() {
        let key: [u8; 32] = std::array::from_fn(|i| i as u8);
        let k = ChaCha20::new(&key).key;
        let out = chacha20_block(&chacha_input(&k, [1, 0x0900_0000, 0x4a00_0000, 0]));
        let expected = [
            0xe4e7f110, 0x15593bd1, 0x1fdd0f50, 0xc47120a3, 0xc7f4d1c7, 0x0368c033, 0x9aaa2204,
            0x4e6cd4c3, 0x466482d2, 0x09aa9f07, 0x05d7c214, 0xa2028bd9, 0xd19c12b5, 0xb94e16de,
            0xe883d0cb, 0x4e3c50a2,
        ];
        assert_eq!(out, expected);
    }

    #[test]
    fn secure_stream_is_deterministic_keyed_and_serialisable() {
        let seed = SecureSeed(std::array::from_fn(|i| (i * 7) as u8));
        let mut a = Rng::secure(&seed);
        let mut b = Rng::secure(&seed);
        let mut other = Rng::secure(&SecureSeed([0; 32]));
        let xs: Vec<u32> = (0..40).map(|_| a.next_u32()).collect();
        let ys: Vec<u32> = (0..40).map(|_| b.next_u32()).collect();
        let zs: Vec<u32> = (0..40).map(|_| other.next_u32()).collect();
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
        // Words 16.. come from the next block, not a repeat of the first.
        assert_ne!(xs[..16], xs[16..32]);
        let json = serde_json::to_string(&a).unwrap();
        let mut back: Rng = serde_json::from_str(&json).unwrap();
        assert_eq!(back.next_u32(), a.next_u32());
        // The old PCG form still reads.
        let pcg: Rng = serde_json::from_str(r#"{"state":5,"inc":7}"#).unwrap();
        assert!(matches!(pcg.0, Gen::Pcg { state: 5, inc: 7 }));
        let hex = seed.to_hex();
        assert_eq!(SecureSeed::from_hex(&hex), Some(seed));
        assert_eq!(SecureSeed::from_hex(&hex[1..]), None);
        assert_eq!(format!("{seed:?}"), "SecureSeed(..)");
    }
}
