//! `memlower check` cannot pass vacuously: it fails, with a summary of what was not checked,
//! when a function was refused, when every trial of a function was skipped, and when there was
//! nothing to check. `--arg` (or `; check-arg:` in the module) constrains random arguments, so
//! loops get bounded trip counts and guards get taken.

mod cli_common;
use cli_common::{memlower, memlower_with_stdin, ROOT};

/// The lines of stdout that start with `prefix`.
fn lines_with<'a>(stdout: &'a str, prefix: &str) -> Vec<&'a str> {
    stdout.lines().filter(|l| l.starts_with(prefix)).collect()
}

#[test]
fn a_refused_function_fails_the_check() {
    let r = memlower(&[
        "check",
        "tests/inputs/refusals/image_store.mir",
        "--trials",
        "3",
    ]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("@write_pixels: refused: ")
            && r.stdout.contains("1 function (1 refused, 0 pipeline bugs)"),
        "{}",
        r.stdout
    );
    assert_eq!(
        lines_with(&r.stdout, "not checked: "),
        ["not checked: @write_pixels was refused, so it was not checked"]
    );
    insta::assert_snapshot!("refused", r.stderr);
}

#[test]
fn every_trial_skipped_fails_the_check() {
    // Undefined behaviour on every input: two lanes always write the same bytes.
    let r = memlower(&[
        "check",
        "tests/inputs/lint/equal_offsets.mir",
        "--target",
        "dg2",
        "--trials",
        "10",
    ]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("@dup: 10 trials, 0 compared, 10 skipped (UB)"),
        "{}",
        r.stdout
    );
    insta::assert_snapshot!("all_ub", r.stderr);
    // The step limit on every input: a loop of a hundred million rows.
    let r = memlower(&[
        "check",
        "examples/column_sum_loop.mir",
        "--trials",
        "3",
        "--arg",
        "rows=100000000",
        "--arg",
        "pitch=0",
    ]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert_eq!(
        lines_with(&r.stdout, "not checked: "),
        [
            "not checked: every trial of @column_sum was skipped (0 of 3 for undefined behaviour, \
          3 at the step limit), so nothing was compared"
        ]
    );
    assert!(r.stderr.starts_with("error: the check is incomplete: "));
}

#[test]
fn nothing_to_check_fails_the_check() {
    let r = memlower_with_stdin(&["check", "--target", "dg2"], "surface @b : untyped\n");
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert_eq!(r.stdout, "");
    assert!(
        r.stderr
            .starts_with("error: the module has no functions: there is nothing to check\n"),
        "{}",
        r.stderr
    );
    let r = memlower(&["check", "examples/copy_f32.mir", "--trials", "0"]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert_eq!(
        lines_with(&r.stdout, "not checked: "),
        ["not checked: @copy_f32 ran no trial"]
    );
}

#[test]
fn function_selects_what_is_checked() {
    let r = memlower(&[
        "check",
        "examples/aos_soa_rgba.mir",
        "--function",
        "@soa_to_aos",
        "--trials",
        "4",
    ]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.starts_with("@soa_to_aos: 4 trials"),
        "{}",
        r.stdout
    );
    assert!(!r.stdout.contains("@aos_to_soa"), "{}", r.stdout);
}

#[test]
fn a_constrained_loop_bound_avoids_the_step_limit() {
    let free = memlower(&["check", "examples/column_sum_loop.mir", "--trials", "40"]);
    assert_eq!(free.code, 0, "{}{}", free.stdout, free.stderr);
    // Unconstrained, some trial counts are huge (skipped at the step limit) and some pitches
    // break the alignment promise (skipped as UB).
    assert!(
        !free
            .stdout
            .contains("40 compared, 0 skipped (UB), 0 skipped (step limit)"),
        "{}",
        free.stdout
    );
    let bounded = memlower(&[
        "check",
        "examples/column_sum_loop.mir",
        "--trials",
        "40",
        "--arg",
        "rows=1..=16",
        "--arg",
        "%pitch=0..4096:4",
    ]);
    assert_eq!(bounded.code, 0, "{}{}", bounded.stdout, bounded.stderr);
    assert!(
        bounded.stdout.starts_with(
            "@column_sum: 40 trials, 40 compared, 0 skipped (UB), 0 skipped (step limit)"
        ),
        "{}",
        bounded.stdout
    );
}

#[test]
fn a_constrained_guard_is_taken_and_a_bug_behind_it_found() {
    let file = "tests/inputs/check_args/guarded_by_mode.mir";
    let base = [
        "check",
        file,
        "--trials",
        "30",
        "--mutation",
        "drop-predicate",
    ];
    // Without a constraint the copy never runs: the bug hides behind the guard.
    let blind = memlower(&base);
    assert_eq!(blind.code, 0, "{}{}", blind.stdout, blind.stderr);
    assert!(blind.stdout.contains(", 0 mismatches"), "{}", blind.stdout);
    // With `--arg mode=1000` every trial takes the guard, and the dropped predicate shows.
    let r = memlower(&[&base[..], &["--arg", "mode=1000"]].concat());
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("mismatch in @copy_if_mode"),
        "{}",
        r.stdout
    );
    // The counterexample keeps the constrained value (the shrinker leaves it alone).
    assert!(r.stdout.contains("    %mode = i32 1000\n"), "{}", r.stdout);
    // The same from a comment in the module.
    let src = std::fs::read_to_string(format!("{ROOT}/{file}")).expect("input");
    let with_pragma = src.replace("target \"dg2\"", "target \"dg2\"\n; check-arg: mode=1000");
    let r = memlower_with_stdin(
        &["check", "--trials", "30", "--mutation", "drop-predicate"],
        &with_pragma,
    );
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("mismatch in @copy_if_mode"),
        "{}",
        r.stdout
    );
    // And `--arg` wins over the comment.
    let r = memlower_with_stdin(
        &[
            "check",
            "--trials",
            "30",
            "--mutation",
            "drop-predicate",
            "--arg",
            "mode=0,1,2",
        ],
        &with_pragma,
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
}

#[test]
fn bad_constraints_are_errors_with_a_location() {
    let cases: [(&[&str], &str); 3] = [
        (&["--arg", "rowz=1..4"], "unknown_param"),
        (&["--arg", "rows=all"], "does_not_fit"),
        (&["--arg", "rows=4..1"], "empty_range"),
    ];
    for (args, name) in cases {
        let r = memlower(&[&["check", "examples/column_sum_loop.mir"][..], args].concat());
        assert_eq!(r.code, 1, "{args:?}");
        assert_eq!(r.stdout, "");
        insta::assert_snapshot!(name, r.stderr);
    }
    // In the module, the error points at the constraint.
    let src =
        std::fs::read_to_string(format!("{ROOT}/examples/column_sum_loop.mir")).expect("example");
    let src = src.replace(
        "target \"dg2\"",
        "target \"dg2\"\n;   check-arg: rows=1..4 pitch=0.5",
    );
    let r = memlower_with_stdin(&["check"], &src);
    assert_eq!(r.code, 1);
    insta::assert_snapshot!("pragma_does_not_fit", r.stderr);
}
