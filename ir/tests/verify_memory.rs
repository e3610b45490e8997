//! The verifier on memory ops (gathers, scatters, image loads and stores) and on `via` message
//! choices (docs/ARCHITECTURE.md §2), each accepted when it follows the rule and rejected with
//! exactly the expected [`VerifyError`] variant when not.

#[macro_use]
mod verify_common;

use verify_common::*;

// ---------------------------------------------------------------------------------------------
// Memory ops

fn gather_kernel(
    offsets: Type,
    mask: Option<Type>,
    base: Option<Type>,
    align: u32,
    ty: Type,
    surface: fn(&Surfaces) -> SurfaceRef,
) -> Module {
    let mut params = vec![("off", offsets)];
    params.extend(mask.map(|t| ("m", t)));
    params.extend(base.map(|t| ("base", t)));
    value_kernel(&params, |b, s, p| {
        let m = mask.map(|_| p[1]);
        let base = base.map(|_| p[p.len() - 1]);
        b.gather(addr(surface(s), base, p[0]), m, align, ty)
    })
}

#[test]
fn gather_surfaces() {
    let kinds: [fn(&Surfaces) -> SurfaceRef; 3] = [|s| s.buf, |s| s.lds, |s| s.glb];
    for s in kinds {
        accepts(&gather_kernel(vec(16, I32), None, None, 4, vec(16, F32), s));
    }
    let m = gather_kernel(vec(16, I32), None, None, 4, vec(16, F32), |s| s.img);
    let e = rejects!(m, VerifyError::UntypedOpOnImage { surface, .. } if surface == "img");
    assert_eq!(
        e.to_string(),
        "untyped op `gather` on image `@img` (in `gather`, instruction 0 of block `entry`, @k)"
    );
    let m = gather_kernel(vec(16, I32), None, None, 4, vec(16, F32), |_| {
        SurfaceRef(42)
    });
    rejects!(
        m,
        VerifyError::UnknownSurface {
            surface: SurfaceRef(42),
            ..
        }
    );
}

#[test]
fn gather_address_types() {
    let buf = |s: &Surfaces| s.buf;
    let full = gather_kernel(
        vec(16, I32),
        Some(Type::mask(16)),
        Some(Type::I32),
        8,
        Type::chan_vec(16, 4, I8),
        buf,
    );
    accepts(&full);
    let m = gather_kernel(vec(16, I32), None, Some(vec(16, I32)), 4, vec(16, F32), buf);
    let e = rejects_mismatch(&m, Operand::Base);
    assert_eq!(e.expected().as_deref(), Some("a scalar i32 base"));
    let m = gather_kernel(vec(16, I64), None, None, 4, vec(16, F32), buf);
    let e = rejects_mismatch(&m, Operand::Offsets);
    assert_eq!(e.expected().as_deref(), Some("vec<16 x i32> offsets"));
    let m = gather_kernel(Type::I32, None, None, 4, vec(16, F32), buf);
    rejects_mismatch(&m, Operand::Offsets);
}

#[test]
fn gather_lane_counts() {
    let buf = |s: &Surfaces| s.buf;
    let m = gather_kernel(
        vec(16, I32),
        Some(Type::mask(8)),
        None,
        4,
        vec(16, F32),
        buf,
    );
    let e = rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Mask,
            lanes: 8,
            reference: Operand::Offsets,
            ref_lanes: 16,
            ..
        }
    );
    assert_eq!(
        e.to_string(),
        "lane count mismatch: the mask has 8 lanes but the offsets have 16 \
         (in `gather`, instruction 0 of block `entry`, @k)"
    );
    assert_eq!(e.expected().as_deref(), Some("a mask<16>"));
    let m = gather_kernel(vec(16, I32), Some(vec(16, I32)), None, 4, vec(16, F32), buf);
    rejects_mismatch(&m, Operand::Mask);
    let m = gather_kernel(vec(16, I32), None, None, 4, Type::chan_vec(8, 2, F32), buf);
    let e = rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Result,
            lanes: 8,
            ..
        }
    );
    assert_eq!(e.expected().as_deref(), Some("a vec<16 x 2 x f32> result"));
    let m = gather_kernel(vec(16, I32), None, None, 4, Type::Scalar(F32), buf);
    rejects_mismatch(&m, Operand::Result);
}

#[test]
fn alignments_are_powers_of_two_up_to_256() {
    let buf = |s: &Surfaces| s.buf;
    for align in [1, 2, 4, 64, 256] {
        accepts(&gather_kernel(
            vec(8, I32),
            None,
            None,
            align,
            vec(8, I32),
            buf,
        ));
    }
    for align in [0, 3, 12, 512, u32::MAX] {
        let m = gather_kernel(vec(8, I32), None, None, align, vec(8, I32), buf);
        let e = rejects!(m, VerifyError::BadAlignment { align: a, .. } if *a == align);
        assert_eq!(
            e.expected().as_deref(),
            Some("a power of two between 1 and 256")
        );
    }
}

#[test]
fn scatter_operands() {
    let params = [
        ("off", vec(16, I32)),
        ("d", Type::chan_vec(16, 2, F32)),
        ("m", Type::mask(16)),
        ("d8", vec(8, I32)),
        ("m4", Type::mask(4)),
    ];
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.lds, None, p[0]), p[1], Some(p[2]), 4);
    });
    accepts(&m);
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.buf, None, p[0]), p[3], None, 4);
    });
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Data,
            lanes: 8,
            ref_lanes: 16,
            ..
        }
    );
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.buf, None, p[0]), p[2], None, 4);
    });
    rejects_mismatch(&m, Operand::Data);
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.buf, None, p[0]), p[1], Some(p[4]), 4);
    });
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Mask,
            lanes: 4,
            ..
        }
    );
    let m = kernel(&params, |b, s, p| {
        b.scatter(addr(s.vol, None, p[0]), p[1], None, 4);
    });
    rejects!(m, VerifyError::UntypedOpOnImage { .. });
}

fn load_kernel(
    surface: fn(&Surfaces) -> SurfaceRef,
    coord_types: &[Type],
    lod: Option<Type>,
    mask: Option<Type>,
    channels: ChannelMask,
    ty: Type,
) -> Module {
    let mut params: Vec<(&str, Type)> = ["u", "v", "r", "w"]
        .iter()
        .zip(coord_types)
        .map(|(n, t)| (*n, *t))
        .collect();
    params.extend(lod.map(|t| ("lod", t)));
    params.extend(mask.map(|t| ("m", t)));
    let nc = coord_types.len();
    value_kernel(&params, |b, s, p| {
        let lod = lod.map(|_| p[nc]);
        let m = mask.map(|_| p[p.len() - 1]);
        b.image_load(surface(s), coords(&p[..nc], lod), m, channels, ty)
    })
}

#[test]
fn image_load() {
    let img = |s: &Surfaces| s.img;
    let c8 = vec(8, I32);
    let rgba = Type::chan_vec(8, 4, F32);
    accepts(&load_kernel(
        img,
        &[c8, c8],
        Some(c8),
        Some(Type::mask(8)),
        ChannelMask::RGBA,
        rgba,
    ));
    // An integer image returns i32; a one-channel read is a plain vector.
    accepts(&load_kernel(
        |s| s.line,
        &[c8],
        None,
        None,
        ChannelMask::R,
        vec(8, I32),
    ));
    // An f16 image returns f32.
    let gr = ChannelMask(0b0011);
    let vol = |s: &Surfaces| s.vol;
    accepts(&load_kernel(
        vol,
        &[c8, c8, c8],
        None,
        None,
        gr,
        Type::chan_vec(8, 2, F32),
    ));
    let m = load_kernel(
        vol,
        &[c8, c8, c8],
        None,
        None,
        gr,
        Type::chan_vec(8, 2, F16),
    );
    let e = rejects_mismatch(&m, Operand::Result);
    assert_eq!(
        e.expected().as_deref(),
        Some("a vec<8 x 2 x f32> result (one f32 per channel in `rg` of this float image)")
    );
    let m = load_kernel(img, &[c8, c8], None, None, ChannelMask::RG, rgba);
    rejects_mismatch(&m, Operand::Result);
    let m = load_kernel(
        img,
        &[c8, c8],
        None,
        None,
        ChannelMask::RGBA,
        Type::chan_vec(16, 4, F32),
    );
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Result,
            lanes: 16,
            reference: Operand::Coord(0),
            ref_lanes: 8,
            ..
        }
    );
}

#[test]
fn image_load_surface_and_coordinates() {
    let c8 = vec(8, I32);
    let rgba = Type::chan_vec(8, 4, F32);
    let m = load_kernel(|s| s.buf, &[c8, c8], None, None, ChannelMask::RGBA, rgba);
    let e = rejects!(
        m,
        VerifyError::TypedOpOnUntypedSurface {
            kind: "untyped",
            ..
        }
    );
    assert_eq!(
        e.to_string(),
        "typed op `image.load` on untyped surface `@buf` \
         (in `image.load`, instruction 0 of block `entry`, @k)"
    );
    let m = load_kernel(|s| s.lds, &[c8, c8], None, None, ChannelMask::RGBA, rgba);
    rejects!(m, VerifyError::TypedOpOnUntypedSurface { kind: "slm", .. });
    let m = load_kernel(|s| s.img, &[c8], None, None, ChannelMask::RGBA, rgba);
    let e = rejects!(
        m,
        VerifyError::CoordCount {
            dims: 2,
            found: 1,
            ..
        }
    );
    assert_eq!(e.expected().as_deref(), Some("2 coordinates (U, V)"));
    let m = load_kernel(
        |s| s.img,
        &[c8, vec(8, F32)],
        None,
        None,
        ChannelMask::RGBA,
        rgba,
    );
    rejects_mismatch(&m, Operand::Coord(1));
    let m = load_kernel(
        |s| s.img,
        &[c8, vec(16, I32)],
        None,
        None,
        ChannelMask::RGBA,
        rgba,
    );
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Coord(1),
            lanes: 16,
            ..
        }
    );
    let m = load_kernel(
        |s| s.img,
        &[c8, c8],
        Some(Type::I32),
        None,
        ChannelMask::RGBA,
        rgba,
    );
    rejects_mismatch(&m, Operand::Lod);
    let m = load_kernel(
        |s| s.img,
        &[c8, c8],
        None,
        Some(Type::mask(16)),
        ChannelMask::RGBA,
        rgba,
    );
    rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Mask,
            ..
        }
    );
}

#[test]
fn image_channels() {
    let c8 = vec(8, I32);
    let m = load_kernel(|s| s.line, &[c8], None, None, ChannelMask(0), vec(8, I32));
    rejects!(m, VerifyError::EmptyChannels { .. });
    let m = load_kernel(
        |s| s.line,
        &[c8],
        None,
        None,
        ChannelMask::RG,
        Type::chan_vec(8, 2, I32),
    );
    let e = rejects!(
        m,
        VerifyError::ChannelsNotInImage {
            channels: ChannelMask::RG,
            image_channels: ChannelMask::R,
            ..
        }
    );
    assert_eq!(e.expected().as_deref(), Some("channels among `r`"));
}

#[test]
fn image_store() {
    let params = [
        ("u", vec(8, I32)),
        ("d", Type::chan_vec(8, 2, I32)),
        ("f", vec(8, F32)),
    ];
    let m = kernel(&params, |b, s, p| {
        b.image_store(s.line, coords(&p[..1], None), p[2], None, ChannelMask::R);
    });
    rejects_mismatch(&m, Operand::Data);
    let m = kernel(&params, |b, s, p| {
        let d = b.chan_extract(p[1], 0);
        b.image_store(s.line, coords(&p[..1], None), d, None, ChannelMask::R);
    });
    accepts(&m);
    let m = kernel(&params, |b, s, p| {
        b.image_store(s.buf, coords(&p[..1], None), p[2], None, ChannelMask::R);
    });
    rejects!(m, VerifyError::TypedOpOnUntypedSurface { .. });
}

// ---------------------------------------------------------------------------------------------
// `via`

#[test]
fn via_on_gather() {
    for (choice, ok) in [
        (MsgChoice::blocks(Message::GatherScaled, 1), true),
        (MsgChoice::blocks(Message::GatherScaled, 2), true),
        (MsgChoice::blocks(Message::GatherScaled, 4), true),
        (MsgChoice::blocks(Message::GatherScaled, 3), false),
        (MsgChoice::blocks(Message::GatherScaled, 8), false),
        (MsgChoice::blocks(Message::ScatterScaled, 4), false),
        (
            MsgChoice::channels(Message::Gather4Typed, ChannelMask::R),
            false,
        ),
        (
            MsgChoice {
                msg: Message::GatherScaled,
                blocks: 4,
                channels: ChannelMask::RG,
            },
            false,
        ),
    ] {
        let mut m = gather_kernel(vec(16, I32), None, None, 4, vec(16, I32), |s| s.buf);
        set_via(&mut m.functions[0], Inst(0), choice);
        if ok {
            accepts(&m);
        } else {
            let e = rejects!(m, VerifyError::BadVia { .. });
            assert_eq!(
                e.expected().as_deref(),
                Some("gather_scaled.1, gather_scaled.2 or gather_scaled.4")
            );
        }
    }
}

#[test]
fn via_on_scatter() {
    for (choice, ok) in [
        (MsgChoice::blocks(Message::ScatterScaled, 1), true),
        (MsgChoice::blocks(Message::ScatterScaled, 4), true),
        (
            MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::RG),
            true,
        ),
        (
            MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::RGBA),
            true,
        ),
        (MsgChoice::blocks(Message::QwScatter, 1), true),
        (MsgChoice::blocks(Message::QwScatter, 2), false),
        (
            MsgChoice::channels(Message::Scatter4Scaled, ChannelMask(0)),
            false,
        ),
        (MsgChoice::blocks(Message::GatherScaled, 4), false),
        (MsgChoice::blocks(Message::ScatterScaled, 0), false),
    ] {
        let mut m = kernel(&[("off", vec(16, I32)), ("d", vec(16, I32))], |b, s, p| {
            b.scatter(addr(s.buf, None, p[0]), p[1], None, 4);
        });
        set_via(&mut m.functions[0], Inst(0), choice);
        if ok {
            accepts(&m);
        } else {
            rejects!(m, VerifyError::BadVia { .. });
        }
    }
}

#[test]
fn via_on_image_load_names_its_channels() {
    let c8 = vec(8, I32);
    let ty = Type::chan_vec(8, 2, F32);
    let mut m = load_kernel(|s| s.img, &[c8, c8], None, None, ChannelMask::RG, ty);
    set_via(
        &mut m.functions[0],
        Inst(0),
        MsgChoice::channels(Message::Gather4Typed, ChannelMask::RG),
    );
    accepts(&m);
    set_via(
        &mut m.functions[0],
        Inst(0),
        MsgChoice::channels(Message::Gather4Typed, ChannelMask::RGBA),
    );
    let e = rejects!(m, VerifyError::BadVia { via, .. } if via == "gather4_typed.rgba");
    assert_eq!(
        e.expected().as_deref(),
        Some("gather4_typed.rg (the op's channels)")
    );
}

#[test]
fn sink_keeps_something_live() {
    let m = kernel(&[], |b, _, _| {
        b.sink(&[]);
    });
    rejects!(m, VerifyError::OperandCount { found: 0, .. });
}
