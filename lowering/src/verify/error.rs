//! The verifier's error: [`MirError`], one variant per rule the message IR can break, with the
//! location and the expected form each diagnostic shows.

use memlower_ir::diag::Located;
use memlower_ir::Loc;
use memlower_passes::target::Extension;

/// A rule the message IR breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MirError {
    /// The exec size is not legal for the message on the target.
    #[error("{msg} with exec size {exec} is not legal on {target}")]
    ExecSize {
        /// Where.
        loc: Loc,
        /// Message name (spec spelling).
        msg: &'static str,
        /// The exec size.
        exec: u32,
        /// Target name.
        target: String,
        /// The legal sizes.
        allowed: Vec<u32>,
    },
    /// The message does not exist on the target.
    #[error("{msg} is not available on {target}")]
    Unavailable {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Target name.
        target: String,
    },
    /// The execution-mask offset is illegal for the exec size or the predicate.
    #[error("execution mask offset {offset} is not legal for exec size {exec}: {why}")]
    MaskOffset {
        /// Where.
        loc: Loc,
        /// Exec size.
        exec: u32,
        /// First channel.
        offset: u32,
        /// Which rule.
        why: String,
    },
    /// The block count is not one the message has.
    #[error("{msg} cannot move {blocks} blocks per lane")]
    Blocks {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// The block count.
        blocks: u8,
        /// The legal block counts.
        allowed: Vec<u8>,
    },
    /// A channel mask the message may not carry.
    #[error("{msg} cannot carry channel mask {bits:#x}")]
    Channels {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// The mask bits.
        bits: u8,
        /// Only the first C channels (R, RG, RGB, RGBA) are allowed.
        first_only: bool,
    },
    /// The surface kind is not allowed for the message.
    #[error("{msg} cannot access surface {surface}: {why}")]
    Surface {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Surface text.
        surface: String,
        /// Which rule.
        why: &'static str,
    },
    /// An operand has the wrong element type.
    #[error("{msg}: {operand} has type {found}")]
    OperandType {
        /// Where.
        loc: Loc,
        /// Message or opcode name.
        msg: &'static str,
        /// Which operand.
        operand: &'static str,
        /// Its type.
        found: String,
        /// What is allowed.
        expected: &'static str,
    },
    /// A raw operand is not at a GRF boundary of its root variable.
    #[error("{msg}: raw operand {operand} ({var}) starts {offset} bytes into its register block, not at a {grf}-byte GRF boundary")]
    RawAlign {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Which operand.
        operand: &'static str,
        /// Variable name.
        var: String,
        /// Byte offset in the root variable.
        offset: u32,
        /// GRF size.
        grf: u32,
    },
    /// A raw operand's footprint runs past the end of its variable.
    #[error("{msg}: raw operand {operand} ({var}) covers {needs} bytes from offset {offset}, but its variable has {has}")]
    Footprint {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Which operand.
        operand: &'static str,
        /// Variable name.
        var: String,
        /// Offset in the root.
        offset: u32,
        /// Bytes the message touches.
        needs: u32,
        /// Bytes the root variable has.
        has: u32,
    },
    /// A required raw operand is `%null`, or the typed address pattern is one the hardware
    /// misreads.
    #[error("{msg}: {why}")]
    Operands {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Which rule.
        why: &'static str,
    },
    /// An ALU, compare or predicate instruction breaks a rule.
    #[error("`{op}`: {why}")]
    Alu {
        /// Where.
        loc: Loc,
        /// Opcode.
        op: &'static str,
        /// Which rule.
        why: String,
    },
    /// A register operand breaks one of the general region restrictions of the vISA operands
    /// chapter (rules 1-6: legal widths and strides, exec size at least the width, at most two
    /// adjacent GRFs accessed).
    #[error("`{inst}`: its {operand} breaks region rule {rule}: {why}")]
    Region {
        /// Where.
        loc: Loc,
        /// The instruction, as vISA text.
        inst: String,
        /// Which operand (`destination`, `source 1`, `global offset`).
        operand: String,
        /// The rule's number in the operands chapter's list.
        rule: u8,
        /// What breaks it (for rule 6, the bytes and GRFs the operand spans).
        why: String,
    },
    /// A reference to a variable, predicate, surface or label that does not exist.
    #[error("reference to an undeclared {what} (id {id})")]
    Undeclared {
        /// Where.
        loc: Loc,
        /// Kind.
        what: &'static str,
        /// Id.
        id: u32,
    },
    /// The message relies on an extension (outside the message specification) that the target
    /// does not enable.
    #[error("{msg}: {} is outside the specification (extension `{extension}`, not enabled on {target})", .extension.summary())]
    Extension {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// The extension it needs.
        extension: Extension,
        /// Target name.
        target: String,
    },
    /// A declaration or input is malformed.
    #[error("{what}")]
    Decl {
        /// What is wrong.
        what: String,
    },
    /// A read message's destination shares registers with an operand the message reads.
    #[error("{msg}: the destination overlaps the {operand} operand ({registers}): the specification does not say what a message returns then")]
    DstOverlap {
        /// Where.
        loc: Loc,
        /// Message name.
        msg: &'static str,
        /// Which operand (`offsets`, `U`..`LOD`, `global offset`).
        operand: &'static str,
        /// The two variables and their bytes in the register block they share
        /// (`dst v_v bytes 0..32 and v_off_addr bytes 0..32 of v_off_addr`).
        registers: String,
    },
}

impl Located for MirError {
    fn loc(&self) -> Loc {
        match self {
            MirError::ExecSize { loc, .. }
            | MirError::Unavailable { loc, .. }
            | MirError::MaskOffset { loc, .. }
            | MirError::Blocks { loc, .. }
            | MirError::Channels { loc, .. }
            | MirError::Surface { loc, .. }
            | MirError::OperandType { loc, .. }
            | MirError::RawAlign { loc, .. }
            | MirError::Footprint { loc, .. }
            | MirError::Operands { loc, .. }
            | MirError::Alu { loc, .. }
            | MirError::Region { loc, .. }
            | MirError::Extension { loc, .. }
            | MirError::Undeclared { loc, .. }
            | MirError::DstOverlap { loc, .. } => *loc,
            MirError::Decl { .. } => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            MirError::ExecSize { allowed, .. } => Some(format!(
                "an exec size in {{{}}}",
                allowed
                    .iter()
                    .map(|a| a.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            MirError::Unavailable { .. } => {
                Some("a target with the message (XeHP or later)".into())
            }
            MirError::MaskOffset { exec, .. } => Some(format!(
                "an offset that is a multiple of {} with offset + {exec} <= 32",
                exec.max(&8)
            )),
            MirError::Blocks { allowed, .. } => Some(format!(
                "a block count in {{{}}}",
                allowed
                    .iter()
                    .map(|a| a.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            MirError::Channels { first_only, .. } => Some(if *first_only {
                "R, RG, RGB or RGBA (the channels are consecutive dwords in memory)".into()
            } else {
                "one of the 15 non-empty RGBA masks".into()
            }),
            MirError::Surface { .. } => Some("a typed user surface".into()),
            MirError::OperandType { expected, .. } => Some((*expected).into()),
            MirError::RawAlign { grf, .. } => {
                Some(format!("a byte offset that is a multiple of {grf}"))
            }
            MirError::Footprint { needs, .. } => Some(format!(
                "a variable of at least {needs} bytes from the operand"
            )),
            MirError::DstOverlap { .. } => {
                Some("a destination in registers apart from every operand the message reads".into())
            }
            MirError::Region { rule: 6, .. } => Some(
                "an operand within two adjacent GRFs (an instruction of a smaller exec size)"
                    .into(),
            ),
            MirError::Region { .. } => Some(
                "width 1, 2, 4, 8 or 16 up to the exec size, vertical stride 0..32 and                  horizontal stride 0, 1, 2 or 4 (a power of two; not 0 for a destination)"
                    .into(),
            ),
            MirError::Extension {
                extension, target, ..
            } => Some(format!(
                "what the specification allows, or --target {target}+{extension}"
            )),
            _ => None,
        }
    }
}
