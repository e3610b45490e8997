//! Values in registers: the storage a definition writes (home slots, coalesced block
//! parameters, fresh variables), operands read from a representation, copies, views, and message
//! payloads, including the shared payloads of uniform (splat) values.

use super::repr::{chans_of, chunks, convert_imm, ety, lane_imm, lanes_of, scalarize, Place, Repr};
use super::{Lowerer, Result};
use crate::layout::{chan_stride, value_bytes};
use crate::mir::*;
use memlower_ir as ir;
use memlower_ir::{Inst, MsgChoice, Type, Value};

impl Lowerer<'_> {
    pub(super) fn repr(&self, v: Value) -> Repr {
        self.reprs.get(v).cloned().unwrap_or(Repr::Imm(Imm::ud(0)))
    }

    pub(super) fn repr_checked(&self, i: Inst, v: Value) -> Result<Repr> {
        self.reprs.get(v).cloned().ok_or_else(|| {
            self.not_legal(
                i,
                "an operand is used before it is defined",
                "SSA form (run the verifier)",
            )
        })
    }

    /// The storage a value's definition writes: its home slot, or a fresh variable.
    pub(super) fn dest_place(&mut self, v: Value) -> Place {
        if let Some(&p) = self.places.get(v) {
            return p;
        }
        let ty = self.f.ty(v);
        let place = match self.plan.homes.get(v).copied() {
            Some(h) => {
                let parent = self.dest_place(h.parent);
                let eb = ety(self.f.ty(h.parent)).bytes();
                Place {
                    var: parent.var,
                    off: parent.off + h.chan * parent.stride + h.lane * eb,
                    stride: parent.stride,
                }
            }
            None => match self.reused_place(v) {
                Some(p) => p,
                None => {
                    let name = self.value_name(v);
                    let var = self.new_var(name, ety(ty), value_bytes(ty, self.grf));
                    self.set_own_root(var, v);
                    Place::at_start(var, chan_stride(ty, self.grf))
                }
            },
        };
        self.places.set(v, place);
        place
    }

    /// The storage of the operand `v` may be written over (see `homes::reuse_candidates`),
    /// when that operand's registers are a whole variable of its own.
    fn reused_place(&mut self, v: Value) -> Option<Place> {
        let q = *self.plan.reuse.get(v)?;
        let Some(&Repr::Place(p)) = self.reprs.get(q) else {
            return None;
        };
        let ty = self.f.ty(v);
        let whole = p.off == 0
            && self.k.root(p.var) == (p.var, 0)
            && self.own_roots.get(p.var.index()).copied().flatten() == Some(q)
            && self.k.var(p.var).map(|d| d.bytes()) == Some(value_bytes(ty, self.grf))
            && p.stride == chan_stride(ty, self.grf);
        if !whole || self.input_vars.contains(&p.var) {
            return None;
        }
        self.set_own_root(p.var, v);
        Some(p)
    }

    /// Writes `r` (a lane-wise op: every lane reads its operands' same lane) into the storage of
    /// the block parameter it is passed to, when that parameter is dead from here on: the move
    /// on the edge disappears (`%acc.next = add %acc, %row` then `br loop(%acc.next)` updates
    /// `%acc` in place). Operands that are views into the parameter's storage at other lanes
    /// would be clobbered, so they forbid it.
    pub(super) fn coalesce(&mut self, r: Value, operands: &[Value]) {
        if self.naive || self.places.has(r) {
            return;
        }
        let Some(&p) = self.plan.coalesce.get(r) else {
            return;
        };
        let Some(&Repr::Place(pp)) = self.reprs.get(p) else {
            return;
        };
        if pp.off != 0 || self.f.ty(p) != self.f.ty(r) {
            return;
        }
        let root = self.k.root(pp.var).0;
        for &o in operands {
            if o == p {
                continue;
            }
            if let Some(Repr::Place(q) | Repr::Bcast(q)) = self.reprs.get(o) {
                if self.k.root(q.var).0 == root {
                    return;
                }
            }
        }
        self.places.set(r, pp);
    }

    /// Records that root `var` holds `v`'s storage now.
    fn set_own_root(&mut self, var: VarId, v: Value) {
        let i = var.index();
        if self.own_roots.len() <= i {
            self.own_roots.resize(i + 1, None);
        }
        self.own_roots[i] = Some(v);
    }

    pub(super) fn is_homed_in(&self, part: Value, parent: Value) -> bool {
        matches!(self.plan.homes.get(part), Some(h) if h.parent == parent)
    }

    pub(super) fn set(&mut self, v: Value, r: Repr) {
        if matches!(r, Repr::Bcast(_) | Repr::Imm(_)) {
            // A uniform value comes from itself, or from the uniform value it is a view of.
            let origin = self
                .f
                .def_kind(v)
                .and_then(|k| match k {
                    ir::InstKind::Extract { src, .. } | ir::InstKind::ChanExtract { src, .. } => {
                        self.payloads.uniform_origin.get(*src).copied()
                    }
                    _ => None,
                })
                .unwrap_or(v);
            self.payloads.uniform_origin.set(v, origin);
        }
        self.reprs.set(v, r);
    }

    /// Source operand for lanes `start..` of channel `c` of a value representation, read as `ty`.
    pub(super) fn src_of(&mut self, r: &Repr, c: u32, start: u32, ty: ElemType) -> Src {
        match r {
            Repr::Place(p) => {
                let var = self.view(p.var, ty);
                Src::reg(Region::strided(
                    var,
                    p.off + c * p.stride + start * ty.bytes(),
                    1,
                ))
            }
            Repr::Bcast(p) => {
                let var = self.view(p.var, ty);
                Src::reg(Region::scalar(var, p.off))
            }
            Repr::Imm(Imm::Scalar { bits, ty: ity }) => Src::Imm(convert_imm(*bits, *ity, ty)),
            Repr::Imm(i) => Src::Imm(*i),
            Repr::Mask(_) => Src::Imm(Imm::ud(0)),
            Repr::LaneIds(k) => self.lane_src(k + start),
            Repr::Lanes => {
                let first = if planted!(self.mutation, LaneImmediate) {
                    0
                } else {
                    start
                };
                Src::Imm(lane_imm(first, 8.min(16u32.saturating_sub(first))))
            }
        }
    }

    pub(super) fn dst_of(&mut self, p: Place, c: u32, start: u32, ty: ElemType) -> Dst {
        let var = self.view(p.var, ty);
        Dst::Reg {
            var,
            off: p.off + c * p.stride + start * ty.bytes(),
            hstride: 1,
        }
    }

    /// Copies a value representation into registers with the layout of `dst`.
    pub(super) fn copy_into(&mut self, r: &Repr, ty: Type, dst: Place, purpose: Purpose) {
        if *r == Repr::Place(dst) {
            return;
        }
        let t = ety(ty);
        if *r == Repr::Lanes {
            self.write_lane_index(dst, lanes_of(ty), t);
            return;
        }
        for c in 0..chans_of(ty) {
            for (start, n) in chunks(lanes_of(ty)) {
                let s = self.src_of(r, c, start, t);
                let d = self.dst_of(dst, c, start, t);
                self.alu(AluOp::Mov, Exec::nm(n), None, d, &[s], purpose);
            }
        }
    }

    /// The value in registers (immediates and broadcasts are written out once, and cached).
    pub(super) fn in_register(&mut self, v: Value) -> Place {
        match self.repr(v) {
            Repr::Place(p) => p,
            r => {
                if let Some(&p) = self.payloads.materialized.get(&(v, self.cur_block)) {
                    return p;
                }
                let ty = self.f.ty(v);
                let name = self.named("v_", v, "_reg");
                let var = self.new_var(name, ety(ty), value_bytes(ty, self.grf));
                let p = Place::at_start(var, chan_stride(ty, self.grf));
                self.copy_into(&r, ty, p, Purpose::Layout);
                self.payloads.materialized.insert((v, self.cur_block), p);
                p
            }
        }
    }

    /// Makes `v` a message payload with the message's layout: in place when it already is one
    /// (GRF-aligned; channel stride of the message), else copied into a fresh aligned variable.
    pub(super) fn payload(&mut self, v: Value, choice: MsgChoice, exec: u32, data: bool) -> Raw {
        let ty = self.f.ty(v);
        let need_stride = chan_stride(ty, self.grf);
        #[cfg(feature = "mutations")]
        let need_stride =
            crate::mutation::payload_stride(self.mutation, choice.msg, data, ty, exec, need_stride);
        let footprint = payload_footprint(choice, exec, self.grf, data);
        let r = self.repr(v);
        if !self.naive {
            if let Repr::Place(p) = r {
                let (_, roff) = self.k.root(p.var);
                if (roff + p.off) % self.grf == 0 && (chans_of(ty) == 1 || p.stride == need_stride)
                {
                    self.grow(p.var, p.off + footprint);
                    return Raw::at(p.var, p.off);
                }
            }
        }
        // Pieces of one splat or constant share one payload inside a block.
        let origin = self.payloads.uniform_origin.get(v).copied();
        let key = match (&r, origin, self.cur_block) {
            (Repr::Bcast(_) | Repr::Imm(_), Some(o), Some(b)) if !self.naive => {
                Some((o, b, ety(ty), footprint))
            }
            _ => None,
        };
        if let Some(hit) = key.and_then(|k| self.payloads.uniform.get(&k)) {
            return *hit;
        }
        let name = self.named("v_", v, "_pay");
        let var = self.new_var(name, ety(ty), footprint);
        match key {
            Some(k) => {
                self.fill_uniform(&r, ety(ty), var, footprint);
                self.payloads.uniform.insert(k, Raw::at(var, 0));
            }
            None => {
                let dst = Place::at_start(var, need_stride);
                self.copy_into(&r, ty, dst, Purpose::PayloadCopy);
            }
        }
        Raw::at(var, 0)
    }

    /// Writes a uniform value's element into every byte of a shared payload.
    ///
    /// The payload is shared by every piece of one splat that a message of the same footprint
    /// reads in this block, and those pieces differ in lanes and channels: a 4-lane scatter and
    /// an 8-lane typed read both read a one-GRF payload, the first 4 lanes of it, the second 8.
    /// A message reads nothing outside its footprint, and every element of a uniform value is
    /// the same, so filling the whole footprint serves every user whatever its lanes and
    /// channel layout; and the fill writes the whole variable, so liveness sees a definition.
    pub(super) fn fill_uniform(&mut self, r: &Repr, t: ElemType, var: VarId, footprint: u32) {
        for (start, n) in chunks(footprint / t.bytes()) {
            let s = self.src_of(r, 0, start, t);
            let d = self.dst_of(Place::at_start(var, 0), 0, start, t);
            self.alu(AluOp::Mov, Exec::nm(n), None, d, &[s], Purpose::PayloadCopy);
        }
    }

    /// A scalar source of type `ty` (global offsets, QW base).
    pub(super) fn scalar_src(&mut self, v: Value, ty: ElemType) -> Src {
        let r = self.repr(v);
        let s = self.src_of(&r, 0, 0, ty);
        scalarize(s, Exec::nm(1))
    }

    /// Defines `r` as a view of existing storage: an alias in optimised mode (named after the
    /// value when it starts a GRF), a copy in naive mode.
    pub(super) fn define_view(&mut self, r: Value, view: Repr) {
        let ty = self.f.ty(r);
        if self.naive {
            let p = self.dest_place(r);
            self.copy_into(&view, ty, p, Purpose::Layout);
            self.set(r, Repr::Place(p));
            return;
        }
        if let Repr::Place(p) = view {
            let (root, roff) = self.k.root(p.var);
            let abs = roff + p.off;
            let t = ety(ty);
            let bytes = value_bytes(ty, self.grf);
            let root_bytes = self.k.var(root).map(|d| d.bytes()).unwrap_or(0);
            let stride = chan_stride(ty, self.grf);
            let layout_ok = chans_of(ty) == 1 || p.stride == stride;
            if abs % self.grf == 0 && layout_ok && abs + bytes <= root_bytes {
                let name = self.value_name(r);
                let name = self.fresh_name(name);
                let alias = self.k.add_alias(name, t, bytes / t.bytes(), root, abs);
                self.set(
                    r,
                    Repr::Place(Place {
                        var: alias,
                        off: 0,
                        stride,
                    }),
                );
                return;
            }
        }
        self.set(r, view);
    }
}
