//! The page `memlower explore` writes: one HTML file, its CSS and script inline, no network.
//!
//! ```text
//!   <header>  title
//!   <nav>     the accesses (id `acc-<access>`, `data-acc`), per kernel
//!   <main>    one column per stage: <pre> of lines `<span class="ln" id="<col>-<n>" data-acc>`
//!   <aside id="remarks">  the selected access's remarks
//!   <section> per kernel: an inline SVG of the GRFs live at each instruction
//!   <script type="application/json" id="explore-data">  per access: its lines per column, its
//!             remarks          <script>  hover or click on anything with `data-acc` selects it
//! ```
//!
//! Every text from the input (names, comments, remarks) goes through [`html`] into the markup
//! and through [`json`] (with `<`, `>` and `&` as `\u` escapes, so no `</script>` can close the
//! data) into the script's data; the script writes it with `textContent` only.

use memlower_lowering::report::json::escape;
use memlower_lowering::report::AccessReport;
use std::fmt::Write;

/// One column: its lines and the accesses each line belongs to.
pub(super) struct Column {
    /// Short key: element ids are `<key>-<line>`.
    pub key: &'static str,
    /// Heading.
    pub title: &'static str,
    /// The text, a line each.
    pub lines: Vec<String>,
    /// Per line, the ids of the accesses it belongs to.
    pub owners: Vec<Vec<String>>,
}

impl Column {
    /// An empty column.
    pub fn new(key: &'static str, title: &'static str) -> Column {
        Column {
            key,
            title,
            lines: Vec::new(),
            owners: Vec::new(),
        }
    }

    /// A column of `text`.
    pub fn of_text(key: &'static str, title: &'static str, text: &str) -> Column {
        let mut c = Column::new(key, title);
        for l in text.lines() {
            c.push(l.to_string());
        }
        c
    }

    fn push(&mut self, line: String) {
        self.lines.push(line);
        self.owners.push(Vec::new());
    }

    /// Appends a kernel's text after a header line naming it; returns the line of its first
    /// line.
    pub fn push_block(&mut self, kernel: &str, text: &str) -> usize {
        self.push(format!("// ===== kernel @{kernel} ====="));
        let at = self.lines.len();
        for l in text.lines() {
            self.push(l.to_string());
        }
        at
    }

    /// Marks `lines` as belonging to access `id`.
    pub fn own(&mut self, lines: &[usize], id: &str) {
        for &l in lines {
            if let Some(o) = self.owners.get_mut(l) {
                o.push(id.to_string());
            }
        }
    }

    /// The lines of function `func` (from its `func @func(` line to the next `func`) holding one
    /// of the ops `texts` (as the report writes them: `%v = gather @src : ...`): the line starts
    /// with the op's first word and has each of its words before ` : ` or ` via `.
    pub fn find_ops(&self, func: &str, texts: &[String]) -> Vec<usize> {
        let head = format!("func @{func}(");
        let Some(start) = self.lines.iter().position(|l| l.starts_with(&head)) else {
            return Vec::new();
        };
        let end = self.lines[start + 1..]
            .iter()
            .position(|l| l.starts_with("func @"))
            .map_or(self.lines.len(), |e| start + 1 + e);
        let mut found = Vec::new();
        for t in texts {
            let key = t.split(" : ").next().unwrap_or(t);
            let key = key.split(" via ").next().unwrap_or(key);
            let words: Vec<&str> = key
                .split_whitespace()
                .map(|w| w.trim_end_matches(','))
                .collect();
            for (l, line) in self.lines.iter().enumerate().take(end).skip(start) {
                let line = line.trim();
                let first = words.first().is_some_and(|w| has_word(line, w) == Some(0));
                if first && words.iter().all(|w| has_word(line, w).is_some()) {
                    found.push(l);
                }
            }
        }
        found.sort_unstable();
        found.dedup();
        found
    }
}

/// Where `w` occurs in `line` as a whole word (not followed by a name character).
fn has_word(line: &str, w: &str) -> Option<usize> {
    line.match_indices(w).map(|(i, _)| i).find(|&i| {
        !line[i + w.len()..]
            .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.')
    })
}

/// One access: where it is in every column and what the report says of it.
pub(super) struct AccessView {
    /// Element id suffix (`k0a3`).
    pub id: String,
    /// The list entry: `15:3 %v = gather @src : vec<16 x f32>`.
    pub label: String,
    /// Its kernel.
    pub kernel: String,
    /// Its lines per column: source, legal, vISA, native.
    pub lines: [Vec<usize>; 4],
    /// The remarks panel's lines.
    pub details: Vec<String>,
    /// Its kernel's index and its message-IR instructions, marked on the kernel's plot.
    pub plot: (usize, Vec<usize>),
}

impl AccessView {
    /// An access of kernel `kernel` with no lines yet.
    pub fn new(id: &str, kernel: &str, a: &AccessReport) -> AccessView {
        AccessView {
            id: id.to_string(),
            label: format!("{} {}", a.at(), a.text),
            kernel: kernel.to_string(),
            lines: Default::default(),
            details: Vec::new(),
            plot: (0, Vec::new()),
        }
    }
}

/// One kernel's plot and figures.
pub(super) struct KernelView {
    /// Its name.
    pub name: String,
    /// GRFs live at each message-IR instruction.
    pub pressure: Vec<f64>,
    /// The instructions that are messages.
    pub messages: Vec<usize>,
    /// GRFs the target gives a kernel.
    pub budget: u32,
    /// Peak pressure, GRFs.
    pub peak: u32,
    /// Totals lines.
    pub summary: Vec<String>,
}

/// Everything on the page.
pub(super) struct Page {
    /// What was compiled, for what.
    pub title: String,
    /// Source, legal, vISA and maybe native.
    pub columns: Vec<Column>,
    /// Every access of every kernel.
    pub accesses: Vec<AccessView>,
    /// Every kernel.
    pub kernels: Vec<KernelView>,
}

/// `s` escaped for HTML text and attribute values.
pub(super) fn html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `s` as a JSON string safe inside a `<script>` element.
fn json(s: &str) -> String {
    escape(s)
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

const STYLE: &str = include_str!("explore_page.css");
const SCRIPT: &str = include_str!("explore_page.js");

/// The page's HTML.
pub(super) fn page(p: &Page) -> String {
    let mut o = String::new();
    let _ = write!(
        o,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <title>memlower explore: {t}</title><style>{STYLE}</style></head><body>\n\
         <header><h1>memlower explore</h1><p>{t}</p><p class=\"hint\">Hover over an access \
         (or a line) to highlight it in every column; click to keep it.</p></header>\n",
        t = html(&p.title)
    );
    o.push_str("<div id=\"top\"><nav id=\"accesses\"><h2>accesses</h2>");
    let mut kernel = "";
    for a in &p.accesses {
        if a.kernel != kernel {
            kernel = &a.kernel;
            let _ = write!(o, "<h3>@{}</h3>", html(kernel));
        }
        let _ = write!(
            o,
            "<div class=\"acc\" id=\"acc-{id}\" data-acc=\"{id}\">{}</div>",
            html(&a.label),
            id = html(&a.id)
        );
    }
    o.push_str("</nav><aside id=\"remarks\"><h2>remarks</h2><p>Select an access.</p></aside></div>\n<main id=\"columns\">");
    for c in &p.columns {
        column(&mut o, c);
    }
    o.push_str("</main>\n<section id=\"plots\"><h2>live registers</h2>");
    for (ki, k) in p.kernels.iter().enumerate() {
        plot(&mut o, ki, k);
    }
    o.push_str("</section>\n<script type=\"application/json\" id=\"explore-data\">");
    data(&mut o, p);
    let _ = write!(o, "</script>\n<script>{SCRIPT}</script>\n</body></html>\n");
    o
}

fn column(o: &mut String, c: &Column) {
    let _ = write!(
        o,
        "<section class=\"col\" id=\"col-{k}\"><h2>{}</h2><pre>",
        html(c.title),
        k = c.key
    );
    for (n, (line, owners)) in c.lines.iter().zip(&c.owners).enumerate() {
        let _ = write!(o, "<span class=\"ln\" id=\"{}-{n}\"", c.key);
        if !owners.is_empty() {
            let _ = write!(o, " data-acc=\"{}\"", html(&owners.join(" ")));
        }
        // Block spans make the lines: no newline between them (it would show as a blank line).
        let _ = write!(o, ">{}</span>", html(line));
    }
    o.push_str("</pre></section>");
}

/// The plot's width, height and margin.
const W: f64 = 900.0;
const H: f64 = 140.0;
const PAD: f64 = 24.0;

/// Where instruction `i` of `n` starts on the plot.
fn plot_x(i: f64, n: usize) -> f64 {
    PAD + i * (W - 2.0 * PAD) / n.max(1) as f64
}

/// The SVG plot of a kernel's live GRFs (the `ki`th): a step line over the instructions, a tick
/// under each message, the budget when it is in view, and a group (`sel-k<ki>`) where the
/// script marks the selected access's instructions.
fn plot(o: &mut String, ki: usize, k: &KernelView) {
    let n = k.pressure.len().max(1) as f64;
    let top = k
        .pressure
        .iter()
        .cloned()
        .fold(1.0, f64::max)
        .max(k.peak as f64)
        * 1.2;
    let x = |i: f64| plot_x(i, k.pressure.len());
    let y = |g: f64| H - PAD - g * (H - 2.0 * PAD) / top;
    let mut points = String::new();
    for (i, &g) in k.pressure.iter().enumerate() {
        let _ = write!(
            points,
            "{:.1},{:.1} {:.1},{:.1} ",
            x(i as f64),
            y(g),
            x(i as f64 + 1.0),
            y(g)
        );
    }
    let _ = write!(
        o,
        "<figure class=\"plot\"><figcaption>@{name}: peak {} GRFs of {}</figcaption>\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{H}\" \
         viewBox=\"0 0 {W} {H}\" role=\"img\" aria-label=\"live GRFs of @{name}\">\
         <line class=\"axis\" x1=\"{PAD}\" y1=\"{b:.1}\" x2=\"{r:.1}\" y2=\"{b:.1}\"/>\
         <line class=\"axis\" x1=\"{PAD}\" y1=\"{PAD}\" x2=\"{PAD}\" y2=\"{b:.1}\"/>\
         <text x=\"2\" y=\"{t:.1}\">{top:.0}</text><text x=\"{PAD}\" y=\"{H}\">instruction 0</text>\
         <text x=\"{r2:.1}\" y=\"{H}\">{n}</text>",
        k.peak,
        k.budget,
        name = html(&k.name),
        b = H - PAD,
        r = W - PAD,
        r2 = W - PAD - 20.0,
        t = PAD + 4.0,
    );
    if (k.budget as f64) < top {
        let _ = write!(
            o,
            "<line class=\"budget\" x1=\"{PAD}\" y1=\"{v:.1}\" x2=\"{r:.1}\" y2=\"{v:.1}\"/>",
            v = y(k.budget as f64),
            r = W - PAD
        );
    }
    for &m in &k.messages {
        let _ = write!(
            o,
            "<line class=\"msg\" x1=\"{v:.1}\" y1=\"{a:.1}\" x2=\"{v:.1}\" y2=\"{b:.1}\"/>",
            v = x(m as f64 + 0.5),
            a = H - PAD,
            b = H - PAD + 6.0
        );
    }
    let _ = write!(
        o,
        "<polyline class=\"live\" points=\"{}\"/><g class=\"sel\" id=\"sel-k{ki}\"></g></svg>",
        points.trim_end()
    );
    for s in &k.summary {
        let _ = write!(o, "<div class=\"sum\">{}</div>", html(s));
    }
    o.push_str("</figure>");
}

/// The script's data: `{"accesses": {"k0a0": {"lines": {"src": [..], ...}, "details": [..]}}}`.
fn data(o: &mut String, p: &Page) {
    o.push_str("{\"accesses\":{");
    for (i, a) in p.accesses.iter().enumerate() {
        if i > 0 {
            o.push(',');
        }
        let _ = write!(o, "{}:{{\"lines\":{{", json(&a.id));
        let cols = ["src", "legal", "visa", "native"];
        let mut first = true;
        for (c, lines) in cols.iter().zip(&a.lines) {
            if !p.columns.iter().any(|col| col.key == *c) {
                continue;
            }
            if !first {
                o.push(',');
            }
            first = false;
            let ls: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            let _ = write!(o, "\"{c}\":[{}]", ls.join(","));
        }
        let ds: Vec<String> = a.details.iter().map(|d| json(d)).collect();
        let (ki, insts) = &a.plot;
        let n = p.kernels.get(*ki).map_or(1, |k| k.pressure.len());
        let xs: Vec<String> = insts
            .iter()
            .map(|&i| format!("{:.1}", plot_x(i as f64 + 0.5, n)))
            .collect();
        let _ = write!(
            o,
            "}},\"plot\":{{\"g\":\"sel-k{ki}\",\"x\":[{}],\"y\":[{PAD},{}]}},\"label\":{},\"details\":[{}]}}",
            xs.join(","),
            H - PAD,
            json(&a.label),
            ds.join(",")
        );
    }
    o.push_str("}}");
}

#[cfg(test)]
mod tests {
    use super::{html, json};

    #[test]
    fn text_cannot_open_markup_or_close_the_data() {
        assert_eq!(
            html("<img src=x onerror='a()'>&\""),
            "&lt;img src=x onerror=&#39;a()&#39;&gt;&amp;&quot;"
        );
        let j = json("</script><!-- & \"x\"");
        assert!(
            !j.contains('<') && !j.contains('>') && !j.contains('&'),
            "{j}"
        );
        assert_eq!(j, "\"\\u003c/script\\u003e\\u003c!-- \\u0026 \\\"x\\\"\"");
    }
}
