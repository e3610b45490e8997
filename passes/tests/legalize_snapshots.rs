//! Snapshots of every example after each legalisation stage, for every target:
//! `passes/tests/snapshots/legalize/<example>.<target>.<n>-<stage>.snap`. After the last stage the
//! module must pass the IR verifier and `verify_legal`.
//!
//! skl and icllp share tgllp's rules for all five messages (the table says so), so instead of
//! three identical sets of snapshots the test proves their output equals tgllp's.

#[path = "legalize_support/mod.rs"]
mod support;

use memlower_ir::diag::render;
use memlower_ir::parse::parse_module;
use memlower_ir::print::print_module;
use memlower_ir::verify::verify_module;
use memlower_passes::legal::verify_legal;
use support::*;

/// The examples, sorted: (file stem, path relative to the workspace, text).
fn examples() -> Vec<(String, String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let mut out: Vec<(String, String, String)> = std::fs::read_dir(&dir)
        .expect("examples/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mir"))
        .map(|p| {
            let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned());
            let name = p.file_name().map(|s| s.to_string_lossy().into_owned());
            let text = std::fs::read_to_string(&p).expect("read example");
            (
                stem.unwrap_or_default(),
                format!("examples/{}", name.unwrap_or_default()),
                text,
            )
        })
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no examples found in {}", dir.display());
    out
}

/// The module after each stage (or the rendered refusal that stopped the pipeline).
fn stages(src: &str, file: &str, t: &str) -> Vec<String> {
    let mut m = parse_module(src).unwrap_or_else(|e| panic!("{}", render(&e, file, src)));
    verify_module(&m).unwrap_or_else(|e| panic!("{file} does not verify: {e:?}"));
    let mut out = Vec::new();
    for (k, stage) in STAGES.iter().enumerate() {
        match run_stage(k, &mut m, target(t)) {
            Ok(_) => {
                verify_module(&m).unwrap_or_else(|e| {
                    panic!("{file} on {t} after {stage}: {e:?}\n{}", print_module(&m))
                });
                out.push(print_module(&m));
            }
            Err(e) => {
                out.push(render(&e, file, src));
                return out;
            }
        }
    }
    verify_legal(&m, target(t))
        .unwrap_or_else(|e| panic!("{file} on {t}: not legal: {e:?}\n{}", print_module(&m)));
    out
}

#[test]
fn every_example_after_every_stage_on_every_target() {
    for (stem, file, src) in examples() {
        for t in ["tgllp", "xehp", "dg2", "pvc"] {
            for (k, snap) in stages(&src, &file, t).into_iter().enumerate() {
                insta::with_settings!({
                    snapshot_path => "snapshots/legalize",
                    prepend_module_to_snapshot => false,
                    input_file => format!("../{file}"),
                    description => format!("{file} legalised for {t}, after {}", STAGES[k]),
                    omit_expression => true,
                }, {
                    insta::assert_snapshot!(format!("{stem}.{t}.{}-{}", k + 1, STAGES[k]), snap);
                });
            }
        }
    }
}

#[test]
fn older_targets_legalise_exactly_like_tgllp() {
    for (_, file, src) in examples() {
        let base = stages(&src, &file, "tgllp");
        for t in ["skl", "icllp"] {
            assert_eq!(stages(&src, &file, t), base, "{file} on {t}");
        }
    }
}

/// The cleanup passes that may run after legalisation keep legal form (lowering assumes it).
#[test]
fn legal_form_survives_canonicalize_and_dce() {
    use memlower_passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
    let reg = Registry::builtin();
    for (_, file, src) in examples() {
        for t in ["tgllp", "dg2", "pvc"] {
            let mut m =
                parse_module(&src).unwrap_or_else(|e| panic!("{}", render(&e, &file, &src)));
            let mut pm = PassManager::from_pipeline(
                "split-lanes,pick-blocks,pack-channels,canonicalize,dce",
                &reg,
                Instrumentation {
                    verify_each: true,
                    ..Instrumentation::default()
                },
            )
            .expect("pipeline");
            pm.run(
                &mut m,
                &mut AnalysisManager::default(),
                &PassContext {
                    target: Some(target(t)),
                },
                &mut Vec::new(),
            )
            .unwrap_or_else(|e| panic!("{file} on {t}: {e}"));
            verify_legal(&m, target(t))
                .unwrap_or_else(|e| panic!("{file} on {t}: {e:?}\n{}", print_module(&m)));
        }
    }
}
