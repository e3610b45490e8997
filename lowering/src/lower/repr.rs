//! What a lowered value is, and pure helpers on types, sources and immediates.
//!
//! A value's representation ([`Repr`]) is registers ([`Place`]), an immediate, a broadcast of a
//! scalar, or a mask (a list of [`PredRun`]s); see the table in [`super`]. Nothing here emits an
//! instruction.

use crate::mir::*;
use memlower_ir as ir;
use memlower_ir::{ScalarType, Type};

/// Registers holding lanes of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Place {
    pub(super) var: VarId,
    pub(super) off: u32,
    pub(super) stride: u32,
}

impl Place {
    /// `var` from its start, channels `stride` bytes apart.
    pub(super) fn at_start(var: VarId, stride: u32) -> Place {
        Place {
            var,
            off: 0,
            stride,
        }
    }
}

/// A run of mask lanes held in predicate bits `bit..bit+lanes` of `pred`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PredRun {
    pub(super) pred: PredId,
    pub(super) bit: u32,
    pub(super) lanes: u32,
}

/// A mask's predicate runs: one or two almost always (a `mask<N>` of at most 64 lanes), kept
/// off the heap since a representation is cloned each time an operand is read.
pub(super) type Runs = smallvec::SmallVec<[PredRun; 2]>;

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Repr {
    Place(Place),
    Imm(Imm),
    Bcast(Place),
    Mask(Runs),
    /// Lane i holds i (a `lane.index` of at most 16 lanes): read 8 lanes at a time as the
    /// packed immediate of those lanes' indices (see [`lane_imm`]).
    Lanes,
    /// Lane i holds k + i: lanes `k..` of the lane-id input (`lane_ids.rs`), read as a word
    /// region.
    LaneIds(u32),
}

/// The packed immediate holding lanes `start..start + n` of a lane index (`n <= 8`,
/// `start + n <= 16`): `:v` when every nibble fits a signed nibble, else `:uv`.
pub(super) fn lane_imm(start: u32, n: u32) -> Imm {
    let mut packed = 0u32;
    for k in 0..n {
        packed |= ((start + k) & 0xF) << (4 * k);
    }
    if start + n <= 8 {
        Imm::PackedV(packed)
    } else {
        Imm::PackedUv(packed)
    }
}

/// Exec-size chunks `(first lane, lanes)`: a handful, kept off the heap (every lane-wise op
/// asks for them).
pub(super) type Chunks = smallvec::SmallVec<[(u32, u32); 4]>;

/// [`chunks`] of at most `max` lanes (a power of two).
pub(super) fn chunks_of(n: u32, max: u32) -> Chunks {
    let mut out = Chunks::new();
    for (start, size) in chunks(n) {
        let step = size.min(max);
        let mut k = 0;
        while k < size {
            out.push((start + k, step));
            k += step;
        }
    }
    out
}

/// Power-of-two exec-size chunks covering `n` lanes, each at most 16 lanes.
pub(super) fn chunks(n: u32) -> Chunks {
    let mut out = Chunks::new();
    let mut start = 0;
    while start < n {
        let mut size = 16;
        while size > n - start {
            size /= 2;
        }
        out.push((start, size));
        start += size;
    }
    out
}

pub(super) fn lanes_of(ty: Type) -> u32 {
    ty.lanes().unwrap_or(1)
}

pub(super) fn chans_of(ty: Type) -> u32 {
    ty.chans().unwrap_or(1) as u32
}

pub(super) fn ety(ty: Type) -> ElemType {
    ElemType::of(ty.elem().unwrap_or(ScalarType::I32))
}

pub(super) fn pred_width(lanes: u32) -> u32 {
    lanes.clamp(1, 32).next_power_of_two()
}

pub(super) fn low_bits(n: u32) -> u64 {
    if n >= 32 {
        0xFFFF_FFFF
    } else {
        (1u64 << n) - 1
    }
}

/// One-lane instructions read their register sources as scalars (`<0;1,0>`).
pub(super) fn scalarize(s: Src, exec: Exec) -> Src {
    match s {
        Src::Reg { region, neg } if exec.size == 1 => Src::Reg {
            region: Region::scalar(region.var, region.off),
            neg,
        },
        other => other,
    }
}

/// A source negated for `add` (vISA has no `sub`): `(-)` on registers, the negated value on
/// immediates.
pub(super) fn negate(s: Src, t: ElemType) -> Src {
    match s {
        Src::Reg { region, neg } => Src::Reg { region, neg: !neg },
        Src::Imm(Imm::Scalar { bits, ty }) => {
            let nb = if t.is_float() {
                bits ^ (1u64 << (t.bytes() * 8 - 1))
            } else {
                bits.wrapping_neg() & width_mask(t)
            };
            Src::Imm(Imm::Scalar { bits: nb, ty })
        }
        other => other,
    }
}

/// All-ones in the low `bytes(t)` bytes.
pub(super) fn width_mask(t: ElemType) -> u64 {
    if t.bytes() >= 8 {
        u64::MAX
    } else {
        (1u64 << (t.bytes() * 8)) - 1
    }
}

/// An immediate read as `to`: the same bits, masked to `to`'s width. Every caller reads an
/// immediate as a type of its own width (a signed or float view of the same element), so no
/// value conversion is needed.
pub(super) fn convert_imm(bits: u64, _from: ElemType, to: ElemType) -> Imm {
    Imm::Scalar {
        bits: bits & width_mask(to),
        ty: to,
    }
}

/// IEEE bits of a float constant in the element type (rounded as the reference semantics
/// round: `interp::scalar`).
pub(super) fn float_bits(x: f64, elem: ScalarType) -> u64 {
    ir::interp::scalar::float_bits(elem, x).unwrap_or(x as i64 as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_are_powers_of_two_up_to_16() {
        assert_eq!(chunks(16).to_vec(), vec![(0, 16)]);
        assert_eq!(chunks(32).to_vec(), vec![(0, 16), (16, 16)]);
        assert_eq!(chunks(13).to_vec(), vec![(0, 8), (8, 4), (12, 1)]);
        assert_eq!(chunks(1).to_vec(), vec![(0, 1)]);
    }

    #[test]
    fn negated_immediates() {
        assert_eq!(
            negate(Src::Imm(Imm::ud(4)), ElemType::Ud),
            Src::Imm(Imm::Scalar {
                bits: 0xFFFF_FFFC,
                ty: ElemType::Ud
            })
        );
        assert_eq!(
            negate(
                Src::Imm(Imm::Scalar {
                    bits: 0x3FC0_0000,
                    ty: ElemType::F
                }),
                ElemType::F
            ),
            Src::Imm(Imm::Scalar {
                bits: 0xBFC0_0000,
                ty: ElemType::F
            })
        );
    }
}
