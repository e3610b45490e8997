//! Why an LLVM module could not be imported. Every refusal names the LLVM instruction (as LLVM
//! prints it), its function and the rule it breaks, so a user can find the line in the `.ll`.

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
        /// The LLVM instruction, argument or constant, as LLVM prints it.
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
    /// The imported module is not valid memlower IR: an importer bug, reported instead of
    /// returned.
    #[error("the imported module does not verify (an importer bug): {error}")]
    Verify {
        /// The first verifier error.
        error: Box<VerifyError>,
    },
}

impl ImportError {
    /// Where in the `.ll` text the error is (unknown but for [`ImportError::Unsupported`]).
    pub fn loc(&self) -> Loc {
        match self {
            ImportError::Unsupported { loc, .. } => *loc,
            _ => Loc::UNKNOWN,
        }
    }
}
