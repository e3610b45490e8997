//! `fdiv` on `f32`, correctly rounded, from integer operations on the bits.
//!
//! memlower's IR has no float division: vISA's `div` and `inv` on floats are approximations
//! whose error the spec copy does not bound, and an IEEE division that is not correctly
//! rounded would be a silent wrong answer for C (`a[i] / b[i]` is exact in C and in LLVM
//! unless `!fpmath` or fast-math flags relax it, and exact division satisfies those too).
//! Everyday loops divide floats often (`sum / n`, `x / 3.0f`), so `fdiv` is built from what
//! the IR has, round to nearest even, with every special case:
//!
//! | step | how (`a / b`, both `i32` bits) |
//! |---|---|
//! | sign | `(a ^ b) & 0x8000_0000` |
//! | significands | 24 bits with the leading one, and the exponent: a subnormal's through `uitofp` of its fraction (exact below 2^24: the conversion normalises it) |
//! | ratio in [1, 2) | `x = na << (na < nb)`, the exponent one lower if shifted |
//! | reciprocal | `r ≈ 2^55 / nb` in 32 bits: the linear estimate `0x7504F333 - (nb << 8)` (compiler-rt's `__divsf3`), three Newton steps `r = umulh(r, -umulh(r, nb << 8)) << 1`, less 2 |
//! | quotient | `q = umulh(x << 2, r)`, 26 bits; the remainder `(x << 25) - q * nb` (modulo 2^32: it is below 2^26) corrects `q` by at most one |
//! | rounding | the sticky bit (remainder not zero) or'ed into bit 0, then `(q + half - 1 + lsb) >> shift`, with the shift 2 for a normal result and up to 27 for a subnormal one; the exponent added below (a carry out of the significand lands in it) |
//! | specials | a NaN operand, `0 / 0` and `inf / inf`: the canonical NaN; `x / 0`, `inf / x`: infinity; `0 / x`, `x / inf`: zero; overflow: `umin` with infinity |
//!
//! Why three steps suffice: over every one of the 2^23 divisor significands `2^55 / nb - r`
//! lies in [0, 10] (`every_reciprocal_is_within_ten_units_below`), so `q` falls short of
//! `floor(x * 2^25 / nb)` by `x * 10 / 2^30 < 1`, at most one unit, which the remainder
//! corrects.
//!
//! Written once, against [`Bits`]: the importer emits IR with it, folding constants (a divisor
//! known when compiling, `x / 3.0f`, leaves the reciprocal, its exponent and its special cases
//! to the compiler), and the unit tests compute with the IR's own scalar semantics against
//! Rust's division. About 80 instructions of 32-bit lanes, 30 fewer for a constant divisor.

use super::expand::{Bits, Emit, Lane, Ops};
use super::FnCx;
use crate::error::ImportError;
use crate::view::V;
use memlower_ir::{BinOp, CastOp, CmpPred, ScalarType, Value};

/// The bits of positive infinity.
pub(super) const INF: u32 = 0x7F80_0000;
/// The canonical quiet NaN (LLVM leaves an arithmetic NaN's payload unspecified).
pub(super) const QNAN: u32 = 0x7FC0_0000;
/// The fraction field.
const FRAC: u32 = 0x007F_FFFF;
/// The leading one of a 24-bit significand.
const ONE: u32 = 0x0080_0000;

/// The 24-bit significand (leading one set) and the biased exponent of a magnitude `m` (sign
/// cleared; for zero, infinity and NaN defined but unused): a normal number's fraction with
/// the one, and its exponent field; a subnormal's fraction converted to `f32`, which shifts
/// its leading one into place, and the field that conversion has, less 149 (`m * 2^-149` is
/// `1.f * 2^(field - 127 - 149)`).
pub(super) fn significand<B: Bits>(b: &mut B, m: B::V) -> (B::V, B::V) {
    let conv = b.float_of(m);
    // The mask is read by two selects next to each other: one flag register, briefly.
    let sub = b.cmpk(CmpPred::Ult, m, ONE);
    let t = b.sel(sub, conv, m);
    let (k149, k0) = (b.k(149), b.k(0));
    let bias = b.sel(sub, k149, k0);
    let frac = b.opk(BinOp::And, t, FRAC);
    let n = b.opk(BinOp::Or, frac, ONE);
    let field = b.opk(BinOp::LShr, t, 23);
    (n, b.op(BinOp::Sub, field, bias))
}

/// `2^55 / nb - d` for some `d` in [0, 10], `nb` a 24-bit significand (module documentation).
pub(super) fn reciprocal<B: Bits>(b: &mut B, nb: B::V) -> B::V {
    let b1 = b.opk(BinOp::Shl, nb, 8);
    let c = b.k(0x7504_F333);
    let mut r = b.op(BinOp::Sub, c, b1);
    let zero = b.k(0);
    for _ in 0..3 {
        let p = b.op(BinOp::UMulH, r, b1);
        let corr = b.op(BinOp::Sub, zero, p);
        let next = b.op(BinOp::UMulH, r, corr);
        r = b.opk(BinOp::Shl, next, 1);
    }
    b.opk(BinOp::Sub, r, 2)
}

/// What the division needs of its divisor `y` (bits), made once for every division by it in
/// a block: its magnitude, significand, exponent and reciprocal.
#[derive(Clone, Copy)]
pub(crate) struct Divisor<V> {
    y: V,
    ay: V,
    nb: V,
    eb: V,
    r: V,
}

/// The [`Divisor`] of the bits `y`.
pub(crate) fn divisor<B: Bits>(b: &mut B, y: B::V) -> Divisor<B::V> {
    let ay = b.opk(BinOp::And, y, 0x7FFF_FFFF);
    let (nb, eb) = significand(b, ay);
    let r = reciprocal(b, nb);
    Divisor { y, ay, nb, eb, r }
}

/// The bits of the `f32` division `x / y` of the bits `x` and `y`, correctly rounded
/// (module documentation).
#[cfg(test)]
pub(crate) fn expand<B: Bits>(b: &mut B, x: B::V, y: B::V) -> B::V {
    let d = divisor(b, y);
    divide(b, x, &d)
}

/// The bits of `x / y`, `y` given by its [`Divisor`].
pub(crate) fn divide<B: Bits>(b: &mut B, x: B::V, d: &Divisor<B::V>) -> B::V {
    let Divisor { y, ay, nb, eb, r } = *d;
    let diff = b.op(BinOp::Xor, x, y);
    let sign = b.opk(BinOp::And, diff, 0x8000_0000);
    let ax = b.opk(BinOp::And, x, 0x7FFF_FFFF);
    let (na, ea) = significand(b, ax);
    // The ratio in [1, 2): the dividend doubled where its significand is the smaller.
    let d = b.op(BinOp::Sub, na, nb);
    let lt = b.opk(BinOp::LShr, d, 31);
    let n = b.op(BinOp::Shl, na, lt);
    let de = b.op(BinOp::Sub, ea, eb);
    let de = b.op(BinOp::Sub, de, lt);
    let e = b.opk(BinOp::Add, de, 127);
    // 26 bits of quotient, corrected by the remainder.
    let n4 = b.opk(BinOp::Shl, n, 2);
    let q = b.op(BinOp::UMulH, n4, r);
    let wide = b.opk(BinOp::Shl, n, 25);
    let qn = b.op(BinOp::Mul, q, nb);
    let rem = b.op(BinOp::Sub, wide, qn);
    // q is short by one where the remainder is at least nb (both below 2^26).
    let (q, rem) = b.restore(q, rem, nb, true);
    let sticky = b.opk(BinOp::UMin, rem, 1);
    // The planted bug: the sticky bit left out.
    let q = if planted!(FdivDropsSticky) {
        q
    } else {
        b.op(BinOp::Or, q, sticky)
    };
    let bits = round(b, q, e);
    specials(b, ax, ay, sign, bits)
}

/// The magnitude's bits from 26 bits of quotient `q` (the sticky bit in bit 0) and the biased
/// exponent `e` of its leading bit: rounded to nearest even, a subnormal or zero where `e` is
/// 0 or less, infinity where it overflows.
fn round<B: Bits>(b: &mut B, q: B::V, e: B::V) -> B::V {
    // The bits below the result's last: 2 for a normal result, 2 + (1 - e) for a subnormal
    // one, at most 27 (every bit of q, which then rounds to zero).
    let one = b.k(1);
    let below = b.op(BinOp::Sub, one, e);
    let below = b.opk(BinOp::SMax, below, 0);
    let below = b.opk(BinOp::SMin, below, 25);
    let shift = b.opk(BinOp::Add, below, 2);
    let half_at = b.opk(BinOp::Sub, shift, 1);
    let half = b.op(BinOp::Shl, one, half_at);
    let kept = b.op(BinOp::LShr, q, shift);
    let lsb = b.opk(BinOp::And, kept, 1);
    let t = b.op(BinOp::Add, q, half);
    let t = b.op(BinOp::Add, t, lsb);
    let t = b.opk(BinOp::Sub, t, 1);
    let rounded = b.op(BinOp::LShr, t, shift);
    // The exponent field below the significand's leading one (0 for a subnormal result); a
    // carry out of the rounded significand lands in it.
    let field = b.opk(BinOp::SMax, e, 1);
    let field = b.opk(BinOp::Sub, field, 1);
    let field = b.opk(BinOp::Shl, field, 23);
    let bits = b.op(BinOp::Add, field, rounded);
    b.opk(BinOp::UMin, bits, INF)
}

/// Where `x == kx` or `y == ky`.
fn either_is<B: Bits>(b: &mut B, (x, kx): (B::V, u32), (y, ky): (B::V, u32)) -> B::M {
    let mx = b.cmpk(CmpPred::Eq, x, kx);
    let my = b.cmpk(CmpPred::Eq, y, ky);
    b.logic(false, mx, my)
}

/// The result of `x / y` from the magnitudes `ax`, `ay`, the sign and the quotient's bits
/// `bits`, with the special cases. Each mask is read by the select next to it, so at most
/// two are live at once (flag registers are few: 4 on tgllp and dg2).
fn specials<B: Bits>(b: &mut B, ax: B::V, ay: B::V, sign: B::V, bits: B::V) -> B::V {
    // x / 0 and inf / x: infinity; 0 / x and x / inf: zero.
    let inf = either_is(b, (ax, INF), (ay, 0));
    let kinf = b.k(INF);
    let mag = b.sel(inf, kinf, bits);
    let zero = either_is(b, (ax, 0), (ay, INF));
    let k0 = b.k(0);
    let mag = b.sel(zero, k0, mag);
    let signed = b.op(BinOp::Or, sign, mag);
    // A NaN operand, 0 / 0 and inf / inf: where the larger magnitude less one (0 wraps) or
    // the smaller is at least infinity's.
    let hi = b.op(BinOp::UMax, ax, ay);
    let hi = b.opk(BinOp::Sub, hi, 1);
    let lo = b.op(BinOp::UMin, ax, ay);
    let top = b.op(BinOp::UMax, hi, lo);
    let nan = b.cmpk(CmpPred::Uge, top, INF);
    let knan = b.k(QNAN);
    b.sel(nan, knan, signed)
}

impl<'m> FnCx<'_, 'm> {
    /// `fdiv` (module documentation): `f32` only.
    pub(super) fn fdiv(&mut self, i: V<'m>) -> Result<Value, ImportError> {
        let (x, y) = self.operands2(i)?;
        let ty = self.ty(x);
        if ty.elem() != Some(ScalarType::F32) {
            return Err(self.unsupported(
                i,
                "division of a float type other than f32 (memlower builds f32 division from \
                 integer operations)",
            ));
        }
        let ity = ty.with_elem(ScalarType::I32);
        let lane = |cx: &mut Self, v: Value| match cx.splat_f32_bits(v) {
            Some(bits) => Lane::K(bits),
            None => Lane::V(cx.cast(CastOp::Bitcast, v, ity)),
        };
        let xl = lane(self, x);
        // One reciprocal for every division by `y` in this block (`x / total`, unrolled).
        let key = (self.cur, y);
        let d = match self.divisors.get(&key) {
            Some(&d) => d,
            None => {
                let yl = lane(self, y);
                let d = divisor(&mut Emit { cx: self, ty: ity }, yl);
                self.divisors.insert(key, d);
                d
            }
        };
        let mut emit = Emit { cx: self, ty: ity };
        let r = divide(&mut emit, xl, &d);
        let r = emit.value(r);
        Ok(self.cast(CastOp::Bitcast, r, ty))
    }

    /// The bits of the one `f32` every lane of the constant `v` holds, if it is one.
    fn splat_f32_bits(&self, v: Value) -> Option<u32> {
        let def = self.func.def_kind(v)?;
        match def {
            memlower_ir::InstKind::Const {
                value: memlower_ir::ConstValue::Float(elems),
            } => {
                let first = *elems.first()?;
                elems
                    .iter()
                    .all(|&e| e == first)
                    .then(|| (f64::from_bits(first) as f32).to_bits())
            }
            memlower_ir::InstKind::Splat { x } => self.splat_f32_bits(*x),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
