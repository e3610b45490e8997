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
use memlower_ir::fxhash::{FxBuildHasher, FxHashMap as HashMap, FxHashSet as HashSet};
use memlower_ir::{Block, Function, Inst, Surface, Value};
use std::hash::BuildHasher;

/// The `cse` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cse;

impl FunctionPass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }

    fn run_on_function(
        &mut self,
        _surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        _cx: &PassContext,
    ) -> Result<bool, PassError> {
        let cfg = am.cfg(f);
        // The candidates for each op, by the hash of (op, result type): the op is compared
        // in place, not cloned into a key (a candidate's op no longer changes once visited:
        // its operands are defined, and replaced, before it in reverse post-order).
        let mut seen: HashMap<u64, Vec<(Block, Value, Inst)>> = HashMap::default();
        let hasher = FxBuildHasher::default();
        let mut repl: HashMap<Value, Value> = HashMap::default();
        let mut dead = HashSet::default();
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
                let ty = f.ty(r);
                let key = hasher.hash_one((kind, ty));
                let named = |v: Value| f.value_name(v).is_some();
                let found = seen.get(&key).and_then(|xs| {
                    xs.iter()
                        .find(|&&(db, v, j)| {
                            f.inst(j).kind == *kind
                                && f.ty(v) == ty
                                && cfg.dominates(db, b)
                                && !(named(v) && named(r))
                        })
                        .map(|&(_, v, _)| v)
                });
                match found {
                    Some(v) => {
                        if f.value_name(v).is_none() {
                            let name = f.values[r.index()].name.take();
                            f.values[v.index()].name = name;
                        }
                        repl.insert(r, v);
                        dead.insert(i);
                    }
                    None => seen.entry(key).or_default().push((b, r, i)),
                }
            }
        }
        if dead.is_empty() {
            return Ok(false);
        }
        // Uses in blocks the sweep did not visit (unreachable code) are redirected too.
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
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{ForEachFunction, Pass};
    use memlower_ir::parse::parse_module;
    use memlower_ir::print::print_module;

    fn cse(text: &str) -> (bool, String) {
        let mut m = parse_module(text).unwrap_or_else(|e| panic!("{e:?}"));
        let changed = ForEachFunction(Cse)
            .run(
                &mut m,
                &mut AnalysisManager::new(),
                &PassContext { target: None },
            )
            .expect("cse never fails");
        memlower_ir::verify::verify_module(&m).expect("still valid");
        (changed, print_module(&m))
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
