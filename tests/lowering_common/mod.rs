//! Shared by the root lowering tests: the examples and the legalisation pipeline.

use memlower::ir::Module;
use memlower::passes::target::Target;
use memlower::passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
use std::path::PathBuf;

/// The targets the lowering is proved on.
pub const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

/// The legalisation pipeline, as `memlower opt -p` names it.
pub const LEGALISE: &str = memlower::passes::legalize::PIPELINE;

/// Every `examples/*.mir`, sorted by name: (file stem, text).
pub fn examples() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("examples/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mir"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).expect("readable example"))
        })
        .collect();
    out.sort();
    out
}

/// Runs the legalisation pipeline for a target.
pub fn legalise(m: &mut Module, t: &'static Target) {
    let mut pm =
        PassManager::from_pipeline(LEGALISE, &Registry::builtin(), Instrumentation::default())
            .expect("the legalisation passes are registered");
    let cx = PassContext { target: Some(t) };
    pm.run(m, &mut AnalysisManager::new(), &cx, &mut std::io::sink())
        .unwrap_or_else(|e| panic!("legalisation for {}: {e}", t.name));
}
