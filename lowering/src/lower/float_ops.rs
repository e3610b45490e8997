//! The ops LLVM loops bring beyond `add sub mul`: float compares with LLVM's predicates, `fma`,
//! `minnum`/`maxnum`, and the gate on the target's 64-bit ALU.
//!
//! ```text
//!   fcmp oeq ogt oge olt ole une   one cmp (vISA: floats compare ordered, `ne` unordered)
//!   fcmp ult ule ugt uge           the opposite ordered cmp, then `not`
//!   fcmp one / ueq                 cmp.lt | cmp.gt (then `not` for ueq)
//!   fcmp ord / uno                 cmp.eq a a & cmp.eq b b / cmp.ne a a | cmp.ne b b
//!                                  (one side only when the other is a non-NaN immediate)
//!   fma a, b, c                    mad a b c (fused: one rounding)
//!   minnum / maxnum a, b           cmp.eq P a b; (P) or/and r a b (as integers: -0 for min,
//!                                  +0 for max, a itself otherwise); (!P) min/max r a b;
//!                                  cmp.ne P r r; (P) mov r NaN (two NaNs: canonical)
//! ```
//!
//! vISA's MIN_MAX returns the non-NaN operand of one NaN (what `minnum` wants) but `src1` of two
//! and either zero of `+0`/`-0`, so the sequence fixes those lanes; it writes `r` on disjoint
//! lanes after reading `a` and `b` there, so `r` may share storage with either. The NaN fix is
//! left out when an operand is a non-NaN immediate, and the zero fix when it is a non-zero one.

use super::repr::{chans_of, chunks, ety, lanes_of, pred_width, Repr, Runs};
use super::{Lowerer, Result};
use crate::mir::*;
use memlower_ir::interp::scalar::float_value;
use memlower_ir::{FCmpPred, Inst, ScalarType, Value};

/// The float value of an immediate representation of type `t`, if it is one.
fn imm_value(r: &Repr, t: ScalarType) -> Option<f64> {
    match r {
        Repr::Imm(Imm::Scalar { bits, .. }) => float_value(t, *bits),
        _ => None,
    }
}

impl Lowerer<'_> {
    /// Refuses 64-bit ALU work the target cannot do: `q`/`uq` arithmetic without
    /// [`memlower_passes::target::Target::int64`], `df` without `fp64` (the finalizer would emit
    /// it anyway and the hardware has no unit for it). `soft-f64` has rewritten f64 arithmetic
    /// and most conversions before the lowering on those targets, so what reaches this is a
    /// conversion from or to i64 or f16 (or IR legalised by a pipeline without `soft-f64`).
    pub(super) fn need_alu64(&self, i: Inst, t: ElemType) -> Result<()> {
        let name = self.facts.name;
        let why = match t {
            ElemType::Q | ElemType::Uq if !self.facts.int64 => format!(
                "{name} has no 64-bit integer ALU (IGC emulates it in software; memlower does not)"
            ),
            ElemType::Df if !self.facts.fp64 => format!(
                "{name} has no double-precision ALU; memlower computes f64 arithmetic, compares \
                 and conversions from and to f32 and integers of up to 32 bits in integer ops \
                 (the soft-f64 pass), not conversions from or to i64 or f16"
            ),
            _ => return Ok(()),
        };
        Err(self.unsupported(i, why))
    }

    /// `fcmp pred lhs, rhs` (also `cmp` on floats, under the `fcmp` predicate it means).
    pub(super) fn lower_fcmp(
        &mut self,
        i: Inst,
        r: Value,
        pred: FCmpPred,
        (lhs, rhs): (Value, Value),
    ) -> Result<()> {
        let st = self.f.ty(lhs).elem().unwrap_or(ScalarType::F32);
        let t = ety(self.f.ty(lhs));
        self.need_alu64(i, t)?;
        #[cfg(feature = "mutations")]
        let pred = crate::mutation::fcmp_pred(self.mutation, pred);
        let (a, b) = (self.repr_checked(i, lhs)?, self.repr_checked(i, rhs)?);
        // A non-NaN immediate is ordered with itself: the self-compare of `ord`/`uno` on it is
        // constant and left out.
        let ordered = |r: &Repr| imm_value(r, st).is_some_and(|x| !x.is_nan());
        type Term = (CmpRel, Value, bool);
        // Each term: a relation and whether it compares (lhs, rhs) or (x, x) for x = the value.
        let (terms, and, invert): (Vec<Term>, bool, bool) = match pred {
            FCmpPred::Oeq => (vec![(CmpRel::Eq, lhs, false)], false, false),
            FCmpPred::Ogt => (vec![(CmpRel::Gt, lhs, false)], false, false),
            FCmpPred::Oge => (vec![(CmpRel::Ge, lhs, false)], false, false),
            FCmpPred::Olt => (vec![(CmpRel::Lt, lhs, false)], false, false),
            FCmpPred::Ole => (vec![(CmpRel::Le, lhs, false)], false, false),
            FCmpPred::Une => (vec![(CmpRel::Ne, lhs, false)], false, false),
            FCmpPred::Ult => (vec![(CmpRel::Ge, lhs, false)], false, true),
            FCmpPred::Ule => (vec![(CmpRel::Gt, lhs, false)], false, true),
            FCmpPred::Ugt => (vec![(CmpRel::Le, lhs, false)], false, true),
            FCmpPred::Uge => (vec![(CmpRel::Lt, lhs, false)], false, true),
            FCmpPred::One | FCmpPred::Ueq => (
                vec![(CmpRel::Lt, lhs, false), (CmpRel::Gt, lhs, false)],
                false,
                pred == FCmpPred::Ueq,
            ),
            FCmpPred::Ord | FCmpPred::Uno => {
                let rel = if pred == FCmpPred::Ord {
                    CmpRel::Eq
                } else {
                    CmpRel::Ne
                };
                let mut terms = Vec::new();
                if !ordered(&a) {
                    terms.push((rel, lhs, true));
                }
                if !ordered(&b) {
                    terms.push((rel, rhs, true));
                }
                if terms.is_empty() {
                    // Two non-NaN immediates: `x == x` (ord, true) / `x != x` (uno, false).
                    terms.push((rel, lhs, true));
                }
                (terms, pred == FCmpPred::Ord, false)
            }
        };
        let lanes = lanes_of(self.f.ty(r));
        let runs = self.new_mask(r, lanes);
        // Every term's predicates get the same preset tails: `or`/`and` of them keeps them, and
        // the closing `not` turns ones into zeros.
        let mut tails = false;
        for (k, &(rel, x, self_cmp)) in terms.iter().enumerate() {
            let dst: Runs = if k == 0 {
                runs.clone()
            } else {
                self.new_mask(r, lanes)
            };
            tails = self.preset_tails(r, &dst, invert);
            let (xa, xb) = if !self_cmp {
                ((lhs, a.clone()), b.clone())
            } else {
                let xr = if x == lhs { a.clone() } else { b.clone() };
                ((x, xr.clone()), xr)
            };
            self.cmp_into(&dst, rel, xa, xb, t);
            if k > 0 {
                let op = if and { AluOp::And } else { AluOp::Or };
                for (run, extra) in runs.iter().zip(&dst) {
                    let w = pred_width(run.lanes);
                    self.alu(
                        op,
                        Exec::nm(w),
                        None,
                        Dst::Pred(run.pred),
                        &[Src::Pred(run.pred), Src::Pred(extra.pred)],
                        Purpose::Compute,
                    );
                }
            }
        }
        if invert {
            for run in &runs {
                let w = pred_width(run.lanes);
                self.alu(
                    AluOp::Not,
                    Exec::nm(w),
                    None,
                    Dst::Pred(run.pred),
                    &[Src::Pred(run.pred)],
                    Purpose::Compute,
                );
            }
        }
        if tails {
            self.mark_zero_tails(&runs);
        }
        self.set(r, Repr::Mask(runs));
        Ok(())
    }

    pub(super) fn lower_fma(
        &mut self,
        i: Inst,
        r: Value,
        a: Value,
        b: Value,
        c: Value,
    ) -> Result<()> {
        let ty = self.f.ty(r);
        let t = ety(ty);
        self.need_alu64(i, t)?;
        let ops = [a, b, c];
        let mut reprs = Vec::with_capacity(3);
        for v in ops {
            reprs.push(self.repr_checked(i, v)?);
        }
        let (x, y, z) = if planted!(self.mutation, MadSwapAddend) {
            (0, 2, 1)
        } else {
            (0, 1, 2)
        };
        let order = [x, y, z];
        let uniform = |r: &Repr| matches!(r, Repr::Imm(_) | Repr::Bcast(_));
        let homed = self.plan.homes.has(r);
        if !self.naive && !homed && chans_of(ty) == 1 && reprs.iter().all(uniform) {
            // Every lane computes the same value: compute it once and broadcast it.
            let srcs: Vec<Src> = order
                .iter()
                .map(|&k| self.src_of(&reprs[k], 0, 0, t))
                .collect();
            self.scalar_broadcast(r, AluOp::Mad, t, &srcs);
            return Ok(());
        }
        self.coalesce(r, &ops);
        let p = self.dest_place(r);
        for ch in 0..chans_of(ty) {
            for (start, n) in chunks(lanes_of(ty)) {
                let srcs: Vec<Src> = order
                    .iter()
                    .map(|&k| self.src_of(&reprs[k], ch, start, t))
                    .collect();
                let d = self.dst_of(p, ch, start, t);
                self.alu(AluOp::Mad, Exec::nm(n), None, d, &srcs, Purpose::Compute);
            }
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    /// `minnum` / `maxnum` (`max`): see the module documentation for the sequence.
    pub(super) fn lower_float_min_max(
        &mut self,
        i: Inst,
        r: Value,
        max: bool,
        lhs: Value,
        rhs: Value,
    ) -> Result<()> {
        let ty = self.f.ty(r);
        let st = ty.elem().unwrap_or(ScalarType::F32);
        let t = ety(ty);
        self.need_alu64(i, t)?;
        let (mut a, mut b) = (self.repr_checked(i, lhs)?, self.repr_checked(i, rhs)?);
        // The operation is symmetric (vISA's choice of `src1` for two NaNs is overwritten):
        // keep an immediate on the right, where the hardware takes it.
        if matches!(a, Repr::Imm(_)) {
            if matches!(b, Repr::Imm(_)) {
                a = Repr::Place(self.in_register(lhs));
            } else {
                std::mem::swap(&mut a, &mut b);
            }
        }
        let imm = imm_value(&b, st);
        let nan_fix = imm.is_none_or(|x| x.is_nan());
        let zero_fix = imm.is_none_or(|x| x == 0.0) && !planted!(self.mutation, MinMaxZeroFix);
        let u = t.unsigned();
        let aop = if max { AluOp::Max } else { AluOp::Min };
        let fix = if max { AluOp::And } else { AluOp::Or };
        let p = self.dest_place(r);
        let eq = self.new_pred("p_eq", 16);
        let canonical = match st {
            ScalarType::F16 => u64::from(memlower_ir::interp::scalar::CANONICAL_NAN_F16),
            ScalarType::F64 => memlower_ir::interp::scalar::CANONICAL_NAN_F64,
            _ => u64::from(memlower_ir::interp::scalar::CANONICAL_NAN_F32),
        };
        let on = |negate| Some(PredUse { pred: eq, negate });
        for ch in 0..chans_of(ty) {
            for (start, n) in chunks(lanes_of(ty)) {
                let e = Exec::nm(n);
                let (s0, s1) = (self.src_of(&a, ch, start, t), self.src_of(&b, ch, start, t));
                let d = self.dst_of(p, ch, start, t);
                if zero_fix {
                    // Equal lanes (one value, or +0 and -0) take a | b (min) or a & b (max).
                    self.push(
                        InstKind::Cmp {
                            rel: CmpRel::Eq,
                            exec: e,
                            dst: eq,
                            srcs: [s0, s1],
                        },
                        Purpose::Compute,
                    );
                    let (i0, i1) = (self.src_of(&a, ch, start, u), self.src_of(&b, ch, start, u));
                    let du = self.dst_of(p, ch, start, u);
                    self.alu(fix, e, on(false), du, &[i0, i1], Purpose::Compute);
                }
                let pred = zero_fix.then_some(PredUse {
                    pred: eq,
                    negate: true,
                });
                self.alu(aop, e, pred, d, &[s0, s1], Purpose::Compute);
                if nan_fix {
                    // Two NaNs: vISA gives src1; memlower promises the canonical NaN.
                    let rs = self.dst_src(d);
                    self.push(
                        InstKind::Cmp {
                            rel: CmpRel::Ne,
                            exec: e,
                            dst: eq,
                            srcs: [rs, rs],
                        },
                        Purpose::Compute,
                    );
                    let nan = Src::Imm(Imm::Scalar {
                        bits: canonical,
                        ty: t,
                    });
                    self.alu(AluOp::Mov, e, on(false), d, &[nan], Purpose::Compute);
                }
            }
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    /// The destination `d` read back as a contiguous source.
    fn dst_src(&self, d: Dst) -> Src {
        match d {
            Dst::Reg { var, off, .. } => Src::reg(Region::strided(var, off, 1)),
            Dst::Pred(p) => Src::Pred(p),
        }
    }
}
