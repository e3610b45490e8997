//! `memlower::compile`, the one-call library entry point: it gives the kernels the command line
//! gives, typed errors that keep the op's location and function, the naive baseline only when
//! asked, and spec-strict output unless the target enables an extension.

mod lowering_common;

use lowering_common::{examples, legalise};
use memlower::ir::diag::Located;
use memlower::ir::parse::parse_module;
use memlower::lowering::{lower_module_sourced, LowerError, LowerOptions};
use memlower::passes::target::{Extension, Target};
use memlower::passes::PassError;
use memlower::{compile, Error, Options, Warning};
use memlower_check::genx;

fn target(name: &str) -> &'static Target {
    Target::by_name(name).expect("known target")
}

#[test]
fn compile_gives_the_kernels_the_pipeline_gives() {
    for (name, src) in examples() {
        for tname in ["tgllp", "pvc"] {
            let t = target(tname);
            let m = parse_module(&src).expect("parses");
            let out = compile(&m, t, &Options::default())
                .unwrap_or_else(|e| panic!("{name} on {tname}: {e}"));
            let mut legal = m.clone();
            legalise(&mut legal, t);
            // The report names and lists the ops of the functions as written.
            let l =
                lower_module_sourced(&legal, Some(&m.functions), t, &LowerOptions::default(), 1)
                    .expect("lowers");
            assert_eq!(out.kernels.len(), l.functions.len(), "{name}");
            for (k, f) in out.kernels.iter().zip(&l.functions) {
                assert_eq!(k.name, f.name);
                assert_eq!(k.visa, f.visa, "{name} on {tname}");
                assert_eq!(Some(&k.report), f.report.as_ref(), "{name} on {tname}");
            }
            assert_eq!(out.target, tname);
        }
    }
}

#[test]
fn functions_are_selected_by_name() {
    let src = include_str!("../examples/aos_soa_rgba.mir");
    let m = parse_module(src).expect("parses");
    let all = compile(&m, target("dg2"), &Options::default()).expect("compiles");
    assert!(all.kernels.len() >= 2);
    let one = &all.kernels[1].name;
    let opts = Options {
        functions: vec![one.clone()],
        ..Options::default()
    };
    let out = compile(&m, target("dg2"), &opts).expect("compiles");
    assert_eq!(out.kernels.len(), 1);
    assert_eq!(&out.kernels[0].name, one);
    assert_eq!(
        out.kernel(one).map(|k| &k.visa),
        all.kernel(one).map(|k| &k.visa)
    );
    let opts = Options {
        functions: vec!["nope".into()],
        ..Options::default()
    };
    match compile(&m, target("dg2"), &opts) {
        Err(Error::NoFunction { name }) => assert_eq!(name, "nope"),
        other => panic!("expected NoFunction, got {other:?}"),
    }
}

#[test]
fn the_naive_baseline_is_lowered_only_when_asked_for() {
    let m = parse_module(include_str!("../examples/copy64.mir")).expect("parses");
    let t = target("dg2");
    let plain = compile(&m, t, &Options::default()).expect("compiles");
    assert!(plain.kernels.iter().all(|k| k.report.naive.is_none()));
    let opts = Options {
        baseline: true,
        ..Options::default()
    };
    let both = compile(&m, t, &opts).expect("compiles");
    for (k, p) in both.kernels.iter().zip(&plain.kernels) {
        let naive = k.report.naive.expect("asked for");
        assert!(naive.moves >= k.report.totals.moves, "{}", k.report);
        assert_eq!(k.visa, p.visa, "the baseline does not change the kernel");
    }
    // `naive` emits the baseline itself.
    let opts = Options {
        naive: true,
        ..Options::default()
    };
    let naive = compile(&m, t, &opts).expect("compiles");
    for (n, b) in naive.kernels.iter().zip(&both.kernels) {
        assert_eq!(Some(n.report.totals), b.report.naive);
    }
}

#[test]
fn errors_are_typed_and_keep_the_location_and_function() {
    let t = target("dg2");
    // Not valid IR: `%v` is used (line 4) before its definition (line 5).
    let m = parse_module(
        "surface @buf : untyped\nfunc @k(%off: vec<8 x i32>) {\nentry:\n  sink %v\n  %v = gather @buf[%off] align 4 : vec<8 x i32>\n  ret\n}\n",
    )
    .expect("parses: dominance is the verifier's business");
    match compile(&m, t, &Options::default()) {
        Err(e @ Error::Invalid { .. }) => {
            assert_eq!(e.function(), Some("k"));
            assert_eq!(e.loc().line, 4, "{e}");
        }
        other => panic!("expected Invalid, got {other:?}"),
    }
    // Refused by legalisation: no message writes images.
    let m = parse_module(
        "surface @img : image2d<rgba, f32>\nfunc @paint(%u: vec<8 x i32>, %v: vec<8 x i32>, %p: vec<8 x 4 x f32>) {\nentry:\n  image.store @img[%u, %v], %p channels rgba\n  ret\n}\n",
    )
    .expect("parses");
    match compile(&m, t, &Options::default()) {
        Err(e @ Error::Legalise { .. }) if matches!(&e, Error::Legalise { error, .. } if matches!(**error, PassError::Refused { .. })) =>
        {
            assert_eq!(e.function(), Some("paint"));
            assert_eq!((e.loc().line, e.loc().col), (4, 3), "{e}");
            assert!(e.expected().is_some_and(|x| x.contains("scatter")), "{e}");
        }
        other => panic!("expected a legalisation refusal, got {other:?}"),
    }
    // Refused by lowering: vISA has no 64-bit integer multiply.
    let m = parse_module(
        "surface @buf : untyped\nfunc @sq(%off: vec<8 x i32>) {\nentry:\n  %q = gather @buf[%off] align 8 : vec<8 x i64>\n  %s = mul %q, %q : vec<8 x i64>\n  scatter @buf[%off], %s align 8\n  ret\n}\n",
    )
    .expect("parses");
    match compile(&m, t, &Options::default()) {
        Err(e @ Error::Lower { .. }) if matches!(&e, Error::Lower { error, .. } if matches!(**error, LowerError::Unsupported { .. })) =>
        {
            assert_eq!(e.function(), Some("sq"));
            assert_eq!(e.loc().line, 5, "{e}");
        }
        other => panic!("expected a lowering refusal, got {other:?}"),
    }
}

#[test]
fn provable_undefined_behaviour_is_a_warning() {
    // Lanes 0 and 1 scatter to the same dword.
    let m = parse_module(
        "surface @buf : untyped\nfunc @clash(%v: vec<4 x i32>) {\nentry:\n  %off = const [0, 0, 4, 8] : vec<4 x i32>\n  scatter @buf[%off], %v align 4\n  ret\n}\n",
    )
    .expect("parses");
    let out = compile(&m, target("dg2"), &Options::default()).expect("still compiles");
    match out.warnings.as_slice() {
        [Warning::UndefinedBehaviour { function, warning }] => {
            assert_eq!(function, "clash");
            assert_eq!(warning.loc().line, 5, "{warning}");
        }
        other => panic!("expected one undefined-behaviour warning, got {other:?}"),
    }
}

#[test]
fn predicted_spills_are_warnings() {
    // 120 live 16-lane dword vectors need far more than 128 GRFs.
    let mut src =
        String::from("surface @buf : untyped\nfunc @big(%off: vec<16 x i32>) {\nentry:\n");
    for i in 0..120 {
        src.push_str(&format!(
            "  %v{i} = gather @buf[%off] align 4 : vec<16 x i32>\n"
        ));
    }
    let all: Vec<String> = (0..120).map(|i| format!("%v{i}")).collect();
    src.push_str(&format!("  sink {}\n  ret\n}}\n", all.join(", ")));
    let m = parse_module(&src).expect("parses");
    let out = compile(&m, target("dg2"), &Options::default()).expect("compiles");
    match out.warnings.as_slice() {
        [Warning::Spill {
            function,
            grfs,
            budget,
        }] => {
            assert_eq!(function, "big");
            assert!(grfs > budget);
        }
        other => panic!("expected one spill warning, got {other:?}"),
    }
    let small = parse_module(include_str!("../examples/copy_f32.mir")).expect("parses");
    assert!(compile(&small, target("dg2"), &Options::default())
        .expect("compiles")
        .warnings
        .is_empty());
}

/// Image reads on PVC: spec-strict by default (exec 8, a LOD register of zeros, no extension in
/// the report); with the extensions enabled, exec 16 and a `%null` LOD, counted in the report.
/// GenX_IR takes both.
#[test]
fn extensions_are_off_by_default_and_work_when_enabled() {
    let m = parse_module(include_str!("../examples/volume3d.mir")).expect("parses");
    let strict = target("pvc");
    let out = compile(&m, strict, &Options::default()).expect("compiles");
    let k = &out.kernels[0];
    assert!(k.report.extensions.is_empty(), "{}", k.report);
    assert!(
        !k.visa.contains("gather4_typed.R (M1_NM, 16)"),
        "{}",
        k.visa
    );
    assert!(k.visa.contains("gather4_typed.R (M1_NM, 8)"), "{}", k.visa);
    assert!(!k.visa.contains("%null.0 v_"), "no null LOD:\n{}", k.visa);
    let ext = Target::parse("pvc+typed-simd16+typed-null-lod").expect("offered");
    let out_ext = compile(&m, &ext, &Options::default()).expect("compiles");
    let e = &out_ext.kernels[0];
    assert_eq!(out_ext.target, "pvc+typed-simd16+typed-null-lod");
    assert!(e.visa.contains("gather4_typed.R (M1_NM, 16)"), "{}", e.visa);
    let counts: Vec<(Extension, u32)> = e.report.extensions.clone();
    // Two typed reads, each now one SIMD16 message; one of them has no LOD.
    assert_eq!(
        counts,
        vec![(Extension::TypedSimd16, 2), (Extension::TypedNullLod, 1)],
        "{}",
        e.report
    );
    assert!(e
        .report
        .to_string()
        .contains("extension typed-simd16: 2 messages"));
    assert!(
        e.report.totals.moves < k.report.totals.moves,
        "{}\n{}",
        e.report,
        k.report
    );
    for visa in [&k.visa, &e.visa] {
        let run = genx::run(visa, strict.platform).expect("GenX_IR runs");
        assert!(run.accepted(), "{}\n{visa}", run.diagnosis());
        // The typed reads and the stores (one, or one per lane group where the cost model
        // splits the masked store: passes/src/cost.rs).
        let stores = visa.matches("scatter_scaled").count();
        assert!(stores >= 1, "{visa}");
        assert_eq!(
            run.sends(),
            Some(visa.matches("gather4_typed").count() + stores)
        );
    }
    // A target that does not offer an extension refuses to enable it.
    assert!(Target::parse("dg2+typed-simd16").is_err());
}
