//! Evaluation of the value-producing instructions: constants, arithmetic, casts, lane ops.

use super::error::{At, InterpError};
use super::float;
use super::run::Interp;
use super::scalar::{self, float_bits, width_mask};
use super::undef::{ashr_undef, shift_undef, undef_upward};
use super::value::{elem_mask, Val};
use crate::ir::{BinOp, CastOp, ConstValue, InstKind, Value};
use crate::types::{ScalarType, Type};

impl Interp<'_> {
    /// Evaluates an instruction with a result of type `ty`.
    pub(super) fn eval(&self, at: At, kind: &InstKind, ty: Type) -> Result<Val, InterpError> {
        let n = ty.num_elements() as usize;
        let chans = ty.chans().unwrap_or(1).max(1) as usize;
        match kind {
            InstKind::Const { value } => self.constant(at, value, ty),
            InstKind::Splat { x } => {
                let xv = self.get(at, *x)?;
                let same_kind = xv.ty().elem() == ty.elem() && xv.ty().is_mask() == ty.is_mask();
                if xv.len() != 1 || !same_kind {
                    return Err(at.malformed(format!("cannot splat a {} to {ty}", xv.ty())));
                }
                Ok(Val::parts(
                    ty,
                    vec![xv.bits()[0]; n],
                    vec![xv.undef()[0]; n],
                ))
            }
            InstKind::Undef => Ok(Val::undefined(ty)),
            InstKind::LaneIndex => {
                let t = ty
                    .elem()
                    .filter(|t| t.is_int() && ty.is_vec())
                    .ok_or_else(|| {
                        at.malformed(format!("lane.index produces an integer vector, not {ty}"))
                    })?;
                let bits = (0..n).map(|i| (i / chans) as u64 & width_mask(t)).collect();
                Ok(Val::parts(ty, bits, vec![0; n]))
            }
            InstKind::Binary { op, lhs, rhs } => {
                let a = self.get_ty(at, *lhs, ty, "left operand")?;
                let b = self.get_ty(at, *rhs, ty, "right operand")?;
                self.binary(at, *op, a, b, ty)
            }
            InstKind::Cmp { pred, lhs, rhs } => {
                self.compare(at, *lhs, *rhs, ty, "cmp", |t, x, y| {
                    scalar::compare(*pred, t, x, y)
                })
            }
            InstKind::FCmp { pred, lhs, rhs } => {
                self.compare(at, *lhs, *rhs, ty, "fcmp", |t, x, y| {
                    float::fcompare(*pred, t, x, y)
                })
            }
            InstKind::Fma { a, b, c } => self.fma(at, *a, *b, *c, ty),
            InstKind::Select {
                cond,
                on_true,
                on_false,
            } => self.select(at, (*cond, *on_true, *on_false), ty),
            InstKind::Extract { src, start } => {
                let s = self.get(at, *src)?;
                same_shape(at, s.ty(), ty)?;
                let from = *start as usize * chans;
                slice(at, s, from, n, ty)
            }
            InstKind::Insert { dst, src, start } => {
                let d = self.get_ty(at, *dst, ty, "destination")?;
                let s = self.get(at, *src)?;
                same_shape(at, s.ty(), ty)?;
                let from = *start as usize * chans;
                if from + s.len() > n {
                    return Err(at.malformed(format!(
                        "lanes {start}.. of a {} do not fit in {ty}",
                        s.ty()
                    )));
                }
                let (mut bits, mut undef) = (d.bits().to_vec(), d.undef().to_vec());
                bits[from..from + s.len()].copy_from_slice(s.bits());
                undef[from..from + s.len()].copy_from_slice(s.undef());
                Ok(Val::parts(ty, bits, undef))
            }
            InstKind::Concat { parts } => {
                let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
                for &p in parts {
                    let pv = self.get(at, p)?;
                    same_shape(at, pv.ty(), ty)?;
                    bits.extend_from_slice(pv.bits());
                    undef.extend_from_slice(pv.undef());
                }
                if bits.len() != n {
                    return Err(at.malformed(format!(
                        "the parts have {} elements, {ty} has {n}",
                        bits.len()
                    )));
                }
                Ok(Val::parts(ty, bits, undef))
            }
            InstKind::ChanExtract { src, chan } => self.chan_extract(at, *src, *chan, ty),
            InstKind::ChanPack { parts } => self.chan_pack(at, parts, ty),
            InstKind::Cast { op, x } => {
                let xv = self.get(at, *x)?;
                match op {
                    CastOp::Bitcast => bitcast(at, xv, ty),
                    op if op.is_float_conversion() => self.float_cast(at, *op, xv, ty),
                    _ => int_cast(at, *op, xv, ty),
                }
            }
            InstKind::Gather {
                addr,
                mask,
                align,
                via,
            } => self.gather(at, addr, *mask, *align, *via, ty),
            InstKind::ImageLoad {
                surface,
                coords,
                mask,
                channels,
                ..
            } => self.image_load(at, *surface, coords, *mask, *channels, ty),
            InstKind::Scatter { .. }
            | InstKind::ImageStore { .. }
            | InstKind::Sink { .. }
            | InstKind::Br { .. }
            | InstKind::CondBr { .. }
            | InstKind::Ret => Err(at.malformed("the instruction has no result")),
        }
    }

    /// `select %cond, %on_true, %on_false`: each lane (all its channels) from the arm its
    /// mask bit picks; an undefined mask bit makes the lane undefined.
    fn select(
        &self,
        at: At,
        (cond, on_true, on_false): (Value, Value, Value),
        ty: Type,
    ) -> Result<Val, InterpError> {
        let (n, chans) = (
            ty.num_elements() as usize,
            ty.chans().unwrap_or(1).max(1) as usize,
        );
        let lanes = ty.lanes().unwrap_or(1);
        let c = self.get_ty(at, cond, Type::mask(lanes), "condition")?;
        let t = self.get_ty(at, on_true, ty, "true arm")?;
        let e = self.get_ty(at, on_false, ty, "false arm")?;
        let full = elem_mask(ty);
        let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for i in 0..n {
            let (b, u) = match c.get(i / chans) {
                Some(0) => (e.bits()[i], e.undef()[i]),
                Some(_) => (t.bits()[i], t.undef()[i]),
                None => (0, full),
            };
            bits.push(b);
            undef.push(u);
        }
        Ok(Val::parts(ty, bits, undef))
    }

    /// `chan.extract %src[chan]`: one channel of a multi-channel vector.
    fn chan_extract(&self, at: At, src: Value, chan: u8, ty: Type) -> Result<Val, InterpError> {
        let n = ty.num_elements() as usize;
        let s = self.get(at, src)?;
        let sc = s.ty().chans().unwrap_or(1) as usize;
        let want = Type::vec(
            s.ty().lanes().unwrap_or(1),
            s.ty().elem().unwrap_or(ScalarType::I32),
        );
        if s.ty().is_mask() || chan as usize >= sc || ty != want {
            return Err(at.malformed(format!("cannot take channel {chan} of {} as {ty}", s.ty())));
        }
        let idx = |i: usize| i * sc + chan as usize;
        Ok(Val::parts(
            ty,
            (0..n).map(|i| s.bits()[idx(i)]).collect(),
            (0..n).map(|i| s.undef()[idx(i)]).collect(),
        ))
    }

    /// `chan.pack %p0, ...`: the parts as the channels of one vector.
    fn chan_pack(&self, at: At, parts: &[Value], ty: Type) -> Result<Val, InterpError> {
        let (n, chans) = (
            ty.num_elements() as usize,
            ty.chans().unwrap_or(1).max(1) as usize,
        );
        let lanes = ty.lanes().unwrap_or(1);
        let part_ty = Type::vec(lanes, ty.elem().unwrap_or(ScalarType::I32));
        if ty.is_mask() || parts.len() != chans {
            return Err(at.malformed(format!("{} parts cannot make {ty}", parts.len())));
        }
        let vals = parts
            .iter()
            .map(|&p| self.get_ty(at, p, part_ty, "channel"))
            .collect::<Result<Vec<_>, _>>()?;
        let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for lane in 0..lanes as usize {
            for v in &vals {
                bits.push(v.bits()[lane]);
                undef.push(v.undef()[lane]);
            }
        }
        Ok(Val::parts(ty, bits, undef))
    }

    pub(super) fn constant(
        &self,
        at: At,
        value: &ConstValue,
        ty: Type,
    ) -> Result<Val, InterpError> {
        let n = ty.num_elements() as usize;
        if value.len() != 1 && value.len() != n {
            return Err(at.malformed(format!(
                "{} elements for a {ty}, which has {n}",
                value.len()
            )));
        }
        let bits = match (ty.elem(), value) {
            (None, ConstValue::Int(_)) => (0..n).map(|i| u64::from(value.int_at(i) != 0)).collect(),
            (Some(t), ConstValue::Int(_)) if t.is_int() => (0..n)
                .map(|i| value.int_at(i) as u64 & width_mask(t))
                .collect(),
            (Some(t), ConstValue::Float(_)) if t.is_float() => (0..n)
                .map(|i| float_bits(t, value.float_at(i)).unwrap_or(0))
                .collect(),
            _ => return Err(at.malformed(format!("the constant's elements do not fit {ty}"))),
        };
        Ok(Val::parts(ty, bits, vec![0; n]))
    }

    pub(super) fn binary(
        &self,
        at: At,
        op: BinOp,
        a: &Val,
        b: &Val,
        ty: Type,
    ) -> Result<Val, InterpError> {
        let n = a.len();
        let elem = ty.elem();
        let full = elem_mask(ty);
        let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for i in 0..n {
            let (x, y, ux, uy) = (a.bits()[i], b.bits()[i], a.undef()[i], b.undef()[i]);
            // Undefined bits are stored as 0, so computing on the raw bits gives the right
            // value in every byte that the rules below call defined.
            let value = scalar::binary(op, elem, x, y).map_err(|e| at.malformed(e))?;
            let u = match (value, elem) {
                (None, _) if uy == 0 => full, // oversized shift: poison
                _ if ux | uy == 0 => 0,
                (_, None) => full,
                (_, Some(t)) if t.is_float() => full,
                (_, Some(t)) => match op {
                    BinOp::And | BinOp::Or | BinOp::Xor => ux | uy,
                    BinOp::Add | BinOp::Sub | BinOp::Mul => undef_upward(ux | uy) & full,
                    BinOp::Shl | BinOp::LShr | BinOp::AShr if uy != 0 => full,
                    BinOp::Shl | BinOp::LShr => match value {
                        None => full,
                        Some(_) => shift_undef(ux, y as u32, t.bytes(), op == BinOp::Shl),
                    },
                    BinOp::AShr => match value {
                        None => full,
                        Some(_) => ashr_undef(ux, y as u32, t.bytes()),
                    },
                    // The result is one operand or the other, chosen by both values.
                    BinOp::SMin | BinOp::SMax | BinOp::UMin | BinOp::UMax => full,
                    BinOp::MinNum | BinOp::MaxNum => full,
                    // Every bit of a high half depends on every bit of both operands.
                    BinOp::UMulH | BinOp::SMulH => full,
                },
            };
            bits.push(value.unwrap_or(0));
            undef.push(u);
        }
        Ok(Val::parts(ty, bits, undef))
    }
}

/// `a` and `b` hold the same kind of element (mask lanes, or one element type and channel
/// count), as lane-range ops require.
fn same_shape(at: At, a: Type, b: Type) -> Result<(), InterpError> {
    if a.is_mask() == b.is_mask() && a.elem() == b.elem() && a.chans() == b.chans() {
        Ok(())
    } else {
        Err(at.malformed(format!("{a} and {b} have different elements")))
    }
}

/// Elements `from .. from + n` of `s` as a value of type `ty`.
fn slice(at: At, s: &Val, from: usize, n: usize, ty: Type) -> Result<Val, InterpError> {
    match (s.bits().get(from..from + n), s.undef().get(from..from + n)) {
        (Some(b), Some(u)) => Ok(Val::parts(ty, b.to_vec(), u.to_vec())),
        _ => Err(at.malformed(format!(
            "{ty} starting at element {from} is outside the {}",
            s.ty()
        ))),
    }
}

/// `bitcast`: each lane's bytes (channel c's element at byte `c * sizeof(T)`, little-endian)
/// regrouped into the result's elements; undefined bytes stay undefined.
fn bitcast(at: At, x: &Val, ty: Type) -> Result<Val, InterpError> {
    let (Some(sb), Some(db)) = (x.ty().lane_bytes(), ty.lane_bytes()) else {
        return Err(at.malformed(format!("cannot bitcast {} to {ty}", x.ty())));
    };
    if sb != db || x.ty().lanes() != ty.lanes() {
        return Err(at.malformed(format!(
            "cannot bitcast {} to {ty}: lanes or lane bytes differ",
            x.ty()
        )));
    }
    let (Some(st), Some(dt)) = (x.ty().elem(), ty.elem()) else {
        return Err(at.malformed("bitcast does not take masks"));
    };
    let (ss, ds) = (st.bytes() as usize, dt.bytes() as usize);
    // The value as bytes, element after element (lanes are contiguous, so this is lane-major).
    let mut bytes: Vec<(u8, bool)> = Vec::with_capacity(x.len() * ss);
    for i in 0..x.len() {
        for k in 0..ss {
            bytes.push(((x.bits()[i] >> (8 * k)) as u8, x.undef()[i] & (1 << k) != 0));
        }
    }
    let (mut bits, mut undef) = (Vec::new(), Vec::new());
    for chunk in bytes.chunks(ds) {
        let (mut b, mut u) = (0u64, 0u8);
        for (k, &(byte, und)) in chunk.iter().enumerate() {
            b |= u64::from(byte) << (8 * k);
            u |= u8::from(und) << k;
        }
        bits.push(b);
        undef.push(u);
    }
    Ok(Val::parts(ty, bits, undef))
}

/// An integer cast (`trunc`, `zext`, `sext`) lane by lane.
fn int_cast(at: At, op: CastOp, xv: &Val, ty: Type) -> Result<Val, InterpError> {
    let n = ty.num_elements() as usize;
    let (Some(from), Some(to)) = (xv.ty().elem(), ty.elem()) else {
        return Err(at.malformed(format!("cannot {} {} to {ty}", op.name(), xv.ty())));
    };
    if xv.len() != n || xv.ty().lanes() != ty.lanes() {
        return Err(at.malformed(format!("cannot {} {} to {ty}", op.name(), xv.ty())));
    }
    let (mut bits, mut undef) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for i in 0..n {
        let (b, u) = scalar::int_cast(op, from, to, xv.bits()[i], xv.undef()[i])
            .map_err(|e| at.malformed(e))?;
        bits.push(b);
        undef.push(u);
    }
    Ok(Val::parts(ty, bits, undef))
}
