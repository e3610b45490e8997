//! The reference interpreter on the ops LLVM loops need (`fcmp`, `fma`, `ashr`, integer and
//! float minimum and maximum, the float conversions), through parsed programs, against values
//! worked out by hand. The rounding cases were also run through `lli-14` (LLVM 14's
//! interpreter), which gave the same bits.

use memlower_ir::interp::*;
use memlower_ir::*;

/// Parses `src` (one function `@k`), runs it on `args` and returns the values of its one sink.
fn eval(src: &str, args: &[Val]) -> Vec<Val> {
    let m = parse::parse_module(src).expect("the test program parses");
    verify::verify_module(&m).expect("the test program verifies");
    let one = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    let mut mem = Memory::zeroed(&m, &MemoryShape::uniform(&m, 0, one, 0)).expect("memory");
    let out = run_function(&m, &m.functions[0], args, &mut mem, Limits::default())
        .expect("the program runs");
    assert_eq!(out.sinks.len(), 1);
    out.sinks[0].values.clone()
}

fn f32s(xs: &[f32]) -> Val {
    let bits: Vec<u64> = xs.iter().map(|x| u64::from(x.to_bits())).collect();
    Val::from_bits(Type::vec(xs.len() as u32, ScalarType::F32), &bits).expect("f32 vector")
}

fn i32s(xs: &[i64]) -> Val {
    Val::ints(Type::vec(xs.len() as u32, ScalarType::I32), xs).expect("i32 vector")
}

fn bits(v: &Val) -> Vec<Option<u64>> {
    v.elems()
}

#[test]
fn fcmp_orders_nan_by_predicate() {
    let nan = f32::NAN;
    let a = f32s(&[1.0, 2.0, nan, 0.0]);
    let b = f32s(&[2.0, 2.0, 1.0, -0.0]);
    let src = |p: &str| {
        format!(
            "func @k(%a: vec<4 x f32>, %b: vec<4 x f32>) {{\nentry:\n  \
             %m = fcmp {p} %a, %b : mask<4>\n  sink %m\n  ret\n}}\n"
        )
    };
    let lanes = |p: &str| -> Vec<Option<u64>> { bits(&eval(&src(p), &[a.clone(), b.clone()])[0]) };
    let s = |xs: [u64; 4]| xs.map(Some).to_vec();
    assert_eq!(lanes("olt"), s([1, 0, 0, 0]));
    assert_eq!(lanes("ult"), s([1, 0, 1, 0]));
    assert_eq!(lanes("oeq"), s([0, 1, 0, 1]));
    assert_eq!(lanes("ueq"), s([0, 1, 1, 1]));
    assert_eq!(lanes("one"), s([1, 0, 0, 0]));
    assert_eq!(lanes("une"), s([1, 0, 1, 0]));
    assert_eq!(lanes("ord"), s([1, 1, 0, 1]));
    assert_eq!(lanes("uno"), s([0, 0, 1, 0]));
    assert_eq!(lanes("oge"), s([0, 1, 0, 1]));
    assert_eq!(lanes("ugt"), s([0, 0, 1, 0]));
}

#[test]
fn fma_rounds_once_and_flags_the_overflowing_product() {
    let src = "func @k(%a: vec<3 x f32>, %b: vec<3 x f32>, %c: vec<3 x f32>) {\nentry:\n  \
               %r = fma %a, %b, %c : vec<3 x f32>\n  sink %r\n  ret\n}\n";
    let a = f32s(&[12_763_648.0, 1.0 + 2f32.powi(-12), f32::MAX]);
    let b = f32s(&[11_026_432.0, 1.0 + 2f32.powi(-12), 2.0]);
    let c = f32s(&[2f32.powi(-100), -1.0, -f32::MAX]);
    let r = &eval(src, &[a, b, c])[0];
    // 2^47 (1 + 2^-24) + 2^-100 rounds up to 2^47 + 2^24 (lli-14: 0x57000001).
    assert_eq!(r.get(0), Some(0x5700_0001));
    assert_eq!(
        r.get(1),
        Some(u64::from((2f32.powi(-11) + 2f32.powi(-24)).to_bits()))
    );
    // MAX * 2 overflows, the sum is MAX again: vISA may give +inf here, so it is undefined.
    assert!(r.is_undefined(2));
}

#[test]
fn ashr_copies_the_sign_and_oversized_shifts_are_poison() {
    let src = "func @k(%a: vec<4 x i32>, %s: vec<4 x i32>) {\nentry:\n  \
               %r = ashr %a, %s : vec<4 x i32>\n  sink %r\n  ret\n}\n";
    let r = &eval(src, &[i32s(&[-16, 16, -1, 7]), i32s(&[2, 2, 31, 32])])[0];
    assert_eq!(
        bits(r),
        vec![Some(0xFFFF_FFFC), Some(4), Some(0xFFFF_FFFF), None]
    );
    // An undefined top byte makes the bytes the sign fills undefined, not the others.
    let a = Val::from_parts(
        Type::vec(1, ScalarType::I32),
        vec![0x0012_3456],
        vec![0b1000],
    )
    .expect("value");
    let src1 = "func @k(%a: vec<1 x i32>, %s: vec<1 x i32>) {\nentry:\n  \
                %r = ashr %a, %s : vec<1 x i32>\n  sink %r\n  ret\n}\n";
    let r = &eval(src1, &[a, i32s(&[8])])[0];
    assert_eq!((r.bits()[0] & 0xFFFF, r.undef()[0]), (0x1234, 0b1100));
}

#[test]
fn integer_min_and_max_by_signedness() {
    let src = "func @k(%a: vec<2 x i8>, %b: vec<2 x i8>) {\nentry:\n  \
               %s = smin %a, %b : vec<2 x i8>\n  %u = umin %a, %b : vec<2 x i8>\n  \
               %t = smax %a, %b : vec<2 x i8>\n  %v = umax %a, %b : vec<2 x i8>\n  \
               sink %s, %u, %t, %v\n  ret\n}\n";
    let t = Type::vec(2, ScalarType::I8);
    let a = Val::ints(t, &[-1, 5]).expect("i8");
    let b = Val::ints(t, &[1, 7]).expect("i8");
    let r = eval(src, &[a, b]);
    assert_eq!(bits(&r[0]), vec![Some(0xFF), Some(5)]); // smin(-1, 1) = -1
    assert_eq!(bits(&r[1]), vec![Some(1), Some(5)]); // umin(255, 1) = 1
    assert_eq!(bits(&r[2]), vec![Some(1), Some(7)]);
    assert_eq!(bits(&r[3]), vec![Some(0xFF), Some(7)]);
}

#[test]
fn minnum_maxnum_ignore_one_nan_and_order_zeros() {
    let src = "func @k(%a: vec<4 x f32>, %b: vec<4 x f32>) {\nentry:\n  \
               %lo = minnum %a, %b : vec<4 x f32>\n  %hi = maxnum %a, %b : vec<4 x f32>\n  \
               sink %lo, %hi\n  ret\n}\n";
    let a = f32s(&[f32::NAN, 3.0, 0.0, f32::NAN]);
    let b = f32s(&[2.0, f32::NAN, -0.0, f32::NAN]);
    let r = eval(src, &[a, b]);
    let f = |x: f32| Some(u64::from(x.to_bits()));
    assert_eq!(
        bits(&r[0]),
        vec![f(2.0), f(3.0), f(-0.0), Some(0x7FC0_0000)]
    );
    assert_eq!(bits(&r[1]), vec![f(2.0), f(3.0), f(0.0), Some(0x7FC0_0000)]);
}

#[test]
fn conversions_round_and_out_of_range_is_poison() {
    let src = "func @k(%x: vec<4 x f32>, %i: vec<4 x i32>) {\nentry:\n  \
               %s = fptosi %x : vec<4 x i16>\n  %u = fptoui %x : vec<4 x i32>\n  \
               %f = sitofp %i : vec<4 x f16>\n  %d = fpext %x : vec<4 x f64>\n  \
               %h = fptrunc %x : vec<4 x f16>\n  sink %s, %u, %f, %d, %h\n  ret\n}\n";
    let x = f32s(&[-2.5, 40000.0, f32::NAN, 1.0 + 2f32.powi(-11)]);
    let i = i32s(&[-3, 2049, 70_000, 1]);
    let r = eval(src, &[x, i]);
    // fptosi to i16: -2.5 -> -2; 40000 does not fit i16; NaN is poison; 1.0004 -> 1.
    assert_eq!(bits(&r[0]), vec![Some(0xFFFE), None, None, Some(1)]);
    // fptoui: -2.5 truncates to -2, which does not fit: poison.
    assert_eq!(bits(&r[1]), vec![None, Some(40000), None, Some(1)]);
    // sitofp to f16: 2049 is a tie between 2048 and 2050 (even mantissa: 2048); 70000 > 65504
    // overflows to infinity.
    assert_eq!(
        bits(&r[2]),
        vec![Some(0xC200), Some(0x6800), Some(0x7C00), Some(0x3C00)]
    );
    // fpext is exact; NaN becomes the canonical f64 NaN.
    assert_eq!(r[3].get(0), Some((-2.5f64).to_bits()));
    assert_eq!(r[3].get(2), Some(0x7FF8_0000_0000_0000));
    // fptrunc: 40000 is an f16 (step 32); 1 + 2^-11 is the tie between 1 and 1 + 2^-10.
    assert_eq!(
        bits(&r[4]),
        vec![Some(0xC100), Some(0x78E2), Some(0x7E00), Some(0x3C00)]
    );
}
