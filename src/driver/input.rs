//! Reading the input: one place that turns a path (or `-`, stdin) into a verified [`Module`]
//! and keeps the source text, so every later error can be rendered against it.

use super::error::DriverError;
use super::Io;
use memlower_ir::parse::parse_module;
use memlower_ir::verify::verify_module;
use memlower_ir::Module;
use std::fs;

/// The text being compiled, for diagnostics.
pub(super) struct Input {
    /// `examples/k.mir`, or `<stdin>`.
    pub name: String,
    /// The source text.
    pub text: String,
}

/// What a command read, kept for rendering its errors against.
#[derive(Default)]
pub(super) struct Inputs {
    /// The module's source, once read.
    pub input: Option<Input>,
    /// The pass pipeline string, if the command takes one.
    pub pipeline: Option<String>,
}

/// Reads, parses and verifies the input (`-` is stdin). The source text is kept in `inputs`
/// even when parsing fails, so the error can show the line.
pub(super) fn read_module(
    path: &str,
    io: &mut Io,
    inputs: &mut Inputs,
) -> Result<Module, DriverError> {
    let read_err = |error| DriverError::Read {
        path: path.to_string(),
        error,
    };
    let (name, text) = if path == "-" {
        let mut text = String::new();
        io.stdin.read_to_string(&mut text).map_err(read_err)?;
        ("<stdin>".to_string(), text)
    } else {
        (
            path.to_string(),
            fs::read_to_string(path).map_err(read_err)?,
        )
    };
    let input = inputs.input.insert(Input { name, text });
    let m = parse_module(&input.text).map_err(DriverError::Parse)?;
    verify_module(&m).map_err(DriverError::Invalid)?;
    Ok(m)
}
