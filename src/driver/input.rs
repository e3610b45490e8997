//! Reading the input: one place that turns a path (or `-`, stdin) into a verified [`Module`]
//! and keeps the source text, so every later error can be rendered against it.

use super::error::DriverError;
use super::io::Io;
use memlower_ir::parse::{parse_module_with, ParseOptions};
use memlower_ir::verify::verify_module;
use memlower_ir::{Loc, Module};
use memlower_passes::target::Target;
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
/// even when parsing fails, so the error can show the line. The text must be UTF-8 (a leading
/// byte-order mark is skipped); its `target` line, if any, must name a known target. A `.ll` or
/// `.bc` path is LLVM IR, imported by the LLVM front end.
pub(super) fn read_module(
    path: &str,
    io: &mut Io,
    inputs: &mut Inputs,
) -> Result<Module, DriverError> {
    if memlower_llvm::is_llvm_path(std::path::Path::new(path)) {
        // `.ll` text is kept so errors show the LLVM line (imported ops carry `.ll` lines).
        if let Ok(text) = fs::read_to_string(path) {
            if path.ends_with(".ll") {
                inputs.input = Some(Input {
                    name: path.to_string(),
                    text,
                });
            }
        }
        return memlower_llvm::import_file(std::path::Path::new(path)).map_err(DriverError::Import);
    }
    let read_err = |error| DriverError::Read {
        path: path.to_string(),
        error,
    };
    let (name, bytes) = if path == "-" {
        let mut bytes = Vec::new();
        io.stdin.read_to_end(&mut bytes).map_err(read_err)?;
        ("<stdin>".to_string(), bytes)
    } else {
        (path.to_string(), fs::read(path).map_err(read_err)?)
    };
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&bytes);
    let (text, not_utf8) = match std::str::from_utf8(bytes) {
        Ok(t) => (t.to_string(), None),
        Err(e) => {
            let valid = &bytes[..e.valid_up_to()];
            let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            let line = valid.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
            // The prefix is valid UTF-8, so counting non-continuation bytes counts characters.
            let col = valid[line_start..]
                .iter()
                .filter(|&&b| b & 0xC0 != 0x80)
                .count() as u32
                + 1;
            let err = DriverError::NotUtf8 {
                loc: Loc::new(line, col),
                byte: bytes[e.valid_up_to()],
            };
            (String::from_utf8_lossy(bytes).into_owned(), Some(err))
        }
    };
    let input = inputs.input.insert(Input { name, text });
    if let Some(err) = not_utf8 {
        return Err(err);
    }
    let targets = Target::names();
    let opts = ParseOptions {
        targets: Some(&targets),
    };
    let m = parse_module_with(&input.text, &opts).map_err(DriverError::Parse)?;
    verify_module(&m).map_err(DriverError::Invalid)?;
    Ok(m)
}
