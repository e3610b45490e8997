//! End-to-end tests of the `memlower` binary: exit codes, where output goes, `-o` safety,
//! stdin, and snapshots of `parse` over every example and of an instrumented `opt` run.

use std::path::PathBuf;

mod cli_common;
use cli_common::{entries, memlower_with_stdin as memlower, ROOT};

/// A fresh empty directory for one test.
fn scratch(test: &str) -> PathBuf {
    cli_common::scratch(&format!("cli-{test}"))
}

const SMALL: &str = "surface @buf : untyped
func @k(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %four = const 4 : vec<8 x i32>
  %off = mul %lane, %four : vec<8 x i32>
  %v = gather @buf[%base + %off] align 4 : vec<8 x i32>
  %unused = gather @buf[%off] align 4 : vec<8 x i32>
  scatter @buf[%off], %v align 4
  ret
}
";

/// Not parseable: `%x` is never defined.
const BAD_PARSE: &str = "func @k() {
entry:
  sink %x
  ret
}
";

/// Parses, but `add` of an i32 and a vector breaks a verifier rule.
const BAD_VERIFY: &str = "func @k(%a: i32, %b: vec<4 x i32>) {
entry:
  %c = add %a, %b : i32
  sink %c
  ret
}
";

#[test]
fn version_and_help() {
    let r = memlower(&["--version"], "");
    assert_eq!((r.code, r.stdout.as_str()), (0, "memlower 0.1.0\n"));
    let r = memlower(&["--help"], "");
    assert_eq!(r.code, 0);
    assert!(
        r.stdout.contains("parse") && r.stdout.contains("opt"),
        "{}",
        r.stdout
    );
    let r = memlower(&["opt", "--help"], "");
    assert_eq!(r.code, 0);
    for flag in [
        "--passes",
        "--print-after-all",
        "--print-after",
        "--verify-each",
        "--time-passes",
        "--target",
        "--list-passes",
        "--output",
    ] {
        assert!(
            r.stdout.contains(flag),
            "opt --help lacks {flag}:\n{}",
            r.stdout
        );
    }
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["opt", "--frobnicate"][..],
        &["lower", "--emit", "binary"],
        &["frobnicate"],
        &[],
    ] {
        let r = memlower(args, "");
        assert_eq!(r.code, 2, "memlower {args:?}: {}", r.stderr);
        assert!(r.stdout.is_empty());
        assert!(!r.stderr.is_empty());
    }
}

#[test]
fn list_passes() {
    let r = memlower(&["opt", "--list-passes"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("Available passes:\n"), "{}", r.stdout);
    // Names padded to the longest, `narrow-channels`.
    assert!(
        r.stdout.contains("  canonicalize     fold constant"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("  dce              remove unused"),
        "{}",
        r.stdout
    );
    for pass in memlower::lowering::session::default_pipeline().split(',') {
        assert!(
            r.stdout.contains(&format!("  {pass} ")),
            "{pass}: {}",
            r.stdout
        );
    }
}

#[test]
fn stdin_in_stdout_out() {
    let r = memlower(&["opt", "-", "-p", "canonicalize, dce"], SMALL);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stderr, "");
    assert_eq!(
        r.stdout,
        "surface @buf : untyped\n\nfunc @k(%base: i32) {\nentry:\n\
         \x20 %lane = lane.index : vec<8 x i32>\n\
         \x20 %four = const 4 : vec<8 x i32>\n\
         \x20 %off = mul %lane, %four : vec<8 x i32>\n\
         \x20 %v = gather @buf[%base + %off] align 4 : vec<8 x i32>\n\
         \x20 scatter @buf[%off], %v align 4\n  ret\n}\n"
    );
}

#[test]
fn parse_errors_are_rendered_and_exit_1() {
    let r = memlower(&["parse", "-"], BAD_PARSE);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "");
    assert!(r.stderr.starts_with("error: "), "{}", r.stderr);
    assert!(r.stderr.contains("--> <stdin>:3:"), "{}", r.stderr);
    assert!(r.stderr.contains(" 3 |   sink %x\n"), "{}", r.stderr);

    let r = memlower(&["opt", "-", "-p", "dce"], BAD_VERIFY);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "");
    assert!(r.stderr.starts_with("error: "), "{}", r.stderr);
    assert!(r.stderr.contains("--> <stdin>:3:16"), "{}", r.stderr);

    let r = memlower(&["parse", "no/such/file.mir"], "");
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .starts_with("error: cannot read `no/such/file.mir`"),
        "{}",
        r.stderr
    );
}

#[test]
fn pipeline_errors_point_into_the_pipeline() {
    let r = memlower(&["opt", "-", "-p", "canonicalize,frob"], SMALL);
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout, "");
    assert!(
        r.stderr
            .starts_with("error: unknown pass `frob`\n  --> <pipeline>:1:14\n"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains(" 1 | canonicalize,frob\n   |              ^\n"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("= expected: one of: canonicalize, dce"),
        "{}",
        r.stderr
    );

    let r = memlower(&["opt", "-", "-p", "dce,,dce"], SMALL);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .starts_with("error: empty entry in the pass pipeline\n  --> <pipeline>:1:5\n"),
        "{}",
        r.stderr
    );

    let r = memlower(&["opt", "-", "-p", "dce", "--print-after", "nope"], SMALL);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .starts_with("error: unknown pass `nope` in --print-after"),
        "{}",
        r.stderr
    );
}

#[test]
fn unknown_target_is_an_error() {
    let r = memlower(&["opt", "-", "-p", "dce", "--target", "gfx9000"], SMALL);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.starts_with("error: unknown target `gfx9000`"),
        "{}",
        r.stderr
    );
}

#[test]
fn output_file_is_written_only_on_success() {
    let dir = scratch("output");
    let out = dir.join("out.mir");
    let out_s = out.to_str().expect("utf-8 path");

    // Failure: nothing is created.
    let r = memlower(&["opt", "-", "-p", "dce", "-o", out_s], BAD_PARSE);
    assert_eq!(r.code, 1);
    assert!(entries(&dir).is_empty(), "{:?}", entries(&dir));

    // Success: the file holds exactly the IR, and stdout is empty.
    let r = memlower(&["opt", "-", "-p", "dce", "-o", out_s], SMALL);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    let written = std::fs::read_to_string(&out).expect("output written");
    assert!(written.contains("%off = mul %lane, %four"), "{written}");
    assert!(!written.contains("%unused"), "{written}");
    assert_eq!(entries(&dir), ["out.mir"], "no temporary file left behind");

    // Failure with an existing file: it is left exactly as it was.
    for (input, pipeline) in [(BAD_PARSE, "dce"), (SMALL, "nope"), (BAD_VERIFY, "dce")] {
        let r = memlower(&["opt", "-", "-p", pipeline, "-o", out_s], input);
        assert_eq!(r.code, 1);
        assert_eq!(std::fs::read_to_string(&out).expect("still there"), written);
        assert_eq!(entries(&dir), ["out.mir"]);
    }

    // `parse -o` too.
    let parsed = dir.join("parsed.mir");
    let r = memlower(
        &["parse", "-", "-o", parsed.to_str().expect("utf-8")],
        SMALL,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(std::fs::read_to_string(&parsed)
        .expect("written")
        .starts_with("surface @buf"));

    // An output path that cannot be written (a directory) fails cleanly.
    let r = memlower(&["parse", "-", "-o", dir.to_str().expect("utf-8")], SMALL);
    assert_eq!(r.code, 1);
    assert!(r.stderr.starts_with("error: cannot write"), "{}", r.stderr);
    assert_eq!(entries(&dir), ["out.mir", "parsed.mir"]);
}

#[test]
fn print_after_names_only_the_chosen_pass() {
    let r = memlower(
        &["opt", "-", "-p", "canonicalize,dce", "--print-after", "dce"],
        SMALL,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stderr.matches("; *** IR Dump After").count(),
        1,
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .starts_with("; *** IR Dump After dce ***\nsurface @buf"),
        "{}",
        r.stderr
    );
    // The dump is the final IR here, and stdout carries it too.
    assert!(r.stderr.contains(&r.stdout), "{}", r.stderr);
}

#[test]
fn the_driver_runs_in_process() {
    let mut stdin = SMALL.as_bytes();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = memlower::driver::run(
        ["memlower", "parse", "-"],
        &mut memlower::driver::Io {
            stdin: &mut stdin,
            stdout: &mut out,
            stderr: &mut err,
            stdout_discards: false,
        },
    );
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    assert_eq!(
        String::from_utf8(out).expect("utf-8"),
        SMALL.replace("untyped\n", "untyped\n\n")
    );
}

/// Replaces the figures of the timing table, which differ from run to run: every run of digits
/// becomes one `#` and padding inside parentheses goes, so a share of 9.8% and one of 24.8%
/// redact alike.
fn redact_timings(s: &str) -> String {
    s.lines()
        .map(|l| {
            if l.contains("Total Execution Time") || l.contains("%)") {
                let mut out = String::new();
                for c in l.chars() {
                    let c = if c.is_ascii_digit() { '#' } else { c };
                    let prev = out.chars().last();
                    if (c == '#' && prev == Some('#')) || (c == ' ' && prev == Some('(')) {
                        continue;
                    }
                    out.push(c);
                }
                out
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

#[test]
fn parse_prints_every_example_canonically() {
    insta::glob!("../examples", "*.mir", |path| {
        let rel = path.strip_prefix(ROOT).expect("example under the root");
        let rel = rel.to_str().expect("utf-8 path");
        let r = memlower(&["parse", rel], "");
        assert_eq!(r.code, 0, "{rel}: {}", r.stderr);
        assert_eq!(r.stderr, "");
        // Canonical text is a fixed point.
        let again = memlower(&["parse", "-"], &r.stdout);
        assert_eq!(
            again.stdout, r.stdout,
            "{rel}: printing is not a fixed point"
        );
        insta::assert_snapshot!(r.stdout);
    });
}

#[test]
fn opt_with_all_instrumentation() {
    let r = memlower(
        &[
            "opt",
            "examples/copy_f32.mir",
            "-p",
            "canonicalize",
            "--print-after-all",
            "--verify-each",
            "--time-passes",
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    insta::assert_snapshot!("opt_copy_f32_stdout", r.stdout);
    insta::assert_snapshot!("opt_copy_f32_stderr", redact_timings(&r.stderr));
}
