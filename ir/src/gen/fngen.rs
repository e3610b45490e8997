//! The per-function generator: its state, names, types, values, constants and control flow.

use super::config::GenConfig;
use crate::cfg::Cfg;
use crate::ir::*;
use crate::rng::Rng;
use crate::types::{ScalarType, Type};
use smallvec::SmallVec;
use std::collections::HashSet;

/// Lane counts the palettes favour: small, powers of two and their neighbours.
pub(super) const INTERESTING_LANES: [u32; 14] = [1, 2, 3, 4, 7, 8, 12, 15, 16, 17, 31, 32, 33, 64];

/// Names that are also words of the text format.
pub(super) const TRICKY_NAMES: [&str; 8] =
    ["ret", "br", "mask", "vec", "x", "const", "align", "lod"];

#[derive(Clone, Copy)]
pub(super) enum Term {
    Ret,
    Br(usize),
    CondBr(usize, usize),
}

pub(super) struct FnGen<'a> {
    pub(super) rng: &'a mut Rng,
    pub(super) cfg: &'a GenConfig,
    pub(super) surfaces: &'a [Surface],
    pub(super) func: Function,
    pub(super) palette: Vec<u32>,
    pub(super) names: HashSet<String>,
    pub(super) next_name: u32,
    /// Values usable at the current point.
    pub(super) avail: Vec<Value>,
    /// The block being filled and its terminator (new instructions go before it).
    pub(super) block: Block,
    pub(super) term: Inst,
}

impl<'a> FnGen<'a> {
    pub(super) fn new(rng: &'a mut Rng, cfg: &'a GenConfig, surfaces: &'a [Surface]) -> FnGen<'a> {
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

    pub(super) fn fresh_name(&mut self, candidates: &[&str]) -> String {
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

    pub(super) fn value_name(&mut self) -> Option<String> {
        self.rng
            .chance(self.cfg.named_percent, 100)
            .then(|| self.fresh_name(&["v", "off", "data", "m", "tmp.", "_x", "lane.mask", "px"]))
    }

    pub(super) fn lanes(&mut self) -> u32 {
        *self.rng.pick(&self.palette)
    }

    pub(super) fn elem(&mut self) -> ScalarType {
        match self.cfg.elems.is_empty() {
            true => ScalarType::I32,
            false => *self.rng.pick(&self.cfg.elems),
        }
    }

    pub(super) fn elem_where(&mut self, f: impl Fn(ScalarType) -> bool) -> Option<ScalarType> {
        let xs: Vec<ScalarType> = self.cfg.elems.iter().copied().filter(|&e| f(e)).collect();
        (!xs.is_empty()).then(|| *self.rng.pick(&xs))
    }

    pub(super) fn int_elem(&mut self) -> ScalarType {
        self.elem_where(ScalarType::is_int)
            .unwrap_or(ScalarType::I32)
    }

    pub(super) fn chans(&mut self) -> u8 {
        if self.rng.chance(1, 2) {
            1
        } else {
            self.rng.range(1, 4) as u8
        }
    }

    /// A scalar, a `vec<N x [C x] T>` with `T` from `elem`, or (if `masks`) a mask.
    pub(super) fn shape(&mut self, elem: ScalarType, masks: bool) -> Type {
        match self.rng.below(if masks { 6 } else { 5 }) {
            0 => Type::Scalar(elem),
            5 => Type::mask(self.lanes()),
            _ => {
                let (lanes, chans) = (self.lanes(), self.chans());
                Type::chan_vec(lanes, chans, elem)
            }
        }
    }

    pub(super) fn any_type(&mut self) -> Type {
        let e = self.elem();
        self.shape(e, true)
    }

    pub(super) fn data_type(&mut self, lanes: u32) -> Type {
        let (chans, elem) = (self.chans(), self.elem());
        Type::chan_vec(lanes, chans, elem)
    }

    // --- emitting -----------------------------------------------------------------------

    pub(super) fn emit(&mut self, kind: InstKind, ty: Option<Type>) -> Option<Value> {
        let name = ty.and_then(|_| self.value_name());
        let inst = self.func.create_inst(kind, ty, name, Loc::UNKNOWN);
        self.func.insert_before(self.term, inst);
        let r = self.func.result(inst);
        if let Some(v) = r {
            self.avail.push(v);
        }
        r
    }

    pub(super) fn emit_value(&mut self, kind: InstKind, ty: Type) -> Value {
        match self.emit(kind, Some(ty)) {
            Some(v) => v,
            // create_inst always makes a result when given a type.
            None => Value(0),
        }
    }

    /// An available value of type `ty`, or a new one (a constant, or a splat of a scalar).
    pub(super) fn value_of(&mut self, ty: Type) -> Value {
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

    pub(super) fn make(&mut self, ty: Type, depth: u32) -> Value {
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

    pub(super) fn const_value(&mut self, ty: Type) -> ConstValue {
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
    pub(super) fn int_of(&mut self, e: ScalarType) -> i64 {
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
    pub(super) fn float_bits(&mut self, e: ScalarType) -> u64 {
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

    pub(super) fn surface_of(
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

    pub(super) fn function(mut self, name: String) -> Function {
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
                    then_dest: Box::new(call(j)),
                    else_dest: Box::new(call(k)),
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
                        then_dest: Box::new(self.call(blocks[j])),
                        else_dest: Box::new(self.call(blocks[k])),
                    }
                }
            };
            self.func.inst_mut(term).kind = kind;
            avail_end[b.index()] = Some(std::mem::take(&mut self.avail));
        }
        self.func
    }

    pub(super) fn call(&mut self, dest: Block) -> BlockCall {
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
}
