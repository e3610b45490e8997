//! Lanes of LLVM vectors traced through constant shuffles, and memlower values assembled from
//! lists of lanes.
//!
//! [`lanes_of`] says where each lane of an LLVM vector comes from: a lane of some value that is
//! not a `shufflevector` (a load, an argument, a constant, ...), or nowhere (an undefined mask
//! lane, an `undef`/`poison` operand or element). It looks through nested shuffles, so a
//! concatenation followed by an interleave (what the loop vectorizer emits for a store group
//! of three or more members) reads as lanes of the members themselves.
//!
//! [`FnCx::assemble`] builds a memlower value from such a list with the ops memlower IR has:
//!
//! | lanes | memlower |
//! |---|---|
//! | a run `v[j], v[j+1], ..., v[j+n-1]` | `extract %v[j] : vec<n x T>` (`%v` itself for all of it) |
//! | a run `v[j], v[j], ...` of one lane | `extract %v[j] : T`, `splat` |
//! | undefined lanes | `undef : vec<n x T>` (for masks: `const 0`, since an undefined mask lane is undefined behaviour in memlower and any choice refines LLVM's poison) |
//! | constant mask bits | `const [...] : mask<n>` |
//! | several runs | `concat` of the runs |
//!
//! Every lane keeps its exact value, so any constant shuffle (reversal, rotation, blend,
//! permutation, interleave) imports with its LLVM semantics.

use super::FnCx;
use crate::error::ImportError;
use crate::view::{Kind, Opcode, V};
use memlower_ir::{InstKind, Type, Value};
use smallvec::SmallVec;
use std::collections::HashMap;

/// How many nested shuffles a lane is traced through.
const DEPTH: u32 = 8;

/// Where one lane comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Src<'m> {
    /// Nowhere: the lane is `undef`/`poison`.
    Undef,
    /// Lane `.1` of the LLVM value `.0` (not a shuffle, or one nested too deep to trace).
    Lane(V<'m>, u32),
    /// A constant bit (masks only).
    Bit(bool),
}

/// One lane of a value being assembled, its sources already imported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lane {
    /// Undefined.
    Undef,
    /// A constant bit (masks only).
    Bit(bool),
    /// Lane `.1` of the memlower value `.0`.
    Of(Value, u32),
}

/// The lane count of an LLVM vector (1 for anything else).
pub(crate) fn lane_count(v: V<'_>) -> u32 {
    match v.ty().kind() {
        Kind::Vector(n) => n,
        _ => 1,
    }
}

/// Where each lane of the vector `v` comes from, through up to [`DEPTH`] nested shuffles but
/// not through those for which `leaf` holds.
pub(crate) fn lanes_of<'m>(v: V<'m>, leaf: &dyn Fn(V<'m>) -> bool) -> Vec<Src<'m>> {
    lanes_rec(v, DEPTH, leaf)
}

fn lanes_rec<'m>(v: V<'m>, depth: u32, leaf: &dyn Fn(V<'m>) -> bool) -> Vec<Src<'m>> {
    let n = lane_count(v);
    if v.is_undef() {
        return vec![Src::Undef; n as usize];
    }
    if depth > 0 && v.opcode() == Some(Opcode::LLVMShuffleVector) && !leaf(v) {
        if let (Some(a), Some(b)) = (v.operand(0), v.operand(1)) {
            let n_in = lane_count(a);
            let mask = v.shuffle_mask();
            let uses_a = mask.iter().flatten().any(|&m| m < n_in);
            let uses_b = mask.iter().flatten().any(|&m| m >= n_in);
            let la = if uses_a {
                lanes_rec(a, depth - 1, leaf)
            } else {
                vec![]
            };
            let lb = if uses_b {
                lanes_rec(b, depth - 1, leaf)
            } else {
                vec![]
            };
            return mask
                .iter()
                .map(|m| match *m {
                    None => Src::Undef,
                    Some(m) if m < n_in => la[m as usize],
                    Some(m) => lb.get((m - n_in) as usize).copied().unwrap_or(Src::Undef),
                })
                .collect();
        }
    }
    if let Some(elems) = v.const_elements() {
        return elems
            .iter()
            .enumerate()
            .map(|(k, e)| {
                if e.is_undef() {
                    Src::Undef
                } else {
                    Src::Lane(v, k as u32)
                }
            })
            .collect();
    }
    (0..n).map(|k| Src::Lane(v, k)).collect()
}

/// Where each lane of the `i1` vector `m` comes from, as mask bits: constants become
/// [`Src::Bit`] (an undefined constant bit is off), shuffles are traced, and an `and` with a
/// constant keeps the other side where the constant is 1 and is off where it is 0. `None` when
/// a lane is an `and` of two non-constant bits.
pub(crate) fn mask_bits(m: V<'_>) -> Option<Vec<Src<'_>>> {
    mask_rec(m, DEPTH)
}

fn mask_rec(m: V<'_>, depth: u32) -> Option<Vec<Src<'_>>> {
    let n = lane_count(m);
    if m.is_undef() {
        return Some(vec![Src::Bit(false); n as usize]);
    }
    if let Some(elems) = m.const_elements() {
        return Some(
            elems
                .iter()
                .map(|e| Src::Bit(!e.is_undef() && e.const_int().is_some_and(|x| x & 1 != 0)))
                .collect(),
        );
    }
    if depth > 0 {
        match m.opcode() {
            Some(Opcode::LLVMShuffleVector) => {
                let (a, b) = (m.operand(0)?, m.operand(1)?);
                let n_in = lane_count(a);
                let (la, lb) = (mask_rec(a, depth - 1)?, mask_rec(b, depth - 1)?);
                return Some(
                    m.shuffle_mask()
                        .iter()
                        .map(|x| match *x {
                            None => Src::Bit(false),
                            Some(x) if x < n_in => la[x as usize],
                            Some(x) => lb[(x - n_in) as usize],
                        })
                        .collect(),
                );
            }
            Some(Opcode::LLVMAnd) => {
                let (a, b) = (mask_rec(m.operand(0)?, depth - 1)?, {
                    mask_rec(m.operand(1)?, depth - 1)?
                });
                return a
                    .into_iter()
                    .zip(b)
                    .map(|(x, y)| match (x, y) {
                        (Src::Bit(false), _) | (_, Src::Bit(false)) => Some(Src::Bit(false)),
                        (Src::Bit(true), z) | (z, Src::Bit(true)) => Some(z),
                        (x, y) if x == y => Some(x),
                        _ => None,
                    })
                    .collect();
            }
            _ => {}
        }
    }
    Some((0..n).map(|k| Src::Lane(m, k)).collect())
}

/// True when the lanes read `v[n-1], ..., v[0]` of one `n`-lane value (a reversal).
pub(crate) fn is_reversal(lanes: &[Src<'_>]) -> bool {
    let n = lanes.len() as u32;
    n > 1
        && match lanes.first() {
            Some(Src::Lane(v, _)) => lanes
                .iter()
                .enumerate()
                .all(|(k, s)| *s == Src::Lane(*v, n - 1 - k as u32)),
            _ => false,
        }
}

impl<'m> FnCx<'_, 'm> {
    /// Where each lane of `v` comes from ([`lanes_of`]), not looking into the de-interleaving
    /// shuffles of group loads (their values are the group's `chan.extract`s; the wide load
    /// itself has none).
    pub(crate) fn lanes(&self, v: V<'m>) -> Vec<Src<'m>> {
        lanes_of(v, &|x| self.grouped.contains(&x))
    }

    /// An undefined value of `ty` (zeros for a mask: see the module documentation).
    pub(crate) fn undef_of(&mut self, ty: Type) -> Value {
        if ty.is_mask() {
            self.iconst(ty, &[0])
        } else {
            self.emit(InstKind::Undef, ty, None)
        }
    }

    /// A value of type `ty` (a vector or mask of `lanes.len()` lanes) whose lane k is
    /// `lanes[k]` (see the module documentation).
    pub(crate) fn assemble(&mut self, lanes: &[Src<'m>], ty: Type) -> Result<Value, ImportError> {
        let lanes = self.planted_reversal_bug(lanes);
        let mut imported = HashMap::new();
        let mut of = Vec::with_capacity(lanes.len());
        for s in lanes {
            of.push(match s {
                Src::Undef => Lane::Undef,
                Src::Bit(b) => Lane::Bit(b),
                Src::Lane(v, j) => {
                    let x = match imported.get(&v) {
                        Some(&x) => x,
                        None => {
                            let x = self.value(v)?;
                            imported.insert(v, x);
                            x
                        }
                    };
                    Lane::Of(x, j)
                }
            });
        }
        Ok(self.assemble_lanes(&of, ty))
    }

    /// A value of type `ty` whose lane k is `lanes[k]`, made of runs (module documentation).
    pub(crate) fn assemble_lanes(&mut self, lanes: &[Lane], ty: Type) -> Value {
        let mut parts: SmallVec<[Value; 4]> = SmallVec::new();
        let mut k = 0;
        while k < lanes.len() {
            let (part, len) = self.run_at(&lanes[k..], ty);
            parts.push(part);
            k += len;
        }
        if parts.len() == 1 {
            return parts[0];
        }
        self.emit(InstKind::Concat { parts }, ty, None)
    }

    /// The longest run at the start of `lanes` that one op makes, and its length.
    fn run_at(&mut self, lanes: &[Lane], ty: Type) -> (Value, usize) {
        let len_while = |ok: &dyn Fn(usize, Lane) -> bool| {
            1 + lanes[1..]
                .iter()
                .enumerate()
                .take_while(|&(k, &s)| ok(k + 1, s))
                .count()
        };
        match lanes[0] {
            Lane::Undef => {
                let len = len_while(&|_, s| s == Lane::Undef);
                (self.undef_of(ty.with_lanes(len as u32)), len)
            }
            Lane::Bit(_) => {
                let len = len_while(&|_, s| matches!(s, Lane::Bit(_)));
                let bits: Vec<i64> = lanes[..len]
                    .iter()
                    .map(|s| i64::from(*s == Lane::Bit(true)))
                    .collect();
                (self.iconst(ty.with_lanes(len as u32), &bits), len)
            }
            Lane::Of(v, j) if lanes.get(1) == Some(&Lane::Of(v, j)) => {
                let len = len_while(&|_, s| s == Lane::Of(v, j));
                let x = self.lane(v, j);
                let part = self.emit(InstKind::Splat { x }, ty.with_lanes(len as u32), None);
                (part, len)
            }
            Lane::Of(v, j) => {
                let len = len_while(&|k, s| s == Lane::Of(v, j + k as u32));
                (self.slice(v, j, len as u32), len)
            }
        }
    }

    /// With [`Mutation::ReverseOffByOne`], a reversal reads one lane too far along (lane k
    /// reads lane `n - k` instead of `n - 1 - k`, the first lane wrapping to lane 0).
    fn planted_reversal_bug(&self, lanes: &[Src<'m>]) -> Vec<Src<'m>> {
        if !planted!(ReverseOffByOne) || !is_reversal(lanes) {
            return lanes.to_vec();
        }
        let n = lanes.len() as u32;
        let Some(Src::Lane(v, _)) = lanes.first() else {
            return lanes.to_vec();
        };
        (0..n).map(|k| Src::Lane(*v, (n - k) % n)).collect()
    }
}
