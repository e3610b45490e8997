//! `split-groups`: keeps every value in the layout its messages use, as lane groups of one
//! message's width, instead of one value of all its lanes. Runs before `split-lanes`.
//!
//! A 32-lane access is two 16-lane messages. Left whole, its result is one 32-lane value,
//! computed on at full width and cut again for the next messages; in registers that round trip
//! is not free: a multi-channel value is channel-major, so the 32-lane value's channel c is not
//! where the 16-lane messages keep theirs, and a 64-bit value is zipped from dword pairs and
//! unzipped again. This pass computes such values group by group:
//!
//! ```text
//!   %v = gather @a[%o] align 4 : vec<32 x 4 x f32>      %o0 = extract %o[0] : vec<16 x i32>
//!   %w = mul %v, %s : vec<32 x 4 x f32>            ─▶   %v0 = gather @a[%o0] ... : vec<16 x 4 x f32>
//!   scatter @b[%o], %w align 4                          %o1 = extract %o[16] : vec<16 x i32>
//!                                                       %v1 = gather @a[%o1] ... : vec<16 x 4 x f32>
//!                                                       %s0 = splat %a : vec<16 x 4 x f32>
//!                                                       %w0 = mul %v0, %s0      %w1 = mul %v1, %s0
//!                                                       scatter @b[%o0], %w0    scatter @b[%o1], %w1
//! ```
//!
//! **Groups.** Each vector or mask value of `N` lanes gets a group width `w`: a memory op's
//! the widest exec size of its message on the target (16, or 8 for typed reads on 32-byte-GRF
//! targets); a lane-wise op's the narrowest of its grouped operands' (so a sum of two 8-lane
//! typed reads stays two 8-lane sums); anything else 16. Group k holds lanes
//! `k*w .. min((k+1)*w, N)`. A memory op's groups have exactly those lanes (`split-lanes`
//! pads the last one to an exec size, in one message); an arithmetic group is padded to the
//! next power of two, its padding lanes computed from `undef` and never observed, so a 31-lane
//! `add` is two 16-lane adds, not 16 + 8 + 4 + 2 + 1. A value is grouped when it spans more
//! than one group, or when its lane count is not a power of two.
//!
//! **Rewrites.** Each memory op and each lane-wise op (arithmetic, compare, select, cast,
//! channel op, splat, constant, lane index, `undef`) becomes one op per group on the operands'
//! groups (an operand that is not grouped, a function argument say, is sliced with `extract`
//! and padded with `undef`). A uniform op (splat, splat constant, `undef`) is made once and
//! shared by every group of the same shape; `lane.index` is one index plus each group's first
//! lane. `extract` of a group's exact lanes is that group; `concat` and `insert` assemble
//! groups from their parts'; block parameters become one parameter per group (branches pass
//! groups). The original instruction stays as the whole value (`concat` of the groups) for
//! whatever still needs all lanes (a `sink`, an unaligned `extract`); `dce` removes it where
//! nothing does.
//!
//! **Order.** Groups are emitted where the original op stood, all groups of one op together,
//! so memory ops keep their order. When the function's values would not fit the target's
//! registers ([`register_budget`], by [`super::schedule::pressure`]), the pass reorders each
//! block so that its lane groups run one after another ([`super::schedule`]); if even that
//! does not fit, it warns.

use super::access::{plan_of, target_of};
use super::schedule::{access_info, pressure, schedule_block, AccessInfo};
use crate::analysis::AnalysisManager;
use crate::dce::remove_dead;
use crate::mutation::{self, Mutation};
use crate::pass::{FunctionPass, PassContext, PassError, PassWarning};
use crate::target::Target;
use memlower_ir::cfg::Cfg;
use memlower_ir::diag::{Located, Severity};
use memlower_ir::{
    BinOp, Block, BlockCall, ConstValue, Function, Inst, InstKind, Loc, Surface, Type, Value,
    ValueDef,
};
use smallvec::SmallVec;
use std::collections::HashMap;

/// Lanes of a group when nothing narrower is asked for: the widest exec size of the scaled
/// messages on every target.
pub const GROUP_LANES: u32 = 16;

/// The `split-groups` pass (and, over the register budget, lane-group scheduling).
#[derive(Clone, Debug, Default)]
pub struct SplitGroups {
    warnings: Vec<PassWarning>,
}

impl FunctionPass for SplitGroups {
    fn name(&self) -> &'static str {
        "split-groups"
    }

    fn run_on_function(
        &mut self,
        surfaces: &[Surface],
        f: &mut Function,
        _am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError> {
        let t = target_of(cx, self.name())?;
        let infos: HashMap<Inst, AccessInfo> = f
            .inst_order()
            .into_iter()
            .filter_map(|(_, i)| access_info(surfaces, f, i).map(|a| (i, a)))
            .collect();
        let grouping = split_groups(surfaces, f, t);
        let budget = register_budget(t);
        if pressure(f, t.grf_bytes) <= budget {
            return Ok(grouping.changed);
        }
        // Over budget: run the groups one after another.
        let mut kept = Vec::new();
        for b in f.layout.clone() {
            kept.extend(schedule_block(f, b, &grouping.origin, &infos));
        }
        let after = pressure(f, t.grf_bytes);
        if after > budget {
            self.warnings.push(PassWarning::new(
                self.name(),
                &OverBudget {
                    function: f.name.clone(),
                    loc: f.loc,
                    needs: after.div_ceil(t.grf_bytes),
                    budget: budget / t.grf_bytes,
                    kept: kept
                        .iter()
                        .map(|&(a, b)| (f.inst(a).loc, f.inst(b).loc))
                        .collect(),
                },
            ));
        }
        Ok(true)
    }

    fn take_warnings(&mut self) -> Vec<PassWarning> {
        std::mem::take(&mut self.warnings)
    }
}

/// The register bytes `split-groups` lets a function's values hold before it schedules lane
/// groups one after another: the register file less 24 GRFs for what the estimate does not
/// see (r0, payload copies, the finalizer's own temporaries).
pub fn register_budget(t: &Target) -> u32 {
    t.grf_count.saturating_sub(24) * t.grf_bytes
}

/// A function whose values do not fit the registers even with its lane groups run one after
/// another, because some memory ops must keep their order.
#[derive(Clone, Debug, PartialEq, Eq)]
struct OverBudget {
    function: String,
    loc: Loc,
    needs: u32,
    budget: u32,
    kept: Vec<(Loc, Loc)>,
}

impl std::fmt::Display for OverBudget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "`@{}` needs about {} GRFs for its values even with its lane groups scheduled one \
             after another ({} fit)",
            self.function, self.needs, self.budget
        )?;
        if let Some((a, b)) = self.kept.first() {
            write!(
                f,
                ": the memory ops at {a} and {b} may touch the same bytes, so every group of \
                 the first runs before any group of the second"
            )?;
        }
        Ok(())
    }
}

impl Located for OverBudget {
    fn loc(&self) -> Loc {
        self.loc
    }

    fn expected(&self) -> Option<String> {
        Some(
            "memory ops that reorder safely (different surfaces, or a read-modify-write \
             through one offset vector under one mask), or fewer lanes per call"
                .into(),
        )
    }

    fn severity(&self) -> Severity {
        Severity::Warning
    }
}

/// What [`split_groups`] did, for the scheduler.
#[derive(Clone, Debug, Default)]
pub struct Grouping {
    /// Whether the function changed.
    pub changed: bool,
    /// For each memory op made, the memory op of the input it is a group of.
    pub origin: HashMap<Inst, Inst>,
}

/// Lanes of a group value covering `len` lanes: exact for memory ops, else the next power
/// of two.
fn padded(len: u32, exact: bool) -> u32 {
    if exact {
        len
    } else {
        len.next_power_of_two()
    }
}

/// True for the ops whose result lane i depends only on lane i of their vector operands.
fn lane_wise(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::Binary { .. }
            | InstKind::Cmp { .. }
            | InstKind::Select { .. }
            | InstKind::Cast { .. }
            | InstKind::ChanExtract { .. }
            | InstKind::ChanPack { .. }
            | InstKind::Splat { .. }
            | InstKind::Const { .. }
            | InstKind::LaneIndex
            | InstKind::Undef
    )
}

fn is_vector(ty: Type) -> bool {
    matches!(ty, Type::Vec { .. } | Type::Mask { .. })
}

/// True if a value of `n` lanes at group width `w` is kept as groups.
fn grouped(n: u32, w: u32) -> bool {
    n > w || (n > 1 && !n.is_power_of_two())
}

/// Splits the values of `f` into lane groups (see the module doc).
pub fn split_groups(surfaces: &[Surface], f: &mut Function, t: &Target) -> Grouping {
    let mut s = Splitter {
        surfaces: surfaces.to_vec(),
        t,
        groups: HashMap::new(),
        slices: HashMap::new(),
        shared: HashMap::new(),
        remap: HashMap::new(),
        out: Vec::new(),
        block: Block(0),
        loc: Loc::UNKNOWN,
        param_groups: HashMap::new(),
        preludes: HashMap::new(),
        result: Grouping::default(),
    };
    s.split_params(f);
    // Definitions before uses (reverse post-order), then unreachable blocks.
    let mut order: Vec<Block> = Cfg::compute(f).reverse_post_order().to_vec();
    for &b in &f.layout {
        if !order.contains(&b) {
            order.push(b);
        }
    }
    for b in order {
        s.block = b;
        let insts = std::mem::take(&mut f.block_mut(b).insts);
        s.out = s.preludes.remove(&b).unwrap_or_default();
        for i in insts {
            s.loc = f.inst(i).loc;
            s.inst(f, i);
        }
        f.block_mut(b).insts = std::mem::take(&mut s.out);
    }
    if !s.result.changed {
        return s.result;
    }
    name_groups(f, &s.groups);
    // Every remaining use of a value that stands for a group reads the group.
    let remap = std::mem::take(&mut s.remap);
    let resolve = |mut v: Value| {
        while let Some(&w) = remap.get(&v) {
            v = w;
        }
        v
    };
    for (_, i) in f.inst_order() {
        f.inst_mut(i)
            .kind
            .for_each_operand_mut(|v| *v = resolve(*v));
    }
    // Whole values nothing reads any more (the pass's own leftovers: no memory op is removed).
    remove_dead(f, |k| !k.has_side_effects() && !k.is_memory());
    s.result
}

/// The groups of a value: group k covers lanes `k * width ..` and is held in `values[k]`
/// (exactly its lanes, or padded to a power of two).
#[derive(Clone, Debug)]
struct Groups {
    width: u32,
    values: Vec<Value>,
}

struct Splitter<'t> {
    surfaces: Vec<Surface>,
    t: &'t Target,
    groups: HashMap<Value, Groups>,
    /// A window of a value, per block: (block, value, first lane, lanes, padded lanes).
    slices: HashMap<(Block, Value, u32, u32, u32), Value>,
    /// The one value made for a uniform op, per block and type.
    shared: HashMap<(Block, InstKind, Type), Value>,
    /// Values that are another value (an `extract` of exactly one group).
    remap: HashMap<Value, Value>,
    /// The block being rewritten.
    out: Vec<Inst>,
    block: Block,
    loc: Loc,
    /// Per block with grouped parameters: for each original parameter, its group width.
    param_groups: HashMap<Block, Vec<Option<u32>>>,
    /// The whole values of grouped parameters, made at the top of their block.
    preludes: HashMap<Block, Vec<Inst>>,
    result: Grouping,
}

impl Splitter<'_> {
    fn resolve(&self, mut v: Value) -> Value {
        while let Some(&w) = self.remap.get(&v) {
            v = w;
        }
        v
    }

    fn emit_inst(&mut self, f: &mut Function, kind: InstKind, ty: Option<Type>) -> Inst {
        let i = f.create_inst(kind, ty, None, self.loc);
        self.out.push(i);
        self.result.changed = true;
        i
    }

    fn emit(&mut self, f: &mut Function, kind: InstKind, ty: Type) -> Value {
        let i = self.emit_inst(f, kind, Some(ty));
        f.result(i).unwrap_or(Value(0))
    }

    /// A value made once per block and type (uniform groups, padding).
    fn shared(&mut self, f: &mut Function, kind: InstKind, ty: Type) -> Value {
        let key = (self.block, kind.clone(), ty);
        if let Some(&v) = self.shared.get(&key) {
            return v;
        }
        let v = self.emit(f, kind, ty);
        self.shared.insert(key, v);
        v
    }

    fn lanes(f: &Function, v: Value) -> u32 {
        f.ty(v).lanes().unwrap_or(1)
    }

    /// `[a, b...]` padded with `undef` to `to` lanes, or `a` itself.
    fn pad(&mut self, f: &mut Function, v: Value, to: u32) -> Value {
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
    fn window(&mut self, f: &mut Function, v: Value, start: u32, len: u32, to: u32) -> Value {
        let v = self.resolve(v);
        let n = Self::lanes(f, v);
        if start == 0 && len == n && n == to {
            return v;
        }
        let key = (self.block, v, start, len, to);
        if let Some(&w) = self.slices.get(&key) {
            return w;
        }
        let w = self.window_uncached(f, v, start, len, to);
        self.slices.insert(key, w);
        w
    }

    fn window_uncached(
        &mut self,
        f: &mut Function,
        v: Value,
        start: u32,
        len: u32,
        to: u32,
    ) -> Value {
        let ty = f.ty(v);
        if let Some(g) = self.groups.get(&v).cloned() {
            let (k, off) = (start / g.width, start % g.width);
            if off + len <= g.width {
                if let Some(&grp) = g.values.get(k as usize) {
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
                let (k, off) = (at / g.width, at % g.width);
                let take = (g.width - off).min(start + len - at);
                parts.push(self.window(f, v, k * g.width + off, take, take));
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
    fn width_of_operands(&self, f: &Function, kind: &InstKind, n: u32) -> u32 {
        let mut w = GROUP_LANES;
        kind.for_each_operand(|v| {
            let v = self.resolve(v);
            if is_vector(f.ty(v)) && Self::lanes(f, v) == n {
                if let Some(g) = self.groups.get(&v) {
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
    fn whole_mask(&self, kind: &InstKind, ty: Type) -> bool {
        if !ty.is_mask() || ty.lanes().is_none_or(|n| n > 32) {
            return false;
        }
        let mut any_grouped = false;
        kind.for_each_operand(|v| {
            any_grouped |= self.groups.contains_key(&self.resolve(v));
        });
        !any_grouped
    }

    /// The widest exec size of the message a memory op will use (`None`: leave it to
    /// `split-lanes`, which reports what is wrong).
    fn memory_width(&self, f: &Function, i: Inst) -> Option<u32> {
        let msg = match f.inst(i).kind.via() {
            Some(v) => v.msg,
            None => plan_of(&self.surfaces, f, i, self.t)?.ok()?.msg,
        };
        self.t.exec_sizes(msg).last().copied()
    }

    /// Rewrites one instruction of the current block.
    fn inst(&mut self, f: &mut Function, i: Inst) {
        let kind = f.inst(i).kind.clone();
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
        match &kind {
            k if lane_wise(k) => {
                let w = self.width_of_operands(f, k, n);
                if grouped(n, w) && !self.whole_mask(k, ty) {
                    let values = self.lane_wise(f, &kind, r, w);
                    self.finish(f, i, r, Groups { width: w, values });
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
                self.groups.insert(r, Groups { width: w, values });
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
                self.groups.insert(r, Groups { width: w, values });
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
    fn assembly_width(&self, f: &Function, parts: &[Value]) -> u32 {
        let mut w = None;
        for &p in parts {
            let p = self.resolve(p);
            let pw = match self.groups.get(&p) {
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
    fn each_group(
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
    fn finish(&mut self, f: &mut Function, i: Inst, r: Value, g: Groups) {
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
        f.inst_mut(i).kind = kind;
        self.out.push(i);
        self.groups.insert(r, g);
        self.result.changed = true;
    }

    /// One op per group for a lane-wise op at group width `w`.
    fn lane_wise(&mut self, f: &mut Function, kind: &InstKind, r: Value, w: u32) -> Vec<Value> {
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
                if at == 0 || mutation::is_active(Mutation::GroupLaneIndex) {
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
                let mut operands = Vec::new();
                kk.for_each_operand(|v| operands.push(v));
                let mut mapped = HashMap::new();
                for v in operands {
                    if !mapped.contains_key(&v) && is_vector(f.ty(v)) && Self::lanes(f, v) == n {
                        let grp = s.window(f, v, at, len, to);
                        mapped.insert(v, grp);
                    }
                }
                kk.for_each_operand_mut(|v| {
                    if let Some(&x) = mapped.get(v) {
                        *v = x;
                    }
                });
                s.emit(f, kk, ty.with_lanes(to))
            }),
        }
    }

    /// Lanes `at .. at + len` of `concat parts`, padded to `to`.
    fn concat_window(
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
    fn extract(&mut self, f: &mut Function, i: Inst, r: Value, src: Value, start: u32) {
        let Some(g) = self.groups.get(&src).cloned() else {
            self.out.push(i);
            return;
        };
        let n = Self::lanes(f, r);
        let src_lanes = Self::lanes(f, src);
        if grouped(n, g.width) {
            // The last group may read the source's lanes past the result's: padding lanes
            // may hold anything.
            let values = self.each_group(f, n, g.width, false, |s, f, at, len, to| {
                let more = to.min(src_lanes - (start + at)).max(len);
                s.window(f, src, start + at, more, to)
            });
            self.groups.insert(
                r,
                Groups {
                    width: g.width,
                    values,
                },
            );
            self.out.push(i);
            return;
        }
        let w = self.window(f, src, start, n, n);
        self.stand_for(f, r, w);
    }

    /// `r` is `w` from now on: uses of `r` read `w`, which takes `r`'s name if it has none.
    fn stand_for(&mut self, f: &mut Function, r: Value, w: Value) {
        if f.values[w.index()].name.is_none() {
            let name = f.values[r.index()].name.take();
            f.values[w.index()].name = name;
        }
        self.remap.insert(r, w);
        self.result.changed = true;
    }

    /// A memory op: one op per group of its message's widest exec size, each on its operands'
    /// lanes (a read's whole result is the `concat` of the groups).
    fn memory(&mut self, f: &mut Function, i: Inst) {
        let d = f.inst(i).clone();
        let data_ty = match &d.kind {
            InstKind::Scatter { data, .. } | InstKind::ImageStore { data, .. } => f.ty(*data),
            _ => d.result.map(|r| f.ty(r)).unwrap_or(Type::I32),
        };
        let n = data_ty.lanes().unwrap_or(1);
        let w = match self.memory_width(f, i) {
            Some(w) if n > w => w,
            _ => {
                // One message wide: only the operands' groups are read.
                self.out.push(i);
                self.result.origin.insert(i, i);
                return;
            }
        };
        let mut lane_operands: Vec<Value> = Vec::new();
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
            let slices: HashMap<Value, Value> = lane_operands
                .iter()
                .map(|&v| (v, self.window(f, v, at, len, len)))
                .collect();
            kind.for_each_operand_mut(|v| {
                if let Some(&s) = slices.get(v) {
                    *v = s;
                }
            });
            let piece = self.emit_inst(f, kind, d.result.map(|r| f.ty(r).with_lanes(len)));
            self.result.origin.insert(piece, i);
            if let Some(v) = f.result(piece) {
                values.push(v);
            }
        }
        if let Some(r) = d.result {
            // The instruction becomes the whole result.
            f.inst_mut(i).kind = InstKind::Concat {
                parts: values.iter().copied().collect(),
            };
            self.out.push(i);
            self.groups.insert(r, Groups { width: w, values });
        }
        self.result.changed = true;
    }

    /// Replaces each grouped parameter of a non-entry block by one parameter per group; the
    /// whole parameter becomes their `concat` at the top of the block.
    fn split_params(&mut self, f: &mut Function) {
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
                self.remap.insert(p, whole);
                self.groups.insert(whole, Groups { width: w, values });
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
    fn terminator(&mut self, f: &mut Function, i: Inst) {
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

/// Names group k of a named value `%x` as `%x.k` (where that name is free), so the legalised
/// IR and the vISA variables still say which value a group is of.
fn name_groups(f: &mut Function, groups: &HashMap<Value, Groups>) {
    let mut used: std::collections::HashSet<String> =
        f.values.iter().filter_map(|v| v.name.clone()).collect();
    let mut named: Vec<(&Value, &Groups)> = groups.iter().collect();
    named.sort_by_key(|(v, _)| v.index());
    for (v, g) in named {
        let Some(base) = f.values[v.index()].name.clone() else {
            continue;
        };
        for (k, &grp) in g.values.iter().enumerate() {
            let name = format!("{base}.{k}");
            if f.values[grp.index()].name.is_none() && !used.contains(&name) {
                used.insert(name.clone());
                f.values[grp.index()].name = Some(name);
            }
        }
    }
}

fn smallvec_of(v: &[Value]) -> SmallVec<[Value; 4]> {
    v.iter().copied().collect()
}

/// Elements `from .. to` of a list constant, then `pad` zeros.
fn slice_const(value: &ConstValue, from: usize, to: usize, pad: usize) -> ConstValue {
    match value {
        ConstValue::Int(v) => ConstValue::Int(
            (from..to)
                .map(|k| v.get(k).copied().unwrap_or(0))
                .chain(std::iter::repeat_n(0, pad))
                .collect(),
        ),
        ConstValue::Float(v) => ConstValue::Float(
            (from..to)
                .map(|k| v.get(k).copied().unwrap_or(0))
                .chain(std::iter::repeat_n(0f64.to_bits(), pad))
                .collect(),
        ),
    }
}
