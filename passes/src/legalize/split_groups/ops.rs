//! `split-groups`' rewrites: one op per lane group for lane-wise ops, memory ops, lane
//! assembly (`concat`, `insert`, `extract`), block parameters and branch arguments.

use super::super::schedule::access_info;
use super::*;
use memlower_ir::{
    BinOp, Block, BlockCall, ConstValue, Function, Inst, InstKind, Type, Value, ValueDef,
};
use smallvec::SmallVec;

impl Splitter<'_> {
    /// Rewrites one instruction of the current block.
    pub(super) fn inst(&mut self, f: &mut Function, i: Inst) {
        let kind = &f.inst(i).kind;
        if kind.is_memory() {
            self.memory(f, i);
            return;
        }
        if kind.is_terminator() {
            self.terminator(f, i);
            self.out.push(i);
            return;
        }
        let Some(r) = f.result(i) else {
            self.out.push(i);
            return;
        };
        let ty = f.ty(r);
        let n = Self::lanes(f, r);
        if !is_vector(ty) {
            self.out.push(i);
            return;
        }
        // Cloned only for the rewrites that make instructions while reading it.
        let kind = &f.inst(i).kind;
        match kind {
            k if lane_wise(k) => {
                let w = self.width_of_operands(f, k, n);
                if grouped(n, w) && !self.whole_mask(k, ty) {
                    let kind = kind.clone();
                    let values = self.lane_wise(f, &kind, r, w);
                    self.finish(f, r, Groups { width: w, values });
                } else {
                    self.out.push(i);
                }
            }
            InstKind::Concat { parts } if grouped(n, GROUP_LANES) => {
                let parts = parts.clone();
                let w = self.assembly_width(f, &parts);
                let values = self.each_group(f, n, w, false, |s, f, at, len, to| {
                    s.concat_window(f, &parts, at, len, to)
                });
                self.groups.set(r, Groups { width: w, values });
                self.out.push(i);
            }
            InstKind::Insert { dst, src, start } if grouped(n, GROUP_LANES) => {
                let (dst, src, start) = (*dst, *src, *start);
                let w = GROUP_LANES;
                let sn = Self::lanes(f, src);
                let values = self.each_group(f, n, w, false, |s, f, at, len, to| {
                    let (a, b) = (start.max(at), (start + sn).min(at + len));
                    let d = s.window(f, dst, at, len, to);
                    if a >= b {
                        return d;
                    }
                    let x = s.window(f, src, a - start, b - a, b - a);
                    let ty = f.ty(d);
                    s.emit(
                        f,
                        InstKind::Insert {
                            dst: d,
                            src: x,
                            start: a - at,
                        },
                        ty,
                    )
                });
                self.groups.set(r, Groups { width: w, values });
                self.out.push(i);
            }
            InstKind::Extract { src, start } => {
                let (src, start) = (self.resolve(*src), *start);
                self.extract(f, i, r, src, start);
            }
            _ => self.out.push(i),
        }
    }

    /// The group width of an assembly: its parts' common width if they are all grouped alike
    /// or all that wide, else the default.
    pub(super) fn assembly_width(&self, f: &Function, parts: &[Value]) -> u32 {
        let mut w = None;
        for &p in parts {
            let p = self.resolve(p);
            let pw = match self.groups.get(p) {
                Some(g) => g.width,
                None => Self::lanes(f, p),
            };
            w = Some(w.map_or(pw, |x: u32| x.min(pw)));
        }
        match w {
            Some(x) if x.is_power_of_two() && x < GROUP_LANES => x,
            _ => GROUP_LANES,
        }
    }

    /// Groups of a value of `n` lanes at width `w`: `piece(start, len, to)` for each.
    pub(super) fn each_group(
        &mut self,
        f: &mut Function,
        n: u32,
        w: u32,
        exact: bool,
        mut piece: impl FnMut(&mut Self, &mut Function, u32, u32, u32) -> Value,
    ) -> Vec<Value> {
        (0..n.div_ceil(w))
            .map(|k| {
                let at = k * w;
                let len = w.min(n - at);
                piece(self, f, at, len, padded(len, exact))
            })
            .collect()
    }

    /// The whole value from its groups: the instruction becomes their `concat` (then an
    /// `extract` of the first `N` lanes when the groups are padded).
    pub(super) fn finish(&mut self, f: &mut Function, r: Value, g: Groups) {
        let ty = f.ty(r);
        let n = ty.lanes().unwrap_or(1);
        let total: u32 = g.values.iter().map(|&v| Self::lanes(f, v)).sum();
        let kind = match g.values.as_slice() {
            [one] => InstKind::Extract {
                src: *one,
                start: 0,
            },
            _ if total == n => InstKind::Concat {
                parts: g.values.iter().copied().collect(),
            },
            _ => {
                let w = self.emit(
                    f,
                    InstKind::Concat {
                        parts: g.values.iter().copied().collect(),
                    },
                    ty.with_lanes(total),
                );
                InstKind::Extract { src: w, start: 0 }
            }
        };
        let w = self.whole(f, r, kind);
        self.groups.set(w, g);
    }

    /// The whole value `r` made of its groups by `kind` (their `concat`, or an `extract` of
    /// padded groups): a new instruction whose result stands for `r` from here on. The
    /// instruction that defined `r` leaves the block but stays in the arena as the user wrote
    /// it (with `r` and its name), so reports still show the op the groups come from.
    fn whole(&mut self, f: &mut Function, r: Value, kind: InstKind) -> Value {
        let ty = f.ty(r);
        let w = self.emit(f, kind, ty);
        if f.values[w.index()].name.is_none() {
            f.values[w.index()].name = f.values[r.index()].name;
        }
        self.remap.replace(r, w, f.values.len());
        self.result.changed = true;
        w
    }

    /// One op per group for a lane-wise op at group width `w`.
    pub(super) fn lane_wise(
        &mut self,
        f: &mut Function,
        kind: &InstKind,
        r: Value,
        w: u32,
    ) -> Vec<Value> {
        let ty = f.ty(r);
        let n = ty.lanes().unwrap_or(1);
        let uniform = match kind {
            InstKind::Splat { .. } | InstKind::Undef => true,
            InstKind::Const { value } => value.len() == 1,
            _ => false,
        };
        if uniform {
            return self.each_group(f, n, w, false, |s, f, _, _, to| {
                s.shared(f, kind.clone(), ty.with_lanes(to))
            });
        }
        match kind {
            InstKind::LaneIndex => self.each_group(f, n, w, false, |s, f, at, _, to| {
                let gty = ty.with_lanes(to);
                let li = s.shared(f, InstKind::LaneIndex, gty);
                if at == 0 || planted!(GroupLaneIndex) {
                    return li;
                }
                // The group's first lane, wrapped to the element width as lane.index wraps.
                let bits = ty.elem().map(|e| e.bytes() * 8).unwrap_or(32);
                let first = i64::from(at) & ((1i64 << bits.min(62)) - 1);
                let first = s.shared(
                    f,
                    InstKind::Const {
                        value: ConstValue::int(first),
                    },
                    gty,
                );
                s.emit(
                    f,
                    InstKind::Binary {
                        op: BinOp::Add,
                        lhs: li,
                        rhs: first,
                    },
                    gty,
                )
            }),
            InstKind::Const { value } => {
                let chans = ty.chans().unwrap_or(1) as usize;
                self.each_group(f, n, w, false, |s, f, at, len, to| {
                    let from = at as usize * chans;
                    let upto = (at + len) as usize * chans;
                    let value = slice_const(value, from, upto, (to - len) as usize * chans);
                    s.emit(f, InstKind::Const { value }, ty.with_lanes(to))
                })
            }
            _ => self.each_group(f, n, w, false, |s, f, at, len, to| {
                let mut kk = kind.clone();
                let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
                kk.for_each_operand(|v| operands.push(v));
                // (operand, its window): a few entries, searched in turn.
                let mut mapped: SmallVec<[(Value, Value); 4]> = SmallVec::new();
                for v in operands {
                    if !mapped.iter().any(|m| m.0 == v)
                        && is_vector(f.ty(v))
                        && Self::lanes(f, v) == n
                    {
                        let grp = s.window(f, v, at, len, to);
                        mapped.push((v, grp));
                    }
                }
                kk.for_each_operand_mut(|v| {
                    if let Some(&(_, x)) = mapped.iter().find(|m| m.0 == *v) {
                        *v = x;
                    }
                });
                s.emit(f, kk, ty.with_lanes(to))
            }),
        }
    }

    /// Lanes `at .. at + len` of `concat parts`, padded to `to`.
    pub(super) fn concat_window(
        &mut self,
        f: &mut Function,
        parts: &[Value],
        at: u32,
        len: u32,
        to: u32,
    ) -> Value {
        let mut pieces = Vec::new();
        let mut lane = 0;
        for &p in parts {
            let pl = Self::lanes(f, p);
            let (a, b) = (at.max(lane), (at + len).min(lane + pl));
            if a < b {
                pieces.push((p, a - lane, b - a));
            }
            lane += pl;
        }
        if let [(p, a, l)] = pieces.as_slice() {
            return self.window(f, *p, *a, *l, to);
        }
        let parts: SmallVec<[Value; 4]> = pieces
            .into_iter()
            .map(|(p, a, l)| self.window(f, p, a, l, l))
            .collect();
        let ty = f.ty(parts[0]).with_lanes(len);
        let cat = self.emit(f, InstKind::Concat { parts }, ty);
        self.pad(f, cat, to)
    }

    /// `extract %src[start]`: a group's exact lanes are the group; lanes inside one group are
    /// an `extract` of it; a grouped result takes the source's groups.
    pub(super) fn extract(&mut self, f: &mut Function, i: Inst, r: Value, src: Value, start: u32) {
        let Some(width) = self.groups.get(src).map(|g| g.width) else {
            self.out.push(i);
            return;
        };
        let n = Self::lanes(f, r);
        let src_lanes = Self::lanes(f, src);
        if grouped(n, width) {
            // The last group may read the source's lanes past the result's: padding lanes
            // may hold anything.
            let values = self.each_group(f, n, width, false, |s, f, at, len, to| {
                let more = to.min(src_lanes - (start + at)).max(len);
                s.window(f, src, start + at, more, to)
            });
            self.groups.set(r, Groups { width, values });
            self.out.push(i);
            return;
        }
        let w = self.window(f, src, start, n, n);
        self.stand_for(f, r, w);
    }

    /// `r` is `w` from now on: uses of `r` read `w`, which takes `r`'s name if it has none.
    pub(super) fn stand_for(&mut self, f: &mut Function, r: Value, w: Value) {
        if f.values[w.index()].name.is_none() {
            let name = f.values[r.index()].name.take();
            f.values[w.index()].name = name;
        }
        self.remap.replace(r, w, f.values.len());
        self.result.changed = true;
    }

    /// A memory op: one op per group of its message's widest exec size, each on its operands'
    /// lanes (a read's whole result is the `concat` of the groups).
    pub(super) fn memory(&mut self, f: &mut Function, i: Inst) {
        // What the scheduler needs of the input op, read before anything is rewritten (its
        // operands are redirected to groups at the end of the pass).
        if let Some(a) = access_info(self.surfaces, f, i) {
            self.result.accesses.push((i, a));
        }
        let d = f.inst(i).clone();
        let data_ty = match &d.kind {
            InstKind::Scatter { data, .. } | InstKind::ImageStore { data, .. } => f.ty(*data),
            _ => d.result.map(|r| f.ty(r)).unwrap_or(Type::I32),
        };
        let n = data_ty.lanes().unwrap_or(1);
        let by_cost = self.store_group_width(f, i, data_ty);
        let w = match by_cost.or(self.memory_width(f, i)) {
            Some(w) if n > w => w,
            _ => {
                // One message wide: only the operands' groups are read.
                self.out.push(i);
                self.result.origin.push((i, i));
                return;
            }
        };
        let mut lane_operands: SmallVec<[Value; 4]> = SmallVec::new();
        d.kind.for_each_operand(|v| {
            if f.ty(v).lanes() == Some(n) && is_vector(f.ty(v)) && !lane_operands.contains(&v) {
                lane_operands.push(v);
            }
        });
        let mut values = Vec::new();
        for k in 0..n.div_ceil(w) {
            let at = k * w;
            let len = w.min(n - at);
            let mut kind = d.kind.clone();
            let slices: SmallVec<[(Value, Value); 4]> = lane_operands
                .iter()
                .map(|&v| {
                    // The planted bug: every group's store at the first group's addresses.
                    let wrong = by_cost.is_some()
                        && planted!(StoreGroupOffsets)
                        && matches!(&d.kind, InstKind::Scatter { addr, .. } if addr.offsets == v);
                    let from = if wrong { 0 } else { at };
                    (v, self.window(f, v, from, len, len))
                })
                .collect();
            kind.for_each_operand_mut(|v| {
                if let Some(&(_, s)) = slices.iter().find(|x| x.0 == *v) {
                    *v = s;
                }
            });
            let piece = self.emit_inst(f, kind, d.result.map(|r| f.ty(r).with_lanes(len)));
            self.result.origin.push((piece, i));
            if let Some(v) = f.result(piece) {
                values.push(v);
            }
        }
        if let Some(r) = d.result {
            let kind = InstKind::Concat {
                parts: values.iter().copied().collect(),
            };
            let whole = self.whole(f, r, kind);
            self.groups.set(whole, Groups { width: w, values });
        }
        self.result.changed = true;
    }

    /// Replaces each grouped parameter of a non-entry block by one parameter per group; the
    /// whole parameter becomes their `concat` at the top of the block.
    pub(super) fn split_params(&mut self, f: &mut Function) {
        let blocks: Vec<Block> = f.layout.iter().skip(1).copied().collect();
        for b in blocks {
            let params = f.block(b).params.clone();
            let w = GROUP_LANES;
            let grouped_param =
                |f: &Function, p: Value| is_vector(f.ty(p)) && grouped(Self::lanes(f, p), w);
            if !params.iter().any(|&p| grouped_param(f, p)) {
                continue;
            }
            let mut list = Vec::new();
            let mut widths = Vec::new();
            let mut prelude = Vec::new();
            for &p in &params {
                if !grouped_param(f, p) {
                    list.push(p);
                    widths.push(None);
                    continue;
                }
                let ty = f.ty(p);
                let n = ty.lanes().unwrap_or(1);
                let values: Vec<Value> = (0..n.div_ceil(w))
                    .map(|k| {
                        let len = w.min(n - k * w);
                        f.add_block_param(b, ty.with_lanes(padded(len, false)), None)
                    })
                    .collect();
                list.extend(&values);
                widths.push(Some(w));
                // The whole parameter, for what needs all its lanes.
                let total: u32 = values.iter().map(|&v| Self::lanes(f, v)).sum();
                let loc = f.block(b).loc;
                let mut whole = if values.len() == 1 {
                    values[0]
                } else {
                    let cat = f.create_inst(
                        InstKind::Concat {
                            parts: values.iter().copied().collect(),
                        },
                        Some(ty.with_lanes(total)),
                        None,
                        loc,
                    );
                    prelude.push(cat);
                    f.result(cat).unwrap_or(p)
                };
                if total != n {
                    let ex = f.create_inst(
                        InstKind::Extract {
                            src: whole,
                            start: 0,
                        },
                        Some(ty),
                        None,
                        loc,
                    );
                    prelude.push(ex);
                    whole = f.result(ex).unwrap_or(p);
                }
                // The name moves to the whole value.
                let name = f.values[p.index()].name.take();
                f.values[whole.index()].name = name;
                self.remap.replace(p, whole, f.values.len());
                self.groups.set(whole, Groups { width: w, values });
            }
            for (idx, &v) in list.iter().enumerate() {
                f.values[v.index()].def = ValueDef::Param(b, idx as u32);
            }
            f.block_mut(b).params = list;
            self.param_groups.insert(b, widths);
            self.preludes.insert(b, prelude);
            self.result.changed = true;
        }
    }

    /// Branch arguments for grouped block parameters: the argument's groups.
    pub(super) fn terminator(&mut self, f: &mut Function, i: Inst) {
        let mut kind = f.inst(i).kind.clone();
        let mut edited = false;
        for call in kind.block_calls_mut() {
            let Some(widths) = self.param_groups.get(&call.block).cloned() else {
                continue;
            };
            let mut args: SmallVec<[Value; 4]> = SmallVec::new();
            for (j, &a) in call.args.iter().enumerate() {
                let a = self.resolve(a);
                match widths.get(j).copied().flatten() {
                    Some(w) => {
                        let n = Self::lanes(f, a);
                        for k in 0..n.div_ceil(w) {
                            let len = w.min(n - k * w);
                            args.push(self.window(f, a, k * w, len, padded(len, false)));
                        }
                    }
                    None => args.push(a),
                }
            }
            *call = BlockCall {
                block: call.block,
                args,
            };
            edited = true;
        }
        if edited {
            f.inst_mut(i).kind = kind;
            self.result.changed = true;
        }
    }
}
