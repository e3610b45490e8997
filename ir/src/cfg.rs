//! The control-flow graph of a function and its dominator tree, shared by the verifier, the
//! pass manager's analysis cache and the lowering.
//!
//! Every table is a dense array indexed by node (a block's position in the layout), and the
//! edges are two compressed lists (successors, predecessors), built by one walk of the
//! terminators: a function of 100,000 blocks is a few flat arrays, not a graph of linked edges
//! and a list per node (petgraph's `DiGraph`, which this replaced, and which the tests keep as
//! the reference). The dominator tree is Cooper, Harvey and Kennedy's iteration ("A Simple,
//! Fast Dominance Algorithm", the one petgraph's `simple_fast` implements) over arrays indexed
//! by post-order number. Orders are petgraph's, which callers depend on: successors in
//! terminator order, predecessors latest edge first, and the depth-first post-order visits a
//! node's successors in terminator order.

use crate::buckets::Buckets;
use crate::ir::{Block, Function};

/// Successors, predecessors, reverse post-order and dominators of a function's blocks.
/// Two are equal when they describe the same graph (what a pass that preserves the CFG is
/// checked against).
#[derive(Debug, PartialEq, Eq)]
pub struct Cfg {
    /// Each block's node, indexed by block (`NONE`: not in the layout).
    node: Vec<u32>,
    /// Each node's block (the layout).
    blocks: Vec<Block>,
    /// Each node's successors, in terminator order (duplicates kept).
    succ: Buckets<u32>,
    /// Each node's predecessors, in the order their edges were made (layout order of the
    /// branching block, then terminator order).
    pred: Buckets<u32>,
    /// Each node's immediate dominator (itself for the entry; `NONE` for unreachable nodes).
    idom: Vec<u32>,
    rpo: Vec<Block>,
    /// Entry and exit times of each node in a depth-first walk of the dominator tree
    /// (`u32::MAX` for unreachable nodes): `a` dominates `b` when `b`'s interval lies in `a`'s,
    /// an O(1) test instead of a walk up the tree (which is as deep as the control flow).
    enter: Vec<u32>,
    exit: Vec<u32>,
}

impl Cfg {
    /// Builds the CFG of the blocks in `f`'s layout. Edges come from the terminators; branches to
    /// blocks outside the layout are ignored (the verifier reports them).
    pub fn compute(f: &Function) -> Cfg {
        let n = f.layout.len();
        let mut node = vec![NONE; f.blocks.len()];
        for (k, &b) in f.layout.iter().enumerate() {
            if let Some(slot) = node.get_mut(b.index()) {
                *slot = k as u32;
            }
        }
        let at = |b: Block| node.get(b.index()).copied().filter(|&x| x != NONE);
        // (from, to), in the order the edges are made.
        let mut edges: Vec<(u32, u32)> = Vec::with_capacity(n + n / 2);
        for &b in &f.layout {
            if let Some(&last) = f.block(b).insts.last() {
                for s in f.inst(last).kind.successors() {
                    if let (Some(from), Some(to)) = (at(b), at(s)) {
                        edges.push((from, to));
                    }
                }
            }
        }
        let succ = Buckets::from_pairs(n, edges.iter().copied());
        let pred = Buckets::from_pairs(n, edges.iter().map(|&(from, to)| (to, from)));
        drop(edges);
        let mut cfg = Cfg {
            node,
            blocks: f.layout.clone(),
            succ,
            pred,
            idom: Vec::new(),
            rpo: Vec::new(),
            enter: Vec::new(),
            exit: Vec::new(),
        };
        let entry = f.entry().and_then(|b| cfg.node_of(b));
        // The reachable nodes in post-order.
        let post = match entry {
            Some(e) => cfg.post_order(e),
            None => Vec::new(),
        };
        cfg.rpo = post.iter().rev().map(|&x| cfg.blocks[x as usize]).collect();
        cfg.idom = dominator_tree(&cfg, &post);
        let (enter, exit) = intervals(n, entry, &cfg.idom);
        cfg.enter = enter;
        cfg.exit = exit;
        cfg
    }

    /// Node `x`'s successors, in terminator order.
    fn succ_of(&self, x: u32) -> &[u32] {
        self.succ.get(x as usize)
    }

    /// Node `x`'s predecessors, in the order their edges were made.
    fn pred_of(&self, x: u32) -> &[u32] {
        self.pred.get(x as usize)
    }

    /// The nodes reachable from `entry` in the post-order of petgraph's `DfsPostOrder`: a
    /// node's undiscovered successors are pushed last first, so the first is visited first.
    fn post_order(&self, entry: u32) -> Vec<u32> {
        let n = self.blocks.len();
        let (mut discovered, mut finished) = (vec![false; n], vec![false; n]);
        let mut post = Vec::new();
        let mut stack = vec![entry];
        while let Some(&x) = stack.last() {
            if !std::mem::replace(&mut discovered[x as usize], true) {
                for &s in self.succ_of(x).iter().rev() {
                    if !discovered[s as usize] {
                        stack.push(s);
                    }
                }
            } else {
                stack.pop();
                if !std::mem::replace(&mut finished[x as usize], true) {
                    post.push(x);
                }
            }
        }
        post
    }

    fn node_of(&self, b: Block) -> Option<u32> {
        self.node.get(b.index()).copied().filter(|&x| x != NONE)
    }

    /// Successor blocks (in terminator order, duplicates kept).
    pub fn succs(&self, b: Block) -> Vec<Block> {
        let Some(n) = self.node_of(b) else {
            return Vec::new();
        };
        self.succ_of(n)
            .iter()
            .map(|&x| self.blocks[x as usize])
            .collect()
    }

    /// Predecessor blocks (the latest-made edge first).
    pub fn preds(&self, b: Block) -> Vec<Block> {
        let Some(n) = self.node_of(b) else {
            return Vec::new();
        };
        self.pred_of(n)
            .iter()
            .rev()
            .map(|&x| self.blocks[x as usize])
            .collect()
    }

    /// Blocks reachable from the entry, in reverse post-order.
    pub fn reverse_post_order(&self) -> &[Block] {
        &self.rpo
    }

    /// True if `b` is reachable from the entry.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.node_of(b)
            .is_some_and(|n| self.idom.get(n as usize).is_some_and(|&d| d != NONE))
    }

    /// True if `a` dominates `b` (every block dominates itself). Unreachable blocks are
    /// dominated by everything, as in LLVM, so code in them never fails the dominance check.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        match (self.dom_interval(a), self.dom_interval(b)) {
            (Some((a0, a1)), Some((b0, _))) => a0 <= b0 && b0 < a1,
            _ => false,
        }
    }

    /// `b`'s entry and exit times in a depth-first walk of the dominator tree (`None` for
    /// unreachable blocks): the blocks `b` dominates are those whose entry time lies in
    /// `b`'s interval, and two intervals are nested or disjoint, so a pass can keep values
    /// by the interval of their block and find the dominating ones by a range query.
    pub fn dom_interval(&self, b: Block) -> Option<(u32, u32)> {
        let n = self.node_of(b)? as usize;
        let (enter, exit) = (self.enter[n], self.exit[n]);
        (enter != u32::MAX).then_some((enter, exit))
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: Block) -> Option<Block> {
        let n = self.node_of(b)? as usize;
        let d = *self.idom.get(n)?;
        (d != NONE && d as usize != n).then(|| self.blocks[d as usize])
    }
}

/// Not a node (in the tables by block, by node and by post-order number).
const NONE: u32 = u32::MAX;

/// Each node's immediate dominator, by node: the entry (the last node of `post`, the reachable
/// nodes in post-order) is its own, unreachable nodes have `NONE`. Cooper, Harvey and Kennedy:
/// each node's dominator is the nearest common ancestor of its processed predecessors', in
/// reverse post-order, until nothing changes (twice for most graphs).
fn dominator_tree(cfg: &Cfg, post: &[u32]) -> Vec<u32> {
    let n = cfg.blocks.len();
    let mut idom = vec![NONE; n];
    let Some(&entry) = post.last() else {
        return idom;
    };
    // Post-order number by node; the tree below is kept by post-order number.
    let mut number = vec![NONE; n];
    for (k, &x) in post.iter().enumerate() {
        number[x as usize] = k as u32;
    }
    // Predecessors by post-order number (latest edge first), unreachable ones left out.
    let mut pred_start = vec![0u32; post.len() + 1];
    let mut preds: Vec<u32> = Vec::new();
    for (k, &x) in post.iter().enumerate() {
        for &p in cfg.pred_of(x).iter().rev() {
            if number[p as usize] != NONE {
                preds.push(number[p as usize]);
            }
        }
        pred_start[k + 1] = preds.len() as u32;
    }
    let root = post.len() as u32 - 1;
    let mut dom = vec![NONE; post.len()];
    dom[root as usize] = root;
    let intersect = |dom: &[u32], mut a: u32, mut b: u32| {
        while a != b {
            while a < b {
                a = dom[a as usize];
            }
            while b < a {
                b = dom[b as usize];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for k in (0..root).rev() {
            let mut new = NONE;
            for &p in &preds[pred_start[k as usize] as usize..pred_start[k as usize + 1] as usize] {
                if dom[p as usize] == NONE {
                    continue;
                }
                new = if new == NONE {
                    p
                } else {
                    intersect(&dom, p, new)
                };
            }
            if new != NONE && dom[k as usize] != new {
                dom[k as usize] = new;
                changed = true;
            }
        }
    }
    for (k, &x) in post.iter().enumerate() {
        if dom[k] != NONE {
            idom[x as usize] = post[dom[k] as usize];
        }
    }
    debug_assert_eq!(idom[entry as usize], entry);
    idom
}

/// Entry and exit times of a depth-first walk of the dominator tree of `n` nodes, iterative
/// (the tree is as deep as the control flow: 100,000 blocks in a row make a path of 100,000);
/// each node's children in node order.
fn intervals(n: usize, entry: Option<u32>, idom: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let (mut enter, mut exit) = (vec![u32::MAX; n], vec![u32::MAX; n]);
    let Some(root) = entry.map(|e| e as usize) else {
        return (enter, exit);
    };
    let tree: Vec<(u32, u32)> = (0..n as u32)
        .filter_map(|x| {
            let p = idom[x as usize];
            (p != NONE && p != x).then_some((p, x))
        })
        .collect();
    let children = Buckets::from_pairs(n, tree.iter().copied());
    drop(tree);
    let kids = |x: usize| children.get(x);
    let mut clock = 0u32;
    // (node, next child to visit)
    let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
    enter[root] = clock;
    clock += 1;
    while let Some(top) = stack.last_mut() {
        let (x, k) = *top;
        if let Some(&c) = kids(x).get(k) {
            top.1 += 1;
            let c = c as usize;
            enter[c] = clock;
            clock += 1;
            stack.push((c, 0));
        } else {
            exit[x] = clock;
            clock += 1;
            stack.pop();
        }
    }
    (enter, exit)
}

#[cfg(test)]
mod tests {
    use super::Cfg;
    use crate::builder::FunctionBuilder;
    use crate::ir::{Block, Function};
    use crate::parse::parse_module;
    use crate::rng::Rng;
    use crate::types::Type;
    use petgraph::graph::{DiGraph, NodeIndex};

    /// What the first version (a petgraph `DiGraph`, its `DfsPostOrder` and `simple_fast`)
    /// said about each block of `f`'s arena: successors, predecessors, immediate dominator,
    /// and the reverse post-order.
    #[allow(clippy::type_complexity)]
    fn reference(f: &Function) -> (Vec<(Vec<Block>, Vec<Block>, Option<Block>)>, Vec<Block>) {
        let mut graph: DiGraph<Block, ()> = DiGraph::new();
        let mut node = vec![None; f.blocks.len()];
        for &b in &f.layout {
            let n = graph.add_node(b);
            if let Some(slot) = node.get_mut(b.index()) {
                *slot = Some(n);
            }
        }
        let at = |b: Block| node.get(b.index()).copied().flatten();
        for &b in &f.layout {
            if let Some(&last) = f.block(b).insts.last() {
                for s in f.inst(last).kind.successors() {
                    if let (Some(from), Some(to)) = (at(b), at(s)) {
                        graph.add_edge(from, to, ());
                    }
                }
            }
        }
        let entry = f.entry().and_then(at);
        let mut rpo = Vec::new();
        let doms = entry.map(|e| {
            let mut dfs = petgraph::visit::DfsPostOrder::new(&graph, e);
            while let Some(n) = dfs.next(&graph) {
                rpo.push(graph[n]);
            }
            rpo.reverse();
            petgraph::algo::dominators::simple_fast(&graph, e)
        });
        let per_block = (0..f.blocks.len())
            .map(|k| {
                let Some(n) = at(Block(k as u32)) else {
                    return (Vec::new(), Vec::new(), None);
                };
                let mut succs: Vec<Block> = graph.neighbors(n).map(|x| graph[x]).collect();
                succs.reverse();
                let preds = graph
                    .neighbors_directed(n, petgraph::Direction::Incoming)
                    .map(|x| graph[x])
                    .collect();
                let idom = doms
                    .as_ref()
                    .and_then(|d| d.immediate_dominator(n))
                    .map(|x: NodeIndex| graph[x]);
                (succs, preds, idom)
            })
            .collect();
        (per_block, rpo)
    }

    /// A function of `n` blocks branching at random (loops, irreducible cycles, self loops,
    /// repeated edges, unreachable blocks), some blocks left out of the layout, which may name
    /// a block twice and starts anywhere.
    fn random_function(rng: &mut Rng, n: usize) -> Function {
        let mut f = Function::new("f");
        let mut b = FunctionBuilder::new(&mut f);
        let blocks: Vec<Block> = (0..n).map(|k| b.block(&format!("b{k}"))).collect();
        let c = b.param(blocks[0], Type::mask(1), "c");
        for &x in &blocks {
            b.switch_to(x);
            match rng.below(4) {
                0 => {
                    b.ret();
                }
                1 => {
                    b.br(*rng.pick(&blocks), &[]);
                }
                _ => {
                    b.cond_br(c, *rng.pick(&blocks), &[], *rng.pick(&blocks), &[]);
                }
            }
        }
        let mut layout: Vec<Block> = blocks
            .iter()
            .copied()
            .filter(|_| rng.below(8) != 0)
            .collect();
        for _ in 0..rng.below(2) {
            if !layout.is_empty() {
                let x = *rng.pick(&layout);
                layout.push(x);
            }
        }
        if layout.len() > 1 {
            let k = rng.below(layout.len() as u64) as usize;
            layout.swap(0, k);
        }
        f.layout = layout;
        f
    }

    /// The flat tables say what the petgraph graph said, in the same orders.
    #[test]
    fn the_flat_cfg_is_the_petgraph_one_on_random_functions() {
        let mut rng = Rng::new(7);
        let mut nontrivial = 0;
        for _ in 0..2000 {
            let n = rng.range(1, 40) as usize;
            let f = random_function(&mut rng, n);
            let cfg = Cfg::compute(&f);
            let (want, rpo) = reference(&f);
            assert_eq!(cfg.reverse_post_order(), &rpo[..], "{:?}", f.layout);
            for (k, (succs, preds, idom)) in want.into_iter().enumerate() {
                let b = Block(k as u32);
                assert_eq!(cfg.succs(b), succs, "succs of {b}");
                assert_eq!(cfg.preds(b), preds, "preds of {b}");
                let idom = idom.filter(|&d| d != b);
                assert_eq!(cfg.idom(b), idom, "idom of {b} in {:?}", f.layout);
                assert_eq!(cfg.is_reachable(b), rpo.contains(&b), "{b}");
                nontrivial += usize::from(idom.is_some_and(|d| Some(d) != f.entry()));
            }
        }
        assert!(nontrivial > 3000, "{nontrivial}");
    }

    /// `a` dominates `b` by definition: `a` is on `b`'s chain of immediate dominators.
    fn by_walking_up(cfg: &Cfg, a: crate::ir::Block, b: crate::ir::Block) -> bool {
        if a == b || !cfg.is_reachable(b) {
            return true;
        }
        let mut x = b;
        while let Some(p) = cfg.idom(x) {
            if p == a {
                return true;
            }
            x = p;
        }
        false
    }

    #[test]
    fn dominance_by_intervals_is_dominance_by_walking_up_the_tree() {
        let text = "func @f(%c: mask<1>) {
entry:
  cond_br %c, a, b
a:
  cond_br %c, c, d
b:
  br e
c:
  br e
d:
  cond_br %c, d, e
e:
  cond_br %c, a, f
f:
  ret
dead:
  br g
g:
  br e
}
";
        let m = parse_module(text).expect("parses");
        let f = &m.functions[0];
        let cfg = Cfg::compute(f);
        let mut checked = 0;
        for &a in &f.layout {
            for &b in &f.layout {
                assert_eq!(
                    cfg.dominates(a, b),
                    by_walking_up(&cfg, a, b),
                    "{a} dominates {b}?"
                );
                // The interval form: `a` dominates reachable `b` iff `b` enters within `a`.
                if let (Some((a0, a1)), Some((b0, _))) = (cfg.dom_interval(a), cfg.dom_interval(b))
                {
                    assert_eq!(a0 <= b0 && b0 < a1, by_walking_up(&cfg, a, b), "{a}, {b}");
                }
                checked += 1;
            }
        }
        assert_eq!(checked, 81);
        let [entry, a, _, _, d, e, f_, dead, g] = f.layout[..] else {
            panic!("nine blocks")
        };
        assert!(cfg.dominates(entry, f_) && cfg.dominates(a, d) && !cfg.dominates(a, e));
        assert!(cfg.dominates(e, f_) && !cfg.dominates(d, e));
        assert!(cfg.dominates(entry, dead) && !cfg.dominates(dead, e) && cfg.dominates(dead, g));
        assert_eq!((cfg.dom_interval(dead), cfg.dom_interval(g)), (None, None));
    }
}
