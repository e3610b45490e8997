//! Where each LLVM instruction sits in the `.ll` text, so imported ops carry `file:line` and
//! errors point at the LLVM line. LLVM keeps no text positions (and `-g` locations name the C
//! source, not the `.ll`), so the importer pairs the text with the parsed module: the body of
//! `define ... @name(` lists the function's instructions one per indented line, in layout order
//! (blocks in order, each block's instructions in order), which is the order LLVM's parser
//! builds them in. Labels start in column 1; comments and blank lines are skipped. If the count
//! of instruction lines differs from the count of instructions (text not in LLVM's own printed
//! form), the instructions get no positions rather than wrong ones (the function keeps its
//! `define` line). Debug-info lines are not instructions here: LLVM 19's `#dbg_value(...)`
//! records, and older LLVM's `call void @llvm.dbg.*` when this LLVM reads them as records.

use crate::view::V;
use std::collections::HashMap;

/// The (line, column) of each instruction of `lf`, and of `lf` itself (its `define` line), in
/// `text`: only the `define` line when the instructions cannot be paired with the text, and
/// nothing when the text has no `define` of it.
pub(crate) fn inst_lines<'m>(text: &str, lf: V<'m>) -> HashMap<V<'m>, (u32, u32)> {
    let mut out = HashMap::new();
    let name = lf.name();
    let head = format!("@{name}(");
    let mut lines = text.lines().enumerate();
    let Some((def, _)) = lines
        .by_ref()
        .find(|(_, l)| l.starts_with("define ") && l.contains(&head))
    else {
        return out;
    };
    let mut at = Vec::new();
    for (k, l) in lines {
        if l.starts_with('}') {
            break;
        }
        let body = l.trim_start();
        // LLVM 19 prints debug records (`#dbg_value(...)`) on lines of their own: not
        // instructions.
        if body.is_empty()
            || body.starts_with(';')
            || body.starts_with("#dbg_")
            || !l.starts_with([' ', '\t'])
        {
            continue;
        }
        let col = (l.len() - body.len()) as u32 + 1;
        let dbg_call = body.starts_with("call void @llvm.dbg.");
        at.push((k as u32 + 1, col, dbg_call));
    }
    out.insert(lf, (def as u32 + 1, 1));
    let insts: Vec<V<'m>> = lf.blocks().into_iter().flat_map(|b| b.insts()).collect();
    // Older LLVM's `call void @llvm.dbg.value(...)` lines are instructions when this LLVM
    // keeps them as calls, and not when it reads them as debug records.
    let all: Vec<(u32, u32)> = at.iter().map(|&(l, c, _)| (l, c)).collect();
    let no_dbg: Vec<(u32, u32)> = at
        .iter()
        .filter(|a| !a.2)
        .map(|&(l, c, _)| (l, c))
        .collect();
    if insts.len() == all.len() {
        out.extend(insts.into_iter().zip(all));
    } else if insts.len() == no_dbg.len() {
        out.extend(insts.into_iter().zip(no_dbg));
    }
    out
}
