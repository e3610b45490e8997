//! Unit tests of the generator.

use super::*;

#[test]
fn deterministic_for_a_seed() {
    let cfg = GenConfig::default();
    let a = random_module(&mut Rng::new(7), &cfg);
    let b = random_module(&mut Rng::new(7), &cfg);
    assert_eq!(
        crate::print::print_module(&a),
        crate::print::print_module(&b)
    );
}

#[test]
fn restricted_ops_are_respected() {
    let cfg = GenConfig {
        ops: vec![GenOp::Gather],
        via_percent: 0,
        ..GenConfig::default()
    };
    for seed in 0..50 {
        let m = random_module(&mut Rng::new(seed), &cfg);
        for f in &m.functions {
            for (_, i) in f.inst_order() {
                let k = &f.inst(i).kind;
                assert!(
                    matches!(
                        k,
                        InstKind::Gather { via: None, .. }
                            | InstKind::Const { .. }
                            | InstKind::Splat { .. }
                    ) || k.is_terminator(),
                    "{}",
                    k.mnemonic()
                );
            }
        }
    }
}
