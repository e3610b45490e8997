//! Addresses (offsets that keep the alignment and distinctness promises), image coordinates,
//! and the memory ops.
use super::{FnGen, MadeOffsets};
use memlower_ir::{
    Address, BinOp, ChannelMask, ImageCoords, ImageDim, ScalarType, SurfaceKind, SurfaceRef, Type,
    Value,
};
use smallvec::SmallVec;

impl FnGen<'_> {
    /// An alignment promise for a lane of `elem`: mostly the element size, sometimes smaller
    /// (narrower messages), sometimes larger.
    pub(super) fn align_for(&mut self, elem: ScalarType) -> u32 {
        let natural = elem.bytes();
        match self.rng.below(10) {
            0..=5 => natural,
            6 | 7 => 1 << self.rng.below(u64::from(natural.trailing_zeros()) + 1),
            _ => natural * *self.rng.pick(&[2, 4]),
        }
    }

    /// A base and per-lane offsets for `n` lanes of `lane_bytes` each, every address a multiple
    /// of `align` (given an aligned base). With `distinct`, lanes never share a byte.
    pub(super) fn address(
        &mut self,
        s: SurfaceRef,
        n: u32,
        lane_bytes: u32,
        align: u32,
        distinct: bool,
    ) -> Address {
        let base = match self.rng.below(10) {
            0..=3 => None,
            4..=6 => Some(self.param(Type::I32, "base")),
            // A loop's base grows every iteration: on stateless memory, which has no bounds,
            // it would soon address past what the checker allocated (undefined behaviour,
            // nothing compared).
            _ => match self.loop_base {
                Some(b) if !self.stateless(s) => Some(b),
                _ => Some(self.param(Type::I32, "base")),
            },
        };
        let slot = lane_bytes.div_ceil(align) * align;
        let offs_ty = Type::vec(n, ScalarType::I32);
        // Offsets made earlier that keep this op's promises: reused as real code reuses an
        // address vector (the same places read, computed on, then written).
        let reusable: Vec<Value> = self
            .offsets_made
            .iter()
            .filter(|o| {
                self.f.ty(o.value) == offs_ty
                    && o.align >= align
                    && (!distinct || o.spacing >= lane_bytes)
                    && self.pool.contains(&o.value)
            })
            .map(|o| o.value)
            .collect();
        if !reusable.is_empty() && self.rng.chance(1, 3) {
            let offsets = *self.rng.pick(&reusable);
            return Address {
                surface: s,
                base,
                offsets,
            };
        }
        // What the new offsets guarantee: every value a multiple of `align`, and lanes at
        // least `spacing` bytes apart (0: lanes may share bytes).
        let (offsets, spacing) = match self.rng.below(11) {
            0..=2 => {
                // Sometimes reuse an offsets parameter (a read-modify-write of the same places).
                let known: Vec<Value> = self
                    .f
                    .params()
                    .iter()
                    .copied()
                    .filter(|&p| self.f.ty(p) == offs_ty)
                    .collect();
                let p = if !known.is_empty() && self.rng.chance(1, 3) {
                    *self.rng.pick(&known)
                } else {
                    self.param(offs_ty, "off")
                };
                // The checker picks parameter values per trial; not recorded for reuse.
                return Address {
                    surface: s,
                    base,
                    offsets: p,
                };
            }
            3..=5 => {
                let stride = if !distinct && self.rng.chance(1, 8) {
                    0
                } else {
                    slot * *self.rng.pick(&[1, 1, 1, 2, 3])
                };
                let lane = self.b().lane_index(n);
                let k = self.b().iconst(offs_ty, i64::from(stride));
                let o = self.b().binary(BinOp::Mul, lane, k);
                let o = if self.rng.chance(1, 3) {
                    let c = self.rng.below(8) as i64 * i64::from(align);
                    let c = self.b().iconst(offs_ty, c);
                    self.b().add(o, c)
                } else {
                    o
                };
                (o, stride)
            }
            6 => {
                // Lanes in reverse order.
                let lane = self.b().lane_index(n);
                let k = self.b().iconst(offs_ty, i64::from(slot));
                let o = self.b().binary(BinOp::Mul, lane, k);
                let top = self.b().iconst(offs_ty, i64::from((n - 1) * slot));
                (self.b().binary(BinOp::Sub, top, o), slot)
            }
            7 => {
                // Lanes permuted by xor (distinct, possibly past the last lane).
                let lane = self.b().lane_index(n);
                let x = self.rng.range(1, 7) as i64;
                let x = self.b().iconst(offs_ty, x);
                let p = self.b().binary(BinOp::Xor, lane, x);
                let k = self.b().iconst(offs_ty, i64::from(slot));
                (self.b().binary(BinOp::Mul, p, k), slot)
            }
            8 if !distinct => {
                // Offsets computed from loaded data: (x & 63) << log2(align).
                let x = self.value_of(offs_ty);
                let m = self.b().iconst(offs_ty, 63);
                let y = self.b().binary(BinOp::And, x, m);
                let sh = self.b().iconst(offs_ty, i64::from(align.trailing_zeros()));
                (self.b().shl(y, sh), 0)
            }
            9 if !distinct => {
                // One address for every lane (a broadcast read).
                let c = self.rng.below(16) as i64 * i64::from(align);
                (self.b().iconst(offs_ty, c), 0)
            }
            9 | 10 if n <= 16 => {
                // A constant permutation of slots.
                let mut slots: Vec<i64> = (0..i64::from(n)).collect();
                for i in (1..slots.len()).rev() {
                    let j = self.rng.below(i as u64 + 1) as usize;
                    slots.swap(i, j);
                }
                let vals: Vec<i64> = slots.iter().map(|&j| j * i64::from(slot)).collect();
                (self.b().iconst_vec(offs_ty, &vals), slot)
            }
            _ => {
                let p = self.param(offs_ty, "off");
                return Address {
                    surface: s,
                    base,
                    offsets: p,
                };
            }
        };
        self.pool.push(offsets);
        self.offsets_made.push(MadeOffsets {
            value: offsets,
            align,
            spacing,
        });
        Address {
            surface: s,
            base,
            offsets,
        }
    }

    pub(super) fn coords(&mut self, n: u32, dim: ImageDim) -> ImageCoords {
        let ty = Type::vec(n, ScalarType::I32);
        let mut uvr = SmallVec::new();
        for k in 0..dim.coords() {
            let c = match self.rng.below(12) {
                0..=5 => self.param(ty, "uvr"),
                10 | 11 => match self.pick_pooled(|t| t == ty) {
                    // A vector computed for something else (offsets, data) reused.
                    Some(v) => v,
                    None => self.param(ty, "uvr"),
                },
                6..=8 if k == 0 => {
                    let lane = self.b().lane_index(n);
                    let x = self.param(Type::I32, "x0");
                    let xs = self.b().splat(x, ty);
                    self.b().add(lane, xs)
                }
                _ => {
                    let c = self.rng.below(4) as i64;
                    self.b().iconst(ty, c)
                }
            };
            uvr.push(c);
        }
        let lod = match self.rng.below(10) {
            0..=5 => None,
            6..=8 => Some(self.param(ty, "lod")),
            _ => Some(self.b().iconst(ty, 0)),
        };
        ImageCoords { uvr, lod }
    }

    // ---- memory ops ---------------------------------------------------------------------------

    pub(super) fn gather(&mut self) {
        let Some((s, _)) = self.surface(false) else {
            return;
        };
        let ty = self.data_type();
        let (n, elem) = (
            ty.lanes().unwrap_or(1),
            ty.elem().unwrap_or(ScalarType::I32),
        );
        let align = self.align_for(elem);
        let addr = self.address(s, n, ty.lane_bytes().unwrap_or(4), align, false);
        let mask = self.maybe_mask(n);
        let v = self.b().gather(addr, mask, align, ty);
        // LLVM's masked gather gives its disabled lanes a pass-through value: imported, that is
        // `select %m, gather(mask %m), %passthru`, a masked gather's result read whole.
        let v = match mask {
            Some(m) if self.rng.chance(1, 3) => {
                let passthru = self.value_of(ty);
                self.b().select(m, v, passthru)
            }
            _ => v,
        };
        self.keep(v);
    }

    pub(super) fn scatter(&mut self) {
        let Some((s, _)) = self.surface(false) else {
            return;
        };
        // Gathered and computed values feed scatters.
        let data = match self
            .pick_pooled(|t| t.is_vec())
            .filter(|_| self.rng.chance(7, 10))
        {
            Some(v) => v,
            None => {
                let ty = self.data_type();
                self.value_of(ty)
            }
        };
        let ty = self.f.ty(data);
        let (n, elem) = (
            ty.lanes().unwrap_or(1),
            ty.elem().unwrap_or(ScalarType::I32),
        );
        let align = self.align_for(elem);
        let addr = self.address(s, n, ty.lane_bytes().unwrap_or(4), align, true);
        let mask = self.maybe_mask(n);
        self.b().scatter(addr, data, mask, align);
    }

    pub(super) fn image_load(&mut self) {
        let Some((
            s,
            SurfaceKind::Image {
                dim,
                channels,
                elem,
            },
        )) = self.surface(true)
        else {
            return self.gather();
        };
        let n = self.lanes();
        let coords = self.coords(n, dim);
        let picked = ChannelMask(self.rng.range(1, 15) as u8 & channels.0);
        let chs = if picked.is_valid() { picked } else { channels };
        let e = if elem.is_float() {
            ScalarType::F32
        } else {
            ScalarType::I32
        };
        let mask = self.maybe_mask(n);
        let ty = Type::chan_vec(n, chs.count(), e);
        let v = self.b().image_load(s, coords, mask, chs, ty);
        self.keep(v);
    }
}

impl FnGen<'_> {
    /// True if `s` is stateless memory, which has no bounds to clamp an address to.
    fn stateless(&self, s: SurfaceRef) -> bool {
        self.m.surfaces.get(s.index()).map(|d| d.kind) == Some(SurfaceKind::Stateless)
    }
}
