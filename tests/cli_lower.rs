//! End-to-end tests of `memlower lower` and `memlower targets`: the main job of the tool, run as
//! a user runs it. The emitted kernel is compiled by Intel's GenX_IR (installed by
//! scripts/ensure-deps.sh; this test fails, never skips, if it is missing).

use memlower::passes::target::Target;
use memlower_check::genx;

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
    genx::ensure().unwrap_or_else(|e| panic!("{e}"));
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

/// IR transformed for a target says that target, whatever the input's `target` line said:
/// `lower --emit legal --target pvc` of a module that names tgllp writes pvc-legal IR, and it
/// must say `target "pvc"` so that lowering it again (with no `--target`) is lowering for pvc.
/// `opt --target` likewise.
#[test]
fn transformed_ir_names_the_target_it_was_transformed_for() {
    let dir = cli_common::scratch("target-line");
    let src = dir.join("k.mir");
    std::fs::write(
        &src,
        "target \"tgllp\"\nsurface @b : untyped\n\nfunc @k(%o: vec<32 x i32>) {\nentry:\n  \
         %v = gather @b[%o] align 8 : vec<32 x i64>\n  scatter @b[%o], %v align 8\n  ret\n}\n",
    )
    .expect("write");
    let src = src.to_str().expect("utf-8 path");
    let legal = memlower(&["lower", src, "--target", "pvc", "--emit", "legal"]);
    assert_eq!(legal.code, 0, "{}", legal.stderr);
    assert!(
        legal.stdout.starts_with("target \"pvc\"\n"),
        "{}",
        legal.stdout
    );
    // pvc-legal IR (qw_scatter, exec 16) lowers again as it says, for pvc.
    let again = dir.join("legal.mir");
    std::fs::write(&again, &legal.stdout).expect("write");
    let r = memlower(&["lower", again.to_str().expect("utf-8 path")]);
    assert_eq!(r.code, 0, "the legalised IR lowers again: {}", r.stderr);
    assert!(r.stdout.contains("for pvc"), "{}", r.stdout);
    let opt = memlower(&["opt", src, "--target", "dg2", "-p", "dce"]);
    assert_eq!(opt.code, 0, "{}", opt.stderr);
    assert!(opt.stdout.starts_with("target \"dg2\"\n"), "{}", opt.stdout);
    // Without --target, the module's own line stays.
    let plain = memlower(&["opt", src, "-p", "dce"]);
    assert!(
        plain.stdout.starts_with("target \"tgllp\"\n"),
        "{}",
        plain.stdout
    );
}

#[test]
fn time_passes_lists_every_stage_of_the_session() {
    let run = memlower(&[
        "lower",
        "examples/particles_aos.mir",
        "--target",
        "dg2",
        "--time-passes",
        "-o",
        "/dev/null",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let table = run
        .stderr
        .split("memlower stage timing report")
        .nth(1)
        .expect("the stage table follows the pass table");
    let stages: Vec<&str> = table
        .lines()
        .filter_map(|l| l.split_whitespace().nth(3).map(|_| l))
        .filter(|l| l.contains('%') && !l.contains("Total"))
        .map(|l| l.split("  ").last().unwrap_or("").trim())
        .collect();
    let mut want = vec!["parse", "lint", "verify"];
    let passes: Vec<String> = memlower::lowering::session::default_pipeline()
        .split(',')
        .map(|p| format!("pass {p}"))
        .collect();
    want.extend(passes.iter().map(String::as_str));
    want.extend(["legal-check", "lower", "regalloc", "report", "emit"]);
    assert_eq!(stages, want, "{}", run.stderr);
}

/// `--surfaces`: the default (`bindings`) sets each surface's binding-table index with `movs`
/// and passes no surface as an input; `inputs` passes each as a 4-byte input from byte 64 and
/// sets none; anything else is refused with the two choices. `check` takes the same option.
#[test]
fn the_surface_abi_is_chosen_on_the_command_line() {
    let file = "examples/copy_f32.mir";
    let default = memlower(&["lower", file, "--target", "tgllp"]);
    assert_eq!(default.code, 0, "{}", default.stderr);
    assert!(
        default.stdout.contains("movs (M1_NM, 1) s_"),
        "{}",
        default.stdout
    );
    assert!(!default.stdout.contains(".input s_"), "{}", default.stdout);
    let inputs = memlower(&["lower", file, "--target", "tgllp", "--surfaces", "inputs"]);
    assert_eq!(inputs.code, 0, "{}", inputs.stderr);
    assert!(!inputs.stdout.contains("movs"), "{}", inputs.stdout);
    assert!(
        inputs.stdout.contains(" offset=64 size=4"),
        "{}",
        inputs.stdout
    );
    assert!(inputs.stdout.contains(".input s_"), "{}", inputs.stdout);
    abi_option_choices(file, "--surfaces", ["bindings", "inputs"], "bti");
}

/// `option` refuses `bad` naming both `choices`, and `check` passes `file` under each choice.
fn abi_option_choices(file: &str, option: &str, choices: [&str; 2], bad: &str) {
    let refused = memlower(&["lower", file, "--target", "tgllp", option, bad]);
    assert_ne!(refused.code, 0);
    assert!(
        choices.iter().all(|c| refused.stderr.contains(c)),
        "{}",
        refused.stderr
    );
    for abi in choices {
        let c = memlower(&[
            "check", file, "--target", "tgllp", "--trials", "5", option, abi,
        ]);
        assert_eq!(c.code, 0, "{abi}: {}{}", c.stdout, c.stderr);
        assert!(c.stdout.contains(" 0 mismatches"), "{abi}: {}", c.stdout);
    }
}

/// `--lane-id`: the default (`computed`) builds the lane index and declares no `lane_id`;
/// `input` declares `.input lane_id` (16 words, on the next GRF after the arguments) and reads
/// it; anything else is refused with the two choices. `check` takes the same option.
#[test]
fn the_lane_id_abi_is_chosen_on_the_command_line() {
    let file = "peers/f32_saxpy.mir";
    let default = memlower(&["lower", file, "--target", "tgllp"]);
    assert_eq!(default.code, 0, "{}", default.stderr);
    assert!(!default.stdout.contains("lane_id"), "{}", default.stdout);
    let input = memlower(&["lower", file, "--target", "tgllp", "--lane-id", "input"]);
    assert_eq!(input.code, 0, "{}", input.stderr);
    assert!(
        input.stdout.contains(".input lane_id offset=96 size=32"),
        "{}",
        input.stdout
    );
    abi_option_choices(file, "--lane-id", ["computed", "input"], "payload");
}
