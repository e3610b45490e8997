//! Type rules of `fma` and of the float conversions (`sitofp uitofp fptosi fptoui fpext
//! fptrunc`), kept apart from the verifier's main file.

use super::{Checker, Operand, Site, VerifyError};
use crate::ir::{CastOp, Value};
use crate::types::Type;

impl Checker<'_> {
    /// `fma %a, %b, %c : T`: the three operands have the result type, whose elements are floats.
    pub(super) fn fma(&mut self, at: &Site, ops: [Value; 3], ty: Type) {
        let roles = [
            (Operand::Factor(0), "first factor"),
            (Operand::Factor(1), "second factor"),
            (Operand::Addend, "addend"),
        ];
        for (v, (role, noun)) in ops.into_iter().zip(roles) {
            let t = self.ty(v);
            if t != ty {
                self.mismatch(at, role, t, format!("a {ty} {noun} (the result type)"));
            }
        }
        if !ty.elem().is_some_and(|e| e.is_float()) {
            self.push(VerifyError::UnsupportedType {
                at: at.clone(),
                ty,
                expected: "float scalars or vectors (f16, f32, f64)".into(),
            });
        }
    }

    /// A float conversion: the element kinds the op converts between, widths in the right
    /// direction for `fpext`/`fptrunc`, and the source's lanes and channels.
    pub(super) fn float_cast(&mut self, at: &Site, op: CastOp, from: Type, to: Type) {
        let bad = |reason: &'static str, expected: String| VerifyError::BadCast {
            at: at.clone(),
            from,
            to,
            reason,
            expected,
        };
        let (Some(fe), Some(te)) = (from.elem(), to.elem()) else {
            self.push(bad(
                "involves a mask",
                "scalar or vector types (masks are predicates, not data)".into(),
            ));
            return;
        };
        let kinds = match op {
            CastOp::SIToFP | CastOp::UIToFP => {
                (fe.is_int() && te.is_float()).then_some(()).ok_or((
                    "is not integer to float",
                    "an integer source and a float result",
                ))
            }
            CastOp::FPToSI | CastOp::FPToUI => {
                (fe.is_float() && te.is_int()).then_some(()).ok_or((
                    "is not float to integer",
                    "a float source and an integer result",
                ))
            }
            _ => (fe.is_float() && te.is_float())
                .then_some(())
                .ok_or(("is not float to float", "a float source and a float result")),
        };
        let err = if let Err((reason, expected)) = kinds {
            Some(bad(reason, expected.into()))
        } else if from.lanes() != to.lanes() {
            Some(bad(
                "changes the lane count",
                format!("a result of the source's shape: {}", from.with_elem(te)),
            ))
        } else if from.chans() != to.chans() {
            Some(bad(
                "changes the channel count",
                format!("a result of the source's shape: {}", from.with_elem(te)),
            ))
        } else {
            match op {
                CastOp::FPExt if te.bits() <= fe.bits() => Some(bad(
                    "does not widen",
                    format!("a float element wider than {fe}"),
                )),
                CastOp::FPTrunc if te.bits() >= fe.bits() => Some(bad(
                    "does not narrow",
                    format!("a float element narrower than {fe}"),
                )),
                _ => None,
            }
        };
        if let Some(e) = err {
            self.push(e);
        }
    }
}
