//! The input of the streamed `lower`, read a part at a time, so a run holds one part of a
//! large `.mir` file rather than all of it (a module of a million accesses is 320 MB of text).
//!
//! ```text
//!   file ──PartReader──▶ part 1, part 2, …   (whole items, ~PART_BYTES each)
//!   first read:  each part's module items (surfaces may be declared in any part) and the
//!                names of its functions (function bodies are skipped, not parsed)
//!   second read: each part again, from its offset, its functions parsed against every
//!                surface of the module
//! ```
//!
//! Whatever does not read as expected (an error in a part, a function or surface defined in
//! two parts, a file that changed between the reads) stops the streamed path: the caller then
//! reads the whole text for the first error of the text.

use memlower_ir::parse::{
    split_module_part, ParseOptions, PartPlace, PartReader, SplitModule, PART_BYTES,
};
use memlower_ir::Module;
use std::collections::HashSet;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};

/// Where the text comes from.
pub(super) enum Source<'t> {
    /// Text already read (stdin: it is kept whole, for the errors of the whole-module path).
    Text(&'t str),
    /// A file, read a part at a time.
    File(File),
}

/// A part of the text and the functions in it.
pub(super) struct Part {
    pub place: PartPlace,
    /// The module position of its first function.
    pub first: usize,
    /// Its function count.
    pub count: usize,
}

/// What the first read finds.
pub(super) struct Outline {
    /// The target and every surface of the module.
    pub header: Module,
    pub parts: Vec<Part>,
    /// The function names in module order.
    pub names: Vec<String>,
}

impl Source<'_> {
    /// The first read: the module's items and its functions' names, part by part; `None` if
    /// anything is not as it must be (see the module docs).
    pub(super) fn outline(&mut self, opts: &ParseOptions) -> Option<Outline> {
        let mut outline = Outline {
            header: Module::new(),
            parts: Vec::new(),
            names: Vec::new(),
        };
        match self {
            Source::Text(text) => {
                let place = PartPlace {
                    offset: 0,
                    len: text.len(),
                    first_line: 1,
                };
                outline.add(place, text, opts)?;
            }
            Source::File(file) => {
                file.seek(SeekFrom::Start(0)).ok()?;
                let mut reader = PartReader::new(&*file, PART_BYTES);
                let mut buf = Vec::new();
                while let Some(place) = reader.next_part(&mut buf).ok()? {
                    outline.add(place, std::str::from_utf8(&buf).ok()?, opts)?;
                }
            }
        }
        // A function or a surface defined in two parts: the whole text says where.
        let mut seen = HashSet::with_capacity(outline.names.len());
        if !outline.names.iter().all(|n| seen.insert(n.as_str())) {
            return None;
        }
        let mut seen = HashSet::new();
        if !outline.header.surfaces.iter().all(|s| seen.insert(&s.name)) {
            return None;
        }
        Some(outline)
    }

    /// The second read of `part`, split against the module's items (`outline.header`);
    /// `None` if it does not split, or not into the functions the first read found.
    pub(super) fn split<'b>(
        &'b mut self,
        outline: &'b Outline,
        part: &Part,
        buf: &'b mut Vec<u8>,
        opts: &ParseOptions<'b>,
    ) -> Option<SplitModule<'b>> {
        let text = match self {
            Source::Text(text) => *text,
            Source::File(file) => {
                file.seek(SeekFrom::Start(part.place.offset)).ok()?;
                buf.resize(part.place.len, 0);
                file.read_exact(buf).ok()?;
                std::str::from_utf8(buf).ok()?
            }
        };
        let split =
            split_module_part(text, part.place.first_line, opts, Some(&outline.header)).ok()?;
        let names = outline.names.get(part.first..part.first + part.count)?;
        (split.len() == part.count && split.names().eq(names.iter().map(String::as_str)))
            .then_some(split)
    }
}

impl Outline {
    /// Adds the part at `place`, whose text is `text`.
    fn add(&mut self, place: PartPlace, text: &str, opts: &ParseOptions) -> Option<()> {
        let split = split_module_part(text, place.first_line, opts, None).ok()?;
        let header = split.header();
        if header.target.is_some() {
            self.header.target.clone_from(&header.target);
        }
        self.header.surfaces.extend(header.surfaces.iter().cloned());
        self.parts.push(Part {
            place,
            first: self.names.len(),
            count: split.len(),
        });
        self.names.extend(split.names().map(str::to_string));
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workload::{write_module, Shape, Workload};
    use memlower_ir::parse::parse_module;

    fn generated(accesses: u64, functions: u64) -> String {
        let w = Workload {
            shape: Shape::Mixed,
            size: accesses,
            functions,
            seed: 3,
            target: None,
        };
        let mut out = Vec::new();
        write_module(&w, &mut out).expect("generates");
        String::from_utf8(out).expect("UTF-8")
    }

    /// A file of several parts, with a surface declared in its last part and used in its
    /// first: the first read finds every part, the module's items and the function names
    /// parsing it whole finds; the second read of each part parses to the whole's functions.
    /// (The driver's tests check the bytes of a run; they cannot tell a file read in parts
    /// from one read whole after the parts failed: this can.)
    #[test]
    fn a_file_is_read_in_parts_as_the_whole() {
        let body = generated(600, 40);
        let at = body.find("func @").expect("functions");
        let pad = "; padding\n".repeat((PART_BYTES / 10) + 1);
        let user = "func @uses_late(%o: vec<8 x i32>) {\nentry:\n  \
                    %v = gather @late[%o] align 4 : vec<8 x i32>\n  sink %v\n  ret\n}\n";
        let text = format!(
            "{body}{user}{pad}{}{pad}{}surface @late : untyped\n",
            body[at..].replace("func @k", "func @b"),
            body[at..].replace("func @k", "func @c"),
        );
        let whole = parse_module(&text).expect("parses");
        let path = std::env::temp_dir().join(format!("memlower-parts-{}.mir", std::process::id()));
        std::fs::write(&path, &text).expect("writes");
        let mut source = Source::File(File::open(&path).expect("opens"));
        let opts = ParseOptions::default();
        let outline = source.outline(&opts).expect("reads in parts");
        assert!(outline.parts.len() >= 3, "{} parts", outline.parts.len());
        assert_eq!(outline.header.surfaces, whole.surfaces);
        assert_eq!(outline.header.target, whole.target);
        let names: Vec<&str> = whole.functions.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(outline.names, names);
        let mut buf = Vec::new();
        let mut parsed = Vec::new();
        for part in &outline.parts {
            let split = source
                .split(&outline, part, &mut buf, &opts)
                .expect("splits again");
            for i in 0..split.len() {
                parsed.push(format!("{:?}", split.parse_function(i).expect("parses")));
            }
        }
        let want: Vec<String> = whole.functions.iter().map(|f| format!("{f:?}")).collect();
        assert!(parsed == want, "the functions read in parts differ");
        // The file changed between the reads: the second read says so.
        std::fs::write(&path, text.replace("func @b", "func @d")).expect("writes");
        let changed = outline
            .parts
            .iter()
            .any(|part| source.split(&outline, part, &mut buf, &opts).is_none());
        assert!(changed);
        let _ = std::fs::remove_file(&path);
    }
}
