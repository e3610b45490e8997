//! The verifier: the rules of `docs/ARCHITECTURE.md` §2, checked on any [`Module`], whether it
//! came from the parser (every instruction has a source [`Loc`]) or from the builder or a pass
//! (`Loc::UNKNOWN`).
//!
//! ```text
//!   Module ──▶ module rules (unique surface and function names)
//!     └─ Function ──▶ arena sanity (ids in range, each block/inst/value defined once)
//!                       │ (only if sane: the CFG and the printer's value names need it)
//!                       ├─▶ names, blocks, terminators, branch targets and arguments
//!                       ├─▶ SSA: operands defined by a live def that dominates the use (cfg::Cfg)
//!                       └─▶ per-op types: lanes, channels, surfaces, alignment, constants, `via`
//! ```
//!
//! Every error found is reported (not just the first), sorted by source location, as a
//! [`VerifyError`] variant that names the op, the operand and the types involved, and says what
//! would have been accepted ([`Located::expected`]). The verifier never panics: dangling value,
//! block or instruction ids and out-of-range surfaces are errors like any other. Checking an
//! instruction's types stops at its first undefined operand, so one mistake gives one error.

mod casts;

use crate::cfg::Cfg;
use crate::diag::Located;
use crate::ir::*;
use crate::print::Namer;
use crate::types::{ChannelMask, ScalarType, Type, MAX_LANES};
use std::collections::{HashMap, HashSet};
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
    fn has(self) -> &'static str {
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

/// A broken verifier rule. Every variant carries the [`Site`] (source location, function, block,
/// op) and renders with [`crate::diag::render`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    /// The arenas are inconsistent (a dangling id, or something defined twice). Only IR built
    /// by hand or by a buggy pass can be like this; the function's other rules are not checked.
    #[error("malformed IR: {problem}{at}")]
    Malformed {
        /// Where.
        at: Site,
        /// What is inconsistent.
        problem: String,
    },
    /// Two surfaces share a name.
    #[error("duplicate surface name `@{name}`{at}")]
    DuplicateSurface {
        /// The second declaration.
        at: Site,
        /// The name.
        name: String,
    },
    /// Two functions share a name.
    #[error("duplicate function name `@{name}`{at}")]
    DuplicateFunction {
        /// The second function.
        at: Site,
        /// The name.
        name: String,
    },
    /// Two blocks of a function share a name.
    #[error("duplicate block name `{name}`{at}")]
    DuplicateBlock {
        /// The second block.
        at: Site,
        /// The name.
        name: String,
    },
    /// Two values of a function share a name.
    #[error("duplicate value name `%{name}`{at}")]
    DuplicateValue {
        /// The second definition.
        at: Site,
        /// The name.
        name: String,
    },
    /// A name that is not an identifier (and so would not print and parse back).
    #[error("`{name}` is not a valid {what} name{at}")]
    BadName {
        /// Where the name is defined.
        at: Site,
        /// `value`, `block`, `surface` or `function`.
        what: &'static str,
        /// The name.
        name: String,
    },
    /// A function without blocks.
    #[error("function `@{name}` has no blocks{at}")]
    NoBlocks {
        /// The function.
        at: Site,
        /// Its name.
        name: String,
    },
    /// A block without instructions.
    #[error("block `{block}` is empty{at}")]
    EmptyBlock {
        /// The block.
        at: Site,
        /// Its name.
        block: String,
    },
    /// A block whose last instruction is not a terminator.
    #[error("block `{block}` does not end in a terminator{at}")]
    MissingTerminator {
        /// The last instruction of the block.
        at: Site,
        /// The block's name.
        block: String,
    },
    /// A terminator that is not the last instruction of its block.
    #[error("terminator in the middle of block `{block}`{at}")]
    MisplacedTerminator {
        /// The terminator.
        at: Site,
        /// The block's name.
        block: String,
    },
    /// An instruction with a result it should not have, or without one it should have.
    #[error("`{}` {} a result{at}", .at.op.unwrap_or("?"), if *has_result { "cannot have" } else { "must have" })]
    ResultMismatch {
        /// The instruction.
        at: Site,
        /// True if it has a result (and must not).
        has_result: bool,
    },
    /// A value type outside the type grammar (0 lanes, more than 4096, 0 or more than 4
    /// channels).
    #[error("invalid type {ty}: {reason}{at}")]
    InvalidType {
        /// The definition of the value.
        at: Site,
        /// The type.
        ty: Type,
        /// What is out of range.
        reason: &'static str,
    },
    /// An operand that no block parameter or live instruction defines.
    #[error("use of undefined value `{value}`{at}")]
    UndefinedValue {
        /// The use.
        at: Site,
        /// The value as printed.
        value: String,
    },
    /// A use in the defining block, before the definition.
    #[error("`{value}` is used before its definition{}{at}", defined_at(.def_loc))]
    UseBeforeDef {
        /// The use.
        at: Site,
        /// The value.
        value: String,
        /// Where it is defined.
        def_loc: Loc,
    },
    /// A use in a block that the defining block does not dominate.
    #[error("`{value}` is defined in block `{def_block}`, which does not dominate its use in block `{use_block}`{at}")]
    NotDominated {
        /// The use.
        at: Site,
        /// The value.
        value: String,
        /// The defining block.
        def_block: String,
        /// The block of the use.
        use_block: String,
    },
    /// A branch to a block that is not in the function's layout.
    #[error("branch to `{block}`, which is not a block of this function{at}")]
    UnknownBlock {
        /// The branch.
        at: Site,
        /// The target as printed (`block7` if it has no data).
        block: String,
    },
    /// A branch to the entry block.
    #[error("branch to the entry block `{block}`{at}")]
    BranchToEntry {
        /// The branch.
        at: Site,
        /// The entry block's name.
        block: String,
    },
    /// A branch passing the wrong number of arguments.
    #[error("`{block}` takes {params} argument{} but the branch passes {args}{at}", plural(*.params))]
    BranchArgCount {
        /// The branch.
        at: Site,
        /// The destination.
        block: String,
        /// The destination's parameter types.
        param_types: Vec<Type>,
        /// Number of parameters.
        params: usize,
        /// Number of arguments passed.
        args: usize,
    },
    /// A branch argument whose type is not its parameter's.
    #[error("branch argument {} to `{block}` has type {arg} but the parameter `{param_name}` has type {param}{at}", .index + 1)]
    BranchArgType {
        /// The branch.
        at: Site,
        /// The destination.
        block: String,
        /// Argument index (0-based).
        index: usize,
        /// The parameter as printed.
        param_name: String,
        /// The parameter's type.
        param: Type,
        /// The argument's type.
        arg: Type,
    },
    /// A surface reference outside the module's surface list.
    #[error("`{}` refers to {surface}, which the module does not declare{at}", .at.op.unwrap_or("?"))]
    UnknownSurface {
        /// The memory op.
        at: Site,
        /// The reference.
        surface: SurfaceRef,
    },
    /// An untyped op (`gather`, `scatter`) on an image.
    #[error("untyped op `{}` on image `@{surface}`{at}", .at.op.unwrap_or("?"))]
    UntypedOpOnImage {
        /// The memory op.
        at: Site,
        /// The image's name.
        surface: String,
    },
    /// A typed op (`image.load`, `image.store`) on a surface that is not an image.
    #[error("typed op `{}` on {kind} surface `@{surface}`{at}", .at.op.unwrap_or("?"))]
    TypedOpOnUntypedSurface {
        /// The memory op.
        at: Site,
        /// The surface's name.
        surface: String,
        /// `untyped`, `slm` or `stateless`.
        kind: &'static str,
    },
    /// An operand or result of the wrong type.
    #[error("type mismatch: {operand} of `{}` {} type {found}{at}", .at.op.unwrap_or("?"), .operand.has())]
    TypeMismatch {
        /// The instruction.
        at: Site,
        /// Which operand.
        operand: Operand,
        /// Its type.
        found: Type,
        /// What would have been accepted.
        expected: String,
    },
    /// Two operands (or an operand and the result) that must have the same lane count do not.
    #[error("lane count mismatch: {operand} {} {lanes} lane{} but {reference} {} {ref_lanes}{at}", .operand.has(), plural(*.lanes as usize), .reference.has())]
    LaneMismatch {
        /// The instruction.
        at: Site,
        /// The operand at fault.
        operand: Operand,
        /// Its lane count.
        lanes: u32,
        /// The operand that sets the lane count.
        reference: Operand,
        /// Its lane count.
        ref_lanes: u32,
        /// What would have been accepted.
        expected: String,
    },
    /// An op applied to a type it is not defined on (`shl` on floats, `add` on masks).
    #[error("`{}` is not defined on {ty}{at}", .at.op.unwrap_or("?"))]
    UnsupportedType {
        /// The instruction.
        at: Site,
        /// The operand type.
        ty: Type,
        /// What would have been accepted.
        expected: String,
    },
    /// A memory op's alignment is not a power of two in 1..=256.
    #[error("alignment {align} is not a power of two between 1 and 256{at}")]
    BadAlignment {
        /// The memory op.
        at: Site,
        /// The alignment written.
        align: u32,
    },
    /// A constant whose elements do not fit its type.
    #[error("the constant does not fit {ty}: {problem}{at}")]
    BadConst {
        /// The constant.
        at: Site,
        /// Its type.
        ty: Type,
        /// What is wrong.
        problem: ConstProblem,
    },
    /// A cast between types it does not convert.
    #[error("`{}` cannot convert {from} to {to}: it {reason}{at}", .at.op.unwrap_or("?"))]
    BadCast {
        /// The cast.
        at: Site,
        /// Source type.
        from: Type,
        /// Result type.
        to: Type,
        /// Why (`does not widen`, ...).
        reason: &'static str,
        /// What would have been accepted.
        expected: String,
    },
    /// `extract` / `insert` lanes past the end of the vector.
    #[error("lanes {start}..{} are out of range for {whole_lanes} lane{}{at}", *.start as u64 + *.lanes as u64, plural(*.whole_lanes as usize))]
    BadLaneRange {
        /// The instruction.
        at: Site,
        /// First lane.
        start: u32,
        /// Lanes extracted or inserted.
        lanes: u32,
        /// Lanes of the whole vector.
        whole_lanes: u32,
    },
    /// `chan.extract` of a channel the source does not have.
    #[error("channel {chan} is out of range for {ty}{at}")]
    BadChannelIndex {
        /// The instruction.
        at: Site,
        /// The channel asked for.
        chan: u8,
        /// The source type.
        ty: Type,
    },
    /// Too few or too many operands (`concat` of nothing, `chan.pack` of 5, empty `sink`).
    #[error("`{}` has {found} operand{}{at}", .at.op.unwrap_or("?"), plural(*.found))]
    OperandCount {
        /// The instruction.
        at: Site,
        /// Operands given.
        found: usize,
        /// What would have been accepted.
        expected: String,
    },
    /// An image access with the wrong number of coordinates for the image's dimension.
    #[error("`@{surface}` is an image{dims}d but `{}` gives {found} coordinate{}{at}", .at.op.unwrap_or("?"), plural(*.found))]
    CoordCount {
        /// The image op.
        at: Site,
        /// The image's name.
        surface: String,
        /// Its dimension (1, 2 or 3).
        dims: usize,
        /// Coordinates given.
        found: usize,
    },
    /// An image access naming no channel (or bits beyond RGBA).
    #[error("`{}` names no valid channel set{at}", .at.op.unwrap_or("?"))]
    EmptyChannels {
        /// The image op.
        at: Site,
    },
    /// An image access naming channels the image does not have.
    #[error(
        "channels `{channels}` are not all in image `@{surface}`, which has `{image_channels}`{at}"
    )]
    ChannelsNotInImage {
        /// The image op.
        at: Site,
        /// The image's name.
        surface: String,
        /// The channels asked for.
        channels: ChannelMask,
        /// The image's channels.
        image_channels: ChannelMask,
    },
    /// A `via` annotation naming a message that cannot carry the op.
    #[error("`{}` cannot be carried by `{via}`{at}", .at.op.unwrap_or("?"))]
    BadVia {
        /// The memory op.
        at: Site,
        /// The message as printed.
        via: String,
        /// The messages that could.
        expected: String,
    },
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn defined_at(loc: &Loc) -> String {
    if loc.is_known() {
        format!(" (defined at {loc})")
    } else {
        String::new()
    }
}

impl VerifyError {
    /// Where the error is.
    pub fn site(&self) -> &Site {
        use VerifyError::*;
        match self {
            Malformed { at, .. }
            | DuplicateSurface { at, .. }
            | DuplicateFunction { at, .. }
            | DuplicateBlock { at, .. }
            | DuplicateValue { at, .. }
            | BadName { at, .. }
            | NoBlocks { at, .. }
            | EmptyBlock { at, .. }
            | MissingTerminator { at, .. }
            | MisplacedTerminator { at, .. }
            | ResultMismatch { at, .. }
            | InvalidType { at, .. }
            | UndefinedValue { at, .. }
            | UseBeforeDef { at, .. }
            | NotDominated { at, .. }
            | UnknownBlock { at, .. }
            | BranchToEntry { at, .. }
            | BranchArgCount { at, .. }
            | BranchArgType { at, .. }
            | UnknownSurface { at, .. }
            | UntypedOpOnImage { at, .. }
            | TypedOpOnUntypedSurface { at, .. }
            | TypeMismatch { at, .. }
            | LaneMismatch { at, .. }
            | UnsupportedType { at, .. }
            | BadAlignment { at, .. }
            | BadConst { at, .. }
            | BadCast { at, .. }
            | BadLaneRange { at, .. }
            | BadChannelIndex { at, .. }
            | OperandCount { at, .. }
            | CoordCount { at, .. }
            | EmptyChannels { at }
            | ChannelsNotInImage { at, .. }
            | BadVia { at, .. } => at,
        }
    }
}

impl Located for VerifyError {
    fn loc(&self) -> Loc {
        self.site().loc
    }

    fn expected(&self) -> Option<String> {
        use VerifyError::*;
        Some(match self {
            Malformed { .. } => {
                "IR whose ids all refer to arena entries, each defined once (as `Function`'s \
                 methods and the builder make it)"
                    .into()
            }
            DuplicateSurface { .. } => "a surface name not declared before".into(),
            DuplicateFunction { .. } => "a function name not used before".into(),
            DuplicateBlock { .. } => "a block name not used before in this function".into(),
            DuplicateValue { .. } => "a value name not used before in this function".into(),
            BadName { .. } => {
                "an identifier: a letter, `_` or `.`, then letters, digits, `_` or `.`".into()
            }
            NoBlocks { .. } => "at least one block (the first is the entry)".into(),
            EmptyBlock { .. } | MissingTerminator { .. } => {
                "a terminator (`br`, `cond_br` or `ret`) as the last instruction".into()
            }
            MisplacedTerminator { .. } => {
                "exactly one terminator per block, as its last instruction".into()
            }
            ResultMismatch { at, has_result } => {
                let op = at.op.unwrap_or("?");
                if *has_result {
                    format!("`{op} ...` without `%name =` and without `: T`")
                } else {
                    format!("`%name = {op} ... : T`")
                }
            }
            InvalidType { .. } => {
                "1 to 4096 lanes and 1 to 4 channels (`vec<N x T>`, `vec<N x C x T>`, `mask<N>`)"
                    .into()
            }
            UndefinedValue { .. } => {
                "a value defined by a block parameter or an instruction of this function".into()
            }
            UseBeforeDef { value, .. } => format!("the definition of `{value}` before this use"),
            NotDominated { use_block, .. } => format!(
                "a value defined in a block that dominates `{use_block}` (or pass it to \
                 `{use_block}` as a block argument)"
            ),
            UnknownBlock { .. } => "a block of this function".into(),
            BranchToEntry { .. } => {
                "a block other than the entry (the entry cannot have predecessors)".into()
            }
            BranchArgCount {
                param_types,
                params,
                ..
            } => {
                let tys: Vec<String> = param_types.iter().map(|t| t.to_string()).collect();
                format!("{params} argument{} ({})", plural(*params), tys.join(", "))
            }
            BranchArgType { param, .. } => format!("a {param} argument"),
            UnknownSurface { .. } => "a surface declared in the module".into(),
            UntypedOpOnImage { .. } => {
                "an untyped, slm or stateless surface (images are accessed with `image.load` and \
                 `image.store`)"
                    .into()
            }
            TypedOpOnUntypedSurface { .. } => {
                "an image surface (`image1d`, `image2d` or `image3d`; buffers are accessed with \
                 `gather` and `scatter`)"
                    .into()
            }
            TypeMismatch { expected, .. }
            | LaneMismatch { expected, .. }
            | UnsupportedType { expected, .. }
            | BadCast { expected, .. }
            | OperandCount { expected, .. }
            | BadVia { expected, .. } => expected.clone(),
            BadAlignment { .. } => "a power of two between 1 and 256".into(),
            BadConst { ty, problem, .. } => match problem {
                ConstProblem::Count { elements, .. } => {
                    format!("1 element (a splat) or {elements} elements")
                }
                ConstProblem::FloatForInt => {
                    if ty.is_mask() {
                        "mask elements 0 or 1".into()
                    } else {
                        "integer elements".into()
                    }
                }
                ConstProblem::IntForFloat => "float elements (write `1.0`, not `1`)".into(),
                ConstProblem::NotABit { .. } => "0 or 1".into(),
                ConstProblem::OutOfRange { elem, .. } => {
                    let (lo, hi) = int_range(*elem);
                    format!("an integer between {lo} and {hi}")
                }
            },
            BadLaneRange {
                whole_lanes, lanes, ..
            } => match whole_lanes.checked_sub(*lanes) {
                Some(max) => format!("a start lane between 0 and {max}"),
                None => format!("at most {whole_lanes} lanes"),
            },
            BadChannelIndex { ty, .. } => match ty.chans() {
                Some(c) if c > 0 => format!("a channel between 0 and {}", c - 1),
                _ => "a channel of the source".into(),
            },
            CoordCount { dims, .. } => {
                let names = ["U", "U, V", "U, V, R"];
                let list = names
                    .get(dims.saturating_sub(1))
                    .copied()
                    .unwrap_or("U, V, R");
                format!("{dims} coordinate{} ({list})", plural(*dims))
            }
            EmptyChannels { .. } => "one or more of r, g, b, a, in that order".into(),
            ChannelsNotInImage { image_channels, .. } => {
                format!("channels among `{image_channels}`")
            }
        })
    }
}

/// The signed-or-unsigned range an integer constant element of type `t` may take.
fn int_range(t: ScalarType) -> (i64, i64) {
    match t.bits() {
        64 => (i64::MIN, i64::MAX),
        b => (-(1i64 << (b - 1)), (1i64 << b) - 1),
    }
}

/// True if `s` is an identifier of the text format: `[A-Za-z_.][A-Za-z0-9_.]*`.
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' || c == '.' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// Verifies a whole module: the module rules and every function. All errors found, sorted by
/// source location (errors without a location first, in the order found).
///
/// ```
/// use memlower_ir::{builder::FunctionBuilder, diag, Address, Function, Module, ScalarType,
///                   SurfaceKind, Type};
///
/// let mut m = Module::new();
/// let buf = m.add_surface("buf", SurfaceKind::Untyped);
/// let mut f = Function::new("k");
/// let mut b = FunctionBuilder::new(&mut f);
/// let entry = b.block("entry");
/// let off = b.param(entry, Type::vec(16, ScalarType::I32), "off");
/// let mask = b.param(entry, Type::mask(8), "m");
/// b.switch_to(entry);
/// let addr = Address { surface: buf, base: None, offsets: off };
/// let v = b.gather(addr, Some(mask), 4, Type::vec(16, ScalarType::F32));
/// b.sink(&[v]);
/// b.ret();
/// m.functions.push(f);
///
/// let errors = memlower_ir::verify::verify_module(&m).unwrap_err();
/// assert_eq!(
///     diag::render(&errors[0], "k.mir", ""),
///     "error: lane count mismatch: the mask has 8 lanes but the offsets have 16 \
///      (in `gather`, instruction 0 of block `entry`, @k)\n  --> k.mir\n   = expected: a mask<16>\n"
/// );
/// ```
pub fn verify_module(m: &Module) -> Result<(), Vec<VerifyError>> {
    let mut errors = Vec::new();
    let mut surfaces = HashSet::new();
    for s in &m.surfaces {
        let at = Site {
            loc: s.loc,
            ..Site::default()
        };
        if !is_identifier(&s.name) {
            errors.push(VerifyError::BadName {
                at: at.clone(),
                what: "surface",
                name: s.name.clone(),
            });
        }
        if !surfaces.insert(s.name.as_str()) {
            errors.push(VerifyError::DuplicateSurface {
                at,
                name: s.name.clone(),
            });
        }
    }
    let mut funcs = HashSet::new();
    for f in &m.functions {
        let at = Site {
            loc: f.loc,
            func: Some(f.name.clone()),
            ..Site::default()
        };
        if !is_identifier(&f.name) {
            errors.push(VerifyError::BadName {
                at: at.clone(),
                what: "function",
                name: f.name.clone(),
            });
        }
        if !funcs.insert(f.name.as_str()) {
            errors.push(VerifyError::DuplicateFunction {
                at,
                name: f.name.clone(),
            });
        }
        errors.extend(Checker::run(m, f));
    }
    finish(errors)
}

/// Verifies one function of `m` (surfaces are looked up in `m`). All errors found, sorted by
/// source location.
pub fn verify_function(m: &Module, f: &Function) -> Result<(), Vec<VerifyError>> {
    finish(Checker::run(m, f))
}

fn finish(mut errors: Vec<VerifyError>) -> Result<(), Vec<VerifyError>> {
    if errors.is_empty() {
        Ok(())
    } else {
        errors.sort_by_key(|e| e.loc());
        Err(errors)
    }
}

/// Where a value is defined: its block and, for instruction results, the position in the block.
#[derive(Clone, Copy)]
struct Def {
    block: Block,
    /// `None` for block parameters (defined on entry to the block).
    pos: Option<usize>,
    loc: Loc,
}

struct Checker<'a> {
    m: &'a Module,
    f: &'a Function,
    errors: Vec<VerifyError>,
    /// The instruction being checked, so an error about one of its operands points at it.
    current: Option<&'a InstData>,
}

impl<'a> Checker<'a> {
    fn run(m: &'a Module, f: &'a Function) -> Vec<VerifyError> {
        let mut c = Checker {
            m,
            f,
            errors: Vec::new(),
            current: None,
        };
        c.function();
        c.errors
    }

    fn func_site(&self) -> Site {
        Site {
            loc: self.f.loc,
            func: Some(self.f.name.clone()),
            ..Site::default()
        }
    }

    /// The site of a block (its label; for the entry, whose label may be implicit in built IR,
    /// the same).
    fn block_site(&self, b: Block) -> Site {
        let bd = self.f.blocks.get(b.index());
        Site {
            loc: bd.map(|d| d.loc).unwrap_or(Loc::UNKNOWN),
            func: Some(self.f.name.clone()),
            block: Some(self.block_name(b)),
            ..Site::default()
        }
    }

    fn inst_site(&self, b: Block, pos: usize, i: Inst) -> Site {
        let d = self.f.insts.get(i.index());
        Site {
            loc: d.map(|d| d.loc).unwrap_or(Loc::UNKNOWN),
            func: Some(self.f.name.clone()),
            block: Some(self.block_name(b)),
            index: Some(pos),
            op: d.map(|d| d.kind.mnemonic()),
        }
    }

    fn block_name(&self, b: Block) -> String {
        match self.f.blocks.get(b.index()) {
            Some(d) => d.name.clone(),
            None => b.to_string(),
        }
    }

    fn malformed(&mut self, at: Site, problem: String) {
        self.errors.push(VerifyError::Malformed { at, problem });
    }

    fn function(&mut self) {
        let f = self.f;
        let Some(entry) = f.entry() else {
            self.errors.push(VerifyError::NoBlocks {
                at: self.func_site(),
                name: f.name.clone(),
            });
            return;
        };
        let Some(defs) = self.arena() else {
            return;
        };
        // The arena is sane: the CFG, the printer's names and `Function`'s accessors are safe.
        let namer = Namer::new(f);
        let cfg = Cfg::compute(f);
        self.names(&defs);
        let layout: HashSet<Block> = f.layout.iter().copied().collect();
        for &b in &f.layout {
            let bd = f.block(b);
            if bd.insts.is_empty() {
                self.errors.push(VerifyError::EmptyBlock {
                    at: self.block_site(b),
                    block: bd.name.clone(),
                });
            }
            let reachable = cfg.is_reachable(b);
            for (pos, &i) in bd.insts.iter().enumerate() {
                let d = f.inst(i);
                let at = self.inst_site(b, pos, i);
                let last = pos + 1 == bd.insts.len();
                if d.kind.is_terminator() && !last {
                    self.errors.push(VerifyError::MisplacedTerminator {
                        at: at.clone(),
                        block: bd.name.clone(),
                    });
                } else if !d.kind.is_terminator() && last {
                    self.errors.push(VerifyError::MissingTerminator {
                        at: at.clone(),
                        block: bd.name.clone(),
                    });
                }
                if d.result.is_some() != d.kind.has_result() {
                    self.errors.push(VerifyError::ResultMismatch {
                        at: at.clone(),
                        has_result: d.result.is_some(),
                    });
                }
                let mut all_defined = true;
                let mut k = 0;
                d.kind.for_each_operand(|v| {
                    let use_at = Site {
                        loc: d.operand_loc(k),
                        ..at.clone()
                    };
                    k += 1;
                    match defs.get(&v) {
                        None => {
                            all_defined = false;
                            self.errors.push(VerifyError::UndefinedValue {
                                at: use_at,
                                value: namer.get(v),
                            });
                        }
                        Some(def) if reachable => {
                            if def.block == b {
                                if matches!(def.pos, Some(p) if p >= pos) {
                                    self.errors.push(VerifyError::UseBeforeDef {
                                        at: use_at,
                                        value: namer.get(v),
                                        def_loc: def.loc,
                                    });
                                }
                            } else if !cfg.dominates(def.block, b) {
                                self.errors.push(VerifyError::NotDominated {
                                    at: use_at,
                                    value: namer.get(v),
                                    def_block: self.block_name(def.block),
                                    use_block: bd.name.clone(),
                                });
                            }
                        }
                        Some(_) => {}
                    }
                });
                self.current = Some(d);
                if d.kind.is_terminator() {
                    self.branches(&at, &d.kind, entry, &layout, &namer, all_defined);
                }
                if all_defined && d.result.is_some() == d.kind.has_result() {
                    self.inst(&at, &d.kind, d.result.map(|r| f.ty(r)));
                }
                self.current = None;
            }
        }
    }

    /// Checks that every id in the layout refers to arena data and that every value is defined
    /// exactly once, where its `ValueData::def` says. Returns the definition of every live value,
    /// or `None` (after reporting) if the arenas are inconsistent.
    fn arena(&mut self) -> Option<HashMap<Value, Def>> {
        let f = self.f;
        let before = self.errors.len();
        let mut seen_blocks = HashSet::new();
        let mut seen_insts = HashSet::new();
        let mut defs = HashMap::new();
        for &b in &f.layout {
            let Some(bd) = f.blocks.get(b.index()) else {
                self.malformed(
                    self.func_site(),
                    format!("the layout lists {b}, which is not in the block arena"),
                );
                continue;
            };
            if !seen_blocks.insert(b) {
                self.malformed(
                    self.block_site(b),
                    format!("block `{}` is listed twice in the layout", bd.name),
                );
                continue;
            }
            for (idx, &p) in bd.params.iter().enumerate() {
                let ok = matches!(f.values.get(p.index()),
                    Some(vd) if vd.def == ValueDef::Param(b, idx as u32));
                if !ok {
                    self.malformed(
                        self.block_site(b),
                        format!(
                            "parameter {idx} of block `{}` is {p}, whose definition is not that \
                             parameter",
                            bd.name
                        ),
                    );
                } else if defs
                    .insert(
                        p,
                        Def {
                            block: b,
                            pos: None,
                            loc: bd.loc,
                        },
                    )
                    .is_some()
                {
                    self.malformed(self.block_site(b), format!("{p} is defined twice"));
                }
            }
            for (pos, &i) in bd.insts.iter().enumerate() {
                let Some(d) = f.insts.get(i.index()) else {
                    self.malformed(
                        self.block_site(b),
                        format!(
                            "block `{}` lists {i}, which is not in the instruction arena",
                            bd.name
                        ),
                    );
                    continue;
                };
                if !seen_insts.insert(i) {
                    self.malformed(
                        self.inst_site(b, pos, i),
                        format!("{i} appears twice in the layout"),
                    );
                    continue;
                }
                if let Some(r) = d.result {
                    let ok = matches!(f.values.get(r.index()),
                        Some(vd) if vd.def == ValueDef::Result(i));
                    if !ok {
                        self.malformed(
                            self.inst_site(b, pos, i),
                            format!("the result of {i} is {r}, whose definition is not {i}"),
                        );
                    } else {
                        defs.insert(
                            r,
                            Def {
                                block: b,
                                pos: Some(pos),
                                loc: d.loc,
                            },
                        );
                    }
                }
            }
        }
        (self.errors.len() == before).then_some(defs)
    }

    /// Block names, value names and value types.
    fn names(&mut self, defs: &HashMap<Value, Def>) {
        let f = self.f;
        let mut blocks = HashSet::new();
        for &b in &f.layout {
            let name = &f.block(b).name;
            if !is_identifier(name) {
                self.errors.push(VerifyError::BadName {
                    at: self.block_site(b),
                    what: "block",
                    name: name.clone(),
                });
            }
            if !blocks.insert(name.as_str()) {
                self.errors.push(VerifyError::DuplicateBlock {
                    at: self.block_site(b),
                    name: name.clone(),
                });
            }
        }
        // Definition order, so the second of two equal names is the one reported.
        let mut order: Vec<(Value, Site)> = Vec::new();
        for &b in &f.layout {
            let bd = f.block(b);
            for &p in &bd.params {
                order.push((p, self.block_site(b)));
            }
            for (pos, &i) in bd.insts.iter().enumerate() {
                if let Some(r) = f.inst(i).result {
                    order.push((r, self.inst_site(b, pos, i)));
                }
            }
        }
        let mut values = HashSet::new();
        for (v, at) in order {
            if !defs.contains_key(&v) {
                continue;
            }
            let vd = f.value(v);
            if let Some(reason) = type_problem(vd.ty) {
                self.errors.push(VerifyError::InvalidType {
                    at: at.clone(),
                    ty: vd.ty,
                    reason,
                });
            }
            let Some(name) = &vd.name else { continue };
            if !is_identifier(name) {
                self.errors.push(VerifyError::BadName {
                    at: at.clone(),
                    what: "value",
                    name: name.clone(),
                });
            }
            if !values.insert(name.as_str()) {
                self.errors.push(VerifyError::DuplicateValue {
                    at,
                    name: name.clone(),
                });
            }
        }
    }

    /// Branch targets and their arguments.
    fn branches(
        &mut self,
        at: &Site,
        kind: &InstKind,
        entry: Block,
        layout: &HashSet<Block>,
        namer: &Namer,
        args_defined: bool,
    ) {
        let f = self.f;
        let calls: Vec<&BlockCall> = match kind {
            InstKind::Br { dest } => vec![dest],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest, else_dest],
            _ => Vec::new(),
        };
        // Operand index of the first argument of each call: after the condition of a `cond_br`.
        let mut first_arg = usize::from(matches!(kind, InstKind::CondBr { .. }));
        for call in calls {
            let args_at = first_arg;
            first_arg += call.args.len();
            if !layout.contains(&call.block) {
                self.errors.push(VerifyError::UnknownBlock {
                    at: at.clone(),
                    block: self.block_name(call.block),
                });
                continue;
            }
            let dest = f.block(call.block);
            if call.block == entry {
                // The entry's parameters are the function's arguments: matching them is moot.
                self.errors.push(VerifyError::BranchToEntry {
                    at: at.clone(),
                    block: dest.name.clone(),
                });
                continue;
            }
            if call.args.len() != dest.params.len() {
                self.errors.push(VerifyError::BranchArgCount {
                    at: at.clone(),
                    block: dest.name.clone(),
                    param_types: dest.params.iter().map(|&p| f.ty(p)).collect(),
                    params: dest.params.len(),
                    args: call.args.len(),
                });
                continue;
            }
            if !args_defined {
                continue;
            }
            for (index, (&a, &p)) in call.args.iter().zip(&dest.params).enumerate() {
                let (arg, param) = (f.ty(a), f.ty(p));
                if arg != param {
                    let loc = self
                        .current
                        .map_or(at.loc, |d| d.operand_loc(args_at + index));
                    self.errors.push(VerifyError::BranchArgType {
                        at: Site { loc, ..at.clone() },
                        block: dest.name.clone(),
                        index,
                        param_name: namer.get(p),
                        param,
                        arg,
                    });
                }
            }
        }
    }

    fn ty(&self, v: Value) -> Type {
        // Only called on values found in the definition map, which are all in the arena.
        self.f.values.get(v.index()).map_or(Type::I32, |d| d.ty)
    }

    /// Records an error; one about an operand of the current instruction points at it.
    fn push(&mut self, mut e: VerifyError) {
        if let (
            VerifyError::TypeMismatch { at, operand, .. }
            | VerifyError::LaneMismatch { at, operand, .. },
            Some(d),
        ) = (&mut e, self.current)
        {
            if let Some(i) = operand_index(&d.kind, *operand) {
                at.loc = d.operand_loc(i);
            }
        }
        self.errors.push(e);
    }

    fn mismatch(&mut self, at: &Site, operand: Operand, found: Type, expected: String) {
        self.push(VerifyError::TypeMismatch {
            at: at.clone(),
            operand,
            found,
            expected,
        });
    }

    /// Type rules of one instruction whose operands are all defined. `res` is the result type
    /// (present exactly when the op has a result).
    fn inst(&mut self, at: &Site, kind: &InstKind, res: Option<Type>) {
        match (kind, res) {
            (InstKind::Const { value }, Some(ty)) => self.constant(at, value, ty),
            (InstKind::Splat { x }, Some(ty)) => self.splat(at, *x, ty),
            (InstKind::LaneIndex, Some(ty)) if !matches!(ty, Type::Vec { chans: 1, elem, .. } if elem.is_int()) =>
            {
                let lanes = ty.lanes().map_or("N".to_string(), |n| n.to_string());
                self.mismatch(
                    at,
                    Operand::Result,
                    ty,
                    format!("a single-channel integer vector, e.g. vec<{lanes} x i32>"),
                );
            }
            (InstKind::Binary { op, lhs, rhs }, Some(ty)) => self.binary(at, *op, *lhs, *rhs, ty),
            (InstKind::Cmp { lhs, rhs, .. }, Some(ty)) => self.cmp(at, *lhs, *rhs, ty, false),
            (InstKind::FCmp { lhs, rhs, .. }, Some(ty)) => self.cmp(at, *lhs, *rhs, ty, true),
            (InstKind::Fma { a, b, c }, Some(ty)) => self.fma(at, [*a, *b, *c], ty),
            (
                InstKind::Select {
                    cond,
                    on_true,
                    on_false,
                },
                Some(ty),
            ) => self.select(at, *cond, *on_true, *on_false, ty),
            (InstKind::Extract { src, start }, Some(ty)) => self.extract(at, *src, *start, ty),
            (InstKind::Insert { dst, src, start }, Some(ty)) => {
                self.insert(at, *dst, *src, *start, ty)
            }
            (InstKind::Concat { parts }, Some(ty)) => self.concat(at, parts, ty),
            (InstKind::ChanExtract { src, chan }, Some(ty)) => {
                self.chan_extract(at, *src, *chan, ty)
            }
            (InstKind::ChanPack { parts }, Some(ty)) => self.chan_pack(at, parts, ty),
            (InstKind::Cast { op, x }, Some(ty)) => self.cast(at, *op, self.ty(*x), ty),
            (
                InstKind::Gather {
                    addr,
                    mask,
                    align,
                    via,
                },
                Some(ty),
            ) => {
                self.address_op(at, addr, *mask, (Operand::Result, ty), *align);
                self.via(at, kind, *via);
            }
            (
                InstKind::Scatter {
                    addr,
                    data,
                    mask,
                    align,
                    via,
                },
                None,
            ) => {
                self.address_op(at, addr, *mask, (Operand::Data, self.ty(*data)), *align);
                self.via(at, kind, *via);
            }
            (
                InstKind::ImageLoad {
                    surface,
                    coords,
                    mask,
                    channels,
                    via,
                },
                Some(ty),
            ) => {
                self.image_op(
                    at,
                    *surface,
                    coords,
                    *mask,
                    *channels,
                    (Operand::Result, ty),
                );
                self.via(at, kind, *via);
            }
            (
                InstKind::ImageStore {
                    surface,
                    coords,
                    data,
                    mask,
                    channels,
                },
                None,
            ) => {
                let data = (Operand::Data, self.ty(*data));
                self.image_op(at, *surface, coords, *mask, *channels, data);
            }
            (InstKind::Sink { args }, None) if args.is_empty() => {
                self.push(VerifyError::OperandCount {
                    at: at.clone(),
                    found: 0,
                    expected: "at least one value to keep live".into(),
                });
            }
            (InstKind::CondBr { cond, .. }, None) => {
                let t = self.ty(*cond);
                if t != Type::mask(1) {
                    self.mismatch(
                        at,
                        Operand::Cond,
                        t,
                        "a mask<1> condition (compare scalars, or extract one lane of a mask)"
                            .into(),
                    );
                }
            }
            // `br` and `ret` have no type rules beyond the branch checks; a result mismatch was
            // reported by the caller, which does not call this then.
            _ => {}
        }
    }

    fn constant(&mut self, at: &Site, value: &ConstValue, ty: Type) {
        let problem = const_problem(value, ty);
        if let Some(problem) = problem {
            self.push(VerifyError::BadConst {
                at: at.clone(),
                ty,
                problem,
            });
        }
    }

    fn splat(&mut self, at: &Site, x: Value, ty: Type) {
        let xt = self.ty(x);
        match ty {
            Type::Vec { chans: 1, elem, .. } => {
                if xt != Type::Scalar(elem) {
                    self.mismatch(
                        at,
                        Operand::Source,
                        xt,
                        format!("a scalar {elem} (the result's element type)"),
                    );
                }
            }
            Type::Mask { .. } => {
                if xt != Type::mask(1) {
                    self.mismatch(
                        at,
                        Operand::Source,
                        xt,
                        "a mask<1> (a mask splats from the scalar boolean)".into(),
                    );
                }
            }
            _ => {
                let hint = match xt {
                    Type::Scalar(s) => format!("a vec<N x {s}> or mask<N> result"),
                    _ => "a vec<N x T> or mask<N> result".into(),
                };
                self.mismatch(at, Operand::Result, ty, hint);
            }
        }
    }

    fn binary(&mut self, at: &Site, op: BinOp, lhs: Value, rhs: Value, ty: Type) {
        let (lt, rt) = (self.ty(lhs), self.ty(rhs));
        if lt != ty {
            self.mismatch(
                at,
                Operand::Lhs,
                lt,
                format!("a {ty} left operand (the result type)"),
            );
        }
        if rt != ty {
            self.mismatch(
                at,
                Operand::Rhs,
                rt,
                format!("a {ty} right operand (the result type)"),
            );
        }
        let allowed = match ty.elem() {
            None => op.allows_mask(),
            Some(e) if e.is_float() => op.allows_float(),
            Some(_) => op.allows_int(),
        };
        if !allowed {
            let expected = if op.allows_float() && op.allows_int() {
                "integer or float operands"
            } else if op.allows_float() {
                "float operands (integers have smin, smax, umin, umax)"
            } else if op.allows_mask() {
                "integer or mask operands"
            } else {
                "integer operands"
            };
            self.push(VerifyError::UnsupportedType {
                at: at.clone(),
                ty,
                expected: expected.into(),
            });
        }
    }

    /// `cmp` (integer or float operands) and `fcmp` (`float`: float operands only).
    fn cmp(&mut self, at: &Site, lhs: Value, rhs: Value, ty: Type, float: bool) {
        let (lt, rt) = (self.ty(lhs), self.ty(rhs));
        if rt != lt {
            self.mismatch(
                at,
                Operand::Rhs,
                rt,
                format!("a {lt} right operand (the type of the left operand)"),
            );
        }
        let float_ok = !float || lt.elem().is_some_and(ScalarType::is_float);
        if lt.is_mask() || lt.chans() != Some(1) || !float_ok {
            let expected = if float {
                "single-channel float operands (scalars or vec<N x T>; `cmp` compares integers)"
            } else {
                "single-channel integer or float operands (scalars or vec<N x T>)"
            };
            self.push(VerifyError::UnsupportedType {
                at: at.clone(),
                ty: lt,
                expected: expected.into(),
            });
        }
        let want = Type::mask(lt.lanes().unwrap_or(1));
        if ty != want {
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!("a {want} result (one bit per lane of the operands)"),
            );
        }
    }

    fn select(&mut self, at: &Site, cond: Value, on_true: Value, on_false: Value, ty: Type) {
        let want = Type::mask(ty.lanes().unwrap_or(1));
        let ct = self.ty(cond);
        if ct != want {
            match ct {
                Type::Mask { lanes } if ty.lanes().is_some() => {
                    self.push(VerifyError::LaneMismatch {
                        at: at.clone(),
                        operand: Operand::Cond,
                        lanes,
                        reference: Operand::Result,
                        ref_lanes: ty.lanes().unwrap_or(1),
                        expected: format!("a {want} condition"),
                    })
                }
                _ => self.mismatch(at, Operand::Cond, ct, format!("a {want} condition")),
            }
        }
        for (operand, v) in [(Operand::OnTrue, on_true), (Operand::OnFalse, on_false)] {
            let t = self.ty(v);
            if t != ty {
                self.mismatch(at, operand, t, format!("a {ty} (the result type)"));
            }
        }
    }

    fn extract(&mut self, at: &Site, src: Value, start: u32, ty: Type) {
        let st = self.ty(src);
        let Some(whole) = st.lanes() else {
            self.mismatch(
                at,
                Operand::Source,
                st,
                "a vector or mask to take lanes from".into(),
            );
            return;
        };
        // A scalar result is one lane of a single-channel vector: `extract %v[3] : i32` (the
        // inverse of `splat`, as `extract %m[3] : mask<1>` is for masks).
        let scalar_lane = ty.is_scalar() && st.is_vec() && st.chans() == Some(1);
        if !(same_kind(st, ty) || scalar_lane && st.elem() == ty.elem()) {
            let lanes = ty.lanes().unwrap_or(1);
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!(
                    "a {} result (the source's kind, channels and element type)",
                    st.with_lanes(lanes)
                ),
            );
            return;
        }
        let lanes = ty.lanes().unwrap_or(1);
        self.lane_range(at, start, lanes, whole);
    }

    fn insert(&mut self, at: &Site, dst: Value, src: Value, start: u32, ty: Type) {
        let (dt, st) = (self.ty(dst), self.ty(src));
        if dt != ty {
            self.mismatch(
                at,
                Operand::Dest,
                dt,
                format!("a {ty} destination (the result type)"),
            );
        }
        let Some(whole) = ty.lanes() else {
            self.mismatch(
                at,
                Operand::Result,
                ty,
                "a vector or mask to write lanes into".into(),
            );
            return;
        };
        if !same_kind(st, ty) {
            let lanes = st.lanes().unwrap_or(1);
            self.mismatch(
                at,
                Operand::Source,
                st,
                format!(
                    "a {} source (the destination's kind, channels and element type)",
                    ty.with_lanes(lanes)
                ),
            );
            return;
        }
        self.lane_range(at, start, st.lanes().unwrap_or(1), whole);
    }

    fn lane_range(&mut self, at: &Site, start: u32, lanes: u32, whole: u32) {
        if start as u64 + lanes as u64 > whole as u64 {
            self.push(VerifyError::BadLaneRange {
                at: at.clone(),
                start,
                lanes,
                whole_lanes: whole,
            });
        }
    }

    fn concat(&mut self, at: &Site, parts: &[Value], ty: Type) {
        let Some(&first) = parts.first() else {
            self.push(VerifyError::OperandCount {
                at: at.clone(),
                found: 0,
                expected: "at least one part".into(),
            });
            return;
        };
        // A scalar part is one lane (the builder concatenates scalars into a vector).
        let shape = |t: Type| match t {
            Type::Scalar(s) => Type::vec(1, s),
            t => t,
        };
        let p0 = shape(self.ty(first));
        let mut lanes = 0u64;
        let mut ok = true;
        for (i, &p) in parts.iter().enumerate() {
            let pt = shape(self.ty(p));
            if !same_kind(pt, p0) {
                ok = false;
                let n = pt.lanes().unwrap_or(1);
                self.mismatch(
                    at,
                    Operand::Part(i),
                    self.ty(p),
                    format!(
                        "a {} part (the first part's kind, channels and element type)",
                        p0.with_lanes(n)
                    ),
                );
            }
            lanes += pt.lanes().unwrap_or(1) as u64;
        }
        if !ok {
            return;
        }
        let fits = u32::try_from(lanes).ok();
        if !same_kind(ty, p0) || ty.lanes() != fits {
            let want = match fits {
                Some(n) => p0.with_lanes(n).to_string(),
                None => format!("{lanes}-lane"),
            };
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!("a {want} result (the parts one after another)"),
            );
        }
    }

    fn chan_extract(&mut self, at: &Site, src: Value, chan: u8, ty: Type) {
        let st = self.ty(src);
        let Type::Vec { lanes, chans, elem } = st else {
            self.mismatch(
                at,
                Operand::Source,
                st,
                "a multi-channel vector vec<N x C x T> (C = 2..4)".into(),
            );
            return;
        };
        if chans < 2 {
            self.mismatch(
                at,
                Operand::Source,
                st,
                format!("a multi-channel vector vec<{lanes} x C x {elem}> (C = 2..4)"),
            );
            return;
        }
        if chan >= chans {
            self.push(VerifyError::BadChannelIndex {
                at: at.clone(),
                chan,
                ty: st,
            });
        }
        let want = Type::vec(lanes, elem);
        if ty != want {
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!("a {want} result (one channel of the source)"),
            );
        }
    }

    fn chan_pack(&mut self, at: &Site, parts: &[Value], ty: Type) {
        if !(2..=4).contains(&parts.len()) {
            self.push(VerifyError::OperandCount {
                at: at.clone(),
                found: parts.len(),
                expected: "2 to 4 single-channel parts of one type vec<N x T>".into(),
            });
            return;
        }
        let p0 = self.ty(parts[0]);
        let Type::Vec {
            lanes,
            chans: 1,
            elem,
        } = p0
        else {
            self.mismatch(
                at,
                Operand::Part(0),
                p0,
                "a single-channel vector vec<N x T>".into(),
            );
            return;
        };
        let mut ok = true;
        for (i, &p) in parts.iter().enumerate().skip(1) {
            let pt = self.ty(p);
            if pt != p0 {
                ok = false;
                self.mismatch(
                    at,
                    Operand::Part(i),
                    pt,
                    format!("a {p0} part (the type of part 1)"),
                );
            }
        }
        let want = Type::chan_vec(lanes, parts.len() as u8, elem);
        if ok && ty != want {
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!("a {want} result (one channel per part)"),
            );
        }
    }

    fn cast(&mut self, at: &Site, op: CastOp, from: Type, to: Type) {
        let bad = |reason: &'static str, expected: String| VerifyError::BadCast {
            at: at.clone(),
            from,
            to,
            reason,
            expected,
        };
        if op == CastOp::Bitcast {
            let err = if from.is_mask() || to.is_mask() {
                Some(bad(
                    "involves a mask",
                    "scalar or vector types (masks are predicates, not data)".into(),
                ))
            } else if from.lanes() != to.lanes() {
                let expected = match from.lanes() {
                    Some(n) => format!("a result with {n} lanes"),
                    None => "a scalar result".into(),
                };
                Some(bad("changes the lane count", expected))
            } else if from.lane_bytes() != to.lane_bytes() {
                let bytes = from.lane_bytes().unwrap_or(0);
                Some(bad(
                    "changes the bytes per lane",
                    format!("a result with {bytes} bytes per lane, as {from} has"),
                ))
            } else {
                None
            };
            if let Some(e) = err {
                self.push(e);
            }
            return;
        }
        let (Some(fe), Some(te)) = (from.elem(), to.elem()) else {
            self.push(bad(
                "involves a mask",
                "scalar or vector types (masks are predicates, not data)".into(),
            ));
            return;
        };
        let err = if let Some((reason, expected)) = casts::kind_problem(op, fe, te) {
            Some(bad(reason, expected.into()))
        } else if from.lanes() != to.lanes() {
            Some(bad(
                "changes the lane count",
                format!("a result of the source's shape: {}", from.with_elem(te)),
            ))
        } else if from.chans() != to.chans() {
            Some(bad(
                "changes the channel count",
                format!("a result of the source's shape: {}", from.with_elem(te)),
            ))
        } else {
            casts::width_problem(op, fe, te).map(|(reason, expected)| bad(reason, expected))
        };
        if let Some(e) = err {
            self.push(e);
        }
    }

    /// `fma %a, %b, %c : T`: the three operands have the result type, whose elements are floats.
    fn fma(&mut self, at: &Site, ops: [Value; 3], ty: Type) {
        let roles = [
            (Operand::Factor(0), "first factor"),
            (Operand::Factor(1), "second factor"),
            (Operand::Addend, "addend"),
        ];
        for (v, (role, noun)) in ops.into_iter().zip(roles) {
            let t = self.ty(v);
            if t != ty {
                self.mismatch(at, role, t, format!("a {ty} {noun} (the result type)"));
            }
        }
        if !ty.elem().is_some_and(ScalarType::is_float) {
            self.push(VerifyError::UnsupportedType {
                at: at.clone(),
                ty,
                expected: "float scalars or vectors (f16, f32, f64)".into(),
            });
        }
    }

    /// The surface of a memory op, if it is in the module.
    fn surface(&mut self, at: &Site, s: SurfaceRef) -> Option<&'a Surface> {
        let m = self.m;
        let found = m.surfaces.get(s.index());
        if found.is_none() {
            self.push(VerifyError::UnknownSurface {
                at: at.clone(),
                surface: s,
            });
        }
        found
    }

    /// `gather` / `scatter`: surface kind, base, offsets, mask, data or result, alignment.
    fn address_op(
        &mut self,
        at: &Site,
        addr: &Address,
        mask: Option<Value>,
        (data_role, dt): (Operand, Type),
        align: u32,
    ) {
        if let Some(s) = self.surface(at, addr.surface) {
            if s.kind.is_image() {
                self.push(VerifyError::UntypedOpOnImage {
                    at: at.clone(),
                    surface: s.name.clone(),
                });
            }
        }
        if let Some(b) = addr.base {
            let bt = self.ty(b);
            if bt != Type::I32 {
                self.mismatch(at, Operand::Base, bt, "a scalar i32 base".into());
            }
        }
        // The offsets set the lane count; if they are malformed, the data does.
        let ot = self.ty(addr.offsets);
        let offsets_ok = matches!(
            ot,
            Type::Vec {
                chans: 1,
                elem: ScalarType::I32,
                ..
            }
        );
        if !offsets_ok {
            let n = ot.lanes().or(dt.lanes());
            let want = n.map_or("vec<N x i32>".into(), |n| {
                Type::vec(n, ScalarType::I32).to_string()
            });
            self.mismatch(
                at,
                Operand::Offsets,
                ot,
                expect_role(want, Operand::Offsets),
            );
        }
        let reference = match (offsets_ok, ot.lanes(), dt) {
            (true, Some(n), _) => Some((Operand::Offsets, n)),
            (_, _, Type::Vec { lanes, .. }) => Some((data_role, lanes)),
            _ => None,
        };
        match dt {
            Type::Vec { lanes, .. } => {
                if let Some((r, n)) = reference.filter(|&(_, n)| n != lanes) {
                    self.push(VerifyError::LaneMismatch {
                        at: at.clone(),
                        operand: data_role,
                        lanes,
                        reference: r,
                        ref_lanes: n,
                        expected: expect_role(dt.with_lanes(n), data_role),
                    });
                }
            }
            _ => {
                let n = reference.map_or("N".into(), |(_, n)| n.to_string());
                let t = dt.elem().map_or("T".into(), |e| e.to_string());
                self.mismatch(
                    at,
                    data_role,
                    dt,
                    expect_role(format!("vec<{n} x {t}> or vec<{n} x C x {t}>"), data_role),
                );
            }
        }
        self.mask(at, mask, reference);
        if !(align.is_power_of_two() && align <= 256) {
            self.push(VerifyError::BadAlignment {
                at: at.clone(),
                align,
            });
        }
    }

    /// A memory op's optional mask against the lane count set by `reference`.
    fn mask(&mut self, at: &Site, mask: Option<Value>, reference: Option<(Operand, u32)>) {
        let Some(m) = mask else { return };
        let mt = self.ty(m);
        let want = reference.map_or("a mask<N>".into(), |(_, n)| format!("a mask<{n}>"));
        match (mt, reference) {
            (Type::Mask { lanes }, Some((r, n))) if lanes != n => {
                self.push(VerifyError::LaneMismatch {
                    at: at.clone(),
                    operand: Operand::Mask,
                    lanes,
                    reference: r,
                    ref_lanes: n,
                    expected: want,
                })
            }
            (Type::Mask { .. }, _) => {}
            _ => self.mismatch(at, Operand::Mask, mt, want),
        }
    }

    /// `image.load` / `image.store`: surface, coordinates, LOD, mask, channels, data or result.
    fn image_op(
        &mut self,
        at: &Site,
        surface: SurfaceRef,
        coords: &ImageCoords,
        mask: Option<Value>,
        channels: ChannelMask,
        (data_role, dt): (Operand, Type),
    ) {
        let image = match self.surface(at, surface) {
            Some(s) => match s.kind {
                SurfaceKind::Image {
                    dim,
                    channels,
                    elem,
                } => Some((s.name.clone(), dim, channels, elem)),
                other => {
                    let kind = match other {
                        SurfaceKind::Slm => "slm",
                        SurfaceKind::Stateless => "stateless",
                        _ => "untyped",
                    };
                    self.push(VerifyError::TypedOpOnUntypedSurface {
                        at: at.clone(),
                        surface: s.name.clone(),
                        kind,
                    });
                    None
                }
            },
            None => None,
        };
        if let Some((name, dim, _, _)) = &image {
            if coords.uvr.len() != dim.coords() {
                self.push(VerifyError::CoordCount {
                    at: at.clone(),
                    surface: name.clone(),
                    dims: dim.coords(),
                    found: coords.uvr.len(),
                });
            }
        }
        // The first well-typed coordinate sets the lane count.
        let is_coord = |t: Type| {
            matches!(
                t,
                Type::Vec {
                    chans: 1,
                    elem: ScalarType::I32,
                    ..
                }
            )
        };
        let mut reference: Option<(Operand, u32)> = None;
        let all = coords
            .uvr
            .iter()
            .enumerate()
            .map(|(i, &v)| (Operand::Coord(i), v))
            .chain(coords.lod.map(|l| (Operand::Lod, l)));
        for (role, v) in all {
            let t = self.ty(v);
            if !is_coord(t) {
                let n = reference.map(|(_, n)| n).or(t.lanes()).or(dt.lanes());
                let want = n.map_or("vec<N x i32>".into(), |n| {
                    Type::vec(n, ScalarType::I32).to_string()
                });
                self.mismatch(at, role, t, expect_role(want, role));
                continue;
            }
            let lanes = t.lanes().unwrap_or(1);
            match reference {
                None => reference = Some((role, lanes)),
                Some((r, n)) if n != lanes => self.push(VerifyError::LaneMismatch {
                    at: at.clone(),
                    operand: role,
                    lanes,
                    reference: r,
                    ref_lanes: n,
                    expected: expect_role(Type::vec(n, ScalarType::I32), role),
                }),
                Some(_) => {}
            }
        }
        let reference = reference.or(match dt {
            Type::Vec { lanes, .. } => Some((data_role, lanes)),
            _ => None,
        });
        self.mask(at, mask, reference);
        let Some((name, _, img_channels, elem)) = image else {
            return;
        };
        if !channels.is_valid() {
            self.push(VerifyError::EmptyChannels { at: at.clone() });
            return;
        }
        if channels.0 & !img_channels.0 != 0 {
            self.push(VerifyError::ChannelsNotInImage {
                at: at.clone(),
                surface: name,
                channels,
                image_channels: img_channels,
            });
            return;
        }
        let e = if elem.is_float() {
            ScalarType::F32
        } else {
            ScalarType::I32
        };
        let c = channels.count();
        let n = reference.map_or(dt.lanes().unwrap_or(1), |(_, n)| n);
        let want = Type::chan_vec(n, c, e);
        if dt == want {
            return;
        }
        let expected = format!(
            "{} (one {e} per channel in `{channels}` of this {} image)",
            expect_role(want, data_role),
            if elem.is_float() { "float" } else { "integer" }
        );
        match (dt, reference) {
            (Type::Vec { lanes, .. }, Some((r, rn)))
                if dt.with_lanes(rn) == want && r != data_role =>
            {
                self.push(VerifyError::LaneMismatch {
                    at: at.clone(),
                    operand: data_role,
                    lanes,
                    reference: r,
                    ref_lanes: rn,
                    expected,
                })
            }
            _ => self.mismatch(at, data_role, dt, expected),
        }
    }

    /// The `via` rule: which messages can carry which op.
    fn via(&mut self, at: &Site, kind: &InstKind, via: Option<MsgChoice>) {
        let Some(v) = via else { return };
        let blocks_ok = |allowed: &[u8]| allowed.contains(&v.blocks) && v.channels.0 == 0;
        let (ok, expected) = match kind {
            InstKind::Gather { .. } => (
                v.msg == Message::GatherScaled && blocks_ok(&[1, 2, 4]),
                "gather_scaled.1, gather_scaled.2 or gather_scaled.4".to_string(),
            ),
            InstKind::Scatter { .. } => (
                match v.msg {
                    Message::ScatterScaled => blocks_ok(&[1, 2, 4]),
                    Message::Scatter4Scaled => v.blocks == 0 && v.channels.is_valid(),
                    Message::QwScatter => blocks_ok(&[1]),
                    _ => false,
                },
                "scatter_scaled.1, .2 or .4, scatter4_scaled.<channels> or qw_scatter.1"
                    .to_string(),
            ),
            InstKind::ImageLoad { channels, .. } => (
                v.msg == Message::Gather4Typed && v.blocks == 0 && v.channels == *channels,
                format!("gather4_typed.{channels} (the op's channels)"),
            ),
            _ => (false, "no `via`".to_string()),
        };
        if !ok {
            self.push(VerifyError::BadVia {
                at: at.clone(),
                via: v.to_string(),
                expected,
            });
        }
    }
}

/// An expectation naming a type and the operand's role: `a vec<16 x f32> result`,
/// `vec<16 x f32> data`, `vec<16 x i32> offsets`.
/// Where `operand` is among the operands of `kind` in printed order
/// ([`InstKind::for_each_operand`]); `None` for the result or an operand the op does not have.
fn operand_index(kind: &InstKind, operand: Operand) -> Option<usize> {
    // Position of a memory op's operands: base, offsets, data, mask (those present).
    let address = |base: bool, data: bool, mask: bool| -> Option<usize> {
        let slots = [
            (Operand::Base, base),
            (Operand::Offsets, true),
            (Operand::Data, data),
            (Operand::Mask, mask),
        ];
        slots
            .iter()
            .filter(|(_, present)| *present)
            .position(|(o, _)| *o == operand)
    };
    let image = |coords: &ImageCoords, data: bool, mask: bool| -> Option<usize> {
        let n = coords.uvr.len();
        let lod = usize::from(coords.lod.is_some());
        match operand {
            Operand::Coord(i) if i < n => Some(i),
            Operand::Lod if lod == 1 => Some(n),
            Operand::Data if data => Some(n + lod),
            Operand::Mask if mask => Some(n + lod + usize::from(data)),
            _ => None,
        }
    };
    match (kind, operand) {
        (InstKind::Binary { .. } | InstKind::Cmp { .. } | InstKind::FCmp { .. }, Operand::Lhs) => {
            Some(0)
        }
        (InstKind::Binary { .. } | InstKind::Cmp { .. } | InstKind::FCmp { .. }, Operand::Rhs) => {
            Some(1)
        }
        (InstKind::Fma { .. }, Operand::Factor(i)) if i < 2 => Some(i),
        (InstKind::Fma { .. }, Operand::Addend) => Some(2),
        (InstKind::Select { .. }, Operand::Cond) => Some(0),
        (InstKind::Select { .. }, Operand::OnTrue) => Some(1),
        (InstKind::Select { .. }, Operand::OnFalse) => Some(2),
        (
            InstKind::Splat { .. }
            | InstKind::Cast { .. }
            | InstKind::Extract { .. }
            | InstKind::ChanExtract { .. },
            Operand::Source,
        ) => Some(0),
        (InstKind::Insert { .. }, Operand::Dest) => Some(0),
        (InstKind::Insert { .. }, Operand::Source) => Some(1),
        (InstKind::Concat { parts } | InstKind::ChanPack { parts }, Operand::Part(i))
            if i < parts.len() =>
        {
            Some(i)
        }
        (InstKind::CondBr { .. }, Operand::Cond) => Some(0),
        (InstKind::Gather { addr, mask, .. }, _) => {
            address(addr.base.is_some(), false, mask.is_some())
        }
        (InstKind::Scatter { addr, mask, .. }, _) => {
            address(addr.base.is_some(), true, mask.is_some())
        }
        (InstKind::ImageLoad { coords, mask, .. }, _) => image(coords, false, mask.is_some()),
        (InstKind::ImageStore { coords, mask, .. }, _) => image(coords, true, mask.is_some()),
        _ => None,
    }
}

fn expect_role(ty: impl fmt::Display, role: Operand) -> String {
    match role {
        Operand::Data | Operand::Offsets => format!("{ty} {}", role_noun(role)),
        _ => format!("a {ty} {}", role_noun(role)),
    }
}

/// The noun for an operand role in an "expected" phrase (`a mask<16>`, `vec<16 x i32> offsets`).
fn role_noun(role: Operand) -> &'static str {
    match role {
        Operand::Result => "result",
        Operand::Data => "data",
        Operand::Offsets => "offsets",
        Operand::Coord(0) => "U coordinate",
        Operand::Coord(1) => "V coordinate",
        Operand::Coord(2) => "R coordinate",
        Operand::Coord(_) => "coordinate",
        Operand::Lod => "LOD",
        _ => "operand",
    }
}

/// True if `a` and `b` are both vectors with the same channels and element type, or both masks
/// (lane counts may differ).
fn same_kind(a: Type, b: Type) -> bool {
    match (a, b) {
        (
            Type::Vec {
                chans: c1,
                elem: e1,
                ..
            },
            Type::Vec {
                chans: c2,
                elem: e2,
                ..
            },
        ) => c1 == c2 && e1 == e2,
        (Type::Mask { .. }, Type::Mask { .. }) => true,
        _ => false,
    }
}

/// Why `t` is outside the type grammar, if it is.
fn type_problem(t: Type) -> Option<&'static str> {
    match t {
        Type::Scalar(_) => None,
        Type::Vec { lanes, chans, .. } => {
            if lanes == 0 {
                Some("a vector needs at least 1 lane")
            } else if lanes > MAX_LANES {
                Some("more than 4096 lanes")
            } else if !(1..=4).contains(&chans) {
                Some("a vector has 1 to 4 channels")
            } else {
                None
            }
        }
        Type::Mask { lanes } => {
            if lanes == 0 {
                Some("a mask needs at least 1 lane")
            } else if lanes > MAX_LANES {
                Some("more than 4096 lanes")
            } else {
                None
            }
        }
    }
}

/// The const rule: 1 or lanes x channels elements; integers (0/1 for masks) for integer and mask
/// types, floats for float types; integers fit the width as signed or unsigned.
fn const_problem(value: &ConstValue, ty: Type) -> Option<ConstProblem> {
    let elements = ty.num_elements();
    let n = value.len();
    if n != 1 && n as u64 != elements as u64 {
        return Some(ConstProblem::Count { found: n, elements });
    }
    match (value, ty.elem()) {
        (ConstValue::Float(_), None) => Some(ConstProblem::FloatForInt),
        (ConstValue::Float(_), Some(e)) if e.is_int() => Some(ConstProblem::FloatForInt),
        (ConstValue::Float(_), Some(_)) => None,
        (ConstValue::Int(_), Some(e)) if e.is_float() => Some(ConstProblem::IntForFloat),
        (ConstValue::Int(xs), None) => xs
            .iter()
            .enumerate()
            .find(|(_, &x)| x != 0 && x != 1)
            .map(|(index, &value)| ConstProblem::NotABit { index, value }),
        (ConstValue::Int(xs), Some(elem)) => {
            let (lo, hi) = int_range(elem);
            xs.iter()
                .enumerate()
                .find(|(_, &x)| x < lo || x > hi)
                .map(|(index, &value)| ConstProblem::OutOfRange { index, value, elem })
        }
    }
}
