//! The message-level interpreter on untyped messages: GATHER_SCALED, SCATTER_SCALED,
//! SCATTER4_SCALED and QW_SCATTER against hand-computed expectations.

mod minterp_common;

use minterp_common::*;

#[test]
fn gather_scaled_reads_1_2_4_bytes_into_the_low_bytes_and_zeros_out_of_bounds() {
    // Lane offsets (+ global offset 4): addresses 4, 11, 17, 62 (a 4-byte block straddles the
    // end at 64: undefined), 64 and 104 (past the end: zeros), 5, 6.
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
            // A block partly past the end (64, a multiple of 4) reads undefined bytes.
            let partial = a < 64 && a + u32::from(b) > 64;
            for byte in 0..4u32 {
                let want = if byte < u32::from(b) && !partial {
                    Some(at(a + byte).unwrap_or(0)) // wholly past the end: a defined zero
                } else {
                    None // upper bytes of a 1- or 2-byte read, or a partial block
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
                    Some(0x8786_8584),
                    Some(0x8E8D_8C8B),
                    Some(0x9493_9291),
                    None, // bytes 62..66 straddle the end
                    Some(0),
                    Some(0),
                    Some(0x8887_8685),
                    Some(0x8988_8786)
                ]
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
    // Lane 2 at 30 of 32 bytes (a four-byte block straddles the end), lane 3 wholly past it.
    let offsets = [0u32, 8, 30, 36];
    let expected: [[u8; 32]; 3] = {
        let mut one = [0u8; 32];
        one[0] = 0x11;
        one[8] = 0x55;
        one[30] = 0x99;
        let mut two = one;
        two[1] = 0x22;
        two[9] = 0x66;
        two[31] = 0xAA;
        let mut four = two;
        four[2] = 0x33;
        four[3] = 0x44;
        four[10] = 0x77;
        four[11] = 0x88;
        // Lane 3's bytes fall at 36.. : past the end, dropped. The four-byte block at 30
        // straddles the end: its in-bounds bytes 30, 31 are left undefined (below).
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
        let mut want = defined(&want);
        if b == 4 {
            want[30] = None;
            want[31] = None;
        }
        assert_eq!(mem.bytes(SurfaceRef(0)).unwrap(), want, ".{b}");
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
