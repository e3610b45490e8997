//! Region geometry, for the general region restrictions of the vISA operands chapter ("Region
//! Restrictions"): the legal widths and strides (rules 1-3), the elements a region's lanes
//! touch, and the GRFs those elements lie in (rule 6: at most two adjacent GRFs).
//!
//! Where a variable lies is the finalizer's business, but the chapter's implementation note
//! fixes what a front end may rely on: a variable of at least one GRF starts on a GRF
//! boundary, and a smaller one lies inside one GRF. An alias is a window of its root at its
//! byte offset. So the GRFs of bytes `first..=last` of a root of at least one GRF are
//! `first / grf ..= last / grf`, and any bytes of a smaller root are in one GRF.
//!
//! The verifier ([`crate::verify`]) checks every operand with these; the lowering splits an
//! instruction whose operands would span more (`lower/regions.rs`).

use super::kernel::Kernel;
use super::types::{Region, VarId};

/// Rule 1: the legal source widths.
pub const WIDTHS: [u32; 5] = [1, 2, 4, 8, 16];
/// Rule 2: the legal vertical strides.
pub const VSTRIDES: [u32; 7] = [0, 1, 2, 4, 8, 16, 32];
/// Rule 3: the legal horizontal strides (rule 5 takes 0 away for destinations).
pub const HSTRIDES: [u32; 4] = [0, 1, 2, 4];

/// The largest element index (counted from the region's origin, in elements of its
/// variable's type) that `n` lanes of a source region touch; the smallest is 0 (strides are
/// never negative). Lane `i` reads element `(i / width) * vstride + (i % width) * hstride`.
pub fn src_last_element(r: &Region, n: u32) -> u32 {
    if n == 0 {
        return 0;
    }
    let w = r.width.max(1);
    let last_row = (n - 1) / w;
    let last_cols = n - last_row * w;
    let in_last = last_row * r.vstride + (last_cols - 1) * r.hstride;
    if last_row == 0 {
        in_last
    } else {
        in_last.max((last_row - 1) * r.vstride + (w - 1) * r.hstride)
    }
}

/// The largest element index `n` lanes of a destination with stride `hstride` write.
pub fn dst_last_element(hstride: u32, n: u32) -> u32 {
    n.saturating_sub(1) * hstride
}

/// Where an operand's bytes lie in the register file, as far as the front end knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GrfSpan {
    /// The root variable.
    pub root: VarId,
    /// The root's size in bytes.
    pub root_bytes: u32,
    /// The first byte touched, counted from the root's start.
    pub first: u32,
    /// The last byte touched, counted from the root's start.
    pub last: u32,
    /// The GRFs the bytes lie in: `last / grf - first / grf + 1` for a root of at least one
    /// GRF (GRF-aligned), 1 for a smaller root (it lies inside one GRF).
    pub grfs: u32,
}

impl Kernel {
    /// The GRFs bytes `off..off + bytes` of `var` (an alias or a root) lie in (see the module
    /// documentation); `bytes` is at least 1.
    pub fn grf_span(&self, var: VarId, off: u32, bytes: u32) -> GrfSpan {
        let (root, base) = self.root(var);
        let root_bytes = self.var(root).map(|d| d.bytes()).unwrap_or(0);
        let grf = self.grf_bytes.max(1);
        let first = base.saturating_add(off);
        let last = first.saturating_add(bytes.max(1) - 1);
        let grfs = if root_bytes < grf {
            1
        } else {
            last / grf - first / grf + 1
        };
        GrfSpan {
            root,
            root_bytes,
            first,
            last,
            grfs,
        }
    }

    /// [`Kernel::grf_span`] of `n` lanes of a source region.
    pub fn src_grf_span(&self, r: &Region, n: u32) -> GrfSpan {
        let e = self.var(r.var).map(|d| d.ty.bytes()).unwrap_or(1);
        self.grf_span(r.var, r.off, (src_last_element(r, n) + 1) * e)
    }

    /// [`Kernel::grf_span`] of `n` lanes of a destination `var` at byte `off`, stride `hstride`.
    pub fn dst_grf_span(&self, var: VarId, off: u32, hstride: u32, n: u32) -> GrfSpan {
        let e = self.var(var).map(|d| d.ty.bytes()).unwrap_or(1);
        self.grf_span(var, off, (dst_last_element(hstride, n) + 1) * e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::ElemType;

    /// The last element, against lanes walked one by one, over every legal region of up to 32
    /// lanes.
    #[test]
    fn last_element_is_the_largest_lane_element() {
        for n in [1, 2, 4, 8, 16, 32] {
            for width in WIDTHS.into_iter().filter(|&w| w <= n) {
                for vstride in VSTRIDES {
                    for hstride in HSTRIDES {
                        let r = Region {
                            var: VarId(0),
                            off: 0,
                            vstride,
                            width,
                            hstride,
                        };
                        let walked = (0..n)
                            .map(|i| (i / width) * vstride + (i % width) * hstride)
                            .max()
                            .unwrap_or(0);
                        assert_eq!(src_last_element(&r, n), walked, "{n} lanes of {r:?}");
                    }
                }
            }
        }
        assert_eq!(dst_last_element(2, 16), 30);
        assert_eq!(dst_last_element(1, 0), 0);
    }

    /// Spans through an alias of a GRF-aligned root, and inside a root below one GRF.
    #[test]
    fn spans_follow_the_placement_rules() {
        let mut k = Kernel::new("k", "dg2", 32);
        let q = k.add_var("q", ElemType::Uq, 20);
        let q_ud = k.add_alias("q_ud", ElemType::Ud, 38, q, 8);
        let small = k.add_var("s", ElemType::Ud, 6);
        // 16 lanes at stride 2 from byte 8 of q: bytes 8..=131, GRFs 0..=4.
        let s = k.dst_grf_span(q_ud, 0, 2, 16);
        assert_eq!((s.root, s.first, s.last, s.grfs), (q, 8, 131, 5));
        // 8 lanes: bytes 8..=67, three GRFs.
        assert_eq!(k.dst_grf_span(q_ud, 0, 2, 8).grfs, 3);
        // 8 lanes from byte 24 of q (16 of the alias): bytes 24..=83: three GRFs too.
        let r = Region::strided(q_ud, 16, 2);
        assert_eq!(k.src_grf_span(&r, 8).grfs, 3);
        assert_eq!(k.src_grf_span(&r, 4).grfs, 2);
        // A 24-byte root lies inside one GRF, whatever bytes of it are read.
        let r = Region::strided(small, 4, 1);
        assert_eq!(k.src_grf_span(&r, 5).grfs, 1);
    }
}
