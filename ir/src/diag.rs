//! Diagnostics: every user-facing error names `file:line:col`, shows the line with a caret, and
//! says what was expected.
//!
//! ```text
//! error: lane count mismatch: the mask has 8 lanes but the offsets have 16
//!   --> examples/bad.mir:7:3
//!    |
//!  7 |   %v = gather @buf[%off] mask %m align 4 : vec<16 x f32>
//!    |   ^
//!    = expected: a mask<16>
//! ```

use crate::ir::Loc;
use std::fmt::Write;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted but probably wrong (e.g. provable undefined behaviour).
    Warning,
}

/// An error or warning with a source location. Implemented by every error enum of memlower.
pub trait Located: std::fmt::Display {
    /// Where in the source the problem is (`Loc::UNKNOWN` if the IR was built, not parsed).
    fn loc(&self) -> Loc;
    /// What would have been accepted, if that can be said.
    fn expected(&self) -> Option<String> {
        None
    }
    /// Error or warning.
    fn severity(&self) -> Severity {
        Severity::Error
    }
}

/// Renders a diagnostic the way `rustc` does: message, location, source line, caret, expectation.
///
/// The source line is shown as a reader can trust it: control characters and invisible
/// formatting characters (bidirectional overrides, zero-width spaces, a byte-order mark) are
/// shown escaped (`\u{1b}`), so the line on screen is the line the parser read, and a line
/// longer than [`MAX_SHOWN`] characters is cut to a window around the caret, with `...` where
/// it was cut.
pub fn render(d: &dyn Located, file: &str, source: &str) -> String {
    render_in(d, file, &SourceLines::new(source))
}

/// The lines of a source text, indexed once, so that rendering many diagnostics against one
/// large input costs one pass over it rather than one per diagnostic (a module of 100 000
/// kernels can have thousands of warnings).
///
/// The index holds the start of every 64th line, not of every line: a run
/// renders a few warnings against text of millions of lines, and a line is found from the
/// mark before it by stepping over at most that many line breaks.
pub struct SourceLines<'a> {
    source: &'a str,
    /// The number of the text's first line (1 unless it is a part of a longer text).
    first: u32,
    /// Byte offset of the start of lines 1, 1 + [`LINES_PER_MARK`], 1 + 2 × it, ...
    marks: Vec<usize>,
    /// How many lines the text has (a final newline ends the last line, it does not start
    /// another; an empty text has none).
    count: usize,
}

/// Lines from one mark of [`SourceLines`] to the next.
const LINES_PER_MARK: usize = 64;

impl<'a> SourceLines<'a> {
    /// Indexes `source` (a leading byte-order mark is not part of the first line).
    pub fn new(source: &'a str) -> SourceLines<'a> {
        let source = source.strip_prefix('\u{feff}').unwrap_or(source);
        let mut marks = vec![0];
        let breaks = mark_lines(source.as_bytes(), &mut marks);
        let ends_open = !source.is_empty() && !source.ends_with('\n');
        SourceLines {
            source,
            first: 1,
            marks,
            count: breaks + usize::from(ends_open),
        }
    }

    /// Indexes `source`, a part of a longer text that starts on that text's line `first`
    /// (as [`crate::parse::split_module_part`] reads a part): [`line`](Self::line) takes the
    /// longer text's line numbers, and is `None` for lines outside the part.
    pub fn starting_at(source: &'a str, first: u32) -> SourceLines<'a> {
        SourceLines {
            first: first.max(1),
            ..SourceLines::new(source)
        }
    }

    /// Line `n` (1-based) without its line ending, as `str::lines` gives it.
    pub fn line(&self, n: u32) -> Option<&'a str> {
        let i = (n as usize)
            .checked_sub(self.first as usize)
            .filter(|&i| i < self.count)?;
        let bytes = self.source.as_bytes();
        let mut start = *self.marks.get(i / LINES_PER_MARK)?;
        for _ in 0..i % LINES_PER_MARK {
            start += bytes.get(start..)?.iter().position(|&b| b == b'\n')? + 1;
        }
        // The line's `\n`, if it has one (the last line may not).
        let newline = bytes
            .get(start..)?
            .iter()
            .position(|&b| b == b'\n')
            .map(|k| start + k);
        let line = self
            .source
            .get(start..newline.unwrap_or(self.source.len()))?;
        // `\r\n` ends a line as `\n` does; a lone `\r` is part of it.
        Some(match newline {
            Some(_) => line.strip_suffix('\r').unwrap_or(line),
            None => line,
        })
    }
}

/// Pushes the position after every [`LINES_PER_MARK`]th `\n` of `bytes` (the starts of lines
/// 1 + [`LINES_PER_MARK`], ...), and returns how many `\n` there are. A block of 64 bytes at a
/// time: its line breaks are counted branch-free (the compiler reads it a vector at a time),
/// and only a block in which a mark falls is read again byte by byte.
fn mark_lines(bytes: &[u8], marks: &mut Vec<usize>) -> usize {
    const BLOCK: usize = 64;
    let mut breaks = 0usize;
    // Line breaks until the next mark.
    let mut to_mark = LINES_PER_MARK;
    let mut at = 0;
    let mut scan = |block: &[u8], base: usize, to_mark: &mut usize| {
        for (k, &b) in block.iter().enumerate() {
            if b == b'\n' {
                *to_mark -= 1;
                if *to_mark == 0 {
                    marks.push(base + k + 1);
                    *to_mark = LINES_PER_MARK;
                }
            }
        }
    };
    let mut blocks = bytes.chunks_exact(BLOCK);
    for block in &mut blocks {
        let n = block.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n'));
        let n = usize::from(n);
        if n >= to_mark {
            scan(block, at, &mut to_mark);
        } else {
            to_mark -= n;
        }
        breaks += n;
        at += BLOCK;
    }
    let rest = blocks.remainder();
    breaks += rest.iter().filter(|&&b| b == b'\n').count();
    scan(rest, at, &mut to_mark);
    breaks
}

/// [`render`] against lines indexed once ([`SourceLines`]).
pub fn render_in(d: &dyn Located, file: &str, lines: &SourceLines) -> String {
    let mut out = String::new();
    let sev = match d.severity() {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let _ = writeln!(out, "{sev}: {d}");
    let loc = d.loc();
    if loc.is_known() {
        let _ = writeln!(out, "  --> {file}:{}:{}", loc.line, loc.col);
        if let Some(line) = lines.line(loc.line) {
            let num = loc.line.to_string();
            let pad = " ".repeat(num.len());
            let (shown, caret_pad) = shown_line(line, loc.col.saturating_sub(1) as usize);
            let _ = writeln!(out, " {pad} |");
            let _ = writeln!(out, " {num} | {shown}");
            let _ = writeln!(out, " {pad} | {caret_pad}^");
        }
    } else {
        let _ = writeln!(out, "  --> {file}");
    }
    if let Some(e) = d.expected() {
        let _ = writeln!(out, "   = expected: {e}");
    }
    out
}

/// The most characters of a source line a diagnostic shows.
pub const MAX_SHOWN: usize = 100;

/// True for characters shown escaped: control characters other than a tab, and invisible
/// formatting characters that can make a line read differently from what it holds.
fn is_hidden(c: char) -> bool {
    (c.is_control() && c != '\t')
        || matches!(
            c,
            '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}'
        )
}

/// The pieces shown of a line whose pieces (its characters as shown) are `widths` wide: all
/// of them, or about [`MAX_SHOWN`] characters around the caret at piece `col`. The window's
/// widths are summed as it moves (a long line's warnings are rendered by the thousand).
fn window(widths: &[usize], col: usize) -> (usize, usize) {
    if widths.iter().sum::<usize>() <= MAX_SHOWN {
        return (0, widths.len());
    }
    let caret = col.min(widths.len());
    let mut start = caret.saturating_sub(MAX_SHOWN / 2);
    // The width of `start..caret`, then of `start..end`.
    let mut width: usize = widths[start..caret].iter().sum();
    while start < caret && width > MAX_SHOWN / 2 {
        width -= widths[start];
        start += 1;
    }
    let mut end = caret;
    while end < widths.len() && width + widths[end] <= MAX_SHOWN {
        width += widths[end];
        end += 1;
    }
    (start, end)
}

/// The line as shown, and the padding that puts a caret under character `col` (0-based) of it:
/// hidden characters escaped, tabs kept (in the padding too, so the caret lines up), and a long
/// line cut around the caret.
fn shown_line(line: &str, col: usize) -> (String, String) {
    // Each source character's width as shown (a hidden one escaped: `\u{200b}`): the pieces
    // are written from the characters again, not kept as a string each.
    let widths: Vec<usize> = line.chars().map(shown_width).collect();
    let (start, end) = window(&widths, col);
    let mut shown = String::new();
    let mut caret_pad = String::new();
    if start > 0 {
        shown.push_str("...");
        caret_pad.push_str("   ");
    }
    let chars = line.chars().zip(&widths).enumerate();
    for (i, (c, &width)) in chars.skip(start).take(end - start) {
        if is_hidden(c) {
            shown.extend(c.escape_default());
        } else {
            shown.push(c);
        }
        if i < col {
            if c == '\t' {
                caret_pad.push('\t');
            } else {
                caret_pad.extend(std::iter::repeat_n(' ', width));
            }
        }
    }
    if end < widths.len() {
        shown.push_str("...");
    }
    // A caret past the end of the line (an error at the end of it).
    if col > widths.len() {
        caret_pad.extend(std::iter::repeat_n(' ', col - widths.len()));
    }
    (shown, caret_pad)
}

/// How many characters `c` takes as shown: one, or its escape's if it is hidden.
fn shown_width(c: char) -> usize {
    if is_hidden(c) {
        c.escape_default().count()
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexed_lines_are_the_lines_str_lines_gives() {
        for text in [
            "",
            "\n",
            "a",
            "a\n",
            "a\n\n",
            "a\r\nb\r\n",
            "\u{feff}first\nsecond",
            "x\n\ny\nz",
            "tab\there\r",
        ] {
            let lines = SourceLines::new(text);
            let plain = text.strip_prefix('\u{feff}').unwrap_or(text);
            for n in 0..6u32 {
                let want = (n as usize)
                    .checked_sub(1)
                    .and_then(|i| plain.lines().nth(i));
                assert_eq!(lines.line(n), want, "{text:?} line {n}");
            }
        }
    }

    /// A part of a text, indexed on its own from its first line's number, gives the lines of
    /// the whole text: every line of the whole read through the part holding it.
    #[test]
    fn a_part_gives_the_whole_texts_lines() {
        let whole: String = (1..=200).map(|n| format!("line {n}\n")).collect();
        let cut = whole.find("line 131\n").unwrap();
        let (a, b) = whole.split_at(cut);
        let first = SourceLines::starting_at(a, 1);
        let second = SourceLines::starting_at(b, 131);
        for n in 1..=200u32 {
            let want = format!("line {n}");
            let (mine, other) = if n < 131 {
                (&first, &second)
            } else {
                (&second, &first)
            };
            assert_eq!(mine.line(n), Some(want.as_str()), "line {n}");
            assert_eq!(other.line(n), None, "line {n} outside the part");
        }
        assert_eq!(second.line(201), None);
        assert_eq!(second.line(0), None);
    }

    /// The index is built a word (8 bytes) at a time: newlines at every position of a word and
    /// across words, next to bytes that differ from `\n` in one bit (`\x0b`, `\x0e`, and the
    /// `\x8a` inside `Ċ`), give the lines `str::lines` gives.
    #[test]
    fn indexed_lines_at_every_position_of_a_word() {
        let pieces = ["a", "\n", "\x0b", "\x0e", "Ċ", "\r\n", "bcdefghij"];
        for len in 0..40usize {
            for seed in 0..7usize {
                let text: String = (0..len)
                    .map(|i| pieces[(i * i + seed * (i + 3)) % pieces.len()])
                    .collect();
                let lines = SourceLines::new(&text);
                let count = text.lines().count() as u32;
                for n in 0..count + 2 {
                    let want = (n as usize)
                        .checked_sub(1)
                        .and_then(|i| text.lines().nth(i));
                    assert_eq!(lines.line(n), want, "{text:?} line {n}");
                }
            }
        }
    }

    /// Lines far past the first mark of the index, and past its last, as `str::lines` gives
    /// them: random lines of random lengths (empty ones, `\r\n` endings, non-ASCII text),
    /// with and without a final newline.
    #[test]
    fn indexed_lines_across_many_marks() {
        let mut rng = crate::rng::Rng::new(3);
        let long = "x".repeat(70);
        let pieces = ["", "a", "\r", "Ċ", "func @k() {", long.as_str()];
        for _ in 0..40 {
            let mut text = String::new();
            for _ in 0..rng.range(0, 5 * LINES_PER_MARK as u64) {
                for _ in 0..rng.range(0, 3) {
                    let piece = rng.pick::<&str>(&pieces);
                    text.push_str(piece);
                }
                text.push('\n');
            }
            if rng.chance(1, 2) {
                text.push_str("last");
            }
            let lines = SourceLines::new(&text);
            let want: Vec<&str> = text.lines().collect();
            for n in 0..want.len() as u32 + 3 {
                let w = (n as usize)
                    .checked_sub(1)
                    .and_then(|i| want.get(i).copied());
                assert_eq!(lines.line(n), w, "line {n}");
            }
        }
    }

    /// The window of a long line, summed as it moves, against summing every candidate window
    /// afresh (the former way), for lines of pieces one to ten characters wide (escaped
    /// characters are several) and carets anywhere, past the end too.
    #[test]
    fn window_is_the_one_summed_afresh() {
        fn afresh(widths: &[usize], col: usize) -> (usize, usize) {
            let width = |w: &[usize]| w.iter().sum::<usize>();
            let (mut start, mut end) = (0, widths.len());
            if width(widths) > MAX_SHOWN {
                let caret = col.min(widths.len());
                start = caret.saturating_sub(MAX_SHOWN / 2);
                while start < caret && width(&widths[start..caret]) > MAX_SHOWN / 2 {
                    start += 1;
                }
                end = caret;
                while end < widths.len() && width(&widths[start..=end]) <= MAX_SHOWN {
                    end += 1;
                }
            }
            (start, end)
        }
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..3000 {
            let len = rng.range(0, 400) as usize;
            let wide = rng.range(1, 10);
            let widths: Vec<usize> = (0..len)
                .map(|_| {
                    if rng.chance(1, 10) {
                        rng.range(1, wide) as usize
                    } else {
                        1
                    }
                })
                .collect();
            let col = rng.range(0, len as u64 + 20) as usize;
            assert_eq!(
                window(&widths, col),
                afresh(&widths, col),
                "{widths:?} {col}"
            );
        }
    }

    /// The line as shown and its caret padding, against the former way (a string per source
    /// character), on random lines of plain, wide (non-ASCII), tab and hidden characters,
    /// short and long, carets anywhere and past the end.
    #[test]
    fn shown_line_is_the_one_built_from_pieces() {
        fn pieces_way(line: &str, col: usize) -> (String, String) {
            let pieces: Vec<String> = line
                .chars()
                .map(|c| {
                    if is_hidden(c) {
                        c.escape_default().to_string()
                    } else {
                        c.to_string()
                    }
                })
                .collect();
            let widths: Vec<usize> = pieces.iter().map(|s| s.chars().count()).collect();
            let (start, end) = window(&widths, col);
            let (mut shown, mut pad) = (String::new(), String::new());
            if start > 0 {
                shown.push_str("...");
                pad.push_str("   ");
            }
            for (i, p) in pieces[start..end].iter().enumerate() {
                shown.push_str(p);
                if start + i < col {
                    if p == "\t" {
                        pad.push('\t');
                    } else {
                        pad.push_str(&" ".repeat(p.chars().count()));
                    }
                }
            }
            if end < pieces.len() {
                shown.push_str("...");
            }
            if col > pieces.len() {
                pad.push_str(&" ".repeat(col - pieces.len()));
            }
            (shown, pad)
        }
        let chars = [
            'a', 'Z', ' ', '\t', 'é', '字', '\u{1}', '\u{7f}', '\u{200b}', '\u{feff}',
        ];
        let mut rng = crate::rng::Rng::new(11);
        for _ in 0..3000 {
            let len = rng.range(0, 260) as usize;
            let line: String = (0..len)
                .map(|_| chars[rng.range(0, chars.len() as u64 - 1) as usize])
                .collect();
            let col = rng.range(0, len as u64 + 10) as usize;
            assert_eq!(
                shown_line(&line, col),
                pieces_way(&line, col),
                "{line:?} {col}"
            );
        }
    }

    struct At(Loc);
    impl std::fmt::Display for At {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("here")
        }
    }
    impl Located for At {
        fn loc(&self) -> Loc {
            self.0
        }
    }

    /// The source line and caret lines of a rendering.
    fn shown(source: &str, line: u32, col: u32) -> (String, String) {
        let r = render(&At(Loc::new(line, col)), "f", source);
        let lines: Vec<&str> = r.lines().collect();
        let strip = |l: &str| {
            l.split_once(" | ")
                .map(|(_, t)| t.to_string())
                .unwrap_or_default()
        };
        (strip(lines[3]), strip(lines[4]))
    }

    #[test]
    fn control_characters_are_escaped_and_the_caret_follows() {
        let (line, caret) = shown("a\u{1b}[31mb\u{202e}c %x\n", 1, 11);
        assert_eq!(line, "a\\u{1b}[31mb\\u{202e}c %x");
        assert_eq!(caret, format!("{}^", " ".repeat(line.find('%').unwrap())));
        // Tabs stay tabs, in the padding too.
        let (line, caret) = shown("\tsink\t%x\n", 1, 7);
        assert_eq!((line.as_str(), caret.as_str()), ("\tsink\t%x", "\t    \t^"));
    }

    #[test]
    fn a_byte_order_mark_is_not_shown() {
        let (line, caret) = shown("\u{feff}func @k\n", 1, 6);
        assert_eq!((line.as_str(), caret.as_str()), ("func @k", "     ^"));
    }

    #[test]
    fn long_lines_are_cut_around_the_caret() {
        let long = format!("{}%bad{}", "a".repeat(300), "b".repeat(300));
        let (line, caret) = shown(&long, 1, 301);
        assert!(line.starts_with("...a") && line.ends_with("b..."), "{line}");
        assert!(line.chars().count() <= MAX_SHOWN + 6, "{}", line.len());
        assert_eq!(&line[caret.len() - 1..caret.len() + 3], "%bad");
        // Near the start: no cut before.
        let (line, caret) = shown(&long, 1, 2);
        assert!(line.starts_with("aa") && line.ends_with("..."));
        assert_eq!(caret, " ^");
        // A short line is shown whole.
        assert_eq!(shown("sink %x", 1, 6), ("sink %x".into(), "     ^".into()));
    }
}
