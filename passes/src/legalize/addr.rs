//! Facts about addresses that the narrowing passes prove before they move or combine accesses:
//! the constant distance between two addresses, the smallest distance between two lanes of one
//! address, and whether two surfaces can share memory.
//!
//! ```text
//!   @b[%base + %o]  and  @b[%b4 + %o4]     %b4 = add %base, 4   %o4 = add %o, const 8
//!        base  (%base, 0)    (%base, 4)     ──▶ delta = (4 - 0) + (8 - 0) = 12 in every lane
//!        offs  (%o, [0..])   (%o, [8..])
//!
//!   %o = mul (lane.index : vec<16 x i32>), const 12   ──▶ lanes are at least 12 bytes apart
//! ```
//!
//! Everything is arithmetic modulo 2^32, as addresses are (`docs/SEMANTICS.md` §5.1): a proven
//! delta is exact whatever the run-time values, and the lane distance is the circular one (two
//! offsets 4 apart modulo 2^32 are 4 apart, even across the wrap). Only what the IR itself
//! proves counts: a parameter is an unknown root, so two accesses whose offsets are different
//! parameters are never related.

use memlower_ir::{Address, Type};
use memlower_ir::{BinOp, ConstValue, Function, InstKind, Surface, SurfaceKind, SurfaceRef, Value};

/// How deep the peeling of `add`/`sub` chains goes (a bound, not a limit anyone meets).
const DEPTH: u32 = 8;

/// The value of `v` if it is a scalar `i32` constant or a vector whose lanes are all one
/// known constant (`const 4 : vec<N x i32>`, `splat` of a constant), as 32-bit bits.
pub(crate) fn uniform_const(f: &Function, v: Value) -> Option<u32> {
    match f.def_kind(v)? {
        InstKind::Const {
            value: ConstValue::Int(xs),
        } => {
            let first = *xs.first()?;
            xs.iter().all(|&x| x == first).then_some(first as u32)
        }
        InstKind::Splat { x } => uniform_const(f, *x),
        _ => None,
    }
}

/// The per-lane values of `v` (of `n` lanes of `i32`) if it is a constant.
fn lane_consts(f: &Function, v: Value, n: u32) -> Option<Vec<u32>> {
    if f.ty(v) != Type::vec(n, memlower_ir::ScalarType::I32) {
        return None;
    }
    match f.def_kind(v)? {
        InstKind::Const {
            value: ConstValue::Int(xs),
        } if xs.len() == n as usize => Some(xs.iter().map(|&x| x as u32).collect()),
        _ => uniform_const(f, v).map(|c| vec![c; n as usize]),
    }
}

/// A scalar `i32` as `root + constant` (root `None`: a constant).
pub(crate) fn scalar_parts(f: &Function, v: Value) -> (Option<Value>, u32) {
    scalar_parts_to(f, v, DEPTH)
}

fn scalar_parts_to(f: &Function, v: Value, depth: u32) -> (Option<Value>, u32) {
    if let Some(c) = uniform_const(f, v) {
        return (None, c);
    }
    if depth > 0 {
        if let Some(InstKind::Binary { op, lhs, rhs }) = f.def_kind(v) {
            match (op, uniform_const(f, *lhs), uniform_const(f, *rhs)) {
                (BinOp::Add, _, Some(c)) => {
                    let (r, k) = scalar_parts_to(f, *lhs, depth - 1);
                    return (r, k.wrapping_add(c));
                }
                (BinOp::Add, Some(c), _) => {
                    let (r, k) = scalar_parts_to(f, *rhs, depth - 1);
                    return (r, k.wrapping_add(c));
                }
                (BinOp::Sub, _, Some(c)) => {
                    let (r, k) = scalar_parts_to(f, *lhs, depth - 1);
                    return (r, k.wrapping_sub(c));
                }
                _ => {}
            }
        }
    }
    (Some(v), 0)
}

/// Per-lane offsets (`n` lanes) as `root + constant per lane` (root `None`: constants).
fn lane_parts(f: &Function, v: Value, n: u32, depth: u32) -> (Option<Value>, Vec<u32>) {
    if let Some(c) = lane_consts(f, v, n) {
        return (None, c);
    }
    if depth > 0 {
        if let Some(InstKind::Binary { op, lhs, rhs }) = f.def_kind(v) {
            let add = |(r, k): (Option<Value>, Vec<u32>), c: &[u32], neg: bool| {
                let k = k
                    .iter()
                    .zip(c)
                    .map(|(&a, &b)| {
                        if neg {
                            a.wrapping_sub(b)
                        } else {
                            a.wrapping_add(b)
                        }
                    })
                    .collect();
                (r, k)
            };
            match (op, lane_consts(f, *lhs, n), lane_consts(f, *rhs, n)) {
                (BinOp::Add, _, Some(c)) => {
                    return add(lane_parts(f, *lhs, n, depth - 1), &c, false)
                }
                (BinOp::Add, Some(c), _) => {
                    return add(lane_parts(f, *rhs, n, depth - 1), &c, false)
                }
                (BinOp::Sub, _, Some(c)) => {
                    return add(lane_parts(f, *lhs, n, depth - 1), &c, true)
                }
                _ => {}
            }
        }
    }
    (Some(v), vec![0; n as usize])
}

/// `to - from` in every lane, if the IR proves it is one constant (modulo 2^32) for two
/// addresses of `n` lanes on the same surface.
pub(crate) fn address_delta(f: &Function, from: &Address, to: &Address, n: u32) -> Option<u32> {
    if from.surface != to.surface {
        return None;
    }
    let base = |b: Option<Value>| b.map_or((None, 0), |b| scalar_parts(f, b));
    let ((rb1, cb1), (rb2, cb2)) = (base(from.base), base(to.base));
    let (ro1, co1) = lane_parts(f, from.offsets, n, DEPTH);
    let (ro2, co2) = lane_parts(f, to.offsets, n, DEPTH);
    if rb1 != rb2 || ro1 != ro2 {
        return None;
    }
    let mut lanes = co1.iter().zip(&co2).map(|(&a, &b)| b.wrapping_sub(a));
    let first = lanes.next().unwrap_or(0);
    lanes
        .all(|d| d == first)
        .then(|| first.wrapping_add(cb2.wrapping_sub(cb1)))
}

/// What is known about how the lanes of an offsets vector spread.
enum Spread {
    /// Every lane's value.
    Exact(Vec<u32>),
    /// Lane i holds `scale * p_i + u` for distinct integers `p_i` in `0..range` and one `u`.
    Scaled { scale: u32, range: u64 },
}

fn spread(f: &Function, v: Value, n: u32, depth: u32) -> Option<Spread> {
    if let Some(c) = lane_consts(f, v, n) {
        return Some(Spread::Exact(c));
    }
    let kind = f.def_kind(v)?;
    if let InstKind::LaneIndex = kind {
        return Some(Spread::Scaled {
            scale: 1,
            range: u64::from(n),
        });
    }
    let InstKind::Binary { op, lhs, rhs } = kind else {
        return None;
    };
    if depth == 0 {
        return None;
    }
    let (x, u, x_left) = match (uniform_const(f, *lhs), uniform_const(f, *rhs)) {
        (_, Some(u)) => (*lhs, u, true),
        (Some(u), _) => (*rhs, u, false),
        _ => return None,
    };
    let inner = spread(f, x, n, depth - 1)?;
    let map = |g: &dyn Fn(u32) -> u32| match &inner {
        Spread::Exact(xs) => Some(Spread::Exact(xs.iter().map(|&a| g(a)).collect())),
        _ => None,
    };
    match (op, inner_scale(&inner)) {
        // Adding or subtracting one value moves every lane alike; negation keeps distances.
        (BinOp::Add, _) => map(&|a| a.wrapping_add(u)).or(Some(inner)),
        (BinOp::Sub, _) if x_left => map(&|a| a.wrapping_sub(u)).or(Some(inner)),
        (BinOp::Sub, _) => map(&|a| u.wrapping_sub(a)).or(Some(inner)),
        (BinOp::Mul, Some((s, r))) => Some(Spread::Scaled {
            scale: s.wrapping_mul(u),
            range: r,
        }),
        (BinOp::Mul, None) => map(&|a| a.wrapping_mul(u)),
        (BinOp::Shl, _) if x_left && u < 32 => match inner {
            Spread::Scaled { scale, range } => Some(Spread::Scaled {
                scale: scale << u,
                range,
            }),
            Spread::Exact(xs) => Some(Spread::Exact(xs.iter().map(|&a| a << u).collect())),
        },
        // `p ^ u` permutes 0..2^k (k the bit length of max(range - 1, u)): still distinct.
        (BinOp::Xor, Some((1, r))) => {
            let top = (r.saturating_sub(1)).max(u64::from(u));
            Some(Spread::Scaled {
                scale: 1,
                range: 1u64 << (64 - top.leading_zeros()),
            })
        }
        (BinOp::Xor, None) => map(&|a| a ^ u),
        _ => None,
    }
}

fn inner_scale(s: &Spread) -> Option<(u32, u64)> {
    match s {
        Spread::Scaled { scale, range } => Some((*scale, *range)),
        Spread::Exact(_) => None,
    }
}

/// Distance of `x` from 0 on the circle of 32-bit addresses.
fn circular(x: u32) -> u64 {
    let x = u64::from(x);
    x.min((1u64 << 32) - x)
}

/// The smallest non-zero circular distance between the offsets of two lanes of `offsets` (`n`
/// lanes), if the IR proves a bound; `u64::MAX` when no two lanes differ. Two lanes at exactly
/// the same offset do not count: what they do together is what they did before any merge.
pub(crate) fn min_lane_gap(f: &Function, offsets: Value, n: u32) -> Option<u64> {
    if n <= 1 {
        return Some(u64::MAX);
    }
    match spread(f, offsets, n, DEPTH)? {
        Spread::Exact(mut xs) => {
            xs.sort_unstable();
            xs.dedup();
            let mut best = u64::MAX;
            for w in xs.windows(2) {
                best = best.min(circular(w[1].wrapping_sub(w[0])));
            }
            if let (Some(&lo), Some(&hi)) = (xs.first(), xs.last()) {
                if lo != hi {
                    best = best.min(circular(lo.wrapping_sub(hi)));
                }
            }
            Some(best)
        }
        Spread::Scaled { scale, range } => {
            // Lane differences are scale * m for 0 < |m| < range.
            if range > 1 << 16 {
                return None;
            }
            let best = (1..range)
                .map(|m| circular(scale.wrapping_mul(m as u32)))
                .filter(|&d| d > 0)
                .min()
                .unwrap_or(u64::MAX);
            Some(best)
        }
    }
}

/// Every difference `offsets[j] - offsets[i]` (modulo 2^32, 0 included) the IR allows, if it
/// proves a small enough set.
fn lane_differences(f: &Function, offsets: Value, n: u32) -> Option<Vec<u32>> {
    if n <= 1 {
        return Some(vec![0]);
    }
    match spread(f, offsets, n, DEPTH)? {
        Spread::Exact(xs) if xs.len() <= 128 => Some(
            xs.iter()
                .flat_map(|&a| xs.iter().map(move |&b| b.wrapping_sub(a)))
                .collect(),
        ),
        Spread::Scaled { scale, range } if range <= 1 << 16 => Some(
            (0..range as u32)
                .flat_map(|m| [scale.wrapping_mul(m), scale.wrapping_mul(m).wrapping_neg()])
                .collect(),
        ),
        _ => None,
    }
}

/// True if the IR proves that an access of `a_bytes` per lane at `base + offsets` and one of
/// `b_bytes` per lane at `base + offsets + delta` (`n` lanes each) never touch a common byte,
/// whichever two lanes (the same lane included) are compared.
pub(crate) fn provably_disjoint(
    f: &Function,
    offsets: Value,
    n: u32,
    delta: u32,
    a_bytes: u32,
    b_bytes: u32,
) -> bool {
    let Some(diffs) = lane_differences(f, offsets, n) else {
        return false;
    };
    // Lane j of b starts at A_i + d + delta for lane i of a; it overlaps [A_i, A_i + a_bytes)
    // when that start is in (-b_bytes, a_bytes) modulo 2^32.
    diffs.iter().all(|&d| {
        let x = d.wrapping_add(delta);
        x >= a_bytes && x.wrapping_neg() >= b_bytes
    })
}

/// Can an access to `a` and one to `b` touch the same bytes? Per `docs/SEMANTICS.md` §2 every
/// untyped and stateless surface is its own memory, every `slm` surface names the one shared
/// local memory, and images are apart from buffers.
pub(crate) fn may_alias(surfaces: &[Surface], a: SurfaceRef, b: SurfaceRef) -> bool {
    if a == b {
        return true;
    }
    let kind = |s: SurfaceRef| surfaces.get(s.index()).map(|s| s.kind);
    match (kind(a), kind(b)) {
        (Some(SurfaceKind::Slm), Some(SurfaceKind::Slm)) => true,
        (Some(_), Some(_)) => false,
        // A surface the module does not declare: assume the worst.
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use memlower_ir::parse::parse_module;

    fn func(body: &str) -> Function {
        let text = format!(
            "surface @b : untyped\nfunc @k(%base: i32, %o: vec<8 x i32>, %x: i32) {{\nentry:\n{body}\n  ret\n}}\n"
        );
        let m = parse_module(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        m.functions[0].clone()
    }

    fn named(f: &Function, name: &str) -> Value {
        (0..f.values.len())
            .map(|i| Value(i as u32))
            .find(|&v| f.value_name(v) == Some(name))
            .unwrap_or_else(|| panic!("no %{name}"))
    }

    fn addr(f: &Function, base: Option<&str>, offs: &str) -> Address {
        Address {
            surface: SurfaceRef(0),
            base: base.map(|b| named(f, b)),
            offsets: named(f, offs),
        }
    }

    #[test]
    fn deltas_through_base_and_offsets() {
        let f = func(
            "  %c4 = const 4 : i32\n  %b4 = add %base, %c4 : i32\n  %c8 = const 8 : vec<8 x i32>\n  \
             %o8 = add %o, %c8 : vec<8 x i32>\n  %m4 = const -4 : i32\n  %bm = add %m4, %base : i32\n  \
             %k = const [0, 1, 2, 3, 4, 5, 6, 7] : vec<8 x i32>\n  %kk = const [4, 5, 6, 7, 8, 9, 10, 11] : vec<8 x i32>\n  \
             %ko = add %o, %k : vec<8 x i32>\n  %kko = add %o, %kk : vec<8 x i32>\n  \
             sink %b4, %o8, %bm, %ko, %kko",
        );
        let d = |a: Address, b: Address| address_delta(&f, &a, &b, 8);
        assert_eq!(
            d(addr(&f, Some("base"), "o"), addr(&f, Some("b4"), "o")),
            Some(4)
        );
        assert_eq!(
            d(addr(&f, Some("b4"), "o"), addr(&f, Some("base"), "o8")),
            Some(4)
        );
        assert_eq!(
            d(addr(&f, Some("base"), "o"), addr(&f, Some("bm"), "o")),
            Some(4u32.wrapping_neg())
        );
        // Per-lane constants that differ by one value in every lane.
        assert_eq!(d(addr(&f, None, "ko"), addr(&f, None, "kko")), Some(4));
        // Different roots are never related.
        assert_eq!(d(addr(&f, None, "o"), addr(&f, Some("x"), "o")), None);
        assert_eq!(d(addr(&f, None, "o"), addr(&f, None, "ko")), None);
    }

    #[test]
    fn lane_gaps_from_lane_index_constants_and_permutations() {
        let f = func(
            "  %i = lane.index : vec<8 x i32>\n  %c12 = const 12 : vec<8 x i32>\n  %s = mul %i, %c12 : vec<8 x i32>\n  \
             %c3 = const 3 : vec<8 x i32>\n  %sh = shl %i, %c3 : vec<8 x i32>\n  %top = const 100 : vec<8 x i32>\n  \
             %rev = sub %top, %sh : vec<8 x i32>\n  %c5 = const 5 : vec<8 x i32>\n  %x5 = xor %i, %c5 : vec<8 x i32>\n  \
             %xs = mul %x5, %c12 : vec<8 x i32>\n  %t = const [0, 16, 8, 40, 24, 32, 48, 56] : vec<8 x i32>\n  \
             %dup = const [0, 0, 8, 8, 16, 16, 24, 24] : vec<8 x i32>\n  %wrap = const [0, -4, 8, 16, 24, 32, 40, 48] : vec<8 x i32>\n  \
             %big = const 1073741824 : vec<8 x i32>\n  %wr = mul %i, %big : vec<8 x i32>\n  \
             sink %s, %rev, %xs, %t, %dup, %wrap, %wr",
        );
        let g = |name: &str| min_lane_gap(&f, named(&f, name), 8);
        assert_eq!(g("s"), Some(12));
        assert_eq!(g("rev"), Some(8));
        assert_eq!(g("xs"), Some(12));
        assert_eq!(g("t"), Some(8));
        // Lanes at the same offset do not count; distinct ones are 8 apart.
        assert_eq!(g("dup"), Some(8));
        // -4 and 0 are 4 apart across the wrap.
        assert_eq!(g("wrap"), Some(4));
        // 4 * 2^30 wraps to 0: lanes 0 and 4 coincide, the others are 2^30 apart.
        assert_eq!(g("wr"), Some(1 << 30));
        assert_eq!(g("o"), None, "a parameter proves nothing");
        assert_eq!(min_lane_gap(&f, named(&f, "o"), 1), Some(u64::MAX));
    }

    #[test]
    fn disjoint_accesses_of_one_record() {
        let f = func(
            "  %i = lane.index : vec<8 x i32>\n  %c16 = const 16 : vec<8 x i32>\n  %s = mul %i, %c16 : vec<8 x i32>\n  \
             %c4 = const 4 : vec<8 x i32>\n  %t = mul %i, %c4 : vec<8 x i32>\n  sink %s, %t",
        );
        let s = named(&f, "s");
        // 16-byte records: +8 (4 bytes) never meets +0 (4 bytes) of any record.
        assert!(provably_disjoint(&f, s, 8, 8, 4, 4));
        assert!(provably_disjoint(&f, s, 8, 12, 4, 4));
        // +2 meets +0's bytes in the same lane; +16 is the next record's +0.
        assert!(!provably_disjoint(&f, s, 8, 2, 4, 4));
        assert!(!provably_disjoint(&f, s, 8, 16, 4, 4));
        // -4 with 4 bytes ends exactly where +0 starts.
        assert!(provably_disjoint(&f, s, 8, 4u32.wrapping_neg(), 4, 4));
        assert!(!provably_disjoint(&f, s, 8, 3u32.wrapping_neg(), 4, 4));
        // 4-byte records: +8 is two records on.
        assert!(!provably_disjoint(&f, named(&f, "t"), 8, 8, 4, 4));
        assert!(!provably_disjoint(&f, named(&f, "o"), 8, 8, 4, 4));
    }

    #[test]
    fn aliasing_follows_the_memory_model() {
        let m = parse_module(
            "surface @a : untyped\nsurface @b : untyped\nsurface @s : slm\nsurface @t : slm\n\
             surface @g : stateless\nsurface @i : image1d<r, i32>\n",
        )
        .expect("parses");
        let s = |i: u32| SurfaceRef(i);
        assert!(may_alias(&m.surfaces, s(0), s(0)));
        assert!(!may_alias(&m.surfaces, s(0), s(1)));
        assert!(may_alias(&m.surfaces, s(2), s(3)), "all SLM is one memory");
        assert!(!may_alias(&m.surfaces, s(2), s(4)));
        assert!(!may_alias(&m.surfaces, s(5), s(0)));
        assert!(
            may_alias(&m.surfaces, s(0), s(9)),
            "undeclared: assume the worst"
        );
    }
}
