//! Operands: execution sizes, predicates, regions, immediates, raw operands, surfaces, and the
//! IR types of sunk values.

use super::error::ReadError;
use super::lex::{Cursor, Tok};
use super::parse::{Reader, Sym};
use memlower_ir::{ScalarType, SurfaceKind, Type};
use memlower_lowering::mir::*;

/// The values a region parameter can take: vISA encodes each in four bits from a fixed table
/// (Operands, "General Operands"); anything else cannot be assembled.
const VSTRIDES: [u32; 7] = [0, 1, 2, 4, 8, 16, 32];
const WIDTHS: [u32; 5] = [1, 2, 4, 8, 16];
const HSTRIDES: [u32; 4] = [0, 1, 2, 4];

impl Reader<'_> {
    /// `(Mk, N)` or `(Mk_NM, N)`.
    pub(super) fn exec(&self, c: &mut Cursor<'_, '_>) -> Result<Exec, ReadError> {
        c.expect('(', "to open the execution size")?;
        let (m, mcol) = c.ident("a mask control (M1 .. M8, with _NM for NoMask)")?;
        let (k, nomask) = match m.strip_suffix("_NM") {
            Some(k) => (k, true),
            None => (m, false),
        };
        let k: u32 = k
            .strip_prefix('M')
            .and_then(|d| d.parse().ok())
            .filter(|k| (1..=8).contains(k))
            .ok_or_else(|| {
                c.err_at(
                    mcol,
                    format!("`{m}` is not a mask control"),
                    Some("M1 .. M8 or M1_NM .. M8_NM"),
                )
            })?;
        c.expect(',', "between the mask control and the execution size")?;
        let (size, scol) = c.number_u32("the execution size")?;
        c.expect(')', "to close the execution size")?;
        if !matches!(size, 1 | 2 | 4 | 8 | 16 | 32) {
            return Err(c.err_at(
                scol,
                format!("an execution size of {size}"),
                Some("1, 2, 4, 8, 16 or 32"),
            ));
        }
        let offset = 4 * (k - 1);
        if offset + size > 32 {
            return Err(c.err_at(
                mcol,
                format!("`({m}, {size})` reaches past channel 31"),
                Some("mask offset + execution size <= 32"),
            ));
        }
        Ok(Exec {
            size,
            offset,
            nomask,
        })
    }

    /// `(P)` or `(!P)`.
    pub(super) fn pred_ctrl(&self, c: &mut Cursor<'_, '_>) -> Result<PredUse, ReadError> {
        c.expect('(', "to open the predicate")?;
        let negate = c.eat('!');
        let pred = self.pred_name(c)?;
        if c.peek() == Some(Tok::Punct('.')) {
            return Err(c.err(
                "predicate combinations (`.any`, `.all`) are not read",
                Some("`(P)` or `(!P)`"),
            ));
        }
        c.expect(')', "to close the predicate")?;
        Ok(PredUse { pred, negate })
    }

    /// A declared predicate's name.
    pub(super) fn pred_name(&self, c: &mut Cursor<'_, '_>) -> Result<PredId, ReadError> {
        let (name, col) = c.ident("a predicate")?;
        match self.names.get(name) {
            Some(Sym::Pred(p)) => Ok(*p),
            Some(_) => Err(c.err_at(col, format!("`{name}` is not a predicate"), None)),
            None => Err(c.err_at(col, format!("`{name}` is not declared"), None)),
        }
    }

    fn var_named(
        &self,
        c: &Cursor<'_, '_>,
        name: &str,
        col: u32,
    ) -> Result<(VarId, ElemType), ReadError> {
        match self.names.get(name) {
            Some(Sym::Var(v)) => {
                let ty = self.k.var(*v).map(|d| d.ty).unwrap_or(ElemType::Ud);
                Ok((*v, ty))
            }
            Some(_) => Err(c.err_at(col, format!("`{name}` is not a general variable"), None)),
            None => Err(c.err_at(col, format!("`{name}` is not declared"), None)),
        }
    }

    /// `(r, c)` of a register operand as a byte offset: `r` GRFs and `c` elements of the
    /// variable's type, the column inside its GRF.
    fn origin(&self, c: &mut Cursor<'_, '_>, ty: ElemType) -> Result<u32, ReadError> {
        c.expect('(', "to open the region origin (row, column)")?;
        let (r, _) = c.number_u32("the row offset")?;
        c.expect(',', "between the row and the column")?;
        let (col, ccol) = c.number_u32("the column offset")?;
        c.expect(')', "to close the region origin")?;
        let per_grf = self.env.grf_bytes / ty.bytes();
        if col >= per_grf {
            return Err(c.err_at(
                ccol,
                format!(
                    "column {col} crosses the GRF boundary: a {}-byte GRF holds {per_grf} {ty} elements",
                    self.env.grf_bytes
                ),
                Some(&format!("a column below {per_grf}; the row selects the GRF")),
            ));
        }
        r.checked_mul(self.env.grf_bytes)
            .and_then(|b| b.checked_add(col * ty.bytes()))
            .ok_or_else(|| c.err_at(ccol, "the region origin is past 4 GiB", None))
    }

    fn region_param(c: &mut Cursor<'_, '_>, what: &str, legal: &[u32]) -> Result<u32, ReadError> {
        let (v, col) = c.number_u32(what)?;
        if !legal.contains(&v) {
            let list: Vec<String> = legal.iter().map(u32::to_string).collect();
            return Err(c.err_at(
                col,
                format!("{what} {v} cannot be encoded"),
                Some(&list.join(", ")),
            ));
        }
        Ok(v)
    }

    /// Refuses a `:type` suffix on a register operand: the operand type is the declared type.
    fn no_type_suffix(c: &Cursor<'_, '_>) -> Result<(), ReadError> {
        if c.peek() == Some(Tok::Punct(':')) {
            return Err(c.err(
                "a type suffix on a register operand is not read",
                Some("the operand without `:type` (it has its variable's declared type)"),
            ));
        }
        Ok(())
    }

    /// A destination: `V(r,c)<hs>`, or a predicate.
    pub(super) fn dst(&self, c: &mut Cursor<'_, '_>, exec: Exec) -> Result<Dst, ReadError> {
        let (name, col) = c.ident("a destination")?;
        if c.peek() != Some(Tok::Punct('(')) {
            return match self.names.get(name) {
                Some(Sym::Pred(p)) => Ok(Dst::Pred(*p)),
                Some(Sym::Var(_)) => Err(c.err(
                    format!("destination `{name}` has no region"),
                    Some("`V(row,col)<hstride>`"),
                )),
                Some(_) => Err(c.err_at(col, format!("`{name}` cannot be a destination"), None)),
                None => Err(c.err_at(col, format!("`{name}` is not declared"), None)),
            };
        }
        let (var, ty) = self.var_named(c, name, col)?;
        let off = self.origin(c, ty)?;
        c.expect('<', "to open the destination stride")?;
        let scol = c.col();
        let hstride = Self::region_param(c, "the destination stride", &HSTRIDES)?;
        c.expect('>', "to close the destination stride")?;
        if hstride == 0 && exec.size > 1 {
            return Err(c.err_at(scol, "a destination stride of 0", Some("1, 2 or 4")));
        }
        Self::no_type_suffix(c)?;
        Ok(Dst::Reg { var, off, hstride })
    }

    /// A source: `[(-)]V(r,c)<vs;w,hs>`, an immediate, or a predicate.
    pub(super) fn src(&self, c: &mut Cursor<'_, '_>, exec: Exec) -> Result<Src, ReadError> {
        let mcol = c.col();
        let neg = if c.peek() == Some(Tok::Punct('(')) {
            c.bump();
            if !c.eat('-') {
                let m = match c.peek() {
                    Some(Tok::Ident(s)) => format!("the source modifier `({s})` is not read"),
                    _ => format!("expected a source modifier, found {}", c.found()),
                };
                return Err(c.err(m, Some("`(-)`")));
            }
            c.expect(')', "to close the source modifier")?;
            true
        } else {
            false
        };
        match c.peek() {
            Some(Tok::Num(_)) if !neg => self.imm(c).map(Src::Imm),
            Some(Tok::Ident(name)) => {
                let col = c.col();
                c.bump();
                if c.peek() != Some(Tok::Punct('(')) {
                    return match self.names.get(name) {
                        Some(Sym::Pred(p)) if !neg => Ok(Src::Pred(*p)),
                        Some(Sym::Pred(_)) => {
                            Err(c.err_at(mcol, "a modifier on a predicate operand", None))
                        }
                        Some(Sym::Var(_)) => Err(c.err(
                            format!("source `{name}` has no region"),
                            Some("`V(row,col)<vstride;width,hstride>`"),
                        )),
                        Some(_) => Err(c.err_at(col, format!("`{name}` cannot be a source"), None)),
                        None => Err(c.err_at(col, format!("`{name}` is not declared"), None)),
                    };
                }
                let (var, ty) = self.var_named(c, name, col)?;
                let off = self.origin(c, ty)?;
                c.expect('<', "to open the region")?;
                let vstride = Self::region_param(c, "the vertical stride", &VSTRIDES)?;
                c.expect(';', "after the vertical stride")?;
                let wcol = c.col();
                let width = Self::region_param(c, "the width", &WIDTHS)?;
                c.expect(',', "after the width")?;
                let hstride = Self::region_param(c, "the horizontal stride", &HSTRIDES)?;
                c.expect('>', "to close the region")?;
                if width > exec.size {
                    return Err(c.err_at(
                        wcol,
                        format!(
                            "a region of width {width} in an instruction of {} channels",
                            exec.size
                        ),
                        Some("a width no larger than the execution size"),
                    ));
                }
                Self::no_type_suffix(c)?;
                Ok(Src::Reg {
                    region: Region {
                        var,
                        off,
                        vstride,
                        width,
                        hstride,
                    },
                    neg,
                })
            }
            _ => Err(c.err(
                format!("expected a source operand, found {}", c.found()),
                Some(
                    "`V(row,col)<vstride;width,hstride>`, an immediate `0x..:type` or a predicate",
                ),
            )),
        }
    }

    /// `0x...:T` (or decimal), `0x...:v`.
    fn imm(&self, c: &mut Cursor<'_, '_>) -> Result<Imm, ReadError> {
        let col = c.col();
        let (bits, _) = c.number("an immediate")?;
        if c.peek() == Some(Tok::Punct('.')) {
            return Err(c.err_at(
                col,
                "float literals are not read",
                Some("the value's bits in hex, `0x3F800000:f`"),
            ));
        }
        c.expect(':', "before the immediate's type")?;
        let (t, tcol) = c.ident("the immediate's type")?;
        if t == "v" || t == "uv" {
            let packed = if t == "v" {
                Imm::PackedV
            } else {
                Imm::PackedUv
            };
            return u32::try_from(bits).map(packed).map_err(|_| {
                c.err_at(
                    col,
                    format!("`{bits:#X}:{t}` has more than 8 nibbles"),
                    None,
                )
            });
        }
        let ty = ElemType::from_name(t).ok_or_else(|| {
            c.err_at(
                tcol,
                format!("`:{t}` is not an immediate type the reader knows"),
                Some("ud, d, uw, w, ub, b, uq, q, f, hf, df, v or uv"),
            )
        })?;
        if ty.bytes() < 8 && bits >> (8 * ty.bytes()) != 0 {
            return Err(c.err_at(
                col,
                format!("`{bits:#X}:{t}` does not fit in a {}-byte {t}", ty.bytes()),
                Some("the value's bits, zero-extended"),
            ));
        }
        Ok(Imm::Scalar { bits, ty })
    }

    /// `V.off` or `%null.0`.
    pub(super) fn raw(&self, c: &mut Cursor<'_, '_>) -> Result<Raw, ReadError> {
        let (name, col) = c.ident("a raw operand `V.offset`")?;
        c.expect(
            '.',
            &format!("after `{name}` (a raw operand is `V.offset`)"),
        )?;
        let (off, ocol) = c.number_u32("the raw operand's byte offset")?;
        if name == "%null" {
            if off != 0 {
                return Err(c.err_at(
                    ocol,
                    format!("`%null.{off}`: the null operand has no bytes to offset into"),
                    Some("`%null.0`"),
                ));
            }
            return Ok(Raw::NULL);
        }
        let (var, _) = self.var_named(c, name, col)?;
        Ok(Raw::at(var, off))
    }

    /// A surface: a declared `v_type=T` name, `%slm` or `%scratch`.
    pub(super) fn surface(&self, c: &mut Cursor<'_, '_>) -> Result<SurfaceId, ReadError> {
        let (name, col) = c.ident("a surface")?;
        let kinds = &self.env.surfaces;
        let find = |want: fn(&SurfaceKind) -> bool| -> Vec<usize> {
            kinds
                .iter()
                .enumerate()
                .filter(|(_, k)| want(k))
                .map(|(i, _)| i)
                .collect()
        };
        let id = match name {
            // Every SLM surface is the one SLM: the first stands for all.
            "%slm" => find(|k| matches!(k, SurfaceKind::Slm))
                .first()
                .copied()
                .ok_or_else(|| c.err_at(col, "`%slm` but the module has no slm surface", None))?,
            "%scratch" => match find(|k| matches!(k, SurfaceKind::Stateless)).as_slice() {
                [i] => *i,
                [] => {
                    return Err(c.err_at(
                        col,
                        "`%scratch` but the module has no stateless surface",
                        None,
                    ))
                }
                _ => return Err(c.err_at(
                    col,
                    "`%scratch` is ambiguous: the module has several stateless surfaces and the \
                         text cannot say which one this is",
                    Some("a module with one stateless surface"),
                )),
            },
            _ => match self.names.get(name) {
                Some(Sym::Surface(s)) => return Ok(*s),
                Some(_) => return Err(c.err_at(col, format!("`{name}` is not a surface"), None)),
                None if name.starts_with('%') => {
                    return Err(c.err_at(
                        col,
                        format!("the predefined surface `{name}` is not read"),
                        Some("%slm, %scratch or a declared surface"),
                    ))
                }
                None => return Err(c.err_at(col, format!("`{name}` is not declared"), None)),
            },
        };
        Ok(SurfaceId(id as u32))
    }

    /// An IR type: `i32`, `vec<N x T>`, `vec<N x C x T>`, `mask<N>`.
    pub(super) fn ir_type(&self, c: &mut Cursor<'_, '_>) -> Result<Type, ReadError> {
        let (t, col) = c.ident("an IR type")?;
        let lanes = |c: &mut Cursor<'_, '_>| -> Result<u32, ReadError> {
            let (n, ncol) = c.number_u32("a lane count")?;
            if !(1..=memlower_ir::types::MAX_LANES).contains(&n) {
                return Err(c.err_at(ncol, format!("{n} lanes"), Some("1 to 4096 lanes")));
            }
            Ok(n)
        };
        let scalar = |c: &mut Cursor<'_, '_>| -> Result<ScalarType, ReadError> {
            let (s, scol) = c.ident("an element type")?;
            ScalarType::from_name(s).ok_or_else(|| {
                c.err_at(
                    scol,
                    format!("`{s}` is not an IR element type"),
                    Some("i8, i16, i32, i64, f16, f32 or f64"),
                )
            })
        };
        match t {
            "mask" => {
                c.expect('<', "after `mask`")?;
                let n = lanes(c)?;
                c.expect('>', "to close the mask type")?;
                Ok(Type::mask(n))
            }
            "vec" => {
                c.expect('<', "after `vec`")?;
                let n = lanes(c)?;
                c.keyword("x")?;
                let ty = if let Some(Tok::Num(_)) = c.peek() {
                    let (ch, ccol) = c.number_u32("a channel count")?;
                    if !(1..=4).contains(&ch) {
                        return Err(c.err_at(ccol, format!("{ch} channels"), Some("1 to 4")));
                    }
                    c.keyword("x")?;
                    Type::chan_vec(n, ch as u8, scalar(c)?)
                } else {
                    Type::vec(n, scalar(c)?)
                };
                c.expect('>', "to close the vector type")?;
                Ok(ty)
            }
            s => ScalarType::from_name(s)
                .map(Type::Scalar)
                .ok_or_else(|| c.err_at(col, format!("`{s}` is not an IR type"), None)),
        }
    }
}
