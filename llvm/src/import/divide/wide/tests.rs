//! The two-digit division run with the IR's own scalar semantics against Rust's `u64`
//! division.

use super::*;
use crate::import::expand::tests::Eval;
use memlower_ir::rng::Rng;

fn check(x: u64, d: u32) {
    let n = Normalised::of(d);
    let (qh, ql, r) = divide(&mut Eval::default(), (x >> 32) as u32, x as u32, n);
    let q = (u64::from(qh) << 32) | u64::from(ql);
    let d = u64::from(d);
    assert_eq!((q, u64::from(r)), (x / d, x % d), "{x} / {d}");
}

#[test]
fn every_small_divisor_divides_as_rust_does() {
    let mut rng = Rng::new(31);
    for d in 1u32..=30_000 {
        let dd = u64::from(d);
        let top = u64::MAX / dd * dd;
        for x in [
            0,
            1,
            dd - 1,
            dd,
            u64::MAX,
            top,
            top - 1,
            1 << 63,
            u64::from(u32::MAX),
        ] {
            check(x, d);
        }
        check(rng.next_u64(), d);
        check(rng.next_u64() >> (rng.next_u64() % 64), d);
    }
}

#[test]
fn large_divisors_divide_as_rust_does() {
    let mut rng = Rng::new(32);
    for k in 0..32 {
        for dd in 0..500u32 {
            for d in [(1u32 << k).wrapping_add(dd), (1u32 << k).wrapping_sub(dd)] {
                if d != 0 {
                    check(rng.next_u64(), d);
                    check(u64::MAX, d);
                }
            }
        }
    }
    for _ in 0..200_000 {
        let d = (rng.next_u64() as u32) >> (rng.next_u64() % 32);
        if d != 0 {
            check(rng.next_u64(), d);
            check(rng.next_u64() >> (rng.next_u64() % 64), d);
        }
    }
}
