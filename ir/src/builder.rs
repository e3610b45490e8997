//! A builder for functions: the Rust API for making IR without text.
//!
//! ```
//! use memlower_ir::{builder::FunctionBuilder, Function, Module, SurfaceKind, ScalarType, Type, Address};
//!
//! let mut m = Module::new();
//! let buf = m.add_surface("buf", SurfaceKind::Untyped);
//! let mut f = Function::new("copy");
//! let mut b = FunctionBuilder::new(&mut f);
//! let entry = b.block("entry");
//! let off = b.param(entry, Type::vec(16, ScalarType::I32), "off");
//! b.switch_to(entry);
//! let v = b.named("v").gather(Address { surface: buf, base: None, offsets: off }, None, 4, Type::vec(16, ScalarType::F32));
//! b.sink(&[v]);
//! b.ret();
//! m.functions.push(f);
//! assert!(memlower_ir::verify::verify_module(&m).is_ok());
//! ```

use crate::ir::*;
use crate::types::{ChannelMask, ScalarType, Type};
use smallvec::SmallVec;

/// Where new instructions go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Nowhere yet: building an instruction without a block is a caller bug and is ignored.
    Unset,
    /// At the end of a block.
    End(Block),
    /// Right before an instruction (used by passes rewriting in place).
    Before(Inst),
}

/// Builds instructions into a [`Function`]. Result types are derived from the operands where the
/// op determines them, and given explicitly where it does not (constants, loads, casts).
pub struct FunctionBuilder<'f> {
    /// The function being built.
    pub func: &'f mut Function,
    at: InsertPoint,
    loc: Loc,
    next_name: Option<String>,
}

impl<'f> FunctionBuilder<'f> {
    /// A builder with no insertion point.
    pub fn new(func: &'f mut Function) -> Self {
        FunctionBuilder {
            func,
            at: InsertPoint::Unset,
            loc: Loc::UNKNOWN,
            next_name: None,
        }
    }

    /// Creates a block (appended to the layout). The first block made is the entry.
    pub fn block(&mut self, name: &str) -> Block {
        self.func.add_block(name)
    }

    /// Adds a named parameter to a block (for the entry block: a function argument).
    pub fn param(&mut self, block: Block, ty: Type, name: &str) -> Value {
        self.func.add_block_param(block, ty, Some(name.to_string()))
    }

    /// Appends subsequent instructions at the end of `block`.
    pub fn switch_to(&mut self, block: Block) {
        self.at = InsertPoint::End(block);
    }

    /// Sets the insertion point.
    pub fn set_insert_point(&mut self, at: InsertPoint) {
        self.at = at;
    }

    /// Source location given to subsequent instructions.
    pub fn set_loc(&mut self, loc: Loc) {
        self.loc = loc;
    }

    /// Names the result of the next instruction.
    pub fn named(&mut self, name: &str) -> &mut Self {
        self.next_name = Some(name.to_string());
        self
    }

    /// Inserts an instruction of any kind with an explicit result type; returns the instruction.
    pub fn insert(&mut self, kind: InstKind, result_ty: Option<Type>) -> Inst {
        let name = self.next_name.take();
        let inst = self.func.create_inst(kind, result_ty, name, self.loc);
        match self.at {
            InsertPoint::Unset => {}
            InsertPoint::End(b) => self.func.append_inst(b, inst),
            InsertPoint::Before(i) => {
                self.func.insert_before(i, inst);
            }
        }
        inst
    }

    fn value(&mut self, kind: InstKind, ty: Type) -> Value {
        let inst = self.insert(kind, Some(ty));
        self.func.insts[inst.index()]
            .result
            .expect("an instruction created with a result type has a result")
    }

    /// `const v : ty` (a scalar, or a splat over a vector or mask).
    pub fn iconst(&mut self, ty: Type, v: i64) -> Value {
        self.value(
            InstKind::Const {
                value: ConstValue::int(v),
            },
            ty,
        )
    }

    /// `const v : ty` for floats.
    pub fn fconst(&mut self, ty: Type, v: f64) -> Value {
        self.value(
            InstKind::Const {
                value: ConstValue::float(v),
            },
            ty,
        )
    }

    /// `const [a, b, ...] : ty`, one integer per lane.
    pub fn iconst_vec(&mut self, ty: Type, vals: &[i64]) -> Value {
        self.value(
            InstKind::Const {
                value: ConstValue::Int(vals.iter().copied().collect()),
            },
            ty,
        )
    }

    /// `splat %x : ty`.
    pub fn splat(&mut self, x: Value, ty: Type) -> Value {
        self.value(InstKind::Splat { x }, ty)
    }

    /// `lane.index : vec<lanes x i32>`.
    pub fn lane_index(&mut self, lanes: u32) -> Value {
        self.value(InstKind::LaneIndex, Type::vec(lanes, ScalarType::I32))
    }

    /// `undef : ty`: every byte undefined.
    pub fn undef(&mut self, ty: Type) -> Value {
        self.value(InstKind::Undef, ty)
    }

    /// A binary op; the result has the type of `lhs`.
    pub fn binary(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.func.ty(lhs);
        self.value(InstKind::Binary { op, lhs, rhs }, ty)
    }

    /// `add`.
    pub fn add(&mut self, lhs: Value, rhs: Value) -> Value {
        self.binary(BinOp::Add, lhs, rhs)
    }

    /// `shl`.
    pub fn shl(&mut self, lhs: Value, rhs: Value) -> Value {
        self.binary(BinOp::Shl, lhs, rhs)
    }

    /// A comparison; the result is `mask<lanes>` (`mask<1>` for scalars).
    pub fn cmp(&mut self, pred: CmpPred, lhs: Value, rhs: Value) -> Value {
        let lanes = self.func.ty(lhs).lanes().unwrap_or(1);
        self.value(InstKind::Cmp { pred, lhs, rhs }, Type::mask(lanes))
    }

    /// A float comparison with LLVM's predicates; the result is `mask<lanes>`.
    pub fn fcmp(&mut self, pred: FCmpPred, lhs: Value, rhs: Value) -> Value {
        let lanes = self.func.ty(lhs).lanes().unwrap_or(1);
        self.value(InstKind::FCmp { pred, lhs, rhs }, Type::mask(lanes))
    }

    /// `fma` (`a * b + c`, one rounding); the result has the type of `a`.
    pub fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        let ty = self.func.ty(a);
        self.value(InstKind::Fma { a, b, c }, ty)
    }

    /// `select`; the result has the type of `on_true`.
    pub fn select(&mut self, cond: Value, on_true: Value, on_false: Value) -> Value {
        let ty = self.func.ty(on_true);
        self.value(
            InstKind::Select {
                cond,
                on_true,
                on_false,
            },
            ty,
        )
    }

    /// `extract %src[start]` of `lanes` lanes.
    pub fn extract(&mut self, src: Value, start: u32, lanes: u32) -> Value {
        let ty = self.func.ty(src).with_lanes(lanes);
        self.value(InstKind::Extract { src, start }, ty)
    }

    /// `extract %src[lane]` as a scalar: one lane of a single-channel vector (`mask<1>` for a
    /// mask), the inverse of [`FunctionBuilder::splat`].
    pub fn extract_lane(&mut self, src: Value, lane: u32) -> Value {
        let ty = match self.func.ty(src) {
            Type::Vec { elem, .. } => Type::Scalar(elem),
            other => other.with_lanes(1),
        };
        self.value(InstKind::Extract { src, start: lane }, ty)
    }

    /// `insert %dst[start], %src`.
    pub fn insert_lanes(&mut self, dst: Value, src: Value, start: u32) -> Value {
        let ty = self.func.ty(dst);
        self.value(InstKind::Insert { dst, src, start }, ty)
    }

    /// `concat` of parts of one shape; the result has the summed lane count.
    pub fn concat(&mut self, parts: &[Value]) -> Value {
        let lanes: u32 = parts
            .iter()
            .map(|&p| self.func.ty(p).lanes().unwrap_or(1))
            .sum();
        let first = parts.first().map(|&p| self.func.ty(p)).unwrap_or(Type::I32);
        let ty = if first.is_scalar() {
            Type::vec(lanes, first.elem().unwrap_or(ScalarType::I32))
        } else {
            first.with_lanes(lanes)
        };
        self.value(
            InstKind::Concat {
                parts: parts.iter().copied().collect(),
            },
            ty,
        )
    }

    /// `chan.extract %src[chan]`: one channel as a single-channel vector.
    pub fn chan_extract(&mut self, src: Value, chan: u8) -> Value {
        let ty = self.func.ty(src);
        let ty = Type::vec(
            ty.lanes().unwrap_or(1),
            ty.elem().unwrap_or(ScalarType::I32),
        );
        self.value(InstKind::ChanExtract { src, chan }, ty)
    }

    /// `chan.pack` of single-channel vectors into one multi-channel vector.
    pub fn chan_pack(&mut self, parts: &[Value]) -> Value {
        let first = parts.first().map(|&p| self.func.ty(p)).unwrap_or(Type::I32);
        let ty = Type::chan_vec(
            first.lanes().unwrap_or(1),
            parts.len() as u8,
            first.elem().unwrap_or(ScalarType::I32),
        );
        self.value(
            InstKind::ChanPack {
                parts: parts.iter().copied().collect(),
            },
            ty,
        )
    }

    /// A cast to `ty`.
    pub fn cast(&mut self, op: CastOp, x: Value, ty: Type) -> Value {
        self.value(InstKind::Cast { op, x }, ty)
    }

    /// `gather`; `ty` is the loaded `vec<N x [C x] T>`.
    pub fn gather(&mut self, addr: Address, mask: Option<Value>, align: u32, ty: Type) -> Value {
        self.value(
            InstKind::Gather {
                addr,
                mask,
                align,
                via: None,
            },
            ty,
        )
    }

    /// `scatter`.
    pub fn scatter(&mut self, addr: Address, data: Value, mask: Option<Value>, align: u32) -> Inst {
        self.insert(
            InstKind::Scatter {
                addr,
                data,
                mask,
                align,
                via: None,
            },
            None,
        )
    }

    /// `image.load`; `ty` is `vec<N x C x T>` with C = the number of enabled channels.
    pub fn image_load(
        &mut self,
        surface: SurfaceRef,
        coords: ImageCoords,
        mask: Option<Value>,
        channels: ChannelMask,
        ty: Type,
    ) -> Value {
        self.value(
            InstKind::ImageLoad {
                surface,
                coords: Box::new(coords),
                mask,
                channels,
                via: None,
            },
            ty,
        )
    }

    /// `image.store`.
    pub fn image_store(
        &mut self,
        surface: SurfaceRef,
        coords: ImageCoords,
        data: Value,
        mask: Option<Value>,
        channels: ChannelMask,
    ) -> Inst {
        self.insert(
            InstKind::ImageStore {
                surface,
                coords: Box::new(coords),
                data,
                mask,
                channels,
            },
            None,
        )
    }

    /// `sink %a, ...`.
    pub fn sink(&mut self, args: &[Value]) -> Inst {
        self.insert(
            InstKind::Sink {
                args: args.iter().copied().collect(),
            },
            None,
        )
    }

    /// `br dest(args)`.
    pub fn br(&mut self, dest: Block, args: &[Value]) -> Inst {
        self.insert(
            InstKind::Br {
                dest: BlockCall {
                    block: dest,
                    args: args.iter().copied().collect(),
                },
            },
            None,
        )
    }

    /// `cond_br %cond, then(..), else(..)`.
    pub fn cond_br(
        &mut self,
        cond: Value,
        then_block: Block,
        then_args: &[Value],
        else_block: Block,
        else_args: &[Value],
    ) -> Inst {
        let call = |block, args: &[Value]| BlockCall {
            block,
            args: args.iter().copied().collect::<SmallVec<_>>(),
        };
        self.insert(
            InstKind::CondBr {
                cond,
                then_dest: Box::new(call(then_block, then_args)),
                else_dest: Box::new(call(else_block, else_args)),
            },
            None,
        )
    }

    /// `ret`.
    pub fn ret(&mut self) -> Inst {
        self.insert(InstKind::Ret, None)
    }
}
