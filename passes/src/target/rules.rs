//! The legality of one message on one target ([`MessageRules`]: exec sizes, blocks, channel
//! masks, alignment, surfaces), and the per-message entries the targets share, each with the
//! reason it says what it says (spec versus finalizer, and the choice made).

use memlower_ir::{ChannelMask, Message, SurfaceKind};

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
    /// ([`Extension::TypedUnlistedMasks`](crate::target::Extension::TypedUnlistedMasks)).
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

/// GATHER4_TYPED with [`Extension::TypedSimd16`](crate::target::Extension::TypedSimd16)
/// enabled (offered on PVC only).
pub(super) const GATHER4_TYPED_SIMD16: MessageRules = MessageRules {
    // Spec: 8. On PVC the finalizer encodes exec 16 with 1 GRF per address and per channel,
    // which is correct for a 64-byte GRF (finalizer-facts §8b), and IGC uses SIMD16 typed
    // reads on Xe-HPC.
    exec_sizes: &[8, 16],
    why: "extension typed-simd16: exec 16 is encoded right where a GRF holds 16 dwords (PVC)",
    ..GATHER4_TYPED_SIMD8
};

/// The messages of a target without QW_SCATTER.
pub(super) const LEGACY_MESSAGES: [MessageRules; Message::COUNT] = [
    GATHER_SCALED,
    SCATTER_SCALED,
    SCATTER4_SCALED,
    QW_SCATTER_NONE,
    GATHER4_TYPED_SIMD8,
];

/// XeHP, DG2 and PVC: QW_SCATTER.
pub(super) const XEHP_MESSAGES: [MessageRules; Message::COUNT] = [
    GATHER_SCALED,
    SCATTER_SCALED,
    SCATTER4_SCALED,
    QW_SCATTER,
    GATHER4_TYPED_SIMD8,
];
