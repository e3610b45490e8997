//! Constraints on the checker's random arguments: `memlower check --arg rows=1..16`, or the
//! same in the module as a comment, `; check-arg: rows=1..16`.
//!
//! The checker draws each argument to suit how the function uses it ([`super::inputs`]), which
//! covers addresses and masks well but knows nothing of trip counts and guards: a loop bound
//! drawn at random is mostly tiny or astronomically large (a step-limit skip), and a branch
//! taken only when `%mode == 3` is hardly ever taken. A constraint says which values a
//! parameter takes instead:
//!
//! ```text
//!   NAME=LO..HI     integers LO ≤ x < HI (each element of a vector on its own)
//!   NAME=LO..=HI    integers LO ≤ x ≤ HI
//!   NAME=LO..HI:S   integers LO, LO+S, LO+2S, ... below HI (a pitch that keeps an alignment)
//!   NAME=A,B,C      one of the integers A, B, C
//!   NAME=X          exactly X (an integer or a float; every element)
//!   NAME=LO..HI     with a `.` or an exponent in LO or HI: floats LO ≤ x < HI
//!   NAME=all|none   a mask with every lane on / off (`0..=1` for random lanes)
//!   NAME=any        the default: drawn to suit the parameter's use
//! ```
//!
//! `NAME` is the parameter's name, with or without `%`; it applies to that parameter of every
//! function checked. Integers may be negative or hexadecimal (`0x40`), and are taken modulo
//! 2^width of the element (`-1` on an `i32` is `0xffffffff`), but must fit the element as
//! signed or unsigned. Constrained values come from the parameter's own stream, so a trial seed
//! still replays a trial, and the shrinker leaves constrained parameters as they were drawn.

use super::inputs::stream;
use memlower_ir::interp::scalar::float_bits;
use memlower_ir::interp::Val;
use memlower_ir::{Function, Module, ScalarType, Type};
use std::fmt;
use std::str::FromStr;

/// The values one parameter takes.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgValues {
    /// Drawn to suit the parameter's use (no constraint).
    Any,
    /// Integers `lo, lo + step, ...` up to `hi` (inclusive), per element.
    Ints {
        /// Smallest.
        lo: i128,
        /// Largest (inclusive).
        hi: i128,
        /// Distance between values (at least 1).
        step: i128,
    },
    /// One of these integers, per element.
    List(Vec<i128>),
    /// Floats in `lo..hi` (exactly `lo` when `lo == hi`), per element.
    Floats {
        /// Smallest.
        lo: f64,
        /// Bound (exclusive, unless equal to `lo`).
        hi: f64,
    },
    /// Every mask lane on.
    AllOn,
    /// Every mask lane off.
    AllOff,
}

/// A constraint: `NAME=VALUES`.
#[derive(Clone, Debug, PartialEq)]
pub struct ArgConstraint {
    /// The parameter, without `%`.
    pub param: String,
    /// What it takes.
    pub values: ArgValues,
}

// No NaN is ever parsed into `Floats`, so equality is an equivalence.
impl Eq for ArgValues {}
impl Eq for ArgConstraint {}

/// Why a constraint was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArgError {
    /// Not `NAME=VALUES`.
    #[error("`{text}` is not a constraint: {reason}")]
    Syntax {
        /// The text as given.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// No function checked has a parameter of that name.
    #[error("no function has a parameter `%{param}`")]
    UnknownParam {
        /// The name.
        param: String,
        /// Every parameter, as `@f(%a, %b)` per function.
        known: Vec<String>,
    },
    /// The values do not suit the parameter's type.
    #[error("`%{param}` of @{function} has type {ty}, which cannot take `{values}`")]
    DoesNotFit {
        /// The parameter.
        param: String,
        /// Its function.
        function: String,
        /// Its type.
        ty: Type,
        /// The values, as written back.
        values: String,
    },
}

impl ArgError {
    /// What would have been accepted.
    pub fn expected(&self) -> String {
        match self {
            ArgError::Syntax { .. } => "`NAME=LO..HI`, `NAME=LO..=HI`, `NAME=LO..HI:STEP`, \
                                        `NAME=A,B,C`, `NAME=VALUE`, `NAME=all`, `NAME=none` or \
                                        `NAME=any`"
                .into(),
            ArgError::UnknownParam { known, .. } => format!("a parameter of {}", known.join(", ")),
            ArgError::DoesNotFit { ty, .. } => match ty.elem() {
                None => "`all`, `none`, `0`, `1` or `0..=1` for a mask".into(),
                Some(e) if e.is_float() => "a float or an integer range".into(),
                Some(e) => format!("integers that fit {e}, signed or unsigned"),
            },
        }
    }
}

impl fmt::Display for ArgValues {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgValues::Any => f.write_str("any"),
            ArgValues::Ints { lo, hi, .. } if lo == hi => write!(f, "{lo}"),
            ArgValues::Ints { lo, hi, step: 1 } => write!(f, "{lo}..={hi}"),
            ArgValues::Ints { lo, hi, step } => write!(f, "{lo}..={hi}:{step}"),
            ArgValues::List(xs) => {
                let xs: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
                f.write_str(&xs.join(","))
            }
            ArgValues::Floats { lo, hi } if lo == hi => write!(f, "{lo:?}"),
            ArgValues::Floats { lo, hi } => write!(f, "{lo:?}..{hi:?}"),
            ArgValues::AllOn => f.write_str("all"),
            ArgValues::AllOff => f.write_str("none"),
        }
    }
}

fn int(s: &str) -> Option<i128> {
    let (neg, mag) = match s.strip_prefix('-') {
        Some(m) => (true, m),
        None => (false, s),
    };
    let v = match mag.strip_prefix("0x").or_else(|| mag.strip_prefix("0X")) {
        Some(h) => i128::from_str_radix(h, 16).ok()?,
        None if !mag.is_empty() && mag.bytes().all(|b| b.is_ascii_digit()) => mag.parse().ok()?,
        None => return None,
    };
    Some(if neg { -v } else { v })
}

fn float(s: &str) -> Option<f64> {
    s.parse::<f64>().ok().filter(|x| x.is_finite())
}

fn is_float_text(s: &str) -> bool {
    !s.starts_with("0x") && (s.contains('.') || s.contains(['e', 'E']))
}

impl FromStr for ArgConstraint {
    type Err = ArgError;

    fn from_str(text: &str) -> Result<ArgConstraint, ArgError> {
        let err = |reason: &str| ArgError::Syntax {
            text: text.to_string(),
            reason: reason.to_string(),
        };
        let (name, spec) = text
            .split_once('=')
            .ok_or_else(|| err("it has no `=` between the parameter and its values"))?;
        let param = name.trim();
        let param = param.strip_prefix('%').unwrap_or(param);
        if !memlower_ir::verify::is_identifier(param) && !param.bytes().all(|b| b.is_ascii_digit())
            || param.is_empty()
        {
            return Err(err("the part before `=` is not a parameter name"));
        }
        let spec = spec.trim();
        let values = match spec {
            "any" => ArgValues::Any,
            "all" => ArgValues::AllOn,
            "none" => ArgValues::AllOff,
            _ if spec.contains(',') => {
                let xs: Option<Vec<i128>> = spec.split(',').map(|x| int(x.trim())).collect();
                ArgValues::List(xs.ok_or_else(|| err("a list holds integers only"))?)
            }
            _ => {
                let (spec, step) = match spec.split_once(':') {
                    Some((range, step)) => match int(step.trim()) {
                        Some(st) if st >= 1 && range.contains("..") => (range, st),
                        _ => return Err(err("the step after `:` is not a positive integer")),
                    },
                    None => (spec, 1),
                };
                let (lo, hi, inclusive) = match spec.split_once("..") {
                    Some((lo, hi)) => match hi.strip_prefix('=') {
                        Some(hi) => (lo.trim(), hi.trim(), true),
                        None => (lo.trim(), hi.trim(), false),
                    },
                    None => (spec, spec, true),
                };
                if is_float_text(lo) || is_float_text(hi) {
                    if step != 1 {
                        return Err(err("a step is for integer ranges"));
                    }
                    let (Some(l), Some(h)) = (float(lo), float(hi)) else {
                        return Err(err("the bounds are not finite numbers"));
                    };
                    if l > h || (l == h && !inclusive) {
                        return Err(err("the range is empty"));
                    }
                    ArgValues::Floats { lo: l, hi: h }
                } else {
                    let (Some(l), Some(h)) = (int(lo), int(hi)) else {
                        return Err(err(
                            "the values are not integers, floats, `all`, `none` or `any`",
                        ));
                    };
                    let h = if inclusive { h } else { h - 1 };
                    if l > h {
                        return Err(err("the range is empty"));
                    }
                    ArgValues::Ints {
                        lo: l,
                        hi: l + (h - l) / step * step,
                        step,
                    }
                }
            }
        };
        Ok(ArgConstraint {
            param: param.to_string(),
            values,
        })
    }
}

/// Checks every constraint against the module: its parameter exists in some function, and in
/// every function that has it, its type can take the values.
pub fn validate(m: &Module, constraints: &[ArgConstraint]) -> Result<(), ArgError> {
    for c in constraints {
        let mut found = false;
        for f in &m.functions {
            for &p in f.params() {
                if f.value_name(p) != Some(c.param.as_str()) {
                    continue;
                }
                found = true;
                let ty = f.ty(p);
                if !fits(ty, &c.values) {
                    return Err(ArgError::DoesNotFit {
                        param: c.param.clone(),
                        function: f.name.clone(),
                        ty,
                        values: c.values.to_string(),
                    });
                }
            }
        }
        if !found {
            let known = m
                .functions
                .iter()
                .map(|f| {
                    let ps: Vec<String> = f
                        .params()
                        .iter()
                        .filter_map(|&p| f.value_name(p).map(|n| format!("%{n}")))
                        .collect();
                    format!("@{}({})", f.name, ps.join(", "))
                })
                .collect();
            return Err(ArgError::UnknownParam {
                param: c.param.clone(),
                known,
            });
        }
    }
    Ok(())
}

fn fits(ty: Type, values: &ArgValues) -> bool {
    match (ty.elem(), values) {
        (_, ArgValues::Any) => true,
        (None, ArgValues::AllOn | ArgValues::AllOff) => true,
        (None, ArgValues::Ints { lo, hi, .. }) => *lo >= 0 && *hi <= 1,
        (_, ArgValues::List(xs)) => xs.iter().all(|&x| {
            fits(
                ty,
                &ArgValues::Ints {
                    lo: x,
                    hi: x,
                    step: 1,
                },
            )
        }),
        (None, ArgValues::Floats { .. }) => false,
        (Some(_), ArgValues::AllOn | ArgValues::AllOff) => false,
        (Some(e), ArgValues::Ints { lo, hi, .. }) if e.is_float() => {
            // Integral floats: every one must be exact in the element type.
            let limit = 1i128 << if e == ScalarType::F16 { 11 } else { 24 };
            *lo >= -limit && *hi <= limit
        }
        (Some(e), ArgValues::Ints { lo, hi, .. }) => {
            let bits = e.bits();
            let smallest = -(1i128 << (bits - 1));
            let largest = (1i128 << bits) - 1;
            *lo >= smallest && *hi <= largest
        }
        (Some(e), ArgValues::Floats { .. }) => e.is_float(),
    }
}

/// Replaces the arguments `args` of `f` in trial `seed` whose parameters a constraint names by
/// constrained values (the others, drawn by [`super::inputs::random_args`], stay).
pub fn constrain_args(f: &Function, args: &mut [Val], constraints: &[ArgConstraint], seed: u64) {
    if constraints.is_empty() {
        return;
    }
    for (i, (&p, arg)) in f.params().iter().zip(args.iter_mut()).enumerate() {
        let name = f
            .value_name(p)
            .map(str::to_string)
            .unwrap_or_else(|| format!("#{i}"));
        if let Some(v) = constrained_arg(constraints, &name, f.ty(p), seed) {
            *arg = v;
        }
    }
}

/// The constrained value of parameter `name` of type `ty` in trial `seed`, or `None` if the
/// parameter is unconstrained (`any`, or no constraint names it).
pub fn constrained_arg(
    constraints: &[ArgConstraint],
    name: &str,
    ty: Type,
    seed: u64,
) -> Option<Val> {
    let c = constraints.iter().rev().find(|c| c.param == name)?;
    let rng = &mut stream(seed, "param", name);
    let n = ty.num_elements() as usize;
    let width = ty.elem().map_or(1, |e| e.bits());
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let bits: Vec<u64> = match (&c.values, ty.elem()) {
        (ArgValues::Any, _) => return None,
        (ArgValues::AllOn, _) => vec![1; n],
        (ArgValues::AllOff, _) => vec![0; n],
        (ArgValues::Ints { .. } | ArgValues::List(_), elem) => (0..n)
            .map(|_| {
                let x = match &c.values {
                    ArgValues::Ints { lo, hi, step } => {
                        let count = ((hi - lo) / step) as u128 + 1;
                        lo + (u128::from(rng.next_u64()) % count) as i128 * step
                    }
                    ArgValues::List(xs) => *rng.pick(xs),
                    _ => 0,
                };
                match elem {
                    Some(e) if e.is_float() => float_bits(e, x as f64).unwrap_or(0),
                    _ => (x as u64) & mask,
                }
            })
            .collect(),
        (ArgValues::Floats { lo, hi }, elem) => {
            let e = elem.unwrap_or(ScalarType::F32);
            (0..n)
                .map(|_| {
                    let t = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                    let x = lo + (hi - lo) * t;
                    float_bits(e, x).unwrap_or(0)
                })
                .collect()
        }
    };
    Val::from_bits(ty, &bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<ArgValues, ArgError> {
        s.parse::<ArgConstraint>().map(|c| c.values)
    }

    #[test]
    fn syntax() {
        let ints = |lo, hi, step| Ok(ArgValues::Ints { lo, hi, step });
        assert_eq!(parse("n=0..64"), ints(0, 63, 1));
        assert_eq!(parse("%n=0..=64"), ints(0, 64, 1));
        assert_eq!(parse("n=-1"), ints(-1, -1, 1));
        assert_eq!(parse("n=0x10..0x20"), ints(16, 31, 1));
        assert_eq!(parse("pitch=0..4096:4"), ints(0, 4092, 4));
        assert_eq!(parse("pitch=0..=10:4"), ints(0, 8, 4));
        assert_eq!(parse("mode=0,3,-1"), Ok(ArgValues::List(vec![0, 3, -1])));
        assert_eq!(
            parse("x=0.5..2"),
            Ok(ArgValues::Floats { lo: 0.5, hi: 2.0 })
        );
        assert_eq!(parse("x=1.5"), Ok(ArgValues::Floats { lo: 1.5, hi: 1.5 }));
        assert_eq!(parse("m=all"), Ok(ArgValues::AllOn));
        assert_eq!(parse("m=none"), Ok(ArgValues::AllOff));
        assert_eq!(parse("m=any"), Ok(ArgValues::Any));
        for bad in [
            "n",
            "=3",
            "n=",
            "n=3..3",
            "n=5..2",
            "n=a..b",
            "n=nan",
            "n=1..inf",
            "1x=3",
            "n=0..8:0",
            "n=4:2",
            "n=1,x",
            "x=0.0..1.0:2",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn values_stay_in_range_and_replay() {
        let c: Vec<ArgConstraint> = vec![
            "n=-3..5".parse().expect("parses"),
            "p=4..40:12".parse().expect("parses"),
        ];
        let ty = Type::vec(8, ScalarType::I32);
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..100 {
            let v = constrained_arg(&c, "n", ty, seed).expect("constrained");
            for i in 0..8 {
                let x = v.get_signed(i).expect("defined");
                assert!((-3..5).contains(&x), "{x}");
            }
            assert_eq!(constrained_arg(&c, "n", ty, seed), Some(v));
            let p = constrained_arg(&c, "p", Type::I32, seed).expect("constrained");
            seen.insert(p.get_signed(0).expect("defined"));
        }
        assert_eq!(seen.into_iter().collect::<Vec<_>>(), [4, 16, 28]);
        assert_eq!(constrained_arg(&c, "m", ty, 0), None);
        let f: Vec<ArgConstraint> = vec!["x=0.25..0.5".parse().expect("parses")];
        let v = constrained_arg(&f, "x", Type::Scalar(ScalarType::F32), 9).expect("constrained");
        let x = v.get_float(0).expect("defined");
        assert!((0.25..0.5).contains(&x), "{x}");
    }

    #[test]
    fn fitting_the_type() {
        let i8 = Type::Scalar(ScalarType::I8);
        let ints = |lo, hi| ArgValues::Ints { lo, hi, step: 1 };
        assert!(fits(i8, &ints(-128, 255)));
        assert!(!fits(i8, &ints(0, 256)));
        assert!(!fits(i8, &ArgValues::List(vec![1, 300])));
        assert!(!fits(i8, &ArgValues::AllOn));
        assert!(fits(Type::mask(4), &ints(0, 1)));
        assert!(!fits(Type::mask(4), &ints(0, 2)));
        assert!(!fits(Type::I32, &ArgValues::Floats { lo: 0.0, hi: 1.0 }));
    }
}
