//! The lexer: source text to tokens, one at a time, each borrowing its text from the source and
//! carrying its line:column span.
//!
//! Why borrowed and lazy: a module of a million accesses is hundreds of megabytes of text and
//! tens of millions of tokens; a token vector with owned text held several times the input. The
//! parser asks for one token at a time (with one of lookahead), and a function body can be
//! skipped without tokens at all ([`Lexer::skip_braced`]) so the functions of a module can be
//! found first and parsed one by one, on any thread.
//!
//! Columns count characters, not bytes; the lexer works on bytes (every token is ASCII) and
//! decodes a character only where the input is not ASCII (whitespace, comments, strings, errors).

use super::error::{PResult, ParseError};
use crate::ir::Loc;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Tok<'a> {
    /// `foo`, `lane.index`, `gather_scaled.4`, `i32`.
    Ident(&'a str),
    /// `%x` or `%12` (the text after `%`).
    Value(&'a str),
    /// `@buf` (the text after `@`).
    Global(&'a str),
    /// An integer literal: sign and magnitude (`-0x10` is `neg: true, mag: 16`).
    Int { neg: bool, mag: u64 },
    /// A float literal with a `.` or an exponent (`1.5`, `-2.0e3`, `1e16`), or `-inf`.
    Float(f64),
    /// `"dg2"`.
    Str(&'a str),
    /// One of `( ) { } [ ] < > , : = +`.
    Punct(u8),
    /// The end of the input.
    Eof,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub(super) tok: Tok<'a>,
    /// Byte offsets of the first character and just after the last in the source (the text is
    /// `src[start..end]`, taken only for messages: a token carries no second slice).
    pub(super) start: usize,
    pub(super) end: usize,
    /// Position of the first character.
    pub(super) loc: Loc,
}

impl<'a> Token<'a> {
    /// The token's text in `src` (the source it was lexed from).
    pub(super) fn text(&self, src: &'a str) -> &'a str {
        src.get(self.start..self.end).unwrap_or("")
    }

    pub(super) fn describe(&self, src: &str) -> String {
        match &self.tok {
            Tok::Eof => "the end of the input".into(),
            Tok::Str(_) => format!("the string {}", self.text(src)),
            _ => format!("`{}`", self.text(src)),
        }
    }
}

/// The position just after `text`, which starts at `loc`. A token never spans lines (a string
/// ends at its line's end), so it is `loc` moved by the token's characters: computed only where
/// a message needs a token's end.
pub(super) fn end_loc(loc: Loc, text: &str) -> Loc {
    let chars = text.bytes().filter(|&c| c & 0xC0 != 0x80).count();
    Loc::new(
        loc.line,
        loc.col
            .saturating_add(u32::try_from(chars).unwrap_or(u32::MAX)),
    )
}

pub(super) fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'.'
}

/// The bytes an identifier continues with, as a table: names are most of the text, and the
/// scan over them is the lexer's inner loop.
const IDENT_CONTINUE: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'.';
        c += 1;
    }
    t
};

pub(super) fn is_ident_continue(c: u8) -> bool {
    IDENT_CONTINUE[usize::from(c)]
}

/// A cursor over `src[..end]`: byte position and line. The column is not counted byte by
/// byte: it is the characters from the start of the line (or of the span) to the cursor, the
/// bytes minus the UTF-8 continuation bytes stepped over on the line (only non-ASCII text,
/// which only comments, strings and whitespace hold, adds any).
#[derive(Clone, Debug)]
pub(super) struct Lexer<'a> {
    src: &'a str,
    /// `src`'s bytes up to the end of the span read.
    bytes: &'a [u8],
    pos: usize,
    line: u32,
    /// Where the column count starts: the current line's first byte, or the span's start.
    line_start: usize,
    /// The column at `line_start`.
    col_base: u32,
    /// UTF-8 continuation bytes between `line_start` and `pos`.
    cont: usize,
}

/// The length in bytes of the braced text opening at byte `open` of `src` (read up to `end`),
/// through its closing `}`; `None` if the text ends first. Comments and strings are stepped
/// over as [`Lexer::skip_braced`] does.
pub(super) fn braced_len(src: &str, open: usize, end: usize, loc: Loc) -> Option<usize> {
    let mut lexer = Lexer::span(src, open, end, loc);
    lexer.skip_braced()?;
    Some(lexer.pos() - open)
}

/// The bytes [`Lexer::skip_braced`] reads at a time on its fast path.
const BLOCK: usize = 64;

/// The line breaks in `block` (of [`BLOCK`] bytes), and whether it holds a brace, a comment's
/// `;` or a string's `"`. Branch-free over the bytes, so the compiler reads the block a vector
/// at a time.
fn scan_block(block: &[u8]) -> (usize, bool) {
    let mut breaks = 0u8;
    let mut stops = 0u8;
    for &b in block {
        breaks += u8::from(b == b'\n');
        stops |=
            u8::from(b == b'{') | u8::from(b == b'}') | u8::from(b == b';') | u8::from(b == b'"');
    }
    (usize::from(breaks), stops != 0)
}

/// A UTF-8 continuation byte (not the first byte of a character).
fn is_continuation(b: u8) -> bool {
    b & 0xC0 == 0x80
}

impl<'a> Lexer<'a> {
    /// A lexer over all of `src`, starting at line 1, column 1.
    pub(super) fn new(src: &'a str) -> Lexer<'a> {
        Lexer::span(src, 0, src.len(), Loc::new(1, 1))
    }

    /// A lexer over `src[start..end]`, whose first character is at `loc`.
    pub(super) fn span(src: &'a str, start: usize, end: usize, loc: Loc) -> Lexer<'a> {
        let bytes = src.as_bytes();
        let bytes = bytes.get(..end).unwrap_or(bytes);
        Lexer {
            src,
            bytes,
            pos: start,
            line: loc.line,
            line_start: start,
            col_base: loc.col,
            cont: 0,
        }
    }

    /// The whole source (the lexer reads a span of it).
    pub(super) fn src(&self) -> &'a str {
        self.src
    }

    /// The end of the span read.
    pub(super) fn end(&self) -> usize {
        self.bytes.len()
    }

    /// The byte position of the next character.
    pub(super) fn pos(&self) -> usize {
        self.pos
    }

    /// The bytes from the cursor to the end of the span.
    pub(super) fn rest(&self) -> &'a [u8] {
        self.bytes.get(self.pos..).unwrap_or(&[])
    }

    /// Steps over `n` bytes of ASCII text without a line break (one column each).
    pub(super) fn step_ascii(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.bytes.len());
    }

    pub(super) fn loc(&self) -> Loc {
        let chars = self
            .pos
            .saturating_sub(self.line_start)
            .saturating_sub(self.cont);
        Loc::new(
            self.line,
            self.col_base
                .saturating_add(u32::try_from(chars).unwrap_or(u32::MAX)),
        )
    }

    fn peek_at(&self, k: usize) -> Option<u8> {
        self.bytes.get(self.pos + k).copied()
    }

    /// The character at the cursor (decoded: it may be outside ASCII).
    fn peek_char(&self) -> Option<char> {
        self.src.get(self.pos..self.bytes.len())?.chars().next()
    }

    /// Starts a new line at byte `at` (just after a newline).
    fn new_line(&mut self, at: usize) {
        self.pos = at;
        self.line = self.line.saturating_add(1);
        self.line_start = at;
        self.col_base = 1;
        self.cont = 0;
    }

    /// Steps over one byte, counting lines (a UTF-8 continuation byte is not a new character).
    fn bump_byte(&mut self) {
        let Some(b) = self.peek_at(0) else { return };
        if b == b'\n' {
            self.new_line(self.pos + 1);
        } else {
            self.pos += 1;
            if is_continuation(b) {
                self.cont += 1;
            }
        }
    }

    /// The end of the run from the cursor whose bytes satisfy `f`.
    fn run_end(&self, f: impl Fn(u8) -> bool) -> usize {
        let rest = self.bytes.get(self.pos..).unwrap_or(&[]);
        self.pos + rest.iter().position(|&b| !f(b)).unwrap_or(rest.len())
    }

    /// The ASCII run from the cursor whose bytes satisfy `f`, consumed.
    fn take_while(&mut self, f: impl Fn(u8) -> bool) -> &'a str {
        let start = self.pos;
        self.pos = self.run_end(f);
        // Every caller's `f` accepts ASCII bytes only (no newline), so the run ends on a
        // character boundary and the column moves by its length.
        self.src.get(start..self.pos).unwrap_or("")
    }

    /// Whitespace (any Unicode whitespace) and `;` comments.
    fn skip_trivia(&mut self) {
        while let Some(b) = self.peek_at(0) {
            match b {
                // The common case, a run of spaces (indentation), in one step.
                b' ' => self.pos = self.run_end(|c| c == b' '),
                b'\n' => self.new_line(self.pos + 1),
                b'\t' | b'\r' | b'\x0b' | b'\x0c' => self.pos += 1,
                b';' => {
                    while self.peek_at(0).is_some_and(|c| c != b'\n') {
                        self.bump_byte();
                    }
                }
                b if b >= 0x80 => match self.peek_char() {
                    Some(c) if c.is_whitespace() => {
                        for _ in 0..c.len_utf8() {
                            self.bump_byte();
                        }
                    }
                    _ => break,
                },
                _ => break,
            }
        }
    }

    /// From an opening `{` (or before it: whatever comes first is stepped over), to just after
    /// the `}` that closes it, without making tokens: comments and strings are skipped as the
    /// lexer reads them, so a brace inside either does not count. `None` if the input ends
    /// first. What is stepped over is not checked: the function is lexed for real later.
    ///
    /// This scan reads every byte of a module before any function is parsed, so it does per
    /// byte only what it must: [`BLOCK`] bytes at a time it counts the line breaks and looks
    /// for the four bytes that matter (`{`, `}`, `;`, `"`), which most blocks of a function
    /// body do not hold; a block that has one is read byte by byte. The column is computed
    /// once, at the end, from the closing brace's line.
    pub(super) fn skip_braced(&mut self) -> Option<()> {
        let bytes = self.bytes;
        let end = bytes.len();
        let mut i = self.pos;
        let mut lines = 0usize;
        let mut depth = 0u32;
        loop {
            // Whole blocks with no brace, comment or string: only their line breaks count.
            while let Some(block) = bytes.get(i..i + BLOCK) {
                let (breaks, stops) = scan_block(block);
                if stops {
                    break;
                }
                lines += breaks;
                i += BLOCK;
            }
            // Byte by byte to the end of this block (or of the text), or further through a
            // comment or a string that runs past it.
            let block_end = (i + BLOCK).min(end);
            if i >= end {
                return None;
            }
            while i < block_end {
                let b = bytes[i];
                i += 1;
                match b {
                    b'\n' => lines += 1,
                    // A comment, to the end of its line (the line break is counted as any).
                    b';' => {
                        while i < end && bytes[i] != b'\n' {
                            i += 1;
                        }
                    }
                    // A string, to its closing quote, or to the end of the line if unterminated.
                    b'"' => {
                        while i < end && bytes[i] != b'"' && bytes[i] != b'\n' {
                            i += 1;
                        }
                        if i < end && bytes[i] == b'"' {
                            i += 1;
                        }
                    }
                    b'{' => depth += 1,
                    b'}' => {
                        depth = depth.checked_sub(1)?;
                        if depth == 0 {
                            self.close_at(i, lines);
                            return Some(());
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    /// Moves the cursor to `at` (just after a closing brace), `lines` line breaks after where
    /// it was: the column counts the characters from the start of the brace's line (or from
    /// the cursor, on the same line), UTF-8 continuation bytes not being new ones.
    fn close_at(&mut self, at: usize, lines: usize) {
        let bytes = self.bytes;
        let from = if lines > 0 {
            let s = bytes[self.pos..at]
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(self.pos, |k| self.pos + k + 1);
            (self.line_start, self.col_base, self.cont) = (s, 1, 0);
            s
        } else {
            self.pos
        };
        self.cont += bytes[from..at]
            .iter()
            .filter(|&&c| is_continuation(c))
            .count();
        self.line = self
            .line
            .saturating_add(u32::try_from(lines).unwrap_or(u32::MAX));
        self.pos = at;
    }

    /// A number starting at a digit (the sign, if any, has been consumed by the caller; `start`
    /// is the byte position of the sign or the first digit).
    fn number(&mut self, start: usize, loc: Loc, neg: bool) -> PResult<Tok<'a>> {
        let is_hex = self.peek_at(0) == Some(b'0') && matches!(self.peek_at(1), Some(b'x' | b'X'));
        let tok = if is_hex {
            self.pos += 2;
            let digits = self.take_while(|c| c.is_ascii_hexdigit());
            let text = &self.src[start..self.pos];
            if digits.is_empty() {
                return Err(ParseError::new(loc, "expected hex digits after `0x`")
                    .expecting("a hex literal such as `0x1f`"));
            }
            let mut mag: u64 = 0;
            for d in digits.bytes() {
                let v = u64::from(char::from(d).to_digit(16).unwrap_or(0));
                mag = mag
                    .checked_mul(16)
                    .and_then(|m| m.checked_add(v))
                    .ok_or_else(|| {
                        ParseError::new(
                            loc,
                            format!("integer literal `{text}` does not fit in 64 bits"),
                        )
                    })?;
            }
            Tok::Int { neg, mag }
        } else {
            let digits_start = self.pos;
            self.pos = self.run_end(|c| c.is_ascii_digit());
            let mut is_float = false;
            if self.peek_at(0) == Some(b'.') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit())
            {
                self.pos += 1;
                self.pos = self.run_end(|c| c.is_ascii_digit());
                is_float = true;
            }
            if matches!(self.peek_at(0), Some(b'e' | b'E')) {
                let exp_digits_at = if matches!(self.peek_at(1), Some(b'+' | b'-')) {
                    2
                } else {
                    1
                };
                if self
                    .peek_at(exp_digits_at)
                    .is_some_and(|c| c.is_ascii_digit())
                {
                    self.pos += exp_digits_at;
                    self.pos = self.run_end(|c| c.is_ascii_digit());
                    is_float = true;
                }
            }
            let text = &self.src[digits_start..self.pos];
            let full = &self.src[start..self.pos];
            if is_float {
                let x: f64 = text
                    .parse()
                    .map_err(|_| ParseError::new(loc, format!("invalid float literal `{full}`")))?;
                if x.is_infinite() {
                    return Err(ParseError::new(
                        loc,
                        format!("float literal `{full}` is out of range for f64"),
                    )
                    .expecting("a finite literal, or `inf` / `-inf`"));
                }
                Tok::Float(if neg { -x } else { x })
            } else {
                let mut mag: u64 = 0;
                for d in text.bytes() {
                    let v = u64::from(d - b'0');
                    mag = mag
                        .checked_mul(10)
                        .and_then(|m| m.checked_add(v))
                        .ok_or_else(|| {
                            ParseError::new(
                                loc,
                                format!("integer literal `{full}` does not fit in 64 bits"),
                            )
                        })?;
                }
                Tok::Int { neg, mag }
            }
        };
        if let Some(c) = self.peek_at(0).filter(|&c| is_ident_continue(c)) {
            let body = &self.src[start..self.pos];
            return Err(ParseError::new(
                self.loc(),
                format!(
                    "unexpected `{}` right after the number `{body}`",
                    char::from(c)
                ),
            )
            .expecting("a space, `,`, `]` or `>` after a number"));
        }
        Ok(tok)
    }

    /// A `%` or `@` name, the sigil `c` consumed. One pass over the name's bytes finds its end
    /// and whether it is all digits (most value names are numbers); the errors are out of
    /// line, and this is inlined into the token loop (a quarter of the tokens are names).
    #[inline(always)]
    fn name(&mut self, c: u8, loc: Loc) -> PResult<Tok<'a>> {
        let start = self.pos;
        let rest = self.bytes.get(start..).unwrap_or(&[]);
        let mut len = 0;
        // Bit 1 stays set while every byte is a digit.
        let mut all = NAME_DIGIT;
        while let Some(&b) = rest.get(len) {
            let class = NAME_CLASS[usize::from(b)];
            if class == 0 {
                break;
            }
            all &= class;
            len += 1;
        }
        self.pos = start + len;
        let name = self.src.get(start..self.pos).unwrap_or("");
        let starts_with_digit = rest.first().is_some_and(u8::is_ascii_digit);
        if len == 0 || (starts_with_digit && (c == b'@' || all != NAME_DIGIT)) {
            return Err(name_error(c, name, loc));
        }
        Ok(if c == b'%' {
            Tok::Value(name)
        } else {
            Tok::Global(name)
        })
    }

    /// The next token; [`Tok::Eof`] at the end (and again after it).
    pub(super) fn next_token(&mut self) -> PResult<Token<'a>> {
        let mut t = Token {
            tok: Tok::Eof,
            start: self.pos,
            end: self.pos,
            loc: self.loc(),
        };
        self.next_into(&mut t)?;
        Ok(t)
    }

    /// The next token, written into `out` (the parser lexes into its lookahead slot: a
    /// token is not copied on its way there); [`Tok::Eof`] at the end (and again after it).
    /// On an error `out` is left as it was. Inlined into the parser's token step (every token
    /// passes here: the call's saved registers cost as much as lexing a punctuation mark).
    #[inline(always)]
    pub(super) fn next_into(&mut self, out: &mut Token<'a>) -> PResult<()> {
        // Tokens are most often separated by one space: that is stepped over here, anything
        // else (newlines, comments, tabs, non-ASCII whitespace) by the full scan.
        while self.peek_at(0) == Some(b' ') {
            self.pos += 1;
        }
        if self.peek_at(0).is_some_and(|b| TRIVIA[usize::from(b)]) {
            self.skip_trivia();
        }
        let loc = self.loc();
        let start = self.pos;
        let tok = match self.peek_at(0) {
            None => Tok::Eof,
            Some(
                c @ (b'(' | b')' | b'{' | b'}' | b'[' | b']' | b'<' | b'>' | b',' | b':' | b'='
                | b'+'),
            ) => {
                self.pos += 1;
                Tok::Punct(c)
            }
            Some(c) if is_ident_start(c) => Tok::Ident(self.take_while(is_ident_continue)),
            Some(c @ (b'%' | b'@')) => {
                self.pos += 1;
                self.name(c, loc)?
            }
            Some(c) => self.other_token(c, start, loc)?,
        };
        *out = Token {
            tok,
            start,
            end: self.pos,
            loc,
        };
        Ok(())
    }

    /// A token that is not punctuation, a name or an identifier: a number, a string, `-inf`,
    /// or an error. Out of line: the common tokens' path stays short.
    #[inline(never)]
    fn other_token(&mut self, c: u8, start: usize, loc: Loc) -> PResult<Tok<'a>> {
        Ok(match c {
            b'"' => {
                self.pos += 1;
                let s_start = self.pos;
                while self.peek_at(0).is_some_and(|c| c != b'"' && c != b'\n') {
                    self.bump_byte();
                }
                if self.peek_at(0) != Some(b'"') {
                    return Err(ParseError::new(loc, "unterminated string")
                        .expecting("a closing `\"` on the same line"));
                }
                let s = &self.src[s_start..self.pos];
                self.pos += 1;
                Tok::Str(s)
            }
            b'-' => {
                self.pos += 1;
                match self.peek_at(0) {
                    Some(d) if d.is_ascii_digit() => self.number(start, loc, true)?,
                    Some(b'i')
                        if self.peek_at(1) == Some(b'n')
                            && self.peek_at(2) == Some(b'f')
                            && !self.peek_at(3).is_some_and(is_ident_continue) =>
                    {
                        self.pos += 3;
                        Tok::Float(f64::NEG_INFINITY)
                    }
                    _ => {
                        return Err(ParseError::new(loc, "expected a number after `-`")
                            .expecting("a number such as `-4`, `-2.5` or `-inf`"))
                    }
                }
            }
            d if d.is_ascii_digit() => self.number(start, loc, false)?,
            _ => {
                let other = self.peek_char().unwrap_or(char::REPLACEMENT_CHARACTER);
                return Err(ParseError::new(
                    loc,
                    format!("unexpected character `{}`", other.escape_debug()),
                )
                .expecting("an identifier, `%name`, `@name`, a number or punctuation"));
            }
        })
    }
}

/// [`NAME_CLASS`] of a digit (an identifier byte too).
const NAME_DIGIT: u8 = 3;

/// Per byte: 0 if it cannot be in a name, 1 for an identifier byte, [`NAME_DIGIT`] for a digit.
const NAME_CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        if IDENT_CONTINUE[c] {
            t[c] = if (c as u8).is_ascii_digit() {
                NAME_DIGIT
            } else {
                1
            };
        }
        c += 1;
    }
    t
};

/// Why `name`, after the sigil `c` at `loc`, is not a name: empty, a `%` name of digits and
/// more, or a `@` name starting with a digit.
#[cold]
#[inline(never)]
fn name_error(c: u8, name: &str, loc: Loc) -> ParseError {
    let what = if c == b'%' { "value" } else { "global" };
    let sigil = char::from(c);
    if name.is_empty() {
        return ParseError::new(loc, format!("expected a {what} name after `{sigil}`"))
            .expecting("an identifier such as `x`, `off` or `lane.mask`");
    }
    if c == b'%' {
        return ParseError::new(loc, format!("invalid value name `%{name}`")).expecting(
            "`%` and an identifier not starting with a digit, or `%` and digits \
             only (an anonymous value)",
        );
    }
    ParseError::new(loc, format!("invalid name `@{name}`"))
        .expecting("`@` and an identifier not starting with a digit")
}

/// The bytes trivia other than a space starts with: the ASCII whitespace, `;` and every
/// non-ASCII byte (which may start a Unicode space; [`Lexer::skip_trivia`] decides).
const TRIVIA: [bool; 256] = {
    let mut t = [false; 256];
    t[b'\n' as usize] = true;
    t[b'\t' as usize] = true;
    t[b'\r' as usize] = true;
    t[0x0b] = true;
    t[0x0c] = true;
    t[b';' as usize] = true;
    let mut c = 0x80;
    while c < 256 {
        t[c] = true;
        c += 1;
    }
    t
};
