//! Element arithmetic of the vISA ALU instructions, with undefined bits.
//!
//! ```text
//!   source element (its type, bits, undefined bits)
//!        │ read as a Num: integers sign/zero-extended to i128 by their own type (vISA keeps
//!        │ extra precision for integer execution), floats as (precision, bits); `(-)` applied
//!        ▼
//!   add / mul / mad / shl / shr / asr / min / max / and / or / xor / not / sel / cmp
//!        │ one rule per op for undefined bits (below)
//!        ▼
//!   converted to the destination type: integers truncate, int↔float and float↔float as vISA's
//!   "Type Conversion" section says (RNE; float→int truncates toward zero and saturates, NaN→0;
//!   a negative normal float to an unsigned type is undefined: the prose and table disagree)
//! ```
//!
//! Undefined bits, kept at least as exact as the reference interpreter's bytes so that a value
//! the reference defines is never undefined here:
//!
//! | op | result bit undefined iff |
//! |---|---|
//! | `add`, `mul`, `(-)` on integers | some bit at or below it of either operand is (carries move up) |
//! | `shl`, `shr`, `asr` | the source bit shifted into it is (for `asr`, the bits shifted in copy the sign bit); every bit if the shift count has any undefined bit |
//! | `min`, `max` | any bit of either operand is (then every bit) |
//! | `and` / `or` | either operand's bit is, unless the other one's is a defined 0 / 1 |
//! | `xor`, `not` | either operand's bit is |
//! | float ops and conversions | any bit of any operand is (then every bit) |
//! | `mov` / `sel` of a float to its own type, no `(-)` | the source bit is (a raw move: no conversion) |
//! | integer extension | zero-extension: never for the new bits; sign-extension: the sign bit is |
//!
//! Float arithmetic is the reference's (`memlower_ir::interp::scalar::binary`: IEEE, RNE,
//! subnormals kept, canonical NaNs; `mad` is `memlower_ir::interp::float::fma`, one rounding),
//! so the two interpreters compute identical bits. What vISA leaves open is undefined here:
//! `mad` whose product of finite factors overflows while the result does not (vISA: "either the
//! correct result, or else +inf"), and `min`/`max` of `+0` and `-0` (the MIN_MAX page promises
//! IEEE minNum/maxNum, which may return either zero).

use memlower_ir::interp::float::{self, FmaResult};
use memlower_ir::interp::scalar::{self, float_bits, float_value};
use memlower_ir::{BinOp, CmpPred, ScalarType};
use memlower_lowering::mir::{AluOp, CmpRel, ElemType};

/// One element as read from a register or an immediate: its type, bits (zero-extended) and
/// undefined bits (undefined bits are stored as 0 in `bits`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Elem {
    /// Element type.
    pub ty: ElemType,
    /// Bits, zero-extended.
    pub bits: u64,
    /// Undefined bits.
    pub undef: u64,
}

/// All-ones in the low `bytes(t)` bytes.
pub fn width_mask(t: ElemType) -> u64 {
    if t.bytes() >= 8 {
        u64::MAX
    } else {
        (1u64 << (8 * t.bytes())) - 1
    }
}

impl Elem {
    /// An element, masked to its width (undefined bits cleared in `bits`).
    pub fn new(ty: ElemType, bits: u64, undef: u64) -> Elem {
        let m = width_mask(ty);
        let undef = undef & m;
        Elem {
            ty,
            bits: bits & m & !undef,
            undef,
        }
    }

    /// An element whose every bit is undefined.
    pub fn undefined(ty: ElemType) -> Elem {
        Elem::new(ty, 0, u64::MAX)
    }

    /// True if any bit is undefined.
    pub fn any_undef(&self) -> bool {
        self.undef != 0
    }
}

/// The IR scalar type of a float element type.
fn float_scalar(t: ElemType) -> Option<ScalarType> {
    match t {
        ElemType::Hf => Some(ScalarType::F16),
        ElemType::F => Some(ScalarType::F32),
        ElemType::Df => Some(ScalarType::F64),
        _ => None,
    }
}

/// True for the signed integer types (`d`, `q`, `w`, `b`).
fn is_signed(t: ElemType) -> bool {
    matches!(t, ElemType::D | ElemType::Q | ElemType::W | ElemType::B)
}

/// A source operand's value in the execution domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    /// An integer, extended to 128 bits by its type's signedness, with undefined bits.
    Int(i128, u128),
    /// A float: its precision, IEEE bits, and whether any bit is undefined.
    Float(ScalarType, u64, bool),
}

/// All bits from the lowest set bit of `u` upward (how carries spread undefinedness).
fn upward(u: u128) -> u128 {
    if u == 0 {
        0
    } else {
        !((u & u.wrapping_neg()) - 1)
    }
}

impl Num {
    /// An element in the execution domain, with the `(-)` source modifier applied if `neg`.
    pub fn of(e: Elem, neg: bool) -> Num {
        if let Some(st) = float_scalar(e.ty) {
            let sign = 1u64 << (8 * e.ty.bytes() - 1);
            let bits = if neg { e.bits ^ sign } else { e.bits };
            return Num::Float(st, bits, e.any_undef());
        }
        let w = 8 * e.ty.bytes();
        let (v, mut u) = (e.bits as u128, e.undef as u128);
        let v = if is_signed(e.ty) {
            let shift = 128 - w;
            if e.undef & (1u64 << (w - 1)) != 0 {
                u |= !0u128 << w;
            }
            ((v << shift) as i128) >> shift
        } else {
            v as i128
        };
        if neg {
            Num::Int(v.wrapping_neg(), upward(u))
        } else {
            Num::Int(v, u)
        }
    }
}

/// Converts a value to an element of `to`, as vISA's `mov` does.
pub fn convert(n: Num, to: ElemType) -> Elem {
    match (n, float_scalar(to)) {
        (Num::Int(v, u), None) => Elem::new(to, v as u64, u as u64),
        (Num::Int(_, u), Some(_)) if u != 0 => Elem::undefined(to),
        (Num::Int(v, _), Some(st)) => {
            // Every source is at most 64 bits wide, so `v` fits an i64 or a u64; Rust's
            // int-to-float `as` rounds to nearest even, once.
            let x = if v < 0 {
                v as i64 as f64
            } else {
                v as u64 as f64
            };
            let bits = match st {
                ScalarType::F32 => {
                    let y = if v < 0 {
                        v as i64 as f32
                    } else {
                        v as u64 as f32
                    };
                    u64::from(y.to_bits())
                }
                // f16: every integer above 2^53 (where the f64 could have rounded) is far
                // past the f16 range and rounds to infinity either way.
                _ => float_bits(st, x).unwrap_or(0),
            };
            Elem::new(to, bits, 0)
        }
        (Num::Float(_, _, true), _) => Elem::undefined(to),
        (Num::Float(st, bits, false), Some(dt)) => {
            if st == dt {
                Elem::new(to, bits, 0)
            } else {
                let x = float_value(st, bits).unwrap_or(0.0);
                Elem::new(to, float_bits(dt, x).unwrap_or(0), 0)
            }
        }
        (Num::Float(st, bits, false), None) => {
            let x = float_value(st, bits).unwrap_or(0.0);
            if !is_signed(to) && negative_normal(st, x) {
                return Elem::undefined(to);
            }
            Elem::new(to, float_to_int(x, to) as u64, 0)
        }
    }
}

/// True for a negative float that is neither `-0` nor subnormal in its own precision (`-inf`
/// included). Converted to an unsigned type, the datatypes chapter's prose truncates toward
/// zero and saturates (0), while its table ("fmax <= f <= fmin", "-inf") gives "qNaN
/// Indefinite": the result is undefined. `-0` and negative subnormals give 0 by both.
fn negative_normal(st: ScalarType, x: f64) -> bool {
    let min_normal = match st {
        ScalarType::F16 => 1.0 / 16384.0,
        ScalarType::F32 => f64::from(f32::MIN_POSITIVE),
        _ => f64::MIN_POSITIVE,
    };
    x <= -min_normal
}

/// Float to integer: toward zero, saturating at the type's range, NaN to 0.
fn float_to_int(x: f64, to: ElemType) -> i128 {
    if x.is_nan() {
        return 0;
    }
    let w = 8 * to.bytes();
    let (lo, hi) = if is_signed(to) {
        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
    } else {
        (0, (1i128 << w) - 1)
    };
    let t = x.trunc();
    if t <= lo as f64 {
        lo
    } else if t >= hi as f64 {
        hi
    } else {
        t as i128
    }
}

/// Why an ALU operation cannot be computed on these operands.
pub type AluResult = Result<Num, String>;

/// An integer operand: value and undefined bits.
type IntOperand = (i128, u128);

fn int_pair(op: &str, a: Num, b: Num) -> Result<(IntOperand, IntOperand), String> {
    match (a, b) {
        (Num::Int(x, ux), Num::Int(y, uy)) => Ok(((x, ux), (y, uy))),
        _ => Err(format!("`{op}` takes integer operands")),
    }
}

/// Two-source arithmetic and logic (`add mul shl shr and or xor`).
pub fn binary(op: AluOp, a: Num, b: Num, src0_ty: ElemType) -> AluResult {
    match op {
        AluOp::Add | AluOp::Mul => {
            if let (Num::Float(s, x, ux), Num::Float(t, y, uy)) = (a, b) {
                if s != t {
                    return Err(format!(
                        "`{}` mixes float precisions ({s} and {t})",
                        op.name()
                    ));
                }
                if ux || uy {
                    return Ok(Num::Float(s, 0, true));
                }
                let bop = if op == AluOp::Add {
                    BinOp::Add
                } else {
                    BinOp::Mul
                };
                let r = scalar::binary(bop, Some(s), x, y)
                    .map_err(|e| e.to_string())?
                    .unwrap_or(0);
                return Ok(Num::Float(s, r, false));
            }
            let ((x, ux), (y, uy)) = int_pair(op.name(), a, b)
                .map_err(|_| format!("`{}` cannot mix integer and float operands", op.name()))?;
            let v = if op == AluOp::Add {
                x.wrapping_add(y)
            } else {
                x.wrapping_mul(y)
            };
            Ok(Num::Int(v, upward(ux | uy)))
        }
        AluOp::Min | AluOp::Max => min_max(op == AluOp::Max, a, b),
        AluOp::Mulh => {
            // Each source is extended by its own type (`d` signed, `ud` unsigned; the verifier
            // makes them agree), so the wide product's bits 32..63 are the high half.
            let ((x, ux), (y, uy)) = int_pair(op.name(), a, b)?;
            if ux != 0 || uy != 0 {
                return Ok(Num::Int(0, !0));
            }
            Ok(Num::Int(x.wrapping_mul(y) >> 32, 0))
        }
        AluOp::Shl | AluOp::Shr | AluOp::Asr => {
            let ((x, ux), (s, us)) = int_pair(op.name(), a, b)?;
            let w = 8 * src0_ty.bytes();
            // The hardware reads the count modulo the execution width: 5 bits, 6 for qwords.
            let count = (s as u32) & if w == 64 { 63 } else { 31 };
            if us != 0 {
                return Ok(Num::Int(0, !0));
            }
            if op == AluOp::Shl {
                return Ok(Num::Int(x.wrapping_shl(count), ux.wrapping_shl(count)));
            }
            if op == AluOp::Asr {
                // The source is already extended by its type's signedness (an undefined sign
                // bit made every bit above it undefined), so an arithmetic shift of the wide
                // value shifts in copies of the sign bit, and of its undefinedness. An unsigned
                // source is zero-extended: `asr` of it shifts in zeros, as `shr` does.
                return Ok(Num::Int(x >> count, ((ux as i128) >> count) as u128));
            }
            // Logical: the source's own bits, zero-filled from the top.
            let m = if w >= 128 { !0u128 } else { (1u128 << w) - 1 };
            let (xv, xu) = ((x as u128) & m, ux & m);
            let shifted = |v: u128| if count >= 128 { 0 } else { v >> count };
            Ok(Num::Int(shifted(xv) as i128, shifted(xu)))
        }
        AluOp::And | AluOp::Or | AluOp::Xor => {
            let ((x, ux), (y, uy)) = int_pair(op.name(), a, b)?;
            let (xv, yv) = (x as u128, y as u128);
            let (v, u) = match op {
                AluOp::And => {
                    // A defined 0 on either side decides the bit.
                    let zero = (!xv & !ux) | (!yv & !uy);
                    (xv & yv, (ux | uy) & !zero)
                }
                AluOp::Or => {
                    let one = (xv & !ux) | (yv & !uy);
                    (xv | yv, (ux | uy) & !one)
                }
                _ => (xv ^ yv, ux | uy),
            };
            Ok(Num::Int((v & !u) as i128, u))
        }
        other => Err(format!("`{}` is not a two-source operation", other.name())),
    }
}

/// `min` / `max` of two sources (vISA MIN_MAX). Integers compare by value, each extended by its
/// own type's signedness. Floats follow the MIN_MAX page: "if one of the numbers is NaN and the
/// other is not, MIN or MAX returns the one that is not NaN. When both numbers are NaN, MIN or
/// MAX returns source1" (its bits, unchanged); otherwise the smaller (larger) value. The page
/// promises IEEE min/max, which does not order `+0` and `-0`: the result of a pair of zeros of
/// different signs is undefined.
fn min_max(max: bool, a: Num, b: Num) -> AluResult {
    match (a, b) {
        (Num::Int(x, ux), Num::Int(y, uy)) => {
            if ux != 0 || uy != 0 {
                return Ok(Num::Int(0, !0));
            }
            Ok(Num::Int(if max { x.max(y) } else { x.min(y) }, 0))
        }
        (Num::Float(s, x, ux), Num::Float(t, y, uy)) => {
            if s != t {
                return Err(format!(
                    "`{}` mixes float precisions ({s} and {t})",
                    if max { "max" } else { "min" }
                ));
            }
            if ux || uy {
                return Ok(Num::Float(s, 0, true));
            }
            let (xv, yv) = (
                float_value(s, x).unwrap_or(0.0),
                float_value(s, y).unwrap_or(0.0),
            );
            Ok(match (xv.is_nan(), yv.is_nan()) {
                (true, _) => Num::Float(s, y, false),
                (false, true) => Num::Float(s, x, false),
                _ if xv == yv && x != y => Num::Float(s, 0, true),
                _ if (xv < yv) != max => Num::Float(s, x, false),
                _ => Num::Float(s, y, false),
            })
        }
        _ => Err("`min`/`max` cannot mix integer and float operands".into()),
    }
}

/// `mad`: `a * b + c`. Floats: one fused operation (the MAD page: "Floating point type MAD is
/// guaranteed to be translated into a HW mad instruction", and the IEEE-mode section calls it
/// fused), correctly rounded once, canonical NaNs. The same section lets a fused operation
/// whose intermediate is out of range while the final result is not return either the correct
/// result or +inf: that element is undefined. Integers wrap (undefined bits spread upward, as
/// for `add` and `mul`).
pub fn mad(a: Num, b: Num, c: Num) -> AluResult {
    match (a, b, c) {
        (Num::Float(s, x, ux), Num::Float(t, y, uy), Num::Float(u, z, uz)) => {
            if s != t || s != u {
                return Err(format!("`mad` mixes float precisions ({s}, {t}, {u})"));
            }
            if ux || uy || uz {
                return Ok(Num::Float(s, 0, true));
            }
            match float::fma(s, x, y, z) {
                Some(FmaResult::Exact(r)) => Ok(Num::Float(s, r, false)),
                Some(FmaResult::Undefined) => Ok(Num::Float(s, 0, true)),
                None => Err(format!("`mad` on {s}")),
            }
        }
        (Num::Int(x, ux), Num::Int(y, uy), Num::Int(z, uz)) => Ok(Num::Int(
            x.wrapping_mul(y).wrapping_add(z),
            upward(ux | uy | uz),
        )),
        _ => Err("`mad` cannot mix integer and float operands".into()),
    }
}

/// `add3`: `a + b + c` on integers (Xe-HP and later), wrapping; undefined bits spread upward
/// as for `add`. Floats are refused: the instruction adds integers only.
pub fn add3(a: Num, b: Num, c: Num) -> AluResult {
    match (a, b, c) {
        (Num::Int(x, ux), Num::Int(y, uy), Num::Int(z, uz)) => Ok(Num::Int(
            x.wrapping_add(y).wrapping_add(z),
            upward(ux | uy | uz),
        )),
        _ => Err("`add3` takes integer operands".into()),
    }
}

/// `not`: bitwise complement.
pub fn not(a: Num) -> AluResult {
    match a {
        Num::Int(x, u) => Ok(Num::Int(!x & !(u as i128), u)),
        Num::Float(..) => Err("`not` takes an integer operand".into()),
    }
}

/// `cmp.rel` on two elements: `Some(result)`, or `None` when an operand has an undefined bit.
/// Integers compare by value (each extended by its own type); floats compare ordered (`ne` is
/// the one unordered relation: true when either side is NaN), `-0 == +0`.
pub fn compare(rel: CmpRel, a: Num, b: Num) -> Result<Option<bool>, String> {
    match (a, b) {
        (Num::Int(x, ux), Num::Int(y, uy)) => {
            if ux != 0 || uy != 0 {
                return Ok(None);
            }
            Ok(Some(match rel {
                CmpRel::Eq => x == y,
                CmpRel::Ne => x != y,
                CmpRel::Lt => x < y,
                CmpRel::Le => x <= y,
                CmpRel::Gt => x > y,
                CmpRel::Ge => x >= y,
            }))
        }
        (Num::Float(s, x, ux), Num::Float(t, y, uy)) => {
            if ux || uy {
                return Ok(None);
            }
            let pred = match rel {
                CmpRel::Eq => CmpPred::Eq,
                CmpRel::Ne => CmpPred::Ne,
                CmpRel::Lt => CmpPred::Slt,
                CmpRel::Le => CmpPred::Sle,
                CmpRel::Gt => CmpPred::Sgt,
                CmpRel::Ge => CmpPred::Sge,
            };
            if s == t {
                return Ok(Some(scalar::compare(pred, s, x, y)));
            }
            // Mixed precisions: compare the exact values in f64.
            let (xf, yf) = (
                float_value(s, x).unwrap_or(0.0),
                float_value(t, y).unwrap_or(0.0),
            );
            Ok(Some(scalar::compare(
                pred,
                ScalarType::F64,
                xf.to_bits(),
                yf.to_bits(),
            )))
        }
        _ => Err("`cmp` cannot compare an integer with a float".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ud(bits: u64, undef: u64) -> Elem {
        Elem::new(ElemType::Ud, bits, undef)
    }

    #[test]
    fn carries_spread_undefined_bits_upward_only() {
        let a = Num::of(ud(0x0000_0100, 0x0000_0100), false); // bit 8 undefined
        let b = Num::of(ud(1, 0), false);
        let r = convert(
            binary(AluOp::Add, a, b, ElemType::Ud).unwrap(),
            ElemType::Ud,
        );
        assert_eq!(r.bits & 0xFF, 1);
        assert_eq!(r.undef, 0xFFFF_FF00);
    }

    #[test]
    fn and_with_a_defined_zero_is_defined() {
        let a = Num::of(ud(0, 0xFFFF_FFFF), false);
        let b = Num::of(ud(0x0000_00F0, 0), false);
        let r = convert(
            binary(AluOp::And, a, b, ElemType::Ud).unwrap(),
            ElemType::Ud,
        );
        assert_eq!(r.undef, 0xF0);
        let r = convert(
            binary(
                AluOp::Or,
                a,
                Num::of(ud(0xFFFF_0000, 0), false),
                ElemType::Ud,
            )
            .unwrap(),
            ElemType::Ud,
        );
        assert_eq!((r.bits, r.undef), (0xFFFF_0000, 0xFFFF));
    }

    #[test]
    fn shifts_move_undefined_bits_and_take_the_count_modulo_32() {
        let a = Num::of(ud(0x8000_0001, 0x0000_0002), false);
        let r = convert(
            binary(AluOp::Shr, a, Num::of(ud(1, 0), false), ElemType::Ud).unwrap(),
            ElemType::Ud,
        );
        assert_eq!((r.bits, r.undef), (0x4000_0000, 0x1));
        let r = convert(
            binary(AluOp::Shl, a, Num::of(ud(33, 0), false), ElemType::Ud).unwrap(),
            ElemType::Ud,
        );
        assert_eq!((r.bits, r.undef), (0x0000_0002, 0x4));
    }

    #[test]
    fn sign_extension_and_negation() {
        let b = Elem::new(ElemType::B, 0x80, 0);
        assert_eq!(convert(Num::of(b, false), ElemType::D).bits, 0xFFFF_FF80);
        assert_eq!(convert(Num::of(b, true), ElemType::D).bits, 0x80);
        let ub = Elem::new(ElemType::Ub, 0x80, 0);
        assert_eq!(convert(Num::of(ub, false), ElemType::Ud).bits, 0x80);
        // Sign bit undefined: every new upper bit is undefined.
        let w = Elem::new(ElemType::W, 0x0012, 0x8000);
        assert_eq!(convert(Num::of(w, false), ElemType::D).undef, 0xFFFF_8000);
    }

    #[test]
    fn float_conversions_saturate_and_round() {
        let f = |x: f32| Elem::new(ElemType::F, u64::from(x.to_bits()), 0);
        assert_eq!(
            convert(Num::of(f(-3.7), false), ElemType::D).bits,
            0xFFFF_FFFD
        );
        assert_eq!(
            convert(Num::of(f(1e20), false), ElemType::D).bits,
            0x7FFF_FFFF
        );
        // Negative normals to an unsigned type: the chapter's prose and table disagree.
        assert!(convert(Num::of(f(-1.0), false), ElemType::Ud).any_undef());
        assert!(convert(Num::of(f(-0.9), false), ElemType::Ub).any_undef());
        assert!(convert(Num::of(f(f32::NEG_INFINITY), false), ElemType::Uw).any_undef());
        let zero = |x: f32| {
            let e = convert(Num::of(f(x), false), ElemType::Ud);
            !e.any_undef() && e.bits == 0
        };
        assert!(zero(-0.0) && zero(-f32::from_bits(1)) && zero(0.9));
        assert_eq!(convert(Num::of(f(-0.9), false), ElemType::D).bits, 0);
        assert_eq!(convert(Num::of(f(f32::NAN), false), ElemType::Ud).bits, 0);
        let big = Elem::new(ElemType::Ud, 16_777_217, 0); // 2^24 + 1: a tie, rounds to even
        assert_eq!(
            convert(Num::of(big, false), ElemType::F).bits,
            u64::from(16_777_216f32.to_bits())
        );
        assert_eq!(convert(Num::of(f(1.0), false), ElemType::Hf).bits, 0x3C00);
    }

    #[test]
    fn float_compare_is_ordered_except_ne() {
        let nan = Num::Float(ScalarType::F32, 0x7FC0_0000, false);
        let one = Num::Float(ScalarType::F32, u64::from(1f32.to_bits()), false);
        assert_eq!(compare(CmpRel::Lt, nan, one), Ok(Some(false)));
        assert_eq!(compare(CmpRel::Ne, nan, one), Ok(Some(true)));
        assert_eq!(compare(CmpRel::Eq, nan, nan), Ok(Some(false)));
        assert!(compare(CmpRel::Eq, one, Num::Int(1, 0)).is_err());
    }
}
