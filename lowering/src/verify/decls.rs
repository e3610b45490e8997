//! Declarations and inputs: alias chains inside their targets, predicate widths, and the kernel
//! inputs (size equal to the declaration, past r0, no overlap, sub-GRF inputs inside one GRF),
//! and the user surfaces: each one a message uses either an input or set by the kernel
//! (`movs`) to a binding-table index of its own in 0..=239.

use super::error::MirError;
use crate::mir::*;

pub(super) fn verify_decls(k: &Kernel) -> Result<(), MirError> {
    for (i, v) in k.vars.iter().enumerate() {
        if let Some((of, off)) = v.alias {
            let Some(target) = k.var(of) else {
                return Err(MirError::Decl {
                    what: format!("alias {} of an undeclared variable", v.name),
                });
            };
            let (root, _) = k.root(VarId(i as u32));
            if root.index() == i {
                return Err(MirError::Decl {
                    what: format!("alias cycle through {}", v.name),
                });
            }
            if off + v.bytes() > target.bytes() {
                return Err(MirError::Decl {
                    what: format!(
                        "alias {} ({} bytes at {off}) runs past the end of {} ({} bytes)",
                        v.name,
                        v.bytes(),
                        target.name,
                        target.bytes()
                    ),
                });
            }
        }
    }
    for p in &k.preds {
        if !matches!(p.lanes, 1 | 2 | 4 | 8 | 16 | 32) {
            return Err(MirError::Decl {
                what: format!(
                    "predicate {} has {} lanes (1..32, a power of two)",
                    p.name, p.lanes
                ),
            });
        }
    }
    // Each input's span is checked against those before it; an input's name is made only for
    // an error (a kernel has dozens of inputs, and every kernel is verified).
    for (j, inp) in k.inputs.iter().enumerate() {
        let decl_size = match inp.kind {
            InputKind::Var(v) => match k.var(v) {
                Some(d) if d.alias.is_none() => d.bytes(),
                Some(d) => {
                    return Err(MirError::Decl {
                        what: format!("input {} is an alias", d.name),
                    })
                }
                None => {
                    return Err(MirError::Decl {
                        what: "input of an undeclared variable".into(),
                    })
                }
            },
            InputKind::Surface(s) => match k.surfaces.get(s.index()) {
                Some(Surface::User { bti: None, .. }) => 4,
                Some(Surface::User { name, .. }) => {
                    return Err(MirError::Decl {
                        what: format!("surface {name} is an input and set by `movs` too"),
                    })
                }
                _ => {
                    return Err(MirError::Decl {
                        what: "only user surfaces can be inputs".into(),
                    })
                }
            },
        };
        let name = || input_name(k, inp);
        if inp.size != decl_size {
            return Err(MirError::Decl {
                what: format!(
                    "input {} has size {} but its declaration {decl_size}",
                    name(),
                    inp.size
                ),
            });
        }
        if inp.offset < k.grf_bytes {
            return Err(MirError::Decl {
                what: format!(
                    "input {} at offset {} overlaps r0 (the thread payload)",
                    name(),
                    inp.offset
                ),
            });
        }
        if inp.size < k.grf_bytes
            && inp.offset / k.grf_bytes != (inp.offset + inp.size.max(1) - 1) / k.grf_bytes
        {
            return Err(MirError::Decl {
                what: format!(
                    "input {} is smaller than a GRF but straddles a GRF boundary",
                    name()
                ),
            });
        }
        if inp.size >= k.grf_bytes && inp.offset % k.grf_bytes != 0 {
            return Err(MirError::Decl {
                what: format!(
                    "input {} is a vector but not GRF-aligned (offset {})",
                    name(),
                    inp.offset
                ),
            });
        }
        let before = k.inputs.get(..j).unwrap_or(&[]);
        if before.iter().any(|o| o.kind == inp.kind) {
            return Err(MirError::Decl {
                what: format!("input {} is declared twice", name()),
            });
        }
        if let Some(o) = before
            .iter()
            .find(|o| inp.offset < o.offset + o.size && o.offset < inp.offset + inp.size)
        {
            return Err(MirError::Decl {
                what: format!("inputs {} and {} overlap", input_name(k, o), name()),
            });
        }
    }
    verify_surfaces(k)?;
    verify_lane_ids(k)
}

/// The lane-id input ([`Kernel::lane_ids`], docs/ABI.md): a root variable of
/// [`LANE_ID_TYPE`] holding 8, 16 or 32 lanes, an input placed after every other input, not a
/// function argument, and read by no instruction once its registers were written (the host's
/// values are what every lane index reads).
fn verify_lane_ids(k: &Kernel) -> Result<(), MirError> {
    let Some(v) = k.lane_ids else {
        return Ok(());
    };
    let bad = |what: String| Err(MirError::Decl { what });
    let Some(d) = k.var(v) else {
        return bad("the lane-id input is not declared".into());
    };
    if d.alias.is_some() || d.ty != LANE_ID_TYPE || !matches!(d.num_elts, 8 | 16 | 32) {
        return bad(format!(
            "the lane-id input {} must be a root variable of 8, 16 or 32 {} lanes",
            d.name, LANE_ID_TYPE
        ));
    }
    let Some(inp) = k.inputs.iter().find(|i| i.kind == InputKind::Var(v)) else {
        return bad(format!("the lane-id input {} is not an input", d.name));
    };
    if k.inputs.iter().any(|o| o.offset > inp.offset) {
        return bad(format!(
            "the lane-id input {} is not placed after every other input",
            d.name
        ));
    }
    if k.args.contains(&v) {
        return bad(format!(
            "the lane-id input {} is also a function argument",
            d.name
        ));
    }
    // Once its registers are written (sharing may give them to a value after the last lane
    // index is read), the host's lane ids are gone: no instruction may read them after that.
    let mut written = false;
    for inst in &k.insts {
        let mut read_after = false;
        k.for_each_access(inst, |var, a| {
            read_after |= written && matches!(a, Access::Read { .. }) && var == v;
        });
        if read_after {
            return bad(format!(
                "an instruction reads the lane-id input {} after its registers were written",
                d.name
            ));
        }
        k.for_each_access(inst, |var, a| {
            written |= matches!(a, Access::Write { .. }) && k.root(var).0 == v;
        });
    }
    Ok(())
}

/// Every user surface a message uses is an input or set by the kernel, each set one to its own index in
/// 0..=[`memlower_ir::MAX_BTI`] (the top entries are the special surfaces': docs/ABI.md).
fn verify_surfaces(k: &Kernel) -> Result<(), MirError> {
    let mut set: Vec<(u32, &str)> = Vec::new();
    for (i, s) in k.surfaces.iter().enumerate() {
        let Surface::User { name, bti, .. } = s else {
            continue;
        };
        let id = InputKind::Surface(SurfaceId(i as u32));
        match bti {
            None if !k.inputs.iter().any(|inp| inp.kind == id)
                && k.insts.iter().any(
                    |inst| matches!(&inst.kind, InstKind::Msg(m) if m.surface.index() == i),
                ) =>
            {
                return Err(MirError::Decl {
                    what: format!("surface {name} is neither an input nor set by `movs`"),
                })
            }
            None => {}
            Some(b) if *b > memlower_ir::MAX_BTI => {
                return Err(MirError::Decl {
                    what: format!(
                        "surface {name} is set to binding-table index {b}, past {}",
                        memlower_ir::MAX_BTI
                    ),
                })
            }
            Some(b) => {
                if let Some((_, other)) = set.iter().find(|(o, _)| o == b) {
                    return Err(MirError::Decl {
                        what: format!("surfaces {other} and {name} are both set to index {b}"),
                    });
                }
                set.push((*b, name));
            }
        }
    }
    Ok(())
}

/// The name of an input that passed the declaration checks (a root variable or a user surface).
fn input_name(k: &Kernel, inp: &Input) -> String {
    match inp.kind {
        InputKind::Var(v) => k.var(v).map(|d| d.name.clone()).unwrap_or_default(),
        InputKind::Surface(s) => match k.surfaces.get(s.index()) {
            Some(Surface::User { name, .. }) => name.clone(),
            _ => String::new(),
        },
    }
}
