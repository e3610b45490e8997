//! The lexer: source text to tokens, each with its text and line:column span.

use super::error::{PResult, ParseError};
use crate::ir::Loc;

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
    /// `foo`, `lane.index`, `gather_scaled.4`, `i32`.
    Ident(String),
    /// `%x` or `%12` (the text after `%`).
    Value(String),
    /// `@buf` (the text after `@`).
    Global(String),
    /// An integer literal: sign and magnitude (`-0x10` is `neg: true, mag: 16`).
    Int { neg: bool, mag: u64 },
    /// A float literal with a `.` or an exponent (`1.5`, `-2.0e3`, `1e16`), or `-inf`.
    Float(f64),
    /// `"dg2"`.
    Str(String),
    /// One of `( ) { } [ ] < > , : = +`.
    Punct(char),
    /// The end of the input.
    Eof,
}

#[derive(Clone, Debug)]
pub(super) struct Token {
    pub(super) tok: Tok,
    /// The source text, for messages.
    pub(super) text: String,
    /// Position of the first character.
    pub(super) loc: Loc,
    /// Position just after the last character.
    pub(super) end: Loc,
}

impl Token {
    pub(super) fn describe(&self) -> String {
        match &self.tok {
            Tok::Eof => "the end of the input".into(),
            Tok::Str(_) => format!("the string {}", self.text),
            _ => format!("`{}`", self.text),
        }
    }
}

pub(super) fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '.'
}

pub(super) fn is_ident_continue(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

pub(super) struct Lexer {
    chars: Vec<char>,
    pos: usize,
    line: u32,
    col: u32,
}

impl Lexer {
    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.pos + k).copied()
    }

    fn loc(&self) -> Loc {
        Loc::new(self.line, self.col)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek_at(0)?;
        self.pos += 1;
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.col = 1;
        } else {
            self.col = self.col.saturating_add(1);
        }
        Some(c)
    }

    fn take_while(&mut self, f: impl Fn(char) -> bool) -> String {
        let mut s = String::new();
        while let Some(c) = self.peek_at(0) {
            if !f(c) {
                break;
            }
            s.push(c);
            self.bump();
        }
        s
    }

    /// A number starting at a digit (the sign, if any, has been consumed by the caller).
    fn number(&mut self, start: Loc, neg: bool) -> PResult<(Tok, String)> {
        let sign = if neg { "-" } else { "" };
        let is_hex = self.peek_at(0) == Some('0') && matches!(self.peek_at(1), Some('x' | 'X'));
        let (tok, body) = if is_hex {
            self.bump();
            self.bump();
            let digits = self.take_while(|c| c.is_ascii_hexdigit());
            let text = format!("{sign}0x{digits}");
            if digits.is_empty() {
                return Err(ParseError::new(start, "expected hex digits after `0x`")
                    .expecting("a hex literal such as `0x1f`"));
            }
            let mut mag: u64 = 0;
            for d in digits.chars() {
                let v = u64::from(d.to_digit(16).unwrap_or(0));
                mag = mag
                    .checked_mul(16)
                    .and_then(|m| m.checked_add(v))
                    .ok_or_else(|| {
                        ParseError::new(
                            start,
                            format!("integer literal `{text}` does not fit in 64 bits"),
                        )
                    })?;
            }
            (Tok::Int { neg, mag }, text)
        } else {
            let mut text = self.take_while(|c| c.is_ascii_digit());
            let mut is_float = false;
            if self.peek_at(0) == Some('.') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
                self.bump();
                text.push('.');
                text.push_str(&self.take_while(|c| c.is_ascii_digit()));
                is_float = true;
            }
            if matches!(self.peek_at(0), Some('e' | 'E')) {
                let exp_digits_at = if matches!(self.peek_at(1), Some('+' | '-')) {
                    2
                } else {
                    1
                };
                if self
                    .peek_at(exp_digits_at)
                    .is_some_and(|c| c.is_ascii_digit())
                {
                    for _ in 0..exp_digits_at {
                        if let Some(c) = self.bump() {
                            text.push(c);
                        }
                    }
                    text.push_str(&self.take_while(|c| c.is_ascii_digit()));
                    is_float = true;
                }
            }
            let full = format!("{sign}{text}");
            if is_float {
                let x: f64 = text.parse().map_err(|_| {
                    ParseError::new(start, format!("invalid float literal `{full}`"))
                })?;
                if x.is_infinite() {
                    return Err(ParseError::new(
                        start,
                        format!("float literal `{full}` is out of range for f64"),
                    )
                    .expecting("a finite literal, or `inf` / `-inf`"));
                }
                (Tok::Float(if neg { -x } else { x }), full)
            } else {
                let mut mag: u64 = 0;
                for d in text.chars() {
                    let v = u64::from(d.to_digit(10).unwrap_or(0));
                    mag = mag
                        .checked_mul(10)
                        .and_then(|m| m.checked_add(v))
                        .ok_or_else(|| {
                            ParseError::new(
                                start,
                                format!("integer literal `{full}` does not fit in 64 bits"),
                            )
                        })?;
                }
                (Tok::Int { neg, mag }, full)
            }
        };
        if let Some(c) = self.peek_at(0).filter(|&c| is_ident_continue(c)) {
            return Err(ParseError::new(
                self.loc(),
                format!("unexpected `{c}` right after the number `{body}`"),
            )
            .expecting("a space, `,`, `]` or `>` after a number"));
        }
        Ok((tok, body))
    }

    fn next_token(&mut self) -> PResult<Option<Token>> {
        // Skip whitespace and comments.
        loop {
            match self.peek_at(0) {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some(';') => {
                    while self.peek_at(0).is_some_and(|c| c != '\n') {
                        self.bump();
                    }
                }
                _ => break,
            }
        }
        let start = self.loc();
        let Some(c) = self.peek_at(0) else {
            return Ok(None);
        };
        let (tok, text) = match c {
            '(' | ')' | '{' | '}' | '[' | ']' | '<' | '>' | ',' | ':' | '=' | '+' => {
                self.bump();
                (Tok::Punct(c), c.to_string())
            }
            '%' | '@' => {
                self.bump();
                let name = self.take_while(is_ident_continue);
                let what = if c == '%' { "value" } else { "global" };
                if name.is_empty() {
                    return Err(ParseError::new(
                        start,
                        format!("expected a {what} name after `{c}`"),
                    )
                    .expecting("an identifier such as `x`, `off` or `lane.mask`"));
                }
                let all_digits = name.chars().all(|d| d.is_ascii_digit());
                let starts_with_digit = name.starts_with(|d: char| d.is_ascii_digit());
                if c == '%' && starts_with_digit && !all_digits {
                    return Err(
                        ParseError::new(start, format!("invalid value name `%{name}`")).expecting(
                            "`%` and an identifier not starting with a digit, or `%` and digits \
                         only (an anonymous value)",
                        ),
                    );
                }
                if c == '@' && starts_with_digit {
                    return Err(ParseError::new(start, format!("invalid name `@{name}`"))
                        .expecting("`@` and an identifier not starting with a digit"));
                }
                let text = format!("{c}{name}");
                if c == '%' {
                    (Tok::Value(name), text)
                } else {
                    (Tok::Global(name), text)
                }
            }
            '"' => {
                self.bump();
                let s = self.take_while(|c| c != '"' && c != '\n');
                if self.peek_at(0) != Some('"') {
                    return Err(ParseError::new(start, "unterminated string")
                        .expecting("a closing `\"` on the same line"));
                }
                self.bump();
                let text = format!("\"{s}\"");
                (Tok::Str(s), text)
            }
            '-' => {
                self.bump();
                match self.peek_at(0) {
                    Some(d) if d.is_ascii_digit() => self.number(start, true)?,
                    Some('i')
                        if self.peek_at(1) == Some('n')
                            && self.peek_at(2) == Some('f')
                            && !self.peek_at(3).is_some_and(is_ident_continue) =>
                    {
                        self.bump();
                        self.bump();
                        self.bump();
                        (Tok::Float(f64::NEG_INFINITY), "-inf".into())
                    }
                    _ => {
                        return Err(ParseError::new(start, "expected a number after `-`")
                            .expecting("a number such as `-4`, `-2.5` or `-inf`"))
                    }
                }
            }
            d if d.is_ascii_digit() => self.number(start, false)?,
            c if is_ident_start(c) => {
                let s = self.take_while(is_ident_continue);
                (Tok::Ident(s.clone()), s)
            }
            other => {
                return Err(ParseError::new(
                    start,
                    format!("unexpected character `{}`", other.escape_debug()),
                )
                .expecting("an identifier, `%name`, `@name`, a number or punctuation"))
            }
        };
        Ok(Some(Token {
            tok,
            text,
            loc: start,
            end: self.loc(),
        }))
    }
}

pub(super) fn lex(src: &str) -> PResult<Vec<Token>> {
    let mut lx = Lexer {
        chars: src.chars().collect(),
        pos: 0,
        line: 1,
        col: 1,
    };
    let mut toks = Vec::new();
    while let Some(t) = lx.next_token()? {
        toks.push(t);
    }
    let end = lx.loc();
    toks.push(Token {
        tok: Tok::Eof,
        text: String::new(),
        loc: end,
        end,
    });
    Ok(toks)
}
