//! The driver: runs a function block by block, and the interpreter state with its value reads,
//! writes and the per-instruction dispatch.

use super::error::{At, InterpError};
use super::memory::Memory;
use super::outcome::{Limits, Outcome, SinkRecord};
use super::value::Val;
use crate::ir::{BlockCall, Function, InstKind, Module, Value};
use crate::types::Type;

/// Runs `f` (a function of `m`) on `args` and `mem` under the reference semantics of
/// `docs/SEMANTICS.md`. On `Ok`, `mem` holds the final memory; on `Err`, whatever was written
/// before the error.
pub fn run_function(
    m: &Module,
    f: &Function,
    args: &[Val],
    mem: &mut Memory,
    limits: Limits,
) -> Result<Outcome, InterpError> {
    let fn_at = At {
        loc: f.loc,
        op: "func",
    };
    let entry = f
        .entry()
        .ok_or_else(|| fn_at.malformed("the function has no block"))?;
    let params = f.params();
    let types_text = |tys: Vec<Type>| {
        tys.iter()
            .map(Type::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let param_tys: Vec<Type> = params.iter().map(|&p| f.ty(p)).collect();
    let arg_tys: Vec<Type> = args.iter().map(Val::ty).collect();
    if param_tys != arg_tys {
        return Err(InterpError::Arguments {
            loc: f.loc,
            func: f.name.clone(),
            expected: types_text(param_tys),
            found: types_text(arg_tys),
        });
    }
    let mut it = Interp {
        m,
        f,
        mem,
        vals: vec![None; f.values.len()],
        out: Outcome::default(),
    };
    for (&p, a) in params.iter().zip(args) {
        it.set(fn_at, p, a.clone())?;
    }
    let mut block = entry;
    loop {
        let data = f
            .blocks
            .get(block.index())
            .ok_or_else(|| fn_at.malformed(format!("{block} does not exist")))?;
        let mut next: Option<(At, &BlockCall)> = None;
        for &inst in &data.insts {
            let d = f
                .insts
                .get(inst.index())
                .ok_or_else(|| fn_at.malformed(format!("{inst} does not exist")))?;
            let at = At {
                loc: d.loc,
                op: d.kind.mnemonic(),
            };
            it.out.steps += 1;
            if it.out.steps > limits.max_steps {
                return Err(InterpError::StepLimit {
                    loc: d.loc,
                    limit: limits.max_steps,
                });
            }
            match &d.kind {
                InstKind::Ret => return Ok(it.out),
                InstKind::Br { dest } => {
                    next = Some((at, dest));
                    break;
                }
                InstKind::CondBr {
                    cond,
                    then_dest,
                    else_dest,
                } => {
                    let c = it.get(at, *cond)?;
                    if c.ty() != Type::mask(1) {
                        return Err(
                            at.malformed(format!("the condition is {}, not mask<1>", c.ty()))
                        );
                    }
                    let taken = match c.get(0) {
                        Some(0) => else_dest,
                        Some(_) => then_dest,
                        None => return Err(at.undefined("condition", None)),
                    };
                    next = Some((at, taken));
                    break;
                }
                kind => it.exec(at, kind, d.result)?,
            }
        }
        let Some((at, dest)) = next else {
            return Err(fn_at.malformed(format!("block `{}` ends without a terminator", data.name)));
        };
        // Read every argument before writing any parameter (a loop may swap its parameters).
        let vals = dest
            .args
            .iter()
            .map(|&a| it.get(at, a).cloned())
            .collect::<Result<Vec<Val>, _>>()?;
        let target = f
            .blocks
            .get(dest.block.index())
            .ok_or_else(|| at.malformed(format!("{} does not exist", dest.block)))?;
        if target.params.len() != vals.len() {
            return Err(at.malformed(format!(
                "`{}` takes {} arguments, {} given",
                target.name,
                target.params.len(),
                vals.len()
            )));
        }
        for (&p, v) in target.params.iter().zip(vals) {
            it.set(at, p, v)?;
        }
        block = dest.block;
    }
}

pub(super) struct Interp<'a> {
    pub(super) m: &'a Module,
    pub(super) f: &'a Function,
    pub(super) mem: &'a mut Memory,
    pub(super) vals: Vec<Option<Val>>,
    pub(super) out: Outcome,
}

/// A value's name for messages: `%name`, or the arena id of an anonymous value.
fn value_text(f: &Function, v: Value) -> String {
    match f
        .values
        .get(v.index())
        .and_then(|d| d.name)
        .map(|n| f.names.get(n))
    {
        Some(n) => format!("%{n}"),
        None => format!("{v}"),
    }
}
impl Interp<'_> {
    pub(super) fn get(&self, at: At, v: Value) -> Result<&Val, InterpError> {
        self.vals
            .get(v.index())
            .and_then(Option::as_ref)
            .ok_or_else(|| {
                at.malformed(format!(
                    "{} has no value here (used before its definition)",
                    value_text(self.f, v)
                ))
            })
    }

    pub(super) fn set(&mut self, at: At, v: Value, val: Val) -> Result<(), InterpError> {
        let want = self.f.values.get(v.index()).map(|d| d.ty);
        if want != Some(val.ty()) {
            return Err(at.malformed(format!(
                "{} is declared {} but receives a {}",
                value_text(self.f, v),
                want.map(|t| t.to_string())
                    .unwrap_or_else(|| "nothing".into()),
                val.ty()
            )));
        }
        match self.vals.get_mut(v.index()) {
            Some(slot) => {
                *slot = Some(val);
                Ok(())
            }
            None => Err(at.malformed(format!("{v} does not exist"))),
        }
    }

    /// The operand `v`, checked to have type `ty`.
    pub(super) fn get_ty(
        &self,
        at: At,
        v: Value,
        ty: Type,
        what: &str,
    ) -> Result<&Val, InterpError> {
        let val = self.get(at, v)?;
        if val.ty() != ty {
            return Err(at.malformed(format!("the {what} is {}, expected {ty}", val.ty())));
        }
        Ok(val)
    }

    pub(super) fn exec(
        &mut self,
        at: At,
        kind: &InstKind,
        result: Option<Value>,
    ) -> Result<(), InterpError> {
        match kind {
            InstKind::Sink { args } => {
                let values = args
                    .iter()
                    .map(|&a| self.get(at, a).cloned())
                    .collect::<Result<Vec<_>, _>>()?;
                self.out.sinks.push(SinkRecord {
                    loc: at.loc,
                    values,
                });
                Ok(())
            }
            InstKind::Scatter {
                addr,
                data,
                mask,
                align,
                via,
            } => self.scatter(at, addr, *data, *mask, *align, *via),
            InstKind::ImageStore {
                surface,
                coords,
                data,
                mask,
                channels,
            } => self.image_store(at, *surface, coords, *data, *mask, *channels),
            _ => {
                let r = result.ok_or_else(|| at.malformed("the instruction has no result"))?;
                let ty = self
                    .f
                    .values
                    .get(r.index())
                    .map(|d| d.ty)
                    .ok_or_else(|| at.malformed(format!("{r} does not exist")))?;
                let v = self.eval(at, kind, ty)?;
                self.set(at, r, v)
            }
        }
    }
}
