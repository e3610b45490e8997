//! `extract %v[k] : T`, one lane of a vector as a scalar, through every layer: the reference
//! interpreter, the differential checker against the lowered messages on every target, and
//! Intel's finalizer.

use memlower::ir::interp::Val;
use memlower::ir::interp::{run_function, ImageSize, Limits, Memory, MemoryShape};
use memlower::ir::parse::parse_module;
use memlower::ir::verify::verify_module;
use memlower::ir::{ScalarType, SurfaceRef, Type};
use memlower::lowering::{lower_module, LowerOptions};
use memlower::passes::target::Target;
use memlower_check::genx;
use memlower_check::{check_module, CheckOptions, FunctionStatus};

mod lowering_common;
use lowering_common::{legalise, TARGETS};

const SRC: &str = include_str!("inputs/lanes/scalar_lanes.mir");

#[test]
fn the_reference_reads_the_lane() {
    let m = parse_module(SRC).expect("parses");
    verify_module(&m).expect("verifies");
    let image = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    let shape = MemoryShape::uniform(&m, 128, image, 0);
    let mut mem = Memory::zeroed(&m, &shape).expect("memory");
    let words: Vec<u8> = (0..32u32).flat_map(|i| (i * 10).to_le_bytes()).collect();
    mem.set_bytes(SurfaceRef(0), &words).expect("fits");
    // Word 2 (the lane read through `%z = 8`) is 20, as an f32 bit pattern: doubled as a float.
    let args = [Val::i32(0), Val::mask(&[true; 16]), Val::i32(-3)];
    let f = m.function("lanes").expect("function");
    let out = run_function(&m, f, &args, &mut mem, Limits::default()).expect("runs");
    let sunk: Vec<Option<u64>> = out.sinks[0].values.iter().map(|v| v.get(0)).collect();
    let f2 = (f32::from_bits(20) * 2.0).to_bits() as u64;
    assert_eq!(
        sunk,
        vec![
            Some(50),
            Some((-3i32) as u32 as u64),
            Some(8),
            Some(47),
            Some(f2),
            Some(150)
        ]
    );
    assert_eq!(out.sinks[0].values[4].ty(), Type::Scalar(ScalarType::F32));
    let stored = &mem.bytes(SurfaceRef(0)).expect("buffer")[64..68];
    assert_eq!(
        stored.iter().map(|b| b.unwrap()).collect::<Vec<_>>(),
        f2.to_le_bytes()[..4]
    );
}

#[test]
fn the_lowering_agrees_on_every_target_and_the_finalizer_accepts_it() {
    let m = parse_module(SRC).expect("parses");
    for t in TARGETS {
        let target = Target::by_name(t).expect("target");
        let opts = CheckOptions {
            trials: 200,
            seed: 7,
            ..CheckOptions::default()
        };
        let report = check_module(&m, target, &opts);
        for f in &report.functions {
            assert!(
                !matches!(f.status, FunctionStatus::PipelineBug { .. }),
                "{t}: {:?}",
                f.status
            );
            assert!(f.errors.is_empty(), "{t}: {:?}", f.errors);
        }
        let totals = report.totals();
        assert_eq!(report.mismatches().count(), 0, "{t}: {totals}");
        assert!(
            totals.compared >= 100,
            "{t}: too few trials compared: {totals}"
        );
        let mut legal = m.clone();
        legalise(&mut legal, target);
        let lowered = lower_module(&legal, target, &LowerOptions::default()).expect("lowers");
        for f in &lowered.functions {
            let run = genx::run(&f.visa, target.platform).expect("GenX_IR runs");
            assert!(run.accepted(), "{t}: {}\n{}", run.diagnosis(), f.visa);
        }
    }
}
