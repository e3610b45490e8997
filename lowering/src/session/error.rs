//! Why a session stage failed: [`CompileError`], one variant per stage, each with the location
//! of what is at fault ([`Located`]) and, for a function's stages, the function's name.

use crate::LowerError;
use memlower_ir::diag::Located;
use memlower_ir::parse::ParseError;
use memlower_ir::verify::VerifyError;
use memlower_ir::Loc;
use memlower_passes::manager::{ManagerError, PipelineError};
use memlower_passes::PassError;

/// Why the session stopped. The session returns the error of the stage that failed, as that
/// stage reported it; nothing is compiled again to find it.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// The pipeline string (or a `print_after` name) names unknown passes.
    #[error(transparent)]
    Pipeline(PipelineError),
    /// The input text does not parse.
    #[error(transparent)]
    Parse(ParseError),
    /// The input breaks verifier rules.
    #[error("the input is not valid IR ({} error{})", .errors.len(), plural(.errors.len()))]
    Invalid {
        /// Every verifier error, each with its site.
        errors: Vec<VerifyError>,
    },
    /// A pass failed (or, with `verify_each`, broke the IR).
    #[error("{}{error}", in_function(.function))]
    Legalise {
        /// The function compiled alone, if the session compiled one.
        function: Option<String>,
        /// What the pass manager said (boxed: errors are rare, results are returned often).
        error: Box<ManagerError>,
    },
    /// The IR is invalid after the whole pipeline: a pass bug.
    #[error("{}the IR is invalid after the pipeline `{pipeline}` ({} error{})", in_function(.function), .errors.len(), plural(.errors.len()))]
    Broken {
        /// The function compiled alone, if any.
        function: Option<String>,
        /// The pipeline.
        pipeline: String,
        /// What the verifier found.
        errors: Vec<VerifyError>,
    },
    /// The legalised IR is not in legal form for the target.
    #[error("{}the legalised module is not in legal form for {target} ({} error{})", in_function(.function), .errors.len(), plural(.errors.len()))]
    NotLegal {
        /// The function compiled alone, if any.
        function: Option<String>,
        /// The target, with its extensions.
        target: String,
        /// What `verify_legal` found, each at its op.
        errors: Vec<PassError>,
    },
    /// Lowering (or the message verifier, or the allocator) refused or failed.
    #[error("{}{error}", in_function(.function))]
    Lower {
        /// The function compiled alone, if any.
        function: Option<String>,
        /// Why, at the op's location (boxed, as for `Legalise`).
        error: Box<LowerError>,
    },
    /// [`super::Session::compile_function`] was given a module of `count` functions, not one.
    #[error("a module of {count} functions where one function was expected")]
    NotOneFunction {
        /// The functions the module has.
        count: usize,
    },
    /// Lowering was asked for without a target.
    #[error("no target to lower for")]
    NoTarget,
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn in_function(f: &Option<String>) -> String {
    f.as_ref().map(|f| format!("@{f}: ")).unwrap_or_default()
}

impl CompileError {
    /// The function the error is in, when the session compiled one alone.
    pub fn function(&self) -> Option<&str> {
        match self {
            CompileError::Legalise { function, .. }
            | CompileError::Broken { function, .. }
            | CompileError::NotLegal { function, .. }
            | CompileError::Lower { function, .. } => function.as_deref(),
            _ => None,
        }
    }

    /// The same error without its function's name (as the whole-module path words it).
    pub fn without_function(self) -> CompileError {
        match self {
            CompileError::Legalise { error, .. } => CompileError::Legalise {
                function: None,
                error,
            },
            CompileError::Broken {
                pipeline, errors, ..
            } => CompileError::Broken {
                function: None,
                pipeline,
                errors,
            },
            CompileError::NotLegal { target, errors, .. } => CompileError::NotLegal {
                function: None,
                target,
                errors,
            },
            CompileError::Lower { error, .. } => CompileError::Lower {
                function: None,
                error,
            },
            e => e,
        }
    }
}

impl Located for CompileError {
    fn loc(&self) -> Loc {
        match self {
            CompileError::Pipeline(e) => e.loc(),
            CompileError::Parse(e) => e.loc(),
            CompileError::Invalid { errors } | CompileError::Broken { errors, .. } => {
                errors.first().map(|e| e.loc()).unwrap_or(Loc::UNKNOWN)
            }
            CompileError::Legalise { error, .. } => error.loc(),
            CompileError::NotLegal { errors, .. } => {
                errors.first().map(|e| e.loc()).unwrap_or(Loc::UNKNOWN)
            }
            CompileError::Lower { error, .. } => error.loc(),
            CompileError::NoTarget | CompileError::NotOneFunction { .. } => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            CompileError::Pipeline(e) => e.expected(),
            CompileError::Parse(e) => e.expected(),
            CompileError::Invalid { errors } | CompileError::Broken { errors, .. } => {
                errors.first().and_then(|e| e.expected())
            }
            CompileError::Legalise { error, .. } => error.expected(),
            CompileError::NotLegal { errors, .. } => errors.first().and_then(|e| e.expected()),
            CompileError::Lower { error, .. } => error.expected(),
            CompileError::NoTarget => Some("a target".into()),
            CompileError::NotOneFunction { .. } => Some("a module of one function".into()),
        }
    }
}
