//! Pointers: surfaces for pointer arguments, byte offsets for everything derived from them.
//!
//! - A pointer argument in address space 0 or 1 is a surface of its own (`untyped`, byte
//!   offsets from its start). Distinct arguments are distinct surfaces: the import assumes they
//!   do not overlap (as `noalias`/`restrict` promises).
//! - A pointer argument in address space 3 is shared local memory: the module's one `slm`
//!   surface, and an `i32` argument that holds the pointer's SLM byte offset.
//! - Every other pointer must be derived from one argument through `getelementptr`, `bitcast`,
//!   `phi`, `select` and splats. It is imported as [`Ptr`]: the surface, a scalar byte offset and,
//!   for a vector of pointers, a per-lane `vec<N x i32>` of byte offsets added to it.
//! - A `select` of pointers into two arguments is a [`Ptr`] with an [`Alt`]: the condition, the
//!   other surface and the difference between the arms' offsets (one for every lane, or one per
//!   lane). `getelementptr` keeps it; loads, stores, gathers and scatters through it split into
//!   one masked access per surface (`memory.rs`); any other use is refused.
//!
//! Offsets are 32-bit. The import assumes every address a kernel forms lies within 4 GiB of its
//! argument's start, and computes offsets modulo 2^32: the low 32 bits of a sum or product depend
//! only on the low 32 bits of its operands, so `sext`/`zext` of an `i32` index to `i64` is the
//! index itself and an `i64` index is truncated. A constant offset that provably does not fit
//! (|offset| >= 2^32) is refused.

use super::{FnCx, Imp};
use crate::error::ImportError;
use crate::view::{Kind, Opcode, Ty, V};
use memlower_ir::{BinOp, CastOp, InstKind, ScalarType, SurfaceKind, SurfaceRef, Type, Value};
use std::collections::HashSet;

/// A 32-bit byte offset: `val + k` (either part may be absent; both absent is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Off {
    /// The variable part, a scalar `i32`.
    pub(crate) val: Option<Value>,
    /// The constant part.
    pub(crate) k: i64,
}

impl Off {
    /// Offset 0.
    pub(crate) const ZERO: Off = Off { val: None, k: 0 };

    /// A variable offset.
    pub(crate) fn val(v: Value) -> Off {
        Off { val: Some(v), k: 0 }
    }
}

/// A pointer (`lanes: None`) or vector of pointers into one surface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ptr {
    /// The surface.
    pub(crate) surface: SurfaceRef,
    /// The byte offset shared by every lane.
    pub(crate) base: Off,
    /// For a vector of pointers, its lane count.
    pub(crate) lanes: Option<u32>,
    /// For a vector of pointers, the per-lane `vec<N x i32>` offsets added to `base` (`None`:
    /// every lane is at `base`).
    pub(crate) per_lane: Option<Value>,
    /// A pointer chosen between two arguments (`select %c, %a, %b` of pointers into two
    /// surfaces): where the condition is false, the pointer is into the other surface, at this
    /// pointer's offsets plus a difference. `None` for a pointer into one surface.
    pub(crate) alt: Option<Alt>,
}

/// The other arm of a pointer chosen between two surfaces ([`Ptr::alt`]). `getelementptr`
/// adds the same offsets to both arms, so the difference between them stays as it was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Alt {
    /// The mask (`mask<1>` for a scalar `select`, one lane per pointer for a vector one)
    /// that picks the pointer's own surface; the other where it is false.
    pub(crate) cond: Value,
    /// The other surface.
    pub(crate) surface: SurfaceRef,
    /// The other arm's byte offset less this pointer's.
    pub(crate) delta: Off,
    /// For a vector of pointers whose arms differ lane by lane, the other arm's per-lane
    /// offsets less this pointer's (`vec<N x i32>`).
    pub(crate) lane_delta: Option<Value>,
}

const I32: Type = Type::Scalar(ScalarType::I32);

fn vi32(n: u32) -> Type {
    Type::vec(n, ScalarType::I32)
}

/// The largest constant byte offset magnitude the import accepts.
const LIMIT: i128 = 1 << 32;

impl<'m> FnCx<'_, 'm> {
    /// The surface (and, for SLM, the offset argument) of pointer argument number `k`.
    pub(super) fn pointer_param(
        &mut self,
        entry: memlower_ir::Block,
        a: V<'m>,
        k: usize,
    ) -> Result<Ptr, ImportError> {
        let name = super::sanitize(&a.name()).unwrap_or_else(|| format!("arg{k}"));
        match a.ty().kind() {
            Kind::Ptr(0) | Kind::Ptr(1) => {
                let mut sname = name.clone();
                let mut n = 1;
                while self.m.surface_by_name(&sname).is_some() {
                    sname = format!("{}.{name}", self.func.name);
                    if n > 1 {
                        sname = format!("{sname}.{n}");
                    }
                    n += 1;
                }
                let surface = self.m.add_surface(sname, SurfaceKind::Untyped);
                Ok(Ptr {
                    alt: None,
                    surface,
                    base: Off::ZERO,
                    lanes: None,
                    per_lane: None,
                })
            }
            Kind::Ptr(3) => {
                let surface = match *self.slm {
                    Some(s) => s,
                    None => {
                        let mut sname = "slm".to_string();
                        while self.m.surface_by_name(&sname).is_some() {
                            sname.push('_');
                        }
                        let s = self.m.add_surface(sname, SurfaceKind::Slm);
                        *self.slm = Some(s);
                        s
                    }
                };
                let pname = self.fresh_name(&name).unwrap_or_else(|| format!("arg{k}"));
                let off = self.func.add_block_param(entry, I32, Some(pname));
                Ok(Ptr {
                    alt: None,
                    surface,
                    base: Off::val(off),
                    lanes: None,
                    per_lane: None,
                })
            }
            Kind::Ptr(space) => Err(self.unsupported(
                a,
                format!(
                    "a pointer in address space {space}: memlower imports address spaces 0 and 1 \
                     (a buffer each) and 3 (shared local memory)"
                ),
            )),
            _ => Err(self.unsupported(a, "a vector of pointers as an argument")),
        }
    }

    /// The surface a pointer value points into: the one argument every path from it leads back
    /// to through `getelementptr`, casts, `phi`, `select` and splats.
    pub(crate) fn provenance(&mut self, v: V<'m>) -> Result<SurfaceRef, ImportError> {
        let mut found: Option<(SurfaceRef, V<'m>)> = None;
        let mut seen = HashSet::new();
        let mut work = vec![v];
        while let Some(x) = work.pop() {
            if !seen.insert(x) || x.is_undef() {
                continue;
            }
            let here = if let Some(&s) = self.provenance.get(&x) {
                Some(s)
            } else if let Some(Imp::Ptr(p)) = self.vals.get(&x) {
                if p.alt.is_some() {
                    return Err(self.unsupported(
                        x,
                        "a pointer chosen between two arguments, merged again by a `phi` or \
                         `select` (memlower splits only loads, stores, gathers and scatters \
                         through it)",
                    ));
                }
                Some(p.surface)
            } else {
                None
            };
            if let Some(s) = here {
                match found {
                    Some((f, from)) if f != s => {
                        return Err(self.unsupported(
                            v,
                            format!(
                                "a pointer that may point into two arguments (`{}` and `{}`); \
                                 each memlower access names one surface",
                                from.text(),
                                x.text()
                            ),
                        ))
                    }
                    _ => found = Some((s, x)),
                }
                continue;
            }
            match x.opcode() {
                Some(
                    Opcode::LLVMGetElementPtr | Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast,
                ) => work.extend(x.operand(0)),
                Some(Opcode::LLVMPHI) => work.extend(x.incoming().into_iter().map(|(v, _)| v)),
                Some(Opcode::LLVMSelect) => {
                    work.extend([x.operand(1), x.operand(2)].into_iter().flatten())
                }
                Some(Opcode::LLVMShuffleVector) => work.extend(x.operand(0)),
                Some(Opcode::LLVMInsertElement) => {
                    work.extend([x.operand(0), x.operand(1)].into_iter().flatten())
                }
                _ => {
                    return Err(self.unsupported(
                        x,
                        "a pointer that does not come from a pointer argument (memlower \
                         addresses are offsets into the kernel's surfaces)",
                    ))
                }
            }
        }
        match found {
            Some((s, _)) => {
                self.provenance.insert(v, s);
                Ok(s)
            }
            None => Err(self.unsupported(v, "a pointer that is undefined on every path")),
        }
    }

    /// An imported pointer value into one surface (a pointer chosen between two arguments is
    /// refused: only [`Self::ptr_any`]'s users split an access by surface).
    pub(crate) fn ptr(&mut self, v: V<'m>) -> Result<Ptr, ImportError> {
        let p = self.ptr_any(v)?;
        if p.alt.is_some() {
            return Err(self.unsupported(
                v,
                "a pointer chosen between two arguments, used other than by a load, store, \
                 masked load or store, gather, scatter or getelementptr (memlower splits only \
                 those into one access per surface)",
            ));
        }
        Ok(p)
    }

    /// An imported pointer value, possibly chosen between two surfaces ([`Ptr::alt`]).
    pub(crate) fn ptr_any(&mut self, v: V<'m>) -> Result<Ptr, ImportError> {
        match self.vals.get(&v) {
            Some(Imp::Ptr(p)) => Ok(*p),
            Some(Imp::Val(_)) => Err(self.unsupported(v, "a number used as a pointer")),
            None if v.is_null_constant() => Err(self.unsupported(
                v,
                "a null pointer (memlower addresses are offsets into the kernel's surfaces)",
            )),
            None => Err(self.unsupported(
                v,
                "a pointer that does not come from a pointer argument (globals and constant \
                 addresses have no surface)",
            )),
        }
    }

    /// The sum of two offsets.
    pub(crate) fn off_add(&mut self, a: Off, b: Off) -> Off {
        let k = a.k.wrapping_add(b.k);
        match (a.val, b.val) {
            (None, val) | (val, None) => Off { val, k },
            (Some(x), Some(y)) => Off {
                val: Some(self.bin(BinOp::Add, x, y)),
                k,
            },
        }
    }

    /// An offset as one `i32` value.
    pub(crate) fn off_value(&mut self, o: Off) -> Value {
        let k = o.k as i32 as i64;
        match o.val {
            None => self.iconst(I32, &[k]),
            Some(v) if k == 0 => v,
            Some(v) => {
                let c = self.iconst(I32, &[k]);
                self.emit(
                    InstKind::Binary {
                        op: BinOp::Add,
                        lhs: v,
                        rhs: c,
                    },
                    I32,
                    None,
                )
            }
        }
    }

    /// A scalar pointer's whole byte offset (for phis, compares).
    pub(crate) fn scalar_offset(&mut self, p: Ptr, at: V<'m>) -> Result<Value, ImportError> {
        if p.lanes.is_some() {
            return Err(self.unsupported(at, "a vector of pointers where one pointer is expected"));
        }
        Ok(self.off_value(p.base))
    }

    /// Every lane's whole byte offset of a vector of `n` pointers (a scalar pointer splats).
    pub(crate) fn lane_offsets(&mut self, p: Ptr, n: u32, at: V<'m>) -> Result<Value, ImportError> {
        if p.lanes.is_some_and(|l| l != n) {
            return Err(self.unsupported(at, "vectors of pointers of different lane counts"));
        }
        let ty = vi32(n);
        if p.base == Off::ZERO {
            if let Some(v) = p.per_lane {
                return Ok(v);
            }
        }
        let splat = if p.base.val.is_none() {
            self.iconst(ty, &[p.base.k as i32 as i64])
        } else {
            let b = self.off_value(p.base);
            self.emit(InstKind::Splat { x: b }, ty, None)
        };
        Ok(match p.per_lane {
            None => splat,
            Some(v) => self.emit(
                InstKind::Binary {
                    op: BinOp::Add,
                    lhs: splat,
                    rhs: v,
                },
                ty,
                None,
            ),
        })
    }

    /// `getelementptr`: the base pointer plus each index times its stride (or a struct field's
    /// offset), in 32-bit arithmetic.
    pub(super) fn gep(&mut self, i: V<'m>) -> Result<Ptr, ImportError> {
        let base_v = i
            .operand(0)
            .ok_or_else(|| self.unsupported(i, "a GEP without a base"))?;
        let mut p = self.ptr_any(base_v)?;
        if let Kind::Vector(n) = i.ty().kind() {
            if p.lanes.is_some_and(|l| l != n) {
                return Err(self.unsupported(i, "vectors of pointers of different lane counts"));
            }
            p.lanes = Some(n);
        }
        let Some(mut ty) = i.gep_source_type() else {
            return Err(self.unsupported(i, "a GEP without a source element type"));
        };
        let mut konst: i128 = p.base.k as i128;
        for k in 1..i.num_operands() {
            let idx = i
                .operand(k)
                .ok_or_else(|| self.unsupported(i, "a missing GEP index"))?;
            let stride = if k == 1 {
                ty.alloc_size(self.td)
            } else {
                match ty.kind() {
                    Kind::Struct => {
                        let field = splat_int(idx).ok_or_else(|| {
                            self.unsupported(i, "a struct field index that is not a constant")
                        })?;
                        let f = u32::try_from(field)
                            .ok()
                            .and_then(|f| ty.field(f).map(|t| (f, t)));
                        let Some((f, fty)) = f else {
                            return Err(
                                self.unsupported(i, format!("struct field {field} out of range"))
                            );
                        };
                        let mut off = ty.field_offset(self.td, f) as i128;
                        if planted!(StructFieldOffset) && off > 0 {
                            off += 1;
                        }
                        konst += off;
                        ty = fty;
                        check(konst).map_err(|why| self.unsupported(i, why))?;
                        continue;
                    }
                    Kind::Array(_) | Kind::Vector(_) => {
                        ty = ty
                            .elem()
                            .ok_or_else(|| self.unsupported(i, "an aggregate without elements"))?;
                        ty.alloc_size(self.td)
                    }
                    _ => return Err(self.unsupported(i, format!("indexing into `{}`", ty.text()))),
                }
            };
            self.add_index(i, &mut p, &mut konst, idx, stride)?;
        }
        p.base.k = konst as i64;
        Ok(p)
    }

    /// Adds `idx * stride` to a pointer: constants to `konst`, scalars to the base, vectors to
    /// the per-lane part.
    fn add_index(
        &mut self,
        i: V<'m>,
        p: &mut Ptr,
        konst: &mut i128,
        idx: V<'m>,
        stride: u64,
    ) -> Result<(), ImportError> {
        if stride >= LIMIT as u64 {
            return Err(self.unsupported(
                i,
                format!("a {stride}-byte element does not fit 32-bit offsets"),
            ));
        }
        let stride = stride as i64;
        if let Some(c) = splat_int(idx) {
            *konst += c as i128 * stride as i128;
            return check(*konst).map_err(|why| self.unsupported(i, why));
        }
        if stride == 0 {
            return Ok(());
        }
        match idx.ty().kind() {
            Kind::Vector(n) => {
                let lanes = self.const_lanes(idx);
                let part = match lanes {
                    Some(cs) => {
                        let scaled: Vec<i64> = cs
                            .iter()
                            .map(|c| (c.wrapping_mul(stride)) as i32 as i64)
                            .collect();
                        if cs
                            .iter()
                            .any(|&c| (c as i128 * stride as i128).abs() >= LIMIT)
                        {
                            return Err(self.unsupported(
                                i,
                                "a constant lane offset that does not fit 32 bits",
                            ));
                        }
                        self.iconst(vi32(n), &scaled)
                    }
                    None => {
                        let x = self.low32(idx)?;
                        self.scale(x, stride, vi32(n))
                    }
                };
                p.per_lane = Some(match p.per_lane {
                    None => part,
                    Some(v) => self.emit(
                        InstKind::Binary {
                            op: BinOp::Add,
                            lhs: v,
                            rhs: part,
                        },
                        vi32(n),
                        None,
                    ),
                });
            }
            _ => {
                let x = self.low32(idx)?;
                let part = self.scale(x, stride, I32);
                p.base.val = Some(match p.base.val {
                    None => part,
                    Some(v) => self.emit(
                        InstKind::Binary {
                            op: BinOp::Add,
                            lhs: v,
                            rhs: part,
                        },
                        I32,
                        None,
                    ),
                });
            }
        }
        Ok(())
    }

    /// The elements of a constant integer vector, if it is one.
    fn const_lanes(&self, v: V<'m>) -> Option<Vec<i64>> {
        v.const_elements()?
            .into_iter()
            .map(|e| if e.is_undef() { Some(0) } else { e.const_int() })
            .collect()
    }

    /// An integer index as `i32` (scalar or vector), equal to it modulo 2^32. GEP indices are
    /// signed: narrower ones are sign-extended.
    pub(crate) fn low32(&mut self, idx: V<'m>) -> Result<Value, ImportError> {
        let n = match idx.ty().kind() {
            Kind::Vector(n) => Some(n),
            _ => None,
        };
        let ty32 = n.map_or(I32, vi32);
        let width = |t: Ty<'_>| match t.kind() {
            Kind::Vector(_) => t.elem().map(|e| e.kind()),
            k => Some(k),
        };
        // sext/zext of an index of at most 32 bits: its low 32 bits are the (extended) source.
        if let Some((op, src, w)) = extended_narrow(idx) {
            let x = self.value(src)?;
            if w == 32 {
                return Ok(x);
            }
            let op = match op {
                Opcode::LLVMSExt if !planted!(SextAsZext) => CastOp::SExt,
                _ => CastOp::ZExt,
            };
            return Ok(self.emit(InstKind::Cast { op, x }, ty32, None));
        }
        // Sums, differences, products, left shifts by a constant and bitwise ops of 64-bit
        // indices: their low 32 bits are the same op on the operands' low 32 bits, so the index
        // arithmetic is done in 32 bits (an i64 multiply has no vISA instruction).
        if let (Some(Kind::Int(64)), Some(op)) = (width(idx.ty()), idx.opcode()) {
            let bop = match op {
                Opcode::LLVMAdd => Some(BinOp::Add),
                Opcode::LLVMSub => Some(BinOp::Sub),
                Opcode::LLVMMul => Some(BinOp::Mul),
                Opcode::LLVMAnd => Some(BinOp::And),
                Opcode::LLVMOr => Some(BinOp::Or),
                Opcode::LLVMXor => Some(BinOp::Xor),
                Opcode::LLVMShl
                    if idx
                        .operand(1)
                        .and_then(splat_int)
                        .is_some_and(|k| (0..32).contains(&k)) =>
                {
                    Some(BinOp::Shl)
                }
                _ => None,
            };
            if let (Some(op), Some(a), Some(b)) = (bop, idx.operand(0), idx.operand(1)) {
                if let Some(&v) = self.low32_cache.get(&(self.cur, idx)) {
                    return Ok(v);
                }
                let (x, y) = (self.low32_operand(a, ty32)?, self.low32_operand(b, ty32)?);
                let v = self.emit(InstKind::Binary { op, lhs: x, rhs: y }, ty32, None);
                self.low32_cache.insert((self.cur, idx), v);
                return Ok(v);
            }
        }
        let x = self.value(idx)?;
        match width(idx.ty()) {
            Some(Kind::Int(32)) => Ok(x),
            Some(Kind::Int(64)) => Ok(self.emit(
                InstKind::Cast {
                    op: CastOp::Trunc,
                    x,
                },
                ty32,
                None,
            )),
            Some(Kind::Int(8 | 16)) => Ok(self.emit(
                InstKind::Cast {
                    op: CastOp::SExt,
                    x,
                },
                ty32,
                None,
            )),
            _ => Err(self.unsupported(idx, "an index that is not an 8- to 64-bit integer")),
        }
    }

    /// An operand of 32-bit index arithmetic: a constant truncated, or `low32` of a value.
    pub(crate) fn low32_operand(&mut self, v: V<'m>, ty32: Type) -> Result<Value, ImportError> {
        if let Some(lanes) = self
            .const_lanes(v)
            .or_else(|| v.const_int().map(|c| vec![c]))
        {
            let lanes: Vec<i64> = lanes.iter().map(|&c| c as i32 as i64).collect();
            return Ok(self.iconst(ty32, &lanes));
        }
        self.low32(v)
    }

    /// `x * stride` in the type of `x` (a shift for powers of two).
    fn scale(&mut self, x: Value, stride: i64, ty: Type) -> Value {
        if stride == 1 {
            return x;
        }
        let (op, k) = if stride > 0 && (stride as u64).is_power_of_two() {
            (BinOp::Shl, stride.trailing_zeros() as i64)
        } else {
            (BinOp::Mul, stride)
        };
        let c = self.iconst(ty, &[k]);
        self.emit(InstKind::Binary { op, lhs: x, rhs: c }, ty, None)
    }
}

/// `v` as a `sext` or `zext` of a value of 8 to 32 bits (per lane): the opcode, that value
/// and its width.
pub(crate) fn extended_narrow(v: V<'_>) -> Option<(Opcode, V<'_>, u32)> {
    let op = v
        .opcode()
        .filter(|o| matches!(o, Opcode::LLVMSExt | Opcode::LLVMZExt))?;
    let src = v.operand(0)?;
    let t = src.ty();
    let kind = match t.kind() {
        Kind::Vector(_) => t.elem()?.kind(),
        k => k,
    };
    match kind {
        Kind::Int(w @ 8..=32) => Some((op, src, w)),
        _ => None,
    }
}

/// A constant integer, or a vector constant whose lanes are all that integer.
pub(crate) fn splat_int(v: V<'_>) -> Option<i64> {
    if let Some(c) = v.const_int() {
        return Some(c);
    }
    let elems = v.const_elements()?;
    let first = elems.first()?.const_int()?;
    elems
        .iter()
        .all(|e| e.const_int() == Some(first))
        .then_some(first)
}

fn check(konst: i128) -> Result<(), String> {
    if konst.abs() >= LIMIT {
        Err(format!(
            "the constant byte offset {konst} does not fit 32 bits (memlower addresses are 32-bit \
             offsets into a surface)"
        ))
    } else {
        Ok(())
    }
}
