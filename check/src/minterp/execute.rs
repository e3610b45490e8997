//! ALU, select, compare and predicate instructions, lane by lane: what `mov`, `add`, ...,
//! `sel`, `cmp` and `setp` do to registers and predicates (the arithmetic itself is in
//! [`alu`](super::alu)).

use super::alu::{self, Elem, Num};
use super::{Fault, Machine, RegByte};
use memlower_lowering::mir::*;

impl Machine<'_> {
    pub(super) fn alu(
        &mut self,
        op: AluOp,
        exec: Exec,
        pred: Option<PredUse>,
        dst: &Dst,
        srcs: &[Src],
    ) -> Result<(), Fault> {
        self.check_exec(exec)?;
        if srcs.len() != op.arity() {
            return Err(Fault::Malformed(format!(
                "`{}` takes {} sources, not {}",
                op.name(),
                op.arity(),
                srcs.len()
            )));
        }
        match dst {
            Dst::Pred(p) => self.pred_logic(op, exec, pred, *p, srcs),
            Dst::Reg { var, off, hstride } => {
                let dty = self.var_type(*var)?;
                if *hstride == 0 && exec.size > 1 {
                    return Err(Fault::Malformed(
                        "a destination stride of 0 with more than one lane".into(),
                    ));
                }
                let eb = dty.bytes();
                if !off.is_multiple_of(eb) {
                    return Err(Fault::Malformed(format!(
                        "the destination starts at byte {off}, inside a {dty} element"
                    )));
                }
                if op == AluOp::Sel && pred.is_none() {
                    return Err(Fault::Malformed("`sel` needs a predicate".into()));
                }
                // Every source lane is read before any destination element is written.
                let mut results: Vec<(u32, Elem)> = Vec::with_capacity(exec.size as usize);
                for i in 0..exec.size {
                    if !self.dispatched(exec, i) {
                        continue;
                    }
                    let r = if op == AluOp::Sel {
                        self.sel_lane(exec, pred, srcs, i, dty)?
                    } else {
                        match self.channel_enable(exec, pred, i)? {
                            Some(false) => continue,
                            // Whether the lane is written is unknown.
                            None => Elem::undefined(dty),
                            Some(true) => self.alu_lane(op, srcs, i, dty)?,
                        }
                    };
                    results.push((i, r));
                }
                for (i, r) in results {
                    let at = u64::from(*off) + u64::from(i) * u64::from(*hstride) * u64::from(eb);
                    let at = u32::try_from(at)
                        .map_err(|_| Fault::Malformed("a destination reaches past 4 GiB".into()))?;
                    self.regs
                        .write(*var, at, &elem_bytes(r))
                        .map_err(Fault::reg)?;
                }
                Ok(())
            }
        }
    }

    fn sel_lane(
        &self,
        exec: Exec,
        pred: Option<PredUse>,
        srcs: &[Src],
        i: u32,
        dty: ElemType,
    ) -> Result<Elem, Fault> {
        let p = pred.ok_or_else(|| Fault::Malformed("`sel` needs a predicate".into()))?;
        let bit = self
            .regs
            .pred_bit(p.pred, exec.offset + i)
            .map_err(Fault::reg)?;
        let pick = |k: usize| -> Result<Elem, Fault> {
            let s = srcs
                .get(k)
                .ok_or_else(|| Fault::Malformed("`sel` takes two sources".into()))?;
            self.move_elem(s, i, dty)
        };
        match bit.map(|b| b != p.negate) {
            Some(true) => pick(0),
            Some(false) => pick(1),
            None => Ok(Elem::undefined(dty)),
        }
    }

    /// One lane of `mov` (or the picked source of `sel`) into a `dty` destination. Between
    /// floats of the same type without a source modifier it is a raw move: vISA converts only
    /// when the types differ, and flushes denormals only in mathematical operations, so the bits
    /// are copied as they are, undefined ones included (a partly undefined `df` keeps its defined
    /// bytes). Anything else goes through the conversion rules.
    fn move_elem(&self, s: &Src, i: u32, dty: ElemType) -> Result<Elem, Fault> {
        let (e, neg) = self.src_elem(s, i)?;
        if dty.is_float() && e.ty == dty && !neg {
            return Ok(e);
        }
        Ok(alu::convert(Num::of(e, neg), dty))
    }

    fn alu_lane(&self, op: AluOp, srcs: &[Src], i: u32, dty: ElemType) -> Result<Elem, Fault> {
        let src = |k: usize| -> Result<Num, Fault> {
            let s = srcs
                .get(k)
                .ok_or_else(|| Fault::Malformed(format!("`{}` lacks a source", op.name())))?;
            self.src_num(s, i)
        };
        if op == AluOp::Mov {
            let s = srcs
                .first()
                .ok_or_else(|| Fault::Malformed("`mov` lacks a source".into()))?;
            return self.move_elem(s, i, dty);
        }
        let a = src(0)?;
        let result = match op {
            AluOp::Mov => return Err(Fault::Malformed("`mov` reached the arithmetic path".into())),
            AluOp::Not => alu::not(a),
            AluOp::Sel => return Err(Fault::Malformed("`sel` reached the ALU path".into())),
            AluOp::Mad => alu::mad(a, src(1)?, src(2)?),
            AluOp::Add3 => alu::add3(a, src(1)?, src(2)?),
            _ => {
                let t0 = match srcs.first() {
                    Some(Src::Reg { region, .. }) => self.var_type(region.var)?,
                    Some(Src::Imm(Imm::Scalar { ty, .. })) => *ty,
                    Some(Src::Imm(Imm::PackedV(_))) => ElemType::W,
                    Some(Src::Imm(Imm::PackedUv(_))) => ElemType::Uw,
                    _ => ElemType::Ud,
                };
                alu::binary(op, a, src(1)?, t0)
            }
        }
        .map_err(Fault::Malformed)?;
        // The destination of an arithmetic or logic op has the execution type's kind:
        // floats of the same precision, or any integer type.
        match (result, dty.is_float()) {
            (Num::Float(st, ..), true) if ElemType::of(st) == dty => Ok(alu::convert(result, dty)),
            (Num::Int(..), false) => Ok(alu::convert(result, dty)),
            _ => Err(Fault::Malformed(format!(
                "`{}` cannot write its result to a {dty} destination (only `mov` and `sel` \
                 convert between integers and floats)",
                op.name()
            ))),
        }
    }

    fn pred_logic(
        &mut self,
        op: AluOp,
        exec: Exec,
        pred: Option<PredUse>,
        dst: PredId,
        srcs: &[Src],
    ) -> Result<(), Fault> {
        if pred.is_some() {
            return Err(Fault::Malformed(
                "a predicated instruction writing a predicate".into(),
            ));
        }
        let mut bits = Vec::with_capacity(exec.size as usize);
        for i in 0..exec.size {
            let ch = exec.offset + i;
            let mut vals = Vec::with_capacity(srcs.len());
            for s in srcs {
                match s {
                    Src::Pred(p) => vals.push(self.regs.pred_bit(*p, ch).map_err(Fault::reg)?),
                    _ => {
                        return Err(Fault::Malformed(format!(
                            "`{}` into a predicate takes predicate sources",
                            op.name()
                        )))
                    }
                }
            }
            let (a, b) = (
                vals.first().copied().flatten(),
                vals.get(1).copied().flatten(),
            );
            let r = match op {
                AluOp::Mov => a,
                AluOp::Not => a.map(|x| !x),
                // A defined false (true) decides `and` (`or`) whatever the other bit is.
                AluOp::And => match (a, b) {
                    (Some(false), _) | (_, Some(false)) => Some(false),
                    (Some(true), Some(true)) => Some(true),
                    _ => None,
                },
                AluOp::Or => match (a, b) {
                    (Some(true), _) | (_, Some(true)) => Some(true),
                    (Some(false), Some(false)) => Some(false),
                    _ => None,
                },
                AluOp::Xor => a.zip(b).map(|(x, y)| x != y),
                other => {
                    return Err(Fault::Malformed(format!(
                        "`{}` cannot write a predicate",
                        other.name()
                    )))
                }
            };
            bits.push((ch, r, self.dispatched(exec, i)));
        }
        for (ch, r, on) in bits {
            if on {
                self.regs.set_pred_bit(dst, ch, r).map_err(Fault::reg)?;
            }
        }
        Ok(())
    }

    pub(super) fn cmp(
        &mut self,
        rel: CmpRel,
        exec: Exec,
        dst: PredId,
        srcs: &[Src; 2],
    ) -> Result<(), Fault> {
        self.check_exec(exec)?;
        let mut bits = Vec::with_capacity(exec.size as usize);
        for i in 0..exec.size {
            if !self.dispatched(exec, i) {
                continue;
            }
            let a = self.src_num(&srcs[0], i)?;
            let b = self.src_num(&srcs[1], i)?;
            let r = alu::compare(rel, a, b).map_err(Fault::Malformed)?;
            bits.push((exec.offset + i, r));
        }
        for (ch, r) in bits {
            self.regs.set_pred_bit(dst, ch, r).map_err(Fault::reg)?;
        }
        Ok(())
    }

    /// `setp (N) P src`: bit i of the scalar `src` becomes predicate channel `offset + i`.
    pub(super) fn setp(&mut self, exec: Exec, dst: PredId, src: &Src) -> Result<(), Fault> {
        self.check_exec(exec)?;
        let scalar = match src {
            Src::Imm(Imm::Scalar { .. }) => true,
            Src::Reg { region, .. } => region.vstride == 0 && region.hstride == 0,
            _ => false,
        };
        if !scalar {
            return Err(Fault::Malformed(
                "`setp` reads its bits from a scalar (`<0;1,0>` region or immediate)".into(),
            ));
        }
        let (v, u) = match self.src_num(src, 0)? {
            Num::Int(v, u) => (v as u128, u),
            Num::Float(..) => {
                return Err(Fault::Malformed("`setp` takes an integer source".into()))
            }
        };
        for i in 0..exec.size {
            if !self.dispatched(exec, i) {
                continue;
            }
            let bit = (u >> i) & 1 == 0;
            let value = bit.then_some((v >> i) & 1 != 0);
            self.regs
                .set_pred_bit(dst, exec.offset + i, value)
                .map_err(Fault::reg)?;
        }
        Ok(())
    }
}

/// An element's register bytes.
fn elem_bytes(e: Elem) -> Vec<RegByte> {
    (0..e.ty.bytes())
        .map(|k| RegByte {
            bits: (e.bits >> (8 * k)) as u8,
            undef: (e.undef >> (8 * k)) as u8,
        })
        .collect()
}
