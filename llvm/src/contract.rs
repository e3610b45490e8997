//! Argument contracts: what inputs a corpus function is defined on, so the differential test
//! only feeds LLVM inputs inside its defined behaviour (in-bounds indices, trip counts bounded by
//! the buffers, distinct scatter addresses) and never lets the JIT touch memory outside the
//! buffers it was given.
//!
//! A contract is one comment line in the C source, before the function:
//!
//! ```text
//! //@ contract gather_f32(out: f32[n], a: f32[m], idx: i32[n] in 0..m, n: 0..=300, m: 1..=64)
//! ```
//!
//! One entry per LLVM argument, in order:
//!
//! | entry | argument |
//! |---|---|
//! | `x: 0..=300` | an integer drawn from the range (inclusive) |
//! | `x: f32`, `x: f64` | a float drawn like float buffer elements |
//! | `p: T[len]` | a buffer of `len` elements of T (`i8 u8 i16 u16 i32 u32 i64 f32 f64`), random contents |
//! | `p: T[len] in lo..hi` | elements drawn from `lo..hi` (exclusive; bounds are expressions) |
//! | `p: f32[len] in -2e9..2e9` | float elements drawn from `lo..hi` (bounds are float literals: a `.` or an exponent), finite, with fractions (for `fptosi`/`fptoui`, whose out-of-range results are poison) |
//! | `p: f32[len] no-neg-zero` | random float elements as for `T[len]`, but never `-0.0` (for `minnum`/`maxnum`, where LLVM may return either zero of `+0`/`-0`) |
//! | `p: T[len] perm hi` | distinct elements drawn from `0..hi` (for scatter indices) |
//! | `p: slm T[len]` | a buffer in shared local memory (address space 3) |
//!
//! Lengths and bounds are expressions over the integer arguments: sums of products of names and
//! numbers (`n`, `2*n+1`, `n*3`). Integer arguments are drawn first, in order, so a later range
//! may name an earlier argument.

use memlower_ir::rng::Rng;
use std::collections::HashMap;

/// Element types of contract buffers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// Integer of `bytes` bytes.
    Int {
        /// Width in bytes.
        bytes: u32,
    },
    /// IEEE float of `bytes` bytes (2, 4 or 8).
    Float {
        /// Width in bytes.
        bytes: u32,
    },
}

impl Elem {
    fn parse(s: &str) -> Option<Elem> {
        Some(match s {
            "i8" | "u8" => Elem::Int { bytes: 1 },
            "i16" | "u16" => Elem::Int { bytes: 2 },
            "i32" | "u32" => Elem::Int { bytes: 4 },
            "i64" | "u64" => Elem::Int { bytes: 8 },
            "f32" => Elem::Float { bytes: 4 },
            "f64" => Elem::Float { bytes: 8 },
            _ => return None,
        })
    }

    /// Bytes per element.
    pub fn bytes(self) -> u32 {
        match self {
            Elem::Int { bytes } | Elem::Float { bytes } => bytes,
        }
    }
}

/// `a*b + c + ...` over integer arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr(Vec<Vec<Factor>>);

#[derive(Clone, Debug, PartialEq)]
enum Factor {
    Num(i64),
    Name(String),
}

impl Expr {
    fn parse(s: &str) -> Result<Expr, String> {
        let terms = s
            .split('+')
            .map(|t| {
                t.split('*')
                    .map(|f| {
                        let f = f.trim();
                        if let Ok(n) = f.parse::<i64>() {
                            Ok(Factor::Num(n))
                        } else if !f.is_empty()
                            && f.chars().all(|c| c.is_alphanumeric() || c == '_')
                        {
                            Ok(Factor::Name(f.to_string()))
                        } else {
                            Err(format!("bad term `{f}` in `{s}`"))
                        }
                    })
                    .collect::<Result<Vec<_>, _>>()
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Expr(terms))
    }

    /// The value, given the integer arguments drawn so far.
    pub fn eval(&self, env: &HashMap<String, i64>) -> Result<i64, String> {
        let mut sum = 0i64;
        for t in &self.0 {
            let mut p = 1i64;
            for f in t {
                p = p.saturating_mul(match f {
                    Factor::Num(n) => *n,
                    Factor::Name(x) => *env
                        .get(x)
                        .ok_or_else(|| format!("`{x}` is not an integer argument drawn before"))?,
                });
            }
            sum = sum.saturating_add(p);
        }
        Ok(sum)
    }
}

/// How a buffer's elements are drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Fill {
    /// Random (floats: finite values, with some infinities, signed zeros and NaNs).
    Random,
    /// Uniform integers in `lo..hi`.
    Range(Expr, Expr),
    /// Distinct integers from `0..hi`.
    Perm(Expr),
    /// Finite floats in `lo..hi`.
    Floats(f64, f64),
    /// Random floats, without `-0.0`.
    NoNegZero,
}

/// One argument of a contract.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// An integer argument in `lo..=hi`.
    Int {
        /// Name.
        name: String,
        /// Smallest value.
        lo: i64,
        /// Largest value.
        hi: i64,
    },
    /// A float argument.
    Float {
        /// Name.
        name: String,
        /// Bytes (4 or 8).
        bytes: u32,
    },
    /// A buffer the argument points to.
    Buffer {
        /// Name.
        name: String,
        /// Element type.
        elem: Elem,
        /// Element count.
        len: Expr,
        /// How elements are drawn.
        fill: Fill,
        /// In shared local memory (address space 3).
        slm: bool,
    },
}

/// A function's contract.
#[derive(Clone, Debug, PartialEq)]
pub struct Contract {
    /// The function (its C and LLVM name).
    pub function: String,
    /// The arguments, in order.
    pub args: Vec<Arg>,
}

/// Every `//@ contract` line of a C source (or `;@ contract` line of an LLVM `.ll` file).
pub fn parse_contracts(src: &str) -> Result<Vec<Contract>, String> {
    src.lines()
        .filter_map(|l| {
            let l = l.trim();
            l.strip_prefix("//@ contract ")
                .or_else(|| l.strip_prefix(";@ contract "))
        })
        .map(parse_one)
        .collect()
}

/// The contracts of an LLVM text file: its own `;@ contract` lines, then the `//@ contract`
/// lines of the C file its `source_filename` names, when that file sits next to it (the corpus
/// layout). `Ok(empty)` when there are none; bitcode has no text to search and gets none.
pub fn contracts_for_file(path: &std::path::Path) -> Result<Vec<Contract>, String> {
    if path.extension().is_none_or(|e| e != "ll") {
        return Ok(Vec::new());
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    contracts_for_text(&text, Some(path))
}

/// The contracts of LLVM text read from `path` (`None`: from stdin, where only its own
/// `;@ contract` lines count): as [`contracts_for_file`].
pub fn contracts_for_text(
    text: &str,
    path: Option<&std::path::Path>,
) -> Result<Vec<Contract>, String> {
    let mut out = parse_contracts(text)?;
    let Some(path) = path else {
        return Ok(out);
    };
    let source = text.lines().find_map(|l| {
        let v = l.trim().strip_prefix("source_filename")?.trim_start();
        let v = v.strip_prefix('=')?.trim();
        v.strip_prefix('"')?.strip_suffix('"').map(str::to_string)
    });
    if let Some(src) = source.filter(|s| !s.contains(['/', '\\'])) {
        let c = path.with_file_name(&src);
        if let Ok(c_text) = std::fs::read_to_string(&c) {
            out.extend(parse_contracts(&c_text).map_err(|e| format!("{}: {e}", c.display()))?);
        }
    }
    Ok(out)
}

fn parse_one(s: &str) -> Result<Contract, String> {
    let (name, rest) = s
        .split_once('(')
        .ok_or_else(|| format!("no `(` in `{s}`"))?;
    let body = rest
        .trim()
        .strip_suffix(')')
        .ok_or_else(|| format!("no closing `)` in `{s}`"))?;
    let args = body
        .split(',')
        .map(|a| parse_arg(a.trim()))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Contract {
        function: name.trim().to_string(),
        args,
    })
}

fn parse_arg(s: &str) -> Result<Arg, String> {
    let (name, spec) = s
        .split_once(':')
        .ok_or_else(|| format!("no `:` in `{s}`"))?;
    let (name, spec) = (name.trim().to_string(), spec.trim());
    if let Some((lo, hi)) = spec.split_once("..=") {
        let p = |x: &str| x.trim().parse::<i64>().map_err(|e| format!("`{s}`: {e}"));
        return Ok(Arg::Int {
            name,
            lo: p(lo)?,
            hi: p(hi)?,
        });
    }
    if let Some(Elem::Float { bytes }) = Elem::parse(spec) {
        return Ok(Arg::Float { name, bytes });
    }
    let (slm, spec) = match spec.strip_prefix("slm ") {
        Some(r) => (true, r.trim()),
        None => (false, spec),
    };
    let (ty, rest) = spec
        .split_once('[')
        .ok_or_else(|| format!("`{s}`: expected T[len]"))?;
    let elem = Elem::parse(ty.trim()).ok_or_else(|| format!("`{s}`: unknown element type"))?;
    let (len, fill) = rest
        .split_once(']')
        .ok_or_else(|| format!("`{s}`: no `]`"))?;
    let fill = fill.trim();
    let fill = if fill.is_empty() {
        Fill::Random
    } else if fill == "no-neg-zero" && matches!(elem, Elem::Float { .. }) {
        Fill::NoNegZero
    } else if let Some(r) = fill.strip_prefix("in ") {
        let (lo, hi) = r
            .split_once("..")
            .ok_or_else(|| format!("`{s}`: expected `in lo..hi`"))?;
        let float = |x: &str| {
            let x = x.trim();
            (x.contains(['.', 'e', 'E']))
                .then(|| x.parse::<f64>().ok())
                .flatten()
        };
        match (elem, float(lo), float(hi)) {
            (Elem::Float { .. }, Some(l), Some(h)) if l.is_finite() && h.is_finite() && l < h => {
                Fill::Floats(l, h)
            }
            (Elem::Float { .. }, _, _) => {
                return Err(format!(
                    "`{s}`: a float buffer's range takes finite float bounds, lo < hi"
                ))
            }
            _ => Fill::Range(Expr::parse(lo)?, Expr::parse(hi)?),
        }
    } else if let Some(r) = fill.strip_prefix("perm ") {
        Fill::Perm(Expr::parse(r)?)
    } else {
        return Err(format!("`{s}`: unknown fill `{fill}`"));
    };
    Ok(Arg::Buffer {
        name,
        elem,
        len: Expr::parse(len)?,
        fill,
        slm,
    })
}

/// One drawn argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Drawn {
    /// An integer.
    Int(i64),
    /// A float's bits (4 or 8 bytes wide).
    Float(u64),
    /// A buffer's bytes.
    Buffer(Vec<u8>),
}

/// A random float of `bytes` width: mostly finite values of moderate size, sometimes ±0, ±inf,
/// NaN (of either sign, quiet or signalling, with a random payload, so a NaN's bits are
/// checked where LLVM keeps them) or a subnormal, so compares and NaN rules are exercised.
pub fn draw_float(rng: &mut Rng, bytes: u32) -> u64 {
    if rng.below(32) == 0 {
        let (exp, frac) = match bytes {
            2 => (5, 10),
            4 => (8, 23),
            _ => (11, 52),
        };
        let sign = rng.below(2) << (exp + frac);
        let payload = 1 + rng.below((1u64 << frac) - 1);
        return sign | (((1u64 << exp) - 1) << frac) | payload;
    }
    let special = rng.below(16) == 0;
    let x: f64 = if special {
        match rng.below(6) {
            0 => 0.0,
            1 => -0.0,
            2 => f64::INFINITY,
            3 => f64::NEG_INFINITY,
            4 => f64::NAN,
            _ => 1e-40,
        }
    } else {
        (rng.below(20001) as f64 - 10000.0) / 64.0
    };
    match bytes {
        4 => (x as f32).to_bits() as u64,
        _ => x.to_bits(),
    }
}

impl Contract {
    /// The contract's integer ranges as `memlower check` argument constraints (`n=0..=300`, the
    /// text `--arg` and `; check-arg:` take), so the checker runs the imported function on the
    /// inputs it is defined on. Buffers become surfaces, not parameters, so only integer
    /// arguments constrain the check.
    pub fn check_args(&self) -> Vec<String> {
        self.args
            .iter()
            .filter_map(|a| match a {
                Arg::Int { name, lo, hi } => Some(format!("{name}={lo}..={hi}")),
                // The only SLM buffer starts at byte 0 of SLM, as the JIT side lays it out: an
                // offset drawn at random would put every access past SLM's end (undefined).
                Arg::Buffer {
                    name, slm: true, ..
                } => Some(format!("{name}=0..=0")),
                _ => None,
            })
            .collect()
    }

    /// The contract's integer ranges as constraints on the parameters of the imported function
    /// `b` (`n=0..=300`, as [`Contract::check_args`]), matched by position: entry k is LLVM
    /// argument k, whatever its name (clang leaves arguments unnamed unless
    /// `-fno-discard-value-names`). `Err` when the contract does not fit the function: another
    /// number of arguments, or an integer entry for a pointer argument (or a buffer for a
    /// number).
    pub fn check_args_for(&self, b: &crate::FunctionBindings) -> Result<Vec<String>, String> {
        if self.args.len() != b.args.len() {
            return Err(format!(
                "the contract of @{} lists {} arguments, the function has {}",
                self.function,
                self.args.len(),
                b.args.len()
            ));
        }
        let mut out = Vec::new();
        for (k, (a, bind)) in self.args.iter().zip(&b.args).enumerate() {
            let number = matches!(a, Arg::Int { .. } | Arg::Float { .. });
            let param = match bind {
                crate::Binding::Param(p) => b.params.get(*p),
                _ => None,
            };
            match (a, param) {
                (Arg::Int { lo, hi, .. }, Some(p)) => out.push(format!("{p}={lo}..={hi}")),
                (Arg::Buffer { slm: true, .. }, None) => {
                    if let crate::Binding::SlmOffset(p) = bind {
                        if let Some(p) = b.params.get(*p) {
                            out.push(format!("{p}=0..=0"));
                        }
                    }
                }
                (Arg::Float { .. }, Some(_)) | (Arg::Buffer { .. }, None) => {}
                _ => {
                    return Err(format!(
                        "entry {k} of the contract of @{} is {}, but argument {k} (`%{}`) is {}",
                        self.function,
                        if number { "a number" } else { "a buffer" },
                        b.printed.get(k).map_or("?", String::as_str),
                        if param.is_some() {
                            "a number"
                        } else {
                            "a pointer"
                        },
                    ))
                }
            }
        }
        Ok(out)
    }

    /// Draws one input: every argument, integer arguments first (so lengths can use them).
    pub fn draw(&self, rng: &mut Rng) -> Result<Vec<Drawn>, String> {
        let mut env = HashMap::new();
        let mut out = vec![Drawn::Int(0); self.args.len()];
        for (k, a) in self.args.iter().enumerate() {
            if let Arg::Int { name, lo, hi } = a {
                if hi < lo {
                    return Err(format!("{}: empty range for `{name}`", self.function));
                }
                let span = (hi - lo) as u64 + 1;
                let v = lo + rng.below(span) as i64;
                env.insert(name.clone(), v);
                out[k] = Drawn::Int(v);
            }
        }
        for (k, a) in self.args.iter().enumerate() {
            match a {
                Arg::Int { .. } => {}
                Arg::Float { bytes, .. } => out[k] = Drawn::Float(draw_float(rng, *bytes)),
                Arg::Buffer {
                    name,
                    elem,
                    len,
                    fill,
                    ..
                } => {
                    let n = len.eval(&env)?.max(0) as usize;
                    let eb = elem.bytes() as usize;
                    let mut bytes = Vec::with_capacity(n * eb);
                    let values: Vec<u64> = match fill {
                        Fill::Random => (0..n)
                            .map(|_| match elem {
                                Elem::Float { bytes } => draw_float(rng, *bytes),
                                Elem::Int { .. } => rng.next_u64(),
                            })
                            .collect(),
                        Fill::Range(lo, hi) => {
                            let (lo, hi) = (lo.eval(&env)?, hi.eval(&env)?);
                            if n > 0 && hi <= lo {
                                return Err(format!(
                                    "{}: `{name}` has an empty range {lo}..{hi}",
                                    self.function
                                ));
                            }
                            (0..n)
                                .map(|_| (lo + rng.below((hi - lo).max(1) as u64) as i64) as u64)
                                .collect()
                        }
                        Fill::Floats(lo, hi) => (0..n)
                            .map(|_| {
                                // A fraction of the span in 2^-20 steps: fractional values
                                // throughout, rounded once to the element type (kept in range
                                // by the clamp).
                                let u = rng.below(1 << 20) as f64 / (1u64 << 20) as f64;
                                let x = (lo + (hi - lo) * u).clamp(*lo, *hi);
                                match elem.bytes() {
                                    4 => {
                                        let f = x as f32;
                                        let f = if (f as f64) >= *hi || (f as f64) < *lo {
                                            *lo as f32
                                        } else {
                                            f
                                        };
                                        u64::from(f.to_bits())
                                    }
                                    _ => x.to_bits(),
                                }
                            })
                            .collect(),
                        Fill::NoNegZero => (0..n)
                            .map(|_| {
                                let b = draw_float(rng, elem.bytes());
                                let sign = 1u64 << (8 * elem.bytes() - 1);
                                if b == sign {
                                    0
                                } else {
                                    b
                                }
                            })
                            .collect(),
                        Fill::Perm(hi) => {
                            let hi = hi.eval(&env)?.max(0) as usize;
                            if n > hi {
                                return Err(format!(
                                    "{}: `{name}` needs {n} distinct values below {hi}",
                                    self.function
                                ));
                            }
                            let mut all: Vec<u64> = (0..hi as u64).collect();
                            for i in 0..n {
                                let j = i + rng.below((hi - i) as u64) as usize;
                                all.swap(i, j);
                            }
                            all.truncate(n);
                            all
                        }
                    };
                    for v in values {
                        bytes.extend_from_slice(&v.to_le_bytes()[..eb]);
                    }
                    out[k] = Drawn::Buffer(bytes);
                }
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_draws_within_the_contract() {
        let src = "//@ contract k(out: f32[n], idx: i32[n] in 0..m, p: i32[n] perm m+1, n: 0..=20, m: 20..=40, s: slm i16[2*n+1])\n";
        let c = &parse_contracts(src).expect("parses")[0];
        assert_eq!(c.function, "k");
        assert_eq!(c.args.len(), 6);
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let d = c.draw(&mut rng).expect("draws");
            let (Drawn::Int(n), Drawn::Int(m)) = (&d[3], &d[4]) else {
                panic!("{d:?}")
            };
            assert!((0..=20).contains(n) && (20..=40).contains(m));
            let Drawn::Buffer(idx) = &d[1] else { panic!() };
            assert_eq!(idx.len() as i64, 4 * n);
            let idx: Vec<i32> = idx
                .chunks(4)
                .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
                .collect();
            assert!(idx.iter().all(|&x| (0..*m as i32).contains(&x)));
            let Drawn::Buffer(p) = &d[2] else { panic!() };
            let mut p: Vec<i32> = p
                .chunks(4)
                .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
                .collect();
            assert!(p.iter().all(|&x| (0..=*m as i32).contains(&x)));
            p.sort();
            p.dedup();
            assert_eq!(p.len() as i64, *n, "perm values are distinct");
            let Drawn::Buffer(s) = &d[5] else { panic!() };
            assert_eq!(s.len() as i64, 2 * (2 * n + 1));
        }
        assert!(parse_contracts("//@ contract k(x: q[1])").is_err());
        assert!(parse_contracts("//@ contract k(x: i32[n] in 0..)").is_err());
    }
}
