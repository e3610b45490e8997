//! Legalisation preserves meaning: on random kernels, random arguments and random memory, the
//! legalised module, run by the reference interpreter, produces what the original produces
//! (every byte the original defines, in memory and in sinks, is equal; bytes the original leaves
//! undefined, such as disabled lanes of a gather, may be anything).

#[path = "legalize_support/mod.rs"]
mod support;

use memlower_ir::interp::{
    run_function, ImageSize, InterpError, Limits, Memory, MemoryShape, Ub, Val,
};
use memlower_ir::rng::Rng;
use memlower_ir::*;
use memlower_passes::target::{Target, TARGETS};
use support::*;

/// Arguments for `support::Kernel` parameters, free of undefined behaviour: addresses respect
/// the promised alignment and no two enabled lanes of a scatter touch one byte. Offsets are a
/// shuffled stride pattern; a few lanes run past the end of the buffer.
fn arguments(k: &Kernel, f: &Function, rng: &mut Rng, buffer: u32, image: u32) -> Vec<Val> {
    let n = k.lanes as usize;
    let lane_bytes = k.elem.bytes() * u32::from(k.chans);
    let stride = lane_bytes.div_ceil(k.align) * k.align;
    let mut order: Vec<u32> = (0..k.lanes).collect();
    for i in (1..n).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        order.swap(i, j);
    }
    let image_op = matches!(k.op, Op::ImageLoad | Op::ImageStore);
    let base = k.align * rng.below(4) as u32;
    f.params()
        .iter()
        .map(|&p| {
            let ty = f.ty(p);
            match f.value_name(p).unwrap_or("") {
                "base" => Val::i32(base as i32),
                "off" if image_op => {
                    let xs: Vec<i64> = (0..n)
                        .map(|_| rng.below(u64::from(image) + 1) as i64)
                        .collect();
                    Val::ints(ty, &xs).expect("coords")
                }
                "off" => {
                    // Most lanes in bounds, some straddling or past the end.
                    let span = (buffer / stride.max(1)).max(1);
                    let xs: Vec<i64> = order
                        .iter()
                        .map(|&i| {
                            i64::from((i % (span + 2)) * stride + (i / (span + 2)) * buffer * 2)
                        })
                        .collect();
                    Val::ints(ty, &xs).expect("offsets")
                }
                "m" => Val::mask(&(0..n).map(|_| rng.chance(3, 4)).collect::<Vec<_>>()),
                _ => random_val(ty, rng),
            }
        })
        .collect()
}

fn random_val(ty: Type, rng: &mut Rng) -> Val {
    let bits: Vec<u64> = (0..ty.num_elements()).map(|_| rng.next_u64()).collect();
    let bits: Vec<u64> = match ty.elem() {
        Some(e) if e.bytes() < 8 => bits.iter().map(|b| b & ((1u64 << e.bits()) - 1)).collect(),
        _ => bits,
    };
    Val::from_bits(ty, &bits).expect("random value")
}

#[test]
fn legalised_kernels_compute_what_the_originals_compute() {
    let mut rng = Rng::new(0x1e9a_112e);
    let ops = [Op::Gather, Op::Scatter, Op::ImageLoad];
    let surfaces = ["buf", "lds", "glb"];
    let images = ["img", "img1", "img3"];
    let lane_counts = [1, 2, 3, 5, 8, 12, 16, 17, 31, 33, 40];
    let (mut runs, mut unchecked_oob) = (0, 0);
    let (wide, narrow): (Vec<&Target>, Vec<&Target>) =
        TARGETS.iter().partition(|t| t.grf_bytes == 64);
    // Cases compared on 32-byte and on 64-byte GRFs.
    let mut by_width = [0u32; 2];
    for case in 0..1500u64 {
        let op = *rng.pick(&ops);
        let k = match op {
            Op::ImageLoad => {
                let s = *rng.pick(&images);
                let have = match module()
                    .surface(module().surface_by_name(s).expect("s"))
                    .kind
                {
                    SurfaceKind::Image { channels, .. } => channels,
                    _ => ChannelMask::RGBA,
                };
                let subsets: Vec<ChannelMask> = (1..16u8)
                    .map(ChannelMask)
                    .filter(|c| c.0 & !have.0 == 0)
                    .collect();
                Kernel::new(op, s, *rng.pick(&lane_counts), 1, ScalarType::F32)
                    .channels(*rng.pick(&subsets))
            }
            _ => {
                let elem = *rng.pick(&ScalarType::ALL);
                let chans = rng.range(1, 4) as u8;
                let align = *rng.pick(&[1, 2, 4, 8, 16]);
                let surface: &'static str = surfaces[rng.below(surfaces.len() as u64) as usize];
                Kernel::new(op, surface, *rng.pick(&lane_counts), chans, elem).align(align)
            }
        };
        let k = if rng.chance(1, 3) { k.no_mask() } else { k };
        let k = if rng.chance(1, 4) { k.no_base() } else { k };
        let k = if op == Op::ImageLoad && rng.chance(1, 2) {
            k.lod()
        } else {
            k
        };
        // Spec-strict targets, except where the op needs an extension (a typed read of channels
        // rga or rba, which the specification does not list): then every offered one. Both GRF
        // widths get half the cases: every other case goes to the 64-byte target (PVC), the
        // others to the 32-byte ones in turn.
        let strict = if case % 2 == 1 {
            wide[(case / 2) as usize % wide.len()]
        } else {
            narrow[(case / 2) as usize % narrow.len()]
        };
        let unlisted = matches!(k.channels, Some(ChannelMask(0b1011 | 0b1101)));
        let t = &if unlisted {
            strict.with_extensions(strict.extensions).expect("offered")
        } else {
            strict.clone()
        };
        let original = k.build();
        let mut legal = original.clone();
        legalize(&mut legal, t).unwrap_or_else(|e| panic!("{k:?} on {}: {e}", t.name));

        let buffer = 64 * rng.range(1, 8) as u32;
        let image = rng.range(2, 12) as u32;
        let shape = MemoryShape::uniform(
            &original,
            buffer,
            ImageSize {
                width: image,
                height: image,
                depth: image,
            },
            buffer,
        );
        let mem0 = Memory::random(&original, &shape, &mut rng).expect("memory");
        let args = arguments(&k, &original.functions[0], &mut rng, buffer, image);

        let mut mem_ref = mem0.clone();
        let reference = match run_function(
            &original,
            &original.functions[0],
            &args,
            &mut mem_ref,
            Limits::default(),
        ) {
            Ok(r) => r,
            // Stateless memory and SLM promise no bounds: a lane past the end means nothing
            // to compare.
            Err(InterpError::UndefinedBehaviour {
                ub: Ub::OutOfBounds { .. },
                ..
            }) if k.surface == "glb" || k.surface == "lds" => {
                unchecked_oob += 1;
                continue;
            }
            Err(e) => panic!("reference run of {k:?}: {e}"),
        };
        let mut mem_legal = mem0.clone();
        let observed = run_function(
            &legal,
            &legal.functions[0],
            &args,
            &mut mem_legal,
            Limits::default(),
        )
        .unwrap_or_else(|e| {
            panic!(
                "legalised run of {k:?} on {}: {e}\n{}",
                t.name,
                text(&legal)
            )
        });
        assert!(
            reference.admits(&observed),
            "sinks differ: {k:?} on {}\n{}\nreference {:?}\nobserved {:?}",
            t.name,
            text(&legal),
            reference.sinks,
            observed.sinks
        );
        assert!(
            mem_ref.admits(&mem_legal),
            "memory differs: {k:?} on {}\n{}",
            t.name,
            text(&legal)
        );
        runs += 1;
        by_width[usize::from(t.grf_bytes == 64)] += 1;
    }
    assert_eq!(runs + unchecked_oob, 1500);
    let [on_32, on_64] = by_width;
    assert!(
        on_32.abs_diff(on_64) * 10 <= runs,
        "{on_32} runs on 32-byte GRFs, {on_64} on 64-byte ones"
    );
    assert!(
        unchecked_oob > 0 && runs > 1300,
        "{runs} runs, {unchecked_oob} out of bounds"
    );
}
