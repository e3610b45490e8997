//! Rendering a [`DriverError`] for stderr with everything that helps: the source line for
//! errors in the input, the pipeline string for pipeline errors, every verifier error for
//! invalid IR.

use super::error::DriverError;
use super::input::Inputs;
use memlower_ir::diag::{render, Located};
use memlower_passes::manager::ManagerError;

/// The text of `err` as printed on stderr.
pub(super) fn render_error(err: &DriverError, inputs: &Inputs) -> String {
    let (file, source) = match &inputs.input {
        Some(i) => (i.name.as_str(), i.text.as_str()),
        None => ("<command line>", ""),
    };
    render_error_by(err, inputs.pipeline.as_deref(), &|e| {
        render(e, file, source)
    })
}

/// [`render_error`] with `in_input` rendering what is located in the input (the streamed
/// `lower` renders a function's error against its part of the input).
pub(super) fn render_error_by(
    err: &DriverError,
    pipeline: Option<&str>,
    in_input: &dyn Fn(&dyn Located) -> String,
) -> String {
    let verify_errors = match err {
        DriverError::Invalid(errors)
        | DriverError::BrokenOutput { errors, .. }
        | DriverError::Run(ManagerError::BrokenIr { errors, .. }) => errors.as_slice(),
        _ => &[],
    };
    let mut out = match err {
        DriverError::Pipeline(e) if e.loc().is_known() => {
            render(err, "<pipeline>", pipeline.unwrap_or(""))
        }
        DriverError::BadArg { loc, .. } if !loc.is_known() => render(err, "<command line>", ""),
        DriverError::Pipeline(_)
        | DriverError::UnknownTarget { .. }
        | DriverError::Extension(_)
        | DriverError::NoFunction { .. }
        | DriverError::OneKernelPerFile { .. }
        | DriverError::DirectoryNeedsVisa { .. }
        | DriverError::GenArgs { .. }
        | DriverError::Workload(_) => render(err, "<command line>", ""),
        #[cfg(feature = "mutations")]
        DriverError::UnknownMutation { .. } => render(err, "<command line>", ""),
        // Every refused function, each with its line.
        DriverError::Import(e @ memlower_llvm::ImportError::Functions(errors)) => {
            let mut out = format!(
                "error: {} functions cannot be imported (nothing was written)\n",
                errors.len()
            );
            for e in e.refusals() {
                out.push_str(&if e.loc().is_known() {
                    in_input(e)
                } else {
                    format!("error: {e}\n")
                });
            }
            out
        }
        DriverError::Import(e) if e.loc().is_known() => in_input(err),
        DriverError::Read { .. } | DriverError::Write { .. } | DriverError::Import(_) => {
            format!("error: {err}\n")
        }
        // The verifier's errors say it all.
        DriverError::Invalid(errors) if !errors.is_empty() => String::new(),
        // A line for the whole, then every op that is not legal, each with its line.
        DriverError::NotLegal { errors, .. } => {
            let mut out = format!("error: {err}\n");
            for e in errors {
                out.push_str(&in_input(e));
            }
            out
        }
        // Rendered where it was found.
        DriverError::Rendered { text } => text.clone(),
        _ => in_input(err),
    };
    for e in verify_errors {
        out.push_str(&in_input(e));
    }
    out
}
