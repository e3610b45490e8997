//! One instruction: its result, mnemonic, operands and result type.

use super::error::{closest, PResult, ParseError};
use super::lexer::Tok;
use super::state::*;
use crate::fxhash::FxHashMap;
use crate::ir::*;
use smallvec::SmallVec;
use std::sync::OnceLock;

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
        let Some(&code) = op_codes().get(op) else {
            let hint = closest(op, OPS)
                .map(|s| format!(" (did you mean `{s}`?)"))
                .unwrap_or_default();
            return Err(
                ParseError::new(op_tok.loc, format!("unknown op `{op}`{hint}"))
                    .expecting(format!("one of {}", OPS.join(", "))),
            );
        };
        self.bump();
        let mut const_lits = None;
        let kind = match code {
            Op::Const => {
                const_lits = Some(self.const_lits()?);
                InstKind::Const {
                    value: ConstValue::Int(SmallVec::new()),
                }
            }
            Op::Splat => InstKind::Splat {
                x: self.operand(st, "the scalar after `splat`")?,
            },
            Op::LaneIndex => InstKind::LaneIndex,
            Op::Undef => InstKind::Undef,
            Op::Cmp => self.cmp_operands(st)?,
            Op::FCmp => self.fcmp_operands(st)?,
            Op::Fma => self.fma_operands(st)?,
            Op::Select => self.select_operands(st)?,
            Op::Extract => self.extract_operands(st)?,
            Op::Insert => self.insert_operands(st)?,
            Op::Concat => InstKind::Concat {
                parts: self.operand_list(st, "a part to concatenate")?,
            },
            Op::ChanExtract => self.chan_extract_operands(st)?,
            Op::ChanPack => InstKind::ChanPack {
                parts: self.operand_list(st, "a channel to pack")?,
            },
            Op::Gather => self.gather_operands(st)?,
            Op::Scatter => self.scatter_operands(st)?,
            Op::ImageLoad => self.image_load_operands(st)?,
            Op::ImageStore => self.image_store_operands(st)?,
            Op::Sink => InstKind::Sink {
                args: self.operand_list(st, "a value to keep live")?,
            },
            Op::Br => InstKind::Br {
                dest: self.block_call(st, "the destination block after `br`")?,
            },
            Op::CondBr => self.cond_br_operands(st)?,
            Op::Ret => InstKind::Ret,
            Op::Binary(op) => {
                let lhs = self.operand(st, "the left operand")?;
                self.expect_punct(b',', "`,` and the right operand")?;
                let rhs = self.operand(st, "the right operand")?;
                InstKind::Binary { op, lhs, rhs }
            }
            Op::Cast(op) => InstKind::Cast {
                op,
                x: self.operand(st, "the value to convert")?,
            },
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
        let inst = st.func.create_inst(kind, ty, None, loc);
        st.func.operand_cols.record(
            inst,
            st.operand_locs.iter().map(|l| match u16::try_from(l.col) {
                Ok(col) if l.line == loc.line => col,
                _ => 0,
            }),
        );
        if let (Some(slot), Some(v)) = (slot, st.func.result(inst)) {
            if let Some(name) = result_name {
                name_value(&mut st.func, v, name);
            }
            st.values.define_slot(slot, v, loc);
        }
        Ok(inst)
    }

    /// The operands of `cmp PRED %a, %b`, after the op.
    fn cmp_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        const PREDS: &str = "`eq`, `ne`, `ult`, `ule`, `ugt`, `uge`, `slt`, `sle`, `sgt` or `sge`";
        let (p, ploc) = self.expect_ident("a comparison predicate after `cmp`", PREDS)?;
        let Some(pred) = CmpPred::ALL.iter().copied().find(|c| c.name() == p) else {
            return Err(ParseError::new(ploc, format!("unknown predicate `{p}`")).expecting(PREDS));
        };
        let lhs = self.operand(st, "the left operand")?;
        self.expect_punct(b',', "`,` and the right operand")?;
        let rhs = self.operand(st, "the right operand")?;
        Ok(InstKind::Cmp { pred, lhs, rhs })
    }

    /// The operands of `fcmp PRED %a, %b`, after the op.
    fn fcmp_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let (p, ploc) = self.expect_ident("a predicate after `fcmp`", FCMP_PREDS)?;
        let Some(pred) = FCmpPred::ALL.iter().copied().find(|c| c.name() == p) else {
            return Err(
                ParseError::new(ploc, format!("unknown predicate `{p}`")).expecting(FCMP_PREDS)
            );
        };
        let lhs = self.operand(st, "the left operand")?;
        self.expect_punct(b',', "`,` and the right operand")?;
        let rhs = self.operand(st, "the right operand")?;
        Ok(InstKind::FCmp { pred, lhs, rhs })
    }

    /// The operands of `fma %a, %b, %c`, after the op.
    fn fma_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let a = self.operand(st, "the first factor after `fma`")?;
        self.expect_punct(b',', "`,` and the second factor")?;
        let b = self.operand(st, "the second factor")?;
        self.expect_punct(b',', "`,` and the addend")?;
        let c = self.operand(st, "the addend")?;
        Ok(InstKind::Fma { a, b, c })
    }

    /// The operands of `select %m, %t, %f`, after the op.
    fn select_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let cond = self.operand(st, "the condition after `select`")?;
        self.expect_punct(b',', "`,` and the value chosen where the mask is set")?;
        let on_true = self.operand(st, "the value chosen where the mask is set")?;
        self.expect_punct(b',', "`,` and the value chosen where the mask is clear")?;
        let on_false = self.operand(st, "the value chosen where the mask is clear")?;
        Ok(InstKind::Select {
            cond,
            on_true,
            on_false,
        })
    }

    /// The operands of `extract %v[start]`, after the op.
    fn extract_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let src = self.operand(st, "the vector after `extract`")?;
        self.expect_punct(b'[', "`[` and the first lane")?;
        let (start, _) = self.expect_uint("the first lane", u64::from(u32::MAX))?;
        self.expect_punct(b']', "`]` after the first lane")?;
        Ok(InstKind::Extract {
            src,
            start: start as u32,
        })
    }

    /// The operands of `insert %dst[start], %src`, after the op.
    fn insert_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let dst = self.operand(st, "the vector after `insert`")?;
        self.expect_punct(b'[', "`[` and the first lane")?;
        let (start, _) = self.expect_uint("the first lane", u64::from(u32::MAX))?;
        self.expect_punct(b']', "`]` after the first lane")?;
        self.expect_punct(b',', "`,` and the inserted lanes")?;
        let src = self.operand(st, "the inserted lanes")?;
        Ok(InstKind::Insert {
            dst,
            src,
            start: start as u32,
        })
    }

    /// The operands of `chan.extract %v[c]`, after the op.
    fn chan_extract_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let src = self.operand(st, "the vector after `chan.extract`")?;
        self.expect_punct(b'[', "`[` and the channel index")?;
        let (chan, _) = self.expect_uint("the channel index", u64::from(u8::MAX))?;
        self.expect_punct(b']', "`]` after the channel index")?;
        Ok(InstKind::ChanExtract {
            src,
            chan: chan as u8,
        })
    }

    /// The operands of `gather @s[base + %offsets] mask %m align A via M`, after the op.
    fn gather_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let addr = self.address(st)?;
        let mask = self.opt_mask(st)?;
        let align = self.align(mask.is_some())?;
        let via = self.opt_via()?;
        Ok(InstKind::Gather {
            addr,
            mask,
            align,
            via,
        })
    }

    /// The operands of `scatter @s[...], %data mask %m align A via M`, after the op.
    fn scatter_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let addr = self.address(st)?;
        self.expect_punct(b',', "`,` and the data after the address")?;
        let data = self.operand(st, "the data to scatter")?;
        let mask = self.opt_mask(st)?;
        let align = self.align(mask.is_some())?;
        let via = self.opt_via()?;
        Ok(InstKind::Scatter {
            addr,
            data,
            mask,
            align,
            via,
        })
    }

    /// The operands of `image.load @img[coords] mask %m channels C via M`, after the op.
    fn image_load_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let surface = self.surface_ref()?;
        let coords = self.image_coords(st)?;
        let mask = self.opt_mask(st)?;
        self.expect_ident_kw("channels", "`channels` and the channels read")?;
        let channels = self.channel_mask("the channels read")?;
        let via = self.opt_via()?;
        Ok(InstKind::ImageLoad {
            surface,
            coords: Box::new(coords),
            mask,
            channels,
            via,
        })
    }

    /// The operands of `image.store @img[coords], %data mask %m channels C`, after the op.
    fn image_store_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let surface = self.surface_ref()?;
        let coords = self.image_coords(st)?;
        self.expect_punct(b',', "`,` and the data after the coordinates")?;
        let data = self.operand(st, "the data to store")?;
        let mask = self.opt_mask(st)?;
        self.expect_ident_kw("channels", "`channels` and the channels written")?;
        let channels = self.channel_mask("the channels written")?;
        Ok(InstKind::ImageStore {
            surface,
            coords: Box::new(coords),
            data,
            mask,
            channels,
        })
    }

    /// The operands of `cond_br %c, then(args), else(args)`, after the op.
    fn cond_br_operands(&mut self, st: &mut FuncState<'a>) -> PResult<InstKind> {
        let cond = self.operand(st, "the condition after `cond_br`")?;
        self.expect_punct(b',', "`,` and the block taken when the condition is set")?;
        let then_dest = self.block_call(st, "the block taken when the condition is set")?;
        self.expect_punct(b',', "`,` and the block taken when the condition is clear")?;
        let else_dest = self.block_call(st, "the block taken when the condition is clear")?;
        Ok(InstKind::CondBr {
            cond,
            then_dest: Box::new(then_dest),
            else_dest: Box::new(else_dest),
        })
    }
}

/// What a mnemonic names: the instruction to parse.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Op {
    Const,
    Splat,
    LaneIndex,
    Undef,
    Cmp,
    FCmp,
    Fma,
    Select,
    Extract,
    Insert,
    Concat,
    ChanExtract,
    ChanPack,
    Gather,
    Scatter,
    ImageLoad,
    ImageStore,
    Sink,
    Br,
    CondBr,
    Ret,
    Binary(BinOp),
    Cast(CastOp),
}

/// Every mnemonic and what it names, made once: an instruction's op is one lookup, not a
/// walk of the mnemonic list and then of the binary and cast ops by name.
pub(super) fn op_codes() -> &'static FxHashMap<&'static str, Op> {
    static CODES: OnceLock<FxHashMap<&'static str, Op>> = OnceLock::new();
    CODES.get_or_init(|| {
        let mut m: FxHashMap<&'static str, Op> = [
            ("const", Op::Const),
            ("splat", Op::Splat),
            ("lane.index", Op::LaneIndex),
            ("undef", Op::Undef),
            ("cmp", Op::Cmp),
            ("fcmp", Op::FCmp),
            ("fma", Op::Fma),
            ("select", Op::Select),
            ("extract", Op::Extract),
            ("insert", Op::Insert),
            ("concat", Op::Concat),
            ("chan.extract", Op::ChanExtract),
            ("chan.pack", Op::ChanPack),
            ("gather", Op::Gather),
            ("scatter", Op::Scatter),
            ("image.load", Op::ImageLoad),
            ("image.store", Op::ImageStore),
            ("sink", Op::Sink),
            ("br", Op::Br),
            ("cond_br", Op::CondBr),
            ("ret", Op::Ret),
        ]
        .into_iter()
        .collect();
        m.extend(BinOp::ALL.iter().map(|&b| (b.name(), Op::Binary(b))));
        m.extend(CastOp::ALL.iter().map(|&c| (c.name(), Op::Cast(c))));
        m
    })
}
