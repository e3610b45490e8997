//! Random well-formed modules, for property tests (print/parse round trips, the verifier) and,
//! later, differential testing of the passes against the interpreters.
//!
//! ```text
//!   GenConfig ──random_module(rng)──▶ Module that satisfies every rule of ir::verify
//!                                      (ARCHITECTURE.md §2)
//! ```
//!
//! How a function is made, so that every use is dominated by its definition:
//!
//! 1. Blocks and their parameters are created, and the control flow is decided first: each
//!    block ends in `br` to the next block, `cond_br` to the next block and another non-entry
//!    block (earlier ones too when [`GenConfig::back_edges`] is set), or `ret`. The last block
//!    returns. No branch targets the entry block.
//! 2. The dominator tree of that CFG ([`crate::cfg::Cfg`]) is computed, and the blocks are filled
//!    in reverse post-order. A block may use the values available at the end of its immediate
//!    dominator, its own parameters and its own earlier results. Blocks that a mid-function
//!    `ret` left unreachable may use only the function's parameters and their own values.
//! 3. Each instruction picks an op from [`GenConfig::ops`], then types that satisfy the op's
//!    verifier rule, then operands: an available value of the wanted type, or a fresh `const` or
//!    `splat` made on the spot. Branch arguments and `cond_br` conditions are found the same way.
//!
//! Lane counts come from a small per-function palette (so values of one type meet and are
//! reused), drawn from 1..=[`GenConfig::max_lanes`] with non-powers of two on purpose. Values are
//! named or anonymous at random; block and value names include words of the text format
//! (`ret`, `mask`, `x`) to keep the parser honest.
//!
//! The generated modules are *valid*, not *lowerable*: they may contain `image.store`, `via`
//! annotations that legalisation would not choose, lane counts no message supports, and
//! (with `back_edges`) loops that never terminate. Restrict [`GenConfig`] for those uses.

use crate::cfg::Cfg;
use crate::ir::*;
use crate::rng::Rng;
use crate::types::{ChannelMask, ScalarType, Type};
use smallvec::SmallVec;
use std::collections::HashSet;

/// The kinds of instruction the generator can emit (terminators are always emitted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GenOp {
    /// `const`.
    Const,
    /// `splat`.
    Splat,
    /// `lane.index`.
    LaneIndex,
    /// `undef`.
    Undef,
    /// `add`, `sub`, ..., `maxnum`, and (on floats, now and then) `fma`.
    Binary,
    /// `cmp`, and `fcmp` on floats.
    Cmp,
    /// `select`.
    Select,
    /// `extract`.
    Extract,
    /// `insert`.
    Insert,
    /// `concat`.
    Concat,
    /// `chan.extract`.
    ChanExtract,
    /// `chan.pack`.
    ChanPack,
    /// `zext`, `sext`, `trunc`, `bitcast`, and the float conversions.
    Cast,
    /// `gather`.
    Gather,
    /// `scatter`.
    Scatter,
    /// `image.load`.
    ImageLoad,
    /// `image.store`.
    ImageStore,
    /// `sink`.
    Sink,
}

impl GenOp {
    /// Every generator op.
    pub const ALL: [GenOp; 18] = [
        GenOp::Const,
        GenOp::Splat,
        GenOp::LaneIndex,
        GenOp::Undef,
        GenOp::Binary,
        GenOp::Cmp,
        GenOp::Select,
        GenOp::Extract,
        GenOp::Insert,
        GenOp::Concat,
        GenOp::ChanExtract,
        GenOp::ChanPack,
        GenOp::Cast,
        GenOp::Gather,
        GenOp::Scatter,
        GenOp::ImageLoad,
        GenOp::ImageStore,
        GenOp::Sink,
    ];
}

/// What [`random_module`] may produce. `Default` gives small modules that use everything.
#[derive(Clone, Debug)]
pub struct GenConfig {
    /// Functions per module: 1..=this.
    pub max_functions: usize,
    /// Blocks per function: 1..=this.
    pub max_blocks: usize,
    /// Instructions chosen per block (0..=this), not counting the operands and terminator
    /// arguments made on the way.
    pub max_insts: usize,
    /// Parameters per function and per block: 0..=this.
    pub max_params: usize,
    /// Largest lane count (1..=[`crate::types::MAX_LANES`]).
    pub max_lanes: u32,
    /// The ops to choose from (`const` and `splat` are still made for operands). Empty means
    /// only constants.
    pub ops: Vec<GenOp>,
    /// Element types of data values (offsets, coordinates and masks are always `i32`/masks).
    pub elems: Vec<ScalarType>,
    /// Percent chance that a gather, scatter or image.load carries a `via` annotation.
    pub via_percent: u64,
    /// Percent chance that a value gets a user name rather than a number.
    pub named_percent: u64,
    /// Allow branches to earlier blocks (loops; they need not terminate).
    pub back_edges: bool,
    /// Allow a `ret` before the last block (which can leave blocks unreachable).
    pub early_ret: bool,
}

impl Default for GenConfig {
    fn default() -> GenConfig {
        GenConfig {
            max_functions: 3,
            max_blocks: 5,
            max_insts: 8,
            max_params: 3,
            max_lanes: 64,
            ops: GenOp::ALL.to_vec(),
            elems: ScalarType::ALL.to_vec(),
            via_percent: 20,
            named_percent: 50,
            back_edges: true,
            early_ret: true,
        }
    }
}

impl GenConfig {
    /// Modules the legalisation pipeline and the lowering should accept: every op but
    /// `image.store` (no message writes a typed image), no `via` (the legaliser chooses), no
    /// back edges (a loop whose condition is a random constant need not terminate). Everything
    /// else stays random, so most memory ops still break their alignment promise or overlap
    /// on most inputs: the differential checker skips those trials as undefined behaviour and
    /// uses these modules mainly to find pipeline failures. (Its own generator,
    /// `memlower_lowering::check::gen`, makes programs that are defined on most inputs.)
    pub fn lowerable() -> GenConfig {
        GenConfig {
            max_functions: 2,
            ops: GenOp::ALL
                .iter()
                .copied()
                .filter(|&op| op != GenOp::ImageStore)
                .collect(),
            via_percent: 0,
            back_edges: false,
            ..GenConfig::default()
        }
    }
}

/// Generates a random module that satisfies every verifier rule (ARCHITECTURE.md §2): surfaces
/// of every kind, 1..=`max_functions` functions with block parameters and branches, and the ops
/// of `cfg.ops`.
pub fn random_module(rng: &mut Rng, cfg: &GenConfig) -> Module {
    let mut m = Module::new();
    m.target = match rng.below(5) {
        0 => None,
        1 => Some("dg2".into()),
        2 => Some("tgllp".into()),
        3 => Some("xehp".into()),
        _ => Some("pvc".into()),
    };
    add_surfaces(rng, &mut m);
    let nfuncs = rng.range(1, cfg.max_functions.max(1) as u64) as usize;
    let mut fnames = HashSet::new();
    for i in 0..nfuncs {
        let base = *rng.pick(&["k", "kernel_", "main.", "f"]);
        let mut name = format!("{base}{i}");
        while !fnames.insert(name.clone()) {
            name.push('_');
        }
        let f = FnGen::new(rng, cfg, &m.surfaces).function(name);
        m.functions.push(f);
    }
    m
}

/// Every surface kind at least once (one to two of each), in a random order.
fn add_surfaces(rng: &mut Rng, m: &mut Module) {
    let mut kinds = Vec::new();
    for _ in 0..rng.range(1, 2) {
        kinds.push(SurfaceKind::Untyped);
    }
    kinds.push(SurfaceKind::Slm);
    kinds.push(SurfaceKind::Stateless);
    const IMAGE_ELEMS: [ScalarType; 5] = [
        ScalarType::I8,
        ScalarType::I16,
        ScalarType::I32,
        ScalarType::F16,
        ScalarType::F32,
    ];
    for dim in [ImageDim::D1, ImageDim::D2, ImageDim::D3] {
        for _ in 0..rng.range(1, 2) {
            kinds.push(SurfaceKind::Image {
                dim,
                channels: ChannelMask(rng.range(1, 15) as u8),
                elem: *rng.pick(&IMAGE_ELEMS),
            });
        }
    }
    // Shuffle (Fisher-Yates), so surfaces of each kind appear at varied indices.
    for i in (1..kinds.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        kinds.swap(i, j);
    }
    for (i, kind) in kinds.into_iter().enumerate() {
        let base = match kind {
            SurfaceKind::Untyped => "buf",
            SurfaceKind::Slm => "lds",
            SurfaceKind::Stateless => "glb",
            SurfaceKind::Image { .. } => "img",
        };
        m.add_surface(format!("{base}{i}"), kind);
    }
}

/// Lane counts the palettes favour: small, powers of two and their neighbours.
const INTERESTING_LANES: [u32; 14] = [1, 2, 3, 4, 7, 8, 12, 15, 16, 17, 31, 32, 33, 64];

/// Names that are also words of the text format.
const TRICKY_NAMES: [&str; 8] = ["ret", "br", "mask", "vec", "x", "const", "align", "lod"];

#[derive(Clone, Copy)]
enum Term {
    Ret,
    Br(usize),
    CondBr(usize, usize),
}

struct FnGen<'a> {
    rng: &'a mut Rng,
    cfg: &'a GenConfig,
    surfaces: &'a [Surface],
    func: Function,
    palette: Vec<u32>,
    names: HashSet<String>,
    next_name: u32,
    /// Values usable at the current point.
    avail: Vec<Value>,
    /// The block being filled and its terminator (new instructions go before it).
    block: Block,
    term: Inst,
}

impl<'a> FnGen<'a> {
    fn new(rng: &'a mut Rng, cfg: &'a GenConfig, surfaces: &'a [Surface]) -> FnGen<'a> {
        let max = cfg.max_lanes.clamp(1, crate::types::MAX_LANES);
        let mut palette = Vec::new();
        for _ in 0..3 {
            let n = if rng.chance(2, 3) {
                *rng.pick(&INTERESTING_LANES)
            } else {
                rng.range(1, u64::from(max)) as u32
            };
            palette.push(n.min(max));
        }
        FnGen {
            rng,
            cfg,
            surfaces,
            func: Function::default(),
            palette,
            names: HashSet::new(),
            next_name: 0,
            avail: Vec::new(),
            block: Block(0),
            term: Inst(0),
        }
    }

    // --- names and types ----------------------------------------------------------------

    fn fresh_name(&mut self, candidates: &[&str]) -> String {
        if self.rng.chance(1, 10) {
            let t = *self.rng.pick(&TRICKY_NAMES);
            if self.names.insert(t.to_string()) {
                return t.to_string();
            }
        }
        let base = *self.rng.pick(candidates);
        loop {
            self.next_name += 1;
            let n = format!("{base}{}", self.next_name);
            if self.names.insert(n.clone()) {
                return n;
            }
        }
    }

    fn value_name(&mut self) -> Option<String> {
        self.rng
            .chance(self.cfg.named_percent, 100)
            .then(|| self.fresh_name(&["v", "off", "data", "m", "tmp.", "_x", "lane.mask", "px"]))
    }

    fn lanes(&mut self) -> u32 {
        *self.rng.pick(&self.palette)
    }

    fn elem(&mut self) -> ScalarType {
        match self.cfg.elems.is_empty() {
            true => ScalarType::I32,
            false => *self.rng.pick(&self.cfg.elems),
        }
    }

    fn elem_where(&mut self, f: impl Fn(ScalarType) -> bool) -> Option<ScalarType> {
        let xs: Vec<ScalarType> = self.cfg.elems.iter().copied().filter(|&e| f(e)).collect();
        (!xs.is_empty()).then(|| *self.rng.pick(&xs))
    }

    fn int_elem(&mut self) -> ScalarType {
        self.elem_where(ScalarType::is_int)
            .unwrap_or(ScalarType::I32)
    }

    fn chans(&mut self) -> u8 {
        if self.rng.chance(1, 2) {
            1
        } else {
            self.rng.range(1, 4) as u8
        }
    }

    /// A scalar, a `vec<N x [C x] T>` with `T` from `elem`, or (if `masks`) a mask.
    fn shape(&mut self, elem: ScalarType, masks: bool) -> Type {
        match self.rng.below(if masks { 6 } else { 5 }) {
            0 => Type::Scalar(elem),
            5 => Type::mask(self.lanes()),
            _ => {
                let (lanes, chans) = (self.lanes(), self.chans());
                Type::chan_vec(lanes, chans, elem)
            }
        }
    }

    fn any_type(&mut self) -> Type {
        let e = self.elem();
        self.shape(e, true)
    }

    fn data_type(&mut self, lanes: u32) -> Type {
        let (chans, elem) = (self.chans(), self.elem());
        Type::chan_vec(lanes, chans, elem)
    }

    // --- emitting -----------------------------------------------------------------------

    fn emit(&mut self, kind: InstKind, ty: Option<Type>) -> Option<Value> {
        let name = ty.and_then(|_| self.value_name());
        let inst = self.func.create_inst(kind, ty, name, Loc::UNKNOWN);
        self.func.insert_before(self.term, inst);
        let r = self.func.result(inst);
        if let Some(v) = r {
            self.avail.push(v);
        }
        r
    }

    fn emit_value(&mut self, kind: InstKind, ty: Type) -> Value {
        match self.emit(kind, Some(ty)) {
            Some(v) => v,
            // create_inst always makes a result when given a type.
            None => Value(0),
        }
    }

    /// An available value of type `ty`, or a new one (a constant, or a splat of a scalar).
    fn value_of(&mut self, ty: Type) -> Value {
        let found: Vec<Value> = self
            .avail
            .iter()
            .copied()
            .filter(|&v| self.func.ty(v) == ty)
            .collect();
        if !found.is_empty() && self.rng.chance(3, 4) {
            return *self.rng.pick(&found);
        }
        self.make(ty, 2)
    }

    fn make(&mut self, ty: Type, depth: u32) -> Value {
        let splattable = match ty {
            Type::Vec { chans: 1, .. } => true,
            Type::Mask { lanes } => lanes > 1,
            Type::Scalar(_) | Type::Vec { .. } => false,
        };
        if depth > 0 && splattable && self.rng.chance(1, 4) {
            let scalar = match ty {
                Type::Mask { .. } => Type::mask(1),
                _ => Type::Scalar(ty.elem().unwrap_or(ScalarType::I32)),
            };
            let found: Vec<Value> = self
                .avail
                .iter()
                .copied()
                .filter(|&v| self.func.ty(v) == scalar)
                .collect();
            let x = if found.is_empty() {
                self.make(scalar, depth - 1)
            } else {
                *self.rng.pick(&found)
            };
            return self.emit_value(InstKind::Splat { x }, ty);
        }
        let value = self.const_value(ty);
        self.emit_value(InstKind::Const { value }, ty)
    }

    fn const_value(&mut self, ty: Type) -> ConstValue {
        let n = ty.num_elements() as usize;
        let count = if n > 1 && n <= 32 && self.rng.chance(1, 3) {
            n
        } else {
            1
        };
        match ty.elem() {
            None => ConstValue::Int((0..count).map(|_| self.rng.below(2) as i64).collect()),
            Some(e) if e.is_float() => {
                ConstValue::Float((0..count).map(|_| self.float_bits(e)).collect())
            }
            Some(e) => ConstValue::Int((0..count).map(|_| self.int_of(e)).collect()),
        }
    }

    /// An integer that fits `e` as a signed or an unsigned number.
    fn int_of(&mut self, e: ScalarType) -> i64 {
        let bits = e.bits();
        let smin = if bits >= 64 {
            i64::MIN
        } else {
            -(1i64 << (bits - 1))
        };
        let umax = if bits >= 64 { -1 } else { (1i64 << bits) - 1 };
        match self.rng.below(8) {
            0 => 0,
            1 => 1,
            2 => -1,
            3 => smin,
            4 => umax,
            5 => self.rng.range(0, 64) as i64,
            _ => {
                let r = self.rng.next_u64() as i64;
                if bits >= 64 {
                    r
                } else {
                    // Sign-extend the low `bits` bits: a signed value that fits.
                    (r << (64 - bits)) >> (64 - bits)
                }
            }
        }
    }

    /// Float bits (as f64) for an element of type `e`; NaN is always the canonical `f64::NAN`,
    /// the one the parser makes from `nan`.
    fn float_bits(&mut self, e: ScalarType) -> u64 {
        const SPECIAL: [f64; 12] = [
            0.0,
            -0.0,
            1.0,
            -1.5,
            0.1,
            1e16,
            1.5e-5,
            65504.0,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MIN_POSITIVE,
        ];
        let x = if self.rng.chance(1, 2) {
            *self.rng.pick(&SPECIAL)
        } else {
            match e {
                ScalarType::F64 => f64::from_bits(self.rng.next_u64()),
                ScalarType::F32 => f64::from(f32::from_bits(self.rng.next_u64() as u32)),
                // Halves: small dyadic numbers, all exact in f16.
                _ => (self.rng.below(4096) as f64 - 2048.0) / 16.0,
            }
        };
        if x.is_nan() {
            f64::NAN.to_bits()
        } else {
            x.to_bits()
        }
    }

    fn surface_of(
        &mut self,
        f: impl Fn(&SurfaceKind) -> bool,
    ) -> Option<(SurfaceRef, SurfaceKind)> {
        let xs: Vec<(SurfaceRef, SurfaceKind)> = self
            .surfaces
            .iter()
            .enumerate()
            .filter(|(_, s)| f(&s.kind))
            .map(|(i, s)| (SurfaceRef(i as u32), s.kind))
            .collect();
        (!xs.is_empty()).then(|| *self.rng.pick(&xs))
    }

    // --- the function -------------------------------------------------------------------

    fn function(mut self, name: String) -> Function {
        self.func.name = name;
        let n = self.rng.range(1, self.cfg.max_blocks.max(1) as u64) as usize;
        let mut blocks = Vec::new();
        for i in 0..n {
            let bname = if i == 0 && self.rng.chance(3, 4) {
                self.names.insert("entry".into());
                "entry".to_string()
            } else {
                self.fresh_name(&["bb", "loop.head", "then_", "exit", "b.", "tail"])
            };
            let b = self.func.add_block(bname);
            for _ in 0..self.rng.range(0, self.cfg.max_params as u64) {
                let ty = self.any_type();
                let pname = self.value_name();
                self.func.add_block_param(b, ty, pname);
            }
            blocks.push(b);
        }
        // Control flow first (placeholder arguments), so dominators are known before filling.
        let mut terms = Vec::new();
        for i in 0..n {
            let t = if i + 1 == n || (self.cfg.early_ret && self.rng.chance(1, 12)) {
                Term::Ret
            } else {
                let lo = if self.cfg.back_edges { 1 } else { i + 1 };
                let other = self.rng.range(lo as u64, n as u64 - 1) as usize;
                match self.rng.below(3) {
                    0 => Term::Br(i + 1),
                    1 => Term::CondBr(i + 1, other),
                    _ => Term::CondBr(other, i + 1),
                }
            };
            let call = |j: usize| BlockCall {
                block: blocks.get(j).copied().unwrap_or(Block(0)),
                args: SmallVec::new(),
            };
            let kind = match t {
                Term::Ret => InstKind::Ret,
                Term::Br(j) => InstKind::Br { dest: call(j) },
                Term::CondBr(j, k) => InstKind::CondBr {
                    cond: Value(0),
                    then_dest: call(j),
                    else_dest: call(k),
                },
            };
            let inst = self.func.create_inst(kind, None, None, Loc::UNKNOWN);
            self.func.append_inst(blocks[i], inst);
            terms.push((inst, t));
        }
        let cfg = Cfg::compute(&self.func);
        let entry_params = self.func.params().to_vec();
        let mut avail_end: Vec<Option<Vec<Value>>> = vec![None; self.func.blocks.len()];
        let mut order: Vec<Block> = cfg.reverse_post_order().to_vec();
        order.extend(blocks.iter().copied().filter(|&b| !cfg.is_reachable(b)));
        for b in order {
            let mut avail = match cfg.idom(b) {
                Some(d) => avail_end[d.index()].clone().unwrap_or_default(),
                None => entry_params.clone(),
            };
            if Some(b) != self.func.entry() {
                avail.extend(self.func.block(b).params.iter().copied());
            }
            self.avail = avail;
            self.block = b;
            let Some(&(term, plan)) = terms.get(b.index()) else {
                continue;
            };
            self.term = term;
            for _ in 0..self.rng.range(0, self.cfg.max_insts as u64) {
                self.random_inst();
            }
            let kind = match plan {
                Term::Ret => InstKind::Ret,
                Term::Br(j) => InstKind::Br {
                    dest: self.call(blocks[j]),
                },
                Term::CondBr(j, k) => {
                    let cond = self.value_of(Type::mask(1));
                    InstKind::CondBr {
                        cond,
                        then_dest: self.call(blocks[j]),
                        else_dest: self.call(blocks[k]),
                    }
                }
            };
            self.func.inst_mut(term).kind = kind;
            avail_end[b.index()] = Some(std::mem::take(&mut self.avail));
        }
        self.func
    }

    fn call(&mut self, dest: Block) -> BlockCall {
        let tys: Vec<Type> = self
            .func
            .block(dest)
            .params
            .iter()
            .map(|&p| self.func.ty(p))
            .collect();
        BlockCall {
            block: dest,
            args: tys.into_iter().map(|t| self.value_of(t)).collect(),
        }
    }

    // --- one instruction of each kind ---------------------------------------------------

    fn random_inst(&mut self) {
        let op = match self.cfg.ops.is_empty() {
            true => GenOp::Const,
            false => *self.rng.pick(&self.cfg.ops),
        };
        match op {
            GenOp::Const => {
                let ty = self.any_type();
                self.make(ty, 0);
            }
            GenOp::Splat => {
                let lanes = self.lanes();
                let ty = if self.rng.chance(1, 4) {
                    Type::mask(lanes)
                } else {
                    let e = self.elem();
                    Type::vec(lanes, e)
                };
                let x = match ty {
                    Type::Mask { .. } => self.value_of(Type::mask(1)),
                    _ => self.value_of(Type::Scalar(ty.elem().unwrap_or(ScalarType::I32))),
                };
                self.emit(InstKind::Splat { x }, Some(ty));
            }
            GenOp::LaneIndex => {
                let (lanes, e) = (self.lanes(), self.int_elem());
                self.emit(InstKind::LaneIndex, Some(Type::vec(lanes, e)));
            }
            GenOp::Undef => {
                let ty = self.any_type();
                self.emit(InstKind::Undef, Some(ty));
            }
            GenOp::Binary => self.binary(),
            GenOp::Cmp => {
                let e = self.elem();
                let ty = if self.rng.chance(1, 4) {
                    Type::Scalar(e)
                } else {
                    Type::vec(self.lanes(), e)
                };
                let (lhs, rhs) = (self.value_of(ty), self.value_of(ty));
                let res = Type::mask(ty.lanes().unwrap_or(1));
                let kind = if e.is_float() && self.rng.chance(1, 2) {
                    let pred = *self.rng.pick(&FCmpPred::ALL);
                    InstKind::FCmp { pred, lhs, rhs }
                } else {
                    let pred = *self.rng.pick(&CmpPred::ALL);
                    InstKind::Cmp { pred, lhs, rhs }
                };
                self.emit(kind, Some(res));
            }
            GenOp::Select => {
                let ty = self.any_type();
                let cond = self.value_of(Type::mask(ty.lanes().unwrap_or(1)));
                let (on_true, on_false) = (self.value_of(ty), self.value_of(ty));
                let kind = InstKind::Select {
                    cond,
                    on_true,
                    on_false,
                };
                self.emit(kind, Some(ty));
            }
            GenOp::Extract | GenOp::Insert => {
                let whole = self.lane_type();
                let n = whole.lanes().unwrap_or(1);
                let k = self.rng.range(1, u64::from(n)) as u32;
                let start = self.rng.range(0, u64::from(n - k)) as u32;
                let part = whole.with_lanes(k);
                let src = self.value_of(whole);
                if op == GenOp::Extract {
                    self.emit(InstKind::Extract { src, start }, Some(part));
                } else {
                    let piece = self.value_of(part);
                    let kind = InstKind::Insert {
                        dst: src,
                        src: piece,
                        start,
                    };
                    self.emit(kind, Some(whole));
                }
            }
            GenOp::Concat => {
                let proto = self.lane_type();
                let mut parts = SmallVec::new();
                let mut total = 0;
                for _ in 0..self.rng.range(1, 4) {
                    let l = self.lanes();
                    total += l;
                    parts.push(self.value_of(proto.with_lanes(l)));
                }
                self.emit(InstKind::Concat { parts }, Some(proto.with_lanes(total)));
            }
            GenOp::ChanExtract => {
                let (lanes, e) = (self.lanes(), self.elem());
                let c = self.rng.range(2, 4) as u8;
                let src = self.value_of(Type::chan_vec(lanes, c, e));
                let chan = self.rng.below(u64::from(c)) as u8;
                self.emit(
                    InstKind::ChanExtract { src, chan },
                    Some(Type::vec(lanes, e)),
                );
            }
            GenOp::ChanPack => {
                let (lanes, e) = (self.lanes(), self.elem());
                let c = self.rng.range(2, 4) as u8;
                let parts = (0..c).map(|_| self.value_of(Type::vec(lanes, e))).collect();
                self.emit(
                    InstKind::ChanPack { parts },
                    Some(Type::chan_vec(lanes, c, e)),
                );
            }
            GenOp::Cast => self.cast(),
            GenOp::Gather | GenOp::Scatter => self.gather_scatter(op == GenOp::Gather),
            GenOp::ImageLoad | GenOp::ImageStore => self.image(op == GenOp::ImageLoad),
            GenOp::Sink => {
                let mut args = SmallVec::new();
                for _ in 0..self.rng.range(1, 3) {
                    let v = if self.avail.is_empty() {
                        let ty = self.any_type();
                        self.make(ty, 1)
                    } else {
                        *self.rng.pick(&self.avail)
                    };
                    args.push(v);
                }
                self.emit(InstKind::Sink { args }, None);
            }
        }
    }

    /// A vector or mask type (something with lanes).
    fn lane_type(&mut self) -> Type {
        let lanes = self.lanes();
        if self.rng.chance(1, 5) {
            Type::mask(lanes)
        } else {
            self.data_type(lanes)
        }
    }

    fn binary(&mut self) {
        let float = self.elem_where(ScalarType::is_float);
        if let (Some(e), true) = (float, self.rng.chance(1, 8)) {
            let ty = self.shape(e, false);
            let (a, b, c) = (self.value_of(ty), self.value_of(ty), self.value_of(ty));
            self.emit(InstKind::Fma { a, b, c }, Some(ty));
            return;
        }
        let op = *self.rng.pick(&BinOp::ALL);
        let ty = if op.allows_mask() && self.rng.chance(1, 4) {
            Type::mask(self.lanes())
        } else {
            let e = match (op.allows_int(), op.allows_float()) {
                (true, true) => self.elem(),
                (true, false) => self.int_elem(),
                _ => float.unwrap_or(ScalarType::F32),
            };
            self.shape(e, false)
        };
        let (lhs, rhs) = (self.value_of(ty), self.value_of(ty));
        self.emit(InstKind::Binary { op, lhs, rhs }, Some(ty));
    }

    fn cast(&mut self) {
        let scalar = self.rng.chance(1, 4);
        let (lanes, chans) = (self.lanes(), self.chans());
        let shape = |e: ScalarType| {
            if scalar {
                Type::Scalar(e)
            } else {
                Type::chan_vec(lanes, chans, e)
            }
        };
        let ints: Vec<ScalarType> = self
            .cfg
            .elems
            .iter()
            .copied()
            .filter(|e| e.is_int())
            .collect();
        let op = *self.rng.pick(&CastOp::ALL);
        if op.is_float_conversion() {
            return self.float_cast(op, shape);
        }
        if op != CastOp::Bitcast {
            // Two integer types of different widths, narrower first.
            let a = *self.rng.pick(if ints.is_empty() {
                &[ScalarType::I32][..]
            } else {
                &ints
            });
            let b = *self.rng.pick(if ints.is_empty() {
                &[ScalarType::I32][..]
            } else {
                &ints
            });
            if a.bits() != b.bits() {
                let (narrow, wide) = if a.bits() < b.bits() { (a, b) } else { (b, a) };
                let (from, to) = if op == CastOp::Trunc {
                    (wide, narrow)
                } else {
                    (narrow, wide)
                };
                let x = self.value_of(shape(from));
                self.emit(InstKind::Cast { op, x }, Some(shape(to)));
                return;
            }
        }
        // Bitcast: same lanes (or both scalar), same bytes per lane.
        let (from, to) = if scalar {
            let a = self.elem();
            let same: Vec<ScalarType> = ScalarType::ALL
                .iter()
                .copied()
                .filter(|e| e.bytes() == a.bytes() && self.cfg.elems.contains(e))
                .collect();
            let b = if same.is_empty() {
                a
            } else {
                *self.rng.pick(&same)
            };
            (Type::Scalar(a), Type::Scalar(b))
        } else {
            let a = self.data_type(lanes);
            let bytes = a.lane_bytes().unwrap_or(4);
            let mut same = Vec::new();
            for c in 1..=4u8 {
                for &e in &self.cfg.elems {
                    if u32::from(c) * e.bytes() == bytes {
                        same.push(Type::chan_vec(lanes, c, e));
                    }
                }
            }
            let b = if same.is_empty() {
                a
            } else {
                *self.rng.pick(&same)
            };
            (a, b)
        };
        let x = self.value_of(from);
        self.emit(
            InstKind::Cast {
                op: CastOp::Bitcast,
                x,
            },
            Some(to),
        );
    }

    /// A float conversion between element types of `cfg.elems` (f32 if it has no float), in
    /// the source's shape; `fpext` and `fptrunc` pick two float widths in the right order.
    fn float_cast(&mut self, op: CastOp, shape: impl Fn(ScalarType) -> Type) {
        let float = |g: &mut Self| {
            g.elem_where(ScalarType::is_float)
                .unwrap_or(ScalarType::F32)
        };
        let (from, to) = match op {
            CastOp::SIToFP | CastOp::UIToFP => (self.int_elem(), float(self)),
            CastOp::FPToSI | CastOp::FPToUI => (float(self), self.int_elem()),
            _ => {
                let (a, b) = (float(self), float(self));
                let (narrow, wide) = match a.bits().cmp(&b.bits()) {
                    std::cmp::Ordering::Less => (a, b),
                    std::cmp::Ordering::Greater => (b, a),
                    // One float width only: f16 <-> f32 is the conversion every target has.
                    std::cmp::Ordering::Equal => (ScalarType::F16, ScalarType::F32),
                };
                if op == CastOp::FPExt {
                    (narrow, wide)
                } else {
                    (wide, narrow)
                }
            }
        };
        let x = self.value_of(shape(from));
        self.emit(InstKind::Cast { op, x }, Some(shape(to)));
    }

    fn gather_scatter(&mut self, is_gather: bool) {
        let Some((surface, _)) = self.surface_of(|k| !k.is_image()) else {
            return;
        };
        let lanes = self.lanes();
        let base = self.rng.chance(1, 2).then(|| self.value_of(Type::I32));
        let offsets = self.value_of(Type::vec(lanes, ScalarType::I32));
        let addr = Address {
            surface,
            base,
            offsets,
        };
        let ty = self.data_type(lanes);
        let data = (!is_gather).then(|| self.value_of(ty));
        let mask = self
            .rng
            .chance(1, 2)
            .then(|| self.value_of(Type::mask(lanes)));
        let align = 1u32 << self.rng.below(9);
        let with_via = self.rng.chance(self.cfg.via_percent, 100);
        let via = match (with_via, is_gather) {
            (false, _) => None,
            (true, true) => Some(MsgChoice::blocks(
                Message::GatherScaled,
                *self.rng.pick(&[1, 2, 4]),
            )),
            (true, false) => Some(match self.rng.below(3) {
                0 => MsgChoice::blocks(Message::ScatterScaled, *self.rng.pick(&[1, 2, 4])),
                1 => MsgChoice::channels(
                    Message::Scatter4Scaled,
                    ChannelMask::first(ty.chans().unwrap_or(1)),
                ),
                _ => MsgChoice::blocks(Message::QwScatter, 1),
            }),
        };
        match data {
            None => {
                let kind = InstKind::Gather {
                    addr,
                    mask,
                    align,
                    via,
                };
                self.emit(kind, Some(ty));
            }
            Some(data) => {
                let kind = InstKind::Scatter {
                    addr,
                    data,
                    mask,
                    align,
                    via,
                };
                self.emit(kind, None);
            }
        }
    }

    fn image(&mut self, is_load: bool) {
        let Some((
            surface,
            SurfaceKind::Image {
                dim,
                channels,
                elem,
            },
        )) = self.surface_of(|k| k.is_image())
        else {
            return;
        };
        let lanes = self.lanes();
        let coord = Type::vec(lanes, ScalarType::I32);
        let uvr = (0..dim.coords()).map(|_| self.value_of(coord)).collect();
        let lod = self.rng.chance(1, 2).then(|| self.value_of(coord));
        let coords = ImageCoords { uvr, lod };
        let picked = ChannelMask(self.rng.range(1, 15) as u8 & channels.0);
        let chs = if picked.is_valid() { picked } else { channels };
        let e = if elem.is_float() {
            ScalarType::F32
        } else {
            ScalarType::I32
        };
        let ty = Type::chan_vec(lanes, chs.count(), e);
        let mask = self
            .rng
            .chance(1, 2)
            .then(|| self.value_of(Type::mask(lanes)));
        if is_load {
            let via = self
                .rng
                .chance(self.cfg.via_percent, 100)
                .then(|| MsgChoice::channels(Message::Gather4Typed, chs));
            let kind = InstKind::ImageLoad {
                surface,
                coords,
                mask,
                channels: chs,
                via,
            };
            self.emit(kind, Some(ty));
        } else {
            let data = self.value_of(ty);
            let kind = InstKind::ImageStore {
                surface,
                coords,
                data,
                mask,
                channels: chs,
            };
            self.emit(kind, None);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_for_a_seed() {
        let cfg = GenConfig::default();
        let a = random_module(&mut Rng::new(7), &cfg);
        let b = random_module(&mut Rng::new(7), &cfg);
        assert_eq!(
            crate::print::print_module(&a),
            crate::print::print_module(&b)
        );
    }

    #[test]
    fn restricted_ops_are_respected() {
        let cfg = GenConfig {
            ops: vec![GenOp::Gather],
            via_percent: 0,
            ..GenConfig::default()
        };
        for seed in 0..50 {
            let m = random_module(&mut Rng::new(seed), &cfg);
            for f in &m.functions {
                for (_, i) in f.inst_order() {
                    let k = &f.inst(i).kind;
                    assert!(
                        matches!(
                            k,
                            InstKind::Gather { via: None, .. }
                                | InstKind::Const { .. }
                                | InstKind::Splat { .. }
                        ) || k.is_terminator(),
                        "{}",
                        k.mnemonic()
                    );
                }
            }
        }
    }
}
