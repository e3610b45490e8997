//! The shapes the narrowing passes rewrite, for the property test's programs: a statement
//! that makes one of them (a tenth of the statements; `gen.rs` calls [`FnGen::packing`]).
//!
//! ```text
//!   dead channels   gather / image.load of 2-4 channels, some channels extracted   narrow-channels
//!   dead lanes      gather of N lanes, a lane range extracted                      narrow-channels
//!   small elements  gather / scatter of 2-4 x i8/i16/f16 at align 2, 4 or 8        widen-blocks
//!   adjacent dwords 2-4 dword scatters at +0, +4, ... of records, in any order     merge-adjacent
//!   adjacent halves 2 halfword or 2-4 byte gathers / scatters inside one dword     merge-adjacent
//! ```
//!
//! Records are addressed as `lane.index * stride` (+ a base): the stride is the record size or
//! more, so the lanes are provably apart and writes merge; sometimes it is only 4 bytes (lanes
//! overlap across fields: the merge must refuse) or the offsets are a parameter (nothing
//! proven: it must refuse too). `tests` measures how often each pass finds work.

use super::FnGen;
use memlower_ir::{Address, BinOp, ChannelMask, ScalarType, SurfaceKind, Type, Value};

impl FnGen<'_> {
    /// One of the shapes of the module doc.
    pub(super) fn packing(&mut self) {
        match self.rng.below(6) {
            0 => self.dead_channels(),
            1 => self.dead_lanes(),
            2 | 3 => self.small_elements(),
            _ => self.adjacent(),
        }
    }

    /// A gather or typed read of several channels of which a strict subset is extracted.
    fn dead_channels(&mut self) {
        let n = self.lanes();
        if self.rng.chance(1, 3) {
            if let Some((
                s,
                SurfaceKind::Image {
                    dim,
                    channels,
                    elem,
                },
            )) = self.surface(true)
            {
                if channels.count() >= 2 {
                    let coords = self.coords(n, dim);
                    let e = if elem.is_float() {
                        ScalarType::F32
                    } else {
                        ScalarType::I32
                    };
                    let mask = self.maybe_mask(n);
                    let ty = Type::chan_vec(n, channels.count(), e);
                    let v = self.b().image_load(s, coords, mask, channels, ty);
                    self.extract_some_channels(v, channels.count());
                    return;
                }
            }
        }
        let Some((s, _)) = self.surface(false) else {
            return;
        };
        let chans = self.rng.range(2, 4) as u8;
        let elem = self.elem();
        let align = self.align_for(elem)
            * if self.rng.chance(1, 2) {
                chans as u32
            } else {
                1
            };
        let align = align.next_power_of_two().min(16);
        let ty = Type::chan_vec(n, chans, elem);
        let addr = self.address(s, n, ty.lane_bytes().unwrap_or(4), align, false);
        let mask = self.maybe_mask(n);
        let v = self.b().gather(addr, mask, align, ty);
        self.extract_some_channels(v, chans);
    }

    /// Extracts a non-empty strict subset of the `chans` channels of `v` into the pool.
    fn extract_some_channels(&mut self, v: Value, chans: u8) {
        let all = (1u8 << chans) - 1;
        let pick = (self.rng.range(1, u64::from(all) - 1) as u8) & all;
        let pick = if pick == 0 { 1 } else { pick };
        for c in ChannelMask(pick).channels() {
            let x = self.b().chan_extract(v, c);
            self.keep(x);
        }
    }

    /// A gather of which one or two lane ranges are extracted.
    fn dead_lanes(&mut self) {
        let Some((s, _)) = self.surface(false) else {
            return;
        };
        let n = self.lanes().max(2);
        let elem = self.elem();
        let align = self.align_for(elem);
        let ty = Type::vec(n, elem);
        let addr = self.address(s, n, elem.bytes(), align, false);
        let mask = self.maybe_mask(n);
        let v = self.b().gather(addr, mask, align, ty);
        for _ in 0..self.rng.range(1, 2) {
            let k = self.rng.range(1, u64::from(n / 2).max(1)) as u32;
            let start = self.rng.range(0, u64::from(n - k)) as u32;
            let x = self.b().extract(v, start, k);
            self.keep(x);
        }
    }

    /// A gather or scatter of 2-4 small elements per lane at an alignment that lets several
    /// share a word or dword.
    fn small_elements(&mut self) {
        let Some((s, _)) = self.surface(false) else {
            return;
        };
        let n = self.lanes();
        let elem = *self.rng.pick(&[
            ScalarType::I8,
            ScalarType::I8,
            ScalarType::I16,
            ScalarType::F16,
        ]);
        let chans = self.rng.range(2, 4) as u8;
        let align = *self.rng.pick(&[2u32, 4, 4, 8]);
        let ty = Type::chan_vec(n, chans, elem);
        let write = self.rng.chance(1, 2);
        let addr = self.address(s, n, ty.lane_bytes().unwrap_or(4), align, write);
        let mask = self.maybe_mask(n);
        if write {
            let data = self.value_of(ty);
            self.b().scatter(addr, data, mask, align);
        } else {
            let v = self.b().gather(addr, mask, align, ty);
            self.keep(v);
        }
    }

    /// Records addressed as `lane.index * stride` from an optional base parameter; the address
    /// of the field at byte `at`.
    fn field(&mut self, base: Option<Value>, offsets: Value, at: u32) -> Address {
        let s = memlower_ir::SurfaceRef(0);
        if at == 0 {
            return Address {
                surface: s,
                base,
                offsets,
            };
        }
        let k = self.b().iconst(Type::I32, i64::from(at));
        let b = match base {
            Some(b) => self.b().binary(BinOp::Add, b, k),
            None => k,
        };
        Address {
            surface: s,
            base: Some(b),
            offsets,
        }
    }

    /// 2-4 adjacent fields of a record written (dwords) or read or written (halfwords, bytes)
    /// by separate ops, in a random order.
    fn adjacent(&mut self) {
        let n = self.lanes();
        let (elem, count, first_align) = match self.rng.below(4) {
            0 | 1 => (
                *self.rng.pick(&[ScalarType::I32, ScalarType::F32]),
                self.rng.range(2, 4) as u32,
                *self.rng.pick(&[4u32, 8, 16]),
            ),
            2 => (ScalarType::I16, 2, 4),
            _ => (ScalarType::I8, self.rng.range(2, 4) as u32, 4),
        };
        let size = elem.bytes();
        let record = (size * count).next_power_of_two().max(4);
        // Mostly records at least as wide as the fields; sometimes 4-byte lanes (too close to
        // merge writes) or a parameter (nothing proven).
        let offs_ty = Type::vec(n, ScalarType::I32);
        let offsets = match self.rng.below(8) {
            0 => self.param(offs_ty, "off"),
            1 => {
                let lane = self.b().lane_index(n);
                let k = self.b().iconst(offs_ty, 4);
                self.b().binary(BinOp::Mul, lane, k)
            }
            _ => {
                let stride = record * *self.rng.pick(&[1u32, 1, 2]);
                let lane = self.b().lane_index(n);
                let k = self.b().iconst(offs_ty, i64::from(stride));
                self.b().binary(BinOp::Mul, lane, k)
            }
        };
        let base = self.rng.chance(1, 2).then(|| self.param(Type::I32, "base"));
        let mask = self.maybe_mask(n);
        let write = elem.bytes() == 4 || self.rng.chance(1, 2);
        let mut order: Vec<u32> = (0..count).collect();
        for i in (1..order.len()).rev() {
            let j = self.rng.below(i as u64 + 1) as usize;
            order.swap(i, j);
        }
        let ty = Type::vec(n, elem);
        for k in order {
            let at = k * size;
            let align = if k == 0 {
                first_align
            } else {
                1 << at.trailing_zeros().min(4)
            };
            let addr = self.field(base, offsets, at);
            if write {
                let data = self.value_of(ty);
                self.b().scatter(addr, data, mask, align);
            } else {
                let v = self.b().gather(addr, mask, align, ty);
                self.keep(v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::gen::{random_program, ProgramConfig};
    use memlower_ir::rng::Rng;
    use memlower_passes::target::Target;
    use memlower_passes::{AnalysisManager, Instrumentation, PassContext, PassManager, Registry};

    /// How often the property test's programs give each narrowing pass something to rewrite:
    /// the share of 300 programs (seeds 0..300, as `tests/check_random.rs` draws them) on which
    /// the pass, run alone on dg2, changes the module. Printed, and bounded from below so a
    /// generator change cannot silently stop exercising a pass.
    #[test]
    fn every_narrowing_pass_finds_work_in_generated_programs() {
        let t = Target::by_name("dg2").expect("dg2");
        let reg = Registry::builtin();
        for (pass, at_least) in [
            ("narrow-channels", 15),
            ("widen-blocks", 15),
            ("merge-adjacent", 10),
        ] {
            let mut hits = 0;
            for seed in 0..300u64 {
                let mut m = random_program(&mut Rng::new(seed), &ProgramConfig::default());
                let mut pm = PassManager::from_pipeline(pass, &reg, Instrumentation::default())
                    .expect("pipeline");
                let report = pm
                    .run(
                        &mut m,
                        &mut AnalysisManager::new(),
                        &PassContext { target: Some(t) },
                        &mut std::io::sink(),
                    )
                    .unwrap_or_else(|e| panic!("seed {seed}: {pass}: {e}"));
                hits += usize::from(report.passes.iter().any(|p| p.changed));
            }
            let pct = hits * 100 / 300;
            eprintln!("{pass}: rewrites something in {hits} of 300 generated programs ({pct}%)");
            assert!(
                pct >= at_least,
                "{pass} found work in only {pct}% of generated programs"
            );
        }
    }
}
