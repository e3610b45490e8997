//! Mutation proof: the differential checker catches deliberately wrong lowerings.
//!
//! Each `Mutation` (lowering/src/check/mutation.rs) is a plausible message-lowering bug, injected
//! for one check through `CheckOptions::mutation`. For each, the test checks a program that the correct
//! lowering passes and asserts that the mutated lowering fails on it with a *mismatch* (the
//! mutated kernel still passes the message verifier, so only the checker can tell), and that
//! the checker's own generator finds the bug too within a few hundred programs. The checker
//! runs the kernel read back from the emitted text, so a bug in the emitter alone
//! (`WordColumn`) is caught like a lowering bug.

use memlower::ir::parse::parse_module;
use memlower::ir::rng::Rng;
use memlower::ir::Module;
use memlower::lowering::check::gen::{random_program, ProgramConfig};
use memlower::lowering::check::mutation::{with_mutation, Mutation};
use memlower::lowering::check::{check_module, lower_for_check, CheckOptions, CheckReport};
use memlower::lowering::{genx, LowerOptions};
use memlower::passes::target::Target;
use std::path::Path;

/// 64-bit data that must go through registers (an `add`) between its gather and its scatter,
/// so the qword ↔ dword-pair conversions are real moves on every target.
const I64_ADD: &str = "
surface @src : untyped
surface @dst : untyped

func @twice(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %eight = const 8 : vec<8 x i32>
  %off = mul %lane, %eight : vec<8 x i32>
  %x = gather @src[%base + %off] align 8 : vec<8 x i64>
  %y = add %x, %x : vec<8 x i64>
  scatter @dst[%off], %y align 8
  ret
}
";

/// Two masks swapped through a loop on every back edge (`loop(%i1, %q, %p)` for the
/// parameters `(%i, %p, %q)`), then observed at the exit: the edge's parallel copy must read
/// both masks before writing either.
const MASK_SWAP: &str = "
func @swap(%a: mask<16>, %b: mask<16>, %trips: i32) {
entry:
  %zero = const 0 : i32
  %three = const 3 : i32
  %t = and %trips, %three : i32
  %one = const 1 : i32
  %n = add %t, %one : i32
  br loop(%zero, %a, %b)
loop(%i: i32, %p: mask<16>, %q: mask<16>):
  %i1 = add %i, %one : i32
  %more = cmp ult %i1, %n : mask<1>
  cond_br %more, loop(%i1, %q, %p), exit(%p, %q)
exit(%r: mask<16>, %s: mask<16>):
  sink %r, %s
  ret
}
";

/// The channels of a gathered `vec<8 x 4 x i32>` rotated by one through an `add` each and
/// scattered back: built in the gathered registers, the first part would overwrite the channel
/// the last part still reads.
const ROTATE: &str = "
surface @buf : untyped

func @rotate(%k: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %sixteen = const 16 : vec<8 x i32>
  %off = mul %lane, %sixteen : vec<8 x i32>
  %v = gather @buf[%off] align 16 : vec<8 x 4 x i32>
  %kv = splat %k : vec<8 x i32>
  %x = chan.extract %v[0] : vec<8 x i32>
  %y = chan.extract %v[1] : vec<8 x i32>
  %z = chan.extract %v[2] : vec<8 x i32>
  %w = chan.extract %v[3] : vec<8 x i32>
  %y1 = add %y, %kv : vec<8 x i32>
  %z1 = add %z, %kv : vec<8 x i32>
  %w1 = add %w, %kv : vec<8 x i32>
  %x1 = add %x, %kv : vec<8 x i32>
  %r = chan.pack %y1, %z1, %w1, %x1 : vec<8 x 4 x i32>
  scatter @buf[%off], %r align 16
  ret
}
";

/// f64 products and sums on data gathered from random memory: inexact results whose rounding
/// needs the sticky bits (`soft-f64` on the targets without fp64).
const F64_MUL_ADD: &str = "
surface @src : untyped
surface @dst : untyped

func @mul_add(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %eight = const 8 : vec<8 x i32>
  %off = mul %lane, %eight : vec<8 x i32>
  %x = gather @src[%base + %off] align 8 : vec<8 x f64>
  %y = gather @src[%off] align 8 : vec<8 x f64>
  %p = mul %x, %y : vec<8 x f64>
  %s = add %p, %x : vec<8 x f64>
  scatter @dst[%off], %s align 8
  ret
}
";

fn example(name: &str) -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("example is readable");
    parse_module(&text).expect("example parses")
}

fn check(m: &Module, target: &str, mutation: Option<Mutation>, seed: u64) -> CheckReport {
    let opts = CheckOptions {
        trials: 20,
        seed,
        mutation,
        ..CheckOptions::default()
    };
    check_module(m, Target::by_name(target).expect("known target"), &opts)
}

/// The program passes with the correct lowering and fails with `mutation`, by a mismatch.
/// [`assert_caught`] on every target.
fn assert_caught_everywhere(mutation: Mutation, m: &Module, program: &str) {
    for t in ["tgllp", "xehp", "dg2", "pvc"] {
        assert_caught(mutation, m, program, t);
    }
}

fn assert_caught(mutation: Mutation, m: &Module, program: &str, target: &str) {
    let clean = check(m, target, None, 1);
    assert!(
        clean.totals().is_clean() && clean.totals().compared > 0,
        "{program} on {target} must pass without the mutation: {}",
        clean.totals()
    );
    let report = check(m, target, Some(mutation), 1);
    let totals = report.totals();
    assert_eq!(
        totals.pipeline_bugs, 0,
        "{mutation:?} must get past the message verifier on {program}: {:?}",
        report.functions
    );
    let first = report.mismatches().next();
    let Some(mm) = first else {
        panic!("{mutation:?} was not caught on {program} ({target}): {totals}");
    };
    // The report names the function, the trial and the first difference.
    let text = mm.to_string();
    assert!(
        text.contains(&format!("@{}", mm.function)) && text.contains("trial seed"),
        "{text}"
    );
}

#[test]
fn wrong_scatter4_channel_stride_is_caught_on_pvc() {
    // PVC has 16 dwords per GRF: a SIMD8 SCATTER4_SCALED payload has its channels one GRF
    // apart (64 bytes), not 8 dwords (32 bytes). 32-byte-GRF targets cannot tell the two apart.
    let m = example("image2d_blur.mir");
    assert_caught(Mutation::Scatter4ChannelStride, &m, "image2d_blur", "pvc");
    let same = check(&m, "dg2", Some(Mutation::Scatter4ChannelStride), 1);
    assert!(same.totals().is_clean(), "{}", same.totals());
}

#[test]
fn wrong_execution_mask_offset_is_caught() {
    // The high half of a 32-lane mask argument predicates its message at M5.
    let m = example("gather_two_halves.mir");
    assert_caught_everywhere(Mutation::MaskOffset, &m, "gather_two_halves");
}

#[test]
fn off_by_one_block_count_is_caught() {
    let m = example("copy_f32.mir");
    assert_caught_everywhere(Mutation::BlockCount, &m, "copy_f32");
}

#[test]
fn swapped_dwords_of_64_bit_data_are_caught() {
    let m = parse_module(I64_ADD).expect("the test program parses");
    assert_caught_everywhere(Mutation::SwapDwords, &m, "i64 add");
}

#[test]
fn dropped_predicate_is_caught() {
    let m = example("saxpy_tail31.mir");
    assert_caught_everywhere(Mutation::DropPredicate, &m, "saxpy_tail31");
}

#[test]
fn dropped_base_is_caught() {
    let m = example("copy_f32.mir");
    assert_caught_everywhere(Mutation::DropBase, &m, "copy_f32");
}

#[test]
fn swapped_image_coordinates_are_caught() {
    let m = example("image2d_blur.mir");
    assert_caught_everywhere(Mutation::SwapUv, &m, "image2d_blur");
}

#[test]
fn lane_groups_numbered_from_zero_are_caught() {
    // split-groups cuts the 31-lane `lane.index` into groups at lanes 0 and 16; the second
    // numbered from 0 reads and writes the first 15 elements again.
    let m = example("saxpy_tail31.mir");
    assert_caught_everywhere(Mutation::GroupLaneIndex, &m, "saxpy_tail31");
}

#[test]
fn wrong_packed_lane_index_immediate_is_caught() {
    // `%i = add %first.v, %lane` over 16 lanes reads the lane index as two packed immediates,
    // `0x76543210:v` and `0xFEDCBA98:uv`: lanes 8..15 given the first half's nibbles read and
    // write the first 8 elements again.
    let m = example("llvm_indexed_fma.mir");
    assert_caught_everywhere(Mutation::LaneImmediate, &m, "llvm_indexed_fma");
}

#[test]
fn address_sums_shared_across_global_offsets_are_caught() {
    // copy64 reads each 64-bit lane as two dwords, at global offsets base and base + 4 of the
    // same offsets: one sum for both reads the low dword twice.
    let m = example("copy64.mir");
    assert_caught_everywhere(Mutation::AddressSumKey, &m, "copy64");
}

#[test]
fn a_pack_over_channels_another_part_reads_is_caught() {
    let m = parse_module(ROTATE).expect("the test program parses");
    for t in ["tgllp", "xehp", "dg2", "pvc"] {
        assert_caught(Mutation::PackChannels, &m, "rotate", t);
        assert_caught(Mutation::PackOverLive, &m, "rotate", t);
    }
}

#[test]
fn declarations_shared_while_live_are_caught() {
    // Declaration sharing (lowering/src/lower/share.rs) makes roots that are never live
    // together views of one declaration; ignoring interference puts two of aos_soa_rgba's
    // values that are live at once in one register block.
    let m = example("aos_soa_rgba.mir");
    assert_caught_everywhere(Mutation::ShareLive, &m, "aos_soa_rgba");
}

#[test]
fn padding_lanes_left_enabled_are_caught() {
    // The second lane group of 31 lanes is one 16-lane message whose lane 15 is padding: its
    // predicate bit must be cleared (the compare's bit 15 is `first + 31 < n`, often true).
    let m = example("saxpy_tail31.mir");
    assert_caught_everywhere(Mutation::PaddedTail, &m, "saxpy_tail31");
}

#[test]
fn mask_block_arguments_never_conflicting_is_caught() {
    let m = parse_module(MASK_SWAP).expect("the test program parses");
    assert_caught_everywhere(Mutation::MaskEdgeConflict, &m, "mask swap");
}

/// The emitter writes the column of 16-bit data in dwords: `v(0,4)` where `v(0,8)` is meant.
/// The message IR is right and the finalizer compiles the wrong text, so only a check that
/// runs the text sees it.
#[test]
fn wrong_region_column_of_16_bit_data_in_the_text_is_caught() {
    let m = example("stateless_i16_clamp.mir");
    assert_caught_everywhere(Mutation::WordColumn, &m, "stateless_i16_clamp");
    let t = Target::by_name("dg2").expect("known target");
    // The naive kernel: the aware one keeps this example's 16-bit values at column 0 (the
    // word view of a dword payload), where both spellings of the column agree.
    let naive = LowerOptions {
        naive: true,
        ..LowerOptions::default()
    };
    let lower = |mutation| {
        with_mutation(mutation, || lower_for_check(&m, t, &naive))
            .expect("the example lowers")
            .functions
            .remove(0)
    };
    let (right, wrong) = (lower(None), lower(Some(Mutation::WordColumn)));
    assert_eq!(right.mir, wrong.mir, "the mutation is in the emitter only");
    assert_ne!(right.visa, wrong.visa, "the emitted text differs");
    if !genx::available() {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/ensure-deps.sh");
        let status = std::process::Command::new("bash").arg(script).status();
        assert!(
            genx::available(),
            "GenX_IR is required ({script}: {status:?})"
        );
    }
    let run = genx::run(&wrong.visa, t.platform).expect("GenX_IR runs");
    assert!(
        run.accepted(),
        "the finalizer accepts the wrong columns: {}",
        run.diagnosis()
    );
}

#[test]
fn a_nonzero_absent_lod_is_caught() {
    let m = example("image2d_blur.mir");
    assert_caught_everywhere(Mutation::LodNotZero, &m, "image2d_blur");
}

/// Lanes that make each of the LLVM-level lowerings observable: NaNs in every other lane
/// (`inf - inf`), zeros of both signs (`x * 0` against `+0`), negative in-range floats
/// (`sitofp` of loaded integers) and negative integers for `ashr`.
const LLVM_OPS: &str = "
surface @src : untyped
surface @dst : untyped

func @ops(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %four = const 4 : vec<8 x i32>
  %off = mul %lane, %four : vec<8 x i32>
  %i = gather @src[%base + %off] align 4 : vec<8 x i32>
  %x = sitofp %i : vec<8 x f32>
  %inf = const 1.0e300 : vec<8 x f32>
  %nan = sub %inf, %inf : vec<8 x f32>
  %odd = const [0, 1, 0, 1, 0, 1, 0, 1] : mask<8>
  %y = select %odd, %nan, %x : vec<8 x f32>
  %ult = fcmp ult %y, %x : mask<8>
  %zero = const 0.0 : vec<8 x f32>
  %z = mul %x, %zero : vec<8 x f32>
  %lo = minnum %z, %zero : vec<8 x f32>
  %half = const 0.5 : vec<8 x f32>
  %f = fma %x, %half, %x : vec<8 x f32>
  %back = fptosi %f : vec<8 x i32>
  %three = const 3 : vec<8 x i32>
  %sh = ashr %i, %three : vec<8 x i32>
  scatter @dst[%off], %back align 4
  sink %ult, %lo, %sh
  ret
}
";

#[test]
fn wrong_llvm_op_lowerings_are_caught() {
    let m = parse_module(LLVM_OPS).expect("the test program parses");
    for mutation in [
        Mutation::AsrLogical,
        Mutation::FcmpOrdered,
        Mutation::MadSwapAddend,
        Mutation::MinMaxZeroFix,
        Mutation::FpToSiUnsigned,
    ] {
        for t in ["tgllp", "xehp", "dg2", "pvc"] {
            assert_caught(mutation, &m, "llvm ops", t);
        }
    }
}

/// 64-bit `add` without the carry between its 32-bit halves, on the targets that compute it in
/// halves (no 64-bit integer ALU): `x + x` carries whenever bit 31 of `x` is set.
#[test]
fn dropped_carry_of_i64_halves_is_caught() {
    let m = parse_module(I64_ADD).expect("the test program parses");
    for t in ["tgllp", "dg2"] {
        assert_caught(Mutation::DropCarry, &m, "i64 add", t);
    }
}

#[test]
fn soft_f64_rounding_without_sticky_bits_is_caught() {
    let m = parse_module(F64_MUL_ADD).expect("parses");
    for t in ["tgllp", "dg2"] {
        assert_caught(Mutation::SoftF64Sticky, &m, "f64 mul add", t);
    }
}

/// The mutations the generated programs do not reach, each caught by its own test:
/// `DropCarry` (below), `MergeAcrossWrap` (a record merge at `align 4` with a lane 4 bytes below
/// 2^32: the checker's bases are that negative once in 60 trials and its records rarely merge;
/// `grey_zones::merging_across_a_possible_wrap_is_caught`), `KeptDisabledLanes` (the generator
/// writes no `select` of a masked gather on its own mask with a value made before it, the LLVM
/// importer's passthru form; `grey_zones::a_lowering_relying_on_kept_disabled_lanes_is_caught`).
const NOT_GENERATED: [Mutation; 3] = [
    Mutation::DropCarry,
    Mutation::MergeAcrossWrap,
    Mutation::KeptDisabledLanes,
];

/// The random programs of the property test find every mutation too: the first generated
/// program (seeds from 0, targets in turn) on which the mutated lowering mismatches while the
/// correct one agrees. All but `DropCarry`: among the first 400 programs, 5 compute an i64
/// `add`/`sub` on a target without int64 and none makes its result observable (a sink or a
/// scatter), so the search cannot find it; `dropped_carry_of_i64_halves_is_caught` does.
#[test]
fn generated_programs_catch_every_mutation() {
    const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];
    for mutation in Mutation::ALL
        .into_iter()
        .filter(|m| !NOT_GENERATED.contains(m))
    {
        let mut found = None;
        for seed in 0..400u64 {
            // PVC first for the PVC-only stride bug.
            let target = TARGETS[((seed + 3) % 4) as usize];
            let m = random_program(&mut Rng::new(seed), &ProgramConfig::default());
            let opts = |mutation| CheckOptions {
                trials: 3,
                seed,
                naive: false,
                mutation,
                ..CheckOptions::default()
            };
            let t = Target::by_name(target).expect("known target");
            let mutated = check_module(&m, t, &opts(Some(mutation)));
            if mutated.totals().mismatches == 0 {
                continue;
            }
            if check_module(&m, t, &opts(None)).totals().is_clean() {
                found = Some((seed, target));
                break;
            }
        }
        assert!(
            found.is_some(),
            "{mutation:?}: no generated program among 400 caught it"
        );
        eprintln!("{mutation:?}: caught by generated program {found:?}");
    }
}
