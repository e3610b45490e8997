//! A reader of vISA assembly: `.visaasm` text back into the message IR ([`Kernel`]) that
//! [`crate::minterp`] executes, by *vISA's* meaning of the text.
//!
//! The emitter ([`memlower_lowering::emit`]) turns byte offsets into `(row, col)`, types into declarations
//! and predicates into `(P)` prefixes; GenX_IR accepts text in which one of those is wrong but
//! well-formed (a region column off by a factor of two still names an element of the variable).
//! The differential checker therefore runs the kernel *read back from the text users get*, so a
//! wrong column in the text changes what the checked kernel does:
//!
//! ```text
//!   Kernel ──emit──▶ .visaasm text ──read_visa(text, Env)──▶ Kernel' ──minterp──▶ compared
//! ```
//!
//! What the reader takes from the text, as vISA defines it (spec chapters "vISA Assembly
//! Syntax", "Operands", "Execution Model"):
//!
//! | text | meaning |
//! |---|---|
//! | `.version 4.2`, `.kernel "name"` | the header (only version 4.2 is read) |
//! | `.decl V v_type=G type=T num_elts=N [align=GRF] [alias=<R, off>] [attrs={Output}]` | a variable; `alias` is a view of `R` from byte `off` |
//! | `.decl P v_type=P num_elts=N` | a predicate of N (1..=32) channels |
//! | `.decl S v_type=T num_elts=1` | a user surface |
//! | `.input X offset=O size=S` | X (a root variable or a surface) is filled by the host |
//! | `V(r,c)<vs;w,hs>`, `(-)V(...)` | source region: origin `r * GRF + c * sizeof(T)` bytes, `c < GRF / sizeof(T)`, T the declared type; strides in elements |
//! | `V(r,c)<hs>` | destination region |
//! | `0x...:T`, `0x...:v` | immediate of type T (the bits); packed signed nibbles |
//! | `P` as an operand | a predicate (logic ops, `cmp`/`setp` destinations, `mov` source) |
//! | `V.off`, `%null.0` | raw operand: byte `off` of V (message payloads) |
//! | `(P)`, `(!P)` | predicate control; `(Mk[_NM], N)`: channels `4(k-1) .. 4(k-1)+N` |
//! | `mov add mul shl shr and or xor not sel asr min max mad`, `cmp.rel`, `setp`, `jmp`, `ret`, `L:` | the ALU, compares, control |
//! | `gather_scaled.B`, `scatter_scaled.B`, `scatter4_scaled.CH`, `qw_scatter.B`, `gather4_typed.CH` | the five messages, operands in vISA order |
//!
//! Two comments memlower's emitter writes carry meaning for the checker: `// line L:C` after a
//! message is the IR location it came from (diagnostics only), and a line
//! `// sink: V.off:T [stride=S], ...` is the IR's `sink` (the values the checker observes; the
//! finalizer keeps them live through `attrs={Output}`). Every other comment is ignored.
//!
//! The text does not say what memory its surfaces are or which variables are the function's
//! arguments; [`Env`] carries what the host knows: the target (GRF size) and the module's
//! surfaces. The binding is memlower's kernel ABI (docs/ARCHITECTURE.md §3): user surfaces are
//! declared in module order, `%slm` is the one SLM and `%scratch` the module's stateless
//! surface, and the `.input` variables in declaration order are the function's parameters.
//!
//! Anything else (other instructions, indirect or address operands, `.any`/`.all`, source
//! modifiers other than `(-)`, type suffixes on register operands, float literals, regions
//! vISA cannot encode, a column past its GRF) is refused with a `line:col` error that names the
//! construct, never guessed at.

mod decls;
mod env;
mod error;
mod insts;
mod lex;
mod operands;
mod parse;

pub use env::Env;
pub use error::ReadError;

use memlower_lowering::mir::Kernel;

/// Reads a `.visaasm` kernel (see the module documentation).
pub fn read_visa(text: &str, env: &Env) -> Result<Kernel, ReadError> {
    let lines = lex::lex(text)?;
    parse::Reader::new(env).read(&lines)
}
