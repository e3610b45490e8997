//! Judging one input: the reference interpreter and every lowered kernel run on it, and their
//! memories and sinks are compared ([`Verdict`]). The checker's trial loop and the shrinker both
//! ask a [`Subject`] for verdicts.

use super::compare::{memory_difference, sink_difference};
use super::report::{Difference, KernelKind};
use crate::minterp::{self, HostFill, MInterpError, Options};
use memlower_ir::diag::Located;
use memlower_ir::interp::{run_function, InterpError, Limits, Memory, Val};
use memlower_ir::{Function, Module};
use memlower_lowering::mir::Kernel;

/// An error as text with its location and, when it has one, what was expected.
pub(super) fn located(e: &dyn Located) -> String {
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

/// What a kernel run gave: the values of every executed `sink`, in order.
type KernelSinks = Vec<Vec<Val>>;

/// Why a kernel run has no verdict.
enum KernelFailure {
    /// The step limit: no verdict.
    Limit,
    /// Anything else: a difference (the reference returned normally).
    Error(String),
}

/// A lowered kernel (read back from its emitted vISA text) and which one it is.
pub(super) struct Runnable {
    pub(super) kind: KernelKind,
    pub(super) kernel: Kernel,
    /// The host's binding table (module surface i at index `bindings[i]`), from the module
    /// and the surface ABI the kernel was lowered for, not from the kernel.
    pub(super) bindings: Vec<Option<u32>>,
}

fn run_kernel(
    r: &Runnable,
    args: &[Val],
    mem: &mut Memory,
    max_steps: u64,
    host_fill: HostFill,
) -> Result<KernelSinks, KernelFailure> {
    // Disabled lanes of a read come back undefined: the IR promises nothing for them
    // (docs/SEMANTICS.md §5.2), and a lowering that relies on their old register contents,
    // which the specs' pseudo-code keeps but compiled code has been seen not to, fails here.
    let opts = Options {
        max_steps,
        host_fill,
        poison_disabled_lanes: true,
        ..Options::default()
    };
    match minterp::run_kernel_bound(&r.kernel, args, mem, &opts, &r.bindings) {
        Ok(out) => Ok(out.outcome.sinks.into_iter().map(|s| s.values).collect()),
        Err(MInterpError::StepLimit { .. }) => Err(KernelFailure::Limit),
        Err(e) => Err(KernelFailure::Error(located(&e))),
    }
}

/// The verdict of one input.
pub(super) enum Verdict {
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

/// A function and its kernels: what one input is judged on.
pub(super) struct Subject<'a> {
    pub(super) m: &'a Module,
    pub(super) f: &'a Function,
    pub(super) kernels: &'a [Runnable],
    /// The reference interpreter's step limit.
    pub(super) max_steps: u64,
    /// The message interpreter's step limit.
    pub(super) kernel_max_steps: u64,
}

impl Subject<'_> {
    /// Judges one input. `fill` is what the host leaves in the argument bytes the kernel ABI
    /// does not define (the reference never sees them: they are not part of any value).
    pub(super) fn judge(
        &self,
        args: &[Val],
        fill: HostFill,
        mem: &Memory,
        only: Option<KernelKind>,
    ) -> Verdict {
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
            let got = match run_kernel(r, args, &mut kmem, self.kernel_max_steps, fill) {
                Ok(s) => s,
                Err(KernelFailure::Limit) => return Verdict::Limit,
                Err(KernelFailure::Error(error)) => {
                    return Verdict::Differ(kind, Difference::Kernel { error })
                }
            };
            let diff = memory_difference(self.m, &rmem, &kmem)
                .or_else(|| sink_difference(&expected, &got));
            if let Some(d) = diff {
                return Verdict::Differ(kind, d);
            }
        }
        Verdict::Agree
    }
}
