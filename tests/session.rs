//! One compile session behind every path: for every example and every target, the command
//! line (streamed and whole-module), the library (`memlower::compile` and a `Session`) give the
//! same vISA and the same legalised IR, byte for byte, or fail alike; and the legalised IR says
//! the target it was legalised for, whatever the input's `target` line said.

mod cli_common;
mod lowering_common;

use cli_common::{memlower, scratch};
use lowering_common::examples;
use memlower::ir::parse::parse_module;
use memlower::ir::print::print_module;
use memlower::ir::Module;
use memlower::lowering::session::{CompileError, Session, SessionOptions};
use memlower::passes::target::Target;
use memlower::{compile, Options};
use std::path::Path;

/// Every `<kernel>.visaasm` in `dir`, by name.
fn kernels_in(dir: &Path) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("the kernels directory")
        .map(|e| {
            let path = e.expect("entry").path();
            let name = path.file_stem().expect("a name").to_string_lossy();
            let text = std::fs::read_to_string(&path).expect("readable kernel");
            (name.into_owned(), text)
        })
        .collect();
    out.sort();
    out
}

/// `m` legalised for `t` by a whole-module session.
fn session_legal(m: &Module, t: &Target) -> Result<Module, CompileError> {
    let mut legal = m.clone();
    let mut s = Session::new(SessionOptions::new(t.clone()))?;
    s.legalise(&mut legal, false, &mut std::io::sink())?;
    Ok(legal)
}

#[test]
fn the_cli_the_library_and_the_streamed_path_give_the_same_bytes() {
    let dir = scratch("session_bytes");
    let mut compared = 0;
    let mut refused = 0;
    for (name, src) in examples() {
        let file = format!("examples/{name}.mir");
        let m = parse_module(&src).expect("examples parse");
        for tname in Target::names() {
            let t = Target::by_name(tname).expect("known target");
            let what = format!("{name} on {tname}");
            let library = compile(&m, t, &Options::default());
            let streamed_dir = dir.join(format!("{name}-{tname}-streamed/"));
            let whole_dir = dir.join(format!("{name}-{tname}-whole/"));
            let streamed_arg = streamed_dir.to_string_lossy().into_owned();
            let whole_arg = whole_dir.to_string_lossy().into_owned();
            // `--verify-each` takes the whole-module path (its checks are of the module) and
            // prints nothing when every pass leaves valid IR.
            let streamed = memlower(&["lower", &file, "--target", tname, "-o", &streamed_arg]);
            let whole = memlower(&[
                "lower",
                &file,
                "--target",
                tname,
                "--verify-each",
                "-o",
                &whole_arg,
            ]);
            let legal_cli = memlower(&["lower", &file, "--target", tname, "--emit", "legal"]);
            assert_eq!(streamed.stderr, whole.stderr, "{what}: stderr");
            let library = match library {
                Ok(c) => c,
                Err(e) => {
                    // Refused alike everywhere, with the same words.
                    for (how, r) in [("streamed", &streamed), ("whole", &whole)] {
                        assert_eq!(r.code, 1, "{what} ({how}): the library said {e}");
                    }
                    let inner = e.to_string();
                    let inner = inner.split_once(": ").map_or(inner.as_str(), |(_, r)| r);
                    assert!(
                        streamed.stderr.contains(inner),
                        "{what}: `{inner}` not in {}",
                        streamed.stderr
                    );
                    refused += 1;
                    continue;
                }
            };
            assert_eq!(streamed.code, 0, "{what}: {}", streamed.stderr);
            assert_eq!(whole.code, 0, "{what}: {}", whole.stderr);
            let mut lib: Vec<(String, String)> = library
                .kernels
                .iter()
                .map(|k| (k.name.clone(), k.visa.clone()))
                .collect();
            lib.sort();
            assert!(!lib.is_empty(), "{what}: no kernel");
            assert!(kernels_in(&streamed_dir) == lib, "{what}: streamed vISA");
            assert!(kernels_in(&whole_dir) == lib, "{what}: whole-module vISA");
            // The legalised IR: the command line's, a whole-module session's, and each
            // function's as `compile` keeps it.
            let legal = session_legal(&m, t).expect("legalises as compile did");
            assert_eq!(legal_cli.code, 0, "{what}: {}", legal_cli.stderr);
            assert!(legal_cli.stdout == print_module(&legal), "{what}: legal IR");
            assert!(
                legal_cli.stdout.contains(&format!("target \"{}\"", t.name)),
                "{what}: the legal IR names its target"
            );
            for (k, f) in library.kernels.iter().zip(&legal.functions) {
                let alone = Module {
                    target: legal.target.clone(),
                    surfaces: legal.surfaces.clone(),
                    functions: vec![f.clone()],
                };
                assert!(
                    print_module(&k.legal) == print_module(&alone),
                    "{what}: @{} legalised alone",
                    k.name
                );
            }
            compared += 1;
        }
    }
    // 20 examples on 6 targets: most lower everywhere; a few are refused where a target lacks
    // what they need (the counts keep the test from passing on nothing).
    eprintln!("{compared} example/target pairs compared, {refused} refused alike");
    assert!(compared >= 100, "{compared} compared, {refused} refused");
}

#[test]
fn the_legal_ir_names_the_target_it_was_legalised_for() {
    let src =
        include_str!("../examples/copy_f32.mir").replace("target \"dg2\"", "target \"tgllp\"");
    assert!(src.contains("target \"tgllp\""));
    let m = parse_module(&src).expect("parses");
    let pvc = Target::by_name("pvc").expect("known target");
    // The library: a session and `compile`.
    let legal = session_legal(&m, pvc).expect("legalises");
    assert_eq!(legal.target.as_deref(), Some("pvc"));
    let out = compile(&m, pvc, &Options::default()).expect("compiles");
    assert!(out
        .kernels
        .iter()
        .all(|k| k.legal.target.as_deref() == Some("pvc")));
    // The command line, `lower --emit legal` and `opt --target`: the IR written lowers again
    // without a `--target`, for pvc.
    let dir = scratch("session_target");
    let input = dir.join("tgllp.mir");
    std::fs::write(&input, &src).expect("writes");
    let input = input.to_string_lossy().into_owned();
    let pipeline = memlower::lowering::session::default_pipeline();
    for (how, args) in [
        (
            "lower",
            vec!["lower", &input, "--target", "pvc", "--emit", "legal"],
        ),
        (
            "opt",
            vec!["opt", &input, "--target", "pvc", "-p", pipeline],
        ),
    ] {
        let r = memlower(&args);
        assert_eq!(r.code, 0, "{how}: {}", r.stderr);
        assert!(r.stdout.contains("target \"pvc\""), "{how}: {}", r.stdout);
        assert!(!r.stdout.contains("tgllp"), "{how}: {}", r.stdout);
        let again = dir.join(format!("{how}.mir"));
        std::fs::write(&again, &r.stdout).expect("writes");
        let lowered = memlower(&["lower", &again.to_string_lossy()]);
        assert_eq!(lowered.code, 0, "{how}: {}", lowered.stderr);
        assert!(
            lowered.stdout.contains("for pvc"),
            "{how}: {}",
            lowered.stdout
        );
    }
}

#[test]
fn a_custom_pipeline_runs_through_the_session_and_must_end_in_legal_form() {
    let m = parse_module(include_str!("../examples/copy_f32.mir")).expect("parses");
    let dg2 = Target::by_name("dg2").expect("known target");
    // Without the passes that make the IR legal, the session says so rather than lowering.
    let opts = SessionOptions {
        pipeline: "canonicalize,dce".into(),
        ..SessionOptions::new(dg2.clone())
    };
    let mut s = Session::new(opts).expect("builds");
    let mut one = m.clone();
    match s.legalise(&mut one, false, &mut std::io::sink()) {
        Err(CompileError::NotLegal { target, errors, .. }) => {
            assert_eq!(target, "dg2");
            assert!(!errors.is_empty());
        }
        other => panic!("expected NotLegal, got {other:?}"),
    }
    // An unknown pass is an error with its place in the pipeline string.
    let bad = SessionOptions {
        pipeline: "canonicalize,frobnicate".into(),
        ..SessionOptions::new(dg2.clone())
    };
    match Session::new(bad) {
        Err(e @ CompileError::Pipeline(_)) => {
            assert_eq!(e.to_string(), "unknown pass `frobnicate`")
        }
        other => panic!("expected a pipeline error, got {other:?}"),
    }
    // The default pipeline spelled out through `compile_with` is `compile`.
    let registry = memlower::passes::Registry::builtin();
    let pipeline = memlower::lowering::session::default_pipeline();
    let a = compile(&m, dg2, &Options::default()).expect("compiles");
    let b = memlower::compile_with(&m, dg2, &Options::default(), pipeline, &registry)
        .expect("compiles");
    assert_eq!(a.kernels.len(), b.kernels.len());
    for (x, y) in a.kernels.iter().zip(&b.kernels) {
        assert_eq!(x.visa, y.visa);
    }
    // The session timed every stage it ran, each pass by name.
    let mut s = Session::new(SessionOptions::new(dg2.clone())).expect("builds");
    let mut one = m.clone();
    s.legalise(&mut one, false, &mut std::io::sink())
        .expect("legalises");
    s.lower(&one).expect("lowers");
    let stages: Vec<&str> = s.timings.stages.iter().map(|t| t.name.as_str()).collect();
    for stage in [
        "verify",
        "pass split-groups",
        "legal-check",
        "lower",
        "regalloc",
        "emit",
    ] {
        assert!(stages.contains(&stage), "{stage} not in {stages:?}");
    }
    assert_eq!(s.stats.functions, 1);
}

#[test]
fn check_takes_a_pipeline() {
    let pipeline = memlower::lowering::session::default_pipeline();
    let base = [
        "check",
        "examples/copy_f32.mir",
        "--target",
        "dg2",
        "--trials",
        "5",
    ];
    let default = memlower(&base);
    assert_eq!(default.code, 0, "{}", default.stderr);
    let spelled = memlower(&[&base[..], &["-p", pipeline]].concat());
    assert_eq!(spelled.code, 0, "{}", spelled.stderr);
    assert_eq!(
        spelled.stdout, default.stdout,
        "the default pipeline, spelled out"
    );
    // A pipeline that leaves the IR out of legal form is a pipeline bug the check reports.
    let short = memlower(&[&base[..], &["-p", "canonicalize,dce"]].concat());
    assert_eq!(short.code, 1, "{}", short.stdout);
    assert!(
        short.stdout.contains("not in legal form"),
        "{}\n{}",
        short.stdout,
        short.stderr
    );
    let unknown = memlower(&[&base[..], &["--passes", "dce,frobnicate"]].concat());
    assert_eq!(unknown.code, 1);
    assert!(
        unknown.stderr.contains("unknown pass `frobnicate`"),
        "{}",
        unknown.stderr
    );
}
