//! The interference graph: which roots are occupied at the same time.

/// An undirected graph over root variables (node = variable index): which roots are occupied
/// at the same time. Two forms, one meaning:
/// - *lists*: one sorted neighbour list per variable, built from pairs (the reference
///   computation's form);
/// - *spans*: the allocator's walk makes each root a member of the occupied set over a few
///   spans of its steps, and two roots interfere exactly when a span of one meets a span of
///   the other (whichever joined later found the other a member). Storing the spans rather
///   than the pairs keeps the graph linear in the kernel: a function with thousands of values
///   live at once has hundreds of millions of pairs, but only as many spans as values. The
///   neighbours are found when asked, by a search over the spans sorted by start;
/// - *table*: the walk's spans when they meet in few pairs (every small kernel): the pairs
///   are found once, by a sweep over the spans, and kept as one flat neighbour table, which
///   is cheaper to build and to read than the search (first-fit reads every root's
///   neighbours, twice);
/// - *bits*: the same, for a kernel of at most `DENSE_MAX` variables: a bit matrix, each
///   span's row or-ed with the set of spans open at its start (a few words) instead of a pair
///   written per open span and sorted into the table afterwards.
#[derive(Clone, Debug, Default)]
pub struct Interference {
    form: Form,
    /// The nodes: variables occupied somewhere (with or without neighbours), ascending.
    nodes: Vec<u32>,
}

#[derive(Clone, Debug)]
enum Form {
    /// `adj[v]`: the neighbours of `v`, ascending, without repeats.
    Lists(Vec<Vec<u32>>),
    Spans(Spans),
    Table(Table),
    Bits(Bits),
}

/// Variables up to which a graph of few pairs is kept as a bit matrix ([`Bits`]): 128 KiB
/// at most, zeroed per kernel, against a sort of the pairs.
const DENSE_MAX: usize = 1024;

/// Row `v` of the matrix: the neighbours of `v` (never `v` itself), as bits.
#[derive(Clone, Debug, Default)]
struct Bits {
    /// Words per row.
    row: usize,
    words: Vec<u64>,
}

impl Bits {
    fn of(&self, v: usize) -> &[u64] {
        self.words
            .get(v * self.row..(v + 1) * self.row)
            .unwrap_or(&[])
    }

    fn each(&self, v: usize, mut f: impl FnMut(u32)) {
        for (k, &w) in self.of(v).iter().enumerate() {
            let mut w = w;
            while w != 0 {
                f((k * 64) as u32 + w.trailing_zeros());
                w &= w - 1;
            }
        }
    }

    fn has(&self, a: usize, b: usize) -> bool {
        self.of(a)
            .get(b / 64)
            .is_some_and(|&w| (w >> (b % 64)) & 1 == 1)
    }

    /// The matrix of the spans `all` (sorted, non-empty, roots below `n`), or `None` when
    /// more than `cap` pairs of spans meet ([`Table::of_spans`]'s count, repeats included).
    fn of_spans(n: usize, all: &[(u32, u32, u32)], cap: u64) -> Option<Bits> {
        let row = n.div_ceil(64);
        let mut words = vec![0u64; row * n];
        // The spans open at the current start, and per root how many of them are its own
        // (spans of one root may overlap in the tests' random input, never in the walk's).
        let mut open: Vec<(u32, u32)> = Vec::new();
        let mut open_of = vec![0u32; n];
        let mut open_bits = vec![0u64; row];
        let mut pairs = 0u64;
        // The earliest end among the open spans: until a span starts there, none closes, and
        // the open list is not scanned (on a small kernel nearly everything stays open).
        let mut min_end = u32::MAX;
        for &(a, b, v) in all {
            let vi = v as usize;
            if min_end <= a {
                min_end = u32::MAX;
                open.retain(|&(e, w)| {
                    let keep = e > a;
                    if keep {
                        min_end = min_end.min(e);
                    } else {
                        let wi = w as usize;
                        open_of[wi] -= 1;
                        if open_of[wi] == 0 {
                            open_bits[wi / 64] &= !(1 << (wi % 64));
                        }
                    }
                    keep
                });
            }
            // A root is not its own neighbour.
            pairs += (open.len() - open_of[vi] as usize) as u64;
            if pairs > cap {
                return None;
            }
            let r = &mut words[vi * row..(vi + 1) * row];
            for (x, &o) in r.iter_mut().zip(&open_bits) {
                *x |= o;
            }
            r[vi / 64] &= !(1 << (vi % 64));
            open.push((b, v));
            min_end = min_end.min(b);
            open_of[vi] += 1;
            open_bits[vi / 64] |= 1 << (vi % 64);
        }
        // Each pair was written in the row of the later span: mirror it.
        for v in 0..n {
            for k in 0..row {
                let mut w = words[v * row + k];
                while w != 0 {
                    let x = k * 64 + w.trailing_zeros() as usize;
                    words[x * row + v / 64] |= 1 << (v % 64);
                    w &= w - 1;
                }
            }
        }
        Some(Bits { row, words })
    }

    fn edge_count(&self) -> usize {
        self.words
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum::<usize>()
            / 2
    }
}

/// Each root's neighbours, each once, in no order: `items[start[v]..start[v + 1]]`.
#[derive(Clone, Debug, Default)]
struct Table {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Table {
    fn of(&self, v: usize) -> &[u32] {
        match (self.start.get(v), self.start.get(v + 1)) {
            (Some(&a), Some(&b)) => &self.items[a as usize..b as usize],
            _ => &[],
        }
    }

    /// The table of the spans `all` (sorted, non-empty, roots below `n`), or `None` when
    /// more than `cap` pairs of spans meet. A sweep by start: each span meets exactly the
    /// earlier ones still open at its start.
    fn of_spans(n: usize, all: &[(u32, u32, u32)], cap: u64) -> Option<Table> {
        // Counted first, without a pair stored: a kernel past the cap (one huge function)
        // would otherwise fill a vector of `cap` pairs (hundreds of MB) only to drop it.
        let count = meeting_pairs(n, all, cap)?;
        let mut pairs: Vec<(u32, u32)> = Vec::with_capacity(count as usize);
        let mut open: Vec<(u32, u32)> = Vec::new();
        for &(a, b, v) in all {
            open.retain(|&(e, _)| e > a);
            // A root is not its own neighbour.
            pairs.extend(open.iter().filter(|o| o.1 != v).map(|&(_, w)| (v, w)));
            open.push((b, v));
        }
        let mut start = vec![0u32; n + 1];
        for &(a, b) in &pairs {
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
        for v in 1..start.len() {
            start[v] += start[v - 1];
        }
        let mut fill = start.clone();
        let mut items = vec![0u32; 2 * pairs.len()];
        for &(a, b) in &pairs {
            items[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
            items[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        // Repeats (two roots whose spans meet more than once) removed, in place.
        let mut seen = fill;
        seen.fill(u32::MAX);
        let (mut kept, mut from) = (0usize, 0usize);
        for v in 0..n {
            let to = start[v + 1] as usize;
            for k in from..to {
                let x = items[k];
                if seen[x as usize] != v as u32 {
                    seen[x as usize] = v as u32;
                    items[kept] = x;
                    kept += 1;
                }
            }
            from = to;
            start[v + 1] = kept as u32;
        }
        items.truncate(kept);
        Some(Table { start, items })
    }
}

/// How many pairs of spans of different roots meet in `all` (sorted by start, non-empty,
/// roots below `n`), repeats included: each span counts the earlier spans of other roots
/// still open at its start. `None` as soon as the count passes `cap`. A heap of the open
/// spans' ends, so the time grows with the spans, not with the pairs.
fn meeting_pairs(n: usize, all: &[(u32, u32, u32)], cap: u64) -> Option<u64> {
    use std::cmp::Reverse;
    let mut ends: std::collections::BinaryHeap<Reverse<(u32, u32)>> = Default::default();
    let mut open_of = vec![0u32; n];
    let mut pairs = 0u64;
    for &(a, b, v) in all {
        while let Some(&Reverse((e, w))) = ends.peek() {
            if e > a {
                break;
            }
            ends.pop();
            open_of[w as usize] -= 1;
        }
        pairs += (ends.len() - open_of[v as usize] as usize) as u64;
        if pairs > cap {
            return None;
        }
        ends.push(Reverse((b, v)));
        open_of[v as usize] += 1;
    }
    Some(pairs)
}

impl Default for Form {
    fn default() -> Form {
        Form::Lists(Vec::new())
    }
}

/// Membership spans `[start, end)` of the roots, in walk steps.
#[derive(Clone, Debug, Default)]
struct Spans {
    /// Every span as (start, end, root), sorted.
    all: Vec<(u32, u32, u32)>,
    /// A max-tree over `all`'s ends (leaves from `leaves`), to find the spans that started
    /// before a point and are still open at it without looking at every earlier span.
    max_end: Vec<u32>,
    leaves: usize,
    /// The spans of each root: `all[at[k]]` for `k` in `of[v]..of[v + 1]`.
    of: Vec<u32>,
    at: Vec<u32>,
}

impl Spans {
    /// The index over `all`, sorted, non-empty spans of roots below `n`.
    fn new(n: usize, all: Vec<(u32, u32, u32)>) -> Spans {
        let leaves = all.len().next_power_of_two().max(1);
        let mut max_end = vec![0u32; 2 * leaves];
        for (k, &(_, e, _)) in all.iter().enumerate() {
            max_end[leaves + k] = e;
        }
        for k in (1..leaves).rev() {
            max_end[k] = max_end[2 * k].max(max_end[2 * k + 1]);
        }
        let mut of = vec![0u32; n + 1];
        for &(_, _, v) in &all {
            of[v as usize + 1] += 1;
        }
        for v in 1..of.len() {
            of[v] += of[v - 1];
        }
        let mut fill = of.clone();
        let mut at = vec![0u32; all.len()];
        for (k, &(_, _, v)) in all.iter().enumerate() {
            at[fill[v as usize] as usize] = k as u32;
            fill[v as usize] += 1;
        }
        Spans {
            all,
            max_end,
            leaves,
            of,
            at,
        }
    }

    /// Calls `f` with the root of every span meeting a span of `v` (`v` itself excluded;
    /// a neighbour may come more than once).
    fn for_each_meeting(&self, v: u32, mut f: impl FnMut(u32)) {
        let Some((&lo, &hi)) = self.of.get(v as usize).zip(self.of.get(v as usize + 1)) else {
            return;
        };
        let mut stack: Vec<(usize, usize, usize)> = Vec::new();
        for &k in &self.at[lo as usize..hi as usize] {
            let (a, b, _) = self.all[k as usize];
            // Spans starting in [a, b) meet [a, b).
            let first = self.all.partition_point(|s| s.0 < a);
            let last = self.all.partition_point(|s| s.0 < b);
            for s in &self.all[first..last] {
                if s.2 != v {
                    f(s.2);
                }
            }
            // Spans starting before `a` meet it if they end after `a`: a descent of the
            // max-tree over `all[..first]`, skipping subtrees that all end by `a`.
            stack.clear();
            stack.push((1, 0, self.leaves));
            while let Some((node, l, r)) = stack.pop() {
                if l >= first || self.max_end[node] <= a {
                    continue;
                }
                if r - l == 1 {
                    let s = self.all[l];
                    if s.2 != v {
                        f(s.2);
                    }
                    continue;
                }
                let m = (l + r) / 2;
                stack.push((2 * node + 1, m, r));
                stack.push((2 * node, l, m));
            }
        }
    }
}

impl Interference {
    /// The graph over `n` variables with `nodes` (any order, repeats allowed) and the
    /// undirected `edges` (repeats and either orientation allowed; a self-pair is ignored).
    pub fn new(n: usize, nodes: impl IntoIterator<Item = u32>, edges: &[(u32, u32)]) -> Self {
        let mut degree = vec![0usize; n];
        for &(a, b) in edges {
            if a != b && (a as usize) < n && (b as usize) < n {
                degree[a as usize] += 1;
                degree[b as usize] += 1;
            }
        }
        let mut adj: Vec<Vec<u32>> = degree.iter().map(|&d| Vec::with_capacity(d)).collect();
        for &(a, b) in edges {
            if a != b && (a as usize) < n && (b as usize) < n {
                adj[a as usize].push(b);
                adj[b as usize].push(a);
            }
        }
        for l in &mut adj {
            l.sort_unstable();
            l.dedup();
        }
        Interference {
            form: Form::Lists(adj),
            nodes: sorted_nodes(n, nodes),
        }
    }

    /// The graph over `n` variables where each root is occupied over its `spans` of walk
    /// steps, `(start, end, root)` with `end` exclusive (any order; empty spans ignored):
    /// roots interfere when spans of theirs meet. Kept as a neighbour table when at most
    /// `cap` pairs of spans meet, else as the spans.
    pub(super) fn from_spans(
        n: usize,
        nodes: impl IntoIterator<Item = u32>,
        spans: Vec<(u32, u32, u32)>,
        cap: u64,
    ) -> Self {
        Self::from_spans_dense_up_to(n, nodes, spans, cap, DENSE_MAX)
    }

    /// [`Interference::from_spans`], a graph of few pairs kept as a bit matrix up to
    /// `dense_max` variables (else as a table): the tests build both.
    fn from_spans_dense_up_to(
        n: usize,
        nodes: impl IntoIterator<Item = u32>,
        mut spans: Vec<(u32, u32, u32)>,
        cap: u64,
        dense_max: usize,
    ) -> Self {
        spans.retain(|&(s, e, v)| s < e && (v as usize) < n);
        spans.sort_unstable();
        let pairs = if n <= dense_max {
            Bits::of_spans(n, &spans, cap).map(Form::Bits)
        } else {
            Table::of_spans(n, &spans, cap).map(Form::Table)
        };
        let form = match pairs {
            Some(form) => form,
            None => Form::Spans(Spans::new(n, spans)),
        };
        Interference {
            form,
            nodes: sorted_nodes(n, nodes),
        }
    }

    /// The spans (sorted) when the graph is kept as spans: a kernel whose spans meet in many
    /// pairs, which first-fit then sweeps rather than visiting the pairs.
    pub(super) fn spans(&self) -> Option<&[(u32, u32, u32)]> {
        match &self.form {
            Form::Spans(s) => Some(&s.all),
            Form::Lists(_) | Form::Table(_) | Form::Bits(_) => None,
        }
    }

    /// Calls `f` for each neighbour of `v`, in no order, possibly more than once: what
    /// first-fit needs, without sorting or removing repeats.
    pub(crate) fn for_each_neighbor(&self, v: u32, mut f: impl FnMut(u32)) {
        match &self.form {
            Form::Lists(adj) => adj
                .get(v as usize)
                .into_iter()
                .flatten()
                .for_each(|&x| f(x)),
            Form::Spans(s) => s.for_each_meeting(v, f),
            Form::Table(t) => t.of(v as usize).iter().for_each(|&x| f(x)),
            Form::Bits(b) => b.each(v as usize, f),
        }
    }

    /// [`Interference::for_each_neighbor`], only the neighbours whose bit is set in `mask`
    /// (bit `x % 64` of word `x / 64` for variable `x`; variables past it are left out): a bit
    /// matrix ands its row with the mask a word at a time.
    pub(crate) fn for_each_neighbor_in(&self, v: u32, mask: &[u64], mut f: impl FnMut(u32)) {
        match &self.form {
            Form::Bits(b) => {
                for (k, (&w, &m)) in b.of(v as usize).iter().zip(mask).enumerate() {
                    let mut w = w & m;
                    while w != 0 {
                        f((k * 64) as u32 + w.trailing_zeros());
                        w &= w - 1;
                    }
                }
            }
            _ => self.for_each_neighbor(v, |x| {
                let x64 = x as usize;
                if mask
                    .get(x64 / 64)
                    .is_some_and(|&m| (m >> (x64 % 64)) & 1 == 1)
                {
                    f(x);
                }
            }),
        }
    }

    /// Row `v` of the bit matrix (bit `x % 64` of word `x / 64` set for each neighbour `x`),
    /// when the graph is kept as one: first-fit then tests a placed block's root against it
    /// instead of listing the neighbours.
    pub(crate) fn bit_row(&self, v: u32) -> Option<&[u64]> {
        match &self.form {
            Form::Bits(b) => Some(b.of(v as usize)),
            Form::Lists(_) | Form::Spans(_) | Form::Table(_) => None,
        }
    }

    /// The neighbours of `v`, ascending.
    pub fn neighbors(&self, v: u32) -> impl Iterator<Item = u32> + '_ {
        let mut out = Vec::new();
        self.for_each_neighbor(v, |x| out.push(x));
        out.sort_unstable();
        out.dedup();
        out.into_iter()
    }

    /// Whether `a` and `b` interfere.
    pub fn contains_edge(&self, a: u32, b: u32) -> bool {
        match &self.form {
            Form::Lists(adj) => adj
                .get(a as usize)
                .is_some_and(|l| l.binary_search(&b).is_ok()),
            Form::Table(t) => t.of(a as usize).contains(&b),
            Form::Bits(m) => m.has(a as usize, b as usize),
            Form::Spans(_) => {
                let mut found = false;
                self.for_each_neighbor(a, |x| found |= x == b);
                found
            }
        }
    }

    /// Every edge once, as `(a, b)` with `a < b`, ascending.
    pub fn all_edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let n = match &self.form {
            Form::Lists(adj) => adj.len(),
            Form::Spans(s) => s.of.len().saturating_sub(1),
            Form::Table(t) => t.start.len().saturating_sub(1),
            Form::Bits(b) => b.words.len().checked_div(b.row).unwrap_or(0),
        };
        (0..n as u32).flat_map(move |a| {
            self.neighbors(a)
                .filter(move |&b| b > a)
                .map(move |b| (a, b))
        })
    }

    /// The occupied variables, ascending.
    pub fn nodes(&self) -> impl Iterator<Item = u32> + '_ {
        self.nodes.iter().copied()
    }

    /// The number of edges.
    pub fn edge_count(&self) -> usize {
        match &self.form {
            Form::Table(t) => t.items.len() / 2,
            Form::Bits(b) => b.edge_count(),
            Form::Lists(_) | Form::Spans(_) => self.all_edges().count(),
        }
    }
}

/// Graphs are equal when they have the same nodes and edges, whatever their form.
impl PartialEq for Interference {
    fn eq(&self, other: &Interference) -> bool {
        self.nodes == other.nodes && self.all_edges().eq(other.all_edges())
    }
}

impl Eq for Interference {}

fn sorted_nodes(n: usize, nodes: impl IntoIterator<Item = u32>) -> Vec<u32> {
    let mut nodes: Vec<u32> = nodes.into_iter().filter(|&v| (v as usize) < n).collect();
    nodes.sort_unstable();
    nodes.dedup();
    nodes
}

#[cfg(test)]
mod tests {
    use super::{meeting_pairs, Bits, Form, Interference, Table};

    #[test]
    fn pairs_become_sorted_neighbour_lists_without_repeats() {
        let g = Interference::new(
            5,
            [4, 0, 1, 2, 0],
            &[(2, 0), (0, 2), (1, 2), (3, 3), (9, 1)],
        );
        assert_eq!(g.neighbors(2).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(g.neighbors(0).collect::<Vec<_>>(), [2]);
        assert_eq!(g.neighbors(4).count(), 0);
        assert_eq!(g.neighbors(7).count(), 0, "out of range: no neighbours");
        assert_eq!(g.all_edges().collect::<Vec<_>>(), [(0, 2), (1, 2)]);
        assert_eq!(g.edge_count(), 2);
        assert!(g.contains_edge(1, 2) && g.contains_edge(2, 1) && !g.contains_edge(0, 1));
        assert_eq!(g.nodes().collect::<Vec<_>>(), [0, 1, 2, 4]);
    }

    #[test]
    fn spans_meet_exactly_where_the_pairs_are() {
        // Random spans (several per root, some open-ended), against the pairs they imply.
        let mut rng = memlower_ir::rng::Rng::new(12345);
        let mut next = |m: u32| rng.below(u64::from(m)) as u32;
        for round in 0..80 {
            // Rows of one word and of several (the bit matrix).
            let n = 2 + next(if round % 2 == 0 { 30 } else { 200 }) as usize;
            let mut spans = Vec::new();
            for _ in 0..next(60) {
                let (v, s) = (next(n as u32), next(100));
                let e = if next(8) == 0 { u32::MAX } else { s + next(20) };
                spans.push((s, e, v));
            }
            let mut pairs = Vec::new();
            for &(s1, e1, a) in &spans {
                for &(s2, e2, b) in &spans {
                    if s1 < e1 && s2 < e2 && s1 < e2 && s2 < e1 {
                        pairs.push((a, b));
                    }
                }
            }
            let nodes: Vec<u32> = spans.iter().map(|s| s.2).collect();
            let want = Interference::new(n, nodes.clone(), &pairs);
            // Kept as the spans (no pair allowed), as a table and as a bit matrix (any number).
            for (cap, dense_max) in [(0, usize::MAX), (u64::MAX, 0), (u64::MAX, usize::MAX)] {
                let got = Interference::from_spans_dense_up_to(
                    n,
                    nodes.clone(),
                    spans.clone(),
                    cap,
                    dense_max,
                );
                assert!(
                    cap == 0 || matches!(got.form, Form::Table(_)) == (dense_max == 0),
                    "round {round}: table or matrix"
                );
                assert_eq!(
                    got.spans().is_some(),
                    cap == 0 && !pairs.iter().all(|&(a, b)| a == b),
                    "round {round}: the form"
                );
                assert_eq!(
                    got.all_edges().collect::<Vec<_>>(),
                    want.all_edges().collect::<Vec<_>>(),
                    "round {round} cap {cap}"
                );
                assert!(got == want && got.edge_count() == want.edge_count());
                for v in 0..n as u32 {
                    assert!(
                        got.neighbors(v).eq(want.neighbors(v)),
                        "round {round} cap {cap} node {v}"
                    );
                    for w in 0..n as u32 {
                        assert_eq!(got.contains_edge(v, w), want.contains_edge(v, w));
                    }
                }
            }
            // The table and the matrix give up at the same count of meeting spans (which
            // form the allocator gets, and so its offsets, must not depend on which one).
            let mut sorted: Vec<_> = spans.iter().copied().filter(|s| s.0 < s.1).collect();
            sorted.sort_unstable();
            // The count the table checks first: for each span, the earlier spans (by start)
            // of other roots still open at its start, counted pair by pair.
            let brute: u64 = (0..sorted.len())
                .map(|j| {
                    let (a, _, v) = sorted[j];
                    sorted[..j]
                        .iter()
                        .filter(|&&(_, e, w)| e > a && w != v)
                        .count() as u64
                })
                .sum();
            assert_eq!(
                meeting_pairs(n, &sorted, u64::MAX),
                Some(brute),
                "round {round}"
            );
            if brute > 0 {
                assert_eq!(meeting_pairs(n, &sorted, brute - 1), None, "round {round}");
            }
            assert_eq!(
                meeting_pairs(n, &sorted, brute),
                Some(brute),
                "round {round}"
            );
            for cap in [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, u64::MAX] {
                assert_eq!(
                    Table::of_spans(n, &sorted, cap).is_some(),
                    Bits::of_spans(n, &sorted, cap).is_some(),
                    "round {round} cap {cap}"
                );
            }
        }
    }
}
