//! The verifier: the rules of `docs/ARCHITECTURE.md` §2, checked on any [`Module`], whether it
//! came from the parser (every instruction has a source [`Loc`]) or from the builder or a pass
//! (`Loc::UNKNOWN`).
//!
//! ```text
//!   Module ──▶ module rules (unique surface and function names)
//!     └─ Function ──▶ arena sanity (ids in range, each block/inst/value defined once)
//!                       │ (only if sane: the CFG and the printer's value names need it)
//!                       ├─▶ names, blocks, terminators, branch targets and arguments
//!                       ├─▶ SSA: operands defined by a live def that dominates the use (cfg::Cfg)
//!                       └─▶ per-op types: lanes, channels, surfaces, alignment, constants, `via`
//! ```
//!
//! Every error found is reported (not just the first), sorted by source location, as a
//! [`VerifyError`] variant that names the op, the operand and the types involved, and says what
//! would have been accepted ([`Located::expected`]). The verifier never panics: dangling value,
//! block or instruction ids and out-of-range surfaces are errors like any other. Checking an
//! instruction's types stops at its first undefined operand, so one mistake gives one error.

mod casts;
mod checker;
mod error;
mod memory;
mod rules;
mod site;
mod values;

pub use error::VerifyError;
pub use rules::is_identifier;
pub use site::{ConstProblem, Operand, Site};

use crate::diag::Located;
use crate::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use crate::ir::*;
use checker::Checker;

/// Verifies a whole module: the module rules and every function. All errors found, sorted by
/// source location (errors without a location first, in the order found).
///
/// ```
/// use memlower_ir::{builder::FunctionBuilder, diag, Address, Function, Module, ScalarType,
///                   SurfaceKind, Type};
///
/// let mut m = Module::new();
/// let buf = m.add_surface("buf", SurfaceKind::Untyped);
/// let mut f = Function::new("k");
/// let mut b = FunctionBuilder::new(&mut f);
/// let entry = b.block("entry");
/// let off = b.param(entry, Type::vec(16, ScalarType::I32), "off");
/// let mask = b.param(entry, Type::mask(8), "m");
/// b.switch_to(entry);
/// let addr = Address { surface: buf, base: None, offsets: off };
/// let v = b.gather(addr, Some(mask), 4, Type::vec(16, ScalarType::F32));
/// b.sink(&[v]);
/// b.ret();
/// m.functions.push(f);
///
/// let errors = memlower_ir::verify::verify_module(&m).unwrap_err();
/// assert_eq!(
///     diag::render(&errors[0], "k.mir", ""),
///     "error: lane count mismatch: the mask has 8 lanes but the offsets have 16 \
///      (in `gather`, instruction 0 of block `entry`, @k)\n  --> k.mir\n   = expected: a mask<16>\n"
/// );
/// ```
pub fn verify_module(m: &Module) -> Result<(), Vec<VerifyError>> {
    let mut errors = Vec::new();
    let mut surfaces = HashSet::default();
    let mut btis = HashMap::default();
    for s in &m.surfaces {
        let at = Site {
            loc: s.loc,
            ..Site::default()
        };
        if !is_identifier(&s.name) {
            errors.push(VerifyError::BadName {
                at: at.clone(),
                what: "surface",
                name: s.name.clone(),
            });
        }
        if let Some(why) = s.bti.and_then(|b| bad_binding(s, b, &mut btis)) {
            errors.push(VerifyError::BadBinding {
                at: at.clone(),
                name: s.name.clone(),
                bti: s.bti.unwrap_or_default(),
                why,
            });
        }
        if !surfaces.insert(s.name.as_str()) {
            errors.push(VerifyError::DuplicateSurface {
                at,
                name: s.name.clone(),
            });
        }
    }
    let mut funcs = HashSet::default();
    for f in &m.functions {
        let at = Site {
            loc: f.loc,
            func: Some(f.name.clone()),
            ..Site::default()
        };
        errors.extend(bad_function_name(f));
        if !funcs.insert(f.name.as_str()) {
            errors.push(VerifyError::DuplicateFunction {
                at,
                name: f.name.clone(),
            });
        }
        errors.extend(Checker::run(m, f));
    }
    finish(errors)
}

/// Verifies one function of `m` (surfaces are looked up in `m`): what [`verify_module`] checks
/// of each function (its name and its body), without the rules across functions and surfaces.
/// All errors found, sorted by source location.
pub fn verify_function(m: &Module, f: &Function) -> Result<(), Vec<VerifyError>> {
    let mut errors: Vec<VerifyError> = bad_function_name(f).into_iter().collect();
    errors.extend(Checker::run(m, f));
    finish(errors)
}

/// The error of a function whose name is not an identifier.
fn bad_function_name(f: &Function) -> Option<VerifyError> {
    (!is_identifier(&f.name)).then(|| VerifyError::BadName {
        at: Site {
            loc: f.loc,
            func: Some(f.name.clone()),
            ..Site::default()
        },
        what: "function",
        name: f.name.clone(),
    })
}

fn finish(mut errors: Vec<VerifyError>) -> Result<(), Vec<VerifyError>> {
    if errors.is_empty() {
        Ok(())
    } else {
        errors.sort_by_key(|e| e.loc());
        Err(errors)
    }
}

/// What is wrong with surface `s`'s `bti(b)`, if anything; `btis` holds the indices of the
/// surfaces before it.
fn bad_binding<'m>(
    s: &'m crate::Surface,
    b: u32,
    btis: &mut HashMap<u32, &'m str>,
) -> Option<String> {
    if matches!(s.kind, SurfaceKind::Slm | SurfaceKind::Stateless) {
        return Some("on a surface with a fixed hardware surface (`slm`, `stateless`)".into());
    }
    if b > crate::MAX_BTI {
        return Some(format!(
            "is past {} (240..=255 are the special surfaces' entries)",
            crate::MAX_BTI
        ));
    }
    match btis.insert(b, s.name.as_str()) {
        Some(prev) => {
            btis.insert(b, prev);
            Some(format!("is the index of `@{prev}` too"))
        }
        None => None,
    }
}
