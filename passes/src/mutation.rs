//! Deliberately wrong rewrites in the narrowing and lane-group passes, for proving that the differential checker
//! catches real bugs in them.
//!
//! The lowering has its own switch (`memlower_lowering::mutation`); this crate cannot
//! depend on the lowering, so it has this one, and the checker sets both. Each mutation is a bug
//! one of the passes could plausibly have, injected at the point that decides the fact:
//!
//! | mutation | pass | the bug |
//! |---|---|---|
//! | `NarrowChannelOffset` | `narrow-channels` | a narrowed gather reads its first kept channel one element too far (the channel after it) |
//! | `WidenByteOrder` | `widen-blocks` | the channels of a widened block are taken in reverse order (a big-endian reading of the dword) |
//! | `MergeChannelOrder` | `merge-adjacent` | the merged op's channels are in reverse address order |
//! | `MergeAcrossWrap` | `merge-adjacent` | ops merge whatever the lower op's alignment, so a lane at `2^32 - 4` makes the merged access pass the top of the address space where the upper op's `add` wrapped to byte 0 |
//! | `GroupLaneIndex` | `split-groups` | every lane group of a `lane.index` numbers its lanes from 0 (the group's first lane is not added) |
//! | `StoreGroupOffsets` | `split-groups` | a store the cost model cuts into one store per lane group of its data writes every group at the first group's offsets |
//! | `SoftF64Sticky` | `soft-f64` | rounding ignores the sticky bits: a result above half an ulp rounds as a tie (to even) |
//! | `SoftF64Sign` | `soft-f64` | a sum negated because the addend outweighs the product keeps the product's sign |
//! | `SoftF64MulCarry` | `soft-f64` | the exact significand product drops the carry from its bit 63 into bit 64 |
//! | `ScatterTruncWidth` | `pack-channels` | a byte or word scatter of `zext (trunc %d)` carries the dwords `%d` whatever the truncated width, so a word scatter of bytes writes a byte of `%d` the IR zeroed |
//! | `SoftF64NegNan` | `soft-f64` | `-0.0 - x` flips a NaN's sign and keeps its payload instead of giving the canonical NaN |
//! | `SoftF64NegCarry` | `soft-f64` | the `+ 1` of a negated sum (`!s + 1`) does not carry out of its low word |
//! | `SoftF64InfZero` | `soft-f64` | the special cases miss `inf * 0`: an infinity instead of the canonical NaN |
//! | `SoftF64ClzHalves` | `soft-f64` | the 128-bit leading-zero count gives a value with zero high 64 bits 32 zeros for them, not 64 |
//! | `LateMaskAfterReader` | `late-masks` | a mask moved into the block that reads it goes right after its first reader there |
//! | `LateMaskOrder` | `late-masks` | the masks a reader needs are placed in the order they were found (the reader's operands first), so a mask made from masks comes before them |
//! | `SoftF64JamMask` | `soft-f64` | the mask of the bits a 128-bit right shift loses is built with its first half-shift only, so bits lost at `t / 2` and above set no sticky bit |
//!
//! The mutated IR is still valid and in legal form after the pipeline, so only the checker, which
//! runs the original program against the lowered one, can tell. Off unless a caller runs the
//! passes inside [`with_mutation`] on the same thread (thread-local: other threads are never
//! affected).

use std::cell::Cell;

thread_local! {
    static ACTIVE: Cell<Option<Mutation>> = const { Cell::new(None) };
}

/// A deliberate bug in a narrowing or lane-group pass (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mutation {
    /// `narrow-channels`: the first kept channel is read one element too far.
    NarrowChannelOffset,
    /// `widen-blocks`: the channels of a widened block are reversed.
    WidenByteOrder,
    /// `merge-adjacent`: the merged channels are in reverse address order.
    MergeChannelOrder,
    /// `merge-adjacent`: ops merge without the alignment that keeps the merged lane from
    /// passing 2^32.
    MergeAcrossWrap,
    /// `split-groups`: every group of a `lane.index` starts at lane 0.
    GroupLaneIndex,
    /// `split-groups`: a store cut by cost into groups writes each at the first group's offsets.
    StoreGroupOffsets,
    /// `soft-f64`: rounding ignores the sticky bits.
    SoftF64Sticky,
    /// `soft-f64`: a negated sum keeps the product's sign.
    SoftF64Sign,
    /// `soft-f64`: the significand product drops the carry into its bit 64.
    SoftF64MulCarry,
    /// `soft-f64`: `-0.0 - NaN` keeps the NaN's payload (sign flipped).
    SoftF64NegNan,
    /// `soft-f64`: a negated sum's `+ 1` does not carry out of its low word.
    SoftF64NegCarry,
    /// `soft-f64`: `inf * 0` gives an infinity.
    SoftF64InfZero,
    /// `soft-f64`: the jam's mask of lost bits stops at half the shift.
    SoftF64JamMask,
    /// `soft-f64`: zero high 64 bits count 32 leading zeros.
    SoftF64ClzHalves,
    /// `pack-channels`: a scatter of truncated dwords carries them whatever the width.
    ScatterTruncWidth,
    /// `late-masks`: masks placed in the order found, a mask of masks before its operands.
    LateMaskOrder,
    /// `late-masks`: a mask moved into its reader's block lands after the reader.
    LateMaskAfterReader,
}

impl Mutation {
    /// Every mutation.
    pub const ALL: [Mutation; 17] = [
        Mutation::NarrowChannelOffset,
        Mutation::WidenByteOrder,
        Mutation::MergeChannelOrder,
        Mutation::MergeAcrossWrap,
        Mutation::GroupLaneIndex,
        Mutation::StoreGroupOffsets,
        Mutation::SoftF64Sticky,
        Mutation::SoftF64Sign,
        Mutation::SoftF64MulCarry,
        Mutation::SoftF64NegNan,
        Mutation::SoftF64NegCarry,
        Mutation::SoftF64InfZero,
        Mutation::SoftF64JamMask,
        Mutation::SoftF64ClzHalves,
        Mutation::ScatterTruncWidth,
        Mutation::LateMaskOrder,
        Mutation::LateMaskAfterReader,
    ];
}

/// Runs `f` with `m` injected into every pass `f` runs on this thread (`None`: none), and
/// restores the previous setting afterwards, also if `f` panics.
pub fn with_mutation<R>(m: Option<Mutation>, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Mutation>);
    impl Drop for Restore {
        fn drop(&mut self) {
            ACTIVE.with(|a| a.set(self.0));
        }
    }
    let _restore = Restore(ACTIVE.with(|a| a.replace(m)));
    f()
}

/// True if `m` is injected on this thread.
pub(crate) fn is_active(m: Mutation) -> bool {
    ACTIVE.with(Cell::get) == Some(m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_switch_is_scoped_and_restored() {
        assert!(!is_active(Mutation::WidenByteOrder));
        with_mutation(Some(Mutation::WidenByteOrder), || {
            assert!(is_active(Mutation::WidenByteOrder));
            with_mutation(None, || assert!(!is_active(Mutation::WidenByteOrder)));
            assert!(is_active(Mutation::WidenByteOrder));
        });
        assert!(!is_active(Mutation::WidenByteOrder));
    }
}
