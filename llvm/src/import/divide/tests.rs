//! The expansion run with the IR's own scalar semantics (`memlower_ir::interp::scalar`) against
//! Rust's division, for every divisor up to 3,000, every power of two and its negation, the
//! divisors around 2^31 and 2^32, and 3,000 random ones; each on the edge dividends of its
//! divisor and 64 random ones.

use super::*;
use crate::import::expand::tests::Eval;
use memlower_ir::rng::Rng;

fn dividends(d: u32, rng: &mut Rng) -> Vec<u32> {
    let mut xs = vec![
        0,
        1,
        2,
        3,
        i32::MAX as u32,
        1 << 31,
        (1 << 31) + 1,
        u32::MAX,
        u32::MAX - 1,
    ];
    for k in [d, d.wrapping_neg(), (d as i32).unsigned_abs()] {
        for base in [k, k.wrapping_mul(2), (u32::MAX / k.max(1)).wrapping_mul(k)] {
            xs.extend([base.wrapping_sub(1), base, base.wrapping_add(1)]);
        }
    }
    xs.extend((0..64).map(|_| rng.next_u64() as u32));
    xs
}

fn divisors(rng: &mut Rng) -> Vec<u32> {
    let mut ds: Vec<u32> = (1..=3000).collect();
    ds.extend((0..32).flat_map(|k| [1u32 << k, (1u32 << k).wrapping_neg()]));
    ds.extend((0..64).flat_map(|k| {
        [
            (1u32 << 31).wrapping_add(k),
            u32::MAX - k,
            i32::MAX as u32 - k,
        ]
    }));
    ds.extend((1..=3000u32).map(|k| k.wrapping_neg()));
    ds.extend((0..3000).map(|_| (rng.next_u64() as u32).max(1)));
    ds
}

#[test]
fn every_expansion_divides_as_rust_does() {
    let mut rng = Rng::new(7);
    let mut eval = Eval::default();
    for d in divisors(&mut rng) {
        for x in dividends(d, &mut rng) {
            assert_eq!(
                expand(&mut eval, DivOp::UDiv, x, d, 32),
                x / d,
                "udiv {x}, {d}"
            );
            assert_eq!(
                expand(&mut eval, DivOp::URem, x, d, 32),
                x % d,
                "urem {x}, {d}"
            );
            let (sx, sd) = (x as i32, d as i32);
            if sx == i32::MIN && sd == -1 {
                continue; // undefined behaviour in LLVM
            }
            assert_eq!(
                expand(&mut eval, DivOp::SDiv, x, d, 32) as i32,
                sx / sd,
                "sdiv {sx}, {sd}"
            );
            assert_eq!(
                expand(&mut eval, DivOp::SRem, x, d, 32) as i32,
                sx % sd,
                "srem {sx}, {sd}"
            );
        }
    }
}

#[test]
fn common_divisors_take_few_ops() {
    let mut eval = Eval::default();
    // (divisor, op, at most this many IR ops): a multiply-high and a shift where the magic fits
    // 32 bits (3, 5, 10 unsigned); five with the 33-bit magic (7); one shift or `and` for a
    // power of two.
    for (d, div, most) in [
        (3, DivOp::UDiv, 2),
        (5, DivOp::UDiv, 2),
        (10, DivOp::UDiv, 2),
        (7, DivOp::UDiv, 5),
        (8, DivOp::UDiv, 1),
        (8, DivOp::URem, 1),
        (2, DivOp::SDiv, 4),
        (3, DivOp::SDiv, 3),
        (7, DivOp::SDiv, 5),
    ] {
        eval.ops = 0;
        let _ = expand(&mut eval, div, 12345, d, 32);
        assert!(eval.ops <= most, "{div:?} by {d}: {} ops", eval.ops);
    }
}

/// Dividends zero-extended from 8 and 16 bits: every divisor of the width, on every dividend
/// of the width for 8 bits and for 200 divisors of 16 bits, else on the edges and 64 random
/// ones; and the narrow magic is one `umulh` (no 33-bit form) for every 16-bit divisor.
#[test]
fn narrow_dividends_divide_as_rust_does() {
    let mut rng = Rng::new(11);
    let mut eval = Eval::default();
    for n in [8u32, 16] {
        let top = 1u32 << n;
        for d in 1..top {
            let every = n == 8 || d <= 100 || d >= top - 100;
            let xs: Vec<u32> = if every {
                (0..top).collect()
            } else {
                let mut xs: Vec<u32> = dividends(d, &mut rng)
                    .into_iter()
                    .map(|x| x % top)
                    .collect();
                xs.extend([top - 1, top - 2, (top - 1) / d * d, (top - 1) / d * d - 1]);
                xs
            };
            for x in xs {
                assert_eq!(
                    expand(&mut eval, DivOp::UDiv, x, d, n),
                    x / d,
                    "udiv {x}, {d} ({n} bits)"
                );
                assert_eq!(
                    expand(&mut eval, DivOp::URem, x, d, n),
                    x % d,
                    "urem {x}, {d} ({n} bits)"
                );
            }
            if d.is_power_of_two() {
                continue;
            }
            eval.ops = 0;
            let _ = expand(&mut eval, DivOp::UDiv, 1, d, n);
            assert_eq!(eval.ops, 1, "udiv by {d} of {n}-bit dividends: one umulh");
        }
    }
}
