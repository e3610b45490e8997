//! The text-format parser: the exact inverse of [`crate::print`].
//!
//! ```text
//!   source ──lex──▶ tokens (with line:col) ──prescan──▶ surface names
//!                      │
//!                      └──recursive descent──▶ Module (operands as name slots)
//!                                                 │ end of each function
//!                                                 ▼
//!                              slots resolved to values and blocks, or an error at the first
//!                              use of an undefined name
//! ```
//!
//! The grammar is the one of `docs/ARCHITECTURE.md` §1. It has no recursion (no nested
//! expressions), so the parser's stack depth does not depend on the input.
//!
//! Why name slots: values and blocks may be used before they are defined (a loop header uses a
//! value of the latch; a branch names a later block). Operands are first recorded as indices of
//! per-function *slots* (one per name); when the function's closing `}` is reached every slot must
//! have a definition, and the operands and branch targets are rewritten to the real values and
//! blocks with the IR's own operand walk ([`InstKind::for_each_operand_mut`]). Surfaces may be
//! declared anywhere at module level, so a prescan of the tokens numbers them in declaration
//! order before the functions are parsed.
//!
//! The parser only builds IR: types are checked by [`crate::verify`]. It never panics, and it
//! never returns IR with a dangling reference: every operand is a parameter or an instruction
//! result of its function, every branch target a block of its function's layout, and every
//! surface reference an index into [`Module::surfaces`].

use crate::diag::Located;
use crate::ir::*;
use crate::types::{ChannelMask, ScalarType, Type, MAX_LANES};
use smallvec::SmallVec;
use std::collections::HashMap;

/// A parse error with its location and what would have been accepted there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ParseError {
    /// Where (1-based line and column, columns counting characters).
    pub loc: Loc,
    /// What went wrong.
    pub message: String,
    /// What would have been accepted, if that can be said.
    pub expected: Option<String>,
}

impl Located for ParseError {
    fn loc(&self) -> Loc {
        self.loc
    }
    fn expected(&self) -> Option<String> {
        self.expected.clone()
    }
}

impl ParseError {
    fn new(loc: Loc, message: impl Into<String>) -> ParseError {
        ParseError {
            loc,
            message: message.into(),
            expected: None,
        }
    }

    fn expecting(mut self, expected: impl Into<String>) -> ParseError {
        self.expected = Some(expected.into());
        self
    }
}

type PResult<T> = Result<T, ParseError>;

/// Parses a module from its text form (`docs/ARCHITECTURE.md` §1).
///
/// ```
/// use memlower_ir::{parse::parse_module, print::print_module};
///
/// let src = "surface @buf : untyped ; a buffer\n\
///            func @k(%off: vec<8 x i32>) {\n\
///            entry:\n  %v = gather @buf[%off] align 4 : vec<8 x f32>\n  sink %v\n  ret\n}\n";
/// let m = parse_module(src).unwrap();
/// let canonical = print_module(&m);
/// assert!(canonical.starts_with("surface @buf : untyped\n\nfunc @k(%off: vec<8 x i32>) {\n"));
/// assert_eq!(parse_module(&canonical).unwrap(), m);
///
/// let err = parse_module("func @k() {\nentry:\n  %v = gathr @buf[%o] align 4 : vec<8 x i32>\n}\n")
///     .unwrap_err();
/// assert_eq!(err.to_string(), "unknown op `gathr` (did you mean `gather`?)");
/// assert_eq!((err.loc.line, err.loc.col), (3, 8));
/// ```
pub fn parse_module(src: &str) -> Result<Module, ParseError> {
    parse_module_with(src, &ParseOptions::default())
}

/// What the parser accepts beyond the grammar.
#[derive(Clone, Copy, Debug, Default)]
pub struct ParseOptions<'a> {
    /// The names a `target "..."` line may give; `None` accepts any. The IR has no target
    /// table, so the caller passes one (the command line passes every target it knows, so a
    /// misspelt target is an error at its line, not a surprise later).
    pub targets: Option<&'a [&'a str]>,
}

/// [`parse_module`] with options. A leading UTF-8 byte-order mark is skipped (by
/// [`parse_module`] too); columns on the first line do not count it.
pub fn parse_module_with(src: &str, opts: &ParseOptions) -> Result<Module, ParseError> {
    let src = src.strip_prefix('\u{feff}').unwrap_or(src);
    let toks = lex(src)?;
    let mut p = Parser::new(toks);
    p.targets = opts
        .targets
        .map(|t| t.iter().map(|s| s.to_string()).collect());
    p.module()
}

// ---------------------------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
enum Tok {
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
struct Token {
    tok: Tok,
    /// The source text, for messages.
    text: String,
    /// Position of the first character.
    loc: Loc,
    /// Position just after the last character.
    end: Loc,
}

impl Token {
    fn describe(&self) -> String {
        match &self.tok {
            Tok::Eof => "the end of the input".into(),
            Tok::Str(_) => format!("the string {}", self.text),
            _ => format!("`{}`", self.text),
        }
    }
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '.'
}

fn is_ident_continue(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

struct Lexer {
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

fn lex(src: &str) -> PResult<Vec<Token>> {
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

// ---------------------------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------------------------

/// Every mnemonic the parser accepts, for "unknown op" messages.
const OPS: &[&str] = crate::ir::MNEMONICS;

/// The predicates `fcmp` takes, for "expected" lists.
const FCMP_PREDS: &str = "`oeq`, `ogt`, `oge`, `olt`, `ole`, `one`, `ord`, `ueq`, `ugt`, `uge`, \
     `ult`, `ule`, `une` or `uno`";

const TYPE_EXPECTED: &str =
    "a type: `i8`, `i16`, `i32`, `i64`, `f16`, `f32`, `f64`, `vec<N x T>`, `vec<N x C x T>` or `mask<N>`";

/// A literal of a constant, before the result type says whether it is an int or a float.
#[derive(Clone, Copy, Debug)]
enum Lit {
    Int { neg: bool, mag: u64 },
    Float(f64),
}

/// A per-function name slot: a value or block name, its definition and where it was written
/// (once seen), and its first use (for "use of undefined ..." errors).
#[derive(Debug)]
struct Slot<T> {
    def: Option<(T, Loc)>,
    first_use: Option<Loc>,
}

#[derive(Debug)]
struct Slots<T> {
    by_name: HashMap<String, usize>,
    names: Vec<String>,
    slots: Vec<Slot<T>>,
}

impl<T: Copy> Slots<T> {
    fn new() -> Self {
        Slots {
            by_name: HashMap::new(),
            names: Vec::new(),
            slots: Vec::new(),
        }
    }

    fn slot(&mut self, name: &str) -> usize {
        if let Some(&i) = self.by_name.get(name) {
            return i;
        }
        let i = self.slots.len();
        self.by_name.insert(name.to_string(), i);
        self.names.push(name.to_string());
        self.slots.push(Slot {
            def: None,
            first_use: None,
        });
        i
    }

    fn use_at(&mut self, name: &str, loc: Loc) -> usize {
        let i = self.slot(name);
        if let Some(s) = self.slots.get_mut(i) {
            s.first_use.get_or_insert(loc);
        }
        i
    }

    /// Where `name` was defined, if it was.
    fn defined_at(&self, name: &str) -> Option<Loc> {
        self.by_name
            .get(name)
            .and_then(|&i| self.slots.get(i))
            .and_then(|s| s.def.map(|(_, loc)| loc))
    }

    fn define(&mut self, name: &str, def: T, loc: Loc) {
        let i = self.slot(name);
        if let Some(s) = self.slots.get_mut(i) {
            s.def = Some((def, loc));
        }
    }

    /// The earliest use of a name that was never defined.
    fn first_undefined(&self) -> Option<(Loc, &str)> {
        self.slots
            .iter()
            .zip(&self.names)
            .filter(|(s, _)| s.def.is_none())
            .filter_map(|(s, n)| s.first_use.map(|l| (l, n.as_str())))
            .min()
    }

    fn resolve(&self, slot: u32) -> Option<T> {
        self.slots
            .get(slot as usize)
            .and_then(|s| s.def.map(|(d, _)| d))
    }
}

struct FuncState {
    func: Function,
    values: Slots<Value>,
    blocks: Slots<Block>,
    current: Option<Block>,
    /// Where each operand of the instruction being parsed was written.
    operand_locs: SmallVec<[Loc; 8]>,
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    eof: Token,
    /// Surface name → index in declaration order (from the prescan).
    surface_index: HashMap<String, u32>,
    /// Every surface reference made, checked against the declarations at the end.
    surface_uses: Vec<(SurfaceRef, String, Loc)>,
    /// The target names accepted ([`ParseOptions::targets`]).
    targets: Option<Vec<String>>,
}

impl Parser {
    fn new(toks: Vec<Token>) -> Parser {
        let eof = toks.last().cloned().unwrap_or(Token {
            tok: Tok::Eof,
            text: String::new(),
            loc: Loc::new(1, 1),
            end: Loc::new(1, 1),
        });
        // Prescan: `surface @name` at brace depth 0, numbered in order of first appearance.
        let mut surface_index = HashMap::new();
        let mut depth = 0i64;
        for w in toks.windows(2) {
            match (&w[0].tok, &w[1].tok) {
                (Tok::Punct('{'), _) => depth += 1,
                (Tok::Punct('}'), _) => depth -= 1,
                (Tok::Ident(kw), Tok::Global(name)) if depth == 0 && kw == "surface" => {
                    let next = surface_index.len() as u32;
                    surface_index.entry(name.clone()).or_insert(next);
                }
                _ => {}
            }
        }
        Parser {
            toks,
            pos: 0,
            eof,
            surface_index,
            surface_uses: Vec::new(),
            targets: None,
        }
    }

    // --- token access ---------------------------------------------------------------------

    fn peek(&self) -> &Token {
        self.toks.get(self.pos).unwrap_or(&self.eof)
    }

    fn peek2(&self) -> &Token {
        self.toks.get(self.pos + 1).unwrap_or(&self.eof)
    }

    fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn at_punct(&self, c: char) -> bool {
        self.peek().tok == Tok::Punct(c)
    }

    fn at_ident(&self, kw: &str) -> bool {
        matches!(&self.peek().tok, Tok::Ident(s) if s == kw)
    }

    fn eat_punct(&mut self, c: char) -> bool {
        if self.at_punct(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_ident(&mut self, kw: &str) -> bool {
        if self.at_ident(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Where to report "expected ..." when the current token is wrong: at the token, unless it
    /// is on a later line than the previous token (then just after the previous token, where
    /// the missing text belongs).
    fn error_loc(&self) -> Loc {
        let cur = self.peek();
        match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some(prev) if prev.end.line < cur.loc.line => prev.end,
            _ => cur.loc,
        }
    }

    /// "expected {what}, found {token}".
    fn unexpected(&self, what: &str, expected: &str) -> ParseError {
        ParseError::new(
            self.error_loc(),
            format!("expected {what}, found {}", self.peek().describe()),
        )
        .expecting(expected)
    }

    fn expect_punct(&mut self, c: char, what: &str) -> PResult<Loc> {
        if self.at_punct(c) {
            Ok(self.bump().loc)
        } else {
            Err(self.unexpected(what, &format!("`{c}`")))
        }
    }

    fn expect_ident_kw(&mut self, kw: &str, what: &str) -> PResult<()> {
        if self.eat_ident(kw) {
            Ok(())
        } else {
            Err(self.unexpected(what, &format!("`{kw}`")))
        }
    }

    fn expect_ident(&mut self, what: &str, expected: &str) -> PResult<(String, Loc)> {
        match &self.peek().tok {
            Tok::Ident(s) => {
                let s = s.clone();
                Ok((s, self.bump().loc))
            }
            _ => Err(self.unexpected(what, expected)),
        }
    }

    fn expect_global(&mut self, what: &str) -> PResult<(String, Loc)> {
        match &self.peek().tok {
            Tok::Global(s) => {
                let s = s.clone();
                Ok((s, self.bump().loc))
            }
            _ => Err(self.unexpected(what, "`@` and a name")),
        }
    }

    /// A non-negative integer that fits `max`.
    fn expect_uint(&mut self, what: &str, max: u64) -> PResult<(u64, Loc)> {
        let t = self.peek().clone();
        match t.tok {
            Tok::Int { neg, mag } => {
                if mag > max || (neg && mag != 0) {
                    return Err(ParseError::new(
                        t.loc,
                        format!("{what} `{}` is out of range", t.text),
                    )
                    .expecting(format!("an integer in 0..={max}")));
                }
                self.bump();
                Ok((mag, t.loc))
            }
            _ => Err(self.unexpected(what, "an integer")),
        }
    }

    // --- module ---------------------------------------------------------------------------

    fn module(&mut self) -> PResult<Module> {
        let mut m = Module::new();
        let mut first_item = true;
        let mut surface_locs: HashMap<String, Loc> = HashMap::new();
        let mut func_locs: HashMap<String, Loc> = HashMap::new();
        loop {
            let t = self.peek().clone();
            match &t.tok {
                Tok::Eof => break,
                Tok::Ident(kw) if kw == "target" => {
                    if !first_item {
                        return Err(ParseError::new(
                            t.loc,
                            "`target` must be the first item of the module",
                        )
                        .expecting("`surface` or `func`"));
                    }
                    self.bump();
                    match &self.peek().tok {
                        Tok::Str(s) => {
                            if let Some(known) = &self.targets {
                                if !known.contains(s) {
                                    return Err(self.unknown_target(s, known));
                                }
                            }
                            m.target = Some(s.clone());
                            self.bump();
                        }
                        _ => {
                            return Err(self.unexpected(
                                "the target name as a string after `target`",
                                "a string such as `\"dg2\"`",
                            ))
                        }
                    }
                }
                Tok::Ident(kw) if kw == "surface" => {
                    self.bump();
                    let (name, _) = self.expect_global("the surface name after `surface`")?;
                    if let Some(prev) = surface_locs.get(&name) {
                        return Err(ParseError::new(
                            t.loc,
                            format!("redefinition of surface `@{name}` (first declared at {prev})"),
                        )
                        .expecting("a surface name not declared before"));
                    }
                    self.expect_punct(':', "`:` and the surface kind after the surface name")?;
                    let kind = self.surface_kind()?;
                    surface_locs.insert(name.clone(), t.loc);
                    m.surfaces.push(Surface {
                        name,
                        kind,
                        loc: t.loc,
                    });
                }
                Tok::Ident(kw) if kw == "func" => {
                    let f = self.function()?;
                    if let Some(prev) = func_locs.get(&f.name) {
                        return Err(ParseError::new(
                            f.loc,
                            format!(
                                "redefinition of function `@{}` (first defined at {prev})",
                                f.name
                            ),
                        )
                        .expecting("a function name not defined before"));
                    }
                    func_locs.insert(f.name.clone(), f.loc);
                    m.functions.push(f);
                }
                _ => {
                    return Err(ParseError::new(
                        t.loc,
                        format!(
                            "expected `target`, `surface` or `func`, found {}",
                            t.describe()
                        ),
                    )
                    .expecting("`target`, `surface` or `func`"))
                }
            }
            first_item = false;
        }
        // The prescan and the declarations agree on well-formed input; check it anyway, so no
        // surface reference can ever dangle.
        for (r, name, loc) in &self.surface_uses {
            if m.surfaces.get(r.index()).map(|s| &s.name) != Some(name) {
                return Err(
                    ParseError::new(*loc, format!("use of undefined surface `@{name}`"))
                        .expecting("a surface declared at module level"),
                );
            }
        }
        Ok(m)
    }

    /// `target "gfx9"` with a name not in `known`, at the string.
    fn unknown_target(&self, name: &str, known: &[String]) -> ParseError {
        let names: Vec<&str> = known.iter().map(String::as_str).collect();
        let hint = closest(name, &names)
            .map(|s| format!(" (did you mean `{s}`?)"))
            .unwrap_or_default();
        ParseError::new(self.peek().loc, format!("unknown target `{name}`{hint}"))
            .expecting(format!("one of: {}", names.join(", ")))
    }

    fn surface_kind(&mut self) -> PResult<SurfaceKind> {
        const KINDS: &str =
            "`untyped`, `slm`, `stateless`, `image1d<..>`, `image2d<..>` or `image3d<..>`";
        let (kw, loc) = self.expect_ident("a surface kind", KINDS)?;
        let dim = match kw.as_str() {
            "untyped" => return Ok(SurfaceKind::Untyped),
            "slm" => return Ok(SurfaceKind::Slm),
            "stateless" => return Ok(SurfaceKind::Stateless),
            "image1d" => ImageDim::D1,
            "image2d" => ImageDim::D2,
            "image3d" => ImageDim::D3,
            _ => {
                return Err(
                    ParseError::new(loc, format!("unknown surface kind `{kw}`")).expecting(KINDS)
                )
            }
        };
        self.expect_punct('<', "`<` and the image's channels after the image kind")?;
        let channels = self.channel_mask("the image's channels")?;
        self.expect_punct(',', "`,` and the element type after the image's channels")?;
        let elem = self.scalar_type("the image's element type")?;
        self.expect_punct('>', "`>` after the image's element type")?;
        Ok(SurfaceKind::Image {
            dim,
            channels,
            elem,
        })
    }

    fn channel_mask(&mut self, what: &str) -> PResult<ChannelMask> {
        const CH: &str = "channel letters `r`, `g`, `b`, `a` in that order, e.g. `rgba` or `ga`";
        let (s, loc) = self.expect_ident(what, CH)?;
        ChannelMask::from_name(&s)
            .ok_or_else(|| ParseError::new(loc, format!("invalid channel set `{s}`")).expecting(CH))
    }

    fn scalar_type(&mut self, what: &str) -> PResult<ScalarType> {
        const SCALARS: &str = "`i8`, `i16`, `i32`, `i64`, `f16`, `f32` or `f64`";
        let (s, loc) = self.expect_ident(what, SCALARS)?;
        ScalarType::from_name(&s).ok_or_else(|| {
            ParseError::new(loc, format!("unknown element type `{s}`")).expecting(SCALARS)
        })
    }

    fn ty(&mut self, what: &str) -> PResult<Type> {
        let (kw, loc) = self.expect_ident(what, TYPE_EXPECTED)?;
        if let Some(s) = ScalarType::from_name(&kw) {
            return Ok(Type::Scalar(s));
        }
        match kw.as_str() {
            "vec" => {
                self.expect_punct('<', "`<` after `vec`")?;
                let lanes = self.lane_count()?;
                self.expect_ident_kw("x", "`x` after the lane count")?;
                let chans = if matches!(self.peek().tok, Tok::Int { .. }) {
                    let (c, cloc) = self.expect_uint("a channel count", u64::from(u32::MAX))?;
                    if !(1..=4).contains(&c) {
                        return Err(ParseError::new(
                            cloc,
                            format!("channel count {c} is out of range"),
                        )
                        .expecting("1, 2, 3 or 4 channels"));
                    }
                    self.expect_ident_kw("x", "`x` after the channel count")?;
                    c as u8
                } else {
                    1
                };
                let elem = self.scalar_type("the element type of the vector")?;
                self.expect_punct('>', "`>` to close the vector type")?;
                Ok(Type::chan_vec(lanes, chans, elem))
            }
            "mask" => {
                self.expect_punct('<', "`<` after `mask`")?;
                let lanes = self.lane_count()?;
                self.expect_punct('>', "`>` to close the mask type")?;
                Ok(Type::mask(lanes))
            }
            _ => Err(ParseError::new(loc, format!("unknown type `{kw}`")).expecting(TYPE_EXPECTED)),
        }
    }

    fn lane_count(&mut self) -> PResult<u32> {
        let (n, loc) = self.expect_uint("a lane count", u64::from(u32::MAX))?;
        if n == 0 || n > u64::from(MAX_LANES) {
            return Err(
                ParseError::new(loc, format!("lane count {n} is out of range"))
                    .expecting(format!("a lane count in 1..={MAX_LANES}")),
            );
        }
        Ok(n as u32)
    }

    // --- functions ------------------------------------------------------------------------

    fn function(&mut self) -> PResult<Function> {
        let func_loc = self.bump().loc; // `func`
        let (name, _) = self.expect_global("the function name after `func`")?;
        self.expect_punct('(', "`(` and the parameters after the function name")?;
        let mut params = Vec::new();
        if !self.at_punct(')') {
            loop {
                params.push(self.param_decl()?);
                if !self.eat_punct(',') {
                    break;
                }
            }
        }
        self.expect_punct(')', "`,` or `)` after a parameter")?;
        self.expect_punct('{', "`{` to open the function body")?;
        let mut st = FuncState {
            func: Function::new(name.clone()),
            values: Slots::new(),
            blocks: Slots::new(),
            current: None,
            operand_locs: SmallVec::new(),
        };
        st.func.loc = func_loc;
        let mut entry_params = Some(params);
        loop {
            let t = self.peek().clone();
            match &t.tok {
                Tok::Punct('}') => {
                    if let Some(ps) = &entry_params {
                        if !ps.is_empty() {
                            return Err(ParseError::new(
                                t.loc,
                                format!("function `@{name}` has parameters but no entry block"),
                            )
                            .expecting("a block label such as `entry:`"));
                        }
                    }
                    self.bump();
                    break;
                }
                Tok::Eof => {
                    return Err(ParseError::new(
                        t.loc,
                        format!("the input ends inside function `@{name}`"),
                    )
                    .expecting("`}` to close the function"))
                }
                Tok::Ident(_) if matches!(self.peek2().tok, Tok::Punct(':') | Tok::Punct('(')) => {
                    self.label(&mut st, entry_params.take())?;
                }
                _ => {
                    let Some(block) = st.current else {
                        return Err(ParseError::new(
                            t.loc,
                            format!(
                                "expected a block label before the first instruction, found {}",
                                t.describe()
                            ),
                        )
                        .expecting("a label such as `entry:`"));
                    };
                    let inst = self.instruction(&mut st)?;
                    st.func.append_inst(block, inst);
                }
            }
        }
        resolve_function(st)
    }

    fn param_decl(&mut self) -> PResult<(String, Type, Loc)> {
        let t = self.peek().clone();
        let Tok::Value(name) = t.tok else {
            return Err(self.unexpected("a parameter `%name: type`", "`%` and a name"));
        };
        self.bump();
        self.expect_punct(':', "`:` and the parameter's type after its name")?;
        let ty = self.ty("the parameter's type")?;
        Ok((name, ty, t.loc))
    }

    /// `name:` or `name(%p: T, ...):`. `entry_params` is `Some` for the first block.
    fn label(
        &mut self,
        st: &mut FuncState,
        entry_params: Option<Vec<(String, Type, Loc)>>,
    ) -> PResult<()> {
        let (name, loc) = self.expect_ident("a block label", "a block name")?;
        let mut params = Vec::new();
        if self.at_punct('(') {
            if entry_params.is_some() {
                return Err(ParseError::new(
                    self.peek().loc,
                    format!(
                        "the entry block `{name}` cannot have parameters: it takes the \
                         function's parameters"
                    ),
                )
                .expecting("`:` after the entry block's name"));
            }
            self.bump();
            if !self.at_punct(')') {
                loop {
                    params.push(self.param_decl()?);
                    if !self.eat_punct(',') {
                        break;
                    }
                }
            }
            self.expect_punct(')', "`,` or `)` after a block parameter")?;
        }
        self.expect_punct(':', "`:` after the block label")?;
        if let Some(prev) = st.blocks.defined_at(&name) {
            return Err(ParseError::new(
                loc,
                format!("redefinition of block `{name}` (first defined at {prev})"),
            )
            .expecting("a block name not used before in this function"));
        }
        let block = st.func.add_block(name.clone());
        st.func.block_mut(block).loc = loc;
        st.blocks.define(&name, block, loc);
        for (pname, ty, ploc) in entry_params.unwrap_or_default().into_iter().chain(params) {
            define_check(st, &pname, ploc)?;
            let v = st.func.add_block_param(block, ty, value_name(&pname));
            st.values.define(&pname, v, ploc);
        }
        st.current = Some(block);
        Ok(())
    }

    // --- instructions ---------------------------------------------------------------------

    fn operand(&mut self, st: &mut FuncState, what: &str) -> PResult<Value> {
        let t = self.peek().clone();
        match t.tok {
            Tok::Value(name) => {
                self.bump();
                st.operand_locs.push(t.loc);
                Ok(Value(st.values.use_at(&name, t.loc) as u32))
            }
            _ => Err(self.unexpected(what, "`%` and a value name")),
        }
    }

    /// One or more operands separated by commas.
    fn operand_list(&mut self, st: &mut FuncState, what: &str) -> PResult<SmallVec<[Value; 4]>> {
        let mut out = SmallVec::new();
        loop {
            out.push(self.operand(st, what)?);
            if !self.eat_punct(',') {
                return Ok(out);
            }
        }
    }

    fn block_call(&mut self, st: &mut FuncState, what: &str) -> PResult<BlockCall> {
        let (name, loc) =
            self.expect_ident(what, "a block name, with `(%args)` if it has parameters")?;
        let slot = st.blocks.use_at(&name, loc);
        let mut args = SmallVec::new();
        if self.eat_punct('(') {
            if !self.at_punct(')') {
                args = self.operand_list(st, "a block argument")?;
            }
            self.expect_punct(')', "`,` or `)` after a block argument")?;
        }
        Ok(BlockCall {
            block: Block(slot as u32),
            args,
        })
    }

    fn surface_ref(&mut self) -> PResult<SurfaceRef> {
        let (name, loc) = self.expect_global("the surface (`@name`) the op accesses")?;
        match self.surface_index.get(&name) {
            Some(&i) => {
                let r = SurfaceRef(i);
                self.surface_uses.push((r, name, loc));
                Ok(r)
            }
            None => Err(
                ParseError::new(loc, format!("use of undefined surface `@{name}`"))
                    .expecting("a surface declared at module level with `surface @name : kind`"),
            ),
        }
    }

    /// `@s[%off]` or `@s[%base + %off]`.
    fn address(&mut self, st: &mut FuncState) -> PResult<Address> {
        let surface = self.surface_ref()?;
        self.expect_punct('[', "`[` and the offsets after the surface")?;
        let first = self.operand(st, "the offsets (or `%base + %offsets`)")?;
        let (base, offsets) = if self.eat_punct('+') {
            (Some(first), self.operand(st, "the offsets after `+`")?)
        } else {
            (None, first)
        };
        self.expect_punct(']', "`]` (or `+ %offsets`) after the address")?;
        Ok(Address {
            surface,
            base,
            offsets,
        })
    }

    /// `[%u, %v] lod %l` of an image access.
    fn image_coords(&mut self, st: &mut FuncState) -> PResult<ImageCoords> {
        self.expect_punct('[', "`[` and the coordinates after the image")?;
        let uvr = self.operand_list(st, "a coordinate")?;
        self.expect_punct(']', "`,` or `]` after a coordinate")?;
        let lod = if self.eat_ident("lod") {
            Some(self.operand(st, "the level of detail after `lod`")?)
        } else {
            None
        };
        Ok(ImageCoords {
            uvr: uvr.into_iter().collect(),
            lod,
        })
    }

    fn opt_mask(&mut self, st: &mut FuncState) -> PResult<Option<Value>> {
        if self.eat_ident("mask") {
            Ok(Some(self.operand(st, "the mask after `mask`")?))
        } else {
            Ok(None)
        }
    }

    fn align(&mut self, had_mask: bool) -> PResult<u32> {
        if !self.at_ident("align") {
            let expected = if had_mask {
                "`align`"
            } else {
                "`mask` or `align`"
            };
            return Err(self.unexpected("`align` and the alignment in bytes", expected));
        }
        self.bump();
        let (a, _) = self.expect_uint("the alignment in bytes", u64::from(u32::MAX))?;
        Ok(a as u32)
    }

    fn opt_via(&mut self) -> PResult<Option<MsgChoice>> {
        if !self.eat_ident("via") {
            return Ok(None);
        }
        const MSGS: &str = "`gather_scaled.B`, `scatter_scaled.B`, `scatter4_scaled.<channels>`, \
                            `qw_scatter.1` or `gather4_typed.<channels>`";
        let (s, loc) = self.expect_ident("the message after `via`", MSGS)?;
        let (mn, suffix) = s.split_once('.').unwrap_or((s.as_str(), ""));
        let Some(msg) = Message::from_mnemonic(mn) else {
            return Err(ParseError::new(loc, format!("unknown message `{mn}`")).expecting(MSGS));
        };
        if msg.has_channels() {
            match ChannelMask::from_name(suffix) {
                Some(ch) => Ok(Some(MsgChoice::channels(msg, ch))),
                None => Err(ParseError::new(
                    loc,
                    format!("`{mn}` needs a channel mask suffix, found `.{suffix}`"),
                )
                .expecting(format!("`{mn}.` and channel letters, e.g. `{mn}.rgba`"))),
            }
        } else {
            match suffix.parse::<u8>() {
                Ok(b) if suffix.chars().all(|c| c.is_ascii_digit()) => {
                    Ok(Some(MsgChoice::blocks(msg, b)))
                }
                _ => Err(ParseError::new(
                    loc,
                    format!("`{mn}` needs a block count suffix, found `.{suffix}`"),
                )
                .expecting(format!("`{mn}.` and a block count, e.g. `{mn}.4`"))),
            }
        }
    }

    /// The literals of a `const`: one, or a bracketed list.
    fn const_lits(&mut self) -> PResult<Vec<(Lit, Loc, String)>> {
        let mut out = Vec::new();
        if self.eat_punct('[') {
            if self.eat_punct(']') {
                return Ok(out);
            }
            loop {
                out.push(self.lit()?);
                if !self.eat_punct(',') {
                    break;
                }
            }
            self.expect_punct(']', "`,` or `]` after a constant element")?;
        } else {
            out.push(self.lit()?);
        }
        Ok(out)
    }

    fn lit(&mut self) -> PResult<(Lit, Loc, String)> {
        let t = self.peek().clone();
        let lit =
            match &t.tok {
                Tok::Int { neg, mag } => Lit::Int {
                    neg: *neg,
                    mag: *mag,
                },
                Tok::Float(x) => Lit::Float(*x),
                Tok::Ident(s) if s == "nan" => Lit::Float(f64::NAN),
                Tok::Ident(s) if s == "inf" => Lit::Float(f64::INFINITY),
                _ => return Err(self.unexpected(
                    "a constant",
                    "a number (`4`, `-1`, `0x1f`, `1.5`, `nan`, `inf`, `-inf`) or `[` and a list",
                )),
            };
        self.bump();
        Ok((lit, t.loc, t.text))
    }

    fn const_value(lits: Vec<(Lit, Loc, String)>, ty: Type) -> PResult<ConstValue> {
        let elem = ty.elem();
        if elem.is_some_and(|e| e.is_float()) {
            let xs = lits
                .into_iter()
                .map(|(l, _, _)| {
                    let x = match l {
                        Lit::Float(x) => x,
                        Lit::Int { neg: false, mag } => mag as f64,
                        Lit::Int { neg: true, mag } => -(mag as f64),
                    };
                    x.to_bits()
                })
                .collect();
            return Ok(ConstValue::Float(xs));
        }
        let mut xs = SmallVec::new();
        for (l, loc, text) in lits {
            let v = match l {
                Lit::Float(_) => {
                    return Err(ParseError::new(
                        loc,
                        format!("float literal `{text}` in a constant of type `{ty}`"),
                    )
                    .expecting("an integer literal (the type is not a float type)"))
                }
                Lit::Int { neg: true, mag } => 0i64.checked_sub_unsigned(mag).ok_or_else(|| {
                    ParseError::new(
                        loc,
                        format!("integer literal `{text}` does not fit in 64 bits"),
                    )
                    .expecting(format!(
                        "an integer in {}..={}",
                        i64::MIN,
                        u64::MAX
                    ))
                })?,
                Lit::Int { neg: false, mag } => match i64::try_from(mag) {
                    Ok(v) => v,
                    // Above i64::MAX only a 64-bit element can hold it (as an unsigned value).
                    Err(_) if elem == Some(ScalarType::I64) => mag as i64,
                    Err(_) => {
                        return Err(ParseError::new(
                            loc,
                            format!("integer literal `{text}` does not fit in `{ty}`"),
                        )
                        .expecting("an integer that fits the element type (signed or unsigned)"))
                    }
                },
            };
            xs.push(v);
        }
        Ok(ConstValue::Int(xs))
    }

    /// One instruction, `%r = op ... : T` or `op ...`.
    fn instruction(&mut self, st: &mut FuncState) -> PResult<Inst> {
        let first = self.peek().clone();
        let loc = first.loc;
        st.operand_locs.clear();
        let result_name = match &first.tok {
            Tok::Value(name) => {
                self.bump();
                self.expect_punct('=', "`=` and an op after the result name")?;
                Some(name.clone())
            }
            _ => None,
        };
        let op_tok = self.peek().clone();
        let op = match &op_tok.tok {
            Tok::Ident(s) => s.clone(),
            _ => {
                let what = if result_name.is_some() {
                    "an op after `=`"
                } else {
                    "an instruction or a block label"
                };
                return Err(self.unexpected(what, "an op such as `gather`, `add` or `ret`"));
            }
        };
        if !OPS.contains(&op.as_str()) {
            let hint = closest(&op, OPS)
                .map(|s| format!(" (did you mean `{s}`?)"))
                .unwrap_or_default();
            return Err(
                ParseError::new(op_tok.loc, format!("unknown op `{op}`{hint}"))
                    .expecting(format!("one of {}", OPS.join(", "))),
            );
        }
        self.bump();
        let mut const_lits = None;
        let kind = match op.as_str() {
            "const" => {
                const_lits = Some(self.const_lits()?);
                InstKind::Const {
                    value: ConstValue::Int(SmallVec::new()),
                }
            }
            "splat" => InstKind::Splat {
                x: self.operand(st, "the scalar after `splat`")?,
            },
            "lane.index" => InstKind::LaneIndex,
            "undef" => InstKind::Undef,
            "cmp" => {
                const PREDS: &str =
                    "`eq`, `ne`, `ult`, `ule`, `ugt`, `uge`, `slt`, `sle`, `sgt` or `sge`";
                let (p, ploc) = self.expect_ident("a comparison predicate after `cmp`", PREDS)?;
                let Some(pred) = CmpPred::ALL.iter().copied().find(|c| c.name() == p) else {
                    return Err(
                        ParseError::new(ploc, format!("unknown predicate `{p}`")).expecting(PREDS)
                    );
                };
                let lhs = self.operand(st, "the left operand")?;
                self.expect_punct(',', "`,` and the right operand")?;
                let rhs = self.operand(st, "the right operand")?;
                InstKind::Cmp { pred, lhs, rhs }
            }
            "fcmp" => {
                let (p, ploc) = self.expect_ident("a predicate after `fcmp`", FCMP_PREDS)?;
                let Some(pred) = FCmpPred::ALL.iter().copied().find(|c| c.name() == p) else {
                    return Err(ParseError::new(ploc, format!("unknown predicate `{p}`"))
                        .expecting(FCMP_PREDS));
                };
                let lhs = self.operand(st, "the left operand")?;
                self.expect_punct(',', "`,` and the right operand")?;
                let rhs = self.operand(st, "the right operand")?;
                InstKind::FCmp { pred, lhs, rhs }
            }
            "fma" => {
                let a = self.operand(st, "the first factor after `fma`")?;
                self.expect_punct(',', "`,` and the second factor")?;
                let b = self.operand(st, "the second factor")?;
                self.expect_punct(',', "`,` and the addend")?;
                let c = self.operand(st, "the addend")?;
                InstKind::Fma { a, b, c }
            }
            "select" => {
                let cond = self.operand(st, "the condition after `select`")?;
                self.expect_punct(',', "`,` and the value chosen where the mask is set")?;
                let on_true = self.operand(st, "the value chosen where the mask is set")?;
                self.expect_punct(',', "`,` and the value chosen where the mask is clear")?;
                let on_false = self.operand(st, "the value chosen where the mask is clear")?;
                InstKind::Select {
                    cond,
                    on_true,
                    on_false,
                }
            }
            "extract" => {
                let src = self.operand(st, "the vector after `extract`")?;
                self.expect_punct('[', "`[` and the first lane")?;
                let (start, _) = self.expect_uint("the first lane", u64::from(u32::MAX))?;
                self.expect_punct(']', "`]` after the first lane")?;
                InstKind::Extract {
                    src,
                    start: start as u32,
                }
            }
            "insert" => {
                let dst = self.operand(st, "the vector after `insert`")?;
                self.expect_punct('[', "`[` and the first lane")?;
                let (start, _) = self.expect_uint("the first lane", u64::from(u32::MAX))?;
                self.expect_punct(']', "`]` after the first lane")?;
                self.expect_punct(',', "`,` and the inserted lanes")?;
                let src = self.operand(st, "the inserted lanes")?;
                InstKind::Insert {
                    dst,
                    src,
                    start: start as u32,
                }
            }
            "concat" => InstKind::Concat {
                parts: self.operand_list(st, "a part to concatenate")?,
            },
            "chan.extract" => {
                let src = self.operand(st, "the vector after `chan.extract`")?;
                self.expect_punct('[', "`[` and the channel index")?;
                let (chan, _) = self.expect_uint("the channel index", u64::from(u8::MAX))?;
                self.expect_punct(']', "`]` after the channel index")?;
                InstKind::ChanExtract {
                    src,
                    chan: chan as u8,
                }
            }
            "chan.pack" => InstKind::ChanPack {
                parts: self.operand_list(st, "a channel to pack")?,
            },
            "gather" => {
                let addr = self.address(st)?;
                let mask = self.opt_mask(st)?;
                let align = self.align(mask.is_some())?;
                let via = self.opt_via()?;
                InstKind::Gather {
                    addr,
                    mask,
                    align,
                    via,
                }
            }
            "scatter" => {
                let addr = self.address(st)?;
                self.expect_punct(',', "`,` and the data after the address")?;
                let data = self.operand(st, "the data to scatter")?;
                let mask = self.opt_mask(st)?;
                let align = self.align(mask.is_some())?;
                let via = self.opt_via()?;
                InstKind::Scatter {
                    addr,
                    data,
                    mask,
                    align,
                    via,
                }
            }
            "image.load" => {
                let surface = self.surface_ref()?;
                let coords = self.image_coords(st)?;
                let mask = self.opt_mask(st)?;
                self.expect_ident_kw("channels", "`channels` and the channels read")?;
                let channels = self.channel_mask("the channels read")?;
                let via = self.opt_via()?;
                InstKind::ImageLoad {
                    surface,
                    coords,
                    mask,
                    channels,
                    via,
                }
            }
            "image.store" => {
                let surface = self.surface_ref()?;
                let coords = self.image_coords(st)?;
                self.expect_punct(',', "`,` and the data after the coordinates")?;
                let data = self.operand(st, "the data to store")?;
                let mask = self.opt_mask(st)?;
                self.expect_ident_kw("channels", "`channels` and the channels written")?;
                let channels = self.channel_mask("the channels written")?;
                InstKind::ImageStore {
                    surface,
                    coords,
                    data,
                    mask,
                    channels,
                }
            }
            "sink" => InstKind::Sink {
                args: self.operand_list(st, "a value to keep live")?,
            },
            "br" => InstKind::Br {
                dest: self.block_call(st, "the destination block after `br`")?,
            },
            "cond_br" => {
                let cond = self.operand(st, "the condition after `cond_br`")?;
                self.expect_punct(',', "`,` and the block taken when the condition is set")?;
                let then_dest = self.block_call(st, "the block taken when the condition is set")?;
                self.expect_punct(',', "`,` and the block taken when the condition is clear")?;
                let else_dest =
                    self.block_call(st, "the block taken when the condition is clear")?;
                InstKind::CondBr {
                    cond,
                    then_dest,
                    else_dest,
                }
            }
            "ret" => InstKind::Ret,
            _ => {
                if let Some(op) = BinOp::ALL.iter().copied().find(|b| b.name() == op) {
                    let lhs = self.operand(st, "the left operand")?;
                    self.expect_punct(',', "`,` and the right operand")?;
                    let rhs = self.operand(st, "the right operand")?;
                    InstKind::Binary { op, lhs, rhs }
                } else if let Some(op) = CastOp::ALL.iter().copied().find(|c| c.name() == op) {
                    InstKind::Cast {
                        op,
                        x: self.operand(st, "the value to convert")?,
                    }
                } else {
                    // Unreachable on the OPS list above; reported rather than assumed.
                    return Err(ParseError::new(op_tok.loc, format!("unknown op `{op}`")));
                }
            }
        };
        let (kind, ty) = match (kind.has_result(), &result_name) {
            (true, Some(_)) => {
                self.expect_punct(':', "`:` and the result type after the operands")?;
                let ty = self.ty("the result type")?;
                let kind = match const_lits {
                    Some(lits) => InstKind::Const {
                        value: Self::const_value(lits, ty)?,
                    },
                    None => kind,
                };
                (kind, Some(ty))
            }
            (true, None) => {
                return Err(ParseError::new(
                    loc,
                    format!("`{op}` produces a result: write `%name = {op} ...`"),
                )
                .expecting(format!("`%name = {op} ... : type`")))
            }
            (false, Some(_)) => {
                return Err(ParseError::new(
                    loc,
                    format!("`{op}` has no result: write it without `%name =`"),
                )
                .expecting(format!("`{op} ...`")))
            }
            (false, None) => (kind, None),
        };
        if let Some(name) = &result_name {
            define_check(st, name, loc)?;
        }
        let inst = st
            .func
            .create_inst(kind, ty, result_name.as_deref().and_then(value_name), loc);
        st.func.inst_mut(inst).operand_cols = st
            .operand_locs
            .iter()
            .map(|l| match u16::try_from(l.col) {
                Ok(col) if l.line == loc.line => col,
                _ => 0,
            })
            .collect();
        if let (Some(name), Some(v)) = (result_name, st.func.result(inst)) {
            st.values.define(&name, v, loc);
        }
        Ok(inst)
    }
}

/// `Some(name)` for a user name, `None` for an anonymous `%<digits>`.
fn value_name(text: &str) -> Option<String> {
    if text.chars().all(|c| c.is_ascii_digit()) {
        None
    } else {
        Some(text.to_string())
    }
}

/// Errors if `%name` is already defined in this function.
fn define_check(st: &FuncState, name: &str, loc: Loc) -> PResult<()> {
    match st.values.defined_at(name) {
        Some(prev) => Err(ParseError::new(
            loc,
            format!("redefinition of value `%{name}` (first defined at {prev})"),
        )
        .expecting("a value name not defined before in this function")),
        None => Ok(()),
    }
}

/// Rewrites slot operands and branch targets to the real values and blocks, or reports the
/// first use of an undefined name.
fn resolve_function(st: FuncState) -> PResult<Function> {
    let undef_value = st.values.first_undefined().map(|(loc, n)| {
        ParseError::new(loc, format!("use of undefined value `%{n}`"))
            .expecting("a value defined by a parameter or an instruction of this function")
    });
    let undef_block = st.blocks.first_undefined().map(|(loc, n)| {
        ParseError::new(loc, format!("use of undefined block `{n}`"))
            .expecting("a block label of this function")
    });
    match (undef_value, undef_block) {
        (Some(a), Some(b)) => return Err(if a.loc <= b.loc { a } else { b }),
        (Some(e), None) | (None, Some(e)) => return Err(e),
        (None, None) => {}
    }
    let FuncState {
        mut func,
        values,
        blocks,
        ..
    } = st;
    let mut dangling = false;
    for &b in &func.layout {
        for &i in &func.blocks[b.index()].insts {
            let kind = &mut func.insts[i.index()].kind;
            kind.for_each_operand_mut(|v| match values.resolve(v.0) {
                Some(real) => *v = real,
                None => dangling = true,
            });
            for call in kind.block_calls_mut() {
                match blocks.resolve(call.block.0) {
                    Some(real) => call.block = real,
                    None => dangling = true,
                }
            }
        }
    }
    if dangling {
        // Every used slot was checked above; this is a guard, not an expected path.
        return Err(ParseError::new(func.loc, "internal error: unresolved name"));
    }
    Ok(func)
}

/// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
fn closest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let w: Vec<char> = word.chars().collect();
    if w.len() > 32 {
        return None;
    }
    candidates
        .iter()
        .map(|c| (edit_distance(&w, c), *c))
        .filter(|&(d, c)| d <= 2 && d < c.len())
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

fn edit_distance(a: &[char], b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev.get(j).copied().unwrap_or(0) + usize::from(ca != cb);
            let del = prev.get(j + 1).copied().unwrap_or(0) + 1;
            let ins = cur.get(j).copied().unwrap_or(0) + 1;
            cur.push(sub.min(del).min(ins));
        }
        prev = cur;
    }
    prev.last().copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(src: &str) -> ParseError {
        match parse_module(src) {
            Ok(m) => panic!("expected an error, parsed:\n{m}"),
            Err(e) => e,
        }
    }

    const HEAD: &str = "surface @buf : untyped\nfunc @k(%off: vec<8 x i32>) {\nentry:\n";

    #[test]
    fn locations_of_items() {
        let m = parse_module(
            "target \"dg2\"\n  surface @buf : untyped\nfunc @k(%off: vec<8 x i32>) {\nentry:\n  %v = gather @buf[%off] align 4 : vec<8 x f32>\n\tsink %v\n  br next(%v)\nnext(%w: vec<8 x f32>):\n  ret\n}\n",
        )
        .unwrap();
        assert_eq!(m.target.as_deref(), Some("dg2"));
        assert_eq!(m.surfaces[0].loc, Loc::new(2, 3));
        let f = &m.functions[0];
        assert_eq!(f.loc, Loc::new(3, 1));
        let entry = f.layout[0];
        assert_eq!(f.block(entry).loc, Loc::new(4, 1));
        let locs: Vec<Loc> = f
            .block(entry)
            .insts
            .iter()
            .map(|&i| f.inst(i).loc)
            .collect();
        assert_eq!(locs, [Loc::new(5, 3), Loc::new(6, 2), Loc::new(7, 3)]);
        assert_eq!(f.block(f.layout[1]).loc, Loc::new(8, 1));
        assert_eq!(f.value_name(f.block(f.layout[1]).params[0]), Some("w"));
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let e = err("target \"é€\" $\n");
        assert_eq!(e.loc, Loc::new(1, 13));
        assert!(e.message.contains("unexpected character"), "{e}");
    }

    #[test]
    fn forward_references_resolve() {
        let src = "func @k(%c: mask<1>) {\nentry:\n  br head(%c)\nhead(%x: mask<1>):\n  cond_br %x, body, exit\nbody:\n  %y = xor %x, %one : mask<1>\n  br head(%y)\nexit:\n  ret\nlate:\n  %one = const 1 : mask<1>\n  ret\n}\n";
        let m = parse_module(src).unwrap();
        let f = &m.functions[0];
        let body = f.layout[2];
        let xor = f.block(body).insts[0];
        let InstKind::Binary { rhs, .. } = f.inst(xor).kind else {
            panic!()
        };
        assert_eq!(f.value_name(rhs), Some("one"));
        assert_eq!(f.def_inst(rhs), Some(f.block(f.layout[4]).insts[0]));
        assert_eq!(crate::print::print_module(&m), src);
    }

    #[test]
    fn anonymous_and_named_values() {
        let m = parse_module(
            "func @k(%a: i32) {\nentry:\n  %7 = add %a, %a : i32\n  %b.c_1 = add %7, %7 : i32\n  sink %b.c_1\n  ret\n}\n",
        )
        .unwrap();
        let f = &m.functions[0];
        let names: Vec<Option<&str>> = (0..f.values.len())
            .map(|i| f.value_name(Value(i as u32)))
            .collect();
        assert_eq!(names, [Some("a"), None, Some("b.c_1")]);
    }

    #[test]
    fn undefined_and_redefined_names() {
        let e = err(&format!("{HEAD}  sink %nope\n  ret\n}}\n"));
        assert_eq!(e.message, "use of undefined value `%nope`");
        assert_eq!(e.loc, Loc::new(4, 8));
        let e = err(&format!("{HEAD}  br nowhere\n}}\n"));
        assert_eq!(e.message, "use of undefined block `nowhere`");
        assert_eq!(e.loc, Loc::new(4, 6));
        let e = err(&format!("{HEAD}  %off = const 1 : i32\n  ret\n}}\n"));
        assert!(e.message.starts_with("redefinition of value `%off`"), "{e}");
        assert_eq!(e.loc, Loc::new(4, 3));
        let e = err(&format!("{HEAD}  ret\nentry:\n  ret\n}}\n"));
        assert!(
            e.message.starts_with("redefinition of block `entry`"),
            "{e}"
        );
        assert_eq!(e.loc, Loc::new(5, 1));
        let e =
            err("func @k() {\nentry:\n  %v = gather @nobuf[%o] align 4 : vec<8 x i32>\n  ret\n}\n");
        assert_eq!(e.message, "use of undefined surface `@nobuf`");
        assert_eq!(e.loc, Loc::new(3, 15));
        let e = err("surface @a : slm\nsurface @a : untyped\n");
        assert!(e.message.starts_with("redefinition of surface `@a`"), "{e}");
        let e = err("func @f() {\n}\nfunc @f() {\n}\n");
        assert!(
            e.message.starts_with("redefinition of function `@f`"),
            "{e}"
        );
        assert_eq!(e.loc, Loc::new(3, 1));
    }

    #[test]
    fn earliest_undefined_name_is_reported() {
        let e = err("func @k() {\nentry:\n  sink %b\n  br x\nx:\n  sink %a\n  ret\n}\n");
        assert_eq!(e.message, "use of undefined value `%b`");
    }

    #[test]
    fn surfaces_may_be_declared_after_use() {
        let m = parse_module("func @k(%o: vec<8 x i32>) {\nentry:\n  %v = gather @late[%o] align 4 : vec<8 x i32>\n  ret\n}\nsurface @early : slm\nsurface @late : untyped\n").unwrap();
        let f = &m.functions[0];
        let g = f.block(f.layout[0]).insts[0];
        assert_eq!(f.inst(g).kind.surface(), Some(SurfaceRef(1)));
    }

    #[test]
    fn entry_block_params_are_rejected() {
        let e = err("func @k() {\nentry(%x: i32):\n  ret\n}\n");
        assert!(
            e.message
                .contains("entry block `entry` cannot have parameters"),
            "{e}"
        );
        assert_eq!(e.loc, Loc::new(2, 6));
        let e = err("func @k(%x: i32) {\n}\n");
        assert!(e.message.contains("no entry block"), "{e}");
    }

    #[test]
    fn missing_result_type_points_after_the_operands() {
        let e = err(&format!("{HEAD}  %a = add %off, %off\n  ret\n}}\n"));
        assert_eq!(
            e.message,
            "expected `:` and the result type after the operands, found `ret`"
        );
        assert_eq!(e.loc, Loc::new(4, 22));
        assert_eq!(e.expected.as_deref(), Some("`:`"));
    }

    #[test]
    fn unknown_op_suggests() {
        let e = err(&format!(
            "{HEAD}  %v = gathr @buf[%off] align 4 : vec<8 x i32>\n}}\n"
        ));
        assert_eq!(e.message, "unknown op `gathr` (did you mean `gather`?)");
        assert_eq!(e.loc, Loc::new(4, 8));
        assert!(e.expected.unwrap().contains("image.load"));
    }

    #[test]
    fn result_presence_is_checked() {
        let e = err(&format!("{HEAD}  add %off, %off : vec<8 x i32>\n}}\n"));
        assert!(e.message.contains("`add` produces a result"), "{e}");
        let e = err(&format!("{HEAD}  %x = ret\n}}\n"));
        assert!(e.message.contains("`ret` has no result"), "{e}");
    }

    #[test]
    fn numbers() {
        let m = parse_module("func @k() {\nentry:\n  %a = const [0x10, -3, 18446744073709551615] : vec<3 x i64>\n  %b = const [1, -2.0e3, nan, inf, -inf, -0.0] : vec<6 x f32>\n  %c = const -9223372036854775808 : i64\n  ret\n}\n").unwrap();
        let f = &m.functions[0];
        let kinds: Vec<&InstKind> = f
            .block(f.layout[0])
            .insts
            .iter()
            .map(|&i| &f.inst(i).kind)
            .collect();
        assert_eq!(
            *kinds[0],
            InstKind::Const {
                value: ConstValue::Int(smallvec::smallvec![16, -3, -1])
            }
        );
        let InstKind::Const {
            value: ConstValue::Float(xs),
        } = kinds[1]
        else {
            panic!()
        };
        let xs: Vec<f64> = xs.iter().map(|&b| f64::from_bits(b)).collect();
        assert_eq!(xs[0], 1.0);
        assert_eq!(xs[1], -2000.0);
        assert!(xs[2].is_nan());
        assert_eq!(xs[3], f64::INFINITY);
        assert_eq!(xs[4], f64::NEG_INFINITY);
        assert!(xs[5] == 0.0 && xs[5].is_sign_negative());
        assert_eq!(
            *kinds[2],
            InstKind::Const {
                value: ConstValue::int(i64::MIN)
            }
        );
    }

    #[test]
    fn bad_numbers() {
        let e = err("func @k() {\nentry:\n  %a = const 1.5 : vec<2 x i32>\n}\n");
        assert_eq!(
            e.message,
            "float literal `1.5` in a constant of type `vec<2 x i32>`"
        );
        assert_eq!(e.loc, Loc::new(3, 14));
        let e = err("func @k() {\nentry:\n  %a = const 99999999999999999999 : i64\n}\n");
        assert!(e.message.contains("does not fit in 64 bits"), "{e}");
        let e = err("func @k() {\nentry:\n  %a = const 18446744073709551615 : i32\n}\n");
        assert!(e.message.contains("does not fit in `i32`"), "{e}");
        let e = err("func @k() {\nentry:\n  %a = const -9223372036854775809 : i64\n}\n");
        assert!(e.message.contains("does not fit in 64 bits"), "{e}");
        let e = err("func @k() {\nentry:\n  %a = const 1e999 : f64\n}\n");
        assert!(e.message.contains("out of range"), "{e}");
        let e = err("func @k(%a: vec<0 x i32>) {\n}\n");
        assert_eq!(e.message, "lane count 0 is out of range");
        let e = err("func @k(%a: vec<4097 x i32>) {\n}\n");
        assert_eq!(e.message, "lane count 4097 is out of range");
        let e = err("func @k(%a: vec<8 x 5 x i32>) {\n}\n");
        assert_eq!(e.message, "channel count 5 is out of range");
        let e = err("func @k(%a: vec<16x i32>) {\n}\n");
        assert!(e.message.contains("right after the number"), "{e}");
    }

    #[test]
    fn one_channel_vectors_normalise() {
        let m = parse_module("func @k(%a: vec<8 x 1 x i32>) {\nentry:\n  ret\n}\n").unwrap();
        let f = &m.functions[0];
        assert_eq!(f.ty(f.params()[0]), Type::vec(8, ScalarType::I32));
    }

    #[test]
    fn via_annotations() {
        let src = "surface @b : untyped\nsurface @i : image2d<rgba, f32>\n\nfunc @k(%o: vec<8 x i32>, %d: vec<8 x 2 x f32>) {\nentry:\n  %0 = gather @b[%o] align 4 via gather_scaled.4 : vec<8 x i32>\n  scatter @b[%o], %d align 4 via scatter4_scaled.rg\n  scatter @b[%o], %0 align 8 via qw_scatter.1\n  %1 = image.load @i[%o, %o] channels rgba via gather4_typed.rgba : vec<8 x 4 x f32>\n  ret\n}\n";
        let m = parse_module(src).unwrap();
        assert_eq!(crate::print::print_module(&m), src);
        let f = &m.functions[0];
        let vias: Vec<Option<MsgChoice>> = f
            .block(f.layout[0])
            .insts
            .iter()
            .map(|&i| f.inst(i).kind.via())
            .collect();
        assert_eq!(vias[0], Some(MsgChoice::blocks(Message::GatherScaled, 4)));
        assert_eq!(
            vias[1],
            Some(MsgChoice::channels(
                Message::Scatter4Scaled,
                ChannelMask::RG
            ))
        );
        assert_eq!(vias[2], Some(MsgChoice::blocks(Message::QwScatter, 1)));
        assert_eq!(
            vias[3],
            Some(MsgChoice::channels(
                Message::Gather4Typed,
                ChannelMask::RGBA
            ))
        );
        let e = err("surface @b : untyped\nfunc @k(%o: vec<8 x i32>) {\nentry:\n  %0 = gather @b[%o] align 4 via gather_scaled.rg : vec<8 x i32>\n}\n");
        assert!(e.message.contains("needs a block count"), "{e}");
        let e = err("surface @b : untyped\nfunc @k(%o: vec<8 x i32>) {\nentry:\n  %0 = gather @b[%o] align 4 via gather_scalar.4 : vec<8 x i32>\n}\n");
        assert_eq!(e.message, "unknown message `gather_scalar`");
    }

    #[test]
    fn target_must_be_first() {
        let e = err("surface @b : slm\ntarget \"dg2\"\n");
        assert_eq!(e.loc, Loc::new(2, 1));
        let e = err("target \"dg2\ntarget");
        assert_eq!(e.message, "unterminated string");
    }

    #[test]
    fn missing_align_lists_what_is_accepted() {
        let e = err(&format!(
            "{HEAD}  %v = gather @buf[%off] : vec<8 x i32>\n}}\n"
        ));
        assert_eq!(e.expected.as_deref(), Some("`mask` or `align`"));
    }

    #[test]
    fn error_at_end_of_input_is_on_a_real_line() {
        let e = err("func @k() {\nentry:\n  ret\n");
        assert_eq!(e.loc, Loc::new(4, 1));
        let e = err("func @k() {\nentry:\n  %x = const");
        assert_eq!(e.loc, Loc::new(3, 13));
    }
}
