//! `memlower import FILE.ll|.bc [-o OUT.mir]`: import LLVM IR from clang or opt and print it as
//! memlower IR. The import is the `memlower-llvm` crate, which `input::read_module` calls for
//! any `.ll`/`.bc` path, so `parse`, `opt`, `lower` and `check` take LLVM input too.

use super::args::OutputArgs;
use super::error::DriverError;
use super::input::{read_module, Inputs};
use super::io::Io;
use super::output::write_output;
use clap::Args;
use memlower_ir::print::print_module;

/// `memlower import FILE.ll|.bc [-o OUT.mir]`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// LLVM IR text (`.ll`) or bitcode (`.bc`): typed pointers (LLVM 14) or opaque `ptr` (LLVM 15).
    #[arg(value_name = "FILE")]
    pub input: String,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// Imports and prints.
pub(super) fn run(args: &ImportArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let m = read_module(&args.input, io, inputs)?;
    write_output(&args.out, &print_module(&m), io)
}
