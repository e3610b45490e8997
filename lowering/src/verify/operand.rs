//! The checks every instruction kind shares: exec size and mask offset, predicate uses,
//! references to variables and predicates, source regions and their element types.

use super::error::MirError;
use crate::mir::*;
use memlower_ir::Loc;

/// True if an instruction of `exec` lanes may start at channel `offset`: a multiple of 4,
/// inside the 32 channels, and a multiple of `max(exec, 8)`. The finalizer silently resets
/// other offsets to M1 (docs/finalizer-facts.md §8c), which would read the wrong predicate bits.
pub fn mask_offset_ok(exec: u32, offset: u32) -> bool {
    offset.is_multiple_of(4) && offset + exec <= 32 && offset.is_multiple_of(exec.max(8))
}

pub(super) fn check_var(k: &Kernel, loc: Loc, v: VarId) -> Result<&Var, MirError> {
    // A match, not `ok_or`: the error is made only when it is returned (an `ok_or` error was
    // built and dropped for every operand checked).
    match k.var(v) {
        Some(var) => Ok(var),
        None => Err(MirError::Undeclared {
            loc,
            what: "variable",
            id: v.0,
        }),
    }
}

pub(super) fn check_pred(k: &Kernel, loc: Loc, p: PredId) -> Result<&PredVar, MirError> {
    match k.preds.get(p.index()) {
        Some(pred) => Ok(pred),
        None => Err(MirError::Undeclared {
            loc,
            what: "predicate",
            id: p.0,
        }),
    }
}

/// Checks the predicate of an instruction covers the channels `exec` selects.
pub(super) fn check_pred_use(
    k: &Kernel,
    loc: Loc,
    op: &'static str,
    p: &Option<PredUse>,
    exec: Exec,
) -> Result<(), MirError> {
    if let Some(p) = p {
        let pv = check_pred(k, loc, p.pred)?;
        if exec.offset + exec.size > pv.lanes.max(exec.size) {
            return Err(MirError::MaskOffset {
                loc,
                exec: exec.size,
                offset: exec.offset,
                why: format!(
                    "`{op}` reads predicate bits {}..{} of {}, which has {} lanes",
                    exec.offset,
                    exec.offset + exec.size,
                    pv.name,
                    pv.lanes
                ),
            });
        }
    }
    Ok(())
}

/// Checks an instruction's exec size and mask offset. Inlined (every instruction is checked),
/// the error made out of line.
#[inline]
pub(super) fn check_exec(loc: Loc, op: &'static str, exec: Exec) -> Result<(), MirError> {
    if matches!(exec.size, 1 | 2 | 4 | 8 | 16 | 32) && mask_offset_ok(exec.size, exec.offset) {
        return Ok(());
    }
    exec_error(loc, op, exec)
}

#[cold]
#[inline(never)]
fn exec_error(loc: Loc, op: &'static str, exec: Exec) -> Result<(), MirError> {
    if !matches!(exec.size, 1 | 2 | 4 | 8 | 16 | 32) {
        return Err(MirError::Alu {
            loc,
            op,
            why: format!("exec size {} is not 1, 2, 4, 8, 16 or 32", exec.size),
        });
    }
    if !mask_offset_ok(exec.size, exec.offset) {
        return Err(MirError::MaskOffset {
            loc,
            exec: exec.size,
            offset: exec.offset,
            why: "the finalizer rejects it or silently resets it to M1".into(),
        });
    }
    Ok(())
}

pub(super) fn check_src(
    k: &Kernel,
    loc: Loc,
    op: &'static str,
    s: &Src,
    lanes: u32,
) -> Result<(), MirError> {
    match s {
        Src::Reg { region, .. } => {
            let d = check_var(k, loc, region.var)?;
            let end = region.off + region_span(region, lanes) * d.ty.bytes();
            if region.off % d.ty.bytes() != 0 || end > d.bytes() {
                return Err(MirError::Alu {
                    loc,
                    op,
                    why: format!(
                        "source region of {} (bytes {}..{end}) is misaligned or outside its {} bytes",
                        d.name,
                        region.off,
                        d.bytes()
                    ),
                });
            }
        }
        Src::Pred(p) => {
            check_pred(k, loc, *p)?;
        }
        Src::Imm(i @ (Imm::PackedV(_) | Imm::PackedUv(_))) if lanes > 8 => {
            return Err(MirError::Alu {
                loc,
                op,
                why: format!(
                    "the packed immediate `{i}` is an 8-element vector; it cannot feed {lanes} lanes"
                ),
            });
        }
        Src::Imm(_) => {}
    }
    Ok(())
}

pub(super) fn src_type(k: &Kernel, s: &Src) -> Option<ElemType> {
    match s {
        Src::Reg { region, .. } => k.var(region.var).map(|d| d.ty),
        Src::Imm(Imm::Scalar { ty, .. }) => Some(*ty),
        Src::Imm(Imm::PackedV(_)) => Some(ElemType::W),
        Src::Imm(Imm::PackedUv(_)) => Some(ElemType::Uw),
        Src::Pred(_) => None,
    }
}
