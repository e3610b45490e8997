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
    /// Where the text stops being UTF-8 and the byte there, if it does.
    pub not_utf8: Option<(Loc, u8)>,
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
                    not_utf8: None,
                });
            }
        }
        return memlower_llvm::import_file(std::path::Path::new(path)).map_err(DriverError::Import);
    }
    let text = read_source(path, io, inputs)?;
    let targets = Target::names();
    let m = parse_module_with(text, &parse_options(&targets)).map_err(DriverError::Parse)?;
    verify_module(&m).map_err(DriverError::Invalid)?;
    Ok(m)
}

/// What the command line's parser accepts: a `target` line naming a known target.
pub(super) fn parse_options<'a>(targets: &'a [&'a str]) -> ParseOptions<'a> {
    ParseOptions {
        targets: Some(targets),
    }
}

/// Reads the input's text into `inputs` (once: a second call returns the text read), checking
/// that it is UTF-8. The text is kept as read, with its byte-order mark if it has one (the
/// parser and the diagnostics skip it), so a large input is held once, not copied.
pub(super) fn read_source<'i>(
    path: &str,
    io: &mut Io,
    inputs: &'i mut Inputs,
) -> Result<&'i str, DriverError> {
    if inputs.input.is_none() {
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
        let (text, not_utf8) = match String::from_utf8(bytes) {
            Ok(t) => (t, None),
            Err(e) => {
                let bytes = e.into_bytes();
                let body = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&bytes);
                let bad = match std::str::from_utf8(body) {
                    Err(e) => e.valid_up_to(),
                    Ok(_) => 0,
                };
                let valid = &body[..bad];
                let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
                let line = valid.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
                // The prefix is valid UTF-8, so counting non-continuation bytes counts characters.
                let col = valid[line_start..]
                    .iter()
                    .filter(|&&b| b & 0xC0 != 0x80)
                    .count() as u32
                    + 1;
                let at = (Loc::new(line, col), body.get(bad).copied().unwrap_or(0));
                (String::from_utf8_lossy(body).into_owned(), Some(at))
            }
        };
        inputs.input = Some(Input {
            name,
            text,
            not_utf8,
        });
    }
    match &inputs.input {
        Some(Input {
            not_utf8: Some((loc, byte)),
            ..
        }) => Err(DriverError::NotUtf8 {
            loc: *loc,
            byte: *byte,
        }),
        Some(i) => Ok(&i.text),
        None => Ok(""),
    }
}
