//! The register-pressure estimate `split-groups` schedules by: the most register bytes a
//! function's values hold at once, in the current instruction order.
//!
//! Liveness is computed per value, not per block to a fixpoint: from each block that reads a
//! value before (or without) defining it, the value is live on entry there and, walking up
//! the predecessors, on entry to every block until the block that defines it. Each (value,
//! block) pair is visited once, so the work is the size of the live ranges (in blocks) plus
//! the instructions, however the loops nest; a round-robin dataflow over hash sets costs that
//! times the rounds, plus a hash per visit. Every set is a stamp array indexed by value or
//! block number (an entry is "in" when it holds the current stamp), so nothing is cleared
//! between blocks, and the buffers live in a [`Pressure`] reused across calls and functions.
//!
//! ```text
//!   values read before their definition, per block  ─┐ one walk of the instructions
//!   (value, use block) pairs bucketed by value       ─┤ counting sort
//!   each value: up the predecessors to its def      ─┤ live_in, as (block, value) pairs
//!   each block: live-out = its successors' live_in,  ─┘ the peak
//!               then the instructions backwards
//! ```

use memlower_ir::buckets::Buckets;
use memlower_ir::layout::chan_stride;
use memlower_ir::{Block, Function, InstKind, Value};

/// Register bytes a value occupies, roughly: its lanes times bytes per lane, each channel
/// rounded up to a GRF; views and assemblies (whose parts are counted) are free.
pub(crate) fn value_bytes(f: &Function, v: Value, grf: u32) -> u32 {
    bytes_of(f.ty(v), f.def_kind(v), grf)
}

/// [`value_bytes`] of a value of type `ty` defined by an instruction of kind `def` (`None`: a
/// block parameter).
fn bytes_of(ty: memlower_ir::Type, def: Option<&InstKind>, grf: u32) -> u32 {
    let free = matches!(
        def,
        Some(
            InstKind::Extract { .. }
                | InstKind::ChanExtract { .. }
                | InstKind::Concat { .. }
                | InstKind::ChanPack { .. }
                | InstKind::Insert { .. }
                | InstKind::Undef
                | InstKind::Splat { .. }
        )
    ) || ty.is_mask();
    if free {
        return 0;
    }
    // Every channel in whole GRFs, as the register layout places it (`ir::layout`).
    u32::from(ty.chans().unwrap_or(1)) * chan_stride(ty, grf)
}

/// [`value_bytes`], computed once per value (`NONE` in `cache`: not yet).
fn cached_bytes(cache: &mut [u32], f: &Function, v: Value, grf: u32) -> u32 {
    let slot = &mut cache[v.index()];
    if *slot == NONE {
        *slot = value_bytes(f, v, grf);
    }
    *slot
}

/// No block (in a per-value definition table).
const NONE: u32 = u32::MAX;

/// The buffers of [`Pressure::peak`], kept between calls so a pass run over many functions
/// allocates them once.
#[derive(Clone, Debug, Default)]
pub struct Pressure {
    /// Per block: the stamp of the walk that reached it (reachability), then of the value
    /// whose live range last reached it.
    block_mark: Vec<u32>,
    /// Per block: its number among the reachable blocks (`NONE`: unreachable or not laid out).
    dense: Vec<u32>,
    /// The reachable blocks, by dense number.
    reach: Vec<Block>,
    /// Successor edges (dense block → dense block) and, bucketed, successors and predecessors.
    edges: Vec<(u32, u32)>,
    succs: Buckets<u32>,
    preds: Buckets<u32>,
    /// Per value: a stamp (in the current block's use set, or in the live set).
    value_mark: Vec<u32>,
    /// Per value: the dense block defining it among the reachable ones (`NONE`: none).
    def_block: Vec<u32>,
    /// Per value: its register bytes, or `NONE` until first asked.
    bytes: Vec<u32>,
    /// Values read in a block before their definition, then (value → use blocks) buckets.
    candidates: Vec<u32>,
    uses: Buckets<u32>,
    /// (block → values live on entry) buckets.
    live_in: Buckets<u32>,
    stack: Vec<u32>,
    /// Per reachable block (dense): the most bytes held at once in it, from the last walk.
    block_peak: Vec<u64>,
    /// The stamp of dense block 0 in the current walks (block `d`'s is this plus `d`): above
    /// every stamp an earlier walk left in `value_mark`.
    next_stamp: u32,
}

impl Pressure {
    /// The most register bytes the values of `f` hold at once, in the current instruction
    /// order (an estimate of what the lowering will need: each value its lanes times bytes
    /// per lane, each channel rounded up to a GRF; views, assemblies, splats and masks count
    /// nothing). Only blocks reachable from the entry count.
    pub fn peak(&mut self, f: &Function, grf: u32) -> u32 {
        self.reachable(f);
        self.upward_uses(f, grf);
        self.live_ranges();
        let n = self.reach.len();
        self.block_peak.clear();
        self.block_peak.resize(n, 0);
        // Stamps distinct from the use sets' (1..=n) of `upward_uses`.
        self.next_stamp = n as u32 + 1;
        for d in 0..n {
            self.walk(f, grf, d);
        }
        self.max_peak()
    }

    /// [`Pressure::peak`] of `f` again after the instructions of `reordered` (and nothing
    /// else) were reordered within their blocks since the last call of `peak` on `f`: same
    /// values, same instructions in the same blocks, same control flow.
    ///
    /// Such a reordering keeps every live range across blocks (in SSA a block's own value is
    /// defined before its uses in any valid order, so the values a block reads from outside
    /// are the same), so only the reordered blocks are walked again.
    pub fn repeak(&mut self, f: &Function, grf: u32, reordered: &[Block]) -> u32 {
        let n = self.reach.len() as u32;
        // Fresh stamps: the last walk's may still mark values.
        if self.next_stamp.checked_add(2 * n).is_none() {
            return self.peak(f, grf);
        }
        self.next_stamp += n;
        for &b in reordered {
            match self.dense.get(b.index()) {
                Some(&d) if d != NONE => self.walk(f, grf, d as usize),
                _ => {}
            }
        }
        self.max_peak()
    }

    /// The most bytes of any block (of the last walks).
    fn max_peak(&self) -> u32 {
        let peak = self.block_peak.iter().copied().max().unwrap_or(0);
        u32::try_from(peak).unwrap_or(u32::MAX)
    }

    /// Walks reachable block `d` backwards from its live-out set, recording its peak.
    fn walk(&mut self, f: &Function, grf: u32, d: usize) {
        let stamp = self.next_stamp + d as u32;
        let mut peak: u64 = 0;
        let mut live: u64 = 0;
        for &s in self.succs.get(d) {
            for &v in self.live_in.get(s as usize) {
                if self.value_mark[v as usize] != stamp {
                    self.value_mark[v as usize] = stamp;
                    live += u64::from(cached_bytes(&mut self.bytes, f, Value(v), grf));
                }
            }
        }
        let (marks, bytes) = (&mut self.value_mark, &mut self.bytes);
        for &i in f.block(self.reach[d]).insts.iter().rev() {
            if let Some(r) = f.result(i) {
                // The result occupies its registers where it is written, used or not.
                let rb = u64::from(cached_bytes(bytes, f, r, grf));
                if marks[r.index()] == stamp {
                    marks[r.index()] = 0;
                    peak = peak.max(live);
                    live -= rb;
                } else {
                    peak = peak.max(live + rb);
                }
            }
            f.inst(i).kind.for_each_operand(|v| {
                if marks[v.index()] != stamp {
                    marks[v.index()] = stamp;
                    live += u64::from(cached_bytes(bytes, f, v, grf));
                }
            });
            peak = peak.max(live);
        }
        self.block_peak[d] = peak;
    }

    /// The blocks reachable from the entry (through the terminators' successors in the
    /// layout, as [`memlower_ir::cfg::Cfg`] sees them), numbered densely, and their edges.
    fn reachable(&mut self, f: &Function) {
        let nb = f.blocks.len();
        self.dense.clear();
        self.dense.resize(nb, NONE);
        self.block_mark.clear();
        self.block_mark.resize(nb, 0);
        // 1: in the layout; 2: reached.
        for &b in &f.layout {
            if let Some(m) = self.block_mark.get_mut(b.index()) {
                *m = 1;
            }
        }
        self.reach.clear();
        self.edges.clear();
        self.stack.clear();
        if let Some(e) = f.entry() {
            self.block_mark[e.index()] = 2;
            self.dense[e.index()] = 0;
            self.reach.push(e);
            self.stack.push(e.0);
        }
        while let Some(b) = self.stack.pop() {
            let b = Block(b);
            let Some(&last) = f.block(b).insts.last() else {
                continue;
            };
            for s in f.inst(last).kind.successors() {
                match self.block_mark.get(s.index()) {
                    Some(1) => {
                        self.block_mark[s.index()] = 2;
                        self.dense[s.index()] = self.reach.len() as u32;
                        self.reach.push(s);
                        self.stack.push(s.0);
                    }
                    Some(2) => {}
                    _ => continue,
                }
                self.edges
                    .push((self.dense[b.index()], self.dense[s.index()]));
            }
        }
        let n = self.reach.len();
        self.succs.clear();
        self.preds.clear();
        for &(a, b) in &self.edges {
            self.succs.push(a, b);
            self.preds.push(b, a);
        }
        self.succs.build(n);
        self.preds.build(n);
    }

    /// Per reachable block: the values it reads before (or without) defining them, bucketed
    /// by value; and each value's defining block.
    fn upward_uses(&mut self, f: &Function, grf: u32) {
        let nv = f.values.len();
        self.value_mark.clear();
        self.value_mark.resize(nv, 0);
        self.def_block.clear();
        self.def_block.resize(nv, NONE);
        self.uses.clear();
        // Each definition's bytes, while its instruction is at hand (rather than looked up
        // from the value when first used: on a big function, a miss per value).
        self.bytes.clear();
        self.bytes.resize(nv, NONE);
        for d in 0..self.reach.len() {
            let stamp = d as u32 + 1;
            let block = f.block(self.reach[d]);
            let (marks, candidates) = (&mut self.value_mark, &mut self.candidates);
            candidates.clear();
            for &i in block.insts.iter().rev() {
                let data = f.inst(i);
                if let Some(r) = data.result {
                    marks[r.index()] = 0;
                    self.def_block[r.index()] = d as u32;
                    self.bytes[r.index()] = bytes_of(f.ty(r), Some(&data.kind), grf);
                }
                f.inst(i).kind.for_each_operand(|v| {
                    if marks[v.index()] != stamp {
                        marks[v.index()] = stamp;
                        candidates.push(v.0);
                    }
                });
            }
            for &p in &block.params {
                marks[p.index()] = 0;
                self.def_block[p.index()] = d as u32;
                self.bytes[p.index()] = bytes_of(f.ty(p), None, grf);
            }
            for &v in candidates.iter() {
                // Once per value: a value removed and read again is a candidate twice. A value
                // of no bytes (a view, a mask) adds nothing wherever it is live: its range is
                // not walked. (Its bytes are known here unless its definition is in a block
                // not walked yet; then its range is walked, as it counts nothing either way.)
                if marks[v as usize] == stamp && self.bytes[v as usize] != 0 {
                    marks[v as usize] = 0;
                    self.uses.push(v, d as u32);
                }
            }
        }
        self.uses.build(nv);
    }

    /// For each value, the blocks it is live on entry to: its upward-exposed use blocks and
    /// every block above them up to (not including) its definition's.
    fn live_ranges(&mut self) {
        self.block_mark.clear();
        self.block_mark.resize(self.reach.len(), 0);
        self.live_in.clear();
        let nv = self.def_block.len();
        for v in 0..nv {
            let use_blocks = self.uses.get(v);
            if use_blocks.is_empty() {
                continue;
            }
            let stamp = v as u32 + 1;
            let def = self.def_block[v];
            for &u in use_blocks {
                if self.block_mark[u as usize] != stamp {
                    self.block_mark[u as usize] = stamp;
                    self.live_in.push(u, v as u32);
                    self.stack.push(u);
                }
            }
            while let Some(x) = self.stack.pop() {
                for &p in self.preds.get(x as usize) {
                    if p != def && self.block_mark[p as usize] != stamp {
                        self.block_mark[p as usize] = stamp;
                        self.live_in.push(p, v as u32);
                        self.stack.push(p);
                    }
                }
            }
        }
        self.live_in.build(self.reach.len());
    }
}

/// [`Pressure::peak`] with buffers of its own (for a caller that asks once).
pub fn pressure(f: &Function, grf: u32) -> u32 {
    Pressure::default().peak(f, grf)
}

#[cfg(test)]
mod tests;
