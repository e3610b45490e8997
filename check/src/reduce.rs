//! Test-case reduction: the smallest program on which a failure persists (llvm-reduce /
//! C-Reduce in miniature, on the IR).
//!
//! Input shrinking ([`super::check_module`]'s shrinker) makes the *arguments* of a
//! counterexample small; this makes the *program* small, so a lowering bug found in a random
//! 80-instruction program is reported as the five instructions that show it. Each step makes
//! one candidate, keeps it if it is still valid IR and `fails` still holds, and moves on:
//!
//! ```text
//!   instructions  delete it; a result that is used becomes a new function parameter
//!                 (the checker gives parameters random values, so the failure can stay)
//!   branches      cond_br → br to either side; blocks no longer reachable are dropped
//!   merges        `br B(args)` into a block B with no other predecessor: B's instructions
//!                 move up, its parameters become the arguments
//!   parameters    drop the unused ones
//!   surfaces      drop the unused ones
//! ```
//!
//! until a round changes nothing or the budget of `fails` calls is spent.

use memlower_ir::cfg::Cfg;
use memlower_ir::verify::verify_module;
use memlower_ir::{BlockCall, Function, InstKind, Module, SurfaceRef, ValueDef};

/// Reduces the single function of `m` while `fails` holds, calling `fails` at most `budget`
/// times. Returns the smallest failing module found (`m` itself if nothing could go).
pub fn reduce(m: &Module, budget: u32, fails: &mut dyn FnMut(&Module) -> bool) -> Module {
    let mut r = Reducer {
        best: m.clone(),
        budget,
        fails,
    };
    loop {
        let before = size(&r.best);
        r.instructions();
        r.parameters();
        r.branches();
        r.merges();
        r.surfaces();
        if size(&r.best) >= before || r.budget == 0 {
            break;
        }
    }
    r.best
}

/// Live instructions, blocks, parameters and surfaces: what reduction makes smaller.
fn size(m: &Module) -> usize {
    m.surfaces.len()
        + m.functions
            .iter()
            .map(|f| f.inst_order().len() + f.layout.len() + f.params().len())
            .sum::<usize>()
}

struct Reducer<'a> {
    best: Module,
    budget: u32,
    fails: &'a mut dyn FnMut(&Module) -> bool,
}

impl Reducer<'_> {
    /// Keeps `candidate` if it is valid and still fails.
    fn try_keep(&mut self, candidate: Module) -> bool {
        if self.budget == 0 || verify_module(&candidate).is_err() {
            return false;
        }
        self.budget -= 1;
        if (self.fails)(&candidate) {
            self.best = candidate;
            true
        } else {
            false
        }
    }

    fn with_function(&self, edit: impl FnOnce(&mut Function) -> bool) -> Option<Module> {
        let mut m = self.best.clone();
        let f = m.functions.first_mut()?;
        edit(f).then_some(m)
    }

    fn instructions(&mut self) {
        let Some(f) = self.best.functions.first() else {
            return;
        };
        let mut order = f.inst_order();
        order.reverse();
        for (_, inst) in order {
            let candidate = self.with_function(|f| {
                if f.inst(inst).kind.is_terminator() || f.position(inst).is_none() {
                    return false;
                }
                if let Some(r) = f.result(inst) {
                    if f.use_counts().get(r.index()).copied().unwrap_or(0) > 0 {
                        let Some(entry) = f.entry() else {
                            return false;
                        };
                        let ty = f.ty(r);
                        let name = format!("r{}", r.index());
                        let p = f.add_block_param(entry, ty, Some(name));
                        f.replace_all_uses(r, p);
                    }
                }
                f.remove_inst(inst);
                true
            });
            if let Some(c) = candidate {
                self.try_keep(c);
            }
        }
    }

    fn branches(&mut self) {
        let Some(f) = self.best.functions.first() else {
            return;
        };
        let branches: Vec<_> = f
            .inst_order()
            .into_iter()
            .filter(|&(_, i)| matches!(f.inst(i).kind, InstKind::CondBr { .. }))
            .map(|(_, i)| i)
            .collect();
        for inst in branches {
            for then_side in [true, false] {
                let candidate = self.with_function(|f| {
                    let InstKind::CondBr {
                        then_dest,
                        else_dest,
                        ..
                    } = &f.inst(inst).kind
                    else {
                        return false;
                    };
                    let dest: BlockCall = if then_side {
                        *then_dest.clone()
                    } else {
                        *else_dest.clone()
                    };
                    f.inst_mut(inst).kind = InstKind::Br { dest };
                    drop_unreachable(f);
                    true
                });
                if let Some(c) = candidate {
                    if self.try_keep(c) {
                        break;
                    }
                }
            }
        }
    }

    fn merges(&mut self) {
        loop {
            let Some(f) = self.best.functions.first() else {
                return;
            };
            let blocks = f.layout.clone();
            let mut merged = false;
            for a in blocks {
                let candidate = self.with_function(|f| merge_into(f, a));
                if let Some(c) = candidate {
                    if self.try_keep(c) {
                        merged = true;
                        break;
                    }
                }
            }
            if !merged {
                return;
            }
        }
    }

    /// Drops unused parameters: all at once, else one at a time (the kernel's register
    /// layout changes with its inputs, which can hide a layout-dependent bug).
    fn parameters(&mut self) {
        let unused = |f: &Function| -> Vec<memlower_ir::Value> {
            let uses = f.use_counts();
            f.params()
                .iter()
                .copied()
                .filter(|p| uses.get(p.index()).copied().unwrap_or(0) == 0)
                .collect()
        };
        let drop = |f: &mut Function, gone: &[memlower_ir::Value]| -> bool {
            let Some(entry) = f.entry() else {
                return false;
            };
            let before = f.params().len();
            f.block_mut(entry).params.retain(|p| !gone.contains(p));
            // Each parameter's definition records its position.
            let params = f.params().to_vec();
            for (k, p) in params.into_iter().enumerate() {
                if let Some(d) = f.values.get_mut(p.index()) {
                    d.def = ValueDef::Param(entry, k as u32);
                }
            }
            f.params().len() < before
        };
        let Some(all) = self.best.functions.first().map(unused) else {
            return;
        };
        if all.is_empty() {
            return;
        }
        if let Some(c) = self.with_function(|f| drop(f, &all)) {
            if self.try_keep(c) {
                return;
            }
        }
        for p in all {
            if let Some(c) = self.with_function(|f| drop(f, &[p])) {
                self.try_keep(c);
            }
        }
    }

    fn surfaces(&mut self) {
        let mut m = self.best.clone();
        let mut used = vec![false; m.surfaces.len()];
        for f in &m.functions {
            for (_, i) in f.inst_order() {
                if let Some(s) = f.inst(i).kind.surface() {
                    if let Some(u) = used.get_mut(s.index()) {
                        *u = true;
                    }
                }
            }
        }
        if used.iter().all(|&u| u) {
            return;
        }
        // Old index → new index of the surfaces kept.
        let mut remap = Vec::new();
        let mut next = 0u32;
        for &u in &used {
            remap.push(next);
            if u {
                next += 1;
            }
        }
        let mut k = 0;
        m.surfaces.retain(|_| {
            k += 1;
            used[k - 1]
        });
        for f in &mut m.functions {
            for i in f.inst_order().into_iter().map(|(_, i)| i) {
                if let Some(s) = surface_mut(&mut f.inst_mut(i).kind) {
                    *s = SurfaceRef(remap.get(s.index()).copied().unwrap_or(s.0));
                }
            }
        }
        self.try_keep(m);
    }
}

fn surface_mut(k: &mut InstKind) -> Option<&mut SurfaceRef> {
    match k {
        InstKind::Gather { addr, .. } | InstKind::Scatter { addr, .. } => Some(&mut addr.surface),
        InstKind::ImageLoad { surface, .. } | InstKind::ImageStore { surface, .. } => Some(surface),
        _ => None,
    }
}

/// If block `a` ends in `br b(args)` and that is the only edge into `b` (not the entry, not
/// `a`), moves `b`'s instructions into `a` with `b`'s parameters replaced by the arguments.
fn merge_into(f: &mut Function, a: memlower_ir::Block) -> bool {
    let Some(&term) = f.block(a).insts.last() else {
        return false;
    };
    let InstKind::Br { dest } = f.inst(term).kind.clone() else {
        return false;
    };
    let b = dest.block;
    if b == a || Some(b) == f.entry() || !f.layout.contains(&b) {
        return false;
    }
    let edges = f
        .inst_order()
        .iter()
        .flat_map(|&(_, i)| f.inst(i).kind.successors())
        .filter(|&s| s == b)
        .count();
    if edges != 1 {
        return false;
    }
    let params = f.block(b).params.clone();
    if params.len() != dest.args.len() {
        return false;
    }
    for (&p, &arg) in params.iter().zip(&dest.args) {
        f.replace_all_uses(p, arg);
    }
    let moved = std::mem::take(&mut f.block_mut(b).insts);
    f.remove_inst(term);
    f.block_mut(a).insts.extend(moved);
    f.layout.retain(|&x| x != b);
    true
}

/// Removes blocks the entry no longer reaches from the layout.
fn drop_unreachable(f: &mut Function) {
    let cfg = Cfg::compute(f);
    let entry = f.entry();
    f.layout
        .retain(|&b| Some(b) == entry || cfg.is_reachable(b));
}
