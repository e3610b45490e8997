//! Persistent sets of small integers (units, roots) that share structure: a radix tree of
//! fixed depth (16 children per node, 64-bit words at the leaves) kept in one arena. A block's
//! live set is its neighbour's with a few units changed, so storing every block's set costs the
//! changes, not the set: per-block sorted lists cost (units live at once) x blocks.
//!
//! ```text
//!   id 0 = the empty set (every empty subtree is 0: one shape per set)
//!   update     copies the paths to the changed words only
//!   union      shares every subtree the two sets have in common (same id: no work)
//!   diff       visits only the subtrees that differ
//! ```

/// A set in an [`Arena`] (0: empty).
pub(crate) type Set = u32;

/// The empty set.
pub(crate) const EMPTY: Set = 0;

const FAN: usize = 16;
const FAN_BITS: u32 = 4;

/// The nodes of every set over keys `0..capacity`.
pub(crate) struct Arena {
    /// Tree levels above the leaves.
    levels: u32,
    /// Internal nodes (children: node ids, or leaf ids at the last level); 0 unused.
    nodes: Vec<[u32; FAN]>,
    /// Leaf words; 0 unused.
    words: Vec<u64>,
}

impl Arena {
    /// An arena for keys below `capacity`.
    pub fn new(capacity: usize) -> Arena {
        let mut levels = 1;
        while (64usize << (FAN_BITS * levels)) < capacity.max(1) {
            levels += 1;
        }
        Arena {
            levels,
            nodes: vec![[0; FAN]],
            words: vec![0],
        }
    }

    fn leaf(&mut self, w: u64) -> u32 {
        if w == 0 {
            return 0;
        }
        self.words.push(w);
        (self.words.len() - 1) as u32
    }

    fn node(&mut self, c: [u32; FAN]) -> u32 {
        if c.iter().all(|&x| x == 0) {
            return 0;
        }
        self.nodes.push(c);
        (self.nodes.len() - 1) as u32
    }

    /// The index of `key`'s child at `level` (`levels` is the root, 1 the last internal one).
    fn slot(key: u32, level: u32) -> usize {
        ((key >> (6 + FAN_BITS * (level - 1))) as usize) & (FAN - 1)
    }

    /// `s` with `keys` (ascending, without repeats) added (`true`) or removed (`false`).
    pub fn update(&mut self, s: Set, keys: &[(u32, bool)]) -> Set {
        if keys.is_empty() {
            return s;
        }
        self.update_at(s, self.levels, keys)
    }

    fn update_at(&mut self, s: u32, level: u32, keys: &[(u32, bool)]) -> u32 {
        if level == 0 {
            let old = self.words[s as usize];
            let mut w = old;
            for &(k, on) in keys {
                if on {
                    w |= 1 << (k % 64);
                } else {
                    w &= !(1 << (k % 64));
                }
            }
            return if w == old { s } else { self.leaf(w) };
        }
        let mut c = self.nodes[s as usize];
        let mut changed = false;
        let mut i = 0;
        while i < keys.len() {
            let slot = Self::slot(keys[i].0, level);
            let mut j = i + 1;
            while j < keys.len() && Self::slot(keys[j].0, level) == slot {
                j += 1;
            }
            let child = self.update_at(c[slot], level - 1, &keys[i..j]);
            changed |= child != c[slot];
            c[slot] = child;
            i = j;
        }
        if changed {
            self.node(c)
        } else {
            s
        }
    }

    /// `a ∪ b`.
    pub fn union(&mut self, a: Set, b: Set) -> Set {
        self.union_at(a, b, self.levels)
    }

    fn union_at(&mut self, a: u32, b: u32, level: u32) -> u32 {
        if a == b || b == 0 {
            return a;
        }
        if a == 0 {
            return b;
        }
        if level == 0 {
            let (wa, wb) = (self.words[a as usize], self.words[b as usize]);
            let w = wa | wb;
            return if w == wa {
                a
            } else if w == wb {
                b
            } else {
                self.leaf(w)
            };
        }
        let (ca, cb) = (self.nodes[a as usize], self.nodes[b as usize]);
        let mut c = [0u32; FAN];
        for ((x, &a), &b) in c.iter_mut().zip(&ca).zip(&cb) {
            *x = self.union_at(a, b, level - 1);
        }
        if c == ca {
            a
        } else if c == cb {
            b
        } else {
            self.node(c)
        }
    }

    /// Whether `a` and `b` hold the same keys.
    pub fn eq(&self, a: Set, b: Set) -> bool {
        self.eq_at(a, b, self.levels)
    }

    fn eq_at(&self, a: u32, b: u32, level: u32) -> bool {
        if a == b {
            return true;
        }
        if a == 0 || b == 0 {
            return false;
        }
        if level == 0 {
            return self.words[a as usize] == self.words[b as usize];
        }
        let (ca, cb) = (&self.nodes[a as usize], &self.nodes[b as usize]);
        ca.iter()
            .zip(cb)
            .all(|(&a, &b)| self.eq_at(a, b, level - 1))
    }

    /// Whether `key` is in `s`: one path from the root, no allocation.
    pub fn contains(&self, s: Set, key: u32) -> bool {
        let mut at = s;
        for level in (1..=self.levels).rev() {
            if at == 0 {
                return false;
            }
            at = self.nodes[at as usize][Self::slot(key, level)];
        }
        at != 0 && (self.words[at as usize] >> (key % 64)) & 1 == 1
    }

    /// Calls `f(key, in_b)` for every key in exactly one of `a` and `b`, ascending.
    pub fn diff(&self, a: Set, b: Set, f: &mut impl FnMut(u32, bool)) {
        self.diff_at(a, b, self.levels, 0, f);
    }

    fn diff_at(&self, a: u32, b: u32, level: u32, base: u32, f: &mut impl FnMut(u32, bool)) {
        if a == b {
            return;
        }
        if level == 0 {
            let (wa, wb) = (self.words[a as usize], self.words[b as usize]);
            let mut x = wa ^ wb;
            while x != 0 {
                let bit = x.trailing_zeros();
                f(base + bit, wb >> bit & 1 == 1);
                x &= x - 1;
            }
            return;
        }
        let (ca, cb) = (self.nodes[a as usize], self.nodes[b as usize]);
        let span = 64u32 << (FAN_BITS * (level - 1));
        for (k, (&a, &b)) in ca.iter().zip(&cb).enumerate() {
            self.diff_at(a, b, level - 1, base + k as u32 * span, f);
        }
    }

    /// The keys of `s`, ascending.
    #[cfg(test)]
    pub fn keys(&self, s: Set) -> Vec<u32> {
        let mut out = Vec::new();
        self.diff(EMPTY, s, &mut |k, _| out.push(k));
        out
    }
}

/// The least solution over `nb` blocks of `after[b] = transfer(b)` applied to `meet[b] =
/// seed(b) ∪ after[i]` for every input block `i` of `inputs(b)` (successors for a backward
/// problem, predecessors for a forward one): `(meet, after)`, every block's sets in `ar`.
/// `dependents(b)` are the blocks that have `b` as an input.
///
/// A worklist, every block on it at first (visited in `order`, then last in first out): a
/// block is visited again only when the `after` of one of its inputs changed, where passes
/// over every block until one changes nothing visit all of them again at least once more
/// (and sets made again are equal only by a walk down both: ids are not hash-consed).
pub(crate) fn fixpoint<'t, I, D>(
    ar: &mut Arena,
    nb: usize,
    order: impl DoubleEndedIterator<Item = usize>,
    seed: impl Fn(usize) -> Set,
    inputs: impl Fn(usize) -> I,
    dependents: impl Fn(usize) -> D,
    transfer: impl Fn(usize) -> &'t [(u32, bool)],
) -> (Vec<Set>, Vec<Set>)
where
    I: IntoIterator<Item = usize>,
    D: IntoIterator<Item = usize>,
{
    let mut meet = vec![EMPTY; nb];
    let mut after = vec![EMPTY; nb];
    let mut done = vec![false; nb];
    let mut queued = vec![true; nb];
    let mut work: Vec<usize> = order.rev().collect();
    while let Some(b) = work.pop() {
        queued[b] = false;
        let mut m = seed(b);
        for i in inputs(b) {
            m = ar.union(m, after[i]);
        }
        if done[b] && m == meet[b] {
            continue;
        }
        let a = ar.update(m, transfer(b));
        let changed = !done[b] || !ar.eq(a, after[b]);
        meet[b] = m;
        after[b] = a;
        done[b] = true;
        if changed {
            for d in dependents(b) {
                if !queued[d] {
                    queued[d] = true;
                    work.push(d);
                }
            }
        }
    }
    (meet, after)
}

/// Dense numbers for the keys of `0..n` that occur, in key order: the keys a family of sets
/// can hold, when they are few among many (the units live across a block boundary among all
/// units, the values used outside their block among the arena's values). Sets over the
/// numbers are smaller and shallower than over the keys, and list their members in the same
/// order.
pub(crate) struct Renumber {
    /// Each key's number + 1 (0: the key does not occur): zero-filled, so keys that never
    /// occur cost no memory.
    id: Vec<u32>,
    /// The keys that occur, ascending (indexed by number).
    keys: Vec<u32>,
}

impl Renumber {
    /// Numbers the keys below `n` that `occurring` yields (repeats allowed; sorted only if they
    /// do not come ascending).
    pub fn new(n: usize, occurring: impl Iterator<Item = u32>) -> Renumber {
        let mut id = vec![0u32; n];
        let mut keys = Vec::new();
        for x in occurring {
            if let Some(slot) = id.get_mut(x as usize) {
                if *slot == 0 {
                    *slot = 1;
                    keys.push(x);
                }
            }
        }
        if !keys.is_sorted() {
            keys.sort_unstable();
        }
        for (k, &x) in keys.iter().enumerate() {
            id[x as usize] = k as u32 + 1;
        }
        Renumber { id, keys }
    }

    /// The number of `key`, if it occurs.
    pub fn of(&self, key: u32) -> Option<u32> {
        self.id.get(key as usize).and_then(|&k| k.checked_sub(1))
    }

    /// The key numbered `k`.
    pub fn key(&self, k: u32) -> u32 {
        self.keys[k as usize]
    }

    /// The keys that occur, ascending.
    pub fn keys(&self) -> &[u32] {
        &self.keys
    }

    /// How many keys occur.
    pub fn len(&self) -> usize {
        self.keys.len()
    }
}

#[cfg(test)]
mod tests {
    use super::{fixpoint, Arena, Renumber, EMPTY};
    use std::collections::BTreeSet;

    #[test]
    fn sets_behave_like_btree_sets() {
        let mut rng = memlower_ir::rng::Rng::new(99);
        let mut next = |m: u32| rng.below(u64::from(m)) as u32;
        for cap in [1u32, 64, 65, 1000, 70_000] {
            let mut ar = Arena::new(cap as usize);
            let mut sets = vec![(EMPTY, BTreeSet::new())];
            for _ in 0..400 {
                let (s, model) = sets[next(sets.len() as u32) as usize].clone();
                let (t, tm) = sets[next(sets.len() as u32) as usize].clone();
                let (new, nm) = if next(3) == 0 {
                    (ar.union(s, t), model.union(&tm).copied().collect())
                } else {
                    let mut keys: Vec<(u32, bool)> =
                        (0..next(6)).map(|_| (next(cap), next(2) == 0)).collect();
                    keys.sort_unstable();
                    keys.dedup_by_key(|k| k.0);
                    let mut m: BTreeSet<u32> = model.clone();
                    for &(k, on) in &keys {
                        if on {
                            m.insert(k);
                        } else {
                            m.remove(&k);
                        }
                    }
                    (ar.update(s, &keys), m)
                };
                assert_eq!(ar.keys(new), nm.iter().copied().collect::<Vec<_>>());
                for _ in 0..8 {
                    let k = next(cap);
                    assert_eq!(ar.contains(new, k), nm.contains(&k), "key {k}");
                }
                for &k in nm.iter().take(4) {
                    assert!(ar.contains(new, k), "member {k}");
                }
                assert_eq!(nm.is_empty(), new == EMPTY, "one shape per set");
                for (o, om) in &sets {
                    assert_eq!(ar.eq(new, *o), nm == *om);
                    let mut d = Vec::new();
                    ar.diff(*o, new, &mut |k, in_b| d.push((k, in_b)));
                    let want: Vec<(u32, bool)> = om
                        .symmetric_difference(&nm)
                        .map(|&k| (k, nm.contains(&k)))
                        .collect();
                    assert_eq!(d, want);
                }
                sets.push((new, nm));
            }
        }
    }

    #[test]
    fn renumbering_numbers_the_occurring_keys_densely_in_key_order() {
        let mut rng = memlower_ir::rng::Rng::new(5);
        for round in 0..200 {
            let n = 1 + rng.below(300) as usize;
            let count = rng.below(2 * n as u64) as usize;
            let mut drawn: Vec<u32> = (0..count).map(|_| rng.below(n as u64) as u32).collect();
            if round % 2 == 0 {
                drawn.sort_unstable();
            }
            let r = Renumber::new(n, drawn.iter().copied());
            let want: BTreeSet<u32> = drawn.iter().copied().collect();
            assert_eq!(
                r.keys(),
                want.iter().copied().collect::<Vec<_>>(),
                "round {round}"
            );
            assert_eq!(r.len(), want.len());
            for x in 0..n as u32 + 2 {
                // The number of a key is how many occurring keys are below it.
                let below = want.range(..x).count() as u32;
                assert_eq!(
                    r.of(x),
                    want.contains(&x).then_some(below),
                    "round {round} key {x}"
                );
                if let Some(k) = r.of(x) {
                    assert_eq!(r.key(k), x);
                }
            }
        }
    }

    #[test]
    fn the_worklist_fixpoint_is_the_least_solution_passes_find() {
        // Random graphs (loops, joins, unreachable parts) with random transfers and seeds:
        // the worklist's sets hold the keys of passes over plain sets until nothing changes.
        let mut rng = memlower_ir::rng::Rng::new(11);
        for round in 0..300 {
            let nb = 1 + rng.below(40) as usize;
            let cap = 1 + rng.below(if round % 2 == 0 { 70 } else { 3000 }) as u32;
            let ins: Vec<Vec<usize>> = (0..nb)
                .map(|_| {
                    (0..rng.below(3))
                        .map(|_| rng.below(nb as u64) as usize)
                        .collect()
                })
                .collect();
            let mut deps: Vec<Vec<usize>> = vec![Vec::new(); nb];
            for (b, list) in ins.iter().enumerate() {
                for &i in list {
                    deps[i].push(b);
                }
            }
            let mut draw = |n: u64| -> Vec<(u32, bool)> {
                let mut keys: Vec<(u32, bool)> = (0..rng.below(n))
                    .map(|_| (rng.below(u64::from(cap)) as u32, rng.below(2) == 0))
                    .collect();
                keys.sort_unstable();
                keys.dedup_by_key(|k| k.0);
                keys
            };
            let transfers: Vec<Vec<(u32, bool)>> = (0..nb).map(|_| draw(6)).collect();
            let seeds: Vec<Vec<(u32, bool)>> = (0..nb).map(|_| draw(3)).collect();
            let mut ar = Arena::new(cap as usize);
            let seed_sets: Vec<_> = seeds
                .iter()
                .map(|k| {
                    let on: Vec<(u32, bool)> = k.iter().map(|&(x, _)| (x, true)).collect();
                    ar.update(EMPTY, &on)
                })
                .collect();
            let (meet, after) = fixpoint(
                &mut ar,
                nb,
                0..nb,
                |b| seed_sets[b],
                |b| ins[b].iter().copied(),
                |b| deps[b].iter().copied(),
                |b| &transfers[b],
            );
            // Passes over plain sets.
            let mut m: Vec<BTreeSet<u32>> = vec![BTreeSet::new(); nb];
            let mut a: Vec<BTreeSet<u32>> = vec![BTreeSet::new(); nb];
            let mut changed = true;
            while changed {
                changed = false;
                for b in 0..nb {
                    let mut nm: BTreeSet<u32> = seeds[b].iter().map(|&(x, _)| x).collect();
                    for &i in &ins[b] {
                        nm.extend(a[i].iter().copied());
                    }
                    let mut na = nm.clone();
                    for &(x, on) in &transfers[b] {
                        if on {
                            na.insert(x);
                        } else {
                            na.remove(&x);
                        }
                    }
                    if nm != m[b] || na != a[b] {
                        (m[b], a[b]) = (nm, na);
                        changed = true;
                    }
                }
            }
            for b in 0..nb {
                let want_m: Vec<u32> = m[b].iter().copied().collect();
                let want_a: Vec<u32> = a[b].iter().copied().collect();
                assert_eq!(ar.keys(meet[b]), want_m, "round {round} block {b}");
                assert_eq!(ar.keys(after[b]), want_a, "round {round} block {b}");
            }
        }
    }
}
