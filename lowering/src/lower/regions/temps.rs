//! When no split is legal: an instruction through fresh variables. A piece may have to be
//! smaller than the mask offset allows (a predicated op or a `cmp` cannot go below 8 lanes:
//! offsets must be multiples of 8), or every order of the pieces may overwrite what a later
//! one reads. Then the operands that stand in the way are copied:
//!
//! ```text
//!   cmp.lt (M1_NM, 8) P v_ud(1,6)<2;1,0> ...        8 lanes from byte 56 at stride 2: 3 GRFs
//!   ──▶ mov (M1_NM, 8) t(0,0)<1> v_ud(1,6)<2;1,0>   a copy: NoMask and unpredicated, it splits
//!                                                   into pieces of any size (here 2 × 4 lanes)
//!       cmp.lt (M1_NM, 8) P t(0,0)<1;1,0> ...       t is contiguous and GRF-aligned
//! ```
//!
//! A source is copied into a contiguous variable (a scalar into one element) when it spans
//! more than two GRFs, or when it shares its root with the destination (so no piece can
//! overwrite it). A destination whose pieces of the smallest legal size would still span more
//! than two GRFs is written into a contiguous variable and copied back; under a predicate
//! (other than `sel`'s, which picks a source for every lane) the variable first gets the
//! destination's old values, which the lanes left alone keep. Every copy has no predicate and
//! NoMask, so it splits into pieces of any size in any order.

use super::{legalise, operands, smallest_piece, span_ok, srcs};
use crate::lower::Lowerer;
use crate::mir::*;
use smallvec::SmallVec;

/// The fresh variables [`through_temps`] writes `kind` through: what each holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct TempPlan {
    /// (source index, element type, elements) of each source copied.
    srcs: SmallVec<[(usize, ElemType, u32); 3]>,
    /// (element type, elements) of the destination's stand-in, if it has one.
    dst: Option<(ElemType, u32)>,
}

impl TempPlan {
    /// The variables to declare, in the order [`through_temps`] takes them: (type, elements).
    pub(super) fn vars(&self) -> impl Iterator<Item = (ElemType, u32)> + '_ {
        self.srcs.iter().map(|&(_, t, n)| (t, n)).chain(self.dst)
    }
}

fn var_type(k: &Kernel, v: VarId) -> ElemType {
    k.var(v).map(|d| d.ty).unwrap_or(ElemType::Ud)
}

fn is_scalar(r: &Region) -> bool {
    r.vstride == 0 && (r.width == 1 || r.hstride == 0)
}

/// Which operands of `kind` (an ALU op or `cmp`) go through fresh variables.
pub(super) fn temps_needed(k: &Kernel, kind: &InstKind) -> TempPlan {
    let mut plan = TempPlan::default();
    let exec = match kind {
        InstKind::Alu { exec, .. } | InstKind::Cmp { exec, .. } => *exec,
        _ => return plan,
    };
    let n = exec.size;
    let (_, dst, _) = operands(kind);
    let m = smallest_piece(kind, exec);
    plan.dst = dst
        .filter(|&(v, off, h)| {
            let e = k.var(v).map(|d| d.ty.bytes()).unwrap_or(1);
            let h = h.max(1);
            (0..n / m).any(|c| !span_ok(k, k.dst_grf_span(v, off + c * m * h * e, h, m)))
        })
        .map(|(v, _, _)| (var_type(k, v), n));
    let dst_root = dst.map(|(v, _, _)| k.root(v).0);
    for (i, s) in srcs(kind).iter().enumerate() {
        let Src::Reg { region, .. } = s else { continue };
        let span = k.src_grf_span(region, n);
        let shares = plan.dst.is_none() && Some(span.root) == dst_root;
        if !span_ok(k, span) || shares {
            let elems = if is_scalar(region) { 1 } else { n };
            plan.srcs.push((i, var_type(k, region.var), elems));
        }
    }
    plan
}

fn mov(exec: Exec, dst: Dst, src: Src) -> InstKind {
    InstKind::Alu {
        op: AluOp::Mov,
        exec,
        pred: None,
        dst,
        srcs: smallvec::smallvec![src],
    }
}

/// `kind` written through `vars` (declared as [`TempPlan::vars`] says): the copies in, the
/// instruction, the copy out; each with `true` if it is a copy.
pub(super) fn through_temps(
    kind: InstKind,
    plan: &TempPlan,
    vars: &[VarId],
) -> SmallVec<[(InstKind, bool); 6]> {
    let mut out = SmallVec::new();
    let mut vars = vars.iter().copied();
    let mut kind = kind;
    let (exec, pred_keeps) = match &kind {
        InstKind::Alu { exec, pred, op, .. } => (*exec, pred.is_some() && *op != AluOp::Sel),
        InstKind::Cmp { exec, .. } => (*exec, false),
        _ => return smallvec::smallvec![(kind, false)],
    };
    let copy_exec = Exec {
        size: exec.size,
        offset: exec.offset,
        nomask: true,
    };
    let sources: &mut [Src] = match &mut kind {
        InstKind::Alu { srcs, .. } => srcs,
        InstKind::Cmp { srcs, .. } => srcs,
        _ => &mut [],
    };
    for &(i, _, elems) in &plan.srcs {
        let (Some(t), Some(Src::Reg { region, neg })) = (vars.next(), sources.get(i).copied())
        else {
            continue;
        };
        let (copy, from) = if elems == 1 {
            let r = Region::scalar(region.var, region.off);
            (
                mov(Exec::nm(1), Dst::reg(t), Src::reg(r)),
                Region::scalar(t, 0),
            )
        } else {
            let copy = mov(copy_exec, Dst::reg(t), Src::reg(region));
            (copy, Region::strided(t, 0, 1))
        };
        out.push((copy, true));
        sources[i] = Src::Reg { region: from, neg };
    }
    let stand_in = plan.dst.and_then(|_| vars.next());
    let mut back = None;
    if let (InstKind::Alu { dst, .. }, Some(t)) = (&mut kind, stand_in) {
        if let Dst::Reg { var, off, hstride } = *dst {
            if pred_keeps {
                let old = Src::reg(Region::strided(var, off, hstride));
                out.push((mov(copy_exec, Dst::reg(t), old), true));
            }
            *dst = Dst::reg(t);
            let from = Src::reg(Region::strided(t, 0, 1));
            back = Some(mov(copy_exec, Dst::Reg { var, off, hstride }, from));
        }
    }
    out.push((kind, false));
    out.extend(back.map(|b| (b, true)));
    out
}

/// `kind` (which no split makes fit) written through fresh variables declared in `k`, each
/// instruction then split, as the lowering writes it on this thread: the instructions, each
/// with `true` if it is a copy.
pub fn split_through_temps(k: &mut Kernel, kind: InstKind) -> Vec<(InstKind, bool)> {
    let plan = temps_needed(k, &kind);
    let vars: SmallVec<[VarId; 4]> = plan
        .vars()
        .map(|(ty, n)| k.add_var(format!("t_rgn{}", k.vars.len()), ty, n))
        .collect();
    let mutation = active_mutation!();
    through_temps(kind, &plan, &vars)
        .into_iter()
        .flat_map(|(inst, copy)| {
            legalise(k, inst, mutation)
                .into_iter()
                .map(move |p| (p, copy))
        })
        .collect()
}

impl Lowerer<'_> {
    /// Appends `kind`, split if its operands would span more than two GRFs, and written
    /// through fresh variables if no split is legal (see the module documentation).
    pub(in crate::lower) fn push_legal(&mut self, kind: InstKind, purpose: Purpose) {
        let pieces = legalise(&self.k, kind, self.mutation);
        if let [whole] = pieces.as_slice() {
            if !super::fits(&self.k, whole) {
                let whole = whole.clone();
                return self.push_through_temps(whole, purpose);
            }
        }
        for kind in pieces {
            self.k.push_from(kind, self.loc, self.origin, purpose);
        }
    }

    fn push_through_temps(&mut self, kind: InstKind, purpose: Purpose) {
        let plan = temps_needed(&self.k, &kind);
        let vars: SmallVec<[VarId; 4]> = plan
            .vars()
            .map(|(ty, n)| self.new_var("t_rgn", ty, n * ty.bytes()))
            .collect();
        for (inst, copy) in through_temps(kind, &plan, &vars) {
            let purpose = if copy { Purpose::Layout } else { purpose };
            for p in legalise(&self.k, inst, self.mutation) {
                self.k.push_from(p, self.loc, self.origin, purpose);
            }
        }
    }
}
