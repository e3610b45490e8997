//! The per-message matrix: for each of the five messages and each target, every combination of
//! exec size, block count or channel mask, and surface kind is lowered from legal-form IR.
//!
//! - Legal combinations (by the spec and the target facts, written out independently below)
//!   must pass our verifier, be accepted by `GenX_IR`, and give exactly the predicted number of
//!   native sends.
//! - Illegal combinations must be refused by our verifier with the right rule.
//! - Where the finalizer is more lenient than the spec, the test shows both halves: `GenX_IR`
//!   accepts the unverified text, and our verifier refuses it.
//! - Typed reads are tried twice: spec-strict (the default) and with every extension the
//!   target offers (typed SIMD16 on PVC, `%null` LOD, the channel masks RGA and RBA), which
//!   must then pass our verifier and `GenX_IR` too.

mod common;

use common::*;
use memlower_ir::builder::FunctionBuilder;
use memlower_ir::{
    ChannelMask, ImageCoords, ImageDim, Message, Module, MsgChoice, ScalarType, SurfaceKind, Type,
};
use memlower_lowering::mir::{InstKind, Kernel};
use memlower_lowering::verify::{verify_kernel, MirError};
use memlower_lowering::{
    emit::emit_visa, lower_function_unverified, lower_module, LowerError, LowerOptions,
};
use memlower_passes::target::Target;
use smallvec::SmallVec;

const EXECS: [u32; 6] = [1, 2, 4, 8, 16, 32];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Surf {
    Untyped,
    Slm,
    Stateless,
    Image(ImageDim, bool),
}

const UNTYPED_SURFACES: [Surf; 3] = [Surf::Untyped, Surf::Slm, Surf::Stateless];
const IMAGE_SURFACES: [Surf; 4] = [
    Surf::Image(ImageDim::D1, false),
    Surf::Image(ImageDim::D2, false),
    Surf::Image(ImageDim::D3, false),
    Surf::Image(ImageDim::D2, true),
];

#[derive(Clone, Copy, Debug)]
struct Case {
    target: &'static str,
    platform: &'static str,
    choice: MsgChoice,
    exec: u32,
    surf: Surf,
    /// Every extension the target offers enabled (spec-strict otherwise).
    ext: bool,
}

/// The target of a case: spec-strict, or with every extension it offers.
fn facts(c: &Case) -> Target {
    let t = target(c.target);
    if c.ext {
        t.with_extensions(t.extensions).expect("offered")
    } else {
        t.clone()
    }
}

/// The oracle, from the message specs and docs/finalizer-facts.md, independent of the code
/// under test.
fn expected_legal(c: &Case) -> bool {
    let qw_target = c.target != "tgllp";
    let untyped = matches!(c.surf, Surf::Untyped | Surf::Slm | Surf::Stateless);
    match c.choice.msg {
        // Spec: 1..32; the implementation asserts exec <= 16; blocks 1, 2, 4.
        Message::GatherScaled | Message::ScatterScaled => {
            untyped && [1, 2, 4, 8, 16].contains(&c.exec) && [1, 2, 4].contains(&c.choice.blocks)
        }
        // Spec: exec 8 or 16 and any non-empty mask; the target table keeps the first C
        // channels (R, RG, RGB, RGBA): a lane's channels are consecutive dwords in memory.
        Message::Scatter4Scaled => {
            untyped && [8, 16].contains(&c.exec) && [1, 3, 7, 15].contains(&c.choice.channels.0)
        }
        // Spec: 1..16, one block; XeHP and later.
        Message::QwScatter => untyped && qw_target && c.exec <= 16 && c.choice.blocks == 1,
        // Spec: exec 8; typed surfaces only; the 13 channel masks the Text lists (not RGA =
        // 0b1011, RBA = 0b1101). Extensions: exec 16 where a GRF holds 16 dwords (PVC; it is
        // mis-encoded on 32-byte GRFs, finalizer-facts §8b), and RGA/RBA everywhere.
        Message::Gather4Typed => {
            let listed = !matches!(c.choice.channels.0, 0b1011 | 0b1101);
            !untyped
                && (c.exec == 8 || (c.exec == 16 && c.target == "pvc" && c.ext))
                && c.choice.channels.is_valid()
                && (listed || c.ext)
        }
    }
}

fn surface_kind(s: Surf) -> SurfaceKind {
    match s {
        Surf::Untyped => SurfaceKind::Untyped,
        Surf::Slm => SurfaceKind::Slm,
        Surf::Stateless => SurfaceKind::Stateless,
        Surf::Image(dim, _) => SurfaceKind::Image {
            dim,
            channels: ChannelMask::RGBA,
            elem: ScalarType::F32,
        },
    }
}

/// A kernel holding exactly one memory op of the case, predicated by a mask argument.
fn build(c: &Case) -> Module {
    module(|m, f| {
        let s = m.add_surface("s", surface_kind(c.surf));
        let n = c.exec;
        let mut b = FunctionBuilder::new(f);
        let e = b.block("entry");
        let base = b.param(e, Type::I32, "base");
        let off = b.param(e, Type::vec(n, ScalarType::I32), "off");
        let mask = b.param(e, Type::mask(n), "m");
        b.switch_to(e);
        match c.choice.msg {
            Message::GatherScaled => {
                let ty = Type::vec(n, ScalarType::I32);
                let v = gather_via(&mut b, at_base(s, base, off), Some(mask), ty, c.choice);
                b.sink(&[v]);
            }
            Message::ScatterScaled | Message::Scatter4Scaled | Message::QwScatter => {
                let ty = match c.choice.msg {
                    Message::ScatterScaled => Type::vec(n, ScalarType::I32),
                    Message::Scatter4Scaled => {
                        Type::chan_vec(n, c.choice.channels.count().max(1), ScalarType::F32)
                    }
                    _ => Type::vec(n, ScalarType::I64),
                };
                let data = b.param(e, ty, "data");
                scatter_via(&mut b, at_base(s, base, off), data, Some(mask), c.choice);
            }
            Message::Gather4Typed => {
                let dims = match c.surf {
                    Surf::Image(d, _) => d.coords(),
                    _ => 1,
                };
                let mut uvr: SmallVec<[_; 3]> = SmallVec::new();
                uvr.push(off);
                for k in 1..dims {
                    uvr.push(b.param(e, Type::vec(n, ScalarType::I32), &format!("c{k}")));
                }
                let lod = match c.surf {
                    Surf::Image(_, true) => Some(b.param(e, Type::vec(n, ScalarType::I32), "lod")),
                    _ => None,
                };
                let ch = c.choice.channels;
                let ty = Type::chan_vec(n, ch.count().max(1), ScalarType::F32);
                let v = image_load_via(&mut b, s, ImageCoords { uvr, lod }, Some(mask), ch, ty);
                b.sink(&[v]);
            }
        }
        b.ret();
    })
}

fn all_cases() -> Vec<Case> {
    let mut out = Vec::new();
    for (target, platform) in TARGETS {
        for exec in EXECS {
            let mut push = |choice: MsgChoice, surf| {
                for ext in [false, true] {
                    // Extensions only change typed reads: try the others once.
                    if ext && choice.msg != Message::Gather4Typed {
                        continue;
                    }
                    out.push(Case {
                        target,
                        platform,
                        choice,
                        exec,
                        surf,
                        ext,
                    })
                }
            };
            for msg in [Message::GatherScaled, Message::ScatterScaled] {
                for blocks in [1, 2, 4, 8] {
                    for surf in UNTYPED_SURFACES {
                        push(MsgChoice::blocks(msg, blocks), surf);
                    }
                }
            }
            for bits in 1..16u8 {
                for surf in UNTYPED_SURFACES {
                    push(
                        MsgChoice::channels(Message::Scatter4Scaled, ChannelMask(bits)),
                        surf,
                    );
                }
                for surf in IMAGE_SURFACES.into_iter().chain(UNTYPED_SURFACES) {
                    push(
                        MsgChoice::channels(Message::Gather4Typed, ChannelMask(bits)),
                        surf,
                    );
                }
            }
            for blocks in [1, 2] {
                for surf in UNTYPED_SURFACES {
                    push(MsgChoice::blocks(Message::QwScatter, blocks), surf);
                }
            }
        }
    }
    out
}

/// The rule our verifier must cite for an illegal case.
fn refusal_matches(c: &Case, e: &MirError) -> bool {
    match e {
        MirError::ExecSize { exec, .. } => *exec == c.exec,
        MirError::Unavailable { .. } => c.choice.msg == Message::QwScatter && c.target == "tgllp",
        MirError::Blocks { blocks, .. } => *blocks == c.choice.blocks,
        MirError::Channels { bits, .. } => *bits == c.choice.channels.0,
        MirError::Surface { .. } => true,
        _ => false,
    }
}

#[test]
fn every_combination_on_every_target() {
    let cases = all_cases();
    let mut legal = Vec::new();
    let mut refused = 0;
    for c in &cases {
        let m = build(c);
        let res = lower_module(&m, &facts(c), &LowerOptions::default());
        match (expected_legal(c), res) {
            (true, Ok(l)) => legal.push((
                *c,
                l.functions[0].visa.clone(),
                l.functions[0].totals.predicted_sends,
            )),
            (true, Err(e)) => panic!("{c:?} is legal but lowering refused it: {e}"),
            (false, Ok(l)) => panic!("{c:?} is illegal but was emitted:\n{}", l.functions[0].visa),
            (false, Err(LowerError::Verify { err, .. })) => {
                assert!(
                    refusal_matches(c, &err),
                    "{c:?} refused for the wrong reason: {err}"
                );
                refused += 1;
            }
            (false, Err(e)) => panic!("{c:?}: expected a verifier refusal, got {e}"),
        }
    }
    // Spec-strict, per target: 45 + 45 (scaled: 5 exec x 3 blocks x 3 surfaces), 24 (scatter4:
    // 2 exec x 4 masks x 3 surfaces), 52 (typed: 13 listed masks x 4 image kinds, exec 8); 15
    // (QW) from XeHP on. With the extensions: 60 typed per target (15 masks x 4 image kinds),
    // and 60 more at exec 16 on PVC.
    assert_eq!(
        legal.len(),
        4 * (45 + 45 + 24 + 52) + 3 * 15 + 4 * 60 + 60,
        "legal combinations"
    );
    assert_eq!(refused, cases.len() - legal.len());
    let results = par_map(&legal, |(c, visa, predicted)| {
        let run = compile(visa, c.platform);
        (run.accepted(), run.sends(), *predicted, run.diagnosis())
    });
    for ((c, visa, _), (ok, sends, predicted, why)) in legal.iter().zip(results) {
        assert!(ok, "GenX_IR rejected legal {c:?}: {why}\n{visa}");
        assert_eq!(
            sends,
            Some(predicted as usize),
            "{c:?}: native sends differ from the prediction\n{visa}"
        );
    }
}

/// Lowers a case without the verifier (the text the finalizer would get with the guard off).
fn unverified(c: &Case) -> Kernel {
    let m = build(c);
    lower_function_unverified(&m, &m.functions[0], &facts(c), &LowerOptions::default())
        .unwrap_or_else(|e| panic!("{c:?}: {e}"))
}

fn case(target: &'static str, choice: MsgChoice, exec: u32, surf: Surf) -> Case {
    let platform = TARGETS
        .iter()
        .find(|t| t.0 == target)
        .map(|t| t.1)
        .unwrap_or("DG2");
    Case {
        target,
        platform,
        choice,
        exec,
        surf,
        ext: false,
    }
}

#[test]
fn finalizer_accepts_what_the_verifier_refuses() {
    let rg = ChannelMask::RG;
    let lenient = [
        case(
            "dg2",
            MsgChoice::channels(Message::Scatter4Scaled, rg),
            1,
            Surf::Untyped,
        ),
        case(
            "dg2",
            MsgChoice::channels(Message::Scatter4Scaled, rg),
            4,
            Surf::Slm,
        ),
        case(
            "dg2",
            MsgChoice::channels(Message::Scatter4Scaled, rg),
            32,
            Surf::Untyped,
        ),
        case(
            "pvc",
            MsgChoice::channels(Message::Scatter4Scaled, rg),
            32,
            Surf::Stateless,
        ),
        case(
            "dg2",
            MsgChoice::blocks(Message::GatherScaled, 4),
            32,
            Surf::Untyped,
        ),
        case(
            "tgllp",
            MsgChoice::blocks(Message::ScatterScaled, 1),
            32,
            Surf::Slm,
        ),
        case(
            "dg2",
            MsgChoice::blocks(Message::GatherScaled, 8),
            16,
            Surf::Untyped,
        ),
        case(
            "dg2",
            MsgChoice::blocks(Message::QwScatter, 2),
            8,
            Surf::Untyped,
        ),
        case(
            "dg2",
            MsgChoice::channels(Message::Gather4Typed, ChannelMask::RGBA),
            16,
            Surf::Image(ImageDim::D2, false),
        ),
        case(
            "dg2",
            MsgChoice::channels(Message::Gather4Typed, ChannelMask::R),
            1,
            Surf::Image(ImageDim::D1, false),
        ),
        // Outside the spec but encoded right: the extensions, off by default.
        case(
            "pvc",
            MsgChoice::channels(Message::Gather4Typed, ChannelMask::RGBA),
            16,
            Surf::Image(ImageDim::D2, false),
        ),
        case(
            "dg2",
            MsgChoice::channels(Message::Gather4Typed, ChannelMask(0b1011)),
            8,
            Surf::Image(ImageDim::D2, false),
        ),
        case(
            "tgllp",
            MsgChoice::channels(Message::Gather4Typed, ChannelMask(0b1101)),
            8,
            Surf::Image(ImageDim::D3, true),
        ),
        case(
            "pvc",
            MsgChoice::channels(Message::Gather4Typed, ChannelMask::R),
            32,
            Surf::Image(ImageDim::D1, false),
        ),
    ];
    let runs = par_map(&lenient, |c| {
        let k = unverified(c);
        let verdict = verify_kernel(&k, &facts(c));
        (compile(&emit_visa(&k), c.platform), verdict)
    });
    for (c, (run, verdict)) in lenient.iter().zip(runs) {
        assert!(
            run.accepted(),
            "{c:?}: expected GenX_IR to accept it: {}",
            run.diagnosis()
        );
        let err = verdict.expect_err("our verifier must refuse it");
        assert!(
            refusal_matches(c, &err),
            "{c:?}: refused for the wrong reason: {err}"
        );
    }
}

#[test]
fn both_refuse_typed_on_slm_and_stateless_and_qw_before_xehp() {
    let rgba = MsgChoice::channels(Message::Gather4Typed, ChannelMask::RGBA);
    let cases = [
        case("dg2", rgba, 8, Surf::Slm),
        case("pvc", rgba, 8, Surf::Stateless),
        case(
            "tgllp",
            MsgChoice::blocks(Message::QwScatter, 1),
            8,
            Surf::Untyped,
        ),
    ];
    let runs = par_map(&cases, |c| {
        let k = unverified(c);
        let verdict = verify_kernel(&k, target(c.target));
        (compile(&emit_visa(&k), c.platform), verdict)
    });
    for (c, (run, verdict)) in cases.iter().zip(runs) {
        assert!(!run.accepted(), "{c:?}: GenX_IR was expected to reject it");
        assert!(refusal_matches(
            c,
            &verdict.expect_err("our verifier must refuse it")
        ));
    }
}

#[test]
fn misaligned_mask_offsets_are_refused() {
    // GenX_IR accepts (M2, 8) and (M3, 16) but silently runs them at M1: the predicate bits
    // read are not the ones the IR meant.
    let c = case(
        "dg2",
        MsgChoice::blocks(Message::GatherScaled, 4),
        8,
        Surf::Untyped,
    );
    let mut k = unverified(&c);
    let facts = target("dg2");
    assert!(verify_kernel(&k, facts).is_ok());
    for (offset, size) in [(4, 8), (8, 16), (20, 16), (28, 8)] {
        for inst in &mut k.insts {
            match &mut inst.kind {
                InstKind::Msg(msg) => {
                    msg.exec.offset = offset;
                    msg.exec.size = size;
                }
                InstKind::Setp { exec, .. } => exec.size = 32,
                _ => {}
            }
        }
        // Make the predicate and payloads wide enough that only the offset is wrong.
        for p in &mut k.preds {
            p.lanes = 32;
        }
        for v in &mut k.vars {
            v.num_elts = v.num_elts.max(if v.num_elts > 1 { 32 } else { 1 });
        }
        for (i, inp) in k.inputs.iter_mut().enumerate() {
            if let memlower_lowering::mir::InputKind::Var(v) = inp.kind {
                inp.size = k.vars[v.index()].bytes();
                inp.offset = if inp.size >= 32 {
                    128 + 128 * i as u32
                } else {
                    inp.offset
                };
            }
        }
        let err = verify_kernel(&k, facts).expect_err("misaligned offset must be refused");
        assert!(
            matches!(err, MirError::MaskOffset { offset: o, .. } if o == offset),
            "{err}"
        );
        if offset + size <= 32 {
            let run = compile(&emit_visa(&k), "DG2");
            assert!(run.accepted(), "({offset}, {size}): {}", run.diagnosis());
        }
    }
}
