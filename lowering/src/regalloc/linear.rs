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

use super::graph::Interference;
use super::sets::{fixpoint, Arena, Renumber, EMPTY};
use super::sweep::Segments;
use super::units::{edge_budget, label_positions, successors_of, Occupancy, Units};
use crate::mir::{InputKind, InstKind, Kernel};
use smallvec::SmallVec;
use std::cell::Cell;

/// Flat per-instruction (or per-block) lists: `items[start[i]..start[i + 1]]` (one
/// allocation for all of them, not one per list).
#[derive(Clone, Debug, Default)]
pub(crate) struct Lists<T = u32> {
    start: Vec<u32>,
    items: Vec<T>,
}

impl<T> Lists<T> {
    fn new(n: usize) -> Lists<T> {
        let mut start = Vec::with_capacity(n + 1);
        start.push(0);
        Lists {
            start,
            items: Vec::new(),
        }
    }
    /// Empties the lists for `n` of them, keeping the allocations.
    fn reset(&mut self, n: usize) {
        self.start.clear();
        self.start.reserve(n + 1);
        self.start.push(0);
        self.items.clear();
    }
    /// Ends the list being filled (the items pushed since the last `close`).
    fn close(&mut self) {
        self.start.push(self.items.len() as u32);
    }
    /// The list being filled.
    fn open(&mut self) -> &mut [T] {
        let from = self.start.last().map_or(0, |&s| s as usize);
        &mut self.items[from..]
    }
    fn of(&self, i: usize) -> &[T] {
        &self.items[self.start[i] as usize..self.start[i + 1] as usize]
    }
    /// How many lists there are.
    pub(crate) fn len(&self) -> usize {
        self.start.len().saturating_sub(1)
    }
}

/// A basic block: instructions `first..=last`, successors and predecessors (block indices).
struct Block {
    first: usize,
    last: usize,
    succs: SmallVec<[usize; 2]>,
    preds: SmallVec<[usize; 2]>,
    /// The last instruction has no successor and is not `ret`: falling off the end, where the
    /// outputs are live.
    falls_off: bool,
}

fn blocks(k: &Kernel) -> Vec<Block> {
    let n = k.insts.len();
    // Only the last instruction of a block has successors outside it.
    let label_at = label_positions(k);
    let mut leader = vec![false; n];
    for (i, inst) in k.insts.iter().enumerate() {
        if i == 0 || matches!(inst.kind, InstKind::Label(_)) {
            leader[i] = true;
        }
        if matches!(inst.kind, InstKind::Jmp { .. } | InstKind::Ret) && i + 1 < n {
            leader[i + 1] = true;
        }
    }
    let mut block_at = vec![u32::MAX; n];
    let mut out: Vec<Block> = Vec::new();
    for i in 0..n {
        if leader[i] {
            out.push(Block {
                first: i,
                last: i,
                succs: SmallVec::new(),
                preds: SmallVec::new(),
                falls_off: false,
            });
        }
        if let Some(b) = out.last_mut() {
            b.last = i;
            block_at[i] = (out.len() - 1) as u32;
        }
    }
    for b in 0..out.len() {
        let last = out[b].last;
        let succs = successors_of(k, &label_at, last);
        out[b].falls_off = succs.is_empty() && !matches!(k.insts[last].kind, InstKind::Ret);
        let ss: SmallVec<[usize; 2]> = succs.iter().map(|&s| block_at[s] as usize).collect();
        for &s in &ss {
            out[s].preds.push(b);
        }
        out[b].succs = ss;
    }
    out
}

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
    let nv = k.vars.len();
    let n = k.insts.len();
    let u = Units::new(k);
    let nu = u.count();
    let keep = |r: usize| only.is_none_or(|o| o.get(r).copied().unwrap_or(false));
    let keep_unit = |x: usize| keep(u.root(x));
    let mut outputs: Vec<usize> = u.outputs(k);
    outputs.retain(|&x| keep_unit(x));
    let outputs32: Vec<u32> = outputs.iter().map(|&x| x as u32).collect();

    // The event lists earlier walks on this thread left behind, emptied: a kernel's lists
    // grow into their capacity instead of being allocated and doubled per kernel.
    // So do the per-root and per-unit tables below: refilled, not allocated, per walk.
    let mut events = EVENTS.with(Cell::take);
    events.reset(n);
    let Events {
        gens,
        kills,
        writes,
        t,
    } = &mut events;
    // Each instruction's roots, in the order the walk would meet them through its reads, kills
    // and writes, without repeats: what can change occupancy at the instruction or the one
    // before it, a few roots where the units are many.
    let mut touched: Lists = Lists::new(n);
    let seen_at = refill(&mut t.seen_at, nv, u32::MAX);
    let before = before.filter(|(t, _)| t.len() == n);
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
            (&outputs, &keep),
            &mut |x| {
                if keep_unit(x) {
                    gens.items.push(x as u32)
                }
            },
            &mut |x| {
                if keep_unit(x) {
                    kills.items.push(x as u32)
                }
            },
            &mut |r| {
                if keep(r) {
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
    let bl = blocks(k);
    let nb = bl.len();

    // Per block: upward-exposed reads, kills and written roots (ascending).
    let killed = refill(&mut t.killed, nu, false);
    let seen = refill(&mut t.seen, nu, false);
    let wseen = refill(&mut t.wseen, nv, false);
    let (b_gen, b_kill, b_writes) = (&mut t.b_gen, &mut t.b_kill, &mut t.b_writes);
    for l in [&mut *b_gen, &mut *b_kill, &mut *b_writes] {
        l.reset(nb);
    }
    for b in &bl {
        let (g, kl, w) = (&mut b_gen.items, &mut b_kill.items, &mut b_writes.items);
        let (g0, k0, w0) = (g.len(), kl.len(), w.len());
        for i in b.first..=b.last {
            for &x in gens.of(i) {
                if !killed[x as usize] && !seen[x as usize] {
                    seen[x as usize] = true;
                    g.push(x);
                }
            }
            for &x in kills.of(i) {
                if !killed[x as usize] {
                    killed[x as usize] = true;
                    kl.push(x);
                }
            }
            for &r in writes.of(i) {
                if !wseen[r as usize] {
                    wseen[r as usize] = true;
                    w.push(r);
                }
            }
        }
        for &x in &g[g0..] {
            seen[x as usize] = false;
        }
        for &x in &kl[k0..] {
            killed[x as usize] = false;
        }
        for &r in &w[w0..] {
            wseen[r as usize] = false;
        }
        for l in [&mut *b_gen, &mut *b_kill, &mut *b_writes] {
            l.open().sort_unstable();
            l.close();
        }
    }

    // Only the units some block reads before writing them, and the outputs, are ever live
    // across a block boundary: the sets below hold those alone, numbered densely in unit
    // order (`global`), so they stay a few levels deep over a small key space however many
    // units live and die inside one block. Likewise "defined at a block's entry" matters only
    // for roots with such a unit (a root live only inside a block was written earlier in it).
    let global = Renumber::new(nu, b_gen.items.iter().chain(&outputs32).copied());
    let mut global_root = vec![false; nv];
    for &x in global.keys() {
        global_root[u.root(x as usize)] = true;
    }
    let groots = Renumber::new(nv, (0..nv as u32).filter(|&r| global_root[r as usize]));
    // Backward liveness over blocks, each block's set sharing structure with its
    // neighbours' (`sets.rs`).
    let mut ar = Arena::new(global.len());
    let outputs_set = {
        let ids = outputs32.iter().filter_map(|&x| global.of(x));
        let keys: Vec<(u32, bool)> = ids.map(|id| (id, true)).collect();
        ar.update(EMPTY, &keys)
    };
    // Each block's transfer: its kills cleared, then its upward-exposed reads set.
    let b_transfer = &mut t.b_transfer;
    b_transfer.reset(nb);
    for b in 0..nb {
        let (kl, g) = (b_kill.of(b), b_gen.of(b));
        // The kills not read again (`kl − g`, both ascending), then the reads.
        let mut j = 0;
        for &x in kl {
            while j < g.len() && g[j] < x {
                j += 1;
            }
            if let (false, Some(id)) = (j < g.len() && g[j] == x, global.of(x)) {
                b_transfer.items.push((id, false));
            }
        }
        let ids = g.iter().filter_map(|&x| global.of(x));
        b_transfer.items.extend(ids.map(|id| (id, true)));
        b_transfer.open().sort_unstable();
        b_transfer.close();
    }
    let (live_out, live_in) = fixpoint(
        &mut ar,
        nb,
        (0..nb).rev(),
        |b| if bl[b].falls_off { outputs_set } else { EMPTY },
        |b| bl[b].succs.iter().copied(),
        |b| bl[b].preds.iter().copied(),
        |b| b_transfer.of(b),
    );

    // Forward "defined on some path" over roots, at each block's entry.
    let mut entry: Vec<u32> = Vec::new();
    for inp in &k.inputs {
        if let InputKind::Var(v) = inp.kind {
            if let Some((r, _)) = u.root_of(v.index()) {
                if keep(r) {
                    entry.push(r as u32);
                }
            }
        }
    }
    entry.retain(|&r| groots.of(r).is_some());
    entry.sort_unstable();
    entry.dedup();
    let mut dar = Arena::new(groots.len());
    let entry_set = {
        let ids = entry.iter().filter_map(|&r| groots.of(r));
        let keys: Vec<(u32, bool)> = ids.map(|id| (id, true)).collect();
        dar.update(EMPTY, &keys)
    };
    let b_defs = &mut t.b_defs;
    b_defs.reset(nb);
    for b in 0..nb {
        let ids = b_writes.of(b).iter().filter_map(|&r| groots.of(r));
        b_defs.items.extend(ids.map(|g| (g, true)));
        b_defs.close();
    }
    let (def_in, _) = fixpoint(
        &mut dar,
        nb,
        0..nb,
        |b| if bl[b].first == 0 { entry_set } else { EMPTY },
        |b| bl[b].preds.iter().copied(),
        |b| bl[b].succs.iter().copied(),
        |b| b_defs.of(b),
    );

    // The walk. Between blocks, the live units and the defined roots change by the difference
    // of the two blocks' sets, and only the roots in it (or written in either block, or
    // touched at the edge) can change occupancy.
    let live = refill(&mut t.live, nu, false);
    let count = refill(&mut t.count, nv, 0u32);
    let first_write = refill(&mut t.first_write, nv, u32::MAX);
    let defined = refill(&mut t.defined, nv, false);
    let pos = refill(&mut t.pos, nv, u32::MAX);
    let members = &mut t.members;
    members.clear();
    let stamp = refill(&mut t.stamp, nv, 0u32);
    let wstamp = refill(&mut t.wstamp, nv, 0u32);
    // The step at which each current member joined the occupied set.
    let joined = refill(&mut t.joined, nv, 0u32);
    let mut clock = 0u32;
    let mut bytes = 0u64;
    let mut peak = 0u64;
    // Membership spans (joined, left, root): two roots interfere when their spans meet.
    let mut spans: Vec<(u32, u32, u32)> = Vec::new();
    let mut first_seen = vec![usize::MAX; nv];
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
        ar.diff(prev_live, live_out[b], &mut |x, on| {
            let xi = global.key(x) as usize;
            if live[xi] != on {
                live[xi] = on;
                let r = u.root(xi);
                if on {
                    count[r] += 1;
                } else {
                    count[r] -= 1;
                }
                edge.push(r as u32);
            }
        });
        dar.diff(prev_def, def_in[b], &mut |g, on| {
            let r = groots.key(g);
            defined[r as usize] = on;
            edge.push(r);
        });
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
                if live[x as usize] {
                    live[x as usize] = false;
                    count[u.root(x as usize)] -= 1;
                }
            }
            for &x in gens.of(i) {
                if !live[x as usize] {
                    live[x as usize] = true;
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
                        || !reads_as_address(k, &u, i, ri));
                let fw = first_write[ri] as usize;
                let occupied = wstamp[ri] == clock
                    || (live_before && (defined[ri] || fw < i))
                    || (live_after && (defined[ri] || fw <= i));
                let member = pos[ri] != u32::MAX;
                if occupied && !member {
                    pos[ri] = members.len() as u32;
                    members.push(r);
                    bytes += u64::from(u.slot(ri).0);
                    joined[ri] = clock;
                } else if !occupied && member {
                    let p = pos[ri] as usize;
                    members.swap_remove(p);
                    if let Some(&moved) = members.get(p) {
                        pos[moved as usize] = p as u32;
                    }
                    pos[ri] = u32::MAX;
                    bytes -= u64::from(u.slot(ri).0);
                    first_seen[ri] = prev;
                    spans.push((joined[ri], clock, r));
                }
            }
            peak = peak.max(bytes);
            prev = i;
        }
        prev_live = live_in[b];
        prev_def = def_in[b];
        for i in first..=last {
            for &r in writes.of(i) {
                first_write[r as usize] = u32::MAX;
            }
        }
    }
    for &r in members.iter() {
        first_seen[r as usize] = prev;
        spans.push((joined[r as usize], u32::MAX, r));
    }
    events.keep();
    Walked {
        spans,
        first_seen,
        peak,
        touched,
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

/// A walk's per-instruction reads (units), kills (units) and writes (roots): scratch, kept
/// on the thread between walks ([`EVENTS`]).
#[derive(Default)]
struct Events {
    gens: Lists,
    kills: Lists,
    writes: Lists,
    /// The walk's other tables.
    t: Tables,
}

/// The walk's per-root, per-unit and per-block tables and its work lists: scratch kept with
/// [`Events`], each refilled for the kernel at hand rather than allocated per walk (a small
/// kernel's walk otherwise spends as much on allocating and growing them as on walking).
#[derive(Default)]
struct Tables {
    seen_at: Vec<u32>,
    killed: Vec<bool>,
    seen: Vec<bool>,
    wseen: Vec<bool>,
    b_gen: Lists,
    b_kill: Lists,
    b_writes: Lists,
    b_transfer: Lists<(u32, bool)>,
    b_defs: Lists<(u32, bool)>,
    live: Vec<bool>,
    count: Vec<u32>,
    first_write: Vec<u32>,
    defined: Vec<bool>,
    pos: Vec<u32>,
    members: Vec<u32>,
    stamp: Vec<u32>,
    wstamp: Vec<u32>,
    joined: Vec<u32>,
    cands: Vec<(u32, bool)>,
    edge: Vec<u32>,
}

impl Tables {
    /// Entries held, roughly (for [`KEEP_ITEMS`]).
    fn items(&self) -> usize {
        let lists = [&self.b_gen, &self.b_kill, &self.b_writes];
        let per_block: usize = lists
            .iter()
            .map(|l| l.items.capacity() + l.start.capacity())
            .sum::<usize>()
            + self.b_transfer.items.capacity()
            + self.b_defs.items.capacity();
        // The per-unit tables are the largest; the per-root ones are no larger.
        per_block + 8 * self.live.capacity().max(self.count.capacity()) + self.edge.capacity()
    }
}

/// `v` emptied and filled with `n` copies of `x` (its allocation kept).
fn refill<T: Copy>(v: &mut Vec<T>, n: usize, x: T) -> &mut Vec<T> {
    v.clear();
    v.resize(n, x);
    v
}

/// Items past which a walk's lists are not kept for the next one (a huge kernel's lists are
/// freed rather than held by the thread for good).
const KEEP_ITEMS: usize = 1 << 20;

impl Events {
    /// Empties the lists for a kernel of `n` instructions.
    fn reset(&mut self, n: usize) {
        for l in [&mut self.gens, &mut self.kills, &mut self.writes] {
            l.reset(n);
        }
    }

    /// Hands the lists back to the thread for the next walk, unless they grew huge.
    fn keep(self) {
        let items = self.gens.items.capacity() + self.kills.items.capacity();
        let items = items + self.writes.items.capacity() + self.gens.start.capacity();
        if items + self.t.items() <= KEEP_ITEMS {
            EVENTS.with(|c| c.set(self));
        }
    }
}

thread_local! {
    /// The event lists of the last walk on this thread (see [`Events`]).
    static EVENTS: Cell<Events> = Cell::new(Events::default());
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
