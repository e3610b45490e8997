//! The differential test of the import: the original LLVM function run by LLVM's JIT, and the
//! imported function run by memlower's reference interpreter, on the same random inputs drawn
//! from the function's contract; afterwards every byte of every buffer must agree.
//!
//! - Buffers are given to the JIT with 4 KiB guard zones before and after, filled with a pattern
//!   and checked after the call: a write outside a buffer (a wrong contract) is reported, never
//!   silently absorbed. Reads stay inside the buffers when the contract is right.
//! - Float buffers compare element by element with every NaN equal to every NaN: LLVM leaves a
//!   NaN's payload unspecified, and memlower makes it canonical.
//! - A memlower run with undefined behaviour (`docs/SEMANTICS.md` §6) on an input inside the
//!   contract is a finding, not a skip: LLVM defines that input.
//! - A byte memlower leaves undefined where LLVM wrote one is a mismatch.

use crate::contract::{Arg, Contract, Drawn, Elem};
use crate::import::{Binding, FunctionBindings};
use crate::jit::Jit;
use memlower_ir::interp::{run_function, Limits, Memory, MemoryShape, SurfaceSize, Val};
use memlower_ir::rng::Rng;
use memlower_ir::{Module, SurfaceKind, Type};

/// Guard bytes on each side of a JIT buffer.
const GUARD: usize = 4096;
const PATTERN: u8 = 0xA5;

/// The outcome of validating one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Validation {
    /// The function.
    pub function: String,
    /// Trials run.
    pub trials: u32,
    /// Trials whose memories agreed.
    pub agreed: u32,
    /// Disagreements, memlower UB and other findings (at most a few are kept in full).
    pub findings: Vec<String>,
    /// How many findings there were in all.
    pub finding_count: u32,
}

impl Validation {
    fn find(&mut self, s: String) {
        self.finding_count += 1;
        if self.findings.len() < 5 {
            self.findings.push(s);
        }
    }
}

impl std::fmt::Display for Validation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "@{}: {} trials, {} agreed, {} findings",
            self.function, self.trials, self.agreed, self.finding_count
        )?;
        for x in &self.findings {
            write!(f, "\n  {x}")?;
        }
        Ok(())
    }
}

/// A JIT buffer with guard zones.
struct Guarded {
    bytes: Vec<u8>,
    len: usize,
}

impl Guarded {
    fn new(data: &[u8]) -> Guarded {
        let mut bytes = vec![PATTERN; GUARD * 2 + data.len()];
        bytes[GUARD..GUARD + data.len()].copy_from_slice(data);
        Guarded {
            bytes,
            len: data.len(),
        }
    }
    fn addr(&mut self) -> u64 {
        self.bytes[GUARD..].as_mut_ptr() as u64
    }
    fn data(&self) -> &[u8] {
        &self.bytes[GUARD..GUARD + self.len]
    }
    fn guards_intact(&self) -> bool {
        self.bytes[..GUARD].iter().all(|&b| b == PATTERN)
            && self.bytes[GUARD + self.len..].iter().all(|&b| b == PATTERN)
    }
}

/// Where each SLM buffer sits in the one shared local memory: 64-byte aligned, one after another.
fn slm_layout(contract: &Contract, drawn: &[Drawn]) -> (Vec<Option<usize>>, usize) {
    let mut at = 0usize;
    let mut offs = Vec::new();
    for (a, d) in contract.args.iter().zip(drawn) {
        match (a, d) {
            (Arg::Buffer { slm: true, .. }, Drawn::Buffer(b)) => {
                offs.push(Some(at));
                at = (at + b.len()).div_ceil(64) * 64;
            }
            _ => offs.push(None),
        }
    }
    (offs, at)
}

/// Runs `trials` random inputs of `contract` through LLVM's JIT and memlower's interpreter.
pub fn validate(
    jit: &Jit<'_>,
    module: &Module,
    bindings: &FunctionBindings,
    contract: &Contract,
    trials: u32,
    seed: u64,
) -> Validation {
    let mut v = Validation {
        function: bindings.llvm.clone(),
        ..Validation::default()
    };
    if contract.args.len() != bindings.args.len() {
        v.find(format!(
            "the contract lists {} arguments, the function has {}",
            contract.args.len(),
            bindings.args.len()
        ));
        return v;
    }
    let Some(func) = module.function(&bindings.ir) else {
        v.find(format!("no imported function @{}", bindings.ir));
        return v;
    };
    let mut rng = Rng::new(seed);
    for t in 0..trials {
        v.trials += 1;
        let drawn = match contract.draw(&mut rng) {
            Ok(d) => d,
            Err(e) => {
                v.find(format!("contract: {e}"));
                return v;
            }
        };
        match trial(jit, module, func, bindings, contract, &drawn) {
            Ok(()) => v.agreed += 1,
            Err(e) => v.find(format!(
                "trial {t} (seed {seed}): {e}\n    input: {}",
                show(contract, &drawn)
            )),
        }
    }
    v
}

fn show(contract: &Contract, drawn: &[Drawn]) -> String {
    contract
        .args
        .iter()
        .zip(drawn)
        .map(|(a, d)| {
            let name = match a {
                Arg::Int { name, .. } | Arg::Float { name, .. } | Arg::Buffer { name, .. } => name,
            };
            match d {
                Drawn::Int(x) => format!("{name}={x}"),
                Drawn::Float(b) => format!("{name}=0x{b:x}"),
                Drawn::Buffer(b) => format!("{name}=[{} bytes]", b.len()),
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn trial(
    jit: &Jit<'_>,
    module: &Module,
    func: &memlower_ir::Function,
    bindings: &FunctionBindings,
    contract: &Contract,
    drawn: &[Drawn],
) -> Result<(), String> {
    let (slm_at, slm_len) = slm_layout(contract, drawn);
    let mut slm_init = vec![0u8; slm_len];
    for (k, d) in drawn.iter().enumerate() {
        if let (Some(at), Drawn::Buffer(b)) = (slm_at[k], d) {
            slm_init[at..at + b.len()].copy_from_slice(b);
        }
    }
    // LLVM.
    let mut slm = Guarded::new(&slm_init);
    let mut buffers: Vec<Option<Guarded>> = drawn
        .iter()
        .enumerate()
        .map(|(k, d)| match d {
            Drawn::Buffer(b) if slm_at[k].is_none() => Some(Guarded::new(b)),
            _ => None,
        })
        .collect();
    let slm_base = slm.addr();
    let slots: Vec<u64> = drawn
        .iter()
        .enumerate()
        .map(|(k, d)| match (d, &mut buffers[k], slm_at[k]) {
            (_, _, Some(at)) => slm_base + at as u64,
            (_, Some(g), _) => g.addr(),
            (Drawn::Int(x), _, _) => *x as u64,
            (Drawn::Float(b), _, _) => *b,
            (Drawn::Buffer(_), None, None) => 0,
        })
        .collect();
    // SAFETY: every pointer slot points to a guarded buffer of the size the contract gives, and
    // the contract bounds every index and trip count by those sizes.
    unsafe { jit.call(&bindings.llvm, &slots) }.map_err(|e| e.to_string())?;
    if !slm.guards_intact() || buffers.iter().flatten().any(|g| !g.guards_intact()) {
        return Err(
            "LLVM's code wrote outside its buffers: the contract does not bound the accesses"
                .into(),
        );
    }
    // memlower.
    let sizes = module
        .surfaces
        .iter()
        .enumerate()
        .map(|(s, _)| {
            let len = bindings
                .args
                .iter()
                .zip(drawn)
                .find_map(|(b, d)| match (b, d) {
                    (Binding::Surface(r), Drawn::Buffer(x)) if r.index() == s => Some(x.len()),
                    _ => None,
                });
            SurfaceSize::Bytes(len.unwrap_or(0) as u32)
        })
        .collect();
    let shape = MemoryShape {
        slm_bytes: slm_len as u32,
        surfaces: sizes,
    };
    let mut mem = Memory::zeroed(module, &shape).map_err(|e| e.to_string())?;
    let params = func.params();
    let mut args: Vec<Option<Val>> = vec![None; params.len()];
    for (k, (b, d)) in bindings.args.iter().zip(drawn).enumerate() {
        match (b, d) {
            (Binding::Surface(s), Drawn::Buffer(x)) => {
                mem.set_bytes(*s, x).map_err(|e| e.to_string())?
            }
            (Binding::SlmOffset(p), _) => args[*p] = Some(Val::i32(slm_at[k].unwrap_or(0) as i32)),
            (Binding::Param(p), Drawn::Int(x)) => {
                let ty = func.ty(params[*p]);
                args[*p] = Some(int_val(ty, *x).ok_or(format!("argument {k} has type {ty}"))?);
            }
            (Binding::Param(p), Drawn::Float(bits)) => {
                let ty = func.ty(params[*p]);
                args[*p] = Some(
                    Val::from_bits(ty, &[*bits]).ok_or(format!("argument {k} has type {ty}"))?,
                );
            }
            _ => {
                return Err(format!(
                    "argument {k}: the contract and the function disagree on its kind"
                ))
            }
        }
    }
    if let Some(s) = module
        .surfaces
        .iter()
        .position(|s| s.kind == SurfaceKind::Slm)
    {
        mem.set_bytes(memlower_ir::SurfaceRef(s as u32), &slm_init)
            .map_err(|e| e.to_string())?;
    }
    let args: Vec<Val> = args
        .into_iter()
        .collect::<Option<_>>()
        .ok_or("an IR parameter without an argument")?;
    let limits = Limits {
        max_steps: 20_000_000,
    };
    run_function(module, func, &args, &mut mem, limits).map_err(|e| {
        if e.is_ub() {
            format!("memlower reports undefined behaviour where LLVM has none: {e}")
        } else {
            format!("memlower's interpreter: {e}")
        }
    })?;
    // Compare.
    for (k, (a, b)) in contract.args.iter().zip(&bindings.args).enumerate() {
        let Arg::Buffer { name, elem, .. } = a else {
            continue;
        };
        let (llvm, ours): (&[u8], Vec<Option<u8>>) = match (b, slm_at[k], &buffers[k]) {
            (Binding::Surface(s), _, Some(g)) => (g.data(), mem.bytes(*s).unwrap_or(&[]).to_vec()),
            (Binding::SlmOffset(_), Some(at), _) => {
                let n = match &drawn[k] {
                    Drawn::Buffer(x) => x.len(),
                    _ => 0,
                };
                (
                    &slm.data()[at..at + n],
                    mem.slm().get(at..at + n).unwrap_or(&[]).to_vec(),
                )
            }
            _ => continue,
        };
        compare(name, *elem, llvm, &ours)?;
    }
    Ok(())
}

fn int_val(ty: Type, x: i64) -> Option<Val> {
    if ty.is_mask() {
        return Some(Val::mask(&[x & 1 != 0]));
    }
    Val::ints(ty, &[x])
}

/// Buffer contents: equal bytes, except that two NaNs of a float buffer are equal.
fn compare(name: &str, elem: Elem, llvm: &[u8], ours: &[Option<u8>]) -> Result<(), String> {
    if llvm.len() != ours.len() {
        return Err(format!(
            "`{name}`: LLVM has {} bytes, memlower {}",
            llvm.len(),
            ours.len()
        ));
    }
    let eb = elem.bytes() as usize;
    for (e, (l, o)) in llvm.chunks(eb).zip(ours.chunks(eb)).enumerate() {
        let o: Option<Vec<u8>> = o.iter().copied().collect();
        let Some(o) = o else {
            return Err(format!(
                "`{name}`[{e}]: LLVM wrote {l:02x?}, memlower left it undefined"
            ));
        };
        if l == o.as_slice() || (matches!(elem, Elem::Float { .. }) && is_nan(l) && is_nan(&o)) {
            continue;
        }
        return Err(format!("`{name}`[{e}]: LLVM {l:02x?}, memlower {o:02x?}"));
    }
    Ok(())
}

fn is_nan(b: &[u8]) -> bool {
    match b.len() {
        4 => f32::from_le_bytes([b[0], b[1], b[2], b[3]]).is_nan(),
        8 => b
            .try_into()
            .map(|a| f64::from_le_bytes(a).is_nan())
            .unwrap_or(false),
        _ => false,
    }
}
