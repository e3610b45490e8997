//! `llvm.umul.with.overflow` by a constant, which the loop vectorizer's runtime checks emit
//! (does `3 * n` wrap?) before a strided group. The call has a `{ iN, i1 }` result that memlower
//! has no type for; each `extractvalue` of it is imported instead:
//!
//! | LLVM | memlower |
//! |---|---|
//! | `extractvalue (umul.with.overflow x, c), 0` | `mul x, c` (on `i64`: shifts and adds) |
//! | `extractvalue (umul.with.overflow x, c), 1` | `cmp ugt x, floor((2^N - 1) / c)` (`false` for `c` = 0) |
//!
//! `x * c` (c > 0) exceeds `2^N - 1` exactly when `x > floor((2^N - 1) / c)`. Calls with no
//! constant operand are refused.

use super::FnCx;
use crate::error::ImportError;
use crate::view::{Kind, V};
use memlower_ir::{BinOp, CmpPred, ScalarType, Value};

impl<'m> FnCx<'_, 'm> {
    /// The variable operand and the constant of an `llvm.umul.with.overflow` call.
    pub(super) fn overflow_operands(&mut self, i: V<'m>) -> Result<(V<'m>, u64), ImportError> {
        let args = i.call_args();
        let konst = |v: &V<'m>| super::pointers::splat_int(*v);
        let (x, c) =
            match args[..] {
                [a, b] if konst(&b).is_some() => (a, konst(&b)),
                [a, b] if konst(&a).is_some() => (b, konst(&a)),
                _ => return Err(self.unsupported(
                    i,
                    "an `llvm.umul.with.overflow` without a constant operand (only products by \
                     a constant are imported)",
                )),
            };
        let bits = match x.ty().kind() {
            Kind::Int(w @ (8 | 16 | 32 | 64)) => w,
            Kind::Vector(_) => match x.ty().elem().map(|e| e.kind()) {
                Some(Kind::Int(w @ (8 | 16 | 32 | 64))) => w,
                _ => 0,
            },
            _ => 0,
        };
        if bits == 0 {
            return Err(self.unsupported(i, "an `llvm.umul.with.overflow` of this type"));
        }
        let all = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        Ok((x, c.map_or(0, |c| c as u64 & all)))
    }

    /// `extractvalue` of an `llvm.umul.with.overflow` call (see the module table).
    pub(super) fn overflow_result(&mut self, i: V<'m>) -> Result<Value, ImportError> {
        let call = i.operand(0).filter(|c| {
            c.callee()
                .is_some_and(|f| f.name().starts_with("llvm.umul.with.overflow."))
        });
        let (Some(call), &[k]) = (call, &i.indices()[..]) else {
            return Err(self.unsupported(
                i,
                "an `extractvalue` of anything but `llvm.umul.with.overflow` (memlower has no \
                 aggregates)",
            ));
        };
        let (xv, c) = self.overflow_operands(call)?;
        let x = self.value(xv)?;
        let ty = self.ty(x);
        let bits = ty.elem().map_or(32, |e| e.bits());
        if k == 0 {
            return Ok(if ty.elem() == Some(ScalarType::I64) {
                self.mul_i64_by(x, c as i64)
            } else {
                let kc = self.iconst(ty, &[c as i64]);
                self.bin(BinOp::Mul, x, kc)
            });
        }
        let all = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        // The largest x whose product fits; every x fits a product by 0.
        let limit = all.checked_div(c).unwrap_or(all);
        let limit = if planted!(OverflowOffByOne) {
            limit.wrapping_sub(1) & all
        } else {
            limit
        };
        // The constant as its N-bit pattern, sign-extended (how memlower holds integers).
        let shift = 64 - bits;
        let limit = ((limit << shift) as i64) >> shift;
        let kl = self.iconst(ty, &[limit]);
        Ok(self.cmp(CmpPred::Ugt, x, kl))
    }
}
