//! The lowering's counters for `-stats` (pass `lower-messages`, as its remarks name it, and
//! `regalloc`) (the passes count theirs through
//! `memlower_passes::stats`): per kernel, from its totals and its declaration sharing.

use crate::report::Totals;
use memlower_passes::stats::{Counters, Stat};
use memlower_passes::target::Target;

/// Kernels lowered.
pub const KERNELS: Stat = Stat::new("lower-messages", "NumKernels", "Kernels lowered");
/// Message instructions (sends) in the kernels.
pub const MESSAGES: Stat = Stat::new("lower-messages", "NumMessages", "Messages emitted");
/// `mov` instructions in the kernels (copies and layout conversions).
pub const MOVES: Stat = Stat::new("lower-messages", "NumMoves", "Moves emitted");
/// Every instruction of the kernels (but labels and sink markers).
pub const INSTRUCTIONS: Stat = Stat::new("lower-messages", "NumInsts", "vISA instructions emitted");
/// Declarations made views of another by declaration sharing.
pub const SHARED: Stat = Stat::new(
    "lower-messages",
    "NumShared",
    "Declarations shared with another (registers reused)",
);
/// GRFs the predicted allocation uses, over the kernels.
pub const GRFS: Stat = Stat::new("regalloc", "NumGRFs", "GRFs allocated");
/// Kernels whose registers do not fit the target's file: the finalizer will spill.
pub const SPILLS: Stat = Stat::new("regalloc", "NumSpills", "Kernels predicted to spill");

/// The counters of one kernel: its `totals`, the declarations sharing made aliases
/// (`shared`), whether it fits `target`'s register file.
pub(crate) fn counters(totals: &Totals, shared: u64, target: &Target) -> Counters {
    let mut c = Counters::new();
    c.add(KERNELS, 1);
    c.add(MESSAGES, u64::from(totals.messages));
    c.add(MOVES, u64::from(totals.moves));
    c.add(INSTRUCTIONS, u64::from(totals.instructions));
    c.add(SHARED, shared);
    c.add(GRFS, u64::from(totals.grfs));
    c.add(SPILLS, u64::from(!totals.fits(target.grf_count)));
    c
}
