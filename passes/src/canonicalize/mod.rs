//! `canonicalize`: folds constant address and mask arithmetic and simplifies algebraic
//! identities, then removes the pure ops that left dead.
//!
//! ```text
//!   %c4 = const 4 : vec<8 x i32>                 %off = const [0, 4, 8, ..., 28] : vec<8 x i32>
//!   %i  = lane.index : vec<8 x i32>       ──▶    %a   = gather @buf[%off] ...
//!   %off = mul %i, %c4 : vec<8 x i32>
//!   %z  = add %off, %zero : ...           ──▶    (uses of %z read %off; %z's name moves to
//!                                                 the kept value if that one has none)
//! ```
//!
//! Folding computes exactly what the IR means: every element operation is the reference
//! semantics' own ([`memlower_ir::interp::scalar`], shared with the interpreter), so a fold can
//! never disagree with `docs/SEMANTICS.md`:
//! - integers wrap to the element width (an `i8` add wraps at 8 bits); results are written
//!   sign-extended (`i8` 255 prints as `-1`); a shift by the width or more is poison and is left
//!   alone;
//! - `f32` ops round to `f32`, `f16` to `f16`, `f64` is `f64`; a constant is first rounded to its
//!   type (`0.1 : f32` is the `f32` nearest 0.1). A fold whose result is a NaN is not done: the
//!   reference semantics make every NaN canonical, which hardware does not promise, and the
//!   text format cannot spell a payload;
//! - masks are per-lane bits; lanes and channels come from the types.
//!
//! Elements are carried as raw bits (zero-extended `u64`, floats as the bits of their
//! precision), as in the interpreter, so `bitcast` is a regrouping of bytes. The elements of a
//! multi-channel value are lane-major (`[r0, g0, r1, g1]` for `vec<2 x 2 x T>`, as
//! `docs/SEMANTICS.md` defines), which is what `chan.extract`, `chan.pack`, `extract` and
//! `select` folding follow.
//!
//! A folded instruction becomes a `const` in place, so the value keeps its name, type, location
//! and every use. Memory ops are never folded and never removed here (unused reads are `dce`'s
//! business). `lane.index` is a compile-time constant input to folds, but is never itself
//! rewritten.
//!
//! **Lane arithmetic stays arithmetic.** An op on `lane.index` whose result would be a
//! constant vector with differing elements (`shl %lane, 2` ──▶ `[0, 4, 8, ..., 60]`) is not
//! folded. The lane index is the cheapest vector there is (a packed immediate, or the lane-id
//! input), and one ALU op on it is one native instruction per register; a vector constant of
//! arbitrary elements is a `mov` per element or per run (issue 28: one kernel went from 4 to 50
//! moves). Uniform results (`sub %lane, %lane`) and masks (`cmp lt %lane, 12`: one `setp` of an
//! immediate) still fold.
//!
//! **A parameter's copy stays.** An identity (`add %x, -0.0` ──▶ `%x`) is not applied when the
//! result is a branch argument and `%x` is a view of another value's registers (`extract`,
//! `chan.extract`): the op writes the block parameter's registers directly, where `%x` in its
//! place needs a copy on every edge, and edges of their own to hold them (the reductions of
//! the LLVM corpus took 2 native instructions more). `tests/canonicalize_native.rs` pins the native instruction counts on
//! the examples and the peer kernels: with `canonicalize` first, never more than without.
//!
//! The parts: `folding` (constant folds and identities) and the pass driver here.

mod folding;
#[cfg(test)]
mod tests;

use crate::analysis::AnalysisManager;
use crate::dce::remove_dead;
use crate::pass::{FunctionPass, PassContext, PassError};
use folding::{fold, Fold};
use memlower_ir::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use memlower_ir::{Block, Function, Inst, InstKind, Surface, Value};

/// The `canonicalize` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Canonicalize;

impl FunctionPass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }

    fn run_on_function(
        &mut self,
        _surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        _cx: &PassContext,
    ) -> Result<bool, PassError> {
        // Reverse post-order visits definitions before their (dominated) uses, so one sweep
        // folds whole chains; unreachable blocks follow in layout order.
        let cfg = am.cfg(f);
        let mut order: Vec<Block> = cfg.reverse_post_order().to_vec();
        let seen: HashSet<Block> = order.iter().copied().collect();
        order.extend(f.layout.iter().copied().filter(|b| !seen.contains(b)));

        let mut changed = false;
        let mut repl: HashMap<Value, Value> = HashMap::default();
        let branch_args = branch_arguments(f);
        for b in order {
            for i in f.block(b).insts.clone() {
                changed |= rewrite_operands(f, i, &repl);
                let Some(r) = f.result(i) else { continue };
                let lanes = || crate::fold_lanes::fold(f, i).map(Fold::from);
                match fold(f, i).or_else(lanes) {
                    Some(Fold::Kind(kind)) => {
                        f.inst_mut(i).kind = kind;
                        changed = true;
                    }
                    Some(Fold::Const(value)) if !lane_vector(f, i, &value) => {
                        f.inst_mut(i).kind = InstKind::Const { value };
                        changed = true;
                    }
                    Some(Fold::Value(x)) if x != r && !parameter_copy(f, (r, x), &branch_args) => {
                        keep_name(f, r, x);
                        repl.insert(r, x);
                        changed = true;
                    }
                    _ => {}
                }
            }
        }
        // Uses the sweep saw before their replacement was known (only possible in unreachable
        // code) are rewritten now.
        if !repl.is_empty() {
            for (_, i) in f.inst_order() {
                rewrite_operands(f, i, &repl);
            }
        }
        changed |= remove_dead(f, |k| !k.is_memory());
        Ok(changed)
    }
}

/// Replaces the operands of `i` that were folded away. Returns whether any was.
fn rewrite_operands(f: &mut Function, i: Inst, repl: &HashMap<Value, Value>) -> bool {
    if repl.is_empty() {
        return false;
    }
    let mut changed = false;
    f.inst_mut(i).kind.for_each_operand_mut(|v| {
        // Chains are at most as long as the map; the bound guards against a cycle in
        // malformed (unreachable, self-referencing) code.
        let mut n = 0;
        while let Some(&to) = repl.get(v) {
            if n > repl.len() {
                break;
            }
            *v = to;
            n += 1;
            changed = true;
        }
    });
    changed
}

/// True if folding `i` to `value` would turn lane arithmetic into a vector constant of
/// differing elements (module docs): `i` reads `lane.index`, and `value` is a non-uniform
/// vector of integers or floats (not a mask).
fn lane_vector(f: &Function, i: Inst, value: &memlower_ir::ConstValue) -> bool {
    if value.len() <= 1 || f.result(i).and_then(|r| f.ty(r).elem()).is_none() {
        return false;
    }
    let mut reads_lanes = false;
    f.inst(i).kind.for_each_operand(|v| {
        reads_lanes |= matches!(f.def_kind(v), Some(InstKind::LaneIndex));
    });
    reads_lanes
}

/// Every value passed as a branch argument in `f`.
fn branch_arguments(f: &Function) -> HashSet<Value> {
    let mut out = HashSet::default();
    for (_, i) in f.inst_order() {
        match &f.inst(i).kind {
            InstKind::Br { dest } => out.extend(dest.args.iter().copied()),
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => out.extend(then_dest.args.iter().chain(&else_dest.args).copied()),
            _ => {}
        }
    }
    out
}

/// True if replacing `r` by `x` would trade the op that writes a block parameter for an edge
/// copy of a view (module docs).
fn parameter_copy(f: &Function, (r, x): (Value, Value), branch_args: &HashSet<Value>) -> bool {
    branch_args.contains(&r)
        && matches!(
            f.def_kind(x),
            Some(InstKind::Extract { .. } | InstKind::ChanExtract { .. })
        )
}

/// When `r` is replaced by `x`, the user's name of `r` survives on `x` if `x` has none.
fn keep_name(f: &mut Function, r: Value, x: Value) {
    if f.value(x).name.is_none() {
        let name = f.values[r.index()].name.take();
        f.values[x.index()].name = name;
    }
}
