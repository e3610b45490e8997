//! What lowering needs to know about a target, read from the target table.
//!
//! The legaliser and the message verifier must agree on every legality fact, so both read one
//! table (`memlower_passes::target`). This module is the one place lowering reads it; the rest
//! of the crate sees only [`TargetFacts`].

use memlower_ir::Message;
use memlower_passes::target::Target;

/// The facts lowering, the verifier and the emitter read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetFacts {
    /// Short name (`dg2`).
    pub name: String,
    /// `GenX_IR -platform` argument (`DG2`).
    pub platform: String,
    /// GRF size in bytes.
    pub grf_bytes: u32,
    /// Number of GRFs a kernel may use.
    pub num_grfs: u32,
    /// Legal exec sizes of each message, indexed like [`Message::ALL`]; empty = unavailable.
    pub exec_sizes: [Vec<u32>; 5],
}

impl TargetFacts {
    /// Reads the target table.
    pub fn of(target: &Target) -> TargetFacts {
        // Placeholder until the target table lands: the values of DESIGN.md's table, narrowed by
        // docs/finalizer-facts.md (byte gathers/scatters stop at 16; typed reads are 8 lanes by
        // the spec; QW from XeHP).
        let (platform, grf_bytes, qw) = match target.name {
            "tgllp" => ("TGLLP", 32, false),
            "xehp" => ("XeHP_SDV", 32, true),
            "pvc" => ("PVC", 64, true),
            _ => ("DG2", 32, true),
        };
        let scaled = vec![1, 2, 4, 8, 16];
        TargetFacts {
            name: target.name.to_string(),
            platform: platform.to_string(),
            grf_bytes,
            num_grfs: 128,
            exec_sizes: [
                scaled.clone(),
                scaled.clone(),
                vec![8, 16],
                if qw { scaled } else { Vec::new() },
                vec![8],
            ],
        }
    }

    /// Legal exec sizes of `msg` on this target (empty if the target lacks the message).
    pub fn exec_sizes(&self, msg: Message) -> &[u32] {
        let i = Message::ALL.iter().position(|&m| m == msg).unwrap_or(0);
        &self.exec_sizes[i]
    }

    /// True if the target has `msg` at all.
    pub fn has(&self, msg: Message) -> bool {
        !self.exec_sizes(msg).is_empty()
    }
}

/// True if an instruction of `exec` lanes may start at channel `offset`: a multiple of 4,
/// inside the 32 channels, and a multiple of `max(exec, 8)`. The finalizer silently resets
/// other offsets to M1 (docs/finalizer-facts.md §8c), which would read the wrong predicate bits.
pub fn mask_offset_ok(exec: u32, offset: u32) -> bool {
    offset.is_multiple_of(4) && offset + exec <= 32 && offset.is_multiple_of(exec.max(8))
}
