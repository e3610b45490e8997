//! IR liveness for the storage planner, with views folded into the value whose storage they
//! read.
//!
//! ```text
//!   upward-exposed uses of each value, per block   one walk over the reachable blocks
//!   live-out, per storage group, the first time    per member, from its use blocks up the
//!   the planner asks about the group               predecessors to its definition (a worklist
//!                                                  with stamps: no set per block is cleared)
//!   per storage group: its uses (block, index)     counted into place, so "used after i" is
//!                                                  a search
//!   per storage group: the blocks it is live out   runs of consecutive block numbers, so
//!   of                                             "live out" is a search
//! ```
//!
//! Memory is the runs, not values × blocks nor even the sum of the live ranges: in one huge
//! function thousands of values stay live across thousands of blocks, and a value live across
//! a stretch of the function is one run. No comparison sort over the function: every grouping
//! is a counting sort. Time is the sum of the live ranges of the groups asked about (the walk)
//! plus the uses, each query a binary search, until the walk has visited
//! `WALK_BUDGET_PER_BLOCK` blocks per block of the function (plus one per value): then the
//! live-out sets of every block are computed at once (`flow.rs`, sets sharing structure) and
//! answer the groups not walked yet. That sum grows with the square of one function whose
//! values are used far from their definitions (10,000 blocks walked 2.4 million blocks,
//! 100,000 blocks 85.7 million); the sets cost the changes from block to block.

use super::flow::Flow;
use super::lending::LiveQuery;
use memlower_ir::buckets::Buckets;
use memlower_ir::cfg::Cfg;
use memlower_ir::{Block, Function, Inst, InstData, Value};
use std::cell::RefCell;

/// Values the lowering reads beyond the IR's operands, by the result of the instruction that
/// reads them there: an `add3` fold's outer add reads its inner add's operands
/// (`lower::facts::Add3Folds::outer`), which the IR sees die at the inner add. The planner
/// counts them as uses, so no result is given their registers before the `add3` has read them.
pub type AlsoReads = memlower_ir::fxhash::FxHashMap<Value, [Value; 3]>;

/// Calls `visit` on each value `d` reads: its operands, and what `also` adds for its result.
fn reads(d: &InstData, also: &AlsoReads, mut visit: impl FnMut(Value)) {
    d.kind.for_each_operand(&mut visit);
    if also.is_empty() {
        return;
    }
    if let Some(extra) = d.result.and_then(|r| also.get(&r)) {
        extra.iter().copied().for_each(visit);
    }
}

/// "None" in the dense `u32` tables below.
const NONE: u32 = u32::MAX;

/// Blocks the walk may visit per block of the function (plus one per value) before the
/// groups not walked yet are answered from every block's live-out set ([`Flow`]): many
/// small functions never get there, and one function with many values live across most of
/// it gets there early.
const WALK_BUDGET_PER_BLOCK: u64 = 16;

/// Which values are live where, at the level of the abstract IR, with views folded into the
/// value whose storage they read: the question the planner asks before letting one value's
/// write land in storage another value may still need.
///
/// Block parameters are defined on entry to their block; branch arguments are uses at the
/// branch. A value's *storage group* is the value and every view of it (see `view_source`),
/// so "is `%q`'s storage still needed" is "is any member of the group used later". Only blocks
/// reachable from the entry count: an unreachable block has nothing live.
pub(super) struct Liveness {
    /// The position of each instruction (indexed by instruction): the reverse post-order
    /// number of its block and its index in the block, as a [`pair`] (0 for instructions in
    /// no reachable block).
    at: Vec<u64>,
    /// The reverse post-order number of each block (indexed by block; `NONE` if unreachable).
    block_pos: Vec<u32>,
    /// The reachable blocks in reverse post-order (indexed by their number).
    rpo: Vec<Block>,
    /// The storage owner of each value (itself, or what it is a view of, transitively).
    owner: Vec<Value>,
    /// The uses by members of each storage group (by owner): (block number, index in block),
    /// in increasing order.
    uses: Buckets<(u32, u32)>,
    /// The blocks each storage group is live on exit of, found the first time the group is
    /// asked about.
    walk: RefCell<Walk>,
}

/// The live-out walk, group by group on demand: the planner asks about the groups of a few
/// candidates per instruction, so the groups nobody asks about (a value read by one far
/// instruction, live across half the function) are never walked.
struct Walk {
    /// The block number defining each value (`NONE`: none reachable).
    defined_in: Vec<u32>,
    /// The reachable predecessors of each block, by block number.
    preds: Buckets<u32>,
    /// The blocks where each value is used before any definition there (by value).
    exposed: Buckets<u32>,
    /// The members of each storage group (by owner).
    members: Buckets<u32>,
    /// Per block, the last value walked into it (live-in) and out of it (live-out).
    in_stamp: Vec<u32>,
    out_stamp: Vec<u32>,
    mark: Marks,
    stack: Vec<u32>,
    /// The runs of each group in `runs` (by owner), as [`pair`]s (0 until walked).
    span: Vec<u64>,
    /// Runs `start..end` of block numbers a group is live on exit of, in increasing order and
    /// apart, group after group.
    runs: Vec<(u32, u32)>,
    /// Blocks walked so far, and how many the walk may take before the remaining groups are
    /// answered by the sets of [`Flow`] instead.
    steps: u64,
    budget: u64,
    /// Every block's live-out set, once the walk has gone over its budget.
    flow: Option<Flow>,
}

impl Walk {
    /// The runs of blocks group `o` is live on exit of, walked now if they were not: per
    /// member, from the blocks where it is used before any definition there, up the
    /// predecessors until its definition: live-out of every predecessor reached, live-in of
    /// every block reached that does not define it.
    fn runs_of(&mut self, o: usize) -> &[(u32, u32)] {
        if self.span[o] == 0 {
            let first = self.runs.len() as u32;
            for &v in self.members.get(o) {
                for &p in self.exposed.get(v as usize) {
                    if self.in_stamp[p as usize] != v {
                        self.in_stamp[p as usize] = v;
                        self.stack.push(p);
                    }
                }
                while let Some(p) = self.stack.pop() {
                    self.steps += 1;
                    for &q in self.preds.get(p as usize) {
                        if self.out_stamp[q as usize] == v {
                            continue;
                        }
                        self.out_stamp[q as usize] = v;
                        self.mark.set(q);
                        if self.defined_in[v as usize] != q && self.in_stamp[q as usize] != v {
                            self.in_stamp[q as usize] = v;
                            self.stack.push(q);
                        }
                    }
                }
            }
            self.mark.drain_runs(&mut self.runs);
            self.span[o] = pair(first, self.runs.len() as u32);
        }
        let (lo, hi) = unpair(self.span[o]).unwrap_or((0, 0));
        &self.runs[lo as usize..hi as usize]
    }

    /// Whether group `o` is live on exit of block `p`: from its runs if it was walked, else
    /// from the sets once the walk is over its budget (the same answer, either way), else
    /// walked now.
    fn live_out(&mut self, p: u32, o: usize) -> bool {
        if self.span[o] == 0 && self.flow.is_none() && self.steps >= self.budget {
            self.flow = Some(self.flow());
        }
        if let (0, Some(flow)) = (self.span[o], &self.flow) {
            return self.members.get(o).iter().any(|&v| flow.live_out(p, v));
        }
        let runs = self.runs_of(o);
        let k = runs.partition_point(|r| r.0 <= p);
        k > 0 && p < runs[k - 1].1
    }

    /// Every block's live-out set: the successors are the predecessors turned around.
    fn flow(&self) -> Flow {
        let nb = self.in_stamp.len();
        let succs = Buckets::from_pairs(
            nb,
            (0..nb as u32).flat_map(|p| self.preds.get(p as usize).iter().map(move |&q| (q, p))),
        );
        Flow::compute(
            nb,
            |p| succs.get(p),
            |p| self.preds.get(p),
            &self.defined_in,
            |v| self.exposed.get(v),
        )
    }
}

/// `(a, b)` as one word, never 0: what lets the tables of one per arena value or instruction
/// start zero-filled (0: none), so that the arena's dead entries cost no memory.
pub(super) fn pair(a: u32, b: u32) -> u64 {
    ((u64::from(a) + 1) << 32) | u64::from(b)
}

/// The pair [`pair`] made, or `None` for 0.
pub(super) fn unpair(x: u64) -> Option<(u32, u32)> {
    (x != 0).then(|| (((x >> 32) - 1) as u32, x as u32))
}

impl Liveness {
    /// Instruction `i`'s block number and index in its block, if it is in a reachable block.
    fn position_of(&self, i: Inst) -> Option<(u32, u32)> {
        unpair(self.at.get(i.index()).copied()?)
    }

    /// `views` is `view_source` of every value.
    pub(super) fn compute(
        f: &Function,
        cfg: &Cfg,
        views: &[Option<Value>],
        also: &AlsoReads,
    ) -> Liveness {
        let n = f.values.len();
        let rpo = cfg.reverse_post_order();
        let mut block_pos = vec![NONE; f.blocks.len()];
        for (p, &b) in rpo.iter().enumerate() {
            block_pos[b.index()] = p as u32;
        }
        let owner = owners(views);
        // One walk: positions, the block defining each value, the upward-exposed uses
        // (value, block) and how many uses each storage group has.
        let mut at = vec![0u64; f.insts.len()];
        // The block number defining each value: while the walk is in a block, "defined here"
        // means defined earlier in it.
        let mut defined_in = vec![NONE; n];
        // The block number + 1 where each value was last found upward-exposed (0: none):
        // zero-filled, untouched for the arena's dead values.
        let mut exposed_in = vec![0u32; n];
        let mut exposed: Vec<(u32, u32)> = Vec::new();
        let mut use_start = vec![0u32; n + 1];
        for (p, &b) in rpo.iter().enumerate() {
            let p = p as u32;
            let data = f.block(b);
            for &v in &data.params {
                defined_in[v.index()] = p;
            }
            for (k, &i) in data.insts.iter().enumerate() {
                at[i.index()] = pair(p, k as u32);
                let d = f.inst(i);
                reads(d, also, |v| {
                    let vi = v.index();
                    if defined_in[vi] != p && exposed_in[vi] != p + 1 {
                        exposed_in[vi] = p + 1;
                        exposed.push((v.0, p));
                    }
                    use_start[owner[vi].index() + 1] += 1;
                });
                if let Some(r) = d.result {
                    defined_in[r.index()] = p;
                }
            }
        }
        // The uses of each group, in (block number, index) order: the counting sort of
        // `Buckets::from_pairs`, written out over the operands (an iterator over them, to feed
        // it, cost 1% more instructions on many small functions).
        for o in 1..use_start.len() {
            use_start[o] += use_start[o - 1];
        }
        let mut fill = use_start.clone();
        let mut items = vec![(0u32, 0u32); use_start[n] as usize];
        for (p, &b) in rpo.iter().enumerate() {
            for (k, &i) in f.block(b).insts.iter().enumerate() {
                reads(f.inst(i), also, |v| {
                    let slot = &mut fill[owner[v.index()].index()];
                    items[*slot as usize] = (p as u32, k as u32);
                    *slot += 1;
                });
            }
        }
        let uses = Buckets::from_parts(use_start, items);
        // The predecessors of each block, reachable ones only (an unreachable block branching
        // into a reachable one has nothing live).
        let nb = rpo.len();
        // Read off each terminator (as `Cfg::compute` does) rather than through `Cfg::succs`,
        // which allocates a `Vec` per block; a target outside the layout has no position.
        let preds = Buckets::from_pairs(
            nb,
            rpo.iter().enumerate().flat_map(|(p, &b)| {
                let block_pos = &block_pos;
                let last = f.block(b).insts.last();
                last.map(|&t| f.inst(t).kind.successors())
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(move |s| {
                        let s = *block_pos.get(s.index())?;
                        (s != NONE).then_some((s, p as u32))
                    })
            }),
        );
        // The upward-exposed uses by value, and the members of each storage group, in value
        // order: counting sorts.
        let exposed = Buckets::from_pairs(n, exposed.iter().copied());
        let members = Buckets::from_pairs(n, (0..n as u32).map(|v| (owner[v as usize].0, v)));
        let walk = Walk {
            defined_in,
            preds,
            exposed,
            members,
            in_stamp: vec![NONE; nb],
            out_stamp: vec![NONE; nb],
            mark: Marks::new(nb),
            stack: Vec::new(),
            span: vec![0; n],
            runs: Vec::new(),
            steps: 0,
            budget: WALK_BUDGET_PER_BLOCK * nb as u64 + n as u64,
            flow: None,
        };
        Liveness {
            at,
            block_pos,
            rpo: rpo.to_vec(),
            owner,
            uses,
            walk: RefCell::new(walk),
        }
    }

    /// The same liveness answered from every block's live-out set from the first question
    /// (budget 0) or only by the walk (`u64::MAX`): what the tests compare.
    #[cfg(test)]
    fn with_budget(self, budget: u64) -> Liveness {
        self.walk.borrow_mut().budget = budget;
        self
    }

    /// True if a member of the storage group of `q` is used after instruction `i` (by a later
    /// instruction of its block, or on some path out of the block).
    pub(super) fn group_live_after(&self, i: Inst, q: Value) -> bool {
        let Some((p, k)) = self.position_of(i) else {
            return true;
        };
        let q = self.owner_of(q);
        let uses = self.uses_of(q);
        let next = uses.partition_point(|&u| u <= (p, k));
        uses.get(next).is_some_and(|u| u.0 == p) || self.live_out_at(p, q)
    }

    /// True if a member of the storage group of `q` is live on exit of `b`.
    pub(super) fn group_live_out(&self, b: Block, q: Value) -> bool {
        match self.block_pos.get(b.index()) {
            Some(&p) if p != NONE => self.live_out_at(p, self.owner_of(q)),
            _ => false,
        }
    }

    /// The storage owner of `v`: itself, or the value its view chain ends at.
    pub(super) fn owner_of(&self, v: Value) -> Value {
        self.owner.get(v.index()).copied().unwrap_or(v)
    }

    fn uses_of(&self, owner: Value) -> &[(u32, u32)] {
        self.uses.get(owner.index())
    }

    fn live_out_at(&self, p: u32, owner: Value) -> bool {
        let o = owner.index();
        let mut walk = self.walk.borrow_mut();
        o < walk.span.len() && walk.live_out(p, o)
    }
}

impl LiveQuery for Liveness {
    fn position(&self, i: Inst) -> Option<(Block, usize)> {
        let (p, k) = self.position_of(i)?;
        Some((*self.rpo.get(p as usize)?, k as usize))
    }

    fn live_after(&self, _f: &Function, i: Inst, q: Value) -> bool {
        self.group_live_after(i, q)
    }

    fn owner(&self, v: Value) -> Value {
        self.owner_of(v)
    }
}

/// A set of block numbers, read back as runs of consecutive numbers and emptied in the same
/// step. Reading costs the words between the lowest and highest member (a group live across
/// a stretch of the function is dense there), or sorting the members when they are few and
/// far apart.
struct Marks {
    words: Vec<u64>,
    set: Vec<u32>,
}

impl Marks {
    fn new(len: usize) -> Marks {
        Marks {
            words: vec![0; len.div_ceil(64)],
            set: Vec::new(),
        }
    }

    fn set(&mut self, b: u32) {
        let (w, bit) = (b as usize / 64, 1u64 << (b % 64));
        if self.words[w] & bit == 0 {
            self.words[w] |= bit;
            self.set.push(b);
        }
    }

    /// Appends the members as runs `start..end`, in increasing order and apart, and empties
    /// the set.
    fn drain_runs(&mut self, runs: &mut Vec<(u32, u32)>) {
        let (Some(&lo), Some(&hi)) = (self.set.iter().min(), self.set.iter().max()) else {
            return;
        };
        let (wlo, whi) = (lo as usize / 64, hi as usize / 64);
        let first = runs.len();
        let push = |b: u32, e: u32, runs: &mut Vec<(u32, u32)>| {
            if runs.len() > first && runs.last().is_some_and(|r| r.1 == b) {
                if let Some(last) = runs.last_mut() {
                    last.1 = e;
                }
            } else {
                runs.push((b, e));
            }
        };
        if whi - wlo < 4 * self.set.len() {
            for w in wlo..=whi {
                let mut word = std::mem::take(&mut self.words[w]);
                while word != 0 {
                    let tz = word.trailing_zeros();
                    let ones = (!(word >> tz)).trailing_zeros().min(64 - tz);
                    let b = (w * 64) as u32 + tz;
                    push(b, b + ones, runs);
                    word &= if tz + ones >= 64 {
                        0
                    } else {
                        !0u64 << (tz + ones)
                    };
                }
            }
        } else {
            self.set.sort_unstable();
            for &b in &self.set {
                self.words[b as usize / 64] = 0;
                push(b, b + 1, runs);
            }
        }
        self.set.clear();
    }
}

/// The storage owner of every value: the end of its chain of views. Each chain is walked once
/// (what a chain reaches is remembered for every value on it), and a cycle, which SSA rules
/// out, ends the chain rather than looping.
fn owners(views: &[Option<Value>]) -> Vec<Value> {
    let n = views.len();
    let mut owner = vec![NONE; n];
    let mut on_path = vec![false; n];
    let mut path = Vec::new();
    for v in 0..n {
        if owner[v] != NONE {
            continue;
        }
        let mut o = v;
        let end = loop {
            if owner[o] != NONE {
                break owner[o];
            }
            on_path[o] = true;
            path.push(o);
            match views[o].map(|s| s.index()) {
                Some(s) if s < n && !on_path[s] => o = s,
                _ => break o as u32,
            }
        };
        for x in path.drain(..) {
            owner[x] = end;
            on_path[x] = false;
        }
    }
    owner.into_iter().map(Value).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use memlower_ir::gen::{random_module, GenConfig};
    use memlower_ir::rng::Rng;
    use memlower_ir::InstKind;

    /// Every pair comes back as it went in, none of them is 0 (the "none" of the tables),
    /// the extremes included.
    #[test]
    fn pairs_round_trip_and_are_never_zero() {
        let edges = [0, 1, 2, 0x7fff_ffff, u32::MAX - 1];
        for a in edges {
            for b in edges.into_iter().chain([u32::MAX]) {
                assert_ne!(pair(a, b), 0, "({a}, {b})");
                assert_eq!(unpair(pair(a, b)), Some((a, b)), "({a}, {b})");
            }
        }
        assert_eq!(unpair(0), None);
    }

    /// The textbook answer, as the planner first computed it: a flag per value and block,
    /// iterated to a fixed point, and "used after" by scanning the rest of the block.
    struct Reference {
        live_out: Vec<Vec<bool>>,
        owner: Vec<Value>,
    }

    impl Reference {
        fn compute(f: &Function, cfg: &Cfg, owner: Vec<Value>) -> Reference {
            let (n, nb) = (f.values.len(), f.blocks.len());
            let blocks = cfg.reverse_post_order();
            let mut gen = vec![vec![false; n]; nb];
            let mut defs = vec![vec![false; n]; nb];
            for &b in blocks {
                let bi = b.index();
                for &p in &f.block(b).params {
                    defs[bi][p.index()] = true;
                }
                for &i in &f.block(b).insts {
                    f.inst(i).kind.for_each_operand(|v| {
                        if !defs[bi][v.index()] {
                            gen[bi][v.index()] = true;
                        }
                    });
                    if let Some(r) = f.inst(i).result {
                        defs[bi][r.index()] = true;
                    }
                }
            }
            let mut live_in = vec![vec![false; n]; nb];
            let mut live_out = vec![vec![false; n]; nb];
            let mut changed = true;
            while changed {
                changed = false;
                for &b in blocks.iter().rev() {
                    let bi = b.index();
                    let mut out = vec![false; n];
                    for s in cfg.succs(b) {
                        for (o, &l) in out.iter_mut().zip(&live_in[s.index()]) {
                            *o |= l;
                        }
                    }
                    let inn: Vec<bool> = (0..n)
                        .map(|v| gen[bi][v] || (out[v] && !defs[bi][v]))
                        .collect();
                    if inn != live_in[bi] || out != live_out[bi] {
                        live_in[bi] = inn;
                        live_out[bi] = out;
                        changed = true;
                    }
                }
            }
            Reference { live_out, owner }
        }

        fn live_out(&self, b: Block, q: Value) -> bool {
            let q = self.owner[q.index()];
            (0..self.owner.len()).any(|v| self.live_out[b.index()][v] && self.owner[v] == q)
        }

        fn live_after(&self, f: &Function, cfg: &Cfg, b: Block, k: usize, q: Value) -> bool {
            if !cfg.reverse_post_order().contains(&b) {
                return true;
            }
            let q = self.owner[q.index()];
            let mut used = false;
            for &j in f.block(b).insts.iter().skip(k + 1) {
                f.inst(j)
                    .kind
                    .for_each_operand(|v| used |= self.owner[v.index()] == q);
            }
            used || self.live_out(b, q)
        }
    }

    #[test]
    fn liveness_agrees_with_the_fixed_point_on_random_functions() {
        // Loops (back edges), early returns (unreachable blocks), views of every kind.
        let cfg = GenConfig {
            max_blocks: 9,
            max_insts: 12,
            ..GenConfig::default()
        };
        let mut rng = Rng::new(10);
        let (mut functions, mut queries, mut live) = (0, 0, 0);
        for _ in 0..150 {
            let m = random_module(&mut rng, &cfg);
            for f in &m.functions {
                let flow = Cfg::compute(f);
                for budget in [0, u64::MAX] {
                    let fast = Liveness::compute(f, &flow, &lane_views(f), &AlsoReads::default())
                        .with_budget(budget);
                    let slow = Reference::compute(f, &flow, fast.owner.clone());
                    functions += 1;
                    for &b in &f.layout {
                        for q in (0..f.values.len() as u32).map(Value) {
                            let want = slow.live_out(b, q);
                            assert_eq!(fast.group_live_out(b, q), want, "{}: {b} {q}", f.name);
                            for (k, &i) in f.block(b).insts.iter().enumerate() {
                                let want = slow.live_after(f, &flow, b, k, q);
                                assert_eq!(
                                    fast.group_live_after(i, q),
                                    want,
                                    "{}: {i} {q}",
                                    f.name
                                );
                                queries += 1;
                                live += want as u32;
                            }
                        }
                    }
                }
            }
        }
        // The sample means something: many functions, and both answers common.
        assert!(
            functions > 400,
            "{functions} functions, each answered both ways"
        );
        assert!(
            live > 1000 && queries - live > 1000,
            "{live} of {queries} live"
        );
    }

    /// Lane and channel views (the planner's other views group the same way).
    fn lane_views(f: &Function) -> Vec<Option<Value>> {
        (0..f.values.len() as u32)
            .map(|v| match f.def_kind(Value(v)) {
                Some(InstKind::Extract { src, .. } | InstKind::ChanExtract { src, .. }) => {
                    Some(*src)
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn live_out_agrees_with_the_fixed_point_on_functions_of_hundreds_of_blocks() {
        // Live ranges over more than one word of block numbers, with holes in them (branches
        // that do not reach a use, loops, early returns): the runs must be exact.
        let cfg = GenConfig {
            max_functions: 1,
            max_blocks: 400,
            max_insts: 2,
            ..GenConfig::default()
        };
        let mut rng = Rng::new(11);
        let (mut big, mut live, mut dead) = (0, 0u64, 0u64);
        for _ in 0..12 {
            let m = random_module(&mut rng, &cfg);
            for f in &m.functions {
                let flow = Cfg::compute(f);
                for budget in [0, u64::MAX] {
                    let fast = Liveness::compute(f, &flow, &lane_views(f), &AlsoReads::default())
                        .with_budget(budget);
                    let slow = Reference::compute(f, &flow, fast.owner.clone());
                    big += (flow.reverse_post_order().len() > 130) as u32;
                    for &b in &f.layout {
                        // The groups live out of `b`, from the reference's per-value flags.
                        let mut group = vec![false; f.values.len()];
                        for (v, &l) in slow.live_out[b.index()].iter().enumerate() {
                            group[slow.owner[v].index()] |= l;
                        }
                        for q in (0..f.values.len() as u32).map(Value) {
                            let want = group[fast.owner_of(q).index()];
                            assert_eq!(fast.group_live_out(b, q), want, "{}: {b} {q}", f.name);
                            live += want as u64;
                            dead += !want as u64;
                        }
                    }
                }
            }
        }
        assert!(
            big >= 8,
            "{big} functions of more than 130 blocks, each answered both ways"
        );
        assert!(live > 10_000 && dead > 10_000, "{live} live, {dead} dead");
    }

    #[test]
    fn marks_read_back_as_the_runs_of_the_set() {
        // Dense sets (read word by word) and sparse ones far apart (sorted), across word
        // boundaries, one after another in the same marks (each read empties them).
        let mut rng = Rng::new(12);
        let mut marks = Marks::new(5000);
        let mut runs = vec![(7, 9)];
        for round in 0..400 {
            let (lo, span) = (rng.below(4000) as u32, 1 + rng.below(1000) as u32);
            let density = [2, 10, 50, 95, 100, 0][round % 6];
            let mut want = vec![false; 5000];
            let mut put = |b: u32| {
                want[b as usize] = true;
                marks.set(b);
                marks.set(b);
            };
            for b in lo..(lo + span).min(5000) {
                if rng.below(100) < density {
                    put(b);
                }
            }
            if density == 0 {
                // A few members far apart: sorted rather than read word by word.
                for _ in 0..1 + rng.below(4) {
                    put(rng.below(5000) as u32);
                }
            }
            let first = runs.len();
            marks.drain_runs(&mut runs);
            let mut expect = Vec::new();
            for b in 0..5000u32 {
                match expect.last_mut() {
                    Some((_, e)) if *e == b && want[b as usize] => *e = b + 1,
                    _ if want[b as usize] => expect.push((b, b + 1)),
                    _ => {}
                }
            }
            assert_eq!(&runs[first..], &expect[..], "round {round}");
        }
        assert_eq!(runs[0], (7, 9), "runs before the read are kept");
    }

    #[test]
    fn owners_follow_chains_of_views_to_their_end() {
        let v = |i: u32| Some(Value(i));
        // 3 → 1 → 0, 2 → 3, 4 alone, 5 ↔ 6 (a cycle, which SSA rules out, still ends).
        let owner = owners(&[None, v(0), v(3), v(1), None, v(6), v(5)]);
        assert_eq!(
            &owner[..5],
            &[Value(0), Value(0), Value(0), Value(0), Value(4)]
        );
        assert!(owner[5] == owner[6] && (owner[5] == Value(5) || owner[5] == Value(6)));
    }
}
