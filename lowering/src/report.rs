//! The lowering report: per memory op *as the user wrote it*, in source order, the messages
//! that carry it and the moves charged to it; per kernel, messages, moves and registers, the
//! naive baseline when asked for, and the extensions (forms outside the specs) used.
//!
//! ```text
//! kernel @copy on dg2
//!   15:3   %v = gather @src : vec<16 x f32>                       moves 0  sends 1
//!            gather_scaled.4 (M1_NM, 16) s_src
//!   16:3   scatter @dst, %v : vec<16 x f32>                       moves 0  sends 1
//!            scatter_scaled.4 (M1_NM, 16) s_dst
//!   totals  messages 2  moves 0  instructions 3  GRFs 6 (peak 6)  predicted sends 2
//!   naive   messages 2  moves 4  instructions 7  GRFs 10 (peak 10)  predicted sends 2
//! ```
//!
//! Names are the IR's and the vISA's: the op, its result and surface as in the IR (`%v`,
//! `@src`, `gather_scaled.4`, channel masks `rgba`), the execution size and mask, predicate and
//! surface operand as in the emitted vISA (`(M1_NM, 16)`, `p_m`, `s_src`). A line starts with
//! the op's `line:col`, or `#N` (its [`memlower_ir::Inst`] handle) for built IR.
//!
//! How an op is found: every message-IR instruction records the IR instruction it was lowered
//! for ([`crate::mir::Inst::origin`]), which is the op the user wrote even when legalisation
//! replaced it by several ops (`InstData::origin`). So the messages of a split access, and the
//! moves its splitting, packing and payloads cost, are charged to it; moves lowered for other
//! instructions (the user's own arithmetic, block arguments) count in the totals only.

use crate::mir::{InstKind, Kernel, MsgInst};
use crate::regalloc::Allocation;
use crate::verify::extensions_used;
use memlower_ir::fxhash::FxHashMap;
use memlower_ir::{Function, Inst, Loc, Module, MsgChoice, Type};
use memlower_passes::target::{Extension, Extensions};
use std::fmt;

/// One message carrying (part of) a source access, as emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageUse {
    /// The message and its blocks or channels (`gather4_typed.rgba`).
    pub choice: MsgChoice,
    /// Exec size and mask control as in the vISA (`(M5_NM, 16)`).
    pub exec: String,
    /// The predicate's vISA name, if a lane mask predicates it.
    pub pred: Option<String>,
    /// The vISA surface operand (`s_buf`, `%slm`).
    pub surface: String,
    /// Extensions (forms outside the message specification) the message uses.
    pub extensions: Extensions,
}

/// What one memory op of the source became.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessReport {
    /// The op as the user wrote it: its handle in the function given to legalisation (for
    /// built IR, the handle the builder returned).
    pub inst: Inst,
    /// Where the op is in the source ([`Loc::UNKNOWN`] for built IR).
    pub loc: Loc,
    /// The IR's text of the op: `%v = gather @src : vec<16 x f32>`, `scatter @dst, %v : ...`.
    pub text: String,
    /// The op's mnemonic (`gather`).
    pub op: &'static str,
    /// The surface's IR name, without `@`.
    pub surface: String,
    /// The messages that carry it, in emission order.
    pub messages: Vec<MessageUse>,
    /// `mov`s charged to it: its payloads, and what splitting and packing it cost.
    pub moves: u32,
}

impl AccessReport {
    /// Native `send`s predicted for it (one per message; the finalizer never splits these).
    pub fn sends(&self) -> u32 {
        self.messages.len() as u32
    }
}

/// Kernel-wide counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// Message instructions.
    pub messages: u32,
    /// `mov` instructions into registers (copies and layout conversions).
    pub moves: u32,
    /// All instructions except labels and sink markers (which emit nothing but a comment).
    pub instructions: u32,
    /// GRFs the allocator used.
    pub grfs: u32,
    /// Peak register pressure in GRFs.
    pub peak_grfs: u32,
    /// Predicted native sends (one per message; the finalizer never splits these messages).
    pub predicted_sends: u32,
}

impl Totals {
    /// Counts a kernel and its allocation.
    pub fn of(k: &Kernel, alloc: &Allocation) -> Totals {
        let messages = k.message_count() as u32;
        Totals {
            messages,
            moves: k.move_count() as u32,
            instructions: k
                .insts
                .iter()
                .filter(|i| !matches!(i.kind, InstKind::Label(_) | InstKind::Sink(_)))
                .count() as u32,
            grfs: alloc.total_grfs,
            peak_grfs: alloc.peak_grfs,
            predicted_sends: messages,
        }
    }

    /// True if the predicted registers fit a register file of `budget` GRFs (r0 is reserved,
    /// so the kernel may use one fewer): no spill expected.
    pub fn fits(&self, budget: u32) -> bool {
        self.grfs < budget
    }
}

/// The report of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Function name.
    pub function: String,
    /// Target name, with its enabled extensions (`pvc+typed-simd16`).
    pub target: String,
    /// One entry per source memory op, in source order (the op's place in the function's
    /// layout).
    pub accesses: Vec<AccessReport>,
    /// Moves lowered for instructions other than memory ops (arithmetic, lane and channel
    /// shuffles the user wrote, block arguments): the totals' moves minus the accesses'.
    pub other_moves: u32,
    /// The emitted kernel.
    pub totals: Totals,
    /// The naive baseline, when it was asked for ([`crate::LowerOptions::baseline`]).
    pub naive: Option<Totals>,
    /// GRFs the target gives a kernel; a kernel needing more spills in the finalizer.
    pub grf_budget: u32,
    /// Messages per extension used (only extensions the target enables can appear).
    pub extensions: Vec<(Extension, u32)>,
}

impl Report {
    /// True if the predicted registers fit the target's register file (no spill expected).
    pub fn fits(&self) -> bool {
        self.totals.fits(self.grf_budget)
    }

    /// Builds the report of kernel `k`, lowered from the legal-form function `f` of `m`.
    pub fn build(
        m: &Module,
        f: &Function,
        k: &Kernel,
        alloc: &Allocation,
        target: &memlower_passes::target::Target,
    ) -> Report {
        let totals = Totals::of(k, alloc);
        let accesses = accesses(m, f, k);
        let charged: u32 = accesses.iter().map(|a| a.moves).sum();
        let mut extensions = Vec::new();
        for e in Extension::ALL {
            let n = accesses
                .iter()
                .flat_map(|a| &a.messages)
                .filter(|m| m.extensions.contains(e))
                .count() as u32;
            if n > 0 {
                extensions.push((e, n));
            }
        }
        Report {
            function: f.name.clone(),
            target: target.spec(),
            other_moves: totals.moves.saturating_sub(charged),
            accesses,
            totals,
            naive: None,
            grf_budget: target.grf_count,
            extensions,
        }
    }
}

/// True for a `mov` into registers (what [`Kernel::move_count`] counts).
fn is_move(i: &crate::mir::Inst) -> bool {
    matches!(
        i.kind,
        InstKind::Alu {
            op: crate::mir::AluOp::Mov,
            dst: crate::mir::Dst::Reg { .. },
            ..
        }
    )
}

/// A map from instruction handles of one function: a slot per instruction of its arena (the
/// handles the lowering records are that arena's), and a hash map for any other.
struct ByInst {
    dense: Vec<u32>,
    other: FxHashMap<Inst, u32>,
}

impl ByInst {
    const NONE: u32 = u32::MAX;

    fn new(f: &Function) -> ByInst {
        ByInst {
            dense: vec![Self::NONE; f.insts.len()],
            other: FxHashMap::default(),
        }
    }

    fn get(&self, i: Inst) -> Option<u32> {
        match self.dense.get(i.index()) {
            Some(&x) => (x != Self::NONE).then_some(x),
            None => self.other.get(&i).copied(),
        }
    }

    /// The value of `i`, set to `value()` first if it has none.
    fn get_or_insert_with(&mut self, i: Inst, value: impl FnOnce() -> u32) -> u32 {
        match self.dense.get_mut(i.index()) {
            Some(x) => {
                if *x == Self::NONE {
                    *x = value();
                }
                *x
            }
            None => *self.other.entry(i).or_insert_with(value),
        }
    }
}

/// The accesses of `k`, grouped by the op the user wrote, in that op's layout order.
fn accesses(m: &Module, f: &Function, k: &Kernel) -> Vec<AccessReport> {
    // Source order: where the first legal op standing for each source op sits in the layout.
    let mut position = ByInst::new(f);
    let mut n = 0u32;
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            position.get_or_insert_with(f.inst(i).source(i), || n);
            n += 1;
        }
    }
    let mut by_origin = ByInst::new(f);
    let mut out: Vec<AccessReport> = Vec::new();
    for inst in &k.insts {
        let (InstKind::Msg(msg), Some(origin)) = (&inst.kind, inst.origin) else {
            continue;
        };
        let at = by_origin.get_or_insert_with(origin, || {
            out.push(describe(m, f, origin, inst.loc));
            (out.len() - 1) as u32
        });
        out[at as usize].messages.push(message_use(k, msg));
    }
    // Moves per source op, in one walk (not one walk per access): counted on the accesses.
    for i in &k.insts {
        if let (Some(origin), true) = (i.origin, is_move(i)) {
            if let Some(at) = by_origin.get(origin) {
                out[at as usize].moves += 1;
            }
        }
    }
    out.sort_by_key(|a| position.get(a.inst).unwrap_or(u32::MAX));
    out
}

/// The IR's description of source op `i` of `f` (dead after legalisation, but still in the
/// arena with its operands, type and name).
fn describe(m: &Module, f: &Function, i: Inst, fallback: Loc) -> AccessReport {
    let d = f.insts.get(i.index());
    let (op, loc, kind) = match d {
        Some(d) => (d.kind.mnemonic(), d.loc, Some(&d.kind)),
        None => ("?", fallback, None),
    };
    let name = |v: memlower_ir::Value| match f.values.get(v.index()).and_then(|d| d.name) {
        Some(n) => format!("%{}", f.names.get(n)),
        None => format!("%{}", v.0),
    };
    let ty = |v: memlower_ir::Value| -> Type { f.ty(v) };
    let (text, surface) = match (kind, d.and_then(|d| d.result)) {
        (Some(kind), result) => {
            let surface = kind
                .surface()
                .and_then(|s| m.surfaces.get(s.index()))
                .map(|s| format!("@{}", s.name))
                .unwrap_or_else(|| "@?".into());
            let data_ty = match kind {
                memlower_ir::InstKind::Scatter { data, .. }
                | memlower_ir::InstKind::ImageStore { data, .. } => Some((name(*data), ty(*data))),
                _ => None,
            };
            let text = match (result, data_ty) {
                (Some(r), _) => format!("{} = {op} {surface} : {}", name(r), ty(r)),
                (None, Some((dn, dt))) => format!("{op} {surface}, {dn} : {dt}"),
                (None, None) => format!("{op} {surface}"),
            };
            (text, surface)
        }
        (None, _) => (op.to_string(), "?".to_string()),
    };
    AccessReport {
        inst: i,
        loc,
        text,
        op,
        surface: surface.trim_start_matches('@').to_string(),
        messages: Vec::new(),
        moves: 0,
    }
}

fn message_use(k: &Kernel, m: &MsgInst) -> MessageUse {
    MessageUse {
        choice: m.choice,
        exec: m.exec.to_string(),
        pred: m.pred.map(|p| {
            let name = k
                .preds
                .get(p.pred.index())
                .map(|d| d.name.clone())
                .unwrap_or_default();
            if p.negate {
                format!("!{name}")
            } else {
                name
            }
        }),
        surface: k
            .surfaces
            .get(m.surface.index())
            .map(|s| s.text().to_string())
            .unwrap_or_default(),
        extensions: extensions_used(m),
    }
}

impl fmt::Display for Totals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "messages {}  moves {}  instructions {}  GRFs {} (peak {})  predicted sends {}",
            self.messages,
            self.moves,
            self.instructions,
            self.grfs,
            self.peak_grfs,
            self.predicted_sends
        )
    }
}

impl fmt::Display for MessageUse {
    /// `(p_m) gather_scaled.4 (M1_NM, 16) s_buf [typed-simd16]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(p) = &self.pred {
            write!(f, "({p}) ")?;
        }
        write!(f, "{} {} {}", self.choice, self.exec, self.surface)?;
        if !self.extensions.is_empty() {
            write!(f, "  [extension {}]", self.extensions)?;
        }
        Ok(())
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "kernel @{} on {}", self.function, self.target)?;
        for a in &self.accesses {
            let at = if a.loc.is_known() {
                a.loc.to_string()
            } else {
                format!("#{}", a.inst.0)
            };
            writeln!(
                f,
                "  {at:<6} {:<54} moves {}  sends {}",
                a.text,
                a.moves,
                a.sends()
            )?;
            for m in &a.messages {
                writeln!(f, "           {m}")?;
            }
        }
        if self.other_moves > 0 {
            writeln!(
                f,
                "  other moves {} (lowered for instructions other than memory ops)",
                self.other_moves
            )?;
        }
        writeln!(f, "  totals  {}", self.totals)?;
        if let Some(naive) = &self.naive {
            writeln!(f, "  naive   {naive}")?;
        }
        for (e, n) in &self.extensions {
            writeln!(
                f,
                "  extension {e}: {n} message{} ({})",
                if *n == 1 { "" } else { "s" },
                e.summary()
            )?;
        }
        if !self.fits() {
            writeln!(
                f,
                "  warning: {} GRFs predicted, {} available (r0 included): the finalizer will spill",
                self.totals.grfs, self.grf_budget
            )?;
        }
        Ok(())
    }
}
