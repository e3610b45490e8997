//! One call from a module to vISA kernels: [`compile`].
//!
//! ```text
//!   &Module ── ir::verify ──▶ per function (alone in a module with every surface):
//!                lint-ub on the input (warnings)
//!                PassManager(passes::legalize::PIPELINE)   (refuses unverified input too)
//!                passes::legal::verify_legal
//!                lowering::lower_module  (lower, verify the messages, allocate, emit)
//!            ──▶ Compiled { kernels: [Kernel { visa, report, mir, legal }], warnings }
//! ```
//!
//! The legalisation pipeline is [`memlower_passes::legalize::PIPELINE`], the one definition the
//! command line and the differential checker run too. Every error keeps the location of the op
//! at fault and names its function. Nothing here depends on the command line's crates.

use memlower_ir::diag::Located;
use memlower_ir::verify::{verify_module, VerifyError};
use memlower_ir::{Loc, Module};
use memlower_lowering::{lower_module, mir, LowerError, LowerOptions, Report};
use memlower_passes::legal::verify_legal;
use memlower_passes::lint::{lint_function, LintWarning};
use memlower_passes::manager::{Instrumentation, ManagerError, PassManager, PipelineError};
use memlower_passes::target::Target;
use memlower_passes::{AnalysisManager, PassContext, PassError, PassWarning, Registry};

/// What to compile, beyond the module and the target.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Only these functions, in module order; every function when empty.
    pub functions: Vec<String>,
    /// Also lower each function naively (a fresh variable per value, a copy per payload) and
    /// put its totals in the report ([`Report::naive`]). Off by default: it doubles the
    /// lowering work and only the comparison reads it.
    pub baseline: bool,
    /// Emit the naive lowering instead of the register-allocation-aware one.
    pub naive: bool,
}

/// One compiled function.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// The function's (and kernel's) name.
    pub name: String,
    /// The `.visaasm` text for Intel's finalizer.
    pub visa: String,
    /// Per source memory op, in source order: the messages, exec sizes, moves, extensions used;
    /// kernel totals.
    pub report: Report,
    /// The message-level IR the vISA was emitted from.
    pub mir: mir::Kernel,
    /// The legalised IR of the function (alone, with every surface of the module).
    pub legal: Module,
}

/// Something worth knowing that did not stop the compilation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// The input provably has undefined behaviour (`lint-ub`: two enabled lanes of a scatter
    /// writing one byte), as `memlower lower` warns on stderr.
    UndefinedBehaviour {
        /// The function.
        function: String,
        /// What `lint-ub` found, at the op's location.
        warning: LintWarning,
    },
    /// A pass reported a problem with the input (for instance provable undefined behaviour).
    Pass {
        /// The function.
        function: String,
        /// What the pass said, at the op's location.
        warning: PassWarning,
    },
    /// The kernel needs more registers than the target has: the finalizer will spill.
    Spill {
        /// The function.
        function: String,
        /// GRFs predicted.
        grfs: u32,
        /// GRFs the target gives a kernel (r0 included).
        budget: u32,
    },
}

/// The result of [`compile`].
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The target, with its enabled extensions (`pvc+typed-simd16`).
    pub target: String,
    /// One kernel per compiled function, in module order.
    pub kernels: Vec<Kernel>,
    /// Warnings, in function order.
    pub warnings: Vec<Warning>,
}

impl Compiled {
    /// The kernel of function `name`.
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }
}

/// Why a module could not be compiled. Every variant but [`Error::NoFunction`] keeps the
/// location of the op at fault ([`Located::loc`]) and names its function.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The module breaks verifier rules.
    #[error("the module is not valid IR ({} error{})", .errors.len(), if .errors.len() == 1 { "" } else { "s" })]
    Invalid {
        /// Every verifier error, each with its site (location, function, block, op).
        errors: Vec<VerifyError>,
    },
    /// [`Options::functions`] names a function the module does not have.
    #[error("no function `@{name}` in the module")]
    NoFunction {
        /// The name as given.
        name: String,
    },
    /// Legalisation refused an op (no message of the target can carry it) or failed.
    #[error("@{function}: {error}")]
    Legalise {
        /// The function.
        function: String,
        /// The pass that stopped.
        pass: &'static str,
        /// Why, at the op's location (boxed: errors are rare, results are returned often).
        error: Box<PassError>,
    },
    /// Legalisation left IR that is not in legal form: a legaliser bug, reported rather than
    /// lowered.
    #[error("@{function}: the legalised IR is not in legal form for {target} ({} error{})", .errors.len(), if .errors.len() == 1 { "" } else { "s" })]
    NotLegal {
        /// The function.
        function: String,
        /// The target.
        target: String,
        /// What `verify_legal` found, each at its op.
        errors: Vec<PassError>,
    },
    /// Lowering refused or failed.
    #[error("@{function}: {error}")]
    Lower {
        /// The function.
        function: String,
        /// Why, at the op's location (boxed, as for `Legalise`).
        error: Box<LowerError>,
    },
    /// The built-in pipeline did not build, or a pass broke the IR: a bug in memlower.
    #[error("@{function}: internal error: {message}")]
    Internal {
        /// The function.
        function: String,
        /// What went wrong.
        message: String,
        /// Where, if known.
        loc: Loc,
    },
}

impl Error {
    /// The function the error is in, if it is in one.
    pub fn function(&self) -> Option<&str> {
        match self {
            Error::Invalid { errors } => errors.first().and_then(|e| e.site().func.as_deref()),
            Error::NoFunction { .. } => None,
            Error::Legalise { function, .. }
            | Error::NotLegal { function, .. }
            | Error::Lower { function, .. }
            | Error::Internal { function, .. } => Some(function),
        }
    }
}

impl Located for Error {
    fn loc(&self) -> Loc {
        match self {
            Error::Invalid { errors } => errors.first().map(|e| e.loc()).unwrap_or(Loc::UNKNOWN),
            Error::NoFunction { .. } => Loc::UNKNOWN,
            Error::Legalise { error, .. } => error.loc(),
            Error::NotLegal { errors, .. } => {
                errors.first().map(|e| e.loc()).unwrap_or(Loc::UNKNOWN)
            }
            Error::Lower { error, .. } => error.loc(),
            Error::Internal { loc, .. } => *loc,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            Error::Invalid { errors } => errors.first().and_then(|e| e.expected()),
            Error::NoFunction { .. } => Some("the name of a function of the module".into()),
            Error::Legalise { error, .. } => error.expected(),
            Error::NotLegal { errors, .. } => errors.first().and_then(|e| e.expected()),
            Error::Lower { error, .. } => error.expected(),
            Error::Internal { .. } => None,
        }
    }
}

/// Compiles `m` for `target`: verifies it, legalises each function with the registered
/// pipeline ([`memlower_passes::legalize::PIPELINE`]), checks legal form, lowers it to the five
/// messages (verified against their specifications and the target table) and emits vISA.
///
/// The module's own `target "..."` line is ignored: `target` decides. Instruction handles
/// ([`memlower_ir::Inst`]) in the reports are those of `m`, so a module made with the builder
/// can map every report line back to the op it built.
pub fn compile(m: &Module, target: &Target, opts: &Options) -> Result<Compiled, Error> {
    verify_module(m).map_err(|errors| Error::Invalid { errors })?;
    for name in &opts.functions {
        if m.function(name).is_none() {
            return Err(Error::NoFunction { name: name.clone() });
        }
    }
    let registry = Registry::builtin();
    let mut out = Compiled {
        target: target.spec(),
        kernels: Vec::new(),
        warnings: Vec::new(),
    };
    for f in &m.functions {
        if !opts.functions.is_empty() && !opts.functions.contains(&f.name) {
            continue;
        }
        let function = f.name.clone();
        out.warnings
            .extend(lint_function(&m.surfaces, f).into_iter().map(|warning| {
                Warning::UndefinedBehaviour {
                    function: function.clone(),
                    warning,
                }
            }));
        let internal = |message: String, loc: Loc| Error::Internal {
            function: function.clone(),
            message,
            loc,
        };
        // The function alone, with every surface: its arena (and so its instruction handles)
        // is the caller's.
        let mut legal = Module {
            target: Some(target.name.to_string()),
            surfaces: m.surfaces.clone(),
            functions: vec![f.clone()],
        };
        let mut pm = PassManager::from_pipeline(
            memlower_passes::legalize::PIPELINE,
            &registry,
            Instrumentation::default(),
        )
        .map_err(|e: PipelineError| internal(e.to_string(), Loc::UNKNOWN))?;
        let cx = PassContext {
            target: Some(target),
        };
        let run = pm.run(
            &mut legal,
            &mut AnalysisManager::new(),
            &cx,
            &mut std::io::sink(),
        );
        let run = match run {
            Ok(r) => r,
            Err(ManagerError::Pass { pass, error }) => {
                return Err(Error::Legalise {
                    function,
                    pass,
                    error: Box::new(error),
                })
            }
            Err(ManagerError::InvalidInput { errors }) => return Err(Error::Invalid { errors }),
            Err(e) => return Err(internal(e.to_string(), e.loc())),
        };
        out.warnings
            .extend(run.warnings.into_iter().map(|warning| Warning::Pass {
                function: function.clone(),
                warning,
            }));
        if let Err(errors) = verify_module(&legal) {
            let loc = errors.first().map(|e| e.loc()).unwrap_or(Loc::UNKNOWN);
            return Err(internal(
                format!("legalisation left invalid IR ({} errors)", errors.len()),
                loc,
            ));
        }
        verify_legal(&legal, target).map_err(|errors| Error::NotLegal {
            function: function.clone(),
            target: target.spec(),
            errors,
        })?;
        let lower_opts = LowerOptions {
            naive: opts.naive,
            baseline: opts.baseline,
            report: true,
            visa: true,
            allocator: Default::default(),
        };
        let lowered = lower_module(&legal, target, &lower_opts).map_err(|error| Error::Lower {
            function: function.clone(),
            error: Box::new(error),
        })?;
        for lf in lowered.functions {
            if !lf.totals.fits(target.grf_count) {
                out.warnings.push(Warning::Spill {
                    function: lf.name.clone(),
                    grfs: lf.totals.grfs,
                    budget: target.grf_count,
                });
            }
            // Asked for above: every function has its report.
            let Some(report) = lf.report else { continue };
            out.kernels.push(Kernel {
                name: lf.name,
                visa: lf.visa,
                report,
                mir: lf.mir,
                legal: legal.clone(),
            });
        }
    }
    Ok(out)
}
