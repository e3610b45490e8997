//! Refusals: input that is not in legal form, ops no vISA instruction expresses, and kernels
//! too big for the register file are errors with a source location and what was expected,
//! never panics. Rendered diagnostics are snapshotted.

mod common;

use common::*;
use memlower_ir::builder::FunctionBuilder;
use memlower_ir::diag::{render, Located};
use memlower_ir::{
    BinOp, ChannelMask, CmpPred, ImageCoords, ImageDim, Loc, Message, Module, MsgChoice,
    ScalarType, SurfaceKind, Type,
};
use memlower_lowering::{lower_module, LowerError, LowerOptions};
use smallvec::smallvec;

const I32: ScalarType = ScalarType::I32;

/// One-function module whose body is built at line 3 of a pretend source file.
fn failing(
    build: impl FnOnce(&mut FunctionBuilder, memlower_ir::SurfaceRef, memlower_ir::Block),
) -> Module {
    module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        b.switch_to(e);
        b.set_loc(Loc::new(3, 3));
        build(&mut b, buf, e);
        b.set_loc(Loc::new(4, 3));
        b.ret();
    })
}

fn refuse(m: &Module) -> LowerError {
    match lower_module(m, target("dg2"), &LowerOptions::default()) {
        Ok(l) => panic!("expected a refusal, got:\n{}", l.functions[0].visa),
        Err(e) => e,
    }
}

const SOURCE: &str = "func @k(...) {\nentry:\n  <the op>\n  ret\n}\n";

#[test]
fn memory_op_without_a_message() {
    let m = failing(|b, buf, e| {
        let off = b.param(e, Type::vec(16, I32), "off");
        let v = b.gather(at(buf, off), None, 4, Type::vec(16, I32));
        b.sink(&[v]);
    });
    let e = refuse(&m);
    assert!(matches!(e, LowerError::NotLegal { .. }), "{e}");
    assert_eq!(e.loc(), Loc::new(3, 3));
    insta::assert_snapshot!(render(&e, "k.mir", SOURCE), @r"
    error: `gather : vec<16 x i32>` is not in legal form: the memory op has no `via` (message not chosen)
      --> k.mir:3:3
       |
     3 |   <the op>
       |   ^
       = expected: `via <message>` from pick-blocks
    ");
}

#[test]
fn lane_count_that_is_no_exec_size() {
    let m = failing(|b, buf, e| {
        let off = b.param(e, Type::vec(12, I32), "off");
        let v = gather_via(
            b,
            at(buf, off),
            None,
            Type::vec(12, I32),
            MsgChoice::blocks(Message::GatherScaled, 4),
        );
        b.sink(&[v]);
    });
    let e = refuse(&m);
    assert!(
        e.to_string().contains("12 lanes is not an exec size"),
        "{e}"
    );
    assert_eq!(e.loc(), Loc::new(3, 3));
}

#[test]
fn wrong_message_or_shape() {
    // A gather cannot go via a scatter message.
    let m = failing(|b, buf, e| {
        let off = b.param(e, Type::vec(16, I32), "off");
        let v = gather_via(
            b,
            at(buf, off),
            None,
            Type::vec(16, I32),
            MsgChoice::blocks(Message::ScatterScaled, 4),
        );
        b.sink(&[v]);
    });
    assert!(matches!(refuse(&m), LowerError::NotLegal { .. }));
    // SCATTER4_SCALED needs dword alignment and data with as many channels as the mask.
    let m = failing(|b, buf, e| {
        let off = b.param(e, Type::vec(16, I32), "off");
        let d = b.param(e, Type::chan_vec(16, 2, I32), "d");
        let i = b.scatter(at(buf, off), d, None, 2);
        set_via(
            b.func,
            i,
            MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::RG),
        );
    });
    assert_eq!(refuse(&m).expected().as_deref(), Some("align 4 or more"));
    let m = failing(|b, buf, e| {
        let off = b.param(e, Type::vec(16, I32), "off");
        let d = b.param(e, Type::chan_vec(16, 2, I32), "d");
        scatter_via(
            b,
            at(buf, off),
            d,
            None,
            MsgChoice::channels(Message::Scatter4Scaled, ChannelMask(7)),
        );
    });
    assert!(matches!(refuse(&m), LowerError::NotLegal { .. }));
    // A mask with a different lane count.
    let m = failing(|b, buf, e| {
        let off = b.param(e, Type::vec(16, I32), "off");
        let mk = b.param(e, Type::mask(8), "mk");
        let v = gather_via(
            b,
            at(buf, off),
            Some(mk),
            Type::vec(16, I32),
            MsgChoice::blocks(Message::GatherScaled, 4),
        );
        b.sink(&[v]);
    });
    let e = refuse(&m);
    assert_eq!(e.expected().as_deref(), Some("mask<16>"));
}

#[test]
fn image_store_has_no_message() {
    let m = module(|m, f| {
        let img = m.add_surface(
            "img",
            SurfaceKind::Image {
                dim: ImageDim::D1,
                channels: ChannelMask::RGBA,
                elem: ScalarType::F32,
            },
        );
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let u = b.param(e, Type::vec(8, I32), "u");
        let d = b.param(e, Type::chan_vec(8, 4, ScalarType::F32), "d");
        b.switch_to(e);
        b.set_loc(Loc::new(7, 5));
        b.image_store(
            img,
            ImageCoords {
                uvr: smallvec![u],
                lod: None,
            },
            d,
            None,
            ChannelMask::RGBA,
        );
        b.ret();
    });
    let e = refuse(&m);
    assert!(matches!(e, LowerError::Unsupported { .. }), "{e}");
    assert_eq!(e.loc(), Loc::new(7, 5));
}

#[test]
fn no_visa_instruction() {
    let m = failing(|b, _, e| {
        let x = b.param(e, Type::vec(8, ScalarType::I64), "x");
        let y = b.binary(BinOp::Mul, x, x);
        b.sink(&[y]);
    });
    let e = refuse(&m);
    insta::assert_snapshot!(render(&e, "k.mir", SOURCE), @r"
    error: `mul : vec<8 x i64>` cannot be lowered to vISA: 64-bit integer multiply has no vISA instruction
      --> k.mir:3:3
       |
     3 |   <the op>
       |   ^
    ");
    let m = failing(|b, _, e| {
        let x = b.param(e, Type::vec(8, ScalarType::F32), "x");
        let y = b.binary(BinOp::Shl, x, x);
        b.sink(&[y]);
    });
    assert!(matches!(refuse(&m), LowerError::Unsupported { .. }));
}

#[test]
fn arguments_larger_than_the_register_file() {
    let m = failing(|b, _, e| {
        let x = b.param(e, Type::vec(1024, ScalarType::F32), "x");
        let y = b.param(e, Type::vec(128, ScalarType::F32), "y");
        let c = b.cmp(CmpPred::Slt, x, x);
        b.sink(&[c, y]);
    });
    let e = refuse(&m);
    assert!(matches!(e, LowerError::Inputs { .. }), "{e}");
    assert!(e.to_string().contains("dg2 has 4096"), "{e}");
}

#[test]
fn verifier_refusals_render_with_the_op_location() {
    let m = failing(|b, buf, e| {
        let off = b.param(e, Type::vec(32, I32), "off");
        let v = gather_via(
            b,
            at(buf, off),
            None,
            Type::vec(32, I32),
            MsgChoice::blocks(Message::GatherScaled, 4),
        );
        b.sink(&[v]);
    });
    let e = refuse(&m);
    insta::assert_snapshot!(render(&e, "k.mir", SOURCE), @r"
    error: the lowered kernel `k` breaks a message rule: GATHER_SCALED with exec size 32 is not legal on dg2
      --> k.mir:3:3
       |
     3 |   <the op>
       |   ^
       = expected: an exec size in {1, 2, 4, 8, 16}
    ");
}

#[test]
fn register_pressure_beyond_the_file_is_reported() {
    // 4096 lanes of i32 live at once: 512 GRFs on a 32-byte-GRF target.
    let m = failing(|b, buf, e| {
        let off = b.param(e, Type::vec(16, I32), "off");
        let big = b.lane_index(4096);
        let one = b.iconst(Type::vec(4096, I32), 1);
        let x = b.add(big, one);
        let v = gather_via(
            b,
            at(buf, off),
            None,
            Type::vec(16, I32),
            MsgChoice::blocks(Message::GatherScaled, 4),
        );
        b.sink(&[x, v]);
    });
    let l = lower_module(&m, target("dg2"), &LowerOptions::default()).unwrap();
    let r = l.functions[0].report.as_ref().expect("report");
    assert!(!r.fits(), "{r}");
    assert!(r.to_string().contains("the finalizer will spill"), "{r}");
    // And it does: GenX_IR spills (exit code 1, scratch traffic reported).
    let run = compile(&l.functions[0].visa, "DG2");
    assert!(!run.accepted() && run.spilled(), "{}", run.diagnosis());
    let small = failing(|b, buf, e| {
        let off = b.param(e, Type::vec(16, I32), "off");
        let v = gather_via(
            b,
            at(buf, off),
            None,
            Type::vec(16, I32),
            MsgChoice::blocks(Message::GatherScaled, 4),
        );
        b.sink(&[v]);
    });
    assert!(
        lower_module(&small, target("dg2"), &LowerOptions::default())
            .unwrap()
            .functions[0]
            .totals
            .fits(target("dg2").grf_count)
    );
}
