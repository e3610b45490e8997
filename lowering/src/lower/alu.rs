//! Arithmetic: constants, the lane index, splats, binary operations, compares (into
//! predicates) and selects, each one ALU instruction per exec-size chunk.

use super::repr::{
    chans_of, chunks, chunks_of, ety, float_bits, lanes_of, low_bits, negate, pred_width,
    scalarize, width_mask, Place, PredRun, Repr, Runs,
};
use super::{Lowerer, Result};
use crate::mir::*;
use crate::verify::mask_offset_ok;
use memlower_ir::{BinOp, CmpPred, ConstValue, FCmpPred, Inst, Type, Value};

impl Lowerer<'_> {
    pub(super) fn lower_const(&mut self, i: Inst, r: Value, value: &ConstValue) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            // Predicates set lazily: a constant nobody reads (the padding of a padded message
            // whose predicate already has zeros there) costs nothing.
            let base = self.named("p_", r, "");
            let mut runs = Runs::new();
            let mut start = 0;
            while start < lanes {
                let n = (lanes - start).min(32);
                let mut bits = 0u64;
                for k in 0..n {
                    if value.int_at((start + k) as usize) != 0 {
                        bits |= 1 << k;
                    }
                }
                let pred = self.const_pred(&base, n, bits);
                runs.push(PredRun {
                    pred,
                    bit: 0,
                    lanes: n,
                });
                start += n;
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
        let homed = self.plan.homes.has(r);
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
        // Anything else: element by element, through an unsigned view for floats (exact bits),
        // except integer runs of up to 8 lanes whose values all fit a packed immediate.
        let ut = t.unsigned();
        let lanes = lanes_of(ty);
        let packable = matches!(value, ConstValue::Int(_)) && !t.is_float() && t.bytes() <= 4;
        for c in 0..chans_of(ty) {
            let mut done = 0;
            if packable {
                for (start, cn) in chunks_of(lanes, 8) {
                    let bits: smallvec::SmallVec<[u64; 8]> = (start..start + cn)
                        .map(|l| value.int_at((l * chans_of(ty) + c) as usize) as u64)
                        .collect();
                    let reversed = planted!(self.mutation, PackedConst);
                    let Some(imm) = packed_immediate(&bits, t, reversed) else {
                        break;
                    };
                    let dd = self.dst_of(p, c, start, t);
                    self.alu(
                        AluOp::Mov,
                        Exec::nm(cn),
                        None,
                        dd,
                        &[Src::Imm(imm)],
                        Purpose::Compute,
                    );
                    done = start + cn;
                }
            }
            for l in done..lanes {
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

    /// Writes 0, 1, ..., n-1 into `p` as `t`: the lane-id input's lanes when there is one
    /// (`lane_ids.rs`), else a packed `:v` immediate for the first 8 lanes; then doubling adds.
    pub(super) fn write_lane_index(&mut self, p: Place, n: u32, t: ElemType) {
        let w = self.lane_input_width();
        let first = if w > 0 { n.min(w) } else { n.min(8) };
        for (start, cn) in chunks(first) {
            let d = self.dst_of(p, 0, start, t);
            let s = if w > 0 {
                self.lane_src(start)
            } else {
                let mut packed = 0u32;
                for k in 0..cn {
                    packed |= (start + k) << (4 * k);
                }
                Src::Imm(Imm::PackedV(packed))
            };
            self.alu(AluOp::Mov, Exec::nm(cn), None, d, &[s], Purpose::Compute);
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

    pub(super) fn lower_lane_index(&mut self, r: Value) -> Result<()> {
        let ty = self.f.ty(r);
        if self.emulates_q(ety(ty)) {
            self.lane_index_q(r);
            return Ok(());
        }
        if self.lane_run(r) {
            return Ok(());
        }
        let homed = self.plan.homes.has(r);
        if self.ir_facts.immediate_lanes.contains(&r) && !homed {
            self.set(r, Repr::Lanes);
            return Ok(());
        }
        let p = self.dest_place(r);
        self.write_lane_index(p, lanes_of(ty), ety(ty));
        self.set(r, Repr::Place(p));
        Ok(())
    }

    pub(super) fn lower_splat(&mut self, r: Value, x: Value) -> Result<()> {
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
        if self.add3_inner(r) {
            return Ok(());
        }
        let xr = self.repr(x);
        let homed = self.plan.homes.has(r);
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

    /// `undef`: nothing is written. A mask is predicates no instruction sets; a vector reads as
    /// the immediate 0 (one of the values an undefined element may hold), and the parts of an
    /// assembly that are `undef` are not copied at all (see `lanes.rs`).
    pub(super) fn lower_undef(&mut self, r: Value) {
        let ty = self.f.ty(r);
        let repr = match ty {
            Type::Mask { lanes } => Repr::Mask(self.new_mask(r, lanes)),
            _ => Repr::Imm(Imm::Scalar {
                bits: 0,
                ty: ety(ty),
            }),
        };
        self.set(r, repr);
    }

    pub(super) fn lower_binary(
        &mut self,
        i: Inst,
        r: Value,
        op: BinOp,
        lhs: Value,
        rhs: Value,
    ) -> Result<()> {
        let ty = self.f.ty(r);
        if let Type::Mask { lanes } = ty {
            return self.lower_mask_logic(r, op, lhs, rhs, lanes);
        }
        if let BinOp::MinNum | BinOp::MaxNum = op {
            return self.lower_float_min_max(i, r, op == BinOp::MaxNum, lhs, rhs);
        }
        if op == BinOp::Mul && ety(ty) == ElemType::Uq {
            return Err(self.unsupported(i, "64-bit integer multiply has no vISA instruction"));
        }
        if matches!(op, BinOp::UMulH | BinOp::SMulH) && ety(ty) != ElemType::Ud {
            return Err(self.unsupported(
                i,
                format!("`{}` on {ty}: vISA's mulh takes 32-bit operands", op.name()),
            ));
        }
        if self.emulates_q(ety(ty)) {
            return self.lower_binary_q(i, r, op, lhs, rhs);
        }
        if let Some(done) = self.lower_folded(i, r, ty) {
            return done;
        }
        // `df` arithmetic needs the target's double-precision ALU.
        self.need_alu64(i, ety(ty))?;
        // Integers are stored unsigned; `ashr` and the signed minimum and maximum read them
        // (and write the result) through the signed type of the same width.
        let t = match op {
            BinOp::SMulH if planted!(self.mutation, MulhUnsigned) => ety(ty),
            BinOp::AShr | BinOp::SMin | BinOp::SMax | BinOp::SMulH => ety(ty).signed(),
            _ => ety(ty),
        };
        let (aop, neg, commutative) = match op {
            BinOp::Add => (AluOp::Add, false, true),
            BinOp::Sub => (AluOp::Add, true, false),
            BinOp::Mul => (AluOp::Mul, false, true),
            BinOp::UMulH | BinOp::SMulH => (AluOp::Mulh, false, true),
            BinOp::Shl => (AluOp::Shl, false, false),
            BinOp::LShr => (AluOp::Shr, false, false),
            BinOp::And => (AluOp::And, false, true),
            BinOp::Or => (AluOp::Or, false, true),
            BinOp::Xor => (AluOp::Xor, false, true),
            BinOp::AShr if planted!(self.mutation, AsrLogical) => (AluOp::Shr, false, false),
            BinOp::AShr => (AluOp::Asr, false, false),
            BinOp::SMin | BinOp::UMin => (AluOp::Min, false, true),
            BinOp::SMax | BinOp::UMax => (AluOp::Max, false, true),
            BinOp::MinNum | BinOp::MaxNum => unreachable!("lowered above"),
        };
        if matches!(aop, AluOp::Asr | AluOp::Min | AluOp::Max) {
            self.need_alu64(i, t)?;
        }
        if matches!(
            aop,
            AluOp::Shl | AluOp::Shr | AluOp::And | AluOp::Or | AluOp::Xor
        ) && t.is_float()
        {
            return Err(self.unsupported(i, "bitwise operations on floats"));
        }
        let (mut a, mut b) = (self.repr_checked(i, lhs)?, self.repr_checked(i, rhs)?);
        if let Some(&(c, bits)) = self.ir_facts.shifts.shifted.get(&r) {
            // The constant of a `mul`/`and` whose one use shifts it left, shifted here.
            let imm = Repr::Imm(Imm::Scalar { bits, ty: t });
            if lhs == c {
                a = imm;
            } else if rhs == c {
                b = imm;
            }
        }
        if op == BinOp::Add && self.lane_run(r) {
            return Ok(());
        }
        let uniform = |r: &Repr| matches!(r, Repr::Imm(_) | Repr::Bcast(_));
        let homed = self.plan.homes.has(r);
        if !self.naive && !homed && chans_of(ty) == 1 && uniform(&a) && uniform(&b) {
            self.lower_uniform_binary(r, (aop, neg), t, (&a, &b));
            return Ok(());
        }
        // A lane index is a packed immediate per 8 lanes: the other operand must be a register
        // (one immediate per instruction), and a subtracted index is written out.
        let imm = |r: &Repr| matches!(r, Repr::Imm(_) | Repr::Lanes);
        if a == Repr::Lanes && imm(&b) {
            a = Repr::Place(self.in_register(lhs));
        }
        if b == Repr::Lanes && (imm(&a) || neg) {
            b = Repr::Place(self.in_register(rhs));
        }
        let max = if a == Repr::Lanes || b == Repr::Lanes {
            8
        } else {
            16
        };
        if matches!(a, Repr::Imm(_)) {
            if commutative && !matches!(b, Repr::Imm(_)) {
                std::mem::swap(&mut a, &mut b);
            } else {
                a = Repr::Place(self.in_register(lhs));
            }
        }
        self.coalesce(r, &[lhs, rhs]);
        let p = self.dest_place(r);
        let uniform_base = |x: &Repr, y: &Repr| *x == Repr::Lanes && matches!(y, Repr::Bcast(_));
        let base_lane = aop == AluOp::Add && (uniform_base(&a, &b) || uniform_base(&b, &a));
        for c in 0..chans_of(ty) {
            for (k, (start, n)) in chunks_of(lanes_of(ty), max).into_iter().enumerate() {
                if base_lane && k > 0 {
                    // `base + lane` with one base for every lane: lanes 0..8 read
                    // `0x76543210:v`, the rest are those plus their first lane's index (no
                    // `:uv` temporary to hold).
                    let s0 = self.src_of(&Repr::Place(p), 0, 0, t);
                    let step = if planted!(self.mutation, LaneImmediate) {
                        0
                    } else {
                        start
                    };
                    let imm = Src::Imm(Imm::Scalar {
                        bits: u64::from(step) & width_mask(t),
                        ty: t,
                    });
                    let d = self.dst_of(p, 0, start, t);
                    self.alu(aop, Exec::nm(n), None, d, &[s0, imm], Purpose::Compute);
                    continue;
                }
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

    /// The forms `facts` folded away (`facts::Add3Folds`, `facts::ShiftFolds`): `Some` with
    /// the result when `r` is one of them, `None` to lower `r` as it is.
    fn lower_folded(&mut self, i: Inst, r: Value, ty: Type) -> Option<Result<()>> {
        if self.add3_inner(r) {
            return Some(Ok(()));
        }
        if let Some(&ops) = self.ir_facts.add3.outer.get(&r) {
            return Some(self.lower_add3(i, r, ops));
        }
        let &e = self.ir_facts.shifts.shls.get(&r)?;
        // The shift is in `e`'s constants (`facts::ShiftFolds`): `e` holds this value.
        let rep = self.repr(e);
        if self.plan.homes.has(r) {
            let p = self.dest_place(r);
            self.copy_into(&rep, ty, p, Purpose::Compute);
            self.set(r, Repr::Place(p));
        } else {
            self.set(r, rep);
        }
        Some(Ok(()))
    }

    /// Whether `r` is the inner sum of an `add3` (`facts::Add3Folds`), or a splat of it: then
    /// it is written nowhere (the `add3` reads its operands, `lower_add3`) and takes a
    /// placeholder representation.
    fn add3_inner(&mut self, r: Value) -> bool {
        let inner = self.ir_facts.add3.inner.contains(&r);
        if inner {
            self.set(r, Repr::Imm(Imm::ud(0)));
        }
        inner
    }

    /// `r` computed once by `op` on the scalar sources `srcs` into a scalar of its own, and
    /// broadcast to every lane (every lane computes the same value).
    pub(super) fn scalar_broadcast(&mut self, r: Value, op: AluOp, t: ElemType, srcs: &[Src]) {
        let name = self.named("v_", r, "_s");
        let var = self.new_var(name, t, t.bytes());
        self.alu(op, Exec::nm(1), None, Dst::reg(var), srcs, Purpose::Compute);
        self.set_uniform(r, var);
    }

    /// A binary op every lane computes alike (both operands immediates or broadcasts): computed
    /// once in a scalar and broadcast.
    fn lower_uniform_binary(
        &mut self,
        r: Value,
        (aop, neg): (AluOp, bool),
        t: ElemType,
        (a, b): (&Repr, &Repr),
    ) {
        let name = self.named("v_", r, "_s");
        let var = self.new_var(name, t, t.bytes());
        let d = Dst::reg(var);
        let mut s0 = self.src_of(a, 0, 0, t);
        if matches!(s0, Src::Imm(_)) {
            self.alu(AluOp::Mov, Exec::nm(1), None, d, &[s0], Purpose::Compute);
            s0 = Src::reg(Region::scalar(var, 0));
        }
        let mut s1 = self.src_of(b, 0, 0, t);
        if neg {
            s1 = negate(s1, t);
        }
        self.alu(aop, Exec::nm(1), None, d, &[s0, s1], Purpose::Compute);
        self.set_uniform(r, var);
    }

    /// `r = ops[0] + (ops[1] + ops[2])`, the inner add folded into one `add3` per chunk
    /// (`facts::Add3Folds`). Sources in registers go first and scalars last: the third source
    /// of a three-source instruction takes no region but a scalar's or a contiguous one of its
    /// own type (a word region of the lane-id input there costs the finalizer a conversion
    /// `mov`: dg2 u32_gather_idx 13 native instructions, 12 with the input in the first).
    fn lower_add3(&mut self, i: Inst, r: Value, ops: [Value; 3]) -> Result<()> {
        let ty = self.f.ty(r);
        let t = ety(ty);
        let mut reprs = Vec::with_capacity(3);
        for v in ops {
            let rep = match self.repr_checked(i, v)? {
                // A scalar operand of a vector sum is read as a broadcast.
                Repr::Place(p) if !self.f.ty(v).is_vec() && ty.is_vec() => Repr::Bcast(p),
                Repr::Lanes | Repr::Mask(_) => Repr::Place(self.in_register(v)),
                o => o,
            };
            reprs.push((rep, v));
        }
        let rank = |x: &Repr| match x {
            Repr::Imm(_) => 2,
            Repr::Bcast(_) => 1,
            _ => 0,
        };
        reprs.sort_by_key(|(x, _)| rank(x));
        // The first source is a register (the facts keep constants out; this is the guard).
        if let (Repr::Imm(_), v) = reprs[0] {
            reprs[0].0 = Repr::Place(self.in_register(v));
        }
        let uniform = reprs.iter().all(|(x, _)| rank(x) > 0);
        if uniform && !self.naive && !self.plan.homes.has(r) {
            // Every lane the same sum: one scalar add3, broadcast.
            let srcs: Vec<Src> = reprs.iter().map(|(x, _)| self.src_of(x, 0, 0, t)).collect();
            self.scalar_broadcast(r, AluOp::Add3, t, &srcs);
            return Ok(());
        }
        let p = self.dest_place(r);
        for (start, n) in chunks_of(lanes_of(ty), 16) {
            let srcs: Vec<Src> = reprs
                .iter()
                .map(|(x, _)| self.src_of(x, 0, start, t))
                .collect();
            let d = self.dst_of(p, 0, start, t);
            self.alu(AluOp::Add3, Exec::nm(n), None, d, &srcs, Purpose::Compute);
        }
        self.set(r, Repr::Place(p));
        Ok(())
    }

    /// `r` is the one value in the scalar `var` (computed once): a broadcast of it for a
    /// vector `r`, the scalar itself otherwise.
    pub(super) fn set_uniform(&mut self, r: Value, var: VarId) {
        let t = self.k.var(var).map_or(ElemType::Ud, |d| d.ty);
        let place = Place::at_start(var, t.bytes());
        let repr = if self.f.ty(r).is_vec() {
            Repr::Bcast(place)
        } else {
            Repr::Place(place)
        };
        self.set(r, repr);
    }

    pub(super) fn lower_cmp(
        &mut self,
        i: Inst,
        r: Value,
        pred: CmpPred,
        lhs: Value,
        rhs: Value,
    ) -> Result<()> {
        let base = ety(self.f.ty(lhs));
        // Floats: the predicates are LLVM's under integer names (`eq` and the signed forms
        // ordered, `ne` and the unsigned forms unordered); they lower as the `fcmp` they are.
        if base.is_float() {
            let fpred = FCmpPred::of_float_cmp(pred);
            return self.lower_fcmp(i, r, fpred, (lhs, rhs));
        }
        if self.emulates_q(base) {
            return self.lower_cmp_q(i, r, pred, lhs, rhs);
        }
        let (rel, t) = match pred {
            CmpPred::Eq => (CmpRel::Eq, base),
            CmpPred::Ne => (CmpRel::Ne, base),
            CmpPred::Ult => (CmpRel::Lt, base.unsigned()),
            CmpPred::Ule => (CmpRel::Le, base.unsigned()),
            CmpPred::Ugt => (CmpRel::Gt, base.unsigned()),
            CmpPred::Uge => (CmpRel::Ge, base.unsigned()),
            CmpPred::Slt => (CmpRel::Lt, base.signed()),
            CmpPred::Sle => (CmpRel::Le, base.signed()),
            CmpPred::Sgt => (CmpRel::Gt, base.signed()),
            CmpPred::Sge => (CmpRel::Ge, base.signed()),
        };
        let (a, b) = (self.repr_checked(i, lhs)?, self.repr_checked(i, rhs)?);
        let lanes = lanes_of(self.f.ty(r));
        let runs = self.new_mask(r, lanes);
        let tails = self.preset_tails(r, &runs, false);
        self.cmp_into(&runs, rel, (lhs, a), b, t);
        if tails {
            self.mark_zero_tails(&runs);
        }
        self.set(r, Repr::Mask(runs));
        Ok(())
    }

    /// Before a compare writes mask `r` into `runs`: when a padded message reads `r`'s
    /// predicates past their lanes, sets those bits once (to ones when the compare is inverted
    /// afterwards, else zeros), so that the finished predicates have defined zeros there and
    /// the message reads them as they are. Returns whether it did (then call
    /// [`Self::mark_zero_tails`] when the predicates are final).
    pub(super) fn preset_tails(&mut self, r: Value, runs: &[PredRun], invert: bool) -> bool {
        let wanted = self.ir_facts.zero_tails.contains(&r) && !self.naive;
        if !wanted {
            return false;
        }
        for run in runs {
            let w = pred_width(run.lanes);
            if run.lanes < w && !planted!(self.mutation, PaddedTail) {
                let tail = if invert {
                    low_bits(w) & !low_bits(run.lanes)
                } else {
                    0
                };
                let ty = if w <= 16 { ElemType::Uw } else { ElemType::Ud };
                self.push(
                    InstKind::Setp {
                        exec: Exec::nm(w),
                        dst: run.pred,
                        src: Src::Imm(Imm::Scalar { bits: tail, ty }),
                    },
                    Purpose::Compute,
                );
            }
        }
        true
    }

    /// Records that `runs`' predicates hold zeros past their lanes (after
    /// [`Self::preset_tails`] and the compare).
    pub(super) fn mark_zero_tails(&mut self, runs: &[PredRun]) {
        for run in runs {
            self.set_zero_from(run.pred, Some(run.lanes));
        }
    }

    /// `cmp.rel` of `a` and `b` read as `t`, written into the predicate runs `runs` (one
    /// compare per exec-size chunk; a chunk whose bits no mask offset reaches goes through a
    /// temporary predicate). An immediate left operand is swapped to the right (mirroring the
    /// relation), or, if both are immediates, `a` (the value `av`) is put in a register.
    pub(super) fn cmp_into(
        &mut self,
        runs: &[PredRun],
        rel: CmpRel,
        (av, mut a): (Value, Repr),
        mut b: Repr,
        t: ElemType,
    ) {
        let mut rel = rel;
        if matches!(a, Repr::Imm(_)) {
            if matches!(b, Repr::Imm(_)) {
                a = Repr::Place(self.in_register(av));
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
        let lanes: u32 = runs.iter().map(|r| r.lanes).sum();
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
    }

    pub(super) fn lower_select(
        &mut self,
        i: Inst,
        r: Value,
        cond: Value,
        a: Value,
        b: Value,
    ) -> Result<()> {
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
        #[cfg(feature = "mutations")]
        if self.kept_lanes_select(a) == Some((r, b)) {
            // The planted bug: the gather was made into a copy of `b` (kept_lanes.rs).
            let ra = self.repr(a);
            self.set(r, ra);
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
}

/// The packed immediate (`:uv`, else `:v`) whose `mov` writes `bits` (one run of at most 8
/// lanes, each value's low `t` bits) into a `t` destination, if every value fits one: `:uv`
/// holds 0..=15 and `:v` -8..=7 (its `w` elements sign-extend, or truncate, to `t`).
/// `reversed` is the planted bug `PackedConst` (the lanes' nibbles in reverse order).
fn packed_immediate(bits: &[u64], t: ElemType, reversed: bool) -> Option<Imm> {
    let mask = width_mask(t);
    let width = 64 - mask.leading_zeros();
    let signed = |b: u64| ((b & mask) << (64 - width)) as i64 >> (64 - width);
    let nibbles = |f: &dyn Fn(u64) -> Option<u32>| -> Option<u32> {
        bits.iter().enumerate().try_fold(0u32, |acc, (k, &b)| {
            let lane = if reversed { bits.len() - 1 - k } else { k };
            Some(acc | f(b)? << (4 * lane))
        })
    };
    if let Some(packed) = nibbles(&|b| (b & mask <= 15).then_some((b & mask) as u32)) {
        return Some(Imm::PackedUv(packed));
    }
    nibbles(&|b| {
        (-8..=7)
            .contains(&signed(b))
            .then_some((signed(b) & 0xF) as u32)
    })
    .map(Imm::PackedV)
}
