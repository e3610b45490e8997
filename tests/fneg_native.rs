//! The native cost of a float sign flip, as GenX_IR finalizes it: LLVM's `fneg` (which the
//! importer writes as `bitcast` to the same-width integer, `xor` of the sign bit, `bitcast`
//! back: `llvm/src/import/arith.rs`) costs at most 2 native instructions per 8 lanes on f16,
//! f32 and f64, on tgllp and dg2 (issue 28).
//!
//! ```text
//!   gather x ─▶ bitcast ─▶ xor SIGN ─▶ bitcast ─▶ scatter      (the sign flip)
//!   gather x ──────────────────────────────────▶ scatter      (the same kernel without it)
//!   cost per 8 lanes = (native(flip) - native(copy)) * 8 / lanes
//! ```
//!
//! On f64 without a 64-bit integer ALU the `xor` runs in 32-bit halves
//! (`lowering/src/lower/wide.rs`): the low half's `xor 0` is a copy, so the flip is one `mov`
//! and one `xor` per 8 lanes (the low half was an `xor` with 0, which GenX_IR keeps).
//! Measured (2026-12-07, 16 lanes; native ALU instructions per 8 lanes, sends and scoreboard
//! `sync.nop`s aside): f16 0.5, f32 0.5 on tgllp and dg2; f64 2 on tgllp, 1 on dg2.
//! The kernels also pass `check` (the flip is exact on every bit pattern, NaNs included).

use memlower::ir::parse::parse_module;
use memlower::lowering::{lower_module, LowerOptions};
use memlower::passes::target::Target;
use memlower_check::genx;
use memlower_check::{check_module, CheckOptions};

mod lowering_common;
use lowering_common::{ensure_genx, legalise};

const LANES: u32 = 16;

/// The kernel: 16 lanes of `ty` copied from `@src` to `@dst`, sign-flipped if `flip`.
fn kernel(ty: &str, flip: bool) -> String {
    kernel_with(ty, if flip { Op::Xor } else { Op::Copy })
}

/// What the kernel does to the data between its gather and its scatter.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Copy,
    /// `bitcast`, `xor` of the sign bit, `bitcast` (LLVM's `fneg`).
    Xor,
    /// `sub -0.0, x`.
    SubFromNegativeZero,
}

fn kernel_with(ty: &str, op: Op) -> String {
    let (bytes, ity, sign) = match ty {
        "f16" => (2, "i16", "0x8000"),
        "f32" => (4, "i32", "0x80000000"),
        _ => (8, "i64", "0x8000000000000000"),
    };
    let body = if op == Op::SubFromNegativeZero {
        format!(
            "  %nz = const -0.0 : vec<{LANES} x {ty}>
  %r = sub %nz, %v : vec<{LANES} x {ty}>
  scatter @dst[%base + %off], %r align {bytes}\n"
        )
    } else if op == Op::Xor {
        format!(
            "  %b = bitcast %v : vec<{LANES} x {ity}>
  %s = const {sign} : vec<{LANES} x {ity}>
  %x = xor %b, %s : vec<{LANES} x {ity}>
  %r = bitcast %x : vec<{LANES} x {ty}>
  scatter @dst[%base + %off], %r align {bytes}\n"
        )
    } else {
        format!("  scatter @dst[%base + %off], %v align {bytes}\n")
    };
    format!(
        "surface @src : untyped
surface @dst : untyped

func @k(%base: i32) {{
entry:
  %lane = lane.index : vec<{LANES} x i32>
  %sz = const {bytes} : vec<{LANES} x i32>
  %off = mul %lane, %sz : vec<{LANES} x i32>
  %v = gather @src[%base + %off] align {bytes} : vec<{LANES} x {ty}>
{body}  ret
}}
"
    )
}

/// GenX_IR's native ALU instructions in the kernel's one function on `target`: every body
/// instruction but sends, `sync.*` and `nop` (scoreboard waits the finalizer places around
/// the sends, which move with its schedule rather than with the data's instructions).
fn native_alu(src: &str, target: &'static Target) -> u32 {
    let mut m = parse_module(src).expect("the kernel parses");
    legalise(&mut m, target);
    let lowered = lower_module(&m, target, &LowerOptions::default()).expect("lowers");
    let f = &lowered.functions[0];
    let run = genx::run(&f.visa, target.platform).expect("GenX_IR runs");
    assert!(run.accepted(), "{}\n{}", run.diagnosis(), f.visa);
    let asm = run.asm.as_deref().expect("native code");
    genx::body_lines(asm)
        .filter(|(_, line)| {
            let mut toks = line.split_whitespace().peekable();
            if toks.peek().is_some_and(|t| t.starts_with('(')) {
                toks.next(); // (W), (W&f0.0)
            }
            let op = toks.next().unwrap_or("");
            !(op.starts_with("send") || op.starts_with("sync") || op == "nop")
        })
        .count() as u32
}

#[test]
fn a_sign_flip_costs_at_most_two_native_instructions_per_8_lanes() {
    ensure_genx();
    // (type, tgllp, dg2): native ALU instructions per 8 lanes, times 2 (halves are exact).
    // f16 and f32: one `xor` of 16 lanes. f64: per 8 lanes an `xor` of the high dwords and a
    // `mov` of the low ones next to them for the scatter's payload, on both targets (the
    // copy's dword planes go to `scatter4_scaled.rg` as they are, and so do the flip's).
    let expected = [("f16", 1, 1), ("f32", 1, 1), ("f64", 4, 4)];
    for (ty, want_tgllp, want_dg2) in expected {
        for (tname, want) in [("tgllp", want_tgllp), ("dg2", want_dg2)] {
            let t = Target::by_name(tname).expect("known target");
            let flip = native_alu(&kernel(ty, true), t);
            let copy = native_alu(&kernel(ty, false), t);
            assert!(flip >= copy, "{ty} on {tname}: {flip} < {copy}");
            // Twice the cost per 8 lanes: 16 lanes are two groups of 8.
            let twice_per8 = (flip - copy) * 2 * 8 / LANES;
            eprintln!(
                "{ty} on {tname}: flip {flip}, copy {copy}: {} per 8 lanes",
                f64::from(twice_per8) / 2.0
            );
            assert!(twice_per8 <= 4, "{ty} on {tname}: over 2 per 8 lanes");
            assert_eq!(twice_per8, want, "{ty} on {tname}");
        }
    }
}

/// `sub -0.0, x` is not a bare sign flip: the IR's float arithmetic gives the canonical NaN
/// for a NaN (docs/SEMANTICS.md §4), so it costs the flip plus a NaN test and selects. On f64
/// without an fp64 ALU (`soft-f64`'s `neg`): `and` of the magnitude, `umin` of the low word,
/// `or`, one compare, the `xor` and two `sel`s, 7 instructions per 16-lane word op, where the
/// predicates of the former NaN test (three compares and their logic) made 9 and more.
/// Measured (2026-12-07, native ALU per 8 lanes): f16 1, f32 0.5, f64 3.5 on tgllp and dg2.
#[test]
fn a_subtraction_from_negative_zero_costs_the_flip_and_a_nan_test() {
    ensure_genx();
    // (type, twice the native ALU instructions per 8 lanes, on tgllp and on dg2).
    for (ty, want) in [("f16", 2), ("f32", 1), ("f64", 7)] {
        for tname in ["tgllp", "dg2"] {
            let t = Target::by_name(tname).expect("known target");
            let sub = native_alu(&kernel_with(ty, Op::SubFromNegativeZero), t);
            let copy = native_alu(&kernel(ty, false), t);
            assert!(sub >= copy, "{ty} on {tname}: {sub} < {copy}");
            assert_eq!((sub - copy) * 2 * 8 / LANES, want, "{ty} on {tname}");
        }
    }
}

#[test]
fn the_sign_flip_kernels_pass_check() {
    for (ty, op) in ["f16", "f32", "f64"]
        .into_iter()
        .flat_map(|ty| [(ty, Op::Xor), (ty, Op::SubFromNegativeZero)])
    {
        let m = parse_module(&kernel_with(ty, op)).expect("parses");
        for tname in ["tgllp", "dg2"] {
            let t = Target::parse(tname).expect("known target");
            let opts = CheckOptions {
                trials: 4,
                ..CheckOptions::default()
            };
            let totals = check_module(&m, &t, &opts).totals();
            assert!(
                totals.is_clean() && totals.compared > 0,
                "{ty} on {tname}: {totals}"
            );
        }
    }
}
