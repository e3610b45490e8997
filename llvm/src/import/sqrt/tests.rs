//! The root run with the IR's own scalar semantics against Rust's `f32::sqrt`: the estimate
//! for every significand, and the whole expansion on every 7th `f32` of two binades (both
//! exponent parities) and of the subnormals, special values and random bits.

use super::*;
use crate::import::expand::tests::Eval;
use memlower_ir::rng::Rng;

fn check(x: u32) {
    let got = expand(&mut Eval::default(), x);
    let want = f32::from_bits(x).sqrt().to_bits();
    let same = got == want || (f32::from_bits(got).is_nan() && f32::from_bits(want).is_nan());
    assert!(
        same,
        "sqrt({x:#010x} = {:e}): got {got:#010x}, want {want:#010x}",
        f32::from_bits(x)
    );
}

#[test]
fn every_root_estimate_is_within_two_below_and_one_above() {
    let (mut lo, mut hi) = (i64::MAX, i64::MIN);
    for mp in (1u32 << 23)..(1u32 << 25) {
        let s = i64::from(estimate(&mut Eval::default(), mp));
        let exact = (u64::from(mp) << 25).isqrt() as i64;
        lo = lo.min(s - exact);
        hi = hi.max(s - exact);
    }
    assert!(lo >= -2 && hi <= 1, "estimate - root in [{lo}, {hi}]");
}

#[test]
fn two_binades_and_the_subnormals_take_rusts_root() {
    // Exponent fields 127 and 128 (both parities of the exponent) and the subnormals, every
    // 7th value: the estimate's test covers every significand, this the rest of the way.
    for x in (0x3F80_0000u32..0x4080_0000).step_by(7) {
        check(x);
    }
    for x in (0..0x0080_0000u32).step_by(7) {
        check(x);
    }
}

#[test]
fn special_and_random_values_take_rusts_root() {
    for x in [
        0,
        0x8000_0000,
        0x7F80_0000,
        0xFF80_0000,
        0x7FC0_0000,
        0x7F80_0001,
        0xFFC0_0000,
        0x8000_0001,
        0xBF80_0000,
        0x7F7F_FFFF,
        0x0080_0000,
        1,
    ] {
        check(x);
    }
    let mut rng = Rng::new(13);
    for _ in 0..1_000_000 {
        check(rng.next_u64() as u32);
    }
}
