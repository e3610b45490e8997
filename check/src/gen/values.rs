//! Types, values (pooled, converted, parameters, constants) and masks.
use super::FnGen;
use memlower_ir::{BinOp, CastOp, CmpPred, FCmpPred, InstKind, ScalarType, Type, Value};
use smallvec::SmallVec;

impl FnGen<'_> {
    pub(super) fn elem(&mut self) -> ScalarType {
        *self.rng.pick(&ScalarType::ALL)
    }

    pub(super) fn chans(&mut self) -> u8 {
        if self.rng.chance(1, 2) {
            1
        } else {
            self.rng.range(2, 4) as u8
        }
    }

    /// A vector type for data.
    pub(super) fn data_type(&mut self) -> Type {
        let (n, c, e) = (self.lanes(), self.chans(), self.elem());
        Type::chan_vec(n, c, e)
    }

    /// A value of `ty`: from the pool, converted from a pooled value, a parameter (the checker
    /// fills it), a constant, or a splat of a scalar parameter.
    pub(super) fn value_of(&mut self, ty: Type) -> Value {
        if let Some(v) = self.pick_pooled(|t| t == ty) {
            if self.rng.chance(3, 4) {
                return v;
            }
        }
        if self.rng.chance(1, 3) {
            if let Some(v) = self.convert_to(ty) {
                return v;
            }
        }
        match (ty, self.rng.below(4)) {
            (Type::Mask { lanes }, _) => self.mask(lanes),
            (_, 0 | 1) => self.param(ty, "x"),
            (Type::Vec { chans: 1, elem, .. }, 2) => {
                let s = self.param(Type::Scalar(elem), "s");
                self.b().splat(s, ty)
            }
            _ => self.constant(ty),
        }
    }

    /// A constant: a splat, or one element per lane for small types.
    pub(super) fn constant(&mut self, ty: Type) -> Value {
        let Some(e) = ty.elem() else {
            let lanes = ty.lanes().unwrap_or(1);
            let bits: Vec<i64> = (0..lanes).map(|_| self.rng.below(2) as i64).collect();
            return self.b().iconst_vec(ty, &bits);
        };
        let n = ty.num_elements() as usize;
        let per_elem = n > 1 && n <= 16 && self.rng.chance(1, 2);
        let count = if per_elem { n } else { 1 };
        if e.is_float() {
            const FLOATS: [f64; 8] = [0.0, -0.0, 1.0, -2.5, 0.5, 1e3, 65504.0, 3.0e-5];
            let xs: SmallVec<[u64; 2]> = (0..count)
                .map(|_| self.rng.pick(&FLOATS).to_bits())
                .collect();
            let inst = self.b().insert(
                InstKind::Const {
                    value: memlower_ir::ConstValue::Float(xs),
                },
                Some(ty),
            );
            self.f.result(inst).unwrap_or(Value(0))
        } else {
            let bits = e.bits();
            let xs: Vec<i64> = (0..count)
                .map(|_| {
                    let r = match self.rng.below(4) {
                        0 => self.rng.below(16) as i64,
                        1 => -1,
                        _ => self.rng.next_u64() as i64,
                    };
                    // Sign-extend the low `bits` bits: a value that fits the element.
                    if bits >= 64 {
                        r
                    } else {
                        (r << (64 - bits)) >> (64 - bits)
                    }
                })
                .collect();
            self.b().iconst_vec(ty, &xs)
        }
    }

    /// A cast of a pooled value to `ty`, if some pooled value converts (same lanes and
    /// channels: zext / sext / trunc between integers; bitcast between equal lane sizes).
    pub(super) fn convert_to(&mut self, ty: Type) -> Option<Value> {
        let Type::Vec { lanes, chans, elem } = ty else {
            return None;
        };
        let lane_bytes = ty.lane_bytes()?;
        let from = self.pick_pooled(|t| match t {
            Type::Vec {
                lanes: l,
                chans: c,
                elem: e,
            } if l == lanes && t != ty => {
                (c == chans && e.is_int() && elem.is_int() && e.bits() != elem.bits())
                    || t.lane_bytes() == Some(lane_bytes)
            }
            _ => false,
        })?;
        let fty = self.f.ty(from);
        let fe = fty.elem()?;
        let op = if fty.chans() == Some(chans) && fe.is_int() && elem.is_int() && fe != elem {
            if fe.bits() > elem.bits() {
                CastOp::Trunc
            } else if fe.bits() < elem.bits() {
                *self.rng.pick(&[CastOp::ZExt, CastOp::SExt])
            } else {
                CastOp::Bitcast
            }
        } else {
            CastOp::Bitcast
        };
        Some(self.b().cast(op, from, ty))
    }

    // ---- masks ------------------------------------------------------------------------------

    pub(super) fn maybe_mask(&mut self, n: u32) -> Option<Value> {
        self.rng.chance(11, 20).then(|| self.mask(n))
    }

    pub(super) fn mask(&mut self, n: u32) -> Value {
        self.mask_depth(n, 2)
    }

    pub(super) fn mask_depth(&mut self, n: u32, depth: u32) -> Value {
        let ty = Type::mask(n);
        match self.rng.below(if depth > 0 { 8 } else { 4 }) {
            0 | 1 => {
                if let Some(m) = self.pick_pooled(|t| t == ty) {
                    return m;
                }
                self.param(ty, "m")
            }
            2 => self.param(ty, "m"),
            3 => {
                // A tail: lanes below a count parameter.
                let lane = self.b().lane_index(n);
                let count = self.param(Type::I32, "count");
                let v = self.b().splat(count, Type::vec(n, ScalarType::I32));
                self.b().cmp(CmpPred::Ult, lane, v)
            }
            4 => {
                let c = self.compare(n);
                self.keep(c)
            }
            5 => self.constant(ty),
            6 => {
                let a = self.mask_depth(n, depth - 1);
                let b = self.mask_depth(n, depth - 1);
                let op = *self.rng.pick(&[BinOp::And, BinOp::Or, BinOp::Xor]);
                self.b().binary(op, a, b)
            }
            _ => {
                if n >= 2 && self.rng.chance(1, 2) {
                    let k = self.rng.range(1, u64::from(n - 1)) as u32;
                    let a = self.mask_depth(k, depth - 1);
                    let b = self.mask_depth(n - k, depth - 1);
                    self.b().concat(&[a, b])
                } else {
                    let wide = n + self.rng.range(1, 32) as u32;
                    let w = self.param(Type::mask(wide), "m");
                    let start = self.rng.range(0, u64::from(wide - n)) as u32;
                    self.b().extract(w, start, n)
                }
            }
        }
    }

    /// `cmp` of two values of a single-channel vector type of `n` lanes.
    pub(super) fn compare(&mut self, n: u32) -> Value {
        let ty = match self.pick_pooled(|t| t.lanes() == Some(n) && t.chans() == Some(1)) {
            Some(v) => self.f.ty(v),
            None => Type::vec(n, self.elem()),
        };
        // f64 compares are integer sequences on the targets without fp64 (soft-f64): mostly
        // i64 instead, as before they were (the generated programs stay the same).
        let ty = if ty.elem() == Some(ScalarType::F64) && !self.rng.chance(1, 4) {
            Type::vec(n, ScalarType::I64)
        } else {
            ty
        };
        let float = ty.elem().is_some_and(ScalarType::is_float);
        let f64_ok = ty.elem() != Some(ScalarType::F64) || self.rng.chance(1, 4);
        if float && f64_ok && self.rng.chance(1, 2) {
            let pred = *self.rng.pick(&FCmpPred::ALL);
            let (a, b) = (self.value_of(ty), self.value_of(ty));
            return self.b().fcmp(pred, a, b);
        }
        let pred = if float {
            // The unsigned forms on floats are a documented refusal; keep them rare.
            *self.rng.pick(&[
                CmpPred::Eq,
                CmpPred::Ne,
                CmpPred::Slt,
                CmpPred::Sle,
                CmpPred::Sgt,
                CmpPred::Sge,
            ])
        } else {
            *self.rng.pick(&CmpPred::ALL)
        };
        let a = self.value_of(ty);
        let b = self.value_of(ty);
        self.b().cmp(pred, a, b)
    }
}
