//! What each conversion converts between, and which way its width must go: the element rules
//! of `zext sext trunc` (integers) and `sitofp uitofp fptosi fptoui fpext fptrunc` (floats). The
//! shape rules (same lanes and channels) are the verifier's, shared by all of them.

use crate::ir::CastOp;
use crate::types::ScalarType;

/// Why `op` cannot convert `fe` elements to `te` elements, as (reason, what is accepted); `None`
/// if the element kinds are right (`bitcast` takes any: its rule is about bytes per lane).
pub(super) fn kind_problem(
    op: CastOp,
    fe: ScalarType,
    te: ScalarType,
) -> Option<(&'static str, &'static str)> {
    let (ok, reason, expected) = match op {
        CastOp::ZExt | CastOp::SExt | CastOp::Trunc => (
            fe.is_int() && te.is_int(),
            "is not integer to integer",
            "integer scalars or vectors (i8, i16, i32, i64); for floats use sitofp, uitofp, \
             fptosi, fptoui, fpext, fptrunc or bitcast",
        ),
        CastOp::SIToFP | CastOp::UIToFP => (
            fe.is_int() && te.is_float(),
            "is not integer to float",
            "an integer source and a float result",
        ),
        CastOp::FPToSI | CastOp::FPToUI => (
            fe.is_float() && te.is_int(),
            "is not float to integer",
            "a float source and an integer result",
        ),
        CastOp::FPExt | CastOp::FPTrunc => (
            fe.is_float() && te.is_float(),
            "is not float to float",
            "a float source and a float result",
        ),
        CastOp::Bitcast => (true, "", ""),
    };
    (!ok).then_some((reason, expected))
}

/// Why the widths are wrong for `op` (a widening cast that does not widen, a narrowing one that
/// does not narrow), as (reason, what is accepted).
pub(super) fn width_problem(
    op: CastOp,
    fe: ScalarType,
    te: ScalarType,
) -> Option<(&'static str, String)> {
    let (kind, widen) = match op {
        CastOp::ZExt | CastOp::SExt => ("an integer", true),
        CastOp::Trunc => ("an integer", false),
        CastOp::FPExt => ("a float", true),
        CastOp::FPTrunc => ("a float", false),
        _ => return None,
    };
    if widen && te.bits() <= fe.bits() {
        Some(("does not widen", format!("{kind} element wider than {fe}")))
    } else if !widen && te.bits() >= fe.bits() {
        Some((
            "does not narrow",
            format!("{kind} element narrower than {fe}"),
        ))
    } else {
        None
    }
}
