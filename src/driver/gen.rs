//! `memlower gen --accesses N [--functions F] [--seed S] [--shape S] [-o OUT]`: a module of
//! any size for benchmarks ([`crate::workload`]), written as it is generated, to stdout or
//! atomically to `-o`. A summary goes to stderr.

use super::args::OutputArgs;
use super::error::DriverError;
use super::io::Io;
use super::output::write_atomically_with;
use super::targets::resolve_target;
use crate::workload::{write_module, write_module_ll, Shape, Stats, Workload, WorkloadError};
use clap::Args;

/// What `memlower gen` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GenEmit {
    /// memlower IR (`.mir`).
    Mir,
    /// LLVM IR (LLVM 14, typed pointers) with the same accesses as masked gathers and scatters,
    /// to time `opt`/`llc` on the same work.
    Ll,
}

/// The shapes, for the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GenShape {
    /// Every op, type and control-flow form, sized by `--accesses`.
    Mixed,
    /// One gather, `--length` dependent adds, one scatter (per function).
    Chain,
    /// Deep control flow of `--length` blocks.
    Blocks,
}

/// `memlower gen`.
#[derive(Debug, Args)]
pub struct GenArgs {
    /// Memory accesses in the module (the mixed shape).
    #[arg(long, value_name = "N")]
    pub accesses: Option<u64>,
    /// Chained adds (`--shape chain`) or blocks (`--shape blocks`) in the module.
    #[arg(long, value_name = "N")]
    pub length: Option<u64>,
    /// The kind of module.
    #[arg(long, value_enum, default_value = "mixed")]
    pub shape: GenShape,
    /// Functions sharing the total (default: about ten accesses each for mixed, else one).
    #[arg(long, value_name = "F")]
    pub functions: Option<u64>,
    /// The seed: the same arguments and seed write the same bytes.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write a `target "T"` line.
    #[arg(long, value_name = "TARGET")]
    pub target: Option<String>,
    /// The output language.
    #[arg(long, value_enum, default_value = "mir")]
    pub emit: GenEmit,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// Checks the arguments, generates, writes.
pub(super) fn run(args: &GenArgs, io: &mut Io) -> Result<(), DriverError> {
    let shape = match args.shape {
        GenShape::Mixed => Shape::Mixed,
        GenShape::Chain => Shape::Chain,
        GenShape::Blocks => Shape::Blocks,
    };
    let (flag, name) = match args.shape {
        GenShape::Mixed => ("--accesses", "the mixed shape"),
        GenShape::Chain => ("--length", "`--shape chain`"),
        GenShape::Blocks => ("--length", "`--shape blocks`"),
    };
    let size = match (shape, args.accesses, args.length) {
        (Shape::Mixed, Some(n), None) => n,
        (Shape::Chain | Shape::Blocks, None, Some(n)) => n,
        (_, None, None) => {
            return Err(DriverError::GenArgs {
                message: format!("no size: {name} is sized by `{flag} N`"),
                expected: format!("`{flag} N`, e.g. `memlower gen {flag} 100000`"),
            })
        }
        _ => {
            let other = if flag == "--accesses" {
                "--length"
            } else {
                "--accesses"
            };
            return Err(DriverError::GenArgs {
                message: format!("`{other}` does not size {name}, `{flag}` does"),
                expected: format!(
                    "`{flag} N` (`--accesses` sizes the mixed shape, `--length` the chain and \
                     blocks shapes)"
                ),
            });
        }
    };
    if let Some(t) = &args.target {
        resolve_target(Some(t))?;
    }
    let functions = args.functions.unwrap_or(match shape {
        Shape::Mixed => size.div_ceil(10).max(1),
        _ => 1,
    });
    let w = Workload {
        shape,
        size,
        functions,
        seed: args.seed,
        target: args.target.clone(),
    };
    let write = |w: &Workload, out: &mut dyn std::io::Write| match args.emit {
        GenEmit::Mir => write_module(w, out),
        GenEmit::Ll => write_module_ll(w, out),
    };
    let stats = match &args.out.output {
        Some(path) if path.as_os_str() != "-" => write_atomically_with(path, |f| write(&w, f))
            .map_err(|e| match e {
                WorkloadError::Io(error) => DriverError::Write {
                    path: path.display().to_string(),
                    error,
                },
                e => DriverError::Workload(e),
            })?,
        _ => {
            let mut out = std::io::BufWriter::with_capacity(1 << 16, &mut *io.stdout);
            write(&w, &mut out).map_err(|e| match e {
                WorkloadError::Io(error) => DriverError::Write {
                    path: "<stdout>".into(),
                    error,
                },
                e => DriverError::Workload(e),
            })?
        }
    };
    let _ = io.stderr.write_all(summary(&stats).as_bytes());
    Ok(())
}

fn summary(s: &Stats) -> String {
    format!(
        "note: wrote {} accesses in {} functions ({} blocks, {} instructions, {:.1} MB)\n",
        s.accesses,
        s.functions,
        s.blocks,
        s.instructions,
        s.bytes as f64 / 1e6
    )
}
