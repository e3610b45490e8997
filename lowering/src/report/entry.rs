//! The report's entries: one per memory op of the source ([`AccessReport`]), each with the
//! messages that carry it ([`MessageUse`]) and the part each carries ([`Piece`]).

use crate::mir::Exec;
use memlower_ir::{Inst, Loc, MsgChoice, Type};
use memlower_passes::target::Extensions;
use std::fmt;

/// One message carrying (part of) a source access, as emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageUse {
    /// The message and its blocks or channels (`gather4_typed.rgba`).
    pub choice: MsgChoice,
    /// Exec size, mask offset and `_NM` (printed as in the vISA: `(M5_NM, 16)`).
    pub exec: Exec,
    /// The predicate's vISA name, if a lane mask predicates it.
    pub pred: Option<String>,
    /// The vISA surface operand (`s_buf`, `%slm`).
    pub surface: String,
    /// Extensions (forms outside the message specification) the message uses.
    pub extensions: Extensions,
    /// The part of the source access it carries, when its legal op could be placed.
    pub piece: Option<Piece>,
    /// Why a message of this kind was chosen.
    pub reason: String,
}

/// The part of a source access one message carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The source lanes carried, `start..end`.
    pub lanes: (u32, u32),
    /// Lanes the message has past the source's last lane (padding).
    pub padding: u32,
    /// Bytes past the source address, negative for a merged access that starts below it
    /// (`None`: not a constant the IR proves, or an image).
    pub byte_offset: Option<i64>,
    /// Bytes per lane the message moves.
    pub bytes: u32,
    /// The source channels carried, `first..end` (the byte offset and the bytes over the
    /// element size; the first negative below the source address); `None` when the piece is
    /// not whole elements (a dword of a 64-bit element).
    pub channels: Option<(i64, i64)>,
}

/// What legalisation did to a source access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Cut into several legal ops.
    Split,
    /// Fewer bytes per lane moved than the source op names (unused channels dropped).
    Narrowed,
    /// More bytes per lane moved than the source op names (a wider block).
    Widened,
    /// Merged into another access, whose entry carries it ([`AccessReport::merged_into`]).
    Merged,
    /// Carries other accesses merged into it ([`AccessReport::carries`]).
    Carries,
    /// No message stands for it (removed as unused or redundant).
    Removed,
}

impl Change {
    /// The word the report prints (`split`, `narrowed`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Change::Split => "split",
            Change::Narrowed => "narrowed",
            Change::Widened => "widened",
            Change::Merged => "merged",
            Change::Carries => "carries-merged",
            Change::Removed => "removed",
        }
    }
}

/// What one memory op of the source became.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessReport {
    /// The op as the user wrote it: its handle in the function given to legalisation (for
    /// built IR, the handle the builder returned).
    pub inst: Inst,
    /// Where the op is in the source ([`Loc::UNKNOWN`] for built IR).
    pub loc: Loc,
    /// The IR's text of the op, values named as the printer names the source: `%v = gather
    /// @src : vec<16 x f32>`, `scatter @dst, %v : ...`.
    pub text: String,
    /// The op's mnemonic (`gather`).
    pub op: &'static str,
    /// The surface's IR name, without `@`.
    pub surface: String,
    /// The messages that carry it, in emission order.
    pub messages: Vec<MessageUse>,
    /// `mov`s charged to it: its payloads, and what splitting and packing it cost.
    pub moves: u32,
    /// The type it reads or writes, as written.
    pub ty: Option<Type>,
    /// The legal memory ops standing for it, in layout order, as the legal IR has them.
    pub became: Vec<String>,
    /// What legalisation did to it.
    pub changes: Vec<Change>,
    /// The entry (index in [`crate::report::Report::accesses`]) of the access it was merged into.
    pub merged_into: Option<usize>,
    /// The entries merged into this one.
    pub carries: Vec<usize>,
}

impl AccessReport {
    /// Where the op is: `line:col`, or `#N` (its handle) for built IR.
    pub fn at(&self) -> String {
        if self.loc.is_known() {
            self.loc.to_string()
        } else {
            format!("#{}", self.inst.0)
        }
    }

    /// Native `send`s predicted for it (one per message; the finalizer never splits these).
    pub fn sends(&self) -> u32 {
        self.messages.len() as u32
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

impl fmt::Display for Piece {
    /// `lanes 0..16 +8 chan 2` (`pad 1` when the message has lanes past the source's, `bytes 4`
    /// for part of an element).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lanes {}..{}", self.lanes.0, self.lanes.1)?;
        if self.padding > 0 {
            write!(f, " pad {}", self.padding)?;
        }
        match self.byte_offset {
            Some(o) if o < 0 => write!(f, " {o}")?,
            Some(o) => write!(f, " +{o}")?,
            None => {}
        }
        match self.channels {
            Some((a, b)) if b == a + 1 => write!(f, " chan {a}"),
            Some((a, b)) => write!(f, " chans {a}..{b}"),
            None => write!(f, " bytes {}", self.bytes),
        }
    }
}
