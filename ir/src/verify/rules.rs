//! Rules the verifier shares between its parts, with no state: the identifier syntax, integer
//! constant ranges, which types an op may take, which constants fit a type, and how an expected
//! operand is worded.

use super::site::{ConstProblem, Operand};
use crate::ir::*;
use crate::types::{ScalarType, Type, MAX_LANES};
use std::fmt;

/// The signed-or-unsigned range an integer constant element of type `t` may take.
pub(super) fn int_range(t: ScalarType) -> (i64, i64) {
    match t.bits() {
        64 => (i64::MIN, i64::MAX),
        b => (-(1i64 << (b - 1)), (1i64 << b) - 1),
    }
}

/// True if `s` is an identifier of the text format: `[A-Za-z_.][A-Za-z0-9_.]*`.
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' || c == '.' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// An expectation naming a type and the operand's role: `a vec<16 x f32> result`,
/// `vec<16 x f32> data`, `vec<16 x i32> offsets`.
/// Where `operand` is among the operands of `kind` in printed order
/// ([`InstKind::for_each_operand`]); `None` for the result or an operand the op does not have.
pub(super) fn operand_index(kind: &InstKind, operand: Operand) -> Option<usize> {
    // Position of a memory op's operands: base, offsets, data, mask (those present).
    let address = |base: bool, data: bool, mask: bool| -> Option<usize> {
        let slots = [
            (Operand::Base, base),
            (Operand::Offsets, true),
            (Operand::Data, data),
            (Operand::Mask, mask),
        ];
        slots
            .iter()
            .filter(|(_, present)| *present)
            .position(|(o, _)| *o == operand)
    };
    let image = |coords: &ImageCoords, data: bool, mask: bool| -> Option<usize> {
        let n = coords.uvr.len();
        let lod = usize::from(coords.lod.is_some());
        match operand {
            Operand::Coord(i) if i < n => Some(i),
            Operand::Lod if lod == 1 => Some(n),
            Operand::Data if data => Some(n + lod),
            Operand::Mask if mask => Some(n + lod + usize::from(data)),
            _ => None,
        }
    };
    match (kind, operand) {
        (InstKind::Binary { .. } | InstKind::Cmp { .. } | InstKind::FCmp { .. }, Operand::Lhs) => {
            Some(0)
        }
        (InstKind::Binary { .. } | InstKind::Cmp { .. } | InstKind::FCmp { .. }, Operand::Rhs) => {
            Some(1)
        }
        (InstKind::Fma { .. }, Operand::Factor(i)) if i < 2 => Some(i),
        (InstKind::Fma { .. }, Operand::Addend) => Some(2),
        (InstKind::Select { .. }, Operand::Cond) => Some(0),
        (InstKind::Select { .. }, Operand::OnTrue) => Some(1),
        (InstKind::Select { .. }, Operand::OnFalse) => Some(2),
        (
            InstKind::Splat { .. }
            | InstKind::Cast { .. }
            | InstKind::Extract { .. }
            | InstKind::ChanExtract { .. },
            Operand::Source,
        ) => Some(0),
        (InstKind::Insert { .. }, Operand::Dest) => Some(0),
        (InstKind::Insert { .. }, Operand::Source) => Some(1),
        (InstKind::Concat { parts } | InstKind::ChanPack { parts }, Operand::Part(i))
            if i < parts.len() =>
        {
            Some(i)
        }
        (InstKind::CondBr { .. }, Operand::Cond) => Some(0),
        (InstKind::Gather { addr, mask, .. }, _) => {
            address(addr.base.is_some(), false, mask.is_some())
        }
        (InstKind::Scatter { addr, mask, .. }, _) => {
            address(addr.base.is_some(), true, mask.is_some())
        }
        (InstKind::ImageLoad { coords, mask, .. }, _) => image(coords, false, mask.is_some()),
        (InstKind::ImageStore { coords, mask, .. }, _) => image(coords, true, mask.is_some()),
        _ => None,
    }
}

pub(super) fn expect_role(ty: impl fmt::Display, role: Operand) -> String {
    match role {
        Operand::Data | Operand::Offsets => format!("{ty} {}", role_noun(role)),
        _ => format!("a {ty} {}", role_noun(role)),
    }
}

/// The noun for an operand role in an "expected" phrase (`a mask<16>`, `vec<16 x i32> offsets`).
pub(super) fn role_noun(role: Operand) -> &'static str {
    match role {
        Operand::Result => "result",
        Operand::Data => "data",
        Operand::Offsets => "offsets",
        Operand::Coord(0) => "U coordinate",
        Operand::Coord(1) => "V coordinate",
        Operand::Coord(2) => "R coordinate",
        Operand::Coord(_) => "coordinate",
        Operand::Lod => "LOD",
        _ => "operand",
    }
}

/// True if `a` and `b` are both vectors with the same channels and element type, or both masks
/// (lane counts may differ).
pub(super) fn same_kind(a: Type, b: Type) -> bool {
    match (a, b) {
        (
            Type::Vec {
                chans: c1,
                elem: e1,
                ..
            },
            Type::Vec {
                chans: c2,
                elem: e2,
                ..
            },
        ) => c1 == c2 && e1 == e2,
        (Type::Mask { .. }, Type::Mask { .. }) => true,
        _ => false,
    }
}

/// Why `t` is outside the type grammar, if it is.
pub(super) fn type_problem(t: Type) -> Option<&'static str> {
    match t {
        Type::Scalar(_) => None,
        Type::Vec { lanes, chans, .. } => {
            if lanes == 0 {
                Some("a vector needs at least 1 lane")
            } else if lanes > MAX_LANES {
                Some("more than 4096 lanes")
            } else if !(1..=4).contains(&chans) {
                Some("a vector has 1 to 4 channels")
            } else {
                None
            }
        }
        Type::Mask { lanes } => {
            if lanes == 0 {
                Some("a mask needs at least 1 lane")
            } else if lanes > MAX_LANES {
                Some("more than 4096 lanes")
            } else {
                None
            }
        }
    }
}

/// The const rule: 1 or lanes x channels elements; integers (0/1 for masks) for integer and mask
/// types, floats for float types; integers fit the width as signed or unsigned.
pub(super) fn const_problem(value: &ConstValue, ty: Type) -> Option<ConstProblem> {
    let elements = ty.num_elements();
    let n = value.len();
    if n != 1 && n as u64 != elements as u64 {
        return Some(ConstProblem::Count { found: n, elements });
    }
    match (value, ty.elem()) {
        (ConstValue::Float(_), None) => Some(ConstProblem::FloatForInt),
        (ConstValue::Float(_), Some(e)) if e.is_int() => Some(ConstProblem::FloatForInt),
        (ConstValue::Float(_), Some(_)) => None,
        (ConstValue::Int(_), Some(e)) if e.is_float() => Some(ConstProblem::IntForFloat),
        (ConstValue::Int(xs), None) => xs
            .iter()
            .enumerate()
            .find(|(_, &x)| x != 0 && x != 1)
            .map(|(index, &value)| ConstProblem::NotABit { index, value }),
        (ConstValue::Int(xs), Some(elem)) => {
            let (lo, hi) = int_range(elem);
            xs.iter()
                .enumerate()
                .find(|(_, &x)| x < lo || x > hi)
                .map(|(index, &value)| ConstProblem::OutOfRange { index, value, elem })
        }
    }
}
