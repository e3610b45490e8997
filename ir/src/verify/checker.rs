//! The per-function [`Checker`]: arena sanity, names, blocks and terminators, branch targets and
//! arguments, SSA dominance, and the dispatch of each instruction to its type rule (the rules
//! themselves are in `values` and `memory`).

use super::error::VerifyError;
use super::rules::{is_identifier, operand_index, type_problem};
use super::site::{Operand, Site};
use crate::cfg::Cfg;
use crate::fxhash::FxHashSet as HashSet;
use crate::ir::*;
use crate::print::Namer;
use crate::types::Type;
use std::cell::OnceCell;

/// The printer's names of a function's values, made on the first error that names one (most
/// functions have none, and naming every value costs as much as checking it).
pub(super) struct LazyNamer<'a> {
    f: &'a Function,
    namer: OnceCell<Namer>,
}

impl LazyNamer<'_> {
    /// `%name` of `v`, as the printer writes it.
    pub(super) fn get(&self, v: Value) -> String {
        self.namer.get_or_init(|| Namer::new(self.f)).get(v)
    }
}

/// Where a value is defined: its block and, for instruction results, the position in the block
/// (its source location is the instruction's or the block's, looked up only for an error).
#[derive(Clone, Copy)]
struct Def {
    block: Block,
    /// [`Def::PARAM`] for block parameters (defined on entry to the block).
    pos: u32,
}

impl Def {
    const PARAM: u32 = u32::MAX;

    /// The position in the block, `None` for a parameter.
    fn pos(&self) -> Option<usize> {
        (self.pos != Self::PARAM).then_some(self.pos as usize)
    }
}

/// The definition of each value, indexed by value (a table, not a hashed map: every operand
/// of the function is looked up; eight bytes a value, so a function of a million values
/// walks a small table).
#[derive(Default)]
struct Defs(Vec<Option<Def>>);

impl Defs {
    fn get(&self, v: &Value) -> Option<&Def> {
        self.0.get(v.index()).and_then(Option::as_ref)
    }

    /// Records `d` for `v`, returning the definition `v` had.
    fn insert(&mut self, v: Value, d: Def) -> Option<Def> {
        if v.index() >= self.0.len() {
            self.0.resize(v.index() + 1, None);
        }
        self.0[v.index()].replace(d)
    }
}

pub(super) struct Checker<'a> {
    pub(super) m: &'a Module,
    pub(super) f: &'a Function,
    pub(super) errors: Vec<VerifyError>,
    /// The instruction being checked, so an error about one of its operands points at it.
    pub(super) current: Option<Inst>,
}

impl<'a> Checker<'a> {
    pub(super) fn run(m: &'a Module, f: &'a Function) -> Vec<VerifyError> {
        let mut c = Checker {
            m,
            f,
            errors: Vec::new(),
            current: None,
        };
        c.function();
        c.errors
    }

    pub(super) fn func_site(&self) -> Site {
        Site {
            loc: self.f.loc,
            func: Some(self.f.name.clone()),
            ..Site::default()
        }
    }

    /// The site of a block (its label; for the entry, whose label may be implicit in built IR,
    /// the same).
    pub(super) fn block_site(&self, b: Block) -> Site {
        let bd = self.f.blocks.get(b.index());
        Site {
            loc: bd.map(|d| d.loc).unwrap_or(Loc::UNKNOWN),
            func: Some(self.f.name.clone()),
            block: Some(self.block_name(b)),
            ..Site::default()
        }
    }

    pub(super) fn inst_site(&self, b: Block, pos: usize, i: Inst) -> Site {
        let d = self.f.insts.get(i.index());
        Site {
            loc: d.map(|d| d.loc).unwrap_or(Loc::UNKNOWN),
            func: Some(self.f.name.clone()),
            block: Some(self.block_name(b)),
            index: Some(pos),
            op: d.map(|d| d.kind.mnemonic()),
        }
    }

    pub(super) fn block_name(&self, b: Block) -> String {
        match self.f.blocks.get(b.index()) {
            Some(d) => d.name.clone(),
            None => b.to_string(),
        }
    }

    pub(super) fn malformed(&mut self, at: Site, problem: String) {
        self.errors.push(VerifyError::Malformed { at, problem });
    }

    pub(super) fn function(&mut self) {
        let f = self.f;
        let Some(entry) = f.entry() else {
            self.errors.push(VerifyError::NoBlocks {
                at: self.func_site(),
                name: f.name.clone(),
            });
            return;
        };
        let Some(defs) = self.arena() else {
            return;
        };
        // The arena is sane: the CFG, the printer's names and `Function`'s accessors are safe.
        let namer = LazyNamer {
            f,
            namer: OnceCell::new(),
        };
        let cfg = Cfg::compute(f);
        // Which blocks the layout lists, by block number (the arena check made every one an
        // index of the block arena).
        let mut layout = vec![false; f.blocks.len()];
        for &b in &f.layout {
            layout[b.index()] = true;
        }
        for &b in &f.layout {
            let bd = f.block(b);
            // One site per block, moved to each instruction in turn (a site per instruction
            // would clone the function's and the block's names for every instruction).
            let mut at = self.block_site(b);
            if bd.insts.is_empty() {
                self.errors.push(VerifyError::EmptyBlock {
                    at: self.block_site(b),
                    block: bd.name.clone(),
                });
            }
            let reachable = cfg.is_reachable(b);
            for (pos, &i) in bd.insts.iter().enumerate() {
                let d = f.inst(i);
                (at.loc, at.index, at.op) = (d.loc, Some(pos), Some(d.kind.mnemonic()));
                let last = pos + 1 == bd.insts.len();
                if d.kind.is_terminator() && !last {
                    self.errors.push(VerifyError::MisplacedTerminator {
                        at: at.clone(),
                        block: bd.name.clone(),
                    });
                } else if !d.kind.is_terminator() && last {
                    self.errors.push(VerifyError::MissingTerminator {
                        at: at.clone(),
                        block: bd.name.clone(),
                    });
                }
                if d.result.is_some() != d.kind.has_result() {
                    self.errors.push(VerifyError::ResultMismatch {
                        at: at.clone(),
                        has_result: d.result.is_some(),
                    });
                }
                let mut all_defined = true;
                let mut k = 0;
                d.kind.for_each_operand(|v| {
                    // The operand's site, made only for an error (most operands have none).
                    let use_at = || Site {
                        loc: f.operand_loc(i, k),
                        ..at.clone()
                    };
                    match defs.get(&v) {
                        None => {
                            all_defined = false;
                            self.errors.push(VerifyError::UndefinedValue {
                                at: use_at(),
                                value: namer.get(v),
                            });
                        }
                        Some(def) if reachable => {
                            if def.block == b {
                                if matches!(def.pos(), Some(p) if p >= pos) {
                                    self.errors.push(VerifyError::UseBeforeDef {
                                        at: use_at(),
                                        value: namer.get(v),
                                        def_loc: self.def_loc(v),
                                    });
                                }
                            } else if !cfg.dominates(def.block, b) {
                                self.errors.push(VerifyError::NotDominated {
                                    at: use_at(),
                                    value: namer.get(v),
                                    def_block: self.block_name(def.block),
                                    use_block: bd.name.clone(),
                                });
                            }
                        }
                        Some(_) => {}
                    }
                    k += 1;
                });
                self.current = Some(i);
                if d.kind.is_terminator() {
                    self.branches(&at, &d.kind, entry, &layout, &namer, all_defined);
                }
                if all_defined && d.result.is_some() == d.kind.has_result() {
                    self.inst(&at, &d.kind, d.result.map(|r| f.ty(r)));
                }
                self.current = None;
            }
        }
    }

    /// Where `v` (a value the arena check found defined) is defined: its instruction, or its
    /// block's label for a parameter.
    fn def_loc(&self, v: Value) -> Loc {
        let f = self.f;
        match f.values.get(v.index()).map(|d| d.def) {
            Some(ValueDef::Result(i)) => f.insts.get(i.index()).map_or(Loc::UNKNOWN, |d| d.loc),
            Some(ValueDef::Param(b, _)) => f.blocks.get(b.index()).map_or(Loc::UNKNOWN, |d| d.loc),
            None => Loc::UNKNOWN,
        }
    }

    /// Checks that every id in the layout refers to arena data and that every value is defined
    /// exactly once, where its `ValueData::def` says. Returns the definition of every live value,
    /// or `None` (after reporting) if the arenas are inconsistent.
    fn arena(&mut self) -> Option<Defs> {
        let f = self.f;
        let before = self.errors.len();
        // Indexed by block and instruction (both checked to be in their arenas first).
        let mut seen_blocks = vec![false; f.blocks.len()];
        let mut seen_insts = vec![false; f.insts.len()];
        let mut defs = Defs(vec![None; f.values.len()]);
        // The names and types, checked in the same walk (one pass over a large function's
        // instructions and values, not two), reported only if the arenas are sane: blocks'
        // errors first, then values' in definition order (the second of two equal names is
        // the one reported).
        let (mut block_errors, mut value_errors) = (Vec::new(), Vec::new());
        // Sized for every name at once (a function's parameters are mostly named: grown one
        // by one, the set would be rehashed several times per function).
        let named = f.values.iter().filter(|v| v.name.is_some()).count();
        let mut value_names = HashSet::with_capacity_and_hasher(named, Default::default());
        let mut block_names = HashSet::with_capacity_and_hasher(f.layout.len(), Default::default());
        for &b in &f.layout {
            let Some(bd) = f.blocks.get(b.index()) else {
                self.malformed(
                    self.func_site(),
                    format!("the layout lists {b}, which is not in the block arena"),
                );
                continue;
            };
            if std::mem::replace(&mut seen_blocks[b.index()], true) {
                self.malformed(
                    self.block_site(b),
                    format!("block `{}` is listed twice in the layout", bd.name),
                );
                continue;
            }
            self.block_name_check(b, bd, &mut block_names, &mut block_errors);
            for (idx, &p) in bd.params.iter().enumerate() {
                let ok = matches!(f.values.get(p.index()),
                    Some(vd) if vd.def == ValueDef::Param(b, idx as u32));
                if !ok {
                    self.malformed(
                        self.block_site(b),
                        format!(
                            "parameter {idx} of block `{}` is {p}, whose definition is not that \
                             parameter",
                            bd.name
                        ),
                    );
                } else if defs
                    .insert(
                        p,
                        Def {
                            block: b,
                            pos: Def::PARAM,
                        },
                    )
                    .is_some()
                {
                    self.malformed(self.block_site(b), format!("{p} is defined twice"));
                } else {
                    self.value_name_check(p, b, None, &mut value_names, &mut value_errors);
                }
            }
            for (pos, &i) in bd.insts.iter().enumerate() {
                let Some(d) = f.insts.get(i.index()) else {
                    self.malformed(
                        self.block_site(b),
                        format!(
                            "block `{}` lists {i}, which is not in the instruction arena",
                            bd.name
                        ),
                    );
                    continue;
                };
                if std::mem::replace(&mut seen_insts[i.index()], true) {
                    self.malformed(
                        self.inst_site(b, pos, i),
                        format!("{i} appears twice in the layout"),
                    );
                    continue;
                }
                if let Some(r) = d.result {
                    let ok = matches!(f.values.get(r.index()),
                        Some(vd) if vd.def == ValueDef::Result(i));
                    if !ok {
                        self.malformed(
                            self.inst_site(b, pos, i),
                            format!("the result of {i} is {r}, whose definition is not {i}"),
                        );
                    } else {
                        defs.insert(
                            r,
                            Def {
                                block: b,
                                // A block of 4 billion instructions is past any arena.
                                pos: u32::try_from(pos).unwrap_or(Def::PARAM - 1),
                            },
                        );
                        let at = Some((pos, i));
                        self.value_name_check(r, b, at, &mut value_names, &mut value_errors);
                    }
                }
            }
        }
        if self.errors.len() != before {
            return None;
        }
        self.errors.extend(block_errors);
        self.errors.extend(value_errors);
        Some(defs)
    }

    /// The name of block `b` (its data `bd`); `seen` holds the names before it.
    fn block_name_check(
        &self,
        b: Block,
        bd: &'a BlockData,
        seen: &mut HashSet<&'a str>,
        out: &mut Vec<VerifyError>,
    ) {
        let name = &bd.name;
        if !is_identifier(name) {
            out.push(VerifyError::BadName {
                at: self.block_site(b),
                what: "block",
                name: name.clone(),
            });
        }
        if !seen.insert(name.as_str()) {
            out.push(VerifyError::DuplicateBlock {
                at: self.block_site(b),
                name: name.clone(),
            });
        }
    }

    /// The type and the name of value `v`, defined in block `b` (by the instruction at `inst`,
    /// or as a parameter); `seen` holds the names defined before it. The site of a definition
    /// is made only for an error.
    fn value_name_check(
        &self,
        v: Value,
        b: Block,
        inst: Option<(usize, Inst)>,
        seen: &mut HashSet<&'a str>,
        out: &mut Vec<VerifyError>,
    ) {
        let f = self.f;
        let at = || match inst {
            None => self.block_site(b),
            Some((pos, i)) => self.inst_site(b, pos, i),
        };
        let Some(vd) = f.values.get(v.index()) else {
            return;
        };
        if let Some(reason) = type_problem(vd.ty) {
            out.push(VerifyError::InvalidType {
                at: at(),
                ty: vd.ty,
                reason,
            });
        }
        let Some(name) = vd.name.map(|n| f.names.get(n)) else {
            return;
        };
        if !is_identifier(name) {
            out.push(VerifyError::BadName {
                at: at(),
                what: "value",
                name: name.to_owned(),
            });
        }
        if !seen.insert(name) {
            out.push(VerifyError::DuplicateValue {
                at: at(),
                name: name.to_owned(),
            });
        }
    }

    /// Branch targets and their arguments.
    pub(super) fn branches(
        &mut self,
        at: &Site,
        kind: &InstKind,
        entry: Block,
        layout: &[bool],
        namer: &LazyNamer<'_>,
        args_defined: bool,
    ) {
        let f = self.f;
        let calls: &[&BlockCall] = match kind {
            InstKind::Br { dest } => &[dest],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => &[then_dest, else_dest],
            _ => &[],
        };
        // Operand index of the first argument of each call: after the condition of a `cond_br`.
        let mut first_arg = usize::from(matches!(kind, InstKind::CondBr { .. }));
        for &call in calls {
            let args_at = first_arg;
            first_arg += call.args.len();
            if !layout.get(call.block.index()).copied().unwrap_or(false) {
                self.errors.push(VerifyError::UnknownBlock {
                    at: at.clone(),
                    block: self.block_name(call.block),
                });
                continue;
            }
            let dest = f.block(call.block);
            if call.block == entry {
                // The entry's parameters are the function's arguments: matching them is moot.
                self.errors.push(VerifyError::BranchToEntry {
                    at: at.clone(),
                    block: dest.name.clone(),
                });
                continue;
            }
            if call.args.len() != dest.params.len() {
                self.errors.push(VerifyError::BranchArgCount {
                    at: at.clone(),
                    block: dest.name.clone(),
                    param_types: dest.params.iter().map(|&p| f.ty(p)).collect(),
                    params: dest.params.len(),
                    args: call.args.len(),
                });
                continue;
            }
            if !args_defined {
                continue;
            }
            for (index, (&a, &p)) in call.args.iter().zip(&dest.params).enumerate() {
                let (arg, param) = (f.ty(a), f.ty(p));
                if arg != param {
                    let loc = self
                        .current
                        .map_or(at.loc, |i| f.operand_loc(i, args_at + index));
                    self.errors.push(VerifyError::BranchArgType {
                        at: Site { loc, ..at.clone() },
                        block: dest.name.clone(),
                        index,
                        param_name: namer.get(p),
                        param,
                        arg,
                    });
                }
            }
        }
    }

    pub(super) fn ty(&self, v: Value) -> Type {
        // Only called on values found in the definition map, which are all in the arena.
        self.f.values.get(v.index()).map_or(Type::I32, |d| d.ty)
    }

    /// Records an error; one about an operand of the current instruction points at it.
    pub(super) fn push(&mut self, mut e: VerifyError) {
        if let (
            VerifyError::TypeMismatch { at, operand, .. }
            | VerifyError::LaneMismatch { at, operand, .. },
            Some(i),
        ) = (&mut e, self.current)
        {
            if let Some(k) = operand_index(&self.f.inst(i).kind, *operand) {
                at.loc = self.f.operand_loc(i, k);
            }
        }
        self.errors.push(e);
    }

    pub(super) fn mismatch(&mut self, at: &Site, operand: Operand, found: Type, expected: String) {
        self.push(VerifyError::TypeMismatch {
            at: at.clone(),
            operand,
            found,
            expected,
        });
    }

    /// Type rules of one instruction whose operands are all defined. `res` is the result type
    /// (present exactly when the op has a result).
    pub(super) fn inst(&mut self, at: &Site, kind: &InstKind, res: Option<Type>) {
        match (kind, res) {
            (InstKind::Const { value }, Some(ty)) => self.constant(at, value, ty),
            (InstKind::Splat { x }, Some(ty)) => self.splat(at, *x, ty),
            (InstKind::LaneIndex, Some(ty)) if !matches!(ty, Type::Vec { chans: 1, elem, .. } if elem.is_int()) =>
            {
                let lanes = ty.lanes().map_or("N".to_string(), |n| n.to_string());
                self.mismatch(
                    at,
                    Operand::Result,
                    ty,
                    format!("a single-channel integer vector, e.g. vec<{lanes} x i32>"),
                );
            }
            (InstKind::Binary { op, lhs, rhs }, Some(ty)) => self.binary(at, *op, *lhs, *rhs, ty),
            (InstKind::Cmp { lhs, rhs, .. }, Some(ty)) => self.cmp(at, *lhs, *rhs, ty, false),
            (InstKind::FCmp { lhs, rhs, .. }, Some(ty)) => self.cmp(at, *lhs, *rhs, ty, true),
            (InstKind::Fma { a, b, c }, Some(ty)) => self.fma(at, [*a, *b, *c], ty),
            (
                InstKind::Select {
                    cond,
                    on_true,
                    on_false,
                },
                Some(ty),
            ) => self.select(at, *cond, *on_true, *on_false, ty),
            (InstKind::Extract { src, start }, Some(ty)) => self.extract(at, *src, *start, ty),
            (InstKind::Insert { dst, src, start }, Some(ty)) => {
                self.insert(at, *dst, *src, *start, ty)
            }
            (InstKind::Concat { parts }, Some(ty)) => self.concat(at, parts, ty),
            (InstKind::ChanExtract { src, chan }, Some(ty)) => {
                self.chan_extract(at, *src, *chan, ty)
            }
            (InstKind::ChanPack { parts }, Some(ty)) => self.chan_pack(at, parts, ty),
            (InstKind::Cast { op, x }, Some(ty)) => self.cast(at, *op, self.ty(*x), ty),
            (
                InstKind::Gather {
                    addr,
                    mask,
                    align,
                    via,
                },
                Some(ty),
            ) => {
                self.address_op(at, addr, *mask, (Operand::Result, ty), *align);
                self.via(at, kind, *via);
            }
            (
                InstKind::Scatter {
                    addr,
                    data,
                    mask,
                    align,
                    via,
                },
                None,
            ) => {
                self.address_op(at, addr, *mask, (Operand::Data, self.ty(*data)), *align);
                self.via(at, kind, *via);
            }
            (
                InstKind::ImageLoad {
                    surface,
                    coords,
                    mask,
                    channels,
                    via,
                },
                Some(ty),
            ) => {
                self.image_op(
                    at,
                    *surface,
                    coords,
                    *mask,
                    *channels,
                    (Operand::Result, ty),
                );
                self.via(at, kind, *via);
            }
            (
                InstKind::ImageStore {
                    surface,
                    coords,
                    data,
                    mask,
                    channels,
                },
                None,
            ) => {
                let data = (Operand::Data, self.ty(*data));
                self.image_op(at, *surface, coords, *mask, *channels, data);
            }
            (InstKind::Sink { args }, None) if args.is_empty() => {
                self.push(VerifyError::OperandCount {
                    at: at.clone(),
                    found: 0,
                    expected: "at least one value to keep live".into(),
                });
            }
            (InstKind::CondBr { cond, .. }, None) => {
                let t = self.ty(*cond);
                if t != Type::mask(1) {
                    self.mismatch(
                        at,
                        Operand::Cond,
                        t,
                        "a mask<1> condition (compare scalars, or extract one lane of a mask)"
                            .into(),
                    );
                }
            }
            // `br` and `ret` have no type rules beyond the branch checks; a result mismatch was
            // reported by the caller, which does not call this then.
            _ => {}
        }
    }
}
