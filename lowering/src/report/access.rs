//! Building the report's entries: every memory op of the source, as the printer names it, with
//! what legalisation made of it and the messages that carry it.
//!
//! ```text
//!   source function (before the pipeline)      legal function (same arena prefix)
//!   %pos = gather ... : vec<16 x 4 x f32>  ──▶  gather @p[%base]   via gather_scaled.4  origin %pos
//!                                               gather @p[%base+4] via gather_scaled.4  origin %pos
//!   kernel: one message per legal memory op, in layout order, each with that origin
//! ```
//!
//! Entries come from the source's layout, so an op no message stands for (merged into another
//! access, or removed) is still listed. The legal memory ops of one source op, in layout order,
//! are matched one to one with its messages in emission order (the lowering emits one message
//! per legal memory op, in layout order); a piece's byte offset is its scalar base against the
//! source op's, its channel that offset over the element size, and its lanes follow the pieces
//! before it at the same byte offset.

use super::entry::{AccessReport, Change, MessageUse, Piece};
use crate::mir::{InstKind, Kernel, MsgInst};
use crate::verify::extensions_used;
use memlower_ir::fxhash::FxHashMap;
use memlower_ir::print::Namer;
use memlower_ir::{Function, Inst, Loc, Module, MsgChoice, Type, Value};
use memlower_passes::legalize::access::base_delta;

/// The data type an op reads or writes (a read's result, a write's data).
fn data_type(f: &Function, i: Inst) -> Option<Type> {
    let d = f.insts.get(i.index())?;
    match &d.kind {
        memlower_ir::InstKind::Scatter { data, .. }
        | memlower_ir::InstKind::ImageStore { data, .. } => {
            f.values.get(data.index()).map(|v| v.ty)
        }
        _ => d.result.and_then(|r| f.values.get(r.index())).map(|v| v.ty),
    }
}

fn address(f: &Function, i: Inst) -> Option<&memlower_ir::Address> {
    match &f.insts.get(i.index())?.kind {
        memlower_ir::InstKind::Gather { addr, .. }
        | memlower_ir::InstKind::Scatter { addr, .. } => Some(addr),
        _ => None,
    }
}

/// The IR's short text of op `i` of `f`, values named by `namer`: `%v = gather @src : vec<16 x
/// f32>`, `scatter @dst, %v : ...` (a `via` after the type when `via` is set).
pub(super) fn op_text(m: &Module, f: &Function, namer: &Namer, i: Inst, via: bool) -> String {
    let Some(d) = f.insts.get(i.index()) else {
        return "?".into();
    };
    let op = d.kind.mnemonic();
    // The printer's name; for a value in no layout (a dead op's, when the report has only the
    // legal function), the user's name it kept, else its number in the arena.
    let name = |v: Value| match namer.name(v).or_else(|| f.value_name(v)) {
        Some(n) => format!("%{n}"),
        None => format!("%{}", v.0),
    };
    let surface = d
        .kind
        .surface()
        .and_then(|s| m.surfaces.get(s.index()))
        .map(|s| format!("@{}", s.name))
        .unwrap_or_else(|| "@?".into());
    let ty = data_type(f, i).map(|t| t.to_string()).unwrap_or_default();
    let mut text = match (&d.kind, d.result) {
        (_, Some(r)) => format!("{} = {op} {surface} : {ty}", name(r)),
        (
            memlower_ir::InstKind::Scatter { data, .. }
            | memlower_ir::InstKind::ImageStore { data, .. },
            None,
        ) => format!("{op} {surface}, {} : {ty}", name(*data)),
        _ => format!("{op} {surface}"),
    };
    if let (true, Some(v)) = (via, d.kind.via()) {
        text.push_str(&format!(" via {v}"));
    }
    text
}

/// The entries of `k`: one per memory op of `source` in its layout order, then one per op the
/// kernel's messages stand for that `source` does not have (instructions a pass made without
/// an origin).
pub(super) fn accesses(
    m: &Module,
    f: &Function,
    source: &Function,
    k: &Kernel,
) -> Vec<AccessReport> {
    let namer = Namer::new(source);
    let mut out: Vec<AccessReport> = Vec::new();
    let mut at: FxHashMap<Inst, usize> = FxHashMap::default();
    for &b in &source.layout {
        for &i in &source.block(b).insts {
            // Without the source (`source` is the legal function), each legal op's origin.
            let i = source.inst(i).source(i);
            if source.inst(i).kind.is_memory() && !at.contains_key(&i) {
                at.insert(i, out.len());
                out.push(entry(m, source, &namer, i, source.inst(i).loc));
            }
        }
    }
    // The legal memory ops standing for each source op, in layout order.
    let legal_namer = Namer::new(f);
    let mut legal: FxHashMap<Inst, Vec<Inst>> = FxHashMap::default();
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            if f.inst(i).kind.is_memory() {
                legal.entry(f.inst(i).source(i)).or_default().push(i);
            }
        }
    }
    for inst in &k.insts {
        let (InstKind::Msg(msg), Some(origin)) = (&inst.kind, inst.origin) else {
            continue;
        };
        let e = *at.entry(origin).or_insert_with(|| {
            out.push(entry(m, f, &legal_namer, origin, inst.loc));
            out.len() - 1
        });
        out[e].messages.push(message_use(k, msg));
    }
    for i in &k.insts {
        if let (Some(origin), true) = (i.origin, is_move(i)) {
            if let Some(&e) = at.get(&origin) {
                out[e].moves += 1;
            }
        }
    }
    for a in &mut out {
        let pieces = legal.get(&a.inst).map(Vec::as_slice).unwrap_or(&[]);
        a.became = pieces
            .iter()
            .map(|&p| op_text(m, f, &legal_namer, p, true))
            .collect();
        place_pieces(f, source, a, pieces);
    }
    for (absorbed, _) in &f.absorbed {
        let (Some(&e), Some(carrier)) = (at.get(absorbed), f.carrier(*absorbed)) else {
            continue;
        };
        if let Some(&c) = at.get(&carrier) {
            out[e].merged_into = Some(c);
            out[c].carries.push(e);
        }
    }
    for a in &mut out {
        a.changes = changes(source, a);
    }
    out
}

fn entry(m: &Module, f: &Function, namer: &Namer, i: Inst, fallback: Loc) -> AccessReport {
    let d = f.insts.get(i.index());
    AccessReport {
        inst: i,
        loc: d.map_or(fallback, |d| d.loc),
        text: op_text(m, f, namer, i, false),
        op: d.map_or("?", |d| d.kind.mnemonic()),
        surface: d
            .and_then(|d| d.kind.surface())
            .and_then(|s| m.surfaces.get(s.index()))
            .map(|s| s.name.clone())
            .unwrap_or_else(|| "?".into()),
        ty: data_type(f, i),
        messages: Vec::new(),
        moves: 0,
        became: Vec::new(),
        changes: Vec::new(),
        merged_into: None,
        carries: Vec::new(),
    }
}

/// Sets each message's [`Piece`]: the part of source op `a` its legal op carries, when the
/// legal ops and the messages match one to one.
fn place_pieces(f: &Function, source: &Function, a: &mut AccessReport, pieces: &[Inst]) {
    if pieces.len() != a.messages.len() {
        return;
    }
    let Some(ty) = a.ty else { return };
    let lanes = ty.lanes().unwrap_or(1);
    let elem = ty.elem().map_or(4, |e| e.bytes());
    let src_addr = address(source, a.inst);
    // Lanes already placed per byte offset.
    let mut next: Vec<(Option<i64>, u32)> = Vec::new();
    for (msg, &p) in a.messages.iter_mut().zip(pieces) {
        let plane = data_type(f, p).and_then(|t| t.lanes()).unwrap_or(1);
        // What the message moves per lane (the legal op's type may be wider: pack-channels
        // carries bytes in dwords).
        let pbytes = message_bytes(msg.choice);
        let offset = match (src_addr, address(f, p)) {
            (Some(s), Some(t)) => base_delta(f, s, t).map(|d| i64::from(d as i32)),
            _ => None,
        };
        let start = match next.iter_mut().find(|(o, _)| *o == offset) {
            Some((_, n)) => {
                let s = *n;
                *n += plane;
                s
            }
            None => {
                next.push((offset, plane));
                0
            }
        };
        let e = i64::from(elem);
        let whole = pbytes.is_multiple_of(elem) && offset.is_none_or(|o| o % e == 0);
        // An image's channels are its mask's: the first the message reads, counted in the
        // source op's mask.
        let first = match (image_mask(source, a.inst), image_mask(f, p)) {
            (Some(all), Some(mine)) => mine
                .channels()
                .next()
                .and_then(|c| all.channels().position(|k| k == c))
                .map_or(0, |k| k as i64),
            _ => offset.unwrap_or(0).div_euclid(e),
        };
        let carried = (start.min(lanes), (start + plane).min(lanes));
        msg.piece = Some(Piece {
            lanes: carried,
            padding: msg
                .exec
                .size
                .max(plane)
                .saturating_sub(carried.1 - carried.0),
            byte_offset: offset,
            bytes: pbytes,
            channels: whole.then(|| (first, first + i64::from(pbytes / elem))),
        });
    }
}

/// The channel mask of an image op.
fn image_mask(f: &Function, i: Inst) -> Option<memlower_ir::ChannelMask> {
    match &f.insts.get(i.index())?.kind {
        memlower_ir::InstKind::ImageLoad { channels, .. }
        | memlower_ir::InstKind::ImageStore { channels, .. } => Some(*channels),
        _ => None,
    }
}

/// Bytes per lane a message moves: its blocks, its dword channels, or a qword.
fn message_bytes(c: MsgChoice) -> u32 {
    use memlower_ir::Message::*;
    match c.msg {
        GatherScaled | ScatterScaled => u32::from(c.blocks),
        QwScatter => 8 * u32::from(c.blocks.max(1)),
        Scatter4Scaled | Gather4Typed => 4 * u32::from(c.channels.count()),
    }
}

/// What legalisation did to `a`, from its source type and the legal ops standing for it.
fn changes(source: &Function, a: &AccessReport) -> Vec<Change> {
    let mut out = Vec::new();
    if a.merged_into.is_some() {
        out.push(Change::Merged);
    }
    if !a.carries.is_empty() {
        out.push(Change::Carries);
    }
    let Some(ty) = a.ty else { return out };
    let bytes = |t: Type| u32::from(t.chans().unwrap_or(1)) * t.elem().map_or(0, |e| e.bytes());
    let per_lane: u32 = a
        .messages
        .iter()
        .filter_map(|m| m.piece)
        .filter(|p| p.lanes.0 == 0)
        .map(|p| p.bytes)
        .sum();
    let pieces = a.messages.iter().filter(|m| m.piece.is_some()).count();
    if a.merged_into.is_none() && a.messages.is_empty() && source.inst(a.inst).kind.is_memory() {
        out.push(Change::Removed);
    }
    if pieces > 0 && a.carries.is_empty() {
        if per_lane < bytes(ty) {
            out.push(Change::Narrowed);
        } else if per_lane > bytes(ty) {
            out.push(Change::Widened);
        }
    }
    if a.became.len() > 1 {
        out.push(Change::Split);
    }
    out
}

fn message_use(k: &Kernel, m: &MsgInst) -> MessageUse {
    MessageUse {
        choice: m.choice,
        exec: m.exec,
        pred: m.pred.map(|p| {
            let name = k
                .preds
                .get(p.pred.index())
                .map(|d| d.name.clone())
                .unwrap_or_default();
            if p.negate {
                format!("!{name}")
            } else {
                name
            }
        }),
        surface: k
            .surfaces
            .get(m.surface.index())
            .map(|s| s.text().to_string())
            .unwrap_or_default(),
        extensions: extensions_used(m),
        piece: None,
        reason: reason(m.choice).to_string(),
    }
}

/// Why a message of this kind carries an access (the rule `pick-blocks` applied).
pub(super) fn reason(c: MsgChoice) -> &'static str {
    use memlower_ir::Message::*;
    match (c.msg, c.blocks) {
        (GatherScaled | ScatterScaled, 1) => {
            "bytes: one byte per lane, the only block size an unaligned or 8-bit element allows"
        }
        (GatherScaled | ScatterScaled, 2) => "words: two bytes per lane (16-bit elements)",
        (GatherScaled | ScatterScaled, _) => {
            "dwords: one dword per lane, the widest block a scaled message moves per lane"
        }
        (Scatter4Scaled, _) => {
            "untyped channels: up to four dword channels per lane in one message"
        }
        (QwScatter, _) => "qwords: one 64-bit element per lane in one write",
        (Gather4Typed, _) => "typed image read: the channels asked for, one message per group",
    }
}

/// True for a `mov` into registers (what [`Kernel::move_count`] counts).
fn is_move(i: &crate::mir::Inst) -> bool {
    matches!(
        i.kind,
        InstKind::Alu {
            op: crate::mir::AluOp::Mov,
            dst: crate::mir::Dst::Reg { .. },
            ..
        }
    )
}
