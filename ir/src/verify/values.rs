//! The type rules of value ops: constants, splats, arithmetic, comparisons, selects, lane and
//! channel moves, conversions and `fma`.

use super::casts;
use super::checker::Checker;
use super::error::VerifyError;
use super::rules::{const_problem, same_kind};
use super::site::{Operand, Site};
use crate::ir::*;
use crate::types::{ScalarType, Type};

impl<'a> Checker<'a> {
    pub(super) fn constant(&mut self, at: &Site, value: &ConstValue, ty: Type) {
        let problem = const_problem(value, ty);
        if let Some(problem) = problem {
            self.push(VerifyError::BadConst {
                at: at.clone(),
                ty,
                problem,
            });
        }
    }

    pub(super) fn splat(&mut self, at: &Site, x: Value, ty: Type) {
        let xt = self.ty(x);
        match ty {
            Type::Vec { chans: 1, elem, .. } => {
                if xt != Type::Scalar(elem) {
                    self.mismatch(
                        at,
                        Operand::Source,
                        xt,
                        format!("a scalar {elem} (the result's element type)"),
                    );
                }
            }
            Type::Mask { .. } => {
                if xt != Type::mask(1) {
                    self.mismatch(
                        at,
                        Operand::Source,
                        xt,
                        "a mask<1> (a mask splats from the scalar boolean)".into(),
                    );
                }
            }
            _ => {
                let hint = match xt {
                    Type::Scalar(s) => format!("a vec<N x {s}> or mask<N> result"),
                    _ => "a vec<N x T> or mask<N> result".into(),
                };
                self.mismatch(at, Operand::Result, ty, hint);
            }
        }
    }

    pub(super) fn binary(&mut self, at: &Site, op: BinOp, lhs: Value, rhs: Value, ty: Type) {
        let (lt, rt) = (self.ty(lhs), self.ty(rhs));
        if lt != ty {
            self.mismatch(
                at,
                Operand::Lhs,
                lt,
                format!("a {ty} left operand (the result type)"),
            );
        }
        if rt != ty {
            self.mismatch(
                at,
                Operand::Rhs,
                rt,
                format!("a {ty} right operand (the result type)"),
            );
        }
        let allowed = match ty.elem() {
            None => op.allows_mask(),
            Some(e) if e.is_float() => op.allows_float(),
            Some(_) => op.allows_int(),
        };
        if !allowed {
            let expected = if op.allows_float() && op.allows_int() {
                "integer or float operands"
            } else if op.allows_float() {
                "float operands (integers have smin, smax, umin, umax)"
            } else if op.allows_mask() {
                "integer or mask operands"
            } else {
                "integer operands"
            };
            self.push(VerifyError::UnsupportedType {
                at: at.clone(),
                ty,
                expected: expected.into(),
            });
        }
    }

    /// `cmp` (integer or float operands) and `fcmp` (`float`: float operands only).
    pub(super) fn cmp(&mut self, at: &Site, lhs: Value, rhs: Value, ty: Type, float: bool) {
        let (lt, rt) = (self.ty(lhs), self.ty(rhs));
        if rt != lt {
            self.mismatch(
                at,
                Operand::Rhs,
                rt,
                format!("a {lt} right operand (the type of the left operand)"),
            );
        }
        let float_ok = !float || lt.elem().is_some_and(ScalarType::is_float);
        if lt.is_mask() || lt.chans() != Some(1) || !float_ok {
            let expected = if float {
                "single-channel float operands (scalars or vec<N x T>; `cmp` compares integers)"
            } else {
                "single-channel integer or float operands (scalars or vec<N x T>)"
            };
            self.push(VerifyError::UnsupportedType {
                at: at.clone(),
                ty: lt,
                expected: expected.into(),
            });
        }
        let want = Type::mask(lt.lanes().unwrap_or(1));
        if ty != want {
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!("a {want} result (one bit per lane of the operands)"),
            );
        }
    }

    pub(super) fn select(
        &mut self,
        at: &Site,
        cond: Value,
        on_true: Value,
        on_false: Value,
        ty: Type,
    ) {
        let want = Type::mask(ty.lanes().unwrap_or(1));
        let ct = self.ty(cond);
        if ct != want {
            match ct {
                Type::Mask { lanes } if ty.lanes().is_some() => {
                    self.push(VerifyError::LaneMismatch {
                        at: at.clone(),
                        operand: Operand::Cond,
                        lanes,
                        reference: Operand::Result,
                        ref_lanes: ty.lanes().unwrap_or(1),
                        expected: format!("a {want} condition"),
                    })
                }
                _ => self.mismatch(at, Operand::Cond, ct, format!("a {want} condition")),
            }
        }
        for (operand, v) in [(Operand::OnTrue, on_true), (Operand::OnFalse, on_false)] {
            let t = self.ty(v);
            if t != ty {
                self.mismatch(at, operand, t, format!("a {ty} (the result type)"));
            }
        }
    }

    pub(super) fn extract(&mut self, at: &Site, src: Value, start: u32, ty: Type) {
        let st = self.ty(src);
        let Some(whole) = st.lanes() else {
            self.mismatch(
                at,
                Operand::Source,
                st,
                "a vector or mask to take lanes from".into(),
            );
            return;
        };
        // A scalar result is one lane of a single-channel vector: `extract %v[3] : i32` (the
        // inverse of `splat`, as `extract %m[3] : mask<1>` is for masks).
        let scalar_lane = ty.is_scalar() && st.is_vec() && st.chans() == Some(1);
        if !(same_kind(st, ty) || scalar_lane && st.elem() == ty.elem()) {
            let lanes = ty.lanes().unwrap_or(1);
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!(
                    "a {} result (the source's kind, channels and element type)",
                    st.with_lanes(lanes)
                ),
            );
            return;
        }
        let lanes = ty.lanes().unwrap_or(1);
        self.lane_range(at, start, lanes, whole);
    }

    pub(super) fn insert(&mut self, at: &Site, dst: Value, src: Value, start: u32, ty: Type) {
        let (dt, st) = (self.ty(dst), self.ty(src));
        if dt != ty {
            self.mismatch(
                at,
                Operand::Dest,
                dt,
                format!("a {ty} destination (the result type)"),
            );
        }
        let Some(whole) = ty.lanes() else {
            self.mismatch(
                at,
                Operand::Result,
                ty,
                "a vector or mask to write lanes into".into(),
            );
            return;
        };
        if !same_kind(st, ty) {
            let lanes = st.lanes().unwrap_or(1);
            self.mismatch(
                at,
                Operand::Source,
                st,
                format!(
                    "a {} source (the destination's kind, channels and element type)",
                    ty.with_lanes(lanes)
                ),
            );
            return;
        }
        self.lane_range(at, start, st.lanes().unwrap_or(1), whole);
    }

    pub(super) fn lane_range(&mut self, at: &Site, start: u32, lanes: u32, whole: u32) {
        if start as u64 + lanes as u64 > whole as u64 {
            self.push(VerifyError::BadLaneRange {
                at: at.clone(),
                start,
                lanes,
                whole_lanes: whole,
            });
        }
    }

    pub(super) fn concat(&mut self, at: &Site, parts: &[Value], ty: Type) {
        let Some(&first) = parts.first() else {
            self.push(VerifyError::OperandCount {
                at: at.clone(),
                found: 0,
                expected: "at least one part".into(),
            });
            return;
        };
        // A scalar part is one lane (the builder concatenates scalars into a vector).
        let shape = |t: Type| match t {
            Type::Scalar(s) => Type::vec(1, s),
            t => t,
        };
        let p0 = shape(self.ty(first));
        let mut lanes = 0u64;
        let mut ok = true;
        for (i, &p) in parts.iter().enumerate() {
            let pt = shape(self.ty(p));
            if !same_kind(pt, p0) {
                ok = false;
                let n = pt.lanes().unwrap_or(1);
                self.mismatch(
                    at,
                    Operand::Part(i),
                    self.ty(p),
                    format!(
                        "a {} part (the first part's kind, channels and element type)",
                        p0.with_lanes(n)
                    ),
                );
            }
            lanes += pt.lanes().unwrap_or(1) as u64;
        }
        if !ok {
            return;
        }
        let fits = u32::try_from(lanes).ok();
        if !same_kind(ty, p0) || ty.lanes() != fits {
            let want = match fits {
                Some(n) => p0.with_lanes(n).to_string(),
                None => format!("{lanes}-lane"),
            };
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!("a {want} result (the parts one after another)"),
            );
        }
    }

    pub(super) fn chan_extract(&mut self, at: &Site, src: Value, chan: u8, ty: Type) {
        let st = self.ty(src);
        let Type::Vec { lanes, chans, elem } = st else {
            self.mismatch(
                at,
                Operand::Source,
                st,
                "a multi-channel vector vec<N x C x T> (C = 2..4)".into(),
            );
            return;
        };
        if chans < 2 {
            self.mismatch(
                at,
                Operand::Source,
                st,
                format!("a multi-channel vector vec<{lanes} x C x {elem}> (C = 2..4)"),
            );
            return;
        }
        if chan >= chans {
            self.push(VerifyError::BadChannelIndex {
                at: at.clone(),
                chan,
                ty: st,
            });
        }
        let want = Type::vec(lanes, elem);
        if ty != want {
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!("a {want} result (one channel of the source)"),
            );
        }
    }

    pub(super) fn chan_pack(&mut self, at: &Site, parts: &[Value], ty: Type) {
        if !(2..=4).contains(&parts.len()) {
            self.push(VerifyError::OperandCount {
                at: at.clone(),
                found: parts.len(),
                expected: "2 to 4 single-channel parts of one type vec<N x T>".into(),
            });
            return;
        }
        let p0 = self.ty(parts[0]);
        let Type::Vec {
            lanes,
            chans: 1,
            elem,
        } = p0
        else {
            self.mismatch(
                at,
                Operand::Part(0),
                p0,
                "a single-channel vector vec<N x T>".into(),
            );
            return;
        };
        let mut ok = true;
        for (i, &p) in parts.iter().enumerate().skip(1) {
            let pt = self.ty(p);
            if pt != p0 {
                ok = false;
                self.mismatch(
                    at,
                    Operand::Part(i),
                    pt,
                    format!("a {p0} part (the type of part 1)"),
                );
            }
        }
        let want = Type::chan_vec(lanes, parts.len() as u8, elem);
        if ok && ty != want {
            self.mismatch(
                at,
                Operand::Result,
                ty,
                format!("a {want} result (one channel per part)"),
            );
        }
    }

    pub(super) fn cast(&mut self, at: &Site, op: CastOp, from: Type, to: Type) {
        let bad = |reason: &'static str, expected: String| VerifyError::BadCast {
            at: at.clone(),
            from,
            to,
            reason,
            expected,
        };
        if op == CastOp::Bitcast {
            let err = if from.is_mask() || to.is_mask() {
                Some(bad(
                    "involves a mask",
                    "scalar or vector types (masks are predicates, not data)".into(),
                ))
            } else if from.lanes() != to.lanes() {
                let expected = match from.lanes() {
                    Some(n) => format!("a result with {n} lanes"),
                    None => "a scalar result".into(),
                };
                Some(bad("changes the lane count", expected))
            } else if from.lane_bytes() != to.lane_bytes() {
                let bytes = from.lane_bytes().unwrap_or(0);
                Some(bad(
                    "changes the bytes per lane",
                    format!("a result with {bytes} bytes per lane, as {from} has"),
                ))
            } else {
                None
            };
            if let Some(e) = err {
                self.push(e);
            }
            return;
        }
        let (Some(fe), Some(te)) = (from.elem(), to.elem()) else {
            self.push(bad(
                "involves a mask",
                "scalar or vector types (masks are predicates, not data)".into(),
            ));
            return;
        };
        let err = if let Some((reason, expected)) = casts::kind_problem(op, fe, te) {
            Some(bad(reason, expected.into()))
        } else if from.lanes() != to.lanes() {
            Some(bad(
                "changes the lane count",
                format!("a result of the source's shape: {}", from.with_elem(te)),
            ))
        } else if from.chans() != to.chans() {
            Some(bad(
                "changes the channel count",
                format!("a result of the source's shape: {}", from.with_elem(te)),
            ))
        } else {
            casts::width_problem(op, fe, te).map(|(reason, expected)| bad(reason, expected))
        };
        if let Some(e) = err {
            self.push(e);
        }
    }

    /// `fma %a, %b, %c : T`: the three operands have the result type, whose elements are floats.
    pub(super) fn fma(&mut self, at: &Site, ops: [Value; 3], ty: Type) {
        let roles = [
            (Operand::Factor(0), "first factor"),
            (Operand::Factor(1), "second factor"),
            (Operand::Addend, "addend"),
        ];
        for (v, (role, noun)) in ops.into_iter().zip(roles) {
            let t = self.ty(v);
            if t != ty {
                self.mismatch(at, role, t, format!("a {ty} {noun} (the result type)"));
            }
        }
        if !ty.elem().is_some_and(ScalarType::is_float) {
            self.push(VerifyError::UnsupportedType {
                at: at.clone(),
                ty,
                expected: "float scalars or vectors (f16, f32, f64)".into(),
            });
        }
    }
}
