//! Why an LLVM module could not be imported. Every refusal names the LLVM instruction (as the
//! `.ll` writes it), its function and the rule it breaks, so a user can find the line in the `.ll`.

use memlower_ir::verify::VerifyError;
use memlower_ir::Loc;

/// An import failure. Nothing is imported when one occurs (the caller gets no module).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ImportError {
    /// The file could not be read, or LLVM could not parse or verify it.
    #[error("{path}: {message}")]
    Read {
        /// The input.
        path: String,
        /// LLVM's own message (parser or verifier).
        message: String,
    },
    /// An instruction (or argument, or type) memlower IR cannot express.
    #[error("in function @{function}: `{llvm}`: {why}")]
    Unsupported {
        /// The LLVM function.
        function: String,
        /// The LLVM instruction as the `.ll` text writes it (bitcode: as LLVM prints it), or
        /// the argument or constant as LLVM prints it.
        llvm: String,
        /// Why it cannot be expressed.
        why: String,
        /// Its line and column in the `.ll` text (unknown for bitcode, or text LLVM did not
        /// print).
        loc: Loc,
    },
    /// The module has no function with a body.
    #[error("{path}: no function with a body to import")]
    Empty {
        /// The input.
        path: String,
    },
    /// The function asked for is not among the module's functions with a body.
    #[error("{path}: no function @{name} with a body (functions: {})", list(known))]
    NoFunction {
        /// The input.
        path: String,
        /// The name asked for.
        name: String,
        /// The functions with a body.
        known: Vec<String>,
    },
    /// Several functions were refused: every refusal, in module order (a module with one
    /// refused function reports that refusal itself).
    #[error("{} functions cannot be imported:\n{}", .0.len(), lines(.0))]
    Functions(Vec<ImportError>),
    /// The imported module is not valid memlower IR: an importer bug, reported instead of
    /// returned.
    #[error("the imported module does not verify (an importer bug): {error}")]
    Verify {
        /// The first verifier error.
        error: Box<VerifyError>,
    },
}

fn list(names: &[String]) -> String {
    const SHOWN: usize = 8;
    let mut s: Vec<String> = names.iter().take(SHOWN).map(|n| format!("@{n}")).collect();
    if names.len() > SHOWN {
        s.push(format!("and {} more", names.len() - SHOWN));
    }
    s.join(", ")
}

fn lines(errors: &[ImportError]) -> String {
    errors
        .iter()
        .map(|e| format!("  {e}"))
        .collect::<Vec<_>>()
        .join("\n")
}

impl ImportError {
    /// Where in the `.ll` text the error is (unknown but for [`ImportError::Unsupported`]; the
    /// first refusal's for [`ImportError::Functions`]).
    pub fn loc(&self) -> Loc {
        match self {
            ImportError::Unsupported { loc, .. } => *loc,
            ImportError::Functions(errors) => errors.first().map_or(Loc::UNKNOWN, |e| e.loc()),
            _ => Loc::UNKNOWN,
        }
    }

    /// The refusals it holds: itself, or each of [`ImportError::Functions`].
    pub fn refusals(&self) -> &[ImportError] {
        match self {
            ImportError::Functions(errors) => errors,
            e => std::slice::from_ref(e),
        }
    }
}

impl memlower_ir::diag::Located for ImportError {
    fn loc(&self) -> Loc {
        ImportError::loc(self)
    }
}
