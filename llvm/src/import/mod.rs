//! The importer: an LLVM module (already parsed and verified by LLVM, pointers opaque) in, a
//! verified memlower module out.
//!
//! ```text
//!   for each LLVM function with a body:
//!     pointer arguments ─▶ surfaces (addrspace 0/1: one untyped surface each; 3: SLM + an i32
//!                          argument holding the SLM byte offset)           pointers.rs
//!     other arguments   ─▶ entry-block parameters                          types.rs
//!     reachable blocks, reverse post-order; phis ─▶ block parameters       control.rs
//!     each instruction  ─▶ memlower instructions, or an ImportError naming it:
//!         getelementptr                ─▶ i32 byte-offset arithmetic      pointers.rs
//!         load/store, llvm.masked.*    ─▶ gather / scatter                memory.rs
//!         llvm.memcpy, llvm.memset     ─▶ a loop of masked 16-lane ones   memops.rs
//!         interleaved groups (a wide load and its de-interleaving shuffles, interleaving
//!           shuffles and their wide store) ─▶ multi-channel gather / scatter groups.rs
//!         arithmetic, compares, casts, math intrinsics ─▶ the same op     arith.rs
//!           (llvm.fshl/fshr/ctpop/ctlz/cttz/bswap: shifts and logic       bits.rs)
//!           (udiv/sdiv/urem/srem: by a constant, umulh/smulh and shifts  divide.rs;
//!            by a value, a reciprocal refined by the remainder        divide/variable.rs;
//!            of i64 by a constant, two 32-bit digits                  divide/wide.rs)
//!           (fdiv, llvm.sqrt/sqrtf on f32: integer ops on the bits   fdiv.rs, sqrt.rs;
//!            all written against one 32-bit lane trait                expand.rs)
//!           (llvm.floor/ceil/trunc/round/rint on f32: conversions, selects rounding.rs)
//!         llvm.vector.reduce.*         ─▶ extract + ALU ops (log2 tree or lane order) reduce.rs
//!         shufflevector, insert/extractelement ─▶ splat, extract, insert, concat   vector.rs
//!                                        (any constant shuffle, lane by lane)  lanes.rs
//!   memlower's verifier on the result (a failure there is an importer bug, reported)
//! ```
//!
//! Values are imported as [`Imp`]: a memlower value, or a pointer (a surface plus byte offsets,
//! which only memory operations and address arithmetic consume).

mod arith;
mod bits;
mod compress;
mod control;
mod divide;
mod expand;
mod fdiv;
mod groups;
mod lanes;
mod lines;
mod memops;
mod memory;
mod overflow;
mod pointers;
mod reduce;
mod rounding;
mod sqrt;
mod types;
mod vector;

use crate::error::ImportError;
use crate::view::{Bb, Kind, Opcode, V};
use inkwell::llvm_sys::target::LLVMTargetDataRef;
use memlower_ir::verify::{is_identifier, verify_module};
use memlower_ir::{Block, ConstValue, Function, InstKind, Loc, Module, SurfaceRef, Type, Value};
use pointers::Ptr;
use std::collections::{HashMap, HashSet};

pub(crate) use types::is_pointer;

/// An imported LLVM value.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Imp {
    /// A memlower value (numbers, vectors, masks).
    Val(Value),
    /// A pointer or vector of pointers.
    Ptr(Ptr),
}

/// What an LLVM function argument became.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    /// A pointer in address space 0 or 1: this surface, from byte 0.
    Surface(SurfaceRef),
    /// A number: this parameter of the memlower function.
    Param(usize),
    /// A pointer in address space 3: this `i32` parameter holds its SLM byte offset.
    SlmOffset(usize),
}

/// How one LLVM function was imported: its name in each IR and what each argument became.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionBindings {
    /// The LLVM function's name.
    pub llvm: String,
    /// The memlower function's name.
    pub ir: String,
    /// One entry per LLVM argument, in order.
    pub args: Vec<Binding>,
    /// Each LLVM argument's name as LLVM prints it, without `%`: its own name, or the number
    /// LLVM gives an unnamed value (`3` for `%3`; unnamed arguments are numbered from 0).
    pub printed: Vec<String>,
    /// The memlower function's parameter names, in order (`Binding::Param(p)` is `params[p]`).
    pub params: Vec<String>,
    /// For LLVM text compiled with `-g`: the source position (the C file, line and column of
    /// the instruction's debug location) of each `.ll` position the imported ops carry, sorted.
    pub source_locs: Vec<(Loc, SourceLoc)>,
}

/// A position in the source an LLVM instruction was compiled from, read from its debug
/// location (`clang -g`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLoc {
    /// The source file, as the debug information names it.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (0: none recorded).
    pub col: u32,
}

impl FunctionBindings {
    /// The source position of the op at `.ll` position `at`, if the input had debug locations.
    pub fn source_loc(&self, at: Loc) -> Option<&SourceLoc> {
        self.source_locs
            .binary_search_by_key(&(at.line, at.col), |(l, _)| (l.line, l.col))
            .ok()
            .map(|k| &self.source_locs[k].1)
    }

    /// The memlower parameter a command-line name means in this function: a parameter of that
    /// name, an LLVM argument by its position (`3`: the fourth argument, counting from 0), or
    /// by its printed name (`%3`, `%n`; `%arg3` is memlower's name for an unnamed argument 3).
    /// `Err` says why an LLVM argument it names has no parameter (it is a pointer, whose
    /// buffer is a surface); `Ok(None)`: it names nothing in this function.
    pub fn param_named(&self, name: &str) -> Result<Option<&str>, String> {
        let (printed, bare) = match name.strip_prefix('%') {
            Some(n) => (true, n),
            None => (false, name),
        };
        if let Some(p) = self.params.iter().find(|p| p.as_str() == bare) {
            return Ok(Some(p));
        }
        let arg = if printed {
            self.printed.iter().position(|p| p == bare)
        } else if bare.bytes().all(|b| b.is_ascii_digit()) && !bare.is_empty() {
            bare.parse::<usize>().ok().filter(|&k| k < self.args.len())
        } else {
            None
        };
        match arg.map(|k| (k, self.args[k])) {
            None => Ok(None),
            Some((_, Binding::Param(p))) => Ok(self.params.get(p).map(String::as_str)),
            Some((k, _)) => Err(format!(
                "argument {k} of @{} (`%{}`) is a pointer: its buffer is a surface, not a \
                 parameter",
                self.llvm, self.printed[k]
            )),
        }
    }
}

/// `e` quoting the instruction as the `.ll` text writes it (clang 14's `i8*` where LLVM 19
/// prints `ptr`, attributes LLVM 19 adds left out), where the quoted instruction is the one
/// at its position; an operand or a function quoted from elsewhere stays as LLVM prints it.
fn as_written<'m>(e: ImportError, text: &str, lf: V<'m>) -> ImportError {
    let ImportError::Unsupported {
        function,
        llvm,
        why,
        loc,
    } = e
    else {
        return e;
    };
    let line = |n: u32| text.lines().nth((n as usize).checked_sub(1)?);
    let at = lines::inst_lines(text, lf)
        .into_iter()
        .find(|&(v, (l, c))| v != lf && Loc::new(l, c) == loc && v.text() == llvm);
    let written = match (at, line(loc.line)) {
        (Some(_), Some(src)) => src
            .get((loc.col as usize).saturating_sub(1)..)
            .map(|s| s.trim_end().to_string()),
        _ => None,
    };
    ImportError::Unsupported {
        function,
        llvm: written.unwrap_or(llvm),
        why,
        loc,
    }
}

/// Imports every function with a body. The module's surfaces are the functions' pointer
/// arguments, in order. A refused function does not stop the others: every refusal is
/// reported (one as itself, several as [`ImportError::Functions`]), and no module is returned.
pub(crate) fn import_module<'m>(
    functions: &[V<'m>],
    td: LLVMTargetDataRef,
    text: Option<&str>,
) -> Result<(Module, Vec<FunctionBindings>), ImportError> {
    let mut m = Module::new();
    let mut slm = None;
    let mut all = Vec::new();
    let mut refused = Vec::new();
    for &lf in functions {
        let lines = text.map(|t| lines::inst_lines(t, lf)).unwrap_or_default();
        let (mut f, args, mut source_locs) = match FnCx::import(&mut m, &mut slm, td, lf, lines) {
            Ok(x) => x,
            Err(e) => {
                refused.push(match text {
                    Some(t) => as_written(e, t, lf),
                    None => e,
                });
                continue;
            }
        };
        // Values the import made but nothing uses (the i64 form of an index whose low 32 bits
        // were taken directly, say) are dropped; no instruction with an effect is.
        memlower_passes::dce::remove_dead(&mut f, |k| !k.has_side_effects());
        let mut unnamed = 0..;
        let printed = lf
            .params()
            .into_iter()
            .map(|a| match a.name() {
                n if n.is_empty() => unnamed.next().unwrap_or(0).to_string(),
                n => n,
            })
            .collect();
        let params = f
            .params()
            .iter()
            .map(|&p| f.value_name(p).unwrap_or_default().to_string())
            .collect();
        all.push(FunctionBindings {
            llvm: lf.name(),
            ir: f.name.clone(),
            args,
            printed,
            params,
            source_locs: {
                source_locs.sort_by_key(|(l, _)| (l.line, l.col));
                source_locs.dedup_by_key(|(l, _)| (l.line, l.col));
                source_locs
            },
        });
        m.functions.push(f);
    }
    if refused.len() > 1 {
        return Err(ImportError::Functions(refused));
    }
    if let Some(e) = refused.pop() {
        return Err(e);
    }
    if let Err(errors) = verify_module(&m) {
        if let Some(error) = errors.into_iter().next() {
            return Err(ImportError::Verify {
                error: Box::new(error),
            });
        }
    }
    Ok((m, all))
}

/// An imported function, its arguments' bindings and its ops' source positions.
type Imported = (Function, Vec<Binding>, Vec<(Loc, SourceLoc)>);

/// The state of one function's import.
pub(crate) struct FnCx<'a, 'm> {
    /// The module's data layout (type sizes, struct field offsets).
    pub(crate) td: LLVMTargetDataRef,
    /// The module being built (surfaces are added to it).
    pub(crate) m: &'a mut Module,
    /// The one SLM surface, once an SLM argument has been seen.
    pub(crate) slm: &'a mut Option<SurfaceRef>,
    /// The LLVM function.
    pub(crate) lf: V<'m>,
    /// The function being built.
    pub(crate) func: Function,
    /// The block instructions are appended to.
    pub(crate) cur: Block,
    /// LLVM block → memlower block (reachable blocks only).
    pub(crate) blocks: HashMap<Bb<'m>, Block>,
    /// LLVM value → imported value.
    pub(crate) vals: HashMap<V<'m>, Imp>,
    /// Constants already made in a block.
    pub(crate) consts: HashMap<(Block, Type, ConstValue), Value>,
    /// Value and block names in use.
    names: HashSet<String>,
    /// The surface each pointer value points into (memoised; see `pointers.rs`).
    pub(crate) provenance: HashMap<V<'m>, SurfaceRef>,
    /// The de-interleaving shuffles imported with their group load (`groups.rs`).
    pub(crate) grouped: HashSet<V<'m>>,
    /// The 32-bit forms of 64-bit index arithmetic already made in a block.
    pub(crate) low32_cache: HashMap<(Block, V<'m>), Value>,
    /// What `fdiv` made of each divisor in a block (its reciprocal), for the next division by
    /// it there.
    pub(crate) divisors: HashMap<(Block, Value), fdiv::Divisor<expand::Lane>>,
    /// The same for integer division by a value, by divisor and signedness.
    pub(crate) int_divisors: HashMap<(Block, Value, bool), divide::variable::Divisor<expand::Lane>>,
    /// Where each LLVM instruction is in the `.ll` text (`lines.rs`; empty for bitcode).
    lines: HashMap<V<'m>, (u32, u32)>,
    /// The position of the LLVM instruction being imported: every op made for it carries it.
    loc: Loc,
}

impl<'a, 'm> FnCx<'a, 'm> {
    fn import(
        m: &'a mut Module,
        slm: &'a mut Option<SurfaceRef>,
        td: LLVMTargetDataRef,
        lf: V<'m>,
        lines: HashMap<V<'m>, (u32, u32)>,
    ) -> Result<Imported, ImportError> {
        let mut source_locs = Vec::new();
        let mut func = Function::new(sanitize(&lf.name()).unwrap_or_else(|| "kernel".into()));
        let entry = func.add_block("entry");
        let mut cx = FnCx {
            td,
            m,
            slm,
            lf,
            func,
            cur: entry,
            blocks: HashMap::new(),
            vals: HashMap::new(),
            consts: HashMap::new(),
            names: HashSet::new(),
            provenance: HashMap::new(),
            grouped: HashSet::new(),
            low32_cache: HashMap::new(),
            divisors: HashMap::new(),
            int_divisors: HashMap::new(),
            lines,
            loc: Loc::UNKNOWN,
        };
        if lf.return_type().kind() != Kind::Void {
            return Err(cx.unsupported(
                lf,
                "a function that returns a value (kernels return nothing; write results to \
                 memory)",
            ));
        }
        let bindings = cx.import_params(entry)?;
        let order = control::reverse_post_order(lf);
        cx.make_blocks(entry, &order)?;
        for &lb in &order {
            cx.cur = cx.blocks[&lb];
            for i in lb.insts() {
                cx.loc = cx.loc_of(i);
                if cx.loc != Loc::UNKNOWN {
                    if let Some((file, line, col)) = i.debug_loc() {
                        source_locs.push((cx.loc, SourceLoc { file, line, col }));
                    }
                }
                cx.import_inst(i, lb)?;
            }
        }
        Ok((cx.func, bindings, source_locs))
    }

    /// The `.ll` position of `v` (an instruction or the function), if known.
    fn loc_of(&self, v: V<'m>) -> Loc {
        self.lines
            .get(&v)
            .map_or(Loc::UNKNOWN, |&(line, col)| Loc::new(line, col))
    }

    /// An error about `v` in this function.
    pub(crate) fn unsupported(&self, v: V<'m>, why: impl Into<String>) -> ImportError {
        let text = v.text();
        // A function prints whole (after comment lines such as `; Function Attrs: ...`); its
        // `define` line is what to point at.
        let llvm = match text.lines().find(|l| l.starts_with("define ")) {
            Some(def) if v == self.lf => def.trim_end_matches(" {").to_string(),
            _ => text,
        };
        // An operand (a constant, an argument) has no line of its own: the instruction being
        // imported is where it is used.
        let loc = match self.loc_of(v) {
            l if l == Loc::UNKNOWN => self.loc,
            l => l,
        };
        ImportError::Unsupported {
            function: self.lf.name(),
            llvm,
            why: why.into(),
            loc,
        }
    }

    /// A fresh unique name derived from an LLVM name (`None`: keep the value anonymous).
    pub(crate) fn fresh_name(&mut self, llvm: &str) -> Option<String> {
        let base = sanitize(llvm)?;
        let mut name = base.clone();
        let mut k = 1;
        while !self.names.insert(name.clone()) {
            name = format!("{base}.{k}");
            k += 1;
        }
        Some(name)
    }

    /// Appends an instruction with a result to the current block.
    pub(crate) fn emit(&mut self, kind: InstKind, ty: Type, name: Option<String>) -> Value {
        let inst = self.func.create_inst(kind, Some(ty), name, self.loc);
        self.func.append_inst(self.cur, inst);
        self.func.result(inst).unwrap_or(Value(u32::MAX))
    }

    /// Appends an instruction without a result (memory writes, terminators).
    pub(crate) fn emit_effect(&mut self, kind: InstKind) {
        let inst = self.func.create_inst(kind, None, None, self.loc);
        self.func.append_inst(self.cur, inst);
    }

    /// The memlower type of a value.
    pub(crate) fn ty(&self, v: Value) -> Type {
        self.func.ty(v)
    }

    /// An imported non-pointer value (constants are made on first use).
    pub(crate) fn value(&mut self, v: V<'m>) -> Result<Value, ImportError> {
        match self.vals.get(&v) {
            Some(Imp::Val(x)) => return Ok(*x),
            Some(Imp::Ptr(_)) => {
                return Err(self.unsupported(
                    v,
                    "a pointer used as a number (memlower pointers are surface offsets, not \
                     integers)",
                ))
            }
            None => {}
        }
        if v.is_constant() && !is_pointer(v.ty()) {
            return self.import_constant(v);
        }
        Err(self.unsupported(
            v,
            "a value the importer cannot reach (a global, or defined in a block that does not \
             dominate its use)",
        ))
    }

    fn import_params(&mut self, entry: Block) -> Result<Vec<Binding>, ImportError> {
        let mut bindings = Vec::new();
        for (k, a) in self.lf.params().into_iter().enumerate() {
            let params_before = self.func.block(entry).params.len();
            let imp = match a.ty().kind() {
                Kind::Ptr(_) => {
                    let p = self.pointer_param(entry, a, k)?;
                    bindings.push(if p.base.val.is_some() {
                        Binding::SlmOffset(params_before)
                    } else {
                        Binding::Surface(p.surface)
                    });
                    Imp::Ptr(p)
                }
                _ => {
                    bindings.push(Binding::Param(params_before));
                    let ty = types::type_of(a.ty()).map_err(|why| self.unsupported(a, why))?;
                    let name = self
                        .fresh_name(&a.name())
                        .unwrap_or_else(|| format!("arg{k}"));
                    Imp::Val(self.func.add_block_param(entry, ty, Some(name)))
                }
            };
            self.vals.insert(a, imp);
        }
        Ok(bindings)
    }

    fn import_inst(&mut self, i: V<'m>, lb: Bb<'m>) -> Result<(), ImportError> {
        use Opcode::*;
        let Some(op) = i.opcode() else {
            return Err(self.unsupported(i, "not an instruction"));
        };
        if self.vals.contains_key(&i) {
            // Already imported with its group (a de-interleaving shuffle of a group load).
            return Ok(());
        }
        let before = self.func.values.len();
        let imp: Option<Imp> = match op {
            LLVMPHI => return Ok(()),
            LLVMAdd | LLVMSub | LLVMMul | LLVMShl | LLVMLShr | LLVMAShr | LLVMAnd | LLVMOr
            | LLVMXor | LLVMFAdd | LLVMFSub | LLVMFMul => Some(Imp::Val(self.binary(i, op)?)),
            LLVMFNeg => Some(Imp::Val(self.fneg(i)?)),
            LLVMICmp => Some(self.icmp(i)?),
            LLVMFCmp => Some(Imp::Val(self.fcmp(i)?)),
            LLVMSelect => Some(self.select(i)?),
            LLVMZExt | LLVMSExt | LLVMTrunc => Some(Imp::Val(self.int_cast(i, op)?)),
            LLVMSIToFP | LLVMUIToFP | LLVMFPToSI | LLVMFPToUI | LLVMFPExt | LLVMFPTrunc => {
                Some(Imp::Val(self.float_cast(i, op)?))
            }
            LLVMBitCast | LLVMAddrSpaceCast => Some(self.bitcast(i)?),
            LLVMFreeze => Some(self.freeze(i)?),
            LLVMGetElementPtr => Some(Imp::Ptr(self.gep(i)?)),
            LLVMLoad => self.load(i)?.map(Imp::Val),
            LLVMStore => {
                self.store(i)?;
                None
            }
            LLVMCall => self.call(i)?,
            LLVMShuffleVector => Some(self.shuffle(i)?),
            LLVMInsertElement => Some(self.insert_element(i)?),
            LLVMExtractElement => Some(self.extract_element(i)?),
            LLVMExtractValue => Some(Imp::Val(self.overflow_result(i)?)),
            LLVMBr | LLVMRet => {
                self.terminator(i, lb)?;
                None
            }
            LLVMUDiv | LLVMSDiv | LLVMURem | LLVMSRem => Some(Imp::Val(self.divide(i, op)?)),
            LLVMFDiv => Some(Imp::Val(self.fdiv(i)?)),
            LLVMFRem => return Err(self.unsupported(i, "memlower IR has no float remainder")),
            other => {
                return Err(self.unsupported(
                    i,
                    format!("{} has no memlower counterpart", opcode_name(other)),
                ))
            }
        };
        if let Some(imp) = imp {
            // Name the instruction's own result after the LLVM value (not a value it reused).
            if let Imp::Val(v) = imp {
                if v.index() >= before && self.func.values[v.index()].name.is_none() {
                    let name = self.fresh_name(&i.name());
                    self.func.set_value_name(v, name.as_deref());
                }
            }
            self.vals.insert(i, imp);
        }
        Ok(())
    }
}

/// An LLVM name as a memlower identifier (`[A-Za-z_.][A-Za-z0-9_.]*`); `None` for unnamed and
/// numbered values, which stay anonymous.
pub(crate) fn sanitize(llvm: &str) -> Option<String> {
    if llvm.is_empty() || llvm.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let s: String = llvm
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
                c
            } else {
                '_'
            }
        })
        .collect();
    is_identifier(&s).then_some(s)
}

/// The LLVM spelling of an opcode, for messages.
fn opcode_name(op: Opcode) -> String {
    let s = format!("{op:?}");
    let s = s.strip_prefix("LLVM").unwrap_or(&s).to_lowercase();
    format!("`{s}`")
}
