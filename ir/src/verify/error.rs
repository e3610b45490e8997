//! [`VerifyError`]: every broken verifier rule as a variant, its message, its [`Site`] and what
//! would have been accepted ([`Located::expected`]).

use super::rules::int_range;
use super::site::{ConstProblem, Operand, Site};
use crate::diag::Located;
use crate::ir::*;
use crate::types::{ChannelMask, Type};

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
    /// A surface's `bti(N)` out of range, on a surface that has a fixed hardware surface, or
    /// taken by an earlier surface.
    #[error("surface `@{name}`: binding-table index {bti} {why}{at}")]
    BadBinding {
        /// The surface's declaration.
        at: Site,
        /// The surface.
        name: String,
        /// The index.
        bti: u32,
        /// What is wrong with it.
        why: String,
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
            | BadBinding { at, .. }
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
            BadBinding { .. } => format!(
                "on an `untyped` or image surface, an index in 0..={} no earlier surface has \
                 (docs/ABI.md)",
                crate::MAX_BTI
            ),
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
