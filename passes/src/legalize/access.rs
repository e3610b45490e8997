//! What the legalisation passes ask about a memory op: its [`Access`] (everything but the lane
//! count), the rules' decision for it on the target, and how to name it in diagnostics. Kept
//! apart from `mod.rs` so that the passes import these without importing each other.

use super::rules::{choose_message, Access, Decision, OpKind, Plan, Refusal};
use crate::pass::{PassContext, PassError};
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

/// How many bytes past address `from`'s scalar base address `to`'s scalar base lies, if the IR
/// proves it one constant (modulo 2^32): both on one surface, both bases the same value plus
/// constants (or both absent). The per-lane offsets are not compared: a report uses it to place
/// the pieces a pass cut an access into (`base + 8` is the third dword channel).
pub fn base_delta(
    f: &Function,
    from: &memlower_ir::Address,
    to: &memlower_ir::Address,
) -> Option<u32> {
    if from.surface != to.surface {
        return None;
    }
    let base =
        |b: Option<memlower_ir::Value>| b.map_or((None, 0), |b| super::addr::scalar_parts(f, b));
    let ((r1, c1), (r2, c2)) = (base(from.base), base(to.base));
    (r1 == r2).then(|| c2.wrapping_sub(c1))
}
