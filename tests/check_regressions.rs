//! Counterexamples the differential checker found, reduced to the instructions that show them
//! (`tests/inputs/check/*.mir`; each file's header says what goes wrong and how to replay it).
//! Every one must agree with the reference semantics on every GPU target (and on PVC without
//! its 64-bit ALU, `lowering_common::CHECK_TARGETS`), on 30 trials a share from seed 0 and from
//! the trial seed that first exposed it.

mod lowering_common;

use lowering_common::CHECK_TARGETS;
use memlower::ir::parse::parse_module;
use memlower::passes::target::Target;
use memlower_check::{check_module, CheckOptions, FunctionStatus};
use std::path::Path;

/// The trial seed recorded in a file's `; Replay: ... --seed N` line.
fn recorded_seed(text: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with("; Replay:"))?;
    line.split("--seed ")
        .nth(1)?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

#[test]
fn reduced_counterexamples_agree_with_the_reference() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/check");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/inputs/check")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable input");
        let m = parse_module(&text).expect("the input parses");
        let seed = recorded_seed(&text).expect("a `; Replay: ... --seed N` line");
        for (t, share) in CHECK_TARGETS {
            let target = &Target::parse(t).expect("known target");
            for start in [0, seed] {
                let opts = CheckOptions {
                    trials: 30 * share,
                    seed: start,
                    ..CheckOptions::default()
                };
                let report = check_module(&m, target, &opts);
                let name = path.file_name().map(|n| n.to_string_lossy().to_string());
                let name = name.unwrap_or_default();
                for f in &report.functions {
                    if let FunctionStatus::PipelineBug { error } = &f.status {
                        failures.push(format!("{name} on {t}: pipeline bug: {error}"));
                    }
                }
                for mm in report.mismatches() {
                    failures.push(format!("{name}:\n{mm}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
