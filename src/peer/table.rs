//! The peer table (Markdown, so the same text reads in a terminal and in `docs/BENCHMARKS.md`) and the
//! check of issue 8's targets against today's figures.
//!
//! ```text
//! ### tgllp, SIMD16
//! | kernel | messages IGC / ML | sends IGC / ML | vISA moves IGC / ML / naive | ...
//! | u8_gather_idx | 2+1 / 3 | 3 / 3 | 4 / 3 / 5 | ...
//! | **total** | ... |
//! | **ML / IGC** | 100% | ... |
//! ```

use super::{Figures, Outcome, Row};
use memlower_check::visa_stats::MessageClass;
use std::collections::BTreeMap;
use std::fmt::Write;

/// The sums of one set of rows, per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sums {
    /// vISA data messages (ours + others).
    pub messages: u32,
    /// Native data sends.
    pub sends: u32,
    /// vISA moves.
    pub moves: u32,
    /// vISA instructions.
    pub visa_instructions: u32,
    /// Native instructions.
    pub native_instructions: u32,
    /// Sum of the per-kernel highest GRF numbers.
    pub highest_grf: u32,
    /// Spill bytes.
    pub spill_bytes: u32,
}

impl Sums {
    fn add(&mut self, f: &Figures) {
        self.messages += f.visa.data_messages();
        self.sends += f.genx.data_sends;
        self.moves += f.visa.moves;
        self.visa_instructions += f.visa.instructions;
        self.native_instructions += f.genx.instructions;
        self.highest_grf += f.genx.highest_grf.unwrap_or(0);
        self.spill_bytes += f.genx.spill_bytes;
    }
}

/// Sums of IGC, memlower and naive over the rows where all three compiled.
pub fn sums<'a>(rows: impl IntoIterator<Item = &'a Row>) -> (usize, [Sums; 3]) {
    let mut s = [Sums::default(); 3];
    let mut n = 0;
    for r in rows {
        if let (Some(i), Some(a), Some(v)) = (r.igc.figures(), r.aware.figures(), r.naive.figures())
        {
            n += 1;
            s[0].add(i);
            s[1].add(a);
            s[2].add(v);
        }
    }
    (n, s)
}

fn pct(ours: u32, theirs: u32) -> String {
    if theirs == 0 {
        "–".to_string()
    } else {
        format!("{:.0}%", 100.0 * f64::from(ours) / f64::from(theirs))
    }
}

fn grf(f: &Figures) -> String {
    f.genx
        .highest_grf
        .map_or("–".to_string(), |g| format!("r{g}"))
}

/// The cells of one row.
fn cells(r: &Row) -> Vec<String> {
    let (Some(i), Some(a)) = (r.igc.figures(), r.aware.figures()) else {
        let who = match (r.igc.figures(), r.aware.figures()) {
            (None, None) => "both",
            (None, _) => "IGC",
            _ => "memlower",
        };
        return vec![format!("REFUSED by {who} (notes)")];
    };
    let v = r.naive.figures();
    let naive = |f: &dyn Fn(&Figures) -> String| v.map_or("REFUSED".to_string(), f);
    let other = i.visa.count(MessageClass::Other);
    let igc_msgs = if other > 0 {
        format!("{}+{}", i.visa.count(MessageClass::Ours), other)
    } else {
        i.visa.count(MessageClass::Ours).to_string()
    };
    vec![
        format!("{igc_msgs} / {}", a.visa.data_messages()),
        format!("{} / {}", i.genx.data_sends, a.genx.data_sends),
        format!(
            "{} / {} / {}",
            i.visa.moves,
            a.visa.moves,
            naive(&|f| f.visa.moves.to_string())
        ),
        format!("{} / {}", i.visa.instructions, a.visa.instructions),
        format!(
            "{} / {} / {}",
            i.genx.instructions,
            a.genx.instructions,
            naive(&|f| f.genx.instructions.to_string())
        ),
        format!("{} / {} / {}", grf(i), grf(a), naive(&grf)),
        format!("{} / {}", spill(i), spill(a)),
        format!(
            "{} · {} · {}",
            pct(a.visa.moves, i.visa.moves),
            pct(a.genx.instructions, i.genx.instructions),
            pct(
                a.genx.highest_grf.unwrap_or(0),
                i.genx.highest_grf.unwrap_or(0)
            )
        ),
    ]
}

/// Spill bytes, with the spill and fill sends when there are any.
fn spill(f: &Figures) -> String {
    let g = &f.genx;
    if g.spill_sends + g.fill_sends == 0 {
        g.spill_bytes.to_string()
    } else {
        format!(
            "{} ({} spills, {} fills)",
            g.spill_bytes, g.spill_sends, g.fill_sends
        )
    }
}

const HEADER: &str = "| kernel | messages IGC / ML | sends IGC / ML | vISA moves IGC / ML / naive \
| vISA instrs IGC / ML | native instrs IGC / ML / naive | highest GRF IGC / ML / naive \
| spill bytes IGC / ML | ML / IGC: moves · native · GRF |\n|---|---|---|---|---|---|---|---|---|\n";

/// The whole table: one section per platform and width, then the notes and the overall sums.
pub fn render(rows: &[Row]) -> String {
    let mut out = String::new();
    let mut sections: Vec<(&str, u32)> = Vec::new();
    for r in rows {
        if !sections.contains(&(r.platform.target, r.width)) {
            sections.push((r.platform.target, r.width));
        }
    }
    for (plat, width) in sections {
        let rs: Vec<&Row> = rows
            .iter()
            .filter(|r| r.platform.target == plat && r.width == width)
            .collect();
        let _ = write!(out, "\n### {plat}, SIMD{width}\n\n{HEADER}");
        for r in &rs {
            let _ = writeln!(out, "| {} | {} |", r.kernel, cells(r).join(" | "));
        }
        let (n, [i, a, v]) = sums(rs.iter().copied());
        let _ = writeln!(
            out,
            "| **total** ({n} kernels) | {} / {} | {} / {} | {} / {} / {} | {} / {} | {} / {} / {} \
             | {} / {} / {} (sums) | {} / {} | |",
            i.messages,
            a.messages,
            i.sends,
            a.sends,
            i.moves,
            a.moves,
            v.moves,
            i.visa_instructions,
            a.visa_instructions,
            i.native_instructions,
            a.native_instructions,
            v.native_instructions,
            i.highest_grf,
            a.highest_grf,
            v.highest_grf,
            i.spill_bytes,
            a.spill_bytes
        );
        let _ = writeln!(
            out,
            "| **ML / IGC** | {} | {} | {} | {} | {} | {} | {} | |",
            pct(a.messages, i.messages),
            pct(a.sends, i.sends),
            pct(a.moves, i.moves),
            pct(a.visa_instructions, i.visa_instructions),
            pct(a.native_instructions, i.native_instructions),
            pct(a.highest_grf, i.highest_grf),
            pct(a.spill_bytes, i.spill_bytes)
        );
        let mut kinds: BTreeMap<&str, u32> = BTreeMap::new();
        for r in &rs {
            if let Some(f) = r.igc.figures() {
                for (k, n) in &f.visa.messages {
                    *kinds.entry(k.as_str()).or_insert(0) += n;
                }
            }
        }
        let kinds: Vec<String> = kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
        let _ = writeln!(out, "\nIGC's messages by kind: {}.", kinds.join(", "));
        let notes: Vec<String> = rs
            .iter()
            .flat_map(|r| {
                let mut ns: Vec<String> = r.notes.clone();
                for (side, o) in [("IGC", &r.igc), ("memlower", &r.aware), ("naive", &r.naive)] {
                    if let Outcome::Refused(why) = o {
                        ns.push(format!("{side} REFUSED: {why}"));
                    }
                }
                ns.into_iter().map(move |n| format!("- {}: {n}", r.kernel))
            })
            .collect();
        if !notes.is_empty() {
            let _ = writeln!(out, "Notes:\n{}", notes.join("\n"));
        }
    }
    out.push_str(&render_summary(rows));
    let (n, [i, a, v]) = sums(rows);
    let _ = writeln!(
        out,
        "\n**All {n} rows**: messages ML {} vs IGC {} ({}); vISA moves {} vs {} ({}); \
         native instructions {} vs {} ({}); highest GRF (sum) {} vs {} ({}); spill bytes {} vs {}.",
        a.messages,
        i.messages,
        pct(a.messages, i.messages),
        a.moves,
        i.moves,
        pct(a.moves, i.moves),
        a.native_instructions,
        i.native_instructions,
        pct(a.native_instructions, i.native_instructions),
        a.highest_grf,
        i.highest_grf,
        pct(a.highest_grf, i.highest_grf),
        a.spill_bytes,
        i.spill_bytes
    );
    let fewer = |x: u32, y: u32| {
        if y == 0 {
            "–".to_string()
        } else {
            format!(
                "{:.0}% fewer",
                100.0 * (f64::from(y) - f64::from(x)) / f64::from(y)
            )
        }
    };
    let _ = writeln!(
        out,
        "**Aware vs naive** (same rows): vISA moves {} vs {} ({}); native instructions {} vs {} \
         ({}); highest GRF (sum) {} vs {} ({}); messages {} vs {}.",
        a.moves,
        v.moves,
        fewer(a.moves, v.moves),
        a.native_instructions,
        v.native_instructions,
        fewer(a.native_instructions, v.native_instructions),
        a.highest_grf,
        v.highest_grf,
        fewer(a.highest_grf, v.highest_grf),
        a.messages,
        v.messages
    );
    out
}

/// One line per platform and width: the totals of the sections, side by side.
pub fn render_summary(rows: &[Row]) -> String {
    let mut out = String::from(
        "\n### Summary (totals over the kernels both compilers compiled)\n\n\
         | platform | SIMD | kernels | messages IGC / ML | vISA moves IGC / ML / naive \
         | vISA instrs IGC / ML | native instrs IGC / ML / naive | highest GRF, sum IGC / ML / naive \
         | spill bytes IGC / ML |\n|---|---|---|---|---|---|---|---|---|\n",
    );
    let mut seen: Vec<(&str, u32)> = Vec::new();
    for r in rows {
        let key = (r.platform.target, r.width);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let (n, [i, a, v]) = sums(
            rows.iter()
                .filter(|x| x.platform.target == key.0 && x.width == key.1),
        );
        let _ = writeln!(
            out,
            "| {} | {} | {n} | {} / {} ({}) | {} / {} / {} ({}) | {} / {} ({}) | {} / {} / {} ({}) \
             | {} / {} / {} ({}) | {} / {} |",
            key.0,
            key.1,
            i.messages,
            a.messages,
            pct(a.messages, i.messages),
            i.moves,
            a.moves,
            v.moves,
            pct(a.moves, i.moves),
            i.visa_instructions,
            a.visa_instructions,
            pct(a.visa_instructions, i.visa_instructions),
            i.native_instructions,
            a.native_instructions,
            v.native_instructions,
            pct(a.native_instructions, i.native_instructions),
            i.highest_grf,
            a.highest_grf,
            v.highest_grf,
            pct(a.highest_grf, i.highest_grf),
            i.spill_bytes,
            a.spill_bytes
        );
    }
    out
}

/// One of issue 8's targets, checked against today's rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Criterion {
    /// The target, in words.
    pub name: String,
    /// True if it holds today.
    pub holds: bool,
    /// The figures behind the verdict.
    pub detail: String,
}

/// `kernel platform/width`, as the criteria name a row.
pub(super) fn label(r: &Row) -> String {
    format!("{} {}/{}", r.kernel, r.platform.target, r.width)
}

fn listing(fails: &[String]) -> String {
    const SHOWN: usize = 12;
    let mut s = fails
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join("; ");
    if fails.len() > SHOWN {
        let _ = write!(s, "; and {} more", fails.len() - SHOWN);
    }
    s
}

/// Per-row check: rows it applies to, and the failures.
fn per_row(
    rows: &[Row],
    applies: impl Fn(&Figures) -> bool,
    ok: impl Fn(&Figures, &Figures) -> Result<(), String>,
) -> (usize, Vec<String>) {
    let mut n = 0;
    let mut fails = Vec::new();
    for r in rows {
        let Some(i) = r.igc.figures() else { continue };
        if !applies(i) {
            continue;
        }
        n += 1;
        match r.aware.figures() {
            None => fails.push(format!("{} memlower REFUSED", label(r))),
            Some(a) => {
                if let Err(e) = ok(i, a) {
                    fails.push(format!("{} {e}", label(r)));
                }
            }
        }
    }
    (n, fails)
}

/// The verdict of a per-row criterion: holds when nothing failed (and something was checked).
pub(super) fn verdict(name: &str, n: usize, fails: Vec<String>) -> Criterion {
    Criterion {
        name: name.to_string(),
        holds: fails.is_empty() && n > 0,
        detail: if fails.is_empty() {
            format!("holds on all {n} rows")
        } else {
            format!(
                "holds on {} of {n} rows; not on: {}",
                n - fails.len(),
                listing(&fails)
            )
        },
    }
}

/// Issue 8's four targets ("Done when"), evaluated on `rows`.
pub fn criteria(rows: &[Row]) -> Vec<Criterion> {
    let mut out = Vec::new();
    let (n, fails) = per_row(
        rows,
        |i| i.visa.count(MessageClass::Other) == 0,
        |i, a| {
            let (x, y) = (a.visa.data_messages(), i.visa.data_messages());
            if x == y {
                Ok(())
            } else {
                Err(format!("ML {x} vs IGC {y}"))
            }
        },
    );
    out.push(verdict(
        "messages equal to IGC's wherever IGC uses only our five messages",
        n,
        fails,
    ));
    for width in super::WIDTHS {
        let rs: Vec<&Row> = rows
            .iter()
            .filter(|r| r.platform.target == "tgllp" && r.width == width)
            .collect();
        let refused: Vec<String> = rs
            .iter()
            .filter(|r| r.aware.figures().is_none())
            .map(|r| label(r))
            .collect();
        let (n, [i, a, _]) = sums(rs.iter().copied());
        let holds = n > 0 && refused.is_empty() && 2 * a.moves <= i.moves;
        let mut detail = format!(
            "ML {} vs IGC {} = {} over {n} kernels",
            a.moves,
            i.moves,
            pct(a.moves, i.moves)
        );
        if 2 * a.moves > i.moves {
            let _ = write!(
                detail,
                "; {} moves over the 50% mark",
                a.moves - i.moves / 2
            );
        }
        if !refused.is_empty() {
            let _ = write!(detail, "; memlower refused {}", refused.join(", "));
        }
        out.push(Criterion {
            name: format!("vISA moves total <= 50% of IGC's (tgllp, SIMD{width})"),
            holds,
            detail,
        });
    }
    let (n, fails) = per_row(
        rows,
        |_| true,
        |i, a| match (a.genx.highest_grf, i.genx.highest_grf) {
            (Some(x), Some(y)) if x > y => Err(format!("r{x} vs r{y}")),
            _ => Ok(()),
        },
    );
    out.push(verdict("highest GRF <= IGC's on every kernel", n, fails));
    let (n, fails) = per_row(
        rows,
        |i| i.genx.spill_bytes == 0,
        |_, a| match a.genx.spill_bytes {
            0 => Ok(()),
            b => Err(format!("spills {b} bytes")),
        },
    );
    out.push(verdict("no spills wherever IGC has none", n, fails));
    out
}

/// The criteria as text, one line each.
pub fn render_criteria(cs: &[Criterion]) -> String {
    render_titled("Issue 8 targets, today:", cs)
}

/// Criteria as text under `title`, one numbered line each.
pub fn render_titled(title: &str, cs: &[Criterion]) -> String {
    let mut out = format!("\n{title}\n");
    for (k, c) in cs.iter().enumerate() {
        let _ = writeln!(
            out,
            "{}. [{}] {}: {}",
            k + 1,
            if c.holds { "holds" } else { "NOT MET" },
            c.name,
            c.detail
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::peer::{Platform, PLATFORMS};
    use memlower_check::genx_stats::GenxStats;
    use memlower_check::visa_stats::VisaStats;

    /// Figures with `ours` + `other` messages, `moves` moves, highest GRF `grf`, `spill` bytes.
    fn fig(ours: u32, other: u32, moves: u32, grf: u32, spill: u32) -> Figures {
        let mut visa = VisaStats {
            instructions: 10,
            moves,
            ..VisaStats::default()
        };
        visa.messages.insert("gather_scaled".into(), ours);
        if other > 0 {
            visa.messages.insert("gather4_scaled".into(), other);
        }
        Figures {
            visa,
            genx: GenxStats {
                data_sends: ours + other,
                sends: ours + other,
                instructions: 12,
                highest_grf: Some(grf),
                spill_bytes: spill,
                ..GenxStats::default()
            },
            causes: Default::default(),
        }
    }

    fn row(k: &str, p: Platform, w: u32, igc: Figures, ml: Option<Figures>) -> Row {
        Row {
            kernel: k.into(),
            platform: p,
            width: w,
            igc: Outcome::Done(igc),
            aware: ml
                .clone()
                .map_or(Outcome::Refused("lowering: no".into()), Outcome::Done),
            naive: ml.map_or(Outcome::Refused("lowering: no".into()), Outcome::Done),
            bound: None,
            notes: vec![],
        }
    }

    #[test]
    fn criteria_verdicts() {
        let [tgl, dg2] = PLATFORMS;
        let rows = vec![
            // tgllp/16: moves 5 of 10 (exactly 50%: holds); same messages; GRF equal.
            row(
                "a",
                tgl,
                16,
                fig(2, 0, 10, 20, 0),
                Some(fig(2, 0, 5, 20, 0)),
            ),
            // tgllp/32: moves 6 of 10 (over); IGC uses another message, so message counts
            // are not compared; GRF above IGC's; spills where IGC does not.
            row(
                "b",
                tgl,
                32,
                fig(1, 1, 10, 20, 0),
                Some(fig(3, 0, 6, 21, 64)),
            ),
            // dg2/16: one message more than IGC with only our five; IGC spills, so ours may.
            row(
                "c",
                dg2,
                16,
                fig(2, 0, 1, 30, 128),
                Some(fig(3, 0, 9, 30, 64)),
            ),
        ];
        let cs = criteria(&rows);
        let verdicts: Vec<bool> = cs.iter().map(|c| c.holds).collect();
        assert_eq!(verdicts, [false, true, false, false, false], "{cs:#?}");
        assert!(
            cs[0].detail.contains("c dg2/16 ML 3 vs IGC 2"),
            "{}",
            cs[0].detail
        );
        assert!(cs[0].detail.contains("1 of 2 rows"), "{}", cs[0].detail);
        assert!(
            cs[2].detail.contains("ML 6 vs IGC 10 = 60%"),
            "{}",
            cs[2].detail
        );
        assert!(
            cs[3].detail.contains("b tgllp/32 r21 vs r20"),
            "{}",
            cs[3].detail
        );
        assert!(
            cs[4].detail.contains("b tgllp/32 spills 64 bytes"),
            "{}",
            cs[4].detail
        );
        assert!(
            cs[4].detail.contains("1 of 2 rows"),
            "c is exempt: {}",
            cs[4].detail
        );
    }

    #[test]
    fn a_refused_memlower_kernel_fails_every_target_it_is_under() {
        let [tgl, _] = PLATFORMS;
        let rows = vec![
            row(
                "a",
                tgl,
                16,
                fig(2, 0, 10, 20, 0),
                Some(fig(2, 0, 1, 20, 0)),
            ),
            row("z", tgl, 16, fig(2, 0, 10, 20, 0), None),
        ];
        let cs = criteria(&rows);
        assert!(!cs[0].holds && cs[0].detail.contains("z tgllp/16 memlower REFUSED"));
        assert!(!cs[1].holds && cs[1].detail.contains("memlower refused z tgllp/16"));
        let text = render(&rows);
        assert!(
            text.contains("| z | REFUSED by memlower (notes) |"),
            "{text}"
        );
        assert!(
            text.contains("- z: memlower REFUSED: lowering: no"),
            "{text}"
        );
        assert!(
            text.contains("| **total** (1 kernels) |"),
            "refused rows are not summed"
        );
    }

    #[test]
    fn spill_cells_name_the_spill_and_fill_sends() {
        let mut f = fig(1, 0, 1, 127, 1088);
        assert_eq!(spill(&f), "1088");
        f.genx.spill_sends = 17;
        f.genx.fill_sends = 18;
        assert_eq!(spill(&f), "1088 (17 spills, 18 fills)");
    }

    #[test]
    fn table_cells_and_sums() {
        let [tgl, _] = PLATFORMS;
        let rows = vec![
            row("a", tgl, 16, fig(2, 1, 4, 20, 0), Some(fig(3, 0, 2, 18, 0))),
            row("b", tgl, 16, fig(1, 0, 6, 10, 0), Some(fig(1, 0, 1, 12, 0))),
        ];
        let text = render(&rows);
        assert!(text.contains("### tgllp, SIMD16"), "{text}");
        assert!(
            text.contains("| a | 2+1 / 3 | 3 / 3 | 4 / 2 / 2 | 10 / 10 | 12 / 12 / 12 | r20 / r18 / r18 | 0 / 0 | 50% · 100% · 90% |"),
            "{text}"
        );
        assert!(
            text.contains("| **total** (2 kernels) | 4 / 4 | 4 / 4 | 10 / 3 / 3 |"),
            "{text}"
        );
        assert!(
            text.contains("| **ML / IGC** | 100% | 100% | 30% |"),
            "{text}"
        );
        assert!(text.contains("IGC's messages by kind: gather4_scaled 1, gather_scaled 3."));
        assert!(
            text.contains("| tgllp | 16 | 2 | 4 / 4 (100%) | 10 / 3 / 3 (30%) |"),
            "{text}"
        );
    }
}
