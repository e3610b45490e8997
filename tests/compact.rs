//! `Function::compact` squeezes the instructions the passes left dead out of a function's arena
//! (the pass manager does it on big functions). Nothing a user sees may change: the printed IR,
//! the kernels, the message IR, the reports (which read dead source ops back by their origin)
//! and the register allocation of a legalised function are the same bytes after it.

mod cli_common;

use cli_common::generated;
use memlower::ir::parse::parse_module;
use memlower::ir::print::print_module;
use memlower::ir::verify::verify_module;
use memlower::lowering::{lower_module_jobs, LowerOptions, Lowered};
use memlower::passes::target::Target;
use memlower_check::legalise;

/// Everything a lowering produces, as text.
fn everything(l: &Lowered) -> String {
    let mut s = String::new();
    for f in &l.functions {
        s.push_str(&format!(
            "@{}\n{}\n{}\n{}\n{:?}\n{:?}\n",
            f.name,
            f.visa,
            f.mir,
            // As printed: the report's `inst` fields are arena ids, which compaction renumbers.
            f.report.as_ref().expect("a report was asked for"),
            f.totals,
            f.allocation.offsets
        ));
    }
    s
}

#[test]
fn a_compacted_function_prints_and_lowers_as_before() {
    let opts = LowerOptions {
        naive: false,
        baseline: true,
        report: true,
        visa: true,
        ..LowerOptions::default()
    };
    for seed in [1, 2, 3] {
        // Functions of about 50 accesses: below the size the pass manager compacts itself.
        let m = parse_module(&generated(600, 12, seed)).expect("parses");
        for t in ["tgllp", "dg2", "pvc"] {
            let target = Target::by_name(t).expect("known target");
            let legal = legalise(&m, target).expect("legalises");
            let mut compacted = legal.clone();
            // Most functions leave something dead (a generated function with nothing dead
            // compacts to itself).
            let mut squeezed = 0;
            for (f, g) in compacted.functions.iter_mut().zip(&legal.functions) {
                if f.compact() {
                    squeezed += 1;
                    assert!(f.insts.len() < g.insts.len());
                } else {
                    assert_eq!(f.insts.len(), g.insts.len(), "{t} seed {seed} @{}", f.name);
                }
                assert_eq!(f.values.len(), g.values.len(), "values keep their ids");
                assert!(!f.compact(), "a second compaction finds nothing");
            }
            assert!(
                2 * squeezed > compacted.functions.len(),
                "{t} seed {seed}: {squeezed} of {} functions had dead instructions",
                compacted.functions.len()
            );
            verify_module(&compacted).expect("still valid IR");
            assert_eq!(
                print_module(&legal),
                print_module(&compacted),
                "{t} seed {seed}"
            );
            // The report hands back the caller's own instruction handles.
            let handles = |l: &Lowered| -> Vec<_> {
                l.functions
                    .iter()
                    .flat_map(|f| {
                        f.report
                            .iter()
                            .flat_map(|r| r.accesses.iter().map(|a| a.inst))
                    })
                    .collect()
            };
            let (lb, la) = (
                lower_module_jobs(&legal, target, &opts, 1).expect("lowers"),
                lower_module_jobs(&compacted, target, &opts, 1).expect("lowers"),
            );
            assert!(!handles(&lb).is_empty());
            assert_eq!(
                handles(&lb),
                handles(&la),
                "{t} seed {seed}: report handles"
            );
            let (before, after) = (everything(&lb), everything(&la));
            if let Some((b, a)) = before.lines().zip(after.lines()).find(|(b, a)| b != a) {
                panic!("{t} seed {seed}: the lowering differs:\n{b}\n{a}");
            }
            assert_eq!(before.len(), after.len(), "{t} seed {seed}");
        }
    }
}
