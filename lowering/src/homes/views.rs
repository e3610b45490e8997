//! Views: the values whose representation is another value's storage (`extract`, padded
//! `concat`, same-layout `bitcast`, a zip that is only unzipped again, `splat`), and the strides
//! and origins the planner and the lowering read them by.

use crate::layout::{bitcast_is_alias, chan_stride};
use memlower_ir::{CastOp, Function, InstKind, Type, Value};

/// The value whose storage `v`'s representation is a view of, if its definition moves no data:
/// `extract` / `chan.extract` (lanes or a channel of the source), a padded `concat` (see
/// [`padded_source`]), a same-layout `bitcast`, a
/// `bitcast` back to the layout of a value that was itself bitcast (a zip then its unzip is the
/// original, see [`unzip_origin`]), a zip whose every use unzips it again (`unzipped`, from
/// [`only_unzipped`]), and `splat` (read as a broadcast of the scalar unless it is homed;
/// counted as a view to stay conservative).
pub(crate) fn view_source(f: &Function, v: Value, grf: u32, unzipped: &[bool]) -> Option<Value> {
    match f.def_kind(v)? {
        InstKind::Extract { src, .. } | InstKind::ChanExtract { src, .. } => Some(*src),
        InstKind::Concat { .. } => padded_source(f, v, grf),
        InstKind::Splat { x } => Some(*x),
        InstKind::Cast {
            op: CastOp::Bitcast,
            x,
        } => {
            let to = f.ty(v);
            if bitcast_is_alias(f.ty(*x), to) {
                Some(*x)
            } else if let Some(y) = unzip_origin(f, *x, to, unzipped) {
                Some(y)
            } else if unzipped.get(v.index()).copied().unwrap_or(false) {
                Some(*x)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// For `%v = concat %x, %u, ...` where every part after the first is `undef` (the padding
/// `split-lanes` adds to reach an exec size): `%x`. The padding lanes are read from whatever
/// lies past `%x` in its storage (the lowering grows the root to hold them), so the concat is
/// a view of `%x` when `%x` has the result's channel layout: one channel, or several whose
/// storage is already `%v`'s channel stride apart (see [`storage_stride`]). Masks are
/// predicate runs and never views of this kind.
pub(crate) fn padded_source(f: &Function, v: Value, grf: u32) -> Option<Value> {
    let InstKind::Concat { parts } = f.def_kind(v)? else {
        return None;
    };
    let (&x, pads) = parts.split_first()?;
    let ty = f.ty(v);
    if pads.is_empty()
        || ty.is_mask()
        || !pads
            .iter()
            .all(|&p| p != x && matches!(f.def_kind(p), Some(InstKind::Undef)))
    {
        return None;
    }
    let one_channel = ty.chans().unwrap_or(1) == 1;
    (one_channel || storage_stride(f, x, grf) == chan_stride(ty, grf)).then_some(x)
}

/// The channel stride of the storage `v` reads: its own canonical stride, or for a lane view
/// (`extract`, a padded `concat`) that of the value it is a view of.
fn storage_stride(f: &Function, v: Value, grf: u32) -> u32 {
    match f.def_kind(v) {
        Some(InstKind::Extract { src, .. }) => storage_stride(f, *src, grf),
        Some(InstKind::Concat { .. }) => match padded_source(f, v, grf) {
            Some(x) => storage_stride(f, x, grf),
            None => chan_stride(f.ty(v), grf),
        },
        _ => chan_stride(f.ty(v), grf),
    }
}

/// For `bitcast %x : to` where `%x = bitcast %y` and `to` has `%y`'s layout: `%y` (the
/// bitcast is a view of it, no moves). `unzipped` is [`only_unzipped`] where those zips are
/// views (empty otherwise): such a `%y` has no registers in its own layout (it is read as the
/// value it was bitcast from), so zipping its unzip again (`%z = bitcast %w`, `%u = bitcast
/// %z`, `%y2 = bitcast %u` back to `%z`'s type) moves data like any other zip.
pub(crate) fn unzip_origin(f: &Function, x: Value, to: Type, unzipped: &[bool]) -> Option<Value> {
    match f.def_kind(x)? {
        InstKind::Cast {
            op: CastOp::Bitcast,
            x: y,
        } if bitcast_is_alias(f.ty(*y), to) && unzipped.get(y.index()) != Some(&true) => Some(*y),
        _ => None,
    }
}
/// For every value (indexed by value): true if it is a `bitcast %x`, has uses, and every use
/// is a bitcast back to the layout of `%x` (such a zip is never needed in registers: its
/// unzips are views of the original). One walk over the function's instructions, counting
/// each instruction that uses the value as one use, whatever the operand count.
pub(crate) fn only_unzipped(f: &Function) -> Vec<bool> {
    let n = f.values.len();
    // The type each bitcast result was cast from (None: not a bitcast), from the laid-out
    // instructions only (the operands read below are defined there or are parameters).
    let mut orig: Vec<Option<Type>> = vec![None; n];
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            let d = f.inst(i);
            if let (
                InstKind::Cast {
                    op: CastOp::Bitcast,
                    x,
                },
                Some(r),
            ) = (&d.kind, d.result)
            {
                orig[r.index()] = Some(f.ty(*x));
            }
        }
    }
    let mut used = vec![false; n];
    let mut all = vec![true; n];
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            let d = f.inst(i);
            d.kind.for_each_operand(|o| {
                let Some(from) = orig[o.index()] else { return };
                used[o.index()] = true;
                let back = match (&d.kind, d.result) {
                    (
                        InstKind::Cast {
                            op: CastOp::Bitcast,
                            ..
                        },
                        Some(res),
                    ) => bitcast_is_alias(from, f.ty(res)),
                    _ => false,
                };
                all[o.index()] &= back;
            });
        }
    }
    used.iter().zip(&all).map(|(&u, &a)| u && a).collect()
}
