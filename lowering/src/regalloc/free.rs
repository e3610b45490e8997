//! The register file as a search tree over GRFs: which bytes are taken, and the lowest free
//! block of a given size and alignment, in O(log GRFs) instead of a walk over every block below
//! it.
//!
//! ```text
//!   leaf (one GRF)   a bit per byte, taken or not
//!   node             runs of wholly free GRFs (prefix, suffix, longest: for blocks of >= 1
//!                    GRF, which are GRF-aligned) and `fits`: bit k set when some GRF below has
//!                    a free 2^k-aligned run of 2^k bytes (for sub-GRF blocks, naturally aligned
//!                    and so inside one GRF)
//! ```
//!
//! Blocks put in are disjoint (the caller's active roots all interfere), so a bit per byte is
//! enough; blocks to avoid that may overlap them are not put in but skipped by the caller
//! ([`Free::lowest`]'s `from`).

/// Bit `p` set for every multiple `p` of `2^k`, by `k`.
const ALIGNED: [u64; 7] = [
    u64::MAX,
    0x5555_5555_5555_5555,
    0x1111_1111_1111_1111,
    0x0101_0101_0101_0101,
    0x0001_0001_0001_0001,
    0x0000_0001_0000_0001,
    1,
];

/// Taken bytes of a register file of `leaves` GRFs.
pub(super) struct Free {
    grf: u32,
    /// 64-bit words per GRF.
    words: usize,
    leaves: usize,
    bits: Vec<u64>,
    pre: Vec<u32>,
    suf: Vec<u32>,
    best: Vec<u32>,
    fits: Vec<u32>,
    /// `fits` of a wholly free GRF.
    all: u32,
}

impl Free {
    /// An empty file of at least `grfs` GRFs of `grf` bytes.
    pub fn new(grfs: usize, grf: u32) -> Free {
        let mut f = Free {
            grf,
            words: (grf as usize).div_ceil(64).max(1),
            leaves: 0,
            bits: Vec::new(),
            pre: Vec::new(),
            suf: Vec::new(),
            best: Vec::new(),
            fits: Vec::new(),
            all: 0,
        };
        f.all = f.all_fits();
        f.resize(grfs.max(1).next_power_of_two());
        f
    }

    /// Doubles the file: the GRFs added are free, the bytes taken stay taken. A caller that
    /// sizes the file by what it uses (a few times the peak) rather than by every block it
    /// may place keeps the tree small and shallow, and grows it when [`Free::lowest`] finds
    /// no room.
    pub fn grow(&mut self) {
        self.resize(2 * self.leaves);
    }

    /// Makes the file `leaves` GRFs (a power of two, at least the current size).
    fn resize(&mut self, leaves: usize) {
        let old = self.leaves;
        self.bits.resize(leaves * self.words, 0);
        // The old leaves' nodes move from `old..2 * old` to `leaves..leaves + old`; the new
        // leaves are wholly free; every internal node is pulled again.
        let all = self.all;
        for (v, free) in [
            (&mut self.pre, 1),
            (&mut self.suf, 1),
            (&mut self.best, 1),
            (&mut self.fits, all),
        ] {
            let mut n = vec![0; 2 * leaves];
            if old > 0 {
                n[leaves..leaves + old].copy_from_slice(&v[old..2 * old]);
            }
            n[leaves + old..].fill(free);
            *v = n;
        }
        self.leaves = leaves;
        for x in (1..leaves).rev() {
            self.pull(x);
        }
    }

    /// `fits` of a wholly free GRF: every sub-GRF power of two.
    fn all_fits(&self) -> u32 {
        let mut m = 0;
        let mut k = 0;
        while k < 31 && (1u32 << k) < self.grf {
            m |= 1 << k;
            k += 1;
        }
        m
    }

    fn taken(&self, leaf: usize, byte: u32) -> bool {
        let b = byte as usize;
        self.bits[leaf * self.words + b / 64] >> (b % 64) & 1 == 1
    }

    /// Whether bytes `[at, at + len)` of GRF `leaf` are all free.
    fn run_free(&self, leaf: usize, at: u32, len: u32) -> bool {
        (at..at + len).all(|b| !self.taken(leaf, b))
    }

    /// For a GRF of at most 64 bytes: bit `p` set when bytes `[p, p + size)` are free and `p`
    /// is `size`-aligned (`size` a power of two below the GRF).
    fn starts(&self, leaf: usize, size: u32) -> u64 {
        let valid = if self.grf >= 64 {
            u64::MAX
        } else {
            (1u64 << self.grf) - 1
        };
        let mut f = !self.bits[leaf] & valid;
        let mut w = 1;
        while w < size {
            f &= f >> w;
            w *= 2;
        }
        f & ALIGNED[size.trailing_zeros().min(6) as usize]
    }

    /// The lowest `size`-aligned free run of `size` bytes in GRF `leaf` at or after byte `from`.
    fn in_leaf(&self, leaf: usize, from: u32, size: u32) -> Option<u32> {
        if self.words == 1 && self.grf <= 64 {
            if from >= 64 {
                return None;
            }
            let m = self.starts(leaf, size) & (u64::MAX << from);
            return (m != 0).then(|| m.trailing_zeros());
        }
        let mut at = from.div_ceil(size) * size;
        while at + size <= self.grf {
            if self.run_free(leaf, at, size) {
                return Some(at);
            }
            at += size;
        }
        None
    }

    fn pull(&mut self, x: usize) {
        let (l, r) = (2 * x, 2 * x + 1);
        // The GRFs under a child of `x`.
        let half = (self.leaves >> (usize::BITS - 1 - x.leading_zeros())) as u32 / 2;
        self.pre[x] = if self.pre[l] == half {
            half + self.pre[r]
        } else {
            self.pre[l]
        };
        self.suf[x] = if self.suf[r] == half {
            half + self.suf[l]
        } else {
            self.suf[r]
        };
        self.best[x] = self.best[l]
            .max(self.best[r])
            .max(self.suf[l] + self.pre[r]);
        self.fits[x] = self.fits[l] | self.fits[r];
    }

    /// Recomputes GRF `leaf`'s node from its bytes (not its ancestors).
    fn refresh(&mut self, leaf: usize) {
        let words = &self.bits[leaf * self.words..(leaf + 1) * self.words];
        let x = self.leaves + leaf;
        // The bits of a whole GRF (the low `grf` bits of a word, for GRFs below 64 bytes).
        let full = if self.grf >= 64 {
            u64::MAX
        } else {
            (1u64 << self.grf) - 1
        };
        if words.iter().all(|&w| w == 0) {
            (self.pre[x], self.suf[x], self.best[x], self.fits[x]) = (1, 1, 1, self.all);
        } else if words.iter().all(|&w| w & full == full) {
            // Wholly taken (a block of a GRF or more, most of them): nothing fits.
            (self.pre[x], self.suf[x], self.best[x], self.fits[x]) = (0, 0, 0, 0);
        } else {
            let mut fits = 0;
            let mut k = 0;
            while k < 31 && (1u32 << k) < self.grf {
                if self.in_leaf(leaf, 0, 1 << k).is_some() {
                    fits |= 1 << k;
                }
                k += 1;
            }
            (self.pre[x], self.suf[x], self.best[x], self.fits[x]) = (0, 0, 0, fits);
        }
    }

    /// Marks bytes `[at, at + len)` taken (`on`) or free. Bytes past the file are ignored.
    pub fn set(&mut self, at: u32, len: u32, on: bool) {
        let grf = self.grf;
        let (first, last) = (at / grf, (at + len.max(1) - 1) / grf);
        for leaf in first..=last {
            let leaf = leaf as usize;
            if leaf >= self.leaves {
                break;
            }
            let lo = at.max(leaf as u32 * grf) - leaf as u32 * grf;
            let hi = (at + len).min((leaf as u32 + 1) * grf) - leaf as u32 * grf;
            for w in (lo / 64) as usize..hi.div_ceil(64) as usize {
                let (a, b) = (lo.max(w as u32 * 64) % 64, hi.min(w as u32 * 64 + 64));
                let b = b - w as u32 * 64;
                let mask = if b - a >= 64 {
                    u64::MAX
                } else {
                    ((1u64 << (b - a)) - 1) << a
                };
                let word = &mut self.bits[leaf * self.words + w];
                if on {
                    *word |= mask;
                } else {
                    *word &= !mask;
                }
            }
            self.refresh(leaf);
        }
        // The ancestors of the changed GRFs, a level at a time, until a level is unchanged.
        let top = self.leaves - 1;
        let (mut lo, mut hi) = (
            self.leaves + (first as usize).min(top),
            self.leaves + (last as usize).min(top),
        );
        while lo > 1 {
            (lo, hi) = (lo / 2, hi / 2);
            let mut changed = false;
            for x in lo..=hi {
                let before = (self.pre[x], self.suf[x], self.best[x], self.fits[x]);
                self.pull(x);
                changed |= before != (self.pre[x], self.suf[x], self.best[x], self.fits[x]);
            }
            if !changed {
                break;
            }
        }
    }

    /// The lowest offset at or after `from`, aligned to `align`, of `size` free bytes; `None`
    /// past the end of the file. Blocks of a GRF or more are GRF-aligned; smaller ones are a
    /// power of two aligned to their size (`slot`'s rules).
    pub fn lowest(&self, from: u32, size: u32, align: u32) -> Option<u32> {
        let grf = self.grf;
        if size >= grf || align >= grf {
            let m = size.div_ceil(grf).max(1);
            let start = self.run(1, 0, self.leaves as u32, from.div_ceil(grf), m)?;
            return Some(start * grf);
        }
        let leaf = (from / grf) as usize;
        if leaf >= self.leaves {
            return None;
        }
        if let Some(o) = self.in_leaf(leaf, from % grf, size) {
            return Some(leaf as u32 * grf + o);
        }
        let k = size.trailing_zeros();
        let next = self.leftmost(1, 0, self.leaves, leaf + 1, 1 << k)?;
        let o = self.in_leaf(next, 0, size)?;
        Some(next as u32 * grf + o)
    }

    /// The leftmost leaf at or after `lo` under node `x` (covering leaves `[l, r)`) whose
    /// `fits` has a bit of `mask`.
    fn leftmost(&self, x: usize, l: usize, r: usize, lo: usize, mask: u32) -> Option<usize> {
        if r <= lo || self.fits[x] & mask == 0 {
            return None;
        }
        if r - l == 1 {
            return Some(l);
        }
        let m = (l + r) / 2;
        self.leftmost(2 * x, l, m, lo, mask)
            .or_else(|| self.leftmost(2 * x + 1, m, r, lo, mask))
    }

    /// The leftmost start at or after `lo` of `m` wholly free GRFs, within node `x` (leaves
    /// `[l, r)`) or running from it into the nodes to its right.
    fn run(&self, x: usize, l: u32, r: u32, lo: u32, m: u32) -> Option<u32> {
        if r <= lo {
            return None;
        }
        if r - l == 1 {
            return (self.best[x] >= m).then_some(l);
        }
        let mid = (l + r) / 2;
        if self.best[x] >= m {
            if let Some(s) = self.run(2 * x, l, mid, lo, m) {
                return Some(s);
            }
            // A run across the middle.
            let s = (mid - self.suf[2 * x]).max(lo);
            if s < mid && mid - s + self.pre[2 * x + 1] >= m {
                return Some(s);
            }
            return self.run(2 * x + 1, mid, r, lo, m);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::Free;

    /// The lowest fit by brute force over a byte map.
    fn brute(taken: &[bool], from: u32, size: u32, align: u32) -> Option<u32> {
        let mut o = from.div_ceil(align) * align;
        while (o + size) as usize <= taken.len() {
            if !taken[o as usize..(o + size) as usize].iter().any(|&t| t) {
                return Some(o);
            }
            o += align;
        }
        None
    }

    #[test]
    fn lowest_fit_is_the_brute_force_lowest_fit() {
        let mut rng = memlower_ir::rng::Rng::new(7);
        let mut next = |m: u32| rng.below(u64::from(m)) as u32;
        for (grf, grfs, grows) in [(32u32, 37usize, false), (64, 37, false), (128, 37, false)]
            .into_iter()
            .chain([(32, 1, true), (64, 3, true), (128, 2, true)])
        {
            let mut f = Free::new(grfs, grf);
            let mut cap = (grfs.next_power_of_two() as u32 * grf) as usize;
            let mut taken = vec![false; cap];
            let mut blocks: Vec<(u32, u32)> = Vec::new();
            for step in 0..3000 {
                let size = if next(3) == 0 {
                    grf * (1 + next(4))
                } else {
                    1 << next(grf.trailing_zeros())
                };
                let align = size.min(grf);
                let from = if next(4) == 0 { next(cap as u32) } else { 0 };
                let mut want = brute(&taken, from, size, align);
                assert_eq!(f.lowest(from, size, align), want, "grf {grf} step {step}");
                // A growing file (up to 64 GRFs) doubles where it has no room, as first-fit
                // does: the blocks taken stay taken, the new GRFs are free.
                while grows && want.is_none() && cap < 64 * grf as usize {
                    f.grow();
                    cap *= 2;
                    taken.resize(cap, false);
                    want = brute(&taken, from, size, align);
                    assert_eq!(f.lowest(from, size, align), want, "grf {grf} step {step}");
                }
                if let (Some(o), true) = (want, next(3) != 0) {
                    f.set(o, size, true);
                    taken[o as usize..(o + size) as usize].fill(true);
                    blocks.push((o, size));
                } else if !blocks.is_empty() {
                    let (o, size) = blocks.swap_remove(next(blocks.len() as u32) as usize);
                    f.set(o, size, false);
                    taken[o as usize..(o + size) as usize].fill(false);
                }
            }
            assert!(
                !grows || cap > grfs * grf as usize,
                "grf {grf}: the file grew"
            );
        }
    }
}
