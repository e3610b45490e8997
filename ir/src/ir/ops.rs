//! The operator vocabulary of instructions: binary ops, integer compares, casts, constants and
//! the message choices (`via`) the legaliser records. Plain data with their text spellings;
//! nothing here refers to functions or values.

use crate::types::ChannelMask;
use smallvec::SmallVec;
use std::fmt;

/// Binary operators: integer arithmetic, shifts, bitwise logic, minimum and maximum (`add sub
/// mul` and `minnum maxnum` also on floats).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `mul`
    Mul,
    /// `shl` (integers only)
    Shl,
    /// `lshr` logical shift right (integers only)
    LShr,
    /// `and` (integers and masks)
    And,
    /// `or` (integers and masks)
    Or,
    /// `xor` (integers and masks)
    Xor,
    /// `ashr` arithmetic shift right: copies of the sign bit shift in (integers only)
    AShr,
    /// `smin` signed minimum (integers only)
    SMin,
    /// `smax` signed maximum (integers only)
    SMax,
    /// `umin` unsigned minimum (integers only)
    UMin,
    /// `umax` unsigned maximum (integers only)
    UMax,
    /// `minnum`: LLVM's `llvm.minnum`, the smaller number, a NaN operand ignored (floats only)
    MinNum,
    /// `maxnum`: LLVM's `llvm.maxnum`, the larger number, a NaN operand ignored (floats only)
    MaxNum,
    /// `umulh`: the high half of the unsigned double-width product (integers only; the
    /// lowering takes `i32`, vISA's `mulh`). Division by a constant is built from it.
    UMulH,
    /// `smulh`: the high half of the signed double-width product (integers only; the lowering
    /// takes `i32`, vISA's `mulh` on `d`).
    SMulH,
}

impl BinOp {
    /// All binary operators.
    pub const ALL: [BinOp; 17] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::AShr,
        BinOp::SMin,
        BinOp::SMax,
        BinOp::UMin,
        BinOp::UMax,
        BinOp::MinNum,
        BinOp::MaxNum,
        BinOp::UMulH,
        BinOp::SMulH,
    ];

    /// Mnemonic.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::AShr => "ashr",
            BinOp::SMin => "smin",
            BinOp::SMax => "smax",
            BinOp::UMin => "umin",
            BinOp::UMax => "umax",
            BinOp::MinNum => "minnum",
            BinOp::MaxNum => "maxnum",
            BinOp::UMulH => "umulh",
            BinOp::SMulH => "smulh",
        }
    }

    /// True for operators defined on integers (all but `minnum` and `maxnum`).
    pub fn allows_int(self) -> bool {
        !matches!(self, BinOp::MinNum | BinOp::MaxNum)
    }

    /// True for `umulh` and `smulh`, which the lowering takes on `i32` only (vISA's `mulh`).
    pub fn is_high_half(self) -> bool {
        matches!(self, BinOp::UMulH | BinOp::SMulH)
    }

    /// True for an integer op on elements of type `e` that is not `umulh`/`smulh` off `i32`:
    /// what random programs meant for the lowering draw.
    pub fn int_op_on(self, e: crate::ScalarType) -> bool {
        self.allows_int() && (!self.is_high_half() || e == crate::ScalarType::I32)
    }

    /// True for operators defined on floats.
    pub fn allows_float(self) -> bool {
        matches!(
            self,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::MinNum | BinOp::MaxNum
        )
    }

    /// True for operators defined on masks.
    pub fn allows_mask(self) -> bool {
        matches!(self, BinOp::And | BinOp::Or | BinOp::Xor)
    }
}

/// Comparison predicates. On floats, the signed forms are ordered comparisons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpPred {
    /// `eq`
    Eq,
    /// `ne`
    Ne,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
    /// `slt`
    Slt,
    /// `sle`
    Sle,
    /// `sgt`
    Sgt,
    /// `sge`
    Sge,
}

impl CmpPred {
    /// All predicates.
    pub const ALL: [CmpPred; 10] = [
        CmpPred::Eq,
        CmpPred::Ne,
        CmpPred::Ult,
        CmpPred::Ule,
        CmpPred::Ugt,
        CmpPred::Uge,
        CmpPred::Slt,
        CmpPred::Sle,
        CmpPred::Sgt,
        CmpPred::Sge,
    ];

    /// Keyword.
    pub fn name(self) -> &'static str {
        match self {
            CmpPred::Eq => "eq",
            CmpPred::Ne => "ne",
            CmpPred::Ult => "ult",
            CmpPred::Ule => "ule",
            CmpPred::Ugt => "ugt",
            CmpPred::Uge => "uge",
            CmpPred::Slt => "slt",
            CmpPred::Sle => "sle",
            CmpPred::Sgt => "sgt",
            CmpPred::Sge => "sge",
        }
    }
}

/// Conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    /// Zero-extend an integer to a wider integer.
    ZExt,
    /// Sign-extend an integer to a wider integer.
    SExt,
    /// Truncate an integer to a narrower integer.
    Trunc,
    /// Reinterpret the bits as another element type of the same width.
    Bitcast,
    /// A signed integer to the nearest float (ties to even).
    SIToFP,
    /// An unsigned integer to the nearest float (ties to even).
    UIToFP,
    /// A float to a signed integer, rounding toward zero; poison if the result does not fit.
    FPToSI,
    /// A float to an unsigned integer, rounding toward zero; poison if the result does not fit.
    FPToUI,
    /// A float to a wider float (exact).
    FPExt,
    /// A float to a narrower float (nearest, ties to even).
    FPTrunc,
}

impl CastOp {
    /// All casts.
    pub const ALL: [CastOp; 10] = [
        CastOp::ZExt,
        CastOp::SExt,
        CastOp::Trunc,
        CastOp::Bitcast,
        CastOp::SIToFP,
        CastOp::UIToFP,
        CastOp::FPToSI,
        CastOp::FPToUI,
        CastOp::FPExt,
        CastOp::FPTrunc,
    ];

    /// Mnemonic.
    pub fn name(self) -> &'static str {
        match self {
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::Trunc => "trunc",
            CastOp::Bitcast => "bitcast",
            CastOp::SIToFP => "sitofp",
            CastOp::UIToFP => "uitofp",
            CastOp::FPToSI => "fptosi",
            CastOp::FPToUI => "fptoui",
            CastOp::FPExt => "fpext",
            CastOp::FPTrunc => "fptrunc",
        }
    }

    /// True for the conversions that involve a float (`sitofp` .. `fptrunc`); `bitcast` keeps
    /// bits and is not one of them.
    pub fn is_float_conversion(self) -> bool {
        !matches!(
            self,
            CastOp::ZExt | CastOp::SExt | CastOp::Trunc | CastOp::Bitcast
        )
    }
}

/// The payload of a constant: one element (a scalar, or a splat over all lanes) or one per
/// element. Floats are stored as the bits of an `f64`, so constants compare and hash exactly.
/// Two elements are stored inline (most constants are one), longer vectors on the heap, which
/// keeps [`InstKind`](super::InstKind) small.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstValue {
    /// Integer (or mask: 0/1) elements.
    Int(SmallVec<[i64; 2]>),
    /// Float elements as `f64::to_bits`.
    Float(SmallVec<[u64; 2]>),
}

impl ConstValue {
    /// A single integer.
    pub fn int(v: i64) -> ConstValue {
        ConstValue::Int(smallvec::smallvec![v])
    }

    /// A single float.
    pub fn float(v: f64) -> ConstValue {
        ConstValue::Float(smallvec::smallvec![v.to_bits()])
    }

    /// Number of elements written (1 means splat).
    pub fn len(&self) -> usize {
        match self {
            ConstValue::Int(v) => v.len(),
            ConstValue::Float(v) => v.len(),
        }
    }

    /// True if no element is written (never valid; the verifier rejects it).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` as an integer (splats repeat element 0); floats are truncated.
    pub fn int_at(&self, i: usize) -> i64 {
        match self {
            ConstValue::Int(v) => *v.get(i).or(v.first()).unwrap_or(&0),
            ConstValue::Float(v) => f64::from_bits(*v.get(i).or(v.first()).unwrap_or(&0)) as i64,
        }
    }

    /// Element `i` as a float (splats repeat element 0).
    pub fn float_at(&self, i: usize) -> f64 {
        match self {
            ConstValue::Int(v) => *v.get(i).or(v.first()).unwrap_or(&0) as f64,
            ConstValue::Float(v) => f64::from_bits(*v.get(i).or(v.first()).unwrap_or(&0)),
        }
    }
}

/// The five vISA memory messages memlower lowers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Message {
    /// GATHER_SCALED (0x78): 1/2/4 bytes per lane, one dword per lane in registers.
    GatherScaled,
    /// SCATTER_SCALED (0x79): 1/2/4 bytes per lane.
    ScatterScaled,
    /// SCATTER4_SCALED (0x75): 1-4 dword channels per lane, channel-major in registers.
    Scatter4Scaled,
    /// QW_SCATTER (0x87): one qword per lane (XeHP and later).
    QwScatter,
    /// GATHER4_TYPED (0x4b): typed image read of 1-4 channels, one GRF per channel.
    Gather4Typed,
}

impl Message {
    /// How many messages there are: the length of every per-message table ([`Message::ALL`],
    /// the descriptions, each target's rules), so a new message cannot be left out of one.
    pub const COUNT: usize = 5;

    /// All five, in a fixed order.
    pub const ALL: [Message; Message::COUNT] = [
        Message::GatherScaled,
        Message::ScatterScaled,
        Message::Scatter4Scaled,
        Message::QwScatter,
        Message::Gather4Typed,
    ];
}

/// The message chosen for a memory op by legalisation (`via gather_scaled.4`,
/// `via scatter4_scaled.rg`). The op's lane count is the message's exec size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MsgChoice {
    /// Which message.
    pub msg: Message,
    /// Block count for GATHER/SCATTER_SCALED (1, 2, 4 bytes) and QW_SCATTER (1); 0 otherwise.
    pub blocks: u8,
    /// Channel mask for SCATTER4_SCALED and GATHER4_TYPED; empty otherwise.
    pub channels: ChannelMask,
}

impl MsgChoice {
    /// A block-count message.
    pub fn blocks(msg: Message, blocks: u8) -> MsgChoice {
        MsgChoice {
            msg,
            blocks,
            channels: ChannelMask(0),
        }
    }

    /// A channel-mask message.
    pub fn channels(msg: Message, channels: ChannelMask) -> MsgChoice {
        MsgChoice {
            msg,
            blocks: 0,
            channels,
        }
    }
}

impl fmt::Display for MsgChoice {
    /// `gather_scaled.4`, `scatter4_scaled.rg` (the suffix as in vISA text, lower-cased).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.msg.has_channels() {
            write!(f, "{}.{}", self.msg.mnemonic(), self.channels)
        } else {
            write!(f, "{}.{}", self.msg.mnemonic(), self.blocks)
        }
    }
}
