//! The names given so far in one kernel, for `Lowerer::fresh_name`: every name in one string
//! and a hash table of positions in it, so that taking a name allocates nothing of its own.
//! (A table keyed by `String` made a copy of every name, each its own allocation, and freed
//! them one by one at the end.)

use memlower_ir::fxhash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// No entry (end of a chain).
const NONE: u32 = u32::MAX;

/// A map from names to a number (for a base name, the last suffix given to it).
pub(super) struct Names {
    /// Every name, one after the other.
    text: String,
    /// Each name: its bytes in `text`, its number, and the next name of the same hash.
    entries: Vec<Entry>,
    /// The first name of each hash.
    heads: FxHashMap<u64, u32>,
}

struct Entry {
    start: u32,
    end: u32,
    value: u32,
    next: u32,
}

impl Names {
    /// Room for about `n` names.
    pub fn with_capacity(n: usize) -> Names {
        Names {
            text: String::with_capacity(8 * n),
            entries: Vec::with_capacity(n),
            heads: FxHashMap::with_capacity_and_hasher(n, Default::default()),
        }
    }

    fn hash(s: &str) -> u64 {
        let mut h = FxHasher::default();
        s.hash(&mut h);
        h.finish()
    }

    /// The entry of `s` (whose hash is `h`).
    fn find(&self, s: &str, h: u64) -> Option<usize> {
        let mut e = self.heads.get(&h).copied().unwrap_or(NONE);
        while e != NONE {
            let x = &self.entries[e as usize];
            if self.text.get(x.start as usize..x.end as usize) == Some(s) {
                return Some(e as usize);
            }
            e = x.next;
        }
        None
    }

    /// The number of `s`, if it is a name.
    pub fn get(&self, s: &str) -> Option<u32> {
        self.find(s, Self::hash(s)).map(|e| self.entries[e].value)
    }

    /// Gives `s` the number `value` (adding it as a name if it is not one).
    pub fn set(&mut self, s: &str, value: u32) {
        let h = Self::hash(s);
        if let Some(e) = self.find(s, h) {
            self.entries[e].value = value;
            return;
        }
        let start = self.text.len() as u32;
        self.text.push_str(s);
        let id = self.entries.len() as u32;
        let next = self.heads.insert(h, id).unwrap_or(NONE);
        self.entries.push(Entry {
            start,
            end: self.text.len() as u32,
            value,
            next,
        });
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
