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

use super::FnCx;
use crate::error::ImportError;
use crate::view::V;
use memlower_ir::interp::{float::float_cast, scalar};
use memlower_ir::{BinOp, CastOp, CmpPred, ScalarType, Type, Value};

/// What the expansion computes with: `i32` lanes, masks, and one conversion.
pub(crate) trait Bits {
    /// A 32-bit value.
    type V: Copy;
    /// A mask.
    type M: Copy;
    /// The constant `c`.
    fn k(&mut self, c: u32) -> Self::V;
    /// `op a, b` on `i32`.
    fn op(&mut self, op: BinOp, a: Self::V, b: Self::V) -> Self::V;
    /// `cmp pred a, b` on `i32`.
    fn cmp(&mut self, pred: CmpPred, a: Self::V, b: Self::V) -> Self::M;
    /// `and` (`all`) or `or` of two masks.
    fn logic(&mut self, all: bool, a: Self::M, b: Self::M) -> Self::M;
    /// `select m, a, b`.
    fn sel(&mut self, m: Self::M, a: Self::V, b: Self::V) -> Self::V;
    /// The bits of `uitofp x` to `f32` (exact for `x` below 2^24).
    fn float_of(&mut self, x: Self::V) -> Self::V;
}

/// Shorthands over [`Bits`].
pub(super) trait Ops: Bits {
    fn opk(&mut self, op: BinOp, a: Self::V, c: u32) -> Self::V {
        let k = self.k(c);
        self.op(op, a, k)
    }
    fn cmpk(&mut self, pred: CmpPred, a: Self::V, c: u32) -> Self::M {
        let k = self.k(c);
        self.cmp(pred, a, k)
    }
}

impl<B: Bits> Ops for B {}

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
    // q is short by one where the remainder is at least nb: then `rem - nb` is below 2^24;
    // otherwise it wraps past 2^31.
    let less = b.op(BinOp::Sub, rem, nb);
    let rem = b.op(BinOp::UMin, rem, less);
    let wrapped = b.opk(BinOp::LShr, less, 31);
    let up = b.opk(BinOp::Xor, wrapped, 1);
    let q = b.op(BinOp::Add, q, up);
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

/// A 32-bit lane value while emitting: a constant the emitter folds, or an IR value.
#[derive(Clone, Copy)]
pub(crate) enum Lane {
    K(u32),
    V(Value),
}

/// A mask while emitting: one known for every lane, or an IR value.
#[derive(Clone, Copy)]
pub(crate) enum Pred {
    K(bool),
    V(Value),
}

/// Emits the expansion as IR of `i32` lanes of type `ty`, folding what is constant.
pub(super) struct Emit<'a, 'c, 'm> {
    pub(super) cx: &'a mut FnCx<'c, 'm>,
    pub(super) ty: Type,
}

impl Emit<'_, '_, '_> {
    /// `x` as an IR value (a constant made where it is needed).
    pub(super) fn value(&mut self, x: Lane) -> Value {
        match x {
            Lane::K(c) => self.cx.iconst(self.ty, &[i64::from(c as i32)]),
            Lane::V(v) => v,
        }
    }
}

impl Bits for Emit<'_, '_, '_> {
    type V = Lane;
    type M = Pred;
    fn k(&mut self, c: u32) -> Lane {
        Lane::K(c)
    }
    fn op(&mut self, op: BinOp, a: Lane, b: Lane) -> Lane {
        if let (Lane::K(x), Lane::K(y)) = (a, b) {
            if let Ok(Some(r)) = scalar::binary(op, Some(ScalarType::I32), x.into(), y.into()) {
                return Lane::K(r as u32);
            }
        }
        let (a, b) = (self.value(a), self.value(b));
        Lane::V(self.cx.bin(op, a, b))
    }
    fn cmp(&mut self, pred: CmpPred, a: Lane, b: Lane) -> Pred {
        if let (Lane::K(x), Lane::K(y)) = (a, b) {
            return Pred::K(scalar::compare(pred, ScalarType::I32, x.into(), y.into()));
        }
        let (a, b) = (self.value(a), self.value(b));
        Pred::V(self.cx.cmp(pred, a, b))
    }
    fn logic(&mut self, all: bool, a: Pred, b: Pred) -> Pred {
        match (a, b) {
            (Pred::K(x), Pred::K(y)) => Pred::K(if all { x && y } else { x || y }),
            // `true and m`, `false or m`: m; `false and m`, `true or m`: the constant.
            (Pred::K(x), m @ Pred::V(_)) | (m @ Pred::V(_), Pred::K(x)) => {
                if x == all {
                    m
                } else {
                    Pred::K(x)
                }
            }
            (Pred::V(x), Pred::V(y)) => {
                let op = if all { BinOp::And } else { BinOp::Or };
                Pred::V(self.cx.bin(op, x, y))
            }
        }
    }
    fn sel(&mut self, m: Pred, a: Lane, b: Lane) -> Lane {
        match m {
            Pred::K(t) => {
                if t {
                    a
                } else {
                    b
                }
            }
            Pred::V(m) => {
                let (a, b) = (self.value(a), self.value(b));
                Lane::V(self.cx.sel(m, a, b))
            }
        }
    }
    fn float_of(&mut self, x: Lane) -> Lane {
        match x {
            Lane::K(c) => {
                let f = float_cast(CastOp::UIToFP, ScalarType::I32, ScalarType::F32, c.into());
                Lane::K(f.ok().flatten().unwrap_or(0) as u32)
            }
            Lane::V(v) => {
                let f = self
                    .cx
                    .cast(CastOp::UIToFP, v, self.ty.with_elem(ScalarType::F32));
                Lane::V(self.cx.cast(CastOp::Bitcast, f, self.ty))
            }
        }
    }
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
pub(super) mod tests;
