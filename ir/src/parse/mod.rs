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

mod error;
mod inst;
mod items;
mod lexer;
mod operands;
mod state;
#[cfg(test)]
mod tests;

pub use error::ParseError;

use crate::ir::Module;
use lexer::lex;
use state::Parser;

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
