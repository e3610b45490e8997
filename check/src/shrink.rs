//! Input shrinking: a failing trial's memory and arguments made as small as they can be while
//! the kernel still disagrees with the reference.

use super::judge::{Subject, Verdict};
use super::report::{Difference, KernelKind};
use crate::minterp::HostFill;
use memlower_ir::interp::scalar::float_bits;
use memlower_ir::interp::{Memory, MemoryShape, Val};

/// Most inputs the shrinker tries per mismatch.
const SHRINK_BUDGET: u32 = 600;

pub(super) struct Shrunk {
    pub(super) args: Vec<Val>,
    pub(super) mem: Memory,
    pub(super) zeroed: bool,
    pub(super) difference: Difference,
    pub(super) steps: u32,
}

/// Makes a failing input (`failing`, with what the host left: `fill`) smaller while it still
/// fails on `kind`: zeroed memory, fewer enabled mask lanes, smaller argument elements (0, then
/// halved), one change at a time. Parameters marked in `fixed` (constrained by the user) are
/// left as they are.
pub(super) fn shrink(
    subject: &Subject,
    kind: KernelKind,
    shape: &MemoryShape,
    fill: HostFill,
    failing: Shrunk,
    fixed: &[bool],
) -> Shrunk {
    let mut cur = failing;
    let mut budget = SHRINK_BUDGET;
    let mut attempt = |cur: &mut Shrunk, args: Vec<Val>, mem: Option<Memory>| -> bool {
        if budget == 0 {
            return false;
        }
        budget -= 1;
        let m = mem.as_ref().unwrap_or(&cur.mem);
        match subject.judge(&args, fill, m, Some(kind)) {
            Verdict::Differ(_, d) => {
                cur.args = args;
                if let Some(m) = mem {
                    cur.mem = m;
                    cur.zeroed = true;
                }
                cur.difference = d;
                cur.steps += 1;
                true
            }
            _ => false,
        }
    };
    if let Ok(z) = Memory::zeroed(subject.m, shape) {
        let args = cur.args.clone();
        attempt(&mut cur, args, Some(z));
    }
    // Fewer enabled lanes: clear mask bits one at a time.
    let free = |p: usize| !fixed.get(p).copied().unwrap_or(false);
    for p in 0..cur.args.len() {
        if !cur.args[p].ty().is_mask() || !free(p) {
            continue;
        }
        for lane in 0..cur.args[p].len() {
            if cur.args[p].get(lane) != Some(1) {
                continue;
            }
            let mut args = cur.args.clone();
            if let Some(v) = with_elem(&args[p], lane, 0) {
                args[p] = v;
                attempt(&mut cur, args, None);
            }
        }
    }
    // Smaller values: each element to 0; else integers halved a few times, floats 1.0.
    for p in 0..cur.args.len() {
        let ty = cur.args[p].ty();
        if ty.is_mask() || !free(p) {
            continue;
        }
        let float = ty.elem().filter(|e| e.is_float());
        for i in 0..cur.args[p].len() {
            let Some(x) = cur.args[p].get(i) else {
                continue;
            };
            if x == 0 {
                continue;
            }
            let mut try_value = |cur: &mut Shrunk, c: u64| -> bool {
                let mut args = cur.args.clone();
                match with_elem(&args[p], i, c) {
                    Some(v) => {
                        args[p] = v;
                        attempt(cur, args, None)
                    }
                    None => false,
                }
            };
            if try_value(&mut cur, 0) {
                continue;
            }
            match float {
                Some(e) => {
                    if let Some(one) = float_bits(e, 1.0).filter(|&one| one != x) {
                        try_value(&mut cur, one);
                    }
                }
                None => {
                    let mut y = x >> 1;
                    while y != 0 && try_value(&mut cur, y) {
                        y >>= 1;
                    }
                }
            }
        }
    }
    cur
}

/// `v` with element `i` replaced by the defined bits `x`.
fn with_elem(v: &Val, i: usize, x: u64) -> Option<Val> {
    let mut bits = v.bits().to_vec();
    let mut undef = v.undef().to_vec();
    *bits.get_mut(i)? = x;
    *undef.get_mut(i)? = 0;
    Val::from_parts(v.ty(), bits, undef)
}
