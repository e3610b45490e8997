//! One random instruction of each kind the generator knows.

use super::config::GenOp;
use super::fngen::*;
use crate::ir::*;
use crate::types::{ChannelMask, ScalarType, Type};
use smallvec::SmallVec;

impl FnGen<'_> {
    pub(super) fn random_inst(&mut self) {
        let op = match self.cfg.ops.is_empty() {
            true => GenOp::Const,
            false => *self.rng.pick(&self.cfg.ops),
        };
        match op {
            GenOp::Const => {
                let ty = self.any_type();
                self.make(ty, 0);
            }
            GenOp::Splat => {
                let lanes = self.lanes();
                let ty = if self.rng.chance(1, 4) {
                    Type::mask(lanes)
                } else {
                    let e = self.elem();
                    Type::vec(lanes, e)
                };
                let x = match ty {
                    Type::Mask { .. } => self.value_of(Type::mask(1)),
                    _ => self.value_of(Type::Scalar(ty.elem().unwrap_or(ScalarType::I32))),
                };
                self.emit(InstKind::Splat { x }, Some(ty));
            }
            GenOp::LaneIndex => {
                let (lanes, e) = (self.lanes(), self.int_elem());
                self.emit(InstKind::LaneIndex, Some(Type::vec(lanes, e)));
            }
            GenOp::Undef => {
                let ty = self.any_type();
                self.emit(InstKind::Undef, Some(ty));
            }
            GenOp::Binary => self.binary(),
            GenOp::Cmp => {
                let e = self.elem();
                let ty = if self.rng.chance(1, 4) {
                    Type::Scalar(e)
                } else {
                    Type::vec(self.lanes(), e)
                };
                let (lhs, rhs) = (self.value_of(ty), self.value_of(ty));
                let res = Type::mask(ty.lanes().unwrap_or(1));
                let kind = if e.is_float() && self.rng.chance(1, 2) {
                    let pred = *self.rng.pick(&FCmpPred::ALL);
                    InstKind::FCmp { pred, lhs, rhs }
                } else {
                    let pred = *self.rng.pick(&CmpPred::ALL);
                    InstKind::Cmp { pred, lhs, rhs }
                };
                self.emit(kind, Some(res));
            }
            GenOp::Select => {
                let ty = self.any_type();
                let cond = self.value_of(Type::mask(ty.lanes().unwrap_or(1)));
                let (on_true, on_false) = (self.value_of(ty), self.value_of(ty));
                let kind = InstKind::Select {
                    cond,
                    on_true,
                    on_false,
                };
                self.emit(kind, Some(ty));
            }
            GenOp::Extract | GenOp::Insert => {
                let whole = self.lane_type();
                let n = whole.lanes().unwrap_or(1);
                let k = self.rng.range(1, u64::from(n)) as u32;
                let start = self.rng.range(0, u64::from(n - k)) as u32;
                let part = whole.with_lanes(k);
                let src = self.value_of(whole);
                if op == GenOp::Extract {
                    self.emit(InstKind::Extract { src, start }, Some(part));
                } else {
                    let piece = self.value_of(part);
                    let kind = InstKind::Insert {
                        dst: src,
                        src: piece,
                        start,
                    };
                    self.emit(kind, Some(whole));
                }
            }
            GenOp::Concat => {
                let proto = self.lane_type();
                let mut parts = SmallVec::new();
                let mut total = 0;
                for _ in 0..self.rng.range(1, 4) {
                    let l = self.lanes();
                    total += l;
                    parts.push(self.value_of(proto.with_lanes(l)));
                }
                self.emit(InstKind::Concat { parts }, Some(proto.with_lanes(total)));
            }
            GenOp::ChanExtract => {
                let (lanes, e) = (self.lanes(), self.elem());
                let c = self.rng.range(2, 4) as u8;
                let src = self.value_of(Type::chan_vec(lanes, c, e));
                let chan = self.rng.below(u64::from(c)) as u8;
                self.emit(
                    InstKind::ChanExtract { src, chan },
                    Some(Type::vec(lanes, e)),
                );
            }
            GenOp::ChanPack => {
                let (lanes, e) = (self.lanes(), self.elem());
                let c = self.rng.range(2, 4) as u8;
                let parts = (0..c).map(|_| self.value_of(Type::vec(lanes, e))).collect();
                self.emit(
                    InstKind::ChanPack { parts },
                    Some(Type::chan_vec(lanes, c, e)),
                );
            }
            GenOp::Cast => self.cast(),
            GenOp::Gather | GenOp::Scatter => self.gather_scatter(op == GenOp::Gather),
            GenOp::ImageLoad | GenOp::ImageStore => self.image(op == GenOp::ImageLoad),
            GenOp::Sink => {
                let mut args = SmallVec::new();
                for _ in 0..self.rng.range(1, 3) {
                    let v = if self.avail.is_empty() {
                        let ty = self.any_type();
                        self.make(ty, 1)
                    } else {
                        *self.rng.pick(&self.avail)
                    };
                    args.push(v);
                }
                self.emit(InstKind::Sink { args }, None);
            }
        }
    }

    /// A vector or mask type (something with lanes).
    pub(super) fn lane_type(&mut self) -> Type {
        let lanes = self.lanes();
        if self.rng.chance(1, 5) {
            Type::mask(lanes)
        } else {
            self.data_type(lanes)
        }
    }

    pub(super) fn binary(&mut self) {
        let float = self.elem_where(ScalarType::is_float);
        if let (Some(e), true) = (float, self.rng.chance(1, 8)) {
            let ty = self.shape(e, false);
            let (a, b, c) = (self.value_of(ty), self.value_of(ty), self.value_of(ty));
            self.emit(InstKind::Fma { a, b, c }, Some(ty));
            return;
        }
        let op = *self.rng.pick(&BinOp::ALL);
        let ty = if op.allows_mask() && self.rng.chance(1, 4) {
            Type::mask(self.lanes())
        } else {
            let e = match (op.allows_int(), op.allows_float()) {
                // `umulh`/`smulh` on i32, the one type the lowering takes them on.
                _ if op.is_high_half() => ScalarType::I32,
                (true, true) => self.elem(),
                (true, false) => self.int_elem(),
                _ => float.unwrap_or(ScalarType::F32),
            };
            self.shape(e, false)
        };
        let (lhs, rhs) = (self.value_of(ty), self.value_of(ty));
        self.emit(InstKind::Binary { op, lhs, rhs }, Some(ty));
    }

    pub(super) fn cast(&mut self) {
        let scalar = self.rng.chance(1, 4);
        let (lanes, chans) = (self.lanes(), self.chans());
        let shape = |e: ScalarType| {
            if scalar {
                Type::Scalar(e)
            } else {
                Type::chan_vec(lanes, chans, e)
            }
        };
        let ints: Vec<ScalarType> = self
            .cfg
            .elems
            .iter()
            .copied()
            .filter(|e| e.is_int())
            .collect();
        let op = *self.rng.pick(&CastOp::ALL);
        if op.is_float_conversion() {
            return self.float_cast(op, shape);
        }
        if op != CastOp::Bitcast {
            // Two integer types of different widths, narrower first.
            let a = *self.rng.pick(if ints.is_empty() {
                &[ScalarType::I32][..]
            } else {
                &ints
            });
            let b = *self.rng.pick(if ints.is_empty() {
                &[ScalarType::I32][..]
            } else {
                &ints
            });
            if a.bits() != b.bits() {
                let (narrow, wide) = if a.bits() < b.bits() { (a, b) } else { (b, a) };
                let (from, to) = if op == CastOp::Trunc {
                    (wide, narrow)
                } else {
                    (narrow, wide)
                };
                let x = self.value_of(shape(from));
                self.emit(InstKind::Cast { op, x }, Some(shape(to)));
                return;
            }
        }
        // Bitcast: same lanes (or both scalar), same bytes per lane.
        let (from, to) = if scalar {
            let a = self.elem();
            let same: Vec<ScalarType> = ScalarType::ALL
                .iter()
                .copied()
                .filter(|e| e.bytes() == a.bytes() && self.cfg.elems.contains(e))
                .collect();
            let b = if same.is_empty() {
                a
            } else {
                *self.rng.pick(&same)
            };
            (Type::Scalar(a), Type::Scalar(b))
        } else {
            let a = self.data_type(lanes);
            let bytes = a.lane_bytes().unwrap_or(4);
            let mut same = Vec::new();
            for c in 1..=4u8 {
                for &e in &self.cfg.elems {
                    if u32::from(c) * e.bytes() == bytes {
                        same.push(Type::chan_vec(lanes, c, e));
                    }
                }
            }
            let b = if same.is_empty() {
                a
            } else {
                *self.rng.pick(&same)
            };
            (a, b)
        };
        let x = self.value_of(from);
        self.emit(
            InstKind::Cast {
                op: CastOp::Bitcast,
                x,
            },
            Some(to),
        );
    }

    /// A float conversion between element types of `cfg.elems` (f32 if it has no float), in
    /// the source's shape; `fpext` and `fptrunc` pick two float widths in the right order.
    pub(super) fn float_cast(&mut self, op: CastOp, shape: impl Fn(ScalarType) -> Type) {
        let float = |g: &mut Self| {
            g.elem_where(ScalarType::is_float)
                .unwrap_or(ScalarType::F32)
        };
        let (from, to) = match op {
            CastOp::SIToFP | CastOp::UIToFP => (self.int_elem(), float(self)),
            CastOp::FPToSI | CastOp::FPToUI => (float(self), self.int_elem()),
            _ => {
                let (a, b) = (float(self), float(self));
                let (narrow, wide) = match a.bits().cmp(&b.bits()) {
                    std::cmp::Ordering::Less => (a, b),
                    std::cmp::Ordering::Greater => (b, a),
                    // One float width only: f16 <-> f32 is the conversion every target has.
                    std::cmp::Ordering::Equal => (ScalarType::F16, ScalarType::F32),
                };
                if op == CastOp::FPExt {
                    (narrow, wide)
                } else {
                    (wide, narrow)
                }
            }
        };
        let x = self.value_of(shape(from));
        self.emit(InstKind::Cast { op, x }, Some(shape(to)));
    }

    pub(super) fn gather_scatter(&mut self, is_gather: bool) {
        let Some((surface, _)) = self.surface_of(|k| !k.is_image()) else {
            return;
        };
        let lanes = self.lanes();
        let base = self.rng.chance(1, 2).then(|| self.value_of(Type::I32));
        let offsets = self.value_of(Type::vec(lanes, ScalarType::I32));
        let addr = Address {
            surface,
            base,
            offsets,
        };
        let ty = self.data_type(lanes);
        let data = (!is_gather).then(|| self.value_of(ty));
        let mask = self
            .rng
            .chance(1, 2)
            .then(|| self.value_of(Type::mask(lanes)));
        let align = 1u32 << self.rng.below(9);
        let with_via = self.rng.chance(self.cfg.via_percent, 100);
        let via = match (with_via, is_gather) {
            (false, _) => None,
            (true, true) => Some(MsgChoice::blocks(
                Message::GatherScaled,
                *self.rng.pick(&[1, 2, 4]),
            )),
            (true, false) => Some(match self.rng.below(3) {
                0 => MsgChoice::blocks(Message::ScatterScaled, *self.rng.pick(&[1, 2, 4])),
                1 => MsgChoice::channels(
                    Message::Scatter4Scaled,
                    ChannelMask::first(ty.chans().unwrap_or(1)),
                ),
                _ => MsgChoice::blocks(Message::QwScatter, 1),
            }),
        };
        match data {
            None => {
                let kind = InstKind::Gather {
                    addr,
                    mask,
                    align,
                    via,
                };
                self.emit(kind, Some(ty));
            }
            Some(data) => {
                let kind = InstKind::Scatter {
                    addr,
                    data,
                    mask,
                    align,
                    via,
                };
                self.emit(kind, None);
            }
        }
    }

    pub(super) fn image(&mut self, is_load: bool) {
        let Some((
            surface,
            SurfaceKind::Image {
                dim,
                channels,
                elem,
            },
        )) = self.surface_of(|k| k.is_image())
        else {
            return;
        };
        let lanes = self.lanes();
        let coord = Type::vec(lanes, ScalarType::I32);
        let uvr = (0..dim.coords()).map(|_| self.value_of(coord)).collect();
        let lod = self.rng.chance(1, 2).then(|| self.value_of(coord));
        let coords = ImageCoords { uvr, lod };
        let picked = ChannelMask(self.rng.range(1, 15) as u8 & channels.0);
        let chs = if picked.is_valid() { picked } else { channels };
        let e = if elem.is_float() {
            ScalarType::F32
        } else {
            ScalarType::I32
        };
        let ty = Type::chan_vec(lanes, chs.count(), e);
        let mask = self
            .rng
            .chance(1, 2)
            .then(|| self.value_of(Type::mask(lanes)));
        if is_load {
            let via = self
                .rng
                .chance(self.cfg.via_percent, 100)
                .then(|| MsgChoice::channels(Message::Gather4Typed, chs));
            let kind = InstKind::ImageLoad {
                surface,
                coords: Box::new(coords),
                mask,
                channels: chs,
                via,
            };
            self.emit(kind, Some(ty));
        } else {
            let data = self.value_of(ty);
            let kind = InstKind::ImageStore {
                surface,
                coords: Box::new(coords),
                data,
                mask,
                channels: chs,
            };
            self.emit(kind, None);
        }
    }
}
