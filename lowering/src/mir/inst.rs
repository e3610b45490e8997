//! Instructions of the message IR: ALU opcodes, comparisons, the message instruction and the
//! instruction kinds a kernel's body is made of.

use super::types::*;
use memlower_ir::{Loc, MsgChoice};
use smallvec::SmallVec;

/// ALU opcodes (vISA has no `sub`: it is `add` with a negated source).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AluOp {
    /// `mov` (also converts between types, and copies predicate bits to a register).
    Mov,
    /// `add`
    Add,
    /// `mul` (low half)
    Mul,
    /// `mulh`: the high 32 bits of the 64-bit product of two `d` (signed) or two `ud`
    /// (unsigned) sources.
    Mulh,
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
    /// `add3`: `src0 + src1 + src2` on integers, where the target executes it
    /// (`Target::add3`: Xe-HP and later).
    Add3,
}

impl AluOp {
    /// Every opcode (what the vISA text reader, `crate::visa_text`, reads by mnemonic).
    pub const ALL: [AluOp; 16] = [
        AluOp::Mov,
        AluOp::Add,
        AluOp::Mul,
        AluOp::Mulh,
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
        AluOp::Add3,
    ];

    /// Mnemonic.
    pub fn name(self) -> &'static str {
        match self {
            AluOp::Mov => "mov",
            AluOp::Add => "add",
            AluOp::Mul => "mul",
            AluOp::Mulh => "mulh",
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
            AluOp::Add3 => "add3",
        }
    }

    /// Number of sources.
    pub fn arity(self) -> usize {
        match self {
            AluOp::Mov | AluOp::Not => 1,
            AluOp::Mad | AluOp::Add3 => 3,
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
    /// A memory message (boxed: a message is 120 bytes, the other kinds at most about 100,
    /// and every instruction of a kernel is as large as its largest kind).
    Msg(Box<MsgInst>),
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

#[cfg(test)]
mod tests {
    /// A kernel's instructions are as large as the largest kind: the message, the one kind past
    /// 100 bytes, is boxed, so an instruction stays at 120 bytes (it was 144 with the message
    /// inline; one function of 100k accesses holds 1.6M of them).
    #[test]
    fn an_instruction_is_at_most_120_bytes() {
        assert!(std::mem::size_of::<super::Inst>() <= 120);
        assert!(std::mem::size_of::<super::InstKind>() <= 96);
    }
}
