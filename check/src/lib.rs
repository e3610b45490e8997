//! # memlower-check
//!
//! The tools that check and measure memlower's output, on top of the compiler crates
//! (`memlower-ir`, `memlower-passes`, `memlower-lowering`); no compiler crate depends on this one,
//! so none of it is in the lowering library. The command line's `memlower check` and the peer
//! benchmark use it; the tests and benches use all of it.
//!
//! ```text
//!   memlower_check            the differential checker (this file): check_module, legalise,
//!   │                         lower_for_check, reduce_mismatch
//!   ├─ gen                    random lowerable programs (the checker's generator recipes)
//!   ├─ inputs, constraint     per-trial inputs; `--arg name=range` constraints
//!   ├─ reduce                 the smallest program that still fails
//!   ├─ judge, compare,        (private) one trial judged, memory and sinks compared, the
//!   │  shrink, report         failing input shrunk, the report
//!   ├─ mutation               the planted bugs (`memlower_lowering::mutation`, re-exported;
//!   │                         with the `mutations` feature only)
//!   ├─ minterp                the message-IR interpreter, by the specs' semantics
//!   ├─ visa_text              the vISA text reader: emitted text back into message IR
//!   ├─ genx                   the finalizer GenX_IR: run it, count native sends
//!   └─ genx_stats, visa_stats figures from the finalizer's native code and from any vISA text
//!                             (the peer benchmark's comparisons with IGC)
//! ```
//!
//! The module graph has no import cycles (`tests/module_graph.rs` at the workspace root).
//!
//! ## The differential checker: does the lowered kernel do what the program means?
//!
//! The reference interpreter (`memlower_ir::interp`, the executable form of
//! `docs/SEMANTICS.md`) says what a function means on an input; the message interpreter
//! ([`crate::minterp`]) says what the lowered kernel does with it. The checker runs both on many
//! random inputs and compares, as regalloc2's checker compares an allocation against its input:
//!
//! ```text
//!   Module ─▶ per function F, alone in a module with every surface
//!     ├─ legalise: a session (memlower_lowering::session), its pipeline (default
//!     │    narrow-channels ... cse, or CheckOptions::pipeline), verify, verify_legal
//!     │    └─ refused for a documented reason ─▶ counted (FunctionStatus::Refused)
//!     ├─ lower_module (register-allocated kernel, and the naive one)
//!     ├─ read_visa: each kernel's emitted vISA text read back (visa_text); that is what runs
//!     └─ per trial t (seed S + t): random surface sizes, memory and arguments (inputs.rs)
//!          reference  run_function(F, args, mem₁)   UB ─▶ skipped-UB (nothing to compare)
//!          kernels    run_kernel(K, args, mem₂)
//!          compare    mem₁ admits mem₂ (undefined bytes admit anything), sinks admit sinks
//!          mismatch   shrink (fewer enabled lanes, smaller values, zeroed memory) ─▶ Mismatch
//! ```
//!
//! [`check_module`] is the library entry point (the tests call it in-process); `memlower check`
//! prints its [`CheckReport`]. [`gen`] makes random lowerable programs for the property test,
//! [`inputs`] the per-trial inputs, `mutation` (with the `mutations` feature only) the
//! deliberate bugs that prove the checker catches real ones, and [`reduce`] the smallest program
//! that still fails ([`reduce_mismatch`], `memlower check --reduce`).

mod compare;
pub mod constraint;
pub mod gen;
pub mod genx;
pub mod genx_stats;
pub mod inputs;
mod judge;
pub mod minterp;
pub mod reduce;
mod report;
mod shrink;
pub mod visa_stats;
pub mod visa_text;

/// The planted bugs (deliberately wrong lowerings that prove the checker bites): the lowering's
/// own module, compiled into it with the `mutations` feature only.
#[cfg(feature = "mutations")]
pub use memlower_lowering::mutation;

pub use report::{
    CheckReport, CheckTotals, Difference, FunctionReport, FunctionStatus, Gap, KernelKind, Mismatch,
};

use judge::{located, Runnable, Subject, Verdict};
use shrink::{shrink, Shrunk};

use crate::minterp::HostFill;
use crate::visa_text::{read_visa, Env};
use memlower_ir::diag::Located;
use memlower_ir::interp::MemoryShape;
use memlower_ir::{Function, Module, SurfaceKind};
use memlower_lowering::error::LowerError;
use memlower_lowering::session::{default_pipeline, CompileError, Session, SessionOptions};
use memlower_lowering::LowerOptions;
use memlower_passes::manager::ManagerError;
use memlower_passes::pass::PassError;
use memlower_passes::registry::Registry;
use memlower_passes::target::Target;

/// How to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckOptions {
    /// Random inputs per function.
    pub trials: u32,
    /// Trial `t` uses the seed `seed + t` (so `--seed <trial seed> --trials 1` replays it).
    pub seed: u64,
    /// Steps for the reference interpreter; the message interpreter gets
    /// [`CheckOptions::KERNEL_STEPS_PER_STEP`] times as many (a kernel runs several instructions
    /// per IR instruction).
    pub max_steps: u64,
    /// Also check the naive kernel (one variable per value, a copy per payload).
    pub naive: bool,
    /// Shrink a mismatching input before reporting it.
    pub shrink: bool,
    /// A deliberate bug to inject into the lowering (the mutation tests; `None` normally). Only
    /// with the `mutations` feature, which only the tests turn on.
    #[cfg(feature = "mutations")]
    pub mutation: Option<mutation::Mutation>,
    /// Stop checking a function after this many mismatches.
    pub max_mismatches: usize,
    /// Values some parameters must take (`--arg rows=1..16`); the others are drawn to suit
    /// their use.
    pub args: Vec<constraint::ArgConstraint>,
    /// The legalisation pipeline (passes separated by commas, parameters as
    /// `name<key=value>`; a caller's own passes with [`check_module_with`]); `None` runs the
    /// session's default one. Its result must be in legal form, or the function is a
    /// pipeline bug.
    pub pipeline: Option<String>,
    /// The surface ABI the kernels are lowered for (docs/ABI.md); the host binds the surfaces
    /// as it says.
    pub surfaces: memlower_lowering::SurfaceAbi,
    /// The lane-id ABI the kernels are lowered for (docs/ABI.md); under `Input` the host fills
    /// the lane-id input with 0, 1, ..., W-1 (`minterp::Machine::set_args`).
    pub lane_id: memlower_lowering::LaneIdAbi,
}

impl CheckOptions {
    /// Kernel instructions allowed per reference step.
    pub const KERNEL_STEPS_PER_STEP: u64 = 64;
}

impl Default for CheckOptions {
    /// 100 trials from seed 0, 100 000 reference steps, both kernels, shrinking on, one
    /// mismatch per function.
    fn default() -> CheckOptions {
        CheckOptions {
            trials: 100,
            seed: 0,
            max_steps: 100_000,
            naive: true,
            shrink: true,
            #[cfg(feature = "mutations")]
            mutation: None,
            max_mismatches: 1,
            args: Vec::new(),
            pipeline: None,
            surfaces: memlower_lowering::SurfaceAbi::default(),
            lane_id: memlower_lowering::LaneIdAbi::default(),
        }
    }
}

// ---- the pipeline ---------------------------------------------------------------------------

/// Why the pipeline produced no kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PipelineFailure {
    /// A documented refusal.
    Refused(String),
    /// A bug.
    Bug(String),
}

/// A diagnostic's message and what was expected, without its location.
fn located_text(e: &dyn Located) -> String {
    match e.expected() {
        Some(x) => format!("{e} (expected: {x})"),
        None => e.to_string(),
    }
}

/// Legalises `m` for `target` with the session's default pipeline
/// ([`memlower_lowering::session::default_pipeline`], the one `memlower lower` and
/// `memlower::compile` run) and checks the result is valid IR in legal form.
pub fn legalise(m: &Module, target: &Target) -> Result<Module, PipelineFailure> {
    legalise_with(m, target, default_pipeline())
}

/// [`legalise`] with another pipeline of built-in passes.
pub fn legalise_with(
    m: &Module,
    target: &Target,
    pipeline: &str,
) -> Result<Module, PipelineFailure> {
    let registry = Registry::builtin();
    let opts = LowerOptions::default();
    let mut session = session(target, pipeline, &registry, opts, false)?;
    let mut out = m.clone();
    let blame = Blame {
        original: m,
        target,
        pipeline,
        registry: &registry,
    };
    legalise_in(&mut session, &mut out, &blame)?;
    Ok(out)
}

/// A session that legalises with `pipeline` (over `registry`, with the verifier after every
/// pass if `verify_each`) and lowers with `opts`.
fn session(
    target: &Target,
    pipeline: &str,
    registry: &Registry,
    opts: LowerOptions,
    verify_each: bool,
) -> Result<Session, PipelineFailure> {
    let mut o = SessionOptions::new(target.clone());
    o.pipeline = pipeline.to_string();
    o.lower = opts;
    o.instrumentation.verify_each = verify_each;
    Session::with_registry(o, registry).map_err(|e| PipelineFailure::Bug(located(&e)))
}

/// What a failed legalisation is run again with, to name the pass that broke the IR.
struct Blame<'a> {
    /// The module before legalisation.
    original: &'a Module,
    target: &'a Target,
    pipeline: &'a str,
    registry: &'a Registry,
}

impl Blame<'_> {
    /// The pass that leaves invalid IR: the pipeline run again on the original with the
    /// verifier after every pass (only when the IR at its end was invalid, so a clean run pays
    /// nothing).
    fn broken_by(&self) -> Option<&'static str> {
        let opts = LowerOptions::default();
        let mut session = session(self.target, self.pipeline, self.registry, opts, true).ok()?;
        let mut m = self.original.clone();
        match session.legalise(&mut m, false, &mut std::io::sink()) {
            Err(CompileError::Legalise { error, .. }) => match *error {
                ManagerError::BrokenIr { pass, .. } => Some(pass),
                _ => None,
            },
            _ => None,
        }
    }
}

/// `m` legalised in `session`, its failures classified: a documented refusal, or a bug (with
/// the pass that broke the IR, found again through `blame`).
fn legalise_in(
    session: &mut Session,
    m: &mut Module,
    blame: &Blame,
) -> Result<(), PipelineFailure> {
    let first = |errors: &[&dyn Located]| errors.first().map(|e| located(*e)).unwrap_or_default();
    match session.legalise(m, false, &mut std::io::sink()) {
        Ok(_) => Ok(()),
        Err(CompileError::Legalise { error, .. }) => match *error {
            ManagerError::Pass {
                error: e @ PassError::Refused { .. },
                ..
            } => Err(PipelineFailure::Refused(located(&e))),
            e => Err(PipelineFailure::Bug(located(&e))),
        },
        Err(CompileError::Broken { errors, .. }) => {
            let errors: Vec<&dyn Located> = errors.iter().map(|e| e as &dyn Located).collect();
            let by = blame
                .broken_by()
                .map(|pass| format!(" (pass `{pass}` broke it)"))
                .unwrap_or_default();
            Err(PipelineFailure::Bug(format!(
                "legalisation left invalid IR{by}: {}",
                first(&errors)
            )))
        }
        Err(CompileError::NotLegal { errors, .. }) => {
            let errors: Vec<&dyn Located> = errors.iter().map(|e| e as &dyn Located).collect();
            Err(PipelineFailure::Bug(format!(
                "legalisation left IR not in legal form: {}",
                first(&errors)
            )))
        }
        Err(e) => Err(PipelineFailure::Bug(located(&e))),
    }
}

/// Legalises and lowers a module, classifying failures.
pub fn lower_for_check(
    m: &Module,
    target: &Target,
    opts: &LowerOptions,
) -> Result<memlower_lowering::Lowered, PipelineFailure> {
    lower_for_check_with(m, target, opts, default_pipeline())
}

/// [`lower_for_check`] with another pipeline of built-in passes.
pub fn lower_for_check_with(
    m: &Module,
    target: &Target,
    opts: &LowerOptions,
    pipeline: &str,
) -> Result<memlower_lowering::Lowered, PipelineFailure> {
    lower_for_check_in(m, target, opts, (pipeline, &Registry::builtin()))
}

/// [`lower_for_check`] with a pipeline over any registry (the built-in passes and a caller's
/// own).
pub fn lower_for_check_in(
    m: &Module,
    target: &Target,
    opts: &LowerOptions,
    (pipeline, registry): (&str, &Registry),
) -> Result<memlower_lowering::Lowered, PipelineFailure> {
    let mut session = session(target, pipeline, registry, *opts, false)?;
    let mut legal = m.clone();
    let blame = Blame {
        original: m,
        target,
        pipeline,
        registry,
    };
    legalise_in(&mut session, &mut legal, &blame)?;
    session.lower(&legal).map_err(|e| match e {
        CompileError::Lower { error, .. } => match *error {
            e @ (LowerError::Unsupported { .. } | LowerError::Inputs { .. }) => {
                PipelineFailure::Refused(located(&e))
            }
            e => PipelineFailure::Bug(located(&e)),
        },
        e => PipelineFailure::Bug(located(&e)),
    })
}

/// A module with every surface of `m` and only its function `f`.
fn alone(m: &Module, f: &Function) -> Module {
    Module {
        target: m.target.clone(),
        surfaces: m.surfaces.clone(),
        functions: vec![f.clone()],
    }
}

fn shape_text(m: &Module, shape: &MemoryShape) -> String {
    let mut parts = Vec::new();
    let mut slm = false;
    for (s, size) in m.surfaces.iter().zip(&shape.surfaces) {
        match (s.kind, size) {
            (SurfaceKind::Slm, _) => slm = true,
            (_, memlower_ir::interp::SurfaceSize::Bytes(n)) => {
                parts.push(format!("@{} {n} bytes", s.name))
            }
            (_, memlower_ir::interp::SurfaceSize::Image(i)) => {
                parts.push(format!("@{} {}x{}x{}", s.name, i.width, i.height, i.depth))
            }
        }
    }
    if slm {
        parts.push(format!("slm {} bytes", shape.slm_bytes));
    }
    parts.join(", ")
}

// ---- reduction --------------------------------------------------------------------------------

/// The smallest program (see [`reduce`]) on which the checker still finds a mismatch in
/// `function` with trials from `trial_seed` on: the function alone, with only the instructions,
/// blocks, parameters and surfaces the failure needs. `None` if the function does not fail
/// from that seed. At most `budget` checks are run.
pub fn reduce_mismatch(
    m: &Module,
    function: &str,
    target: &Target,
    opts: &CheckOptions,
    trial_seed: u64,
    budget: u32,
) -> Option<Module> {
    let f = m.function(function)?;
    let probe = CheckOptions {
        trials: opts.trials.clamp(1, 30),
        seed: trial_seed,
        shrink: false,
        max_mismatches: 1,
        ..opts.clone()
    };
    let mut fails = |c: &Module| check_module(c, target, &probe).totals().mismatches > 0;
    let single = alone(m, f);
    if !fails(&single) {
        return None;
    }
    Some(reduce::reduce(&single, budget, &mut fails))
}

// ---- the checker ------------------------------------------------------------------------------

/// Checks every function of `m` on `target` (see the module documentation).
pub fn check_module(m: &Module, target: &Target, opts: &CheckOptions) -> CheckReport {
    check_module_with(m, target, opts, &Registry::builtin())
}

/// [`check_module`] with the passes of `registry`: [`CheckOptions::pipeline`] may name a
/// caller's own passes (registered next to the built-in ones).
pub fn check_module_with(
    m: &Module,
    target: &Target,
    opts: &CheckOptions,
    registry: &Registry,
) -> CheckReport {
    let functions = m
        .functions
        .iter()
        .map(|f| check_function(m, f, target, opts, registry))
        .collect();
    CheckReport {
        target: target.name.to_string(),
        functions,
    }
}

/// What the host leaves in the argument bytes the kernel ABI does not define, in the trial of
/// seed `trial_seed` (so `--seed <trial seed> --trials 1` replays it): random bytes, every bit
/// set, or undefined bits, in turn. A kernel whose writes or sinks depend on them fails.
pub fn host_fill(trial_seed: u64) -> HostFill {
    match trial_seed % 3 {
        0 => HostFill::Random(trial_seed),
        1 => HostFill::Ones,
        _ => HostFill::Undefined,
    }
}

/// The lowered kernels as they run: each read back from its emitted vISA text, or the status
/// that says why the function has none (refused, or a pipeline bug).
fn runnable_kernels(
    target: &Target,
    single: &Module,
    surfaces: memlower_lowering::SurfaceAbi,
    lowered: [Option<(
        KernelKind,
        Result<memlower_lowering::Lowered, PipelineFailure>,
    )>; 2],
) -> Result<Vec<Runnable>, FunctionStatus> {
    let env = Env::new(target, single);
    let mut kernels: Vec<Runnable> = Vec::new();
    for (kind, lowered) in lowered.into_iter().flatten() {
        let l = match lowered {
            Ok(l) => l,
            Err(PipelineFailure::Refused(reason)) => {
                return Err(FunctionStatus::Refused { reason })
            }
            Err(PipelineFailure::Bug(error)) => return Err(FunctionStatus::PipelineBug { error }),
        };
        let Some(lf) = l.functions.into_iter().next() else {
            continue;
        };
        let kernel = read_visa(&lf.visa, &env).map_err(|e| FunctionStatus::PipelineBug {
            error: format!(
                "the emitted vISA text of the {kind} does not read back: line {}:{}: {}",
                e.line,
                e.col,
                located_text(&e)
            ),
        })?;
        kernels.push(Runnable {
            kind,
            kernel,
            bindings: surfaces.table(single),
        });
    }
    Ok(kernels)
}

fn check_function(
    m: &Module,
    f: &Function,
    target: &Target,
    opts: &CheckOptions,
    registry: &Registry,
) -> FunctionReport {
    let mut report = FunctionReport {
        name: f.name.clone(),
        status: FunctionStatus::Lowered,
        trials: 0,
        compared: 0,
        skipped_ub: 0,
        skipped_limit: 0,
        mismatches: Vec::new(),
        errors: Vec::new(),
        first_ub: None,
    };
    let single = alone(m, f);
    let pipeline = opts.pipeline.as_deref().unwrap_or(default_pipeline());
    let lower_both = || {
        // The allocation is checked too (`regalloc::allocator::Checked`): a wrong one is a pipeline bug.
        let checked = LowerOptions {
            allocator: memlower_lowering::regalloc::allocator::AllocatorKind::Checked,
            surfaces: opts.surfaces,
            lane_id: opts.lane_id,
            ..LowerOptions::default()
        };
        let allocated = lower_for_check_in(&single, target, &checked, (pipeline, registry));
        let naive = opts.naive.then(|| {
            let naive = LowerOptions {
                naive: true,
                surfaces: opts.surfaces,
                lane_id: opts.lane_id,
                ..LowerOptions::default()
            };
            let naive = lower_for_check_in(&single, target, &naive, (pipeline, registry));
            (KernelKind::Naive, naive)
        });
        [Some((KernelKind::Allocated, allocated)), naive]
    };
    #[cfg(feature = "mutations")]
    let lowered = mutation::with_mutation(opts.mutation, lower_both);
    #[cfg(not(feature = "mutations"))]
    let lowered = lower_both();
    // What runs is the kernel read back from the emitted text, the exact bytes `memlower lower
    // --emit visa` prints: a region, type or predicate the emitter writes wrong changes what it
    // does. The in-memory kernel is not run as well: the text is read back into the same message
    // IR, so every lowering bug shows in it, and a second run would double the cost to find only
    // a bug the emitter happens to cancel, which no user sees.
    let kernels = match runnable_kernels(target, &single, opts.surfaces, lowered) {
        Ok(k) => k,
        Err(status) => {
            report.status = status;
            return report;
        }
    };
    let subject = Subject {
        m,
        f,
        kernels: &kernels,
        max_steps: opts.max_steps,
        kernel_max_steps: opts
            .max_steps
            .saturating_mul(CheckOptions::KERNEL_STEPS_PER_STEP),
    };
    let roles = inputs::roles(f);
    let names: Vec<String> = f
        .params()
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            f.value_name(p)
                .map(str::to_string)
                .unwrap_or_else(|| format!("arg{i}"))
        })
        .collect();
    // Constrained parameters keep the values they were drawn with while shrinking.
    let fixed: Vec<bool> = f
        .params()
        .iter()
        .map(|&p| {
            let name = f.value_name(p).unwrap_or_default();
            opts.args.iter().any(|c| c.param == name)
        })
        .collect();
    for t in 0..opts.trials {
        if report.mismatches.len() >= opts.max_mismatches.max(1) {
            break;
        }
        let trial_seed = opts.seed.wrapping_add(u64::from(t));
        let shape = inputs::random_shape(m, trial_seed);
        let Some(mem) = inputs::random_memory(m, &shape, trial_seed) else {
            report.errors.push(format!(
                "trial seed {trial_seed}: could not build the memory"
            ));
            continue;
        };
        let mut args = inputs::random_args(m, f, &roles, &shape, trial_seed);
        constraint::constrain_args(f, &mut args, &opts.args, trial_seed);
        report.trials += 1;
        let fill = host_fill(trial_seed);
        match subject.judge(&args, fill, &mem, None) {
            Verdict::Ub(why) => {
                report.skipped_ub += 1;
                if report.first_ub.is_none() {
                    report.first_ub = Some(format!("trial seed {trial_seed}: {why}"));
                }
            }
            Verdict::Limit => report.skipped_limit += 1,
            Verdict::Error(e) => report.errors.push(format!("trial seed {trial_seed}: {e}")),
            Verdict::Agree => report.compared += 1,
            Verdict::Differ(kind, difference) => {
                report.compared += 1;
                let failing = Shrunk {
                    args,
                    mem,
                    zeroed: false,
                    difference,
                    steps: 0,
                };
                let s = if opts.shrink {
                    shrink(&subject, kind, &shape, fill, failing, &fixed)
                } else {
                    failing
                };
                report.mismatches.push(Mismatch {
                    function: f.name.clone(),
                    target: target.name.to_string(),
                    trial_seed,
                    kernel: kind,
                    difference: s.difference,
                    args: names.iter().cloned().zip(s.args).collect(),
                    shape: shape_text(m, &shape),
                    zeroed_memory: s.zeroed,
                    shrink_steps: s.steps,
                    host_fill: fill,
                });
            }
        }
    }
    report
}
