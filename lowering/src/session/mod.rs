//! One compile session: every path from IR text (or a built module) to vISA goes through it.
//!
//! ```text
//!   text ─parse─▶ Module ─verify─▶ lint-ub (warnings)
//!        ─legalise (PassManager over SessionOptions::pipeline, any Registry; PassHooks time
//!          each pass)─▶ module.target = the session's target ─verify (if asked)─▶
//!          legal-form check (if asked)
//!        ─lower (lower, verify the messages) ─regalloc ─report ─emit─▶ LoweredFunction
//! ```
//!
//! A [`Session`] runs these stages on a whole module ([`Session::legalise`] then
//! [`Session::lower`]: `memlower lower` with instrumentation, `-p` or LLVM input, `opt`
//! without the lowering, the checker, the peer harness and the benches) or on one function at
//! a time, alone in a module with the module level (the streamed `memlower lower`, stage by
//! stage; [`Session::compile_function`], and [`Session::compile_module`] into a [`Sink`], which
//! `memlower::compile` runs). A failure is a [`CompileError`] of the stage that failed, at the
//! location it found; nothing is run again to find it. The session times every stage
//! ([`Timings`]) and counts what it did ([`Statistics`]).
//!
//! The legalisation pipeline ([`default_pipeline`]) is named here and nowhere else outside
//! `passes`.

mod error;
mod sink;
mod timing;

pub use error::CompileError;
pub use sink::{Collected, FunctionOutput, Sink};
pub use timing::{StageTime, Statistics, Timings};

use crate::{lower_function_timed, lower_module_sourced, LowerOptions, Lowered};
use memlower_ir::parse::{parse_module_with, ParseOptions};
use memlower_ir::verify::{verify_function, verify_module};
use memlower_ir::{Function, Module};
use memlower_passes::legal::verify_legal;
use memlower_passes::lint::{lint_module, LintWarning};
use memlower_passes::manager::{Instrumentation, ManagerError, PassManager, RunReport};
use memlower_passes::target::Target;
use memlower_passes::{AnalysisManager, PassContext, Registry};
use std::io::Write;

/// The legalisation pipeline every compile runs unless told otherwise
/// (`memlower_passes::legalize::PIPELINE`: narrow-channels .. cse).
pub fn default_pipeline() -> &'static str {
    memlower_passes::legalize::PIPELINE
}

/// What a session does.
#[derive(Clone, Debug)]
pub struct SessionOptions {
    /// The target to legalise and lower for; `None` runs the pipeline without one (`opt`), and
    /// lowering is then an error.
    pub target: Option<Target>,
    /// The pass pipeline: pass names separated by commas ([`default_pipeline`] by default).
    pub pipeline: String,
    /// Dumps, per-pass verification and the pass timing table.
    pub instrumentation: Instrumentation,
    /// Verify the IR after the pipeline (a pass bug is then a [`CompileError::Broken`]).
    pub verify: bool,
    /// Check the legalised IR is in legal form for the target.
    pub legal_check: bool,
    /// What lowering builds (naive, baseline, report, vISA text).
    pub lower: LowerOptions,
    /// Keep each function's legalised module ([`FunctionOutput::legal`]).
    pub keep_legal: bool,
    /// Threads for lowering a whole module ([`Session::lower`]); 1 uses none.
    pub jobs: usize,
}

impl Default for SessionOptions {
    /// The default pipeline without a target, verified and checked, the vISA and the report
    /// built, the legal IR kept, on this thread.
    fn default() -> SessionOptions {
        SessionOptions {
            target: None,
            pipeline: default_pipeline().to_string(),
            instrumentation: Instrumentation::default(),
            verify: true,
            legal_check: true,
            lower: LowerOptions::default(),
            keep_legal: true,
            jobs: 1,
        }
    }
}

impl SessionOptions {
    /// The default options ([`SessionOptions::default`]) for `target`.
    pub fn new(target: Target) -> SessionOptions {
        SessionOptions {
            target: Some(target),
            ..SessionOptions::default()
        }
    }
}

/// A compile session: its options, its pass manager (built once), and what it measured.
pub struct Session {
    opts: SessionOptions,
    pm: PassManager,
    names: Vec<&'static str>,
    /// Wall time per stage, over every call.
    pub timings: Timings,
    /// Counters, over every call.
    pub stats: Statistics,
    /// The functions [`Session::legalise`] was given, kept for the report of the next
    /// [`Session::lower`] (names and ops as the user wrote them); empty without a report.
    sources: Vec<Function>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("opts", &self.opts)
            .field("passes", &self.names)
            .finish()
    }
}

impl Session {
    /// A session whose pipeline is built from the built-in passes.
    pub fn new(opts: SessionOptions) -> Result<Session, CompileError> {
        Session::with_registry(opts, &Registry::builtin())
    }

    /// A session whose pipeline is built from `registry` (the built-in passes and any a
    /// caller registered).
    pub fn with_registry(
        opts: SessionOptions,
        registry: &Registry,
    ) -> Result<Session, CompileError> {
        let pm = if opts.pipeline.is_empty() {
            PassManager::new(opts.instrumentation.clone())
        } else {
            PassManager::from_pipeline(&opts.pipeline, registry, opts.instrumentation.clone())
                .map_err(CompileError::Pipeline)?
        };
        let names = pm.pass_names();
        Ok(Session {
            opts,
            pm,
            names,
            timings: Timings::default(),
            stats: Statistics::default(),
            sources: Vec::new(),
        })
    }

    /// The options.
    pub fn options(&self) -> &SessionOptions {
        &self.opts
    }

    /// Sets the target to legalise and lower for (the command line knows it only once it has
    /// read the module's `target` line; the pipeline is built, and its errors found, before).
    pub fn set_target(&mut self, target: Option<Target>) {
        self.opts.target = target;
    }

    /// The pipeline's pass names, in order.
    pub fn pass_names(&self) -> &[&'static str] {
        &self.names
    }

    /// Parses `text` (stage `parse`).
    pub fn parse(&mut self, text: &str, popts: &ParseOptions) -> Result<Module, CompileError> {
        self.timings
            .time("parse", || parse_module_with(text, popts))
            .map_err(CompileError::Parse)
    }

    /// Verifies `m` (stage `verify`).
    pub fn verify(&mut self, m: &Module) -> Result<(), CompileError> {
        self.timings
            .time("verify", || verify_module(m))
            .map_err(|errors| CompileError::Invalid { errors })
    }

    /// Verifies the function `f` of `m`, the module's own rules taken as checked (the
    /// streamed path checks them once for every function).
    pub fn verify_function(&mut self, m: &Module, f: &Function) -> Result<(), CompileError> {
        self.timings
            .time("verify", || verify_function(m, f))
            .map_err(|errors| CompileError::Invalid { errors })
    }

    /// What `lint-ub` finds in `m` (stage `lint`).
    pub fn lint(&mut self, m: &Module) -> Vec<LintWarning> {
        self.timings.time("lint", || lint_module(m))
    }

    /// Runs the pipeline over `m` (every pass over every function, then the next pass),
    /// writing dumps and the timing table to `dumps`; then sets the module's target to the
    /// session's, verifies the result and checks its legal form, as the options ask.
    /// `verified`: `m` was verified and not changed since.
    pub fn legalise(
        &mut self,
        m: &mut Module,
        verified: bool,
        dumps: &mut dyn Write,
    ) -> Result<RunReport, CompileError> {
        if !verified {
            let verdict = self.timings.time("verify", || verify_module(m));
            verdict.map_err(|errors| CompileError::Legalise {
                function: None,
                error: Box::new(ManagerError::InvalidInput { errors }),
            })?;
        }
        let cx = PassContext {
            target: self.opts.target.as_ref(),
        };
        // The report names and lists the ops as written: the functions before any pass.
        self.sources = if self.opts.lower.report {
            m.functions.clone()
        } else {
            Vec::new()
        };
        let mut am = AnalysisManager::new();
        let report = self
            .pm
            .run_verified_with(m, &mut am, &cx, dumps, &mut self.timings)
            .map_err(|error| CompileError::Legalise {
                function: None,
                error: Box::new(error),
            })?;
        self.stats.passes_changed += report.passes.iter().filter(|p| p.changed).count() as u32;
        self.stats.counters.merge(&report.stats);
        // The IR is legal for this target: it says so, whatever the input said.
        if let Some(t) = &self.opts.target {
            m.target = Some(t.name.to_string());
        }
        if self.opts.verify {
            let verdict = self.timings.time("verify", || verify_module(m));
            verdict.map_err(|errors| CompileError::Broken {
                function: None,
                pipeline: self.opts.pipeline.clone(),
                errors,
            })?;
        }
        if let (true, Some(t)) = (self.opts.legal_check, &self.opts.target) {
            let verdict = self.timings.time("legal-check", || verify_legal(m, t));
            verdict.map_err(|errors| CompileError::NotLegal {
                function: None,
                target: t.spec(),
                errors,
            })?;
        }
        Ok(report)
    }

    /// Lowers every function of the legalised `m`: lowering and the message verifier,
    /// allocation, report and emission (stages `lower`, `regalloc`, `report`, `emit`; on
    /// several threads, one `lower` stage for them all).
    pub fn lower(&mut self, m: &Module) -> Result<Lowered, CompileError> {
        let target = self.opts.target.as_ref().ok_or(CompileError::NoTarget)?;
        let lower = |error| CompileError::Lower {
            function: None,
            error: Box::new(error),
        };
        // Sources kept by the last `legalise`, if they are this module's functions.
        let sources = std::mem::take(&mut self.sources);
        let sources = (sources.len() == m.functions.len()
            && sources
                .iter()
                .zip(&m.functions)
                .all(|(a, b)| a.name == b.name))
        .then_some(sources.as_slice());
        let lowered = if self.opts.jobs > 1 && m.functions.len() > 1 {
            let (opts, jobs) = (&self.opts.lower, self.opts.jobs);
            self.timings
                .time("lower", || {
                    lower_module_sourced(m, sources, target, opts, jobs)
                })
                .map_err(lower)?
        } else {
            let timings = &mut self.timings;
            let functions = m
                .functions
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    let source = sources.and_then(|s| s.get(i));
                    lower_function_timed(m, f, source, target, &self.opts.lower, &mut |s, w| {
                        timings.add(s, w)
                    })
                })
                .collect::<Result<Vec<_>, _>>()
                .map_err(lower)?;
            Lowered { functions }
        };
        for f in &lowered.functions {
            let t = &f.totals;
            self.stats.functions += 1;
            self.stats.messages += t.messages;
            self.stats.moves += t.moves;
            self.stats.instructions += t.instructions;
            self.stats.spills += u32::from(!t.fits(target.grf_count));
            self.stats.counters.merge(&f.stats);
        }
        Ok(lowered)
    }

    /// Compiles `m`, a module of one function and the module level of its module: `lint-ub`,
    /// the pipeline, the checks, lowering. `verified`: `m` was verified and not changed since.
    /// Errors name the function.
    pub fn compile_function(
        &mut self,
        m: &mut Module,
        verified: bool,
    ) -> Result<FunctionOutput, CompileError> {
        let (name, loc) = match m.functions.as_slice() {
            [f] => (f.name.clone(), f.loc),
            fs => return Err(CompileError::NotOneFunction { count: fs.len() }),
        };
        let named = |e: CompileError| match e {
            CompileError::Legalise { error, .. } => CompileError::Legalise {
                function: Some(name.clone()),
                error,
            },
            CompileError::Broken {
                pipeline, errors, ..
            } => CompileError::Broken {
                function: Some(name.clone()),
                pipeline,
                errors,
            },
            CompileError::NotLegal { target, errors, .. } => CompileError::NotLegal {
                function: Some(name.clone()),
                target,
                errors,
            },
            CompileError::Lower { error, .. } => CompileError::Lower {
                function: Some(name.clone()),
                error,
            },
            e => e,
        };
        let lint = self.lint(m);
        let run = self
            .legalise(m, verified, &mut std::io::sink())
            .map_err(named)?;
        let legal = self.opts.keep_legal.then(|| m.clone());
        let lowered = self.lower(m).map_err(named)?;
        let lowered = lowered.functions.into_iter().next();
        let lowered = lowered.ok_or(CompileError::NotOneFunction { count: 0 })?;
        let budget = self.opts.target.as_ref().map_or(0, |t| t.grf_count);
        Ok(FunctionOutput {
            name,
            loc,
            lint,
            run,
            legal,
            spills: !lowered.totals.fits(budget),
            lowered,
        })
    }

    /// Verifies `m` (unless `verified`: it was, and has not changed since), then compiles each
    /// function alone (with every surface of `m`) and gives its result to `sink`, in module
    /// order; `only` keeps the functions it returns true for. Stops at the first error.
    pub fn compile_module(
        &mut self,
        m: &Module,
        verified: bool,
        only: &dyn Fn(&Function) -> bool,
        sink: &mut dyn Sink,
    ) -> Result<(), CompileError> {
        if !verified {
            self.verify(m)?;
        }
        for (i, f) in m.functions.iter().filter(|f| only(f)).enumerate() {
            // The function alone, with every surface: its arena (and so its instruction
            // handles) is the caller's.
            let mut one = Module {
                target: self.opts.target.as_ref().map(|t| t.name.to_string()),
                surfaces: m.surfaces.clone(),
                functions: vec![f.clone()],
            };
            let out = self.compile_function(&mut one, true)?;
            sink.function(i, out)?;
        }
        Ok(())
    }
}
