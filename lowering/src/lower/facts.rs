//! Facts about the function that the lowering decides on before it emits anything: which
//! `trunc`s need no registers, which masks padded messages read past their lanes, which lane
//! indices are only added to. Plain functions of the IR (this module imports nothing of the
//! lowering).

use memlower_ir::fxhash::FxHashSet as HashSet;
use memlower_ir::{BinOp, CastOp, Function, InstKind, Type, Value};

/// The `trunc`s of `f` that need no registers: every use is a `zext` or `sext` that reads
/// the truncated source instead (a lane of at most four narrow elements, so one strided region
/// reaches the low bytes). Dead `trunc`s are among them.
pub(crate) fn folded_truncs(f: &Function) -> HashSet<Value> {
    // Operands read by anything but a `zext`/`sext`, by value index: one flag per value, not
    // a hash set of every operand of the function.
    let mut other_use = vec![false; f.values.len()];
    let mut candidates = Vec::new();
    for (_, i) in f.inst_order() {
        let d = f.inst(i);
        if let (
            InstKind::Cast {
                op: CastOp::Trunc,
                x,
            },
            Some(r),
        ) = (&d.kind, d.result)
        {
            let (xt, rt) = (f.ty(*x), f.ty(r));
            let ratio = match (xt.elem(), rt.elem()) {
                (Some(a), Some(b)) if !xt.is_mask() => a.bytes() / b.bytes(),
                _ => 0,
            };
            if (2..=4).contains(&ratio) {
                candidates.push(r);
            }
        }
        let ext = matches!(
            d.kind,
            InstKind::Cast {
                op: CastOp::ZExt | CastOp::SExt,
                ..
            }
        );
        if !ext {
            d.kind.for_each_operand(|v| mark(&mut other_use, v));
        }
    }
    candidates
        .into_iter()
        .filter(|&c| !marked(&other_use, c))
        .collect()
}

/// Sets `v`'s flag (values past the table are left alone: the IR's arena bounds them).
fn mark(flags: &mut [bool], v: Value) {
    if let Some(x) = flags.get_mut(v.index()) {
        *x = true;
    }
}

/// `v`'s flag ([`mark`]).
fn marked(flags: &[bool], v: Value) -> bool {
    flags.get(v.index()).copied().unwrap_or(false)
}

/// Mask values whose predicate some padded message reads past the mask's lanes: the source of
/// the leading part of a memory op's mask `concat %part, (const 0)...` (through `extract`
/// views), and, through `and`/`or`/`xor`, the operands whose padding bits decide the result's.
pub(crate) fn zero_tail_masks(f: &Function) -> HashSet<Value> {
    let is_zero_const = |v: Value| match f.def_kind(v) {
        Some(InstKind::Const { value }) => (0..value.len()).all(|k| value.int_at(k) == 0),
        _ => false,
    };
    let mut out = HashSet::default();
    let mut work = Vec::new();
    for (_, i) in f.inst_order() {
        let Some(m) = f.inst(i).kind.mask() else {
            continue;
        };
        if let Some(InstKind::Concat { parts }) = f.def_kind(m) {
            if let Some((&first, rest)) = parts.split_first() {
                if !rest.is_empty() && rest.iter().all(|&p| is_zero_const(p)) {
                    work.push(first);
                }
            }
        }
    }
    while let Some(v) = work.pop() {
        if !out.insert(v) {
            continue;
        }
        match f.def_kind(v) {
            Some(InstKind::Extract { src, .. }) => work.push(*src),
            Some(InstKind::Binary { lhs, rhs, .. }) => work.extend([*lhs, *rhs]),
            _ => {}
        }
    }
    out
}

/// The `lane.index` values of `f` that need no registers: at most 16 lanes of a 16- or 32-bit
/// integer, and every use an `add` (either operand) or a `sub` that subtracts from it. Each
/// 8-lane half of such an index is the packed immediate `0x76543210:v` / `0xFEDCBA98:uv`
/// (8-element vectors: the spec's immediate operands), read directly by the `add`, so
/// `gid = base + lane` costs neither the move that builds the index nor its registers. With one
/// base for every lane, lanes 8.. are computed from lanes 0..8 plus 8 instead (`:uv` costs
/// the finalizer a temporary register).
pub(crate) fn immediate_lane_indices(f: &Function) -> HashSet<Value> {
    let mut candidates = Vec::new();
    let mut other_use = vec![false; f.values.len()];
    for (_, i) in f.inst_order() {
        let d = f.inst(i);
        if let (InstKind::LaneIndex, Some(r)) = (&d.kind, d.result) {
            if let Type::Vec {
                lanes,
                chans: 1,
                elem,
            } = f.ty(r)
            {
                if !elem.is_float() && matches!(elem.bytes(), 2 | 4) && lanes <= 16 {
                    candidates.push(r);
                }
            }
        }
        match d.kind {
            // An `add` of two immediates is written out (one immediate per instruction): a
            // constant added to the index keeps it in registers, where the `add` happens in
            // place.
            InstKind::Binary {
                op: BinOp::Add,
                lhs,
                rhs,
            } => {
                if immediate(f, rhs) {
                    mark(&mut other_use, lhs);
                }
                if immediate(f, lhs) {
                    mark(&mut other_use, rhs);
                }
            }
            InstKind::Binary {
                op: BinOp::Sub,
                lhs,
                rhs,
            } => {
                mark(&mut other_use, rhs);
                if immediate(f, rhs) {
                    mark(&mut other_use, lhs);
                }
            }
            _ => d.kind.for_each_operand(|v| mark(&mut other_use, v)),
        }
    }
    candidates
        .into_iter()
        .filter(|&c| !marked(&other_use, c))
        .collect()
}

/// Values the lowering may keep as immediates: constants, splats of constants, lane indices.
fn immediate(f: &Function, v: Value) -> bool {
    match f.def_kind(v) {
        Some(InstKind::Const { .. } | InstKind::LaneIndex | InstKind::Undef) => true,
        Some(InstKind::Splat { x }) => immediate(f, *x),
        _ => false,
    }
}
