//! Stream compaction: `llvm.masked.compressstore` and `llvm.masked.expandload` (what clang
//! emits for AVX-512's `_mm512_mask_compressstoreu_*` and `_mm512_mask_expandloadu_*`), and
//! the bitcasts between `<N x i1>` masks and `iN` integers that come with them (`__mmask16`).
//!
//! | LLVM | memlower |
//! |---|---|
//! | `compressstore(data, ptr, mask)` | `scatter @s[%ptr + %prefix * size], %data mask %mask` |
//! | `expandload(ptr, mask, passthru)` | `gather @s[%ptr + %prefix * size] mask %mask`, then `select %mask, %gathered, %passthru` |
//! | `bitcast <N x i1> %m to iN` | `select %m, [1, 2, 4, ...], 0`, then an `or` tree (`reduce.rs`) |
//! | `bitcast iN %x to <N x i1>` | `and (splat %x), [1, 2, 4, ...]`, then `cmp ne 0` |
//!
//! `%prefix` is the exclusive prefix count of the mask: lane i holds the number of set lanes
//! below i, so set lane i is written to (or read from) element `prefix[i]` after the pointer,
//! and the set lanes fill consecutive elements. It is computed in log2(N) steps of a lane shift
//! (`extract` + `concat` with zeros) and an `add` (an inclusive scan), minus the lane's own
//! count. Disabled lanes touch no memory, as in LLVM. The pointer's alignment is LLVM's: an
//! `align` attribute on the pointer argument is not read, so the access promises 1 byte, the
//! intrinsics' default.

use super::pointers::Ptr;
use super::FnCx;
use crate::error::ImportError;
use crate::view::{Kind, V};
use memlower_ir::{BinOp, CmpPred, InstKind, ScalarType, Type, Value};
use smallvec::smallvec;

impl<'m> FnCx<'_, 'm> {
    /// `llvm.masked.compressstore(data, ptr, mask)`.
    pub(super) fn compress_store(&mut self, i: V<'m>, args: &[V<'m>]) -> Result<(), ImportError> {
        let [dv, pv, m] = args else {
            return Err(self.unsupported(i, "a compressstore without its three operands"));
        };
        let (ty, n) = self.data_type(i, dv.ty())?;
        if !matches!(dv.ty().kind(), Kind::Vector(_)) {
            return Err(self.unsupported(i, "a compressstore of a scalar"));
        }
        let p = self.compact_ptr(i, *pv, *m, n, ty)?;
        let data = self.value(*dv)?;
        let mask = self.value(*m)?;
        self.scatter(i, p, data, Some(mask), 1)
    }

    /// `llvm.masked.expandload(ptr, mask, passthru)`.
    pub(super) fn expand_load(&mut self, i: V<'m>, args: &[V<'m>]) -> Result<Value, ImportError> {
        let [pv, m, pass] = args else {
            return Err(self.unsupported(i, "an expandload without its three operands"));
        };
        let (ty, n) = self.data_type(i, i.ty())?;
        if !matches!(i.ty().kind(), Kind::Vector(_)) {
            return Err(self.unsupported(i, "an expandload of a scalar"));
        }
        let p = self.compact_ptr(i, *pv, *m, n, ty)?;
        let mask = self.value(*m)?;
        let g = self.gather(i, p, ty, Some(mask), 1)?;
        if pass.is_undef() || planted!(ExpandDropsPassThrough) {
            return Ok(g);
        }
        let pass = self.value(*pass)?;
        Ok(self.emit(
            InstKind::Select {
                cond: mask,
                on_true: g,
                on_false: pass,
            },
            ty,
            None,
        ))
    }

    /// The per-lane address of a compress or expand of `n` lanes of `ty` through scalar pointer
    /// `pv` under mask `m`: lane i at `pv + prefix[i] * size`.
    fn compact_ptr(
        &mut self,
        i: V<'m>,
        pv: V<'m>,
        m: V<'m>,
        n: u32,
        ty: Type,
    ) -> Result<Ptr, ImportError> {
        let p = self.ptr(pv)?;
        if p.lanes.is_some() {
            return Err(self.unsupported(i, "the pointer operand has the wrong shape"));
        }
        let mask = self.value(m)?;
        let prefix = self.exclusive_prefix(mask, n);
        let size = ty.elem().map_or(1, |e| e.bytes()) as i64;
        let vi32 = Type::vec(n, ScalarType::I32);
        let size = self.iconst(vi32, &[size]);
        let offsets = self.bin(BinOp::Mul, prefix, size);
        Ok(Ptr {
            lanes: Some(n),
            per_lane: Some(offsets),
            ..p
        })
    }

    /// Lane i: the number of set lanes of `mask` (`mask<n>`) below i, as `vec<n x i32>`.
    fn exclusive_prefix(&mut self, mask: Value, n: u32) -> Value {
        let vi32 = Type::vec(n, ScalarType::I32);
        let one = self.iconst(vi32, &[1]);
        let zero = self.iconst(vi32, &[0]);
        let own = self.emit(
            InstKind::Select {
                cond: mask,
                on_true: one,
                on_false: zero,
            },
            vi32,
            None,
        );
        // Inclusive scan: after the step of shift k, lane i holds the count of lanes
        // (i - 2k, i].
        let mut scan = own;
        let mut k = 1;
        while k < n {
            let low = self.slice(scan, 0, n - k);
            let zeros = self.iconst(Type::vec(k, ScalarType::I32), &[0]);
            let shifted = self.emit(
                InstKind::Concat {
                    parts: smallvec![zeros, low],
                },
                vi32,
                None,
            );
            scan = self.bin(BinOp::Add, scan, shifted);
            k *= 2;
        }
        if planted!(CompressPrefixInclusive) {
            return scan;
        }
        self.bin(BinOp::Sub, scan, own)
    }

    /// `bitcast` between a `mask<N>` and an N-bit integer (`to`): bit k is lane k. `None` when
    /// neither side is a mask.
    pub(super) fn mask_bitcast(
        &mut self,
        i: V<'m>,
        x: Value,
        to: Type,
    ) -> Option<Result<Value, ImportError>> {
        let from = self.ty(x);
        let (mask, int) = match (from.is_mask(), to.is_mask()) {
            (true, false) => (from, to),
            (false, true) => (to, from),
            _ => return None,
        };
        let n = mask.lanes().unwrap_or(1);
        let elem = match int {
            Type::Scalar(e) if e.is_int() && e.bytes() * 8 == n => e,
            _ => {
                return Some(Err(self.unsupported(
                    i,
                    "a bitcast between an `i1` vector and anything but an integer of one bit \
                     per lane",
                )))
            }
        };
        let bits: Vec<i64> = (0..n)
            .map(|k| {
                let b = 1i128 << k;
                // Sign-extended from the top bit: the constant is an N-bit integer.
                (if k + 1 == n { -b } else { b }) as i64
            })
            .collect();
        let vty = Type::vec(n, elem);
        let bits = self.iconst(vty, &bits);
        let zero = self.iconst(vty, &[0]);
        Some(Ok(if from.is_mask() {
            let lanes = self.emit(
                InstKind::Select {
                    cond: x,
                    on_true: bits,
                    on_false: zero,
                },
                vty,
                None,
            );
            self.reduce_tree(BinOp::Or, lanes, n)
        } else {
            let wide = self.emit(InstKind::Splat { x }, vty, None);
            let set = self.bin(BinOp::And, wide, bits);
            self.cmp(CmpPred::Ne, set, zero)
        }))
    }
}
