//! Which control-flow shapes a function has, read from its CFG (not from how it was made), so
//! the property test can count them in what it actually checked.
//!
//! A back edge is an edge `b → h` where `h` dominates `b`; its natural loop is `h` and every
//! block that reaches `b` without passing `h`. A join is a block with two or more predecessors
//! none of which reaches it by a back edge.

use memlower_ir::cfg::Cfg;
use memlower_ir::{Block, BlockCall, Function, InstKind};
use std::collections::BTreeSet;

/// The control-flow shapes of one function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shapes {
    /// A loop (a back edge).
    pub loops: bool,
    /// A loop inside another loop's body.
    pub nested_loops: bool,
    /// A join (a diamond's end) inside a loop's body.
    pub diamond_in_loop: bool,
    /// A join with two or more parameters.
    pub multi_param_join: bool,
    /// An edge that passes a block's own parameter to another of its parameters (a swap or
    /// rotation through a loop), of a vector or scalar type.
    pub permuted_values: bool,
    /// The same for a mask parameter.
    pub permuted_masks: bool,
    /// Two edges into one join that pass the same values in different orders.
    pub reordered_join_args: bool,
}

impl Shapes {
    /// Every shape of either.
    pub fn union(self, o: Shapes) -> Shapes {
        Shapes {
            loops: self.loops || o.loops,
            nested_loops: self.nested_loops || o.nested_loops,
            diamond_in_loop: self.diamond_in_loop || o.diamond_in_loop,
            multi_param_join: self.multi_param_join || o.multi_param_join,
            permuted_values: self.permuted_values || o.permuted_values,
            permuted_masks: self.permuted_masks || o.permuted_masks,
            reordered_join_args: self.reordered_join_args || o.reordered_join_args,
        }
    }

    /// The shapes as (name, present) pairs, in a fixed order.
    pub fn list(self) -> [(&'static str, bool); 7] {
        [
            ("loop", self.loops),
            ("nested loops", self.nested_loops),
            ("diamond in a loop", self.diamond_in_loop),
            ("join of 2+ parameters", self.multi_param_join),
            (
                "vector/scalar parameters permuted through an edge",
                self.permuted_values,
            ),
            (
                "mask parameters permuted through an edge",
                self.permuted_masks,
            ),
            (
                "join arguments reordered between arms",
                self.reordered_join_args,
            ),
        ]
    }
}

/// The edges leaving block `b` (its terminator's block calls).
fn edges(f: &Function, b: Block) -> Vec<&BlockCall> {
    let Some(&last) = f.block(b).insts.last() else {
        return Vec::new();
    };
    match &f.inst(last).kind {
        InstKind::Br { dest } => vec![dest],
        InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } => vec![then_dest, else_dest],
        _ => Vec::new(),
    }
}

/// The shapes of `f` (see [`Shapes`]).
pub fn shapes(f: &Function) -> Shapes {
    let cfg = Cfg::compute(f);
    let blocks: Vec<Block> = (0..f.blocks.len() as u32).map(Block).collect();
    let mut s = Shapes::default();
    // Natural loops: header → body.
    let mut loops: Vec<(Block, BTreeSet<Block>)> = Vec::new();
    let mut back_into: BTreeSet<Block> = BTreeSet::new();
    for &b in blocks.iter().filter(|&&b| cfg.is_reachable(b)) {
        for e in edges(f, b) {
            let h = e.block;
            if cfg.dominates(h, b) {
                back_into.insert(h);
                let mut body: BTreeSet<Block> = [h, b].into_iter().collect();
                let mut work = vec![b];
                while let Some(x) = work.pop() {
                    if x == h {
                        continue;
                    }
                    for p in cfg.preds(x) {
                        if body.insert(p) {
                            work.push(p);
                        }
                    }
                }
                match loops.iter_mut().find(|(hh, _)| *hh == h) {
                    Some((_, bd)) => bd.extend(body),
                    None => loops.push((h, body)),
                }
            }
            let params = &f.block(h).params;
            for (j, a) in e.args.iter().enumerate() {
                if let Some(k) = params.iter().position(|p| p == a) {
                    if k != j {
                        if f.ty(*a).is_mask() {
                            s.permuted_masks = true;
                        } else {
                            s.permuted_values = true;
                        }
                    }
                }
            }
        }
    }
    s.loops = !loops.is_empty();
    s.nested_loops = loops
        .iter()
        .any(|(h1, body)| loops.iter().any(|(h2, _)| h2 != h1 && body.contains(h2)));
    let joins: Vec<Block> = blocks
        .iter()
        .copied()
        .filter(|&b| {
            cfg.is_reachable(b) && !back_into.contains(&b) && {
                let mut preds = cfg.preds(b);
                preds.sort();
                preds.dedup();
                preds.len() >= 2
            }
        })
        .collect();
    s.diamond_in_loop = joins
        .iter()
        .any(|j| loops.iter().any(|(h, body)| h != j && body.contains(j)));
    s.multi_param_join = joins.iter().any(|&j| f.block(j).params.len() >= 2);
    for &j in &joins {
        let calls: Vec<&BlockCall> = blocks
            .iter()
            .flat_map(|&b| edges(f, b))
            .filter(|e| e.block == j)
            .collect();
        s.reordered_join_args |= calls.iter().enumerate().any(|(x, a)| {
            calls.iter().skip(x + 1).any(|b| {
                let (mut sa, mut sb) = (a.args.to_vec(), b.args.to_vec());
                let differ = sa != sb;
                sa.sort();
                sb.sort();
                differ && sa == sb
            })
        });
    }
    s
}
