//! Instructions: the ALU, compares, `setp`, control, the five messages, and the `// sink:`
//! comment.

use super::error::ReadError;
use super::lex::{lex_line, Cursor, Line, Tok};
use super::parse::{Reader, Sym, KNOWN};
use memlower_ir::{ChannelMask, Loc, Message, MsgChoice};
use memlower_lowering::mir::*;
use smallvec::SmallVec;

impl Reader<'_> {
    pub(super) fn loc_comment(line: &Line<'_>) -> Loc {
        let Some((_, text)) = line.comment else {
            return Loc::UNKNOWN;
        };
        let Some(rest) = text.trim().strip_prefix("line ") else {
            return Loc::UNKNOWN;
        };
        match rest.split_once(':') {
            Some((l, c)) => match (l.trim().parse(), c.trim().parse()) {
                (Ok(l), Ok(c)) => Loc::new(l, c),
                _ => Loc::UNKNOWN,
            },
            None => Loc::UNKNOWN,
        }
    }

    pub(super) fn instruction(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        let pcol = c.col();
        let pred = if c.peek() == Some(Tok::Punct('(')) {
            Some(self.pred_ctrl(c)?)
        } else {
            None
        };
        let (mn, mcol) = c.ident("an instruction")?;
        let loc = Self::loc_comment(c.line);
        if let Some(op) = AluOp::ALL.into_iter().find(|o| o.name() == mn) {
            if c.peek() == Some(Tok::Punct('.')) {
                let col = c.col();
                c.bump();
                let suffix = c.ident("a suffix").map(|s| s.0).unwrap_or("?");
                return Err(c.err_at(
                    col,
                    format!("`{mn}.{suffix}` is not read"),
                    Some(&format!(
                        "`{mn}` without a suffix (no saturation or condition modifier)"
                    )),
                ));
            }
            let exec = self.exec(c)?;
            let dst = self.dst(c, exec)?;
            let mut srcs = SmallVec::new();
            for _ in 0..op.arity() {
                srcs.push(self.src(c, exec)?);
            }
            c.end(&format!("the operands of `{mn}`"))?;
            if op == AluOp::Sel && pred.is_none() {
                return Err(c.err_at(
                    mcol,
                    "`sel` without a predicate",
                    Some("`(P) sel` or `(!P) sel`"),
                ));
            }
            self.push(
                InstKind::Alu {
                    op,
                    exec,
                    pred,
                    dst,
                    srcs,
                },
                loc,
                Purpose::Compute,
            );
            return Ok(());
        }
        let no_pred = |what: &str| -> Result<(), ReadError> {
            match pred {
                Some(_) => Err(ReadError::new(
                    c.line.no,
                    pcol,
                    format!("`{what}` takes no predicate"),
                    None,
                )),
                None => Ok(()),
            }
        };
        match mn {
            "cmp" => {
                no_pred("cmp")?;
                c.expect('.', "before the relation of `cmp`")?;
                let (r, rcol) = c.ident("a relation")?;
                let rel = [
                    CmpRel::Eq,
                    CmpRel::Ne,
                    CmpRel::Lt,
                    CmpRel::Le,
                    CmpRel::Gt,
                    CmpRel::Ge,
                ]
                .into_iter()
                .find(|x| x.name().eq_ignore_ascii_case(r))
                .ok_or_else(|| {
                    c.err_at(
                        rcol,
                        format!("`cmp.{r}` is not a relation"),
                        Some("eq, ne, lt, le, gt or ge"),
                    )
                })?;
                let exec = self.exec(c)?;
                let dst = self.pred_name(c)?;
                let a = self.src(c, exec)?;
                let b = self.src(c, exec)?;
                c.end("the operands of `cmp`")?;
                self.push(
                    InstKind::Cmp {
                        rel,
                        exec,
                        dst,
                        srcs: [a, b],
                    },
                    loc,
                    Purpose::Compute,
                );
            }
            "setp" => {
                no_pred("setp")?;
                let exec = self.exec(c)?;
                let dst = self.pred_name(c)?;
                let src = self.src(c, exec)?;
                c.end("the operands of `setp`")?;
                self.push(InstKind::Setp { exec, dst, src }, loc, Purpose::Compute);
            }
            "movs" => {
                no_pred("movs")?;
                self.movs(c)?;
            }
            "jmp" => {
                let ecol = c.col();
                let exec = self.exec(c)?;
                if exec != Exec::nm(1) {
                    return Err(c.err_at(
                        ecol,
                        format!("`jmp {exec}`: a jump reads one channel"),
                        Some("(M1_NM, 1)"),
                    ));
                }
                let (l, lcol) = c.ident("the jump's label")?;
                c.end("the label of `jmp`")?;
                let target = self.label(l, c.line.no, lcol)?;
                self.push(InstKind::Jmp { pred, target }, loc, Purpose::Control);
            }
            "ret" => {
                no_pred("ret")?;
                self.exec(c)?;
                c.end("`ret`")?;
                self.push(InstKind::Ret, loc, Purpose::Control);
            }
            _ => match Message::from_mnemonic(mn) {
                Some(msg) => self.message(c, msg, pred, loc)?,
                None => {
                    return Err(c.err_at(
                        mcol,
                        format!("the instruction `{mn}` is not read"),
                        Some(KNOWN),
                    ))
                }
            },
        }
        Ok(())
    }

    /// `movs (M1_NM, 1) S(0) 0xN:ud`: a user surface's binding-table index, set before the
    /// surface's first message in each basic block, always to the same index. An immediate
    /// only: the index is what the host's binding table is read at (docs/ABI.md).
    fn movs(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        let ecol = c.col();
        if self.exec(c)? != Exec::nm(1) {
            return Err(c.err_at(ecol, "`movs` sets one surface", Some("(M1_NM, 1)")));
        }
        let scol = c.col();
        let id = self.surface(c)?;
        c.expect('(', "and the surface element `(0)` after the surface")?;
        let (e, ecol) = c.number("the surface element")?;
        if e != 0 {
            return Err(c.err_at(ecol, format!("surface element {e}"), Some("`(0)`")));
        }
        c.expect(')', "after the surface element")?;
        let icol = c.col();
        let bti = match self.src(c, Exec::nm(1))? {
            Src::Imm(Imm::Scalar {
                bits,
                ty: ElemType::Ud,
            }) => bits as u32,
            _ => {
                return Err(c.err_at(
                    icol,
                    "a `movs` source that is not a `:ud` immediate",
                    Some("the binding-table index, e.g. `0x3:ud`"),
                ))
            }
        };
        c.end("the operands of `movs`")?;
        if self.used_unset.contains(&id) {
            return Err(c.err_at(
                scol,
                "a `movs` of a surface a message used before",
                Some("the surface's `movs` before its first message"),
            ));
        }
        match self.k.surfaces.get_mut(id.index()) {
            Some(Surface::User { bti: b, name, .. }) => match b {
                Some(old) if *old != bti => {
                    return Err(c.err_at(
                        icol,
                        format!("surface `{name}` is set to {bti}, and to {old} before"),
                        Some("one binding-table index per surface"),
                    ))
                }
                _ => *b = Some(bti),
            },
            _ => {
                return Err(c.err_at(
                    scol,
                    "`movs` into `%slm` or `%scratch`",
                    Some("a user surface (`.decl v_type=T`)"),
                ))
            }
        }
        self.set_here.push(id);
        Ok(())
    }

    /// A message's surface: one the kernel sets must be set in this basic block (a `movs`
    /// after its last label or jump), which is what the finalizer folds.
    fn message_surface(&mut self, c: &mut Cursor<'_, '_>) -> Result<SurfaceId, ReadError> {
        let col = c.col();
        let id = self.surface(c)?;
        match self.k.surfaces.get(id.index()) {
            Some(Surface::User { bti: None, .. }) => self.used_unset.push(id),
            Some(Surface::User {
                name, bti: Some(_), ..
            }) if !self.set_here.contains(&id) => {
                return Err(c.err_at(
                    col,
                    format!("surface `{name}` is not set by a `movs` in this block"),
                    Some("a `movs` of the surface after the block's label, before its messages"),
                ));
            }
            _ => {}
        }
        Ok(id)
    }

    pub(super) fn message(
        &mut self,
        c: &mut Cursor<'_, '_>,
        msg: Message,
        pred: Option<PredUse>,
        loc: Loc,
    ) -> Result<(), ReadError> {
        c.expect('.', &format!("before the suffix of `{}`", msg.mnemonic()))?;
        let scol = c.col();
        let choice = if msg.has_channels() {
            let (ch, _) = c.ident("a channel mask (R, RG, ..., RGBA)")?;
            let mask = ChannelMask::from_name(ch).ok_or_else(|| {
                c.err_at(
                    scol,
                    format!("`{ch}` is not a channel mask"),
                    Some("R, G, B, A letters in RGBA order"),
                )
            })?;
            MsgChoice::channels(msg, mask)
        } else {
            let (b, _) = c.number("a block count")?;
            if !matches!(b, 1 | 2 | 4) {
                return Err(c.err_at(
                    scol,
                    format!("`{}.{b}`: a block count of {b}", msg.mnemonic()),
                    Some("1, 2 or 4"),
                ));
            }
            MsgChoice::blocks(msg, b as u8)
        };
        let exec = self.exec(c)?;
        let surface = self.message_surface(c)?;
        let global_offset = match msg.desc().global_offset {
            true => {
                let gcol = c.col();
                let g = self.src(c, Exec::nm(1))?;
                if matches!(g, Src::Pred(_) | Src::Reg { neg: true, .. }) {
                    return Err(c.err_at(
                        gcol,
                        "a global offset is a register region or an immediate, without a modifier",
                        None,
                    ));
                }
                Some(g)
            }
            false => None,
        };
        let n_addrs = msg.desc().addresses.len();
        let mut addrs = SmallVec::new();
        for _ in 0..n_addrs {
            addrs.push(self.raw(c)?);
        }
        let data = self.raw(c)?;
        c.end(&format!("the operands of `{}`", msg.mnemonic()))?;
        self.push(
            InstKind::Msg(Box::new(MsgInst {
                choice,
                exec,
                pred,
                surface,
                global_offset,
                addrs,
                data,
            })),
            loc,
            Purpose::Compute,
        );
        Ok(())
    }

    /// `// sink: V.off:T [stride=S], ...`: the values the checker observes at this point.
    pub(super) fn sink(&mut self, text: &str, no: u32, col: u32) -> Result<(), ReadError> {
        let line = lex_line(text, no, col - 1, &mut None)?;
        let mut c = Cursor::new(&line);
        let mut args = Vec::new();
        loop {
            let (name, ncol) = c.ident("a sunk variable")?;
            let var = match self.names.get(name) {
                Some(Sym::Var(v)) => *v,
                _ => {
                    return Err(c.err_at(
                        ncol,
                        format!("`{name}` is not a declared variable"),
                        None,
                    ))
                }
            };
            c.expect('.', "before the byte offset of a sunk value")?;
            let (off, _) = c.number_u32("the byte offset")?;
            c.expect(':', "before the type of a sunk value")?;
            let ty = self.ir_type(&mut c)?;
            let stride = if let Some(Tok::Ident("stride")) = c.peek() {
                c.bump();
                c.expect('=', "after `stride`")?;
                c.number_u32("the channel stride in bytes")?.0
            } else {
                memlower_lowering::layout::chan_stride(ty, self.env.grf_bytes)
            };
            args.push(SinkArg {
                var,
                off,
                stride,
                ty,
            });
            if !c.eat(',') {
                break;
            }
        }
        // The emitter's remark for readers.
        if c.peek() == Some(Tok::Punct('(')) {
            for w in ["kept", "live", "as", "outputs"] {
                c.bump();
                if c.peek() != Some(Tok::Ident(w)) {
                    return Err(c.err("expected `(kept live as outputs)`", None));
                }
            }
            c.bump();
            c.expect(')', "to close the remark")?;
        }
        c.end("the sunk values")?;
        self.push(InstKind::Sink(args), Loc::UNKNOWN, Purpose::Compute);
        Ok(())
    }
}
