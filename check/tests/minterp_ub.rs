//! The message-level interpreter on undefined behaviour and malformed kernels: reported, never
//! a panic, nothing written half-way.

mod minterp_common;

use minterp_common::*;

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
        // A binding-table buffer, then `%scratch` and `%slm` (out-of-bound SLM accesses have
        // undefined behaviour, says the vISA execution model) on the same 64 bytes.
        for unchecked in [None, Some(Surface::Scratch), Some(Surface::Slm)] {
            let stateless = unchecked.is_some();
            let mut k = test_kernel(32);
            if let Some(s) = unchecked {
                k.surfaces[0] = s;
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
fn an_access_passing_the_top_of_the_address_space_is_undefined_behaviour() {
    // The lane address (global + element offset) wraps; the channel offset added to it does
    // not (SCATTER4_SCALED writes dword `address / 4 + c`): .RG at 0xFFFF_FFFC reaches 2^32.
    let rg = MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::RG);
    let (r, mem) = run_one(
        rg,
        8,
        false,
        |mc, off, _, _| {
            put_dwords(mc, off, 0, &[0xFFFF_FFFC, 16, 32, 48, 64, 80, 96, 112]);
        },
        256,
    );
    assert_eq!(
        ub(r),
        Ub::AddressOverflow {
            lane: 0,
            address: 0xFFFF_FFFC,
            bytes: 8
        }
    );
    assert_eq!(mem.bytes(SurfaceRef(0)).unwrap(), defined(&[0; 256]));
    // .R alone ends exactly at 2^32: out of bounds, dropped, no undefined behaviour.
    let r1 = MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::R);
    let (r, _) = run_one(
        r1,
        8,
        false,
        |mc, off, _, _| {
            put_dwords(mc, off, 0, &[0xFFFF_FFFC, 16, 32, 48, 64, 80, 96, 112]);
        },
        256,
    );
    assert!(r.is_ok(), "{r:?}");
    // A 4-byte gather at 0xFFFF_FFFE passes 2^32 too.
    let (r, _) = run_one(
        blocks(Message::GatherScaled, 4),
        8,
        false,
        |mc, off, _, _| {
            put_dwords(mc, off, 0, &[0, 4, 8, 12, 16, 20, 24, 0xFFFF_FFFE]);
        },
        64,
    );
    assert!(matches!(ub(r), Ub::AddressOverflow { lane: 7, .. }));
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
