//! The report as JSON (`memlower lower --emit report-json`), in the versioned schema
//! `docs/report.schema.json` (format `memlower-report`, version [`JSON_VERSION`]).
//!
//! ```text
//!   { "format": "memlower-report", "version": 2, "kernels": [
//!       { "function": "copy", "target": "dg2", ..., "accesses": [
//!           { "index": 0, "at": "15:3", "text": "%v = gather @src : vec<16 x f32>", ...,
//!             "messages": [ { "message": "gather_scaled", "choice": "gather_scaled.4",
//!                             "exec": { "size": 16, "mask_offset": 0, "nomask": true }, ... } ] } ] } ] }
//! ```
//!
//! Written by hand (no serde): objects in a fixed key order, strings through [`escape`].

use super::{AccessReport, MessageUse, Native, Piece, Report, Totals};
use std::fmt::Write;

/// The schema version this writer follows; bumped when a field changes meaning or goes away,
/// and at 2 for the kernels' `native` figures (`--finalize`).
pub const JSON_VERSION: u32 = 1;

/// `s` as a JSON string literal, quotes included.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The JSON document of `reports` (one kernel each), ending in a newline.
pub fn to_json(reports: &[&Report]) -> String {
    let kernels: Vec<String> = reports.iter().map(|r| kernel(r)).collect();
    format!(
        "{{\"format\":\"memlower-report\",\"version\":{JSON_VERSION},\"kernels\":[{}]}}\n",
        kernels.join(",")
    )
}

fn opt<T>(v: Option<T>, f: impl FnOnce(T) -> String) -> String {
    v.map_or_else(|| "null".to_string(), f)
}

fn totals(t: &Totals) -> String {
    format!(
        "{{\"messages\":{},\"moves\":{},\"instructions\":{},\"grfs\":{},\"peak_grfs\":{},\"predicted_sends\":{}}}",
        t.messages, t.moves, t.instructions, t.grfs, t.peak_grfs, t.predicted_sends
    )
}

fn kernel(r: &Report) -> String {
    let accesses: Vec<String> = r
        .accesses
        .iter()
        .enumerate()
        .map(|(i, a)| access(i, a))
        .collect();
    let extensions: Vec<String> = r
        .extensions
        .iter()
        .map(|(e, n)| {
            format!(
                "{{\"name\":{},\"messages\":{n},\"summary\":{}}}",
                escape(&e.to_string()),
                escape(e.summary())
            )
        })
        .collect();
    // `native` only when the finalizer ran: a report without it reads as before.
    let native = r
        .native
        .as_ref()
        .map_or_else(String::new, |n| format!(",\"native\":{}", native(n)));
    format!(
        "{{\"function\":{},\"target\":{},\"grf_budget\":{},\"fits\":{},\"totals\":{},\"naive\":{},\"other_moves\":{},\"extensions\":[{}]{native},\"accesses\":[{}]}}",
        escape(&r.function),
        escape(&r.target),
        r.grf_budget,
        r.fits(),
        totals(&r.totals),
        opt(r.naive.as_ref(), totals),
        r.other_moves,
        extensions.join(","),
        accesses.join(",")
    )
}

fn native(n: &Native) -> String {
    format!(
        "{{\"platform\":{},\"sends\":{},\"data_sends\":{},\"spill_sends\":{},\"fill_sends\":{},\"instructions\":{},\"highest_grf\":{},\"spill_bytes\":{}}}",
        escape(n.platform),
        n.sends,
        n.data_sends,
        n.spill_sends,
        n.fill_sends,
        n.instructions,
        opt(n.highest_grf, |g| g.to_string()),
        n.spill_bytes
    )
}

fn list<T: ToString>(xs: impl IntoIterator<Item = T>, quote: bool) -> String {
    let items: Vec<String> = xs
        .into_iter()
        .map(|x| {
            if quote {
                escape(&x.to_string())
            } else {
                x.to_string()
            }
        })
        .collect();
    format!("[{}]", items.join(","))
}

fn access(index: usize, a: &AccessReport) -> String {
    let messages: Vec<String> = a.messages.iter().map(message).collect();
    let loc = if a.loc.is_known() {
        format!("{{\"line\":{},\"col\":{}}}", a.loc.line, a.loc.col)
    } else {
        "null".into()
    };
    format!(
        "{{\"index\":{index},\"inst\":{},\"loc\":{loc},\"at\":{},\"text\":{},\"op\":{},\"surface\":{},\"type\":{},\"moves\":{},\"sends\":{},\"changes\":{},\"merged_into\":{},\"carries\":{},\"became\":{},\"messages\":[{}]}}",
        a.inst.0,
        escape(&a.at()),
        escape(&a.text),
        escape(a.op),
        escape(&a.surface),
        opt(a.ty, |t| escape(&t.to_string())),
        a.moves,
        a.sends(),
        list(a.changes.iter().map(|c| c.name()), true),
        opt(a.merged_into, |e| e.to_string()),
        list(&a.carries, false),
        list(&a.became, true),
        messages.join(",")
    )
}

fn piece(p: &Piece) -> String {
    format!(
        "{{\"lanes\":{{\"start\":{},\"end\":{}}},\"padding\":{},\"byte_offset\":{},\"bytes\":{},\"channels\":{}}}",
        p.lanes.0,
        p.lanes.1,
        p.padding,
        opt(p.byte_offset, |o| o.to_string()),
        p.bytes,
        opt(p.channels, |(a, b)| format!("{{\"first\":{a},\"end\":{b}}}"))
    )
}

fn message(m: &MessageUse) -> String {
    let pred = m.pred.as_ref().map(|p| match p.strip_prefix('!') {
        Some(name) => (name, true),
        None => (p.as_str(), false),
    });
    let channels = (m.choice.channels.count() > 0).then(|| m.choice.channels.to_string());
    format!(
        "{{\"message\":{},\"choice\":{},\"blocks\":{},\"channel_mask\":{},\"exec\":{{\"size\":{},\"mask_offset\":{},\"nomask\":{}}},\"exec_text\":{},\"predicate\":{},\"surface\":{},\"extensions\":{},\"piece\":{},\"reason\":{}}}",
        escape(m.choice.msg.mnemonic()),
        escape(&m.choice.to_string()),
        m.choice.blocks,
        opt(channels, |c: String| escape(&c)),
        m.exec.size,
        m.exec.offset,
        m.exec.nomask,
        escape(&m.exec.to_string()),
        opt(pred, |(n, neg)| format!("{{\"name\":{},\"negate\":{neg}}}", escape(n))),
        escape(&m.surface),
        list(m.extensions.iter().map(|e| e.to_string()), true),
        opt(m.piece.as_ref(), piece),
        escape(&m.reason)
    )
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn strings_are_escaped() {
        assert_eq!(escape("a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"");
    }
}
