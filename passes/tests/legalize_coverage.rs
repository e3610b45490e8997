//! Rule coverage: every op kind x element type x channel count x lane-count class x alignment
//! x surface kind x target either legalises to IR that passes the IR verifier and
//! `verify_legal`, or is refused by one of the documented refusal rules. Nothing panics and
//! nothing falls through the rule tables.

#[path = "legalize_support/mod.rs"]
mod support;

use memlower_ir::*;
use memlower_passes::legal::verify_legal;
use memlower_passes::legalize::rules::{
    choose_message, lane_pieces, Access, Decision, OpKind, REFUSAL_RULES, UNHANDLED,
};
use memlower_passes::target::TARGETS;
use memlower_passes::PassError;
use std::panic::{catch_unwind, AssertUnwindSafe};
use support::*;

/// The surfaces of `support::module()` with their kinds.
fn surfaces() -> Vec<(&'static str, SurfaceKind)> {
    let m = module();
    ["buf", "lds", "glb", "img", "img1", "img3"]
        .into_iter()
        .map(|n| {
            let s = m.surface_by_name(n).expect("surface");
            (n, m.surface(s).kind)
        })
        .collect()
}

/// The lane-count classes; a combination takes one member of each class, rotating so that
/// every member is used many times over the enumeration.
const LANE_CLASSES: [&[u32]; 4] = [
    &[1],
    &[2, 4, 8, 16, 32],
    &[3, 12, 31, 5, 20, 7],
    &[33, 100, 64, 255, 4096],
];

const ALIGNS: [u32; 5] = [1, 2, 4, 8, 16];

/// The refusals the documentation promises, computed independently of the rule tables.
/// `channels` is the image op's mask; GATHER4_TYPED's Text lists every mask but RGA (0b1011)
/// and RBA (0b1101), and no target in `TARGETS` enables the extension that allows them.
fn expected_refusal(
    op: Op,
    surface: SurfaceKind,
    channels: Option<ChannelMask>,
) -> Option<&'static str> {
    let unlisted = matches!(channels, Some(ChannelMask(0b1011 | 0b1101)));
    match (op, surface.is_image()) {
        (Op::ImageStore, _) => Some("image-store"),
        (Op::ImageLoad, false) => Some("image-load-on-buffer"),
        (Op::ImageLoad, true) if unlisted => Some("image-load-unlisted-mask"),
        (Op::Gather, true) => Some("gather-on-image"),
        (Op::Scatter, true) => Some("scatter-on-image"),
        _ => None,
    }
}

fn op_kind(op: Op) -> OpKind {
    match op {
        Op::Gather => OpKind::Gather,
        Op::Scatter => OpKind::Scatter,
        Op::ImageLoad => OpKind::ImageLoad,
        Op::ImageStore => OpKind::ImageStore,
    }
}

/// Every combination to try, as one-op kernels.
fn combinations() -> Vec<Kernel> {
    let mut out = Vec::new();
    let mut rot = 0usize;
    for (sname, skind) in surfaces() {
        for op in [Op::Gather, Op::Scatter, Op::ImageLoad, Op::ImageStore] {
            // Image ops: every non-empty subset of the image's channels (all 15 masks on a
            // buffer, where they are refused anyway); the element type is the image's.
            // Buffer ops: every element type, 1..4 channels, every alignment.
            let shapes: Vec<(ScalarType, Option<ChannelMask>, u8, u32)> = match op {
                Op::ImageLoad | Op::ImageStore => {
                    let have = match skind {
                        SurfaceKind::Image { channels, .. } => channels,
                        _ => ChannelMask::RGBA,
                    };
                    (1..16u8)
                        .map(ChannelMask)
                        .filter(|c| c.0 & !have.0 == 0)
                        .map(|c| (ScalarType::F32, Some(c), c.count(), 1))
                        .collect()
                }
                _ => ScalarType::ALL
                    .iter()
                    .flat_map(|&e| {
                        (1..=4u8).flat_map(move |c| ALIGNS.map(move |a| (e, None, c, a)))
                    })
                    .collect(),
            };
            for (elem, channels, chans, align) in shapes {
                for class in LANE_CLASSES {
                    rot += 1;
                    let lanes = class[rot % class.len()];
                    let mut k = Kernel::new(op, sname, lanes, chans, elem).align(align);
                    if let Some(c) = channels {
                        k = k.channels(c);
                    }
                    // Vary the optional operands too.
                    if rot.is_multiple_of(3) {
                        k = k.no_mask();
                    }
                    if rot.is_multiple_of(5) {
                        k = k.no_base();
                    }
                    if rot.is_multiple_of(2) {
                        k = k.lod();
                    }
                    out.push(k);
                }
            }
        }
    }
    out
}

#[test]
fn every_combination_legalises_or_is_a_documented_refusal() {
    let combos = combinations();
    let mut legalised = 0usize;
    let mut refused = 0usize;
    let mut messages = 0usize;
    for t in TARGETS {
        for k in &combos {
            let original = k.build();
            let skind = original
                .surface(original.surface_by_name(k.surface).expect("s"))
                .kind;
            let ctx = format!("{k:?} on {}", t.name);
            let mut m = original.clone();
            let outcome = catch_unwind(AssertUnwindSafe(|| legalize(&mut m, t)))
                .unwrap_or_else(|_| panic!("the legaliser panicked: {ctx}"));
            match (outcome, expected_refusal(k.op, skind, k.channels)) {
                (Ok(()), None) => {
                    verify::verify_module(&m)
                        .unwrap_or_else(|e| panic!("IR verifier: {e:?}\n{ctx}\n{}", text(&m)));
                    verify_legal(&m, t)
                        .unwrap_or_else(|e| panic!("legal form: {e:?}\n{ctx}\n{}", text(&m)));
                    // One message per lane piece per plan piece: the passes carried out the
                    // plan, no more, no less.
                    let access = Access {
                        op: op_kind(k.op),
                        elem: k.elem,
                        chans: k.chans,
                        align: if k.op == Op::ImageLoad { 1 } else { k.align },
                        surface: skind,
                        channels: k.channels.unwrap_or(ChannelMask(0)),
                        // The scatters' data is a parameter, in qword lanes.
                        dword_planes: false,
                    };
                    let Decision::Lower(plan) = choose_message(&access, t) else {
                        panic!("legalised but refused by the rules: {ctx}")
                    };
                    let want =
                        plan.pieces.len() * lane_pieces(k.lanes, t.exec_sizes(plan.msg)).len();
                    let got = memory_ops(&m).len();
                    assert_eq!(got, want, "message count: {ctx}\n{}", text(&m));
                    messages += got;
                    legalised += 1;
                }
                (
                    Err(PassError::Refused {
                        rule, target, fix, ..
                    }),
                    Some(why),
                ) => {
                    assert!(rule.contains(&format!("[rule `{why}`]")), "{rule}: {ctx}");
                    assert_eq!(target, t.name);
                    assert!(!fix.is_empty());
                    refused += 1;
                }
                (other, want) => panic!("{ctx}: got {other:?}, expected refusal {want:?}"),
            }
        }
    }
    // The enumeration really covers both outcomes at scale.
    assert!(legalised > 20_000, "{legalised}");
    assert!(refused > 1_000, "{refused}");
    assert!(messages > legalised);
}

/// The decision function alone, exhaustively over every shape it can be asked about (all
/// element types, channel counts, 15 channel masks, alignments 1..256, surfaces, targets):
/// every answer is a plan whose message the target has, or a documented refusal.
#[test]
fn the_rule_tables_have_no_holes() {
    for t in TARGETS {
        for (_, surface) in surfaces() {
            for op in OpKind::ALL {
                for elem in ScalarType::ALL {
                    for chans in 1..=4u8 {
                        for align in (0..=8).map(|s| 1u32 << s) {
                            for (mask, dword_planes) in
                                (1..16u8).flat_map(|m| [(m, false), (m, true)])
                            {
                                let a = Access {
                                    op,
                                    elem,
                                    chans,
                                    align,
                                    surface,
                                    channels: ChannelMask(mask),
                                    dword_planes,
                                };
                                match choose_message(&a, t) {
                                    Decision::Lower(p) => {
                                        assert!(t.has(p.msg), "{a:?} on {}", t.name);
                                        assert!(!p.pieces.is_empty());
                                        for piece in &p.pieces {
                                            assert_eq!(piece.via.msg, p.msg);
                                            let r = t.rules(p.msg);
                                            assert!(
                                                piece_align_ok(align, piece.offset, r.min_align),
                                                "{a:?}: piece at +{} too misaligned for {}",
                                                piece.offset,
                                                p.msg.mnemonic()
                                            );
                                        }
                                    }
                                    Decision::Refuse(r) => {
                                        assert_ne!(r.rule, UNHANDLED, "{a:?} on {}", t.name);
                                        assert!(REFUSAL_RULES.contains(&r.rule), "{}", r.rule);
                                        assert!(!r.fix.is_empty() && !r.why.is_empty());
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn piece_align_ok(align: u32, offset: u32, min: u32) -> bool {
    memlower_passes::legalize::rules::piece_align(align, offset) >= min
}
