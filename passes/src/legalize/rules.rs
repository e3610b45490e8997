//! Legalisation as data: per op kind, an ordered list of named rules; the first rule whose
//! condition holds decides how the op is carried (GlobalISel's `LegalizerInfo`, in miniature).
//!
//! ```text
//!   Access { op, elem, chans, align, surface }  ──choose_message(access, target)──▶
//!        Decision::Lower(Plan { msg, pieces: [Piece { via, byte offset, part }, ...] })
//!      | Decision::Refuse(Refusal { rule, why, fix })
//! ```
//!
//! A [`Plan`] says which message carries the op and how one lane's bytes are cut into
//! messages: the whole lane (`Part::Whole`), one channel per message (`Part::Channel`), or the
//! low and high dwords of each 64-bit channel (`Part::Dword`). Every piece of one plan uses the
//! same message, so `split-lanes` can pick exec sizes from the plan before `pick-blocks` cuts the
//! channels, and both passes ask this one function: they cannot disagree.
//!
//! The decision never depends on the lane count: splitting lanes does not change it, which is
//! what makes the passes idempotent and order-independent.
//!
//! Refusals are rules too, with a name, the reason, and what would make the access legal; the
//! rule-coverage test proves every access either lowers or hits one of [`REFUSAL_RULES`].

use crate::target::Target;
use memlower_ir::{ChannelMask, Message, MsgChoice, ScalarType, SurfaceKind};
use smallvec::SmallVec;

/// The kinds of abstract memory op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpKind {
    /// `gather`
    Gather,
    /// `scatter`
    Scatter,
    /// `image.load`
    ImageLoad,
    /// `image.store`
    ImageStore,
}

impl OpKind {
    /// All four.
    pub const ALL: [OpKind; 4] = [
        OpKind::Gather,
        OpKind::Scatter,
        OpKind::ImageLoad,
        OpKind::ImageStore,
    ];

    /// The mnemonic.
    pub fn name(self) -> &'static str {
        match self {
            OpKind::Gather => "gather",
            OpKind::Scatter => "scatter",
            OpKind::ImageLoad => "image.load",
            OpKind::ImageStore => "image.store",
        }
    }
}

/// What the rules look at: everything about a memory op except its lane count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// Which op.
    pub op: OpKind,
    /// Element type of the data (result of a read, data of a write).
    pub elem: ScalarType,
    /// Channels per lane (1..=4).
    pub chans: u8,
    /// Guaranteed alignment in bytes (1 for image ops, which have none).
    pub align: u32,
    /// The kind of the surface addressed.
    pub surface: SurfaceKind,
    /// For image ops, the channels named by the op; empty otherwise.
    pub channels: ChannelMask,
    /// For a scatter of 64-bit elements, whether its data is already held as planes of low and
    /// high dwords, which `scatter4_scaled.rg` writes as they stand and `qw_scatter` only after
    /// zip moves (see [`super::access::dword_planes`]). False for every other op.
    pub dword_planes: bool,
}

impl Access {
    /// Bytes of one element.
    pub fn elem_bytes(&self) -> u32 {
        self.elem.bytes()
    }
}

/// Which bytes of a lane one message carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The whole lane (all channels).
    Whole,
    /// Channel `c` (an element of the op's element type).
    Channel(u8),
    /// The low (`hi == false`) or high dword of 64-bit channel `chan`.
    Dword {
        /// The 64-bit channel.
        chan: u8,
        /// High dword?
        hi: bool,
    },
    /// Dwords `first .. first + count` of a lane of 64-bit channels seen as 2C dwords (low
    /// dword of channel c at 2c, high at 2c + 1), carried as `count` dword channels.
    Dwords {
        /// First dword.
        first: u8,
        /// How many (1..=4).
        count: u8,
    },
}

/// One message of a plan, repeated for every lane piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The message and its block count or channel mask.
    pub via: MsgChoice,
    /// Byte offset of this part within the lane (added to the scalar base).
    pub offset: u32,
    /// Which bytes of the lane.
    pub part: Part,
}

/// How an op is carried: one message kind, one or more pieces per lane.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The rule that chose this plan.
    pub rule: &'static str,
    /// The message every piece uses (its exec sizes are the op's legal lane counts).
    pub msg: Message,
    /// The pieces, in address order.
    pub pieces: SmallVec<[Piece; 8]>,
}

/// Why an access cannot be carried, and what would make it legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The refusing rule's name (one of [`REFUSAL_RULES`]).
    pub rule: &'static str,
    /// Why, in a sentence.
    pub why: String,
    /// What would make it legal.
    pub fix: String,
}

/// The outcome of [`choose_message`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Carried by these messages.
    Lower(Plan),
    /// No message can carry it on this target.
    Refuse(Refusal),
}

/// One legalisation rule: a name, what it does, when it applies, and its decision.
#[derive(Clone, Copy)]
pub struct Rule {
    /// Short name, printed in refusals and reports (`scatter-qword-qw`).
    pub name: &'static str,
    /// What the rule does and why, for readers of the table.
    pub summary: &'static str,
    /// Does the rule apply? `Err` says why not, in the style of MLIR's `notifyMatchFailure`
    /// (the first rule that applies decides; [`explain`] prints the trail).
    pub when: fn(&Access, &Target) -> Result<(), String>,
    /// The decision (`rule` names it: the name is passed in so it is written once).
    pub then: fn(&'static str, &Access, &Target) -> Decision,
}

impl std::fmt::Debug for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rule").field("name", &self.name).finish()
    }
}

/// The name of the decision given when no rule applies: a hole in the tables (a bug; the
/// rule-coverage test proves it never happens).
pub const UNHANDLED: &str = "unhandled";

/// The rules that refuse, each a documented limit of the five messages.
pub const REFUSAL_RULES: &[&str] = &[
    "image-store",
    "image-load-on-buffer",
    "image-load-unlisted-mask",
    "gather-on-image",
    "scatter-on-image",
];

// ---- helpers for the decisions -------------------------------------------------------------

fn plan(rule: &'static str, msg: Message, pieces: impl IntoIterator<Item = Piece>) -> Decision {
    Decision::Lower(Plan {
        rule,
        msg,
        pieces: pieces.into_iter().collect(),
    })
}

fn blocks(msg: Message, b: u32) -> MsgChoice {
    MsgChoice::blocks(msg, b as u8)
}

/// One piece per channel at `c * elem bytes`, or a single whole-lane piece for one channel.
fn per_channel(a: &Access, via: MsgChoice) -> SmallVec<[Piece; 8]> {
    if a.chans == 1 {
        return smallvec::smallvec![Piece {
            via,
            offset: 0,
            part: Part::Whole
        }];
    }
    (0..a.chans)
        .map(|c| Piece {
            via,
            offset: c as u32 * a.elem_bytes(),
            part: Part::Channel(c),
        })
        .collect()
}

/// Two dword pieces (low at +0, high at +4) per 64-bit channel.
fn per_dword(a: &Access, msg: Message) -> SmallVec<[Piece; 8]> {
    (0..a.chans)
        .flat_map(|c| {
            [false, true].map(|hi| Piece {
                via: blocks(msg, 4),
                offset: 8 * c as u32 + if hi { 4 } else { 0 },
                part: Part::Dword { chan: c, hi },
            })
        })
        .collect()
}

fn refuse(rule: &'static str, why: impl Into<String>, fix: impl Into<String>) -> Decision {
    Decision::Refuse(Refusal {
        rule,
        why: why.into(),
        fix: fix.into(),
    })
}

/// `Ok` if `ok`, else the reason the rule does not apply.
fn need(ok: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(why())
    }
}

/// The access's alignment is enough for `msg` on `t`.
fn aligned_for(a: &Access, t: &Target, msg: Message) -> Result<(), String> {
    let min = t.rules(msg).min_align;
    need(a.align >= min, || {
        format!(
            "align {} is below the {min} that {} needs",
            a.align,
            msg.mnemonic()
        )
    })
}

fn is_dword(a: &Access) -> bool {
    a.elem_bytes() == 4
}

fn is_qword(a: &Access) -> bool {
    a.elem_bytes() == 8
}

// ---- the tables ----------------------------------------------------------------------------

/// `gather`: no multi-channel or 64-bit untyped read is among the five messages, so every
/// gather becomes GATHER_SCALED pieces of at most one dword.
pub static GATHER_RULES: &[Rule] = &[
    Rule {
        name: "gather-on-image",
        summary: "GATHER_SCALED addresses buffers, not typed images: refuse",
        when: |a, _| {
            need(a.surface.is_image(), || {
                "the surface is not an image".into()
            })
        },
        then: |r, _, _| {
            refuse(
                r,
                "GATHER_SCALED reads untyped buffers; the surface is a typed image",
                "read the image with `image.load`, or declare the surface `untyped`, `slm` or \
                 `stateless`",
            )
        },
    },
    Rule {
        name: "gather-elements",
        summary: "1/2/4-byte elements: one gather_scaled.<bytes> per channel at +c*bytes \
                  (the whole lane when it has one channel)",
        when: |a, _| {
            need(a.elem_bytes() <= 4, || {
                format!("{} is wider than a dword", a.elem)
            })
        },
        then: |r, a, _| {
            plan(
                r,
                Message::GatherScaled,
                per_channel(a, blocks(Message::GatherScaled, a.elem_bytes())),
            )
        },
    },
    Rule {
        name: "gather-qword-dwords",
        summary: "8-byte elements: two gather_scaled.4 per channel (low dword at +0, high at \
                  +4), zipped back with chan.pack + bitcast (there is no QW gather in the set)",
        when: |a, _| need(is_qword(a), || format!("{} is not a qword", a.elem)),
        then: |r, a, _| {
            plan(
                r,
                Message::GatherScaled,
                per_dword(a, Message::GatherScaled),
            )
        },
    },
];

/// `scatter`: SCATTER_SCALED for single elements, SCATTER4_SCALED for aligned multi-dword
/// lanes, QW_SCATTER for aligned qwords where the target has it.
pub static SCATTER_RULES: &[Rule] = &[
    Rule {
        name: "scatter-on-image",
        summary: "the scatter messages address buffers, not typed images: refuse",
        when: |a, _| {
            need(a.surface.is_image(), || {
                "the surface is not an image".into()
            })
        },
        then: |r, _, _| {
            refuse(
                r,
                "SCATTER_SCALED, SCATTER4_SCALED and QW_SCATTER write untyped buffers; the \
                 surface is a typed image",
                "declare the surface `untyped`, `slm` or `stateless` (no message in memlower's \
                 set writes images)",
            )
        },
    },
    Rule {
        name: "scatter-sub-dword",
        summary: "1/2-byte elements: one scatter_scaled.<bytes> per channel, data widened to \
                  dwords by pack-channels",
        when: |a, _| {
            need(a.elem_bytes() < 4, || {
                format!("{} is not 1 or 2 bytes", a.elem)
            })
        },
        then: |r, a, _| {
            plan(
                r,
                Message::ScatterScaled,
                per_channel(a, blocks(Message::ScatterScaled, a.elem_bytes())),
            )
        },
    },
    Rule {
        name: "scatter-dword",
        summary: "one dword per lane: scatter_scaled.4. Chosen over scatter4_scaled.r: legal \
                  for exec 1..16 (no padding), no alignment requirement, same payload",
        when: |a, _| {
            need(is_dword(a) && a.chans == 1, || {
                format!("{} x {} is not one dword", a.chans, a.elem)
            })
        },
        then: |r, a, _| {
            plan(
                r,
                Message::ScatterScaled,
                per_channel(a, blocks(Message::ScatterScaled, 4)),
            )
        },
    },
    Rule {
        name: "scatter-dword-channels",
        summary: "2-4 dword channels, align >= 4: one scatter4_scaled.<first C channels>, \
                  which reads the channel-major value in place",
        when: |a, t| {
            need(is_dword(a), || format!("{} is not a dword", a.elem))?;
            need(a.chans > 1, || "one channel".into())?;
            aligned_for(a, t, Message::Scatter4Scaled)
        },
        then: |r, a, _| {
            let via = MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::first(a.chans));
            plan(
                r,
                Message::Scatter4Scaled,
                [Piece {
                    via,
                    offset: 0,
                    part: Part::Whole,
                }],
            )
        },
    },
    Rule {
        name: "scatter-dword-channels-unaligned",
        summary: "2-4 dword channels, align < 4 (scatter4_scaled needs dword addresses): one \
                  scatter_scaled.4 per channel at +4c",
        when: |a, _| need(is_dword(a), || format!("{} is not a dword", a.elem)),
        then: |r, a, _| {
            plan(
                r,
                Message::ScatterScaled,
                per_channel(a, blocks(Message::ScatterScaled, 4)),
            )
        },
    },
    Rule {
        name: "scatter-qword-qw",
        summary: "one 8-byte element, align >= 8, target has QW_SCATTER, the data in qword \
                  lanes (not dword planes): qw_scatter.1 (the data needs no conversion)",
        when: |a, t| {
            need(is_qword(a), || format!("{} is not a qword", a.elem))?;
            need(a.chans == 1, || format!("{} channels", a.chans))?;
            need(t.has(Message::QwScatter), || {
                format!("{} has no QW_SCATTER", t.name)
            })?;
            // Data read by two dword gathers is in low and high dword planes: scatter4_scaled.rg
            // writes the planes in place, qw_scatter needs them zipped into qwords first (four
            // moves per 16 lanes; dg2 SIMD16 u64_gather_idx: 20 native instructions through
            // qw_scatter, 16 through rg).
            need(!a.dword_planes, || {
                "the data is in dword planes (rg writes them without zip moves)".into()
            })?;
            aligned_for(a, t, Message::QwScatter)
        },
        then: |r, a, _| {
            plan(
                r,
                Message::QwScatter,
                per_channel(a, blocks(Message::QwScatter, 1)),
            )
        },
    },
    Rule {
        name: "scatter-qword-rg",
        summary: "one 8-byte element, align >= 4 (or data in dword planes): scatter4_scaled.rg \
                  (low dword in R, high in G; pack-channels bitcasts the data to \
                  vec<N x 2 x i32>)",
        when: |a, t| {
            need(is_qword(a), || format!("{} is not a qword", a.elem))?;
            need(a.chans == 1, || format!("{} channels", a.chans))?;
            aligned_for(a, t, Message::Scatter4Scaled)
        },
        then: |r, a, _| {
            plan(
                r,
                Message::Scatter4Scaled,
                per_channel(
                    a,
                    MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::RG),
                ),
            )
        },
    },
    Rule {
        name: "scatter-qword-channels",
        summary: "2-4 8-byte channels, align >= 4: the lane's 2C dwords in runs of four, one \
                  scatter4_scaled.rgba per 16 bytes (rg for the rest). Chosen over one \
                  qw_scatter.1 per channel even where QW exists: half the messages, for the \
                  lo/hi unzip moves the rg form needs anyway",
        when: |a, t| {
            need(is_qword(a), || format!("{} is not a qword", a.elem))?;
            aligned_for(a, t, Message::Scatter4Scaled)
        },
        then: |r, a, _| {
            let dwords = 2 * a.chans;
            let pieces = (0..dwords).step_by(4).map(|first| {
                let count = (dwords - first).min(4);
                Piece {
                    via: MsgChoice::channels(Message::Scatter4Scaled, ChannelMask::first(count)),
                    offset: 4 * u32::from(first),
                    part: Part::Dwords { first, count },
                }
            });
            plan(r, Message::Scatter4Scaled, pieces)
        },
    },
    Rule {
        name: "scatter-qword-dwords",
        summary: "8-byte elements, align < 4: two scatter_scaled.4 per channel (low dword at \
                  +0, high at +4)",
        when: |a, _| need(is_qword(a), || format!("{} is not a qword", a.elem)),
        then: |r, a, _| {
            plan(
                r,
                Message::ScatterScaled,
                per_dword(a, Message::ScatterScaled),
            )
        },
    },
];

/// `image.load`: GATHER4_TYPED with the op's channels.
pub static IMAGE_LOAD_RULES: &[Rule] = &[
    Rule {
        name: "image-load-on-buffer",
        summary: "GATHER4_TYPED needs a typed image (the finalizer rejects SLM and stateless): \
                  refuse",
        when: |a, _| need(!a.surface.is_image(), || "the surface is an image".into()),
        then: |r, a, _| {
            let what = match a.surface {
                SurfaceKind::Slm => "shared local memory (T0)",
                SurfaceKind::Stateless => "stateless memory (T5)",
                _ => "an untyped buffer",
            };
            refuse(
                r,
                format!("GATHER4_TYPED reads typed images only; the surface is {what}"),
                "declare the surface as `image1d/2d/3d<channels, elem>`, or read the buffer with \
                 `gather`",
            )
        },
    },
    Rule {
        name: "image-load-unlisted-mask",
        summary: "GATHER4_TYPED's Text lists every channel mask but RGA and RBA: refuse those \
                  unless the target enables typed-unlisted-masks",
        when: |a, t| {
            need(
                a.channels.is_valid() && !t.rules(Message::Gather4Typed).is_legal_mask(a.channels),
                || "the channel mask is one GATHER4_TYPED lists".into(),
            )
        },
        then: |r, a, t| {
            refuse(
                r,
                format!(
                    "GATHER4_TYPED's specification lists no `{}` channel mask (it omits rga and \
                     rba)",
                    a.channels
                ),
                format!(
                    "read `channels rgba` (or two listed masks) and `chan.extract` the channels, \
                     or enable the extension: --target {}+typed-unlisted-masks",
                    t.name
                ),
            )
        },
    },
    Rule {
        name: "image-load-typed",
        summary: "gather4_typed.<the op's channels>; a missing V/R becomes %null in lowering, a \
                  missing LOD a register of zeros (or %null with typed-null-lod)",
        when: |a, _| need(a.channels.is_valid(), || "the channel mask is empty".into()),
        then: |r, a, _| {
            plan(
                r,
                Message::Gather4Typed,
                [Piece {
                    via: MsgChoice::channels(Message::Gather4Typed, a.channels),
                    offset: 0,
                    part: Part::Whole,
                }],
            )
        },
    },
];

/// `image.store`: refused, always.
pub static IMAGE_STORE_RULES: &[Rule] = &[Rule {
    name: "image-store",
    summary: "no message in memlower's set writes typed images (SCATTER4_TYPED is not one of \
              the five): refuse",
    when: |_, _| Ok(()),
    then: |r, _, _| {
        refuse(
            r,
            "no message in memlower's set writes typed images (the five are GATHER_SCALED, \
             SCATTER_SCALED, SCATTER4_SCALED, QW_SCATTER, GATHER4_TYPED)",
            "write the pixels through a buffer: declare an `untyped` surface over the same \
             memory and use `scatter` (channels at +4c per lane, which becomes scatter4_scaled)",
        )
    },
}];

/// The ordered rule list of an op kind.
pub fn rules_for(op: OpKind) -> &'static [Rule] {
    match op {
        OpKind::Gather => GATHER_RULES,
        OpKind::Scatter => SCATTER_RULES,
        OpKind::ImageLoad => IMAGE_LOAD_RULES,
        OpKind::ImageStore => IMAGE_STORE_RULES,
    }
}

/// Chooses how `access` is carried on `target`: the decision of the first applicable rule of
/// its op kind. Shared by `split-lanes` (which needs the message's exec sizes) and
/// `pick-blocks` (which needs the pieces).
pub fn choose_message(access: &Access, target: &Target) -> Decision {
    let rules = rules_for(access.op);
    if let Some(rule) = rules.iter().find(|r| (r.when)(access, target).is_ok()) {
        return (rule.then)(rule.name, access, target);
    }
    // No rule applies: ask each again for its reason (the rules are pure, so the answers are
    // the same; most accesses are decided by a rule that is not the first, and a reason is
    // a `format!`).
    let bails: Vec<String> = rules
        .iter()
        .filter_map(|r| {
            (r.when)(access, target)
                .err()
                .map(|why| format!("{}: {why}", r.name))
        })
        .collect();
    refuse(
        UNHANDLED,
        format!(
            "no legalisation rule covers {} of {} x {} ({})",
            access.op.name(),
            access.chans,
            access.elem,
            bails.join("; ")
        ),
        "report this as a memlower bug: the rule tables have a hole",
    )
}

/// The trail of [`choose_message`]: every rule tried, in order, with why it did not apply,
/// then the rule that decided and its decision. For `--debug`-style output and tests.
pub fn explain(access: &Access, target: &Target) -> String {
    let mut out = String::new();
    for rule in rules_for(access.op) {
        match (rule.when)(access, target) {
            Err(why) => out.push_str(&format!("  {:<34} skipped: {why}\n", rule.name)),
            Ok(()) => {
                let what = match (rule.then)(rule.name, access, target) {
                    Decision::Lower(p) => p
                        .pieces
                        .iter()
                        .map(|x| format!("{} at +{}", x.via, x.offset))
                        .collect::<Vec<_>>()
                        .join(", "),
                    Decision::Refuse(r) => format!("refused: {}", r.why),
                };
                out.push_str(&format!("  {:<34} applies: {what}\n", rule.name));
                return out;
            }
        }
    }
    out.push_str("  (no rule applies)\n");
    out
}

/// The alignment a piece at byte `offset` of a lane keeps: the op's alignment, reduced to the
/// largest power of two dividing the offset.
pub fn piece_align(align: u32, offset: u32) -> u32 {
    if offset == 0 {
        align
    } else {
        align.min(1 << offset.trailing_zeros())
    }
}

/// One lane range of a split: lanes `start .. start + lanes` of the op, carried by a message of
/// `exec` lanes (`exec > lanes` means the tail `exec - lanes` lanes are padding, disabled).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LanePiece {
    /// First lane of the op.
    pub start: u32,
    /// Lanes of the op carried.
    pub lanes: u32,
    /// Exec size of the message (>= `lanes`).
    pub exec: u32,
}

/// Cuts `n` lanes into exec sizes from `legal` (ascending), in the fewest messages the set
/// allows, `ceil(n / widest)`:
///
/// 1. as many pieces of the widest legal size as fit;
/// 2. the rest in **one** message: of exactly its size when that size is legal, else of the
///    smallest legal size that holds it, with the extra lanes padding (disabled by the mask).
///    31 on 1..16 is 16 + one 16-lane message with lane 15 off: two messages where exact
///    powers of two need five (16 + 8 + 4 + 2 + 1); 12 on {8, 16} is one 16-lane message.
///
/// Padding costs no message and at most one predicate instruction (see `split-lanes`), so it
/// is chosen wherever the rest is not itself a legal size. Returns an empty list if `legal`
/// is empty.
pub fn lane_pieces(n: u32, legal: &[u32]) -> Vec<LanePiece> {
    let mut out = Vec::new();
    let Some(&max) = legal.last() else {
        return out;
    };
    let mut start = 0;
    while n - start >= max {
        out.push(LanePiece {
            start,
            lanes: max,
            exec: max,
        });
        start += max;
    }
    let rest = n - start;
    if rest > 0 {
        // `max > rest`, so some legal size holds the rest.
        let exec = legal.iter().copied().find(|&s| s >= rest).unwrap_or(max);
        out.push(LanePiece {
            start,
            lanes: rest,
            exec,
        });
    }
    out
}

/// The fewest messages of one lane group that can carry `n` lanes when the widest legal exec
/// size is `widest`: `ceil(n / widest)`. [`lane_pieces`] reaches it for every `n`; an access
/// whose plan has `k` pieces per lane group then takes `k * lane_groups(n, widest)` messages,
/// the lower bound within memlower's five messages.
pub fn lane_groups(n: u32, widest: u32) -> u32 {
    n.div_ceil(widest.max(1))
}

#[cfg(test)]
mod tests;
