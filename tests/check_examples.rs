//! The differential checker on every example kernel, on every GPU target (and on PVC without
//! its 64-bit ALU, `lowering_common::CHECK_TARGETS`): the lowered kernels must agree with the
//! reference semantics on random inputs, 20 trials a share.

mod lowering_common;

use lowering_common::CHECK_TARGETS;
use memlower::ir::parse::parse_module;
use memlower::passes::target::Target;
use memlower_check::{check_module, CheckOptions, FunctionStatus};
use std::path::Path;

#[test]
fn every_example_agrees_with_the_reference_on_every_target() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("examples/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mir"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "examples found: {files:?}");
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable example");
        let m = parse_module(&text).expect("examples parse");
        for (t, share) in CHECK_TARGETS {
            let target = &Target::parse(t).expect("known target");
            let opts = CheckOptions {
                trials: 20 * share,
                seed: 1,
                ..CheckOptions::default()
            };
            let report = check_module(&m, target, &opts);
            let totals = report.totals();
            eprintln!("{} on {t}: {totals}", path.display());
            for f in &report.functions {
                if let FunctionStatus::PipelineBug { error } = &f.status {
                    failures.push(format!("{} @{} on {t}: {error}", path.display(), f.name));
                }
                for e in &f.errors {
                    failures.push(format!("{} @{} on {t}: {e}", path.display(), f.name));
                }
            }
            for mm in report.mismatches() {
                failures.push(format!("{}: {mm}", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
