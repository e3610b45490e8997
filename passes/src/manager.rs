//! The pass manager: runs a pipeline of passes over a module, with the instrumentation an
//! engineer debugging a pass wants (as LLVM's `opt`):
//!
//! ```text
//!   "canonicalize, dce" ──PassManager::from_pipeline(registry)──▶ [canonicalize, dce]
//!   before the first pass: ir::verify on the input; invalid IR is refused (InvalidInput)
//!   for each pass:  run ─▶ invalidate analyses if changed
//!                       ─▶ print_after_all / print_after NAME: "; *** IR Dump After NAME ***"
//!                       ─▶ verify_each: ir::verify, a failure names the pass that broke the IR
//!   time_passes: a table of wall time, share and "changed?" per pass, after the run
//! ```
//!
//! Dumps and the timing table go to a writer the caller chooses (the CLI gives it stderr, so
//! stdout carries only the final IR).

use crate::analysis::AnalysisManager;
use crate::pass::{Pass, PassContext, PassError, PassWarning};
use crate::registry::{PassParams, Registry};
use crate::stats::Counters;
use memlower_ir::diag::Located;
use memlower_ir::print::print_module;
use memlower_ir::verify::{verify_module, VerifyError};
use memlower_ir::{Loc, Module};
use std::fmt::Write as _;
use std::io::Write;
use std::time::{Duration, Instant};

/// A pipeline string that does not name a list of known passes. The location is the column in
/// the pipeline string (line 1), so the error renders with a caret under the bad entry.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PipelineError {
    /// An entry between commas is empty (`"canonicalize,,dce"`, `""`, a trailing comma).
    #[error("empty entry in the pass pipeline")]
    EmptyEntry {
        /// Column of the empty entry.
        loc: Loc,
        /// The known pass names.
        known: Vec<&'static str>,
    },
    /// An entry names no registered pass.
    #[error("unknown pass `{name}`")]
    UnknownPass {
        /// Column of the entry.
        loc: Loc,
        /// The name as written.
        name: String,
        /// The known pass names.
        known: Vec<&'static str>,
    },
    /// An entry's parameters (`name<key=value;...>`) are malformed or wrong for the pass.
    #[error("pass `{name}`: {why}")]
    BadParams {
        /// Column of the entry.
        loc: Loc,
        /// The pass name.
        name: String,
        /// What is wrong.
        why: String,
    },
    /// `--print-after` or `--print-before` names no registered pass.
    #[error("unknown pass `{name}` in --print-after or --print-before")]
    UnknownPrintAfter {
        /// The name as written.
        name: String,
        /// The known pass names.
        known: Vec<&'static str>,
    },
}

impl Located for PipelineError {
    fn loc(&self) -> Loc {
        match self {
            PipelineError::EmptyEntry { loc, .. }
            | PipelineError::UnknownPass { loc, .. }
            | PipelineError::BadParams { loc, .. } => *loc,
            PipelineError::UnknownPrintAfter { .. } => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        let known = match self {
            PipelineError::BadParams { .. } => {
                return Some("`name` or `name<key=value;...>` with the pass's parameters".into())
            }
            PipelineError::EmptyEntry { known, .. }
            | PipelineError::UnknownPass { known, .. }
            | PipelineError::UnknownPrintAfter { known, .. } => known,
        };
        Some(format!("one of: {}", known.join(", ")))
    }
}

/// Why a pipeline run stopped.
#[derive(Debug, thiserror::Error)]
pub enum ManagerError {
    /// The input module fails the verifier: passes assume verified IR (SSA, types, operand
    /// shapes), so none is run on it.
    #[error("the input of the pass pipeline is not valid IR ({} verifier error{})", .errors.len(), if .errors.len() == 1 { "" } else { "s" })]
    InvalidInput {
        /// What the verifier found, each at its op's location.
        errors: Vec<VerifyError>,
    },
    /// A pass refused or failed.
    #[error("{error} (in pass `{pass}`)")]
    Pass {
        /// The pass.
        pass: &'static str,
        /// What it reported.
        error: PassError,
    },
    /// `verify_each` found invalid IR after a pass: that pass broke it.
    #[error("the IR is invalid after pass `{pass}` ({} verifier error{})", .errors.len(), if .errors.len() == 1 { "" } else { "s" })]
    BrokenIr {
        /// The pass that ran last.
        pass: &'static str,
        /// What the verifier found.
        errors: Vec<VerifyError>,
    },
    /// The dump writer failed.
    #[error("cannot write the IR dump or timing report: {0}")]
    Io(#[from] std::io::Error),
}

impl Located for ManagerError {
    fn loc(&self) -> Loc {
        match self {
            ManagerError::Pass { error, .. } => error.loc(),
            ManagerError::InvalidInput { errors } => {
                errors.first().map(|e| e.loc()).unwrap_or(Loc::UNKNOWN)
            }
            ManagerError::BrokenIr { .. } | ManagerError::Io(_) => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            ManagerError::Pass { error, .. } => error.expected(),
            ManagerError::BrokenIr { .. } => {
                Some("every pass to leave IR that passes the verifier".into())
            }
            ManagerError::InvalidInput { errors } => errors.first().and_then(|e| e.expected()),
            ManagerError::Io(_) => None,
        }
    }
}

/// What to do around each pass.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Instrumentation {
    /// Dump the module after every pass.
    pub print_after_all: bool,
    /// Dump the module after the passes with these names.
    pub print_after: Vec<String>,
    /// Dump the module before every pass (`; *** IR Dump Before NAME ***`).
    pub print_before_all: bool,
    /// Dump the module before the passes with these names.
    pub print_before: Vec<String>,
    /// Run the verifier after every pass.
    pub verify_each: bool,
    /// Print a timing table after the run.
    pub time_passes: bool,
}

/// What one pass did in a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassRecord {
    /// The pass.
    pub name: &'static str,
    /// Wall time of the pass (not of the dump or the verifier).
    pub wall: Duration,
    /// Whether it reported a change.
    pub changed: bool,
}

/// What a run did: one record per pass, in pipeline order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunReport {
    /// Per pass.
    pub passes: Vec<PassRecord>,
    /// Time spent in the verifier (`verify_each`), if it ran.
    pub verify: Option<Duration>,
    /// The warnings the passes reported, in pipeline order.
    pub warnings: Vec<PassWarning>,
    /// What the passes counted during the run (`-stats`).
    pub stats: Counters,
}

impl RunReport {
    /// True if any pass changed the module.
    pub fn changed(&self) -> bool {
        self.passes.iter().any(|p| p.changed)
    }

    /// The `--time-passes` table, in the style of LLVM's but with microseconds (passes over
    /// kernels are fast) and rows in pipeline order:
    ///
    /// ```text
    /// ===-------------------------------------------------------------------------===
    ///                       ... Pass execution timing report ...
    /// ===-------------------------------------------------------------------------===
    ///   Total Execution Time: 0.001200 seconds (wall clock)
    ///
    ///    -----Wall Time-----  Changed  --- Name ---
    ///    0.000800 ( 66.7%)    yes      canonicalize
    ///    0.000400 ( 33.3%)    no       dce
    ///    0.001200 (100.0%)             Total
    /// ```
    pub fn timing_table(&self) -> String {
        let rule =
            "===-------------------------------------------------------------------------===";
        let total: Duration =
            self.passes.iter().map(|p| p.wall).sum::<Duration>() + self.verify.unwrap_or_default();
        let share = |d: Duration| {
            if total.is_zero() {
                0.0
            } else {
                100.0 * d.as_secs_f64() / total.as_secs_f64()
            }
        };
        let mut out = String::new();
        let _ = writeln!(out, "{rule}");
        let title = format!("{:^80}", "... Pass execution timing report ...");
        let _ = writeln!(out, "{}", title.trim_end());
        let _ = writeln!(out, "{rule}");
        let _ = writeln!(
            out,
            "  Total Execution Time: {:.6} seconds (wall clock)\n",
            total.as_secs_f64()
        );
        let _ = writeln!(out, "   -----Wall Time-----  Changed  --- Name ---");
        let mut row = |d: Duration, changed: &str, name: &str| {
            let _ = writeln!(
                out,
                "   {:.6} ({:>5.1}%)    {changed:<7}  {name}",
                d.as_secs_f64(),
                share(d)
            );
        };
        for p in &self.passes {
            row(p.wall, if p.changed { "yes" } else { "no" }, p.name);
        }
        if let Some(v) = self.verify {
            row(v, "", "(verifier, after each pass)");
        }
        row(total, "", "Total");
        out
    }
}

/// Callbacks around each pass of a run ([`PassManager::run_verified_with`]): the compile
/// session's timings and statistics. Both do nothing by default.
pub trait PassHooks {
    /// Before pass `name` runs on `m`.
    fn before_pass(&mut self, name: &'static str, m: &Module) {
        let _ = (name, m);
    }
    /// After a pass succeeded: its record (name, wall time, changed) and the module it left.
    fn after_pass(&mut self, record: &PassRecord, m: &Module) {
        let _ = (record, m);
    }
}

/// Hooks that do nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoHooks;

impl PassHooks for NoHooks {}

/// A pipeline of passes with its instrumentation.
#[derive(Default)]
pub struct PassManager {
    passes: Vec<Box<dyn Pass>>,
    /// What to do around each pass.
    pub instrumentation: Instrumentation,
}

impl std::fmt::Debug for PassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassManager")
            .field("passes", &self.pass_names())
            .field("instrumentation", &self.instrumentation)
            .finish()
    }
}

impl PassManager {
    /// An empty pipeline.
    pub fn new(instrumentation: Instrumentation) -> PassManager {
        PassManager {
            passes: Vec::new(),
            instrumentation,
        }
    }

    /// Builds the pipeline a string names: pass names separated by commas, whitespace around
    /// names ignored. Every name, and every `print_after` name, must be registered.
    pub fn from_pipeline(
        pipeline: &str,
        registry: &Registry,
        instrumentation: Instrumentation,
    ) -> Result<PassManager, PipelineError> {
        let known = |r: &Registry| r.names();
        let mut pm = PassManager::new(instrumentation);
        let mut col = 1u32;
        for entry in pipeline.split(',') {
            let name = entry.trim();
            let lead = entry.chars().take_while(|c| c.is_whitespace()).count() as u32;
            let loc = Loc::new(1, col + lead);
            col += entry.chars().count() as u32 + 1;
            if name.is_empty() {
                return Err(PipelineError::EmptyEntry {
                    loc,
                    known: known(registry),
                });
            }
            // `name<key=value;...>`, as LLVM's new pass manager writes parameters.
            let bad = |why: String| PipelineError::BadParams {
                loc,
                name: name.split('<').next().unwrap_or(name).to_string(),
                why,
            };
            let (name, params) = match name.split_once('<') {
                None => (name, PassParams::default()),
                Some((n, rest)) => match rest.strip_suffix('>') {
                    Some(p) => (n.trim(), PassParams::parse(p).map_err(bad)?),
                    None => return Err(bad("the parameters do not end with `>`".into())),
                },
            };
            match registry.create(name, &params) {
                Some(Ok(p)) => pm.passes.push(p),
                Some(Err(why)) => return Err(bad(why)),
                None => {
                    return Err(PipelineError::UnknownPass {
                        loc,
                        name: name.to_string(),
                        known: known(registry),
                    })
                }
            }
        }
        let inst = &pm.instrumentation;
        if let Some(bad) = inst
            .print_after
            .iter()
            .chain(&inst.print_before)
            .find(|n| registry.get(n).is_none())
        {
            return Err(PipelineError::UnknownPrintAfter {
                name: bad.clone(),
                known: known(registry),
            });
        }
        Ok(pm)
    }

    /// Appends a pass.
    pub fn add(&mut self, pass: Box<dyn Pass>) {
        self.passes.push(pass);
    }

    /// The pipeline's pass names, in order.
    pub fn pass_names(&self) -> Vec<&'static str> {
        self.passes.iter().map(|p| p.name()).collect()
    }

    /// Runs every pass in order over `m`. Dumps and the timing table go to `out`. What the
    /// passes counted in `am` (since it was last taken) is the report's
    /// [`RunReport::stats`].
    ///
    /// The input is verified first and refused with [`ManagerError::InvalidInput`] if it is not
    /// valid IR: every pass assumes SSA form and well-typed operands, and a pass fed anything
    /// else could produce nonsense without noticing. (Verifying here rather than asking callers
    /// for a verified-module token: `Module` is plain data any caller may edit between runs, so
    /// a token would prove nothing about the module actually passed; the verifier is linear in
    /// the module's size, cheap next to the passes.)
    ///
    /// Stops at the first pass error, or (with `verify_each`) at the first pass that leaves
    /// invalid IR; the dump of that pass, if asked for, is written before the verifier runs, so
    /// the broken IR is visible.
    pub fn run(
        &mut self,
        m: &mut Module,
        am: &mut AnalysisManager,
        cx: &PassContext,
        out: &mut dyn Write,
    ) -> Result<RunReport, ManagerError> {
        verify_module(m).map_err(|errors| ManagerError::InvalidInput { errors })?;
        self.run_verified(m, am, cx, out)
    }

    /// [`PassManager::run`] without verifying the input first, for a caller that has just
    /// verified `m` itself (`verify_module(m)` was `Ok` and nothing changed `m` since): the
    /// streamed driver verifies each function before `lint-ub` reads it, and a second
    /// verification cost as much as a pass. Anything else calls [`PassManager::run`].
    pub fn run_verified(
        &mut self,
        m: &mut Module,
        am: &mut AnalysisManager,
        cx: &PassContext,
        out: &mut dyn Write,
    ) -> Result<RunReport, ManagerError> {
        self.run_verified_with(m, am, cx, out, &mut NoHooks)
    }

    /// [`PassManager::run_verified`], calling `hooks` before and after each pass (the compile
    /// session times its stages through them).
    pub fn run_verified_with(
        &mut self,
        m: &mut Module,
        am: &mut AnalysisManager,
        cx: &PassContext,
        out: &mut dyn Write,
        hooks: &mut dyn PassHooks,
    ) -> Result<RunReport, ManagerError> {
        let mut report = RunReport::default();
        let mut verify_time = Duration::ZERO;
        for pass in &mut self.passes {
            let name = pass.name();
            hooks.before_pass(name, m);
            let inst = &self.instrumentation;
            if inst.print_before_all || inst.print_before.iter().any(|n| n == name) {
                write!(
                    out,
                    "; *** IR Dump Before {name} ***\n{}\n",
                    print_module(m)
                )?;
            }
            let start = Instant::now();
            let result = pass.run(m, am, cx);
            let wall = start.elapsed();
            let changed = result.map_err(|error| ManagerError::Pass { pass: name, error })?;
            report.warnings.extend(pass.take_warnings());
            if changed && !pass.invalidates_analyses() {
                am.invalidate_all();
            }
            let record = PassRecord {
                name,
                wall,
                changed,
            };
            hooks.after_pass(&record, m);
            report.passes.push(record);
            let inst = &self.instrumentation;
            if inst.print_after_all || inst.print_after.iter().any(|n| n == name) {
                write!(out, "; *** IR Dump After {name} ***\n{}\n", print_module(m))?;
            }
            if inst.verify_each {
                let start = Instant::now();
                let verdict = verify_module(m);
                verify_time += start.elapsed();
                verdict.map_err(|errors| ManagerError::BrokenIr { pass: name, errors })?;
            }
        }
        if self.instrumentation.verify_each {
            report.verify = Some(verify_time);
        }
        report.stats = am.take_counters();
        if self.instrumentation.time_passes {
            out.write_all(report.timing_table().as_bytes())?;
        }
        Ok(report)
    }
}

#[cfg(test)]
mod tests;
