//! Element semantics of the float operations LLVM loops need beyond `add sub mul`: `fcmp`,
//! `fma` and the int↔float and float↔float conversions (`minnum`/`maxnum` are binary operators,
//! in [`super::scalar`]). Shared, like
//! [`super::scalar`], by the reference interpreter, the message-level interpreter and constant
//! folding, so each rule is written once.
//!
//! ```text
//!   fma f16/f32:  a*b exact in f64 ──TwoSum with c──▶ round to odd (53 bits) ──RNE──▶ f16/f32
//!   fma f64:      f64::mul_add (one rounding)
//!   every NaN produced is the canonical quiet NaN of the precision
//! ```
//!
//! Rounding to odd first and to nearest-even second is exact: an intermediate with at least two
//! more bits than the target that keeps "inexact" in its last bit rounds like the exact value.
//! Rounding the f64 sum to nearest instead would round twice: `2^47 (1 + 2^-24) + 2^-100` would
//! become the f32 tie `2^47 + 2^23` and then `2^47`, where the exact sum rounds up.

use super::scalar::{float_bits, float_value, sign_extend, width_mask};
use crate::ir::{CastOp, FCmpPred};
use crate::types::ScalarType;

/// `fcmp pred a, b` on two defined float elements of type `t`. Ordered predicates are false
/// when either side is NaN, unordered ones true; `-0 == +0`. `false` for integer types.
pub fn fcompare(pred: FCmpPred, t: ScalarType, a: u64, b: u64) -> bool {
    let (Some(x), Some(y)) = (float_value(t, a), float_value(t, b)) else {
        return false;
    };
    let unordered = x.is_nan() || y.is_nan();
    match pred {
        FCmpPred::Oeq => x == y,
        FCmpPred::Ogt => x > y,
        FCmpPred::Oge => x >= y,
        FCmpPred::Olt => x < y,
        FCmpPred::Ole => x <= y,
        FCmpPred::One => !unordered && x != y,
        FCmpPred::Ord => !unordered,
        FCmpPred::Ueq => unordered || x == y,
        FCmpPred::Ugt => unordered || x > y,
        FCmpPred::Uge => unordered || x >= y,
        FCmpPred::Ult => unordered || x < y,
        FCmpPred::Ule => unordered || x <= y,
        FCmpPred::Une => x != y,
        FCmpPred::Uno => unordered,
    }
}

/// The outcome of `fma` on defined operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FmaResult {
    /// The correctly rounded `a * b + c` (canonical NaN for a NaN result).
    Exact(u64),
    /// The product `a * b` of finite factors is beyond the type's finite range while the
    /// rounded result is finite. vISA lets fused operations return either the correct result or
    /// +inf here ("Floating Point Mode", IEEE mode), so memlower leaves the result undefined.
    Undefined,
}

/// `fma a, b, c` on defined elements of the float type `t`: `a * b + c` with one rounding to
/// nearest-even. `None` for integer types.
pub fn fma(t: ScalarType, a: u64, b: u64, c: u64) -> Option<FmaResult> {
    let (x, y, z) = (float_value(t, a)?, float_value(t, b)?, float_value(t, c)?);
    let exact = match t {
        ScalarType::F64 => float_bits(t, x.mul_add(y, z))?,
        // f16 and f32 factors have at most 24 significant bits: their product is exact in f64.
        _ => float_bits(t, round_to_odd_sum(x * y, z))?,
    };
    let max = match t {
        ScalarType::F16 => 65504.0,
        ScalarType::F32 => f64::from(f32::MAX),
        _ => f64::MAX,
    };
    // The product as computed (exact for f16 and f32; rounded for f64, which only widens the
    // undefined case by the products that round up to f64::MAX).
    let product = (x * y).abs();
    let finite_factors = x.is_finite() && y.is_finite();
    let result_finite = float_value(t, exact).is_some_and(f64::is_finite);
    if finite_factors && product > max && result_finite {
        return Some(FmaResult::Undefined);
    }
    Some(FmaResult::Exact(exact))
}

/// `p + c` rounded to 53 bits *to odd*: the exact sum if it is an f64, else the f64 neighbour
/// of the exact sum whose last mantissa bit is 1. Infinities and NaNs pass through.
fn round_to_odd_sum(p: f64, c: f64) -> f64 {
    let s = p + c;
    if !s.is_finite() {
        return s;
    }
    // TwoSum (Knuth): s + err == p + c exactly, with no overflow since s is finite and the
    // operands are far from the f64 range (they come from f16/f32 values).
    let pp = s - c;
    let cc = s - pp;
    let err = (p - pp) + (c - cc);
    if err == 0.0 || s.to_bits() & 1 == 1 {
        return s;
    }
    // s is the even neighbour: the odd one is one step toward the exact sum, which is one
    // step up in magnitude (bits + 1) when the error has s's sign, and down (bits - 1) when
    // not. (A zero s has no error: two floats that sum to zero cancel exactly.)
    let bits = s.to_bits();
    if (err > 0.0) == (s > 0.0) {
        f64::from_bits(bits + 1)
    } else {
        f64::from_bits(bits - 1)
    }
}

/// A float conversion (`sitofp uitofp fptosi fptoui fpext fptrunc`) of one defined element
/// from `from` to `to`. `Ok(None)` is poison: `fptosi`/`fptoui` of NaN, an infinity, or a value
/// whose integer part does not fit `to` (LLVM: "the result is a poison value"). Integer to float
/// and float narrowing round to nearest-even (overflowing to infinity); NaNs become canonical.
/// `Err` if the types do not fit the conversion.
pub fn float_cast(
    op: CastOp,
    from: ScalarType,
    to: ScalarType,
    x: u64,
) -> Result<Option<u64>, String> {
    let bad = || format!("`{}` does not convert {from} to {to}", op.name());
    let x = x & width_mask(from);
    match op {
        CastOp::SIToFP | CastOp::UIToFP if from.is_int() && to.is_float() => {
            let signed = op == CastOp::SIToFP;
            let bits = if to == ScalarType::F32 {
                // Straight to f32: going through f64 would round twice for 64-bit integers.
                let y = if signed {
                    sign_extend(x, from) as f32
                } else {
                    x as f32
                };
                u64::from(y.to_bits())
            } else {
                // f64 rounds once. f16: every integer above 2^53, where the f64 is rounded, is
                // far beyond the f16 range and becomes infinity either way.
                let y = if signed {
                    sign_extend(x, from) as f64
                } else {
                    x as f64
                };
                float_bits(to, y).ok_or_else(bad)?
            };
            Ok(Some(bits))
        }
        CastOp::FPToSI | CastOp::FPToUI if from.is_float() && to.is_int() => {
            let v = float_value(from, x).ok_or_else(bad)?;
            let w = to.bits() as i32;
            let t = v.trunc();
            let (lo, hi) = if op == CastOp::FPToSI {
                (-(2f64.powi(w - 1)), 2f64.powi(w - 1))
            } else {
                (0.0, 2f64.powi(w))
            };
            // NaN fails both comparisons; infinities fail one. `t` may be -0.0, which is in
            // range for both (the result is 0).
            if !(t >= lo && t < hi) {
                return Ok(None);
            }
            let bits = if t < 0.0 { (t as i64) as u64 } else { t as u64 };
            Ok(Some(bits & width_mask(to)))
        }
        CastOp::FPExt | CastOp::FPTrunc if from.is_float() && to.is_float() => {
            let widen = to.bits() > from.bits();
            if widen != (op == CastOp::FPExt) || to == from {
                return Err(bad());
            }
            let v = float_value(from, x).ok_or_else(bad)?;
            Ok(Some(float_bits(to, v).ok_or_else(bad)?))
        }
        _ => Err(bad()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::scalar::{f32_to_f16, min_max, CANONICAL_NAN_F32};
    use crate::rng::Rng;

    const F32: ScalarType = ScalarType::F32;
    const F16: ScalarType = ScalarType::F16;

    fn f(x: f32) -> u64 {
        u64::from(x.to_bits())
    }

    fn h(x: f32) -> u64 {
        u64::from(f32_to_f16(x))
    }

    #[test]
    fn fcmp_predicates_on_nan_and_zeros() {
        let (nan, one, two) = (u64::from(CANONICAL_NAN_F32), f(1.0), f(2.0));
        let truth = |p, a, b| fcompare(p, F32, a, b);
        for p in FCmpPred::ALL {
            let name = p.name();
            let unordered = name.starts_with('u');
            // Every predicate but `ord`/`uno` is decided by its first letter on a NaN.
            let on_nan = match p {
                FCmpPred::Ord => false,
                FCmpPred::Uno => true,
                _ => unordered,
            };
            assert_eq!(truth(p, nan, one), on_nan, "{name} NaN, 1");
            assert_eq!(truth(p, one, nan), on_nan, "{name} 1, NaN");
            // The inverse is the complement everywhere, NaN included.
            for (a, b) in [(nan, one), (one, two), (two, one), (one, one)] {
                assert_eq!(truth(p, a, b), !truth(p.inverse(), a, b), "{name}");
                assert_eq!(truth(p, a, b), truth(p.swapped(), b, a), "{name} swapped");
            }
        }
        assert!(truth(FCmpPred::Olt, one, two) && !truth(FCmpPred::Olt, two, one));
        assert!(truth(FCmpPred::One, one, two) && !truth(FCmpPred::One, one, one));
        assert!(truth(FCmpPred::Ueq, one, one) && !truth(FCmpPred::Ueq, one, two));
        assert!(truth(FCmpPred::Oeq, f(0.0), f(-0.0)));
        assert!(!truth(FCmpPred::Une, f(0.0), f(-0.0)));
    }

    #[test]
    fn minnum_maxnum_nan_and_signed_zero() {
        let nan = u64::from(CANONICAL_NAN_F32);
        let snan = 0x7F80_0001u64; // a signalling NaN: the result is canonical, never it
        assert_eq!(min_max(F32, false, nan, f(3.0)), Some(f(3.0)));
        assert_eq!(min_max(F32, true, f(3.0), snan), Some(f(3.0)));
        assert_eq!(min_max(F32, false, snan, snan), Some(nan));
        assert_eq!(min_max(F32, false, f(-1.0), f(2.0)), Some(f(-1.0)));
        assert_eq!(min_max(F32, true, f(-1.0), f(2.0)), Some(f(2.0)));
        assert_eq!(min_max(F32, false, f(0.0), f(-0.0)), Some(f(-0.0)));
        assert_eq!(min_max(F32, false, f(-0.0), f(0.0)), Some(f(-0.0)));
        assert_eq!(min_max(F32, true, f(-0.0), f(0.0)), Some(f(0.0)));
        assert_eq!(min_max(F32, true, f(0.0), f(-0.0)), Some(f(0.0)));
        assert_eq!(
            min_max(F32, true, f(f32::NEG_INFINITY), f(-3.0)),
            Some(f(-3.0))
        );
        assert_eq!(min_max(ScalarType::I32, true, 1, 2), None);
    }

    #[test]
    fn fma_rounds_once() {
        let exact = |t, a, b, c| match fma(t, a, b, c) {
            Some(FmaResult::Exact(r)) => r,
            other => panic!("{other:?}"),
        };
        // (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24: the separate product would round 2^-24 away.
        let a = 1.0 + 2f32.powi(-12);
        assert_eq!(
            exact(F32, f(a), f(a), f(-1.0)),
            f(2f32.powi(-11) + 2f32.powi(-24))
        );
        assert_ne!(f((a * a) - 1.0), f(2f32.powi(-11) + 2f32.powi(-24)));
        // The double-rounding trap: a*b = 2^47 (1 + 2^-24) is an f32 tie, c = 2^-100 tips it
        // up to 2^47 + 2^24. Rounding the sum to f64 first would lose c and round down to 2^47.
        let (ta, tb, tc) = (12_763_648f32, 11_026_432f32, 2f32.powi(-100));
        assert_eq!(
            f64::from(ta) * f64::from(tb),
            2f64.powi(47) * (1.0 + 2f64.powi(-24))
        );
        assert_eq!(
            exact(F32, f(ta), f(tb), f(tc)),
            f(2f32.powi(47) + 2f32.powi(24))
        );
        assert_eq!(
            (f64::from(ta) * f64::from(tb) + f64::from(tc)) as f32,
            2f32.powi(47)
        );
        // f16 near a tie: (1 + 2^-10)(1 - 2^-11) = 1 + 2^-11 - 2^-21 is just below the tie
        // between 1 and 1 + 2^-10; adding 2^-20 lifts it just above.
        let (ha, hb) = (h(1.0 + 2f32.powi(-10)), h(1.0 - 2f32.powi(-11)));
        assert_eq!(exact(F16, ha, hb, 0), h(1.0));
        assert_eq!(
            exact(F16, ha, hb, h(2f32.powi(-20))),
            h(1.0 + 2f32.powi(-10))
        );
        // Infinities and NaNs.
        assert_eq!(
            exact(F32, f(f32::INFINITY), f(0.0), f(1.0)),
            u64::from(CANONICAL_NAN_F32)
        );
        assert_eq!(
            exact(F32, f(f32::INFINITY), f(1.0), f(f32::NEG_INFINITY)),
            u64::from(CANONICAL_NAN_F32)
        );
        assert_eq!(exact(F32, f(-0.0), f(1.0), f(0.0)), f(0.0));
        assert_eq!(exact(F32, f(-0.0), f(1.0), f(-0.0)), f(-0.0));
    }

    #[test]
    fn fma_with_an_overflowing_product_and_a_finite_result_is_undefined() {
        let big = f(f32::MAX);
        assert_eq!(
            fma(F32, big, f(2.0), f(-f32::MAX)),
            Some(FmaResult::Undefined)
        );
        // The product overflows and so does the result: infinity, as everywhere.
        assert_eq!(
            fma(F32, big, f(2.0), f(1.0)),
            Some(FmaResult::Exact(f(f32::INFINITY)))
        );
        assert_eq!(
            fma(F16, h(300.0), h(300.0), h(-60000.0)),
            Some(FmaResult::Undefined)
        );
    }

    /// f32 `fma` agrees with the standard library's fused multiply-add on random bit patterns
    /// (NaNs compared as "both NaN", and the undefined overflow case skipped).
    #[test]
    fn fma_f32_matches_mul_add_on_random_inputs() {
        let mut rng = Rng::new(7);
        for _ in 0..200_000 {
            let pick = |rng: &mut Rng| {
                let bits = rng.next_u64() as u32;
                // Keep exponents near each other half of the time so sums cancel.
                if rng.next_u64().is_multiple_of(2) {
                    (bits & 0x807F_FFFF) | (((rng.next_u64() % 20) as u32 + 117) << 23)
                } else {
                    bits
                }
            };
            let (a, b, c) = (pick(&mut rng), pick(&mut rng), pick(&mut rng));
            let want = f32::from_bits(a).mul_add(f32::from_bits(b), f32::from_bits(c));
            match fma(F32, u64::from(a), u64::from(b), u64::from(c)) {
                Some(FmaResult::Exact(r)) if want.is_nan() => {
                    assert_eq!(r, u64::from(CANONICAL_NAN_F32))
                }
                Some(FmaResult::Exact(r)) => {
                    assert_eq!(r, u64::from(want.to_bits()), "{a:#x} {b:#x} {c:#x}")
                }
                Some(FmaResult::Undefined) => assert!(want.is_finite()),
                None => panic!("f32 is a float type"),
            }
        }
    }

    #[test]
    fn conversions_follow_llvm() {
        let cast = |op, from, to, x| float_cast(op, from, to, x).unwrap();
        use ScalarType::*;
        // Integer to float: nearest, ties to even; straight to f32 for 64-bit integers.
        assert_eq!(cast(CastOp::SIToFP, I32, F32, 0xFFFF_FFFF), Some(f(-1.0)));
        assert_eq!(
            cast(CastOp::UIToFP, I32, F32, 0xFFFF_FFFF),
            Some(f(4_294_967_296.0))
        );
        assert_eq!(cast(CastOp::SIToFP, I8, F16, 0x80), Some(h(-128.0)));
        assert_eq!(
            cast(CastOp::UIToFP, I32, F32, 16_777_217),
            Some(f(16_777_216.0))
        );
        // 2^63 + 2^39 + 1 is above the f32 tie between 2^63 and 2^63 + 2^40: rounds up.
        // Via f64 it would first round to 2^63 + 2^39 (the tie) and then down to 2^63.
        let x = (1u64 << 63) + (1 << 39) + 1;
        assert_eq!(
            cast(CastOp::UIToFP, I64, F32, x),
            Some(f(9_223_373_136_366_403_584.0))
        );
        assert_eq!(cast(CastOp::UIToFP, I32, F16, 70_000), Some(0x7C00));
        // Float to integer: toward zero; out of range, NaN and infinities are poison.
        assert_eq!(cast(CastOp::FPToSI, F32, I32, f(-3.9)), Some(0xFFFF_FFFD));
        assert_eq!(cast(CastOp::FPToSI, F32, I8, f(-128.9)), Some(0x80));
        assert_eq!(cast(CastOp::FPToSI, F32, I8, f(128.0)), None);
        assert_eq!(cast(CastOp::FPToUI, F32, I8, f(255.9)), Some(0xFF));
        assert_eq!(cast(CastOp::FPToUI, F32, I8, f(256.0)), None);
        assert_eq!(cast(CastOp::FPToUI, F32, I32, f(-0.9)), Some(0));
        assert_eq!(cast(CastOp::FPToUI, F32, I32, f(-1.0)), None);
        assert_eq!(cast(CastOp::FPToSI, F32, I32, f(f32::NAN)), None);
        assert_eq!(cast(CastOp::FPToSI, F32, I64, f(f32::INFINITY)), None);
        assert_eq!(
            cast(CastOp::FPToSI, F64, I64, (-(2f64.powi(63))).to_bits()),
            Some(1 << 63)
        );
        assert_eq!(
            cast(CastOp::FPToSI, F64, I64, 2f64.powi(63).to_bits()),
            None
        );
        // Float to float.
        assert_eq!(cast(CastOp::FPExt, F16, F32, 0x3555), Some(f(0.333_251_95)));
        assert_eq!(cast(CastOp::FPTrunc, F32, F16, f(65520.0)), Some(0x7C00));
        assert_eq!(
            cast(
                CastOp::FPTrunc,
                F64,
                F32,
                (1.0f64 + 2f64.powi(-24)).to_bits()
            ),
            Some(f(1.0))
        );
        assert_eq!(
            cast(CastOp::FPExt, F32, F64, 0x7F80_0001),
            Some(0x7FF8_0000_0000_0000)
        );
        assert!(float_cast(CastOp::FPExt, F32, F16, 0).is_err());
        assert!(float_cast(CastOp::FPTrunc, F32, F32, 0).is_err());
        assert!(float_cast(CastOp::SIToFP, F32, F32, 0).is_err());
    }
}
