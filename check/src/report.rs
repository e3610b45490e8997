//! What the checker reports: per function, a status, trial counts and counterexamples; per
//! module, totals and the summary line `memlower check` prints.

use crate::minterp::HostFill;
use memlower_ir::interp::scalar::byte_mask;
use memlower_ir::interp::Val;
use std::fmt;

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
    /// What the argument bytes the kernel ABI leaves undefined held (`check::host_fill`).
    pub host_fill: HostFill,
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
        let fill = match self.host_fill {
            HostFill::Undefined => "undefined".to_string(),
            HostFill::Ones => "every bit set".to_string(),
            HostFill::Random(seed) => format!("random bytes from seed {seed}"),
        };
        writeln!(
            f,
            "    (argument bits the kernel ABI leaves to the host: {fill})"
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

    /// What the check did not cover: functions the pipeline refused, functions none of whose
    /// trials was compared, or no function at all. A check with gaps proves nothing about them,
    /// so `memlower check` fails on it rather than passing vacuously.
    pub fn gaps(&self) -> Vec<Gap> {
        if self.functions.is_empty() {
            return vec![Gap::NoFunctions];
        }
        self.functions
            .iter()
            .filter_map(|f| match &f.status {
                FunctionStatus::Refused { reason } => Some(Gap::Refused {
                    function: f.name.clone(),
                    reason: reason.clone(),
                }),
                FunctionStatus::Lowered if f.compared == 0 => Some(Gap::NothingCompared {
                    function: f.name.clone(),
                    trials: f.trials,
                    skipped_ub: f.skipped_ub,
                    skipped_limit: f.skipped_limit,
                }),
                _ => None,
            })
            .collect()
    }
}

/// A part of the module a check did not cover ([`CheckReport::gaps`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Gap {
    /// The module has no function.
    NoFunctions,
    /// The pipeline refused a function for a documented reason: no kernel to compare.
    Refused {
        /// The function.
        function: String,
        /// The refusal.
        reason: String,
    },
    /// A function was lowered but no trial was compared: none ran, or every one was skipped
    /// (the reference found undefined behaviour, or hit the step limit).
    NothingCompared {
        /// The function.
        function: String,
        /// Trials run.
        trials: u32,
        /// Of which skipped for undefined behaviour.
        skipped_ub: u32,
        /// Of which skipped at the step limit.
        skipped_limit: u32,
    },
}

impl fmt::Display for Gap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Gap::NoFunctions => {
                f.write_str("the module has no functions: there is nothing to check")
            }
            Gap::Refused { function, .. } => {
                write!(f, "@{function} was refused, so it was not checked")
            }
            Gap::NothingCompared {
                function,
                trials: 0,
                ..
            } => {
                write!(f, "@{function} ran no trial")
            }
            Gap::NothingCompared {
                function,
                trials,
                skipped_ub,
                skipped_limit,
            } => write!(
                f,
                "every trial of @{function} was skipped ({skipped_ub} of {trials} for undefined \
                 behaviour, {skipped_limit} at the step limit), so nothing was compared"
            ),
        }
    }
}

/// An element as text: `0x0000002a (42)`, with `??` for undefined bytes.
pub(super) fn elem_text(v: &Val, i: usize) -> String {
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
