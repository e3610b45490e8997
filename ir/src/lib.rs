//! # memlower-ir
//!
//! The SSA IR of abstract memory operations that memlower legalises and lowers:
//!
//! ```text
//!   text (.mir) ──parse──▶ Module ──verify──▶ passes ──▶ lowering
//!        ▲                   │
//!        └──────print────────┘        builder: the Rust API for making a Module
//! ```
//!
//! - [`types`]: scalars, `vec<N x [C x] T>`, `mask<N>`, channel masks.
//! - [`ir`]: modules, surfaces, functions, blocks, instructions, values.
//! - [`builder`]: the Rust API for making IR ([`builder::FunctionBuilder`]).
//! - [`edit`]: editing a function in place, one edit at a time or a batch applied in one sweep
//!   ([`edit::Edits`]: what a pass making many edits uses, so it stays linear).
//! - [`parse`] / [`print`](mod@print): the text format (canonical printing, exact round trip).
//! - [`verify`]: SSA dominance, types, lane counts, surface kinds, alignments.
//! - [`diag`]: diagnostics with `file:line:col`, the source line and what was expected.
//! - [`cfg`](mod@cfg): the control-flow graph and dominators (flat arrays, in petgraph's orders).
//! - [`interp`]: the reference interpreter: the executable semantics of the IR.
//! - [`gen`]: random well-formed modules for property and differential tests.

pub mod buckets;
pub mod builder;
pub mod by_value;
pub mod cfg;
pub mod corpus;
pub mod diag;
pub mod edit;
mod equiv;
pub mod fxhash;
pub mod gen;
pub mod interp;
pub mod ir;
pub mod layout;
pub mod parse;
pub mod print;
pub mod rng;
pub mod types;
pub mod verify;

pub use ir::*;
pub use types::{ChannelMask, ScalarType, Type};
