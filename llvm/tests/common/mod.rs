//! Shared by the front end's tests: the corpus and its contracts.

use memlower_llvm::contract::{parse_contracts, Contract};
use std::path::{Path, PathBuf};

/// The corpus directory.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// Every corpus `.ll` file, sorted, with the contracts of its C source.
pub fn corpus() -> Vec<(PathBuf, Vec<Contract>)> {
    let dir = corpus_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("llvm/corpus is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
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
