//! The expansion run with the IR's own scalar semantics (`memlower_ir::interp`) against Rust's
//! `f32` division: the reciprocal over every divisor significand, and the quotient on special
//! values, random bits, ratios near one, exact quotients, and results near the overflow and
//! underflow thresholds.

use super::*;
use crate::import::expand::tests::Eval;
use memlower_ir::rng::Rng;

/// Rust's quotient, NaNs counted equal (LLVM leaves their payload unspecified).
fn check(eval: &mut Eval, x: u32, y: u32) {
    let got = expand(eval, x, y);
    let want = (f32::from_bits(x) / f32::from_bits(y)).to_bits();
    let same = got == want || (f32::from_bits(got).is_nan() && f32::from_bits(want).is_nan());
    assert!(
        same,
        "{x:#010x} / {y:#010x} ({:e} / {:e}): got {got:#010x}, want {want:#010x}",
        f32::from_bits(x),
        f32::from_bits(y)
    );
}

#[test]
fn every_reciprocal_is_within_ten_units_below() {
    let mut eval = Eval { ops: 0 };
    let (mut lo, mut hi) = (i64::MAX, i64::MIN);
    for nb in (1u32 << 23)..(1u32 << 24) {
        let r = i64::from(reciprocal(&mut eval, nb));
        let exact = ((1u64 << 55) / u64::from(nb)) as i64;
        lo = lo.min(exact - r);
        hi = hi.max(exact - r);
    }
    assert!(lo >= 0 && hi <= 10, "2^55 / nb - r in [{lo}, {hi}]");
}

/// Zeros, subnormals, the smallest and largest normals, ones, infinities and NaNs.
const SPECIAL: [u32; 20] = [
    0,
    1,
    2,
    3,
    0x0040_0000,
    0x007F_FFFF,
    0x0080_0000,
    0x0080_0001,
    0x3400_0000,
    0x3F80_0000,
    0x3F80_0001,
    0x3FFF_FFFF,
    0x4040_0000,
    0x4B00_0000,
    0x7F7F_FFFF,
    0x7F80_0000,
    0x7F80_0001,
    0x7FC0_0000,
    0x7FFF_FFFF,
    0x0000_1234,
];

#[test]
fn special_values_divide_as_rust_does() {
    let mut eval = Eval { ops: 0 };
    for &x in &SPECIAL {
        for &y in &SPECIAL {
            for s in [0, 0x8000_0000] {
                for t in [0, 0x8000_0000] {
                    check(&mut eval, x | s, y | t);
                }
            }
        }
    }
}

#[test]
fn random_quotients_divide_as_rust_does() {
    let mut rng = Rng::new(11);
    let mut eval = Eval { ops: 0 };
    for _ in 0..300_000 {
        let (x, y) = (rng.next_u64() as u32, rng.next_u64() as u32);
        check(&mut eval, x, y);
        // Near one: the same significand with a few bits changed, any exponents.
        let flip = 1u32 << (rng.next_u64() % 24);
        check(&mut eval, x, x ^ flip);
        // Exponents that put the result near overflow or deep in the subnormals.
        let e = (rng.next_u64() % 254) as u32 + 1;
        let near = (y & 0x807F_FFFF) | (e << 23);
        check(&mut eval, x, near);
        // Small exponents on both sides: subnormal operands and results.
        let lo = |v: u32, k: u64| (v & 0x807F_FFFF) | (((k % 24) as u32) << 23);
        check(&mut eval, lo(x, rng.next_u64()), y);
        check(
            &mut eval,
            lo(x, rng.next_u64()),
            lo(y, rng.next_u64()) | 0x2000_0000,
        );
    }
    // About 80 operations for two variables.
    let before = eval.ops;
    check(&mut eval, 0x4049_0FDB, 0x402D_F854);
    assert!(eval.ops - before <= 90, "{} ops", eval.ops - before);
}

#[test]
fn exact_quotients_and_ties_divide_as_rust_does() {
    let mut rng = Rng::new(12);
    let mut eval = Eval { ops: 0 };
    for _ in 0..200_000 {
        // y * q rounded: x / y is q or its neighbour, often exactly representable.
        let y = rng.next_u64() as u32 & 0x7FFF_FFFF;
        let q = rng.next_u64() as u32 & 0x3FFF_FFFF;
        let x = (f32::from_bits(y) * f32::from_bits(q)).to_bits();
        check(&mut eval, x, y);
        // Short significands, whose quotients are often exact or halfway.
        let short = |v: u64| (v as u32) & 0xFFF0_0000;
        check(&mut eval, short(rng.next_u64()), short(rng.next_u64()));
    }
}
