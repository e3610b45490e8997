//! Why a command failed ([`DriverError`]), and where: every variant knows its location (in the
//! input, the pipeline string or the command line) and what would have been accepted.

use memlower_check::constraint::ArgError;
use memlower_ir::diag::Located;
use memlower_ir::parse::ParseError;
use memlower_ir::verify::VerifyError;
use memlower_ir::Loc;
use memlower_lowering::session::CompileError;
use memlower_lowering::LowerError;
use memlower_passes::manager::{ManagerError, PipelineError};
use memlower_passes::target::Target;
use memlower_passes::PassError;
use std::io;

/// Why a command failed.
#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    /// The input could not be read.
    #[error("cannot read `{path}`: {error}")]
    Read {
        /// The path as given.
        path: String,
        /// Why.
        error: io::Error,
    },
    /// The LLVM input could not be read or imported.
    #[error(transparent)]
    Import(memlower_llvm::ImportError),
    /// The input is not UTF-8.
    #[error("the input is not valid UTF-8: byte 0x{byte:02x} does not start a UTF-8 character")]
    NotUtf8 {
        /// Where the first bad byte is (its column counts the characters before it).
        loc: Loc,
        /// The byte.
        byte: u8,
    },
    /// The output could not be written.
    #[error("cannot write `{path}`: {error}")]
    Write {
        /// The path as given (`<stdout>` for standard output).
        path: String,
        /// Why.
        error: io::Error,
    },
    /// The input does not parse.
    #[error(transparent)]
    Parse(ParseError),
    /// The input parses but breaks verifier rules.
    #[error("the input is not valid IR ({} error{})", .0.len(), plural(.0.len()))]
    Invalid(Vec<VerifyError>),
    /// The pipeline string (or `--print-after`) names unknown passes.
    #[error(transparent)]
    Pipeline(PipelineError),
    /// A pass failed, or `--verify-each` caught a pass breaking the IR.
    #[error(transparent)]
    Run(ManagerError),
    /// The IR is invalid after the whole pipeline (without `--verify-each`).
    #[error("the IR is invalid after the pipeline `{pipeline}` ({} error{})", .errors.len(), plural(.errors.len()))]
    BrokenOutput {
        /// The pipeline.
        pipeline: String,
        /// What the verifier found.
        errors: Vec<VerifyError>,
    },
    /// `--mutation` names no mutation (test builds only: the `mutations` feature).
    #[cfg(feature = "mutations")]
    #[error("unknown mutation `{name}`")]
    UnknownMutation {
        /// The name as given.
        name: String,
        /// The known names.
        known: Vec<&'static str>,
    },
    /// `memlower check` found mismatches, pipeline bugs or reference errors.
    #[error("the check failed: {summary}")]
    CheckFailed {
        /// The summary line.
        summary: String,
    },
    /// The check proves nothing about part of the module: a function was refused, every
    /// trial of a function was skipped, or nothing ran.
    #[error("the check is incomplete: {}", .gaps.join("; "))]
    CheckIncomplete {
        /// What was not covered, one entry per function.
        gaps: Vec<String>,
    },
    /// The argument contracts of an LLVM input (`;@ contract` lines, or `//@ contract` lines
    /// of its C source) do not parse.
    #[error("{path}: bad argument contract: {error}")]
    Contract {
        /// The file.
        path: String,
        /// Why.
        error: String,
    },
    /// A `--arg` (or `; check-arg:`) constraint that is malformed or does not fit.
    #[error("{error}")]
    BadArg {
        /// Why.
        error: ArgError,
        /// Where, for a `; check-arg:` comment in the input (unknown for `--arg`).
        loc: Loc,
    },
    /// `lower` needs a target and neither `--target` nor a `target` line gives one.
    #[error("no target: give --target or a `target \"...\"` line in the module")]
    NoTarget,
    /// The legalised module is not in legal form (a legaliser bug, reported, never lowered).
    #[error("the legalised module is not in legal form for {target} ({} error{})", .errors.len(), plural(.errors.len()))]
    NotLegal {
        /// Target name.
        target: String,
        /// What `verify_legal` found.
        errors: Vec<PassError>,
    },
    /// Lowering failed.
    #[error(transparent)]
    Lower(LowerError),
    /// `--function` names no function of the module.
    #[error("no function `@{name}` in the module")]
    NoFunction {
        /// The name as given (without `@`).
        name: String,
        /// The module's functions.
        known: Vec<String>,
    },
    /// The module has no function: nothing to lower or check.
    #[error("the module has no functions: there is nothing to {action}")]
    EmptyModule {
        /// `lower` or `check`.
        action: &'static str,
    },
    /// `-o FILE` with several kernels: GenX_IR reads one kernel per file.
    #[error(
        "`-o {path}` would hold {} kernels ({}), but GenX_IR reads one kernel per file",
        .kernels.len(),
        name_list(.kernels)
    )]
    OneKernelPerFile {
        /// The output path as given.
        path: String,
        /// The kernels' names.
        kernels: Vec<String>,
    },
    /// `-Werror`: warnings were given, so nothing was written.
    #[error("{count} warning{} treated as error{} (-Werror): nothing written", plural(*.count), plural(*.count))]
    WarningsAsErrors {
        /// How many warnings were printed.
        count: usize,
    },
    /// A `-W` flag that is neither `-Werror` nor `-Wno-KIND` of a known kind.
    #[error("unknown warning flag `-W{flag}`")]
    UnknownWarningFlag {
        /// What followed `-W`.
        flag: String,
        /// The kinds `-Wno-` takes.
        kinds: Vec<&'static str>,
    },
    /// `-o DIR/` with an `--emit` that is not one file per kernel.
    #[error("`-o {path}` names a directory, where `lower` writes one `.visaasm` file per kernel, but `--emit {emit}` prints a single text")]
    DirectoryNeedsVisa {
        /// The output path as given.
        path: String,
        /// The `--emit` value.
        emit: &'static str,
    },
    /// `memlower gen` was asked for something it cannot write.
    #[error("{message}")]
    GenArgs {
        /// What is wrong.
        message: String,
        /// What would be accepted.
        expected: String,
    },
    /// The workload cannot be generated (its size cannot be shared by its functions).
    #[error(transparent)]
    Workload(crate::workload::WorkloadError),
    /// `--target` or the module's `target` line names no known target.
    #[error("unknown target `{name}`")]
    UnknownTarget {
        /// The name as given.
        name: String,
        /// The known names.
        known: Vec<&'static str>,
    },
    /// `--target name+ext` names an unknown extension, or one the target does not offer.
    #[error(transparent)]
    Extension(memlower_passes::target::TargetError),
    /// An error already rendered against the input (the streamed `lower` renders a
    /// function's error against its part of the input, which is all it holds).
    #[error("{}", .text.trim_end())]
    Rendered {
        /// The text printed on stderr.
        text: String,
    },
    /// A compile session failed in a way no other variant words.
    #[error(transparent)]
    Compile(CompileError),
    /// `--finalize`: GenX_IR could not be started, rejected a kernel, or wrote code its
    /// figures cannot be read from.
    #[error("--finalize: {reason}")]
    Finalize {
        /// What went wrong, naming the kernel when there is one.
        reason: String,
    },
}

impl From<CompileError> for DriverError {
    /// The command line's words for a session's error: the same as before the session.
    fn from(e: CompileError) -> DriverError {
        match e.without_function() {
            CompileError::Pipeline(e) => DriverError::Pipeline(e),
            CompileError::Parse(e) => DriverError::Parse(e),
            CompileError::Invalid { errors } => DriverError::Invalid(errors),
            CompileError::Legalise { error, .. } => DriverError::Run(*error),
            CompileError::Broken {
                pipeline, errors, ..
            } => DriverError::BrokenOutput { pipeline, errors },
            CompileError::NotLegal { target, errors, .. } => {
                DriverError::NotLegal { target, errors }
            }
            CompileError::Lower { error, .. } => DriverError::Lower(*error),
            CompileError::NoTarget => DriverError::NoTarget,
            e => DriverError::Compile(e),
        }
    }
}

/// `""` or `"s"`, for counts in messages.
pub(super) fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

impl Located for DriverError {
    fn loc(&self) -> Loc {
        match self {
            DriverError::Parse(e) => e.loc(),
            DriverError::Pipeline(e) => e.loc(),
            DriverError::Run(e) => e.loc(),
            DriverError::Lower(e) => e.loc(),
            DriverError::NotLegal { errors, .. } => {
                errors.first().map(|e| e.loc()).unwrap_or(Loc::UNKNOWN)
            }
            DriverError::EmptyModule { .. } => Loc::new(1, 1),
            DriverError::BadArg { loc, .. } | DriverError::NotUtf8 { loc, .. } => *loc,
            DriverError::Import(e) => e.loc(),
            DriverError::Compile(e) => e.loc(),
            _ => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            DriverError::Parse(e) => e.expected(),
            DriverError::Pipeline(e) => e.expected(),
            DriverError::Run(e) => e.expected(),
            DriverError::BrokenOutput { .. } => {
                Some("valid IR from every pass (run with --verify-each to find the pass)".into())
            }
            DriverError::UnknownTarget { known, .. } => {
                Some(format!("one of: {}", known.join(", ")))
            }
            #[cfg(feature = "mutations")]
            DriverError::UnknownMutation { known, .. } => {
                Some(format!("one of: {}", known.join(", ")))
            }
            DriverError::Extension(e) => Some(e.expected()),
            DriverError::CheckFailed { .. } => {
                Some("kernels that agree with the reference semantics on every input".into())
            }
            DriverError::CheckIncomplete { .. } => Some(
                "every function lowered and compared on at least one trial (`--function` checks \
                 one function, `--arg NAME=LO..HI` steers its arguments)"
                    .into(),
            ),
            DriverError::BadArg { error, .. } => Some(error.expected()),
            DriverError::Contract { .. } => Some(
                "`//@ contract f(x: 0..=300, p: f32[n], ...)` as llvm/src/contract.rs describes"
                    .into(),
            ),
            DriverError::NotUtf8 { .. } => {
                Some("UTF-8 text (convert the file, e.g. with `iconv -t UTF-8`)".into())
            }
            DriverError::Lower(e) => e.expected(),
            DriverError::NotLegal { errors, .. } => errors.first().and_then(|e| e.expected()),
            DriverError::NoTarget => Some(format!("one of: {}", Target::names().join(", "))),
            DriverError::NoFunction { known, .. } if known.is_empty() => {
                Some("a module with functions".into())
            }
            DriverError::NoFunction { known, .. } => Some(format!("one of: {}", name_list(known))),
            DriverError::EmptyModule { .. } => Some("at least one `func`".into()),
            DriverError::OneKernelPerFile { .. } => Some(
                "`-o DIR/` to write one `<function>.visaasm` per kernel, or `--function NAME` to \
                 lower one"
                    .into(),
            ),
            DriverError::GenArgs { expected, .. } => Some(expected.clone()),
            DriverError::Workload(_) => {
                Some("`--functions F` with F between 1 and the size".into())
            }
            DriverError::DirectoryNeedsVisa { .. } => {
                Some("`--emit visa` with `-o DIR/`, or `-o FILE` for the other outputs".into())
            }
            DriverError::WarningsAsErrors { .. } => {
                Some("no warning, or `-Wno-KIND` for a kind you accept".into())
            }
            DriverError::UnknownWarningFlag { kinds, .. } => Some(format!(
                "-Werror, or -Wno- with one of: {}",
                kinds.join(", ")
            )),
            DriverError::Read { .. } | DriverError::Write { .. } | DriverError::Invalid(_) => None,
            DriverError::Import(_) | DriverError::Rendered { .. } => None,
            DriverError::Compile(e) => e.expected(),
            DriverError::Finalize { .. } => Some(
                "GenX_IR on PATH (Debian package libigc-tools, scripts/ensure-deps.sh) \
                 accepting every kernel"
                    .into(),
            ),
        }
    }
}

/// Functions named in a message: all of them if there are few, else the first few and how
/// many more (a module of 100 000 kernels must not make a message of 100 000 names).
fn name_list(names: &[String]) -> String {
    const SHOWN: usize = 5;
    let mut s = names
        .iter()
        .take(SHOWN)
        .map(|k| format!("@{k}"))
        .collect::<Vec<_>>()
        .join(", ");
    if names.len() > SHOWN + 1 {
        s.push_str(&format!(" and {} more", names.len() - SHOWN));
    } else if let Some(last) = names.get(SHOWN) {
        s.push_str(&format!(", @{last}"));
    }
    s
}
