//! Refusals: accesses no message can express on the target. Each input in
//! `tests/inputs/refusals/*.mir` is parsed, legalised for its `target "..."`, and the rendered
//! diagnostic is snapshotted (one snapshot per refusal). The accesses that look like refusals
//! but are not (they have a fallback) are tested below.

#[path = "legalize_support/mod.rs"]
mod support;

use memlower_ir::diag::{render, Located};
use memlower_ir::parse::parse_module;
use memlower_ir::ScalarType::*;
use memlower_passes::legal::verify_legal;
use memlower_passes::PassError;
use support::*;

#[test]
fn refusals_render_with_location_rule_and_fix() {
    insta::glob!("../../tests/inputs/refusals", "*.mir", |path| {
        let src = std::fs::read_to_string(path).expect("read input");
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let file = format!("tests/inputs/refusals/{name}");
        let mut m = parse_module(&src).unwrap_or_else(|e| panic!("{}", render(&e, &file, &src)));
        let t = target(
            m.target
                .as_deref()
                .expect("refusal inputs name their target"),
        );
        let err = legalize(&mut m, t).expect_err("refused");
        let PassError::Refused { loc, .. } = &err else {
            panic!("expected a refusal, got {err:?}")
        };
        assert!(loc.is_known(), "the refusal points at the op");
        assert!(
            err.expected().is_some(),
            "the refusal says what would make it legal"
        );
        insta::assert_snapshot!(render(&err, &file, &src));
    });
}

/// Accesses that no single message carries but that have an honest fallback: not refusals.
#[test]
fn what_is_not_refused() {
    let cases = [
        // QW on a target without QW_SCATTER, align < 4: two scatter_scaled.4 (lo, hi).
        (
            "tgllp",
            Kernel::new(Op::Scatter, "buf", 16, 1, I64).align(2),
            2,
        ),
        // Multi-dword scatter with misaligned addresses: one scatter_scaled.4 per channel.
        (
            "dg2",
            Kernel::new(Op::Scatter, "buf", 16, 4, F32).align(1),
            4,
        ),
        // 16-lane typed read on tgllp (SIMD8 only): two 8-lane reads.
        ("tgllp", Kernel::new(Op::ImageLoad, "img", 16, 4, F32), 2),
        // 3-lane typed read: one 8-lane read with 5 disabled lanes.
        ("dg2", Kernel::new(Op::ImageLoad, "img3", 3, 2, F32), 1),
        // 64-bit gather (no QW gather in the set): two gather_scaled.4 per element.
        (
            "pvc",
            Kernel::new(Op::Gather, "glb", 16, 2, F64).align(8),
            4,
        ),
    ];
    for (t, k, messages) in cases {
        let mut m = k.build();
        legalize(&mut m, target(t)).unwrap_or_else(|e| panic!("{k:?} on {t}: {e}"));
        verify_legal(&m, target(t)).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            memory_ops(&m).len(),
            messages,
            "{k:?} on {t}:\n{}",
            text(&m)
        );
    }
}
