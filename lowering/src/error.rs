//! Lowering errors: input that is not in legal form, input no vISA instruction can express, and
//! message IR that breaks a message rule (a lowering bug or a target table mismatch, reported
//! rather than emitted).

use crate::verify::MirError;
use memlower_ir::diag::Located;
use memlower_ir::Loc;

/// Why a module could not be lowered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LowerError {
    /// The op is not in legal form (docs/ARCHITECTURE.md §3): run the legalisation passes first.
    #[error("`{op}` is not in legal form: {why}")]
    NotLegal {
        /// Where.
        loc: Loc,
        /// The op (mnemonic and type).
        op: String,
        /// What is wrong.
        why: String,
        /// What legal form wants.
        expected: String,
    },
    /// The op is legal IR but has no vISA lowering (e.g. 64-bit integer multiply).
    #[error("`{op}` cannot be lowered to vISA: {why}")]
    Unsupported {
        /// Where.
        loc: Loc,
        /// The op.
        op: String,
        /// Why.
        why: String,
    },
    /// The kernel's arguments do not fit in the register file.
    #[error("the arguments of `{func}` need {bytes} bytes of registers from r1/r2, but {target} has {avail}")]
    Inputs {
        /// Function name.
        func: String,
        /// Bytes needed (end of the last input).
        bytes: u32,
        /// Target name.
        target: String,
        /// Register-file bytes.
        avail: u32,
    },
    /// The allocator made no correct allocation (a [`crate::regalloc::allocator::Checked`] allocator
    /// found it wrong); nothing is emitted.
    #[error("the register allocation of `{func}` failed: {why}")]
    Allocation {
        /// Function name.
        func: String,
        /// Why.
        why: String,
    },
    /// The lowered kernel breaks a message rule; nothing is emitted.
    #[error("the lowered kernel `{func}` breaks a message rule: {err}")]
    Verify {
        /// Function name.
        func: String,
        /// The rule.
        err: MirError,
    },
}

impl Located for LowerError {
    fn loc(&self) -> Loc {
        match self {
            LowerError::NotLegal { loc, .. } | LowerError::Unsupported { loc, .. } => *loc,
            LowerError::Inputs { .. } | LowerError::Allocation { .. } => Loc::UNKNOWN,
            LowerError::Verify { err, .. } => err.loc(),
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            LowerError::NotLegal { expected, .. } => Some(expected.clone()),
            LowerError::Verify { err, .. } => err.expected(),
            _ => None,
        }
    }
}
