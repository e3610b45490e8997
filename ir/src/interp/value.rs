//! Runtime values of the reference interpreter.
//!
//! A [`Val`] is a typed list of elements, each carried as raw bits (zero-extended into a `u64`)
//! together with a mask of its **undefined bytes** ("poison"). Undefinedness is tracked per byte
//! rather than per element because the legal form needs it: `gather ... via gather_scaled.1 :
//! vec<N x i32>` defines only the low byte of each dword, and the `trunc` that follows must give
//! a fully defined `i8`.
//!
//! ```text
//!   vec<N x C x T>: element (lane i, channel c) at index i * C + c   (lane-major, AoS)
//!   mask<N>:        element i is 0 or 1; undefined is 0b1 in its mask
//!   scalar T:       one element
//! ```
//!
//! Bits of undefined bytes are always stored as 0, so `==` on values is exact structural
//! equality. [`Val::admits`] is the comparison a differential checker wants: an undefined byte
//! of the reference admits any observed byte.

use super::scalar::{byte_mask, float_bits, float_value, sign_extend, width_mask};
use crate::types::{ScalarType, Type};
use std::fmt;

/// A runtime value: elements as raw bits, plus per-element masks of undefined bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Val {
    ty: Type,
    bits: Vec<u64>,
    undef: Vec<u8>,
}

/// The per-element byte mask of a type: all bytes of the element, or `0b1` for a mask lane.
pub(crate) fn elem_mask(ty: Type) -> u8 {
    ty.elem().map(byte_mask).unwrap_or(1)
}

/// The bit mask of an element of `ty` (`1` for mask lanes).
fn value_mask(ty: Type) -> u64 {
    ty.elem().map(width_mask).unwrap_or(1)
}

/// For each undefined-byte mask `u` (bit k = byte k), the bits of the bytes it marks: `u`'s
/// bits spread to whole bytes (a table: this runs on every element the interpreter makes).
const UNDEF_BYTES: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut u = 0;
    while u < 256 {
        let mut byte = 0;
        while byte < 8 {
            if u & (1 << byte) != 0 {
                t[u] |= 0xFFu64 << (8 * byte);
            }
            byte += 1;
        }
        u += 1;
    }
    t
};

/// Clears the bits of undefined bytes so equal values compare equal.
fn clear_undefined(bits: u64, undef: u8) -> u64 {
    bits & !UNDEF_BYTES[usize::from(undef)]
}

impl Val {
    /// A value from raw element bits and per-element undefined-byte masks (lane-major). Bits
    /// outside the element width, and bits of undefined bytes, are cleared; mask lanes keep only
    /// bit 0. `None` if the lengths do not equal the type's element count.
    pub fn from_parts(ty: Type, bits: Vec<u64>, undef: Vec<u8>) -> Option<Val> {
        let n = ty.num_elements() as usize;
        if bits.len() != n || undef.len() != n {
            return None;
        }
        let (vm, bm) = (value_mask(ty), elem_mask(ty));
        // In place: the interpreter makes every value it computes through here.
        let (mut bits, mut undef) = (bits, undef);
        if ty.is_mask() {
            // A mask lane is one bit; "undefined" is all-or-nothing.
            for (b, u) in bits.iter_mut().zip(undef.iter_mut()) {
                *u &= bm;
                *b = if *u != 0 { 0 } else { *b & 1 };
            }
        } else {
            for (b, u) in bits.iter_mut().zip(undef.iter_mut()) {
                *u &= bm;
                *b = clear_undefined(*b & vm, *u);
            }
        }
        Some(Val { ty, bits, undef })
    }

    /// A fully defined value from raw element bits (lane-major). `None` on a length mismatch.
    pub fn from_bits(ty: Type, bits: &[u64]) -> Option<Val> {
        Val::from_parts(ty, bits.to_vec(), vec![0; bits.len()])
    }

    /// A fully defined integer (or mask) value; each `i64` is truncated to the element width
    /// (two's complement), mask lanes are 1 for any non-zero value. A single element is splat
    /// over the whole type. `None` for float types or on a length mismatch.
    pub fn ints(ty: Type, xs: &[i64]) -> Option<Val> {
        if ty.elem().is_some_and(ScalarType::is_float) {
            return None;
        }
        let n = ty.num_elements() as usize;
        let bits: Vec<u64> = match xs {
            [x] => vec![*x as u64; n],
            _ if xs.len() == n => xs.iter().map(|&x| x as u64).collect(),
            _ => return None,
        };
        let bits = if ty.is_mask() {
            bits.into_iter().map(|b| u64::from(b != 0)).collect()
        } else {
            bits
        };
        Val::from_parts(ty, bits, vec![0; n])
    }

    /// A fully defined float value; each `f64` is rounded to the element precision (nearest,
    /// ties to even). A single element is splat. `None` for non-float types or a length
    /// mismatch.
    pub fn floats(ty: Type, xs: &[f64]) -> Option<Val> {
        let t = ty.elem().filter(|t| t.is_float())?;
        let n = ty.num_elements() as usize;
        let bits: Option<Vec<u64>> = match xs {
            [x] => float_bits(t, *x).map(|b| vec![b; n]),
            _ => xs.iter().map(|&x| float_bits(t, x)).collect(),
        };
        Val::from_bits(ty, &bits?)
    }

    /// A fully defined `mask<N>` with N = `lanes.len()`.
    pub fn mask(lanes: &[bool]) -> Val {
        Val {
            ty: Type::mask(lanes.len() as u32),
            bits: lanes.iter().map(|&b| u64::from(b)).collect(),
            undef: vec![0; lanes.len()],
        }
    }

    /// A scalar `i32`.
    pub fn i32(x: i32) -> Val {
        Val {
            ty: Type::I32,
            bits: vec![u64::from(x as u32)],
            undef: vec![0],
        }
    }

    /// A value of `ty` whose every byte is undefined.
    pub fn undefined(ty: Type) -> Val {
        let n = ty.num_elements() as usize;
        Val {
            ty,
            bits: vec![0; n],
            undef: vec![elem_mask(ty); n],
        }
    }

    /// The type.
    pub fn ty(&self) -> Type {
        self.ty
    }

    /// Number of elements (lanes x channels).
    pub fn len(&self) -> usize {
        self.bits.len()
    }

    /// True if the value has no element (never the case for a well-typed value).
    pub fn is_empty(&self) -> bool {
        self.bits.is_empty()
    }

    /// Raw bits of every element (undefined bytes read as 0).
    pub fn bits(&self) -> &[u64] {
        &self.bits
    }

    /// Undefined-byte mask of every element (bit k = byte k undefined; mask lanes use bit 0).
    pub fn undef(&self) -> &[u8] {
        &self.undef
    }

    /// Element `i` if it is fully defined; `None` if any byte is undefined or `i` is past the end.
    pub fn get(&self, i: usize) -> Option<u64> {
        match (self.bits.get(i), self.undef.get(i)) {
            (Some(&b), Some(0)) => Some(b),
            _ => None,
        }
    }

    /// Element `i` sign-extended from its width (`None` as for [`Val::get`]).
    pub fn get_signed(&self, i: usize) -> Option<i64> {
        let b = self.get(i)?;
        Some(match self.ty.elem() {
            Some(t) => sign_extend(b, t),
            None => b as i64,
        })
    }

    /// Element `i` of a float value as an f64 (exact); `None` if undefined or not a float.
    pub fn get_float(&self, i: usize) -> Option<f64> {
        float_value(self.ty.elem()?, self.get(i)?)
    }

    /// True if any byte of element `i` is undefined.
    pub fn is_undefined(&self, i: usize) -> bool {
        self.undef.get(i).is_some_and(|&u| u != 0)
    }

    /// Elements in lane-major order as `Some(bits)` or `None` when any byte is undefined.
    pub fn elems(&self) -> Vec<Option<u64>> {
        (0..self.len()).map(|i| self.get(i)).collect()
    }

    /// Does this value, as computed by the reference semantics, admit `observed`? Same type,
    /// and every byte the reference defines is defined and equal in `observed`; bytes the
    /// reference leaves undefined may hold anything.
    pub fn admits(&self, observed: &Val) -> bool {
        if self.ty != observed.ty || self.len() != observed.len() {
            return false;
        }
        let bm = elem_mask(self.ty);
        (0..self.len()).all(|i| {
            let defined = !self.undef[i] & bm;
            observed.undef[i] & defined == 0
                && clear_undefined(self.bits[i], !defined)
                    == clear_undefined(observed.bits[i], !defined)
        })
    }

    pub(crate) fn parts(ty: Type, bits: Vec<u64>, undef: Vec<u8>) -> Val {
        // Internal constructor for results whose lengths the interpreter has already checked.
        Val::from_parts(ty, bits, undef).unwrap_or_else(|| Val::undefined(ty))
    }
}

impl fmt::Display for Val {
    /// `vec<4 x i32> [1, -2, undef, 4]`; multi-channel lanes print as `(r, g)`; integers print
    /// signed, floats as values, partly undefined elements as `0x..??..` hex with `??` bytes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let chans = self.ty.chans().unwrap_or(1).max(1) as usize;
        let elem = |i: usize| -> String {
            let u = self.undef[i];
            match self.ty.elem() {
                _ if u == elem_mask(self.ty) => "undef".into(),
                Some(t) if u != 0 => (0..t.bytes())
                    .rev()
                    .map(|k| {
                        if u & (1 << k) != 0 {
                            "??".to_string()
                        } else {
                            format!("{:02x}", (self.bits[i] >> (8 * k)) & 0xFF)
                        }
                    })
                    .fold("0x".to_string(), |s, b| s + &b),
                Some(t) if t.is_float() => match float_value(t, self.bits[i]) {
                    Some(x) => format!("{x:?}"),
                    None => "?".into(),
                },
                Some(t) => sign_extend(self.bits[i], t).to_string(),
                None => self.bits[i].to_string(),
            }
        };
        let lanes: Vec<String> = self
            .bits
            .chunks(chans)
            .enumerate()
            .map(|(lane, c)| {
                let items: Vec<String> = (0..c.len()).map(|k| elem(lane * chans + k)).collect();
                if chans == 1 {
                    items.join("")
                } else {
                    format!("({})", items.join(", "))
                }
            })
            .collect();
        if self.ty.is_scalar() {
            write!(f, "{} {}", self.ty, lanes.join(""))
        } else {
            write!(f, "{} [{}]", self.ty, lanes.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table against the byte loop it replaced, for every mask and some bit patterns.
    #[test]
    fn clear_undefined_clears_exactly_the_marked_bytes() {
        let patterns = [0u64, u64::MAX, 0x0123_4567_89ab_cdef, 0x8000_0000_0000_0001];
        for u in 0..=255u8 {
            for &bits in &patterns {
                let mut keep = u64::MAX;
                for byte in 0..8 {
                    if u & (1 << byte) != 0 {
                        keep &= !(0xFFu64 << (8 * byte));
                    }
                }
                assert_eq!(
                    clear_undefined(bits, u),
                    bits & keep,
                    "u={u:#x} bits={bits:#x}"
                );
            }
        }
    }
}
