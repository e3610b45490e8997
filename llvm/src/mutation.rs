//! Deliberately wrong import rules, for proving that the differential test against LLVM's own
//! execution catches real import bugs.
//!
//! `tests/mutations.rs` (in this crate) imports corpus functions with each [`Mutation`] injected
//! by [`with_mutation`] and asserts that running the import (memlower's reference interpreter)
//! and the original (LLVM's JIT) on the same inputs disagrees. Each is a bug an importer could
//! plausibly have:
//!
//! | mutation | the bug |
//! |---|---|
//! | `SextAsZext` | `sext` imported as `zext` (casts and GEP indices) |
//! | `DropPassThrough` | a masked load/gather's pass-through ignored (disabled lanes not replaced) |
//! | `StructFieldOffset` | a GEP's struct field offset one byte too far |
//! | `AlignTooLarge` | the alignment of every memory access doubled (a promise LLVM never made) |
//! | `IgnoreMask` | a masked store/scatter writes every lane |
//! | `SwapSelect` | `select` with its arms swapped |
//! | `AshrAsLshr` | `ashr` imported as `lshr` (zeros shift in instead of sign copies) |
//! | `FcmpTwin` | every `fcmp` predicate replaced by its ordered/unordered twin (`olt` as `ult`) |
//! | `DeinterleaveStride` | an interleaved load group read with a lane stride one element too long |
//! | `GapWritten` | an interleaved store group also writes its gap members (undefined data) |
//! | `ReverseOffByOne` | a reversing shuffle reads one lane too far along (lane k reads n - k, wrapping) |
//! | `CanonicalNan` | a float constant's NaN imported as the canonical NaN (sign and payload lost) |
//! | `ReductionDropsLane` | an `llvm.vector.reduce.*` folds every lane but the last (`import/reduce.rs`) |
//! | `OrderedReductionAsTree` | an `fadd`/`fmul` reduction without `reassoc` folded as a tree (another rounding order) |
//! | `FunnelDropsLow` | an `llvm.fshl`/`fshr` keeps only the word shifted up, without the bits of the other (`import/bits.rs`) |
//! | `PopcountBytes` | an `llvm.ctpop` wider than a byte returns its per-byte counts unsummed |
//! | `OverflowOffByOne` | `llvm.umul.with.overflow` by a constant reports overflow for the largest product that fits (`import/overflow.rs`) |
//! | `CompressPrefixInclusive` | a compressstore/expandload puts lane i at the inclusive prefix count of its mask (one element too far) (`import/compress.rs`) |
//! | `DivideRoundsDown` | a signed division by a constant (not a power of two) without the final `+ sign bit`, so a negative quotient rounds down, not toward zero (`import/divide.rs`) |
//! | `SmearShort` | `llvm.ctlz`'s smear without its last step (`x \| x >> N/2`), so a high set bit does not reach the low half (`import/bits.rs`) |
//! | `BswapKeepsMiddle` | `llvm.bswap` swaps the end bytes only, leaving the middle ones in place |
//! | `CopysignKeepsSign` | `llvm.copysign` ors `b`'s sign into `a` without clearing `a`'s own (`import/arith.rs`) |
//! | `WideningMulUnsigned` | the high half of a product of two sign-extended values taken unsigned (`import/arith.rs`) |
//! | `RoundingDropsSign` | `llvm.floor`/`ceil`/`trunc`/`round`/`rint` without the final `copysign`, so a negative input rounded to 0 gives `+0` (`import/rounding.rs`) |
//! | `FdivDropsSticky` | an `fdiv` rounds without the remainder's sticky bit, so a quotient just above a halfway point rounds to even as if it were on it (`import/fdiv.rs`) |
//! | `SqrtOneCorrection` | an `f32` square root corrects its estimate by the remainder once, not three times, so a root the estimate leaves two or three short rounds from the wrong 25th bit (`import/sqrt.rs`) |
//! | `DivideOneRefinement` | a division by a value refines its quotient estimate once, not twice, so a quotient the estimate leaves two short stays one short (`import/divide/variable.rs`) |
//! | `WideDropsCarry` | a 64-bit division by a constant drops the carry out of the low word of its quotient estimate (`import/divide/wide.rs`) |
//! | `ChoiceOneSurface` | an access through a pointer chosen between two arguments reads or writes the first argument's surface for both arms (`import/memory.rs`) |
//! | `MemTailDropped` | a 4-aligned `llvm.memcpy`/`memset` without its byte tail: the last `len % 4` bytes are not written (`import/memops.rs`) |
//! | `ExpandDropsPassThrough` | an expandload's disabled lanes keep the gathered garbage, not the pass-through |
//! | `ShuffleConcatOrder` | a `shufflevector` slice that spans both operands reads `concat(b, a)` instead of `concat(a, b)` (`import/vector.rs`) |
//!
//! The switch is thread-local and off unless a caller imports inside [`with_mutation`], so
//! concurrent imports are never affected.

use std::cell::Cell;

thread_local! {
    static ACTIVE: Cell<Option<Mutation>> = const { Cell::new(None) };
}

/// A deliberate import bug (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mutation {
    /// `sext` imported as `zext`.
    SextAsZext,
    /// Masked loads and gathers drop their pass-through.
    DropPassThrough,
    /// Struct field offsets one byte too far.
    StructFieldOffset,
    /// Every alignment doubled.
    AlignTooLarge,
    /// Masked stores and scatters write every lane.
    IgnoreMask,
    /// `select` arms swapped.
    SwapSelect,
    /// `ashr` imported as `lshr`.
    AshrAsLshr,
    /// `fcmp` predicates with the other answer on NaNs.
    FcmpTwin,
    /// Interleaved load groups read with a lane stride of F + 1 elements instead of F.
    DeinterleaveStride,
    /// Interleaved store groups write their gap members too.
    GapWritten,
    /// Reversing shuffles read lane `n - k` instead of `n - 1 - k`.
    ReverseOffByOne,
    /// NaN constants lose their sign and payload.
    CanonicalNan,
    /// A shuffle slice across both operands concatenates them in the wrong order.
    ShuffleConcatOrder,
    /// A vector reduction leaves out its last lane.
    ReductionDropsLane,
    /// An ordered float reduction folded in tree order.
    OrderedReductionAsTree,
    /// A funnel shift without the bits of its second word.
    FunnelDropsLow,
    /// A population count of per-byte counts, never summed.
    PopcountBytes,
    /// `llvm.umul.with.overflow` reports overflow one product early.
    OverflowOffByOne,
    /// Compress and expand address lane i by the inclusive prefix count of the mask.
    CompressPrefixInclusive,
    /// An expandload drops its pass-through.
    ExpandDropsPassThrough,
    /// A signed division by a constant rounds a negative quotient down.
    DivideRoundsDown,
    /// `ctlz`'s smear stops one step short.
    SmearShort,
    /// `bswap` leaves the middle bytes in place.
    BswapKeepsMiddle,
    /// `copysign` keeps `a`'s own sign bit.
    CopysignKeepsSign,
    /// A signed widening multiply's high half taken unsigned.
    WideningMulUnsigned,
    /// A float rounded to an integral value loses its sign (`-0.5` to `+0`).
    RoundingDropsSign,
    /// A dword memcpy/memset leaves its last `len % 4` bytes.
    MemTailDropped,
    /// A float division rounds without its sticky bit.
    FdivDropsSticky,
    /// A square root corrects its estimate once.
    SqrtOneCorrection,
    /// A division by a value refines its quotient once.
    DivideOneRefinement,
    /// A 64-bit division's quotient estimate drops its carry.
    WideDropsCarry,
    /// A pointer chosen between two arguments accesses the first one's surface only.
    ChoiceOneSurface,
}

impl Mutation {
    /// Every mutation.
    pub const ALL: [Mutation; 32] = [
        Mutation::SextAsZext,
        Mutation::DropPassThrough,
        Mutation::StructFieldOffset,
        Mutation::AlignTooLarge,
        Mutation::IgnoreMask,
        Mutation::SwapSelect,
        Mutation::AshrAsLshr,
        Mutation::FcmpTwin,
        Mutation::DeinterleaveStride,
        Mutation::GapWritten,
        Mutation::ReverseOffByOne,
        Mutation::CanonicalNan,
        Mutation::ShuffleConcatOrder,
        Mutation::ReductionDropsLane,
        Mutation::OrderedReductionAsTree,
        Mutation::FunnelDropsLow,
        Mutation::PopcountBytes,
        Mutation::OverflowOffByOne,
        Mutation::CompressPrefixInclusive,
        Mutation::ExpandDropsPassThrough,
        Mutation::DivideRoundsDown,
        Mutation::SmearShort,
        Mutation::BswapKeepsMiddle,
        Mutation::CopysignKeepsSign,
        Mutation::WideningMulUnsigned,
        Mutation::RoundingDropsSign,
        Mutation::MemTailDropped,
        Mutation::FdivDropsSticky,
        Mutation::SqrtOneCorrection,
        Mutation::DivideOneRefinement,
        Mutation::WideDropsCarry,
        Mutation::ChoiceOneSurface,
    ];

    /// A short name (`sext-as-zext`).
    pub fn name(self) -> &'static str {
        match self {
            Mutation::SextAsZext => "sext-as-zext",
            Mutation::DropPassThrough => "drop-pass-through",
            Mutation::StructFieldOffset => "struct-field-offset",
            Mutation::AlignTooLarge => "align-too-large",
            Mutation::IgnoreMask => "ignore-mask",
            Mutation::SwapSelect => "swap-select",
            Mutation::AshrAsLshr => "ashr-as-lshr",
            Mutation::FcmpTwin => "fcmp-twin",
            Mutation::DeinterleaveStride => "deinterleave-stride",
            Mutation::GapWritten => "gap-written",
            Mutation::ReverseOffByOne => "reverse-off-by-one",
            Mutation::CanonicalNan => "canonical-nan",
            Mutation::ShuffleConcatOrder => "shuffle-concat-order",
            Mutation::ReductionDropsLane => "reduction-drops-lane",
            Mutation::OrderedReductionAsTree => "ordered-reduction-as-tree",
            Mutation::FunnelDropsLow => "funnel-drops-low",
            Mutation::PopcountBytes => "popcount-bytes",
            Mutation::OverflowOffByOne => "overflow-off-by-one",
            Mutation::CompressPrefixInclusive => "compress-prefix-inclusive",
            Mutation::ExpandDropsPassThrough => "expand-drops-pass-through",
            Mutation::DivideRoundsDown => "divide-rounds-down",
            Mutation::SmearShort => "smear-short",
            Mutation::BswapKeepsMiddle => "bswap-keeps-middle",
            Mutation::CopysignKeepsSign => "copysign-keeps-sign",
            Mutation::WideningMulUnsigned => "widening-mul-unsigned",
            Mutation::RoundingDropsSign => "rounding-drops-sign",
            Mutation::MemTailDropped => "mem-tail-dropped",
            Mutation::FdivDropsSticky => "fdiv-drops-sticky",
            Mutation::SqrtOneCorrection => "sqrt-one-correction",
            Mutation::DivideOneRefinement => "divide-one-refinement",
            Mutation::WideDropsCarry => "wide-drops-carry",
            Mutation::ChoiceOneSurface => "choice-one-surface",
        }
    }
}

/// Runs `f` with `m` injected into every import `f` does on this thread (`None`: none), and
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
pub(crate) fn active(m: Mutation) -> bool {
    ACTIVE.with(Cell::get) == Some(m)
}
