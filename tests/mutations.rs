//! Mutation proof: the differential checker catches deliberately wrong lowerings.
//!
//! Each `Mutation` (lowering/src/mutation.rs) is a plausible message-lowering bug, injected
//! for one check through `CheckOptions::mutation`. For each, the test checks a program that the correct
//! lowering passes and asserts that the mutated lowering fails on it with a *mismatch* (the
//! mutated kernel still passes the message verifier, so only the checker can tell), and that
//! the checker's own generator finds the bug too within a few hundred programs. Two kinds are
//! shown otherwise: `AddressSpanEarly` makes a message's destination overlap its operands,
//! which the verifier refuses, so its test also runs the unverified kernel's text in the
//! message interpreter; and the emulation bugs random data cannot show are caught by the edge
//! functions of their own op family (`check/tests/data/{i64,f64}_edges.mir`). The checker
//! runs the kernel read back from the emitted text, so a bug in the emitter alone
//! (`WordColumn`) is caught like a lowering bug.

mod lowering_common;

use lowering_common::CHECK_TARGETS;
use memlower::ir::parse::parse_module;
use memlower::ir::rng::Rng;
use memlower::ir::Module;
use memlower::lowering::{LowerOptions, SurfaceAbi};
use memlower::passes::target::Target;
use memlower_check::gen::{random_program, ProgramConfig};
use memlower_check::genx;
use memlower_check::mutation::{with_mutation, Mutation};
use memlower_check::{check_module, lower_for_check, CheckOptions, CheckReport};
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
    check_module(m, &Target::parse(target).expect("known target"), &opts)
}

/// The program passes with the correct lowering and fails with `mutation`, by a mismatch.
/// [`assert_caught`] on every target of `lowering_common::CHECK_TARGETS` (PVC without its
/// 64-bit ALU among them).
fn assert_caught_everywhere(mutation: Mutation, m: &Module, program: &str) {
    for (t, _) in CHECK_TARGETS {
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

/// Two values live at once, each scattered: only scatters, whose destination is memory, so
/// sharing their registers breaks no message rule the verifier enforces.
const TWO_LIVE: &str = "
surface @dst : untyped
surface @out : untyped

func @two_live(%x: vec<16 x i32>, %y: vec<16 x i32>) {
entry:
  %lane = lane.index : vec<16 x i32>
  %four = const 4 : vec<16 x i32>
  %off = mul %lane, %four : vec<16 x i32>
  %s = add %x, %y : vec<16 x i32>
  %p = mul %x, %y : vec<16 x i32>
  scatter @dst[%off], %s align 4
  scatter @out[%off], %p align 4
  ret
}
";

#[test]
fn declarations_shared_while_live_are_caught() {
    // Declaration sharing (lowering/src/lower/share.rs) makes roots that are never live
    // together views of one declaration; ignoring interference puts `%s` and `%p`, live at
    // once, in one register block.
    let m = parse_module(TWO_LIVE).expect("the test program parses");
    assert_caught_everywhere(Mutation::ShareLive, &m, "two live");
    // Where a gather's destination lands on its own offsets, the verifier refuses the kernel
    // before the checker runs it (docs/SPEC-COVERAGE.md C13).
    // Which kernel shows it depends on the groups sharing picks; some example on some target
    // does.
    let mut refused = Vec::new();
    for name in [
        "aos_soa_rgba.mir",
        "slm_transpose.mir",
        "gather_two_halves.mir",
        "particles_aos.mir",
    ] {
        let m = example(name);
        for t in ["tgllp", "dg2", "pvc"] {
            let report = check(&m, t, Some(Mutation::ShareLive), 1);
            for f in &report.functions {
                if let memlower_check::FunctionStatus::PipelineBug { error } = &f.status {
                    if error.contains("overlaps the offsets operand") {
                        refused.push(format!("{name} {} on {t}", f.name));
                    }
                }
            }
        }
    }
    assert!(!refused.is_empty(), "no overlap refused");
}

/// A vector constant of small, unequal integers: one packed immediate per 8 lanes
/// (`lower/alu.rs`), 13 lanes so the second run is padded.
const SMALL_CONSTANTS: &str = "
surface @out : untyped

func @digits(%base: i32) {
entry:
  %lane = lane.index : vec<13 x i32>
  %four = const 4 : vec<13 x i32>
  %off = mul %lane, %four : vec<13 x i32>
  %c = const [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9] : vec<13 x i32>
  %d = const [-1, -2, 0, 7, -8, 1, 2, 3, 0, 0, -3, 4, 5] : vec<13 x i16>
  %e = sext %d : vec<13 x i32>
  %s = add %c, %e : vec<13 x i32>
  scatter @out[%base + %off], %s align 4
  ret
}
";

#[test]
fn packed_constants_in_the_wrong_lane_order_are_caught() {
    // `:uv` for the i32 digits, `:v` for the signed i16s; reversed nibbles put each value in
    // another lane.
    let m = parse_module(SMALL_CONSTANTS).expect("the test program parses");
    assert_caught_everywhere(Mutation::PackedConst, &m, "small constants");
}

#[test]
fn padding_lanes_left_enabled_are_caught() {
    // The second lane group of 31 lanes is one 16-lane message whose lane 15 is padding: its
    // predicate bit must be cleared (the compare's bit 15 is `first + 31 < n`, often true).
    let m = example("saxpy_tail31.mir");
    assert_caught_everywhere(Mutation::PaddedTail, &m, "saxpy_tail31");
}

/// Qwords read, computed on and stored: the gathered dword planes are zipped into qword lanes
/// for the `xor` (gathered qwords stored as they are need no zip: `scatter4_scaled.rg` writes
/// the planes).
const QWORD_XOR: &str = r#"
surface @src : untyped
surface @dst : untyped

func @qword_xor(%base: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %three = const 3 : vec<16 x i32>
  %off = shl %lane, %three : vec<16 x i32>
  %v = gather @src[%base + %off] align 8 : vec<16 x i64>
  %k = const 81985529216486895 : vec<16 x i64>
  %x = xor %v, %k : vec<16 x i64>
  scatter @dst[%base + %off], %x align 8
  ret
}
"#;

#[test]
fn split_pieces_left_at_the_first_lanes_are_caught() {
    // The zip of 16 gathered qwords from their dword planes: on a 32-byte GRF each strided
    // move would span four GRFs (vISA region rule 6), so it is split into two moves of 8
    // lanes; a second piece left at the first piece's origins never writes lanes 8..15. PVC's
    // 64-byte GRFs need no split, so the mutation changes nothing there.
    let m = parse_module(QWORD_XOR).expect("the test program parses");
    for t in ["xehp", "dg2"] {
        assert_caught(Mutation::SplitOrigin, &m, "qword xor", t);
    }
    let same = check(&m, "pvc", Some(Mutation::SplitOrigin), 1);
    assert!(same.totals().is_clean(), "pvc: {}", same.totals());
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
    lowering_common::ensure_genx();
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
  %magic = const 0x55555556 : vec<8 x i32>
  %hi = smulh %i, %magic : vec<8 x i32>
  scatter @dst[%off], %back align 4
  sink %ult, %lo, %sh, %hi
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
        Mutation::MulhUnsigned,
    ] {
        for t in ["tgllp", "xehp", "dg2", "pvc"] {
            assert_caught(mutation, &m, "llvm ops", t);
        }
    }
}

/// 64-bit `add` without the carry between its 32-bit halves, on the targets that compute it in
/// halves (no 64-bit integer ALU), on both GRF widths: `x + x` carries whenever bit 31 of `x`
/// is set.
#[test]
fn dropped_carry_of_i64_halves_is_caught() {
    let m = parse_module(I64_ADD).expect("the test program parses");
    for t in ["tgllp", "dg2", "pvc-no64"] {
        assert_caught(Mutation::DropCarry, &m, "i64 add", t);
    }
}

#[test]
fn soft_f64_rounding_without_sticky_bits_is_caught() {
    let m = parse_module(F64_MUL_ADD).expect("parses");
    for t in ["tgllp", "dg2", "pvc-no64"] {
        assert_caught(Mutation::SoftF64Sticky, &m, "f64 mul add", t);
    }
}

/// The mutations the generated programs do not reach, each caught by its own test:
/// `BorrowCompare` (it needs equal low halves) and `SoftF64Sign` (no program among the first
/// 800 shows it), caught by their edge functions (`i64_emulation_bugs_fail_their_own_edge_functions`,
/// `soft_f64_bugs_fail_their_own_edge_functions`), `MergeAcrossWrap` (a record merge at `align 4` with a lane 4 bytes below
/// 2^32: the checker's bases are that negative once in 60 trials and its records rarely merge;
/// `grey_zones::merging_across_a_possible_wrap_is_caught`), `KeptDisabledLanes` (the generator
/// writes no `select` of a masked gather on its own mask with a value made before it, the LLVM
/// importer's passthru form; `grey_zones::a_lowering_relying_on_kept_disabled_lanes_is_caught`),
/// `SoftF64NegNan` (the generator writes no `sub` from a constant -0.0; caught by its edge
/// function `@f64_neg`, `soft_f64_bugs_fail_their_own_edge_functions`), `ScatterTruncWidth`
/// (the generator chooses no message: a word scatter of bytes needs an explicit `via`;
/// `a_scatter_of_truncated_dwords_keeps_its_width`), `LaneIdOffByOne` (it needs the lane-id
/// input ABI, which the generated checks do not lower for; `tests/lane_id_abi.rs`),
/// `StoreGroupOffsets`, `TypedBlockLod` and `MaskRunPair` (a multi-channel store of typed
/// reads, 3D reads at two LODs, mask logic on `concat`s of 8-lane compares: shapes the
/// generator is not known to write; each is caught on its own kernel in
/// `tests/cost_choices.rs`). `LaneIdShareEarly` needs `--lane-id input`, which the generated
/// programs' checks do not use (`lane_id_abi::lane_id_registers_reused_only_after_their_last_read`),
/// `SoftF64NegCarry` and `SoftF64InfZero` (they need a negated f64 sum with a zero low word,
/// an infinity times a zero: caught by their edge functions `@f64_add_sub` and
/// `@f64_specials`, `soft_f64_bugs_fail_their_own_edge_functions`), `AndHalfZeroCopied` (it
/// needs an i64 `and` with a constant whose half is 0 on a target without int64; caught by its
/// edge function `@i64_logic`, `i64_emulation_bugs_fail_their_own_edge_functions`),
/// `SinkMaskEarly` (it needs a kept mask made by several instructions;
/// `a_kept_mask_is_copied_once_it_is_complete`), `SoftF64JamMask` (it needs an f64 `fma` whose
/// smaller side is shifted out next to a tie; caught by `@f64_fma_jam`), `SoftF64ClzHalves` (it
/// needs an f64 cancellation down to the low 64 bits of the window; `@f64_fma_jam`),
/// `Add3SubAsAdd` (a sum of scalars subtracted from a vector, on a target with `add3`),
/// `Add3OperandsUnread` (a gather between the two adds, of their operands' type),
/// `UnmaskedShift` (a byte or word read shifted right and stored narrow) and `ShiftMask` (a
/// product masked and shifted left), each caught by its own program in `tests/alu_folds.rs`;
/// `InFlightLendLive` (an op of values computed before a message, the message's operand read
/// again later; `an_op_over_a_live_in_flight_operand_is_caught`), `LateMaskOrder` (a block over
/// the flag budget with a mask made from masks; `masks_placed_out_of_order_are_caught`),
/// `LateMaskAfterReader` (a mask read only in another block; the same test).
const NOT_GENERATED: [Mutation; 24] = [
    Mutation::BorrowCompare,
    Mutation::SoftF64Sign,
    Mutation::MergeAcrossWrap,
    Mutation::KeptDisabledLanes,
    Mutation::SoftF64NegNan,
    Mutation::ScatterTruncWidth,
    Mutation::LaneIdOffByOne,
    Mutation::LaneIdShareEarly,
    Mutation::StoreGroupOffsets,
    Mutation::TypedBlockLod,
    Mutation::MaskRunPair,
    Mutation::SoftF64NegCarry,
    Mutation::SoftF64InfZero,
    Mutation::AndHalfZeroCopied,
    Mutation::SinkMaskEarly,
    Mutation::SoftF64JamMask,
    Mutation::SoftF64ClzHalves,
    Mutation::Add3SubAsAdd,
    Mutation::Add3OperandsUnread,
    Mutation::UnmaskedShift,
    Mutation::ShiftMask,
    Mutation::InFlightLendLive,
    Mutation::LateMaskOrder,
    Mutation::LateMaskAfterReader,
];

/// Eight 16-lane masks live at once (over the four flag subregisters of tgllp and dg2), so
/// `late-masks` moves each next to its reader; `%both` is made from two of them. Placed in the
/// order found, `%both` lands before the compares it reads: a pure reorder cannot change a
/// value, so the bug shows as IR the verifier refuses after the pipeline, which `check`
/// reports as a pipeline bug (as it does `AddressSpanEarly`'s overlap).
const EIGHT_MASKS: &str = "
surface @src : untyped
surface @dst : untyped

func @clamp4(%base: i32, %lo: f32, %hi: f32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %four = const 4 : vec<16 x i32>
  %off = mul %lane, %four : vec<16 x i32>
  %sixty4 = const 64 : vec<16 x i32>
  %off1 = add %off, %sixty4 : vec<16 x i32>
  %vlo = splat %lo : vec<16 x f32>
  %vhi = splat %hi : vec<16 x f32>
  %x0 = gather @src[%base + %off] align 4 : vec<16 x f32>
  %x1 = gather @src[%base + %off1] align 4 : vec<16 x f32>
  %c0 = fcmp olt %x0, %vlo : mask<16>
  %c1 = fcmp olt %x1, %vlo : mask<16>
  %d0 = fcmp ogt %x0, %vhi : mask<16>
  %d1 = fcmp ogt %x1, %vhi : mask<16>
  %e0 = fcmp oeq %x0, %vhi : mask<16>
  %e1 = fcmp oeq %x1, %vhi : mask<16>
  %both = and %e0, %e1 : mask<16>
  %s0 = select %d0, %vhi, %x0 : vec<16 x f32>
  %s1 = select %d1, %vhi, %x1 : vec<16 x f32>
  %t0 = select %c0, %vlo, %s0 : vec<16 x f32>
  %t1 = select %c1, %vlo, %s1 : vec<16 x f32>
  %u0 = select %both, %vlo, %t0 : vec<16 x f32>
  scatter @dst[%base + %off], %u0 align 4
  scatter @dst[%base + %off1], %t1 align 4
  ret
}
";

/// A bound compared in the entry block and read only by the loop's exit test: `late-masks`
/// moves the compare into the loop's block, before the test.
const LOOP_BOUND_MASK: &str = "
surface @dst : untyped

func @count(%base: i32, %n: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %four = const 4 : vec<16 x i32>
  %off = mul %lane, %four : vec<16 x i32>
  %zero = const 0 : i32
  %three = const 3 : i32
  %t = and %n, %three : i32
  %stop = cmp sgt %t, %zero : mask<1>
  br loop(%zero)
loop(%i: i32):
  %one = const 1 : i32
  %j = add %i, %one : i32
  %v = splat %j : vec<16 x i32>
  scatter @dst[%base + %off], %v align 4
  %done = cmp sge %j, %t : mask<1>
  %out = or %done, %stop : mask<1>
  cond_br %out, exit, loop(%j)
exit:
  ret
}
";

#[test]
fn masks_placed_out_of_order_are_caught() {
    let cases = [
        (LOOP_BOUND_MASK, Mutation::LateMaskAfterReader),
        (EIGHT_MASKS, Mutation::LateMaskOrder),
    ];
    for (src, mutation) in cases {
        let m = parse_module(src).expect("parses");
        for t in ["tgllp", "dg2"] {
            let clean = check(&m, t, None, 1);
            assert!(
                clean.totals().is_clean() && clean.totals().compared > 0,
                "{mutation:?} {t}: {}",
                clean.totals()
            );
            let report = check(&m, t, Some(mutation), 1);
            assert!(
                report.totals().pipeline_bugs > 0,
                "{mutation:?} {t}: {}",
                report.totals()
            );
            let text = format!("{:?}", report.functions);
            assert!(text.contains("used before its definition"), "{t}: {text}");
            assert!(text.contains("pass `late-masks` broke it"), "{t}: {text}");
        }
    }
}

/// Masks a `sink` keeps go to their output dwords right where they are made (so their
/// predicates do not hold flag registers until the sink). `fcmp one` is two compares and an
/// `or` of their predicates: copied after the first compare, the kept mask misses the `gt`
/// lanes.
#[test]
fn a_kept_mask_is_copied_once_it_is_complete() {
    let src = "
surface @x : untyped
surface @y : untyped

func @kept(%base: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %four = const 4 : vec<16 x i32>
  %off = mul %lane, %four : vec<16 x i32>
  %a = gather @x[%base + %off] align 4 : vec<16 x f32>
  %b = gather @y[%base + %off] align 4 : vec<16 x f32>
  %differ = fcmp one %a, %b : mask<16>
  %less = fcmp olt %a, %b : mask<16>
  sink %differ, %less
  ret
}
";
    let m = parse_module(src).expect("parses");
    for t in ["tgllp", "dg2", "pvc"] {
        assert_caught(Mutation::SinkMaskEarly, &m, "kept", t);
    }
}

/// A word scatter (`via scatter_scaled.2`, as a user may write it) of bytes truncated from
/// dwords and zero-extended again: its second byte is 0. `pack-channels` lets a byte or word
/// scatter carry truncated dwords as they are only where the truncation keeps every byte the
/// message writes.
const WORD_SCATTER_OF_BYTES: &str = r#"
surface @src : untyped
surface @dst : untyped

func @bytes_as_words(%off: vec<16 x i32>) {
entry:
  %d = gather @src[%off] align 4 : vec<16 x i32>
  %n = trunc %d : vec<16 x i8>
  %w = zext %n : vec<16 x i32>
  %o = mul %off, %off : vec<16 x i32>
  scatter @dst[%o], %w align 2 via scatter_scaled.2
  ret
}
"#;

#[test]
fn a_scatter_of_truncated_dwords_keeps_its_width() {
    let m = parse_module(WORD_SCATTER_OF_BYTES).expect("parses");
    for t in ["tgllp", "pvc"] {
        assert_caught(Mutation::ScatterTruncWidth, &m, "bytes_as_words", t);
    }
}

/// The random programs of the property test find every mutation too: the first generated
/// program (seeds from 0, targets in turn) on which the mutated lowering mismatches while the
/// correct one agrees (for `AddressSpanEarly`, which the verifier refuses: is a pipeline bug).
/// The targets turn as in `tests/check_random.rs`, PVC first (for the PVC-only stride bugs):
/// pvc, tgllp, pvc-no64, dg2, pvc-no64, xehp. Two in three programs go to a target that
/// emulates i64, on both GRF widths; the bugs in the halves need one. All but
/// [`NOT_GENERATED`].
#[test]
fn generated_programs_catch_every_mutation() {
    const TARGETS: [&str; 6] = ["pvc", "tgllp", "pvc-no64", "dg2", "pvc-no64", "xehp"];
    for mutation in Mutation::ALL
        .into_iter()
        .filter(|m| !NOT_GENERATED.contains(m))
    {
        let mut found = None;
        for seed in 0..800u64 {
            let target = TARGETS[(seed % 6) as usize];
            let m = random_program(&mut Rng::new(seed), &ProgramConfig::default());
            // A swapped binding table shows only where the kernel sets its surfaces.
            let surfaces = if mutation == Mutation::BindingSwap {
                SurfaceAbi::Bindings
            } else {
                SurfaceAbi::default()
            };
            let opts = |mutation| CheckOptions {
                trials: 3,
                seed,
                naive: false,
                mutation,
                surfaces,
                ..CheckOptions::default()
            };
            let t = &Target::parse(target).expect("known target");
            let mutated = check_module(&m, t, &opts(Some(mutation))).totals();
            // `AddressSpanEarly`'s overlap is refused by the verifier before anything runs.
            let caught = if mutation == Mutation::AddressSpanEarly {
                mutated.pipeline_bugs > 0
            } else {
                mutated.mismatches > 0
            };
            if !caught {
                continue;
            }
            if check_module(&m, t, &opts(None)).totals().is_clean() {
                found = Some((seed, target));
                break;
            }
        }
        assert!(
            found.is_some(),
            "{mutation:?}: no generated program among 800 caught it"
        );
        eprintln!("{mutation:?}: caught by generated program {found:?}");
    }
}

/// A gather whose address sum (`%base + %off`, made for it alone) is read for the last time by
/// the gather: the sum and the gather's destination are occupied together only at the gather.
const ADDRESS_DIES: &str = "
surface @src : untyped
surface @dst : untyped

func @address_dies(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %four = const 4 : vec<8 x i32>
  %off = mul %lane, %four : vec<8 x i32>
  %v = gather @src[%base + %off] align 4 : vec<8 x i32>
  %w = add %v, %four : vec<8 x i32>
  scatter @dst[%off], %w align 4
  ret
}
";

/// `AddressSpanEarly`: the liveness walk ends the address sum's span one instruction early, so
/// declaration sharing makes the gather's destination a view of its own address (the bug a
/// text snapshot once caught alone). Three behavioural catches: `check` reports the verifier's
/// refusal of the overlap as a pipeline bug; the allocator's own checker refuses the mutated
/// kernel; and without the verifier, the message interpreter running the mutated kernel's text
/// faults (its destination is undefined before it reads its offsets) where the correct
/// kernel's text agrees with the reference interpreter byte for byte.
#[test]
fn an_address_span_ended_early_is_caught() {
    use memlower::ir::interp::{run_function, Limits};
    use memlower::lowering::emit::emit_visa;
    use memlower::lowering::{lower_function_unverified, regalloc};
    use memlower_check::inputs::{random_args, random_memory, random_shape, roles};
    use memlower_check::minterp::{run_kernel, MInterpError, Options};
    use memlower_check::visa_text::{read_visa, Env};
    use memlower_check::{legalise, FunctionStatus};

    let m = parse_module(ADDRESS_DIES).expect("the test program parses");
    let f = &m.functions[0];
    for name in ["tgllp", "xehp", "dg2", "pvc"] {
        let t = Target::by_name(name).expect("known target");
        // 1. `check`: the mutated kernel breaks the message rule the verifier enforces.
        let clean = check(&m, name, None, 1);
        assert!(
            clean.totals().is_clean() && clean.totals().compared > 0,
            "{name}: {}",
            clean.totals()
        );
        let report = check(&m, name, Some(Mutation::AddressSpanEarly), 1);
        match &report.functions[0].status {
            FunctionStatus::PipelineBug { error } => assert!(
                error.contains("GATHER_SCALED") && error.contains("overlaps the offsets operand"),
                "{name}: {error}"
            ),
            other => panic!("{name}: the overlap got past the verifier: {other:?}"),
        }
        // 2. The kernels without the verifier: the allocator's checker refuses the mutated one.
        let legal = legalise(&m, t).expect("legalises");
        let lower = |mutation| {
            with_mutation(mutation, || {
                lower_function_unverified(&legal, &legal.functions[0], t, &LowerOptions::default())
            })
            .expect("lowers")
        };
        let (right, wrong) = (lower(None), lower(Some(Mutation::AddressSpanEarly)));
        regalloc::check(&right, &regalloc::allocate(&right)).expect("the correct kernel");
        let e = regalloc::check(&wrong, &regalloc::allocate(&wrong)).unwrap_err();
        assert!(
            e.contains("shares registers with its operand"),
            "{name}: {e}"
        );
        // 3. Their texts run by the message interpreter against the reference interpreter.
        let env = Env::new(t, &m);
        let read = |k| read_visa(&emit_visa(k), &env).expect("the text reads back");
        let (right, wrong) = (read(&right), read(&wrong));
        let roles = roles(f);
        let mut compared = 0;
        for seed in 0..5u64 {
            let shape = random_shape(&m, seed);
            let mem = random_memory(&m, &shape, seed).expect("memory");
            let args = random_args(&m, f, &roles, &shape, seed);
            let mut expected = mem.clone();
            if run_function(&m, f, &args, &mut expected, Limits::default()).is_err() {
                continue; // undefined behaviour in the program itself: nothing to compare
            }
            let mut got = mem.clone();
            run_kernel(&right, &args, &mut got, &Options::default()).expect("correct kernel");
            assert_eq!(
                got, expected,
                "{name} seed {seed}: the correct kernel agrees"
            );
            let mut got = mem.clone();
            match run_kernel(&wrong, &args, &mut got, &Options::default()) {
                Err(MInterpError::UndefinedBehaviour { ub, .. }) => assert!(
                    ub.to_string().contains("offset"),
                    "{name} seed {seed}: {ub}"
                ),
                other => panic!("{name} seed {seed}: the overlap went unseen: {other:?}"),
            }
            compared += 1;
        }
        assert!(compared > 0, "{name}: every trial was undefined behaviour");
    }
}

/// Edge operands for each 64-bit integer op family emulated in halves, one function each.
const I64_EDGES: &str = include_str!("../check/tests/data/i64_edges.mir");
/// Edge operands for soft-f64's `mul` and its `add`/`sub`, one function each.
const F64_EDGES: &str = include_str!("../check/tests/data/f64_edges.mir");

/// The function `name` of `text`, alone in its module.
fn only(text: &str, name: &str) -> Module {
    let mut m = parse_module(text).expect("the edge program parses");
    m.functions.retain(|f| f.name == name);
    assert_eq!(m.functions.len(), 1, "{name} is in the edge program");
    m
}

/// Each planted bug of an emulation (64-bit integers in halves, f64 in integer ops) is caught
/// by the edge function of its own op family on both targets that emulate (Xe-LP, DG2), by a
/// mismatch; PVC computes the same function natively, so the same mutation leaves it clean
/// there (the bug is in the emulation, and the function is not wrong by itself).
fn assert_caught_by_its_edges(cases: &[(Mutation, &str)], text: &str) {
    for &(mutation, function) in cases {
        let m = only(text, function);
        for t in ["tgllp", "dg2"] {
            assert_caught(mutation, &m, function, t);
        }
        let native = check(&m, "pvc", Some(mutation), 1);
        assert!(
            native.totals().is_clean() && native.totals().compared > 0,
            "{mutation:?} on pvc: {}",
            native.totals()
        );
    }
}

#[test]
fn i64_emulation_bugs_fail_their_own_edge_functions() {
    assert_caught_by_its_edges(
        &[
            // The carry out of the low halves (bit 31 into 32), and the borrow of `sub`.
            (Mutation::DropCarry, "i64_add"),
            (Mutation::DropCarry, "i64_sub"),
            // A borrow taken when the low halves are equal: only equal low halves show it.
            (Mutation::BorrowCompare, "i64_sub"),
            // `slt`..`sge` ordering the high halves unsigned: operands of opposite signs.
            (Mutation::SignedHighCompare, "i64_cmp"),
            // Shifts by 1..31 without the bits that cross bit 31/32.
            (Mutation::ShiftCross, "i64_shift"),
            // An `and` whose constant half is 0 copying the other half instead of clearing it.
            (Mutation::AndHalfZeroCopied, "i64_logic"),
        ],
        I64_EDGES,
    );
}

#[test]
fn soft_f64_bugs_fail_their_own_edge_functions() {
    assert_caught_by_its_edges(
        &[
            // The significand product's carry into bit 64: all-ones significands.
            (Mutation::SoftF64MulCarry, "f64_mul"),
            // `-0.0 - NaN` keeping the NaN's payload: two NaN lanes.
            (Mutation::SoftF64NegNan, "f64_neg"),
            // A negated sum keeping the product's sign: `2 - 1`, `-1 + 2`.
            (Mutation::SoftF64Sign, "f64_add_sub"),
            // Rounding without sticky bits: `1 + (2^-53 + 2^-105)` rounds as a tie.
            (Mutation::SoftF64Sticky, "f64_add_sub"),
            // The negated sum's `+ 1` not carried out of its low word: `2 - 1`, whose window's
            // low 32 bits are 0.
            (Mutation::SoftF64NegCarry, "f64_add_sub"),
            // `inf * 0` (and `0 * -inf`) as an infinity, not the canonical NaN.
            (Mutation::SoftF64InfZero, "f64_specials"),
            // The jam of an addend shifted out whole: a tie minus 2^-200 rounds as a tie when
            // the lost bits above half the shift are not seen.
            (Mutation::SoftF64JamMask, "f64_fma_jam"),
            // A leading-zero count 32 short where the high 64 window bits are 0: the
            // cancellation (1 + 2^-52)^2 - (1 + 2^-51) leaves 2^-104 low in the window.
            (Mutation::SoftF64ClzHalves, "f64_fma_jam"),
        ],
        F64_EDGES,
    );
}

/// The `vec<8 x i64>` of [`I64_ADD`] is gathered as dword pairs and unzipped: 8 lanes of a
/// channel fill one 32-byte GRF, so on PVC the `vec<8 x 2 x i32>` side has its second channel
/// 64 bytes in, where 32-byte GRFs put it 32 bytes in. The zip that uses a 32-byte GRF's
/// stride reads the high dwords from the padding of the first channel's register: caught on
/// PVC (and on PVC without its 64-bit ALU), while on every 32-byte target it emits the very
/// same text, so no test there could see it.
#[test]
fn a_zip_with_a_32_byte_grf_stride_is_caught_on_pvc_only() {
    let m = parse_module(I64_ADD).expect("the test program parses");
    for t in ["pvc", "pvc-no64"] {
        assert_caught(Mutation::ZipStride32, &m, "i64 add", t);
    }
    assert_eq!(
        zip_text_differs(&m, "pvc"),
        Some(true),
        "the mutation changes the PVC kernel"
    );
    for t in ["tgllp", "xehp", "dg2"] {
        assert_eq!(zip_text_differs(&m, t), Some(false), "{t}");
        let report = check(&m, t, Some(Mutation::ZipStride32), 1);
        assert!(report.totals().is_clean(), "{t}: {}", report.totals());
    }
    // The same on generated programs: on 32-byte targets no kernel changes, while PVC's do.
    let mut changed_on_pvc = 0;
    for seed in 0..40u64 {
        let m = random_program(&mut Rng::new(seed), &ProgramConfig::default());
        for t in ["tgllp", "dg2"] {
            assert_ne!(zip_text_differs(&m, t), Some(true), "program {seed} on {t}");
        }
        changed_on_pvc += usize::from(zip_text_differs(&m, "pvc") == Some(true));
    }
    assert!(changed_on_pvc > 0, "no generated program zips on PVC");
}

/// Whether the vISA text of `m` lowered for `target` differs under [`Mutation::ZipStride32`]
/// (`None`: the pipeline refuses the program).
fn zip_text_differs(m: &Module, target: &str) -> Option<bool> {
    let t = Target::parse(target).expect("known target");
    let text = |mutation| {
        with_mutation(mutation, || {
            lower_for_check(m, &t, &LowerOptions::default())
        })
        .ok()
        .map(|l| l.functions.into_iter().map(|f| f.visa).collect::<Vec<_>>())
    };
    Some(text(None)? != text(Some(Mutation::ZipStride32))?)
}

/// 64-bit shifts by constants below 32, whose halves exchange bits: emulated on the targets
/// without int64 (in 32-bit halves), native elsewhere.
const I64_SHIFTS: &str = "
surface @src : untyped
surface @dst : untyped

func @shifts(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %eight = const 8 : vec<8 x i32>
  %off = mul %lane, %eight : vec<8 x i32>
  %x = gather @src[%base + %off] align 8 : vec<8 x i64>
  %k7 = const 7 : vec<8 x i64>
  %k9 = const 9 : vec<8 x i64>
  %k3 = const 3 : vec<8 x i64>
  %a = shl %x, %k7 : vec<8 x i64>
  %b = lshr %a, %k9 : vec<8 x i64>
  %c = ashr %x, %k3 : vec<8 x i64>
  %d = xor %b, %c : vec<8 x i64>
  scatter @dst[%off], %d align 8
  ret
}
";

/// An emulated 64-bit shift by 1..31 that drops the bits crossing between the halves: caught
/// on every target without int64, on both GRF widths.
#[test]
fn i64_shifts_without_the_crossing_bits_are_caught() {
    let m = parse_module(I64_SHIFTS).expect("the test program parses");
    for t in ["tgllp", "dg2", "pvc-no64"] {
        assert_caught(Mutation::ShiftCross, &m, "i64 shifts", t);
    }
    // With a 64-bit ALU the shifts are single instructions: nothing to break.
    let native = check(&m, "pvc", Some(Mutation::ShiftCross), 1);
    assert!(native.totals().is_clean(), "{}", native.totals());
}

/// Two gathers of one type, the first read after the second: the second's result must not
/// take over the first's registers (`homes/lending.rs` lends only dead values' registers).
/// 16 lanes of dwords fill a message's footprint on both GRF widths (8 lanes would leave
/// half of PVC's 64-byte footprint outside the value, and nothing is lent there).
const TWO_READS: &str = "
surface @src : untyped
surface @dst : untyped

func @two_reads(%base: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %four = const 4 : vec<16 x i32>
  %off = mul %lane, %four : vec<16 x i32>
  %x = gather @src[%off] align 4 : vec<16 x i32>
  %y = gather @src[%base + %off] align 4 : vec<16 x i32>
  %d = sub %x, %y : vec<16 x i32>
  scatter @dst[%off], %d align 4
  ret
}
";

#[test]
fn a_message_result_over_a_live_value_is_caught() {
    let m = parse_module(TWO_READS).expect("the test program parses");
    for t in ["tgllp", "dg2", "pvc", "pvc-no64"] {
        assert_caught(Mutation::LendLive, &m, "two reads", t);
    }
}

/// A gather's offsets read again by the scatter after an op of values computed before the
/// gather: the op may take over what the in-flight gather reads only once it is dead
/// (`homes/lending.rs`, `not_in_flight`); `InFlightLendLive` writes `%n` over `%off` while the
/// scatter still needs it.
const IN_FLIGHT_LIVE: &str = "
surface @src : untyped
surface @dst : untyped

func @in_flight_live(%base: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %four = const 4 : vec<16 x i32>
  %off = mul %lane, %four : vec<16 x i32>
  %x = gather @src[%off] align 4 : vec<16 x i32>
  %one = const 1 : vec<16 x i32>
  %n = xor %lane, %one : vec<16 x i32>
  %y = add %x, %n : vec<16 x i32>
  scatter @dst[%off], %y align 4
  ret
}
";

#[test]
fn an_op_over_a_live_in_flight_operand_is_caught() {
    let m = parse_module(IN_FLIGHT_LIVE).expect("the test program parses");
    for t in ["tgllp", "dg2", "pvc", "pvc-no64"] {
        assert_caught(Mutation::InFlightLendLive, &m, "in-flight live", t);
    }
}

/// `BindingSwap`: under the `bindings` surface ABI the kernel sets `@src` and `@dst` of
/// [`ADDRESS_DIES`] (one buffer read, one written) to each other's indices, while the host
/// binds them as the module's binding table says (0 and 1).
/// The swapped kernel passes the message verifier (the indices are in range and distinct) and
/// runs; `check` reports the memory it writes wrong, on every target. Under the `inputs` ABI
/// the kernel sets no index, so the same planted bug changes nothing.
#[test]
fn a_swapped_binding_table_is_caught() {
    let m = parse_module(ADDRESS_DIES).expect("parses");
    for (t, _) in CHECK_TARGETS {
        let target = Target::parse(t).expect("known target");
        let opts = |mutation, surfaces| CheckOptions {
            trials: 10,
            seed: 1,
            mutation,
            surfaces,
            ..CheckOptions::default()
        };
        let clean = check_module(&m, &target, &opts(None, SurfaceAbi::Bindings)).totals();
        assert!(clean.is_clean() && clean.compared > 0, "{t}: {clean}");
        let swapped = check_module(
            &m,
            &target,
            &opts(Some(Mutation::BindingSwap), SurfaceAbi::Bindings),
        );
        let totals = swapped.totals();
        assert_eq!(totals.pipeline_bugs, 0, "{t}: {:?}", swapped.functions);
        let mm = swapped
            .mismatches()
            .next()
            .unwrap_or_else(|| panic!("binding-swap not caught on {t}: {totals}"));
        let text = mm.to_string();
        assert!(text.contains("@address_dies"), "{text}");
        let inputs = check_module(
            &m,
            &target,
            &opts(Some(Mutation::BindingSwap), SurfaceAbi::Inputs),
        );
        assert!(inputs.totals().is_clean(), "{t}: {}", inputs.totals());
    }
}
