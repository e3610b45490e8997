//! The message-level interpreter on ALU instructions, predicates, control flow and the
//! argument/sink ABI.

mod minterp_common;

use minterp_common::*;

// ---- ALU, predicates, control flow, ABI ------------------------------------------------------

#[test]
fn a_counted_loop_with_cmp_and_a_predicated_jump() {
    // t = 0; i = 0; loop: t += i; i += 1; if i < 5 goto loop  =>  t = 10, i = 5.
    let mut k = test_kernel(32);
    let t = k.add_var("t", ElemType::Ud, 1);
    let i = k.add_var("i", ElemType::Ud, 1);
    let p = k.add_pred("p", 1);
    let l = k.add_label("loop");
    let sc = |v| Src::reg(Region::scalar(v, 0));
    let d = |v| Dst::Reg {
        var: v,
        off: 0,
        hstride: 1,
    };
    let alu = |op, dst, srcs: &[Src]| InstKind::Alu {
        op,
        exec: Exec::nm(1),
        pred: None,
        dst,
        srcs: srcs.iter().copied().collect(),
    };
    let sunk = |v| SinkArg {
        var: v,
        off: 0,
        stride: 0,
        ty: Type::I32,
    };
    push(&mut k, alu(AluOp::Mov, d(t), &[ud_imm(0)]));
    push(&mut k, alu(AluOp::Mov, d(i), &[ud_imm(0)]));
    push(&mut k, InstKind::Label(l));
    push(&mut k, InstKind::Sink(vec![sunk(t)])); // recorded on every iteration
    push(&mut k, alu(AluOp::Add, d(t), &[sc(t), sc(i)]));
    push(&mut k, alu(AluOp::Add, d(i), &[sc(i), ud_imm(1)]));
    push(
        &mut k,
        InstKind::Cmp {
            rel: CmpRel::Lt,
            exec: Exec::nm(1),
            dst: p,
            srcs: [sc(i), ud_imm(5)],
        },
    );
    push(
        &mut k,
        InstKind::Jmp {
            pred: Some(PredUse {
                pred: p,
                negate: false,
            }),
            target: l,
        },
    );
    push(&mut k, InstKind::Sink(vec![sunk(t), sunk(i)]));
    push(&mut k, InstKind::Ret);
    let out = run_kernel(&k, &[], &mut test_memory(&[]), &Options::default()).unwrap();
    let ints: Vec<Vec<Option<u64>>> = out
        .outcome
        .sinks
        .iter()
        .map(|s| s.values.iter().map(|v| v.get(0)).collect())
        .collect();
    let one = |x| vec![Some(x)];
    assert_eq!(
        ints,
        vec![
            one(0),
            one(0),
            one(1),
            one(3),
            one(6),
            vec![Some(10), Some(5)]
        ]
    );
    // 2 movs, the label, 5 iterations of sink, add, add, cmp, jmp, the label again after
    // each of the 4 jumps taken, the final sink and ret.
    assert_eq!(out.outcome.steps, 2 + 1 + 5 * 5 + 4 + 2);

    // The same loop jumping on an undefined predicate: UB. Without the exit: the step limit.
    let mut k2 = k.clone();
    k2.insts.remove(6); // the cmp
    let err = run_kernel(&k2, &[], &mut test_memory(&[]), &Options::default()).unwrap_err();
    assert!(matches!(
        err,
        MInterpError::UndefinedBehaviour {
            ub: Ub::UndefinedOperand {
                operand: "condition",
                ..
            },
            ..
        }
    ));
    let mut k3 = k.clone();
    k3.insts[7].kind = InstKind::Jmp {
        pred: None,
        target: l,
    };
    let opts = Options {
        max_steps: 1000,
        ..Options::default()
    };
    let err = run_kernel(&k3, &[], &mut test_memory(&[]), &opts).unwrap_err();
    assert!(matches!(err, MInterpError::StepLimit { limit: 1000, .. }));
}

#[test]
fn sel_setp_cmp_and_predicate_moves() {
    let mut k = test_kernel(32);
    let a = k.add_var("a", ElemType::F, 8);
    let out = k.add_var("out", ElemType::F, 8);
    let bits = k.add_var("bits", ElemType::Ud, 1);
    let sum = k.add_var("sum", ElemType::F, 8);
    let p = k.add_pred("p", 8);
    let q = k.add_pred("q", 8);
    let vec8 = |v| Src::reg(Region::strided(v, 0, 1));
    let d = |v| Dst::Reg {
        var: v,
        off: 0,
        hstride: 1,
    };
    let f = |x: f32| {
        Src::Imm(Imm::Scalar {
            bits: u64::from(x.to_bits()),
            ty: ElemType::F,
        })
    };
    // p = a < 0 (ordered: NaN lanes are false); q = !p via xor with an all-ones predicate.
    push(
        &mut k,
        InstKind::Cmp {
            rel: CmpRel::Lt,
            exec: Exec::nm(8),
            dst: p,
            srcs: [vec8(a), f(0.0)],
        },
    );
    // out = p ? -a : a (an absolute value), via sel with (-).
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Sel,
            exec: Exec::nm(8),
            pred: Some(PredUse {
                pred: p,
                negate: false,
            }),
            dst: d(out),
            srcs: smallvec![
                Src::Reg {
                    region: Region::strided(a, 0, 1),
                    neg: true
                },
                vec8(a)
            ],
        },
    );
    // bits = p as an integer (flag bits past its 8 lanes are undefined until the `and`);
    // q = setp((bits ^ 0xFF) & 0xFF) = !p.
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Mov,
            exec: Exec::nm(1),
            pred: None,
            dst: d(bits),
            srcs: smallvec![Src::Pred(p)],
        },
    );
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Xor,
            exec: Exec::nm(1),
            pred: None,
            dst: d(bits),
            srcs: smallvec![Src::reg(Region::scalar(bits, 0)), ud_imm(0xFF)],
        },
    );
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::And,
            exec: Exec::nm(1),
            pred: None,
            dst: d(bits),
            srcs: smallvec![Src::reg(Region::scalar(bits, 0)), ud_imm(0xFF)],
        },
    );
    push(
        &mut k,
        InstKind::Setp {
            exec: Exec::nm(8),
            dst: q,
            src: Src::reg(Region::scalar(bits, 0)),
        },
    );
    // sum = out + a where q (a >= 0 or NaN), untouched elsewhere.
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Mov,
            exec: Exec::nm(8),
            pred: None,
            dst: d(sum),
            srcs: smallvec![f(-7.0)],
        },
    );
    push(
        &mut k,
        InstKind::Alu {
            op: AluOp::Add,
            exec: Exec::nm(8),
            pred: Some(PredUse {
                pred: q,
                negate: false,
            }),
            dst: d(sum),
            srcs: smallvec![vec8(out), vec8(a)],
        },
    );
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    let nan = f32::from_bits(0x7FC0_1234); // a NaN with a payload
    let xs = [1.5f32, -2.0, 0.0, -0.0, nan, -1e-40, 3.0, f32::INFINITY];
    put_dwords(&mut mc, a, 0, &xs.map(f32::to_bits));
    mc.run(&mut test_memory(&[])).unwrap();
    let fl = |v| -> Vec<u32> {
        get_dwords(&mc, v, 8)
            .into_iter()
            .map(|x| x.unwrap())
            .collect()
    };
    let abs: Vec<u32> = [1.5f32, 2.0, 0.0, -0.0, nan, 1e-40, 3.0, f32::INFINITY]
        .map(f32::to_bits)
        .to_vec();
    assert_eq!(fl(out), abs);
    // p was set for lanes 1 and 5 (-2.0, -1e-40: subnormals are kept): bits = 0b0010_0010.
    assert_eq!(get_dwords(&mc, bits, 1), [Some(0xFF ^ 0b0010_0010)]);
    let mut sums: Vec<u32> = [3.0f32, -7.0, 0.0, -0.0, 0.0, -7.0, 6.0, f32::INFINITY]
        .map(f32::to_bits)
        .to_vec();
    sums[4] = 0x7FC0_0000; // NaN + NaN is the canonical quiet NaN, payload dropped
    assert_eq!(fl(sum), sums);
}

#[test]
fn arguments_and_sinks_round_trip_channels_and_masks_through_registers() {
    let mut k = test_kernel(32);
    let rg = k.add_var("rg", ElemType::F, 16); // vec<8 x 2 x f32>: channel stride 32 bytes
    let m = k.add_var("m", ElemType::Ud, 2); // mask<40>: two dwords of bits
    k.args = vec![rg, m];
    let rg_ty = Type::chan_vec(8, 2, ScalarType::F32);
    let places = vec![
        SinkArg {
            var: rg,
            off: 0,
            stride: 32,
            ty: rg_ty,
        },
        SinkArg {
            var: m,
            off: 0,
            stride: 0,
            ty: Type::mask(40),
        },
    ];
    push(&mut k, InstKind::Sink(places.clone()));
    push(&mut k, InstKind::Ret);
    let xs: Vec<f64> = (0..16).map(f64::from).collect();
    let v = Val::floats(rg_ty, &xs).unwrap();
    let lanes: Vec<bool> = (0..40).map(|i| i % 3 == 0).collect();
    let mask = Val::mask(&lanes);
    let args = [v.clone(), mask.clone()];

    // The host sets every bit the ABI leaves to it: the mask's bits 40..63.
    let ones = Options {
        host_fill: HostFill::Ones,
        ..Options::default()
    };
    let mut mc = Machine::new(&k, ones).unwrap();
    mc.set_args(&args).unwrap();
    // Lane-major value, channel-major registers: lane 1 channel 1 (value 3.0) is dword 8 + 1.
    assert_eq!(get_dwords(&mc, rg, 16)[9], Some(3f32.to_bits()));
    // Lanes 0, 3, 6, ...: bits 0, 3, ..., 30 of dword 0; lanes 33, 36, 39: bits 1, 4, 7; the
    // host's bits 8..31 of dword 1 as it left them.
    assert_eq!(
        get_dwords(&mc, m, 2),
        [Some(0x4924_9249), Some(0xFFFF_FF92)]
    );
    assert_eq!(mc.read(&places[1]).unwrap(), mask);
    // By default the host's bits are undefined: dword 1 is no longer a defined number, but
    // the mask's own 40 lanes still read back.
    let mut mc = Machine::new(&k, Options::default()).unwrap();
    mc.set_args(&args).unwrap();
    assert_eq!(get_dwords(&mc, m, 2), [Some(0x4924_9249), None]);
    assert_eq!(mc.read(&places[1]).unwrap(), mask);

    let out = run_kernel(&k, &args, &mut test_memory(&[]), &Options::default()).unwrap();
    assert_eq!(out.outcome.sinks.len(), 1);
    assert_eq!(out.outcome.sinks[0].values, args);
    // Wrong arguments are an error, not a panic.
    let err = run_kernel(&k, &args[..1], &mut test_memory(&[]), &Options::default());
    assert!(matches!(err, Err(MInterpError::Arguments { .. })));
    let wide = Val::mask(&[true; 96]);
    let err = run_kernel(&k, &[v, wide], &mut test_memory(&[]), &Options::default());
    assert!(
        matches!(err, Err(MInterpError::Arguments { .. })),
        "{err:?}"
    );
}
