//! Instruction pieces: operands, block calls, surface references, addresses, masks, alignment,
//! `via` annotations and constant literals.

use super::error::{PResult, ParseError};
use super::lexer::Tok;
use super::state::*;
use crate::ir::*;
use crate::types::{ChannelMask, ScalarType, Type};
use smallvec::SmallVec;

/// The literals of a `const` with where each was written and its text (most constants have
/// one: no allocation for them).
pub(super) type ConstLits<'a> = SmallVec<[(Lit, Loc, &'a str); 2]>;

impl<'a> Parser<'a, '_> {
    pub(super) fn operand(&mut self, st: &mut FuncState<'a>, what: &str) -> PResult<Value> {
        let t = *self.peek();
        match t.tok {
            Tok::Value(name) => {
                self.bump();
                st.operand_locs.push(t.loc);
                Ok(Value(st.values.use_at(name, t.loc) as u32))
            }
            _ => Err(self.unexpected(what, "`%` and a value name")),
        }
    }

    /// One or more operands separated by commas.
    pub(super) fn operand_list(
        &mut self,
        st: &mut FuncState<'a>,
        what: &str,
    ) -> PResult<SmallVec<[Value; 4]>> {
        let mut out = SmallVec::new();
        loop {
            out.push(self.operand(st, what)?);
            if !self.eat_punct(b',') {
                return Ok(out);
            }
        }
    }

    pub(super) fn block_call(&mut self, st: &mut FuncState<'a>, what: &str) -> PResult<BlockCall> {
        let (name, loc) =
            self.expect_ident(what, "a block name, with `(%args)` if it has parameters")?;
        let slot = st.blocks.use_at(name, loc);
        let mut args = SmallVec::new();
        if self.eat_punct(b'(') {
            if !self.at_punct(b')') {
                args = self.operand_list(st, "a block argument")?;
            }
            self.expect_punct(b')', "`,` or `)` after a block argument")?;
        }
        Ok(BlockCall {
            block: Block(slot as u32),
            args,
        })
    }

    pub(super) fn surface_ref(&mut self) -> PResult<SurfaceRef> {
        let (name, loc) = self.expect_global("the surface (`@name`) the op accesses")?;
        match self.surface_index.get(name) {
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
    pub(super) fn address(&mut self, st: &mut FuncState<'a>) -> PResult<Address> {
        let surface = self.surface_ref()?;
        self.expect_punct(b'[', "`[` and the offsets after the surface")?;
        let first = self.operand(st, "the offsets (or `%base + %offsets`)")?;
        let (base, offsets) = if self.eat_punct(b'+') {
            (Some(first), self.operand(st, "the offsets after `+`")?)
        } else {
            (None, first)
        };
        self.expect_punct(b']', "`]` (or `+ %offsets`) after the address")?;
        Ok(Address {
            surface,
            base,
            offsets,
        })
    }

    /// `[%u, %v] lod %l` of an image access.
    pub(super) fn image_coords(&mut self, st: &mut FuncState<'a>) -> PResult<ImageCoords> {
        self.expect_punct(b'[', "`[` and the coordinates after the image")?;
        let uvr = self.operand_list(st, "a coordinate")?;
        self.expect_punct(b']', "`,` or `]` after a coordinate")?;
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

    pub(super) fn opt_mask(&mut self, st: &mut FuncState<'a>) -> PResult<Option<Value>> {
        if self.eat_ident("mask") {
            Ok(Some(self.operand(st, "the mask after `mask`")?))
        } else {
            Ok(None)
        }
    }

    pub(super) fn align(&mut self, had_mask: bool) -> PResult<u32> {
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

    pub(super) fn opt_via(&mut self) -> PResult<Option<MsgChoice>> {
        if !self.eat_ident("via") {
            return Ok(None);
        }
        const MSGS: &str = "`gather_scaled.B`, `scatter_scaled.B`, `scatter4_scaled.<channels>`, \
                            `qw_scatter.1` or `gather4_typed.<channels>`";
        let (s, loc) = self.expect_ident("the message after `via`", MSGS)?;
        let (mn, suffix) = s.split_once('.').unwrap_or((s, ""));
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
    pub(super) fn const_lits(&mut self) -> PResult<ConstLits<'a>> {
        let mut out = ConstLits::new();
        if self.eat_punct(b'[') {
            if self.eat_punct(b']') {
                return Ok(out);
            }
            loop {
                out.push(self.lit()?);
                if !self.eat_punct(b',') {
                    break;
                }
            }
            self.expect_punct(b']', "`,` or `]` after a constant element")?;
        } else {
            out.push(self.lit()?);
        }
        Ok(out)
    }

    pub(super) fn lit(&mut self) -> PResult<(Lit, Loc, &'a str)> {
        let t = *self.peek();
        let lit =
            match t.tok {
                Tok::Int { neg, mag } => Lit::Int { neg, mag },
                Tok::Float(x) => Lit::Float(x),
                Tok::Ident("nan") => Lit::Float(f64::NAN),
                Tok::Ident("inf") => Lit::Float(f64::INFINITY),
                _ => return Err(self.unexpected(
                    "a constant",
                    "a number (`4`, `-1`, `0x1f`, `1.5`, `nan`, `inf`, `-inf`) or `[` and a list",
                )),
            };
        self.bump();
        Ok((lit, t.loc, self.text(&t)))
    }

    pub(super) fn const_value(lits: ConstLits<'a>, ty: Type) -> PResult<ConstValue> {
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
}
