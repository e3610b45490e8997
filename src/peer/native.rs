//! The native instructions of every row by cause ([`super::causes`]), per platform and width,
//! and the check of issue 28's peer-bench targets ("Done when") the bench can judge.
//!
//! ```text
//! ### Native instructions by cause: tgllp, SIMD16
//! | kernel | native IGC / ML | IGC sends/desc/lane id/sync/payload/ALU | ML ... | ML − IGC by cause |
//! | u8_gather_idx | 13 / 11 | 4/0/0/0/2/7 | 4/0/0/0/1/6 | 0/0/0/0/−1/−1 |
//! ```

use super::causes::{Causes, CAUSES};
use super::table::{label, render_titled, verdict, Criterion};
use super::{Figures, Row};
use memlower_check::visa_stats::MessageClass;
use std::fmt::Write;

/// The platform × width groups of `rows`, in the order they first appear.
fn groups(rows: &[Row]) -> Vec<(&'static str, u32)> {
    let mut out: Vec<(&'static str, u32)> = Vec::new();
    for r in rows {
        if !out.contains(&(r.platform.target, r.width)) {
            out.push((r.platform.target, r.width));
        }
    }
    out
}

fn in_group<'a>(rows: &'a [Row], g: (&str, u32)) -> impl Iterator<Item = &'a Row> + 'a {
    let (plat, width) = (g.0.to_string(), g.1);
    rows.iter()
        .filter(move |r| r.platform.target == plat && r.width == width)
}

/// IGC's and memlower's breakdowns summed over the rows both compiled, and how many.
fn sum_causes<'a>(rows: impl Iterator<Item = &'a Row>) -> (usize, Causes, Causes) {
    let (mut n, mut i, mut a) = (0, Causes::default(), Causes::default());
    for (fi, fa) in rows.filter_map(Row::both) {
        n += 1;
        i.add(&fi.causes);
        a.add(&fa.causes);
    }
    (n, i, a)
}

/// memlower minus IGC, cause by cause (`+3/0/-2/...`).
fn difference(i: &Causes, a: &Causes) -> String {
    let d: Vec<String> = (0..CAUSES.len())
        .map(|k| {
            let x = i64::from(a.0[k]) - i64::from(i.0[k]);
            if x > 0 {
                format!("+{x}")
            } else {
                x.to_string()
            }
        })
        .collect();
    d.join("/")
}

fn header() -> String {
    let names: Vec<&str> = CAUSES.iter().map(|c| c.name()).collect();
    let names = names.join("/");
    format!(
        "| kernel | native IGC / ML | IGC {names} | ML {names} | ML − IGC |\n|---|---|---|---|---|\n"
    )
}

/// Per group: one line per kernel with both breakdowns, then the group's totals; then one
/// table of the group totals.
pub fn render(rows: &[Row]) -> String {
    let mut out = String::from(
        "\n## Native instructions by cause\n\nEach cell lists sends / descriptor setup (`a0`) / \
         lane-id building (`mov :v`, `:uv` and their adds) / `sync.*` / payload moves / ALU \
         (`memlower::peer::causes`).\n",
    );
    for g in groups(rows) {
        let _ = write!(out, "\n### {}, SIMD{}\n\n{}", g.0, g.1, header());
        for r in in_group(rows, g) {
            let Some((i, a)) = r.both() else {
                let _ = writeln!(out, "| {} | REFUSED (notes) | | | |", r.kernel);
                continue;
            };
            let _ = writeln!(
                out,
                "| {} | {} / {} | {} | {} | {} |",
                r.kernel,
                i.genx.instructions,
                a.genx.instructions,
                i.causes.cell(),
                a.causes.cell(),
                difference(&i.causes, &a.causes)
            );
        }
        let (n, i, a) = sum_causes(in_group(rows, g));
        let _ = writeln!(
            out,
            "| **total** ({n} kernels) | {} / {} | {} | {} | {} |",
            i.total(),
            a.total(),
            i.cell(),
            a.cell(),
            difference(&i, &a)
        );
    }
    out.push_str(&render_totals(rows));
    out
}

/// One line per platform and width: the totals by cause, side by side.
pub fn render_totals(rows: &[Row]) -> String {
    let names: Vec<&str> = CAUSES.iter().map(|c| c.name()).collect();
    let names = names.join("/");
    let mut out = format!(
        "\n### Native instructions by cause, per platform and width\n\n| platform | SIMD | \
         kernels | native IGC / ML | IGC {names} | ML {names} | ML − IGC |\n\
         |---|---|---|---|---|---|---|\n"
    );
    let mut all = (0, Causes::default(), Causes::default());
    for g in groups(rows) {
        let (n, i, a) = sum_causes(in_group(rows, g));
        all.0 += n;
        all.1.add(&i);
        all.2.add(&a);
        let _ = writeln!(
            out,
            "| {} | {} | {n} | {} / {} | {} | {} | {} |",
            g.0,
            g.1,
            i.total(),
            a.total(),
            i.cell(),
            a.cell(),
            difference(&i, &a)
        );
    }
    let (n, i, a) = all;
    let _ = writeln!(
        out,
        "| **all** | | {n} | {} / {} | {} | {} | {} |",
        i.total(),
        a.total(),
        i.cell(),
        a.cell(),
        difference(&i, &a)
    );
    out
}

/// Rows where a memlower refusal fails the criterion, and the rows both sides compiled.
fn both_or_refused<'a>(
    rows: impl Iterator<Item = &'a Row>,
    fails: &mut Vec<String>,
) -> Vec<(&'a Row, &'a Figures, &'a Figures)> {
    let mut out = Vec::new();
    for r in rows {
        match (r.igc.figures(), r.aware.figures()) {
            (Some(i), Some(a)) => out.push((r, i, a)),
            (Some(_), None) => fails.push(format!("{} memlower REFUSED", label(r))),
            _ => {}
        }
    }
    out
}

/// Why a row may have a higher GRF than IGC's: memlower reads it with the typed message, whose
/// payload carries U, V, R and the explicit LOD the spec requires (IGC reads through the
/// sampler's `load_lz`, which has no LOD operand).
fn grf_exemption(a: &Figures) -> Option<&'static str> {
    a.visa
        .messages
        .contains_key("gather4_typed")
        .then_some("gather4_typed's explicit LOD operand forces the U/V/R/LOD payload")
}

/// Issue 28's peer-bench targets the figures can judge, evaluated on `rows`: native totals per
/// group, native per in-set row, sends at the in-set lower bound, highest GRF per row.
pub fn criteria(rows: &[Row]) -> Vec<Criterion> {
    let mut out = Vec::new();
    for g in groups(rows) {
        let mut fails = Vec::new();
        let both = both_or_refused(in_group(rows, g), &mut fails);
        let i: u32 = both.iter().map(|(_, i, _)| i.genx.instructions).sum();
        let a: u32 = both.iter().map(|(_, _, a)| a.genx.instructions).sum();
        let over = a > i;
        out.push(Criterion {
            name: format!(
                "native instructions in total <= IGC's ({}, SIMD{})",
                g.0, g.1
            ),
            holds: !over && fails.is_empty() && !both.is_empty(),
            detail: format!(
                "ML {a} vs IGC {i} over {} kernels{}{}",
                both.len(),
                if over {
                    format!("; {} over", a - i)
                } else {
                    String::new()
                },
                if fails.is_empty() {
                    String::new()
                } else {
                    format!("; {}", fails.join(", "))
                }
            ),
        });
    }
    let mut fails = Vec::new();
    let in_set = both_or_refused(
        rows.iter().filter(|r| {
            r.igc
                .figures()
                .is_some_and(|i| i.visa.count(MessageClass::Other) == 0)
        }),
        &mut fails,
    );
    let n = in_set.len() + fails.len();
    for (r, i, a) in &in_set {
        if a.genx.instructions > i.genx.instructions {
            let (x, y) = (a.genx.instructions, i.genx.instructions);
            fails.push(format!("{} ML {x} vs IGC {y}", label(r)));
        }
    }
    out.push(verdict(
        "native instructions <= IGC's on every kernel whose IGC messages are all among our five",
        n,
        fails,
    ));
    let mut fails = Vec::new();
    let all = both_or_refused(rows.iter(), &mut fails);
    let n = all.len() + fails.len();
    for (r, _, a) in &all {
        let sends = a.genx.data_sends;
        match r.bound {
            Some(b) if sends == b => {}
            Some(b) => fails.push(format!("{} {sends} sends vs bound {b}", label(r))),
            None => fails.push(format!("{} no bound", label(r))),
        }
    }
    out.push(verdict(
        "memlower's data sends equal to the in-set lower bound",
        n,
        fails,
    ));
    out.push(grf_criterion(rows));
    out
}

/// Highest GRF at or below IGC's on every row but the exempt ones, which the detail names.
fn grf_criterion(rows: &[Row]) -> Criterion {
    let mut fails = Vec::new();
    let mut exempt = Vec::new();
    let all = both_or_refused(rows.iter(), &mut fails);
    let n = all.len() + fails.len();
    for (r, i, a) in &all {
        let (Some(x), Some(y)) = (a.genx.highest_grf, i.genx.highest_grf) else {
            continue;
        };
        if x <= y {
            continue;
        }
        match grf_exemption(a) {
            Some(why) => exempt.push(format!("{} r{x} vs r{y} ({why})", label(r))),
            None => fails.push(format!("{} r{x} vs r{y}", label(r))),
        }
    }
    let mut c = verdict(
        "highest GRF <= IGC's on every kernel but the named typed-payload rows",
        n,
        fails,
    );
    if !exempt.is_empty() {
        let _ = write!(c.detail, "; exempt: {}", exempt.join("; "));
    }
    c
}

/// The criteria as text, one line each.
pub fn render_criteria(cs: &[Criterion]) -> String {
    render_titled("Issue 28 targets (peer bench), today:", cs)
}

#[cfg(test)]
mod tests;
