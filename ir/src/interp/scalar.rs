//! Element-level semantics: integer wrap-around, shifts, IEEE arithmetic in each precision
//! (with a hand-written, correctly rounding f16 converter), comparisons and integer casts.
//!
//! Every element is carried as its raw bits in a `u64`, zero-extended: an `i8` is `0..=0xFF`, an
//! `f16` is its 16 bits, an `f32` its 32 bits. These functions are shared by the reference
//! interpreter and anything else that must compute exactly the same thing (the message-level
//! interpreter, constant folding), so the rules are written once.
//!
//! ```text
//!   f16 op f16  ──widen exactly──▶ f64 op f64 (exact for + - *) ──round once (RNE)──▶ f16
//!   f32 op f32  ──native IEEE f32──▶ f32
//!   a NaN result is the canonical quiet NaN of the precision (sign 0, top mantissa bit 1)
//! ```

use crate::ir::{BinOp, CastOp, CmpPred};
use crate::types::ScalarType;

/// The canonical quiet NaN of f16 (every NaN an arithmetic op or conversion produces).
pub const CANONICAL_NAN_F16: u16 = 0x7E00;
/// The canonical quiet NaN of f32.
pub const CANONICAL_NAN_F32: u32 = 0x7FC0_0000;
/// The canonical quiet NaN of f64.
pub const CANONICAL_NAN_F64: u64 = 0x7FF8_0000_0000_0000;

/// The bits an element of `t` occupies: `0xFF` for `i8`, `u64::MAX` for 64-bit types.
pub fn width_mask(t: ScalarType) -> u64 {
    match t.bits() {
        64 => u64::MAX,
        b => (1u64 << b) - 1,
    }
}

/// The byte mask of an element of `t` (one bit per byte): `0b1` for `i8`, `0xFF` for `i64`.
pub fn byte_mask(t: ScalarType) -> u8 {
    match t.bytes() {
        8 => 0xFF,
        b => ((1u16 << b) - 1) as u8,
    }
}

/// Sign-extends the low `t.bits()` bits of `x` to an `i64`.
pub fn sign_extend(x: u64, t: ScalarType) -> i64 {
    let shift = 64 - t.bits();
    ((x << shift) as i64) >> shift
}

/// Widens an f16 to f32 exactly. NaNs keep their sign and payload (shifted into the top of the
/// f32 mantissa), so a signalling f16 NaN stays signalling.
pub fn f16_to_f32(h: u16) -> f32 {
    let negative = h & 0x8000 != 0;
    let exp = u32::from((h >> 10) & 0x1F);
    let man = u32::from(h & 0x3FF);
    let sign = if negative { 0x8000_0000u32 } else { 0 };
    match exp {
        // Zero or subnormal: man * 2^-24, exact in f32 (man < 2^10).
        0 => {
            let magnitude = man as f32 * f32::from_bits(0x3380_0000); // 2^-24
            if negative {
                -magnitude
            } else {
                magnitude
            }
        }
        0x1F => f32::from_bits(sign | 0x7F80_0000 | (man << 13)),
        _ => f32::from_bits(sign | ((exp + 112) << 23) | (man << 13)),
    }
}

/// `2^k` as an f64, exact, for `-1022 <= k <= 1023`.
fn pow2(k: i32) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// Rounds a non-negative f64 that is below 2^53 to the nearest integer, ties to even.
fn round_half_even(q: f64) -> u64 {
    let floor = q.floor();
    let frac = q - floor; // exact: q and floor share the exponent range
    let n = floor as u64;
    if frac > 0.5 || (frac == 0.5 && n % 2 == 1) {
        n + 1
    } else {
        n
    }
}

/// Rounds an f64 to the nearest f16, ties to even (IEEE round-to-nearest-even), with gradual
/// underflow to subnormals and overflow to infinity. Every NaN becomes [`CANONICAL_NAN_F16`].
pub fn f64_to_f16(x: f64) -> u16 {
    if x.is_nan() {
        return CANONICAL_NAN_F16;
    }
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    // 65520 is halfway between the largest f16 (65504) and 2^16; the tie goes to the even
    // neighbour, 2^16, which is infinity.
    if a >= 65520.0 {
        return sign | 0x7C00;
    }
    if a < pow2(-14) {
        // Subnormal range: multiples of 2^-24. A result of 1024 units is the smallest normal,
        // whose bit pattern is exactly 0x0400, so no special case is needed.
        return sign | round_half_even(a * pow2(24)) as u16;
    }
    // Normal: a = q * 2^(e-10) with q in [1024, 2048).
    let e = ((a.to_bits() >> 52) & 0x7FF) as i32 - 1023;
    let m = round_half_even(a * pow2(10 - e));
    // m may be 2048 (rounded up to the next binade): the addition carries into the exponent.
    let bits = (((e + 15) as u64) << 10) + (m - 1024);
    sign | bits as u16
}

/// Rounds an f32 to the nearest f16 (exactly as [`f64_to_f16`], the widening is exact).
pub fn f32_to_f16(x: f32) -> u16 {
    f64_to_f16(f64::from(x))
}

/// The value of a float element as an f64 (exact for every precision); `None` for integers.
pub fn float_value(t: ScalarType, bits: u64) -> Option<f64> {
    match t {
        ScalarType::F16 => Some(f64::from(f16_to_f32(bits as u16))),
        ScalarType::F32 => Some(f64::from(f32::from_bits(bits as u32))),
        ScalarType::F64 => Some(f64::from_bits(bits)),
        _ => None,
    }
}

/// Rounds `x` to the precision of the float type `t` (nearest, ties to even) and returns its
/// bits; NaN becomes the canonical NaN. `None` for integer types.
pub fn float_bits(t: ScalarType, x: f64) -> Option<u64> {
    match t {
        ScalarType::F16 => Some(u64::from(f64_to_f16(x))),
        ScalarType::F32 => {
            let y = x as f32; // Rust's f64 -> f32 `as` rounds to nearest, ties to even
            Some(u64::from(if y.is_nan() {
                CANONICAL_NAN_F32
            } else {
                y.to_bits()
            }))
        }
        ScalarType::F64 => Some(if x.is_nan() {
            CANONICAL_NAN_F64
        } else {
            x.to_bits()
        }),
        _ => None,
    }
}

fn float_arith(op: BinOp, t: ScalarType, a: u64, b: u64) -> Option<u64> {
    fn apply<
        F: std::ops::Add<Output = F> + std::ops::Sub<Output = F> + std::ops::Mul<Output = F>,
    >(
        op: BinOp,
        x: F,
        y: F,
    ) -> Option<F> {
        match op {
            BinOp::Add => Some(x + y),
            BinOp::Sub => Some(x - y),
            BinOp::Mul => Some(x * y),
            _ => None,
        }
    }
    match t {
        // The sum, difference and product of two f16 are exact in f64 (at most 41 significant
        // bits), so rounding the f64 result once is the correctly rounded f16 result.
        ScalarType::F16 => {
            let x = f64::from(f16_to_f32(a as u16));
            let y = f64::from(f16_to_f32(b as u16));
            Some(u64::from(f64_to_f16(apply(op, x, y)?)))
        }
        ScalarType::F32 => {
            let r = apply(op, f32::from_bits(a as u32), f32::from_bits(b as u32))?;
            float_bits(ScalarType::F32, f64::from(r))
        }
        ScalarType::F64 => float_bits(
            ScalarType::F64,
            apply(op, f64::from_bits(a), f64::from_bits(b))?,
        ),
        _ => None,
    }
}

/// `minnum` (`max == false`) or `maxnum` of two defined float elements of type `t`: the other
/// operand if one is NaN, the canonical NaN if both are; the smaller (larger) one otherwise. Of
/// two equal operands the result is their bitwise OR for `minnum` and AND for `maxnum`: the
/// operand itself when they are the same bits, and `-0` (`minnum`) or `+0` (`maxnum`) for a
/// pair of zeros of different signs, as IEEE 754-2019's minimumNumber and maximumNumber say
/// (LLVM allows either zero). `None` for integer types.
pub fn min_max(t: ScalarType, max: bool, a: u64, b: u64) -> Option<u64> {
    let (x, y) = (float_value(t, a)?, float_value(t, b)?);
    Some(match (x.is_nan(), y.is_nan()) {
        (true, true) => float_bits(t, f64::NAN)?,
        (true, false) => b,
        (false, true) => a,
        _ if x == y => {
            if max {
                a & b
            } else {
                a | b
            }
        }
        _ if (x < y) != max => a,
        _ => b,
    })
}

/// Applies a binary operator to two defined elements. `elem` is the element type, or `None` for
/// mask lanes (bits 0/1). Returns `Ok(None)` when the result is poison (a shift by at least the
/// element width; `ashr` shifts in copies of the sign bit) and `Err(reason)` when the operator is not defined on the type.
pub fn binary(op: BinOp, elem: Option<ScalarType>, a: u64, b: u64) -> Result<Option<u64>, String> {
    let Some(t) = elem else {
        return match op {
            BinOp::And => Ok(Some(a & b & 1)),
            BinOp::Or => Ok(Some((a | b) & 1)),
            BinOp::Xor => Ok(Some((a ^ b) & 1)),
            _ => Err(format!("`{}` is not defined on masks", op.name())),
        };
    };
    if t.is_float() {
        if let BinOp::MinNum | BinOp::MaxNum = op {
            return Ok(min_max(t, op == BinOp::MaxNum, a, b));
        }
        return float_arith(op, t, a, b)
            .map(Some)
            .ok_or_else(|| format!("`{}` is not defined on {t}", op.name()));
    }
    let m = width_mask(t);
    let (a, b) = (a & m, b & m);
    let width = u64::from(t.bits());
    Ok(match op {
        BinOp::Add => Some(a.wrapping_add(b) & m),
        BinOp::Sub => Some(a.wrapping_sub(b) & m),
        BinOp::Mul => Some(a.wrapping_mul(b) & m),
        BinOp::Shl => (b < width).then(|| (a << b) & m),
        BinOp::LShr => (b < width).then(|| a >> b),
        BinOp::And => Some(a & b),
        BinOp::Or => Some(a | b),
        BinOp::Xor => Some(a ^ b),
        BinOp::AShr => (b < width).then(|| (sign_extend(a, t) >> b) as u64 & m),
        BinOp::SMin => Some(sign_extend(a, t).min(sign_extend(b, t)) as u64 & m),
        BinOp::SMax => Some(sign_extend(a, t).max(sign_extend(b, t)) as u64 & m),
        BinOp::UMin => Some(a.min(b)),
        BinOp::UMax => Some(a.max(b)),
        BinOp::UMulH => Some(((u128::from(a) * u128::from(b)) >> width) as u64 & m),
        BinOp::SMulH => {
            let p = i128::from(sign_extend(a, t)) * i128::from(sign_extend(b, t));
            Some((p >> width) as u64 & m)
        }
        BinOp::MinNum | BinOp::MaxNum => {
            return Err(format!("`{}` is not defined on {t}", op.name()))
        }
    })
}

/// Compares two defined elements of type `t`. Integers: `eq`/`ne` on the bits, `u*` unsigned,
/// `s*` signed (two's complement). Floats: `eq` and the `s*` forms are ordered (false if either
/// side is NaN), `ne` and the `u*` forms are unordered (true if either side is NaN); `-0 == +0`.
pub fn compare(pred: CmpPred, t: ScalarType, a: u64, b: u64) -> bool {
    if let (Some(x), Some(y)) = (float_value(t, a), float_value(t, b)) {
        let unordered = x.is_nan() || y.is_nan();
        return match pred {
            CmpPred::Eq => x == y,
            CmpPred::Ne => x != y,
            CmpPred::Slt => x < y,
            CmpPred::Sle => x <= y,
            CmpPred::Sgt => x > y,
            CmpPred::Sge => x >= y,
            CmpPred::Ult => unordered || x < y,
            CmpPred::Ule => unordered || x <= y,
            CmpPred::Ugt => unordered || x > y,
            CmpPred::Uge => unordered || x >= y,
        };
    }
    let m = width_mask(t);
    let (ua, ub) = (a & m, b & m);
    let (sa, sb) = (sign_extend(a, t), sign_extend(b, t));
    match pred {
        CmpPred::Eq => ua == ub,
        CmpPred::Ne => ua != ub,
        CmpPred::Ult => ua < ub,
        CmpPred::Ule => ua <= ub,
        CmpPred::Ugt => ua > ub,
        CmpPred::Uge => ua >= ub,
        CmpPred::Slt => sa < sb,
        CmpPred::Sle => sa <= sb,
        CmpPred::Sgt => sa > sb,
        CmpPred::Sge => sa >= sb,
    }
}

/// An integer conversion of one element together with its undefined bytes (one bit per byte,
/// as in [`crate::interp::Val`]): returns the result bits and the result's undefined bytes.
///
/// - `zext`: the new upper bytes are zero and defined.
/// - `sext`: the new upper bytes copy the sign bit, so they are undefined if the source's top
///   byte is.
/// - `trunc`: keeps the low bytes and their definedness.
///
/// `bitcast` is not an element operation (it regroups a lane's bytes); `Err` for it and for
/// non-integer types.
pub fn int_cast(
    op: CastOp,
    from: ScalarType,
    to: ScalarType,
    x: u64,
    undef: u8,
) -> Result<(u64, u8), String> {
    if from.is_float() || to.is_float() {
        return Err(format!(
            "`{}` converts integers, not {from} to {to}",
            op.name()
        ));
    }
    let (from_bytes, to_mask) = (byte_mask(from), byte_mask(to));
    let undef = undef & from_bytes;
    match op {
        CastOp::ZExt | CastOp::Trunc => {
            Ok((x & width_mask(from) & width_mask(to), undef & to_mask))
        }
        CastOp::SExt => {
            let top_undef = undef & (1 << (from.bytes() - 1)) != 0;
            let extended = if top_undef { to_mask & !from_bytes } else { 0 };
            let bits = sign_extend(x, from) as u64 & width_mask(to);
            Ok((bits, (undef | extended) & to_mask))
        }
        CastOp::Bitcast => {
            Err("`bitcast` regroups bytes of a lane; it has no per-element form".into())
        }
        _ => Err(format!("`{}` is not an integer conversion", op.name())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every finite f16 survives f16 -> f32 -> f16, and f16 -> f32 agrees with a decoding
    /// written straight from the IEEE definition.
    #[test]
    fn f16_round_trip_and_decoding_are_exact() {
        for h in 0..=u16::MAX {
            let f = f16_to_f32(h);
            let exp = i32::from((h >> 10) & 0x1F);
            let man = f64::from(h & 0x3FF);
            let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
            if exp == 0x1F {
                assert_eq!(f.is_nan(), man != 0.0, "{h:#06x}");
                if man != 0.0 {
                    assert_eq!(f32_to_f16(f), CANONICAL_NAN_F16);
                    continue;
                }
            }
            let expected = match exp {
                0 => sign * man * 2f64.powi(-24),
                0x1F => sign * f64::INFINITY,
                _ => sign * (1.0 + man / 1024.0) * 2f64.powi(exp - 15),
            };
            assert_eq!(f64::from(f), expected, "{h:#06x}");
            assert_eq!(f32_to_f16(f), h, "{h:#06x}");
        }
    }

    /// For every pair of adjacent positive f16 values, the midpoint rounds to the one with an
    /// even mantissa, and anything a hair off the midpoint rounds to the nearer one.
    #[test]
    fn f16_rounding_is_nearest_even_everywhere() {
        for h in 0u16..0x7BFF {
            let lo = f64::from(f16_to_f32(h));
            let hi = f64::from(f16_to_f32(h + 1));
            let mid = (lo + hi) / 2.0; // exact in f64
            let even = if h % 2 == 0 { h } else { h + 1 };
            assert_eq!(f64_to_f16(mid), even, "midpoint above {h:#06x}");
            let eps = (hi - lo) / 1024.0;
            assert_eq!(f64_to_f16(mid - eps), h);
            assert_eq!(f64_to_f16(mid + eps), h + 1);
            assert_eq!(f64_to_f16(-(mid + eps)), 0x8000 | (h + 1));
        }
    }

    #[test]
    fn f16_hand_values() {
        assert_eq!(f32_to_f16(1.0), 0x3C00);
        assert_eq!(f32_to_f16(-2.0), 0xC000);
        assert_eq!(f32_to_f16(65504.0), 0x7BFF);
        assert_eq!(f32_to_f16(65519.0), 0x7BFF);
        assert_eq!(f32_to_f16(65520.0), 0x7C00);
        assert_eq!(f32_to_f16(f32::INFINITY), 0x7C00);
        assert_eq!(f32_to_f16(2f32.powi(-24)), 0x0001);
        assert_eq!(f32_to_f16(2f32.powi(-25)), 0x0000); // tie between 0 and 2^-24: even is 0
        assert_eq!(f32_to_f16(3.0 * 2f32.powi(-25)), 0x0002); // tie between 1 and 2 units: 2
        assert_eq!(f32_to_f16(2f32.powi(-14)), 0x0400);
        assert_eq!(f32_to_f16(-0.0), 0x8000);
        assert_eq!(f32_to_f16(1.0 + 2f32.powi(-11)), 0x3C00); // tie: even mantissa 0
        assert_eq!(f32_to_f16(1.0 + 3.0 * 2f32.powi(-11)), 0x3C02); // tie: even mantissa 2
        assert_eq!(f16_to_f32(0x3555), 0.333_251_95);
    }

    #[test]
    fn integer_ops_wrap_and_oversized_shifts_are_poison() {
        let i8t = Some(ScalarType::I8);
        assert_eq!(binary(BinOp::Add, i8t, 0xFF, 0x02), Ok(Some(0x01)));
        assert_eq!(binary(BinOp::Sub, i8t, 0x00, 0x01), Ok(Some(0xFF)));
        assert_eq!(binary(BinOp::Mul, i8t, 0x10, 0x10), Ok(Some(0x00)));
        assert_eq!(binary(BinOp::Shl, i8t, 0x81, 7), Ok(Some(0x80)));
        assert_eq!(binary(BinOp::Shl, i8t, 0x81, 8), Ok(None));
        assert_eq!(binary(BinOp::LShr, i8t, 0x80, 7), Ok(Some(0x01)));
        assert_eq!(binary(BinOp::LShr, i8t, 0x80, 0xFF), Ok(None));
        let i64t = Some(ScalarType::I64);
        assert_eq!(binary(BinOp::Shl, i64t, 1, 63), Ok(Some(1 << 63)));
        assert_eq!(binary(BinOp::Shl, i64t, 1, 64), Ok(None));
        assert!(binary(BinOp::Shl, Some(ScalarType::F32), 1, 1).is_err());
        assert!(binary(BinOp::Add, None, 1, 1).is_err());
        assert_eq!(binary(BinOp::Xor, None, 1, 1), Ok(Some(0)));
    }

    #[test]
    fn float_compare_ordered_and_unordered() {
        let nan = u64::from(CANONICAL_NAN_F32);
        let one = u64::from(1.0f32.to_bits());
        let t = ScalarType::F32;
        assert!(!compare(CmpPred::Eq, t, nan, nan));
        assert!(compare(CmpPred::Ne, t, nan, one));
        assert!(!compare(CmpPred::Slt, t, nan, one));
        assert!(compare(CmpPred::Ult, t, nan, one));
        assert!(compare(CmpPred::Eq, t, 0, u64::from(0x8000_0000u32)));
        assert!(compare(
            CmpPred::Slt,
            t,
            u64::from((-1.0f32).to_bits()),
            one
        ));
    }

    #[test]
    fn sext_of_undefined_top_byte_is_undefined_above() {
        // i16 0x80?? with the low byte undefined: the sign is known, the result's byte 0 is not.
        assert_eq!(
            int_cast(CastOp::SExt, ScalarType::I16, ScalarType::I32, 0x8000, 0b01),
            Ok((0xFFFF_8000, 0b0001))
        );
        // Top byte undefined: every byte from it upward is undefined.
        assert_eq!(
            int_cast(CastOp::SExt, ScalarType::I16, ScalarType::I32, 0x0012, 0b10),
            Ok((0x0000_0012, 0b1110))
        );
        assert_eq!(
            int_cast(CastOp::ZExt, ScalarType::I16, ScalarType::I64, 0x8000, 0b10),
            Ok((0x8000, 0b10))
        );
        assert_eq!(
            int_cast(
                CastOp::Trunc,
                ScalarType::I32,
                ScalarType::I8,
                0x1234_5678,
                0b1110
            ),
            Ok((0x78, 0))
        );
    }
}
