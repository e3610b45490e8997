//! The grey zones where the IR once promised more than the message specifications guarantee,
//! each decided in docs/SEMANTICS.md (§5.1, §5.2, §7) and checked here through the
//! differential checker: the correct pipeline passes, and the planted bug that would cross the
//! zone is caught by a mismatch (a semantic check, not a text diff).
//!
//! - An access does not wrap inside itself (§5.1): `merge-adjacent` merges two dword writes
//!   only when the merged lane cannot pass 2^32 (`Mutation::MergeAcrossWrap` merges anyway).
//! - `fptoui` of a negative fraction is 0 whatever vISA's conversion gives (§7): the lowering
//!   sets those lanes to 0 itself (`Mutation::FpToUiNoClamp` leaves the bare `mov`).
//! - Disabled gather lanes are undefined (§5.2): the checker runs the message interpreter with
//!   `poison_disabled_lanes`, so a lowering relying on kept registers
//!   (`Mutation::KeptDisabledLanes`) is caught, where the spec's keep-them reading would pass it.
//! - A buffer is bound in whole dwords (padding up to the next multiple of 4, an access
//!   straddling that bound undefined) and SLM out of bounds is undefined
//!   (§5.2): the interpreters' unit tests pin the rules (`interp_memory`, `minterp_untyped`,
//!   `minterp_ub`); here the pipeline is checked on a surface whose size is not a multiple of 4.

use memlower::ir::interp::{run_function, ImageSize, Limits, Memory, MemoryShape, Val};
use memlower::ir::parse::parse_module;
use memlower::ir::{Module, ScalarType, Type};
use memlower::lowering::LowerOptions;
use memlower::passes::target::Target;
use memlower_check::minterp::{run_kernel, Options};
use memlower_check::mutation::{with_mutation, Mutation};
use memlower_check::{check_module, legalise, lower_for_check, CheckOptions, CheckReport};

const TARGETS: [&str; 4] = ["tgllp", "xehp", "dg2", "pvc"];

fn check(m: &Module, target: &str, mutation: Option<Mutation>) -> CheckReport {
    let opts = CheckOptions {
        trials: 20,
        seed: 3,
        mutation,
        ..CheckOptions::default()
    };
    check_module(m, Target::by_name(target).expect("known target"), &opts)
}

/// Passes clean (with inputs compared) and fails with `mutation` by a mismatch, on `target`.
fn assert_caught(mutation: Mutation, m: &Module, what: &str, target: &str) {
    let clean = check(m, target, None);
    assert!(
        clean.totals().is_clean() && clean.totals().compared > 0,
        "{what} on {target} must pass without {mutation:?}: {}",
        clean.totals()
    );
    let mutated = check(m, target, Some(mutation));
    assert_eq!(
        mutated.totals().pipeline_bugs,
        0,
        "{mutation:?} must get past the verifiers on {what}: {:?}",
        mutated.functions
    );
    assert!(
        mutated.mismatches().next().is_some(),
        "{mutation:?} was not caught on {what} ({target}): {}",
        mutated.totals()
    );
}

/// Two f32 fields of 16-byte records at +0 and +4, the base 4 bytes below 2^32: lane 0 writes
/// its first field out of bounds and, through the `add` that wraps, its second at byte 0.
/// Merged into one SCATTER4_SCALED.RG at `align 4`, lane 0 would pass 2^32 instead.
const WRAPPING_RECORD: &str = "
surface @out : untyped

func @k(%x: vec<16 x f32>, %y: vec<16 x f32>) {
entry:
  %lane = lane.index : vec<16 x i32>
  %c16 = const 16 : vec<16 x i32>
  %off = mul %lane, %c16 : vec<16 x i32>
  %base = const -4 : i32
  scatter @out[%base + %off], %x align 4
  %c4 = const 4 : i32
  %b4 = add %base, %c4 : i32
  scatter @out[%b4 + %off], %y align 4
  ret
}
";

/// The same record at `align 8`: the merged lane lies inside one aligned qword, so it merges.
const ALIGNED_RECORD: &str = "
surface @out : untyped

func @k(%base: i32, %x: vec<16 x f32>, %y: vec<16 x f32>) {
entry:
  %lane = lane.index : vec<16 x i32>
  %c16 = const 16 : vec<16 x i32>
  %off = mul %lane, %c16 : vec<16 x i32>
  scatter @out[%base + %off], %x align 8
  %c4 = const 4 : i32
  %b4 = add %base, %c4 : i32
  scatter @out[%b4 + %off], %y align 4
  ret
}
";

fn scatters(m: &Module, target: &str) -> (usize, usize) {
    let legal = legalise(m, Target::by_name(target).expect("known target")).expect("legalises");
    let text = legal.to_string();
    (
        text.matches("via scatter_scaled").count(),
        text.matches("via scatter4_scaled.rg").count(),
    )
}

#[test]
fn merge_adjacent_merges_only_where_no_lane_can_pass_the_top_of_the_address_space() {
    let wrapping = parse_module(WRAPPING_RECORD).expect("parses");
    let aligned = parse_module(ALIGNED_RECORD).expect("parses");
    for t in TARGETS {
        assert_eq!(
            scatters(&wrapping, t),
            (2, 0),
            "align 4: two scatters on {t}"
        );
        assert_eq!(
            scatters(&aligned, t),
            (0, 1),
            "align 8: one merged scatter on {t}"
        );
    }
}

#[test]
fn merging_across_a_possible_wrap_is_caught() {
    let m = parse_module(WRAPPING_RECORD).expect("parses");
    for t in TARGETS {
        assert_caught(Mutation::MergeAcrossWrap, &m, "a record at 2^32 - 4", t);
    }
}

/// `fptoui` to 32, 16 and 8 bits of small floats, negative fractions among them (the checker's
/// float inputs include multiples of 1/4 in -8..8).
const FPTOUI: &str = "
func @k(%f: vec<16 x f32>, %h: vec<8 x f16>) {
entry:
  %u = fptoui %f : vec<16 x i32>
  %w = fptoui %f : vec<16 x i16>
  %b = fptoui %h : vec<8 x i8>
  sink %u, %w, %b
  ret
}
";

#[test]
fn fptoui_of_a_negative_fraction_is_zero_and_the_bare_conversion_is_caught() {
    let m = parse_module(FPTOUI).expect("parses");
    for t in TARGETS {
        assert_caught(Mutation::FpToUiNoClamp, &m, "fptoui", t);
    }
}

/// Byte and dword accesses around the end of a buffer whose size is not a multiple of 4 (the
/// checker draws such sizes): the pipeline agrees with the reference, whose padding after the
/// end reads undefined and whose accesses straddling the bound are undefined.
const NEAR_THE_END: &str = "
surface @buf : untyped

func @k(%o: vec<16 x i32>, %v: vec<16 x i32>) {
entry:
  %b = gather @buf[%o] align 1 : vec<16 x i8>
  %d = gather @buf[%o] align 4 : vec<16 x 3 x i8>
  sink %b, %d
  scatter @buf[%o], %v align 4
  ret
}
";

#[test]
fn accesses_at_the_end_of_a_buffer_agree_with_the_reference() {
    let m = parse_module(NEAR_THE_END).expect("parses");
    for t in TARGETS {
        let report = check(&m, t, None);
        let totals = report.totals();
        assert!(
            totals.is_clean() && totals.compared >= 5,
            "{t}: {totals} {:?}",
            report.functions
        );
    }
}

/// A masked gather merged with another value by `select` on the same mask: the lanes the mask
/// disables must come from `%x`, whatever the gather left there.
const SELECTED_GATHER: &str = "
surface @buf : untyped

func @k(%off: vec<16 x i32>, %x: vec<16 x i32>, %m: mask<16>) {
entry:
  %g = gather @buf[%off] mask %m align 4 : vec<16 x i32>
  %s = select %m, %g, %x : vec<16 x i32>
  sink %s
  ret
}
";

#[test]
fn a_lowering_relying_on_kept_disabled_lanes_is_caught() {
    let m = parse_module(SELECTED_GATHER).expect("parses");
    for t in TARGETS {
        assert_caught(Mutation::KeptDisabledLanes, &m, "a selected gather", t);
    }
    // Caught because the checker poisons disabled lanes: with the registers kept, as the
    // specifications' pseudo-code keeps them, the mutated kernel gives the reference's answer.
    let t = Target::by_name("dg2").expect("dg2");
    let lowered = with_mutation(Some(Mutation::KeptDisabledLanes), || {
        lower_for_check(&m, t, &LowerOptions::default())
    })
    .expect("lowers");
    let kernel = &lowered.functions[0].mir;
    let ints = |f: fn(u64) -> u64| {
        let bits: Vec<u64> = (0..16).map(f).collect();
        Val::from_bits(Type::vec(16, ScalarType::I32), &bits).expect("16 x i32")
    };
    let args = vec![
        ints(|i| 4 * i),
        ints(|i| 100 + i),
        Val::mask(&(0..16).map(|i| i % 3 != 0).collect::<Vec<_>>()),
    ];
    let one = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    let mem = Memory::zeroed(&m, &MemoryShape::uniform(&m, 64, one, 0)).expect("memory");
    let reference = run_function(
        &m,
        &m.functions[0],
        &args,
        &mut mem.clone(),
        Limits::default(),
    )
    .expect("the reference runs");
    let run = |poison| {
        let opts = Options {
            poison_disabled_lanes: poison,
            ..Options::default()
        };
        run_kernel(kernel, &args, &mut mem.clone(), &opts)
            .expect("the kernel runs")
            .outcome
    };
    assert!(reference.admits(&run(false)), "kept registers hide the bug");
    assert!(!reference.admits(&run(true)), "poisoned lanes show it");
}
