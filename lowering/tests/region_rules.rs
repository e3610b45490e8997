//! The verifier on the general region restrictions of the vISA operands chapter (rules 1-6),
//! on hand-written kernels: each breaks one rule in one operand and must be refused with that
//! rule, the operand and the instruction named; the same kernel one step inside the rule must
//! be accepted. Rule 6 (at most two adjacent GRFs) is counted from the root variable's
//! placement: a variable of at least one GRF is GRF-aligned, a smaller one lies in one GRF, an
//! alias is a window of its root at its offset.

use memlower_ir::Loc;
use memlower_lowering::mir::*;
use memlower_lowering::verify::{verify_kernel, MirError};
use memlower_passes::target::Target;

fn target(name: &str) -> &'static Target {
    Target::by_name(name).expect("known target")
}

fn region(var: VarId, off: u32, vstride: u32, width: u32, hstride: u32) -> Src {
    Src::reg(Region {
        var,
        off,
        vstride,
        width,
        hstride,
    })
}

/// A kernel of one instruction `op (M1_NM, exec) dst srcs` over declarations made by `decls`.
fn one(
    t: &Target,
    decls: impl FnOnce(&mut Kernel) -> (Dst, Vec<Src>),
    op: AluOp,
    exec: u32,
) -> Kernel {
    let mut k = Kernel::new("k", t.name, t.grf_bytes);
    let (dst, srcs) = decls(&mut k);
    k.push(
        InstKind::Alu {
            op,
            exec: Exec::nm(exec),
            pred: None,
            dst,
            srcs: srcs.into_iter().collect(),
        },
        Loc::UNKNOWN,
        Purpose::Compute,
    );
    k
}

/// The rule, operand and instruction text of a region refusal.
fn refusal(k: &Kernel, t: &Target) -> (u8, String, String, String) {
    match verify_kernel(k, t) {
        Err(MirError::Region {
            rule,
            operand,
            inst,
            why,
            ..
        }) => (rule, operand, inst, why),
        other => panic!("expected a region refusal, got {other:?}"),
    }
}

/// The lowering's zip: 16 qwords' low dwords written at stride 2. Bytes 0..=123 of a
/// GRF-aligned root: GRFs 0..=3 on 32-byte GRFs (refused); at exec 8, bytes 0..=59, exactly
/// two GRFs (accepted); on PVC's 64-byte GRFs the exec-16 move is two GRFs (accepted).
#[test]
fn a_destination_over_four_grfs_is_refused_and_one_over_two_is_accepted() {
    let zip = |t: &Target, exec: u32| {
        one(
            t,
            |k| {
                let q = k.add_var("v_q", ElemType::Uq, 16);
                let q_ud = k.add_alias("v_q_ud", ElemType::Ud, 32, q, 0);
                let d = k.add_var("v_d", ElemType::Ud, 16);
                let dst = Dst::Reg {
                    var: q_ud,
                    off: 0,
                    hstride: 2,
                };
                (dst, vec![region(d, 0, 1, 1, 0)])
            },
            AluOp::Mov,
            exec,
        )
    };
    let dg2 = target("dg2");
    let (rule, operand, inst, why) = refusal(&zip(dg2, 16), dg2);
    assert_eq!(rule, 6);
    assert_eq!(operand, "destination");
    assert_eq!(inst, "mov (M1_NM, 16) v_q_ud(0,0)<2> v_d(0,0)<1;1,0>");
    assert!(
        why.contains("bytes 0..=123 of v_q")
            && why.contains("GRFs 0..=3")
            && why.contains("4 GRFs"),
        "{why}"
    );
    assert_eq!(verify_kernel(&zip(dg2, 8), dg2), Ok(()));
    let pvc = target("pvc");
    assert_eq!(verify_kernel(&zip(pvc, 16), pvc), Ok(()));
}

/// Sixteen dwords read from byte 24 of a GRF-aligned root touch GRFs 0..=2 (refused); from byte
/// 32 they touch GRFs 1..=2 (accepted). Through an alias 16 bytes into its root, the alias's
/// byte 8 is the root's byte 24: refused the same way.
#[test]
fn a_source_over_three_grfs_is_refused_and_one_over_two_is_accepted() {
    let t = target("tgllp");
    let add = |off: u32, through_alias: bool| {
        one(
            t,
            |k| {
                let v = k.add_var("v_v", ElemType::Ud, 32);
                let src = if through_alias {
                    k.add_alias("v_w", ElemType::Ud, 24, v, 16)
                } else {
                    v
                };
                let o = k.add_var("v_o", ElemType::Ud, 16);
                (
                    Dst::reg(o),
                    vec![region(src, off, 1, 1, 0), Src::Imm(Imm::ud(1))],
                )
            },
            AluOp::Add,
            16,
        )
    };
    let (rule, operand, _, why) = refusal(&add(24, false), t);
    assert_eq!((rule, operand.as_str()), (6, "source 0"));
    assert!(
        why.contains("bytes 24..=87 of v_v") && why.contains("3 GRFs"),
        "{why}"
    );
    assert_eq!(verify_kernel(&add(32, false), t), Ok(()));
    let (rule, _, inst, why) = refusal(&add(8, true), t);
    assert_eq!(rule, 6);
    assert_eq!(inst, "add (M1_NM, 16) v_o(0,0)<1> v_w(0,2)<1;1,0> 0x1:ud");
    assert!(why.contains("bytes 24..=87 of v_v"), "{why}");
    assert_eq!(verify_kernel(&add(16, true), t), Ok(()));
}

/// A variable smaller than a GRF lies inside one GRF: a read of any of its bytes is accepted.
#[test]
fn sub_grf_variables_are_one_grf() {
    let t = target("dg2");
    let k = one(
        t,
        |k| {
            let s = k.add_var("v_s", ElemType::Ud, 6);
            let o = k.add_var("v_o", ElemType::Ud, 4);
            (Dst::reg(o), vec![region(s, 8, 1, 1, 0)])
        },
        AluOp::Mov,
        4,
    );
    assert_eq!(verify_kernel(&k, t), Ok(()));
}

/// `cmp` sources count too: sixteen doubles are four 32-byte GRFs.
#[test]
fn compare_sources_are_checked() {
    let t = target("xehp");
    let cmp = |exec: u32| {
        let mut k = Kernel::new("k", t.name, t.grf_bytes);
        let x = k.add_var("v_x", ElemType::Df, 16);
        let p = k.add_pred("p", 16);
        k.push(
            InstKind::Cmp {
                rel: CmpRel::Lt,
                exec: Exec::nm(exec),
                dst: p,
                srcs: [region(x, 0, 1, 1, 0), region(x, 0, 0, 1, 0)],
            },
            Loc::UNKNOWN,
            Purpose::Compute,
        );
        k
    };
    let (rule, operand, inst, _) = refusal(&cmp(16), t);
    assert_eq!((rule, operand.as_str()), (6, "source 0"));
    assert!(inst.starts_with("cmp.lt (M1_NM, 16) p"), "{inst}");
    assert_eq!(verify_kernel(&cmp(8), t), Ok(()));
}

/// Rules 1-5, each broken once, each refused with its number; the unbroken region accepted.
#[test]
fn widths_and_strides_are_the_legal_ones() {
    let t = target("dg2");
    let mov = |exec: u32, src: (u32, u32, u32), dst_stride: u32| {
        one(
            t,
            |k| {
                let v = k.add_var("v_v", ElemType::Ud, 128);
                let o = k.add_var("v_o", ElemType::Ud, 64);
                let dst = Dst::Reg {
                    var: o,
                    off: 0,
                    hstride: dst_stride,
                };
                (dst, vec![region(v, 0, src.0, src.1, src.2)])
            },
            AluOp::Mov,
            exec,
        )
    };
    assert_eq!(verify_kernel(&mov(8, (8, 4, 2), 1), t), Ok(()));
    assert_eq!(verify_kernel(&mov(4, (0, 1, 0), 4), t), Ok(()));
    for (exec, src, dst, rule, operand) in [
        (4, (3, 3, 1), 1, 1, "source 0"),
        (2, (64, 1, 0), 1, 2, "source 0"),
        (4, (1, 1, 8), 1, 3, "source 0"),
        (4, (8, 8, 1), 1, 4, "source 0"),
        (4, (1, 1, 0), 8, 3, "destination"),
    ] {
        let k = mov(exec, src, dst);
        let (r, o, _, why) = refusal(&k, t);
        assert_eq!((r, o.as_str()), (rule, operand), "{why}");
    }
    // Rule 5 (a destination stride of 0) is refused with the destination's bounds.
    match verify_kernel(&mov(4, (1, 1, 0), 0), t) {
        Err(MirError::Alu { why, .. }) => assert!(why.contains("stride 0"), "{why}"),
        other => panic!("{other:?}"),
    }
}
