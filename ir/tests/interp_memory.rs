//! The reference interpreter on gathers and scatters and the undefined behaviour they can
//! have, against values worked out by hand in each test.

mod interp_common;

use interp_common::*;

// ---------------------------------------------------------------- gather

#[test]
fn gather_reads_little_endian_with_zero_past_the_end_and_undefined_disabled_lanes() {
    let (mut m, buf) = buffer_module();
    let off_t = vt(4, I32);
    kernel(&mut m, &[off_t, Type::mask(4)], |b, p| {
        vec![b.gather(at(buf, None, p[0]), Some(p[1]), 2, vt(4, I32))]
    });
    let mut mem = memory_with(&m, buf, &counting(16));
    let out = run(
        &m,
        &[
            ints(off_t, &[0, 4, 12, 16]),
            Val::mask(&[true, true, false, true]),
        ],
        &mut mem,
    )
    .unwrap();
    // Lane 3 reads four bytes wholly past the end: zeros.
    assert_eq!(
        out.sinks[0].values[0].elems(),
        vec![Some(0x0302_0100), Some(0x0706_0504), None, Some(0)]
    );
}

#[test]
fn gather_channels_are_consecutive_elements_in_memory() {
    let (mut m, buf) = buffer_module();
    kernel(&mut m, &[vt(2, I32)], |b, p| {
        vec![b.gather(at(buf, None, p[0]), None, 4, Type::chan_vec(2, 2, I16))]
    });
    let mut mem = memory_with(&m, buf, &counting(16));
    let out = run(&m, &[ints(vt(2, I32), &[0, 8])], &mut mem).unwrap();
    assert_eq!(
        out.sinks[0].values[0].bits(),
        &[0x0100, 0x0302, 0x0908, 0x0B0A]
    );
}

/// A lane's address `base + offset` wraps at 32 bits; the access from it does not wrap inside
/// itself: one passing 2^32 is undefined behaviour (SEMANTICS.md §5.1).
#[test]
fn gather_addresses_wrap_at_32_bits_but_an_access_never_wraps() {
    let (mut m, buf) = buffer_module();
    kernel(&mut m, &[Type::I32, vt(3, I32)], |b, p| {
        vec![b.gather(at(buf, Some(p[0]), p[1]), None, 2, vt(3, I32))]
    });
    let mut mem = memory_with(&m, buf, &counting(16));
    // base 0xFFFF_FFFC: offsets 4 and 8 wrap to addresses 0 and 4; offset 0 reads the last
    // four bytes of the address space (out of bounds: 0).
    let out = run(&m, &[Val::i32(-4), ints(vt(3, I32), &[4, 8, 0])], &mut mem).unwrap();
    assert_eq!(
        out.sinks[0].values[0].bits(),
        &[0x0302_0100, 0x0706_0504, 0]
    );
    // Offset 2 gives 0xFFFF_FFFE, whose four bytes would pass 2^32.
    let ub = ub_of(run(
        &m,
        &[Val::i32(-4), ints(vt(3, I32), &[4, 8, 2])],
        &mut mem,
    ));
    assert_eq!(
        ub.1,
        Ub::AddressOverflow {
            lane: 2,
            address: 0xFFFF_FFFE,
            bytes: 4
        }
    );
    // So would the second channel of a two-dword lane at 0xFFFF_FFFC.
    let (mut m, buf) = buffer_module();
    kernel(&mut m, &[vt(1, I32), Type::chan_vec(1, 2, I32)], |b, p| {
        b.scatter(at(buf, None, p[0]), p[1], None, 4);
        vec![]
    });
    let mut mem = memory_with(&m, buf, &counting(16));
    let data = ints(Type::chan_vec(1, 2, I32), &[1, 2]);
    let (_, ub) = ub_of(run(&m, &[ints(vt(1, I32), &[-4]), data], &mut mem));
    assert!(matches!(ub, Ub::AddressOverflow { bytes: 8, .. }), "{ub:?}");
    assert_eq!(defined(mem.bytes(buf).unwrap()), counting(16));
}

/// An untyped buffer is bound in whole dwords (SEMANTICS.md §5.2): bytes past its end up to the
/// next multiple of 4 are padding (undefined when read, written nowhere), an element wholly
/// past the padding reads 0 or is dropped, and one straddling the end of the padding (partly
/// out of bounds, which the messages' out-of-bound property does not decide) reads undefined
/// bytes and leaves the in-bounds bytes it writes undefined.
#[test]
fn buffers_are_bound_in_whole_dwords_and_a_straddling_element_is_undefined() {
    let (mut m, buf) = buffer_module();
    let t = vt(6, I32);
    kernel(&mut m, &[t], |b, p| {
        vec![
            b.gather(at(buf, None, p[0]), None, 1, vt(6, I8)),
            b.gather(at(buf, None, p[0]), None, 1, vt(6, I16)),
        ]
    });
    // 10 bytes: bytes 10 and 11 are padding, the bound is 12.
    let mut mem = memory_with(&m, buf, &counting(10));
    let out = run(&m, &[ints(t, &[7, 9, 10, 11, 12, 6])], &mut mem).unwrap();
    let v = &out.sinks[0].values;
    assert_eq!(
        v[0].elems(),
        vec![Some(7), Some(9), None, None, Some(0), Some(6)]
    );
    // i16: 7..9 and 6..8 in bounds; 9..11 half padding; 11..13 straddles the bound; 12..14 out.
    assert_eq!(
        v[1].elems(),
        vec![Some(0x0807), None, None, None, Some(0), Some(0x0706)]
    );
    assert_eq!(v[1].undef()[1], 0b10, "byte 9 defined, byte 10 padding");

    // Writes: a dword straddling the bound of an 8-byte buffer leaves its in-bounds bytes
    // undefined; the padding of a 10-byte one takes what is written past the end.
    let (mut m, buf) = buffer_module();
    let t2 = vt(2, I32);
    kernel(&mut m, &[t2, t2], |b, p| {
        b.scatter(at(buf, None, p[0]), p[1], None, 2);
        vec![]
    });
    let mut mem = memory_with(&m, buf, &counting(8));
    run(
        &m,
        &[ints(t2, &[0, 6]), ints(t2, &[0x1111_1111, 0x2222_2222])],
        &mut mem,
    )
    .unwrap();
    let bytes = mem.bytes(buf).unwrap();
    assert_eq!(defined(&bytes[..6]), vec![0x11, 0x11, 0x11, 0x11, 4, 5]);
    assert_eq!(&bytes[6..], &[None, None]);
    let mut mem = memory_with(&m, buf, &counting(10));
    run(
        &m,
        &[ints(t2, &[0, 8]), ints(t2, &[0x1111_1111, 0x2222_2222])],
        &mut mem,
    )
    .unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![0x11, 0x11, 0x11, 0x11, 4, 5, 6, 7, 0x22, 0x22]
    );
}

/// SLM promises no bounds (the vISA execution model: out-of-bound SLM accesses have undefined
/// behaviour). Memory comes in whole dwords, so the padding after an SLM whose size is not a
/// multiple of 4 reads as undefined bytes; past it, an access is undefined behaviour.
#[test]
fn slm_out_of_bounds_is_undefined_behaviour_and_its_padding_reads_undefined() {
    let mut m = Module::new();
    let lds = m.add_surface("lds", SurfaceKind::Slm);
    let t = vt(2, I32);
    kernel(&mut m, &[t], |b, p| {
        vec![b.gather(at(lds, None, p[0]), None, 4, t)]
    });
    let mut mem = memory_with(&m, lds, &counting(10));
    let out = run(&m, &[ints(t, &[0, 8])], &mut mem).unwrap();
    assert_eq!(out.sinks[0].values[0].bits()[0], 0x0302_0100);
    assert_eq!(
        out.sinks[0].values[0].undef()[1],
        0b1100,
        "bytes 8, 9 defined, 10, 11 padding"
    );
    let (_, ub) = ub_of(run(&m, &[ints(t, &[0, 12])], &mut mem));
    assert_eq!(
        ub,
        Ub::OutOfBounds {
            lane: 1,
            address: 12,
            surface: "lds".into(),
            size: 10
        }
    );
}

#[test]
fn narrow_gather_defines_only_the_low_bytes_and_trunc_recovers_them() {
    let (mut m, buf) = buffer_module();
    kernel(&mut m, &[vt(4, I32)], |b, p| {
        let g = b.gather(at(buf, None, p[0]), None, 1, vt(4, I32));
        let gi = b.func.def_inst(g).unwrap();
        if let InstKind::Gather { via, .. } = &mut b.func.inst_mut(gi).kind {
            *via = Some(MsgChoice::blocks(Message::GatherScaled, 1));
        }
        let t = b.cast(CastOp::Trunc, g, vt(4, I8));
        let one = b.iconst(vt(4, I32), 1);
        let plus = b.add(g, one);
        let eight = b.iconst(vt(4, I32), 8);
        let up = b.shl(g, eight);
        let down = b.binary(BinOp::LShr, g, eight);
        let bytes = b.cast(CastOp::Bitcast, g, Type::chan_vec(4, 4, I8));
        vec![g, t, plus, up, down, bytes]
    });
    let mut mem = memory_with(&m, buf, &[0x05, 0xFF, 0x10, 0x20]);
    let out = run(&m, &[ints(vt(4, I32), &[0, 1, 2, 3])], &mut mem).unwrap();
    let v = &out.sinks[0].values;
    assert_eq!(v[0].bits(), &[0x05, 0xFF, 0x10, 0x20]);
    assert_eq!(v[0].undef(), &[0b1110; 4]);
    assert_eq!(
        v[1],
        Val::from_bits(vt(4, I8), &[0x05, 0xFF, 0x10, 0x20]).unwrap()
    );
    // The low byte of a sum depends only on the low bytes.
    assert_eq!(v[2].bits(), &[0x06, 0x00, 0x11, 0x21]);
    assert_eq!(v[2].undef(), &[0b1110; 4]);
    // shl 8: byte 0 is shifted-in zeros, byte 1 is the defined low byte.
    assert_eq!(v[3].bits()[0], 0x0500);
    assert_eq!(v[3].undef(), &[0b1100; 4]);
    // lshr 8: bytes 0..3 come from undefined bytes, byte 3 is shifted-in zeros.
    assert_eq!(v[4].undef(), &[0b0111; 4]);
    // bitcast to 4 x i8: channel 0 defined, channels 1..3 undefined.
    assert_eq!(v[5].elems()[..4], [Some(0x05), None, None, None]);
}

// ---------------------------------------------------------------- scatter

#[test]
fn scatter_writes_enabled_lanes_and_drops_bytes_past_the_end() {
    let (mut m, buf) = buffer_module();
    let t = vt(3, I32);
    kernel(&mut m, &[t, t, Type::mask(3)], |b, p| {
        b.scatter(at(buf, None, p[0]), p[1], Some(p[2]), 2);
        vec![]
    });
    let mut mem = memory_with(&m, buf, &[0; 8]);
    run(
        &m,
        &[
            ints(t, &[0, 4, 8]),
            ints(t, &[0x1122_3344, 0x5566_7788, 0x99AA_BBCC]),
            Val::mask(&[true, false, true]),
        ],
        &mut mem,
    )
    .unwrap();
    // Lane 2's four bytes lie wholly past the end: dropped.
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![0x44, 0x33, 0x22, 0x11, 0, 0, 0, 0]
    );
}

/// Stateless memory has no bounds the hardware checks: a lane reaching past the memory given is
/// undefined behaviour, not zeros (SEMANTICS.md §5.2, §5.3). In bounds, and on surfaces with
/// bounds, nothing changes.
#[test]
fn stateless_out_of_bounds_is_undefined_behaviour() {
    let mut m = Module::new();
    let glb = m.add_surface("glb", SurfaceKind::Stateless);
    let off_t = vt(4, I32);
    kernel(&mut m, &[off_t, Type::mask(4)], |b, p| {
        vec![b.gather(at(glb, None, p[0]), Some(p[1]), 2, vt(4, I32))]
    });
    let args = |offs: &[i64], mask: [bool; 4]| vec![ints(off_t, offs), Val::mask(&mask)];
    // In bounds: read as usual.
    let mut mem = memory_with(&m, glb, &counting(16));
    let out = run(&m, &args(&[0, 4, 8, 12], [true; 4]), &mut mem).unwrap();
    assert_eq!(
        out.sinks[0].values[0].bits(),
        &[0x0302_0100, 0x0706_0504, 0x0B0A_0908, 0x0F0E_0D0C]
    );
    // Lane 3 straddles the end (bytes 14..18): undefined behaviour, naming the first byte past it.
    match run(&m, &args(&[0, 4, 8, 14], [true; 4]), &mut mem) {
        Err(InterpError::UndefinedBehaviour {
            ub:
                Ub::OutOfBounds {
                    lane: 3,
                    address: 16,
                    size: 16,
                    ..
                },
            ..
        }) => {}
        other => panic!("expected OutOfBounds, got {other:?}"),
    }
    // A disabled lane may point anywhere.
    assert!(run(
        &m,
        &args(&[0, 4, 8, 1000], [true, true, true, false]),
        &mut mem
    )
    .is_ok());

    // A scatter past the end writes nothing and is undefined behaviour.
    let mut m = Module::new();
    let glb = m.add_surface("glb", SurfaceKind::Stateless);
    kernel(&mut m, &[off_t, off_t], |b, p| {
        b.scatter(at(glb, None, p[0]), p[1], None, 4);
        vec![]
    });
    let mut mem = memory_with(&m, glb, &[0; 16]);
    let err = run(
        &m,
        &[ints(off_t, &[0, 4, 8, 16]), ints(off_t, &[1, 2, 3, 4])],
        &mut mem,
    )
    .unwrap_err();
    assert!(
        matches!(
            err,
            InterpError::UndefinedBehaviour {
                ub: Ub::OutOfBounds { lane: 3, .. },
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(defined(mem.bytes(glb).unwrap()), vec![0; 16]);
}

#[test]
fn scatter_channels_are_aos() {
    let (mut m, buf) = buffer_module();
    let t = Type::chan_vec(2, 2, I16);
    kernel(&mut m, &[vt(2, I32), t], |b, p| {
        b.scatter(at(buf, None, p[0]), p[1], None, 4);
        vec![]
    });
    let mut mem = memory_with(&m, buf, &[0; 8]);
    run(
        &m,
        &[
            ints(vt(2, I32), &[4, 0]),
            ints(t, &[0x0A0B, 0x0C0D, 0x0102, 0x0304]),
        ],
        &mut mem,
    )
    .unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![0x02, 0x01, 0x04, 0x03, 0x0B, 0x0A, 0x0D, 0x0C]
    );
}

#[test]
fn overlapping_scatter_lanes_are_undefined_behaviour() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[t, t, Type::mask(2)], |b, p| {
        b.scatter(at(buf, None, p[0]), p[1], Some(p[2]), 2);
        vec![]
    });
    let data = ints(t, &[1, 2]);
    let all = Val::mask(&[true, true]);
    // Lane 0 writes bytes 0..4, lane 1 bytes 2..6: byte 2 is written twice.
    let mut mem = memory_with(&m, buf, &[0; 8]);
    let err = run(&m, &[ints(t, &[0, 2]), data.clone(), all.clone()], &mut mem).unwrap_err();
    assert!(err.is_ub());
    assert_eq!(
        err.to_string(),
        "undefined behaviour in `scatter`: enabled lanes 0 and 1 both write byte 0x2 of @buf"
    );
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![0; 8],
        "nothing written"
    );
    // The same addresses with lane 1 disabled are fine.
    let one = Val::mask(&[true, false]);
    run(&m, &[ints(t, &[0, 2]), data.clone(), one], &mut mem).unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![1, 0, 0, 0, 0, 0, 0, 0]
    );
    // Two lanes writing the same out-of-bounds bytes: both writes are dropped, no UB.
    run(&m, &[ints(t, &[8, 8]), data, all], &mut mem).unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![1, 0, 0, 0, 0, 0, 0, 0]
    );
}

#[test]
fn narrow_scatter_writes_only_the_low_bytes() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[t, t], |b, p| {
        let s = b.scatter(at(buf, None, p[0]), p[1], None, 1);
        if let InstKind::Scatter { via, .. } = &mut b.func.inst_mut(s).kind {
            *via = Some(MsgChoice::blocks(Message::ScatterScaled, 1));
        }
        vec![]
    });
    let mut mem = memory_with(&m, buf, &[0xEE; 6]);
    run(
        &m,
        &[ints(t, &[0, 1]), ints(t, &[0x1122_3344, 0x5566_7788])],
        &mut mem,
    )
    .unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![0x44, 0x88, 0xEE, 0xEE, 0xEE, 0xEE]
    );
}

#[test]
fn scattering_an_undefined_value_leaves_undefined_bytes() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[t], |b, p| {
        let off = p[0];
        let m1 = b.iconst_vec(Type::mask(2), &[1, 0]);
        let g = b.gather(at(buf, None, off), Some(m1), 4, t);
        let four = b.iconst_vec(t, &[8, 12]);
        b.scatter(at(buf, None, four), g, None, 4);
        vec![]
    });
    let mut mem = memory_with(&m, buf, &counting(16));
    let before = mem.clone();
    run(&m, &[ints(t, &[0, 4])], &mut mem).unwrap();
    let bytes = mem.bytes(buf).unwrap();
    assert_eq!(
        defined(&bytes[..12]),
        vec![0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3]
    );
    assert_eq!(bytes[12..], [None, None, None, None]);
    // The undefined bytes admit any observed value; the defined ones must match.
    assert!(!mem.admits(&before), "bytes 8..12 changed");
    let mut observed = before.clone();
    observed
        .set_bytes(buf, &[0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 9, 9, 9, 9])
        .unwrap();
    assert!(mem.admits(&observed));
    assert!(
        !observed.admits(&mem),
        "a defined reference byte does not admit an undefined one"
    );
}

#[test]
fn slm_surfaces_share_one_memory() {
    let mut m = Module::new();
    let a = m.add_surface("a", SurfaceKind::Slm);
    let b_ = m.add_surface("b", SurfaceKind::Slm);
    let t = vt(1, I32);
    kernel(&mut m, &[t], |b, p| {
        b.scatter(at(a, None, p[0]), p[0], None, 4);
        vec![b.gather(at(b_, None, p[0]), None, 4, t)]
    });
    let one = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    let mut mem = Memory::zeroed(&m, &MemoryShape::uniform(&m, 0, one, 16)).unwrap();
    let out = run(&m, &[ints(t, &[12])], &mut mem).unwrap();
    assert_eq!(out.sinks[0].values[0].bits(), &[12]);
    assert_eq!(defined(&mem.slm()[12..]), vec![12, 0, 0, 0]);
}

// ---------------------------------------------------------------- undefined behaviour

#[test]
fn undefined_mask_offset_base_and_condition_are_undefined_behaviour() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    // %u is lane 1 undefined (a gather with lane 1 disabled); it is then used as offsets,
    // as a mask (through a compare) and as a branch condition (through extract + compare).
    let make = |m: &mut Module, use_as: u8| {
        let mut f = Function::new("k");
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let mask = b.param(entry, Type::mask(2), "m");
        let done = b.block("done");
        b.switch_to(entry);
        let off = b.iconst_vec(t, &[0, 4]);
        let half = b.iconst_vec(Type::mask(2), &[1, 0]);
        let u = b.gather(at(buf, None, off), Some(half), 4, t);
        match use_as {
            0 => {
                let g = b.gather(at(buf, None, u), Some(mask), 4, t);
                b.sink(&[g]);
            }
            1 => {
                let zero = b.iconst(t, 0);
                let c = b.cmp(CmpPred::Eq, u, zero);
                let g = b.gather(at(buf, None, off), Some(c), 4, t);
                b.sink(&[g]);
            }
            _ => {
                let lane1 = b.extract(u, 1, 1);
                let zero = b.iconst(vt(1, I32), 0);
                let c = b.cmp(CmpPred::Eq, lane1, zero);
                b.cond_br(c, done, &[], done, &[]);
                b.switch_to(done);
            }
        }
        b.ret();
        m.functions = vec![f];
    };
    // Lane 0 of %u is 4 (bytes 0..4), so the dependent gather reads bytes 4..8 there.
    let mem = memory_with(&m, buf, &[4, 0, 0, 0, 0xAA, 0xBB, 0xCC, 0xDD]);
    make(&mut m, 0);
    let on = Val::mask(&[true, true]);
    let r = run(&m, std::slice::from_ref(&on), &mut mem.clone());
    assert_eq!(
        ub_of(r),
        (
            "gather",
            Ub::UndefinedOperand {
                operand: "offset",
                lane: Some(1)
            }
        )
    );
    // With the undefined lane disabled, the same gather is fine.
    let out = run(&m, &[Val::mask(&[true, false])], &mut mem.clone()).unwrap();
    assert_eq!(
        out.sinks[0].values[0].elems(),
        vec![Some(0xDDCC_BBAA), None]
    );
    make(&mut m, 1);
    let r = run(&m, std::slice::from_ref(&on), &mut mem.clone());
    assert_eq!(
        ub_of(r),
        (
            "gather",
            Ub::UndefinedOperand {
                operand: "mask",
                lane: Some(1)
            }
        )
    );
    make(&mut m, 2);
    let r = run(&m, &[on], &mut mem.clone());
    assert_eq!(
        ub_of(r),
        (
            "cond_br",
            Ub::UndefinedOperand {
                operand: "condition",
                lane: None
            }
        )
    );
}

#[test]
fn broken_alignment_promise_is_undefined_behaviour() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[t, Type::mask(2)], |b, p| {
        vec![b.gather(at(buf, None, p[0]), Some(p[1]), 4, t)]
    });
    let mem = memory_with(&m, buf, &counting(16));
    let r = run(
        &m,
        &[ints(t, &[4, 6]), Val::mask(&[true, true])],
        &mut mem.clone(),
    );
    assert_eq!(
        ub_of(r),
        (
            "gather",
            Ub::Misaligned {
                lane: 1,
                address: 6,
                align: 4
            }
        )
    );
    let out = run(
        &m,
        &[ints(t, &[4, 6]), Val::mask(&[true, false])],
        &mut mem.clone(),
    )
    .unwrap();
    assert_eq!(
        out.sinks[0].values[0].elems(),
        vec![Some(0x0706_0504), None]
    );
}
