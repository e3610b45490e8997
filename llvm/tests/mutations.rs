//! Each deliberately wrong import rule (`memlower_llvm::mutation`) is caught by the differential
//! test against LLVM's JIT on the corpus and the rule tests: the mutated import disagrees with
//! LLVM on some function, while the correct import agrees everywhere (tests/differential.rs).

use memlower_llvm::contract::parse_contracts;
use memlower_llvm::jit::Jit;
use memlower_llvm::mutation::{with_mutation, Mutation};
use memlower_llvm::validate::validate;
use memlower_llvm::Context;

mod common;

#[test]
fn every_injected_import_bug_is_caught() {
    let mut inputs: Vec<(String, Vec<u8>, Vec<memlower_llvm::contract::Contract>)> =
        common::corpus()
            .into_iter()
            .filter(|(p, _)| p.to_string_lossy().contains(".clang14."))
            .map(|(p, c)| {
                (
                    p.display().to_string(),
                    std::fs::read(&p).expect("readable"),
                    c,
                )
            })
            .collect();
    let rules = include_str!("rules/rules.ll");
    inputs.push((
        "rules.ll".into(),
        rules.as_bytes().to_vec(),
        parse_contracts(rules).expect("contracts"),
    ));
    let mut report = Vec::new();
    for m in Mutation::ALL {
        let mut caught = Vec::new();
        for (name, bytes, contracts) in &inputs {
            let ctx = Context::new();
            let lm = ctx.read_bytes(bytes, name).expect("reads");
            let (module, bindings) = with_mutation(Some(m), || lm.import_with_bindings())
                .expect("the mutated import still verifies");
            let jit = Jit::new(&lm).expect("JIT");
            for b in &bindings {
                let c = contracts
                    .iter()
                    .find(|c| c.function == b.llvm)
                    .expect("contract");
                let v = validate(&jit, &module, b, c, 100, 11);
                if v.finding_count > 0 {
                    caught.push(format!("@{}", b.llvm));
                }
            }
        }
        report.push(format!("{}: caught by {}", m.name(), caught.join(" ")));
        assert!(
            !caught.is_empty(),
            "{} was not caught by any function",
            m.name()
        );
    }
    eprintln!("{}", report.join("\n"));
}
