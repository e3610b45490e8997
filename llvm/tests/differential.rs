//! The import checked against LLVM's own execution: every corpus function, run by LLVM's JIT and
//! by memlower's reference interpreter on the same random inputs within its contract, leaves the
//! same bytes in every buffer. The corpus files are shared between two threads, each with its
//! own LLVM context (one JIT per file, compiled once, called for every trial).

use memlower_llvm::contract::Contract;
use memlower_llvm::jit::Jit;
use memlower_llvm::validate::{validate, Validation};
use memlower_llvm::Context;
use std::path::Path;

mod common;

const TRIALS: u32 = 1000;

fn validate_file(path: &Path, contracts: &[Contract]) -> Vec<Validation> {
    let ctx = Context::new();
    let m = ctx.read_file(path).unwrap_or_else(|e| panic!("{e}"));
    let (module, bindings) = m
        .import_with_bindings()
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let jit = Jit::new(&m).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    bindings
        .iter()
        .map(|b| {
            let c = contracts
                .iter()
                .find(|c| c.function == b.llvm)
                .unwrap_or_else(|| panic!("{}: no contract for @{}", path.display(), b.llvm));
            validate(&jit, &module, b, c, TRIALS, 1)
        })
        .collect()
}

#[test]
fn every_corpus_function_agrees_with_llvm() {
    let corpus = common::corpus();
    let results: Vec<(String, Validation)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|k| {
                let corpus = &corpus;
                s.spawn(move || {
                    corpus
                        .iter()
                        .skip(k)
                        .step_by(2)
                        .flat_map(|(path, contracts)| {
                            let name = path.file_name().map(|n| n.to_string_lossy().to_string());
                            let name = name.unwrap_or_default();
                            validate_file(path, contracts)
                                .into_iter()
                                .map(move |v| (name.clone(), v))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("validation thread"))
            .collect()
    });
    let mut failures = Vec::new();
    let mut trials = 0;
    for (file, v) in &results {
        eprintln!("{file}: {v}");
        trials += v.trials;
        if v.finding_count > 0 || v.agreed != TRIALS {
            failures.push(format!("{file}: {v}"));
        }
    }
    eprintln!(
        "{} functions, {trials} trials, {} with findings",
        results.len(),
        failures.len()
    );
    assert!(results.len() >= 87, "{} corpus functions", results.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
