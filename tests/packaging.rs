//! A library user gets no command-line dependencies: the CLI's crates (clap, and the LLVM front
//! end that links LLVM) hang off the
//! default `cli` feature, so `memlower = { ..., default-features = false }` builds the library
//! alone, and `features = ["llvm"]` adds the LLVM IR front end without the argument parser.
//! `cargo tree` reads the lock file (no build, no network), so this is cheap;
//! `scripts/test.sh` also compiles the library with `--no-default-features`.

use std::process::Command;

/// The crate names in `cargo tree -p memlower -e normal` with the given extra flags.
fn normal_dependencies(flags: &[&str]) -> Vec<String> {
    let out = Command::new(env!("CARGO"))
        .args(["tree", "-p", "memlower", "-e", "normal", "--offline"])
        .args(["--prefix", "none", "--format", "{p}"])
        .args(flags)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_library_does_not_pull_in_the_cli_dependencies() {
    let lib = normal_dependencies(&["--no-default-features"]);
    assert!(
        lib.iter().any(|c| c == "memlower-lowering"),
        "the library still has its own crates: {lib:?}"
    );
    // clap, and the LLVM front end with inkwell and llvm-sys (which link LLVM 19).
    let cli_crates: Vec<&String> = lib
        .iter()
        .filter(|c| c.starts_with("clap") || c.contains("llvm") || c.starts_with("inkwell"))
        .collect();
    assert!(
        cli_crates.is_empty(),
        "without the `cli` feature memlower depends on {cli_crates:?}"
    );
    // The `llvm` feature alone: the LLVM IR front end, without the argument parser.
    let llvm = normal_dependencies(&["--no-default-features", "--features", "llvm"]);
    assert!(llvm.iter().any(|c| c == "memlower-llvm"), "{llvm:?}");
    assert!(!llvm.iter().any(|c| c.starts_with("clap")), "{llvm:?}");
    // The default build is the tool, with its argument parser.
    let tool = normal_dependencies(&[]);
    assert!(tool.iter().any(|c| c == "clap"), "{tool:?}");
    assert!(tool.iter().any(|c| c == "memlower-llvm"), "{tool:?}");
}
