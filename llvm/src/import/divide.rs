//! `udiv`, `sdiv`, `urem` and `srem` by a constant, as a multiply-high and shifts.
//!
//! memlower's IR has no division: vISA's integer divide is not among the instructions the
//! lowering emits, and the finalizer expands it into a long float sequence. What clang leaves
//! in everyday loops is division by a constant (`x / 2`, `i % 3`, `n / 10`), which compilers
//! turn into a multiplication by a "magic" reciprocal (Granlund and Montgomery, "Division by
//! invariant integers using multiplication", 1994; Warren, *Hacker's Delight*, ch. 10):
//!
//! | LLVM | memlower (`x` an `i32`, `d` the constant) |
//! |---|---|
//! | `udiv x, 1`, `sdiv x, 1` | `x` |
//! | `udiv x, 2^k` | `lshr x, k` |
//! | `udiv x, d`, `d >= 2^31` | `select (cmp uge x, d), 1, 0` |
//! | `udiv x, d` | `lshr (umulh x, m), s`, or when `m` needs 33 bits `t = umulh x, m'`, `lshr (add (lshr (sub x, t), 1), t), l - 1` |
//! | `sdiv x, -1` | `sub 0, x` |
//! | `sdiv x, ±2^k` | `ashr (add x, (lshr (ashr x, 31), 32 - k)), k`, then `sub 0, q` for a negative `d` |
//! | `sdiv x, d` | `q = smulh x, M`, `± x` when the signs of `M` and `d` differ, `ashr q, s`, plus its sign bit |
//! | `urem x, 2^k` | `and x, 2^k - 1` |
//! | `urem`, `srem` | `sub x, (mul q, d)` |
//! | on `i8`/`i16` | the same on the operands extended to `i32` (by their signedness), truncated back; an unsigned one is below 2^16, so its magic needs no 33-bit form: `umulh x, m` alone |
//!
//! The expansion is written once, against [`Bits`] (`expand.rs`): the importer emits IR
//! through it and the unit tests compute with the IR's own scalar semantics, over thousands of
//! divisors. A divisor that is not one constant takes [`variable`]'s expansion, a 64-bit
//! dividend [`wide`]'s. Refused, with the reason: a constant zero divisor in any lane
//! (undefined behaviour in LLVM); 64-bit division by a value or by 2^32 or more.

use super::expand::{Bits, Emit, Lane, Ops};
use super::FnCx;
use crate::error::ImportError;
use crate::view::{Opcode, V};
use memlower_ir::{BinOp, CastOp, CmpPred, ScalarType, Value};

/// Which of the four operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DivOp {
    /// `udiv`
    UDiv,
    /// `sdiv`
    SDiv,
    /// `urem`
    URem,
    /// `srem`
    SRem,
}

impl DivOp {
    fn signed(self) -> bool {
        matches!(self, DivOp::SDiv | DivOp::SRem)
    }
    fn remainder(self) -> bool {
        matches!(self, DivOp::URem | DivOp::SRem)
    }
}

/// 1 where `x >= d` (unsigned), else 0.
fn at_least<B: Bits>(b: &mut B, x: B::V, d: u32) -> B::V {
    let ge = b.cmpk(CmpPred::Uge, x, d);
    let (one, zero) = (b.k(1), b.k(0));
    b.sel(ge, one, zero)
}

/// A multiplier for the unsigned quotient.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Magic {
    /// `q = umulh(x, m) >> s`.
    Short { m: u32, s: u32 },
    /// `t = umulh(x, m)`, `q = (((x - t) >> 1) + t) >> (l - 1)`.
    Long { m: u32, l: u32 },
}

/// The unsigned magic of `d` (2 < d < 2^31, not a power of two) for dividends below `2^n`
/// (`n` 32, or 8 or 16 for a zero-extended narrow operand). The short form holds when
/// `m = ceil(2^p / d)` and `m * d - 2^p <= 2^(p - n)` (Granlund and Montgomery, theorem 4.2,
/// with N = n): then `q = floor(x * m / 2^p)`, one `umulh` by `m << (32 - p)` for `p <= 32`, or
/// by `m` and a shift by `p - 32`, while the multiplier fits 32 bits. Else the 33-bit
/// multiplier's form (their figure 4.1), exact for every 32-bit dividend.
fn unsigned_magic(d: u32, n: u32) -> Magic {
    let d128 = u128::from(d);
    for p in n..64u32 {
        let two_p = 1u128 << p;
        let m = two_p.div_ceil(d128);
        if m * d128 - two_p > 1u128 << (p - n) {
            continue;
        }
        // The multiplier read as a fraction of 2^32, and what is left to shift.
        let (mult, s) = if p <= 32 {
            (m << (32 - p), 0)
        } else {
            (m, p - 32)
        };
        if mult > u128::from(u32::MAX) {
            break; // only grows with p
        }
        return Magic::Short { m: mult as u32, s };
    }
    let l = 32 - (d - 1).leading_zeros();
    let m = ((1u128 << 32) * ((1u128 << l) - d128) / d128 + 1) as u32;
    Magic::Long { m, l }
}

/// The signed magic `(M, s)` of `d` (2 <= |d| < 2^31, |d| not a power of two): Hacker's
/// Delight, figure 10-1.
fn signed_magic(d: i32) -> (i32, u32) {
    const TWO31: u32 = 1 << 31;
    let ad = d.unsigned_abs();
    let t = TWO31 + ((d as u32) >> 31);
    let anc = t - 1 - t % ad;
    let (mut p, mut q1, mut r1) = (31u32, TWO31 / anc, TWO31 - (TWO31 / anc) * anc);
    let (mut q2, mut r2) = (TWO31 / ad, TWO31 - (TWO31 / ad) * ad);
    loop {
        p += 1;
        q1 = q1.wrapping_mul(2);
        r1 = r1.wrapping_mul(2);
        if r1 >= anc {
            q1 = q1.wrapping_add(1);
            r1 = r1.wrapping_sub(anc);
        }
        q2 = q2.wrapping_mul(2);
        r2 = r2.wrapping_mul(2);
        if r2 >= ad {
            q2 = q2.wrapping_add(1);
            r2 = r2.wrapping_sub(ad);
        }
        let delta = ad - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    let m = q2.wrapping_add(1) as i32;
    (if d < 0 { m.wrapping_neg() } else { m }, p - 32)
}

/// `x / d` (unsigned), `d != 0`, `x` below `2^n`.
fn unsigned_quotient<B: Bits>(a: &mut B, x: B::V, d: u32, n: u32) -> B::V {
    if d == 1 {
        return x;
    }
    if d.is_power_of_two() {
        let k = a.k(d.trailing_zeros());
        return a.op(BinOp::LShr, x, k);
    }
    if d >= 1 << 31 {
        return at_least(a, x, d);
    }
    match unsigned_magic(d, n) {
        Magic::Short { m, s } => {
            let m = a.k(m);
            let q = a.op(BinOp::UMulH, x, m);
            if s == 0 {
                return q;
            }
            let s = a.k(s);
            a.op(BinOp::LShr, q, s)
        }
        Magic::Long { m, l } => {
            let m = a.k(m);
            let t = a.op(BinOp::UMulH, x, m);
            let diff = a.op(BinOp::Sub, x, t);
            let one = a.k(1);
            let half = a.op(BinOp::LShr, diff, one);
            let sum = a.op(BinOp::Add, half, t);
            let s = a.k(l - 1);
            a.op(BinOp::LShr, sum, s)
        }
    }
}

/// `x / d` (signed, toward zero), `d != 0`.
fn signed_quotient<B: Bits>(a: &mut B, x: B::V, d: i32) -> B::V {
    if d == 1 {
        return x;
    }
    if d == -1 {
        let zero = a.k(0);
        return a.op(BinOp::Sub, zero, x);
    }
    let ad = d.unsigned_abs();
    let q = if ad.is_power_of_two() {
        // Round toward zero: add 2^k - 1 to a negative x before the arithmetic shift.
        let k = ad.trailing_zeros();
        let k31 = a.k(31);
        let sign = a.op(BinOp::AShr, x, k31);
        let fill = a.k(32 - k);
        let bias = a.op(BinOp::LShr, sign, fill);
        let biased = a.op(BinOp::Add, x, bias);
        let k = a.k(k);
        a.op(BinOp::AShr, biased, k)
    } else {
        let (m, s) = signed_magic(d);
        let mk = a.k(m as u32);
        let mut q = a.op(BinOp::SMulH, x, mk);
        if d > 0 && m < 0 {
            q = a.op(BinOp::Add, q, x);
        } else if d < 0 && m > 0 {
            q = a.op(BinOp::Sub, q, x);
        }
        if s > 0 {
            let s = a.k(s);
            q = a.op(BinOp::AShr, q, s);
        }
        if planted!(DivideRoundsDown) {
            return q;
        }
        // Plus one where the quotient so far is negative (its sign bit).
        let k31 = a.k(31);
        let sign = a.op(BinOp::LShr, q, k31);
        return a.op(BinOp::Add, q, sign);
    };
    if d < 0 {
        let zero = a.k(0);
        a.op(BinOp::Sub, zero, q)
    } else {
        q
    }
}

/// `x op d` on 32 bits; `d` is the divisor's 32 bits (signed for `sdiv`/`srem`), not 0; an
/// unsigned `x` is below `2^n` (`n` 32, or 8 or 16 for a zero-extended narrow operand, which
/// may take a shorter multiply).
pub(crate) fn expand<B: Bits>(a: &mut B, div: DivOp, x: B::V, d: u32, n: u32) -> B::V {
    if div == DivOp::URem && d.is_power_of_two() {
        let mask = a.k(d - 1);
        return a.op(BinOp::And, x, mask);
    }
    let q = if div.signed() {
        signed_quotient(a, x, d as i32)
    } else {
        unsigned_quotient(a, x, d, n)
    };
    if !div.remainder() {
        return q;
    }
    let dk = a.k(d);
    let qd = a.op(BinOp::Mul, q, dk);
    a.op(BinOp::Sub, x, qd)
}

impl<'m> FnCx<'_, 'm> {
    /// `udiv`, `sdiv`, `urem`, `srem` (module documentation).
    pub(super) fn divide(&mut self, i: V<'m>, op: Opcode) -> Result<Value, ImportError> {
        let div = match op {
            Opcode::LLVMUDiv => DivOp::UDiv,
            Opcode::LLVMSDiv => DivOp::SDiv,
            Opcode::LLVMURem => DivOp::URem,
            _ => DivOp::SRem,
        };
        let (Some(xv), Some(dv)) = (i.operand(0), i.operand(1)) else {
            return Err(self.unsupported(i, "a division without two operands"));
        };
        let x = self.value(xv)?;
        let ty = self.ty(x);
        let elem = match ty.elem() {
            Some(e @ (ScalarType::I8 | ScalarType::I16 | ScalarType::I32)) => e,
            Some(ScalarType::I64) => return self.divide_i64(i, div, x, dv),
            _ => return Err(self.unsupported(i, "division of `i1`")),
        };
        // Division by zero in any lane of a constant divisor is undefined behaviour.
        let mask = u32::MAX >> (32 - elem.bits());
        let lanes = dv
            .const_elements()
            .map(|es| es.iter().filter_map(|e| e.const_int()).collect())
            .or_else(|| dv.const_int().map(|c| vec![c]))
            .unwrap_or_default();
        if lanes.iter().any(|&c| c as u32 & mask == 0) {
            return Err(self.unsupported(i, "division by zero is undefined behaviour in LLVM"));
        }
        // Both operands on `i32`, extended by the operation's signedness; the result truncated
        // back.
        let wide = ty.with_elem(ScalarType::I32);
        let ext = if div.signed() {
            CastOp::SExt
        } else {
            CastOp::ZExt
        };
        let widen = |cx: &mut Self, v: Value| {
            if elem == ScalarType::I32 {
                v
            } else {
                cx.cast(ext, v, wide)
            }
        };
        let x32 = Lane::V(widen(self, x));
        let r = match super::pointers::splat_int(dv) {
            Some(d) => {
                // The divisor's 32 bits, as the operation reads them; a zero-extended narrow
                // dividend is below 2^bits (a sign-extended one is not).
                let (d, n) = if div.signed() {
                    (d as i32 as u32, 32)
                } else {
                    (d as u32 & mask, elem.bits())
                };
                expand(&mut Emit { cx: self, ty: wide }, div, x32, d, n)
            }
            None => {
                // One reciprocal for every division by the value in this block (`i / w` and
                // `i % w`).
                let y = self.value(dv)?;
                let key = (self.cur, y, div.signed());
                let d = match self.int_divisors.get(&key) {
                    Some(&d) => d,
                    None => {
                        let y32 = Lane::V(widen(self, y));
                        let d =
                            variable::divisor(&mut Emit { cx: self, ty: wide }, y32, div.signed());
                        self.int_divisors.insert(key, d);
                        d
                    }
                };
                variable::expand(&mut Emit { cx: self, ty: wide }, div, x32, &d)
            }
        };
        let r = Emit { cx: self, ty: wide }.value(r);
        Ok(if elem == ScalarType::I32 {
            r
        } else {
            self.cast(CastOp::Trunc, r, ty)
        })
    }

    /// `op x, d` on `i64` by a constant below 2^32 in magnitude ([`wide`]): the dividend's
    /// magnitude split into 32-bit words, divided, joined, the signs put back in 64 bits.
    fn divide_i64(
        &mut self,
        i: V<'m>,
        div: DivOp,
        x: Value,
        dv: V<'m>,
    ) -> Result<Value, ImportError> {
        let Some(d) = super::pointers::splat_int(dv) else {
            return Err(self.unsupported(
                i,
                "64-bit division by a value, or by constants that differ between lanes \
                 (memlower divides 64-bit numbers by one constant below 2^32)",
            ));
        };
        if d == 0 {
            return Err(self.unsupported(i, "division by zero is undefined behaviour in LLVM"));
        }
        let magnitude = if div.signed() {
            d.unsigned_abs()
        } else {
            d as u64
        };
        let Ok(d32) = u32::try_from(magnitude) else {
            return Err(self.unsupported(
                i,
                "64-bit division by a constant of 2^32 or more in magnitude (memlower divides \
                 64-bit numbers by constants below 2^32)",
            ));
        };
        let ty = self.ty(x);
        let ity = ty.with_elem(ScalarType::I32);
        let k = |cx: &mut Self, c: i64| cx.iconst(ty, &[c]);
        let (sign, ax) = if div.signed() {
            let c63 = k(self, 63);
            let s = self.bin(BinOp::AShr, x, c63);
            let flipped = self.bin(BinOp::Xor, x, s);
            (Some(s), self.bin(BinOp::Sub, flipped, s))
        } else {
            (None, x)
        };
        let c32 = k(self, 32);
        let high = self.bin(BinOp::LShr, ax, c32);
        let xh = self.cast(CastOp::Trunc, high, ity);
        let xl = self.cast(CastOp::Trunc, ax, ity);
        let mut emit = Emit { cx: self, ty: ity };
        let n = wide::Normalised::of(d32);
        let (qh, ql, r) = wide::divide(&mut emit, Lane::V(xh), Lane::V(xl), n);
        let (qh, ql, r) = (emit.value(qh), emit.value(ql), emit.value(r));
        let v = if div.remainder() {
            self.cast(CastOp::ZExt, r, ty)
        } else {
            let h = self.cast(CastOp::ZExt, qh, ty);
            let h = self.bin(BinOp::Shl, h, c32);
            let l = self.cast(CastOp::ZExt, ql, ty);
            self.bin(BinOp::Or, h, l)
        };
        let Some(sx) = sign else { return Ok(v) };
        // The quotient takes the sign of x ^ d, the remainder that of x.
        let s = if div == DivOp::SDiv && d < 0 {
            let all = k(self, -1);
            self.bin(BinOp::Xor, sx, all)
        } else {
            sx
        };
        let flipped = self.bin(BinOp::Xor, v, s);
        Ok(self.bin(BinOp::Sub, flipped, s))
    }
}

pub(crate) mod variable;
pub(crate) mod wide;

#[cfg(test)]
mod tests;
