//! `udiv`, `sdiv`, `urem` and `srem` by a value not known when compiling, on `i32` (and on
//! `i8`/`i16` extended to it): `a[i] / b[i]`, `i % n`, `i / width` with a runtime width.
//!
//! The scheme LLVM's AMDGPU back end expands a 32-bit division into
//! (`AMDGPUCodeGenPrepare::expandDivRem32`), with memlower's integer reciprocal in place of
//! the hardware's `rcp`:
//!
//! | step | how (`x / y`, unsigned) |
//! |---|---|
//! | estimate | `z ≈ 2^32 / y`, from below: `uitofp y` (its 24-bit significand and exponent `e`), the reciprocal `2^55 / significand` of `fdiv` ([`super::super::fdiv`]), less 2^-22 of itself (the conversion may round `y` down by 2^-24: without the bias, `y` = 171,798,692 gives `z` = 25, above `2^32 / y`, and the step below doubles it), shifted right by `e` (at most 31: a divisor of 0, undefined behaviour in LLVM, gives a defined value) |
//! | refinement | one Newton step: `z += umulh(z, -y * z)` |
//! | quotient | `q = umulh(x, z)`, `r = x - q * y`; then twice, where `r >= y`: `q + 1`, `r - y` (`r = umin(r, r - y)`: the difference wraps above `r` where `y` is more) |
//! | signed | on the magnitudes (`(x ^ s) - s`, `s` the sign copied by `ashr 31`), then the quotient takes the sign of `x ^ y` and the remainder that of `x` |
//!
//! About 40 instructions (8 `umulh`, 7 of them the divisor's), the divisor's share (20) made
//! once per divisor and block.
//! The unit tests compare all four operations with Rust's on 1.2 million random pairs, every
//! divisor up to 70,000 with the dividends at its multiples' edges, the divisors around every
//! power of two and those just above `2^32 / k` for every `k` up to 70,000; one refinement
//! fewer, or a bias of 2^-30, fails them. A plain Rust transcription of the
//! unsigned steps was also compared on 900 million random pairs and on every dividend of 8
//! hard divisors (65,537, 3, 641, 2^24 + 1, 2^31 + 1, 10^8 + 7, 2^32 - 129, 2^32 - 1): 0
//! differences.

use super::super::expand::{Bits, Ops};
use super::super::fdiv::reciprocal;
use super::DivOp;
use memlower_ir::BinOp;

/// What the division needs of its divisor: its magnitude `y` (as an unsigned `i32`) and
/// `z ≈ 2^32 / y` after the refinement (module documentation).
#[derive(Clone, Copy)]
pub(crate) struct Divisor<V> {
    /// The divisor's sign copied to every bit (0 for an unsigned division).
    pub sign: V,
    y: V,
    z: V,
}

/// The [`Divisor`] of `d` (`i32` lanes), signed or not.
pub(crate) fn divisor<B: Bits>(b: &mut B, d: B::V, signed: bool) -> Divisor<B::V> {
    let (sign, y) = if signed { magnitude(b, d) } else { (b.k(0), d) };
    let fy = b.float_of(y);
    let e = b.opk(BinOp::LShr, fy, 23);
    let e = b.opk(BinOp::Sub, e, 127);
    let e = b.opk(BinOp::UMin, e, 31);
    let frac = b.opk(BinOp::And, fy, 0x007F_FFFF);
    let nb = b.opk(BinOp::Or, frac, 0x0080_0000);
    let r = reciprocal(b, nb);
    let bias = b.opk(BinOp::LShr, r, 22);
    let r = b.op(BinOp::Sub, r, bias);
    let z = b.op(BinOp::LShr, r, e);
    // One Newton step: z (2 - y z / 2^32), from below.
    let zero = b.k(0);
    let neg = b.op(BinOp::Sub, zero, y);
    let err = b.op(BinOp::Mul, neg, z);
    let more = b.op(BinOp::UMulH, z, err);
    let z = b.op(BinOp::Add, z, more);
    Divisor { sign, y, z }
}

/// `(s, |v|)`: `v`'s sign copied to every bit, and its magnitude (an unsigned `i32`).
fn magnitude<B: Bits>(b: &mut B, v: B::V) -> (B::V, B::V) {
    let s = b.opk(BinOp::AShr, v, 31);
    (s, signed(b, v, s))
}

/// `v` negated where `s` is all ones, as it is where `s` is 0: `(v ^ s) - s`.
fn signed<B: Bits>(b: &mut B, v: B::V, s: B::V) -> B::V {
    let flipped = b.op(BinOp::Xor, v, s);
    b.op(BinOp::Sub, flipped, s)
}

/// `op x, d` on `i32` lanes, `d` given by its [`Divisor`] (module documentation).
pub(crate) fn expand<B: Bits>(b: &mut B, op: DivOp, x: B::V, d: &Divisor<B::V>) -> B::V {
    let (sx, ax) = if op.signed() {
        magnitude(b, x)
    } else {
        (b.k(0), x)
    };
    let Divisor { sign, y, z } = *d;
    let mut q = b.op(BinOp::UMulH, ax, z);
    let qy = b.op(BinOp::Mul, q, y);
    let mut r = b.op(BinOp::Sub, ax, qy);
    let refinements = if planted!(DivideOneRefinement) { 1 } else { 2 };
    for _ in 0..refinements {
        (q, r) = b.restore(q, r, y, false);
    }
    // The sign of the quotient is that of x ^ y, of the remainder that of x.
    let (v, s) = match op {
        DivOp::UDiv => return q,
        DivOp::URem => return r,
        DivOp::SDiv => (q, b.op(BinOp::Xor, sx, sign)),
        DivOp::SRem => (r, sx),
    };
    signed(b, v, s)
}

#[cfg(test)]
mod tests;
