//! Casts and bitcasts: conversions (integer widths, int <-> float, float widths) are `mov`s
//! between types; a bitcast that keeps the layout,
//! or undoes one that did not, is a view; any other bitcast moves lanes between layouts.

use super::repr::{chans_of, chunks, ety, lanes_of, Place, Repr};
use super::{Lowerer, Result};
use crate::homes;
use crate::layout::bitcast_is_alias;
use crate::mir::*;
use memlower_ir::{CastOp, Inst, Type, Value};

impl Lowerer<'_> {
    pub(super) fn lower_cast(&mut self, i: Inst, r: Value, op: CastOp, x: Value) -> Result<()> {
        let (fty, tty) = (self.f.ty(x), self.f.ty(r));
        let xr = self.repr_checked(i, x)?;
        if matches!(xr, Repr::Mask(_)) || tty.is_mask() {
            return Err(self.not_legal(i, "cast of a mask", "casts of integers and floats"));
        }
        let (ft, tt) = (ety(fty), ety(tty));
        match op {
            CastOp::Bitcast if bitcast_is_alias(fty, tty) => {
                let view = match xr {
                    Repr::Place(p) => Repr::Place(Place {
                        var: self.view(p.var, tt),
                        ..p
                    }),
                    Repr::Bcast(p) => Repr::Bcast(Place {
                        var: self.view(p.var, tt),
                        ..p
                    }),
                    Repr::Imm(Imm::Scalar { bits, .. }) => Repr::Imm(Imm::Scalar { bits, ty: tt }),
                    o => o,
                };
                self.define_view(r, view);
                Ok(())
            }
            CastOp::Bitcast => {
                // A bitcast back to the layout of what `x` was bitcast from (a zip followed by
                // its unzip) is that value again: a view, no moves (unless that zip is
                // itself only a view of what it was bitcast from, see `unzip_origin`).
                let unzipped: &[bool] = if self.naive {
                    &[]
                } else {
                    &self.plan.only_unzipped
                };
                if let Some(y) = homes::unzip_origin(self.f, x, tty, unzipped) {
                    let view = self.retyped(&self.repr(y), tt);
                    self.define_view(r, view);
                    return Ok(());
                }
                // A zip whose every use unzips it again is never needed in registers.
                if !self.naive && self.plan.only_unzipped.get(r.index()) == Some(&true) {
                    self.set(r, xr);
                    return Ok(());
                }
                let src = match xr {
                    Repr::Imm(_) => Repr::Place(self.in_register(x)),
                    o => o,
                };
                let p = self.dest_place(r);
                self.bitcast_moves(&src, fty, p, tty);
                self.set(r, Repr::Place(p));
                Ok(())
            }
            CastOp::Trunc if self.ir_facts.folded_truncs.contains(&r) => {
                // Every use reads `x` itself (see `ext_of_trunc`): nothing to write.
                self.set(r, Repr::Imm(Imm::Scalar { bits: 0, ty: tt }));
                Ok(())
            }
            CastOp::ZExt | CastOp::SExt if self.ir_facts.folded_truncs.contains(&x) => {
                self.ext_of_trunc(i, r, op, x)
            }
            CastOp::ZExt | CastOp::SExt | CastOp::Trunc => {
                let (st, dt) = match op {
                    CastOp::SExt => (ft.signed(), tt.signed()),
                    _ => (ft.unsigned(), tt.unsigned()),
                };
                self.convert(xr, st, dt, r, tty);
                Ok(())
            }
            // vISA's `mov` converts: int -> float rounds to nearest even, float -> int
            // truncates toward zero (saturating, which only differs where LLVM has poison),
            // float -> float rounds to nearest even. The integer side is read or written
            // through the signed or unsigned type the conversion names.
            _ => {
                self.need_alu64(i, ft)?;
                self.need_alu64(i, tt)?;
                if ft == ElemType::Df && tt == ElemType::Hf {
                    return Err(self.unsupported(
                        i,
                        "f64 to f16 in one rounding: the finalizer converts through f32 and \
                         rounds twice (convert to f32 and then to f16 if two roundings are meant)",
                    ));
                }
                let (st, dt) = match op {
                    CastOp::SIToFP => (ft.signed(), tt),
                    CastOp::UIToFP => (ft.unsigned(), tt),
                    CastOp::FPToSI if planted!(self.mutation, FpToSiUnsigned) => {
                        (ft, tt.signed().unsigned())
                    }
                    CastOp::FPToSI => (ft, tt.signed()),
                    CastOp::FPToUI if !planted!(self.mutation, FpToUiNoClamp) => {
                        let xr = match xr {
                            Repr::Imm(_) => Repr::Place(self.in_register(x)),
                            o => o,
                        };
                        self.fptoui_clamped(&xr, ft, tt.unsigned(), r, tty);
                        return Ok(());
                    }
                    CastOp::FPToUI => (ft, tt.unsigned()),
                    _ => (ft, tt),
                };
                self.convert(xr, st, dt, r, tty);
                Ok(())
            }
        }
    }

    /// `zext`/`sext` of `t = trunc y`, read from `y`'s registers: the low bytes of each lane of
    /// `y` are `t`'s lanes, so no register holds `t` itself. Back to `y`'s width, a `zext` is
    /// one `and` with the low bits (`zext (trunc %g)` after a byte gather clears the undefined
    /// upper bytes); otherwise one `mov` from a strided view of `y`'s low bytes.
    fn ext_of_trunc(&mut self, i: Inst, r: Value, op: CastOp, t: Value) -> Result<()> {
        let Some(memlower_ir::InstKind::Cast { x: y, .. }) = self.f.def_kind(t).cloned() else {
            return Err(self.not_legal(i, "a folded trunc is not a trunc", "a trunc"));
        };
        let (yty, tty, rty) = (self.f.ty(y), self.f.ty(t), self.f.ty(r));
        let yr = self.repr_checked(i, y)?;
        let (yb, tb, rb) = (ety(yty).bytes(), ety(tty).bytes(), ety(rty).bytes());
        if op == CastOp::ZExt && yty == rty && self.ir_facts.unmasked_exts.contains(&r) {
            // Every use reads only the bits the trunc kept (`facts::low_bits_only`): `y`'s
            // registers as they are, the `and` clearing the rest dead.
            let view = self.retyped(&yr, ety(rty));
            self.define_view(r, view);
            return Ok(());
        }
        let p = self.dest_place(r);
        for c in 0..chans_of(rty) {
            for (start, n) in chunks(lanes_of(rty)) {
                if op == CastOp::ZExt && rb == yb && rb <= 4 {
                    let dt = ety(rty).unsigned();
                    let s = self.src_of(&yr, c, start, dt);
                    let d = self.dst_of(p, c, start, dt);
                    let low = Imm::Scalar {
                        bits: super::repr::width_mask(ety(tty)),
                        ty: dt,
                    };
                    self.alu(
                        AluOp::And,
                        Exec::nm(n),
                        None,
                        d,
                        &[s, Src::Imm(low)],
                        Purpose::Compute,
                    );
                    continue;
                }
                let (nt, dt) = match op {
                    CastOp::SExt => (ety(tty).signed(), ety(rty).signed()),
                    _ => (ety(tty).unsigned(), ety(rty).unsigned()),
                };
                let s = match &yr {
                    Repr::Place(q) => {
                        let var = self.view(q.var, nt);
                        Src::reg(Region::strided(
                            var,
                            q.off + c * q.stride + start * yb,
                            yb / tb,
                        ))
                    }
                    other => self.src_of(other, c, start, nt),
                };
                let d = self.dst_of(p, c, start, dt);
                self.alu(AluOp::Mov, Exec::nm(n), None, d, &[s], Purpose::Compute);
            }
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    /// `r` (of type `tty`) = `xr` read as `st`, written as `dt`: one `mov` per chunk and channel.
    fn convert(&mut self, xr: Repr, st: ElemType, dt: ElemType, r: Value, tty: Type) {
        let p = self.dest_place(r);
        for c in 0..chans_of(tty) {
            for (start, n) in chunks(lanes_of(tty)) {
                let s = self.src_of(&xr, c, start, st);
                let d = self.dst_of(p, c, start, dt);
                self.alu(AluOp::Mov, Exec::nm(n), None, d, &[s], Purpose::Compute);
            }
        }
        self.set(r, Repr::Place(p));
    }

    /// `r = fptoui xr`: the conversion `mov`, then `0` in the lanes whose source is below zero.
    /// memlower promises 0 for a negative fraction (-0.9 truncates to 0, §4); vISA's datatypes
    /// chapter says so in its prose (toward zero, then saturate) but its table gives "qNaN
    /// Indefinite" for every negative normal float converted to an unsigned type, so the
    /// hardware's answer is not relied on. `cmp.lt` is ordered: NaN and `-0` keep the `mov`'s
    /// result (0 by prose and table alike; a NaN's result is undefined in the IR anyway).
    fn fptoui_clamped(&mut self, xr: &Repr, st: ElemType, dt: ElemType, r: Value, tty: Type) {
        let p = self.dest_place(r);
        let neg = self.new_pred("p_neg", 16);
        for c in 0..chans_of(tty) {
            for (start, n) in chunks(lanes_of(tty)) {
                let e = Exec::nm(n);
                let s = self.src_of(xr, c, start, st);
                let zero_f = Src::Imm(Imm::Scalar { bits: 0, ty: st });
                self.push(
                    InstKind::Cmp {
                        rel: CmpRel::Lt,
                        exec: e,
                        dst: neg,
                        srcs: [s, zero_f],
                    },
                    Purpose::Compute,
                );
                let d = self.dst_of(p, c, start, dt);
                self.alu(AluOp::Mov, e, None, d, &[s], Purpose::Compute);
                let on = Some(PredUse {
                    pred: neg,
                    negate: false,
                });
                let zero = Src::Imm(Imm::Scalar { bits: 0, ty: dt });
                self.alu(AluOp::Mov, e, on, d, &[zero], Purpose::Compute);
            }
        }
        self.set(r, Repr::Place(p));
    }

    /// The same registers read as `t`.
    pub(super) fn retyped(&mut self, r: &Repr, t: ElemType) -> Repr {
        match r {
            Repr::Place(p) => Repr::Place(Place {
                var: self.view(p.var, t),
                ..*p
            }),
            Repr::Bcast(p) => Repr::Bcast(Place {
                var: self.view(p.var, t),
                ..*p
            }),
            Repr::Imm(Imm::Scalar { bits, .. }) => Repr::Imm(Imm::Scalar { bits: *bits, ty: t }),
            o => o.clone(),
        }
    }

    /// A bitcast between layouts that differ (e.g. `vec<N x i64>` ↔ `vec<N x 2 x i32>`): for
    /// every overlap of a source channel and a destination channel inside a lane, one strided
    /// `mov` per unit of `min(sizes)` bytes (an unzip or zip).
    pub(super) fn bitcast_moves(&mut self, src: &Repr, fty: Type, dst: Place, tty: Type) {
        let (s, t) = (ety(fty).bytes(), ety(tty).bytes());
        let u = s.min(t);
        let ut = match u {
            1 => ElemType::Ub,
            2 => ElemType::Uw,
            4 => ElemType::Ud,
            _ => ElemType::Uq,
        };
        let lanes = lanes_of(tty);
        let dstride = dst.stride;
        #[cfg(feature = "mutations")]
        let dstride = crate::mutation::zip_stride(self.mutation, dstride, tty, fty, self.grf);
        for d in 0..chans_of(tty) {
            for c in 0..chans_of(fty) {
                let (lo, hi) = ((d * t).max(c * s), ((d + 1) * t).min((c + 1) * s));
                let mut b = lo;
                while b < hi {
                    for (start, n) in chunks(lanes) {
                        let (sp, sstride) = match src {
                            Repr::Place(p) => (*p, s / u),
                            Repr::Bcast(p) => (*p, 0),
                            _ => break,
                        };
                        let (sstride_c, schan) = (sp.stride, c);
                        #[cfg(feature = "mutations")]
                        let (sstride_c, schan) = {
                            use crate::mutation::{dword_channel, zip_stride};
                            let m = self.mutation;
                            let stride = zip_stride(m, sstride_c, fty, tty, self.grf);
                            (stride, dword_channel(m, fty, tty, schan))
                        };
                        let soff = sp.off
                            + schan * sstride_c
                            + if sstride == 0 { 0 } else { start * s }
                            + (b - c * s);
                        let svar = self.view(sp.var, ut);
                        let region = if sstride == 0 {
                            Region::scalar(svar, soff)
                        } else {
                            Region::strided(svar, soff, sstride)
                        };
                        let dvar = self.view(dst.var, ut);
                        let dchan = d;
                        #[cfg(feature = "mutations")]
                        let dchan = crate::mutation::dword_channel(self.mutation, tty, fty, dchan);
                        let doff = dst.off + dchan * dstride + start * t + (b - d * t);
                        let dd = Dst::Reg {
                            var: dvar,
                            off: doff,
                            hstride: t / u,
                        };
                        self.alu(
                            AluOp::Mov,
                            Exec::nm(n),
                            None,
                            dd,
                            &[Src::reg(region)],
                            Purpose::Layout,
                        );
                    }
                    b += u;
                }
            }
        }
    }
}
