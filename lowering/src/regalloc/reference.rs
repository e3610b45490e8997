//! Occupancy computed the obvious way: a dense set of units per instruction, iterated to a
//! fixpoint over instructions, and every pair of roots occupied together at every instruction
//! put in the graph. Quadratic in time and memory (instructions x units), so it only serves as
//! the oracle `linear.rs` is tested against (`regalloc::allocate_reference`).

use super::graph::Interference;
use super::units::{successors, Occupancy, Units};
use crate::mir::{InputKind, InstKind, Kernel};
use petgraph::graphmap::UnGraphMap;

#[derive(Clone, PartialEq, Eq)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }
    fn set(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }
    fn union(&mut self, o: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a |= b;
        }
    }
    fn and(&self, o: &Bits) -> Bits {
        Bits(self.0.iter().zip(&o.0).map(|(a, b)| a & b).collect())
    }
    fn minus(&self, o: &Bits) -> Bits {
        Bits(self.0.iter().zip(&o.0).map(|(a, b)| a & !b).collect())
    }
    fn ones(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(wi, &w)| {
            // The set bits of `w`, lowest first, one step each (not 64 tests per word).
            std::iter::successors((w != 0).then_some(w), |&r| {
                let r = r & (r - 1);
                (r != 0).then_some(r)
            })
            .map(move |r| wi * 64 + r.trailing_zeros() as usize)
        })
    }
}

pub(super) fn occupancy(k: &Kernel) -> Occupancy {
    let nv = k.vars.len();
    let n = k.insts.len();
    let u = Units::new(k);
    let nu = u.count();
    let outputs_list = u.outputs(k);
    let mut outputs = Bits::new(nu);
    for &x in &outputs_list {
        outputs.set(x);
    }
    let mut gen = vec![Bits::new(nu); n];
    let mut kill = vec![Bits::new(nu); n];
    let mut writes = vec![Bits::new(nv); n];
    for i in 0..n {
        let (mut g, mut kl, mut w) = (Bits::new(nu), Bits::new(nu), Bits::new(nv));
        u.events(
            k,
            i,
            (&outputs_list, &|_| true),
            &mut |x| g.set(x),
            &mut |x| kl.set(x),
            &mut |r| w.set(r),
        );
        (gen[i], kill[i], writes[i]) = (g, kl, w);
    }
    let succs = successors(k);
    let mut preds = vec![Vec::new(); n];
    for (i, s) in succs.iter().enumerate() {
        for &j in s {
            preds[j].push(i);
        }
    }

    // Backward liveness. Falling off the end behaves like `ret`.
    let mut live_in = vec![Bits::new(nu); n];
    let mut live_out = vec![Bits::new(nu); n];
    let mut changed = true;
    while changed {
        changed = false;
        for i in (0..n).rev() {
            let mut out = Bits::new(nu);
            if succs[i].is_empty() && !matches!(k.insts[i].kind, InstKind::Ret) {
                out.union(&outputs);
            }
            for &s in &succs[i] {
                out.union(&live_in[s]);
            }
            let mut inn = out.minus(&kill[i]);
            inn.union(&gen[i]);
            if inn != live_in[i] || out != live_out[i] {
                live_in[i] = inn;
                live_out[i] = out;
                changed = true;
            }
        }
    }

    // Forward "defined on some path".
    let mut entry = Bits::new(nv);
    for inp in &k.inputs {
        if let InputKind::Var(v) = inp.kind {
            if let Some((r, _)) = u.root_of(v.index()) {
                entry.set(r);
            }
        }
    }
    let mut def_in = vec![Bits::new(nv); n];
    let mut def_out = vec![Bits::new(nv); n];
    changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            let mut inn = if i == 0 { entry.clone() } else { Bits::new(nv) };
            for &p in &preds[i] {
                inn.union(&def_out[p]);
            }
            let mut out = inn.clone();
            out.union(&writes[i]);
            if inn != def_in[i] || out != def_out[i] {
                def_in[i] = inn;
                def_out[i] = out;
                changed = true;
            }
        }
    }

    let mut graph = UnGraphMap::new();
    let mut first_seen = vec![usize::MAX; nv];
    let mut peak = 0u64;
    for i in 0..n {
        // A root is occupied where one of its units is live and the root defined.
        let mut occ = writes[i].clone();
        for (live, def) in [(&live_in[i], &def_in[i]), (&live_out[i], &def_out[i])] {
            let mut roots = Bits::new(nv);
            for x in live.ones().filter(|&x| x < nu) {
                roots.set(u.root(x));
            }
            occ.union(&roots.and(def));
        }
        let roots: Vec<usize> = occ.ones().filter(|&r| r < nv).collect();
        let bytes: u64 = roots.iter().map(|&r| u64::from(u.slot(r).0)).sum();
        peak = peak.max(bytes);
        for (a, &x) in roots.iter().enumerate() {
            graph.add_node(x as u32);
            first_seen[x] = first_seen[x].min(i);
            for &y in &roots[a + 1..] {
                graph.add_edge(x as u32, y as u32, ());
            }
        }
    }
    let nodes: Vec<u32> = graph.nodes().collect();
    let edges: Vec<(u32, u32)> = graph.all_edges().map(|(a, b, _)| (a, b)).collect();
    Occupancy {
        graph: Interference::new(nv, nodes, &edges),
        first_seen,
        peak,
        segments: None,
    }
}
