//! # memlower-passes
//!
//! The pass infrastructure (pass trait, manager, registry, analyses), the target table, and the
//! passes: `canonicalize`, `dce`, and the legalisation pipeline `split-lanes`, `pick-blocks`,
//! `pack-channels`.

pub mod analysis;
pub mod lint;
pub mod pass;
pub mod target;

pub use pass::{FunctionPass, Pass, PassContext, PassError};
