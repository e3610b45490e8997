//! What both liveness computations read: each variable's root, the root's liveness units (one
//! GRF of it, the whole root below a GRF), and each instruction's reads, kills and writes in
//! those terms.

use super::graph::Interference;
use crate::mir::{Access, InstKind, Kernel, VarId};
use smallvec::SmallVec;

/// Roots and units of a kernel's variables (`u32` tables: a huge kernel has millions of
/// units, and the walk reads these at every access).
pub(super) struct Units {
    /// Each variable's root and its byte offset in it.
    root_of: Vec<(u32, u32)>,
    /// Each root's size in bytes (by variable index).
    pub bytes: Vec<u32>,
    /// The first unit of each root.
    base: Vec<u32>,
    /// The root of each unit.
    root: Vec<u32>,
    /// The GRF size.
    pub grf: u32,
}

impl Units {
    pub fn new(k: &Kernel) -> Units {
        let nv = k.vars.len();
        let grf = k.grf_bytes.max(1);
        let root_of: Vec<(u32, u32)> = (0..nv)
            .map(|v| {
                let (r, off) = k.root(VarId(v as u32));
                (r.0, off)
            })
            .collect();
        let bytes: Vec<u32> = k.vars.iter().map(|d| d.bytes()).collect();
        let mut base = Vec::with_capacity(nv);
        let mut root = Vec::new();
        for (r, &b) in bytes.iter().enumerate() {
            base.push(root.len() as u32);
            root.extend(std::iter::repeat_n(
                r as u32,
                b.div_ceil(grf).max(1) as usize,
            ));
        }
        Units {
            root_of,
            bytes,
            base,
            root,
            grf,
        }
    }

    /// How many units there are.
    pub fn count(&self) -> usize {
        self.root.len()
    }

    /// The root of unit `x`.
    pub fn root(&self, x: usize) -> usize {
        self.root[x] as usize
    }

    /// Variable `v`'s root and its byte offset in it (`None` past the variables).
    pub fn root_of(&self, v: usize) -> Option<(usize, u32)> {
        self.root_of.get(v).map(|&(r, off)| (r as usize, off))
    }

    /// The first unit of root `r`.
    fn base(&self, r: usize) -> usize {
        self.base[r] as usize
    }

    /// Units of root `r`.
    pub fn units_of(&self, r: usize) -> usize {
        self.bytes
            .get(r)
            .copied()
            .unwrap_or(0)
            .div_ceil(self.grf)
            .max(1) as usize
    }

    /// The units of the output variables (live at `ret`), ascending.
    pub fn outputs(&self, k: &Kernel) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        for (v, d) in k.vars.iter().enumerate() {
            if d.output {
                let r = self.root_of[v].0 as usize;
                out.extend((0..self.units_of(r)).map(|u| self.base(r) + u));
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Calls `gen` for each unit instruction `i` reads (`outputs`, at `ret`), `kill` for each
    /// unit it overwrites whole and `write` for each root it writes (repeats possible), for the
    /// roots `want` accepts (the others' units are not visited at all).
    ///
    /// Writes that store every byte of their span: unpredicated (or `sel`) ALU results with a
    /// contiguous destination. Others (strided zips, predicated moves, messages) kill a root
    /// only by covering all of it, as one instruction.
    pub fn events(
        &self,
        k: &Kernel,
        i: usize,
        (outputs, want): (&[usize], &impl Fn(usize) -> bool),
        gen: &mut impl FnMut(usize),
        kill: &mut impl FnMut(usize),
        write: &mut impl FnMut(usize),
    ) {
        let inst = &k.insts[i];
        let grf = self.grf;
        let dense = matches!(
            &inst.kind,
            InstKind::Alu { op, pred, dst: crate::mir::Dst::Reg { hstride, .. }, .. }
                if *hstride <= 1 && (pred.is_none() || *op == crate::mir::AluOp::Sel)
        );
        k.for_each_access(inst, |v, acc| {
            let Some((r, base)) = self.root_of(v.index()) else {
                return;
            };
            if !want(r) {
                return;
            }
            let rb = self.bytes.get(r).copied().unwrap_or(0);
            let last = self.units_of(r) - 1;
            let unit = |byte: u32| self.base(r) + ((byte / grf) as usize).min(last);
            match acc {
                Access::Read { off, bytes } => {
                    let a = base + off;
                    for u in unit(a)..=unit(a + bytes.max(1) - 1) {
                        gen(u);
                    }
                }
                Access::Write { off, bytes } => {
                    write(r);
                    let a = base + off;
                    if a == 0 && bytes >= rb {
                        for u in 0..=last {
                            kill(self.base(r) + u);
                        }
                    } else if dense {
                        for u in 0..=last {
                            let lo = u as u32 * grf;
                            let hi = (lo + grf).min(rb);
                            if a <= lo && a + bytes >= hi {
                                kill(self.base(r) + u);
                            }
                        }
                    }
                }
            }
        });
        if matches!(inst.kind, InstKind::Ret) {
            for &u in outputs {
                gen(u);
            }
        }
    }
}

/// Successors of every instruction (at most two: no allocation per instruction).
pub(super) fn successors(k: &Kernel) -> Vec<SmallVec<[usize; 2]>> {
    let label_at = label_positions(k);
    (0..k.insts.len())
        .map(|i| successors_of(k, &label_at, i))
        .collect()
}

/// The instruction each label stands at (`usize::MAX`: nowhere).
pub(super) fn label_positions(k: &Kernel) -> Vec<usize> {
    let mut label_at = vec![usize::MAX; k.labels.len()];
    for (i, inst) in k.insts.iter().enumerate() {
        if let InstKind::Label(l) = inst.kind {
            if let Some(x) = label_at.get_mut(l.index()) {
                *x = i;
            }
        }
    }
    label_at
}

/// The successors of instruction `i` (`label_at` from [`label_positions`]).
pub(super) fn successors_of(k: &Kernel, label_at: &[usize], i: usize) -> SmallVec<[usize; 2]> {
    let n = k.insts.len();
    let mut s = SmallVec::new();
    match &k.insts[i].kind {
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
}

impl Units {
    /// Register-file bytes and alignment of root `r` ([`slot`]).
    pub fn slot(&self, r: usize) -> (u32, u32) {
        slot(self.bytes.get(r).copied().unwrap_or(0), self.grf)
    }
}

/// Register-file bytes and alignment of a root of `bytes` bytes.
pub(super) fn slot(bytes: u32, grf: u32) -> (u32, u32) {
    if bytes >= grf {
        (bytes.div_ceil(grf) * grf, grf)
    } else {
        let s = bytes.max(1).next_power_of_two();
        (s, s)
    }
}

/// Which roots are occupied together, where each is first occupied, and the peak: what the
/// liveness computations give the assignment.
pub(super) struct Occupancy {
    pub graph: Interference,
    pub first_seen: Vec<usize>,
    /// Bytes (register-file slots) occupied at once, at most.
    pub peak: u64,
    /// Each root's occupied instructions as segments, when the computation has them: then
    /// first-fit by first occupation is a sweep over them rather than a walk over the pairs.
    pub segments: Option<super::sweep::Segments>,
}

/// Interference edges per occupied root (on average) up to which the largest-first pass is
/// tried, on top of [`EDGE_BUDGET_BASE`]: that pass visits every pair, so it runs only where
/// the pairs are few enough to keep allocation linear in the kernel. Kernels past it (one
/// function with thousands of values live at once, far beyond any register file) keep the
/// first-occupation pass alone.
pub const EDGE_BUDGET_PER_ROOT: u64 = 64;
/// Interference edges up to which the largest-first pass is always tried (every small kernel).
pub const EDGE_BUDGET_BASE: u64 = 1 << 16;

/// The edges up to which first-fit's largest-first pass runs on a kernel with `roots` occupied
/// roots ([`EDGE_BUDGET_BASE`] or [`EDGE_BUDGET_PER_ROOT`] per root, whichever is more).
pub(super) fn edge_budget(roots: usize) -> u64 {
    EDGE_BUDGET_BASE.max(EDGE_BUDGET_PER_ROOT * roots as u64)
}
