//! What an instruction does: [`InstKind`], its operands and the attributes passes read.

use super::entity::{Block, SurfaceRef, Value};
use super::fcmp::FCmpPred;
use super::ops::{BinOp, CastOp, CmpPred, ConstValue, MsgChoice};
use crate::types::ChannelMask;
use smallvec::SmallVec;

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
        /// Coordinates (boxed: see [`InstKind::CondBr`]).
        coords: Box<ImageCoords>,
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
        /// Coordinates (boxed: see [`InstKind::CondBr`]).
        coords: Box<ImageCoords>,
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
    /// `cond_br %c, then(%a), else(%b)`; `%c` is a `mask<1>`. The targets are boxed (as are
    /// image coordinates) so that the rare big payloads do not set the size of every
    /// instruction: passes walk the instruction arena, and its record size is their bandwidth.
    CondBr {
        /// Condition.
        cond: Value,
        /// Taken when set.
        then_dest: Box<BlockCall>,
        /// Taken when clear.
        else_dest: Box<BlockCall>,
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
    "umulh",
    "smulh",
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
            } => smallvec::smallvec![&mut **then_dest, &mut **else_dest],
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
