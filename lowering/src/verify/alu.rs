//! Operand types of the ALU instructions the LLVM-level ops lower to (`asr`, `min`, `max`,
//! `mad`, converting `mov`s), and the target's 64-bit ALU: `q`/`uq` arithmetic (every op but
//! `mov` and `sel`) needs [`Target::int64`], `df` arithmetic and `df` conversions need
//! [`Target::fp64`]. The finalizer
//! checks neither (it emits `df` and `q` code for Xe-LP and DG2, which have no such units).

use crate::mir::{AluOp, ElemType, Imm, Src};
use memlower_passes::target::Target;

fn is_q(t: ElemType) -> bool {
    matches!(t, ElemType::Q | ElemType::Uq)
}

/// The type rules of `op` with a register destination of type `dt` and sources of `types`
/// (predicates left out); `Err` says what is wrong.
pub(super) fn check_alu_types(
    facts: &Target,
    op: AluOp,
    dt: ElemType,
    types: &[ElemType],
) -> Result<(), String> {
    match op {
        AluOp::Asr if dt.is_float() || types.iter().any(|t| t.is_float()) => {
            return Err("asr shifts integers".into());
        }
        AluOp::Min | AluOp::Max | AluOp::Mad
            if types.iter().any(|&t| t.is_float() != dt.is_float()) =>
        {
            return Err("sources and destination must all be integers or all floats".into());
        }
        AluOp::Mulh
            if !(matches!(dt, ElemType::D | ElemType::Ud) && types.iter().all(|&t| t == dt)) =>
        {
            return Err(format!(
                "mulh takes the high half of a 32-bit product: every operand d, or every \
                 operand ud (the destination is {dt})"
            ));
        }
        AluOp::Add3 if !facts.add3 => {
            return Err(format!(
                "{} has no add3 (Xe-HP and later execute it)",
                facts.name
            ));
        }
        AluOp::Add3 if dt.is_float() || types.iter().any(|t| t.is_float()) => {
            return Err("add3 adds integers".into());
        }
        AluOp::Mad if !dt.is_float() || types.iter().any(|&t| t != dt) => {
            return Err(format!(
                "memlower's mad is a float fma: every operand {dt}, a float type"
            ));
        }
        _ => {}
    }
    let all = || types.iter().copied().chain(std::iter::once(dt));
    // Every op but a move computes on its type (the lowering emulates `q` arithmetic in `ud`
    // halves where the target has no 64-bit integer ALU: src/lower/wide.rs).
    let arith = !matches!(op, AluOp::Mov | AluOp::Sel);
    // A `mov` converts between integers and floats, or between float precisions.
    let converts = op == AluOp::Mov
        && types
            .iter()
            .any(|&t| t.is_float() != dt.is_float() || (t.is_float() && t != dt));
    if (arith || converts) && !facts.int64 && all().any(is_q) {
        return Err(format!(
            "{} has no 64-bit integer ALU (q/uq arithmetic and conversions)",
            facts.name
        ));
    }
    if (arith || converts) && !facts.fp64 && all().any(|t| t == ElemType::Df) {
        return Err(format!(
            "{} has no double-precision ALU (df arithmetic and conversions)",
            facts.name
        ));
    }
    if converts && dt == ElemType::Hf && types.contains(&ElemType::Df) {
        return Err("df to hf: the finalizer converts through f and rounds twice".into());
    }
    Ok(())
}

/// Packed integer vectors (`:v`, `:uv`) as sources. The spec (§immediate operands, §type
/// conversion) makes them 8-element `w`/`uw` vectors, compatible with the integer types when
/// the execution type is established: an arithmetic or logic op that reads one computes on
/// integers, so its other sources and its destination are integers. A `mov` converts, so its
/// destination may be a float. (The 8-lane limit is checked with the other source rules.)
pub(super) fn check_packed_sources(
    op: AluOp,
    dt: ElemType,
    srcs: &[Src],
    types: &[ElemType],
) -> Result<(), String> {
    let packed = srcs
        .iter()
        .any(|s| matches!(s, Src::Imm(Imm::PackedV(_) | Imm::PackedUv(_))));
    if packed && op != AluOp::Mov && (dt.is_float() || types.iter().any(|t| t.is_float())) {
        return Err(format!(
            "a packed integer vector gives `{}` an integer execution type: its sources and \
             destination must be integers",
            op.name()
        ));
    }
    Ok(())
}
