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
//!   control flow (control.rs): straight line, diamonds, joins of 2..=4 parameters whose arms
//!                 pass values in different orders, loops of 1..=4 trips carrying a counter and
//!                 1..=4 values that the back edge permutes (vectors and masks swapping places),
//!                 updates or passes through; nested: a diamond, join or loop inside a loop
//!                 body or an arm, two levels deep
//! ```
//!
//! The code is split by concern: `values` (types, values, masks), `memory` (addresses,
//! coordinates, memory ops), `compute` (arithmetic, conversions and shuffles), `packing` (the
//! shapes the narrowing passes rewrite), `control` (control-flow shapes) and `shapes` (which
//! control-flow shapes a function has, read back from its CFG for the tests).
//!
//! Every element type (i8..i64, f16..f64), 1..=4 channels, lane counts 1..=64 (non-powers of
//! two on purpose), alignments from 1 to past the element size, every buffer kind, and 1D/2D/3D
//! images of every channel set and format appear. A scatter's lanes address distinct bytes by
//! construction (a lane stride at least the lane size), so it is UB only when the checker's
//! arguments make it so. With [`ProgramConfig::refusal_percent`] a function also gets one
//! construct the pipeline refuses for a documented reason (an `image.store`, a 64-bit integer
//! multiply, an unsigned float compare), so refusals are exercised and counted.

mod compute;
mod control;
mod memory;
mod packing;
mod shapes;
mod values;

pub use shapes::{shapes, Shapes};

use memlower_ir::builder::FunctionBuilder;
use memlower_ir::rng::Rng;
use memlower_ir::{
    BinOp, Block, ChannelMask, CmpPred, Function, ImageDim, Module, ScalarType, SurfaceKind,
    SurfaceRef, Type, Value,
};

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
    /// Blocks and value names made so far (for unique names).
    names_made: u32,
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
            names_made: 0,
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
        self.statements();
        self.region(2);
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

    /// Every control-flow shape the generator is for appears among the first 300 programs,
    /// in at least 2% of them.
    #[test]
    fn programs_have_every_control_flow_shape() {
        let cfg = ProgramConfig::default();
        let mut counts = [0u32; 7];
        for seed in 0..300 {
            let m = random_program(&mut Rng::new(seed), &cfg);
            let s = m
                .functions
                .iter()
                .fold(Shapes::default(), |acc, f| acc.union(shapes(f)));
            for (c, (_, present)) in counts.iter_mut().zip(s.list()) {
                *c += u32::from(present);
            }
        }
        for ((name, _), c) in Shapes::default().list().iter().zip(counts) {
            assert!(c >= 6, "{name}: {c} of 300 programs");
        }
    }
}
