//! `merge-adjacent`: accesses of one lane to adjacent bytes become one access, where one of the
//! five messages carries the result in fewer messages.
//!
//! ```text
//!   scatter @b[%o], %x align 4                 ; %o = mul (lane.index), 16
//!   %b4 = add %base, 4
//!   scatter @b[%b4 + %o], %y align 4
//! ──▶
//!   %0 = chan.pack %x, %y : vec<16 x 2 x f32>
//!   scatter @b[%o], %0 align 4                 ; scatter4_scaled.rg: 1 message instead of 2
//!
//!   %lo = gather @b[%o] align 4 : vec<16 x i16>
//!   %hi = gather @b[%o + 2] align 2 : vec<16 x i16>
//! ──▶
//!   %0 = gather @b[%o] align 4 : vec<16 x i32>          ; one gather_scaled.4 instead of two .2
//!   %1 = bitcast %0 : vec<16 x 2 x i16>
//!   %lo = chan.extract %1[0] : vec<16 x i16>
//!   %hi = chan.extract %1[1] : vec<16 x i16>
//! ```
//!
//! Two reads (or two writes) merge when they address the same surface with the same lanes,
//! mask and element size, the IR proves the second starts exactly where the first ends
//! (`addr::address_delta`: the same roots, constants differing by the first's size in every
//! lane), and one of these holds:
//! - **dword writes** (4-byte elements) of at most 4 dwords together, aligned to their size
//!   (below): one SCATTER4_SCALED with 2-4 channels replaces one SCATTER_SCALED per dword;
//! - **sub-dword reads or writes** of one element size whose bytes together fit one aligned word
//!   or dword, if the merged op needs fewer blocks than the two did: once nothing more merges,
//!   each merged op is widened as `widen-blocks` does (two bytes at +0, +1 and one at +2 first
//!   merge to three bytes, then read as one dword). Ops of different element sizes (an i16 and
//!   an i8) are not merged.
//!
//! Dword *reads* are never merged: the message set has no multi-channel untyped read
//! (GATHER4_SCALED is not one of the five), so two dword gathers are two GATHER_SCALED
//! messages however they are written.
//!
//! **Why it is exact.** The merged op addresses the lower op's address with the lower op's
//! alignment promise; its channels are the two ops' elements in address order, which is where
//! the semantics put channel `c` (`address + c * size`, `docs/SEMANTICS.md` §5.1), so every
//! enabled lane reads or writes the same bytes with the same values, out of bounds included
//! (element by element, in both forms). Three conditions keep the program order and the
//! undefined behaviour what they were:
//! - **Nothing between them conflicts.** A merged read sits at the first read, so the second
//!   read moves up past every write between them; a merged write sits at the second write, so
//!   the first write moves down past every read and write between them. Each of those must
//!   touch other memory (`addr::may_alias`: another surface, unless both are SLM) or provably
//!   other bytes (`addr::provably_disjoint`: the same surface and offsets, a constant apart, no
//!   lane of one meeting any lane of the other). Both ops must be in one block, at most 64
//!   instructions apart.
//! - **Lanes stay apart (writes).** Two enabled lanes writing one byte is undefined behaviour
//!   (§5.3). Within one lane the two ops' bytes are disjoint, but lane `j`'s first element may
//!   sit where lane `i`'s second one does: the original writes it twice, in order (defined),
//!   the merged op once from two lanes (undefined). So writes merge only if the IR proves
//!   every two lanes' offsets at least the merged lane size apart (`addr::min_lane_gap`:
//!   constant offsets, `lane.index` times a stride, its shifts, reversals and xor
//!   permutations). Lanes at the very same offset already collide in the original.
//! - **The wrap stays where it was.** The upper op's address is the lower one's plus a constant
//!   computed by an `add`, which wraps at 32 bits; in the merged op the same bytes are channels
//!   of one lane, and an access never wraps inside itself (§5.1: one that passes 2^32 is
//!   undefined behaviour, since SCATTER4_SCALED indexes dwords past it). A lane at `2^32 - 4`
//!   writes its first field out of bounds and its second at byte 0 in the original, and is
//!   undefined merged. So ops merge only if the lower op's alignment promise is at least the
//!   merged lane size rounded up to a power of two: the merged lane then lies inside one
//!   aligned block, and 2^32 is a multiple of every alignment, so no lane passes it (two dwords
//!   at `align 8`, three or four at `align 16`, bytes and halves inside one aligned dword).
//!
//! The merged op is the lower op's address and alignment, so its undefined-behaviour
//! conditions (undefined offsets or mask, broken promise) are the lower op's; the upper op's
//! promise is dropped, which only makes fewer runs undefined.

use super::access::target_of;
use super::addr::{address_delta, may_alias, min_lane_gap, provably_disjoint, scalar_parts};
use super::edit::name_value;
use super::rewrite::{Emitter, Rewrite};
use super::widen_blocks::{blocks_needed, widen};
use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use crate::stats::Stat;
use crate::target::Target;
use memlower_ir::edit::UseIndex;
use memlower_ir::{
    Address, BinOp, Block, CastOp, ConstValue, Function, Inst, InstKind, Message, ScalarType,
    Surface, Type, Value,
};

/// The `merge-adjacent` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct MergeAdjacent;

impl FunctionPass for MergeAdjacent {
    fn name(&self) -> &'static str {
        "merge-adjacent"
    }

    /// It rewrites instructions, never blocks or branch targets.
    fn preserves_cfg(&self) -> bool {
        true
    }

    fn run_on_function(
        &mut self,
        surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError> {
        let t = target_of(cx, self.name())?;
        let mut changed = false;
        // Each merge reads the IR the previous one left, so edits are made as they come, with
        // use lists (a replace-all-uses visits the users only) and block-local splices. The
        // lists are built at the first merge (most functions have none: no walk for them).
        let mut uses: Option<UseIndex> = None;
        for b in f.layout.clone() {
            // Each merge removes an op, so this ends; merged ops may merge again (3, 4 dwords,
            // 2 + 1 bytes), so sub-dword ones are widened only once nothing more merges.
            // A merge changes the block from its first op on, so the ops more than a window
            // before it find what they found before (nothing): the search resumes there.
            let mut merged = Vec::new();
            let mut from = 0;
            while let Some((m, p)) = merge_one(surfaces, f, &mut uses, b, t, from) {
                merged.push(m);
                changed = true;
                from = p.saturating_sub(WINDOW);
            }
            am.count(MERGED, merged.len() as u64);
            if let Some(uses) = uses.as_mut() {
                for m in merged {
                    widen_in_place(f, uses, b, m);
                }
            }
        }
        if let (true, Some(uses)) = (cfg!(debug_assertions), &uses) {
            uses.check(f).map_err(|err| PassError::Invalid {
                loc: f.loc,
                message: format!(
                    "internal error in pass `{}` on `@{}`: {err}",
                    self.name(),
                    f.name
                ),
                expected: None,
            })?;
        }
        if changed {
            crate::fold_lanes::simplify(f);
        }
        Ok(changed)
    }
}

/// Accesses merged into a neighbour (each merge makes one op of two).
pub const MERGED: Stat = Stat::new(
    "merge-adjacent",
    "NumMerged",
    "Accesses merged into an adjacent one",
);

/// Widens a merged op of block `b` if it is still there (a later merge may have consumed it).
fn widen_in_place(f: &mut Function, uses: &mut UseIndex, b: Block, m: Inst) {
    if !uses.is_placed(m) {
        return;
    }
    if let Rewrite::Replace { insts, result } = widen(f, m) {
        let old = f.result(m);
        // The widened op stands for what the merged op stood for.
        let origin = f.inst(m).source(m);
        for &n in &insts {
            f.inst_mut(n).origin = Some(origin);
        }
        uses.splice(f, b, m, &insts, false);
        if let (Some(old), Some(new)) = (old, result) {
            uses.replace_all_uses(f, old, new);
        }
    }
}

/// A gather or scatter without `via`, as the merge sees it.
#[derive(Clone)]
struct Access {
    inst: Inst,
    write: bool,
    addr: Address,
    mask: Option<Value>,
    align: u32,
    lanes: u32,
    chans: u8,
    elem: ScalarType,
    /// The data (writes) or the result (reads).
    value: Value,
}

impl Access {
    fn of(f: &Function, i: Inst) -> Option<Access> {
        let d = f.inst(i);
        let (write, addr, mask, align, value) = match &d.kind {
            InstKind::Gather {
                addr,
                mask,
                align,
                via: None,
            } => (false, addr, mask, align, d.result?),
            InstKind::Scatter {
                addr,
                data,
                mask,
                align,
                via: None,
            } => (true, addr, mask, align, *data),
            _ => return None,
        };
        let Type::Vec { lanes, chans, elem } = f.ty(value) else {
            return None;
        };
        Some(Access {
            inst: i,
            write,
            addr: addr.clone(),
            mask: *mask,
            align: *align,
            lanes,
            chans,
            elem,
            value,
        })
    }

    fn bytes(&self) -> u32 {
        u32::from(self.chans) * self.elem.bytes()
    }
}

/// How far past an op the merge looks for its partner.
const WINDOW: usize = 64;

/// Finds and performs the first merge in block `b` whose first op is at position `from` or
/// later; returns the merged op and the first op's position.
fn merge_one(
    surfaces: &[Surface],
    f: &mut Function,
    uses: &mut Option<UseIndex>,
    b: Block,
    t: &Target,
    from: usize,
) -> Option<(Inst, usize)> {
    let n = f.block(b).insts.len();
    for p in from..n {
        let Some(first) = Access::of(f, f.block(b).insts[p]) else {
            continue;
        };
        let mut between: Vec<Inst> = Vec::new();
        for q in p + 1..n.min(p + 1 + WINDOW) {
            let qi = f.block(b).insts[q];
            if let Some(second) = Access::of(f, qi) {
                if let Some((lower, upper, delta)) = pair(f, &first, &second, t) {
                    // A merged write sits at the second write (the first one moves down); a
                    // merged read at the first read (the second one moves up).
                    let moved = if first.write { &first } else { &second };
                    if !between.iter().any(|&x| conflicts(surfaces, f, moved, x)) {
                        let pair = [&first, &second, &lower, &upper];
                        // Built on the function as it was (nothing merged before this).
                        let uses = uses.get_or_insert_with(|| UseIndex::new(f));
                        return Some((apply(f, uses, b, pair, delta), p));
                    }
                }
            }
            if f.inst(qi).kind.is_memory() {
                between.push(qi);
            }
        }
    }
    None
}

/// The merged op stands for the input op of `at` (where it sits), and the input op of `other`
/// is recorded as carried by it ([`Function::absorbed`]), so a report lists both.
fn record_merge(f: &mut Function, merged: Inst, at: Inst, other: Inst) {
    let carrier = f.inst(at).source(at);
    let absorbed = f.inst(other).source(other);
    f.inst_mut(merged).origin = Some(carrier);
    if absorbed != carrier {
        f.absorbed.push((absorbed, carrier));
    }
}

/// Does `x` (between the two ops) stop `moved` from moving past it? Only if one of them writes
/// and they may touch the same bytes: the same memory (`may_alias`), unless both address one
/// surface with one offsets vector and the IR proves their bytes apart.
fn conflicts(surfaces: &[Surface], f: &Function, moved: &Access, x: Inst) -> bool {
    let kind = &f.inst(x).kind;
    let Some(s) = kind.surface() else {
        return false;
    };
    let writes = matches!(kind, InstKind::Scatter { .. } | InstKind::ImageStore { .. });
    if !(moved.write || writes) || !may_alias(surfaces, moved.addr.surface, s) {
        return false;
    }
    let apart = Access::of(f, x).is_some_and(|other| {
        other.lanes == moved.lanes
            && address_delta(f, &moved.addr, &other.addr, moved.lanes).is_some_and(|d| {
                provably_disjoint(
                    f,
                    moved.addr.offsets,
                    moved.lanes,
                    d,
                    moved.bytes(),
                    other.bytes(),
                )
            })
    });
    !apart
}

/// If `first` and `second` (in program order) merge: (lower, upper, upper - first's address).
fn pair(f: &Function, a: &Access, b: &Access, t: &Target) -> Option<(Access, Access, u32)> {
    if a.write != b.write
        || a.lanes != b.lanes
        || a.mask != b.mask
        || a.elem.bytes() != b.elem.bytes()
    {
        return None;
    }
    let d = address_delta(f, &a.addr, &b.addr, a.lanes)?;
    let (lower, upper) = if d == a.bytes() {
        (a, b)
    } else if d.wrapping_neg() == b.bytes() {
        (b, a)
    } else {
        return None;
    };
    let size = a.elem.bytes();
    let (chans, bytes) = (a.chans + b.chans, a.bytes() + b.bytes());
    let ok = match size {
        4 => a.write && chans <= 4 && lower.align >= t.rules(Message::Scatter4Scaled).min_align,
        1 | 2 => {
            let merged = blocks_needed(chans, size, lower.align, !a.write);
            let apart = blocks_needed(a.chans, size, a.align, !a.write)
                + blocks_needed(b.chans, size, b.align, !b.write);
            bytes <= 4 && merged < apart
        }
        _ => false,
    };
    // The merged lane must lie inside one block aligned to its size (see the module doc): then
    // no byte of it passes 2^32, a multiple of every alignment. Without that, a lane at
    // `2^32 - 4` would reach past the top (undefined behaviour) where the upper op, addressed
    // through an `add` that wraps, reaches byte 0.
    let contained = lower.align >= bytes.next_power_of_two() || planted!(MergeAcrossWrap);
    if !ok || !contained {
        return None;
    }
    if a.write && min_lane_gap(f, a.addr.offsets, a.lanes)? < u64::from(bytes) {
        return None;
    }
    Some((lower.clone(), upper.clone(), d))
}

/// `addr` moved by `delta` bytes (a wrapping 32-bit offset): the base's constant part absorbs
/// it (`%b + 4` moved by -4 is `%b`), so merged addresses do not pile up additions.
fn shifted(e: &mut Emitter, addr: &Address, delta: u32) -> Address {
    if delta == 0 {
        return addr.clone();
    }
    let (root, k) = match addr.base {
        Some(b) => scalar_parts(e.func(), b),
        None => (None, 0),
    };
    let k = k.wrapping_add(delta);
    let base = match (root, k) {
        (Some(r), 0) => Some(r),
        (root, k) => {
            let c = e.value(
                InstKind::Const {
                    value: ConstValue::int(i64::from(k as i32)),
                },
                Type::I32,
            );
            Some(match root {
                Some(r) => e.value(
                    InstKind::Binary {
                        op: BinOp::Add,
                        lhs: r,
                        rhs: c,
                    },
                    Type::I32,
                ),
                None => c,
            })
        }
    };
    Address {
        surface: addr.surface,
        base,
        offsets: addr.offsets,
    }
}

/// True if every operand of `addr` is available right before `at`, in block `b` (a parameter,
/// defined in another block, or earlier in `b`).
fn available(f: &Function, uses: &UseIndex, b: Block, addr: &Address, at: Inst) -> bool {
    let insts = &f.block(b).insts;
    let Some(p) = insts.iter().position(|&i| i == at) else {
        return false;
    };
    let ok = |v: Value| match f.def_inst(v) {
        None => true,
        Some(d) => match insts.iter().position(|&i| i == d) {
            Some(dp) => dp < p,
            None => uses.is_placed(d),
        },
    };
    addr.base.is_none_or(ok) && ok(addr.offsets)
}

/// Merges `first` and `second` (in program order; `lower` and `upper` the same two in address
/// order, the upper `d` bytes above the first) in block `b`.
fn apply(
    f: &mut Function,
    uses: &mut UseIndex,
    b: Block,
    [first, second, lower, upper]: [&Access; 4],
    d: u32,
) -> Inst {
    let lanes = first.lanes;
    let elem = lower.elem;
    let chans = lower.chans + upper.chans;
    let reverse = planted!(MergeChannelOrder);
    // Merged channel of the k-th channel in address order.
    let slot = |k: u8| if reverse { chans - 1 - k } else { k };
    let loc = f.inst(second.inst).loc;
    let mut e = Emitter::new(f, loc);
    // The lower op's address if it is available where the merged op goes (always for writes,
    // which go at the second op), else the first op's address moved down to it.
    let at = if first.write { second.inst } else { first.inst };
    let addr = if available(e.func(), uses, b, &lower.addr, at) {
        lower.addr.clone()
    } else {
        shifted(&mut e, &first.addr, d)
    };
    let merged_ty = Type::chan_vec(lanes, chans, elem);
    if first.write {
        let mut parts: Vec<Value> = Vec::new();
        for x in [lower, upper] {
            for c in 0..x.chans {
                let v = if x.chans == 1 {
                    x.value
                } else {
                    e.chan_extract(x.value, c)
                };
                let v = if x.elem == elem {
                    v
                } else {
                    e.cast(CastOp::Bitcast, v, Type::vec(lanes, elem))
                };
                parts.push(v);
            }
        }
        let ordered: Vec<Value> = (0..chans).map(|k| parts[usize::from(slot(k))]).collect();
        let data = e.chan_pack(&ordered);
        let kind = InstKind::Scatter {
            addr,
            data,
            mask: first.mask,
            align: lower.align,
            via: None,
        };
        let merged = e.inst(kind, None);
        let insts = e.finish();
        record_merge(f, merged, second.inst, first.inst);
        // At the second write, which every operand dominates.
        uses.splice(f, b, second.inst, &insts, false);
        uses.remove(f, b, first.inst);
        return merged;
    }
    let kind = InstKind::Gather {
        addr,
        mask: first.mask,
        align: lower.align,
        via: None,
    };
    let merged = e.inst(kind, Some(merged_ty));
    let value = e.func().result(merged).unwrap_or(Value(0));
    let mut at = 0u8;
    let mut results = Vec::new();
    for x in [lower, upper] {
        let parts: Vec<Value> = (at..at + x.chans)
            .map(|k| e.chan_extract(value, slot(k)))
            .collect();
        at += x.chans;
        let v = match parts.as_slice() {
            [one] => *one,
            _ => e.chan_pack(&parts),
        };
        let v = if x.elem == elem {
            v
        } else {
            e.cast(CastOp::Bitcast, v, Type::chan_vec(lanes, x.chans, x.elem))
        };
        results.push((x.value, v));
    }
    let insts = e.finish();
    record_merge(f, merged, first.inst, second.inst);
    // At the first read; the second read's users all come after it.
    uses.splice(f, b, first.inst, &insts, false);
    uses.remove(f, b, second.inst);
    for (old, new) in results {
        let name = f.values[old.index()].name.take();
        name_value(f, new, name);
        uses.replace_all_uses(f, old, new);
    }
    merged
}
