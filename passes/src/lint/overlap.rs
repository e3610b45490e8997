//! Which two lanes of a scatter write one byte first, found from the lanes' start addresses
//! without a map of every byte written (`lint-ub`'s overlap rule: two enabled lanes writing one
//! byte is undefined behaviour, SEMANTICS.md §5.3).

use super::{ByteSpan, ScatterConflict};
use smallvec::SmallVec;

/// The first conflict of lanes writing `span` bytes each from the given starts (lane, first
/// byte; wrapping modulo 2^32), as the interpreter finds it: lanes in order, each lane's bytes
/// in order, the first byte already written names the conflict. The lanes before a conflict
/// write disjoint runs, so the byte's writer is the one earlier lane whose run holds it: each
/// lane is checked against the runs before it (at most 32 lanes), with no per-byte map.
pub(super) fn first_overlap(
    starts: impl Iterator<Item = (u32, u32)>,
    span: u32,
    base_relative: bool,
) -> Option<ScatterConflict> {
    let starts: SmallVec<[(u32, u32); 32]> = starts.collect();
    // Most scatters have no conflict: runs of one length overlap only if two that are next to
    // each other around the address circle do, which the sorted starts show at once.
    let mut sorted: SmallVec<[u32; 32]> = starts.iter().map(|&(_, s)| s).collect();
    sorted.sort_unstable();
    let overlap = match (sorted.first(), sorted.last()) {
        (Some(&lo), Some(&hi)) if sorted.len() >= 2 => {
            sorted.windows(2).any(|w| w[1].wrapping_sub(w[0]) < span) || lo.wrapping_sub(hi) < span
        }
        _ => false,
    };
    if !overlap {
        return None;
    }
    let mut runs: SmallVec<[(u32, u32); 32]> = SmallVec::new();
    for (lane, start) in starts {
        // The first byte `k` of this run inside an earlier run, and that run.
        let hit = runs
            .iter()
            .filter_map(|&(first, first_start)| {
                // `start + k` is in `first_start..first_start + span` (wrapping) for k = 0 if
                // this run starts inside it, else first at the wrapped distance to its start.
                let k = if start.wrapping_sub(first_start) < span {
                    0
                } else {
                    first_start.wrapping_sub(start)
                };
                (k < span).then_some((k, first, first_start))
            })
            .min_by_key(|&(k, ..)| k);
        if let Some((k, first, first_start)) = hit {
            let byte = start.wrapping_add(k);
            let inside_first = |k: u32| start.wrapping_add(k).wrapping_sub(first_start) < span;
            let len = (k..span).take_while(|&k| inside_first(k)).count() as u32;
            return Some(ScatterConflict {
                first,
                second: lane,
                base_relative,
                first_bytes: ByteSpan {
                    start: first_start,
                    len: span,
                },
                second_bytes: ByteSpan { start, len: span },
                overlap: ByteSpan { start: byte, len },
            });
        }
        runs.push((lane, start));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use memlower_ir::fxhash::FxHashMap as HashMap;

    /// The byte-by-byte search `first_overlap` replaces: a map from every byte written to its
    /// lane, filled in lane order.
    fn by_bytes(starts: &[(u32, u32)], span: u32) -> Option<(u32, u32, u32, u32, u32)> {
        let mut writer: HashMap<u32, (u32, u32)> = HashMap::default();
        for &(lane, start) in starts {
            for k in 0..span {
                let byte = start.wrapping_add(k);
                if let Some(&(first, first_start)) = writer.get(&byte) {
                    let inside = |k: u32| start.wrapping_add(k).wrapping_sub(first_start) < span;
                    let len = (k..span).take_while(|&k| inside(k)).count() as u32;
                    return Some((first, lane, first_start, byte, len));
                }
                writer.insert(byte, (lane, start));
            }
        }
        None
    }

    /// Random and strided lanes (some off), starts near 0 and near 2^32 (wrapping), spans
    /// 1..=32: the same conflict, or none, as the byte map; both outcomes are common.
    #[test]
    fn first_overlap_is_the_byte_maps_first_conflict() {
        let mut rng = memlower_ir::rng::Rng::new(7);
        let mut outcomes = [0u32; 2];
        for case in 0..20_000u32 {
            let span = 1 + rng.below(32) as u32;
            let lanes = 1 + rng.below(32) as u32;
            let spread = [8u64, 64, 512][case as usize % 3];
            let mut starts: Vec<(u32, u32)> = Vec::new();
            for lane in 0..lanes {
                if rng.below(8) == 0 {
                    continue; // off
                }
                let s = if case % 5 == 4 {
                    // Strided lanes, one byte short of, exactly at, or past the run length,
                    // from near the top of the address space: overlapping only when short.
                    let stride = span - 1 + (case / 5 % 3);
                    (lane * stride).wrapping_sub(span * 7)
                } else {
                    rng.below(spread) as u32
                };
                starts.push((lane, if case % 4 == 0 { s.wrapping_sub(40) } else { s }));
            }
            let got = first_overlap(starts.iter().copied(), span, false).map(|c| {
                (
                    c.first,
                    c.second,
                    c.first_bytes.start,
                    c.overlap.start,
                    c.overlap.len,
                )
            });
            let want = by_bytes(&starts, span);
            assert_eq!(got, want, "span {span}, starts {starts:?}");
            outcomes[usize::from(want.is_some())] += 1;
        }
        assert!(outcomes.iter().all(|&n| n > 2_000), "{outcomes:?}");
    }
}
