//! Secrets: seat tokens, spectator keys, game ids and the game's seed, all
//! drawn from the operating system. Tokens and keys are stored only as
//! their SHA-256 (a leaked database gives nobody a seat); the seed stays in
//! the stored setup until the game ends, and only its SHA-256 is published
//! before.

use sha2::{Digest, Sha256};

/// `n` bytes from the operating system's secure generator.
fn os_bytes<const N: usize>() -> Result<[u8; N], String> {
    let mut b = [0u8; N];
    getrandom::getrandom(&mut b).map_err(|e| format!("no randomness from the OS: {e}"))?;
    Ok(b)
}

/// Lower-case hex.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[(b >> 4) as usize] as char);
        s.push(DIGITS[(b & 15) as usize] as char);
    }
    s
}

/// SHA-256 as lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// A seat token: 256 random bits, 64 hex digits.
pub fn token() -> Result<String, String> {
    Ok(hex(&os_bytes::<32>()?))
}

/// A spectator key: 128 random bits (it lets one watch, nothing more).
pub fn spectator_key() -> Result<String, String> {
    Ok(hex(&os_bytes::<16>()?))
}

/// A game id: 64 random bits, 16 hex digits (not a secret, but unguessable,
/// so private games are not found by counting).
pub fn game_id() -> Result<String, String> {
    Ok(hex(&os_bytes::<8>()?))
}

/// 256 bits for the game's random number generator.
pub fn seed_bytes() -> Result<[u8; 32], String> {
    os_bytes::<32>()
}

/// The published hash of a game's seed: SHA-256 of the 32 bytes of its
/// secure seed, or of the 8 little-endian bytes of a plain `seed`.
pub fn seed_sha256(setup: &marrakesh_engine::Setup) -> String {
    match &setup.secure_seed {
        Some(s) => sha256_hex(&s.0),
        None => sha256_hex(&setup.seed.to_le_bytes()),
    }
}

/// A u64 for a bot's or a determinization's seed (not a secret of the game).
pub fn bot_seed() -> u64 {
    os_bytes::<8>().map(u64::from_le_bytes).unwrap_or(0x5eed)
}

/// Compares two strings in time independent of where they differ.
pub fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_matches_the_standard_vector() {
        // FIPS 180-2, "abc".
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn tokens_are_256_bits_and_differ() {
        let a = token().unwrap();
        let b = token().unwrap();
        assert_eq!(a.len(), 64);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert!(same(&a, &a.clone()) && !same(&a, &b) && !same(&a, "x"));
    }
}
