//! The parser and the verifier never panic, whatever the input, and every error they report
//! points at a real place in that input.
//!
//! Inputs are derived from the shipped examples (`examples/*.mir`) by a deterministic mutator:
//! truncations, character flips, token swaps and same-kind token replacements (which often
//! parse and then fail verification), line deletions, duplications and swaps, inserted tokens and
//! characters, deep nesting and huge numbers, alone and combined. Each input goes through
//! `parse_module` and, if that succeeds, `verify_module`; the result must be `Ok` or errors whose
//! location is known and within the input (line 1..=lines + 1, column 1..=line length + 1).

use memlower_ir::diag::{render, Located};
use memlower_ir::parse::parse_module;
use memlower_ir::rng::Rng;
use memlower_ir::verify::verify_module;
use memlower_ir::Loc;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

const INPUTS_PER_EXAMPLE: usize = 800;

fn examples() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    memlower_ir::corpus::read_mir_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .into_iter()
        .map(|f| (f.name, f.text))
        .collect()
}

/// Words and symbols of the text format, and some that are almost right.
#[rustfmt::skip]
const VOCAB: &[&str] = &[
    "func", "surface", "target", "entry", "ret", "br", "cond_br", "gather", "scatter",
    "image.load", "image.store", "const", "splat", "lane.index", "add", "cmp", "ult", "select",
    "extract", "insert", "concat", "chan.extract", "chan.pack", "zext", "bitcast", "sink", "mask",
    "align", "lod", "channels", "via", "gather_scaled.4", "scatter4_scaled.rg", "qw_scatter.1",
    "gather4_typed.rgba", "gather_scaled.rgba", "rgba", "rgbx", "vec<16 x i32>",
    "vec<8 x 4 x f32>", "mask<1>", "mask<0>", "vec<0 x i8>", "i32", "f64", "i128", "x", "%x", "%0",
    "%99", "%1a", "@buf", "@img", "@", "%", "0", "1", "-1", "4096", "4097", "1.5", "-2.0e3", "nan",
    "inf", "-inf", "0x", "0xffffffff", "[", "]", "(", ")", "{", "}", "<", ">", ",", ":", "=", "+",
    "-", ";", "\"", "\n", "\t", "é", "\u{0}", "untyped", "slm", "stateless",
    "image3d<rgba, f16>",
];

const HUGE: &[&str] = &[
    "99999999999999999999999999999",
    "18446744073709551616",
    "18446744073709551615",
    "-9223372036854775809",
    "4294967296",
    "0xfffffffffffffffff",
    "1e999999",
    "-1e400",
    "4097",
    "65536",
    "255",
    "256",
];

fn char_boundary_at(s: &str, rng: &mut Rng) -> usize {
    let mut i = rng.below(s.len() as u64 + 1) as usize;
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Splits into tokens, keeping whitespace tokens, so that joining gives the text back.
fn tokens(s: &str) -> Vec<String> {
    let word = |c: char| c.is_alphanumeric() || "_.%@-".contains(c);
    let mut out: Vec<String> = Vec::new();
    for c in s.chars() {
        let extend = out.last().is_some_and(|last| {
            let l = last.chars().last().unwrap_or(' ');
            (word(l) && word(c)) || (l.is_whitespace() && c.is_whitespace())
        });
        match out.last_mut() {
            Some(last) if extend => last.push(c),
            _ => out.push(c.to_string()),
        }
    }
    out
}

const SCALARS: &[&str] = &["i8", "i16", "i32", "i64", "f16", "f32", "f64"];
#[rustfmt::skip]
const SAME_SHAPE_OPS: &[&str] = &[
    "add", "sub", "mul", "shl", "lshr", "and", "or", "xor", "zext", "sext", "trunc", "bitcast",
    "splat",
];
const PREDS: &[&str] = &[
    "eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge",
];

/// A token's class: replacing a token by another of its class usually keeps the text parseable.
fn kind_of(t: &str) -> u8 {
    if SCALARS.contains(&t) {
        return 10;
    }
    if SAME_SHAPE_OPS.contains(&t) {
        return 11;
    }
    if PREDS.contains(&t) {
        return 12;
    }
    match t.chars().next() {
        Some('%') => 0,
        Some('@') => 1,
        Some(c) if c.is_ascii_digit() || c == '-' => 2,
        Some(c) if c.is_alphabetic() => 3,
        Some(c) if c.is_whitespace() => 4,
        _ => 5,
    }
}

/// Another token of the class of `t`: from a fixed list for types, ops and predicates, else
/// from the text's own tokens.
fn same_kind(t: &str, all: &[String], rng: &mut Rng) -> String {
    let k = kind_of(t);
    let fixed = match k {
        10 => Some(SCALARS),
        11 => Some(SAME_SHAPE_OPS),
        12 => Some(PREDS),
        _ => None,
    };
    match fixed {
        Some(list) => rng.pick(list).to_string(),
        None => {
            let same: Vec<&String> = all.iter().filter(|x| kind_of(x) == k).collect();
            same.get(rng.below(same.len() as u64) as usize)
                .map_or_else(|| t.to_string(), |s| s.to_string())
        }
    }
}

fn mutate_once(text: &str, rng: &mut Rng) -> String {
    let mut s = text.to_string();
    match rng.below(15) {
        // Truncation at a random point.
        0 => {
            let i = char_boundary_at(&s, rng);
            s.truncate(i);
        }
        // Flip one character.
        1 => {
            let i = char_boundary_at(&s, rng);
            let mut chars: Vec<char> = s.chars().collect();
            let idx = s[..i].chars().count();
            if idx < chars.len() {
                let pool: Vec<char> = "%@[](){}<>:,=+-;.\"x0123456789abzAZ_ \n\té€\u{0}"
                    .chars()
                    .collect();
                chars[idx] = *rng.pick(&pool);
            }
            s = chars.into_iter().collect();
        }
        // Swap two tokens.
        2 => {
            let mut t = tokens(&s);
            if t.len() > 1 {
                let a = rng.below(t.len() as u64) as usize;
                let b = rng.below(t.len() as u64) as usize;
                t.swap(a, b);
            }
            s = t.concat();
        }
        // Replace a token by another token of the same kind from the same text (often still
        // parses: a different value, type or op, which the verifier must judge).
        3..=5 | 12 | 13 => {
            let mut t = tokens(&s);
            // Prefer tokens that are not whitespace or punctuation.
            let words: Vec<usize> = (0..t.len()).filter(|&i| kind_of(&t[i]) != 4).collect();
            if !words.is_empty() {
                let a = *rng.pick(&words);
                t[a] = same_kind(&t[a], &t, rng);
            }
            s = t.concat();
        }
        // Delete, duplicate or swap lines.
        14 => {
            let mut lines: Vec<&str> = s.lines().collect();
            if !lines.is_empty() {
                let a = rng.below(lines.len() as u64) as usize;
                match rng.below(3) {
                    0 => {
                        lines.remove(a);
                    }
                    1 => lines.insert(a, lines[a]),
                    _ => {
                        let b = rng.below(lines.len() as u64) as usize;
                        lines.swap(a, b);
                    }
                }
            }
            s = lines.join("\n");
            s.push('\n');
        }
        // Insert a word of the language (or a near miss).
        6 | 7 => {
            let i = char_boundary_at(&s, rng);
            let w = *rng.pick(VOCAB);
            s.insert_str(i, &format!(" {w} "));
        }
        // Delete a token.
        8 => {
            let mut t = tokens(&s);
            if !t.is_empty() {
                let a = rng.below(t.len() as u64) as usize;
                t.remove(a);
            }
            s = t.concat();
        }
        // Deep nesting or a very long line.
        9 => {
            let i = char_boundary_at(&s, rng);
            let n = rng.range(100, 5000) as usize;
            let unit = *rng.pick(&["[", "(", "{", "vec<", "<", "%a, ", "mask<", "; x", "@"]);
            s.insert_str(i, &unit.repeat(n));
        }
        // Replace a number by a huge or boundary one.
        10 => {
            let mut t = tokens(&s);
            let nums: Vec<usize> = (0..t.len()).filter(|&i| kind_of(&t[i]) == 2).collect();
            if !nums.is_empty() {
                let a = *rng.pick(&nums);
                t[a] = rng.pick(HUGE).to_string();
            }
            s = t.concat();
        }
        // Insert random characters.
        _ => {
            let i = char_boundary_at(&s, rng);
            let n = rng.range(1, 8);
            let junk: String = (0..n)
                .map(|_| char::from_u32(rng.range(1, 0x2FF) as u32).unwrap_or('?'))
                .collect();
            s.insert_str(i, &junk);
        }
    }
    s
}

/// Character counts of the lines of an input, to check error locations against.
fn line_lengths(src: &str) -> Vec<usize> {
    src.lines().map(|l| l.chars().count()).collect()
}

/// Checks one error location against the input's lines; `None` if fine, else what is wrong.
fn bad_loc(loc: Loc, lines: &[usize]) -> Option<String> {
    if !loc.is_known() {
        return Some("the error has no location".into());
    }
    let line = loc.line as usize;
    if line < 1 || line > lines.len() + 1 {
        return Some(format!("line {line} is outside 1..={}", lines.len() + 1));
    }
    let len = lines.get(line - 1).copied().unwrap_or(0);
    if loc.col < 1 || loc.col as usize > len + 1 {
        return Some(format!(
            "column {} is outside 1..={} on line {line}",
            loc.col,
            len + 1
        ));
    }
    None
}

/// The verifier's errors as (location, message). The first is also rendered, so the renderer
/// meets every kind of verifier error (once per input: rendering scans the source).
fn verify_errors(m: &memlower_ir::Module, src: &str) -> Vec<(Loc, String)> {
    match verify_module(m) {
        Ok(()) => Vec::new(),
        Err(errs) => {
            if let Some(e) = errs.first() {
                let _ = render(e, "input.mir", src);
            }
            errs.iter().map(|e| (e.loc(), e.to_string())).collect()
        }
    }
}

/// How far an input got, and what was wrong with the errors it produced, if anything.
#[derive(Default)]
struct Checked {
    parsed: bool,
    verified: bool,
    problem: Option<String>,
}

/// Parses and verifies `src`, catching panics and checking every error's location.
fn check(src: &str) -> Checked {
    let lines = line_lengths(src);
    let outcome = catch_unwind(AssertUnwindSafe(|| match parse_module(src) {
        Err(e) => {
            let _ = render(&e, "input.mir", src);
            Checked {
                problem: bad_loc(e.loc, &lines)
                    .map(|p| format!("parse error `{e}` at {}: {p}", e.loc)),
                ..Checked::default()
            }
        }
        Ok(m) => {
            let errs = verify_errors(&m, src);
            Checked {
                parsed: true,
                verified: errs.is_empty(),
                problem: errs.into_iter().find_map(|(loc, msg)| {
                    bad_loc(loc, &lines).map(|p| format!("verify error `{msg}` at {loc}: {p}"))
                }),
            }
        }
    }));
    outcome.unwrap_or_else(|_| Checked {
        problem: Some("panicked".into()),
        ..Checked::default()
    })
}

#[test]
fn examples_parse_and_verify_unmutated() {
    for (name, text) in examples() {
        let m = parse_module(&text).unwrap_or_else(|e| panic!("{}", render(&e, &name, &text)));
        let errs = verify_errors(&m, &text);
        assert!(errs.is_empty(), "{name} does not verify: {errs:?}");
    }
}

#[test]
fn mutated_examples_never_panic_and_errors_point_into_the_input() {
    let ex = examples();
    assert!(!ex.is_empty());
    let mut rng = Rng::new(0x5EED);
    let (mut total, mut parsed, mut verified) = (0usize, 0usize, 0usize);
    let mut failures = Vec::new();
    for (name, text) in &ex {
        for _ in 0..INPUTS_PER_EXAMPLE {
            let mut s = mutate_once(text, &mut rng);
            for _ in 0..rng.below(3) {
                s = mutate_once(&s, &mut rng);
            }
            total += 1;
            let c = check(&s);
            parsed += usize::from(c.parsed);
            verified += usize::from(c.verified);
            if let Some(problem) = c.problem {
                failures.push(format!("{name} mutant: {problem}\n--- input ---\n{s}\n---"));
            }
        }
    }
    assert!(total >= 10_000, "only {total} inputs");
    // The mutator must reach the verifier often, not only the lexer, and make it say no.
    assert!(
        parsed * 10 >= total,
        "only {parsed} of {total} mutants parsed"
    );
    assert!(
        parsed - verified >= 200,
        "only {} parsed mutants failed verification",
        parsed - verified
    );
    assert!(
        failures.is_empty(),
        "{} of {total} inputs failed; the first:\n{}",
        failures.len(),
        failures
            .iter()
            .take(3)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    eprintln!("{total} inputs, {parsed} parsed, {verified} verified");
}

#[test]
fn pathological_inputs() {
    let cases = [
        String::new(),
        "\n\n\n".into(),
        ";".into(),
        "func".into(),
        "func @".into(),
        "%".into(),
        "\"".into(),
        "-".into(),
        "0x".into(),
        "\u{0}".into(),
        "é".repeat(1000),
        "[".repeat(100_000),
        "func @k() {\nentry:\n".to_string() + &"  ret\n".repeat(20_000) + "}\n",
        "func @k(".to_string() + &"%a: i32, ".repeat(10_000) + ")",
        "func @k() {\nentry:\n  %a = const [".to_string()
            + &"1, ".repeat(50_000)
            + "1] : i32\n  ret\n}\n",
        "func @k() {\nentry:\n  %a = const 1 : vec<4096 x 4 x f64>\n  sink %a\n  ret\n}\n".into(),
        "func @k() {\nentry:\n  %a = add %a, %a : i32\n  ret\n}\n".into(),
        "func @k() {\nentry:\n  br entry\n}\n".into(),
        "func @k() {\nentry:\n}\n".into(),
        "func @k() {\n}\n".into(),
    ];
    for src in &cases {
        if let Some(problem) = check(src).problem {
            let shown: String = src.chars().take(200).collect();
            panic!("{problem}\n--- input (first 200 chars) ---\n{shown}");
        }
    }
}
