//! Statements of a generated function: memory ops with addresses that keep their promises,
//! masks, arithmetic, casts, channel and lane shuffles. The recipes are the differential
//! checker's (`memlower_check::gen`), written as text into a bounded pool.

use super::func::Gen;
use super::pool::{Offsets, Val};
use memlower_ir::print::const_text;
use memlower_ir::{ChannelMask, CmpPred, ConstValue, ScalarType, SurfaceKind, Type};
use std::io::{self, Write};

impl<W: Write> Gen<'_, W> {
    /// One statement: a memory op (while the access budget lasts), a computation or a sink.
    pub(super) fn statement(&mut self) -> io::Result<()> {
        let pick = self.rng.below(100);
        if pick < 55 && self.take_access() {
            return match pick {
                0..=24 => self.gather(),
                25..=44 => self.scatter(),
                _ => self.image_load(),
            };
        }
        match pick {
            55..=89 => self.compute(),
            _ => self.sink(),
        }
    }

    fn sink(&mut self) -> io::Result<()> {
        let xs = self.pool.candidates(|t| !t.is_scalar());
        if xs.is_empty() {
            return Ok(());
        }
        let v = xs[self.rng.below(xs.len() as u64) as usize];
        self.stmt(format_args!("sink {v}"))
    }

    // ---- types and values -------------------------------------------------------------------

    pub(super) fn lanes(&mut self) -> u32 {
        *self.rng.pick(&self.palette)
    }

    /// An element type: half the time `i32` or `f32`, as in most kernels; else any.
    pub(super) fn elem(&mut self) -> ScalarType {
        if self.rng.chance(1, 2) {
            *self.rng.pick(&[ScalarType::I32, ScalarType::F32])
        } else {
            *self.rng.pick(&ScalarType::ALL)
        }
    }

    /// Channels per lane: mostly one.
    fn chans(&mut self) -> u8 {
        if self.rng.chance(7, 10) {
            1
        } else {
            self.rng.range(2, 4) as u8
        }
    }

    /// A vector type for data.
    pub(super) fn data_type(&mut self) -> Type {
        let (n, c, e) = (self.lanes(), self.chans(), self.elem());
        Type::chan_vec(n, c, e)
    }

    /// A pooled value satisfying `want`, if any.
    pub(super) fn pick(&mut self, want: impl Fn(Type) -> bool) -> Option<Val> {
        let n = self.pool.candidates(want).len() as u64;
        if n == 0 {
            return None;
        }
        let i = self.rng.below(n) as usize;
        self.pool.last_candidates().get(i).copied()
    }

    /// A value of `ty`: pooled, converted from a pooled value, a splat of a scalar parameter or
    /// a constant.
    pub(super) fn value_of(&mut self, ty: Type) -> io::Result<Val> {
        if self.rng.chance(3, 4) {
            if let Some(v) = self.pick_exact(ty) {
                return Ok(v);
            }
        }
        if self.rng.chance(1, 3) {
            if let Some(v) = self.convert_to(ty)? {
                return Ok(v);
            }
        }
        match (ty, self.rng.below(3)) {
            (Type::Mask { lanes }, _) => self.mask(lanes),
            (Type::Vec { chans: 1, elem, .. }, 0) => {
                let s = Val {
                    name: super::pool::Name::Named(elem.name(), None),
                    ty: Type::Scalar(elem),
                };
                self.def(ty, format_args!("splat {s}"))
            }
            _ => self.constant(ty),
        }
    }

    pub(super) fn pick_exact(&mut self, ty: Type) -> Option<Val> {
        let xs = self.pool.candidates(|t| t == ty);
        if xs.is_empty() {
            return None;
        }
        let i = self.rng.below(xs.len() as u64) as usize;
        Some(xs[i])
    }

    /// A constant: a splat, or one element per lane for small types.
    fn constant(&mut self, ty: Type) -> io::Result<Val> {
        let n = ty.num_elements() as usize;
        let count = if n > 1 && n <= 16 && self.rng.chance(1, 2) {
            n
        } else {
            1
        };
        let value = match ty.elem() {
            // A mask constant of one element is mostly all lanes on: all off would leave a
            // memory op's result undefined everywhere, and what is computed from it too.
            None if count == 1 => {
                ConstValue::Int(std::iter::once(i64::from(self.rng.chance(3, 4))).collect())
            }
            None => ConstValue::Int((0..count).map(|_| self.rng.below(2) as i64).collect()),
            Some(e) if e.is_float() => {
                const FLOATS: [f64; 8] = [0.0, -0.0, 1.0, -2.5, 0.5, 1e3, 65504.0, 3.0e-5];
                ConstValue::Float(
                    (0..count)
                        .map(|_| self.rng.pick(&FLOATS).to_bits())
                        .collect(),
                )
            }
            Some(e) => {
                let bits = e.bits();
                ConstValue::Int(
                    (0..count)
                        .map(|_| {
                            let r = match self.rng.below(4) {
                                0 => self.rng.below(16) as i64,
                                1 => -1,
                                _ => self.rng.next_u64() as i64,
                            };
                            // Sign-extend the low `bits` bits: a value that fits the element.
                            if bits >= 64 {
                                r
                            } else {
                                (r << (64 - bits)) >> (64 - bits)
                            }
                        })
                        .collect(),
                )
            }
        };
        let text = const_text(&value);
        self.def(ty, format_args!("const {text}"))
    }

    fn iconst(&mut self, ty: Type, x: i64) -> io::Result<Val> {
        self.def(ty, format_args!("const {x}"))
    }

    /// A cast of a pooled value to `ty` (same lanes and channels: zext / sext / trunc between
    /// integers; bitcast between equal lane sizes), if one converts.
    fn convert_to(&mut self, ty: Type) -> io::Result<Option<Val>> {
        let Type::Vec { lanes, chans, elem } = ty else {
            return Ok(None);
        };
        let Some(lane_bytes) = ty.lane_bytes() else {
            return Ok(None);
        };
        let from = self.pick(|t| match t {
            Type::Vec {
                lanes: l,
                chans: c,
                elem: e,
            } if l == lanes && t != ty => {
                (c == chans && e.is_int() && elem.is_int() && e.bits() != elem.bits())
                    || t.lane_bytes() == Some(lane_bytes)
            }
            _ => false,
        });
        let Some(from) = from else { return Ok(None) };
        let Some(fe) = from.ty.elem() else {
            return Ok(None);
        };
        let op = if from.ty.chans() == Some(chans) && fe.is_int() && elem.is_int() && fe != elem {
            match fe.bits().cmp(&elem.bits()) {
                std::cmp::Ordering::Greater => "trunc",
                std::cmp::Ordering::Less => *self.rng.pick(&["zext", "sext"]),
                std::cmp::Ordering::Equal => "bitcast",
            }
        } else {
            "bitcast"
        };
        self.def(ty, format_args!("{op} {from}")).map(Some)
    }

    // ---- masks ------------------------------------------------------------------------------

    fn maybe_mask(&mut self, n: u32) -> io::Result<Option<Val>> {
        if self.rng.chance(11, 20) {
            self.mask(n).map(Some)
        } else {
            Ok(None)
        }
    }

    pub(super) fn mask(&mut self, n: u32) -> io::Result<Val> {
        self.mask_depth(n, 2)
    }

    fn mask_depth(&mut self, n: u32, depth: u32) -> io::Result<Val> {
        let ty = Type::mask(n);
        match self.rng.below(if depth > 0 { 8 } else { 4 }) {
            0..=2 => match self.pick_exact(ty) {
                Some(m) => Ok(m),
                None => self.tail(n),
            },
            3 => self.tail(n),
            4 => self.compare(n),
            5 => self.constant(ty),
            6 => {
                let a = self.mask_depth(n, depth - 1)?;
                let b = self.mask_depth(n, depth - 1)?;
                let op = *self.rng.pick(&["and", "or", "xor"]);
                self.def(ty, format_args!("{op} {a}, {b}"))
            }
            _ if n >= 2 => {
                let k = self.rng.range(1, u64::from(n - 1)) as u32;
                let a = self.mask_depth(k, depth - 1)?;
                let b = self.mask_depth(n - k, depth - 1)?;
                self.def(ty, format_args!("concat {a}, {b}"))
            }
            _ => self.tail(n),
        }
    }

    /// Lanes below `%count`: `cmp ult lane.index, splat %count`.
    fn tail(&mut self, n: u32) -> io::Result<Val> {
        let vty = Type::vec(n, ScalarType::I32);
        let lane = self.def(vty, format_args!("lane.index"))?;
        let count = self.p.count;
        let v = self.def(vty, format_args!("splat {count}"))?;
        self.def(Type::mask(n), format_args!("cmp ult {lane}, {v}"))
    }

    /// `cmp` of two values of a single-channel vector type of `n` lanes.
    pub(super) fn compare(&mut self, n: u32) -> io::Result<Val> {
        // No f64 compares: tgllp and dg2 have no 64-bit float ALU and refuse them.
        let ty = match self.pick(|t| {
            t.lanes() == Some(n)
                && t.chans() == Some(1)
                && t.is_vec()
                && t.elem() != Some(ScalarType::F64)
        }) {
            Some(v) => v.ty,
            None => match self.elem() {
                ScalarType::F64 => Type::vec(n, ScalarType::F32),
                e => Type::vec(n, e),
            },
        };
        let float = ty.elem().is_some_and(ScalarType::is_float);
        let pred = if float {
            // The unsigned forms on floats are a documented refusal.
            *self.rng.pick(&[
                CmpPred::Eq,
                CmpPred::Ne,
                CmpPred::Slt,
                CmpPred::Sle,
                CmpPred::Sgt,
                CmpPred::Sge,
            ])
        } else {
            *self.rng.pick(&CmpPred::ALL)
        };
        let a = self.value_of(ty)?;
        let b = self.value_of(ty)?;
        let pred = pred.name();
        self.def(Type::mask(n), format_args!("cmp {pred} {a}, {b}"))
    }

    // ---- addresses ----------------------------------------------------------------------------

    fn align_for(&mut self, elem: ScalarType) -> u32 {
        let natural = elem.bytes();
        match self.rng.below(10) {
            0..=5 => natural,
            6 | 7 => 1 << self.rng.below(u64::from(natural.trailing_zeros()) + 1),
            _ => natural * *self.rng.pick(&[2, 4]),
        }
    }

    /// `[base + offsets]` text for `n` lanes of `lane_bytes` each, every address a multiple of
    /// `align` (given an aligned base). With `distinct`, lanes never share a byte.
    fn address(
        &mut self,
        n: u32,
        lane_bytes: u32,
        align: u32,
        distinct: bool,
    ) -> io::Result<String> {
        let base = match self.rng.below(10) {
            0..=3 => None,
            4..=6 => Some(self.p.base),
            _ => Some(self.loop_base.unwrap_or(self.p.base)),
        };
        let offs = self.offsets(n, lane_bytes, align, distinct)?;
        Ok(match base {
            Some(b) => format!("[{b} + {offs}]"),
            None => format!("[{offs}]"),
        })
    }

    fn offsets(&mut self, n: u32, lane_bytes: u32, align: u32, distinct: bool) -> io::Result<Val> {
        let slot = lane_bytes.div_ceil(align) * align;
        let ty = Type::vec(n, ScalarType::I32);
        let spacing_needed = if distinct { lane_bytes } else { 0 };
        if self.rng.chance(1, 3) {
            if let Some(o) = self.pool.offsets(ty, align, spacing_needed) {
                return Ok(o.val);
            }
        }
        let (val, spacing) = match self.rng.below(11) {
            0..=2 if n <= 16 && self.header_palette.contains(&n) => {
                // An offsets parameter: the checker picks values that keep the promise.
                return Ok(Val {
                    name: super::pool::Name::Named("off", Some(n)),
                    ty,
                });
            }
            0..=5 => {
                let stride = if !distinct && self.rng.chance(1, 8) {
                    0
                } else {
                    slot * *self.rng.pick(&[1, 1, 1, 2, 3])
                };
                let lane = self.def(ty, format_args!("lane.index"))?;
                let k = self.iconst(ty, i64::from(stride))?;
                let o = self.def(ty, format_args!("mul {lane}, {k}"))?;
                let o = if self.rng.chance(1, 3) {
                    let c = self.rng.below(8) as i64 * i64::from(align);
                    let c = self.iconst(ty, c)?;
                    self.def(ty, format_args!("add {o}, {c}"))?
                } else {
                    o
                };
                (o, stride)
            }
            6 => {
                // Lanes in reverse order.
                let lane = self.def(ty, format_args!("lane.index"))?;
                let k = self.iconst(ty, i64::from(slot))?;
                let o = self.def(ty, format_args!("mul {lane}, {k}"))?;
                let top = self.iconst(ty, i64::from((n - 1) * slot))?;
                (self.def(ty, format_args!("sub {top}, {o}"))?, slot)
            }
            7 => {
                // Lanes permuted by xor (distinct, possibly past the last lane).
                let lane = self.def(ty, format_args!("lane.index"))?;
                let x = self.rng.range(1, 7) as i64;
                let x = self.iconst(ty, x)?;
                let p = self.def(ty, format_args!("xor {lane}, {x}"))?;
                let k = self.iconst(ty, i64::from(slot))?;
                (self.def(ty, format_args!("mul {p}, {k}"))?, slot)
            }
            8 if !distinct => {
                // Offsets computed from data: (x & 63) << log2(align).
                let x = self.value_of(ty)?;
                let m = self.iconst(ty, 63)?;
                let y = self.def(ty, format_args!("and {x}, {m}"))?;
                let sh = self.iconst(ty, i64::from(align.trailing_zeros()))?;
                (self.def(ty, format_args!("shl {y}, {sh}"))?, 0)
            }
            9 if !distinct => {
                // One address for every lane (a broadcast read).
                let c = self.rng.below(16) as i64 * i64::from(align);
                (self.iconst(ty, c)?, 0)
            }
            _ if n <= 16 => {
                // A constant permutation of slots.
                let mut slots: Vec<i64> = (0..i64::from(n)).collect();
                for i in (1..slots.len()).rev() {
                    let j = self.rng.below(i as u64 + 1) as usize;
                    slots.swap(i, j);
                }
                let text = const_text(&ConstValue::Int(
                    slots.iter().map(|&j| j * i64::from(slot)).collect(),
                ));
                (self.def(ty, format_args!("const {text}"))?, slot)
            }
            _ => {
                let lane = self.def(ty, format_args!("lane.index"))?;
                let k = self.iconst(ty, i64::from(slot))?;
                (self.def(ty, format_args!("mul {lane}, {k}"))?, slot)
            }
        };
        self.pool.push_offsets(Offsets {
            val,
            align,
            spacing,
        });
        Ok(val)
    }

    /// `[u, v, r] lod l` text for an image of `dims` coordinates.
    fn coords(&mut self, n: u32, dims: usize) -> io::Result<String> {
        let ty = Type::vec(n, ScalarType::I32);
        let mut text = String::from("[");
        for k in 0..dims {
            let c = match self.rng.below(12) {
                0..=5 if k == 0 => {
                    let lane = self.def(ty, format_args!("lane.index"))?;
                    let x0 = self.p.x0;
                    let xs = self.def(ty, format_args!("splat {x0}"))?;
                    self.def(ty, format_args!("add {lane}, {xs}"))?
                }
                6..=8 => match self.pick_exact(ty) {
                    // A vector computed for something else (offsets, data) reused.
                    Some(v) => v,
                    None => self.iconst(ty, 1)?,
                },
                _ => {
                    let c = self.rng.below(4) as i64;
                    self.iconst(ty, c)?
                }
            };
            if k > 0 {
                text.push_str(", ");
            }
            text.push_str(&c.to_string());
        }
        text.push(']');
        if self.rng.chance(2, 5) {
            let l = self.iconst(ty, 0)?;
            text.push_str(&format!(" lod {l}"));
        }
        Ok(text)
    }

    fn mask_text(&mut self, n: u32) -> io::Result<String> {
        Ok(match self.maybe_mask(n)? {
            Some(m) => format!(" mask {m}"),
            None => String::new(),
        })
    }

    /// A buffer-like surface's name.
    fn buffer(&mut self) -> &'static str {
        const BUFFERS: [&str; 4] = ["buf", "buf2", "lds", "glb"];
        BUFFERS[self.rng.below(4) as usize]
    }

    // ---- memory ops ---------------------------------------------------------------------------

    fn gather(&mut self) -> io::Result<()> {
        let s = self.buffer();
        let ty = self.data_type();
        let (n, elem) = (
            ty.lanes().unwrap_or(1),
            ty.elem().unwrap_or(ScalarType::I32),
        );
        let align = self.align_for(elem);
        let addr = self.address(n, ty.lane_bytes().unwrap_or(4), align, false)?;
        let mask = self.mask_text(n)?;
        self.def(ty, format_args!("gather @{s}{addr}{mask} align {align}"))?;
        Ok(())
    }

    fn scatter(&mut self) -> io::Result<()> {
        let s = self.buffer();
        // Gathered and computed values feed scatters.
        let data = match self.pick(Type::is_vec).filter(|_| self.rng.chance(7, 10)) {
            Some(v) => v,
            None => {
                let ty = self.data_type();
                self.value_of(ty)?
            }
        };
        let ty = data.ty;
        let (n, elem) = (
            ty.lanes().unwrap_or(1),
            ty.elem().unwrap_or(ScalarType::I32),
        );
        let align = self.align_for(elem);
        let addr = self.address(n, ty.lane_bytes().unwrap_or(4), align, true)?;
        let mask = self.mask_text(n)?;
        self.stmt(format_args!(
            "scatter @{s}{addr}, {data}{mask} align {align}"
        ))
    }

    fn image_load(&mut self) -> io::Result<()> {
        let images: Vec<usize> = (0..self.surfaces.len())
            .filter(|&i| self.surfaces[i].kind.is_image())
            .collect();
        let i = *self.rng.pick(&images);
        let SurfaceKind::Image {
            dim,
            channels,
            elem,
        } = self.surfaces[i].kind
        else {
            return self.gather();
        };
        let name = self.surfaces[i].name.clone();
        let n = self.lanes();
        let coords = self.coords(n, dim.coords())?;
        let picked = ChannelMask(self.rng.range(1, 15) as u8 & channels.0);
        let chs = if picked.is_valid() { picked } else { channels };
        // GATHER4_TYPED's specification lists every channel mask but RGA and RBA (targets refuse
        // them unless the typed-unlisted-masks extension is on): those lose A.
        let chs = match chs.0 {
            0b1011 | 0b1101 => ChannelMask(chs.0 & 0b0111),
            _ => chs,
        };
        let e = if elem.is_float() {
            ScalarType::F32
        } else {
            ScalarType::I32
        };
        let mask = self.mask_text(n)?;
        let ty = Type::chan_vec(n, chs.count(), e);
        self.def(
            ty,
            format_args!("image.load @{name}{coords}{mask} channels {chs}"),
        )?;
        Ok(())
    }
}
