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
