//! The command line's shape: the top-level [`Cli`], the [`Command`] enum with one variant per
//! subcommand, and the argument groups several subcommands share. Each subcommand's own `Args`
//! struct lives in its file (`lower.rs` has `LowerArgs`), next to the code that reads it.

use super::check::CheckArgs;
use super::lower::LowerArgs;
use super::opt::OptArgs;
use super::parse::ParseArgs;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// `memlower`: legalise abstract gathers, scatters and image reads and lower them to Intel vISA
/// memory messages.
#[derive(Debug, Parser)]
#[command(name = "memlower", version, about, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse and verify a module, and print it in canonical form.
    Parse(ParseArgs),
    /// Run a pass pipeline over a module and print the result.
    Opt(OptArgs),
    /// Legalise a module for a target and lower it to vISA (or print the message IR / report).
    Lower(LowerArgs),
    /// Print the target table: GRF file, messages and their legal exec sizes per target.
    Targets,
    /// Check the lowering against the reference semantics on random inputs.
    Check(CheckArgs),
}

/// Where the result goes.
#[derive(Debug, Args)]
pub struct OutputArgs {
    /// Write the result to FILE (only if the command succeeds) instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}
