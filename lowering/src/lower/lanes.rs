//! Lanes and channels: `extract` and `chan.extract` are views of their source; `insert`,
//! `concat` and `chan.pack` assemble a value, writing parts in place when they are homed
//! (see [`crate::homes`]) and copying them otherwise.

use super::repr::{chans_of, ety, lanes_of, low_bits, Place, PredRun, Repr, Runs};
use super::{Lowerer, Result};
use crate::homes;
use crate::layout::{chan_stride, value_bytes};
use crate::mir::*;
use memlower_ir as ir;
use memlower_ir::{Inst, Type, Value};

impl Lowerer<'_> {
    pub(super) fn lower_extract(
        &mut self,
        i: Inst,
        r: Value,
        src: Value,
        start: u32,
    ) -> Result<()> {
        let ty = self.f.ty(r);
        let sr = self.repr_checked(i, src)?;
        if let Repr::Mask(runs) = &sr {
            let n = lanes_of(ty);
            let mut out = Runs::new();
            let mut lane = 0;
            for run in runs {
                let (lo, hi) = (start.max(lane), (start + n).min(lane + run.lanes));
                if lo < hi {
                    out.push(PredRun {
                        pred: run.pred,
                        bit: run.bit + (lo - lane),
                        lanes: hi - lo,
                    });
                }
                lane += run.lanes;
            }
            self.set(r, Repr::Mask(out));
            return Ok(());
        }
        let eb = ety(ty).bytes();
        let view = match sr {
            Repr::Place(p) => Repr::Place(Place {
                off: p.off + start * eb,
                ..p
            }),
            // One lane of a broadcast, as a scalar, is the broadcast's one element.
            Repr::Bcast(p) if ty.is_scalar() => Repr::Place(p),
            other => other,
        };
        self.define_view(r, view);
        Ok(())
    }

    pub(super) fn lower_insert(
        &mut self,
        i: Inst,
        r: Value,
        dst: Value,
        src: Value,
        start: u32,
    ) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            let (rd, rs) = (self.runs(dst), self.runs(src));
            let n = lanes_of(self.f.ty(src));
            let runs = self.build_mask(r, lanes, |s, lo, len| {
                let d = s.mask_bits(&rd, lo, len);
                // Lanes of src that fall in lo..lo+len, shifted into place.
                let (a, b) = (start.max(lo), (start + n).min(lo + len));
                if a < b {
                    let x = s.mask_bits(&rs, a - start, b - a);
                    let keep = !((low_bits(b - a) << (a - lo)) as u32);
                    let e = Exec::nm(1);
                    let sc = |v| Src::reg(Region::scalar(v, 0));
                    let dd = Dst::reg(d);
                    let dx = Dst::reg(x);
                    s.alu(
                        AluOp::And,
                        e,
                        None,
                        dd,
                        &[sc(d), Src::Imm(Imm::ud(keep))],
                        Purpose::Compute,
                    );
                    if a > lo {
                        s.alu(
                            AluOp::Shl,
                            e,
                            None,
                            dx,
                            &[sc(x), Src::Imm(Imm::ud(a - lo))],
                            Purpose::Compute,
                        );
                    }
                    s.alu(AluOp::Or, e, None, dd, &[sc(d), sc(x)], Purpose::Compute);
                }
                d
            });
            self.set(r, Repr::Mask(runs));
            return Ok(());
        }
        let p = self.dest_place(r);
        if !self.is_homed_in(dst, r) {
            let rd = self.repr_checked(i, dst)?;
            self.copy_into(&rd, ty, p, Purpose::Layout);
        }
        if !self.is_homed_in(src, r) {
            let rs = self.repr_checked(i, src)?;
            let eb = ety(ty).bytes();
            let slot = Place {
                off: p.off + start * eb,
                ..p
            };
            self.copy_into(&rs, self.f.ty(src), slot, Purpose::Layout);
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    pub(super) fn lower_concat(&mut self, i: Inst, r: Value, parts: &[Value]) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            let mut all = Runs::new();
            for &p in parts {
                all.extend(self.runs(p));
            }
            if self.naive {
                let runs = self.build_mask(r, lanes, |s, lo, len| s.mask_bits(&all, lo, len));
                self.set(r, Repr::Mask(runs));
            } else {
                // A concatenation of predicate runs is itself a list of runs: no instruction.
                self.set(r, Repr::Mask(all));
            }
            return Ok(());
        }
        // A padded concat (`split-lanes` reaching an exec size) reads its padding lanes from
        // whatever lies past its first part: uniform values stay uniform, registers with the
        // result's channel layout are a view (their root grown to hold the padding).
        if let (Some(x), false) = (homes::padded_source(self.f, r, self.grf), self.naive) {
            match self.repr_checked(i, x)? {
                u @ (Repr::Imm(_) | Repr::Bcast(_)) => {
                    self.set(r, u);
                    return Ok(());
                }
                Repr::Place(p) if chans_of(ty) == 1 || p.stride == chan_stride(ty, self.grf) => {
                    self.grow(p.var, p.off + value_bytes(ty, self.grf));
                    self.set(r, Repr::Place(p));
                    return Ok(());
                }
                _ => {}
            }
        }
        let p = self.dest_place(r);
        let eb = ety(ty).bytes();
        let mut lane = 0;
        for (k, &part) in parts.iter().enumerate() {
            let pty = self.f.ty(part);
            if !self.naive && matches!(self.f.def_kind(part), Some(ir::InstKind::Undef)) {
                // Undefined lanes: nothing to write.
                lane += lanes_of(pty);
                continue;
            }
            // A value listed twice is homed (at most) at its first slot.
            let first = parts.iter().position(|&x| x == part) == Some(k);
            if !(first
                && self.is_homed_in(part, r)
                && self.plan.homes.get(part).map(|h| h.lane) == Some(lane))
            {
                let rp = self.repr_checked(i, part)?;
                let slot = Place {
                    off: p.off + lane * eb,
                    ..p
                };
                self.copy_into(&rp, pty, slot, Purpose::Layout);
            }
            lane += lanes_of(pty);
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    pub(super) fn lower_chan_extract(
        &mut self,
        i: Inst,
        r: Value,
        src: Value,
        chan: u8,
    ) -> Result<()> {
        let sr = self.repr_checked(i, src)?;
        let view = match sr {
            Repr::Place(p) => Repr::Place(Place {
                off: p.off + chan as u32 * p.stride,
                ..p
            }),
            // A splat constant of several channels: every channel holds the same element.
            Repr::Imm(imm) => Repr::Imm(imm),
            _ => {
                return Err(self.not_legal(
                    i,
                    "chan.extract of a non-vector",
                    "a multi-channel vector",
                ))
            }
        };
        self.define_view(r, view);
        Ok(())
    }

    pub(super) fn lower_chan_pack(&mut self, i: Inst, r: Value, parts: &[Value]) -> Result<()> {
        let p = self.dest_place(r);
        for (c, &part) in parts.iter().enumerate() {
            let first = parts.iter().position(|&x| x == part) == Some(c);
            let homed_here = first
                && self.is_homed_in(part, r)
                && self.plan.homes.get(part).map(|h| h.chan) == Some(c as u32);
            if !homed_here {
                let rp = self.repr_checked(i, part)?;
                let slot = Place {
                    off: p.off + c as u32 * p.stride,
                    ..p
                };
                let pty = self.f.ty(part);
                self.copy_into(&rp, pty, slot, Purpose::Layout);
            }
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }
}
