//! Analyses cached per function and invalidated when a pass changes that function.
//!
//! An analysis is a type implementing [`Analysis`]: a key (the type itself) and a `compute`
//! function. The [`AnalysisManager`] keeps one result per (function name, analysis type) in a
//! small type-keyed cache, so a new analysis (liveness, say) is one `impl Analysis` and no change
//! here:
//!
//! ```text
//!   am.get::<CfgAnalysis>(f) ──hit──▶ Rc<Cfg>            (hits += 1)
//!                          └─miss─▶ CfgAnalysis::compute (computations += 1), cached
//!   pass reports a change to f ──▶ am.invalidate(&f.name)  (every analysis of f dropped)
//! ```
//!
//! Results are shared as `Rc`, so a pass may hold an analysis while it rewrites the function;
//! what it holds is then stale, and the manager drops the cached copy when the pass reports the
//! change. A pass that changes IR must report it, or later passes see stale analyses.

use crate::stats::{Counters, Stat};
use memlower_ir::cfg::Cfg;
use memlower_ir::Function;
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::rc::Rc;

/// A function analysis that the [`AnalysisManager`] can cache.
pub trait Analysis: 'static {
    /// What the analysis computes.
    type Output: 'static;

    /// A short name for reports and debugging (`cfg`, `liveness`).
    const NAME: &'static str;

    /// Computes the analysis of `f`. It may ask `am` for other analyses it builds on (liveness
    /// on the CFG, for instance); those are cached too.
    fn compute(f: &Function, am: &mut AnalysisManager) -> Self::Output;
}

/// The control-flow graph with its dominator tree ([`memlower_ir::cfg::Cfg`]).
#[derive(Debug)]
pub struct CfgAnalysis;

impl Analysis for CfgAnalysis {
    type Output = Cfg;
    const NAME: &'static str = "cfg";

    fn compute(f: &Function, _am: &mut AnalysisManager) -> Cfg {
        Cfg::compute(f)
    }
}

/// How often the cache was used: the evidence that it caches and that it is invalidated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AnalysisStats {
    /// Analyses computed (cache misses).
    pub computations: u64,
    /// Requests answered from the cache.
    pub hits: u64,
    /// Cached results dropped by [`AnalysisManager::invalidate`] or
    /// [`AnalysisManager::invalidate_all`].
    pub invalidated: u64,
}

/// Caches analyses per function, keyed by the function's name and the analysis type.
#[derive(Default)]
pub struct AnalysisManager {
    cache: HashMap<String, HashMap<TypeId, Rc<dyn Any>>>,
    stats: AnalysisStats,
    /// What the passes counted (`-stats`), until the pass manager takes it.
    counters: Counters,
}

impl std::fmt::Debug for AnalysisManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnalysisManager")
            .field("functions_cached", &self.cache.len())
            .field("stats", &self.stats)
            .finish()
    }
}

impl AnalysisManager {
    /// An empty cache.
    pub fn new() -> AnalysisManager {
        AnalysisManager::default()
    }

    /// The analysis `A` of `f`, computed on a miss and cached under `f.name`.
    pub fn get<A: Analysis>(&mut self, f: &Function) -> Rc<A::Output> {
        if let Some(hit) = self.cached::<A>(&f.name) {
            self.stats.hits += 1;
            return hit;
        }
        let result = Rc::new(A::compute(f, self));
        self.stats.computations += 1;
        let erased: Rc<dyn Any> = result.clone();
        self.cache
            .entry(f.name.clone())
            .or_default()
            .insert(TypeId::of::<A>(), erased);
        result
    }

    /// The CFG and dominators of `f` (shorthand for `get::<CfgAnalysis>`).
    pub fn cfg(&mut self, f: &Function) -> Rc<Cfg> {
        self.get::<CfgAnalysis>(f)
    }

    /// The cached analysis `A` of the function named `func`, without computing it and without
    /// counting a hit.
    pub fn cached<A: Analysis>(&self, func: &str) -> Option<Rc<A::Output>> {
        let any = self.cache.get(func)?.get(&TypeId::of::<A>())?.clone();
        any.downcast::<A::Output>().ok()
    }

    /// Drops every cached analysis of function `func`.
    pub fn invalidate(&mut self, func: &str) {
        if let Some(entries) = self.cache.remove(func) {
            self.stats.invalidated += entries.len() as u64;
        }
    }

    /// Drops every cached analysis of function `func` but `A` (for a pass that changed the
    /// function in a way `A` does not see: [`crate::pass::FunctionPass::preserves_cfg`]).
    pub fn invalidate_all_but<A: Analysis>(&mut self, func: &str) {
        if let Some(entries) = self.cache.get_mut(func) {
            let before = entries.len();
            entries.retain(|&k, _| k == TypeId::of::<A>());
            self.stats.invalidated += (before - entries.len()) as u64;
        }
    }

    /// Drops every cached analysis of every function.
    pub fn invalidate_all(&mut self) {
        let n: usize = self.cache.values().map(HashMap::len).sum();
        self.stats.invalidated += n as u64;
        self.cache.clear();
    }

    /// The usage counters so far.
    pub fn stats(&self) -> AnalysisStats {
        self.stats
    }

    /// Adds `n` to the pass counter `stat` (`-stats`; see [`crate::stats`]).
    pub fn count(&mut self, stat: Stat, n: u64) {
        self.counters.add(stat, n);
    }

    /// The pass counters since the last call (the pass manager takes them after a run).
    pub fn take_counters(&mut self) -> Counters {
        std::mem::take(&mut self.counters)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use memlower_ir::builder::FunctionBuilder;

    fn func(name: &str) -> Function {
        let mut f = Function::new(name);
        let mut b = FunctionBuilder::new(&mut f);
        let entry = b.block("entry");
        let exit = b.block("exit");
        b.switch_to(entry);
        b.br(exit, &[]);
        b.switch_to(exit);
        b.ret();
        f
    }

    /// Counts its own computations, and builds on the CFG (an analysis using another).
    struct BlockCount;
    impl Analysis for BlockCount {
        type Output = usize;
        const NAME: &'static str = "block-count";
        fn compute(f: &Function, am: &mut AnalysisManager) -> usize {
            am.cfg(f).reverse_post_order().len()
        }
    }

    #[test]
    fn caches_per_function_and_invalidates() {
        let (f, g) = (func("f"), func("g"));
        let mut am = AnalysisManager::new();
        let c1 = am.cfg(&f);
        let c2 = am.cfg(&f);
        assert!(Rc::ptr_eq(&c1, &c2));
        assert_eq!(
            am.stats(),
            AnalysisStats {
                computations: 1,
                hits: 1,
                invalidated: 0
            }
        );
        am.cfg(&g);
        assert_eq!(am.stats().computations, 2);
        am.invalidate("f");
        assert!(am.cached::<CfgAnalysis>("f").is_none());
        assert!(am.cached::<CfgAnalysis>("g").is_some());
        let c3 = am.cfg(&f);
        assert!(!Rc::ptr_eq(&c1, &c3));
        assert_eq!(am.stats().computations, 3);
        am.invalidate_all();
        assert!(am.cached::<CfgAnalysis>("g").is_none());
        assert_eq!(am.stats().invalidated, 3);
    }

    #[test]
    fn analyses_are_keyed_by_type_and_may_build_on_each_other() {
        let f = func("f");
        let mut am = AnalysisManager::new();
        assert_eq!(*am.get::<BlockCount>(&f), 2);
        // BlockCount computed the CFG on the way: two computations, and the CFG is now a hit.
        assert_eq!(am.stats().computations, 2);
        am.cfg(&f);
        assert_eq!(am.stats().hits, 1);
        assert_eq!(*am.get::<BlockCount>(&f), 2);
        assert_eq!(am.stats().hits, 2);
        assert_eq!(am.stats().computations, 2);
    }
}
