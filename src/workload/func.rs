//! One generated function: its header, the regions of its body (straight-line statements,
//! diamonds with a join parameter, counted loops) and the chain shape.

use super::kinds::{Shape, Stats, SurfaceDecl};
use super::pool::{Name, Pool, Val};
use memlower_ir::rng::Rng;
use memlower_ir::{ScalarType, Type};
use std::fmt;
use std::io::{self, Write};

/// Lane counts the palettes favour: every exec size and its neighbours, up to 64.
const LANES: [u32; 20] = [
    1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 24, 31, 32, 33, 40, 48, 63, 64,
];

/// Rare large lane counts.
const LARGE_LANES: [u32; 3] = [384, 512, 1024];

/// Nesting depth of regions in the mixed shape (blocks nests deeper).
const MIXED_DEPTH: u32 = 2;
const BLOCKS_DEPTH: u32 = 4;

/// The writer of one function.
pub(super) struct Gen<'a, W: Write> {
    out: &'a mut W,
    pub(super) rng: Rng,
    pub(super) surfaces: &'a [SurfaceDecl],
    pub(super) pool: Pool,
    stats: &'a mut Stats,
    shape: Shape,
    /// The next `%N`.
    next_value: u32,
    next_block: u32,
    /// The lane counts in use: values of one type meet and are reused.
    pub(super) palette: [u32; 3],
    /// The lane counts the header has a mask and an offsets parameter for.
    pub(super) header_palette: [u32; 3],
    /// Accesses still to write (mixed), if counted.
    accesses_left: Option<u64>,
    /// Blocks still to write (blocks), if counted.
    blocks_left: Option<u64>,
    depth: u32,
    /// Inside a loop: `counter * stride`, a candidate address base.
    pub(super) loop_base: Option<Val>,
    /// Parameters and prologue values the statements use by role.
    pub(super) p: Params,
}

/// Values every function of the mixed and blocks shapes has: its scalar parameters (the
/// checker chooses their values per trial by how they are used) and prologue constants.
#[derive(Clone, Copy)]
pub(super) struct Params {
    pub base: Val,
    pub sel: Val,
    pub count: Val,
    pub x0: Val,
    pub zero: Val,
    pub one: Val,
    pub trips: Val,
}

fn named(s: &'static str, ty: Type) -> Val {
    Val {
        name: Name::Named(s, None),
        ty,
    }
}

/// Writes function `index` of `shape` with a budget of `budget` units (accesses, chained adds
/// or blocks) and adds what it wrote to `stats`.
pub(super) fn write_function<W: Write>(
    out: &mut W,
    rng: Rng,
    surfaces: &[SurfaceDecl],
    shape: Shape,
    index: u64,
    budget: u64,
    stats: &mut Stats,
) -> io::Result<()> {
    let mut g = Gen {
        out,
        rng,
        surfaces,
        pool: Pool::new(),
        stats,
        shape,
        next_value: 0,
        next_block: 0,
        palette: [16; 3],
        header_palette: [16; 3],
        accesses_left: (shape == Shape::Mixed).then_some(budget),
        blocks_left: (shape == Shape::Blocks).then_some(budget.saturating_sub(1)),
        depth: 0,
        loop_base: None,
        p: Params {
            base: named("base", Type::I32),
            sel: named("sel", Type::I32),
            count: named("count", Type::I32),
            x0: named("x0", Type::I32),
            zero: named("zero", Type::I32),
            one: named("one", Type::I32),
            trips: named("trips", Type::I32),
        },
    };
    match shape {
        Shape::Chain => g.chain(index, budget),
        Shape::Mixed | Shape::Blocks => g.function(index),
    }
}

impl<W: Write> Gen<'_, W> {
    // ---- writing ------------------------------------------------------------------------------

    /// Writes `%N = <body> : <ty>` and pools the result.
    pub(super) fn def(&mut self, ty: Type, body: fmt::Arguments) -> io::Result<Val> {
        let v = self.fresh(ty);
        writeln!(self.out, "  {v} = {body} : {ty}")?;
        self.stats.instructions += 1;
        self.pool.push(v);
        Ok(v)
    }

    /// Writes an instruction without a result.
    pub(super) fn stmt(&mut self, body: fmt::Arguments) -> io::Result<()> {
        writeln!(self.out, "  {body}")?;
        self.stats.instructions += 1;
        Ok(())
    }

    fn fresh(&mut self, ty: Type) -> Val {
        self.next_value += 1;
        Val {
            name: Name::Num(self.next_value - 1),
            ty,
        }
    }

    fn new_block(&mut self) -> u32 {
        self.next_block += 1;
        self.next_block
    }

    /// Writes the label of block `b` with fresh parameters of `tys`, pooled.
    fn label(&mut self, b: u32, tys: &[Type]) -> io::Result<Vec<Val>> {
        let params: Vec<Val> = tys.iter().map(|&t| self.fresh(t)).collect();
        write!(self.out, "b{b}")?;
        if !params.is_empty() {
            write!(self.out, "(")?;
            for (k, p) in params.iter().enumerate() {
                let sep = if k == 0 { "" } else { ", " };
                write!(self.out, "{sep}{p}: {}", p.ty)?;
            }
            write!(self.out, ")")?;
        }
        writeln!(self.out, ":")?;
        self.stats.blocks += 1;
        for &p in &params {
            self.pool.push(p);
        }
        Ok(params)
    }

    /// `b7(%1, %2)` or `b7`.
    fn call(b: u32, args: &[Val]) -> String {
        let mut s = format!("b{b}");
        if !args.is_empty() {
            s.push('(');
            for (k, a) in args.iter().enumerate() {
                if k > 0 {
                    s.push_str(", ");
                }
                s.push_str(&a.to_string());
            }
            s.push(')');
        }
        s
    }

    /// Counts one access against the budget; false when the budget is spent.
    pub(super) fn take_access(&mut self) -> bool {
        match &mut self.accesses_left {
            Some(0) => false,
            Some(n) => {
                *n -= 1;
                self.stats.accesses += 1;
                true
            }
            None => {
                self.stats.accesses += 1;
                true
            }
        }
    }

    fn accesses_done(&self) -> bool {
        self.accesses_left == Some(0)
    }

    /// The budget is spent: accesses for mixed, blocks for blocks.
    fn done(&self) -> bool {
        match self.blocks_left {
            Some(left) => left == 0,
            None => self.accesses_done(),
        }
    }

    // ---- the function -------------------------------------------------------------------------

    fn function(&mut self, index: u64) -> io::Result<()> {
        for slot in 0..3 {
            self.palette[slot] = self.random_lanes();
        }
        self.header_palette = self.palette;
        let p = self.p;
        let mut params = vec![p.base, p.sel, p.count, p.x0, p.trips];
        // A mask and an offsets parameter for each small lane count of the palette (larger
        // ones would crowd the kernel's input registers), and a scalar of every type to splat.
        let mut lanes: Vec<u32> = self.palette.to_vec();
        lanes.sort_unstable();
        lanes.dedup();
        for &n in &lanes {
            if n <= 32 {
                params.push(Val {
                    name: Name::Named("m", Some(n)),
                    ty: Type::mask(n),
                });
            }
            if n <= 16 {
                params.push(Val {
                    name: Name::Named("off", Some(n)),
                    ty: Type::vec(n, ScalarType::I32),
                });
            }
        }
        for e in ScalarType::ALL {
            params.push(Val {
                name: Name::Named(e.name(), None),
                ty: Type::Scalar(e),
            });
        }
        write!(self.out, "func @k{index}(")?;
        for (k, v) in params.iter().enumerate() {
            let sep = if k == 0 { "" } else { ", " };
            write!(self.out, "{sep}{v}: {}", v.ty)?;
        }
        writeln!(self.out, ") {{\nentry:")?;
        self.stats.blocks += 1;
        for &v in &params {
            self.pool.pin(v);
        }
        // The prologue: constants and the loop trip count `(trips & 3) + 1`.
        writeln!(self.out, "  %zero = const 0 : i32\n  %one = const 1 : i32")?;
        writeln!(self.out, "  %three = const 3 : i32")?;
        writeln!(self.out, "  %t3 = and %trips, %three : i32")?;
        writeln!(self.out, "  %ntrips = add %t3, %one : i32")?;
        self.stats.instructions += 5;
        self.p.trips = named("ntrips", Type::I32);
        for v in [self.p.zero, self.p.one] {
            self.pool.pin(v);
        }
        while !self.done() {
            self.region()?;
            // A long function changes lane counts as it goes.
            if self.rng.chance(1, 8) {
                let slot = self.rng.below(3) as usize;
                self.palette[slot] = self.random_lanes();
            }
        }
        self.final_sink()?;
        self.stmt(format_args!("ret"))?;
        writeln!(self.out, "}}")
    }

    /// A lane count: mostly what kernels use (8, 16, 32), often the awkward ones around the
    /// exec sizes, sometimes 65..=256, rarely far larger (one op of 1024 lanes is 64
    /// messages).
    fn random_lanes(&mut self) -> u32 {
        match self.rng.below(200) {
            0 => *self.rng.pick(&LARGE_LANES),
            1..=8 => self.rng.range(65, 256) as u32,
            9..=80 => *self.rng.pick(&LANES),
            _ => *self.rng.pick(&[8, 16, 16, 32]),
        }
    }

    fn final_sink(&mut self) -> io::Result<()> {
        let xs = self.pool.candidates(|t| !t.is_scalar());
        if xs.is_empty() {
            return Ok(());
        }
        let (a, b) = (xs[0], xs[xs.len() / 2]);
        if a == b {
            self.stmt(format_args!("sink {a}"))
        } else {
            self.stmt(format_args!("sink {a}, {b}"))
        }
    }

    /// Straight-line statements, a diamond or a loop.
    fn region(&mut self) -> io::Result<()> {
        let max_depth = match self.shape {
            Shape::Blocks => BLOCKS_DEPTH,
            _ => MIXED_DEPTH,
        };
        let nest = self.depth < max_depth;
        if let Some(left) = self.blocks_left {
            // Blocks: a diamond (3 blocks), a triangle or a loop (2), or a plain `br` (1),
            // whichever fits what is left; a statement or two per block.
            let pick = self.rng.below(10);
            return match pick {
                0..=3 if left >= 3 && nest => self.diamond(false),
                4..=5 if left >= 2 && nest => self.diamond(true),
                6..=8 if left >= 2 && nest => self.counted_loop(),
                _ => self.split(),
            };
        }
        match self.rng.below(10) {
            7..=8 if nest => {
                let triangle = self.rng.chance(1, 3);
                self.diamond(triangle)
            }
            9 if nest => self.counted_loop(),
            _ => self.statements(6),
        }
    }

    fn statements(&mut self, max: u64) -> io::Result<()> {
        let max = if self.blocks_left.is_some() { 2 } else { max };
        for _ in 0..self.rng.range(1, max) {
            self.statement()?;
        }
        Ok(())
    }

    /// The body of an arm or a loop: statements, and (when the budget allows) a nested region.
    fn body(&mut self) -> io::Result<()> {
        self.depth += 1;
        self.statements(4)?;
        let more = match self.blocks_left {
            Some(left) => left > 0 && self.rng.chance(1, 2),
            None => !self.accesses_done() && self.rng.chance(1, 4),
        };
        if more {
            self.region()?;
        }
        self.depth -= 1;
        Ok(())
    }

    fn spend_blocks(&mut self, n: u64) {
        if let Some(left) = &mut self.blocks_left {
            *left = left.saturating_sub(n);
        }
    }

    /// `br b1` / `b1:` and statements.
    fn split(&mut self) -> io::Result<()> {
        self.spend_blocks(1);
        let b = self.new_block();
        self.stmt(format_args!("br b{b}"))?;
        self.label(b, &[])?;
        self.statements(2)
    }

    /// `cond_br %c, then, else` / arms / `join(%j)`; a triangle sends the else edge straight to
    /// the join with a value from before.
    fn diamond(&mut self, triangle: bool) -> io::Result<()> {
        self.spend_blocks(if triangle { 2 } else { 3 });
        let c = self.scalar_condition()?;
        let ty = self.data_type();
        let (t, e, j) = (self.new_block(), self.new_block(), self.new_block());
        if triangle {
            let x = self.value_of(ty)?;
            let (then_c, join_c) = (Self::call(t, &[]), Self::call(j, &[x]));
            let (then_c, join_c) = if self.rng.chance(1, 2) {
                (then_c, join_c)
            } else {
                (join_c, then_c)
            };
            self.stmt(format_args!("cond_br {c}, {then_c}, {join_c}"))?;
        } else {
            self.stmt(format_args!("cond_br {c}, b{t}, b{e}"))?;
        }
        let arms: &[u32] = if triangle { &[t] } else { &[t, e] };
        for &arm in arms {
            self.pool.open();
            self.label(arm, &[])?;
            self.body()?;
            let x = self.value_of(ty)?;
            let to = Self::call(j, &[x]);
            self.stmt(format_args!("br {to}"))?;
            self.pool.close();
        }
        self.label(j, &[ty])?;
        self.statements(3)
    }

    /// `br loop(0, %acc0)` / `loop(%i, %acc): ... cond_br %more, loop(%i1, %acc1),
    /// exit(%acc1)` / `exit(%r): ...`, where `%more = %i + 1 < (%trips & 3) + 1`.
    fn counted_loop(&mut self) -> io::Result<()> {
        self.spend_blocks(2);
        let ty = self.data_type();
        let acc0 = self.value_of(ty)?;
        let (lp, exit) = (self.new_block(), self.new_block());
        let zero = self.p.zero;
        let enter = Self::call(lp, &[zero, acc0]);
        self.stmt(format_args!("br {enter}"))?;
        let ps = self.label(lp, &[Type::I32, ty])?;
        let (i, acc) = (ps[0], ps[1]);
        let stride = *self.rng.pick(&[16u32, 64, 128]);
        let k = self.def(Type::I32, format_args!("const {stride}"))?;
        let base = self.def(Type::I32, format_args!("mul {i}, {k}"))?;
        let outer_base = self.loop_base.replace(base);
        self.body()?;
        self.loop_base = outer_base;
        let acc1 = self.accumulate(acc)?;
        let one = self.p.one;
        let i1 = self.def(Type::I32, format_args!("add {i}, {one}"))?;
        let trips = self.p.trips;
        let more = self.def(Type::mask(1), format_args!("cmp ult {i1}, {trips}"))?;
        let (back, out) = (Self::call(lp, &[i1, acc1]), Self::call(exit, &[acc1]));
        self.stmt(format_args!("cond_br {more}, {back}, {out}"))?;
        let r = self.label(exit, &[ty])?[0];
        self.statements(3)?;
        self.stmt(format_args!("sink {r}"))
    }

    /// The loop's next accumulator: `acc op x` for a value of the body, or `acc` itself.
    fn accumulate(&mut self, acc: Val) -> io::Result<Val> {
        let ty = acc.ty;
        let xs = self.pool.candidates(|t| t == ty);
        let x = xs.iter().copied().find(|&x| x != acc);
        match (x, ty.elem()) {
            // Doubles are carried, not computed on: tgllp and dg2 have no f64 ALU.
            (Some(x), Some(e)) if e != ScalarType::F64 => {
                let op = if e.is_float() {
                    *self.rng.pick(&["add", "mul"])
                } else {
                    *self.rng.pick(&["add", "xor", "or"])
                };
                self.def(ty, format_args!("{op} {acc}, {x}"))
            }
            _ => Ok(acc),
        }
    }

    /// A `mask<1>` from `%sel`, or lane 0 of a mask.
    fn scalar_condition(&mut self) -> io::Result<Val> {
        let sel = self.p.sel;
        let m1 = Type::mask(1);
        match self.rng.below(4) {
            0 => {
                let zero = self.p.zero;
                self.def(m1, format_args!("cmp slt {sel}, {zero}"))
            }
            1 => {
                let one = self.p.one;
                let bit = self.def(Type::I32, format_args!("and {sel}, {one}"))?;
                let zero = self.p.zero;
                self.def(m1, format_args!("cmp eq {bit}, {zero}"))
            }
            2 => {
                let n = self.lanes();
                let m = self.mask(n)?;
                let k = self.rng.below(u64::from(n));
                self.def(m1, format_args!("extract {m}[{k}]"))
            }
            _ => {
                let k = self.def(Type::I32, format_args!("const 4"))?;
                self.def(m1, format_args!("cmp ult {sel}, {k}"))
            }
        }
    }

    // ---- the chain shape ----------------------------------------------------------------------

    /// `func @chainI(%base: i32)`: one gather, `adds` dependent `add`s, one scatter.
    fn chain(&mut self, index: u64, adds: u64) -> io::Result<()> {
        let ty = Type::vec(16, ScalarType::I32);
        writeln!(self.out, "func @chain{index}(%base: i32) {{\nentry:")?;
        writeln!(self.out, "  %lane = lane.index : {ty}")?;
        writeln!(self.out, "  %four = const 4 : {ty}")?;
        writeln!(self.out, "  %off = mul %lane, %four : {ty}")?;
        writeln!(self.out, "  %x0 = gather @buf[%base + %off] align 4 : {ty}")?;
        writeln!(self.out, "  %one = const 1 : {ty}")?;
        for k in 1..=adds {
            writeln!(self.out, "  %x{k} = add %x{}, %one : {ty}", k - 1)?;
        }
        writeln!(self.out, "  scatter @buf[%base + %off], %x{adds} align 4")?;
        writeln!(self.out, "  ret\n}}")?;
        self.stats.blocks += 1;
        self.stats.instructions += adds + 7;
        self.stats.accesses += 2;
        Ok(())
    }
}
