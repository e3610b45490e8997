//! The algorithms of `arith.rs` and `convert.rs` on plain `u32` words against the host's IEEE
//! arithmetic (`f64::mul_add`, which is glibc's correctly rounded `fma`; `*`, `+`, `-`; the
//! float compares; `as` between f64, f32 and 32-bit integers). `tests/soft_f64.rs` of this crate runs the IR the pass emits through the
//! reference interpreter on fewer inputs: the interpreter is the slow part.

use super::arith::{self, eval, eval_cmp, Words, F64};
use super::compare;
use memlower_ir::interp::float::fcompare;
use memlower_ir::interp::scalar::min_max;
use memlower_ir::rng::Rng;
use memlower_ir::{BinOp, CmpPred, FCmpPred, ScalarType};

/// [`Words`] on one lane of plain words. A shift by 32 or more (undefined in the IR) panics.
struct Host;

impl Words for Host {
    type W = u32;
    type M = bool;
    fn k(&mut self, v: u32) -> u32 {
        v
    }
    fn mk(&mut self, v: bool) -> bool {
        v
    }
    fn op(&mut self, op: BinOp, a: u32, b: u32) -> u32 {
        match eval(op, a, b) {
            Some(r) => r,
            None => panic!("{} {a:#x}, {b:#x} is undefined in the IR", op.name()),
        }
    }
    fn cmp(&mut self, p: CmpPred, a: u32, b: u32) -> bool {
        eval_cmp(p, a, b)
    }
    fn mop(&mut self, op: BinOp, a: bool, b: bool) -> bool {
        match op {
            BinOp::And => a & b,
            BinOp::Or => a | b,
            _ => a ^ b,
        }
    }
    fn sel(&mut self, m: bool, a: u32, b: u32) -> u32 {
        if m {
            a
        } else {
            b
        }
    }
}

fn split(x: u64) -> F64<u32> {
    (x as u32, (x >> 32) as u32)
}

fn join((lo, hi): F64<u32>) -> u64 {
    u64::from(lo) | u64::from(hi) << 32
}

/// The IR's f64 result: NaNs canonical.
fn canon(x: f64) -> u64 {
    if x.is_nan() {
        0x7FF8_0000_0000_0000
    } else {
        x.to_bits()
    }
}

fn soft_fma(a: u64, b: u64, c: u64) -> u64 {
    join(arith::fma(&mut Host, split(a), split(b), split(c)))
}

fn expect_fma(a: u64, b: u64, c: u64) {
    let (x, y, z) = (f64::from_bits(a), f64::from_bits(b), f64::from_bits(c));
    let want = canon(x.mul_add(y, z));
    let got = soft_fma(a, b, c);
    assert_eq!(
        got,
        want,
        "fma({x:e} [{a:#018x}], {y:e} [{b:#018x}], {z:e} [{c:#018x}]): got {:e} [{got:#018x}], \
         want {:e} [{want:#018x}]",
        f64::from_bits(got),
        f64::from_bits(want)
    );
}

/// A random f64 bit pattern: fully random, or with an exponent field near `near` (so that
/// products and addends overlap and cancel), or from the edges of the range.
fn pattern(rng: &mut Rng, near: u64) -> u64 {
    let sign = rng.next_u64() & (1 << 63);
    let frac = match rng.below(4) {
        0 => rng.next_u64() & ((1 << 52) - 1),
        // Few significant bits: exact products, ties.
        1 => (rng.next_u64() & 0xFF) << rng.below(45),
        // Runs of ones: carries through the whole significand.
        2 => ((1u64 << 52) - 1) ^ (rng.next_u64() & 0xF),
        _ => rng.next_u64() >> 12 & (rng.next_u64() >> 12),
    };
    let exp = match rng.below(8) {
        0..=2 => rng.below(2048),
        3 => rng.below(4),        // subnormals and the smallest normals
        4 => 2044 + rng.below(4), // the largest, inf and NaN
        _ => (near + rng.below(9)).saturating_sub(4).min(2047),
    };
    sign | exp << 52 | frac
}

#[test]
fn fma_matches_the_host_on_a_million_random_inputs() {
    let mut rng = Rng::new(0x5f64);
    for _ in 0..1_200_000 {
        // Exponents chosen so that a * b lands near c, often.
        let (ea, eb) = (rng.below(2048), rng.below(2048));
        let near = (ea + eb).saturating_sub(1023).min(2047);
        let a = pattern(&mut rng, ea);
        let b = pattern(&mut rng, eb);
        let c = pattern(&mut rng, near);
        expect_fma(a, b, c);
    }
}

#[test]
fn fma_matches_the_host_on_hand_picked_inputs() {
    let f = f64::to_bits;
    let min_sub = 1u64; // 2^-1074
    let min_norm = 0x0010_0000_0000_0000u64;
    let max = f64::MAX.to_bits();
    let inf = f64::INFINITY.to_bits();
    let nan = 0x7FF0_0000_0000_0001u64; // a signalling NaN payload
    let qnan = 0xFFF8_0000_0000_1234u64;
    let one_ulp = f(1.0) + 1;
    let cases: &[(u64, u64, u64, &str)] = &[
        // Ties to even: 1 + 2^-53 is halfway between 1 and 1 + 2^-52 (rounds down to even),
        // 1 + 3 * 2^-53 halfway between 1 + 2^-52 and 1 + 2^-51 (rounds up to even).
        (f(1.0), f(1.0), f(2f64.powi(-53)), "tie, down to even"),
        (f(1.0), one_ulp, f(2f64.powi(-53)), "tie, up to even"),
        (f(1.0), f(-1.0), f(-(2f64.powi(-53))), "negative tie"),
        // Just above / below the tie: the sticky bit decides.
        (
            f(1.0),
            f(1.0),
            f(2f64.powi(-53) + 2f64.powi(-105)),
            "above tie",
        ),
        (
            f(1.0),
            f(1.0),
            f(2f64.powi(-53) - 2f64.powi(-106)),
            "below tie",
        ),
        // The product's low half is the sticky bit: (1 + 2^-52)^2 = 1 + 2^-51 + 2^-104.
        (one_ulp, one_ulp, f(0.0), "product sticky"),
        (one_ulp, one_ulp, f(-1.0), "cancel to the low half"),
        (
            one_ulp,
            f(1.0 - 2f64.powi(-53)),
            f(-1.0),
            "cancel, sticky in the window",
        ),
        // Exact cancellation: +0 under round to nearest; -0 + -0 = -0.
        (f(3.0), f(7.0), f(-21.0), "x*y - x*y"),
        (f(-3.0), f(7.0), f(21.0), "-x*y + x*y"),
        (f(-0.0), f(5.0), f(-0.0), "-0 + -0"),
        (f(0.0), f(-5.0), f(0.0), "-0 + +0"),
        (f(-0.0), f(-0.0), f(-0.0), "+0 + -0"),
        (f(0.0), f(0.0), f(7.5), "zero product"),
        // Addend far larger or smaller than the product.
        (
            f(1e-300),
            f(1e-300),
            f(1.0),
            "product below the addend's ulp",
        ),
        (
            f(1e-300),
            f(-1e-300),
            f(1.0),
            "product below the addend's ulp, negative",
        ),
        (
            f(1e300),
            f(1e10),
            f(1e-300),
            "addend below the product's ulp",
        ),
        (f(1.0), f(1.0), min_sub, "tiny addend"),
        (f(-1.0), f(1.0), min_sub, "tiny addend, subtracted"),
        // Subnormal results and inputs, rounding into and out of the subnormals.
        (
            min_sub,
            f(0.5),
            f(0.0),
            "half the smallest subnormal: tie to 0",
        ),
        (min_sub | 2, f(0.5), f(0.0), "tie to even subnormal"),
        (
            min_sub,
            f(0.75),
            f(0.0),
            "rounds up to the smallest subnormal",
        ),
        (
            min_norm,
            f(1.0 - 2f64.powi(-53)),
            f(0.0),
            "rounds up to the smallest normal",
        ),
        (min_norm, f(0.5), f(0.0), "normal to subnormal"),
        (
            min_norm - 1,
            f(1.0),
            min_sub,
            "largest subnormal + smallest: smallest normal",
        ),
        (min_sub, min_sub, f(0.0), "underflow to +0"),
        (
            min_sub,
            f64::from_bits(min_sub).to_bits() | 1 << 63,
            f(0.0),
            "underflow to -0",
        ),
        (min_sub, min_sub, f(-0.0), "underflow, -0 addend"),
        (f(3.0), min_norm, min_norm | 1 << 63, "subnormal difference"),
        (
            f(2f64.powi(1000)),
            min_sub,
            f(0.0),
            "subnormal factor, normal product",
        ),
        (
            min_norm | 1 << 63,
            f(1.0),
            min_norm - 1,
            "cancel into the subnormals",
        ),
        // Overflow to infinity, and rounding to the largest finite.
        (max, f(2.0), f(0.0), "overflow"),
        (max, f(-2.0), f(0.0), "negative overflow"),
        // The largest finite has an odd significand and an ulp of 2^971.
        (
            max,
            f(1.0),
            f(2f64.powi(970) * 1.5),
            "above the tie: infinity",
        ),
        (
            max,
            f(1.0),
            f(2f64.powi(970)),
            "tie at the top: to even, which is infinity",
        ),
        (
            max,
            f(1.0),
            f(2f64.powi(969)),
            "below the tie: the largest finite",
        ),
        (max, f(2.0), max | 1 << 63, "product over, sum finite"),
        // Infinities and NaNs.
        (inf, f(0.0), f(1.0), "inf * 0"),
        (f(-0.0), inf, f(1.0), "0 * inf"),
        (inf, f(1.0), inf | 1 << 63, "inf - inf"),
        (inf, f(-1.0), inf | 1 << 63, "-inf - inf"),
        (inf, f(2.0), f(1.0), "inf product"),
        (f(2.0), f(3.0), inf | 1 << 63, "inf addend"),
        (f(0.0), f(3.0), inf, "zero product, inf addend"),
        (nan, f(1.0), f(1.0), "NaN factor"),
        (f(1.0), qnan, f(1.0), "NaN factor, negative quiet"),
        (f(1.0), f(1.0), nan, "NaN addend"),
        (inf, f(0.0), nan, "NaN and inf * 0"),
    ];
    for &(a, b, c, what) in cases {
        let got = soft_fma(a, b, c);
        let want = canon(f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c)));
        assert_eq!(got, want, "{what}: got {got:#018x}, want {want:#018x}");
    }
    // The cases are what their names say (the host agrees with the names, not just with us).
    assert_eq!(soft_fma(f(1.0), f(1.0), f(2f64.powi(-53))), f(1.0));
    assert_eq!(soft_fma(f(1.0), one_ulp, f(2f64.powi(-53))), f(1.0) + 2);
    assert_eq!(soft_fma(f(3.0), f(7.0), f(-21.0)), f(0.0));
    assert_eq!(soft_fma(f(-0.0), f(5.0), f(-0.0)), f(-0.0));
    assert_eq!(soft_fma(min_sub, f(0.5), f(0.0)), 0);
    assert_eq!(soft_fma(min_sub, f(0.75), f(0.0)), 1);
    assert_eq!(soft_fma(max, f(1.0), f(2f64.powi(970))), inf);
    assert_eq!(soft_fma(max, f(1.0), f(2f64.powi(969))), max);
    assert_eq!(soft_fma(inf, f(1.0), inf | 1 << 63), 0x7FF8_0000_0000_0000);
}

/// The pass's reductions (`mul a, b = fma a, b, -0`; `add a, b = fma a, 1, b`; `sub a, b =
/// fma b, -1, a`) are IEEE's `*`, `+` and `-`, zeros' signs included.
#[test]
fn add_sub_mul_are_exact_fma_reductions() {
    let mut rng = Rng::new(7);
    let (one, minus_one, minus_zero) = (1f64.to_bits(), (-1f64).to_bits(), (-0f64).to_bits());
    let zeros = [0u64, 1 << 63];
    for i in 0..300_000 {
        let (a, b) = if i < 4 {
            (zeros[i % 2], zeros[i / 2])
        } else {
            let e = rng.below(2048);
            (pattern(&mut rng, e), pattern(&mut rng, e))
        };
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        assert_eq!(soft_fma(a, b, minus_zero), canon(x * y), "{x:e} * {y:e}");
        assert_eq!(soft_fma(a, one, b), canon(x + y), "{x:e} + {y:e}");
        assert_eq!(soft_fma(b, minus_one, a), canon(x - y), "{x:e} - {y:e}");
    }
}

/// The emulated compares and minnum/maxnum against the reference interpreter's own definitions
/// (`interp::float::fcompare`, `interp::scalar::min_max`): one semantics, not a second copy here.
#[test]
fn compares_and_min_max_match_the_reference() {
    let mut rng = Rng::new(11);
    let specials = [
        0u64,
        1 << 63,
        1,
        0x7FF0_0000_0000_0000,
        0xFFF0_0000_0000_0000,
    ];
    for i in 0..200_000u64 {
        let e = rng.below(2048);
        let a = pattern(&mut rng, e);
        // Equal, sign-flipped, neighbouring and special partners.
        let b = match i % 5 {
            0 => a,
            1 => a ^ 1 << 63,
            2 => a.wrapping_add(1),
            3 => specials[rng.below(5) as usize] | (rng.next_u64() & 1) << 63,
            _ => pattern(&mut rng, e),
        };
        for (a, b) in [(a, b), (b, a)] {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            for p in FCmpPred::ALL {
                let got = compare::fcmp(&mut Host, p, split(a), split(b));
                let want = fcompare(p, ScalarType::F64, a, b);
                assert_eq!(got, want, "fcmp {} {x:e}, {y:e}", p.name());
            }
            for max in [false, true] {
                let got = join(compare::minmax(&mut Host, max, split(a), split(b)));
                let want = min_max(ScalarType::F64, max, a, b).expect("f64 is a float type");
                assert_eq!(got, want, "max={max} {a:#x} {b:#x}");
            }
        }
    }
}

/// The mutation the checker's tests inject really changes results (and only by rounding).
#[test]
fn dropping_the_sticky_bits_rounds_wrong() {
    struct Sloppy;
    impl Words for Sloppy {
        type W = u32;
        type M = bool;
        fn k(&mut self, v: u32) -> u32 {
            v
        }
        fn mk(&mut self, v: bool) -> bool {
            v
        }
        fn op(&mut self, op: BinOp, a: u32, b: u32) -> u32 {
            Host.op(op, a, b)
        }
        fn cmp(&mut self, p: CmpPred, a: u32, b: u32) -> bool {
            eval_cmp(p, a, b)
        }
        fn mop(&mut self, op: BinOp, a: bool, b: bool) -> bool {
            Host.mop(op, a, b)
        }
        fn sel(&mut self, m: bool, a: u32, b: u32) -> u32 {
            Host.sel(m, a, b)
        }
        fn drop_sticky(&self) -> bool {
            true
        }
    }
    let f = f64::to_bits;
    let above = (f(1.0), f(1.0), f(2f64.powi(-53) + 2f64.powi(-105)));
    let right = soft_fma(above.0, above.1, above.2);
    let wrong = join(arith::fma(
        &mut Sloppy,
        split(above.0),
        split(above.1),
        split(above.2),
    ));
    assert_eq!(right, f(1.0) + 1);
    assert_eq!(wrong, f(1.0));
}

/// The IR's f32 result: NaNs canonical.
fn canon32(x: f32) -> u32 {
    if x.is_nan() {
        0x7FC0_0000
    } else {
        x.to_bits()
    }
}

#[test]
fn conversions_match_the_host_on_random_and_edge_inputs() {
    use super::convert::{f32_to_f64, f64_to_f32, f64_to_int, int_to_f64};
    let mut rng = Rng::new(13);
    let ints = [
        0u32,
        1,
        u32::MAX,
        0x8000_0000,
        0x7FFF_FFFF,
        0xFFFF_FFFE,
        3,
        0x0100_0001,
    ];
    let f32s = [
        0u32,
        1 << 31,
        1,
        0x007F_FFFF,
        0x0080_0000,
        0x7F7F_FFFF,
        0x7F80_0000,
        0xFF80_0000,
        0x7FC0_0001,
        0xFF80_0001,
    ];
    let f64s = [
        1f64 + 2f64.powi(-24),                        // tie: to 1.0 (even)
        1f64 + 3.0 * 2f64.powi(-24),                  // tie: up to even
        1f64 + 2f64.powi(-24) + 2f64.powi(-50),       // above the tie
        f64::from(f32::MAX) * (1.0 + 2f64.powi(-25)), // below the tie at the top: f32::MAX
        f64::from(f32::MAX) * (1.0 + 2f64.powi(-24)), // the tie at the top: infinity
        2f64.powi(-150),                              // half the smallest f32 subnormal: tie to 0
        2f64.powi(-150) * 1.5,                        // rounds up to the smallest subnormal
        2f64.powi(-126) * (1.0 - 2f64.powi(-25)),     // rounds up to the smallest normal
        1e-320,
        -1e300,
        -0.0,
        -0.9,
        0.9,
        2147483647.0,
        -2147483648.0,
        4294967295.0,
        65535.5,
        f64::INFINITY,
        f64::NAN,
    ];
    for i in 0..300_000usize {
        let x = match i % 4 {
            0 => rng.next_u64() as u32,
            1 => (rng.next_u64() as u32) >> rng.below(32),
            2 => ints[i / 4 % ints.len()],
            _ => (rng.below(2000) as u32).wrapping_sub(1000),
        };
        let got = join(int_to_f64(&mut Host, x, true));
        assert_eq!(got, f64::from(x as i32).to_bits(), "sitofp {x:#x}");
        let got = join(int_to_f64(&mut Host, x, false));
        assert_eq!(got, f64::from(x).to_bits(), "uitofp {x:#x}");

        let f = match i % 3 {
            0 => rng.next_u64() as u32,
            1 => f32s[i / 3 % f32s.len()] ^ (rng.below(2) as u32) << 31,
            _ => (rng.next_u64() as u32) & 0x807F_FFFF, // subnormals and zeros
        };
        let got = join(f32_to_f64(&mut Host, f));
        assert_eq!(got, canon(f64::from(f32::from_bits(f))), "fpext {f:#x}");

        let near = match i % 4 {
            0 => 896 + rng.below(256),
            1 => 840 + rng.below(60),
            _ => 1023 + rng.below(34),
        };
        let d = if i % 4 == 2 {
            f64s[i / 4 % f64s.len()].to_bits() ^ (rng.below(2) << 63)
        } else {
            pattern(&mut rng, near)
        };
        let v = f64::from_bits(d);
        assert_eq!(
            f64_to_f32(&mut Host, split(d)),
            canon32(v as f32),
            "fptrunc {d:#x}"
        );
        let t = v.trunc();
        if t > -2147483649.0 && t < 2147483648.0 {
            let got = f64_to_int(&mut Host, split(d), true);
            assert_eq!(got as i32, t as i32, "fptosi {v:e}");
        }
        if t > -1.0 && t < 4294967296.0 {
            let got = f64_to_int(&mut Host, split(d), false);
            assert_eq!(got, t as u32, "fptoui {v:e}");
        }
    }
}

/// `-0.0 - x` by the sign flip matches the host's subtraction (NaNs canonical) on random
/// patterns of every class and on the edges: both zeros, subnormals, infinities, NaNs of both
/// signs, quiet and signalling.
#[test]
fn negation_matches_the_host_subtraction_from_negative_zero() {
    let mut rng = Rng::new(0x4e67);
    let edges = [
        0,
        1 << 63,
        1,
        (1 << 63) | 1,
        0x7FEF_FFFF_FFFF_FFFF,
        0x7FF0_0000_0000_0000,
        0xFFF0_0000_0000_0000,
        0x7FF8_0000_0000_0000,
        0x7FF8_0000_0000_0123,
        0xFFF0_0000_0000_0001,
        0x7FF0_0000_0000_0001,
    ];
    let random = (0..200_000).map(|_| {
        let e = rng.below(2048);
        pattern(&mut rng, e)
    });
    for x in edges.into_iter().chain(random) {
        let want = canon(-0.0 - f64::from_bits(x));
        let got = join(arith::neg(&mut Host, split(x)));
        assert_eq!(got, want, "-0.0 - {x:#018x}");
    }
}
