//! The format of a precise-output test file (`memlower test`; docs/PRECISE-TESTS.md).
//!
//! ```text
//!   ; memlower-test: lower --target tgllp --emit visa      the command: `lower` or `opt` and
//!   ; memlower-test: -p split-lanes,pick-blocks            its flags (more lines: more flags)
//!   target "tgllp"                                         the input, memlower IR: every line
//!   ...                                                    before the marker (the header lines
//!                                                          are comments, so line numbers hold)
//!   ; ===== expected output =====                          or `; ===== expected error =====`
//!   ; <a line of stdout>                                   `; ` + the line, `;` for an empty
//!   ;                                                      one, to the end of the file
//! ```
//!
//! A file without a marker has no expectation yet (`memlower test --bless` writes one).

use memlower_ir::diag::Located;
use memlower_ir::Loc;

/// A header line starts with this; the words after it are the command.
pub(super) const HEADER: &str = "; memlower-test:";
/// The marker before the expected stdout of a command that succeeds.
pub(super) const OUTPUT_MARK: &str = "; ===== expected output =====";
/// The marker before the expected stderr of a command that fails (a refusal, say).
pub(super) const ERROR_MARK: &str = "; ===== expected error =====";
/// The last line of an expected block whose text does not end with a line break.
pub(super) const NO_NEWLINE: &str = ";\\ no newline at end";
/// What every marker line starts with (a line that starts so and is no marker is a mistake).
const MARK_START: &str = "; =====";

/// What a test expects: its command succeeds and prints this on stdout, or fails and prints
/// this on stderr.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// Exit 0; stdout compared.
    Output,
    /// Exit 1; stderr compared (the diagnostic).
    Error,
}

impl Kind {
    /// The marker line of this kind.
    pub(super) fn mark(self) -> &'static str {
        match self {
            Kind::Output => OUTPUT_MARK,
            Kind::Error => ERROR_MARK,
        }
    }

    /// How a report names it.
    pub(super) fn noun(self) -> &'static str {
        match self {
            Kind::Output => "output",
            Kind::Error => "error",
        }
    }
}

/// The expected block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Expected {
    /// Output or error.
    pub(super) kind: Kind,
    /// The text, decoded.
    pub(super) text: String,
    /// The marker's line (from 1).
    pub(super) line: u32,
}

/// A test file, read.
#[derive(Clone, Debug)]
pub(super) struct TestFile<'t> {
    /// The command's words (the subcommand first), each where it is written.
    pub(super) words: Vec<(&'t str, Loc)>,
    /// The text the command reads: every line before the marker (all of it if none).
    pub(super) input: &'t str,
    /// The expectation, if the file has one yet.
    pub(super) expected: Option<Expected>,
}

/// What is wrong with a test file, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub(super) struct Malformed {
    /// Where.
    pub(super) loc: Loc,
    /// What.
    pub(super) message: String,
    /// What would be right.
    pub(super) expected: String,
}

impl Located for Malformed {
    fn loc(&self) -> Loc {
        self.loc
    }

    fn expected(&self) -> Option<String> {
        Some(self.expected.clone())
    }
}

/// Column (from 1) of byte `at` of `line`.
fn column(line: &str, at: usize) -> u32 {
    line[..at].chars().count() as u32 + 1
}

/// Reads a test file's text.
pub(super) fn parse(text: &str) -> Result<TestFile<'_>, Malformed> {
    let mut words = Vec::new();
    let mut offset = 0;
    let mut mark: Option<(Kind, u32, usize)> = None;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let n = i as u32 + 1;
        let bare = line.trim_end_matches(['\n', '\r']);
        if let Some(rest) = bare.strip_prefix(HEADER) {
            let start = HEADER.len();
            let mut at = 0;
            for w in rest.split_whitespace() {
                at += rest[at..].find(w).unwrap_or(0);
                words.push((w, Loc::new(n, column(bare, start + at))));
                at += w.len();
            }
        } else if bare.starts_with(MARK_START) {
            let kind = match bare.trim_end() {
                OUTPUT_MARK => Kind::Output,
                ERROR_MARK => Kind::Error,
                _ => {
                    return Err(Malformed {
                        loc: Loc::new(n, 1),
                        message: format!("unknown marker line `{bare}`"),
                        expected: format!("`{OUTPUT_MARK}` or `{ERROR_MARK}`"),
                    })
                }
            };
            mark = Some((kind, n, offset));
            break;
        }
        offset += line.len();
    }
    let Some(&(command, loc)) = words.first() else {
        return Err(Malformed {
            loc: Loc::new(1, 1),
            message: format!("no `{HEADER}` line before the expected block"),
            expected: format!("a line such as `{HEADER} lower --target tgllp --emit visa`"),
        });
    };
    if command != "lower" && command != "opt" {
        return Err(Malformed {
            loc,
            message: format!("unknown command `{command}` in the test's header"),
            expected: "`lower` or `opt`, then its flags".into(),
        });
    }
    let (input, expected) = match mark {
        None => (text, None),
        Some((kind, line, at)) => {
            let body = text[at..].split_once('\n').map_or("", |(_, rest)| rest);
            let decoded = decode(body, line + 1)?;
            let expected = Expected {
                kind,
                text: decoded,
                line,
            };
            (&text[..at], Some(expected))
        }
    };
    Ok(TestFile {
        words,
        input,
        expected,
    })
}

/// The text of an expected block whose first line is line `first` of the file.
fn decode(body: &str, first: u32) -> Result<String, Malformed> {
    let mut out = String::with_capacity(body.len());
    let lines: Vec<&str> = body.lines().collect();
    for (k, &line) in lines.iter().enumerate() {
        let loc = Loc::new(first + k as u32, 1);
        if line == NO_NEWLINE {
            if k + 1 != lines.len() {
                return Err(Malformed {
                    loc,
                    message: format!("`{NO_NEWLINE}` before the end of the expected block"),
                    expected: "it only as the block's last line".into(),
                });
            }
            out.pop();
        } else if line == ";" {
            out.push('\n');
        } else if let Some(rest) = line.strip_prefix("; ") {
            out.push_str(rest);
            out.push('\n');
        } else {
            return Err(Malformed {
                loc,
                message: "a line of the expected block that is not a `; ` comment".into(),
                expected: "`; ` and the expected line, or `;` alone for an empty line".into(),
            });
        }
    }
    Ok(out)
}

/// The expected block of `kind` with `text`: the marker, then each line of `text`.
pub(super) fn encode(kind: Kind, text: &str) -> String {
    let mut out = format!("{}\n", kind.mark());
    for line in text.lines() {
        if line.is_empty() {
            out.push_str(";\n");
        } else {
            out.push_str("; ");
            out.push_str(line);
            out.push('\n');
        }
    }
    if !text.is_empty() && !text.ends_with('\n') {
        out.push_str(NO_NEWLINE);
        out.push('\n');
    }
    out
}

/// The text of `file` with the expected block `kind`, `text` in place of the one it had (or
/// after its input if it had none).
pub(super) fn blessed(file: &TestFile<'_>, kind: Kind, text: &str) -> String {
    let mut out = file.input.to_string();
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&encode(kind, text));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "; memlower-test: lower --target tgllp\n; memlower-test: -p cse\ntarget \"tgllp\"\n; ===== expected output =====\n; a\n;\n; b\n";

    #[test]
    fn reads_header_input_and_block() {
        let f = parse(FILE).unwrap();
        let words: Vec<&str> = f.words.iter().map(|w| w.0).collect();
        assert_eq!(words, ["lower", "--target", "tgllp", "-p", "cse"]);
        assert_eq!(f.words[1].1, Loc::new(1, 24));
        assert_eq!(f.words[3].1, Loc::new(2, 18));
        assert!(f.input.ends_with("target \"tgllp\"\n"));
        let e = f.expected.unwrap();
        assert_eq!(
            (e.kind, e.text.as_str(), e.line),
            (Kind::Output, "a\n\nb\n", 4)
        );
    }

    #[test]
    fn encode_and_decode_are_inverse() {
        for text in ["a\n\nb\n", "", "x", "x\n\n", " indented\n"] {
            let block = encode(Kind::Error, text);
            let body = block.split_once('\n').unwrap().1;
            assert_eq!(decode(body, 2).unwrap(), text, "{block:?}");
        }
        let f = parse(FILE).unwrap();
        assert_eq!(blessed(&f, Kind::Output, "a\n\nb\n"), FILE);
    }

    #[test]
    fn malformed_files_are_located() {
        let no_header = parse("target \"tgllp\"\n").unwrap_err();
        assert_eq!(no_header.loc, Loc::new(1, 1));
        let bad_command = parse("; memlower-test: parse\n").unwrap_err();
        assert_eq!(bad_command.loc, Loc::new(1, 18));
        let bad_mark =
            parse("; memlower-test: lower\n; ===== expected outptu =====\n").unwrap_err();
        assert_eq!(bad_mark.loc, Loc::new(2, 1));
        let bad_line =
            parse("; memlower-test: lower\n; ===== expected output =====\n; a\nb\n").unwrap_err();
        assert_eq!(bad_line.loc, Loc::new(4, 1));
    }
}
