//! Memory: `load`, `store` and the `llvm.masked.*` intrinsics, as gathers and scatters; and the
//! dispatch of calls (only intrinsics are imported).
//!
//! | LLVM | memlower |
//! |---|---|
//! | `load T, ptr %p` (scalar T) | `gather @s[%p + [0]] : vec<1 x T>`, then `extract [0] : T` |
//! | `load <N x T>, ptr %p` | `gather @s[%p + [0, s, 2s, ...]] : vec<N x T>` (s = size of T) |
//! | `store` | `scatter` of the same shapes (a scalar is `splat` to `vec<1 x T>` first) |
//! | `llvm.masked.load/store(ptr, align, mask, ...)` | the same, with `mask` |
//! | `llvm.masked.gather/scatter(<N x ptr>, align, mask, ...)` | `gather`/`scatter @s[%base + %lanes]` |
//! | `llvm.masked.compressstore/expandload` | a scatter/gather at the mask's prefix counts (`compress.rs`) |
//! | a wide load or store of an interleaved access group | multi-channel gathers or scatters (`groups.rs`) |
//! | `llvm.vector.reduce.*` (not memory: dispatched here with the other calls) | lane moves and ALU ops (`reduce.rs`) |
//!
//! The mask is dropped when it is all ones. A pass-through that is not `undef`/`poison` becomes a
//! `select %mask, %gathered, %passthru`. Alignment is LLVM's: `align` is a promise in both IRs
//! (0 means none: `align 1`; above 256, memlower's largest, it is clamped to 256, a weaker
//! promise). Volatile and atomic accesses, and loads or stores of pointers and `i1`, are refused.

use super::pointers::{Alt, Ptr};
use super::types::type_of;
use super::{FnCx, Imp};
use crate::error::ImportError;
use crate::view::{Kind, V};
use memlower_ir::{Address, BinOp, InstKind, ScalarType, Type, Value};

/// Intrinsics with no effect on values or memory that the import drops (documented in
/// `docs/LLVM.md`): hints and markers.
const DROPPED: [&str; 5] = [
    "llvm.lifetime.start",
    "llvm.lifetime.end",
    "llvm.assume",
    "llvm.experimental.noalias.scope.decl",
    "llvm.dbg.",
];

impl<'m> FnCx<'_, 'm> {
    /// A call: a memory or math intrinsic (`None` for a dropped hint).
    pub(super) fn call(&mut self, i: V<'m>) -> Result<Option<Imp>, ImportError> {
        let Some(callee) = i.callee() else {
            return Err(self.unsupported(i, "an indirect call"));
        };
        let name = callee.name();
        let args = i.call_args();
        let family = |prefix: &str| name.starts_with(prefix);
        if family("llvm.masked.gather.") {
            return Ok(self.masked_read(i, &args, true)?.map(Imp::Val));
        }
        if family("llvm.masked.load.") {
            return Ok(self.masked_read(i, &args, false)?.map(Imp::Val));
        }
        if family("llvm.masked.scatter.") {
            self.masked_write(i, &args, true)?;
            return Ok(None);
        }
        if family("llvm.masked.store.") {
            self.masked_write(i, &args, false)?;
            return Ok(None);
        }
        if family("llvm.masked.compressstore.") {
            self.compress_store(i, &args)?;
            return Ok(None);
        }
        if family("llvm.masked.expandload.") {
            return self.expand_load(i, &args).map(|v| Some(Imp::Val(v)));
        }
        if family("llvm.memcpy.") || family("llvm.memset.") {
            self.mem_intrinsic(i, &args, family("llvm.memset."))?;
            return Ok(None);
        }
        if family("llvm.memmove.") {
            return Err(self.unsupported(
                i,
                "memmove: its buffers may overlap, and memlower copies in no set direction",
            ));
        }
        if family("llvm.vector.reduce.") {
            return self.reduction(i, &name, &args).map(|v| Some(Imp::Val(v)));
        }
        if family("llvm.umul.with.overflow.") {
            // No value of its own: each `extractvalue` of it is imported (`overflow_result`).
            self.overflow_operands(i)?;
            return Ok(None);
        }
        if DROPPED.iter().any(|d| name.starts_with(d)) {
            return Ok(None);
        }
        if family("llvm.") {
            return self
                .math_intrinsic(i, &name, &args)
                .map(|v| Some(Imp::Val(v)));
        }
        // The C library's square root, declared here: `llvm.sqrt` where a kernel has no
        // `errno` to set (`import/sqrt.rs`).
        if matches!(name.as_str(), "sqrtf" | "sqrt") && callee.blocks().is_empty() {
            if let [x] = args[..] {
                let x = self.value(x)?;
                return self.sqrt(i, x).map(|v| Some(Imp::Val(v)));
            }
        }
        Err(self.unsupported(
            i,
            format!(
                "a call of @{name} (only LLVM's memory and arithmetic intrinsics are imported)"
            ),
        ))
    }

    /// `align A` as memlower takes it.
    fn align(&self, a: u64) -> u32 {
        let a = a.clamp(1, 256) as u32;
        let a = if a.is_power_of_two() { a } else { 1 };
        if planted!(AlignTooLarge) {
            (a * 2).min(256)
        } else {
            a
        }
    }

    /// The memlower data type of a value moved to or from memory, and its lanes.
    pub(super) fn data_type(
        &self,
        at: V<'m>,
        t: crate::view::Ty<'m>,
    ) -> Result<(Type, u32), ImportError> {
        if super::is_pointer(t) {
            return Err(self.unsupported(
                at,
                "pointers in memory (memlower surfaces are not addresses that can be stored)",
            ));
        }
        let ty = type_of(t).map_err(|why| self.unsupported(at, why))?;
        if ty.is_mask() {
            return Err(self.unsupported(at, "`i1` values in memory (store them as bytes)"));
        }
        Ok((ty, ty.lanes().unwrap_or(1)))
    }

    /// The address of an access of `n` lanes of `elem_bytes` each through `p`: a vector of
    /// pointers addresses its lanes; a scalar pointer addresses `n` consecutive elements.
    fn address(
        &mut self,
        p: Ptr,
        n: u32,
        elem_bytes: u32,
        at: V<'m>,
    ) -> Result<Address, ImportError> {
        let offsets = match p.lanes {
            Some(l) if l != n => {
                return Err(self.unsupported(at, "data and pointers of different lane counts"))
            }
            Some(_) => match p.per_lane {
                Some(v) => v,
                None => self.iconst(Type::vec(n, ScalarType::I32), &[0]),
            },
            None => {
                let lanes: Vec<i64> = (0..n as i64).map(|k| k * elem_bytes as i64).collect();
                self.iconst(Type::vec(n, ScalarType::I32), &lanes)
            }
        };
        let base = (p.base != super::pointers::Off::ZERO).then(|| self.off_value(p.base));
        Ok(Address {
            surface: p.surface,
            base,
            offsets,
        })
    }

    /// The two arms of a pointer chosen between two surfaces ([`Ptr::alt`]), the condition as
    /// a mask of `n` lanes, and the masks of the lanes each arm accesses: `mask` (every lane
    /// where `None`) and the condition, and `mask` and its negation.
    fn arms(&mut self, p: Ptr, alt: Alt, n: u32, mask: Option<Value>) -> Arms {
        let mty = Type::mask(n);
        let cond = if self.ty(alt.cond).lanes() == Some(n) {
            alt.cond
        } else {
            self.emit(InstKind::Splat { x: alt.cond }, mty, None)
        };
        let ones = self.iconst(mty, &[1]);
        let not = self.bin(BinOp::Xor, cond, ones);
        let (own_mask, other_mask) = match mask {
            None => (cond, not),
            Some(m) => (self.bin(BinOp::And, m, cond), self.bin(BinOp::And, m, not)),
        };
        // The planted bug: the other arm reads and writes the pointer's own surface.
        let surface = if planted!(ChoiceOneSurface) {
            p.surface
        } else {
            alt.surface
        };
        let base = self.off_add(p.base, alt.delta);
        let per_lane = match (alt.lane_delta, p.per_lane) {
            (None, own) => own,
            (Some(d), None) => Some(d),
            (Some(d), Some(own)) => Some(self.bin(BinOp::Add, own, d)),
        };
        Arms {
            own: Ptr { alt: None, ..p },
            other: Ptr {
                alt: None,
                surface,
                base,
                per_lane,
                ..p
            },
            cond,
            own_mask,
            other_mask,
        }
    }

    /// A gather of `ty` (`vec<N x T>`, or a scalar T read as one lane); through a pointer
    /// chosen between two surfaces, one gather from each, each lane's value from its own.
    pub(super) fn gather(
        &mut self,
        at: V<'m>,
        p: Ptr,
        ty: Type,
        mask: Option<Value>,
        align: u32,
    ) -> Result<Value, ImportError> {
        if let Some(alt) = p.alt {
            let a = self.arms(p, alt, ty.lanes().unwrap_or(1), mask);
            let own = self.gather(at, a.own, ty, Some(a.own_mask), align)?;
            let other = self.gather(at, a.other, ty, Some(a.other_mask), align)?;
            return Ok(self.sel(a.cond, own, other));
        }
        let (elem, n) = (ty.elem().unwrap_or(ScalarType::I8), ty.lanes().unwrap_or(1));
        let addr = self.address(p, n, elem.bytes(), at)?;
        let vty = Type::vec(n, elem);
        let g = self.emit(
            InstKind::Gather {
                addr,
                mask,
                align,
                via: None,
            },
            vty,
            None,
        );
        if ty.is_scalar() {
            return Ok(self.emit(InstKind::Extract { src: g, start: 0 }, ty, None));
        }
        Ok(g)
    }

    /// A scatter of `data` (a scalar is written as one lane); through a pointer chosen between
    /// two surfaces, one scatter to each, of the lanes that point into it.
    pub(super) fn scatter(
        &mut self,
        at: V<'m>,
        p: Ptr,
        data: Value,
        mask: Option<Value>,
        align: u32,
    ) -> Result<(), ImportError> {
        let ty = self.ty(data);
        if let Some(alt) = p.alt {
            let a = self.arms(p, alt, ty.lanes().unwrap_or(1), mask);
            self.scatter(at, a.own, data, Some(a.own_mask), align)?;
            return self.scatter(at, a.other, data, Some(a.other_mask), align);
        }
        let (elem, n) = (ty.elem().unwrap_or(ScalarType::I8), ty.lanes().unwrap_or(1));
        let data = if ty.is_scalar() {
            self.emit(InstKind::Splat { x: data }, Type::vec(1, elem), None)
        } else {
            data
        };
        let addr = self.address(p, n, elem.bytes(), at)?;
        self.emit_effect(InstKind::Scatter {
            addr,
            data,
            mask,
            align,
            via: None,
        });
        Ok(())
    }

    fn plain_access_ok(&self, i: V<'m>) -> Result<(), ImportError> {
        if i.is_volatile() || i.is_atomic() {
            return Err(self.unsupported(
                i,
                "volatile and atomic accesses have no memlower counterpart",
            ));
        }
        Ok(())
    }

    /// `load` (`None`: imported as an interleaved group, its users' values set).
    pub(super) fn load(&mut self, i: V<'m>) -> Result<Option<Value>, ImportError> {
        self.plain_access_ok(i)?;
        let (ty, _) = self.data_type(i, i.ty())?;
        let pv = i
            .operand(0)
            .ok_or_else(|| self.unsupported(i, "a load without an address"))?;
        let p = self.ptr_any(pv)?;
        if p.lanes.is_some() {
            return Err(self.unsupported(i, "a load through a vector of pointers"));
        }
        let align = self.align(i.alignment() as u64);
        if p.alt.is_none() && self.load_group(i, p, ty, None, align)? {
            return Ok(None);
        }
        self.gather(i, p, ty, None, align).map(Some)
    }

    /// `store`.
    pub(super) fn store(&mut self, i: V<'m>) -> Result<(), ImportError> {
        self.plain_access_ok(i)?;
        let (dv, pv) = match (i.operand(0), i.operand(1)) {
            (Some(d), Some(p)) => (d, p),
            _ => return Err(self.unsupported(i, "a store without data or address")),
        };
        self.data_type(i, dv.ty())?;
        let p = self.ptr_any(pv)?;
        if p.lanes.is_some() {
            return Err(self.unsupported(i, "a store through a vector of pointers"));
        }
        let align = self.align(i.alignment() as u64);
        if p.alt.is_none() && self.store_group(dv, p, None, align)? {
            return Ok(());
        }
        let data = self.value(dv)?;
        self.scatter(i, p, data, None, align)
    }

    /// The mask operand of a masked intrinsic (`None` when every lane is on).
    fn mask_operand(&mut self, m: V<'m>) -> Result<Option<Value>, ImportError> {
        if let Some(lanes) = m.const_elements() {
            if lanes
                .iter()
                .all(|l| l.const_int() == Some(-1) || l.const_int() == Some(1))
            {
                return Ok(None);
            }
        }
        Ok(Some(self.value(m)?))
    }

    fn const_align(&self, i: V<'m>, a: Option<&V<'m>>) -> Result<u32, ImportError> {
        let a = a
            .and_then(|a| a.const_int())
            .ok_or_else(|| self.unsupported(i, "an alignment that is not a constant"))?;
        Ok(self.align(a.max(0) as u64))
    }

    /// `llvm.masked.gather(<N x ptr>, align, mask, passthru)` and `llvm.masked.load(ptr, align,
    /// mask, passthru)` (`None`: imported as an interleaved group, its users' values set).
    fn masked_read(
        &mut self,
        i: V<'m>,
        args: &[V<'m>],
        gather: bool,
    ) -> Result<Option<Value>, ImportError> {
        let [pv, a, m, pass] = args else {
            return Err(self.unsupported(i, "a masked read without its four operands"));
        };
        let (ty, n) = self.data_type(i, i.ty())?;
        let p = self.ptr_any(*pv)?;
        if gather != p.lanes.is_some() {
            return Err(self.unsupported(i, "the pointer operand has the wrong shape"));
        }
        let align = self.const_align(i, Some(a))?;
        let grouped = !gather && pass.is_undef() && p.alt.is_none();
        if grouped && self.load_group(i, p, ty, Some(*m), align)? {
            return Ok(None);
        }
        let mask = self.mask_operand(*m)?;
        let g = self.gather(i, p, ty, mask, align)?;
        let Some(mask) = mask else {
            return Ok(Some(g));
        };
        if pass.is_undef() || planted!(DropPassThrough) {
            return Ok(Some(g));
        }
        let pass = self.value(*pass)?;
        debug_assert_eq!(ty.lanes(), Some(n));
        Ok(Some(self.emit(
            InstKind::Select {
                cond: mask,
                on_true: g,
                on_false: pass,
            },
            ty,
            None,
        )))
    }

    /// `llvm.masked.scatter(data, <N x ptr>, align, mask)` and `llvm.masked.store(data, ptr,
    /// align, mask)`.
    fn masked_write(&mut self, i: V<'m>, args: &[V<'m>], scatter: bool) -> Result<(), ImportError> {
        let [dv, pv, a, m] = args else {
            return Err(self.unsupported(i, "a masked write without its four operands"));
        };
        self.data_type(i, dv.ty())?;
        let p = self.ptr_any(*pv)?;
        if scatter != p.lanes.is_some() {
            return Err(self.unsupported(i, "the pointer operand has the wrong shape"));
        }
        let align = self.const_align(i, Some(a))?;
        let ignore_mask = planted!(IgnoreMask);
        let grouped = !scatter && p.alt.is_none();
        if grouped && self.store_group(*dv, p, (!ignore_mask).then_some(*m), align)? {
            return Ok(());
        }
        let data = self.value(*dv)?;
        let mask = if ignore_mask {
            None
        } else {
            self.mask_operand(*m)?
        };
        if matches!(dv.ty().kind(), Kind::Vector(_)) {
            self.scatter(i, p, data, mask, align)
        } else {
            Err(self.unsupported(i, "a masked write of a scalar"))
        }
    }
}

/// What [`FnCx::arms`] makes of a pointer chosen between two surfaces.
struct Arms {
    /// The pointer into its own surface.
    own: Ptr,
    /// The pointer into the other surface.
    other: Ptr,
    /// The condition, one lane per lane accessed.
    cond: Value,
    /// The lanes the own arm accesses.
    own_mask: Value,
    /// The lanes the other arm accesses.
    other_mask: Value,
}
