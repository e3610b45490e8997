//! The lowering's choices made by the cost model (passes/src/cost.rs, docs/COST-MODEL.md) and
//! the typed-read and mask rewrites of issue 28: each is shown on a kernel, checked by
//! `memlower check`, and each has a planted bug that the checker catches.
//!
//! - a multi-channel store of data from two 8-lane typed reads is stored group by group
//!   (`split-groups`, `StoreGroupOffsets`);
//! - 3D reads of uniform coordinates share one V/R/LOD block (`lower/memory.rs`,
//!   `TypedBlockLod`);
//! - mask logic on masks kept as 8-lane runs is one predicate instruction per run
//!   (`lower/masks.rs`, `MaskRunPair`).

use memlower::ir::parse::parse_module;
use memlower::ir::Module;
use memlower::passes::target::Target;
use memlower_check::mutation::Mutation;
use memlower_check::{check_module, CheckOptions, CheckReport};
use std::path::Path;

fn read(dir: &str, name: &str) -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).join(name);
    let text = std::fs::read_to_string(&path).expect("the kernel is readable");
    parse_module(&text).expect("the kernel parses")
}

fn visa(m: &Module, target: &str) -> String {
    let t = Target::by_name(target).expect("a known target");
    let out = memlower::compile(m, t, &memlower::Options::default()).expect("it compiles");
    out.kernels[0].visa.clone()
}

fn check(m: &Module, target: &str, mutation: Option<Mutation>) -> CheckReport {
    let opts = CheckOptions {
        trials: 20,
        seed: 1,
        mutation,
        ..CheckOptions::default()
    };
    check_module(m, &Target::parse(target).expect("known target"), &opts)
}

/// Clean without the mutation, a mismatch with it.
fn assert_caught(mutation: Mutation, m: &Module, target: &str) {
    let clean = check(m, target, None);
    assert!(
        clean.totals().is_clean() && clean.totals().compared > 0,
        "{target}: must pass without {mutation:?}: {}",
        clean.totals()
    );
    let bad = check(m, target, Some(mutation)).totals();
    assert_eq!(
        bad.pipeline_bugs, 0,
        "{target}: {mutation:?} must pass the verifier"
    );
    assert!(
        bad.mismatches > 0,
        "{target}: {mutation:?} must be caught: {bad}"
    );
}

/// Lines of `text` that are vISA instructions starting with `op`.
fn count(text: &str, op: &str) -> usize {
    text.lines()
        .filter(|l| l.trim_start().starts_with(op))
        .count()
}

#[test]
fn a_store_of_two_typed_halves_is_two_stores_without_moves() {
    // 16 lanes of RGBA from two 8-lane typed reads: one 16-lane store would first interleave
    // 4 channels x 2 halves (8 moves); the cost model (1 send against 8 moves) stores each
    // half where its read left it.
    let m = read("peers", "img2d_read_f.mir");
    for t in ["tgllp", "dg2"] {
        let v = visa(&m, t);
        assert_eq!(count(&v, "scatter4_scaled.RGBA (M1_NM, 8)"), 2, "{t}:\n{v}");
        assert_eq!(
            count(&v, "scatter4_scaled.RGBA (M1_NM, 16)"),
            0,
            "{t}:\n{v}"
        );
        // The V payload and the LOD's zeros: nothing else moves.
        assert_eq!(count(&v, "mov "), 2, "{t}:\n{v}");
        assert_caught(Mutation::StoreGroupOffsets, &m, t);
    }
}

#[test]
fn a_one_channel_store_of_typed_halves_stays_one_store() {
    // One channel: the halves are adjacent registers already, so one 16-lane store is cheaper.
    let m = read("peers", "img1d_read_ui.mir");
    let v = visa(&m, "tgllp");
    assert_eq!(count(&v, "scatter_scaled.4 (M1_NM, 16)"), 1, "{v}");
}

#[test]
fn three_d_reads_share_one_vrl_block() {
    // img3d_read_f: two 8-lane reads of one splatted V and R, no LOD: one block of V, R and
    // zeros (three moves) that both messages read.
    let m = read("peers", "img3d_read_f.mir");
    for t in ["tgllp", "dg2"] {
        let v = visa(&m, t);
        assert_eq!(count(&v, "gather4_typed"), 2, "{t}:\n{v}");
        assert_eq!(
            count(&v, "gather4_typed") - v.matches("vrl.0 vrl.32 vrl.64").count(),
            0,
            "{t}: both reads take the block:\n{v}"
        );
        assert_eq!(count(&v, "mov "), 3, "{t}:\n{v}");
    }
    // volume3d reads one voxel at LOD 0 and at `%level`: two blocks, and one looked up
    // without its LOD reads the coarse level at LOD 0.
    let m = read("examples", "volume3d.mir");
    for t in ["tgllp", "dg2"] {
        assert_caught(Mutation::TypedBlockLod, &m, t);
    }
}

/// Two 16-lane masks each made of two 8-lane compares (`concat`), combined with `and`.
const HALVES: &str = "
surface @dst : untyped

func @halves(%a: vec<8 x i32>, %b: vec<8 x i32>, %c: vec<8 x i32>, %d: vec<8 x i32>, %k: i32) {
entry:
  %kv = splat %k : vec<8 x i32>
  %ma = cmp slt %a, %kv : mask<8>
  %mb = cmp slt %b, %kv : mask<8>
  %mc = cmp slt %c, %kv : mask<8>
  %md = cmp slt %d, %kv : mask<8>
  %m1 = concat %ma, %mb : mask<16>
  %m2 = concat %mc, %md : mask<16>
  %m = and %m1, %m2 : mask<16>
  %lane = lane.index : vec<16 x i32>
  %four = const 4 : vec<16 x i32>
  %off = mul %lane, %four : vec<16 x i32>
  scatter @dst[%off], %lane mask %m align 4
  ret
}
";

#[test]
fn mask_logic_on_halves_is_one_instruction_per_half() {
    let m = parse_module(HALVES).expect("parses");
    for t in ["tgllp", "dg2", "pvc"] {
        let v = visa(&m, t);
        // Two predicate `and`s of 8 lanes; the scalar path would move each operand's halves
        // through a scalar (mov, and, mov, and, shl, or for each of the two operands).
        assert_eq!(count(&v, "and (M1_NM, 8) p_"), 2, "{t}:\n{v}");
        // The 16-lane scatter reads the two halves as one predicate: one assembly (mov, and
        // of the low half; mov, and, shl, or of the high half), not three.
        assert_eq!(count(&v, "shl (M1_NM, 1)"), 1, "{t}:\n{v}");
        assert_caught(Mutation::MaskRunPair, &m, t);
    }
}
