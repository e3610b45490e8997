//! End-to-end tests of `memlower lower` and `memlower targets`: the main job of the tool, run as
//! a user runs it. The emitted kernel is compiled by Intel's GenX_IR (installed by
//! scripts/ensure-deps.sh; this test fails, never skips, if it is missing).

use memlower::lowering::genx;
use memlower::passes::target::Target;

mod cli_common;
use cli_common::memlower;

#[test]
fn targets_prints_the_table() {
    let r = memlower(&["targets"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    insta::assert_snapshot!("targets", r.stdout);
}

#[test]
fn lower_emit_all_shows_every_stage_of_the_readme_example() {
    let r = memlower(&[
        "lower",
        "examples/aos_soa_rgba.mir",
        "--target",
        "dg2",
        "--emit",
        "all",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for header in [
        "; ===== input, canonical =====",
        "; ===== legalised for dg2",
        "; ===== report, @aos_to_soa =====",
        "// ===== vISA, @soa_to_aos =====",
    ] {
        assert!(r.stdout.contains(header), "missing {header}");
    }
    insta::assert_snapshot!("lower_all_aos_soa_rgba_dg2", r.stdout);
}

#[test]
fn lowered_visa_from_the_command_line_compiles_with_genx_ir() {
    assert!(
        genx::available(),
        "GenX_IR is not installed: run scripts/ensure-deps.sh (the README test command does)"
    );
    for target in ["tgllp", "dg2", "pvc"] {
        let r = memlower(&[
            "lower",
            "examples/saxpy_tail31.mir",
            "--target",
            target,
            "--emit",
            "visa",
        ]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let platform = Target::by_name(target).expect("known target").platform;
        let run = genx::run(&r.stdout, platform).expect("GenX_IR runs");
        assert!(
            run.accepted(),
            "GenX_IR rejected the kernel for {target}: {}",
            run.diagnosis()
        );
        assert!(run.ends_thread(), "{target}: no end-of-thread send");
        let messages = r
            .stdout
            .lines()
            .filter(|l| {
                [
                    "gather_scaled.",
                    "scatter_scaled.",
                    "scatter4_scaled.",
                    "qw_scatter.",
                    "gather4_typed.",
                ]
                .iter()
                .any(|m| l.contains(m))
            })
            .count();
        assert!(messages > 0);
        assert_eq!(
            run.sends(),
            Some(messages),
            "one native send per message on {target}"
        );
    }
}

#[test]
fn lower_without_a_target_is_an_error() {
    let r = memlower(&["lower", "-", "--emit", "visa"]);
    assert_eq!(r.code, 1);
}

#[test]
fn lower_refusal_is_rendered_with_location_rule_and_fix() {
    let r = memlower(&[
        "lower",
        "tests/inputs/refusals/image_store.mir",
        "--target",
        "dg2",
    ]);
    assert_eq!(r.code, 1);
    assert!(r.stdout.is_empty());
    insta::assert_snapshot!("lower_refusal_image_store", r.stderr);
}

#[test]
fn lower_unknown_function_is_an_error() {
    let r = memlower(&[
        "lower",
        "examples/copy_f32.mir",
        "--target",
        "dg2",
        "--function",
        "nope",
    ]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("no function `@nope`"), "{}", r.stderr);
}
