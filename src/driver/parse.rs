//! `memlower parse FILE`: parse, verify, print the canonical form.

use super::args::OutputArgs;
use super::error::DriverError;
use super::input::{read_module, Inputs};
use super::output::write_output;
use super::Io;
use clap::Args;
use memlower_ir::print::print_module;

/// `memlower parse FILE`.
#[derive(Debug, Args)]
pub struct ParseArgs {
    /// The input `.mir` file; `-` reads stdin.
    #[arg(value_name = "FILE")]
    pub input: String,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// Parses, verifies and prints.
pub(super) fn run(args: &ParseArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let m = read_module(&args.input, io, inputs)?;
    write_output(&args.out, &print_module(&m), io)
}
