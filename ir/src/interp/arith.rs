//! Evaluation of the comparisons, `fma` and the float conversions, element by element with the
//! rules of [`super::float`]; undefinedness is all-or-nothing per element for all of them (the
//! result depends on every bit of the operands).

use super::error::{At, InterpError};
use super::float::{self, FmaResult};
use super::run::Interp;
use super::value::elem_mask;
use super::value::Val;
use crate::ir::{CastOp, Value};
use crate::types::{ScalarType, Type};

impl Interp<'_> {
    /// `cmp` / `fcmp`: lane-wise `pred` on two single-channel values of one type, giving a mask;
    /// a lane with an undefined byte in either operand is undefined.
    pub(super) fn compare(
        &self,
        at: At,
        lhs: Value,
        rhs: Value,
        ty: Type,
        op: &str,
        pred: impl Fn(ScalarType, u64, u64) -> bool,
    ) -> Result<Val, InterpError> {
        let a = self.get(at, lhs)?;
        let b = self.get_ty(at, rhs, a.ty(), "right operand")?;
        let t = a
            .ty()
            .elem()
            .filter(|_| a.ty().chans() == Some(1))
            .ok_or_else(|| {
                at.malformed(format!(
                    "{op} compares single-channel values, not {}",
                    a.ty()
                ))
            })?;
        if ty != Type::mask(a.len() as u32) {
            return Err(at.malformed(format!(
                "{op} of {} produces mask<{}>, not {ty}",
                a.ty(),
                a.len()
            )));
        }
        let n = a.len();
        let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for i in 0..n {
            match (a.get(i), b.get(i)) {
                (Some(x), Some(y)) => {
                    bits.push(u64::from(pred(t, x, y)));
                    undef.push(0);
                }
                _ => {
                    bits.push(0);
                    undef.push(1);
                }
            }
        }
        Ok(Val::parts(ty, bits, undef))
    }

    /// `fma a, b, c`: element-wise fused multiply-add of three values of the float type `ty`.
    pub(super) fn fma(
        &self,
        at: At,
        a: Value,
        b: Value,
        c: Value,
        ty: Type,
    ) -> Result<Val, InterpError> {
        let t = ty
            .elem()
            .filter(|t| t.is_float())
            .ok_or_else(|| at.malformed(format!("fma computes on floats, not {ty}")))?;
        let x = self.get_ty(at, a, ty, "first factor")?;
        let y = self.get_ty(at, b, ty, "second factor")?;
        let z = self.get_ty(at, c, ty, "addend")?;
        let n = x.len();
        let full = elem_mask(ty);
        let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for i in 0..n {
            let r = match (x.get(i), y.get(i), z.get(i)) {
                (Some(p), Some(q), Some(r)) => float::fma(t, p, q, r),
                _ => Some(FmaResult::Undefined),
            };
            match r {
                Some(FmaResult::Exact(v)) => {
                    bits.push(v);
                    undef.push(0);
                }
                Some(FmaResult::Undefined) => {
                    bits.push(0);
                    undef.push(full);
                }
                None => return Err(at.malformed(format!("fma computes on floats, not {ty}"))),
            }
        }
        Ok(Val::parts(ty, bits, undef))
    }

    /// `sitofp uitofp fptosi fptoui fpext fptrunc`: element-wise, the same lanes and channels.
    /// A poison conversion (a float out of the integer range) gives an undefined element.
    pub(super) fn float_cast(
        &self,
        at: At,
        op: CastOp,
        x: &Val,
        ty: Type,
    ) -> Result<Val, InterpError> {
        let bad = || at.malformed(format!("cannot {} {} to {ty}", op.name(), x.ty()));
        let (Some(from), Some(to)) = (x.ty().elem(), ty.elem()) else {
            return Err(bad());
        };
        let n = ty.num_elements() as usize;
        if x.len() != n || x.ty().lanes() != ty.lanes() {
            return Err(bad());
        }
        let full = elem_mask(ty);
        let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for i in 0..n {
            let r = match x.get(i) {
                Some(v) => float::float_cast(op, from, to, v).map_err(|e| at.malformed(e))?,
                None => None,
            };
            bits.push(r.unwrap_or(0));
            undef.push(if r.is_some() { 0 } else { full });
        }
        Ok(Val::parts(ty, bits, undef))
    }
}
