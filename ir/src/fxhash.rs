//! A fast, non-cryptographic hasher for the compiler's internal maps.
//!
//! std's `HashMap` hashes with SipHash-1-3, which resists hash flooding by an adversary who
//! chooses the keys. The keys of a compiler's side tables are its own small ids (values,
//! instructions, blocks, registers) and short tuples of them: nobody chooses them, and SipHash
//! costs several times what the table lookup does (7% of a `lower` profile). This is the
//! multiply-rotate hash of rustc's `FxHasher` (Firefox's), a few lines, so no crate is added
//! for it. Iteration order of an `FxHashMap` is fixed for a given insertion sequence (there is
//! no random seed); output must still never depend on it.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` hashed with [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, FxBuildHasher>;
/// A `HashSet` hashed with [`FxHasher`].
pub type FxHashSet<T> = HashSet<T, FxBuildHasher>;
/// Builds [`FxHasher`]s (for `HashMap::with_hasher` and `Default`).
pub type FxBuildHasher = BuildHasherDefault<FxHasher>;

/// rustc's `FxHasher`: per word, `hash = (hash.rotate_left(5) ^ word) * K`.
#[derive(Clone, Copy, Debug, Default)]
pub struct FxHasher {
    hash: u64,
}

/// The multiplier rustc uses (from Firefox), an odd constant with well-spread bits.
const K: u64 = 0x517c_c1b7_2722_0a95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 59));
        }
        // The high half folded into one more round. A product's low bits depend only on the
        // low bits of what was multiplied, and hashbrown picks the bucket from the low bits:
        // without the fold, strings that differ only in the high bytes of a word (`%1000000`
        // and `%1000001`) land in a few buckets, and the parser's map of a million such names
        // probed in long chains (parsing the legalised IR of one function took 22 times as
        // long for 10 times the size). Integer keys (the ids) do not come through here.
        self.add(self.hash >> 32);
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash<T: Hash>(t: &T) -> u64 {
        FxBuildHasher::default().hash_one(t)
    }

    #[test]
    fn small_ids_spread_over_the_table_bits() {
        // hashbrown takes its bucket from the low bits and its tag from the top 7: consecutive
        // ids must differ in both, or a table of them degrades to a list.
        let hashes: Vec<u64> = (0u32..1024).map(|i| hash(&i)).collect();
        let low: HashSet<u64> = hashes.iter().map(|h| h & 1023).collect();
        let top: HashSet<u64> = hashes.iter().map(|h| h >> 57).collect();
        assert!(low.len() > 600, "{} distinct low-bit buckets", low.len());
        assert_eq!(top.len(), 128, "every top-7-bit tag is used");
    }

    #[test]
    fn names_differing_late_spread_over_the_buckets() {
        // Value names as the printer writes them: the same first bytes, digits differing
        // after them. Their buckets (the low bits) must differ as the names do.
        let low: HashSet<u64> = (1_000_000u32..1_004_096)
            .map(|i| hash(&format!("{i}").as_str()) & 4095)
            .collect();
        assert!(low.len() > 2400, "{} distinct buckets of 4096", low.len());
        // The vISA names the lowering gives (`v_<n>_<type>`): the digits sit in the middle,
        // the kernel's name table holds hundreds of thousands of them in one huge function.
        let low: HashSet<u64> = (10_000u32..14_096)
            .map(|i| hash(&format!("v_{i}_ud").as_str()) & 4095)
            .collect();
        assert!(low.len() > 2400, "{} distinct buckets of 4096", low.len());
    }

    #[test]
    fn byte_strings_of_different_lengths_hash_apart() {
        // The tail of a string is padded with zeros: its length goes in too, so "a" and "a\0"
        // (or a name and the same name with trailing NULs) are not one key.
        let raw = |bytes: &[u8]| {
            let mut h = FxHasher::default();
            h.write(bytes);
            h.finish()
        };
        assert_ne!(raw(b"a"), raw(b"a\0"));
        assert_ne!(raw(b"12345678a"), raw(b"12345678a\0\0"));
        assert_ne!(hash(&"a"), hash(&"a\0"));
        let mut m: FxHashMap<String, u32> = FxHashMap::default();
        for i in 0..1000u32 {
            m.insert(format!("v_{i}"), i);
        }
        assert!((0..1000u32).all(|i| m.get(&format!("v_{i}")) == Some(&i)));
    }
}
