//! The split on hand-made instructions: the pieces it makes (exec sizes, origins, mask
//! offsets, order), that each piece keeps the region rules, and that the pieces do what the
//! whole instruction does, run by the message interpreter from random register contents and
//! predicate bits.

use super::legalise;
use crate::minterp::{Machine, Options, RegByte};
use crate::mir::*;
use memlower_ir::interp::{ImageSize, Memory, MemoryShape};
use memlower_ir::rng::Rng;
use memlower_ir::{Loc, Module};
use smallvec::smallvec;

fn alu(op: AluOp, exec: Exec, pred: Option<PredUse>, dst: Dst, srcs: &[Src]) -> InstKind {
    InstKind::Alu {
        op,
        exec,
        pred,
        dst,
        srcs: srcs.iter().copied().collect(),
    }
}

fn reg(var: VarId, off: u32, vstride: u32, width: u32, hstride: u32) -> Src {
    Src::reg(Region {
        var,
        off,
        vstride,
        width,
        hstride,
    })
}

fn dst(var: VarId, off: u32, hstride: u32) -> Dst {
    Dst::Reg { var, off, hstride }
}

/// Every root variable's bytes and every predicate's bits after running `insts` over `base`'s
/// declarations from register contents and predicate bits drawn from `seed`.
fn run(
    base: &Kernel,
    insts: &[InstKind],
    seed: u64,
) -> (Vec<Vec<RegByte>>, Vec<Vec<Option<bool>>>) {
    let mut k = base.clone();
    for i in insts {
        k.push(i.clone(), Loc::UNKNOWN, Purpose::Compute);
    }
    let mut m = Machine::new(&k, Options::default()).expect("kernel");
    let mut rng = Rng::new(seed);
    let roots: Vec<VarId> = (0..k.vars.len() as u32)
        .map(VarId)
        .filter(|&v| k.var(v).is_some_and(|d| d.alias.is_none()))
        .collect();
    for &v in &roots {
        let n = k.var(v).map(|d| d.bytes()).unwrap_or(0);
        let bytes: Vec<RegByte> = (0..n)
            .map(|_| RegByte::defined(rng.below(256) as u8))
            .collect();
        m.regs_mut().write(v, 0, &bytes).expect("write");
    }
    for (p, d) in k.preds.iter().enumerate() {
        for ch in 0..d.lanes {
            let bit = Some(rng.chance(1, 2));
            m.regs_mut()
                .set_pred_bit(PredId(p as u32), ch, bit)
                .expect("predicate");
        }
    }
    let module = Module::new();
    let size = ImageSize {
        width: 1,
        height: 1,
        depth: 1,
    };
    let shape = MemoryShape::uniform(&module, 0, size, 0);
    m.run(&mut Memory::zeroed(&module, &shape).expect("memory"))
        .expect("runs");
    let vars = roots
        .iter()
        .map(|&v| {
            let n = k.var(v).map(|d| d.bytes()).unwrap_or(0);
            m.regs().read(v, 0, n).expect("read").to_vec()
        })
        .collect();
    let preds = k
        .preds
        .iter()
        .enumerate()
        .map(|(p, d)| {
            (0..d.lanes)
                .map(|ch| m.regs().pred_bit(PredId(p as u32), ch).expect("bit"))
                .collect()
        })
        .collect();
    (vars, preds)
}

/// Splits `inst` and checks the pieces keep rule 6, and do what `inst` does on 20 random
/// starts. Returns the pieces.
fn split(k: &Kernel, inst: InstKind) -> Vec<InstKind> {
    let pieces: Vec<InstKind> = legalise(k, inst.clone()).into_iter().collect();
    for p in &pieces {
        assert!(super::fits(k, p), "{p:?} spans more than two GRFs");
    }
    for seed in 0..20 {
        assert_eq!(
            run(k, &pieces, seed),
            run(k, std::slice::from_ref(&inst), seed),
            "the pieces {pieces:#?} differ from {inst:?} (seed {seed})"
        );
    }
    pieces
}

fn exec_of(i: &InstKind) -> Exec {
    match i {
        InstKind::Alu { exec, .. } | InstKind::Cmp { exec, .. } => *exec,
        _ => panic!("not an ALU op"),
    }
}

fn dst_off(i: &InstKind) -> u32 {
    match i {
        InstKind::Alu {
            dst: Dst::Reg { off, .. },
            ..
        } => *off,
        _ => panic!("no register destination"),
    }
}

fn src_offs(i: &InstKind) -> Vec<(u32, u32, u32)> {
    let srcs: &[Src] = match i {
        InstKind::Alu { srcs, .. } => srcs,
        InstKind::Cmp { srcs, .. } => srcs,
        _ => &[],
    };
    srcs.iter()
        .filter_map(|s| match s {
            Src::Reg { region, .. } => Some((region.off, region.vstride, region.width)),
            _ => None,
        })
        .collect()
}

/// The zip of the lowering: 16 qwords' low dwords written at stride 2 from 16 contiguous
/// dwords. 128 bytes: four 32-byte GRFs, two 64-byte ones.
#[test]
fn a_zip_over_four_grfs_becomes_two_exec_8_moves() {
    for grf in [32, 64] {
        let mut k = Kernel::new("k", "t", grf);
        let q = k.add_var("q", ElemType::Uq, 16);
        let q_ud = k.add_alias("q_ud", ElemType::Ud, 32, q, 0);
        let d = k.add_var("d", ElemType::Ud, 32);
        let mov = alu(
            AluOp::Mov,
            Exec::nm(16),
            None,
            dst(q_ud, 4, 2),
            &[reg(d, 64, 1, 1, 0)],
        );
        let pieces = split(&k, mov.clone());
        if grf == 64 {
            assert_eq!(pieces, vec![mov], "two 64-byte GRFs: legal as it is");
            continue;
        }
        assert_eq!(pieces.len(), 2);
        assert_eq!(exec_of(&pieces[0]), Exec::nm(8));
        assert_eq!(exec_of(&pieces[1]), Exec::nm(8), "NoMask, no predicate: M1");
        // Lane 8 writes q_ud element 16 (byte 4 + 64) and reads d element 8 (byte 64 + 32).
        assert_eq!((dst_off(&pieces[0]), dst_off(&pieces[1])), (4, 68));
        assert_eq!(src_offs(&pieces[1]), vec![(96, 1, 1)]);
    }
}

/// A predicated 64-bit `sel` and a `cmp` of doubles: the mask offset moves with the lanes, so
/// the second half reads (and the `cmp` writes) predicate bits 8..15.
#[test]
fn predicated_and_compare_pieces_move_the_mask_offset() {
    let mut k = Kernel::new("k", "t", 32);
    let a = k.add_var("a", ElemType::Uq, 32);
    let b = k.add_var("b", ElemType::Uq, 32);
    let c = k.add_var("c", ElemType::Uq, 16);
    let x = k.add_var("x", ElemType::Df, 32);
    let p = k.add_pred("p", 32);
    let pred = Some(PredUse {
        pred: p,
        negate: true,
    });
    let sel = alu(
        AluOp::Sel,
        Exec::nm_at(16, 16),
        pred,
        dst(a, 128, 1),
        &[reg(b, 128, 1, 1, 0), reg(c, 0, 1, 1, 0)],
    );
    let pieces = split(&k, sel);
    let execs: Vec<Exec> = pieces.iter().map(exec_of).collect();
    assert_eq!(execs, vec![Exec::nm_at(8, 16), Exec::nm_at(8, 24)]);
    assert_eq!(dst_off(&pieces[1]), 192);
    let cmp = InstKind::Cmp {
        rel: CmpRel::Lt,
        exec: Exec::nm(16),
        dst: p,
        srcs: [reg(x, 0, 1, 1, 0), reg(x, 128, 1, 1, 0)],
    };
    let pieces = split(&k, cmp);
    let execs: Vec<Exec> = pieces.iter().map(exec_of).collect();
    assert_eq!(execs, vec![Exec::nm(8), Exec::nm_at(8, 8)]);
    assert_eq!(src_offs(&pieces[1]), vec![(64, 1, 1), (192, 1, 1)]);
}

/// Sixteen dwords from byte 24 touch three GRFs; a scalar source stays where it is; a source
/// of width 16 becomes one row of 8 per piece.
#[test]
fn misaligned_and_wide_sources_are_cut_at_the_lane() {
    let mut k = Kernel::new("k", "t", 32);
    let v = k.add_var("v", ElemType::Ud, 32);
    let s = k.add_var("s", ElemType::Ud, 1);
    let o = k.add_var("o", ElemType::Ud, 16);
    let add = alu(
        AluOp::Add,
        Exec::nm(16),
        None,
        dst(o, 0, 1),
        &[reg(v, 24, 1, 1, 0), reg(s, 0, 0, 1, 0)],
    );
    let pieces = split(&k, add);
    assert_eq!(pieces.len(), 2);
    assert_eq!(src_offs(&pieces[1]), vec![(56, 1, 1), (0, 0, 1)]);
    let q = k.add_var("q", ElemType::Q, 16);
    let r = k.add_var("r", ElemType::Q, 32);
    // `<16;16,2>`: every other qword of r, 16 lanes in one row (bytes 0..247, 8 GRFs).
    let mov = alu(
        AluOp::Mov,
        Exec::nm(16),
        None,
        dst(q, 0, 1),
        &[reg(r, 0, 16, 16, 2)],
    );
    let pieces = split(&k, mov);
    // Lanes of 4 qwords at stride 2: 56 bytes, two GRFs, found at exec 4.
    assert_eq!(pieces.len(), 4);
    assert_eq!(
        pieces.iter().flat_map(src_offs).collect::<Vec<_>>(),
        vec![(0, 8, 4), (64, 8, 4), (128, 8, 4), (192, 8, 4)]
    );
}

/// A move four qwords up inside one variable: in lane order the first piece would overwrite
/// what the second reads, so the pieces go last first. With a source read by both pieces
/// and written by each, neither order works and the instruction stays whole (the verifier
/// then refuses it).
#[test]
fn overlapping_pieces_run_in_a_safe_order_or_not_at_all() {
    let mut k = Kernel::new("k", "t", 32);
    let q = k.add_var("q", ElemType::Uq, 24);
    let up = alu(
        AluOp::Mov,
        Exec::nm(16),
        None,
        dst(q, 32, 1),
        &[reg(q, 0, 1, 1, 0)],
    );
    let pieces = split(&k, up);
    assert_eq!(pieces.iter().map(dst_off).collect::<Vec<_>>(), vec![96, 32]);
    let down = alu(
        AluOp::Mov,
        Exec::nm(16),
        None,
        dst(q, 0, 1),
        &[reg(q, 32, 1, 1, 0)],
    );
    let pieces = split(&k, down);
    assert_eq!(pieces.iter().map(dst_off).collect::<Vec<_>>(), vec![0, 64]);
    let both = alu(
        AluOp::Add,
        Exec::nm(16),
        None,
        dst(q, 0, 1),
        &[reg(q, 0, 0, 1, 0), reg(q, 64, 0, 1, 0)],
    );
    assert_eq!(legalise(&k, both.clone()).into_vec(), vec![both.clone()]);
    k.push(both, Loc::UNKNOWN, Purpose::Compute);
    let xehp = memlower_passes::target::Target::by_name("xehp").expect("xehp");
    assert!(
        matches!(
            crate::verify::verify_kernel(&k, xehp),
            Err(crate::verify::MirError::Region { rule: 6, .. })
        ),
        "the whole instruction is refused"
    );
}

/// What never needs a split passes through untouched: a message, and an ALU op within two
/// GRFs.
#[test]
fn what_fits_is_left_alone() {
    let mut k = Kernel::new("k", "t", 32);
    let v = k.add_var("v", ElemType::Ud, 16);
    let mov = alu(
        AluOp::Mov,
        Exec::nm(16),
        None,
        dst(v, 0, 1),
        &[Src::Imm(Imm::ud(1))],
    );
    assert_eq!(legalise(&k, mov.clone()).into_vec(), vec![mov]);
    let s: smallvec::SmallVec<[InstKind; 1]> = smallvec![InstKind::Ret];
    assert_eq!(legalise(&k, InstKind::Ret), s);
}
