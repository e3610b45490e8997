//! `memlower import [FILE] [--function NAME] [-o OUT.mir]`: import LLVM IR from clang or opt
//! (text or bitcode, a file or stdin) and print it as memlower IR. The import is the
//! `memlower-llvm` crate, which `input::read_module` calls for any LLVM input (told apart from
//! memlower IR by content, or by `-x`), so `parse`, `opt`, `lower` and `check` take LLVM input
//! too.

use super::args::{InputArgs, Lang, OutputArgs};
use super::error::DriverError;
use super::input::{read_module, Inputs};
use super::io::Io;
use super::lower::select_functions;
use super::output::write_output;
use clap::Args;
use memlower_ir::print::print_module;

/// `memlower import [FILE] [--function NAME] [-o OUT.mir]`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// LLVM IR text or bitcode written by LLVM 14 to 19 (typed pointers or opaque `ptr`), any
    /// name; `-` (the default) reads stdin.
    #[command(flatten)]
    pub input: InputArgs,
    /// Only this function (`k` or `@k`): the others are not imported, so a function the import
    /// refuses does not stop it.
    #[arg(long, value_name = "NAME")]
    pub function: Option<String>,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// Imports and prints.
pub(super) fn run(args: &ImportArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let input = InputArgs {
        input: args.input.input.clone(),
        lang: Some(args.input.lang.unwrap_or(Lang::Ll)),
    };
    let mut m = read_module(&input, args.function.as_deref(), io, inputs)?;
    select_functions(&mut m, args.function.as_deref(), "import")?;
    write_output(&args.out, &print_module(&m), io)
}
