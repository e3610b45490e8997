//! 64-bit integer arithmetic on targets without a 64-bit integer ALU ([`Target::int64`] false:
//! Gen11, Xe-LP, DG2), in 32-bit halves. The finalizer accepts `q`/`uq` arithmetic there and
//! emits code the EUs cannot run, so every `i64` op that is not a move goes through here.
//!
//! A `vec<N x i64>` lane is two dwords, low first; the halves are read and written with stride-2
//! `ud` regions (8 lanes per instruction: 64 bytes, two GRFs of 32 bytes).
//!
//! ```text
//!   and / or / xor     lo op lo; hi op hi
//!   add                t = a.lo + b.lo; P = t <u a.lo (the carry); d.hi = a.hi + b.hi;
//!                      (P) d.hi += 1; d.lo = t
//!   sub                t = a.lo - b.lo; P = a.lo <u b.lo (the borrow); d.hi = a.hi - b.hi;
//!                      (P) d.hi -= 1; d.lo = t
//!   shl / lshr / ashr  by a constant s: the two halves from shifts by s and 32 - s (or s - 32),
//!                      into temporaries, then moved into place
//!   cmp eq / ne        (a.lo ^ b.lo) | (a.hi ^ b.hi) compared with 0
//!   cmp lt le gt ge    hi strictly ordered, or hi equal and lo ordered (unsigned): three
//!                      compares, three `sel`s into a dword, compared with 0
//! ```
//!
//! Every sequence reads a lane's operands before it writes that lane's result, so the result may
//! share storage with an operand; a multi-channel value goes channel by channel, and `lane.index`
//! writes the index into the low halves and 0 into the high ones. Refused, with the target
//! named: `mul`, `smin`..`umax`, shifts by a non-constant amount.
//!
//! [`Target::int64`]: memlower_passes::target::Target::int64

use super::repr::{chans_of, chunks, lanes_of, negate, Place, Repr};
use super::{Lowerer, Result};
use crate::mir::*;
use memlower_ir::{BinOp, CmpPred, Inst, Value};

/// Exec-size chunks of at most 8 lanes (a stride-2 dword region of 8 lanes spans two GRFs).
fn chunks8(n: u32) -> Vec<(u32, u32)> {
    chunks(n)
        .into_iter()
        .flat_map(|(s, c)| {
            if c > 8 {
                vec![(s, 8), (s + 8, c - 8)]
            } else {
                vec![(s, c)]
            }
        })
        .collect()
}

impl Lowerer<'_> {
    /// True when `t` is a 64-bit integer this target has no ALU for.
    pub(super) fn emulates_q(&self, t: ElemType) -> bool {
        matches!(t, ElemType::Q | ElemType::Uq) && !self.facts.int64
    }

    fn refuse_q(&self, i: Inst, what: &str) -> super::LowerError {
        self.unsupported(
            i,
            format!(
                "{} has no 64-bit integer ALU; memlower emulates i64 add, sub, and, or, xor, \
                 compares and shifts by a constant in 32-bit halves, but not {what}",
                self.facts.name
            ),
        )
    }

    /// The low or high dword of lanes `start..` of channel `self.chan` of a 64-bit value, read
    /// as `t` (`ud` or `d`).
    fn half(&mut self, r: &Repr, start: u32, hi: bool, t: ElemType) -> Src {
        let h = if hi { 4 } else { 0 };
        match r {
            Repr::Place(p) => {
                let var = self.view(p.var, t);
                let off = p.off + self.q_chan * p.stride + start * 8 + h;
                Src::reg(Region::strided(var, off, 2))
            }
            Repr::Bcast(p) => {
                let var = self.view(p.var, t);
                Src::reg(Region::scalar(var, p.off + h))
            }
            Repr::Imm(Imm::Scalar { bits, .. }) => Src::Imm(Imm::Scalar {
                bits: (bits >> (8 * h)) & 0xFFFF_FFFF,
                ty: t,
            }),
            Repr::Imm(i) => Src::Imm(*i),
            // A 64-bit value is never a mask, nor an immediate lane index (those are 16- and
            // 32-bit: `facts::immediate_lane_indices`).
            Repr::Mask(_) | Repr::Lanes | Repr::LaneIds(_) => Src::Imm(Imm::ud(0)),
        }
    }

    fn half_dst(&mut self, p: Place, start: u32, hi: bool, t: ElemType) -> Dst {
        let var = self.view(p.var, t);
        Dst::Reg {
            var,
            off: p.off + self.q_chan * p.stride + start * 8 + if hi { 4 } else { 0 },
            hstride: 2,
        }
    }

    /// `lane.index` as 64-bit integers: the index in the low halves, 0 in the high ones.
    pub(super) fn lane_index_q(&mut self, r: Value) {
        let n = lanes_of(self.f.ty(r));
        let p = self.dest_place(r);
        let t = self.tmp_ud(n);
        self.write_lane_index(Place::at_start(t, 4 * n), n, ElemType::Ud);
        for (start, k) in chunks8(n) {
            let e = Exec::nm(k);
            let src = Src::reg(Region::strided(t, start * 4, 1));
            let lo = self.half_dst(p, start, false, ElemType::Ud);
            self.alu(AluOp::Mov, e, None, lo, &[src], Purpose::Compute);
            let hi = self.half_dst(p, start, true, ElemType::Ud);
            self.alu(
                AluOp::Mov,
                e,
                None,
                hi,
                &[Src::Imm(Imm::ud(0))],
                Purpose::Compute,
            );
        }
        self.set(r, Repr::Place(p));
    }

    fn tmp_ud(&mut self, n: u32) -> VarId {
        self.new_var("q_t", ElemType::Ud, 4 * n)
    }

    fn tmp_src(var: VarId) -> Src {
        Src::reg(Region::strided(var, 0, 1))
    }

    /// `cmp.rel` of `s0` and `s1` over `n` lanes into a fresh predicate (bits from 0).
    fn cmp_tmp(&mut self, rel: CmpRel, n: u32, s0: Src, s1: Src) -> PredId {
        let pred = self.new_pred("p_q", n);
        let exec = Exec::nm(n);
        let srcs = [
            super::repr::scalarize(s0, exec),
            super::repr::scalarize(s1, exec),
        ];
        self.push(
            InstKind::Cmp {
                rel,
                exec,
                dst: pred,
                srcs,
            },
            Purpose::Compute,
        );
        pred
    }

    /// `r = op lhs, rhs` on 64-bit integers, in halves (module docs).
    pub(super) fn lower_binary_q(
        &mut self,
        i: Inst,
        r: Value,
        op: BinOp,
        lhs: Value,
        rhs: Value,
    ) -> Result<()> {
        let ty = self.f.ty(r);
        let commutative = match op {
            BinOp::Add | BinOp::And | BinOp::Or | BinOp::Xor => true,
            BinOp::Sub | BinOp::Shl | BinOp::LShr | BinOp::AShr => false,
            BinOp::Mul => return Err(self.refuse_q(i, "a 64-bit multiply")),
            _ => return Err(self.refuse_q(i, "a 64-bit minimum or maximum")),
        };
        let (mut a, mut b) = (self.repr_checked(i, lhs)?, self.repr_checked(i, rhs)?);
        if matches!(a, Repr::Imm(_)) {
            if commutative && !matches!(b, Repr::Imm(_)) {
                std::mem::swap(&mut a, &mut b);
            } else {
                a = Repr::Place(self.in_register(lhs));
            }
        }
        // The amount of a shift: a constant, the same in every lane (an immediate, or in the
        // naive lowering a constant in registers).
        let amount = match (&b, self.f.def_kind(rhs)) {
            (Repr::Imm(Imm::Scalar { bits, .. }), _) => Some(*bits),
            (_, Some(memlower_ir::InstKind::Const { value })) => {
                let k = value.int_at(0);
                (0..value.len())
                    .all(|j| value.int_at(j) == k)
                    .then_some(k as u64)
            }
            _ => None,
        };
        let shift = match (op, amount) {
            // An amount >= 64 gives an undefined value (docs/SEMANTICS.md): any result will do.
            (BinOp::Shl | BinOp::LShr | BinOp::AShr, Some(k)) => Some((k & 63) as u32),
            (BinOp::Shl | BinOp::LShr | BinOp::AShr, None) => {
                return Err(self.refuse_q(i, "a 64-bit shift by a non-constant amount"))
            }
            _ => None,
        };
        let p = self.dest_place(r);
        let ud = ElemType::Ud;
        let parts: Vec<(u32, (u32, u32))> = (0..chans_of(ty))
            .flat_map(|c| chunks8(lanes_of(ty)).into_iter().map(move |k| (c, k)))
            .collect();
        for (chan, (start, n)) in parts {
            self.q_chan = chan;
            let e = Exec::nm(n);
            let c = Purpose::Compute;
            match (op, shift) {
                (BinOp::And | BinOp::Or | BinOp::Xor, _) => {
                    let aop = match op {
                        BinOp::And => AluOp::And,
                        BinOp::Or => AluOp::Or,
                        _ => AluOp::Xor,
                    };
                    for hi in [false, true] {
                        let (s0, s1) = (self.half(&a, start, hi, ud), self.half(&b, start, hi, ud));
                        let d = self.half_dst(p, start, hi, ud);
                        // A constant half that leaves the other as it is (`xor`/`or` 0, `and`
                        // all ones: the low half of an f64 sign flip) is a copy.
                        let and_id = if planted!(self.mutation, AndHalfZeroCopied) {
                            0
                        } else {
                            0xFFFF_FFFF
                        };
                        let same = match s1 {
                            Src::Imm(Imm::Scalar { bits, .. }) => {
                                bits == if aop == AluOp::And { and_id } else { 0 }
                            }
                            _ => false,
                        };
                        if same {
                            self.alu(AluOp::Mov, e, None, d, &[s0], c);
                        } else {
                            self.alu(aop, e, None, d, &[s0, s1], c);
                        }
                    }
                }
                (BinOp::Add | BinOp::Sub, _) => {
                    let sub = op == BinOp::Sub;
                    let t = self.tmp_ud(n);
                    let (alo, blo) = (
                        self.half(&a, start, false, ud),
                        self.half(&b, start, false, ud),
                    );
                    let nblo = if sub { negate(blo, ud) } else { blo };
                    self.alu(AluOp::Add, e, None, Dst::reg(t), &[alo, nblo], c);
                    // Carry: the sum wrapped below an addend. Borrow: a.lo < b.lo.
                    let pred = if sub {
                        let rel = if planted!(self.mutation, BorrowCompare) {
                            CmpRel::Le
                        } else {
                            CmpRel::Lt
                        };
                        self.cmp_tmp(rel, n, alo, blo)
                    } else {
                        self.cmp_tmp(CmpRel::Lt, n, Self::tmp_src(t), alo)
                    };
                    let (ahi, bhi) = (
                        self.half(&a, start, true, ud),
                        self.half(&b, start, true, ud),
                    );
                    let nbhi = if sub { negate(bhi, ud) } else { bhi };
                    let dhi = self.half_dst(p, start, true, ud);
                    self.alu(AluOp::Add, e, None, dhi, &[ahi, nbhi], c);
                    if !planted!(self.mutation, DropCarry) {
                        let dhi_src = self.half(&Repr::Place(p), start, true, ud);
                        let one = if sub { 0xFFFF_FFFF } else { 1 };
                        let pu = PredUse {
                            pred,
                            negate: false,
                        };
                        self.alu(
                            AluOp::Add,
                            e,
                            Some(pu),
                            dhi,
                            &[dhi_src, Src::Imm(Imm::ud(one))],
                            c,
                        );
                    }
                    let dlo = self.half_dst(p, start, false, ud);
                    self.alu(AluOp::Mov, e, None, dlo, &[Self::tmp_src(t)], c);
                }
                (_, Some(s)) => self.shift_q(op, s, &a, p, start, n),
                _ => unreachable!("every op is handled or refused above"),
            }
        }
        self.q_chan = 0;
        self.set(r, Repr::Place(p));
        Ok(())
    }

    /// Lanes `start..start + n` of `p` = `a` shifted by the constant `s` (0..64).
    fn shift_q(&mut self, op: BinOp, s: u32, a: &Repr, p: Place, start: u32, n: u32) {
        let (ud, d) = (ElemType::Ud, ElemType::D);
        let e = Exec::nm(n);
        let c = Purpose::Compute;
        let imm = |k: u32| Src::Imm(Imm::ud(k));
        let (lo, hi) = (self.tmp_ud(n), self.tmp_ud(n));
        let (alo, ahi) = (
            self.half(a, start, false, ud),
            self.half(a, start, true, ud),
        );
        let (dlo, dhi) = (Dst::reg(lo), Dst::reg(hi));
        let arith = op == BinOp::AShr;
        // The bits of the other half a shift by 1..31 moves in (dropped by the mutation).
        let crosses = !planted!(self.mutation, ShiftCross);
        // The high half read as signed for `ashr` (sign copies shift in).
        let ahi_s = self.half(a, start, true, d);
        match (op, s) {
            (_, 0) => {
                self.alu(AluOp::Mov, e, None, dlo, &[alo], c);
                self.alu(AluOp::Mov, e, None, dhi, &[ahi], c);
            }
            (BinOp::Shl, s) if s < 32 => {
                let t = crosses.then(|| self.tmp_ud(n));
                self.alu(AluOp::Shl, e, None, dhi, &[ahi, imm(s)], c);
                if let Some(t) = t {
                    self.alu(AluOp::Shr, e, None, Dst::reg(t), &[alo, imm(32 - s)], c);
                    let (h, t) = (Self::tmp_src(hi), Self::tmp_src(t));
                    self.alu(AluOp::Or, e, None, dhi, &[h, t], c);
                }
                self.alu(AluOp::Shl, e, None, dlo, &[alo, imm(s)], c);
            }
            (BinOp::Shl, s) => {
                self.alu(AluOp::Shl, e, None, dhi, &[alo, imm(s - 32)], c);
                self.alu(AluOp::Mov, e, None, dlo, &[imm(0)], c);
            }
            (_, s) if s < 32 => {
                let t = crosses.then(|| self.tmp_ud(n));
                self.alu(AluOp::Shr, e, None, dlo, &[alo, imm(s)], c);
                if let Some(t) = t {
                    self.alu(AluOp::Shl, e, None, Dst::reg(t), &[ahi, imm(32 - s)], c);
                    let (l, t) = (Self::tmp_src(lo), Self::tmp_src(t));
                    self.alu(AluOp::Or, e, None, dlo, &[l, t], c);
                }
                if arith {
                    let dh = Dst::reg(self.view(hi, d));
                    self.alu(
                        AluOp::Asr,
                        e,
                        None,
                        dh,
                        &[
                            ahi_s,
                            Src::Imm(Imm::Scalar {
                                bits: s as u64,
                                ty: d,
                            }),
                        ],
                        c,
                    );
                } else {
                    self.alu(AluOp::Shr, e, None, dhi, &[ahi, imm(s)], c);
                }
            }
            (_, s) => {
                if arith {
                    let k = |x: u32| {
                        Src::Imm(Imm::Scalar {
                            bits: x as u64,
                            ty: d,
                        })
                    };
                    let s_hi = self.half(a, start, true, d);
                    let (lo_d, hi_d) = (self.view(lo, d), self.view(hi, d));
                    self.alu(AluOp::Asr, e, None, Dst::reg(lo_d), &[ahi_s, k(s - 32)], c);
                    self.alu(AluOp::Asr, e, None, Dst::reg(hi_d), &[s_hi, k(31)], c);
                } else {
                    self.alu(AluOp::Shr, e, None, dlo, &[ahi, imm(s - 32)], c);
                    self.alu(AluOp::Mov, e, None, dhi, &[imm(0)], c);
                }
            }
        }
        let (lo_s, hi_s) = (Self::tmp_src(lo), Self::tmp_src(hi));
        let out_lo = self.half_dst(p, start, false, ud);
        self.alu(AluOp::Mov, e, None, out_lo, &[lo_s], c);
        let out_hi = self.half_dst(p, start, true, ud);
        self.alu(AluOp::Mov, e, None, out_hi, &[hi_s], c);
    }

    /// `r = cmp pred lhs, rhs` on 64-bit integers (module docs).
    pub(super) fn lower_cmp_q(
        &mut self,
        i: Inst,
        r: Value,
        pred: CmpPred,
        lhs: Value,
        rhs: Value,
    ) -> Result<()> {
        let ty = self.f.ty(lhs);
        let mut a = self.repr_checked(i, lhs)?;
        let b = self.repr_checked(i, rhs)?;
        if matches!(a, Repr::Imm(_)) {
            a = Repr::Place(self.in_register(lhs));
        }
        let lanes = lanes_of(ty);
        let x = self.new_var("q_cmp", ElemType::Ud, 4 * lanes);
        let ud = ElemType::Ud;
        let c = Purpose::Compute;
        // (relation on the low halves, on the high halves strictly, high halves signed)
        let ordered = match pred {
            CmpPred::Eq | CmpPred::Ne => None,
            CmpPred::Ult => Some((CmpRel::Lt, CmpRel::Lt, false)),
            CmpPred::Ule => Some((CmpRel::Le, CmpRel::Lt, false)),
            CmpPred::Ugt => Some((CmpRel::Gt, CmpRel::Gt, false)),
            CmpPred::Uge => Some((CmpRel::Ge, CmpRel::Gt, false)),
            CmpPred::Slt => Some((CmpRel::Lt, CmpRel::Lt, true)),
            CmpPred::Sle => Some((CmpRel::Le, CmpRel::Lt, true)),
            CmpPred::Sgt => Some((CmpRel::Gt, CmpRel::Gt, true)),
            CmpPred::Sge => Some((CmpRel::Ge, CmpRel::Gt, true)),
        };
        for (start, n) in chunks8(lanes) {
            let e = Exec::nm(n);
            let dx = Dst::Reg {
                var: x,
                off: start * 4,
                hstride: 1,
            };
            let sx = Src::reg(Region::strided(x, start * 4, 1));
            match ordered {
                None => {
                    let t = self.tmp_ud(n);
                    let (alo, blo) = (
                        self.half(&a, start, false, ud),
                        self.half(&b, start, false, ud),
                    );
                    self.alu(AluOp::Xor, e, None, dx, &[alo, blo], c);
                    let (ahi, bhi) = (
                        self.half(&a, start, true, ud),
                        self.half(&b, start, true, ud),
                    );
                    self.alu(AluOp::Xor, e, None, Dst::reg(t), &[ahi, bhi], c);
                    self.alu(AluOp::Or, e, None, dx, &[sx, Self::tmp_src(t)], c);
                }
                Some((lo_rel, hi_rel, signed)) => {
                    let signed = signed && !planted!(self.mutation, SignedHighCompare);
                    let ht = if signed { ElemType::D } else { ud };
                    let (ahi, bhi) = (
                        self.half(&a, start, true, ht),
                        self.half(&b, start, true, ht),
                    );
                    let p1 = self.cmp_tmp(hi_rel, n, ahi, bhi);
                    let p2 = self.cmp_tmp(CmpRel::Eq, n, ahi, bhi);
                    let (alo, blo) = (
                        self.half(&a, start, false, ud),
                        self.half(&b, start, false, ud),
                    );
                    let p3 = self.cmp_tmp(lo_rel, n, alo, blo);
                    let pu = |pred| {
                        Some(PredUse {
                            pred,
                            negate: false,
                        })
                    };
                    let (ones, zero) = (Src::Imm(Imm::ud(0xFFFF_FFFF)), Src::Imm(Imm::ud(0)));
                    self.alu(AluOp::Sel, e, pu(p3), dx, &[ones, zero], c);
                    self.alu(AluOp::Sel, e, pu(p2), dx, &[sx, zero], c);
                    self.alu(AluOp::Sel, e, pu(p1), dx, &[ones, sx], c);
                }
            }
        }
        let runs = self.new_mask(r, lanes_of(self.f.ty(r)));
        let xr = Repr::Place(Place::at_start(x, 4 * lanes));
        let rel = if pred == CmpPred::Eq {
            CmpRel::Eq
        } else {
            CmpRel::Ne
        };
        self.cmp_into(&runs, rel, (lhs, xr), Repr::Imm(Imm::ud(0)), ud);
        self.set(r, Repr::Mask(runs));
        Ok(())
    }
}
