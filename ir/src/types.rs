//! Types of the IR.
//!
//! Lanes, channels and element bits live in the type, never in an attribute, so a split or a
//! rewrite cannot silently lose them (the lesson of XeGPU's `chunk_size`):
//!
//! ```text
//!   i8 i16 i32 i64 f16 f32 f64     scalars (integers are signless, like LLVM's)
//!   vec<N x T>                     N lanes of T, one value per lane
//!   vec<N x C x T>                 N lanes of C channels (C = 2..4) of T, one pixel per lane
//!   mask<N>                        N per-lane predicates; mask<1> is the scalar boolean
//! ```

use std::fmt;

/// The largest lane count the IR accepts. Splitting to legal exec sizes is the legaliser's job.
pub const MAX_LANES: u32 = 4096;

/// A scalar element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScalarType {
    /// 8-bit integer.
    I8,
    /// 16-bit integer.
    I16,
    /// 32-bit integer.
    I32,
    /// 64-bit integer.
    I64,
    /// IEEE half.
    F16,
    /// IEEE single.
    F32,
    /// IEEE double.
    F64,
}

impl ScalarType {
    /// Every scalar type, in a fixed order (useful for generators and coverage checks).
    pub const ALL: [ScalarType; 7] = [
        ScalarType::I8,
        ScalarType::I16,
        ScalarType::I32,
        ScalarType::I64,
        ScalarType::F16,
        ScalarType::F32,
        ScalarType::F64,
    ];

    /// Size in bytes.
    pub fn bytes(self) -> u32 {
        match self {
            ScalarType::I8 => 1,
            ScalarType::I16 | ScalarType::F16 => 2,
            ScalarType::I32 | ScalarType::F32 => 4,
            ScalarType::I64 | ScalarType::F64 => 8,
        }
    }

    /// Size in bits.
    pub fn bits(self) -> u32 {
        self.bytes() * 8
    }

    /// True for f16/f32/f64.
    pub fn is_float(self) -> bool {
        matches!(self, ScalarType::F16 | ScalarType::F32 | ScalarType::F64)
    }

    /// True for the integer types.
    pub fn is_int(self) -> bool {
        !self.is_float()
    }

    /// The keyword used in the text format.
    pub fn name(self) -> &'static str {
        match self {
            ScalarType::I8 => "i8",
            ScalarType::I16 => "i16",
            ScalarType::I32 => "i32",
            ScalarType::I64 => "i64",
            ScalarType::F16 => "f16",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
        }
    }

    /// Parses a keyword of the text format.
    pub fn from_name(s: &str) -> Option<ScalarType> {
        ScalarType::from_bytes(s.as_bytes())
    }

    /// [`ScalarType::from_name`] of the keyword's bytes: one match, no string comparison per
    /// type (the parser reads an element type in almost every line).
    pub fn from_bytes(b: &[u8]) -> Option<ScalarType> {
        Some(match b {
            b"i8" => ScalarType::I8,
            b"i16" => ScalarType::I16,
            b"i32" => ScalarType::I32,
            b"i64" => ScalarType::I64,
            b"f16" => ScalarType::F16,
            b"f32" => ScalarType::F32,
            b"f64" => ScalarType::F64,
            _ => return None,
        })
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// A single scalar.
    Scalar(ScalarType),
    /// `vec<lanes x chans x elem>`; `chans == 1` prints as `vec<lanes x elem>`.
    Vec {
        /// Number of lanes (at least 1).
        lanes: u32,
        /// Channels per lane (1..=4).
        chans: u8,
        /// Element type of each channel.
        elem: ScalarType,
    },
    /// `mask<lanes>`: one predicate bit per lane.
    Mask {
        /// Number of lanes (at least 1).
        lanes: u32,
    },
}

impl Type {
    /// `vec<lanes x elem>`: one element per lane.
    ///
    /// ```
    /// use memlower_ir::{ScalarType, Type};
    /// let t = Type::vec(16, ScalarType::F32);
    /// assert_eq!(t.to_string(), "vec<16 x f32>");
    /// assert_eq!((t.lanes(), t.chans(), t.num_elements()), (Some(16), Some(1), 16));
    /// ```
    pub fn vec(lanes: u32, elem: ScalarType) -> Type {
        Type::Vec {
            lanes,
            chans: 1,
            elem,
        }
    }

    /// `vec<lanes x chans x elem>`: `chans` channels per lane (an array of structs of up to 4
    /// fields, what one multi-channel `gather` or `scatter` moves). One channel prints as
    /// [`Type::vec`] does.
    ///
    /// ```
    /// use memlower_ir::{ScalarType, Type};
    /// let rgba = Type::chan_vec(8, 4, ScalarType::I8);
    /// assert_eq!(rgba.to_string(), "vec<8 x 4 x i8>");
    /// assert_eq!(rgba.num_elements(), 32);
    /// assert_eq!(Type::chan_vec(8, 1, ScalarType::I32), Type::vec(8, ScalarType::I32));
    /// ```
    pub fn chan_vec(lanes: u32, chans: u8, elem: ScalarType) -> Type {
        Type::Vec { lanes, chans, elem }
    }

    /// `mask<lanes>`: one predicate bit per lane (what `cmp` makes and masked accesses take).
    ///
    /// ```
    /// use memlower_ir::Type;
    /// let m = Type::mask(13);
    /// assert_eq!(m.to_string(), "mask<13>");
    /// assert!(m.is_mask() && m.elem().is_none());
    /// ```
    pub fn mask(lanes: u32) -> Type {
        Type::Mask { lanes }
    }

    /// The scalar `i32`, the type of byte offsets and base addresses.
    pub const I32: Type = Type::Scalar(ScalarType::I32);

    /// Lanes of a vector or mask; `None` for a scalar.
    pub fn lanes(self) -> Option<u32> {
        match self {
            Type::Scalar(_) => None,
            Type::Vec { lanes, .. } | Type::Mask { lanes } => Some(lanes),
        }
    }

    /// Channels per lane: 1 for scalars and single-channel vectors, `None` for masks.
    pub fn chans(self) -> Option<u8> {
        match self {
            Type::Scalar(_) => Some(1),
            Type::Vec { chans, .. } => Some(chans),
            Type::Mask { .. } => None,
        }
    }

    /// The element type of a scalar or vector; `None` for masks.
    pub fn elem(self) -> Option<ScalarType> {
        match self {
            Type::Scalar(s) => Some(s),
            Type::Vec { elem, .. } => Some(elem),
            Type::Mask { .. } => None,
        }
    }

    /// True for masks.
    pub fn is_mask(self) -> bool {
        matches!(self, Type::Mask { .. })
    }

    /// True for `vec<..>`.
    pub fn is_vec(self) -> bool {
        matches!(self, Type::Vec { .. })
    }

    /// True for scalars.
    pub fn is_scalar(self) -> bool {
        matches!(self, Type::Scalar(_))
    }

    /// The same shape with `lanes` lanes (scalars stay scalars).
    pub fn with_lanes(self, lanes: u32) -> Type {
        match self {
            Type::Scalar(s) => Type::Scalar(s),
            Type::Vec { chans, elem, .. } => Type::Vec { lanes, chans, elem },
            Type::Mask { .. } => Type::Mask { lanes },
        }
    }

    /// The same shape with another element type (masks stay masks).
    pub fn with_elem(self, elem: ScalarType) -> Type {
        match self {
            Type::Scalar(_) => Type::Scalar(elem),
            Type::Vec { lanes, chans, .. } => Type::Vec { lanes, chans, elem },
            Type::Mask { lanes } => Type::Mask { lanes },
        }
    }

    /// Total number of scalar elements (lanes x channels; 1 for a scalar; lanes for a mask).
    pub fn num_elements(self) -> u32 {
        match self {
            Type::Scalar(_) => 1,
            Type::Vec { lanes, chans, .. } => lanes * chans as u32,
            Type::Mask { lanes } => lanes,
        }
    }

    /// Bytes of one lane's data (channels x element bytes); `None` for masks.
    pub fn lane_bytes(self) -> Option<u32> {
        Some(self.elem()?.bytes() * self.chans()? as u32)
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Type::Scalar(s) => write!(f, "{s}"),
            Type::Vec {
                lanes,
                chans: 1,
                elem,
            } => write!(f, "vec<{lanes} x {elem}>"),
            Type::Vec { lanes, chans, elem } => write!(f, "vec<{lanes} x {chans} x {elem}>"),
            Type::Mask { lanes } => write!(f, "mask<{lanes}>"),
        }
    }
}

/// A set of RGBA channels, R = bit 0 ... A = bit 3, as in the vISA messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChannelMask(pub u8);

impl ChannelMask {
    /// Only R.
    pub const R: ChannelMask = ChannelMask(1);
    /// R and G.
    pub const RG: ChannelMask = ChannelMask(3);
    /// All four.
    pub const RGBA: ChannelMask = ChannelMask(15);

    /// The first `n` channels (R, RG, RGB, RGBA).
    pub fn first(n: u8) -> ChannelMask {
        ChannelMask(((1u16 << n.min(4)) - 1) as u8)
    }

    /// Number of enabled channels.
    pub fn count(self) -> u8 {
        (self.0 & 0xF).count_ones() as u8
    }

    /// Is channel `c` (0 = R) enabled?
    pub fn has(self, c: u8) -> bool {
        c < 4 && self.0 & (1 << c) != 0
    }

    /// Enabled channel indices in RGBA order.
    pub fn channels(self) -> impl Iterator<Item = u8> {
        (0..4).filter(move |&c| self.has(c))
    }

    /// True if the mask is one of the 15 non-empty RGBA masks.
    pub fn is_valid(self) -> bool {
        self.0 != 0 && self.0 <= 0xF
    }

    /// Lower-case text form (`rgba`, `ga`, ...).
    pub fn name(self) -> String {
        self.channels()
            .map(|c| b"rgba"[c as usize] as char)
            .collect()
    }

    /// Parses `r`, `rg`, `gba`, ... (letters in RGBA order, case-insensitive).
    pub fn from_name(s: &str) -> Option<ChannelMask> {
        let mut bits = 0u8;
        let mut last: i32 = -1;
        for ch in s.chars() {
            let c = match ch.to_ascii_lowercase() {
                'r' => 0,
                'g' => 1,
                'b' => 2,
                'a' => 3,
                _ => return None,
            };
            if c <= last {
                return None;
            }
            last = c;
            bits |= 1 << c;
        }
        (bits != 0).then_some(ChannelMask(bits))
    }
}

impl fmt::Display for ChannelMask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keyword match reads back every type's name, and nothing else: not a prefix, a
    /// longer word, another case or an empty word.
    #[test]
    fn scalar_names_read_back() {
        for t in ScalarType::ALL {
            assert_eq!(ScalarType::from_name(t.name()), Some(t));
            assert_eq!(ScalarType::from_bytes(t.name().as_bytes()), Some(t));
            let longer = format!("{}x", t.name());
            assert_eq!(ScalarType::from_name(&longer), None);
            assert_eq!(ScalarType::from_name(&t.name()[..1]), None);
            assert_eq!(ScalarType::from_name(&t.name().to_uppercase()), None);
        }
        for other in ["", "i", "i128", "u32", "f8", "i 8"] {
            assert_eq!(ScalarType::from_name(other), None, "{other}");
        }
    }

    #[test]
    fn type_display() {
        assert_eq!(Type::vec(32, ScalarType::F32).to_string(), "vec<32 x f32>");
        assert_eq!(
            Type::chan_vec(8, 4, ScalarType::I16).to_string(),
            "vec<8 x 4 x i16>"
        );
        assert_eq!(Type::mask(12).to_string(), "mask<12>");
        assert_eq!(Type::I32.to_string(), "i32");
    }

    #[test]
    fn channel_mask_names() {
        for bits in 1..16u8 {
            let m = ChannelMask(bits);
            assert_eq!(ChannelMask::from_name(&m.name()), Some(m));
        }
        assert_eq!(ChannelMask::from_name("ar"), None);
        assert_eq!(ChannelMask::from_name(""), None);
        assert_eq!(ChannelMask::from_name("rgbx"), None);
        assert_eq!(ChannelMask::first(2), ChannelMask::RG);
    }
}
