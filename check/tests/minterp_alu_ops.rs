//! The message-level interpreter on `asr`, `min`, `max`, `mad` and converting `mov`s, against
//! values worked out by hand from the vISA pages (MIN_MAX, MAD, "Type Conversion").

use memlower_check::minterp::{Machine, Options, RegByte};
use memlower_ir::interp::{ImageSize, Memory, MemoryShape};
use memlower_ir::{Loc, Module};
use memlower_lowering::mir::*;
use smallvec::SmallVec;

/// One ALU instruction `op (M1_NM, n) dst srcs...` over fresh variables: `srcs` gives each
/// source's type and elements (raw bits, `None` for an undefined element; lanes past them up to
/// a power of two are 0); returns the destination's elements (`None` where any bit is
/// undefined).
fn run_alu(op: AluOp, dst_ty: ElemType, srcs: &[(ElemType, Vec<Option<u64>>)]) -> Vec<Option<u64>> {
    let real = srcs[0].1.len();
    let n = (real as u32).next_power_of_two();
    let srcs: Vec<(ElemType, Vec<Option<u64>>)> = srcs
        .iter()
        .map(|(t, xs)| {
            let mut xs = xs.clone();
            xs.resize(n as usize, Some(0));
            (*t, xs)
        })
        .collect();
    let mut k = Kernel::new("t", "test", 32);
    let vars: Vec<VarId> = srcs
        .iter()
        .enumerate()
        .map(|(i, (t, _))| k.add_var(format!("s{i}"), *t, n))
        .collect();
    let dst = k.add_var("d", dst_ty, n);
    let regs: SmallVec<[Src; 2]> = vars
        .iter()
        .map(|&v| Src::reg(Region::strided(v, 0, 1)))
        .collect();
    k.push(
        InstKind::Alu {
            op,
            exec: Exec::nm(n),
            pred: None,
            dst: Dst::reg(dst),
            srcs: regs,
        },
        Loc::UNKNOWN,
        Purpose::Compute,
    );
    let mut mc = Machine::new(&k, Options::default()).expect("kernel");
    for (&v, (t, xs)) in vars.iter().zip(&srcs) {
        let bytes: Vec<RegByte> = xs
            .iter()
            .flat_map(|x| {
                let b = x.unwrap_or(0).to_le_bytes();
                b[..t.bytes() as usize]
                    .iter()
                    .map(|&byte| match x {
                        Some(_) => RegByte::defined(byte),
                        None => RegByte::UNDEF,
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        mc.regs_mut().write(v, 0, &bytes).expect("write");
    }
    let m = Module::new();
    let shape = MemoryShape::uniform(
        &m,
        0,
        ImageSize {
            width: 1,
            height: 1,
            depth: 1,
        },
        0,
    );
    mc.run(&mut Memory::zeroed(&m, &shape).expect("memory"))
        .expect("runs");
    let eb = dst_ty.bytes();
    let bytes = mc.regs().read(dst, 0, n * eb).expect("read");
    bytes
        .chunks(eb as usize)
        .map(|c| {
            let mut x = 0u64;
            for (i, b) in c.iter().enumerate() {
                x |= u64::from(b.value()?) << (8 * i);
            }
            Some(x)
        })
        .take(real)
        .collect()
}

fn f(x: f32) -> Option<u64> {
    Some(u64::from(x.to_bits()))
}

fn d(x: i32) -> Option<u64> {
    Some(u64::from(x as u32))
}

#[test]
fn asr_shifts_in_the_sign_of_a_signed_source_and_zeros_of_an_unsigned_one() {
    let a = vec![d(-16), d(16), d(-1), d(-8)];
    let s = vec![d(2), d(2), d(33), d(3)];
    let r = run_alu(
        AluOp::Asr,
        ElemType::D,
        &[(ElemType::D, a.clone()), (ElemType::Ud, s.clone())],
    );
    // The count is taken modulo 32: -1 >> 33 is -1 >> 1.
    assert_eq!(r, vec![d(-4), d(4), d(-1), d(-1)]);
    let r = run_alu(
        AluOp::Asr,
        ElemType::Ud,
        &[(ElemType::Ud, a), (ElemType::Ud, s)],
    );
    assert_eq!(
        r,
        vec![d(0x3FFF_FFFC), d(4), d(0x7FFF_FFFF), d(0x1FFF_FFFF)]
    );
    // Bytes: the :b source is sign-extended, shifted and truncated.
    let r = run_alu(
        AluOp::Asr,
        ElemType::B,
        &[
            (ElemType::B, vec![Some(0x80)]),
            (ElemType::Ud, vec![Some(3)]),
        ],
    );
    assert_eq!(r, vec![Some(0xF0)]);
}

#[test]
fn asr_of_an_undefined_sign_bit_is_undefined_in_the_bits_it_fills() {
    let mut k = Kernel::new("t", "test", 32);
    let a = k.add_var("a", ElemType::D, 1);
    let r = k.add_var("r", ElemType::D, 1);
    k.push(
        InstKind::Alu {
            op: AluOp::Asr,
            exec: Exec::nm(1),
            pred: None,
            dst: Dst::reg(r),
            srcs: [Src::reg(Region::scalar(a, 0)), Src::Imm(Imm::ud(8))]
                .into_iter()
                .collect(),
        },
        Loc::UNKNOWN,
        Purpose::Compute,
    );
    let mut mc = Machine::new(&k, Options::default()).expect("kernel");
    let bytes = [
        RegByte::defined(0x56),
        RegByte::defined(0x34),
        RegByte::defined(0x12),
        RegByte::UNDEF,
    ];
    mc.regs_mut().write(a, 0, &bytes).expect("write");
    let m = Module::new();
    let one = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    mc.run(&mut Memory::zeroed(&m, &MemoryShape::uniform(&m, 0, one, 0)).expect("mem"))
        .expect("runs");
    let out: Vec<Option<u8>> = mc
        .regs()
        .read(r, 0, 4)
        .expect("read")
        .iter()
        .map(|b| b.value())
        .collect();
    assert_eq!(out, vec![Some(0x34), Some(0x12), None, None]);
}

#[test]
fn integer_min_max_follow_the_source_types() {
    let a = vec![d(-1), d(5)];
    let b = vec![d(1), d(7)];
    let signed = run_alu(
        AluOp::Min,
        ElemType::D,
        &[(ElemType::D, a.clone()), (ElemType::D, b.clone())],
    );
    assert_eq!(signed, vec![d(-1), d(5)]);
    let unsigned = run_alu(
        AluOp::Min,
        ElemType::Ud,
        &[(ElemType::Ud, a.clone()), (ElemType::Ud, b.clone())],
    );
    assert_eq!(unsigned, vec![d(1), d(5)]);
    let max = run_alu(
        AluOp::Max,
        ElemType::Ud,
        &[(ElemType::Ud, a), (ElemType::Ud, b)],
    );
    assert_eq!(max, vec![d(-1), d(7)]);
    // Any undefined bit makes the whole element undefined.
    let r = run_alu(
        AluOp::Max,
        ElemType::D,
        &[
            (ElemType::D, vec![None, d(3)]),
            (ElemType::D, vec![d(0), d(2)]),
        ],
    );
    assert_eq!(r, vec![None, d(3)]);
}

#[test]
fn float_min_max_follow_the_min_max_page_and_leave_opposite_zeros_undefined() {
    let snan = Some(0x7F80_0001u64);
    let a = vec![f(f32::NAN), f(1.0), snan, f(0.0), f(-0.0), f(-2.0), f(0.0)];
    let b = vec![
        f(2.0),
        f(f32::NAN),
        Some(0x7FC0_1234),
        f(-0.0),
        f(-0.0),
        f(-3.0),
        f(0.0),
    ];
    let lo = run_alu(
        AluOp::Min,
        ElemType::F,
        &[(ElemType::F, a.clone()), (ElemType::F, b.clone())],
    );
    // One NaN: the other; both NaN: src1 unchanged; +0/-0: undefined; equal zeros: themselves.
    assert_eq!(
        lo,
        vec![
            f(2.0),
            f(1.0),
            Some(0x7FC0_1234),
            None,
            f(-0.0),
            f(-3.0),
            f(0.0)
        ]
    );
    let hi = run_alu(
        AluOp::Max,
        ElemType::F,
        &[(ElemType::F, a), (ElemType::F, b)],
    );
    assert_eq!(
        hi,
        vec![
            f(2.0),
            f(1.0),
            Some(0x7FC0_1234),
            None,
            f(-0.0),
            f(-2.0),
            f(0.0)
        ]
    );
}

#[test]
fn mad_is_fused_and_an_overflowing_product_is_undefined() {
    let a = vec![
        f(12_763_648.0),
        f(1.0 + 2f32.powi(-12)),
        f(f32::MAX),
        f(f32::MAX),
        f(0.0),
    ];
    let b = vec![
        f(11_026_432.0),
        f(1.0 + 2f32.powi(-12)),
        f(2.0),
        f(2.0),
        f(f32::INFINITY),
    ];
    let c = vec![f(2f32.powi(-100)), f(-1.0), f(-f32::MAX), f(1.0), f(1.0)];
    let r = run_alu(
        AluOp::Mad,
        ElemType::F,
        &[(ElemType::F, a), (ElemType::F, b), (ElemType::F, c)],
    );
    assert_eq!(
        r,
        vec![
            // One rounding: 2^47 (1 + 2^-24) + 2^-100 rounds up; mul then add would not.
            f(2f32.powi(47) + 2f32.powi(24)),
            f(2f32.powi(-11) + 2f32.powi(-24)),
            // MAX * 2 - MAX: the hardware may give +inf or MAX.
            None,
            // The result overflows too: +inf either way.
            f(f32::INFINITY),
            // 0 * inf is invalid: the canonical NaN.
            Some(0x7FC0_0000),
        ]
    );
    // Half precision: one rounding to f16.
    let h = |x: u64| Some(x);
    let r = run_alu(
        AluOp::Mad,
        ElemType::Hf,
        &[
            (ElemType::Hf, vec![h(0x3C01)]),
            (ElemType::Hf, vec![h(0x3BFF)]),
            (ElemType::Hf, vec![h(0x0010)]),
        ],
    );
    assert_eq!(r, vec![h(0x3C01)]); // lli-14 gives 0x3c01 for llvm.fma.f16 of the same
}

#[test]
fn converting_movs_round_and_saturate() {
    // i32 -> f16: 2049 is a tie (2048); 70000 overflows to +inf.
    let r = run_alu(
        AluOp::Mov,
        ElemType::Hf,
        &[(ElemType::D, vec![d(2049), d(70_000), d(-3)])],
    );
    assert_eq!(r, vec![Some(0x6800), Some(0x7C00), Some(0xC200)]);
    // f32 -> b: toward zero, saturating to -128..127.
    let r = run_alu(
        AluOp::Mov,
        ElemType::B,
        &[(ElemType::F, vec![f(-2.5), f(300.0), f(-300.0)])],
    );
    assert_eq!(r, vec![Some(0xFE), Some(0x7F), Some(0x80)]);
    // f32 -> f16 rounds to nearest even; f16 -> f32 is exact.
    let r = run_alu(
        AluOp::Mov,
        ElemType::Hf,
        &[(ElemType::F, vec![f(1.0 + 2f32.powi(-11)), f(65520.0)])],
    );
    assert_eq!(r, vec![Some(0x3C00), Some(0x7C00)]);
    let r = run_alu(
        AluOp::Mov,
        ElemType::F,
        &[(ElemType::Hf, vec![Some(0x3555)])],
    );
    assert_eq!(r, vec![f(0.333_251_95)]);
}
