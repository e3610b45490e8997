//! One instruction: its result, mnemonic, operands and result type.

use super::error::{closest, PResult, ParseError};
use super::lexer::Tok;
use super::state::*;
use crate::ir::*;
use smallvec::SmallVec;

impl<'a> Parser<'a, '_> {
    /// One instruction, `%r = op ... : T` or `op ...`.
    pub(super) fn instruction(&mut self, st: &mut FuncState<'a>) -> PResult<Inst> {
        let first = *self.peek();
        let loc = first.loc;
        st.operand_locs.clear();
        let result_name = match first.tok {
            Tok::Value(name) => {
                self.bump();
                self.expect_punct(b'=', "`=` and an op after the result name")?;
                Some(name)
            }
            _ => None,
        };
        let op_tok = *self.peek();
        let op = match op_tok.tok {
            Tok::Ident(s) => s,
            _ => {
                let what = if result_name.is_some() {
                    "an op after `=`"
                } else {
                    "an instruction or a block label"
                };
                return Err(self.unexpected(what, "an op such as `gather`, `add` or `ret`"));
            }
        };
        if !OPS.contains(&op) {
            let hint = closest(op, OPS)
                .map(|s| format!(" (did you mean `{s}`?)"))
                .unwrap_or_default();
            return Err(
                ParseError::new(op_tok.loc, format!("unknown op `{op}`{hint}"))
                    .expecting(format!("one of {}", OPS.join(", "))),
            );
        }
        self.bump();
        let mut const_lits = None;
        let kind = match op {
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
                self.expect_punct(b',', "`,` and the right operand")?;
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
                self.expect_punct(b',', "`,` and the right operand")?;
                let rhs = self.operand(st, "the right operand")?;
                InstKind::FCmp { pred, lhs, rhs }
            }
            "fma" => {
                let a = self.operand(st, "the first factor after `fma`")?;
                self.expect_punct(b',', "`,` and the second factor")?;
                let b = self.operand(st, "the second factor")?;
                self.expect_punct(b',', "`,` and the addend")?;
                let c = self.operand(st, "the addend")?;
                InstKind::Fma { a, b, c }
            }
            "select" => {
                let cond = self.operand(st, "the condition after `select`")?;
                self.expect_punct(b',', "`,` and the value chosen where the mask is set")?;
                let on_true = self.operand(st, "the value chosen where the mask is set")?;
                self.expect_punct(b',', "`,` and the value chosen where the mask is clear")?;
                let on_false = self.operand(st, "the value chosen where the mask is clear")?;
                InstKind::Select {
                    cond,
                    on_true,
                    on_false,
                }
            }
            "extract" => {
                let src = self.operand(st, "the vector after `extract`")?;
                self.expect_punct(b'[', "`[` and the first lane")?;
                let (start, _) = self.expect_uint("the first lane", u64::from(u32::MAX))?;
                self.expect_punct(b']', "`]` after the first lane")?;
                InstKind::Extract {
                    src,
                    start: start as u32,
                }
            }
            "insert" => {
                let dst = self.operand(st, "the vector after `insert`")?;
                self.expect_punct(b'[', "`[` and the first lane")?;
                let (start, _) = self.expect_uint("the first lane", u64::from(u32::MAX))?;
                self.expect_punct(b']', "`]` after the first lane")?;
                self.expect_punct(b',', "`,` and the inserted lanes")?;
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
                self.expect_punct(b'[', "`[` and the channel index")?;
                let (chan, _) = self.expect_uint("the channel index", u64::from(u8::MAX))?;
                self.expect_punct(b']', "`]` after the channel index")?;
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
                self.expect_punct(b',', "`,` and the data after the address")?;
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
                    coords: Box::new(coords),
                    mask,
                    channels,
                    via,
                }
            }
            "image.store" => {
                let surface = self.surface_ref()?;
                let coords = self.image_coords(st)?;
                self.expect_punct(b',', "`,` and the data after the coordinates")?;
                let data = self.operand(st, "the data to store")?;
                let mask = self.opt_mask(st)?;
                self.expect_ident_kw("channels", "`channels` and the channels written")?;
                let channels = self.channel_mask("the channels written")?;
                InstKind::ImageStore {
                    surface,
                    coords: Box::new(coords),
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
                self.expect_punct(b',', "`,` and the block taken when the condition is set")?;
                let then_dest = self.block_call(st, "the block taken when the condition is set")?;
                self.expect_punct(b',', "`,` and the block taken when the condition is clear")?;
                let else_dest =
                    self.block_call(st, "the block taken when the condition is clear")?;
                InstKind::CondBr {
                    cond,
                    then_dest: Box::new(then_dest),
                    else_dest: Box::new(else_dest),
                }
            }
            "ret" => InstKind::Ret,
            _ => {
                if let Some(op) = BinOp::ALL.iter().copied().find(|b| b.name() == op) {
                    let lhs = self.operand(st, "the left operand")?;
                    self.expect_punct(b',', "`,` and the right operand")?;
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
                self.expect_punct(b':', "`:` and the result type after the operands")?;
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
        let slot = match result_name {
            Some(name) => Some(define_check(st, name, loc)?),
            None => None,
        };
        let inst = st
            .func
            .create_inst(kind, ty, result_name.and_then(value_name), loc);
        st.func.operand_cols.record(
            inst,
            st.operand_locs.iter().map(|l| match u16::try_from(l.col) {
                Ok(col) if l.line == loc.line => col,
                _ => 0,
            }),
        );
        if let (Some(slot), Some(v)) = (slot, st.func.result(inst)) {
            st.values.define_slot(slot, v, loc);
        }
        Ok(inst)
    }
}
