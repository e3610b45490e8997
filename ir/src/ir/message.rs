//! One description per message: the facts of the five vISA memory messages that do not depend
//! on the target, in one table ([`MessageDesc`], [`Message::desc`]). The IR verifier (`via`),
//! the legal-form check, the message verifier, the vISA reader and printer, the interpreters
//! and the payload sizes all read them here, the role TableGen's records play in LLVM. What
//! depends on the target (exec sizes, the block counts and channel masks memlower emits,
//! alignment, surfaces, availability) is `memlower_passes::target`'s `MessageRules`.
//!
//! Adding a message is one entry here, its per-target rules, and the lowering of its payload
//! and its semantics (the message interpreter); the layers that only need these facts follow.

use super::inst::InstKind;
use super::ops::Message;

/// Which IR memory op a message carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Carried {
    /// `gather`.
    Gather,
    /// `scatter`.
    Scatter,
    /// `image.load`.
    ImageLoad,
}

impl Carried {
    /// The memory op `kind` is, if it is one a message can carry.
    pub fn of(kind: &InstKind) -> Option<Carried> {
        match kind {
            InstKind::Gather { .. } => Some(Carried::Gather),
            InstKind::Scatter { .. } => Some(Carried::Scatter),
            InstKind::ImageLoad { .. } => Some(Carried::ImageLoad),
            _ => None,
        }
    }

    /// The op's name in the IR text.
    pub fn name(self) -> &'static str {
        match self {
            Carried::Gather => "gather",
            Carried::Scatter => "scatter",
            Carried::ImageLoad => "image.load",
        }
    }
}

/// How a message's data (a read's destination, a write's source) is laid out in registers.
/// `W` is the exec size rounded up to 8, 16 or a GRF's dwords, whichever is largest (the
/// spec's `roundUp(exec)`); a block is `max(exec, GRF dwords)` dwords.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataLayout {
    /// `W` dwords, one per lane; a block count of 1 or 2 moves only its low bytes.
    DwordPerLane,
    /// `W` dwords per enabled channel, channel-major.
    DwordChannels,
    /// `W` qwords, one per lane, per block.
    QwordPerLane,
    /// One block per enabled channel.
    BlockPerChannel,
}

/// How a message's address operands are laid out in registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressLayout {
    /// `W` dwords (byte offsets).
    DwordPerLane,
    /// One block per coordinate.
    BlockEach,
}

/// The target-independent facts of one message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MessageDesc {
    /// Which message.
    pub msg: Message,
    /// The vISA mnemonic (`gather_scaled`).
    pub mnemonic: &'static str,
    /// The specification's name (`GATHER_SCALED`).
    pub spec_name: &'static str,
    /// The vISA opcode.
    pub opcode: u8,
    /// The IR op it carries.
    pub carries: Carried,
    /// True for a read (its data operand is a destination).
    pub reads: bool,
    /// The block counts the specification allows (`.1 .2 .4`); empty for a message that
    /// selects channels instead.
    pub blocks: &'static [u8],
    /// True if it takes a channel mask (`.rgba`) instead of a block count.
    pub channels: bool,
    /// True if it has a scalar global-offset operand (`ud`, a `<0;1,0>` region or an
    /// immediate), added to every lane's offset.
    pub global_offset: bool,
    /// Its address operands by role, in operand order; `None`-able coordinates of a typed read
    /// are the ones after the first.
    pub addresses: &'static [&'static str],
    /// How its address operands are laid out.
    pub address_layout: AddressLayout,
    /// How its data is laid out.
    pub data: DataLayout,
    /// The bytes of one data element in registers: 4 (`ud`, `d`, `f`) or 8 (`uq`, `q`, `df`).
    pub data_bytes: u32,
}

/// The five messages, in [`Message::ALL`] order.
pub static MESSAGES: [MessageDesc; Message::COUNT] = [
    MessageDesc {
        msg: Message::GatherScaled,
        mnemonic: "gather_scaled",
        spec_name: "GATHER_SCALED",
        opcode: 0x78,
        carries: Carried::Gather,
        reads: true,
        blocks: &[1, 2, 4],
        channels: false,
        global_offset: true,
        addresses: &["offsets"],
        address_layout: AddressLayout::DwordPerLane,
        data: DataLayout::DwordPerLane,
        data_bytes: 4,
    },
    MessageDesc {
        msg: Message::ScatterScaled,
        mnemonic: "scatter_scaled",
        spec_name: "SCATTER_SCALED",
        opcode: 0x79,
        carries: Carried::Scatter,
        reads: false,
        blocks: &[1, 2, 4],
        channels: false,
        global_offset: true,
        addresses: &["offsets"],
        address_layout: AddressLayout::DwordPerLane,
        data: DataLayout::DwordPerLane,
        data_bytes: 4,
    },
    MessageDesc {
        msg: Message::Scatter4Scaled,
        mnemonic: "scatter4_scaled",
        spec_name: "SCATTER4_SCALED",
        opcode: 0x75,
        carries: Carried::Scatter,
        reads: false,
        blocks: &[],
        channels: true,
        global_offset: true,
        addresses: &["offsets"],
        address_layout: AddressLayout::DwordPerLane,
        data: DataLayout::DwordChannels,
        data_bytes: 4,
    },
    MessageDesc {
        msg: Message::QwScatter,
        mnemonic: "qw_scatter",
        spec_name: "QW_SCATTER",
        opcode: 0x87,
        carries: Carried::Scatter,
        reads: false,
        // The spec's num_blocks encodes 1 block only.
        blocks: &[1],
        channels: false,
        global_offset: false,
        addresses: &["offsets"],
        address_layout: AddressLayout::DwordPerLane,
        data: DataLayout::QwordPerLane,
        data_bytes: 8,
    },
    MessageDesc {
        msg: Message::Gather4Typed,
        mnemonic: "gather4_typed",
        spec_name: "GATHER4_TYPED",
        opcode: 0x4b,
        carries: Carried::ImageLoad,
        reads: true,
        blocks: &[],
        channels: true,
        global_offset: false,
        addresses: &["U", "V", "R", "LOD"],
        address_layout: AddressLayout::BlockEach,
        data: DataLayout::BlockPerChannel,
        data_bytes: 4,
    },
];

impl Message {
    /// The message's description.
    pub fn desc(self) -> &'static MessageDesc {
        // `MESSAGES` is in declaration order, one entry per message (`Message::COUNT` long; the
        // test below checks the order), so the discriminant indexes it.
        &MESSAGES[self as usize]
    }

    /// The vISA mnemonic (`gather_scaled`, ...).
    pub fn mnemonic(self) -> &'static str {
        self.desc().mnemonic
    }

    /// The spec's upper-case name (`GATHER_SCALED`, ...).
    pub fn spec_name(self) -> &'static str {
        self.desc().spec_name
    }

    /// Parses a mnemonic.
    pub fn from_mnemonic(s: &str) -> Option<Message> {
        MESSAGES.iter().find(|d| d.mnemonic == s).map(|d| d.msg)
    }

    /// True if the message takes a channel mask (`.rgba`) rather than a block count (`.4`).
    pub fn has_channels(self) -> bool {
        self.desc().channels
    }

    /// True for the reads.
    pub fn is_read(self) -> bool {
        self.desc().reads
    }

    /// The messages that can carry `op`, in [`Message::ALL`] order.
    pub fn carrying(op: Carried) -> impl Iterator<Item = Message> {
        MESSAGES
            .iter()
            .filter(move |d| d.carries == op)
            .map(|d| d.msg)
    }
}

impl MessageDesc {
    /// The register bytes one operand of this message covers: the addresses (`data` false) or
    /// the data, for `exec` lanes on a GRF of `grf_bytes`, `blocks` blocks and `channels`
    /// enabled channels.
    pub fn footprint(
        &self,
        exec: u32,
        grf_bytes: u32,
        data: bool,
        (blocks, channels): (u8, u32),
    ) -> u32 {
        let grf_dw = grf_bytes / 4;
        let w = exec.max(8).next_power_of_two().max(grf_dw);
        let block = exec.max(grf_dw) * 4;
        let channels = channels.max(1);
        if !data {
            return match self.address_layout {
                AddressLayout::DwordPerLane => w * 4,
                AddressLayout::BlockEach => block,
            };
        }
        match self.data {
            DataLayout::DwordPerLane => w * 4,
            DataLayout::DwordChannels => w * 4 * channels,
            DataLayout::QwordPerLane => w * 8 * u32::from(blocks.max(1)),
            DataLayout::BlockPerChannel => block * channels,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_its_own_entry_in_order() {
        for (k, (d, m)) in MESSAGES.iter().zip(Message::ALL).enumerate() {
            assert_eq!(d.msg, m);
            assert_eq!(m as usize, k, "declaration order");
            assert_eq!(m.desc().msg, m);
            assert_eq!(Message::from_mnemonic(d.mnemonic), Some(m));
            // A message selects by block count or by channels, never both.
            assert_eq!(d.channels, d.blocks.is_empty(), "{}", d.spec_name);
        }
    }

    #[test]
    fn the_carriers_of_each_op() {
        let of = |op| Message::carrying(op).collect::<Vec<_>>();
        assert_eq!(of(Carried::Gather), [Message::GatherScaled]);
        assert_eq!(
            of(Carried::Scatter),
            [
                Message::ScatterScaled,
                Message::Scatter4Scaled,
                Message::QwScatter
            ]
        );
        assert_eq!(of(Carried::ImageLoad), [Message::Gather4Typed]);
    }
}
