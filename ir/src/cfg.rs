//! The control-flow graph of a function and its dominator tree (petgraph), shared by the
//! verifier and the pass manager's analysis cache.

use crate::ir::{Block, Function};
use petgraph::algo::dominators::{self, Dominators};
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::HashMap;

/// Successors, predecessors, reverse post-order and dominators of a function's blocks.
#[derive(Debug)]
pub struct Cfg {
    graph: DiGraph<Block, ()>,
    node: HashMap<Block, NodeIndex>,
    doms: Option<Dominators<NodeIndex>>,
    rpo: Vec<Block>,
}

impl Cfg {
    /// Builds the CFG of the blocks in `f`'s layout. Edges come from the terminators; branches to
    /// blocks outside the layout are ignored (the verifier reports them).
    pub fn compute(f: &Function) -> Cfg {
        let mut graph = DiGraph::new();
        let mut node = HashMap::new();
        for &b in &f.layout {
            node.insert(b, graph.add_node(b));
        }
        for &b in &f.layout {
            if let Some(&last) = f.block(b).insts.last() {
                for s in f.inst(last).kind.successors() {
                    if let (Some(&from), Some(&to)) = (node.get(&b), node.get(&s)) {
                        graph.add_edge(from, to, ());
                    }
                }
            }
        }
        let entry = f.entry().and_then(|e| node.get(&e).copied());
        let doms = entry.map(|e| dominators::simple_fast(&graph, e));
        let mut rpo = Vec::new();
        if let Some(e) = entry {
            let mut dfs = petgraph::visit::DfsPostOrder::new(&graph, e);
            while let Some(n) = dfs.next(&graph) {
                rpo.push(graph[n]);
            }
            rpo.reverse();
        }
        Cfg {
            graph,
            node,
            doms,
            rpo,
        }
    }

    /// Successor blocks (in terminator order, duplicates kept).
    pub fn succs(&self, b: Block) -> Vec<Block> {
        let Some(&n) = self.node.get(&b) else {
            return Vec::new();
        };
        let mut v: Vec<Block> = self.graph.neighbors(n).map(|x| self.graph[x]).collect();
        v.reverse();
        v
    }

    /// Predecessor blocks.
    pub fn preds(&self, b: Block) -> Vec<Block> {
        let Some(&n) = self.node.get(&b) else {
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
        match (&self.doms, self.node.get(&b)) {
            (Some(d), Some(&n)) => d.dominators(n).is_some(),
            _ => false,
        }
    }

    /// True if `a` dominates `b` (every block dominates itself). Unreachable blocks are
    /// dominated by everything, as in LLVM, so code in them never fails the dominance check.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        match (&self.doms, self.node.get(&a), self.node.get(&b)) {
            (Some(d), Some(&na), Some(&nb)) => d
                .dominators(nb)
                .map(|mut it| it.any(|x| x == na))
                .unwrap_or(false),
            _ => false,
        }
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: Block) -> Option<Block> {
        let d = self.doms.as_ref()?;
        let n = *self.node.get(&b)?;
        d.immediate_dominator(n).map(|x| self.graph[x])
    }
}
