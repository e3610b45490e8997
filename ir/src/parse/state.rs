//! The parser's state: the token cursor with its error helpers, the per-function name slots
//! (values and blocks used before they are defined), and the end-of-function resolution of
//! slots to real values and blocks.

use super::error::{PResult, ParseError};
use super::lexer::{Tok, Token};
use crate::ir::*;
use smallvec::SmallVec;
use std::collections::HashMap;

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

/// A per-function name slot: a value or block name, its definition and where it was written
/// (once seen), and its first use (for "use of undefined ..." errors).
#[derive(Debug)]
pub(super) struct Slot<T> {
    pub(super) def: Option<(T, Loc)>,
    pub(super) first_use: Option<Loc>,
}

#[derive(Debug)]
pub(super) struct Slots<T> {
    pub(super) by_name: HashMap<String, usize>,
    pub(super) names: Vec<String>,
    pub(super) slots: Vec<Slot<T>>,
}

impl<T: Copy> Slots<T> {
    pub(super) fn new() -> Self {
        Slots {
            by_name: HashMap::new(),
            names: Vec::new(),
            slots: Vec::new(),
        }
    }

    pub(super) fn slot(&mut self, name: &str) -> usize {
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

    pub(super) fn use_at(&mut self, name: &str, loc: Loc) -> usize {
        let i = self.slot(name);
        if let Some(s) = self.slots.get_mut(i) {
            s.first_use.get_or_insert(loc);
        }
        i
    }

    /// Where `name` was defined, if it was.
    pub(super) fn defined_at(&self, name: &str) -> Option<Loc> {
        self.by_name
            .get(name)
            .and_then(|&i| self.slots.get(i))
            .and_then(|s| s.def.map(|(_, loc)| loc))
    }

    pub(super) fn define(&mut self, name: &str, def: T, loc: Loc) {
        let i = self.slot(name);
        if let Some(s) = self.slots.get_mut(i) {
            s.def = Some((def, loc));
        }
    }

    /// The earliest use of a name that was never defined.
    pub(super) fn first_undefined(&self) -> Option<(Loc, &str)> {
        self.slots
            .iter()
            .zip(&self.names)
            .filter(|(s, _)| s.def.is_none())
            .filter_map(|(s, n)| s.first_use.map(|l| (l, n.as_str())))
            .min()
    }

    pub(super) fn resolve(&self, slot: u32) -> Option<T> {
        self.slots
            .get(slot as usize)
            .and_then(|s| s.def.map(|(d, _)| d))
    }
}

pub(super) struct FuncState {
    pub(super) func: Function,
    pub(super) values: Slots<Value>,
    pub(super) blocks: Slots<Block>,
    pub(super) current: Option<Block>,
    /// Where each operand of the instruction being parsed was written.
    pub(super) operand_locs: SmallVec<[Loc; 8]>,
}

pub(super) struct Parser {
    pub(super) toks: Vec<Token>,
    pub(super) pos: usize,
    pub(super) eof: Token,
    /// Surface name → index in declaration order (from the prescan).
    pub(super) surface_index: HashMap<String, u32>,
    /// Every surface reference made, checked against the declarations at the end.
    pub(super) surface_uses: Vec<(SurfaceRef, String, Loc)>,
    /// The target names accepted ([`ParseOptions::targets`]).
    pub(super) targets: Option<Vec<String>>,
}

impl Parser {
    pub(super) fn new(toks: Vec<Token>) -> Parser {
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

    pub(super) fn peek(&self) -> &Token {
        self.toks.get(self.pos).unwrap_or(&self.eof)
    }

    pub(super) fn peek2(&self) -> &Token {
        self.toks.get(self.pos + 1).unwrap_or(&self.eof)
    }

    pub(super) fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    pub(super) fn at_punct(&self, c: char) -> bool {
        self.peek().tok == Tok::Punct(c)
    }

    pub(super) fn at_ident(&self, kw: &str) -> bool {
        matches!(&self.peek().tok, Tok::Ident(s) if s == kw)
    }

    pub(super) fn eat_punct(&mut self, c: char) -> bool {
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
        match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some(prev) if prev.end.line < cur.loc.line => prev.end,
            _ => cur.loc,
        }
    }

    /// "expected {what}, found {token}".
    pub(super) fn unexpected(&self, what: &str, expected: &str) -> ParseError {
        ParseError::new(
            self.error_loc(),
            format!("expected {what}, found {}", self.peek().describe()),
        )
        .expecting(expected)
    }

    pub(super) fn expect_punct(&mut self, c: char, what: &str) -> PResult<Loc> {
        if self.at_punct(c) {
            Ok(self.bump().loc)
        } else {
            Err(self.unexpected(what, &format!("`{c}`")))
        }
    }

    pub(super) fn expect_ident_kw(&mut self, kw: &str, what: &str) -> PResult<()> {
        if self.eat_ident(kw) {
            Ok(())
        } else {
            Err(self.unexpected(what, &format!("`{kw}`")))
        }
    }

    pub(super) fn expect_ident(&mut self, what: &str, expected: &str) -> PResult<(String, Loc)> {
        match &self.peek().tok {
            Tok::Ident(s) => {
                let s = s.clone();
                Ok((s, self.bump().loc))
            }
            _ => Err(self.unexpected(what, expected)),
        }
    }

    pub(super) fn expect_global(&mut self, what: &str) -> PResult<(String, Loc)> {
        match &self.peek().tok {
            Tok::Global(s) => {
                let s = s.clone();
                Ok((s, self.bump().loc))
            }
            _ => Err(self.unexpected(what, "`@` and a name")),
        }
    }

    /// A non-negative integer that fits `max`.
    pub(super) fn expect_uint(&mut self, what: &str, max: u64) -> PResult<(u64, Loc)> {
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
}

/// `Some(name)` for a user name, `None` for an anonymous `%<digits>`.
pub(super) fn value_name(text: &str) -> Option<String> {
    if text.chars().all(|c| c.is_ascii_digit()) {
        None
    } else {
        Some(text.to_string())
    }
}

/// Errors if `%name` is already defined in this function.
pub(super) fn define_check(st: &FuncState, name: &str, loc: Loc) -> PResult<()> {
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
pub(super) fn resolve_function(st: FuncState) -> PResult<Function> {
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
