//! Control flow: the shapes a function body takes, nested up to a depth.
//!
//! ```text
//!   straight    nothing more
//!   diamond     cond_br %c, then, else / then: ... br join(%x) / else: ... br join(%y) / join(%j)
//!   join        2..=4 join parameters of mixed kinds (vectors, masks, scalars); same-typed ones
//!               get the same outer values in different orders from the two arms, and the then
//!               edge may go straight from the cond_br to the join
//!   loop        loop(%i, %p1..%pk): a counter and 1..=4 carried values (vectors, masks, scalars,
//!               often two of one type); the back edge passes same-typed carried values in a
//!               permuted order (`br loop(%i1, %b, %a)` for params `(%a, %b)`: vectors and masks
//!               swapping places), updated, or through; exit(...) gets some of them in another
//!               order. The body may hold a diamond, a join or a nested loop.
//! ```
//!
//! Trip counts are `(%trips & 3) + 1` per loop from a parameter, so a loop nest runs at most 16
//! iterations of its innermost body and the reference interpreter always terminates. Arms and
//! bodies hold random statements; every parameter of a several-parameter join and of a loop
//! exit reaches a `sink`, so a value swapped or clobbered on an edge is observed.

use super::FnGen;
use memlower_ir::{BinOp, Block, CmpPred, Type, Value};

impl FnGen<'_> {
    /// One control-flow region at the current point, with `depth` levels of nesting allowed.
    pub(super) fn region(&mut self, depth: u32) {
        if !self.cfg.control_flow || depth == 0 {
            return;
        }
        match self.rng.below(10) {
            0..=3 => {}
            4 => self.diamond(depth),
            5 | 6 => self.join(depth),
            _ => self.counted_loop(depth),
        }
    }

    /// A nested region inside an arm or a loop body, sometimes.
    pub(super) fn inner_region(&mut self, depth: u32) {
        if depth > 1 && self.rng.chance(1, 2) {
            self.region(depth - 1);
        }
    }

    /// A new block with a name unique in the function.
    pub(super) fn new_block(&mut self, base: &str) -> Block {
        self.names_made += 1;
        let name = if self.names_made == 1 {
            base.to_string()
        } else {
            format!("{base}{}", self.names_made)
        };
        self.f.add_block(name)
    }

    /// A value name unique in the function.
    fn unique(&mut self, base: &str) -> Option<String> {
        self.names_made += 1;
        Some(format!("{base}{}", self.names_made))
    }

    /// `entry: ... cond_br %c, then, else` / `then: ... br join(%x)` / `else: ... br join(%y)`
    /// / `join(%j): ...`.
    pub(super) fn diamond(&mut self, depth: u32) {
        let sel = self.param(Type::I32, "sel");
        let c = self.scalar_condition(sel);
        let then_b = self.new_block("then");
        let else_b = self.new_block("else");
        let join = self.new_block("join");
        self.b().cond_br(c, then_b, &[], else_b, &[]);
        let outer = self.pool.clone();
        // The value passed to the join: a type the arms can both make.
        let ty = self.data_type();
        let mut args = Vec::new();
        for arm in [then_b, else_b] {
            self.block = arm;
            self.pool = outer.clone();
            self.statements();
            self.inner_region(depth);
            let v = self.value_of(ty);
            args.push(v);
            self.b().br(join, &[v]);
        }
        self.block = join;
        self.pool = outer;
        let j = {
            let name = self.unique("joined");
            self.f.add_block_param(join, ty, name)
        };
        self.pool.push(j);
        self.statements();
    }

    /// Types for `k` parameters: vectors, masks and `i32`s, with repeats so that same-typed
    /// parameters can trade values.
    pub(super) fn slot_types(&mut self, k: usize) -> Vec<Type> {
        let mut tys: Vec<Type> = Vec::with_capacity(k);
        for s in 0..k {
            let ty = if s > 0 && self.rng.chance(1, 2) {
                tys[self.rng.below(s as u64) as usize]
            } else {
                match self.rng.below(8) {
                    0..=2 => {
                        let n = self.lanes();
                        Type::mask(n)
                    }
                    3 => Type::I32,
                    _ => self.data_type(),
                }
            };
            tys.push(ty);
        }
        tys
    }

    /// A permutation of `0..tys.len()` that only exchanges positions of equal types; with
    /// `shuffle`, each group of two or more is shuffled (it may come out unchanged).
    pub(super) fn typed_permutation(&mut self, tys: &[Type], shuffle: bool) -> Vec<usize> {
        let mut perm: Vec<usize> = (0..tys.len()).collect();
        if !shuffle {
            return perm;
        }
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for (i, t) in tys.iter().enumerate() {
            match groups.iter_mut().find(|g| tys[g[0]] == *t) {
                Some(g) => g.push(i),
                None => groups.push(vec![i]),
            }
        }
        for g in groups.into_iter().filter(|g| g.len() > 1) {
            let mut order = g.clone();
            // A rotation by at least one: a real exchange (two of a kind swap).
            let r = 1 + self.rng.below(order.len() as u64 - 1) as usize;
            order.rotate_left(r);
            for (&dst, &src) in g.iter().zip(&order) {
                perm[dst] = src;
            }
        }
        perm
    }

    /// A diamond whose join takes 2..=4 parameters. Both arms may pass the same outer values in
    /// different orders; the then edge may go straight from the `cond_br` to the join.
    pub(super) fn join(&mut self, depth: u32) {
        let k = self.rng.range(2, 4) as usize;
        let tys = self.slot_types(k);
        let outer_vals: Vec<Value> = tys.iter().map(|&t| self.value_of(t)).collect();
        let sel = self.param(Type::I32, "sel");
        let c = self.scalar_condition(sel);
        let join = self.new_block("join");
        let else_b = self.new_block("else");
        let outer = self.pool.clone();
        let direct = self.rng.chance(1, 4);
        if direct {
            let shuffle = self.rng.chance(1, 2);
            let perm = self.typed_permutation(&tys, shuffle);
            let args: Vec<Value> = perm.iter().map(|&p| outer_vals[p]).collect();
            self.b().cond_br(c, join, &args, else_b, &[]);
        } else {
            let then_b = self.new_block("then");
            self.b().cond_br(c, then_b, &[], else_b, &[]);
            self.block = then_b;
            self.arm(depth, join, &tys, &outer_vals, &outer);
        }
        self.block = else_b;
        self.arm(depth, join, &tys, &outer_vals, &outer);
        self.block = join;
        self.pool = outer;
        let params: Vec<Value> = tys
            .iter()
            .map(|&t| {
                let name = self.unique("j");
                self.f.add_block_param(join, t, name)
            })
            .collect();
        self.pool.extend(&params);
        self.statements();
        self.b().sink(&params);
    }

    /// One arm of a join: statements, maybe a nested region, then `br join(args)` where each
    /// argument is an outer value (in a permuted order among same-typed slots) or a value of
    /// the arm.
    pub(super) fn arm(
        &mut self,
        depth: u32,
        join: Block,
        tys: &[Type],
        outer_vals: &[Value],
        outer: &[Value],
    ) {
        self.pool = outer.to_vec();
        self.statements();
        self.inner_region(depth);
        let shuffle = self.rng.chance(1, 2);
        let perm = self.typed_permutation(tys, shuffle);
        let args: Vec<Value> = perm
            .iter()
            .zip(tys)
            .map(|(&p, &t)| {
                if self.rng.chance(2, 3) {
                    outer_vals[p]
                } else {
                    self.value_of(t)
                }
            })
            .collect();
        self.b().br(join, &args);
    }

    /// `entry: br loop(0, %a0, ...)` / `loop(%i, %a, ...): ... cond_br %more, loop(%i1, <permuted,
    /// updated or passed-through carried values>), exit(<some carried values, reordered>)` /
    /// `exit(...): ... sink`, with `%more = %i + 1 < (%trips & 3) + 1`.
    pub(super) fn counted_loop(&mut self, depth: u32) {
        let trips_p = self.param(Type::I32, "trips");
        let three = self.b().iconst(Type::I32, 3);
        let masked = self.b().binary(BinOp::And, trips_p, three);
        let one = self.b().iconst(Type::I32, 1);
        let trips = self.b().add(masked, one);
        let zero = self.b().iconst(Type::I32, 0);
        let k = self.rng.range(1, 4) as usize;
        let tys = self.slot_types(k);
        let inits: Vec<Value> = tys.iter().map(|&t| self.value_of(t)).collect();
        let lp = self.new_block("loop");
        let exit = self.new_block("exit");
        let mut entry_args = vec![zero];
        entry_args.extend(&inits);
        self.b().br(lp, &entry_args);
        let outer = self.pool.clone();
        let i = {
            let name = self.unique("i");
            self.f.add_block_param(lp, Type::I32, name)
        };
        let params: Vec<Value> = tys
            .iter()
            .map(|&t| {
                let name = self.unique("c");
                self.f.add_block_param(lp, t, name)
            })
            .collect();
        self.block = lp;
        self.pool.extend(&params);
        let stride = i64::from(*self.rng.pick(&[16u32, 64, 128]));
        let stride = self.b().iconst(Type::I32, stride);
        let base = self.b().binary(BinOp::Mul, i, stride);
        let saved_base = self.loop_base.replace(base);
        self.statements();
        self.inner_region(depth);
        // The back edge: a permutation among same-typed carried values, some updated.
        let shuffle = self.rng.chance(2, 3);
        let perm = self.typed_permutation(&tys, shuffle);
        let mut next = Vec::with_capacity(k);
        for (j, &p) in perm.iter().enumerate() {
            let v = params[p];
            let v = if self.rng.chance(1, 3) {
                self.update(v, tys[j])
            } else {
                v
            };
            next.push(v);
        }
        let i1 = self.b().add(i, one);
        let more = self.b().cmp(CmpPred::Ult, i1, trips);
        let mut back = vec![i1];
        back.extend(&next);
        // The exit gets 1..=k carried values in a shuffled order.
        let mut order: Vec<usize> = (0..k).collect();
        for x in (1..order.len()).rev() {
            let y = self.rng.below(x as u64 + 1) as usize;
            order.swap(x, y);
        }
        order.truncate(self.rng.range(1, k as u64) as usize);
        let exit_args: Vec<Value> = order.iter().map(|&j| params[j]).collect();
        self.b().cond_br(more, lp, &back, exit, &exit_args);
        self.loop_base = saved_base;
        self.block = exit;
        self.pool = outer;
        let results: Vec<Value> = order
            .iter()
            .map(|&j| {
                let name = self.unique("r");
                self.f.add_block_param(exit, tys[j], name)
            })
            .collect();
        self.pool.extend(&results);
        self.statements();
        self.b().sink(&results);
    }

    /// A carried value's next value: `v op x` for a value `x` of the body (vectors and
    /// scalars: add, xor, or; floats: add, mul; masks: and, or, xor), or `v` itself.
    pub(super) fn update(&mut self, v: Value, ty: Type) -> Value {
        if ty.is_mask() {
            let x = match self.pick_pooled(|t| t == ty).filter(|&x| x != v) {
                Some(x) => x,
                None => self.mask(ty.lanes().unwrap_or(1)),
            };
            let op = *self.rng.pick(&[BinOp::And, BinOp::Or, BinOp::Xor]);
            return self.b().binary(op, v, x);
        }
        self.accumulate(v, ty)
    }

    /// The loop's next accumulator: `acc op x` for a value of the loop body, or `acc` itself.
    pub(super) fn accumulate(&mut self, acc: Value, ty: Type) -> Value {
        let x = self.pick_pooled(|t| t == ty).filter(|&x| x != acc);
        match (x, ty.elem()) {
            (Some(_), Some(memlower_ir::ScalarType::F64)) if !self.rng.chance(1, 4) => acc,
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
    pub(super) fn scalar_condition(&mut self, x: Value) -> Value {
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
}
