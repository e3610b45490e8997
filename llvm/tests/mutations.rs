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
    for (name, rules) in [
        ("rules.ll", include_str!("rules/rules.ll")),
        ("shuffles.ll", include_str!("rules/shuffles.ll")),
        ("reductions.ll", include_str!("rules/reductions.ll")),
        ("bits.ll", include_str!("rules/bits.ll")),
        ("divide.ll", include_str!("rules/divide.ll")),
        ("rounding.ll", include_str!("rules/rounding.ll")),
        ("memops.ll", include_str!("rules/memops.ll")),
        ("fdiv.ll", include_str!("rules/fdiv.ll")),
        ("sqrt.ll", include_str!("rules/sqrt.ll")),
    ] {
        inputs.push((
            name.into(),
            rules.as_bytes().to_vec(),
            parse_contracts(rules).expect("contracts"),
        ));
    }
    // One JIT per file (it compiles the original module, which no mutation changes); each
    // mutation is imported and validated until some function catches it.
    let mut caught: Vec<Option<String>> = vec![None; Mutation::ALL.len()];
    for (name, bytes, contracts) in &inputs {
        if caught.iter().all(Option::is_some) {
            break;
        }
        let ctx = Context::new();
        let lm = ctx.read_bytes(bytes, name).expect("reads");
        let jit = Jit::new(&lm).expect("JIT");
        for (k, m) in Mutation::ALL.into_iter().enumerate() {
            if caught[k].is_some() {
                continue;
            }
            let (module, bindings) = with_mutation(Some(m), || lm.import_with_bindings())
                .expect("the mutated import still verifies");
            for b in &bindings {
                let c = contracts
                    .iter()
                    .find(|c| c.function == b.llvm)
                    .expect("contract");
                if validate(&jit, &module, b, c, 100, 11).finding_count > 0 {
                    caught[k] = Some(format!("@{} ({name})", b.llvm));
                    break;
                }
            }
        }
    }
    let mut report = Vec::new();
    for (m, by) in Mutation::ALL.iter().zip(&caught) {
        report.push(format!(
            "{}: caught by {}",
            m.name(),
            by.as_deref().unwrap_or("nothing")
        ));
    }
    eprintln!("{}", report.join("\n"));
    for (m, by) in Mutation::ALL.iter().zip(&caught) {
        assert!(by.is_some(), "{} was not caught by any function", m.name());
    }
}
