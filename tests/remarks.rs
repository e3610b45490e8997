//! Optimisation remarks in LLVM's format (`--pass-remarks-output`, `-pass-remarks*`), read by
//! LLVM's own tools as Debian's LLVM ships them: `opt-viewer.py` renders memlower's remarks
//! for an example into HTML against its `.mir` source, and `opt-diff.py` compares the remarks
//! of two targets. The tools (llvm-14-tools) and their Python modules (python3-yaml,
//! python3-pygments) are installed by `scripts/ensure-deps.sh`: a missing one fails the test.

mod cli_common;

use cli_common::{memlower, python3, scratch, ROOT};
use std::path::{Path, PathBuf};

/// LLVM's opt-viewer directory (`/usr/lib/llvm-N/share/opt-viewer`), the newest there is.
fn opt_viewer_dir() -> PathBuf {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib")
        .expect("/usr/lib")
        .filter_map(|e| e.ok().map(|e| e.path().join("share/opt-viewer")))
        .filter(|p| p.join("opt-viewer.py").exists() && p.join("opt-diff.py").exists())
        .collect();
    dirs.sort();
    dirs.pop()
        .expect("LLVM's opt-viewer.py is installed (llvm-14-tools, scripts/ensure-deps.sh)")
}

/// Writes the remarks of `example` on `target` to `dir/name.opt.yaml`.
fn remarks(example: &str, target: &str, dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(format!("{name}.opt.yaml"));
    let out = format!("--pass-remarks-output={}", path.display());
    let run = memlower(&["lower", example, "--target", target, &out]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    path
}

fn python(script: &Path, args: &[&str]) -> String {
    let mut all = vec![script.display().to_string()];
    all.extend(args.iter().map(|a| a.to_string()));
    let (code, text) = python3(&all);
    assert_eq!(code, 0, "{} failed:\n{text}", script.display());
    text
}

#[test]
fn opt_viewer_renders_the_remarks_against_the_source() {
    let dir = scratch("remarks_viewer");
    let yaml = remarks("examples/particles_aos.mir", "dg2", &dir, "particles");
    let html = dir.join("html");
    let viewer = opt_viewer_dir().join("opt-viewer.py");
    python(
        &viewer,
        &[
            "-j",
            "1",
            "-n",
            "--source-dir",
            ROOT,
            "-o",
            html.to_str().expect("utf-8 path"),
            yaml.to_str().expect("utf-8 path"),
        ],
    );
    let index = std::fs::read_to_string(html.join("index.html")).expect("index.html written");
    assert!(
        index.contains("step"),
        "the index names the function:\n{index}"
    );
    assert!(index.contains("merge-adjacent"), "{index}");
    // The source page: the .mir text with the remarks between its lines.
    let page = std::fs::read_dir(&html)
        .expect("html/")
        .map(|e| e.expect("entry").path())
        .find(|p| p.to_string_lossy().contains("particles_aos.mir"))
        .expect("a page for the source file");
    let page = std::fs::read_to_string(page).expect("readable");
    assert!(page.contains("gather"), "the page shows the source");
    assert!(page.contains("scatter4_scaled.rgb"), "and the remarks");
}

/// Qwords computed (in qword lanes) and stored: `qw_scatter` where the target has it.
const COMPUTED_QWORDS: &str = "
surface @src : untyped
surface @dst : untyped

func @flip(%base: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %three = const 3 : vec<16 x i32>
  %off = shl %lane, %three : vec<16 x i32>
  %v = gather @src[%base + %off] align 8 : vec<16 x i64>
  %x = xor %v, %v : vec<16 x i64>
  scatter @dst[%base + %off], %x align 8
  ret
}
";

#[test]
fn opt_diff_compares_the_remarks_of_two_targets() {
    let dir = scratch("remarks_diff");
    // 64-bit scatters of computed qwords: scatter4_scaled.rg on tgllp (no QW_SCATTER),
    // qw_scatter on dg2 (gathered qwords, as in examples/copy64.mir, go through rg on both).
    let file = dir.join("qwords.mir");
    std::fs::write(&file, COMPUTED_QWORDS).expect("scratch file");
    let file = file.to_str().expect("utf-8 path");
    let a = remarks(file, "tgllp", &dir, "tgllp");
    let b = remarks(file, "dg2", &dir, "dg2");
    let same = remarks(file, "tgllp", &dir, "tgllp_again");
    let diff = opt_viewer_dir().join("opt-diff.py");
    let out = dir.join("diff.opt.yaml");
    let o = out.to_str().expect("utf-8 path");
    let (ap, bp) = (a.to_str().expect("path"), b.to_str().expect("path"));
    python(&diff, &["-j", "1", "-n", "-o", o, ap, bp]);
    let text = std::fs::read_to_string(&out).expect("opt-diff wrote its output");
    assert!(
        text.contains("Added: true") && text.contains("Added: false"),
        "{text}"
    );
    assert!(
        text.contains("Choice: scatter4_scaled.rg") && text.contains("Choice: qw_scatter.1"),
        "{text}"
    );
    // The same run twice: nothing differs, and opt-diff writes no file (it writes one per
    // 100,000 differing remarks).
    let sp = same.to_str().expect("path");
    let none = dir.join("none.opt.yaml");
    python(
        &diff,
        &["-j", "1", "-n", "-o", none.to_str().expect("path"), ap, sp],
    );
    assert!(!none.exists(), "identical remarks differ");
}

#[test]
fn pass_remarks_print_the_matching_remarks_on_stderr() {
    let run = memlower(&[
        "lower",
        "examples/particles_aos.mir",
        "--target",
        "dg2",
        "-pass-remarks=merge",
        "-pass-remarks-analysis=^regalloc$",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines,
        [
            "examples/particles_aos.mir:33:3: remark: scatter @particles, %nx : vec<16 x f32> merged into the access at 39:3: scatter @particles, %nz : vec<16 x f32>",
            "examples/particles_aos.mir:36:3: remark: scatter @particles, %ny : vec<16 x f32> merged into the access at 39:3: scatter @particles, %nz : vec<16 x f32>",
            "examples/particles_aos.mir:16:3: remark: kernel uses 21 GRFs (peak 21) of 128, 1 moves",
        ],
        "{}",
        run.stderr
    );
    // Without the flags, nothing.
    let quiet = memlower(&["lower", "examples/particles_aos.mir", "--target", "dg2"]);
    assert_eq!(quiet.stderr, "");
}

/// LLVM input compiled with `-g` (`llvm/corpus/debug_g.c`): every remark's `DebugLoc` is the C
/// file, line and column of its instruction's debug location, and opt-viewer renders the
/// remarks under the C source lines (`out[i] = in[idx[i]];` is line 16; the complex loop's
/// loads and stores are on lines 8 and 9).
#[test]
fn opt_viewer_renders_remarks_of_llvm_input_compiled_with_g_against_the_c_source() {
    let dir = scratch("remarks_g");
    for v in ["14", "19"] {
        let ll = format!("llvm/corpus/debug_g.clang{v}.ll");
        let yaml = remarks(&ll, "dg2", &dir, &format!("g{v}"));
        let text = std::fs::read_to_string(&yaml).expect("remarks written");
        let locs: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("DebugLoc:"))
            .collect();
        let functions = text.lines().filter(|l| l.starts_with("Function:")).count();
        assert_eq!(
            locs.len(),
            functions,
            "every remark has a location:\n{text}"
        );
        assert!(
            locs.iter().all(|l| l.contains("File: 'debug_g.c'")),
            "every location is in the C file:\n{text}"
        );
        for line in ["Line: 8,", "Line: 9,", "Line: 16,"] {
            assert!(
                text.contains(line),
                "clang-{v}: no remark at {line}\n{text}"
            );
        }
    }
    let yaml = dir.join("g19.opt.yaml");
    let html = dir.join("html");
    let viewer = opt_viewer_dir().join("opt-viewer.py");
    let source_dir = format!("{ROOT}/llvm/corpus");
    python(
        &viewer,
        &[
            "-j",
            "1",
            "-n",
            "--source-dir",
            &source_dir,
            "-o",
            html.to_str().expect("utf-8 path"),
            yaml.to_str().expect("utf-8 path"),
        ],
    );
    let page = std::fs::read_to_string(html.join("debug_g.c.html")).expect("a page for debug_g.c");
    // The rows after line 16 (up to line 17) are its remarks: the index gather of @g_gather.
    let at = page
        .find("<a name=\"L16\">16</a>")
        .expect("line 16 rendered");
    let end = page[at..]
        .find("<a name=\"L17\">")
        .map_or(page.len(), |k| at + k);
    let rows = &page[at..end];
    assert!(
        rows.contains("in</span><span class=\"p\">[</span><span class=\"n\">idx"),
        "{rows}"
    );
    assert!(rows.contains("lower-messages"), "{rows}");
    assert!(rows.contains("gather @idx"), "{rows}");
    assert!(rows.contains("g_gather"), "{rows}");
}
