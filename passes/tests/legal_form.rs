//! The legal-form checker (`verify_legal`): what it reports of a module the lowering cannot
//! take, and the `via` a pass refuses because it does not fit the data.

#[path = "legalize_support/mod.rs"]
mod support;

use memlower_ir::ScalarType::*;
use memlower_ir::*;
use memlower_passes::legal::verify_legal;
use memlower_passes::legalize::PackChannels;
use memlower_passes::target::Target;
use support::*;

/// Sets the `via` of the only memory op.
fn with_via(mut m: Module, choice: MsgChoice) -> Module {
    let f = &mut m.functions[0];
    let op = memory_ops_of(f)[0];
    match &mut f.inst_mut(op).kind {
        InstKind::Gather { via, .. }
        | InstKind::Scatter { via, .. }
        | InstKind::ImageLoad { via, .. } => *via = Some(choice),
        _ => {}
    }
    m
}

fn legal_errors(m: &Module, t: &str) -> Vec<String> {
    match verify_legal(m, target(t)) {
        Ok(()) => Vec::new(),
        Err(es) => es
            .iter()
            .map(|e| {
                let exp = memlower_ir::diag::Located::expected(e).unwrap_or_default();
                format!("{e} | {exp}")
            })
            .collect(),
    }
}

#[test]
fn verify_legal_reports_what_lowering_cannot_take() {
    use memlower_ir::ChannelMask as C;
    let b = |n: u8| MsgChoice::blocks(Message::GatherScaled, n);
    let s = |n: u8| MsgChoice::blocks(Message::ScatterScaled, n);
    let s4 = |c: C| MsgChoice::channels(Message::Scatter4Scaled, c);
    let qw = MsgChoice::blocks(Message::QwScatter, 1);
    let g4 = |c: C| MsgChoice::channels(Message::Gather4Typed, c);
    let cases: Vec<(&str, Module, &[&str])> = vec![
        (
            "dg2",
            Kernel::new(Op::Gather, "buf", 16, 1, F32).build(),
            &["has no `via`"],
        ),
        (
            "dg2",
            with_via(Kernel::new(Op::Gather, "buf", 32, 1, F32).build(), b(4)),
            &["32 lanes is not an exec size of GATHER_SCALED"],
        ),
        (
            "dg2",
            with_via(Kernel::new(Op::Gather, "buf", 16, 1, I16).build(), b(2)),
            &["the result is vec<16 x i16>"],
        ),
        (
            "dg2",
            with_via(Kernel::new(Op::Gather, "buf", 16, 1, F32).build(), b(3)),
            &["3 blocks is not legal"],
        ),
        (
            "tgllp",
            with_via(
                Kernel::new(Op::Scatter, "buf", 16, 1, I64).align(8).build(),
                qw,
            ),
            &["target tgllp has no QW_SCATTER"],
        ),
        (
            "dg2",
            with_via(
                Kernel::new(Op::Scatter, "buf", 16, 1, I64).align(4).build(),
                qw,
            ),
            &["align 4 is below what QW_SCATTER needs"],
        ),
        (
            "dg2",
            with_via(
                Kernel::new(Op::Scatter, "buf", 16, 2, I32).align(2).build(),
                s4(C::RG),
            ),
            &["align 2 is below what SCATTER4_SCALED needs"],
        ),
        (
            "dg2",
            with_via(
                Kernel::new(Op::Scatter, "buf", 4, 2, I32).align(4).build(),
                s4(C::RG),
            ),
            &["4 lanes is not an exec size of SCATTER4_SCALED"],
        ),
        (
            "dg2",
            with_via(
                Kernel::new(Op::Scatter, "buf", 8, 2, I32).align(4).build(),
                s4(C(0b101)),
            ),
            &["channel mask `.rb` is not legal here"],
        ),
        (
            "dg2",
            with_via(Kernel::new(Op::Scatter, "buf", 8, 1, I8).build(), s(1)),
            &["the data is vec<8 x i8>"],
        ),
        (
            "dg2",
            with_via(Kernel::new(Op::Scatter, "buf", 8, 1, I32).build(), b(4)),
            &["GATHER_SCALED cannot carry it"],
        ),
        (
            "dg2",
            with_via(
                Kernel::new(Op::ImageLoad, "img", 16, 4, F32).build(),
                g4(C::RGBA),
            ),
            &["16 lanes is not an exec size of GATHER4_TYPED"],
        ),
        // Spec-strict: exec 8 only, PVC included (exec 16 is the typed-simd16 extension).
        (
            "pvc",
            with_via(
                Kernel::new(Op::ImageLoad, "img", 16, 4, F32).build(),
                g4(C::RGBA),
            ),
            &["16 lanes is not an exec size of GATHER4_TYPED"],
        ),
        // The Text lists no RGA mask (typed-unlisted-masks extension).
        (
            "dg2",
            with_via(
                Kernel::new(Op::ImageLoad, "img", 8, 3, F32)
                    .channels(C(0b1011))
                    .build(),
                g4(C(0b1011)),
            ),
            &["channel mask `.rga` is not legal here"],
        ),
        (
            "dg2",
            with_via(
                Kernel::new(Op::ImageLoad, "img", 8, 2, F32).build(),
                g4(C(0b0110)),
            ),
            &["channel mask `.gb` is not legal here"],
        ),
        (
            "dg2",
            Kernel::new(Op::ImageStore, "img", 8, 4, F32).build(),
            &["no message in memlower's set writes typed images"],
        ),
    ];
    for (t, m, want) in cases {
        let got = legal_errors(&m, t);
        assert_eq!(got.len(), want.len(), "{got:#?}\n{}", text(&m));
        for (g, w) in got.iter().zip(want) {
            assert!(g.contains(w), "`{g}` should say `{w}`");
        }
    }
    // The same two with their extensions enabled are legal.
    let simd16 = Target::parse("pvc+typed-simd16").expect("offered");
    let m = with_via(
        Kernel::new(Op::ImageLoad, "img", 16, 4, F32).build(),
        g4(C::RGBA),
    );
    verify_legal(&m, &simd16).unwrap_or_else(|e| panic!("{e:?}"));
    let masks = Target::parse("dg2+typed-unlisted-masks").expect("offered");
    let m = with_via(
        Kernel::new(Op::ImageLoad, "img", 8, 3, F32)
            .channels(C(0b1011))
            .build(),
        g4(C(0b1011)),
    );
    verify_legal(&m, &masks).unwrap_or_else(|e| panic!("{e:?}"));
}

#[test]
fn pack_channels_refuses_a_via_that_does_not_fit_the_data() {
    let m = with_via(
        Kernel::new(Op::Gather, "buf", 16, 1, I16).build(),
        MsgChoice::blocks(Message::GatherScaled, 1),
    );
    let mut m2 = m.clone();
    let err = run(PackChannels, &mut m2, Some(target("dg2"))).expect_err("mismatch");
    assert!(
        err.to_string()
            .contains("the message moves 1 byte(s) per lane but the elements are i16"),
        "{err}"
    );
    let mut m3 = Kernel::new(Op::Gather, "buf", 16, 1, I16).build();
    let err = run(PackChannels, &mut m3, Some(target("dg2"))).expect_err("no via");
    assert!(err.to_string().contains("has no `via`"), "{err}");
}
