//! The canonical printer. `parse(print(m)) == m` for every module, and printing is a fixed
//! point: `print(parse(print(m))) == print(m)`.
//!
//! Anonymous values print as `%0`, `%1`, ... in order of definition; named values keep their
//! names. The verifier guarantees user names are identifiers that do not start with a digit, so
//! the two can never clash. See `docs/IR.md` and `docs/ARCHITECTURE.md` §1 for the grammar.

use crate::ir::*;
use crate::types::{ScalarType, Type};
use std::fmt::Write;

/// Prints a whole module in canonical form.
pub fn print_module(m: &Module) -> String {
    let mut out = String::new();
    if let Some(t) = &m.target {
        let _ = writeln!(out, "target \"{t}\"");
    }
    if !m.surfaces.is_empty() {
        if m.target.is_some() {
            out.push('\n');
        }
        for s in &m.surfaces {
            let _ = write!(out, "surface @{} : {}", s.name, surface_kind(&s.kind));
            if let Some(bti) = s.bti {
                let _ = write!(out, " bti({bti})");
            }
            out.push('\n');
        }
    }
    for f in &m.functions {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&print_function(m, f));
    }
    out
}

impl std::fmt::Display for Module {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&print_module(self))
    }
}

/// The text of a surface kind: `untyped`, `slm`, `stateless`, `image2d<rgba, f32>`.
pub fn surface_kind(k: &SurfaceKind) -> String {
    match k {
        SurfaceKind::Untyped => "untyped".into(),
        SurfaceKind::Slm => "slm".into(),
        SurfaceKind::Stateless => "stateless".into(),
        SurfaceKind::Image {
            dim,
            channels,
            elem,
        } => {
            let d = match dim {
                ImageDim::D1 => 1,
                ImageDim::D2 => 2,
                ImageDim::D3 => 3,
            };
            format!("image{d}d<{channels}, {elem}>")
        }
    }
}

/// Names every value of a function for printing.
///
/// One text buffer and one span per value, indexed by value: the verifier and the lowering
/// build a namer for every function, so it costs two allocations, not a map entry and a
/// `String` per value.
pub struct Namer {
    /// Every value's name, back to back.
    text: String,
    /// `(start, end)` in `text` of each value's name, indexed by value; `start > end` for a
    /// value defined nowhere in the layout.
    spans: Vec<(u32, u32)>,
}

impl Namer {
    /// Numbers the anonymous values of `f` in layout order.
    pub fn new(f: &Function) -> Namer {
        let mut n = Namer {
            // Most names are numbers of a few digits.
            text: String::with_capacity(4 * f.values.len()),
            spans: vec![(1, 0); f.values.len()],
        };
        let mut next = 0u32;
        let mut name = |v: Value, n: &mut Namer| {
            let start = n.text.len() as u32;
            match f.value_name(v) {
                Some(s) => n.text.push_str(s),
                None => {
                    push_decimal(&mut n.text, next);
                    next += 1;
                }
            }
            if let Some(span) = n.spans.get_mut(v.index()) {
                *span = (start, n.text.len() as u32);
            }
        };
        for &b in &f.layout {
            for &p in &f.block(b).params {
                name(p, &mut n);
            }
            for &i in &f.block(b).insts {
                if let Some(r) = f.inst(i).result {
                    name(r, &mut n);
                }
            }
        }
        n
    }

    /// The name of a value without the `%` (the user's name, or its number in layout order), or
    /// `None` for a value defined nowhere in the layout.
    pub fn name(&self, v: Value) -> Option<&str> {
        let &(start, end) = self.spans.get(v.index())?;
        self.text.get(start as usize..end as usize)
    }

    /// `%name` of a value (`%<undef vN>` for a value defined nowhere in the layout).
    pub fn get(&self, v: Value) -> String {
        match self.name(v) {
            Some(n) => format!("%{n}"),
            None => format!("%<undefined {v}>"),
        }
    }
}

/// Appends `x` in decimal, as `write!(out, "{x}")` does, without the formatting machinery
/// (a namer numbers every anonymous value of every function lowered, and the vISA emitter
/// writes several numbers per operand: `fmt` cost more than the rest of either).
pub fn push_decimal(out: &mut String, mut x: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (x % 10) as u8;
        x /= 10;
        if x == 0 {
            break;
        }
    }
    for &d in &digits[at..] {
        out.push(char::from(d));
    }
}

/// Prints one function.
pub fn print_function(m: &Module, f: &Function) -> String {
    let namer = Namer::new(f);
    let mut out = String::new();
    let params: Vec<String> = f
        .params()
        .iter()
        .map(|&p| format!("{}: {}", namer.get(p), f.ty(p)))
        .collect();
    let _ = writeln!(out, "func @{}({}) {{", f.name, params.join(", "));
    for (bi, &b) in f.layout.iter().enumerate() {
        let bd = f.block(b);
        if bi == 0 || bd.params.is_empty() {
            let _ = writeln!(out, "{}:", bd.name);
        } else {
            let ps: Vec<String> = bd
                .params
                .iter()
                .map(|&p| format!("{}: {}", namer.get(p), f.ty(p)))
                .collect();
            let _ = writeln!(out, "{}({}):", bd.name, ps.join(", "));
        }
        for &i in &bd.insts {
            let _ = writeln!(out, "  {}", print_inst(m, f, &namer, i));
        }
    }
    out.push_str("}\n");
    out
}

fn block_call(f: &Function, n: &Namer, c: &BlockCall) -> String {
    let name = &f.block(c.block).name;
    if c.args.is_empty() {
        name.clone()
    } else {
        let args: Vec<String> = c.args.iter().map(|&a| n.get(a)).collect();
        format!("{name}({})", args.join(", "))
    }
}

fn surface_name(m: &Module, s: SurfaceRef) -> String {
    match m.surfaces.get(s.index()) {
        Some(d) => format!("@{}", d.name),
        None => format!("@<undefined {s}>"),
    }
}

fn float_text(bits: u64) -> String {
    let x = f64::from_bits(bits);
    if x.is_nan() {
        "nan".into()
    } else if x.is_infinite() {
        if x > 0.0 { "inf" } else { "-inf" }.into()
    } else {
        format!("{x:?}")
    }
}

/// The text of a constant's elements: `4`, `[0, 4, 8]`, `1.5`.
pub fn const_text(v: &ConstValue) -> String {
    let elems: Vec<String> = match v {
        ConstValue::Int(xs) => xs.iter().map(|x| x.to_string()).collect(),
        ConstValue::Float(xs) => xs.iter().map(|&x| float_text(x)).collect(),
    };
    if elems.len() == 1 {
        elems[0].clone()
    } else {
        format!("[{}]", elems.join(", "))
    }
}

fn coords_text(n: &Namer, c: &ImageCoords) -> String {
    let uvr: Vec<String> = c.uvr.iter().map(|&v| n.get(v)).collect();
    let mut s = format!("[{}]", uvr.join(", "));
    if let Some(l) = c.lod {
        let _ = write!(s, " lod {}", n.get(l));
    }
    s
}

fn mask_text(n: &Namer, mask: &Option<Value>) -> String {
    mask.map(|m| format!(" mask {}", n.get(m)))
        .unwrap_or_default()
}

fn via_text(via: &Option<MsgChoice>) -> String {
    via.map(|v| format!(" via {v}")).unwrap_or_default()
}

fn addr_text(m: &Module, n: &Namer, a: &Address) -> String {
    match a.base {
        Some(b) => format!(
            "{}[{} + {}]",
            surface_name(m, a.surface),
            n.get(b),
            n.get(a.offsets)
        ),
        None => format!("{}[{}]", surface_name(m, a.surface), n.get(a.offsets)),
    }
}

/// Prints one instruction (without indentation or newline).
pub fn print_inst(m: &Module, f: &Function, n: &Namer, i: Inst) -> String {
    let d = f.inst(i);
    let body = match &d.kind {
        InstKind::Const { value } => format!("const {}", const_text(value)),
        InstKind::Splat { x } => format!("splat {}", n.get(*x)),
        InstKind::LaneIndex => "lane.index".into(),
        InstKind::Undef => "undef".into(),
        InstKind::Binary { op, lhs, rhs } => {
            format!("{} {}, {}", op.name(), n.get(*lhs), n.get(*rhs))
        }
        InstKind::Cmp { pred, lhs, rhs } => {
            format!("cmp {} {}, {}", pred.name(), n.get(*lhs), n.get(*rhs))
        }
        InstKind::FCmp { pred, lhs, rhs } => {
            format!("fcmp {} {}, {}", pred.name(), n.get(*lhs), n.get(*rhs))
        }
        InstKind::Fma { a, b, c } => {
            format!("fma {}, {}, {}", n.get(*a), n.get(*b), n.get(*c))
        }
        InstKind::Select {
            cond,
            on_true,
            on_false,
        } => format!(
            "select {}, {}, {}",
            n.get(*cond),
            n.get(*on_true),
            n.get(*on_false)
        ),
        InstKind::Extract { src, start } => format!("extract {}[{start}]", n.get(*src)),
        InstKind::Insert { dst, src, start } => {
            format!("insert {}[{start}], {}", n.get(*dst), n.get(*src))
        }
        InstKind::Concat { parts } => {
            let ps: Vec<String> = parts.iter().map(|&p| n.get(p)).collect();
            format!("concat {}", ps.join(", "))
        }
        InstKind::Cast { op, x } => format!("{} {}", op.name(), n.get(*x)),
        InstKind::ChanExtract { src, chan } => format!("chan.extract {}[{chan}]", n.get(*src)),
        InstKind::ChanPack { parts } => {
            let ps: Vec<String> = parts.iter().map(|&p| n.get(p)).collect();
            format!("chan.pack {}", ps.join(", "))
        }
        InstKind::Gather {
            addr,
            mask,
            align,
            via,
        } => format!(
            "gather {}{} align {align}{}",
            addr_text(m, n, addr),
            mask_text(n, mask),
            via_text(via)
        ),
        InstKind::Scatter {
            addr,
            data,
            mask,
            align,
            via,
        } => format!(
            "scatter {}, {}{} align {align}{}",
            addr_text(m, n, addr),
            n.get(*data),
            mask_text(n, mask),
            via_text(via)
        ),
        InstKind::ImageLoad {
            surface,
            coords,
            mask,
            channels,
            via,
        } => format!(
            "image.load {}{}{} channels {channels}{}",
            surface_name(m, *surface),
            coords_text(n, coords),
            mask_text(n, mask),
            via_text(via)
        ),
        InstKind::ImageStore {
            surface,
            coords,
            data,
            mask,
            channels,
        } => format!(
            "image.store {}{}, {}{} channels {channels}",
            surface_name(m, *surface),
            coords_text(n, coords),
            n.get(*data),
            mask_text(n, mask)
        ),
        InstKind::Sink { args } => {
            let xs: Vec<String> = args.iter().map(|&a| n.get(a)).collect();
            format!("sink {}", xs.join(", "))
        }
        InstKind::Br { dest } => format!("br {}", block_call(f, n, dest)),
        InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        } => format!(
            "cond_br {}, {}, {}",
            n.get(*cond),
            block_call(f, n, then_dest),
            block_call(f, n, else_dest)
        ),
        InstKind::Ret => "ret".into(),
    };
    match d.result {
        Some(r) => format!("{} = {body} : {}", n.get(r), f.ty(r)),
        None => body,
    }
}

/// Short form of a type for messages (`vec<16 x f32>`).
pub fn type_text(t: Type) -> String {
    t.to_string()
}

/// Short form of a scalar type.
pub fn scalar_text(t: ScalarType) -> &'static str {
    t.name()
}

#[cfg(test)]
mod decimal_tests {
    use super::push_decimal;

    #[test]
    fn push_decimal_writes_as_format_does() {
        let mut rng = crate::rng::Rng::new(7);
        let mut xs = vec![0, 1, 9, 10, 99, 100, 4_294_967_295, 1_000_000_000];
        xs.extend((0..2000).map(|_| rng.next_u64() as u32 >> (rng.next_u64() % 32)));
        for x in xs {
            let mut s = String::from("%");
            push_decimal(&mut s, x);
            assert_eq!(s, format!("%{x}"));
        }
    }
}
