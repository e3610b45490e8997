//! Lane-group scheduling: when a function's values would not fit the target's registers, run
//! its lane groups one after another (as IGC runs a SIMD32 kernel as two SIMD16 halves)
//! instead of each op over every group before the next op.
//!
//! After `split-groups` every op of a block is one op per lane group, in the original op order:
//!
//! ```text
//!   gather g0, gather g1, ..., gather g255,  mul g0, ..., mul g255,  scatter g0, ..., scatter g255
//! ```
//!
//! so every group's data is live at once (4096 lanes of four floats: 64 KB, the register file
//! holds 4 KB). Scheduled, each side effect pulls in what it needs, depth first, in the
//! original order of the side effects:
//!
//! ```text
//!   gather g0, mul g0, scatter g0,  gather g1, mul g1, scatter g1, ...
//! ```
//!
//! Values every group reads (a splat, the 16-lane lane index, the function's arguments) are
//! made once, where the first group needs them; per-group address arithmetic is made per group
//! right where its group needs it.
//!
//! **What may be reordered.** Pure ops move freely (each waits for its operands). Memory ops
//! keep their order unless reordering provably cannot change what memory holds or what a read
//! returns, judged on the ops of the *input* (before `split-groups` cut them into groups):
//! - two reads never conflict;
//! - different memories never conflict: each `untyped` or `stateless` surface is its own
//!   memory, every `slm` surface is the one SLM, images are only read;
//! - a read and a write, or two writes, of the same memory may interleave their groups when
//!   they address each lane through the *same* offsets and base, and one of them (`X`) covers
//!   no more than the other (`W`, a write) in every lane: `X`'s bytes per lane are a prefix of
//!   `W`'s, and `X`'s mask enables no lane `W`'s does not (same mask, or `W` unmasked). Then a
//!   group of one touching a byte of another lane of the other means two enabled lanes of `W`
//!   write that byte: undefined behaviour in the input (docs/SEMANTICS.md §5.3), so the input
//!   has no meaning to keep there. A read-modify-write of a histogram bin through one offset
//!   vector under one mask is this case.
//!
//! Anything else keeps its order: every group of the earlier op before any group of the later
//! one. If that leaves the function over budget, the pass says so (a warning naming the two
//! ops) and the lowering reports the predicted spill.

use memlower_ir::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use memlower_ir::{Block, Function, Inst, InstKind, SurfaceKind, SurfaceRef, Value};

/// The estimate the schedule is judged by (kept here for the callers that import it from
/// this module).
pub use super::pressure::{pressure, Pressure};

/// What the scheduler needs to know about a memory op of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessInfo {
    /// The memory it reads or writes (`None`: a read-only image).
    pub memory: Option<Memory>,
    /// True for writes.
    pub writes: bool,
    /// The scalar base.
    pub base: Option<Value>,
    /// The per-lane offsets (or the first coordinate).
    pub offsets: Value,
    /// The mask.
    pub mask: Option<Value>,
    /// Bytes from the lane's address it touches.
    pub bytes: u32,
}

/// A memory: one per untyped/stateless surface, one SLM.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Memory {
    /// The surface with this index.
    Surface(u32),
    /// Shared local memory (every `slm` surface).
    Slm,
}

/// The [`AccessInfo`] of memory op `i` of `f` (`None` for other instructions).
pub fn access_info(surfaces: &[memlower_ir::Surface], f: &Function, i: Inst) -> Option<AccessInfo> {
    let d = f.inst(i);
    let memory = |s: SurfaceRef| match surfaces.get(s.index()).map(|x| x.kind) {
        Some(SurfaceKind::Slm) => Some(Memory::Slm),
        Some(SurfaceKind::Image { .. }) | None => None,
        Some(_) => Some(Memory::Surface(s.0)),
    };
    let lane_bytes = |v: Value| {
        let t = f.ty(v);
        t.elem().map(|e| e.bytes()).unwrap_or(4) * u32::from(t.chans().unwrap_or(1))
    };
    match &d.kind {
        InstKind::Gather { addr, mask, .. } => Some(AccessInfo {
            memory: memory(addr.surface),
            writes: false,
            base: addr.base,
            offsets: addr.offsets,
            mask: *mask,
            bytes: d.result.map(lane_bytes).unwrap_or(0),
        }),
        InstKind::Scatter {
            addr, data, mask, ..
        } => Some(AccessInfo {
            memory: memory(addr.surface),
            writes: true,
            base: addr.base,
            offsets: addr.offsets,
            mask: *mask,
            bytes: lane_bytes(*data),
        }),
        InstKind::ImageLoad { coords, mask, .. } => Some(AccessInfo {
            memory: None,
            writes: false,
            base: None,
            offsets: coords.uvr.first().copied().unwrap_or(Value(0)),
            mask: *mask,
            bytes: 0,
        }),
        // Not in legal form, and refused later; never reordered.
        InstKind::ImageStore { coords, mask, .. } => Some(AccessInfo {
            memory: Some(Memory::Surface(u32::MAX)),
            writes: true,
            base: None,
            offsets: coords.uvr.first().copied().unwrap_or(Value(0)),
            mask: *mask,
            bytes: u32::MAX,
        }),
        _ => None,
    }
}

/// True if the groups of `a` and `b` (ops of the input) may run in any order relative to each
/// other (see the module doc).
pub fn may_interleave(a: &AccessInfo, b: &AccessInfo) -> bool {
    if !a.writes && !b.writes {
        return true;
    }
    let (Some(ma), Some(mb)) = (a.memory, b.memory) else {
        // A read of a read-only image never conflicts; an image store never moves.
        return !(a.writes && a.memory.is_none() || b.writes && b.memory.is_none())
            && (a.memory.is_none() || b.memory.is_none());
    };
    if ma != mb {
        return true;
    }
    if a.offsets != b.offsets || a.base != b.base {
        return false;
    }
    // `x` is covered by the write `w`, lane by lane.
    let covered = |x: &AccessInfo, w: &AccessInfo| {
        w.writes && x.bytes <= w.bytes && (w.mask.is_none() || w.mask == x.mask)
    };
    covered(a, b) || covered(b, a)
}

/// Reorders the instructions of `b` depth first from its side effects (see the module doc).
/// `origin` maps each memory op to the input op it is a group of. Returns the pairs of input
/// memory ops that had to keep their order.
pub fn schedule_block(
    f: &mut Function,
    b: Block,
    origin: &HashMap<Inst, Inst>,
    infos: &HashMap<Inst, AccessInfo>,
) -> Vec<(Inst, Inst)> {
    let insts = f.block(b).insts.clone();
    let Some((&term, body)) = insts.split_last() else {
        return Vec::new();
    };
    let pos: HashMap<Inst, usize> = body.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let def_of: HashMap<Value, Inst> = body
        .iter()
        .filter_map(|&i| f.result(i).map(|r| (r, i)))
        .collect();
    // Dependencies: operands defined in this block, then memory order.
    let mut deps: Vec<Vec<usize>> = vec![Vec::new(); body.len()];
    for (k, &i) in body.iter().enumerate() {
        f.inst(i).kind.for_each_operand(|v| {
            if let Some(&d) = def_of.get(&v) {
                deps[k].push(pos[&d]);
            }
        });
    }
    let memory: Vec<usize> = (0..body.len())
        .filter(|&k| f.inst(body[k]).kind.is_memory())
        .collect();
    let mut kept = Vec::new();
    let mut kept_set = HashSet::default();
    for (x, &ka) in memory.iter().enumerate() {
        for &kb in &memory[x + 1..] {
            let (oa, ob) = (
                origin.get(&body[ka]).copied().unwrap_or(body[ka]),
                origin.get(&body[kb]).copied().unwrap_or(body[kb]),
            );
            if oa == ob {
                // Groups of one op: any order (lanes of one op are unordered).
                continue;
            }
            let free = match (infos.get(&oa), infos.get(&ob)) {
                (Some(a), Some(b)) => may_interleave(a, b),
                _ => false,
            };
            if !free {
                deps[kb].push(ka);
                if kept_set.insert((oa, ob)) {
                    kept.push((oa, ob));
                }
            }
        }
    }
    // Side effects in their order pull in what they need, depth first.
    let mut done = vec![false; body.len()];
    let mut order = Vec::with_capacity(body.len());
    let roots: Vec<usize> = (0..body.len())
        .filter(|&k| f.inst(body[k]).kind.has_side_effects())
        .chain(0..body.len())
        .collect();
    for root in roots {
        // Iterative post-order: (node, next dependency to visit).
        let mut stack = vec![(root, 0usize)];
        while let Some(top) = stack.len().checked_sub(1) {
            let (k, next) = stack[top];
            if done[k] {
                stack.pop();
                continue;
            }
            if let Some(&d) = deps[k].get(next) {
                stack[top].1 += 1;
                if !done[d] {
                    stack.push((d, 0));
                }
                continue;
            }
            done[k] = true;
            order.push(body[k]);
            stack.pop();
        }
    }
    order.push(term);
    f.block_mut(b).insts = order;
    kept
}
