//! `cse`: common-subexpression elimination of pure ops. An instruction that computes exactly
//! what a dominating one computes (same op, same operands, same attributes, same result type)
//! is replaced by it.
//!
//! ```text
//!   %2 = const 4 : i32            ; made by pick-blocks for lane piece 0
//!   %3 = add %base, %2 : i32
//!   ...
//!   %9 = const 4 : i32            ; the same, for lane piece 1
//!   %10 = add %base, %9 : i32
//! ──▶ %9 and %10 are gone; piece 1 addresses @buf[%3 + ...]
//! ```
//!
//! Legalisation makes such copies on purpose: each lane piece and each channel piece computes
//! its own constants and base offsets, which keeps the passes local. This pass, last in the
//! legalisation pipeline, leaves one constant and one `add` shared by all pieces.
//!
//! Only ops without effects are merged (never memory ops: two reads of the same bytes differ if
//! a write comes between). Operands are compared after earlier replacements, so chains
//! collapse in one run. Blocks are visited in reverse post-order, so a candidate's dominators are
//! seen first; a value is reused in a block only if its block dominates it (earlier in the same
//! block counts). Two values that both carry a user's name are kept apart, so no user name is
//! lost. Unreachable blocks are left alone.
//!
//! Exact by construction: a pure op's result depends only on its operands and attributes
//! (`docs/SEMANTICS.md` §4), undefined bytes included, so the kept value is what the removed
//! one would have been.

use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use memlower_ir::edit::Replacements;
use memlower_ir::fxhash::FxBuildHasher;
use memlower_ir::{Function, Inst, Surface, Type, Value};
use smallvec::SmallVec;
use std::collections::BTreeMap;
use std::hash::BuildHasher;

/// The `cse` pass. It keeps its tables from one function to the next, so a module of many
/// small functions does not allocate and grow them again for each.
#[derive(Debug, Default)]
pub struct Cse {
    /// The first candidate set of each hash of (op, result type), by index in `classes`, with
    /// an instruction computing its op (see [`Seen`]).
    seen: Seen,
    /// The candidate sets, in the order they were made.
    classes: Vec<Candidates>,
    /// The value replacing each replaced value.
    repl: Replacements,
    /// The instructions removed, by instruction number.
    dead: Vec<bool>,
}

impl FunctionPass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }

    /// It rewrites instructions, never blocks or branch targets.
    fn preserves_cfg(&self) -> bool {
        true
    }

    fn run_on_function(
        &mut self,
        _surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        _cx: &PassContext,
    ) -> Result<bool, PassError> {
        let changed = self.run(f, am);
        if changed {
            let eliminated = self.dead.iter().filter(|&&d| d).count();
            am.count(ELIMINATED, eliminated as u64);
        }
        // A big function's tables are freed now rather than held while the rest of the
        // pipeline runs; the small ones of a module of many functions are kept for the next.
        if self.dead.len() > KEEP_UP_TO {
            *self = Cse::default();
        }
        Ok(changed)
    }
}

/// Instructions `cse` replaced by an equal one that dominates them.
pub const ELIMINATED: crate::stats::Stat =
    crate::stats::Stat::new("cse", "NumCse", "Instructions eliminated");

/// The most instructions a function may have for `cse` to keep its tables for the next one.
const KEEP_UP_TO: usize = 1 << 14;

impl Cse {
    fn run(&mut self, f: &mut Function, am: &mut AnalysisManager) -> bool {
        let cfg = am.cfg(f);
        // The candidates for each op, by the hash of (op, result type): the op is compared
        // in place, not cloned into a key (a candidate's op no longer changes once visited:
        // its operands are defined, and replaced, before it in reverse post-order).
        let seen = &mut self.seen;
        seen.clear();
        let classes = &mut self.classes;
        classes.clear();
        let hasher = FxBuildHasher::default();
        // Dense, by value and by instruction: looked up once per operand.
        let repl = &mut self.repl;
        repl.clear();
        let dead = &mut self.dead;
        dead.clear();
        dead.resize(f.insts.len(), false);
        let mut any = false;
        for &b in cfg.reverse_post_order() {
            let Some((enter, exit)) = cfg.dom_interval(b) else {
                continue;
            };
            for k in 0..f.block(b).insts.len() {
                let i = f.block(b).insts[k];
                f.inst_mut(i).kind.for_each_operand_mut(|v| {
                    if let Some(to) = repl.get(*v) {
                        *v = to;
                    }
                });
                let Some(r) = f.result(i) else { continue };
                let kind = &f.inst(i).kind;
                if kind.is_memory() || kind.has_side_effects() {
                    continue;
                }
                let ty = f.ty(r);
                let key = hasher.hash_one((kind, ty));
                let r_named = f.values[r.index()].name.is_some();
                let (mut c, mut op) = seen.find_or_insert(key, || {
                    classes.push(Candidates::new(i, ty));
                    ((classes.len() - 1) as u32, i)
                });
                // Another op with the same hash: its own set, chained (rare). The set and the
                // op to compare with are both named by the table's slot, so on a big function
                // their two misses overlap rather than one waiting for the other.
                while !(f.inst(op).kind == *kind && classes[c as usize].ty == ty) {
                    if classes[c as usize].next == NONE {
                        classes.push(Candidates::new(i, ty));
                        classes[c as usize].next = (classes.len() - 1) as u32;
                    }
                    c = classes[c as usize].next;
                    op = classes[c as usize].op;
                }
                let class = &mut classes[c as usize];
                match class.find(enter, r_named) {
                    Some((at, v)) => {
                        if f.values[v.index()].name.is_none() {
                            let name = f.values[r.index()].name.take();
                            if name.is_some() {
                                // `v` is named now: no longer a candidate for named values.
                                class.all.name(at);
                            }
                            f.values[v.index()].name = name;
                        }
                        repl.replace(r, v, f.values.len());
                        dead[i.index()] = true;
                        any = true;
                    }
                    None => class.add(enter, exit, r, r_named),
                }
            }
        }
        if !any {
            return false;
        }
        // Uses in blocks the sweep did not visit (unreachable code) are redirected too. The
        // visited blocks are done: a use there reads a value defined in a block visited
        // before (its definition dominates it), whose replacement was known when the use was
        // visited, and a replacing value is never replaced itself. So only the unvisited
        // blocks are walked again, not the whole function.
        for &b in &f.layout {
            if cfg.dom_interval(b).is_some() {
                continue;
            }
            for &i in &f.blocks[b.index()].insts {
                f.insts[i.index()].kind.for_each_operand_mut(|v| {
                    if let Some(to) = repl.get(*v) {
                        *v = to;
                    }
                });
            }
        }
        if cfg!(debug_assertions) {
            for &b in &f.layout {
                for &i in &f.blocks[b.index()].insts {
                    f.insts[i.index()].kind.for_each_operand(|v| {
                        assert!(repl.get(v).is_none(), "cse left a use of replaced {v}");
                    });
                }
            }
        }
        for &b in &f.layout {
            f.blocks[b.index()].insts.retain(|i| !dead[i.index()]);
        }
        true
    }
}

/// The table from the hash of (op, result type) to its first candidate set and an instruction
/// computing the op: open addressing, linear probing, one 16-byte slot per entry, the position
/// from the hash's high bits (a product's best mixed). A probe on a big function is one miss
/// where a `HashMap<u64, u32>` took two (control bytes, then the bucket), and the slot names
/// both the set and the op, so the next two misses overlap.
///
/// The slots used are listed, so clearing it for the next (small) function costs what that
/// function used, not the table's size.
#[derive(Debug, Default)]
struct Seen {
    /// Empty where `key` is 0 (a hash of 0 is stored as 1: the sets' comparison tells apart
    /// what two hashes share).
    slots: Vec<Slot>,
    /// The indices of the slots in use.
    used: Vec<u32>,
}

#[derive(Clone, Copy, Debug)]
struct Slot {
    key: u64,
    class: u32,
    op: Inst,
}

impl Seen {
    fn clear(&mut self) {
        for &k in &self.used {
            self.slots[k as usize].key = 0;
        }
        self.used.clear();
    }

    /// The (set, op) of `key`, or the one `make` returns, stored for it.
    fn find_or_insert(&mut self, key: u64, make: impl FnOnce() -> (u32, Inst)) -> (u32, Inst) {
        let key = key.max(1);
        // At most three quarters full.
        if (self.used.len() + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut k = self.home(key);
        loop {
            let slot = &mut self.slots[k];
            if slot.key == key {
                return (slot.class, slot.op);
            }
            if slot.key == 0 {
                let (class, op) = make();
                *slot = Slot { key, class, op };
                self.used.push(k as u32);
                return (class, op);
            }
            k = (k + 1) & mask;
        }
    }

    /// The first slot to probe for `key` (the table is not empty).
    fn home(&self, key: u64) -> usize {
        home(key, self.slots.len())
    }

    /// Doubles the slots (at least 64), placing every entry again.
    fn grow(&mut self) {
        let empty = Slot {
            key: 0,
            class: 0,
            op: Inst(0),
        };
        let size = (self.slots.len() * 2).max(64);
        let old = std::mem::replace(&mut self.slots, vec![empty; size]);
        let (n, mask) = (self.slots.len(), self.slots.len() - 1);
        for k in &mut self.used {
            let s = old[*k as usize];
            let mut at = home(s.key, n);
            while self.slots[at].key != 0 {
                at = (at + 1) & mask;
            }
            self.slots[at] = s;
            *k = at as u32;
        }
    }
}

/// The first slot to probe for `key` in a table of `n` slots (a power of two, at least 2).
fn home(key: u64, n: usize) -> usize {
    (key >> (64 - n.trailing_zeros())) as usize
}

/// The values computed by one op (one op and result type), each kept by the dominator-tree
/// interval `(enter, exit)` of its block, keyed by `enter`.
///
/// Which value replaces a new one is the first value in visit order (reverse post-order)
/// that dominates it and is not, like it, named. The values dominating a block lie on its
/// path up the dominator tree, where visit order is depth order: the first is the outermost.
/// So only outermost values are kept, and they are disjoint intervals: the one holding a block
/// is the last starting at or before it, an O(log n) query instead of a scan of every value of
/// the op (which made a function of many blocks each computing `const 4` quadratic).
///
/// A value is added only where no value dominates it (else it was replaced, or it is named
/// under a named one and never replaces anything: a value under it would find the outer one
/// first). Each is marked unnamed if it has no name, what a named value may be replaced by:
/// the unnamed values are some of the outermost ones, so the unnamed one holding a block, if
/// any, is the outermost one holding it, if marked. A value loses the mark when it takes a
/// replaced value's name.
#[derive(Debug)]
struct Candidates {
    /// An instruction computing the op, to compare a new one with.
    op: Inst,
    /// Its result type (kept here: comparing it needs no look-up of the value).
    ty: Type,
    /// The set of another op whose (op, type) hashes the same, by index (`NONE`: none).
    next: u32,
    all: Outermost,
}

/// No candidate set (in [`Candidates::next`]).
const NONE: u32 = u32::MAX;

impl Candidates {
    fn new(op: Inst, ty: Type) -> Candidates {
        Candidates {
            op,
            ty,
            next: NONE,
            all: Outermost::default(),
        }
    }

    /// The value dominating the block entered at `enter` (with its key), among the unnamed
    /// ones if the new value is named.
    fn find(&self, enter: u32, named: bool) -> Option<(u32, Value)> {
        let (at, v, unnamed) = self.all.find(enter)?;
        (unnamed || !named).then_some((at, v))
    }

    fn add(&mut self, enter: u32, exit: u32, v: Value, named: bool) {
        if self.all.find(enter).is_none() {
            self.all.insert(Interval {
                enter,
                exit,
                v,
                unnamed: !named,
            });
        }
    }
}

/// A value of [`Outermost`], by the dominator-tree interval of its block, and whether it is
/// unnamed.
#[derive(Clone, Copy, Debug)]
struct Interval {
    enter: u32,
    exit: u32,
    v: Value,
    unnamed: bool,
}

/// Disjoint dominator-tree intervals with a value each. Most ops have one or two (a function
/// of 200,000 distinct adds has as many sets): those are a few inline entries searched in
/// turn; past [`FEW`], a map searched by range.
#[derive(Debug)]
enum Outermost {
    Few(SmallVec<[Interval; 1]>),
    Many(BTreeMap<u32, Interval>),
}

const FEW: usize = 8;

impl Default for Outermost {
    fn default() -> Outermost {
        Outermost::Few(SmallVec::new())
    }
}

impl Outermost {
    /// The interval holding `enter`, as (its enter, its value, whether it is unnamed).
    fn find(&self, enter: u32) -> Option<(u32, Value, bool)> {
        let x = match self {
            Outermost::Few(xs) => xs.iter().find(|x| x.enter <= enter && enter < x.exit)?,
            Outermost::Many(map) => {
                let (_, x) = map.range(..=enter).next_back()?;
                if enter >= x.exit {
                    return None;
                }
                x
            }
        };
        Some((x.enter, x.v, x.unnamed))
    }

    fn insert(&mut self, x: Interval) {
        match self {
            Outermost::Few(xs) if xs.len() < FEW => xs.push(x),
            Outermost::Few(xs) => {
                let mut map: BTreeMap<u32, Interval> = xs.iter().map(|&y| (y.enter, y)).collect();
                map.insert(x.enter, x);
                *self = Outermost::Many(map);
            }
            Outermost::Many(map) => {
                map.insert(x.enter, x);
            }
        }
    }

    /// The value of the interval entered at `at` has a name now.
    fn name(&mut self, at: u32) {
        let x = match self {
            Outermost::Few(xs) => xs.iter_mut().find(|x| x.enter == at),
            Outermost::Many(map) => map.get_mut(&at),
        };
        if let Some(x) = x {
            x.unnamed = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{ForEachFunction, Pass};
    use memlower_ir::fxhash::FxHashMap as HashMap;
    use memlower_ir::parse::parse_module;
    use memlower_ir::print::print_module;

    fn cse(text: &str) -> (bool, String) {
        let mut m = parse_module(text).unwrap_or_else(|e| panic!("{e:?}"));
        let changed = ForEachFunction(Cse::default())
            .run(
                &mut m,
                &mut AnalysisManager::new(),
                &PassContext { target: None },
            )
            .expect("cse never fails");
        memlower_ir::verify::verify_module(&m).expect("still valid");
        (changed, print_module(&m))
    }

    /// The first version's search, a scan of every value of the op for the first that
    /// dominates and is not, like the new one, named: what the interval search must agree with.
    fn reference_cse(f: &mut Function) {
        let cfg = memlower_ir::cfg::Cfg::compute(f);
        let mut seen: Vec<(memlower_ir::Block, Value, Inst)> = Vec::new();
        let mut repl: HashMap<Value, Value> = HashMap::default();
        let mut dead = Vec::new();
        for &b in cfg.reverse_post_order() {
            for k in 0..f.block(b).insts.len() {
                let i = f.block(b).insts[k];
                f.inst_mut(i).kind.for_each_operand_mut(|v| {
                    if let Some(&to) = repl.get(v) {
                        *v = to;
                    }
                });
                let Some(r) = f.result(i) else { continue };
                let kind = &f.inst(i).kind;
                if kind.is_memory() || kind.has_side_effects() {
                    continue;
                }
                let named = |v: Value| f.value_name(v).is_some();
                let found = seen.iter().find(|&&(db, v, j)| {
                    f.inst(j).kind == *kind
                        && f.ty(v) == f.ty(r)
                        && cfg.dominates(db, b)
                        && !(named(v) && named(r))
                });
                match found {
                    Some(&(_, v, _)) => {
                        if f.value_name(v).is_none() {
                            f.values[v.index()].name = f.values[r.index()].name.take();
                        }
                        repl.insert(r, v);
                        dead.push(i);
                    }
                    None => seen.push((b, r, i)),
                }
            }
        }
        for (_, i) in f.inst_order() {
            f.inst_mut(i).kind.for_each_operand_mut(|v| {
                if let Some(&to) = repl.get(v) {
                    *v = to;
                }
            });
        }
        for b in f.layout.clone() {
            f.block_mut(b).insts.retain(|i| !dead.contains(i));
        }
    }

    /// The open-addressing table against a `HashMap` on random keys: few distinct keys (many
    /// hits), keys sharing their high bits (one home slot, long probes), 0, growth past
    /// thousands, and clearing between rounds.
    #[test]
    fn seen_table_finds_what_a_hash_map_finds() {
        let mut rng = memlower_ir::rng::Rng::new(7);
        let mut seen = Seen::default();
        let mut made = 0u32;
        for round in 0..40 {
            seen.clear();
            let mut oracle: HashMap<u64, (u32, Inst)> = HashMap::default();
            let n = rng.range(1, 5000);
            let distinct = rng.range(1, n);
            for _ in 0..n {
                let x = rng.below(distinct);
                let key = match round % 3 {
                    0 => x.wrapping_mul(0x9e37_79b9_7f4a_7c15),
                    // Same high bits: every key homes to slot 0.
                    1 => x,
                    _ => x << 40,
                };
                let want = *oracle.entry(key.max(1)).or_insert((made, Inst(made)));
                let mut called = false;
                let got = seen.find_or_insert(key, || {
                    called = true;
                    (made, Inst(made))
                });
                assert_eq!(got, want, "round {round}, key {key:#x}");
                if called {
                    made += 1;
                }
            }
            assert_eq!(seen.used.len(), oracle.len(), "round {round}");
        }
    }

    /// On random functions with branches, loops and names, the pass does what the scan did.
    #[test]
    fn the_interval_search_finds_what_the_scan_found() {
        use memlower_ir::gen::{random_module, GenConfig, GenOp};
        let cfg = GenConfig {
            max_blocks: 10,
            max_insts: 10,
            max_lanes: 4,
            ops: vec![GenOp::Binary, GenOp::Cmp, GenOp::Select],
            ..GenConfig::default()
        };
        let mut merged = 0;
        for seed in 0..300 {
            let mut rng = memlower_ir::rng::Rng::new(seed);
            let m = random_module(&mut rng, &cfg);
            let mut expected = m.clone();
            for f in &mut expected.functions {
                reference_cse(f);
            }
            let mut got = m.clone();
            ForEachFunction(Cse::default())
                .run(
                    &mut got,
                    &mut AnalysisManager::new(),
                    &PassContext { target: None },
                )
                .expect("cse never fails");
            let (got, expected) = (print_module(&got), print_module(&expected));
            assert_eq!(got, expected, "seed {seed}");
            merged += usize::from(got != print_module(&m));
        }
        // Most modules have something to merge, so the comparison is not vacuous.
        assert!(merged > 150, "{merged} of 300 modules changed");
    }

    #[test]
    fn pieces_share_one_constant_and_one_offset() {
        let (changed, out) = cse("surface @b : untyped
func @k(%base: i32, %o: vec<8 x i32>) {
entry:
  %0 = const 4 : i32
  %1 = add %base, %0 : i32
  %2 = extract %o[0] : vec<4 x i32>
  %3 = gather @b[%1 + %2] align 4 : vec<4 x f32>
  %4 = const 4 : i32
  %5 = add %base, %4 : i32
  %6 = extract %o[4] : vec<4 x i32>
  %7 = gather @b[%5 + %6] align 4 : vec<4 x f32>
  %8 = gather @b[%5 + %6] align 4 : vec<4 x f32>
  sink %3, %7, %8
  ret
}
");
        assert!(changed);
        assert!(
            out.contains(
                "  %0 = const 4 : i32
  %1 = add %base, %0 : i32
  %2 = extract %o[0] : vec<4 x i32>
  %3 = gather @b[%1 + %2] align 4 : vec<4 x f32>
  %4 = extract %o[4] : vec<4 x i32>
  %5 = gather @b[%1 + %4] align 4 : vec<4 x f32>
  %6 = gather @b[%1 + %4] align 4 : vec<4 x f32>
"
            ),
            "the two identical gathers stay: {out}"
        );
    }

    #[test]
    fn only_dominating_values_are_reused_and_names_survive() {
        let (changed, out) = cse("func @k(%c: mask<1>, %x: i32) {
entry:
  %a = add %x, %x : i32
  cond_br %c, left, right
left:
  %l = mul %x, %x : i32
  %dup = add %x, %x : i32
  sink %l, %dup
  br right
right:
  %r = mul %x, %x : i32
  %named = add %x, %x : i32
  sink %r, %named, %a
  ret
}
");
        assert!(!changed, "{out}");
        let (changed, out) = cse("func @k(%x: i32) {
entry:
  %0 = mul %x, %x : i32
  br next
next:
  %sq = mul %x, %x : i32
  sink %sq
  ret
}
");
        assert!(changed);
        assert!(
            out.contains("  %sq = mul %x, %x : i32\n  br next\nnext:\n  sink %sq"),
            "the anonymous value takes the user's name: {out}"
        );
    }
}
