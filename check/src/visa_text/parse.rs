//! The line-by-line reader: the header, directives, labels, names, and the end checks
//! (declarations are read in `decls`, instructions in `insts`).

use super::env::Env;
use super::error::ReadError;
use super::lex::{Cursor, Line, Tok};
use memlower_ir::{Loc, SurfaceKind};
use memlower_lowering::mir::*;
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
    pub(super) user_surfaces: Vec<usize>,
    pub(super) declared_surfaces: usize,
    /// Where the kernel's variables are filled by the host.
    pub(super) input_vars: Vec<VarId>,
    /// The `.function` entry's name, and whether its label was placed: the label opens the
    /// body and is no instruction of the kernel.
    entry: Option<(String, bool, (u32, u32))>,
    /// The surfaces a `movs` set since the last label or jump (the current basic block).
    pub(super) set_here: Vec<SurfaceId>,
    /// The user surfaces a message used before any `movs` set them.
    pub(super) used_unset: Vec<SurfaceId>,
}

pub(super) const KNOWN: &str =
    "mov, add, mul, shl, shr, and, or, xor, not, sel, asr, min, max, mad, \
                                 cmp.<rel>, setp, movs, jmp, ret, gather_scaled, scatter_scaled, \
                                 scatter4_scaled, qw_scatter, gather4_typed";

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
                        bti: None,
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
            entry: None,
            set_here: Vec::new(),
            used_unset: Vec::new(),
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
                "function" => self.function(c, col),
                "version" | "kernel" => {
                    Err(c.err_at(col, format!("a second `.{d}`"), Some("one kernel a text")))
                }
                other => Err(c.err_at(
                    col,
                    format!("the directive `.{other}` is not read"),
                    Some("`.decl`, `.input` or `.function`"),
                )),
            };
        }
        // `NAME:` places a label.
        if let (Some(Tok::Ident(name)), Some(Tok::Punct(':'))) = (c.peek(), c.peek_at(1)) {
            let col = c.col();
            c.pos += 2;
            c.end("a label")?;
            if let Some((entry, placed, _)) = &mut self.entry {
                if entry == name {
                    if *placed {
                        return Err(c.err_at(col, format!("label `{name}` is placed twice"), None));
                    }
                    *placed = true;
                    return Ok(());
                }
            }
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

    /// `.function "NAME"`: the entry of the kernel body, whose label `NAME:` follows.
    fn function(&mut self, c: &mut Cursor<'_, '_>, col: u32) -> Result<(), ReadError> {
        if self.entry.is_some() {
            return Err(c.err_at(col, "a second `.function`", Some("one entry a kernel")));
        }
        match c.bump() {
            Some(Tok::Str(s)) => self.entry = Some((s.to_string(), false, (c.line.no, col))),
            _ => {
                c.pos -= 1;
                return Err(c.err(
                    format!("expected the function name in quotes, found {}", c.found()),
                    None,
                ));
            }
        }
        c.end("the function name")
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
    pub(super) fn label(&mut self, name: &str, line: u32, col: u32) -> Result<LabelId, ReadError> {
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

    pub(super) fn push(&mut self, kind: InstKind, loc: Loc, purpose: Purpose) {
        if matches!(kind, InstKind::Label(_) | InstKind::Jmp { .. }) {
            self.set_here.clear();
        }
        self.k.push(kind, loc, purpose);
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
        if let Some((name, false, (line, col))) = &self.entry {
            return Err(ReadError::new(
                *line,
                *col,
                format!("the entry `{name}` of `.function` is never placed"),
                Some(&format!("a line `{name}:` before the first instruction")),
            ));
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
