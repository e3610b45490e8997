//! Operand-level pieces of the message IR: element types, arena ids, variable, predicate and
//! surface declarations, inputs, execution sizes, regions, immediates, sources and destinations.

use memlower_ir::ScalarType;
use std::fmt;

/// A vISA element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElemType {
    /// Unsigned dword.
    Ud,
    /// Signed dword.
    D,
    /// IEEE single.
    F,
    /// Unsigned qword.
    Uq,
    /// Signed qword.
    Q,
    /// IEEE double.
    Df,
    /// Unsigned word.
    Uw,
    /// Signed word.
    W,
    /// Unsigned byte.
    Ub,
    /// Signed byte.
    B,
    /// IEEE half.
    Hf,
}

impl ElemType {
    /// Size in bytes.
    pub fn bytes(self) -> u32 {
        match self {
            ElemType::Ub | ElemType::B => 1,
            ElemType::Uw | ElemType::W | ElemType::Hf => 2,
            ElemType::Ud | ElemType::D | ElemType::F => 4,
            ElemType::Uq | ElemType::Q | ElemType::Df => 8,
        }
    }

    /// The vISA spelling (`ud`, `f`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ElemType::Ud => "ud",
            ElemType::D => "d",
            ElemType::F => "f",
            ElemType::Uq => "uq",
            ElemType::Q => "q",
            ElemType::Df => "df",
            ElemType::Uw => "uw",
            ElemType::W => "w",
            ElemType::Ub => "ub",
            ElemType::B => "b",
            ElemType::Hf => "hf",
        }
    }

    /// Every element type.
    pub const ALL: [ElemType; 11] = [
        ElemType::Ud,
        ElemType::D,
        ElemType::F,
        ElemType::Uq,
        ElemType::Q,
        ElemType::Df,
        ElemType::Uw,
        ElemType::W,
        ElemType::Ub,
        ElemType::B,
        ElemType::Hf,
    ];

    /// The type spelled `s` in vISA (`ud`, `f`, ...; see [`ElemType::name`]).
    pub fn from_name(s: &str) -> Option<ElemType> {
        ElemType::ALL.into_iter().find(|t| t.name() == s)
    }

    /// True for `f`, `df`, `hf`.
    pub fn is_float(self) -> bool {
        matches!(self, ElemType::F | ElemType::Df | ElemType::Hf)
    }

    /// The type an IR scalar is stored as. Integers are signless in the IR and stored unsigned;
    /// signed operations read them through a signed alias ([`ElemType::signed`]).
    pub fn of(s: ScalarType) -> ElemType {
        match s {
            ScalarType::I8 => ElemType::Ub,
            ScalarType::I16 => ElemType::Uw,
            ScalarType::I32 => ElemType::Ud,
            ScalarType::I64 => ElemType::Uq,
            ScalarType::F16 => ElemType::Hf,
            ScalarType::F32 => ElemType::F,
            ScalarType::F64 => ElemType::Df,
        }
    }

    /// The signed integer type of the same width (floats are returned unchanged).
    pub fn signed(self) -> ElemType {
        match self {
            ElemType::Ud => ElemType::D,
            ElemType::Uq => ElemType::Q,
            ElemType::Uw => ElemType::W,
            ElemType::Ub => ElemType::B,
            t => t,
        }
    }

    /// The unsigned integer type of the same width (also for floats: their bit pattern).
    pub fn unsigned(self) -> ElemType {
        match self {
            ElemType::D | ElemType::F => ElemType::Ud,
            ElemType::Q | ElemType::Df => ElemType::Uq,
            ElemType::W | ElemType::Hf => ElemType::Uw,
            ElemType::B => ElemType::Ub,
            t => t,
        }
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

macro_rules! id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            /// The arena index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id!(
    /// A general (GRF) variable of a kernel.
    VarId
);
id!(
    /// A predicate variable of a kernel.
    PredId
);
id!(
    /// A surface of a kernel.
    SurfaceId
);
id!(
    /// A label of a kernel.
    LabelId
);

/// A general variable: `.decl name v_type=G type=ty num_elts=n [align=GRF] [alias=<of, off>]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Var {
    /// vISA name (unique in the kernel).
    pub name: String,
    /// Element type.
    pub ty: ElemType,
    /// Number of elements.
    pub num_elts: u32,
    /// `alias=<var, byte offset>`: this variable is a view of another one's storage.
    pub alias: Option<(VarId, u32)>,
    /// Kept live to the end of the kernel (`attrs={Output}`): how `sink` keeps values.
    pub output: bool,
}

impl Var {
    /// Size in bytes.
    pub fn bytes(&self) -> u32 {
        self.num_elts * self.ty.bytes()
    }
}

/// A predicate variable: `.decl name v_type=P num_elts=lanes` (1, 2, 4, 8, 16 or 32 lanes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PredVar {
    /// vISA name.
    pub name: String,
    /// Number of lanes.
    pub lanes: u32,
}

/// How a kernel gets the binding-table indices of its user surfaces (docs/ABI.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SurfaceAbi {
    /// The kernel sets every user surface's index itself (`movs` at its entry): a surface's
    /// own `bti(N)`, the others in declaration order from the lowest free index
    /// (`memlower_ir::Module::binding_table`). The finalizer folds each index into its
    /// messages' descriptors. The default (docs/ABI.md says why).
    #[default]
    Bindings,
    /// Surfaces without `bti(N)` are kernel inputs (4 bytes each, the index the host passes);
    /// the finalizer adds the index to every descriptor at run time (`add a0.0`).
    Inputs,
}

impl SurfaceAbi {
    /// The option's spelling: `bindings` or `inputs`.
    pub fn name(self) -> &'static str {
        match self {
            SurfaceAbi::Bindings => "bindings",
            SurfaceAbi::Inputs => "inputs",
        }
    }

    /// The binding-table index of each of `m`'s surfaces under this ABI (`None`: an input
    /// surface, `slm` or `stateless`): what the kernel sets at its entry, and where the host
    /// must bind each surface.
    pub fn table(self, m: &memlower_ir::Module) -> Vec<Option<u32>> {
        match self {
            SurfaceAbi::Bindings => m.binding_table(),
            SurfaceAbi::Inputs => m.surfaces.iter().map(|s| s.bti).collect(),
        }
    }

    /// The ABI a spelling names.
    pub fn from_name(s: &str) -> Option<SurfaceAbi> {
        [SurfaceAbi::Bindings, SurfaceAbi::Inputs]
            .into_iter()
            .find(|a| a.name() == s)
    }
}

/// How a kernel gets its lanes' indices, the values of `lane.index` (docs/ABI.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LaneIdAbi {
    /// The kernel builds every lane index itself: packed `:v`/`:uv` immediates, `mov` and
    /// `add`. No input. The default (docs/ABI.md says why).
    #[default]
    Computed,
    /// The host passes the lane indices as one per-thread input, `lane_id` (W words, lane i
    /// holding i, W = 8, 16 or 32: the widest lane group the kernel reads), GRF-aligned after
    /// every other input, as the hardware's local-id payload; the kernel reads it as a region.
    Input,
}

impl LaneIdAbi {
    /// The option's spelling: `computed` or `input`.
    pub fn name(self) -> &'static str {
        match self {
            LaneIdAbi::Computed => "computed",
            LaneIdAbi::Input => "input",
        }
    }

    /// The ABI a spelling names.
    pub fn from_name(s: &str) -> Option<LaneIdAbi> {
        [LaneIdAbi::Computed, LaneIdAbi::Input]
            .into_iter()
            .find(|a| a.name() == s)
    }
}

/// The name of the lane-id input variable ([`LaneIdAbi::Input`]): no other declaration the
/// lowering makes can take it (values are `v_...`, surfaces `s_...`, predicates `p_...`).
pub const LANE_ID_NAME: &str = "lane_id";

/// The element type of the lane-id input: words, as the hardware's local-id payload.
pub const LANE_ID_TYPE: ElemType = ElemType::Uw;

/// The most lanes the lane-id input holds: a SIMD32 thread's.
pub const LANE_ID_MAX: u32 = 32;

/// A surface operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Surface {
    /// A user surface (binding-table entry, T6 and up): a kernel input, or set by the kernel
    /// itself (`movs (M1_NM, 1) name(0) 0xN:ud` at its entry) when `bti` is known.
    User {
        /// vISA name.
        name: String,
        /// True for typed images (the only surfaces GATHER4_TYPED may read).
        typed: bool,
        /// The binding-table index the kernel sets at its entry; `None`: a kernel input.
        bti: Option<u32>,
    },
    /// Shared local memory, vISA `%slm` (T0).
    Slm,
    /// Stateless memory, vISA `%scratch` (T5, BTI 255).
    Scratch,
}

impl Surface {
    /// The operand text (`s_buf`, `%slm`, `%scratch`).
    pub fn text(&self) -> &str {
        match self {
            Surface::User { name, .. } => name,
            Surface::Slm => "%slm",
            Surface::Scratch => "%scratch",
        }
    }
}

/// What a kernel input fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// A general variable (a function argument; masks arrive as dwords of bits).
    Var(VarId),
    /// A user surface (its binding-table index).
    Surface(SurfaceId),
}

/// `.input name offset=<byte offset in the GRF file> size=<bytes>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Input {
    /// The variable or surface.
    pub kind: InputKind,
    /// Byte offset in the register file.
    pub offset: u32,
    /// Size in bytes (must equal the declaration's size).
    pub size: u32,
}

/// Execution size and execution-mask control: `(M<1 + offset/4>[_NM], size)`.
///
/// Every instruction memlower emits uses NoMask: lane masks are explicit predicates, so the
/// emitted kernel does not depend on the dispatch width. The offset still selects which
/// predicate bits (absolute channel numbers) an instruction reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Exec {
    /// 1, 2, 4, 8, 16 or 32.
    pub size: u32,
    /// First channel, a multiple of 4 (M1 = 0, M2 = 4, ..., M8 = 28).
    pub offset: u32,
    /// `_NM`: ignore the dispatch mask.
    pub nomask: bool,
}

impl Exec {
    /// `(M1_NM, size)`.
    pub fn nm(size: u32) -> Exec {
        Exec {
            size,
            offset: 0,
            nomask: true,
        }
    }

    /// `(M<k>_NM, size)` with `offset` the first channel.
    pub fn nm_at(size: u32, offset: u32) -> Exec {
        Exec {
            size,
            offset,
            nomask: true,
        }
    }
}

impl fmt::Display for Exec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "(M{}{}, {})",
            self.offset / 4 + 1,
            if self.nomask { "_NM" } else { "" },
            self.size
        )
    }
}

/// `(P)` or `(!P)` on an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PredUse {
    /// The predicate.
    pub pred: PredId,
    /// `!P`.
    pub negate: bool,
}

/// A source region: `var` starting `off` bytes in, `<vstride; width, hstride>` in elements of
/// the variable's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Region {
    /// The variable.
    pub var: VarId,
    /// Byte offset from the variable's start.
    pub off: u32,
    /// Vertical stride.
    pub vstride: u32,
    /// Width.
    pub width: u32,
    /// Horizontal stride.
    pub hstride: u32,
}

impl Region {
    /// `<stride;1,0>`: one element every `stride` elements (1 = contiguous).
    pub fn strided(var: VarId, off: u32, stride: u32) -> Region {
        Region {
            var,
            off,
            vstride: stride,
            width: 1,
            hstride: 0,
        }
    }

    /// `<0;1,0>`: one element broadcast to every lane.
    pub fn scalar(var: VarId, off: u32) -> Region {
        Region {
            var,
            off,
            vstride: 0,
            width: 1,
            hstride: 0,
        }
    }
}

/// An immediate operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Imm {
    /// A scalar of the given type; `bits` is the value's bit pattern (floats: IEEE bits).
    Scalar {
        /// Bit pattern, zero-extended.
        bits: u64,
        /// Type.
        ty: ElemType,
    },
    /// `0x76543210:v`: eight signed 4-bit values, element i in bits 4i..4i+3. The spec reads it
    /// as an 8-element `w` vector, so an instruction that takes it runs at most 8 lanes.
    PackedV(u32),
    /// `0xFEDCBA98:uv`: eight unsigned 4-bit values (0..15), an 8-element `uw` vector; the
    /// lanes 8..15 of a lane index, used directly as an ALU source.
    PackedUv(u32),
}

impl Imm {
    /// A `ud` immediate.
    pub fn ud(v: u32) -> Imm {
        Imm::Scalar {
            bits: v as u64,
            ty: ElemType::Ud,
        }
    }
}

impl fmt::Display for Imm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Imm::Scalar { bits, ty } => write!(f, "0x{bits:X}:{ty}"),
            Imm::PackedV(v) => write!(f, "0x{v:08X}:v"),
            Imm::PackedUv(v) => write!(f, "0x{v:08X}:uv"),
        }
    }
}

/// A source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Src {
    /// A register region, optionally negated (`(-)`).
    Reg {
        /// The region.
        region: Region,
        /// `(-)` source modifier.
        neg: bool,
    },
    /// An immediate.
    Imm(Imm),
    /// A predicate (for logic ops on predicates and `mov` of predicate bits to a register).
    Pred(PredId),
}

impl Src {
    /// A plain register source.
    pub fn reg(region: Region) -> Src {
        Src::Reg { region, neg: false }
    }
}

/// A destination operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dst {
    /// `var` starting `off` bytes in, every `hstride`-th element.
    Reg {
        /// The variable.
        var: VarId,
        /// Byte offset from the variable's start.
        off: u32,
        /// Horizontal stride in elements.
        hstride: u32,
    },
    /// A predicate (logic ops on predicates).
    Pred(PredId),
}

impl Dst {
    /// The whole of `var` from its first element, stride 1 (`var(0,0)<1>`).
    pub fn reg(var: VarId) -> Dst {
        Dst::Reg {
            var,
            off: 0,
            hstride: 1,
        }
    }
}

/// A raw (message payload) operand: `var.<byte offset>` or `%null.0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Raw {
    /// The variable, or `None` for `%null`.
    pub var: Option<VarId>,
    /// Byte offset from the variable's start.
    pub off: u32,
}

impl Raw {
    /// `var.off`.
    pub fn at(var: VarId, off: u32) -> Raw {
        Raw {
            var: Some(var),
            off,
        }
    }

    /// `%null.0`.
    pub const NULL: Raw = Raw { var: None, off: 0 };
}
