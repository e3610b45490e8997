//! [`Replacements`]: which value stands for each replaced one.

use crate::ir::Value;

/// Replaced values of one function: every use of a replaced value is to read the value
/// recorded for it (follow chains with [`Replacements::resolve`]).
///
/// A dense table by value number, not a hash map: the sweeps that apply it look up every
/// operand of the function, and on a big function a hash probe is a cache miss per operand.
/// It takes no memory until the first replacement, and is then sized for the function's
/// values once, zero-filled (0 is "not replaced"), so the pages of values never replaced are
/// never written.
#[derive(Clone, Debug, Default)]
pub struct Replacements {
    /// By value number: 1 + the number of the value standing for it, or 0.
    to: Vec<u32>,
}

impl Replacements {
    /// Forgets every replacement (keeping the table's memory for the next function).
    #[inline]
    pub fn clear(&mut self) {
        self.to.clear();
    }

    /// True if no replacement was recorded since the last [`Replacements::clear`].
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// Records that `new` stands for `old`, in a function of `values` values (the table's size
    /// when the first replacement makes it; a value past it grows it).
    #[inline]
    pub fn replace(&mut self, old: Value, new: Value, values: usize) {
        if self.to.len() <= old.index() {
            let n = values.max(old.index() + 1);
            if self.to.is_empty() && self.to.capacity() < n {
                // A fresh zeroed allocation: pages nothing writes are never touched.
                self.to = vec![0; n];
            } else {
                self.to.resize(n, 0);
            }
        }
        self.to[old.index()] = new.0 + 1;
    }

    /// The value recorded for `v` (one step), if `v` was replaced.
    #[inline]
    pub fn get(&self, v: Value) -> Option<Value> {
        self.to
            .get(v.index())
            .filter(|&&to| to > 0)
            .map(|&to| Value(to - 1))
    }

    /// The value that stands for `v` at the end of its chain of replacements (`v` itself if it
    /// was not replaced). The caller keeps the chains acyclic.
    #[inline]
    pub fn resolve(&self, mut v: Value) -> Value {
        while let Some(to) = self.get(v) {
            v = to;
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::Replacements;
    use crate::ir::Value;
    use crate::rng::Rng;
    use std::collections::HashMap;

    /// The same answers as a hash map followed by hand, over random acyclic chains (each value
    /// replaced only by a lower one), values past the sized table included, and after clear.
    #[test]
    fn replacements_answer_as_a_hash_map_does() {
        let mut rng = Rng::new(17);
        let mut r = Replacements::default();
        for round in 0..200 {
            r.clear();
            assert!(r.is_empty());
            let values = rng.below(50) as usize;
            let mut want: HashMap<u32, u32> = HashMap::new();
            for _ in 0..rng.below(40) {
                let old = 1 + rng.below(values as u64 + 10) as u32;
                let new = rng.below(u64::from(old)) as u32;
                r.replace(Value(old), Value(new), values);
                want.insert(old, new);
            }
            assert_eq!(r.is_empty(), want.is_empty(), "round {round}");
            for v in 0..values as u32 + 12 {
                assert_eq!(
                    r.get(Value(v)),
                    want.get(&v).map(|&w| Value(w)),
                    "round {round}"
                );
                let mut end = v;
                while let Some(&w) = want.get(&end) {
                    end = w;
                }
                assert_eq!(r.resolve(Value(v)), Value(end), "round {round} value {v}");
            }
        }
    }
}
