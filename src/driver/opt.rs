//! `memlower opt [FILE] [-p PIPELINE]`: parse, verify, run the pipeline, verify, print (IR
//! dumps, timing tables and pass warnings on stderr). Without a pipeline the module is printed
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
use memlower_ir::verify::verify_module;
use memlower_passes::manager::PassManager;
use memlower_passes::{AnalysisManager, PassContext, Registry};

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
    let instrumentation = args.pipeline.instrumentation();
    let pipeline = args.pipeline.passes.clone().unwrap_or_default();
    let mut pm = match &args.pipeline.passes {
        Some(p) => {
            inputs.pipeline = Some(p.clone());
            PassManager::from_pipeline(p, &registry, instrumentation)
                .map_err(DriverError::Pipeline)?
        }
        None => PassManager::new(instrumentation),
    };
    let mut m = read_module(&args.input, args.function.as_deref(), io, inputs)?;
    select_functions(&mut m, args.function.as_deref(), "opt")?;
    let target = resolve_target(args.target.as_deref().or(m.target.as_deref()))?;
    let cx = PassContext {
        target: target.as_ref(),
    };
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
    verify_module(&m).map_err(|errors| DriverError::BrokenOutput { pipeline, errors })?;
    // The IR was transformed for this target: it says so, whatever the input said.
    if let Some(t) = &target {
        m.target = Some(t.name.to_string());
    }
    write_output(&args.out, &print_module(&m), io)
}
