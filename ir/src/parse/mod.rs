//! The text-format parser: the exact inverse of [`crate::print`].
//!
//! ```text
//!   source ──split_module──▶ target, surfaces (parsed) + each function's span (found by
//!                             │                 skipping its braces, not parsed)
//!                             └─ parse_function(i), on any thread ──lex (one token ahead,
//!                                borrowed text)──recursive descent──▶ Function (operands as
//!                                name slots) ──end of the function──▶ slots resolved to values
//!                                and blocks, or an error at the first use of an undefined name
//!   parse_module_with = split_module + every function; on any error, the text again from the
//!   top (lexed whole first, surfaces prescanned), so the error is the first of the text
//! ```
//!
//! The grammar is the one of `docs/ARCHITECTURE.md` §1. It has no recursion (no nested
//! expressions), so the parser's stack depth does not depend on the input.
//!
//! Why name slots: values and blocks may be used before they are defined (a loop header uses a
//! value of the latch; a branch names a later block). Operands are first recorded as indices of
//! per-function *slots* (one per name); when the function's closing `}` is reached every slot must
//! have a definition, and the operands and branch targets are rewritten to the real values and
//! blocks with the IR's own operand walk ([`InstKind::for_each_operand_mut`](crate::InstKind::for_each_operand_mut)). Surfaces may be
//! declared anywhere at module level: the module level is read whole (functions skipped)
//! before any function is parsed, so every surface is numbered in declaration order first.
//!
//! Why split: a module of a million accesses is hundreds of megabytes of text; a compiler that
//! parses one function at a time holds one function's IR, not the module's, and can parse on
//! every core. The lexer borrows every token's text from the source (no owned strings, no
//! token vector).
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
mod parts;
mod state;
#[cfg(test)]
mod tests;

pub use error::ParseError;
pub use parts::{PartPlace, PartReader, PART_BYTES};

use crate::ir::{Function, Loc, Module};
use items::{FunctionSpan, Outline};
use lexer::{Lexer, Tok};
use state::{Parser, SurfaceIndex};

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
///
/// The error, if any, is the first of the text: the one a reader going from the top meets
/// first, lexical errors (a stray character, an unterminated string) before grammar errors.
pub fn parse_module_with(src: &str, opts: &ParseOptions) -> Result<Module, ParseError> {
    if let Ok(split) = split_module(src, opts) {
        let functions: Result<Vec<Function>, ParseError> =
            (0..split.len()).map(|i| split.parse_function(i)).collect();
        if let Ok(functions) = functions {
            let mut m = split.header;
            m.functions = functions;
            return Ok(m);
        }
    }
    // Something is wrong: parse the text from the top, for its first error.
    parse_whole(strip_bom(src), opts)
}

fn strip_bom(src: &str) -> &str {
    src.strip_prefix('\u{feff}').unwrap_or(src)
}

/// The text from the top in one pass, as the grammar reads: every token lexed first (so a
/// lexical error anywhere is the error), surfaces numbered by a prescan, then the items.
fn parse_whole(src: &str, opts: &ParseOptions) -> Result<Module, ParseError> {
    // Prescan: `surface @name` at brace depth 0, numbered in order of first appearance.
    let mut index = SurfaceIndex::default();
    let mut lexer = Lexer::new(src);
    let mut depth = 0i64;
    let mut prev = Tok::Eof;
    loop {
        let t = lexer.next_token()?;
        match (prev, t.tok) {
            (Tok::Punct(b'{'), _) => depth += 1,
            (Tok::Punct(b'}'), _) => depth -= 1,
            (Tok::Ident("surface"), Tok::Global(name)) if depth == 0 => {
                let next = index.len() as u32;
                index.entry(name).or_insert(next);
            }
            _ => {}
        }
        if t.tok == Tok::Eof {
            break;
        }
        prev = t.tok;
    }
    let mut p = Parser::new(Lexer::new(src), &index);
    p.targets = opts.targets;
    let r = p.module(None);
    p.finish(r)
}

/// A module whose items are read and whose functions are found but not parsed: each is parsed
/// on its own with [`SplitModule::parse_function`] (from any thread: `SplitModule` is `Sync`),
/// so a compiler can hold one function at a time, and parse and compile functions in parallel.
///
/// ```
/// use memlower_ir::parse::{split_module, ParseOptions};
///
/// let src = "surface @b : untyped\nfunc @f() {\nentry:\n  ret\n}\nfunc @g() {\nentry:\n  ret\n}\n";
/// let split = split_module(src, &ParseOptions::default()).unwrap();
/// assert_eq!(split.len(), 2);
/// assert_eq!(split.header().surfaces.len(), 1);
/// let g = split.parse_function(1).unwrap();
/// assert_eq!((g.name.as_str(), g.loc.line), ("g", 6));
/// ```
///
/// Its errors are true and located, but not always the first of the text (a function is
/// parsed when asked for; the module level is read before any function): for the first,
/// parse the text with [`parse_module_with`].
pub struct SplitModule<'a> {
    src: &'a str,
    /// The target and the surfaces; no functions.
    header: Module,
    index: SurfaceIndex<'a>,
    functions: Vec<FunctionSpan<'a>>,
}

/// Reads the module level of `src` (target, surfaces) and finds its functions (a leading
/// byte-order mark is skipped, as by [`parse_module_with`]).
pub fn split_module<'a>(
    src: &'a str,
    opts: &ParseOptions<'a>,
) -> Result<SplitModule<'a>, ParseError> {
    split_module_part(src, 1, opts, None)
}

/// [`split_module`] of a part of a module's text: whole items (`target`, `surface`, `func`)
/// starting on the text's line `first_line` (1 for the first part, the only one that may
/// hold the `target` line or a byte-order mark), so locations are those of the whole text.
/// [`PartReader`] cuts a text into such parts, so a compiler can hold one part at a time.
///
/// Surfaces may be declared in any part, and functions use them by index in declaration
/// order: so the parts are read twice. Without `module`, the header is this part's items only
/// (read every part so, and gather the surfaces into one module); with the whole module's
/// items in `module`, the functions are parsed against them and [`SplitModule::header`] is a
/// copy of them (the part's own surface lines are read but not added again).
///
/// ```
/// use memlower_ir::parse::{split_module_part, ParseOptions};
///
/// let part = "func @g(%o: vec<8 x i32>) {\nentry:\n  %v = gather @b[%o] align 4 : vec<8 x i32>\n  \
///             sink %v\n  ret\n}\n";
/// let opts = ParseOptions::default();
/// // The surface is declared in another part: the part alone does not know it ...
/// let alone = split_module_part(part, 7, &opts, None).unwrap();
/// assert!(alone.parse_function(0).is_err());
/// // ... the module's items gathered from every part do.
/// let module = memlower_ir::parse::parse_module("surface @b : untyped\n").unwrap();
/// let split = split_module_part(part, 7, &opts, Some(&module)).unwrap();
/// assert_eq!(split.loc(0).map(|l| l.line), Some(7));
/// assert!(split.parse_function(0).is_ok());
/// ```
pub fn split_module_part<'a>(
    src: &'a str,
    first_line: u32,
    opts: &ParseOptions<'a>,
    module: Option<&'a Module>,
) -> Result<SplitModule<'a>, ParseError> {
    let first = first_line <= 1;
    let src = if first { strip_bom(src) } else { src };
    let empty = SurfaceIndex::default();
    let mut outline = Outline {
        functions: Vec::new(),
        surfaces: Vec::new(),
        continued: !first,
    };
    let mut header = {
        let mut p = Parser::new(
            Lexer::span(src, 0, src.len(), Loc::new(first_line.max(1), 1)),
            &empty,
        );
        p.targets = opts.targets;
        let r = p.module(Some(&mut outline));
        p.finish(r)?
    };
    let index = match module {
        Some(m) => {
            header.target.clone_from(&m.target);
            header.surfaces.clone_from(&m.surfaces);
            m.surfaces
                .iter()
                .enumerate()
                .map(|(i, s)| (s.name.as_str(), i as u32))
                .collect()
        }
        None => outline
            .surfaces
            .iter()
            .enumerate()
            .map(|(i, &name)| (name, i as u32))
            .collect(),
    };
    Ok(SplitModule {
        src,
        header,
        index,
        functions: outline.functions,
    })
}

impl<'a> SplitModule<'a> {
    /// The module without its functions: the target line and the surfaces.
    pub fn header(&self) -> &Module {
        &self.header
    }

    /// The text read (without a leading byte-order mark).
    pub fn text(&self) -> &'a str {
        self.src
    }

    /// How many functions.
    pub fn len(&self) -> usize {
        self.functions.len()
    }

    /// True if the module has no function.
    pub fn is_empty(&self) -> bool {
        self.functions.is_empty()
    }

    /// The names of the functions, in module order.
    pub fn names(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.functions.iter().map(|f| f.name)
    }

    /// Where function `i` starts (its `func` keyword).
    pub fn loc(&self, i: usize) -> Option<Loc> {
        self.functions.get(i).map(|f| f.loc)
    }

    /// Parses function `i` (in module order), with the locations it has in the whole text.
    pub fn parse_function(&self, i: usize) -> Result<Function, ParseError> {
        let Some(span) = self.functions.get(i) else {
            return Err(ParseError::new(
                Loc::UNKNOWN,
                format!("no function {i}: the module has {}", self.functions.len()),
            ));
        };
        let mut p = Parser::new(
            Lexer::span(self.src, span.start, span.end, span.loc),
            &self.index,
        );
        p.lines = Some(span.lines);
        let r = p.function().and_then(|(f, _)| {
            if p.peek().tok != Tok::Eof {
                return Err(p.unexpected("the end of the function", "nothing"));
            }
            p.check_surface_uses(&self.header.surfaces)?;
            Ok(f)
        });
        p.finish(r)
    }
}
