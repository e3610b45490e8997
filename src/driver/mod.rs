//! The `memlower` command line, as a library so tests can run it in-process.
//!
//! ```text
//!   args ──llvm_style (-passes= → --passes=)──clap──▶ Cli { command: Command }
//!                    ├─ Parse(ParseArgs) ──▶ parse::run:   read, print
//!                    ├─ Opt(OptArgs)     ──▶ opt::run:     read, PassManager, verify, print
//!                    │                                     (dumps, timing, warnings to stderr)
//!                    ├─ Lower(LowerArgs) ──▶ lower::run:   read, lint-ub, legalise, verify_legal,
//!                    │                                     lower, spill warnings, emit (stdout,
//!                    │                                     -o FILE, or -o DIR/ one file per kernel)
//!                    ├─ Check(CheckArgs) ──▶ check::run:   read, constraints, differential check
//!                    ├─ Gen(GenArgs)     ──▶ gen::run:     workload::write_module, streamed
//!                    ├─ Import(ImportArgs) ─▶ import::run: read a .ll/.bc through the LLVM front
//!                    │                                     end, print the memlower IR
//!                    ├─ Explore(ExploreArgs) ▶ explore::run: lower (and finalize), write one
//!                    │                                     HTML page (explore_page.rs)
//!                    ├─ Test(TestArgs)   ──▶ test_cmd::run: precise-output test files (format
//!                    │                                     in precise.rs, diffs in diff.rs)
//!                    └─ Targets          ──▶ targets::run: the target table
//!   shared:  args.rs    argument groups (input, output, pipeline) several subcommands flatten
//!            input.rs   read_module: path or `-` ──▶ verified Module + source text (UTF-8, BOM,
//!                       known target); `.ll`/`.bc` paths go through import.rs
//!            stream.rs  `lower` function by function on N threads, written in order as it goes
//!                       (the whole-module path in lower.rs when it cannot, or on any error)
//!            lower_args.rs  LowerArgs, Emit and each kernel's text (lower.rs and stream.rs)
//!            output.rs  stdout, or `-o` written atomically
//!            warning.rs warnings rendered against the input
//!            error.rs / render.rs  any DriverError ──▶ stderr with file:line:col, exit code 1
//! ```
//!
//! A new subcommand is a variant of [`Command`] and a file of its own with its `Args` struct and
//! one `run` function; reading input, rendering errors and writing output are shared. Children
//! import siblings, never this module (`tests/module_graph.rs` forbids cycles): what they all
//! need, like [`Io`], lives in a child of its own.
//!
//! Output discipline: the result (IR) goes to stdout or to `-o FILE`; everything else (IR dumps,
//! timing tables, diagnostics, warnings) goes to stderr. `-o FILE` is written only when the
//! command succeeds, through a temporary file in the same directory renamed over `FILE`, so a
//! failed run never creates, truncates or half-writes it.

mod args;
mod check;
mod check_args;
mod diff;
mod error;
mod explore;
mod explore_page;
mod finalize;
mod gen;
mod import;
mod input;
mod io;
mod lower;
mod lower_args;
mod opt;
mod output;
mod parse;
mod parts;
mod piece;
mod precise;
mod render;
mod stream;
mod targets;
mod test_cmd;
mod warning;

pub use args::{InputArgs, Lang, OutputArgs, PipelineArgs};
pub use check::CheckArgs;
pub use error::DriverError;
pub use explore::ExploreArgs;
pub use gen::{GenArgs, GenEmit, GenShape};
pub use import::ImportArgs;
pub use io::{stdout_is_dev_null, Io};
pub use lower_args::{Emit, LowerArgs};
pub use opt::OptArgs;
pub use output::write_atomically;
pub use parse::ParseArgs;
pub use test_cmd::TestArgs;

use clap::{Parser, Subcommand};
use input::Inputs;
use std::ffi::OsString;
use std::io::Write;

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
    /// Generate a module of any size (for benchmarks), streamed.
    Gen(GenArgs),
    /// Import LLVM IR (`.ll` or `.bc` from clang or opt) and print it as memlower IR.
    Import(ImportArgs),
    /// Write one self-contained HTML page: source, legal IR, vISA (and native code) side by
    /// side, each access's lines and remarks, and a plot of live registers per kernel.
    Explore(ExploreArgs),
    /// Run precise-output test files (`.mirt`): compare each command's output with the file's
    /// expected block; `--bless` rewrites the blocks that differ.
    Test(TestArgs),
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
        Command::Import(args) => import::run(args, io, &mut inputs),
        Command::Explore(args) => explore::run(args, io, &mut inputs),
        Command::Targets => targets::run(io),
        Command::Gen(args) => gen::run(args, io),
        Command::Test(args) => test_cmd::run(args, io),
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
