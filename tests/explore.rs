//! `memlower explore`: the page loads in a real browser (Debian's `chromium`, headless, which
//! scripts/ensure-deps.sh installs; a missing browser fails the test, it never skips), runs
//! without script errors, and selecting an access highlights its vISA lines and shows its
//! remarks. The page carries no test hook: a harness page next to it loads it in an iframe,
//! clicks an access inside it and writes what it sees into its own DOM, which `--dump-dom`
//! prints. A page whose script is broken on purpose fails the same check (the check bites).
//! Also: the line each instruction is emitted on, the pressure plotted, escaping of input text,
//! and nothing written on error.

mod cli_common;
mod lowering_common;

use cli_common::{memlower, scratch, ROOT};
use lowering_common::{examples, legalise, TARGETS};
use memlower::ir::parse::parse_module;
use memlower::lowering::mir::InstKind;
use memlower::lowering::{emit, lower_module, regalloc, LowerOptions};
use memlower::passes::target::Target;
use std::path::Path;
use std::process::Command;

/// What the harness saw: its verdict lines, and chromium's stderr.
struct Seen {
    lines: Vec<String>,
    stderr: String,
}

impl Seen {
    fn with(&self, prefix: &str) -> Vec<&str> {
        self.lines
            .iter()
            .filter_map(|l| l.strip_prefix(prefix))
            .collect()
    }

    /// Script errors: the harness's `ERROR` lines and chromium's console `Uncaught`.
    fn errors(&self) -> Vec<String> {
        let mut e: Vec<String> = self.with("ERROR ").iter().map(|s| s.to_string()).collect();
        e.extend(
            self.stderr
                .lines()
                .filter(|l| l.contains("Uncaught"))
                .map(str::to_string),
        );
        e
    }
}

/// The harness: loads `page.html` in an iframe, hooks the page's errors, dispatches each of
/// `actions` (`click acc-k0a0`: a mouse event and the id of the element it goes to; an access's
/// list entry is `acc-<access>`, a column's line `<column>-<line>`), and after each writes the text of the
/// highlighted lines of every column (`HL <col> <text>`) and of the remarks panel
/// (`PANEL <text>`), then `DONE`.
const HARNESS: &str = r##"<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<pre id="verdict">PENDING</pre>
<iframe id="f" src="page.html" width="1400" height="900"></iframe>
<script>
var errs = [];
window.onerror = function (m) { errs.push("harness: " + m); };
var f = document.getElementById("f");
f.addEventListener("load", function () {
  var out = [];
  try {
    var w = f.contentWindow, d = f.contentDocument;
    w.addEventListener("error", function (e) { errs.push("page: " + e.message); });
    ACTIONS.forEach(function (action) {
      var kind = action.split(" ")[0], id = action.split(" ")[1];
      var item = d.getElementById(id);
      if (!item) throw new Error("no element " + id);
      item.dispatchEvent(new w.MouseEvent(kind, { bubbles: true }));
      out.push("EVENT " + action);
      ["src", "legal", "visa", "native"].forEach(function (col) {
        var hl = d.querySelectorAll("#col-" + col + " .hl");
        for (var i = 0; i < hl.length; i++) out.push("HL " + col + " " + hl[i].textContent);
      });
      out.push("MARKS " + d.querySelectorAll("#plots .selmark").length);
      var panel = d.getElementById("remarks");
      var rs = panel.querySelectorAll(".remark");
      for (var i = 0; i < rs.length; i++) out.push("PANEL " + rs[i].textContent);
    });
  } catch (e) { errs.push("exception: " + e); }
  document.getElementById("verdict").textContent =
    out.concat(errs.map(function (e) { return "ERROR " + e; })).join("\n") + "\nDONE";
});
</script></body></html>
"##;

/// Loads `dir/page.html` through the harness in headless chromium, doing `actions`.
fn browse(dir: &Path, actions: &[&str]) -> Seen {
    let version = Command::new("chromium").arg("--version").output();
    assert!(
        version.is_ok_and(|o| o.status.success()),
        "chromium is missing: run scripts/ensure-deps.sh (the explore page test needs a real browser)"
    );
    let list: Vec<String> = actions.iter().map(|c| format!("\"{c}\"")).collect();
    let harness = HARNESS.replace("ACTIONS", &format!("[{}]", list.join(",")));
    std::fs::write(dir.join("harness.html"), harness).expect("write the harness");
    let out = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--allow-file-access-from-files",
            "--enable-logging=stderr",
            "--v=0",
            "--virtual-time-budget=10000",
            "--dump-dom",
        ])
        .arg(format!("--user-data-dir={}", dir.join("profile").display()))
        .arg(format!("file://{}", dir.join("harness.html").display()))
        .output()
        .expect("chromium runs");
    let dom = String::from_utf8_lossy(&out.stdout);
    let verdict = dom
        .split("<pre id=\"verdict\">")
        .nth(1)
        .and_then(|s| s.split("</pre>").next())
        .unwrap_or_else(|| panic!("no verdict in the dumped DOM:\n{dom}"));
    let text = verdict
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert_eq!(
        lines.last().map(String::as_str),
        Some("DONE"),
        "the harness did not finish:\n{text}"
    );
    Seen {
        lines,
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn explore(dir: &Path, input: &str) {
    let page = dir.join("page.html");
    let page = page.display().to_string();
    let args = [
        "explore",
        input,
        "--target",
        "dg2",
        "--finalize",
        "-o",
        &page,
    ];
    let r = memlower(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// `copy_f32` on DG2 (examples/copy_f32.mir): `%v = gather @src` on line 15, `scatter @dst, %v`
/// on line 16. The gather's vISA is its `gather_scaled.4` and the `add` of its addresses
/// (lowered for it); the scatter reuses those addresses, so only its `scatter_scaled.4` is its
/// own. Each message is a native send, and the panel lists the message's exec size, lanes and
/// reason.
#[test]
fn selecting_an_access_highlights_its_lines_in_chromium() {
    let dir = scratch("explore_page");
    explore(&dir, "examples/copy_f32.mir");
    let seen = browse(
        &dir,
        &["mouseover src-15", "click acc-k0a0", "click acc-k0a1"],
    );
    assert!(
        seen.errors().is_empty(),
        "script errors: {:?}",
        seen.errors()
    );
    let text = seen.lines.join("\n");
    let (hover, clicks) = text
        .split_once("EVENT click acc-k0a0")
        .unwrap_or_else(|| panic!("the clicks ran:\n{text}"));
    let (gather, scatter) = clicks
        .split_once("EVENT click acc-k0a1")
        .unwrap_or_else(|| panic!("both clicks ran:\n{text}"));
    let hl = |part: &str, col: &str| -> Vec<String> {
        let prefix = format!("HL {col} ");
        part.lines()
            .filter_map(|l| l.strip_prefix(&prefix))
            .map(|s| s.trim().to_string())
            .collect()
    };
    // Hovering over the scatter's source line (16, the 16th line) selects the scatter: its
    // message and the `movs` that sets its surface's binding-table index for it.
    let visa = hl(hover, "visa");
    assert_eq!(visa.len(), 2, "{visa:?}");
    assert!(visa[0].starts_with("movs (M1_NM, 1) s_dst(0)"), "{visa:?}");
    assert!(
        visa[1].starts_with("scatter_scaled.4 (M1_NM, 16) s_dst"),
        "{visa:?}"
    );
    let visa = hl(gather, "visa");
    assert_eq!(visa.len(), 3, "{visa:?}");
    // The plot marks the same two instructions.
    assert!(gather.contains("\nMARKS 2\n"), "{gather}");
    assert!(scatter.contains("\nMARKS 1\n"), "{scatter}");
    assert!(
        visa[0].starts_with("add (M1_NM, 16) v_off_addr"),
        "{visa:?}"
    );
    assert!(visa[1].starts_with("movs (M1_NM, 1) s_src(0)"), "{visa:?}");
    assert!(
        visa[2].starts_with("gather_scaled.4 (M1_NM, 16) s_src")
            && visa[2].ends_with("// line 15:3"),
        "{visa:?}"
    );
    assert_eq!(
        hl(gather, "src"),
        ["%v = gather @src[%base + %off] align 4 : vec<16 x f32>"]
    );
    assert_eq!(hl(gather, "legal").len(), 1, "{gather}");
    assert!(
        hl(gather, "legal")[0].starts_with("%v = gather @src["),
        "{gather}"
    );
    let native = hl(gather, "native");
    assert_eq!(
        native.iter().filter(|l| l.contains("send")).count(),
        1,
        "{native:?}"
    );
    assert!(gather.contains("PANEL message 1 of 1: gather_scaled.4 (M1_NM, 16) s_src  exec size 16 mask offset 0  lanes 0..16"), "{gather}");
    assert!(gather.contains("reason: "), "{gather}");
    let visa = hl(scatter, "visa");
    assert_eq!(visa.len(), 2, "{visa:?}");
    assert!(
        visa[1].starts_with("scatter_scaled.4 (M1_NM, 16) s_dst"),
        "{visa:?}"
    );
    assert_eq!(hl(scatter, "src").len(), 1, "{scatter}");
    assert!(
        hl(scatter, "src")[0].starts_with("scatter @dst[%base + %off], %v"),
        "{scatter}"
    );
    assert!(
        scatter.contains("PANEL 16:3 in @copy_f32: scatter @dst"),
        "{scatter}"
    );
    let page = std::fs::read_to_string(dir.join("page.html")).expect("page");
    assert_eq!(
        page.matches("<polyline class=\"live\"").count(),
        1,
        "one plot per kernel"
    );
    for banned in ["http://", "https://"] {
        let outside = page.replace("http://www.w3.org/2000/svg", "");
        assert!(
            !outside.contains(banned),
            "the page loads nothing: {banned}"
        );
    }
}

/// The same check on the page with its script broken (a wrong element id) reports the error:
/// the test would fail on such a page.
#[test]
fn a_broken_page_script_is_caught() {
    let dir = scratch("explore_broken");
    explore(&dir, "examples/copy_f32.mir");
    let path = dir.join("page.html");
    let page = std::fs::read_to_string(&path).expect("page");
    let broken = page.replacen(
        "getElementById(\"remarks\")",
        "getElementById(\"remarkz\")",
        1,
    );
    assert_ne!(broken, page, "the break applies");
    std::fs::write(&path, broken).expect("write");
    let seen = browse(&dir, &["click acc-k0a0"]);
    assert!(
        seen.errors()
            .iter()
            .any(|e| e.contains("Uncaught TypeError")),
        "{:?}\n{}",
        seen.errors(),
        seen.stderr
    );
}

/// Names and comments of the input cannot inject markup: a comment full of HTML shows as text,
/// and the page still runs.
#[test]
fn input_text_is_escaped() {
    let dir = scratch("explore_escape");
    let src = std::fs::read_to_string(format!("{ROOT}/examples/copy_f32.mir")).expect("example");
    let evil =
        "; </pre><script>document.title='pwned'</script><img src=x onerror=alert(1)> & \"q\"\n";
    let input = dir.join("evil.mir");
    std::fs::write(&input, format!("{evil}{src}")).expect("write");
    explore(&dir, &input.display().to_string());
    let page = std::fs::read_to_string(dir.join("page.html")).expect("page");
    assert!(!page.contains("<img src=x"), "raw markup from the input");
    assert!(
        !page.contains("document.title='pwned'</script>"),
        "raw markup from the input"
    );
    assert!(
        page.contains("&lt;/pre&gt;&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;")
    );
    let seen = browse(&dir, &["click acc-k0a0"]);
    assert!(
        seen.errors().is_empty(),
        "script errors: {:?}",
        seen.errors()
    );
    // The source lines moved down one: the gather is found on its new line.
    assert!(
        seen.with("HL src ")
            .iter()
            .any(|l| l.trim().starts_with("%v = gather @src[")),
        "{:?}",
        seen.lines
    );
}

#[test]
fn nothing_is_written_on_error() {
    let dir = scratch("explore_error");
    let page = dir.join("page.html").display().to_string();
    let r = memlower(&[
        "explore",
        "examples/copy_f32.mir",
        "--target",
        "nosuch",
        "-o",
        &page,
    ]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("nosuch"), "{}", r.stderr);
    assert!(!dir.join("page.html").exists());
}

/// What the page relies on, on every example and target: body line `j` (`emit::body_lines`: each
/// instruction and each `movs` written for a message) is on line `body_line + j` of the emitted
/// vISA, and the pressure plotted peaks at the report's peak.
#[test]
fn instruction_lines_and_pressure_match_the_kernel() {
    for (name, text) in examples() {
        for tname in TARGETS {
            let t = Target::by_name(tname).expect("target");
            let mut m = parse_module(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            legalise(&mut m, t);
            let lowered = lower_module(&m, t, &LowerOptions::default()).expect("lowers");
            for f in &lowered.functions {
                let k = &f.mir;
                let lines: Vec<&str> = f.visa.lines().collect();
                let body = emit::body_line(k);
                let layout = emit::body_lines(k);
                assert_eq!(lines.len(), body + layout.len(), "{name} {tname}");
                assert_eq!(lines[body - 1], "_main_0:", "{name} {tname}");
                for (j, l) in layout.iter().enumerate() {
                    let expect = match *l {
                        emit::BodyLine::Movs(_) => "    movs (M1_NM, 1) ".to_string(),
                        emit::BodyLine::Inst(i) => match &k.insts[i].kind {
                            InstKind::Label(_) => continue,
                            _ => format!("    {}", emit::inst_visa(k, &k.insts[i])),
                        },
                    };
                    assert!(
                        lines[body + j].starts_with(&expect),
                        "{name} {tname} line {j}"
                    );
                }
                // Every message on a surface with a binding-table index has its `movs` line.
                assert!(
                    layout.iter().any(|l| matches!(l, emit::BodyLine::Movs(_)))
                        || !f.visa.contains("movs"),
                    "{name} {tname}"
                );
                let p = regalloc::pressure(k);
                assert_eq!(p.len(), k.insts.len());
                let grf = u64::from(k.grf_bytes);
                let peak = p.iter().copied().max().unwrap_or(0).div_ceil(grf);
                assert_eq!(
                    peak,
                    u64::from(f.totals.peak_grfs),
                    "{name} {tname} @{}",
                    f.name
                );
            }
        }
    }
}

/// Every access of every example, on every target, has lines in all four columns: its source
/// line, the legal ops it became (its carrier's, if merged), its vISA instructions and the
/// native instructions GenX_IR made of them. (The page's data lists them per access; an empty
/// list would show as `[]`, which no other field of the data can be.)
#[test]
fn every_access_of_every_example_has_lines_in_every_column() {
    let dir = scratch("explore_examples");
    let page = dir.join("page.html").display().to_string();
    for (name, _) in examples() {
        for t in TARGETS {
            let input = format!("examples/{name}.mir");
            let r = memlower(&["explore", &input, "--target", t, "--finalize", "-o", &page]);
            assert_eq!(r.code, 0, "{name} on {t}: {}", r.stderr);
            let html = std::fs::read_to_string(&page).expect("page");
            let data = html
                .split("<script type=\"application/json\" id=\"explore-data\">")
                .nth(1)
                .and_then(|s| s.split("</script>").next())
                .expect("the page's data");
            let accesses = data.matches("\"lines\":{").count();
            assert!(accesses > 0, "{name} on {t}");
            assert_eq!(
                data.matches("\"native\":[").count(),
                accesses,
                "{name} on {t}: every access has a native list"
            );
            assert!(
                !data.contains("[]"),
                "{name} on {t}: an access without lines: {data}"
            );
        }
    }
}

/// LLVM input shows as imported (the memlower IR the front end made), and its accesses are
/// found there, in the legal IR, the vISA and the native code; the page runs in the browser.
#[test]
fn llvm_input_is_shown_as_imported() {
    let dir = scratch("explore_llvm");
    explore(&dir, "llvm/corpus/gathers.clang14.ll");
    let html = std::fs::read_to_string(dir.join("page.html")).expect("page");
    assert!(
        html.contains("<h2>source (as imported)</h2>"),
        "source column"
    );
    assert!(
        !html.contains("define "),
        "the LLVM text itself is not shown"
    );
    let data = html
        .split("id=\"explore-data\">")
        .nth(1)
        .expect("the page's data");
    assert!(!data.split("</script>").next().unwrap_or("").contains("[]"));
    let seen = browse(&dir, &["click acc-k0a0"]);
    assert!(
        seen.errors().is_empty(),
        "script errors: {:?}",
        seen.errors()
    );
    let src = seen.with("HL src ");
    assert_eq!(src.len(), 1, "{:?}", seen.lines);
    assert!(
        src[0].trim().starts_with("%wide.load = gather @idx"),
        "{src:?}"
    );
    assert!(
        seen.with("HL visa ").iter().any(|l| l.contains("gather")),
        "{:?}",
        seen.lines
    );
}

/// `-p` explores another pipeline: with lanes split at 8, copy_f32's gather of 16 lanes takes
/// two messages of 8 where one would do, and its panel says so with the `!Missed` remark.
#[test]
fn a_custom_pipeline_is_explored() {
    let dir = scratch("explore_pipeline");
    let page = dir.join("page.html").display().to_string();
    let p = "soft-f64,narrow-channels,widen-blocks,merge-adjacent,split-groups,\
             split-lanes<max-exec=8>,pick-blocks,pack-channels,cse";
    let r = memlower(&[
        "explore",
        "examples/copy_f32.mir",
        "--target",
        "dg2",
        "-p",
        p,
        "-o",
        &page,
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let html = std::fs::read_to_string(&page).expect("page");
    assert_eq!(
        html.matches("gather_scaled.4 (M1_NM, 8) s_src 0x0:ud")
            .count(),
        2
    );
    assert!(html.contains(
        "[Missed] lower-messages/AboveLowerBound: %v = gather @src : vec\\u003c16 x f32\\u003e \
         took 2 message(s), the lower bound is 1"
    ));
}
