//! The allocator the options choose (`LowerOptions::allocator`, `regalloc::Allocator`): the
//! linear one, the reference and the checked one agree on every example and target, and the
//! checked one refuses a wrong allocation from any allocator, an embedder's own included.

mod lowering_common;

use lowering_common::{examples, legalise, TARGETS};
use memlower::ir::parse::parse_module;
use memlower::lowering::mir::Kernel;
use memlower::lowering::regalloc::allocator::{Allocator, AllocatorKind, Checked, Linear};
use memlower::lowering::regalloc::{self, Allocation, SharingWalk};
use memlower::lowering::{lower_kernel_with, lower_module, LowerError, LowerOptions};
use memlower::passes::target::Target;

/// Every example on every target, lowered with each allocator: the same kernels and the same
/// allocation (offsets, GRFs, peak), and the checked one accepts it.
#[test]
fn every_allocator_gives_the_same_allocation_on_every_example() {
    let mut compared = 0;
    for (name, text) in examples() {
        for t in TARGETS {
            let target: &'static Target =
                Box::leak(Box::new(Target::parse(t).expect("known target")));
            let mut m = parse_module(&text).expect("example parses");
            legalise(&mut m, target);
            let lowered = |allocator| {
                let opts = LowerOptions {
                    allocator,
                    ..LowerOptions::default()
                };
                lower_module(&m, target, &opts)
                    .unwrap_or_else(|e| panic!("{name} on {t} with {}: {e}", allocator.name()))
            };
            let linear = lowered(AllocatorKind::Linear);
            for kind in [AllocatorKind::Reference, AllocatorKind::Checked] {
                let other = lowered(kind);
                for (a, b) in linear.functions.iter().zip(&other.functions) {
                    assert_eq!(a.visa, b.visa, "{name}/{} on {t}: {}", a.name, kind.name());
                    let (x, y) = (&a.allocation, &b.allocation);
                    assert_eq!(x.offsets, y.offsets, "{name}/{} on {t}", a.name);
                    assert_eq!(
                        (x.total_grfs, x.peak_grfs),
                        (y.total_grfs, y.peak_grfs),
                        "{name}/{} on {t}: {}",
                        a.name,
                        kind.name()
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(
        compared >= 2 * 20 * TARGETS.len(),
        "only {compared} kernels compared"
    );
}

/// An allocator that puts every root at offset 0: wrong wherever two roots are live at once.
struct AllAtZero;

impl Allocator for AllAtZero {
    fn name(&self) -> &'static str {
        "all-at-zero"
    }

    fn allocate(&self, k: &Kernel, walk: SharingWalk) -> Result<Allocation, String> {
        let mut a = Linear.allocate(k, walk)?;
        for o in a.offsets.iter_mut().flatten() {
            *o = 0;
        }
        Ok(a)
    }
}

/// The checked allocator refuses the wrong allocation with the variables it finds overlapping;
/// unchecked, the same allocator's result goes through (only the check can tell).
#[test]
fn a_checked_allocator_refuses_a_wrong_allocation() {
    let target: &'static Target =
        Box::leak(Box::new(Target::parse("tgllp").expect("known target")));
    let (_, text) = examples()
        .into_iter()
        .find(|(n, _)| n == "aos_soa_rgba")
        .expect("the example exists");
    let mut m = parse_module(&text).expect("parses");
    legalise(&mut m, target);
    let f = &m.functions[0];
    let (kernel, wrong) = lower_kernel_with(&m, f, target, false, &AllAtZero)
        .expect("unchecked, the wrong allocation is used");
    assert!(regalloc::check(&kernel, &wrong).is_err());
    let e = lower_kernel_with(&m, f, target, false, &Checked(AllAtZero)).unwrap_err();
    match &e {
        LowerError::Allocation { func, why } => {
            assert_eq!(func, &f.name);
            assert!(
                why.contains("all-at-zero")
                    && (why.contains("overlap") || why.contains("shares registers")),
                "{why}"
            );
        }
        other => panic!("expected an allocation error, got {other}"),
    }
    // The same kernel with the linear allocator, checked, is accepted.
    lower_kernel_with(&m, f, target, false, &Checked(Linear)).expect("linear is right");
}

/// The names `--allocator` would take.
#[test]
fn allocator_kinds_round_trip_by_name() {
    for k in AllocatorKind::ALL {
        assert_eq!(AllocatorKind::from_name(k.name()), Some(k));
    }
    assert_eq!(AllocatorKind::from_name("graph-colouring"), None);
    assert_eq!(AllocatorKind::default(), AllocatorKind::Linear);
}
