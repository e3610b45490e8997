//! The command line follows the conventions of LLVM's `opt`/`llc` and `mlir-opt`: `-passes=`
//! and the other instrumentation flags with one dash, FILE defaulting to stdin, `opt` without a
//! pipeline printing the module back, `lower` taking a pipeline and the instrumentation flags,
//! and `--function @f`.

mod cli_common;
use cli_common::{memlower, memlower_with_stdin, ROOT};

fn example(name: &str) -> String {
    std::fs::read_to_string(format!("{ROOT}/examples/{name}")).expect("example")
}

#[test]
fn passes_are_given_as_in_llvm() {
    let input = example("copy_f32.mir");
    let want = memlower_with_stdin(&["opt", "-", "-p", "canonicalize,dce"], &input);
    assert_eq!(want.code, 0, "{}", want.stderr);
    for spelling in [
        &["-passes=canonicalize,dce"][..],
        &["--passes=canonicalize,dce"],
        &["--passes", "canonicalize,dce"],
        &["-passes", "canonicalize,dce"],
        &["-p", "canonicalize,dce"],
    ] {
        let r = memlower_with_stdin(&[&["opt"][..], spelling].concat(), &input);
        assert_eq!(r.code, 0, "{spelling:?}: {}", r.stderr);
        assert_eq!(r.stdout, want.stdout, "{spelling:?}");
    }
    // The instrumentation flags with one dash, as `opt -print-after-all -verify-each` takes them.
    let r = memlower_with_stdin(
        &[
            "opt",
            "-passes=canonicalize",
            "-print-after-all",
            "-verify-each",
            "-time-passes",
        ],
        &input,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .starts_with("; *** IR Dump After canonicalize ***\n"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("Pass execution timing report"));
    assert!(r.stderr.contains("(verifier, after each pass)"));
    let r = memlower(&["opt", "-list-passes"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("Available passes:\n"));
}

#[test]
fn file_defaults_to_stdin() {
    let input = example("saxpy_tail31.mir");
    for sub in [
        &["parse"][..],
        &["opt"],
        &["lower"],
        &["check", "--trials", "2"],
    ] {
        let from_stdin = memlower_with_stdin(sub, &input);
        let from_dash = memlower_with_stdin(&[sub, &["-"]].concat(), &input);
        assert_eq!(from_stdin.code, 0, "{sub:?}: {}", from_stdin.stderr);
        assert!(!from_stdin.stdout.is_empty(), "{sub:?}");
        assert_eq!(from_stdin.stdout, from_dash.stdout, "{sub:?}");
    }
}

#[test]
fn opt_without_a_pipeline_round_trips() {
    let input = example("column_sum_loop.mir");
    let parsed = memlower_with_stdin(&["parse"], &input);
    let r = memlower(&["opt", "examples/column_sum_loop.mir"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stderr, "");
    assert_eq!(r.stdout, parsed.stdout);
    // And the result is a fixed point.
    let again = memlower_with_stdin(&["opt"], &r.stdout);
    assert_eq!(again.stdout, r.stdout);
}

#[test]
fn lower_takes_a_pipeline_and_the_instrumentation_flags() {
    let default = memlower(&["lower", "examples/copy_f32.mir"]);
    assert_eq!(default.code, 0, "{}", default.stderr);
    let spelled = memlower(&[
        "lower",
        "examples/copy_f32.mir",
        "-p",
        memlower::lowering::session::default_pipeline(),
    ]);
    assert_eq!(spelled.code, 0, "{}", spelled.stderr);
    assert_eq!(
        spelled.stdout, default.stdout,
        "the default pipeline, spelled out"
    );
    let r = memlower(&[
        "lower",
        "examples/copy_f32.mir",
        "-p",
        "canonicalize,dce,split-lanes,pick-blocks,pack-channels",
        "--print-after-all",
        "--verify-each",
        "--time-passes",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with(".version "), "{}", r.stdout);
    for pass in [
        "canonicalize",
        "dce",
        "split-lanes",
        "pick-blocks",
        "pack-channels",
    ] {
        assert!(
            r.stderr
                .contains(&format!("; *** IR Dump After {pass} ***\n")),
            "{pass}: {}",
            r.stderr
        );
    }
    assert!(r.stderr.contains("(verifier, after each pass)"));
    // The default pipeline is instrumented too.
    let r = memlower(&["lower", "examples/copy_f32.mir", "-print-after=pick-blocks"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .starts_with("; *** IR Dump After pick-blocks ***\n")
            && r.stderr.contains(" via gather_scaled.4 "),
        "{}",
        r.stderr
    );
    // A pipeline that does not legalise is refused before lowering, at the first illegal op.
    let r = memlower(&["lower", "examples/copy_f32.mir", "-passes=canonicalize"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .starts_with("error: the legalised module is not in legal form for dg2"),
        "{}",
        r.stderr
    );
    // A bad pipeline points into it.
    let r = memlower(&["lower", "examples/copy_f32.mir", "-p", "split-lanes,frob"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("--> <pipeline>:1:13"), "{}", r.stderr);
}

#[test]
fn print_before_dumps_in_llvm_format_before_the_named_pass() {
    let run = memlower(&[
        "opt",
        "examples/copy_f32.mir",
        "-p",
        "canonicalize,dce",
        "-print-before=dce",
        "--print-after=dce",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let headers: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("; *** IR Dump"))
        .collect();
    assert_eq!(
        headers,
        [
            "; *** IR Dump Before dce ***",
            "; *** IR Dump After dce ***"
        ],
        "{}",
        run.stderr
    );
    // Every pass with --print-before-all; an unknown name is an error.
    let all = memlower(&[
        "opt",
        "examples/copy_f32.mir",
        "-p",
        "canonicalize,dce",
        "--print-before-all",
    ]);
    assert_eq!(
        all.stderr.matches("; *** IR Dump Before ").count(),
        2,
        "{}",
        all.stderr
    );
    let bad = memlower(&[
        "opt",
        "examples/copy_f32.mir",
        "-p",
        "dce",
        "--print-before=nope",
    ]);
    assert_eq!(bad.code, 1, "{}", bad.stderr);
    assert!(bad.stderr.contains("unknown pass `nope`"), "{}", bad.stderr);
}
