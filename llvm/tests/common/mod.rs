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

/// The corpus files the import refuses, each with the function it refuses and the LLVM construct
/// named in the refusal. `tests/versions.rs` asserts that exactly these are refused, each by
/// a per-function error; the other tests take every other file.
pub const REFUSED: &[(&str, &str, &str)] = &[];

/// Every corpus `.ll` file, sorted, with the contracts of its C source, but the files of
/// [`REFUSED`].
pub fn corpus() -> Vec<(PathBuf, Vec<Contract>)> {
    all_corpus()
        .into_iter()
        .filter(|(p, _)| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            !REFUSED.iter().any(|r| r.0 == name)
        })
        .collect()
}

/// The contracts of the C source of corpus file `p` (`X.*` comes from `X.c`).
pub fn contracts_of(p: &Path) -> Vec<Contract> {
    let stem = p
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.split('.').next())
        .unwrap_or("");
    let src = std::fs::read_to_string(corpus_dir().join(format!("{stem}.c")))
        .expect("the C source of a corpus file");
    parse_contracts(&src).unwrap_or_else(|e| panic!("contracts of {stem}.c: {e}"))
}

/// Every corpus `.ll` file, sorted, with the contracts of its C source.
pub fn all_corpus() -> Vec<(PathBuf, Vec<Contract>)> {
    ll_files(&corpus_dir())
        .into_iter()
        .map(|p| {
            let contracts = contracts_of(&p);
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

/// `work` applied to every item of `files` on two threads (the machine's cores), each taking
/// the next file when it is done with one, the largest files first so that neither thread is
/// left with a long file at the end. Results in no particular order.
pub fn on_two_threads<C: Sync, R: Send>(
    files: &[(PathBuf, C)],
    work: impl Fn(&Path, &C) -> R + Sync,
) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let mut order: Vec<&(PathBuf, C)> = files.iter().collect();
    order.sort_by_key(|(p, _)| std::cmp::Reverse(std::fs::metadata(p).map_or(0, |m| m.len())));
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|_| {
                s.spawn(|| {
                    let mut out = Vec::new();
                    while let Some((p, c)) = order.get(next.fetch_add(1, Ordering::Relaxed)) {
                        out.push(work(p, c));
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker thread"))
            .collect()
    })
}
