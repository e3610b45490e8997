//! Declarations: `.decl` of general variables, predicates and surfaces, and `.input`.

use super::error::ReadError;
use super::lex::Cursor;
use super::parse::{Reader, Sym};
use memlower_lowering::mir::*;

impl Reader<'_> {
    pub(super) fn attr_key<'a>(c: &mut Cursor<'_, 'a>) -> Result<(&'a str, u32), ReadError> {
        let (key, col) = c.ident("a declaration attribute (`type=`, `num_elts=`, ...)")?;
        c.expect('=', &format!("after `{key}`"))?;
        Ok((key, col))
    }

    /// `want=`, or an error naming the attribute found instead.
    fn expect_key(c: &mut Cursor<'_, '_>, want: &str) -> Result<(), ReadError> {
        let (key, kcol) = Self::attr_key(c)?;
        if key != want {
            return Err(c.err_at(kcol, format!("expected `{want}=`, found `{key}=`"), None));
        }
        Ok(())
    }

    pub(super) fn decl(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        let (name, ncol) = c.ident("the declared name")?;
        Self::expect_key(c, "v_type")?;
        let (vt, vcol) = c.ident("a variable class (G, P or T)")?;
        match vt {
            "G" => self.decl_var(c, name, ncol),
            "P" => {
                Self::expect_key(c, "num_elts")?;
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
                Self::expect_key(c, "num_elts")?;
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

    pub(super) fn decl_var(
        &mut self,
        c: &mut Cursor<'_, '_>,
        name: &str,
        ncol: u32,
    ) -> Result<(), ReadError> {
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

    pub(super) fn input(&mut self, c: &mut Cursor<'_, '_>) -> Result<(), ReadError> {
        let (name, ncol) = c.ident("the input's name")?;
        Self::expect_key(c, "offset")?;
        let (offset, _) = c.number_u32("the input offset")?;
        Self::expect_key(c, "size")?;
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
                if self.input_vars.contains(v) || self.k.lane_ids == Some(*v) {
                    return Err(c.err_at(ncol, format!("`{name}` is an input twice"), None));
                }
                if name == LANE_ID_NAME {
                    // The lane-id input (docs/ABI.md): the host's lane indices, not a parameter.
                    self.k.lane_ids = Some(*v);
                } else {
                    self.input_vars.push(*v);
                }
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
}
