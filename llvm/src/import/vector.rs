//! Lane movement: `shufflevector`, `insertelement`, `extractelement`.
//!
//! | LLVM | memlower |
//! |---|---|
//! | shuffle whose lanes all read lane j (a splat) | `splat` of lane j (the scalar itself when it was just inserted there) |
//! | shuffle whose lanes read s, s+1, ... of `concat(a, b)` (a lane slice) | `extract`, `concat` |
//! | shuffle whose lanes are all undefined | `undef` (a zero mask for `i1` lanes) |
//! | any other shuffle (reversal, rotation, blend, permutation, interleave) | its lanes traced through nested shuffles, as runs of `extract`/`splat`/`undef` joined by `concat` (`lanes.rs`) |
//! | `insertelement %v, %x, C` | `insert %v[C], splat %x : vec<1 x T>` (`%v` undef: a zero vector) |
//! | `extractelement %v, C` | `extract %v[C] : T` |
//! | the same on vectors of pointers | a splat pointer; one lane's offset |
//! | any other shuffle of pointers into one argument | the lanes' byte offsets, moved as values are |
//!
//! Undefined lanes of a shuffle mask match anything in the splat and slice forms, and become
//! `undef` lanes otherwise. Shuffles of pointers into two arguments, and lane indices that are not
//! constants, are refused. `groups.rs` imports interleaved access groups as multi-channel
//! accesses: the de-interleaving shuffles of a group load never reach this file, and the
//! interleaving shuffles of a group store are imported here but left unused (removed as dead).

use super::lanes::Lane;
use super::pointers::{splat_int, Off, Ptr};
use super::types::type_of;
use super::{FnCx, Imp};
use crate::error::ImportError;
use crate::view::{Kind, Opcode, V};
use memlower_ir::{InstKind, Type, Value};

impl<'m> FnCx<'_, 'm> {
    /// Lane `k` of a vector value as a scalar (`mask<1>` for masks).
    pub(super) fn lane(&mut self, v: Value, k: u32) -> Value {
        let ty = match self.ty(v) {
            Type::Vec { elem, .. } => Type::Scalar(elem),
            other => other.with_lanes(1),
        };
        self.emit(InstKind::Extract { src: v, start: k }, ty, None)
    }

    /// `extract %v[start] : <lanes>`, or `v` itself for the whole vector.
    pub(super) fn slice(&mut self, v: Value, start: u32, lanes: u32) -> Value {
        let ty = self.ty(v);
        if start == 0 && ty.lanes() == Some(lanes) {
            return v;
        }
        self.emit(
            InstKind::Extract { src: v, start },
            ty.with_lanes(lanes),
            None,
        )
    }

    /// The scalar in lane `k` of an LLVM vector: the inserted scalar itself when the vector is
    /// an `insertelement` at `k`.
    fn lane_of(&mut self, v: V<'m>, k: u32) -> Result<Value, ImportError> {
        if v.opcode() == Some(Opcode::LLVMInsertElement)
            && v.operand(2).and_then(|c| c.const_int()) == Some(k as i64)
        {
            if let Some(x) = v.operand(1) {
                return self.value(x);
            }
        }
        let vv = self.value(v)?;
        Ok(self.lane(vv, k))
    }

    /// `shufflevector`.
    pub(super) fn shuffle(&mut self, i: V<'m>) -> Result<Imp, ImportError> {
        let (Some(a), Some(b)) = (i.operand(0), i.operand(1)) else {
            return Err(self.unsupported(i, "a shuffle without two operands"));
        };
        let Kind::Vector(n_in) = a.ty().kind() else {
            return Err(self.unsupported(i, "a shuffle of non-vectors"));
        };
        let mask = i.shuffle_mask();
        let n_out = mask.len() as u32;
        let defined: Vec<(u32, u32)> = mask
            .iter()
            .enumerate()
            .filter_map(|(k, m)| m.map(|m| (k as u32, m)))
            .collect();
        let splat_of = defined
            .first()
            .map(|&(_, m)| m)
            .filter(|&m| defined.iter().all(|&(_, x)| x == m));
        if super::is_pointer(i.ty()) {
            return self
                .pointer_shuffle(i, a, b, n_in, n_out, splat_of)
                .map(Imp::Ptr);
        }
        let ty = type_of(i.ty()).map_err(|why| self.unsupported(i, why))?;
        if defined.is_empty() {
            return Ok(Imp::Val(self.undef_of(ty)));
        }
        if let Some(j) = splat_of {
            let (src, k) = if j < n_in { (a, j) } else { (b, j - n_in) };
            let x = self.lane_of(src, k)?;
            return Ok(Imp::Val(self.emit(InstKind::Splat { x }, ty, None)));
        }
        // A lane slice: lane k reads s + k of concat(a, b).
        let (k0, m0) = defined[0];
        let s = m0.wrapping_sub(k0);
        let slice = m0 >= k0 && defined.iter().all(|&(k, m)| m == s + k) && s + n_out <= 2 * n_in;
        if !slice {
            // Any other constant shuffle: its lanes, traced through nested shuffles, assembled.
            let lanes = self.lanes(i);
            return Ok(Imp::Val(self.assemble(&lanes, ty)?));
        }
        let v = if s + n_out <= n_in {
            let av = self.value(a)?;
            self.slice(av, s, n_out)
        } else if s >= n_in {
            let bv = self.value(b)?;
            self.slice(bv, s - n_in, n_out)
        } else {
            let (mut av, mut bv) = (self.value(a)?, self.value(b)?);
            if planted!(ShuffleConcatOrder) {
                std::mem::swap(&mut av, &mut bv);
            }
            let both = self.emit(
                InstKind::Concat {
                    parts: smallvec::smallvec![av, bv],
                },
                ty.with_lanes(2 * n_in),
                None,
            );
            self.slice(both, s, n_out)
        };
        Ok(Imp::Val(v))
    }

    /// A shuffle of pointers: a splat of one pointer (the vectorizer's `insertelement` +
    /// `shufflevector` idiom), or any other mask over pointers into one argument (the lanes'
    /// byte offsets moved as `lanes.rs` moves values).
    fn pointer_shuffle(
        &mut self,
        i: V<'m>,
        a: V<'m>,
        b: V<'m>,
        n_in: u32,
        n_out: u32,
        splat_of: Option<u32>,
    ) -> Result<Ptr, ImportError> {
        let Some(j) = splat_of else {
            return self.pointer_permutation(i, a, b, n_in);
        };
        let (src, k) = if j < n_in { (a, j) } else { (b, j - n_in) };
        let p = self.ptr(src)?;
        let mut q = match p.per_lane {
            None => p,
            Some(v) => {
                let lane = self.lane(v, k);
                let base = self.off_value(p.base);
                let sum = self.bin(memlower_ir::BinOp::Add, base, lane);
                Ptr {
                    base: Off::val(sum),
                    per_lane: None,
                    ..p
                }
            }
        };
        q.lanes = Some(n_out);
        Ok(q)
    }

    /// A shuffle of vectors of pointers into one argument that is not a splat: each output
    /// lane's byte offset is the offset of the lane it reads.
    fn pointer_permutation(
        &mut self,
        i: V<'m>,
        a: V<'m>,
        b: V<'m>,
        n_in: u32,
    ) -> Result<Ptr, ImportError> {
        let mask = i.shuffle_mask();
        let reads = |from_b: bool| mask.iter().flatten().any(|&m| (m >= n_in) == from_b);
        let mut offsets = [None, None];
        let mut surface = None;
        for (k, (v, used)) in [(a, reads(false)), (b, reads(true))]
            .into_iter()
            .enumerate()
        {
            if !used || v.is_undef() {
                continue;
            }
            let p = self.ptr(v)?;
            if surface.is_some_and(|s| s != p.surface) {
                return Err(self.unsupported(
                    i,
                    "a shuffle of pointers into two different arguments (each memlower access \
                     names one surface)",
                ));
            }
            surface = Some(p.surface);
            offsets[k] = Some(self.lane_offsets(p, n_in, i)?);
        }
        let Some(surface) = surface else {
            return Err(self.unsupported(i, "a shuffle of undefined pointers"));
        };
        // An undefined pointer lane has an undefined offset: addressing through it in an
        // enabled lane is undefined behaviour in both IRs.
        let lanes: Vec<Lane> = mask
            .iter()
            .map(|m| match *m {
                Some(m) if m < n_in => offsets[0].map_or(Lane::Undef, |o| Lane::Of(o, m)),
                Some(m) => offsets[1].map_or(Lane::Undef, |o| Lane::Of(o, m - n_in)),
                None => Lane::Undef,
            })
            .collect();
        let n_out = lanes.len() as u32;
        let ty = Type::vec(n_out, memlower_ir::ScalarType::I32);
        let per_lane = self.assemble_lanes(&lanes, ty);
        Ok(Ptr {
            alt: None,
            surface,
            base: Off::ZERO,
            lanes: Some(n_out),
            per_lane: Some(per_lane),
        })
    }

    /// `insertelement` with a constant lane.
    pub(super) fn insert_element(&mut self, i: V<'m>) -> Result<Imp, ImportError> {
        let (Some(v), Some(x), Some(c)) = (i.operand(0), i.operand(1), i.operand(2)) else {
            return Err(self.unsupported(i, "insertelement without three operands"));
        };
        let Some(k) = c.const_int().and_then(|k| u32::try_from(k).ok()) else {
            return Err(self.unsupported(i, "an insertelement at a lane that is not a constant"));
        };
        if super::is_pointer(i.ty()) {
            // Into an undefined vector, every other lane may be anything: this pointer too.
            if !v.is_undef() {
                return Err(
                    self.unsupported(i, "inserting a pointer into a defined vector of pointers")
                );
            }
            let Kind::Vector(n) = i.ty().kind() else {
                return Err(self.unsupported(i, "insertelement into a non-vector"));
            };
            let mut p = self.ptr(x)?;
            p.lanes = Some(n);
            return Ok(Imp::Ptr(p));
        }
        let ty = type_of(i.ty()).map_err(|why| self.unsupported(i, why))?;
        let dst = if v.is_undef() {
            self.iconst_like(ty)
        } else {
            self.value(v)?
        };
        let xv = self.value(x)?;
        let part = if ty.is_mask() {
            xv
        } else {
            let one = ty.with_lanes(1);
            self.emit(InstKind::Splat { x: xv }, one, None)
        };
        Ok(Imp::Val(self.emit(
            InstKind::Insert {
                dst,
                src: part,
                start: k,
            },
            ty,
            None,
        )))
    }

    /// A zero of `ty` (integer or float).
    fn iconst_like(&mut self, ty: Type) -> Value {
        if ty.elem().is_some_and(|e| e.is_float()) {
            self.constant(ty, memlower_ir::ConstValue::float(0.0))
        } else {
            self.iconst(ty, &[0])
        }
    }

    /// `extractelement` with a constant lane.
    pub(super) fn extract_element(&mut self, i: V<'m>) -> Result<Imp, ImportError> {
        let (Some(v), Some(c)) = (i.operand(0), i.operand(1)) else {
            return Err(self.unsupported(i, "extractelement without two operands"));
        };
        let Some(k) = splat_int(c).and_then(|k| u32::try_from(k).ok()) else {
            return Err(self.unsupported(i, "an extractelement at a lane that is not a constant"));
        };
        if super::is_pointer(v.ty()) {
            let p = self.ptr(v)?;
            let base = match p.per_lane {
                None => p.base,
                Some(lanes) => {
                    let lane = self.lane(lanes, k);
                    let b = self.off_value(p.base);
                    Off::val(self.bin(memlower_ir::BinOp::Add, b, lane))
                }
            };
            return Ok(Imp::Ptr(Ptr {
                base,
                lanes: None,
                per_lane: None,
                ..p
            }));
        }
        Ok(Imp::Val(self.lane_of(v, k)?))
    }
}
