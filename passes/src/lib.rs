//! # memlower-passes
//!
//! The pass infrastructure and the passes over the abstract IR:
//!
//! ```text
//!   Registry ("canonicalize" → ctor, description)
//!      │ PassManager::from_pipeline("canonicalize,dce")
//!      ▼
//!   PassManager ── runs Pass / ForEachFunction<FunctionPass> over a Module
//!      │             print-after(-all), verify-each, time-passes
//!      ▼
//!   AnalysisManager ── per-function cache (CFG + dominators, ...), invalidated on change
//! ```
//!
//! - [`pass`]: the [`Pass`] and [`FunctionPass`] traits, [`PassContext`], [`PassError`].
//! - [`analysis`]: the [`AnalysisManager`] and the [`analysis::Analysis`] trait.
//! - [`manager`]: the [`PassManager`] and its instrumentation.
//! - [`registry`]: the passes known by name ([`Registry::builtin`]).
//! - [`stats`]: counters of the passes' decisions (`-stats`), kept by the [`AnalysisManager`].
//! - [`canonicalize`], [`dce`]: the cleanup passes.
//! - [`lint`]: `lint-ub`, warnings for undefined behaviour the IR proves (overlapping writes).
//! - [`cost`]: the cost model calibrated on the finalizer's native code (docs/COST-MODEL.md).
//! - [`target`]: the target table; [`legalize`]: `soft-f64`, `narrow-channels`, `widen-blocks`,
//!   `merge-adjacent`, `split-groups`, `split-lanes`, `pick-blocks`, `pack-channels` (in
//!   [`legalize::PIPELINE`]'s order, which ends with [`cse`] and [`late_masks`]); [`legal`]: the
//!   legal-form checker.
//! - `mutation` (only with the `mutations` feature, which only the tests turn on): deliberate bugs in the narrowing, lane-group and `soft-f64` passes, for the
//!   checker's mutation tests.

#![warn(missing_docs)]

/// `planted!(Variant)`: whether the test-only mutation `Variant` is injected on this thread (see
/// `mutation`). Without the `mutations` feature (every shipped build) it is the constant `false`,
/// so no switch and no mutation code is compiled in.
#[cfg(feature = "mutations")]
macro_rules! planted {
    ($v:ident) => {
        $crate::mutation::is_active($crate::mutation::Mutation::$v)
    };
}
#[cfg(not(feature = "mutations"))]
macro_rules! planted {
    ($v:ident) => {
        false
    };
}

pub mod analysis;
pub mod canonicalize;
pub mod cost;
pub mod cse;
pub mod dce;
mod fold_lanes;
pub mod late_masks;
pub mod legal;
pub mod legalize;
pub mod lint;
pub mod manager;
#[cfg(feature = "mutations")]
pub mod mutation;
pub mod pass;
pub mod registry;
pub mod stats;
pub mod target;

pub use analysis::AnalysisManager;
pub use manager::{Instrumentation, ManagerError, PassManager, PipelineError, RunReport};
pub use pass::{ForEachFunction, FunctionPass, Pass, PassContext, PassError, PassWarning};
pub use registry::Registry;
pub use stats::{Counters, Stat};
