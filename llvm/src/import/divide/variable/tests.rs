//! The expansion run with the IR's own scalar semantics against Rust's division, for all four
//! operations: random pairs, every divisor up to 70,000 on the edges of its multiples, the
//! divisors around every power of two, and the signed edges.

use super::*;
use crate::import::expand::tests::Eval;
use memlower_ir::rng::Rng;

/// All four operations of `x` by `y` (skipped where Rust's would trap: a zero divisor, and
/// `INT_MIN / -1`, undefined behaviour in LLVM).
fn check(x: u32, y: u32) {
    if y == 0 {
        return;
    }
    let u = divisor(&mut Eval::default(), y, false);
    assert_eq!(
        expand(&mut Eval::default(), DivOp::UDiv, x, &u),
        x / y,
        "{x} / {y}"
    );
    assert_eq!(
        expand(&mut Eval::default(), DivOp::URem, x, &u),
        x % y,
        "{x} % {y}"
    );
    let (sx, sy) = (x as i32, y as i32);
    if sx == i32::MIN && sy == -1 {
        return;
    }
    let s = divisor(&mut Eval::default(), y, true);
    assert_eq!(
        expand(&mut Eval::default(), DivOp::SDiv, x, &s) as i32,
        sx / sy,
        "{sx} / {sy}"
    );
    assert_eq!(
        expand(&mut Eval::default(), DivOp::SRem, x, &s) as i32,
        sx % sy,
        "{sx} % {sy}"
    );
}

#[test]
fn random_pairs_divide_as_rust_does() {
    let mut rng = Rng::new(21);
    for _ in 0..400_000 {
        let v = rng.next_u64();
        let (x, y) = (v as u32, (v >> 32) as u32);
        let shift = (rng.next_u64() % 32) as u32;
        check(x, y);
        check(x, y >> shift);
        check(u32::MAX - (x >> shift), y >> shift);
    }
}

#[test]
fn small_divisors_and_the_edges_of_their_multiples_divide_as_rust_does() {
    for y in 1u32..=70_000 {
        let top = u32::MAX / y * y;
        for x in [
            0,
            1,
            y - 1,
            y,
            y + 1,
            u32::MAX,
            u32::MAX - 1,
            top,
            top - 1,
            1 << 31,
        ] {
            check(x, y);
            check(x, y.wrapping_neg());
        }
    }
}

#[test]
fn divisors_around_powers_of_two_divide_as_rust_does() {
    let mut rng = Rng::new(22);
    for k in 0..32 {
        for dy in 0..300u32 {
            for y in [(1u32 << k).wrapping_add(dy), (1u32 << k).wrapping_sub(dy)] {
                let x = rng.next_u64() as u32;
                for x in [x, u32::MAX, x | 0x8000_0000, i32::MAX as u32, 1 << 31] {
                    check(x, y);
                }
            }
        }
    }
}

/// The divisors just above `2^32 / k`: where `uitofp` rounds one down past `2^32 / k`, an
/// estimate without the 2^-22 bias is `k`, above `2^32 / y`, and the Newton step doubles it
/// (171,798,692 for k = 25).
#[test]
fn divisors_just_above_a_fraction_of_2_to_32_divide_as_rust_does() {
    let mut rng = Rng::new(23);
    for k in 1u64..=70_000 {
        let base = (1u64 << 32).div_ceil(k);
        for j in 0..16 {
            let Ok(y) = u32::try_from(base + j) else {
                continue;
            };
            let x = rng.next_u64() as u32;
            for x in [x, u32::MAX, y.wrapping_mul(k as u32).wrapping_sub(1)] {
                check(x, y);
            }
        }
    }
}
