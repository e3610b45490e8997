//! Representative kernels built in legal form: lowered, verified, emitted, snapshotted, and
//! compiled by the finalizer on every target with the predicted number of native sends.

mod common;

use common::*;
use memlower_ir::builder::FunctionBuilder;
use memlower_ir::{
    BinOp, CastOp, ChannelMask, CmpPred, ImageCoords, ImageDim, Message, Module, MsgChoice,
    ScalarType, SurfaceKind, Type,
};
use memlower_lowering::{lower_module, LowerError, LowerOptions, Lowered, SurfaceAbi};
use memlower_passes::target::Target;
use smallvec::smallvec;

const I32: ScalarType = ScalarType::I32;
const F32: ScalarType = ScalarType::F32;

fn gs(blocks: u8) -> MsgChoice {
    MsgChoice::blocks(Message::GatherScaled, blocks)
}

fn ss(blocks: u8) -> MsgChoice {
    MsgChoice::blocks(Message::ScatterScaled, blocks)
}

/// A 32-lane masked copy, split into two 16-lane halves by the legaliser: the halves of the
/// offsets and of the mask are views (aliases, mask offset M5), the gathers write straight into
/// the two halves of the concatenation, and the scatters read them in place.
fn split_copy() -> Module {
    module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let out = m.add_surface("out", SurfaceKind::Stateless);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let base = b.param(e, Type::I32, "base");
        let off = b.param(e, Type::vec(32, I32), "off");
        let mask = b.param(e, Type::mask(32), "m");
        b.switch_to(e);
        let off_lo = b.named("off_lo").extract(off, 0, 16);
        let off_hi = b.named("off_hi").extract(off, 16, 16);
        let m_lo = b.named("m_lo").extract(mask, 0, 16);
        let m_hi = b.named("m_hi").extract(mask, 16, 16);
        let t = Type::vec(16, F32);
        let g0 = gather_via(
            b.named("g0"),
            at_base(buf, base, off_lo),
            Some(m_lo),
            t,
            gs(4),
        );
        let g1 = gather_via(
            b.named("g1"),
            at_base(buf, base, off_hi),
            Some(m_hi),
            t,
            gs(4),
        );
        let v = b.named("v").concat(&[g0, g1]);
        let v_lo = b.named("v_lo").extract(v, 0, 16);
        let v_hi = b.named("v_hi").extract(v, 16, 16);
        scatter_via(&mut b, at(out, off_lo), v_lo, Some(m_lo), ss(4));
        scatter_via(&mut b, at(out, off_hi), v_hi, Some(m_hi), ss(4));
        b.ret();
    })
}

/// 64-bit data as two dword channels: the unzip into SoA is two strided moves, then one
/// SCATTER4_SCALED.RG; the same data through QW_SCATTER needs no move (base added first). On a
/// 32-byte GRF each strided move reads 16 qwords' halves over four GRFs, more than the two an
/// operand may span (vISA region rule 6), so it is two moves of 8 lanes: four in all.
fn qwords() -> (Module, Module) {
    let rg = module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let off = b.param(e, Type::vec(16, I32), "off");
        let x = b.param(e, Type::vec(16, ScalarType::I64), "x");
        b.switch_to(e);
        let pair = b
            .named("pair")
            .cast(CastOp::Bitcast, x, Type::chan_vec(16, 2, I32));
        scatter_via(
            &mut b,
            at(buf, off),
            pair,
            None,
            MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::RG),
        );
        b.ret();
    });
    let qw = module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Slm);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let base = b.param(e, Type::I32, "base");
        let off = b.param(e, Type::vec(16, I32), "off");
        let x = b.param(e, Type::vec(16, ScalarType::F64), "x");
        let mask = b.param(e, Type::mask(16), "m");
        b.switch_to(e);
        scatter_via(
            &mut b,
            at_base(buf, base, off),
            x,
            Some(mask),
            MsgChoice::blocks(Message::QwScatter, 1),
        );
        b.ret();
    });
    (rg, qw)
}

/// A typed 2D read of RGBA pixels; channel G (an alias of the SoA result) is written out.
fn typed_read() -> Module {
    module(|m, f| {
        let img = m.add_surface(
            "img",
            SurfaceKind::Image {
                dim: ImageDim::D2,
                channels: ChannelMask::RGBA,
                elem: F32,
            },
        );
        let out = m.add_surface("out", SurfaceKind::Untyped);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let u = b.param(e, Type::vec(8, I32), "u");
        let v = b.param(e, Type::vec(8, I32), "v");
        let mask = b.param(e, Type::mask(8), "m");
        b.switch_to(e);
        let px = image_load_via(
            b.named("px"),
            img,
            ImageCoords {
                uvr: smallvec![u, v],
                lod: None,
            },
            Some(mask),
            ChannelMask::RGBA,
            Type::chan_vec(8, 4, F32),
        );
        let g = b.named("g").chan_extract(px, 1);
        let four = b.iconst(Type::vec(8, I32), 2);
        let off = b.named("off").shl(u, four);
        scatter_via(&mut b, at(out, off), g, Some(mask), ss(4));
        b.ret();
    })
}

/// A loop: block parameters are assigned by moves on the edges; a uniform `cmp` on a scalar
/// drives `(P) jmp`.
fn loop_kernel() -> Module {
    module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let n = b.param(e, Type::I32, "n");
        let off0 = b.param(e, Type::vec(16, I32), "off");
        let body = b.block("body");
        let i = b.param(body, Type::I32, "i");
        let o = b.param(body, Type::vec(16, I32), "o");
        let exit = b.block("exit");
        b.switch_to(e);
        let zero = b.iconst(Type::I32, 0);
        b.br(body, &[zero, off0]);
        b.switch_to(body);
        let g = gather_via(b.named("x"), at(buf, o), None, Type::vec(16, I32), gs(4));
        let one = b.iconst(Type::vec(16, I32), 1);
        let y = b.named("y").add(g, one);
        scatter_via(&mut b, at(buf, o), y, None, ss(4));
        let step = b.iconst(Type::vec(16, I32), 64);
        let o2 = b.named("o2").add(o, step);
        let c1 = b.iconst(Type::I32, 1);
        let i2 = b.named("i2").add(i, c1);
        let more = b.named("more").cmp(CmpPred::Ult, i2, n);
        b.cond_br(more, body, &[i2, o2], exit, &[]);
        b.switch_to(exit);
        b.ret();
    })
}

/// Address and mask arithmetic: lane index, constants, compare, select, mask logic, bytes
/// gathered with GATHER_SCALED.1 and truncated, and a sink.
fn arith() -> Module {
    module(|m, f| {
        let buf = m.add_surface("buf", SurfaceKind::Untyped);
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let base = b.param(e, Type::I32, "base");
        let limit = b.param(e, Type::vec(16, I32), "limit");
        let m_in = b.param(e, Type::mask(16), "m_in");
        b.switch_to(e);
        let idx = b.named("idx").lane_index(16);
        let four = b.iconst(Type::vec(16, I32), 2);
        let off = b.named("off").shl(idx, four);
        let inb = b.named("inb").cmp(CmpPred::Ult, off, limit);
        let m = b.named("m").binary(BinOp::And, inb, m_in);
        let bytes = gather_via(
            b.named("bytes"),
            at_base(buf, base, off),
            Some(m),
            Type::vec(16, I32),
            gs(1),
        );
        let small = b
            .named("small")
            .cast(CastOp::Trunc, bytes, Type::vec(16, ScalarType::I8));
        let zero = b.iconst(Type::vec(16, I32), 0);
        let safe = b.named("safe").select(m, bytes, zero);
        let steps = b
            .named("steps")
            .iconst_vec(Type::vec(4, I32), &[3, 1, 4, 1]);
        b.sink(&[small, safe, steps, m]);
        b.ret();
    })
}

/// Under the `inputs` surface ABI: these snapshots are the kernels as they were before the
/// kernel set its surfaces' binding-table indices itself, byte for byte (docs/ABI.md).
fn lower(m: &Module, t: &'static str) -> Result<Lowered, LowerError> {
    lower_module(m, target(t), &inputs_abi())
}

/// The default options with surfaces as kernel inputs.
fn inputs_abi() -> LowerOptions {
    LowerOptions {
        surfaces: SurfaceAbi::Inputs,
        ..LowerOptions::default()
    }
}

fn check_on_all_targets(name: &str, m: &Module, skip_tgllp: bool) {
    for (t, platform) in TARGETS {
        let lowered = match lower(m, t) {
            Ok(l) => l,
            Err(e) if skip_tgllp && t == "tgllp" => {
                assert!(matches!(e, LowerError::Verify { .. }), "{name} on {t}: {e}");
                continue;
            }
            Err(e) => panic!("{name} on {t}: {e}"),
        };
        check_semantics(name, m, &lowered, target(t), 11);
        for f in &lowered.functions {
            let run = compile(&f.visa, platform);
            assert!(
                run.accepted(),
                "{name} on {platform} rejected: {}\n{}",
                run.diagnosis(),
                f.visa
            );
            assert_eq!(
                run.sends(),
                Some(f.totals.predicted_sends as usize),
                "{name} on {platform}: send count differs from the prediction\n{}",
                f.visa
            );
        }
    }
}

#[test]
fn split_copy_needs_no_moves() {
    let m = split_copy();
    let opts = LowerOptions {
        baseline: true,
        ..inputs_abi()
    };
    let l = lower_module(&m, target("dg2"), &opts).unwrap();
    let f = &l.functions[0];
    assert_eq!(f.totals.messages, 4);
    assert_eq!(f.totals.moves, 0, "{}", f.visa);
    let naive = f
        .report
        .as_ref()
        .expect("report")
        .naive
        .expect("asked for the baseline");
    assert!(naive.moves > 0);
    assert!(
        f.totals.grfs < naive.grfs,
        "{}",
        f.report.as_ref().expect("report")
    );
    // The second halves run at mask offset M5 on the 32-lane predicate.
    assert_eq!(
        f.report.as_ref().expect("report").accesses[1].messages[0]
            .exec
            .to_string(),
        "(M5_NM, 16)"
    );
    // Without the baseline asked for, none is computed.
    assert_eq!(
        lower(&m, "dg2").unwrap().functions[0]
            .report
            .as_ref()
            .expect("report")
            .naive,
        None
    );
    insta::assert_snapshot!(
        "split_copy_dg2",
        format!("{}\n{}", f.visa, f.report.as_ref().expect("report"))
    );
    let pvc = lower(&m, "pvc").unwrap();
    insta::assert_snapshot!("split_copy_pvc", pvc.functions[0].visa);
    check_on_all_targets("split_copy", &m, false);
}

#[test]
fn qword_scatters() {
    let (rg, qw) = qwords();
    let l = lower(&rg, "dg2").unwrap();
    assert_eq!(l.functions[0].totals.moves, 4, "{}", l.functions[0].visa);
    insta::assert_snapshot!("scatter4_rg_dg2", l.functions[0].visa);
    check_on_all_targets("scatter4_rg", &rg, false);
    let l = lower(&qw, "dg2").unwrap();
    assert_eq!(l.functions[0].totals.moves, 0);
    insta::assert_snapshot!("qw_scatter_dg2", l.functions[0].visa);
    check_on_all_targets("qw_scatter", &qw, true);
}

#[test]
fn typed_read_channel_is_an_alias() {
    let m = typed_read();
    let l = lower(&m, "dg2").unwrap();
    // The one move is the read's LOD register of zeros (the spec has no null LOD); the
    // channel extract is an alias and costs nothing.
    let r = &l.functions[0].report.as_ref().expect("report");
    assert_eq!(r.totals.moves, 1, "{}", l.functions[0].visa);
    assert_eq!((r.accesses[0].moves, r.other_moves), (1, 0), "{r}");
    let null_lod = Target::parse("dg2+typed-null-lod").expect("offered");
    let l = lower_module(&m, &null_lod, &LowerOptions::default()).unwrap();
    assert_eq!(l.functions[0].totals.moves, 0, "{}", l.functions[0].visa);
    let l = lower(&m, "dg2").unwrap();
    insta::assert_snapshot!("typed_read_dg2", l.functions[0].visa);
    let pvc = lower(&m, "pvc").unwrap();
    insta::assert_snapshot!("typed_read_pvc", pvc.functions[0].visa);
    check_on_all_targets("typed_read", &m, false);
}

#[test]
fn loop_with_block_params() {
    let m = loop_kernel();
    let l = lower(&m, "dg2").unwrap();
    insta::assert_snapshot!(
        "loop_dg2",
        format!(
            "{}\n{}",
            l.functions[0].visa,
            l.functions[0].report.as_ref().expect("report")
        )
    );
    check_on_all_targets("loop", &m, false);
}

#[test]
fn arithmetic_and_masks() {
    let m = arith();
    let l = lower(&m, "dg2").unwrap();
    insta::assert_snapshot!("arith_dg2", l.functions[0].visa);
    check_on_all_targets("arith", &m, false);
}

#[test]
fn message_ir_printer() {
    let l = lower(&split_copy(), "dg2").unwrap();
    insta::assert_snapshot!("split_copy_mir_dg2", l.functions[0].mir.to_string());
}

#[test]
fn allocation_is_checked_and_shares_registers() {
    use memlower_lowering::regalloc;
    for m in [
        split_copy(),
        typed_read(),
        loop_kernel(),
        arith(),
        qwords().0,
    ] {
        for (t, _) in TARGETS {
            let Ok(l) = lower(&m, t) else { continue };
            let f = &l.functions[0];
            regalloc::check(&f.mir, &f.allocation).unwrap();
            assert!(f.allocation.peak_grfs <= f.allocation.total_grfs);
        }
    }
    // Overlapping two interfering variables is caught by the checker.
    let l = lower(&split_copy(), "dg2").unwrap();
    let f = &l.functions[0];
    let mut bad = f.allocation.clone();
    let (x, y) = bad
        .interference
        .all_edges()
        .next()
        .expect("some interference");
    bad.offsets[y as usize] = bad.offsets[x as usize];
    assert!(regalloc::check(&f.mir, &bad).is_err());
}
