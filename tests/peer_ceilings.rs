//! Pins memlower's native code on the peer kernels, lowered with the ABI IGC's kernels have
//! (binding-table surfaces, the lane id as an input: `run::PeerAbi::IGC`, what the peer bench
//! compares): for each kernel of `peers/`, on tgllp and dg2, at 16 and 32 lanes, GenX_IR's native instruction count, highest GRF and write-after-read
//! `sync.nop`s (`$N.src` waits) may not rise above the ceilings committed in
//! `tests/data/peer_ceilings.txt`.
//!
//! ```text
//!   peers/K.mir ─widen(16|32)─▶ session (tgllp|dg2) ─▶ vISA ─GenX_IR─▶ native ─▶ figures
//!                                                                         ≤ ceiling row
//! ```
//!
//! GenX_IR is deterministic, so this is a measurement, not a timing. A lower figure passes (and
//! is listed, so the ceiling can be lowered with it); raising a ceiling needs a reason in the
//! commit. `MEMLOWER_WRITE_CEILINGS=1 cargo test --test peer_ceilings` rewrites the file with
//! today's figures, for review. GenX_IR comes from `scripts/ensure-deps.sh`; the test fails if
//! it cannot be had.

use memlower::passes::target::Target;
use memlower::peer::{self, run, PLATFORMS, WIDTHS};
use memlower_check::genx;
use memlower_check::genx_stats::GenxStats;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// One kernel's figures on one platform at one width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Figures {
    native: u32,
    grf: u32,
    war_syncs: u32,
}

type Key = (String, String, u32);

fn ceilings_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/peer_ceilings.txt")
}

/// `kernel platform width native grf war_syncs` per line; `#` comments.
fn read_ceilings(text: &str) -> BTreeMap<Key, Figures> {
    let mut out = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let num = |i: usize| -> u32 {
            f.get(i)
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("peer_ceilings.txt line {}: `{line}`", n + 1))
        };
        assert_eq!(f.len(), 6, "peer_ceilings.txt line {}: `{line}`", n + 1);
        let key = (f[0].to_string(), f[1].to_string(), num(2));
        let figs = Figures {
            native: num(3),
            grf: num(4),
            war_syncs: num(5),
        };
        assert!(
            out.insert(key, figs).is_none(),
            "peer_ceilings.txt line {}: repeated row",
            n + 1
        );
    }
    out
}

/// The write-after-read waits: `sync.nop`s on a message's sources (`$N.src`).
fn war_syncs(asm: &str) -> u32 {
    asm.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .filter(|l| l.contains("sync.nop") && l.contains(".src"))
        .count() as u32
}

fn measure() -> BTreeMap<Key, Figures> {
    run::ensure_tools().unwrap_or_else(|e| panic!("GenX_IR is needed: {e}"));
    let ks = peer::read_suite(&peer::suite_dir()).unwrap_or_else(|e| panic!("{e}"));
    let mut out = BTreeMap::new();
    for k in &ks {
        for p in &PLATFORMS {
            let t = Target::by_name(p.target).expect("peer platform is a target");
            for &w in &WIDTHS {
                let what = format!("{} on {} at {w} lanes", k.name, p.target);
                let visa = run::memlower_visa(k, t, w, (false, run::PeerAbi::IGC))
                    .unwrap_or_else(|e| panic!("{what}: memlower: {e}"));
                let r = genx::run(&visa, t.platform).unwrap_or_else(|e| panic!("{what}: {e}"));
                let asm = r
                    .asm
                    .as_deref()
                    .unwrap_or_else(|| panic!("{what}: GenX_IR: {}", r.diagnosis()));
                let s =
                    GenxStats::from_asm(asm, t.grf_bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
                let figs = Figures {
                    native: s.instructions,
                    grf: s.highest_grf.unwrap_or(0),
                    war_syncs: war_syncs(asm),
                };
                out.insert((k.name.clone(), p.target.to_string(), w), figs);
            }
        }
    }
    out
}

fn render(rows: &BTreeMap<Key, Figures>) -> String {
    let mut s = String::from(
        "# Native-code ceilings of the peer kernels (tests/peer_ceilings.rs), lowered with the ABI\n\
         # IGC's kernels have (binding-table surfaces, lane ids as an input): GenX_IR's native\n\
         # instructions, highest GRF and write-after-read sync.nops per kernel, platform and width.\n\
         # A figure may fall below its ceiling; raising one needs a reason in the commit.\n\
         # kernel platform width native grf war_syncs\n",
    );
    for ((k, p, w), f) in rows {
        s.push_str(&format!(
            "{k} {p} {w} {} {} {}\n",
            f.native, f.grf, f.war_syncs
        ));
    }
    s
}

#[test]
fn peer_kernels_stay_at_or_below_their_native_ceilings() {
    let now = measure();
    if std::env::var_os("MEMLOWER_WRITE_CEILINGS").is_some() {
        std::fs::write(ceilings_path(), render(&now)).expect("write the ceilings");
        return;
    }
    let text = std::fs::read_to_string(ceilings_path()).expect("tests/data/peer_ceilings.txt");
    let ceil = read_ceilings(&text);
    let mut over = Vec::new();
    let mut under = Vec::new();
    for (key, f) in &now {
        let Some(c) = ceil.get(key) else {
            over.push(format!("{key:?}: no ceiling row"));
            continue;
        };
        for (name, got, max) in [
            ("native", f.native, c.native),
            ("grf", f.grf, c.grf),
            ("war_syncs", f.war_syncs, c.war_syncs),
        ] {
            if got > max {
                over.push(format!("{key:?}: {name} {got} > ceiling {max}"));
            } else if got < max {
                under.push(format!("{key:?}: {name} {got} < ceiling {max}"));
            }
        }
    }
    for key in ceil.keys() {
        assert!(now.contains_key(key), "ceiling row {key:?} has no kernel");
    }
    if !under.is_empty() {
        eprintln!("below their ceilings (lower them):\n{}", under.join("\n"));
    }
    assert!(over.is_empty(), "over the ceilings:\n{}", over.join("\n"));
    let total = |pick: fn(&Figures) -> u32| now.values().map(pick).sum::<u32>();
    eprintln!(
        "{} rows: native {}, highest GRF summed {}, war syncs {}",
        now.len(),
        total(|f| f.native),
        total(|f| f.grf),
        total(|f| f.war_syncs)
    );
}

#[test]
fn the_war_sync_count_reads_source_waits_only() {
    let asm = "\
        sync.nop                             null                             {Compacted,$0.src}     // $42
        sync.nop                             null                             {Compacted,F@1}        // $50
// sync.nop {$3.src} in a comment
(W)     add (16|M0)   r3.0<1>:ud    r3.0<8;8,1>:ud    0x4:uw              {$0.src}        // $17
";
    // Only the `sync.nop` waiting for a message's sources counts; a wait carried by the write
    // itself (`add ... {$0.src}`) costs no instruction.
    assert_eq!(war_syncs(asm), 1);
}
