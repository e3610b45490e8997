//! Snapshots of every example after each legalisation stage, for every target:
//! `passes/tests/snapshots/legalize/<example>.<target>.<n>-<stage>.snap`. After the last stage the
//! module must pass the IR verifier and `verify_legal`.
//!
//! The stages are the passes of `legalize::PIPELINE`: `0-soft-f64` (f64 arithmetic on the
//! targets without fp64; no example computes on f64, so `soft_f64.rs` has its snapshot),
//! `0-narrowing` (narrow-channels, widen-blocks, merge-adjacent together), `0-split-groups`, `1-split-lanes`, `2-pick-blocks`,
//! `3-pack-channels`, `4-cse`, `5-late-masks`. The stages numbered 0, 4 and 5 change only some
//! examples and have a snapshot only where they do (the narrowing passes' own snapshots, on
//! hand-written inputs, are `narrowing_snapshots.rs`; split-groups' tests are
//! `legalize_groups.rs`).
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

/// Runs a pipeline string; whether it changed the module.
fn run_pipeline(m: &mut memlower_ir::Module, pipeline: &str, t: &str) -> bool {
    use memlower_passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
    let mut pm =
        PassManager::from_pipeline(pipeline, &Registry::builtin(), Instrumentation::default())
            .expect("pipeline");
    let report = pm
        .run(
            m,
            &mut AnalysisManager::default(),
            &PassContext {
                target: Some(target(t)),
            },
            &mut Vec::new(),
        )
        .unwrap_or_else(|e| panic!("{pipeline} on {t}: {e}"));
    report.passes.iter().any(|p| p.changed)
}

/// The lane-group pass, its own stage between the narrowing passes and `split-lanes`.
const GROUPS: &str = "split-groups";

/// The f64 emulation, its own stage before the narrowing passes.
const SOFT_F64: &str = "soft-f64";

/// The passes of `legalize::PIPELINE` between `soft-f64` and `split-groups` (stage 0) and
/// after `pack-channels` (stages 4 and on, one a pass).
fn around() -> (String, String) {
    let passes: Vec<&str> = memlower_passes::legalize::PIPELINE.split(',').collect();
    assert_eq!(passes[0], SOFT_F64, "soft-f64 runs first");
    let passes = &passes[1..];
    let first = passes
        .iter()
        .position(|p| *p == GROUPS)
        .expect("split-groups");
    assert_eq!(
        passes.get(first + 1),
        Some(&STAGES[0]),
        "split-lanes follows split-groups"
    );
    let last = passes
        .iter()
        .position(|p| *p == STAGES[2])
        .expect("pack-channels");
    (passes[..first].join(","), passes[last + 1..].join(","))
}

/// The module after each stage, named `<n>-<stage>` (or the rendered refusal that stopped the
/// pipeline).
fn stages(src: &str, file: &str, t: &str) -> Vec<(String, String)> {
    let mut m = parse_module(src).unwrap_or_else(|e| panic!("{}", render(&e, file, src)));
    verify_module(&m).unwrap_or_else(|e| panic!("{file} does not verify: {e:?}"));
    // The snapshots show IR legalised for `t`: it names `t`, as `lower --emit legal` does.
    m.target = Some(t.to_string());
    let mut out = Vec::new();
    let (before, after) = around();
    if run_pipeline(&mut m, SOFT_F64, t) {
        verify_module(&m).unwrap_or_else(|e| panic!("{file} on {t} after {SOFT_F64}: {e:?}"));
        out.push((format!("0-{SOFT_F64}"), print_module(&m)));
    }
    if run_pipeline(&mut m, &before, t) {
        verify_module(&m).unwrap_or_else(|e| panic!("{file} on {t} after {before}: {e:?}"));
        out.push(("0-narrowing".to_string(), print_module(&m)));
    }
    if run_pipeline(&mut m, GROUPS, t) {
        verify_module(&m).unwrap_or_else(|e| panic!("{file} on {t} after {GROUPS}: {e:?}"));
        out.push((format!("0-{GROUPS}"), print_module(&m)));
    }
    for (k, stage) in STAGES.iter().enumerate() {
        let name = format!("{}-{stage}", k + 1);
        match run_stage(k, &mut m, target(t)) {
            Ok(_) => {
                verify_module(&m).unwrap_or_else(|e| {
                    panic!("{file} on {t} after {stage}: {e:?}\n{}", print_module(&m))
                });
                out.push((name, print_module(&m)));
            }
            Err(e) => {
                out.push((name, render(&e, file, src)));
                return out;
            }
        }
    }
    for (k, pass) in after.split(',').enumerate() {
        if run_pipeline(&mut m, pass, t) {
            verify_module(&m).unwrap_or_else(|e| panic!("{file} on {t} after {pass}: {e:?}"));
            out.push((format!("{}-{pass}", 4 + k), print_module(&m)));
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
            for (stage, snap) in stages(&src, &file, t) {
                let after = stage.split_once('-').map_or(stage.as_str(), |(_, s)| s);
                let after = if after == "narrowing" {
                    around().0
                } else {
                    after.to_string()
                };
                insta::with_settings!({
                    snapshot_path => "snapshots/legalize",
                    prepend_module_to_snapshot => false,
                    input_file => format!("../{file}"),
                    description => format!("{file} legalised for {t}, after {after}"),
                    omit_expression => true,
                }, {
                    insta::assert_snapshot!(format!("{stem}.{t}.{stage}"), snap);
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
            // The same IR but for the `target` line, which names the target.
            let own = format!("target \"{t}\"\n");
            let same: Vec<(String, String)> = stages(&src, &file, t)
                .into_iter()
                .map(|(stage, text)| (stage, text.replacen(&own, "target \"tgllp\"\n", 1)))
                .collect();
            assert_eq!(same, base, "{file} on {t}");
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
