//! The ops LLVM loops need, on 64-bit types: accepted by the finalizer and checked against the
//! reference on the targets with a 64-bit ALU (XeHP, PVC); on those without (Xe-LP, DG2, and
//! PVC without its 64-bit ALU, `pvc-no64`, for the same emulation on 64-byte GRFs), f64
//! arithmetic, compares, minnum and maxnum computed in integer ops (`soft-f64`) and checked the
//! same way, the rest refused with the reason; `fptrunc` from f64 to f16 refused everywhere (the
//! finalizer rounds twice). The 32-bit forms are in `examples/llvm_*.mir` (finalizer, snapshots and `check` on
//! every target).

mod common;

use common::{compile, target, TARGETS};
use memlower_check::{check_module, legalise, CheckOptions};
use memlower_ir::diag::render;
use memlower_ir::parse::parse_module;
use memlower_lowering::{lower_module, LowerOptions};

/// One function per op family, each on 64-bit types.
const WIDE: &str = "
surface @buf : untyped

func @f64_math(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %eight = const 8 : vec<8 x i32>
  %off = mul %lane, %eight : vec<8 x i32>
  %x = gather @buf[%base + %off] align 8 : vec<8 x f64>
  %y = gather @buf[%off] align 8 : vec<8 x f64>
  %two = const 2.0 : vec<8 x f64>
  %f = fma %x, %two, %y : vec<8 x f64>
  %lo = minnum %f, %y : vec<8 x f64>
  %hi = maxnum %lo, %x : vec<8 x f64>
  %lt = fcmp ult %hi, %x : mask<8>
  %no = fcmp uno %hi, %y : mask<8>
  %t = fptrunc %hi : vec<8 x f32>
  %e = fpext %t : vec<8 x f64>
  %i = fptosi %y : vec<8 x i32>
  %u = fptoui %x : vec<8 x i16>
  %b = sitofp %i : vec<8 x f64>
  %c = uitofp %u : vec<8 x f64>
  sink %hi, %lt, %no, %t, %e, %i, %u, %b, %c
  ret
}

func @i64_math(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %eight = const 8 : vec<8 x i32>
  %off = mul %lane, %eight : vec<8 x i32>
  %x = gather @buf[%base + %off] align 8 : vec<8 x i64>
  %y = gather @buf[%off] align 8 : vec<8 x i64>
  %three = const 3 : vec<8 x i64>
  %sh = ashr %x, %three : vec<8 x i64>
  %s = smin %sh, %y : vec<8 x i64>
  %u = umax %s, %x : vec<8 x i64>
  sink %u
  ret
}

func @wide_conversions(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %eight = const 8 : vec<8 x i32>
  %off = mul %lane, %eight : vec<8 x i32>
  %q = gather @buf[%base + %off] align 8 : vec<8 x i64>
  %d = gather @buf[%off] align 8 : vec<8 x f64>
  %qf = sitofp %q : vec<8 x f32>
  %qd = uitofp %q : vec<8 x f64>
  %dq = fptosi %d : vec<8 x i64>
  %du = fptoui %d : vec<8 x i32>
  %df = fptrunc %d : vec<8 x f32>
  %fd = fpext %qf : vec<8 x f64>
  %h = fptrunc %qf : vec<8 x f16>
  %hd = fpext %h : vec<8 x f64>
  sink %qf, %qd, %dq, %du, %df, %fd, %hd
  ret
}
";

/// Every i64 op the lowering emulates in 32-bit halves where the target has no 64-bit integer
/// ALU: add and sub (with carries: random values wrap the low halves half the time), and, or,
/// xor, shifts by constants below and above 32, each compare predicate; operands in registers,
/// broadcast from a scalar and immediate. `%x` and `%y` are read from different addresses
/// (the same random bytes would make every compare of them a compare of a value with itself);
/// the edges random data hardly ever hits (equal low halves, carries at exactly bit 31 or 63)
/// are `data/i64_edges.mir`'s.
const I64_HALVES: &str = "
surface @src : untyped
surface @dst : untyped

func @i64_halves(%base: i32, %k: i64) {
entry:
  %lane = lane.index : vec<16 x i32>
  %eight = const 8 : vec<16 x i32>
  %off = mul %lane, %eight : vec<16 x i32>
  %x = gather @src[%base + %off] align 8 : vec<16 x i64>
  %y = gather @src[%off] align 8 : vec<16 x i64>
  %ks = splat %k : vec<16 x i64>
  %a = add %x, %y : vec<16 x i64>
  %s = sub %a, %ks : vec<16 x i64>
  %c1 = const 12345678912345 : vec<16 x i64>
  %s2 = sub %c1, %x : vec<16 x i64>
  %n = xor %s, %s2 : vec<16 x i64>
  %o = or %n, %x : vec<16 x i64>
  %m = and %o, %y : vec<16 x i64>
  %c5 = const 5 : vec<16 x i64>
  %sh1 = shl %m, %c5 : vec<16 x i64>
  %c40 = const 40 : vec<16 x i64>
  %sh2 = lshr %sh1, %c40 : vec<16 x i64>
  %sh3 = ashr %x, %c5 : vec<16 x i64>
  %sh4 = ashr %y, %c40 : vec<16 x i64>
  %sh5 = shl %y, %c40 : vec<16 x i64>
  %sh6 = lshr %x, %c5 : vec<16 x i64>
  %t1 = add %sh2, %sh3 : vec<16 x i64>
  %t2 = add %sh4, %sh5 : vec<16 x i64>
  %t3 = xor %t1, %t2 : vec<16 x i64>
  %t4 = add %t3, %sh6 : vec<16 x i64>
  %lt = cmp slt %x, %y : mask<16>
  %ult = cmp ult %x, %y : mask<16>
  %le = cmp sle %x, %ks : mask<16>
  %uge = cmp uge %y, %ks : mask<16>
  %eq = cmp eq %x, %y : mask<16>
  %ne = cmp ne %x, %ks : mask<16>
  %ugt = cmp ugt %a, %y : mask<16>
  %sgt = cmp sgt %a, %y : mask<16>
  %ule = cmp ule %x, %x : mask<16>
  %sge = cmp sge %x, %x : mask<16>
  %z1 = select %lt, %t4, %x : vec<16 x i64>
  %z2 = select %ult, %z1, %y : vec<16 x i64>
  %z3 = select %le, %z2, %a : vec<16 x i64>
  %z4 = select %uge, %z3, %s : vec<16 x i64>
  %z5 = select %eq, %z4, %s2 : vec<16 x i64>
  %z6 = select %ne, %z5, %t4 : vec<16 x i64>
  %z7 = select %ugt, %z6, %t1 : vec<16 x i64>
  %z8 = select %sgt, %z7, %t2 : vec<16 x i64>
  %z9 = select %ule, %z8, %t3 : vec<16 x i64>
  %z10 = select %sge, %z9, %sh1 : vec<16 x i64>
  scatter @dst[%off], %z10 align 8
  sink %t4, %lt, %ult, %le, %uge, %eq, %ne, %ugt, %sgt
  ret
}
";

/// What the targets without a 64-bit ALU still refuse: i64 multiply, i64 shifts by a variable
/// amount, conversions between f64 and i64 (`soft-f64` converts f64 from and to f32 and
/// integers of up to 32 bits only).
const WIDE_REFUSED: &str = "
surface @buf : untyped

func @i64_mul(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %eight = const 8 : vec<8 x i32>
  %off = mul %lane, %eight : vec<8 x i32>
  %x = gather @buf[%base + %off] align 8 : vec<8 x i64>
  %p = mul %x, %x : vec<8 x i64>
  sink %p
  ret
}

func @i64_variable_shift(%base: i32, %s: i64) {
entry:
  %lane = lane.index : vec<8 x i32>
  %eight = const 8 : vec<8 x i32>
  %off = mul %lane, %eight : vec<8 x i32>
  %x = gather @buf[%base + %off] align 8 : vec<8 x i64>
  %ss = splat %s : vec<8 x i64>
  %y = shl %x, %ss : vec<8 x i64>
  sink %y
  ret
}

func @f64_to_i64(%base: i32) {
entry:
  %lane = lane.index : vec<8 x i32>
  %eight = const 8 : vec<8 x i32>
  %off = mul %lane, %eight : vec<8 x i32>
  %x = gather @buf[%base + %off] align 8 : vec<8 x f64>
  %i = fptosi %x : vec<8 x i64>
  sink %i
  ret
}
";

const F64_TO_F16: &str = "
surface @buf : untyped

func @narrow(%x: vec<8 x f64>) {
entry:
  %h = fptrunc %x : vec<8 x f16>
  sink %h
  ret
}
";

#[test]
fn wide_ops_pass_the_finalizer_and_the_checker_where_the_alu_has_64_bits() {
    let m = parse_module(WIDE).expect("the test program parses");
    for (name, platform) in TARGETS {
        let t = target(name);
        if !(t.int64 && t.fp64) {
            continue;
        }
        finalized_and_checked(&m, name, platform, 50, 100);
    }
    // Both targets with a 64-bit ALU were tried.
    let wide: Vec<&str> = TARGETS
        .iter()
        .filter(|(n, _)| target(n).fp64)
        .map(|(n, _)| *n)
        .collect();
    assert_eq!(wide, ["xehp", "pvc"]);
}

/// `@f64_math` (fma, minnum, maxnum, fcmp and conversions on f64) where there is no fp64 ALU:
/// `soft-f64` computes it in 32-bit integer ops, which the finalizer accepts and the checker compares with
/// the reference (random f64 bit patterns: NaNs, infinities and subnormals included). On
/// Xe-LP and DG2 (32-byte GRFs), and on PVC without its 64-bit ALU (`pvc-no64`: the same
/// integer ops on 64-byte GRFs, 100 trials, as many as the two others together).
#[test]
fn f64_math_is_emulated_and_checked_where_there_is_no_fp64_alu() {
    let mut m = parse_module(WIDE).expect("the test program parses");
    m.functions.retain(|f| f.name == "f64_math");
    for (name, platform) in TARGETS {
        let t = target(name);
        if t.fp64 {
            continue;
        }
        finalized_and_checked(&m, name, platform, 50, 50);
    }
    finalized_and_checked(&m, "pvc-no64", "PVC", 100, 100);
}

#[test]
fn targets_without_a_64_bit_alu_refuse_each_wide_function() {
    let mut m = parse_module(WIDE).expect("the test program parses");
    // f64_math is emulated there (the test above).
    m.functions.retain(|f| f.name != "f64_math");
    let rendered = refusals_without_a_64_bit_alu(&m, "wide.mir", WIDE);
    insta::assert_snapshot!(rendered);
}

#[test]
fn f64_to_f16_is_refused_on_every_target() {
    let m = parse_module(F64_TO_F16).expect("the test program parses");
    for (name, _) in TARGETS {
        let t = target(name);
        let legal = legalise(&m, t).unwrap_or_else(|e| panic!("legalise for {name}: {e:?}"));
        let err = lower_module(&legal, t, &LowerOptions::default())
            .err()
            .unwrap_or_else(|| panic!("f64 -> f16 lowered on {name}"));
        let text = render(&err, "narrow.mir", F64_TO_F16);
        if name == "pvc" {
            insta::assert_snapshot!(text);
        }
        assert!(
            text.contains("rounds twice") || text.contains("no double-precision"),
            "{name}: {text}"
        );
    }
}

/// In halves on Xe-LP and DG2 (32-byte GRFs) and on PVC without its 64-bit ALU (64-byte GRFs,
/// 400 trials: as many as the two others), natively on XeHP and PVC.
#[test]
fn i64_arithmetic_in_halves_passes_the_finalizer_and_the_checker_on_every_target() {
    let m = parse_module(I64_HALVES).expect("the test program parses");
    for (name, platform) in TARGETS {
        finalized_and_checked(&m, name, platform, 200, 200);
    }
    finalized_and_checked(&m, "pvc-no64", "PVC", 400, 400);
}

/// The edge operands of each emulated i64 op family (`data/i64_edges.mir`: carries and
/// borrows at bits 31 and 63, equal low halves, opposite signs, bits crossing between the
/// halves) and of soft-f64 (`data/f64_edges.mir`: carrying significand products, negated sums,
/// zeros' signs, ties and sticky bits): accepted by the finalizer and agreeing with the
/// reference on every target, emulated (Xe-LP, DG2) or native (XeHP, PVC). `tests/mutations.rs`
/// plants each family's bugs and shows its own function failing.
#[test]
fn i64_and_f64_edge_operands_pass_the_finalizer_and_the_checker_on_every_target() {
    for text in [
        include_str!("data/i64_edges.mir"),
        include_str!("data/f64_edges.mir"),
    ] {
        let m = parse_module(text).expect("the edge program parses");
        for (name, platform) in TARGETS {
            finalized_and_checked(&m, name, platform, 2, 2 * m.functions.len() as u64);
        }
    }
}

#[test]
fn targets_without_a_64_bit_alu_refuse_what_they_cannot_emulate() {
    let m = parse_module(WIDE_REFUSED).expect("the test program parses");
    let rendered = refusals_without_a_64_bit_alu(&m, "refused.mir", WIDE_REFUSED);
    insta::assert_snapshot!(rendered);
    // The others lower on the targets with a 64-bit ALU (i64 `mul` has no vISA instruction on
    // any target: a refusal everywhere).
    for name in ["xehp", "pvc"] {
        let t = target(name);
        let mut legal = legalise(&m, t).unwrap_or_else(|e| panic!("legalise for {name}: {e:?}"));
        legal.functions.retain(|f| f.name != "i64_mul");
        lower_module(&legal, t, &LowerOptions::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

/// Lowers `m` for target `name`, has the finalizer compile every kernel for `platform`, and runs
/// `check` with `trials` random trials per function, which must compare at least `min_compared`
/// and find nothing.
fn finalized_and_checked(
    m: &memlower_ir::Module,
    name: &str,
    platform: &str,
    trials: u32,
    min_compared: u64,
) {
    let t = &memlower_passes::target::Target::parse(name).expect("known target");
    let legal = legalise(m, t).unwrap_or_else(|e| panic!("legalise for {name}: {e:?}"));
    let lowered =
        lower_module(&legal, t, &LowerOptions::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    for f in &lowered.functions {
        let run = compile(&f.visa, platform);
        assert!(
            run.accepted(),
            "@{} on {name}: {}\n{}",
            f.name,
            run.diagnosis(),
            f.visa
        );
    }
    let opts = CheckOptions {
        trials,
        ..CheckOptions::default()
    };
    let totals = check_module(m, t, &opts).totals();
    assert!(
        totals.is_clean() && totals.compared >= min_compared,
        "check on {name}: {totals}"
    );
}

/// Each function of `m` lowered alone on tgllp and dg2 (no 64-bit ALU), every one refused: the
/// rendered errors (`file` and `text` name the source), one per target and function.
fn refusals_without_a_64_bit_alu(m: &memlower_ir::Module, file: &str, text: &str) -> String {
    let mut rendered = String::new();
    for name in ["tgllp", "dg2"] {
        let t = target(name);
        let legal = legalise(m, t).unwrap_or_else(|e| panic!("legalise for {name}: {e:?}"));
        for f in &legal.functions {
            let one = memlower_ir::Module {
                target: legal.target.clone(),
                surfaces: legal.surfaces.clone(),
                functions: vec![f.clone()],
            };
            match lower_module(&one, t, &LowerOptions::default()) {
                Ok(_) => panic!("@{} lowered on {name}, which has no 64-bit ALU", f.name),
                Err(e) => {
                    rendered.push_str(&format!("{name} @{}: ", f.name));
                    rendered.push_str(&render(&e, file, text));
                    rendered.push('\n');
                }
            }
        }
    }
    rendered
}
