//! The import rules the corpus does not reach (non-undef pass-throughs, masked loads/stores
//! through a scalar pointer, shared local memory, lane movement, pointer phis and compares), each
//! run against LLVM's JIT on 1000 inputs of its contract; and `.bc` input.

use memlower_llvm::contract::parse_contracts;
use memlower_llvm::jit::Jit;
use memlower_llvm::validate::validate;
use memlower_llvm::Context;
use std::path::Path;

const RULES: &str = include_str!("rules/rules.ll");

#[test]
fn every_rule_agrees_with_llvm() {
    let ctx = Context::new();
    let m = ctx
        .read_bytes(RULES.as_bytes(), "rules.ll")
        .expect("rules.ll reads");
    let (module, bindings) = m.import_with_bindings().expect("imports");
    let contracts = parse_contracts(RULES).expect("contracts");
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
    let text = memlower_ir::print::print_module(&module);
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
    ] {
        assert!(text.contains(expected), "`{expected}` not in\n{text}");
    }
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
