//! The split on hand-made instructions: the pieces it makes (exec sizes, origins, mask
//! offsets, order), that each piece keeps the region rules, and that the pieces do what the
//! whole instruction does, run by the message interpreter from random register contents and
//! predicate bits (`memlower_lowering::region_split`, the split `lower/regions.rs` makes).

use memlower_check::minterp::{Machine, Options, RegByte};
use memlower_ir::interp::{ImageSize, Memory, MemoryShape};
use memlower_ir::rng::Rng;
use memlower_ir::{Loc, Module};
use memlower_lowering::mir::*;
use memlower_lowering::region_split::{fits, split as legalise, split_through_temps};

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

/// The bytes of the root variables among the first `vars` and every predicate's bits after
/// running `insts` over `base`'s declarations from register contents (of those variables) and
/// predicate bits drawn from `seed`. (Variables past them are the split's own.)
fn run_first(
    base: &Kernel,
    insts: &[InstKind],
    seed: u64,
    vars: usize,
) -> (Vec<Vec<RegByte>>, Vec<Vec<Option<bool>>>) {
    let mut k = base.clone();
    for i in insts {
        k.push(i.clone(), Loc::UNKNOWN, Purpose::Compute);
    }
    let mut m = Machine::new(&k, Options::default()).expect("kernel");
    let mut rng = Rng::new(seed);
    let roots: Vec<VarId> = (0..vars as u32)
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

fn run(
    base: &Kernel,
    insts: &[InstKind],
    seed: u64,
) -> (Vec<Vec<RegByte>>, Vec<Vec<Option<bool>>>) {
    run_first(base, insts, seed, base.vars.len())
}

/// Splits `inst` and checks the pieces keep rule 6, and do what `inst` does on 20 random
/// starts. Returns the pieces.
fn split(k: &Kernel, inst: InstKind) -> Vec<InstKind> {
    let pieces: Vec<InstKind> = legalise(k, inst.clone());
    for p in &pieces {
        assert!(fits(k, p), "{p:?} spans more than two GRFs");
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

/// The split's tests bite: with the planted bug `SplitOrigin` on this thread, the public split
/// gives the zip's second piece the first piece's origins (destination byte 4, not 68; source
/// byte 64, not 96), so q_ud's elements 16..31 at stride 2 keep their old bytes, and the
/// interpreter sees the pieces differ from the whole move on every start.
#[test]
fn pieces_left_at_the_first_lanes_differ_from_the_whole_instruction() {
    use memlower_check::mutation::{with_mutation, Mutation};
    let mut k = Kernel::new("k", "t", 32);
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
    let pieces = with_mutation(Some(Mutation::SplitOrigin), || legalise(&k, mov.clone()));
    assert_eq!(pieces.iter().map(dst_off).collect::<Vec<_>>(), vec![4, 4]);
    assert_eq!(src_offs(&pieces[1]), vec![(64, 1, 1)]);
    for seed in 0..5 {
        assert_ne!(
            run(&k, &pieces, seed),
            run(&k, std::slice::from_ref(&mov), seed),
            "seed {seed}"
        );
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
    assert_eq!(legalise(&k, both.clone()), vec![both.clone()]);
    k.push(both, Loc::UNKNOWN, Purpose::Compute);
    let xehp = memlower_passes::target::Target::by_name("xehp").expect("xehp");
    assert!(
        matches!(
            memlower_lowering::verify::verify_kernel(&k, xehp),
            Err(memlower_lowering::verify::MirError::Region { rule: 6, .. })
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
    assert_eq!(legalise(&k, mov.clone()), vec![mov]);
    assert_eq!(legalise(&k, InstKind::Ret), vec![InstKind::Ret]);
}

/// `inst` through fresh variables as `Lowerer::push` writes it when no split is legal, each
/// instruction then split; checks every result keeps rule 6 and does what `inst` does on the
/// variables `k` had (20 random starts). Returns the instructions and whether each is a copy.
fn via_temps(k: &Kernel, inst: InstKind) -> Vec<(InstKind, bool)> {
    let base = k.vars.len();
    let mut with = k.clone();
    let out = split_through_temps(&mut with, inst.clone());
    let insts: Vec<InstKind> = out.iter().map(|(i, _)| i.clone()).collect();
    for i in &insts {
        assert!(fits(&with, i), "{i:?} spans more than two GRFs");
    }
    for seed in 0..20 {
        assert_eq!(
            run_first(&with, &insts, seed, base),
            run_first(k, std::slice::from_ref(&inst), seed, base),
            "{insts:#?} differ from {inst:?} (seed {seed})"
        );
    }
    out
}

/// A `cmp` of 8 lanes whose sources start at byte 56 at stride 2 (three GRFs): pieces of 4
/// lanes would need the mask offset M2, which is not legal, so the sources are copied into
/// contiguous variables (the copies split into 4-lane pieces at M1) and the `cmp` reads those.
/// (Generated program 9098 made this shape: an emulated 64-bit `sub` on dg2.)
#[test]
fn a_compare_that_cannot_split_reads_copies() {
    let mut k = Kernel::new("k", "t", 32);
    let v = k.add_var("v", ElemType::Uq, 23);
    let v_ud = k.add_alias("v_ud", ElemType::Ud, 46, v, 0);
    let p = k.add_pred("p", 8);
    let src = reg(v_ud, 56, 2, 1, 0);
    let cmp = InstKind::Cmp {
        rel: CmpRel::Lt,
        exec: Exec::nm(8),
        dst: p,
        srcs: [src, src],
    };
    assert_eq!(legalise(&k, cmp.clone()), vec![cmp.clone()]);
    let out = via_temps(&k, cmp);
    let copies: Vec<Exec> = out
        .iter()
        .filter(|(_, c)| *c)
        .map(|(i, _)| exec_of(i))
        .collect();
    assert_eq!(
        copies,
        vec![Exec::nm(4); 4],
        "two sources, each copied in two pieces"
    );
    assert_eq!(exec_of(&out[4].0), Exec::nm(8));
    assert_eq!(src_offs(&out[4].0), vec![(0, 1, 1), (0, 1, 1)]);
}

/// A predicated `add` whose destination (8 dwords at stride 2 from byte 56) spans three GRFs:
/// it writes a contiguous variable holding the destination's old values, copied back whole,
/// so the lanes the predicate leaves alone keep them. A `sel` writes every lane: no copy in.
#[test]
fn a_predicated_destination_that_cannot_split_goes_through_a_copy() {
    let mut k = Kernel::new("k", "t", 32);
    let v = k.add_var("v", ElemType::Uq, 23);
    let v_ud = k.add_alias("v_ud", ElemType::Ud, 46, v, 0);
    let a = k.add_var("a", ElemType::Ud, 8);
    let p = k.add_pred("p", 16);
    let pred = Some(PredUse {
        pred: p,
        negate: false,
    });
    let exec = Exec::nm_at(8, 8);
    let add = alu(
        AluOp::Add,
        exec,
        pred,
        dst(v_ud, 56, 2),
        &[reg(a, 0, 1, 1, 0), reg(v_ud, 64, 2, 1, 0)],
    );
    let out = via_temps(&k, add);
    let kinds: Vec<bool> = out.iter().map(|(_, c)| *c).collect();
    // Copy in (two pieces), the add, copy back (two pieces); the source sharing the
    // destination's root needs no copy once the destination is a stand-in.
    assert_eq!(kinds, vec![true, true, false, true, true]);
    assert_eq!(
        exec_of(&out[2].0),
        exec,
        "the add keeps its lanes and predicate bits"
    );
    let sel = alu(
        AluOp::Sel,
        exec,
        pred,
        dst(v_ud, 56, 2),
        &[reg(a, 0, 1, 1, 0), Src::Imm(Imm::ud(7))],
    );
    let out = via_temps(&k, sel);
    let kinds: Vec<bool> = out.iter().map(|(_, c)| *c).collect();
    assert_eq!(kinds, vec![false, true, true]);
}

/// The instruction no order of pieces can run (each piece writes what the other reads) runs
/// from copies of the sources it shares its destination's root with.
#[test]
fn sources_overwritten_by_every_order_are_copied() {
    let mut k = Kernel::new("k", "t", 32);
    let q = k.add_var("q", ElemType::Uq, 16);
    let both = alu(
        AluOp::Add,
        Exec::nm(16),
        None,
        dst(q, 0, 1),
        &[reg(q, 0, 0, 1, 0), reg(q, 64, 0, 1, 0)],
    );
    let out = via_temps(&k, both);
    let kinds: Vec<bool> = out.iter().map(|(_, c)| *c).collect();
    assert_eq!(
        kinds,
        vec![true, true, false, false],
        "two scalar copies, two halves"
    );
    assert_eq!(exec_of(&out[0].0), Exec::nm(1));
}
