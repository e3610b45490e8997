//! Shared by the root lowering tests: the examples and the legalisation pipeline.
#![allow(dead_code)] // each test crate uses the part it needs

use memlower::ir::Module;
use memlower::passes::target::Target;
use memlower::passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
use std::path::PathBuf;

/// The targets the lowering is proved on.
pub const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

/// The targets the differential checks of fixed inputs run on, each with its share of the
/// trials (a multiple of a test's unit). Both GRF widths get the same share among the targets
/// with a 64-bit ALU (xehp; pvc) and among those without, where i64 and f64 are emulated
/// (tgllp and dg2; `pvc-no64`, PVC without its 64-bit ALU, twice): a bug in the emulation that
/// only 64-byte registers show is looked for as hard as one 32-byte registers show.
pub const CHECK_TARGETS: [(&str, u32); 5] = [
    ("tgllp", 1),
    ("dg2", 1),
    ("pvc-no64", 2),
    ("xehp", 1),
    ("pvc", 1),
];

/// The legalisation pipeline, as `memlower opt -p` names it.
pub fn legalise_pipeline() -> &'static str {
    memlower::lowering::session::default_pipeline()
}

/// Every `examples/*.mir`, sorted by name: (file stem, text).
pub fn examples() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    memlower::ir::corpus::read_mir_dir(&dir)
        .expect("examples/ is readable")
        .into_iter()
        .map(|f| (f.stem().to_string(), f.text))
        .collect()
}

/// Runs the legalisation pipeline for a target.
pub fn legalise(m: &mut Module, t: &'static Target) {
    let mut pm = PassManager::from_pipeline(
        legalise_pipeline(),
        &Registry::builtin(),
        Instrumentation::default(),
    )
    .expect("the legalisation passes are registered");
    let cx = PassContext { target: Some(t) };
    pm.run(m, &mut AnalysisManager::new(), &cx, &mut std::io::sink())
        .unwrap_or_else(|e| panic!("legalisation for {}: {e}", t.name));
}

/// `f` on every job, on two threads (the machine's cores; GenX_IR runs are independent), with
/// the results in job order.
pub fn on_two_threads<J: Sync, R: Send>(jobs: &[J], f: impl Fn(&J) -> R + Sync) -> Vec<R> {
    let f = &f;
    std::thread::scope(|s| {
        let half = jobs.len().div_ceil(2).max(1);
        let handles: Vec<_> = jobs
            .chunks(half)
            .map(|chunk| s.spawn(move || chunk.iter().map(f).collect::<Vec<R>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker thread"))
            .collect()
    })
}

/// Makes sure GenX_IR runs (`memlower_check::genx::ensure`: installed through
/// `scripts/ensure-deps.sh` if missing), failing loudly if it cannot: a test that needs the
/// finalizer never skips.
pub fn ensure_genx() {
    memlower_check::genx::ensure().unwrap_or_else(|e| panic!("{e}"));
}
