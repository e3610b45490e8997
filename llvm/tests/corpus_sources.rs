//! The committed corpus is exactly what its C sources and the commands in `corpus/regen.sh`
//! produce (clang-14, opt-14, clang-15, clang-16, clang-19 and llvm-as-14/15/16/19, installed by
//! scripts/ensure-deps.sh).

#[test]
fn the_corpus_is_what_its_commands_make() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/corpus/regen.sh");
    let out = std::process::Command::new("bash")
        .args([script, "--check"])
        .output()
        .expect("bash runs");
    assert!(
        out.status.success(),
        "{script} --check failed (run `bash {script}` and review the diff):\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
