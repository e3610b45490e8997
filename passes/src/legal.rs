//! The legal-form checker: the contract between legalisation and lowering
//! (`docs/ARCHITECTURE.md` §3). `lower-messages` may assume everything checked here.
//!
//! ```text
//!   every memory op has `via`, is carried by that one message, and:
//!     lanes               = an exec size of the message on the target   (target table)
//!     blocks / channels   legal for the message                          (target table)
//!     align               >= the message's minimum                       (target table)
//!     surface             a kind the message may address                 (target table)
//!     types               the message's register layout:
//!       gather_scaled.B     result vec<N x i32|f32>      (B < 4: upper bytes undefined)
//!       scatter_scaled.B    data vec<N x i32|f32>        (low B bytes written)
//!       scatter4_scaled.<C> data vec<N x C x i32|f32>    (C = first C channels)
//!       qw_scatter.1        data vec<N x i64|f64>
//!       gather4_typed.<ch>  result vec<N x C x f32|i32>  (f32 for float images)
//!     base i32, offsets / coordinates vec<N x i32>, mask mask<N>
//!   no image.store
//! ```
//!
//! Every rule reads [`crate::target::Target`], the same table the legaliser reads, so the
//! checker and the passes cannot disagree about what a target allows.

use crate::legalize::{access_of, choose_message, op_text, Decision};
use crate::pass::PassError;
use crate::target::{ChannelRule, MessageRules, Target};
use memlower_ir::{
    Carried, Function, Inst, InstData, InstKind, Message, Module, MsgChoice, ScalarType,
    SurfaceKind, Type, Value,
};

/// Checks that every memory op of `m` is in legal form for target `t`. Returns every
/// violation found (not just the first).
pub fn verify_legal(m: &Module, t: &Target) -> Result<(), Vec<PassError>> {
    let mut errors = Vec::new();
    for f in &m.functions {
        // The layout walked in place: no list of a big function's instructions is made only
        // to be read once.
        for &b in &f.layout {
            for &i in &f.block(b).insts {
                if f.inst(i).kind.is_memory() {
                    check_op(m, f, i, t, &mut errors);
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

struct Checker<'a> {
    f: &'a Function,
    i: Inst,
    t: &'a Target,
    errors: &'a mut Vec<PassError>,
}

impl Checker<'_> {
    fn fail(&mut self, problem: String, expected: String) {
        self.errors.push(PassError::Invalid {
            loc: self.f.inst(self.i).loc,
            message: format!(
                "`{}` is not in legal form for {}: {problem}",
                op_text(self.f, self.i),
                self.t.name
            ),
            expected: Some(expected),
        });
    }

    fn ty(&self, v: Value) -> Type {
        self.f.ty(v)
    }

    fn expect_ty(&mut self, what: &str, v: Value, want: Type) {
        let got = self.ty(v);
        if got != want {
            self.fail(format!("{what} is {got}"), format!("{what} of type {want}"));
        }
    }

    fn check_mask(&mut self, mask: Option<Value>, n: u32) {
        if let Some(m) = mask {
            self.expect_ty("the mask", m, Type::mask(n));
        }
    }

    /// A single-channel vector of `n` lanes of one of `elems`.
    fn expect_dwords(&mut self, what: &str, ty: Type, n: u32, chans: u8, elems: &[ScalarType]) {
        let ok = matches!(ty, Type::Vec { lanes, chans: c, elem }
            if lanes == n && c == chans && elems.contains(&elem));
        if !ok {
            let names: Vec<String> = elems
                .iter()
                .map(|&e| Type::chan_vec(n, chans, e).to_string())
                .collect();
            self.fail(format!("{what} is {ty}"), names.join(" or "));
        }
    }
}

const DWORDS: &[ScalarType] = &[ScalarType::I32, ScalarType::F32];
const QWORDS: &[ScalarType] = &[ScalarType::I64, ScalarType::F64];

fn check_op(m: &Module, f: &Function, i: Inst, t: &Target, errors: &mut Vec<PassError>) {
    let d = f.inst(i);
    let mut c = Checker { f, i, t, errors };
    let Some(via) = d.kind.via() else {
        // image.store (and anything else the rules refuse) gets its refusal; the rest was
        // simply not legalised.
        if let Some(Ok(a)) = access_of(&m.surfaces, f, i) {
            if let Decision::Refuse(r) = choose_message(&a, t) {
                c.errors.push(crate::legalize::access::refused(f, i, t, &r));
                return;
            }
        }
        c.fail(
            "no message was chosen for it (it has no `via`)".into(),
            "every memory op carried by one message (run split-lanes, pick-blocks, \
             pack-channels)"
                .into(),
        );
        return;
    };
    let rules = t.rules(via.msg);
    if !rules.available {
        c.fail(
            format!("target {} has no {}", t.name, via.msg.spec_name()),
            "a message the target has".into(),
        );
        return;
    }
    let fits = Carried::of(&d.kind) == Some(via.msg.desc().carries);
    if !fits {
        // Which messages carry which op, from the messages' descriptions.
        let carriers = [Carried::Gather, Carried::Scatter, Carried::ImageLoad].map(|op| {
            let names: Vec<&str> = Message::carrying(op).map(Message::mnemonic).collect();
            format!("{} via {}", op.name(), names.join("/"))
        });
        c.fail(
            format!("{} cannot carry it", via.msg.spec_name()),
            carriers.join(", "),
        );
        return;
    }
    let Some(n) = crate::legalize::rewrite::op_lanes(f, i) else {
        c.fail("has no lane count".into(), "vector data".into());
        return;
    };
    check_shape(&mut c, d, via, rules, n);
    let surface = d
        .kind
        .surface()
        .and_then(|s| m.surfaces.get(s.index()))
        .map(|s| s.kind);
    check_surface(&mut c, via, rules, surface);
    check_operands(&mut c, d, via, rules, n, surface);
    check_data(&mut c, d, via, n, surface);
}

/// The exec size, and the block count or channel mask, of `d` against the message's rules.
fn check_shape(c: &mut Checker, d: &InstData, via: MsgChoice, rules: &MessageRules, n: u32) {
    if !rules.is_legal_exec(n) {
        c.fail(
            format!("{n} lanes is not an exec size of {}", via.msg.spec_name()),
            format!("one of {:?} lanes (run split-lanes)", rules.exec_sizes),
        );
    }
    if rules.blocks.is_empty() {
        let mask_ok = match rules.channels {
            ChannelRule::SubsetOfImage | ChannelRule::AnySubsetOfImage => {
                rules.is_legal_mask(via.channels)
                    && matches!(d.kind, InstKind::ImageLoad { channels, .. } if channels == via.channels)
            }
            _ => rules.is_legal_mask(via.channels),
        };
        if !mask_ok {
            c.fail(
                format!("channel mask `.{}` is not legal here", via.channels),
                match rules.channels {
                    ChannelRule::SubsetOfImage => {
                        "the channels the image.load names, a mask GATHER4_TYPED lists (not rga \
                         or rba without the typed-unlisted-masks extension)"
                            .into()
                    }
                    ChannelRule::AnySubsetOfImage => "the channels the image.load names".into(),
                    _ => "r, rg, rgb or rgba".into(),
                },
            );
        }
    } else if !rules.blocks.contains(&via.blocks) {
        c.fail(
            format!("{} blocks is not legal", via.blocks),
            format!("blocks in {:?}", rules.blocks),
        );
    }
}

/// Whether the message can address the op's surface.
fn check_surface(
    c: &mut Checker,
    via: MsgChoice,
    rules: &MessageRules,
    surface: Option<SurfaceKind>,
) {
    match surface {
        Some(k) if rules.surfaces.allows(k) => {}
        _ => c.fail(
            format!("{} cannot address this surface", via.msg.spec_name()),
            match rules.surfaces {
                crate::target::SurfaceRule::Buffers => "an untyped, slm or stateless surface",
                crate::target::SurfaceRule::Images => "an image surface",
            }
            .into(),
        ),
    }
}

/// Alignment, addresses, coordinates and mask of `d`, each of the type the message needs.
fn check_operands(
    c: &mut Checker,
    d: &InstData,
    via: MsgChoice,
    rules: &MessageRules,
    n: u32,
    surface: Option<SurfaceKind>,
) {
    match &d.kind {
        InstKind::Gather {
            addr, mask, align, ..
        }
        | InstKind::Scatter {
            addr, mask, align, ..
        } => {
            if *align < rules.min_align {
                c.fail(
                    format!("align {align} is below what {} needs", via.msg.spec_name()),
                    format!("align >= {}", rules.min_align),
                );
            }
            if let Some(b) = addr.base {
                c.expect_ty("the base", b, Type::I32);
            }
            c.expect_ty("the offsets", addr.offsets, Type::vec(n, ScalarType::I32));
            c.check_mask(*mask, n);
        }
        InstKind::ImageLoad { coords, mask, .. } => {
            for (k, &u) in coords.uvr.iter().enumerate() {
                let name = ["U", "V", "R"].get(k).copied().unwrap_or("coordinate");
                c.expect_ty(name, u, Type::vec(n, ScalarType::I32));
            }
            if let Some(l) = coords.lod {
                c.expect_ty("the LOD", l, Type::vec(n, ScalarType::I32));
            }
            if let Some(SurfaceKind::Image { dim, .. }) = surface {
                if coords.uvr.len() != dim.coords() {
                    c.fail(
                        format!("{} coordinates", coords.uvr.len()),
                        format!("{} coordinates for this image", dim.coords()),
                    );
                }
            }
            c.check_mask(*mask, n);
        }
        _ => {}
    }
}

/// The data or result of `d`: the dword or qword layout the message carries.
fn check_data(c: &mut Checker, d: &InstData, via: MsgChoice, n: u32, surface: Option<SurfaceKind>) {
    let f = c.f;
    let desc = via.msg.desc();
    let (what, ty) = match (&d.kind, d.result) {
        (InstKind::Scatter { data, .. }, _) => ("the data", f.ty(*data)),
        (_, Some(r)) => ("the result", f.ty(r)),
        _ => return,
    };
    let chans = if desc.channels {
        via.channels.count()
    } else {
        1
    };
    let image = [match surface {
        Some(SurfaceKind::Image { elem, .. }) if elem.is_float() => ScalarType::F32,
        _ => ScalarType::I32,
    }];
    // A typed read returns its image's format as f32 or i32; the others move dwords or qwords.
    let elems: &[ScalarType] = match (desc.carries, desc.data_bytes) {
        (Carried::ImageLoad, _) => &image,
        (_, 8) => QWORDS,
        _ => DWORDS,
    };
    c.expect_dwords(what, ty, n, chans, elems);
}
