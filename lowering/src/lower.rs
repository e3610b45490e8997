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

use crate::check::mutation;
use crate::error::LowerError;
use crate::homes::{self, chan_stride, value_bytes, Plan};
use crate::mir::*;
use crate::report::AccessReport;
use crate::verify::mask_offset_ok;
use memlower_ir as ir;
use memlower_ir::cfg::Cfg;
use memlower_ir::{
    BinOp, Block, CastOp, CmpPred, ConstValue, Function, Inst, Loc, Message, Module, MsgChoice,
    ScalarType, SurfaceKind, Type, Value,
};
use memlower_passes::target::Target;
use smallvec::{smallvec, SmallVec};
use std::collections::HashMap;

type Result<T> = std::result::Result<T, LowerError>;

/// Registers holding lanes of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    var: VarId,
    off: u32,
    stride: u32,
}

impl Place {
    /// `var` from its start, channels `stride` bytes apart.
    fn at_start(var: VarId, stride: u32) -> Place {
        Place {
            var,
            off: 0,
            stride,
        }
    }
}

/// A run of mask lanes held in predicate bits `bit..bit+lanes` of `pred`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PredRun {
    pred: PredId,
    bit: u32,
    lanes: u32,
}

#[derive(Clone, Debug, PartialEq)]
enum Repr {
    Place(Place),
    Imm(Imm),
    Bcast(Place),
    Mask(Vec<PredRun>),
}

/// True if `bitcast` from `from` to `to` keeps the register layout (so it is an alias).
pub fn bitcast_is_alias(from: Type, to: Type) -> bool {
    from.chans() == to.chans() && from.elem().map(|e| e.bytes()) == to.elem().map(|e| e.bytes())
}

/// Options of one lowering run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mode {
    /// One fresh variable per value and a copy per payload: the baseline the report compares
    /// against.
    pub naive: bool,
}

/// The result of lowering one function.
pub(crate) struct KernelOut {
    pub kernel: Kernel,
    pub accesses: Vec<AccessReport>,
}

/// Lowers one function.
pub(crate) fn lower_function(
    m: &Module,
    f: &Function,
    facts: &Target,
    mode: Mode,
) -> Result<KernelOut> {
    let cfg = Cfg::compute(f);
    let plan = homes::plan(f, &cfg, facts.grf_bytes, !mode.naive);
    let mut l = Lowerer {
        m,
        f,
        facts,
        grf: facts.grf_bytes,
        naive: mode.naive,
        mutation: mutation::active(),
        k: Kernel::new(sanitize(&f.name), facts.name, facts.grf_bytes),
        plan,
        reprs: vec![None; f.values.len()],
        places: HashMap::new(),
        materialized: HashMap::new(),
        pred_cache: HashMap::new(),
        type_views: HashMap::new(),
        names: HashMap::new(),
        labels: HashMap::new(),
        surfaces: HashMap::new(),
        input_vars: Vec::new(),
        accesses: Vec::new(),
        loc: f.loc,
        pending_copy: None,
        uniform_origin: HashMap::new(),
        uniform_payloads: HashMap::new(),
        cur_block: None,
    };
    l.run(&cfg)?;
    Ok(KernelOut {
        kernel: l.k,
        accesses: l.accesses,
    })
}

struct Lowerer<'a> {
    m: &'a Module,
    f: &'a Function,
    facts: &'a Target,
    grf: u32,
    naive: bool,
    /// A deliberate bug injected by the checker's mutation tests (`None` normally).
    mutation: Option<mutation::Mutation>,
    k: Kernel,
    plan: Plan,
    reprs: Vec<Option<Repr>>,
    places: HashMap<Value, Place>,
    /// Constants and broadcasts copied into a register, per block: a copy made in one block
    /// is not there when another block is reached some other way.
    materialized: HashMap<(Value, Option<Block>), Place>,
    pred_cache: HashMap<(Value, u32, u32), (PredId, u32)>,
    type_views: HashMap<(VarId, ElemType), VarId>,
    names: HashMap<String, u32>,
    labels: HashMap<Block, LabelId>,
    surfaces: HashMap<u32, SurfaceId>,
    input_vars: Vec<VarId>,
    accesses: Vec<AccessReport>,
    loc: Loc,
    /// A read message's payload to copy into the result's storage once the message is out.
    pending_copy: Option<(Place, Place, Type)>,
    /// For values that are immediates or broadcasts: the `const`/`splat` they come from
    /// (through extracts), so pieces of one splat share one materialised payload.
    uniform_origin: HashMap<Value, Value>,
    /// Materialised payloads of uniform values, per origin, block, type and footprint.
    uniform_payloads: HashMap<(Value, Block, ElemType, u32), Raw>,
    /// The block being lowered.
    cur_block: Option<Block>,
}

/// A vISA-safe identifier from an IR name.
fn sanitize(s: &str) -> String {
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

/// Power-of-two exec-size chunks covering `n` lanes, each at most 16 lanes.
fn chunks(n: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut start = 0;
    while start < n {
        let mut size = 16;
        while size > n - start {
            size /= 2;
        }
        out.push((start, size));
        start += size;
    }
    out
}

fn lanes_of(ty: Type) -> u32 {
    ty.lanes().unwrap_or(1)
}

fn chans_of(ty: Type) -> u32 {
    ty.chans().unwrap_or(1) as u32
}

fn ety(ty: Type) -> ElemType {
    ElemType::of(ty.elem().unwrap_or(ScalarType::I32))
}

fn pred_width(lanes: u32) -> u32 {
    lanes.clamp(1, 32).next_power_of_two()
}

fn low_bits(n: u32) -> u64 {
    if n >= 32 {
        0xFFFF_FFFF
    } else {
        (1u64 << n) - 1
    }
}

impl<'a> Lowerer<'a> {
    // ---- naming and declarations -------------------------------------------------------------

    fn fresh_name(&mut self, base: &str) -> String {
        let base = sanitize(base);
        let n = self.names.entry(base.clone()).or_insert(0);
        *n += 1;
        if *n == 1 {
            base
        } else {
            format!("{base}_{n}")
        }
    }

    /// The IR name of a value, or its number.
    fn base_name(&self, v: Value) -> String {
        match self.f.value_name(v) {
            Some(n) => n.to_string(),
            None => v.0.to_string(),
        }
    }

    fn value_name(&self, v: Value) -> String {
        format!("v_{}", self.base_name(v))
    }

    fn new_var(&mut self, base: &str, ty: ElemType, bytes: u32) -> VarId {
        let name = self.fresh_name(base);
        self.k.add_var(name, ty, bytes.div_ceil(ty.bytes()))
    }

    fn new_pred(&mut self, base: &str, lanes: u32) -> PredId {
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
        if let Some(&v) = self.type_views.get(&(var, ty)) {
            return v;
        }
        let (root, off) = self.k.root(var);
        let root_bytes = self.k.var(root).map(|r| r.bytes()).unwrap_or(0);
        let bytes = root_bytes.saturating_sub(off).max(ty.bytes());
        let name = format!("{}_{}", d.name, ty.name());
        let name = self.fresh_name(&name);
        let id = self.k.add_alias(name, ty, bytes / ty.bytes(), root, off);
        self.type_views.insert((var, ty), id);
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
        // Type views made before the growth still end where the root used to; keep them in step
        // so a payload read through a view stays inside the view's declaration.
        let root_bytes = self.k.var(root).map(|d| d.bytes()).unwrap_or(0);
        let views: Vec<VarId> = self
            .type_views
            .values()
            .copied()
            .filter(|&v| self.k.root(v).0 == root)
            .collect();
        for v in views {
            let (_, voff) = self.k.root(v);
            if let Some(d) = self.k.vars.get_mut(v.index()) {
                d.num_elts = d
                    .num_elts
                    .max(root_bytes.saturating_sub(voff) / d.ty.bytes());
            }
        }
    }

    fn push(&mut self, kind: InstKind, purpose: Purpose) {
        self.k.push(kind, self.loc, purpose);
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
            let name = format!("L_{}", self.f.block(b).name);
            let name = self.fresh_name(&name);
            let l = self.k.add_label(name);
            self.labels.insert(b, l);
            for &p in &self.f.block(b).params {
                let r = self.fresh_storage(p);
                self.reprs[p.index()] = Some(r);
            }
        }
        for (pos, &b) in order.iter().enumerate() {
            let next = order.get(pos + 1).copied();
            self.cur_block = Some(b);
            if let Some(&l) = self.labels.get(&b) {
                self.loc = self.f.block(b).loc;
                self.push(InstKind::Label(l), Purpose::Control);
            }
            for &i in &self.f.block(b).insts {
                self.loc = self.f.inst(i).loc;
                self.lower_inst(i, next)?;
            }
        }
        self.layout_inputs()
    }

    /// Fresh storage for a block parameter.
    fn fresh_storage(&mut self, v: Value) -> Repr {
        let ty = self.f.ty(v);
        let name = self.value_name(v);
        if let Type::Mask { lanes } = ty {
            return Repr::Mask(self.new_mask(v, lanes));
        }
        let var = self.new_var(&name, ety(ty), value_bytes(ty, self.grf));
        Repr::Place(Place::at_start(var, chan_stride(ty, self.grf)))
    }

    fn declare_inputs(&mut self, entry: Block) -> Result<()> {
        // Surfaces first: user ones are inputs (their binding-table index).
        for (i, s) in self.m.surfaces.iter().enumerate() {
            let surf = match s.kind {
                SurfaceKind::Slm => Surface::Slm,
                SurfaceKind::Stateless => Surface::Scratch,
                SurfaceKind::Untyped => Surface::User {
                    name: self.fresh_name(&format!("s_{}", s.name)),
                    typed: false,
                },
                SurfaceKind::Image { .. } => Surface::User {
                    name: self.fresh_name(&format!("s_{}", s.name)),
                    typed: true,
                },
            };
            let id = self.k.add_surface(surf);
            self.surfaces.insert(i as u32, id);
        }
        let params = self.f.block(entry).params.clone();
        for p in params {
            let ty = self.f.ty(p);
            let name = self.value_name(p);
            match ty {
                Type::Mask { lanes } => {
                    let words = lanes.div_ceil(32);
                    let var = self.new_var(&name, ElemType::Ud, words * 4);
                    self.input_vars.push(var);
                    let mut runs = Vec::new();
                    for w in 0..words {
                        let n = (lanes - 32 * w).min(32);
                        let pred = self.new_pred(&format!("p_{}", self.base_name(p)), n);
                        let exec = Exec::nm(pred_width(n));
                        self.push(
                            InstKind::Setp {
                                exec,
                                dst: pred,
                                src: Src::reg(Region::scalar(var, w * 4)),
                            },
                            Purpose::Compute,
                        );
                        runs.push(PredRun {
                            pred,
                            bit: 0,
                            lanes: n,
                        });
                    }
                    self.reprs[p.index()] = Some(Repr::Mask(runs));
                }
                _ => {
                    let var = self.new_var(&name, ety(ty), value_bytes(ty, self.grf));
                    self.input_vars.push(var);
                    self.reprs[p.index()] =
                        Some(Repr::Place(Place::at_start(var, chan_stride(ty, self.grf))));
                }
            }
        }
        Ok(())
    }

    /// Input offsets: user surfaces and sub-GRF arguments packed from byte 64 (never straddling
    /// a GRF), then register-sized arguments on GRF boundaries. Byte 64 is r2 on 32-byte-GRF
    /// targets and r1 on PVC, clear of r0 (the thread payload) everywhere.
    fn layout_inputs(&mut self) -> Result<()> {
        self.k.args = self.input_vars.clone();
        let grf = self.grf;
        let mut items: Vec<(InputKind, u32)> = Vec::new();
        for (i, s) in self.k.surfaces.iter().enumerate() {
            if matches!(s, Surface::User { .. }) {
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

    // ---- values --------------------------------------------------------------------------------

    fn repr(&self, v: Value) -> Repr {
        self.reprs
            .get(v.index())
            .cloned()
            .flatten()
            .unwrap_or(Repr::Imm(Imm::ud(0)))
    }

    fn repr_checked(&self, i: Inst, v: Value) -> Result<Repr> {
        self.reprs.get(v.index()).cloned().flatten().ok_or_else(|| {
            self.not_legal(
                i,
                "an operand is used before it is defined",
                "SSA form (run the verifier)",
            )
        })
    }

    /// The storage a value's definition writes: its home slot, or a fresh variable.
    fn dest_place(&mut self, v: Value) -> Place {
        if let Some(&p) = self.places.get(&v) {
            return p;
        }
        let ty = self.f.ty(v);
        let place = match self.plan.homes.get(v.index()).copied().flatten() {
            Some(h) => {
                let parent = self.dest_place(h.parent);
                let eb = ety(self.f.ty(h.parent)).bytes();
                Place {
                    var: parent.var,
                    off: parent.off + h.chan * parent.stride + h.lane * eb,
                    stride: parent.stride,
                }
            }
            None => {
                let name = self.value_name(v);
                let var = self.new_var(&name, ety(ty), value_bytes(ty, self.grf));
                Place::at_start(var, chan_stride(ty, self.grf))
            }
        };
        self.places.insert(v, place);
        place
    }

    /// Writes `r` (a lane-wise op: every lane reads its operands' same lane) into the storage of
    /// the block parameter it is passed to, when that parameter is dead from here on: the move
    /// on the edge disappears (`%acc.next = add %acc, %row` then `br loop(%acc.next)` updates
    /// `%acc` in place). Operands that are views into the parameter's storage at other lanes
    /// would be clobbered, so they forbid it.
    fn coalesce(&mut self, r: Value, operands: &[Value]) {
        if self.naive || self.places.contains_key(&r) {
            return;
        }
        let Some(&p) = self.plan.coalesce.get(&r) else {
            return;
        };
        let Some(Repr::Place(pp)) = self.reprs.get(p.index()).cloned().flatten() else {
            return;
        };
        if pp.off != 0 || self.f.ty(p) != self.f.ty(r) {
            return;
        }
        let root = self.k.root(pp.var).0;
        for &o in operands {
            if o == p {
                continue;
            }
            if let Some(Repr::Place(q) | Repr::Bcast(q)) =
                self.reprs.get(o.index()).cloned().flatten()
            {
                if self.k.root(q.var).0 == root {
                    return;
                }
            }
        }
        self.places.insert(r, pp);
    }

    fn is_homed_in(&self, part: Value, parent: Value) -> bool {
        matches!(self.plan.homes.get(part.index()).copied().flatten(), Some(h) if h.parent == parent)
    }

    fn set(&mut self, v: Value, r: Repr) {
        if matches!(r, Repr::Bcast(_) | Repr::Imm(_)) {
            // A uniform value comes from itself, or from the uniform value it is a view of.
            let origin = self
                .f
                .def_kind(v)
                .and_then(|k| match k {
                    ir::InstKind::Extract { src, .. } | ir::InstKind::ChanExtract { src, .. } => {
                        self.uniform_origin.get(src).copied()
                    }
                    _ => None,
                })
                .unwrap_or(v);
            self.uniform_origin.insert(v, origin);
        }
        if let Some(slot) = self.reprs.get_mut(v.index()) {
            *slot = Some(r);
        }
    }

    /// Source operand for lanes `start..` of channel `c` of a value representation, read as `ty`.
    fn src_of(&mut self, r: &Repr, c: u32, start: u32, ty: ElemType) -> Src {
        match r {
            Repr::Place(p) => {
                let var = self.view(p.var, ty);
                Src::reg(Region::strided(
                    var,
                    p.off + c * p.stride + start * ty.bytes(),
                    1,
                ))
            }
            Repr::Bcast(p) => {
                let var = self.view(p.var, ty);
                Src::reg(Region::scalar(var, p.off))
            }
            Repr::Imm(Imm::Scalar { bits, ty: ity }) => Src::Imm(convert_imm(*bits, *ity, ty)),
            Repr::Imm(i) => Src::Imm(*i),
            Repr::Mask(_) => Src::Imm(Imm::ud(0)),
        }
    }

    fn dst_of(&mut self, p: Place, c: u32, start: u32, ty: ElemType) -> Dst {
        let var = self.view(p.var, ty);
        Dst::Reg {
            var,
            off: p.off + c * p.stride + start * ty.bytes(),
            hstride: 1,
        }
    }

    /// Copies a value representation into registers with the layout of `dst`.
    fn copy_into(&mut self, r: &Repr, ty: Type, dst: Place, purpose: Purpose) {
        if *r == Repr::Place(dst) {
            return;
        }
        let t = ety(ty);
        for c in 0..chans_of(ty) {
            for (start, n) in chunks(lanes_of(ty)) {
                let s = self.src_of(r, c, start, t);
                let d = self.dst_of(dst, c, start, t);
                self.alu(AluOp::Mov, Exec::nm(n), None, d, &[s], purpose);
            }
        }
    }

    /// The value in registers (immediates and broadcasts are written out once, and cached).
    fn in_register(&mut self, v: Value) -> Place {
        match self.repr(v) {
            Repr::Place(p) => p,
            r => {
                if let Some(&p) = self.materialized.get(&(v, self.cur_block)) {
                    return p;
                }
                let ty = self.f.ty(v);
                let name = self.value_name(v);
                let var = self.new_var(&format!("{name}_reg"), ety(ty), value_bytes(ty, self.grf));
                let p = Place::at_start(var, chan_stride(ty, self.grf));
                self.copy_into(&r, ty, p, Purpose::Layout);
                self.materialized.insert((v, self.cur_block), p);
                p
            }
        }
    }

    /// Makes `v` a message payload with the message's layout: in place when it already is one
    /// (GRF-aligned; channel stride of the message), else copied into a fresh aligned variable.
    fn payload(&mut self, v: Value, choice: MsgChoice, exec: u32, data: bool) -> Raw {
        let ty = self.f.ty(v);
        let need_stride = chan_stride(ty, self.grf);
        let need_stride =
            mutation::payload_stride(self.mutation, choice.msg, data, ty, exec, need_stride);
        let footprint = payload_footprint(choice, exec, self.grf, data);
        let r = self.repr(v);
        if !self.naive {
            if let Repr::Place(p) = r {
                let (_, roff) = self.k.root(p.var);
                if (roff + p.off) % self.grf == 0 && (chans_of(ty) == 1 || p.stride == need_stride)
                {
                    self.grow(p.var, p.off + footprint);
                    return Raw::at(p.var, p.off);
                }
            }
        }
        // Pieces of one splat or constant share one payload inside a block.
        let key = match (&r, self.uniform_origin.get(&v), self.cur_block) {
            (Repr::Bcast(_) | Repr::Imm(_), Some(&o), Some(b)) if !self.naive => {
                Some((o, b, ety(ty), footprint))
            }
            _ => None,
        };
        if let Some(hit) = key.and_then(|k| self.uniform_payloads.get(&k)) {
            return *hit;
        }
        let name = self.value_name(v);
        let var = self.new_var(&format!("{name}_pay"), ety(ty), footprint);
        match key {
            Some(k) => {
                self.fill_uniform(&r, ety(ty), var, footprint);
                self.uniform_payloads.insert(k, Raw::at(var, 0));
            }
            None => {
                let dst = Place::at_start(var, need_stride);
                self.copy_into(&r, ty, dst, Purpose::PayloadCopy);
            }
        }
        Raw::at(var, 0)
    }

    /// Writes a uniform value's element into every byte of a shared payload.
    ///
    /// The payload is shared by every piece of one splat that a message of the same footprint
    /// reads in this block, and those pieces differ in lanes and channels: a 4-lane scatter and
    /// an 8-lane typed read both read a one-GRF payload, the first 4 lanes of it, the second 8.
    /// A message reads nothing outside its footprint, and every element of a uniform value is
    /// the same, so filling the whole footprint serves every user whatever its lanes and
    /// channel layout; and the fill writes the whole variable, so liveness sees a definition.
    fn fill_uniform(&mut self, r: &Repr, t: ElemType, var: VarId, footprint: u32) {
        for (start, n) in chunks(footprint / t.bytes()) {
            let s = self.src_of(r, 0, start, t);
            let d = self.dst_of(Place::at_start(var, 0), 0, start, t);
            self.alu(AluOp::Mov, Exec::nm(n), None, d, &[s], Purpose::PayloadCopy);
        }
    }

    /// A scalar source of type `ty` (global offsets, QW base).
    fn scalar_src(&mut self, v: Value, ty: ElemType) -> Src {
        let r = self.repr(v);
        let s = self.src_of(&r, 0, 0, ty);
        scalarize(s, Exec::nm(1))
    }

    // ---- masks ---------------------------------------------------------------------------------

    fn runs(&self, v: Value) -> Vec<PredRun> {
        match self.repr(v) {
            Repr::Mask(r) => r,
            _ => Vec::new(),
        }
    }

    /// Lanes `start..start+n` of a mask as a predicate and the mask offset that reads them.
    fn pred_at(&mut self, v: Value, start: u32, n: u32) -> (PredId, u32) {
        let runs = self.runs(v);
        let mut lane = 0;
        for r in &runs {
            if start >= lane && start + n <= lane + r.lanes {
                let bit = r.bit + (start - lane);
                let width = self
                    .k
                    .preds
                    .get(r.pred.index())
                    .map(|p| p.lanes)
                    .unwrap_or(0);
                if mask_offset_ok(n, bit) && bit + n <= width.max(n) {
                    return (r.pred, bit);
                }
                break;
            }
            lane += r.lanes;
        }
        if let Some(&hit) = self.pred_cache.get(&(v, start, n)) {
            return hit;
        }
        let bits = self.mask_bits(&runs, start, n);
        let p = self.new_pred("p_t", n);
        let exec = Exec::nm(pred_width(n));
        self.push(
            InstKind::Setp {
                exec,
                dst: p,
                src: Src::reg(Region::scalar(bits, 0)),
            },
            Purpose::Layout,
        );
        self.pred_cache.insert((v, start, n), (p, 0));
        (p, 0)
    }

    /// A one-lane mask as a predicate whose bit 0 holds it (what `jmp (M1_NM, 1)` reads).
    fn pred_bit0(&mut self, v: Value) -> PredId {
        match self.pred_at(v, 0, 1) {
            (p, 0) => p,
            _ => {
                let runs = self.runs(v);
                let bits = self.mask_bits(&runs, 0, 1);
                let p = self.new_pred("p_t", 1);
                self.push(
                    InstKind::Setp {
                        exec: Exec::nm(1),
                        dst: p,
                        src: Src::reg(Region::scalar(bits, 0)),
                    },
                    Purpose::Layout,
                );
                p
            }
        }
    }

    /// Bits `start..start+n` (n ≤ 32) of a mask in the low bits of a fresh `ud` scalar; bits
    /// above `n` are zero.
    fn mask_bits(&mut self, runs: &[PredRun], start: u32, n: u32) -> VarId {
        let mut acc: Option<VarId> = None;
        let mut lane = 0;
        for r in runs {
            let (lo, hi) = (start.max(lane), (start + n).min(lane + r.lanes));
            if lo < hi {
                let src_bit = r.bit + (lo - lane);
                let len = hi - lo;
                let dst_bit = lo - start;
                let t = self.scalar_tmp();
                let ts = Src::reg(Region::scalar(t, 0));
                let td = Dst::reg(t);
                let e = Exec::nm(1);
                self.alu(
                    AluOp::Mov,
                    e,
                    None,
                    td,
                    &[Src::Pred(r.pred)],
                    Purpose::Layout,
                );
                if src_bit > 0 {
                    self.alu(
                        AluOp::Shr,
                        e,
                        None,
                        td,
                        &[ts, Src::Imm(Imm::ud(src_bit))],
                        Purpose::Layout,
                    );
                }
                if len < 32 {
                    self.alu(
                        AluOp::And,
                        e,
                        None,
                        td,
                        &[ts, Src::Imm(Imm::ud(low_bits(len) as u32))],
                        Purpose::Layout,
                    );
                }
                if dst_bit > 0 {
                    self.alu(
                        AluOp::Shl,
                        e,
                        None,
                        td,
                        &[ts, Src::Imm(Imm::ud(dst_bit))],
                        Purpose::Layout,
                    );
                }
                acc = Some(match acc {
                    None => t,
                    Some(a) => {
                        let ad = Dst::reg(a);
                        let asrc = Src::reg(Region::scalar(a, 0));
                        self.alu(AluOp::Or, e, None, ad, &[asrc, ts], Purpose::Layout);
                        a
                    }
                });
            }
            lane += r.lanes;
        }
        match acc {
            Some(a) => a,
            None => {
                let t = self.scalar_tmp();
                let td = Dst::reg(t);
                self.alu(
                    AluOp::Mov,
                    Exec::nm(1),
                    None,
                    td,
                    &[Src::Imm(Imm::ud(0))],
                    Purpose::Layout,
                );
                t
            }
        }
    }

    /// New mask storage: predicates of up to 32 lanes covering `lanes`.
    fn new_mask(&mut self, v: Value, lanes: u32) -> Vec<PredRun> {
        let base = format!("p_{}", self.base_name(v));
        let mut runs = Vec::new();
        let mut start = 0;
        while start < lanes {
            let n = (lanes - start).min(32);
            let p = self.new_pred(&base, n);
            runs.push(PredRun {
                pred: p,
                bit: 0,
                lanes: n,
            });
            start += n;
        }
        runs
    }

    /// Writes `n` bits held in the low bits of `bits` into predicate `dst` at `bit`, keeping the
    /// predicate's other bits.
    fn write_pred_bits(&mut self, dst: PredId, bit: u32, n: u32, bits: VarId) {
        let width = self.k.preds.get(dst.index()).map(|p| p.lanes).unwrap_or(32);
        let e = Exec::nm(1);
        let purpose = Purpose::Layout;
        if bit == 0 && n >= width {
            self.push(
                InstKind::Setp {
                    exec: Exec::nm(width),
                    dst,
                    src: Src::reg(Region::scalar(bits, 0)),
                },
                purpose,
            );
            return;
        }
        let g = self.scalar_tmp();
        let gd = Dst::reg(g);
        let gs = Src::reg(Region::scalar(g, 0));
        let keep = !((low_bits(n) << bit) as u32);
        self.alu(AluOp::Mov, e, None, gd, &[Src::Pred(dst)], purpose);
        self.alu(
            AluOp::And,
            e,
            None,
            gd,
            &[gs, Src::Imm(Imm::ud(keep))],
            purpose,
        );
        let s = self.scalar_tmp();
        let sd = Dst::reg(s);
        let ss = Src::reg(Region::scalar(s, 0));
        self.alu(
            AluOp::Shl,
            e,
            None,
            sd,
            &[Src::reg(Region::scalar(bits, 0)), Src::Imm(Imm::ud(bit))],
            purpose,
        );
        self.alu(AluOp::Or, e, None, gd, &[gs, ss], purpose);
        self.push(
            InstKind::Setp {
                exec: Exec::nm(width),
                dst,
                src: Src::reg(Region::scalar(g, 0)),
            },
            purpose,
        );
    }

    /// Builds a mask lane by lane from a bit source: `get(start, n)` returns a `ud` scalar
    /// with bits `start..start+n` of the result.
    fn build_mask(
        &mut self,
        v: Value,
        lanes: u32,
        mut get: impl FnMut(&mut Self, u32, u32) -> VarId,
    ) -> Vec<PredRun> {
        let runs = self.new_mask(v, lanes);
        let mut start = 0;
        for r in &runs {
            let bits = get(self, start, r.lanes);
            let width = self
                .k
                .preds
                .get(r.pred.index())
                .map(|p| p.lanes)
                .unwrap_or(32);
            self.push(
                InstKind::Setp {
                    exec: Exec::nm(width),
                    dst: r.pred,
                    src: Src::reg(Region::scalar(bits, 0)),
                },
                Purpose::Compute,
            );
            start += r.lanes;
        }
        runs
    }

    // ---- instructions --------------------------------------------------------------------------

    fn lower_inst(&mut self, i: Inst, next: Option<Block>) -> Result<()> {
        let d = self.f.inst(i);
        let kind = d.kind.clone();
        let result = d.result;
        // Every operand must already have a representation (reverse post-order guarantees it for
        // SSA input; anything else is not legal form).
        let mut missing = false;
        kind.for_each_operand(|v| {
            if self.reprs.get(v.index()).cloned().flatten().is_none() {
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
        match (&kind, result) {
            (ir::InstKind::Const { value }, Some(r)) => self.lower_const(i, r, value),
            (ir::InstKind::Splat { x }, Some(r)) => self.lower_splat(r, *x),
            (ir::InstKind::LaneIndex, Some(r)) => self.lower_lane_index(r),
            (ir::InstKind::Binary { op, lhs, rhs }, Some(r)) => {
                self.lower_binary(i, r, *op, *lhs, *rhs)
            }
            (ir::InstKind::Cmp { pred, lhs, rhs }, Some(r)) => {
                self.lower_cmp(i, r, *pred, *lhs, *rhs)
            }
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

    fn label(&self, i: Inst, b: Block) -> Result<LabelId> {
        self.labels.get(&b).copied().ok_or_else(|| {
            self.not_legal(
                i,
                "branch to the entry block or a block outside the function",
                "a branch to a non-entry block",
            )
        })
    }

    fn lower_const(&mut self, i: Inst, r: Value, value: &ConstValue) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            let value = value.clone();
            let runs = self.new_mask(r, lanes);
            let mut start = 0;
            for run in &runs {
                let mut bits = 0u64;
                for k in 0..run.lanes {
                    if value.int_at((start + k) as usize) != 0 {
                        bits |= 1 << k;
                    }
                }
                let width = pred_width(run.lanes);
                let imm = if width <= 16 {
                    Imm::Scalar {
                        bits,
                        ty: ElemType::Uw,
                    }
                } else {
                    Imm::Scalar {
                        bits,
                        ty: ElemType::Ud,
                    }
                };
                self.push(
                    InstKind::Setp {
                        exec: Exec::nm(width),
                        dst: run.pred,
                        src: Src::Imm(imm),
                    },
                    Purpose::Compute,
                );
                start += run.lanes;
            }
            self.set(r, Repr::Mask(runs));
            return Ok(());
        }
        let Some(elem) = ty.elem() else {
            return Err(self.not_legal(i, "constant of no element type", "a typed constant"));
        };
        let t = ElemType::of(elem);
        let imm_at = |k: usize| -> Imm {
            let bits = match value {
                ConstValue::Int(_) => value.int_at(k) as u64,
                ConstValue::Float(_) => float_bits(value.float_at(k), elem),
            };
            Imm::Scalar {
                bits: bits & width_mask(t),
                ty: t,
            }
        };
        let homed = self.plan.homes.get(r.index()).copied().flatten().is_some();
        if value.len() == 1 && !self.naive && !homed {
            self.set(r, Repr::Imm(imm_at(0)));
            return Ok(());
        }
        let p = self.dest_place(r);
        let n = ty.num_elements();
        if value.len() == 1 {
            self.copy_into(&Repr::Imm(imm_at(0)), ty, p, Purpose::Compute);
            self.set(r, Repr::Place(p));
            return Ok(());
        }
        // Arithmetic progressions (offsets such as [0, 4, 8, ...]): lane index, scale, bias.
        if let (ConstValue::Int(_), true) = (value, chans_of(ty) == 1 && t != ElemType::Uq) {
            let a = value.int_at(0);
            let b = value.int_at(1).wrapping_sub(a);
            if n >= 2
                && (0..n as usize)
                    .all(|k| value.int_at(k) == a.wrapping_add(b.wrapping_mul(k as i64)))
            {
                self.write_lane_index(p, n, t);
                let mut steps: Vec<(AluOp, u64)> = Vec::new();
                if b != 1 {
                    if b > 0 && (b as u64).is_power_of_two() {
                        steps.push((AluOp::Shl, (b as u64).trailing_zeros() as u64));
                    } else {
                        steps.push((AluOp::Mul, b as u64));
                    }
                }
                if a != 0 {
                    steps.push((AluOp::Add, a as u64));
                }
                for (op, k) in steps {
                    for (start, cn) in chunks(n) {
                        let s = self.src_of(&Repr::Place(p), 0, start, t);
                        let dd = self.dst_of(p, 0, start, t);
                        let imm = Imm::Scalar {
                            bits: k & width_mask(t),
                            ty: t,
                        };
                        self.alu(
                            op,
                            Exec::nm(cn),
                            None,
                            dd,
                            &[s, Src::Imm(imm)],
                            Purpose::Compute,
                        );
                    }
                }
                self.set(r, Repr::Place(p));
                return Ok(());
            }
        }
        // Anything else: element by element, through an unsigned view for floats (exact bits).
        let ut = t.unsigned();
        let lanes = lanes_of(ty);
        for c in 0..chans_of(ty) {
            for l in 0..lanes {
                let k = (l * chans_of(ty) + c) as usize;
                let Imm::Scalar { bits, .. } = imm_at(k) else {
                    continue;
                };
                let dd = self.dst_of(p, c, l, ut);
                self.alu(
                    AluOp::Mov,
                    Exec::nm(1),
                    None,
                    dd,
                    &[Src::Imm(Imm::Scalar { bits, ty: ut })],
                    Purpose::Compute,
                );
            }
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    /// Writes 0, 1, ..., n-1 into `p` as `t`: a packed `:v` immediate for the first 8 lanes,
    /// then doubling adds.
    fn write_lane_index(&mut self, p: Place, n: u32, t: ElemType) {
        let first = n.min(8);
        for (start, cn) in chunks(first) {
            let d = self.dst_of(p, 0, start, t);
            let mut packed = 0u32;
            for k in 0..cn {
                packed |= (start + k) << (4 * k);
            }
            self.alu(
                AluOp::Mov,
                Exec::nm(cn),
                None,
                d,
                &[Src::Imm(Imm::PackedV(packed))],
                Purpose::Compute,
            );
        }
        let mut filled = first;
        while filled < n {
            let len = filled.min(n - filled);
            for (start, cn) in chunks(len) {
                let s = self.src_of(&Repr::Place(p), 0, start, t);
                let d = self.dst_of(p, 0, filled + start, t);
                let imm = Imm::Scalar {
                    bits: filled as u64 & width_mask(t),
                    ty: t,
                };
                self.alu(
                    AluOp::Add,
                    Exec::nm(cn),
                    None,
                    d,
                    &[s, Src::Imm(imm)],
                    Purpose::Compute,
                );
            }
            filled += len;
        }
    }

    fn lower_lane_index(&mut self, r: Value) -> Result<()> {
        let ty = self.f.ty(r);
        let p = self.dest_place(r);
        self.write_lane_index(p, lanes_of(ty), ety(ty));
        self.set(r, Repr::Place(p));
        Ok(())
    }

    fn lower_splat(&mut self, r: Value, x: Value) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            // All lanes take the scalar bit: sel 0xFFFFFFFF / 0 on it, then setp.
            let (p, bit) = self.pred_at(x, 0, 1);
            let t = self.scalar_tmp();
            let td = Dst::reg(t);
            self.alu(
                AluOp::Sel,
                Exec::nm_at(1, bit),
                Some(PredUse {
                    pred: p,
                    negate: false,
                }),
                td,
                &[Src::Imm(Imm::ud(0xFFFF_FFFF)), Src::Imm(Imm::ud(0))],
                Purpose::Compute,
            );
            let runs = self.build_mask(r, lanes, |_, _, _| t);
            self.set(r, Repr::Mask(runs));
            return Ok(());
        }
        let xr = self.repr(x);
        let homed = self.plan.homes.get(r.index()).copied().flatten().is_some();
        if !self.naive && !homed {
            let rep = match xr {
                Repr::Imm(i) => Repr::Imm(i),
                Repr::Place(p) => Repr::Bcast(p),
                other => other,
            };
            self.set(r, rep);
            return Ok(());
        }
        let p = self.dest_place(r);
        let src = match xr {
            Repr::Place(p) => Repr::Bcast(p),
            o => o,
        };
        self.copy_into(&src, ty, p, Purpose::Compute);
        self.set(r, Repr::Place(p));
        Ok(())
    }

    fn lower_binary(&mut self, i: Inst, r: Value, op: BinOp, lhs: Value, rhs: Value) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            return self.lower_mask_logic(r, op, lhs, rhs, lanes);
        }
        let t = ety(ty);
        let (aop, neg, commutative) = match op {
            BinOp::Add => (AluOp::Add, false, true),
            BinOp::Sub => (AluOp::Add, true, false),
            BinOp::Mul => (AluOp::Mul, false, true),
            BinOp::Shl => (AluOp::Shl, false, false),
            BinOp::LShr => (AluOp::Shr, false, false),
            BinOp::And => (AluOp::And, false, true),
            BinOp::Or => (AluOp::Or, false, true),
            BinOp::Xor => (AluOp::Xor, false, true),
        };
        if aop == AluOp::Mul && matches!(t, ElemType::Uq) {
            return Err(self.unsupported(i, "64-bit integer multiply has no vISA instruction"));
        }
        if matches!(
            aop,
            AluOp::Shl | AluOp::Shr | AluOp::And | AluOp::Or | AluOp::Xor
        ) && t.is_float()
        {
            return Err(self.unsupported(i, "bitwise operations on floats"));
        }
        let (mut a, mut b) = (self.repr_checked(i, lhs)?, self.repr_checked(i, rhs)?);
        let uniform = |r: &Repr| matches!(r, Repr::Imm(_) | Repr::Bcast(_));
        let homed = self.plan.homes.get(r.index()).copied().flatten().is_some();
        if !self.naive && !homed && chans_of(ty) == 1 && uniform(&a) && uniform(&b) {
            // Every lane computes the same value: compute it once and broadcast it.
            let name = format!("{}_s", self.value_name(r));
            let var = self.new_var(&name, t, t.bytes());
            let d = Dst::reg(var);
            let mut s0 = self.src_of(&a, 0, 0, t);
            if matches!(s0, Src::Imm(_)) {
                self.alu(AluOp::Mov, Exec::nm(1), None, d, &[s0], Purpose::Compute);
                s0 = Src::reg(Region::scalar(var, 0));
            }
            let mut s1 = self.src_of(&b, 0, 0, t);
            if neg {
                s1 = negate(s1, t);
            }
            self.alu(aop, Exec::nm(1), None, d, &[s0, s1], Purpose::Compute);
            let place = Place::at_start(var, t.bytes());
            self.set(
                r,
                if ty.is_vec() {
                    Repr::Bcast(place)
                } else {
                    Repr::Place(place)
                },
            );
            return Ok(());
        }
        if matches!(a, Repr::Imm(_)) {
            if commutative && !matches!(b, Repr::Imm(_)) {
                std::mem::swap(&mut a, &mut b);
            } else {
                a = Repr::Place(self.in_register(lhs));
            }
        }
        self.coalesce(r, &[lhs, rhs]);
        let p = self.dest_place(r);
        for c in 0..chans_of(ty) {
            for (start, n) in chunks(lanes_of(ty)) {
                let s0 = self.src_of(&a, c, start, t);
                let mut s1 = self.src_of(&b, c, start, t);
                if neg {
                    s1 = negate(s1, t);
                }
                let d = self.dst_of(p, c, start, t);
                self.alu(aop, Exec::nm(n), None, d, &[s0, s1], Purpose::Compute);
            }
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    fn lower_mask_logic(
        &mut self,
        r: Value,
        op: BinOp,
        lhs: Value,
        rhs: Value,
        lanes: u32,
    ) -> Result<()> {
        let aop = match op {
            BinOp::And => AluOp::And,
            BinOp::Or => AluOp::Or,
            _ => AluOp::Xor,
        };
        let (ra, rb) = (self.runs(lhs), self.runs(rhs));
        // Whole predicates aligned at bit 0 combine with one predicate instruction per run.
        let aligned = |runs: &[PredRun], k: &Kernel| {
            runs.iter().all(|x| {
                x.bit == 0
                    && k.preds.get(x.pred.index()).map(|p| p.lanes) == Some(pred_width(x.lanes))
            })
        };
        // ... and only if the runs are the result's own 32-lane runs (a concat of two 2-lane
        // masks is two runs; the 4-lane result is one).
        let result_runs = |runs: &[PredRun]| {
            runs.iter()
                .enumerate()
                .all(|(k, x)| x.lanes == lanes.saturating_sub(32 * k as u32).min(32))
        };
        if ra.len() == rb.len()
            && ra.iter().zip(&rb).all(|(x, y)| x.lanes == y.lanes)
            && result_runs(&ra)
            && aligned(&ra, &self.k)
            && aligned(&rb, &self.k)
        {
            let runs = self.new_mask(r, lanes);
            for ((x, y), d) in ra.iter().zip(&rb).zip(&runs) {
                self.alu(
                    aop,
                    Exec::nm(pred_width(d.lanes)),
                    None,
                    Dst::Pred(d.pred),
                    &[Src::Pred(x.pred), Src::Pred(y.pred)],
                    Purpose::Compute,
                );
            }
            self.set(r, Repr::Mask(runs));
            return Ok(());
        }
        let runs = self.build_mask(r, lanes, |s, start, n| {
            let a = s.mask_bits(&ra, start, n);
            let b = s.mask_bits(&rb, start, n);
            let ad = Dst::reg(a);
            s.alu(
                aop,
                Exec::nm(1),
                None,
                ad,
                &[
                    Src::reg(Region::scalar(a, 0)),
                    Src::reg(Region::scalar(b, 0)),
                ],
                Purpose::Compute,
            );
            a
        });
        self.set(r, Repr::Mask(runs));
        Ok(())
    }

    fn lower_cmp(
        &mut self,
        i: Inst,
        r: Value,
        pred: CmpPred,
        lhs: Value,
        rhs: Value,
    ) -> Result<()> {
        let oty = self.f.ty(lhs);
        let base = ety(oty);
        // Floats: `eq` and the signed forms are ordered, which is what `cmp` does; `ne` is
        // unordered, which `cmp.ne` is too; the unsigned forms are unordered, i.e. the negation of
        // the opposite ordered compare (`ult` = !(`ge`)).
        let float = base.is_float();
        let (rel, t, invert) = match pred {
            CmpPred::Eq => (CmpRel::Eq, base, false),
            CmpPred::Ne => (CmpRel::Ne, base, false),
            CmpPred::Ult if float => (CmpRel::Ge, base, true),
            CmpPred::Ule if float => (CmpRel::Gt, base, true),
            CmpPred::Ugt if float => (CmpRel::Le, base, true),
            CmpPred::Uge if float => (CmpRel::Lt, base, true),
            CmpPred::Ult => (CmpRel::Lt, base.unsigned(), false),
            CmpPred::Ule => (CmpRel::Le, base.unsigned(), false),
            CmpPred::Ugt => (CmpRel::Gt, base.unsigned(), false),
            CmpPred::Uge => (CmpRel::Ge, base.unsigned(), false),
            CmpPred::Slt => (CmpRel::Lt, base.signed(), false),
            CmpPred::Sle => (CmpRel::Le, base.signed(), false),
            CmpPred::Sgt => (CmpRel::Gt, base.signed(), false),
            CmpPred::Sge => (CmpRel::Ge, base.signed(), false),
        };
        let (mut a, mut b) = (self.repr_checked(i, lhs)?, self.repr_checked(i, rhs)?);
        let mut rel = rel;
        if matches!(a, Repr::Imm(_)) {
            if matches!(b, Repr::Imm(_)) {
                a = Repr::Place(self.in_register(lhs));
            } else {
                std::mem::swap(&mut a, &mut b);
                rel = match rel {
                    CmpRel::Lt => CmpRel::Gt,
                    CmpRel::Le => CmpRel::Ge,
                    CmpRel::Gt => CmpRel::Lt,
                    CmpRel::Ge => CmpRel::Le,
                    x => x,
                };
            }
        }
        let lanes = lanes_of(self.f.ty(r));
        let runs = self.new_mask(r, lanes);
        for (start, n) in chunks(lanes) {
            let run = runs[(start / 32) as usize];
            let bit = start % 32;
            let s0 = self.src_of(&a, 0, start, t);
            let s1 = self.src_of(&b, 0, start, t);
            if mask_offset_ok(n, bit) {
                let exec = Exec::nm_at(n, bit);
                let srcs = [scalarize(s0, exec), scalarize(s1, exec)];
                self.push(
                    InstKind::Cmp {
                        rel,
                        exec,
                        dst: run.pred,
                        srcs,
                    },
                    Purpose::Compute,
                );
            } else {
                let tmp = self.new_pred("p_t", n);
                let exec = Exec::nm(n);
                let srcs = [scalarize(s0, exec), scalarize(s1, exec)];
                self.push(
                    InstKind::Cmp {
                        rel,
                        exec,
                        dst: tmp,
                        srcs,
                    },
                    Purpose::Compute,
                );
                let bits = self.mask_bits(
                    &[PredRun {
                        pred: tmp,
                        bit: 0,
                        lanes: n,
                    }],
                    0,
                    n,
                );
                self.write_pred_bits(run.pred, bit, n, bits);
            }
        }
        if invert {
            for run in &runs {
                let w = pred_width(run.lanes);
                self.alu(
                    AluOp::Not,
                    Exec::nm(w),
                    None,
                    Dst::Pred(run.pred),
                    &[Src::Pred(run.pred)],
                    Purpose::Compute,
                );
            }
        }
        self.set(r, Repr::Mask(runs));
        Ok(())
    }

    fn lower_select(&mut self, i: Inst, r: Value, cond: Value, a: Value, b: Value) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            let (rc, ra, rb) = (self.runs(cond), self.runs(a), self.runs(b));
            let runs = self.build_mask(r, lanes, |s, start, n| {
                let c = s.mask_bits(&rc, start, n);
                let x = s.mask_bits(&ra, start, n);
                let y = s.mask_bits(&rb, start, n);
                let e = Exec::nm(1);
                let sc = |v| Src::reg(Region::scalar(v, 0));
                let dx = Dst::reg(x);
                let dy = Dst::reg(y);
                s.alu(AluOp::And, e, None, dx, &[sc(x), sc(c)], Purpose::Compute);
                let nc = s.scalar_tmp();
                let dnc = Dst::reg(nc);
                s.alu(AluOp::Not, e, None, dnc, &[sc(c)], Purpose::Compute);
                s.alu(AluOp::And, e, None, dy, &[sc(y), sc(nc)], Purpose::Compute);
                s.alu(AluOp::Or, e, None, dx, &[sc(x), sc(y)], Purpose::Compute);
                x
            });
            self.set(r, Repr::Mask(runs));
            return Ok(());
        }
        let t = ety(ty);
        let (mut ra, mut rb) = (self.repr_checked(i, a)?, self.repr_checked(i, b)?);
        let mut negate = false;
        if matches!(ra, Repr::Imm(_)) {
            if matches!(rb, Repr::Imm(_)) {
                ra = Repr::Place(self.in_register(a));
            } else {
                std::mem::swap(&mut ra, &mut rb);
                negate = true;
            }
        }
        self.coalesce(r, &[a, b]);
        let p = self.dest_place(r);
        for (start, n) in chunks(lanes_of(ty)) {
            let (pred, bit) = self.pred_at(cond, start, n);
            for c in 0..chans_of(ty) {
                let s0 = self.src_of(&ra, c, start, t);
                let s1 = self.src_of(&rb, c, start, t);
                let d = self.dst_of(p, c, start, t);
                self.alu(
                    AluOp::Sel,
                    Exec::nm_at(n, bit),
                    Some(PredUse { pred, negate }),
                    d,
                    &[s0, s1],
                    Purpose::Compute,
                );
            }
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    fn lower_extract(&mut self, i: Inst, r: Value, src: Value, start: u32) -> Result<()> {
        let ty = self.f.ty(r);
        let sr = self.repr_checked(i, src)?;
        if let Repr::Mask(runs) = &sr {
            let n = lanes_of(ty);
            let mut out = Vec::new();
            let mut lane = 0;
            for run in runs {
                let (lo, hi) = (start.max(lane), (start + n).min(lane + run.lanes));
                if lo < hi {
                    out.push(PredRun {
                        pred: run.pred,
                        bit: run.bit + (lo - lane),
                        lanes: hi - lo,
                    });
                }
                lane += run.lanes;
            }
            self.set(r, Repr::Mask(out));
            return Ok(());
        }
        let eb = ety(ty).bytes();
        let view = match sr {
            Repr::Place(p) => Repr::Place(Place {
                off: p.off + start * eb,
                ..p
            }),
            other => other,
        };
        self.define_view(r, view);
        Ok(())
    }

    /// Defines `r` as a view of existing storage: an alias in optimised mode (named after the
    /// value when it starts a GRF), a copy in naive mode.
    fn define_view(&mut self, r: Value, view: Repr) {
        let ty = self.f.ty(r);
        if self.naive {
            let p = self.dest_place(r);
            self.copy_into(&view, ty, p, Purpose::Layout);
            self.set(r, Repr::Place(p));
            return;
        }
        if let Repr::Place(p) = view {
            let (root, roff) = self.k.root(p.var);
            let abs = roff + p.off;
            let t = ety(ty);
            let bytes = value_bytes(ty, self.grf);
            let root_bytes = self.k.var(root).map(|d| d.bytes()).unwrap_or(0);
            let stride = chan_stride(ty, self.grf);
            let layout_ok = chans_of(ty) == 1 || p.stride == stride;
            if abs % self.grf == 0 && layout_ok && abs + bytes <= root_bytes {
                let name = self.value_name(r);
                let name = self.fresh_name(&name);
                let alias = self.k.add_alias(name, t, bytes / t.bytes(), root, abs);
                self.set(
                    r,
                    Repr::Place(Place {
                        var: alias,
                        off: 0,
                        stride,
                    }),
                );
                return;
            }
        }
        self.set(r, view);
    }

    fn lower_insert(
        &mut self,
        i: Inst,
        r: Value,
        dst: Value,
        src: Value,
        start: u32,
    ) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            let (rd, rs) = (self.runs(dst), self.runs(src));
            let n = lanes_of(self.f.ty(src));
            let runs = self.build_mask(r, lanes, |s, lo, len| {
                let d = s.mask_bits(&rd, lo, len);
                // Lanes of src that fall in lo..lo+len, shifted into place.
                let (a, b) = (start.max(lo), (start + n).min(lo + len));
                if a < b {
                    let x = s.mask_bits(&rs, a - start, b - a);
                    let keep = !((low_bits(b - a) << (a - lo)) as u32);
                    let e = Exec::nm(1);
                    let sc = |v| Src::reg(Region::scalar(v, 0));
                    let dd = Dst::reg(d);
                    let dx = Dst::reg(x);
                    s.alu(
                        AluOp::And,
                        e,
                        None,
                        dd,
                        &[sc(d), Src::Imm(Imm::ud(keep))],
                        Purpose::Compute,
                    );
                    if a > lo {
                        s.alu(
                            AluOp::Shl,
                            e,
                            None,
                            dx,
                            &[sc(x), Src::Imm(Imm::ud(a - lo))],
                            Purpose::Compute,
                        );
                    }
                    s.alu(AluOp::Or, e, None, dd, &[sc(d), sc(x)], Purpose::Compute);
                }
                d
            });
            self.set(r, Repr::Mask(runs));
            return Ok(());
        }
        let p = self.dest_place(r);
        if !self.is_homed_in(dst, r) {
            let rd = self.repr_checked(i, dst)?;
            self.copy_into(&rd, ty, p, Purpose::Layout);
        }
        if !self.is_homed_in(src, r) {
            let rs = self.repr_checked(i, src)?;
            let eb = ety(ty).bytes();
            let slot = Place {
                off: p.off + start * eb,
                ..p
            };
            self.copy_into(&rs, self.f.ty(src), slot, Purpose::Layout);
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    fn lower_concat(&mut self, i: Inst, r: Value, parts: &[Value]) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            let mut all: Vec<PredRun> = Vec::new();
            for &p in parts {
                all.extend(self.runs(p));
            }
            if self.naive {
                let runs = self.build_mask(r, lanes, |s, lo, len| s.mask_bits(&all, lo, len));
                self.set(r, Repr::Mask(runs));
            } else {
                // A concatenation of predicate runs is itself a list of runs: no instruction.
                self.set(r, Repr::Mask(all));
            }
            return Ok(());
        }
        let p = self.dest_place(r);
        let eb = ety(ty).bytes();
        let mut lane = 0;
        for (k, &part) in parts.iter().enumerate() {
            let pty = self.f.ty(part);
            // A value listed twice is homed (at most) at its first slot.
            let first = parts.iter().position(|&x| x == part) == Some(k);
            if !(first
                && self.is_homed_in(part, r)
                && self.plan.homes[part.index()].map(|h| h.lane) == Some(lane))
            {
                let rp = self.repr_checked(i, part)?;
                let slot = Place {
                    off: p.off + lane * eb,
                    ..p
                };
                self.copy_into(&rp, pty, slot, Purpose::Layout);
            }
            lane += lanes_of(pty);
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    fn lower_chan_extract(&mut self, i: Inst, r: Value, src: Value, chan: u8) -> Result<()> {
        let sr = self.repr_checked(i, src)?;
        let view = match sr {
            Repr::Place(p) => Repr::Place(Place {
                off: p.off + chan as u32 * p.stride,
                ..p
            }),
            // A splat constant of several channels: every channel holds the same element.
            Repr::Imm(imm) => Repr::Imm(imm),
            _ => {
                return Err(self.not_legal(
                    i,
                    "chan.extract of a non-vector",
                    "a multi-channel vector",
                ))
            }
        };
        self.define_view(r, view);
        Ok(())
    }

    fn lower_chan_pack(&mut self, i: Inst, r: Value, parts: &[Value]) -> Result<()> {
        let p = self.dest_place(r);
        for (c, &part) in parts.iter().enumerate() {
            let first = parts.iter().position(|&x| x == part) == Some(c);
            let homed_here = first
                && self.is_homed_in(part, r)
                && self.plan.homes[part.index()].map(|h| h.chan) == Some(c as u32);
            if !homed_here {
                let rp = self.repr_checked(i, part)?;
                let slot = Place {
                    off: p.off + c as u32 * p.stride,
                    ..p
                };
                let pty = self.f.ty(part);
                self.copy_into(&rp, pty, slot, Purpose::Layout);
            }
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    fn lower_cast(&mut self, i: Inst, r: Value, op: CastOp, x: Value) -> Result<()> {
        let (fty, tty) = (self.f.ty(x), self.f.ty(r));
        let xr = self.repr_checked(i, x)?;
        if matches!(xr, Repr::Mask(_)) || tty.is_mask() {
            return Err(self.not_legal(i, "cast of a mask", "casts of integers and floats"));
        }
        let (ft, tt) = (ety(fty), ety(tty));
        match op {
            CastOp::Bitcast if bitcast_is_alias(fty, tty) => {
                let view = match xr {
                    Repr::Place(p) => Repr::Place(Place {
                        var: self.view(p.var, tt),
                        ..p
                    }),
                    Repr::Bcast(p) => Repr::Bcast(Place {
                        var: self.view(p.var, tt),
                        ..p
                    }),
                    Repr::Imm(Imm::Scalar { bits, .. }) => Repr::Imm(Imm::Scalar { bits, ty: tt }),
                    o => o,
                };
                self.define_view(r, view);
                Ok(())
            }
            CastOp::Bitcast => {
                // A bitcast back to the layout of what `x` was bitcast from (a zip followed by
                // its unzip) is that value again: a view, no moves.
                if let Some(y) = homes::unzip_origin(self.f, x, tty) {
                    let view = self.retyped(&self.repr(y), tt);
                    self.define_view(r, view);
                    return Ok(());
                }
                // A zip whose every use unzips it again is never needed in registers.
                if !self.naive && homes::only_unzipped(self.f, r, fty) {
                    self.set(r, xr);
                    return Ok(());
                }
                let src = match xr {
                    Repr::Imm(_) => Repr::Place(self.in_register(x)),
                    o => o,
                };
                let p = self.dest_place(r);
                self.bitcast_moves(&src, fty, p, tty);
                self.set(r, Repr::Place(p));
                Ok(())
            }
            CastOp::ZExt | CastOp::SExt | CastOp::Trunc => {
                let (st, dt) = match op {
                    CastOp::SExt => (ft.signed(), tt.signed()),
                    _ => (ft.unsigned(), tt.unsigned()),
                };
                let p = self.dest_place(r);
                for c in 0..chans_of(tty) {
                    for (start, n) in chunks(lanes_of(tty)) {
                        let s = self.src_of(&xr, c, start, st);
                        let d = self.dst_of(p, c, start, dt);
                        self.alu(AluOp::Mov, Exec::nm(n), None, d, &[s], Purpose::Compute);
                    }
                }
                self.set(r, Repr::Place(p));
                Ok(())
            }
        }
    }

    /// The same registers read as `t`.
    fn retyped(&mut self, r: &Repr, t: ElemType) -> Repr {
        match r {
            Repr::Place(p) => Repr::Place(Place {
                var: self.view(p.var, t),
                ..*p
            }),
            Repr::Bcast(p) => Repr::Bcast(Place {
                var: self.view(p.var, t),
                ..*p
            }),
            Repr::Imm(Imm::Scalar { bits, .. }) => Repr::Imm(Imm::Scalar { bits: *bits, ty: t }),
            o => o.clone(),
        }
    }

    /// A bitcast between layouts that differ (e.g. `vec<N x i64>` ↔ `vec<N x 2 x i32>`): for
    /// every overlap of a source channel and a destination channel inside a lane, one strided
    /// `mov` per unit of `min(sizes)` bytes (an unzip or zip).
    fn bitcast_moves(&mut self, src: &Repr, fty: Type, dst: Place, tty: Type) {
        let (s, t) = (ety(fty).bytes(), ety(tty).bytes());
        let u = s.min(t);
        let ut = match u {
            1 => ElemType::Ub,
            2 => ElemType::Uw,
            4 => ElemType::Ud,
            _ => ElemType::Uq,
        };
        let lanes = lanes_of(tty);
        for d in 0..chans_of(tty) {
            for c in 0..chans_of(fty) {
                let (lo, hi) = ((d * t).max(c * s), ((d + 1) * t).min((c + 1) * s));
                let mut b = lo;
                while b < hi {
                    for (start, n) in chunks(lanes) {
                        let (sp, sstride) = match src {
                            Repr::Place(p) => (*p, s / u),
                            Repr::Bcast(p) => (*p, 0),
                            _ => break,
                        };
                        let soff = sp.off
                            + mutation::dword_channel(self.mutation, fty, tty, c) * sp.stride
                            + if sstride == 0 { 0 } else { start * s }
                            + (b - c * s);
                        let svar = self.view(sp.var, ut);
                        let region = if sstride == 0 {
                            Region::scalar(svar, soff)
                        } else {
                            Region::strided(svar, soff, sstride)
                        };
                        let dvar = self.view(dst.var, ut);
                        let doff = dst.off
                            + mutation::dword_channel(self.mutation, tty, fty, d) * dst.stride
                            + start * t
                            + (b - d * t);
                        let dd = Dst::Reg {
                            var: dvar,
                            off: doff,
                            hstride: t / u,
                        };
                        self.alu(
                            AluOp::Mov,
                            Exec::nm(n),
                            None,
                            dd,
                            &[Src::reg(region)],
                            Purpose::Layout,
                        );
                    }
                    b += u;
                }
            }
        }
    }

    // ---- memory ops ----------------------------------------------------------------------------

    fn lower_memory(&mut self, i: Inst) -> Result<()> {
        let d = self.f.inst(i);
        let kind = d.kind.clone();
        let result = d.result;
        let before = self.k.insts.len();
        let Some(via) = kind.via() else {
            return Err(match kind {
                ir::InstKind::ImageStore { .. } => {
                    self.unsupported(i, "none of the five messages writes a typed image")
                }
                _ => self.not_legal(
                    i,
                    "the memory op has no `via` (message not chosen)",
                    "`via <message>` from pick-blocks",
                ),
            });
        };
        let lanes = match &kind {
            ir::InstKind::Scatter { data, .. } => lanes_of(self.f.ty(*data)),
            _ => result.map(|r| lanes_of(self.f.ty(r))).unwrap_or(1),
        };
        if !(1..=32).contains(&lanes) || !lanes.is_power_of_two() {
            return Err(self.not_legal(
                i,
                format!("{lanes} lanes is not an exec size"),
                "a lane count of 1, 2, 4, 8, 16 or 32 (split-lanes)",
            ));
        }
        if let Some(m) = kind.mask() {
            if self.f.ty(m) != Type::mask(lanes) {
                return Err(self.not_legal(
                    i,
                    "the mask does not have the op's lane count",
                    format!("mask<{lanes}>"),
                ));
            }
        }
        let (pred, exec) = match kind.mask() {
            Some(m) => {
                let (p, bit) = self.pred_at(m, 0, lanes);
                (
                    Some(PredUse {
                        pred: p,
                        negate: false,
                    }),
                    Exec::nm_at(lanes, bit),
                )
            }
            None => (None, Exec::nm(lanes)),
        };
        let surface_of = |s: &Self, sr: memlower_ir::SurfaceRef| s.surfaces.get(&sr.0).copied();
        let msg = match &kind {
            ir::InstKind::Gather { addr, .. } => {
                let r = result
                    .ok_or_else(|| self.not_legal(i, "gather without a result", "a result"))?;
                let rty = self.f.ty(r);
                if via.msg != Message::GatherScaled {
                    return Err(self.not_legal(
                        i,
                        format!("a gather cannot go via {via}"),
                        "via gather_scaled.{1,2,4}",
                    ));
                }
                if chans_of(rty) != 1 || ety(rty).bytes() != 4 {
                    return Err(self.not_legal(
                        i,
                        "gather_scaled returns one dword per lane",
                        format!("vec<{lanes} x i32> or vec<{lanes} x f32>"),
                    ));
                }
                let surface = surface_of(self, addr.surface)
                    .ok_or_else(|| self.not_legal(i, "unknown surface", "a declared surface"))?;
                self.check_offsets(i, addr.offsets, lanes)?;
                let goff = self.global_offset(i, addr.base)?;
                let offs = self.payload(addr.offsets, via, lanes, false);
                let data = self.message_dst(r, via, lanes);
                MsgInst {
                    choice: via,
                    exec,
                    pred,
                    surface,
                    global_offset: Some(goff),
                    addrs: smallvec![offs],
                    data,
                }
            }
            ir::InstKind::Scatter {
                addr, data, align, ..
            } => {
                let dty = self.f.ty(*data);
                let surface = surface_of(self, addr.surface)
                    .ok_or_else(|| self.not_legal(i, "unknown surface", "a declared surface"))?;
                self.check_offsets(i, addr.offsets, lanes)?;
                match via.msg {
                    Message::ScatterScaled => {
                        if chans_of(dty) != 1 || ety(dty).bytes() != 4 {
                            return Err(self.not_legal(
                                i,
                                "scatter_scaled writes from one dword per lane",
                                format!("data vec<{lanes} x i32> or vec<{lanes} x f32>"),
                            ));
                        }
                    }
                    Message::Scatter4Scaled => {
                        if ety(dty).bytes() != 4 || chans_of(dty) != via.channels.count() as u32 {
                            return Err(self.not_legal(
                                i,
                                "the channel mask does not match the data's channels",
                                "data vec<N x C x i32/f32> with C enabled channels",
                            ));
                        }
                        if *align < 4 {
                            return Err(self.not_legal(
                                i,
                                "scatter4_scaled writes dwords",
                                "align 4 or more",
                            ));
                        }
                    }
                    Message::QwScatter => {
                        if chans_of(dty) != 1 || ety(dty).bytes() != 8 {
                            return Err(self.not_legal(
                                i,
                                "qw_scatter writes one qword per lane",
                                format!("data vec<{lanes} x i64> or vec<{lanes} x f64>"),
                            ));
                        }
                    }
                    _ => {
                        return Err(self.not_legal(
                            i,
                            format!("a scatter cannot go via {via}"),
                            "scatter_scaled, scatter4_scaled or qw_scatter",
                        ))
                    }
                }
                if via.msg == Message::QwScatter {
                    // No global offset operand: add the base to the offsets first.
                    let offs = match addr.base {
                        Some(b) => {
                            self.check_base(i, b)?;
                            let name = format!("{}_addr", self.value_name(addr.offsets));
                            let fp = payload_footprint(via, lanes, self.grf, false);
                            let var = self.new_var(&name, ElemType::Ud, fp);
                            let or = self.repr(addr.offsets);
                            let s1 = self.scalar_src(b, ElemType::Ud);
                            for (start, n) in chunks(lanes) {
                                let s0 = self.src_of(&or, 0, start, ElemType::Ud);
                                let dd = Dst::Reg {
                                    var,
                                    off: start * 4,
                                    hstride: 1,
                                };
                                self.alu(
                                    AluOp::Add,
                                    Exec::nm(n),
                                    None,
                                    dd,
                                    &[s0, s1],
                                    Purpose::Compute,
                                );
                            }
                            Raw::at(var, 0)
                        }
                        None => self.payload(addr.offsets, via, lanes, false),
                    };
                    let src = self.payload(*data, via, lanes, true);
                    MsgInst {
                        choice: via,
                        exec,
                        pred,
                        surface,
                        global_offset: None,
                        addrs: smallvec![offs],
                        data: src,
                    }
                } else {
                    let goff = self.global_offset(i, addr.base)?;
                    let offs = self.payload(addr.offsets, via, lanes, false);
                    let src = self.payload(*data, via, lanes, true);
                    MsgInst {
                        choice: via,
                        exec,
                        pred,
                        surface,
                        global_offset: Some(goff),
                        addrs: smallvec![offs],
                        data: src,
                    }
                }
            }
            ir::InstKind::ImageLoad {
                surface,
                coords,
                channels,
                ..
            } => {
                let r = result
                    .ok_or_else(|| self.not_legal(i, "image.load without a result", "a result"))?;
                let rty = self.f.ty(r);
                if via.msg != Message::Gather4Typed || via.channels != *channels {
                    return Err(self.not_legal(
                        i,
                        format!("image.load channels {channels} cannot go via {via}"),
                        format!("via gather4_typed.{channels}"),
                    ));
                }
                if chans_of(rty) != channels.count() as u32 || ety(rty).bytes() != 4 {
                    return Err(self.not_legal(
                        i,
                        "the result does not hold the channels read",
                        "vec<N x C x i32/f32>",
                    ));
                }
                let sid = surface_of(self, *surface)
                    .ok_or_else(|| self.not_legal(i, "unknown surface", "a declared surface"))?;
                let mut addrs: SmallVec<[Raw; 4]> = SmallVec::new();
                for k in 0..3 {
                    match coords.uvr.get(k) {
                        Some(&c) => {
                            self.check_offsets(i, c, lanes)?;
                            addrs.push(self.payload(c, via, lanes, false));
                        }
                        None => addrs.push(Raw::NULL),
                    }
                }
                match coords.lod {
                    Some(l) => {
                        self.check_offsets(i, l, lanes)?;
                        addrs.push(self.payload(l, via, lanes, false));
                    }
                    None => addrs.push(Raw::NULL),
                }
                let data = self.message_dst(r, via, lanes);
                MsgInst {
                    choice: via,
                    exec,
                    pred,
                    surface: sid,
                    global_offset: None,
                    addrs,
                    data,
                }
            }
            _ => return Err(self.not_legal(i, "not a memory op", "gather, scatter or image.load")),
        };
        let surface_text = self
            .k
            .surfaces
            .get(msg.surface.index())
            .map(|s| s.text().to_string())
            .unwrap_or_default();
        let access = AccessReport {
            loc: self.loc,
            op: self.op_text(i),
            choice: msg.choice,
            exec: msg.exec.size,
            mask_offset: msg.exec.offset,
            predicated: msg.pred.is_some(),
            surface: surface_text,
            moves: 0,
            sends: 1,
        };
        let msg = mutation::message(self.mutation, msg);
        self.push(InstKind::Msg(msg), Purpose::Compute);
        if let Some((from, to, ty)) = self.pending_copy.take() {
            self.copy_into(&Repr::Place(from), ty, to, Purpose::PayloadCopy);
        }
        let moves = self.k.insts[before..]
            .iter()
            .filter(|x| {
                matches!(
                    x.kind,
                    InstKind::Alu {
                        op: AluOp::Mov,
                        dst: Dst::Reg { .. },
                        ..
                    }
                )
            })
            .count() as u32;
        self.accesses.push(AccessReport { moves, ..access });
        Ok(())
    }

    fn check_offsets(&self, i: Inst, v: Value, lanes: u32) -> Result<()> {
        if self.f.ty(v) != Type::vec(lanes, ScalarType::I32) {
            return Err(self.not_legal(
                i,
                format!("an address operand has type {}", self.f.ty(v)),
                format!("vec<{lanes} x i32>"),
            ));
        }
        Ok(())
    }

    fn check_base(&self, i: Inst, b: Value) -> Result<()> {
        if self.f.ty(b) != Type::I32 {
            return Err(self.not_legal(
                i,
                format!("the base has type {}", self.f.ty(b)),
                "a scalar i32",
            ));
        }
        Ok(())
    }

    fn global_offset(&mut self, i: Inst, base: Option<Value>) -> Result<Src> {
        match base {
            None => Ok(Src::Imm(Imm::ud(0))),
            Some(b) => {
                self.check_base(i, b)?;
                Ok(self.scalar_src(b, ElemType::Ud))
            }
        }
    }

    /// The destination of a read message: the result's storage when it is payload-legal (it is
    /// unless a home slot forbids it), else a fresh payload copied out after the message.
    fn message_dst(&mut self, r: Value, via: MsgChoice, lanes: u32) -> Raw {
        let ty = self.f.ty(r);
        let fp = payload_footprint(via, lanes, self.grf, true);
        let p = self.dest_place(r);
        self.set(r, Repr::Place(p));
        let (_, roff) = self.k.root(p.var);
        let stride = chan_stride(ty, self.grf);
        let in_place =
            (roff + p.off).is_multiple_of(self.grf) && (chans_of(ty) == 1 || p.stride == stride);
        if self.naive || !in_place {
            let name = format!("{}_pay", self.value_name(r));
            let var = self.new_var(&name, ety(ty), fp);
            // The copy goes after the message.
            self.pending_copy = Some((
                Place {
                    var,
                    off: 0,
                    stride,
                },
                p,
                ty,
            ));
            return Raw::at(var, 0);
        }
        self.grow(p.var, p.off + fp);
        Raw::at(p.var, p.off)
    }

    // ---- sink and control flow -----------------------------------------------------------------

    fn lower_sink(&mut self, i: Inst, args: &[Value]) -> Result<()> {
        let mut kept = Vec::new();
        for &a in args {
            let r = self.repr_checked(i, a)?;
            let ty = self.f.ty(a);
            let canonical = chan_stride(ty, self.grf);
            let arg = match r {
                Repr::Place(p) if !self.naive => {
                    let (root, _) = self.k.root(p.var);
                    if self.input_vars.contains(&root) {
                        let q = self.sink_copy(a, &Repr::Place(p), ty);
                        SinkArg {
                            var: q,
                            off: 0,
                            stride: canonical,
                            ty,
                        }
                    } else {
                        self.mark_output(root);
                        SinkArg {
                            var: p.var,
                            off: p.off,
                            stride: p.stride,
                            ty,
                        }
                    }
                }
                Repr::Mask(runs) => {
                    let lanes = lanes_of(ty);
                    let words = lanes.div_ceil(32);
                    let name = format!("{}_out", self.value_name(a));
                    let var = self.new_var(&name, ElemType::Ud, words * 4);
                    for w in 0..words {
                        let n = (lanes - 32 * w).min(32);
                        let bits = self.mask_bits(&runs, 32 * w, n);
                        let dd = Dst::Reg {
                            var,
                            off: w * 4,
                            hstride: 1,
                        };
                        let src = Src::reg(Region::scalar(bits, 0));
                        self.alu(AluOp::Mov, Exec::nm(1), None, dd, &[src], Purpose::Layout);
                    }
                    self.mark_output(var);
                    SinkArg {
                        var,
                        off: 0,
                        stride: 0,
                        ty,
                    }
                }
                other => {
                    let q = self.sink_copy(a, &other, ty);
                    SinkArg {
                        var: q,
                        off: 0,
                        stride: canonical,
                        ty,
                    }
                }
            };
            kept.push(arg);
        }
        self.push(InstKind::Sink(kept), Purpose::Compute);
        Ok(())
    }

    fn sink_copy(&mut self, a: Value, r: &Repr, ty: Type) -> VarId {
        let name = format!("{}_out", self.value_name(a));
        let var = self.new_var(&name, ety(ty), value_bytes(ty, self.grf));
        let p = Place::at_start(var, chan_stride(ty, self.grf));
        self.copy_into(r, ty, p, Purpose::Layout);
        self.mark_output(var);
        var
    }

    fn mark_output(&mut self, v: VarId) {
        let (root, _) = self.k.root(v);
        if let Some(d) = self.k.vars.get_mut(root.index()) {
            d.output = true;
        }
    }

    /// Moves for the arguments of a branch edge. Block arguments are a parallel copy: if an
    /// argument lives in a destination parameter's storage, everything goes through temporaries.
    fn edge_moves(&mut self, i: Inst, call: &memlower_ir::BlockCall) -> Result<()> {
        let params = self.f.block(call.block).params.clone();
        if params.len() != call.args.len() {
            return Err(self.not_legal(
                i,
                "branch argument count differs from the block's parameters",
                "one argument per parameter",
            ));
        }
        let mut dests = Vec::new();
        for &p in &params {
            dests.push(self.repr(p));
        }
        let mut srcs = Vec::new();
        for &a in &call.args {
            srcs.push(self.repr_checked(i, a)?);
        }
        let key = |r: &Repr, k: &Kernel| -> Vec<(bool, u32)> {
            match r {
                Repr::Place(p) | Repr::Bcast(p) => vec![(false, k.root(p.var).0 .0)],
                Repr::Mask(runs) => runs.iter().map(|x| (true, x.pred.0)).collect(),
                Repr::Imm(_) => Vec::new(),
            }
        };
        // An argument already in its parameter's storage (the same value, or a value coalesced
        // with the parameter) needs no move.
        let noop: Vec<bool> = (0..params.len())
            .map(|k| params[k] == call.args[k] || dests[k] == srcs[k])
            .collect();
        let conflict = (0..params.len()).any(|j| {
            !noop[j]
                && (0..params.len()).any(|k| {
                    k != j && !noop[k] && {
                        let w = key(&dests[k], &self.k);
                        key(&srcs[j], &self.k).iter().any(|x| w.contains(x))
                    }
                })
        });
        let mut staged = Vec::new();
        for (k, s) in srcs.iter().enumerate() {
            let a = call.args[k];
            let ty = self.f.ty(a);
            if noop[k] {
                staged.push(None);
                continue;
            }
            if conflict {
                let tmp = self.fresh_storage(a);
                self.assign(&tmp, s, ty);
                staged.push(Some(tmp));
            } else {
                staged.push(Some(s.clone()));
            }
        }
        for (k, s) in staged.into_iter().enumerate() {
            if let Some(s) = s {
                let ty = self.f.ty(params[k]);
                let d = dests[k].clone();
                self.assign(&d, &s, ty);
            }
        }
        Ok(())
    }

    /// True if a branch edge needs no moves: every argument already is, or lives in, its
    /// parameter.
    fn edge_is_noop(&self, call: &memlower_ir::BlockCall) -> bool {
        let params = &self.f.block(call.block).params;
        params.len() == call.args.len()
            && params
                .iter()
                .zip(&call.args)
                .all(|(&p, &a)| p == a || self.repr(p) == self.repr(a))
    }

    fn assign(&mut self, dst: &Repr, src: &Repr, ty: Type) {
        match (dst, src) {
            (Repr::Place(p), s) => self.copy_into(s, ty, *p, Purpose::BlockArg),
            (Repr::Mask(druns), Repr::Mask(sruns)) => {
                let mut start = 0;
                for d in druns {
                    let bits = self.mask_bits(sruns, start, d.lanes);
                    self.write_pred_bits(d.pred, d.bit, d.lanes, bits);
                    start += d.lanes;
                }
            }
            _ => {}
        }
    }

    fn lower_cond_br(
        &mut self,
        i: Inst,
        cond: Value,
        then_dest: &memlower_ir::BlockCall,
        else_dest: &memlower_ir::BlockCall,
        next: Option<Block>,
    ) -> Result<()> {
        if self.f.ty(cond) != Type::mask(1) {
            return Err(self.not_legal(i, "the branch condition is not a mask<1>", "mask<1>"));
        }
        let p = self.pred_bit0(cond);
        let then_l = self.label(i, then_dest.block)?;
        let else_l = self.label(i, else_dest.block)?;
        if self.edge_is_noop(then_dest) {
            self.push(
                InstKind::Jmp {
                    pred: Some(PredUse {
                        pred: p,
                        negate: false,
                    }),
                    target: then_l,
                },
                Purpose::Control,
            );
            self.edge_moves(i, else_dest)?;
            if Some(else_dest.block) != next {
                self.push(
                    InstKind::Jmp {
                        pred: None,
                        target: else_l,
                    },
                    Purpose::Control,
                );
            }
            return Ok(());
        }
        let name = format!("L_{}_edge", self.f.block(then_dest.block).name);
        let name = self.fresh_name(&name);
        let edge = self.k.add_label(name);
        self.push(
            InstKind::Jmp {
                pred: Some(PredUse {
                    pred: p,
                    negate: false,
                }),
                target: edge,
            },
            Purpose::Control,
        );
        self.edge_moves(i, else_dest)?;
        self.push(
            InstKind::Jmp {
                pred: None,
                target: else_l,
            },
            Purpose::Control,
        );
        self.push(InstKind::Label(edge), Purpose::Control);
        self.edge_moves(i, then_dest)?;
        if Some(then_dest.block) != next {
            self.push(
                InstKind::Jmp {
                    pred: None,
                    target: then_l,
                },
                Purpose::Control,
            );
        }
        Ok(())
    }
}

/// One-lane instructions read their register sources as scalars (`<0;1,0>`).
fn scalarize(s: Src, exec: Exec) -> Src {
    match s {
        Src::Reg { region, neg } if exec.size == 1 => Src::Reg {
            region: Region::scalar(region.var, region.off),
            neg,
        },
        other => other,
    }
}

/// A source negated for `add` (vISA has no `sub`): `(-)` on registers, the negated value on
/// immediates.
fn negate(s: Src, t: ElemType) -> Src {
    match s {
        Src::Reg { region, neg } => Src::Reg { region, neg: !neg },
        Src::Imm(Imm::Scalar { bits, ty }) => {
            let nb = if t.is_float() {
                bits ^ (1u64 << (t.bytes() * 8 - 1))
            } else {
                bits.wrapping_neg() & width_mask(t)
            };
            Src::Imm(Imm::Scalar { bits: nb, ty })
        }
        other => other,
    }
}

/// All-ones in the low `bytes(t)` bytes.
fn width_mask(t: ElemType) -> u64 {
    if t.bytes() >= 8 {
        u64::MAX
    } else {
        (1u64 << (t.bytes() * 8)) - 1
    }
}

/// An immediate read as `to`: the same bits, masked to `to`'s width. Every caller reads an
/// immediate as a type of its own width (a signed or float view of the same element), so no
/// value conversion is needed.
fn convert_imm(bits: u64, _from: ElemType, to: ElemType) -> Imm {
    Imm::Scalar {
        bits: bits & width_mask(to),
        ty: to,
    }
}

/// IEEE bits of a float constant in the element type (rounded as the reference semantics
/// round: `interp::scalar`).
fn float_bits(x: f64, elem: ScalarType) -> u64 {
    ir::interp::scalar::float_bits(elem, x).unwrap_or(x as i64 as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_are_powers_of_two_up_to_16() {
        assert_eq!(chunks(16), vec![(0, 16)]);
        assert_eq!(chunks(32), vec![(0, 16), (16, 16)]);
        assert_eq!(chunks(13), vec![(0, 8), (8, 4), (12, 1)]);
        assert_eq!(chunks(1), vec![(0, 1)]);
    }

    #[test]
    fn negated_immediates() {
        assert_eq!(
            negate(Src::Imm(Imm::ud(4)), ElemType::Ud),
            Src::Imm(Imm::Scalar {
                bits: 0xFFFF_FFFC,
                ty: ElemType::Ud
            })
        );
        assert_eq!(
            negate(
                Src::Imm(Imm::Scalar {
                    bits: 0x3FC0_0000,
                    ty: ElemType::F
                }),
                ElemType::F
            ),
            Src::Imm(Imm::Scalar {
                bits: 0xBFC0_0000,
                ty: ElemType::F
            })
        );
    }
}
