//! One test per operand rule of the five message specifications that the message-IR verifier
//! enforces (docs/SPEC-COVERAGE.md names each). Every test starts from a kernel the lowering
//! made and the verifier accepts, breaks exactly one rule, and asserts the verifier names that
//! rule. Exec sizes, block counts, channel masks, surfaces per message and target, and mask
//! offsets are covered by `finalizer_matrix.rs`.

mod common;

use common::*;
use memlower_ir::builder::FunctionBuilder;
use memlower_ir::{
    ChannelMask, ImageCoords, ImageDim, Message, Module, MsgChoice, ScalarType, SurfaceKind, Type,
};
use memlower_lowering::mir::{
    ElemType, Exec, Imm, InstKind, Kernel, MsgInst, PredUse, Raw, Region, Src, Surface,
};
use memlower_lowering::verify::{verify_kernel, MirError};
use memlower_lowering::{lower_function_unverified, LowerOptions};
use memlower_passes::target::{Extension, Extensions, Target};
use smallvec::smallvec;

/// A one-message kernel for `choice` at `exec` lanes with a lane mask, as the lowering makes it.
fn kernel(choice: MsgChoice, exec: u32, t: &Target) -> Kernel {
    let m = module(|m, f| build(m, f, choice, exec));
    let k = lower_function_unverified(&m, &m.functions[0], t, &LowerOptions::default())
        .expect("lowers");
    assert_eq!(verify_kernel(&k, t), Ok(()), "the unbroken kernel is legal");
    k
}

fn build(m: &mut Module, f: &mut memlower_ir::Function, choice: MsgChoice, n: u32) {
    let typed = choice.msg == Message::Gather4Typed;
    let kind = if typed {
        SurfaceKind::Image {
            dim: ImageDim::D2,
            channels: ChannelMask::RGBA,
            elem: ScalarType::F32,
        }
    } else {
        SurfaceKind::Untyped
    };
    let s = m.add_surface("s", kind);
    let mut b = FunctionBuilder::new(f);
    let e = b.block("entry");
    let base = b.param(e, Type::I32, "base");
    let off = b.param(e, Type::vec(n, ScalarType::I32), "off");
    let mask = b.param(e, Type::mask(n), "m");
    b.switch_to(e);
    match choice.msg {
        Message::GatherScaled => {
            let ty = Type::vec(n, ScalarType::I32);
            let v = gather_via(&mut b, at_base(s, base, off), Some(mask), ty, choice);
            b.sink(&[v]);
        }
        Message::ScatterScaled | Message::Scatter4Scaled | Message::QwScatter => {
            let ty = match choice.msg {
                Message::ScatterScaled => Type::vec(n, ScalarType::I32),
                Message::Scatter4Scaled => {
                    Type::chan_vec(n, choice.channels.count(), ScalarType::F32)
                }
                _ => Type::vec(n, ScalarType::I64),
            };
            let data = b.param(e, ty, "data");
            scatter_via(&mut b, at_base(s, base, off), data, Some(mask), choice);
        }
        Message::Gather4Typed => {
            let v = b.param(e, Type::vec(n, ScalarType::I32), "v");
            let lod = b.param(e, Type::vec(n, ScalarType::I32), "lod");
            let coords = ImageCoords {
                uvr: smallvec![off, v],
                lod: Some(lod),
            };
            let ty = Type::chan_vec(n, choice.channels.count(), ScalarType::F32);
            let r = image_load_via(&mut b, s, coords, Some(mask), choice.channels, ty);
            b.sink(&[r]);
        }
    }
    b.ret();
}

fn msg(k: &mut Kernel) -> &mut MsgInst {
    k.insts
        .iter_mut()
        .find_map(|i| match &mut i.kind {
            InstKind::Msg(m) => Some(m),
            _ => None,
        })
        .expect("a message")
}

fn refused(k: &Kernel, t: &Target) -> MirError {
    verify_kernel(k, t).expect_err("the verifier must refuse the broken kernel")
}

fn gs4() -> MsgChoice {
    MsgChoice::blocks(Message::GatherScaled, 4)
}
fn ss4() -> MsgChoice {
    MsgChoice::blocks(Message::ScatterScaled, 4)
}
fn s4(c: ChannelMask) -> MsgChoice {
    MsgChoice::channels(Message::Scatter4Scaled, c)
}
fn qw() -> MsgChoice {
    MsgChoice::blocks(Message::QwScatter, 1)
}
fn typed(c: ChannelMask) -> MsgChoice {
    MsgChoice::channels(Message::Gather4Typed, c)
}

/// Every message kind with its operand names, on dg2.
fn every_message() -> Vec<(MsgChoice, u32)> {
    vec![
        (gs4(), 16),
        (ss4(), 16),
        (s4(ChannelMask::RG), 16),
        (qw(), 8),
        (typed(ChannelMask::RGBA), 8),
    ]
}

/// Element offsets (and GATHER4_TYPED's U, V, R, LOD) must have type UD.
#[test]
fn address_operands_are_ud() {
    let t = target("dg2");
    for (choice, n) in every_message() {
        for slot in 0..if choice.msg == Message::Gather4Typed {
            4
        } else {
            1
        } {
            let mut k = kernel(choice, n, t);
            let Raw { var, .. } = msg(&mut k).addrs[slot];
            // R of a 2D read is the null variable.
            let Some(var) = var else { continue };
            let elts = k.vars[var.index()].num_elts;
            let bad = k.add_var("bad", ElemType::D, elts);
            msg(&mut k).addrs[slot] = Raw::at(bad, 0);
            match refused(&k, t) {
                MirError::OperandType { found, .. } => assert_eq!(found, "d", "{choice}"),
                e => panic!("{choice} slot {slot}: {e}"),
            }
        }
    }
}

/// GATHER_SCALED's destination and the SCATTER*_SCALED sources are UD, D or F; QW_SCATTER's
/// source is UQ, Q or DF; GATHER4_TYPED's destination UD, D or F.
#[test]
fn data_operand_types() {
    let t = target("dg2");
    for (choice, n) in every_message() {
        let mut k = kernel(choice, n, t);
        let var = msg(&mut k).data.var.expect("data");
        let bytes = k.vars[var.index()].bytes();
        let (bad_ty, name) = if choice.msg == Message::QwScatter {
            (ElemType::Ud, "ud")
        } else {
            (ElemType::Uw, "uw")
        };
        let bad = k.add_var("bad", bad_ty, bytes / bad_ty.bytes());
        msg(&mut k).data = Raw::at(bad, 0);
        match refused(&k, t) {
            MirError::OperandType { operand, found, .. } => {
                assert!(operand == "dst" || operand == "src", "{operand}");
                assert_eq!(found, name, "{choice}");
            }
            e => panic!("{choice}: {e}"),
        }
    }
}

/// The three scaled messages take a global byte offset: a UD scalar (a `<0;1,0>` region or an
/// immediate). QW_SCATTER and GATHER4_TYPED have none.
#[test]
fn global_offsets() {
    let t = target("dg2");
    for choice in [gs4(), ss4(), s4(ChannelMask::RGBA)] {
        // A `d` immediate.
        let mut k = kernel(choice, 16, t);
        msg(&mut k).global_offset = Some(Src::Imm(Imm::Scalar {
            bits: 0,
            ty: ElemType::D,
        }));
        assert!(
            matches!(
                refused(&k, t),
                MirError::OperandType {
                    operand: "global offset",
                    ..
                }
            ),
            "{choice}"
        );
        // A vector region (of the offsets: the lowering adds a base to them itself and passes
        // global offset 0).
        let mut k = kernel(choice, 16, t);
        let offs = msg(&mut k).addrs[0];
        let Some(var) = offs.var else {
            panic!("{choice}: the offsets are a variable")
        };
        msg(&mut k).global_offset = Some(Src::reg(Region::strided(var, offs.off, 1)));
        assert!(
            matches!(refused(&k, t), MirError::Operands { .. }),
            "{choice}"
        );
        // None at all.
        let mut k = kernel(choice, 16, t);
        msg(&mut k).global_offset = None;
        assert!(
            matches!(refused(&k, t), MirError::Operands { why, .. } if why.contains("missing")),
            "{choice}"
        );
    }
    for (choice, n) in [(qw(), 8), (typed(ChannelMask::R), 8)] {
        let mut k = kernel(choice, n, t);
        msg(&mut k).global_offset = Some(Src::Imm(Imm::ud(0)));
        assert!(
            matches!(refused(&k, t), MirError::Operands { why, .. } if why.contains("no global offset")),
            "{choice}"
        );
    }
}

/// Raw operands start on a GRF boundary of their variable (vISA operands chapter).
#[test]
fn raw_operands_are_grf_aligned() {
    for tname in ["dg2", "pvc"] {
        let t = target(tname);
        for (choice, n) in every_message() {
            let mut k = kernel(choice, n, t);
            let var = msg(&mut k).data.var.expect("data");
            // A copy with room for the footprint from 4 bytes in: only the alignment is wrong.
            let (ty, elts) = (k.vars[var.index()].ty, k.vars[var.index()].num_elts);
            let roomy = k.add_var("roomy", ty, elts + 64);
            msg(&mut k).data = Raw::at(roomy, 4);
            match refused(&k, t) {
                MirError::RawAlign { offset, grf, .. } => {
                    assert_eq!((offset, grf), (4, t.grf_bytes), "{choice}")
                }
                e => panic!("{choice} on {tname}: {e}"),
            }
        }
    }
}

/// A raw operand's footprint stays inside its variable (an out-of-bound element is undefined).
#[test]
fn raw_operands_stay_inside_their_variable() {
    let t = target("dg2");
    for (choice, n) in every_message() {
        let mut k = kernel(choice, n, t);
        let var = msg(&mut k).data.var.expect("data");
        let ty = k.vars[var.index()].ty;
        let short = k.add_var("short", ty, 32 / ty.bytes());
        msg(&mut k).data = Raw::at(short, 0);
        assert!(
            matches!(refused(&k, t), MirError::Footprint { .. }),
            "{choice}"
        );
    }
}

/// Every message needs its offsets (GATHER4_TYPED: U) and its data operand.
#[test]
fn required_operands() {
    let t = target("dg2");
    for (choice, n) in every_message() {
        let mut k = kernel(choice, n, t);
        msg(&mut k).addrs[0] = Raw::NULL;
        assert!(
            matches!(refused(&k, t), MirError::Operands { .. }),
            "{choice}"
        );
        let mut k = kernel(choice, n, t);
        msg(&mut k).data = Raw::NULL;
        assert!(
            matches!(refused(&k, t), MirError::Operands { .. }),
            "{choice}"
        );
        let mut k = kernel(choice, n, t);
        msg(&mut k).addrs.push(Raw::NULL);
        assert!(
            matches!(refused(&k, t), MirError::Operands { .. }),
            "{choice}"
        );
    }
}

/// GATHER4_TYPED: an offset a surface does not have is the null variable; R without V is read
/// as V by the hardware (finalizer-facts §8b), so it is refused.
#[test]
fn typed_r_needs_v() {
    let t = target("dg2");
    let mut k = kernel(typed(ChannelMask::RGBA), 8, t);
    let v = msg(&mut k).addrs[1];
    msg(&mut k).addrs[2] = v;
    msg(&mut k).addrs[1] = Raw::NULL;
    assert!(matches!(
        refused(&k, t),
        MirError::Operands { why, .. } if why.contains("R coordinate without V")
    ));
}

/// The specification lets only inapplicable *offset* operands be null: a `%null` LOD is the
/// typed-null-lod extension.
#[test]
fn typed_null_lod_is_an_extension() {
    let t = target("dg2");
    let mut k = kernel(typed(ChannelMask::RGBA), 8, t);
    msg(&mut k).addrs[3] = Raw::NULL;
    assert!(matches!(
        refused(&k, t),
        MirError::Extension {
            extension: Extension::TypedNullLod,
            ..
        }
    ));
    let ext = t
        .with_extensions(Extensions::of(&[Extension::TypedNullLod]))
        .expect("offered");
    assert_eq!(verify_kernel(&k, &ext), Ok(()));
}

/// GATHER4_TYPED's Text lists 13 channel masks, not RGA and RBA (typed-unlisted-masks).
#[test]
fn typed_unlisted_masks_are_an_extension() {
    let t = target("dg2");
    for bits in [0b1011u8, 0b1101] {
        let mut k = kernel(typed(ChannelMask::RGBA), 8, t);
        msg(&mut k).choice = typed(ChannelMask(bits));
        assert!(
            matches!(refused(&k, t), MirError::Channels { bits: b, .. } if b == bits),
            "{bits:#b}"
        );
        let ext = t
            .with_extensions(Extensions::of(&[Extension::TypedUnlistedMasks]))
            .expect("offered");
        assert_eq!(verify_kernel(&k, &ext), Ok(()), "{bits:#b}");
    }
}

/// GATHER4_TYPED's exec size is 8; 16 is the typed-simd16 extension, which only PVC offers.
#[test]
fn typed_simd16_is_an_extension() {
    let t = target("pvc");
    let mut k = kernel(typed(ChannelMask::RGBA), 8, t);
    msg(&mut k).exec = Exec::nm(16);
    // The lane mask predicate has 8 lanes; drop it so only the exec size is at stake.
    msg(&mut k).pred = None;
    assert!(matches!(
        refused(&k, t),
        MirError::ExecSize { exec: 16, .. }
    ));
    let ext = Target::parse("pvc+typed-simd16").expect("offered");
    assert_eq!(verify_kernel(&k, &ext), Ok(()));
}

/// A predicate covers the channels the message's exec size and mask offset select: a message
/// at M5 (channels 16..31) needs a 32-lane predicate.
#[test]
fn the_predicate_covers_the_message() {
    let t = target("dg2");
    let mut k = kernel(gs4(), 16, t);
    let p = msg(&mut k).pred.expect("a lane mask").pred;
    assert_eq!(k.preds[p.index()].lanes, 16);
    msg(&mut k).exec = Exec::nm_at(16, 16);
    assert!(matches!(
        refused(&k, t),
        MirError::MaskOffset { offset: 16, .. }
    ));
    let wide = k.add_pred("wide", 32);
    msg(&mut k).pred = Some(PredUse {
        pred: wide,
        negate: false,
    });
    assert_eq!(verify_kernel(&k, t), Ok(()));
}

/// Untyped messages address buffers, SLM (T0) and stateless memory (T5), never a typed image;
/// GATHER4_TYPED addresses typed images only, never T0 or T5.
#[test]
fn surfaces_per_message() {
    let t = target("dg2");
    for (choice, n) in every_message() {
        let typed_msg = choice.msg == Message::Gather4Typed;
        let wrong: Vec<Surface> = if typed_msg {
            vec![
                Surface::Slm,
                Surface::Scratch,
                Surface::User {
                    name: "s_buf".into(),
                    typed: false,
                    bti: Some(3),
                },
            ]
        } else {
            vec![Surface::User {
                name: "s_img".into(),
                typed: true,
                bti: Some(3),
            }]
        };
        for s in wrong {
            let mut k = kernel(choice, n, t);
            let id = k.add_surface(s.clone());
            msg(&mut k).surface = id;
            assert!(
                matches!(refused(&k, t), MirError::Surface { .. }),
                "{choice} on {s:?}"
            );
        }
        if !typed_msg {
            for s in [Surface::Slm, Surface::Scratch] {
                let mut k = kernel(choice, n, t);
                let id = k.add_surface(s.clone());
                msg(&mut k).surface = id;
                assert_eq!(verify_kernel(&k, t), Ok(()), "{choice} on {s:?}");
            }
        }
    }
}

/// A user surface a message uses is a kernel input or set by `movs` to an index of its own in
/// 0..=239: one neither, one both, an index past 239 and two surfaces at one index are refused.
#[test]
fn user_surfaces_are_inputs_or_set_to_their_own_index() {
    use memlower_lowering::mir::{Input, InputKind, SurfaceId};
    let t = target("dg2");
    // The default surface ABI: the kernel sets its one user surface, which is no input.
    let k = kernel(gs4(), 16, t);
    let buf = k
        .surfaces
        .iter()
        .position(|s| matches!(s, Surface::User { bti: Some(0), .. }))
        .expect("a user surface set to index 0");
    assert!(!k
        .inputs
        .iter()
        .any(|i| matches!(i.kind, InputKind::Surface(_))));
    let set = |k: &mut Kernel, i: usize, b: Option<u32>| {
        if let Some(Surface::User { bti, .. }) = k.surfaces.get_mut(i) {
            *bti = b;
        }
    };
    let decl = |k: &Kernel| match refused(k, t) {
        MirError::Decl { what } => what,
        e => panic!("not a declaration error: {e:?}"),
    };
    // An input and set: refused.
    let mut both = k.clone();
    both.inputs.push(Input {
        kind: InputKind::Surface(SurfaceId(buf as u32)),
        offset: 4000,
        size: 4,
    });
    assert!(decl(&both).contains("an input and set"), "{}", decl(&both));
    // An input only: legal.
    set(&mut both, buf, None);
    assert_eq!(verify_kernel(&both, t), Ok(()));
    // Past 239; neither an input nor set.
    let mut set_only = k.clone();
    set(&mut set_only, buf, Some(240));
    assert!(decl(&set_only).contains("past 239"), "{}", decl(&set_only));
    set(&mut set_only, buf, None);
    assert!(decl(&set_only).contains("neither"), "{}", decl(&set_only));
    // Two surfaces at one index (the second unused by any message, still held to it).
    set(&mut set_only, buf, Some(7));
    let other = set_only.add_surface(Surface::User {
        name: "s_other".into(),
        typed: false,
        bti: Some(7),
    });
    assert!(decl(&set_only).contains("both set to index 7"), "{other:?}");
    set(&mut set_only, other.index(), Some(8));
    assert_eq!(verify_kernel(&set_only, t), Ok(()));
}
