//! Optimisation remarks in LLVM's format, from the report: what `--pass-remarks-output=FILE`
//! writes (YAML records that LLVM's `opt-viewer.py` and `opt-diff.py` read) and what
//! `-pass-remarks=REGEX` and its `-missed`/`-analysis` kin print on stderr.
//!
//! ```text
//! --- !Passed
//! Pass:            lower-messages
//! Name:            Lowered
//! DebugLoc:        { File: 'examples/copy_f32.mir', Line: 15, Column: 3 }
//! Function:        copy
//! Args:
//!   - Access:          '%v = gather @src : vec<16 x f32>'
//!   - String:          ' in '
//!   - Messages:        '1'
//!   ...
//! ...
//! ```
//!
//! Per source access: `!Passed` `Lowered` (the messages and moves it took) or `Merged` (the
//! entry that carries it), an `!Analysis` `Message` per message (choice, exec size, mask
//! offset, lanes, padding, byte offset, channels, predicate, why it was chosen), and `!Missed`
//! `AboveLowerBound` where it took more messages than the fewest the five messages allow
//! (`lane groups x the plan's pieces`), with what legalisation did to it. Per kernel an
//! `!Analysis` `Registers` (or `!Missed` `Spill` when the registers do not fit), and with
//! `--finalize` an `!Analysis` `NativeCode` of pass `finalizer` (or `!Missed` `NativeSpill` when
//! the finalizer spilled): its sends, native instructions, highest GRF and spill bytes.

use super::{AccessReport, Report};
use memlower_ir::{Function, Module};
use memlower_passes::legalize::access::access_of;
use memlower_passes::legalize::rules::lane_groups;
use memlower_passes::legalize::{choose_message, Decision};
use memlower_passes::target::Target;
use std::fmt::Write;

/// The kind of a remark (its YAML tag).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemarkKind {
    /// An optimisation that was made (`!Passed`).
    Passed,
    /// One that was not, or fell short (`!Missed`).
    Missed,
    /// A fact about the result (`!Analysis`).
    Analysis,
}

impl RemarkKind {
    /// The YAML tag without `!`, and the word LLVM prints on stderr.
    pub fn tag(self) -> &'static str {
        match self {
            RemarkKind::Passed => "Passed",
            RemarkKind::Missed => "Missed",
            RemarkKind::Analysis => "Analysis",
        }
    }
}

/// One remark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// Passed, missed or analysis.
    pub kind: RemarkKind,
    /// The pass (`lower-messages`, `merge-adjacent`, `regalloc`).
    pub pass: &'static str,
    /// The remark's name (`Lowered`, `Message`, `AboveLowerBound`).
    pub name: &'static str,
    /// Source line and column (0 for built IR).
    pub line: u32,
    /// Column.
    pub col: u32,
    /// The file `line` and `col` are in when it is not the input (the C source of LLVM input
    /// compiled with `-g`, set by [`relocate`]); `None`: the input.
    pub file: Option<String>,
    /// The function.
    pub function: String,
    /// `(key, value)` arguments, in order; their values read as one sentence.
    pub args: Vec<(&'static str, String)>,
}

impl Remark {
    /// The arguments as one sentence (what stderr shows).
    pub fn message(&self) -> String {
        self.args.iter().map(|(_, v)| v.as_str()).collect()
    }
}

/// The in-set lower bound on messages for source op `a` of `f`: the target's widest exec
/// size's lane groups times the pieces one lane group needs under its plan. `None` if the
/// rules refuse it.
fn lower_bound(m: &Module, f: &Function, a: &AccessReport, t: &Target) -> Option<u32> {
    let access = access_of(&m.surfaces, f, a.inst)?.ok()?;
    let Decision::Lower(plan) = choose_message(&access, t) else {
        return None;
    };
    let widest = *t.exec_sizes(plan.msg).last()?;
    let lanes = a.ty?.lanes()?;
    Some(plan.pieces.len() as u32 * lane_groups(lanes, widest))
}

fn remark(
    kind: RemarkKind,
    pass: &'static str,
    name: &'static str,
    r: &Report,
    a: &AccessReport,
) -> Remark {
    Remark {
        kind,
        pass,
        name,
        line: a.loc.line,
        col: a.loc.col,
        file: None,
        function: r.function.clone(),
        args: Vec::new(),
    }
}

/// The remarks of report `r`, whose source function (as written) is `f` of module `m`,
/// lowered for `t`.
pub fn remarks(r: &Report, m: &Module, f: &Function, t: &Target) -> Vec<Remark> {
    let mut out = Vec::new();
    for a in &r.accesses {
        if let Some(into) = a.merged_into.and_then(|e| r.accesses.get(e)) {
            let mut x = remark(RemarkKind::Passed, "merge-adjacent", "Merged", r, a);
            x.args = vec![
                ("Access", a.text.clone()),
                ("String", " merged into the access at ".into()),
                ("Carrier", into.at()),
                ("String", format!(": {}", into.text)),
            ];
            out.push(x);
            continue;
        }
        let mut x = remark(RemarkKind::Passed, "lower-messages", "Lowered", r, a);
        let changes: Vec<&str> = a.changes.iter().map(|c| c.name()).collect();
        x.args = vec![
            ("Access", a.text.clone()),
            ("String", " in ".into()),
            ("Messages", a.sends().to_string()),
            ("String", " message(s) and ".into()),
            ("Moves", a.moves.to_string()),
            ("String", " move(s)".into()),
        ];
        if !changes.is_empty() {
            x.args.push(("String", "; ".into()));
            x.args.push(("Changes", changes.join(", ")));
        }
        out.push(x);
        for (k, msg) in a.messages.iter().enumerate() {
            let mut y = remark(RemarkKind::Analysis, "lower-messages", "Message", r, a);
            y.args = vec![
                (
                    "String",
                    format!("message {} of {}: ", k + 1, a.messages.len()),
                ),
                ("Choice", msg.choice.to_string()),
                ("String", " exec size ".into()),
                ("ExecSize", msg.exec.size.to_string()),
                ("String", " mask offset ".into()),
                ("MaskOffset", msg.exec.offset.to_string()),
            ];
            if let Some(p) = &msg.pred {
                y.args.push(("String", " predicate ".into()));
                y.args.push(("Predicate", p.clone()));
            }
            if let Some(p) = &msg.piece {
                y.args.push(("String", " carries ".into()));
                y.args.push(("Piece", p.to_string()));
            }
            y.args.push(("String", ": ".into()));
            y.args.push(("Reason", msg.reason.clone()));
            out.push(y);
        }
        if let Some(bound) = lower_bound(m, f, a, t) {
            if a.sends() > bound {
                let mut z = remark(
                    RemarkKind::Missed,
                    "lower-messages",
                    "AboveLowerBound",
                    r,
                    a,
                );
                z.args = vec![
                    ("Access", a.text.clone()),
                    ("String", " took ".into()),
                    ("Messages", a.sends().to_string()),
                    ("String", " message(s), the lower bound is ".into()),
                    ("LowerBound", bound.to_string()),
                    ("String", ": ".into()),
                    ("Reason", missed_reason(a)),
                ];
                out.push(z);
            }
        }
    }
    if let Some(first) = r.accesses.first() {
        let fits = r.fits();
        let kind = if fits {
            RemarkKind::Analysis
        } else {
            RemarkKind::Missed
        };
        let mut x = remark(
            kind,
            "regalloc",
            if fits { "Registers" } else { "Spill" },
            r,
            first,
        );
        x.args = vec![
            ("String", "kernel uses ".into()),
            ("GRFs", r.totals.grfs.to_string()),
            ("String", " GRFs (peak ".into()),
            ("PeakGRFs", r.totals.peak_grfs.to_string()),
            ("String", ") of ".into()),
            ("Budget", r.grf_budget.to_string()),
            ("String", ", ".into()),
            ("Moves", r.totals.moves.to_string()),
            ("String", " moves".into()),
        ];
        out.push(x);
    }
    if let Some(n) = &r.native {
        out.push(native_remark(r, n));
    }
    out
}

/// The finalizer's figures of kernel `r`, at its first access (nowhere if it has none).
fn native_remark(r: &Report, n: &super::Native) -> Remark {
    let (kind, name) = if n.spill_bytes > 0 {
        (RemarkKind::Missed, "NativeSpill")
    } else {
        (RemarkKind::Analysis, "NativeCode")
    };
    let loc = r.accesses.first().map(|a| a.loc).unwrap_or_default();
    let highest = n
        .highest_grf
        .map_or_else(|| "none".into(), |g| format!("r{g}"));
    Remark {
        kind,
        pass: "finalizer",
        name,
        line: loc.line,
        col: loc.col,
        file: None,
        function: r.function.clone(),
        args: vec![
            ("String", format!("GenX_IR ({}): ", n.platform)),
            ("NativeSends", n.sends.to_string()),
            ("String", " send(s) (".into()),
            ("DataSends", n.data_sends.to_string()),
            ("String", " data), ".into()),
            ("NativeInstructions", n.instructions.to_string()),
            ("String", " native instruction(s), highest GRF ".into()),
            ("HighestGRF", highest),
            ("String", ", ".into()),
            ("SpillBytes", n.spill_bytes.to_string()),
            ("String", " spill byte(s)".into()),
        ],
    }
}

fn missed_reason(a: &AccessReport) -> String {
    let padded: u32 = a
        .messages
        .iter()
        .filter_map(|m| m.piece)
        .map(|p| p.padding)
        .sum();
    if !a.carries.is_empty() {
        "it carries merged accesses, whose bound is counted on this one alone".into()
    } else if padded > 0 {
        format!("its lane groups are padded by {padded} lane(s) in all")
    } else {
        "legalisation split it into more pieces than its plan needs".into()
    }
}

/// `s` as a single-quoted YAML scalar.
fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

/// The in-set lower bound on the data messages of the kernel `r` reports (function `r.function`
/// of `m`): every message the report counts, less the excess each `AboveLowerBound` remark
/// names. 0 when `m` has no such function.
pub fn in_set_lower_bound(r: &Report, m: &Module, t: &Target) -> u32 {
    let Some(source) = m.functions.iter().find(|f| f.name == r.function) else {
        return 0;
    };
    let sent: u32 = r.accesses.iter().map(|a| a.sends()).sum();
    let above: u32 = remarks(r, m, source, t)
        .iter()
        .filter(|x| x.name == "AboveLowerBound")
        .map(|x| {
            let arg = |k: &str| {
                x.args
                    .iter()
                    .find(|(key, _)| *key == k)
                    .and_then(|(_, v)| v.parse::<u32>().ok())
                    .unwrap_or(0)
            };
            arg("Messages").saturating_sub(arg("LowerBound"))
        })
        .sum();
    sent.saturating_sub(above)
}

/// The remarks as LLVM's YAML remark records, `file` the source's path.
pub fn to_yaml(remarks: &[Remark], file: &str) -> String {
    let mut out = String::new();
    for r in remarks {
        let _ = writeln!(out, "--- !{}", r.kind.tag());
        let _ = writeln!(out, "Pass:            {}", quote(r.pass));
        let _ = writeln!(out, "Name:            {}", quote(r.name));
        if r.line > 0 {
            let _ = writeln!(
                out,
                "DebugLoc:        {{ File: {}, Line: {}, Column: {} }}",
                quote(r.file.as_deref().unwrap_or(file)),
                r.line,
                r.col
            );
        }
        let _ = writeln!(out, "Function:        {}", quote(&r.function));
        let _ = writeln!(out, "Args:");
        for (k, v) in &r.args {
            let _ = writeln!(out, "  - {k}: {}", quote(v));
        }
        let _ = writeln!(out, "...");
    }
    out
}

/// LLVM's stderr line for a remark: `file:line:col: remark: message` (`file: remark:` for
/// built IR).
pub fn stderr_line(r: &Remark, file: &str) -> String {
    let file = r.file.as_deref().unwrap_or(file);
    if r.line > 0 {
        format!("{file}:{}:{}: remark: {}", r.line, r.col, r.message())
    } else {
        format!("{file}: remark: {}", r.message())
    }
}

/// Moves each remark to the source position `locate(function, line, col)` gives for its input
/// position (for LLVM input compiled with `-g`: the C file, line and column of the
/// instruction's debug location); remarks it gives none keep theirs.
pub fn relocate(
    remarks: &mut [Remark],
    locate: impl Fn(&str, u32, u32) -> Option<(String, u32, u32)>,
) {
    for r in remarks.iter_mut().filter(|r| r.line > 0) {
        if let Some((file, line, col)) = locate(&r.function, r.line, r.col) {
            r.file = Some(file);
            r.line = line;
            r.col = col;
        }
    }
}

/// Does `re` match somewhere in `s`? The regular expressions LLVM's `-pass-remarks` users
/// write: literals, `.`, `*` and `+` after one of those, `|` between alternatives, `^` and `$`.
pub fn matches(re: &str, s: &str) -> bool {
    re.split('|').any(|alt| {
        let (anchored, alt) = match alt.strip_prefix('^') {
            Some(rest) => (true, rest),
            None => (false, alt),
        };
        let pat: Vec<char> = alt.chars().collect();
        let text: Vec<char> = s.chars().collect();
        if anchored {
            match_here(&pat, &text)
        } else {
            (0..=text.len()).any(|i| match_here(&pat, &text[i..]))
        }
    })
}

fn match_here(pat: &[char], text: &[char]) -> bool {
    match pat {
        [] => true,
        ['$'] => text.is_empty(),
        [c, '*', rest @ ..] => {
            let mut i = 0;
            loop {
                if match_here(rest, &text[i..]) {
                    return true;
                }
                if i < text.len() && (*c == '.' || text[i] == *c) {
                    i += 1;
                } else {
                    return false;
                }
            }
        }
        [c, '+', rest @ ..] => {
            !text.is_empty()
                && (*c == '.' || text[0] == *c)
                && match_here(&[&[*c, '*'][..], rest].concat(), &text[1..])
        }
        [c, rest @ ..] => {
            !text.is_empty() && (*c == '.' || text[0] == *c) && match_here(rest, &text[1..])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn the_regex_subset_matches_as_llvm_does() {
        assert!(matches(".*", "lower-messages"));
        assert!(matches("lower", "lower-messages"));
        assert!(matches("merge|regalloc", "regalloc"));
        assert!(matches("^lower-.+s$", "lower-messages"));
        assert!(!matches("^messages", "lower-messages"));
        assert!(!matches("merge", "regalloc"));
    }
}
