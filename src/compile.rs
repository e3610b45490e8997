//! One call from a module to vISA kernels: [`compile`].
//!
//! ```text
//!   &Module ── lowering::session::Session::compile_module ──▶ per function (alone in a module
//!              with every surface): lint-ub (warnings), the pipeline, verify, legal-form
//!              check, lower, verify the messages, allocate, emit
//!           ──▶ Compiled { kernels: [Kernel { visa, report, mir, legal }], warnings }
//! ```
//!
//! The session ([`memlower_lowering::session`]) is the one assembly of the pipeline the command
//! line, the differential checker and the benches run too; [`compile`] runs its default
//! legalisation pipeline, [`compile_with`] any pipeline over any registry. Every error keeps
//! the location of the op at fault and names its function. Nothing here depends on the command
//! line's crates.

use memlower_ir::diag::Located;
use memlower_ir::verify::VerifyError;
use memlower_ir::{Loc, Module};
use memlower_lowering::session::{
    default_pipeline, Collected, CompileError, Session, SessionOptions,
};
use memlower_lowering::{mir, LowerError, LowerOptions, Report};
use memlower_passes::lint::LintWarning;
use memlower_passes::manager::ManagerError;
use memlower_passes::target::Target;
use memlower_passes::{PassError, PassWarning, Registry};

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
    /// How user surfaces get their binding-table indices (docs/ABI.md).
    pub surfaces: memlower_lowering::SurfaceAbi,
    /// How a kernel gets its lane indices (docs/ABI.md).
    pub lane_id: memlower_lowering::LaneIdAbi,
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
    /// The kernel's predicates need more flag registers at once than the target has: the
    /// finalizer will spill flags into GRFs (`memlower_lowering::report::flags`).
    FlagSpill {
        /// The function.
        function: String,
        /// 16-bit flag subregisters predicted at once.
        flags: u32,
        /// Flag subregisters the target has.
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

/// Compiles `m` for `target`: verifies it, legalises each function with the session's default
/// pipeline ([`memlower_lowering::session::default_pipeline`]), checks legal form, lowers it to
/// the five messages (verified against their specifications and the target table) and emits
/// vISA.
///
/// The module's own `target "..."` line is ignored: `target` decides. Instruction handles
/// ([`memlower_ir::Inst`]) in the reports are those of `m`, so a module made with the builder
/// can map every report line back to the op it built.
pub fn compile(m: &Module, target: &Target, opts: &Options) -> Result<Compiled, Error> {
    compile_with(m, target, opts, default_pipeline(), &Registry::builtin())
}

/// [`compile`] with another legalisation `pipeline` (pass names separated by commas), its
/// passes taken from `registry` (the built-in passes and any the caller registered). Its
/// result must still be in legal form for `target` ([`Error::NotLegal`] otherwise); the
/// undefined-behaviour and spill warnings are those of [`compile`].
pub fn compile_with(
    m: &Module,
    target: &Target,
    opts: &Options,
    pipeline: &str,
    registry: &Registry,
) -> Result<Compiled, Error> {
    let mut sopts = SessionOptions::new(target.clone());
    sopts.pipeline = pipeline.to_string();
    sopts.lower = LowerOptions {
        naive: opts.naive,
        baseline: opts.baseline,
        report: true,
        visa: true,
        allocator: Default::default(),
        surfaces: opts.surfaces,
        lane_id: opts.lane_id,
    };
    let mut session = Session::with_registry(sopts, registry).map_err(|e| Error::Internal {
        function: String::new(),
        message: e.to_string(),
        loc: e.loc(),
    })?;
    session.verify(m).map_err(error)?;
    for name in &opts.functions {
        if m.function(name).is_none() {
            return Err(Error::NoFunction { name: name.clone() });
        }
    }
    let only =
        |f: &memlower_ir::Function| opts.functions.is_empty() || opts.functions.contains(&f.name);
    let mut sink = Collected::default();
    session
        .compile_module(m, true, &only, &mut sink)
        .map_err(error)?;
    let mut out = Compiled {
        target: target.spec(),
        kernels: Vec::new(),
        warnings: Vec::new(),
    };
    for f in sink.functions {
        let function = f.name.clone();
        out.warnings.extend(
            f.lint
                .into_iter()
                .map(|warning| Warning::UndefinedBehaviour {
                    function: function.clone(),
                    warning,
                }),
        );
        out.warnings
            .extend(f.run.warnings.into_iter().map(|warning| Warning::Pass {
                function: function.clone(),
                warning,
            }));
        if f.spills {
            out.warnings.push(Warning::Spill {
                function: function.clone(),
                grfs: f.lowered.totals.grfs,
                budget: target.grf_count,
            });
        }
        if !f.lowered.totals.flags_fit(target.flag_subregs) {
            out.warnings.push(Warning::FlagSpill {
                function: function.clone(),
                flags: f.lowered.totals.peak_flags,
                budget: target.flag_subregs,
            });
        }
        // Asked for above: every function has its report and its legal IR.
        let (Some(report), Some(legal)) = (f.lowered.report, f.legal) else {
            continue;
        };
        out.kernels.push(Kernel {
            name: f.name,
            visa: f.lowered.visa,
            report,
            mir: f.lowered.mir,
            legal,
        });
    }
    Ok(out)
}

/// The library's error for a session's.
fn error(e: CompileError) -> Error {
    let function = e.function().unwrap_or_default().to_string();
    let loc = e.loc();
    match e {
        CompileError::Invalid { errors } => Error::Invalid { errors },
        CompileError::Legalise { error, .. } => match *error {
            ManagerError::InvalidInput { errors } => Error::Invalid { errors },
            ManagerError::Pass { pass, error } => Error::Legalise {
                function,
                pass,
                error: Box::new(error),
            },
            e => Error::Internal {
                function,
                message: e.to_string(),
                loc,
            },
        },
        CompileError::Broken { errors, .. } => Error::Internal {
            function,
            message: format!("legalisation left invalid IR ({} errors)", errors.len()),
            loc,
        },
        CompileError::NotLegal { target, errors, .. } => Error::NotLegal {
            function,
            target,
            errors,
        },
        CompileError::Lower { error, .. } => Error::Lower { function, error },
        e => Error::Internal {
            function,
            message: e.to_string(),
            loc,
        },
    }
}
