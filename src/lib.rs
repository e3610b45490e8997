//! # memlower
//!
//! Legalises abstract gathers, scatters and typed image reads and lowers them to Intel vISA
//! memory messages. This crate is the facade over the workspace and the home of the command-line
//! driver:
//!
//! ```text
//!   memlower::ir        the SSA IR: types, builder, text format, verifier, diagnostics
//!   memlower::passes    pass manager, analyses, registry, canonicalize/dce, legalisation
//!   memlower::lowering  message-level IR, register allocation, vISA emitter
//!   memlower::workload  modules of any size for benchmarks (`memlower gen`), streamed
//!   memlower::driver    the `memlower` command line (parse, opt, import, ...), callable in-process
//!   memlower::peer      the peer benchmark: the same kernels through IGC (ocloc) and memlower
//! ```
//!
//! The driver and its argument parser are behind the default `cli` feature: a library user
//! writes `memlower = { version = "...", default-features = false }` and builds no CLI
//! dependencies.

pub use memlower_ir as ir;
pub use memlower_lowering as lowering;
pub use memlower_passes as passes;

pub mod workload;

#[cfg(feature = "cli")]
pub mod driver;
pub mod peer;
