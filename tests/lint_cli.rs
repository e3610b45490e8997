//! `memlower opt -p lint-ub`: warnings go to stderr, rendered against the input, and do not
//! change the exit code or the output.

mod cli_common;

/// Runs `memlower opt FILE -p lint-ub` in the package root: (exit code, stdout, stderr).
fn lint(file: &str) -> (i32, String, String) {
    let r = cli_common::memlower(&["opt", file, "-p", "lint-ub"]);
    (r.code, r.stdout, r.stderr)
}

#[test]
fn a_provable_overlap_is_a_warning_on_stderr() {
    let file = "tests/inputs/lint/equal_offsets.mir";
    let (code, stdout, stderr) = lint(file);
    assert_eq!(code, 0, "{stderr}");
    // The module comes out as it went in (comments aside): the lint changes nothing.
    assert!(
        stdout.contains("scatter @buf[%off], %v align 4\n"),
        "{stdout}"
    );
    // Offsets [0, 4, 8, 12, 16, 20, 8, 28]: lanes 2 and 6 write 8..12; the scatter is line 8.
    assert_eq!(
        stderr,
        "warning: undefined behaviour: enabled lanes 2 and 6 of this scatter both write bytes \
         8..12 of @buf
  --> tests/inputs/lint/equal_offsets.mir:8:3
   |
 8 |   scatter @buf[%off], %v align 4
   |   ^
   = expected: enabled lanes that write disjoint bytes (overlapping writes are undefined \
         unless the bytes are past the end of @buf)
"
    );
}

#[test]
fn a_clean_module_prints_nothing_on_stderr() {
    let (code, stdout, stderr) = lint("tests/inputs/lint/clean.mir");
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(stdout.contains("func @disjoint"), "{stdout}");
}

/// `memlower lower FILE --target dg2 -o OUT FLAGS...` on the overlapping scatter: (exit code,
/// stderr, whether OUT was written).
fn lower_with(flags: &[&str], name: &str) -> (i32, String, bool) {
    let dir = cli_common::scratch(name);
    let out = dir.join("k.visaasm");
    let o = out.to_str().expect("utf-8 path");
    let mut args = vec![
        "lower",
        "tests/inputs/lint/equal_offsets.mir",
        "--target",
        "dg2",
        "-o",
        o,
    ];
    args.extend(flags);
    let r = cli_common::memlower(&args);
    (r.code, r.stderr, out.exists())
}

#[test]
fn lower_prints_the_warning_and_writes_its_output() {
    let (code, stderr, written) = lower_with(&[], "warn_default");
    assert_eq!((code, written), (0, true), "{stderr}");
    assert!(
        stderr.starts_with("warning: undefined behaviour"),
        "{stderr}"
    );
}

#[test]
fn dash_w_silences_every_warning() {
    let (code, stderr, written) = lower_with(&["-w"], "warn_silent");
    assert_eq!((code, stderr.as_str(), written), (0, "", true));
}

#[test]
fn werror_fails_and_writes_nothing() {
    let (code, stderr, written) = lower_with(&["-Werror"], "warn_error");
    assert_eq!((code, written), (1, false), "{stderr}");
    assert!(
        stderr.starts_with("warning: undefined behaviour"),
        "{stderr}"
    );
    assert!(
        stderr.contains("error: 1 warning treated as error (-Werror): nothing written"),
        "{stderr}"
    );
}

#[test]
fn wno_kind_turns_one_kind_off_and_unknown_flags_are_errors() {
    // The overlap is of kind `ub`: without it, -Werror has nothing to fail on.
    let (code, stderr, written) = lower_with(&["-Wno-ub", "-Werror"], "warn_no_ub");
    assert_eq!((code, stderr.as_str(), written), (0, "", true));
    // Another kind off leaves it.
    let (code, stderr, written) = lower_with(&["-Wno-spill", "-Werror"], "warn_no_spill");
    assert_eq!((code, written), (1, false), "{stderr}");
    let (code, stderr, written) = lower_with(&["-Wbogus"], "warn_bogus");
    assert_eq!((code, written), (1, false), "{stderr}");
    assert!(
        stderr.contains("unknown warning flag `-Wbogus`"),
        "{stderr}"
    );
    assert!(stderr.contains("one of: ub, pass, spill"), "{stderr}");
}
