//! `memlower check`: exit codes, the per-function lines, the summary line, and a counterexample
//! that names the function, the trial seed and the difference and can be replayed.

mod cli_common;
use cli_common::{memlower, ROOT};

#[test]
fn a_correct_lowering_passes_with_a_summary_line() {
    let r = memlower(&[
        "check",
        "examples/copy_f32.mir",
        "--target",
        "pvc",
        "--trials",
        "12",
        "--seed",
        "7",
    ]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("@copy_f32: 12 trials, 12 compared, 0 skipped (UB)"),
        "{}",
        r.stdout
    );
    let last = r.stdout.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("check examples/copy_f32.mir on pvc: 12 trials run, 12 compared, 0 skipped (UB), 0 skipped (step limit), 0 mismatches"),
        "{last}"
    );
    assert!(r.stderr.is_empty(), "{}", r.stderr);
}

#[test]
fn the_module_target_is_used_without_target_flag() {
    let r = memlower(&["check", "examples/saxpy_tail31.mir", "--trials", "3"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("on dg2:"), "{}", r.stdout);
}

#[test]
fn a_mismatch_is_reported_shrunk_and_replayable() {
    let r = memlower(&[
        "check",
        "examples/saxpy_tail31.mir",
        "--target",
        "xehp",
        "--trials",
        "20",
        "--mutation",
        "drop-predicate",
    ]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    // Either kernel may be the one that mismatches first on the shrunk input (with `a = 0`
    // the aware kernel writes back the values it read, whatever its predicate).
    assert!(
        r.stdout
            .contains("mismatch in @saxpy_tail on xehp (register-allocated kernel), trial seed ")
            || r.stdout
                .contains("mismatch in @saxpy_tail on xehp (naive kernel), trial seed "),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains(" of @y: expected ") && r.stdout.contains("shrunk in "),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("1 mismatch;"), "{}", r.stdout);
    assert!(
        r.stderr.starts_with("error: the check failed: "),
        "{}",
        r.stderr
    );
    // `--seed <trial seed> --trials 1` replays the failing trial.
    let seed = r
        .stdout
        .split("trial seed ")
        .nth(1)
        .and_then(|s| s.split(':').next())
        .expect("a trial seed is printed");
    let again = memlower(&[
        "check",
        "examples/saxpy_tail31.mir",
        "--target",
        "xehp",
        "--trials",
        "1",
        "--seed",
        seed,
        "--mutation",
        "drop-predicate",
    ]);
    assert_eq!(again.code, 1, "{}", again.stdout);
    assert!(
        again.stdout.contains(&format!("trial seed {seed}:")),
        "{}",
        again.stdout
    );
}

#[test]
fn a_module_without_target_needs_the_flag() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("check_no_target.mir");
    std::fs::write(
        &path,
        "surface @b : untyped\nfunc @f(%o: vec<8 x i32>) {\nentry:\n  %v = gather @b[%o] align 4 : vec<8 x i32>\n  sink %v\n  ret\n}\n",
    )
    .expect("scratch file");
    let p = path.to_string_lossy().to_string();
    let r = memlower(&["check", &p]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("error: no target"), "{}", r.stderr);
    assert!(r.stderr.contains("expected: one of: skl"), "{}", r.stderr);
    let r = memlower(&["check", &p, "--target", "tgllp", "--trials", "5"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
}

#[test]
fn an_unknown_mutation_is_a_usage_error_with_the_names() {
    let r = memlower(&["check", "examples/copy_f32.mir", "--mutation", "nope"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("unknown mutation `nope`") && r.stderr.contains("drop-predicate"),
        "{}",
        r.stderr
    );
}

#[test]
fn reduce_prints_a_smaller_program_that_still_fails() {
    let r = memlower(&[
        "check",
        "examples/saxpy_tail31.mir",
        "--target",
        "dg2",
        "--trials",
        "20",
        "--mutation",
        "drop-predicate",
        "--reduce",
    ]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    let (_, reduced) = r
        .stdout
        .split_once("reduced program (fails with --target dg2 --seed ")
        .expect("a reduced program is printed");
    let text: String = reduced
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("check "))
        .map(|l| format!("{l}\n"))
        .collect();
    let m = memlower::ir::parse::parse_module(&text).expect("the reduced program parses");
    let count = |m: &memlower::ir::Module| -> usize {
        m.functions.iter().map(|f| f.inst_order().len()).sum()
    };
    let original = memlower::ir::parse::parse_module(
        &std::fs::read_to_string(format!("{ROOT}/examples/saxpy_tail31.mir")).expect("example"),
    )
    .expect("example parses");
    assert!(
        count(&m) < count(&original),
        "{} instructions, the original has {}:\n{text}",
        count(&m),
        count(&original)
    );
    // The reduced program still shows the bug (and only with the bug).
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("check_reduced.mir");
    std::fs::write(&path, &text).expect("scratch file");
    let p = path.to_string_lossy().to_string();
    let seed = reduced.split(')').next().unwrap_or("0");
    let args = [
        "check", &p, "--target", "dg2", "--trials", "20", "--seed", seed,
    ];
    let bad = memlower(&[&args[..], &["--mutation", "drop-predicate"]].concat());
    assert_eq!(bad.code, 1, "{}", bad.stdout);
    let good = memlower(&args);
    assert_eq!(good.code, 0, "{}{}", good.stdout, good.stderr);
}
