//! [`Target`], one GPU generation's facts, the table of every target memlower knows
//! ([`TARGETS`]), and how a `name+ext+...` target name is read ([`TargetError`]).

use super::extension::{Extension, Extensions};
use super::rules::{
    ChannelRule, MessageRules, GATHER4_TYPED_SIMD16, LEGACY_MESSAGES, XEHP_MESSAGES,
};
use memlower_ir::Message;
use std::fmt;

/// The extensions every target's finalizer encodes right.
const EVERYWHERE: Extensions =
    Extensions((1 << Extension::TypedNullLod as u8) | (1 << Extension::TypedUnlistedMasks as u8));

/// PVC also encodes typed SIMD16 right.
const PVC_EXTENSIONS: Extensions = Extensions(EVERYWHERE.0 | (1 << Extension::TypedSimd16 as u8));

/// One GPU target's facts, and the extensions this value enables (none in [`TARGETS`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// Short name used by `--target` and `target "..."` (`dg2`).
    pub name: &'static str,
    /// The `GenX_IR -platform` name (`DG2`).
    pub platform: &'static str,
    /// Marketing / architecture name, for listings.
    pub family: &'static str,
    /// Bytes per GRF register.
    pub grf_bytes: u32,
    /// GRF registers available to a kernel in the default mode.
    pub grf_count: u32,
    /// GRF registers in the "large GRF" mode, where the target has one.
    pub large_grf_count: Option<u32>,
    /// The five messages, in [`Message::ALL`] order (as the enabled extensions change them).
    pub messages: [MessageRules; Message::COUNT],
    /// The extensions the target's finalizer encodes right, which a user may enable.
    pub extensions: Extensions,
    /// The extensions enabled: none in [`TARGETS`]; see [`Target::with_extensions`].
    pub enabled: Extensions,
    /// The EUs execute 64-bit integer ALU instructions (`q`/`uq` arithmetic, shifts, min/max
    /// and conversions to and from floats). False where IGC's `visa/HWCaps.inc` says
    /// `noInt64()`: Gen11, Xe-LP and DG2. The installed finalizer still accepts such
    /// instructions there and emits wrong code (a `q` to `f` `mov` becomes a raw dword copy),
    /// so the lowering refuses the ops that would need them.
    pub int64: bool,
    /// The EUs execute `df` instructions. False where `HWCaps.inc` says `noFP64()` (Gen11,
    /// Xe-LP, DG2); the finalizer emits `df` instructions there all the same.
    pub fp64: bool,
    /// The EUs execute `add3` (`dst = src0 + src1 + src2` on integers): Xe-HP and later. The
    /// vISA instruction table lists ADD3 with none of the platforms up to TGLLP marked, and the
    /// installed finalizer prints `INVALID opcode add3` for TGLLP and drops the instruction
    /// (measured: the add vanishes from the native code), so it is a fact of the target, never
    /// emitted where false. Where true the lowering folds two dependent adds into one
    /// (`lowering/src/lower/facts.rs`).
    pub add3: bool,
    /// 16-bit flag subregisters the EUs have for predicates (a 16-lane predicate takes one):
    /// two flag registers of two on Gen9 to Xe-HPG, four on Xe-HPC. Predicates beyond them
    /// are spilled into GRFs by the finalizer (`late-masks` and the report's flag pressure).
    pub flag_subregs: u32,
}

/// The targets of [`TARGETS`] with a 64-bit ALU, and the names of their variants without it
/// ([`Target::without_64bit_alu`]).
const NO_ALU64: [(&str, &str); 3] = [
    ("skl", "skl-no64"),
    ("xehp", "xehp-no64"),
    ("pvc", "pvc-no64"),
];

/// Every target memlower knows, oldest first.
pub static TARGETS: &[Target] = &[
    Target {
        name: "skl",
        platform: "SKL",
        family: "Gen9 (Skylake)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: LEGACY_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: true,
        fp64: true,
        flag_subregs: 4,
        add3: false,
    },
    Target {
        name: "icllp",
        platform: "ICLLP",
        family: "Gen11 (Ice Lake)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: LEGACY_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: false,
        fp64: false,
        flag_subregs: 4,
        add3: false,
    },
    Target {
        name: "tgllp",
        platform: "TGLLP",
        family: "Xe-LP (Tiger Lake)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: LEGACY_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: false,
        fp64: false,
        flag_subregs: 4,
        add3: false,
    },
    Target {
        name: "xehp",
        platform: "XeHP_SDV",
        family: "Xe-HP (software development vehicle)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: XEHP_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: true,
        fp64: true,
        flag_subregs: 4,
        add3: true,
    },
    Target {
        name: "dg2",
        platform: "DG2",
        family: "Xe-HPG (Arc A-series)",
        grf_bytes: 32,
        grf_count: 128,
        large_grf_count: None,
        messages: XEHP_MESSAGES,
        extensions: EVERYWHERE,
        enabled: Extensions::NONE,
        int64: false,
        fp64: false,
        flag_subregs: 4,
        add3: true,
    },
    Target {
        name: "pvc",
        platform: "PVC",
        family: "Xe-HPC (Ponte Vecchio)",
        grf_bytes: 64,
        grf_count: 128,
        // PVC kernels may opt into 256 GRFs ("large GRF" mode); memlower allocates for the
        // default 128 and reports the large mode only as a note.
        large_grf_count: Some(256),
        messages: XEHP_MESSAGES,
        extensions: PVC_EXTENSIONS,
        enabled: Extensions::NONE,
        int64: true,
        fp64: true,
        flag_subregs: 8,
        add3: true,
    },
];

impl Target {
    /// Looks a target up by its short name or its `GenX_IR -platform` name, case-insensitively
    /// (`dg2`, `DG2`, `xehp`, `XeHP_SDV`).
    pub fn by_name(name: &str) -> Option<&'static Target> {
        TARGETS
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(name) || t.platform.eq_ignore_ascii_case(name))
    }

    /// The 16-bit flag subregisters a predicate of `lanes` lanes takes (one bit a lane; at
    /// least one): what [`Target::flag_subregs`] counts.
    pub fn flag_units(lanes: u32) -> u32 {
        lanes.div_ceil(16).max(1)
    }

    /// The short names of every target, for error messages (`skl, icllp, ...`).
    pub fn names() -> Vec<&'static str> {
        TARGETS.iter().map(|t| t.name).collect()
    }

    /// Parses `name` or `name+ext+ext...` (`pvc+typed-simd16`): a target of [`TARGETS`] with the
    /// named extensions enabled. `name` may also be the variant without a 64-bit ALU of a target
    /// that has one (`pvc-no64`, see [`Target::without_64bit_alu`]).
    pub fn parse(spec: &str) -> Result<Target, TargetError> {
        let mut parts = spec.split('+');
        let name = parts.next().unwrap_or("");
        let unknown = || TargetError::UnknownTarget {
            name: name.to_string(),
        };
        let no64 = NO_ALU64
            .iter()
            .find(|(_, variant)| variant.eq_ignore_ascii_case(name));
        let t = match no64 {
            Some((base, _)) => Target::by_name(base)
                .ok_or_else(unknown)?
                .without_64bit_alu(),
            None => Target::by_name(name).ok_or_else(unknown)?.clone(),
        };
        let mut exts = Vec::new();
        for p in parts {
            exts.push(
                Extension::from_name(p).ok_or_else(|| TargetError::UnknownExtension {
                    name: p.to_string(),
                })?,
            );
        }
        t.with_extensions(Extensions::of(&exts))
    }

    /// This target without its 64-bit ALU (`int64` and `fp64` false), named `<name>-no64`
    /// (`pvc-no64`); a target without one is returned as it is. The lowering then computes
    /// `i64` in 32-bit halves and `soft-f64` rewrites `f64` arithmetic, with this target's
    /// register width and messages. Not a GPU of its own and not in [`TARGETS`]: it exists so
    /// that the emulation is tested on 64-byte GRFs too (PVC has both ALUs; every target
    /// without them has 32-byte GRFs, and a wrong-code bug in 64-bit emulation that only
    /// 64-byte registers show has happened in Intel's own compiler).
    pub fn without_64bit_alu(&self) -> Target {
        let Some((_, variant)) = NO_ALU64.iter().find(|(base, _)| *base == self.name) else {
            return self.clone();
        };
        Target {
            name: variant,
            int64: false,
            fp64: false,
            ..self.clone()
        }
    }

    /// This target with `exts` enabled (added to those already enabled). Fails if the target
    /// does not offer one of them: the finalizer mis-encodes it there.
    pub fn with_extensions(&self, exts: Extensions) -> Result<Target, TargetError> {
        let mut t = self.clone();
        for e in exts.iter() {
            if !t.extensions.contains(e) {
                return Err(TargetError::NotOffered {
                    target: t.name,
                    extension: e,
                    offered: t.extensions,
                });
            }
            t.enabled = t.enabled.with(e);
            let Some(typed) = t
                .messages
                .iter_mut()
                .find(|r| r.msg == Message::Gather4Typed)
            else {
                continue;
            };
            match e {
                Extension::TypedSimd16 => {
                    *typed = MessageRules {
                        channels: typed.channels,
                        ..GATHER4_TYPED_SIMD16
                    }
                }
                Extension::TypedUnlistedMasks => typed.channels = ChannelRule::AnySubsetOfImage,
                Extension::TypedNullLod => {}
            }
        }
        Ok(t)
    }

    /// True if the extension is enabled on this target value.
    pub fn allows(&self, e: Extension) -> bool {
        self.enabled.contains(e)
    }

    /// The name with the enabled extensions (`pvc+typed-simd16`), as [`Target::parse`] reads it.
    pub fn spec(&self) -> String {
        if self.enabled.is_empty() {
            self.name.to_string()
        } else {
            format!("{}+{}", self.name, self.enabled)
        }
    }

    /// The rules of one message.
    pub fn rules(&self, msg: Message) -> &MessageRules {
        // `messages` is in `Message::ALL` order; the find cannot miss, the fallback keeps it
        // total.
        self.messages
            .iter()
            .find(|r| r.msg == msg)
            .unwrap_or(&self.messages[0])
    }

    /// True if the target has the message.
    pub fn has(&self, msg: Message) -> bool {
        self.rules(msg).available
    }

    /// Legal exec sizes of a message (empty if the target lacks it).
    pub fn exec_sizes(&self, msg: Message) -> &'static [u32] {
        let r = self.rules(msg);
        if r.available {
            r.exec_sizes
        } else {
            &[]
        }
    }

    /// Dwords per GRF (8 or 16): the channel stride of a SIMD8 channel-major payload.
    pub fn grf_dwords(&self) -> u32 {
        self.grf_bytes / 4
    }
}

impl fmt::Display for Target {
    /// `dg2 (DG2, Xe-HPG (Arc A-series)): 128 x 32-byte GRF`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}, {}): {} x {}-byte GRF",
            self.name, self.platform, self.family, self.grf_count, self.grf_bytes
        )?;
        if let Some(l) = self.large_grf_count {
            write!(f, " ({l} in large-GRF mode)")?;
        }
        Ok(())
    }
}

/// Why `name+ext+...` names no target with those extensions.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    /// The part before the first `+` names no target.
    #[error("unknown target `{name}`")]
    UnknownTarget {
        /// The name as given.
        name: String,
    },
    /// A part after `+` names no extension.
    #[error("unknown extension `{name}`")]
    UnknownExtension {
        /// The name as given.
        name: String,
    },
    /// The target does not offer the extension (the finalizer mis-encodes it there).
    #[error("{target} does not offer the extension `{extension}`")]
    NotOffered {
        /// Target name.
        target: &'static str,
        /// The extension.
        extension: Extension,
        /// What the target offers.
        offered: Extensions,
    },
}

impl TargetError {
    /// What would be accepted, for diagnostics.
    pub fn expected(&self) -> String {
        match self {
            TargetError::UnknownTarget { .. } => format!("one of: {}", Target::names().join(", ")),
            TargetError::UnknownExtension { .. } => {
                let names: Vec<&str> = Extension::ALL.iter().map(|e| e.name()).collect();
                format!("one of: {}", names.join(", "))
            }
            TargetError::NotOffered { offered, .. } => format!("one of: {offered}"),
        }
    }
}
