//! Arithmetic, compares, selects and casts, scalar or lane-wise.
//!
//! | LLVM | memlower |
//! |---|---|
//! | `add sub mul shl lshr and or xor`, `fadd fsub fmul` | the same op (wrapping; `nsw`/`nuw`/`exact` and fast-math flags only permit LLVM more, so dropping them is a refinement) |
//! | `add`/`sub`/`mul` on `i1` | `xor`/`xor`/`and` on masks |
//! | `fneg x` | `bitcast`, `xor` of the sign bit, `bitcast` (exact, NaNs included) |
//! | `icmp` | `cmp` with the same predicate; pointers of one surface compare their offsets |
//! | `fcmp` | `cmp`: `oeq`→`eq`, `une`→`ne`, `olt ole ogt oge`→`slt sle sgt sge` (ordered), `ult ule ugt uge` (unordered); `one`, `ueq`, `ord`, `uno` as two compares and `or`/`and`; `true`/`false` as constants |
//! | `select` | `select` (a scalar condition on vectors is splat) |
//! | `zext sext trunc` | the same cast; from `i1`: `select %m, 1 (or -1), 0`; to `i1`: `cmp ne (and %x, 1), 0` |
//! | `bitcast` | `bitcast` when the lane count is kept; pointer casts are no-ops |
//! | `llvm.fmuladd` | `mul` then `add` (unfused, which `fmuladd` allows) |
//! | `llvm.smax smin umax umin` | `cmp` + `select` |
//! | `llvm.abs` | `select (cmp slt %x, 0), (sub 0, %x), %x` |
//! | `llvm.fabs` | `bitcast`, `and` without the sign bit, `bitcast` |

use super::{FnCx, Imp};
use crate::error::ImportError;
use crate::mutation::{self, Mutation};
use crate::view::{Kind, Opcode, V};
use inkwell::llvm_sys::{LLVMIntPredicate as IP, LLVMRealPredicate as RP};
use memlower_ir::{BinOp, CastOp, CmpPred, InstKind, ScalarType, Type, Value};

impl<'m> FnCx<'_, 'm> {
    fn operands2(&mut self, i: V<'m>) -> Result<(Value, Value), ImportError> {
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

    pub(crate) fn sel(&mut self, cond: Value, on_true: Value, on_false: Value) -> Value {
        let ty = self.ty(on_true);
        let (on_true, on_false) = if mutation::active(Mutation::SwapSelect) {
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

    fn cast(&mut self, op: CastOp, x: Value, ty: Type) -> Value {
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
    fn sign_bit(&mut self, at: V<'m>, x: Value, op: BinOp) -> Result<Value, ImportError> {
        let ty = self.ty(x);
        let Some(ity) = Self::int_twin(ty) else {
            return Err(self.unsupported(at, "a sign-bit operation on a non-float"));
        };
        let bits = ity.elem().map_or(32, |e| e.bits());
        let sign = 1i64.wrapping_shl(bits - 1);
        let k = if op == BinOp::And { !sign } else { sign };
        let k = if bits < 64 {
            k & ((1i64 << bits) - 1)
        } else {
            k
        };
        let xi = self.cast(CastOp::Bitcast, x, ity);
        let c = self.iconst(ity, &[k]);
        let r = self.bin(op, xi, c);
        Ok(self.cast(CastOp::Bitcast, r, ty))
    }

    /// `add sub mul shl lshr and or xor fadd fsub fmul`.
    pub(super) fn binary(&mut self, i: V<'m>, op: Opcode) -> Result<Value, ImportError> {
        let (a, b) = self.operands2(i)?;
        let mask = self.ty(a).is_mask();
        let bop = match op {
            Opcode::LLVMAdd | Opcode::LLVMSub if mask => BinOp::Xor,
            Opcode::LLVMMul if mask => BinOp::And,
            Opcode::LLVMShl | Opcode::LLVMLShr if mask => {
                return Err(self.unsupported(i, "shifts of `i1`"))
            }
            Opcode::LLVMAdd | Opcode::LLVMFAdd => BinOp::Add,
            Opcode::LLVMSub | Opcode::LLVMFSub => BinOp::Sub,
            Opcode::LLVMMul | Opcode::LLVMFMul => BinOp::Mul,
            Opcode::LLVMShl => BinOp::Shl,
            Opcode::LLVMLShr => BinOp::LShr,
            Opcode::LLVMAnd => BinOp::And,
            Opcode::LLVMOr => BinOp::Or,
            _ => BinOp::Xor,
        };
        Ok(self.bin(bop, a, b))
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

    /// `fcmp`.
    pub(super) fn fcmp(&mut self, i: V<'m>) -> Result<Value, ImportError> {
        let (a, b) = self.operands2(i)?;
        let lanes = self.ty(a).lanes().unwrap_or(1);
        let one = |s: &mut Self, p| s.cmp(p, a, b);
        Ok(match i.fcmp_pred() {
            RP::LLVMRealOEQ => one(self, CmpPred::Eq),
            RP::LLVMRealUNE => one(self, CmpPred::Ne),
            RP::LLVMRealOLT => one(self, CmpPred::Slt),
            RP::LLVMRealOLE => one(self, CmpPred::Sle),
            RP::LLVMRealOGT => one(self, CmpPred::Sgt),
            RP::LLVMRealOGE => one(self, CmpPred::Sge),
            RP::LLVMRealULT => one(self, CmpPred::Ult),
            RP::LLVMRealULE => one(self, CmpPred::Ule),
            RP::LLVMRealUGT => one(self, CmpPred::Ugt),
            RP::LLVMRealUGE => one(self, CmpPred::Uge),
            RP::LLVMRealONE => {
                let (lt, gt) = (one(self, CmpPred::Slt), one(self, CmpPred::Sgt));
                self.bin(BinOp::Or, lt, gt)
            }
            RP::LLVMRealUEQ => {
                let (ge, le) = (one(self, CmpPred::Uge), one(self, CmpPred::Ule));
                self.bin(BinOp::And, ge, le)
            }
            RP::LLVMRealORD => {
                let (x, y) = (self.cmp(CmpPred::Eq, a, a), self.cmp(CmpPred::Eq, b, b));
                self.bin(BinOp::And, x, y)
            }
            RP::LLVMRealUNO => {
                let (x, y) = (self.cmp(CmpPred::Ne, a, a), self.cmp(CmpPred::Ne, b, b));
                self.bin(BinOp::Or, x, y)
            }
            RP::LLVMRealPredicateTrue => self.iconst(Type::mask(lanes), &[1]),
            RP::LLVMRealPredicateFalse => self.iconst(Type::mask(lanes), &[0]),
        })
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

    /// `zext sext trunc`.
    pub(super) fn int_cast(&mut self, i: V<'m>, op: Opcode) -> Result<Value, ImportError> {
        let xv = i
            .operand(0)
            .ok_or_else(|| self.unsupported(i, "a cast without an operand"))?;
        let x = self.value(xv)?;
        let to = super::types::type_of(i.ty()).map_err(|why| self.unsupported(i, why))?;
        let from = self.ty(x);
        let sext = op == Opcode::LLVMSExt && !mutation::active(Mutation::SextAsZext);
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
            return Ok(Imp::Ptr(self.ptr(xv)?));
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
        let mut vals = Vec::with_capacity(args.len());
        let family = name.split('.').take(2).collect::<Vec<_>>().join(".");
        let known = [
            "llvm.fmuladd",
            "llvm.smax",
            "llvm.smin",
            "llvm.umax",
            "llvm.umin",
            "llvm.abs",
            "llvm.fabs",
        ];
        if !known.contains(&family.as_str()) {
            return Err(self.unsupported(
                i,
                format!("the intrinsic @{name} has no memlower counterpart"),
            ));
        }
        for a in args {
            if a.ty().kind() == Kind::Int(1) && family == "llvm.abs" {
                continue; // is_int_min_poison: abs(INT_MIN) = INT_MIN is one allowed result
            }
            vals.push(self.value(*a)?);
        }
        let minmax = |s: &mut Self, p: CmpPred| -> Result<Value, ImportError> {
            let [a, b] = vals[..] else {
                return Err(s.unsupported(i, "a min/max without two operands"));
            };
            let c = s.cmp(p, a, b);
            Ok(s.sel(c, a, b))
        };
        match family.as_str() {
            "llvm.fmuladd" => {
                let [a, b, c] = vals[..] else {
                    return Err(self.unsupported(i, "fmuladd without three operands"));
                };
                let p = self.bin(BinOp::Mul, a, b);
                Ok(self.bin(BinOp::Add, p, c))
            }
            "llvm.smax" => minmax(self, CmpPred::Sgt),
            "llvm.smin" => minmax(self, CmpPred::Slt),
            "llvm.umax" => minmax(self, CmpPred::Ugt),
            "llvm.umin" => minmax(self, CmpPred::Ult),
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
            _ => {
                let [x] = vals[..] else {
                    return Err(self.unsupported(i, "fabs without an operand"));
                };
                self.sign_bit(i, x, BinOp::And)
            }
        }
    }
}
