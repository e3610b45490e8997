//! Unit tests of the parser: locations, name resolution, numbers, suggestions.

use super::*;
use crate::ir::*;
use crate::types::{ChannelMask, ScalarType, Type};

fn err(src: &str) -> ParseError {
    match parse_module(src) {
        Ok(m) => panic!("expected an error, parsed:\n{m}"),
        Err(e) => e,
    }
}

const HEAD: &str = "surface @buf : untyped\nfunc @k(%off: vec<8 x i32>) {\nentry:\n";

#[test]
fn locations_of_items() {
    let m = parse_module(
        "target \"dg2\"\n  surface @buf : untyped\nfunc @k(%off: vec<8 x i32>) {\nentry:\n  %v = gather @buf[%off] align 4 : vec<8 x f32>\n\tsink %v\n  br next(%v)\nnext(%w: vec<8 x f32>):\n  ret\n}\n",
    )
    .unwrap();
    assert_eq!(m.target.as_deref(), Some("dg2"));
    assert_eq!(m.surfaces[0].loc, Loc::new(2, 3));
    let f = &m.functions[0];
    assert_eq!(f.loc, Loc::new(3, 1));
    let entry = f.layout[0];
    assert_eq!(f.block(entry).loc, Loc::new(4, 1));
    let locs: Vec<Loc> = f
        .block(entry)
        .insts
        .iter()
        .map(|&i| f.inst(i).loc)
        .collect();
    assert_eq!(locs, [Loc::new(5, 3), Loc::new(6, 2), Loc::new(7, 3)]);
    assert_eq!(f.block(f.layout[1]).loc, Loc::new(8, 1));
    assert_eq!(f.value_name(f.block(f.layout[1]).params[0]), Some("w"));
}

#[test]
fn columns_count_characters_not_bytes() {
    let e = err("target \"é€\" $\n");
    assert_eq!(e.loc, Loc::new(1, 13));
    assert!(e.message.contains("unexpected character"), "{e}");
}

#[test]
fn forward_references_resolve() {
    let src = "func @k(%c: mask<1>) {\nentry:\n  br head(%c)\nhead(%x: mask<1>):\n  cond_br %x, body, exit\nbody:\n  %y = xor %x, %one : mask<1>\n  br head(%y)\nexit:\n  ret\nlate:\n  %one = const 1 : mask<1>\n  ret\n}\n";
    let m = parse_module(src).unwrap();
    let f = &m.functions[0];
    let body = f.layout[2];
    let xor = f.block(body).insts[0];
    let InstKind::Binary { rhs, .. } = f.inst(xor).kind else {
        panic!()
    };
    assert_eq!(f.value_name(rhs), Some("one"));
    assert_eq!(f.def_inst(rhs), Some(f.block(f.layout[4]).insts[0]));
    assert_eq!(crate::print::print_module(&m), src);
}

#[test]
fn anonymous_and_named_values() {
    let m = parse_module(
        "func @k(%a: i32) {\nentry:\n  %7 = add %a, %a : i32\n  %b.c_1 = add %7, %7 : i32\n  sink %b.c_1\n  ret\n}\n",
    )
    .unwrap();
    let f = &m.functions[0];
    let names: Vec<Option<&str>> = (0..f.values.len())
        .map(|i| f.value_name(Value(i as u32)))
        .collect();
    assert_eq!(names, [Some("a"), None, Some("b.c_1")]);
}

/// Numbered names below 65536 without leading zeros are looked up by number, the others are
/// hashed: `%7` and `%07` are two values, `%70000` is one like any other name, and
/// redefinitions and undefined uses are reported on either path.
#[test]
fn numbered_names_by_number_and_by_hash() {
    let m = parse_module(
        "func @k(%a: i32) {\nentry:\n  %7 = add %a, %a : i32\n  %07 = add %7, %a : i32\n  %70000 = add %07, %7 : i32\n  %65535 = add %70000, %70000 : i32\n  sink %65535\n  ret\n}\n",
    )
    .unwrap();
    let f = &m.functions[0];
    let adds: Vec<(Value, Value)> = f
        .block(f.layout[0])
        .insts
        .iter()
        .filter_map(|&i| match f.inst(i).kind {
            InstKind::Binary { lhs, rhs, .. } => Some((lhs, rhs)),
            _ => None,
        })
        .collect();
    let results: Vec<Value> = f
        .block(f.layout[0])
        .insts
        .iter()
        .filter_map(|&i| f.inst(i).result)
        .collect();
    assert_eq!(results.len(), 4);
    // `%07` reads `%7` and `%a`; `%70000` reads `%07` then `%7`; `%65535` reads `%70000`.
    assert_eq!(adds[1], (results[0], f.block(f.layout[0]).params[0]));
    assert_eq!(adds[2], (results[1], results[0]));
    assert_eq!(adds[3], (results[2], results[2]));
    assert_ne!(results[0], results[1]);
    for (redefined, name) in [("%7", "%7"), ("%07", "%07"), ("%70000", "%70000")] {
        let src = format!(
            "func @k(%a: i32) {{\nentry:\n  %7 = add %a, %a : i32\n  %07 = add %a, %a : i32\n  %70000 = add %a, %a : i32\n  {redefined} = add %a, %a : i32\n  ret\n}}\n"
        );
        let e = err(&src);
        assert!(
            e.message
                .starts_with(&format!("redefinition of value `{name}`")),
            "{e}"
        );
        assert_eq!(e.loc, Loc::new(6, 3));
    }
    for undefined in ["%8", "%007", "%80000"] {
        let e = err(&format!(
            "func @k(%a: i32) {{\nentry:\n  %7 = add %a, %a : i32\n  %07 = add %a, %a : i32\n  sink {undefined}\n  ret\n}}\n"
        ));
        assert_eq!(e.message, format!("use of undefined value `{undefined}`"));
        assert_eq!(e.loc, Loc::new(5, 8));
    }
}

/// Name resolution against a map of names: random functions whose names are small numbers,
/// numbers around 65,536 and the bound a long function's table reaches, numbers with leading
/// zeros, numbers too long for any table and identifiers, each definition reading two earlier
/// names; with and without a long comment that makes the function's text (and so its table's
/// bound) larger. Every operand is the value its name was defined as.
#[test]
fn numbered_names_resolve_as_a_map_does() {
    use crate::rng::Rng;
    use std::collections::HashMap;
    const POOL: &[&str] = &[
        "0",
        "1",
        "9",
        "10",
        "65535",
        "65536",
        "65537",
        "99999",
        "100000",
        "149999",
        "150000",
        "262143",
        "1000000",
        "007",
        "0065536",
        "00",
        "12345678901234567890",
        "99999999999999999999999",
        "x",
        "x0",
        "a.b",
    ];
    for seed in 0..40u64 {
        let mut rng = Rng::new(seed);
        let pad = if seed % 2 == 0 { 600_000 } else { 0 };
        let mut src = String::from("func @k(%p: i32, %q: i32) {\nentry:\n");
        src.push_str(&format!("  ;{}\n", "c".repeat(pad)));
        let mut defined: Vec<&str> = vec!["p", "q"];
        let mut expect: Vec<(usize, usize)> = Vec::new();
        let mut value_of: HashMap<&str, usize> = HashMap::from([("p", 0), ("q", 1)]);
        for &name in POOL {
            if rng.chance(1, 4) {
                continue;
            }
            let (a, b) = (*rng.pick(&defined), *rng.pick(&defined));
            expect.push((value_of[a], value_of[b]));
            src.push_str(&format!("  %{name} = add %{a}, %{b} : i32\n"));
            value_of.insert(name, value_of.len());
            defined.push(name);
        }
        src.push_str("  ret\n}\n");
        let m = parse_module(&src).unwrap();
        let f = &m.functions[0];
        let got: Vec<(usize, usize)> = f
            .block(f.layout[0])
            .insts
            .iter()
            .filter_map(|&i| match f.inst(i).kind {
                InstKind::Binary { lhs, rhs, .. } => Some((lhs.index(), rhs.index())),
                _ => None,
            })
            .collect();
        assert_eq!(got, expect, "seed {seed}");
        // Each name once, and a use of a name never defined is reported whichever table it
        // would go to.
        let unused = POOL.iter().find(|n| !defined.contains(n));
        if let Some(n) = unused {
            let bad = src.replace("  ret\n", &format!("  sink %{n}\n  ret\n"));
            assert_eq!(err(&bad).message, format!("use of undefined value `%{n}`"));
        }
    }
}

#[test]
fn undefined_and_redefined_names() {
    let e = err(&format!("{HEAD}  sink %nope\n  ret\n}}\n"));
    assert_eq!(e.message, "use of undefined value `%nope`");
    assert_eq!(e.loc, Loc::new(4, 8));
    let e = err(&format!("{HEAD}  br nowhere\n}}\n"));
    assert_eq!(e.message, "use of undefined block `nowhere`");
    assert_eq!(e.loc, Loc::new(4, 6));
    let e = err(&format!("{HEAD}  %off = const 1 : i32\n  ret\n}}\n"));
    assert!(e.message.starts_with("redefinition of value `%off`"), "{e}");
    assert_eq!(e.loc, Loc::new(4, 3));
    let e = err(&format!("{HEAD}  ret\nentry:\n  ret\n}}\n"));
    assert!(
        e.message.starts_with("redefinition of block `entry`"),
        "{e}"
    );
    assert_eq!(e.loc, Loc::new(5, 1));
    let e = err("func @k() {\nentry:\n  %v = gather @nobuf[%o] align 4 : vec<8 x i32>\n  ret\n}\n");
    assert_eq!(e.message, "use of undefined surface `@nobuf`");
    assert_eq!(e.loc, Loc::new(3, 15));
    let e = err("surface @a : slm\nsurface @a : untyped\n");
    assert!(e.message.starts_with("redefinition of surface `@a`"), "{e}");
    let e = err("func @f() {\n}\nfunc @f() {\n}\n");
    assert!(
        e.message.starts_with("redefinition of function `@f`"),
        "{e}"
    );
    assert_eq!(e.loc, Loc::new(3, 1));
}

#[test]
fn earliest_undefined_name_is_reported() {
    let e = err("func @k() {\nentry:\n  sink %b\n  br x\nx:\n  sink %a\n  ret\n}\n");
    assert_eq!(e.message, "use of undefined value `%b`");
}

#[test]
fn surfaces_may_be_declared_after_use() {
    let m = parse_module("func @k(%o: vec<8 x i32>) {\nentry:\n  %v = gather @late[%o] align 4 : vec<8 x i32>\n  ret\n}\nsurface @early : slm\nsurface @late : untyped\n").unwrap();
    let f = &m.functions[0];
    let g = f.block(f.layout[0]).insts[0];
    assert_eq!(f.inst(g).kind.surface(), Some(SurfaceRef(1)));
}

#[test]
fn entry_block_params_are_rejected() {
    let e = err("func @k() {\nentry(%x: i32):\n  ret\n}\n");
    assert!(
        e.message
            .contains("entry block `entry` cannot have parameters"),
        "{e}"
    );
    assert_eq!(e.loc, Loc::new(2, 6));
    let e = err("func @k(%x: i32) {\n}\n");
    assert!(e.message.contains("no entry block"), "{e}");
}

#[test]
fn missing_result_type_points_after_the_operands() {
    let e = err(&format!("{HEAD}  %a = add %off, %off\n  ret\n}}\n"));
    assert_eq!(
        e.message,
        "expected `:` and the result type after the operands, found `ret`"
    );
    assert_eq!(e.loc, Loc::new(4, 22));
    assert_eq!(e.expected.as_deref(), Some("`:`"));
}

#[test]
fn unknown_op_suggests() {
    let e = err(&format!(
        "{HEAD}  %v = gathr @buf[%off] align 4 : vec<8 x i32>\n}}\n"
    ));
    assert_eq!(e.message, "unknown op `gathr` (did you mean `gather`?)");
    assert_eq!(e.loc, Loc::new(4, 8));
    assert!(e.expected.unwrap().contains("image.load"));
}

#[test]
fn result_presence_is_checked() {
    let e = err(&format!("{HEAD}  add %off, %off : vec<8 x i32>\n}}\n"));
    assert!(e.message.contains("`add` produces a result"), "{e}");
    let e = err(&format!("{HEAD}  %x = ret\n}}\n"));
    assert!(e.message.contains("`ret` has no result"), "{e}");
}

#[test]
fn numbers() {
    let m = parse_module("func @k() {\nentry:\n  %a = const [0x10, -3, 18446744073709551615] : vec<3 x i64>\n  %b = const [1, -2.0e3, nan, inf, -inf, -0.0] : vec<6 x f32>\n  %c = const -9223372036854775808 : i64\n  ret\n}\n").unwrap();
    let f = &m.functions[0];
    let kinds: Vec<&InstKind> = f
        .block(f.layout[0])
        .insts
        .iter()
        .map(|&i| &f.inst(i).kind)
        .collect();
    assert_eq!(
        *kinds[0],
        InstKind::Const {
            value: ConstValue::Int(smallvec::smallvec![16, -3, -1])
        }
    );
    let InstKind::Const {
        value: ConstValue::Float(xs),
    } = kinds[1]
    else {
        panic!()
    };
    let xs: Vec<f64> = xs.iter().map(|&b| f64::from_bits(b)).collect();
    assert_eq!(xs[0], 1.0);
    assert_eq!(xs[1], -2000.0);
    assert!(xs[2].is_nan());
    assert_eq!(xs[3], f64::INFINITY);
    assert_eq!(xs[4], f64::NEG_INFINITY);
    assert!(xs[5] == 0.0 && xs[5].is_sign_negative());
    assert_eq!(
        *kinds[2],
        InstKind::Const {
            value: ConstValue::int(i64::MIN)
        }
    );
}

#[test]
fn bad_numbers() {
    let e = err("func @k() {\nentry:\n  %a = const 1.5 : vec<2 x i32>\n}\n");
    assert_eq!(
        e.message,
        "float literal `1.5` in a constant of type `vec<2 x i32>`"
    );
    assert_eq!(e.loc, Loc::new(3, 14));
    let e = err("func @k() {\nentry:\n  %a = const 99999999999999999999 : i64\n}\n");
    assert!(e.message.contains("does not fit in 64 bits"), "{e}");
    let e = err("func @k() {\nentry:\n  %a = const 18446744073709551615 : i32\n}\n");
    assert!(e.message.contains("does not fit in `i32`"), "{e}");
    let e = err("func @k() {\nentry:\n  %a = const -9223372036854775809 : i64\n}\n");
    assert!(e.message.contains("does not fit in 64 bits"), "{e}");
    let e = err("func @k() {\nentry:\n  %a = const 1e999 : f64\n}\n");
    assert!(e.message.contains("out of range"), "{e}");
    let e = err("func @k(%a: vec<0 x i32>) {\n}\n");
    assert_eq!(e.message, "lane count 0 is out of range");
    let e = err("func @k(%a: vec<4097 x i32>) {\n}\n");
    assert_eq!(e.message, "lane count 4097 is out of range");
    let e = err("func @k(%a: vec<8 x 5 x i32>) {\n}\n");
    assert_eq!(e.message, "channel count 5 is out of range");
    let e = err("func @k(%a: vec<16x i32>) {\n}\n");
    assert!(e.message.contains("right after the number"), "{e}");
}

#[test]
fn one_channel_vectors_normalise() {
    let m = parse_module("func @k(%a: vec<8 x 1 x i32>) {\nentry:\n  ret\n}\n").unwrap();
    let f = &m.functions[0];
    assert_eq!(f.ty(f.params()[0]), Type::vec(8, ScalarType::I32));
}

#[test]
fn via_annotations() {
    let src = "surface @b : untyped\nsurface @i : image2d<rgba, f32>\n\nfunc @k(%o: vec<8 x i32>, %d: vec<8 x 2 x f32>) {\nentry:\n  %0 = gather @b[%o] align 4 via gather_scaled.4 : vec<8 x i32>\n  scatter @b[%o], %d align 4 via scatter4_scaled.rg\n  scatter @b[%o], %0 align 8 via qw_scatter.1\n  %1 = image.load @i[%o, %o] channels rgba via gather4_typed.rgba : vec<8 x 4 x f32>\n  ret\n}\n";
    let m = parse_module(src).unwrap();
    assert_eq!(crate::print::print_module(&m), src);
    let f = &m.functions[0];
    let vias: Vec<Option<MsgChoice>> = f
        .block(f.layout[0])
        .insts
        .iter()
        .map(|&i| f.inst(i).kind.via())
        .collect();
    assert_eq!(vias[0], Some(MsgChoice::blocks(Message::GatherScaled, 4)));
    assert_eq!(
        vias[1],
        Some(MsgChoice::channels(
            Message::Scatter4Scaled,
            ChannelMask::RG
        ))
    );
    assert_eq!(vias[2], Some(MsgChoice::blocks(Message::QwScatter, 1)));
    assert_eq!(
        vias[3],
        Some(MsgChoice::channels(
            Message::Gather4Typed,
            ChannelMask::RGBA
        ))
    );
    let e = err("surface @b : untyped\nfunc @k(%o: vec<8 x i32>) {\nentry:\n  %0 = gather @b[%o] align 4 via gather_scaled.rg : vec<8 x i32>\n}\n");
    assert!(e.message.contains("needs a block count"), "{e}");
    let e = err("surface @b : untyped\nfunc @k(%o: vec<8 x i32>) {\nentry:\n  %0 = gather @b[%o] align 4 via gather_scalar.4 : vec<8 x i32>\n}\n");
    assert_eq!(e.message, "unknown message `gather_scalar`");
}

#[test]
fn target_must_be_first() {
    let e = err("surface @b : slm\ntarget \"dg2\"\n");
    assert_eq!(e.loc, Loc::new(2, 1));
    let e = err("target \"dg2\ntarget");
    assert_eq!(e.message, "unterminated string");
}

#[test]
fn missing_align_lists_what_is_accepted() {
    let e = err(&format!(
        "{HEAD}  %v = gather @buf[%off] : vec<8 x i32>\n}}\n"
    ));
    assert_eq!(e.expected.as_deref(), Some("`mask` or `align`"));
}

#[test]
fn error_at_end_of_input_is_on_a_real_line() {
    let e = err("func @k() {\nentry:\n  ret\n");
    assert_eq!(e.loc, Loc::new(4, 1));
    let e = err("func @k() {\nentry:\n  %x = const");
    assert_eq!(e.loc, Loc::new(3, 13));
}

#[test]
fn the_error_is_the_first_of_the_text() {
    // Functions are found first and parsed one by one; an error is still the one a reader
    // from the top meets first, with its line in the whole text.
    let good = "func @a() {\nentry:\n  ret\n}\n";
    let e = err(&format!(
        "{good}func @b() {{\nentry:\n  %x = frob\n}}\nfunc @c() {{\nentry:\n  %y = frob\n}}\n"
    ));
    assert_eq!(
        (e.loc, e.message.as_str()),
        (Loc::new(7, 8), "unknown op `frob`")
    );
    // The whole text is lexed before it is parsed: a stray character anywhere comes first.
    let e = err(&format!(
        "func @b() {{\nentry:\n  %x = frob\n}}\n{good}func @c() {{\nentry:\n  $\n}}\n"
    ));
    assert_eq!(e.loc, Loc::new(11, 3));
    assert!(e.message.contains("unexpected character"), "{e}");
    // A module-level error after a function with an error: the function's comes first.
    let e = err(&format!(
        "func @b() {{\nentry:\n  %x = frob\n}}\n{good}surface @s : frob\n"
    ));
    assert_eq!(e.loc, Loc::new(3, 8));
    // A function that does not close: the end of the input, inside it.
    let e = err(&format!("{good}func @b() {{\nentry:\n  ret\n"));
    assert!(e.message.contains("ends inside function `@b`"), "{e}");
}

#[test]
fn split_functions_keep_their_places_in_the_text() {
    let src = "target \"dg2\"\nfunc @a() {\nentry:\n  ret\n}\n; {\nsurface @s : untyped\n  func @b(%o: vec<8 x i32>) ; }\n{\nentry:\n  %v = gather @s[%o] align 4 : vec<8 x i32>\n  sink %v\n  ret\n}\n";
    let split = split_module(src, &ParseOptions::default()).unwrap();
    assert_eq!(split.names().collect::<Vec<_>>(), ["a", "b"]);
    assert_eq!(split.header().target.as_deref(), Some("dg2"));
    let b = split.parse_function(1).unwrap();
    assert_eq!(b.loc, Loc::new(8, 3));
    let gather = b.block(b.layout[0]).insts[0];
    assert_eq!(b.inst(gather).loc, Loc::new(11, 3));
    assert_eq!(
        format!("{:?}", parse_module(src).unwrap().functions[1]),
        format!("{b:?}")
    );
    assert!(split.parse_function(2).is_err());
}

/// A skipped function's end fixes where the next item is: its line, and its column in
/// characters, whether the skip crossed a line (the column counts from that line's start) or
/// not (from where the skip began), past non-ASCII text in comments and strings.
#[test]
fn split_functions_count_columns_in_characters() {
    let src = "func @a() { entry: ; é\n  ret }   func @b() {\nentry:\n  ret\n}\nfunc @c() { \"é\" } func @d() {\nentry:\n  ret\n}\n";
    let split = split_module(src, &ParseOptions::default()).unwrap();
    assert_eq!(split.names().collect::<Vec<_>>(), ["a", "b", "c", "d"]);
    assert_eq!(split.parse_function(0).unwrap().loc, Loc::new(1, 1));
    assert_eq!(split.parse_function(1).unwrap().loc, Loc::new(2, 11));
    assert_eq!(split.parse_function(3).unwrap().loc, Loc::new(6, 19));
}

/// A function's number-table bound comes from its own body: the braced length is measured to
/// the closing brace, past nested braces and a brace in a comment, and not to the end of the
/// text (a module parsed whole would otherwise give every early function a table as large as
/// the rest of the module).
#[test]
fn braced_len_stops_at_the_closing_brace() {
    use super::lexer::braced_len;
    let src = "func @a() {\nentry: ; } not the end\n  x { y }\n}\nfunc @b() {\n}\n";
    let open = src.find('{').unwrap();
    let close = src.find("}\nfunc").unwrap();
    assert_eq!(
        braced_len(src, open, src.len(), Loc::new(1, 11)),
        Some(close + 1 - open)
    );
    assert_eq!(braced_len("{ { }", 0, 5, Loc::new(1, 1)), None);
    // A function with a big number before a long rest of the module still resolves it (the
    // table's bound is 65,536 there, so `%1000000` is hashed).
    let mut m = String::from(
        "func @k(%p: i32) {\nentry:\n  %1000000 = add %p, %p : i32\n  sink %1000000\n  ret\n}\n",
    );
    m.push_str(&format!("; {}\n", "c".repeat(1 << 20)));
    let f = &parse_module(&m).unwrap().functions[0];
    assert_eq!(f.block(f.layout[0]).insts.len(), 3);
}

/// The skip that finds a function's end, a block of bytes at a time, against a byte-by-byte
/// reading of the same rules (braces nest; a `;` comment runs to the line's end and a string
/// to its quote or the line's end, and a brace in either does not count; columns count
/// characters), on random texts made of the pieces that matter, long plain runs (whole
/// blocks of the fast path) and non-ASCII text, from random starting points.
#[test]
fn skip_braced_reads_as_a_byte_by_byte_scan() {
    use super::lexer::Lexer;
    fn reference(src: &str, start: usize, loc: Loc) -> Option<(usize, Loc)> {
        let b = src.as_bytes();
        let (mut i, mut line, mut col, mut depth) = (start, loc.line, loc.col, 0u32);
        let step = |i: &mut usize, col: &mut u32| {
            if b[*i] & 0xC0 != 0x80 {
                *col += 1;
            }
            *i += 1;
        };
        while i < b.len() {
            match b[i] {
                b'\n' => (i, line, col) = (i + 1, line + 1, 1),
                b';' => {
                    while i < b.len() && b[i] != b'\n' {
                        step(&mut i, &mut col);
                    }
                }
                b'"' => {
                    step(&mut i, &mut col);
                    while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                        step(&mut i, &mut col);
                    }
                    if i < b.len() && b[i] == b'"' {
                        step(&mut i, &mut col);
                    }
                }
                c => {
                    step(&mut i, &mut col);
                    if c == b'{' {
                        depth += 1;
                    } else if c == b'}' {
                        depth = depth.checked_sub(1)?;
                        if depth == 0 {
                            return Some((i, Loc::new(line, col)));
                        }
                    }
                }
            }
        }
        None
    }
    const PIECES: &[&str] = &[
        "{",
        "{",
        "}",
        "}",
        "}",
        ";",
        "\"",
        "\n",
        "\n",
        " ",
        "é",
        "\u{2003}",
        "x",
        "  %12 = add %a, %b : vec<8 x i32>\n",
        "entry:\n",
    ];
    let mut rng = crate::rng::Rng::new(10);
    for _ in 0..3000 {
        let mut src = String::new();
        for _ in 0..rng.range(1, 40) {
            if rng.chance(1, 8) {
                src.push_str(&"abcdefgh".repeat(rng.range(1, 40) as usize));
            } else {
                let piece = rng.pick::<&str>(PIECES);
                src.push_str(piece);
            }
        }
        let starts: Vec<usize> = (0..=src.len())
            .filter(|&i| src.is_char_boundary(i))
            .collect();
        let start = *rng.pick(&starts);
        let loc = Loc::new(rng.range(1, 9) as u32, rng.range(1, 9) as u32);
        let mut lexer = Lexer::span(&src, start, src.len(), loc);
        let got = lexer.skip_braced().map(|()| (lexer.pos(), lexer.loc()));
        assert_eq!(got, reference(&src, start, loc), "{src:?} from {start}");
    }
}

/// The printed-type fast path reads what the token path reads: the same type or the same
/// error, and the parser in the same state after it (tokens, previous token, lexer error),
/// over random texts after `vec<` and `mask<` made of the pieces types are written with
/// (counts in and out of range, hex, floats, leading zeros, channel counts, spaces, tabs,
/// comments, line breaks, right and wrong element names, stray characters after the `>`).
#[test]
fn printed_types_read_as_the_tokens_do() {
    use super::items::printed_type;
    use super::lexer::Lexer;
    use super::state::{Parser, SurfaceIndex};
    const COUNTS: &[&str] = &[
        "1",
        "3",
        "4",
        "0",
        "5",
        "16",
        "4096",
        "4097",
        "007",
        "0x10",
        "3.5",
        "2e1",
        "99999999999",
    ];
    const PIECES: &[&str] = &[
        " x ", "x", " ", "  ", "\t", "i32", "f16", "i64", "i8", "i3", "f32x", "mask", ">", " >",
        "\n", ";c\n", "%v", ",", "<", "$", "é", "4", "1",
    ];
    const ELEMS: &[&str] = &["i8", "i16", "i32", "i64", "f16", "f32", "f64", "i33", "vec"];
    const AFTER: &[&str] = &["", " ", ", %a", "\n  %b = add", " ; c", "$", "\"s", "3x"];
    let mut rng = crate::rng::Rng::new(11);
    let pick =
        |rng: &mut crate::rng::Rng, xs: &[&'static str]| xs[rng.below(xs.len() as u64) as usize];
    let (mut fast, mut total) = (0, 0);
    let index = SurfaceIndex::default();
    for case in 0..30_000 {
        let kw = if case % 3 == 0 { "mask" } else { "vec" };
        let mut rest = String::new();
        if case % 2 == 0 {
            // The printed spelling, sometimes with one piece replaced.
            let mut parts = vec![pick(&mut rng, COUNTS)];
            if kw == "vec" {
                parts.push(" x ");
                if rng.below(2) == 0 {
                    parts.push(pick(&mut rng, COUNTS));
                    parts.push(" x ");
                }
                parts.push(pick(&mut rng, ELEMS));
            }
            parts.push(">");
            if rng.below(3) == 0 {
                let k = rng.below(parts.len() as u64) as usize;
                parts[k] = pick(&mut rng, PIECES);
            }
            rest.extend(parts);
        } else {
            for _ in 0..1 + rng.below(8) {
                let from = if rng.below(3) == 0 { COUNTS } else { PIECES };
                rest.push_str(pick(&mut rng, from));
            }
        }
        rest.push_str(pick(&mut rng, AFTER));
        let text = format!("{kw}<{rest}");
        let mut tokens = Parser::new(Lexer::new(&text), &index);
        let slow = tokens.ty_tokens("a type");
        let mut either = Parser::new(Lexer::new(&text), &index);
        let got = either.ty("a type");
        assert_eq!(got, slow, "{text:?}");
        assert_eq!(either.debug_state(), tokens.debug_state(), "{text:?}");
        if let Some((ty, _)) = printed_type(kw, rest.as_bytes()) {
            assert_eq!(got, Ok(ty), "{text:?}");
            fast += 1;
        }
        total += 1;
    }
    // Both paths are exercised.
    assert!(
        fast > total / 10 && fast < total - total / 10,
        "{fast} of {total}"
    );
}

/// The op table names exactly the IR's mnemonics (an op added to one and not the other would
/// parse as unknown, or be accepted without being listed in the messages).
#[test]
fn op_table_is_the_mnemonic_list() {
    use super::inst::{op_codes, Op};
    let codes = op_codes();
    assert_eq!(codes.len(), crate::ir::MNEMONICS.len());
    for m in crate::ir::MNEMONICS {
        match codes.get(m) {
            Some(Op::Binary(b)) => assert_eq!(b.name(), *m),
            Some(Op::Cast(c)) => assert_eq!(c.name(), *m),
            Some(_) => {}
            None => panic!("`{m}` is not in the op table"),
        }
    }
}
