//! The message-level IR: vISA-like, fully explicit.
//!
//! `lower-messages` turns each legal abstract memory op into exactly one [`MsgInst`] and the
//! arithmetic around it into ALU instructions over *variables* — typed, GRF-sized storage, as
//! vISA declares it — so every byte the finalizer will see is visible here:
//!
//! ```text
//!   Kernel
//!   ├── vars      .decl v_x v_type=G type=ud num_elts=16 align=GRF [alias=<v_y, 64>] [Output]
//!   ├── preds     .decl p_m v_type=P num_elts=32
//!   ├── surfaces  user (T6+, a kernel input), %slm (T0), %scratch (T5, stateless)
//!   ├── inputs    function arguments at byte offsets of the GRF file
//!   └── insts     messages, mov/ALU with regions, cmp/setp, sel, labels, jmp, ret
//! ```
//!
//! Operands name their variable and a *byte* offset into it; the emitter turns byte offsets into
//! vISA's `(row, col)` for the target's GRF size, so this IR is the same text-free data for every
//! target. The verifier ([`crate::verify`]) checks it against the message specs and the target
//! facts; the printer here ([`Kernel`]'s `Display`) is what `memlower lower --emit ir` shows.

use memlower_ir::{ChannelMask, Loc, Message, MsgChoice, ScalarType};
use smallvec::SmallVec;
use std::fmt::{self, Write};

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

/// A surface operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Surface {
    /// A user surface (binding-table entry, T6 and up), passed as a kernel input.
    User {
        /// vISA name.
        name: String,
        /// True for typed images (the only surfaces GATHER4_TYPED may read).
        typed: bool,
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
    /// `0x76543210:v`: eight signed 4-bit values, element i in bits 4i..4i+3.
    PackedV(u32),
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

/// ALU opcodes (vISA has no `sub`: it is `add` with a negated source).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AluOp {
    /// `mov` (also converts between types, and copies predicate bits to a register).
    Mov,
    /// `add`
    Add,
    /// `mul` (low half)
    Mul,
    /// `shl`
    Shl,
    /// `shr` (logical)
    Shr,
    /// `and` (also on predicates)
    And,
    /// `or` (also on predicates)
    Or,
    /// `xor` (also on predicates)
    Xor,
    /// `not` (also on predicates)
    Not,
    /// `sel`: src0 where the predicate is set, src1 elsewhere.
    Sel,
    /// `asr`: arithmetic shift right (the source's sign bit shifts in).
    Asr,
    /// `min` (vISA MIN_MAX with op 0): by value for integers of the sources' signedness;
    /// IEEE minNum for floats.
    Min,
    /// `max` (vISA MIN_MAX with op 1).
    Max,
    /// `mad`: `src0 * src1 + src2`; for floats one fused operation (vISA: "guaranteed to be
    /// translated into a HW mad instruction").
    Mad,
}

impl AluOp {
    /// Every opcode (what the vISA text reader, `crate::visa_text`, reads by mnemonic).
    pub const ALL: [AluOp; 14] = [
        AluOp::Mov,
        AluOp::Add,
        AluOp::Mul,
        AluOp::Shl,
        AluOp::Shr,
        AluOp::And,
        AluOp::Or,
        AluOp::Xor,
        AluOp::Not,
        AluOp::Sel,
        AluOp::Asr,
        AluOp::Min,
        AluOp::Max,
        AluOp::Mad,
    ];

    /// Mnemonic.
    pub fn name(self) -> &'static str {
        match self {
            AluOp::Mov => "mov",
            AluOp::Add => "add",
            AluOp::Mul => "mul",
            AluOp::Shl => "shl",
            AluOp::Shr => "shr",
            AluOp::And => "and",
            AluOp::Or => "or",
            AluOp::Xor => "xor",
            AluOp::Not => "not",
            AluOp::Sel => "sel",
            AluOp::Asr => "asr",
            AluOp::Min => "min",
            AluOp::Max => "max",
            AluOp::Mad => "mad",
        }
    }

    /// Number of sources.
    pub fn arity(self) -> usize {
        match self {
            AluOp::Mov | AluOp::Not => 1,
            AluOp::Mad => 3,
            _ => 2,
        }
    }
}

/// Relations of `cmp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpRel {
    /// `eq`
    Eq,
    /// `ne`
    Ne,
    /// `lt`
    Lt,
    /// `le`
    Le,
    /// `gt`
    Gt,
    /// `ge`
    Ge,
}

impl CmpRel {
    /// Mnemonic suffix.
    pub fn name(self) -> &'static str {
        match self {
            CmpRel::Eq => "eq",
            CmpRel::Ne => "ne",
            CmpRel::Lt => "lt",
            CmpRel::Le => "le",
            CmpRel::Gt => "gt",
            CmpRel::Ge => "ge",
        }
    }
}

/// One of the five memory messages.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MsgInst {
    /// Message and its block count or channel mask (`gather_scaled.4`, `scatter4_scaled.rg`).
    pub choice: MsgChoice,
    /// Exec size and mask offset.
    pub exec: Exec,
    /// Lane predicate.
    pub pred: Option<PredUse>,
    /// Surface.
    pub surface: SurfaceId,
    /// Scalar global byte offset (`ud` register region or immediate), for the three scaled
    /// messages; `None` for QW_SCATTER and GATHER4_TYPED, which have none.
    pub global_offset: Option<Src>,
    /// Address payloads: `[offsets]` for the byte-addressed messages, `[u, v, r, lod]` for
    /// GATHER4_TYPED (absent ones are `%null.0`).
    pub addrs: SmallVec<[Raw; 4]>,
    /// Data payload: the destination of a read, the source of a write.
    pub data: Raw,
}

/// What an instruction does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstKind {
    /// A memory message.
    Msg(MsgInst),
    /// `[(P)] op (exec) dst src0 [src1]`.
    Alu {
        /// Opcode.
        op: AluOp,
        /// Exec size and mask offset.
        exec: Exec,
        /// Predicate (required for `sel`).
        pred: Option<PredUse>,
        /// Destination.
        dst: Dst,
        /// Sources (`op.arity()` of them).
        srcs: SmallVec<[Src; 2]>,
    },
    /// `cmp.rel (exec) P src0 src1`: writes the predicate bits of the executing channels.
    Cmp {
        /// Relation.
        rel: CmpRel,
        /// Exec size and mask offset (the offset picks the predicate bits written).
        exec: Exec,
        /// Destination predicate.
        dst: PredId,
        /// Sources.
        srcs: [Src; 2],
    },
    /// `setp (exec) P src`: predicate bits from the low bits of a scalar.
    Setp {
        /// Exec size (the number of bits set).
        exec: Exec,
        /// Destination predicate.
        dst: PredId,
        /// The bits (a `ud`/`uw` scalar region or an immediate).
        src: Src,
    },
    /// `name:`.
    Label(LabelId),
    /// `[(P)] jmp (M1_NM, 1) label`: a uniform branch.
    Jmp {
        /// Condition.
        pred: Option<PredUse>,
        /// Target.
        target: LabelId,
    },
    /// `ret (M1, 1)`.
    Ret,
    /// The IR's `sink`: the values kept, read at this point. The emitter writes it as a
    /// comment naming each value's place and type (`// sink: v.0:vec<16 x i32>`), which the
    /// checker reads back (`crate::visa_text`); the variables are `attrs={Output}`, which is
    /// what keeps them live in the finalizer. The interpreter records the values here, as the
    /// reference interpreter does.
    Sink(Vec<SinkArg>),
}

/// One value of a `sink`: where its lanes are, and its IR type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SinkArg {
    /// The variable (for masks: dwords of bits, lane i at bit i % 32 of dword i / 32).
    pub var: VarId,
    /// Byte offset of lane 0, channel 0.
    pub off: u32,
    /// Byte stride between channels (SoA).
    pub stride: u32,
    /// The value's type in the IR.
    pub ty: memlower_ir::Type,
}

/// Why an instruction exists, for the report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Purpose {
    /// Computes an IR value (ALU, compares, messages).
    Compute,
    /// Copies data into a message payload (offsets, data or coordinates).
    PayloadCopy,
    /// Converts between register layouts (zip/unzip, re-striding, assembling lanes).
    Layout,
    /// Passes a block argument.
    BlockArg,
    /// Control flow.
    Control,
}

/// An instruction with its source location and purpose.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    /// What it does.
    pub kind: InstKind,
    /// The IR op it was lowered from.
    pub loc: Loc,
    /// Why it is there.
    pub purpose: Purpose,
    /// The IR instruction it was lowered for, as the user wrote it: the legal op's
    /// [`memlower_ir::InstData::origin`] when legalisation made that op, else the legal op
    /// itself; `None` for the kernel prologue. The report charges moves by it.
    pub origin: Option<memlower_ir::Inst>,
}

/// One kernel in message-level IR.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// Kernel name.
    pub name: String,
    /// Target name (`dg2`).
    pub target: String,
    /// GRF size in bytes (32 or 64).
    pub grf_bytes: u32,
    /// General variables.
    pub vars: Vec<Var>,
    /// Predicate variables.
    pub preds: Vec<PredVar>,
    /// Surfaces.
    pub surfaces: Vec<Surface>,
    /// Label names.
    pub labels: Vec<String>,
    /// Inputs in order.
    pub inputs: Vec<Input>,
    /// The variable each function argument arrives in, in argument order (a `mask<N>`
    /// argument arrives as `ceil(N / 32)` dwords of bits). Surface `i` of the kernel is surface
    /// `i` of the module.
    pub args: Vec<VarId>,
    /// Instructions in order.
    pub insts: Vec<Inst>,
}

/// How an instruction touches a variable, for liveness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Reads `bytes` bytes at `off`.
    Read {
        /// Byte offset from the variable's start.
        off: u32,
        /// Bytes read.
        bytes: u32,
    },
    /// Writes `bytes` bytes at `off`.
    Write {
        /// Byte offset from the variable's start.
        off: u32,
        /// Bytes written.
        bytes: u32,
    },
}

impl Kernel {
    /// An empty kernel.
    pub fn new(name: impl Into<String>, target: impl Into<String>, grf_bytes: u32) -> Kernel {
        Kernel {
            name: name.into(),
            target: target.into(),
            grf_bytes,
            vars: Vec::new(),
            preds: Vec::new(),
            surfaces: Vec::new(),
            labels: Vec::new(),
            inputs: Vec::new(),
            args: Vec::new(),
            insts: Vec::new(),
        }
    }

    /// Declares a root variable.
    pub fn add_var(&mut self, name: impl Into<String>, ty: ElemType, num_elts: u32) -> VarId {
        let id = VarId(self.vars.len() as u32);
        self.vars.push(Var {
            name: name.into(),
            ty,
            num_elts: num_elts.max(1),
            alias: None,
            output: false,
        });
        id
    }

    /// Declares an alias: a view of `of`'s storage from byte `off`, as `ty`.
    pub fn add_alias(
        &mut self,
        name: impl Into<String>,
        ty: ElemType,
        num_elts: u32,
        of: VarId,
        off: u32,
    ) -> VarId {
        let id = VarId(self.vars.len() as u32);
        self.vars.push(Var {
            name: name.into(),
            ty,
            num_elts: num_elts.max(1),
            alias: Some((of, off)),
            output: false,
        });
        id
    }

    /// Declares a predicate.
    pub fn add_pred(&mut self, name: impl Into<String>, lanes: u32) -> PredId {
        let id = PredId(self.preds.len() as u32);
        self.preds.push(PredVar {
            name: name.into(),
            lanes,
        });
        id
    }

    /// Declares a surface.
    pub fn add_surface(&mut self, s: Surface) -> SurfaceId {
        let id = SurfaceId(self.surfaces.len() as u32);
        self.surfaces.push(s);
        id
    }

    /// Declares a label.
    pub fn add_label(&mut self, name: impl Into<String>) -> LabelId {
        let id = LabelId(self.labels.len() as u32);
        self.labels.push(name.into());
        id
    }

    /// Appends an instruction.
    pub fn push(&mut self, kind: InstKind, loc: Loc, purpose: Purpose) {
        self.push_from(kind, loc, None, purpose);
    }

    /// Appends an instruction lowered for the IR instruction `origin` (see [`Inst::origin`]).
    pub fn push_from(
        &mut self,
        kind: InstKind,
        loc: Loc,
        origin: Option<memlower_ir::Inst>,
        purpose: Purpose,
    ) {
        self.insts.push(Inst {
            kind,
            loc,
            purpose,
            origin,
        });
    }

    /// A variable's declaration, if the id is valid.
    pub fn var(&self, v: VarId) -> Option<&Var> {
        self.vars.get(v.index())
    }

    /// The root of `v`'s alias chain and `v`'s byte offset in it. Cycles and dangling ids end
    /// the walk (the verifier reports them).
    pub fn root(&self, v: VarId) -> (VarId, u32) {
        let (mut cur, mut off) = (v, 0u32);
        for _ in 0..=self.vars.len() {
            match self.vars.get(cur.index()).and_then(|d| d.alias) {
                Some((of, o)) => {
                    off = off.saturating_add(o);
                    cur = of;
                }
                None => break,
            }
        }
        (cur, off)
    }

    /// The number of message instructions.
    pub fn message_count(&self) -> usize {
        self.insts
            .iter()
            .filter(|i| matches!(i.kind, InstKind::Msg(_)))
            .count()
    }

    /// The number of `mov` instructions into registers (copies and conversions).
    pub fn move_count(&self) -> usize {
        self.insts
            .iter()
            .filter(|i| {
                matches!(
                    i.kind,
                    InstKind::Alu {
                        op: AluOp::Mov,
                        dst: Dst::Reg { .. },
                        ..
                    }
                )
            })
            .count()
    }

    /// The bytes a raw operand of `msg` covers in the register file: what the message reads or
    /// writes there, which is more than the lanes the value holds when the exec size is below
    /// the message's native width (facts: payloads are `roundUp(exec)` dwords per register
    /// block, typed ones one GRF per address and channel).
    pub fn raw_footprint(&self, msg: &MsgInst, data: bool) -> u32 {
        payload_footprint(msg.choice, msg.exec.size, self.grf_bytes, data)
    }

    /// Calls `f` on every variable an instruction reads or writes, with the bytes touched.
    /// This one walk is what liveness, the allocator and the verifier all read.
    pub fn for_each_access(&self, inst: &Inst, mut f: impl FnMut(VarId, Access)) {
        let esize = |v: VarId| self.var(v).map(|d| d.ty.bytes()).unwrap_or(4);
        let src = |s: &Src, n: u32, f: &mut dyn FnMut(VarId, Access)| {
            if let Src::Reg { region, .. } = s {
                let e = esize(region.var);
                let span = region_span(region, n) * e;
                f(
                    region.var,
                    Access::Read {
                        off: region.off,
                        bytes: span,
                    },
                );
            }
        };
        match &inst.kind {
            InstKind::Msg(m) => {
                if let Some(g) = &m.global_offset {
                    src(g, 1, &mut f);
                }
                let addr_bytes = self.raw_footprint(m, false);
                for a in &m.addrs {
                    if let Some(v) = a.var {
                        f(
                            v,
                            Access::Read {
                                off: a.off,
                                bytes: addr_bytes,
                            },
                        );
                    }
                }
                if let Some(v) = m.data.var {
                    let bytes = self.raw_footprint(m, true);
                    let acc = if m.choice.msg.is_read() {
                        Access::Write {
                            off: m.data.off,
                            bytes,
                        }
                    } else {
                        Access::Read {
                            off: m.data.off,
                            bytes,
                        }
                    };
                    f(v, acc);
                }
            }
            InstKind::Alu {
                exec, dst, srcs, ..
            } => {
                for s in srcs {
                    src(s, exec.size, &mut f);
                }
                if let Dst::Reg { var, off, hstride } = dst {
                    let e = esize(*var);
                    let span = (exec.size.saturating_sub(1) * hstride.max(&1) + 1) * e;
                    f(
                        *var,
                        Access::Write {
                            off: *off,
                            bytes: span,
                        },
                    );
                }
            }
            InstKind::Cmp { exec, srcs, .. } => {
                for s in srcs {
                    src(s, exec.size, &mut f);
                }
            }
            InstKind::Setp { src: s, .. } => src(s, 1, &mut f),
            InstKind::Sink(args) => {
                for a in args {
                    f(
                        a.var,
                        Access::Read {
                            off: a.off,
                            bytes: sink_bytes(a),
                        },
                    );
                }
            }
            InstKind::Label(_) | InstKind::Jmp { .. } | InstKind::Ret => {}
        }
    }
}

/// Bytes a sink argument covers from its offset.
pub fn sink_bytes(a: &SinkArg) -> u32 {
    let lanes = a.ty.lanes().unwrap_or(1);
    match a.ty {
        memlower_ir::Type::Mask { .. } => lanes.div_ceil(32) * 4,
        t => {
            let e = t.elem().map(|e| e.bytes()).unwrap_or(4);
            let chans = t.chans().unwrap_or(1) as u32;
            (chans - 1) * a.stride + lanes * e
        }
    }
}

/// Elements spanned by `n` lanes of a region (from its first element to its last, inclusive).
pub fn region_span(r: &Region, n: u32) -> u32 {
    if n == 0 {
        return 0;
    }
    let w = r.width.max(1);
    let rows = (n - 1) / w;
    let cols = (n - 1) % w;
    rows * r.vstride + cols * r.hstride + 1
}

/// The register bytes a message's operand covers (see [`Kernel::raw_footprint`]).
///
/// `W = roundUp(exec)` dwords: 8 for exec ≤ 8 and 16 for exec 16 on a 32-byte GRF, 16 on a
/// 64-byte GRF. Byte-addressed messages: `W` dwords of offsets; data `W` dwords (scaled),
/// `channels × W` dwords (SCATTER4_SCALED), `W` qwords (QW_SCATTER). GATHER4_TYPED: each
/// address and each channel is one register block of `max(exec, GRF/4)` dwords.
pub fn payload_footprint(choice: MsgChoice, exec: u32, grf_bytes: u32, data: bool) -> u32 {
    let grf_dw = grf_bytes / 4;
    let w = exec.max(8).next_power_of_two().max(grf_dw);
    let block = exec.max(grf_dw) * 4;
    match (choice.msg, data) {
        (Message::Gather4Typed, false) => block,
        (Message::Gather4Typed, true) => block * choice.channels.count().max(1) as u32,
        (_, false) => w * 4,
        (Message::GatherScaled | Message::ScatterScaled, true) => w * 4,
        (Message::Scatter4Scaled, true) => w * 4 * choice.channels.count().max(1) as u32,
        (Message::QwScatter, true) => w * 8 * choice.blocks.max(1) as u32,
    }
}

/// The message suffix in vISA text: `.4` or `.RGBA`.
pub fn choice_suffix(c: MsgChoice) -> String {
    if c.msg.has_channels() {
        c.channels.name().to_uppercase()
    } else {
        c.blocks.to_string()
    }
}

/// A channel mask in vISA spelling (`RG`).
pub fn channels_text(c: ChannelMask) -> String {
    c.name().to_uppercase()
}

// ---------------------------------------------------------------------------------------------
// Printer (`--emit ir`): byte offsets and types written out, one declaration or instruction a
// line. The vISA emitter (`crate::emit`) prints the same kernel in the finalizer's syntax.

impl Kernel {
    fn vname(&self, v: VarId) -> String {
        self.var(v)
            .map(|d| d.name.clone())
            .unwrap_or_else(|| format!("<var{}>", v.0))
    }

    fn pname(&self, p: PredId) -> String {
        self.preds
            .get(p.index())
            .map(|d| d.name.clone())
            .unwrap_or_else(|| format!("<pred{}>", p.0))
    }

    fn lname(&self, l: LabelId) -> String {
        self.labels
            .get(l.index())
            .cloned()
            .unwrap_or_else(|| format!("<label{}>", l.0))
    }

    fn src_text(&self, s: &Src) -> String {
        match s {
            Src::Reg { region, neg } => {
                let ty = self.var(region.var).map(|d| d.ty.name()).unwrap_or("?");
                format!(
                    "{}{}[+{}]<{};{},{}>:{ty}",
                    if *neg { "-" } else { "" },
                    self.vname(region.var),
                    region.off,
                    region.vstride,
                    region.width,
                    region.hstride
                )
            }
            Src::Imm(i) => i.to_string(),
            Src::Pred(p) => self.pname(*p),
        }
    }

    fn raw_text(&self, r: &Raw) -> String {
        match r.var {
            Some(v) => format!("{}[+{}]", self.vname(v), r.off),
            None => "%null".into(),
        }
    }

    fn pred_text(&self, p: &Option<PredUse>) -> String {
        match p {
            Some(p) => format!(
                "({}{}) ",
                if p.negate { "!" } else { "" },
                self.pname(p.pred)
            ),
            None => String::new(),
        }
    }

    /// One instruction in the `--emit ir` form.
    pub fn inst_text(&self, inst: &Inst) -> String {
        match &inst.kind {
            InstKind::Msg(m) => {
                let surf = self
                    .surfaces
                    .get(m.surface.index())
                    .map(|s| s.text().to_string())
                    .unwrap_or_else(|| "<surface?>".into());
                let mut s = format!(
                    "{}{}.{} {} {}",
                    self.pred_text(&m.pred),
                    m.choice.msg.mnemonic(),
                    choice_suffix(m.choice),
                    m.exec,
                    surf
                );
                if let Some(g) = &m.global_offset {
                    let _ = write!(s, " goff={}", self.src_text(g));
                }
                let addrs: Vec<String> = m.addrs.iter().map(|a| self.raw_text(a)).collect();
                let _ = write!(
                    s,
                    " addr=[{}] {}={}",
                    addrs.join(", "),
                    if m.choice.msg.is_read() { "dst" } else { "src" },
                    self.raw_text(&m.data)
                );
                s
            }
            InstKind::Alu {
                op,
                exec,
                pred,
                dst,
                srcs,
            } => {
                let d = match dst {
                    Dst::Reg { var, off, hstride } => {
                        let ty = self.var(*var).map(|d| d.ty.name()).unwrap_or("?");
                        format!("{}[+{off}]<{hstride}>:{ty}", self.vname(*var))
                    }
                    Dst::Pred(p) => self.pname(*p),
                };
                let ss: Vec<String> = srcs.iter().map(|s| self.src_text(s)).collect();
                format!(
                    "{}{} {exec} {d} {}",
                    self.pred_text(pred),
                    op.name(),
                    ss.join(" ")
                )
            }
            InstKind::Cmp {
                rel,
                exec,
                dst,
                srcs,
            } => format!(
                "cmp.{} {exec} {} {} {}",
                rel.name(),
                self.pname(*dst),
                self.src_text(&srcs[0]),
                self.src_text(&srcs[1])
            ),
            InstKind::Setp { exec, dst, src } => {
                format!("setp {exec} {} {}", self.pname(*dst), self.src_text(src))
            }
            InstKind::Label(l) => format!("{}:", self.lname(*l)),
            InstKind::Jmp { pred, target } => {
                format!("{}jmp {}", self.pred_text(pred), self.lname(*target))
            }
            InstKind::Ret => "ret".into(),
            InstKind::Sink(args) => {
                let xs: Vec<String> = args
                    .iter()
                    .map(|a| format!("{}[+{}] : {}", self.vname(a.var), a.off, a.ty))
                    .collect();
                format!("sink {}", xs.join(", "))
            }
        }
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "kernel {} (target {}, GRF {} bytes)",
            self.name, self.target, self.grf_bytes
        )?;
        for s in &self.surfaces {
            match s {
                Surface::User { name, typed } => writeln!(
                    f,
                    "  surface {name} : {}",
                    if *typed { "typed" } else { "untyped" }
                )?,
                other => writeln!(f, "  surface {}", other.text())?,
            }
        }
        for v in &self.vars {
            write!(f, "  var {} : {} x {}", v.name, v.ty, v.num_elts)?;
            if let Some((of, off)) = v.alias {
                write!(f, " alias {}[+{off}]", self.vname(of))?;
            }
            if v.output {
                write!(f, " output")?;
            }
            writeln!(f)?;
        }
        for p in &self.preds {
            writeln!(f, "  pred {} : {}", p.name, p.lanes)?;
        }
        for i in &self.inputs {
            let name = match i.kind {
                InputKind::Var(v) => self.vname(v),
                InputKind::Surface(s) => self
                    .surfaces
                    .get(s.index())
                    .map(|s| s.text().to_string())
                    .unwrap_or_default(),
            };
            writeln!(f, "  input {name} @ {} size {}", i.offset, i.size)?;
        }
        for inst in &self.insts {
            match inst.kind {
                InstKind::Label(_) => writeln!(f, "{}", self.inst_text(inst))?,
                _ => writeln!(f, "    {}", self.inst_text(inst))?,
            }
        }
        Ok(())
    }
}
