//! Directives, declarations, labels and instructions: the line-by-line reader.

use super::env::Env;
use super::error::ReadError;
use super::lex::{lex_line, Cursor, Line, Tok};
use crate::mir::*;
use memlower_ir::{ChannelMask, Loc, Message, MsgChoice, SurfaceKind};
use smallvec::SmallVec;
use std::collections::HashMap;

/// What a declared name is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sym {
    Var(VarId),
    Pred(PredId),
    Surface(SurfaceId),
    Label(LabelId),
}

/// A label: where it is first mentioned (for "never placed") and whether it is placed.
struct LabelState {
    id: LabelId,
    first: (u32, u32),
    placed: bool,
}

/// The reader's state: the kernel so far and its names.
pub(super) struct Reader<'e> {
    pub(super) env: &'e Env,
    pub(super) k: Kernel,
    pub(super) names: HashMap<String, Sym>,
    labels: HashMap<String, LabelState>,
    /// Module indices of the user (untyped and image) surfaces, in module order: the i-th
    /// `.decl ... v_type=T` binds the i-th of them.
    user_surfaces: Vec<usize>,
    declared_surfaces: usize,
    /// Where the kernel's variables are filled by the host.
    input_vars: Vec<VarId>,
}

const ALU_OPS: [AluOp; 10] = [
    AluOp::Mov,
    AluOp::Add,
    AluOp::Mul,
    AluOp::Shl,
    AluOp::Shr,
    AluOp::And,
    AluOp::Or,
    AluOp::Xor,
    AluOp::Not,
    AluOp::Sel,
];

const KNOWN: &str = "mov, add, mul, shl, shr, and, or, xor, not, sel, cmp.<rel>, setp, jmp, ret, \
                     gather_scaled, scatter_scaled, scatter4_scaled, qw_scatter, gather4_typed";

impl<'e> Reader<'e> {
    pub(super) fn new(env: &'e Env) -> Reader<'e> {
        let mut k = Kernel::new("", env.target.clone(), env.grf_bytes);
        let mut user_surfaces = Vec::new();
        for (i, kind) in env.surfaces.iter().enumerate() {
            let s = match kind {
                SurfaceKind::Slm => Surface::Slm,
                SurfaceKind::Stateless => Surface::Scratch,
                SurfaceKind::Untyped | SurfaceKind::Image { .. } => {
                    user_surfaces.push(i);
                    Surface::User {
                        name: String::new(),
                        typed: kind.is_image(),
                    }
                }
            };
            k.add_surface(s);
        }
        Reader {
            env,
            k,
            names: HashMap::new(),
            labels: HashMap::new(),
            user_surfaces,
            declared_surfaces: 0,
            input_vars: Vec::new(),
        }
    }

    pub(super) fn read(mut self, lines: &[Line<'_>]) -> Result<Kernel, ReadError> {
        let mut header = 0;
        let mut last = 1;
        for line in lines {
            last = line.no;
            if line.toks.is_empty() {
                if let Some((col, text)) = line.comment {
                    if let Some(rest) = text.trim_start().strip_prefix("sink:") {
                        let at = col + 2 + (text.len() - rest.len()) as u32;
                        self.need_header(header, line.no, col)?;
                        self.sink(rest, line.no, at)?;
                    }
                }
                continue;
            }
            let mut c = Cursor::new(line);
            match header {
                0 => self.version(&mut c)?,
                1 => self.kernel_name(&mut c)?,
                _ => self.line(&mut c)?,
            }
            header = (header + 1).min(2);
        }
        self.need_header(header, last + 1, 1)?;
        self.finish(last)
    }

    fn need_header(&self, header: u32, line: u32, col: u32) -> Result<(), ReadError> {
        match header {
            0 => Err(ReadError::new(
                line,
                col,
                "the text does not start with `.version`",
                Some("`.version 4.2`, then `.kernel \"name\"`"),
            )),
            1 => Err(ReadError::new(
                line,
                col,
                "`.kernel` is missing after `.version`",
                Some("`.kernel \"name\"`"),
            )),
            _ => Ok(()),
        }
    }

    fn directive_name<'a>(
        &self,
        c: &mut Cursor<'_, 'a>,
    ) -> Result<Option<(&'a str, u32)>, ReadError> {
        if c.peek() != Some(Tok::Punct('.')) {
            return Ok(None);
        }
        let col = c.col();
        c.bump();
        match c.peek() {
            Some(Tok::Ident(d)) => {
                c.bump();
                Ok(Some((d, col)))
            }
            _ => Err(c.err(
                format!("expected a directive name after `.`, found {}", c.found()),
                None,
            )),
        }
    }

    fn version(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        let col = c.col();
        match self.directive_name(c)? {
            Some(("version", _)) => {}
            _ => {
                return Err(c.err_at(
                    col,
                    "the text does not start with `.version`",
                    Some("`.version 4.2`, then `.kernel \"name\"`"),
                ))
            }
        }
        let (major, vcol) = c.number("the major version")?;
        c.expect('.', "between the major and minor version")?;
        let (minor, _) = c.number("the minor version")?;
        if (major, minor) != (4, 2) {
            return Err(c.err_at(
                vcol,
                format!("vISA version {major}.{minor} is not read"),
                Some("version 4.2"),
            ));
        }
        c.end("the version")
    }

    fn kernel_name(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        let col = c.col();
        match self.directive_name(c)? {
            Some(("kernel", _)) => {}
            _ => {
                return Err(c.err_at(
                    col,
                    "`.kernel` is missing after `.version`",
                    Some("`.kernel \"name\"`"),
                ))
            }
        }
        match c.bump() {
            Some(Tok::Str(s)) => self.k.name = s.to_string(),
            _ => {
                c.pos -= 1;
                return Err(c.err(
                    format!("expected the kernel name in quotes, found {}", c.found()),
                    None,
                ));
            }
        }
        c.end("the kernel name")
    }

    fn line(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        if let Some((d, col)) = self.directive_name(c)? {
            return match d {
                "decl" => self.decl(c),
                "input" => self.input(c),
                "version" | "kernel" => {
                    Err(c.err_at(col, format!("a second `.{d}`"), Some("one kernel a text")))
                }
                other => Err(c.err_at(
                    col,
                    format!("the directive `.{other}` is not read"),
                    Some("`.decl` or `.input`"),
                )),
            };
        }
        // `NAME:` places a label.
        if let (Some(Tok::Ident(name)), Some(Tok::Punct(':'))) = (c.peek(), c.peek_at(1)) {
            let col = c.col();
            c.pos += 2;
            c.end("a label")?;
            let id = self.label(name, c.line.no, col)?;
            let st = self.labels.get_mut(name);
            if let Some(st) = st {
                if st.placed {
                    return Err(c.err_at(col, format!("label `{name}` is placed twice"), None));
                }
                st.placed = true;
            }
            self.push(InstKind::Label(id), Loc::UNKNOWN, Purpose::Control);
            return Ok(());
        }
        self.instruction(c)
    }

    /// Declares `name`, refusing a second declaration of it.
    pub(super) fn declare(
        &mut self,
        name: &str,
        sym: Sym,
        line: u32,
        col: u32,
    ) -> Result<(), ReadError> {
        if self.names.contains_key(name) {
            return Err(ReadError::new(
                line,
                col,
                format!("`{name}` is declared twice"),
                Some("one declaration a name (variables, predicates, surfaces and labels share names)"),
            ));
        }
        self.names.insert(name.to_string(), sym);
        Ok(())
    }

    /// The id of label `name`, declared on first mention.
    fn label(&mut self, name: &str, line: u32, col: u32) -> Result<LabelId, ReadError> {
        if let Some(st) = self.labels.get(name) {
            return Ok(st.id);
        }
        let id = LabelId(self.k.labels.len() as u32);
        self.declare(name, Sym::Label(id), line, col)?;
        self.k.add_label(name);
        self.labels.insert(
            name.to_string(),
            LabelState {
                id,
                first: (line, col),
                placed: false,
            },
        );
        Ok(id)
    }

    fn push(&mut self, kind: InstKind, loc: Loc, purpose: Purpose) {
        self.k.push(kind, loc, purpose);
    }

    // ---- declarations ----------------------------------------------------------------------

    /// `key=` of a declaration attribute.
    fn attr_key<'a>(c: &mut Cursor<'_, 'a>) -> Result<(&'a str, u32), ReadError> {
        let (key, col) = c.ident("a declaration attribute (`type=`, `num_elts=`, ...)")?;
        c.expect('=', &format!("after `{key}`"))?;
        Ok((key, col))
    }

    fn decl(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        let (name, ncol) = c.ident("the declared name")?;
        let (key, kcol) = Self::attr_key(c)?;
        if key != "v_type" {
            return Err(c.err_at(
                kcol,
                format!("expected `v_type=` first, found `{key}=`"),
                None,
            ));
        }
        let (vt, vcol) = c.ident("a variable class (G, P or T)")?;
        match vt {
            "G" => self.decl_var(c, name, ncol),
            "P" => {
                let (key, kcol) = Self::attr_key(c)?;
                if key != "num_elts" {
                    return Err(c.err_at(
                        kcol,
                        format!("expected `num_elts=`, found `{key}=`"),
                        None,
                    ));
                }
                let (n, ncol2) = c.number_u32("the predicate size")?;
                if !(1..=32).contains(&n) {
                    return Err(c.err_at(
                        ncol2,
                        format!("a predicate of {n} channels"),
                        Some("1 to 32 channels"),
                    ));
                }
                c.end("a predicate declaration")?;
                let id = PredId(self.k.preds.len() as u32);
                self.declare(name, Sym::Pred(id), c.line.no, ncol)?;
                self.k.add_pred(name, n);
                Ok(())
            }
            "T" => {
                let (key, kcol) = Self::attr_key(c)?;
                if key != "num_elts" {
                    return Err(c.err_at(
                        kcol,
                        format!("expected `num_elts=`, found `{key}=`"),
                        None,
                    ));
                }
                let (n, ncol2) = c.number("the surface count")?;
                if n != 1 {
                    return Err(c.err_at(
                        ncol2,
                        format!("a surface of {n} elements"),
                        Some("num_elts=1"),
                    ));
                }
                c.end("a surface declaration")?;
                let Some(&module_index) = self.user_surfaces.get(self.declared_surfaces) else {
                    return Err(c.err_at(
                        ncol,
                        format!(
                            "surface `{name}` is one more than the module's {} user surfaces",
                            self.user_surfaces.len()
                        ),
                        Some("one `.decl v_type=T` per untyped or image surface, in module order"),
                    ));
                };
                self.declared_surfaces += 1;
                let id = SurfaceId(module_index as u32);
                self.declare(name, Sym::Surface(id), c.line.no, ncol)?;
                if let Some(Surface::User { name: n, .. }) = self.k.surfaces.get_mut(module_index) {
                    *n = name.to_string();
                }
                Ok(())
            }
            other => Err(c.err_at(
                vcol,
                format!("variables of class `{other}` are not read"),
                Some("v_type=G (general), P (predicate) or T (surface)"),
            )),
        }
    }

    fn decl_var(&mut self, c: &mut Cursor<'_, '_>, name: &str, ncol: u32) -> Result<(), ReadError> {
        let mut ty = None;
        let mut num = None;
        let mut alias = None;
        let mut align = false;
        let mut output = false;
        while !c.at_end() {
            let (key, kcol) = Self::attr_key(c)?;
            let dup = || ReadError::new(c.line.no, kcol, format!("`{key}=` is given twice"), None);
            match key {
                "type" => {
                    let (t, tcol) = c.ident("an element type")?;
                    if ty.is_some() {
                        return Err(dup());
                    }
                    ty = Some(ElemType::from_name(t).ok_or_else(|| {
                        c.err_at(
                            tcol,
                            format!("`{t}` is not an element type the reader knows"),
                            Some("ud, d, uw, w, ub, b, uq, q, f, hf or df"),
                        )
                    })?);
                }
                "num_elts" => {
                    let (n, col) = c.number_u32("the element count")?;
                    if num.is_some() {
                        return Err(dup());
                    }
                    if n == 0 {
                        return Err(c.err_at(
                            col,
                            "a variable of 0 elements",
                            Some("num_elts >= 1"),
                        ));
                    }
                    num = Some(n);
                }
                "align" => {
                    let (a, acol) = c.ident("an alignment")?;
                    if align {
                        return Err(dup());
                    }
                    if a != "GRF" {
                        return Err(c.err_at(
                            acol,
                            format!("`align={a}` is not read"),
                            Some("align=GRF (variables below a GRF never cross one)"),
                        ));
                    }
                    align = true;
                }
                "alias" => {
                    if alias.is_some() {
                        return Err(dup());
                    }
                    c.expect('<', "to open the alias")?;
                    let (of, ocol) = c.ident("the aliased variable")?;
                    c.expect(',', "between the aliased variable and the offset")?;
                    let (off, _) = c.number_u32("the alias offset in bytes")?;
                    c.expect('>', "to close the alias")?;
                    let of = match self.names.get(of) {
                        Some(Sym::Var(v)) => *v,
                        Some(_) => {
                            return Err(c.err_at(
                                ocol,
                                format!("`{of}` is not a general variable"),
                                None,
                            ))
                        }
                        None => {
                            return Err(c.err_at(
                                ocol,
                                format!("`{of}` is not declared"),
                                Some("an alias of a variable declared before it"),
                            ))
                        }
                    };
                    alias = Some((of, off, kcol));
                }
                "attrs" => {
                    c.expect('{', "to open the attributes")?;
                    let (a, acol) = c.ident("an attribute")?;
                    if a != "Output" {
                        return Err(c.err_at(
                            acol,
                            format!("the attribute `{a}` is not read"),
                            Some("Output"),
                        ));
                    }
                    c.expect('}', "to close the attributes")?;
                    if output {
                        return Err(dup());
                    }
                    output = true;
                }
                other => {
                    return Err(c.err_at(
                        kcol,
                        format!("the declaration attribute `{other}=` is not read"),
                        Some("type=, num_elts=, align=GRF, alias=<V, off>, attrs={Output}"),
                    ))
                }
            }
        }
        let line = c.line.no;
        let ty =
            ty.ok_or_else(|| ReadError::new(line, ncol, format!("`{name}` has no `type=`"), None))?;
        let num = num.ok_or_else(|| {
            ReadError::new(line, ncol, format!("`{name}` has no `num_elts=`"), None)
        })?;
        let id = VarId(self.k.vars.len() as u32);
        self.declare(name, Sym::Var(id), line, ncol)?;
        match alias {
            Some((of, off, kcol)) => {
                if align || output {
                    return Err(ReadError::new(
                        line,
                        kcol,
                        format!("alias `{name}` also has `align=` or `attrs=`"),
                        Some("alignment and attributes on the aliased root variable"),
                    ));
                }
                self.k.add_alias(name, ty, num, of, off);
            }
            None => {
                self.k.add_var(name, ty, num);
                if let Some(v) = self.k.vars.last_mut() {
                    v.output = output;
                }
            }
        }
        Ok(())
    }

    fn input(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        let (name, ncol) = c.ident("the input's name")?;
        let (key, kcol) = Self::attr_key(c)?;
        if key != "offset" {
            return Err(c.err_at(kcol, format!("expected `offset=`, found `{key}=`"), None));
        }
        let (offset, _) = c.number_u32("the input offset")?;
        let (key, kcol) = Self::attr_key(c)?;
        if key != "size" {
            return Err(c.err_at(kcol, format!("expected `size=`, found `{key}=`"), None));
        }
        let (size, scol) = c.number_u32("the input size")?;
        c.end("an input")?;
        let (kind, bytes) = match self.names.get(name) {
            Some(Sym::Var(v)) => {
                let d = self.k.var(*v).cloned();
                if d.as_ref().is_some_and(|d| d.alias.is_some()) {
                    return Err(c.err_at(
                        ncol,
                        format!("input `{name}` is an alias"),
                        Some("a root variable"),
                    ));
                }
                if self.input_vars.contains(v) {
                    return Err(c.err_at(ncol, format!("`{name}` is an input twice"), None));
                }
                self.input_vars.push(*v);
                (InputKind::Var(*v), d.map(|d| d.bytes()).unwrap_or(0))
            }
            Some(Sym::Surface(s)) => (InputKind::Surface(*s), 4),
            Some(_) => {
                return Err(c.err_at(
                    ncol,
                    format!("`{name}` is neither a variable nor a surface"),
                    None,
                ))
            }
            None => return Err(c.err_at(ncol, format!("input `{name}` is not declared"), None)),
        };
        if size != bytes {
            return Err(c.err_at(
                scol,
                format!("input `{name}` has size={size} but its declaration has {bytes} bytes"),
                None,
            ));
        }
        self.k.inputs.push(Input { kind, offset, size });
        Ok(())
    }

    // ---- instructions ----------------------------------------------------------------------

    /// The IR location in a `// line L:C` comment, if the line has one.
    fn loc_comment(line: &Line<'_>) -> Loc {
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

    fn instruction(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        let pcol = c.col();
        let pred = if c.peek() == Some(Tok::Punct('(')) {
            Some(self.pred_ctrl(c)?)
        } else {
            None
        };
        let (mn, mcol) = c.ident("an instruction")?;
        let loc = Self::loc_comment(c.line);
        if let Some(op) = ALU_OPS.into_iter().find(|o| o.name() == mn) {
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

    fn message(
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
        let surface = self.surface(c)?;
        let global_offset = match msg {
            Message::GatherScaled | Message::ScatterScaled | Message::Scatter4Scaled => {
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
            Message::QwScatter | Message::Gather4Typed => None,
        };
        let n_addrs = if msg == Message::Gather4Typed { 4 } else { 1 };
        let mut addrs = SmallVec::new();
        for _ in 0..n_addrs {
            addrs.push(self.raw(c)?);
        }
        let data = self.raw(c)?;
        c.end(&format!("the operands of `{}`", msg.mnemonic()))?;
        self.push(
            InstKind::Msg(MsgInst {
                choice,
                exec,
                pred,
                surface,
                global_offset,
                addrs,
                data,
            }),
            loc,
            Purpose::Compute,
        );
        Ok(())
    }

    /// `// sink: V.off:T [stride=S], ...`: the values the checker observes at this point.
    fn sink(&mut self, text: &str, no: u32, col: u32) -> Result<(), ReadError> {
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
                crate::layout::chan_stride(ty, self.env.grf_bytes)
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

    fn finish(mut self, last: u32) -> Result<Kernel, ReadError> {
        for (name, st) in &self.labels {
            if !st.placed {
                return Err(ReadError::new(
                    st.first.0,
                    st.first.1,
                    format!("label `{name}` is never placed"),
                    Some(&format!("a line `{name}:`")),
                ));
            }
        }
        if self.declared_surfaces != self.user_surfaces.len() {
            return Err(ReadError::new(
                last,
                1,
                format!(
                    "the text declares {} surfaces, the module binds {} untyped and image surfaces",
                    self.declared_surfaces,
                    self.user_surfaces.len()
                ),
                Some("one `.decl v_type=T` per untyped or image surface, in module order"),
            ));
        }
        // memlower's ABI: the input variables, in declaration order, are the parameters.
        let mut args = self.input_vars.clone();
        args.sort();
        self.k.args = args;
        Ok(self.k)
    }
}
