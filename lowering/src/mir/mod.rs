//! The message-level IR: vISA-like, fully explicit.
//!
//! `lower-messages` turns each legal abstract memory op into exactly one [`MsgInst`] and the
//! arithmetic around it into ALU instructions over *variables* — typed, GRF-sized storage, as
//! vISA declares it — so every byte the finalizer will see is visible here:
//!
//! ```text
//!   Kernel
//!   ├── vars      .decl v_x v_type=G type=ud num_elts=16 align=GRF [alias=<v_y, 64>] [Output]
//!   ├── preds     .decl p_m v_type=P num_elts=32
//!   ├── surfaces  user (T6+, a kernel input), %slm (T0), %scratch (T5, stateless)
//!   ├── inputs    function arguments at byte offsets of the GRF file
//!   └── insts     messages, mov/ALU with regions, cmp/setp, sel, labels, jmp, ret
//! ```
//!
//! Operands name their variable and a *byte* offset into it; the emitter turns byte offsets into
//! vISA's `(row, col)` for the target's GRF size, so this IR is the same text-free data for every
//! target. The verifier ([`crate::verify`]) checks it against the message specs and the target
//! facts; the printer here ([`Kernel`]'s `Display`) is what `memlower lower --emit ir` shows.
//!
//! The parts: `types` (element types, ids, declarations, operands), `inst` (opcodes and
//! instructions), `kernel` (the kernel, its builders, access walk and footprints), `region`
//! (the legal region parameters and the GRFs an operand spans) and `print` (the `--emit ir`
//! printer).

mod inst;
mod kernel;
mod print;
mod region;
mod types;

pub use inst::*;
pub use kernel::*;
pub use region::*;
pub use types::*;
