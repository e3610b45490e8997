//! The reference interpreter on value ops (constants, lanes, integer and float arithmetic,
//! compares, selects, lane ranges, channels and casts), against values worked out by hand in
//! each test.

mod interp_common;

use interp_common::*;

// ---------------------------------------------------------------- constants and lanes

#[test]
fn constants_truncate_round_and_splat() {
    let out = eval_kernel(&[], &[], |b, _| {
        let a = b.iconst(vt(3, I8), -1);
        let c = b.iconst_vec(vt(3, I16), &[1, -2, 0x1_2345]);
        let h = b.fconst(Type::Scalar(F16), 0.1);
        let f = b.fconst(vt(2, F32), -1.5);
        let m = b.iconst_vec(Type::mask(3), &[1, 0, 1]);
        vec![a, c, h, f, m]
    });
    assert_eq!(
        out[0],
        Val::from_bits(vt(3, I8), &[0xFF, 0xFF, 0xFF]).unwrap()
    );
    // 0x1_2345 does not fit i16; the low 16 bits are kept.
    assert_eq!(
        out[1],
        Val::from_bits(vt(3, I16), &[1, 0xFFFE, 0x2345]).unwrap()
    );
    // 0.1 lies between the f16 values 0x2E66 (0.0999755859375) and 0x2E67 (0.10003662109375).
    assert_eq!(out[2].bits(), &[0x2E66]);
    assert_eq!(out[3].bits(), &[0xBFC0_0000, 0xBFC0_0000]);
    assert_eq!(out[4], Val::mask(&[true, false, true]));
}

#[test]
fn splat_and_lane_index() {
    let out = eval_kernel(&[Type::I32], &[Val::i32(-7)], |b, p| {
        let s = b.splat(p[0], vt(3, I32));
        let idx = b.lane_index(4);
        let i8s = b.insert(InstKind::LaneIndex, Some(vt(300, I8)));
        let i8s = b.func.result(i8s).unwrap();
        let tail = b.extract(i8s, 254, 4);
        vec![s, idx, tail]
    });
    assert_eq!(out[0], ints(vt(3, I32), &[-7, -7, -7]));
    assert_eq!(out[1], ints(vt(4, I32), &[0, 1, 2, 3]));
    // lane.index wraps at the element width: lanes 254..258 of an i8 vector.
    assert_eq!(
        out[2],
        Val::from_bits(vt(4, I8), &[254, 255, 0, 1]).unwrap()
    );
}

#[test]
fn undef_is_undefined_everywhere_and_harmless_in_disabled_lanes() {
    let out = eval_kernel(&[], &[], |b, _| {
        vec![
            b.undef(vt(2, I32)),
            b.undef(Type::mask(3)),
            b.undef(Type::Scalar(F32)),
        ]
    });
    assert_eq!(out[0], Val::undefined(vt(2, I32)));
    assert!((0..3).all(|i| out[1].is_undefined(i)));
    assert!(out[2].is_undefined(0));
    // The padding split-lanes makes: an offset lane from `undef`, disabled by the mask.
    let (mut m, buf) = buffer_module();
    kernel(&mut m, &[vt(1, I32), Type::mask(2)], |b, p| {
        let pad = b.undef(vt(1, I32));
        let off = b.concat(&[p[0], pad]);
        vec![b.gather(at(buf, None, off), Some(p[1]), 4, vt(2, I32))]
    });
    let mem = memory_with(&m, buf, &counting(8));
    let args = [ints(vt(1, I32), &[4]), Val::mask(&[true, false])];
    let out = run(&m, &args, &mut mem.clone()).unwrap();
    assert_eq!(
        out.sinks[0].values[0].elems(),
        vec![Some(0x0706_0504), None]
    );
    // Enabled, the undefined offset is undefined behaviour.
    let args = [ints(vt(1, I32), &[4]), Val::mask(&[true, true])];
    assert_eq!(
        ub_of(run(&m, &args, &mut mem.clone())),
        (
            "gather",
            Ub::UndefinedOperand {
                operand: "offset",
                lane: Some(1)
            }
        )
    );
}

// ---------------------------------------------------------------- integer arithmetic

fn binop(op: BinOp, ty: Type, a: &[i64], b: &[i64]) -> Val {
    eval_kernel(&[ty, ty], &[ints(ty, a), ints(ty, b)], |bd, p| {
        vec![bd.binary(op, p[0], p[1])]
    })
    .remove(0)
}

#[test]
fn integer_arithmetic_wraps_at_the_element_width() {
    assert_eq!(
        binop(BinOp::Add, vt(3, I8), &[0x7F, 0xFF, 0x80], &[1, 1, 0x80]).bits(),
        &[0x80, 0x00, 0x00]
    );
    assert_eq!(
        binop(BinOp::Sub, vt(2, I16), &[0, 5], &[1, 7]).bits(),
        &[0xFFFF, 0xFFFE]
    );
    assert_eq!(
        binop(BinOp::Mul, vt(2, I32), &[0x1_0000, -1], &[0x1_0000, -1]).bits(),
        &[0, 1]
    );
    assert_eq!(
        binop(BinOp::Mul, vt(2, I64), &[1 << 32, 3], &[1 << 32, -5]).bits(),
        &[0, (-15i64) as u64]
    );
    assert_eq!(
        binop(BinOp::And, vt(1, I32), &[0b1100], &[0b1010]).bits(),
        &[0b1000]
    );
    assert_eq!(
        binop(BinOp::Or, vt(1, I32), &[0b1100], &[0b1010]).bits(),
        &[0b1110]
    );
    assert_eq!(
        binop(BinOp::Xor, vt(1, I32), &[0b1100], &[0b1010]).bits(),
        &[0b0110]
    );
}

#[test]
fn shifts_by_the_width_or_more_are_undefined() {
    let shl = binop(
        BinOp::Shl,
        vt(4, I32),
        &[1, 1, 1, 0x8000_0001],
        &[31, 32, -1, 1],
    );
    assert_eq!(shl.elems(), vec![Some(0x8000_0000), None, None, Some(2)]);
    let lshr = binop(BinOp::LShr, vt(3, I16), &[0x8000, 0x8000, -1], &[15, 16, 0]);
    assert_eq!(lshr.elems(), vec![Some(1), None, Some(0xFFFF)]);
    let shl64 = binop(BinOp::Shl, vt(2, I64), &[3, 3], &[63, 64]);
    assert_eq!(shl64.elems(), vec![Some(1 << 63), None]);
}

#[test]
fn mask_logic() {
    let a = [true, true, false, false];
    let b = [true, false, true, false];
    let out = eval_kernel(
        &[Type::mask(4), Type::mask(4)],
        &[Val::mask(&a), Val::mask(&b)],
        |bd, p| {
            vec![
                bd.binary(BinOp::And, p[0], p[1]),
                bd.binary(BinOp::Or, p[0], p[1]),
                bd.binary(BinOp::Xor, p[0], p[1]),
            ]
        },
    );
    assert_eq!(out[0], Val::mask(&[true, false, false, false]));
    assert_eq!(out[1], Val::mask(&[true, true, true, false]));
    assert_eq!(out[2], Val::mask(&[false, true, true, false]));
}

// ---------------------------------------------------------------- floats

fn fbin(op: BinOp, ty: Type, a: &[u64], b: &[u64]) -> Vec<u64> {
    let va = Val::from_bits(ty, a).unwrap();
    let vb = Val::from_bits(ty, b).unwrap();
    eval_kernel(
        &[ty, ty],
        &[va, vb],
        |bd, p| vec![bd.binary(op, p[0], p[1])],
    )
    .remove(0)
    .bits()
    .to_vec()
}

#[test]
fn f16_arithmetic_rounds_once_to_nearest_even() {
    let t = vt(5, F16);
    // 1 + 2^-11 is halfway between 1 (mantissa 0, even) and 1 + 2^-10: 1.
    // 1 + 3 * 2^-11 is halfway between 1 + 2^-10 (odd) and 1 + 2^-9 (even): 1 + 2^-9 = 0x3C02.
    // 65504 + 16 is halfway to 65536 = infinity, and the even side is infinity.
    // 2^-24 (smallest subnormal) * 0.5 is a tie between 0 and 2^-24: 0.
    // inf - inf is NaN: the canonical 0x7E00.
    let sum = fbin(
        BinOp::Add,
        t,
        &[0x3C00, 0x3C00, 0x7BFF, 0x3C00, 0x7C00],
        &[0x1000, 0x1600, 0x4C00, 0x3800, 0xFC00],
    );
    assert_eq!(sum, vec![0x3C00, 0x3C02, 0x7C00, 0x3E00, 0x7E00]);
    let prod = fbin(
        BinOp::Mul,
        vt(3, F16),
        &[0x0001, 0x0003, 0x4100],
        &[0x3800, 0x3800, 0xC000],
    );
    // 3 * 2^-24 * 0.5 = 1.5 units: tie between 1 and 2 units, even is 2. 2.5 * -2 = -5 = 0xC500.
    assert_eq!(prod, vec![0x0000, 0x0002, 0xC500]);
    let diff = fbin(BinOp::Sub, vt(1, F16), &[0x3C00], &[0x3C00]);
    assert_eq!(diff, vec![0x0000]);
}

#[test]
fn f32_and_f64_arithmetic() {
    let f = |x: f32| u64::from(x.to_bits());
    // 2^24 + 1 is a tie between 2^24 and 2^24 + 2: the even one, 2^24.
    let sum = fbin(
        BinOp::Add,
        vt(3, F32),
        &[f(16_777_216.0), f(0.5), f(f32::INFINITY)],
        &[f(1.0), f(0.25), f(f32::NEG_INFINITY)],
    );
    assert_eq!(sum, vec![0x4B80_0000, 0x3F40_0000, 0x7FC0_0000]);
    let prod = fbin(BinOp::Mul, vt(1, F32), &[f(3.0)], &[f(-0.5)]);
    assert_eq!(prod, vec![0xBFC0_0000]);
    let d = |x: f64| x.to_bits();
    let sum64 = fbin(
        BinOp::Sub,
        vt(1, F64),
        &[d(9_007_199_254_740_992.0)],
        &[d(-1.0)],
    );
    assert_eq!(sum64, vec![d(9_007_199_254_740_992.0)]);
}

// ---------------------------------------------------------------- compare and select

#[test]
fn integer_compares_signed_and_unsigned() {
    let t = vt(4, I32);
    let a = ints(t, &[-1, 1, 5, i64::from(i32::MIN)]);
    let b = ints(t, &[1, -1, 5, i64::from(i32::MAX)]);
    let preds = [
        CmpPred::Ult,
        CmpPred::Slt,
        CmpPred::Eq,
        CmpPred::Uge,
        CmpPred::Sge,
        CmpPred::Ne,
    ];
    let out = eval_kernel(&[t, t], &[a, b], |bd, p| {
        preds.iter().map(|&pr| bd.cmp(pr, p[0], p[1])).collect()
    });
    let m = |bits: [u8; 4]| Val::mask(&bits.map(|b| b == 1));
    assert_eq!(out[0], m([0, 1, 0, 0])); // ult: 0xFFFFFFFF < 1? no; 1 < 0xFFFFFFFF
    assert_eq!(out[1], m([1, 0, 0, 1])); // slt
    assert_eq!(out[2], m([0, 0, 1, 0])); // eq
    assert_eq!(out[3], m([1, 0, 1, 1])); // uge
    assert_eq!(out[4], m([0, 1, 1, 0])); // sge
    assert_eq!(out[5], m([1, 1, 0, 1])); // ne
}

#[test]
fn float_compares_ordered_and_unordered() {
    let t = vt(4, F32);
    let a = floats(t, &[f64::NAN, 1.0, -0.0, 2.0]);
    let b = floats(t, &[1.0, f64::NAN, 0.0, 1.0]);
    let preds = [
        CmpPred::Eq,
        CmpPred::Ne,
        CmpPred::Slt,
        CmpPred::Ult,
        CmpPred::Sge,
        CmpPred::Uge,
    ];
    let out = eval_kernel(&[t, t], &[a, b], |bd, p| {
        preds.iter().map(|&pr| bd.cmp(pr, p[0], p[1])).collect()
    });
    let m = |bits: [u8; 4]| Val::mask(&bits.map(|b| b == 1));
    assert_eq!(out[0], m([0, 0, 1, 0])); // eq: ordered, -0 == +0
    assert_eq!(out[1], m([1, 1, 0, 1])); // ne: unordered
    assert_eq!(out[2], m([0, 0, 0, 0])); // slt: ordered
    assert_eq!(out[3], m([1, 1, 0, 0])); // ult: unordered or less
    assert_eq!(out[4], m([0, 0, 1, 1])); // sge: ordered
    assert_eq!(out[5], m([1, 1, 1, 1])); // uge: unordered or >=
}

#[test]
fn select_picks_whole_lanes() {
    let t = Type::chan_vec(2, 2, I32);
    let out = eval_kernel(
        &[Type::mask(3), Type::mask(2), t, t],
        &[
            Val::mask(&[true, false, true]),
            Val::mask(&[false, true]),
            ints(t, &[1, 2, 3, 4]),
            ints(t, &[10, 20, 30, 40]),
        ],
        |b, p| {
            let x = b.iconst_vec(vt(3, I32), &[1, 2, 3]);
            let y = b.iconst_vec(vt(3, I32), &[10, 20, 30]);
            vec![b.select(p[0], x, y), b.select(p[1], p[2], p[3])]
        },
    );
    assert_eq!(out[0], ints(vt(3, I32), &[1, 20, 3]));
    assert_eq!(out[1], ints(t, &[10, 20, 3, 4]));
}

// ---------------------------------------------------------------- lane ranges and channels

#[test]
fn extract_insert_concat() {
    let out = eval_kernel(&[], &[], |b, _| {
        let idx = b.lane_index(8);
        let mid = b.extract(idx, 4, 3);
        let zeros = b.iconst(vt(6, I32), 0);
        let part = b.iconst_vec(vt(2, I32), &[7, 8]);
        let ins = b.insert_lanes(zeros, part, 2);
        let one = b.iconst(vt(1, I32), 9);
        let cat = b.concat(&[part, one, mid]);
        let m = b.iconst_vec(Type::mask(4), &[1, 0, 0, 1]);
        let mtail = b.extract(m, 2, 2);
        vec![mid, ins, cat, mtail]
    });
    assert_eq!(out[0], ints(vt(3, I32), &[4, 5, 6]));
    assert_eq!(out[1], ints(vt(6, I32), &[0, 0, 7, 8, 0, 0]));
    assert_eq!(out[2], ints(vt(6, I32), &[7, 8, 9, 4, 5, 6]));
    assert_eq!(out[3], Val::mask(&[false, true]));
}

#[test]
fn extract_of_multi_channel_takes_whole_pixels() {
    let t = Type::chan_vec(3, 2, I16);
    let out = eval_kernel(&[t], &[ints(t, &[1, 2, 3, 4, 5, 6])], |b, p| {
        vec![b.extract(p[0], 1, 2)]
    });
    assert_eq!(out[0], ints(Type::chan_vec(2, 2, I16), &[3, 4, 5, 6]));
}

#[test]
fn chan_pack_and_extract_are_lane_major() {
    let out = eval_kernel(&[], &[], |b, _| {
        let r = b.iconst_vec(vt(2, I32), &[1, 2]);
        let g = b.iconst_vec(vt(2, I32), &[10, 20]);
        let a = b.iconst_vec(vt(2, I32), &[100, 200]);
        let px = b.chan_pack(&[r, g, a]);
        let g2 = b.chan_extract(px, 1);
        vec![px, g2]
    });
    // Lane 0 is (r0, g0, a0), then lane 1.
    assert_eq!(
        out[0],
        ints(Type::chan_vec(2, 3, I32), &[1, 10, 100, 2, 20, 200])
    );
    assert_eq!(out[1], ints(vt(2, I32), &[10, 20]));
}

// ---------------------------------------------------------------- casts

#[test]
fn integer_casts() {
    let out = eval_kernel(&[], &[], |b, _| {
        let x = b.iconst_vec(vt(2, I8), &[-1, 0x7F]);
        let z = b.cast(CastOp::ZExt, x, vt(2, I32));
        let s = b.cast(CastOp::SExt, x, vt(2, I32));
        let w = b.iconst_vec(vt(2, I32), &[0x1234, 0xFF80]);
        let t = b.cast(CastOp::Trunc, w, vt(2, I8));
        let m1 = b.iconst(Type::I32, -1);
        let s64 = b.cast(CastOp::SExt, m1, Type::Scalar(I64));
        vec![z, s, t, s64]
    });
    assert_eq!(out[0].bits(), &[0xFF, 0x7F]);
    assert_eq!(out[1].bits(), &[0xFFFF_FFFF, 0x7F]);
    assert_eq!(out[2].bits(), &[0x34, 0x80]);
    assert_eq!(out[3].bits(), &[u64::MAX]);
}

#[test]
fn bitcast_keeps_each_lanes_bytes() {
    let q = vt(2, I64);
    let out = eval_kernel(
        &[q],
        &[Val::from_bits(q, &[0x1111_1111_2222_2222, 0x3333_3333_4444_4444]).unwrap()],
        |b, p| {
            let pair = b.cast(CastOp::Bitcast, p[0], Type::chan_vec(2, 2, I32));
            let back = b.cast(CastOp::Bitcast, pair, q);
            let f = b.insert(
                InstKind::Const {
                    value: ConstValue::Float(
                        [1.0f64.to_bits(), (-2.0f64).to_bits()]
                            .into_iter()
                            .collect(),
                    ),
                },
                Some(vt(2, F32)),
            );
            let f = b.func.result(f).unwrap();
            let fi = b.cast(CastOp::Bitcast, f, vt(2, I32));
            let bytes = b.iconst_vec(Type::chan_vec(1, 4, I8), &[1, 2, 3, 4]);
            let word = b.cast(CastOp::Bitcast, bytes, vt(1, I32));
            let h = b.iconst_vec(Type::chan_vec(1, 2, I16), &[0x3C00, 0xC000]);
            let hf = b.cast(CastOp::Bitcast, h, Type::chan_vec(1, 2, F16));
            vec![pair, back, fi, word, hf]
        },
    );
    // The low dword of each i64 is channel 0.
    assert_eq!(
        out[0].bits(),
        &[0x2222_2222, 0x1111_1111, 0x4444_4444, 0x3333_3333]
    );
    assert_eq!(
        out[1].bits(),
        &[0x1111_1111_2222_2222, 0x3333_3333_4444_4444]
    );
    assert_eq!(out[2].bits(), &[0x3F80_0000, 0xC000_0000]);
    assert_eq!(out[3].bits(), &[0x0403_0201]);
    assert_eq!(out[4].get_float(0), Some(1.0));
    assert_eq!(out[4].get_float(1), Some(-2.0));
}
