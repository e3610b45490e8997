//! Shared by the front end's tests: the corpus and its contracts.
#![allow(dead_code)] // each test binary uses the part it needs

use memlower_llvm::contract::{parse_contracts, Contract};
use std::path::{Path, PathBuf};

/// The corpus directory.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// The `.ll` files of `dir`, sorted.
fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{} is readable: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
}

/// `m` legalised (the session's default pipeline) and lowered for `target`; panics with `what`
/// on a failure.
pub fn legalize_and_lower(
    m: &memlower_ir::Module,
    target: &memlower_passes::target::Target,
    what: &str,
) -> memlower_lowering::Lowered {
    use memlower_passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
    let mut legal = m.clone();
    let mut pm = PassManager::from_pipeline(
        memlower_lowering::session::default_pipeline(),
        &Registry::builtin(),
        Instrumentation::default(),
    )
    .expect("pipeline");
    let cx = PassContext {
        target: Some(target),
    };
    pm.run(
        &mut legal,
        &mut AnalysisManager::new(),
        &cx,
        &mut std::io::sink(),
    )
    .unwrap_or_else(|e| panic!("{what} on {}: {e}", target.name));
    memlower_lowering::lower_module(&legal, target, &memlower_lowering::LowerOptions::default())
        .unwrap_or_else(|e| panic!("{what} on {}: {e}", target.name))
}

/// Every corpus `.ll` file, sorted, with the contracts of its C source.
pub fn corpus() -> Vec<(PathBuf, Vec<Contract>)> {
    let dir = corpus_dir();
    ll_files(&dir)
        .into_iter()
        .map(|p| {
            let stem = p
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.split('.').next())
                .unwrap_or("")
                .to_string();
            let src = std::fs::read_to_string(dir.join(format!("{stem}.c")))
                .expect("the C source of a corpus file");
            let contracts = parse_contracts(&src).expect("contracts parse");
            (p, contracts)
        })
        .collect()
}

/// The hand-written rule files (`tests/rules/*.ll`), sorted, with their own `;@ contract` lines.
pub fn rules() -> Vec<(PathBuf, Vec<Contract>)> {
    ll_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rules"))
        .into_iter()
        .map(|p| {
            let src = std::fs::read_to_string(&p).expect("a rules file");
            let contracts = parse_contracts(&src).expect("contracts parse");
            (p, contracts)
        })
        .collect()
}
