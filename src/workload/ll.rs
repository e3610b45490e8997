//! `memlower gen --emit ll`: the same functions as LLVM IR (LLVM 14, typed pointers), so LLVM's
//! tools can be timed on the same accesses (the scale benchmark runs `opt-14
//! -passes=scalarize-masked-mem-intrin` and `llc-14 -O0 -mattr=+avx512f` on it).
//!
//! ```text
//!   vec<N x C x T>       <N*C x T>, lane-major (channel c of lane l is element l*C + c): the
//!                        bytes memory holds, AoS
//!   mask<N>, mask<1>     <N x i1>, i1
//!   gather / scatter     llvm.masked.gather / llvm.masked.scatter of N*C element pointers
//!                        (surface + base + offset + c * sizeof(T)), the mask repeated per
//!                        channel, the same alignment (the element's, for channels past the first)
//!   image.load           a masked gather of the same lanes and channels from the image's buffer
//!                        at ((r * 64 + v) * 64 + u) * pixel bytes: LLVM has no typed image read
//!   lane and channel ops shufflevector, insertelement, extractelement
//!   smin ... maxnum, fma llvm.smin ... llvm.maxnum, llvm.fma
//!   cmp on floats        fcmp with the ordered predicate (`slt` is `olt`)
//!   block parameters     phis; `sink` a volatile store through the extra `i8* %sink` argument
//! ```
//!
//! Each function is generated as memlower text, parsed and written out before the next one is
//! made, so one function at a time is in memory.

use memlower_ir::interp::scalar::f64_to_f16;
use memlower_ir::{
    BinOp, Block, BlockCall, CmpPred, ConstValue, Function, ImageCoords, InstKind, Module,
    ScalarType, SurfaceKind, Type, Value,
};
use std::collections::BTreeSet;
use std::io::{self, Write};

mod memory;
mod vectors;

/// Why a function could not be written as LLVM IR (a construct the generator never makes).
fn unsupported(what: &str) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("no LLVM form for {what}"),
    )
}

fn elt(e: ScalarType) -> &'static str {
    match e {
        ScalarType::I8 => "i8",
        ScalarType::I16 => "i16",
        ScalarType::I32 => "i32",
        ScalarType::I64 => "i64",
        ScalarType::F16 => "half",
        ScalarType::F32 => "float",
        ScalarType::F64 => "double",
    }
}

/// The element in intrinsic names: `i32`, `f32`.
fn mangle_elt(e: ScalarType) -> String {
    match e {
        ScalarType::F16 => "f16".into(),
        ScalarType::F32 => "f32".into(),
        ScalarType::F64 => "f64".into(),
        _ => elt(e).into(),
    }
}

/// Elements of the LLVM value: lanes x channels (1 for scalars and `mask<1>`).
fn width(t: Type) -> u32 {
    match t {
        Type::Scalar(_) => 1,
        Type::Vec { lanes, chans, .. } => lanes * u32::from(chans),
        Type::Mask { lanes } => lanes,
    }
}

fn lty(t: Type) -> String {
    match t {
        Type::Scalar(e) => elt(e).into(),
        Type::Vec { elem, .. } => format!("<{} x {}>", width(t), elt(elem)),
        Type::Mask { lanes: 1 } => "i1".into(),
        Type::Mask { lanes } => format!("<{lanes} x i1>"),
    }
}

/// The intrinsic suffix of a type: `v16i32`, `f32`.
fn mangle(t: Type) -> String {
    match t {
        Type::Scalar(e) => mangle_elt(e),
        Type::Vec { elem, .. } => format!("v{}{}", width(t), mangle_elt(elem)),
        Type::Mask { lanes } => format!("v{lanes}i1"),
    }
}

fn elem_literal(e: ScalarType, v: &ConstValue, i: usize) -> String {
    match e {
        ScalarType::F16 => format!("0xH{:04X}", f64_to_f16(v.float_at(i))),
        ScalarType::F32 => format!("0x{:016X}", f64::from(v.float_at(i) as f32).to_bits()),
        ScalarType::F64 => format!("0x{:016X}", v.float_at(i).to_bits()),
        _ => {
            let bits = e.bits();
            let x = v.int_at(i);
            // The element's bits, read as signed.
            let x = if bits >= 64 {
                x
            } else {
                (x << (64 - bits)) >> (64 - bits)
            };
            x.to_string()
        }
    }
}

/// A constant operand (without its type): `5`, `<i32 0, i32 1>`, `true`.
fn literal(t: Type, v: &ConstValue) -> String {
    let per = |i: usize| -> String {
        match t.elem() {
            None => if v.int_at(i) != 0 { "true" } else { "false" }.to_string(),
            Some(e) => elem_literal(e, v, i),
        }
    };
    match t {
        Type::Scalar(_) | Type::Mask { lanes: 1 } => per(0),
        _ => {
            let n = width(t) as usize;
            let et = match t.elem() {
                Some(e) => elt(e),
                None => "i1",
            };
            let items: Vec<String> = (0..n)
                .map(|i| format!("{et} {}", per(if v.len() == 1 { 0 } else { i })))
                .collect();
            format!("<{}>", items.join(", "))
        }
    }
}

/// `<N x i32> <i32 a, i32 b, ...>`: a shufflevector mask.
fn indices(xs: impl Iterator<Item = u32>) -> String {
    let items: Vec<String> = xs.map(|x| format!("i32 {x}")).collect();
    format!("<{} x i32> <{}>", items.len(), items.join(", "))
}

/// Writes one function of `m` (which holds the module's surfaces) as LLVM IR.
pub(super) struct LlFunction<'a, W: Write> {
    out: &'a mut W,
    m: &'a Module,
    f: &'a Function,
    /// The operand text of each value: `%vN`, or a literal for constants.
    names: Vec<String>,
    tmp: u32,
    /// Intrinsic declarations used, written once at the end of the module.
    pub decls: &'a mut BTreeSet<String>,
    /// Values held as `<N x i8>` between their definition and their uses (see [`carried`]).
    carried: Vec<bool>,
}

/// A `<N x i1>` of N not a power of two: llc-14 -O0 -mattr=+avx512f crashes in X86
/// instruction selection when such a value lives long (an `icmp` in one block and an `or` in
/// the next; an `icmp` whose result is used after a masked gather; both reduced with
/// llvm-reduce-14). Such a value is zero-extended to `<N x i8>` (`%vN.x`) as soon as it is
/// defined, its phis are on the `<N x i8>`, and each use truncates it back just before: the same
/// values, each `<N x i1>` living one instruction.
fn carried(t: Type) -> bool {
    matches!(t, Type::Mask { lanes } if lanes > 1 && !lanes.is_power_of_two())
}

/// `a, rest`: the operand text up to its comma (a literal `<...>` whole).
fn operand(s: &str) -> Option<(&str, &str)> {
    let end = if s.starts_with('<') {
        s.find('>')? + 1
    } else {
        s.find(',')?
    };
    Some((&s[..end], s[end..].strip_prefix(", ")?))
}

/// A `shufflevector` of `<N x i1>` to `<K x i1>` with N or K not a power of two, done on
/// `<N x i8>` (zext, shuffle, trunc): llc-14 -O0 -mattr=+avx512f crashes in X86 instruction
/// selection on the `i1` form (`icmp` on `<51 x i32>`, lanes 3..9 of it shuffled out; reduced
/// with llvm-reduce-14). The same lanes. `None` for any other line.
fn odd_mask_shuffle(line: &str) -> Option<String> {
    let (r, rest) = line.strip_prefix("  %")?.split_once(" = shufflevector <")?;
    let (n, rest) = rest.split_once(" x i1> ")?;
    let (a, rest) = operand(rest)?;
    let rest = rest.strip_prefix(&format!("<{n} x i1> "))?;
    let (b, idx) = operand(rest)?;
    let k: u32 = idx
        .strip_prefix('<')?
        .split_once(" x i32>")?
        .0
        .parse()
        .ok()?;
    let n: u32 = n.parse().ok()?;
    if n.is_power_of_two() && k.is_power_of_two() {
        return None;
    }
    let wide = |x: &str, tag: &str| -> (String, String) {
        if x == "undef" || x == "zeroinitializer" {
            return (x.to_string(), String::new());
        }
        let name = format!("%{r}.{tag}");
        let line = format!("  {name} = zext <{n} x i1> {x} to <{n} x i8>\n");
        (name, line)
    };
    let ((wa, la), (wb, lb)) = (wide(a, "a8"), wide(b, "b8"));
    Some(format!(
        "{la}{lb}  %{r}.s8 = shufflevector <{n} x i8> {wa}, <{n} x i8> {wb}, {idx}\n  \
         %{r} = trunc <{k} x i8> %{r}.s8 to <{k} x i1>\n"
    ))
}

impl<'a, W: Write> LlFunction<'a, W> {
    /// Writes `f`.
    pub fn write(
        out: &'a mut W,
        m: &'a Module,
        f: &'a Function,
        decls: &'a mut BTreeSet<String>,
    ) -> io::Result<()> {
        let mut names: Vec<String> = Vec::new();
        let order = f.inst_order();
        let mut max = f.params().iter().map(|v| v.index()).max().unwrap_or(0);
        for &b in &f.layout {
            for &p in &f.block(b).params {
                max = max.max(p.index());
            }
        }
        for &(_, i) in &order {
            if let Some(r) = f.inst(i).result {
                max = max.max(r.index());
            }
        }
        names.resize(max + 1, String::new());
        for (k, name) in names.iter_mut().enumerate() {
            *name = format!("%v{k}");
        }
        // Constants are operands, not instructions: known before any use (a phi may name a
        // constant defined further down).
        for &(_, i) in &order {
            let d = f.inst(i);
            let Some(r) = d.result else { continue };
            let t = f.ty(r);
            match &d.kind {
                InstKind::Const { value } => names[r.index()] = literal(t, value),
                InstKind::LaneIndex => {
                    let v = ConstValue::Int((0..i64::from(width(t))).collect());
                    names[r.index()] = literal(t, &v);
                }
                _ => {}
            }
        }
        let carried_v: Vec<bool> = (0..=max)
            .map(|k| names[k].starts_with('%') && f.values.get(k).is_some_and(|d| carried(d.ty)))
            .collect();
        let mut buf: Vec<u8> = Vec::new();
        let mut w = LlFunction {
            out: &mut buf,
            m,
            f,
            names,
            tmp: 0,
            decls,
            carried: carried_v,
        };
        w.function()?;
        let text = String::from_utf8(buf).map_err(|e| unsupported(&e.to_string()))?;
        for line in text.lines() {
            match odd_mask_shuffle(line) {
                Some(lines) => out.write_all(lines.as_bytes())?,
                None => writeln!(out, "{line}")?,
            }
        }
        Ok(())
    }

    fn n(&self, v: Value) -> String {
        self.names[v.index()].clone()
    }

    /// A phi's incoming `v` as the phi of a carried value takes it: `<N x i8>`.
    fn n_wide(&self, v: Value) -> String {
        let name = &self.names[v.index()];
        if self.carried[v.index()] {
            return format!("{name}.x");
        }
        let lanes = self.f.ty(v).lanes().unwrap_or(1);
        format!("zext (<{lanes} x i1> {name} to <{lanes} x i8>)")
    }

    /// `%vN.x = zext`: a carried value's `<N x i8>`, right after its definition.
    fn carry(&mut self, v: Value) -> io::Result<()> {
        if !self.carried[v.index()] {
            return Ok(());
        }
        let lanes = self.f.ty(v).lanes().unwrap_or(1);
        let name = &self.names[v.index()];
        writeln!(
            self.out,
            "  {name}.x = zext <{lanes} x i1> {name} to <{lanes} x i8>"
        )
    }

    /// `<ty> <operand>`.
    fn typed(&self, v: Value) -> String {
        format!("{} {}", lty(self.f.ty(v)), self.n(v))
    }

    fn fresh(&mut self) -> String {
        self.tmp += 1;
        format!("%t{}", self.tmp)
    }

    fn function(&mut self) -> io::Result<()> {
        let f = self.f;
        let mut args: Vec<String> = (0..self.m.surfaces.len())
            .map(|k| format!("i8* %s{k}"))
            .collect();
        args.push("i8* %sink".into());
        for &p in f.params() {
            args.push(format!("{} %v{}", lty(f.ty(p)), p.index()));
        }
        writeln!(self.out, "define void @{}({}) {{", f.name, args.join(", "))?;
        // Each block's incoming edges: (predecessor, arguments).
        let mut incoming: Vec<Vec<(Block, Vec<Value>)>> = vec![Vec::new(); f.blocks.len()];
        for &b in &f.layout {
            let Some(&last) = f.block(b).insts.last() else {
                continue;
            };
            let calls: Vec<&BlockCall> = match &f.inst(last).kind {
                InstKind::Br { dest } => vec![dest],
                InstKind::CondBr {
                    then_dest,
                    else_dest,
                    ..
                } => {
                    if then_dest.block == else_dest.block {
                        return Err(unsupported("a cond_br with one destination twice"));
                    }
                    vec![then_dest, else_dest]
                }
                _ => vec![],
            };
            for c in calls {
                incoming[c.block.index()].push((b, c.args.to_vec()));
            }
        }
        for (bi, &b) in f.layout.iter().enumerate() {
            writeln!(self.out, "bb{}:", b.index())?;
            if bi > 0 {
                for (k, &p) in f.block(b).params.iter().enumerate() {
                    let wide = self.carried[p.index()];
                    let ins: Vec<String> = incoming[b.index()]
                        .iter()
                        .map(|(pred, args)| {
                            let arg = if wide {
                                self.n_wide(args[k])
                            } else {
                                self.n(args[k])
                            };
                            format!("[ {arg}, %bb{} ]", pred.index())
                        })
                        .collect();
                    let (name, ty) = match f.ty(p).lanes() {
                        Some(lanes) if wide => {
                            (format!("{}.x", self.n(p)), format!("<{lanes} x i8>"))
                        }
                        _ => (self.n(p), lty(f.ty(p))),
                    };
                    writeln!(self.out, "  {name} = phi {ty} {}", ins.join(", "))?;
                }
            } else {
                for &p in f.params() {
                    self.carry(p)?;
                }
            }
            for &i in &f.block(b).insts {
                // Each carried operand truncated back just before its use.
                let kind = &f.inst(i).kind;
                let mut saved: Vec<(usize, String)> = Vec::new();
                if !matches!(kind, InstKind::Br { .. } | InstKind::CondBr { .. }) {
                    for v in kind.operands() {
                        let k = v.index();
                        if !self.carried[k] || saved.iter().any(|(s, _)| *s == k) {
                            continue;
                        }
                        let lanes = f.ty(v).lanes().unwrap_or(1);
                        let t = self.fresh();
                        let name = &self.names[k];
                        writeln!(
                            self.out,
                            "  {t} = trunc <{lanes} x i8> {name}.x to <{lanes} x i1>"
                        )?;
                        saved.push((k, std::mem::replace(&mut self.names[k], t)));
                    }
                }
                self.inst(i)?;
                for (k, name) in saved {
                    self.names[k] = name;
                }
                if let Some(r) = f.inst(i).result {
                    self.carry(r)?;
                }
            }
        }
        writeln!(self.out, "}}\n")
    }

    fn inst(&mut self, i: memlower_ir::Inst) -> io::Result<()> {
        let f = self.f;
        let d = f.inst(i);
        let r = d.result;
        let rt = r.map(|r| f.ty(r));
        let rn = r.map(|r| self.n(r).to_string()).unwrap_or_default();
        let rty = rt.map(lty).unwrap_or_default();
        match &d.kind {
            InstKind::Const { .. } | InstKind::LaneIndex => Ok(()),
            // The workload generator makes no `undef` (only legalisation pads with it).
            InstKind::Undef => Err(unsupported("undef")),
            InstKind::Splat { x } if rt == Some(Type::mask(1)) => {
                writeln!(self.out, "  {rn} = or i1 {}, false", self.n(*x))
            }
            InstKind::Splat { x } => {
                let t = self.fresh();
                let xt = self.typed(*x);
                writeln!(self.out, "  {t} = insertelement {rty} undef, {xt}, i32 0")?;
                let zeros = format!("<{} x i32> zeroinitializer", width(rt.unwrap_or(Type::I32)));
                writeln!(
                    self.out,
                    "  {rn} = shufflevector {rty} {t}, {rty} undef, {zeros}"
                )
            }
            InstKind::Binary { op, lhs, rhs } => self.binary(&rn, *op, *lhs, *rhs, rt),
            InstKind::Cmp { pred, lhs, rhs } => {
                let float = f.ty(*lhs).elem().is_some_and(ScalarType::is_float);
                self.compare(&rn, cmp_predicate(float, *pred), *lhs, *rhs)
            }
            InstKind::FCmp { pred, lhs, rhs } => {
                let p = format!("fcmp {}", pred.name());
                self.compare(&rn, &p, *lhs, *rhs)
            }
            InstKind::Fma { a, b, c } => {
                let t = rt.unwrap_or(Type::I32);
                let (a, b, c) = (
                    self.n(*a).to_string(),
                    self.n(*b).to_string(),
                    self.n(*c).to_string(),
                );
                self.intrinsic(&rn, "fma", t, &[&a, &b, &c])
            }
            InstKind::Select {
                cond,
                on_true,
                on_false,
            } => {
                let t = rt.unwrap_or(Type::I32);
                let c = self.mask_for(*cond, t)?;
                let (a, b) = (self.typed(*on_true), self.typed(*on_false));
                writeln!(self.out, "  {rn} = select {c}, {a}, {b}")
            }
            InstKind::Extract { src, start } => self.extract(&rn, *src, *start, rt),
            InstKind::Insert { dst, src, start } => self.insert(&rn, *dst, *src, *start),
            InstKind::Concat { parts } => {
                let v = self.concat(parts)?;
                self.copy(&rn, rt.unwrap_or(Type::I32), &v)
            }
            InstKind::ChanExtract { src, chan } => self.chan_extract(&rn, *src, *chan),
            InstKind::ChanPack { parts } => self.chan_pack(&rn, parts, rt),
            InstKind::Cast { op, x } => {
                let xt = self.typed(*x);
                writeln!(self.out, "  {rn} = {} {xt} to {rty}", op.name())
            }
            InstKind::Gather {
                addr, mask, align, ..
            } => {
                let t = rt.unwrap_or(Type::I32);
                let base = self.base(addr.surface.index(), addr.base)?;
                let offs = self.n(addr.offsets).to_string();
                self.gather_scatter(Some(&rn), None, t, &base, &offs, *mask, *align)
            }
            InstKind::Scatter {
                addr,
                data,
                mask,
                align,
                ..
            } => {
                let t = f.ty(*data);
                let base = self.base(addr.surface.index(), addr.base)?;
                let offs = self.n(addr.offsets).to_string();
                let data = self.n(*data).to_string();
                self.gather_scatter(None, Some(&data), t, &base, &offs, *mask, *align)
            }
            InstKind::ImageLoad {
                surface,
                coords,
                mask,
                ..
            } => self.image_load(&rn, surface.index(), coords, *mask, rt),
            InstKind::ImageStore { .. } => Err(unsupported("image.store")),
            InstKind::Sink { args } => self.sink(args),
            InstKind::Br { dest } => writeln!(self.out, "  br label %bb{}", dest.block.index()),
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => writeln!(
                self.out,
                "  br i1 {}, label %bb{}, label %bb{}",
                self.n(*cond),
                then_dest.block.index(),
                else_dest.block.index()
            ),
            InstKind::Ret => writeln!(self.out, "  ret void"),
        }
    }

    /// An integer or float binary operator: an LLVM instruction, or an intrinsic call.
    fn binary(
        &mut self,
        rn: &str,
        op: BinOp,
        lhs: Value,
        rhs: Value,
        rt: Option<Type>,
    ) -> io::Result<()> {
        let t = rt.unwrap_or(Type::I32);
        let rty = lty(t);
        let float = t.elem().is_some_and(ScalarType::is_float);
        let (a, b) = (self.n(lhs).to_string(), self.n(rhs).to_string());
        let name = op.name();
        let plain = match name {
            "add" | "sub" | "mul" if float => Some(format!("f{name}")),
            "add" | "sub" | "mul" | "shl" | "lshr" | "ashr" | "and" | "or" | "xor" => {
                Some(name.to_string())
            }
            _ => None,
        };
        match plain {
            Some(op) => writeln!(self.out, "  {rn} = {op} {rty} {a}, {b}"),
            None => self.intrinsic(rn, name, t, &[&a, &b]),
        }
    }

    /// `chan.extract`: every `c`-th element of the source.
    fn chan_extract(&mut self, rn: &str, src: Value, chan: u8) -> io::Result<()> {
        let f = self.f;
        let st = f.ty(src);
        let c = u32::from(st.chans().unwrap_or(1));
        let lanes = st.lanes().unwrap_or(1);
        let s = self.typed(src);
        let idx = indices((0..lanes).map(|l| l * c + u32::from(chan)));
        writeln!(
            self.out,
            "  {rn} = shufflevector {s}, {} undef, {idx}",
            lty(st)
        )
    }

    /// `chan.pack`: the parts concatenated, then interleaved lane by lane.
    fn chan_pack(&mut self, rn: &str, parts: &[Value], rt: Option<Type>) -> io::Result<()> {
        let all = self.concat(parts)?;
        let t = rt.unwrap_or(Type::I32);
        let (lanes, c) = (t.lanes().unwrap_or(1), u32::from(t.chans().unwrap_or(1)));
        let at = format!(
            "<{} x {}>",
            lanes * c,
            elt(t.elem().unwrap_or(ScalarType::I32))
        );
        let idx = indices((0..lanes * c).map(|e| (e % c) * lanes + e / c));
        writeln!(
            self.out,
            "  {rn} = shufflevector {at} {all}, {at} undef, {idx}"
        )
    }

    /// `image.load` as a gather from the image's buffer, row-major with 64-pixel rows and
    /// slices.
    fn image_load(
        &mut self,
        rn: &str,
        surface: usize,
        coords: &ImageCoords,
        mask: Option<Value>,
        rt: Option<Type>,
    ) -> io::Result<()> {
        let t = rt.unwrap_or(Type::I32);
        let lanes = t.lanes().unwrap_or(1);
        let vt = format!("<{lanes} x i32>");
        let splat = |k: u32| format!("<{}>", vec![format!("i32 {k}"); lanes as usize].join(", "));
        // ((r * 64 + v) * 64 + u) * pixel bytes.
        let mut acc: Option<String> = None;
        for c in coords.uvr.iter().rev() {
            let c = self.n(*c).to_string();
            acc = Some(match acc {
                None => c,
                Some(a) => {
                    let m = self.fresh();
                    writeln!(self.out, "  {m} = mul {vt} {a}, {}", splat(64))?;
                    let s = self.fresh();
                    writeln!(self.out, "  {s} = add {vt} {m}, {c}")?;
                    s
                }
            });
        }
        let idx = acc.ok_or_else(|| unsupported("an image read without coordinates"))?;
        let bytes = t.lane_bytes().unwrap_or(4);
        let offs = self.fresh();
        writeln!(self.out, "  {offs} = mul {vt} {idx}, {}", splat(bytes))?;
        let base = format!("%s{}", surface);
        self.gather_scatter(Some(rn), None, t, &base, &offs, mask, 4)
    }

    /// A sink: each argument stored (volatile) to `%sink`.
    fn sink(&mut self, args: &[Value]) -> io::Result<()> {
        let f = self.f;
        for &a in args {
            let at = lty(f.ty(a));
            let p = self.fresh();
            writeln!(self.out, "  {p} = bitcast i8* %sink to {at}*")?;
            let v = self.typed(a);
            writeln!(self.out, "  store volatile {v}, {at}* {p}")?;
        }
        Ok(())
    }

    /// `call <t> @llvm.<name>.<mangled t>(t a, t b, ...)`, declared once.
    fn intrinsic(&mut self, rn: &str, name: &str, t: Type, args: &[&str]) -> io::Result<()> {
        let (ty, fname) = (lty(t), format!("llvm.{name}.{}", mangle(t)));
        let params = vec![ty.clone(); args.len()].join(", ");
        self.decls
            .insert(format!("declare {ty} @{fname}({params})"));
        let a: Vec<String> = args.iter().map(|a| format!("{ty} {a}")).collect();
        writeln!(self.out, "  {rn} = call {ty} @{fname}({})", a.join(", "))
    }

    /// `icmp`/`fcmp`; on `vec<1 x T>` the `<1 x i1>` result becomes the `i1` of `mask<1>`.
    fn compare(&mut self, rn: &str, pred: &str, lhs: Value, rhs: Value) -> io::Result<()> {
        let lt = self.f.ty(lhs);
        let (a, b) = (self.typed(lhs), self.n(rhs).to_string());
        if matches!(lt, Type::Vec { lanes: 1, .. }) {
            let t = self.fresh();
            writeln!(self.out, "  {t} = {pred} {a}, {b}")?;
            return writeln!(self.out, "  {rn} = extractelement <1 x i1> {t}, i32 0");
        }
        writeln!(self.out, "  {rn} = {pred} {a}, {b}")
    }
}

/// The surfaces' comment for the module header: which argument is which surface.
pub(super) fn surfaces_comment(m: &Module) -> String {
    let mut s = String::from("; arguments of every function: ");
    for (k, surf) in m.surfaces.iter().enumerate() {
        let kind = match surf.kind {
            SurfaceKind::Untyped => "untyped",
            SurfaceKind::Slm => "slm",
            SurfaceKind::Stateless => "stateless",
            SurfaceKind::Image { .. } => "image",
        };
        s.push_str(&format!("%s{k} = @{} ({kind}), ", surf.name));
    }
    s.push_str("%sink (sink stores), then the function's own\n");
    s
}

/// The LLVM compare for memlower's `cmp` predicate: integer predicates as they are, float ones
/// as `fcmp` with memlower's NaN rule (false on NaN, except `ne`).
fn cmp_predicate(float: bool, pred: CmpPred) -> &'static str {
    match (float, pred) {
        (true, CmpPred::Eq) => "fcmp oeq",
        (true, CmpPred::Ne) => "fcmp une",
        (true, CmpPred::Slt | CmpPred::Ult) => "fcmp olt",
        (true, CmpPred::Sle | CmpPred::Ule) => "fcmp ole",
        (true, CmpPred::Sgt | CmpPred::Ugt) => "fcmp ogt",
        (true, CmpPred::Sge | CmpPred::Uge) => "fcmp oge",
        (false, p) => match p.name() {
            "eq" => "icmp eq",
            "ne" => "icmp ne",
            "ult" => "icmp ult",
            "ule" => "icmp ule",
            "ugt" => "icmp ugt",
            "uge" => "icmp uge",
            "slt" => "icmp slt",
            "sle" => "icmp sle",
            "sgt" => "icmp sgt",
            _ => "icmp sge",
        },
    }
}
