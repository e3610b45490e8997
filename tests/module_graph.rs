//! No import cycles between modules, in every crate of the workspace.
//!
//! Each crate's `src/**/*.rs` is read from its roots (`lib.rs`, `main.rs`); every module (a file
//! or an inline `mod name { … }`) is a node. An edge `a → b` means code in `a` names an item that
//! `b` defines: through `use` (public or not), or a path in code starting with `crate::`,
//! `super::`, `self::`, a child module's name or a name `a` imported. A path is followed through
//! re-exports (`pub use x::Y`, globs) to the module that *defines* the item, so a facade
//! re-exporting a child's type is not a dependency of its users on the facade. `mod child;` is a
//! declaration, not an import; a child that names its parent's items (`use super::X`) depends on
//! the parent, and a parent that names a child's items depends on the child, so a parent and a
//! child naming each other's items is a cycle. Method calls (`self.f()`) are invisible to this
//! test: it checks the module graph a reader follows by its paths.
//!
//! Every `.rs` file under a crate's `src/` must be reached from a root, so the parser cannot miss
//! a module silently.

use petgraph::algo::tarjan_scc;
use petgraph::graphmap::DiGraphMap;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// Strongly connected module sets that exist today in crates this test may not restructure,
/// each named by its crate and modules (`""` is the crate root). Fixing one makes the test fail
/// until its entry is removed here.
///
/// - `ir`: `ir` ↔ `equiv`. `Function::structurally_eq` in `ir.rs` calls
///   `crate::equiv::functions_equal`, which reads `crate::ir` types. Fix: callers use `equiv`
///   directly, or the comparison moves into `ir.rs`.
const KNOWN_CYCLES: &[(&str, &[&str])] = &[("ir", &["equiv", "ir"])];

/// A token of Rust source with its line, comments and literals removed.
#[derive(Clone, Debug, PartialEq)]
struct Tok {
    text: String,
    line: usize,
}

fn is_ident_start(c: char) -> bool {
    c.is_alphabetic() || c == '_'
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Splits source into identifiers, `::` and single punctuation; drops comments, strings, chars,
/// lifetimes and numbers.
fn tokenize(src: &str) -> Vec<Tok> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(c[i] == '\n');
                    i += 1;
                }
            }
        } else if (ch == 'r' || (ch == 'b' && at(i + 1) == 'r'))
            && matches!(at(i + 1 + usize::from(ch == 'b')), '"' | '#')
            && (at(i + 1 + usize::from(ch == 'b')) == '"'
                || !is_ident_start(at(i + 2 + usize::from(ch == 'b'))))
        {
            // Raw string r"…", r#"…"#, br"…".
            i += 1 + usize::from(ch == 'b');
            let mut hashes = 0;
            while at(i) == '#' {
                hashes += 1;
                i += 1;
            }
            i += 1; // the opening quote
            loop {
                if i >= c.len() {
                    break;
                }
                if c[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                    i += 1 + hashes;
                    break;
                }
                line += usize::from(c[i] == '\n');
                i += 1;
            }
        } else if ch == '"' || (ch == 'b' && at(i + 1) == '"') {
            i += if ch == 'b' { 2 } else { 1 };
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    i += 1;
                }
                line += usize::from(at(i) == '\n');
                i += 1;
            }
            i += 1;
        } else if ch == '\'' || (ch == 'b' && at(i + 1) == '\'') {
            let q = i + usize::from(ch == 'b');
            if at(q + 1) == '\\' {
                i = q + 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(q + 2) == '\'' {
                i = q + 3;
            } else {
                i = q + 1; // a lifetime: its name follows as an identifier
            }
        } else if ch == 'r' && at(i + 1) == '#' && is_ident_start(at(i + 2)) {
            let s = i + 2;
            i = s;
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
            out.push(Tok {
                text: c[s..i].iter().collect(),
                line,
            });
        } else if is_ident_start(ch) {
            let s = i;
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
            out.push(Tok {
                text: c[s..i].iter().collect(),
                line,
            });
        } else if ch.is_ascii_digit() {
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
        } else if ch == ':' && at(i + 1) == ':' {
            out.push(Tok {
                text: "::".into(),
                line,
            });
            i += 2;
        } else {
            out.push(Tok {
                text: ch.to_string(),
                line,
            });
            i += 1;
        }
    }
    out
}

/// A module path from the crate root (`[]` is the root).
type ModPath = Vec<String>;

/// A path named in code, not yet resolved: written in `module`, at `file:line`.
#[derive(Clone, Debug)]
struct Reference {
    module: ModPath,
    segs: Vec<String>,
    at: String,
}

/// What the parser learns about one module.
#[derive(Default, Debug)]
struct ModInfo {
    /// Names of items defined here (types, functions, constants, child modules, macros).
    defs: BTreeSet<String>,
    /// `use` bindings: name → the (unresolved, as written) path it stands for.
    bindings: BTreeMap<String, Vec<String>>,
    /// Glob imports (`use x::*`), as written.
    globs: Vec<Vec<String>>,
}

/// One crate's modules and references.
#[derive(Default, Debug)]
struct Crate {
    modules: BTreeMap<ModPath, ModInfo>,
    refs: Vec<Reference>,
    files: BTreeSet<PathBuf>,
    errors: Vec<String>,
}

const ITEM_KEYWORDS: &[&str] = &[
    "struct", "enum", "fn", "trait", "type", "const", "static", "union",
];

/// Expands a `use` tree starting at `toks[i]` (after `use`) into (binding name, path) pairs;
/// returns the index after the closing `;`. A glob has the binding name `*`.
fn parse_use(
    toks: &[Tok],
    mut i: usize,
    prefix: &[String],
    out: &mut Vec<(String, Vec<String>)>,
) -> usize {
    let mut path = prefix.to_vec();
    loop {
        let t = toks.get(i).map(|t| t.text.as_str()).unwrap_or(";");
        match t {
            "::" => i += 1,
            "{" => {
                i += 1;
                loop {
                    i = parse_use(toks, i, &path, out);
                    match toks.get(i).map(|t| t.text.as_str()) {
                        Some(",") => {
                            i += 1;
                            if toks.get(i).map(|t| t.text.as_str()) == Some("}") {
                                return i + 1;
                            }
                        }
                        Some("}") => return i + 1,
                        _ => return i,
                    }
                }
            }
            "*" => {
                out.push(("*".into(), path));
                return i + 1;
            }
            "as" => {
                let name = toks.get(i + 1).map(|t| t.text.clone()).unwrap_or_default();
                out.push((name, path));
                return i + 2;
            }
            "," | "}" | ";" => {
                let name = match path.last().map(String::as_str) {
                    Some("self") => {
                        path.pop();
                        path.last().cloned().unwrap_or_default()
                    }
                    Some(n) => n.to_string(),
                    None => return i,
                };
                out.push((name, path));
                return i;
            }
            seg => {
                path.push(seg.to_string());
                i += 1;
            }
        }
    }
}

/// Reads the module at `file` (path `module`) and the files it declares.
fn parse_file(
    krate: &mut Crate,
    read: &dyn Fn(&Path) -> Option<String>,
    file: &Path,
    module: ModPath,
) {
    let Some(src) = read(file) else {
        krate.errors.push(format!("cannot read {}", file.display()));
        return;
    };
    krate.files.insert(file.to_path_buf());
    let toks = tokenize(&src);
    let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let dir = file.parent().unwrap_or(Path::new("")).to_path_buf();
    // Directory holding this file's child modules.
    let base_dir = if matches!(stem, "lib" | "main" | "mod") {
        dir
    } else {
        dir.join(stem)
    };
    // Stack of (module, its directory, brace depth that closes it).
    let mut stack: Vec<(ModPath, PathBuf, usize)> = vec![(module.clone(), base_dir, 0)];
    krate.modules.entry(module).or_default();
    let mut depth = 0usize;
    let mut pending: Vec<(PathBuf, ModPath)> = Vec::new();
    let mut i = 0;
    let text = |i: usize| toks.get(i).map(|t| t.text.as_str()).unwrap_or("");
    while i < toks.len() {
        let (cur, cur_dir, _) = stack.last().cloned().unwrap_or_default();
        let t = text(i);
        let prev = if i > 0 { text(i - 1) } else { "" };
        let at = format!("{}:{}", file.display(), toks[i].line);
        if t == "{" {
            depth += 1;
            i += 1;
        } else if t == "}" {
            depth = depth.saturating_sub(1);
            if stack.len() > 1 && stack.last().map(|s| s.2) == Some(depth) {
                stack.pop();
            }
            i += 1;
        } else if t == "mod" && prev != "::" && matches!(text(i + 2), ";" | "{") {
            let name = text(i + 1).to_string();
            let mut child = cur.clone();
            child.push(name.clone());
            krate
                .modules
                .entry(cur.clone())
                .or_default()
                .defs
                .insert(name.clone());
            krate.modules.entry(child.clone()).or_default();
            if text(i + 2) == ";" {
                let a = cur_dir.join(format!("{name}.rs"));
                let b = cur_dir.join(&name).join("mod.rs");
                let f = if read(&a).is_some() { a } else { b };
                pending.push((f, child));
            } else {
                depth += 1;
                stack.push((child, cur_dir.join(&name), depth - 1));
            }
            i += 3;
        } else if t == "use" && prev != "::" {
            let mut items = Vec::new();
            i = parse_use(&toks, i + 1, &[], &mut items);
            let info = krate.modules.entry(cur.clone()).or_default();
            for (name, path) in items {
                if name == "*" {
                    info.globs.push(path.clone());
                } else {
                    info.bindings.insert(name, path.clone());
                }
                krate.refs.push(Reference {
                    module: cur.clone(),
                    segs: path,
                    at: at.clone(),
                });
            }
            if text(i) == ";" {
                i += 1;
            }
        } else if ITEM_KEYWORDS.contains(&t) && prev != "::" {
            let name = text(i + 1);
            if name.chars().next().is_some_and(is_ident_start) {
                krate
                    .modules
                    .entry(cur.clone())
                    .or_default()
                    .defs
                    .insert(name.to_string());
            }
            i += 1;
        } else if t == "macro_rules" && text(i + 1) == "!" {
            let name = text(i + 2).to_string();
            krate
                .modules
                .entry(cur.clone())
                .or_default()
                .defs
                .insert(name);
            i += 3;
        } else if t.chars().next().is_some_and(is_ident_start)
            && text(i + 1) == "::"
            && prev != "::"
            && prev != "$"
        {
            let mut segs = vec![t.to_string()];
            let mut j = i + 1;
            while text(j) == "::" && text(j + 1).chars().next().is_some_and(is_ident_start) {
                segs.push(text(j + 1).to_string());
                j += 2;
            }
            krate.refs.push(Reference {
                module: cur.clone(),
                segs,
                at,
            });
            i = j;
        } else {
            i += 1;
        }
    }
    for (f, child) in pending {
        parse_file(krate, read, &f, child);
    }
}

/// Reads a crate from its root files (paths as `read` understands them).
fn parse_crate(read: &dyn Fn(&Path) -> Option<String>, roots: &[PathBuf]) -> Vec<Crate> {
    roots
        .iter()
        .map(|r| {
            let mut k = Crate::default();
            parse_file(&mut k, read, r, Vec::new());
            k
        })
        .collect()
}

impl Crate {
    /// The absolute path `segs` (written in `module`) stands for, or `None` if it leaves the
    /// crate (std, other crates) or names a local item that is not a module path.
    fn absolute(&self, module: &ModPath, segs: &[String]) -> Option<Vec<String>> {
        self.absolute_in(module, segs, 16)
    }

    fn absolute_in(&self, module: &ModPath, segs: &[String], fuel: u32) -> Option<Vec<String>> {
        let first = segs.first()?;
        let (mut base, mut rest) = match first.as_str() {
            "crate" => (Vec::new(), &segs[1..]),
            "self" => (module.clone(), &segs[1..]),
            "super" => (module.clone(), segs),
            _ => {
                let mut child = module.clone();
                child.push(first.clone());
                if self.modules.contains_key(&child) {
                    (module.clone(), segs)
                } else if let Some(b) = self.modules.get(module).and_then(|m| m.bindings.get(first))
                {
                    if fuel == 0 || b.first() == Some(first) {
                        return None; // `use foo;` of an external crate
                    }
                    let mut full = self.absolute_in(module, b, fuel - 1)?;
                    full.extend(segs[1..].iter().cloned());
                    return Some(full);
                } else {
                    return None;
                }
            }
        };
        while rest.first().map(String::as_str) == Some("super") {
            base.pop()?;
            rest = &rest[1..];
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The module that defines what the absolute path names, following `use` bindings and
    /// globs; `bool` is true when the item was found defined there.
    fn defining(&self, abs: &[String], fuel: u32) -> Option<(ModPath, bool)> {
        let mut k = abs.len();
        while !self.modules.contains_key(&abs[..k]) {
            k -= 1;
        }
        let m = abs[..k].to_vec();
        let Some(name) = abs.get(k) else {
            return Some((m, true));
        };
        let info = &self.modules[&m];
        if info.defs.contains(name) || fuel == 0 {
            return Some((m, info.defs.contains(name)));
        }
        if let Some(b) = info.bindings.get(name) {
            // A re-export leaving the crate is not a dependency inside it.
            let mut full = self.absolute(&m, b)?;
            full.extend(abs[k + 1..].iter().cloned());
            return self.defining(&full, fuel - 1);
        }
        for g in &info.globs {
            if let Some(mut full) = self.absolute(&m, g) {
                full.extend(abs[k..].iter().cloned());
                if let Some((d, true)) = self.defining(&full, fuel - 1) {
                    return Some((d, true));
                }
            }
        }
        Some((m, false))
    }

    /// Edges `a → b` with the first place each is seen.
    fn edges(&self) -> BTreeMap<(ModPath, ModPath), String> {
        let mut out = BTreeMap::new();
        for r in &self.refs {
            let Some(abs) = self.absolute(&r.module, &r.segs) else {
                continue;
            };
            let Some((to, _)) = self.defining(&abs, 16) else {
                continue;
            };
            if to != r.module {
                out.entry((r.module.clone(), to))
                    .or_insert_with(|| r.at.clone());
            }
        }
        out
    }

    /// Every cycle: the modules of each strongly connected set and one closed walk through it
    /// with the place of each step.
    fn cycles(&self) -> Vec<(BTreeSet<String>, String)> {
        let edges = self.edges();
        let names: Vec<&ModPath> = self.modules.keys().collect();
        let index: HashMap<&ModPath, usize> =
            names.iter().enumerate().map(|(i, m)| (*m, i)).collect();
        let mut g = DiGraphMap::<usize, ()>::new();
        for i in 0..names.len() {
            g.add_node(i);
        }
        for (a, b) in edges.keys() {
            g.add_edge(index[a], index[b], ());
        }
        let show = |m: &ModPath| {
            if m.is_empty() {
                "crate".to_string()
            } else {
                m.join("::")
            }
        };
        let mut out = Vec::new();
        for scc in tarjan_scc(&g) {
            if scc.len() < 2 {
                continue;
            }
            let set: BTreeSet<usize> = scc.iter().copied().collect();
            // Shortest way back to the start inside the set (breadth first).
            let start = *set.iter().next().unwrap_or(&0);
            let mut prev: HashMap<usize, usize> = HashMap::new();
            let mut queue = std::collections::VecDeque::from([start]);
            let mut back = None;
            while let Some(n) = queue.pop_front() {
                for s in g.neighbors(n) {
                    if !set.contains(&s) {
                        continue;
                    }
                    if s == start {
                        back = Some(n);
                        break;
                    }
                    if let std::collections::hash_map::Entry::Vacant(e) = prev.entry(s) {
                        e.insert(n);
                        queue.push_back(s);
                    }
                }
                if back.is_some() {
                    break;
                }
            }
            let mut walk = vec![start];
            let mut n = back.unwrap_or(start);
            while n != start {
                walk.push(n);
                n = prev[&n];
            }
            walk[1..].reverse();
            walk.push(start);
            let mut text = String::new();
            for w in walk.windows(2) {
                let (a, b) = (names[w[0]], names[w[1]]);
                text += &format!(
                    "  {} -> {}   ({})\n",
                    show(a),
                    show(b),
                    edges[&(a.clone(), b.clone())]
                );
            }
            text += "  every import inside the cycle:\n";
            for ((a, b), at) in &edges {
                if set.contains(&index[a]) && set.contains(&index[b]) {
                    text += &format!("    {} -> {}   ({at})\n", show(a), show(b));
                }
            }
            let members = scc.iter().map(|&i| names[i].join("::")).collect();
            out.push((members, text));
        }
        out
    }
}

/// The `.rs` files under `dir` (relative to `ws`), as paths relative to `ws`.
fn rs_files(ws: &Path, dir: &Path, out: &mut BTreeSet<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(ws.join(dir)) else {
        return;
    };
    for e in entries.flatten() {
        let p = dir.join(e.file_name());
        if ws.join(&p).is_dir() {
            rs_files(ws, &p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.insert(p);
        }
    }
}

#[test]
fn no_module_import_cycles_in_any_crate() {
    let ws = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |p: &Path| std::fs::read_to_string(ws.join(p)).ok();
    let mut report = String::new();
    let mut seen_known = BTreeSet::new();
    for name in ["ir", "passes", "lowering", "check", "."] {
        let src = Path::new(name).join("src");
        let roots: Vec<PathBuf> = ["lib.rs", "main.rs"]
            .iter()
            .map(|r| src.join(r))
            .filter(|p| ws.join(p).exists())
            .collect();
        assert!(!roots.is_empty(), "{}: no lib.rs or main.rs", src.display());
        let crates = parse_crate(&read, &roots);
        let mut reached = BTreeSet::new();
        for k in &crates {
            assert!(k.errors.is_empty(), "{:?}", k.errors);
            reached.extend(k.files.iter().cloned());
            for (members, walk) in k.cycles() {
                let known = KNOWN_CYCLES.iter().find(|(c, ms)| {
                    *c == name
                        && ms.iter().map(|m| m.to_string()).collect::<BTreeSet<_>>() == members
                });
                match known {
                    Some(kc) => {
                        seen_known.insert(format!("{kc:?}"));
                    }
                    None => report += &format!("{name}: cycle between {members:?}\n{walk}"),
                }
            }
        }
        let mut all = BTreeSet::new();
        rs_files(ws, &src, &mut all);
        let missed: Vec<_> = all.difference(&reached).collect();
        assert!(
            missed.is_empty(),
            "files no root reaches (the parser missed a `mod`?): {missed:?}"
        );
    }
    for kc in KNOWN_CYCLES {
        assert!(
            seen_known.contains(&format!("{kc:?}")),
            "known cycle {kc:?} is gone: remove it from KNOWN_CYCLES"
        );
    }
    assert!(report.is_empty(), "module import cycles:\n{report}");
}

/// A crate made of `files` (relative path → text), rooted at `lib.rs`.
fn synthetic(files: &[(&str, &str)]) -> Crate {
    let map: HashMap<PathBuf, String> = files
        .iter()
        .map(|(p, t)| (PathBuf::from(p), t.to_string()))
        .collect();
    let read = move |p: &Path| map.get(p).cloned();
    parse_crate(&read, &[PathBuf::from("lib.rs")]).remove(0)
}

fn cycle_sets(k: &Crate) -> Vec<BTreeSet<String>> {
    assert!(k.errors.is_empty(), "{:?}", k.errors);
    k.cycles().into_iter().map(|(m, _)| m).collect()
}

fn set(ms: &[&str]) -> BTreeSet<String> {
    ms.iter().map(|m| m.to_string()).collect()
}

#[test]
fn two_siblings_importing_each_other_are_a_cycle() {
    let k = synthetic(&[
        ("lib.rs", "mod a;\nmod b;\n"),
        ("a.rs", "use crate::b::X;\npub struct Y;\n"),
        ("b.rs", "pub struct X;\nfn f() -> super::a::Y { todo!() }\n"),
    ]);
    assert_eq!(cycle_sets(&k), vec![set(&["a", "b"])]);
    let (_, walk) = &k.cycles()[0];
    assert!(walk.contains("a -> b   (a.rs:1)"), "{walk}");
    assert!(walk.contains("b -> a   (b.rs:2)"), "{walk}");
}

#[test]
fn parent_and_child_naming_each_other_are_a_cycle_declaring_is_not() {
    // `mod` alone, and a test module using its parent, are no cycle.
    let k = synthetic(&[
        ("lib.rs", "mod p;\n"),
        (
            "p/mod.rs",
            "mod c;\npub struct T;\n#[cfg(test)]\nmod tests { use super::*; }\n",
        ),
        ("p/c.rs", "use super::T;\n"),
    ]);
    assert_eq!(cycle_sets(&k), Vec::<BTreeSet<String>>::new());
    // The parent using the child's function closes the loop.
    let k = synthetic(&[
        ("lib.rs", "mod p;\n"),
        ("p/mod.rs", "mod c;\npub struct T;\nfn g() { c::f() }\n"),
        ("p/c.rs", "use super::T;\npub fn f() {}\n"),
    ]);
    assert_eq!(cycle_sets(&k), vec![set(&["p", "p::c"])]);
}

#[test]
fn re_exports_lead_to_the_defining_module() {
    // `crate::Y` is `a::Y` re-exported by the root: `b` depends on `a`, not on the root, so
    // the root using `b` is no cycle.
    let k = synthetic(&[
        (
            "lib.rs",
            "mod a;\nmod b;\npub use a::*;\nfn h() { b::g() }\n",
        ),
        ("a.rs", "pub struct Y;\n"),
        ("b.rs", "use crate::Y;\npub fn g() {}\n"),
    ]);
    assert_eq!(cycle_sets(&k), Vec::<BTreeSet<String>>::new());
    // An item the root itself defines is a dependency on the root.
    let k = synthetic(&[
        ("lib.rs", "mod b;\npub struct Z;\nfn h() { b::g() }\n"),
        ("b.rs", "use crate::Z;\npub fn g() {}\n"),
    ]);
    assert_eq!(cycle_sets(&k), vec![set(&["", "b"])]);
}

#[test]
fn strings_and_comments_are_not_paths() {
    let k = synthetic(&[
        ("lib.rs", "mod a;\nmod b;\n"),
        ("a.rs", "// use crate::b::X;\nconst S: &str = \"crate::b::X\";\nconst R: &str = r#\"crate::b::X\"#;\npub struct Y;\n"),
        ("b.rs", "/* crate::a */ use super::a::Y;\npub struct X;\nfn l<'a>(c: char) -> bool { c == '\"' }\n"),
    ]);
    assert_eq!(cycle_sets(&k), Vec::<BTreeSet<String>>::new());
    assert!(k
        .edges()
        .contains_key(&(vec!["b".to_string()], vec!["a".to_string()])));
}
