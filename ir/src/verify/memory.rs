//! The type rules of memory ops: the surface, the address (base, offsets, alignment), the mask,
//! typed image reads and the `via` message choice.

use super::checker::Checker;
use super::error::VerifyError;
use super::rules::expect_role;
use super::site::{Operand, Site};
use crate::ir::*;
use crate::types::{ChannelMask, ScalarType, Type};

impl<'a> Checker<'a> {
    /// The surface of a memory op, if it is in the module.
    pub(super) fn surface(&mut self, at: &Site, s: SurfaceRef) -> Option<&'a Surface> {
        let m = self.m;
        let found = m.surfaces.get(s.index());
        if found.is_none() {
            self.push(VerifyError::UnknownSurface {
                at: at.clone(),
                surface: s,
            });
        }
        found
    }

    /// `gather` / `scatter`: surface kind, base, offsets, mask, data or result, alignment.
    pub(super) fn address_op(
        &mut self,
        at: &Site,
        addr: &Address,
        mask: Option<Value>,
        (data_role, dt): (Operand, Type),
        align: u32,
    ) {
        if let Some(s) = self.surface(at, addr.surface) {
            if s.kind.is_image() {
                self.push(VerifyError::UntypedOpOnImage {
                    at: at.clone(),
                    surface: s.name.clone(),
                });
            }
        }
        if let Some(b) = addr.base {
            let bt = self.ty(b);
            if bt != Type::I32 {
                self.mismatch(at, Operand::Base, bt, "a scalar i32 base".into());
            }
        }
        // The offsets set the lane count; if they are malformed, the data does.
        let ot = self.ty(addr.offsets);
        let offsets_ok = matches!(
            ot,
            Type::Vec {
                chans: 1,
                elem: ScalarType::I32,
                ..
            }
        );
        if !offsets_ok {
            let n = ot.lanes().or(dt.lanes());
            let want = n.map_or("vec<N x i32>".into(), |n| {
                Type::vec(n, ScalarType::I32).to_string()
            });
            self.mismatch(
                at,
                Operand::Offsets,
                ot,
                expect_role(want, Operand::Offsets),
            );
        }
        let reference = match (offsets_ok, ot.lanes(), dt) {
            (true, Some(n), _) => Some((Operand::Offsets, n)),
            (_, _, Type::Vec { lanes, .. }) => Some((data_role, lanes)),
            _ => None,
        };
        match dt {
            Type::Vec { lanes, .. } => {
                if let Some((r, n)) = reference.filter(|&(_, n)| n != lanes) {
                    self.push(VerifyError::LaneMismatch {
                        at: at.clone(),
                        operand: data_role,
                        lanes,
                        reference: r,
                        ref_lanes: n,
                        expected: expect_role(dt.with_lanes(n), data_role),
                    });
                }
            }
            _ => {
                let n = reference.map_or("N".into(), |(_, n)| n.to_string());
                let t = dt.elem().map_or("T".into(), |e| e.to_string());
                self.mismatch(
                    at,
                    data_role,
                    dt,
                    expect_role(format!("vec<{n} x {t}> or vec<{n} x C x {t}>"), data_role),
                );
            }
        }
        self.mask(at, mask, reference);
        if !(align.is_power_of_two() && align <= 256) {
            self.push(VerifyError::BadAlignment {
                at: at.clone(),
                align,
            });
        }
    }

    /// A memory op's optional mask against the lane count set by `reference`.
    pub(super) fn mask(
        &mut self,
        at: &Site,
        mask: Option<Value>,
        reference: Option<(Operand, u32)>,
    ) {
        let Some(m) = mask else { return };
        let mt = self.ty(m);
        // What was expected, written only for an error (most masks have none).
        let want = || reference.map_or("a mask<N>".into(), |(_, n)| format!("a mask<{n}>"));
        match (mt, reference) {
            (Type::Mask { lanes }, Some((r, n))) if lanes != n => {
                self.push(VerifyError::LaneMismatch {
                    at: at.clone(),
                    operand: Operand::Mask,
                    lanes,
                    reference: r,
                    ref_lanes: n,
                    expected: want(),
                })
            }
            (Type::Mask { .. }, _) => {}
            _ => self.mismatch(at, Operand::Mask, mt, want()),
        }
    }

    /// `image.load` / `image.store`: surface, coordinates, LOD, mask, channels, data or result.
    pub(super) fn image_op(
        &mut self,
        at: &Site,
        surface: SurfaceRef,
        coords: &ImageCoords,
        mask: Option<Value>,
        channels: ChannelMask,
        (data_role, dt): (Operand, Type),
    ) {
        let image = match self.surface(at, surface) {
            Some(s) => match s.kind {
                SurfaceKind::Image {
                    dim,
                    channels,
                    elem,
                } => Some((s.name.as_str(), dim, channels, elem)),
                other => {
                    let kind = match other {
                        SurfaceKind::Slm => "slm",
                        SurfaceKind::Stateless => "stateless",
                        _ => "untyped",
                    };
                    self.push(VerifyError::TypedOpOnUntypedSurface {
                        at: at.clone(),
                        surface: s.name.clone(),
                        kind,
                    });
                    None
                }
            },
            None => None,
        };
        if let Some((name, dim, _, _)) = &image {
            if coords.uvr.len() != dim.coords() {
                self.push(VerifyError::CoordCount {
                    at: at.clone(),
                    surface: name.to_string(),
                    dims: dim.coords(),
                    found: coords.uvr.len(),
                });
            }
        }
        // The first well-typed coordinate sets the lane count.
        let is_coord = |t: Type| {
            matches!(
                t,
                Type::Vec {
                    chans: 1,
                    elem: ScalarType::I32,
                    ..
                }
            )
        };
        let mut reference: Option<(Operand, u32)> = None;
        let all = coords
            .uvr
            .iter()
            .enumerate()
            .map(|(i, &v)| (Operand::Coord(i), v))
            .chain(coords.lod.map(|l| (Operand::Lod, l)));
        for (role, v) in all {
            let t = self.ty(v);
            if !is_coord(t) {
                let n = reference.map(|(_, n)| n).or(t.lanes()).or(dt.lanes());
                let want = n.map_or("vec<N x i32>".into(), |n| {
                    Type::vec(n, ScalarType::I32).to_string()
                });
                self.mismatch(at, role, t, expect_role(want, role));
                continue;
            }
            let lanes = t.lanes().unwrap_or(1);
            match reference {
                None => reference = Some((role, lanes)),
                Some((r, n)) if n != lanes => self.push(VerifyError::LaneMismatch {
                    at: at.clone(),
                    operand: role,
                    lanes,
                    reference: r,
                    ref_lanes: n,
                    expected: expect_role(Type::vec(n, ScalarType::I32), role),
                }),
                Some(_) => {}
            }
        }
        let reference = reference.or(match dt {
            Type::Vec { lanes, .. } => Some((data_role, lanes)),
            _ => None,
        });
        self.mask(at, mask, reference);
        let Some((name, _, img_channels, elem)) = image else {
            return;
        };
        if !channels.is_valid() {
            self.push(VerifyError::EmptyChannels { at: at.clone() });
            return;
        }
        if channels.0 & !img_channels.0 != 0 {
            self.push(VerifyError::ChannelsNotInImage {
                at: at.clone(),
                surface: name.to_string(),
                channels,
                image_channels: img_channels,
            });
            return;
        }
        let e = if elem.is_float() {
            ScalarType::F32
        } else {
            ScalarType::I32
        };
        let c = channels.count();
        let n = reference.map_or(dt.lanes().unwrap_or(1), |(_, n)| n);
        let want = Type::chan_vec(n, c, e);
        if dt == want {
            return;
        }
        let expected = format!(
            "{} (one {e} per channel in `{channels}` of this {} image)",
            expect_role(want, data_role),
            if elem.is_float() { "float" } else { "integer" }
        );
        match (dt, reference) {
            (Type::Vec { lanes, .. }, Some((r, rn)))
                if dt.with_lanes(rn) == want && r != data_role =>
            {
                self.push(VerifyError::LaneMismatch {
                    at: at.clone(),
                    operand: data_role,
                    lanes,
                    reference: r,
                    ref_lanes: rn,
                    expected,
                })
            }
            _ => self.mismatch(at, data_role, dt, expected),
        }
    }

    /// The `via` rule: which messages can carry which op.
    pub(super) fn via(&mut self, at: &Site, kind: &InstKind, via: Option<MsgChoice>) {
        let Some(v) = via else { return };
        let Some(op) = Carried::of(kind) else {
            return self.push(VerifyError::BadVia {
                at: at.clone(),
                via: v.to_string(),
                expected: "no `via`".to_string(),
            });
        };
        // The op's own channels, for a read of an image's channels.
        let op_channels = match kind {
            InstKind::ImageLoad { channels, .. } => Some(*channels),
            _ => None,
        };
        let d = v.msg.desc();
        let ok = d.carries == op
            && if d.channels {
                v.blocks == 0 && op_channels.map_or(v.channels.is_valid(), |c| v.channels == c)
            } else {
                d.blocks.contains(&v.blocks) && v.channels.0 == 0
            };
        if ok {
            return;
        }
        // Every form the op's messages take, from their descriptions.
        let mut forms = Vec::new();
        for m in Message::carrying(op) {
            let d = m.desc();
            match op_channels {
                _ if !d.channels => {
                    forms.extend(d.blocks.iter().map(|b| format!("{}.{b}", d.mnemonic)))
                }
                Some(c) => forms.push(format!("{}.{c} (the op's channels)", d.mnemonic)),
                None => forms.push(format!("{}.<channels>", d.mnemonic)),
            }
        }
        let expected = match forms.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => "no `via`".to_string(),
        };
        self.push(VerifyError::BadVia {
            at: at.clone(),
            via: v.to_string(),
            expected,
        });
    }
}
