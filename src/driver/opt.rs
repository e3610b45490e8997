//! `memlower opt [FILE] [-p PIPELINE]`: parse, verify, run the pipeline, verify, print (IR
//! dumps, timing tables and pass warnings on stderr), through a compile session
//! (`lowering::session`) that stops after legalisation. Without a pipeline the module is printed
//! back in canonical form, as `mlir-opt` does.

use super::args::{InputArgs, OutputArgs, PipelineArgs};
use super::error::DriverError;
use super::input::{read_module, Inputs};
use super::io::Io;
use super::lower::select_functions;
use super::output::write_output;
use super::targets::resolve_target;
use clap::Args;
use memlower_ir::diag::render;
use memlower_ir::print::print_module;
use memlower_lowering::session::{Session, SessionOptions};
use memlower_lowering::LowerOptions;
use memlower_passes::Registry;

/// `memlower opt [FILE] [-p PIPELINE]`.
#[derive(Debug, Args)]
pub struct OptArgs {
    /// Input.
    #[command(flatten)]
    pub input: InputArgs,
    /// The pipeline (none: the module is verified and printed back) and its instrumentation.
    #[command(flatten)]
    pub pipeline: PipelineArgs,
    /// The target to legalise for (overrides the module's `target "..."` line).
    #[arg(long, value_name = "TARGET")]
    pub target: Option<String>,
    /// Only this function (`k` or `@k`); of LLVM input only this function is imported.
    #[arg(long, value_name = "NAME")]
    pub function: Option<String>,
    /// List the available passes and exit.
    #[arg(long, exclusive = true)]
    pub list_passes: bool,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// Runs the pipeline (if any) and prints the result.
pub(super) fn run(args: &OptArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let registry = Registry::builtin();
    if args.list_passes {
        let text = format!("Available passes:\n{}", registry.listing());
        return write_output(&args.out, &text, io);
    }
    if let Some(p) = &args.pipeline.passes {
        inputs.pipeline = Some(p.clone());
    }
    // The pipeline alone: no legal-form check, no lowering.
    let opts = SessionOptions {
        target: None,
        pipeline: args.pipeline.passes.clone().unwrap_or_default(),
        instrumentation: args.pipeline.instrumentation(),
        verify: true,
        legal_check: false,
        lower: LowerOptions::default(),
        keep_legal: false,
        jobs: 1,
    };
    let mut session = Session::with_registry(opts, &registry)?;
    let mut m = read_module(&args.input, args.function.as_deref(), io, inputs)?;
    select_functions(&mut m, args.function.as_deref(), "opt")?;
    session.set_target(resolve_target(
        args.target.as_deref().or(m.target.as_deref()),
    )?);
    // The IR transformed for a target says so, whatever the input said.
    let report = session.legalise(&mut m, false, &mut *io.stderr)?;
    if let Some(input) = &inputs.input {
        for w in &report.warnings {
            let _ = io
                .stderr
                .write_all(render(w, &input.name, &input.text).as_bytes());
        }
    }
    let _ = io.stderr.flush();
    write_output(&args.out, &print_module(&m), io)?;
    if args.pipeline.stats {
        let _ = io
            .stderr
            .write_all(session.stats.counters.table().as_bytes());
    }
    Ok(())
}
