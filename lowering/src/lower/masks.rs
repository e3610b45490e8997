//! Masks as predicates: a `mask<N>` is a list of predicate runs of at most 32 lanes; a run is
//! read with the mask offset (M1..M8) that reaches its bits, and bits no offset reaches, or logic
//! across runs, go through a `ud` scalar (`mov` from the predicate, shifts, `setp`).
//!
//! **Padded messages.** `split-lanes` gives the last piece of an access a mask whose padding
//! lanes are a constant 0 (`concat %m.tail, (const 0)`), and the message needs those bits to be
//! defined zeros in the predicate it reads. When the bits after the tail's lanes in the tail's
//! own predicate are already known zeros ([`Lowerer::zero_from`]), the message reads that
//! predicate as it is: no instruction. The lowering makes them zeros where it can at no cost
//! per message: constant masks and masks rebuilt through a scalar have zeros above their
//! lanes, mask arguments get one `and` that clears the host's bits above their lanes before
//! their `setp` (the kernel ABI leaves those bits to the host: `docs/ABI.md`), and a
//! compare whose mask some padded message reads (`facts::zero_tail_masks`) first clears its
//! predicate (one `setp` per compare, not per message). Otherwise one predicate `and` with a
//! constant predicate (one `setp` per block and bit pattern) clears the padding bits.
//!
//! Constant masks are written lazily: the `setp` of a `const` mask goes where the `const`
//! stood, but only once something reads the predicate, so the constant-0 padding parts that
//! padded messages never read cost nothing.

use super::repr::{low_bits, pred_width, PredRun, Repr, Runs};
use super::{Lowerer, Result};
use crate::mir::*;
use crate::verify::mask_offset_ok;
use memlower_ir::{BinOp, Block, Value};

impl Lowerer<'_> {
    pub(super) fn runs(&self, v: Value) -> Runs {
        match self.repr(v) {
            Repr::Mask(r) => r,
            _ => Runs::new(),
        }
    }

    fn pred_width_of(&self, p: PredId) -> u32 {
        self.k.preds.get(p.index()).map(|d| d.lanes).unwrap_or(0)
    }

    /// True if bits `from..to` of `p` are known to be defined zeros.
    fn zeros_in(&self, p: PredId, from: u32, to: u32) -> bool {
        from >= to
            || (self.preds.zero_from.get(&p).is_some_and(|&z| z <= from)
                && to <= self.pred_width_of(p))
    }

    /// Records that `p`'s bits from `from` on are defined zeros (forgets it for `None`).
    pub(super) fn set_zero_from(&mut self, p: PredId, from: Option<u32>) {
        match from {
            Some(z) => {
                self.preds.zero_from.insert(p, z);
            }
            None => {
                self.preds.zero_from.remove(&p);
            }
        }
    }

    /// Marks `p` read: a pending constant predicate is written where its `const` stood.
    pub(super) fn use_pred(&mut self, p: PredId) {
        if let Some((at, kind, loc, origin)) = self.preds.pending_setp.remove(&p) {
            let at = at.min(self.k.insts.len());
            self.k.insts.insert(
                at,
                Inst {
                    kind,
                    loc,
                    purpose: Purpose::Compute,
                    origin,
                },
            );
            for (pos, _, _, _) in self.preds.pending_setp.values_mut() {
                if *pos >= at {
                    *pos += 1;
                }
            }
        }
    }

    /// A predicate holding a constant, written lazily (see [`Lowerer::use_pred`]).
    pub(super) fn const_pred(&mut self, base: &str, lanes: u32, bits: u64) -> PredId {
        let p = self.new_pred(base, lanes);
        let width = pred_width(lanes);
        let imm = Imm::Scalar {
            bits,
            ty: if width <= 16 {
                ElemType::Uw
            } else {
                ElemType::Ud
            },
        };
        let setp = InstKind::Setp {
            exec: Exec::nm(width),
            dst: p,
            src: Src::Imm(imm),
        };
        self.preds
            .pending_setp
            .insert(p, (self.k.insts.len(), setp, self.loc, self.origin));
        // Bits past the highest set one are zeros.
        self.preds.zero_from.insert(p, 64 - bits.leading_zeros());
        p
    }

    /// Lanes `start..start+n` of a mask as a predicate and the mask offset that reads them.
    pub(super) fn pred_at(&mut self, v: Value, start: u32, n: u32) -> (PredId, u32) {
        let runs = self.runs(v);
        let mut lane = 0;
        for (k, r) in runs.iter().enumerate() {
            if start >= lane && start < lane + r.lanes {
                let bit = r.bit + (start - lane);
                let width = self.pred_width_of(r.pred);
                let inside = (lane + r.lanes - start).min(n);
                // The lanes after this run's part are known zeros (padding, say)?
                let mut zero_after = true;
                let mut l = lane + r.lanes;
                for z in &runs[k + 1..] {
                    if l >= start + n {
                        break;
                    }
                    zero_after &= self.zeros_in(z.pred, z.bit, z.bit + z.lanes);
                    l += z.lanes;
                }
                let fits = mask_offset_ok(n, bit) && bit + n <= width.max(n);
                if inside == n && fits {
                    self.use_pred(r.pred);
                    return (r.pred, bit);
                }
                if zero_after && fits && self.zeros_in(r.pred, bit + inside, bit + n) {
                    // A padded piece whose padding bits the predicate already has as zeros.
                    self.use_pred(r.pred);
                    return (r.pred, bit);
                }
                if zero_after && mask_offset_ok(n, bit) && bit + n <= width {
                    return self.cleared_tail(n, r.pred, bit, inside);
                }
                break;
            }
            lane += r.lanes;
        }
        let block = self.cur_block.unwrap_or(Block(0));
        if let Some(&hit) = self.preds.cache.get(&(block, v, start, n)) {
            return hit;
        }
        let bits = self.mask_bits(&runs, start, n);
        let p = self.new_pred("p_t", n);
        let exec = Exec::nm(pred_width(n));
        self.push(
            InstKind::Setp {
                exec,
                dst: p,
                src: Src::reg(Region::scalar(bits, 0)),
            },
            Purpose::Layout,
        );
        self.preds.zero_from.insert(p, n);
        self.preds.cache.insert((block, v, start, n), (p, 0));
        (p, 0)
    }

    /// Bits `bit..bit+inside` of `pred` followed by zeros up to `bit+n`, read at `bit`: one
    /// predicate `and` with a constant predicate (shared per block and pattern).
    fn cleared_tail(&mut self, n: u32, pred: PredId, bit: u32, inside: u32) -> (PredId, u32) {
        if planted!(self.mutation, PaddedTail) {
            self.use_pred(pred);
            return (pred, bit);
        }
        let block = self.cur_block.unwrap_or(Block(0));
        // Keyed by the bits read, so every padded piece of one mask shares the one `and`.
        let key = (block, pred, bit, inside, n);
        if let Some(&hit) = self.preds.cleared_tails.get(&key) {
            return hit;
        }
        // Whole-predicate logic (what the message verifier accepts): `pred` and the constant
        // over `pred`'s whole width, read at `bit` as before.
        let width = self.pred_width_of(pred);
        let pattern = low_bits(inside) << bit;
        let c = match self.preds.const_preds.get(&(block, width, pattern)) {
            Some(&c) => c,
            None => {
                let c = self.const_pred("p_pad", width, pattern);
                self.preds.const_preds.insert((block, width, pattern), c);
                c
            }
        };
        self.use_pred(c);
        self.use_pred(pred);
        let out = self.new_pred("p_t", width);
        self.alu(
            AluOp::And,
            Exec::nm(width),
            None,
            Dst::Pred(out),
            &[Src::Pred(pred), Src::Pred(c)],
            Purpose::Layout,
        );
        self.preds.cleared_tails.insert(key, (out, bit));
        (out, bit)
    }

    /// A one-lane mask as a predicate whose bit 0 holds it (what `jmp (M1_NM, 1)` reads).
    pub(super) fn pred_bit0(&mut self, v: Value) -> PredId {
        match self.pred_at(v, 0, 1) {
            (p, 0) => p,
            _ => {
                let runs = self.runs(v);
                let bits = self.mask_bits(&runs, 0, 1);
                let p = self.new_pred("p_t", 1);
                self.push(
                    InstKind::Setp {
                        exec: Exec::nm(1),
                        dst: p,
                        src: Src::reg(Region::scalar(bits, 0)),
                    },
                    Purpose::Layout,
                );
                p
            }
        }
    }

    /// Bits `start..start+n` (n ≤ 32) of a mask in the low bits of a fresh `ud` scalar; bits
    /// above `n` are zero.
    pub(super) fn mask_bits(&mut self, runs: &[PredRun], start: u32, n: u32) -> VarId {
        let mut acc: Option<VarId> = None;
        let mut lane = 0;
        for r in runs {
            let (lo, hi) = (start.max(lane), (start + n).min(lane + r.lanes));
            if lo < hi {
                let src_bit = r.bit + (lo - lane);
                let len = hi - lo;
                let dst_bit = lo - start;
                let t = self.scalar_tmp();
                let ts = Src::reg(Region::scalar(t, 0));
                let td = Dst::reg(t);
                let e = Exec::nm(1);
                self.use_pred(r.pred);
                self.alu(
                    AluOp::Mov,
                    e,
                    None,
                    td,
                    &[Src::Pred(r.pred)],
                    Purpose::Layout,
                );
                if src_bit > 0 {
                    self.alu(
                        AluOp::Shr,
                        e,
                        None,
                        td,
                        &[ts, Src::Imm(Imm::ud(src_bit))],
                        Purpose::Layout,
                    );
                }
                if len < 32 {
                    self.alu(
                        AluOp::And,
                        e,
                        None,
                        td,
                        &[ts, Src::Imm(Imm::ud(low_bits(len) as u32))],
                        Purpose::Layout,
                    );
                }
                if dst_bit > 0 {
                    self.alu(
                        AluOp::Shl,
                        e,
                        None,
                        td,
                        &[ts, Src::Imm(Imm::ud(dst_bit))],
                        Purpose::Layout,
                    );
                }
                acc = Some(match acc {
                    None => t,
                    Some(a) => {
                        let ad = Dst::reg(a);
                        let asrc = Src::reg(Region::scalar(a, 0));
                        self.alu(AluOp::Or, e, None, ad, &[asrc, ts], Purpose::Layout);
                        a
                    }
                });
            }
            lane += r.lanes;
        }
        match acc {
            Some(a) => a,
            None => {
                let t = self.scalar_tmp();
                let td = Dst::reg(t);
                self.alu(
                    AluOp::Mov,
                    Exec::nm(1),
                    None,
                    td,
                    &[Src::Imm(Imm::ud(0))],
                    Purpose::Layout,
                );
                t
            }
        }
    }

    /// New mask storage: predicates of up to 32 lanes covering `lanes`.
    pub(super) fn new_mask(&mut self, v: Value, lanes: u32) -> Runs {
        let base = self.named("p_", v, "");
        let mut runs = Runs::new();
        let mut start = 0;
        while start < lanes {
            let n = (lanes - start).min(32);
            let p = self.new_pred(&base, n);
            runs.push(PredRun {
                pred: p,
                bit: 0,
                lanes: n,
            });
            start += n;
        }
        runs
    }

    /// Writes `n` bits held in the low bits of `bits` into predicate `dst` at `bit`, keeping the
    /// predicate's other bits.
    pub(super) fn write_pred_bits(&mut self, dst: PredId, bit: u32, n: u32, bits: VarId) {
        let width = self.k.preds.get(dst.index()).map(|p| p.lanes).unwrap_or(32);
        let e = Exec::nm(1);
        let purpose = Purpose::Layout;
        if bit == 0 && n >= width {
            self.push(
                InstKind::Setp {
                    exec: Exec::nm(width),
                    dst,
                    src: Src::reg(Region::scalar(bits, 0)),
                },
                purpose,
            );
            return;
        }
        let g = self.scalar_tmp();
        let gd = Dst::reg(g);
        let gs = Src::reg(Region::scalar(g, 0));
        let keep = !((low_bits(n) << bit) as u32);
        self.alu(AluOp::Mov, e, None, gd, &[Src::Pred(dst)], purpose);
        self.alu(
            AluOp::And,
            e,
            None,
            gd,
            &[gs, Src::Imm(Imm::ud(keep))],
            purpose,
        );
        let s = self.scalar_tmp();
        let sd = Dst::reg(s);
        let ss = Src::reg(Region::scalar(s, 0));
        self.alu(
            AluOp::Shl,
            e,
            None,
            sd,
            &[Src::reg(Region::scalar(bits, 0)), Src::Imm(Imm::ud(bit))],
            purpose,
        );
        self.alu(AluOp::Or, e, None, gd, &[gs, ss], purpose);
        self.push(
            InstKind::Setp {
                exec: Exec::nm(width),
                dst,
                src: Src::reg(Region::scalar(g, 0)),
            },
            purpose,
        );
    }

    /// Builds a mask lane by lane from a bit source: `get(start, n)` returns a `ud` scalar
    /// with bits `start..start+n` of the result.
    pub(super) fn build_mask(
        &mut self,
        v: Value,
        lanes: u32,
        mut get: impl FnMut(&mut Self, u32, u32) -> VarId,
    ) -> Runs {
        let runs = self.new_mask(v, lanes);
        let mut start = 0;
        for r in &runs {
            let bits = get(self, start, r.lanes);
            let width = self
                .k
                .preds
                .get(r.pred.index())
                .map(|p| p.lanes)
                .unwrap_or(32);
            self.push(
                InstKind::Setp {
                    exec: Exec::nm(width),
                    dst: r.pred,
                    src: Src::reg(Region::scalar(bits, 0)),
                },
                Purpose::Compute,
            );
            start += r.lanes;
        }
        runs
    }

    /// Mask logic as one predicate instruction per run, when both operands are runs of the
    /// same lanes, each a whole predicate read at bit 0: the result is runs of those lanes too.
    /// A mask kept as lane groups (two 8-lane halves of a 16-lane compare, one per typed read)
    /// so costs one instruction per half, where rebuilding each operand's bits in a scalar
    /// costs about ten; a consumer of all its lanes rebuilds them once. Operands of a
    /// run under 8 lanes (a concat of two 2-lane masks) are left to the scalar path, so
    /// small masks stay one predicate. `None` when the operands do not qualify.
    fn runwise_logic(
        &mut self,
        r: Value,
        aop: AluOp,
        ra: &[PredRun],
        rb: &[PredRun],
        lanes: u32,
    ) -> Option<Runs> {
        let whole = |x: &PredRun, k: &Kernel| {
            x.bit == 0 && k.preds.get(x.pred.index()).map(|p| p.lanes) == Some(pred_width(x.lanes))
        };
        // The result's own runs (32 lanes each), or runs of at least 8 lanes.
        let own = ra
            .iter()
            .enumerate()
            .all(|(k, x)| x.lanes == lanes.saturating_sub(32 * k as u32).min(32));
        let ok = ra.len() == rb.len()
            && ra.iter().zip(rb).all(|(x, y)| x.lanes == y.lanes)
            && (own || ra.iter().all(|x| x.lanes >= 8))
            && ra.iter().chain(rb).all(|x| whole(x, &self.k));
        if !ok {
            return None;
        }
        let base = self.named("p_", r, "");
        let mut runs = Runs::new();
        for (k, x) in ra.iter().enumerate() {
            // The planted bug: every run paired with the right operand's first.
            let y = if planted!(self.mutation, MaskRunPair) {
                rb[0]
            } else {
                rb[k]
            };
            let d = self.new_pred(&base, x.lanes);
            self.use_pred(x.pred);
            self.use_pred(y.pred);
            // Bits past the lanes: `and` has zeros where either operand has them, `or` and
            // `xor` where both do.
            let (zx, zy) = (
                self.preds.zero_from.get(&x.pred).copied(),
                self.preds.zero_from.get(&y.pred).copied(),
            );
            let z = match (aop, zx, zy) {
                (AluOp::And, Some(a), Some(b)) => Some(a.min(b)),
                (AluOp::And, Some(a), None) | (AluOp::And, None, Some(a)) => Some(a),
                (_, Some(a), Some(b)) => Some(a.max(b)),
                _ => None,
            };
            self.set_zero_from(d, z);
            self.alu(
                aop,
                Exec::nm(pred_width(x.lanes)),
                None,
                Dst::Pred(d),
                &[Src::Pred(x.pred), Src::Pred(y.pred)],
                Purpose::Compute,
            );
            runs.push(PredRun {
                pred: d,
                bit: 0,
                lanes: x.lanes,
            });
        }
        Some(runs)
    }

    pub(super) fn lower_mask_logic(
        &mut self,
        r: Value,
        op: BinOp,
        lhs: Value,
        rhs: Value,
        lanes: u32,
    ) -> Result<()> {
        let aop = match op {
            BinOp::And => AluOp::And,
            BinOp::Or => AluOp::Or,
            _ => AluOp::Xor,
        };
        let (ra, rb) = (self.runs(lhs), self.runs(rhs));
        if let Some(runs) = self.runwise_logic(r, aop, &ra, &rb, lanes) {
            self.set(r, Repr::Mask(runs));
            return Ok(());
        }
        let runs = self.build_mask(r, lanes, |s, start, n| {
            let a = s.mask_bits(&ra, start, n);
            let b = s.mask_bits(&rb, start, n);
            let ad = Dst::reg(a);
            s.alu(
                aop,
                Exec::nm(1),
                None,
                ad,
                &[
                    Src::reg(Region::scalar(a, 0)),
                    Src::reg(Region::scalar(b, 0)),
                ],
                Purpose::Compute,
            );
            a
        });
        self.set(r, Repr::Mask(runs));
        Ok(())
    }
}
