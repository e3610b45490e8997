//! Comparing a kernel's run with the reference's: the first memory byte or sunk element the
//! reference defines and the kernel does not reproduce (`Memory::admits` / `Val::admits`, with
//! the place named).

use super::report::{elem_text, Difference};
use memlower_ir::interp::scalar::byte_mask;
use memlower_ir::interp::{Memory, Val};
use memlower_ir::{Module, SurfaceKind, SurfaceRef};

/// Does reference element `i` admit the observed one? (`Val::admits`, one element.)
fn elem_admits(r: &Val, o: &Val, i: usize) -> bool {
    let bm = r.ty().elem().map(byte_mask).unwrap_or(1);
    let (Some(&rb), Some(&ru), Some(&ob), Some(&ou)) = (
        r.bits().get(i),
        r.undef().get(i),
        o.bits().get(i),
        o.undef().get(i),
    ) else {
        return false;
    };
    let defined = !ru & bm;
    let mut keep = 0u64;
    for k in 0..8 {
        if defined & (1 << k) != 0 {
            keep |= 0xFF << (8 * k);
        }
    }
    ou & defined == 0 && (rb ^ ob) & keep == 0
}

pub(super) fn sink_difference(expected: &[Vec<Val>], got: &[Vec<Val>]) -> Option<Difference> {
    if expected.len() != got.len() {
        return Some(Difference::SinkCount {
            expected: expected.len(),
            got: got.len(),
        });
    }
    for (sink, (r, o)) in expected.iter().zip(got).enumerate() {
        for (operand, (rv, ov)) in r.iter().zip(o).enumerate() {
            if rv.admits(ov) {
                continue;
            }
            let chans = rv.ty().chans().unwrap_or(1).max(1) as usize;
            let i = (0..rv.len())
                .find(|&i| !elem_admits(rv, ov, i))
                .unwrap_or(0);
            let ty_note = if rv.ty() == ov.ty() {
                rv.ty().to_string()
            } else {
                format!("{} (kernel: {})", rv.ty(), ov.ty())
            };
            return Some(Difference::Sink {
                sink,
                operand,
                ty: ty_note,
                lane: (i / chans) as u32,
                channel: (chans > 1).then_some((i % chans) as u32),
                expected: elem_text(rv, i),
                got: elem_text(ov, i),
            });
        }
        if r.len() != o.len() {
            return Some(Difference::SinkCount {
                expected: expected.len(),
                got: got.len(),
            });
        }
    }
    None
}

fn byte_text(b: Option<&Option<u8>>) -> String {
    match b {
        Some(Some(b)) => format!("{b:#04x}"),
        Some(None) => "undefined".into(),
        None => "nothing (the surface is shorter)".into(),
    }
}

/// The first byte where the reference memory does not admit the kernel's.
pub(super) fn memory_difference(m: &Module, r: &Memory, o: &Memory) -> Option<Difference> {
    if r.admits(o) {
        return None;
    }
    let first_bad = |rb: &[Option<u8>], ob: &[Option<u8>]| -> Option<usize> {
        (0..rb.len().max(ob.len())).find(|&i| match (rb.get(i), ob.get(i)) {
            (Some(None), Some(_)) => false,
            (Some(x), Some(y)) => x != y,
            _ => true,
        })
    };
    let mut slm_done = false;
    for (idx, s) in m.surfaces.iter().enumerate() {
        let sr = SurfaceRef(idx as u32);
        match s.kind {
            SurfaceKind::Image { .. } => {
                let (Some(ri), Some(oi)) = (r.image(sr), o.image(sr)) else {
                    continue;
                };
                if let Some(i) = first_bad(ri.bytes(), oi.bytes()) {
                    let pb = ri.pixel_bytes().max(1) as usize;
                    let eb = ri.elem().bytes() as usize;
                    let size = ri.size();
                    let pixel = i / pb;
                    let (w, h) = (size.width.max(1) as usize, size.height.max(1) as usize);
                    let (u, v, rr) = (pixel % w, (pixel / w) % h, pixel / (w * h));
                    let rank = (i % pb) / eb;
                    let chan = ri
                        .channels()
                        .channels()
                        .nth(rank)
                        .map(|c| ["r", "g", "b", "a"][c as usize])
                        .unwrap_or("?");
                    return Some(Difference::Memory {
                        surface: format!("@{}", s.name),
                        place: format!(
                            "pixel ({u}, {v}, {rr}) channel {chan} byte {}",
                            i % pb % eb
                        ),
                        expected: byte_text(ri.bytes().get(i)),
                        got: byte_text(oi.bytes().get(i)),
                    });
                }
            }
            kind => {
                if kind == SurfaceKind::Slm {
                    if slm_done {
                        continue;
                    }
                    slm_done = true;
                }
                let (Some(rb), Some(ob)) = (r.bytes(sr), o.bytes(sr)) else {
                    continue;
                };
                if let Some(i) = first_bad(rb, ob) {
                    let surface = if kind == SurfaceKind::Slm {
                        "slm".to_string()
                    } else {
                        format!("@{}", s.name)
                    };
                    return Some(Difference::Memory {
                        surface,
                        place: format!("byte {i:#x}"),
                        expected: byte_text(rb.get(i)),
                        got: byte_text(ob.get(i)),
                    });
                }
            }
        }
    }
    Some(Difference::Memory {
        surface: "memory".into(),
        place: "its shape".into(),
        expected: "the reference's surfaces".into(),
        got: "different surfaces".into(),
    })
}
