//! The `memlower` command line, as a library so tests can run it in-process.
//!
//! ```text
//!   args ──clap──▶ Cli { command: Command }                                    (args.rs)
//!                    ├─ Parse(ParseArgs) ──▶ parse::run:   read, print           (parse.rs)
//!                    ├─ Opt(OptArgs)     ──▶ opt::run:     read, PassManager, verify, print
//!                    │                                     (dumps and timing to stderr)
//!                    ├─ Lower(LowerArgs) ──▶ lower::run:   read, legalise for the target,
//!                    │                                     verify_legal, lower, emit
//!                    ├─ Check(CheckArgs) ──▶ check::run:   read, differential check
//!                    └─ Targets          ──▶ targets::run: the target table
//!   reading:    input::read_module   path or `-` ──▶ verified Module + source text
//!   writing:    output::write_output stdout, or `-o FILE` atomically
//!   any DriverError (error.rs) ──▶ render::render_error to stderr, exit code 1
//! ```
//!
//! A new subcommand is a variant of [`Command`] and a file of its own with its `Args` struct and
//! one `run` function; reading input, rendering errors and writing output are shared.
//!
//! Output discipline: the result (IR) goes to stdout or to `-o FILE`; everything else (IR dumps,
//! timing tables, diagnostics) goes to stderr. `-o FILE` is written only when the command
//! succeeds, through a temporary file in the same directory renamed over `FILE`, so a failed
//! run never creates, truncates or half-writes it.

mod args;
mod check;
mod error;
mod input;
mod lower;
mod opt;
mod output;
mod parse;
mod render;
mod targets;
mod warning;

pub use args::{Cli, Command, InputArgs, OutputArgs, PipelineArgs};
pub use check::CheckArgs;
pub use error::DriverError;
pub use lower::{Emit, LowerArgs};
pub use opt::OptArgs;
pub use output::write_atomically;
pub use parse::ParseArgs;

use clap::Parser;
use input::Inputs;
use std::ffi::OsString;
use std::io::{Read, Write};

/// The standard streams of a run (the real ones in `main`, buffers in tests).
pub struct Io<'a> {
    /// Standard input (read when FILE is `-`).
    pub stdin: &'a mut dyn Read,
    /// Standard output: the result.
    pub stdout: &'a mut dyn Write,
    /// Standard error: diagnostics, IR dumps, timing tables.
    pub stderr: &'a mut dyn Write,
}

/// Runs the command line `args` (including the program name) with the given streams and
/// returns the exit code: 0 on success, 1 when the command fails, 2 for usage errors.
pub fn run<I, T>(args: I, io: &mut Io) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args = args.into_iter().enumerate().map(|(i, a)| {
        if i == 0 {
            a.into()
        } else {
            args::llvm_style(a.into())
        }
    });
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let text = e.render().to_string();
            let stream: &mut dyn Write = if e.use_stderr() {
                &mut *io.stderr
            } else {
                &mut *io.stdout
            };
            let _ = stream.write_all(text.as_bytes());
            return e.exit_code();
        }
    };
    let mut inputs = Inputs::default();
    let result = match &cli.command {
        Command::Parse(args) => parse::run(args, io, &mut inputs),
        Command::Opt(args) => opt::run(args, io, &mut inputs),
        Command::Check(args) => check::run(args, io, &mut inputs),
        Command::Lower(args) => lower::run(args, io, &mut inputs),
        Command::Targets => targets::run(io),
    };
    match result {
        Ok(()) => 0,
        Err(err) => {
            let _ = io
                .stderr
                .write_all(render::render_error(&err, &inputs).as_bytes());
            let _ = io.stderr.flush();
            1
        }
    }
}
