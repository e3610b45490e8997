//! `memlower gen`: writes the module to stdout or `-o FILE` (the same bytes, a summary on
//! stderr), and refuses what it cannot write with an error that says what to give instead,
//! writing nothing.

mod cli_common;
use cli_common::{memlower, scratch};

#[test]
fn stdout_and_file_hold_the_same_module_and_stderr_the_summary() {
    let dir = scratch("cli_gen");
    let file = dir.join("w.mir");
    let f = file.to_string_lossy().into_owned();
    let args = ["gen", "--accesses", "50", "--functions", "5", "--seed", "9"];
    let out = memlower(&args);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let to_file = memlower(&[&args[..], &["-o", &f]].concat());
    assert_eq!(to_file.code, 0, "{}", to_file.stderr);
    assert_eq!(to_file.stdout, "");
    assert_eq!(std::fs::read_to_string(&file).expect("written"), out.stdout);
    assert!(
        out.stderr
            .starts_with("note: wrote 50 accesses in 5 functions ("),
        "{}",
        out.stderr
    );
    assert_eq!(out.stdout.matches("\nfunc @k").count(), 5);
    // What it wrote parses, and lowers with the target line it was asked for.
    let with_target = memlower(&[&args[..], &["--target", "xehp", "-o", &f]].concat());
    assert_eq!(with_target.code, 0, "{}", with_target.stderr);
    let lowered = memlower(&["lower", &f, "-o", &dir.join("k/").to_string_lossy()]);
    assert_eq!(lowered.code, 0, "{}", lowered.stderr);
    assert_eq!(cli_common::entries(&dir.join("k")).len(), 5);
    // The default: about ten accesses per function.
    let dflt = memlower(&["gen", "--accesses", "95"]);
    assert!(
        dflt.stderr.contains("95 accesses in 10 functions"),
        "{}",
        dflt.stderr
    );
}

#[test]
fn shapes_are_sized_by_their_own_flag() {
    let chain = memlower(&["gen", "--shape", "chain", "--length", "30"]);
    assert_eq!(chain.code, 0, "{}", chain.stderr);
    assert_eq!(chain.stdout.matches(" = add ").count(), 30);
    let blocks = memlower(&[
        "gen",
        "--shape",
        "blocks",
        "--length",
        "30",
        "--functions",
        "2",
    ]);
    assert_eq!(blocks.code, 0, "{}", blocks.stderr);
    assert!(blocks.stderr.contains("(30 blocks,"), "{}", blocks.stderr);
}

#[test]
fn what_gen_cannot_write_is_an_error_and_nothing_is_written() {
    let dir = scratch("cli_gen_errors");
    let file = dir.join("never.mir");
    let f = file.to_string_lossy().into_owned();
    let cases: [(&str, &[&str]); 6] = [
        ("gen_no_size", &["gen"]),
        ("gen_length_for_mixed", &["gen", "--length", "10"]),
        (
            "gen_accesses_for_chain",
            &["gen", "--shape", "chain", "--accesses", "10"],
        ),
        (
            "gen_more_functions_than_accesses",
            &["gen", "--accesses", "3", "--functions", "4"],
        ),
        (
            "gen_unknown_target",
            &["gen", "--accesses", "3", "--target", "dg3"],
        ),
        ("gen_emit_ll", &["gen", "--accesses", "3", "--emit", "ll"]),
    ];
    for (name, args) in cases {
        let r = memlower(&[args, &["-o", &f]].concat());
        assert_eq!(r.code, 1, "{name}: {}", r.stderr);
        assert!(!file.exists(), "{name}: nothing written");
        assert!(
            cli_common::entries(&dir).is_empty(),
            "{name}: no temporary file left"
        );
        insta::assert_snapshot!(name, r.stderr);
    }
}
