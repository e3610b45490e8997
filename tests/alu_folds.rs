//! The ALU removals of issue 28 (item 3), each run by `check` and each with a planted bug that
//! `check` catches:
//!
//! - `add3` where the target executes it (Xe-HP and later): `group * lsize + goff + lane` in
//!   one instruction, never on TGLLP (its finalizer drops the instruction);
//! - no `and` before a byte or word scatter whose data only the stored bits reach;
//! - gathered qwords stored through `scatter4_scaled.rg` from their dword planes, not zipped
//!   for `qw_scatter`.

mod lowering_common;

use memlower::ir::parse::parse_module;
use memlower::lowering::{lower_module, LaneIdAbi, LowerOptions};
use memlower::passes::target::Target;
use memlower_check::mutation::Mutation;
use memlower_check::{check_module, CheckOptions};

/// The global id `group * lsize + goff + lane`, a gather through it and a store: the peer
/// bench's `u32_gather_idx`.
const GATHER_IDX: &str = "
surface @src : untyped
surface @idx : untyped
surface @dst : untyped

func @gather_idx(%group: i32, %lsize: i32, %goff: i32) {
entry:
  %g0 = mul %group, %lsize : i32
  %g1 = add %g0, %goff : i32
  %gb = splat %g1 : vec<16 x i32>
  %lid = lane.index : vec<16 x i32>
  %gid = add %gb, %lid : vec<16 x i32>
  %two = const 2 : vec<16 x i32>
  %ioff = shl %gid, %two : vec<16 x i32>
  %i = gather @idx[%ioff] align 4 : vec<16 x i32>
  %soff = shl %i, %two : vec<16 x i32>
  %v = gather @src[%soff] align 4 : vec<16 x i32>
  scatter @dst[%ioff], %v align 4
  ret
}
";

/// A sum subtracted from each lane: no `add3` (the fold takes adds only); the planted
/// `Add3SubAsAdd` folds it as `c + a + b`.
const SUM_SUBTRACTED: &str = "
surface @dst : untyped

func @sub_sum(%a: i32, %b: i32, %c: vec<16 x i32>) {
entry:
  %s = add %a, %b : i32
  %sv = splat %s : vec<16 x i32>
  %u = sub %c, %sv : vec<16 x i32>
  %lane = lane.index : vec<16 x i32>
  %two = const 2 : vec<16 x i32>
  %off = shl %lane, %two : vec<16 x i32>
  scatter @dst[%off], %u align 4
  ret
}
";

/// `(a + b) + c` of three sign-extended word gathers, c's gather between the two adds (clang's
/// `(short)((a[i] + b[i] + c[i]) / 3)`): one `add3`, which reads `%xw` and `%yw` after the gather
/// of `@c` is written. The planted `Add3OperandsUnread` hides those reads from the storage
/// planner, which gives the gather `%xw`'s registers.
const GATHER_BETWEEN_ADDS: &str = "
surface @a : untyped
surface @b : untyped
surface @c : untyped
surface @out : untyped

func @avg3(%base: i32) {
entry:
  %lid = lane.index : vec<16 x i32>
  %two = const 2 : vec<16 x i32>
  %off = mul %lid, %two : vec<16 x i32>
  %x = gather @a[%base + %off] align 2 : vec<16 x i16>
  %xw = sext %x : vec<16 x i32>
  %y = gather @b[%base + %off] align 2 : vec<16 x i16>
  %yw = sext %y : vec<16 x i32>
  %s = add %yw, %xw : vec<16 x i32>
  %z = gather @c[%base + %off] align 2 : vec<16 x i16>
  %zw = sext %z : vec<16 x i32>
  %s2 = add %s, %zw : vec<16 x i32>
  %t = trunc %s2 : vec<16 x i16>
  scatter @out[%base + %off], %t align 2
  ret
}
";

/// A byte read, plus one, stored as a byte: the `and 0xFF` of the `zext` is dead.
const BYTE_PLUS_ONE: &str = "
surface @src : untyped
surface @dst : untyped

func @byte_plus_one(%base: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %b = gather @src[%base + %lane] align 1 : vec<16 x i8>
  %w = zext %b : vec<16 x i32>
  %one = const 1 : vec<16 x i32>
  %w1 = add %w, %one : vec<16 x i32>
  %b1 = trunc %w1 : vec<16 x i8>
  scatter @dst[%lane], %b1 align 1
  ret
}
";

/// A word read, shifted right, stored as a word: the `and 0xFFFF` decides the bits the shift
/// brings down, so it stays (the planted `UnmaskedShift` drops it).
const WORD_SHIFTED: &str = "
surface @src : untyped
surface @dst : untyped

func @word_shifted(%base: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %one = const 1 : vec<16 x i32>
  %off = shl %lane, %one : vec<16 x i32>
  %h = gather @src[%base + %off] align 2 : vec<16 x i16>
  %w = zext %h : vec<16 x i32>
  %four = const 4 : vec<16 x i32>
  %s = lshr %w, %four : vec<16 x i32>
  %h1 = trunc %s : vec<16 x i16>
  scatter @dst[%off], %h1 align 2
  ret
}
";

/// Qwords read through indices and stored: the peer bench's `u64_gather_idx` without the
/// global id.
const QWORD_COPY: &str = "
surface @src : untyped
surface @dst : untyped

func @qword_copy(%base: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %three = const 3 : vec<16 x i32>
  %off = shl %lane, %three : vec<16 x i32>
  %v = gather @src[%base + %off] align 8 : vec<16 x i64>
  scatter @dst[%off], %v align 8
  ret
}
";

/// `dst[(gid * 7 & 1023) << 2] = gid`: the peer bench's `u32_fill_perm` (lane ids computed).
const FILL_PERM: &str = "
surface @dst : untyped

func @fill_perm(%base: i32) {
entry:
  %bv = splat %base : vec<16 x i32>
  %lane = lane.index : vec<16 x i32>
  %gid = add %bv, %lane : vec<16 x i32>
  %seven = const 7 : vec<16 x i32>
  %p = mul %gid, %seven : vec<16 x i32>
  %m = const 1023 : vec<16 x i32>
  %e = and %p, %m : vec<16 x i32>
  %two = const 2 : vec<16 x i32>
  %at = shl %e, %two : vec<16 x i32>
  scatter @dst[%at], %gid align 4
  ret
}
";

/// The one kernel of `text` for `t` (the default ABI but `lane_id`), as vISA.
fn visa(text: &str, t: &str, lane_id: LaneIdAbi) -> String {
    let mut m = parse_module(text).expect("parses");
    let target = Target::by_name(t).expect("known target");
    lowering_common::legalise(&mut m, target);
    let opts = LowerOptions {
        lane_id,
        ..LowerOptions::default()
    };
    let mut fs = lower_module(&m, target, &opts).expect("lowers").functions;
    assert_eq!(fs.len(), 1);
    fs.remove(0).visa
}

/// The body lines of `visa` whose mnemonic is `mn`.
fn count(visa: &str, mn: &str) -> usize {
    visa.lines()
        .filter(|l| l.split_whitespace().next() == Some(mn))
        .count()
}

fn opts(lane_id: LaneIdAbi, mutation: Option<Mutation>) -> CheckOptions {
    CheckOptions {
        trials: 12,
        seed: 5,
        lane_id,
        mutation,
        ..CheckOptions::default()
    }
}

/// `check` passes on `text` for `t`, then reports a mismatch with `mutation` planted.
fn assert_clean_then_caught(text: &str, t: &str, lane_id: LaneIdAbi, mutation: Mutation) {
    let m = parse_module(text).expect("parses");
    let target = Target::parse(t).expect("known target");
    let clean = check_module(&m, &target, &opts(lane_id, None)).totals();
    assert!(clean.is_clean() && clean.compared > 0, "{t}: {clean}");
    let mutated = check_module(&m, &target, &opts(lane_id, Some(mutation)));
    let totals = mutated.totals();
    assert_eq!(totals.pipeline_bugs, 0, "{t}: {:?}", mutated.functions);
    assert!(
        mutated.mismatches().next().is_some(),
        "{mutation:?} not caught on {t}: {totals}"
    );
}

/// dg2, xehp and pvc fold the two adds of the global id into one `add3`, with the lane-id
/// input among its first two sources (a word region is no third source); tgllp keeps two
/// `add`s. Under the computed lane ids the index is a packed immediate, which `add3` does not
/// take: no fold.
#[test]
fn the_global_id_is_one_add3_where_the_target_has_it() {
    for t in ["dg2", "xehp", "pvc"] {
        let v = visa(GATHER_IDX, t, LaneIdAbi::Input);
        assert_eq!(count(&v, "add3"), 1, "{t}:\n{v}");
        assert_eq!(count(&v, "add"), 0, "{t}:\n{v}");
        let add3 = v
            .lines()
            .find(|l| l.trim_start().starts_with("add3"))
            .expect("add3");
        let srcs: Vec<&str> = add3.split_whitespace().skip(4).collect();
        assert!(srcs[..2].iter().any(|s| s.starts_with("lane_id")), "{add3}");
        assert_eq!(count(&visa(GATHER_IDX, t, LaneIdAbi::Computed), "add3"), 0);
    }
    for t in ["tgllp", "icllp", "skl"] {
        let v = visa(GATHER_IDX, t, LaneIdAbi::Input);
        assert_eq!((count(&v, "add3"), count(&v, "add")), (0, 2), "{t}:\n{v}");
    }
}

/// The folded kernels pass `check` (the reader and the message interpreter run `add3`), and a
/// fold that takes a subtraction for a sum is caught.
#[test]
fn add3_runs_in_check_and_a_wrong_fold_is_caught() {
    for t in ["dg2", "xehp", "pvc"] {
        for abi in [LaneIdAbi::Input, LaneIdAbi::Computed] {
            let m = parse_module(GATHER_IDX).expect("parses");
            let target = Target::parse(t).expect("known target");
            let totals = check_module(&m, &target, &opts(abi, None)).totals();
            assert!(totals.is_clean() && totals.compared > 0, "{t}: {totals}");
        }
        assert_eq!(count(&visa(SUM_SUBTRACTED, t, LaneIdAbi::Input), "add3"), 0);
        assert_clean_then_caught(SUM_SUBTRACTED, t, LaneIdAbi::Input, Mutation::Add3SubAsAdd);
    }
}

/// A gather between the two adds does not stop the fold: the planner keeps the inner add's
/// operands live to the `add3` (`homes::AlsoReads`), so the kernel passes `check`; hiding
/// those reads from it is caught.
#[test]
fn add3_operands_stay_live_across_a_gather_between_the_adds() {
    for t in ["dg2", "xehp", "pvc"] {
        assert_eq!(
            count(&visa(GATHER_BETWEEN_ADDS, t, LaneIdAbi::Input), "add3"),
            1
        );
        assert_clean_then_caught(
            GATHER_BETWEEN_ADDS,
            t,
            LaneIdAbi::Input,
            Mutation::Add3OperandsUnread,
        );
    }
}

/// The message verifier refuses `add3` on a target without it: the dg2 kernel verified for
/// tgllp.
#[test]
fn the_verifier_refuses_add3_where_the_target_lacks_it() {
    let mut m = parse_module(GATHER_IDX).expect("parses");
    let dg2 = Target::by_name("dg2").expect("dg2");
    lowering_common::legalise(&mut m, dg2);
    let opts = LowerOptions {
        lane_id: LaneIdAbi::Input,
        ..LowerOptions::default()
    };
    let k = lower_module(&m, dg2, &opts).expect("lowers").functions[0]
        .mir
        .clone();
    let tgllp = Target::by_name("tgllp").expect("tgllp");
    let err = memlower::lowering::verify::verify_kernel(&k, tgllp).expect_err("refused");
    assert!(err.to_string().contains("add3"), "{err}");
    memlower::lowering::verify::verify_kernel(&k, dg2).expect("dg2 has add3");
}

/// A byte plus one stored as a byte: no `and` (the message stores the low byte), on every
/// GRF width; `check` passes. A word shifted right keeps its `and 0xFFFF`, and the planted bug
/// that lets the shift through is caught.
#[test]
fn no_mask_before_a_byte_scatter_that_only_stores_the_low_byte() {
    for t in ["tgllp", "dg2", "pvc"] {
        let v = visa(BYTE_PLUS_ONE, t, LaneIdAbi::Computed);
        assert_eq!(count(&v, "and"), 0, "{t}:\n{v}");
        assert_eq!(
            count(&visa(WORD_SHIFTED, t, LaneIdAbi::Computed), "and"),
            1,
            "{t}"
        );
        let m = parse_module(BYTE_PLUS_ONE).expect("parses");
        let target = Target::parse(t).expect("known target");
        let totals = check_module(&m, &target, &opts(LaneIdAbi::Computed, None)).totals();
        assert!(totals.is_clean() && totals.compared > 0, "{t}: {totals}");
        assert_clean_then_caught(
            WORD_SHIFTED,
            t,
            LaneIdAbi::Computed,
            Mutation::UnmaskedShift,
        );
    }
}

/// Gathered qwords are stored from their dword planes: on dg2 one `scatter4_scaled.RG` and
/// no zip move (`qw_scatter` needed four `mov`s into stride-2 dwords per 16 lanes; the one
/// `mov` left builds the lane index); `check` passes.
#[test]
fn gathered_qwords_are_stored_without_zip_moves() {
    for t in ["dg2", "xehp", "tgllp"] {
        let v = visa(QWORD_COPY, t, LaneIdAbi::Computed);
        assert_eq!(count(&v, "scatter4_scaled.RG"), 1, "{t}:\n{v}");
        let zips = v
            .lines()
            .filter(|l| l.trim_start().starts_with("mov ") && l.contains(")<2>"))
            .count();
        assert_eq!((count(&v, "qw_scatter.1"), zips), (0, 0), "{t}:\n{v}");
        let m = parse_module(QWORD_COPY).expect("parses");
        let target = Target::parse(t).expect("known target");
        let totals = check_module(&m, &target, &opts(LaneIdAbi::Computed, None)).totals();
        assert!(totals.is_clean() && totals.compared > 0, "{t}: {totals}");
    }
}

/// `(gid * 7 & 0x3FF) << 2` is `gid * 0x1C & 0xFFC`: no `shl`, as IGC writes it; `check`
/// passes, and a fold that forgets to shift the mask is caught.
#[test]
fn a_shift_of_a_masked_product_is_folded_into_its_constants() {
    for t in ["tgllp", "dg2", "pvc"] {
        let v = visa(FILL_PERM, t, LaneIdAbi::Computed);
        assert_eq!(count(&v, "shl"), 0, "{t}:\n{v}");
        assert!(
            v.contains(" 0x1C:ud") && v.contains(" 0xFFC:ud"),
            "{t}:\n{v}"
        );
        assert_clean_then_caught(FILL_PERM, t, LaneIdAbi::Computed, Mutation::ShiftMask);
    }
}
