//! Why a native instruction is there: each instruction of GenX_IR's native listing in exactly
//! one of six causes, read from its operands and the sends after it (issue 28's breakdown).
//!
//! ```text
//!  (W) send.dc0 (16|M0) r7 r5 null 0x0 0x04210901 {@1,$0} // ... ─▶ send
//!      sync.nop null {Compacted,$1.src}                         ─▶ sync
//!  (W) add (1|M0)  a0.0<1>:ud r2.1<0;1,0>:ud 0x4210900:ud       ─▶ descriptor
//!  (W) mov (8|M0)  r1.8<1>:w  0x76543210:v                      ─▶ lane id
//!  (W) add (8|M0)  r4.0<1>:ud r3.0<8;8,1>:ud 0x8:uw             ─▶ lane id (extends r3 by 8 lanes)
//!  (W) mov (8|M0)  r25.0<1>:f r22.0<8;8,1>:f                    ─▶ payload (a later send reads r25)
//!  (W) shl (16|M0) r6.0<1>:ud r4.0<8;8,1>:ud 0x2:uw             ─▶ ALU
//! ```
//!
//! The rules, first match wins:
//! 1. **send**: `send`, `sends`, `sendc`, `sendsc`, end of thread and fences included.
//! 2. **sync**: `sync.*` (`sync.nop`, `sync.allwr`, ...): scoreboard waits.
//! 3. **descriptor**: an instruction writing an address register (`a0.*`): the descriptor or
//!    extended descriptor of an indirect send (`add a0.0` of a surface input).
//! 4. **lane id**: an instruction building lane indices from nothing but constants: a `mov` of a
//!    packed vector immediate (`:v`, `:uv`, `:vf`); a `mov` or `add` whose register sources all
//!    hold such lane constants; and an `add` of an immediate to lane-derived data (a register
//!    any lane-id instruction wrote, or one computed from one) whose destination starts where
//!    its source region ends: the upper lanes of an index vector from its lower lanes
//!    (`add (8) r4 = r3 + 8`). `base + lane` (the global id) is ALU, as it is for IGC, which reads
//!    the hardware's local ids.
//! 5. **payload**: a `mov` whose destination a later send reads as its payload or extended
//!    payload before anything else writes those bytes (the EOT header copy included).
//! 6. **ALU**: everything else (arithmetic, compares, `sel`, `nop`, `cr0` setup, ...).
//!
//! The send payload lengths come from the descriptor (an immediate, or the last immediate
//! written to `a0.0`) and from the extended descriptor or an explicit `rN:len`, as
//! `memlower_check::genx_stats` reads them. Register bytes are tracked per byte, so a vector
//! in `r1.8<1>:w` and a scalar in `r1.0:ud` are told apart.

use memlower_check::genx_stats::{grf_base, is_send, split_inst, type_bytes, Inst};
use std::collections::HashMap;
use std::fmt::Write;

/// One cause of a native instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cause {
    /// A send (data, fence, end of thread).
    Send,
    /// A write of an address register (a send's indirect descriptor).
    Descriptor,
    /// Building lane indices from constants.
    LaneId,
    /// A `sync.*` scoreboard wait.
    Sync,
    /// A `mov` into a later send's payload registers.
    Payload,
    /// Everything else.
    Alu,
}

/// Every cause, in the order the tables print them.
pub const CAUSES: [Cause; 6] = [
    Cause::Send,
    Cause::Descriptor,
    Cause::LaneId,
    Cause::Sync,
    Cause::Payload,
    Cause::Alu,
];

impl Cause {
    /// The short name the tables print.
    pub fn name(self) -> &'static str {
        match self {
            Cause::Send => "sends",
            Cause::Descriptor => "desc",
            Cause::LaneId => "lane id",
            Cause::Sync => "sync",
            Cause::Payload => "payload",
            Cause::Alu => "ALU",
        }
    }
}

/// How many native instructions each cause accounts for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Causes(pub [u32; 6]);

impl Causes {
    /// The count of one cause.
    pub fn get(&self, c: Cause) -> u32 {
        self.0[c as usize]
    }

    /// Every instruction counted.
    pub fn total(&self) -> u32 {
        self.0.iter().sum()
    }

    /// Adds another breakdown to this one.
    pub fn add(&mut self, o: &Causes) {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a += b;
        }
    }

    /// `s/d/l/y/p/a`: the six counts in [`CAUSES`] order.
    pub fn cell(&self) -> String {
        let mut s = String::new();
        for (k, n) in self.0.iter().enumerate() {
            let _ = write!(s, "{}{n}", if k > 0 { "/" } else { "" });
        }
        s
    }
}

fn hex(t: &str) -> Option<u64> {
    let t = t.split(':').next()?;
    u64::from_str_radix(t.strip_prefix("0x")?, 16).ok()
}

/// A packed vector immediate (`0x76543210:v`, `:uv`, `:vf`).
fn packed_immediate(op: &str) -> bool {
    op.ends_with(":v") || op.ends_with(":uv") || op.ends_with(":vf")
}

/// An immediate (not a register, flag, accumulator or `null`).
fn immediate(op: &str) -> bool {
    op.starts_with(|c: char| c.is_ascii_digit() || c == '-')
}

/// The bytes a GRF operand touches for `exec` elements (`r3.0<8;8,1>:ud`), or `None` if it is
/// not a direct GRF operand.
fn grf_bytes(op: &str, exec: u32, grf: u32) -> Option<Vec<u32>> {
    let (n, sub, rest) = grf_base(op)?;
    let (region, ty) = rest.split_once(':').unwrap_or((rest, "ud"));
    let size = type_bytes(ty).unwrap_or(4);
    let nums: Vec<u32> = region
        .strip_prefix('<')
        .and_then(|r| r.strip_suffix('>'))
        .map(|r| r.split([';', ',']).filter_map(|x| x.parse().ok()).collect())
        .unwrap_or_else(|| vec![1]);
    // Element i at row i / w, column i % w: (row * v + column * h) elements from the start.
    let (v, w, h) = match nums[..] {
        [h] => (h, 1, 0),
        [v, h] => (if h > 0 { h } else { v }, 1, 0),
        [v, w, h] if w > 0 => (v, w, h),
        _ => (1, 1, 0),
    };
    let start = n * grf + sub * size;
    let mut bytes = Vec::new();
    for i in 0..exec.max(1) {
        let e = start + ((i / w) * v + (i % w) * h) * size;
        bytes.extend(e..e + size);
    }
    bytes.sort_unstable();
    bytes.dedup();
    Some(bytes)
}

/// A send's register operand (`r8`, `r27:2`) with `len` GRFs (the explicit length wins).
fn send_bytes(op: &str, len: u32, grf: u32) -> Vec<u32> {
    let (reg, explicit) = match op.split_once(':') {
        Some((r, l)) => (r, l.parse().ok()),
        None => (op, None),
    };
    let Some(n) = reg.strip_prefix('r').and_then(|n| n.parse::<u32>().ok()) else {
        return Vec::new();
    };
    let len = explicit.unwrap_or(len).max(1);
    (n * grf..(n + len) * grf).collect()
}

/// What the classifier knows about one instruction.
struct Facts {
    dst: Vec<u32>,
    srcs: Vec<Vec<u32>>,
    /// Payload bytes read, for a send.
    payload: Vec<u32>,
}

fn facts(i: &Inst, a0: &mut Option<u64>, grf: u32) -> Facts {
    let mut f = Facts {
        dst: Vec::new(),
        srcs: Vec::new(),
        payload: Vec::new(),
    };
    if is_send(i.opcode) {
        let (src0, src1, ex, desc) = match i.operands[..] {
            [_, a, b, ex, desc] => (a, Some(b), ex, desc),
            [_, a, ex, desc] => (a, None, ex, desc),
            _ => return f,
        };
        let desc = if desc.starts_with("a0.") {
            a0.unwrap_or(0)
        } else {
            hex(desc).unwrap_or(0)
        };
        let mlen = ((desc >> 25) & 0xF) as u32;
        f.payload = send_bytes(src0, mlen, grf);
        if let Some(s1) = src1 {
            let xlen = hex(ex).map_or(0, |e| ((e >> 6) & 0x1F) as u32);
            f.payload.extend(send_bytes(s1, xlen, grf));
        }
        let rlen = ((desc >> 20) & 0x1F) as u32;
        if let Some(d) = i.operands.first() {
            f.dst = send_bytes(d, rlen, grf);
        }
        return f;
    }
    let Some((dst, srcs)) = i.operands.split_first() else {
        return f;
    };
    if dst.starts_with("a0.") {
        if let Some(v) = srcs.iter().find_map(|o| hex(o)) {
            *a0 = Some(v);
        }
    }
    f.dst = grf_bytes(dst, i.exec, grf).unwrap_or_default();
    f.srcs = srcs
        .iter()
        .filter_map(|o| grf_bytes(o, i.exec, grf))
        .collect();
    f
}

/// What the bytes of a register hold, for the lane-id rule.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Held {
    /// Lane indices built from constants only.
    Lanes,
    /// Data computed from lane indices and something else (`base + lane`).
    Derived,
}

/// The cause of every instruction of `lines` (instruction lines of one kernel body, in order;
/// labels and comments are skipped), for a target with `grf`-byte registers.
pub fn classify_lines(lines: &[&str], grf: u32) -> Vec<Cause> {
    let insts: Vec<Inst> = lines.iter().map(|l| split_inst(l)).collect();
    let mut a0 = None;
    let facts: Vec<Facts> = insts.iter().map(|i| facts(i, &mut a0, grf)).collect();
    let mut held: HashMap<u32, Held> = HashMap::new();
    let mut out = Vec::with_capacity(insts.len());
    for (k, (i, f)) in insts.iter().zip(&facts).enumerate() {
        let base = i.opcode.split('.').next().unwrap_or("");
        let cause = if is_send(i.opcode) {
            Cause::Send
        } else if base == "sync" {
            Cause::Sync
        } else if i.operands.first().is_some_and(|d| d.starts_with("a0.")) {
            Cause::Descriptor
        } else if lane_id(i, f, &held) {
            Cause::LaneId
        } else if base == "mov" && feeds_a_send(&f.dst, &facts[k + 1..]) {
            Cause::Payload
        } else {
            Cause::Alu
        };
        let now = match cause {
            Cause::LaneId => Some(Held::Lanes),
            _ if f.srcs.iter().flatten().any(|b| held.contains_key(b)) => Some(Held::Derived),
            _ => None,
        };
        for b in &f.dst {
            match now {
                Some(h) => held.insert(*b, h),
                None => held.remove(b),
            };
        }
        out.push(cause);
    }
    out
}

/// Rule 4 (module docs).
fn lane_id(i: &Inst, f: &Facts, held: &HashMap<u32, Held>) -> bool {
    let base = i.opcode.split('.').next().unwrap_or("");
    let srcs = i.operands.get(1..).unwrap_or(&[]);
    if base == "mov" && srcs.iter().any(|o| packed_immediate(o)) {
        return true;
    }
    if !matches!(base, "mov" | "add") || f.srcs.is_empty() || f.dst.is_empty() {
        return false;
    }
    let all = |want: &dyn Fn(Held) -> bool| {
        f.srcs
            .iter()
            .all(|s| s.iter().all(|b| held.get(b).is_some_and(|h| want(*h))))
    };
    let others_immediate =
        srcs.len() == f.srcs.len() + srcs.iter().filter(|o| immediate(o)).count();
    if all(&|h| h == Held::Lanes) && others_immediate {
        return true;
    }
    // The upper lanes of an index vector: `add dst = src + imm`, dst right after src.
    base == "add"
        && f.srcs.len() == 1
        && srcs.iter().any(|o| immediate(o))
        && all(&|_| true)
        && f.srcs[0]
            .last()
            .is_some_and(|e| f.dst.first() == Some(&(e + 1)))
}

/// True if a send in `after` reads any byte of `dst` as payload before anything writes it.
fn feeds_a_send(dst: &[u32], after: &[Facts]) -> bool {
    if dst.is_empty() {
        return false;
    }
    for f in after {
        if f.payload.iter().any(|b| dst.binary_search(b).is_ok()) {
            return true;
        }
        if f.dst.iter().any(|b| dst.binary_search(b).is_ok()) {
            return false;
        }
    }
    false
}

/// The breakdown of a whole `.asm` listing (its body as `memlower_check::genx::body_lines`
/// reads it, so the counts sum to `GenxStats::instructions`).
pub fn classify_asm(asm: &str, grf: u32) -> Causes {
    let lines: Vec<&str> = memlower_check::genx::body_lines(asm)
        .map(|(_, l)| l)
        .collect();
    let mut c = Causes::default();
    for cause in classify_lines(&lines, grf) {
        c.0[cause as usize] += 1;
    }
    c
}

#[cfg(test)]
mod tests;
