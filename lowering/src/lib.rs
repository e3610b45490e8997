//! # memlower-lowering
//!
//! From legal-form IR (docs/ARCHITECTURE.md §3) to vISA assembly that Intel's finalizer
//! accepts:
//!
//! ```text
//!   ir::Module (legal form: every memory op `via` its message, lanes = exec size)
//!        │  lower      one memory op → exactly one message; arithmetic → ALU; masks →
//!        │             predicates; views (extract, chan.extract, bitcast) → aliases
//!        ▼
//!   mir::Kernel        variables, predicates, surfaces, inputs, messages, moves
//!        │  verify     message specs + target table: the guard the finalizer is not
//!        │  regalloc   liveness, interference (membership spans), GRF blocks, peak pressure
//!        ▼
//!   emit               .visaasm text ──▶ GenX_IR (memlower-check's genx runs it)
//! ```
//!
//! [`lower_module`] runs the whole chain per function: the register-allocation-aware lowering,
//! and, when [`LowerOptions::baseline`] asks for it, the naive one (one fresh variable per value,
//! a copy per payload) whose totals the report sets beside it. Functions are independent:
//! [`lower_module_jobs`] lowers them on several threads (rayon) with the same result, byte for
//! byte.
//!
//! Modules: `lower/` (`lower-messages`: one `Lowerer`, its methods in one file per concern:
//! values and payloads, masks, ALU, casts, lanes, memory, control flow), [`mir`] (the message IR
//! and its printer), [`verify`], [`regalloc`], [`emit`], [`report`], [`session`] (the compile
//! session), [`homes`] (writing parts of assembled values in place), [`layout`] (the register
//! layout of an IR value, which `homes` and `lower` share, and the message interpreter too),
//! [`region_split`] (the region split of one instruction, as the lowering makes it) and, with
//! the `mutations` feature only, `mutation` (the planted bugs). The module graph has no import
//! cycles (`tests/module_graph.rs`). Every legality fact comes from the target table,
//! `memlower_passes::target`.
//!
//! The tools that check and measure the lowering are not here: the differential checker, its
//! program generators, the message-IR interpreter, the vISA text reader and the finalizer
//! runner are the `memlower-check` crate, on top of this one.

/// The planted bug injected on this thread (a `planted::Planted`).
#[cfg(feature = "mutations")]
macro_rules! active_mutation {
    () => {
        $crate::mutation::active()
    };
}
#[cfg(not(feature = "mutations"))]
macro_rules! active_mutation {
    () => {
        $crate::planted::Planted
    };
}

/// `planted!(m, Variant)`: whether `m` (a `planted::Planted`) is the mutation `Variant`. The constant
/// `false` without the `mutations` feature. New planted bugs in the lowering use this macro.
#[cfg(feature = "mutations")]
macro_rules! planted {
    ($m:expr, $v:ident) => {
        matches!($m, Some($crate::mutation::Mutation::$v))
    };
}
#[cfg(not(feature = "mutations"))]
macro_rules! planted {
    ($m:expr, $v:ident) => {{
        let _: $crate::planted::Planted = $m;
        false
    }};
}

pub mod emit;
pub mod error;
pub mod homes;
pub mod layout;
mod lower;
pub mod lower_stats;
pub mod mir;
#[cfg(feature = "mutations")]
pub mod mutation;
mod planted;
pub mod regalloc;
pub mod report;

/// The region split of one instruction, as the lowering makes it (`lower/regions.rs`): an ALU op
/// or `cmp` whose register operands would span more than two adjacent GRFs becomes instructions
/// of a smaller exec size, or goes through fresh variables when no split is legal. Public so
/// that the pieces can be run against the whole instruction by the message-IR interpreter
/// (`memlower-check`'s `tests/region_split.rs`); the lowering applies it to every instruction it
/// appends.
pub mod region_split {
    pub use crate::lower::regions::temps::split_through_temps;
    pub use crate::lower::regions::{fits, split};
}
pub mod session;
pub mod verify;

pub use error::LowerError;
pub use layout::bitcast_is_alias;
pub use mir::{LaneIdAbi, SurfaceAbi};
pub use report::{AccessReport, Change, MessageUse, Piece, Report, Totals};

use memlower_ir::Module;
use memlower_passes::target::Target;

/// How to lower.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowerOptions {
    /// Emit the naive baseline instead of the register-allocation-aware lowering.
    pub naive: bool,
    /// Also lower naively to report the baseline's totals ([`Report::naive`]). Off by default:
    /// it doubles the lowering time and only the report reads it. Needs [`Self::report`].
    pub baseline: bool,
    /// Build each function's [`Report`] ([`LoweredFunction::report`]): a description of every
    /// access, which costs a walk over the kernel and a string per access. On by default; a
    /// caller that wants only the vISA (and the [`LoweredFunction::totals`] that say whether it
    /// fits) turns it off and pays for nothing else.
    pub report: bool,
    /// Print each kernel's vISA text into [`LoweredFunction::visa`]. On by default; a caller
    /// that writes a large kernel out as it is printed ([`emit::write_visa`], from
    /// [`LoweredFunction::mir`]) turns it off, and `visa` is then empty.
    pub visa: bool,
    /// The register allocator ([`regalloc::allocator::AllocatorKind`]): the linear one by default; the
    /// reference, or the linear one checked after each kernel.
    pub allocator: regalloc::allocator::AllocatorKind,
    /// How user surfaces get their binding-table indices (docs/ABI.md).
    pub surfaces: mir::SurfaceAbi,
    /// How a kernel gets its lane indices: built in registers, or the lane-id input
    /// (docs/ABI.md).
    pub lane_id: mir::LaneIdAbi,
}

impl Default for LowerOptions {
    fn default() -> LowerOptions {
        LowerOptions {
            naive: false,
            baseline: false,
            report: true,
            visa: true,
            allocator: regalloc::allocator::AllocatorKind::Linear,
            surfaces: mir::SurfaceAbi::default(),
            lane_id: mir::LaneIdAbi::default(),
        }
    }
}

/// One lowered function.
#[derive(Clone, Debug)]
pub struct LoweredFunction {
    /// Function (and kernel) name.
    pub name: String,
    /// The message-level IR (`--emit ir`).
    pub mir: mir::Kernel,
    /// The vISA assembly text (`--emit visa`); empty when [`LowerOptions::visa`] is off.
    pub visa: String,
    /// Messages, moves, registers; per source access. `None` when [`LowerOptions::report`] is
    /// off.
    pub report: Option<Report>,
    /// Messages, moves and registers of the kernel (the report's [`Report::totals`]; always
    /// there, whether the report was asked for or not).
    pub totals: Totals,
    /// The predicted register assignment.
    pub allocation: regalloc::Allocation,
    /// What the lowering counted (`-stats`): kernels, messages, moves, instructions, shared
    /// declarations, GRFs, kernels predicted to spill ([`lower_stats`]).
    pub stats: memlower_passes::Counters,
}

/// A lowered module: one kernel per function.
#[derive(Clone, Debug)]
pub struct Lowered {
    /// Functions in module order.
    pub functions: Vec<LoweredFunction>,
}

/// Lowers every function of a module in legal form to a verified vISA kernel, one function
/// after another on the calling thread ([`lower_module_jobs`] with one job).
pub fn lower_module(
    m: &Module,
    target: &Target,
    opts: &LowerOptions,
) -> Result<Lowered, LowerError> {
    lower_module_jobs(m, target, opts, 1)
}

/// [`lower_module`] on `jobs` threads: functions are independent, so they are lowered in
/// parallel (rayon, on a pool of `jobs` threads made for the call) and collected in module
/// order. The result is the same for any `jobs`, byte for byte; an error is the one of the
/// first failing function in module order. `jobs <= 1` uses no thread at all, so an embedding
/// compiler that manages its own threads gets none from the library unless it asks.
pub fn lower_module_jobs(
    m: &Module,
    target: &Target,
    opts: &LowerOptions,
    jobs: usize,
) -> Result<Lowered, LowerError> {
    lower_module_sourced(m, None, target, opts, jobs)
}

/// [`lower_module_jobs`] with each function's source (`sources[i]`: function `i` before the
/// pipeline, whose names and ops the report shows); `None` (or a list that does not match the
/// module's functions) reports the legal functions themselves.
pub fn lower_module_sourced(
    m: &Module,
    sources: Option<&[memlower_ir::Function]>,
    target: &Target,
    opts: &LowerOptions,
    jobs: usize,
) -> Result<Lowered, LowerError> {
    use rayon::prelude::*;
    let sources = sources.filter(|s| {
        s.len() == m.functions.len() && s.iter().zip(&m.functions).all(|(a, b)| a.name == b.name)
    });
    let source = |i: usize| sources.and_then(|s| s.get(i));
    let one =
        |(i, f): (usize, &memlower_ir::Function)| lower_function(m, f, source(i), target, opts);
    let pool = match jobs {
        0 | 1 => None,
        _ if m.functions.len() < 2 => None,
        // No threads to be had: the same result, one function at a time.
        _ => rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .ok(),
    };
    let functions = match pool {
        None => m
            .functions
            .iter()
            .enumerate()
            .map(one)
            .collect::<Result<Vec<_>, _>>()?,
        Some(pool) => {
            // Every function's result, then the first error in module order (rayon's own
            // short-circuit would return whichever error a thread found first).
            let results: Vec<Result<LoweredFunction, LowerError>> =
                pool.install(|| m.functions.par_iter().enumerate().map(one).collect());
            results.into_iter().collect::<Result<Vec<_>, _>>()?
        }
    };
    Ok(Lowered { functions })
}

/// One function through the whole chain: lowered (and naively too if the baseline is asked
/// for), verified, allocated, emitted, and reported if the report is asked for.
fn lower_function(
    m: &Module,
    f: &memlower_ir::Function,
    source: Option<&memlower_ir::Function>,
    target: &Target,
    opts: &LowerOptions,
) -> Result<LoweredFunction, LowerError> {
    lower_function_timed(m, f, source, target, opts, &mut |_, _| {})
}

/// [`lower_function`], telling `time` how long each step took: `"lower"` (lowering and the
/// message verifier), `"regalloc"`, `"report"` (with the naive baseline) and `"emit"`.
/// `source`: `f` before the pipeline (the report names and lists its ops), or `None` for `f`.
pub(crate) fn lower_function_timed(
    m: &Module,
    f: &memlower_ir::Function,
    source: Option<&memlower_ir::Function>,
    target: &Target,
    opts: &LowerOptions,
    time: &mut dyn FnMut(&'static str, std::time::Duration),
) -> Result<LoweredFunction, LowerError> {
    let start = std::time::Instant::now();
    let out = lower::lower_function(m, f, target, mode(opts, opts.naive))?;
    verify::verify_kernel(&out.kernel, target).map_err(|err| LowerError::Verify {
        func: f.name.clone(),
        err,
    })?;
    time("lower", start.elapsed());
    let shared = out.before.as_ref().map_or(0, |b| b.shared(&out.kernel));
    let start = std::time::Instant::now();
    let alloc = opts.allocator.allocator();
    let allocation = alloc
        .allocate(&out.kernel, regalloc::SharingWalk(out.before))
        .map_err(|why| LowerError::Allocation {
            func: f.name.clone(),
            why,
        })?;
    let kernel = out.kernel;
    time("regalloc", start.elapsed());
    let start = std::time::Instant::now();
    let report = if opts.report {
        let mut report = Report::build(m, f, source.unwrap_or(f), &kernel, &allocation, target);
        if opts.baseline {
            report.naive = Some(if opts.naive {
                report.totals
            } else {
                let (k, a) = lower_kernel_mode(m, f, target, mode(opts, true), alloc)?;
                Totals::of(&k, &a)
            });
        }
        Some(report)
    } else {
        None
    };
    // The report's totals are these; counted here only when there is no report.
    let totals = report
        .as_ref()
        .map_or_else(|| Totals::of(&kernel, &allocation), |r| r.totals);
    time("report", start.elapsed());
    let start = std::time::Instant::now();
    let visa = if opts.visa {
        emit::emit_visa(&kernel)
    } else {
        String::new()
    };
    time("emit", start.elapsed());
    Ok(LoweredFunction {
        name: f.name.clone(),
        visa,
        mir: kernel,
        report,
        stats: lower_stats::counters(&totals, shared, target),
        totals,
        allocation,
    })
}

/// Lowers one function to message IR *without* the verifier: the text the finalizer would get
/// if the guard were off. For tests and diagnostics ([`lower_module`] always verifies).
pub fn lower_function_unverified(
    m: &Module,
    f: &memlower_ir::Function,
    target: &Target,
    opts: &LowerOptions,
) -> Result<mir::Kernel, LowerError> {
    lower_function_walked(m, f, target, opts).map(|(kernel, _)| kernel)
}

/// [`lower_function_unverified`], with the liveness walk declaration sharing made, for
/// [`regalloc::allocate_lowered`]: lowering and allocation as the two steps [`lower_module`]
/// runs (without the verifier between them), for a caller that measures them apart.
pub fn lower_function_walked(
    m: &Module,
    f: &memlower_ir::Function,
    target: &Target,
    opts: &LowerOptions,
) -> Result<(mir::Kernel, regalloc::SharingWalk), LowerError> {
    let out = lower::lower_function(m, f, target, mode(opts, opts.naive))?;
    Ok((out.kernel, regalloc::SharingWalk(out.before)))
}

/// One function lowered (naively if `naive`), verified and allocated, without the report
/// or the text: for a caller that reads only the kernel ([`emit::emit_visa`] for its text,
/// [`Totals::of`] and [`Totals::fits`] for its registers). [`lower_module`] with
/// [`LowerOptions::report`] off is this plus the text and the totals.
pub fn lower_kernel(
    m: &Module,
    f: &memlower_ir::Function,
    target: &Target,
    naive: bool,
) -> Result<(mir::Kernel, regalloc::Allocation), LowerError> {
    lower_kernel_with(m, f, target, naive, &regalloc::allocator::Linear)
}

/// [`lower_kernel`] with the allocator `alloc` (any [`regalloc::allocator::Allocator`], an embedder's
/// own included).
pub fn lower_kernel_with(
    m: &Module,
    f: &memlower_ir::Function,
    target: &Target,
    naive: bool,
    alloc: &dyn regalloc::allocator::Allocator,
) -> Result<(mir::Kernel, regalloc::Allocation), LowerError> {
    let opts = LowerOptions::default();
    lower_kernel_mode(m, f, target, mode(&opts, naive), alloc)
}

/// The lowering's options for one run: `opts`'s, naive if `naive`.
fn mode(opts: &LowerOptions, naive: bool) -> lower::Mode {
    lower::Mode {
        naive,
        surfaces: opts.surfaces,
        lane_id: opts.lane_id,
    }
}

/// [`lower_kernel_with`] in a given mode.
fn lower_kernel_mode(
    m: &Module,
    f: &memlower_ir::Function,
    target: &Target,
    mode: lower::Mode,
    alloc: &dyn regalloc::allocator::Allocator,
) -> Result<(mir::Kernel, regalloc::Allocation), LowerError> {
    let out = lower::lower_function(m, f, target, mode)?;
    verify::verify_kernel(&out.kernel, target).map_err(|err| LowerError::Verify {
        func: f.name.clone(),
        err,
    })?;
    // Declaration sharing walked the kernel's liveness already: only what it changed is
    // walked again.
    let walk = regalloc::SharingWalk(out.before);
    let allocation = alloc
        .allocate(&out.kernel, walk)
        .map_err(|why| LowerError::Allocation {
            func: f.name.clone(),
            why,
        })?;
    Ok((out.kernel, allocation))
}
