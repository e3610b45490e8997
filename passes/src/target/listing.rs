//! The text printed by `memlower targets`: [`targets_table`], the exec sizes per target and
//! message, each rule with its reason, the extensions and the 64-bit ALU.

use super::extension::Extension;
use super::gpu::TARGETS;
use super::rules::{ChannelRule, MessageRules};
use memlower_ir::Message;

fn list(xs: &[u32]) -> String {
    xs.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The text printed by `memlower targets`: one row per target and a section per message with
/// the reason for every rule.
pub fn targets_table() -> String {
    let mut rows: Vec<[String; 9]> = vec![[
        "target".into(),
        "platform".into(),
        "GRF".into(),
        "GRFs".into(),
        "gather_scaled".into(),
        "scatter_scaled".into(),
        "scatter4_scaled".into(),
        "qw_scatter".into(),
        "gather4_typed".into(),
    ]];
    for t in TARGETS {
        let exec = |m: Message| {
            let r = t.rules(m);
            if r.available {
                list(r.exec_sizes)
            } else {
                "-".into()
            }
        };
        rows.push([
            t.name.into(),
            t.platform.into(),
            format!("{}B", t.grf_bytes),
            match t.large_grf_count {
                Some(l) => format!("{}/{l}", t.grf_count),
                None => t.grf_count.to_string(),
            },
            exec(Message::GatherScaled),
            exec(Message::ScatterScaled),
            exec(Message::Scatter4Scaled),
            exec(Message::QwScatter),
            exec(Message::Gather4Typed),
        ]);
    }
    let mut widths = [0usize; 9];
    for r in &rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.len());
        }
    }
    let mut out =
        String::from("exec sizes per message, spec-strict (\"-\": the target lacks it)\n\n");
    for r in &rows {
        let cells: Vec<String> = r
            .iter()
            .zip(widths)
            .map(|(c, w)| format!("{c:w$}"))
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out.push_str("\nrules (where the spec and the finalizer differ, the stricter one):\n");
    for msg in Message::ALL {
        let mut seen: Vec<&MessageRules> = Vec::new();
        for t in TARGETS {
            let r = t.rules(msg);
            if seen.contains(&r) {
                continue;
            }
            seen.push(r);
            let on: Vec<&str> = TARGETS
                .iter()
                .filter(|u| u.rules(msg) == r)
                .map(|u| u.name)
                .collect();
            let on = if on.len() == TARGETS.len() {
                "all targets".to_string()
            } else {
                on.join(" ")
            };
            let head = if seen.len() == 1 { msg.mnemonic() } else { "" };
            let shape = if !r.available {
                "not available".to_string()
            } else if r.blocks.is_empty() {
                let ch = match r.channels {
                    ChannelRule::FirstChannels => "channels r, rg, rgb, rgba",
                    ChannelRule::SubsetOfImage => {
                        "channels: a subset of the image's the spec lists (not rga, rba)"
                    }
                    _ => "channels: any subset of the image's",
                };
                format!("exec {}; {ch}", list(r.exec_sizes))
            } else {
                let b: Vec<String> = r.blocks.iter().map(|b| b.to_string()).collect();
                format!("exec {}; blocks {}", list(r.exec_sizes), b.join(","))
            };
            let align = if r.available && r.min_align > 1 {
                format!("; align >= {}", r.min_align)
            } else {
                String::new()
            };
            out.push_str(&format!("  {head:<16} {on}: {shape}{align}\n"));
            out.push_str(&format!("  {:<16}   ({})\n", "", r.why));
        }
    }
    out.push_str(
        "\nextensions (outside the spec; off unless enabled, as in --target pvc+typed-simd16):\n",
    );
    for e in Extension::ALL {
        let on: Vec<&str> = TARGETS
            .iter()
            .filter(|t| t.extensions.contains(e))
            .map(|t| t.name)
            .collect();
        let on = if on.len() == TARGETS.len() {
            "all targets".to_string()
        } else {
            on.join(" ")
        };
        out.push_str(&format!("  {:<20} {on}: {}\n", e.name(), e.summary()));
    }
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    out.push_str(
        "\n64-bit ALU (int64 / fp64; without int64 the lowering computes i64 add, sub, logic, \
         compares and constant shifts in 32-bit halves and refuses the rest; without fp64 \
         soft-f64 computes f64 arithmetic, compares and conversions (but from or to i64 and \
         f16) in 32-bit integer ops):\n",
    );
    for t in TARGETS {
        out.push_str(&format!(
            "  {:<16} {} / {}\n",
            t.name,
            yes_no(t.int64),
            yes_no(t.fp64)
        ));
    }
    out.push_str(&format!(
        "  {:<16}   (IGC visa/HWCaps.inc noInt64()/noFP64(); the finalizer emits q/df code there anyway)\n",
        ""
    ));
    out
}
