//! Memory operations for the LLVM writer: the surface base address and the masked gathers and
//! scatters of element pointers.

use super::{elt, indices, mangle_elt, unsupported, LlFunction};
use memlower_ir::{Type, Value};
use std::io::{self, Write};

impl<W: Write> LlFunction<'_, W> {
    /// The address `%sK + base` as an `i8*`.
    pub(super) fn base(&mut self, surface: usize, base: Option<Value>) -> io::Result<String> {
        let s = format!("%s{surface}");
        match base {
            None => Ok(s),
            Some(b) => {
                let p = self.fresh();
                writeln!(
                    self.out,
                    "  {p} = getelementptr i8, i8* {s}, i32 {}",
                    self.n(b)
                )?;
                Ok(p)
            }
        }
    }

    /// A masked gather (`result`) or scatter (`data`) of values of type `t` at `base` plus the
    /// per-lane byte offsets `offs` (`<lanes x i32>`), channel c at `+ c * sizeof(T)`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn gather_scatter(
        &mut self,
        result: Option<&str>,
        data: Option<&str>,
        t: Type,
        base: &str,
        offs: &str,
        mask: Option<Value>,
        align: u32,
    ) -> io::Result<()> {
        let e = t
            .elem()
            .ok_or_else(|| unsupported("a memory op on a mask"))?;
        let (lanes, c) = (t.lanes().unwrap_or(1), u32::from(t.chans().unwrap_or(1)));
        let w = lanes * c;
        let offs = if c == 1 {
            offs.to_string()
        } else {
            let x = self.fresh();
            let idx = indices((0..w).map(|k| k / c));
            writeln!(
                self.out,
                "  {x} = shufflevector <{lanes} x i32> {offs}, <{lanes} x i32> undef, {idx}"
            )?;
            let y = self.fresh();
            let steps: Vec<String> = (0..w)
                .map(|k| format!("i32 {}", (k % c) * e.bytes()))
                .collect();
            writeln!(
                self.out,
                "  {y} = add <{w} x i32> {x}, <{}>",
                steps.join(", ")
            )?;
            y
        };
        let (et, vt) = (elt(e), format!("<{w} x {}>", elt(e)));
        let p = self.fresh();
        writeln!(
            self.out,
            "  {p} = getelementptr i8, i8* {base}, <{w} x i32> {offs}"
        )?;
        let q = self.fresh();
        writeln!(self.out, "  {q} = bitcast <{w} x i8*> {p} to <{w} x {et}*>")?;
        let m = match mask {
            Some(m) => self.mask_for(m, t)?,
            None => format!("<{w} x i1> <{}>", vec!["i1 true"; w as usize].join(", ")),
        };
        let align = if c > 1 { align.min(e.bytes()) } else { align };
        let suffix = format!("v{w}{}.v{w}p0{}", mangle_elt(e), mangle_elt(e));
        match (result, data) {
            (Some(r), _) => {
                let fname = format!("llvm.masked.gather.{suffix}");
                self.decls.insert(format!(
                    "declare {vt} @{fname}(<{w} x {et}*>, i32 immarg, <{w} x i1>, {vt})"
                ));
                writeln!(
                    self.out,
                    "  {r} = call {vt} @{fname}(<{w} x {et}*> {q}, i32 {align}, {m}, {vt} undef)"
                )
            }
            (None, Some(d)) if w > 16 && !w.is_power_of_two() => {
                // llc-14 -O0 -mattr=+avx512f crashes (X86 instruction selection) on a masked
                // scatter wider than 16 lanes and not a power of two whose mask folds to a
                // constant (`icmp eq %x, %x`): such a scatter is written padded to the next
                // power of two, the extra lanes off. The same accesses.
                let p2 = w.next_power_of_two();
                let pad = indices((0..p2).map(|k| if k < w { k } else { 0 }));
                let (dw, qw, mw) = (self.fresh(), self.fresh(), self.fresh());
                writeln!(
                    self.out,
                    "  {dw} = shufflevector {vt} {d}, {vt} undef, {pad}"
                )?;
                writeln!(
                    self.out,
                    "  {qw} = shufflevector <{w} x {et}*> {q}, <{w} x {et}*> undef, {pad}"
                )?;
                let off = indices((0..p2).map(|k| if k < w { k } else { w }));
                writeln!(
                    self.out,
                    "  {mw} = shufflevector {m}, <{w} x i1> zeroinitializer, {off}"
                )?;
                let (vt, suffix) = (
                    format!("<{p2} x {et}>"),
                    format!("v{p2}{}.v{p2}p0{}", mangle_elt(e), mangle_elt(e)),
                );
                let fname = format!("llvm.masked.scatter.{suffix}");
                self.decls.insert(format!(
                    "declare void @{fname}({vt}, <{p2} x {et}*>, i32 immarg, <{p2} x i1>)"
                ));
                writeln!(
                    self.out,
                    "  call void @{fname}({vt} {dw}, <{p2} x {et}*> {qw}, i32 {align}, <{p2} x i1> {mw})"
                )
            }
            (None, Some(d)) => {
                let fname = format!("llvm.masked.scatter.{suffix}");
                self.decls.insert(format!(
                    "declare void @{fname}({vt}, <{w} x {et}*>, i32 immarg, <{w} x i1>)"
                ));
                writeln!(
                    self.out,
                    "  call void @{fname}({vt} {d}, <{w} x {et}*> {q}, i32 {align}, {m})"
                )
            }
            (None, None) => Err(unsupported("a memory op without a result or data")),
        }
    }
}
