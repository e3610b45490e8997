//! Cutting a module's text, as it is read, into parts of whole items, so a compiler holds one
//! part of a large input at a time rather than all of it.
//!
//! ```text
//!   reader ──▶ [ surface … func @a {…} func @b {…} | func @c {… ]  ← at least `size` bytes
//!                                                   └ the last line that starts with `func`:
//!                                                     the part ends before it, the rest is
//!                                                     the start of the next part
//! ```
//!
//! A part is cut only before a line starting with `func` followed by a space, a tab or `@`.
//! In valid text such a line starts a function (no instruction, label or comment line starts
//! so), so a part holds whole items. In text that is not valid the cut may fall anywhere, and
//! then the part does not parse: a caller that must report the first error of the text reads
//! it whole ([`super::parse_module_with`]). The reader grows past `size` until what it read
//! holds a cut (a function bigger than `size` is one part), and the parts hold the whole
//! text, in order.

use std::io::{self, Read};

/// The part size a compiler reading a large file may use: big enough that a part holds
/// thousands of small functions, small enough to be nothing beside their compilation.
pub const PART_BYTES: usize = 4 << 20;

/// Where a part is in the whole text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartPlace {
    /// Byte offset of its first byte.
    pub offset: u64,
    /// Its length in bytes.
    pub len: usize,
    /// The line it starts on (1 for the first part).
    pub first_line: u32,
}

/// Reads a text and cuts it into parts of whole items (see the module docs): a part ends at
/// the last cut in what was read when at least `size` bytes were (more if there was no cut),
/// so parts are about `size` bytes. The parts' bytes, in order, are the text's.
pub struct PartReader<R> {
    reader: R,
    size: usize,
    /// Bytes read and not yet given: the start of the next part.
    buf: Vec<u8>,
    /// The place the next part starts at.
    offset: u64,
    line: u32,
    eof: bool,
}

/// How much is read at a time.
const READ: usize = 1 << 20;

impl<R: Read> PartReader<R> {
    /// Parts of about `size` bytes (at least 1) read from `reader`.
    pub fn new(reader: R, size: usize) -> PartReader<R> {
        PartReader {
            reader,
            size: size.max(1),
            buf: Vec::new(),
            offset: 0,
            line: 1,
            eof: false,
        }
    }

    /// The next part into `out` (replacing what it held; its allocation is reused), and where
    /// it is; `None` at the end of the text.
    pub fn next_part(&mut self, out: &mut Vec<u8>) -> io::Result<Option<PartPlace>> {
        let mut want = self.size;
        // Where the search for a cut starts: the bytes before it were searched already.
        let mut searched = 0;
        let cut = loop {
            while self.buf.len() < want && !self.eof {
                self.fill()?;
            }
            // The rest of the text, if it fits; else up to the last cut.
            if self.eof && self.buf.len() <= want {
                break self.buf.len();
            }
            if let Some(cut) = last_cut(&self.buf, searched) {
                break cut;
            }
            if self.eof {
                break self.buf.len();
            }
            // Keep the last few bytes in the search: a cut may straddle the boundary.
            searched = self.buf.len().saturating_sub(CUT.len() + 1);
            want = self.buf.len().saturating_mul(2).max(self.size);
        };
        if cut == 0 {
            return Ok(None);
        }
        // `out` takes the buffer; what follows the cut goes back into `out`'s old allocation.
        out.clear();
        std::mem::swap(out, &mut self.buf);
        self.buf.extend_from_slice(&out[cut..]);
        out.truncate(cut);
        let place = PartPlace {
            offset: self.offset,
            len: cut,
            first_line: self.line,
        };
        self.offset += cut as u64;
        let lines = out.iter().filter(|&&b| b == b'\n').count();
        self.line = self
            .line
            .saturating_add(u32::try_from(lines).unwrap_or(u32::MAX));
        Ok(Some(place))
    }

    /// Reads up to [`READ`] more bytes into the buffer; sets `eof` at the end.
    fn fill(&mut self) -> io::Result<()> {
        let len = self.buf.len();
        self.buf.resize(len + READ, 0);
        let got = loop {
            match self.reader.read(&mut self.buf[len..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.buf.truncate(len);
                    return Err(e);
                }
            }
        };
        self.buf.truncate(len + got);
        self.eof = got == 0;
        Ok(())
    }
}

/// What a cut is before: a line break, then `func`.
const CUT: &[u8] = b"\nfunc";

/// The last place in `buf`, after `from`, where a line starting with `func` and a space, a
/// tab or `@` starts (never 0: a part holds something).
fn last_cut(buf: &[u8], from: usize) -> Option<usize> {
    let hay = buf.get(from..)?;
    hay.windows(CUT.len() + 1)
        .rposition(|w| w.starts_with(CUT) && matches!(w[CUT.len()], b' ' | b'\t' | b'@'))
        .map(|k| from + k + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader giving at most `step` bytes per read, as a pipe may.
    struct Trickle<'a> {
        text: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            let n = self.step.min(out.len()).min(self.text.len());
            out[..n].copy_from_slice(&self.text[..n]);
            self.text = &self.text[n..];
            Ok(n)
        }
    }

    fn parts(text: &str, size: usize, step: usize) -> Vec<(PartPlace, String)> {
        let mut r = PartReader::new(
            Trickle {
                text: text.as_bytes(),
                step,
            },
            size,
        );
        let mut out = Vec::new();
        let mut got = Vec::new();
        while let Some(place) = r.next_part(&mut out).unwrap() {
            got.push((place, String::from_utf8(out.clone()).unwrap()));
        }
        got
    }

    fn module(functions: usize) -> String {
        let mut s = String::from("target \"dg2\"\nsurface @b : untyped\n\n");
        for k in 0..functions {
            s.push_str(&format!(
                "func @k{k}(%x: i32) {{\nentry:\n  ; func @not{k} a cut: a comment\n  ret\n}}\n\n"
            ));
        }
        s
    }

    /// Whatever the part size and however the reads come, the parts are the text in order,
    /// each starts at a function (after the first), their places are their offsets and first
    /// lines in the whole text, and none is much longer than the size asked for.
    #[test]
    fn parts_are_the_text_cut_before_functions() {
        let text = module(40);
        for size in [1, 7, 64, 100, 333, 1000, 100_000] {
            for step in [1, 5, 64, 4096] {
                let got = parts(&text, size, step);
                let joined: String = got.iter().map(|(_, t)| t.as_str()).collect();
                assert_eq!(joined, text, "size {size} step {step}");
                let mut offset = 0u64;
                let mut line = 1u32;
                for (k, (place, part)) in got.iter().enumerate() {
                    assert_eq!(place.offset, offset);
                    assert_eq!(place.len, part.len());
                    assert_eq!(place.first_line, line);
                    let start = &text[..offset as usize];
                    assert_eq!(line as usize, start.matches('\n').count() + 1);
                    if k > 0 {
                        assert!(part.starts_with("func @k"), "{part:?}");
                    }
                    // A part holds no more than its first `size` bytes and what was read
                    // with them (the reads here are `step` bytes), up to the last cut.
                    assert!(
                        part.len() <= size.max(2 * step) + 2 * 70 + step,
                        "{size} {step}"
                    );
                    offset += part.len() as u64;
                    line += part.matches('\n').count() as u32;
                }
                if size >= text.len() {
                    assert_eq!(got.len(), 1);
                } else if step == 1 {
                    assert!(got.len() > 2, "size {size}: {} parts", got.len());
                }
            }
        }
    }

    /// No cut but at the start of a `func` line: `func` inside a line, a longer word, and a
    /// text with no cut at all are one part.
    #[test]
    fn only_func_lines_cut() {
        let text = "surface @b : untyped\n  func @indented\nfunctional @x\nfunc\n";
        assert_eq!(parts(text, 1, 3).len(), 1);
        // Read a byte at a time: the first cut is found as soon as the byte after `func` is.
        let text = "a\nfunc @x\nfunc\t@y\nfunc@z";
        let got: Vec<String> = parts(text, 1, 1).into_iter().map(|(_, t)| t).collect();
        assert_eq!(got.concat(), text);
        assert_eq!(got[0], "a\n");
        assert!(got[1..].iter().all(|p| p.starts_with("func")), "{got:?}");
        // Read at once, a part runs to the last cut past the size asked for.
        let got: Vec<String> = parts(text, 1, 100).into_iter().map(|(_, t)| t).collect();
        assert_eq!(got, ["a\nfunc @x\nfunc\t@y\n", "func@z"]);
        assert!(parts("", 10, 1).is_empty());
    }

    /// Read part by part (every part once for the module's items, then each part again for
    /// its functions, against them), a module gives the functions, locations included, that
    /// parsing it whole gives: random modules, cut at several sizes; and a surface declared
    /// after the function that uses it.
    #[test]
    fn parts_parse_as_the_whole() {
        use crate::gen::{random_module, GenConfig};
        use crate::parse::{parse_module, split_module_part, ParseOptions};
        use crate::print::print_module;
        use crate::rng::Rng;
        let cfg = GenConfig {
            max_functions: 6,
            ..GenConfig::default()
        };
        let mut texts: Vec<String> = (0..30)
            .map(|seed| print_module(&random_module(&mut Rng::new(seed), &cfg)))
            .collect();
        texts.push(format!(
            "{}\nsurface @late : untyped\n",
            "func @f(%o: vec<8 x i32>) {\nentry:\n  %v = gather @late[%o] align 4 : vec<8 x i32>\n  \
             sink %v\n  ret\n}"
        ));
        let opts = ParseOptions::default();
        for text in &texts {
            let whole = parse_module(text).unwrap();
            for size in [1, 200, 1 << 20] {
                let got = parts(text, size, 64);
                let mut module = crate::ir::Module::new();
                for (place, part) in &got {
                    let split = split_module_part(part, place.first_line, &opts, None).unwrap();
                    module.target = module.target.or(split.header().target.clone());
                    module
                        .surfaces
                        .extend(split.header().surfaces.iter().cloned());
                }
                assert_eq!(module.target, whole.target);
                assert_eq!(module.surfaces, whole.surfaces);
                let mut functions = Vec::new();
                for (place, part) in &got {
                    let split =
                        split_module_part(part, place.first_line, &opts, Some(&module)).unwrap();
                    for i in 0..split.len() {
                        functions.push(split.parse_function(i).unwrap());
                    }
                }
                module.functions = functions;
                assert_eq!(module, whole, "size {size}:\n{text}");
            }
        }
    }

    /// A `target` line is the module's first item: in a later part it is an error, as in the
    /// whole text.
    #[test]
    fn a_later_part_has_no_target() {
        use crate::parse::{split_module_part, ParseOptions};
        let opts = ParseOptions::default();
        assert!(split_module_part("target \"dg2\"\n", 1, &opts, None).is_ok());
        let e = split_module_part("target \"dg2\"\n", 9, &opts, None)
            .err()
            .unwrap();
        assert_eq!(e.loc.line, 9);
        assert!(e.to_string().contains("first item"), "{e}");
    }
}
