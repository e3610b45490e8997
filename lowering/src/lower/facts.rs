//! Facts about the function that the lowering decides on before it emits anything: which
//! `trunc`s need no registers, which masks padded messages read past their lanes. Plain
//! functions of the IR (this module imports nothing of the lowering).

use memlower_ir::{CastOp, Function, InstKind, Value};
use std::collections::HashSet;

/// The `trunc`s of `f` that need no registers: every use is a `zext` or `sext` that reads
/// the truncated source instead (a lane of at most four narrow elements, so one strided region
/// reaches the low bytes). Dead `trunc`s are among them.
pub(crate) fn folded_truncs(f: &Function) -> HashSet<Value> {
    let mut out = HashSet::new();
    let mut other_use: HashSet<Value> = HashSet::new();
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
            d.kind.for_each_operand(|v| {
                other_use.insert(v);
            });
        }
    }
    for c in candidates {
        if !other_use.contains(&c) {
            out.insert(c);
        }
    }
    out
}

/// Mask values whose predicate some padded message reads past the mask's lanes: the source of
/// the leading part of a memory op's mask `concat %part, (const 0)...` (through `extract`
/// views), and, through `and`/`or`/`xor`, the operands whose padding bits decide the result's.
pub(crate) fn zero_tail_masks(f: &Function) -> HashSet<Value> {
    let is_zero_const = |v: Value| match f.def_kind(v) {
        Some(InstKind::Const { value }) => (0..value.len()).all(|k| value.int_at(k) == 0),
        _ => false,
    };
    let mut out = HashSet::new();
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
