//! `llvm.floor`, `ceil`, `trunc`, `round`, `rint`, `nearbyint` and `roundeven` on `f32`, built
//! exactly from ops memlower has (conversions, compares, selects, IEEE adds):
//!
//! | LLVM | memlower, for `\|x\| < 2^23` (else `x + 0.0`: `x` already integral or an infinity, or for a NaN the canonical quiet NaN, as LLVM's float ops quiet NaNs) |
//! |---|---|
//! | `trunc` | `t = sitofp (fptosi x)` (exact: `\|x\|` fits `i32`) |
//! | `floor` / `ceil` | `t - 1` where `t > x` / `t + 1` where `t < x` |
//! | `round` (halves away from zero) | `t + 1` where `\|x - t\| >= 0.5` (`x - t` is exact) |
//! | `rint`, `nearbyint`, `roundeven` (halves to even) | `(\|x\| + 2^23) - 2^23`: the add rounds to nearest even |
//!
//! The result then takes `x`'s sign bit (`copysign`): each of these functions keeps the sign, so
//! `trunc(-0.5)` is `-0` where `sitofp` gives `+0`. `fptosi` of the lanes not selected (large or
//! NaN) is undefined and never read. f16 and f64 are refused.

use super::FnCx;
use crate::error::ImportError;
use crate::view::V;
use memlower_ir::{BinOp, CastOp, FCmpPred, ScalarType, Value};

/// Which rounding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rounding {
    /// Toward minus infinity.
    Floor,
    /// Toward plus infinity.
    Ceil,
    /// Toward zero.
    Trunc,
    /// To nearest, halves away from zero.
    Round,
    /// To nearest, halves to even.
    Even,
}

impl Rounding {
    /// The rounding of the intrinsic family `llvm.X`.
    pub(super) fn of(family: &str) -> Option<Rounding> {
        Some(match family {
            "llvm.floor" => Rounding::Floor,
            "llvm.ceil" => Rounding::Ceil,
            "llvm.trunc" => Rounding::Trunc,
            "llvm.round" => Rounding::Round,
            "llvm.rint" | "llvm.nearbyint" | "llvm.roundeven" => Rounding::Even,
            _ => return None,
        })
    }
}

impl<'m> FnCx<'_, 'm> {
    /// `x` rounded to an integral float as `how` says (module documentation).
    pub(super) fn round_float(
        &mut self,
        i: V<'m>,
        how: Rounding,
        x: Value,
    ) -> Result<Value, ImportError> {
        let ty = self.ty(x);
        if ty.elem() != Some(ScalarType::F32) || ty.chans() != Some(1) {
            return Err(self.unsupported(
                i,
                "rounding to an integral value of a type other than f32 (memlower builds it \
                 from f32 to i32 conversions)",
            ));
        }
        let magnitude = self.sign_bit(i, x, BinOp::And)?;
        let big = self.fconst(ty, 8_388_608.0); // 2^23: every f32 at least this is integral
        let small = self.fcmp_of(FCmpPred::Olt, magnitude, big);
        let r = if how == Rounding::Even {
            let up = self.bin(BinOp::Add, magnitude, big);
            self.bin(BinOp::Sub, up, big)
        } else {
            let ity = ty.with_elem(ScalarType::I32);
            let n = self.cast(CastOp::FPToSI, x, ity);
            let t = self.cast(CastOp::SIToFP, n, ty);
            let one = self.fconst(ty, 1.0);
            match how {
                Rounding::Trunc => t,
                Rounding::Floor => {
                    let above = self.fcmp_of(FCmpPred::Ogt, t, x);
                    let less = self.bin(BinOp::Sub, t, one);
                    self.sel(above, less, t)
                }
                Rounding::Ceil => {
                    let below = self.fcmp_of(FCmpPred::Olt, t, x);
                    let more = self.bin(BinOp::Add, t, one);
                    self.sel(below, more, t)
                }
                _ => {
                    // Halves away from zero: one more unit of magnitude where the dropped
                    // fraction is at least a half. `x - t` is exact (both within one binade
                    // of each other, or t = 0).
                    let frac = self.bin(BinOp::Sub, x, t);
                    let frac = self.sign_bit(i, frac, BinOp::And)?;
                    let half = self.fconst(ty, 0.5);
                    let away = self.fcmp_of(FCmpPred::Oge, frac, half);
                    let unit = self.copysign(i, one, x)?;
                    let bumped = self.bin(BinOp::Add, t, unit);
                    self.sel(away, bumped, t)
                }
            }
        };
        let signed = if planted!(RoundingDropsSign) {
            r
        } else {
            self.copysign(i, r, x)?
        };
        // Past 2^23, `x` itself, but a NaN quieted as LLVM's float ops return it: `x + 0.0`
        // is `x` for every number there (no -0 reaches it) and the canonical NaN for a NaN.
        let zero = self.fconst(ty, 0.0);
        let big_or_nan = self.bin(BinOp::Add, x, zero);
        Ok(self.sel(small, signed, big_or_nan))
    }
}
