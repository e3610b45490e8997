//! Arithmetic, compares, selects and casts, scalar or lane-wise.
//!
//! | LLVM | memlower |
//! |---|---|
//! | `add sub mul shl lshr ashr and or xor`, `fadd fsub fmul` | the same op (wrapping; `nsw`/`nuw`/`exact` and fast-math flags only permit LLVM more, so dropping them is a refinement) |
//! | `add`/`sub`/`mul` on `i1` | `xor`/`xor`/`and` on masks |
//! | `mul` of an `i64` by a constant | `shl` and `add` (and `sub` from 0): vISA has no 64-bit multiply |
//! | `mul` of two `i64` zero- (sign-) extended from at most 32 bits | `mul` and `umulh` (`smulh`) on `i32`, joined: `zext lo \| zext hi << 32` |
//! | `fneg x` | `bitcast`, `xor` of the sign bit, `bitcast` (exact, NaNs included) |
//! | `icmp` | `cmp` with the same predicate; pointers of one surface compare their offsets |
//! | `fcmp` | `fcmp` with the same predicate; `true`/`false` as constants |
//! | `select` | `select` (a scalar condition on vectors is splat) |
//! | `zext sext trunc` | the same cast; from `i1`: `select %m, 1 (or -1), 0`; to `i1`: `cmp ne (and %x, 1), 0` |
//! | `sitofp uitofp fptosi fptoui fpext fptrunc` | the same cast; `sitofp`/`uitofp` from `i1`: `select %m, -1.0 (or 1.0), 0.0`; to `i1` refused |
//! | `bitcast` | `bitcast` when the lane count is kept; pointer casts are no-ops |
//! | `freeze x` | `x`: a kernel computes on the bits its registers hold, which is what `freeze` fixes (LLVM's `DivRemPairs` freezes a dividend it divides and takes the remainder of) |
//! | `llvm.fma`, `llvm.fmuladd` | `fma` (one rounding, which `fmuladd` allows) |
//! | `llvm.smax smin umax umin`, `llvm.minnum maxnum` | `smax smin umax umin`, `minnum maxnum` |
//! | `llvm.abs` | `select (cmp slt %x, 0), (sub 0, %x), %x` |
//! | `llvm.fabs` | `bitcast`, `and` without the sign bit, `bitcast` |
//! | `llvm.copysign(a, b)` | `bitcast`, `a` without its sign bit `or` the sign bit of `b`, `bitcast` |
//! | `llvm.ctlz`, `llvm.cttz`, `llvm.bswap` | shifts, logic and a population count (`bits.rs`) |
//! | `llvm.floor ceil trunc round rint nearbyint roundeven` on `f32` | conversions, compares and selects (`rounding.rs`) |
//!
//! Where LLVM leaves a choice the memlower op makes one (`docs/SEMANTICS.md` §7), and each choice
//! is one LLVM allows, so the import is a refinement: `fptosi`/`fptoui` of a value that does not
//! fit are poison in LLVM and undefined in memlower; `minnum`/`maxnum` of `+0` and `-0` may
//! return either in LLVM and memlower returns `-0` / `+0`; NaN results may have any payload in
//! LLVM and memlower's are canonical.

use super::pointers::{Alt, Off, Ptr};
use super::{FnCx, Imp};
use crate::error::ImportError;
use crate::view::{Kind, Opcode, V};
use inkwell::llvm_sys::{LLVMIntPredicate as IP, LLVMRealPredicate as RP};
use memlower_ir::{
    BinOp, CastOp, CmpPred, ConstValue, FCmpPred, InstKind, ScalarType, Type, Value,
};

impl<'m> FnCx<'_, 'm> {
    pub(super) fn operands2(&mut self, i: V<'m>) -> Result<(Value, Value), ImportError> {
        match (i.operand(0), i.operand(1)) {
            (Some(a), Some(b)) => Ok((self.value(a)?, self.value(b)?)),
            _ => Err(self.unsupported(i, "a binary instruction without two operands")),
        }
    }

    pub(crate) fn bin(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.ty(lhs);
        self.emit(InstKind::Binary { op, lhs, rhs }, ty, None)
    }

    pub(crate) fn cmp(&mut self, pred: CmpPred, lhs: Value, rhs: Value) -> Value {
        let lanes = self.ty(lhs).lanes().unwrap_or(1);
        self.emit(InstKind::Cmp { pred, lhs, rhs }, Type::mask(lanes), None)
    }

    pub(crate) fn fcmp_of(&mut self, pred: FCmpPred, lhs: Value, rhs: Value) -> Value {
        let lanes = self.ty(lhs).lanes().unwrap_or(1);
        self.emit(InstKind::FCmp { pred, lhs, rhs }, Type::mask(lanes), None)
    }

    pub(crate) fn sel(&mut self, cond: Value, on_true: Value, on_false: Value) -> Value {
        let ty = self.ty(on_true);
        let (on_true, on_false) = if planted!(SwapSelect) {
            (on_false, on_true)
        } else {
            (on_true, on_false)
        };
        self.emit(
            InstKind::Select {
                cond,
                on_true,
                on_false,
            },
            ty,
            None,
        )
    }

    pub(super) fn cast(&mut self, op: CastOp, x: Value, ty: Type) -> Value {
        self.emit(InstKind::Cast { op, x }, ty, None)
    }

    /// The integer type of the same shape as a float type (for sign-bit operations).
    fn int_twin(ty: Type) -> Option<Type> {
        let e = match ty.elem()? {
            ScalarType::F16 => ScalarType::I16,
            ScalarType::F32 => ScalarType::I32,
            ScalarType::F64 => ScalarType::I64,
            _ => return None,
        };
        Some(ty.with_elem(e))
    }

    /// `x` with its sign bit cleared (`and`) or flipped (`xor`).
    pub(super) fn sign_bit(
        &mut self,
        at: V<'m>,
        x: Value,
        op: BinOp,
    ) -> Result<Value, ImportError> {
        let ty = self.ty(x);
        let Some(ity) = Self::int_twin(ty) else {
            return Err(self.unsupported(at, "a sign-bit operation on a non-float"));
        };
        let (sign, rest) = sign_and_rest(ity);
        let k = if op == BinOp::And { rest } else { sign };
        let xi = self.cast(CastOp::Bitcast, x, ity);
        let c = self.iconst(ity, &[k]);
        let r = self.bin(op, xi, c);
        Ok(self.cast(CastOp::Bitcast, r, ty))
    }

    /// `add sub mul shl lshr ashr and or xor fadd fsub fmul`.
    pub(super) fn binary(&mut self, i: V<'m>, op: Opcode) -> Result<Value, ImportError> {
        let (a, b) = self.operands2(i)?;
        let mask = self.ty(a).is_mask();
        if op == Opcode::LLVMMul && self.ty(a).elem() == Some(ScalarType::I64) {
            let konst = |k: u32| i.operand(k).and_then(super::pointers::splat_int);
            if let Some(c) = konst(1) {
                return Ok(self.mul_i64_by(a, c));
            }
            if let Some(c) = konst(0) {
                return Ok(self.mul_i64_by(b, c));
            }
            if let Some(v) = self.widening_mul(i)? {
                return Ok(v);
            }
        }
        let bop = match op {
            Opcode::LLVMAdd | Opcode::LLVMSub if mask => BinOp::Xor,
            Opcode::LLVMMul if mask => BinOp::And,
            Opcode::LLVMShl | Opcode::LLVMLShr | Opcode::LLVMAShr if mask => {
                return Err(self.unsupported(i, "shifts of `i1`"))
            }
            Opcode::LLVMAdd | Opcode::LLVMFAdd => BinOp::Add,
            Opcode::LLVMSub | Opcode::LLVMFSub => BinOp::Sub,
            Opcode::LLVMMul | Opcode::LLVMFMul => BinOp::Mul,
            Opcode::LLVMShl => BinOp::Shl,
            Opcode::LLVMLShr => BinOp::LShr,
            Opcode::LLVMAShr if planted!(AshrAsLshr) => BinOp::LShr,
            Opcode::LLVMAShr => BinOp::AShr,
            Opcode::LLVMAnd => BinOp::And,
            Opcode::LLVMOr => BinOp::Or,
            _ => BinOp::Xor,
        };
        Ok(self.bin(bop, a, b))
    }

    /// `mul i64 (ext x), (ext y)` of two values extended from at most 32 bits the same way
    /// (`(uint64_t)a * b`, `(int64_t)a * b`): the low half `mul x, y` and the high half
    /// `umulh`/`smulh x, y` on `i32`, joined as `zext lo | zext hi << 32`. `None` for any other
    /// 64-bit product.
    fn widening_mul(&mut self, i: V<'m>) -> Result<Option<Value>, ImportError> {
        let narrow = |k: u32| i.operand(k).and_then(super::pointers::extended_narrow);
        let (Some((oa, xa, _)), Some((ob, xb, _))) = (narrow(0), narrow(1)) else {
            return Ok(None);
        };
        if oa != ob {
            return Ok(None);
        }
        let signed = oa == Opcode::LLVMSExt;
        let (a, b) = (self.value(xa)?, self.value(xb)?);
        let wide = self.ty(a).with_elem(ScalarType::I32);
        let ext = if signed { CastOp::SExt } else { CastOp::ZExt };
        let to32 = |cx: &mut Self, v: Value| {
            if cx.ty(v) == wide {
                v
            } else {
                cx.cast(ext, v, wide)
            }
        };
        let (a, b) = (to32(self, a), to32(self, b));
        let lo = self.bin(BinOp::Mul, a, b);
        let high = if signed && !planted!(WideningMulUnsigned) {
            BinOp::SMulH
        } else {
            BinOp::UMulH
        };
        let hi = self.bin(high, a, b);
        let ty64 = wide.with_elem(ScalarType::I64);
        let (lo, hi) = (
            self.cast(CastOp::ZExt, lo, ty64),
            self.cast(CastOp::ZExt, hi, ty64),
        );
        let k32 = self.iconst(ty64, &[32]);
        let up = self.bin(BinOp::Shl, hi, k32);
        Ok(Some(self.bin(BinOp::Or, lo, up)))
    }

    /// `x * c` on 64-bit integers as shifts and adds: vISA has no 64-bit integer multiply, and
    /// the loop vectorizer multiplies 64-bit inductions by interleave factors. The sum of
    /// `x << k` over the set bits k of `c` (or 0 minus that for `-c`, when `-c` has fewer bits
    /// set) equals the product modulo 2^64.
    pub(super) fn mul_i64_by(&mut self, x: Value, c: i64) -> Value {
        let ty = self.ty(x);
        let negate = c.count_ones() > c.wrapping_neg().count_ones();
        let m = if negate { c.wrapping_neg() } else { c } as u64;
        let mut sum: Option<Value> = None;
        for k in (0..64).filter(|k| m >> k & 1 == 1) {
            let term = if k == 0 {
                x
            } else {
                let s = self.iconst(ty, &[k]);
                self.bin(BinOp::Shl, x, s)
            };
            sum = Some(match sum {
                None => term,
                Some(acc) => self.bin(BinOp::Add, acc, term),
            });
        }
        let zero = self.iconst(ty, &[0]);
        match (sum, negate) {
            (None, _) => zero,
            (Some(v), false) => v,
            (Some(v), true) => self.bin(BinOp::Sub, zero, v),
        }
    }

    /// `llvm.copysign(a, b)`: `a`'s magnitude with `b`'s sign bit, on the bits (NaNs
    /// included, as LangRef defines it).
    pub(super) fn copysign(&mut self, at: V<'m>, a: Value, b: Value) -> Result<Value, ImportError> {
        let ty = self.ty(a);
        let Some(ity) = Self::int_twin(ty) else {
            return Err(self.unsupported(at, "copysign of non-floats"));
        };
        let (sign, rest) = sign_and_rest(ity);
        let (ai, bi) = (
            self.cast(CastOp::Bitcast, a, ity),
            self.cast(CastOp::Bitcast, b, ity),
        );
        let magnitude = if planted!(CopysignKeepsSign) {
            ai
        } else {
            let low = self.iconst(ity, &[rest]);
            self.bin(BinOp::And, ai, low)
        };
        let high = self.iconst(ity, &[sign]);
        let sign_of_b = self.bin(BinOp::And, bi, high);
        let r = self.bin(BinOp::Or, magnitude, sign_of_b);
        Ok(self.cast(CastOp::Bitcast, r, ty))
    }

    /// `fneg`.
    pub(super) fn fneg(&mut self, i: V<'m>) -> Result<Value, ImportError> {
        let x = i
            .operand(0)
            .ok_or_else(|| self.unsupported(i, "fneg without an operand"))?;
        let x = self.value(x)?;
        self.sign_bit(i, x, BinOp::Xor)
    }

    /// `icmp` (on numbers, or on pointers into one surface).
    pub(super) fn icmp(&mut self, i: V<'m>) -> Result<Imp, ImportError> {
        let pred = match i.icmp_pred() {
            IP::LLVMIntEQ => CmpPred::Eq,
            IP::LLVMIntNE => CmpPred::Ne,
            IP::LLVMIntUGT => CmpPred::Ugt,
            IP::LLVMIntUGE => CmpPred::Uge,
            IP::LLVMIntULT => CmpPred::Ult,
            IP::LLVMIntULE => CmpPred::Ule,
            IP::LLVMIntSGT => CmpPred::Sgt,
            IP::LLVMIntSGE => CmpPred::Sge,
            IP::LLVMIntSLT => CmpPred::Slt,
            IP::LLVMIntSLE => CmpPred::Sle,
        };
        let (Some(a), Some(b)) = (i.operand(0), i.operand(1)) else {
            return Err(self.unsupported(i, "icmp without two operands"));
        };
        let (x, y) = if super::is_pointer(a.ty()) {
            let (pa, pb) = (self.ptr(a)?, self.ptr(b)?);
            if pa.surface != pb.surface {
                return Err(self.unsupported(
                    i,
                    "a comparison of pointers into two different arguments (distinct arguments \
                     are distinct surfaces, whose addresses memlower does not order)",
                ));
            }
            match a.ty().kind() {
                Kind::Vector(n) => (self.lane_offsets(pa, n, i)?, self.lane_offsets(pb, n, i)?),
                _ => (self.scalar_offset(pa, i)?, self.scalar_offset(pb, i)?),
            }
        } else {
            (self.value(a)?, self.value(b)?)
        };
        if self.ty(x).is_mask() {
            return self.mask_icmp(i, pred, x, y).map(Imp::Val);
        }
        Ok(Imp::Val(self.cmp(pred, x, y)))
    }

    /// `icmp` on `i1`: `eq`/`ne` as `xor`; orderings are refused.
    fn mask_icmp(
        &mut self,
        i: V<'m>,
        pred: CmpPred,
        x: Value,
        y: Value,
    ) -> Result<Value, ImportError> {
        let ne = self.bin(BinOp::Xor, x, y);
        match pred {
            CmpPred::Ne => Ok(ne),
            CmpPred::Eq => {
                let ty = self.ty(x);
                let ones = self.iconst(ty, &[1]);
                Ok(self.bin(BinOp::Xor, ne, ones))
            }
            _ => Err(self.unsupported(i, "an ordering comparison of `i1` values")),
        }
    }

    /// `fcmp`: the same predicate (`true`/`false`: constants).
    pub(super) fn fcmp(&mut self, i: V<'m>) -> Result<Value, ImportError> {
        let (a, b) = self.operands2(i)?;
        let lanes = self.ty(a).lanes().unwrap_or(1);
        let pred = match i.fcmp_pred() {
            RP::LLVMRealOEQ => FCmpPred::Oeq,
            RP::LLVMRealOGT => FCmpPred::Ogt,
            RP::LLVMRealOGE => FCmpPred::Oge,
            RP::LLVMRealOLT => FCmpPred::Olt,
            RP::LLVMRealOLE => FCmpPred::Ole,
            RP::LLVMRealONE => FCmpPred::One,
            RP::LLVMRealORD => FCmpPred::Ord,
            RP::LLVMRealUEQ => FCmpPred::Ueq,
            RP::LLVMRealUGT => FCmpPred::Ugt,
            RP::LLVMRealUGE => FCmpPred::Uge,
            RP::LLVMRealULT => FCmpPred::Ult,
            RP::LLVMRealULE => FCmpPred::Ule,
            RP::LLVMRealUNE => FCmpPred::Une,
            RP::LLVMRealUNO => FCmpPred::Uno,
            RP::LLVMRealPredicateTrue => return Ok(self.iconst(Type::mask(lanes), &[1])),
            RP::LLVMRealPredicateFalse => return Ok(self.iconst(Type::mask(lanes), &[0])),
        };
        let pred = if planted!(FcmpTwin) {
            ordered_twin(pred)
        } else {
            pred
        };
        Ok(self.fcmp_of(pred, a, b))
    }

    /// `select` (of numbers, or of pointers into one surface).
    pub(super) fn select(&mut self, i: V<'m>) -> Result<Imp, ImportError> {
        let (Some(c), Some(a), Some(b)) = (i.operand(0), i.operand(1), i.operand(2)) else {
            return Err(self.unsupported(i, "select without three operands"));
        };
        let mut cond = self.value(c)?;
        let lanes = match i.ty().kind() {
            Kind::Vector(n) => n,
            _ => 1,
        };
        if self.ty(cond).lanes() != Some(lanes) {
            cond = self.emit(InstKind::Splat { x: cond }, Type::mask(lanes), None);
        }
        if !super::is_pointer(i.ty()) {
            let (x, y) = (self.value(a)?, self.value(b)?);
            return Ok(Imp::Val(self.sel(cond, x, y)));
        }
        if !a.is_undef() && !b.is_undef() && self.provenance(a)? != self.provenance(b)? {
            return self.select_surfaces(i, cond, a, b);
        }
        let surface = self.provenance(i)?;
        let (pa, pb) = (self.ptr(a)?, self.ptr(b)?);
        let mut p = pa;
        p.surface = surface;
        match i.ty().kind() {
            Kind::Vector(n) => {
                let (x, y) = (self.lane_offsets(pa, n, i)?, self.lane_offsets(pb, n, i)?);
                p.base = super::pointers::Off::ZERO;
                p.per_lane = Some(self.sel(cond, x, y));
                p.lanes = Some(n);
            }
            _ => {
                let (x, y) = (self.scalar_offset(pa, i)?, self.scalar_offset(pb, i)?);
                p.base = super::pointers::Off::val(self.sel(cond, x, y));
            }
        }
        Ok(Imp::Ptr(p))
    }

    /// A `select` of pointers into two surfaces: a pointer chosen between them ([`Ptr::alt`]),
    /// which loads, stores, gathers and scatters split into one access per surface.
    fn select_surfaces(
        &mut self,
        i: V<'m>,
        cond: Value,
        a: V<'m>,
        b: V<'m>,
    ) -> Result<Imp, ImportError> {
        let (pa, pb) = (self.ptr(a)?, self.ptr(b)?);
        if let (Kind::Vector(n), true) = (i.ty().kind(), pa.per_lane != pb.per_lane) {
            // Arms that differ lane by lane (`j < 0 ? a[-j] : b[j]`): this pointer at the first
            // arm's offsets, the other at a per-lane difference from them.
            let (x, y) = (self.lane_offsets(pa, n, i)?, self.lane_offsets(pb, n, i)?);
            let lane_delta = Some(self.bin(BinOp::Sub, y, x));
            return Ok(Imp::Ptr(Ptr {
                base: Off::ZERO,
                per_lane: Some(x),
                lanes: Some(n),
                alt: Some(Alt {
                    cond,
                    surface: pb.surface,
                    delta: Off::ZERO,
                    lane_delta,
                }),
                ..pa
            }));
        }
        let delta = match (pa.base.val, pb.base.val) {
            (None, None) => Off {
                val: None,
                k: pb.base.k.wrapping_sub(pa.base.k),
            },
            _ => {
                let (x, y) = (self.off_value(pb.base), self.off_value(pa.base));
                Off::val(self.bin(BinOp::Sub, x, y))
            }
        };
        Ok(Imp::Ptr(Ptr {
            alt: Some(Alt {
                cond,
                surface: pb.surface,
                delta,
                lane_delta: None,
            }),
            ..pa
        }))
    }

    /// `zext sext trunc`.
    pub(super) fn int_cast(&mut self, i: V<'m>, op: Opcode) -> Result<Value, ImportError> {
        let xv = i
            .operand(0)
            .ok_or_else(|| self.unsupported(i, "a cast without an operand"))?;
        let x = self.value(xv)?;
        let to = super::types::type_of(i.ty()).map_err(|why| self.unsupported(i, why))?;
        let from = self.ty(x);
        let sext = op == Opcode::LLVMSExt && !planted!(SextAsZext);
        if from.is_mask() {
            let one = self.iconst(to, &[if sext { -1 } else { 1 }]);
            let zero = self.iconst(to, &[0]);
            return Ok(self.sel(x, one, zero));
        }
        if to.is_mask() {
            let one = self.iconst(from, &[1]);
            let zero = self.iconst(from, &[0]);
            let low = self.bin(BinOp::And, x, one);
            return Ok(self.cmp(CmpPred::Ne, low, zero));
        }
        let cop = match op {
            Opcode::LLVMTrunc => CastOp::Trunc,
            _ if sext => CastOp::SExt,
            _ => CastOp::ZExt,
        };
        Ok(self.cast(cop, x, to))
    }

    /// `sitofp uitofp fptosi fptoui fpext fptrunc`.
    pub(super) fn float_cast(&mut self, i: V<'m>, op: Opcode) -> Result<Value, ImportError> {
        let xv = i
            .operand(0)
            .ok_or_else(|| self.unsupported(i, "a cast without an operand"))?;
        let x = self.value(xv)?;
        let to = super::types::type_of(i.ty()).map_err(|why| self.unsupported(i, why))?;
        let from = self.ty(x);
        if to.is_mask() {
            return Err(self.unsupported(
                i,
                "a float conversion to `i1` (memlower converts floats to i8, i16, i32 or i64)",
            ));
        }
        let cop = match op {
            Opcode::LLVMSIToFP => CastOp::SIToFP,
            Opcode::LLVMUIToFP => CastOp::UIToFP,
            Opcode::LLVMFPToSI => CastOp::FPToSI,
            Opcode::LLVMFPToUI => CastOp::FPToUI,
            Opcode::LLVMFPExt => CastOp::FPExt,
            _ => CastOp::FPTrunc,
        };
        if from.is_mask() {
            // `i1` read as signed is 0 or -1, as unsigned 0 or 1.
            let one = if cop == CastOp::SIToFP { -1.0 } else { 1.0 };
            let t = self.fconst(to, one);
            let f = self.fconst(to, 0.0);
            return Ok(self.sel(x, t, f));
        }
        Ok(self.cast(cop, x, to))
    }

    /// A float constant of type `ty` (every element `x`).
    pub(super) fn fconst(&mut self, ty: Type, x: f64) -> Value {
        self.constant(ty, ConstValue::Float([x.to_bits()].into_iter().collect()))
    }

    /// `freeze`: the operand itself (module documentation).
    pub(super) fn freeze(&mut self, i: V<'m>) -> Result<Imp, ImportError> {
        let xv = i
            .operand(0)
            .ok_or_else(|| self.unsupported(i, "freeze without an operand"))?;
        if super::is_pointer(xv.ty()) {
            return Ok(Imp::Ptr(self.ptr_any(xv)?));
        }
        Ok(Imp::Val(self.value(xv)?))
    }

    /// `bitcast` and `addrspacecast`.
    pub(super) fn bitcast(&mut self, i: V<'m>) -> Result<Imp, ImportError> {
        let xv = i
            .operand(0)
            .ok_or_else(|| self.unsupported(i, "a cast without an operand"))?;
        if super::is_pointer(i.ty()) || super::is_pointer(xv.ty()) {
            let same_space = match (xv.ty().kind(), i.ty().kind()) {
                (Kind::Ptr(a), Kind::Ptr(b)) => a == b,
                (Kind::Vector(_), Kind::Vector(_)) => {
                    xv.ty().elem().map(|t| t.kind()) == i.ty().elem().map(|t| t.kind())
                }
                _ => false,
            };
            if !same_space || i.opcode() == Some(Opcode::LLVMAddrSpaceCast) {
                return Err(self.unsupported(
                    i,
                    "a cast between pointers and numbers, or between address spaces",
                ));
            }
            return Ok(Imp::Ptr(self.ptr_any(xv)?));
        }
        if i.opcode() == Some(Opcode::LLVMAddrSpaceCast) {
            return Err(self.unsupported(i, "an address-space cast of a non-pointer"));
        }
        let x = self.value(xv)?;
        let to = super::types::type_of(i.ty()).map_err(|why| self.unsupported(i, why))?;
        let from = self.ty(x);
        if from == to {
            return Ok(Imp::Val(x));
        }
        if let Some(v) = self.mask_bitcast(i, x, to) {
            return v.map(Imp::Val);
        }
        if from.is_mask() || to.is_mask() || from.lanes() != to.lanes() {
            return Err(self.unsupported(
                i,
                "a bitcast that changes the lane count or involves `i1` vectors (memlower \
                 bitcasts keep each lane's bytes)",
            ));
        }
        Ok(Imp::Val(self.cast(CastOp::Bitcast, x, to)))
    }

    /// The arithmetic intrinsics (see the module table).
    pub(super) fn math_intrinsic(
        &mut self,
        i: V<'m>,
        name: &str,
        args: &[V<'m>],
    ) -> Result<Value, ImportError> {
        let family = name.split('.').take(2).collect::<Vec<_>>().join(".");
        let binary = match family.as_str() {
            "llvm.smax" => Some(BinOp::SMax),
            "llvm.smin" => Some(BinOp::SMin),
            "llvm.umax" => Some(BinOp::UMax),
            "llvm.umin" => Some(BinOp::UMin),
            "llvm.minnum" => Some(BinOp::MinNum),
            "llvm.maxnum" => Some(BinOp::MaxNum),
            _ => None,
        };
        let rounding = super::rounding::Rounding::of(&family);
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            if a.ty().kind() == Kind::Int(1)
                && matches!(family.as_str(), "llvm.abs" | "llvm.ctlz" | "llvm.cttz")
            {
                // abs's is_int_min_poison: abs(INT_MIN) = INT_MIN is one allowed result;
                // ctlz/cttz's is_zero_poison: the width, returned for 0, is one too.
                continue;
            }
            vals.push(self.value(*a)?);
        }
        if let Some(how) = rounding {
            let [x] = vals[..] else {
                return Err(self.unsupported(i, "a rounding without one operand"));
            };
            return self.round_float(i, how, x);
        }
        if let Some(op) = binary {
            let [a, b] = vals[..] else {
                return Err(self.unsupported(i, "a min/max without two operands"));
            };
            if self.ty(a).is_mask() {
                return Err(self.unsupported(i, "a min/max of `i1` values"));
            }
            return Ok(self.bin(op, a, b));
        }
        match family.as_str() {
            "llvm.fshl" | "llvm.fshr" => self.funnel_shift(i, family == "llvm.fshl", &vals),
            "llvm.ctpop" => match vals[..] {
                [x] => self.popcount(i, x),
                _ => Err(self.unsupported(i, "ctpop without one operand")),
            },
            "llvm.ctlz" | "llvm.cttz" => match vals[..] {
                [x] => self.count_zeros(i, family == "llvm.ctlz", x),
                _ => Err(self.unsupported(i, "a zero count without one operand")),
            },
            "llvm.bswap" => match vals[..] {
                [x] => self.byte_swap(i, x),
                _ => Err(self.unsupported(i, "bswap without one operand")),
            },
            "llvm.copysign" => match vals[..] {
                [a, b] => self.copysign(i, a, b),
                _ => Err(self.unsupported(i, "copysign without two operands")),
            },
            "llvm.fmuladd" | "llvm.fma" => {
                let [a, b, c] = vals[..] else {
                    return Err(self.unsupported(i, "an fma without three operands"));
                };
                let ty = self.ty(a);
                Ok(self.emit(InstKind::Fma { a, b, c }, ty, None))
            }
            "llvm.abs" => {
                let [x] = vals[..] else {
                    return Err(self.unsupported(i, "abs without an operand"));
                };
                let ty = self.ty(x);
                let zero = self.iconst(ty, &[0]);
                let neg = self.cmp(CmpPred::Slt, x, zero);
                let minus = self.bin(BinOp::Sub, zero, x);
                Ok(self.sel(neg, minus, x))
            }
            "llvm.fabs" => {
                let [x] = vals[..] else {
                    return Err(self.unsupported(i, "fabs without an operand"));
                };
                self.sign_bit(i, x, BinOp::And)
            }
            "llvm.sqrt" => {
                let [x] = vals[..] else {
                    return Err(self.unsupported(i, "sqrt without an operand"));
                };
                self.sqrt(i, x)
            }
            _ => Err(self.unsupported(
                i,
                format!("the intrinsic @{name} has no memlower counterpart"),
            )),
        }
    }
}

/// The sign bit of the integer type `ity`'s elements and the other bits, as the i64s its
/// constants hold.
fn sign_and_rest(ity: Type) -> (i64, i64) {
    let bits = ity.elem().map_or(32, |e| e.bits());
    let all = if bits < 64 { (1i64 << bits) - 1 } else { -1 };
    let sign = 1i64.wrapping_shl(bits - 1) & all;
    (sign, !sign & all)
}

/// The predicate with the other answer on NaNs (`olt` ↔ `ult`, `ord` ↔ `uno`...): the injected
/// bug [`Mutation::FcmpTwin`].
fn ordered_twin(p: FCmpPred) -> FCmpPred {
    use FCmpPred::*;
    match p {
        Oeq => Ueq,
        Ogt => Ugt,
        Oge => Uge,
        Olt => Ult,
        Ole => Ule,
        One => Une,
        Ord => Uno,
        Ueq => Oeq,
        Ugt => Ogt,
        Uge => Oge,
        Ult => Olt,
        Ule => Ole,
        Une => One,
        Uno => Ord,
    }
}
