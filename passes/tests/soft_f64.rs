//! `soft-f64` end to end in the IR: the pass rewrites f64 arithmetic on a target without fp64,
//! the reference interpreter runs the rewritten IR, and every lane agrees with the host's IEEE
//! arithmetic (`f64::mul_add`, `*`, `+`, `-`, compares; NaNs canonical): every op on
//! 64 lanes x 160 runs = 10 240 inputs (about 1 s in a debug build), and `fma` alone on
//! 1024 lanes x 1000 runs = 1 024 000 inputs (about 9 s of CPU in a debug build; the
//! interpreter is the slow part). The algorithms themselves are also checked without the
//! interpreter on 1.2 million more inputs and a hand-picked list (the pass's unit tests).

#[path = "legalize_support/mod.rs"]
mod support;

use memlower_ir::interp::{run_function, ImageSize, Limits, Memory, MemoryShape, Val};
use memlower_ir::parse::parse_module;
use memlower_ir::print::print_module;
use memlower_ir::rng::Rng;
use memlower_ir::verify::verify_module;
use memlower_ir::{InstKind, Module, ScalarType, Type};
use memlower_passes::legalize::SoftF64;
use support::{run, target};

const LANES: u32 = 64;
const TRIALS: u64 = 160;

/// Every op the pass rewrites, on full vectors and on a scalar, each sunk.
fn kernel() -> Module {
    let src = format!(
        "
func @ops(%a: vec<{LANES} x f64>, %b: vec<{LANES} x f64>, %c: vec<{LANES} x f64>, %s: f64) {{
entry:
  %fma = fma %a, %b, %c : vec<{LANES} x f64>
  %mul = mul %a, %b : vec<{LANES} x f64>
  %add = add %a, %c : vec<{LANES} x f64>
  %sub = sub %a, %c : vec<{LANES} x f64>
  %min = minnum %a, %c : vec<{LANES} x f64>
  %max = maxnum %a, %c : vec<{LANES} x f64>
  %olt = fcmp olt %a, %c : mask<{LANES}>
  %ueq = fcmp ueq %a, %c : mask<{LANES}>
  %sge = cmp sge %a, %c : mask<{LANES}>
  %two = const 2.0 : f64
  %sfma = fma %s, %two, %s : f64
  sink %fma, %mul, %add, %sub, %min, %max, %olt, %ueq, %sge, %sfma
  ret
}}
"
    );
    parse_module(&src).expect("the kernel parses")
}

/// A random f64: fully random bits, or an exponent near `near`, or an edge of the range.
/// The memory shape of a module that reads only buffers (no image is touched: 1x1x1 images).
fn buffers_only(m: &Module) -> MemoryShape {
    let one = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    MemoryShape::uniform(m, 0, one, 0)
}

fn pattern(rng: &mut Rng, near: u64) -> u64 {
    let sign = rng.next_u64() & (1 << 63);
    let frac = match rng.below(3) {
        0 => rng.next_u64() & ((1 << 52) - 1),
        1 => (rng.next_u64() & 0xFF) << rng.below(45),
        _ => ((1u64 << 52) - 1) ^ (rng.next_u64() & 0xF),
    };
    let exp = match rng.below(6) {
        0 | 1 => rng.below(2048),
        2 => rng.below(3),
        3 => 2045 + rng.below(3),
        _ => (near + rng.below(9)).saturating_sub(4).min(2047),
    };
    sign | exp << 52 | frac
}

fn canon(x: f64) -> u64 {
    if x.is_nan() {
        0x7FF8_0000_0000_0000
    } else {
        x.to_bits()
    }
}

#[test]
fn the_rewritten_ir_computes_ieee_double_precision() {
    let mut m = kernel();
    assert!(run(SoftF64, &mut m, Some(target("tgllp"))).expect("soft-f64 runs"));
    verify_module(&m).unwrap_or_else(|e| panic!("{e:?}\n{}", print_module(&m)));
    let f = &m.functions[0];
    // No f64 arithmetic is left, only moves of f64 bits.
    for (_, i) in f.inst_order() {
        let d = f.inst(i);
        let f64_op = match &d.kind {
            InstKind::Fma { a, .. } => f.ty(*a).elem() == Some(ScalarType::F64),
            InstKind::Binary { lhs, .. }
            | InstKind::Cmp { lhs, .. }
            | InstKind::FCmp { lhs, .. } => f.ty(*lhs).elem() == Some(ScalarType::F64),
            _ => false,
        };
        assert!(!f64_op, "{:?} is left", d.kind);
    }
    let vty = Type::vec(LANES, ScalarType::F64);
    let shape = buffers_only(&m);
    let mut rng = Rng::new(0xd0b1e);
    let mut compared = 0u64;
    for _ in 0..TRIALS {
        let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..LANES {
            let (ea, eb) = (rng.below(2048), rng.below(2048));
            a.push(pattern(&mut rng, ea));
            b.push(pattern(&mut rng, eb));
            c.push(pattern(&mut rng, (ea + eb).saturating_sub(1023).min(2047)));
        }
        // Every fourth lane compares a value with itself, its negation or its neighbour.
        for l in (0..LANES as usize).step_by(4) {
            c[l] = [a[l], a[l] ^ 1 << 63, a[l].wrapping_add(1)][l % 3];
        }
        let s = pattern(&mut rng, 1023);
        let val = |xs: &[u64]| Val::from_bits(vty, xs).expect("f64 lanes");
        let args = [
            val(&a),
            val(&b),
            val(&c),
            Val::from_bits(Type::Scalar(ScalarType::F64), &[s]).expect("f64"),
        ];
        let mut mem = Memory::zeroed(&m, &shape).expect("no memory");
        let out = run_function(&m, f, &args, &mut mem, Limits::default())
            .unwrap_or_else(|e| panic!("the rewritten kernel runs: {e}"));
        let sink = &out.sinks[0].values;
        let bits = |k: usize, l: usize| {
            sink[k]
                .get(l)
                .unwrap_or_else(|| panic!("result {k} lane {l} is undefined"))
        };
        for l in 0..LANES as usize {
            let (x, y, z) = (
                f64::from_bits(a[l]),
                f64::from_bits(b[l]),
                f64::from_bits(c[l]),
            );
            let what = format!(
                "lane {l}: a {:#018x} b {:#018x} c {:#018x}",
                a[l], b[l], c[l]
            );
            assert_eq!(bits(0, l), canon(x.mul_add(y, z)), "fma {what}");
            assert_eq!(bits(1, l), canon(x * y), "mul {what}");
            assert_eq!(bits(2, l), canon(x + z), "add {what}");
            assert_eq!(bits(3, l), canon(x - z), "sub {what}");
            let (min, max) = match (x.is_nan(), z.is_nan()) {
                (true, true) => (0x7FF8_0000_0000_0000, 0x7FF8_0000_0000_0000),
                (true, false) => (c[l], c[l]),
                (false, true) => (a[l], a[l]),
                _ if x == z => (a[l] | c[l], a[l] & c[l]),
                _ if x < z => (a[l], c[l]),
                _ => (c[l], a[l]),
            };
            assert_eq!((bits(4, l), bits(5, l)), (min, max), "min/max {what}");
            let uno = x.is_nan() || z.is_nan();
            assert_eq!(bits(6, l), u64::from(x < z), "fcmp olt {what}");
            assert_eq!(bits(7, l), u64::from(uno || x == z), "fcmp ueq {what}");
            assert_eq!(bits(8, l), u64::from(x >= z), "cmp sge {what}");
            compared += 1;
        }
        let sx = f64::from_bits(s);
        assert_eq!(bits(9, 0), canon(sx.mul_add(2.0, sx)), "scalar fma {s:#x}");
    }
    assert_eq!(compared, LANES as u64 * TRIALS);
}

/// The rewritten `fma` alone, through the interpreter, on a million inputs: 1024 lanes a run.
#[test]
fn the_rewritten_fma_agrees_with_the_host_on_a_million_inputs() {
    const WIDE: u32 = 1024;
    const RUNS: u64 = 1000;
    let src = format!(
        "func @fma(%a: vec<{WIDE} x f64>, %b: vec<{WIDE} x f64>, %c: vec<{WIDE} x f64>) {{
entry:
  %r = fma %a, %b, %c : vec<{WIDE} x f64>
  sink %r
  ret
}}"
    );
    let mut m = parse_module(&src).expect("parses");
    assert!(run(SoftF64, &mut m, Some(target("dg2"))).expect("soft-f64 runs"));
    let f = &m.functions[0];
    let vty = Type::vec(WIDE, ScalarType::F64);
    let shape = buffers_only(&m);
    let mut rng = Rng::new(0xf3a);
    let mut compared = 0u64;
    for _ in 0..RUNS {
        let mut abc = [Vec::new(), Vec::new(), Vec::new()];
        for _ in 0..WIDE {
            let (ea, eb) = (rng.below(2048), rng.below(2048));
            abc[0].push(pattern(&mut rng, ea));
            abc[1].push(pattern(&mut rng, eb));
            abc[2].push(pattern(&mut rng, (ea + eb).saturating_sub(1023).min(2047)));
        }
        let args = abc
            .clone()
            .map(|xs| Val::from_bits(vty, &xs).expect("f64 lanes"));
        let mut mem = Memory::zeroed(&m, &shape).expect("no memory");
        let out = run_function(&m, f, &args, &mut mem, Limits::default()).expect("runs");
        let r = &out.sinks[0].values[0];
        let [xs, ys, zs] = &abc;
        for (l, ((&a, &b), &c)) in xs.iter().zip(ys).zip(zs).enumerate() {
            let want = canon(f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c)));
            assert_eq!(r.get(l), Some(want), "fma {a:#018x} {b:#018x} {c:#018x}");
            compared += 1;
        }
    }
    assert_eq!(compared, 1_024_000);
}

/// The pass's output on a small function: `out = a * 2.0 - 1.0` (corpus `@gather_f64`'s
/// `fmuladd`), a compare, a maximum and two conversions, on tgllp. The constant operands are folded into the
/// integer ops (nothing unpacks `2.0` or `-1.0`).
#[test]
fn snapshot_of_the_rewrite() {
    let src = "
surface @a : untyped
surface @out : untyped

func @axpb(%off: vec<8 x i32>) {
entry:
  %x = gather @a[%off] align 8 : vec<8 x f64>
  %two = const 2.0 : vec<8 x f64>
  %m1 = const -1.0 : vec<8 x f64>
  %y = fma %x, %two, %m1 : vec<8 x f64>
  scatter @out[%off], %y align 8
  %lt = fcmp olt %x, %y : mask<8>
  %hi = maxnum %x, %y : vec<8 x f64>
  %n = fptrunc %hi : vec<8 x f32>
  %i = fptosi %x : vec<8 x i32>
  sink %lt, %hi, %n, %i
  ret
}
";
    let mut m = parse_module(src).expect("parses");
    assert!(run(SoftF64, &mut m, Some(target("tgllp"))).expect("soft-f64 runs"));
    verify_module(&m).unwrap_or_else(|e| panic!("{e:?}"));
    let f = &m.functions[0];
    let ops = f.inst_order().len();
    insta::with_settings!({
        description => "soft-f64 on tgllp: fma, fcmp olt, maxnum, fptrunc and fptosi on vec<8 x f64>",
        omit_expression => true,
    }, {
        insta::assert_snapshot!(print_module(&m));
    });
    // The cost, for `docs/PASSES.md`: instructions per emulated fma with one constant factor and a
    // constant addend, and for the compare and the maximum.
    eprintln!("{ops} instructions after soft-f64");
}

/// The conversions, rewritten, against the reference interpreter running the original ops
/// (which compute them natively): every lane the original defines is the same (out-of-range
/// float-to-integer lanes are undefined there and admit anything).
#[test]
fn the_rewritten_conversions_agree_with_the_original_ops() {
    const N: u32 = 64;
    let src = format!(
        "
func @cvt(%d: vec<{N} x f64>, %i: vec<{N} x i32>, %f: vec<{N} x f32>, %h: vec<{N} x f16>, %w: vec<{N} x i16>, %s: f64) {{
entry:
  %a = sitofp %i : vec<{N} x f64>
  %b = uitofp %i : vec<{N} x f64>
  %c = fpext %f : vec<{N} x f64>
  %e = fpext %h : vec<{N} x f64>
  %g = sitofp %w : vec<{N} x f64>
  %k = uitofp %w : vec<{N} x f64>
  %t = fptrunc %d : vec<{N} x f32>
  %x = fptosi %d : vec<{N} x i32>
  %y = fptoui %d : vec<{N} x i32>
  %z = fptosi %d : vec<{N} x i16>
  %u = fptoui %d : vec<{N} x i8>
  %st = fptrunc %s : f32
  sink %a, %b, %c, %e, %g, %k, %t, %x, %y, %z, %u, %st
  ret
}}
"
    );
    let original = parse_module(&src).expect("parses");
    let mut m = original.clone();
    assert!(run(SoftF64, &mut m, Some(target("tgllp"))).expect("soft-f64 runs"));
    verify_module(&m).unwrap_or_else(|e| panic!("{e:?}"));
    let left: Vec<String> = m.functions[0]
        .inst_order()
        .into_iter()
        .filter_map(|(_, i)| match m.functions[0].inst(i).kind {
            InstKind::Cast { op, .. }
                if !matches!(
                    op,
                    memlower_ir::CastOp::Bitcast
                        | memlower_ir::CastOp::SExt
                        | memlower_ir::CastOp::ZExt
                        | memlower_ir::CastOp::Trunc
                ) =>
            {
                Some(op.name().to_string())
            }
            _ => None,
        })
        .collect();
    // Only the exact f16 -> f32 widening in front of the f16 -> f64 one is left.
    assert_eq!(left, ["fpext"], "conversions left");
    let shape = buffers_only(&m);
    let mut rng = Rng::new(0xc0);
    let (mut compared, mut defined) = (0, 0u64);
    for _ in 0..200 {
        let bits = |w: u32, rng: &mut Rng| -> Vec<u64> {
            (0..N)
                .map(|_| match w {
                    64 => {
                        let near = [896 + rng.below(260), 1023 + rng.below(40), rng.below(2048)]
                            [rng.below(3) as usize];
                        pattern(rng, near)
                    }
                    _ => rng.next_u64() >> rng.below(u64::from(w)) & ((1 << w) - 1),
                })
                .collect()
        };
        let ty = |e| Type::vec(N, e);
        let args = [
            Val::from_bits(ty(ScalarType::F64), &bits(64, &mut rng)),
            Val::from_bits(ty(ScalarType::I32), &bits(32, &mut rng)),
            Val::from_bits(ty(ScalarType::F32), &bits(32, &mut rng)),
            Val::from_bits(ty(ScalarType::F16), &bits(16, &mut rng)),
            Val::from_bits(ty(ScalarType::I16), &bits(16, &mut rng)),
            Val::from_bits(Type::Scalar(ScalarType::F64), &[pattern(&mut rng, 900)]),
        ]
        .map(|v| v.expect("argument"));
        let mut mem = Memory::zeroed(&m, &shape).expect("no memory");
        let want = run_function(
            &original,
            &original.functions[0],
            &args,
            &mut mem,
            Limits::default(),
        )
        .expect("the original runs");
        let got = run_function(&m, &m.functions[0], &args, &mut mem, Limits::default())
            .expect("the rewritten kernel runs");
        for (k, (w, g)) in want.sinks[0]
            .values
            .iter()
            .zip(&got.sinks[0].values)
            .enumerate()
        {
            for l in 0..w.len() {
                if let Some(x) = w.get(l) {
                    assert_eq!(g.get(l), Some(x), "result {k} lane {l}: {:?}", args);
                    defined += 1;
                }
                compared += 1;
            }
        }
        assert!(want.admits(&got));
    }
    // Most lanes are defined (only out-of-range float-to-integer lanes are not).
    assert!(
        defined * 10 > compared * 8,
        "{defined} of {compared} lanes defined"
    );
}

/// On a target with an fp64 ALU the pass changes nothing.
#[test]
fn targets_with_fp64_keep_their_f64_ops() {
    let mut m = kernel();
    let before = print_module(&m);
    for t in ["xehp", "pvc", "skl"] {
        assert!(!run(SoftF64, &mut m, Some(target(t))).expect("soft-f64 runs"));
        assert_eq!(print_module(&m), before, "{t}");
    }
}
