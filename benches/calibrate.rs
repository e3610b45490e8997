//! `cargo bench --bench calibrate`: calibrates the cost model (passes/src/cost.rs) on
//! `GenX_IR`'s native code and prints the table that docs/COST-MODEL.md holds.
//!
//! Each constant comes from a pair of small probe kernels that differ by a known kind of vISA
//! instruction: one more send, a few more moves, a few more ALU ops, one more typed read. Both
//! are lowered by memlower (the default ABI: surfaces as binding-table indices), finalized by
//! `GenX_IR` for the target, and the difference in native instructions, less what the other
//! constants (already calibrated, in the table's order) account for, divided by the difference
//! in vISA instructions of the probe's kind, is the constant. The vISA differences are counted
//! from the emitted text, not assumed, so a lowering that changes a probe changes the count it
//! divides by.
//!
//! It installs `GenX_IR` with `scripts/ensure-deps.sh` if it is missing (as
//! `scripts/peers.sh` does) and panics if it still is. `CALIBRATE_WRITE=1` also writes the table
//! into docs/COST-MODEL.md (between its `<!-- calibration -->` markers); the test
//! `cost::tests::constants_match_the_calibration_table` then says whether passes/src/cost.rs
//! still agrees.

use memlower::ir::parse::parse_module;
use memlower::passes::target::Target;
use memlower_check::genx;
use memlower_check::genx_stats::GenxStats;
use memlower_check::visa_stats::VisaStats;
use std::collections::BTreeMap;

/// The calibrated targets, in the table's order.
const TARGETS: [&str; 2] = ["tgllp", "dg2"];

/// Surfaces and the 16-lane offsets every probe uses.
const HEAD: &str = "
surface @img : image2d<rgba, f32>
surface @d0 : untyped
surface @d1 : untyped

func @probe(%y: i32) {
entry:
  %lane = lane.index : vec<16 x i32>
  %two = const 2 : vec<16 x i32>
  %off = shl %lane, %two : vec<16 x i32>
";

/// An 8-lane RGBA read and its offsets (16 bytes a lane).
const RGBA: &str = "
  %u = lane.index : vec<8 x i32>
  %yv = splat %y : vec<8 x i32>
  %p = image.load @img[%u, %yv] channels rgba : vec<8 x 4 x f32>
  %four = const 4 : vec<8 x i32>
  %o16 = shl %u, %four : vec<8 x i32>
";

/// One probe: the constant it calibrates and the bodies of its two kernels.
struct Probe {
    constant: &'static str,
    /// What the variant adds, for the table.
    adds: &'static str,
    base: String,
    variant: String,
}

fn kernel(body: &str) -> String {
    format!("{HEAD}{body}  ret\n}}\n")
}

fn probes() -> Vec<Probe> {
    let store = "  scatter @d0[%off], %lane align 4\n";
    let red = "  %u = lane.index : vec<8 x i32>\n  %yv = splat %y : vec<8 x i32>\n  \
               %two8 = const 2 : vec<8 x i32>\n  %o8 = shl %u, %two8 : vec<8 x i32>\n  \
               %r = image.load @img[%u, %yv] channels r : vec<8 x f32>\n  \
               scatter @d0[%o8], %r align 4\n";
    vec![
        Probe {
            constant: "send",
            adds: "a second 16-lane dword scatter of the same data",
            base: kernel(store),
            variant: kernel(&format!("{store}  scatter @d1[%off], %lane align 4\n")),
        },
        Probe {
            constant: "move",
            adds: "an RGBA pixel's channels rotated (chan.extract, chan.pack) before its store",
            base: kernel(&format!("{RGBA}  scatter @d0[%o16], %p align 16\n")),
            variant: kernel(&format!(
                "{RGBA}  %r = chan.extract %p[0] : vec<8 x f32>\n  \
                 %g = chan.extract %p[1] : vec<8 x f32>\n  \
                 %b = chan.extract %p[2] : vec<8 x f32>\n  \
                 %a = chan.extract %p[3] : vec<8 x f32>\n  \
                 %q = chan.pack %g, %b, %a, %r : vec<8 x 4 x f32>\n  \
                 scatter @d0[%o16], %q align 16\n"
            )),
        },
        Probe {
            constant: "alu",
            adds: "three 16-lane dword ALU ops (add, xor, shl) on the stored data",
            base: kernel(store),
            variant: kernel(
                "  %x1 = add %lane, %off : vec<16 x i32>\n  %x2 = xor %x1, %lane : vec<16 x i32>\n  \
                 %x3 = shl %x2, %two : vec<16 x i32>\n  scatter @d0[%off], %x3 align 4\n",
            ),
        },
        Probe {
            constant: "typed_payload",
            adds: "a second 2D typed read (and its store) of the same V and LOD registers",
            base: kernel(red),
            variant: kernel(&format!(
                "{red}  %g = image.load @img[%u, %yv] channels g : vec<8 x f32>\n  \
                 scatter @d1[%o8], %g align 4\n"
            )),
        },
    ]
}

/// vISA and native figures of one probe kernel on `t`.
fn measure(text: &str, t: &Target) -> (VisaStats, GenxStats) {
    let m = parse_module(text).unwrap_or_else(|e| panic!("a probe does not parse: {e}\n{text}"));
    let out = memlower::compile(&m, t, &memlower::Options::default())
        .unwrap_or_else(|e| panic!("a probe does not compile for {}: {e}\n{text}", t.name));
    let visa = &out.kernels[0].visa;
    let run = genx::run(visa, t.platform).unwrap_or_else(|e| panic!("GenX_IR: {e}"));
    let asm = run
        .asm
        .as_deref()
        .unwrap_or_else(|| panic!("GenX_IR refused a probe: {}\n{visa}", run.diagnosis()));
    let native = GenxStats::from_asm(asm, t.grf_bytes).unwrap_or_else(|e| panic!("{e}"));
    (VisaStats::from_visa(visa), native)
}

/// vISA instructions of each kind: data messages, moves, ALU (everything else but `movs`,
/// which the binding-table ABI folds into the descriptor, and `ret`).
fn kinds(s: &VisaStats, visa_movs: u32) -> BTreeMap<&'static str, i64> {
    let messages = s.data_messages();
    let alu = s.instructions - messages - s.moves - visa_movs - 1;
    BTreeMap::from([
        ("send", i64::from(messages)),
        ("move", i64::from(s.moves)),
        ("alu", i64::from(alu)),
    ])
}

fn movs(text: &str, t: &Target) -> u32 {
    let m = parse_module(text).expect("parses");
    let out = memlower::compile(&m, t, &memlower::Options::default()).expect("compiles");
    out.kernels[0]
        .visa
        .lines()
        .filter(|l| l.trim_start().starts_with("movs "))
        .count() as u32
}

/// One row of the table.
struct Row {
    target: &'static str,
    constant: &'static str,
    adds: &'static str,
    native: i64,
    count: i64,
    others: i64,
    value: i64,
}

fn calibrate(t: &Target) -> Vec<Row> {
    let mut known: BTreeMap<&'static str, i64> = BTreeMap::new();
    let mut rows = Vec::new();
    for p in probes() {
        let (vb, nb) = measure(&p.base, t);
        let (vv, nv) = measure(&p.variant, t);
        let kb = kinds(&vb, movs(&p.base, t));
        let kv = kinds(&vv, movs(&p.variant, t));
        let native = i64::from(nv.instructions) - i64::from(nb.instructions);
        let delta = |k: &str| kv[k] - kb[k];
        // What the constants already calibrated account for.
        let others: i64 = known
            .iter()
            .filter(|(k, _)| **k != p.constant)
            .map(|(k, v)| delta(k) * v)
            .sum();
        // The typed probe's own count is its one extra typed read.
        let count = match p.constant {
            "typed_payload" => 1,
            c => delta(c),
        };
        assert!(
            count > 0,
            "{}: the {} probe adds no {} (lowering changed?)",
            t.name,
            p.constant,
            p.constant
        );
        let value = ((native - others) as f64 / count as f64).round() as i64;
        known.insert(p.constant, value);
        rows.push(Row {
            target: t.name,
            constant: p.constant,
            adds: p.adds,
            native,
            count,
            others,
            value,
        });
    }
    rows
}

fn render(rows: &[Row]) -> String {
    let mut s = String::from(
        "| target | constant | the probe's variant adds | Δ native | Δ of its kind | \
         Δ native of the others | value |\n|---|---|---|---|---|---|---|\n",
    );
    for r in rows {
        s.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} |\n",
            r.target, r.constant, r.adds, r.native, r.count, r.others, r.value
        ));
    }
    s
}

fn main() {
    genx::ensure().unwrap_or_else(|e| panic!("{e}"));
    let mut rows = Vec::new();
    for name in TARGETS {
        let t = Target::by_name(name).expect("a known target");
        rows.extend(calibrate(t));
    }
    let table = render(&rows);
    print!("{table}");
    if std::env::var("CALIBRATE_WRITE").is_ok_and(|v| v == "1") {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/COST-MODEL.md");
        let doc = std::fs::read_to_string(path).expect("docs/COST-MODEL.md is readable");
        let (start, end) = (
            doc.find("<!-- calibration -->")
                .expect("the doc has its calibration block"),
            doc.find("<!-- /calibration -->").expect("the block ends"),
        );
        let new = format!(
            "{}<!-- calibration -->\n{table}{}",
            &doc[..start],
            &doc[end..]
        );
        std::fs::write(path, new).expect("docs/COST-MODEL.md is writable");
        eprintln!("wrote {path}");
    }
}
