//! IR written by every supported LLVM, 14 to 19, as text and as bitcode: the linked LLVM 19
//! reads it (typed pointers of LLVM 14 are upgraded to `ptr`, LLVM 16's `memory(...)`
//! attributes parse), the text and the bitcode of one module import to the same memlower IR,
//! which lowers and agrees with LLVM's JIT. Corpus functions the import refuses are refused one
//! by one, with a per-function error, and the other functions of their files still import.

mod common;

use memlower_llvm::contract::Contract;
use memlower_llvm::jit::Jit;
use memlower_llvm::validate::validate;
use memlower_llvm::{Context, LlvmModule};
use memlower_passes::target::Target;
use std::path::Path;

const TRIALS: u32 = 200;

/// Imports `m` (function `only`, or all), validates every imported function against the JIT of
/// `m`, and returns the printed IR; panics naming `what` on any failure.
fn import_and_validate(
    m: &LlvmModule<'_>,
    only: Option<&str>,
    contracts: &[Contract],
    what: &str,
) -> String {
    let (module, bindings) = m
        .import_function_with_bindings(only)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let jit = Jit::new(m).unwrap_or_else(|e| panic!("{what}: {e}"));
    for b in &bindings {
        let c = contracts
            .iter()
            .find(|c| c.function == b.llvm)
            .unwrap_or_else(|| panic!("{what}: no contract for @{}", b.llvm));
        let v = validate(&jit, &module, b, c, TRIALS, 7);
        assert!(v.finding_count == 0 && v.agreed == TRIALS, "{what}: {v}");
    }
    let dg2 = Target::by_name("dg2").expect("dg2");
    let lowered = common::legalize_and_lower(&module, dg2, what);
    assert_eq!(lowered.functions.len(), bindings.len(), "{what}: kernels");
    memlower_ir::print::print_module(&module)
}

#[test]
fn text_and_bitcode_of_llvm_14_to_19_import_alike_and_agree_with_the_jit() {
    let dir = common::corpus_dir();
    let mut checked = 0;
    for x in ["gathers", "groups"] {
        let contracts = common::contracts_of(&dir.join(format!("{x}.c")));
        for v in [14, 15, 16, 19] {
            let ll = dir.join(format!("{x}.clang{v}.ll"));
            let bc = dir.join(format!("{x}.clang{v}.bc"));
            let text = std::fs::read_to_string(&ll).expect("corpus text");
            // What each version writes: typed pointers before 15, `memory(...)` from 16.
            assert_eq!(text.contains("float*"), v == 14, "{}", ll.display());
            assert_eq!(text.contains("memory(argmem"), v >= 16, "{}", ll.display());
            let bytes = std::fs::read(&bc).expect("corpus bitcode");
            assert!(
                bytes.starts_with(b"BC\xC0\xDE"),
                "{} is bitcode",
                bc.display()
            );
            let ctx = Context::new();
            let from_text = ctx.read_file(&ll).unwrap_or_else(|e| panic!("{e}"));
            let from_bc = ctx.read_file(&bc).unwrap_or_else(|e| panic!("{e}"));
            let n = from_text.function_names().len();
            assert!(n >= 4, "{}: {n} functions", ll.display());
            let a = import_and_validate(&from_text, None, &contracts, &ll.display().to_string());
            let b = import_and_validate(&from_bc, None, &contracts, &bc.display().to_string());
            assert_eq!(a, b, "{x}: LLVM {v} text and bitcode import differently");
            checked += n;
        }
    }
    // 9 functions in gathers.c and 9 in groups.c, in four versions.
    assert_eq!(checked, (9 + 9) * 4);
}

/// The names of the functions of the corpus file `p`.
fn function_names(p: &Path) -> Vec<String> {
    let ctx = Context::new();
    let m = ctx.read_file(p).unwrap_or_else(|e| panic!("{e}"));
    m.function_names()
}

#[test]
fn refused_corpus_functions_are_refused_one_by_one() {
    let dir = common::corpus_dir();
    // Every corpus file imports whole but the ones listed.
    for (p, _) in common::all_corpus() {
        let name = p
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("")
            .to_string();
        let listed: Vec<_> = common::REFUSED.iter().filter(|r| r.0 == name).collect();
        let ctx = Context::new();
        let m = ctx.read_file(&p).unwrap_or_else(|e| panic!("{e}"));
        match m.import() {
            Ok(_) => assert!(
                listed.is_empty(),
                "{name} imports, but is listed as refused"
            ),
            Err(e) => {
                let msg = e.to_string();
                assert!(!listed.is_empty(), "{name} is refused: {msg}");
                for (_, f, what) in &listed {
                    assert!(
                        msg.contains(&format!("in function @{f}:")) && msg.contains(what),
                        "{name}: {msg}"
                    );
                }
            }
        }
    }
    // The refused function alone is refused, in one located message; every other function of
    // its file imports alone and agrees with the JIT.
    for (file, f, what) in common::REFUSED {
        let p = dir.join(file);
        let contracts = common::contracts_of(&p);
        let ctx = Context::new();
        let m = ctx.read_file(&p).unwrap_or_else(|e| panic!("{e}"));
        let e = m
            .import_function(Some(f))
            .expect_err("the listed function is refused");
        let msg = e.to_string();
        assert_eq!(e.refusals().len(), 1, "{msg}");
        assert!(
            msg.contains(&format!("in function @{f}:")) && msg.contains(what),
            "{msg}"
        );
        // The refused call's own line of the text.
        let line = e.loc().line as usize;
        let text = std::fs::read_to_string(&p).expect("corpus text");
        let at = text.lines().nth(line.wrapping_sub(1)).unwrap_or("");
        assert!(
            at.contains(what),
            "{file}:{line} is `{at}`, not the refused call"
        );
        for g in function_names(&p).iter().filter(|g| g != f) {
            import_and_validate(&m, Some(g), &contracts, &format!("{file} @{g}"));
        }
    }
}
