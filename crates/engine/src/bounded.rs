//! A fixed-capacity vector that is `Copy`, so the whole game state can be
//! cloned with a memcpy and no heap allocation.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A vector of at most `N` elements stored inline.
#[derive(Clone, Copy)]
pub struct BVec<T: Copy + Default, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Default for BVec<T, N> {
    fn default() -> Self {
        BVec {
            len: 0,
            items: [T::default(); N],
        }
    }
}

impl<T: Copy + Default, const N: usize> BVec<T, N> {
    pub fn new() -> Self {
        Self::default()
    }

    pub const fn capacity() -> usize {
        N
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn is_full(&self) -> bool {
        self.len() == N
    }

    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len()]
    }

    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let n = self.len();
        &mut self.items[..n]
    }

    /// Appends `v`; returns `false` (and changes nothing) when full.
    #[must_use]
    pub fn push(&mut self, v: T) -> bool {
        if self.is_full() {
            return false;
        }
        self.items[self.len()] = v;
        self.len += 1;
        true
    }

    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.items[self.len()])
    }

    pub fn last(&self) -> Option<&T> {
        self.as_slice().last()
    }

    pub fn last_mut(&mut self) -> Option<&mut T> {
        self.as_mut_slice().last_mut()
    }

    pub fn get(&self, i: usize) -> Option<&T> {
        self.as_slice().get(i)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.as_slice().iter()
    }

    /// Removes and returns the element at `i`, shifting the rest down.
    pub fn remove(&mut self, i: usize) -> Option<T> {
        if i >= self.len() {
            return None;
        }
        let v = self.items[i];
        let n = self.len();
        self.items.copy_within(i + 1..n, i);
        self.len -= 1;
        Some(v)
    }

    /// Inserts at `i`, shifting the rest up; `false` when full or out of range.
    #[must_use]
    pub fn insert(&mut self, i: usize, v: T) -> bool {
        if self.is_full() || i > self.len() {
            return false;
        }
        let n = self.len();
        self.items.copy_within(i..n, i + 1);
        self.items[i] = v;
        self.len += 1;
        true
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Builds from a slice; `None` when it does not fit.
    pub fn from_slice(s: &[T]) -> Option<Self> {
        if s.len() > N {
            return None;
        }
        let mut v = Self::default();
        v.items[..s.len()].copy_from_slice(s);
        v.len = s.len() as u8;
        Some(v)
    }

    /// Removes the first `k` elements (the bottom of a stack) and returns them.
    pub fn take_bottom(&mut self, k: usize) -> Self {
        let k = k.min(self.len());
        let out = Self::from_slice(&self.items[..k]).unwrap_or_default();
        let n = self.len();
        self.items.copy_within(k..n, 0);
        self.len -= k as u8;
        out
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for BVec<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for BVec<T, N> {}

impl<T: Copy + Default + std::hash::Hash, const N: usize> std::hash::Hash for BVec<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for BVec<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for BVec<T, N> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de> for BVec<T, N> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<T> = Vec::deserialize(d)?;
        BVec::from_slice(&v).ok_or_else(|| {
            serde::de::Error::custom(format!("at most {N} elements expected, got {}", v.len()))
        })
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a BVec<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_pop_insert_remove() {
        let mut v: BVec<u8, 4> = BVec::new();
        assert!(v.push(1) && v.push(2) && v.push(3));
        assert!(v.insert(0, 9));
        assert!(!v.push(5));
        assert_eq!(v.as_slice(), &[9, 1, 2, 3]);
        assert_eq!(v.remove(1), Some(1));
        assert_eq!(v.pop(), Some(3));
        assert_eq!(v.as_slice(), &[9, 2]);
    }

    #[test]
    fn take_bottom_half() {
        let mut v: BVec<u8, 8> = BVec::from_slice(&[1, 2, 3, 4, 5]).unwrap();
        let b = v.take_bottom(2);
        assert_eq!(b.as_slice(), &[1, 2]);
        assert_eq!(v.as_slice(), &[3, 4, 5]);
    }

    #[test]
    fn serde_rejects_overflow() {
        let r: Result<BVec<u8, 2>, _> = serde_json::from_str("[1,2,3]");
        assert!(r.is_err());
    }
}
