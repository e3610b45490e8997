//! Random *lowerable* programs for the differential checker.
//!
//! `memlower_ir::gen` makes modules that satisfy the verifier; most of its memory ops address
//! random constants with random alignment promises, so on almost every input they have undefined
//! behaviour (a broken `align`, two lanes of a scatter on one byte) and the checker has nothing
//! to compare. This generator makes programs whose memory ops mean something on most inputs:
//!
//! ```text
//!   entry params ──▶ addresses   lane.index * stride (+ const), reversed or xor-permuted lanes,
//!                                offsets read from memory, or an offsets parameter (the checker
//!                                picks in- and out-of-bounds values that keep the promise)
//!                ──▶ masks       parameters (all off / all on / random), tails (`cmp ult`),
//!                                compares of loaded data, constants, and/or/xor, extract, concat
//!   gather / image.load ──▶ arithmetic, casts, channel and lane shuffles ──▶ scatter / sink
//!                           (also fma, minnum/maxnum with zeros of both signs, fcmp, ashr,
//!                           integer min/max, int <-> float and float <-> float conversions)
//!   control flow: straight line, a diamond with a join parameter, or a loop of 1..=4 trips
//!                 carrying a counter, an address base and an accumulator
//! ```
//!
//! Every element type (i8..i64, f16..f64), 1..=4 channels, lane counts 1..=64 (non-powers of
//! two on purpose), alignments from 1 to past the element size, every buffer kind, and 1D/2D/3D
//! images of every channel set and format appear. A scatter's lanes address distinct bytes by
//! construction (a lane stride at least the lane size), so it is UB only when the checker's
//! arguments make it so. With [`ProgramConfig::refusal_percent`] a function also gets one
//! construct the pipeline refuses for a documented reason (an `image.store`, a 64-bit integer
//! multiply, an unsigned float compare), so refusals are exercised and counted.

use memlower_ir::builder::FunctionBuilder;
use memlower_ir::rng::Rng;
use memlower_ir::{
    Address, BinOp, Block, CastOp, ChannelMask, CmpPred, FCmpPred, Function, ImageCoords, ImageDim,
    InstKind, Module, ScalarType, SurfaceKind, SurfaceRef, Type, Value,
};
use smallvec::SmallVec;

mod packing;

/// What [`random_program`] makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramConfig {
    /// Functions per module: 1..=this.
    pub max_functions: usize,
    /// Statements (memory ops, computations, sinks) per block: 1..=this.
    pub max_statements: usize,
    /// Largest lane count (1..=64 is the intended range).
    pub max_lanes: u32,
    /// Allow diamonds and loops.
    pub control_flow: bool,
    /// Percent chance per function of one construct the pipeline refuses.
    pub refusal_percent: u64,
}

impl Default for ProgramConfig {
    /// Small programs (one or two functions of a few statements per block), everything on, 3%
    /// refusals.
    fn default() -> ProgramConfig {
        ProgramConfig {
            max_functions: 2,
            max_statements: 6,
            max_lanes: 64,
            control_flow: true,
            refusal_percent: 3,
        }
    }
}

/// Lane counts favoured by the palettes: around the exec sizes 1..16 and 32, and up to 64.
const LANES: [u32; 20] = [
    1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 24, 31, 32, 33, 40, 48, 63, 64,
];

/// Element types images may store.
const IMAGE_ELEMS: [ScalarType; 5] = [
    ScalarType::I8,
    ScalarType::I16,
    ScalarType::I32,
    ScalarType::F16,
    ScalarType::F32,
];

/// A random module of lowerable functions (see the module documentation). The module has no
/// `target` line: the checker lowers it for whichever target it is asked to.
pub fn random_program(rng: &mut Rng, cfg: &ProgramConfig) -> Module {
    let mut m = Module::new();
    m.add_surface("buf", SurfaceKind::Untyped);
    if rng.chance(1, 2) {
        m.add_surface("buf2", SurfaceKind::Untyped);
    }
    m.add_surface("lds", SurfaceKind::Slm);
    m.add_surface("glb", SurfaceKind::Stateless);
    for (i, dim) in [ImageDim::D1, ImageDim::D2, ImageDim::D3]
        .into_iter()
        .enumerate()
    {
        if rng.chance(2, 3) {
            let kind = SurfaceKind::Image {
                dim,
                channels: ChannelMask(rng.range(1, 15) as u8),
                elem: *rng.pick(&IMAGE_ELEMS),
            };
            m.add_surface(format!("img{}d", i + 1), kind);
        }
    }
    let n = rng.range(1, cfg.max_functions.max(1) as u64);
    for i in 0..n {
        let f = FnGen::new(rng, cfg, &m).function(format!("k{i}"));
        m.functions.push(f);
    }
    m
}

/// How the function is shaped.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Straight,
    Diamond,
    Loop,
}

/// Offsets a memory op was given, and what they guarantee.
struct MadeOffsets {
    value: Value,
    /// Every lane's offset is a multiple of this.
    align: u32,
    /// Lanes are at least this many bytes apart (0: they may coincide).
    spacing: u32,
}

struct FnGen<'a> {
    rng: &'a mut Rng,
    cfg: &'a ProgramConfig,
    m: &'a Module,
    f: Function,
    entry: Block,
    block: Block,
    /// Values usable at the current point.
    pool: Vec<Value>,
    palette: Vec<u32>,
    /// Inside a loop: the loop's address base (`counter * stride`), a candidate `base`.
    loop_base: Option<Value>,
    offsets_made: Vec<MadeOffsets>,
    next_param: u32,
}

impl<'a> FnGen<'a> {
    fn new(rng: &'a mut Rng, cfg: &'a ProgramConfig, m: &'a Module) -> FnGen<'a> {
        let max = cfg.max_lanes.clamp(1, memlower_ir::types::MAX_LANES);
        let palette = (0..3)
            .map(|_| {
                let n = if rng.chance(3, 4) {
                    *rng.pick(&LANES)
                } else {
                    rng.range(1, u64::from(max)) as u32
                };
                n.min(max)
            })
            .collect();
        let mut f = Function::default();
        let entry = f.add_block("entry");
        FnGen {
            rng,
            cfg,
            m,
            f,
            entry,
            block: entry,
            pool: Vec::new(),
            palette,
            loop_base: None,
            offsets_made: Vec::new(),
            next_param: 0,
        }
    }

    fn b(&mut self) -> FunctionBuilder<'_> {
        let mut b = FunctionBuilder::new(&mut self.f);
        b.switch_to(self.block);
        b
    }

    fn keep(&mut self, v: Value) -> Value {
        self.pool.push(v);
        v
    }

    /// A new parameter of the entry block (the checker chooses its value per trial).
    fn param(&mut self, ty: Type, base: &str) -> Value {
        self.next_param += 1;
        let name = format!("{base}{}", self.next_param);
        self.f.add_block_param(self.entry, ty, Some(name))
    }

    fn lanes(&mut self) -> u32 {
        *self.rng.pick(&self.palette)
    }

    fn surface(&mut self, image: bool) -> Option<(SurfaceRef, SurfaceKind)> {
        let xs: Vec<(SurfaceRef, SurfaceKind)> = self
            .m
            .surfaces
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind.is_image() == image)
            .map(|(i, s)| (SurfaceRef(i as u32), s.kind))
            .collect();
        (!xs.is_empty()).then(|| *self.rng.pick(&xs))
    }

    fn pooled(&self, want: impl Fn(Type) -> bool) -> Vec<Value> {
        self.pool
            .iter()
            .copied()
            .filter(|&v| want(self.f.ty(v)))
            .collect()
    }

    fn pick_pooled(&mut self, want: impl Fn(Type) -> bool) -> Option<Value> {
        let xs = self.pooled(want);
        (!xs.is_empty()).then(|| *self.rng.pick(&xs))
    }

    // ---- the function ---------------------------------------------------------------------

    fn function(mut self, name: String) -> Function {
        self.f.name = name;
        let shape = match (self.cfg.control_flow, self.rng.below(5)) {
            (false, _) | (true, 0..=2) => Shape::Straight,
            (true, 3) => Shape::Diamond,
            _ => Shape::Loop,
        };
        self.statements();
        match shape {
            Shape::Straight => {}
            Shape::Diamond => self.diamond(),
            Shape::Loop => self.counted_loop(),
        }
        if self.rng.chance(self.cfg.refusal_percent, 100) {
            self.refused_construct();
        }
        self.final_sink();
        self.b().ret();
        self.f
    }

    fn statements(&mut self) {
        for _ in 0..self.rng.range(1, self.cfg.max_statements.max(1) as u64) {
            self.statement();
        }
    }

    fn statement(&mut self) {
        match self.rng.below(110) {
            0..=24 => self.gather(),
            25..=44 => self.scatter(),
            45..=54 => self.image_load(),
            55..=89 => self.compute(),
            90..=99 => self.sink(),
            _ => self.packing(),
        }
    }

    fn final_sink(&mut self) {
        let xs = self.pooled(|_| true);
        if xs.is_empty() {
            return;
        }
        let n = self.rng.range(1, 3).min(xs.len() as u64);
        let args: Vec<Value> = (0..n).map(|_| *self.rng.pick(&xs)).collect();
        self.b().sink(&args);
    }

    fn sink(&mut self) {
        if let Some(v) = self.pick_pooled(|_| true) {
            self.b().sink(&[v]);
        }
    }

    /// `entry: ... cond_br %c, then, else` / `then: ... br join(%x)` / `else: ... br join(%y)`
    /// / `join(%j): ...`.
    fn diamond(&mut self) {
        let sel = self.param(Type::I32, "sel");
        let c = self.scalar_condition(sel);
        let then_b = self.f.add_block("then");
        let else_b = self.f.add_block("else");
        let join = self.f.add_block("join");
        self.b().cond_br(c, then_b, &[], else_b, &[]);
        let outer = self.pool.clone();
        // The value passed to the join: a type the arms can both make.
        let ty = self.data_type();
        let mut args = Vec::new();
        for arm in [then_b, else_b] {
            self.block = arm;
            self.pool = outer.clone();
            self.statements();
            let v = self.value_of(ty);
            args.push(v);
            self.b().br(join, &[v]);
        }
        self.block = join;
        self.pool = outer;
        let j = self.f.add_block_param(join, ty, Some("joined".into()));
        self.pool.push(j);
        self.statements();
    }

    /// `entry: br loop(0, %acc0)` / `loop(%i, %acc): ... cond_br %more, loop(%i1, %acc1),
    /// exit(%acc1)` / `exit(%r): ...`, with `%more = %i + 1 < (%trips & 3) + 1`.
    fn counted_loop(&mut self) {
        let trips_p = self.param(Type::I32, "trips");
        let three = self.b().iconst(Type::I32, 3);
        let masked = self.b().binary(BinOp::And, trips_p, three);
        let one = self.b().iconst(Type::I32, 1);
        let trips = self.b().add(masked, one);
        let zero = self.b().iconst(Type::I32, 0);
        let ty = self.data_type();
        let acc0 = self.value_of(ty);
        let lp = self.f.add_block("loop");
        let exit = self.f.add_block("exit");
        self.b().br(lp, &[zero, acc0]);
        let outer = self.pool.clone();
        let i = self.f.add_block_param(lp, Type::I32, Some("i".into()));
        let acc = self.f.add_block_param(lp, ty, Some("acc".into()));
        self.block = lp;
        self.pool.push(acc);
        let stride = i64::from(*self.rng.pick(&[16u32, 64, 128]));
        let stride = self.b().iconst(Type::I32, stride);
        let base = self.b().binary(BinOp::Mul, i, stride);
        self.loop_base = Some(base);
        self.statements();
        let acc1 = self.accumulate(acc, ty);
        let i1 = self.b().add(i, one);
        let more = self.b().cmp(CmpPred::Ult, i1, trips);
        self.b().cond_br(more, lp, &[i1, acc1], exit, &[acc1]);
        self.loop_base = None;
        self.block = exit;
        self.pool = outer;
        let r = self.f.add_block_param(exit, ty, Some("result".into()));
        self.pool.push(r);
        self.statements();
        self.b().sink(&[r]);
    }

    /// The loop's next accumulator: `acc op x` for a value of the loop body, or `acc` itself.
    fn accumulate(&mut self, acc: Value, ty: Type) -> Value {
        let x = self.pick_pooled(|t| t == ty).filter(|&x| x != acc);
        match (x, ty.elem()) {
            (Some(_), Some(ScalarType::F64)) if !self.rng.chance(1, 4) => acc,
            (Some(x), Some(e)) => {
                let op = if e.is_float() {
                    *self.rng.pick(&[BinOp::Add, BinOp::Mul])
                } else {
                    *self.rng.pick(&[BinOp::Add, BinOp::Xor, BinOp::Or])
                };
                self.b().binary(op, acc, x)
            }
            _ => acc,
        }
    }

    /// A `mask<1>` from a scalar parameter.
    fn scalar_condition(&mut self, x: Value) -> Value {
        match self.rng.below(3) {
            0 => {
                let zero = self.b().iconst(Type::I32, 0);
                self.b().cmp(CmpPred::Slt, x, zero)
            }
            1 => {
                let one = self.b().iconst(Type::I32, 1);
                let bit = self.b().binary(BinOp::And, x, one);
                let zero = self.b().iconst(Type::I32, 0);
                self.b().cmp(CmpPred::Eq, bit, zero)
            }
            _ => {
                let k = self.b().iconst(Type::I32, 4);
                self.b().cmp(CmpPred::Ult, x, k)
            }
        }
    }

    /// A construct the pipeline refuses for a documented reason.
    fn refused_construct(&mut self) {
        match self.rng.below(3) {
            0 => {
                let Some((
                    s,
                    SurfaceKind::Image {
                        dim,
                        channels,
                        elem,
                    },
                )) = self.surface(true)
                else {
                    return;
                };
                let n = self.lanes();
                let coords = self.coords(n, dim);
                let e = if elem.is_float() {
                    ScalarType::F32
                } else {
                    ScalarType::I32
                };
                let data = self.value_of(Type::chan_vec(n, channels.count(), e));
                let mask = self.maybe_mask(n);
                self.b().image_store(s, coords, data, mask, channels);
            }
            1 => {
                let ty = Type::vec(self.lanes(), ScalarType::I64);
                let (a, b) = (self.value_of(ty), self.value_of(ty));
                let r = self.b().binary(BinOp::Mul, a, b);
                self.keep(r);
            }
            _ => {
                let ty = Type::vec(self.lanes(), ScalarType::F32);
                let (a, b) = (self.value_of(ty), self.value_of(ty));
                let r = self.b().cmp(CmpPred::Ult, a, b);
                self.keep(r);
            }
        }
    }

    // ---- types and values -------------------------------------------------------------------

    fn elem(&mut self) -> ScalarType {
        *self.rng.pick(&ScalarType::ALL)
    }

    fn chans(&mut self) -> u8 {
        if self.rng.chance(1, 2) {
            1
        } else {
            self.rng.range(2, 4) as u8
        }
    }

    /// A vector type for data.
    fn data_type(&mut self) -> Type {
        let (n, c, e) = (self.lanes(), self.chans(), self.elem());
        Type::chan_vec(n, c, e)
    }

    /// A value of `ty`: from the pool, converted from a pooled value, a parameter (the checker
    /// fills it), a constant, or a splat of a scalar parameter.
    fn value_of(&mut self, ty: Type) -> Value {
        if let Some(v) = self.pick_pooled(|t| t == ty) {
            if self.rng.chance(3, 4) {
                return v;
            }
        }
        if self.rng.chance(1, 3) {
            if let Some(v) = self.convert_to(ty) {
                return v;
            }
        }
        match (ty, self.rng.below(4)) {
            (Type::Mask { lanes }, _) => self.mask(lanes),
            (_, 0 | 1) => self.param(ty, "x"),
            (Type::Vec { chans: 1, elem, .. }, 2) => {
                let s = self.param(Type::Scalar(elem), "s");
                self.b().splat(s, ty)
            }
            _ => self.constant(ty),
        }
    }

    /// A constant: a splat, or one element per lane for small types.
    fn constant(&mut self, ty: Type) -> Value {
        let Some(e) = ty.elem() else {
            let lanes = ty.lanes().unwrap_or(1);
            let bits: Vec<i64> = (0..lanes).map(|_| self.rng.below(2) as i64).collect();
            return self.b().iconst_vec(ty, &bits);
        };
        let n = ty.num_elements() as usize;
        let per_elem = n > 1 && n <= 16 && self.rng.chance(1, 2);
        let count = if per_elem { n } else { 1 };
        if e.is_float() {
            const FLOATS: [f64; 8] = [0.0, -0.0, 1.0, -2.5, 0.5, 1e3, 65504.0, 3.0e-5];
            let xs: SmallVec<[u64; 4]> = (0..count)
                .map(|_| self.rng.pick(&FLOATS).to_bits())
                .collect();
            let inst = self.b().insert(
                InstKind::Const {
                    value: memlower_ir::ConstValue::Float(xs),
                },
                Some(ty),
            );
            self.f.result(inst).unwrap_or(Value(0))
        } else {
            let bits = e.bits();
            let xs: Vec<i64> = (0..count)
                .map(|_| {
                    let r = match self.rng.below(4) {
                        0 => self.rng.below(16) as i64,
                        1 => -1,
                        _ => self.rng.next_u64() as i64,
                    };
                    // Sign-extend the low `bits` bits: a value that fits the element.
                    if bits >= 64 {
                        r
                    } else {
                        (r << (64 - bits)) >> (64 - bits)
                    }
                })
                .collect();
            self.b().iconst_vec(ty, &xs)
        }
    }

    /// A cast of a pooled value to `ty`, if some pooled value converts (same lanes and
    /// channels: zext / sext / trunc between integers; bitcast between equal lane sizes).
    fn convert_to(&mut self, ty: Type) -> Option<Value> {
        let Type::Vec { lanes, chans, elem } = ty else {
            return None;
        };
        let lane_bytes = ty.lane_bytes()?;
        let from = self.pick_pooled(|t| match t {
            Type::Vec {
                lanes: l,
                chans: c,
                elem: e,
            } if l == lanes && t != ty => {
                (c == chans && e.is_int() && elem.is_int() && e.bits() != elem.bits())
                    || t.lane_bytes() == Some(lane_bytes)
            }
            _ => false,
        })?;
        let fty = self.f.ty(from);
        let fe = fty.elem()?;
        let op = if fty.chans() == Some(chans) && fe.is_int() && elem.is_int() && fe != elem {
            if fe.bits() > elem.bits() {
                CastOp::Trunc
            } else if fe.bits() < elem.bits() {
                *self.rng.pick(&[CastOp::ZExt, CastOp::SExt])
            } else {
                CastOp::Bitcast
            }
        } else {
            CastOp::Bitcast
        };
        Some(self.b().cast(op, from, ty))
    }

    // ---- masks ------------------------------------------------------------------------------

    fn maybe_mask(&mut self, n: u32) -> Option<Value> {
        self.rng.chance(11, 20).then(|| self.mask(n))
    }

    fn mask(&mut self, n: u32) -> Value {
        self.mask_depth(n, 2)
    }

    fn mask_depth(&mut self, n: u32, depth: u32) -> Value {
        let ty = Type::mask(n);
        match self.rng.below(if depth > 0 { 8 } else { 4 }) {
            0 | 1 => {
                if let Some(m) = self.pick_pooled(|t| t == ty) {
                    return m;
                }
                self.param(ty, "m")
            }
            2 => self.param(ty, "m"),
            3 => {
                // A tail: lanes below a count parameter.
                let lane = self.b().lane_index(n);
                let count = self.param(Type::I32, "count");
                let v = self.b().splat(count, Type::vec(n, ScalarType::I32));
                self.b().cmp(CmpPred::Ult, lane, v)
            }
            4 => {
                let c = self.compare(n);
                self.keep(c)
            }
            5 => self.constant(ty),
            6 => {
                let a = self.mask_depth(n, depth - 1);
                let b = self.mask_depth(n, depth - 1);
                let op = *self.rng.pick(&[BinOp::And, BinOp::Or, BinOp::Xor]);
                self.b().binary(op, a, b)
            }
            _ => {
                if n >= 2 && self.rng.chance(1, 2) {
                    let k = self.rng.range(1, u64::from(n - 1)) as u32;
                    let a = self.mask_depth(k, depth - 1);
                    let b = self.mask_depth(n - k, depth - 1);
                    self.b().concat(&[a, b])
                } else {
                    let wide = n + self.rng.range(1, 32) as u32;
                    let w = self.param(Type::mask(wide), "m");
                    let start = self.rng.range(0, u64::from(wide - n)) as u32;
                    self.b().extract(w, start, n)
                }
            }
        }
    }

    /// `cmp` of two values of a single-channel vector type of `n` lanes.
    fn compare(&mut self, n: u32) -> Value {
        let ty = match self.pick_pooled(|t| t.lanes() == Some(n) && t.chans() == Some(1)) {
            Some(v) => self.f.ty(v),
            None => Type::vec(n, self.elem()),
        };
        // f64 compares are refused on the targets without fp64: mostly i64 instead.
        let ty = if ty.elem() == Some(ScalarType::F64) && !self.rng.chance(1, 4) {
            Type::vec(n, ScalarType::I64)
        } else {
            ty
        };
        let float = ty.elem().is_some_and(ScalarType::is_float);
        let f64_ok = ty.elem() != Some(ScalarType::F64) || self.rng.chance(1, 4);
        if float && f64_ok && self.rng.chance(1, 2) {
            let pred = *self.rng.pick(&FCmpPred::ALL);
            let (a, b) = (self.value_of(ty), self.value_of(ty));
            return self.b().fcmp(pred, a, b);
        }
        let pred = if float {
            // The unsigned forms on floats are a documented refusal; keep them rare.
            *self.rng.pick(&[
                CmpPred::Eq,
                CmpPred::Ne,
                CmpPred::Slt,
                CmpPred::Sle,
                CmpPred::Sgt,
                CmpPred::Sge,
            ])
        } else {
            *self.rng.pick(&CmpPred::ALL)
        };
        let a = self.value_of(ty);
        let b = self.value_of(ty);
        self.b().cmp(pred, a, b)
    }

    // ---- addresses ----------------------------------------------------------------------------

    /// An alignment promise for a lane of `elem`: mostly the element size, sometimes smaller
    /// (narrower messages), sometimes larger.
    fn align_for(&mut self, elem: ScalarType) -> u32 {
        let natural = elem.bytes();
        match self.rng.below(10) {
            0..=5 => natural,
            6 | 7 => 1 << self.rng.below(u64::from(natural.trailing_zeros()) + 1),
            _ => natural * *self.rng.pick(&[2, 4]),
        }
    }

    /// A base and per-lane offsets for `n` lanes of `lane_bytes` each, every address a multiple
    /// of `align` (given an aligned base). With `distinct`, lanes never share a byte.
    fn address(
        &mut self,
        s: SurfaceRef,
        n: u32,
        lane_bytes: u32,
        align: u32,
        distinct: bool,
    ) -> Address {
        let base = match self.rng.below(10) {
            0..=3 => None,
            4..=6 => Some(self.param(Type::I32, "base")),
            _ => match self.loop_base {
                Some(b) => Some(b),
                None => Some(self.param(Type::I32, "base")),
            },
        };
        let slot = lane_bytes.div_ceil(align) * align;
        let offs_ty = Type::vec(n, ScalarType::I32);
        // Offsets made earlier that keep this op's promises: reused as real code reuses an
        // address vector (the same places read, computed on, then written).
        let reusable: Vec<Value> = self
            .offsets_made
            .iter()
            .filter(|o| {
                self.f.ty(o.value) == offs_ty
                    && o.align >= align
                    && (!distinct || o.spacing >= lane_bytes)
                    && self.pool.contains(&o.value)
            })
            .map(|o| o.value)
            .collect();
        if !reusable.is_empty() && self.rng.chance(1, 3) {
            let offsets = *self.rng.pick(&reusable);
            return Address {
                surface: s,
                base,
                offsets,
            };
        }
        // What the new offsets guarantee: every value a multiple of `align`, and lanes at
        // least `spacing` bytes apart (0: lanes may share bytes).
        let (offsets, spacing) = match self.rng.below(11) {
            0..=2 => {
                // Sometimes reuse an offsets parameter (a read-modify-write of the same places).
                let known: Vec<Value> = self
                    .f
                    .params()
                    .iter()
                    .copied()
                    .filter(|&p| self.f.ty(p) == offs_ty)
                    .collect();
                let p = if !known.is_empty() && self.rng.chance(1, 3) {
                    *self.rng.pick(&known)
                } else {
                    self.param(offs_ty, "off")
                };
                // The checker picks parameter values per trial; not recorded for reuse.
                return Address {
                    surface: s,
                    base,
                    offsets: p,
                };
            }
            3..=5 => {
                let stride = if !distinct && self.rng.chance(1, 8) {
                    0
                } else {
                    slot * *self.rng.pick(&[1, 1, 1, 2, 3])
                };
                let lane = self.b().lane_index(n);
                let k = self.b().iconst(offs_ty, i64::from(stride));
                let o = self.b().binary(BinOp::Mul, lane, k);
                let o = if self.rng.chance(1, 3) {
                    let c = self.rng.below(8) as i64 * i64::from(align);
                    let c = self.b().iconst(offs_ty, c);
                    self.b().add(o, c)
                } else {
                    o
                };
                (o, stride)
            }
            6 => {
                // Lanes in reverse order.
                let lane = self.b().lane_index(n);
                let k = self.b().iconst(offs_ty, i64::from(slot));
                let o = self.b().binary(BinOp::Mul, lane, k);
                let top = self.b().iconst(offs_ty, i64::from((n - 1) * slot));
                (self.b().binary(BinOp::Sub, top, o), slot)
            }
            7 => {
                // Lanes permuted by xor (distinct, possibly past the last lane).
                let lane = self.b().lane_index(n);
                let x = self.rng.range(1, 7) as i64;
                let x = self.b().iconst(offs_ty, x);
                let p = self.b().binary(BinOp::Xor, lane, x);
                let k = self.b().iconst(offs_ty, i64::from(slot));
                (self.b().binary(BinOp::Mul, p, k), slot)
            }
            8 if !distinct => {
                // Offsets computed from loaded data: (x & 63) << log2(align).
                let x = self.value_of(offs_ty);
                let m = self.b().iconst(offs_ty, 63);
                let y = self.b().binary(BinOp::And, x, m);
                let sh = self.b().iconst(offs_ty, i64::from(align.trailing_zeros()));
                (self.b().shl(y, sh), 0)
            }
            9 if !distinct => {
                // One address for every lane (a broadcast read).
                let c = self.rng.below(16) as i64 * i64::from(align);
                (self.b().iconst(offs_ty, c), 0)
            }
            9 | 10 if n <= 16 => {
                // A constant permutation of slots.
                let mut slots: Vec<i64> = (0..i64::from(n)).collect();
                for i in (1..slots.len()).rev() {
                    let j = self.rng.below(i as u64 + 1) as usize;
                    slots.swap(i, j);
                }
                let vals: Vec<i64> = slots.iter().map(|&j| j * i64::from(slot)).collect();
                (self.b().iconst_vec(offs_ty, &vals), slot)
            }
            _ => {
                let p = self.param(offs_ty, "off");
                return Address {
                    surface: s,
                    base,
                    offsets: p,
                };
            }
        };
        self.pool.push(offsets);
        self.offsets_made.push(MadeOffsets {
            value: offsets,
            align,
            spacing,
        });
        Address {
            surface: s,
            base,
            offsets,
        }
    }

    fn coords(&mut self, n: u32, dim: ImageDim) -> ImageCoords {
        let ty = Type::vec(n, ScalarType::I32);
        let mut uvr = SmallVec::new();
        for k in 0..dim.coords() {
            let c = match self.rng.below(12) {
                0..=5 => self.param(ty, "uvr"),
                10 | 11 => match self.pick_pooled(|t| t == ty) {
                    // A vector computed for something else (offsets, data) reused.
                    Some(v) => v,
                    None => self.param(ty, "uvr"),
                },
                6..=8 if k == 0 => {
                    let lane = self.b().lane_index(n);
                    let x = self.param(Type::I32, "x0");
                    let xs = self.b().splat(x, ty);
                    self.b().add(lane, xs)
                }
                _ => {
                    let c = self.rng.below(4) as i64;
                    self.b().iconst(ty, c)
                }
            };
            uvr.push(c);
        }
        let lod = match self.rng.below(10) {
            0..=5 => None,
            6..=8 => Some(self.param(ty, "lod")),
            _ => Some(self.b().iconst(ty, 0)),
        };
        ImageCoords { uvr, lod }
    }

    // ---- memory ops ---------------------------------------------------------------------------

    fn gather(&mut self) {
        let Some((s, _)) = self.surface(false) else {
            return;
        };
        let ty = self.data_type();
        let (n, elem) = (
            ty.lanes().unwrap_or(1),
            ty.elem().unwrap_or(ScalarType::I32),
        );
        let align = self.align_for(elem);
        let addr = self.address(s, n, ty.lane_bytes().unwrap_or(4), align, false);
        let mask = self.maybe_mask(n);
        let v = self.b().gather(addr, mask, align, ty);
        self.keep(v);
    }

    fn scatter(&mut self) {
        let Some((s, _)) = self.surface(false) else {
            return;
        };
        // Gathered and computed values feed scatters.
        let data = match self
            .pick_pooled(|t| t.is_vec())
            .filter(|_| self.rng.chance(7, 10))
        {
            Some(v) => v,
            None => {
                let ty = self.data_type();
                self.value_of(ty)
            }
        };
        let ty = self.f.ty(data);
        let (n, elem) = (
            ty.lanes().unwrap_or(1),
            ty.elem().unwrap_or(ScalarType::I32),
        );
        let align = self.align_for(elem);
        let addr = self.address(s, n, ty.lane_bytes().unwrap_or(4), align, true);
        let mask = self.maybe_mask(n);
        self.b().scatter(addr, data, mask, align);
    }

    fn image_load(&mut self) {
        let Some((
            s,
            SurfaceKind::Image {
                dim,
                channels,
                elem,
            },
        )) = self.surface(true)
        else {
            return self.gather();
        };
        let n = self.lanes();
        let coords = self.coords(n, dim);
        let picked = ChannelMask(self.rng.range(1, 15) as u8 & channels.0);
        let chs = if picked.is_valid() { picked } else { channels };
        let e = if elem.is_float() {
            ScalarType::F32
        } else {
            ScalarType::I32
        };
        let mask = self.maybe_mask(n);
        let ty = Type::chan_vec(n, chs.count(), e);
        let v = self.b().image_load(s, coords, mask, chs, ty);
        self.keep(v);
    }

    // ---- computation --------------------------------------------------------------------------

    fn compute(&mut self) {
        match self.rng.below(12) {
            0..=3 => self.binary(),
            4 => {
                let n = self.lanes();
                let c = self.compare(n);
                self.keep(c);
            }
            5 => self.select(),
            6 | 7 => self.cast(),
            8 => self.channels(),
            9 | 10 => self.lanes_op(),
            _ => {
                let n = self.lanes();
                let m = self.mask(n);
                self.keep(m);
            }
        }
    }

    fn binary(&mut self) {
        let a = match self.pick_pooled(|t| !t.is_mask()) {
            Some(v) => v,
            None => {
                let ty = self.data_type();
                self.value_of(ty)
            }
        };
        let ty = self.f.ty(a);
        let Some(e) = ty.elem() else { return };
        // f64 arithmetic is refused on the targets without fp64 (half of them): keep it rare.
        if e == ScalarType::F64 && !self.rng.chance(1, 4) {
            return;
        }
        if e.is_float() && self.rng.chance(1, 3) {
            return self.llvm_float_op(a);
        }
        let op = if e.is_float() {
            *self.rng.pick(&[BinOp::Add, BinOp::Sub, BinOp::Mul])
        } else if e == ScalarType::I64 {
            // 64-bit multiply is a documented refusal (refused_construct makes it on purpose).
            *self.rng.pick(&[
                BinOp::Add,
                BinOp::Sub,
                BinOp::Shl,
                BinOp::LShr,
                BinOp::And,
                BinOp::Or,
                BinOp::Xor,
            ])
        } else {
            let int_ops: Vec<BinOp> = BinOp::ALL.into_iter().filter(|o| o.allows_int()).collect();
            *self.rng.pick(&int_ops)
        };
        // i64 shifts by a variable amount are refused without int64 (half the targets): rare.
        let shift = matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr);
        let b = if shift
            && (e == ScalarType::I64 && self.rng.chance(15, 16)
                || e != ScalarType::I64 && self.rng.chance(3, 4))
        {
            // Mostly in-range shift amounts (an amount past the width is an undefined value).
            let k = self.rng.below(u64::from(e.bits())) as i64;
            self.b().iconst(ty, k)
        } else {
            self.value_of(ty)
        };
        let r = self.b().binary(op, a, b);
        self.keep(r);
    }

    fn select(&mut self) {
        let a = match self.pick_pooled(|t| t.is_vec()) {
            Some(v) => v,
            None => {
                let ty = self.data_type();
                self.value_of(ty)
            }
        };
        let ty = self.f.ty(a);
        let n = ty.lanes().unwrap_or(1);
        let c = self.mask(n);
        let b = self.value_of(ty);
        let r = self.b().select(c, a, b);
        self.keep(r);
    }

    fn cast(&mut self) {
        let Some(x) = self.pick_pooled(|t| t.is_vec()) else {
            return;
        };
        let Type::Vec { lanes, chans, elem } = self.f.ty(x) else {
            return;
        };
        if self.rng.chance(1, 3) {
            return self.float_conversion(x, Type::chan_vec(lanes, chans, elem));
        }
        let lane_bytes = u32::from(chans) * elem.bytes();
        let ints = [
            ScalarType::I8,
            ScalarType::I16,
            ScalarType::I32,
            ScalarType::I64,
        ];
        if elem.is_int() && self.rng.chance(1, 2) {
            let to = *self.rng.pick(&ints);
            let op = match to.bits().cmp(&elem.bits()) {
                std::cmp::Ordering::Less => CastOp::Trunc,
                std::cmp::Ordering::Greater => *self.rng.pick(&[CastOp::ZExt, CastOp::SExt]),
                std::cmp::Ordering::Equal => return,
            };
            let r = self.b().cast(op, x, Type::chan_vec(lanes, chans, to));
            self.keep(r);
            return;
        }
        let mut same = Vec::new();
        for c in 1..=4u8 {
            for e in ScalarType::ALL {
                if u32::from(c) * e.bytes() == lane_bytes && (c, e) != (chans, elem) {
                    same.push(Type::chan_vec(lanes, c, e));
                }
            }
        }
        if same.is_empty() {
            return;
        }
        let to = *self.rng.pick(&same);
        let r = self.b().cast(CastOp::Bitcast, x, to);
        self.keep(r);
    }

    fn channels(&mut self) {
        if let Some(x) = self
            .pick_pooled(|t| t.chans().unwrap_or(1) > 1)
            .filter(|_| self.rng.chance(1, 2))
        {
            let c = self.f.ty(x).chans().unwrap_or(2);
            let ch = self.rng.below(u64::from(c)) as u8;
            let r = self.b().chan_extract(x, ch);
            self.keep(r);
            return;
        }
        let ty = match self.pick_pooled(|t| t.is_vec() && t.chans() == Some(1)) {
            Some(v) => self.f.ty(v),
            None => Type::vec(self.lanes(), self.elem()),
        };
        let c = self.rng.range(2, 4);
        let parts: Vec<Value> = (0..c).map(|_| self.value_of(ty)).collect();
        let r = self.b().chan_pack(&parts);
        self.keep(r);
    }

    fn lanes_op(&mut self) {
        let Some(x) = self.pick_pooled(|t| !t.is_scalar()) else {
            return;
        };
        let ty = self.f.ty(x);
        let n = ty.lanes().unwrap_or(1);
        let r = match self.rng.below(3) {
            0 => {
                let k = self.rng.range(1, u64::from(n)) as u32;
                let start = self.rng.range(0, u64::from(n - k)) as u32;
                self.b().extract(x, start, k)
            }
            1 => {
                let k = self.rng.range(1, u64::from(n)) as u32;
                let start = self.rng.range(0, u64::from(n - k)) as u32;
                let part = self.value_of(ty.with_lanes(k));
                self.b().insert_lanes(x, part, start)
            }
            _ => {
                let other_lanes = self.lanes();
                if n + other_lanes > 64 {
                    return;
                }
                let y = self.value_of(ty.with_lanes(other_lanes));
                if self.rng.chance(1, 2) {
                    self.b().concat(&[x, y])
                } else {
                    self.b().concat(&[y, x])
                }
            }
        };
        self.keep(r);
    }

    // ---- the ops LLVM loops bring (fma, minnum/maxnum, fcmp above, conversions) ------------

    /// `fma` or `minnum`/`maxnum` on the float value `a`. Half the minima and maxima compare
    /// `a * 0` (a zero with `a`'s sign, for finite `a`) with a zero constant, so zeros of both
    /// signs meet. 64-bit floats are rare: most targets refuse them.
    fn llvm_float_op(&mut self, a: Value) {
        let ty = self.f.ty(a);
        if ty.elem() == Some(ScalarType::F64) && !self.rng.chance(1, 4) {
            return;
        }
        let r = if self.rng.chance(1, 2) {
            let (b, c) = (self.value_of(ty), self.value_of(ty));
            self.b().fma(a, b, c)
        } else {
            let op = *self.rng.pick(&[BinOp::MinNum, BinOp::MaxNum]);
            let (a, b) = if self.rng.chance(1, 2) {
                let zero = |g: &mut Self, x: f64| {
                    let inst = g.b().insert(
                        InstKind::Const {
                            value: memlower_ir::ConstValue::float(x),
                        },
                        Some(ty),
                    );
                    g.f.result(inst).unwrap_or(Value(0))
                };
                let z = zero(self, 0.0);
                let signed_zero = self.b().binary(BinOp::Mul, a, z);
                let other = if self.rng.chance(1, 2) { 0.0 } else { -0.0 };
                (signed_zero, zero(self, other))
            } else {
                (a, self.value_of(ty))
            };
            let (x, y) = if self.rng.chance(1, 2) {
                (a, b)
            } else {
                (b, a)
            };
            self.b().binary(op, x, y)
        };
        self.keep(r);
    }

    /// An int <-> float or float <-> float conversion of `x` (of type `ty`), keeping its shape.
    /// `f64` to `f16` is left out (a documented refusal: the finalizer rounds twice).
    fn float_conversion(&mut self, x: Value, ty: Type) {
        let Some(e) = ty.elem() else { return };
        let floats = [ScalarType::F16, ScalarType::F32, ScalarType::F64];
        let ints = [
            ScalarType::I8,
            ScalarType::I16,
            ScalarType::I32,
            ScalarType::I64,
        ];
        let (op, to) = if e.is_int() {
            let op = *self.rng.pick(&[CastOp::SIToFP, CastOp::UIToFP]);
            (op, *self.rng.pick(&floats))
        } else if self.rng.chance(1, 2) {
            let op = *self.rng.pick(&[CastOp::FPToSI, CastOp::FPToUI]);
            (op, *self.rng.pick(&ints))
        } else {
            let to = *self.rng.pick(&floats);
            match to.bits().cmp(&e.bits()) {
                std::cmp::Ordering::Greater => (CastOp::FPExt, to),
                std::cmp::Ordering::Less if (e, to) != (ScalarType::F64, ScalarType::F16) => {
                    (CastOp::FPTrunc, to)
                }
                _ => return,
            }
        };
        // 64-bit types are rare: most targets refuse their conversions.
        if (e.bits() == 64 || to.bits() == 64) && !self.rng.chance(1, 4) {
            return;
        }
        let r = self.b().cast(op, x, ty.with_elem(to));
        self.keep(r);
        // Half the integers go to f32 and back, so `fptosi` meets in-range values of both signs.
        if e.is_int() && e.bits() < 64 && self.rng.chance(1, 2) {
            let f = self
                .b()
                .cast(CastOp::SIToFP, x, ty.with_elem(ScalarType::F32));
            let back = self.b().cast(CastOp::FPToSI, f, ty);
            self.keep(back);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use memlower_ir::verify::verify_module;

    #[test]
    fn programs_verify_and_are_deterministic() {
        let cfg = ProgramConfig::default();
        for seed in 0..300 {
            let m = random_program(&mut Rng::new(seed), &cfg);
            if let Err(errors) = verify_module(&m) {
                panic!(
                    "seed {seed}: {:?}\n{}",
                    errors,
                    memlower_ir::print::print_module(&m)
                );
            }
            let again = random_program(&mut Rng::new(seed), &cfg);
            assert_eq!(
                memlower_ir::print::print_module(&m),
                memlower_ir::print::print_module(&again)
            );
        }
    }
}
