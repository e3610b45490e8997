//! Lowering preserves meaning: every example, legalised for every target and lowered to
//! message IR, run by the message-IR interpreter (`memlower_check::minterp`) on random
//! arguments and random memory, leaves the memory the reference interpreter of the source
//! leaves and sinks the values the reference sinks (every byte the reference defines is equal;
//! bytes it leaves undefined may be anything). Both the register-allocation-aware and the naive lowering are checked.

use memlower::ir::interp::{run_function, ImageSize, Limits, Memory, MemoryShape, Val};
use memlower::ir::parse::parse_module;
use memlower::ir::rng::Rng;
use memlower::ir::{ScalarType, Type};
use memlower::lowering::{lower_module, LowerOptions};
use memlower::passes::target::Target;
use memlower_check::minterp;

mod lowering_common;
use lowering_common::{examples, legalise, TARGETS};

/// Small, aligned scalars (bases, counts, coordinates), a few float values, random masks.
fn random_arg(ty: Type, rng: &mut Rng) -> Val {
    match ty {
        // Half the time all lanes: some examples are only defined then (a disabled lane's
        // gathered byte feeds a mask).
        Type::Mask { lanes } => {
            let all = rng.chance(1, 2);
            Val::mask(
                &(0..lanes)
                    .map(|_| all || rng.chance(3, 4))
                    .collect::<Vec<_>>(),
            )
        }
        Type::Scalar(ScalarType::F32) => {
            Val::floats(ty, &[*rng.pick(&[0.5, -1.25, 3.0, 1e-3])]).expect("f32")
        }
        Type::Scalar(_) => Val::ints(ty, &[16 * rng.below(12) as i64]).expect("int"),
        _ => {
            let xs: Vec<i64> = (0..ty.num_elements())
                .map(|_| 8 * rng.below(32) as i64)
                .collect();
            Val::ints(ty, &xs).expect("vector")
        }
    }
}

#[test]
fn lowered_examples_compute_what_the_sources_compute() {
    let mut rng = Rng::new(0x10_3e_12);
    let mut checked = 0;
    for (name, src) in examples() {
        let original = parse_module(&src).unwrap_or_else(|e| panic!("{name}: {e}"));
        for tname in TARGETS {
            let t = Target::by_name(tname).expect("target");
            let mut legal = original.clone();
            legalise(&mut legal, t);
            for naive in [false, true] {
                let lowered = lower_module(
                    &legal,
                    t,
                    &LowerOptions {
                        naive,
                        ..LowerOptions::default()
                    },
                )
                .unwrap_or_else(|e| panic!("{name} on {tname}: {e}"));
                for (fi, f) in original.functions.iter().enumerate() {
                    let kernel = &lowered.functions[fi].mir;
                    let mut ok_runs = 0;
                    for _ in 0..12 {
                        let args: Vec<Val> = f
                            .params()
                            .iter()
                            .map(|&p| random_arg(f.ty(p), &mut rng))
                            .collect();
                        let shape = MemoryShape::uniform(
                            &original,
                            1024,
                            ImageSize {
                                width: 9,
                                height: 7,
                                depth: 5,
                            },
                            1024,
                        );
                        let mem0 = Memory::random(&original, &shape, &mut rng).expect("memory");
                        let mut mem_ref = mem0.clone();
                        let Ok(reference) =
                            run_function(&original, f, &args, &mut mem_ref, Limits::default())
                        else {
                            continue; // undefined behaviour for these arguments: nothing to compare
                        };
                        let mut mem_low = mem0.clone();
                        let machine = minterp::run_kernel(
                            kernel,
                            &args,
                            &mut mem_low,
                            &minterp::Options {
                                max_steps: 10_000_000,
                                ..minterp::Options::default()
                            },
                        )
                        .unwrap_or_else(|e| {
                            panic!(
                                "{name}/{} on {tname} (naive {naive}): {e}\n{kernel}",
                                f.name
                            )
                        });
                        assert!(
                            mem_ref.admits(&mem_low),
                            "{name}/{} on {tname} (naive {naive}): memory differs for {args:?}\n{}",
                            f.name,
                            lowered.functions[fi].visa
                        );
                        let observed = machine.outcome;
                        assert!(
                            reference.admits(&observed),
                            "{name}/{} on {tname} (naive {naive}): sinks differ for {args:?}\nreference {:?}\nobserved {:?}",
                            f.name,
                            reference.sinks,
                            observed.sinks
                        );
                        ok_runs += 1;
                    }
                    assert!(
                        ok_runs > 0,
                        "{name}/{} on {tname}: no run without undefined behaviour",
                        f.name
                    );
                    checked += ok_runs;
                }
            }
        }
    }
    assert!(checked > 500, "{checked} runs compared");
}
