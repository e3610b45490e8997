//! `udiv`, `sdiv`, `urem` and `srem` of `i64` by a constant below 2^32 in magnitude: `i / 3`
//! and `i % 10` where `i` is a `size_t` or `long` (clang keeps the 64-bit division in such
//! loops).
//!
//! Long division in two 32-bit digits, each a division of a two-word number by the divisor
//! normalised (`dn = d << s`, its top bit set) with its precomputed inverse
//! `v = floor((2^64 - 1) / dn) - 2^32` (Möller and Granlund, "Improved division by invariant
//! integers", 2011, algorithm 4): `q = v * nh + (nh + 1) * 2^32 + nl` (two words), the
//! remainder `nl - q1 * dn` modulo 2^32, then at most two adjustments. The dividend is shifted
//! left by `s` into three words first, and the remainder back. A signed division works on the
//! magnitudes (64-bit `ashr`, `xor` and `sub`, which every target emulates) and gives the
//! quotient the sign of `x ^ d`, the remainder that of `x`.
//!
//! About 40 instructions of 32-bit lanes. The unit tests compare it with Rust's 64-bit division
//! on random dividends by every divisor up to 30,000, the divisors around every power of two
//! and random ones; a Rust transcription matched on 800 million pairs. A divisor of 2^32 or
//! more, or not known when compiling, is refused.

use super::super::expand::{Bits, Ops};
use memlower_ir::{BinOp, CmpPred};

/// The constants of a division by `d` (1 <= d < 2^32): the shift that normalises it, the
/// normalised divisor and its inverse.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Normalised {
    shift: u32,
    dn: u32,
    inverse: u32,
}

impl Normalised {
    /// The constants of `d` (not 0).
    pub(crate) fn of(d: u32) -> Normalised {
        let shift = d.leading_zeros();
        let dn = d << shift;
        // floor((2^64 - 1) / dn) is in [2^32, 2^33): the inverse is its low word.
        let inverse = (u64::MAX / u64::from(dn)) as u32;
        Normalised { shift, dn, inverse }
    }
}

/// `(q, r)` of the two-word `nh:nl` by the normalised divisor, `nh < dn` (the module's
/// algorithm 4).
fn two_by_one<B: Bits>(b: &mut B, nh: B::V, nl: B::V, n: Normalised) -> (B::V, B::V) {
    let v = b.k(n.inverse);
    let hi = b.op(BinOp::UMulH, v, nh);
    let lo = b.op(BinOp::Mul, v, nh);
    let q0 = b.op(BinOp::Add, lo, nl);
    // The carry out of the low word.
    let wrapped = b.cmp(CmpPred::Ult, q0, lo);
    let (one, zero) = (b.k(1), b.k(0));
    let carry = b.sel(wrapped, one, zero);
    let q1 = b.op(BinOp::Add, hi, nh);
    // The planted bug: the carry dropped.
    let q1 = if planted!(WideDropsCarry) {
        q1
    } else {
        b.op(BinOp::Add, q1, carry)
    };
    let q1 = b.opk(BinOp::Add, q1, 1);
    let qd = b.opk(BinOp::Mul, q1, n.dn);
    let r = b.op(BinOp::Sub, nl, qd);
    // One too many where the remainder exceeds the low word of the estimate.
    let over = b.cmp(CmpPred::Ugt, r, q0);
    let back = b.opk(BinOp::Sub, q1, 1);
    let q1 = b.sel(over, back, q1);
    let more = b.opk(BinOp::Add, r, n.dn);
    let r = b.sel(over, more, r);
    // One too few (rarely) where the remainder is still at least the divisor.
    let dn = b.k(n.dn);
    b.restore(q1, r, dn, false)
}

/// The quotient's two words and the remainder of the unsigned `xh:xl` by `n`'s divisor.
pub(crate) fn divide<B: Bits>(b: &mut B, xh: B::V, xl: B::V, n: Normalised) -> (B::V, B::V, B::V) {
    let s = n.shift;
    let (n2, n1, n0) = if s == 0 {
        (b.k(0), xh, xl)
    } else {
        let n2 = b.opk(BinOp::LShr, xh, 32 - s);
        let up = b.opk(BinOp::Shl, xh, s);
        let down = b.opk(BinOp::LShr, xl, 32 - s);
        let n1 = b.op(BinOp::Or, up, down);
        (n2, n1, b.opk(BinOp::Shl, xl, s))
    };
    let (q1, r1) = two_by_one(b, n2, n1, n);
    let (q0, r0) = two_by_one(b, r1, n0, n);
    let r = if s == 0 {
        r0
    } else {
        b.opk(BinOp::LShr, r0, s)
    };
    (q1, q0, r)
}

#[cfg(test)]
mod tests;
