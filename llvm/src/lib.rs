//! # memlower-llvm
//!
//! memlower's LLVM IR front end. It reads what clang and opt produce (`.ll` text or `.bc`
//! bitcode, written by LLVM 14 to 19, typed pointers or opaque `ptr`) and imports it into
//! memlower IR: pointer arguments become surfaces, `llvm.masked.gather`/`scatter`/`load`/`store`
//! and plain loads and stores become gathers and scatters, and the loops around them keep their
//! shape (phis become block parameters). Anything memlower IR cannot express is an
//! [`ImportError`] that names the LLVM instruction, its function and why.
//!
//! ```text
//!   .ll / .bc ──LLVM 19 parser + verifier──▶ llvm::Module
//!        ──import (import/)──▶ memlower_ir::Module ──memlower verifier──▶ caller
//!
//!   validate: the same llvm::Module ──LLVM's JIT (jit.rs)──▶ memory after the call
//!             the import ──memlower's reference interpreter──▶ memory after the run
//!             compared byte for byte on random inputs within each function's contract
//! ```
//!
//! The crates `memlower-ir`, `memlower-passes` and `memlower-lowering` never depend on LLVM;
//! this crate is the only one that links it.
//!
//! One pointer world: the linked LLVM 19 has only opaque pointers, and turns the typed pointers
//! of older IR (`float*`, `<16 x float*>`) into `ptr` as it parses text or reads bitcode, so
//! both kinds of input reach the importer in one form.

/// `planted!(Variant)`: whether the test-only mutation `Variant` is injected on this thread (see
/// `mutation`). Without the `mutations` feature (every shipped build) it is the constant `false`,
/// so no switch and no mutation code is compiled in.
#[cfg(feature = "mutations")]
macro_rules! planted {
    ($v:ident) => {
        $crate::mutation::active($crate::mutation::Mutation::$v)
    };
}
#[cfg(not(feature = "mutations"))]
macro_rules! planted {
    ($v:ident) => {
        false
    };
}

pub mod contract;
mod error;
mod exact;
mod import;
pub mod jit;
#[cfg(feature = "mutations")]
pub mod mutation;
mod parse;
pub mod validate;
mod view;

pub use error::ImportError;
pub use import::{Binding, FunctionBindings, SourceLoc};
pub use parse::{LlvmModule, MemoryCounts};

use memlower_ir::Module;
use std::path::Path;

/// Reads an LLVM module (`.ll` or `.bc`) and imports every function with a body (every
/// refused function is reported, [`ImportError::Functions`] when there are several).
pub fn import_file(path: &Path) -> Result<Module, ImportError> {
    let ctx = parse::Context::new();
    let m = ctx.read_file(path)?;
    m.import()
}

/// Imports LLVM IR text (or bitcode bytes); `name` is used in messages.
pub fn import_bytes(bytes: &[u8], name: &str) -> Result<Module, ImportError> {
    let ctx = parse::Context::new();
    let m = ctx.read_bytes(bytes, name)?;
    m.import()
}

/// Imports only the function named `function` (`None`: every function) of LLVM IR text or
/// bitcode; `name` is used in messages.
pub fn import_bytes_function(
    bytes: &[u8],
    name: &str,
    function: Option<&str>,
) -> Result<Module, ImportError> {
    import_bytes_with_bindings(bytes, name, function).map(|(m, _)| m)
}

/// [`import_bytes_function`], with what each LLVM argument became.
pub fn import_bytes_with_bindings(
    bytes: &[u8],
    name: &str,
    function: Option<&str>,
) -> Result<(Module, Vec<FunctionBindings>), ImportError> {
    let ctx = parse::Context::new();
    let m = ctx.read_bytes(bytes, name)?;
    m.import_function_with_bindings(function)
}

/// True if `path` names LLVM input by its extension (`.ll` or `.bc`).
pub fn is_llvm_path(path: &Path) -> bool {
    matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("ll") | Some("bc")
    )
}

pub use parse::Context;
