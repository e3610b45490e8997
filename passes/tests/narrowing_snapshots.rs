//! The narrowing passes (`narrow-channels`, `widen-blocks`, `merge-adjacent`) and `cse` on
//! hand-written inputs, one per rewrite and one per refusal to rewrite:
//! `tests/inputs/narrowing/<pass>/*.mir`. Each input names its target; the snapshot is the
//! module after the pass, headed by the messages the whole legalisation pipeline makes with and
//! without that pass. Inputs named `refuse_*` must come out unchanged; every other input must
//! change, and no input may need more messages with the pass than without it. The pass must be
//! idempotent, and the whole pipeline must still reach legal form on every target.
//!
//! The differential checker runs the same inputs (`tests/narrowing.rs` at the workspace root).

#[path = "legalize_support/mod.rs"]
mod support;

use memlower_ir::diag::render;
use memlower_ir::parse::parse_module;
use memlower_ir::print::print_module;
use memlower_ir::verify::verify_module;
use memlower_ir::Module;
use memlower_passes::legal::verify_legal;
use memlower_passes::legalize::PIPELINE;
use memlower_passes::target::Target;
use memlower_passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
use support::target;

fn run(m: &mut Module, pipeline: &str, t: &Target) -> bool {
    let mut pm = PassManager::from_pipeline(
        pipeline,
        &Registry::builtin(),
        Instrumentation {
            verify_each: true,
            ..Instrumentation::default()
        },
    )
    .unwrap_or_else(|e| panic!("{pipeline}: {e}"));
    let report = pm
        .run(
            m,
            &mut AnalysisManager::new(),
            &PassContext { target: Some(t) },
            &mut std::io::sink(),
        )
        .unwrap_or_else(|e| panic!("{pipeline} on {}: {e}\n{}", t.name, print_module(m)));
    report.passes.iter().any(|p| p.changed)
}

/// Messages after legalisation: the memory ops of legal form, one message each.
fn messages(m: &Module, pipeline: &str, t: &Target) -> usize {
    let mut m = m.clone();
    run(&mut m, pipeline, t);
    verify_legal(&m, t).unwrap_or_else(|e| panic!("{pipeline} on {}: {e:?}", t.name));
    m.functions
        .iter()
        .flat_map(|f| f.inst_order().into_iter().map(move |(_, i)| f.inst(i)))
        .filter(|d| d.kind.is_memory())
        .count()
}

fn check_input(pass: &str, path: &std::path::Path) {
    let src = std::fs::read_to_string(path).expect("read input");
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let file = format!("tests/inputs/narrowing/{pass}/{name}");
    let m = parse_module(&src).unwrap_or_else(|e| panic!("{}", render(&e, &file, &src)));
    verify_module(&m).unwrap_or_else(|e| panic!("{file}: {e:?}"));
    let t = target(m.target.as_deref().expect("inputs name their target"));
    let mut out = m.clone();
    let changed = run(&mut out, pass, t);
    assert_eq!(
        changed,
        !name.starts_with("refuse_"),
        "{file}: `refuse_*` inputs must not change, the others must\n{}",
        print_module(&out)
    );
    let mut again = out.clone();
    assert!(
        !run(&mut again, pass, t),
        "{file}: {pass} is not idempotent"
    );
    let without: Vec<&str> = PIPELINE.split(',').filter(|p| *p != pass).collect();
    let (with_pass, without_pass) = if pass == "cse" {
        // The cse inputs are legal form already: count their ops.
        let n = messages(&m, "cse", t);
        (n, n)
    } else {
        (
            messages(&m, PIPELINE, t),
            messages(&m, &without.join(","), t),
        )
    };
    assert!(
        with_pass <= without_pass,
        "{file}: {with_pass} messages with {pass}, {without_pass} without"
    );
    for other in ["tgllp", "xehp", "dg2", "pvc"] {
        if pass != "cse" {
            messages(&m, PIPELINE, target(other));
        }
    }
    let snap = format!(
        "; {pass} on {}: messages after legalisation: {with_pass} with the pass, {without_pass} without\n{}",
        t.name,
        print_module(&out)
    );
    let stem = name.trim_end_matches(".mir");
    insta::with_settings!({
        snapshot_path => "snapshots/narrowing",
        prepend_module_to_snapshot => false,
        input_file => format!("../../{file}"),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(format!("{pass}.{stem}"), snap);
    });
}

/// Checks every input of `pass`, in name order.
fn check_pass(pass: &str) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/inputs/narrowing")
        .join(pass);
    let mut paths: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mir"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 2, "{pass}: a rewrite and a refusal at least");
    assert!(
        paths.iter().any(|p| p
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("refuse_"))),
        "{pass}: at least one refusal"
    );
    for p in &paths {
        check_input(pass, p);
    }
}

#[test]
fn narrow_channels() {
    check_pass("narrow-channels");
}

#[test]
fn widen_blocks() {
    check_pass("widen-blocks");
}

#[test]
fn merge_adjacent() {
    check_pass("merge-adjacent");
}

#[test]
fn cse() {
    check_pass("cse");
}
