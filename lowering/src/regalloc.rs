//! Liveness, interference and GRF assignment for a message-IR kernel.
//!
//! The finalizer does the real register allocation; this module predicts it, so lowering can be
//! measured (the report's GRFs and peak pressure, naive vs aware) and so a pipeline could pick a
//! narrower split when a kernel would not fit:
//!
//! ```text
//!   instructions ──for_each_access──▶ reads / writes of root variables (aliases fold to roots)
//!        │ backward: live = used later          forward: defined = written before (or input)
//!        ▼
//!   occupied(i) = (live ∩ defined) before and after i, plus what i writes
//!        ├─▶ peak pressure  = max over i of the bytes occupied
//!        └─▶ interference   = petgraph edge between roots occupied together
//!               └─▶ first-fit: each root (in order of first occupation, and again largest
//!                   first; the smaller result is kept) gets the lowest GRF-aligned block
//!                   (sub-GRF roots: a naturally aligned slot) free of its neighbours' blocks
//! ```
//!
//! Liveness is per GRF of a root (the whole root below a GRF): a write kills the GRFs it stores
//! every byte of (contiguous, unpredicated ALU writes; any write covering the whole root), so a
//! value written one GRF at a time dies at its rewrite, while partial writes (lanes of a
//! concatenation written by separate messages, strided zips) keep it live. A root is occupied
//! where one of its GRFs is live. Output variables are live at `ret`.

use crate::mir::{Access, InputKind, InstKind, Kernel, VarId};
use petgraph::graphmap::UnGraphMap;

/// The result of allocation.
#[derive(Clone, Debug)]
pub struct Allocation {
    /// Byte offset in the register file of each variable's root (indexed by variable; `None`
    /// for variables that are never occupied, and for aliases).
    pub offsets: Vec<Option<u32>>,
    /// GRFs used (end of the highest block).
    pub total_grfs: u32,
    /// Peak register pressure in GRFs.
    pub peak_grfs: u32,
    /// Interference between root variables (node = variable index).
    pub interference: UnGraphMap<u32, ()>,
}

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
    fn get(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
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

/// Register-file bytes and alignment of a root of `bytes` bytes.
fn slot(bytes: u32, grf: u32) -> (u32, u32) {
    if bytes >= grf {
        (bytes.div_ceil(grf) * grf, grf)
    } else {
        let s = bytes.max(1).next_power_of_two();
        (s, s)
    }
}

/// Successors of every instruction.
fn successors(k: &Kernel) -> Vec<Vec<usize>> {
    let mut label_at = vec![usize::MAX; k.labels.len()];
    for (i, inst) in k.insts.iter().enumerate() {
        if let InstKind::Label(l) = inst.kind {
            if let Some(x) = label_at.get_mut(l.index()) {
                *x = i;
            }
        }
    }
    let n = k.insts.len();
    k.insts
        .iter()
        .enumerate()
        .map(|(i, inst)| {
            let mut s = Vec::new();
            match &inst.kind {
                InstKind::Ret => {}
                InstKind::Jmp { pred, target } => {
                    if pred.is_some() && i + 1 < n {
                        s.push(i + 1);
                    }
                    if let Some(&t) = label_at.get(target.index()) {
                        if t < n {
                            s.push(t);
                        }
                    }
                }
                _ => {
                    if i + 1 < n {
                        s.push(i + 1);
                    }
                }
            }
            s
        })
        .collect()
}

/// Computes liveness and assigns register blocks.
pub fn allocate(k: &Kernel) -> Allocation {
    let nv = k.vars.len();
    let n = k.insts.len();
    let grf = k.grf_bytes.max(1);
    let root_of: Vec<(usize, u32)> = (0..nv)
        .map(|v| {
            let (r, off) = k.root(VarId(v as u32));
            (r.index(), off)
        })
        .collect();
    let root_bytes = |r: usize| k.vars.get(r).map(|d| d.bytes()).unwrap_or(0);

    // Liveness is tracked per unit: one GRF of a root (the whole root below a GRF), so that
    // the pieces of a value written one GRF at a time (exec 8 + exec 4 of a 12-lane value) kill
    // it together. Definedness and occupancy stay per root.
    let units_of = |r: usize| root_bytes(r).div_ceil(grf).max(1) as usize;
    let mut unit_base = Vec::with_capacity(nv);
    let mut unit_root = Vec::new();
    for r in 0..nv {
        unit_base.push(unit_root.len());
        unit_root.extend(std::iter::repeat_n(r, units_of(r)));
    }
    let nu = unit_root.len();
    let mut gen = vec![Bits::new(nu); n];
    let mut kill = vec![Bits::new(nu); n];
    let mut writes = vec![Bits::new(nv); n];
    let mut outputs = Bits::new(nu);
    for (v, d) in k.vars.iter().enumerate() {
        if d.output {
            let r = root_of[v].0;
            for u in 0..units_of(r) {
                outputs.set(unit_base[r] + u);
            }
        }
    }
    for (i, inst) in k.insts.iter().enumerate() {
        // Writes that store every byte of their span: unpredicated (or `sel`) ALU results with
        // a contiguous destination. Others (strided zips, predicated moves, messages) kill a
        // root only by covering all of it, as one instruction.
        let dense = matches!(
            &inst.kind,
            InstKind::Alu { op, pred, dst: crate::mir::Dst::Reg { hstride, .. }, .. }
                if *hstride <= 1 && (pred.is_none() || *op == crate::mir::AluOp::Sel)
        );
        k.for_each_access(inst, |v, acc| {
            let Some(&(r, base)) = root_of.get(v.index()) else {
                return;
            };
            let rb = root_bytes(r);
            let last = units_of(r) - 1;
            let unit = |byte: u32| unit_base[r] + ((byte / grf) as usize).min(last);
            match acc {
                Access::Read { off, bytes } => {
                    let a = base + off;
                    for u in unit(a)..=unit(a + bytes.max(1) - 1) {
                        gen[i].set(u);
                    }
                }
                Access::Write { off, bytes } => {
                    writes[i].set(r);
                    let a = base + off;
                    if a == 0 && bytes >= rb {
                        for u in 0..=last {
                            kill[i].set(unit_base[r] + u);
                        }
                    } else if dense {
                        for u in 0..=last {
                            let lo = u as u32 * grf;
                            let hi = (lo + grf).min(rb);
                            if a <= lo && a + bytes >= hi {
                                kill[i].set(unit_base[r] + u);
                            }
                        }
                    }
                }
            }
        });
        if matches!(inst.kind, InstKind::Ret) {
            gen[i].union(&outputs);
        }
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
            if let Some(&(r, _)) = root_of.get(v.index()) {
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
    // Pairs already in the graph: the same roots are occupied together at many instructions,
    // and a bit test is much cheaper than the graph's hashed insert.
    let mut adjacent = vec![Bits::new(nv); nv];
    let mut first_seen = vec![usize::MAX; nv];
    let mut peak = 0u32;
    for i in 0..n {
        // A root is occupied where one of its units is live and the root defined.
        let mut occ = writes[i].clone();
        for (live, def) in [(&live_in[i], &def_in[i]), (&live_out[i], &def_out[i])] {
            let mut roots = Bits::new(nv);
            for u in live.ones().filter(|&u| u < nu) {
                roots.set(unit_root[u]);
            }
            occ.union(&roots.and(def));
        }
        let roots: Vec<usize> = occ.ones().filter(|&r| r < nv).collect();
        let bytes: u32 = roots.iter().map(|&r| slot(root_bytes(r), grf).0).sum();
        peak = peak.max(bytes);
        for (a, &x) in roots.iter().enumerate() {
            if first_seen[x] == usize::MAX {
                graph.add_node(x as u32);
                first_seen[x] = i;
            }
            for &y in &roots[a + 1..] {
                if !adjacent[x].get(y) {
                    adjacent[x].set(y);
                    graph.add_edge(x as u32, y as u32, ());
                }
            }
        }
    }

    // First-fit in two orders, keeping the smaller file: by first occupation (optimal for
    // equal-sized live ranges) and largest first (sub-GRF and one-GRF roots then fill the holes
    // between the big blocks instead of splitting the free space).
    let occupied: Vec<usize> = (0..nv).filter(|&r| first_seen[r] != usize::MAX).collect();
    let mut by_time = occupied.clone();
    by_time.sort_by_key(|&r| (first_seen[r], r));
    let mut by_size = occupied;
    by_size.sort_by_key(|&r| {
        (
            std::cmp::Reverse(slot(root_bytes(r), grf).0),
            first_seen[r],
            r,
        )
    });
    let first_fit = |order: &[usize]| {
        let mut offsets: Vec<Option<u32>> = vec![None; nv];
        let mut end = 0u32;
        for &r in order {
            let (size, align) = slot(root_bytes(r), grf);
            let mut taken: Vec<(u32, u32)> = graph
                .neighbors(r as u32)
                .filter_map(|nb| {
                    offsets[nb as usize].map(|o| (o, o + slot(root_bytes(nb as usize), grf).0))
                })
                .collect();
            taken.sort_unstable();
            let mut o = 0u32;
            for &(s, e) in &taken {
                if o + size <= s {
                    break;
                }
                if e > o {
                    o = e.div_ceil(align) * align;
                }
            }
            offsets[r] = Some(o);
            end = end.max(o + size);
        }
        (offsets, end)
    };
    let (a, b) = (first_fit(&by_time), first_fit(&by_size));
    let (offsets, end) = if b.1 < a.1 { b } else { a };
    Allocation {
        offsets,
        total_grfs: end.div_ceil(grf),
        peak_grfs: peak.div_ceil(grf),
        interference: graph,
    }
}

/// Checks an allocation: interfering roots never share a byte, and every block is aligned.
/// The allocator's own checker, in the spirit of regalloc2's.
pub fn check(k: &Kernel, a: &Allocation) -> Result<(), String> {
    let grf = k.grf_bytes.max(1);
    let span = |r: u32| -> Option<(u32, u32)> {
        let o = a.offsets.get(r as usize).copied().flatten()?;
        let (size, _) = slot(k.vars.get(r as usize)?.bytes(), grf);
        Some((o, o + size))
    };
    for (x, y, _) in a.interference.all_edges() {
        match (span(x), span(y)) {
            (Some((a0, a1)), Some((b0, b1))) if a0 < b1 && b0 < a1 => {
                return Err(format!(
                    "{} [{a0}, {a1}) and {} [{b0}, {b1}) interfere but overlap",
                    k.vars[x as usize].name, k.vars[y as usize].name
                ))
            }
            (None, _) | (_, None) => return Err("an interfering variable has no register".into()),
            _ => {}
        }
    }
    for (r, o) in a.offsets.iter().enumerate() {
        if let (Some(o), Some(d)) = (o, k.vars.get(r)) {
            let (_, align) = slot(d.bytes(), grf);
            if o % align != 0 {
                return Err(format!("{} at {o} is not {align}-byte aligned", d.name));
            }
        }
    }
    Ok(())
}
