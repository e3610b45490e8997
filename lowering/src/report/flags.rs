//! Flag pressure: how many flag subregisters the kernel's predicates hold at once, against what
//! the target has. A predicate of up to 16 lanes takes one 16-bit flag subregister (`f0.0`),
//! one of 17 to 32 lanes two (`f0`); Gen11, Xe-LP, Xe-HP and DG2 have two 32-bit flag
//! registers (four subregisters), Xe-HPC four (eight). A kernel that keeps more live at once
//! makes the finalizer spill flags into GRFs (`mov rN:uw f0.0` and back), which costs
//! instructions; f64 emulated in integer ops (`soft-f64`) is where this happens.
//!
//! ```text
//!   cmp.eq P1 ...          P1 live ─┐
//!   cmp.lt P2 ...          P2 live ─┼─ 2 subregisters
//!   (P1) sel ...                   ─┘ P1 dies
//!   (P2) sel ...                      P2 dies
//! ```
//!
//! A predicate is live from its first write to its last read, in the order of the kernel's
//! instructions; one live into a loop (written before a label a later `jmp` goes back to, and
//! read inside) stays live to that `jmp`. The finalizer schedules the instructions again, so
//! this is a prediction: it can miss pressure its scheduler adds.

use crate::mir::{Dst, InstKind, Kernel, PredId, Src};
use memlower_passes::target::Target;

/// The most flag subregisters the predicates of `k` hold at once (see the module docs).
pub fn peak_flags(k: &Kernel) -> u32 {
    let n = k.preds.len();
    // Per predicate: first write and last read (instruction positions).
    let mut span: Vec<Option<(usize, usize)>> = vec![None; n];
    let mut touch = |p: PredId, at: usize| {
        if let Some(s) = span.get_mut(p.index()) {
            *s = Some(s.map_or((at, at), |(a, b)| (a.min(at), b.max(at))));
        }
    };
    let mut labels = std::collections::HashMap::new();
    let mut back = Vec::new();
    for (at, i) in k.insts.iter().enumerate() {
        match &i.kind {
            InstKind::Msg(m) => {
                if let Some(u) = m.pred {
                    touch(u.pred, at);
                }
            }
            InstKind::Alu {
                pred, dst, srcs, ..
            } => {
                if let Some(u) = pred {
                    touch(u.pred, at);
                }
                if let Dst::Pred(p) = dst {
                    touch(*p, at);
                }
                for s in srcs {
                    if let Src::Pred(p) = s {
                        touch(*p, at);
                    }
                }
            }
            InstKind::Cmp { dst, .. } | InstKind::Setp { dst, .. } => touch(*dst, at),
            InstKind::Label(l) => {
                labels.insert(*l, at);
            }
            InstKind::Jmp { pred, target } => {
                if let Some(u) = pred {
                    touch(u.pred, at);
                }
                if let Some(&l) = labels.get(target) {
                    back.push((l, at));
                }
            }
            InstKind::Ret | InstKind::Sink(_) => {}
        }
    }
    // Live into a loop and read inside it: live around the whole loop.
    for s in span.iter_mut().flatten() {
        for &(l, j) in &back {
            if s.0 < l && s.1 > l && s.1 < j {
                s.1 = j;
            }
        }
    }
    // In half steps: a predicate written by instruction i holds its flag from just after i
    // (2i + 1), one last read by instruction j up to j (2j), so a result may take the flag of
    // an operand that dies where it is made.
    let mut delta = vec![0i64; 2 * k.insts.len() + 2];
    for (p, s) in span.iter().enumerate() {
        if let (Some((a, b)), Some(d)) = (s, k.preds.get(p)) {
            let u = i64::from(Target::flag_units(d.lanes));
            let from = 2 * a + 1;
            let to = (2 * b).max(from);
            delta[from] += u;
            delta[to + 1] -= u;
        }
    }
    let (mut live, mut peak) = (0i64, 0i64);
    for d in delta {
        live += d;
        peak = peak.max(live);
    }
    peak as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::{CmpRel, Exec, Inst, Purpose, Region, VarId};

    fn inst(kind: InstKind) -> Inst {
        Inst {
            kind,
            loc: memlower_ir::Loc::UNKNOWN,
            purpose: Purpose::Compute,
            origin: None,
        }
    }

    fn cmp(p: PredId) -> Inst {
        let r = Src::reg(Region::strided(VarId(0), 0, 1));
        inst(InstKind::Cmp {
            rel: CmpRel::Eq,
            exec: Exec::nm(16),
            dst: p,
            srcs: [r, r],
        })
    }

    fn read(p: PredId) -> Inst {
        let r = Src::reg(Region::strided(VarId(0), 0, 1));
        inst(InstKind::Alu {
            op: crate::mir::AluOp::Sel,
            exec: Exec::nm(16),
            pred: Some(crate::mir::PredUse {
                pred: p,
                negate: false,
            }),
            dst: Dst::reg(VarId(0)),
            srcs: [r, r].into_iter().collect(),
        })
    }

    fn kernel(preds: &[u32], insts: Vec<Inst>) -> Kernel {
        let mut k = Kernel::new("k", "tgllp", 32);
        for (i, &lanes) in preds.iter().enumerate() {
            k.add_pred(format!("p{i}"), lanes);
        }
        k.insts = insts;
        k
    }

    #[test]
    fn predicates_count_while_live_and_wide_ones_twice() {
        let (a, b, c) = (PredId(0), PredId(1), PredId(2));
        // a and b overlap, c comes after a died: 2 at once.
        let k = kernel(
            &[16, 16, 16],
            vec![cmp(a), cmp(b), read(a), cmp(c), read(b), read(c)],
        );
        assert_eq!(peak_flags(&k), 2);
        // Nested: a live across b and c: 3 at once.
        let k = kernel(
            &[16, 16, 16],
            vec![cmp(a), cmp(b), cmp(c), read(b), read(c), read(a)],
        );
        assert_eq!(peak_flags(&k), 3);
        // A 32-lane predicate takes a whole flag register: two subregisters.
        let k = kernel(&[32, 8], vec![cmp(a), cmp(b), read(b), read(a)]);
        assert_eq!(peak_flags(&k), 3);
        // A result takes the flag of an operand that dies where it is made: `c = a ^ b` needs
        // two flags, not three.
        let xor = inst(InstKind::Alu {
            op: crate::mir::AluOp::Xor,
            exec: Exec::nm(16),
            pred: None,
            dst: Dst::Pred(c),
            srcs: [Src::Pred(a), Src::Pred(b)].into_iter().collect(),
        });
        let k = kernel(&[16, 16, 16], vec![cmp(a), cmp(b), xor, read(c)]);
        assert_eq!(peak_flags(&k), 2);
    }
}
