//! The register layout of an IR value, the one rule every layer that sizes registers shares:
//! the lowering's storage planner (`homes`), the lowering and the message interpreter's ABI
//! (`memlower_lowering::layout` re-exports it), and the register-pressure estimate `split-groups`
//! schedules by. Each channel of a multi-channel value starts on a GRF boundary, lanes of a
//! channel are packed, and a bitcast that keeps the channel count and element size reads the
//! same registers.

use crate::types::Type;

/// Canonical channel stride: each channel starts on a GRF boundary.
pub fn chan_stride(ty: Type, grf: u32) -> u32 {
    let lanes = ty.lanes().unwrap_or(1);
    let eb = ty.elem().map(|e| e.bytes()).unwrap_or(4);
    (lanes * eb).div_ceil(grf) * grf
}

/// Register bytes of a value in its canonical layout.
pub fn value_bytes(ty: Type, grf: u32) -> u32 {
    let lanes = ty.lanes().unwrap_or(1);
    let eb = ty.elem().map(|e| e.bytes()).unwrap_or(4);
    match ty.chans() {
        Some(c) if c > 1 => c as u32 * chan_stride(ty, grf),
        _ => lanes * eb,
    }
}

/// True if `bitcast` from `from` to `to` keeps the register layout (so it is an alias).
pub fn bitcast_is_alias(from: Type, to: Type) -> bool {
    from.chans() == to.chans() && from.elem().map(|e| e.bytes()) == to.elem().map(|e| e.bytes())
}
