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
//! - `insert %d[s], %x` reuses `%d`'s storage only if `%d` has no other use, and homes `%x`
//!   only if `%x` is defined after `%d` in the same block (`%d`'s definition writes every lane).

use memlower_ir::cfg::Cfg;
use memlower_ir::{Function, InstKind, Message, Type, Value};
use std::collections::HashMap;

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
    /// The home of each value (indexed by value).
    pub homes: Vec<Option<Home>>,
    /// Values read or written as message payloads, or holding such values in their storage.
    pub needs_payload_layout: Vec<bool>,
    /// Values that may be computed in the storage of the block parameter they are passed to
    /// (value → parameter); see [`coalesce_candidates`].
    pub coalesce: HashMap<Value, Value>,
}

/// Canonical channel stride: each channel starts on a GRF boundary.
pub fn chan_stride(ty: Type, grf: u32) -> u32 {
    let lanes = ty.lanes().unwrap_or(1);
    let eb = ty.elem().map(|e| e.bytes()).unwrap_or(4);
    (lanes * eb).div_ceil(grf) * grf
}

/// Register bytes of a value in its canonical layout.
pub fn value_bytes(ty: Type, grf: u32) -> u32 {
    let lanes = ty.lanes().unwrap_or(1);
    let eb = ty.elem().map(|e| e.bytes()).unwrap_or(4);
    match ty.chans() {
        Some(c) if c > 1 => c as u32 * chan_stride(ty, grf),
        _ => lanes * eb,
    }
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

/// Plans homes for a function (blocks in reverse post-order).
pub fn plan(f: &Function, cfg: &Cfg, grf: u32, optimize: bool) -> Plan {
    let n = f.values.len();
    let mut plan = Plan {
        homes: vec![None; n],
        needs_payload_layout: vec![false; n],
        coalesce: HashMap::new(),
    };
    // Payload uses.
    let order: Vec<_> = cfg
        .reverse_post_order()
        .iter()
        .flat_map(|&b| f.block(b).insts.iter().map(move |&i| (b, i)))
        .collect();
    for &(_, i) in &order {
        let d = f.inst(i);
        let Some(via) = d.kind.via() else { continue };
        match &d.kind {
            InstKind::Gather { addr, .. } => plan.needs_payload_layout[addr.offsets.index()] = true,
            InstKind::Scatter { addr, data, .. } => {
                if via.msg != Message::QwScatter || addr.base.is_none() {
                    plan.needs_payload_layout[addr.offsets.index()] = true;
                }
                plan.needs_payload_layout[data.index()] = true;
            }
            InstKind::ImageLoad { coords, .. } => {
                for &c in coords.uvr.iter().chain(coords.lod.iter()) {
                    plan.needs_payload_layout[c.index()] = true;
                }
            }
            _ => {}
        }
        if let Some(r) = d.result {
            plan.needs_payload_layout[r.index()] = true;
        }
    }
    if !optimize {
        return plan;
    }
    plan.coalesce = coalesce_candidates(f, &order);
    let uses = f.use_counts();
    let pos: std::collections::HashMap<_, _> = order
        .iter()
        .enumerate()
        .map(|(k, &(b, i))| (i, (b, k)))
        .collect();
    for &(_, i) in &order {
        let d = f.inst(i);
        let Some(r) = d.result else { continue };
        let rty = f.ty(r);
        if rty.is_mask() {
            continue;
        }
        match &d.kind {
            InstKind::Concat { parts } => {
                let mut lane = 0;
                for &p in parts {
                    try_home(
                        f,
                        &mut plan,
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
                if uses[dst.index()] == 1 && try_home(f, &mut plan, grf, *dst, home) {
                    let after = match (
                        f.def_inst(*dst).and_then(|x| pos.get(&x)),
                        f.def_inst(*src).and_then(|x| pos.get(&x)),
                    ) {
                        (Some(&(bd, kd)), Some(&(bs, ks))) => bd == bs && ks > kd,
                        _ => false,
                    };
                    if after {
                        let slot = Home {
                            parent: r,
                            lane: *start,
                            chan: 0,
                        };
                        try_home(f, &mut plan, grf, *src, slot);
                    }
                }
            }
            _ => {}
        }
    }
    plan
}

/// True for definitions that write fresh storage (and so can write it anywhere).
fn writes_fresh(kind: &InstKind, f: &Function, v: Value) -> bool {
    match kind {
        InstKind::Gather { .. }
        | InstKind::ImageLoad { .. }
        | InstKind::Binary { .. }
        | InstKind::Select { .. }
        | InstKind::LaneIndex
        | InstKind::Concat { .. }
        | InstKind::ChanPack { .. }
        | InstKind::Insert { .. }
        | InstKind::Const { .. }
        | InstKind::Splat { .. } => true,
        InstKind::Cast { op, x } => {
            *op != memlower_ir::CastOp::Bitcast
                || !crate::lower::bitcast_is_alias(f.ty(*x), f.ty(v))
        }
        _ => false,
    }
}

fn try_home(f: &Function, plan: &mut Plan, grf: u32, p: Value, home: Home) -> bool {
    if p == home.parent || plan.homes[p.index()].is_some() {
        return false;
    }
    let Some(kind) = f.def_kind(p) else {
        return false;
    };
    let pty = f.ty(p);
    if pty.is_mask() || !writes_fresh(kind, f, p) {
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
    plan.homes[p.index()] = Some(home);
    true
}

/// Block parameters whose storage a value passed to them can be computed in.
///
/// `%v` (a lane-wise `add`/`sub`/... or `select`, at position k of block B) is passed to
/// parameter `%p`; if every use of `%p` is in B at or before k, `%p` is dead once `%v` is
/// written, so `%v` may live in `%p`'s storage and the edge move `%p <- %v` disappears. It stays
/// correct on every path: `%p` is only reassigned on edges into its block, and a later use of
/// `%v` is dominated by its definition, so it is reached only through a fresh write of `%v`.
/// Other edge arguments that read `%v` while `%p` is reassigned are a parallel-copy conflict,
/// which the edge lowering resolves with temporaries. One value per parameter.
pub fn coalesce_candidates(
    f: &Function,
    order: &[(memlower_ir::Block, memlower_ir::Inst)],
) -> HashMap<Value, Value> {
    let pos: HashMap<memlower_ir::Inst, (memlower_ir::Block, usize)> = order
        .iter()
        .enumerate()
        .map(|(k, &(b, i))| (i, (b, k)))
        .collect();
    // Every use position of every value.
    let mut uses: HashMap<Value, Vec<(memlower_ir::Block, usize)>> = HashMap::new();
    for &(b, i) in order {
        let at = pos.get(&i).map(|x| x.1).unwrap_or(0);
        f.inst(i)
            .kind
            .for_each_operand(|v| uses.entry(v).or_default().push((b, at)));
    }
    let mut out = HashMap::new();
    let mut taken: Vec<Value> = Vec::new();
    for &(_, i) in order {
        for call in terminator_calls(&f.inst(i).kind) {
            let params = &f.block(call.block).params;
            for (&p, &v) in params.iter().zip(call.args.iter()) {
                if p == v || out.contains_key(&v) || taken.contains(&p) || f.ty(p) != f.ty(v) {
                    continue;
                }
                let Some(def) = f.def_inst(v) else { continue };
                if !matches!(
                    f.inst(def).kind,
                    InstKind::Binary { .. } | InstKind::Select { .. }
                ) || f.ty(v).is_mask()
                {
                    continue;
                }
                let Some(&(vb, vk)) = pos.get(&def) else {
                    continue;
                };
                let dead_after = uses
                    .get(&p)
                    .map(|us| us.iter().all(|&(ub, uk)| ub == vb && uk <= vk))
                    .unwrap_or(true);
                if dead_after {
                    out.insert(v, p);
                    taken.push(p);
                }
            }
        }
    }
    out
}

fn terminator_calls(k: &InstKind) -> Vec<&memlower_ir::BlockCall> {
    match k {
        InstKind::Br { dest } => vec![dest],
        InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } => vec![then_dest, else_dest],
        _ => Vec::new(),
    }
}
