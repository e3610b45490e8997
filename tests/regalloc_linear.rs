//! The register allocator's liveness and interference (`regalloc::allocate`, linear in the
//! kernel) give exactly what the obvious quadratic computation (`allocate_reference`: a dense
//! set per instruction, every co-occupied pair at every instruction) gives: the same offsets,
//! GRF totals, peak and interference edges, on generated modules of every shape and on every
//! example, for every target; and so does the sweep that replaces first-fit over the pairs
//! in order of first occupation (`allocate_within(k, 0)`: that pass alone). The allocation
//! `lower_module` returns, which reuses the liveness declaration sharing computed and walks
//! again only the roots sharing changed, is `allocate`'s of the final kernel.

use memlower::ir::parse::parse_module;
use memlower::lowering::regalloc::{
    allocate, allocate_reference, allocate_reference_within, allocate_within, check, Allocation,
};
use memlower::lowering::{lower_module, LowerOptions};
use memlower::passes::target::Target;
use memlower::workload::{write_module, Shape, Workload};
use memlower_check::legalise;
use std::collections::BTreeSet;

fn edges(a: &Allocation) -> BTreeSet<(u32, u32)> {
    a.interference
        .all_edges()
        .map(|(x, y)| (x.min(y), x.max(y)))
        .collect()
}

fn nodes(a: &Allocation) -> BTreeSet<u32> {
    a.interference.nodes().collect()
}

/// Lowers `text` for `target` and compares the two computations on every kernel; returns how
/// many kernels were compared.
fn compare(text: &str, target: &str, what: &str) -> usize {
    let m = parse_module(text).unwrap_or_else(|e| panic!("{what}: {e}"));
    let t = Target::by_name(target).expect("target");
    let Ok(m) = legalise(&m, t) else {
        return 0;
    };
    let Ok(l) = lower_module(&m, t, &LowerOptions::default()) else {
        return 0;
    };
    for f in &l.functions {
        let (fast, slow) = (allocate(&f.mir), allocate_reference(&f.mir));
        let at = format!("{what} @{} on {target}", f.name);
        assert_eq!(fast.offsets, slow.offsets, "{at}: offsets");
        assert_eq!(fast.total_grfs, slow.total_grfs, "{at}: total");
        assert_eq!(fast.peak_grfs, slow.peak_grfs, "{at}: peak");
        assert_eq!(edges(&fast), edges(&slow), "{at}: interference");
        assert_eq!(nodes(&fast), nodes(&slow), "{at}: occupied roots");
        // No interfering roots overlap, and no read message's destination shares registers
        // with its own operands (through one root after declaration sharing, or two blocks).
        if let Err(e) = check(&f.mir, &f.allocation) {
            panic!("{at}: {e}");
        }
        // `lower_module` allocates after declaration sharing by walking only the roots sharing
        // changed (`allocate_after_sharing`): the allocation of the whole kernel, all of it.
        assert_eq!(f.allocation.offsets, fast.offsets, "{at}: lower_module's");
        assert_eq!(
            f.allocation.total_grfs, fast.total_grfs,
            "{at}: lower_module's total"
        );
        assert_eq!(
            f.allocation.peak_grfs, fast.peak_grfs,
            "{at}: lower_module's peak"
        );
        assert_eq!(
            edges(&f.allocation),
            edges(&fast),
            "{at}: lower_module's edges"
        );
        assert_eq!(
            nodes(&f.allocation),
            nodes(&fast),
            "{at}: lower_module's nodes"
        );
        // The first-occupation pass alone (the sweep against first-fit over the graph's
        // pairs), and both passes whatever the edge count.
        for budget in [0, u64::MAX] {
            let (fast, slow) = (
                allocate_within(&f.mir, budget),
                allocate_reference_within(&f.mir, budget),
            );
            assert_eq!(fast.offsets, slow.offsets, "{at}: offsets within {budget}");
            assert_eq!(
                fast.total_grfs, slow.total_grfs,
                "{at}: total within {budget}"
            );
        }
    }
    l.functions.len()
}

#[test]
fn linear_allocation_is_the_reference_allocation_on_generated_modules() {
    let cases = [
        (Shape::Mixed, 120, 12, 1),
        (Shape::Mixed, 80, 8, 7),
        (Shape::Mixed, 60, 1, 3),
        (Shape::Mixed, 40, 4, 11),
        (Shape::Chain, 300, 1, 1),
        (Shape::Blocks, 120, 2, 1),
        (Shape::Blocks, 60, 1, 9),
    ];
    let mut kernels = 0;
    for (shape, size, functions, seed) in cases {
        let w = Workload {
            shape,
            size,
            functions,
            seed,
            target: None,
        };
        let mut bytes = Vec::new();
        write_module(&w, &mut bytes).expect("writes");
        let text = String::from_utf8(bytes).expect("UTF-8");
        for target in ["tgllp", "dg2", "pvc"] {
            kernels += compare(&text, target, &format!("{w:?}"));
        }
    }
    assert!(kernels > 50, "only {kernels} kernels compared");
}

#[test]
fn linear_allocation_is_the_reference_allocation_on_the_examples() {
    let mut kernels = 0;
    let mut files: Vec<_> = std::fs::read_dir("examples")
        .expect("examples/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for p in files {
        let text = std::fs::read_to_string(&p).expect("read");
        for target in ["tgllp", "xehp", "dg2", "pvc"] {
            kernels += compare(&text, target, &p.display().to_string());
        }
    }
    assert!(kernels > 10, "only {kernels} kernels compared");
}
