//! The message-IR verifier: the guard between lowering and the finalizer.
//!
//! `GenX_IR` checks little beyond syntax: it accepts exec sizes, block counts, mask offsets and
//! operand types that the message specs forbid and then encodes a wrong descriptor or silently
//! resets a mask offset (docs/finalizer-facts.md §8). So every kernel memlower emits passes
//! this verifier first; it enforces the spec (`/spec/messages`) and the target table:
//!
//! | check | rule |
//! |---|---|
//! | exec size | in the target's list for the message (QW_SCATTER absent before XeHP) |
//! | mask offset | multiple of 4 and of `max(exec, 8)`, `offset + exec ≤ 32`, predicate wide enough |
//! | blocks | GATHER/SCATTER_SCALED 1, 2, 4; QW_SCATTER 1 |
//! | channels | non-empty RGBA mask |
//! | surfaces | GATHER4_TYPED only on typed user surfaces (never %slm / %scratch) |
//! | types | offsets and coordinates `ud`; global offset `ud`; data `ud`/`d`/`f` (`uq`/`q`/`df` for QW) |
//! | raw operands | GRF-aligned in their root variable, whole footprint inside it |
//! | typed addresses | U present; R only with V; LOD present (a `%null` LOD is an extension) |
//! | destination | a read message's destination shares no register byte with its addresses or its global offset register (no spec says what overlap returns) |
//! | extensions | a message outside the spec ([`extensions_used`]) only if the target enables it |
//! | ALU | exec 1..32 power of two; no 64-bit `mul`; regions inside their variables; `asr` on integers, `mad` on one float type; no `q`/`df` arithmetic or conversion where the target lacks the 64-bit ALU; no `df`→`hf` |
//! | regions | the operands chapter's general region rules 1-6 on every register operand: legal widths and strides, exec ≥ width, destination stride not 0, at most two adjacent GRFs accessed (placement: a variable of at least one GRF is GRF-aligned, a smaller one inside one GRF) |
//! | inputs | size = declaration, no overlap, sub-GRF inputs inside one GRF |

mod alu;
mod decls;
mod error;
mod inst;
mod msg;
mod operand;
mod region;

use crate::mir::Kernel;
use memlower_passes::target::Target;

pub use error::MirError;
pub use msg::extensions_used;
pub use operand::mask_offset_ok;

/// Checks a kernel against the message specs and the target facts. Returns the first problem.
pub fn verify_kernel(k: &Kernel, facts: &Target) -> Result<(), MirError> {
    decls::verify_decls(k)?;
    for inst in &k.insts {
        inst::verify_inst(k, facts, inst)?;
        region::check_regions(k, inst)?;
    }
    Ok(())
}
