//! The message-level interpreter: each message against hand-computed expectations, then whole
//! kernels legalised, lowered and run side by side with the reference interpreter.

use memlower_ir::interp::{run_function, ImageSize, Limits, Memory, MemoryShape, Place, Ub, Val};
use memlower_ir::rng::Rng;
use memlower_ir::{
    ChannelMask, ImageDim, Loc, Message, Module, MsgChoice, ScalarType, SurfaceKind, SurfaceRef,
    Type,
};
use memlower_lowering::minterp::{run_kernel, MInterpError, Machine, Options, RegByte};
use memlower_lowering::mir::*;
use memlower_lowering::{lower_module, LowerOptions};
use memlower_passes::analysis::AnalysisManager;
use memlower_passes::legalize::{PackChannels, PickBlocks, SplitLanes};
use memlower_passes::pass::{ForEachFunction, Pass};
use memlower_passes::target::Target;
use memlower_passes::{PassContext, PassError};
use smallvec::smallvec;

// ---- hand-built kernels -------------------------------------------------------------------------

const LOC: Loc = Loc::UNKNOWN;

/// A module with the surfaces the hand-built kernels use, in this order: @buf (untyped),
/// @lds (slm), @img1 (image1d<rg, i32>), @img2 (image2d<rgba, f32>), @img3 (image3d<r, f16>).
fn test_module() -> Module {
    let mut m = Module::new();
    m.add_surface("buf", SurfaceKind::Untyped);
    m.add_surface("lds", SurfaceKind::Slm);
    let img = |dim, channels, elem| SurfaceKind::Image {
        dim,
        channels,
        elem,
    };
    m.add_surface("img1", img(ImageDim::D1, ChannelMask::RG, ScalarType::I32));
    m.add_surface(
        "img2",
        img(ImageDim::D2, ChannelMask::RGBA, ScalarType::F32),
    );
    m.add_surface("img3", img(ImageDim::D3, ChannelMask::R, ScalarType::F16));
    m
}

const BUF: SurfaceId = SurfaceId(0);
const LDS: SurfaceId = SurfaceId(1);
const IMG1: SurfaceId = SurfaceId(2);
const IMG2: SurfaceId = SurfaceId(3);
const IMG3: SurfaceId = SurfaceId(4);

/// A kernel whose surfaces mirror [`test_module`].
fn test_kernel(grf: u32) -> Kernel {
    let mut k = Kernel::new("t", "test", grf);
    let user = |name: &str, typed| Surface::User {
        name: name.into(),
        typed,
    };
    k.add_surface(user("s_buf", false));
    k.add_surface(Surface::Slm);
    k.add_surface(user("s_img1", true));
    k.add_surface(user("s_img2", true));
    k.add_surface(user("s_img3", true));
    k
}

/// Memory for [`test_module`]: @buf holds `buf`, SLM 64 zero bytes, small zeroed images.
fn test_memory(buf: &[u8]) -> Memory {
    let m = test_module();
    let shape = MemoryShape::uniform(
        &m,
        buf.len() as u32,
        ImageSize {
            width: 1,
            height: 1,
            depth: 1,
        },
        64,
    );
    let mut mem = Memory::zeroed(&m, &shape).expect("memory");
    mem.set_bytes(SurfaceRef(0), buf).expect("buffer");
    mem
}

fn defined(bytes: &[u8]) -> Vec<Option<u8>> {
    bytes.iter().map(|&b| Some(b)).collect()
}

fn push(k: &mut Kernel, kind: InstKind) {
    k.push(kind, LOC, Purpose::Compute);
}

#[allow(clippy::too_many_arguments)]
fn msg(
    choice: MsgChoice,
    exec: Exec,
    pred: Option<PredUse>,
    surface: SurfaceId,
    goff: Option<Src>,
    addrs: &[Raw],
    data: Raw,
) -> InstKind {
    InstKind::Msg(MsgInst {
        choice,
        exec,
        pred,
        surface,
        global_offset: goff,
        addrs: addrs.iter().copied().collect(),
        data,
    })
}

fn put_dwords(mc: &mut Machine, v: VarId, off: u32, xs: &[u32]) {
    let bytes: Vec<RegByte> = xs
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .map(RegByte::defined)
        .collect();
    mc.regs_mut().write(v, off, &bytes).expect("write");
}

fn put_qwords(mc: &mut Machine, v: VarId, xs: &[u64]) {
    let bytes: Vec<RegByte> = xs
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .map(RegByte::defined)
        .collect();
    mc.regs_mut().write(v, 0, &bytes).expect("write");
}

/// Register bytes as memory would see them (`None`: some bit undefined).
fn get_bytes(mc: &Machine, v: VarId, off: u32, n: u32) -> Vec<Option<u8>> {
    mc.regs()
        .read(v, off, n)
        .expect("read")
        .iter()
        .map(|b| b.value())
        .collect()
}

/// Dwords of a variable (`None`: some bit undefined).
fn get_dwords(mc: &Machine, v: VarId, n: u32) -> Vec<Option<u32>> {
    get_bytes(mc, v, 0, 4 * n)
        .chunks(4)
        .map(|c| {
            let mut x = 0u32;
            for (k, b) in c.iter().enumerate() {
                x |= u32::from((*b)?) << (8 * k);
            }
            Some(x)
        })
        .collect()
}

fn ud_imm(x: u32) -> Src {
    Src::Imm(Imm::ud(x))
}

fn blocks(msg: Message, b: u8) -> MsgChoice {
    MsgChoice::blocks(msg, b)
}

/// @buf byte j = 0x80 | j, 64 bytes.
fn ramp64() -> Vec<u8> {
    (0..64u8).map(|j| 0x80 | j).collect()
}

#[test]
fn gather_scaled_reads_1_2_4_bytes_into_the_low_bytes_and_zeros_out_of_bounds() {
    // Lane offsets (+ global offset 4): addresses 4, 11, 17, 62 (straddles the end at 64),
    // 64 and 104 (past the end), 5, 6.
    let offsets = [0u32, 7, 13, 58, 60, 100, 1, 2];
    // The bytes each lane finds at its address, read by hand from @buf (0x80 | j below 64).
    let at = |a: u32| if a < 64 { Some(0x80 | a as u8) } else { None };
    for b in [1u8, 2, 4] {
        let mut k = test_kernel(32);
        let off = k.add_var("off", ElemType::Ud, 8);
        let dst = k.add_var("dst", ElemType::Ud, 8);
        push(
            &mut k,
            msg(
                blocks(Message::GatherScaled, b),
                Exec::nm(8),
                None,
                BUF,
                Some(ud_imm(4)),
                &[Raw::at(off, 0)],
                Raw::at(dst, 0),
            ),
        );
        let mut mc = Machine::new(&k, Options::default()).unwrap();
        put_dwords(&mut mc, off, 0, &offsets);
        put_dwords(&mut mc, dst, 0, &[0xEEEE_EEEE; 8]);
        let mut mem = test_memory(&ramp64());
        mc.run(&mut mem).unwrap();
        let got = get_bytes(&mc, dst, 0, 32);
        for (lane, &o) in offsets.iter().enumerate() {
            let a = 4 + o;
            for byte in 0..4u32 {
                let want = if byte < u32::from(b) {
                    Some(at(a + byte).unwrap_or(0)) // past the end: a defined zero
                } else {
                    None // the upper bytes of a 1- or 2-byte read are undefined
                };
                assert_eq!(
                    got[lane * 4 + byte as usize],
                    want,
                    ".{b} lane {lane} byte {byte}"
                );
            }
        }
        if b == 4 {
            assert_eq!(
                get_dwords(&mc, dst, 8),
                [
                    0x8786_8584,
                    0x8E8D_8C8B,
                    0x9493_9291,
                    0x0000_BFBE,
                    0,
                    0,
                    0x8887_8685,
                    0x8988_8786
                ]
                .map(Some)
            );
        }
        assert_eq!(mem.bytes(SurfaceRef(0)).unwrap(), defined(&ramp64()));
    }
}

#[test]
fn a_narrow_read_leaves_the_rest_of_its_payload_registers_undefined() {
    // Exec 4: the payload is 8 dwords on a 32-byte GRF and 16 on a 64-byte GRF; lanes 4.. of
    // it come back undefined, whatever they held.
    for (grf, footprint) in [(32u32, 8u32), (64, 16)] {
        let mut k = test_kernel(grf);
        let off = k.add_var("off", ElemType::Ud, footprint);
        let dst = k.add_var("dst", ElemType::Ud, footprint + 4);
        push(
            &mut k,
            msg(
                blocks(Message::GatherScaled, 4),
                Exec::nm(4),
                None,
                BUF,
                Some(ud_imm(0)),
                &[Raw::at(off, 0)],
                Raw::at(dst, 0),
            ),
        );
        let mut mc = Machine::new(&k, Options::default()).unwrap();
        put_dwords(&mut mc, off, 0, &[0, 4, 8, 12]);
        put_dwords(&mut mc, dst, 0, &vec![7; footprint as usize + 4]);
        mc.run(&mut test_memory(&ramp64())).unwrap();
        let got = get_dwords(&mc, dst, footprint + 4);
        assert_eq!(got[0], Some(0x8382_8180));
        assert_eq!(got[3], Some(0x8F8E_8D8C));
        let tail = &got[4..footprint as usize];
        assert!(tail.iter().all(Option::is_none), "GRF {grf}: {tail:?}");
        // Past the footprint the variable is untouched.
        assert_eq!(got[footprint as usize], Some(7));
    }
}

#[test]
fn scatter_scaled_writes_only_the_low_bytes_and_drops_out_of_bounds_bytes() {
    let src = [0x4433_2211u32, 0x8877_6655, 0xCCBB_AA99, 0x00FF_EEDD];
    let offsets = [0u32, 8, 16, 30];
    let expected: [[u8; 32]; 3] = {
        let mut one = [0u8; 32];
        one[0] = 0x11;
        one[8] = 0x55;
        one[16] = 0x99;
        one[30] = 0xDD;
        let mut two = one;
        two[1] = 0x22;
        two[9] = 0x66;
        two[17] = 0xAA;
        two[31] = 0xEE;
        let mut four = two;
        four[2] = 0x33;
        four[3] = 0x44;
        four[10] = 0x77;
        four[11] = 0x88;
        four[18] = 0xBB;
        four[19] = 0xCC;
        // 0xFF and 0x00 of the last lane fall at 32 and 33: past the end, dropped.
        [one, two, four]
    };
    for (b, want) in [1u8, 2, 4].into_iter().zip(expected) {
        let mut k = test_kernel(32);
        let off = k.add_var("off", ElemType::Ud, 8);
        let data = k.add_var("data", ElemType::Ud, 8);
        push(
            &mut k,
            msg(
                blocks(Message::ScatterScaled, b),
                Exec::nm(4),
                None,
                BUF,
                Some(ud_imm(0)),
                &[Raw::at(off, 0)],
                Raw::at(data, 0),
            ),
        );
        let mut mc = Machine::new(&k, Options::default()).unwrap();
        put_dwords(&mut mc, off, 0, &offsets);
        put_dwords(&mut mc, data, 0, &src);
        let mut mem = test_memory(&[0; 32]);
        mc.run(&mut mem).unwrap();
        assert_eq!(mem.bytes(SurfaceRef(0)).unwrap(), defined(&want), ".{b}");
    }
}

/// SCATTER4_SCALED: lane i at byte 16 i; channel c of lane i is src dword `ch_pos * stride + i`
/// with stride `max(exec, GRF / 4)`.
fn scatter4(grf: u32, exec: u32, mask: ChannelMask) -> Vec<Option<u8>> {
    let stride = exec.max(grf / 4);
    let mut k = test_kernel(grf);
    let off = k.add_var("off", ElemType::Ud, stride);
    let data = k.add_var("data", ElemType::Ud, stride * u32::from(mask.count()));
    push(
        &mut k,
        msg(
            MsgChoice::channels(Message::Scatter4Scaled, mask),
            Exec::nm(exec),
            None,
            BUF,
            Some(ud_imm(0)),
            &[Raw::at(off, 0)],
            Raw::at(data, 0),
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    put_dwords(
        &mut mc,
        off,
        0,
        &(0..stride).map(|i| 16 * i).collect::<Vec<_>>(),
    );
    let payload: Vec<u32> = (0..stride * u32::from(mask.count()))
        .map(|d| 0x1000_0000 + d)
        .collect();
    put_dwords(&mut mc, data, 0, &payload);
    let mut mem = test_memory(&[0; 256]);
    mc.run(&mut mem).unwrap();
    mem.bytes(SurfaceRef(0)).unwrap().to_vec()
}

fn dword_at(mem: &[Option<u8>], a: usize) -> u32 {
    u32::from_le_bytes([0, 1, 2, 3].map(|k| mem[a + k].expect("defined")))
}

#[test]
fn scatter4_scaled_channel_stride_follows_exec_size_and_grf_size() {
    // PVC, exec 8: the G channel starts 16 dwords in (one 64-byte GRF), not 8.
    let pvc8 = scatter4(64, 8, ChannelMask::RG);
    assert_eq!(dword_at(&pvc8, 3 * 16), 0x1000_0003); // lane 3 R = src[3]
    assert_eq!(dword_at(&pvc8, 3 * 16 + 4), 0x1000_0013); // lane 3 G = src[16 + 3]
                                                          // DG2, exec 8: G starts 8 dwords in.
    let dg2_8 = scatter4(32, 8, ChannelMask::RG);
    assert_eq!(dword_at(&dg2_8, 3 * 16 + 4), 0x1000_000B); // src[8 + 3]
                                                           // Exec 16: 16 dwords on both.
    let dg2_16 = scatter4(32, 16, ChannelMask::RGBA);
    assert_eq!(dword_at(&dg2_16, 15 * 16 + 12), 0x1000_003F); // lane 15 A = src[48 + 15]
    for (grf, exec, mask, mem) in [
        (64, 8, ChannelMask::RG, &pvc8),
        (32, 8, ChannelMask::RG, &dg2_8),
        (32, 16, ChannelMask::RGBA, &dg2_16),
        (
            64,
            16,
            ChannelMask::RGBA,
            &scatter4(64, 16, ChannelMask::RGBA),
        ),
        (
            64,
            8,
            ChannelMask::RGBA,
            &scatter4(64, 8, ChannelMask::RGBA),
        ),
        (32, 16, ChannelMask::RG, &scatter4(32, 16, ChannelMask::RG)),
    ] {
        let stride = exec.max(grf / 4);
        for lane in 0..16u32 {
            for c in 0..4u32 {
                let want = if lane < exec && c < u32::from(mask.count()) {
                    0x1000_0000 + c * stride + lane
                } else {
                    0
                };
                assert_eq!(
                    dword_at(mem, (16 * lane + 4 * c) as usize),
                    want,
                    "GRF {grf} exec {exec} {} lane {lane} channel {c}",
                    mask.name()
                );
            }
        }
    }
}

#[test]
fn scatter4_scaled_with_a_gap_in_the_mask_skips_the_channel_in_memory_not_in_registers() {
    // RB: R from the first payload block, B (address + 8) from the second.
    let mem = scatter4(32, 8, ChannelMask(0b0101));
    assert_eq!(dword_at(&mem, 16), 0x1000_0001);
    assert_eq!(dword_at(&mem, 16 + 4), 0);
    assert_eq!(dword_at(&mem, 16 + 8), 0x1000_0009);
}

#[test]
fn qw_scatter_writes_block_major_qwords() {
    let q = |i: u64| 0x0102_0304_0506_0700 + i;
    // .1, exec 4: lane i's qword is src[i].
    let mut k = test_kernel(32);
    let off = k.add_var("off", ElemType::Ud, 8);
    let data = k.add_var("data", ElemType::Uq, 8);
    push(
        &mut k,
        msg(
            blocks(Message::QwScatter, 1),
            Exec::nm(4),
            None,
            BUF,
            None,
            &[Raw::at(off, 0)],
            Raw::at(data, 0),
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    put_dwords(&mut mc, off, 0, &[0, 16, 8, 40]);
    put_qwords(&mut mc, data, &(0..8).map(q).collect::<Vec<_>>());
    let mut mem = test_memory(&[0; 48]);
    mc.run(&mut mem).unwrap();
    let mut want = [0u8; 48];
    for (lane, a) in [0usize, 16, 8, 40].into_iter().enumerate() {
        want[a..a + 8].copy_from_slice(&q(lane as u64).to_le_bytes());
    }
    assert_eq!(mem.bytes(SurfaceRef(0)).unwrap(), defined(&want));

    // .2, exec 2: block j of lane i is src[j * 2 + i], at the lane's address + 8 j.
    let mut k = test_kernel(32);
    let off = k.add_var("off", ElemType::Ud, 8);
    let data = k.add_var("data", ElemType::Uq, 16);
    push(
        &mut k,
        msg(
            blocks(Message::QwScatter, 2),
            Exec::nm(2),
            None,
            BUF,
            None,
            &[Raw::at(off, 0)],
            Raw::at(data, 0),
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    put_dwords(&mut mc, off, 0, &[0, 32]);
    put_qwords(&mut mc, data, &(0..16).map(q).collect::<Vec<_>>());
    let mut mem = test_memory(&[0; 48]);
    mc.run(&mut mem).unwrap();
    let mut want = [0u8; 48];
    want[0..8].copy_from_slice(&q(0).to_le_bytes()); // lane 0, block 0: src[0]
    want[8..16].copy_from_slice(&q(2).to_le_bytes()); // lane 0, block 1: src[2]
    want[32..40].copy_from_slice(&q(1).to_le_bytes()); // lane 1, block 0: src[1]
    want[40..48].copy_from_slice(&q(3).to_le_bytes()); // lane 1, block 1: src[3]
    assert_eq!(mem.bytes(SurfaceRef(0)).unwrap(), defined(&want));
}

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

// ---- undefined behaviour and errors --------------------------------------------------------------

/// A one-message kernel run on @buf of `mem_len` zero bytes, `setup` filling registers.
fn run_one(
    choice: MsgChoice,
    exec: u32,
    pred: bool,
    setup: impl FnOnce(&mut Machine, VarId, VarId, PredId),
    mem_len: usize,
) -> (Result<(), MInterpError>, Memory) {
    let mut k = test_kernel(32);
    let off = k.add_var("off", ElemType::Ud, 16);
    let data = k.add_var("data", ElemType::Ud, 64);
    let p = k.add_pred("p", 16);
    let pred = pred.then_some(PredUse {
        pred: p,
        negate: false,
    });
    let goff = (choice.msg != Message::QwScatter).then(|| ud_imm(0));
    push(
        &mut k,
        msg(
            choice,
            Exec::nm(exec),
            pred,
            BUF,
            goff,
            &[Raw::at(off, 0)],
            Raw::at(data, 0),
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    setup(&mut mc, off, data, p);
    let mut mem = test_memory(&vec![0; mem_len]);
    let r = mc.run(&mut mem).map(|_| ());
    (r, mem)
}

fn ub(r: Result<(), MInterpError>) -> Ub {
    match r {
        Err(MInterpError::UndefinedBehaviour { ub, .. }) => ub,
        other => panic!("expected undefined behaviour, got {other:?}"),
    }
}

/// `%scratch` (stateless memory, T5) has no bounds: a message lane past the end of the memory
/// given is undefined behaviour, while the same lane on a binding-table buffer reads zeros or
/// is dropped (the specs' out-of-bound property).
#[test]
fn stateless_messages_past_the_end_are_undefined_behaviour() {
    for msg_kind in [
        Message::GatherScaled,
        Message::ScatterScaled,
        Message::Scatter4Scaled,
        Message::QwScatter,
    ] {
        let choice = if msg_kind == Message::Scatter4Scaled {
            MsgChoice::channels(msg_kind, ChannelMask::R)
        } else {
            blocks(msg_kind, 1)
        };
        for stateless in [false, true] {
            let mut k = test_kernel(32);
            if stateless {
                k.surfaces[0] = Surface::Scratch;
            }
            let off = k.add_var("off", ElemType::Ud, 8);
            let data = k.add_var("data", ElemType::Ud, 16);
            let goff = (msg_kind != Message::QwScatter).then(|| ud_imm(0));
            push(
                &mut k,
                msg(
                    choice,
                    Exec::nm(8),
                    None,
                    BUF,
                    goff,
                    &[Raw::at(off, 0)],
                    Raw::at(data, 0),
                ),
            );
            let mut mc = Machine::new(&k, Options::default()).unwrap();
            // Lane 7 starts at byte 64, the end of a 64-byte memory.
            put_dwords(&mut mc, off, 0, &[0, 8, 16, 24, 32, 40, 48, 64]);
            put_dwords(&mut mc, data, 0, &[7; 16]);
            let mut mem = test_memory(&[0; 64]);
            let r = mc.run(&mut mem).map(|_| ());
            if stateless {
                assert!(
                    matches!(
                        ub(r),
                        Ub::OutOfBounds {
                            lane: 7,
                            address: 64,
                            size: 64,
                            ..
                        }
                    ),
                    "{msg_kind:?}"
                );
                assert_eq!(
                    mem.bytes(SurfaceRef(0)).unwrap(),
                    defined(&[0; 64]),
                    "{msg_kind:?}: nothing is written"
                );
            } else {
                assert!(r.is_ok(), "{msg_kind:?}: {r:?}");
            }
        }
    }
}

#[test]
fn two_lanes_writing_one_byte_is_undefined_behaviour_and_nothing_is_written() {
    let (r, mem) = run_one(
        blocks(Message::ScatterScaled, 4),
        2,
        false,
        |mc, off, data, _| {
            put_dwords(mc, off, 0, &[0, 2]);
            put_dwords(mc, data, 0, &[0x1111_1111, 0x2222_2222]);
        },
        16,
    );
    assert_eq!(
        ub(r),
        Ub::OverlappingWrite {
            first: 0,
            second: 1,
            place: Place::Byte {
                surface: "s_buf".into(),
                address: 2
            }
        }
    );
    assert_eq!(mem.bytes(SurfaceRef(0)).unwrap(), defined(&[0; 16]));
    // One common byte in bounds is enough (15; 16 and 17 are past the end).
    let (r, _) = run_one(
        blocks(Message::ScatterScaled, 4),
        2,
        false,
        |mc, off, data, _| {
            put_dwords(mc, off, 0, &[14, 15]);
            put_dwords(mc, data, 0, &[0x1111_1111, 0x2222_2222]);
        },
        16,
    );
    assert_eq!(
        ub(r),
        Ub::OverlappingWrite {
            first: 0,
            second: 1,
            place: Place::Byte {
                surface: "s_buf".into(),
                address: 15
            }
        }
    );
    // Overlapping only past the end: both writes are dropped, no UB.
    let (r, mem) = run_one(
        blocks(Message::ScatterScaled, 4),
        2,
        false,
        |mc, off, data, _| {
            put_dwords(mc, off, 0, &[16, 17]);
            put_dwords(mc, data, 0, &[0x1111_1111, 0x2222_2222]);
        },
        16,
    );
    assert!(r.is_ok());
    assert_eq!(mem.bytes(SurfaceRef(0)).unwrap(), defined(&[0; 16]));
}

#[test]
fn undefined_offsets_predicates_and_misaligned_dword_scatters_are_undefined_behaviour() {
    // Lane 1's offset was never written.
    let (r, _) = run_one(
        blocks(Message::GatherScaled, 4),
        2,
        false,
        |mc, off, _, _| put_dwords(mc, off, 0, &[0]),
        16,
    );
    assert_eq!(
        ub(r),
        Ub::UndefinedOperand {
            operand: "offset",
            lane: Some(1)
        }
    );
    // The predicate was never set: whether lane 0 accesses memory is unknown.
    let (r, _) = run_one(
        blocks(Message::GatherScaled, 4),
        2,
        true,
        |mc, off, _, _| put_dwords(mc, off, 0, &[0, 4]),
        16,
    );
    assert_eq!(
        ub(r),
        Ub::UndefinedOperand {
            operand: "mask",
            lane: Some(0)
        }
    );
    // SCATTER4_SCALED at byte 6: not a dword address.
    let (r, _) = run_one(
        MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::R),
        8,
        false,
        |mc, off, data, _| {
            put_dwords(mc, off, 0, &[0, 4, 8, 12, 16, 6, 24, 28]);
            put_dwords(mc, data, 0, &[0; 8]);
        },
        64,
    );
    assert_eq!(
        ub(r),
        Ub::Misaligned {
            lane: 5,
            address: 6,
            align: 4
        }
    );
    // Undefined data is no UB: the bytes become undefined in memory.
    let (r, mem) = run_one(
        blocks(Message::ScatterScaled, 2),
        1,
        false,
        |mc, off, _, _| put_dwords(mc, off, 0, &[4]),
        8,
    );
    assert!(r.is_ok());
    assert_eq!(
        mem.bytes(SurfaceRef(0)).unwrap(),
        [
            Some(0),
            Some(0),
            Some(0),
            Some(0),
            None,
            None,
            Some(0),
            Some(0)
        ]
    );
}

#[test]
fn malformed_kernels_are_errors_not_panics() {
    // A region past the end of its variable.
    let mut k = test_kernel(32);
    let a = k.add_var("a", ElemType::Ud, 4);
    let b = k.add_var("b", ElemType::Ud, 8);
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Mov,
            exec: Exec::nm(8),
            pred: None,
            dst: Dst::Reg {
                var: b,
                off: 0,
                hstride: 1,
            },
            srcs: smallvec![Src::reg(Region::strided(a, 0, 1))],
        },
    );
    let err = run_kernel(&k, &[], &mut test_memory(&[]), &Options::default()).unwrap_err();
    assert!(
        matches!(&err, MInterpError::Malformed { reason, .. } if reason.contains("outside")),
        "{err}"
    );
    // An alias cycle, an undeclared variable, a label never placed, a bad exec size, a typed
    // read of a buffer: each an error.
    let mut k = test_kernel(32);
    let x = k.add_var("x", ElemType::Ud, 1);
    let y = k.add_alias("y", ElemType::Ud, 1, x, 0);
    k.vars[x.index()].alias = Some((y, 0));
    assert!(Machine::new(&k, Options::default()).is_err());
    let cases: Vec<InstKind> = vec![
        InstKind::Alu {
            op: AluOp::Mov,
            exec: Exec::nm(1),
            pred: None,
            dst: Dst::Reg {
                var: VarId(99),
                off: 0,
                hstride: 1,
            },
            srcs: smallvec![ud_imm(1)],
        },
        InstKind::Jmp {
            pred: None,
            target: LabelId(0),
        },
        InstKind::Alu {
            op: AluOp::Mov,
            exec: Exec::nm(3),
            pred: None,
            dst: Dst::Reg {
                var: VarId(0),
                off: 0,
                hstride: 1,
            },
            srcs: smallvec![ud_imm(1)],
        },
        msg(
            MsgChoice::channels(Message::Gather4Typed, ChannelMask::R),
            Exec::nm(1),
            None,
            BUF,
            None,
            &[Raw::at(VarId(0), 0)],
            Raw::at(VarId(0), 0),
        ),
    ];
    for kind in cases {
        let mut k = test_kernel(32);
        k.add_var("v", ElemType::Ud, 8);
        k.add_label("never_placed");
        push(&mut k, kind.clone());
        let mut mc = Machine::new(&k, Options::default()).unwrap();
        put_dwords(&mut mc, VarId(0), 0, &[0; 8]);
        let r = mc.run(&mut test_memory(&[0; 4]));
        assert!(
            matches!(
                r,
                Err(MInterpError::Malformed { .. } | MInterpError::Memory { .. })
            ),
            "{kind:?}: {r:?}"
        );
    }
}

// ---- ALU, predicates, control flow, ABI ------------------------------------------------------

#[test]
fn a_counted_loop_with_cmp_and_a_predicated_jump() {
    // t = 0; i = 0; loop: t += i; i += 1; if i < 5 goto loop  =>  t = 10, i = 5.
    let mut k = test_kernel(32);
    let t = k.add_var("t", ElemType::Ud, 1);
    let i = k.add_var("i", ElemType::Ud, 1);
    let p = k.add_pred("p", 1);
    let l = k.add_label("loop");
    let sc = |v| Src::reg(Region::scalar(v, 0));
    let d = |v| Dst::Reg {
        var: v,
        off: 0,
        hstride: 1,
    };
    let alu = |op, dst, srcs: &[Src]| InstKind::Alu {
        op,
        exec: Exec::nm(1),
        pred: None,
        dst,
        srcs: srcs.iter().copied().collect(),
    };
    let sunk = |v| SinkArg {
        var: v,
        off: 0,
        stride: 0,
        ty: Type::I32,
    };
    push(&mut k, alu(AluOp::Mov, d(t), &[ud_imm(0)]));
    push(&mut k, alu(AluOp::Mov, d(i), &[ud_imm(0)]));
    push(&mut k, InstKind::Label(l));
    push(&mut k, InstKind::Sink(vec![sunk(t)])); // recorded on every iteration
    push(&mut k, alu(AluOp::Add, d(t), &[sc(t), sc(i)]));
    push(&mut k, alu(AluOp::Add, d(i), &[sc(i), ud_imm(1)]));
    push(
        &mut k,
        InstKind::Cmp {
            rel: CmpRel::Lt,
            exec: Exec::nm(1),
            dst: p,
            srcs: [sc(i), ud_imm(5)],
        },
    );
    push(
        &mut k,
        InstKind::Jmp {
            pred: Some(PredUse {
                pred: p,
                negate: false,
            }),
            target: l,
        },
    );
    push(&mut k, InstKind::Sink(vec![sunk(t), sunk(i)]));
    push(&mut k, InstKind::Ret);
    let out = run_kernel(&k, &[], &mut test_memory(&[]), &Options::default()).unwrap();
    let ints: Vec<Vec<Option<u64>>> = out
        .outcome
        .sinks
        .iter()
        .map(|s| s.values.iter().map(|v| v.get(0)).collect())
        .collect();
    let one = |x| vec![Some(x)];
    assert_eq!(
        ints,
        vec![
            one(0),
            one(0),
            one(1),
            one(3),
            one(6),
            vec![Some(10), Some(5)]
        ]
    );
    // 2 movs, the label, 5 iterations of sink, add, add, cmp, jmp, the label again after
    // each of the 4 jumps taken, the final sink and ret.
    assert_eq!(out.outcome.steps, 2 + 1 + 5 * 5 + 4 + 2);

    // The same loop jumping on an undefined predicate: UB. Without the exit: the step limit.
    let mut k2 = k.clone();
    k2.insts.remove(6); // the cmp
    let err = run_kernel(&k2, &[], &mut test_memory(&[]), &Options::default()).unwrap_err();
    assert!(matches!(
        err,
        MInterpError::UndefinedBehaviour {
            ub: Ub::UndefinedOperand {
                operand: "condition",
                ..
            },
            ..
        }
    ));
    let mut k3 = k.clone();
    k3.insts[7].kind = InstKind::Jmp {
        pred: None,
        target: l,
    };
    let opts = Options {
        max_steps: 1000,
        ..Options::default()
    };
    let err = run_kernel(&k3, &[], &mut test_memory(&[]), &opts).unwrap_err();
    assert!(matches!(err, MInterpError::StepLimit { limit: 1000, .. }));
}

#[test]
fn sel_setp_cmp_and_predicate_moves() {
    let mut k = test_kernel(32);
    let a = k.add_var("a", ElemType::F, 8);
    let out = k.add_var("out", ElemType::F, 8);
    let bits = k.add_var("bits", ElemType::Ud, 1);
    let sum = k.add_var("sum", ElemType::F, 8);
    let p = k.add_pred("p", 8);
    let q = k.add_pred("q", 8);
    let vec8 = |v| Src::reg(Region::strided(v, 0, 1));
    let d = |v| Dst::Reg {
        var: v,
        off: 0,
        hstride: 1,
    };
    let f = |x: f32| {
        Src::Imm(Imm::Scalar {
            bits: u64::from(x.to_bits()),
            ty: ElemType::F,
        })
    };
    // p = a < 0 (ordered: NaN lanes are false); q = !p via xor with an all-ones predicate.
    push(
        &mut k,
        InstKind::Cmp {
            rel: CmpRel::Lt,
            exec: Exec::nm(8),
            dst: p,
            srcs: [vec8(a), f(0.0)],
        },
    );
    // out = p ? -a : a (an absolute value), via sel with (-).
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Sel,
            exec: Exec::nm(8),
            pred: Some(PredUse {
                pred: p,
                negate: false,
            }),
            dst: d(out),
            srcs: smallvec![
                Src::Reg {
                    region: Region::strided(a, 0, 1),
                    neg: true
                },
                vec8(a)
            ],
        },
    );
    // bits = p as an integer (flag bits past its 8 lanes are undefined until the `and`);
    // q = setp((bits ^ 0xFF) & 0xFF) = !p.
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Mov,
            exec: Exec::nm(1),
            pred: None,
            dst: d(bits),
            srcs: smallvec![Src::Pred(p)],
        },
    );
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Xor,
            exec: Exec::nm(1),
            pred: None,
            dst: d(bits),
            srcs: smallvec![Src::reg(Region::scalar(bits, 0)), ud_imm(0xFF)],
        },
    );
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::And,
            exec: Exec::nm(1),
            pred: None,
            dst: d(bits),
            srcs: smallvec![Src::reg(Region::scalar(bits, 0)), ud_imm(0xFF)],
        },
    );
    push(
        &mut k,
        InstKind::Setp {
            exec: Exec::nm(8),
            dst: q,
            src: Src::reg(Region::scalar(bits, 0)),
        },
    );
    // sum = out + a where q (a >= 0 or NaN), untouched elsewhere.
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Mov,
            exec: Exec::nm(8),
            pred: None,
            dst: d(sum),
            srcs: smallvec![f(-7.0)],
        },
    );
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Add,
            exec: Exec::nm(8),
            pred: Some(PredUse {
                pred: q,
                negate: false,
            }),
            dst: d(sum),
            srcs: smallvec![vec8(out), vec8(a)],
        },
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    let nan = f32::from_bits(0x7FC0_1234); // a NaN with a payload
    let xs = [1.5f32, -2.0, 0.0, -0.0, nan, -1e-40, 3.0, f32::INFINITY];
    put_dwords(&mut mc, a, 0, &xs.map(f32::to_bits));
    mc.run(&mut test_memory(&[])).unwrap();
    let fl = |v| -> Vec<u32> {
        get_dwords(&mc, v, 8)
            .into_iter()
            .map(|x| x.unwrap())
            .collect()
    };
    let abs: Vec<u32> = [1.5f32, 2.0, 0.0, -0.0, nan, 1e-40, 3.0, f32::INFINITY]
        .map(f32::to_bits)
        .to_vec();
    assert_eq!(fl(out), abs);
    // p was set for lanes 1 and 5 (-2.0, -1e-40: subnormals are kept): bits = 0b0010_0010.
    assert_eq!(get_dwords(&mc, bits, 1), [Some(0xFF ^ 0b0010_0010)]);
    let mut sums: Vec<u32> = [3.0f32, -7.0, 0.0, -0.0, 0.0, -7.0, 6.0, f32::INFINITY]
        .map(f32::to_bits)
        .to_vec();
    sums[4] = 0x7FC0_0000; // NaN + NaN is the canonical quiet NaN, payload dropped
    assert_eq!(fl(sum), sums);
}

#[test]
fn arguments_and_sinks_round_trip_channels_and_masks_through_registers() {
    let mut k = test_kernel(32);
    let rg = k.add_var("rg", ElemType::F, 16); // vec<8 x 2 x f32>: channel stride 32 bytes
    let m = k.add_var("m", ElemType::Ud, 2); // mask<40>: two dwords of bits
    k.args = vec![rg, m];
    let rg_ty = Type::chan_vec(8, 2, ScalarType::F32);
    let places = vec![
        SinkArg {
            var: rg,
            off: 0,
            stride: 32,
            ty: rg_ty,
        },
        SinkArg {
            var: m,
            off: 0,
            stride: 0,
            ty: Type::mask(40),
        },
    ];
    push(&mut k, InstKind::Sink(places.clone()));
    push(&mut k, InstKind::Ret);
    let xs: Vec<f64> = (0..16).map(f64::from).collect();
    let v = Val::floats(rg_ty, &xs).unwrap();
    let lanes: Vec<bool> = (0..40).map(|i| i % 3 == 0).collect();
    let mask = Val::mask(&lanes);
    let args = [v.clone(), mask.clone()];

    let mut mc = Machine::new(&k, Options::default()).unwrap();
    mc.set_args(&args).unwrap();
    // Lane-major value, channel-major registers: lane 1 channel 1 (value 3.0) is dword 8 + 1.
    assert_eq!(get_dwords(&mc, rg, 16)[9], Some(3f32.to_bits()));
    // Lanes 0, 3, 6, ...: bits 0, 3, ..., 30 of dword 0; lanes 33, 36, 39: bits 1, 4, 7.
    assert_eq!(get_dwords(&mc, m, 2), [Some(0x4924_9249), Some(0x92)]);
    assert_eq!(mc.read(&places[1]).unwrap(), mask);

    let out = run_kernel(&k, &args, &mut test_memory(&[]), &Options::default()).unwrap();
    assert_eq!(out.outcome.sinks.len(), 1);
    assert_eq!(out.outcome.sinks[0].values, args);
    // Wrong arguments are an error, not a panic.
    let err = run_kernel(&k, &args[..1], &mut test_memory(&[]), &Options::default());
    assert!(matches!(err, Err(MInterpError::Arguments { .. })));
    let wide = Val::mask(&[true; 96]);
    let err = run_kernel(&k, &[v, wide], &mut test_memory(&[]), &Options::default());
    assert!(
        matches!(err, Err(MInterpError::Arguments { .. })),
        "{err:?}"
    );
}

// ---- end to end: legalise, lower, run both interpreters ---------------------------------------

fn target(name: &str) -> &'static Target {
    Target::by_name(name).unwrap_or_else(|| panic!("unknown target {name}"))
}

/// Legalises a module for `t` (split-lanes, pick-blocks, pack-channels).
fn legalize(m: &mut Module, t: &Target) -> Result<(), PassError> {
    let cx = PassContext { target: Some(t) };
    let mut am = AnalysisManager::default();
    ForEachFunction(SplitLanes).run(m, &mut am, &cx)?;
    ForEachFunction(PickBlocks).run(m, &mut am, &cx)?;
    ForEachFunction(PackChannels).run(m, &mut am, &cx)?;
    Ok(())
}

/// A random argument: i32 elements are small multiples of 16 (addresses and counts that keep
/// kernels mostly in bounds and aligned), floats small, masks two thirds set.
fn random_arg(ty: Type, rng: &mut Rng) -> Val {
    let n = ty.num_elements() as usize;
    match ty.elem() {
        None => Val::mask(&(0..n).map(|_| rng.chance(2, 3)).collect::<Vec<_>>()),
        Some(t) if t.is_float() => Val::floats(
            ty,
            &(0..n)
                .map(|_| rng.range(0, 64) as f64 / 4.0 - 8.0)
                .collect::<Vec<_>>(),
        )
        .expect("float value"),
        Some(_) => Val::ints(
            ty,
            &(0..n)
                .map(|_| 16 * rng.range(0, 8) as i64)
                .collect::<Vec<_>>(),
        )
        .expect("int value"),
    }
}

/// What one side-by-side run found (a disagreement panics).
#[derive(Debug, PartialEq, Eq)]
enum Verdict {
    /// Both returned; the lowered run's memory and sinks are admitted by the reference's.
    Agree {
        /// The reference run changed memory or sank something: there was something to see.
        observed: bool,
    },
    /// The reference has undefined behaviour on this input: nothing to compare.
    ReferenceUb,
}

/// Runs `func` of the legal module `m` under the reference interpreter and its lowered kernel
/// `k` under the message-level one, on clones of `mem0` with the same random arguments, and
/// asserts that the reference admits the lowered run's memory and sinks.
fn compare(
    m: &Module,
    func: &str,
    k: &Kernel,
    mem0: &Memory,
    rng: &mut Rng,
    what: &str,
) -> Verdict {
    let f = m
        .functions
        .iter()
        .find(|f| f.name == func)
        .expect("function");
    let params: Vec<Type> = f.params().iter().map(|&p| f.ty(p)).collect();
    let args: Vec<Val> = params.iter().map(|&ty| random_arg(ty, rng)).collect();
    let mut ref_mem = mem0.clone();
    let reference = match run_function(m, f, &args, &mut ref_mem, Limits::default()) {
        Ok(o) => o,
        Err(e) if e.is_ub() => return Verdict::ReferenceUb,
        Err(e) => panic!("{what}: the reference run failed: {e}"),
    };
    let mut low_mem = mem0.clone();
    let observed = run_kernel(k, &args, &mut low_mem, &Options::default())
        .unwrap_or_else(|e| panic!("{what}: {e}\n{k}"));
    assert!(ref_mem.admits(&low_mem), "{what}: memories differ\n{k}");
    assert!(
        reference.admits(&observed.outcome),
        "{what}: sinks differ: reference {:?}, lowered {:?}",
        reference.sinks,
        observed.outcome.sinks
    );
    Verdict::Agree {
        observed: &ref_mem != mem0 || !reference.sinks.is_empty(),
    }
}

fn lowering_modes() -> [(&'static str, LowerOptions); 2] {
    [
        ("aware", LowerOptions::default()),
        (
            "naive",
            LowerOptions {
                naive: true,
                ..LowerOptions::default()
            },
        ),
    ]
}

fn example_memory(m: &Module, rng: &mut Rng) -> Memory {
    let image = ImageSize {
        width: 8,
        height: 8,
        depth: 4,
    };
    Memory::random(m, &MemoryShape::uniform(m, 512, image, 512), rng).expect("memory")
}

const EXAMPLES: &[(&str, &str)] = &[
    (
        "aos_soa_rgba",
        include_str!("../../examples/aos_soa_rgba.mir"),
    ),
    (
        "column_sum_loop",
        include_str!("../../examples/column_sum_loop.mir"),
    ),
    ("copy64", include_str!("../../examples/copy64.mir")),
    ("copy_f32", include_str!("../../examples/copy_f32.mir")),
    ("float_bits", include_str!("../../examples/float_bits.mir")),
    (
        "gather_two_halves",
        include_str!("../../examples/gather_two_halves.mir"),
    ),
    (
        "histogram_slm",
        include_str!("../../examples/histogram_slm.mir"),
    ),
    (
        "image2d_blur",
        include_str!("../../examples/image2d_blur.mir"),
    ),
    (
        "palette_lookup1d",
        include_str!("../../examples/palette_lookup1d.mir"),
    ),
    (
        "rgb24_to_gray",
        include_str!("../../examples/rgb24_to_gray.mir"),
    ),
    (
        "saxpy_tail31",
        include_str!("../../examples/saxpy_tail31.mir"),
    ),
    (
        "slm_transpose",
        include_str!("../../examples/slm_transpose.mir"),
    ),
    (
        "stateless_i16_clamp",
        include_str!("../../examples/stateless_i16_clamp.mir"),
    ),
    ("volume3d", include_str!("../../examples/volume3d.mir")),
];

#[test]
fn examples_refine_the_reference_on_every_target_in_both_lowering_modes() {
    let mut agreed = 0;
    for (name, src) in EXAMPLES {
        for tname in ["dg2", "pvc", "tgllp"] {
            let t = target(tname);
            let mut m = memlower_ir::parse::parse_module(src).expect("parses");
            legalize(&mut m, t).expect("legalises");
            for (mode, opts) in lowering_modes() {
                let lowered = lower_module(&m, t, &opts)
                    .unwrap_or_else(|e| panic!("{name} on {tname} ({mode}) does not lower: {e}"));
                for lf in &lowered.functions {
                    for seed in 0..3 {
                        let mut rng = Rng::new(seed);
                        let mem0 = example_memory(&m, &mut rng);
                        let what = format!("{name}/{} on {tname}, {mode}, seed {seed}", lf.name);
                        let v = compare(&m, &lf.name, &lf.mir, &mem0, &mut rng, &what);
                        if matches!(v, Verdict::Agree { .. }) {
                            agreed += 1;
                        }
                    }
                }
            }
        }
    }
    // histogram_slm scatters colliding random samples: mostly undefined behaviour; every other
    // function agrees on every seed.
    assert!(agreed >= 200, "only {agreed} runs compared");
}

#[test]
fn sunk_vectors_and_masks_agree_with_the_reference() {
    const MASKS: &str = "
surface @buf : untyped
func @below(%base: i32, %lim: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %four = const 4 : vec<16 x i32>
  %off = mul %lane, %four : vec<16 x i32>
  %v = gather @buf[%base + %off] align 4 : vec<16 x i32>
  %l = splat %lim : vec<16 x i32>
  %m = cmp ult %v, %l : mask<16>
  sink %m
  ret
}
";
    let cases = [
        (
            include_str!("../../examples/palette_lookup1d.mir"),
            "lookup",
        ),
        (MASKS, "below"),
    ];
    let mut sank = 0;
    for (src, func) in cases {
        for (tname, (_, opts)) in ["dg2", "pvc"].into_iter().zip(lowering_modes()) {
            let t = target(tname);
            let mut m = memlower_ir::parse::parse_module(src).expect("parses");
            legalize(&mut m, t).expect("legalises");
            let lowered = lower_module(&m, t, &opts).expect("lowers");
            let k = &lowered.functions[0].mir;
            for seed in 0..8 {
                let mut rng = Rng::new(seed);
                let mut mem0 = example_memory(&m, &mut rng);
                if func == "below" {
                    // Values straddling the limits the arguments take (0..112).
                    let vals: Vec<u8> = (0..128u32).flat_map(|i| (i % 131).to_le_bytes()).collect();
                    mem0.set_bytes(SurfaceRef(0), &vals).expect("bytes");
                }
                let what = format!("{func} on {tname}, seed {seed}");
                let v = compare(&m, func, k, &mem0, &mut rng, &what);
                assert_eq!(v, Verdict::Agree { observed: true }, "{what}");
                sank += 1;
            }
        }
    }
    assert_eq!(sank, 32);
}

#[test]
fn random_modules_refine_the_reference() {
    use memlower_ir::gen::{random_module, GenConfig, GenOp};
    let cfg = GenConfig {
        // Stores to images have no message; loops may not terminate.
        ops: GenOp::ALL
            .iter()
            .copied()
            .filter(|o| *o != GenOp::ImageStore)
            .collect(),
        via_percent: 0,
        back_edges: false,
        max_lanes: 40,
        ..GenConfig::default()
    };
    let (mut compared, mut observed, mut refused) = (0, 0, 0);
    for seed in 0..600u64 {
        let mut rng = Rng::new(seed);
        let tname = ["dg2", "pvc", "tgllp"][seed as usize % 3];
        // Every other module runs with every extension the target offers; the others are
        // spec-strict, where an image.load of channels rga or rba is a documented refusal.
        let strict = target(tname);
        let t = &if seed % 2 == 0 {
            strict
                .with_extensions(strict.extensions)
                .expect("offered extensions")
        } else {
            strict.clone()
        };
        // Without a double-precision ALU every f64 float op is a refusal; f64 data is made for
        // the targets that compute with it.
        let elems = ScalarType::ALL
            .into_iter()
            .filter(|&e| t.fp64 || e != ScalarType::F64)
            .collect();
        let generated = random_module(
            &mut rng,
            &GenConfig {
                elems,
                ..cfg.clone()
            },
        );
        let mut m = generated.clone();
        match legalize(&mut m, t) {
            Ok(_) => {}
            Err(e) if seed % 2 == 1 && format!("{e:?}").contains("image-load-unlisted-mask") => {
                refused += 1;
                continue;
            }
            Err(e) => panic!("random modules of these ops legalise: {e:?}"),
        }
        let (mode, opts) = lowering_modes()[(seed / 3) as usize % 2];
        // Documented refusals (64-bit multiplies, for one) are counted, not compared.
        let Ok(lowered) = lower_module(&m, t, &opts) else {
            refused += 1;
            continue;
        };
        for lf in &lowered.functions {
            let shape = MemoryShape::uniform(
                &m,
                256,
                ImageSize {
                    width: 4,
                    height: 4,
                    depth: 2,
                },
                256,
            );
            let mem0 = Memory::random(&m, &shape, &mut rng).expect("memory");
            let what = format!("seed {seed}, {} on {tname}, {mode}", lf.name);
            if let Verdict::Agree { observed: o } =
                compare(&m, &lf.name, &lf.mir, &mem0, &mut rng, &what)
            {
                compared += 1;
                observed += usize::from(o);
            }
        }
    }
    eprintln!("compared {compared}, observed {observed}, refused {refused}");
    assert!(
        compared >= 300 && observed >= 150,
        "compared {compared}, observed {observed}, refused {refused}"
    );
}
/// Pieces of one uniform value (`extract`s of a splat or constant) used as payloads of messages
/// with one register footprint share one materialised payload per block; the payload must hold
/// every lane any of them reads, whatever the order. Each case's first user reads fewer lanes
/// (or another channel layout) than a later one. Found by `random_modules_refine_the_reference`
/// (seed 396): the payload was filled for the first user's lanes only.
const SPLAT_PIECES: &[(&str, &str)] = &[
    // The reproducer: a 4-lane scatter's offsets, then an 8-lane typed read's V coordinates.
    (
        "offsets_then_typed_coordinates",
        "
surface @lds : slm
surface @img : image2d<r, f32>
func @f() {
entry:
  %c = const -2147483648 : vec<12 x i32>
  %a = extract %c[8] : vec<4 x i32>
  %d = const 1 : vec<4 x i32>
  scatter @lds[%a], %d align 4
  %b = extract %c[0] : vec<8 x i32>
  %u = const 0 : vec<8 x i32>
  %p = image.load @img[%u, %b] channels r : vec<8 x f32>
  sink %p
  ret
}
",
    ),
    // In bounds: 4 lanes of scatter data, then 8 lanes of gather offsets.
    (
        "data_then_offsets",
        "
surface @buf : untyped
func @f(%base: i32) {
entry:
  %c = const 12 : vec<16 x i32>
  %lane = lane.index : vec<4 x i32>
  %four = const 4 : vec<4 x i32>
  %off = mul %lane, %four : vec<4 x i32>
  %a = extract %c[8] : vec<4 x i32>
  scatter @buf[%base + %off], %a align 4
  %b = extract %c[0] : vec<8 x i32>
  %g = gather @buf[%b] align 4 : vec<8 x i32>
  sink %g
  ret
}
",
    ),
    // 2 and 16 lanes (one footprint on 64-byte GRFs), and 4 then 8 lanes of qwords.
    (
        "widths_2_16_and_qwords",
        "
surface @buf : untyped
func @f(%base: i32) {
entry:
  %c = const 20 : vec<32 x i32>
  %lane = lane.index : vec<16 x i32>
  %eight = const 8 : vec<16 x i32>
  %off = mul %lane, %eight : vec<16 x i32>
  %off2 = extract %off[0] : vec<2 x i32>
  %a = extract %c[30] : vec<2 x i32>
  scatter @buf[%base + %off2], %a align 4
  %b = extract %c[0] : vec<16 x i32>
  %g = gather @buf[%b] align 4 : vec<16 x i32>
  %q = const -3 : vec<12 x i64>
  %off4 = extract %off[8] : vec<4 x i32>
  %qa = extract %q[0] : vec<4 x i64>
  scatter @buf[%base + %off4], %qa align 8
  %off8 = extract %off[0] : vec<8 x i32>
  %qb = extract %q[4] : vec<8 x i64>
  scatter @buf[%base + %off8], %qb align 8
  sink %g
  ret
}
",
    ),
    // Masked by lanes 8.. of a mask: the messages run at a mask offset.
    (
        "mask_offsets",
        "
surface @buf : untyped
func @f(%base: i32, %m: mask<16>) {
entry:
  %c = const 28 : vec<16 x i32>
  %lane = lane.index : vec<4 x i32>
  %four = const 4 : vec<4 x i32>
  %off = mul %lane, %four : vec<4 x i32>
  %m4 = extract %m[8] : mask<4>
  %a = extract %c[4] : vec<4 x i32>
  scatter @buf[%base + %off], %a mask %m4 align 4
  %m8 = extract %m[8] : mask<8>
  %b = extract %c[8] : vec<8 x i32>
  %g = gather @buf[%b] mask %m8 align 4 : vec<8 x i32>
  sink %g
  ret
}
",
    ),
    // A splat of an argument (a broadcast register), also read by an ALU op.
    (
        "broadcast_and_alu",
        "
surface @buf : untyped
func @f(%base: i32, %x: i32) {
entry:
  %s = splat %x : vec<16 x i32>
  %lane = lane.index : vec<8 x i32>
  %four = const 4 : vec<8 x i32>
  %off8 = mul %lane, %four : vec<8 x i32>
  %off = extract %off8[0] : vec<4 x i32>
  %a = extract %s[0] : vec<4 x i32>
  scatter @buf[%base + %off], %a align 4
  %e = extract %s[4] : vec<8 x i32>
  %sum = add %e, %off8 : vec<8 x i32>
  %b = extract %s[8] : vec<8 x i32>
  %g = gather @buf[%b] align 4 : vec<8 x i32>
  sink %sum
  sink %g
  ret
}
",
    ),
];

#[test]
fn pieces_of_one_splat_sharing_a_payload_read_defined_lanes() {
    for (name, src) in SPLAT_PIECES {
        for tname in ["dg2", "pvc", "tgllp"] {
            let t = target(tname);
            let mut m = memlower_ir::parse::parse_module(src).expect("parses");
            legalize(&mut m, t).expect("legalises");
            for (mode, opts) in lowering_modes() {
                let lowered = lower_module(&m, t, &opts).expect("lowers");
                let k = &lowered.functions[0].mir;
                for seed in 0..4 {
                    let mut rng = Rng::new(seed);
                    let mem0 = example_memory(&m, &mut rng);
                    let what = format!("{name} on {tname}, {mode}, seed {seed}");
                    let v = compare(&m, "f", k, &mem0, &mut rng, &what);
                    assert_eq!(v, Verdict::Agree { observed: true }, "{what}");
                }
            }
        }
    }
}

/// The fix keeps the sharing: in the reproducer the scatter's offsets and the typed read's V
/// coordinates are one payload, written by one instruction.
#[test]
fn pieces_of_one_splat_still_share_one_payload() {
    let t = target("dg2");
    let mut m = memlower_ir::parse::parse_module(SPLAT_PIECES[0].1).expect("parses");
    legalize(&mut m, t).expect("legalises");
    let lowered = lower_module(&m, t, &LowerOptions::default()).expect("lowers");
    let k = &lowered.functions[0].mir;
    let addrs: Vec<Raw> = k
        .insts
        .iter()
        .filter_map(|x| match &x.kind {
            InstKind::Msg(mi) => Some(mi.addrs.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    // scatter [offsets], then gather4_typed [U, V, null, null]
    assert_eq!(addrs.len(), 5, "{k}");
    assert_eq!(addrs[0], addrs[2], "{k}");
    let writes = k
        .insts
        .iter()
        .filter(|x| {
            matches!(&x.kind, InstKind::Alu { dst: Dst::Reg { var, .. }, .. }
                if Some(*var) == addrs[0].var)
        })
        .count();
    assert_eq!(writes, 1, "{k}");
}

/// Lowered kernels with random damage (ids, offsets, exec sizes, block counts, channel masks,
/// strides, aliases) run to an answer or an error, never a panic.
#[test]
fn damaged_kernels_never_panic() {
    let t = target("dg2");
    let mut kernels = Vec::new();
    for (_, src) in EXAMPLES {
        let mut m = memlower_ir::parse::parse_module(src).expect("parses");
        legalize(&mut m, t).expect("legalises");
        let lowered = lower_module(&m, t, &LowerOptions::default()).expect("lowers");
        for lf in lowered.functions {
            let f = m
                .functions
                .iter()
                .find(|f| f.name == lf.name)
                .expect("function");
            kernels.push((m.clone(), f.clone(), lf.mir));
        }
    }
    let mut rng = Rng::new(7);
    let mut outcomes = [0usize; 2];
    for round in 0..2000 {
        let (m, f, k0) = &kernels[round % kernels.len()];
        let mut k = k0.clone();
        let n = k.insts.len().max(1) as u64;
        for _ in 0..1 + rng.below(3) {
            let any = |rng: &mut Rng, n: u64| rng.below(n + 3) as u32;
            let nv = k.vars.len() as u64;
            let np = k.preds.len() as u64;
            match rng.below(16) {
                0 => {
                    if let Some(v) = k.vars.get_mut(rng.below(nv.max(1)) as usize) {
                        v.alias = Some((VarId(any(&mut rng, nv)), rng.below(256) as u32));
                    }
                }
                1 => k.args.push(VarId(any(&mut rng, nv))),
                _ => {
                    let i = rng.below(n) as usize;
                    let Some(inst) = k.insts.get_mut(i) else {
                        continue;
                    };
                    let exec = |rng: &mut Rng| Exec {
                        size: *rng.pick(&[0, 1, 3, 8, 16, 32, 64]),
                        offset: *rng.pick(&[0, 2, 16, 28, 40]),
                        nomask: rng.chance(1, 2),
                    };
                    match &mut inst.kind {
                        InstKind::Msg(mi) => match rng.below(6) {
                            0 => mi.exec = exec(&mut rng),
                            1 => mi.choice.blocks = rng.below(10) as u8,
                            2 => mi.choice.channels = ChannelMask(rng.below(256) as u8),
                            3 => mi.surface = SurfaceId(any(&mut rng, 8)),
                            4 => mi.data.off = rng.below(4096) as u32,
                            _ => {
                                mi.pred = Some(PredUse {
                                    pred: PredId(any(&mut rng, np)),
                                    negate: rng.chance(1, 2),
                                })
                            }
                        },
                        InstKind::Alu {
                            exec: e, dst, srcs, ..
                        } => match rng.below(3) {
                            0 => *e = exec(&mut rng),
                            1 => {
                                if let Dst::Reg { off, hstride, .. } = dst {
                                    *off = rng.below(300) as u32;
                                    *hstride = rng.below(3) as u32;
                                }
                            }
                            _ => {
                                if let Some(Src::Reg { region, .. }) = srcs.first_mut() {
                                    region.var = VarId(any(&mut rng, nv));
                                    region.width = rng.below(3) as u32;
                                    region.vstride = rng.below(40) as u32;
                                }
                            }
                        },
                        InstKind::Cmp { exec: e, dst, .. } => {
                            *e = exec(&mut rng);
                            *dst = PredId(any(&mut rng, np));
                        }
                        InstKind::Setp { exec: e, .. } => *e = exec(&mut rng),
                        InstKind::Jmp { target, .. } => *target = LabelId(any(&mut rng, 4)),
                        InstKind::Sink(args) => {
                            if let Some(a) = args.first_mut() {
                                a.off = rng.below(1 << 20) as u32;
                            }
                        }
                        _ => inst.kind = InstKind::Label(LabelId(any(&mut rng, 2))),
                    }
                }
            }
        }
        let params: Vec<Type> = f.params().iter().map(|&p| f.ty(p)).collect();
        let args: Vec<Val> = params.iter().map(|&ty| random_arg(ty, &mut rng)).collect();
        let mut mem = example_memory(m, &mut rng);
        let opts = Options {
            max_steps: 20_000,
            ..Options::default()
        };
        let r = run_kernel(&k, &args, &mut mem, &opts);
        outcomes[usize::from(r.is_err())] += 1;
    }
    eprintln!("ok / error: {outcomes:?}");
    // Some damage is harmless (a dead instruction), most is not.
    assert!(outcomes[0] > 0 && outcomes[1] > 1000, "{outcomes:?}");
}
