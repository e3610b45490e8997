//! What the legalisation passes ask about a memory op: its [`Access`] (everything but the lane
//! count), the rules' decision for it on the target, and how to name it in diagnostics. Kept
//! apart from `mod.rs` so that the passes import these without importing each other.

use super::rules::{choose_message, Access, Decision, OpKind, Plan, Refusal};
use crate::pass::{PassContext, PassError};
use crate::target::Target;
use memlower_ir::{BinOp, CastOp, Function, Inst, InstKind, Surface, Type, Value};

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
    let dword_planes = match &d.kind {
        InstKind::Scatter { data, .. } if elem.bytes() == 8 => dword_planes(f, *data),
        _ => false,
    };
    Some(Ok(Access {
        op,
        elem,
        chans,
        align,
        surface: surface.kind,
        channels,
        dword_planes,
    }))
}

/// Whether the 64-bit lanes of `v` are held as planes of low and high dwords: every lane comes
/// from a `gather` (none of the five messages reads qwords, so `pick-blocks` reads each 64-bit
/// element as two dword gathers, one plane each) or from a `chan.pack` of dwords, through
/// `bitcast`, `extract` and `concat` only (`undef` parts, the padding of a split, go either
/// way). The answer is the same before and after
/// `split-lanes` and `pick-blocks` (a gather of qwords becomes `bitcast (chan.pack)` of dword
/// gathers), so the passes that ask agree on the message.
pub fn dword_planes(f: &Function, v: Value) -> bool {
    // The chains are short (a bitcast or two, an extract of a concat); a bound keeps a
    // pathological chain from costing more than it could save.
    fn walk(f: &Function, v: Value, depth: u32) -> bool {
        if depth > 8 {
            return false;
        }
        match f.def_kind(v) {
            // Undefined padding (`split-lanes`' tail) has no layout to keep.
            Some(InstKind::Gather { .. } | InstKind::Undef) => true,
            Some(InstKind::ChanPack { parts }) => parts
                .iter()
                .all(|&p| matches!(f.ty(p).elem(), Some(e) if e.bytes() == 4)),
            Some(InstKind::Cast {
                op: CastOp::Bitcast,
                x,
            }) => walk(f, *x, depth + 1),
            Some(InstKind::Extract { src, .. }) => walk(f, *src, depth + 1),
            Some(InstKind::Concat { parts }) => parts.iter().all(|&p| walk(f, p, depth + 1)),
            // A bitwise op with a constant (an `fneg`'s sign-bit `xor`) is lowered half by
            // half: it leaves planes in planes.
            Some(InstKind::Binary {
                op: BinOp::And | BinOp::Or | BinOp::Xor,
                lhs,
                rhs,
            }) => {
                let is_const = |v: Value| matches!(f.def_kind(v), Some(InstKind::Const { .. }));
                (is_const(*rhs) && walk(f, *lhs, depth + 1))
                    || (is_const(*lhs) && walk(f, *rhs, depth + 1))
            }
            _ => false,
        }
    }
    walk(f, v, 0)
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
