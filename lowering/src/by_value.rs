//! An entry for some of a function's values, indexed by value: a table of 32-bit positions
//! (zero-filled, so the allocator hands out pages nothing has touched yet) into a vector of
//! the entries made, in the order they were made. The arena of a function after
//! legalisation holds every value ever created, most of them dead: a vector of
//! `Option<Repr>` per value was 40 bytes a value, 90 MB written before the first instruction
//! on one function of 100k accesses, where the values lowered are a third of them. Reading a
//! value without an entry reads a zero page the kernel shares: only entries made cost memory.

/// Entries of type `T` for values `0..n`; values past `n` have none and take none.
pub(crate) struct ByValue<T> {
    /// 1 + the entry's position in `items`; 0 for a value without one.
    at: Vec<u32>,
    items: Vec<T>,
}

impl<T> ByValue<T> {
    /// No entry for any of `n` values.
    pub fn new(n: usize) -> ByValue<T> {
        ByValue {
            at: vec![0; n],
            items: Vec::new(),
        }
    }

    /// The entry of value `i`, if it has one.
    pub fn get(&self, i: usize) -> Option<&T> {
        match self.at.get(i) {
            Some(&k) if k > 0 => self.items.get(k as usize - 1),
            _ => None,
        }
    }

    /// Whether value `i` has an entry.
    pub fn has(&self, i: usize) -> bool {
        self.at.get(i).is_some_and(|&k| k > 0)
    }

    /// Gives value `i` the entry `x`, replacing the one it had (ignored past `n`).
    pub fn set(&mut self, i: usize, x: T) {
        let Some(k) = self.at.get_mut(i) else {
            return;
        };
        if *k > 0 {
            if let Some(slot) = self.items.get_mut(*k as usize - 1) {
                *slot = x;
            }
        } else {
            self.items.push(x);
            *k = self.items.len() as u32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ByValue;
    use memlower_ir::rng::Rng;

    /// The same answers as a vector of options, over random sets, replacements and reads
    /// (past the end included).
    #[test]
    fn by_value_answers_as_a_vector_of_options_does() {
        let mut rng = Rng::new(99);
        for round in 0..50 {
            let n = rng.below(40) as usize;
            let mut got: ByValue<u64> = ByValue::new(n);
            let mut want: Vec<Option<u64>> = vec![None; n];
            for _ in 0..200 {
                let i = rng.below(n as u64 + 3) as usize;
                if rng.chance(1, 2) {
                    let x = rng.below(1000);
                    got.set(i, x);
                    if let Some(slot) = want.get_mut(i) {
                        *slot = Some(x);
                    }
                }
                let w = want.get(i).copied().flatten();
                assert_eq!(got.get(i).copied(), w, "round {round} value {i}");
                assert_eq!(got.has(i), w.is_some(), "round {round} value {i}");
            }
        }
    }
}
