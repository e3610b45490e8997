//! Register pressure along a kernel: the bytes of the register file occupied at each
//! instruction, as the allocator's liveness walk (`linear.rs`) measures them, so the largest is
//! [`super::Allocation::peak_grfs`] (in GRFs). What `memlower explore` plots.
//!
//! The walk visits instruction `n - c` at step `c` (`c` from 1) and records each root's stays
//! in the occupied set as spans of steps `[joined, left)`; the bytes at instruction `i` are
//! the slots of the roots whose span holds step `n - i`.

use super::linear;
use crate::mir::Kernel;

/// Bytes occupied at each instruction of `k` (indexed like `k.insts`), after the instruction's
/// own reads and writes are counted (what the peak is the largest of).
pub fn pressure(k: &Kernel) -> Vec<u64> {
    let n = k.insts.len();
    let w = linear::walk(k, None, None);
    let grf = k.grf_bytes.max(1);
    // The change in occupied bytes at each step, 0..=n+1.
    let mut delta = vec![0i64; n + 2];
    for &(joined, left, r) in &w.spans {
        let bytes = k
            .vars
            .get(r as usize)
            .map_or(1, |d| super::slot(d.bytes(), grf).0) as i64;
        delta[(joined as usize).min(n + 1)] += bytes;
        if left != u32::MAX {
            delta[(left as usize).min(n + 1)] -= bytes;
        }
    }
    let mut out = vec![0u64; n];
    let mut bytes = 0i64;
    for (c, d) in delta.iter().enumerate().take(n + 1) {
        bytes += d;
        if c >= 1 {
            out[n - c] = bytes.max(0) as u64;
        }
    }
    out
}
