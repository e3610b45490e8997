//! Legalisation: from abstract memory ops of any lane count, element type and channel count to
//! ops that one of the five vISA messages carries as they stand ("legal form",
//! `docs/ARCHITECTURE.md` §3, checked by [`crate::legal::verify_legal`]).
//!
//! ```text
//!   the module as written: f64 arithmetic, memory ops of any shape
//!        │ soft-f64       f64 arithmetic, compares, min/max and conversions → 32-bit integer
//!        │                ops where the target has no fp64 ALU (a no-op elsewhere)
//!        ▼
//!   gather/scatter/image.load of N lanes x C channels x T
//!        │ narrow-channels  only the channels / lanes a read's users extract
//!        │ widen-blocks     small elements sharing an aligned dword → one wider element
//!        │ merge-adjacent   adjacent accesses of one lane → one op (dword writes → scatter4)
//!        ▼
//!   the same abstract ops, fewer bytes and fewer ops
//!        │ split-groups   every value as lane groups of its messages' widest exec size
//!        │                (schedule.rs: groups one after another over the register budget)
//!        ▼
//!   abstract ops of at most one message's lanes each
//!        │ split-lanes    N → exec sizes legal for the message (rules::choose_message decides
//!        │                which), pieces via `extract`, results rejoined with `concat`;
//!        │                8/16-only messages get a padded tail with disabled lanes
//!        ▼
//!   ops of legal lane counts, no `via`
//!        │ pick-blocks    the message and its blocks / channel mask (`via ...`); lanes of
//!        │                several messages (channels, dwords of a qword) are cut into one op
//!        │                each and rebuilt with chan.pack / bitcast
//!        ▼
//!   one op per message, element types as the user wrote them
//!        │ pack-channels  the conversions the message's registers need: byte reads → i32 then
//!        │                trunc, byte writes zext to i32, i64 as RG → bitcast to 2 x i32
//!        ▼
//!   legal form
//!        │ cse            one constant and one base offset shared by all pieces
//!        ▼
//!   legal form
//! ```
//!
//! What is legal is data ([`rules`], [`crate::target::TARGETS`]); the passes are mechanics.
//! Each pass (but `widen-blocks`, which needs no target fact) needs a target, is idempotent, keeps every attribute (surface, base, alignment,
//! mask, `via`) on every piece, and keeps user value names on the values that replace them.

pub mod access;
pub(crate) mod addr;
pub(crate) mod edit;
pub mod merge_adjacent;
pub mod narrow_channels;
pub mod pack_channels;
pub mod pick_blocks;
pub mod pressure;
pub(crate) mod rewrite;
pub mod rules;
pub mod schedule;
pub mod soft_f64;
pub mod split_groups;
pub mod split_lanes;
pub mod widen_blocks;

pub use merge_adjacent::MergeAdjacent;
pub use narrow_channels::NarrowChannels;
pub use pack_channels::PackChannels;
pub use pick_blocks::PickBlocks;
pub use rules::{choose_message, Access, Decision, OpKind, Plan, Refusal};
pub use soft_f64::SoftF64;
pub use split_groups::SplitGroups;
pub use split_lanes::{SplitLanes, SplitLanesWithin};
pub use widen_blocks::WidenBlocks;

pub use access::{access_of, op_text};

/// The legalisation pipeline, in the order the passes must run (as `memlower opt -p` names it).
/// `memlower lower`, the differential checker, the bench and the tests all run this one string.
///
/// 0. `soft-f64` first (a no-op where the target has an fp64 ALU): f64 arithmetic becomes
///    32-bit integer ops before anything groups or schedules values, so `split-groups` cuts
///    them into lane groups and its register budget counts their temporaries.
/// 1. `narrow-channels` first of the memory passes: what nobody uses is dropped before anything is widened or
///    merged, so neither of the next two fetches bytes only a dead channel wanted.
/// 2. `widen-blocks` next: small elements sharing an aligned dword become one op of wider
///    elements, which turns sub-dword writes into dword writes `merge-adjacent` can combine.
/// 3. `merge-adjacent`: adjacent accesses of one lane become one (it widens the sub-dword ops
///    it merges itself, since widening the separate ops could not).
/// 4. `split-groups`: values kept as lane groups of their messages' width (the layout the
///    messages use), so no value is rebuilt whole only to be cut again; over the register
///    budget, the groups run one after another.
/// 5. `split-lanes`, `pick-blocks`, `pack-channels`: legal form, one op per message.
/// 6. `cse`: the constants and base offsets every piece computed for itself, shared.
/// 7. `late-masks`: each mask made right before its first reader, so few predicates are live
///    at once (the flag registers hold four 16-lane ones).
///
/// The first three run on abstract ops (no `via`), where one op still stands for a whole
/// access, so that splitting and message choice see the narrowed, widened, merged access.
pub const PIPELINE: &str =
    "soft-f64,narrow-channels,widen-blocks,merge-adjacent,split-groups,split-lanes,pick-blocks,pack-channels,cse,late-masks";
