//! The parser's state: the token cursor with its error helpers, the per-function name slots
//! (values and blocks used before they are defined), and the end-of-function resolution of
//! slots to real values and blocks.

use super::error::{PResult, ParseError};
use super::lexer::{braced_len, end_loc, Lexer, Tok, Token};
use crate::ir::*;
use smallvec::SmallVec;

/// Every mnemonic the parser accepts, for "unknown op" messages.
pub(super) const OPS: &[&str] = crate::ir::MNEMONICS;

/// The predicates `fcmp` takes, for "expected" lists.
pub(super) const FCMP_PREDS: &str =
    "`oeq`, `ogt`, `oge`, `olt`, `ole`, `one`, `ord`, `ueq`, `ugt`, `uge`, \
     `ult`, `ule`, `une` or `uno`";

pub(super) const TYPE_EXPECTED: &str =
    "a type: `i8`, `i16`, `i32`, `i64`, `f16`, `f32`, `f64`, `vec<N x T>`, `vec<N x C x T>` or `mask<N>`";

/// A literal of a constant, before the result type says whether it is an int or a float.
#[derive(Clone, Copy, Debug)]
pub(super) enum Lit {
    Int { neg: bool, mag: u64 },
    Float(f64),
}

/// A map keyed by names borrowed from the source.
/// The parser looks up a name per operand: hashed with [`crate::fxhash`], as the compiler's other
/// internal maps (SipHash's protection against chosen collisions buys nothing here).
pub(super) type NameMap<'a, V> = crate::fxhash::FxHashMap<&'a str, V>;

/// Surface name → index in declaration order.
pub(super) type SurfaceIndex<'a> = NameMap<'a, u32>;

/// A per-function name slot: a value or block name, its definition and where it was written
/// (once seen), and its first use (for "use of undefined ..." errors).
#[derive(Debug)]
pub(super) struct Slot<T> {
    pub(super) def: Option<(T, Loc)>,
    pub(super) first_use: Option<Loc>,
}

pub(super) struct Slots<'a, T> {
    pub(super) by_name: NameMap<'a, usize>,
    /// Anonymous values' names (`%0`, `%1`, ...: most of the names of printed or generated
    /// IR), by number: the slot plus one, 0 for none. See [`Slots::number`].
    by_number: Vec<u32>,
    /// Numbers below this are looked up in `by_number`, not hashed.
    numbered: usize,
    pub(super) names: Vec<&'a str>,
    pub(super) slots: Vec<Slot<T>>,
}

impl<'a, T: Copy> Slots<'a, T> {
    /// Numbers below this are always looked up by index (a table of at most 256 KiB).
    pub(super) const NUMBERED: usize = 1 << 16;

    /// Slots for a function whose text is at most `text_len` bytes long. Numbered names go to
    /// the table up to a bound that grows with the text (a quarter of its length: a definition
    /// `%N = ...` takes more than four bytes, so a function numbered from 0 as the printer
    /// numbers never reaches the hash map, while `by_number`, at four bytes an entry, stays no
    /// larger than the text however large the numbers written): one function of 600,000
    /// values is looked up by index, as one of 6,000 is.
    pub(super) fn new(text_len: usize) -> Self {
        Slots {
            by_name: NameMap::default(),
            by_number: Vec::new(),
            numbered: Self::NUMBERED.max(text_len / 4),
            names: Vec::new(),
            slots: Vec::new(),
        }
    }

    /// The number a name of decimal digits stands for, if it is below the table's bound and
    /// written without leading zeros (`%007` and `%7` are different names: those are hashed).
    /// Which table a name goes to depends on its text alone (and the function's bound).
    fn number(&self, name: &str) -> Option<usize> {
        let b = name.as_bytes();
        // More digits than any bound can have (usize::MAX has 20): never a table index.
        if b.is_empty() || b.len() > 19 || (b[0] == b'0' && b.len() > 1) {
            return None;
        }
        let mut n = 0usize;
        for &d in b {
            if !d.is_ascii_digit() {
                return None;
            }
            n = n * 10 + usize::from(d - b'0');
        }
        (n < self.numbered).then_some(n)
    }

    /// The slot of `name`, if it has one.
    fn find(&self, name: &str) -> Option<usize> {
        match self.number(name) {
            Some(n) => match self.by_number.get(n) {
                Some(&s) if s > 0 => Some(s as usize - 1),
                _ => None,
            },
            None => self.by_name.get(name).copied(),
        }
    }

    pub(super) fn slot(&mut self, name: &'a str) -> usize {
        let next = self.slots.len();
        let i = match self.number(name) {
            Some(n) => {
                if n >= self.by_number.len() {
                    // Numbers come in order: grown by doubling, not by one (at most to the
                    // table's bound, so it stays no larger than the text).
                    let len = (n + 1).max(2 * self.by_number.len()).min(self.numbered);
                    self.by_number.resize(len, 0);
                }
                let s = &mut self.by_number[n];
                if *s == 0 {
                    *s = next as u32 + 1;
                }
                *s as usize - 1
            }
            None => *self.by_name.entry(name).or_insert(next),
        };
        if i == next {
            self.names.push(name);
            self.slots.push(Slot {
                def: None,
                first_use: None,
            });
        }
        i
    }

    /// Room for `n` names.
    pub(super) fn reserve(&mut self, n: usize) {
        self.names.reserve(n);
        self.slots.reserve(n);
    }

    pub(super) fn use_at(&mut self, name: &'a str, loc: Loc) -> usize {
        let i = self.slot(name);
        if let Some(s) = self.slots.get_mut(i) {
            s.first_use.get_or_insert(loc);
        }
        i
    }

    /// Where `name` was defined, if it was.
    pub(super) fn defined_at(&self, name: &str) -> Option<Loc> {
        self.find(name)
            .and_then(|i| self.slots.get(i))
            .and_then(|s| s.def.map(|(_, loc)| loc))
    }

    pub(super) fn define(&mut self, name: &'a str, def: T, loc: Loc) {
        let i = self.slot(name);
        self.define_slot(i, def, loc);
    }

    /// Defines the slot [`Slots::slot`] gave.
    pub(super) fn define_slot(&mut self, slot: usize, def: T, loc: Loc) {
        if let Some(s) = self.slots.get_mut(slot) {
            s.def = Some((def, loc));
        }
    }

    /// The earliest use of a name that was never defined.
    pub(super) fn first_undefined(&self) -> Option<(Loc, &'a str)> {
        self.slots
            .iter()
            .zip(&self.names)
            .filter(|(s, _)| s.def.is_none())
            .filter_map(|(s, n)| s.first_use.map(|l| (l, *n)))
            .min()
    }

    pub(super) fn resolve(&self, slot: u32) -> Option<T> {
        self.slots
            .get(slot as usize)
            .and_then(|s| s.def.map(|(d, _)| d))
    }
}

pub(super) struct FuncState<'a> {
    pub(super) func: Function,
    pub(super) values: Slots<'a, Value>,
    pub(super) blocks: Slots<'a, Block>,
    pub(super) current: Option<Block>,
    /// The instructions of the current block so far: moved into the block when it ends, so
    /// each block's list is allocated once, at its size.
    pub(super) block_insts: Vec<Inst>,
    /// Where each operand of the instruction being parsed was written.
    pub(super) operand_locs: SmallVec<[Loc; 8]>,
}

impl FuncState<'_> {
    /// Ends the current block: its instructions go into it.
    pub(super) fn end_block(&mut self) {
        if let Some(b) = self.current {
            self.func
                .block_mut(b)
                .insts
                .extend_from_slice(&self.block_insts);
        }
        self.block_insts.clear();
    }
}

/// The parser: a token cursor over a lexer (the current token and one of lookahead), and what
/// the module level tells the functions.
pub(super) struct Parser<'a, 'i> {
    lexer: Lexer<'a>,
    /// The current token and the lookahead, `toks[at]` and `toks[at ^ 1]`: a bump flips `at`
    /// and lexes the next token into the slot the current one leaves (no token is copied).
    toks: [Token<'a>; 2],
    at: usize,
    /// The token before the current one (its position and text span: its end is computed only for a
    /// message), if there was one.
    prev: Option<(Loc, usize, usize)>,
    /// The first error of the lexer. The token stream ends there (the parser sees the end of
    /// the input), and the parse fails with this error whatever the parser made of the rest.
    pub(super) lex_error: Option<ParseError>,
    /// Surface name → index in declaration order.
    pub(super) surface_index: &'i SurfaceIndex<'a>,
    /// Every surface reference made, checked against the declarations at the end.
    pub(super) surface_uses: Vec<(SurfaceRef, &'a str, Loc)>,
    /// The target names accepted ([`ParseOptions::targets`](super::ParseOptions::targets)).
    pub(super) targets: Option<&'a [&'a str]>,
    /// The lines of the function read, when the text is one function (a split function's
    /// span): a bound on its instructions and values, so their arenas are allocated once.
    pub(super) lines: Option<usize>,
}

impl<'a, 'i> Parser<'a, 'i> {
    pub(super) fn new(mut lexer: Lexer<'a>, surface_index: &'i SurfaceIndex<'a>) -> Self {
        let mut lex_error = None;
        let mut toks = [Self::eof(&lexer); 2];
        for t in &mut toks {
            Self::lex(&mut lexer, &mut lex_error, t);
        }
        Parser {
            lexer,
            toks,
            at: 0,
            prev: None,
            lex_error,
            surface_index,
            surface_uses: Vec::new(),
            targets: None,
            lines: None,
        }
    }

    /// The end of the input, at the lexer's position.
    fn eof(lexer: &Lexer<'a>) -> Token<'a> {
        Token {
            tok: Tok::Eof,
            start: lexer.pos(),
            end: lexer.pos(),
            loc: lexer.loc(),
        }
    }

    /// The next token into `out`, or the end of the input after the lexer's first error (the
    /// error path out of line: every token passes here).
    #[inline]
    fn lex(lexer: &mut Lexer<'a>, lex_error: &mut Option<ParseError>, out: &mut Token<'a>) {
        if lex_error.is_some() {
            *out = Self::eof(lexer);
        } else if let Err(e) = lexer.next_into(out) {
            Self::lex_failed(lexer, lex_error, out, e);
        }
    }

    #[cold]
    #[inline(never)]
    fn lex_failed(
        lexer: &mut Lexer<'a>,
        lex_error: &mut Option<ParseError>,
        out: &mut Token<'a>,
        e: ParseError,
    ) {
        *out = Self::eof(lexer);
        *lex_error = Some(e);
    }

    /// Fails with the lexer's error if it had one (whatever `r` is).
    pub(super) fn finish<T>(&mut self, r: PResult<T>) -> PResult<T> {
        match self.lex_error.take() {
            Some(e) => Err(e),
            None => r,
        }
    }

    // --- token access ---------------------------------------------------------------------

    pub(super) fn peek(&self) -> &Token<'a> {
        &self.toks[self.at & 1]
    }

    /// With a function body's `{` the current token: an upper bound on the body's length in
    /// bytes, for the number table's bound ([`Slots::new`]). The text left to read is one: a
    /// split function's span is its own text (`split_module` found its end already), and a
    /// short rest cannot raise the table's bound. Otherwise (text parsed whole: the rest of
    /// the module) the body is measured by skipping to its closing brace, so each function's
    /// table is bounded by its own text, not by the functions after it.
    pub(super) fn body_len(&self) -> usize {
        let cur = self.peek();
        let rest = self.lexer.end().saturating_sub(cur.start);
        if self.lines.is_some() || rest / 4 <= Slots::<Value>::NUMBERED {
            return rest;
        }
        braced_len(self.lexer.src(), cur.start, self.lexer.end(), cur.loc).unwrap_or(rest)
    }

    /// The text of `t`, a token of this parser's source.
    pub(super) fn text(&self, t: &Token<'a>) -> &'a str {
        t.text(self.lexer.src())
    }

    /// How `t` is named in a message.
    pub(super) fn describe(&self, t: &Token<'a>) -> String {
        t.describe(self.lexer.src())
    }

    pub(super) fn peek2(&self) -> &Token<'a> {
        &self.toks[(self.at ^ 1) & 1]
    }

    /// The tokens, the previous token and the lexer's error, for tests that compare two ways
    /// of reading the same text.
    #[cfg(test)]
    pub(super) fn debug_state(&self) -> String {
        format!(
            "{:?} {:?} {:?} {:?} {:?}",
            self.peek(),
            self.peek2(),
            self.prev,
            self.lex_error,
            self.lexer.pos()
        )
    }

    /// The source bytes after the lookahead token (to the end of the text read).
    pub(super) fn rest(&self) -> &'a [u8] {
        self.lexer.rest()
    }

    /// Steps over the current token, the lookahead and `len` bytes after it that a fast path
    /// read rather than the lexer: ASCII on one line, no comment, ending in a one-character
    /// token, which becomes the previous token. The two tokens after them are lexed, as
    /// bumping through them one by one would.
    pub(super) fn step_over_text(&mut self, len: usize) {
        let last = len.saturating_sub(1);
        self.lexer.step_ascii(last);
        let (loc, start) = (self.lexer.loc(), self.lexer.pos());
        self.lexer.step_ascii(len - last);
        self.prev = Some((loc, start, self.lexer.pos()));
        self.at = 0;
        let [a, b] = &mut self.toks;
        Self::lex(&mut self.lexer, &mut self.lex_error, a);
        Self::lex(&mut self.lexer, &mut self.lex_error, b);
    }

    /// Steps over the current token (not past the end), returning where it was.
    pub(super) fn bump(&mut self) -> Loc {
        let cur = self.at & 1;
        let t = &self.toks[cur];
        let loc = t.loc;
        if !matches!(t.tok, Tok::Eof) {
            self.prev = Some((loc, t.start, t.end));
            self.at = cur ^ 1;
            Self::lex(&mut self.lexer, &mut self.lex_error, &mut self.toks[cur]);
        }
        loc
    }

    /// With `func @name` just read and `(` the current token: steps over the rest of the
    /// function (its header and its braced body) without parsing it, and returns the byte
    /// position just after its closing `}` and that brace's line; `None` if the text does not
    /// have the shape of a function (the real parse then says what is wrong).
    pub(super) fn skip_function(&mut self) -> Option<(usize, u32)> {
        let cur = *self.peek();
        if cur.tok != Tok::Punct(b'(') || self.lex_error.is_some() {
            return None;
        }
        // The lexer stands after the lookahead token: step back to just after `(`.
        let mut lexer = Lexer::span(
            self.lexer.src(),
            cur.start + 1,
            self.lexer.end(),
            Loc::new(cur.loc.line, cur.loc.col.saturating_add(1)),
        );
        lexer.skip_braced()?;
        let (end, line) = (lexer.pos(), lexer.loc().line);
        self.lexer = lexer;
        self.prev = Some((self.lexer.loc(), end, end));
        self.at = 0;
        let [a, b] = &mut self.toks;
        Self::lex(&mut self.lexer, &mut self.lex_error, a);
        Self::lex(&mut self.lexer, &mut self.lex_error, b);
        Some((end, line))
    }

    pub(super) fn at_punct(&self, c: u8) -> bool {
        matches!(self.peek().tok, Tok::Punct(p) if p == c)
    }

    pub(super) fn at_ident(&self, kw: &str) -> bool {
        matches!(self.peek().tok, Tok::Ident(s) if s == kw)
    }

    pub(super) fn eat_punct(&mut self, c: u8) -> bool {
        if self.at_punct(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(super) fn eat_ident(&mut self, kw: &str) -> bool {
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
    pub(super) fn error_loc(&self) -> Loc {
        let cur = self.peek();
        match self.prev {
            Some((loc, start, end)) if loc.line < cur.loc.line => {
                end_loc(loc, self.lexer.src().get(start..end).unwrap_or(""))
            }
            _ => cur.loc,
        }
    }

    /// "expected {what}, found {token}".
    pub(super) fn unexpected(&self, what: &str, expected: &str) -> ParseError {
        ParseError::new(
            self.error_loc(),
            format!(
                "expected {what}, found {}",
                self.peek().describe(self.lexer.src())
            ),
        )
        .expecting(expected)
    }

    pub(super) fn expect_punct(&mut self, c: u8, what: &str) -> PResult<Loc> {
        if self.at_punct(c) {
            Ok(self.bump())
        } else {
            Err(self.unexpected(what, &format!("`{}`", char::from(c))))
        }
    }

    pub(super) fn expect_ident_kw(&mut self, kw: &str, what: &str) -> PResult<()> {
        if self.eat_ident(kw) {
            Ok(())
        } else {
            Err(self.unexpected(what, &format!("`{kw}`")))
        }
    }

    pub(super) fn expect_ident(&mut self, what: &str, expected: &str) -> PResult<(&'a str, Loc)> {
        match self.peek().tok {
            Tok::Ident(s) => Ok((s, self.bump())),
            _ => Err(self.unexpected(what, expected)),
        }
    }

    pub(super) fn expect_global(&mut self, what: &str) -> PResult<(&'a str, Loc)> {
        match self.peek().tok {
            Tok::Global(s) => Ok((s, self.bump())),
            _ => Err(self.unexpected(what, "`@` and a name")),
        }
    }

    /// A non-negative integer that fits `max`.
    pub(super) fn expect_uint(&mut self, what: &str, max: u64) -> PResult<(u64, Loc)> {
        let t = *self.peek();
        match t.tok {
            Tok::Int { neg, mag } => {
                if mag > max || (neg && mag != 0) {
                    return Err(ParseError::new(
                        t.loc,
                        format!("{what} `{}` is out of range", t.text(self.lexer.src())),
                    )
                    .expecting(format!("an integer in 0..={max}")));
                }
                self.bump();
                Ok((mag, t.loc))
            }
            _ => Err(self.unexpected(what, "an integer")),
        }
    }
}

/// Names value `v` of `f` with `text`, a user name; an anonymous `%<digits>` has no name. The
/// text goes into the function's name table straight from the source (no `String` made per
/// named value on its way there).
pub(super) fn name_value(f: &mut Function, v: Value, text: &str) {
    if !text.bytes().all(|c| c.is_ascii_digit()) {
        f.set_value_name(v, Some(text));
    }
}

/// Errors if `%name` is already defined in this function; else its slot, for
/// [`Slots::define_slot`] (one lookup of the name for both).
pub(super) fn define_check<'a>(st: &mut FuncState<'a>, name: &'a str, loc: Loc) -> PResult<usize> {
    let slot = st.values.slot(name);
    match st.values.slots.get(slot).and_then(|s| s.def) {
        Some((_, prev)) => Err(ParseError::new(
            loc,
            format!("redefinition of value `%{name}` (first defined at {prev})"),
        )
        .expecting("a value name not defined before in this function")),
        None => Ok(slot),
    }
}

/// Rewrites slot operands and branch targets to the real values and blocks, or reports the
/// first use of an undefined name.
pub(super) fn resolve_function(st: FuncState<'_>) -> PResult<Function> {
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
