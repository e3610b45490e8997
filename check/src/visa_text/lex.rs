//! Lines of vISA assembly as tokens with their columns.
//!
//! vISA text is line-oriented: one directive, declaration, label or instruction a line. The
//! lexer cuts each line into identifiers (`v_x`, `M1_NM`, `%slm`), numbers (`16`, `0x3F800000`),
//! strings (`"name"`) and single punctuation characters, drops `/* ... */` comments (which may
//! span lines) and keeps a `//` comment's text, because memlower's emitter writes two things
//! there that the reader needs: `// line L:C` (the IR location of a message) and `// sink: ...`
//! (the values the checker observes).

use super::error::ReadError;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tok<'a> {
    /// `[A-Za-z_%][A-Za-z0-9_]*`.
    Ident(&'a str),
    /// Decimal digits, or `0x` and hex digits (the whole spelling).
    Num(&'a str),
    /// The text between double quotes.
    Str(&'a str),
    /// One of `( ) < > ; , . : = { } ! - + * /`.
    Punct(char),
}

/// A token and its 1-based column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Token<'a> {
    pub tok: Tok<'a>,
    pub col: u32,
}

/// One source line: its tokens, and its `//` comment (column and text after the slashes).
#[derive(Clone, Debug, Default)]
pub(super) struct Line<'a> {
    /// 1-based line number.
    pub no: u32,
    pub toks: Vec<Token<'a>>,
    pub comment: Option<(u32, &'a str)>,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'%'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Cuts `text` into lines of tokens. Errors for characters vISA text never has and for
/// unterminated strings and block comments.
pub(super) fn lex(text: &str) -> Result<Vec<Line<'_>>, ReadError> {
    let mut lines = Vec::new();
    // Where an unterminated block comment started.
    let mut in_block: Option<(u32, u32)> = None;
    for (i, src) in text.lines().enumerate() {
        lines.push(lex_line(src, i as u32 + 1, 0, &mut in_block)?);
    }
    if let Some((line, col)) = in_block {
        return Err(ReadError::new(
            line,
            col,
            "a `/*` comment that is never closed",
            Some("`*/`"),
        ));
    }
    Ok(lines)
}

/// One line (or a fragment of one starting `col_base` columns in, such as a comment's text),
/// inside a block comment if `in_block` says so.
pub(super) fn lex_line<'a>(
    src: &'a str,
    no: u32,
    col_base: u32,
    in_block: &mut Option<(u32, u32)>,
) -> Result<Line<'a>, ReadError> {
    let b = src.as_bytes();
    let mut line = Line {
        no,
        ..Line::default()
    };
    let mut k = 0usize;
    while k < b.len() {
        let col = col_base + k as u32 + 1;
        if in_block.is_some() {
            if b[k..].starts_with(b"*/") {
                *in_block = None;
                k += 2;
            } else {
                k += 1;
            }
            continue;
        }
        let c = b[k];
        if c == b' ' || c == b'\t' || c == b'\r' {
            k += 1;
        } else if b[k..].starts_with(b"/*") {
            *in_block = Some((no, col));
            k += 2;
        } else if b[k..].starts_with(b"//") {
            line.comment = Some((col, &src[k + 2..]));
            break;
        } else if c == b'"' {
            let end = src[k + 1..].find('"').ok_or_else(|| {
                ReadError::new(no, col, "a string without its closing `\"`", None)
            })?;
            line.toks.push(Token {
                tok: Tok::Str(&src[k + 1..k + 1 + end]),
                col,
            });
            k += end + 2;
        } else if is_ident_start(c) {
            let start = k;
            k += 1;
            while k < b.len() && is_ident_char(b[k]) {
                k += 1;
            }
            line.toks.push(Token {
                tok: Tok::Ident(&src[start..k]),
                col,
            });
        } else if c.is_ascii_digit() {
            let start = k;
            if b[k..].starts_with(b"0x") || b[k..].starts_with(b"0X") {
                k += 2;
                while k < b.len() && b[k].is_ascii_hexdigit() {
                    k += 1;
                }
            } else {
                while k < b.len() && b[k].is_ascii_digit() {
                    k += 1;
                }
            }
            if k < b.len() && is_ident_char(b[k]) {
                let mut end = k;
                while end < b.len() && is_ident_char(b[end]) {
                    end += 1;
                }
                return Err(ReadError::new(
                    no,
                    col,
                    format!("`{}` is not a number", &src[start..end]),
                    Some("decimal digits, or 0x and hex digits"),
                ));
            }
            line.toks.push(Token {
                tok: Tok::Num(&src[start..k]),
                col,
            });
        } else if b"()<>;,.:={}!-+*/".contains(&c) {
            line.toks.push(Token {
                tok: Tok::Punct(c as char),
                col,
            });
            k += 1;
        } else if c == b'[' {
            return Err(ReadError::new(
                no,
                col,
                "unexpected `[`: indirect operands (`r[A(i), off]`) are not read",
                Some("direct operands `V(row,col)<...>`"),
            ));
        } else {
            let ch = src[k..].chars().next().unwrap_or('?');
            return Err(ReadError::new(
                no,
                col,
                format!("unexpected character `{ch}`"),
                None,
            ));
        }
    }
    Ok(line)
}

/// A cursor over one line's tokens, with the error helpers every parser of a line needs.
pub(super) struct Cursor<'l, 'a> {
    pub line: &'l Line<'a>,
    pub pos: usize,
}

impl<'l, 'a> Cursor<'l, 'a> {
    pub fn new(line: &'l Line<'a>) -> Cursor<'l, 'a> {
        Cursor { line, pos: 0 }
    }

    pub fn peek(&self) -> Option<Tok<'a>> {
        self.line.toks.get(self.pos).map(|t| t.tok)
    }

    pub fn peek_at(&self, n: usize) -> Option<Tok<'a>> {
        self.line.toks.get(self.pos + n).map(|t| t.tok)
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.line.toks.len()
    }

    /// The column of the next token (past the end: one past the last token).
    pub fn col(&self) -> u32 {
        match self.line.toks.get(self.pos) {
            Some(t) => t.col,
            None => self
                .line
                .toks
                .last()
                .map(|t| t.col + tok_len(t.tok))
                .unwrap_or(1),
        }
    }

    pub fn bump(&mut self) -> Option<Tok<'a>> {
        let t = self.peek();
        self.pos += 1;
        t
    }

    /// An error at the next token.
    pub fn err(&self, what: impl Into<String>, expected: Option<&str>) -> ReadError {
        ReadError::new(self.line.no, self.col(), what, expected)
    }

    /// An error at a given column of this line.
    pub fn err_at(&self, col: u32, what: impl Into<String>, expected: Option<&str>) -> ReadError {
        ReadError::new(self.line.no, col, what, expected)
    }

    /// What the next token is, for "found ..." messages.
    pub fn found(&self) -> String {
        match self.peek() {
            None => "the end of the line".into(),
            Some(t) => format!("`{}`", tok_text(t)),
        }
    }

    pub fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub fn expect(&mut self, c: char, what: &str) -> Result<(), ReadError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.err(
                format!("expected `{c}` {what}, found {}", self.found()),
                None,
            ))
        }
    }

    pub fn ident(&mut self, what: &str) -> Result<(&'a str, u32), ReadError> {
        let col = self.col();
        match self.peek() {
            Some(Tok::Ident(s)) => {
                self.pos += 1;
                Ok((s, col))
            }
            _ => Err(self.err(format!("expected {what}, found {}", self.found()), None)),
        }
    }

    /// The keyword `kw` (an identifier spelled exactly so).
    pub fn keyword(&mut self, kw: &str) -> Result<(), ReadError> {
        match self.peek() {
            Some(Tok::Ident(s)) if s == kw => {
                self.pos += 1;
                Ok(())
            }
            _ => Err(self.err(format!("expected `{kw}`, found {}", self.found()), None)),
        }
    }

    /// An unsigned number (decimal or hex), with its column.
    pub fn number(&mut self, what: &str) -> Result<(u64, u32), ReadError> {
        let col = self.col();
        match self.peek() {
            Some(Tok::Num(s)) => {
                self.pos += 1;
                parse_u64(s).map(|v| (v, col)).ok_or_else(|| {
                    self.err_at(col, format!("{what} `{s}` does not fit in 64 bits"), None)
                })
            }
            _ => Err(self.err(
                format!("expected {what} (a number), found {}", self.found()),
                None,
            )),
        }
    }

    /// A number that fits in a `u32`.
    pub fn number_u32(&mut self, what: &str) -> Result<(u32, u32), ReadError> {
        let (v, col) = self.number(what)?;
        u32::try_from(v)
            .map(|v| (v, col))
            .map_err(|_| self.err_at(col, format!("{what} {v} is too large"), None))
    }

    /// Errors unless the line is used up.
    pub fn end(&self, what: &str) -> Result<(), ReadError> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.err(
                format!("unexpected {} after {what}", self.found()),
                Some("the end of the line"),
            ))
        }
    }
}

/// A decimal or `0x` hex number.
pub(super) fn parse_u64(s: &str) -> Option<u64> {
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) if !hex.is_empty() => u64::from_str_radix(hex, 16).ok(),
        Some(_) => None,
        None => s.parse().ok(),
    }
}

pub(super) fn tok_text(t: Tok<'_>) -> String {
    match t {
        Tok::Ident(s) | Tok::Num(s) => s.to_string(),
        Tok::Str(s) => format!("\"{s}\""),
        Tok::Punct(c) => c.to_string(),
    }
}

fn tok_len(t: Tok<'_>) -> u32 {
    tok_text(t).chars().count() as u32
}
