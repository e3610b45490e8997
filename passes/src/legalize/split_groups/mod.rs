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
//! targets), except a scatter whose data or mask is kept as narrower groups, which is stored
//! group by group where the cost model ([`crate::cost::StoreShape`], docs/COST-MODEL.md) says
//! that is cheaper than assembling the groups for one wider store; a lane-wise op's the narrowest of its grouped operands' (so a sum of two 8-lane
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
//! registers ([`register_budget`], by [`super::pressure`]), the pass reorders each
//! block so that its lane groups run one after another ([`super::schedule`]); if even that
//! does not fit, it warns.

use super::access::target_of;
use super::pressure::Pressure;
use super::schedule::{AccessInfo, Scheduler};
use crate::analysis::AnalysisManager;
use crate::dce::remove_dead_from;
use crate::pass::{FunctionPass, PassContext, PassError, PassWarning};
use crate::stats::Stat;
use crate::target::Target;
use memlower_ir::by_value::ByValue;
use memlower_ir::cfg::Cfg;
use memlower_ir::diag::{Located, Severity};
use memlower_ir::edit::Replacements;
use memlower_ir::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use memlower_ir::{
    Block, ConstValue, Function, Inst, InstData, InstKind, Loc, Surface, Type, Value,
};
use smallvec::SmallVec;

/// Lanes of a group when nothing narrower is asked for: the widest exec size of the scaled
/// messages on every target.
pub const GROUP_LANES: u32 = 16;

/// The `split-groups` pass (and, over the register budget, lane-group scheduling).
#[derive(Clone, Debug, Default)]
pub struct SplitGroups {
    warnings: Vec<PassWarning>,
    /// The pressure estimate's and the scheduler's buffers, reused function after function.
    pressure: Pressure,
    scheduler: Scheduler,
    /// The rewrite's tables, reused function after function.
    tables: Tables,
}

impl FunctionPass for SplitGroups {
    fn name(&self) -> &'static str {
        "split-groups"
    }

    /// It rewrites instructions, never blocks or branch targets.
    fn preserves_cfg(&self) -> bool {
        true
    }

    fn run_on_function(
        &mut self,
        surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError> {
        let t = target_of(cx, self.name())?;
        let cfg = am.cfg(f);
        let grouping = split_groups_with(&mut self.tables, surfaces, f, t, &cfg);
        drop(cfg);
        count_groups(am, &grouping.origin);
        let budget = register_budget(t);
        if self.pressure.peak(f, t.grf_bytes) <= budget {
            return Ok(grouping.changed);
        }
        // Over budget: run the groups one after another. The scheduler's tables by
        // instruction are made only here (most functions fit).
        let origin: HashMap<Inst, Inst> = grouping.origin.iter().copied().collect();
        let infos: HashMap<Inst, AccessInfo> = grouping.accesses.into_iter().collect();
        let mut kept = Vec::new();
        let mut reordered = Vec::new();
        for b in f.layout.clone() {
            kept.extend(self.scheduler.block(f, b, &origin, &infos));
            if self.scheduler.reordered() {
                reordered.push(b);
            }
        }
        // Only memory ordering is this pass's to explain: values that are simply all live at
        // once (one `sink` of them all, say) are the lowering's predicted-spill warning. The
        // schedule moved instructions within blocks only, so the estimate walks again just the
        // blocks it reordered.
        if kept.is_empty() {
            return Ok(true);
        }
        am.count(SCHEDULED, reordered.len() as u64);
        let after = self.pressure.repeak(f, t.grf_bytes, &reordered);
        debug_assert_eq!(after, Pressure::default().peak(f, t.grf_bytes));
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

/// Accesses `split-groups` cut into lane groups.
pub const GROUPED: Stat = Stat::new(
    "split-groups",
    "NumGrouped",
    "Accesses split into lane groups",
);
/// The lane groups those accesses became.
pub const GROUPS: Stat = Stat::new("split-groups", "NumGroups", "Lane groups made");
/// Blocks whose lane groups were scheduled one after another (over the register budget).
pub const SCHEDULED: Stat = Stat::new(
    "split-groups",
    "NumScheduled",
    "Blocks scheduled group after group",
);

/// Counts the accesses cut into groups and the groups, from each new op's input op.
fn count_groups(am: &mut AnalysisManager, origin: &[(Inst, Inst)]) {
    let cut: Vec<Inst> = (origin.iter())
        .filter(|(op, from)| op != from)
        .map(|&(_, from)| from)
        .collect();
    let mut accesses = cut.clone();
    accesses.sort_unstable();
    accesses.dedup();
    am.count(GROUPED, accesses.len() as u64);
    am.count(GROUPS, cut.len() as u64);
}

/// The register bytes `split-groups` lets a function's values hold before it schedules lane
/// groups one after another: the register file less 24 GRFs for what the estimate does not
/// see (r0, payload copies, the finalizer's own temporaries).
pub fn register_budget(t: &Target) -> u32 {
    t.grf_count.saturating_sub(24) * t.grf_bytes
}

/// A function whose values do not fit the registers even with its lane groups run one after
/// another, because some memory ops must keep their order (the two named).
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
    /// For each memory op in the layout, the memory op of the input it is a group of (itself
    /// if it was left whole), in the order they were made.
    pub origin: Vec<(Inst, Inst)>,
    /// The [`AccessInfo`] of each memory op of the input, read before it was rewritten.
    pub accesses: Vec<(Inst, AccessInfo)>,
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

/// Splits the values of `f` into lane groups (see the module doc); `cfg` is `f`'s.
pub fn split_groups(surfaces: &[Surface], f: &mut Function, t: &Target, cfg: &Cfg) -> Grouping {
    split_groups_with(&mut Tables::default(), surfaces, f, t, cfg)
}

/// The tables of [`split_groups`], kept from function to function: a module of many small
/// functions clears them rather than allocating and growing them again for each.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tables {
    groups: ByValue<Groups>,
    slices: HashMap<(Value, u32, u32, u32), Value>,
    shared: HashMap<(InstKind, Type), Value>,
    remap: Replacements,
    out: Vec<Inst>,
    param_groups: HashMap<Block, Vec<Option<u32>>>,
    preludes: HashMap<Block, Vec<Inst>>,
    order: Vec<Block>,
    placed: Vec<bool>,
    scan: DeadScan,
}

/// The most values a function may have for [`SplitGroups`] to keep its tables for the next
/// one (a big function's are freed rather than held while the rest of the pipeline runs).
const KEEP_UP_TO: usize = 1 << 15;

/// [`split_groups`] with the tables `tb` (left cleared for the next function).
pub(crate) fn split_groups_with(
    tb: &mut Tables,
    surfaces: &[Surface],
    f: &mut Function,
    t: &Target,
    cfg: &Cfg,
) -> Grouping {
    tb.groups.reset(f.values.len());
    tb.remap.clear();
    let mut s = Splitter {
        surfaces,
        t,
        groups: std::mem::take(&mut tb.groups),
        slices: std::mem::take(&mut tb.slices),
        shared: std::mem::take(&mut tb.shared),
        remap: std::mem::take(&mut tb.remap),
        out: std::mem::take(&mut tb.out),
        loc: Loc::UNKNOWN,
        source: None,
        param_groups: std::mem::take(&mut tb.param_groups),
        preludes: std::mem::take(&mut tb.preludes),
        result: Grouping::default(),
    };
    s.param_groups.clear();
    s.preludes.clear();
    s.split_params(f);
    // Definitions before uses (reverse post-order), then unreachable blocks.
    let mut order = std::mem::take(&mut tb.order);
    order.clear();
    order.extend_from_slice(cfg.reverse_post_order());
    let placed = &mut tb.placed;
    placed.clear();
    placed.resize(f.blocks.len(), false);
    for &b in &order {
        placed[b.index()] = true;
    }
    for &b in &f.layout {
        if !std::mem::replace(&mut placed[b.index()], true) {
            order.push(b);
        }
    }
    let reachable = cfg.reverse_post_order().len();
    let mut scan = std::mem::take(&mut tb.scan);
    scan.reset(f);
    for (k, &b) in order.iter().enumerate() {
        // What was made for one block is no use in another.
        s.slices.clear();
        s.shared.clear();
        // The block's list is refilled from `out`, one buffer for every block.
        let mut insts = std::mem::take(&mut f.block_mut(b).insts);
        s.out.clear();
        if let Some(prelude) = s.preludes.remove(&b) {
            s.out.extend(prelude);
        }
        for &i in &insts {
            s.loc = f.inst(i).loc;
            s.source = Some(f.inst(i).source(i));
            s.inst(f, i);
        }
        insts.clear();
        insts.extend_from_slice(&s.out);
        // Every use of a value that stands for a group reads the group. In a reachable block
        // each operand's definition was visited before it (reverse post-order) or in it, so
        // what it stands for is known now, while the block's instructions are at hand (a
        // walk of the whole function after the rewrite would fetch each one again).
        // The same walk counts the block's uses for the dead-code sweep below.
        let remap = &s.remap;
        for &i in &insts {
            let d = &mut f.insts[i.index()];
            if !remap.is_empty() {
                d.kind.for_each_operand_mut(|v| *v = remap.resolve(*v));
            }
            if k < reachable {
                scan.note(i, d);
            }
        }
        f.block_mut(b).insts = insts;
    }
    if s.result.changed {
        name_groups(f, &s.groups);
        // Unreachable blocks come after, in layout order: one may read a value of a later
        // one, so they are mapped (and counted) now that every replacement is known.
        let remap = &s.remap;
        for &b in &order[reachable..] {
            for &i in &f.blocks[b.index()].insts {
                let d = &mut f.insts[i.index()];
                d.kind.for_each_operand_mut(|v| *v = remap.resolve(*v));
                scan.note(i, d);
            }
        }
        if cfg!(debug_assertions) {
            f.map_operands(|v| assert_eq!(remap.resolve(*v), *v, "split-groups left {v}"));
        }
        // Whole values nothing reads any more (the pass's own leftovers: no memory op is
        // removed).
        scan.remove_dead(f);
    }
    tb.scan = scan;
    tb.order = order;
    if f.values.len() > KEEP_UP_TO {
        *tb = Tables::default();
    } else {
        s.slices.clear();
        s.shared.clear();
        tb.groups = s.groups;
        tb.slices = s.slices;
        tb.shared = s.shared;
        tb.remap = s.remap;
        tb.out = s.out;
        tb.param_groups = s.param_groups;
        tb.preludes = s.preludes;
    }
    s.result
}

/// What the rewrite's walk of each finished block gathers for the dead-code sweep that ends
/// the pass (`dce::remove_dead`'s use counts and candidates), so the sweep need not walk the
/// function twice more, fetching every instruction again.
#[derive(Clone, Debug, Default)]
struct DeadScan {
    /// Uses of each value in the layout, by value number.
    uses: Vec<u32>,
    /// By instruction number: in the layout.
    live: Vec<bool>,
    /// The instructions the sweep may remove (no effect, not memory) with their results.
    candidates: Vec<(Inst, Value)>,
}

impl DeadScan {
    /// Empty, sized for `f` as it is (a value or instruction made later grows the tables).
    fn reset(&mut self, f: &Function) {
        self.uses = vec![0; f.values.len()];
        self.live.clear();
        self.live.resize(f.insts.len(), false);
        self.candidates.clear();
    }

    /// Counts `i` (data `d`, in the layout with its final operands).
    fn note(&mut self, i: Inst, d: &InstData) {
        if self.live.len() <= i.index() {
            self.live.resize(i.index() + 1, false);
        }
        self.live[i.index()] = true;
        let uses = &mut self.uses;
        d.kind.for_each_operand(|v| {
            if uses.len() <= v.index() {
                uses.resize(v.index() + 1, 0);
            }
            uses[v.index()] += 1;
        });
        if let Some(r) = d.result {
            if Self::removable(&d.kind) {
                self.candidates.push((i, r));
            }
        }
    }

    fn removable(k: &InstKind) -> bool {
        !k.has_side_effects() && !k.is_memory()
    }

    /// Removes the candidates nothing reads, and what that leaves unread (as
    /// `dce::remove_dead` would, given every instruction of the layout).
    fn remove_dead(&mut self, f: &mut Function) {
        self.uses.resize(f.values.len().max(self.uses.len()), 0);
        self.live.resize(f.insts.len().max(self.live.len()), false);
        debug_assert!(self.uses == f.use_counts(), "split-groups miscounted uses");
        let uses = &self.uses;
        let worklist: Vec<Inst> = self
            .candidates
            .iter()
            .filter(|&&(_, r)| uses[r.index()] == 0)
            .map(|&(i, _)| i)
            .collect();
        let uses = std::mem::take(&mut self.uses);
        remove_dead_from(f, uses, &self.live, worklist, Self::removable);
    }
}

/// The groups of a value: group k covers lanes `k * width ..` and is held in `values[k]`
/// (exactly its lanes, or padded to a power of two).
#[derive(Clone, Debug)]
struct Groups {
    width: u32,
    values: Vec<Value>,
}

struct Splitter<'t> {
    surfaces: &'t [Surface],
    t: &'t Target,
    groups: ByValue<Groups>,
    /// A window of a value in the block being rewritten: (value, first lane, lanes, padded
    /// lanes).
    slices: HashMap<(Value, u32, u32, u32), Value>,
    /// The one value made for a uniform op in the block being rewritten, per type.
    shared: HashMap<(InstKind, Type), Value>,
    /// Values that are another value (an `extract` of exactly one group).
    remap: Replacements,
    /// The block being rewritten.
    out: Vec<Inst>,
    loc: Loc,
    /// The op of the pipeline's input that the instruction being rewritten stands for: what
    /// the ops made for it stand for too (reports charge their moves to it).
    source: Option<Inst>,
    /// Per block with grouped parameters: for each original parameter, its group width.
    param_groups: HashMap<Block, Vec<Option<u32>>>,
    /// The whole values of grouped parameters, made at the top of their block.
    preludes: HashMap<Block, Vec<Inst>>,
    result: Grouping,
}

mod ops;
mod window;

/// Names group k of a named value `%x` as `%x.k` (where that name is free), so the legalised
/// IR and the vISA variables still say which value a group is of.
fn name_groups(f: &mut Function, groups: &ByValue<Groups>) {
    // By value number.
    let named: Vec<(Value, &Groups)> = groups
        .iter()
        .filter(|(v, _)| f.values[v.index()].name.is_some())
        .collect();
    if named.is_empty() {
        return;
    }
    let mut renames: Vec<(Value, String)> = Vec::new();
    {
        let used: HashSet<&str> = f
            .values
            .iter()
            .filter_map(|v| v.name.map(|n| f.names.get(n)))
            .collect();
        let mut made: HashSet<String> = HashSet::default();
        // A group value shared by two whole values takes the first one's name, as if each
        // rename were applied at once.
        let mut done: HashSet<Value> = HashSet::default();
        for (v, g) in named {
            let Some(base) = f.value_name(v) else {
                continue;
            };
            for (k, &grp) in g.values.iter().enumerate() {
                let name = format!("{base}.{k}");
                if f.values[grp.index()].name.is_none()
                    && !done.contains(&grp)
                    && !used.contains(name.as_str())
                    && !made.contains(&name)
                {
                    done.insert(grp);
                    made.insert(name.clone());
                    renames.push((grp, name));
                }
            }
        }
    }
    for (grp, name) in renames {
        f.set_value_name(grp, Some(&name));
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
