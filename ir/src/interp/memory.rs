//! The memory the reference interpreter reads and writes.
//!
//! ```text
//!   untyped / stateless surface  ──▶ its own byte array (size per surface)
//!   every slm surface            ──▶ the one shared local memory byte array
//!   image surface                ──▶ width x height x depth pixels, AoS: the format's channels
//!                                    (RGBA order) one after another, each element little-endian
//! ```
//!
//! Every byte is `Option<u8>`: `None` is an undefined byte, written by a scatter of an undefined
//! value. Random and zeroed memories have no undefined byte.
//!
//! The byte-level rules ([`load_le`], [`store_le`]) and the typed-pixel rules ([`Image::read`],
//! [`Image::write`]) are public so an interpreter of the lowered messages applies exactly the
//! same ones.

use super::scalar::{f16_to_f32, f32_to_f16, width_mask};
use crate::diag::Located;
use crate::ir::{Loc, Module, SurfaceKind, SurfaceRef};
use crate::rng::Rng;
use crate::types::{ChannelMask, ScalarType};

/// The largest surface (in bytes) a memory may hold, so a bad size fails cleanly instead of
/// exhausting the machine.
pub const MAX_SURFACE_BYTES: u64 = 1 << 28;

/// Extent of an image in pixels. 1D images have `height == depth == 1`, 2D images `depth == 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImageSize {
    /// Pixels along U.
    pub width: u32,
    /// Pixels along V.
    pub height: u32,
    /// Pixels along R.
    pub depth: u32,
}

/// The size of one surface's memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SurfaceSize {
    /// A byte-addressed buffer of this many bytes.
    Bytes(u32),
    /// An image of this extent.
    Image(ImageSize),
}

/// Sizes for every surface of a module, to build a [`Memory`] from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemoryShape {
    /// Bytes of shared local memory (one array shared by every `slm` surface).
    pub slm_bytes: u32,
    /// One entry per module surface, in declaration order: `Bytes` for untyped and stateless
    /// buffers, `Image` for images. The entries of `slm` surfaces are ignored.
    pub surfaces: Vec<SurfaceSize>,
}

impl MemoryShape {
    /// Every buffer `buffer_bytes` long, every image `image` in extent (clamped to 1 in the
    /// dimensions the image does not have), and `slm_bytes` of SLM.
    pub fn uniform(m: &Module, buffer_bytes: u32, image: ImageSize, slm_bytes: u32) -> MemoryShape {
        let surfaces = m
            .surfaces
            .iter()
            .map(|s| match s.kind {
                SurfaceKind::Image { dim, .. } => SurfaceSize::Image(ImageSize {
                    width: image.width,
                    height: if dim.coords() >= 2 { image.height } else { 1 },
                    depth: if dim.coords() >= 3 { image.depth } else { 1 },
                }),
                _ => SurfaceSize::Bytes(buffer_bytes),
            })
            .collect();
        MemoryShape {
            slm_bytes,
            surfaces,
        }
    }
}

/// Why a memory could not be built or changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MemoryError {
    /// The shape lists a different number of surfaces than the module declares.
    #[error("the memory shape lists {found} surfaces but the module declares {expected}")]
    SurfaceCount {
        /// Surfaces in the module.
        expected: usize,
        /// Entries in the shape.
        found: usize,
    },
    /// No such surface in this memory.
    #[error("surface index {index} is not in this memory")]
    UnknownSurface {
        /// The surface index.
        index: u32,
    },
    /// A byte size was given for an image or an image size for a buffer.
    #[error("surface `@{surface}` is {found}, not {expected}")]
    WrongKind {
        /// Surface name.
        surface: String,
        /// Where it was declared.
        loc: Loc,
        /// What the operation needs.
        expected: &'static str,
        /// What the surface is.
        found: &'static str,
    },
    /// An image extent or content length that does not fit the image.
    #[error("image `@{surface}`: {reason}")]
    BadImage {
        /// Surface name.
        surface: String,
        /// Where it was declared.
        loc: Loc,
        /// What is wrong.
        reason: String,
    },
    /// More bytes than [`MAX_SURFACE_BYTES`].
    #[error(
        "surface `@{surface}` would need {bytes} bytes, more than the limit of {MAX_SURFACE_BYTES}"
    )]
    TooLarge {
        /// Surface name.
        surface: String,
        /// Where it was declared.
        loc: Loc,
        /// The requested size.
        bytes: u64,
    },
}

impl Located for MemoryError {
    fn loc(&self) -> Loc {
        match self {
            MemoryError::WrongKind { loc, .. }
            | MemoryError::BadImage { loc, .. }
            | MemoryError::TooLarge { loc, .. } => *loc,
            MemoryError::SurfaceCount { .. } | MemoryError::UnknownSurface { .. } => Loc::UNKNOWN,
        }
    }

    fn expected(&self) -> Option<String> {
        match self {
            MemoryError::SurfaceCount { expected, .. } => {
                Some(format!("one size per surface ({expected})"))
            }
            MemoryError::WrongKind { expected, .. } => Some((*expected).to_string()),
            _ => None,
        }
    }
}

/// Reads `len` (1..=8) bytes little-endian starting at `addr`. Byte `k` is at `addr + k`,
/// wrapping as an unsigned 32-bit address; a byte at or past the end of `bytes` reads as a
/// defined 0. Returns the bits and the mask of undefined bytes (bit k = byte k undefined).
pub fn load_le(bytes: &[Option<u8>], addr: u32, len: u32) -> (u64, u8) {
    let (mut bits, mut undef) = (0u64, 0u8);
    for k in 0..len.min(8) {
        let at = addr.wrapping_add(k) as usize;
        match bytes.get(at) {
            Some(Some(b)) => bits |= u64::from(*b) << (8 * k),
            Some(None) => undef |= 1 << k,
            None => {}
        }
    }
    (bits, undef)
}

/// Writes the low `len` (1..=8) bytes of `bits` little-endian starting at `addr` (wrapping as a
/// 32-bit address); byte `k` is written undefined if bit k of `undef` is set. Bytes at or past
/// the end of `bytes` are dropped.
pub fn store_le(bytes: &mut [Option<u8>], addr: u32, len: u32, bits: u64, undef: u8) {
    for k in 0..len.min(8) {
        let at = addr.wrapping_add(k) as usize;
        if let Some(slot) = bytes.get_mut(at) {
            *slot = if undef & (1 << k) != 0 {
                None
            } else {
                Some((bits >> (8 * k)) as u8)
            };
        }
    }
}

/// A typed image: extent, format (stored channels and element type) and pixels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    dims: usize,
    size: ImageSize,
    channels: ChannelMask,
    elem: ScalarType,
    data: Vec<Option<u8>>,
}

impl Image {
    /// Extent in pixels.
    pub fn size(&self) -> ImageSize {
        self.size
    }

    /// Channels stored per pixel (RGBA order).
    pub fn channels(&self) -> ChannelMask {
        self.channels
    }

    /// Element type of a stored channel.
    pub fn elem(&self) -> ScalarType {
        self.elem
    }

    /// Bytes per pixel: stored channels x element bytes.
    pub fn pixel_bytes(&self) -> u32 {
        u32::from(self.channels.count()) * self.elem.bytes()
    }

    /// The pixel bytes, row-major: pixel (u, v, r) starts at
    /// `((r * height + v) * width + u) * pixel_bytes`.
    pub fn bytes(&self) -> &[Option<u8>] {
        &self.data
    }

    /// True for f16/f32 images (their channels convert to f32), false for integer images.
    pub fn is_float(&self) -> bool {
        self.elem.is_float()
    }

    /// Byte offset of channel `chan` of pixel (u, v, r), or `None` if the pixel is out of
    /// bounds, the level of detail is not 0, or the format does not store `chan`.
    fn channel_offset(&self, [u, v, r, lod]: [u32; 4], chan: u8) -> Option<usize> {
        let s = self.size;
        if lod != 0 || u >= s.width || v >= s.height || r >= s.depth || !self.channels.has(chan) {
            return None;
        }
        let pixel =
            (u64::from(r) * u64::from(s.height) + u64::from(v)) * u64::from(s.width) + u64::from(u);
        let rank = self.channels.channels().take_while(|&c| c < chan).count() as u64;
        let off = pixel * u64::from(self.pixel_bytes()) + rank * u64::from(self.elem.bytes());
        usize::try_from(off).ok()
    }

    /// The dword a typed read returns for channel `chan` (0 = R .. 3 = A) of the pixel at
    /// `[u, v, r, lod]`, with its undefined-byte mask.
    ///
    /// - f32 and i32 channels are returned as stored; f16 is widened to f32 exactly (any
    ///   undefined byte makes the whole dword undefined); i8 and i16 are zero-extended.
    /// - Out of bounds (any coordinate at or past its extent, or `lod != 0`: images have one
    ///   level), and channels the format does not store, read 0 in R, G, B and 1 in A (1.0f32
    ///   for float images).
    pub fn read(&self, coords: [u32; 4], chan: u8) -> (u64, u8) {
        let Some(off) = self.channel_offset(coords, chan) else {
            return match (chan, self.is_float()) {
                (3, true) => (u64::from(1.0f32.to_bits()), 0),
                (3, false) => (1, 0),
                _ => (0, 0),
            };
        };
        let n = self.elem.bytes();
        let (bits, undef) = self
            .data
            .get(off..off + n as usize)
            .map(|b| load_le(b, 0, n))
            .unwrap_or((0, 0));
        match self.elem {
            ScalarType::F16 if undef != 0 => (0, 0xF),
            ScalarType::F16 => (u64::from(f16_to_f32(bits as u16).to_bits()), 0),
            _ => (bits, undef),
        }
    }

    /// Writes a dword (with its undefined-byte mask) to channel `chan` of the pixel at
    /// `[u, v, r, lod]`, converting as [`Image::read`] in reverse: f32 to f16 rounds to nearest
    /// even (NaN becomes the canonical NaN; any undefined byte makes the f16 undefined), i32 to
    /// i8/i16 keeps the low bytes. Returns false (and writes nothing) out of bounds or for a
    /// channel the format does not store.
    pub fn write(&mut self, coords: [u32; 4], chan: u8, bits: u64, undef: u8) -> bool {
        let Some(off) = self.channel_offset(coords, chan) else {
            return false;
        };
        let n = self.elem.bytes();
        let (bits, undef) = match self.elem {
            ScalarType::F16 if undef & 0xF != 0 => (0, 0b11),
            ScalarType::F16 => (u64::from(f32_to_f16(f32::from_bits(bits as u32))), 0),
            t => (bits & width_mask(t), undef),
        };
        match self.data.get_mut(off..off + n as usize) {
            Some(slot) => {
                store_le(slot, 0, n, bits, undef);
                true
            }
            None => false,
        }
    }

    /// A byte location for diagnostics: the pixel's channel position inside the image data.
    pub(crate) fn location(&self, coords: [u32; 4], chan: u8) -> Option<usize> {
        self.channel_offset(coords, chan)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Store {
    Buffer(Vec<Option<u8>>),
    Slm,
    Image(Image),
}

/// The memory of every surface of a module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Memory {
    slm: Vec<Option<u8>>,
    stores: Vec<Store>,
    names: Vec<(String, Loc)>,
}

fn kind_name(kind: SurfaceKind) -> &'static str {
    match kind {
        SurfaceKind::Untyped => "an untyped buffer",
        SurfaceKind::Slm => "shared local memory",
        SurfaceKind::Stateless => "a stateless buffer",
        SurfaceKind::Image { .. } => "an image",
    }
}

impl Memory {
    /// Memory for `m` with the sizes of `shape`, every byte 0.
    pub fn zeroed(m: &Module, shape: &MemoryShape) -> Result<Memory, MemoryError> {
        Memory::build(m, shape, &mut || 0)
    }

    /// Memory for `m` with the sizes of `shape`, every byte random (reproducible from the
    /// generator's seed). No byte is undefined.
    pub fn random(m: &Module, shape: &MemoryShape, rng: &mut Rng) -> Result<Memory, MemoryError> {
        Memory::build(m, shape, &mut || rng.next_u64() as u8)
    }

    fn build(
        m: &Module,
        shape: &MemoryShape,
        fill: &mut dyn FnMut() -> u8,
    ) -> Result<Memory, MemoryError> {
        if shape.surfaces.len() != m.surfaces.len() {
            return Err(MemoryError::SurfaceCount {
                expected: m.surfaces.len(),
                found: shape.surfaces.len(),
            });
        }
        let mut mem = Memory {
            slm: Vec::new(),
            stores: Vec::new(),
            names: m.surfaces.iter().map(|s| (s.name.clone(), s.loc)).collect(),
        };
        let slm_len = mem.checked_len(None, u64::from(shape.slm_bytes))?;
        mem.slm = (0..slm_len).map(|_| Some(fill())).collect();
        for (i, (s, size)) in m.surfaces.iter().zip(&shape.surfaces).enumerate() {
            let store = match (s.kind, *size) {
                (SurfaceKind::Slm, _) => Store::Slm,
                (SurfaceKind::Untyped | SurfaceKind::Stateless, SurfaceSize::Bytes(n)) => {
                    let n = mem.checked_len(Some(i), u64::from(n))?;
                    Store::Buffer((0..n).map(|_| Some(fill())).collect())
                }
                (
                    SurfaceKind::Image {
                        dim,
                        channels,
                        elem,
                    },
                    SurfaceSize::Image(size),
                ) => {
                    let mut img = mem.empty_image(i, dim.coords(), channels, elem, size)?;
                    img.data.iter_mut().for_each(|b| *b = Some(fill()));
                    Store::Image(img)
                }
                (kind, _) => {
                    return Err(MemoryError::WrongKind {
                        surface: s.name.clone(),
                        loc: s.loc,
                        expected: match size {
                            SurfaceSize::Bytes(_) => "a buffer (a byte size was given)",
                            SurfaceSize::Image(_) => "an image (an image size was given)",
                        },
                        found: kind_name(kind),
                    })
                }
            };
            mem.stores.push(store);
        }
        Ok(mem)
    }

    fn name(&self, i: usize) -> (String, Loc) {
        self.names
            .get(i)
            .cloned()
            .unwrap_or_else(|| (format!("surface{i}"), Loc::UNKNOWN))
    }

    fn checked_len(&self, surface: Option<usize>, bytes: u64) -> Result<usize, MemoryError> {
        match usize::try_from(bytes) {
            Ok(n) if bytes <= MAX_SURFACE_BYTES => Ok(n),
            _ => {
                let (surface, loc) = match surface {
                    Some(i) => self.name(i),
                    None => ("slm".to_string(), Loc::UNKNOWN),
                };
                Err(MemoryError::TooLarge {
                    surface,
                    loc,
                    bytes,
                })
            }
        }
    }

    fn empty_image(
        &self,
        i: usize,
        dims: usize,
        channels: ChannelMask,
        elem: ScalarType,
        size: ImageSize,
    ) -> Result<Image, MemoryError> {
        let (surface, loc) = self.name(i);
        let bad = |reason: String| MemoryError::BadImage {
            surface: surface.clone(),
            loc,
            reason,
        };
        if !matches!(
            elem,
            ScalarType::I8 | ScalarType::I16 | ScalarType::I32 | ScalarType::F16 | ScalarType::F32
        ) {
            return Err(bad(format!(
                "{elem} channels have no typed format (i8, i16, i32, f16, f32)"
            )));
        }
        if !channels.is_valid() {
            return Err(bad(format!(
                "channel mask {:#x} is not a set of RGBA channels",
                channels.0
            )));
        }
        if (dims < 2 && size.height != 1) || (dims < 3 && size.depth != 1) {
            return Err(bad(format!(
                "a {dims}D image has height {} and depth {}; the missing dimensions must be 1",
                size.height, size.depth
            )));
        }
        let pixel = u64::from(channels.count()) * u64::from(elem.bytes());
        let bytes = u64::from(size.width)
            .saturating_mul(u64::from(size.height))
            .saturating_mul(u64::from(size.depth))
            .saturating_mul(pixel);
        let n = self.checked_len(Some(i), bytes)?;
        Ok(Image {
            dims,
            size,
            channels,
            elem,
            data: vec![Some(0); n],
        })
    }

    fn store(&self, s: SurfaceRef) -> Result<&Store, MemoryError> {
        self.stores
            .get(s.index())
            .ok_or(MemoryError::UnknownSurface { index: s.0 })
    }

    /// The bytes a buffer surface addresses: its own array, or the shared SLM for an `slm`
    /// surface. `None` for images and unknown surfaces.
    pub fn bytes(&self, s: SurfaceRef) -> Option<&[Option<u8>]> {
        match self.stores.get(s.index())? {
            Store::Buffer(b) => Some(b),
            Store::Slm => Some(&self.slm),
            Store::Image(_) => None,
        }
    }

    /// Mutable form of [`Memory::bytes`].
    pub fn bytes_mut(&mut self, s: SurfaceRef) -> Option<&mut [Option<u8>]> {
        match self.stores.get_mut(s.index())? {
            Store::Buffer(b) => Some(b),
            Store::Slm => Some(&mut self.slm),
            Store::Image(_) => None,
        }
    }

    /// The shared local memory.
    pub fn slm(&self) -> &[Option<u8>] {
        &self.slm
    }

    /// An image surface's pixels; `None` for buffers and unknown surfaces.
    pub fn image(&self, s: SurfaceRef) -> Option<&Image> {
        match self.stores.get(s.index())? {
            Store::Image(img) => Some(img),
            _ => None,
        }
    }

    /// Mutable form of [`Memory::image`].
    pub fn image_mut(&mut self, s: SurfaceRef) -> Option<&mut Image> {
        match self.stores.get_mut(s.index())? {
            Store::Image(img) => Some(img),
            _ => None,
        }
    }

    /// Replaces the contents (and size) of a buffer surface, or of the shared SLM for an `slm`
    /// surface, with `data` (all defined).
    pub fn set_bytes(&mut self, s: SurfaceRef, data: &[u8]) -> Result<(), MemoryError> {
        self.checked_len(Some(s.index()), data.len() as u64)?;
        let new: Vec<Option<u8>> = data.iter().map(|&b| Some(b)).collect();
        let is_image = matches!(self.store(s)?, Store::Image(_));
        if is_image {
            let (surface, loc) = self.name(s.index());
            return Err(MemoryError::WrongKind {
                surface,
                loc,
                expected: "a buffer or slm",
                found: "an image",
            });
        }
        match self.stores.get_mut(s.index()) {
            Some(Store::Buffer(b)) => *b = new,
            _ => self.slm = new,
        }
        Ok(())
    }

    /// Replaces an image's extent and pixels. `data` holds the pixels row-major (AoS, see
    /// [`Image::bytes`]) and must be exactly `width * height * depth * pixel_bytes` long.
    pub fn set_image(
        &mut self,
        s: SurfaceRef,
        size: ImageSize,
        data: &[u8],
    ) -> Result<(), MemoryError> {
        let Store::Image(old) = self.store(s)? else {
            let (surface, loc) = self.name(s.index());
            return Err(MemoryError::WrongKind {
                surface,
                loc,
                expected: "an image",
                found: "a buffer",
            });
        };
        let (dims, channels, elem) = (old.dims, old.channels, old.elem);
        let mut img = self.empty_image(s.index(), dims, channels, elem, size)?;
        if img.data.len() != data.len() {
            let (surface, loc) = self.name(s.index());
            return Err(MemoryError::BadImage {
                surface,
                loc,
                reason: format!(
                    "{}x{}x{} pixels of {} bytes need {} bytes, {} were given",
                    size.width,
                    size.height,
                    size.depth,
                    img.pixel_bytes(),
                    img.data.len(),
                    data.len()
                ),
            });
        }
        img.data = data.iter().map(|&b| Some(b)).collect();
        if let Some(slot) = self.stores.get_mut(s.index()) {
            *slot = Store::Image(img);
        }
        Ok(())
    }

    /// Does this memory, as left by the reference semantics, admit `observed`? Same surfaces and
    /// sizes, and every byte defined here is defined and equal there; undefined bytes here admit
    /// anything.
    pub fn admits(&self, observed: &Memory) -> bool {
        fn bytes_admit(r: &[Option<u8>], o: &[Option<u8>]) -> bool {
            r.len() == o.len() && r.iter().zip(o).all(|(r, o)| r.is_none() || r == o)
        }
        bytes_admit(&self.slm, &observed.slm)
            && self.stores.len() == observed.stores.len()
            && self
                .stores
                .iter()
                .zip(&observed.stores)
                .all(|(r, o)| match (r, o) {
                    (Store::Buffer(r), Store::Buffer(o)) => bytes_admit(r, o),
                    (Store::Slm, Store::Slm) => true,
                    (Store::Image(r), Store::Image(o)) => {
                        r.size == o.size
                            && r.channels == o.channels
                            && r.elem == o.elem
                            && bytes_admit(&r.data, &o.data)
                    }
                    _ => false,
                })
    }
}
