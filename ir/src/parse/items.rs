//! Module-level items (target, surfaces, functions), types, and function headers and block labels.

use super::error::{closest, PResult, ParseError};
use super::lexer::{is_ident_continue, Tok};
use super::state::*;
use crate::ir::*;
use crate::types::{ChannelMask, ScalarType, Type, MAX_LANES};
use smallvec::SmallVec;

/// Where a function's text is, found by [`Parser::module`] without parsing it.
#[derive(Clone, Copy, Debug)]
pub(super) struct FunctionSpan<'a> {
    pub(super) name: &'a str,
    /// The `func` keyword.
    pub(super) loc: Loc,
    /// Byte offsets: the `func` keyword, and just after the closing `}`.
    pub(super) start: usize,
    pub(super) end: usize,
    /// The lines it spans (counted by the skip that found its end).
    pub(super) lines: usize,
}

/// What [`Parser::module`] records when it steps over functions instead of parsing them.
pub(super) struct Outline<'a> {
    pub(super) functions: Vec<FunctionSpan<'a>>,
    /// The surface names, in declaration order.
    pub(super) surfaces: Vec<&'a str>,
    /// The text read is a part of the module after its first (no `target` line may be in it).
    pub(super) continued: bool,
}

impl<'a> Parser<'a, '_> {
    /// The module's items. With `outline`, functions are not parsed but stepped over, each
    /// with its span recorded, so they can be parsed later one by one; an error then may not
    /// be the first of the text (the caller parses the whole text again for it).
    pub(super) fn module(&mut self, mut outline: Option<&mut Outline<'a>>) -> PResult<Module> {
        let mut m = Module::new();
        let mut first_item = !outline.as_ref().is_some_and(|o| o.continued);
        let mut surface_locs: NameMap<'a, Loc> = NameMap::default();
        let mut func_locs: NameMap<'a, Loc> = NameMap::default();
        loop {
            let t = *self.peek();
            match t.tok {
                Tok::Eof => break,
                Tok::Ident("target") => {
                    if !first_item {
                        return Err(ParseError::new(
                            t.loc,
                            "`target` must be the first item of the module",
                        )
                        .expecting("`surface` or `func`"));
                    }
                    self.bump();
                    match self.peek().tok {
                        Tok::Str(s) => {
                            if let Some(known) = self.targets {
                                if !known.contains(&s) {
                                    return Err(self.unknown_target(s, known));
                                }
                            }
                            m.target = Some(s.to_string());
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
                Tok::Ident("surface") => {
                    self.bump();
                    let (name, _) = self.expect_global("the surface name after `surface`")?;
                    if let Some(prev) = surface_locs.get(name) {
                        return Err(ParseError::new(
                            t.loc,
                            format!("redefinition of surface `@{name}` (first declared at {prev})"),
                        )
                        .expecting("a surface name not declared before"));
                    }
                    self.expect_punct(b':', "`:` and the surface kind after the surface name")?;
                    let kind = self.surface_kind()?;
                    let bti = self.surface_bti()?;
                    surface_locs.insert(name, t.loc);
                    if let Some(o) = outline.as_mut() {
                        o.surfaces.push(name);
                    }
                    m.surfaces.push(Surface {
                        name: name.to_string(),
                        kind,
                        bti,
                        loc: t.loc,
                    });
                }
                Tok::Ident("func") if outline.is_some() => {
                    self.bump();
                    let (name, _) = self.expect_global("the function name after `func`")?;
                    let shape = || {
                        ParseError::new(t.loc, format!("function `@{name}` does not close"))
                            .expecting("`(`, the parameters, `)` and a braced body")
                    };
                    if func_locs.insert(name, t.loc).is_some() {
                        return Err(shape());
                    }
                    let (end, last_line) = self.skip_function().ok_or_else(shape)?;
                    if let Some(o) = outline.as_mut() {
                        o.functions.push(FunctionSpan {
                            name,
                            loc: t.loc,
                            start: t.start,
                            end,
                            lines: last_line.saturating_sub(t.loc.line) as usize + 1,
                        });
                    }
                }
                Tok::Ident("func") => {
                    let (f, name) = self.function()?;
                    if let Some(prev) = func_locs.get(name) {
                        return Err(ParseError::new(
                            f.loc,
                            format!(
                                "redefinition of function `@{}` (first defined at {prev})",
                                f.name
                            ),
                        )
                        .expecting("a function name not defined before"));
                    }
                    func_locs.insert(name, f.loc);
                    m.functions.push(f);
                }
                _ => {
                    return Err(ParseError::new(
                        t.loc,
                        format!(
                            "expected `target`, `surface` or `func`, found {}",
                            self.describe(&t)
                        ),
                    )
                    .expecting("`target`, `surface` or `func`"))
                }
            }
            first_item = false;
        }
        self.check_surface_uses(&m.surfaces)?;
        Ok(m)
    }

    /// The prescan and the declarations agree on well-formed input; this checks it anyway, so
    /// no surface reference can ever dangle.
    pub(super) fn check_surface_uses(&self, surfaces: &[Surface]) -> PResult<()> {
        for (r, name, loc) in &self.surface_uses {
            if surfaces.get(r.index()).map(|s| s.name.as_str()) != Some(*name) {
                return Err(
                    ParseError::new(*loc, format!("use of undefined surface `@{name}`"))
                        .expecting("a surface declared at module level"),
                );
            }
        }
        Ok(())
    }

    /// `target "gfx9"` with a name not in `known`, at the string.
    pub(super) fn unknown_target(&self, name: &str, names: &[&str]) -> ParseError {
        let hint = closest(name, names)
            .map(|s| format!(" (did you mean `{s}`?)"))
            .unwrap_or_default();
        ParseError::new(self.peek().loc, format!("unknown target `{name}`{hint}"))
            .expecting(format!("one of: {}", names.join(", ")))
    }

    pub(super) fn surface_kind(&mut self) -> PResult<SurfaceKind> {
        const KINDS: &str =
            "`untyped`, `slm`, `stateless`, `image1d<..>`, `image2d<..>` or `image3d<..>`";
        let (kw, loc) = self.expect_ident("a surface kind", KINDS)?;
        let dim = match kw {
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
        self.expect_punct(b'<', "`<` and the image's channels after the image kind")?;
        let channels = self.channel_mask("the image's channels")?;
        self.expect_punct(b',', "`,` and the element type after the image's channels")?;
        let elem = self.scalar_type("the image's element type")?;
        self.expect_punct(b'>', "`>` after the image's element type")?;
        Ok(SurfaceKind::Image {
            dim,
            channels,
            elem,
        })
    }

    /// The optional `bti(N)` after a surface kind: the binding-table index the kernel sets
    /// itself. Its range is the verifier's to check.
    pub(super) fn surface_bti(&mut self) -> PResult<Option<u32>> {
        if !self.eat_ident("bti") {
            return Ok(None);
        }
        self.expect_punct(b'(', "`(` and the binding-table index after `bti`")?;
        let (n, _) = self.expect_uint("a binding-table index", u64::from(u32::MAX))?;
        self.expect_punct(b')', "`)` after the binding-table index")?;
        Ok(Some(n as u32))
    }

    pub(super) fn channel_mask(&mut self, what: &str) -> PResult<ChannelMask> {
        const CH: &str = "channel letters `r`, `g`, `b`, `a` in that order, e.g. `rgba` or `ga`";
        let (s, loc) = self.expect_ident(what, CH)?;
        ChannelMask::from_name(s)
            .ok_or_else(|| ParseError::new(loc, format!("invalid channel set `{s}`")).expecting(CH))
    }

    pub(super) fn scalar_type(&mut self, what: &str) -> PResult<ScalarType> {
        const SCALARS: &str = "`i8`, `i16`, `i32`, `i64`, `f16`, `f32` or `f64`";
        let (s, loc) = self.expect_ident(what, SCALARS)?;
        ScalarType::from_name(s).ok_or_else(|| {
            ParseError::new(loc, format!("unknown element type `{s}`")).expecting(SCALARS)
        })
    }

    pub(super) fn ty(&mut self, what: &str) -> PResult<Type> {
        // A vector or mask type as the printer writes it is read from the bytes after `<`
        // (a quarter of a module's tokens are in types); anything else goes by tokens.
        if let (Tok::Ident(kw @ ("vec" | "mask")), Tok::Punct(b'<')) =
            (self.peek().tok, self.peek2().tok)
        {
            if let Some((ty, len)) = printed_type(kw, self.rest()) {
                self.step_over_text(len);
                return Ok(ty);
            }
        }
        self.ty_tokens(what)
    }

    /// A type read token by token (every spelling the grammar accepts, and its errors).
    pub(super) fn ty_tokens(&mut self, what: &str) -> PResult<Type> {
        let (kw, loc) = self.expect_ident(what, TYPE_EXPECTED)?;
        if let Some(s) = ScalarType::from_name(kw) {
            return Ok(Type::Scalar(s));
        }
        match kw {
            "vec" => {
                self.expect_punct(b'<', "`<` after `vec`")?;
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
                self.expect_punct(b'>', "`>` to close the vector type")?;
                Ok(Type::chan_vec(lanes, chans, elem))
            }
            "mask" => {
                self.expect_punct(b'<', "`<` after `mask`")?;
                let lanes = self.lane_count()?;
                self.expect_punct(b'>', "`>` to close the mask type")?;
                Ok(Type::mask(lanes))
            }
            _ => Err(ParseError::new(loc, format!("unknown type `{kw}`")).expecting(TYPE_EXPECTED)),
        }
    }

    pub(super) fn lane_count(&mut self) -> PResult<u32> {
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

    /// A function, and its name as written.
    pub(super) fn function(&mut self) -> PResult<(Function, &'a str)> {
        let func_loc = self.bump(); // `func`
        let (name, _) = self.expect_global("the function name after `func`")?;
        self.expect_punct(b'(', "`(` and the parameters after the function name")?;
        let mut params = Vec::new();
        if !self.at_punct(b')') {
            loop {
                params.push(self.param_decl()?);
                if !self.eat_punct(b',') {
                    break;
                }
            }
        }
        self.expect_punct(b')', "`,` or `)` after a parameter")?;
        // The body's length bounds the numbers its names can need in the table.
        let text_len = self.body_len();
        self.expect_punct(b'{', "`{` to open the function body")?;
        let mut st = FuncState {
            func: Function::new(name.to_string()),
            values: Slots::new(text_len),
            blocks: Slots::new(text_len),
            current: None,
            block_insts: Vec::new(),
            operand_locs: SmallVec::new(),
        };
        st.func.loc = func_loc;
        if let Some(lines) = self.lines {
            // Every instruction and every value but a parameter takes a line of its own.
            st.func.insts.reserve(lines);
            st.func.values.reserve(lines + params.len());
            st.values.reserve(lines + params.len());
        }
        let mut entry_params = Some(params);
        loop {
            let t = *self.peek();
            match t.tok {
                Tok::Punct(b'}') => {
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
                    st.end_block();
                    break;
                }
                Tok::Eof => {
                    return Err(ParseError::new(
                        t.loc,
                        format!("the input ends inside function `@{name}`"),
                    )
                    .expecting("`}` to close the function"))
                }
                Tok::Ident(_) if matches!(self.peek2().tok, Tok::Punct(b':' | b'(')) => {
                    self.label(&mut st, entry_params.take())?;
                }
                _ => {
                    if st.current.is_none() {
                        return Err(ParseError::new(
                            t.loc,
                            format!(
                                "expected a block label before the first instruction, found {}",
                                self.describe(&t)
                            ),
                        )
                        .expecting("a label such as `entry:`"));
                    }
                    let inst = self.instruction(&mut st)?;
                    st.block_insts.push(inst);
                }
            }
        }
        Ok((resolve_function(st)?, name))
    }

    pub(super) fn param_decl(&mut self) -> PResult<(&'a str, Type, Loc)> {
        let t = *self.peek();
        let Tok::Value(name) = t.tok else {
            return Err(self.unexpected("a parameter `%name: type`", "`%` and a name"));
        };
        self.bump();
        self.expect_punct(b':', "`:` and the parameter's type after its name")?;
        let ty = self.ty("the parameter's type")?;
        Ok((name, ty, t.loc))
    }

    /// `name:` or `name(%p: T, ...):`. `entry_params` is `Some` for the first block.
    pub(super) fn label(
        &mut self,
        st: &mut FuncState<'a>,
        entry_params: Option<Vec<(&'a str, Type, Loc)>>,
    ) -> PResult<()> {
        let (name, loc) = self.expect_ident("a block label", "a block name")?;
        let mut params = Vec::new();
        if self.at_punct(b'(') {
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
            if !self.at_punct(b')') {
                loop {
                    params.push(self.param_decl()?);
                    if !self.eat_punct(b',') {
                        break;
                    }
                }
            }
            self.expect_punct(b')', "`,` or `)` after a block parameter")?;
        }
        self.expect_punct(b':', "`:` after the block label")?;
        if let Some(prev) = st.blocks.defined_at(name) {
            return Err(ParseError::new(
                loc,
                format!("redefinition of block `{name}` (first defined at {prev})"),
            )
            .expecting("a block name not used before in this function"));
        }
        let block = st.func.add_block(name.to_string());
        st.func.block_mut(block).loc = loc;
        st.blocks.define(name, block, loc);
        let entry_params = entry_params.unwrap_or_default();
        st.func
            .block_mut(block)
            .params
            .reserve_exact(entry_params.len() + params.len());
        for (pname, ty, ploc) in entry_params.into_iter().chain(params) {
            let slot = define_check(st, pname, ploc)?;
            let v = st.func.add_block_param(block, ty, None);
            name_value(&mut st.func, v, pname);
            st.values.define_slot(slot, v, ploc);
        }
        st.end_block();
        st.current = Some(block);
        Ok(())
    }
}

/// The rest of a type `vec<...>` or `mask<...>` (`kw` is `vec` or `mask`) from the bytes just
/// after its `<`, when they are written as the printer writes them: `N x T>`, `N x C x T>`
/// or `N>`, single spaces, decimal counts in range, a known element type, no comment or line
/// break. The type and the bytes through `>`; `None` for anything else, which the token path
/// then reads (it accepts more spellings and says what is wrong). What this accepts, the
/// token path reads as the same type, ending at the same `>`.
pub(super) fn printed_type(kw: &str, rest: &[u8]) -> Option<(Type, usize)> {
    /// Up to ten decimal digits at `*i` (at least one), stepped over.
    fn count(rest: &[u8], i: &mut usize) -> Option<u64> {
        let digits = rest
            .get(*i..)?
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits == 0 || digits > 10 {
            return None;
        }
        let n = rest[*i..*i + digits]
            .iter()
            .fold(0u64, |n, &d| n * 10 + u64::from(d - b'0'));
        *i += digits;
        Some(n)
    }
    /// `" x "` at `*i`, stepped over.
    fn times(rest: &[u8], i: &mut usize) -> Option<()> {
        (rest.get(*i..*i + 3)? == b" x ").then(|| *i += 3)
    }
    let mut i = 0;
    let lanes = count(rest, &mut i)?;
    if lanes == 0 || lanes > u64::from(MAX_LANES) {
        return None;
    }
    let lanes = lanes as u32;
    let ty = match kw {
        "mask" => Type::mask(lanes),
        "vec" => {
            times(rest, &mut i)?;
            let chans = if rest.get(i).is_some_and(u8::is_ascii_digit) {
                let c = count(rest, &mut i)?;
                if !(1..=4).contains(&c) {
                    return None;
                }
                times(rest, &mut i)?;
                c as u8
            } else {
                1
            };
            let name = rest
                .get(i..)?
                .iter()
                .take_while(|&&b| is_ident_continue(b))
                .count();
            let elem = ScalarType::from_bytes(&rest[i..i + name])?;
            i += name;
            Type::chan_vec(lanes, chans, elem)
        }
        _ => return None,
    };
    (rest.get(i) == Some(&b'>')).then_some((ty, i + 1))
}
