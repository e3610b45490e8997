//! The import rules the corpus does not reach (non-undef pass-throughs, masked loads/stores
//! through a scalar pointer, shared local memory, lane movement, pointer phis and compares, NaN
//! constants; masked and gapped store groups, blends, rotations, permutations; reductions of
//! masks, of odd lane counts, and in strict order; funnel shifts and population counts; negative
//! `i8`/`i16` indices; `i1` sign-extended and converted as signed; `icmp sle sge ule uge` on equal and negative values), each run
//! against LLVM's JIT on 1000 inputs of its contract; and `.bc` input.

use memlower_llvm::contract::parse_contracts;
use memlower_llvm::jit::Jit;
use memlower_llvm::validate::validate;
use memlower_llvm::Context;
use std::path::Path;

const RULES: &str = include_str!("rules/rules.ll");
const SHUFFLES: &str = include_str!("rules/shuffles.ll");
const REDUCTIONS: &str = include_str!("rules/reductions.ll");
const BITS: &str = include_str!("rules/bits.ll");
const DIVIDE: &str = include_str!("rules/divide.ll");
const ROUNDING: &str = include_str!("rules/rounding.ll");
const MEMOPS: &str = include_str!("rules/memops.ll");
const FDIV: &str = include_str!("rules/fdiv.ll");
const SQRT: &str = include_str!("rules/sqrt.ll");

/// Imports `src` and runs every function against LLVM's JIT on 1000 inputs of its contract;
/// returns the imported module's text.
fn agrees_with_llvm(src: &str, name: &str) -> String {
    let ctx = Context::new();
    let m = ctx.read_bytes(src.as_bytes(), name).expect("reads");
    let (module, bindings) = m.import_with_bindings().expect("imports");
    let contracts = parse_contracts(src).expect("contracts");
    let jit = Jit::new(&m).expect("JIT");
    assert_eq!(bindings.len(), contracts.len());
    for b in &bindings {
        let c = contracts
            .iter()
            .find(|c| c.function == b.llvm)
            .expect("contract");
        let v = validate(&jit, &module, b, c, 1000, 5);
        assert_eq!((v.agreed, v.finding_count), (1000, 0), "{v}");
    }
    memlower_ir::print::print_module(&module)
}

#[test]
fn every_rule_agrees_with_llvm() {
    let text = agrees_with_llvm(RULES, "rules.ll");
    // The rules show in the imported IR.
    for expected in [
        "surface @slm : slm",
        "func @slm_gather(%lds: i32, %n: i32, %m: i32)",
        "%g = select %mask, %4, %5 : vec<8 x f32>",
        "gather @a[%3] mask %mask align 4 : vec<8 x f32>",
        "scatter @masked_load_store.out[%0], %v mask %not align 4",
        "%swapped = concat %hi, %lo : vec<16 x f32>",
        "extract %mid[3] : f32",
        "insert %swapped[5], ",
        "loop(%p: i32):",
        // NaN constants bit for bit: 0xFFC00001 and a negative signalling double NaN.
        "%2 = const [-4194303, -4194303, 1065353216, -4194303, -4194303, -4194303, -4194303, \
         -4194303] : vec<8 x i32>\n  %3 = bitcast %2 : vec<8 x f32>",
        "%4 = const -4503599627370495 : i64\n  %5 = bitcast %4 : f64",
    ] {
        assert!(text.contains(expected), "`{expected}` not in\n{text}");
    }
}

#[test]
fn every_shuffle_and_group_rule_agrees_with_llvm() {
    let text = agrees_with_llvm(SHUFFLES, "shuffles.ll");
    // The rules show in the imported IR: store groups with gaps become one access per run of
    // written members (a gap is never addressed), masks replicated by a shuffle become the lane
    // mask itself, and shuffles that are no group are lane moves.
    for expected in [
        // factor 3, member 1 a gap: members 0 and 2 as strided scatters, 12 bytes apart.
        "scatter @store_gap.out[%1], %va align 4",
        "%2 = const 8 : i32\n  scatter @store_gap.out[%2 + %1], %vb align 4",
        // factor 4, member 2 a gap, under the lane mask %m.
        "%2 = chan.pack %vx, %vy : vec<4 x 2 x f32>",
        "scatter @cond_store_gap.out[%3], %2 mask %m align 4",
        "scatter @cond_store_gap.out[%4 + %3], %vz mask %m align 4",
        // factor 8 of i16, gaps 2 and 5: three pairs.
        "%1 = chan.pack %va, %vb : vec<4 x 2 x i16>",
        "%3 = chan.pack %sum, %dif : vec<4 x 2 x i16>",
        "%5 = chan.pack %va, %vb : vec<4 x 2 x i16>",
        // factor 6 of i64, members 1 and 4 of 4 lanes: one gather of both (fewer lanes than
        // a message reads), 48 bytes from lane to lane, then a slice each.
        "%0 = const [8, 56, 104, 152, 32, 80, 128, 176] : vec<8 x i32>",
        "%1 = gather @load_f6_i64.p[%0] align 8 : vec<8 x i64>",
        "%m1 = extract %1[0] : vec<4 x i64>",
        "%m4 = extract %1[4] : vec<4 x i64>",
        "%rot = concat %1, %2 : vec<8 x i32>",
        "%2 = undef : vec<1 x f32>",
        "%2 = splat %1 : vec<2 x i32>",
    ] {
        assert!(text.contains(expected), "`{expected}` not in\n{text}");
    }
    // Not groups: a pass-through, and a user that is not a de-interleaving shuffle.
    let passthru = text
        .split("func @load_passthru")
        .nth(1)
        .and_then(|t| t.split("\n}").next())
        .expect("@load_passthru");
    assert!(
        passthru.contains(": vec<16 x f32>") && passthru.contains("select"),
        "{passthru}"
    );
    let mixed = text
        .split("func @mixed_users")
        .nth(1)
        .and_then(|t| t.split("\n}").next())
        .expect("@mixed_users");
    assert!(
        mixed.contains("%w = gather @mixed_users.p[%0] align 4 : vec<16 x i32>"),
        "{mixed}"
    );
}

#[test]
fn bitcode_imports_like_text() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/gathers.clang14.ll");
    let ctx = Context::new();
    let m = ctx.read_file(&path).expect("reads");
    let dir = std::env::temp_dir().join(format!("memlower-bc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let bc = dir.join("gathers.bc");
    assert!(m.inkwell().write_bitcode_to_path(&bc));
    let from_bc = memlower_llvm::import_file(&bc).expect("bitcode imports");
    let from_ll = memlower_llvm::import_file(&path).expect("text imports");
    assert_eq!(from_bc, from_ll);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn every_reduction_rule_agrees_with_llvm() {
    let text = agrees_with_llvm(REDUCTIONS, "reductions.ll");
    // The ordered fadd of 6 lanes is six scalar adds after the start value, one lane each.
    let f = &text[text.find("func @ordered_reductions").expect("imported")..];
    for k in 0..6 {
        assert!(
            f.contains(&format!("[{k}] : f32")),
            "lane {k} extracted:\n{f}"
        );
    }
    // A mask's `add` reduction is a tree of `xor`s.
    let m = &text[text.find("func @mask_reductions").expect("imported")..];
    assert!(m.contains("xor"), "{m}");
}

#[test]
fn every_bit_intrinsic_rule_agrees_with_llvm() {
    let text = agrees_with_llvm(BITS, "bits.ll");
    // Expanded into shifts and logic: no call survives, and a count's SWAR masks are there.
    assert!(!text.contains("llvm."), "{text}");
    assert!(
        text.contains("21845"),
        "ctpop's 0x5555 mask on i16:\n{text}"
    );
}

#[test]
fn integer_division_agrees_with_llvm() {
    let text = agrees_with_llvm(DIVIDE, "divide.ll");
    // A multiply-high and shifts: no division survives, and the magics of Hacker's Delight's
    // tables 10-1 and 10-2 are there: unsigned 7 (0x24924925, the 33-bit form), signed -7
    // (0x6DB6DB6D), and 641 (6700417: 641 * 6700417 = 2^32 + 1).
    for op in ["div ", "rem "] {
        assert!(!text.contains(op), "{op}in\n{text}");
    }
    for expected in ["umulh", "smulh", "613566757", "1840700269", "6700417"] {
        assert!(text.contains(expected), "`{expected}` not in\n{text}");
    }
}

#[test]
fn float_division_agrees_with_llvm() {
    let text = agrees_with_llvm(FDIV, "fdiv.ll");
    // Integer operations on the bits: no float division survives; the reciprocal's linear
    // estimate (0x7504F333) and its Newton steps are there.
    assert!(!text.contains("fdiv"), "{text}");
    for expected in ["umulh", "1963258675", "uitofp"] {
        assert!(text.contains(expected), "`{expected}` not in\n{text}");
    }
    // Constant divisors fold: the divisions by 3, 10, -0.1 and a subnormal keep one `umulh`
    // each (the quotient's), those by 0 and infinity none (their results are selected from
    // constants), and only `1 / x` computes a reciprocal (six more).
    let constants = text
        .split("func @")
        .find(|f| f.starts_with("constants"))
        .expect("@constants");
    assert_eq!(constants.matches("umulh").count(), 4 + 7, "{constants}");
}

#[test]
fn square_roots_agree_with_llvm() {
    let text = agrees_with_llvm(SQRT, "sqrt.ll");
    // Integer operations on the bits, for the intrinsic and the library call alike: no root
    // survives; the estimate's slope (1.185 in Q2.30) is made once per function, and each of
    // the four roots takes 11 `umulh`s (the estimate, three Newton steps of three, the root).
    assert!(!text.contains("sqrt"), "{text}");
    assert_eq!(text.matches("1272384061").count(), 3, "{text}");
    assert_eq!(text.matches("umulh").count(), 4 * 11, "{text}");
}

#[test]
fn rounding_to_integral_values_agrees_with_llvm() {
    let text = agrees_with_llvm(ROUNDING, "rounding.ll");
    assert!(!text.contains("llvm."), "{text}");
    // 2^23, the bound past which every f32 is integral.
    assert!(text.contains("8388608"), "{text}");
}

#[test]
fn memcpy_and_memset_agree_with_llvm() {
    let text = agrees_with_llvm(MEMOPS, "memops.ll");
    assert!(!text.contains("llvm."), "{text}");
    // Dword loops where aligned (the fill's byte in four bytes: 0x01010101), byte loops else.
    for expected in [
        "align 4 : vec<16 x i32>",
        "align 1 : vec<16 x i8>",
        "16843009",
    ] {
        assert!(text.contains(expected), "`{expected}` not in\n{text}");
    }
}
