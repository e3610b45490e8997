//! Pairs `(key, item)` grouped by a small integer key in one counting sort: the adjacency
//! lists, use lists and live-in lists of the liveness computations (split-groups' pressure
//! estimate, the storage planner's) without a `Vec` per key or a hash map.

/// Items grouped by key in `0..keys`: [`Buckets::get`] gives the items of one key, in the
/// order they were pushed (or drawn from the iterator). The buffers are kept across
/// [`Buckets::clear`], so a pass that fills one per function allocates it once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buckets<T> {
    /// `start[k]..start[k + 1]` are key `k`'s items.
    start: Vec<u32>,
    items: Vec<T>,
    /// Pairs pushed since the last [`Buckets::clear`], sorted by [`Buckets::build`].
    pairs: Vec<(u32, T)>,
}

impl<T> Default for Buckets<T> {
    fn default() -> Self {
        Buckets {
            start: Vec::new(),
            items: Vec::new(),
            pairs: Vec::new(),
        }
    }
}

impl<T: Copy + Default> Buckets<T> {
    /// Forgets the pushed pairs (the built buckets stay readable until the next build).
    pub fn clear(&mut self) {
        self.pairs.clear();
    }

    /// Records `item` under `key`; [`Buckets::build`] must be given `keys > key`.
    pub fn push(&mut self, key: u32, item: T) {
        self.pairs.push((key, item));
    }

    /// Groups the pushed pairs into buckets `0..keys` (every pushed key must be below `keys`).
    pub fn build(&mut self, keys: usize) {
        let pairs = std::mem::take(&mut self.pairs);
        self.fill(keys, pairs.iter().copied());
        self.pairs = pairs;
    }

    /// `pairs` grouped into buckets `0..keys` (every key below `keys`), walking `pairs` twice
    /// (count, then place) rather than collecting them first.
    pub fn from_pairs(keys: usize, pairs: impl Iterator<Item = (u32, T)> + Clone) -> Self {
        let mut b = Buckets::default();
        b.fill(keys, pairs);
        b
    }

    /// Buckets already laid out by the caller's own counting sort: `start` holds `keys + 1`
    /// ascending offsets, and key `k`'s items are `items[start[k]..start[k + 1]]`.
    pub fn from_parts(start: Vec<u32>, items: Vec<T>) -> Self {
        debug_assert!(start.windows(2).all(|w| w[0] <= w[1]));
        debug_assert_eq!(start.last().map_or(0, |&e| e as usize), items.len());
        Buckets {
            start,
            items,
            pairs: Vec::new(),
        }
    }

    fn fill(&mut self, keys: usize, pairs: impl Iterator<Item = (u32, T)> + Clone) {
        self.start.clear();
        self.start.resize(keys + 1, 0);
        for (k, _) in pairs.clone() {
            self.start[k as usize + 1] += 1;
        }
        for k in 0..keys {
            self.start[k + 1] += self.start[k];
        }
        self.items.clear();
        self.items.resize(self.start[keys] as usize, T::default());
        // `start[k]` runs ahead as bucket k fills, then is rewound by one bucket below.
        for (k, x) in pairs {
            let at = &mut self.start[k as usize];
            self.items[*at as usize] = x;
            *at += 1;
        }
        for k in (1..=keys).rev() {
            self.start[k] = self.start[k - 1];
        }
        self.start[0] = 0;
    }

    /// The items of `key`, in push order (none for a key past the end).
    pub fn get(&self, key: usize) -> &[T] {
        match (self.start.get(key), self.start.get(key + 1)) {
            (Some(&lo), Some(&hi)) => &self.items[lo as usize..hi as usize],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Buckets;
    use crate::rng::Rng;

    /// Pushed, drawn from an iterator, or laid out by hand: each key's items are the pairs of
    /// that key, in order, as a filter over the pairs finds them.
    #[test]
    fn buckets_group_pairs_by_key_in_order() {
        let mut rng = Rng::new(3);
        let mut pushed = Buckets::default();
        for _ in 0..300 {
            let keys = rng.range(0, 20) as usize;
            let pairs: Vec<(u32, u32)> = (0..rng.below(60))
                .filter(|_| keys > 0)
                .map(|_| (rng.below(keys as u64) as u32, rng.below(1000) as u32))
                .collect();
            pushed.clear();
            for &(k, x) in &pairs {
                pushed.push(k, x);
            }
            pushed.build(keys);
            let drawn = Buckets::from_pairs(keys, pairs.iter().copied());
            let mut start = vec![0u32];
            let mut items = Vec::new();
            for k in 0..keys {
                items.extend(pairs.iter().filter(|p| p.0 as usize == k).map(|p| p.1));
                start.push(items.len() as u32);
            }
            let parts = Buckets::from_parts(start, items);
            for k in 0..keys + 2 {
                let want: Vec<u32> = pairs
                    .iter()
                    .filter(|p| p.0 as usize == k)
                    .map(|p| p.1)
                    .collect();
                assert_eq!(
                    pushed.get(k),
                    &want[..],
                    "pushed, key {k} of {keys}: {pairs:?}"
                );
                assert_eq!(
                    drawn.get(k),
                    &want[..],
                    "drawn, key {k} of {keys}: {pairs:?}"
                );
                assert_eq!(parts.get(k), &want[..], "parts, key {k} of {keys}");
            }
        }
    }
}
