//! The memory operations: masks, addresses, bounds, gathers, scatters and typed image reads
//! and writes.

use super::bounds::{self, Reach};
use super::error::{At, InterpError, Place, Ub};
use super::memory::Image;
use super::run::Interp;
use super::scalar::byte_mask;
use super::value::Val;
use crate::fxhash::FxHashMap as HashMap;
use crate::ir::{Address, DataLayout, ImageCoords, MsgChoice, SurfaceKind, SurfaceRef, Value};
use crate::types::{ChannelMask, ScalarType, Type};

/// The dword messages move `B` bytes per lane between memory and the low bytes of a dword
/// register. On a one-dword lane (`vec<N x i32>`, `vec<N x f32>`), `via gather_scaled.B` /
/// `via scatter_scaled.B` with `B < 4` therefore reads (writes) only the low `B` bytes. Any other
/// `via` leaves the access as the type says.
fn narrow_bytes(at: At, via: Option<MsgChoice>, ty: Type) -> Result<Option<u32>, InterpError> {
    let Some(via) = via else { return Ok(None) };
    if via.msg.desc().data != DataLayout::DwordPerLane {
        return Ok(None);
    }
    if !matches!(via.blocks, 1 | 2 | 4) {
        return Err(at.malformed(format!("`via {via}`: the block count must be 1, 2 or 4")));
    }
    let dword_lane = ty.chans() == Some(1) && ty.elem().map(ScalarType::bytes) == Some(4);
    Ok((dword_lane && via.blocks < 4).then_some(u32::from(via.blocks)))
}

impl Interp<'_> {
    /// Which lanes a memory op touches: all without a mask; an undefined mask lane is UB.
    pub(super) fn enabled(
        &self,
        at: At,
        mask: Option<Value>,
        lanes: u32,
    ) -> Result<Vec<bool>, InterpError> {
        let Some(m) = mask else {
            return Ok(vec![true; lanes as usize]);
        };
        let mv = self.get_ty(at, m, Type::mask(lanes), "mask")?;
        (0..lanes)
            .map(|i| match mv.get(i as usize) {
                Some(b) => Ok(b != 0),
                None => Err(at.undefined("mask", Some(i))),
            })
            .collect()
    }

    /// The byte address of every enabled lane (`None` for disabled lanes), checked against
    /// the alignment promise.
    pub(super) fn addresses(
        &self,
        at: At,
        addr: &Address,
        enabled: &[bool],
        align: u32,
    ) -> Result<Vec<Option<u32>>, InterpError> {
        if !align.is_power_of_two() {
            return Err(at.malformed(format!("align {align} is not a power of two")));
        }
        let lanes = enabled.len() as u32;
        let base = match addr.base {
            None => Some(0),
            Some(b) => self.get_ty(at, b, Type::I32, "base")?.get(0),
        };
        let offs = self.get_ty(
            at,
            addr.offsets,
            Type::vec(lanes, ScalarType::I32),
            "offsets",
        )?;
        let mut out = Vec::with_capacity(enabled.len());
        for (lane, &on) in enabled.iter().enumerate() {
            if !on {
                out.push(None);
                continue;
            }
            let base = base.ok_or_else(|| at.undefined("base", None))?;
            let off = offs
                .get(lane)
                .ok_or_else(|| at.undefined("offset", Some(lane as u32)))?;
            let a = (base as u32).wrapping_add(off as u32);
            if a & (align - 1) != 0 {
                return Err(at.ub(Ub::Misaligned {
                    lane: lane as u32,
                    address: a,
                    align,
                }));
            }
            out.push(Some(a));
        }
        Ok(out)
    }

    pub(super) fn surface_name(&self, s: SurfaceRef) -> String {
        self.m
            .surfaces
            .get(s.index())
            .map(|d| d.name.clone())
            .unwrap_or_else(|| format!("{s}"))
    }

    pub(super) fn surface_kind(&self, at: At, s: SurfaceRef) -> Result<SurfaceKind, InterpError> {
        self.m
            .surfaces
            .get(s.index())
            .map(|d| d.kind)
            .ok_or_else(|| at.malformed(format!("{s} is not declared")))
    }

    pub(super) fn buffer_bytes(&self, at: At, s: SurfaceRef) -> Result<&[Option<u8>], InterpError> {
        if self.surface_kind(at, s)?.is_image() {
            return Err(at.malformed(format!(
                "@{} is an image, not a buffer",
                self.surface_name(s)
            )));
        }
        self.mem.bytes(s).ok_or_else(|| InterpError::Memory {
            loc: at.loc,
            op: at.op,
            reason: format!("the memory has no bytes for @{}", self.surface_name(s)),
        })
    }

    /// Undefined behaviour of the enabled lanes of a buffer access, before anything is read or
    /// written (§5.1-§5.3): a lane whose `chans` elements of `size` bytes (of which `width` are
    /// accessed) would pass the top of the 32-bit address space (`Ub::AddressOverflow`), and on
    /// a surface whose bounds the hardware does not check (SLM, stateless) an element reaching
    /// past the end rounded up to a dword (`Ub::OutOfBounds`). Returns whether the surface's
    /// bounds are checked (an untyped buffer), for [`bounds::read_access`] and
    /// [`bounds::write_access`].
    #[allow(clippy::too_many_arguments)]
    pub(super) fn lanes_in_reach(
        &self,
        at: At,
        surface: SurfaceRef,
        addrs: &[Option<u32>],
        chans: u32,
        size: u32,
        width: u32,
        len: usize,
    ) -> Result<bool, InterpError> {
        let checked = self.surface_kind(at, surface)? == SurfaceKind::Untyped;
        for (lane, a) in addrs.iter().enumerate() {
            let Some(a) = *a else { continue };
            let span = chans.saturating_sub(1) * size + width;
            if bounds::overflows(a, span) {
                return Err(at.ub(Ub::AddressOverflow {
                    lane: lane as u32,
                    address: a,
                    bytes: span,
                }));
            }
            if checked {
                continue;
            }
            for c in 0..chans {
                if let Reach::Beyond(byte) = bounds::reach(len, false, a + c * size, width) {
                    return Err(at.ub(Ub::OutOfBounds {
                        lane: lane as u32,
                        address: byte,
                        surface: self.surface_name(surface),
                        size: len as u32,
                    }));
                }
            }
        }
        Ok(checked)
    }

    pub(super) fn gather(
        &self,
        at: At,
        addr: &Address,
        mask: Option<Value>,
        align: u32,
        via: Option<MsgChoice>,
        ty: Type,
    ) -> Result<Val, InterpError> {
        let Type::Vec { lanes, chans, elem } = ty else {
            return Err(at.malformed(format!("a gather produces a vector, not {ty}")));
        };
        let narrow = narrow_bytes(at, via, ty)?;
        let enabled = self.enabled(at, mask, lanes)?;
        let addrs = self.addresses(at, addr, &enabled, align)?;
        let bytes = self.buffer_bytes(at, addr.surface)?;
        let size = elem.bytes();
        let width = narrow.unwrap_or(size);
        let checked = self.lanes_in_reach(
            at,
            addr.surface,
            &addrs,
            u32::from(chans),
            size,
            width,
            bytes.len(),
        )?;
        let full = byte_mask(elem);
        let (mut bits, mut undef) = (Vec::new(), Vec::new());
        for a in addrs {
            for c in 0..u32::from(chans) {
                let (b, u) = match a {
                    None => (0, full),
                    Some(a) => {
                        // No wrap: `lanes_in_reach` found no lane passing 2^32.
                        let at_c = a + c * size;
                        let (b, u) = bounds::read_access(bytes, checked, at_c, width);
                        // A narrow message fills the low `width` bytes; the rest is undefined.
                        (b, u | (full & !(((1u16 << width) - 1) as u8)))
                    }
                };
                bits.push(b);
                undef.push(u);
            }
        }
        Ok(Val::parts(ty, bits, undef))
    }

    pub(super) fn scatter(
        &mut self,
        at: At,
        addr: &Address,
        data: Value,
        mask: Option<Value>,
        align: u32,
        via: Option<MsgChoice>,
    ) -> Result<(), InterpError> {
        let d = self.get(at, data)?.clone();
        let Type::Vec { lanes, chans, elem } = d.ty() else {
            return Err(at.malformed(format!("a scatter writes a vector, not {}", d.ty())));
        };
        let width = narrow_bytes(at, via, d.ty())?.unwrap_or(elem.bytes());
        let enabled = self.enabled(at, mask, lanes)?;
        let addrs = self.addresses(at, addr, &enabled, align)?;
        let len = self.buffer_bytes(at, addr.surface)?.len();
        // Undefined behaviour is decided before anything is written.
        let checked = self.lanes_in_reach(
            at,
            addr.surface,
            &addrs,
            u32::from(chans),
            elem.bytes(),
            width,
            len,
        )?;
        let chans = usize::from(chans);
        let mut writer: HashMap<u32, u32> = HashMap::default();
        writer.reserve(addrs.len() * chans * width as usize);
        for (lane, a) in addrs.iter().enumerate() {
            let Some(a) = *a else { continue };
            for c in 0..chans as u32 {
                for k in 0..width {
                    // No wrap: `lanes_in_reach` found no lane passing 2^32.
                    let byte = a + c * elem.bytes() + k;
                    if (byte as usize) >= len {
                        continue;
                    }
                    if let Some(first) = writer.insert(byte, lane as u32) {
                        return Err(at.ub(Ub::OverlappingWrite {
                            first,
                            second: lane as u32,
                            place: Place::Byte {
                                surface: self.surface_name(addr.surface),
                                address: byte,
                            },
                        }));
                    }
                }
            }
        }
        let bytes = self
            .mem
            .bytes_mut(addr.surface)
            .ok_or_else(|| at.malformed("the surface has no bytes"))?;
        for (lane, a) in addrs.iter().enumerate() {
            let Some(a) = *a else { continue };
            for c in 0..chans {
                let i = lane * chans + c;
                let at_c = a + c as u32 * elem.bytes();
                bounds::write_access(bytes, checked, at_c, width, d.bits()[i], d.undef()[i]);
            }
        }
        Ok(())
    }

    /// The per-lane `[u, v, r, lod]` of every enabled lane (`None` for disabled lanes), after
    /// checking that `ty` is the dword vector the image's format and `channels` call for.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn image_lanes(
        &self,
        at: At,
        surface: SurfaceRef,
        coords: &ImageCoords,
        mask: Option<Value>,
        channels: ChannelMask,
        ty: Type,
        what: &str,
    ) -> Result<Vec<Option<[u32; 4]>>, InterpError> {
        let SurfaceKind::Image { dim, elem, .. } = self.surface_kind(at, surface)? else {
            return Err(at.malformed(format!("@{} is not an image", self.surface_name(surface))));
        };
        let is_float = elem.is_float();
        let lanes = ty.lanes().unwrap_or(0);
        let want = Type::chan_vec(
            lanes,
            channels.count(),
            if is_float {
                ScalarType::F32
            } else {
                ScalarType::I32
            },
        );
        if !channels.is_valid() || ty != want || lanes == 0 {
            return Err(at.malformed(format!(
                "the {what} of channels {channels} of @{} must be {want}, not {ty}",
                self.surface_name(surface)
            )));
        }
        if coords.uvr.len() != dim.coords() {
            return Err(at.malformed(format!(
                "{} coordinates for a {}D image",
                coords.uvr.len(),
                dim.coords()
            )));
        }
        let enabled = self.enabled(at, mask, lanes)?;
        let coord_ty = Type::vec(lanes, ScalarType::I32);
        const NAMES: [&str; 4] = ["u", "v", "r", "lod"];
        let mut cvals: Vec<(&'static str, &Val)> = Vec::new();
        for (i, &c) in coords.uvr.iter().enumerate() {
            cvals.push((
                NAMES[i.min(2)],
                self.get_ty(at, c, coord_ty, NAMES[i.min(2)])?,
            ));
        }
        if let Some(l) = coords.lod {
            cvals.push(("lod", self.get_ty(at, l, coord_ty, "lod")?));
        }
        let mut out = Vec::with_capacity(lanes as usize);
        for (lane, &on) in enabled.iter().enumerate() {
            if !on {
                out.push(None);
                continue;
            }
            let mut uvrl = [0u32; 4];
            for (k, (name, v)) in cvals.iter().enumerate() {
                let slot = if *name == "lod" { 3 } else { k };
                let x = v
                    .get(lane)
                    .ok_or_else(|| at.undefined(name, Some(lane as u32)))?;
                uvrl[slot] = x as u32;
            }
            out.push(Some(uvrl));
        }
        Ok(out)
    }

    pub(super) fn image_load(
        &self,
        at: At,
        surface: SurfaceRef,
        coords: &ImageCoords,
        mask: Option<Value>,
        channels: ChannelMask,
        ty: Type,
    ) -> Result<Val, InterpError> {
        let lanes = self.image_lanes(at, surface, coords, mask, channels, ty, "result")?;
        let img = self.image(at, surface)?;
        let (mut bits, mut undef) = (Vec::new(), Vec::new());
        for coords in lanes {
            for c in channels.channels() {
                let (b, u) = match coords {
                    Some(xyz) => img.read(xyz, c),
                    None => (0, 0xF),
                };
                bits.push(b);
                undef.push(u);
            }
        }
        Ok(Val::parts(ty, bits, undef))
    }

    pub(super) fn image(&self, at: At, s: SurfaceRef) -> Result<&Image, InterpError> {
        self.mem.image(s).ok_or_else(|| InterpError::Memory {
            loc: at.loc,
            op: at.op,
            reason: format!("the memory has no image for @{}", self.surface_name(s)),
        })
    }

    pub(super) fn image_store(
        &mut self,
        at: At,
        surface: SurfaceRef,
        coords: &ImageCoords,
        data: Value,
        mask: Option<Value>,
        channels: ChannelMask,
    ) -> Result<(), InterpError> {
        let d = self.get(at, data)?.clone();
        let lanes = self.image_lanes(at, surface, coords, mask, channels, d.ty(), "data")?;
        let img = self.image(at, surface)?;
        let mut writer: HashMap<usize, u32> = HashMap::default();
        for (lane, xyz) in lanes.iter().enumerate() {
            let Some(xyz) = *xyz else { continue };
            for c in channels.channels() {
                let Some(loc) = img.location(xyz, c) else {
                    continue;
                };
                if let Some(first) = writer.insert(loc, lane as u32) {
                    return Err(at.ub(Ub::OverlappingWrite {
                        first,
                        second: lane as u32,
                        place: Place::Texel {
                            surface: self.surface_name(surface),
                            uvr: [xyz[0], xyz[1], xyz[2]],
                            channel: c,
                        },
                    }));
                }
            }
        }
        let count = usize::from(channels.count());
        let img = self
            .mem
            .image_mut(surface)
            .ok_or_else(|| at.malformed("the surface has no image"))?;
        for (lane, xyz) in lanes.iter().enumerate() {
            let Some(xyz) = *xyz else { continue };
            for (k, c) in channels.channels().enumerate() {
                let i = lane * count + k;
                img.write(xyz, c, d.bits()[i], d.undef()[i]);
            }
        }
        Ok(())
    }
}
