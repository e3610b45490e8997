//! Control flow and sinks: labels, conditional and unconditional branches, the moves on each
//! edge into a block's parameters (a parallel copy), `ret`, and `sink` (output variables).

use super::repr::{ety, lanes_of, Place, Repr, Runs};
use super::{Lowerer, Result};
use crate::layout::{chan_stride, value_bytes};
use crate::mir::*;
use memlower_ir::{Block, Inst, Type, Value};
use smallvec::{smallvec, SmallVec};

impl Lowerer<'_> {
    pub(super) fn label(&self, i: Inst, b: Block) -> Result<LabelId> {
        self.labels
            .get(b.index())
            .copied()
            .flatten()
            .ok_or_else(|| {
                self.not_legal(
                    i,
                    "branch to the entry block or a block outside the function",
                    "a branch to a non-entry block",
                )
            })
    }

    pub(super) fn lower_sink(&mut self, i: Inst, args: &[Value]) -> Result<()> {
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
                    let var = match self.sunk_masks.get(&a) {
                        Some(&Some(var)) => var,
                        _ => self.mask_out(a, &runs),
                    };
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

    /// Mask `a`'s bits in fresh output dwords (lane i at bit i % 32 of dword i / 32).
    fn mask_out(&mut self, a: Value, runs: &Runs) -> VarId {
        let lanes = lanes_of(self.f.ty(a));
        let words = lanes.div_ceil(32);
        let name = self.named("v_", a, "_out");
        let var = self.new_var(name, ElemType::Ud, words * 4);
        for w in 0..words {
            let n = (lanes - 32 * w).min(32);
            let bits = self.mask_bits(runs, 32 * w, n);
            let dd = Dst::Reg {
                var,
                off: w * 4,
                hstride: 1,
            };
            let src = Src::reg(Region::scalar(bits, 0));
            self.alu(AluOp::Mov, Exec::nm(1), None, dd, &[src], Purpose::Layout);
        }
        self.mark_output(var);
        var
    }

    /// Notes the masks the function's `sink`s keep (not in the naive lowering).
    pub(super) fn note_sunk_masks(&mut self) {
        if self.naive {
            return;
        }
        let f = self.f;
        for &b in &f.layout {
            for &i in &f.block(b).insts {
                if let memlower_ir::InstKind::Sink { args } = &f.inst(i).kind {
                    for &a in args {
                        if f.ty(a).is_mask() {
                            self.sunk_masks.insert(a, None);
                        }
                    }
                }
            }
        }
    }

    /// A mask a `sink` keeps goes to its output dwords right where it is made, so its predicate
    /// dies there instead of holding a flag register until the sink (several kept masks would
    /// outnumber the flag registers: `report::flags`).
    /// `start`: where the op's own instructions begin in the kernel.
    pub(super) fn sink_mask_early(&mut self, i: Inst, start: usize) {
        let Some(r) = self.f.inst(i).result else {
            return;
        };
        if self.sunk_masks.get(&r) != Some(&None) {
            return;
        }
        if let Repr::Mask(runs) = self.repr(r) {
            let at = self.k.insts.len();
            let var = self.mask_out(r, &runs);
            self.sunk_masks.insert(r, Some(var));
            if planted!(self.mutation, SinkMaskEarly) && start + 1 < at {
                // The copy lands after the op's first instruction, before the predicate
                // logic that finishes the mask (`fcmp one`: `lt`, `gt`, then `or`).
                let copies = self.k.insts.len() - at;
                self.k.insts[start + 1..].rotate_right(copies);
            }
        }
    }

    pub(super) fn sink_copy(&mut self, a: Value, r: &Repr, ty: Type) -> VarId {
        let name = self.named("v_", a, "_out");
        let var = self.new_var(name, ety(ty), value_bytes(ty, self.grf));
        let p = Place::at_start(var, chan_stride(ty, self.grf));
        self.copy_into(r, ty, p, Purpose::Layout);
        self.mark_output(var);
        var
    }

    pub(super) fn mark_output(&mut self, v: VarId) {
        let (root, _) = self.k.root(v);
        if let Some(d) = self.k.vars.get_mut(root.index()) {
            d.output = true;
        }
    }

    /// Moves for the arguments of a branch edge. Block arguments are a parallel copy: if an
    /// argument lives in a destination parameter's storage, everything goes through temporaries.
    pub(super) fn edge_moves(&mut self, i: Inst, call: &memlower_ir::BlockCall) -> Result<()> {
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
        let masks = !planted!(self.mutation, MaskEdgeConflict);
        // The storage a representation occupies: its root variable, or its predicates.
        let key = |r: &Repr, k: &Kernel| -> SmallVec<[(bool, u32); 2]> {
            match r {
                Repr::Place(p) | Repr::Bcast(p) => smallvec![(false, k.root(p.var).0 .0)],
                Repr::Mask(runs) if masks => runs.iter().map(|x| (true, x.pred.0)).collect(),
                Repr::Mask(_) | Repr::Imm(_) | Repr::Lanes | Repr::LaneIds(_) => SmallVec::new(),
            }
        };
        // An argument already in its parameter's storage (the same value, or a value coalesced
        // with the parameter) needs no move.
        let noop: Vec<bool> = (0..params.len())
            .map(|k| params[k] == call.args[k] || dests[k] == srcs[k])
            .collect();
        let dest_keys: Vec<_> = dests.iter().map(|r| key(r, &self.k)).collect();
        let src_keys: Vec<_> = srcs.iter().map(|r| key(r, &self.k)).collect();
        let conflict = (0..params.len()).any(|j| {
            !noop[j]
                && (0..params.len()).any(|k| {
                    k != j && !noop[k] && src_keys[j].iter().any(|x| dest_keys[k].contains(x))
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
    pub(super) fn edge_is_noop(&self, call: &memlower_ir::BlockCall) -> bool {
        let params = &self.f.block(call.block).params;
        params.len() == call.args.len()
            && params
                .iter()
                .zip(&call.args)
                .all(|(&p, &a)| p == a || self.repr(p) == self.repr(a))
    }

    pub(super) fn assign(&mut self, dst: &Repr, src: &Repr, ty: Type) {
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

    pub(super) fn lower_cond_br(
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
        let name = ["L_", self.f.block(then_dest.block).name.as_str(), "_edge"].concat();
        let name = self.fresh_name(name);
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
