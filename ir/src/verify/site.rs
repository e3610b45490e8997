//! Where a verifier error points and what it names: the [`Site`] (source location, or function,
//! block and instruction for built IR), the [`Operand`] role and the [`ConstProblem`] of a
//! constant.

use crate::ir::*;
use crate::types::ScalarType;
use std::fmt;

/// Where an error is: the source location plus, for IR without locations (built, not parsed),
/// the function, block, instruction position and op, so the message still points somewhere.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Site {
    /// Source position (`Loc::UNKNOWN` for built IR).
    pub loc: Loc,
    /// The function, if the error is inside one.
    pub func: Option<String>,
    /// The block, if the error is inside one.
    pub block: Option<String>,
    /// Position of the instruction in its block (0-based), if the error is about one.
    pub index: Option<usize>,
    /// The op mnemonic (`gather`, `add`, `br`), if the error is about an instruction.
    pub op: Option<&'static str>,
}

impl fmt::Display for Site {
    /// Nothing when the location is known (the rendered diagnostic shows the line); otherwise
    /// ` (in `gather`, instruction 3 of block `entry` of @k)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.is_known() {
            return Ok(());
        }
        let mut parts = Vec::new();
        if let Some(op) = self.op {
            parts.push(format!("`{op}`"));
        }
        match (self.index, &self.block) {
            (Some(i), Some(b)) => parts.push(format!("instruction {i} of block `{b}`")),
            (None, Some(b)) => parts.push(format!("block `{b}`")),
            _ => {}
        }
        if let Some(func) = &self.func {
            parts.push(format!("@{func}"));
        }
        if parts.is_empty() {
            Ok(())
        } else {
            write!(f, " (in {})", parts.join(", "))
        }
    }
}

/// The operand (or result) of an instruction an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// The scalar base of an address.
    Base,
    /// The per-lane offsets of an address.
    Offsets,
    /// The lane mask of a memory op.
    Mask,
    /// The data of a scatter or image store.
    Data,
    /// The instruction's result.
    Result,
    /// The left operand of a binary op or compare.
    Lhs,
    /// The right operand of a binary op or compare.
    Rhs,
    /// The condition of a select or conditional branch.
    Cond,
    /// The value a select picks where the condition is set.
    OnTrue,
    /// The value a select picks where the condition is clear.
    OnFalse,
    /// The single input of a splat, cast, extract or channel extract, or the part an insert
    /// writes.
    Source,
    /// The vector an insert updates.
    Dest,
    /// Part `i` (0-based) of a concat or channel pack.
    Part(usize),
    /// Image coordinate `i` (0 = U, 1 = V, 2 = R).
    Coord(usize),
    /// The level of detail of an image access.
    Lod,
    /// Factor `i` (0-based) of an `fma`.
    Factor(usize),
    /// The addend of an `fma`.
    Addend,
}

impl Operand {
    pub(super) fn has(self) -> &'static str {
        match self {
            Operand::Offsets => "have",
            _ => "has",
        }
    }
}

impl fmt::Display for Operand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Operand::Base => f.write_str("the base"),
            Operand::Offsets => f.write_str("the offsets"),
            Operand::Mask => f.write_str("the mask"),
            Operand::Data => f.write_str("the data"),
            Operand::Result => f.write_str("the result"),
            Operand::Lhs => f.write_str("the left operand"),
            Operand::Rhs => f.write_str("the right operand"),
            Operand::Cond => f.write_str("the condition"),
            Operand::OnTrue => f.write_str("the true arm"),
            Operand::OnFalse => f.write_str("the false arm"),
            Operand::Source => f.write_str("the source"),
            Operand::Dest => f.write_str("the destination"),
            Operand::Part(i) => write!(f, "part {}", i + 1),
            Operand::Coord(0) => f.write_str("the U coordinate"),
            Operand::Coord(1) => f.write_str("the V coordinate"),
            Operand::Coord(2) => f.write_str("the R coordinate"),
            Operand::Coord(i) => write!(f, "coordinate {}", i + 1),
            Operand::Lod => f.write_str("the LOD"),
            Operand::Factor(i) => write!(f, "factor {}", i + 1),
            Operand::Addend => f.write_str("the addend"),
        }
    }
}

/// What is wrong with a constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstProblem {
    /// The element count is neither 1 (a splat) nor the type's lanes x channels.
    Count {
        /// Elements written.
        found: usize,
        /// Elements of the type.
        elements: u32,
    },
    /// Float elements for an integer or mask type.
    FloatForInt,
    /// Integer elements for a float type.
    IntForFloat,
    /// A mask element other than 0 or 1.
    NotABit {
        /// Element index.
        index: usize,
        /// The element.
        value: i64,
    },
    /// An integer element that fits the width neither as signed nor as unsigned.
    OutOfRange {
        /// Element index.
        index: usize,
        /// The element.
        value: i64,
        /// The integer type.
        elem: ScalarType,
    },
}

impl fmt::Display for ConstProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConstProblem::Count { found, elements } => {
                write!(f, "{found} elements where the type has {elements}")
            }
            ConstProblem::FloatForInt => f.write_str("float elements for an integer or mask type"),
            ConstProblem::IntForFloat => f.write_str("integer elements for a float type"),
            ConstProblem::NotABit { index, value } => {
                write!(f, "mask element {index} is {value}")
            }
            ConstProblem::OutOfRange { index, value, elem } => {
                write!(f, "element {index} ({value}) does not fit in {elem}")
            }
        }
    }
}
