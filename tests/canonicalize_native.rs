//! `canonicalize` never makes a kernel's native code longer (issue 28): every kernel of the
//! examples, the peer suite (16 lanes) and the LLVM corpus's fast reductions, on tgllp and dg2,
//! lowered once with the default pipeline and once with `canonicalize` first, through GenX_IR.
//!
//! ```text
//!   K ─session(default pipeline)────────────────▶ vISA ─GenX_IR─▶ native instructions  a
//!   K ─session(canonicalize, default pipeline)──▶ vISA ─GenX_IR─▶ native instructions  b ≤ a
//! ```
//!
//! Before the fix, 61 of the kernels measured (examples, peers and the whole LLVM corpus) were
//! longer with `canonicalize` first: `lane.index` arithmetic folded into vector constants
//! (slm_transpose 53 → 106 on tgllp, tail_by_hand 11 → 20) and `add %x, -0.0` removed where
//! it wrote a block parameter (the fast reductions, +2 each). GenX_IR is deterministic, so this
//! is a measurement, not a timing. GenX_IR comes from `scripts/ensure-deps.sh`; the test fails
//! if it cannot be had.

use memlower::ir::parse::parse_module;
use memlower::ir::Module;
use memlower::lowering::session::{default_pipeline, Session, SessionOptions};
use memlower::passes::target::Target;
use memlower::peer::{read_suite, run, suite_dir};
use memlower_check::genx;
use memlower_check::genx_stats::GenxStats;
use std::path::{Path, PathBuf};

/// Native instructions per kernel of `m` for `t`, with `pipeline`.
fn native(m: &Module, t: &'static Target, pipeline: &str, what: &str) -> Vec<(String, u32)> {
    let mut m = m.clone();
    let mut session = Session::new(SessionOptions {
        pipeline: pipeline.to_string(),
        ..SessionOptions::new(t.clone())
    })
    .unwrap_or_else(|e| panic!("{what}: pipeline: {e}"));
    session
        .legalise(&mut m, true, &mut std::io::sink())
        .unwrap_or_else(|e| panic!("{what}: legalise with {pipeline}: {e}"));
    let lowered = session
        .lower(&m)
        .unwrap_or_else(|e| panic!("{what}: lower with {pipeline}: {e}"));
    lowered
        .functions
        .into_iter()
        .map(|f| {
            let r = genx::run(&f.visa, t.platform).unwrap_or_else(|e| panic!("{what}: {e}"));
            let asm = r
                .asm
                .as_deref()
                .unwrap_or_else(|| panic!("{what} @{}: GenX_IR: {}", f.name, r.diagnosis()));
            let s = GenxStats::from_asm(asm, t.grf_bytes)
                .unwrap_or_else(|e| panic!("{what} @{}: {e}", f.name));
            (f.name, s.instructions)
        })
        .collect()
}

fn mir_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "mir"))
        .collect();
    v.sort();
    v
}

/// The modules: every example, every peer kernel at 16 lanes, and the LLVM corpus's fast
/// reductions (imported).
fn modules() -> Vec<(String, Module)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for p in mir_files(&root.join("examples")) {
        let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{e}"));
        let m = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        out.push((
            format!("examples/{}", p.file_name().unwrap().to_string_lossy()),
            m,
        ));
    }
    for k in read_suite(&suite_dir()).unwrap_or_else(|e| panic!("{e}")) {
        let m = parse_module(&k.mir).unwrap_or_else(|e| panic!("peers/{}: {e}", k.name));
        out.push((format!("peers/{}.mir", k.name), m));
    }
    let ll = root.join("llvm/corpus/reduce_fast.clang16.ll");
    let m = memlower::llvm::import_file(&ll).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
    out.push(("llvm/corpus/reduce_fast.clang16.ll".into(), m));
    out
}

#[test]
fn canonicalize_first_never_lengthens_native_code() {
    run::ensure_tools().unwrap_or_else(|e| panic!("GenX_IR is needed: {e}"));
    let canon_first = format!("canonicalize,{}", default_pipeline());
    let (mut kernels, mut shorter, mut longer) = (0, Vec::new(), Vec::new());
    for (name, m) in modules() {
        for target in ["tgllp", "dg2"] {
            let t = Target::by_name(target).expect("a target");
            let what = format!("{name} ({target})");
            let plain = native(&m, t, default_pipeline(), &what);
            let canon = native(&m, t, &canon_first, &what);
            assert_eq!(plain.len(), canon.len(), "{what}: kernels");
            for ((k, a), (k2, b)) in plain.iter().zip(&canon) {
                assert_eq!(k, k2, "{what}: kernel order");
                kernels += 1;
                let row = format!("{what} @{k}: {a} → {b}");
                if b > a {
                    longer.push(row);
                } else if b < a {
                    shorter.push(row);
                }
            }
        }
    }
    eprintln!(
        "{kernels} kernels; shorter with canonicalize first: {}",
        shorter.join("; ")
    );
    assert!(kernels >= 100, "only {kernels} kernels measured");
    assert!(
        longer.is_empty(),
        "canonicalize first lengthened native code: {}",
        longer.join("; ")
    );
}
