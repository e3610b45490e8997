//! The interference graph: which roots are occupied at the same time.

/// An undirected graph over root variables (node = variable index), stored as one sorted
/// neighbour list per variable. Built once from a list of pairs (repeats allowed), then read:
/// first-fit asks each root's neighbours, the checker walks every edge. Plain vectors rather
/// than a hashed graph map: a kernel has a graph, the lowering of a module builds thousands, and
/// hashing every pair was most of register allocation's time.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Interference {
    /// `adj[v]`: the neighbours of `v`, ascending, without repeats.
    adj: Vec<Vec<u32>>,
    /// The nodes: variables occupied somewhere (with or without neighbours), ascending.
    nodes: Vec<u32>,
}

impl Interference {
    /// The graph over `n` variables with `nodes` (any order, repeats allowed) and the
    /// undirected `edges` (repeats and either orientation allowed; a self-pair is ignored).
    pub fn new(n: usize, nodes: impl IntoIterator<Item = u32>, edges: &[(u32, u32)]) -> Self {
        let mut degree = vec![0usize; n];
        for &(a, b) in edges {
            if a != b && (a as usize) < n && (b as usize) < n {
                degree[a as usize] += 1;
                degree[b as usize] += 1;
            }
        }
        let mut adj: Vec<Vec<u32>> = degree.iter().map(|&d| Vec::with_capacity(d)).collect();
        for &(a, b) in edges {
            if a != b && (a as usize) < n && (b as usize) < n {
                adj[a as usize].push(b);
                adj[b as usize].push(a);
            }
        }
        for l in &mut adj {
            l.sort_unstable();
            l.dedup();
        }
        let mut nodes: Vec<u32> = nodes.into_iter().filter(|&v| (v as usize) < n).collect();
        nodes.sort_unstable();
        nodes.dedup();
        Interference { adj, nodes }
    }

    /// The neighbours of `v`, ascending.
    pub fn neighbors(&self, v: u32) -> impl Iterator<Item = u32> + '_ {
        self.adj.get(v as usize).into_iter().flatten().copied()
    }

    /// Whether `a` and `b` interfere.
    pub fn contains_edge(&self, a: u32, b: u32) -> bool {
        self.adj
            .get(a as usize)
            .is_some_and(|l| l.binary_search(&b).is_ok())
    }

    /// Every edge once, as `(a, b)` with `a < b`, ascending.
    pub fn all_edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.adj.iter().enumerate().flat_map(|(a, l)| {
            let a = a as u32;
            l.iter().filter(move |&&b| b > a).map(move |&b| (a, b))
        })
    }

    /// The occupied variables, ascending.
    pub fn nodes(&self) -> impl Iterator<Item = u32> + '_ {
        self.nodes.iter().copied()
    }

    /// The number of edges.
    pub fn edge_count(&self) -> usize {
        self.adj.iter().map(Vec::len).sum::<usize>() / 2
    }
}

#[cfg(test)]
mod tests {
    use super::Interference;

    #[test]
    fn pairs_become_sorted_neighbour_lists_without_repeats() {
        let g = Interference::new(
            5,
            [4, 0, 1, 2, 0],
            &[(2, 0), (0, 2), (1, 2), (3, 3), (9, 1)],
        );
        assert_eq!(g.neighbors(2).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(g.neighbors(0).collect::<Vec<_>>(), [2]);
        assert_eq!(g.neighbors(4).count(), 0);
        assert_eq!(g.neighbors(7).count(), 0, "out of range: no neighbours");
        assert_eq!(g.all_edges().collect::<Vec<_>>(), [(0, 2), (1, 2)]);
        assert_eq!(g.edge_count(), 2);
        assert!(g.contains_edge(1, 2) && g.contains_edge(2, 1) && !g.contains_edge(0, 1));
        assert_eq!(g.nodes().collect::<Vec<_>>(), [0, 1, 2, 4]);
    }
}
