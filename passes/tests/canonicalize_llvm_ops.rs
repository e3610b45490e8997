//! `canonicalize` on the ops LLVM loops need: constants fold exactly (by the reference
//! semantics' own element functions), and what the reference leaves undefined or cannot write
//! down (poison conversions, an `fma` whose product overflows, NaN results) stays unfolded.

use memlower_ir::parse::parse_module;
use memlower_ir::print::print_module;
use memlower_passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};

/// Runs `canonicalize,dce` on `@k(...) { entry: <body> sink <keep> ret }` and returns the body
/// lines after the pass, without `ret`.
fn canon(params: &str, body: &str) -> String {
    let src = format!("func @k({params}) {{\nentry:\n{body}  ret\n}}\n");
    let mut m = parse_module(&src).expect("the test program parses");
    let reg = Registry::builtin();
    let mut pm = PassManager::from_pipeline(
        "canonicalize,dce",
        &reg,
        Instrumentation {
            verify_each: true,
            ..Instrumentation::default()
        },
    )
    .expect("pipeline");
    pm.run(
        &mut m,
        &mut AnalysisManager::default(),
        &PassContext { target: None },
        &mut Vec::new(),
    )
    .expect("canonicalize runs");
    print_module(&m)
        .lines()
        .skip_while(|l| *l != "entry:")
        .skip(1)
        .filter(|l| *l != "  ret" && *l != "}")
        .map(str::trim)
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn integer_min_max_and_ashr_fold() {
    let out = canon(
        "",
        "  %a = const [-3, 5] : vec<2 x i8>\n  %b = const [2, -7] : vec<2 x i8>\n  \
         %s = smin %a, %b : vec<2 x i8>\n  %u = umax %a, %b : vec<2 x i8>\n  \
         %two = const 2 : vec<2 x i8>\n  %r = ashr %a, %s : vec<2 x i8>\n  \
         %q = ashr %a, %two : vec<2 x i8>\n  sink %s, %u, %q\n",
    );
    assert_eq!(
        out,
        "%s = const [-3, -7] : vec<2 x i8>\n\
         %u = const [-3, -7] : vec<2 x i8>\n\
         %q = const [-1, 1] : vec<2 x i8>\n\
         sink %s, %u, %q"
    );
}

#[test]
fn oversized_ashr_is_poison_and_stays() {
    let out = canon(
        "",
        "  %a = const -8 : i8\n  %n = const 8 : i8\n  %r = ashr %a, %n : i8\n  sink %r\n",
    );
    assert!(out.contains("%r = ashr %a, %n : i8"), "{out}");
}

#[test]
fn identities_of_the_new_ops() {
    let out = canon(
        "%x: vec<4 x i32>",
        "  %z = const 0 : vec<4 x i32>\n  %a = ashr %x, %z : vec<4 x i32>\n  \
         %m = smax %x, %x : vec<4 x i32>\n  sink %a, %m\n",
    );
    assert_eq!(out, "sink %x, %x");
    // minnum %x, %x is not %x: a signalling or non-canonical NaN comes back canonical.
    let out = canon(
        "%x: vec<4 x f32>",
        "  %m = minnum %x, %x : vec<4 x f32>\n  sink %m\n",
    );
    assert_eq!(out, "%m = minnum %x, %x : vec<4 x f32>\nsink %m");
}

#[test]
fn float_compares_and_min_max_fold() {
    let out = canon(
        "",
        "  %a = const [1.0, -0.0, 3.0] : vec<3 x f32>\n  %b = const [2.0, 0.0, 3.0] : vec<3 x f32>\n  \
         %lt = fcmp olt %a, %b : mask<3>\n  %ne = fcmp one %a, %b : mask<3>\n  \
         %lo = minnum %a, %b : vec<3 x f32>\n  %hi = maxnum %a, %b : vec<3 x f32>\n  \
         sink %lt, %ne, %lo, %hi\n",
    );
    assert_eq!(
        out,
        "%lt = const [1, 0, 0] : mask<3>\n\
         %ne = const [1, 0, 0] : mask<3>\n\
         %lo = const [1.0, -0.0, 3.0] : vec<3 x f32>\n\
         %hi = const [2.0, 0.0, 3.0] : vec<3 x f32>\n\
         sink %lt, %ne, %lo, %hi"
    );
}

#[test]
fn fma_folds_exactly_except_an_overflowing_product() {
    // 2^47 (1 + 2^-24) + 2^-100: one rounding gives 2^47 + 2^24 = 140737505132544.
    let out = canon(
        "",
        "  %a = const 12763648.0 : f32\n  %b = const 11026432.0 : f32\n  \
         %c = const 7.888609052210118e-31 : f32\n  %r = fma %a, %b, %c : f32\n  sink %r\n",
    );
    assert_eq!(out, "%r = const 140737505132544.0 : f32\nsink %r");
    let out = canon(
        "",
        "  %a = const 3.4028234663852886e38 : f32\n  %b = const 2.0 : f32\n  \
         %c = const -3.4028234663852886e38 : f32\n  %r = fma %a, %b, %c : f32\n  sink %r\n",
    );
    assert!(out.contains("%r = fma %a, %b, %c : f32"), "{out}");
}

#[test]
fn conversions_fold_and_poison_stays() {
    let out = canon(
        "",
        "  %x = const [-2.5, 40000.0] : vec<2 x f32>\n  %s = fptosi %x : vec<2 x i32>\n  \
         %h = fptrunc %x : vec<2 x f16>\n  %i = const 2049 : i32\n  %f = sitofp %i : f16\n  \
         %d = fpext %f : f64\n  %bad = fptosi %x : vec<2 x i8>\n  sink %s, %h, %f, %d, %bad\n",
    );
    assert_eq!(
        out,
        "%x = const [-2.5, 40000.0] : vec<2 x f32>\n\
         %s = const [-2, 40000] : vec<2 x i32>\n\
         %h = const [-2.5, 40000.0] : vec<2 x f16>\n\
         %f = const 2048.0 : f16\n\
         %d = const 2048.0 : f64\n\
         %bad = fptosi %x : vec<2 x i8>\n\
         sink %s, %h, %f, %d, %bad"
    );
}
