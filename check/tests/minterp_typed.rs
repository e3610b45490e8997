//! The message-level interpreter on GATHER4_TYPED, execution masks, predicates and register
//! regions, against hand-computed expectations.

mod minterp_common;

use minterp_common::*;

/// A GATHER4_TYPED kernel: U, V, R, LOD payloads (`None`: %null) and a destination.
fn typed_read(
    grf: u32,
    surface: SurfaceId,
    mask: ChannelMask,
    coords: [Option<&[u32]>; 4],
    mem: &mut Memory,
) -> (Vec<Option<u32>>, u32) {
    let exec = 8;
    let block = exec.max(grf / 4);
    let mut k = test_kernel(grf);
    let mut vars = Vec::new();
    let mut raws = Vec::new();
    for (n, c) in coords.iter().enumerate() {
        match c {
            Some(_) => {
                let v = k.add_var(format!("c{n}"), ElemType::Ud, block);
                vars.push(Some(v));
                raws.push(Raw::at(v, 0));
            }
            None => {
                vars.push(None);
                raws.push(Raw::NULL);
            }
        }
    }
    let dst_dwords = block * u32::from(mask.count());
    let dst = k.add_var("dst", ElemType::Ud, dst_dwords);
    push(
        &mut k,
        msg(
            MsgChoice::channels(Message::Gather4Typed, mask),
            Exec::nm(exec),
            None,
            surface,
            None,
            &raws,
            Raw::at(dst, 0),
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    for (v, c) in vars.iter().zip(coords) {
        if let (Some(v), Some(c)) = (v, c) {
            put_dwords(&mut mc, *v, 0, c);
        }
    }
    put_dwords(&mut mc, dst, 0, &vec![0xEEEE_EEEE; dst_dwords as usize]);
    mc.run(mem).unwrap();
    (get_dwords(&mc, dst, dst_dwords), block)
}

fn image_memory() -> Memory {
    let mut mem = test_memory(&[0; 16]);
    // img1: 4 pixels of (R, G) i32: R = 100 + u, G = 200 + u.
    let img1: Vec<u8> = (0..4u32)
        .flat_map(|u| [100 + u, 200 + u])
        .flat_map(|x| x.to_le_bytes())
        .collect();
    let size = |width, height, depth| ImageSize {
        width,
        height,
        depth,
    };
    mem.set_image(SurfaceRef(2), size(4, 1, 1), &img1).unwrap();
    // img2: 3 x 2 pixels of RGBA f32: (u + 10 v, 0.5, -1, 0.25).
    let img2: Vec<u8> = (0..2u32)
        .flat_map(|v| (0..3u32).map(move |u| (u, v)))
        .flat_map(|(u, v)| [(u + 10 * v) as f32, 0.5, -1.0, 0.25])
        .flat_map(|x| x.to_le_bytes())
        .collect();
    mem.set_image(SurfaceRef(3), size(3, 2, 1), &img2).unwrap();
    // img3: 2 x 2 x 2 pixels of R f16: pixel (u, v, r) = 1 + u + 2 v + 4 r, that is 1.0 to 8.0
    // in pixel order (f16 bits 0x3C00 = 1.0, 0x4000 = 2.0, 0x4200 = 3.0, ... 0x4800 = 8.0).
    let f16 = [
        0x3C00u16, 0x4000, 0x4200, 0x4400, 0x4500, 0x4600, 0x4700, 0x4800,
    ];
    let img3: Vec<u8> = f16.iter().flat_map(|h| h.to_le_bytes()).collect();
    mem.set_image(SurfaceRef(4), size(2, 2, 2), &img3).unwrap();
    mem
}

#[test]
fn gather4_typed_1d_reads_channels_by_u_with_null_v_r_lod() {
    for grf in [32, 64] {
        let mut mem = image_memory();
        let u = [0u32, 1, 2, 3, 4, 0, 1, 2];
        let (got, block) = typed_read(
            grf,
            IMG1,
            ChannelMask::RG,
            [Some(&u), None, None, None],
            &mut mem,
        );
        for (lane, &x) in u.iter().enumerate() {
            let (r, g) = if x < 4 { (100 + x, 200 + x) } else { (0, 0) }; // u = 4 is out of bounds
            assert_eq!(got[lane], Some(r), "GRF {grf} lane {lane} R");
            assert_eq!(
                got[block as usize + lane],
                Some(g),
                "GRF {grf} lane {lane} G"
            );
        }
        // On a 64-byte GRF each channel's register has 8 more dwords: undefined.
        for d in 8..block as usize {
            assert_eq!(got[d], None);
            assert_eq!(got[block as usize + d], None);
        }
    }
}

#[test]
fn gather4_typed_2d_out_of_bounds_reads_zero_rgb_and_one_alpha() {
    let mut mem = image_memory();
    let u = [0u32, 2, 1, 3, 0, 2, 0, 1];
    let v = [0u32, 0, 1, 0, 2, 1, 0, 0xFFFF_FFFF];
    let lod = [0u32, 0, 0, 0, 0, 0, 1, 0];
    let (got, block) = typed_read(
        32,
        IMG2,
        ChannelMask::RGBA,
        [Some(&u), Some(&v), None, Some(&lod)],
        &mut mem,
    );
    let f = |x: f32| Some(x.to_bits());
    let oob = [f(0.0), f(0.0), f(0.0), f(1.0)];
    let expect = [
        [f(0.0), f(0.5), f(-1.0), f(0.25)],  // (0, 0)
        [f(2.0), f(0.5), f(-1.0), f(0.25)],  // (2, 0)
        [f(11.0), f(0.5), f(-1.0), f(0.25)], // (1, 1)
        oob,                                 // u = 3 = width
        oob,                                 // v = 2 = height
        [f(12.0), f(0.5), f(-1.0), f(0.25)], // (2, 1)
        oob,                                 // LOD 1: images have one level
        oob,                                 // v = -1 is a large unsigned coordinate
    ];
    for (lane, px) in expect.iter().enumerate() {
        for (c, want) in px.iter().enumerate() {
            assert_eq!(
                got[c * block as usize + lane],
                *want,
                "lane {lane} channel {c}"
            );
        }
    }
}

#[test]
fn gather4_typed_3d_widens_f16_and_defaults_alpha_the_format_lacks() {
    let mut mem = image_memory();
    let u = [0u32, 1, 0, 1, 1, 0, 0, 0];
    let v = [0u32, 0, 1, 1, 1, 0, 0, 2];
    let r = [0u32, 0, 0, 0, 1, 1, 2, 0];
    let (got, block) = typed_read(
        64,
        IMG3,
        ChannelMask(0b1001), // R and A; the format stores only R
        [Some(&u), Some(&v), Some(&r), None],
        &mut mem,
    );
    let f = |x: f32| Some(x.to_bits());
    let reds = [
        f(1.0),
        f(2.0),
        f(3.0),
        f(4.0),
        f(8.0),
        f(5.0),
        f(0.0),
        f(0.0),
    ];
    for lane in 0..8 {
        assert_eq!(got[lane], reds[lane], "lane {lane} R");
        // A: in bounds the format has no A, out of bounds (lanes 6, 7) A is the default; both 1.
        assert_eq!(got[block as usize + lane], f(1.0), "lane {lane} A");
    }
    assert_eq!(block, 16);
}

#[test]
fn mask_offset_m5_reads_predicate_channels_16_to_31_and_disabled_lanes_are_untouched() {
    let mut k = test_kernel(32);
    let off = k.add_var("off", ElemType::Ud, 16);
    let dst = k.add_var("dst", ElemType::Ud, 16);
    let p = k.add_pred("p", 32);
    push(
        &mut k,
        InstKind::Setp {
            exec: Exec::nm(32),
            dst: p,
            src: ud_imm(0xA5A5_0F0F),
        },
    );
    push(
        &mut k,
        msg(
            blocks(Message::GatherScaled, 4),
            Exec::nm_at(16, 16),
            Some(PredUse {
                pred: p,
                negate: false,
            }),
            BUF,
            Some(ud_imm(0)),
            &[Raw::at(off, 0)],
            Raw::at(dst, 0),
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    // Only the enabled lanes' offsets are written: a disabled lane's address does not matter
    // even when it is undefined.
    let enabled = [0usize, 2, 5, 7, 8, 10, 13, 15]; // the set bits of 0xA5A5
    for &lane in &enabled {
        put_dwords(&mut mc, off, 4 * lane as u32, &[4 * lane as u32]);
    }
    put_dwords(&mut mc, dst, 0, &[0xEEEE_EEEE; 16]);
    let mem: Vec<u8> = (0..16u32).flat_map(|d| (0x100 + d).to_le_bytes()).collect();
    mc.run(&mut test_memory(&mem)).unwrap();
    let got = get_dwords(&mc, dst, 16);
    for (lane, got) in got.iter().enumerate() {
        let want = if enabled.contains(&lane) {
            0x100 + lane as u32
        } else {
            0xEEEE_EEEE
        };
        assert_eq!(*got, Some(want), "lane {lane}");
    }
}

#[test]
fn the_dispatch_mask_applies_without_nomask_and_poisoning_marks_disabled_read_lanes() {
    let mut k = test_kernel(32);
    let off = k.add_var("off", ElemType::Ud, 8);
    let dst = k.add_var("dst", ElemType::Ud, 8);
    // `mov (M1, 8)` without NoMask: only dispatched channels are written.
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Mov,
            exec: Exec {
                size: 8,
                offset: 0,
                nomask: false,
            },
            pred: None,
            dst: Dst::Reg {
                var: off,
                off: 0,
                hstride: 1,
            },
            srcs: smallvec![Src::Imm(Imm::PackedV(0x7654_3210))],
        },
    );
    push(
        &mut k,
        msg(
            blocks(Message::GatherScaled, 4),
            Exec {
                size: 8,
                offset: 0,
                nomask: false,
            },
            None,
            BUF,
            Some(ud_imm(0)),
            &[Raw::at(off, 0)],
            Raw::at(dst, 0),
        ),
    );
    for poison in [false, true] {
        let opts = Options {
            dispatch_mask: 0b0000_1011,
            poison_disabled_lanes: poison,
            ..Options::default()
        };
        let mut mc = Machine::new(&k, opts).unwrap();
        put_dwords(&mut mc, dst, 0, &[9; 8]);
        mc.run(&mut test_memory(&ramp64())).unwrap();
        // The packed immediate gives lanes 0, 1, 3 the offsets 0, 1, 3; lane 2 stays undefined,
        // but it is not dispatched, so the gather does not read it.
        let got = get_dwords(&mc, dst, 8);
        let kept = if poison { None } else { Some(9) };
        let want = [
            Some(0x8382_8180),
            Some(0x8483_8281),
            kept,
            Some(0x8685_8483),
            kept,
            kept,
            kept,
            kept,
        ];
        assert_eq!(got, want, "poison {poison}");
    }
}

#[test]
fn a_negated_predicate_scatters_the_other_lanes_and_leaves_memory_of_disabled_lanes() {
    let mut k = test_kernel(32);
    let off = k.add_var("off", ElemType::Ud, 8);
    let data = k.add_var("data", ElemType::Ud, 8);
    let p = k.add_pred("p", 8);
    push(
        &mut k,
        InstKind::Setp {
            exec: Exec::nm(8),
            dst: p,
            src: Src::Imm(Imm::Scalar {
                bits: 0b0110_0011,
                ty: ElemType::Uw,
            }),
        },
    );
    push(
        &mut k,
        msg(
            blocks(Message::ScatterScaled, 4),
            Exec::nm(8),
            Some(PredUse {
                pred: p,
                negate: true,
            }),
            LDS,
            Some(ud_imm(0)),
            &[Raw::at(off, 0)],
            Raw::at(data, 0),
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    put_dwords(&mut mc, off, 0, &(0..8).map(|i| 4 * i).collect::<Vec<_>>());
    put_dwords(
        &mut mc,
        data,
        0,
        &(0..8).map(|i| 0xD0 + i).collect::<Vec<_>>(),
    );
    let mut mem = test_memory(&[0; 4]);
    mc.run(&mut mem).unwrap();
    // !0b01100011: lanes 2, 3, 4, 7 write; 0, 1, 5, 6 do not.
    let slm = mem.slm();
    for lane in 0..8usize {
        let want = if [2, 3, 4, 7].contains(&lane) {
            0xD0 + lane as u32
        } else {
            0
        };
        assert_eq!(dword_at(slm, 4 * lane), want, "lane {lane}");
    }
}

#[test]
fn regions_unzip_and_zip_qwords_through_a_dword_alias() {
    let mut k = test_kernel(32);
    let q = k.add_var("q", ElemType::Uq, 8);
    let qd = k.add_alias("qd", ElemType::Ud, 16, q, 0);
    let lo = k.add_var("lo", ElemType::Ud, 8);
    let hi = k.add_var("hi", ElemType::Ud, 8);
    let q2 = k.add_var("q2", ElemType::Uq, 8);
    let q2d = k.add_alias("q2d", ElemType::Ud, 16, q2, 0);
    let pick = k.add_var("pick", ElemType::Ud, 8);
    let mov = |dst: Dst, src: Region| InstKind::Alu {
        op: AluOp::Mov,
        exec: Exec::nm(8),
        pred: None,
        dst,
        srcs: smallvec![Src::reg(src)],
    };
    let reg = |var, off, hstride| Dst::Reg { var, off, hstride };
    push(&mut k, mov(reg(lo, 0, 1), Region::strided(qd, 0, 2)));
    push(&mut k, mov(reg(hi, 0, 1), Region::strided(qd, 4, 2)));
    push(&mut k, mov(reg(q2d, 0, 2), Region::strided(lo, 0, 1)));
    push(&mut k, mov(reg(q2d, 4, 2), Region::strided(hi, 0, 1)));
    // <4;2,1>: lane i reads element (i / 2) * 4 + i % 2 = 0, 1, 4, 5, 8, 9, 12, 13.
    push(
        &mut k,
        mov(
            reg(pick, 0, 1),
            Region {
                var: qd,
                off: 0,
                vstride: 4,
                width: 2,
                hstride: 1,
            },
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    let qs: Vec<u64> = (0..8u64).map(|i| (0xA0 + i) << 32 | (0x10 + i)).collect();
    put_qwords(&mut mc, q, &qs);
    mc.run(&mut test_memory(&[0; 4])).unwrap();
    assert_eq!(
        get_dwords(&mc, lo, 8),
        (0x10..0x18).map(Some).collect::<Vec<_>>()
    );
    assert_eq!(
        get_dwords(&mc, hi, 8),
        (0xA0..0xA8).map(Some).collect::<Vec<_>>()
    );
    assert_eq!(get_bytes(&mc, q2, 0, 64), get_bytes(&mc, q, 0, 64));
    assert_eq!(
        get_dwords(&mc, pick, 8),
        [0x10, 0xA0, 0x12, 0xA2, 0x14, 0xA4, 0x16, 0xA6].map(Some)
    );
}
