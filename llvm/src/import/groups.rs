//! Interleaved access groups: what the loop vectorizer emits for `out[F*i + c]` accesses (complex
//! numbers, RGB pixels, `float3`, arrays of structs), imported as multi-channel accesses, the
//! array-of-structs access memlower IR expresses natively.
//!
//! | LLVM | memlower |
//! |---|---|
//! | `%w = load <F*N x T>, ptr %p` (or `llvm.masked.load` with an `undef`/`poison` pass-through) whose every user is a de-interleaving `shufflevector %w, poison, <c, c+F, c+2F, ...>` of N lanes | per run of used channels (at most 4 a piece): `gather @s[%p + c0*s + [0, F*s, 2F*s, ...]] : vec<N x C x T>`, and `chan.extract` per user (a one-channel piece is a strided `gather : vec<N x T>`) |
//! | `store <F*N x T> %v, ptr %p` (or `llvm.masked.store`) where lane `F*i + c` of `%v`, traced through nested shuffles, is lane `s_c + i` of one value `%m_c` for each written member c | per run of written members with one mask (at most 4 a piece): `chan.pack` of the members' lanes and `scatter @s[%p + c0*s + [0, F*s, ...]]` |
//!
//! (s is the element size, F the factor, 2..=16, N >= 2 the lanes.) A load group of fewer than
//! 16 lanes (GATHER_SCALED's widest exec size) puts several members in one gather instead,
//! member after member in its lanes (`gather : vec<k*N x T>` with offsets `c*s + i*F*s`, then an
//! `extract` per member), so F members of N lanes take ceil(F*N / 16) messages, the least any
//! read in the message set can (each GATHER_SCALED returns at most 16 elements). Masks: a masked load's
//! gather lane i is enabled when any used member's mask lane `F*i + c` is (reading a member LLVM
//! does not read is harmless: its value is unused, and memlower reads out of bounds as 0); a
//! masked store's member c is written with the mask made of lanes `F*i + c` of the store's mask,
//! traced through the replicating shuffle and an `and` with a constant gap mask. A member whose
//! mask lanes are all off, or whose data lanes are all `undef`/`poison` (LLVM's gap), is not
//! written. The alignment of each piece is the largest power of two dividing the access's
//! alignment, the piece's byte offset and the lane stride.
//!
//! Anything else (users that do not de-interleave, a pass-through, data lanes that do not come
//! from one value per member, a mask lane that is an `and` of two variables) is not a group: the
//! access is imported as one contiguous gather or scatter and its shuffles lane by lane
//! (`vector.rs`, `lanes.rs`), which is exact too, only with more moves.

use super::lanes::{lane_count, mask_bits, Src};
use super::pointers::{Off, Ptr};
use super::{FnCx, Imp};
use crate::error::ImportError;
use crate::view::{Opcode, V};
use memlower_ir::{Address, InstKind, ScalarType, Type, Value};
use smallvec::SmallVec;

/// The largest interleave factor recognised.
const MAX_FACTOR: u32 = 16;

/// The most channels one multi-channel access carries (`vec<N x C x T>`, C = 2..4).
const MAX_CHANS: u32 = 4;

/// The most lanes one GATHER_SCALED reads: its largest exec size, on every target.
const MAX_EXEC: u32 = 16;

/// What every gather of one group load shares.
struct LoadShape {
    /// The wide load's pointer.
    p: Ptr,
    /// The element type.
    elem: ScalarType,
    /// Lanes per member.
    n: u32,
    /// Bytes from one lane of a member to the next.
    stride: u32,
    /// The wide load's alignment.
    align: u32,
    /// The gather lane mask (`None`: all lanes).
    mask: Option<Value>,
}

/// Consecutive members carried by one access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Piece {
    /// The first member.
    first: u32,
    /// How many (1..=4).
    chans: u32,
}

/// Runs of consecutive members for which `same(c - 1, c)` holds and `take(c)` is true, cut
/// into pieces of at most [`MAX_CHANS`].
fn pieces(f: u32, take: impl Fn(u32) -> bool, same: impl Fn(u32, u32) -> bool) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for c in (0..f).filter(|&c| take(c)) {
        match out.last_mut() {
            Some(p) if p.first + p.chans == c && p.chans < MAX_CHANS && same(c - 1, c) => {
                p.chans += 1
            }
            _ => out.push(Piece { first: c, chans: 1 }),
        }
    }
    out
}

/// The alignment every lane of a piece keeps: the largest power of two dividing the group's
/// alignment, the piece's byte offset and the lane stride.
fn piece_align(align: u32, first_byte: u32, stride: u32) -> u32 {
    [first_byte, stride]
        .into_iter()
        .filter(|&x| x != 0)
        .fold(align, |a, x| a.min(1 << x.trailing_zeros()))
}

/// A load's users as a de-interleaved group: the factor F, the lanes N, and each user with the
/// member it reads.
struct Users<'m> {
    f: u32,
    n: u32,
    members: Vec<(V<'m>, u32)>,
}

/// The load's users as a group; `None` unless every user is a shuffle that reads lanes
/// `c, c + F, c + 2F, ...` of the load (undefined mask lanes match anything).
fn deinterleaving_users<'m>(i: V<'m>, total: u32) -> Option<Users<'m>> {
    let mut users: Vec<V<'m>> = Vec::new();
    for u in i.users() {
        if !users.contains(&u) {
            users.push(u);
        }
    }
    let mut shape = None;
    let mut members = Vec::new();
    for u in users {
        if u.opcode() != Some(Opcode::LLVMShuffleVector) {
            return None;
        }
        let (a, b) = (u.operand(0)?, u.operand(1)?);
        let mask = u.shuffle_mask();
        let n = mask.len() as u32;
        if n < 2 || !total.is_multiple_of(n) || !(2..=MAX_FACTOR).contains(&(total / n)) {
            return None;
        }
        let f = total / n;
        if shape.is_some_and(|s| s != (f, n)) {
            return None;
        }
        shape = Some((f, n));
        let mut chan = None;
        for (q, m) in mask.iter().enumerate() {
            let Some(m) = *m else { continue };
            let (from, lane) = if m < total { (a, m) } else { (b, m - total) };
            if from != i {
                if from.is_undef() {
                    continue;
                }
                return None;
            }
            let c = lane.checked_sub(f * q as u32).filter(|&c| c < f)?;
            if chan.is_some_and(|x| x != c) {
                return None;
            }
            chan = Some(c);
        }
        members.push((u, chan?));
    }
    let (f, n) = shape?;
    Some(Users { f, n, members })
}

/// The gather lane mask of a masked group load: lane q is on when any used member's bit is.
/// `None` when two used members' bits are different variables.
fn load_lane_bits<'m>(bits: &[Src<'m>], f: u32, n: u32, used: &[bool]) -> Option<Vec<Src<'m>>> {
    (0..n)
        .map(|q| {
            let mut out = Src::Bit(false);
            for c in (0..f).filter(|&c| used[c as usize]) {
                let b = bits[(q * f + c) as usize];
                out = match (out, b) {
                    (o, Src::Bit(false)) | (o @ Src::Bit(true), _) => o,
                    (_, Src::Bit(true)) | (Src::Bit(false), _) => b,
                    (o, b) if o == b => o,
                    _ => return None,
                };
            }
            Some(out)
        })
        .collect()
}

/// One written member of a store group: lanes `start..start + N` of `value`, written where
/// `bits` (N mask lanes) are on.
#[derive(Clone, Debug, PartialEq)]
struct Member<'m> {
    /// The member's data (`None`: undefined, written only by the planted gap bug).
    value: Option<(V<'m>, u32)>,
    /// Its mask lanes.
    bits: Vec<Src<'m>>,
}

/// A store's data lanes and mask bits as a group of factor `f`: one entry per member, `None`
/// for a gap. `None` when a written member's lanes do not come from one value.
fn store_members<'m>(
    data: &[Src<'m>],
    bits: &[Src<'m>],
    f: u32,
) -> Option<Vec<Option<Member<'m>>>> {
    let n = data.len() as u32 / f;
    let mut out = Vec::new();
    for c in 0..f {
        let at = |q: u32| (q * f + c) as usize;
        let member_bits: Vec<Src<'m>> = (0..n).map(|q| bits[at(q)]).collect();
        let enabled = |q: u32| bits[at(q)] != Src::Bit(false);
        let mut from: Option<(V<'m>, u32)> = None;
        for q in (0..n).filter(|&q| enabled(q)) {
            match (data[at(q)], from) {
                (Src::Undef, _) => {}
                (Src::Lane(v, j), None) => from = Some((v, j.checked_sub(q)?)),
                (Src::Lane(v, j), Some((w, s))) if v == w && j == s + q => {}
                _ => return None,
            }
        }
        out.push(match from {
            Some((v, s)) if s + n <= lane_count(v) => Some(Member {
                value: Some((v, s)),
                bits: member_bits,
            }),
            Some(_) => return None,
            None if planted!(GapWritten) => Some(Member {
                value: None,
                bits: vec![Src::Bit(true); n as usize],
            }),
            None => None,
        });
    }
    out.iter().any(Option::is_some).then_some(out)
}

impl<'m> FnCx<'_, 'm> {
    /// The address of member `first` of every lane of a group through `p`: lane q at
    /// `p + first_byte + q * stride`.
    fn piece_address(&mut self, p: Ptr, first_byte: u32, stride: u32, n: u32) -> Address {
        let off = Off {
            val: p.base.val,
            k: p.base.k + i64::from(first_byte),
        };
        let lanes: Vec<i64> = (0..n).map(|q| i64::from(q * stride)).collect();
        let offsets = self.iconst(Type::vec(n, ScalarType::I32), &lanes);
        let base = (off != Off::ZERO).then(|| self.off_value(off));
        Address {
            surface: p.surface,
            base,
            offsets,
        }
    }

    /// A load (`mask`: `llvm.masked.load`'s mask operand) of `<F*N x elem>` through the scalar
    /// pointer `p`, imported as a group if its users de-interleave it: then each user's value is
    /// set and `true` returned; `false` leaves the load to the caller.
    pub(super) fn load_group(
        &mut self,
        i: V<'m>,
        p: Ptr,
        ty: Type,
        mask: Option<V<'m>>,
        align: u32,
    ) -> Result<bool, ImportError> {
        let (Some(elem), Some(total)) = (ty.elem(), ty.lanes()) else {
            return Ok(false);
        };
        if p.lanes.is_some() || ty.is_mask() {
            return Ok(false);
        }
        let Some(Users { f, n, members }) = deinterleaving_users(i, total) else {
            return Ok(false);
        };
        let mut used = vec![false; f as usize];
        for &(_, c) in &members {
            used[c as usize] = true;
        }
        let lane_mask = match mask.map(mask_bits) {
            None => None,
            Some(None) => return Ok(false),
            Some(Some(bits)) => match load_lane_bits(&bits, f, n, &used) {
                None => return Ok(false),
                Some(l) if l.iter().all(|&b| b == Src::Bit(true)) => None,
                Some(l) => Some(self.assemble(&l, Type::mask(n))?),
            },
        };
        let s = elem.bytes();
        let stride = if planted!(DeinterleaveStride) {
            (f + 1) * s
        } else {
            f * s
        };
        let shape = LoadShape {
            p,
            elem,
            n,
            stride,
            align,
            mask: lane_mask,
        };
        let used: Vec<u32> = (0..f).filter(|&c| used[c as usize]).collect();
        if n < MAX_EXEC {
            self.gather_fused(&shape, &used, &members)?;
        } else {
            self.gather_channels(&shape, &used, &members);
        }
        Ok(true)
    }

    /// The members of a group load as multi-channel gathers, one per run of used members.
    fn gather_channels(&mut self, g: &LoadShape, used: &[u32], members: &[(V<'m>, u32)]) {
        let s = g.elem.bytes();
        for piece in pieces(
            used.last().map_or(0, |&c| c + 1),
            |c| used.contains(&c),
            |_, _| true,
        ) {
            let addr = self.piece_address(g.p, piece.first * s, g.stride, g.n);
            let all = self.emit(
                InstKind::Gather {
                    addr,
                    mask: g.mask,
                    align: piece_align(g.align, piece.first * s, g.stride),
                    via: None,
                },
                Type::chan_vec(g.n, piece.chans as u8, g.elem),
                None,
            );
            for &(u, c) in members {
                if !(piece.first..piece.first + piece.chans).contains(&c) {
                    continue;
                }
                let v = if piece.chans == 1 {
                    all
                } else {
                    let chan = (c - piece.first) as u8;
                    let ty = Type::vec(g.n, g.elem);
                    self.emit(InstKind::ChanExtract { src: all, chan }, ty, None)
                };
                self.bind_member(u, v);
            }
        }
    }

    /// The members of a group load of fewer lanes than one message reads (16): several used
    /// members per gather, member after member in its lanes (`extract` takes each back out),
    /// so N lanes of F members take ceil(F*N / 16) messages rather than F.
    fn gather_fused(
        &mut self,
        g: &LoadShape,
        used: &[u32],
        members: &[(V<'m>, u32)],
    ) -> Result<(), ImportError> {
        let (s, n) = (g.elem.bytes(), g.n);
        for chunk in used.chunks((MAX_EXEC / n).max(1) as usize) {
            let k = chunk.len() as u32;
            let lanes: Vec<i64> = chunk
                .iter()
                .flat_map(|&c| (0..n).map(move |q| i64::from(c * s + q * g.stride)))
                .collect();
            let offsets = self.iconst(Type::vec(k * n, ScalarType::I32), &lanes);
            let base = (g.p.base != Off::ZERO).then(|| self.off_value(g.p.base));
            let mask = match g.mask {
                Some(m) if k > 1 => Some(self.emit(
                    InstKind::Concat {
                        parts: (0..k).map(|_| m).collect(),
                    },
                    Type::mask(k * n),
                    None,
                )),
                m => m,
            };
            let align = chunk
                .iter()
                .fold(g.align, |a, &c| piece_align(a, c * s, g.stride));
            let all = self.emit(
                InstKind::Gather {
                    addr: Address {
                        surface: g.p.surface,
                        base,
                        offsets,
                    },
                    mask,
                    align,
                    via: None,
                },
                Type::vec(k * n, g.elem),
                None,
            );
            for (j, &c) in chunk.iter().enumerate() {
                let v = self.slice(all, j as u32 * n, n);
                for &(u, _) in members.iter().filter(|&&(_, x)| x == c) {
                    self.bind_member(u, v);
                }
            }
        }
        Ok(())
    }

    /// Sets the value of a de-interleaving shuffle `u` of a group load to `v` (named after it
    /// when `v` has no name yet).
    fn bind_member(&mut self, u: V<'m>, v: Value) {
        if self.func.values[v.index()].name.is_none() {
            let name = self.fresh_name(&u.name());
            self.func.set_value_name(v, name.as_deref());
        }
        self.vals.insert(u, Imp::Val(v));
        self.grouped.insert(u);
    }

    /// A store (`mask`: `llvm.masked.store`'s mask operand) of the shuffled vector `dv` through
    /// the scalar pointer `p`, imported as a group when its lanes interleave members: `true`
    /// when done, `false` leaves the store to the caller.
    pub(super) fn store_group(
        &mut self,
        dv: V<'m>,
        p: Ptr,
        mask: Option<V<'m>>,
        align: u32,
    ) -> Result<bool, ImportError> {
        if dv.opcode() != Some(Opcode::LLVMShuffleVector) || p.lanes.is_some() {
            return Ok(false);
        }
        let dval = self.value(dv)?;
        let ty = self.ty(dval);
        let (Some(elem), Some(total)) = (ty.elem(), ty.lanes()) else {
            return Ok(false);
        };
        let data = self.lanes(dv);
        let bits = match mask {
            None => vec![Src::Bit(true); total as usize],
            Some(m) => match mask_bits(m) {
                Some(b) => b,
                None => return Ok(false),
            },
        };
        let Some((f, members)) = (2..=MAX_FACTOR)
            .filter(|&f| total.is_multiple_of(f) && total / f >= 2)
            .find_map(|f| store_members(&data, &bits, f).map(|m| (f, m)))
        else {
            return Ok(false);
        };
        let (n, s) = (total / f, elem.bytes());
        let one = Type::vec(n, elem);
        let written = |c: u32| members[c as usize].is_some();
        let same_mask = |a: u32, b: u32| {
            members[a as usize].as_ref().map(|m| &m.bits)
                == members[b as usize].as_ref().map(|m| &m.bits)
        };
        for piece in pieces(f, written, same_mask) {
            let mut parts: SmallVec<[Value; 4]> = SmallVec::new();
            for c in piece.first..piece.first + piece.chans {
                let part = match members[c as usize].as_ref().and_then(|m| m.value) {
                    Some((v, start)) => {
                        let vv = self.value(v)?;
                        self.slice(vv, start, n)
                    }
                    None => self.undef_of(one),
                };
                parts.push(part);
            }
            let data = if parts.len() == 1 {
                parts[0]
            } else {
                self.emit(
                    InstKind::ChanPack { parts },
                    Type::chan_vec(n, piece.chans as u8, elem),
                    None,
                )
            };
            let bits = members[piece.first as usize]
                .as_ref()
                .map(|m| m.bits.clone())
                .unwrap_or_default();
            let mask = if bits.iter().all(|&b| b == Src::Bit(true)) {
                None
            } else {
                Some(self.assemble(&bits, Type::mask(n))?)
            };
            let addr = self.piece_address(p, piece.first * s, f * s, n);
            self.emit_effect(InstKind::Scatter {
                addr,
                data,
                mask,
                align: piece_align(align, piece.first * s, f * s),
                via: None,
            });
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_runs_of_at_most_four() {
        let all = pieces(8, |_| true, |_, _| true);
        assert_eq!(
            all,
            [Piece { first: 0, chans: 4 }, Piece { first: 4, chans: 4 }]
        );
        let gaps = pieces(6, |c| c != 2, |_, _| true);
        assert_eq!(
            gaps,
            [Piece { first: 0, chans: 2 }, Piece { first: 3, chans: 3 }]
        );
        let split = pieces(3, |_| true, |a, _| a != 0);
        assert_eq!(
            split,
            [Piece { first: 0, chans: 1 }, Piece { first: 1, chans: 2 }]
        );
    }

    #[test]
    fn piece_alignment_is_what_every_lane_keeps() {
        // align 16, members of 4 bytes, factor 3: lanes 12 bytes apart keep 4.
        assert_eq!(piece_align(16, 0, 12), 4);
        // factor 4 of dwords: 16 bytes apart, member 2 at +8.
        assert_eq!(piece_align(16, 8, 16), 8);
        assert_eq!(piece_align(16, 0, 16), 16);
        assert_eq!(piece_align(1, 0, 8), 1);
    }
}
