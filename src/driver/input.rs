//! Reading the input: one place that turns a path (or `-`, stdin) into a verified [`Module`]
//! and keeps the source text, so every later error can be rendered against it. The input's
//! language (memlower IR, LLVM text, LLVM bitcode) is `-x`'s, or told from its content.

use super::args::{InputArgs, Lang};
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
    /// Standard input's bytes, read whole before its language is known (taken when decoded).
    stdin: Option<Vec<u8>>,
    /// For LLVM input, what each imported function's arguments became (for `check`'s contracts
    /// and `--arg`s by position).
    pub llvm: Option<Vec<memlower_llvm::FunctionBindings>>,
}

/// How many bytes of a file are read to tell its language.
const SNIFF_BYTES: usize = 64 * 1024;

/// The language of an input from its first bytes: bitcode by its magic (`BC` 0xC0DE, or the
/// wrapper's 0x0B17C0DE); LLVM text by its first line that is not blank or a comment (`define`,
/// `declare`, `target datalayout`, `source_filename`, a global, metadata, ...) or a `; ModuleID`
/// comment; else memlower IR (whose lines start `func`, `surface` or `target "`). `path`'s
/// extension decides only when the text says neither.
pub(super) fn sniff(path: &str, head: &[u8]) -> Lang {
    if head.starts_with(b"BC\xC0\xDE") || head.starts_with(b"\xDE\xC0\x17\x0B") {
        return Lang::Bc;
    }
    let text = String::from_utf8_lossy(head);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    const LLVM: [&str; 11] = [
        "define ",
        "declare ",
        "target datalayout",
        "target triple",
        "source_filename",
        "attributes #",
        "module asm",
        "@",
        "%",
        "!",
        "$",
    ];
    const MIR: [&str; 3] = ["func ", "surface ", "target \""];
    for line in text.lines().map(str::trim_start) {
        if line.starts_with("; ModuleID") {
            return Lang::Ll;
        }
        if line.is_empty() || line.starts_with(';') {
            continue;
        }
        if MIR.iter().any(|p| line.starts_with(p)) {
            return Lang::Mir;
        }
        if LLVM.iter().any(|p| line.starts_with(p)) {
            return Lang::Ll;
        }
        break;
    }
    match std::path::Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
    {
        Some("ll") => Lang::Ll,
        Some("bc") => Lang::Bc,
        _ => Lang::Mir,
    }
}

/// The language of the input `path` (`-`: stdin, read whole and kept in `inputs`): `lang` if
/// given, else [`sniff`] of its first bytes.
pub(super) fn input_lang(
    path: &str,
    lang: Option<Lang>,
    io: &mut Io,
    inputs: &mut Inputs,
) -> Result<Lang, DriverError> {
    if let Some(l) = lang {
        return Ok(l);
    }
    if path == "-" {
        if let Some(i) = &inputs.input {
            return Ok(sniff(path, i.text.as_bytes()));
        }
        let bytes = stdin_bytes(io, inputs)?;
        return Ok(sniff(path, bytes));
    }
    let mut head = Vec::new();
    let read = fs::File::open(path).and_then(|f| {
        use std::io::Read;
        f.take(SNIFF_BYTES as u64).read_to_end(&mut head)
    });
    read.map_err(|error| DriverError::Read {
        path: path.to_string(),
        error,
    })?;
    Ok(sniff(path, &head))
}

/// Standard input's bytes, read once.
fn stdin_bytes<'i>(io: &mut Io, inputs: &'i mut Inputs) -> Result<&'i [u8], DriverError> {
    if inputs.stdin.is_none() {
        let mut bytes = Vec::new();
        io.stdin
            .read_to_end(&mut bytes)
            .map_err(|error| DriverError::Read {
                path: "-".into(),
                error,
            })?;
        inputs.stdin = Some(bytes);
    }
    Ok(inputs.stdin.as_deref().unwrap_or_default())
}

/// Reads, parses and verifies the input (`-` is stdin). The source text is kept in `inputs`
/// even when parsing fails, so the error can show the line. Its language is `input.lang`, or
/// told from its content ([`sniff`]). memlower IR must be UTF-8 (a leading byte-order mark is
/// skipped); its `target` line, if any, must name a known target. LLVM IR (text or bitcode) is
/// imported by the LLVM front end: only `function` when one is named, so another function's
/// refusal does not matter; without one, every refused function is reported.
pub(super) fn read_module(
    input: &InputArgs,
    function: Option<&str>,
    io: &mut Io,
    inputs: &mut Inputs,
) -> Result<Module, DriverError> {
    let path = input.input.as_str();
    let lang = input_lang(path, input.lang, io, inputs)?;
    if lang != Lang::Mir {
        let (name, bytes) = if path == "-" {
            let bytes = match &inputs.input {
                Some(i) => i.text.as_bytes().to_vec(),
                None => {
                    stdin_bytes(io, inputs)?;
                    inputs.stdin.take().unwrap_or_default()
                }
            };
            ("<stdin>".to_string(), bytes)
        } else {
            let bytes = fs::read(path).map_err(|error| DriverError::Read {
                path: path.to_string(),
                error,
            })?;
            (path.to_string(), bytes)
        };
        // LLVM text is kept so errors show the LLVM line (imported ops carry `.ll` lines).
        if lang == Lang::Ll {
            if let Ok(text) = std::str::from_utf8(&bytes) {
                inputs.input = Some(Input {
                    name: name.clone(),
                    text: text.to_string(),
                    not_utf8: None,
                });
            }
        }
        let (m, bindings) = memlower_llvm::import_bytes_with_bindings(&bytes, &name, function)
            .map_err(DriverError::Import)?;
        inputs.llvm = Some(bindings);
        return Ok(m);
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
            stdin_bytes(io, inputs)?;
            (
                "<stdin>".to_string(),
                inputs.stdin.take().unwrap_or_default(),
            )
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
