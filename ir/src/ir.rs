//! The in-memory IR: modules, surfaces, functions, blocks, instructions and values.
//!
//! Storage is arena-style, as in Cranelift: a [`Function`] owns the data of its values,
//! instructions and blocks, and refers to them by small copyable ids ([`Value`], [`Inst`],
//! [`Block`]). The *layout* (which instructions are in which block, in which order) is kept
//! apart from the data, so passes can insert, replace and remove instructions cheaply.
//!
//! Every instruction has at most one result. Function arguments are the arguments of the entry
//! block. Every instruction carries the source [`Loc`] it was parsed from (or `Loc::UNKNOWN`), so
//! the verifier and the legaliser can name the line a user wrote.

use crate::types::{ChannelMask, Type};
use smallvec::SmallVec;
use std::fmt;

mod fcmp;
pub use fcmp::FCmpPred;
mod memory_kind;
mod ops;
pub use memory_kind::{ImageDim, SurfaceKind};
pub use ops::{BinOp, CastOp, CmpPred, ConstValue, Message, MsgChoice};

macro_rules! entity {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            /// The arena index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

entity!(
    /// An SSA value of a function.
    Value,
    "v"
);
entity!(
    /// An instruction of a function.
    Inst,
    "inst"
);
entity!(
    /// A basic block of a function.
    Block,
    "block"
);
entity!(
    /// A surface of the module (index into [`Module::surfaces`]).
    SurfaceRef,
    "surface"
);

/// A position in the source text, 1-based. `line == 0` means unknown (built, not parsed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc {
    /// 1-based line, 0 if unknown.
    pub line: u32,
    /// 1-based column, 0 if unknown.
    pub col: u32,
}

impl Loc {
    /// No source position.
    pub const UNKNOWN: Loc = Loc { line: 0, col: 0 };

    /// A known position.
    pub fn new(line: u32, col: u32) -> Loc {
        Loc { line, col }
    }

    /// True if this location points into source text.
    pub fn is_known(self) -> bool {
        self.line != 0
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_known() {
            write!(f, "{}:{}", self.line, self.col)
        } else {
            f.write_str("<unknown>")
        }
    }
}

/// A module-level surface declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Surface {
    /// Name without the `@`.
    pub name: String,
    /// Kind.
    pub kind: SurfaceKind,
    /// Where it was declared.
    pub loc: Loc,
}

/// A branch target with its block arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockCall {
    /// Destination block.
    pub block: Block,
    /// Values passed to the destination's parameters.
    pub args: SmallVec<[Value; 4]>,
}

/// Where a memory op reads or writes: `@surface[base + offsets]`.
///
/// The byte address of lane `i` is `base + offsets[i]`; channel `c` of a multi-channel lane is
/// at `base + offsets[i] + c * elem_bytes` (pixels are stored channel-interleaved, AoS).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Address {
    /// The surface.
    pub surface: SurfaceRef,
    /// Optional scalar `i32` base byte offset shared by all lanes.
    pub base: Option<Value>,
    /// Per-lane `vec<N x i32>` byte offsets.
    pub offsets: Value,
}

/// Coordinates of a typed image access: U, and V and R as the image's dimension needs, plus an
/// optional LOD. Each is a `vec<N x i32>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ImageCoords {
    /// U, then V, then R (as many as the image has dimensions).
    pub uvr: SmallVec<[Value; 3]>,
    /// Level of detail, if given.
    pub lod: Option<Value>,
}

/// What an instruction does. Operands are [`Value`]s; the result type is on the result value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstKind {
    /// `const 4 : i32`, `const [0, 4, 8] : vec<3 x i32>`, `const 1 : mask<8>` (splat).
    Const {
        /// The elements.
        value: ConstValue,
    },
    /// `splat %x : vec<N x T>`: a scalar repeated over all lanes (or a `mask<1>` to `mask<N>`).
    Splat {
        /// The scalar.
        x: Value,
    },
    /// `lane.index : vec<N x i32>`: lane i holds i.
    LaneIndex,
    /// `undef : T`: a value whose every byte is undefined (LLVM's `undef`/`poison`). What
    /// `split-lanes` puts in the padding lanes of a message's offsets and data: disabled lanes
    /// are never read, so the lowering need not write them.
    Undef,
    /// `add %a, %b : T` and the other [`BinOp`]s; both operands have the result type.
    Binary {
        /// Operator.
        op: BinOp,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `cmp ult %a, %b : mask<N>`: lane-wise comparison giving a mask.
    Cmp {
        /// Predicate.
        pred: CmpPred,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `fcmp olt %a, %b : mask<N>`: lane-wise float comparison with LLVM's predicates.
    FCmp {
        /// Predicate.
        pred: FCmpPred,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `fma %a, %b, %c : T`: `a * b + c` rounded once (LLVM's `llvm.fma` and `llvm.fmuladd`);
    /// all three operands have the result type, a float type.
    Fma {
        /// First factor.
        a: Value,
        /// Second factor.
        b: Value,
        /// Addend.
        c: Value,
    },
    /// `select %m, %a, %b : T`: lane-wise choice (a where the mask is set).
    Select {
        /// The condition mask (lanes as T, or mask<1> for scalars).
        cond: Value,
        /// Chosen where set.
        on_true: Value,
        /// Chosen where clear.
        on_false: Value,
    },
    /// `extract %v[start] : T`: lanes `start .. start + lanes(T)` of a vector or mask.
    Extract {
        /// Source vector or mask.
        src: Value,
        /// First lane.
        start: u32,
    },
    /// `insert %dst[start], %src : T`: `dst` with lanes from `start` replaced by `src`.
    Insert {
        /// Vector being updated (has the result type).
        dst: Value,
        /// Lanes written.
        src: Value,
        /// First lane written.
        start: u32,
    },
    /// `concat %a, %b, ... : T`: lanes of the parts one after another.
    Concat {
        /// The parts (at least one).
        parts: SmallVec<[Value; 4]>,
    },
    /// `chan.extract %v[c] : vec<N x T>`: channel `c` of every lane of a multi-channel vector.
    ChanExtract {
        /// Source `vec<N x C x T>`.
        src: Value,
        /// Channel index (0 = R).
        chan: u8,
    },
    /// `chan.pack %a, %b, ... : vec<N x C x T>`: builds a C-channel vector from C single-channel
    /// vectors of N lanes (channel c of lane i is lane i of part c).
    ChanPack {
        /// The channels, in order.
        parts: SmallVec<[Value; 4]>,
    },
    /// `zext %x : T` and the other [`CastOp`]s. `bitcast` keeps the lane count and the bytes of
    /// each lane: `vec<N x i64>` to `vec<N x 2 x i32>` puts the low dword in channel 0.
    Cast {
        /// Conversion.
        op: CastOp,
        /// Source.
        x: Value,
    },
    /// `gather @s[%base + %off] mask %m align A [via MSG] : vec<N x [C x] T>`: per-lane reads.
    /// Disabled lanes' results are undefined; out-of-bounds lanes read 0.
    Gather {
        /// Address.
        addr: Address,
        /// Optional `mask<N>`; absent means all lanes.
        mask: Option<Value>,
        /// Guaranteed alignment in bytes of every lane's address (a power of two).
        align: u32,
        /// The message chosen by legalisation (`None` until `pick-blocks`).
        via: Option<MsgChoice>,
    },
    /// `scatter @s[%base + %off], %data mask %m align A`: per-lane writes. Out-of-bounds writes
    /// are dropped; two enabled lanes writing one address is undefined behaviour.
    Scatter {
        /// Address.
        addr: Address,
        /// Data, `vec<N x [C x] T>`.
        data: Value,
        /// Optional `mask<N>`.
        mask: Option<Value>,
        /// Guaranteed alignment in bytes (a power of two).
        align: u32,
        /// The message chosen by legalisation (`None` until `pick-blocks`).
        via: Option<MsgChoice>,
    },
    /// `image.load @img[%u, %v] lod %l mask %m channels rgba : vec<N x C x T>`: typed read of
    /// the enabled channels. Out of bounds: 0 in R/G/B, 1 in A.
    ImageLoad {
        /// The image surface.
        surface: SurfaceRef,
        /// Coordinates.
        coords: ImageCoords,
        /// Optional `mask<N>`.
        mask: Option<Value>,
        /// Channels read; the result has one channel per enabled bit.
        channels: ChannelMask,
        /// The message chosen by legalisation (`None` until `pick-blocks`).
        via: Option<MsgChoice>,
    },
    /// `image.store @img[%u, %v] lod %l, %data mask %m channels rgba`: typed write. Parsed and
    /// verified; no message in memlower's set can carry it, so lowering refuses it.
    ImageStore {
        /// The image surface.
        surface: SurfaceRef,
        /// Coordinates.
        coords: ImageCoords,
        /// Data, one channel per enabled bit.
        data: Value,
        /// Optional `mask<N>`.
        mask: Option<Value>,
        /// Channels written.
        channels: ChannelMask,
    },
    /// `sink %a, %b`: keeps values live (an opaque use; the reference interpreter records them).
    Sink {
        /// The values kept.
        args: SmallVec<[Value; 4]>,
    },
    /// `br dest(%args)`.
    Br {
        /// Target.
        dest: BlockCall,
    },
    /// `cond_br %c, then(%a), else(%b)`; `%c` is a `mask<1>`.
    CondBr {
        /// Condition.
        cond: Value,
        /// Taken when set.
        then_dest: BlockCall,
        /// Taken when clear.
        else_dest: BlockCall,
    },
    /// `ret`.
    Ret,
}

/// Every instruction mnemonic of the text format, in the order of [`InstKind`]'s variants
/// (binary ops, casts and the compare spelled out). `InstKind::mnemonic` returns one of these.
pub const MNEMONICS: &[&str] = &[
    "const",
    "splat",
    "lane.index",
    "undef",
    "add",
    "sub",
    "mul",
    "shl",
    "lshr",
    "and",
    "or",
    "xor",
    "ashr",
    "smin",
    "smax",
    "umin",
    "umax",
    "minnum",
    "maxnum",
    "cmp",
    "fcmp",
    "fma",
    "select",
    "extract",
    "insert",
    "concat",
    "chan.extract",
    "chan.pack",
    "zext",
    "sext",
    "trunc",
    "bitcast",
    "sitofp",
    "uitofp",
    "fptosi",
    "fptoui",
    "fpext",
    "fptrunc",
    "gather",
    "scatter",
    "image.load",
    "image.store",
    "sink",
    "br",
    "cond_br",
    "ret",
];

macro_rules! visit_operands {
    ($kind:expr, $f:ident, $($ref:tt)+) => {{
        match $kind {
            InstKind::Const { .. } | InstKind::LaneIndex | InstKind::Undef | InstKind::Ret => {}
            InstKind::Splat { x } | InstKind::Cast { x, .. } => $f(x),
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::Cmp { lhs, rhs, .. }
            | InstKind::FCmp { lhs, rhs, .. } => {
                $f(lhs);
                $f(rhs);
            }
            InstKind::Fma { a, b, c } => {
                $f(a);
                $f(b);
                $f(c);
            }
            InstKind::Select { cond, on_true, on_false } => {
                $f(cond);
                $f(on_true);
                $f(on_false);
            }
            InstKind::Extract { src, .. } => $f(src),
            InstKind::Insert { dst, src, .. } => {
                $f(dst);
                $f(src);
            }
            InstKind::Concat { parts } => {
                for p in parts {
                    $f(p);
                }
            }
            InstKind::Sink { args } | InstKind::ChanPack { parts: args } => {
                for p in args {
                    $f(p);
                }
            }
            InstKind::ChanExtract { src, .. } => $f(src),
            InstKind::Gather { addr, mask, .. } => {
                if let Some(b) = $($ref)+ addr.base {
                    $f(b);
                }
                $f($($ref)+ addr.offsets);
                if let Some(m) = mask {
                    $f(m);
                }
            }
            InstKind::Scatter { addr, data, mask, .. } => {
                if let Some(b) = $($ref)+ addr.base {
                    $f(b);
                }
                $f($($ref)+ addr.offsets);
                $f(data);
                if let Some(m) = mask {
                    $f(m);
                }
            }
            InstKind::ImageLoad { coords, mask, .. } => {
                for c in $($ref)+ coords.uvr {
                    $f(c);
                }
                if let Some(l) = $($ref)+ coords.lod {
                    $f(l);
                }
                if let Some(m) = mask {
                    $f(m);
                }
            }
            InstKind::ImageStore { coords, data, mask, .. } => {
                for c in $($ref)+ coords.uvr {
                    $f(c);
                }
                if let Some(l) = $($ref)+ coords.lod {
                    $f(l);
                }
                $f(data);
                if let Some(m) = mask {
                    $f(m);
                }
            }
            InstKind::Br { dest } => {
                for a in $($ref)+ dest.args {
                    $f(a);
                }
            }
            InstKind::CondBr { cond, then_dest, else_dest } => {
                $f(cond);
                for a in $($ref)+ then_dest.args {
                    $f(a);
                }
                for a in $($ref)+ else_dest.args {
                    $f(a);
                }
            }
        }
    }};
}

impl InstKind {
    /// Calls `f` on every operand, in printed order. This one walk is what the verifier, the
    /// use lists, DCE and the interpreters all read, so they cannot drift apart.
    pub fn for_each_operand(&self, mut f: impl FnMut(Value)) {
        let mut g = |v: &Value| f(*v);
        visit_operands!(self, g, &);
    }

    /// Calls `f` on every operand slot, so it can be rewritten (replace-all-uses, renumbering).
    pub fn for_each_operand_mut(&mut self, mut f: impl FnMut(&mut Value)) {
        visit_operands!(self, f, &mut);
    }

    /// The operands, in printed order.
    pub fn operands(&self) -> SmallVec<[Value; 4]> {
        let mut out = SmallVec::new();
        self.for_each_operand(|v| out.push(v));
        out
    }

    /// True for `br`, `cond_br`, `ret`.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Br { .. } | InstKind::CondBr { .. } | InstKind::Ret
        )
    }

    /// True if the instruction has an effect beyond its result (memory writes, sinks,
    /// control flow). Such instructions are never removed as dead.
    pub fn has_side_effects(&self) -> bool {
        matches!(
            self,
            InstKind::Scatter { .. } | InstKind::ImageStore { .. } | InstKind::Sink { .. }
        ) || self.is_terminator()
    }

    /// True for the abstract memory operations.
    pub fn is_memory(&self) -> bool {
        matches!(
            self,
            InstKind::Gather { .. }
                | InstKind::Scatter { .. }
                | InstKind::ImageLoad { .. }
                | InstKind::ImageStore { .. }
        )
    }

    /// True if the instruction produces a result value.
    pub fn has_result(&self) -> bool {
        !(self.has_side_effects())
    }

    /// Successor blocks of a terminator (empty otherwise).
    pub fn successors(&self) -> SmallVec<[Block; 2]> {
        match self {
            InstKind::Br { dest } => smallvec::smallvec![dest.block],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => smallvec::smallvec![then_dest.block, else_dest.block],
            _ => SmallVec::new(),
        }
    }

    /// The branch targets of a terminator, mutably (for block renumbering and edge splitting).
    pub fn block_calls_mut(&mut self) -> SmallVec<[&mut BlockCall; 2]> {
        match self {
            InstKind::Br { dest } => smallvec::smallvec![dest],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => smallvec::smallvec![then_dest, else_dest],
            _ => SmallVec::new(),
        }
    }

    /// The mnemonic used in the text format.
    pub fn mnemonic(&self) -> &'static str {
        match self {
            InstKind::Const { .. } => "const",
            InstKind::Splat { .. } => "splat",
            InstKind::LaneIndex => "lane.index",
            InstKind::Undef => "undef",
            InstKind::Binary { op, .. } => op.name(),
            InstKind::Cmp { .. } => "cmp",
            InstKind::FCmp { .. } => "fcmp",
            InstKind::Fma { .. } => "fma",
            InstKind::Select { .. } => "select",
            InstKind::Extract { .. } => "extract",
            InstKind::Insert { .. } => "insert",
            InstKind::Concat { .. } => "concat",
            InstKind::Cast { op, .. } => op.name(),
            InstKind::ChanExtract { .. } => "chan.extract",
            InstKind::ChanPack { .. } => "chan.pack",
            InstKind::Gather { .. } => "gather",
            InstKind::Scatter { .. } => "scatter",
            InstKind::ImageLoad { .. } => "image.load",
            InstKind::ImageStore { .. } => "image.store",
            InstKind::Sink { .. } => "sink",
            InstKind::Br { .. } => "br",
            InstKind::CondBr { .. } => "cond_br",
            InstKind::Ret => "ret",
        }
    }

    /// The surface a memory op touches.
    pub fn surface(&self) -> Option<SurfaceRef> {
        match self {
            InstKind::Gather { addr, .. } | InstKind::Scatter { addr, .. } => Some(addr.surface),
            InstKind::ImageLoad { surface, .. } | InstKind::ImageStore { surface, .. } => {
                Some(*surface)
            }
            _ => None,
        }
    }

    /// The message chosen by legalisation for a memory op, if any.
    pub fn via(&self) -> Option<MsgChoice> {
        match self {
            InstKind::Gather { via, .. }
            | InstKind::Scatter { via, .. }
            | InstKind::ImageLoad { via, .. } => *via,
            _ => None,
        }
    }

    /// The lane mask operand of a memory op, if any.
    pub fn mask(&self) -> Option<Value> {
        match self {
            InstKind::Gather { mask, .. }
            | InstKind::Scatter { mask, .. }
            | InstKind::ImageLoad { mask, .. }
            | InstKind::ImageStore { mask, .. } => *mask,
            _ => None,
        }
    }
}

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// The `index`-th parameter of `block`.
    Param(Block, u32),
    /// The result of `inst`.
    Result(Inst),
}

/// Per-value data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueData {
    /// Type.
    pub ty: Type,
    /// Definition.
    pub def: ValueDef,
    /// The user's name (without `%`), kept through every pass; `None` prints as a number.
    pub name: Option<String>,
}

/// Per-instruction data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstData {
    /// What it does.
    pub kind: InstKind,
    /// Its result, if it has one.
    pub result: Option<Value>,
    /// Source position.
    pub loc: Loc,
    /// The instruction of the pass pipeline's input this one was made from, when a pass
    /// replaced that instruction (`None`: the instruction is itself one of the input's). Passes
    /// rewriting an op set it on every instruction they make for it, so a report about legalised
    /// IR can name the op the user wrote, even in built IR without source positions. Not part
    /// of the text format, and ignored by structural equality.
    pub origin: Option<Inst>,
    /// Column of each operand, in printed order ([`InstKind::for_each_operand`]), on the line of
    /// `loc`; 0 where unknown (an operand on another line, or past column 65535). Set by the
    /// parser so diagnostics can point at the operand at fault; empty for built IR. Read it with
    /// [`InstData::operand_loc`], which checks it still matches the operands.
    pub operand_cols: SmallVec<[u16; 6]>,
}

impl InstData {
    /// Where operand `i` (in printed order) was written, or the instruction's location if that
    /// is not known (built IR, or operands changed by a pass since parsing).
    pub fn operand_loc(&self, i: usize) -> Loc {
        let mut count = 0;
        self.kind.for_each_operand(|_| count += 1);
        match self.operand_cols.get(i) {
            Some(&col) if col != 0 && count == self.operand_cols.len() && self.loc.is_known() => {
                Loc::new(self.loc.line, u32::from(col))
            }
            _ => self.loc,
        }
    }

    /// The instruction of the pipeline's input this one stands for: its [`InstData::origin`],
    /// or `me` itself (the handle of this instruction) when it has none.
    pub fn source(&self, me: Inst) -> Inst {
        self.origin.unwrap_or(me)
    }
}

/// A basic block: parameters and an ordered list of instructions, the last a terminator.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BlockData {
    /// Label without the trailing `:`.
    pub name: String,
    /// Block parameters (for the entry block: the function's arguments).
    pub params: Vec<Value>,
    /// Instructions in order.
    pub insts: Vec<Inst>,
    /// Where the label was written.
    pub loc: Loc,
}

/// A function (a GPU kernel): blocks in layout order, the first is the entry.
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// Name without the `@`.
    pub name: String,
    /// Block layout order; `layout[0]` is the entry block.
    pub layout: Vec<Block>,
    /// Block arena (blocks not in `layout` are dead).
    pub blocks: Vec<BlockData>,
    /// Instruction arena (instructions in no block are dead).
    pub insts: Vec<InstData>,
    /// Value arena.
    pub values: Vec<ValueData>,
    /// Where `func` was written.
    pub loc: Loc,
}

impl Function {
    /// An empty function.
    pub fn new(name: impl Into<String>) -> Function {
        Function {
            name: name.into(),
            ..Default::default()
        }
    }

    /// The entry block, if the function has any block.
    pub fn entry(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// The function's arguments (the entry block's parameters).
    pub fn params(&self) -> &[Value] {
        match self.entry() {
            Some(b) => &self.blocks[b.index()].params,
            None => &[],
        }
    }

    /// Type of a value.
    pub fn ty(&self, v: Value) -> Type {
        self.values[v.index()].ty
    }

    /// Data of a value.
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }

    /// Data of an instruction.
    pub fn inst(&self, i: Inst) -> &InstData {
        &self.insts[i.index()]
    }

    /// Mutable data of an instruction.
    pub fn inst_mut(&mut self, i: Inst) -> &mut InstData {
        &mut self.insts[i.index()]
    }

    /// Data of a block.
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }

    /// Mutable data of a block.
    pub fn block_mut(&mut self, b: Block) -> &mut BlockData {
        &mut self.blocks[b.index()]
    }

    /// The instruction defining `v`, if `v` is an instruction result.
    pub fn def_inst(&self, v: Value) -> Option<Inst> {
        match self.values[v.index()].def {
            ValueDef::Result(i) => Some(i),
            ValueDef::Param(..) => None,
        }
    }

    /// The kind of the instruction defining `v`, if any.
    pub fn def_kind(&self, v: Value) -> Option<&InstKind> {
        self.def_inst(v).map(|i| &self.insts[i.index()].kind)
    }

    /// Creates a new block (appended to the layout).
    pub fn add_block(&mut self, name: impl Into<String>) -> Block {
        let b = Block(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            name: name.into(),
            ..Default::default()
        });
        self.layout.push(b);
        b
    }

    /// Adds a parameter to a block.
    pub fn add_block_param(&mut self, b: Block, ty: Type, name: Option<String>) -> Value {
        let idx = self.blocks[b.index()].params.len() as u32;
        let v = self.new_value(ty, ValueDef::Param(b, idx), name);
        self.blocks[b.index()].params.push(v);
        v
    }

    fn new_value(&mut self, ty: Type, def: ValueDef, name: Option<String>) -> Value {
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData { ty, def, name });
        v
    }

    /// Creates an instruction that is not yet in any block. `result_ty` must be `Some` exactly
    /// when the kind produces a result.
    pub fn create_inst(
        &mut self,
        kind: InstKind,
        result_ty: Option<Type>,
        name: Option<String>,
        loc: Loc,
    ) -> Inst {
        let inst = Inst(self.insts.len() as u32);
        let result = result_ty.map(|ty| self.new_value(ty, ValueDef::Result(inst), name));
        self.insts.push(InstData {
            kind,
            result,
            loc,
            operand_cols: SmallVec::new(),
            origin: None,
        });
        inst
    }

    /// Appends an instruction at the end of `b`.
    pub fn append_inst(&mut self, b: Block, inst: Inst) {
        self.blocks[b.index()].insts.push(inst);
    }

    /// The block holding `inst` and its position, by a scan (O(function size)).
    pub fn position(&self, inst: Inst) -> Option<(Block, usize)> {
        self.layout.iter().find_map(|&b| {
            self.blocks[b.index()]
                .insts
                .iter()
                .position(|&i| i == inst)
                .map(|p| (b, p))
        })
    }

    /// Inserts `new` right before `before` (which must be in a block).
    pub fn insert_before(&mut self, before: Inst, new: Inst) -> bool {
        match self.position(before) {
            Some((b, p)) => {
                self.blocks[b.index()].insts.insert(p, new);
                true
            }
            None => false,
        }
    }

    /// Removes an instruction from the layout (its data stays in the arena, unreachable).
    pub fn remove_inst(&mut self, inst: Inst) {
        if let Some((b, p)) = self.position(inst) {
            self.blocks[b.index()].insts.remove(p);
        }
    }

    /// The result of an instruction.
    pub fn result(&self, inst: Inst) -> Option<Value> {
        self.insts[inst.index()].result
    }

    /// Rewrites every use of `old` into `new`.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        for &b in &self.layout {
            for &i in &self.blocks[b.index()].insts {
                self.insts[i.index()].kind.for_each_operand_mut(|v| {
                    if *v == old {
                        *v = new
                    }
                });
            }
        }
    }

    /// All instructions in layout order with their block.
    pub fn inst_order(&self) -> Vec<(Block, Inst)> {
        let n = self
            .layout
            .iter()
            .map(|b| self.blocks[b.index()].insts.len())
            .sum();
        let mut out = Vec::with_capacity(n);
        for &b in &self.layout {
            for &i in &self.blocks[b.index()].insts {
                out.push((b, i));
            }
        }
        out
    }

    /// Number of uses of every value (indexed by value), counting only live instructions.
    pub fn use_counts(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.values.len()];
        for &b in &self.layout {
            for &i in &self.blocks[b.index()].insts {
                self.insts[i.index()]
                    .kind
                    .for_each_operand(|v| counts[v.index()] += 1);
            }
        }
        counts
    }

    /// The name to print for a value: the user's name, or `None` for an anonymous value.
    pub fn value_name(&self, v: Value) -> Option<&str> {
        self.values[v.index()].name.as_deref()
    }

    /// Structural equality: same blocks, instructions, types, names and attributes, with values
    /// and blocks matched by position rather than by arena index. This is the equality that
    /// `parse(print(m)) == m` is about.
    pub fn structurally_eq(&self, other: &Function) -> bool {
        crate::equiv::functions_equal(self, other)
    }
}

/// A module: a target name, surfaces and functions.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// `target "dg2"`, if given.
    pub target: Option<String>,
    /// Surfaces in declaration order.
    pub surfaces: Vec<Surface>,
    /// Functions in order.
    pub functions: Vec<Function>,
}

impl Module {
    /// An empty module.
    pub fn new() -> Module {
        Module::default()
    }

    /// Declares a surface and returns its reference.
    pub fn add_surface(&mut self, name: impl Into<String>, kind: SurfaceKind) -> SurfaceRef {
        let r = SurfaceRef(self.surfaces.len() as u32);
        self.surfaces.push(Surface {
            name: name.into(),
            kind,
            loc: Loc::UNKNOWN,
        });
        r
    }

    /// Looks a surface up by name.
    pub fn surface_by_name(&self, name: &str) -> Option<SurfaceRef> {
        self.surfaces
            .iter()
            .position(|s| s.name == name)
            .map(|i| SurfaceRef(i as u32))
    }

    /// A surface's declaration.
    pub fn surface(&self, s: SurfaceRef) -> &Surface {
        &self.surfaces[s.index()]
    }

    /// Looks a function up by name.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }
}

impl PartialEq for Module {
    /// Structural equality (see [`Function::structurally_eq`]); source locations are ignored.
    fn eq(&self, other: &Module) -> bool {
        self.target == other.target
            && self.surfaces.len() == other.surfaces.len()
            && self
                .surfaces
                .iter()
                .zip(&other.surfaces)
                .all(|(a, b)| a.name == b.name && a.kind == b.kind)
            && self.functions.len() == other.functions.len()
            && self
                .functions
                .iter()
                .zip(&other.functions)
                .all(|(a, b)| a.structurally_eq(b))
    }
}
