//! The target table: what each GPU generation's finalizer and hardware accept for the five
//! messages. The legaliser (`split-lanes`, `pick-blocks`, `pack-channels`), the legal-form
//! checker ([`crate::legal::verify_legal`]) and the lowering all read this one table, so a fact
//! is written once.
//!
//! ```text
//!             GRF   QW_SCATTER   typed exec   scaled exec       scatter4 exec   extensions offered
//!   skl       32B   no           8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   icllp     32B   no           8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   tgllp     32B   no           8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   xehp      32B   yes          8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   dg2       32B   yes          8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   pvc       64B   yes          8 (16: ext)  1,2,4,8,16        8,16            + typed SIMD16
//! ```
//!
//! Sources, and how conflicts are resolved: the vISA specification of each message, Intel's
//! finalizer source (IGC `visa/`), and what the installed `GenX_IR` really encodes
//! (`docs/finalizer-facts.md`, measured). Where they differ, the table takes the **stricter**
//! rule and the comment beside the entry says why. The finalizer accepts almost anything (exit
//! code 0 does not mean legal, finalizer-facts §8), so this table, not the finalizer, is the
//! guard.
//!
//! **Spec-strict by default.** The default rules are inside the message specifications
//! (docs/SPEC-COVERAGE.md). Where Intel's finalizer takes something the specification does not
//! promise *and* encodes it right on a target, that is an [`Extension`]: listed per target in
//! [`Target::extensions`], off in every [`TARGETS`] entry, enabled only on request
//! ([`Target::with_extensions`], or `--target pvc+typed-simd16` on the command line), printed by
//! `memlower targets` and counted per message in the lowering report.

use memlower_ir::{ChannelMask, Message, SurfaceKind};
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
pub struct Extensions(u8);

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

/// Why `name+ext+...` names no target with those extensions.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    /// The part before the first `+` names no target.
    #[error("unknown target `{name}`")]
    UnknownTarget {
        /// The name as given.
        name: String,
    },
    /// A part after `+` names no extension.
    #[error("unknown extension `{name}`")]
    UnknownExtension {
        /// The name as given.
        name: String,
    },
    /// The target does not offer the extension (the finalizer mis-encodes it there).
    #[error("{target} does not offer the extension `{extension}`")]
    NotOffered {
        /// Target name.
        target: &'static str,
        /// The extension.
        extension: Extension,
        /// What the target offers.
        offered: Extensions,
    },
}

impl TargetError {
    /// What would be accepted, for diagnostics.
    pub fn expected(&self) -> String {
        match self {
            TargetError::UnknownTarget { .. } => format!("one of: {}", Target::names().join(", ")),
            TargetError::UnknownExtension { .. } => {
                let names: Vec<&str> = Extension::ALL.iter().map(|e| e.name()).collect();
                format!("one of: {}", names.join(", "))
            }
            TargetError::NotOffered { offered, .. } => format!("one of: {offered}"),
        }
    }
}

/// Which channel masks a channel-mask message may carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChannelRule {
    /// The message takes a block count, not a channel mask.
    NoChannels,
    /// Any of the 15 non-empty RGBA masks is encodable; memlower emits only the first C
    /// channels (`r`, `rg`, `rgb`, `rgba`), because a scatter's channels are contiguous in
    /// memory and a mask with a hole would skip a dword.
    FirstChannels,
    /// A non-empty subset of the image's channels (the channels the `image.load` names) that
    /// GATHER4_TYPED's Text section lists: every mask but RGA and RBA.
    SubsetOfImage,
    /// Any non-empty subset of the image's channels, RGA and RBA included
    /// ([`Extension::TypedUnlistedMasks`]).
    AnySubsetOfImage,
}

/// True if GATHER4_TYPED's Text section lists the channel mask: the 13 non-empty masks other
/// than RGA and RBA.
pub fn typed_mask_listed(m: ChannelMask) -> bool {
    m.is_valid() && m != ChannelMask(0b1011) && m != ChannelMask(0b1101)
}

/// Which surfaces a message may address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SurfaceRule {
    /// Binding-table buffers, SLM (T0) and stateless memory (T5).
    Buffers,
    /// Typed images only: the finalizer rejects T0 and T5 for typed messages
    /// ("Surface T0/T5 ... is not allowed for TYPED SCATTTER4/GATHER4", finalizer-facts §5).
    Images,
}

impl SurfaceRule {
    /// True if a surface of kind `k` may be addressed under this rule.
    pub fn allows(self, k: SurfaceKind) -> bool {
        match self {
            SurfaceRule::Buffers => !k.is_image(),
            SurfaceRule::Images => k.is_image(),
        }
    }
}

/// The legality of one message on one target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MessageRules {
    /// Which message.
    pub msg: Message,
    /// False if the target has no such message (QW_SCATTER before XeHP).
    pub available: bool,
    /// Legal exec sizes (lanes per message), ascending.
    pub exec_sizes: &'static [u32],
    /// Legal block counts (`.1 .2 .4`) for block messages; empty for channel-mask messages.
    pub blocks: &'static [u8],
    /// Which channel masks are legal.
    pub channels: ChannelRule,
    /// Minimum guaranteed alignment (bytes) of every lane's address.
    pub min_align: u32,
    /// Which surfaces it may address.
    pub surfaces: SurfaceRule,
    /// Why the entry says what it says (spec versus finalizer, and the choice made).
    pub why: &'static str,
}

impl MessageRules {
    /// True if `n` lanes is a legal exec size.
    pub fn is_legal_exec(&self, n: u32) -> bool {
        self.available && self.exec_sizes.contains(&n)
    }

    /// The largest legal exec size (0 if the message is unavailable).
    pub fn max_exec(&self) -> u32 {
        if self.available {
            self.exec_sizes.last().copied().unwrap_or(0)
        } else {
            0
        }
    }

    /// True if `m` is a legal channel mask under [`MessageRules::channels`] (for the image
    /// rules, whether `m` is within the image's channels is the caller's check).
    pub fn is_legal_mask(&self, m: ChannelMask) -> bool {
        match self.channels {
            ChannelRule::NoChannels => false,
            ChannelRule::FirstChannels => m.is_valid() && m == ChannelMask::first(m.count()),
            ChannelRule::SubsetOfImage => typed_mask_listed(m),
            ChannelRule::AnySubsetOfImage => m.is_valid(),
        }
    }
}

// ---- The per-message entries, shared by the targets that have the same rule. -------------

/// GATHER_SCALED: byte-addressed read of 1, 2 or 4 bytes per lane.
const GATHER_SCALED: MessageRules = MessageRules {
    msg: Message::GatherScaled,
    available: true,
    // Spec: 1,2,4,8,16,32. The finalizer's translator asserts exec <= 16
    // (`translateByteGatherInst`), and the installed GenX_IR encodes exec 32 as `send (32)` with
    // a SIMD16 descriptor (wrong; finalizer-facts §8b). Stricter: 1..16.
    exec_sizes: &[1, 2, 4, 8, 16],
    // num_blocks encodings 0/1/2 = 1/2/4 bytes; `.8`, `.0`, `.3` are silently mis-encoded.
    blocks: &[1, 2, 4],
    channels: ChannelRule::NoChannels,
    // The spec asks no alignment, and IGC itself uses byte-scattered `.4` exactly for data
    // with alignment < 4 (`VectorMessage::getInfo`), so none is required.
    min_align: 1,
    surfaces: SurfaceRule::Buffers,
    why: "spec allows exec 32; the finalizer asserts exec <= 16 and mis-encodes 32 -> 1,2,4,8,16",
};

/// SCATTER_SCALED: byte-addressed write of 1, 2 or 4 bytes per lane. Same facts as
/// GATHER_SCALED (`translateByteScatterInst`).
const SCATTER_SCALED: MessageRules = MessageRules {
    msg: Message::ScatterScaled,
    why: "spec allows exec 32; the finalizer asserts exec <= 16 and mis-encodes 32 -> 1,2,4,8,16",
    ..GATHER_SCALED
};

/// SCATTER4_SCALED: dword write of 1-4 channels per lane, channel-major in registers.
const SCATTER4_SCALED: MessageRules = MessageRules {
    msg: Message::Scatter4Scaled,
    available: true,
    // Spec: 8, 16. The finalizer also takes 1, 2, 4 (and encodes them as SIMD8), but the spec
    // does not promise them. Stricter: 8, 16; fewer lanes are padded with disabled lanes.
    exec_sizes: &[8, 16],
    blocks: &[],
    channels: ChannelRule::FirstChannels,
    // Spec: "the final address must be dword-aligned".
    min_align: 4,
    surfaces: SurfaceRule::Buffers,
    why: "spec 8,16; the finalizer also takes 1,2,4 -> 8,16, shorter tails padded; spec: dword-aligned addresses",
};

/// QW_SCATTER on a target that has it (XeHP and later).
const QW_SCATTER: MessageRules = MessageRules {
    msg: Message::QwScatter,
    available: true,
    // Spec: 1,2,4,8,16. The finalizer has no exec-size check and encodes 32 wrongly
    // (finalizer-facts §8b); 1..16 are sane on every platform that has the message.
    exec_sizes: &[1, 2, 4, 8, 16],
    // Spec: num_blocks 0b00 (1 block) only. `.2`/`.4` are encoded by the finalizer but not
    // promised by the spec.
    blocks: &[1],
    channels: ChannelRule::NoChannels,
    // The spec says nothing about alignment. IGC only emits QWord scattered messages for data
    // aligned to 8 (`allowQWMessage = ... Align >= 8`), and the hardware addresses qwords.
    // Stricter: 8. Less aligned 64-bit stores go through SCATTER4_SCALED.rg or two
    // SCATTER_SCALED.4.
    min_align: 8,
    surfaces: SurfaceRule::Buffers,
    why: "spec 1..16, 1 block; gated to >= XeHP_SDV by the finalizer; align 8 as IGC requires",
};

/// QW_SCATTER on a target without it: the finalizer rejects it with "vISA instruction not
/// supported on this platform" (descriptor platform `Xe_XeHPSDV`, finalizer-facts §8a).
const QW_SCATTER_NONE: MessageRules = MessageRules {
    available: false,
    exec_sizes: &[],
    why:
        "the finalizer rejects it before XeHP_SDV: vISA instruction not supported on this platform",
    ..QW_SCATTER
};

/// GATHER4_TYPED on targets with a 32-byte GRF: SIMD8 only.
const GATHER4_TYPED_SIMD8: MessageRules = MessageRules {
    msg: Message::Gather4Typed,
    available: true,
    // Spec: 8 only, on every target. The finalizer's source allows 16 from XeHP_SDV
    // (`hasSIMD16TypedRW`), but the installed GenX_IR encodes exec 16 on a 32-byte GRF with one
    // GRF per channel, i.e. only 8 lanes of each channel come back (finalizer-facts §8b), and
    // IGC's own `supportsSIMD16TypedRW` is PVC-only. Exec 16 on PVC is an extension
    // ([`Extension::TypedSimd16`]). Exec 1, 2, 4 are silently widened to 8 by the finalizer:
    // never emitted; fewer lanes are padded to 8 with disabled lanes.
    exec_sizes: &[8],
    blocks: &[],
    // Spec (Text): the 13 listed masks; RGA and RBA are an extension.
    channels: ChannelRule::SubsetOfImage,
    min_align: 1,
    surfaces: SurfaceRule::Images,
    why: "spec: exec 8 and the 13 listed channel masks (not RGA, RBA)",
};

/// GATHER4_TYPED with [`Extension::TypedSimd16`] enabled (offered on PVC only).
const GATHER4_TYPED_SIMD16: MessageRules = MessageRules {
    // Spec: 8. On PVC the finalizer encodes exec 16 with 1 GRF per address and per channel,
    // which is correct for a 64-byte GRF (finalizer-facts §8b), and IGC uses SIMD16 typed
    // reads on Xe-HPC.
    exec_sizes: &[8, 16],
    why: "extension typed-simd16: exec 16 is encoded right where a GRF holds 16 dwords (PVC)",
    ..GATHER4_TYPED_SIMD8
};

/// The messages of a target without QW_SCATTER.
const LEGACY_MESSAGES: [MessageRules; 5] = [
    GATHER_SCALED,
    SCATTER_SCALED,
    SCATTER4_SCALED,
    QW_SCATTER_NONE,
    GATHER4_TYPED_SIMD8,
];

/// XeHP, DG2 and PVC: QW_SCATTER.
const XEHP_MESSAGES: [MessageRules; 5] = [
    GATHER_SCALED,
    SCATTER_SCALED,
    SCATTER4_SCALED,
    QW_SCATTER,
    GATHER4_TYPED_SIMD8,
];

/// The extensions every target's finalizer encodes right.
const EVERYWHERE: Extensions =
    Extensions((1 << Extension::TypedNullLod as u8) | (1 << Extension::TypedUnlistedMasks as u8));

/// PVC also encodes typed SIMD16 right.
const PVC_EXTENSIONS: Extensions = Extensions(EVERYWHERE.0 | (1 << Extension::TypedSimd16 as u8));

/// One GPU target's facts, and the extensions this value enables (none in [`TARGETS`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// Short name used by `--target` and `target "..."` (`dg2`).
    pub name: &'static str,
    /// The `GenX_IR -platform` name (`DG2`).
    pub platform: &'static str,
    /// Marketing / architecture name, for listings.
    pub family: &'static str,
    /// Bytes per GRF register.
    pub grf_bytes: u32,
    /// GRF registers available to a kernel in the default mode.
    pub grf_count: u32,
    /// GRF registers in the "large GRF" mode, where the target has one.
    pub large_grf_count: Option<u32>,
    /// The five messages, in [`Message::ALL`] order (as the enabled extensions change them).
    pub messages: [MessageRules; 5],
    /// The extensions the target's finalizer encodes right, which a user may enable.
    pub extensions: Extensions,
    /// The extensions enabled: none in [`TARGETS`]; see [`Target::with_extensions`].
    pub enabled: Extensions,
    /// The EUs execute 64-bit integer ALU instructions (`q`/`uq` arithmetic, shifts, min/max
    /// and conversions to and from floats). False where IGC's `visa/HWCaps.inc` says
    /// `noInt64()`: Gen11, Xe-LP and DG2. The installed finalizer still accepts such
    /// instructions there and emits wrong code (a `q` to `f` `mov` becomes a raw dword copy),
    /// so the lowering refuses the ops that would need them.
    pub int64: bool,
    /// The EUs execute `df` instructions. False where `HWCaps.inc` says `noFP64()` (Gen11,
    /// Xe-LP, DG2); the finalizer emits `df` instructions there all the same.
    pub fp64: bool,
}

/// Every target memlower knows, oldest first.
pub static TARGETS: &[Target] = &[
    Target {
        name: "skl",
        platform: "SKL",
        family: "Gen9 (Skylake)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: LEGACY_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: true,
        fp64: true,
    },
    Target {
        name: "icllp",
        platform: "ICLLP",
        family: "Gen11 (Ice Lake)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: LEGACY_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: false,
        fp64: false,
    },
    Target {
        name: "tgllp",
        platform: "TGLLP",
        family: "Xe-LP (Tiger Lake)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: LEGACY_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: false,
        fp64: false,
    },
    Target {
        name: "xehp",
        platform: "XeHP_SDV",
        family: "Xe-HP (software development vehicle)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: XEHP_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: true,
        fp64: true,
    },
    Target {
        name: "dg2",
        platform: "DG2",
        family: "Xe-HPG (Arc A-series)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: XEHP_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: false,
        fp64: false,
    },
    Target {
        name: "pvc",
        platform: "PVC",
        family: "Xe-HPC (Ponte Vecchio)",
        grf_bytes: 64,
        grf_count: 128,
        // PVC kernels may opt into 256 GRFs ("large GRF" mode); memlower allocates for the
        // default 128 and reports the large mode only as a note.
        large_grf_count: Some(256),
        messages: XEHP_MESSAGES,
        extensions: PVC_EXTENSIONS,
        enabled: Extensions::NONE,
        int64: true,
        fp64: true,
    },
];

impl Target {
    /// Looks a target up by its short name or its `GenX_IR -platform` name, case-insensitively
    /// (`dg2`, `DG2`, `xehp`, `XeHP_SDV`).
    pub fn by_name(name: &str) -> Option<&'static Target> {
        TARGETS
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(name) || t.platform.eq_ignore_ascii_case(name))
    }

    /// The short names of every target, for error messages (`skl, icllp, ...`).
    pub fn names() -> Vec<&'static str> {
        TARGETS.iter().map(|t| t.name).collect()
    }

    /// Parses `name` or `name+ext+ext...` (`pvc+typed-simd16`): a target of [`TARGETS`] with the
    /// named extensions enabled.
    pub fn parse(spec: &str) -> Result<Target, TargetError> {
        let mut parts = spec.split('+');
        let name = parts.next().unwrap_or("");
        let t = Target::by_name(name).ok_or_else(|| TargetError::UnknownTarget {
            name: name.to_string(),
        })?;
        let mut exts = Vec::new();
        for p in parts {
            exts.push(
                Extension::from_name(p).ok_or_else(|| TargetError::UnknownExtension {
                    name: p.to_string(),
                })?,
            );
        }
        t.with_extensions(Extensions::of(&exts))
    }

    /// This target with `exts` enabled (added to those already enabled). Fails if the target
    /// does not offer one of them: the finalizer mis-encodes it there.
    pub fn with_extensions(&self, exts: Extensions) -> Result<Target, TargetError> {
        let mut t = self.clone();
        for e in exts.iter() {
            if !t.extensions.contains(e) {
                return Err(TargetError::NotOffered {
                    target: t.name,
                    extension: e,
                    offered: t.extensions,
                });
            }
            t.enabled = t.enabled.with(e);
            let Some(typed) = t
                .messages
                .iter_mut()
                .find(|r| r.msg == Message::Gather4Typed)
            else {
                continue;
            };
            match e {
                Extension::TypedSimd16 => {
                    *typed = MessageRules {
                        channels: typed.channels,
                        ..GATHER4_TYPED_SIMD16
                    }
                }
                Extension::TypedUnlistedMasks => typed.channels = ChannelRule::AnySubsetOfImage,
                Extension::TypedNullLod => {}
            }
        }
        Ok(t)
    }

    /// True if the extension is enabled on this target value.
    pub fn allows(&self, e: Extension) -> bool {
        self.enabled.contains(e)
    }

    /// The name with the enabled extensions (`pvc+typed-simd16`), as [`Target::parse`] reads it.
    pub fn spec(&self) -> String {
        if self.enabled.is_empty() {
            self.name.to_string()
        } else {
            format!("{}+{}", self.name, self.enabled)
        }
    }

    /// The rules of one message.
    pub fn rules(&self, msg: Message) -> &MessageRules {
        // `messages` is in `Message::ALL` order; the find cannot miss, the fallback keeps it
        // total.
        self.messages
            .iter()
            .find(|r| r.msg == msg)
            .unwrap_or(&self.messages[0])
    }

    /// True if the target has the message.
    pub fn has(&self, msg: Message) -> bool {
        self.rules(msg).available
    }

    /// Legal exec sizes of a message (empty if the target lacks it).
    pub fn exec_sizes(&self, msg: Message) -> &'static [u32] {
        let r = self.rules(msg);
        if r.available {
            r.exec_sizes
        } else {
            &[]
        }
    }

    /// Dwords per GRF (8 or 16): the channel stride of a SIMD8 channel-major payload.
    pub fn grf_dwords(&self) -> u32 {
        self.grf_bytes / 4
    }
}

impl fmt::Display for Target {
    /// `dg2 (DG2, Xe-HPG (Arc A-series)): 128 x 32-byte GRF`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}, {}): {} x {}-byte GRF",
            self.name, self.platform, self.family, self.grf_count, self.grf_bytes
        )?;
        if let Some(l) = self.large_grf_count {
            write!(f, " ({l} in large-GRF mode)")?;
        }
        Ok(())
    }
}

fn list(xs: &[u32]) -> String {
    xs.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The text printed by `memlower targets`: one row per target and a section per message with
/// the reason for every rule.
pub fn targets_table() -> String {
    let mut rows: Vec<[String; 9]> = vec![[
        "target".into(),
        "platform".into(),
        "GRF".into(),
        "GRFs".into(),
        "gather_scaled".into(),
        "scatter_scaled".into(),
        "scatter4_scaled".into(),
        "qw_scatter".into(),
        "gather4_typed".into(),
    ]];
    for t in TARGETS {
        let exec = |m: Message| {
            let r = t.rules(m);
            if r.available {
                list(r.exec_sizes)
            } else {
                "-".into()
            }
        };
        rows.push([
            t.name.into(),
            t.platform.into(),
            format!("{}B", t.grf_bytes),
            match t.large_grf_count {
                Some(l) => format!("{}/{l}", t.grf_count),
                None => t.grf_count.to_string(),
            },
            exec(Message::GatherScaled),
            exec(Message::ScatterScaled),
            exec(Message::Scatter4Scaled),
            exec(Message::QwScatter),
            exec(Message::Gather4Typed),
        ]);
    }
    let mut widths = [0usize; 9];
    for r in &rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.len());
        }
    }
    let mut out =
        String::from("exec sizes per message, spec-strict (\"-\": the target lacks it)\n\n");
    for r in &rows {
        let cells: Vec<String> = r
            .iter()
            .zip(widths)
            .map(|(c, w)| format!("{c:w$}"))
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out.push_str("\nrules (where the spec and the finalizer differ, the stricter one):\n");
    for msg in Message::ALL {
        let mut seen: Vec<&MessageRules> = Vec::new();
        for t in TARGETS {
            let r = t.rules(msg);
            if seen.contains(&r) {
                continue;
            }
            seen.push(r);
            let on: Vec<&str> = TARGETS
                .iter()
                .filter(|u| u.rules(msg) == r)
                .map(|u| u.name)
                .collect();
            let on = if on.len() == TARGETS.len() {
                "all targets".to_string()
            } else {
                on.join(" ")
            };
            let head = if seen.len() == 1 { msg.mnemonic() } else { "" };
            let shape = if !r.available {
                "not available".to_string()
            } else if r.blocks.is_empty() {
                let ch = match r.channels {
                    ChannelRule::FirstChannels => "channels r, rg, rgb, rgba",
                    ChannelRule::SubsetOfImage => {
                        "channels: a subset of the image's the spec lists (not rga, rba)"
                    }
                    _ => "channels: any subset of the image's",
                };
                format!("exec {}; {ch}", list(r.exec_sizes))
            } else {
                let b: Vec<String> = r.blocks.iter().map(|b| b.to_string()).collect();
                format!("exec {}; blocks {}", list(r.exec_sizes), b.join(","))
            };
            let align = if r.available && r.min_align > 1 {
                format!("; align >= {}", r.min_align)
            } else {
                String::new()
            };
            out.push_str(&format!("  {head:<16} {on}: {shape}{align}\n"));
            out.push_str(&format!("  {:<16}   ({})\n", "", r.why));
        }
    }
    out.push_str(
        "\nextensions (outside the spec; off unless enabled, as in --target pvc+typed-simd16):\n",
    );
    for e in Extension::ALL {
        let on: Vec<&str> = TARGETS
            .iter()
            .filter(|t| t.extensions.contains(e))
            .map(|t| t.name)
            .collect();
        let on = if on.len() == TARGETS.len() {
            "all targets".to_string()
        } else {
            on.join(" ")
        };
        out.push_str(&format!("  {:<20} {on}: {}\n", e.name(), e.summary()));
    }
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    out.push_str(
        "\n64-bit ALU (int64 / fp64; without int64 the lowering computes i64 add, sub, logic, \
         compares and constant shifts in 32-bit halves and refuses the rest; without fp64 \
         soft-f64 computes f64 arithmetic, compares and conversions (but from or to i64 and \
         f16) in 32-bit integer ops):\n",
    );
    for t in TARGETS {
        out.push_str(&format!(
            "  {:<16} {} / {}\n",
            t.name,
            yes_no(t.int64),
            yes_no(t.fp64)
        ));
    }
    out.push_str(&format!(
        "  {:<16}   (IGC visa/HWCaps.inc noInt64()/noFP64(); the finalizer emits q/df code there anyway)\n",
        ""
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_accepts_short_and_platform_names_in_any_case() {
        assert_eq!(Target::by_name("dg2").map(|t| t.platform), Some("DG2"));
        assert_eq!(Target::by_name("XeHP_SDV").map(|t| t.name), Some("xehp"));
        assert_eq!(Target::by_name("xehp_sdv").map(|t| t.name), Some("xehp"));
        assert_eq!(Target::by_name("TGLLP").map(|t| t.name), Some("tgllp"));
        assert_eq!(Target::by_name("Pvc").map(|t| t.grf_bytes), Some(64));
        assert!(Target::by_name("gen12").is_none());
        assert!(Target::by_name("").is_none());
    }

    #[test]
    fn table_has_the_required_facts() {
        let t = |n| Target::by_name(n).expect("known target");
        for n in ["skl", "icllp", "tgllp"] {
            assert!(!t(n).has(Message::QwScatter), "{n}");
            assert_eq!(t(n).exec_sizes(Message::Gather4Typed), &[8]);
        }
        for n in ["xehp", "dg2", "pvc"] {
            assert!(t(n).has(Message::QwScatter), "{n}");
        }
        assert_eq!(t("dg2").exec_sizes(Message::Gather4Typed), &[8]);
        // Spec-strict by default: typed SIMD16 only with the extension.
        assert_eq!(t("pvc").exec_sizes(Message::Gather4Typed), &[8]);
        assert_eq!(t("pvc").large_grf_count, Some(256));
        for n in ["icllp", "tgllp", "dg2"] {
            assert!(!t(n).int64 && !t(n).fp64, "{n} has no 64-bit ALU");
        }
        for n in ["skl", "xehp", "pvc"] {
            assert!(t(n).int64 && t(n).fp64, "{n} has a 64-bit ALU");
        }
        for tg in TARGETS {
            // The messages are in `Message::ALL` order (rules() relies on it for clarity).
            for (r, m) in tg.messages.iter().zip(Message::ALL) {
                assert_eq!(r.msg, m);
            }
            assert_eq!(tg.exec_sizes(Message::GatherScaled), &[1, 2, 4, 8, 16]);
            assert_eq!(tg.exec_sizes(Message::Scatter4Scaled), &[8, 16]);
            assert_eq!(tg.rules(Message::Scatter4Scaled).min_align, 4);
            for r in &tg.messages {
                assert!(r.exec_sizes.windows(2).all(|w| w[0] < w[1]));
                assert!(r.exec_sizes.iter().all(|&e| e.is_power_of_two() && e <= 16));
            }
        }
    }

    #[test]
    fn extensions_are_off_by_default_and_enabled_by_name() {
        for t in TARGETS {
            assert!(t.enabled.is_empty(), "{} enables {}", t.name, t.enabled);
            for e in Extension::ALL {
                assert!(!t.allows(e));
            }
        }
        let pvc = Target::parse("pvc+typed-simd16").expect("pvc offers typed-simd16");
        assert!(pvc.allows(Extension::TypedSimd16));
        assert_eq!(pvc.exec_sizes(Message::Gather4Typed), &[8, 16]);
        assert_eq!(pvc.spec(), "pvc+typed-simd16");
        assert_eq!(Target::parse(&pvc.spec()), Ok(pvc));
        let dg2 = Target::parse("dg2+typed-unlisted-masks+typed-null-lod").expect("offered");
        assert!(dg2.allows(Extension::TypedNullLod));
        assert!(dg2
            .rules(Message::Gather4Typed)
            .is_legal_mask(ChannelMask(0b1011)));
        assert_eq!(dg2.exec_sizes(Message::Gather4Typed), &[8]);
        assert!(matches!(
            Target::parse("dg2+typed-simd16"),
            Err(TargetError::NotOffered { .. })
        ));
        assert!(matches!(
            Target::parse("dg2+simd32"),
            Err(TargetError::UnknownExtension { .. })
        ));
        assert!(matches!(
            Target::parse("gen12"),
            Err(TargetError::UnknownTarget { .. })
        ));
    }

    #[test]
    fn typed_masks_the_spec_lists() {
        let listed: Vec<u8> = (1..16u8)
            .filter(|&b| typed_mask_listed(ChannelMask(b)))
            .collect();
        assert_eq!(listed.len(), 13);
        for name in ["rga", "rba"] {
            let m = ChannelMask::from_name(name).expect("mask");
            assert!(!typed_mask_listed(m), "{name}");
            let t = Target::by_name("dg2").expect("dg2");
            assert!(!t.rules(Message::Gather4Typed).is_legal_mask(m));
        }
    }

    #[test]
    fn channel_rules() {
        let r = Target::by_name("dg2")
            .expect("dg2")
            .rules(Message::Scatter4Scaled);
        assert!(r.is_legal_mask(ChannelMask::RG));
        assert!(!r.is_legal_mask(ChannelMask(0b0101)));
        assert!(!r.is_legal_mask(ChannelMask(0)));
    }

    #[test]
    fn table_printer_lists_every_target() {
        let s = targets_table();
        for t in TARGETS {
            assert!(s.contains(t.platform), "{s}");
        }
        assert!(s.contains("qw_scatter"));
        for e in Extension::ALL {
            assert!(s.contains(e.name()), "{s}");
        }
    }
}
