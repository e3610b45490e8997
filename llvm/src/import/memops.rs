//! `llvm.memcpy` and `llvm.memset`, which clang's
//! loop idiom recognition makes of everyday copy and fill loops (`out[i] = in[i]`,
//! `out[i] = 0`), as a loop of 16-lane masked gathers and scatters:
//!
//! ```text
//!   pre:   n = trunc len to i32; k = n / E; cond_br k > 0, copy(0), tail
//!   copy(i): m = lane.index < k - i; off = (i + lane.index) * E
//!          v = gather @src[src + off] mask m (memset: the byte splat)   scatter @dst[dst + off], v mask m
//!          cond_br i + 16 < k, copy(i + 16), tail
//!   tail:  (E = 4) the last n % 4 bytes, one masked byte access; then the rest of the block
//! ```
//!
//! `E` is 4 (dwords) when every pointer is declared 4-aligned, else 1 (bytes). Disabled lanes
//! access nothing, so no byte past `len` is read or written. Volatile forms are refused, and so
//! is `memmove` (its buffers may overlap, which needs a direction memlower does not pick).

use super::FnCx;
use crate::error::ImportError;
use crate::view::V;
use memlower_ir::{
    Address, BinOp, BlockCall, CastOp, CmpPred, InstKind, ScalarType, SurfaceRef, Type, Value,
};

/// Lanes per iteration.
const LANES: u32 = 16;

/// What is written: bytes read from a surface, or one byte value.
#[derive(Clone, Copy)]
enum Source {
    Copy {
        surface: SurfaceRef,
        base: Value,
    },
    /// The byte (what byte stores write), and for dword stores the byte in all four bytes
    /// of an `i32`.
    Fill {
        byte: Value,
        word: Value,
    },
}

impl<'m> FnCx<'_, 'm> {
    /// `llvm.memcpy(dst, src, len, volatile)` (`fill`: false) or `llvm.memset(dst, byte, len,
    /// volatile)`.
    pub(super) fn mem_intrinsic(
        &mut self,
        i: V<'m>,
        args: &[V<'m>],
        fill: bool,
    ) -> Result<(), ImportError> {
        let [dst, src, len, volatile] = args else {
            return Err(self.unsupported(i, "a memory intrinsic without four operands"));
        };
        if volatile.const_int() != Some(0) {
            return Err(self.unsupported(i, "a volatile memcpy or memset"));
        }
        let dp = self.ptr(*dst)?;
        let dbase = self.scalar_offset(dp, i)?;
        // The length's low 32 bits, computed in 32 bits (`zext`, `shl` of a trip count).
        let n = self.low32_operand(*len, Type::Scalar(ScalarType::I32))?;
        let aligned = |k: u32| i.call_param_align(k) >= 4;
        let (source, wide) = if fill {
            let byte = self.value(*src)?;
            let wide = aligned(0);
            let word = if wide {
                let b32 = self.cast(CastOp::ZExt, byte, Type::Scalar(ScalarType::I32));
                let ones = self.iconst(Type::Scalar(ScalarType::I32), &[0x0101_0101]);
                self.bin(BinOp::Mul, b32, ones)
            } else {
                byte
            };
            (Source::Fill { byte, word }, wide)
        } else {
            let sp = self.ptr(*src)?;
            let base = self.scalar_offset(sp, i)?;
            let surface = sp.surface;
            (Source::Copy { surface, base }, aligned(0) && aligned(1))
        };
        let elem = if wide {
            ScalarType::I32
        } else {
            ScalarType::I8
        };
        let i32t = Type::Scalar(ScalarType::I32);
        let k = if wide {
            let two = self.iconst(i32t, &[2]);
            self.bin(BinOp::LShr, n, two)
        } else {
            n
        };
        let names = [self.fresh_name("mem.copy"), self.fresh_name("mem.tail")];
        let [copy, tail] = names.map(|n| self.func.add_block(n.unwrap_or_default()));
        let idx = self.func.add_block_param(copy, i32t, None);
        let zero = self.iconst(i32t, &[0]);
        let any = self.cmp(CmpPred::Ugt, k, zero);
        self.cond_br(any, copy, vec![zero], tail);
        // The loop: 16 elements a trip, the lanes past `k` disabled.
        self.cur = copy;
        let next = self.chunk(source, dp.surface, dbase, idx, k, elem)?;
        let more = self.cmp(CmpPred::Ult, next, k);
        self.cond_br(more, copy, vec![next], tail);
        self.cur = tail;
        if wide && !planted!(MemTailDropped) {
            // The last n % 4 bytes, at n & !3.
            let three = self.iconst(i32t, &[3]);
            let rest = self.bin(BinOp::And, n, three);
            let head = self.bin(BinOp::Sub, n, rest);
            let source = match source {
                Source::Copy { surface, base } => Source::Copy {
                    surface,
                    base: self.bin(BinOp::Add, base, head),
                },
                fill => fill,
            };
            let dbase = self.bin(BinOp::Add, dbase, head);
            self.chunk(source, dp.surface, dbase, zero, rest, ScalarType::I8)?;
        }
        Ok(())
    }

    fn cond_br(
        &mut self,
        cond: Value,
        then: memlower_ir::Block,
        args: Vec<Value>,
        other: memlower_ir::Block,
    ) {
        self.emit_effect(InstKind::CondBr {
            cond,
            then_dest: Box::new(BlockCall {
                block: then,
                args: args.into_iter().collect(),
            }),
            else_dest: Box::new(BlockCall {
                block: other,
                args: Default::default(),
            }),
        });
    }

    /// Elements `from .. from + 16` below `count` (each an `elem`) copied or filled at
    /// `dbase`; returns `from + 16`.
    fn chunk(
        &mut self,
        source: Source,
        dst: SurfaceRef,
        dbase: Value,
        from: Value,
        count: Value,
        elem: ScalarType,
    ) -> Result<Value, ImportError> {
        let width = i64::from(elem.bytes());
        let i32t = Type::Scalar(ScalarType::I32);
        let vt = Type::vec(LANES, ScalarType::I32);
        let lane = self.emit(InstKind::LaneIndex, vt, None);
        let left = self.bin(BinOp::Sub, count, from);
        let left = self.emit(InstKind::Splat { x: left }, vt, None);
        let mask = self.cmp(CmpPred::Ult, lane, left);
        let start = self.emit(InstKind::Splat { x: from }, vt, None);
        let at = self.bin(BinOp::Add, start, lane);
        let off = if width == 1 {
            at
        } else {
            let w = self.iconst(vt, &[width]);
            self.bin(BinOp::Mul, at, w)
        };
        let dty = Type::vec(LANES, elem);
        let data = match source {
            Source::Copy { surface, base } => self.emit(
                InstKind::Gather {
                    addr: Address {
                        surface,
                        base: Some(base),
                        offsets: off,
                    },
                    mask: Some(mask),
                    align: width as u32,
                    via: None,
                },
                dty,
                None,
            ),
            Source::Fill { byte, word } => {
                let x = if elem == ScalarType::I8 { byte } else { word };
                self.emit(InstKind::Splat { x }, dty, None)
            }
        };
        self.emit_effect(InstKind::Scatter {
            addr: Address {
                surface: dst,
                base: Some(dbase),
                offsets: off,
            },
            data,
            mask: Some(mask),
            align: width as u32,
            via: None,
        });
        let step = self.iconst(i32t, &[i64::from(LANES)]);
        Ok(self.bin(BinOp::Add, from, step))
    }
}
