//! The argument constraints `memlower check` runs each function with: an LLVM input's argument
//! contracts, then `; check-arg:` comment lines, then `--arg` flags (later ones win).
//!
//! A constraint names its parameter by the memlower name (`n`, `%n`), or, for LLVM input, by
//! the LLVM argument's position (`3`: the fourth argument, counting from 0) or its printed name
//! (`%3` for an unnamed argument, `%arg3` is memlower's name for it); for memlower IR a number
//! is the position of the function's parameter. A contract's entries are matched by position.
//! A constraint that names a parameter of no function checked, or a contract that does not fit
//! its function, is an error: a check must never run unconstrained by mistake.

use super::error::DriverError;
use memlower_check::constraint::{self, ArgConstraint, ArgError};
use memlower_ir::{Function, Loc, Module};
use memlower_llvm::contract::Contract;
use memlower_llvm::FunctionBindings;

/// A constraint as written (`NAME=VALUES`) and where (unknown for `--arg`).
pub(super) type Written = (String, Loc);

/// The constraints of `; check-arg: A B ...` comment lines in `source`, each with the location
/// of its text, then those of `--arg` (which win, coming last); each is checked for syntax.
pub(super) fn written(source: &str, flags: &[String]) -> Result<Vec<Written>, DriverError> {
    let mut out = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix(';') else {
            continue;
        };
        let Some(list) = rest.trim_start().strip_prefix("check-arg:") else {
            continue;
        };
        let start = line.len() - list.len();
        let mut offset = 0;
        for word in list.split_whitespace() {
            let at = offset + list[offset..].find(word).unwrap_or(0);
            offset = at + word.len();
            let col = line[..start + at].chars().count() as u32 + 1;
            out.push((word.to_string(), Loc::new(i as u32 + 1, col)));
        }
    }
    out.extend(flags.iter().map(|f| (f.clone(), Loc::UNKNOWN)));
    for (text, loc) in &out {
        text.parse::<ArgConstraint>()
            .map_err(|error| DriverError::BadArg { error, loc: *loc })?;
    }
    Ok(out)
}

/// The memlower parameter `name` means in `f` (`b`: its LLVM bindings, for LLVM input).
fn param_of(
    f: &Function,
    b: Option<&FunctionBindings>,
    name: &str,
) -> Result<Option<String>, String> {
    if let Some(b) = b {
        return b.param_named(name).map(|p| p.map(str::to_string));
    }
    let bare = name.strip_prefix('%').unwrap_or(name);
    let params = f.params();
    if let Some(&p) = params.iter().find(|&&p| f.value_name(p) == Some(bare)) {
        return Ok(f.value_name(p).map(str::to_string));
    }
    match bare.parse::<usize>() {
        Ok(k) if !name.starts_with('%') => Ok(params
            .get(k)
            .and_then(|&p| f.value_name(p))
            .map(str::to_string)),
        _ => Ok(None),
    }
}

/// Every function's constraints, in the module's order: its contract's (LLVM input), then the
/// written ones that name one of its parameters, each renamed to the parameter and checked
/// against its type.
pub(super) fn per_function(
    m: &Module,
    llvm: Option<&[FunctionBindings]>,
    contracts: &[Contract],
    written: &[Written],
    path: &str,
) -> Result<Vec<Vec<ArgConstraint>>, DriverError> {
    let mut used = vec![false; written.len()];
    let mut out = Vec::new();
    for f in &m.functions {
        let b = llvm.and_then(|bs| bs.iter().find(|b| b.ir == f.name));
        let mut one = Module::new();
        one.surfaces = m.surfaces.clone();
        one.functions.push(f.clone());
        let mut cs = Vec::new();
        if let (Some(b), Some(c)) = (
            b,
            b.and_then(|b| contracts.iter().find(|c| c.function == b.llvm)),
        ) {
            let contract_err = |error: String| DriverError::Contract {
                path: path.to_string(),
                error,
            };
            for text in c.check_args_for(b).map_err(contract_err)? {
                let a = text
                    .parse::<ArgConstraint>()
                    .map_err(|e| contract_err(e.to_string()))?;
                constraint::validate(&one, std::slice::from_ref(&a))
                    .map_err(|e| contract_err(e.to_string()))?;
                cs.push(a);
            }
        }
        for (k, (text, loc)) in written.iter().enumerate() {
            let (name, values) = text.split_once('=').unwrap_or((text, ""));
            let bad = |reason: String| DriverError::BadArg {
                error: ArgError::Syntax {
                    text: text.clone(),
                    reason,
                },
                loc: *loc,
            };
            let Some(param) = param_of(f, b, name.trim()).map_err(bad)? else {
                continue;
            };
            used[k] = true;
            let a = format!("{param}={values}")
                .parse::<ArgConstraint>()
                .map_err(|error| DriverError::BadArg { error, loc: *loc })?;
            constraint::validate(&one, std::slice::from_ref(&a))
                .map_err(|error| DriverError::BadArg { error, loc: *loc })?;
            cs.push(a);
        }
        out.push(cs);
    }
    if let Some(k) = used.iter().position(|u| !u) {
        let (text, loc) = &written[k];
        let param = text
            .split_once('=')
            .map_or(text.as_str(), |(n, _)| n.trim());
        let known = m.functions.iter().map(|f| signature(f, llvm)).collect();
        return Err(DriverError::BadArg {
            error: ArgError::UnknownParam {
                param: param.trim_start_matches('%').to_string(),
                known,
            },
            loc: *loc,
        });
    }
    Ok(out)
}

/// `@f(%a, %b)`, with the LLVM arguments' printed names and positions for LLVM input.
fn signature(f: &Function, llvm: Option<&[FunctionBindings]>) -> String {
    let b = llvm.and_then(|bs| bs.iter().find(|b| b.ir == f.name));
    let ps: Vec<String> = match b {
        Some(b) => b
            .printed
            .iter()
            .enumerate()
            .map(|(k, p)| format!("{k}: %{p}"))
            .collect(),
        None => f
            .params()
            .iter()
            .filter_map(|&p| f.value_name(p).map(|n| format!("%{n}")))
            .collect(),
    };
    format!("@{}({})", f.name, ps.join(", "))
}
