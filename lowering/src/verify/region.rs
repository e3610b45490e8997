//! The general region restrictions of the vISA operands chapter ("Region Restrictions"), on
//! every register operand of every instruction: destinations and sources of ALU ops, `cmp`
//! sources, the `setp` source and the messages' global offset.
//!
//! | rule | what |
//! |---|---|
//! | 1 | a source's width is 1, 2, 4, 8 or 16 |
//! | 2 | a source's vertical stride is 0, 1, 2, 4, 8, 16 or 32 |
//! | 3 | a horizontal stride is 0, 1, 2 or 4 |
//! | 4 | the exec size is at least the width |
//! | 5 | a destination's horizontal stride is not 0 (refused with its bounds in `inst.rs`) |
//! | 6 | the elements an operand accesses lie in at most two adjacent GRFs |
//!
//! Rule 6 follows the chapter's implementation note on placement ([`crate::mir::GrfSpan`]).
//! The chapter's rules for indirect operands do not apply: memlower emits none (every operand
//! names its variable). Raw operands (message payloads) are not regions; `msg.rs` checks them.
//! The `setp` source and the global offset are scalars: they are checked as one lane.

use super::error::MirError;
use crate::mir::*;

/// A broken rule: its number and what breaks it.
type Fault = (u8, String);

/// Checks every register operand of `inst` against rules 1-6.
pub(super) fn check_regions(k: &Kernel, inst: &Inst) -> Result<(), MirError> {
    let fault = match &inst.kind {
        InstKind::Alu {
            exec, dst, srcs, ..
        } => {
            let dst = match dst {
                Dst::Reg { var, off, hstride } => dst_fault(k, *var, *off, *hstride, exec.size)
                    .map(|f| ("destination".to_string(), f)),
                Dst::Pred(_) => None,
            };
            dst.or_else(|| srcs_fault(k, srcs, exec.size))
        }
        InstKind::Cmp { exec, srcs, .. } => srcs_fault(k, srcs, exec.size),
        InstKind::Setp { src, .. } => src_fault(k, src, 1).map(|f| ("source".to_string(), f)),
        InstKind::Msg(m) => m
            .global_offset
            .as_ref()
            .and_then(|g| src_fault(k, g, 1))
            .map(|f| ("global offset".to_string(), f)),
        InstKind::Label(_) | InstKind::Jmp { .. } | InstKind::Ret | InstKind::Sink(_) => None,
    };
    match fault {
        None => Ok(()),
        Some((operand, (rule, why))) => Err(region_error(k, inst, operand, rule, why)),
    }
}

#[cold]
#[inline(never)]
fn region_error(k: &Kernel, inst: &Inst, operand: String, rule: u8, why: String) -> MirError {
    MirError::Region {
        loc: inst.loc,
        inst: crate::emit::inst_visa(k, inst),
        operand,
        rule,
        why,
    }
}

fn srcs_fault(k: &Kernel, srcs: &[Src], lanes: u32) -> Option<(String, Fault)> {
    srcs.iter()
        .enumerate()
        .find_map(|(i, s)| src_fault(k, s, lanes).map(|f| (format!("source {i}"), f)))
}

/// The first rule `lanes` lanes of a source break.
fn src_fault(k: &Kernel, s: &Src, lanes: u32) -> Option<Fault> {
    let Src::Reg { region: r, .. } = s else {
        return None;
    };
    let what = |rule: u8, why: String| Some((rule, format!("{}: {why}", var_name(k, r.var))));
    if !WIDTHS.contains(&r.width) {
        return what(1, format!("width {} is not 1, 2, 4, 8 or 16", r.width));
    }
    if !VSTRIDES.contains(&r.vstride) {
        return what(
            2,
            format!(
                "vertical stride {} is not 0, 1, 2, 4, 8, 16 or 32",
                r.vstride
            ),
        );
    }
    if !HSTRIDES.contains(&r.hstride) {
        return what(
            3,
            format!("horizontal stride {} is not 0, 1, 2 or 4", r.hstride),
        );
    }
    if lanes < r.width {
        return what(
            4,
            format!("exec size {lanes} is below the width {}", r.width),
        );
    }
    span_fault(k, k.src_grf_span(r, lanes), r.var, lanes)
}

/// The first rule a destination of `lanes` lanes breaks.
fn dst_fault(k: &Kernel, var: VarId, off: u32, hstride: u32, lanes: u32) -> Option<Fault> {
    if !matches!(hstride, 1 | 2 | 4) {
        let rule = if hstride == 0 { 5 } else { 3 };
        return Some((
            rule,
            format!(
                "{}: destination stride {hstride} is not 1, 2 or 4",
                var_name(k, var)
            ),
        ));
    }
    span_fault(k, k.dst_grf_span(var, off, hstride, lanes), var, lanes)
}

/// Rule 6 on an operand's span.
fn span_fault(k: &Kernel, s: GrfSpan, var: VarId, lanes: u32) -> Option<Fault> {
    if s.grfs <= 2 {
        return None;
    }
    let grf = k.grf_bytes.max(1);
    Some((
        6,
        format!(
            "{lanes} lanes of {} touch bytes {}..={} of {} (a GRF-aligned root of {} bytes): \
             GRFs {}..={} of it, {} GRFs; at most two adjacent GRFs of {grf} bytes may be \
             accessed",
            var_name(k, var),
            s.first,
            s.last,
            var_name(k, s.root),
            s.root_bytes,
            s.first / grf,
            s.last / grf,
            s.grfs
        ),
    ))
}

fn var_name(k: &Kernel, v: VarId) -> &str {
    k.var(v).map(|d| d.name.as_str()).unwrap_or("?")
}
