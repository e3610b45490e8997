//! [`ByValue`]: an entry for some of a function's values, indexed by value.
//!
//! A table of 32-bit positions by value number (zero-filled, so the allocator hands out pages
//! nothing has touched yet) into a vector of the entries made, in the order they were made.
//! The arena of a function after legalisation holds every value ever created, most of them
//! dead: a vector of `Option<T>` per value (the lowering's representations were 40 bytes a
//! value, 90 MB written before the first instruction on one function of 100k accesses, where
//! the values lowered are a third of them) costs memory for every one, where this costs four
//! bytes a value, on pages only the values with an entry touch, and a read of a value without
//! an entry reads a zero page the kernel shares. The passes' and the lowering's per-value
//! tables (split-groups' groups, the lowering's representations, places and homes) are these.

use crate::ir::Value;

/// Entries of type `T` for some values.
#[derive(Clone, Debug)]
pub struct ByValue<T> {
    /// By value number: 1 + the entry's position in `items`; 0 for a value without one.
    at: Vec<u32>,
    items: Vec<T>,
}

impl<T> Default for ByValue<T> {
    fn default() -> ByValue<T> {
        ByValue {
            at: Vec::new(),
            items: Vec::new(),
        }
    }
}

impl<T> ByValue<T> {
    /// No entry, room for values `0..n` (a value past them grows the table when set).
    pub fn new(n: usize) -> ByValue<T> {
        ByValue {
            at: vec![0; n],
            items: Vec::new(),
        }
    }

    /// Empties it for a function of `n` values, keeping its memory.
    #[inline]
    pub fn reset(&mut self, n: usize) {
        self.at.clear();
        self.at.resize(n, 0);
        self.items.clear();
    }

    /// The entry of `v`, if it has one.
    #[inline]
    pub fn get(&self, v: Value) -> Option<&T> {
        match self.at.get(v.index()) {
            Some(&k) if k > 0 => self.items.get(k as usize - 1),
            _ => None,
        }
    }

    /// True if no value has an entry.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Whether `v` has an entry.
    #[inline]
    pub fn has(&self, v: Value) -> bool {
        self.at.get(v.index()).is_some_and(|&k| k > 0)
    }

    /// Gives `v` the entry `x`, replacing the one it had.
    #[inline]
    pub fn set(&mut self, v: Value, x: T) {
        if self.at.len() <= v.index() {
            self.at.resize(v.index() + 1, 0);
        }
        let k = &mut self.at[v.index()];
        if *k > 0 {
            self.items[*k as usize - 1] = x;
        } else {
            self.items.push(x);
            *k = self.items.len() as u32;
        }
    }

    /// The entries, by value number.
    pub fn iter(&self) -> impl Iterator<Item = (Value, &T)> {
        self.at
            .iter()
            .enumerate()
            .filter(|&(_, &k)| k > 0)
            .map(|(v, &k)| (Value(v as u32), &self.items[k as usize - 1]))
    }
}

#[cfg(test)]
mod tests {
    use super::ByValue;
    use crate::ir::Value;
    use crate::rng::Rng;

    /// The same answers as a vector of options, over random sets, replacements and reads
    /// (past the end included: a value set past it grows the table), entry by entry and
    /// through `iter`, after `new` and after `reset`.
    #[test]
    fn by_value_answers_as_a_vector_of_options_does() {
        let mut rng = Rng::new(99);
        let mut reused: ByValue<u64> = ByValue::default();
        for round in 0..100 {
            let n = rng.below(40) as usize;
            let mut got: ByValue<u64> = if round % 2 == 0 {
                ByValue::new(n)
            } else {
                reused.reset(n);
                std::mem::take(&mut reused)
            };
            let mut want: Vec<Option<u64>> = vec![None; n];
            for _ in 0..200 {
                let i = rng.below(n as u64 + 3) as usize;
                let v = Value(i as u32);
                if rng.chance(1, 2) {
                    let x = rng.below(1000);
                    got.set(v, x);
                    if want.len() <= i {
                        want.resize(i + 1, None);
                    }
                    want[i] = Some(x);
                }
                let w = want.get(i).copied().flatten();
                assert_eq!(got.get(v).copied(), w, "round {round} value {i}");
                assert_eq!(got.has(v), w.is_some(), "round {round} value {i}");
            }
            let listed: Vec<(Value, u64)> = got.iter().map(|(v, &x)| (v, x)).collect();
            let wanted: Vec<(Value, u64)> = want
                .iter()
                .enumerate()
                .filter_map(|(i, x)| x.map(|x| (Value(i as u32), x)))
                .collect();
            assert_eq!(listed, wanted, "round {round}");
            reused = got;
        }
    }
}
