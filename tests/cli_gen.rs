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
    let cases: [(&str, &[&str]); 5] = [
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

/// Runs an LLVM tool on `file`; a missing tool fails the test (it is a project dependency,
/// installed by scripts/ensure-deps.sh).
fn llvm_tool(tool: &str, args: &[&str], file: &std::path::Path) -> std::process::Output {
    std::process::Command::new(tool)
        .args(args)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("{tool} is required (scripts/ensure-deps.sh installs it): {e}"))
}

#[test]
fn emit_ll_writes_llvm_ir_that_llvm_reads_and_imports_back_for_chains() {
    let dir = scratch("cli_gen_ll");
    let ll = dir.join("w.ll");
    let f = ll.to_string_lossy().into_owned();
    let shapes: [&[&str]; 5] = [
        &["--accesses", "400", "--seed", "1"],
        &["--accesses", "400", "--seed", "4"],
        &["--accesses", "400", "--seed", "7", "--functions", "3"],
        &["--shape", "blocks", "--length", "200"],
        &["--shape", "chain", "--length", "50"],
    ];
    for args in shapes {
        let r = memlower(&[&["gen", "--emit", "ll", "-o", &f][..], args].concat());
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        // llvm-as-14 parses and verifies it (types, dominance, intrinsic signatures).
        let out = llvm_tool("llvm-as-14", &["-o", "/dev/null"], &ll);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // The chain (one gather, adds, one scatter) is within what `memlower import` takes: it comes
    // back as the same accesses and the same 50 adds, and verifies.
    let r = memlower(&["import", &f]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout.matches(" = gather @s0[").count(),
        1,
        "{}",
        r.stdout
    );
    assert_eq!(r.stdout.matches("scatter @").count(), 1, "{}", r.stdout);
    assert!(r.stdout.matches(" = add ").count() >= 50, "{}", r.stdout);
    // A non-power-of-two mask used in another block reaches llc-14 as `<N x i8>` (llc-14 -O0
    // crashes on the `<N x i1>`): the function that crashed it before, by itself.
    let r = memlower(&[
        "gen",
        "--emit",
        "ll",
        "--accesses",
        "3000",
        "--seed",
        "4",
        "-o",
        &f,
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = std::fs::read_to_string(&ll).expect("written");
    let start = text.find("define void @k214(").expect("k214 written");
    let end = start + text[start..].find("\n}\n").expect("k214 ends") + 3;
    let decls: String = text
        .lines()
        .filter(|l| l.starts_with("declare "))
        .map(|l| format!("{l}\n"))
        .collect();
    let one = dir.join("k214.ll");
    std::fs::write(&one, format!("{decls}{}", &text[start..end])).expect("write k214");
    assert!(
        text[start..end].contains(".x = zext <"),
        "{}",
        &text[start..end]
    );
    let out = llvm_tool(
        "llc-14",
        &["-O0", "-mattr=+avx512f", "-o", "/dev/null"],
        &one,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
