//! The pass interface.
//!
//! A pass transforms a [`Module`] in place. Most passes work one function at a time and implement
//! [`FunctionPass`]; [`ForEachFunction`] runs them over every function, hands them the cached
//! analyses of that function, and invalidates those analyses when the pass reports a change.
//!
//! The one rule every pass keeps: **report every change**. The analysis cache trusts it (and
//! `--time-passes` shows it).

use crate::analysis::{AnalysisManager, CfgAnalysis};
use crate::target::Target;
use memlower_ir::diag::{Located, Severity};
use memlower_ir::{Function, Loc, Module, Surface};

/// What a pass may read besides the IR.
#[derive(Clone, Copy, Debug)]
pub struct PassContext<'a> {
    /// The target being legalised for, if one was chosen (`--target`, or the module's
    /// `target "..."` line).
    pub target: Option<&'a Target>,
}

/// Why a pass could not do its job. Every variant names the source location of the op.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PassError {
    /// An access that no message of the target can express (a refusal, not a bug).
    #[error("cannot legalize `{op}` for target {target}: {rule}")]
    Refused {
        /// Where the op is.
        loc: Loc,
        /// The op as printed (mnemonic and type), e.g. `image.store vec<8 x 4 x f32>`.
        op: String,
        /// Target name.
        target: String,
        /// The rule that refuses it.
        rule: String,
        /// What would make it legal.
        fix: String,
    },
    /// The pass needs a target and none was given.
    #[error("pass `{pass}` needs a target (use --target or a `target \"...\"` line)")]
    NeedsTarget {
        /// Pass name.
        pass: String,
    },
    /// The pass found IR it does not accept (e.g. the wrong stage: unlegalised input).
    #[error("{message}")]
    Invalid {
        /// Where.
        loc: Loc,
        /// What is wrong.
        message: String,
        /// What was expected.
        expected: Option<String>,
    },
}

impl Located for PassError {
    fn loc(&self) -> Loc {
        match self {
            PassError::Refused { loc, .. } | PassError::Invalid { loc, .. } => *loc,
            PassError::NeedsTarget { .. } => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            PassError::Refused { fix, .. } => Some(fix.clone()),
            PassError::Invalid { expected, .. } => expected.clone(),
            PassError::NeedsTarget { .. } => Some("a target: tgllp, xehp, dg2 or pvc".into()),
        }
    }
}

/// A problem a pass reports without failing (provable undefined behaviour, say). The manager
/// collects them in [`crate::RunReport::warnings`]; the driver renders them like errors, as
/// `warning:`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassWarning {
    /// The pass that reported it.
    pub pass: &'static str,
    /// Where.
    pub loc: Loc,
    /// What is wrong.
    pub message: String,
    /// What would be right, if that can be said.
    pub expected: Option<String>,
}

impl PassWarning {
    /// The warning `w` of pass `pass`, as text and location.
    pub fn new(pass: &'static str, w: &dyn Located) -> PassWarning {
        PassWarning {
            pass,
            loc: w.loc(),
            message: w.to_string(),
            expected: w.expected(),
        }
    }
}

impl std::fmt::Display for PassWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl Located for PassWarning {
    fn loc(&self) -> Loc {
        self.loc
    }

    fn expected(&self) -> Option<String> {
        self.expected.clone()
    }

    fn severity(&self) -> Severity {
        Severity::Warning
    }
}

/// A pass over a whole module.
pub trait Pass {
    /// The name used in pipeline strings (`canonicalize`, `split-lanes`).
    fn name(&self) -> &'static str;

    /// Runs the pass. Returns whether anything changed.
    fn run(
        &mut self,
        m: &mut Module,
        am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError>;

    /// True if the pass itself invalidates the analyses of exactly the functions it changes
    /// (as [`ForEachFunction`] does). Otherwise the manager drops every cached analysis after
    /// the pass reports a change, which is always safe.
    fn invalidates_analyses(&self) -> bool {
        false
    }

    /// The warnings reported since the last call (most passes report none).
    fn take_warnings(&mut self) -> Vec<PassWarning> {
        Vec::new()
    }
}

/// A pass that works on one function at a time.
pub trait FunctionPass {
    /// The name used in pipeline strings.
    fn name(&self) -> &'static str;

    /// Runs on one function. `surfaces` are the module's surfaces. Returns whether anything
    /// changed; the analyses of `f` are invalidated if so.
    fn run_on_function(
        &mut self,
        surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError>;

    /// The warnings reported since the last call (most passes report none).
    fn take_warnings(&mut self) -> Vec<PassWarning> {
        Vec::new()
    }

    /// True if the pass never changes a function's control-flow graph: it adds, removes and
    /// reorders no block and leaves every terminator's targets as they are (instructions,
    /// block parameters and branch arguments it may change). Its changes then keep the cached
    /// CFG, so the next pass asking for it (`split-groups`, then `cse`) does not compute it
    /// again; debug builds (every test) check the claim against a fresh CFG.
    fn preserves_cfg(&self) -> bool {
        false
    }
}

/// Runs a function pass over every function of a module, invalidating the analyses of each
/// function it changes (and only those).
#[derive(Debug, Default)]
pub struct ForEachFunction<P>(pub P);

impl<P: FunctionPass> Pass for ForEachFunction<P> {
    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn invalidates_analyses(&self) -> bool {
        true
    }

    fn take_warnings(&mut self) -> Vec<PassWarning> {
        self.0.take_warnings()
    }

    fn run(
        &mut self,
        m: &mut Module,
        am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError> {
        let mut changed = false;
        for f in &mut m.functions {
            let c = self.0.run_on_function(&m.surfaces, f, am, cx)?;
            if c {
                if self.0.preserves_cfg() {
                    am.invalidate_all_but::<CfgAnalysis>(&f.name);
                    check_preserved_cfg(am, f, self.0.name());
                } else {
                    am.invalidate(&f.name);
                }
                compact_if_sparse(f);
            }
            changed |= c;
        }
        Ok(changed)
    }
}

/// Debug builds: the CFG a pass claims to preserve is the CFG of what it left.
fn check_preserved_cfg(am: &AnalysisManager, f: &Function, pass: &str) {
    if cfg!(debug_assertions) {
        if let Some(kept) = am.cached::<CfgAnalysis>(&f.name) {
            let fresh = memlower_ir::cfg::Cfg::compute(f);
            assert!(
                *kept == fresh,
                "pass `{pass}` changed the control flow of `@{}` but says it preserves it",
                f.name
            );
        }
    }
}

/// Squeezes the dead instructions out of `f`'s arena ([`Function::compact`]) once they are at
/// least a quarter of a big one. A pass that rewrites ops leaves the replaced ones in the arena;
/// on a function of 100k accesses the legalisation pipeline leaves 2.4M instructions of which
/// 0.7M are live, and every later pass walks the live ones spread over all of it and sizes its
/// side tables by it. Small functions (most kernels) are never compacted: their arenas fit in
/// cache whatever their holes, and the walk would cost more than it saves.
fn compact_if_sparse(f: &mut Function) {
    const MIN_ARENA: usize = 1 << 12;
    if f.insts.len() < MIN_ARENA {
        return;
    }
    let live: usize = f.layout.iter().map(|&b| f.block(b).insts.len()).sum();
    if live * 4 <= f.insts.len() * 3 {
        f.compact();
    }
}
