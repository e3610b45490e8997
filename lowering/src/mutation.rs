//! Deliberately wrong lowerings, for proving that the differential checker catches real bugs.
//!
//! A checker that never fails proves nothing. `tests/mutations.rs` (at the workspace root)
//! lowers programs with each [`Mutation`] injected by [`with_mutation`] and asserts that
//! `memlower check` reports a mismatch. Each mutation is a bug a message lowering could plausibly
//! have, injected at the one point of `lower-messages` (or of the emitter) that decides the fact:
//!
//! | mutation | the bug | caught when |
//! |---|---|---|
//! | `Scatter4ChannelStride` | SCATTER4_SCALED data channels packed `exec * 4` bytes apart instead of `max(exec, GRF dwords) * 4` | PVC, exec 8, 2+ channels |
//! | `MaskOffset` | a message reads its predicate from channel 0 whatever its mask offset (`M1` for `M5`) | a mask lane run that does not start at bit 0 |
//! | `BlockCount` | GATHER_SCALED / SCATTER_SCALED block count one step off (`.4` → `.2`, `.2` → `.1`, `.1` → `.2`) | any scaled message |
//! | `SwapDwords` | the unzip/zip between `vec<N x i64>` and `vec<N x 2 x i32>` swaps the low and high dwords | 64-bit data through RG dword messages |
//! | `DropPredicate` | a message loses its predicate (every lane enabled) | a scatter with a disabled lane in bounds |
//! | `DropBase` | a scaled message ignores the scalar base (global offset 0; the lowering then passes the base as the message's global offset instead of adding it to the offsets) | a non-zero base |
//! | `SwapUv` | GATHER4_TYPED gets U and V swapped | a 2D or 3D image read off the diagonal |
//! | `LodNotZero` | the register of zeros passed as GATHER4_TYPED's LOD when the IR has none holds 1 | an image read without a LOD, in bounds |
//! | `AsrLogical` | `ashr` lowered to `shr` (zeros shift in) | a negative value shifted |
//! | `FcmpOrdered` | unordered `fcmp` predicates lowered as their ordered twins (`ult` as `olt`) | a NaN operand |
//! | `MadSwapAddend` | `fma a, b, c` lowered to `mad a c b` | `b` ≠ `c` |
//! | `MinMaxZeroFix` | `minnum`/`maxnum` without the fix-up of `+0`/`-0` pairs | zeros of both signs |
//! | `FpToSiUnsigned` | `fptosi` converts to the unsigned type (negatives saturate to 0) | a negative in-range float |
//! | `MulhUnsigned` | `smulh` lowered to `mulh` on `ud` sources (the unsigned high half) | a negative operand |
//! | `FpToUiNoClamp` | `fptoui` is the bare conversion `mov`, without setting the lanes of negative sources to 0 (the datatypes chapter's table leaves a negative float converted to an unsigned type indefinite) | a negative fraction converted |
//! | `KeptDisabledLanes` | a masked gather whose only use is `select` on its mask is made into a copy of the other arm, and the select becomes the gather's registers: it relies on the message leaving disabled lanes' registers untouched, which the IR does not promise (the checker poisons them) | a masked gather selected with a defined value, a lane disabled |
//! | `MergeAcrossWrap` | `merge-adjacent` merges ops whatever the lower op's alignment, so the merged lane may pass 2^32 where the upper op's `add` wrapped to byte 0 | a base within a record of 2^32, record fields at align 4 |
//! | `DropCarry` | 64-bit `add`/`sub` emulated in 32-bit halves (no int64 ALU) without the carry/borrow into the high half | Xe-LP or DG2, low halves that wrap |
//! | `WordColumn` | the *emitter* writes the region column of 2-byte data in dwords (`v(0,4)` for `v(0,8)`) | 16-bit data at a column past 0; only visible in the text, which is what the checker runs |
//! | `MaskEdgeConflict` | edge moves never see a conflict between mask arguments and mask parameters | mask parameters swapped through a loop |
//! | `NarrowChannelOffset` | `narrow-channels` reads its first kept channel one element too far | a multi-channel gather with a channel unused |
//! | `WidenByteOrder` | `widen-blocks` takes a widened block's channels in reverse order | small elements sharing an aligned dword |
//! | `MergeChannelOrder` | `merge-adjacent` puts the merged channels in reverse address order | adjacent accesses of one lane |
//! | `GroupLaneIndex` | `split-groups` numbers every lane group of a `lane.index` from 0 | more than 16 lanes indexed |
//! | `LaneImmediate` | lanes 8..15 of a lane index that an `add` reads as immediates get lanes 0..7's indices (the `:uv` immediate holds 0..7, or the step from the first 8 lanes is 0) | a 9- to 16-lane `lane.index` only added to |
//! | `AddressSumKey` | the sums of element offsets and a global offset that the lowering makes once per block are looked up by the offsets alone | one offsets vector read at two global offsets (a multi-channel access split into messages) |
//! | `PackChannels` | a `chan.pack` is built in the registers of the value whose channels its parts read even when a part reads another part's channel | channels rotated through lane-wise ops and packed again |
//! | `PackOverLive` | a `chan.pack` takes over the registers of a value of its type that is still read between its first part and the pack | channels rotated through lane-wise ops and packed again |
//! | `SoftF64Sticky` | `soft-f64` rounds without its sticky bits: an f64 result above half an ulp rounds as a tie (to even) | f64 `mul`/`add`/`fma` on Xe-LP or DG2 with inexact results |
//! | `ShareLive` | declaration sharing (`lower/share.rs`) ignores interference: a root variable becomes a view of another one that is still live | two values of at least one GRF live at once (nearly every kernel; where a gather's destination lands on its own operands, the verifier refuses the kernel first) |
//! | `PaddedTail` | a padded message reads its mask's predicate with the padding bits as they are (no `and` with the lanes' pattern, no cleared compare tail) | a padded piece whose mask's next bit is set |
//! | `MaskArgHighBits` | a `mask<N>` argument's bits at and above N are not cleared before its `setp` (the lowering before the kernel ABI said the host may leave them set) | a padded masked message, with the checker's dirty host bits (`minterp::HostFill`) |
//! | `BorrowCompare` | the borrow of a 64-bit `sub` emulated in 32-bit halves is `a.lo <= b.lo` (taken also when the low halves are equal) | Xe-LP or DG2, a `sub` whose low halves are equal |
//! | `SignedHighCompare` | an emulated signed 64-bit compare (`slt`..`sge`) orders the high halves unsigned | Xe-LP or DG2, operands of opposite signs |
//! | `AndHalfZeroCopied` | an emulated 64-bit `and` with a constant whose half is 0 copies the other operand's half (the `xor`/`or` identity) instead of clearing it | Xe-LP or DG2, an i64 `and` with a constant such as `0xFFFFFFFF` |
//! | `SinkMaskEarly` | a mask a `sink` keeps is copied to its output dwords after the first instruction of the op that makes it, before the predicate logic that finishes it | a kept mask made by several instructions (`fcmp one`: two compares and an `or`) |
//! | `ShiftCross` | an emulated 64-bit shift by 1..31 drops the bits that cross between the halves | Xe-LP or DG2, a set bit that crosses bit 31/32 |
//! | `SoftF64Sign` | `soft-f64` gives a sum the product's sign even when the addend outweighs it (the negated sum's sign flip is lost) | f64 `sub`/`add` of opposite signs whose addend is larger, on Xe-LP or DG2 |
//! | `SoftF64MulCarry` | `soft-f64`'s exact significand product drops the carry from its bit 63 into bit 64 | f64 `mul` of significands whose low product carries, on Xe-LP or DG2 |
//! | `LateMaskOrder` | `late-masks` places the masks an instruction needs in the order it found them (the reader's operands first), so a mask made from masks lands before the masks it reads | a block over the flag budget with a mask made from masks; the verifier refuses the pipeline's output (a pure reorder cannot change a value, so a misplaced mask is invalid IR, not a wrong result) |
//! | `LateMaskAfterReader` | `late-masks` moves a mask read only in one other block into it, but after its first reader there | a mask made in one block and read only by another (a loop's exit test of a bound compared in the preheader); the verifier refuses the output, as for `LateMaskOrder` |
//! | `ScatterTruncWidth` | `pack-channels` lets a byte or word scatter of `zext (trunc %d)` carry the dwords `%d` whatever the truncated width (a word scatter of zero-extended bytes writes `%d`'s second byte) | a `scatter_scaled.2` of bytes zero-extended to dwords |
//! | `SoftF64NegNan` | `soft-f64`'s `-0.0 - x` (a sign flip) flips a NaN's sign and keeps its payload instead of giving the canonical NaN | f64 `sub -0.0, NaN`, on Xe-LP or DG2 |
//! | `SoftF64NegCarry` | `soft-f64`'s negated sum (`!s + 1`, when the addend outweighs the product) does not carry the `+ 1` out of its low word | f64 `add`/`sub` of opposite signs whose addend is larger and whose low 32 window bits are 0, on Xe-LP or DG2 |
//! | `SoftF64ClzHalves` | `soft-f64`'s 128-bit leading-zero count gives a sum whose high 64 window bits are 0 only 32 leading zeros for them, so the normalised result is off by 2^32 | f64 `add`/`sub` that cancel down to the low half of the window (or tiny results), on Xe-LP or DG2 |
//! | `SoftF64JamMask` | `soft-f64`'s mask of the bits a 128-bit right shift loses is built with its first half-shift only (`(1 << t / 2) - 1`), so bits lost at `t / 2` and above set no sticky bit | f64 `add`/`sub` whose smaller operand loses its only low 1 bits far down, on Xe-LP or DG2 |
//! | `SoftF64InfZero` | `soft-f64`'s special cases miss `inf * 0`, which gives an infinity instead of the canonical NaN | f64 `mul`/`fma` of an infinity and a zero, on Xe-LP or DG2 |
//! | `AddressSpanEarly` | the allocator's liveness walk ends a read message's address operand one instruction early (not occupied at the message that reads it last), so declaration sharing puts the message's destination in its own address's registers | a gather whose address sum dies at it; the verifier refuses the overlap, and the message interpreter (destination undefined before the operands are read) faults on the kernel without the verifier |
//! | `ZipStride32` | the zip/unzip between `vec<N x 64-bit>` and `vec<N x 2 x 32-bit>` steps the channels of a side in the canonical layout by the stride of a 32-byte GRF (`chan_stride(ty, 32)`), not the target's | PVC (64-byte GRFs) only, a zip of at most 8 lanes (the stride is the same on 32-byte GRFs, so Xe-LP, Xe-HP and DG2 cannot show it) |
//! | `LendLive` | a gather or image read takes over the registers of an earlier value of its type that is still read after it (`homes/lending.rs`, the liveness test skipped) | two same-typed reads, the first one read after the second |
//! | `BindingSwap` | the kernel sets the first two surfaces of its binding table to each other's indices (`movs` of the wrong index), while the host binds them as the module's binding table says | two user surfaces under the `bindings` surface ABI |
//! | `PackedConst` | an integer constant's run of lanes written with one packed immediate (`:uv`/`:v`, `lower/alu.rs`) has its nibbles in reverse lane order | a vector constant of small integers that are not all equal |
//! | `LaneIdOffByOne` | under the lane-id input ABI, a lane group at offset k > 0 (`lane.index + k`) reads the input from lane k - 1 | more than one lane group indexed (32 lanes at SIMD16 groups), `--lane-id input` |
//! | `LaneIdShareEarly` | declaration sharing (`lower/share.rs`) gives the lane-id input's registers to a value whatever their interference: it is written there while the lane ids are still to be read | `--lane-id input`, a value of the lane ids' size defined before the last lane index is read (32 lanes on 32-byte GRFs) |
//! | `StoreGroupOffsets` | a store `split-groups` cuts into one store per lane group of its data (the cost model's choice, `passes/src/cost.rs`) writes every group at the first group's offsets | a multi-channel store of data from two 8-lane typed reads (tgllp, xehp, dg2) |
//! | `TypedBlockLod` | the V/R/LOD block that GATHER4_TYPED reads of uniform coordinates share is looked up without its LOD, so a read at another LOD reuses a block of the first LOD | two 3D reads of one pixel at two LODs in one block |
//! | `MaskRunPair` | mask logic done run by run (operands kept as lane groups) pairs every run of the left operand with the right operand's first run | a mask `and` of two 16-lane masks kept as two 8-lane groups that differ in lanes 8..15 |
//! | `Add3SubAsAdd` | the `add3` fold (`lower/facts.rs`) takes a `sub` of the inner sum for an outer add: `c - (a + b)` becomes `c + a + b` | DG2 (or any target with `add3`), a sum subtracted |
//! | `Add3OperandsUnread` | the storage planner is not told that an `add3` fold's outer add reads the inner add's operands (`homes::AlsoReads`): a result made between the two adds is given an operand's registers before the `add3` reads them | DG2 (or any target with `add3`), a gather between the two adds of its operands' type |
//! | `UnmaskedShift` | the dead-mask rule (`facts::low_bits_only`) lets a right shift through, as if its low bits came from its operand's low bits: the `and` before `shr` and a byte or word scatter is dropped | a byte or word read, shifted right, stored by a byte or word scatter |
//! | `ShiftMask` | a left shift folded into the `mul` and `and` it shifts (`facts::ShiftFolds`) leaves the `and`'s mask unshifted: `((x * C) & M) << K` becomes `(x * (C << K)) & M` | a product masked, then shifted left (the peer bench's `u32_fill_perm`) |
//! | `InFlightLendLive` | a lane-wise op takes over the registers of a value an in-flight message reads, where it would wait for that read for free (`homes/lending.rs`, `not_in_flight`), whatever the value's liveness | a message's operand read again after a later op of values computed before the message |
//! | `SplitOrigin` | the region split (`lower/regions.rs`) gives every piece of an instruction the first piece's operand origins (lanes 8..15 of an exec-16 zip read and write lanes 0..7's elements) | 64-bit data moved at exec 16 on a 32-byte GRF |
//!
//! `NarrowChannelOffset` to `GroupLaneIndex` and the three `SoftF64` ones are bugs in the legalisation passes, not the
//! `NarrowChannelOffset` to `GroupLaneIndex`, `MergeAcrossWrap` and `SoftF64Sticky` are bugs in the legalisation passes, not the
//! lowering: they live behind `memlower_passes::mutation`'s own switch (the passes cannot depend on this crate), which
//! [`with_mutation`] sets too.
//!
//! Mutations are off unless a caller runs the lowering inside [`with_mutation`] on the same
//! thread; the switch is thread-local, so concurrent lowerings (other tests, other threads) are
//! never affected, and no lowering API carries it. The mutated kernel still passes the message
//! verifier, so only the checker can tell; all but `AddressSpanEarly`, whose overlap of a
//! message's destination and operands the verifier refuses too (tests/mutations.rs shows the
//! interpreter catch it without the verifier), and `ShareLive` where it makes such an overlap.

use crate::mir::{Imm, MsgInst, Src};
use memlower_ir::{FCmpPred, Message, Type};
use std::cell::Cell;

thread_local! {
    static ACTIVE: Cell<Option<Mutation>> = const { Cell::new(None) };
}

/// Runs `f` with `m` injected into every lowering `f` does on this thread (`None`: none), and
/// restores the previous setting afterwards, also if `f` panics.
pub fn with_mutation<R>(m: Option<Mutation>, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Mutation>);
    impl Drop for Restore {
        fn drop(&mut self) {
            ACTIVE.with(|a| a.set(self.0));
        }
    }
    let _restore = Restore(ACTIVE.with(|a| a.replace(m)));
    memlower_passes::mutation::with_mutation(m.and_then(Mutation::in_passes), f)
}

/// The mutation injected on this thread, if any (read once per lowered function).
pub(crate) fn active() -> Option<Mutation> {
    ACTIVE.with(Cell::get)
}

/// A deliberate bug in the lowering (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mutation {
    /// SCATTER4_SCALED data channels `exec * 4` bytes apart instead of one GRF-rounded block.
    Scatter4ChannelStride,
    /// Messages read their predicate from bit 0, ignoring the mask offset.
    MaskOffset,
    /// GATHER_SCALED / SCATTER_SCALED block count one step off.
    BlockCount,
    /// Low and high dwords swapped between `vec<N x i64>` and `vec<N x 2 x i32>`.
    SwapDwords,
    /// Messages lose their predicate.
    DropPredicate,
    /// Scaled messages ignore the scalar base.
    DropBase,
    /// GATHER4_TYPED with U and V swapped.
    SwapUv,
    /// GATHER4_TYPED's LOD register (for a read without a LOD) filled with 1, not 0.
    LodNotZero,
    /// `ashr` lowered to a logical `shr`.
    AsrLogical,
    /// Unordered `fcmp` predicates lowered as the ordered ones.
    FcmpOrdered,
    /// `fma a, b, c` lowered as `mad a c b`.
    MadSwapAddend,
    /// `minnum`/`maxnum` without the `+0`/`-0` fix-up.
    MinMaxZeroFix,
    /// `fptosi` through the unsigned integer type.
    FpToSiUnsigned,
    /// `fptoui` without the clamp of negative sources to 0.
    FpToUiNoClamp,
    /// `smulh` lowered as the unsigned high half.
    MulhUnsigned,
    /// `merge-adjacent` merges ops whose merged lane may pass 2^32.
    MergeAcrossWrap,
    /// A masked gather's `select` relies on disabled lanes keeping their registers.
    KeptDisabledLanes,
    /// Emulated 64-bit `add`/`sub` without the carry or borrow into the high half.
    DropCarry,
    /// The emitter counts the region column of 2-byte data in dwords.
    WordColumn,
    /// Edge moves treat mask block arguments as never conflicting with mask parameters.
    MaskEdgeConflict,
    /// `narrow-channels` reads the first kept channel one element too far.
    NarrowChannelOffset,
    /// `widen-blocks` reverses a widened block's channels.
    WidenByteOrder,
    /// `merge-adjacent` reverses the merged channels.
    MergeChannelOrder,
    /// `split-groups` numbers every group of a `lane.index` from 0.
    GroupLaneIndex,
    /// Padded messages read their mask's padding bits as they are.
    PaddedTail,
    /// A lane index read as packed immediates gives lanes 8..15 the nibbles of lanes 0..7.
    LaneImmediate,
    /// Address sums (offsets + global offset) are shared by offsets alone.
    AddressSumKey,
    /// A `chan.pack` over its source's registers even when its parts read other channels.
    PackChannels,
    /// A `chan.pack` over the registers of a value still read while its parts are made.
    PackOverLive,
    /// `soft-f64` rounds without the sticky bits.
    SoftF64Sticky,
    /// Declaration sharing ignores interference.
    ShareLive,
    /// A `mask<N>` argument's bits at and above N are not cleared (the host's bits reach a
    /// padded message's extra lanes).
    MaskArgHighBits,
    /// The liveness walk ends a read message's address operand one instruction early.
    AddressSpanEarly,
    /// An emulated 64-bit `sub` borrows when the low halves are equal too.
    BorrowCompare,
    /// Emulated signed 64-bit compares order the high halves unsigned.
    SignedHighCompare,
    /// Emulated 64-bit shifts by 1..31 drop the bits crossing between the halves.
    ShiftCross,
    /// An emulated 64-bit `and` with a constant half of 0 copies the other half.
    AndHalfZeroCopied,
    /// A kept mask is copied to its output after its op's first instruction.
    SinkMaskEarly,
    /// `soft-f64` loses the sign flip of a negated sum.
    SoftF64Sign,
    /// `soft-f64`'s significand product drops the carry into its bit 64.
    SoftF64MulCarry,
    /// `soft-f64`'s `-0.0 - x` keeps a NaN's payload.
    SoftF64NegNan,
    /// `soft-f64`'s negated sum loses the carry out of its low word.
    SoftF64NegCarry,
    /// `soft-f64` misses `inf * 0`.
    SoftF64InfZero,
    /// `soft-f64`'s jam mask stops at half the shift.
    SoftF64JamMask,
    /// `soft-f64`'s leading-zero count gives zero high 64 bits 32 zeros.
    SoftF64ClzHalves,
    /// `late-masks` places the masks a reader needs in the order it found them.
    LateMaskOrder,
    /// `late-masks` puts a mask it moves into its reader's block after that reader.
    LateMaskAfterReader,
    /// `pack-channels` carries truncated dwords to a scatter whatever the width.
    ScatterTruncWidth,
    /// Zips and unzips step a side's channels by a 32-byte GRF's stride.
    ZipStride32,
    /// Message results take over the registers of values still live.
    LendLive,
    /// The region split leaves every piece's operands at the first piece's origins.
    SplitOrigin,
    /// The kernel sets its first two bound surfaces to each other's binding-table indices.
    BindingSwap,
    /// A constant's packed-immediate run has its lanes in reverse order.
    PackedConst,
    /// A lane group at offset k reads the lane-id input from lane k - 1.
    LaneIdOffByOne,
    /// Sharing puts a value in the lane-id input's registers while the lane ids are live.
    LaneIdShareEarly,
    /// `split-groups` stores every lane group of a store it cut by cost at the first group's
    /// offsets.
    StoreGroupOffsets,
    /// The V/R/LOD block shared by typed reads is looked up without its LOD.
    TypedBlockLod,
    /// Mask logic run by run pairs every run of the left operand with the right one's first.
    MaskRunPair,
    /// The `add3` fold takes `c - (a + b)` for `c + a + b`.
    Add3SubAsAdd,
    /// The storage planner does not know the `add3` folds' outer adds read the inner operands.
    Add3OperandsUnread,
    /// The dead-mask rule lets a right shift through.
    UnmaskedShift,
    /// A folded left shift leaves the `and`'s mask unshifted.
    ShiftMask,
    /// A lane-wise op takes over what an in-flight message reads whatever its liveness.
    InFlightLendLive,
}

impl Mutation {
    /// The mutation's name on the command line (`drop-predicate`).
    pub fn name(self) -> &'static str {
        match self {
            Mutation::Scatter4ChannelStride => "scatter4-channel-stride",
            Mutation::MaskOffset => "mask-offset",
            Mutation::BlockCount => "block-count",
            Mutation::SwapDwords => "swap-dwords",
            Mutation::DropPredicate => "drop-predicate",
            Mutation::DropBase => "drop-base",
            Mutation::SwapUv => "swap-uv",
            Mutation::LodNotZero => "lod-not-zero",
            Mutation::AsrLogical => "asr-logical",
            Mutation::FcmpOrdered => "fcmp-ordered",
            Mutation::MadSwapAddend => "mad-swap-addend",
            Mutation::MinMaxZeroFix => "minmax-zero-fix",
            Mutation::FpToSiUnsigned => "fptosi-unsigned",
            Mutation::FpToUiNoClamp => "fptoui-no-clamp",
            Mutation::MulhUnsigned => "mulh-unsigned",
            Mutation::MergeAcrossWrap => "merge-across-wrap",
            Mutation::KeptDisabledLanes => "kept-disabled-lanes",
            Mutation::DropCarry => "drop-carry",
            Mutation::WordColumn => "word-column",
            Mutation::MaskEdgeConflict => "mask-edge-conflict",
            Mutation::NarrowChannelOffset => "narrow-channel-offset",
            Mutation::WidenByteOrder => "widen-byte-order",
            Mutation::MergeChannelOrder => "merge-channel-order",
            Mutation::GroupLaneIndex => "group-lane-index",
            Mutation::PaddedTail => "padded-tail",
            Mutation::LaneImmediate => "lane-immediate",
            Mutation::AddressSumKey => "address-sum-key",
            Mutation::PackChannels => "pack-channels",
            Mutation::PackOverLive => "pack-over-live",
            Mutation::SoftF64Sticky => "soft-f64-sticky",
            Mutation::ShareLive => "share-live",
            Mutation::MaskArgHighBits => "mask-arg-high-bits",
            Mutation::AddressSpanEarly => "address-span-early",
            Mutation::BorrowCompare => "borrow-compare",
            Mutation::SignedHighCompare => "signed-high-compare",
            Mutation::ShiftCross => "shift-cross",
            Mutation::AndHalfZeroCopied => "and-half-zero-copied",
            Mutation::SinkMaskEarly => "sink-mask-early",
            Mutation::SoftF64Sign => "soft-f64-sign",
            Mutation::SoftF64MulCarry => "soft-f64-mul-carry",
            Mutation::SoftF64NegNan => "soft-f64-neg-nan",
            Mutation::SoftF64NegCarry => "soft-f64-neg-carry",
            Mutation::SoftF64InfZero => "soft-f64-inf-zero",
            Mutation::SoftF64JamMask => "soft-f64-jam-mask",
            Mutation::SoftF64ClzHalves => "soft-f64-clz-halves",
            Mutation::ScatterTruncWidth => "scatter-trunc-width",
            Mutation::ZipStride32 => "zip-stride-32",
            Mutation::LendLive => "lend-live",
            Mutation::SplitOrigin => "split-origin",
            Mutation::BindingSwap => "binding-swap",
            Mutation::PackedConst => "packed-const",
            Mutation::LaneIdOffByOne => "lane-id-off-by-one",
            Mutation::LaneIdShareEarly => "lane-id-share-early",
            Mutation::StoreGroupOffsets => "store-group-offsets",
            Mutation::TypedBlockLod => "typed-block-lod",
            Mutation::MaskRunPair => "mask-run-pair",
            Mutation::Add3SubAsAdd => "add3-sub-as-add",
            Mutation::Add3OperandsUnread => "add3-operands-unread",
            Mutation::UnmaskedShift => "unmasked-shift",
            Mutation::ShiftMask => "shift-mask",
            Mutation::InFlightLendLive => "in-flight-lend-live",
            Mutation::LateMaskOrder => "late-mask-order",
            Mutation::LateMaskAfterReader => "late-mask-after-reader",
        }
    }

    /// The legalisation-pass bug this is, if it is one.
    fn in_passes(self) -> Option<memlower_passes::mutation::Mutation> {
        use memlower_passes::mutation::Mutation as P;
        match self {
            Mutation::NarrowChannelOffset => Some(P::NarrowChannelOffset),
            Mutation::WidenByteOrder => Some(P::WidenByteOrder),
            Mutation::MergeChannelOrder => Some(P::MergeChannelOrder),
            Mutation::MergeAcrossWrap => Some(P::MergeAcrossWrap),
            Mutation::GroupLaneIndex => Some(P::GroupLaneIndex),
            Mutation::SoftF64Sticky => Some(P::SoftF64Sticky),
            Mutation::SoftF64Sign => Some(P::SoftF64Sign),
            Mutation::SoftF64MulCarry => Some(P::SoftF64MulCarry),
            Mutation::SoftF64NegNan => Some(P::SoftF64NegNan),
            Mutation::SoftF64NegCarry => Some(P::SoftF64NegCarry),
            Mutation::SoftF64InfZero => Some(P::SoftF64InfZero),
            Mutation::SoftF64JamMask => Some(P::SoftF64JamMask),
            Mutation::SoftF64ClzHalves => Some(P::SoftF64ClzHalves),
            Mutation::ScatterTruncWidth => Some(P::ScatterTruncWidth),
            Mutation::StoreGroupOffsets => Some(P::StoreGroupOffsets),
            Mutation::LateMaskOrder => Some(P::LateMaskOrder),
            Mutation::LateMaskAfterReader => Some(P::LateMaskAfterReader),
            _ => None,
        }
    }

    /// The mutation named `name` (see [`Mutation::name`]).
    pub fn from_name(name: &str) -> Option<Mutation> {
        Mutation::ALL.into_iter().find(|m| m.name() == name)
    }

    /// Every mutation.
    pub const ALL: [Mutation; 63] = [
        Mutation::Scatter4ChannelStride,
        Mutation::MaskOffset,
        Mutation::BlockCount,
        Mutation::SwapDwords,
        Mutation::DropPredicate,
        Mutation::DropBase,
        Mutation::SwapUv,
        Mutation::LodNotZero,
        Mutation::AsrLogical,
        Mutation::FcmpOrdered,
        Mutation::MadSwapAddend,
        Mutation::MinMaxZeroFix,
        Mutation::FpToSiUnsigned,
        Mutation::FpToUiNoClamp,
        Mutation::MulhUnsigned,
        Mutation::MergeAcrossWrap,
        Mutation::KeptDisabledLanes,
        Mutation::DropCarry,
        Mutation::WordColumn,
        Mutation::MaskEdgeConflict,
        Mutation::NarrowChannelOffset,
        Mutation::WidenByteOrder,
        Mutation::MergeChannelOrder,
        Mutation::GroupLaneIndex,
        Mutation::PaddedTail,
        Mutation::LaneImmediate,
        Mutation::AddressSumKey,
        Mutation::PackChannels,
        Mutation::PackOverLive,
        Mutation::SoftF64Sticky,
        Mutation::ShareLive,
        Mutation::MaskArgHighBits,
        Mutation::AddressSpanEarly,
        Mutation::BorrowCompare,
        Mutation::SignedHighCompare,
        Mutation::ShiftCross,
        Mutation::AndHalfZeroCopied,
        Mutation::SinkMaskEarly,
        Mutation::SoftF64Sign,
        Mutation::SoftF64MulCarry,
        Mutation::SoftF64NegNan,
        Mutation::SoftF64NegCarry,
        Mutation::SoftF64InfZero,
        Mutation::SoftF64JamMask,
        Mutation::SoftF64ClzHalves,
        Mutation::ScatterTruncWidth,
        Mutation::ZipStride32,
        Mutation::LendLive,
        Mutation::SplitOrigin,
        Mutation::BindingSwap,
        Mutation::PackedConst,
        Mutation::LaneIdOffByOne,
        Mutation::LaneIdShareEarly,
        Mutation::StoreGroupOffsets,
        Mutation::TypedBlockLod,
        Mutation::MaskRunPair,
        Mutation::Add3SubAsAdd,
        Mutation::Add3OperandsUnread,
        Mutation::UnmaskedShift,
        Mutation::ShiftMask,
        Mutation::InFlightLendLive,
        Mutation::LateMaskOrder,
        Mutation::LateMaskAfterReader,
    ];
}

/// The unit, in bytes, in which the emitter counts a region's column for elements of
/// `elem_bytes` bytes: the element size, or under [`Mutation::WordColumn`] a dword for 2-byte
/// elements (column 8 of a `uw` variable written as 4: still inside the GRF, so the finalizer
/// accepts it and only a check of the text can tell).
pub(crate) fn column_unit(m: Option<Mutation>, elem_bytes: u32) -> u32 {
    match m {
        Some(Mutation::WordColumn) if elem_bytes == 2 => 4,
        _ => elem_bytes,
    }
}

/// The lane whose elements a piece of a split instruction starting at lane `first` reads and
/// writes first: `first`, or 0 under [`Mutation::SplitOrigin`].
pub(crate) fn piece_origin(m: Option<Mutation>, first: u32) -> u32 {
    match m {
        Some(Mutation::SplitOrigin) => 0,
        _ => first,
    }
}

/// Applies the message-level mutations to a message about to be emitted.
pub(crate) fn message(m: Option<Mutation>, mut msg: MsgInst) -> MsgInst {
    match m {
        Some(Mutation::MaskOffset) if msg.pred.is_some() => msg.exec.offset = 0,
        Some(Mutation::DropPredicate) => msg.pred = None,
        Some(Mutation::BlockCount)
            if matches!(
                msg.choice.msg,
                Message::GatherScaled | Message::ScatterScaled
            ) =>
        {
            msg.choice.blocks = match msg.choice.blocks {
                4 => 2,
                2 => 1,
                _ => 2,
            };
        }
        Some(Mutation::DropBase) if msg.global_offset.is_some() => {
            msg.global_offset = Some(Src::Imm(Imm::ud(0)));
        }
        // Only where V exists: a 1D read keeps U (the verifier would catch `%null` as U).
        Some(Mutation::SwapUv)
            if msg.choice.msg == Message::Gather4Typed
                && msg.addrs.get(1).is_some_and(|v| v.var.is_some()) =>
        {
            msg.addrs.swap(0, 1);
        }
        _ => {}
    }
    msg
}

/// The channel stride a message payload is built with: `correct`, or under
/// [`Mutation::Scatter4ChannelStride`] the packed `exec * element bytes` for SCATTER4_SCALED
/// data.
pub(crate) fn payload_stride(
    m: Option<Mutation>,
    msg: Message,
    data: bool,
    ty: Type,
    exec: u32,
    correct: u32,
) -> u32 {
    match m {
        Some(Mutation::Scatter4ChannelStride) if data && msg == Message::Scatter4Scaled => {
            exec * ty.elem().map(|e| e.bytes()).unwrap_or(4)
        }
        _ => correct,
    }
}

/// The channel a qword ↔ dword-pair bitcast moves on one side of the cast: `chan`, or under
/// [`Mutation::SwapDwords`] the other dword when `side` is the `vec<N x 2 x 32-bit>` side and
/// `other` the `vec<N x 64-bit>` one.
pub(crate) fn dword_channel(m: Option<Mutation>, side: Type, other: Type, chan: u32) -> u32 {
    match m {
        Some(Mutation::SwapDwords) if dword_pair_side(side, other) && chan < 2 => 1 - chan,
        _ => chan,
    }
}

/// True if `side` is the `vec<N x 2 x 32-bit>` side of a bitcast whose other side `other` is a
/// `vec<N x 64-bit>` (a zip or unzip of qwords).
fn dword_pair_side(side: Type, other: Type) -> bool {
    let shape = |t: Type| {
        (
            t.chans().unwrap_or(1),
            t.elem().map(|e| e.bytes()).unwrap_or(0),
        )
    };
    shape(side) == (2, 4) && shape(other) == (1, 8)
}

/// The `fcmp` predicate lowered: `pred`, or under [`Mutation::FcmpOrdered`] the ordered twin of
/// an unordered one (`ult` -> `olt`, `ueq` -> `oeq`, `une` -> `one`; `uno` is kept).
pub(crate) fn fcmp_pred(m: Option<Mutation>, pred: FCmpPred) -> FCmpPred {
    match (m, pred) {
        (Some(Mutation::FcmpOrdered), FCmpPred::Ult) => FCmpPred::Olt,
        (Some(Mutation::FcmpOrdered), FCmpPred::Ule) => FCmpPred::Ole,
        (Some(Mutation::FcmpOrdered), FCmpPred::Ugt) => FCmpPred::Ogt,
        (Some(Mutation::FcmpOrdered), FCmpPred::Uge) => FCmpPred::Oge,
        (Some(Mutation::FcmpOrdered), FCmpPred::Ueq) => FCmpPred::Oeq,
        (Some(Mutation::FcmpOrdered), FCmpPred::Une) => FCmpPred::One,
        _ => pred,
    }
}

/// The stride by which a zip or unzip (a bitcast between `vec<N x 64-bit>` and
/// `vec<N x 2 x 32-bit>`, `lower/casts.rs`) steps the channels of its side `side` (the other
/// side is `other`) whose place has the channel stride `stride`: `stride`, or under
/// [`Mutation::ZipStride32`], for the `vec<N x 2 x 32-bit>` side in the canonical layout of a
/// `grf`-byte GRF, the canonical stride of a 32-byte GRF (the same number on 32-byte GRFs, so
/// only a 64-byte target can show it).
pub(crate) fn zip_stride(
    m: Option<Mutation>,
    stride: u32,
    side: Type,
    other: Type,
    grf: u32,
) -> u32 {
    use crate::layout::chan_stride;
    match m {
        Some(Mutation::ZipStride32)
            if dword_pair_side(side, other) && stride == chan_stride(side, grf) =>
        {
            chan_stride(side, 32)
        }
        _ => stride,
    }
}
