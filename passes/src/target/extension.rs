//! [`Extension`]s, forms outside the message specifications that Intel's finalizer encodes
//! right on some targets, and [`Extensions`], a set of them.

use std::fmt;

/// Something outside the message specifications that Intel's finalizer accepts and encodes
/// right on some targets. memlower never emits one unless the target value enables it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Extension {
    /// GATHER4_TYPED at exec size 16. The specification lists exec size 8 only; on a 64-byte
    /// GRF (PVC) the finalizer encodes exec 16 with one GRF per address and per channel, which
    /// is right (finalizer-facts §8b). On 32-byte GRFs it mis-encodes it, so no such target
    /// offers it.
    TypedSimd16,
    /// GATHER4_TYPED with `%null` as the LOD operand. The specification lets only the offset
    /// operands a surface does not have (V and R of a 1D image, R of a 2D image) be the null
    /// variable; it says nothing of a null LOD. The finalizer and IGC treat a null LOD as LOD 0
    /// (finalizer-facts §8b, address patterns). Without it, memlower passes a register of zeros.
    TypedNullLod,
    /// GATHER4_TYPED with the channel masks RGA and RBA, which the specification's Text section
    /// does not list (it lists the other 13). The finalizer parses and encodes all 15 masks.
    /// Without it, an `image.load` naming exactly those channels is refused with a fix.
    TypedUnlistedMasks,
}

impl Extension {
    /// Every extension, in a fixed order.
    pub const ALL: [Extension; 3] = [
        Extension::TypedSimd16,
        Extension::TypedNullLod,
        Extension::TypedUnlistedMasks,
    ];

    /// The name used after `+` in a target name and in reports (`typed-simd16`).
    pub fn name(self) -> &'static str {
        match self {
            Extension::TypedSimd16 => "typed-simd16",
            Extension::TypedNullLod => "typed-null-lod",
            Extension::TypedUnlistedMasks => "typed-unlisted-masks",
        }
    }

    /// Looks an extension up by [`Extension::name`].
    pub fn from_name(name: &str) -> Option<Extension> {
        Extension::ALL.into_iter().find(|e| e.name() == name)
    }

    /// What it allows, in a few words, for `memlower targets`.
    pub fn summary(self) -> &'static str {
        match self {
            Extension::TypedSimd16 => "gather4_typed at exec 16 (spec: 8)",
            Extension::TypedNullLod => {
                "gather4_typed with a %null LOD (spec: only inapplicable offsets are null)"
            }
            Extension::TypedUnlistedMasks => {
                "gather4_typed.RGA and .RBA (the spec's channel list omits them)"
            }
        }
    }

    fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

impl fmt::Display for Extension {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of [`Extension`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Extensions(pub(super) u8);

impl Extensions {
    /// No extension: spec-strict.
    pub const NONE: Extensions = Extensions(0);

    /// The set holding `exts`.
    pub fn of(exts: &[Extension]) -> Extensions {
        Extensions(exts.iter().fold(0, |a, e| a | e.bit()))
    }

    /// True if `e` is in the set.
    pub fn contains(self, e: Extension) -> bool {
        self.0 & e.bit() != 0
    }

    /// The set with `e` added.
    pub fn with(self, e: Extension) -> Extensions {
        Extensions(self.0 | e.bit())
    }

    /// True if the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The extensions in the set, in [`Extension::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Extension> {
        Extension::ALL
            .into_iter()
            .filter(move |e| self.contains(*e))
    }
}

impl fmt::Display for Extensions {
    /// `typed-simd16+typed-null-lod`, or `none`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        let names: Vec<&str> = self.iter().map(|e| e.name()).collect();
        f.write_str(&names.join("+"))
    }
}
