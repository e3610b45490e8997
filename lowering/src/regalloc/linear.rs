//! Occupancy in time and memory linear in the kernel, in practice: the same result as
//! `reference.rs` (tested against it), computed over basic blocks with sets that share
//! structure.
//!
//! ```text
//!   per instruction   reads, kills, writes as flat lists (no per-instruction sets)
//!   per block         upward-exposed reads and kills; live-in / live-out units by a fixpoint,
//!                     and the roots defined on some path to the entry by another, each set
//!                     a persistent radix tree (`sets.rs`): a block's set is its neighbour's
//!                     plus the changes, so storing them all costs the changes, not
//!                     (units live at once) x blocks
//!   walk              the blocks backwards with one dense live set and one dense defined
//!                     set, moved from block to block by the difference of the two blocks'
//!                     sets; only the roots the instruction (or the one after it) touches, the
//!                     difference holds, or either block writes can change occupancy; each
//!                     root's stays in the occupied set are recorded as spans of walk steps,
//!                     and the graph is those spans (two roots interfere when spans of theirs
//!                     meet), not the pairs: pairs grow with the square of what is live at once
//! ```
//!
//! Why it matches: occupancy of a root changes between two neighbouring instructions of a
//! block only where one of them reads or writes it; "defined on some path before i" is
//! "defined at the block's entry" or "written earlier in the block"; between blocks, a root
//! neither touched at the edge, nor written in either block, nor in the difference of their
//! live or defined sets is live and defined the same on both sides; and a pair occupied
//! together at an instruction is in the set together at that step of the walk, so their spans
//! meet (and spans only meet where both are in the set).

mod dataflow;
mod tables;

use super::graph::Interference;
use super::sets::{Set, EMPTY};
use super::sweep::Segments;
use super::units::{edge_budget, Occupancy, Units};
use crate::mir::{InstKind, Kernel};
use dataflow::{block_summaries, DefinedSets, LiveSets};
use std::cell::Cell;
pub(crate) use tables::Lists;
use tables::{blocks, refill, Block, Events, Keep, EVENTS};

/// Occupancy of `k`, its graph kept as a pair table when at most `cap` pairs of spans meet
/// (`None`: first-fit's edge budget, [`edge_budget`]), else as the spans.
pub(super) fn occupancy(k: &Kernel, cap: Option<u64>) -> Occupancy {
    finish(k, walk(k, None, None), cap)
}

/// What the walk finds, before the graph is built from it: each root's membership spans in
/// the occupied set, where each root is first occupied, and the peak.
#[derive(Clone, Debug)]
pub(crate) struct Walked {
    /// Membership spans `(joined, left, root)` in walk steps (`left` is `u32::MAX` for a
    /// span still open at the kernel's start), in the order the walk closed them.
    pub spans: Vec<(u32, u32, u32)>,
    /// The first instruction each root is occupied at (`usize::MAX`: never).
    pub first_seen: Vec<usize>,
    /// Bytes (register-file slots) occupied at once, at most.
    pub peak: u64,
    /// The roots each instruction touches (reads, kills or writes), among those walked.
    pub touched: Lists,
}

/// The graph, and the segments when it is kept as spans, of a walk of `k`.
pub(super) fn finish(k: &Kernel, w: Walked, cap: Option<u64>) -> Occupancy {
    let (nv, n) = (k.vars.len(), k.insts.len());
    // A root joins the set once per span: the walk's nodes are the spans' roots.
    let nodes: Vec<u32> = w.spans.iter().map(|s| s.2).collect();
    // The pairs as a table while there are no more than first-fit's pass over them may visit;
    // past that, the spans, which the first pass sweeps.
    let cap = cap.unwrap_or_else(|| edge_budget(nodes.len()));
    let graph = Interference::from_spans(nv, nodes, w.spans, cap);
    let segments = graph.spans().map(|s| segments(nv, n, s));
    Occupancy {
        graph,
        first_seen: w.first_seen,
        peak: w.peak,
        segments,
    }
}

/// The walk over `k` (see the module docs), for every root, or only for the roots `only`
/// marks (indexed by variable): occupancy of a root depends on its own reads and writes
/// alone, so the spans and first occupations of the roots walked are those of a walk of all
/// of them; the peak is then of those roots only.
///
/// `before`: the roots each instruction touched in an earlier walk of the same instructions
/// ([`Walked::touched`]) and the roots changed since (indexed by variable). An instruction
/// that touched no changed root then touches the same roots as before, none of which `only`
/// may mark but a changed one: its reads and writes are not looked at again.
pub(super) fn walk(k: &Kernel, only: Option<&[bool]>, before: Option<(&Lists, &[bool])>) -> Walked {
    let u = Units::new(k);
    let keep = Keep { only, u: &u };
    let mut outputs: Vec<usize> = u.outputs(k);
    outputs.retain(|&x| keep.unit(x));
    // The event lists earlier walks on this thread left behind, emptied: a kernel's lists
    // grow into their capacity instead of being allocated and doubled per kernel.
    // So do the per-root and per-unit tables: refilled, not allocated, per walk.
    let mut events = EVENTS.with(Cell::take);
    events.reset(k.insts.len());
    let touched = instruction_events(k, &keep, &outputs, before, &mut events);
    let bl = blocks(k);
    block_summaries(&bl, &mut events, u.count(), k.vars.len());
    let outputs32: Vec<u32> = outputs.iter().map(|&x| x as u32).collect();
    let live = LiveSets::compute(&bl, &u, &outputs32, &mut events.t);
    let defined = DefinedSets::compute(k, &bl, &keep, &live, &mut events.t);
    let walked = walk_blocks(k, &u, &bl, &mut events, (&live, &defined), touched);
    events.keep();
    walked
}

/// Each instruction's reads, kills and writes into `events`, and the roots it touches, in the
/// order the walk would meet them through its reads, kills and writes, without repeats: what
/// can change occupancy at the instruction or the one before it, a few roots where the units
/// are many. An instruction that touched no changed root in the walk `before` touches the same
/// roots again and is not looked at.
fn instruction_events(
    k: &Kernel,
    keep: &Keep,
    outputs: &[usize],
    before: Option<(&Lists, &[bool])>,
    events: &mut Events,
) -> Lists {
    let (n, u) = (k.insts.len(), keep.u);
    let Events {
        gens,
        kills,
        writes,
        t,
    } = events;
    let mut touched: Lists = Lists::new(n);
    let seen_at = refill(&mut t.seen_at, k.vars.len(), u32::MAX);
    let before = before.filter(|(t, _)| t.len() == n);
    let keep_root = |r: usize| keep.root(r);
    for i in 0..n {
        let again = before.is_none_or(|(t, changed)| {
            t.of(i)
                .iter()
                .any(|&r| changed.get(r as usize).copied().unwrap_or(true))
        });
        if !again {
            gens.close();
            kills.close();
            writes.close();
            touched.close();
            continue;
        }
        u.events(
            k,
            i,
            (outputs, &keep_root),
            &mut |x| {
                if keep.unit(x) {
                    gens.items.push(x as u32)
                }
            },
            &mut |x| {
                if keep.unit(x) {
                    kills.items.push(x as u32)
                }
            },
            &mut |r| {
                if keep.root(r) {
                    writes.items.push(r as u32)
                }
            },
        );
        gens.close();
        kills.close();
        writes.close();
        let units = gens.of(i).iter().chain(kills.of(i));
        let roots = units.map(|&x| u.root(x as usize) as u32);
        for r in roots.chain(writes.of(i).iter().copied()) {
            if seen_at[r as usize] != i as u32 {
                seen_at[r as usize] = i as u32;
                touched.items.push(r);
            }
        }
        touched.close();
    }
    touched
}

/// The walk proper: the blocks backwards (see the module docs), each root's stays in the
/// occupied set recorded as spans of walk steps.
fn walk_blocks(
    k: &Kernel,
    u: &Units,
    bl: &[Block],
    events: &mut Events,
    (live, defined): (&LiveSets, &DefinedSets),
    touched: Lists,
) -> Walked {
    let (n, nu, nv, nb) = (k.insts.len(), u.count(), k.vars.len(), bl.len());
    let Events {
        gens,
        kills,
        writes,
        t,
    } = events;
    // The walk. Between blocks, the live units and the defined roots change by the difference
    // of the two blocks' sets, and only the roots in it (or written in either block, or
    // touched at the edge) can change occupancy.
    let live_unit = refill(&mut t.live, nu, false);
    let count = refill(&mut t.count, nv, 0u32);
    let first_write = refill(&mut t.first_write, nv, u32::MAX);
    let defined_root = refill(&mut t.defined, nv, false);
    let stamp = refill(&mut t.stamp, nv, 0u32);
    let wstamp = refill(&mut t.wstamp, nv, 0u32);
    t.members.clear();
    let mut occ = Occupied {
        pos: refill(&mut t.pos, nv, u32::MAX),
        members: &mut t.members,
        joined: refill(&mut t.joined, nv, 0u32),
        bytes: 0,
        spans: Vec::new(),
        first_seen: vec![usize::MAX; nv],
    };
    let mut clock = 0u32;
    let mut peak = 0u64;
    let mut prev = usize::MAX;
    let cands = &mut t.cands;
    cands.clear();
    let edge = &mut t.edge;
    edge.clear();
    let (mut prev_live, mut prev_def) = (EMPTY, EMPTY);
    // A read message's operands are occupied where it reads them, like every instruction's, so
    // its destination never takes their registers (the verifier refuses that overlap); not
    // under the mutation that ends an address read there for the last time one instruction early.
    let addresses_kept = !planted!(active_mutation!(), AddressSpanEarly);
    for b in (0..nb).rev() {
        let Block { first, last, .. } = bl[b];
        for i in first..=last {
            for &r in writes.of(i) {
                if first_write[r as usize] == u32::MAX {
                    first_write[r as usize] = i as u32;
                }
            }
        }
        edge.clear();
        let dense = (&mut live_unit[..], &mut count[..], &mut defined_root[..]);
        cross_edge((live, defined), (prev_live, prev_def), b, u, dense, edge);
        for i in first..=last {
            edge.extend_from_slice(writes.of(i));
        }
        if let Some(after) = bl.get(b + 1) {
            for i in after.first..=after.last {
                edge.extend_from_slice(writes.of(i));
            }
        }
        for i in (first..=last).rev() {
            clock += 1;
            cands.clear();
            let mut add = |r: u32, cands: &mut Vec<(u32, bool)>| {
                if stamp[r as usize] != clock {
                    stamp[r as usize] = clock;
                    cands.push((r, count[r as usize] > 0));
                }
            };
            if i == last {
                for &r in edge.iter() {
                    add(r, cands);
                }
            }
            if i + 1 < n {
                for &r in touched.of(i + 1) {
                    add(r, cands);
                }
            }
            for &r in touched.of(i) {
                add(r, cands);
            }
            // live-in = (live-out − kills) ∪ reads.
            for &x in kills.of(i) {
                if live_unit[x as usize] {
                    live_unit[x as usize] = false;
                    count[u.root(x as usize)] -= 1;
                }
            }
            for &x in gens.of(i) {
                if !live_unit[x as usize] {
                    live_unit[x as usize] = true;
                    count[u.root(x as usize)] += 1;
                }
            }
            for &r in writes.of(i) {
                wstamp[r as usize] = clock;
            }
            for &(r, live_after) in cands.iter() {
                let ri = r as usize;
                let live_before = count[ri] > 0
                    && (addresses_kept
                        || live_after
                        || wstamp[ri] == clock
                        || !reads_as_address(k, u, i, ri));
                let fw = first_write[ri] as usize;
                let occupied = wstamp[ri] == clock
                    || (live_before && (defined_root[ri] || fw < i))
                    || (live_after && (defined_root[ri] || fw <= i));
                occ.set(r, occupied, u64::from(u.slot(ri).0), (clock, prev));
            }
            peak = peak.max(occ.bytes);
            prev = i;
        }
        prev_live = live.live_in[b];
        prev_def = defined.def_in[b];
        for i in first..=last {
            for &r in writes.of(i) {
                first_write[r as usize] = u32::MAX;
            }
        }
    }
    for &r in occ.members.iter() {
        occ.first_seen[r as usize] = prev;
        occ.spans.push((occ.joined[r as usize], u32::MAX, r));
    }
    Walked {
        spans: occ.spans,
        first_seen: occ.first_seen,
        peak,
        touched,
    }
}

/// Moves the dense tables of live units (with each root's count of them) and of defined roots
/// from the sets `from` to block `b`'s exit (`live_out[b]`, `def_in[b]`), pushing every root
/// whose count or definedness changed onto `edge`.
fn cross_edge(
    (live, defined): (&LiveSets, &DefinedSets),
    (from_live, from_def): (Set, Set),
    b: usize,
    u: &Units,
    (live_unit, count, defined_root): (&mut [bool], &mut [u32], &mut [bool]),
    edge: &mut Vec<u32>,
) {
    live.ar.diff(from_live, live.live_out[b], &mut |x, on| {
        let xi = live.global.key(x) as usize;
        if live_unit[xi] != on {
            live_unit[xi] = on;
            let r = u.root(xi);
            if on {
                count[r] += 1;
            } else {
                count[r] -= 1;
            }
            edge.push(r as u32);
        }
    });
    defined.dar.diff(from_def, defined.def_in[b], &mut |g, on| {
        let r = defined.groots.key(g);
        defined_root[r as usize] = on;
        edge.push(r);
    });
}

/// The occupied set during the walk: its members and their bytes, and each root's spans.
struct Occupied<'t> {
    /// Each root's index in `members` (`u32::MAX`: not a member).
    pos: &'t mut Vec<u32>,
    members: &'t mut Vec<u32>,
    /// The step at which each current member joined the occupied set.
    joined: &'t mut Vec<u32>,
    bytes: u64,
    /// Membership spans (joined, left, root): two roots interfere when their spans meet.
    spans: Vec<(u32, u32, u32)>,
    first_seen: Vec<usize>,
}

impl Occupied<'_> {
    /// Root `r` (of `slot` bytes) occupied or not at walk step `clock`; `prev` is the
    /// instruction of the step before (where a root leaving the set was first occupied).
    fn set(&mut self, r: u32, occupied: bool, slot: u64, (clock, prev): (u32, usize)) {
        let ri = r as usize;
        let member = self.pos[ri] != u32::MAX;
        if occupied && !member {
            self.pos[ri] = self.members.len() as u32;
            self.members.push(r);
            self.bytes += slot;
            self.joined[ri] = clock;
        } else if !occupied && member {
            let p = self.pos[ri] as usize;
            self.members.swap_remove(p);
            if let Some(&moved) = self.members.get(p) {
                self.pos[moved as usize] = p as u32;
            }
            self.pos[ri] = u32::MAX;
            self.bytes -= slot;
            self.first_seen[ri] = prev;
            self.spans.push((self.joined[ri], clock, r));
        }
    }
}
/// Whether instruction `i` is a read message with an address operand in root `r` (for the
/// mutation `AddressSpanEarly` only).
fn reads_as_address(k: &Kernel, u: &Units, i: usize, r: usize) -> bool {
    match &k.insts[i].kind {
        InstKind::Msg(m) if m.choice.msg.is_read() => m
            .addrs
            .iter()
            .filter_map(|a| a.var)
            .any(|v| u.root_of(v.index()).is_some_and(|(root, _)| root == r)),
        _ => false,
    }
}

/// The peak of `spans` (as [`Walked::spans`]): the most bytes (`slot(root)`) of spans
/// holding one step, the step's joins and leaves done (a span `[joined, left)` holds the
/// steps from `joined` to `left - 1`), as the walk measures it after each instruction.
pub(super) fn peak_of(spans: &[(u32, u32, u32)], slot: impl Fn(usize) -> u64) -> u64 {
    let mut events: Vec<(u32, bool, u64)> = Vec::with_capacity(2 * spans.len());
    for &(j, l, r) in spans {
        let b = slot(r as usize);
        events.push((j, true, b));
        if l != u32::MAX {
            events.push((l, false, b));
        }
    }
    events.sort_unstable_by_key(|e| e.0);
    let (mut bytes, mut peak) = (0u64, 0u64);
    let mut k = 0;
    while k < events.len() {
        let step = events[k].0;
        while k < events.len() && events[k].0 == step {
            let (_, join, b) = events[k];
            if join {
                bytes += b;
            } else {
                bytes -= b;
            }
            k += 1;
        }
        peak = peak.max(bytes);
    }
    peak
}

/// The walk's membership spans as segments of instructions: the walk visits instruction
/// `n - c` at step `c`, so a span of steps `[j, l)` is the instructions `[n - l + 1, n - j]`
/// (an open span runs to instruction 0). Grouped by root, ascending.
fn segments(nv: usize, n: usize, spans: &[(u32, u32, u32)]) -> Segments {
    let n = n as u32;
    let mut of = vec![0u32; nv + 1];
    for &(_, _, r) in spans {
        of[r as usize + 1] += 1;
    }
    for v in 1..of.len() {
        of[v] += of[v - 1];
    }
    let mut fill = of.clone();
    let mut seg = vec![(0u32, 0u32); spans.len()];
    for &(j, l, r) in spans {
        let a = if l == u32::MAX { 0 } else { n + 1 - l };
        seg[fill[r as usize] as usize] = (a, n + 1 - j);
        fill[r as usize] += 1;
    }
    for w in of.windows(2) {
        seg[w[0] as usize..w[1] as usize].sort_unstable();
    }
    Segments { of, seg }
}
