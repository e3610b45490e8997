//! Unit and differential tests of `canonicalize`: folds per element type, identities, lane ops,
//! casts, and random chains checked against the reference interpreter.

use super::Canonicalize;
use crate::analysis::AnalysisManager;
use crate::pass::{ForEachFunction, FunctionPass, Pass, PassContext};
use memlower_ir::builder::FunctionBuilder;
use memlower_ir::interp::scalar::sign_extend;
use memlower_ir::print::print_module;
use memlower_ir::{Address, CmpPred, Module, SurfaceKind};
use memlower_ir::{BinOp, CastOp, Function, InstKind, ScalarType, Type, Value};

const I8: ScalarType = ScalarType::I8;
const I32: ScalarType = ScalarType::I32;
const I64: ScalarType = ScalarType::I64;
const F16: ScalarType = ScalarType::F16;
const F32: ScalarType = ScalarType::F32;
const F64: ScalarType = ScalarType::F64;

fn s(t: ScalarType) -> Type {
    Type::Scalar(t)
}

/// Builds `@k` with one entry block (params from `params`), lets `body` add instructions and
/// returns the values to keep live; runs canonicalize; returns the printed body lines.
fn canon(
    params: &[(&str, Type)],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Vec<Value>,
) -> (bool, String) {
    let mut m = Module::new();
    m.add_surface("buf", SurfaceKind::Untyped);
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let ps: Vec<Value> = params.iter().map(|(n, t)| b.param(entry, *t, n)).collect();
    b.switch_to(entry);
    let keep = body(&mut b, &ps);
    b.sink(&keep);
    b.ret();
    m.functions.push(f);
    let changed = ForEachFunction(Canonicalize)
        .run(
            &mut m,
            &mut AnalysisManager::new(),
            &PassContext { target: None },
        )
        .unwrap();
    let text = print_module(&m);
    let body: Vec<&str> = text
        .lines()
        .skip_while(|l| *l != "entry:")
        .skip(1)
        .filter(|l| *l != "  ret" && *l != "}")
        .map(str::trim)
        .collect();
    (changed, body.join("\n"))
}

fn consts(b: &mut FunctionBuilder, ty: Type, xs: &[i64]) -> Value {
    b.iconst_vec(ty, xs)
}

#[test]
fn integer_arithmetic_wraps_at_the_element_width() {
    let (changed, out) = canon(&[], |b, _| {
        let x = b.iconst(s(I8), 127);
        let one = b.iconst(s(I8), 1);
        let sum = b.named("sum").add(x, one);
        let big = b.iconst(s(I8), 200); // written unsigned: -56 as i8
        let two = b.iconst(s(I8), 2);
        let prod = b.named("prod").binary(BinOp::Mul, big, two);
        let zero = b.iconst(s(I8), 0);
        let neg = b.named("neg").binary(BinOp::Sub, zero, one);
        let w = b.iconst(s(I32), 0x7fff_ffff);
        let w1 = b.iconst(s(I32), 1);
        let wsum = b.named("wsum").add(w, w1);
        let q = b.iconst(s(I64), i64::MAX);
        let qsum = b.named("qsum").add(q, q);
        vec![sum, prod, neg, wsum, qsum]
    });
    assert!(changed);
    assert_eq!(
        out,
        "%sum = const -128 : i8\n\
             %prod = const -112 : i8\n\
             %neg = const -1 : i8\n\
             %wsum = const -2147483648 : i32\n\
             %qsum = const -2 : i64\n\
             sink %sum, %prod, %neg, %wsum, %qsum"
    );
}

#[test]
fn shifts_fold_below_the_width_only() {
    let v4 = Type::vec(4, I32);
    let (_, out) = canon(&[], |b, _| {
        let idx = b.named("idx").lane_index(4);
        let two = b.iconst(v4, 2);
        let off = b.named("off").shl(idx, two);
        let m8 = b.iconst(v4, -8);
        let one = b.iconst(v4, 1);
        let half = b.named("half").binary(BinOp::LShr, m8, one);
        let b1 = b.iconst(s(I8), 1);
        let seven = b.iconst(s(I8), 7);
        let top = b.named("top").shl(b1, seven);
        let eight = b.iconst(s(I8), 8);
        let over = b.named("over").shl(b1, eight);
        vec![off, half, top, over]
    });
    assert_eq!(
        out,
        "%idx = lane.index : vec<4 x i32>\n\
             %0 = const 2 : vec<4 x i32>\n\
             %off = shl %idx, %0 : vec<4 x i32>\n\
             %half = const 2147483644 : vec<4 x i32>\n\
             %1 = const 1 : i8\n\
             %top = const -128 : i8\n\
             %2 = const 8 : i8\n\
             %over = shl %1, %2 : i8\n\
             sink %off, %half, %top, %over",
        "a shift by the width is not folded; lane arithmetic is not folded into a constant vector"
    );
}

#[test]
fn masks_compare_select_and_logic() {
    let v4 = Type::vec(4, I32);
    let (_, out) = canon(&[("m", Type::mask(4))], |b, ps| {
        let idx = b.lane_index(4);
        let two = b.iconst(s(I32), 2);
        let two = b.splat(two, v4);
        let lo = b.named("lo").cmp(CmpPred::Ult, idx, two);
        let alt = consts(b, Type::mask(4), &[1, 0, 1, 0]);
        let both = b.named("both").binary(BinOp::And, lo, alt);
        let either = b.named("either").binary(BinOp::Or, lo, alt);
        let diff = b.named("diff").binary(BinOp::Xor, lo, alt);
        let a = consts(b, v4, &[10, 11, 12, 13]);
        let z = b.iconst(v4, 0);
        let picked = b.named("picked").select(diff, a, z);
        let ones = b.iconst(Type::mask(4), 1);
        let same = b.named("same").binary(BinOp::And, ps[0], ones);
        let none = b.iconst(Type::mask(4), 0);
        let off = b.named("off").binary(BinOp::And, ps[0], none);
        vec![lo, both, either, diff, picked, same, off]
    });
    assert_eq!(
        out,
        "%lo = const [1, 1, 0, 0] : mask<4>\n\
             %both = const [1, 0, 0, 0] : mask<4>\n\
             %either = const [1, 1, 1, 0] : mask<4>\n\
             %diff = const [0, 1, 1, 0] : mask<4>\n\
             %picked = const [0, 11, 12, 0] : vec<4 x i32>\n\
             %off = const 0 : mask<4>\n\
             sink %lo, %both, %either, %diff, %picked, %m, %off"
    );
}

#[test]
fn signed_and_unsigned_compares_differ_at_the_width() {
    let (_, out) = canon(&[], |b, _| {
        let m1 = b.iconst(s(I8), -1);
        let one = b.iconst(s(I8), 1);
        let u = b.named("u").cmp(CmpPred::Ult, m1, one);
        let sg = b.named("s").cmp(CmpPred::Slt, m1, one);
        let h = b.iconst(s(I8), 255); // the same i8 as -1, written unsigned
        let e = b.named("e").cmp(CmpPred::Eq, m1, h);
        vec![u, sg, e]
    });
    assert_eq!(
        out,
        "%u = const 0 : mask<1>\n%s = const 1 : mask<1>\n%e = const 1 : mask<1>\n\
             sink %u, %s, %e"
    );
}

#[test]
fn floats_round_as_the_element_type() {
    let (_, out) = canon(&[], |b, _| {
        let big = b.fconst(s(F32), 16777216.0);
        let one = b.fconst(s(F32), 1.0);
        let f32sum = b.named("f32sum").add(big, one);
        let big64 = b.fconst(s(F64), 16777216.0);
        let one64 = b.fconst(s(F64), 1.0);
        let f64sum = b.named("f64sum").add(big64, one64);
        let a = b.fconst(s(F32), 0.1);
        let c = b.fconst(s(F32), 0.2);
        let tenth = b.named("tenth").add(a, c);
        let h = b.fconst(s(F16), 2048.0);
        let h1 = b.fconst(s(F16), 1.0);
        let half = b.named("half").add(h, h1);
        let inf = b.fconst(s(F32), f64::INFINITY);
        let nan = b.named("nan").binary(BinOp::Sub, inf, inf);
        let lt = b.named("lt").cmp(CmpPred::Slt, a, c);
        vec![f32sum, f64sum, tenth, half, nan, lt]
    });
    assert_eq!(
        out,
        "%f32sum = const 16777216.0 : f32\n\
             %f64sum = const 16777217.0 : f64\n\
             %tenth = const 0.30000001192092896 : f32\n\
             %half = const 2048.0 : f16\n\
             %0 = const inf : f32\n\
             %nan = sub %0, %0 : f32\n\
             %lt = const 1 : mask<1>\n\
             sink %f32sum, %f64sum, %tenth, %half, %nan, %lt",
        "f32 and f16 round; inf - inf (a NaN) is not folded"
    );
}

#[test]
fn identities_keep_the_user_name() {
    let v8 = Type::vec(8, I32);
    let (_, out) = canon(&[("x", v8), ("y", v8), ("f", s(F32))], |b, ps| {
        let (x, y, fl) = (ps[0], ps[1], ps[2]);
        let zero = b.iconst(v8, 0);
        let one = b.iconst(v8, 1);
        let ones = b.iconst(v8, -1);
        // An anonymous value that an identity makes equal to a named one.
        let anon = b.binary(BinOp::Mul, x, y);
        let named = b.named("scaled").add(anon, zero);
        let a = b.named("a").binary(BinOp::Sub, x, zero);
        let c = b.named("c").binary(BinOp::Mul, one, y);
        let d = b.named("d").binary(BinOp::Mul, x, zero);
        let e = b.named("e").binary(BinOp::And, x, ones);
        let g = b.named("g").binary(BinOp::Or, x, ones);
        let h = b.named("h").binary(BinOp::Xor, y, y);
        let i = b.named("i").shl(x, zero);
        let pz = b.fconst(s(F32), 0.0);
        let nz = b.fconst(s(F32), -0.0);
        let fp = b.named("fp").add(fl, pz); // x + 0.0 is not x for x = -0.0
        let fn_ = b.named("fn").add(fl, nz);
        vec![named, a, c, d, e, g, h, i, fp, fn_]
    });
    assert_eq!(
        out,
        "%scaled = mul %x, %y : vec<8 x i32>\n\
             %d = const 0 : vec<8 x i32>\n\
             %g = const -1 : vec<8 x i32>\n\
             %h = const 0 : vec<8 x i32>\n\
             %0 = const 0.0 : f32\n\
             %fp = add %f, %0 : f32\n\
             sink %scaled, %x, %y, %d, %x, %g, %h, %x, %fp, %f"
    );
}

#[test]
fn select_with_a_uniform_condition_picks_an_arm() {
    let v4 = Type::vec(4, I32);
    let (_, out) = canon(&[("a", v4), ("b", v4), ("m", Type::mask(4))], |b, ps| {
        let t1 = b.iconst(Type::mask(1), 1);
        let all = b.splat(t1, Type::mask(4));
        let x = b.named("x").select(all, ps[0], ps[1]);
        let none = b.iconst(Type::mask(4), 0);
        let y = b.named("y").select(none, ps[0], ps[1]);
        let z = b.named("z").select(ps[2], ps[1], ps[1]);
        let mixed = consts(b, Type::mask(4), &[1, 0, 0, 1]);
        let w = b.named("w").select(mixed, ps[0], ps[1]);
        vec![x, y, z, w]
    });
    assert_eq!(
        out,
        "%0 = const [1, 0, 0, 1] : mask<4>\n\
             %w = select %0, %a, %b : vec<4 x i32>\n\
             sink %a, %b, %b, %w"
    );
}

#[test]
fn lane_and_channel_ops_of_constants() {
    let (_, out) = canon(&[], |b, _| {
        let v = consts(b, Type::vec(4, I32), &[0, 1, 2, 3]);
        let hi = b.named("hi").extract(v, 2, 2);
        let w = consts(b, Type::vec(2, I32), &[8, 9]);
        let ins = b.named("ins").insert_lanes(v, w, 1);
        let cat = b.named("cat").concat(&[w, hi]);
        let px = consts(b, Type::chan_vec(2, 2, I32), &[10, 20, 11, 21]);
        let g = b.named("g").chan_extract(px, 1);
        let packed = b.named("packed").chan_pack(&[hi, w]);
        let x = b.iconst(s(I32), 7);
        let sp = b.named("sp").splat(x, Type::vec(4, I32));
        let lanes = b.named("lanes").extract(px, 1, 1);
        vec![hi, ins, cat, g, packed, sp, lanes]
    });
    assert_eq!(
        out,
        "%hi = const [2, 3] : vec<2 x i32>\n\
             %ins = const [0, 8, 9, 3] : vec<4 x i32>\n\
             %cat = const [8, 9, 2, 3] : vec<4 x i32>\n\
             %g = const [20, 21] : vec<2 x i32>\n\
             %packed = const [2, 8, 3, 9] : vec<2 x 2 x i32>\n\
             %sp = const 7 : vec<4 x i32>\n\
             %lanes = const [11, 21] : vec<1 x 2 x i32>\n\
             sink %hi, %ins, %cat, %g, %packed, %sp, %lanes"
    );
}

#[test]
fn casts_of_constants() {
    let (_, out) = canon(&[], |b, _| {
        let m1 = b.iconst(s(I8), -1);
        let sx = b.named("sx").cast(CastOp::SExt, m1, s(I32));
        let zx = b.named("zx").cast(CastOp::ZExt, m1, s(I32));
        let w = b.iconst(s(I32), 0x1ff);
        let tr = b.named("tr").cast(CastOp::Trunc, w, s(I8));
        let one = b.fconst(s(F32), 1.0);
        let bits = b.named("bits").cast(CastOp::Bitcast, one, s(I32));
        let q = consts(b, Type::vec(2, I64), &[0x1_0000_0002, -1]);
        let halves = b
            .named("halves")
            .cast(CastOp::Bitcast, q, Type::chan_vec(2, 2, I32));
        let back = b.named("back").cast(CastOp::Bitcast, bits, s(F32));
        let nanbits = b.iconst(s(I32), 0x7fc0_0001);
        let nan = b.named("nan").cast(CastOp::Bitcast, nanbits, s(F32));
        vec![sx, zx, tr, bits, halves, back, nan]
    });
    assert_eq!(
        out,
        "%sx = const -1 : i32\n\
             %zx = const 255 : i32\n\
             %tr = const -1 : i8\n\
             %bits = const 1065353216 : i32\n\
             %halves = const [2, 1, -1, -1] : vec<2 x 2 x i32>\n\
             %back = const 1.0 : f32\n\
             %0 = const 2143289345 : i32\n\
             %nan = bitcast %0 : f32\n\
             sink %sx, %zx, %tr, %bits, %halves, %back, %nan"
    );
}

#[test]
fn memory_ops_are_never_folded_or_removed() {
    let v4 = Type::vec(4, I32);
    let (changed, out) = canon(&[], |b, _| {
        let idx = consts(b, v4, &[0, 1, 2, 3]);
        let four = b.iconst(v4, 4);
        let off = b.named("off").binary(BinOp::Mul, idx, four);
        let addr = Address {
            surface: memlower_ir::SurfaceRef(0),
            base: None,
            offsets: off,
        };
        b.named("unused").gather(addr.clone(), None, 4, v4);
        let v = b.named("v").gather(addr.clone(), None, 4, v4);
        b.scatter(addr, v, None, 4);
        vec![]
    });
    assert!(changed);
    assert_eq!(
        out,
        "%off = const [0, 4, 8, 12] : vec<4 x i32>\n\
             %unused = gather @buf[%off] align 4 : vec<4 x i32>\n\
             %v = gather @buf[%off] align 4 : vec<4 x i32>\n\
             scatter @buf[%off], %v align 4\n\
             sink"
    );
}

#[test]
fn nothing_to_fold_reports_no_change() {
    let (changed, out) = canon(&[("x", s(I32))], |b, ps| {
        let y = b.named("y").add(ps[0], ps[0]);
        vec![y]
    });
    assert!(!changed);
    assert_eq!(out, "%y = add %x, %x : i32\nsink %y");
}

#[test]
fn folds_across_blocks_in_dominance_order() {
    // `late` is laid out before `early` but dominated by it: reverse post-order folds the
    // whole chain in one run.
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let late = b.block("late");
    let early = b.block("early");
    b.switch_to(entry);
    b.br(early, &[]);
    b.switch_to(early);
    let three = b.iconst(s(I32), 3);
    let six = b.named("six").add(three, three);
    b.br(late, &[]);
    b.switch_to(late);
    let twelve = b.named("twelve").add(six, six);
    b.sink(&[twelve]);
    b.ret();
    m.functions.push(f);
    let mut am = AnalysisManager::new();
    let cx = PassContext { target: None };
    assert!(ForEachFunction(Canonicalize)
        .run(&mut m, &mut am, &cx)
        .unwrap());
    let text = print_module(&m);
    assert!(
        text.contains("late:\n  %twelve = const 12 : i32\n"),
        "{text}"
    );
    assert!(!ForEachFunction(Canonicalize)
        .run(&mut m, &mut am, &cx)
        .unwrap());
}

/// Differential check against the reference interpreter: on random valid modules and random
/// inputs, the module after `canonicalize,dce` (verified after each pass) produces what the
/// original does (the reference may leave bytes undefined; the optimised run may define
/// them). Runs with undefined behaviour or no termination on the original have no meaning
/// to compare against and are skipped, but must be rare.
#[test]
fn canonicalize_and_dce_preserve_the_reference_semantics() {
    use crate::manager::{Instrumentation, PassManager};
    use crate::registry::Registry;
    use memlower_ir::gen::{random_module, GenConfig};
    use memlower_ir::interp::{run_function, ImageSize, Limits, Memory, MemoryShape, Val};
    use memlower_ir::rng::Rng;

    use memlower_ir::gen::GenOp;
    // Mostly arithmetic (random memory ops often break their alignment promise or overlap
    // their writes, which is undefined behaviour), and a share with every op.
    let full = GenConfig {
        back_edges: false,
        max_lanes: 16,
        ..GenConfig::default()
    };
    let arithmetic = GenConfig {
        ops: GenOp::ALL
            .into_iter()
            .filter(|op| {
                !matches!(
                    op,
                    GenOp::Gather | GenOp::Scatter | GenOp::ImageLoad | GenOp::ImageStore
                )
            })
            .collect(),
        ..full.clone()
    };
    let limits = Limits { max_steps: 10_000 };
    let inst = Instrumentation {
        verify_each: true,
        ..Instrumentation::default()
    };
    let (mut compared, mut skipped, mut folded) = (0, 0, 0);
    for seed in 0..300u64 {
        let mut rng = Rng::new(seed);
        let cfg = if seed < 200 { &arithmetic } else { &full };
        let m = random_module(&mut rng, cfg);
        let mut opt = m.clone();
        let mut pm =
            PassManager::from_pipeline("canonicalize,dce", &Registry::builtin(), inst.clone())
                .expect("pipeline");
        let report = pm
            .run(
                &mut opt,
                &mut AnalysisManager::new(),
                &PassContext { target: None },
                &mut std::io::sink(),
            )
            .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{}", print_module(&m)));
        folded += report.passes[0].changed as u32;
        let image = ImageSize {
            width: 4,
            height: 3,
            depth: 2,
        };
        let shape = MemoryShape::uniform(&m, 256, image, 256);
        for (f, g) in m.functions.iter().zip(&opt.functions) {
            let args: Vec<Val> = f
                .params()
                .iter()
                .map(|&p| {
                    let ty = f.ty(p);
                    let small = rng.chance(1, 2);
                    let bits: Vec<u64> = (0..ty.num_elements())
                        .map(|_| {
                            let x = rng.next_u64();
                            if small {
                                x & 0xff
                            } else {
                                x
                            }
                        })
                        .collect();
                    Val::from_bits(ty, &bits).expect("bits fit the type")
                })
                .collect();
            let mem = Memory::random(&m, &shape, &mut rng).expect("memory");
            let (mut mem_ref, mut mem_opt) = (mem.clone(), mem);
            let Ok(want) = run_function(&m, f, &args, &mut mem_ref, limits) else {
                skipped += 1;
                continue;
            };
            let got = run_function(&opt, g, &args, &mut mem_opt, limits).unwrap_or_else(|e| {
                panic!("seed {seed} @{}: the optimised module fails: {e}", f.name)
            });
            let context = || {
                format!(
                    "seed {seed} @{}\n{}\n--- after ---\n{}",
                    f.name,
                    print_module(&m),
                    print_module(&opt)
                )
            };
            assert!(want.admits(&got), "sinks differ: {}", context());
            assert!(mem_ref.admits(&mem_opt), "memory differs: {}", context());
            compared += 1;
        }
    }
    assert!(
        compared > 3 * skipped,
        "compared {compared}, skipped {skipped}"
    );
    assert!(
        folded > 100,
        "canonicalize changed only {folded} of 200 modules"
    );
}

/// Random chains of integer ops over constants of every width, checked against plain
/// `u128` arithmetic reduced modulo 2^width (an oracle that shares no code with the folder).
#[test]
fn random_integer_chains_fold_like_wide_arithmetic() {
    let mut rng = memlower_ir::rng::Rng::new(0x5eed);
    for case in 0..400 {
        let elem = *rng.pick(&[I8, ScalarType::I16, I32, I64]);
        let w = elem.bits();
        let modulus: u128 = 1u128 << w;
        let ty = s(elem);
        let mut f = Function::new("k");
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        b.switch_to(entry);
        let mut vals: Vec<(Value, u128)> = Vec::new();
        // Constants are written signed or unsigned: both spell the same element.
        let konst = |b: &mut FunctionBuilder, rng: &mut memlower_ir::rng::Rng, x: u128| {
            let signed = sign_extend(x as u64, elem);
            let written = if w < 64 && rng.chance(1, 2) {
                x as i64
            } else {
                signed
            };
            (b.iconst(ty, written), x)
        };
        for _ in 0..3 {
            let x = (rng.next_u64() as u128) % modulus;
            vals.push(konst(&mut b, &mut rng, x));
        }
        // The two's-complement value of an element, for the signed ops.
        let signed = |x: u128| -> i128 {
            if x >= modulus / 2 {
                x as i128 - modulus as i128
            } else {
                x as i128
            }
        };
        let mut log = Vec::new();
        for _ in 0..8 {
            let (x, a) = *rng.pick(&vals);
            let (y, c) = *rng.pick(&vals);
            let int_ops: Vec<BinOp> = BinOp::ALL.into_iter().filter(|o| o.allows_int()).collect();
            let op = *rng.pick(&int_ops);
            let (y, c) = if matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr) {
                let amount = rng.below(w as u64) as u128;
                konst(&mut b, &mut rng, amount)
            } else {
                (y, c)
            };
            let r = match op {
                BinOp::Add => (a + c) % modulus,
                BinOp::Sub => (a + modulus - c) % modulus,
                BinOp::Mul => a.wrapping_mul(c) % modulus,
                BinOp::Shl => (a << c) % modulus,
                BinOp::LShr => a >> c,
                BinOp::And => a & c,
                BinOp::Or => a | c,
                BinOp::Xor => a ^ c,
                BinOp::AShr => ((signed(a) >> c) as u128) % modulus,
                BinOp::SMin => {
                    if signed(a) <= signed(c) {
                        a
                    } else {
                        c
                    }
                }
                BinOp::SMax => {
                    if signed(a) >= signed(c) {
                        a
                    } else {
                        c
                    }
                }
                BinOp::UMin => a.min(c),
                BinOp::UMax => a.max(c),
                BinOp::UMulH => (a * c) >> w,
                BinOp::SMulH => (((signed(a) * signed(c)) >> w) as u128) % modulus,
                BinOp::MinNum | BinOp::MaxNum => unreachable!("integer ops only"),
            };
            log.push(format!("{} {a:#x} {c:#x} = {r:#x}", op.name()));
            let v = b.binary(op, x, y);
            vals.push((v, r));
        }
        let (last, want) = *vals.last().expect("values");
        b.sink(&[last]);
        b.ret();
        let mut am = AnalysisManager::new();
        let cx = PassContext { target: None };
        Canonicalize
            .run_on_function(&[], &mut f, &mut am, &cx)
            .expect("canonicalize never fails");
        let got = match f.def_kind(last) {
            Some(InstKind::Const { value }) => Some(value.int_at(0)),
            _ => None,
        };
        assert_eq!(
            got,
            Some(sign_extend(want as u64, elem)),
            "case {case}, {elem}: {log:?}"
        );
        // Everything folded, and only the sunk constant is left.
        assert_eq!(f.inst_order().len(), 3, "case {case}");
        let again = Canonicalize.run_on_function(&[], &mut f, &mut am, &cx);
        assert_eq!(
            again,
            Ok(false),
            "case {case}: a second run changes nothing"
        );
    }
}

#[test]
fn lane_arithmetic_is_not_folded_into_constant_vectors() {
    // Issue 28: `canonicalize` folded `lane.index` arithmetic into vector constants, which
    // lower to a `mov` per element where the lane index is one packed immediate. Non-uniform
    // results of ops on `lane.index` stay; uniform results and masks fold; ops on constants
    // that are not the lane index fold as before.
    let v4 = Type::vec(4, I32);
    let (_, out) = canon(&[], |b, _| {
        let idx = b.named("idx").lane_index(4);
        let two = b.iconst(v4, 2);
        let off = b.named("off").shl(idx, two);
        let zero = b.named("zero").binary(BinOp::Sub, idx, idx);
        let lo = b.named("lo").cmp(CmpPred::Ult, idx, two);
        let fl = b.named("fl").cast(CastOp::UIToFP, idx, Type::vec(4, F32));
        let c = consts(b, v4, &[0, 1, 2, 3]);
        let four = b.named("four").shl(c, two);
        vec![off, zero, lo, fl, four]
    });
    assert_eq!(
        out,
        "%idx = lane.index : vec<4 x i32>\n\
             %0 = const 2 : vec<4 x i32>\n\
             %off = shl %idx, %0 : vec<4 x i32>\n\
             %zero = const 0 : vec<4 x i32>\n\
             %lo = const [1, 1, 0, 0] : mask<4>\n\
             %fl = uitofp %idx : vec<4 x f32>\n\
             %four = const [0, 4, 8, 12] : vec<4 x i32>\n\
             sink %off, %zero, %lo, %fl, %four"
    );
}
