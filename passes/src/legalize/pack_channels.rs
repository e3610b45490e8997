//! `pack-channels`: insert the conversions between the IR's element types and the registers a
//! message reads or writes, so that every memory op is in legal form (ARCHITECTURE.md §3).
//!
//! ```text
//!   message                 IR data before            after
//!   gather_scaled.1/.2      vec<N x i8/i16/f16>       gather : vec<N x i32>, trunc (+ bitcast)
//!   scatter_scaled.1/.2     vec<N x i8/i16/f16>       (bitcast +) zext to vec<N x i32>, or the
//!                                                     dwords a `trunc` made it from
//!   scatter4_scaled.rg      vec<N x i64/f64>          bitcast to vec<N x 2 x i32> (lo, hi)
//!   gather_scaled.4, scatter_scaled.4, scatter4_scaled.<C>, qw_scatter.1, gather4_typed:
//!                           already the message's layout: nothing
//! ```
//!
//! Every conversion used is one whose register effect the emitter knows: `trunc` after a byte
//! gather is a strided move, `zext` is a move, `bitcast` i64 → 2 x i32 is the lo/hi unzip. The
//! upper bytes of a byte gather's dwords are undefined, so nothing may read them: `trunc`
//! discards them. A `via` that does not fit the data (a hand-written `via gather_scaled.1` on
//! 2-byte elements, say) is an error, not a silent reinterpretation.
//!
//! Ops already in legal form are left alone, which makes the pass idempotent.

use super::access::{op_text, plan_of, target_of};
use super::rewrite::{rewrite_function, Emitter, Rewrite, Tally};
use crate::analysis::AnalysisManager;
use crate::pass::{FunctionPass, PassContext, PassError};
use crate::stats::Stat;
use crate::target::Target;
use memlower_ir::{
    CastOp, Function, Inst, InstKind, Message, MsgChoice, ScalarType, Surface, Type, Value,
};

/// The `pack-channels` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct PackChannels;

/// Accesses given the conversions their message's registers need (byte and word elements
/// through dwords, 64-bit elements as two dword channels).
pub const PACKED: Stat = Stat::new(
    "pack-channels",
    "NumPacked",
    "Accesses converted to their message's register layout",
);
/// Byte and word scatters that write the dwords a `trunc` was made from, as they are.
pub const DWORDS: Stat = Stat::new(
    "pack-channels",
    "NumDwordsReused",
    "Narrow scatters writing the dwords they were truncated from",
);

impl FunctionPass for PackChannels {
    fn name(&self) -> &'static str {
        "pack-channels"
    }

    /// It rewrites instructions, never blocks or branch targets.
    fn preserves_cfg(&self) -> bool {
        true
    }

    fn run_on_function(
        &mut self,
        surfaces: &[Surface],
        f: &mut Function,
        am: &mut AnalysisManager,
        cx: &PassContext,
    ) -> Result<bool, PassError> {
        let t = target_of(cx, self.name())?;
        let mut n = Tally::default();
        let mut changed = rewrite_function(surfaces, f, |s, f, i| n.note(pack_inst(s, f, i, t)))?;
        am.count(PACKED, n.replaced);
        let reused = scatter_truncated_dwords(f);
        am.count(DWORDS, reused);
        if reused > 0 {
            changed = true;
            // The extensions (and truncations) nothing reads now.
            crate::dce::remove_dead(f, |k| {
                matches!(
                    k,
                    InstKind::Cast {
                        op: CastOp::ZExt | CastOp::Trunc,
                        ..
                    }
                )
            });
        }
        Ok(changed)
    }
}

/// A byte or word scatter (`scatter_scaled.1`/`.2`) writes only the low bytes of each dword,
/// so data made as `zext (trunc %d)` of dwords `%d` is carried by `%d` as it is. The rewrite
/// above sees that only where the truncation was made before the scatter's turn; this sweep
/// catches the rest (a value gathered as dwords and truncated in the same pass: a byte copy).
/// Returns how many scatters changed.
fn scatter_truncated_dwords(f: &mut Function) -> u64 {
    let mut changed = 0;
    let scatters: Vec<Inst> = f
        .layout
        .iter()
        .flat_map(|&b| f.block(b).insts.iter().copied())
        .filter(|&i| matches!(f.inst(i).kind, InstKind::Scatter { .. }))
        .collect();
    for i in scatters {
        let InstKind::Scatter {
            data,
            via: Some(via),
            ..
        } = f.inst(i).kind
        else {
            continue;
        };
        if via.msg != memlower_ir::Message::ScatterScaled || via.blocks >= 4 {
            continue;
        }
        let Some(InstKind::Cast {
            op: CastOp::ZExt,
            x: narrow,
        }) = f.def_kind(data)
        else {
            continue;
        };
        let Some(&InstKind::Cast {
            op: CastOp::Trunc,
            x: dwords,
        }) = f.def_kind(*narrow)
        else {
            continue;
        };
        let carries = f.ty(*narrow).elem().map(|e| e.bytes()) >= Some(u32::from(via.blocks))
            || planted!(ScatterTruncWidth);
        if f.ty(dwords) == f.ty(data) && carries {
            if let InstKind::Scatter { data, .. } = &mut f.inst_mut(i).kind {
                *data = dwords;
                changed += 1;
            }
        }
    }
    changed
}

fn pack_inst(
    surfaces: &[Surface],
    f: &mut Function,
    i: Inst,
    t: &Target,
) -> Result<Rewrite, PassError> {
    // Checked before the clone: most instructions are not memory ops.
    if !f.inst(i).kind.is_memory() {
        return Ok(Rewrite::Keep);
    }
    let d = f.inst(i).clone();
    let Some(via) = d.kind.via() else {
        // A refusal explains itself better than "no via".
        if let Some(Err(e)) = plan_of(surfaces, f, i, t) {
            return Err(e);
        }
        return Err(invalid(
            f,
            i,
            "has no `via`".into(),
            "run pick-blocks before pack-channels",
        ));
    };
    let e = Emitter::new(f, d.loc);
    match (&d.kind, via.msg) {
        (InstKind::Gather { .. }, Message::GatherScaled) => match d.result {
            Some(r) => pack_gather_scaled(e, i, &d.kind, r, via),
            None => Ok(Rewrite::Keep),
        },
        (InstKind::Scatter { data, .. }, Message::ScatterScaled) => {
            pack_scatter_scaled(e, i, *data, via)
        }
        (InstKind::Scatter { data, .. }, Message::Scatter4Scaled) => {
            pack_scatter4(e, i, *data, via)
        }
        (InstKind::Scatter { data, .. }, Message::QwScatter) => match e.ty(*data) {
            Type::Vec {
                chans: 1,
                elem: ScalarType::I64 | ScalarType::F64,
                ..
            } => Ok(Rewrite::Keep),
            ty => Err(invalid(
                e.func(),
                i,
                format!("{via} writes one qword per lane, not {ty}"),
                "vec<N x i64> or vec<N x f64> data",
            )),
        },
        (InstKind::ImageLoad { .. }, Message::Gather4Typed) => Ok(Rewrite::Keep),
        _ => Err(invalid(
            e.func(),
            i,
            format!("{} cannot carry `{}`", via, d.kind.mnemonic()),
            "gather via gather_scaled, scatter via scatter_scaled/scatter4_scaled/qw_scatter, \
             image.load via gather4_typed",
        )),
    }
}

/// The refusal of instruction `i`: `what` is wrong with it, `expected` says what would do.
fn invalid(f: &Function, i: Inst, what: String, expected: &str) -> PassError {
    PassError::Invalid {
        loc: f.inst(i).loc,
        message: format!("`{}`: {what}", op_text(f, i)),
        expected: Some(expected.to_string()),
    }
}

/// A `gather_scaled` gather of `kind` defining `r`: bytes and words are read as dwords and
/// truncated.
fn pack_gather_scaled(
    mut e: Emitter,
    i: Inst,
    kind: &InstKind,
    r: Value,
    via: MsgChoice,
) -> Result<Rewrite, PassError> {
    let ty = e.ty(r);
    let (lanes, elem) = match ty {
        Type::Vec {
            lanes,
            chans: 1,
            elem,
        } => (lanes, elem),
        _ => {
            return Err(invalid(
                e.func(),
                i,
                format!("{via} reads one element per lane, not {ty}"),
                "a vec<N x T> result with T of at most 4 bytes (pick-blocks cuts the rest)",
            ))
        }
    };
    match elem {
        ScalarType::I32 | ScalarType::F32 => Ok(Rewrite::Keep),
        ScalarType::I8 | ScalarType::I16 | ScalarType::F16 => {
            check_blocks(e.func(), i, via.blocks, elem)?;
            let dwords = e.value(kind.clone(), Type::vec(lanes, ScalarType::I32));
            let int = int_of(elem);
            let narrow = e.cast(CastOp::Trunc, dwords, Type::vec(lanes, int));
            let result = if elem.is_float() {
                e.cast(CastOp::Bitcast, narrow, ty)
            } else {
                narrow
            };
            Ok(Rewrite::Replace {
                insts: e.finish(),
                result: Some(result),
            })
        }
        _ => Err(invalid(
            e.func(),
            i,
            format!("{via} carries at most 4 bytes per lane, not {elem}"),
            "gather_scaled.4 pieces of each dword (leave the op without `via` and let \
             pick-blocks cut it)",
        )),
    }
}

/// A `scatter_scaled` scatter of `data`: bytes and words are written from the low bytes of
/// dwords.
fn pack_scatter_scaled(
    mut e: Emitter,
    i: Inst,
    data: Value,
    via: MsgChoice,
) -> Result<Rewrite, PassError> {
    let ty = e.ty(data);
    let (lanes, elem) = match ty {
        Type::Vec {
            lanes,
            chans: 1,
            elem,
        } => (lanes, elem),
        _ => {
            return Err(invalid(
                e.func(),
                i,
                format!("{via} writes one element per lane, not {ty}"),
                "vec<N x T> data with T of at most 4 bytes",
            ))
        }
    };
    match elem {
        ScalarType::I32 | ScalarType::F32 => Ok(Rewrite::Keep),
        ScalarType::I8 | ScalarType::I16 | ScalarType::F16 => {
            check_blocks(e.func(), i, via.blocks, elem)?;
            let int = int_of(elem);
            let bits = if elem.is_float() {
                e.cast(CastOp::Bitcast, data, Type::vec(lanes, int))
            } else {
                data
            };
            let dword_ty = Type::vec(lanes, ScalarType::I32);
            // The message writes only the low bytes of each dword, so data truncated
            // from dwords is carried by those dwords as they are: no zext, no trunc.
            let dwords = match e.func().def_kind(bits) {
                Some(InstKind::Cast {
                    op: CastOp::Trunc,
                    x,
                }) if e.ty(*x) == dword_ty => *x,
                _ => e.cast(CastOp::ZExt, bits, dword_ty),
            };
            Ok(replace_data(e, i, dwords))
        }
        _ => Err(invalid(
            e.func(),
            i,
            format!("{via} carries at most 4 bytes per lane, not {elem}"),
            "no `via` (pick-blocks cuts 8-byte elements into dwords or picks qw_scatter)",
        )),
    }
}

/// A `scatter4_scaled` scatter of `data`: dword channels as they are, a qword lane as its
/// two dwords (`.rg`).
fn pack_scatter4(
    mut e: Emitter,
    i: Inst,
    data: Value,
    via: MsgChoice,
) -> Result<Rewrite, PassError> {
    let ty = e.ty(data);
    match ty {
        Type::Vec {
            chans,
            elem: ScalarType::I32 | ScalarType::F32,
            ..
        } if chans == via.channels.count() => Ok(Rewrite::Keep),
        Type::Vec {
            lanes,
            chans: 1,
            elem: ScalarType::I64 | ScalarType::F64,
        } if via.channels.count() == 2 => {
            let pair = e.cast(
                CastOp::Bitcast,
                data,
                Type::chan_vec(lanes, 2, ScalarType::I32),
            );
            Ok(replace_data(e, i, pair))
        }
        _ => Err(invalid(
            e.func(),
            i,
            format!(
                "{via} writes {} dword channels, not {ty}",
                via.channels.count()
            ),
            "data vec<N x C x i32/f32> with C the channel count, or vec<N x i64/f64> \
             with `.rg`",
        )),
    }
}

/// The integer type of the same width (f16 → i16).
fn int_of(t: ScalarType) -> ScalarType {
    match t {
        ScalarType::F16 => ScalarType::I16,
        ScalarType::F32 => ScalarType::I32,
        ScalarType::F64 => ScalarType::I64,
        other => other,
    }
}

/// A byte message must move exactly the element's bytes.
fn check_blocks(f: &Function, i: Inst, blocks: u8, elem: ScalarType) -> Result<(), PassError> {
    if u32::from(blocks) == elem.bytes() {
        return Ok(());
    }
    Err(PassError::Invalid {
        loc: f.inst(i).loc,
        message: format!(
            "`{}`: the message moves {blocks} byte(s) per lane but the elements are {elem}",
            op_text(f, i)
        ),
        expected: Some(format!("via ...scaled.{}", elem.bytes())),
    })
}

/// The conversions emitted, then a copy of the original scatter writing `new_data`. A copy, not
/// an edit: the original stays in the arena as the user wrote it, so the report can still show
/// the data the user scattered (`scatter @dst, %x : vec<16 x f64>`), not the packed dwords.
fn replace_data(mut e: Emitter, i: Inst, new_data: Value) -> Rewrite {
    let mut kind = e.func().inst(i).kind.clone();
    if let InstKind::Scatter { data, .. } = &mut kind {
        *data = new_data;
    }
    e.inst(kind, None);
    let insts = e.finish();
    Rewrite::Replace {
        insts,
        result: None,
    }
}
