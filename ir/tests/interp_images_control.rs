//! The reference interpreter on image loads and stores and on control flow (block arguments,
//! sinks, the step limit), against values worked out by hand in each test.

mod interp_common;

use interp_common::*;

// ---------------------------------------------------------------- images

fn image_module(dim: ImageDim, channels: ChannelMask, elem: ScalarType) -> (Module, SurfaceRef) {
    let mut m = Module::new();
    let img = m.add_surface(
        "img",
        SurfaceKind::Image {
            dim,
            channels,
            elem,
        },
    );
    (m, img)
}

fn coords(uvr: &[Value], lod: Option<Value>) -> ImageCoords {
    ImageCoords {
        uvr: uvr.iter().copied().collect(),
        lod,
    }
}

#[test]
fn image_load_reads_pixels_and_returns_0001_out_of_bounds() {
    let (mut m, img) = image_module(ImageDim::D2, ChannelMask::RGBA, F32);
    let t = vt(8, I32);
    kernel(&mut m, &[t, t, t], |b, p| {
        let all = b.image_load(
            img,
            coords(&[p[0], p[1]], Some(p[2])),
            None,
            ChannelMask::RGBA,
            Type::chan_vec(8, 4, F32),
        );
        let ga = b.image_load(
            img,
            coords(&[p[0], p[1]], Some(p[2])),
            None,
            ChannelMask(0b1010),
            Type::chan_vec(8, 2, F32),
        );
        vec![all, ga]
    });
    // Pixel (u, v) channel c holds 100 v + 10 u + c.
    let mut data = Vec::new();
    for v in 0..2 {
        for u in 0..2 {
            for c in 0..4 {
                data.extend_from_slice(&((100 * v + 10 * u + c) as f32).to_le_bytes());
            }
        }
    }
    let mut mem = no_memory(&m);
    mem.set_image(
        img,
        ImageSize {
            width: 2,
            height: 2,
            depth: 1,
        },
        &data,
    )
    .unwrap();
    let us = ints(t, &[0, 1, 0, 1, 2, 0, -1, 0]);
    let vs = ints(t, &[0, 0, 1, 1, 0, 2, 0, 0]);
    let lods = ints(t, &[0, 0, 0, 0, 0, 0, 0, 1]);
    let out = run(&m, &[us, vs, lods], &mut mem).unwrap();
    let oob = [0.0, 0.0, 0.0, 1.0];
    let mut want: Vec<f64> = Vec::new();
    for px in [
        [0.0, 1.0, 2.0, 3.0],
        [10.0, 11.0, 12.0, 13.0],
        [100.0, 101.0, 102.0, 103.0],
        [110.0, 111.0, 112.0, 113.0],
    ] {
        want.extend(px);
    }
    for _ in 0..4 {
        want.extend(oob); // u = 2, v = 2, u = 0xFFFF_FFFF, lod = 1
    }
    assert_eq!(
        out.sinks[0].values[0],
        floats(Type::chan_vec(8, 4, F32), &want)
    );
    let ga: Vec<f64> = want.chunks(4).flat_map(|p| [p[1], p[3]]).collect();
    assert_eq!(
        out.sinks[0].values[1],
        floats(Type::chan_vec(8, 2, F32), &ga)
    );
}

#[test]
fn image_load_converts_small_integers_and_f16_to_dwords() {
    let (mut m, img) = image_module(ImageDim::D1, ChannelMask::RGBA, I8);
    let t = vt(2, I32);
    kernel(&mut m, &[t, Type::mask(2)], |b, p| {
        vec![b.image_load(
            img,
            coords(&[p[0]], None),
            Some(p[1]),
            ChannelMask::RGBA,
            Type::chan_vec(2, 4, I32),
        )]
    });
    let mut mem = no_memory(&m);
    mem.set_image(
        img,
        ImageSize {
            width: 2,
            height: 1,
            depth: 1,
        },
        &[0xFF, 0x80, 0x01, 0x7F, 1, 2, 3, 4],
    )
    .unwrap();
    let out = run(
        &m,
        &[ints(t, &[0, 5]), Val::mask(&[true, true])],
        &mut mem.clone(),
    )
    .unwrap();
    // i8 channels are zero-extended; out of bounds an integer image's alpha is 1.
    assert_eq!(
        out.sinks[0].values[0].bits(),
        &[255, 128, 1, 127, 0, 0, 0, 1]
    );
    let out = run(&m, &[ints(t, &[1, 5]), Val::mask(&[false, true])], &mut mem).unwrap();
    assert_eq!(
        out.sinks[0].values[0].elems(),
        vec![None, None, None, None, Some(0), Some(0), Some(0), Some(1)]
    );

    let (mut m, img) = image_module(ImageDim::D3, ChannelMask::RG, F16);
    let t = vt(1, I32);
    kernel(&mut m, &[t, t, t], |b, p| {
        vec![b.image_load(
            img,
            coords(&[p[0], p[1], p[2]], None),
            None,
            ChannelMask::RG,
            Type::chan_vec(1, 2, F32),
        )]
    });
    let mut mem = no_memory(&m);
    // 1x1x2 pixels: (0,0,0) = (0, 0); (0,0,1) = (1.0 = 0x3C00, -2.5 = 0xC100).
    mem.set_image(
        img,
        ImageSize {
            width: 1,
            height: 1,
            depth: 2,
        },
        &[0, 0, 0, 0, 0x00, 0x3C, 0x00, 0xC1],
    )
    .unwrap();
    let out = run(&m, &[ints(t, &[0]), ints(t, &[0]), ints(t, &[1])], &mut mem).unwrap();
    assert_eq!(out.sinks[0].values[0].bits(), &[0x3F80_0000, 0xC020_0000]);
}

#[test]
fn image_store_converts_writes_and_detects_overlap() {
    let (mut m, img) = image_module(ImageDim::D2, ChannelMask::RG, F16);
    let t = vt(2, I32);
    let px = Type::chan_vec(2, 2, F32);
    kernel(&mut m, &[t, px], |b, p| {
        let zero = b.iconst(t, 0);
        b.image_store(
            img,
            coords(&[p[0], zero], None),
            p[1],
            None,
            ChannelMask::RG,
        );
        vec![]
    });
    let size = ImageSize {
        width: 2,
        height: 1,
        depth: 1,
    };
    let mut mem = no_memory(&m);
    mem.set_image(img, size, &[0; 8]).unwrap();
    let data = floats(px, &[1.0, 65520.0, 0.1, -0.0]);
    run(&m, &[ints(t, &[0, 1]), data.clone()], &mut mem).unwrap();
    // 1.0 = 0x3C00, 65520 rounds to infinity 0x7C00, 0.1 to 0x2E66, -0 is 0x8000.
    assert_eq!(
        defined(mem.image(img).unwrap().bytes()),
        vec![0x00, 0x3C, 0x00, 0x7C, 0x66, 0x2E, 0x00, 0x80]
    );
    // An out-of-bounds lane is dropped.
    mem.set_image(img, size, &[0; 8]).unwrap();
    run(&m, &[ints(t, &[7, 1]), data.clone()], &mut mem).unwrap();
    assert_eq!(
        defined(mem.image(img).unwrap().bytes()),
        vec![0, 0, 0, 0, 0x66, 0x2E, 0x00, 0x80]
    );
    let r = run(&m, &[ints(t, &[1, 1]), data], &mut mem);
    let (op, ub) = ub_of(r);
    assert_eq!(op, "image.store");
    assert_eq!(
        ub.to_string(),
        "enabled lanes 0 and 1 both write channel r of pixel (1, 0, 0) of @img"
    );
}

#[test]
fn image_store_truncates_integers() {
    let (mut m, img) = image_module(ImageDim::D1, ChannelMask::R, I8);
    let t = vt(2, I32);
    kernel(&mut m, &[t, Type::chan_vec(2, 1, I32)], |b, p| {
        b.image_store(img, coords(&[p[0]], None), p[1], None, ChannelMask::R);
        vec![]
    });
    let mut mem = no_memory(&m);
    mem.set_image(
        img,
        ImageSize {
            width: 2,
            height: 1,
            depth: 1,
        },
        &[0, 0],
    )
    .unwrap();
    run(&m, &[ints(t, &[0, 1]), ints(t, &[0x1FF, 0x80])], &mut mem).unwrap();
    assert_eq!(defined(mem.image(img).unwrap().bytes()), vec![0xFF, 0x80]);
}

// ---------------------------------------------------------------- control flow

#[test]
fn loops_pass_block_arguments_and_sinks_record_in_order() {
    let m = counting_loop();
    let out = run(&m, &[Val::i32(4)], &mut no_memory(&m)).unwrap();
    let sums: Vec<u64> = out.sinks.iter().map(|s| s.values[0].bits()[0]).collect();
    assert_eq!(sums, vec![0, 1, 3, 6]);
    // entry: 3 instructions; loop: 5 instructions x 4 iterations; exit: 1.
    assert_eq!(out.steps, 24);
}

#[test]
fn block_arguments_are_read_before_parameters_are_written() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let lp = b.block("swap");
    let x = b.param(lp, Type::I32, "x");
    let y = b.param(lp, Type::I32, "y");
    let k = b.param(lp, Type::I32, "k");
    let exit = b.block("exit");
    b.switch_to(entry);
    let one = b.iconst(Type::I32, 1);
    let two = b.iconst(Type::I32, 2);
    let zero = b.iconst(Type::I32, 0);
    b.br(lp, &[one, two, zero]);
    b.switch_to(lp);
    b.sink(&[x]);
    let k2 = b.add(k, one);
    let three = b.iconst(Type::I32, 3);
    let c = b.cmp(CmpPred::Slt, k2, three);
    b.cond_br(c, lp, &[y, x, k2], exit, &[]);
    b.switch_to(exit);
    b.ret();
    m.functions.push(f);
    let out = run(&m, &[], &mut no_memory(&m)).unwrap();
    let xs: Vec<u64> = out.sinks.iter().map(|s| s.values[0].bits()[0]).collect();
    assert_eq!(xs, vec![1, 2, 1]);
}

#[test]
fn the_step_limit_stops_an_endless_loop() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let lp = b.block("spin");
    b.switch_to(entry);
    b.br(lp, &[]);
    b.switch_to(lp);
    b.br(lp, &[]);
    m.functions.push(f);
    let err = run_function(
        &m,
        &m.functions[0],
        &[],
        &mut no_memory(&m),
        Limits { max_steps: 100 },
    )
    .unwrap_err();
    assert!(
        matches!(err, InterpError::StepLimit { limit: 100, .. }),
        "{err:?}"
    );
    assert!(!err.is_ub());
}
