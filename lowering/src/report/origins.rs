//! Which message-IR instructions stand for each entry of a report: those lowered for the
//! entry's source op ([`crate::mir::Inst::origin`] is the op as the user wrote it, which is
//! [`AccessReport::inst`]), its messages and the moves charged to it. An entry merged into
//! another has none of its own: its carrier's stand for it. With [`crate::emit::body_line`]
//! these are lines of the emitted vISA (`memlower explore` highlights them).

use super::{AccessReport, Report};
use crate::mir::Kernel;
use std::collections::HashMap;

/// Per entry of `r` (same order as [`Report::accesses`]), the indices into `k.insts` of the
/// instructions lowered for it, ascending; `k` is the kernel `r` reports on.
pub fn access_insts(r: &Report, k: &Kernel) -> Vec<Vec<usize>> {
    let mut by_origin: HashMap<memlower_ir::Inst, Vec<usize>> = HashMap::new();
    for (i, inst) in k.insts.iter().enumerate() {
        if let Some(o) = inst.origin {
            by_origin.entry(o).or_default().push(i);
        }
    }
    let own = |a: &AccessReport| by_origin.get(&a.inst).cloned().unwrap_or_default();
    r.accesses
        .iter()
        .map(|a| match a.merged_into.and_then(|e| r.accesses.get(e)) {
            Some(carrier) => own(carrier),
            None => own(a),
        })
        .collect()
}
