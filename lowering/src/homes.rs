//! Storage planning: which values are written straight into a slot of another value's storage.
//!
//! `concat`, `chan.pack` and `insert` assemble a value from parts. Copying each part into place
//! costs a `mov` per part and register block; instead, a part whose definition writes fresh
//! storage (a gather, an ALU op, another assembly) can be *homed*: its definition writes
//! directly into its slot of the assembled value, and the assembly itself emits nothing.
//!
//! ```text
//!   %lo = gather ... : vec<16 x i32>      ─┐ written to %v bytes   0..64
//!   %hi = gather ... : vec<16 x i32>      ─┤ written to %v bytes  64..128
//!   %v  = concat %lo, %hi                  ┘ no instruction
//! ```
//!
//! SSA makes this safe: every part is written once, slots are disjoint, and the assembled value
//! is never written otherwise. The rules that keep it safe:
//! - one home per value, first come (a value in two assemblies is copied into the second);
//! - only values whose definition writes fresh storage (not views: `extract`, `chan.extract`,
//!   same-layout `bitcast`, parameters);
//! - a value that a message writes or reads as a payload keeps a payload-legal layout: its slot
//!   starts on a GRF boundary, multi-channel slots keep the message's channel stride, and the
//!   message's register footprint fits in the slot (it would clobber the neighbour otherwise);
//! - `insert %d[s], %x` reuses `%d`'s storage only if `%d` has no other use and every value
//!   living in `%d`'s storage at the inserted lanes (parts homed in it, and their views) is dead
//!   after the insert; it homes `%x` only if `%x` is defined after `%d` in the same block
//!   (`%d`'s definition writes every lane) and those values are already dead once `%x` is
//!   written;
//! - a view (see `view_source`, e.g. a bitcast back to a layout) is never homed: it has no
//!   definition that could write the slot.
//!
//! "Dead" is IR liveness (`Liveness`) with each view counted as a use of the value whose
//! storage it reads. The same liveness decides which lane-wise results share a block
//! parameter's storage (`coalesce_candidates`).

mod flow;
mod lending;

use crate::layout::{chan_stride, value_bytes};
use lending::{
    busy_storage, dead_before_parts, first_part, not_in_flight, pack_over_dead_source, resolve,
    same_type_before, Candidates,
};
use memlower_ir::by_value::ByValue;
use memlower_ir::cfg::Cfg;
use memlower_ir::{Block, BlockCall, CastOp, Function, Inst, InstKind, Value};

mod liveness;
mod payload;
mod views;
pub use liveness::AlsoReads;
use liveness::{pair, unpair, Liveness};
use payload::payload_uses;
pub(crate) use views::{only_unzipped, padded_source, unzip_origin, view_source};

pub(crate) use lending::{ALU_WINDOW, SEND_TOKENS};

/// "None" in the dense `u32` tables of the planner (positions, stamps, tree links).
const NONE: u32 = u32::MAX;

/// Where a value lives inside another value's storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Home {
    /// The assembled value.
    pub parent: Value,
    /// Lane offset inside the parent (concat / insert slot).
    pub lane: u32,
    /// Channel of the parent (chan.pack slot), or 0.
    pub chan: u32,
}

/// Facts about values the planner and the lowering share.
pub struct Plan {
    /// The home of each value that has one (indexed by value; kept by value as the few entries
    /// made, not an option per value of the arena).
    pub(crate) homes: ByValue<Home>,
    /// Values read or written as message payloads, or holding such values in their storage.
    pub needs_payload_layout: Vec<bool>,
    /// Values that may be computed in the storage of the block parameter they are passed to
    /// (value → parameter); see `coalesce_candidates`. By value: the lowering asks for each
    /// value it defines, in order, where a hash look-up missed the caches on a huge function.
    pub coalesce: ByValue<Value>,
    /// Lane-wise results that may be written over an operand that dies where they are made
    /// (result → operand); see `reuse_candidates`. By value, as `coalesce`.
    pub reuse: ByValue<Value>,
    /// Bitcasts whose every use is a bitcast back (indexed by value; see [`only_unzipped`]).
    pub(crate) only_unzipped: Vec<bool>,
}

/// Payload bytes a message writes into its destination (`None` for values no message writes).
fn message_write_footprint(f: &Function, v: Value, grf: u32) -> Option<u32> {
    let kind = f.def_kind(v)?;
    let via = kind.via()?;
    if !via.msg.is_read() {
        return None;
    }
    let exec = f.ty(v).lanes().unwrap_or(1);
    Some(crate::mir::payload_footprint(via, exec, grf, true))
}

/// Plans homes for a function (blocks in reverse post-order), with `also` read where it says
/// besides every instruction's operands.
pub fn plan(f: &Function, cfg: &Cfg, grf: u32, optimize: bool, also: &AlsoReads) -> Plan {
    let n = f.values.len();
    let mut plan = Plan {
        homes: ByValue::new(n),
        needs_payload_layout: Vec::new(),
        coalesce: ByValue::default(),
        reuse: ByValue::default(),
        only_unzipped: only_unzipped(f),
    };
    let order: Vec<_> = cfg
        .reverse_post_order()
        .iter()
        .flat_map(|&b| f.block(b).insts.iter().map(move |&i| (b, i)))
        .collect();
    plan.needs_payload_layout = payload_uses(f, &order);
    if !optimize {
        return plan;
    }
    // Only the results of the laid-out instructions can be views (a parameter has no
    // definition): zero-filled, so the arena's dead values are never looked at.
    let mut views: Vec<Option<Value>> = vec![None; n];
    for &(_, i) in &order {
        if let Some(r) = f.inst(i).result {
            views[r.index()] = view_source(f, r, grf, &plan.only_unzipped);
        }
    }
    let live = Liveness::compute(f, cfg, &views, also);
    let uses = f.use_counts();
    // Each instruction's position in `order` and block, as a `pair` (0: not in `order`):
    // zero-filled, so the arena's dead instructions cost no memory.
    let mut pos = vec![0u64; f.insts.len()];
    for (k, &(b, i)) in order.iter().enumerate() {
        pos[i.index()] = pair(k as u32, b.0);
    }
    let pos_of = |i: Inst| {
        let (k, b) = unpair(pos.get(i.index()).copied()?)?;
        Some((Block(b), k as usize))
    };
    let mut tree = HomeTree::new(n);
    let mut clobbered = Vec::new();
    for &(_, i) in &order {
        let d = f.inst(i);
        let Some(r) = d.result else { continue };
        let rty = f.ty(r);
        if rty.is_mask() {
            continue;
        }
        match &d.kind {
            // A padded concat is a view of its first part: nothing is written into it.
            InstKind::Concat { .. } if padded_source(f, r, grf).is_some() => {}
            InstKind::Concat { parts } => {
                let mut lane = 0;
                for &p in parts {
                    try_home(
                        f,
                        &mut plan,
                        &mut tree,
                        &views,
                        grf,
                        p,
                        Home {
                            parent: r,
                            lane,
                            chan: 0,
                        },
                    );
                    lane += f.ty(p).lanes().unwrap_or(1);
                }
            }
            InstKind::ChanPack { parts } => {
                for (c, &p) in parts.iter().enumerate() {
                    try_home(
                        f,
                        &mut plan,
                        &mut tree,
                        &views,
                        grf,
                        p,
                        Home {
                            parent: r,
                            lane: 0,
                            chan: c as u32,
                        },
                    );
                }
            }
            InstKind::Insert { dst, src, start } => {
                let home = Home {
                    parent: r,
                    lane: 0,
                    chan: 0,
                };
                // Writing `%src` in place overwrites the lanes of whatever lives in `%dst`'s
                // storage there: those values must be dead by then (and not be `%src` itself).
                let n = f.ty(*src).lanes().unwrap_or(1);
                tree.homed_within(f, &plan, *dst, *start, *start + n, &mut clobbered);
                let needed_after = |at: Inst| {
                    clobbered.iter().any(|&q| {
                        live.owner_of(q) == live.owner_of(*src) || live.group_live_after(at, q)
                    })
                };
                if uses[dst.index()] == 1
                    && !needed_after(i)
                    && try_home(f, &mut plan, &mut tree, &views, grf, *dst, home)
                {
                    let src_def = f.def_inst(*src);
                    let dst_pos = f.def_inst(*dst).and_then(pos_of);
                    let after_dst = |v: Value| match (dst_pos, f.def_inst(v).and_then(pos_of)) {
                        (Some((bd, kd)), Some((bv, kv))) => bd == bv && kv > kd,
                        _ => false,
                    };
                    // Homed, `%src` overwrites the lanes when it is defined: earlier still. So
                    // do the values already homed in `%src` (the parts of a concat), each where
                    // it is defined: all of them after `%dst`, whose lanes are written then.
                    let mut inner = Vec::new();
                    tree.homed_within(f, &plan, *src, 0, n, &mut inner);
                    let after = after_dst(*src) && inner.iter().all(|&h| after_dst(h));
                    if after && src_def.is_some_and(|d| !needed_after(d)) {
                        let slot = Home {
                            parent: r,
                            lane: *start,
                            chan: 0,
                        };
                        try_home(f, &mut plan, &mut tree, &views, grf, *src, slot);
                    }
                }
            }
            _ => {}
        }
    }
    plan.coalesce = coalesce_candidates(f, &order, &live, &plan.homes);
    plan.reuse = reuse_candidates(f, &order, &live, &plan, &tree, &views);
    plan
}

/// Results that may take over the storage of an operand that dies where they are made: `%r =
/// add %q, %x` writes `%r` into `%q`'s registers when nothing reads `%q` (or a view of it)
/// afterwards. Each chunk of a lane-wise op reads its lanes before it writes them, so the
/// op itself is safe, unless another operand is a view of `%q`'s storage at other lanes (it
/// is then refused). One fewer variable: the finalizer gives each variable its own registers
/// when it has room, so dead temporaries otherwise push the highest register up.
///
/// Only `add`-like ops and `select` of one type, whose operand has storage of its own (not a
/// view, a parameter, or a value homed in or coalesced with another), or a dead value an
/// in-flight message reads where the op waits for that read for free ([`not_in_flight`]); a
/// `chan.pack` over the source its parts read channel by channel ([`pack_over_dead_source`]);
/// and a message result over any earlier value of its type that dies before it
/// ([`same_type_before`]), none that an earlier message may still be reading.
fn reuse_candidates(
    f: &Function,
    order: &[(Block, Inst)],
    live: &Liveness,
    plan: &Plan,
    tree: &HomeTree,
    views: &[Option<Value>],
) -> ByValue<Value> {
    let mut out = ByValue::new(f.values.len());
    let mut taken = vec![false; f.values.len()];
    // A `trunc` whose uses are all extensions reads its source's registers where the
    // extension is (`lower::facts::folded_truncs`), a view this liveness does not see: a
    // truncated value never lends its registers.
    // A bitcast may be unzipped again in another block, which reads its source's registers
    // (`unzip_origin`) where this liveness sees only the bitcast live: the values that lend
    // their registers to results other than their own users' are never bitcast.
    let mut bitcast = vec![false; f.values.len()];
    for &(_, i) in order {
        match f.inst(i).kind {
            InstKind::Cast {
                op: CastOp::Trunc,
                x,
            } => taken[x.index()] = true,
            // By storage group: a bitcast of a view (`bitcast (concat (extract %q))`) is
            // unzipped from `%q`'s registers just the same.
            InstKind::Cast {
                op: CastOp::Bitcast,
                x,
            } => {
                bitcast[x.index()] = true;
                bitcast[live.owner_of(x).index()] = true;
            }
            _ => {}
        }
    }
    let storage_of_its_own = |q: Value| {
        !plan.homes.has(q)
            && !plan.coalesce.has(q)
            && f.def_kind(q).is_some_and(|k| writes_fresh(k, q, views))
    };
    let mut residents = Vec::new();
    let mutation = active_mutation!();
    // Who reads each value: made at the first `chan.pack` (`pack_over_dead_source`), once.
    let mut readers: Option<memlower_ir::buckets::Buckets<u32>> = None;
    for &(_, i) in order {
        let d = f.inst(i);
        let Some(r) = d.result else { continue };
        let ty = f.ty(r);
        if ty.is_mask() || plan.homes.has(r) || plan.coalesce.has(r) {
            continue;
        }
        let mut candidates = match &d.kind {
            // Lane-wise ops: not over an operand an earlier message may still be reading.
            InstKind::Binary { lhs, rhs, .. } => not_in_flight(f, live, i, &out, &[*lhs, *rhs], ty),
            InstKind::Select {
                on_true, on_false, ..
            } => not_in_flight(f, live, i, &out, &[*on_true, *on_false], ty),
            InstKind::ChanPack { parts } => match pack_over_dead_source(
                f,
                live,
                i,
                parts,
                readers.get_or_insert_with(|| f.readers()),
            ) {
                Some(q) => Candidates::from_slice(&[q]),
                None => dead_before_parts(f, live, i, parts, ty),
            },
            // A message writes its destination after reading its operands: any earlier value
            // of the same type that is dead from here on lends its registers, unless an earlier
            // message may still be reading them (`in_flight_sources`: the write would wait for
            // that read). Operands are compared by the storage they end up in, through the
            // results that took over a dying operand's.
            InstKind::Gather { .. } | InstKind::ImageLoad { .. } => {
                let busy = busy_storage(f, live, i, &out);
                let mut c = same_type_before(f, live, i, ty);
                c.retain(|q| !busy.contains(&resolve(&out, live, *q)));
                c
            }
            _ => continue,
        };
        if matches!(
            d.kind,
            InstKind::ChanPack { .. } | InstKind::Gather { .. } | InstKind::ImageLoad { .. }
        ) {
            candidates.retain(|q| !bitcast[q.index()]);
        }
        let operands = d.kind.operands();
        // Where the storage taken over is first written: at the message or lane-wise op, or
        // for a `chan.pack` at its first part (parts homed in it are computed in place), so
        // what lived there must be dead from the instruction before that part on.
        let written_after = match &d.kind {
            InstKind::ChanPack { parts } => first_part(f, live, i, parts).map_or(i, |(_, p)| p),
            _ => i,
        };
        // Every candidate must be dead after `i` (`LendLive`: not for a message result).
        let message = matches!(d.kind, InstKind::Gather { .. } | InstKind::ImageLoad { .. });
        // A lane-wise op's candidate that is not its operand is a value an in-flight message
        // reads (`not_in_flight`; `InFlightLendLive`: taken whatever its liveness).
        let takes_in_flight = matches!(d.kind, InstKind::Binary { .. } | InstKind::Select { .. });
        let lends_live = message && planted!(mutation, LendLive);
        for q in candidates {
            if f.ty(q) != ty || taken[q.index()] || !storage_of_its_own(q) {
                continue;
            }
            let clobbers_other = operands
                .iter()
                .any(|&o| o != q && live.owner_of(o) == live.owner_of(q));
            // Values homed in `%q`'s storage (a part computed in place in one channel of a
            // `chan.pack`, say) are overwritten too: none may be read here or later.
            tree.homed_within(f, plan, q, 0, u32::MAX, &mut residents);
            let resident_needed = residents
                .iter()
                .any(|&h| operands.contains(&h) || live.group_live_after(written_after, h));
            let lends_live = lends_live
                || (takes_in_flight
                    && !operands.contains(&q)
                    && planted!(mutation, InFlightLendLive));
            if clobbers_other || resident_needed || (live.group_live_after(i, q) && !lends_live) {
                continue;
            }
            out.set(r, q);
            taken[q.index()] = true;
            break;
        }
    }
    out
}

/// The homes as a tree walked from the parent down (first child, next sibling: two `u32`s a
/// value, no list per value), so "what lives in `%d`'s storage" costs what lives there rather
/// than a walk over every value of the function. Links are `value + 1` (0: none), so the
/// tables start zero-filled and the arena's values without a home cost no memory.
struct HomeTree {
    first_child: Vec<u32>,
    next_sibling: Vec<u32>,
}

impl HomeTree {
    fn new(n: usize) -> HomeTree {
        HomeTree {
            first_child: vec![0; n],
            next_sibling: vec![0; n],
        }
    }

    fn add(&mut self, parent: Value, child: Value) {
        self.next_sibling[child.index()] = self.first_child[parent.index()];
        self.first_child[parent.index()] = child.0 + 1;
    }

    /// Into `out`: the values living (transitively) in `d`'s storage whose lanes meet
    /// `lo..hi` (in any channel), in no particular order.
    fn homed_within(
        &self,
        f: &Function,
        plan: &Plan,
        d: Value,
        lo: u32,
        hi: u32,
        out: &mut Vec<Value>,
    ) {
        out.clear();
        // (first child of a node, the node's lane offset inside `d`); homes form a forest.
        let mut stack = vec![(self.first_child[d.index()], 0u32)];
        while let Some((c, base)) = stack.pop() {
            if c == 0 {
                continue;
            }
            let v = Value(c - 1);
            stack.push((self.next_sibling[v.index()], base));
            let Some(&h) = plan.homes.get(v) else {
                continue;
            };
            let lane = base + h.lane;
            let n = f.ty(v).lanes().unwrap_or(1);
            if lane < hi && lo < lane + n {
                out.push(v);
            }
            stack.push((self.first_child[v.index()], lane));
        }
    }
}

/// True for definitions that write fresh storage (and so can write it anywhere); `views` is
/// [`view_source`] of every value.
fn writes_fresh(kind: &InstKind, v: Value, views: &[Option<Value>]) -> bool {
    let is_view = || views.get(v.index()).copied().flatten().is_some();
    match kind {
        InstKind::Gather { .. }
        | InstKind::ImageLoad { .. }
        | InstKind::Binary { .. }
        | InstKind::Fma { .. }
        | InstKind::Select { .. }
        | InstKind::LaneIndex
        | InstKind::ChanPack { .. }
        | InstKind::Insert { .. }
        | InstKind::Const { .. }
        | InstKind::Splat { .. } => true,
        InstKind::Cast { op, .. } => *op != CastOp::Bitcast || !is_view(),
        // A concat is a view exactly when it is padded (`padded_source`).
        InstKind::Concat { .. } => !is_view(),
        _ => false,
    }
}

fn try_home(
    f: &Function,
    plan: &mut Plan,
    tree: &mut HomeTree,
    views: &[Option<Value>],
    grf: u32,
    p: Value,
    home: Home,
) -> bool {
    if p == home.parent || plan.homes.has(p) {
        return false;
    }
    let Some(kind) = f.def_kind(p) else {
        return false;
    };
    let pty = f.ty(p);
    if pty.is_mask() || !writes_fresh(kind, p, views) {
        return false;
    }
    let rty = f.ty(home.parent);
    let eb = rty.elem().map(|e| e.bytes()).unwrap_or(4);
    let stride = chan_stride(rty, grf);
    let off = home.chan * stride + home.lane * eb;
    if plan.needs_payload_layout[p.index()] {
        let chans = pty.chans().unwrap_or(1);
        if !off.is_multiple_of(grf) || (chans > 1 && stride != chan_stride(pty, grf)) {
            return false;
        }
        if let Some(fp) = message_write_footprint(f, p, grf) {
            let per_chan = if chans > 1 {
                stride
            } else {
                value_bytes(pty, grf)
            };
            let chan_fp = if chans > 1 { fp / chans as u32 } else { fp };
            if chan_fp > per_chan {
                return false;
            }
        }
        // The parent now holds a payload: it must keep its own layout where it is homed.
        plan.needs_payload_layout[home.parent.index()] = true;
    }
    plan.homes.set(p, home);
    tree.add(home.parent, p);
    true
}

/// Block parameters whose storage a value passed to them can be computed in.
///
/// `%v` (a lane-wise `add`/`sub`/... or `select`) is passed to parameter `%p` of block `P`.
/// Sharing one register block is correct when the two never hold different values that are both
/// needed, and the block is written at exactly two kinds of points:
/// - the definition of `%v`: `%p` (and every view of it) must be dead from there on;
/// - the edge moves into `P` that pass some other value to `%p`: `%v` (and every view of it)
///   must be dead at the end of the branching block (so a path such as
///   `entry: %v = ...; cond_br c, then, else / then: br P(%x) / else: br P(%v) / P: use %v`,
///   where the `then` move would overwrite `%v` before its use, is refused).
///
/// Then the edge move `%p <- %v` disappears (`%acc.next = add %acc, %row` then
/// `br loop(%acc.next)` updates `%acc` in place). A value homed in an assembly (see [`plan`])
/// is not coalesced: it has one storage, its home. Other edge arguments that read `%v` while
/// `%p` is reassigned are a parallel-copy conflict, which the edge lowering resolves with
/// temporaries. One value per parameter.
fn coalesce_candidates(
    f: &Function,
    order: &[(Block, Inst)],
    live: &Liveness,
    homes: &ByValue<Home>,
) -> ByValue<Value> {
    let mut out = ByValue::new(f.values.len());
    let mut taken = vec![false; f.values.len()];
    // The branches into each block (branching block and terminator), so the edges into one
    // parameter's block are found without a walk over the function.
    let mut into_start = vec![0u32; f.blocks.len() + 1];
    for &(_, t) in order {
        for c in terminator_calls(&f.inst(t).kind).into_iter().flatten() {
            into_start[c.block.index() + 1] += 1;
        }
    }
    for k in 1..into_start.len() {
        into_start[k] += into_start[k - 1];
    }
    let mut fill = into_start.clone();
    let mut into = vec![(Block(NONE), Inst(NONE)); order.len().max(1) * 2];
    for &(b, t) in order {
        for c in terminator_calls(&f.inst(t).kind).into_iter().flatten() {
            into[fill[c.block.index()] as usize] = (b, t);
            fill[c.block.index()] += 1;
        }
    }
    let into_block = |p: Block| {
        let (lo, hi) = (into_start[p.index()], into_start[p.index() + 1]);
        &into[lo as usize..hi as usize]
    };
    for &(_, i) in order {
        for call in terminator_calls(&f.inst(i).kind).into_iter().flatten() {
            let params = &f.block(call.block).params;
            for (j, (&p, &v)) in params.iter().zip(call.args.iter()).enumerate() {
                if p == v
                    || out.has(v)
                    || taken[p.index()]
                    || f.ty(p) != f.ty(v)
                    || f.ty(v).is_mask()
                    || homes.has(v)
                {
                    continue;
                }
                let Some(def) = f.def_inst(v) else { continue };
                if !matches!(
                    f.inst(def).kind,
                    InstKind::Binary { .. } | InstKind::Select { .. }
                ) {
                    continue;
                }
                if live.group_live_after(def, p) {
                    continue;
                }
                let overwritten_live = into_block(call.block).iter().any(|&(b, t)| {
                    terminator_calls(&f.inst(t).kind)
                        .into_iter()
                        .flatten()
                        .any(|c| {
                            c.block == call.block
                                && c.args.get(j) != Some(&v)
                                && live.group_live_out(b, v)
                        })
                });
                if !overwritten_live {
                    out.set(v, p);
                    taken[p.index()] = true;
                }
            }
        }
    }
    out
}

/// The block calls of a branch (none for other instructions).
fn terminator_calls(k: &InstKind) -> [Option<&BlockCall>; 2] {
    match k {
        InstKind::Br { dest } => [Some(dest), None],
        InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } => [Some(then_dest), Some(else_dest)],
        _ => [None, None],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use memlower_ir::parse::parse_module;

    fn planned(src: &str) -> (Function, Plan) {
        let m = parse_module(src).expect("parses");
        let f = m.functions.into_iter().next().expect("a function");
        let cfg = Cfg::compute(&f);
        let p = plan(&f, &cfg, 32, true, &AlsoReads::default());
        (f, p)
    }

    fn val(f: &Function, name: &str) -> Value {
        (0..f.values.len() as u32)
            .map(Value)
            .find(|&v| f.value_name(v) == Some(name))
            .expect("a value of that name")
    }

    #[test]
    fn a_loop_accumulator_is_updated_in_its_parameter() {
        let (f, p) = planned(
            "func @k(%x: vec<8 x i32>, %c: mask<1>) {\nentry:\n  br loop(%x)\n\
             loop(%acc: vec<8 x i32>):\n  %next = add %acc, %x : vec<8 x i32>\n  \
             cond_br %c, loop(%next), done\ndone:\n  ret\n}\n",
        );
        assert_eq!(p.coalesce.get(val(&f, "next")), Some(&val(&f, "acc")));
    }

    #[test]
    fn a_value_live_across_another_edge_into_the_parameter_keeps_its_storage() {
        let (_, p) = planned(
            "func @k(%x: vec<8 x i32>, %y: vec<8 x i32>, %c: mask<1>) {\nentry:\n  \
             %v = add %x, %y : vec<8 x i32>\n  cond_br %c, a, b\na:\n  br j(%x)\nb:\n  br j(%v)\n\
             j(%p: vec<8 x i32>):\n  sink %v\n  ret\n}\n",
        );
        assert!(p.coalesce.is_empty(), "{:?}", p.coalesce);
        // Without the later use of %v, sharing is safe.
        let (f, p) = planned(
            "func @k(%x: vec<8 x i32>, %y: vec<8 x i32>, %c: mask<1>) {\nentry:\n  \
             %v = add %x, %y : vec<8 x i32>\n  cond_br %c, a, b\na:\n  br j(%x)\nb:\n  br j(%v)\n\
             j(%p: vec<8 x i32>):\n  sink %p\n  ret\n}\n",
        );
        assert_eq!(p.coalesce.get(val(&f, "v")), Some(&val(&f, "p")));
    }

    #[test]
    fn insert_does_not_overwrite_a_live_part_in_place() {
        let src = |tail: &str| {
            format!(
                "func @k(%a: vec<8 x i32>, %b: vec<8 x i32>, %x: vec<4 x i32>) {{\nentry:\n  \
                 %m = mul %a, %b : vec<8 x i32>\n  %c = concat %a, %m : vec<16 x i32>\n  \
                 %d = insert %c[{tail}], %x : vec<16 x i32>\n  sink %m, %d\n  ret\n}}\n"
            )
        };
        // Lanes 10..14 are %m's, still sunk: %c is copied, not reused.
        let (f, p) = planned(&src("10"));
        assert_eq!(
            p.homes.get(val(&f, "m")).map(|h| h.parent),
            Some(val(&f, "c"))
        );
        assert!(!p.homes.has(val(&f, "c")));
        // Lanes 0..4 are %a's (not homed): %c is reused in place.
        let (f, p) = planned(&src("0"));
        assert_eq!(
            p.homes.get(val(&f, "c")).map(|h| h.parent),
            Some(val(&f, "d"))
        );
    }

    #[test]
    fn a_bitcast_round_trip_is_a_view_and_not_homed() {
        let (f, p) = planned(
            "func @k(%r: vec<8 x i32>) {\nentry:\n  %h = bitcast %r : vec<8 x 2 x i16>\n  \
             %back = bitcast %h : vec<8 x i32>\n  %c = chan.pack %back, %r : vec<8 x 2 x i32>\n  \
             sink %c, %h\n  ret\n}\n",
        );
        assert!(!p.homes.has(val(&f, "back")));
    }
}
