//! The import checked against LLVM's own execution: every corpus function, run by LLVM's JIT and
//! by memlower's reference interpreter on the same random inputs within its contract, leaves the
//! same bytes in every buffer.

use memlower_llvm::jit::Jit;
use memlower_llvm::validate::validate;
use memlower_llvm::Context;

mod common;

const TRIALS: u32 = 1000;

#[test]
fn every_corpus_function_agrees_with_llvm() {
    let mut failures = Vec::new();
    let mut functions = 0;
    let mut trials = 0;
    for (path, contracts) in common::corpus() {
        let ctx = Context::new();
        let m = ctx.read_file(&path).unwrap_or_else(|e| panic!("{e}"));
        let (module, bindings) = m
            .import_with_bindings()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let jit = Jit::new(&m).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for b in &bindings {
            let c = contracts
                .iter()
                .find(|c| c.function == b.llvm)
                .unwrap_or_else(|| panic!("{}: no contract for @{}", path.display(), b.llvm));
            let v = validate(&jit, &module, b, c, TRIALS, 1);
            eprintln!("{}: {v}", path.file_name().unwrap().to_string_lossy());
            functions += 1;
            trials += v.trials;
            if v.finding_count > 0 || v.agreed != TRIALS {
                failures.push(format!("{}: {v}", path.display()));
            }
        }
    }
    eprintln!(
        "{functions} functions, {trials} trials, {} with findings",
        failures.len()
    );
    assert!(functions >= 60, "{functions} corpus functions");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
