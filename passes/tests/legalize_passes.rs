//! The legalisation passes on builder-made kernels: what each pass produces, that attributes
//! survive every split, idempotency, legalised modules that pass the verifiers (the legal-form
//! checker's refusals: `legal_form.rs`).

#[path = "legalize_support/mod.rs"]
mod support;

use memlower_ir::ScalarType::*;
use memlower_ir::*;
use memlower_passes::legal::verify_legal;
use memlower_passes::legalize::{PackChannels, PickBlocks, SplitLanes};
use memlower_passes::target::{Target, TARGETS};
use memlower_passes::PassError;
use support::*;

fn body(m: &Module) -> String {
    text(m)
}

#[test]
fn split_31_lanes_into_one_full_and_one_padded_piece() {
    // Two messages (the fewest: ceil(31 / 16)), not 16 + 8 + 4 + 2 + 1: lane 15 of the second
    // is padding, `undef` in the offsets and a constant 0 in the mask; the result is the first
    // 31 lanes of the two pieces side by side.
    let mut m = Kernel::new(Op::Gather, "buf", 31, 1, F32).build();
    assert_eq!(run(SplitLanes, &mut m, Some(target("dg2"))), Ok(true));
    assert_eq!(
        body(&m),
        "func @k(%base: i32, %off: vec<31 x i32>, %m: mask<31>) {
entry:
  %0 = extract %off[0] : vec<16 x i32>
  %1 = extract %m[0] : mask<16>
  %2 = gather @buf[%base + %0] mask %1 align 4 : vec<16 x f32>
  %3 = extract %off[16] : vec<15 x i32>
  %4 = undef : vec<1 x i32>
  %5 = concat %3, %4 : vec<16 x i32>
  %6 = extract %m[16] : mask<15>
  %7 = const 0 : mask<1>
  %8 = concat %6, %7 : mask<16>
  %9 = gather @buf[%base + %5] mask %8 align 4 : vec<16 x f32>
  %10 = concat %2, %9 : vec<32 x f32>
  %v = extract %10[0] : vec<31 x f32>
  sink %v
  ret
}
"
    );
}

#[test]
fn padding_adds_a_mask_and_slices_the_result_back() {
    let mut m = Kernel::new(Op::ImageLoad, "img", 4, 4, F32)
        .no_mask()
        .build();
    assert_eq!(run(SplitLanes, &mut m, Some(target("tgllp"))), Ok(true));
    assert_eq!(
        body(&m),
        "func @k(%base: i32, %off: vec<4 x i32>) {
entry:
  %0 = undef : vec<4 x i32>
  %1 = concat %off, %0 : vec<8 x i32>
  %2 = const [1, 1, 1, 1, 0, 0, 0, 0] : mask<8>
  %3 = image.load @img[%1, %1] mask %2 channels rgba : vec<8 x 4 x f32>
  %v = extract %3[0] : vec<4 x 4 x f32>
  sink %v
  ret
}
"
    );
    // 12 lanes of a typed read: 8 + padded 8, the spec's only exec size; one padded 16-lane
    // message on PVC with the typed-simd16 extension enabled.
    let count = |t: &Target| {
        let mut m = Kernel::new(Op::ImageLoad, "img", 12, 4, F32).build();
        run(SplitLanes, &mut m, Some(t)).expect("split");
        memory_ops(&m)
            .iter()
            .map(|&i| m.functions[0].ty(m.functions[0].result(i).expect("result")))
            .map(|t| t.lanes().unwrap_or(0))
            .collect::<Vec<_>>()
    };
    assert_eq!(count(target("pvc")), vec![8, 8]);
    assert_eq!(count(target("dg2")), vec![8, 8]);
    assert_eq!(count(target("tgllp")), vec![8, 8]);
    let simd16 = Target::parse("pvc+typed-simd16").expect("pvc offers typed-simd16");
    assert_eq!(count(&simd16), vec![16]);
}

/// Follows `extract` and the first part of a `concat` back to the value a lane operand was
/// sliced from; returns the root and the first lane taken from it.
fn origin(f: &Function, mut v: Value) -> (Value, u32) {
    let mut start = 0;
    loop {
        match f.def_kind(v) {
            Some(InstKind::Extract { src, start: s }) => {
                start += s;
                v = *src;
            }
            Some(InstKind::Concat { parts }) => match parts.first() {
                Some(&p) => v = p,
                None => return (v, start),
            },
            _ => return (v, start),
        }
    }
}

/// Lanes of the op that a piece really carries (not padding).
fn real_lanes(f: &Function, v: Value) -> u32 {
    match f.def_kind(v) {
        Some(InstKind::Concat { parts }) => parts
            .first()
            .map(|&p| f.ty(p).lanes().unwrap_or(1))
            .unwrap_or(0),
        _ => f.ty(v).lanes().unwrap_or(1),
    }
}

#[test]
fn alignment_mask_base_surface_and_via_survive_every_split() {
    let kernels = [
        Kernel::new(Op::Gather, "buf", 0, 1, F32).align(16),
        Kernel::new(Op::Gather, "glb", 0, 2, I64).align(8),
        Kernel::new(Op::Scatter, "lds", 0, 3, I32).align(8),
        Kernel::new(Op::Scatter, "buf", 0, 1, I64).align(4),
        Kernel::new(Op::Scatter, "glb", 0, 3, F64).align(8),
        Kernel::new(Op::Scatter, "buf", 0, 2, I8).align(2).no_mask(),
        Kernel::new(Op::ImageLoad, "img", 0, 3, F32).lod(),
        Kernel::new(Op::ImageLoad, "img1", 0, 1, I32).no_mask(),
    ];
    for t in TARGETS {
        for k in kernels {
            for lanes in [1, 3, 12, 16, 31, 33, 100] {
                let k = Kernel { lanes, ..k };
                let orig = k.build();
                let f0 = &orig.functions[0];
                let [op0] = memory_ops(&orig)[..] else {
                    panic!("one op")
                };
                let kind0 = f0.inst(op0).kind.clone();
                let params = f0.params().to_vec();
                let mut m = orig.clone();
                run(SplitLanes, &mut m, Some(t)).expect("split");
                let split = m.clone();
                run(PickBlocks, &mut m, Some(t)).expect("pick");
                for (stage, m) in [("split-lanes", &split), ("pick-blocks", &m)] {
                    let f = &m.functions[0];
                    let ctx = format!("{k:?} on {} after {stage}:\n{}", t.name, text(m));
                    let mut covered: Vec<(u32, u32)> = Vec::new();
                    for i in memory_ops(m) {
                        let kind = &f.inst(i).kind;
                        assert_eq!(kind.surface(), kind0.surface(), "surface: {ctx}");
                        if stage == "split-lanes" {
                            assert_eq!(kind.via(), None, "{ctx}");
                        }
                        // Mask: sliced from the original mask, or a fresh prefix mask on a
                        // padded piece of an op that had none.
                        match (kind.mask(), kind0.mask()) {
                            (Some(mk), Some(mk0)) => {
                                assert_eq!(origin(f, mk).0, mk0, "mask: {ctx}")
                            }
                            (Some(mk), None) => assert!(
                                matches!(f.def_kind(mk), Some(InstKind::Const { .. })),
                                "added mask is a constant: {ctx}"
                            ),
                            (None, Some(_)) => panic!("mask lost: {ctx}"),
                            (None, None) => {}
                        }
                        match (kind, &kind0) {
                            (
                                InstKind::Gather { addr, align, .. }
                                | InstKind::Scatter { addr, align, .. },
                                InstKind::Gather {
                                    addr: a0,
                                    align: al0,
                                    ..
                                }
                                | InstKind::Scatter {
                                    addr: a0,
                                    align: al0,
                                    ..
                                },
                            ) => {
                                let (root, start) = origin(f, addr.offsets);
                                assert_eq!(root, a0.offsets, "offsets: {ctx}");
                                covered.push((start, real_lanes(f, addr.offsets)));
                                // The base is the original base, plus a constant byte offset
                                // for a channel piece; the alignment is the original one,
                                // reduced only to what that byte offset guarantees.
                                let byte = match addr.base.and_then(|b| f.def_kind(b)) {
                                    Some(InstKind::Binary {
                                        op: BinOp::Add,
                                        lhs,
                                        rhs,
                                    }) => {
                                        assert_eq!(Some(*lhs), a0.base, "base: {ctx}");
                                        match f.def_kind(*rhs) {
                                            Some(InstKind::Const { value }) => {
                                                value.int_at(0) as u32
                                            }
                                            _ => panic!("base + constant: {ctx}"),
                                        }
                                    }
                                    _ => {
                                        assert_eq!(addr.base, a0.base, "base: {ctx}");
                                        0
                                    }
                                };
                                let want = if byte == 0 {
                                    *al0
                                } else {
                                    (*al0).min(1 << byte.trailing_zeros())
                                };
                                assert_eq!(*align, want, "align: {ctx}");
                                if let InstKind::Scatter { data, .. } = kind {
                                    let mut d = *data;
                                    // pick-blocks takes channels / dwords apart first.
                                    loop {
                                        d = match f.def_kind(d) {
                                            Some(
                                                InstKind::ChanExtract { src, .. }
                                                | InstKind::Cast { x: src, .. },
                                            ) => *src,
                                            Some(InstKind::ChanPack { parts }) => parts[0],
                                            _ => break,
                                        };
                                    }
                                    let InstKind::Scatter { data: d0, .. } = &kind0 else {
                                        unreachable!()
                                    };
                                    assert_eq!(origin(f, d).0, *d0, "data: {ctx}");
                                }
                            }
                            (
                                InstKind::ImageLoad {
                                    coords, channels, ..
                                },
                                InstKind::ImageLoad {
                                    coords: c0,
                                    channels: ch0,
                                    ..
                                },
                            ) => {
                                assert_eq!(channels, ch0, "{ctx}");
                                assert_eq!(coords.uvr.len(), c0.uvr.len(), "{ctx}");
                                assert_eq!(coords.lod.is_some(), c0.lod.is_some(), "{ctx}");
                                for (&c, &c0) in coords.uvr.iter().zip(&c0.uvr) {
                                    assert_eq!(origin(f, c).0, c0, "coords: {ctx}");
                                }
                                let (root, start) = origin(f, coords.uvr[0]);
                                assert_eq!(root, params[1], "{ctx}");
                                covered.push((start, real_lanes(f, coords.uvr[0])));
                            }
                            _ => panic!("op kind changed: {ctx}"),
                        }
                    }
                    // The pieces (per channel piece, the same lanes again) tile 0..lanes.
                    covered.sort_unstable();
                    covered.dedup();
                    let mut next = 0;
                    for (s, n) in covered {
                        assert_eq!(s, next, "lane ranges tile the op: {ctx}");
                        next = s + n;
                    }
                    assert_eq!(next, lanes, "{ctx}");
                }
            }
        }
    }
}

#[test]
fn a_given_via_is_kept_on_every_piece() {
    let mut m = Kernel::new(Op::Gather, "buf", 33, 1, I32).build();
    let f = &mut m.functions[0];
    let op = memory_ops_of(f)[0];
    if let InstKind::Gather { via, .. } = &mut f.inst_mut(op).kind {
        *via = Some(MsgChoice::blocks(Message::GatherScaled, 4));
    }
    run(SplitLanes, &mut m, Some(target("tgllp"))).expect("split");
    let vias: Vec<String> = memory_ops(&m)
        .iter()
        .map(|&i| {
            m.functions[0]
                .inst(i)
                .kind
                .via()
                .map(|v| v.to_string())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(vias, vec!["gather_scaled.4"; 3]);
}

/// `via` of every memory op and the constant byte offset added to its base.
fn choices(m: &Module) -> Vec<(String, u32)> {
    let f = &m.functions[0];
    memory_ops(m)
        .iter()
        .map(|&i| {
            let kind = &f.inst(i).kind;
            let base = match kind {
                InstKind::Gather { addr, .. } | InstKind::Scatter { addr, .. } => addr.base,
                _ => None,
            };
            let byte = match base.and_then(|b| f.def_kind(b)) {
                Some(InstKind::Binary { rhs, .. }) => match f.def_kind(*rhs) {
                    Some(InstKind::Const { value }) => value.int_at(0) as u32,
                    _ => u32::MAX,
                },
                _ => 0,
            };
            (kind.via().map(|v| v.to_string()).unwrap_or_default(), byte)
        })
        .collect()
}

#[test]
fn pick_blocks_chooses_the_documented_messages() {
    type Case = (&'static str, Kernel, &'static [(&'static str, u32)]);
    let cases: &[Case] = &[
        // 8-byte stores: QW where the target has it and align >= 8 ...
        (
            "dg2",
            Kernel::new(Op::Scatter, "buf", 16, 1, I64).align(8),
            &[("qw_scatter.1", 0)],
        ),
        // Several 8-byte channels: their dwords in runs of four (fewer messages than one QW
        // per channel).
        (
            "pvc",
            Kernel::new(Op::Scatter, "lds", 8, 2, F64).align(16),
            &[("scatter4_scaled.rgba", 0)],
        ),
        (
            "tgllp",
            Kernel::new(Op::Scatter, "buf", 16, 3, I64).align(4),
            &[("scatter4_scaled.rgba", 0), ("scatter4_scaled.rg", 16)],
        ),
        // ... else RG when align >= 4 ...
        (
            "tgllp",
            Kernel::new(Op::Scatter, "buf", 16, 1, I64).align(8),
            &[("scatter4_scaled.rg", 0)],
        ),
        (
            "dg2",
            Kernel::new(Op::Scatter, "buf", 16, 1, I64).align(4),
            &[("scatter4_scaled.rg", 0)],
        ),
        // ... else two dword scatters.
        (
            "xehp",
            Kernel::new(Op::Scatter, "buf", 16, 1, F64).align(2),
            &[("scatter_scaled.4", 0), ("scatter_scaled.4", 4)],
        ),
        // Dwords.
        (
            "dg2",
            Kernel::new(Op::Scatter, "buf", 16, 1, I32),
            &[("scatter_scaled.4", 0)],
        ),
        (
            "dg2",
            Kernel::new(Op::Scatter, "buf", 16, 3, F32).align(4),
            &[("scatter4_scaled.rgb", 0)],
        ),
        (
            "skl",
            Kernel::new(Op::Scatter, "glb", 16, 4, I32).align(4),
            &[("scatter4_scaled.rgba", 0)],
        ),
        (
            "dg2",
            Kernel::new(Op::Scatter, "buf", 16, 3, F32).align(2),
            &[
                ("scatter_scaled.4", 0),
                ("scatter_scaled.4", 4),
                ("scatter_scaled.4", 8),
            ],
        ),
        // Bytes.
        (
            "icllp",
            Kernel::new(Op::Scatter, "buf", 16, 2, I8).align(1),
            &[("scatter_scaled.1", 0), ("scatter_scaled.1", 1)],
        ),
        // Gathers: one dword or element per message.
        (
            "dg2",
            Kernel::new(Op::Gather, "buf", 16, 4, F32).align(16),
            &[
                ("gather_scaled.4", 0),
                ("gather_scaled.4", 4),
                ("gather_scaled.4", 8),
                ("gather_scaled.4", 12),
            ],
        ),
        (
            "tgllp",
            Kernel::new(Op::Gather, "buf", 16, 3, I16),
            &[
                ("gather_scaled.2", 0),
                ("gather_scaled.2", 2),
                ("gather_scaled.2", 4),
            ],
        ),
        (
            "tgllp",
            Kernel::new(Op::Gather, "buf", 8, 1, I64).align(8),
            &[("gather_scaled.4", 0), ("gather_scaled.4", 4)],
        ),
        (
            "dg2",
            Kernel::new(Op::Gather, "buf", 8, 1, I8),
            &[("gather_scaled.1", 0)],
        ),
        // Typed reads.
        (
            "dg2",
            Kernel::new(Op::ImageLoad, "img3", 8, 2, F32),
            &[("gather4_typed.rg", 0)],
        ),
        (
            "pvc",
            Kernel::new(Op::ImageLoad, "img", 16, 4, F32),
            &[("gather4_typed.rgba", 0), ("gather4_typed.rgba", 0)],
        ),
    ];
    for (t, k, want) in cases {
        let mut m = k.build();
        legalize(&mut m, target(t)).expect("legalize");
        let want: Vec<(String, u32)> = want.iter().map(|(s, o)| (s.to_string(), *o)).collect();
        assert_eq!(choices(&m), want, "{k:?} on {t}:\n{}", text(&m));
        verify_legal(&m, target(t)).unwrap_or_else(|e| panic!("{e:?}\n{}", text(&m)));
    }
}

#[test]
fn pack_channels_inserts_the_register_conversions() {
    let after = |k: Kernel, t: &str| {
        let mut m = k.build();
        legalize(&mut m, target(t)).expect("legalize");
        verify_legal(&m, target(t)).unwrap_or_else(|e| panic!("{e:?}\n{}", text(&m)));
        body(&m)
    };
    assert_eq!(
        after(Kernel::new(Op::Gather, "buf", 16, 1, I8).no_base(), "dg2"),
        "func @k(%off: vec<16 x i32>, %m: mask<16>) {
entry:
  %0 = gather @buf[%off] mask %m align 1 via gather_scaled.1 : vec<16 x i32>
  %v = trunc %0 : vec<16 x i8>
  sink %v
  ret
}
"
    );
    assert_eq!(
        after(
            Kernel::new(Op::Gather, "lds", 8, 1, F16)
                .no_base()
                .no_mask(),
            "tgllp"
        ),
        "func @k(%off: vec<8 x i32>) {
entry:
  %0 = gather @lds[%off] align 2 via gather_scaled.2 : vec<8 x i32>
  %1 = trunc %0 : vec<8 x i16>
  %v = bitcast %1 : vec<8 x f16>
  sink %v
  ret
}
"
    );
    assert_eq!(
        after(
            Kernel::new(Op::Scatter, "glb", 8, 1, F16)
                .no_base()
                .no_mask(),
            "pvc"
        ),
        "func @k(%off: vec<8 x i32>, %data: vec<8 x f16>) {
entry:
  %0 = bitcast %data : vec<8 x i16>
  %1 = zext %0 : vec<8 x i32>
  scatter @glb[%off], %1 align 2 via scatter_scaled.2
  ret
}
"
    );
    assert_eq!(
        after(
            Kernel::new(Op::Scatter, "buf", 16, 1, I64)
                .align(4)
                .no_base()
                .no_mask(),
            "tgllp"
        ),
        "func @k(%off: vec<16 x i32>, %data: vec<16 x i64>) {
entry:
  %0 = bitcast %data : vec<16 x 2 x i32>
  scatter @buf[%off], %0 align 4 via scatter4_scaled.rg
  ret
}
"
    );
}

#[test]
fn every_pass_is_idempotent() {
    let kernels = [
        Kernel::new(Op::Gather, "buf", 100, 3, I16),
        Kernel::new(Op::Gather, "glb", 33, 2, F64).align(8),
        Kernel::new(Op::Scatter, "buf", 31, 1, I64).align(4),
        Kernel::new(Op::Scatter, "lds", 12, 4, F32)
            .align(16)
            .no_mask(),
        Kernel::new(Op::Scatter, "buf", 5, 2, I8),
        Kernel::new(Op::ImageLoad, "img", 20, 2, F32).lod(),
    ];
    for t in TARGETS {
        for k in kernels {
            let mut m = k.build();
            for (stage, name) in STAGES.iter().enumerate() {
                run_stage(stage, &mut m, t).expect("first run");
                let once = print::print_module(&m);
                assert_eq!(
                    run_stage(stage, &mut m, t),
                    Ok(false),
                    "{name} reports a change the second time ({k:?} on {})",
                    t.name
                );
                assert_eq!(print::print_module(&m), once, "{name}");
            }
            // And the pipeline as a whole.
            let once = print::print_module(&m);
            legalize(&mut m, t).expect("second pipeline");
            assert_eq!(print::print_module(&m), once);
            verify_legal(&m, t).unwrap_or_else(|e| panic!("{e:?}\n{}", text(&m)));
        }
    }
}

#[test]
fn every_pass_needs_a_target() {
    for (stage, name) in STAGES.iter().enumerate() {
        let mut m = Kernel::new(Op::Gather, "buf", 16, 1, F32).build();
        let r = match stage {
            0 => run(SplitLanes, &mut m, None),
            1 => run(PickBlocks, &mut m, None),
            _ => run(PackChannels, &mut m, None),
        };
        assert_eq!(
            r,
            Err(PassError::NeedsTarget {
                pass: name.to_string()
            })
        );
    }
}

#[test]
fn legalised_modules_pass_the_ir_verifier() {
    for t in TARGETS {
        for k in [
            Kernel::new(Op::Gather, "buf", 45, 4, I8),
            Kernel::new(Op::Scatter, "glb", 45, 3, F64).align(2),
            Kernel::new(Op::ImageLoad, "img1", 45, 1, I32),
        ] {
            let mut m = k.build();
            legalize(&mut m, t).expect("legalize");
            verify::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}\n{}", text(&m)));
            verify_legal(&m, t).unwrap_or_else(|e| panic!("{e:?}\n{}", text(&m)));
        }
    }
}

#[test]
fn a_refusal_leaves_the_function_well_formed() {
    // A 31-lane gather (split first) followed by an image.store (refused): the error names the
    // store, and the gather's rewrite is complete (its uses point at the new value).
    let mut m = module();
    let img = m.surface_by_name("img").expect("img");
    let buf = m.surface_by_name("buf").expect("buf");
    let mut f = Function::new("k");
    let mut b = builder::FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let off = b.param(entry, Type::vec(31, I32), "off");
    let u = b.param(entry, Type::vec(8, I32), "u");
    let px = b.param(entry, Type::chan_vec(8, 4, F32), "px");
    b.switch_to(entry);
    let v = b.named("v").gather(
        Address {
            surface: buf,
            base: None,
            offsets: off,
        },
        None,
        4,
        Type::vec(31, F32),
    );
    b.set_loc(Loc::new(9, 3));
    let coords = ImageCoords {
        uvr: [u, u].into_iter().collect(),
        lod: None,
    };
    b.image_store(img, coords, px, None, ChannelMask::RGBA);
    b.set_loc(Loc::UNKNOWN);
    b.sink(&[v]);
    b.ret();
    m.functions.push(f);
    let err = run(SplitLanes, &mut m, Some(target("dg2"))).expect_err("refused");
    assert!(
        matches!(&err, PassError::Refused { loc, op, .. } if loc.line == 9 && op == "image.store vec<8 x 4 x f32>"),
        "{err:?}"
    );
    let t = text(&m);
    assert!(!t.contains("undefined"), "{t}");
    assert!(t.contains("%v = extract"), "{t}");
    assert!(t.contains("sink %v"), "{t}");
}

#[test]
fn the_pipeline_runs_by_name_through_the_pass_manager() {
    use memlower_passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};
    let reg = Registry::builtin();
    let mut pm = PassManager::from_pipeline(
        "split-lanes, pick-blocks, pack-channels",
        &reg,
        Instrumentation {
            verify_each: true,
            ..Instrumentation::default()
        },
    )
    .expect("pipeline");
    assert_eq!(
        pm.pass_names(),
        vec!["split-lanes", "pick-blocks", "pack-channels"]
    );
    let mut m = Kernel::new(Op::Scatter, "buf", 33, 1, I64).align(4).build();
    let t = target("tgllp");
    let mut out = Vec::new();
    let report = pm
        .run(
            &mut m,
            &mut AnalysisManager::default(),
            &PassContext { target: Some(t) },
            &mut out,
        )
        .expect("run");
    assert!(report.passes.iter().all(|p| p.changed), "{report:?}");
    verify_legal(&m, t).unwrap_or_else(|e| panic!("{e:?}"));
    // Without a target the first pass says so.
    let mut m = Kernel::new(Op::Gather, "buf", 8, 1, F32).build();
    let err = pm
        .run(
            &mut m,
            &mut AnalysisManager::default(),
            &PassContext { target: None },
            &mut out,
        )
        .expect_err("needs a target");
    assert!(err.to_string().contains("split-lanes"), "{err}");
}

/// The `via` of every scatter of `src` legalised for `target`, in program order.
fn scatter_vias(src: &str, name: &str) -> Vec<String> {
    let mut m = memlower_ir::parse::parse_module(src).expect("parses");
    legalize(&mut m, target(name)).expect("legalises");
    let f = &m.functions[0];
    memory_ops(&m)
        .into_iter()
        .filter(|&i| matches!(f.inst(i).kind, InstKind::Scatter { .. }))
        .map(|i| f.inst(i).kind.via().expect("a via").to_string())
        .collect()
}

/// 64-bit lanes read by gathers (two dword gathers each) and 64-bit lanes computed (qword
/// lanes), both stored through one aligned scatter, for N lanes.
const QWORD_STORES: &str = r#"
surface @src : untyped
surface @dst : untyped

func @k(%off: vec<N x i32>) {
entry:
  %v = gather @src[%off] align 8 : vec<N x i64>
  %p = bitcast %v : vec<N x f64>
  scatter @dst[%off], %p align 8
  %x = xor %v, %v : vec<N x i64>
  scatter @dst[%off], %x align 8
  ret
}
"#;

#[test]
fn gathered_qwords_are_stored_from_their_dword_planes() {
    // On a target with QW_SCATTER, gathered qwords sit in low and high dword planes: rg writes
    // them in place, qw_scatter would zip them first. Computed qwords are in qword lanes: there
    // qw_scatter needs nothing and rg would unzip. Targets without QW_SCATTER use rg for both.
    // 33 lanes: two 16-lane pieces and a padded one, whose `undef` padding keeps the choice.
    for n in [16u32, 32, 33] {
        let src = QWORD_STORES.replace("vec<N", &format!("vec<{n}"));
        let per_scatter = n.div_ceil(16);
        for (t, computed) in [
            ("dg2", "qw_scatter.1"),
            ("xehp", "qw_scatter.1"),
            ("pvc", "qw_scatter.1"),
            ("tgllp", "scatter4_scaled.rg"),
        ] {
            let mut want = vec!["scatter4_scaled.rg".to_string(); per_scatter as usize];
            want.extend(vec![computed.to_string(); per_scatter as usize]);
            assert_eq!(scatter_vias(&src, t), want, "{t}, {n} lanes");
        }
    }
}
