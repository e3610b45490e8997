//! `llvm.sqrt` on `f32`, and the C library's `sqrtf`, correctly rounded, from integer
//! operations on the bits (as `fdiv`, [`super::fdiv`], and for the same reasons).
//!
//! clang keeps `sqrtf(x)` a call of the library's `sqrtf` where `errno` may be set (C's default
//! on Linux): the loop stays scalar, one call per element. A kernel has no `errno`, so the call
//! is imported as `llvm.sqrt.f32`, which clang emits where it needs no `errno` (`-fno-math-errno`,
//! or an argument known not to be negative).
//!
//! | step | how (`x` the bits) |
//! |---|---|
//! | significand | 24 bits with the leading one and the biased exponent `e` (a subnormal's through an exact `uitofp`, [`significand`]) |
//! | even exponent | `m' = m << odd`, odd where `e - 127` is; the result's exponent field less one is `(e + 125 - odd) / 2` |
//! | root | `s = floor(sqrt(m' << 25))`, 25 bits: `y ≈ 1/sqrt(v)` for `v = (m' << 7) / 2^32` in [1/4, 1), a linear estimate and three Newton steps `y = y (3 - v y²) / 2` of `umulh`, then `umulh(m' << 7, y) >> 5`, less 1; the remainder `(m' << 25) - s²` (modulo 2^32: it is below 2^27) raises it by one at most three times |
//! | rounding | `(s + 1) >> 1`: a root is never halfway between two floats (the square of a 25-bit midpoint has more bits than an `f32`), so the 25th bit decides alone |
//! | specials | `±0`: itself; `+inf`: `+inf`; NaN and every negative number: the canonical NaN |
//!
//! The estimate before the remainder's corrections lies within [-2, 1] of the root for every
//! `m'` (`every_root_estimate_is_within_two_below_and_one_above`, all 2^24 of them), so three
//! corrections after the bias of -1 suffice. The unit tests compare every 7th `f32` of two
//! binades and of the subnormals, and a million random ones, with Rust's square root; all 2^32
//! inputs went once through a plain Rust transcription of these steps (0 differences). About 60
//! instructions.

use super::expand::{Bits, Emit, Lane, Ops};
use super::fdiv::{significand, INF, QNAN};
use super::FnCx;
use crate::error::ImportError;
use crate::view::V;
use memlower_ir::{BinOp, CastOp, CmpPred, ScalarType, Value};

/// The linear estimate of `1/sqrt(v)` on [1/4, 1) in Q2.30: `C0 - C1 * v`, with `C0` 2.11
/// and `C1` 1.185 (searched for the narrowest error after three Newton steps).
const C0: u32 = 2_265_595_248;
/// See [`C0`].
const C1: u32 = 1_272_384_061;

/// `floor(sqrt(m' << 25))` less at most 2 or more by at most 1, for `m'` in [2^23, 2^25)
/// (module documentation), before the remainder's corrections.
pub(crate) fn estimate<B: Bits>(b: &mut B, mp: B::V) -> B::V {
    let a = b.opk(BinOp::Shl, mp, 7);
    let c0 = b.k(C0);
    let c1 = b.k(C1);
    let av = b.op(BinOp::UMulH, a, c1);
    let mut y = b.op(BinOp::Sub, c0, av);
    let three = b.k(3 << 28);
    for _ in 0..3 {
        // y in Q2.30, y² and v y² in Q4.28.
        let y2 = b.op(BinOp::UMulH, y, y);
        let vy2 = b.op(BinOp::UMulH, a, y2);
        let t = b.op(BinOp::Sub, three, vy2);
        let next = b.op(BinOp::UMulH, y, t);
        y = b.opk(BinOp::Shl, next, 3);
    }
    let s = b.op(BinOp::UMulH, a, y);
    b.opk(BinOp::LShr, s, 5)
}

/// The bits of the `f32` square root of the bits `x`, correctly rounded (module
/// documentation).
pub(crate) fn expand<B: Bits>(b: &mut B, x: B::V) -> B::V {
    let ax = b.opk(BinOp::And, x, 0x7FFF_FFFF);
    let (m, e) = significand(b, ax);
    let low = b.opk(BinOp::And, e, 1);
    let odd = b.opk(BinOp::Xor, low, 1);
    let mp = b.op(BinOp::Shl, m, odd);
    let field = b.opk(BinOp::Add, e, 125);
    let field = b.op(BinOp::Sub, field, odd);
    let field = b.opk(BinOp::LShr, field, 1);
    // The root, 25 bits, exact by the remainder.
    let est = estimate(b, mp);
    let mut s = b.opk(BinOp::Sub, est, 1);
    let wide = b.opk(BinOp::Shl, mp, 25);
    let sq = b.op(BinOp::Mul, s, s);
    let mut rem = b.op(BinOp::Sub, wide, sq);
    let corrections = if planted!(SqrtOneCorrection) { 1 } else { 3 };
    for _ in 0..corrections {
        // (s + 1)² - s² = 2s + 1: s grows where the remainder holds it (both below 2^27).
        let twice = b.op(BinOp::Add, s, s);
        let step = b.opk(BinOp::Add, twice, 1);
        (s, rem) = b.restore(s, rem, step, true);
    }
    let s1 = b.opk(BinOp::Add, s, 1);
    let mant = b.opk(BinOp::LShr, s1, 1);
    let field = b.opk(BinOp::Shl, field, 23);
    let bits = b.op(BinOp::Add, field, mant);
    // NaN and negative numbers (x above infinity's bits), then +inf, then ±0 (-0 included).
    let nan = b.cmpk(CmpPred::Ugt, x, INF);
    let knan = b.k(QNAN);
    let r = b.sel(nan, knan, bits);
    let inf = b.cmpk(CmpPred::Eq, x, INF);
    let kinf = b.k(INF);
    let r = b.sel(inf, kinf, r);
    let zero = b.cmpk(CmpPred::Eq, ax, 0);
    b.sel(zero, x, r)
}

impl<'m> FnCx<'_, 'm> {
    /// `llvm.sqrt` and the library's `sqrtf` (module documentation): `f32` only.
    pub(super) fn sqrt(&mut self, i: V<'m>, x: Value) -> Result<Value, ImportError> {
        let ty = self.ty(x);
        if ty.elem() != Some(ScalarType::F32) {
            return Err(self.unsupported(
                i,
                "a square root of a float type other than f32 (memlower builds the f32 root \
                 from integer operations)",
            ));
        }
        let ity = ty.with_elem(ScalarType::I32);
        let xi = self.cast(CastOp::Bitcast, x, ity);
        let mut emit = Emit { cx: self, ty: ity };
        let r = expand(&mut emit, Lane::V(xi));
        let r = emit.value(r);
        Ok(self.cast(CastOp::Bitcast, r, ty))
    }
}

#[cfg(test)]
mod tests;
