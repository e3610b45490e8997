//! Control flow: blocks, phis as block parameters, branches.
//!
//! Only blocks reachable from the entry are imported, in reverse post-order, so every value is
//! imported before its uses (a definition dominates its uses, and dominators come first in
//! reverse post-order). Each phi becomes a parameter of its block; each edge passes the phi's
//! incoming value for that predecessor. A pointer phi becomes an `i32` (scalar pointer) or
//! `vec<N x i32>` (vector of pointers) parameter holding the byte offsets; every incoming pointer
//! must point into the same surface (`pointers.rs`).

use super::pointers::{Off, Ptr};
use super::types::type_of;
use super::{FnCx, Imp};
use crate::error::ImportError;
use crate::view::{Bb, Kind, Opcode, V};
use memlower_ir::{Block, BlockCall, InstKind, Type, Value};
use smallvec::SmallVec;
use std::collections::HashSet;

/// The blocks reachable from the entry, in reverse post-order (the entry first).
pub(crate) fn reverse_post_order<'m>(lf: V<'m>) -> Vec<Bb<'m>> {
    let Some(&entry) = lf.blocks().first() else {
        return Vec::new();
    };
    let mut seen = HashSet::new();
    let mut post = Vec::new();
    // Iterative DFS: (block, its successors, next successor to visit).
    let mut stack: Vec<(Bb<'m>, Vec<Bb<'m>>, usize)> = vec![(entry, entry.successors(), 0)];
    seen.insert(entry);
    while let Some((b, succ, k)) = stack.last_mut() {
        if let Some(&s) = succ.get(*k) {
            *k += 1;
            if seen.insert(s) {
                stack.push((s, s.successors(), 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// The phis at the head of a block.
fn phis<'m>(b: Bb<'m>) -> Vec<V<'m>> {
    b.insts()
        .into_iter()
        .take_while(|i| i.opcode() == Some(Opcode::LLVMPHI))
        .collect()
}

impl<'m> FnCx<'_, 'm> {
    /// Creates a memlower block per reachable LLVM block (the LLVM entry is `entry`), with one
    /// parameter per phi.
    pub(super) fn make_blocks(
        &mut self,
        entry: Block,
        order: &[Bb<'m>],
    ) -> Result<(), ImportError> {
        let reachable: HashSet<Bb<'m>> = order.iter().copied().collect();
        // Layout follows the LLVM file, so the printed IR reads in the same order.
        for lb in self.lf.blocks() {
            if !reachable.contains(&lb) {
                continue;
            }
            if self.blocks.is_empty() {
                self.blocks.insert(lb, entry);
                continue;
            }
            let name = self
                .fresh_name(&lb.name())
                .unwrap_or_else(|| format!("bb{}", self.blocks.len()));
            let b = self.func.add_block(name);
            self.blocks.insert(lb, b);
        }
        for lb in self.lf.blocks() {
            let Some(&b) = self.blocks.get(&lb) else {
                continue;
            };
            for phi in phis(lb) {
                let imp = self.phi_param(b, phi)?;
                self.vals.insert(phi, imp);
            }
        }
        Ok(())
    }

    fn phi_param(&mut self, b: Block, phi: V<'m>) -> Result<Imp, ImportError> {
        let name = self.fresh_name(&phi.name());
        if !super::is_pointer(phi.ty()) {
            let ty = type_of(phi.ty()).map_err(|why| self.unsupported(phi, why))?;
            return Ok(Imp::Val(self.func.add_block_param(b, ty, name)));
        }
        let surface = self.provenance(phi)?;
        Ok(Imp::Ptr(match phi.ty().kind() {
            Kind::Vector(n) => {
                let ty = Type::vec(n, memlower_ir::ScalarType::I32);
                let p = self.func.add_block_param(b, ty, name);
                Ptr {
                    alt: None,
                    surface,
                    base: Off::ZERO,
                    lanes: Some(n),
                    per_lane: Some(p),
                }
            }
            _ => {
                let p =
                    self.func
                        .add_block_param(b, Type::Scalar(memlower_ir::ScalarType::I32), name);
                Ptr {
                    alt: None,
                    surface,
                    base: Off::val(p),
                    lanes: None,
                    per_lane: None,
                }
            }
        }))
    }

    /// The arguments of the edge from `from` to `to`: each phi's incoming value for `from`.
    fn edge(&mut self, from: Bb<'m>, to: Bb<'m>, at: V<'m>) -> Result<BlockCall, ImportError> {
        let Some(&block) = self.blocks.get(&to) else {
            return Err(self.unsupported(at, "a branch to a block the importer did not reach"));
        };
        let mut args: SmallVec<[Value; 4]> = SmallVec::new();
        for phi in phis(to) {
            let Some((v, _)) = phi.incoming().into_iter().find(|(_, b)| *b == from) else {
                return Err(
                    self.unsupported(phi, "a phi without a value for one of its predecessors")
                );
            };
            let arg = if super::is_pointer(phi.ty()) {
                let p = self.ptr(v)?;
                match phi.ty().kind() {
                    Kind::Vector(n) => self.lane_offsets(p, n, at)?,
                    _ => self.scalar_offset(p, at)?,
                }
            } else {
                self.value(v)?
            };
            args.push(arg);
        }
        Ok(BlockCall { block, args })
    }

    /// `br`, `ret void`.
    pub(super) fn terminator(&mut self, t: V<'m>, lb: Bb<'m>) -> Result<(), ImportError> {
        match t.opcode() {
            Some(Opcode::LLVMRet) => {
                if t.num_operands() > 0 {
                    return Err(self.unsupported(t, "returning a value"));
                }
                self.emit_effect(InstKind::Ret);
            }
            Some(Opcode::LLVMBr) => {
                let succ = lb.successors();
                match succ.as_slice() {
                    [dest] => {
                        let dest = self.edge(lb, *dest, t)?;
                        self.emit_effect(InstKind::Br { dest });
                    }
                    [then_b, else_b] => {
                        let c = t.operand(0).ok_or_else(|| {
                            self.unsupported(t, "a conditional branch without a condition")
                        })?;
                        let cond = self.value(c)?;
                        let then_dest = self.edge(lb, *then_b, t)?;
                        let else_dest = self.edge(lb, *else_b, t)?;
                        self.emit_effect(InstKind::CondBr {
                            cond,
                            then_dest: Box::new(then_dest),
                            else_dest: Box::new(else_dest),
                        });
                    }
                    _ => return Err(self.unsupported(t, "a branch with no or many successors")),
                }
            }
            _ => return Err(self.unsupported(t, "this terminator has no memlower counterpart")),
        }
        Ok(())
    }
}
