//! The reference interpreter, op by op, against values worked out by hand in each test.

use memlower_ir::builder::FunctionBuilder;
use memlower_ir::interp::*;
use memlower_ir::*;
use ScalarType::{F16, F32, F64, I16, I32, I64, I8};

fn vt(n: u32, t: ScalarType) -> Type {
    Type::vec(n, t)
}

fn ints(ty: Type, xs: &[i64]) -> Val {
    Val::ints(ty, xs).expect("test value matches its type")
}

fn floats(ty: Type, xs: &[f64]) -> Val {
    Val::floats(ty, xs).expect("test value matches its type")
}

fn at(s: SurfaceRef, base: Option<Value>, offsets: Value) -> Address {
    Address {
        surface: s,
        base,
        offsets,
    }
}

/// Adds `@k(params)` to `m`. `body` writes the entry block and returns the values to sink; the
/// helper adds the `sink` (if any) and `ret`.
fn kernel(
    m: &mut Module,
    params: &[Type],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Vec<Value>,
) {
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let ps: Vec<Value> = params
        .iter()
        .enumerate()
        .map(|(i, &t)| b.param(entry, t, &format!("p{i}")))
        .collect();
    b.switch_to(entry);
    let out = body(&mut b, &ps);
    if !out.is_empty() {
        b.sink(&out);
    }
    b.ret();
    m.functions.push(f);
}

fn run(m: &Module, args: &[Val], mem: &mut Memory) -> Result<Outcome, InterpError> {
    run_function(m, &m.functions[0], args, mem, Limits::default())
}

fn no_memory(m: &Module) -> Memory {
    let one = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    Memory::zeroed(m, &MemoryShape::uniform(m, 0, one, 0)).expect("memory for the module")
}

/// Runs a kernel without memory and returns the values of its one `sink`.
fn eval(m: &Module, args: &[Val]) -> Vec<Val> {
    let mut mem = no_memory(m);
    let out = run(m, args, &mut mem).expect("the kernel runs");
    assert_eq!(out.sinks.len(), 1);
    out.sinks[0].values.clone()
}

/// Builds and evaluates a kernel with no memory in one go.
fn eval_kernel(
    params: &[Type],
    args: &[Val],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Vec<Value>,
) -> Vec<Val> {
    let mut m = Module::new();
    kernel(&mut m, params, body);
    eval(&m, args)
}

fn defined(bytes: &[Option<u8>]) -> Vec<u8> {
    bytes
        .iter()
        .map(|b| b.expect("every byte defined"))
        .collect()
}

fn ub_of(r: Result<Outcome, InterpError>) -> (&'static str, Ub) {
    match r {
        Err(InterpError::UndefinedBehaviour { op, ub, .. }) => (op, ub),
        other => panic!("expected undefined behaviour, got {other:?}"),
    }
}

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

// ---------------------------------------------------------------- gather

fn buffer_module() -> (Module, SurfaceRef) {
    let mut m = Module::new();
    let buf = m.add_surface("buf", SurfaceKind::Untyped);
    (m, buf)
}

fn memory_with(m: &Module, s: SurfaceRef, bytes: &[u8]) -> Memory {
    let mut mem = no_memory(m);
    mem.set_bytes(s, bytes).unwrap();
    mem
}

fn counting(n: u8) -> Vec<u8> {
    (0..n).collect()
}

#[test]
fn gather_reads_little_endian_with_zero_past_the_end_and_undefined_disabled_lanes() {
    let (mut m, buf) = buffer_module();
    let off_t = vt(4, I32);
    kernel(&mut m, &[off_t, Type::mask(4)], |b, p| {
        vec![b.gather(at(buf, None, p[0]), Some(p[1]), 2, vt(4, I32))]
    });
    let mut mem = memory_with(&m, buf, &counting(16));
    let out = run(
        &m,
        &[
            ints(off_t, &[0, 4, 12, 14]),
            Val::mask(&[true, true, false, true]),
        ],
        &mut mem,
    )
    .unwrap();
    // Lane 3 reads bytes 14, 15 and two bytes past the end (zeros).
    assert_eq!(
        out.sinks[0].values[0].elems(),
        vec![Some(0x0302_0100), Some(0x0706_0504), None, Some(0x0F0E)]
    );
}

#[test]
fn gather_channels_are_consecutive_elements_in_memory() {
    let (mut m, buf) = buffer_module();
    kernel(&mut m, &[vt(2, I32)], |b, p| {
        vec![b.gather(at(buf, None, p[0]), None, 4, Type::chan_vec(2, 2, I16))]
    });
    let mut mem = memory_with(&m, buf, &counting(16));
    let out = run(&m, &[ints(vt(2, I32), &[0, 8])], &mut mem).unwrap();
    assert_eq!(
        out.sinks[0].values[0].bits(),
        &[0x0100, 0x0302, 0x0908, 0x0B0A]
    );
}

#[test]
fn gather_addresses_wrap_at_32_bits_byte_by_byte() {
    let (mut m, buf) = buffer_module();
    kernel(&mut m, &[Type::I32, vt(3, I32)], |b, p| {
        vec![b.gather(at(buf, Some(p[0]), p[1]), None, 2, vt(3, I32))]
    });
    let mut mem = memory_with(&m, buf, &counting(16));
    // base 0xFFFF_FFFC: offsets 4 and 8 wrap to addresses 0 and 4; offset 2 gives 0xFFFF_FFFE,
    // whose four bytes are 0xFFFF_FFFE, 0xFFFF_FFFF (both out of bounds: 0), 0 and 1.
    let out = run(&m, &[Val::i32(-4), ints(vt(3, I32), &[4, 8, 2])], &mut mem).unwrap();
    assert_eq!(
        out.sinks[0].values[0].bits(),
        &[0x0302_0100, 0x0706_0504, 0x0100_0000]
    );
}

#[test]
fn narrow_gather_defines_only_the_low_bytes_and_trunc_recovers_them() {
    let (mut m, buf) = buffer_module();
    kernel(&mut m, &[vt(4, I32)], |b, p| {
        let g = b.gather(at(buf, None, p[0]), None, 1, vt(4, I32));
        let gi = b.func.def_inst(g).unwrap();
        if let InstKind::Gather { via, .. } = &mut b.func.inst_mut(gi).kind {
            *via = Some(MsgChoice::blocks(Message::GatherScaled, 1));
        }
        let t = b.cast(CastOp::Trunc, g, vt(4, I8));
        let one = b.iconst(vt(4, I32), 1);
        let plus = b.add(g, one);
        let eight = b.iconst(vt(4, I32), 8);
        let up = b.shl(g, eight);
        let down = b.binary(BinOp::LShr, g, eight);
        let bytes = b.cast(CastOp::Bitcast, g, Type::chan_vec(4, 4, I8));
        vec![g, t, plus, up, down, bytes]
    });
    let mut mem = memory_with(&m, buf, &[0x05, 0xFF, 0x10, 0x20]);
    let out = run(&m, &[ints(vt(4, I32), &[0, 1, 2, 3])], &mut mem).unwrap();
    let v = &out.sinks[0].values;
    assert_eq!(v[0].bits(), &[0x05, 0xFF, 0x10, 0x20]);
    assert_eq!(v[0].undef(), &[0b1110; 4]);
    assert_eq!(
        v[1],
        Val::from_bits(vt(4, I8), &[0x05, 0xFF, 0x10, 0x20]).unwrap()
    );
    // The low byte of a sum depends only on the low bytes.
    assert_eq!(v[2].bits(), &[0x06, 0x00, 0x11, 0x21]);
    assert_eq!(v[2].undef(), &[0b1110; 4]);
    // shl 8: byte 0 is shifted-in zeros, byte 1 is the defined low byte.
    assert_eq!(v[3].bits()[0], 0x0500);
    assert_eq!(v[3].undef(), &[0b1100; 4]);
    // lshr 8: bytes 0..3 come from undefined bytes, byte 3 is shifted-in zeros.
    assert_eq!(v[4].undef(), &[0b0111; 4]);
    // bitcast to 4 x i8: channel 0 defined, channels 1..3 undefined.
    assert_eq!(v[5].elems()[..4], [Some(0x05), None, None, None]);
}

// ---------------------------------------------------------------- scatter

#[test]
fn scatter_writes_enabled_lanes_and_drops_bytes_past_the_end() {
    let (mut m, buf) = buffer_module();
    let t = vt(3, I32);
    kernel(&mut m, &[t, t, Type::mask(3)], |b, p| {
        b.scatter(at(buf, None, p[0]), p[1], Some(p[2]), 2);
        vec![]
    });
    let mut mem = memory_with(&m, buf, &[0; 8]);
    run(
        &m,
        &[
            ints(t, &[0, 4, 6]),
            ints(t, &[0x1122_3344, 0x5566_7788, 0x99AA_BBCC]),
            Val::mask(&[true, false, true]),
        ],
        &mut mem,
    )
    .unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![0x44, 0x33, 0x22, 0x11, 0, 0, 0xCC, 0xBB]
    );
}

/// Stateless memory has no bounds the hardware checks: a lane reaching past the memory given is
/// undefined behaviour, not zeros (SEMANTICS.md §5.2, §5.3). In bounds, and on surfaces with
/// bounds, nothing changes.
#[test]
fn stateless_out_of_bounds_is_undefined_behaviour() {
    let mut m = Module::new();
    let glb = m.add_surface("glb", SurfaceKind::Stateless);
    let off_t = vt(4, I32);
    kernel(&mut m, &[off_t, Type::mask(4)], |b, p| {
        vec![b.gather(at(glb, None, p[0]), Some(p[1]), 2, vt(4, I32))]
    });
    let args = |offs: &[i64], mask: [bool; 4]| vec![ints(off_t, offs), Val::mask(&mask)];
    // In bounds: read as usual.
    let mut mem = memory_with(&m, glb, &counting(16));
    let out = run(&m, &args(&[0, 4, 8, 12], [true; 4]), &mut mem).unwrap();
    assert_eq!(
        out.sinks[0].values[0].bits(),
        &[0x0302_0100, 0x0706_0504, 0x0B0A_0908, 0x0F0E_0D0C]
    );
    // Lane 3 straddles the end (bytes 14..18): undefined behaviour, naming the first byte past it.
    match run(&m, &args(&[0, 4, 8, 14], [true; 4]), &mut mem) {
        Err(InterpError::UndefinedBehaviour {
            ub:
                Ub::OutOfBounds {
                    lane: 3,
                    address: 16,
                    size: 16,
                    ..
                },
            ..
        }) => {}
        other => panic!("expected OutOfBounds, got {other:?}"),
    }
    // A disabled lane may point anywhere.
    assert!(run(
        &m,
        &args(&[0, 4, 8, 1000], [true, true, true, false]),
        &mut mem
    )
    .is_ok());

    // A scatter past the end writes nothing and is undefined behaviour.
    let mut m = Module::new();
    let glb = m.add_surface("glb", SurfaceKind::Stateless);
    kernel(&mut m, &[off_t, off_t], |b, p| {
        b.scatter(at(glb, None, p[0]), p[1], None, 4);
        vec![]
    });
    let mut mem = memory_with(&m, glb, &[0; 16]);
    let err = run(
        &m,
        &[ints(off_t, &[0, 4, 8, 16]), ints(off_t, &[1, 2, 3, 4])],
        &mut mem,
    )
    .unwrap_err();
    assert!(
        matches!(
            err,
            InterpError::UndefinedBehaviour {
                ub: Ub::OutOfBounds { lane: 3, .. },
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(defined(mem.bytes(glb).unwrap()), vec![0; 16]);
}

#[test]
fn scatter_channels_are_aos() {
    let (mut m, buf) = buffer_module();
    let t = Type::chan_vec(2, 2, I16);
    kernel(&mut m, &[vt(2, I32), t], |b, p| {
        b.scatter(at(buf, None, p[0]), p[1], None, 4);
        vec![]
    });
    let mut mem = memory_with(&m, buf, &[0; 8]);
    run(
        &m,
        &[
            ints(vt(2, I32), &[4, 0]),
            ints(t, &[0x0A0B, 0x0C0D, 0x0102, 0x0304]),
        ],
        &mut mem,
    )
    .unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![0x02, 0x01, 0x04, 0x03, 0x0B, 0x0A, 0x0D, 0x0C]
    );
}

#[test]
fn overlapping_scatter_lanes_are_undefined_behaviour() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[t, t, Type::mask(2)], |b, p| {
        b.scatter(at(buf, None, p[0]), p[1], Some(p[2]), 2);
        vec![]
    });
    let data = ints(t, &[1, 2]);
    let all = Val::mask(&[true, true]);
    // Lane 0 writes bytes 0..4, lane 1 bytes 2..6: byte 2 is written twice.
    let mut mem = memory_with(&m, buf, &[0; 8]);
    let err = run(&m, &[ints(t, &[0, 2]), data.clone(), all.clone()], &mut mem).unwrap_err();
    assert!(err.is_ub());
    assert_eq!(
        err.to_string(),
        "undefined behaviour in `scatter`: enabled lanes 0 and 1 both write byte 0x2 of @buf"
    );
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![0; 8],
        "nothing written"
    );
    // The same addresses with lane 1 disabled are fine.
    let one = Val::mask(&[true, false]);
    run(&m, &[ints(t, &[0, 2]), data.clone(), one], &mut mem).unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![1, 0, 0, 0, 0, 0, 0, 0]
    );
    // Two lanes writing the same out-of-bounds bytes: both writes are dropped, no UB.
    run(&m, &[ints(t, &[8, 8]), data, all], &mut mem).unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![1, 0, 0, 0, 0, 0, 0, 0]
    );
}

#[test]
fn narrow_scatter_writes_only_the_low_bytes() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[t, t], |b, p| {
        let s = b.scatter(at(buf, None, p[0]), p[1], None, 1);
        if let InstKind::Scatter { via, .. } = &mut b.func.inst_mut(s).kind {
            *via = Some(MsgChoice::blocks(Message::ScatterScaled, 1));
        }
        vec![]
    });
    let mut mem = memory_with(&m, buf, &[0xEE; 6]);
    run(
        &m,
        &[ints(t, &[0, 1]), ints(t, &[0x1122_3344, 0x5566_7788])],
        &mut mem,
    )
    .unwrap();
    assert_eq!(
        defined(mem.bytes(buf).unwrap()),
        vec![0x44, 0x88, 0xEE, 0xEE, 0xEE, 0xEE]
    );
}

#[test]
fn scattering_an_undefined_value_leaves_undefined_bytes() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[t], |b, p| {
        let off = p[0];
        let m1 = b.iconst_vec(Type::mask(2), &[1, 0]);
        let g = b.gather(at(buf, None, off), Some(m1), 4, t);
        let four = b.iconst_vec(t, &[8, 12]);
        b.scatter(at(buf, None, four), g, None, 4);
        vec![]
    });
    let mut mem = memory_with(&m, buf, &counting(16));
    let before = mem.clone();
    run(&m, &[ints(t, &[0, 4])], &mut mem).unwrap();
    let bytes = mem.bytes(buf).unwrap();
    assert_eq!(
        defined(&bytes[..12]),
        vec![0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3]
    );
    assert_eq!(bytes[12..], [None, None, None, None]);
    // The undefined bytes admit any observed value; the defined ones must match.
    assert!(!mem.admits(&before), "bytes 8..12 changed");
    let mut observed = before.clone();
    observed
        .set_bytes(buf, &[0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 9, 9, 9, 9])
        .unwrap();
    assert!(mem.admits(&observed));
    assert!(
        !observed.admits(&mem),
        "a defined reference byte does not admit an undefined one"
    );
}

#[test]
fn slm_surfaces_share_one_memory() {
    let mut m = Module::new();
    let a = m.add_surface("a", SurfaceKind::Slm);
    let b_ = m.add_surface("b", SurfaceKind::Slm);
    let t = vt(1, I32);
    kernel(&mut m, &[t], |b, p| {
        b.scatter(at(a, None, p[0]), p[0], None, 4);
        vec![b.gather(at(b_, None, p[0]), None, 4, t)]
    });
    let one = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    let mut mem = Memory::zeroed(&m, &MemoryShape::uniform(&m, 0, one, 16)).unwrap();
    let out = run(&m, &[ints(t, &[12])], &mut mem).unwrap();
    assert_eq!(out.sinks[0].values[0].bits(), &[12]);
    assert_eq!(defined(&mem.slm()[12..]), vec![12, 0, 0, 0]);
}

// ---------------------------------------------------------------- undefined behaviour

#[test]
fn undefined_mask_offset_base_and_condition_are_undefined_behaviour() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    // %u is lane 1 undefined (a gather with lane 1 disabled); it is then used as offsets,
    // as a mask (through a compare) and as a branch condition (through extract + compare).
    let make = |m: &mut Module, use_as: u8| {
        let mut f = Function::new("k");
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let mask = b.param(entry, Type::mask(2), "m");
        let done = b.block("done");
        b.switch_to(entry);
        let off = b.iconst_vec(t, &[0, 4]);
        let half = b.iconst_vec(Type::mask(2), &[1, 0]);
        let u = b.gather(at(buf, None, off), Some(half), 4, t);
        match use_as {
            0 => {
                let g = b.gather(at(buf, None, u), Some(mask), 4, t);
                b.sink(&[g]);
            }
            1 => {
                let zero = b.iconst(t, 0);
                let c = b.cmp(CmpPred::Eq, u, zero);
                let g = b.gather(at(buf, None, off), Some(c), 4, t);
                b.sink(&[g]);
            }
            _ => {
                let lane1 = b.extract(u, 1, 1);
                let zero = b.iconst(vt(1, I32), 0);
                let c = b.cmp(CmpPred::Eq, lane1, zero);
                b.cond_br(c, done, &[], done, &[]);
                b.switch_to(done);
            }
        }
        b.ret();
        m.functions = vec![f];
    };
    // Lane 0 of %u is 4 (bytes 0..4), so the dependent gather reads bytes 4..8 there.
    let mem = memory_with(&m, buf, &[4, 0, 0, 0, 0xAA, 0xBB, 0xCC, 0xDD]);
    make(&mut m, 0);
    let on = Val::mask(&[true, true]);
    let r = run(&m, std::slice::from_ref(&on), &mut mem.clone());
    assert_eq!(
        ub_of(r),
        (
            "gather",
            Ub::UndefinedOperand {
                operand: "offset",
                lane: Some(1)
            }
        )
    );
    // With the undefined lane disabled, the same gather is fine.
    let out = run(&m, &[Val::mask(&[true, false])], &mut mem.clone()).unwrap();
    assert_eq!(
        out.sinks[0].values[0].elems(),
        vec![Some(0xDDCC_BBAA), None]
    );
    make(&mut m, 1);
    let r = run(&m, std::slice::from_ref(&on), &mut mem.clone());
    assert_eq!(
        ub_of(r),
        (
            "gather",
            Ub::UndefinedOperand {
                operand: "mask",
                lane: Some(1)
            }
        )
    );
    make(&mut m, 2);
    let r = run(&m, &[on], &mut mem.clone());
    assert_eq!(
        ub_of(r),
        (
            "cond_br",
            Ub::UndefinedOperand {
                operand: "condition",
                lane: None
            }
        )
    );
}

#[test]
fn broken_alignment_promise_is_undefined_behaviour() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[t, Type::mask(2)], |b, p| {
        vec![b.gather(at(buf, None, p[0]), Some(p[1]), 4, t)]
    });
    let mem = memory_with(&m, buf, &counting(16));
    let r = run(
        &m,
        &[ints(t, &[4, 6]), Val::mask(&[true, true])],
        &mut mem.clone(),
    );
    assert_eq!(
        ub_of(r),
        (
            "gather",
            Ub::Misaligned {
                lane: 1,
                address: 6,
                align: 4
            }
        )
    );
    let out = run(
        &m,
        &[ints(t, &[4, 6]), Val::mask(&[true, false])],
        &mut mem.clone(),
    )
    .unwrap();
    assert_eq!(
        out.sinks[0].values[0].elems(),
        vec![Some(0x0706_0504), None]
    );
}

// ---------------------------------------------------------------- images

fn image_module(dim: ImageDim, channels: ChannelMask, elem: ScalarType) -> (Module, SurfaceRef) {
    let mut m = Module::new();
    let img = m.add_surface(
        "img",
        SurfaceKind::Image {
            dim,
            channels,
            elem,
        },
    );
    (m, img)
}

fn coords(uvr: &[Value], lod: Option<Value>) -> ImageCoords {
    ImageCoords {
        uvr: uvr.iter().copied().collect(),
        lod,
    }
}

#[test]
fn image_load_reads_pixels_and_returns_0001_out_of_bounds() {
    let (mut m, img) = image_module(ImageDim::D2, ChannelMask::RGBA, F32);
    let t = vt(8, I32);
    kernel(&mut m, &[t, t, t], |b, p| {
        let all = b.image_load(
            img,
            coords(&[p[0], p[1]], Some(p[2])),
            None,
            ChannelMask::RGBA,
            Type::chan_vec(8, 4, F32),
        );
        let ga = b.image_load(
            img,
            coords(&[p[0], p[1]], Some(p[2])),
            None,
            ChannelMask(0b1010),
            Type::chan_vec(8, 2, F32),
        );
        vec![all, ga]
    });
    // Pixel (u, v) channel c holds 100 v + 10 u + c.
    let mut data = Vec::new();
    for v in 0..2 {
        for u in 0..2 {
            for c in 0..4 {
                data.extend_from_slice(&((100 * v + 10 * u + c) as f32).to_le_bytes());
            }
        }
    }
    let mut mem = no_memory(&m);
    mem.set_image(
        img,
        ImageSize {
            width: 2,
            height: 2,
            depth: 1,
        },
        &data,
    )
    .unwrap();
    let us = ints(t, &[0, 1, 0, 1, 2, 0, -1, 0]);
    let vs = ints(t, &[0, 0, 1, 1, 0, 2, 0, 0]);
    let lods = ints(t, &[0, 0, 0, 0, 0, 0, 0, 1]);
    let out = run(&m, &[us, vs, lods], &mut mem).unwrap();
    let oob = [0.0, 0.0, 0.0, 1.0];
    let mut want: Vec<f64> = Vec::new();
    for px in [
        [0.0, 1.0, 2.0, 3.0],
        [10.0, 11.0, 12.0, 13.0],
        [100.0, 101.0, 102.0, 103.0],
        [110.0, 111.0, 112.0, 113.0],
    ] {
        want.extend(px);
    }
    for _ in 0..4 {
        want.extend(oob); // u = 2, v = 2, u = 0xFFFF_FFFF, lod = 1
    }
    assert_eq!(
        out.sinks[0].values[0],
        floats(Type::chan_vec(8, 4, F32), &want)
    );
    let ga: Vec<f64> = want.chunks(4).flat_map(|p| [p[1], p[3]]).collect();
    assert_eq!(
        out.sinks[0].values[1],
        floats(Type::chan_vec(8, 2, F32), &ga)
    );
}

#[test]
fn image_load_converts_small_integers_and_f16_to_dwords() {
    let (mut m, img) = image_module(ImageDim::D1, ChannelMask::RGBA, I8);
    let t = vt(2, I32);
    kernel(&mut m, &[t, Type::mask(2)], |b, p| {
        vec![b.image_load(
            img,
            coords(&[p[0]], None),
            Some(p[1]),
            ChannelMask::RGBA,
            Type::chan_vec(2, 4, I32),
        )]
    });
    let mut mem = no_memory(&m);
    mem.set_image(
        img,
        ImageSize {
            width: 2,
            height: 1,
            depth: 1,
        },
        &[0xFF, 0x80, 0x01, 0x7F, 1, 2, 3, 4],
    )
    .unwrap();
    let out = run(
        &m,
        &[ints(t, &[0, 5]), Val::mask(&[true, true])],
        &mut mem.clone(),
    )
    .unwrap();
    // i8 channels are zero-extended; out of bounds an integer image's alpha is 1.
    assert_eq!(
        out.sinks[0].values[0].bits(),
        &[255, 128, 1, 127, 0, 0, 0, 1]
    );
    let out = run(&m, &[ints(t, &[1, 5]), Val::mask(&[false, true])], &mut mem).unwrap();
    assert_eq!(
        out.sinks[0].values[0].elems(),
        vec![None, None, None, None, Some(0), Some(0), Some(0), Some(1)]
    );

    let (mut m, img) = image_module(ImageDim::D3, ChannelMask::RG, F16);
    let t = vt(1, I32);
    kernel(&mut m, &[t, t, t], |b, p| {
        vec![b.image_load(
            img,
            coords(&[p[0], p[1], p[2]], None),
            None,
            ChannelMask::RG,
            Type::chan_vec(1, 2, F32),
        )]
    });
    let mut mem = no_memory(&m);
    // 1x1x2 pixels: (0,0,0) = (0, 0); (0,0,1) = (1.0 = 0x3C00, -2.5 = 0xC100).
    mem.set_image(
        img,
        ImageSize {
            width: 1,
            height: 1,
            depth: 2,
        },
        &[0, 0, 0, 0, 0x00, 0x3C, 0x00, 0xC1],
    )
    .unwrap();
    let out = run(&m, &[ints(t, &[0]), ints(t, &[0]), ints(t, &[1])], &mut mem).unwrap();
    assert_eq!(out.sinks[0].values[0].bits(), &[0x3F80_0000, 0xC020_0000]);
}

#[test]
fn image_store_converts_writes_and_detects_overlap() {
    let (mut m, img) = image_module(ImageDim::D2, ChannelMask::RG, F16);
    let t = vt(2, I32);
    let px = Type::chan_vec(2, 2, F32);
    kernel(&mut m, &[t, px], |b, p| {
        let zero = b.iconst(t, 0);
        b.image_store(
            img,
            coords(&[p[0], zero], None),
            p[1],
            None,
            ChannelMask::RG,
        );
        vec![]
    });
    let size = ImageSize {
        width: 2,
        height: 1,
        depth: 1,
    };
    let mut mem = no_memory(&m);
    mem.set_image(img, size, &[0; 8]).unwrap();
    let data = floats(px, &[1.0, 65520.0, 0.1, -0.0]);
    run(&m, &[ints(t, &[0, 1]), data.clone()], &mut mem).unwrap();
    // 1.0 = 0x3C00, 65520 rounds to infinity 0x7C00, 0.1 to 0x2E66, -0 is 0x8000.
    assert_eq!(
        defined(mem.image(img).unwrap().bytes()),
        vec![0x00, 0x3C, 0x00, 0x7C, 0x66, 0x2E, 0x00, 0x80]
    );
    // An out-of-bounds lane is dropped.
    mem.set_image(img, size, &[0; 8]).unwrap();
    run(&m, &[ints(t, &[7, 1]), data.clone()], &mut mem).unwrap();
    assert_eq!(
        defined(mem.image(img).unwrap().bytes()),
        vec![0, 0, 0, 0, 0x66, 0x2E, 0x00, 0x80]
    );
    let r = run(&m, &[ints(t, &[1, 1]), data], &mut mem);
    let (op, ub) = ub_of(r);
    assert_eq!(op, "image.store");
    assert_eq!(
        ub.to_string(),
        "enabled lanes 0 and 1 both write channel r of pixel (1, 0, 0) of @img"
    );
}

#[test]
fn image_store_truncates_integers() {
    let (mut m, img) = image_module(ImageDim::D1, ChannelMask::R, I8);
    let t = vt(2, I32);
    kernel(&mut m, &[t, Type::chan_vec(2, 1, I32)], |b, p| {
        b.image_store(img, coords(&[p[0]], None), p[1], None, ChannelMask::R);
        vec![]
    });
    let mut mem = no_memory(&m);
    mem.set_image(
        img,
        ImageSize {
            width: 2,
            height: 1,
            depth: 1,
        },
        &[0, 0],
    )
    .unwrap();
    run(&m, &[ints(t, &[0, 1]), ints(t, &[0x1FF, 0x80])], &mut mem).unwrap();
    assert_eq!(defined(mem.image(img).unwrap().bytes()), vec![0xFF, 0x80]);
}

// ---------------------------------------------------------------- control flow

/// `@k(%n)`: for i in 0..n { acc += i; sink acc }.
fn counting_loop() -> Module {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let n = b.param(entry, Type::I32, "n");
    let lp = b.block("loop");
    let i = b.param(lp, Type::I32, "i");
    let acc = b.param(lp, Type::I32, "acc");
    let exit = b.block("exit");
    b.switch_to(entry);
    let zero = b.iconst(Type::I32, 0);
    let one = b.iconst(Type::I32, 1);
    b.br(lp, &[zero, zero]);
    b.switch_to(lp);
    let acc2 = b.add(acc, i);
    let i2 = b.add(i, one);
    let c = b.cmp(CmpPred::Ult, i2, n);
    b.sink(&[acc2]);
    b.cond_br(c, lp, &[i2, acc2], exit, &[]);
    b.switch_to(exit);
    b.ret();
    m.functions.push(f);
    m
}

#[test]
fn loops_pass_block_arguments_and_sinks_record_in_order() {
    let m = counting_loop();
    let out = run(&m, &[Val::i32(4)], &mut no_memory(&m)).unwrap();
    let sums: Vec<u64> = out.sinks.iter().map(|s| s.values[0].bits()[0]).collect();
    assert_eq!(sums, vec![0, 1, 3, 6]);
    // entry: 3 instructions; loop: 5 instructions x 4 iterations; exit: 1.
    assert_eq!(out.steps, 24);
}

#[test]
fn block_arguments_are_read_before_parameters_are_written() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let lp = b.block("swap");
    let x = b.param(lp, Type::I32, "x");
    let y = b.param(lp, Type::I32, "y");
    let k = b.param(lp, Type::I32, "k");
    let exit = b.block("exit");
    b.switch_to(entry);
    let one = b.iconst(Type::I32, 1);
    let two = b.iconst(Type::I32, 2);
    let zero = b.iconst(Type::I32, 0);
    b.br(lp, &[one, two, zero]);
    b.switch_to(lp);
    b.sink(&[x]);
    let k2 = b.add(k, one);
    let three = b.iconst(Type::I32, 3);
    let c = b.cmp(CmpPred::Slt, k2, three);
    b.cond_br(c, lp, &[y, x, k2], exit, &[]);
    b.switch_to(exit);
    b.ret();
    m.functions.push(f);
    let out = run(&m, &[], &mut no_memory(&m)).unwrap();
    let xs: Vec<u64> = out.sinks.iter().map(|s| s.values[0].bits()[0]).collect();
    assert_eq!(xs, vec![1, 2, 1]);
}

#[test]
fn the_step_limit_stops_an_endless_loop() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let lp = b.block("spin");
    b.switch_to(entry);
    b.br(lp, &[]);
    b.switch_to(lp);
    b.br(lp, &[]);
    m.functions.push(f);
    let err = run_function(
        &m,
        &m.functions[0],
        &[],
        &mut no_memory(&m),
        Limits { max_steps: 100 },
    )
    .unwrap_err();
    assert!(
        matches!(err, InterpError::StepLimit { limit: 100, .. }),
        "{err:?}"
    );
    assert!(!err.is_ub());
}

// ---------------------------------------------------------------- errors and API

#[test]
fn wrong_arguments_are_reported_with_both_signatures() {
    let m = counting_loop();
    let err = run(&m, &[ints(vt(2, I32), &[1, 2])], &mut no_memory(&m)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "@k takes (i32) but was given (vec<2 x i32>)"
    );
    let rendered = diag::render(&err, "k.mir", "");
    assert_eq!(
        rendered,
        "error: @k takes (i32) but was given (vec<2 x i32>)\n  --> k.mir\n   = expected: arguments (i32)\n"
    );
}

#[test]
fn a_use_without_a_value_is_reported_not_panicked() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let other = b.block("never");
    b.switch_to(other);
    let x = b.named("x").iconst(Type::I32, 1);
    b.ret();
    b.switch_to(entry);
    b.sink(&[x]);
    b.ret();
    m.functions.push(f);
    let err = run(&m, &[], &mut no_memory(&m)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`sink` cannot run: %x has no value here (used before its definition)"
    );
}

#[test]
fn memory_shapes_are_checked() {
    let mut m = Module::new();
    let buf = m.add_surface("buf", SurfaceKind::Untyped);
    let img = m.add_surface(
        "img",
        SurfaceKind::Image {
            dim: ImageDim::D1,
            channels: ChannelMask::RG,
            elem: I16,
        },
    );
    let px = ImageSize {
        width: 3,
        height: 1,
        depth: 1,
    };
    let short = MemoryShape {
        slm_bytes: 0,
        surfaces: vec![SurfaceSize::Bytes(4)],
    };
    assert_eq!(
        Memory::zeroed(&m, &short).unwrap_err(),
        MemoryError::SurfaceCount {
            expected: 2,
            found: 1
        }
    );
    let swapped = MemoryShape {
        slm_bytes: 0,
        surfaces: vec![SurfaceSize::Image(px), SurfaceSize::Bytes(4)],
    };
    assert!(matches!(
        Memory::zeroed(&m, &swapped),
        Err(MemoryError::WrongKind { .. })
    ));
    let mut mem = Memory::zeroed(&m, &MemoryShape::uniform(&m, 4, px, 0)).unwrap();
    assert_eq!(mem.bytes(buf).map(<[_]>::len), Some(4));
    assert_eq!(mem.image(img).unwrap().bytes().len(), 12); // 3 pixels x 2 channels x 2 bytes
    assert!(matches!(
        mem.set_image(img, px, &[0; 11]),
        Err(MemoryError::BadImage { .. })
    ));
    let tall = ImageSize {
        width: 1,
        height: 2,
        depth: 1,
    };
    assert!(matches!(
        mem.set_image(img, tall, &[0; 8]),
        Err(MemoryError::BadImage { .. })
    ));
    assert!(matches!(
        mem.set_bytes(img, &[0]),
        Err(MemoryError::WrongKind { .. })
    ));
}

#[test]
fn random_memory_is_reproducible_and_fully_defined() {
    let mut m = Module::new();
    let buf = m.add_surface("buf", SurfaceKind::Stateless);
    let img = m.add_surface(
        "img",
        SurfaceKind::Image {
            dim: ImageDim::D2,
            channels: ChannelMask::RGBA,
            elem: F32,
        },
    );
    let shape = MemoryShape::uniform(
        &m,
        64,
        ImageSize {
            width: 4,
            height: 3,
            depth: 9,
        },
        32,
    );
    let a = Memory::random(&m, &shape, &mut rng::Rng::new(7)).unwrap();
    let b = Memory::random(&m, &shape, &mut rng::Rng::new(7)).unwrap();
    let c = Memory::random(&m, &shape, &mut rng::Rng::new(8)).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_eq!(defined(a.bytes(buf).unwrap()).len(), 64);
    assert_eq!(defined(a.slm()).len(), 32);
    let image = a.image(img).unwrap();
    // Depth is clamped to 1 for a 2D image.
    assert_eq!(
        image.size(),
        ImageSize {
            width: 4,
            height: 3,
            depth: 1
        }
    );
    assert_eq!(defined(image.bytes()).len(), 4 * 3 * 16);
}

#[test]
fn values_admit_anything_in_their_undefined_bytes() {
    let t = vt(2, I32);
    let reference = Val::from_parts(t, vec![0x1234, 0x55], vec![0b0000, 0b1110]).unwrap();
    assert!(reference.admits(&ints(t, &[0x1234, 0x7777_7755])));
    assert!(
        !reference.admits(&ints(t, &[0x1234, 0x7777_7756])),
        "low byte of lane 1 is defined"
    );
    assert!(!reference.admits(&ints(t, &[0x1235, 0x55])));
    assert!(
        !reference.admits(&ints(vt(2, I16), &[0x1234, 0x55])),
        "types differ"
    );
    let observed_undef = Val::from_parts(t, vec![0x1234, 0], vec![0, 0b1]).unwrap();
    assert!(!reference.admits(&observed_undef));
    assert_eq!(reference.to_string(), "vec<2 x i32> [4660, 0x??????55]");
}

#[test]
fn an_undefined_base_matters_only_when_a_lane_is_enabled() {
    let (mut m, buf) = buffer_module();
    let t = vt(2, I32);
    kernel(&mut m, &[Type::I32, Type::mask(2)], |b, p| {
        let off = b.iconst_vec(t, &[0, 4]);
        vec![b.gather(at(buf, Some(p[0]), off), Some(p[1]), 4, t)]
    });
    let mem = memory_with(&m, buf, &counting(8));
    let base = Val::undefined(Type::I32);
    let out = run(
        &m,
        &[base.clone(), Val::mask(&[false, false])],
        &mut mem.clone(),
    )
    .unwrap();
    assert_eq!(out.sinks[0].values[0], Val::undefined(t));
    let r = run(&m, &[base, Val::mask(&[false, true])], &mut mem.clone());
    assert_eq!(
        ub_of(r),
        (
            "gather",
            Ub::UndefinedOperand {
                operand: "base",
                lane: None
            }
        )
    );
}

#[test]
fn an_undefined_argument_condition_is_undefined_behaviour_but_may_be_sunk() {
    let mut m = Module::new();
    let mut f = Function::new("k");
    let mut b = FunctionBuilder::new(&mut f);
    let entry = b.block("entry");
    let c = b.param(entry, Type::mask(1), "c");
    let exit = b.block("exit");
    b.switch_to(entry);
    b.sink(&[c]);
    b.cond_br(c, exit, &[], exit, &[]);
    b.switch_to(exit);
    b.ret();
    m.functions.push(f);
    let undef = Val::undefined(Type::mask(1));
    let err = run(&m, &[undef], &mut no_memory(&m)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "undefined behaviour in `cond_br`: the condition is undefined"
    );
    let out = run(&m, &[Val::mask(&[true])], &mut no_memory(&m)).unwrap();
    assert_eq!(out.steps, 3);
}

#[test]
fn outcomes_compare_sink_by_sink() {
    let t = vt(1, I32);
    let rec = |v: Val| SinkRecord {
        loc: Loc::UNKNOWN,
        values: vec![v],
    };
    let reference = Outcome {
        sinks: vec![rec(ints(t, &[1])), rec(Val::undefined(t))],
        steps: 10,
    };
    let same = Outcome {
        sinks: vec![rec(ints(t, &[1])), rec(ints(t, &[42]))],
        steps: 99,
    };
    let fewer = Outcome {
        sinks: vec![rec(ints(t, &[1]))],
        steps: 10,
    };
    let wrong = Outcome {
        sinks: vec![rec(ints(t, &[2])), rec(ints(t, &[42]))],
        steps: 10,
    };
    assert!(reference.admits(&same));
    assert!(!reference.admits(&fewer));
    assert!(!reference.admits(&wrong));
}

#[test]
fn partly_undefined_operands_propagate_byte_by_byte() {
    let t = vt(1, I32);
    // 0x1234_56?? : byte 0 undefined.
    let x = Val::from_parts(t, vec![0x1234_5600], vec![0b0001]).unwrap();
    let out = eval_kernel(&[t], &[x], |b, p| {
        let one = b.iconst(t, 1);
        let eight = b.iconst(t, 8);
        let mask = b.iconst(t, 0xFF00);
        let big = b.iconst(t, 40);
        let trunc = b.cast(CastOp::Trunc, p[0], vt(1, I16));
        let sext = b.cast(CastOp::SExt, trunc, t);
        let sel = b.iconst_vec(Type::mask(1), &[0]);
        vec![
            b.add(p[0], one),
            b.binary(BinOp::And, p[0], mask),
            b.shl(p[0], eight),
            b.binary(BinOp::LShr, p[0], eight),
            b.shl(p[0], big),
            sext,
            b.select(sel, p[0], one),
        ]
    });
    // A carry out of an undefined byte may reach every byte above it.
    assert_eq!(out[0].undef(), &[0b1111]);
    // Bitwise ops keep definedness per byte (even `and` with 0 keeps byte 0 undefined).
    assert_eq!(out[1].undef(), &[0b0001]);
    assert_eq!(out[1].bits(), &[0x5600]);
    // shl 8 moves the undefined byte up one; lshr 8 shifts it out entirely.
    assert_eq!(out[2].undef(), &[0b0010]);
    assert_eq!(out[2].bits(), &[0x3456_0000]);
    assert_eq!(out[3], ints(t, &[0x12_3456]));
    assert_eq!(out[4], Val::undefined(t));
    // trunc to i16 keeps 0x56??; sext copies the defined sign bit (0) upward.
    assert_eq!(out[5].undef(), &[0b0001]);
    assert_eq!(out[5].bits(), &[0x5600]);
    // The untaken arm's undefined byte does not matter.
    assert_eq!(out[6], ints(t, &[1]));
}
