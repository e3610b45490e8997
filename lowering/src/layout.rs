//! The register layout of an IR value: [`memlower_ir::layout`], the rule the passes' pressure
//! estimate shares, re-exported where the lowering, `homes` and the message interpreter's ABI
//! name it.

pub use memlower_ir::layout::{bitcast_is_alias, chan_stride, value_bytes};
