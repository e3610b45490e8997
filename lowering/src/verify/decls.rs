//! Declarations and inputs: alias chains inside their targets, predicate widths, and the kernel
//! inputs (size equal to the declaration, past r0, no overlap, sub-GRF inputs inside one GRF).

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
    let mut spans: Vec<(u32, u32, String)> = Vec::new();
    for inp in &k.inputs {
        let (name, decl_size) = match inp.kind {
            InputKind::Var(v) => match k.var(v) {
                Some(d) if d.alias.is_none() => (d.name.clone(), d.bytes()),
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
                Some(Surface::User { name, .. }) => (name.clone(), 4),
                _ => {
                    return Err(MirError::Decl {
                        what: "only user surfaces can be inputs".into(),
                    })
                }
            },
        };
        if inp.size != decl_size {
            return Err(MirError::Decl {
                what: format!(
                    "input {name} has size {} but its declaration {decl_size}",
                    inp.size
                ),
            });
        }
        if inp.offset < k.grf_bytes {
            return Err(MirError::Decl {
                what: format!(
                    "input {name} at offset {} overlaps r0 (the thread payload)",
                    inp.offset
                ),
            });
        }
        if inp.size < k.grf_bytes
            && inp.offset / k.grf_bytes != (inp.offset + inp.size.max(1) - 1) / k.grf_bytes
        {
            return Err(MirError::Decl {
                what: format!("input {name} is smaller than a GRF but straddles a GRF boundary"),
            });
        }
        if inp.size >= k.grf_bytes && inp.offset % k.grf_bytes != 0 {
            return Err(MirError::Decl {
                what: format!(
                    "input {name} is a vector but not GRF-aligned (offset {})",
                    inp.offset
                ),
            });
        }
        for (o, s, n) in &spans {
            if inp.offset < o + s && *o < inp.offset + inp.size {
                return Err(MirError::Decl {
                    what: format!("inputs {n} and {name} overlap"),
                });
            }
        }
        spans.push((inp.offset, inp.size, name));
    }
    Ok(())
}
