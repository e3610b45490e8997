//! `lower-messages`: a function in legal form → one message-IR kernel.
//!
//! ```text
//!   blocks in reverse post-order (every definition before its uses)
//!     entry params  → kernel inputs (masks arrive as dwords of bits, then `setp`)
//!     block params  → variables / predicates written by moves on each incoming edge
//!     each op       → its representation (below); memory ops → exactly one message
//!     terminators   → `(P) jmp`, edge moves, `ret`
//! ```
//!
//! Every IR value gets a *representation*:
//!
//! | repr | what | costs |
//! |---|---|---|
//! | `Place { var, off, stride }` | registers: lane i of channel c at `off + c*stride + i*elem` | storage |
//! | `Imm` | a scalar or splat constant, used as an immediate | nothing until a register is needed |
//! | `Bcast(place)` | a splatted scalar, read with region `<0;1,0>` | nothing until a payload needs it |
//! | `Lanes` | a `lane.index` of at most 16 lanes that is only added to: each 8-lane chunk is a packed immediate | nothing |
//! | `LaneIds(k)` | under the lane-id input ABI, a `lane.index` (or one plus a constant k) only added to: lanes k.. of the input `lane_id`, read as a word region ([`lane_ids`]) | nothing |
//! | `Mask(views)` | predicate bits: lanes in order, each view a run of bits of one predicate | — |
//!
//! Views are how register-allocation awareness shows up: `extract` (lanes), `chan.extract`
//! (a channel of SoA data) and same-layout `bitcast` only move the view; a payload operand uses
//! a view in place when it starts on a GRF boundary with the message's layout, and is copied
//! into a fresh GRF-aligned payload otherwise. `extract %m[16] : mask<16>` of a 32-lane mask is
//! the same predicate read from bit 16: the message runs with mask offset M5. Parts of
//! `concat`/`chan.pack`/`insert` are written in place (see [`crate::homes`]).
//!
//! Masks: vISA predicates have at most 32 lanes, and an instruction reads the bits at its
//! absolute channel numbers (`(M5, 16)` reads bits 16..31), so a `mask<N>` is a list of
//! predicate runs. When a consumer needs bits at a position no mask offset can reach (not a
//! multiple of `max(exec, 8)`), or logic across runs, the bits go through a `ud` scalar
//! (`mov` from the predicate, shifts, `setp`). Every instruction is NoMask: lane masks are the
//! explicit predicates, whatever the dispatch width.
//!
//! Other ways a value avoids a copy: a lane-wise result passed to a block parameter that is
//! dead from then on is computed in the parameter's storage (loops update in place, see
//! [`crate::homes`]); a bitcast back to the layout a value was bitcast
//! from is a view of the original (zip then unzip is nothing); pieces of one splat share one
//! materialised payload per block and footprint, filled over the whole footprint so that every
//! piece, whatever its lanes, reads defined lanes.
//!
//! `sink %a` marks the register storage of `%a` `attrs={Output}`: the finalizer keeps output
//! variables (and everything computing them) live to the end of the kernel even with `-dce`,
//! and no instruction is spent. Immediates and masks are first written into an output variable.
//!
//! The lowering is one [`Lowerer`] with its methods grouped by concern: [`repr`] (what a value
//! is), [`values`] (storage, operands, payloads), [`masks`] (predicates and mask offsets),
//! [`alu`] (constants, arithmetic, compares, selects), [`lane_ids`] (the lane-id input), [`float_ops`] (`fcmp`, `fma`,
//! `minnum`/`maxnum`, the 64-bit ALU gate), [`casts`], [`lanes`] (extract, insert,
//! concat, channels), [`memory`] (one op, one message) and [`control`] (branches, edge moves,
//! sinks). Every instruction goes through [`regions`], which splits one whose operands would
//! span more than two GRFs (the vISA region rules). This file holds the state, the walk over
//! blocks and the per-instruction dispatch.

mod alu;
mod caches;
mod casts;
mod control;
mod facts;
mod float_ops;
#[cfg(feature = "mutations")]
mod kept_lanes;
mod lane_ids;
mod lanes;
mod masks;
mod memory;
mod names;
pub(crate) mod regions;
mod repr;
mod share;
mod values;
mod wide;

use crate::error::LowerError;
use crate::homes::{self, Plan};
use crate::layout::{chan_stride, value_bytes};
use crate::mir::*;
use memlower_ir as ir;
use memlower_ir::by_value::ByValue;
use memlower_ir::cfg::Cfg;
use memlower_ir::{Block, Function, Inst, Loc, Module, SurfaceKind, Type, Value};
use memlower_passes::target::Target;
use repr::{ety, low_bits, pred_width, scalarize, Place, PredRun, Repr};

type Result<T> = std::result::Result<T, LowerError>;

/// Options of one lowering run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mode {
    /// One fresh variable per value and a copy per payload: the baseline the report compares
    /// against.
    pub naive: bool,
    /// How user surfaces get their binding-table indices.
    pub surfaces: SurfaceAbi,
    /// How the kernel gets its lane indices.
    pub lane_id: LaneIdAbi,
}

/// The result of lowering one function.
pub(crate) struct KernelOut {
    pub kernel: Kernel,
    /// The liveness declaration sharing computed, for the allocation to reuse.
    pub before: Option<crate::regalloc::Before>,
}

/// Lowers one function.
pub(crate) fn lower_function(
    m: &Module,
    f: &Function,
    facts: &Target,
    mode: Mode,
) -> Result<KernelOut> {
    let cfg = Cfg::compute(f);
    let ir_facts = facts::scan(f, !mode.naive, mode.lane_id == LaneIdAbi::Input, facts.add3);
    // The `add3` folds' outer adds read the inner adds' operands: the planner must not lend
    // those registers before then. (The planted bug: it is not told.)
    let unread = homes::AlsoReads::default();
    let also = if planted!(active_mutation!(), Add3OperandsUnread) {
        &unread
    } else {
        &ir_facts.add3.outer
    };
    let plan = homes::plan(f, &cfg, facts.grf_bytes, !mode.naive, also);
    let mut l = Lowerer {
        m,
        f,
        facts,
        grf: facts.grf_bytes,
        naive: mode.naive,
        surfaces_abi: mode.surfaces,
        mutation: active_mutation!(),
        k: Kernel::new(sanitize(f.name.clone()), facts.name, facts.grf_bytes),
        plan,
        reprs: ByValue::new(f.values.len()),
        places: ByValue::new(f.values.len()),
        own_roots: Vec::new(),
        ir_facts,
        lane_abi: mode.lane_id,
        lane_var: None,
        q_chan: 0,
        // About a third of the arena's values take a name (many are dead, views or
        // immediates), every block a label: sized for a quarter, grown if need be. A table
        // sized for every value outgrew the caches on one huge function.
        names: names::Names::with_capacity(f.values.len() / 4 + f.blocks.len() + 16),
        labels: vec![None; f.blocks.len()],
        surfaces: Vec::with_capacity(m.surfaces.len()),
        input_vars: Vec::new(),
        sunk_masks: Default::default(),
        loc: f.loc,
        origin: None,
        pending_copy: None,
        preds: caches::Preds::default(),
        payloads: caches::Payloads::new(f.values.len()),
        views: caches::Views::default(),
        cur_block: None,
    };
    // Room for the kernel up front: about two instructions and one variable per IR
    // instruction on one huge function (1.3 on many small ones). Grown by doubling instead,
    // the instructions (120 bytes each) were copied into fresh memory at every doubling.
    let ir_insts: usize = f.blocks.iter().map(|b| b.insts.len()).sum();
    l.k.insts.reserve(2 * ir_insts);
    l.k.vars.reserve(ir_insts);
    // Every surface of the module and a label per block at most: one allocation each.
    l.k.surfaces.reserve(m.surfaces.len());
    l.k.labels.reserve(f.blocks.len());
    l.run(&cfg)?;
    let mut kernel = l.k;
    let before = if mode.naive {
        None
    } else {
        share::share_declarations(&mut kernel, facts.grf_count, l.mutation)
    };
    Ok(KernelOut { kernel, before })
}

struct Lowerer<'a> {
    m: &'a Module,
    f: &'a Function,
    facts: &'a Target,
    grf: u32,
    naive: bool,
    /// How user surfaces get their binding-table indices.
    surfaces_abi: SurfaceAbi,
    /// A deliberate bug injected by the checker's mutation tests (`None` normally).
    mutation: crate::planted::Planted,
    k: Kernel,
    plan: Plan,
    /// Each value's representation, once defined.
    reprs: ByValue<Repr>,
    /// The storage each value's definition writes, once chosen (indexed by value).
    places: ByValue<Place>,
    /// Root variables made for one value's storage, and the value that holds them now (a
    /// result written over a dead operand takes them over); indexed by variable.
    own_roots: Vec<Option<Value>>,
    /// Zero tails, folded `trunc`s, immediate lane indices ([`facts::Facts`]).
    ir_facts: facts::Facts,
    /// How the kernel gets its lane indices.
    lane_abi: LaneIdAbi,
    /// The lane-id input ([`LaneIdAbi::Input`], `lane_ids.rs`), once declared.
    lane_var: Option<VarId>,
    /// The channel the 64-bit halves of [`wide`] read and write (0 outside a multi-channel op).
    q_chan: u32,
    /// Names given so far, and for a base name the last suffix given to it.
    names: names::Names,
    /// The label of each block but the entry (indexed by block).
    labels: Vec<Option<LabelId>>,
    /// The kernel surface of each module surface (indexed by `SurfaceRef`).
    surfaces: Vec<SurfaceId>,
    input_vars: Vec<VarId>,
    /// Masks a `sink` keeps, with their output dwords once written ([`Lowerer::sink_mask_early`]).
    sunk_masks: std::collections::HashMap<Value, Option<VarId>>,
    loc: Loc,
    /// The IR instruction (as the user wrote it) being lowered: see [`crate::mir::Inst::origin`].
    origin: Option<Inst>,
    /// A read message's payload to copy into the result's storage once the message is out.
    pending_copy: Option<(Place, Place, Type)>,
    /// The block being lowered.
    cur_block: Option<Block>,
    /// The predicates built so far (`masks.rs`).
    preds: caches::Preds,
    /// The payloads and registers made for values so far (`values.rs`, `memory.rs`).
    payloads: caches::Payloads,
    /// Variables viewed as other element types (`Lowerer::view`).
    views: caches::Views,
}

/// A vISA-safe identifier from an IR name: the name itself when it is one already (the
/// common case, no copy).
fn sanitize(s: String) -> String {
    if is_clean(&s) {
        return s;
    }
    let mut out: String = s
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// Whether `s` is a vISA-safe identifier as it is: ASCII letters, digits and `_`, not empty,
/// not starting with a digit (what [`sanitize`] would return unchanged).
fn is_clean(s: &str) -> bool {
    // One table read per byte: every kernel name passes through here.
    const WORD: [bool; 256] = {
        let mut t = [false; 256];
        let mut b = 0;
        while b < 256 {
            let c = b as u8;
            t[b] = c.is_ascii_alphanumeric() || c == b'_';
            b += 1;
        }
        t
    };
    s.as_bytes().first().is_some_and(|b| !b.is_ascii_digit())
        && s.bytes().all(|b| WORD[usize::from(b)])
}

impl<'a> Lowerer<'a> {
    // ---- naming and declarations -------------------------------------------------------------

    /// A name no declaration has yet: `base` (sanitized), or `base_N` for the lowest `N`
    /// above the last suffix given to `base` that is not a name already. Takes the base by
    /// value: a base built for the call becomes the name without a copy.
    fn fresh_name(&mut self, base: impl Into<String>) -> String {
        let base = sanitize(base.into());
        let Err(mut n) = self.names.add_new(&base, 1) else {
            return base;
        };
        loop {
            n += 1;
            // `x_2` may already be a name of its own (the value `%x.2`, say): skip it.
            let mut candidate = String::with_capacity(base.len() + 11);
            candidate.push_str(&base);
            candidate.push('_');
            ir::print::push_decimal(&mut candidate, n);
            if self.names.add_new(&candidate, 1).is_ok() {
                // `base` is a name already: its entry is updated in place.
                self.names.set(&base, n);
                return candidate;
            }
        }
    }

    /// `prefix`, the IR name of a value as the printer writes it (without `%`: the user's
    /// name, or the value's number in layout order), then `suffix`, written into one string.
    fn named(&self, prefix: &str, v: Value, suffix: &str) -> String {
        use facts::PrintedName;
        let name = self.ir_facts.printed.of(self.f, v);
        let len = match name {
            Some(PrintedName::User(n)) => n.len(),
            _ => 10,
        };
        let mut out = String::with_capacity(prefix.len() + len + suffix.len());
        out.push_str(prefix);
        match name {
            Some(PrintedName::User(n)) => out.push_str(n),
            Some(PrintedName::Number(k)) => ir::print::push_decimal(&mut out, k),
            None => ir::print::push_decimal(&mut out, v.0),
        }
        out.push_str(suffix);
        out
    }

    fn value_name(&self, v: Value) -> String {
        self.named("v_", v, "")
    }

    fn new_var(&mut self, base: impl Into<String>, ty: ElemType, bytes: u32) -> VarId {
        let name = self.fresh_name(base);
        self.k.add_var(name, ty, bytes.div_ceil(ty.bytes()))
    }

    fn new_pred(&mut self, base: impl Into<String>, lanes: u32) -> PredId {
        let name = self.fresh_name(base);
        self.k.add_pred(name, pred_width(lanes))
    }

    fn scalar_tmp(&mut self) -> VarId {
        self.new_var("t", ElemType::Ud, 4)
    }

    /// `var` read as `ty`: the variable itself or a (cached) alias of its root.
    fn view(&mut self, var: VarId, ty: ElemType) -> VarId {
        let Some(d) = self.k.var(var) else { return var };
        if d.ty == ty {
            return var;
        }
        if let Some(&v) = self.views.by_type.get(&(var, ty)) {
            return v;
        }
        let (root, off) = self.k.root(var);
        let root_bytes = self.k.var(root).map(|r| r.bytes()).unwrap_or(0);
        let bytes = root_bytes.saturating_sub(off).max(ty.bytes());
        let name = [d.name.as_str(), "_", ty.name()].concat();
        let name = self.fresh_name(name);
        let id = self.k.add_alias(name, ty, bytes / ty.bytes(), root, off);
        self.views.by_type.insert((var, ty), id);
        self.views.of_root.entry(root).or_default().push(id);
        id
    }

    /// Grows a root variable so that `end` bytes fit (payload footprints beyond the value).
    fn grow(&mut self, var: VarId, end: u32) {
        let (root, off) = self.k.root(var);
        if let Some(d) = self.k.vars.get_mut(root.index()) {
            let need = (end + off).div_ceil(d.ty.bytes());
            if need > d.num_elts {
                d.num_elts = need;
            }
        }
        // The variable itself, when it is an alias (a lane view), covers `end` too.
        if var != root {
            if let Some(d) = self.k.vars.get_mut(var.index()) {
                d.num_elts = d.num_elts.max(end.div_ceil(d.ty.bytes()));
            }
        }
        // Type views made before the growth still end where the root used to; keep them in step
        // so a payload read through a view stays inside the view's declaration.
        let root_bytes = self.k.var(root).map(|d| d.bytes()).unwrap_or(0);
        let views = self.views.of_root.get(&root).cloned().unwrap_or_default();
        for v in views {
            let (_, voff) = self.k.root(v);
            if let Some(d) = self.k.vars.get_mut(v.index()) {
                d.num_elts = d
                    .num_elts
                    .max(root_bytes.saturating_sub(voff) / d.ty.bytes());
            }
        }
    }

    /// Appends an instruction: every instruction the lowering makes comes here, and one whose
    /// operands would span more than two GRFs is split into smaller ones ([`regions`]).
    fn push(&mut self, kind: InstKind, purpose: Purpose) {
        self.push_legal(kind, purpose);
    }

    fn alu(
        &mut self,
        op: AluOp,
        exec: Exec,
        pred: Option<PredUse>,
        dst: Dst,
        srcs: &[Src],
        purpose: Purpose,
    ) {
        self.push(
            InstKind::Alu {
                op,
                exec,
                pred,
                dst,
                srcs: srcs.iter().map(|&s| scalarize(s, exec)).collect(),
            },
            purpose,
        );
    }

    fn op_text(&self, i: Inst) -> String {
        let d = self.f.inst(i);
        match d.result {
            Some(r) => format!("{} : {}", d.kind.mnemonic(), self.f.ty(r)),
            None => d.kind.mnemonic().to_string(),
        }
    }

    fn not_legal(
        &self,
        i: Inst,
        why: impl Into<String>,
        expected: impl Into<String>,
    ) -> LowerError {
        LowerError::NotLegal {
            loc: self.f.inst(i).loc,
            op: self.op_text(i),
            why: why.into(),
            expected: expected.into(),
        }
    }

    fn unsupported(&self, i: Inst, why: impl Into<String>) -> LowerError {
        LowerError::Unsupported {
            loc: self.f.inst(i).loc,
            op: self.op_text(i),
            why: why.into(),
        }
    }

    // ---- driver ------------------------------------------------------------------------------

    fn run(&mut self, cfg: &Cfg) -> Result<()> {
        let order: Vec<Block> = cfg.reverse_post_order().to_vec();
        let Some(entry) = self.f.entry() else {
            return Err(LowerError::NotLegal {
                loc: self.f.loc,
                op: format!("func @{}", self.f.name),
                why: "the function has no blocks".into(),
                expected: "at least an entry block".into(),
            });
        };
        self.declare_inputs(entry)?;
        for &b in order.iter().skip(1) {
            let name = ["L_", self.f.block(b).name.as_str()].concat();
            let name = self.fresh_name(name);
            let l = self.k.add_label(name);
            if let Some(slot) = self.labels.get_mut(b.index()) {
                *slot = Some(l);
            }
            for &p in &self.f.block(b).params {
                let r = self.fresh_storage(p);
                self.reprs.set(p, r);
            }
        }
        self.note_sunk_masks();
        for (pos, &b) in order.iter().enumerate() {
            let next = order.get(pos + 1).copied();
            self.cur_block = Some(b);
            if let Some(l) = self.labels.get(b.index()).copied().flatten() {
                self.loc = self.f.block(b).loc;
                self.origin = None;
                self.push(InstKind::Label(l), Purpose::Control);
            }
            for &i in &self.f.block(b).insts {
                self.loc = self.f.inst(i).loc;
                self.origin = Some(self.f.inst(i).source(i));
                let start = self.k.insts.len();
                self.lower_inst(i, next)?;
                self.sink_mask_early(i, start);
            }
        }
        self.layout_inputs()
    }

    /// Fresh storage for a block parameter.
    fn fresh_storage(&mut self, v: Value) -> Repr {
        let ty = self.f.ty(v);
        if let Type::Mask { lanes } = ty {
            return Repr::Mask(self.new_mask(v, lanes));
        }
        let name = self.value_name(v);
        let var = self.new_var(name, ety(ty), value_bytes(ty, self.grf));
        Repr::Place(Place::at_start(var, chan_stride(ty, self.grf)))
    }

    fn declare_inputs(&mut self, entry: Block) -> Result<()> {
        // Surfaces first: user ones are inputs (their binding-table index) unless the kernel
        // sets their index itself.
        let btis = self.binding_table();
        for (s, bti) in self.m.surfaces.iter().zip(btis) {
            let surf = match s.kind {
                SurfaceKind::Slm => Surface::Slm,
                SurfaceKind::Stateless => Surface::Scratch,
                SurfaceKind::Untyped | SurfaceKind::Image { .. } => Surface::User {
                    name: self.fresh_name(["s_", s.name.as_str()].concat()),
                    typed: s.kind.is_image(),
                    bti,
                },
            };
            let id = self.k.add_surface(surf);
            self.surfaces.push(id);
        }
        let params = self.f.block(entry).params.clone();
        for p in params {
            let ty = self.f.ty(p);
            let name = self.value_name(p);
            match ty {
                Type::Mask { lanes } => {
                    let words = lanes.div_ceil(32);
                    let var = self.new_var(name, ElemType::Ud, words * 4);
                    self.input_vars.push(var);
                    let mut runs = repr::Runs::new();
                    for w in 0..words {
                        let n = (lanes - 32 * w).min(32);
                        let pred = self.new_pred(self.named("p_", p, ""), n);
                        let exec = Exec::nm(pred_width(n));
                        if n < pred_width(n) && !planted!(self.mutation, MaskArgHighBits) {
                            // The ABI leaves the bits at and above the lanes to the host
                            // (docs/ABI.md): clear them, so a padded message's extra lanes stay
                            // off whatever the host passed.
                            let word = Region::scalar(var, w * 4);
                            self.alu(
                                AluOp::And,
                                Exec::nm(1),
                                None,
                                Dst::Reg {
                                    var,
                                    off: w * 4,
                                    hstride: 1,
                                },
                                &[Src::reg(word), Src::Imm(Imm::ud(low_bits(n) as u32))],
                                Purpose::Compute,
                            );
                        }
                        self.push(
                            InstKind::Setp {
                                exec,
                                dst: pred,
                                src: Src::reg(Region::scalar(var, w * 4)),
                            },
                            Purpose::Compute,
                        );
                        // The `and` above made the bits above the lanes zeros.
                        self.preds.zero_from.insert(pred, n);
                        runs.push(PredRun {
                            pred,
                            bit: 0,
                            lanes: n,
                        });
                    }
                    self.reprs.set(p, Repr::Mask(runs));
                }
                _ => {
                    let var = self.new_var(name, ety(ty), value_bytes(ty, self.grf));
                    self.input_vars.push(var);
                    self.reprs.set(
                        p,
                        Repr::Place(Place::at_start(var, chan_stride(ty, self.grf))),
                    );
                }
            }
        }
        self.declare_lane_ids();
        Ok(())
    }

    /// The index each module surface is set to at the kernel's entry (`None`: an input, or no
    /// user surface), as the surface ABI says.
    fn binding_table(&self) -> Vec<Option<u32>> {
        let mut btis = self.surfaces_abi.table(self.m);
        if planted!(self.mutation, BindingSwap) {
            // The first two surfaces the kernel sets exchange their indices.
            let set: Vec<usize> = (0..btis.len()).filter(|&i| btis[i].is_some()).collect();
            if let [a, b, ..] = set[..] {
                btis.swap(a, b);
            }
        }
        btis
    }

    /// Input offsets: user surfaces and sub-GRF arguments packed from byte 64 (never straddling
    /// a GRF), then register-sized arguments on GRF boundaries. Byte 64 is r2 on 32-byte-GRF
    /// targets and r1 on PVC, clear of r0 (the thread payload) everywhere.
    fn layout_inputs(&mut self) -> Result<()> {
        self.k.args = self.input_vars.clone();
        // A surface the kernel sets but no message of it uses is not set: nothing would read
        // the index.
        for (i, s) in self.k.surfaces.iter_mut().enumerate() {
            if let Surface::User {
                bti: b @ Some(_), ..
            } = s
            {
                let used =
                    self.k.insts.iter().any(
                        |inst| matches!(&inst.kind, InstKind::Msg(m) if m.surface.index() == i),
                    );
                if !used {
                    *b = None;
                }
            }
        }
        let grf = self.grf;
        let mut items: Vec<(InputKind, u32)> = Vec::new();
        for (i, s) in self.k.surfaces.iter().enumerate() {
            let own = self.m.surfaces.get(i).and_then(|s| s.bti);
            let set_by_abi = self.surfaces_abi == SurfaceAbi::Bindings || own.is_some();
            if matches!(s, Surface::User { .. }) && !set_by_abi {
                items.push((InputKind::Surface(SurfaceId(i as u32)), 4));
            }
        }
        for &v in &self.input_vars {
            let bytes = self.k.var(v).map(|d| d.bytes()).unwrap_or(4);
            items.push((InputKind::Var(v), bytes));
        }
        let mut off = 64u32;
        let mut big = Vec::new();
        for (kind, size) in items {
            if size >= grf {
                big.push((kind, size));
                continue;
            }
            let align = size.next_power_of_two().min(grf);
            off = off.div_ceil(align) * align;
            if off / grf != (off + size - 1) / grf {
                off = off.div_ceil(grf) * grf;
            }
            self.k.inputs.push(Input {
                kind,
                offset: off,
                size,
            });
            off += size;
        }
        off = off.div_ceil(grf) * grf;
        for (kind, size) in big {
            self.k.inputs.push(Input {
                kind,
                offset: off,
                size,
            });
            off += size.div_ceil(grf) * grf;
        }
        off = self.place_lane_ids(off);
        let avail = self.facts.grf_count * grf;
        if off > avail {
            return Err(LowerError::Inputs {
                func: self.f.name.clone(),
                bytes: off,
                target: self.facts.name.to_string(),
                avail,
            });
        }
        Ok(())
    }

    // ---- instructions --------------------------------------------------------------------------

    fn lower_inst(&mut self, i: Inst, next: Option<Block>) -> Result<()> {
        // The function outlives the lowerer's borrow: the op is read in place, not cloned.
        let f: &'a Function = self.f;
        let d = f.inst(i);
        let kind = &d.kind;
        let result = d.result;
        // Every operand must already have a representation (reverse post-order guarantees it for
        // SSA input; anything else is not legal form).
        let mut missing = false;
        kind.for_each_operand(|v| {
            if !self.reprs.has(v) {
                missing = true;
            }
        });
        if missing {
            return Err(self.not_legal(
                i,
                "an operand is used before it is defined",
                "SSA form (run the verifier)",
            ));
        }
        match (kind, result) {
            (ir::InstKind::Const { value }, Some(r)) => self.lower_const(i, r, value),
            (ir::InstKind::Splat { x }, Some(r)) => self.lower_splat(r, *x),
            (ir::InstKind::LaneIndex, Some(r)) => self.lower_lane_index(r),
            (ir::InstKind::Undef, Some(r)) => {
                self.lower_undef(r);
                Ok(())
            }
            (ir::InstKind::Binary { op, lhs, rhs }, Some(r)) => {
                self.lower_binary(i, r, *op, *lhs, *rhs)
            }
            (ir::InstKind::Cmp { pred, lhs, rhs }, Some(r)) => {
                self.lower_cmp(i, r, *pred, *lhs, *rhs)
            }
            (ir::InstKind::FCmp { pred, lhs, rhs }, Some(r)) => {
                self.lower_fcmp(i, r, *pred, (*lhs, *rhs))
            }
            (ir::InstKind::Fma { a, b, c }, Some(r)) => self.lower_fma(i, r, *a, *b, *c),
            (
                ir::InstKind::Select {
                    cond,
                    on_true,
                    on_false,
                },
                Some(r),
            ) => self.lower_select(i, r, *cond, *on_true, *on_false),
            (ir::InstKind::Extract { src, start }, Some(r)) => {
                self.lower_extract(i, r, *src, *start)
            }
            (ir::InstKind::Insert { dst, src, start }, Some(r)) => {
                self.lower_insert(i, r, *dst, *src, *start)
            }
            (ir::InstKind::Concat { parts }, Some(r)) => self.lower_concat(i, r, parts),
            (ir::InstKind::ChanExtract { src, chan }, Some(r)) => {
                self.lower_chan_extract(i, r, *src, *chan)
            }
            (ir::InstKind::ChanPack { parts }, Some(r)) => self.lower_chan_pack(i, r, parts),
            (ir::InstKind::Cast { op, x }, Some(r)) => self.lower_cast(i, r, *op, *x),
            (
                ir::InstKind::Gather { .. }
                | ir::InstKind::Scatter { .. }
                | ir::InstKind::ImageLoad { .. }
                | ir::InstKind::ImageStore { .. },
                _,
            ) => self.lower_memory(i),
            (ir::InstKind::Sink { args }, _) => self.lower_sink(i, args),
            (ir::InstKind::Br { dest }, _) => {
                self.edge_moves(i, dest)?;
                if Some(dest.block) != next {
                    let l = self.label(i, dest.block)?;
                    self.push(
                        InstKind::Jmp {
                            pred: None,
                            target: l,
                        },
                        Purpose::Control,
                    );
                }
                Ok(())
            }
            (
                ir::InstKind::CondBr {
                    cond,
                    then_dest,
                    else_dest,
                },
                _,
            ) => self.lower_cond_br(i, *cond, then_dest, else_dest, next),
            (ir::InstKind::Ret, _) => {
                self.push(InstKind::Ret, Purpose::Control);
                Ok(())
            }
            _ => Err(self.not_legal(
                i,
                "the instruction has no result",
                "a well-formed instruction",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::is_clean;
    use memlower_ir::rng::Rng;

    /// `is_clean` (a byte table) against the rule written out, on random byte strings drawn
    /// mostly from name characters with some of every other byte, and on edge cases.
    #[test]
    fn is_clean_matches_the_rule() {
        let rule = |s: &str| {
            !s.is_empty()
                && !s.as_bytes()[0].is_ascii_digit()
                && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        let alphabet: Vec<char> = "az_AZ09.-%$ é\u{7f}".chars().collect();
        let mut rng = Rng::new(11);
        for _ in 0..20_000 {
            let len = rng.below(8) as usize;
            let s: String = (0..len).map(|_| *rng.pick(&alphabet)).collect();
            assert_eq!(is_clean(&s), rule(&s), "{s:?}");
        }
        for (s, clean) in [
            ("", false),
            ("0a", false),
            ("_0", true),
            ("v_12", true),
            ("a.b", false),
        ] {
            assert_eq!(is_clean(s), clean, "{s:?}");
        }
    }
}
