//! `memlower lower` streams: it compiles one function at a time (on every core) and writes each
//! result as soon as it is its turn. The bytes must be those of the whole-module path (which
//! `--verify-each` still takes: its checks are of the whole module), success or failure:
//! stdout, stderr (warnings in the same order, the same first error), and nothing written on
//! failure. And `split_module`, which finds the functions without parsing them, must give the
//! functions `parse_module` gives.

mod cli_common;

use cli_common::{entries, generated, memlower, scratch};
use memlower::ir::parse::{parse_module, split_module, ParseOptions};

/// `memlower lower FILE --target dg2 EXTRA...`, streamed (`-j 3`) and whole-module
/// (`-j 1 --verify-each`): the same exit code, stdout and stderr. Returns the streamed run.
fn same_as_whole_module(file: &str, extra: &[&str]) -> cli_common::Run {
    let streamed = memlower(&[&["lower", file, "--target", "dg2", "-j", "3"], extra].concat());
    let whole = memlower(
        &[
            &["lower", file, "--target", "dg2", "-j", "1", "--verify-each"],
            extra,
        ]
        .concat(),
    );
    assert_eq!(streamed.code, whole.code, "{extra:?}: {}", streamed.stderr);
    assert!(streamed.stdout == whole.stdout, "{extra:?}: stdout differs");
    assert_eq!(streamed.stderr, whole.stderr, "{extra:?}: stderr");
    streamed
}

#[test]
fn the_streamed_output_and_warnings_are_the_whole_module_paths() {
    let dir = scratch("streaming_same");
    let file = dir.join("many.mir");
    std::fs::write(&file, generated(1500, 120, 5)).expect("writes");
    let file = file.to_string_lossy().into_owned();
    let r = same_as_whole_module(&file, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.matches("===== kernel @").count(), 120);
    // The module warns (lane groups that cannot interleave, spills): the order is checked.
    assert!(r.stderr.matches("warning: ").count() >= 2, "{}", r.stderr);
    for emit in ["report", "ir"] {
        assert_eq!(same_as_whole_module(&file, &["--emit", emit]).code, 0);
    }
    assert_eq!(same_as_whole_module(&file, &["--function", "@k7"]).code, 0);
}

/// A function lowering refuses (a 64-bit multiply), named `name`.
fn refused(name: &str) -> String {
    format!(
        "func @{name}(%a: vec<8 x i64>) {{\nentry:\n  %p = mul %a, %a : vec<8 x i64>\n  sink %p\n  \
         ret\n}}\n"
    )
}

#[test]
fn a_failure_anywhere_is_the_whole_module_paths_error_and_writes_nothing() {
    let dir = scratch("streaming_fail");
    let good = generated(200, 20, 9);
    let cases = [
        // Lowering refuses the 21st function of 41.
        (
            "refused",
            format!(
                "{good}{}{}",
                refused("bad"),
                generated(200, 20, 9).replace("func @k", "func @later_k")
            ),
        ),
        // A verifier error early and a parse error late: the parse error is the error.
        (
            "parse_after_verify",
            format!(
                "{}{good}func @late() {{\nentry:\n  %x = add %y : i32\n  ret\n}}\n",
                "func @early(%a: i32) {\nentry:\n  %b = add %a, %a : i64\n  sink %b\n  ret\n}\n"
            ),
        ),
    ];
    for (name, text) in cases {
        let file = dir.join(format!("{name}.mir"));
        std::fs::write(&file, &text).expect("writes");
        let file = file.to_string_lossy().into_owned();
        let r = same_as_whole_module(&file, &[]);
        assert_eq!(r.code, 1, "{name}");
        assert_eq!(r.stdout, "", "{name}");
        assert!(r.stderr.contains("error: "), "{name}: {}", r.stderr);
        let out = dir.join(format!("{name}-kernels/"));
        let r = memlower(&[
            "lower",
            &file,
            "--target",
            "dg2",
            "-j",
            "2",
            "-o",
            &out.to_string_lossy(),
        ]);
        assert_eq!(r.code, 1, "{name}");
        assert!(!out.exists(), "{name}: the directory was left behind");
    }
    assert!(
        entries(&dir).iter().all(|e| e.ends_with(".mir")),
        "{:?}",
        entries(&dir)
    );
}

/// Output past the 8 MiB held in memory still waits for the end: a failure in the last
/// function leaves stdout empty, not the kernels before it.
#[test]
fn a_failure_after_megabytes_of_output_leaves_stdout_empty() {
    let dir = scratch("streaming_large");
    let good = generated(6000, 600, 5);
    let file = dir.join("good.mir");
    std::fs::write(&file, &good).expect("writes");
    let file = file.to_string_lossy().into_owned();
    let r = memlower(&["lower", &file, "--target", "dg2", "-j", "2"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.len() > 8 << 20,
        "the output ({} bytes) must be larger than what is held in memory",
        r.stdout.len()
    );
    let file = dir.join("late_error.mir");
    let late = "func @late(%x: i32) {\nentry:\n  %y = add %x, %q : i32\n  ret\n}\n";
    std::fs::write(&file, format!("{good}{late}")).expect("writes");
    let r = memlower(&[
        "lower",
        &file.to_string_lossy(),
        "--target",
        "dg2",
        "-j",
        "2",
    ]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("error: use of undefined value `%q`"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stdout.len(), 0, "nothing on stdout after a failure");
}

#[test]
fn many_kernels_in_one_file_lists_a_few_names_and_says_what_to_do() {
    let dir = scratch("streaming_names");
    let file = dir.join("many.mir");
    std::fs::write(&file, generated(300, 30, 2)).expect("writes");
    let out = dir.join("x.visaasm");
    let r = memlower(&[
        "lower",
        &file.to_string_lossy(),
        "--target",
        "dg2",
        "-o",
        &out.to_string_lossy(),
    ]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("would hold 30 kernels (@k0, @k1, @k2, @k3, @k4 and 25 more)"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("`-o DIR/`"), "{}", r.stderr);
    assert!(!out.exists());
}

#[test]
fn split_functions_are_the_parsed_functions() {
    let text = format!("; a comment with a brace {{\n{}", generated(400, 37, 4));
    let whole = parse_module(&text).expect("parses");
    let split = split_module(&text, &ParseOptions::default()).expect("splits");
    assert_eq!(split.len(), 37);
    assert_eq!(split.header().surfaces, whole.surfaces);
    for (i, f) in whole.functions.iter().enumerate() {
        let g = split.parse_function(i).expect("parses");
        assert_eq!(format!("{g:?}"), format!("{f:?}"), "function {i}");
    }
}
