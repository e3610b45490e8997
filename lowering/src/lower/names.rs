//! The names given so far in one kernel, for `Lowerer::fresh_name`: every name in one string
//! and an open-addressed table of slots, each with the name's hash, its bytes in that string
//! and its number, so that taking a name allocates nothing of its own. (A table keyed by
//! `String` made a copy of every name, each its own allocation, and freed them one by one at
//! the end; a hash map of chains into a separate entry list cost three scattered reads per
//! look-up, which on one function of 100k accesses, whose table outgrows the caches, made
//! naming grow faster than the function.) A slot is 16 bytes (the hash's high half, which
//! is what picks the slot anyway) and the table is sized for the names a kernel takes, not
//! for every value of the function's arena (most of which never get a name of their own):
//! on one function of 100k accesses a table sized by the arena was 96 MB, a fresh page
//! and a cache miss per look-up, for 16% of its slots used.

use memlower_ir::fxhash::FxHasher;
use std::hash::{Hash, Hasher};

/// A map from names to a number (for a base name, the last suffix given to it).
pub(super) struct Names {
    /// Every name, one after the other.
    text: String,
    /// Linear probing over a power-of-two table at most 3/4 full; a slot with `len == EMPTY`
    /// is free.
    slots: Vec<Slot>,
    /// Names held.
    count: usize,
}

/// `Slot::len` of a free slot (no name is this long: `text` would not fit in memory).
const EMPTY: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct Slot {
    /// The high half of the name's hash.
    hash: u32,
    start: u32,
    len: u32,
    value: u32,
}

const FREE: Slot = Slot {
    hash: 0,
    start: 0,
    len: EMPTY,
    value: 0,
};

impl Names {
    /// Room for about `n` names (more are taken by growing).
    pub fn with_capacity(n: usize) -> Names {
        Names {
            text: String::with_capacity(12 * n),
            slots: vec![FREE; Self::table_for(n)],
            count: 0,
        }
    }

    /// A table size that holds `n` names at most 3/4 full.
    fn table_for(n: usize) -> usize {
        (n + n / 3 + 1).next_power_of_two().max(8)
    }

    /// The high half of the name's hash: FxHash's low bits are weak for short, similar
    /// strings.
    fn hash(s: &str) -> u32 {
        let mut h = FxHasher::default();
        s.hash(&mut h);
        (h.finish() >> 32) as u32
    }

    /// The slot of `s` (whose hash is `h`), or the free slot where it would go.
    fn find(&self, s: &str, h: u32) -> (usize, bool) {
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        loop {
            let x = &self.slots[i];
            if x.len == EMPTY {
                return (i, false);
            }
            if x.hash == h {
                let (a, b) = (x.start as usize, x.start as usize + x.len as usize);
                if self.text.get(a..b) == Some(s) {
                    return (i, true);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// The number of `s`, if it is a name.
    pub fn get(&self, s: &str) -> Option<u32> {
        match self.find(s, Self::hash(s)) {
            (i, true) => Some(self.slots[i].value),
            _ => None,
        }
    }

    /// Gives `s` the number `value` (adding it as a name if it is not one).
    pub fn set(&mut self, s: &str, value: u32) {
        let h = Self::hash(s);
        let (i, found) = self.find(s, h);
        if found {
            self.slots[i].value = value;
            return;
        }
        let start = self.text.len() as u32;
        self.text.push_str(s);
        self.slots[i] = Slot {
            hash: h,
            start,
            len: s.len() as u32,
            value,
        };
        self.count += 1;
        if self.count * 4 > self.slots.len() * 3 {
            self.grow();
        }
    }

    /// Doubles the table, every name moved to its slot in the new one.
    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = std::mem::replace(&mut self.slots, vec![FREE; size]);
        let mask = self.slots.len() - 1;
        for x in old.into_iter().filter(|x| x.len != EMPTY) {
            let mut i = x.hash as usize & mask;
            while self.slots[i].len != EMPTY {
                i = (i + 1) & mask;
            }
            self.slots[i] = x;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Names;
    use memlower_ir::rng::Rng;
    use std::collections::HashMap;

    /// The same answers as a `HashMap<String, u32>` over random names from a small alphabet
    /// (many repeats, many prefixes of each other) and random updates.
    #[test]
    fn names_answer_as_a_string_map_does() {
        let mut rng = Rng::new(7);
        let mut names = Names::with_capacity(4);
        let mut oracle: HashMap<String, u32> = HashMap::new();
        for _ in 0..20_000 {
            let len = rng.below(5) as usize;
            let s: String = (0..len).map(|_| *rng.pick(&['a', 'b', '_', '1'])).collect();
            assert_eq!(names.get(&s), oracle.get(&s).copied(), "{s:?}");
            if rng.chance(1, 2) {
                let v = rng.below(100) as u32;
                names.set(&s, v);
                oracle.insert(s, v);
            }
        }
    }
}
