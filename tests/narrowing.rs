//! The narrowing passes under the differential checker.
//!
//! - Every hand-written input of `tests/inputs/narrowing/<pass>/*.mir` (the rewrites and the
//!   refusals `passes/tests/narrowing_snapshots.rs` snapshots) is checked on every target:
//!   the whole pipeline, narrowing included, must agree with the reference semantics, with
//!   inputs compared (not all skipped as undefined behaviour).
//! - Each pass's injected bug (`memlower_passes::mutation`, set through the checker's
//!   `Mutation`) is caught as a mismatch on the inputs that exercise the pass, and only the pass
//!   under test is blamed: the same inputs pass without the mutation.
//!
//! The targets are `lowering_common::CHECK_TARGETS` (PVC without its 64-bit ALU among them),
//! 30 trials a share.

mod lowering_common;

use lowering_common::CHECK_TARGETS;
use memlower::ir::parse::parse_module;
use memlower::ir::Module;
use memlower::passes::target::Target;
use memlower_check::mutation::Mutation;
use memlower_check::{check_module, CheckOptions, CheckReport, FunctionStatus};
use std::path::{Path, PathBuf};

fn inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/narrowing");
    let mut out = Vec::new();
    for pass in ["narrow-channels", "widen-blocks", "merge-adjacent", "cse"] {
        let dir = root.join(pass);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "mir"))
            .collect();
        files.sort();
        out.extend(files);
    }
    out
}

fn load(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).expect("readable input");
    parse_module(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()))
}

fn check(m: &Module, t: &str, mutation: Option<Mutation>, trials: u32) -> CheckReport {
    let opts = CheckOptions {
        trials,
        seed: 7,
        mutation,
        ..CheckOptions::default()
    };
    check_module(m, &Target::parse(t).expect("known target"), &opts)
}

#[test]
fn every_input_agrees_with_the_reference_on_every_target() {
    let mut failures = Vec::new();
    for path in inputs() {
        let m = load(&path);
        for (t, share) in CHECK_TARGETS {
            let report = check(&m, t, None, 30 * share);
            let totals = report.totals();
            for f in &report.functions {
                if let FunctionStatus::PipelineBug { error } = &f.status {
                    failures.push(format!("{} @{} on {t}: {error}", path.display(), f.name));
                }
                for e in &f.errors {
                    failures.push(format!("{} @{} on {t}: {e}", path.display(), f.name));
                }
            }
            for mm in report.mismatches() {
                failures.push(format!("{}: {mm}", path.display()));
            }
            if totals.compared < u64::from(10 * share) {
                failures.push(format!(
                    "{} on {t}: only {} of {} trials compared ({totals})",
                    path.display(),
                    totals.compared,
                    30 * share
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `mutation` is caught on `input` (relative to `tests/inputs/narrowing`) on every target, and
/// the input is clean without it.
fn assert_caught(mutation: Mutation, input: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/inputs/narrowing")
        .join(input);
    let m = load(&path);
    for (t, _) in CHECK_TARGETS {
        let clean = check(&m, t, None, 20);
        assert!(
            clean.totals().is_clean() && clean.totals().compared > 0,
            "{input} on {t} must pass without {mutation:?}: {}",
            clean.totals()
        );
        let bad = check(&m, t, Some(mutation), 20);
        assert_eq!(
            bad.totals().pipeline_bugs,
            0,
            "{mutation:?} must still give valid legal IR on {input}: {:?}",
            bad.functions
        );
        assert!(
            bad.mismatches().next().is_some(),
            "{mutation:?} was not caught on {input} ({t}): {}",
            bad.totals()
        );
    }
}

#[test]
fn a_narrowed_gather_reading_the_wrong_channel_is_caught() {
    assert_caught(
        Mutation::NarrowChannelOffset,
        "narrow-channels/gather_rgba_r_and_b.mir",
    );
    assert_caught(
        Mutation::NarrowChannelOffset,
        "narrow-channels/gather_gba_of_rgba.mir",
    );
}

#[test]
fn a_widened_block_in_the_wrong_byte_order_is_caught() {
    assert_caught(
        Mutation::WidenByteOrder,
        "widen-blocks/gather_rgba8_align4.mir",
    );
    assert_caught(
        Mutation::WidenByteOrder,
        "widen-blocks/scatter_rgb8_align4.mir",
    );
}

#[test]
fn merged_channels_in_the_wrong_order_are_caught() {
    assert_caught(
        Mutation::MergeChannelOrder,
        "merge-adjacent/scatter_two_dwords.mir",
    );
    assert_caught(
        Mutation::MergeChannelOrder,
        "merge-adjacent/gather_four_bytes.mir",
    );
}
