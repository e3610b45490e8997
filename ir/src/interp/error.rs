//! How a run fails: the undefined behaviour it proves ([`Ub`], with the [`Place`] it names),
//! the error type, and the location helper every evaluation step builds its errors with.

use crate::diag::Located;
use crate::ir::Loc;
use crate::types::ChannelMask;
use std::fmt;

/// A memory location two lanes both wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A byte of a buffer (or of SLM).
    Byte {
        /// Surface name.
        surface: String,
        /// Byte address.
        address: u32,
    },
    /// A channel of an image pixel.
    Texel {
        /// Surface name.
        surface: String,
        /// U, V, R coordinates.
        uvr: [u32; 3],
        /// Channel (0 = R .. 3 = A).
        channel: u8,
    },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Byte { surface, address } => write!(f, "byte {address:#x} of @{surface}"),
            Place::Texel {
                surface,
                uvr: [u, v, r],
                channel,
            } => {
                let ch = ChannelMask(1 << channel).name();
                write!(f, "channel {ch} of pixel ({u}, {v}, {r}) of @{surface}")
            }
        }
    }
}

fn lane_text(lane: &Option<u32>) -> String {
    lane.map(|l| format!(" in lane {l}")).unwrap_or_default()
}

/// The kinds of undefined behaviour the interpreter detects.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Ub {
    /// Two enabled lanes of one scatter or image store write the same in-bounds location.
    #[error("enabled lanes {first} and {second} both write {place}")]
    OverlappingWrite {
        /// The lower lane.
        first: u32,
        /// The higher lane.
        second: u32,
        /// The location.
        place: Place,
    },
    /// An address, coordinate, memory-op mask or branch condition has an undefined byte.
    #[error("the {operand}{} is undefined", lane_text(lane))]
    UndefinedOperand {
        /// `base`, `offset`, `mask`, `u`, `v`, `r`, `lod` or `condition`.
        operand: &'static str,
        /// The lane, for per-lane operands.
        lane: Option<u32>,
    },
    /// An enabled lane of a gather or scatter (or of a message) on memory whose bounds the
    /// hardware does not check reaches a byte past the end of the memory the caller gave,
    /// rounded up to a dword. Stateless memory is a raw address, and out-of-bound SLM accesses
    /// have undefined behaviour by the vISA execution model: nothing is promised.
    #[error("lane {lane} accesses byte {address:#x} of @{surface}, past the end of its {size} bytes (memory without checked bounds)")]
    OutOfBounds {
        /// The lane.
        lane: u32,
        /// The first byte past the end (rounded up to a dword) it touches.
        address: u32,
        /// The surface.
        surface: String,
        /// Bytes of memory the surface has.
        size: u32,
    },
    /// An enabled lane's access would pass the top of the 32-bit address space: its address
    /// plus the bytes its channels and elements span exceeds 2^32. The lane address itself
    /// (`base + offset`) wraps; an access does not wrap inside itself (the messages' semantics
    /// never say it does, SCATTER4_SCALED's even index dwords past it).
    #[error("lane {lane} accesses {bytes} bytes at {address:#x}, past the top of the 32-bit address space")]
    AddressOverflow {
        /// The lane.
        lane: u32,
        /// Its address (`base + offset`, wrapped to 32 bits).
        address: u32,
        /// The bytes the access spans from there.
        bytes: u32,
    },
    /// An enabled lane's address breaks the op's `align` promise.
    #[error("lane {lane} accesses address {address:#x}, not a multiple of the promised alignment {align}")]
    Misaligned {
        /// The lane.
        lane: u32,
        /// Its byte address (`base + offset`, wrapped to 32 bits).
        address: u32,
        /// The op's `align`.
        align: u32,
    },
}

/// Why a run did not return normally.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InterpError {
    /// The program has undefined behaviour on these inputs: there is nothing to compare.
    #[error("undefined behaviour in `{op}`: {ub}")]
    UndefinedBehaviour {
        /// The instruction.
        loc: Loc,
        /// Its mnemonic.
        op: &'static str,
        /// What happened.
        ub: Ub,
    },
    /// More than [`Limits::max_steps`](super::Limits::max_steps) instructions ran (the program
    /// may not terminate).
    #[error("step limit reached: {limit} instructions executed without returning")]
    StepLimit {
        /// The instruction that would have exceeded the limit.
        loc: Loc,
        /// The limit.
        limit: u64,
    },
    /// The arguments do not match the function's parameters.
    #[error("@{func} takes ({expected}) but was given ({found})")]
    Arguments {
        /// The function.
        loc: Loc,
        /// Its name.
        func: String,
        /// The parameter types.
        expected: String,
        /// The argument types.
        found: String,
    },
    /// The memory has no storage of the right kind for a surface the op touches.
    #[error("`{op}`: {reason}")]
    Memory {
        /// The instruction.
        loc: Loc,
        /// Its mnemonic.
        op: &'static str,
        /// What is missing.
        reason: String,
    },
    /// IR the verifier rejects (a type or shape the op does not accept, a use before
    /// definition, a block without terminator). Run the verifier first.
    #[error("`{op}` cannot run: {reason}")]
    Malformed {
        /// The instruction.
        loc: Loc,
        /// Its mnemonic.
        op: &'static str,
        /// What is wrong.
        reason: String,
    },
}

impl InterpError {
    /// True for [`InterpError::UndefinedBehaviour`]: the program, not the interpreter or its
    /// inputs' shape, is at fault.
    pub fn is_ub(&self) -> bool {
        matches!(self, InterpError::UndefinedBehaviour { .. })
    }
}

impl Located for InterpError {
    fn loc(&self) -> Loc {
        match self {
            InterpError::UndefinedBehaviour { loc, .. }
            | InterpError::StepLimit { loc, .. }
            | InterpError::Arguments { loc, .. }
            | InterpError::Memory { loc, .. }
            | InterpError::Malformed { loc, .. } => *loc,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            InterpError::Arguments { expected, .. } => Some(format!("arguments ({expected})")),
            InterpError::Malformed { .. } => Some("IR the verifier accepts".into()),
            InterpError::Memory { .. } => {
                Some("a Memory built for this module (Memory::zeroed / Memory::random)".into())
            }
            _ => None,
        }
    }
}

/// The instruction being executed, for error reports.
#[derive(Clone, Copy)]
pub(super) struct At {
    pub(super) loc: Loc,
    pub(super) op: &'static str,
}

impl At {
    pub(super) fn malformed(self, reason: impl Into<String>) -> InterpError {
        InterpError::Malformed {
            loc: self.loc,
            op: self.op,
            reason: reason.into(),
        }
    }

    pub(super) fn ub(self, ub: Ub) -> InterpError {
        InterpError::UndefinedBehaviour {
            loc: self.loc,
            op: self.op,
            ub,
        }
    }

    pub(super) fn undefined(self, operand: &'static str, lane: Option<u32>) -> InterpError {
        self.ub(Ub::UndefinedOperand { operand, lane })
    }
}
