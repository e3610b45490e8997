//! Scaling pairs: a workload and the one ten times smaller, measured alternately, and the
//! table of their ratios.
//!
//! The machine is shared: its speed moves by tens of percent from one minute to the next, so
//! two rows measured minutes apart, once each, give a ratio that says as much about the
//! machine as about the code (the same one-function row took 4.9 s and 6.9 s within ten
//! minutes). So once a workload is measured, it and the one ten times smaller are run again,
//! in turns (big, small, big, small, ...), the stage child and the end-to-end rows alike, and
//! each row keeps its best run (least CPU time): a slow spell of the machine falls on both
//! sizes, and the least of several runs is the figure least moved by it. The smaller workload
//! ends up with more runs than the bigger (its own, then these): its best can only be lower,
//! which makes a ratio larger, never smaller than the code's.

use super::{end_to_end, keep_best, stages_once, Options, Row, MEMLOWER, STAGES, WORKLOADS};
use std::collections::BTreeMap;
use std::path::Path;

/// Rounds of the alternation after each workload's own measurement: with it, every row of a
/// scaling pair has at least `1 + PAIR_ROUNDS` runs.
pub(crate) const PAIR_ROUNDS: usize = 2;

/// `big` (at `big_file`) and `small` (at `small_file`), already measured once in `rows`, run
/// `PAIR_ROUNDS` more times in turns: the stage child of each, and the end-to-end row at each
/// of `jobs` (with `--base`, the base binary's too, just before ours); each row keeps its best
/// run. Every `-j` a verdict compares gets the same runs, so `-j 1` is not the better measured.
pub(crate) fn alternate(
    rows: &mut BTreeMap<(String, String), Row>,
    pair: [(&str, &Path); 2],
    jobs: &[usize],
    o: &Options,
) {
    for _ in 0..PAIR_ROUNDS {
        for (name, file) in pair {
            let mut runs = stages_once(file, o);
            for &j in jobs {
                if let Some(base) = &o.base {
                    runs.push((
                        format!("end-to-end -j{j} base"),
                        end_to_end(base, file, o, j),
                    ));
                }
                runs.push((
                    format!("end-to-end -j{j}"),
                    end_to_end(Path::new(MEMLOWER), file, o, j),
                ));
            }
            for (row, r) in runs {
                match rows.get_mut(&(name.to_string(), row.clone())) {
                    Some(slot) => keep_best(slot, r),
                    None => {
                        rows.insert((name.to_string(), row), r);
                    }
                }
            }
        }
    }
}

/// Time and memory of each row at ten times the size, against the row it is ten times of.
pub(crate) fn table(rows: &BTreeMap<(String, String), Row>) {
    println!(
        "\nscaling: x10 the size; a ratio above 11 is superlinear (wall time; CPU time too, as the \
         machine is shared); both sizes the best of their alternating runs"
    );
    println!(
        "{:<26} {:<18} {:>8} {:>8} {:>8}",
        "workloads", "row", "time", "cpu", "memory"
    );
    for w in WORKLOADS {
        let Some(small) = w.smaller else { continue };
        let mut names: Vec<&String> = rows
            .keys()
            .filter(|(wl, _)| wl == w.name)
            .map(|(_, r)| r)
            .collect();
        names.sort_by_key(|n| row_order(n));
        for name in names {
            let (Some(big), Some(little)) = (
                rows.get(&(w.name.to_string(), name.clone())),
                rows.get(&(small.to_string(), name.clone())),
            ) else {
                continue;
            };
            let label = format!("{small} -> {}", w.name);
            if big.missing.is_some() || little.missing.is_some() {
                let why = big
                    .missing
                    .as_deref()
                    .or(little.missing.as_deref())
                    .unwrap_or("");
                println!(
                    "{label:<26} {name:<18} {:>8} {:>8} {:>8}  not measured ({why})",
                    "-", "-", "-"
                );
                continue;
            }
            let t = big.wall / little.wall.max(1e-6);
            let c = big.cpu / little.cpu.max(1e-6);
            let m = big.rss_kb as f64 / little.rss_kb.max(1) as f64;
            // Rows under 10 ms are noise, not scaling.
            let timed = little.wall >= 0.01;
            let flag = if (timed && t.min(c) > 11.0) || m > 11.0 {
                "  SUPERLINEAR"
            } else {
                ""
            };
            println!("{label:<26} {name:<18} {t:>8.2} {c:>8.2} {m:>8.2}{flag}");
        }
    }
}

pub(crate) fn row_order(name: &str) -> usize {
    if name == "gen" {
        return 0;
    }
    STAGES
        .iter()
        .position(|s| *s == name)
        .map_or(100 + name.len(), |p| p + 1)
}
