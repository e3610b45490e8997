//! The control-flow graph of a function (petgraph) and its dominator tree, shared by the
//! verifier and the pass manager's analysis cache.
//!
//! The dominator tree is Cooper, Harvey and Kennedy's iteration ("A Simple, Fast Dominance
//! Algorithm", the one petgraph's `simple_fast` implements) over arrays indexed by node and
//! post-order number: petgraph's keeps its predecessor sets and numbers in hash maps, which on
//! a function of 100,000 blocks cost more than the rest of the CFG together and most of it in
//! cache misses. The tree is unique, so the two agree (a test checks it).

use crate::ir::{Block, Function};
use petgraph::graph::{DiGraph, NodeIndex};

/// Successors, predecessors, reverse post-order and dominators of a function's blocks.
#[derive(Debug)]
pub struct Cfg {
    graph: DiGraph<Block, ()>,
    /// Each block's node, indexed by block (`None`: not in the layout).
    node: Vec<Option<NodeIndex>>,
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
        let mut graph = DiGraph::new();
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
        // The reachable nodes in post-order.
        let mut post: Vec<NodeIndex> = Vec::new();
        if let Some(e) = entry {
            let mut dfs = petgraph::visit::DfsPostOrder::new(&graph, e);
            while let Some(n) = dfs.next(&graph) {
                post.push(n);
                rpo.push(graph[n]);
            }
            rpo.reverse();
        }
        let idom = dominator_tree(&graph, &post);
        let (enter, exit) = intervals(&graph, entry, &idom);
        Cfg {
            graph,
            node,
            idom,
            rpo,
            enter,
            exit,
        }
    }

    fn node_of(&self, b: Block) -> Option<NodeIndex> {
        self.node.get(b.index()).copied().flatten()
    }

    /// Successor blocks (in terminator order, duplicates kept).
    pub fn succs(&self, b: Block) -> Vec<Block> {
        let Some(n) = self.node_of(b) else {
            return Vec::new();
        };
        let mut v: Vec<Block> = self.graph.neighbors(n).map(|x| self.graph[x]).collect();
        v.reverse();
        v
    }

    /// Predecessor blocks.
    pub fn preds(&self, b: Block) -> Vec<Block> {
        let Some(n) = self.node_of(b) else {
            return Vec::new();
        };
        self.graph
            .neighbors_directed(n, petgraph::Direction::Incoming)
            .map(|x| self.graph[x])
            .collect()
    }

    /// Blocks reachable from the entry, in reverse post-order.
    pub fn reverse_post_order(&self) -> &[Block] {
        &self.rpo
    }

    /// True if `b` is reachable from the entry.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.node_of(b)
            .is_some_and(|n| self.idom.get(n.index()).is_some_and(|&d| d != NONE))
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
        let n = self.node_of(b)?.index();
        let (enter, exit) = (self.enter[n], self.exit[n]);
        (enter != u32::MAX).then_some((enter, exit))
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: Block) -> Option<Block> {
        let n = self.node_of(b)?.index();
        let d = *self.idom.get(n)?;
        (d != NONE && d as usize != n).then(|| self.graph[NodeIndex::new(d as usize)])
    }
}

/// Not a node (in the tables by node and by post-order number).
const NONE: u32 = u32::MAX;

/// Each node's immediate dominator, by node index: the entry (the last node of `post`, the
/// reachable nodes in post-order) is its own, unreachable nodes have `NONE`. Cooper, Harvey and
/// Kennedy: each node's dominator is the nearest common ancestor of its processed
/// predecessors', in reverse post-order, until nothing changes (twice for most graphs).
fn dominator_tree(graph: &DiGraph<Block, ()>, post: &[NodeIndex]) -> Vec<u32> {
    let n = graph.node_count();
    let mut idom = vec![NONE; n];
    let Some(&entry) = post.last() else {
        return idom;
    };
    // Post-order number by node; the tree below is kept by post-order number.
    let mut number = vec![NONE; n];
    for (k, x) in post.iter().enumerate() {
        number[x.index()] = k as u32;
    }
    // Predecessors by post-order number, unreachable ones left out.
    let mut pred_start = vec![0u32; post.len() + 1];
    let mut preds: Vec<u32> = Vec::new();
    for (k, &x) in post.iter().enumerate() {
        for p in graph.neighbors_directed(x, petgraph::Direction::Incoming) {
            if number[p.index()] != NONE {
                preds.push(number[p.index()]);
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
    for (k, x) in post.iter().enumerate() {
        if dom[k] != NONE {
            idom[x.index()] = post[dom[k] as usize].index() as u32;
        }
    }
    debug_assert_eq!(idom[entry.index()], entry.index() as u32);
    idom
}

/// Entry and exit times of a depth-first walk of the dominator tree, iterative (the tree is as
/// deep as the control flow: 100,000 blocks in a row make a path of 100,000).
fn intervals(
    graph: &DiGraph<Block, ()>,
    entry: Option<NodeIndex>,
    idom: &[u32],
) -> (Vec<u32>, Vec<u32>) {
    let n = graph.node_count();
    let (mut enter, mut exit) = (vec![u32::MAX; n], vec![u32::MAX; n]);
    let Some(root) = entry.map(|e| e.index()) else {
        return (enter, exit);
    };
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for x in graph.node_indices() {
        let p = idom[x.index()];
        if p != NONE && p as usize != x.index() {
            children[p as usize].push(x.index());
        }
    }
    let mut clock = 0u32;
    // (node, next child to visit)
    let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
    enter[root] = clock;
    clock += 1;
    while let Some(top) = stack.last_mut() {
        let (x, k) = *top;
        if let Some(&c) = children[x].get(k) {
            top.1 += 1;
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
    use super::{dominator_tree, Cfg, NONE};
    use crate::ir::Block;
    use crate::parse::parse_module;
    use crate::rng::Rng;
    use petgraph::graph::{DiGraph, NodeIndex};

    /// The dominator tree by arrays is petgraph's `simple_fast`, on random graphs (loops,
    /// irreducible cycles, unreachable nodes, self loops, repeated edges).
    #[test]
    fn dominator_tree_is_petgraphs_on_random_graphs() {
        let mut rng = Rng::new(7);
        let mut nontrivial = 0;
        for _ in 0..2000 {
            let n = rng.range(1, 40) as usize;
            let mut g: DiGraph<Block, ()> = DiGraph::new();
            let nodes: Vec<NodeIndex> = (0..n).map(|k| g.add_node(Block(k as u32))).collect();
            for _ in 0..rng.below(3 * n as u64) {
                g.add_edge(*rng.pick(&nodes), *rng.pick(&nodes), ());
            }
            let entry = *rng.pick(&nodes);
            let mut post = Vec::new();
            let mut dfs = petgraph::visit::DfsPostOrder::new(&g, entry);
            while let Some(x) = dfs.next(&g) {
                post.push(x);
            }
            let ours = dominator_tree(&g, &post);
            let theirs = petgraph::algo::dominators::simple_fast(&g, entry);
            for &x in &nodes {
                let want = match theirs.dominators(x) {
                    None => NONE,
                    Some(_) => theirs.immediate_dominator(x).unwrap_or(x).index() as u32,
                };
                assert_eq!(ours[x.index()], want, "node {x:?} of {g:?} from {entry:?}");
                nontrivial += usize::from(want != NONE && want != entry.index() as u32);
            }
        }
        assert!(nontrivial > 5000, "{nontrivial}");
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
