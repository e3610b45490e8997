//! `memlower parse FILE`: parse, verify, print the canonical form.

use super::args::{InputArgs, OutputArgs};
use super::error::DriverError;
use super::input::{read_module, Inputs};
use super::io::Io;
use super::output::write_output;
use clap::Args;
use memlower_ir::print::print_module;

/// `memlower parse FILE`.
#[derive(Debug, Args)]
pub struct ParseArgs {
    /// Input.
    #[command(flatten)]
    pub input: InputArgs,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// Parses, verifies and prints.
pub(super) fn run(args: &ParseArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let m = read_module(&args.input, None, io, inputs)?;
    write_output(&args.out, &print_module(&m), io)
}
