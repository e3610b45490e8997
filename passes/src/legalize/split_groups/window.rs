//! `split-groups`' helpers: values made once, windows of a value's lanes as groups, group widths.

use super::super::access::plan_of;
use super::*;
use crate::cost::{CostModel, StoreShape};
use memlower_ir::{Function, Inst, InstKind, Type, Value};

impl Splitter<'_> {
    pub(super) fn resolve(&self, v: Value) -> Value {
        self.remap.resolve(v)
    }

    pub(super) fn emit_inst(&mut self, f: &mut Function, kind: InstKind, ty: Option<Type>) -> Inst {
        let i = f.create_inst(kind, ty, None, self.loc);
        f.inst_mut(i).origin = self.source;
        self.out.push(i);
        self.result.changed = true;
        i
    }

    pub(super) fn emit(&mut self, f: &mut Function, kind: InstKind, ty: Type) -> Value {
        let i = self.emit_inst(f, kind, Some(ty));
        f.result(i).unwrap_or(Value(0))
    }

    /// A value made once per block and type (uniform groups, padding).
    pub(super) fn shared(&mut self, f: &mut Function, kind: InstKind, ty: Type) -> Value {
        let key = (kind, ty);
        if let Some(&v) = self.shared.get(&key) {
            return v;
        }
        let v = self.emit(f, key.0.clone(), ty);
        self.shared.insert(key, v);
        v
    }

    pub(super) fn lanes(f: &Function, v: Value) -> u32 {
        f.ty(v).lanes().unwrap_or(1)
    }

    /// `[a, b...]` padded with `undef` to `to` lanes, or `a` itself.
    pub(super) fn pad(&mut self, f: &mut Function, v: Value, to: u32) -> Value {
        let n = Self::lanes(f, v);
        if n >= to {
            return v;
        }
        let ty = f.ty(v);
        let pad = self.shared(f, InstKind::Undef, ty.with_lanes(to - n));
        self.emit(
            f,
            InstKind::Concat {
                parts: smallvec_of(&[v, pad]),
            },
            ty.with_lanes(to),
        )
    }

    /// Lanes `start .. start + len` of `v`, as a value of `to >= len` lanes (the lanes past
    /// `len` are padding): a group of `v` where one fits, else an `extract` (of a group, or of
    /// the whole value), padded with `undef`.
    pub(super) fn window(
        &mut self,
        f: &mut Function,
        v: Value,
        start: u32,
        len: u32,
        to: u32,
    ) -> Value {
        let v = self.resolve(v);
        let n = Self::lanes(f, v);
        if start == 0 && len == n && n == to {
            return v;
        }
        let key = (v, start, len, to);
        if let Some(&w) = self.slices.get(&key) {
            return w;
        }
        let w = self.window_uncached(f, v, start, len, to);
        self.slices.insert(key, w);
        w
    }

    pub(super) fn window_uncached(
        &mut self,
        f: &mut Function,
        v: Value,
        start: u32,
        len: u32,
        to: u32,
    ) -> Value {
        let ty = f.ty(v);
        let group = |g: &Groups| (g.width, g.values.get((start / g.width) as usize).copied());
        if let Some((width, grp)) = self.groups.get(v).map(group) {
            let off = start % width;
            if off + len <= width {
                if let Some(grp) = grp {
                    let gl = Self::lanes(f, grp);
                    if off == 0 && gl == to {
                        // The group itself: its own padding serves as the window's.
                        return grp;
                    }
                    if off + len <= gl {
                        let part = if off == 0 && len == gl {
                            grp
                        } else {
                            self.emit(
                                f,
                                InstKind::Extract {
                                    src: grp,
                                    start: off,
                                },
                                ty.with_lanes(len),
                            )
                        };
                        return self.pad(f, part, to);
                    }
                }
            }
            // Across groups: one piece per group touched.
            let mut parts = Vec::new();
            let mut at = start;
            while at < start + len {
                let (k, off) = (at / width, at % width);
                let take = (width - off).min(start + len - at);
                parts.push(self.window(f, v, k * width + off, take, take));
                at += take;
            }
            let cat = self.emit(
                f,
                InstKind::Concat {
                    parts: parts.into_iter().collect(),
                },
                ty.with_lanes(len),
            );
            return self.pad(f, cat, to);
        }
        let n = Self::lanes(f, v);
        let part = if start == 0 && len == n {
            v
        } else {
            self.emit(f, InstKind::Extract { src: v, start }, ty.with_lanes(len))
        };
        self.pad(f, part, to)
    }

    /// The group width a lane-wise op takes: the narrowest of its grouped vector operands',
    /// else the default.
    pub(super) fn width_of_operands(&self, f: &Function, kind: &InstKind, n: u32) -> u32 {
        let mut w = GROUP_LANES;
        kind.for_each_operand(|v| {
            let v = self.resolve(v);
            if is_vector(f.ty(v)) && Self::lanes(f, v) == n {
                if let Some(g) = self.groups.get(v) {
                    w = w.min(g.width);
                }
            }
        });
        w
    }

    /// True for a mask op best left whole: a mask of at most 32 lanes is one predicate
    /// register, where mask arithmetic is one instruction at any width; cut in groups, the
    /// group at lane 16 would be bits no execution-mask offset of a predicate op reaches and
    /// cost a round trip through a scalar register. Left whole unless an operand is already
    /// grouped (a compare of grouped vectors, say): consumers take the group at lane 16 by
    /// its mask offset.
    pub(super) fn whole_mask(&self, kind: &InstKind, ty: Type) -> bool {
        if !ty.is_mask() || ty.lanes().is_none_or(|n| n > 32) {
            return false;
        }
        let mut any_grouped = false;
        kind.for_each_operand(|v| {
            any_grouped |= self.groups.has(self.resolve(v));
        });
        !any_grouped
    }

    /// The group width to store a scatter at when the cost model says storing it group by
    /// group is cheaper than storing it whole (`None`: store at the message's widest exec
    /// size). A scatter whose data or mask comes as narrower lane groups (two 8-lane typed
    /// reads, or compares of them) would first assemble them: interleave the groups' channels
    /// into the whole store's channel-major layout (one move per channel and group), and the
    /// groups' predicates into one through a scalar; one store per group reads each group's
    /// registers and predicate as they are, for one more send per group ([`StoreShape`]).
    pub(super) fn store_group_width(&self, f: &Function, i: Inst, data_ty: Type) -> Option<u32> {
        let InstKind::Scatter { data, mask, .. } = &f.inst(i).kind else {
            return None;
        };
        let width = |v: Value| self.groups.get(self.resolve(v)).map(|g| g.width);
        let data_group = width(*data);
        let mask_group = mask.and_then(width);
        let group = data_group.into_iter().chain(mask_group).min()?;
        let widest = self.memory_width(f, i)?;
        let msg = match f.inst(i).kind.via() {
            Some(v) => v.msg,
            None => plan_of(self.surfaces, f, i, self.t)?.ok()?.msg,
        };
        let elem = data_ty.elem()?;
        if group >= widest || elem.bytes() != 4 || !self.t.exec_sizes(msg).contains(&group) {
            return None;
        }
        let shape = StoreShape {
            lanes: data_ty.lanes()?,
            chans: u32::from(data_ty.chans()?),
            group,
            widest,
            grf_dwords: self.t.grf_bytes / 4,
            data_grouped: data_group == Some(group),
            mask_grouped: mask_group == Some(group),
        };
        shape
            .split_is_cheaper(CostModel::of(self.t))
            .then_some(group)
    }

    /// The widest exec size of the message a memory op will use (`None`: leave it to
    /// `split-lanes`, which reports what is wrong).
    pub(super) fn memory_width(&self, f: &Function, i: Inst) -> Option<u32> {
        let msg = match f.inst(i).kind.via() {
            Some(v) => v.msg,
            None => plan_of(self.surfaces, f, i, self.t)?.ok()?.msg,
        };
        self.t.exec_sizes(msg).last().copied()
    }
}
