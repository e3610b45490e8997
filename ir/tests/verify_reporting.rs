//! The verifier's reporting (sorted, complete, rendered with and without source) and its
//! robustness: malformed arenas and random corruption are errors, never panics.

#[macro_use]
mod verify_common;

use verify_common::*;

// ---------------------------------------------------------------------------------------------
// Reporting

#[test]
fn errors_are_sorted_by_location_and_all_reported() {
    let m = kernel(&[("x", Type::I32), ("v", vec(4, I32))], |b, _, p| {
        b.set_loc(Loc::new(9, 3));
        let a = b.add(p[0], p[1]);
        b.set_loc(Loc::new(4, 3));
        let c = b.iconst(Type::Scalar(I8), 1000);
        b.set_loc(Loc::new(6, 3));
        b.sink(&[a, c]);
    });
    let errs = errors(&m);
    let locs: Vec<Loc> = errs.iter().map(|e| e.loc()).collect();
    // The const at line 4, the add at line 9; `ret` (unknown location) is fine.
    assert_eq!(locs, vec![Loc::new(4, 3), Loc::new(9, 3)], "{errs:#?}");
    assert!(matches!(errs[0], VerifyError::BadConst { .. }));
    assert!(matches!(
        errs[1],
        VerifyError::TypeMismatch {
            operand: Operand::Rhs,
            ..
        }
    ));
}

#[test]
fn verify_function_checks_one_function() {
    let m = kernel(&[("x", Type::I32)], |b, _, p| {
        b.sink(&[p[0]]);
    });
    assert_eq!(verify_function(&m, &m.functions[0]), Ok(()));
    let mut bad = m.functions[0].clone();
    bad.blocks[0].insts.pop();
    let errs = verify_function(&m, &bad).unwrap_err();
    assert!(matches!(errs[..], [VerifyError::MissingTerminator { .. }]));
    // A function's name is a rule of the function too: the streaming driver verifies each
    // function alone and must refuse what `verify_module` refuses.
    let mut renamed = m.clone();
    renamed.functions[0].name = "9k".into();
    let alone = verify_function(&renamed, &renamed.functions[0]).unwrap_err();
    assert!(
        matches!(
            alone[..],
            [VerifyError::BadName {
                what: "function",
                ..
            }]
        ),
        "{alone:?}"
    );
    assert_eq!(verify_module(&renamed).unwrap_err(), alone);
}

#[test]
fn renders_with_and_without_source() {
    let source = "func @k(%x: i32) {\nentry:\n  %y = const 300 : i8\n  sink %y\n  ret\n}\n";
    let m = value_kernel(&[("x", Type::I32)], |b, _, _| {
        b.set_loc(Loc::new(3, 3));
        b.named("y").iconst(Type::Scalar(I8), 300)
    });
    let errs = errors(&m);
    assert_eq!(
        diag::render(&errs[0], "k.mir", source),
        "error: the constant does not fit i8: element 0 (300) does not fit in i8\n  --> k.mir:3:3\n   |\n \
         3 |   %y = const 300 : i8\n   |   ^\n   = expected: an integer between -128 and 255\n"
    );
    let m = value_kernel(&[("x", Type::I32)], |b, _, _| {
        b.iconst(Type::Scalar(I8), 300)
    });
    assert_eq!(
        diag::render(&errors(&m)[0], "k.mir", ""),
        "error: the constant does not fit i8: element 0 (300) does not fit in i8 (in `const`, \
         instruction 0 of block `entry`, @k)\n  --> k.mir\n   = expected: an integer between \
         -128 and 255\n"
    );
}

// ---------------------------------------------------------------------------------------------
// Robustness

#[test]
fn malformed_arenas_are_errors_not_panics() {
    let good = || {
        kernel(&[("x", Type::I32)], |b, _, p| {
            let y = b.add(p[0], p[0]);
            b.sink(&[y]);
        })
    };
    accepts(&good());
    let mut m = good();
    m.functions[0].layout.push(Block(40));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].layout.push(Block(0));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].blocks[0].insts.insert(0, Inst(1234));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].blocks[0].insts.insert(0, Inst(0));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].insts[0].result = Some(Value(0)); // the parameter
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].insts[0].result = Some(Value(500));
    rejects!(m, VerifyError::Malformed { .. });
    let mut m = good();
    m.functions[0].blocks[0].params.push(Value(1)); // the add's result
    rejects!(m, VerifyError::Malformed { .. });
}

/// Random corruption of valid functions: ids pointed anywhere, types and attributes changed.
/// Whatever comes out, the verifier returns (it must not panic), and the uncorrupted module
/// is accepted.
#[test]
fn random_corruption_never_panics() {
    let mut rng = Rng::new(7);
    let base = {
        let mut m = diamond(false);
        let s = surfaces(&mut m);
        let f = &mut m.functions[0];
        let mut b = FunctionBuilder::new(f);
        let join = Block(3);
        let last = b.func.blocks[3].insts.pop().unwrap();
        b.switch_to(join);
        let off = b.lane_index(16);
        let msk = b.iconst(Type::mask(16), 1);
        let v = b.gather(addr(s.buf, None, off), Some(msk), 4, vec(16, I32));
        b.scatter(addr(s.lds, None, off), v, Some(msk), 4);
        let u = b.lane_index(8);
        let p = b.image_load(
            s.img,
            coords(&[u, u], None),
            None,
            ChannelMask::RG,
            Type::chan_vec(8, 2, F32),
        );
        let c = b.chan_extract(p, 1);
        b.sink(&[c]);
        b.func.blocks[3].insts.push(last);
        m
    };
    accepts(&base);
    let types = [
        Type::I32,
        vec(16, I32),
        vec(8, F32),
        Type::mask(16),
        Type::mask(1),
        vec(0, I8),
        Type::chan_vec(8, 7, I64),
    ];
    let mut rejected = 0;
    for _ in 0..2000 {
        let mut m = base.clone();
        for _ in 0..rng.range(1, 4) {
            let f = &mut m.functions[0];
            let nv = f.values.len() as u64 + 3;
            let nb = f.blocks.len() as u64 + 2;
            let ni = f.insts.len() as u64 + 2;
            match rng.below(9) {
                0 => {
                    let i = rng.below(f.insts.len() as u64) as usize;
                    f.insts[i]
                        .kind
                        .for_each_operand_mut(|v| *v = Value(rng.below(nv) as u32));
                }
                1 => {
                    let v = rng.below(f.values.len() as u64) as usize;
                    f.values[v].ty = *rng.pick(&types);
                }
                2 => {
                    let b = rng.below(f.layout.len() as u64) as usize;
                    if let Some(slot) = f.layout.get_mut(b) {
                        *slot = Block(rng.below(nb) as u32);
                    }
                }
                3 => {
                    let b = rng.below(f.blocks.len() as u64) as usize;
                    let insts = &mut f.blocks[b].insts;
                    if !insts.is_empty() {
                        let k = rng.below(insts.len() as u64) as usize;
                        insts[k] = Inst(rng.below(ni) as u32);
                    }
                }
                4 => {
                    let i = rng.below(f.insts.len() as u64) as usize;
                    for call in f.insts[i].kind.block_calls_mut() {
                        call.block = Block(rng.below(nb) as u32);
                    }
                }
                5 => {
                    let i = rng.below(f.insts.len() as u64) as usize;
                    match &mut f.insts[i].kind {
                        InstKind::Gather { addr, align, .. }
                        | InstKind::Scatter { addr, align, .. } => {
                            addr.surface = SurfaceRef(rng.below(9) as u32);
                            *align = rng.below(600) as u32;
                        }
                        InstKind::ImageLoad {
                            surface, channels, ..
                        } => {
                            *surface = SurfaceRef(rng.below(9) as u32);
                            *channels = ChannelMask(rng.below(32) as u8);
                        }
                        InstKind::ChanExtract { chan, .. } => *chan = rng.below(256) as u8,
                        _ => {}
                    }
                }
                6 => {
                    let b = rng.below(f.blocks.len() as u64) as usize;
                    f.blocks[b].insts.clear();
                }
                7 => {
                    let i = rng.below(f.insts.len() as u64) as usize;
                    f.insts[i].result = rng.chance(1, 2).then(|| Value(rng.below(nv) as u32));
                }
                _ => {
                    if rng.chance(1, 4) {
                        f.layout.clear();
                    } else {
                        m.surfaces.truncate(rng.below(4) as usize);
                    }
                }
            }
        }
        match verify_module(&m) {
            Err(errs) => {
                rejected += 1;
                assert!(!errs.is_empty());
                for e in errs {
                    // Every error renders, with a location or a site.
                    let text = diag::render(&e, "fuzz.mir", "");
                    assert!(text.starts_with("error: "), "{text}");
                }
            }
            // What the verifier accepts prints, and parses back to the same module.
            Ok(()) => {
                let text = print::print_module(&m);
                let back = parse::parse_module(&text)
                    .unwrap_or_else(|e| panic!("{}", diag::render(&e, "fuzz.mir", &text)));
                assert!(back == m, "round trip changed the module:\n{text}");
                assert_eq!(verify_module(&back), Ok(()));
            }
        }
    }
    // Most corruptions break a rule; some (a changed type nobody checks) do not, and those
    // exercise the round trip.
    assert!(
        (1500..1990).contains(&rejected),
        "{rejected} of 2000 corrupted modules rejected"
    );
}
