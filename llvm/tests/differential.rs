//! The import checked against LLVM's own execution: every corpus function, run by LLVM's JIT and
//! by memlower's reference interpreter on the same random inputs within its contract, leaves the
//! same bytes in every buffer. The corpus files are shared between two threads, each with its
//! own LLVM context (one JIT per file, compiled once, called for every trial), each thread
//! taking the next file (`common::on_two_threads`).
//!
//! A function with f64 arithmetic is validated a second time for each target without an fp64
//! ALU (tgllp, dg2) after `soft-f64` rewrote its f64 arithmetic into 32-bit integer ops: LLVM's
//! own `fma` on doubles against the reference interpreter running the emulation.

use memlower_llvm::contract::Contract;
use memlower_llvm::jit::Jit;
use memlower_llvm::validate::{validate, Validation};
use memlower_llvm::Context;
use memlower_passes::legalize::SoftF64;
use memlower_passes::pass::{ForEachFunction, Pass};
use memlower_passes::target::Target;
use memlower_passes::{AnalysisManager, PassContext};
use std::path::Path;

/// `module` after `soft-f64` for target `t`.
fn soft_f64(module: &memlower_ir::Module, t: &str) -> memlower_ir::Module {
    let mut m = module.clone();
    let cx = PassContext {
        target: Some(Target::by_name(t).expect("a known target")),
    };
    ForEachFunction(SoftF64)
        .run(&mut m, &mut AnalysisManager::new(), &cx)
        .unwrap_or_else(|e| panic!("soft-f64 for {t}: {e}"));
    m
}

mod common;

/// Trials per function: 1,000, or `MEMLOWER_DIFF_TRIALS` (scripts/import-mutations.sh runs
/// fewer per planted bug).
fn trials() -> u32 {
    std::env::var("MEMLOWER_DIFF_TRIALS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(1000)
}

fn validate_file(path: &Path, contracts: &[Contract]) -> Vec<Validation> {
    let ctx = Context::new();
    let m = ctx.read_file(path).unwrap_or_else(|e| panic!("{e}"));
    let (module, bindings) = m
        .import_with_bindings()
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let jit = Jit::new(&m).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let soft = ["tgllp", "dg2"].map(|t| (t, soft_f64(&module, t)));
    let text = |m: &memlower_ir::Module, name: &str| {
        m.function(name)
            .map(|f| memlower_ir::print::print_function(m, f))
    };
    let mut out = Vec::new();
    let trials = trials();
    for b in &bindings {
        let c = contracts
            .iter()
            .find(|c| c.function == b.llvm)
            .unwrap_or_else(|| panic!("{}: no contract for @{}", path.display(), b.llvm));
        out.push(validate(&jit, &module, b, c, trials, 1));
        for (t, rewritten) in &soft {
            if text(rewritten, &b.ir) != text(&module, &b.ir) {
                let mut v = validate(&jit, rewritten, b, c, trials, 1);
                v.function = format!("{} (soft-f64 for {t})", v.function);
                out.push(v);
            }
        }
    }
    out
}

#[test]
fn every_corpus_function_agrees_with_llvm() {
    let corpus = common::corpus();
    let results: Vec<(String, Validation)> = common::on_two_threads(&corpus, |path, contracts| {
        let name = path.file_name().map(|n| n.to_string_lossy().to_string());
        let name = name.unwrap_or_default();
        validate_file(path, contracts)
            .into_iter()
            .map(|v| (name.clone(), v))
            .collect::<Vec<_>>()
    })
    .into_iter()
    .flatten()
    .collect();
    let mut failures = Vec::new();
    let mut total = 0;
    for (file, v) in &results {
        eprintln!("{file}: {v}");
        total += v.trials;
        if v.finding_count > 0 || v.agreed != trials() {
            failures.push(format!("{file}: {v}"));
        }
    }
    eprintln!(
        "{} functions, {total} trials, {} with findings",
        results.len(),
        failures.len()
    );
    assert!(results.len() >= 87, "{} corpus functions", results.len());
    // The functions with f64 arithmetic (@gather_f64, @zmul, @scale3_f64, @rev_f64,
    // @tf_diff_f64; of the TSVC-style files @cabs2, @translate3_f64, @scale4_f64,
    // @tf_cond; of compact.c @compress_nonzero_pd) in their five forms (clang 14, 15, 16, 19, opt 14), each after soft-f64 for
    // tgllp and for dg2.
    let soft = results
        .iter()
        .filter(|(_, v)| v.function.contains("(soft-f64 for"))
        .count();
    assert_eq!(soft, 10 * 5 * 2, "validations of soft-f64 output");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
