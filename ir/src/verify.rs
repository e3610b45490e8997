//! The verifier. Placeholder: being written.
use crate::ir::{Loc, Module};

/// A verifier error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct VerifyError {
    /// Where.
    pub loc: Loc,
    /// What went wrong.
    pub message: String,
}

/// Verifies a module.
pub fn verify_module(_m: &Module) -> Result<(), Vec<VerifyError>> {
    Ok(())
}
