//! The verifier's per-op rules (docs/ARCHITECTURE.md §2): constants, splats, lane indices,
//! binary ops, compares, selects, lane and channel shuffles and casts, each accepted when it
//! follows the rule and rejected with exactly the expected [`VerifyError`] variant when not.

#[macro_use]
mod verify_common;

use verify_common::*;

// ---------------------------------------------------------------------------------------------
// Per-op rules

#[test]
fn constants() {
    let ok: Vec<(Type, ConstValue)> = vec![
        (Type::I32, ConstValue::int(-5)),
        (vec(4, I32), ConstValue::Int(smallvec![0, 4, 8, 12])),
        (vec(16, I32), ConstValue::int(7)),
        (
            Type::chan_vec(2, 2, I16),
            ConstValue::Int(smallvec![1, 2, 3, 4]),
        ),
        (Type::Scalar(I8), ConstValue::int(-128)),
        (Type::Scalar(I8), ConstValue::int(255)),
        (Type::Scalar(I64), ConstValue::int(i64::MIN)),
        (Type::Scalar(F32), ConstValue::float(1.5)),
        (
            vec(2, F16),
            ConstValue::Float(smallvec![0, 2.5f64.to_bits()]),
        ),
        (Type::mask(4), ConstValue::Int(smallvec![1, 0, 1, 1])),
        (Type::mask(32), ConstValue::int(1)),
    ];
    for (ty, value) in ok {
        let m = value_kernel(&[], |b, _, _| {
            b.insert(InstKind::Const { value }, Some(ty));
            Value(0)
        });
        accepts(&m);
    }
    let bad: Vec<(Type, ConstValue, ConstProblem)> = vec![
        (
            vec(4, I32),
            ConstValue::Int(smallvec![0, 4, 8]),
            ConstProblem::Count {
                found: 3,
                elements: 4,
            },
        ),
        (
            Type::I32,
            ConstValue::Int(smallvec![]),
            ConstProblem::Count {
                found: 0,
                elements: 1,
            },
        ),
        (Type::I32, ConstValue::float(1.0), ConstProblem::FloatForInt),
        (
            Type::mask(2),
            ConstValue::float(1.0),
            ConstProblem::FloatForInt,
        ),
        (
            Type::Scalar(F32),
            ConstValue::int(1),
            ConstProblem::IntForFloat,
        ),
        (
            Type::mask(4),
            ConstValue::Int(smallvec![1, 0, 2, 1]),
            ConstProblem::NotABit { index: 2, value: 2 },
        ),
        (
            vec(2, I8),
            ConstValue::Int(smallvec![1, 256]),
            ConstProblem::OutOfRange {
                index: 1,
                value: 256,
                elem: I8,
            },
        ),
        (
            Type::Scalar(I16),
            ConstValue::int(-32769),
            ConstProblem::OutOfRange {
                index: 0,
                value: -32769,
                elem: I16,
            },
        ),
    ];
    for (ty, value, want) in bad {
        let m = value_kernel(&[], |b, _, _| {
            b.insert(InstKind::Const { value }, Some(ty));
            Value(0)
        });
        rejects!(m, VerifyError::BadConst { problem, .. } if *problem == want);
    }
}

#[test]
fn const_out_of_range_says_the_range() {
    let m = value_kernel(&[], |b, _, _| b.iconst(Type::Scalar(I8), 300));
    let e = rejects!(m, VerifyError::BadConst { .. });
    assert_eq!(
        e.expected().as_deref(),
        Some("an integer between -128 and 255")
    );
}

#[test]
fn splat() {
    let m = value_kernel(&[("x", Type::I32), ("c", Type::mask(1))], |b, _, p| {
        let v = b.splat(p[0], vec(16, I32));
        let m = b.splat(p[1], Type::mask(16));
        b.sink(&[v]);
        m
    });
    accepts(&m);
    let m = value_kernel(&[("x", Type::I32)], |b, _, p| b.splat(p[0], vec(16, F32)));
    rejects_mismatch(&m, Operand::Source);
    let m = value_kernel(&[("x", Type::I32)], |b, _, p| {
        b.splat(p[0], Type::chan_vec(16, 2, I32))
    });
    rejects_mismatch(&m, Operand::Result);
    let m = value_kernel(&[("c", Type::mask(4))], |b, _, p| {
        b.splat(p[0], Type::mask(16))
    });
    rejects_mismatch(&m, Operand::Source);
}

#[test]
fn lane_index() {
    let m = value_kernel(&[], |b, _, _| b.lane_index(16));
    accepts(&m);
    let m = value_kernel(&[], |b, _, _| {
        let i = b.insert(InstKind::LaneIndex, Some(vec(16, F32)));
        b.func.result(i).unwrap()
    });
    rejects!(m, VerifyError::TypeMismatch { operand: Operand::Result, found, .. }
        if *found == vec(16, F32));
}

#[test]
fn binary_operands_have_the_result_type() {
    let m = value_kernel(&[("a", vec(16, F32)), ("m", Type::mask(16))], |b, _, p| {
        let s = b.binary(BinOp::Mul, p[0], p[0]);
        let k = b.binary(BinOp::Xor, p[1], p[1]);
        b.sink(&[s]);
        k
    });
    accepts(&m);
    let m = value_kernel(&[("a", vec(16, I32)), ("b", vec(16, F32))], |b, _, p| {
        b.add(p[0], p[1])
    });
    let e = rejects!(m, VerifyError::TypeMismatch { operand: Operand::Rhs, found, .. }
        if *found == vec(16, F32));
    assert_eq!(
        e.expected().as_deref(),
        Some("a vec<16 x i32> right operand (the result type)")
    );
}

#[test]
fn binary_ops_are_defined_on_their_types() {
    for (op, ty, ok) in [
        (BinOp::Shl, vec(8, I16), true),
        (BinOp::Shl, vec(8, F32), false),
        (BinOp::LShr, Type::mask(8), false),
        (BinOp::Add, Type::mask(8), false),
        (BinOp::And, Type::mask(8), true),
        (BinOp::Or, Type::Scalar(F32), false),
        (BinOp::Sub, Type::Scalar(F32), true),
    ] {
        let m = value_kernel(&[("a", ty)], |b, _, p| b.binary(op, p[0], p[0]));
        if ok {
            accepts(&m);
        } else {
            rejects!(m, VerifyError::UnsupportedType { ty: t, .. } if *t == ty);
        }
    }
}

#[test]
fn cmp() {
    let m = value_kernel(
        &[("a", vec(16, I32)), ("x", Type::Scalar(F32))],
        |b, _, p| {
            let lanes = b.cmp(CmpPred::Ult, p[0], p[0]);
            b.sink(&[lanes]);
            b.cmp(CmpPred::Sge, p[1], p[1])
        },
    );
    accepts(&m);
    let m = value_kernel(&[("a", vec(16, I32)), ("b", vec(16, I16))], |b, _, p| {
        b.cmp(CmpPred::Eq, p[0], p[1])
    });
    rejects_mismatch(&m, Operand::Rhs);
    let m = value_kernel(&[("m", Type::mask(16))], |b, _, p| {
        b.cmp(CmpPred::Eq, p[0], p[0])
    });
    rejects!(m, VerifyError::UnsupportedType { .. });
    let m = value_kernel(&[("a", Type::chan_vec(16, 2, I32))], |b, _, p| {
        b.cmp(CmpPred::Eq, p[0], p[0])
    });
    rejects!(m, VerifyError::UnsupportedType { .. });
    let m = value_kernel(&[("a", vec(16, I32))], |b, _, p| {
        let i = b.insert(
            InstKind::Cmp {
                pred: CmpPred::Ne,
                lhs: p[0],
                rhs: p[0],
            },
            Some(Type::mask(8)),
        );
        b.func.result(i).unwrap()
    });
    rejects_mismatch(&m, Operand::Result);
}

#[test]
fn select() {
    let params = [
        ("m", Type::mask(16)),
        ("a", vec(16, F32)),
        ("b", vec(16, F32)),
        ("c", Type::mask(1)),
        ("x", Type::I32),
        ("m8", Type::mask(8)),
    ];
    let m = value_kernel(&params, |b, _, p| {
        let v = b.select(p[0], p[1], p[2]);
        b.sink(&[v]);
        b.select(p[3], p[4], p[4])
    });
    accepts(&m);
    let m = value_kernel(&params, |b, _, p| b.select(p[5], p[1], p[2]));
    let e = rejects!(
        m,
        VerifyError::LaneMismatch {
            operand: Operand::Cond,
            lanes: 8,
            ref_lanes: 16,
            ..
        }
    );
    assert_eq!(e.expected().as_deref(), Some("a mask<16> condition"));
    let m = value_kernel(&params, |b, _, p| b.select(p[4], p[1], p[2]));
    rejects_mismatch(&m, Operand::Cond);
    let m = value_kernel(&params, |b, _, p| b.select(p[0], p[1], p[4]));
    rejects_mismatch(&m, Operand::OnFalse);
}

#[test]
fn extract_and_insert() {
    let m = value_kernel(
        &[("v", Type::chan_vec(16, 2, F32)), ("m", Type::mask(32))],
        |b, _, p| {
            let hi = b.extract(p[0], 8, 8);
            let v = b.insert_lanes(p[0], hi, 0);
            let mh = b.extract(p[1], 16, 16);
            b.sink(&[v, mh]);
            b.insert_lanes(p[1], mh, 16)
        },
    );
    accepts(&m);
    let m = value_kernel(&[("v", vec(16, I32))], |b, _, p| b.extract(p[0], 12, 8));
    let e = rejects!(
        m,
        VerifyError::BadLaneRange {
            start: 12,
            lanes: 8,
            whole_lanes: 16,
            ..
        }
    );
    assert_eq!(e.to_string(), "lanes 12..20 are out of range for 16 lanes (in `extract`, instruction 0 of block `entry`, @k)");
    assert_eq!(
        e.expected().as_deref(),
        Some("a start lane between 0 and 8")
    );
    let m = value_kernel(&[("v", vec(16, I32)), ("w", vec(8, I32))], |b, _, p| {
        b.insert_lanes(p[0], p[1], 9)
    });
    rejects!(
        m,
        VerifyError::BadLaneRange {
            start: 9,
            lanes: 8,
            ..
        }
    );
    let m = value_kernel(&[("v", vec(16, I32)), ("w", vec(8, F32))], |b, _, p| {
        b.insert_lanes(p[0], p[1], 0)
    });
    rejects_mismatch(&m, Operand::Source);
    let m = value_kernel(&[("v", vec(16, I32))], |b, _, p| {
        let i = b.insert(
            InstKind::Extract {
                src: p[0],
                start: 0,
            },
            Some(Type::mask(4)),
        );
        b.func.result(i).unwrap()
    });
    rejects_mismatch(&m, Operand::Result);
    let m = value_kernel(&[("x", Type::I32)], |b, _, p| b.extract(p[0], 0, 1));
    rejects_mismatch(&m, Operand::Source);
}

#[test]
fn extract_one_lane_as_a_scalar() {
    let m = value_kernel(&[("v", vec(16, I32)), ("m", Type::mask(16))], |b, _, p| {
        let m1 = b.extract_lane(p[1], 15);
        b.sink(&[m1]);
        b.extract_lane(p[0], 15)
    });
    accepts(&m);
    assert!(m.functions[0]
        .values
        .iter()
        .any(|v| v.ty == Type::Scalar(I32)));
    let m = value_kernel(&[("v", vec(16, I32))], |b, _, p| b.extract_lane(p[0], 16));
    rejects!(
        m,
        VerifyError::BadLaneRange {
            start: 16,
            lanes: 1,
            whole_lanes: 16,
            ..
        }
    );
    // The scalar has the vector's element type, and only single-channel vectors have one.
    let scalar_of = |src: Type, ty: Type| {
        value_kernel(&[("v", src)], move |b, _, p| {
            let i = b.insert(
                InstKind::Extract {
                    src: p[0],
                    start: 0,
                },
                Some(ty),
            );
            b.func.result(i).unwrap()
        })
    };
    rejects_mismatch(&scalar_of(vec(16, I32), Type::Scalar(F32)), Operand::Result);
    rejects_mismatch(
        &scalar_of(Type::chan_vec(16, 2, F32), Type::Scalar(F32)),
        Operand::Result,
    );
}

#[test]
fn concat() {
    let m = value_kernel(
        &[
            ("a", vec(8, I32)),
            ("b", vec(24, I32)),
            ("x", Type::I32),
            ("m", Type::mask(4)),
        ],
        |b, _, p| {
            let v = b.concat(&[p[0], p[1]]);
            let s = b.concat(&[p[2], p[2], p[0]]);
            b.sink(&[v, s]);
            b.concat(&[p[3], p[3]])
        },
    );
    accepts(&m);
    let m = value_kernel(&[], |b, _, _| {
        let i = b.insert(InstKind::Concat { parts: smallvec![] }, Some(vec(1, I32)));
        b.func.result(i).unwrap()
    });
    rejects!(m, VerifyError::OperandCount { found: 0, .. });
    let m = value_kernel(&[("a", vec(8, I32)), ("b", vec(8, F32))], |b, _, p| {
        b.concat(&[p[0], p[1]])
    });
    rejects_mismatch(&m, Operand::Part(1));
    let m = value_kernel(&[("a", vec(8, I32))], |b, _, p| {
        let i = b.insert(
            InstKind::Concat {
                parts: smallvec![p[0], p[0]],
            },
            Some(vec(24, I32)),
        );
        b.func.result(i).unwrap()
    });
    let e = rejects_mismatch(&m, Operand::Result);
    assert_eq!(
        e.expected().as_deref(),
        Some("a vec<16 x i32> result (the parts one after another)")
    );
}

#[test]
fn chan_extract() {
    let m = value_kernel(&[("p", Type::chan_vec(16, 3, F32))], |b, _, p| {
        b.chan_extract(p[0], 2)
    });
    accepts(&m);
    let m = value_kernel(&[("p", Type::chan_vec(16, 2, F32))], |b, _, p| {
        b.chan_extract(p[0], 2)
    });
    let e = rejects!(m, VerifyError::BadChannelIndex { chan: 2, .. });
    assert_eq!(e.expected().as_deref(), Some("a channel between 0 and 1"));
    let m = value_kernel(&[("v", vec(16, F32))], |b, _, p| b.chan_extract(p[0], 0));
    rejects_mismatch(&m, Operand::Source);
    let m = value_kernel(&[("p", Type::chan_vec(16, 2, F32))], |b, _, p| {
        let i = b.insert(
            InstKind::ChanExtract { src: p[0], chan: 0 },
            Some(vec(16, I32)),
        );
        b.func.result(i).unwrap()
    });
    rejects_mismatch(&m, Operand::Result);
}

#[test]
fn chan_pack() {
    let params = [
        ("a", vec(16, I32)),
        ("b", vec(16, I32)),
        ("f", vec(16, F32)),
    ];
    let m = value_kernel(&params, |b, _, p| {
        let two = b.chan_pack(&[p[0], p[1]]);
        b.sink(&[two]);
        b.chan_pack(&[p[0], p[1], p[0], p[1]])
    });
    accepts(&m);
    let m = value_kernel(&params, |b, _, p| b.chan_pack(&[p[0]]));
    rejects!(m, VerifyError::OperandCount { found: 1, .. });
    let m = value_kernel(&params, |b, _, p| {
        let parts = smallvec![p[0]; 5];
        let i = b.insert(
            InstKind::ChanPack { parts },
            Some(Type::chan_vec(16, 4, I32)),
        );
        b.func.result(i).unwrap()
    });
    rejects!(m, VerifyError::OperandCount { found: 5, .. });
    let m = value_kernel(&params, |b, _, p| b.chan_pack(&[p[0], p[2]]));
    rejects_mismatch(&m, Operand::Part(1));
    let m = value_kernel(&params, |b, _, p| {
        let i = b.insert(
            InstKind::ChanPack {
                parts: smallvec![p[0], p[1]],
            },
            Some(Type::chan_vec(16, 3, I32)),
        );
        b.func.result(i).unwrap()
    });
    rejects_mismatch(&m, Operand::Result);
}

#[test]
fn integer_casts() {
    for (op, from, to, ok) in [
        (CastOp::ZExt, vec(16, I8), vec(16, I32), true),
        (CastOp::SExt, Type::Scalar(I16), Type::Scalar(I64), true),
        (
            CastOp::Trunc,
            Type::chan_vec(8, 2, I32),
            Type::chan_vec(8, 2, I8),
            true,
        ),
        (CastOp::ZExt, vec(16, I32), vec(16, I16), false),
        (CastOp::SExt, vec(16, I32), vec(16, I32), false),
        (CastOp::Trunc, vec(16, I8), vec(16, I16), false),
        (CastOp::ZExt, vec(16, I8), vec(8, I32), false),
        (CastOp::ZExt, vec(16, I8), Type::chan_vec(16, 2, I32), false),
        (CastOp::ZExt, vec(16, F16), vec(16, F32), false),
        (CastOp::ZExt, Type::mask(16), vec(16, I32), false),
    ] {
        let m = value_kernel(&[("x", from)], |b, _, p| b.cast(op, p[0], to));
        if ok {
            accepts(&m);
        } else {
            rejects!(m, VerifyError::BadCast { from: f, to: t, .. } if *f == from && *t == to);
        }
    }
    let m = value_kernel(&[("x", vec(16, I32))], |b, _, p| {
        b.cast(CastOp::ZExt, p[0], vec(16, I16))
    });
    let e = rejects!(
        m,
        VerifyError::BadCast {
            reason: "does not widen",
            ..
        }
    );
    assert_eq!(
        e.expected().as_deref(),
        Some("an integer element wider than i32")
    );
}

#[test]
fn bitcasts() {
    for (from, to, ok) in [
        (vec(16, I32), vec(16, F32), true),
        (vec(16, I64), Type::chan_vec(16, 2, I32), true),
        (Type::Scalar(F16), Type::Scalar(I16), true),
        (vec(16, I64), vec(16, F32), false),
        (vec(16, I32), vec(8, I32), false),
        (Type::I32, vec(1, I32), false),
        (Type::mask(32), Type::I32, false),
    ] {
        let m = value_kernel(&[("x", from)], |b, _, p| b.cast(CastOp::Bitcast, p[0], to));
        if ok {
            accepts(&m);
        } else {
            rejects!(m, VerifyError::BadCast { from: f, to: t, .. } if *f == from && *t == to);
        }
    }
}
