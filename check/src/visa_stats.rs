//! Figures read from vISA assembly text (`.visaasm`), whoever wrote it: memlower's emitter or
//! IGC (`IGC_ShaderDumpEnable=1` dumps). Both sides of a comparison are counted by this one
//! reader, with these rules:
//!
//! - an **instruction** is every line of the kernel body that is not a directive (`.decl`,
//!   `.input`, `.kernel_attr`, `.function`, ...), a label (`name:`) or a comment (`//`, `///`,
//!   `/* ... */`); `ret`, `movs` and IGC's floating-point mode `or %cr0` count;
//! - a **move** is an instruction whose opcode is `mov` (any type, predicate or `.sat`): a copy
//!   or a conversion. `movs` (which sets a surface or sampler index and the finalizer folds into
//!   the send descriptor), `sel`, `setp` and arithmetic are not moves;
//! - a **message** is an instruction whose opcode (before its first `.`) is one of vISA's
//!   message instructions, sorted into [`MessageClass`]: memlower's five, any other data message
//!   (`gather4_scaled`, the sampler's `load*`/`sample*`, SVM, LSC, ...), or synchronisation
//!   (`fence*`, `barrier`, ...).
//!
//! ```text
//!     movs (M1_NM, 1) T6(0) 0x0:ud                                  instruction
//!     gather4_scaled.R (M1, 16) T6 0x0:ud V0046.0 V0047.0           instruction, message (other)
//!     mov (M1, 16) V0053(0,0)<1> V0049(0,0)<1;1,0>                  instruction, move
//!     (P1) scatter4_scaled.RGBA (M1, 16) T6 0x0:ud V0047.0 V0053.0  instruction, message (ours)
//!     fence_local.E                                                 instruction, message (sync)
//! ```

use std::collections::BTreeMap;

/// Which kind of message an opcode is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum MessageClass {
    /// One of the five messages memlower emits.
    Ours,
    /// Any other message that moves data (memory, sampler, typed, atomics).
    Other,
    /// A fence, barrier or wait: ordering, no data.
    Sync,
}

/// memlower's five messages, by vISA opcode.
pub const OUR_MESSAGES: [&str; 5] = [
    "gather_scaled",
    "scatter_scaled",
    "scatter4_scaled",
    "qw_scatter",
    "gather4_typed",
];

/// The class of a vISA opcode (without its `.suffix`), or `None` for a non-message.
pub fn message_class(base: &str) -> Option<MessageClass> {
    const OTHER: [&str; 15] = [
        "gather",
        "scatter",
        "gather4",
        "scatter4",
        "gather4_scaled",
        "qw_gather",
        "scatter4_typed",
        "typed_atomic",
        "dword_atomic",
        "untyped_atomic",
        "info_3d",
        "resinfo",
        "sampleinfo",
        "urb_write",
        "avs",
    ];
    const OTHER_PREFIXES: [&str; 8] = [
        "sample", "load", "svm_", "oword_", "media_", "lsc_", "raw_send", "3d_",
    ];
    if OUR_MESSAGES.contains(&base) {
        Some(MessageClass::Ours)
    } else if base.starts_with("fence")
        || matches!(
            base,
            "barrier" | "sbarrier" | "nbarrier" | "wait" | "lsc_fence"
        )
    {
        Some(MessageClass::Sync)
    } else if OTHER.contains(&base) || OTHER_PREFIXES.iter().any(|p| base.starts_with(p)) {
        Some(MessageClass::Other)
    } else {
        None
    }
}

/// Counts of one vISA kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VisaStats {
    /// Instructions (see the module rules).
    pub instructions: u32,
    /// `mov` instructions.
    pub moves: u32,
    /// Messages by opcode (`gather_scaled`, `gather4_scaled`, `load_lz`, `fence_local`, ...).
    pub messages: BTreeMap<String, u32>,
}

impl VisaStats {
    /// Counts every instruction line of `visa` (one kernel per file, as both compilers write it).
    pub fn from_visa(visa: &str) -> VisaStats {
        let mut s = VisaStats::default();
        for line in visa.lines() {
            let code = strip_comments(line);
            let t = code.trim();
            if t.is_empty() || t.starts_with('.') || (t.ends_with(':') && !t.contains(' ')) {
                continue;
            }
            let mut toks = t.split_whitespace();
            let mut op = toks.next().unwrap_or("");
            if op.starts_with('(') {
                op = toks.next().unwrap_or(""); // predicate: (P1), (!P2), (P1.any)
            }
            let base = op.split('.').next().unwrap_or(op);
            s.instructions += 1;
            if base == "mov" {
                s.moves += 1;
            }
            if message_class(base).is_some() {
                *s.messages.entry(base.to_string()).or_insert(0) += 1;
            }
        }
        s
    }

    /// Messages of one class.
    pub fn count(&self, class: MessageClass) -> u32 {
        self.messages
            .iter()
            .filter(|(k, _)| message_class(k) == Some(class))
            .map(|(_, n)| n)
            .sum()
    }

    /// Data messages: ours and others (not sync).
    pub fn data_messages(&self) -> u32 {
        self.count(MessageClass::Ours) + self.count(MessageClass::Other)
    }
}

fn strip_comments(line: &str) -> String {
    let mut s = line.to_string();
    while let Some(a) = s.find("/*") {
        match s[a..].find("*/") {
            Some(b) => s.replace_range(a..a + b + 2, ""),
            None => s.truncate(a),
        }
    }
    if let Some(i) = s.find("//") {
        s.truncate(i);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// IGC's SIMD16 vISA for `if (flags[i]) dst[i] = src[i]` (float4, uchar flags), body
    /// abridged, with its declarations and comments.
    const IGC: &str = r#".version 4.1
.kernel "cond_store_float4"
// .decl V0 v_type=G v_name=%null
.decl V0044 v_type=G type=d num_elts=16 align=hword
.input V0038 offset=32 size=32
.kernel_attr Target="3d"
.function "_main_0"

_main_0:
    or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x4c0:ud                         /// $1
    mov (M1, 16) V0044(0,0)<1> V0045(0,0)<1;1,0>                                 /// $3
    movs (M1_NM, 1) T6(0) 0x1:ud                                                 /// $7
    gather_scaled.1 (M1, 16) T6 0x0:ud V0048.0 V0050.0                           /// $8
    cmp.ne (M1, 16) P1 V0051(0,0)<1;1,0> 0x0:ub                                  /// $9
    (P1) gather4_scaled.RGBA (M1, 16) T6 0x0:ud V0052.0 V0053.0                  /// $12
    (P1) mov.sat (M1, 16) V0054(0,0)<1> V0053(0,0)<1;1,0>                        /// $13
    (P1) scatter4_scaled.RGBA (M1, 16) T6 0x0:ud V0052.0 V0053.0                 /// $14
    fence_local.E                                                                /// $15
    barrier                                                                      /// $16
BB_1:
    ret (M1, 1)                                                                  /// $17
"#;

    #[test]
    fn counts_an_igc_kernel() {
        let s = VisaStats::from_visa(IGC);
        // or mov movs gather cmp gather4 mov.sat scatter4 fence barrier ret
        assert_eq!(s.instructions, 11);
        assert_eq!(s.moves, 2, "mov and mov.sat; movs is not a move");
        assert_eq!(s.count(MessageClass::Ours), 2);
        assert_eq!(s.count(MessageClass::Other), 1);
        assert_eq!(s.count(MessageClass::Sync), 2);
        assert_eq!(s.data_messages(), 3);
        assert_eq!(s.messages.get("gather4_scaled"), Some(&1));
    }

    #[test]
    fn counts_a_memlower_kernel() {
        let visa =
            ".version 4.2\n.kernel \"k\"\n/* memlower: k for tgllp: 2 messages, 1 moves */\n\
            .decl v_v v_type=G type=f num_elts=16 align=GRF\n\
            \x20   mov (M1_NM, 8) v_lane(0,0)<1> 0x76543210:v\n\
            \x20   setp (M1_NM, 16) p_m v_m(0,0)<0;1,0>\n\
            \x20   (p_m) gather_scaled.4 (M1_NM, 16) s_src 0x0:ud v_off.0 v_v.0  // line 15:3\n\
            L_exit:\n\
            \x20   (!p_m) qw_scatter.1 (M5, 16) s_dst v_off.0 v_v.0\n\
            \x20   ret (M1, 1)\n";
        let s = VisaStats::from_visa(visa);
        assert_eq!((s.instructions, s.moves), (5, 1));
        assert_eq!(s.count(MessageClass::Ours), 2);
        assert_eq!(
            s.count(MessageClass::Other) + s.count(MessageClass::Sync),
            0
        );
    }

    #[test]
    fn classes() {
        for ours in OUR_MESSAGES {
            assert_eq!(message_class(ours), Some(MessageClass::Ours));
        }
        for other in [
            "gather4_scaled",
            "load_lz",
            "sample_b",
            "svm_gather",
            "lsc_load",
        ] {
            assert_eq!(message_class(other), Some(MessageClass::Other), "{other}");
        }
        for sync in ["fence_local", "fence_global", "barrier", "lsc_fence"] {
            assert_eq!(message_class(sync), Some(MessageClass::Sync), "{sync}");
        }
        for alu in ["mov", "movs", "add3", "sel", "setp", "cmp", "ret", "shl"] {
            assert_eq!(message_class(alu), None, "{alu}");
        }
    }
}
