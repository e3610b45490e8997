//! Which values a message reads or writes as its payload (offsets, data, coordinates and
//! results): those must have the message's register layout.

use memlower_ir::{Block, Function, Inst, InstKind, Message};

/// Indexed by value: whether a message of `order` (the function's instructions in reverse
/// post-order) uses it as a payload, or it is a message result.
pub(super) fn payload_uses(f: &Function, order: &[(Block, Inst)]) -> Vec<bool> {
    let mut uses = vec![false; f.values.len()];
    for &(_, i) in order {
        let d = f.inst(i);
        let Some(via) = d.kind.via() else { continue };
        match &d.kind {
            InstKind::Gather { addr, .. } => uses[addr.offsets.index()] = true,
            InstKind::Scatter { addr, data, .. } => {
                if via.msg != Message::QwScatter || addr.base.is_none() {
                    uses[addr.offsets.index()] = true;
                }
                uses[data.index()] = true;
            }
            InstKind::ImageLoad { coords, .. } => {
                for &c in coords.uvr.iter().chain(coords.lod.iter()) {
                    uses[c.index()] = true;
                }
            }
            _ => {}
        }
        if let Some(r) = d.result {
            uses[r.index()] = true;
        }
    }
    uses
}
