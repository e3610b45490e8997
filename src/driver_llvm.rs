//! The command line's LLVM input: `memlower import FILE.ll|.bc [-o OUT.mir]`, and `.ll`/`.bc`
//! accepted wherever a `.mir` is (`parse`, `opt`, `lower`, `check`). The import itself is the
//! `memlower-llvm` crate; this file only connects it to the driver.

use crate::driver::{DriverError, OutputArgs};
use clap::Args;
use memlower_ir::Module;
use std::path::Path;

/// `memlower import FILE.ll|.bc [-o OUT.mir]`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// LLVM IR text (`.ll`) or bitcode (`.bc`): typed pointers (LLVM 14) or opaque `ptr` (LLVM 15+).
    pub input: String,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// True if the path names LLVM input (`.ll` or `.bc`).
pub fn is_llvm(path: &str) -> bool {
    memlower_llvm::is_llvm_path(Path::new(path))
}

/// Reads and imports an LLVM module (the import verifies its result).
pub fn load_llvm(path: &str) -> Result<Module, DriverError> {
    memlower_llvm::import_file(Path::new(path)).map_err(DriverError::Import)
}
