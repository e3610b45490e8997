//! The message-level interpreter on a read message whose destination shares registers with an
//! operand it reads. No message specification says what such a message returns, and the
//! verifier refuses it (`MirError::DstOverlap`); the interpreter makes the destination
//! undefined before the message reads its operands, so an overlap changes what the kernel does
//! (an enabled lane's address or coordinate reads undefined bytes: undefined behaviour), and a
//! kernel that bypassed the verifier cannot pass the checker by luck.

mod minterp_common;

use memlower_lowering::verify::{verify_kernel, MirError};
use minterp_common::*;

fn ub(r: Result<(), MInterpError>) -> Ub {
    match r {
        Err(MInterpError::UndefinedBehaviour { ub, .. }) => ub,
        other => panic!("expected undefined behaviour, got {other:?}"),
    }
}

/// A SIMD8 GATHER_SCALED.4 from @buf (the 64-byte ramp) at the offsets 4 * lane, under a
/// predicate with every lane `on` or off; `overlap` makes the destination the offsets' own
/// registers (an alias of them at byte 0). The run's result, the destination's dwords
/// afterwards, and the kernel (for the verifier).
fn gather(overlap: bool, on: bool) -> (Result<(), MInterpError>, Vec<Option<u32>>, Kernel) {
    let mut k = test_kernel(32);
    let off = k.add_var("off", ElemType::Ud, 8);
    let dst = if overlap {
        k.add_alias("dst", ElemType::Ud, 8, off, 0)
    } else {
        k.add_var("dst", ElemType::Ud, 8)
    };
    let p = k.add_pred("p", 8);
    push(
        &mut k,
        msg(
            blocks(Message::GatherScaled, 4),
            Exec::nm(8),
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
    let offsets: Vec<u32> = (0..8).map(|l| 4 * l).collect();
    put_dwords(&mut mc, off, 0, &offsets);
    for lane in 0..8 {
        mc.regs_mut().set_pred_bit(p, lane, Some(on)).unwrap();
    }
    let mut mem = test_memory(&ramp64());
    let r = mc.run(&mut mem).map(|_| ());
    let got = get_dwords(&mc, dst, 8);
    (r, got, k)
}

#[test]
fn a_gather_into_its_own_offsets_reads_undefined_offsets() {
    // Apart: each lane reads the dword at 4 * lane of the ramp (0x80 | j at byte j).
    let (r, got, k) = gather(false, true);
    r.expect("the gather runs");
    let want: Vec<Option<u32>> = (0..8u32)
        .map(|l| {
            let b = |j: u32| (0x80 | (4 * l + j)) << (8 * j);
            Some(b(0) | b(1) | b(2) | b(3))
        })
        .collect();
    assert_eq!(got, want);
    assert_eq!(verify_kernel(&k, Target::by_name("tgllp").unwrap()), Ok(()));
    // The same message with its destination over its offsets: the offsets read undefined (a
    // model that read them before writing would return the very same dwords as above).
    let (r, got, k) = gather(true, true);
    assert_eq!(
        ub(r),
        Ub::UndefinedOperand {
            operand: "offset",
            lane: Some(0)
        }
    );
    // A faulting message writes nothing: the offsets are as they were.
    assert_eq!(got, (0..8).map(|l| Some(4 * l)).collect::<Vec<_>>());
    // And the verifier refuses the kernel, naming the operand.
    let err = verify_kernel(&k, Target::by_name("tgllp").unwrap()).unwrap_err();
    assert!(
        matches!(
            err,
            MirError::DstOverlap {
                operand: "offsets",
                ..
            }
        ),
        "{err:?}"
    );
    assert!(
        err.to_string().contains("overlaps the offsets operand"),
        "{err}"
    );
}

#[test]
fn an_overlapping_gather_with_no_lane_enabled_keeps_its_registers() {
    // No lane reads an offset or writes its dword: the disabled lanes keep what they held,
    // which here are the offsets themselves.
    let (r, got, _) = gather(true, false);
    r.expect("no lane is enabled");
    assert_eq!(got, (0..8).map(|l| Some(4 * l)).collect::<Vec<_>>());
}

#[test]
fn a_global_offset_register_inside_the_destination_reads_undefined() {
    let mut k = test_kernel(32);
    let off = k.add_var("off", ElemType::Ud, 8);
    let dst = k.add_var("dst", ElemType::Ud, 8);
    // The global offset is dword 3 of the destination.
    let goff = Src::reg(Region::scalar(dst, 12));
    push(
        &mut k,
        msg(
            blocks(Message::GatherScaled, 4),
            Exec::nm(8),
            None,
            BUF,
            Some(goff),
            &[Raw::at(off, 0)],
            Raw::at(dst, 0),
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    put_dwords(&mut mc, off, 0, &[0; 8]);
    put_dwords(&mut mc, dst, 0, &[0; 8]);
    let mut mem = test_memory(&ramp64());
    let r = mc.run(&mut mem).map(|_| ());
    assert_eq!(
        ub(r),
        Ub::UndefinedOperand {
            operand: "base",
            lane: None
        }
    );
    let err = verify_kernel(&k, Target::by_name("dg2").unwrap()).unwrap_err();
    assert!(
        matches!(
            err,
            MirError::DstOverlap {
                operand: "global offset",
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn a_typed_read_over_its_v_coordinate_reads_undefined() {
    // GATHER4_TYPED.R whose one-channel destination is the V coordinate's registers.
    let mut k = test_kernel(32);
    let u = k.add_var("u", ElemType::Ud, 8);
    let v = k.add_var("v", ElemType::Ud, 8);
    let lod = k.add_var("lod", ElemType::Ud, 8);
    let dst = k.add_alias("dst", ElemType::Ud, 8, v, 0);
    push(
        &mut k,
        msg(
            MsgChoice::channels(Message::Gather4Typed, ChannelMask::R),
            Exec::nm(8),
            None,
            IMG2,
            None,
            &[Raw::at(u, 0), Raw::at(v, 0), Raw::NULL, Raw::at(lod, 0)],
            Raw::at(dst, 0),
        ),
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    for var in [u, v, lod] {
        put_dwords(&mut mc, var, 0, &[0; 8]);
    }
    let mut mem = test_memory(&ramp64());
    let r = mc.run(&mut mem).map(|_| ());
    assert_eq!(
        ub(r),
        Ub::UndefinedOperand {
            operand: "v",
            lane: Some(0)
        }
    );
    let err = verify_kernel(&k, Target::by_name("tgllp").unwrap()).unwrap_err();
    assert!(
        matches!(err, MirError::DstOverlap { operand: "V", .. }),
        "{err:?}"
    );
}
