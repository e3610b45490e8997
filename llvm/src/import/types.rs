//! LLVM types and constants as memlower types and constants.
//!
//! | LLVM | memlower |
//! |---|---|
//! | `i1`, `<N x i1>` | `mask<1>`, `mask<N>` |
//! | `i8 i16 i32 i64`, `half float double` | the same scalar |
//! | `<N x T>` | `vec<N x T>` (N <= 4096) |
//! | `ptr` (any address space), `<N x ptr>` | no value type: a surface and byte offsets (`pointers.rs`) |
//!
//! Constants keep their bits: a float constant with a NaN is an integer constant of its bits,
//! `bitcast` to the float type (memlower's float constants hold values, whose NaN is the
//! canonical one), so a NaN keeps its sign and payload. `undef` and `poison (whole or per lane) become 0: LLVM lets an
//! undefined value be any value, so one fixed choice is a correct refinement, and the importer
//! never has to invent a memlower notion of poison for it.

use super::FnCx;
use crate::error::ImportError;
use crate::view::{Kind, Ty, V};
use memlower_ir::{ConstValue, InstKind, ScalarType, Type, Value};
use smallvec::SmallVec;

/// The most lanes a memlower vector has.
const MAX_LANES: u32 = 4096;

/// The memlower scalar of an LLVM scalar type (`None` for i1, pointers and the rest).
pub(crate) fn scalar_of(t: Ty<'_>) -> Option<ScalarType> {
    Some(match t.kind() {
        Kind::Int(8) => ScalarType::I8,
        Kind::Int(16) => ScalarType::I16,
        Kind::Int(32) => ScalarType::I32,
        Kind::Int(64) => ScalarType::I64,
        Kind::Half => ScalarType::F16,
        Kind::Float => ScalarType::F32,
        Kind::Double => ScalarType::F64,
        _ => return None,
    })
}

/// The memlower type of a non-pointer LLVM value type, or why there is none.
pub(crate) fn type_of(t: Ty<'_>) -> Result<Type, String> {
    match t.kind() {
        Kind::Int(1) => Ok(Type::mask(1)),
        Kind::Vector(n) => {
            if n == 0 || n > MAX_LANES {
                return Err(format!(
                    "{n}-lane vectors are outside memlower's 1..=4096 lanes"
                ));
            }
            let e = t.elem().ok_or("a vector without an element type")?;
            if e.kind() == Kind::Int(1) {
                return Ok(Type::mask(n));
            }
            match scalar_of(e) {
                Some(s) => Ok(Type::vec(n, s)),
                None => Err(format!(
                    "vectors of `{}` have no memlower type (elements are i8, i16, i32, i64, \
                     half, float or double)",
                    e.text()
                )),
            }
        }
        _ => scalar_of(t).map(Type::Scalar).ok_or_else(|| {
            format!(
                "the type `{}` has no memlower counterpart (integers of 1, 8, 16, 32 or 64 bits, \
                 half, float, double and vectors of them)",
                t.text()
            )
        }),
    }
}

/// True for a pointer or a vector of pointers.
pub(crate) fn is_pointer(t: Ty<'_>) -> bool {
    match t.kind() {
        Kind::Ptr(_) => true,
        Kind::Vector(_) => t.elem().is_some_and(|e| matches!(e.kind(), Kind::Ptr(_))),
        _ => false,
    }
}

/// One element of a constant, as memlower stores it (`None` for an element that is not a
/// plain integer or float).
enum Elem {
    Int(i64),
    /// The value, and its exact bits in its type.
    Float(f64, u64),
}

fn elem_of(c: V<'_>) -> Option<Elem> {
    if c.is_undef() {
        return Some(Elem::Int(0));
    }
    if let Some(i) = c.const_int() {
        return Some(Elem::Int(i));
    }
    Some(Elem::Float(c.const_float()?, c.const_float_bits()?))
}

impl<'m> FnCx<'_, 'm> {
    /// A constant of type `ty` with the given integer elements (one element: a splat), made
    /// once per block.
    pub(crate) fn iconst(&mut self, ty: Type, elems: &[i64]) -> Value {
        let value = if elems.iter().all(|&e| Some(&e) == elems.first()) {
            ConstValue::int(elems.first().copied().unwrap_or(0))
        } else {
            ConstValue::Int(elems.iter().copied().collect())
        };
        self.constant(ty, value)
    }

    /// A constant, made once per block (constants dominate the rest of their block).
    pub(crate) fn constant(&mut self, ty: Type, value: ConstValue) -> Value {
        let key = (self.cur, ty, value.clone());
        if let Some(&v) = self.consts.get(&key) {
            return v;
        }
        let v = self.emit(InstKind::Const { value }, ty, None);
        self.consts.insert(key, v);
        v
    }

    /// An LLVM constant of a non-pointer type as a memlower `const`.
    pub(crate) fn import_constant(&mut self, c: V<'m>) -> Result<Value, ImportError> {
        let ty = type_of(c.ty()).map_err(|why| self.unsupported(c, why))?;
        let elems: Vec<Elem> = if matches!(c.ty().kind(), Kind::Vector(_)) {
            if c.is_undef() {
                vec![Elem::Int(0)]
            } else {
                let parts = c.const_elements().ok_or_else(|| {
                    self.unsupported(
                        c,
                        "a constant vector memlower cannot read element by element",
                    )
                })?;
                parts
                    .into_iter()
                    .map(elem_of)
                    .collect::<Option<_>>()
                    .ok_or_else(|| {
                        self.unsupported(
                            c,
                            "a vector constant whose elements are not plain numbers",
                        )
                    })?
            }
        } else {
            vec![elem_of(c).ok_or_else(|| {
                self.unsupported(
                    c,
                    "a constant expression (only plain integer, float, undef and poison \
                     constants are imported)",
                )
            })?]
        };
        let is_float = ty.elem().is_some_and(|e| e.is_float());
        let nan = elems
            .iter()
            .any(|e| matches!(e, Elem::Float(x, _) if x.is_nan()));
        if nan && !planted!(CanonicalNan) {
            return Ok(self.float_bits_constant(ty, &elems));
        }
        let value = if is_float {
            let xs: SmallVec<[u64; 2]> = elems
                .iter()
                .map(|e| match e {
                    Elem::Float(x, _) => x.to_bits(),
                    Elem::Int(_) => 0f64.to_bits(),
                })
                .collect();
            if xs.iter().all(|x| Some(x) == xs.first()) {
                ConstValue::Float(xs.into_iter().take(1).collect())
            } else {
                ConstValue::Float(xs)
            }
        } else {
            let xs: Vec<i64> = elems
                .iter()
                .map(|e| match e {
                    Elem::Int(i) if ty.is_mask() => i & 1,
                    Elem::Int(i) => *i,
                    Elem::Float(..) => 0,
                })
                .collect();
            return Ok(self.iconst(ty, &xs));
        };
        Ok(self.constant(ty, value))
    }

    /// A float constant with a NaN, made bit for bit: memlower's float constants hold values
    /// (a NaN among them is the canonical NaN), so the bits are an integer constant of the
    /// same width, `bitcast` to the float type. A NaN keeps its sign and payload, as in LLVM.
    fn float_bits_constant(&mut self, ty: Type, elems: &[Elem]) -> Value {
        let ity = match ty.elem() {
            Some(ScalarType::F16) => ty.with_elem(ScalarType::I16),
            Some(ScalarType::F64) => ty.with_elem(ScalarType::I64),
            _ => ty.with_elem(ScalarType::I32),
        };
        let width = ity.elem().map_or(32, |e| e.bits());
        let bits: Vec<i64> = elems
            .iter()
            .map(|e| match e {
                Elem::Float(_, b) => *b as i64,
                Elem::Int(_) => 0,
            })
            // As signed integers of the element's width (the form memlower constants take).
            .map(|b| {
                if width < 64 {
                    (b << (64 - width)) >> (64 - width)
                } else {
                    b
                }
            })
            .collect();
        let x = self.iconst(ity, &bits);
        let key = (
            self.cur,
            ty,
            ConstValue::Int(bits.iter().copied().collect()),
        );
        if let Some(&v) = self.consts.get(&key) {
            return v;
        }
        let v = self.emit(
            InstKind::Cast {
                op: memlower_ir::CastOp::Bitcast,
                x,
            },
            ty,
            None,
        );
        self.consts.insert(key, v);
        v
    }
}
