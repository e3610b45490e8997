//! Arithmetic, selects, casts and conversions, channel and lane shuffles, and the float ops
//! LLVM loops bring (fma, minnum/maxnum).
use super::FnGen;
use memlower_ir::{BinOp, CastOp, InstKind, ScalarType, Type, Value};

impl FnGen<'_> {
    pub(super) fn compute(&mut self) {
        match self.rng.below(12) {
            0..=3 => self.binary(),
            4 => {
                let n = self.lanes();
                let c = self.compare(n);
                self.keep(c);
            }
            5 => self.select(),
            6 | 7 => self.cast(),
            8 => self.channels(),
            9 | 10 => self.lanes_op(),
            _ => {
                let n = self.lanes();
                let m = self.mask(n);
                self.keep(m);
            }
        }
    }

    pub(super) fn binary(&mut self) {
        let a = match self.pick_pooled(|t| !t.is_mask()) {
            Some(v) => v,
            None => {
                let ty = self.data_type();
                self.value_of(ty)
            }
        };
        let ty = self.f.ty(a);
        let Some(e) = ty.elem() else { return };
        // f64 arithmetic is hundreds of integer ops a lane group on the targets without fp64
        // (soft-f64): keep it rare.
        if e == ScalarType::F64 && !self.rng.chance(1, 4) {
            return;
        }
        if e.is_float() && self.rng.chance(1, 3) {
            return self.llvm_float_op(a);
        }
        let op = if e.is_float() {
            *self.rng.pick(&[BinOp::Add, BinOp::Sub, BinOp::Mul])
        } else if e == ScalarType::I64 {
            // 64-bit multiply is a documented refusal (refused_construct makes it on purpose).
            *self.rng.pick(&[
                BinOp::Add,
                BinOp::Sub,
                BinOp::Shl,
                BinOp::LShr,
                BinOp::And,
                BinOp::Or,
                BinOp::Xor,
            ])
        } else {
            let int_ops: Vec<BinOp> = BinOp::ALL.into_iter().filter(|o| o.int_op_on(e)).collect();
            *self.rng.pick(&int_ops)
        };
        // i64 shifts by a variable amount are refused without int64 (half the targets): rare.
        let shift = matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr);
        let b = if shift
            && (e == ScalarType::I64 && self.rng.chance(15, 16)
                || e != ScalarType::I64 && self.rng.chance(3, 4))
        {
            // Mostly in-range shift amounts (an amount past the width is an undefined value).
            let k = self.rng.below(u64::from(e.bits())) as i64;
            self.b().iconst(ty, k)
        } else {
            self.value_of(ty)
        };
        let r = self.b().binary(op, a, b);
        self.keep(r);
    }

    pub(super) fn select(&mut self) {
        let a = match self.pick_pooled(|t| t.is_vec()) {
            Some(v) => v,
            None => {
                let ty = self.data_type();
                self.value_of(ty)
            }
        };
        let ty = self.f.ty(a);
        let n = ty.lanes().unwrap_or(1);
        let c = self.mask(n);
        let b = self.value_of(ty);
        let r = self.b().select(c, a, b);
        self.keep(r);
    }

    pub(super) fn cast(&mut self) {
        let Some(x) = self.pick_pooled(|t| t.is_vec()) else {
            return;
        };
        let Type::Vec { lanes, chans, elem } = self.f.ty(x) else {
            return;
        };
        if self.rng.chance(1, 3) {
            return self.float_conversion(x, Type::chan_vec(lanes, chans, elem));
        }
        let lane_bytes = u32::from(chans) * elem.bytes();
        let ints = [
            ScalarType::I8,
            ScalarType::I16,
            ScalarType::I32,
            ScalarType::I64,
        ];
        if elem.is_int() && self.rng.chance(1, 2) {
            let to = *self.rng.pick(&ints);
            let op = match to.bits().cmp(&elem.bits()) {
                std::cmp::Ordering::Less => CastOp::Trunc,
                std::cmp::Ordering::Greater => *self.rng.pick(&[CastOp::ZExt, CastOp::SExt]),
                std::cmp::Ordering::Equal => return,
            };
            let r = self.b().cast(op, x, Type::chan_vec(lanes, chans, to));
            self.keep(r);
            return;
        }
        let mut same = Vec::new();
        for c in 1..=4u8 {
            for e in ScalarType::ALL {
                if u32::from(c) * e.bytes() == lane_bytes && (c, e) != (chans, elem) {
                    same.push(Type::chan_vec(lanes, c, e));
                }
            }
        }
        if same.is_empty() {
            return;
        }
        let to = *self.rng.pick(&same);
        let r = self.b().cast(CastOp::Bitcast, x, to);
        self.keep(r);
    }

    pub(super) fn channels(&mut self) {
        if let Some(x) = self
            .pick_pooled(|t| t.chans().unwrap_or(1) > 1)
            .filter(|_| self.rng.chance(1, 2))
        {
            let c = self.f.ty(x).chans().unwrap_or(2);
            let ch = self.rng.below(u64::from(c)) as u8;
            let r = self.b().chan_extract(x, ch);
            self.keep(r);
            return;
        }
        let ty = match self.pick_pooled(|t| t.is_vec() && t.chans() == Some(1)) {
            Some(v) => self.f.ty(v),
            None => Type::vec(self.lanes(), self.elem()),
        };
        let c = self.rng.range(2, 4);
        if ty.elem() == Some(ScalarType::I32) && matches!(ty.lanes(), Some(4 | 8 | 16)) {
            return self.channel_map(ty, c as u8);
        }
        let parts: Vec<Value> = (0..c).map(|_| self.value_of(ty)).collect();
        let r = self.b().chan_pack(&parts);
        self.keep(r);
    }

    /// (For a `chan.pack` of `vec<4|8|16 x i32>` parts.) A gathered `vec<N x C x i32>`, every
    /// channel through an `add`, packed again and observed:
    /// the shape the lowering may compute in the gathered registers
    /// (`homes::pack_over_dead_source`). Sometimes the channels come back rotated, which it must
    /// not.
    fn channel_map(&mut self, one: Type, c: u8) {
        let Some((s, _)) = self.surface(false) else {
            return;
        };
        let lanes = one.lanes().unwrap_or(1);
        let ty = Type::chan_vec(lanes, c, ScalarType::I32);
        let addr = self.address(s, lanes, 4 * u32::from(c), 4, false);
        let x = self.b().gather(addr, None, 4, ty);
        let k = self.value_of(one);
        let rotate = u8::from(self.rng.chance(1, 2));
        let parts: Vec<Value> = (0..c)
            .map(|ch| {
                let e = self.b().chan_extract(x, (ch + rotate) % c);
                self.b().add(e, k)
            })
            .collect();
        let r = self.b().chan_pack(&parts);
        self.keep(r);
        self.b().sink(&[r]);
    }

    pub(super) fn lanes_op(&mut self) {
        let Some(x) = self.pick_pooled(|t| !t.is_scalar()) else {
            return;
        };
        let ty = self.f.ty(x);
        let n = ty.lanes().unwrap_or(1);
        let r = match self.rng.below(3) {
            0 => {
                let k = self.rng.range(1, u64::from(n)) as u32;
                let start = self.rng.range(0, u64::from(n - k)) as u32;
                self.b().extract(x, start, k)
            }
            1 => {
                let k = self.rng.range(1, u64::from(n)) as u32;
                let start = self.rng.range(0, u64::from(n - k)) as u32;
                let part = self.value_of(ty.with_lanes(k));
                self.b().insert_lanes(x, part, start)
            }
            _ => {
                let other_lanes = self.lanes();
                if n + other_lanes > 64 {
                    return;
                }
                let y = self.value_of(ty.with_lanes(other_lanes));
                if self.rng.chance(1, 2) {
                    self.b().concat(&[x, y])
                } else {
                    self.b().concat(&[y, x])
                }
            }
        };
        self.keep(r);
    }

    // ---- the ops LLVM loops bring (fma, minnum/maxnum, fcmp in values.rs, conversions) -----

    /// `fma` or `minnum`/`maxnum` on the float value `a`. Half the minima and maxima compare
    /// `a * 0` (a zero with `a`'s sign, for finite `a`) with a zero constant, so zeros of both
    /// signs meet. 64-bit floats are rare: most targets refuse them.
    pub(super) fn llvm_float_op(&mut self, a: Value) {
        let ty = self.f.ty(a);
        if ty.elem() == Some(ScalarType::F64) && !self.rng.chance(1, 4) {
            return;
        }
        let r = if self.rng.chance(1, 2) {
            let (b, c) = (self.value_of(ty), self.value_of(ty));
            self.b().fma(a, b, c)
        } else {
            let op = *self.rng.pick(&[BinOp::MinNum, BinOp::MaxNum]);
            let (a, b) = if self.rng.chance(1, 2) {
                let zero = |g: &mut Self, x: f64| {
                    let inst = g.b().insert(
                        InstKind::Const {
                            value: memlower_ir::ConstValue::float(x),
                        },
                        Some(ty),
                    );
                    g.f.result(inst).unwrap_or(Value(0))
                };
                let z = zero(self, 0.0);
                let signed_zero = self.b().binary(BinOp::Mul, a, z);
                let other = if self.rng.chance(1, 2) { 0.0 } else { -0.0 };
                (signed_zero, zero(self, other))
            } else {
                (a, self.value_of(ty))
            };
            let (x, y) = if self.rng.chance(1, 2) {
                (a, b)
            } else {
                (b, a)
            };
            self.b().binary(op, x, y)
        };
        self.keep(r);
    }

    /// An int <-> float or float <-> float conversion of `x` (of type `ty`), keeping its shape.
    /// `f64` to `f16` is left out (a documented refusal: the finalizer rounds twice).
    pub(super) fn float_conversion(&mut self, x: Value, ty: Type) {
        let Some(e) = ty.elem() else { return };
        let floats = [ScalarType::F16, ScalarType::F32, ScalarType::F64];
        let ints = [
            ScalarType::I8,
            ScalarType::I16,
            ScalarType::I32,
            ScalarType::I64,
        ];
        let (op, to) = if e.is_int() {
            let op = *self.rng.pick(&[CastOp::SIToFP, CastOp::UIToFP]);
            (op, *self.rng.pick(&floats))
        } else if self.rng.chance(1, 2) {
            let op = *self.rng.pick(&[CastOp::FPToSI, CastOp::FPToUI]);
            (op, *self.rng.pick(&ints))
        } else {
            let to = *self.rng.pick(&floats);
            match to.bits().cmp(&e.bits()) {
                std::cmp::Ordering::Greater => (CastOp::FPExt, to),
                std::cmp::Ordering::Less if (e, to) != (ScalarType::F64, ScalarType::F16) => {
                    (CastOp::FPTrunc, to)
                }
                _ => return,
            }
        };
        // 64-bit types are rare: most targets refuse their conversions.
        if (e.bits() == 64 || to.bits() == 64) && !self.rng.chance(1, 4) {
            return;
        }
        let r = self.b().cast(op, x, ty.with_elem(to));
        self.keep(r);
        // An `fptoui` also converts `x / 16`: the checker's floats are mostly small, so this
        // gives negative fractions, which must convert to 0 (vISA's conversion leaves them open).
        if op == CastOp::FPToUI {
            let k = self.b().fconst(ty, 0.0625);
            let small = self.b().binary(BinOp::Mul, x, k);
            let r = self.b().cast(op, small, ty.with_elem(to));
            self.keep(r);
        }
        // Half the integers go to f32 and back, so `fptosi` meets in-range values of both signs.
        if e.is_int() && e.bits() < 64 && self.rng.chance(1, 2) {
            let f = self
                .b()
                .cast(CastOp::SIToFP, x, ty.with_elem(ScalarType::F32));
            let back = self.b().cast(CastOp::FPToSI, f, ty);
            self.keep(back);
        }
    }
}
