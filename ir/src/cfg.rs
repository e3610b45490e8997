//! The control-flow graph of a function and its dominator tree (petgraph), shared by the
//! verifier and the pass manager's analysis cache.

use crate::ir::{Block, Function};
use petgraph::algo::dominators::{self, Dominators};
use petgraph::graph::{DiGraph, NodeIndex};

/// Successors, predecessors, reverse post-order and dominators of a function's blocks.
#[derive(Debug)]
pub struct Cfg {
    graph: DiGraph<Block, ()>,
    /// Each block's node, indexed by block (`None`: not in the layout).
    node: Vec<Option<NodeIndex>>,
    doms: Option<Dominators<NodeIndex>>,
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
        let doms = entry.map(|e| dominators::simple_fast(&graph, e));
        let mut rpo = Vec::new();
        if let Some(e) = entry {
            let mut dfs = petgraph::visit::DfsPostOrder::new(&graph, e);
            while let Some(n) = dfs.next(&graph) {
                rpo.push(graph[n]);
            }
            rpo.reverse();
        }
        let (enter, exit) = intervals(&graph, doms.as_ref());
        Cfg {
            graph,
            node,
            doms,
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
        match (&self.doms, self.node_of(b)) {
            (Some(d), Some(n)) => d.dominators(n).is_some(),
            _ => false,
        }
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
        let d = self.doms.as_ref()?;
        let n = self.node_of(b)?;
        d.immediate_dominator(n).map(|x| self.graph[x])
    }
}

/// Entry and exit times of a depth-first walk of the dominator tree, iterative (the tree is as
/// deep as the control flow: 100,000 blocks in a row make a path of 100,000).
fn intervals(
    graph: &DiGraph<Block, ()>,
    doms: Option<&Dominators<NodeIndex>>,
) -> (Vec<u32>, Vec<u32>) {
    let n = graph.node_count();
    let (mut enter, mut exit) = (vec![u32::MAX; n], vec![u32::MAX; n]);
    let Some(d) = doms else {
        return (enter, exit);
    };
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for x in graph.node_indices() {
        if let Some(p) = d.immediate_dominator(x) {
            children[p.index()].push(x.index());
        }
    }
    let root = d.root().index();
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
    use super::Cfg;
    use crate::parse::parse_module;

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
