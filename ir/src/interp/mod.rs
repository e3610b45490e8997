//! The reference interpreter of the abstract IR: the executable form of `docs/SEMANTICS.md`.
//!
//! Its one job is to be obviously right, so the lowering can be checked against it
//! (`memlower check` runs it side by side with an interpreter of the lowered messages on random
//! inputs, as regalloc2 checks its allocator). It is deliberately simple: one value per SSA name,
//! one element at a time, no cleverness.
//!
//! ```text
//!   run_function(module, function, args, &mut Memory, Limits)
//!        │ entry block params := args
//!        ▼
//!   for each instruction: evaluate ── sink ──▶ Outcome.sinks (in execution order)
//!        │                         ── scatter / image.store ──▶ Memory
//!        ▼
//!   br / cond_br: block params := args (all read before any is written); ret: done
//!
//!   errors: UndefinedBehaviour (overlapping writes, undefined address / mask / condition,
//!           broken alignment promise, past the end of SLM or stateless memory, an access
//!           passing 2^32) │ StepLimit │ Arguments │ Memory │ Malformed
//! ```
//!
//! Values carry undefined ("poison") bytes ([`Val`]); undefinedness propagates through
//! arithmetic and is undefined behaviour only where the program would have to act on it (an
//! address, a memory-op mask, a branch condition). Undefined behaviour is an error, never
//! silently resolved: a program with UB on an input has no meaning to compare against.
//!
//! The parts: `run` (the driver and the interpreter state), `eval` (value-producing
//! instructions), `access` (memory operations), `bounds` (what an access does at the end of a
//! buffer), `error` (UB and errors), `outcome` (limits and
//! results), with the value, memory, arithmetic and undefinedness helpers beside them.

mod access;
mod arith;
pub mod bounds;
mod error;
mod eval;
pub mod float;
mod memory;
mod outcome;
mod run;
pub mod scalar;
mod undef;
mod value;

pub use error::{InterpError, Place, Ub};
pub use memory::{
    load_le, store_le, Image, ImageSize, Memory, MemoryError, MemoryShape, SurfaceSize,
    MAX_SURFACE_BYTES,
};
pub use outcome::{Limits, Outcome, SinkRecord};
pub use run::run_function;
pub use value::Val;
