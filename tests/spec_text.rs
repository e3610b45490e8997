//! Every message line memlower emits has the form of its specification's Text section, with
//! only what the specification allows in each field, for every example on every target
//! (spec-strict, the default):
//!
//! ```text
//!   [(<P>)] gather_scaled.<1|2|4>    (<emask>, <exec>) <surface> <offset> <element_offset> <dst>
//!   [(<P>)] scatter_scaled.<1|2|4>   (<emask>, <exec>) <surface> <offset> <element_offset> <src>
//!   [(<P>)] scatter4_scaled.<ch>     (<emask>, <exec>) <surface> <offset> <element_offset> <src>
//!   [(<P>)] qw_scatter.1             (<emask>, <exec>) <surface> <offset> <src>
//!   [(<P>)] gather4_typed.<ch>       (<emask>, <exec>) <surface> <u> <v> <r> <lod> <dst>
//! ```
//!
//! The checks are written from the specifications, not from the emitter: exec sizes each
//! message lists (memlower emits at most 16: the finalizer mis-encodes 32), the channel strings
//! the typed Text lists (upper case, RGBA order, 13 of them), `%null` only for the typed V and R
//! offsets, global offsets of type UD, execution masks `M1`..`M8` with or without `_NM`.

mod lowering_common;

use lowering_common::{examples, legalise, TARGETS};
use memlower::ir::parse::parse_module;
use memlower::lowering::{lower_module, LowerOptions};
use memlower::passes::target::Target;

/// The 13 channel strings GATHER4_TYPED's Text lists.
const TYPED_CHANNELS: [&str; 13] = [
    "R", "G", "B", "A", "RG", "RB", "RA", "RGB", "RGBA", "GB", "GA", "GBA", "BA",
];

/// A raw operand `<var>.<byte offset>`, or `%null.0` when `null_ok`.
fn raw(tok: &str, null_ok: bool) -> Result<(), String> {
    if tok == "%null.0" {
        return if null_ok {
            Ok(())
        } else {
            Err(format!("`{tok}` where the spec allows no null variable"))
        };
    }
    let (var, off) = tok
        .rsplit_once('.')
        .ok_or_else(|| format!("`{tok}` is not <var>.<offset>"))?;
    let ident = !var.is_empty()
        && var.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !var.starts_with(|c: char| c.is_ascii_digit());
    if !ident || off.parse::<u32>().is_err() {
        return Err(format!("`{tok}` is not <var>.<offset>"));
    }
    Ok(())
}

/// A scalar global offset of type UD: an immediate `0x..:ud` or a `<0;1,0>` region.
fn global_offset(tok: &str) -> Result<(), String> {
    if let Some(hex) = tok.strip_suffix(":ud") {
        let ok = hex
            .strip_prefix("0x")
            .is_some_and(|h| u32::from_str_radix(h, 16).is_ok());
        return if ok {
            Ok(())
        } else {
            Err(format!("global offset `{tok}`"))
        };
    }
    if tok.ends_with("<0;1,0>") && tok.contains('(') {
        return Ok(());
    }
    Err(format!(
        "global offset `{tok}` is not a UD immediate or scalar region"
    ))
}

/// Checks one message line; `Ok(false)` if the line is not a message.
fn check_line(line: &str) -> Result<bool, String> {
    let code = line.split("//").next().unwrap_or("").trim();
    let mut toks: Vec<&str> = code.split_whitespace().collect();
    if toks
        .first()
        .is_some_and(|t| t.starts_with('(') && t.ends_with(')'))
    {
        let p = toks.remove(0);
        let name = p.trim_start_matches('(').trim_end_matches(')');
        let name = name.strip_prefix('!').unwrap_or(name);
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!("predicate `{p}`"));
        }
    }
    let Some(op) = toks.first().copied() else {
        return Ok(false);
    };
    let Some((mnemonic, suffix)) = op.split_once('.') else {
        return Ok(false);
    };
    // The exec sizes allowed, and the operands after the surface.
    let (execs, operands): (&[u32], usize) = match mnemonic {
        // Spec 1..32; memlower stays at or below 16.
        "gather_scaled" | "scatter_scaled" => {
            if !["1", "2", "4"].contains(&suffix) {
                return Err(format!("num_blocks `{suffix}`"));
            }
            (&[1, 2, 4, 8, 16], 3)
        }
        "scatter4_scaled" => {
            // Channels in RGBA order, upper case, non-empty.
            let ok = !suffix.is_empty()
                && suffix.chars().all(|c| "RGBA".contains(c))
                && suffix
                    .chars()
                    .zip(suffix.chars().skip(1))
                    .all(|(a, b)| "RGBA".find(a) < "RGBA".find(b));
            if !ok {
                return Err(format!("channels `{suffix}`"));
            }
            (&[8, 16], 3)
        }
        "qw_scatter" => {
            if suffix != "1" {
                return Err(format!("num_blocks `{suffix}`"));
            }
            (&[1, 2, 4, 8, 16], 2)
        }
        "gather4_typed" => {
            if !TYPED_CHANNELS.contains(&suffix) {
                return Err(format!("channels `{suffix}` are not among the 13 listed"));
            }
            (&[8], 5)
        }
        _ => return Ok(false),
    };
    // `(Mk[_NM],` `N)`.
    let (Some(mask), Some(size)) = (toks.get(1), toks.get(2)) else {
        return Err("no execution size".into());
    };
    let mask = mask
        .strip_prefix('(')
        .and_then(|m| m.strip_suffix(','))
        .ok_or_else(|| format!("emask `{mask}`"))?;
    let k = mask.strip_suffix("_NM").unwrap_or(mask);
    let k: u32 = k
        .strip_prefix('M')
        .and_then(|k| k.parse().ok())
        .ok_or_else(|| format!("emask `{mask}`"))?;
    if !(1..=8).contains(&k) {
        return Err(format!("emask `{mask}`"));
    }
    let n: u32 = size
        .strip_suffix(')')
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("exec size `{size}`"))?;
    if !execs.contains(&n) {
        return Err(format!("exec size {n} of {mnemonic}"));
    }
    // The emask offset 4(k-1) is aligned to the exec size and inside the 32 channels
    // (execution model).
    let offset = 4 * (k - 1);
    if !offset.is_multiple_of(n) || offset + n > 32 {
        return Err(format!("emask {mask} does not fit exec size {n}"));
    }
    let ops = &toks[3..];
    if ops.len() != 1 + operands {
        return Err(format!(
            "{} operands, the Text has {}",
            ops.len(),
            1 + operands
        ));
    }
    let surface = ops[0];
    match mnemonic {
        "gather4_typed" => {
            if surface.starts_with('%') {
                return Err(format!(
                    "typed surface `{surface}` (T0 and T5 are not allowed)"
                ));
            }
            raw(ops[1], false)?; // U
            raw(ops[2], true)?; // V: null for a 1D surface
            raw(ops[3], true)?; // R: null for 1D and 2D surfaces
            if ops[2] == "%null.0" && ops[3] != "%null.0" {
                return Err("R without V".into());
            }
            raw(ops[4], false)?; // LOD: not an offset, no null
            raw(ops[5], false)?;
        }
        "qw_scatter" => {
            raw(ops[1], false)?;
            raw(ops[2], false)?;
        }
        _ => {
            global_offset(ops[1])?;
            raw(ops[2], false)?;
            raw(ops[3], false)?;
        }
    }
    Ok(true)
}

#[test]
fn every_emitted_message_has_its_spec_text_form() {
    let mut messages = 0;
    for (name, src) in examples() {
        for tname in TARGETS {
            let t = Target::by_name(tname).expect("known");
            let mut m = parse_module(&src).expect("parses");
            legalise(&mut m, t);
            let l = lower_module(&m, t, &LowerOptions::default()).expect("lowers");
            for f in &l.functions {
                for line in f.visa.lines() {
                    match check_line(line) {
                        Ok(true) => messages += 1,
                        Ok(false) => {}
                        Err(e) => panic!("{name} on {tname}: {e}\n  {line}"),
                    }
                }
            }
        }
    }
    assert!(messages > 200, "{messages}");
}

/// The checker itself refuses what the specifications do not allow (so the test above can
/// fail).
#[test]
fn the_text_checker_refuses_forms_outside_the_spec() {
    let ok = [
        "(p_m) gather_scaled.4 (M1_NM, 16) s_src v_base(0,0)<0;1,0> v_off.0 v_v.0  // line 3:3",
        "scatter4_scaled.RGBA (M5_NM, 16) s_out 0x0:ud v_off.0 v_sum.0",
        "(!p) qw_scatter.1 (M1_NM, 8) %slm v_off.0 v_q.0",
        "gather4_typed.GBA (M1_NM, 8) s_img v_u.0 %null.0 %null.0 lod0.0 v_px.0",
    ];
    for l in ok {
        assert_eq!(check_line(l), Ok(true), "{l}");
    }
    let bad = [
        // exec 32 (mis-encoded), typed exec 16 (extension), scatter4 exec 4 (not in its list)
        "gather_scaled.4 (M1_NM, 32) s_src 0x0:ud v_off.0 v_v.0",
        "gather4_typed.R (M1_NM, 16) s_img v_u.0 v_v.0 %null.0 lod0.0 v_px.0",
        "scatter4_scaled.RG (M1_NM, 4) s_out 0x0:ud v_off.0 v_d.0",
        // blocks 8, qw blocks 2
        "gather_scaled.8 (M1_NM, 16) s_src 0x0:ud v_off.0 v_v.0",
        "qw_scatter.2 (M1_NM, 8) s_out v_off.0 v_q.0",
        // channel strings: lower case, out of order, unlisted (RGA)
        "gather4_typed.rgba (M1_NM, 8) s_img v_u.0 %null.0 %null.0 lod0.0 v_px.0",
        "scatter4_scaled.GR (M1_NM, 8) s_out 0x0:ud v_off.0 v_d.0",
        "gather4_typed.RGA (M1_NM, 8) s_img v_u.0 v_v.0 %null.0 lod0.0 v_px.0",
        // a null LOD, a null U, R without V, typed on SLM
        "gather4_typed.R (M1_NM, 8) s_img v_u.0 v_v.0 %null.0 %null.0 v_px.0",
        "gather4_typed.R (M1_NM, 8) s_img %null.0 v_v.0 %null.0 lod0.0 v_px.0",
        "gather4_typed.R (M1_NM, 8) s_img v_u.0 %null.0 v_r.0 lod0.0 v_px.0",
        "gather4_typed.R (M1_NM, 8) %slm v_u.0 %null.0 %null.0 lod0.0 v_px.0",
        // a global offset of type d, a missing operand, an emask past M8, a misaligned emask
        "scatter_scaled.4 (M1_NM, 16) s_out 0x0:d v_off.0 v_d.0",
        "gather_scaled.4 (M3_NM, 16) s_src 0x0:ud v_off.0 v_v.0",
        "scatter_scaled.4 (M1_NM, 16) s_out v_off.0 v_d.0",
        "scatter_scaled.4 (M9_NM, 16) s_out 0x0:ud v_off.0 v_d.0",
    ];
    for l in bad {
        assert!(check_line(l).is_err(), "accepted: {l}");
    }
}
