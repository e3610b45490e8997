//! The differential checker: does the lowered kernel do what the program means?
//!
//! The reference interpreter (`memlower_ir::interp`, the executable form of
//! `docs/SEMANTICS.md`) says what a function means on an input; the message interpreter
//! ([`crate::minterp`]) says what the lowered kernel does with it. The checker runs both on many
//! random inputs and compares, as regalloc2's checker compares an allocation against its input:
//!
//! ```text
//!   Module ─▶ per function F, alone in a module with every surface
//!     ├─ legalise: PassManager "split-lanes,pick-blocks,pack-channels", verify, verify_legal
//!     │    └─ refused for a documented reason ─▶ counted (FunctionStatus::Refused)
//!     ├─ lower_module (register-allocated kernel, and the naive one)
//!     └─ per trial t (seed S + t): random surface sizes, memory and arguments (inputs.rs)
//!          reference  run_function(F, args, mem₁)   UB ─▶ skipped-UB (nothing to compare)
//!          kernels    run_kernel(K, args, mem₂)
//!          compare    mem₁ admits mem₂ (undefined bytes admit anything), sinks admit sinks
//!          mismatch   shrink (fewer enabled lanes, smaller values, zeroed memory) ─▶ Mismatch
//! ```
//!
//! [`check_module`] is the library entry point (the tests call it in-process); `memlower check`
//! prints its [`CheckReport`]. [`gen`] makes random lowerable programs for the property test,
//! [`inputs`] the per-trial inputs, [`mutation`] the deliberate bugs that prove the checker
//! catches real ones, and [`reduce`] the smallest program that still fails
//! ([`reduce_mismatch`], `memlower check --reduce`).

pub mod gen;
pub mod inputs;
pub mod mutation;
pub mod reduce;

use crate::error::LowerError;
use crate::minterp::{self, Abi, MInterpError, Options};
use crate::mir::Kernel;
use crate::{lower_module, LowerOptions};
use memlower_ir::diag::Located;
use memlower_ir::interp::scalar::{byte_mask, float_bits};
use memlower_ir::interp::{run_function, InterpError, Limits, Memory, MemoryShape, Val};
use memlower_ir::verify::verify_module;
use memlower_ir::{Function, Module, SurfaceKind, SurfaceRef};
use memlower_passes::legal::verify_legal;
use memlower_passes::manager::{Instrumentation, ManagerError, PassManager};
use memlower_passes::pass::PassError;
use memlower_passes::target::Target;
use memlower_passes::{AnalysisManager, PassContext, Registry};
use std::fmt;

/// The legalisation pipeline the checker runs before lowering.
pub const LEGALISE_PIPELINE: &str = "split-lanes,pick-blocks,pack-channels";

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
    /// Lowering options (the mutation tests inject bugs here).
    pub lower: LowerOptions,
    /// Stop checking a function after this many mismatches.
    pub max_mismatches: usize,
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
            lower: LowerOptions::default(),
            max_mismatches: 1,
        }
    }
}

/// What happened to one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FunctionStatus {
    /// Legalised and lowered; the trials ran.
    Lowered,
    /// The pipeline refuses the function for a documented reason (a legalisation refusal rule,
    /// an op with no vISA instruction, arguments that do not fit the register file). Not a
    /// failure.
    Refused {
        /// The diagnostic.
        reason: String,
    },
    /// The pipeline failed where it must not: a pass error that is not a refusal, invalid IR
    /// or IR not in legal form after legalisation, or a lowering that rejects legalised IR or
    /// breaks a message rule. A bug.
    PipelineBug {
        /// The diagnostic.
        error: String,
    },
}

/// Which kernel of a function a trial ran.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KernelKind {
    /// The register-allocation-aware kernel (what `memlower lower` emits).
    Allocated,
    /// The naive baseline kernel.
    Naive,
}

impl fmt::Display for KernelKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            KernelKind::Allocated => "register-allocated kernel",
            KernelKind::Naive => "naive kernel",
        })
    }
}

/// The first difference between what the program means and what the kernel did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    /// A memory byte the reference defines differs (or is undefined in the kernel's memory).
    Memory {
        /// `@buf`, or `slm`.
        surface: String,
        /// `byte 0x1c`, or `pixel (3, 1, 0) channel g byte 1`.
        place: String,
        /// The reference's byte.
        expected: String,
        /// The kernel's byte.
        got: String,
    },
    /// The kernel executed a different number of `sink`s.
    SinkCount {
        /// Sinks the reference executed.
        expected: usize,
        /// Sinks the kernel recorded.
        got: usize,
    },
    /// A sunk value differs.
    Sink {
        /// Which executed sink (0 = first).
        sink: usize,
        /// Which of its operands.
        operand: usize,
        /// The value's type.
        ty: String,
        /// The lane.
        lane: u32,
        /// The channel, for multi-channel values.
        channel: Option<u32>,
        /// The reference's element.
        expected: String,
        /// The kernel's element.
        got: String,
    },
    /// The message interpreter stopped with an error the reference did not have.
    Kernel {
        /// The error.
        error: String,
    },
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Difference::Memory {
                surface,
                place,
                expected,
                got,
            } => write!(f, "{place} of {surface}: expected {expected}, got {got}"),
            Difference::SinkCount { expected, got } => {
                write!(f, "{expected} sinks executed, the kernel recorded {got}")
            }
            Difference::Sink {
                sink,
                operand,
                ty,
                lane,
                channel,
                expected,
                got,
            } => {
                write!(f, "sink #{sink} operand {operand} ({ty}) lane {lane}")?;
                if let Some(c) = channel {
                    write!(f, " channel {c}")?;
                }
                write!(f, ": expected {expected}, got {got}")
            }
            Difference::Kernel { error } => write!(f, "the kernel failed: {error}"),
        }
    }
}

/// A counterexample: an input on which a kernel disagrees with the reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The function.
    pub function: String,
    /// The target.
    pub target: String,
    /// The trial's seed (`--seed <it> --trials 1` replays the unshrunk input).
    pub trial_seed: u64,
    /// Which kernel.
    pub kernel: KernelKind,
    /// The first difference, on the shrunk input.
    pub difference: Difference,
    /// The shrunk arguments: parameter name and value.
    pub args: Vec<(String, Val)>,
    /// Surface sizes of the input.
    pub shape: String,
    /// True if the shrunk input's memory is all zeros (else random from the trial seed).
    pub zeroed_memory: bool,
    /// Inputs tried while shrinking that still failed.
    pub shrink_steps: u32,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "mismatch in @{} on {} ({}), trial seed {}:",
            self.function, self.target, self.kernel, self.trial_seed
        )?;
        writeln!(f, "  {}", self.difference)?;
        writeln!(
            f,
            "  input (shrunk in {} steps): memory {} ({})",
            self.shrink_steps,
            if self.zeroed_memory {
                "all zeros"
            } else {
                "random from the trial seed"
            },
            self.shape
        )?;
        for (name, v) in &self.args {
            writeln!(f, "    %{name} = {}", value_text(v))?;
        }
        Ok(())
    }
}

/// A value for a counterexample: masks as the lanes that are on, vectors whose elements are
/// all equal as one element, anything else in full.
fn value_text(v: &Val) -> String {
    let ty = v.ty();
    if ty.is_mask() && !ty.is_scalar() && v.undef().iter().all(|&u| u == 0) {
        let on: Vec<String> = (0..v.len())
            .filter(|&i| v.get(i) == Some(1))
            .map(|i| i.to_string())
            .collect();
        return match on.len() {
            0 => format!("{ty}: every lane off"),
            n if n == v.len() => format!("{ty}: every lane on"),
            _ => format!("{ty}: lanes {} on", on.join(", ")),
        };
    }
    let same = v.len() > 1
        && v.bits().windows(2).all(|w| w[0] == w[1])
        && v.undef().windows(2).all(|w| w[0] == w[1]);
    if same {
        let e = match (ty.elem(), v.get_signed(0)) {
            (Some(t), Some(_)) if t.is_float() => v.get_float(0).map(|x| format!("{x:?}")),
            (Some(_), Some(x)) => Some(x.to_string()),
            _ => None,
        };
        return format!(
            "{ty}: every element {}",
            e.unwrap_or_else(|| elem_text(v, 0))
        );
    }
    v.to_string()
}

/// The checker's verdict on one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionReport {
    /// Function name.
    pub name: String,
    /// Lowered, refused, or a pipeline bug.
    pub status: FunctionStatus,
    /// Trials run (inputs drawn).
    pub trials: u32,
    /// Trials whose outcomes were compared (the reference returned).
    pub compared: u32,
    /// Trials skipped because the reference found undefined behaviour.
    pub skipped_ub: u32,
    /// Trials skipped because the reference hit the step limit.
    pub skipped_limit: u32,
    /// Counterexamples found.
    pub mismatches: Vec<Mismatch>,
    /// Reference errors that are neither UB nor the step limit (checker or interpreter bugs).
    pub errors: Vec<String>,
    /// The first undefined behaviour that made a trial skip, with its trial seed.
    pub first_ub: Option<String>,
    /// False if the function sinks values the kernel's ABI does not say how to observe (then
    /// only memory is compared).
    pub sinks_compared: bool,
}

/// Totals over functions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CheckTotals {
    /// Functions checked.
    pub functions: usize,
    /// Functions the pipeline refused for a documented reason.
    pub refused: usize,
    /// Functions the pipeline failed on (bugs).
    pub pipeline_bugs: usize,
    /// Trials run.
    pub trials: u64,
    /// Trials compared.
    pub compared: u64,
    /// Trials skipped for undefined behaviour.
    pub skipped_ub: u64,
    /// Trials skipped at the step limit.
    pub skipped_limit: u64,
    /// Mismatches.
    pub mismatches: u64,
    /// Reference errors (not UB, not the step limit).
    pub errors: u64,
}

impl CheckTotals {
    /// Adds another total.
    pub fn add(&mut self, o: &CheckTotals) {
        self.functions += o.functions;
        self.refused += o.refused;
        self.pipeline_bugs += o.pipeline_bugs;
        self.trials += o.trials;
        self.compared += o.compared;
        self.skipped_ub += o.skipped_ub;
        self.skipped_limit += o.skipped_limit;
        self.mismatches += o.mismatches;
        self.errors += o.errors;
    }

    /// True if nothing failed (refusals and skipped trials are not failures).
    pub fn is_clean(&self) -> bool {
        self.pipeline_bugs == 0 && self.mismatches == 0 && self.errors == 0
    }
}

impl fmt::Display for CheckTotals {
    /// `12 trials run, 10 compared, 2 skipped (UB), 0 skipped (step limit), 0 mismatches;
    /// 3 functions (1 refused, 0 pipeline bugs)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} trials run, {} compared, {} skipped (UB), {} skipped (step limit), {} mismatch{}; \
             {} function{} ({} refused, {} pipeline bug{})",
            self.trials,
            self.compared,
            self.skipped_ub,
            self.skipped_limit,
            self.mismatches,
            if self.mismatches == 1 { "" } else { "es" },
            self.functions,
            if self.functions == 1 { "" } else { "s" },
            self.refused,
            self.pipeline_bugs,
            if self.pipeline_bugs == 1 { "" } else { "s" },
        )?;
        if self.errors > 0 {
            write!(f, "; {} reference errors", self.errors)?;
        }
        Ok(())
    }
}

/// The checker's verdict on a module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// Target name.
    pub target: String,
    /// One report per function, in module order.
    pub functions: Vec<FunctionReport>,
}

impl CheckReport {
    /// Totals over every function.
    pub fn totals(&self) -> CheckTotals {
        let mut t = CheckTotals::default();
        for f in &self.functions {
            t.functions += 1;
            match f.status {
                FunctionStatus::Lowered => {}
                FunctionStatus::Refused { .. } => t.refused += 1,
                FunctionStatus::PipelineBug { .. } => t.pipeline_bugs += 1,
            }
            t.trials += u64::from(f.trials);
            t.compared += u64::from(f.compared);
            t.skipped_ub += u64::from(f.skipped_ub);
            t.skipped_limit += u64::from(f.skipped_limit);
            t.mismatches += f.mismatches.len() as u64;
            t.errors += f.errors.len() as u64;
        }
        t
    }

    /// Every mismatch, in function order.
    pub fn mismatches(&self) -> impl Iterator<Item = &Mismatch> {
        self.functions.iter().flat_map(|f| f.mismatches.iter())
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

fn located(e: &dyn Located) -> String {
    let loc = e.loc();
    let mut s = if loc.is_known() {
        format!("{loc}: {e}")
    } else {
        e.to_string()
    };
    if let Some(x) = e.expected() {
        s.push_str(&format!(" (expected: {x})"));
    }
    s
}

/// The pass registry with the legalisation passes.
fn registry() -> Registry {
    Registry::builtin()
}

/// Legalises `m` for `target` with [`LEGALISE_PIPELINE`] and checks the result is valid IR in
/// legal form.
pub fn legalise(m: &Module, target: &Target) -> Result<Module, PipelineFailure> {
    let mut out = m.clone();
    let mut pm =
        PassManager::from_pipeline(LEGALISE_PIPELINE, &registry(), Instrumentation::default())
            .map_err(|e| PipelineFailure::Bug(located(&e)))?;
    let cx = PassContext {
        target: Some(target),
    };
    let mut am = AnalysisManager::new();
    match pm.run(&mut out, &mut am, &cx, &mut std::io::sink()) {
        Ok(_) => {}
        Err(ManagerError::Pass {
            error: e @ PassError::Refused { .. },
            ..
        }) => return Err(PipelineFailure::Refused(located(&e))),
        Err(e) => return Err(PipelineFailure::Bug(located(&e))),
    }
    if let Err(errors) = verify_module(&out) {
        let first = errors.first().map(|e| located(e)).unwrap_or_default();
        return Err(PipelineFailure::Bug(format!(
            "legalisation left invalid IR: {first}"
        )));
    }
    if let Err(errors) = verify_legal(&out, target) {
        let first = errors.first().map(|e| located(e)).unwrap_or_default();
        return Err(PipelineFailure::Bug(format!(
            "legalisation left IR not in legal form: {first}"
        )));
    }
    Ok(out)
}

/// Legalises and lowers a module, classifying failures.
pub fn lower_for_check(
    m: &Module,
    target: &Target,
    opts: &LowerOptions,
) -> Result<crate::Lowered, PipelineFailure> {
    let legal = legalise(m, target)?;
    lower_module(&legal, target, opts).map_err(|e| match e {
        LowerError::Unsupported { .. } | LowerError::Inputs { .. } => {
            PipelineFailure::Refused(located(&e))
        }
        LowerError::NotLegal { .. } | LowerError::Verify { .. } => {
            PipelineFailure::Bug(located(&e))
        }
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

// ---- running the kernel -------------------------------------------------------------------------

/// What a kernel run gave: the values of every executed `sink`, in order.
type KernelSinks = Vec<Vec<Val>>;

/// Why a kernel run has no verdict.
enum KernelFailure {
    /// The step limit: no verdict.
    Limit,
    /// Anything else: a difference (the reference returned normally).
    Error(String),
}

/// A lowered kernel, with where its arguments go and its sinks are observed.
struct Runnable {
    kind: KernelKind,
    kernel: Kernel,
    abi: Abi,
}

/// The kernel's ABI: parameter slots from the input table. The lowering does not yet report
/// where each `sink`'s values are, so the ABI has no sink sites; sinks are then not compared
/// (memory still is).
///
/// [`Abi::from_inputs`] wants every input exactly the size of its value, but `lower-messages`
/// grows an argument's variable when a message uses it in place as a payload whose footprint
/// is larger (a 26-lane offsets argument split 16 + 8 + 2 is read up to lane 32). The extra
/// bytes are never meaningful, so such inputs are accepted with the same layout.
fn kernel_abi(k: &Kernel, f: &Function) -> Result<Abi, String> {
    let params: Vec<memlower_ir::Type> = f.params().iter().map(|&p| f.ty(p)).collect();
    let strict = match Abi::from_inputs(k, &params) {
        Ok(abi) => return Ok(abi),
        Err(e) => e.0,
    };
    let mut vars: Vec<(crate::mir::VarId, u32)> = k
        .inputs
        .iter()
        .filter_map(|i| match i.kind {
            crate::mir::InputKind::Var(v) => Some((v, i.size)),
            crate::mir::InputKind::Surface(_) => None,
        })
        .collect();
    vars.sort_by_key(|&(v, _)| v);
    if vars.len() != params.len() {
        return Err(strict);
    }
    let mut slots = Vec::new();
    for (&(var, size), &ty) in vars.iter().zip(&params) {
        let need = minterp::abi::slot_bytes(ty, k.grf_bytes);
        let declared = k.var(var).map(|d| d.bytes()).unwrap_or(0);
        if size < need || declared < need {
            return Err(strict);
        }
        slots.push(minterp::Slot {
            ty,
            storage: minterp::Storage::Regs {
                var,
                off: 0,
                chan_stride: crate::homes::chan_stride(ty, k.grf_bytes),
            },
        });
    }
    Ok(Abi {
        params: slots,
        sinks: Vec::new(),
    })
}

fn run_kernel(
    r: &Runnable,
    args: &[Val],
    mem: &mut Memory,
    max_steps: u64,
) -> Result<KernelSinks, KernelFailure> {
    let opts = Options {
        max_steps,
        ..Options::default()
    };
    match minterp::run_kernel(&r.kernel, &r.abi, args, mem, &opts) {
        Ok(out) => Ok(out.outcome.sinks.into_iter().map(|s| s.values).collect()),
        Err(MInterpError::StepLimit { .. }) => Err(KernelFailure::Limit),
        Err(e) => Err(KernelFailure::Error(located(&e))),
    }
}

// ---- comparing ----------------------------------------------------------------------------------

/// An element as text: `0x0000002a (42)`, with `??` for undefined bytes.
fn elem_text(v: &Val, i: usize) -> String {
    let (Some(&bits), Some(&undef)) = (v.bits().get(i), v.undef().get(i)) else {
        return "nothing".into();
    };
    let Some(e) = v.ty().elem() else {
        return if undef != 0 {
            "undefined".into()
        } else {
            bits.to_string()
        };
    };
    if undef == byte_mask(e) {
        return "undefined".into();
    }
    let hex: String = (0..e.bytes())
        .rev()
        .map(|k| {
            if undef & (1 << k) != 0 {
                "??".to_string()
            } else {
                format!("{:02x}", (bits >> (8 * k)) & 0xFF)
            }
        })
        .collect();
    match v.get(i) {
        Some(_) if e.is_float() => match memlower_ir::interp::scalar::float_value(e, bits) {
            Some(x) => format!("0x{hex} ({x:?})"),
            None => format!("0x{hex}"),
        },
        Some(_) => format!("0x{hex} ({})", v.get_signed(i).unwrap_or(0)),
        None => format!("0x{hex}"),
    }
}

/// Does reference element `i` admit the observed one? (`Val::admits`, one element.)
fn elem_admits(r: &Val, o: &Val, i: usize) -> bool {
    let bm = r.ty().elem().map(byte_mask).unwrap_or(1);
    let (Some(&rb), Some(&ru), Some(&ob), Some(&ou)) = (
        r.bits().get(i),
        r.undef().get(i),
        o.bits().get(i),
        o.undef().get(i),
    ) else {
        return false;
    };
    let defined = !ru & bm;
    let mut keep = 0u64;
    for k in 0..8 {
        if defined & (1 << k) != 0 {
            keep |= 0xFF << (8 * k);
        }
    }
    ou & defined == 0 && (rb ^ ob) & keep == 0
}

fn sink_difference(expected: &[Vec<Val>], got: &[Vec<Val>]) -> Option<Difference> {
    if expected.len() != got.len() {
        return Some(Difference::SinkCount {
            expected: expected.len(),
            got: got.len(),
        });
    }
    for (sink, (r, o)) in expected.iter().zip(got).enumerate() {
        for (operand, (rv, ov)) in r.iter().zip(o).enumerate() {
            if rv.admits(ov) {
                continue;
            }
            let chans = rv.ty().chans().unwrap_or(1).max(1) as usize;
            let i = (0..rv.len())
                .find(|&i| !elem_admits(rv, ov, i))
                .unwrap_or(0);
            let ty_note = if rv.ty() == ov.ty() {
                rv.ty().to_string()
            } else {
                format!("{} (kernel: {})", rv.ty(), ov.ty())
            };
            return Some(Difference::Sink {
                sink,
                operand,
                ty: ty_note,
                lane: (i / chans) as u32,
                channel: (chans > 1).then_some((i % chans) as u32),
                expected: elem_text(rv, i),
                got: elem_text(ov, i),
            });
        }
        if r.len() != o.len() {
            return Some(Difference::SinkCount {
                expected: expected.len(),
                got: got.len(),
            });
        }
    }
    None
}

fn byte_text(b: Option<&Option<u8>>) -> String {
    match b {
        Some(Some(b)) => format!("{b:#04x}"),
        Some(None) => "undefined".into(),
        None => "nothing (the surface is shorter)".into(),
    }
}

/// The first byte where the reference memory does not admit the kernel's.
fn memory_difference(m: &Module, r: &Memory, o: &Memory) -> Option<Difference> {
    if r.admits(o) {
        return None;
    }
    let first_bad = |rb: &[Option<u8>], ob: &[Option<u8>]| -> Option<usize> {
        (0..rb.len().max(ob.len())).find(|&i| match (rb.get(i), ob.get(i)) {
            (Some(None), Some(_)) => false,
            (Some(x), Some(y)) => x != y,
            _ => true,
        })
    };
    let mut slm_done = false;
    for (idx, s) in m.surfaces.iter().enumerate() {
        let sr = SurfaceRef(idx as u32);
        match s.kind {
            SurfaceKind::Image { .. } => {
                let (Some(ri), Some(oi)) = (r.image(sr), o.image(sr)) else {
                    continue;
                };
                if let Some(i) = first_bad(ri.bytes(), oi.bytes()) {
                    let pb = ri.pixel_bytes().max(1) as usize;
                    let eb = ri.elem().bytes() as usize;
                    let size = ri.size();
                    let pixel = i / pb;
                    let (w, h) = (size.width.max(1) as usize, size.height.max(1) as usize);
                    let (u, v, rr) = (pixel % w, (pixel / w) % h, pixel / (w * h));
                    let rank = (i % pb) / eb;
                    let chan = ri
                        .channels()
                        .channels()
                        .nth(rank)
                        .map(|c| ["r", "g", "b", "a"][c as usize])
                        .unwrap_or("?");
                    return Some(Difference::Memory {
                        surface: format!("@{}", s.name),
                        place: format!(
                            "pixel ({u}, {v}, {rr}) channel {chan} byte {}",
                            i % pb % eb
                        ),
                        expected: byte_text(ri.bytes().get(i)),
                        got: byte_text(oi.bytes().get(i)),
                    });
                }
            }
            kind => {
                if kind == SurfaceKind::Slm {
                    if slm_done {
                        continue;
                    }
                    slm_done = true;
                }
                let (Some(rb), Some(ob)) = (r.bytes(sr), o.bytes(sr)) else {
                    continue;
                };
                if let Some(i) = first_bad(rb, ob) {
                    let surface = if kind == SurfaceKind::Slm {
                        "slm".to_string()
                    } else {
                        format!("@{}", s.name)
                    };
                    return Some(Difference::Memory {
                        surface,
                        place: format!("byte {i:#x}"),
                        expected: byte_text(rb.get(i)),
                        got: byte_text(ob.get(i)),
                    });
                }
            }
        }
    }
    Some(Difference::Memory {
        surface: "memory".into(),
        place: "its shape".into(),
        expected: "the reference's surfaces".into(),
        got: "different surfaces".into(),
    })
}

/// The verdict of one input.
enum Verdict {
    /// The reference found undefined behaviour: nothing to compare.
    Ub(String),
    /// A step limit: no verdict.
    Limit,
    /// The reference could not run for another reason (a checker or interpreter bug).
    Error(String),
    /// Every kernel agrees with the reference.
    Agree,
    /// A kernel disagrees.
    Differ(KernelKind, Difference),
}

struct Subject<'a> {
    m: &'a Module,
    f: &'a Function,
    kernels: &'a [Runnable],
    max_steps: u64,
}

impl Subject<'_> {
    fn judge(&self, args: &[Val], mem: &Memory, only: Option<KernelKind>) -> Verdict {
        let mut rmem = mem.clone();
        let limits = Limits {
            max_steps: self.max_steps,
        };
        let reference = match run_function(self.m, self.f, args, &mut rmem, limits) {
            Ok(out) => out,
            Err(e) if e.is_ub() => return Verdict::Ub(located(&e)),
            Err(InterpError::StepLimit { .. }) => return Verdict::Limit,
            Err(e) => return Verdict::Error(located(&e)),
        };
        let expected: KernelSinks = reference.sinks.into_iter().map(|s| s.values).collect();
        for r in self.kernels {
            let kind = r.kind;
            if only.is_some_and(|o| o != kind) {
                continue;
            }
            let mut kmem = mem.clone();
            let steps = self
                .max_steps
                .saturating_mul(CheckOptions::KERNEL_STEPS_PER_STEP);
            let got = match run_kernel(r, args, &mut kmem, steps) {
                Ok(s) => s,
                Err(KernelFailure::Limit) => return Verdict::Limit,
                Err(KernelFailure::Error(error)) => {
                    return Verdict::Differ(kind, Difference::Kernel { error })
                }
            };
            let diff = memory_difference(self.m, &rmem, &kmem).or_else(|| {
                if r.abi.sinks.is_empty() {
                    None
                } else {
                    sink_difference(&expected, &got)
                }
            });
            if let Some(d) = diff {
                return Verdict::Differ(kind, d);
            }
        }
        Verdict::Agree
    }
}

// ---- shrinking ------------------------------------------------------------------------------------

/// Most inputs the shrinker tries per mismatch.
const SHRINK_BUDGET: u32 = 600;

struct Shrunk {
    args: Vec<Val>,
    mem: Memory,
    zeroed: bool,
    difference: Difference,
    steps: u32,
}

/// Makes a failing input smaller while it still fails on `kind`: zeroed memory, fewer enabled
/// mask lanes, smaller argument elements (0, then halved), one change at a time.
fn shrink(
    subject: &Subject,
    kind: KernelKind,
    shape: &MemoryShape,
    args: Vec<Val>,
    mem: Memory,
    difference: Difference,
) -> Shrunk {
    let mut cur = Shrunk {
        args,
        mem,
        zeroed: false,
        difference,
        steps: 0,
    };
    let mut budget = SHRINK_BUDGET;
    let mut attempt = |cur: &mut Shrunk, args: Vec<Val>, mem: Option<Memory>| -> bool {
        if budget == 0 {
            return false;
        }
        budget -= 1;
        let m = mem.as_ref().unwrap_or(&cur.mem);
        match subject.judge(&args, m, Some(kind)) {
            Verdict::Differ(_, d) => {
                cur.args = args;
                if let Some(m) = mem {
                    cur.mem = m;
                    cur.zeroed = true;
                }
                cur.difference = d;
                cur.steps += 1;
                true
            }
            _ => false,
        }
    };
    if let Ok(z) = Memory::zeroed(subject.m, shape) {
        let args = cur.args.clone();
        attempt(&mut cur, args, Some(z));
    }
    // Fewer enabled lanes: clear mask bits one at a time.
    for p in 0..cur.args.len() {
        if !cur.args[p].ty().is_mask() {
            continue;
        }
        for lane in 0..cur.args[p].len() {
            if cur.args[p].get(lane) != Some(1) {
                continue;
            }
            let mut args = cur.args.clone();
            if let Some(v) = with_elem(&args[p], lane, 0) {
                args[p] = v;
                attempt(&mut cur, args, None);
            }
        }
    }
    // Smaller values: each element to 0; else integers halved a few times, floats 1.0.
    for p in 0..cur.args.len() {
        let ty = cur.args[p].ty();
        if ty.is_mask() {
            continue;
        }
        let float = ty.elem().filter(|e| e.is_float());
        for i in 0..cur.args[p].len() {
            let Some(x) = cur.args[p].get(i) else {
                continue;
            };
            if x == 0 {
                continue;
            }
            let mut try_value = |cur: &mut Shrunk, c: u64| -> bool {
                let mut args = cur.args.clone();
                match with_elem(&args[p], i, c) {
                    Some(v) => {
                        args[p] = v;
                        attempt(cur, args, None)
                    }
                    None => false,
                }
            };
            if try_value(&mut cur, 0) {
                continue;
            }
            match float {
                Some(e) => {
                    if let Some(one) = float_bits(e, 1.0).filter(|&one| one != x) {
                        try_value(&mut cur, one);
                    }
                }
                None => {
                    let mut y = x >> 1;
                    while y != 0 && try_value(&mut cur, y) {
                        y >>= 1;
                    }
                }
            }
        }
    }
    cur
}

/// `v` with element `i` replaced by the defined bits `x`.
fn with_elem(v: &Val, i: usize, x: u64) -> Option<Val> {
    let mut bits = v.bits().to_vec();
    let mut undef = v.undef().to_vec();
    *bits.get_mut(i)? = x;
    *undef.get_mut(i)? = 0;
    Val::from_parts(v.ty(), bits, undef)
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
    let functions = m
        .functions
        .iter()
        .map(|f| check_function(m, f, target, opts))
        .collect();
    CheckReport {
        target: target.name.to_string(),
        functions,
    }
}

fn check_function(
    m: &Module,
    f: &Function,
    target: &Target,
    opts: &CheckOptions,
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
        sinks_compared: false,
        first_ub: None,
    };
    let single = alone(m, f);
    let allocated = lower_for_check(&single, target, &opts.lower);
    let naive = if opts.naive {
        let o = LowerOptions {
            naive: true,
            ..opts.lower
        };
        Some(lower_for_check(&single, target, &o))
    } else {
        None
    };
    let mut kernels: Vec<Runnable> = Vec::new();
    for (kind, lowered) in [
        (KernelKind::Allocated, Some(allocated)),
        (KernelKind::Naive, naive),
    ] {
        match lowered {
            None => {}
            Some(Ok(l)) => {
                let Some(lf) = l.functions.into_iter().next() else {
                    continue;
                };
                match kernel_abi(&lf.mir, f) {
                    Ok(abi) => kernels.push(Runnable {
                        kind,
                        kernel: lf.mir,
                        abi,
                    }),
                    Err(error) => {
                        report.status = FunctionStatus::PipelineBug {
                            error: format!("the {kind} does not take the arguments: {error}"),
                        };
                        return report;
                    }
                }
            }
            Some(Err(PipelineFailure::Refused(reason))) => {
                report.status = FunctionStatus::Refused { reason };
                return report;
            }
            Some(Err(PipelineFailure::Bug(error))) => {
                report.status = FunctionStatus::PipelineBug { error };
                return report;
            }
        }
    }
    report.sinks_compared = kernels.iter().all(|r| !r.abi.sinks.is_empty())
        || !f
            .inst_order()
            .iter()
            .any(|&(_, i)| matches!(f.inst(i).kind, memlower_ir::InstKind::Sink { .. }));
    let subject = Subject {
        m,
        f,
        kernels: &kernels,
        max_steps: opts.max_steps,
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
        let args = inputs::random_args(m, f, &roles, &shape, trial_seed);
        report.trials += 1;
        match subject.judge(&args, &mem, None) {
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
                let s = if opts.shrink {
                    shrink(&subject, kind, &shape, args, mem, difference)
                } else {
                    Shrunk {
                        args,
                        mem,
                        zeroed: false,
                        difference,
                        steps: 0,
                    }
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
                });
            }
        }
    }
    report
}
