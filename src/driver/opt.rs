//! `memlower opt FILE -p PIPELINE`: parse, verify, run the pipeline, verify, print (IR dumps,
//! timing tables and pass warnings on stderr).

use super::args::OutputArgs;
use super::error::DriverError;
use super::input::{read_module, Inputs};
use super::output::write_output;
use super::targets::resolve_target;
use super::Io;
use clap::Args;
use memlower_ir::diag::render;
use memlower_ir::print::print_module;
use memlower_ir::verify::verify_module;
use memlower_ir::Loc;
use memlower_passes::manager::{Instrumentation, PassManager, PipelineError};
use memlower_passes::{AnalysisManager, PassContext, Registry};

/// `memlower opt FILE -p PIPELINE`.
#[derive(Debug, Args)]
pub struct OptArgs {
    /// The input `.mir` file; `-` reads stdin.
    #[arg(value_name = "FILE", required_unless_present = "list_passes")]
    pub input: Option<String>,
    /// Passes to run, comma-separated (`canonicalize,dce`).
    #[arg(
        short = 'p',
        long = "passes",
        value_name = "PIPELINE",
        required_unless_present = "list_passes"
    )]
    pub passes: Option<String>,
    /// Print the IR after every pass (to stderr).
    #[arg(long)]
    pub print_after_all: bool,
    /// Print the IR after the pass NAME (to stderr); may be repeated.
    #[arg(long, value_name = "NAME")]
    pub print_after: Vec<String>,
    /// Run the verifier after every pass; a failure names the pass that broke the IR.
    #[arg(long)]
    pub verify_each: bool,
    /// Print the wall time of every pass (to stderr).
    #[arg(long)]
    pub time_passes: bool,
    /// The target to legalise for (overrides the module's `target "..."` line).
    #[arg(long, value_name = "TARGET")]
    pub target: Option<String>,
    /// List the available passes and exit.
    #[arg(long, exclusive = true)]
    pub list_passes: bool,
    /// Output.
    #[command(flatten)]
    pub out: OutputArgs,
}

/// Runs the pipeline and prints the result.
pub(super) fn run(args: &OptArgs, io: &mut Io, inputs: &mut Inputs) -> Result<(), DriverError> {
    let registry = Registry::builtin();
    if args.list_passes {
        let text = format!("Available passes:\n{}", registry.listing());
        return write_output(&args.out, &text, io);
    }
    let (Some(input), Some(pipeline)) = (&args.input, &args.passes) else {
        // clap enforces both unless --list-passes; this is only reached through a hand-made
        // `OptArgs`.
        return Err(DriverError::Pipeline(PipelineError::EmptyEntry {
            loc: Loc::new(1, 1),
            known: registry.names(),
        }));
    };
    inputs.pipeline = Some(pipeline.clone());
    let instrumentation = Instrumentation {
        print_after_all: args.print_after_all,
        print_after: args.print_after.clone(),
        verify_each: args.verify_each,
        time_passes: args.time_passes,
    };
    let mut pm = PassManager::from_pipeline(pipeline, &registry, instrumentation)
        .map_err(DriverError::Pipeline)?;
    let mut m = read_module(input, io, inputs)?;
    let target = resolve_target(args.target.as_deref().or(m.target.as_deref()))?;
    let cx = PassContext { target };
    let mut am = AnalysisManager::new();
    let run = pm.run(&mut m, &mut am, &cx, &mut *io.stderr);
    let report = run.map_err(DriverError::Run)?;
    if let Some(input) = &inputs.input {
        for w in &report.warnings {
            let _ = io
                .stderr
                .write_all(render(w, &input.name, &input.text).as_bytes());
        }
    }
    let _ = io.stderr.flush();
    verify_module(&m).map_err(|errors| DriverError::BrokenOutput {
        pipeline: pipeline.clone(),
        errors,
    })?;
    write_output(&args.out, &print_module(&m), io)
}
