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
//! holds 4 KB). Scheduled, each side effect pulls in what it needs (found depth first, placed
//! in their original order, which keeps a compare next to the selects that read it and so its
//! predicate short-lived), in the original order of the side effects:
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

/// Reorders the instructions of `b` from its side effects (see the module doc).
/// `origin` maps each memory op to the input op it is a group of. Returns the pairs of input
/// memory ops that had to keep their order.
pub fn schedule_block(
    f: &mut Function,
    b: Block,
    origin: &HashMap<Inst, Inst>,
    infos: &HashMap<Inst, AccessInfo>,
) -> Vec<(Inst, Inst)> {
    Scheduler::default().block(f, b, origin, infos)
}

/// Not a position (in the scheduler's tables by instruction and by value).
const NONE: u32 = u32::MAX;

/// The buffers of [`Scheduler::block`], kept from block to block and function to function.
#[derive(Clone, Debug, Default)]
pub struct Scheduler {
    /// Per value: the position of its definition in the block being scheduled (`NONE` outside
    /// it; reset after each block).
    def_pos: Vec<u32>,
    /// Per position: what must come first (operands, then memory order).
    deps: Vec<Vec<u32>>,
    /// The memory ops: position, and the input op each is a group of.
    memory: Vec<(u32, Inst)>,
    done: Vec<bool>,
    stack: Vec<(u32, u32)>,
    order: Vec<Inst>,
    /// Whether the last block scheduled changed order.
    reordered: bool,
}

impl Scheduler {
    /// True if the last [`Scheduler::block`] changed the order of its block.
    pub fn reordered(&self) -> bool {
        self.reordered
    }

    /// [`schedule_block`] with these buffers.
    pub fn block(
        &mut self,
        f: &mut Function,
        b: Block,
        origin: &HashMap<Inst, Inst>,
        infos: &HashMap<Inst, AccessInfo>,
    ) -> Vec<(Inst, Inst)> {
        let insts = std::mem::take(&mut f.block_mut(b).insts);
        let Some((&term, body)) = insts.split_last() else {
            f.block_mut(b).insts = insts;
            self.reordered = false;
            return Vec::new();
        };
        let n = body.len();
        if self.def_pos.len() < f.values.len() {
            self.def_pos.resize(f.values.len(), NONE);
        }
        for (k, &i) in body.iter().enumerate() {
            if let Some(r) = f.result(i) {
                self.def_pos[r.index()] = k as u32;
            }
        }
        // Dependencies: operands defined in this block, then memory order.
        if self.deps.len() < n {
            self.deps.resize_with(n, Vec::new);
        }
        let (deps, def_pos) = (&mut self.deps, &self.def_pos);
        for (k, &i) in body.iter().enumerate() {
            let d = &mut deps[k];
            d.clear();
            f.inst(i).kind.for_each_operand(|v| {
                if let Some(&p) = def_pos.get(v.index()).filter(|&&p| p != NONE) {
                    d.push(p);
                }
            });
        }
        self.memory.clear();
        for (k, &i) in body.iter().enumerate() {
            if f.inst(i).kind.is_memory() {
                self.memory
                    .push((k as u32, origin.get(&i).copied().unwrap_or(i)));
            }
        }
        // The access of each memory op's input op, looked up once per op rather than per pair.
        let access: Vec<Option<&AccessInfo>> =
            self.memory.iter().map(|&(_, o)| infos.get(&o)).collect();
        let mut kept = Vec::new();
        let mut kept_set = HashSet::default();
        // The groups of one op are side by side: the pair of input ops judged last is most
        // often the next one's too, judged (and recorded as kept) once.
        let mut last: Option<(Inst, Inst, bool)> = None;
        for (x, &(ka, oa)) in self.memory.iter().enumerate() {
            for (y, &(kb, ob)) in self.memory.iter().enumerate().skip(x + 1) {
                if oa == ob {
                    // Groups of one op: any order (lanes of one op are unordered).
                    continue;
                }
                let free = match last {
                    Some((a, b, free)) if a == oa && b == ob => free,
                    _ => {
                        let free = match (access[x], access[y]) {
                            (Some(a), Some(b)) => may_interleave(a, b),
                            _ => false,
                        };
                        if !free && kept_set.insert((oa, ob)) {
                            kept.push((oa, ob));
                        }
                        last = Some((oa, ob, free));
                        free
                    }
                };
                if !free {
                    self.deps[kb as usize].push(ka);
                }
            }
        }
        // Side effects in their order pull in what they need, depth first; what one pulls in
        // keeps its original order (a valid one: operands and memory order come first there).
        // The order the input was written in keeps a compare next to its selects, where the
        // depth-first order makes a `select`'s condition before its other operands' chains and
        // keeps the predicate live across them (soft-f64's `sel2` pairs would hold several
        // flag registers at once).
        self.done.clear();
        self.done.resize(n, false);
        self.order.clear();
        let mut pulled: Vec<u32> = Vec::new();
        let effects = (0..n).filter(|&k| f.inst(body[k]).kind.has_side_effects());
        for root in effects.chain(0..n) {
            pulled.clear();
            // Iterative post-order: (node, next dependency to visit).
            self.stack.clear();
            self.stack.push((root as u32, 0));
            while let Some(top) = self.stack.len().checked_sub(1) {
                let (k, next) = self.stack[top];
                if self.done[k as usize] {
                    self.stack.pop();
                    continue;
                }
                if let Some(&d) = self.deps[k as usize].get(next as usize) {
                    self.stack[top].1 += 1;
                    if !self.done[d as usize] {
                        self.stack.push((d, 0));
                    }
                    continue;
                }
                self.done[k as usize] = true;
                pulled.push(k);
                self.stack.pop();
            }
            pulled.sort_unstable();
            self.order.extend(pulled.iter().map(|&k| body[k as usize]));
        }
        self.order.push(term);
        for &i in body {
            if let Some(r) = f.result(i) {
                self.def_pos[r.index()] = NONE;
            }
        }
        self.reordered = insts != self.order;
        let mut insts = insts;
        insts.clear();
        insts.extend_from_slice(&self.order);
        f.block_mut(b).insts = insts;
        kept
    }
}
