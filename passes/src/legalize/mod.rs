//! Legalisation: from abstract memory ops of any lane count, element type and channel count to
//! ops that one of the five vISA messages carries as they stand ("legal form",
//! `docs/ARCHITECTURE.md` §3, checked by [`crate::legal::verify_legal`]).
//!
//! ```text
//!   gather/scatter/image.load of N lanes x C channels x T
//!        │ narrow-channels  only the channels / lanes a read's users extract
//!        │ widen-blocks     small elements sharing an aligned dword → one wider element
//!        │ merge-adjacent   adjacent accesses of one lane → one op (dword writes → scatter4)
//!        ▼
//!   the same abstract ops, fewer bytes and fewer ops
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

pub(crate) mod addr;
pub(crate) mod edit;
pub mod merge_adjacent;
pub mod narrow_channels;
pub mod pack_channels;
pub mod pick_blocks;
pub(crate) mod rewrite;
pub mod rules;
pub mod split_lanes;
pub mod widen_blocks;

pub use merge_adjacent::MergeAdjacent;
pub use narrow_channels::NarrowChannels;
pub use pack_channels::PackChannels;
pub use pick_blocks::PickBlocks;
pub use rules::{choose_message, Access, Decision, OpKind, Plan, Refusal};
pub use split_lanes::SplitLanes;
pub use widen_blocks::WidenBlocks;

use crate::pass::{ForEachFunction, PassContext, PassError};
use crate::target::Target;
use memlower_ir::{Function, Inst, InstKind, Surface, Type};

/// The target of a legalisation pass, or [`PassError::NeedsTarget`].
pub(crate) fn target_of<'a>(cx: &PassContext<'a>, pass: &str) -> Result<&'a Target, PassError> {
    cx.target.ok_or_else(|| PassError::NeedsTarget {
        pass: pass.to_string(),
    })
}

/// The text used to name an op in diagnostics: mnemonic and data type
/// (`image.store vec<8 x 4 x f32>`).
pub fn op_text(f: &Function, i: Inst) -> String {
    let d = f.inst(i);
    let ty = match &d.kind {
        InstKind::Scatter { data, .. } | InstKind::ImageStore { data, .. } => Some(f.ty(*data)),
        _ => d.result.map(|r| f.ty(r)),
    };
    match ty {
        Some(t) => format!("{} {t}", d.kind.mnemonic()),
        None => d.kind.mnemonic().to_string(),
    }
}

/// The [`Access`] of a memory op (`None` for other instructions). Fails only on IR the
/// verifier rejects (an unknown surface, a data type that is not a vector).
pub fn access_of(surfaces: &[Surface], f: &Function, i: Inst) -> Option<Result<Access, PassError>> {
    let d = f.inst(i);
    let (op, data_ty, align, channels) = match &d.kind {
        InstKind::Gather { align, .. } => (
            OpKind::Gather,
            d.result.map(|r| f.ty(r)),
            *align,
            memlower_ir::ChannelMask(0),
        ),
        InstKind::Scatter { data, align, .. } => (
            OpKind::Scatter,
            Some(f.ty(*data)),
            *align,
            memlower_ir::ChannelMask(0),
        ),
        InstKind::ImageLoad { channels, .. } => {
            (OpKind::ImageLoad, d.result.map(|r| f.ty(r)), 1, *channels)
        }
        InstKind::ImageStore { data, channels, .. } => {
            (OpKind::ImageStore, Some(f.ty(*data)), 1, *channels)
        }
        _ => return None,
    };
    let invalid = |message: String, expected: &str| PassError::Invalid {
        loc: d.loc,
        message,
        expected: Some(expected.to_string()),
    };
    let surface = d.kind.surface().and_then(|s| surfaces.get(s.index()));
    let Some(surface) = surface else {
        return Some(Err(invalid(
            format!(
                "`{}` names a surface the module does not declare",
                op.name()
            ),
            "a declared surface (run the verifier first)",
        )));
    };
    let Some(Type::Vec { chans, elem, .. }) = data_ty else {
        return Some(Err(invalid(
            format!("`{}` has no vector data", op.name()),
            "data of type vec<N x [C x] T> (run the verifier first)",
        )));
    };
    Some(Ok(Access {
        op,
        elem,
        chans,
        align,
        surface: surface.kind,
        channels,
    }))
}

/// Turns a refusal into the pass error naming the op, its location and the target.
pub(crate) fn refused(f: &Function, i: Inst, t: &Target, r: &Refusal) -> PassError {
    PassError::Refused {
        loc: f.inst(i).loc,
        op: op_text(f, i),
        target: t.name.to_string(),
        rule: format!("{} [rule `{}`]", r.why, r.rule),
        fix: r.fix.clone(),
    }
}

/// The decision for a memory op (`None` for other instructions), with refusals already turned
/// into errors.
pub(crate) fn plan_of(
    surfaces: &[Surface],
    f: &Function,
    i: Inst,
    t: &Target,
) -> Option<Result<Plan, PassError>> {
    let access = match access_of(surfaces, f, i)? {
        Ok(a) => a,
        Err(e) => return Some(Err(e)),
    };
    Some(match choose_message(&access, t) {
        Decision::Lower(p) => Ok(p),
        Decision::Refuse(r) => Err(refused(f, i, t, &r)),
    })
}

/// The legalisation pipeline, in the order the passes must run (as `memlower opt -p` names it).
/// `memlower lower`, the differential checker, the bench and the tests all run this one string.
///
/// 1. `narrow-channels` first: what nobody uses is dropped before anything is widened or
///    merged, so neither of the next two fetches bytes only a dead channel wanted.
/// 2. `widen-blocks` next: small elements sharing an aligned dword become one op of wider
///    elements, which turns sub-dword writes into dword writes `merge-adjacent` can combine.
/// 3. `merge-adjacent`: adjacent accesses of one lane become one (it widens the sub-dword ops
///    it merges itself, since widening the separate ops could not).
/// 4. `split-lanes`, `pick-blocks`, `pack-channels`: legal form, one op per message.
/// 5. `cse`: the constants and base offsets every piece computed for itself, shared.
///
/// The first three run on abstract ops (no `via`), where one op still stands for a whole
/// access, so that splitting and message choice see the narrowed, widened, merged access.
pub const PIPELINE: &str =
    "narrow-channels,widen-blocks,merge-adjacent,split-lanes,pick-blocks,pack-channels,cse";

/// Registers the legalisation passes (in pipeline order) with their one-line descriptions.
pub fn register(reg: &mut crate::registry::Registry) {
    reg.register(
        "narrow-channels",
        "fetch only the channels and lanes a read's users extract (needs a target)",
        || Box::new(ForEachFunction(NarrowChannels)),
    );
    reg.register(
        "widen-blocks",
        "move small elements sharing an aligned word or dword as one wider block",
        || Box::new(ForEachFunction(WidenBlocks)),
    );
    reg.register(
        "merge-adjacent",
        "combine accesses of one lane to adjacent bytes into one op (needs a target)",
        || Box::new(ForEachFunction(MergeAdjacent)),
    );
    reg.register(
        "split-lanes",
        "split memory ops into exec sizes legal for their message on the target (needs a target)",
        || Box::new(ForEachFunction(SplitLanes)),
    );
    reg.register(
        "pick-blocks",
        "choose each memory op's message, blocks and channel mask (`via`); one op per message",
        || Box::new(ForEachFunction(PickBlocks)),
    );
    reg.register(
        "pack-channels",
        "insert the conversions the chosen message's registers need; the result is legal form",
        || Box::new(ForEachFunction(PackChannels)),
    );
    reg.register(
        "cse",
        "share identical pure ops (the constants and offsets each piece made for itself)",
        || Box::new(ForEachFunction(crate::cse::Cse)),
    );
}
