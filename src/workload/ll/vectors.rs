//! Lane and channel reshaping for the LLVM writer: masks repeated per channel, concatenation,
//! extraction and insertion as `shufflevector`s.

use super::{elt, indices, lty, width, LlFunction};
use memlower_ir::{Type, Value};
use std::io::{self, Write};

impl<W: Write> LlFunction<'_, W> {
    /// The mask `m` as the `<W x i1>` (or `i1`) an op on values of type `t` takes: each lane's
    /// bit repeated per channel; `i1` widened to `<1 x i1>` for a one-lane vector.
    pub(super) fn mask_for(&mut self, m: Value, t: Type) -> io::Result<String> {
        let mt = self.f.ty(m);
        let (lanes, chans) = (t.lanes().unwrap_or(1), u32::from(t.chans().unwrap_or(1)));
        let src = self.n(m).to_string();
        if t.is_scalar() || (mt == Type::mask(1) && !t.is_vec()) {
            return Ok(format!("i1 {src}"));
        }
        let vec = if lanes == 1 {
            let v = self.fresh();
            writeln!(
                self.out,
                "  {v} = insertelement <1 x i1> undef, i1 {src}, i32 0"
            )?;
            v
        } else {
            src
        };
        if chans == 1 {
            return Ok(format!("<{lanes} x i1> {vec}"));
        }
        let w = self.fresh();
        let idx = indices((0..lanes * chans).map(|e| e / chans));
        writeln!(
            self.out,
            "  {w} = shufflevector <{lanes} x i1> {vec}, <{lanes} x i1> undef, {idx}"
        )?;
        Ok(format!("<{} x i1> {w}", lanes * chans))
    }

    /// `v` as a vector: `i1` becomes `<1 x i1>`, scalars stay (they have no lanes).
    pub(super) fn as_vector(&mut self, v: Value) -> io::Result<(String, u32, String)> {
        let t = self.f.ty(v);
        if t == Type::mask(1) {
            let w = self.fresh();
            writeln!(
                self.out,
                "  {w} = insertelement <1 x i1> undef, i1 {}, i32 0",
                self.n(v)
            )?;
            return Ok((w, 1, "i1".into()));
        }
        let e = t.elem().map_or("i1", elt).to_string();
        Ok((self.n(v).to_string(), width(t), e))
    }

    /// The parts one after another, as one vector (its operand name).
    pub(super) fn concat(&mut self, parts: &[Value]) -> io::Result<String> {
        let (mut acc, mut len, e) = self.as_vector(parts[0])?;
        for &p in &parts[1..] {
            let (pv, plen, _) = self.as_vector(p)?;
            let l = len.max(plen);
            let widen = |me: &mut Self, v: String, n: u32| -> io::Result<String> {
                if n == l {
                    return Ok(v);
                }
                let w = me.fresh();
                let idx = indices((0..l).map(|k| if k < n { k } else { 0 }));
                writeln!(
                    me.out,
                    "  {w} = shufflevector <{n} x {e}> {v}, <{n} x {e}> undef, {idx}"
                )?;
                Ok(w)
            };
            let a = widen(self, acc, len)?;
            let b = widen(self, pv, plen)?;
            let j = self.fresh();
            let idx = indices((0..len).chain(l..l + plen));
            writeln!(
                self.out,
                "  {j} = shufflevector <{l} x {e}> {a}, <{l} x {e}> {b}, {idx}"
            )?;
            acc = j;
            len += plen;
        }
        Ok(acc)
    }

    /// `rn = v` for a value of type `t` (an identity that LLVM IR has to spell).
    pub(super) fn copy(&mut self, rn: &str, t: Type, v: &str) -> io::Result<()> {
        if t == Type::mask(1) {
            // A one-part concat of an i1 became <1 x i1>.
            return writeln!(self.out, "  {rn} = extractelement <1 x i1> {v}, i32 0");
        }
        let ty = lty(t);
        let idx = indices(0..width(t));
        writeln!(
            self.out,
            "  {rn} = shufflevector {ty} {v}, {ty} undef, {idx}"
        )
    }

    pub(super) fn extract(
        &mut self,
        rn: &str,
        src: Value,
        start: u32,
        rt: Option<Type>,
    ) -> io::Result<()> {
        let st = self.f.ty(src);
        let rt = rt.unwrap_or(Type::I32);
        let s = self.typed(src);
        match rt {
            Type::Scalar(_) | Type::Mask { lanes: 1 } if st != Type::mask(1) => {
                let e = start * u32::from(st.chans().unwrap_or(1));
                writeln!(self.out, "  {rn} = extractelement {s}, i32 {e}")
            }
            Type::Mask { lanes: 1 } => writeln!(self.out, "  {rn} = or {s}, false"),
            _ => {
                let c = u32::from(rt.chans().unwrap_or(1));
                let k = rt.lanes().unwrap_or(1);
                let idx = indices(start * c..(start + k) * c);
                writeln!(
                    self.out,
                    "  {rn} = shufflevector {s}, {} undef, {idx}",
                    lty(st)
                )
            }
        }
    }

    pub(super) fn insert(
        &mut self,
        rn: &str,
        dst: Value,
        src: Value,
        start: u32,
    ) -> io::Result<()> {
        let (dt, st) = (self.f.ty(dst), self.f.ty(src));
        if dt == Type::mask(1) {
            return writeln!(self.out, "  {rn} = or i1 {}, false", self.n(src));
        }
        if st == Type::mask(1) {
            return writeln!(
                self.out,
                "  {rn} = insertelement {}, i1 {}, i32 {start}",
                self.typed(dst),
                self.n(src)
            );
        }
        let c = u32::from(dt.chans().unwrap_or(1));
        let (n, k) = (width(dt), width(st));
        let e = dt.elem().map_or("i1", elt);
        let w = self.fresh();
        let idx = indices((0..n).map(|x| if x < k { x } else { 0 }));
        writeln!(
            self.out,
            "  {w} = shufflevector <{k} x {e}> {}, <{k} x {e}> undef, {idx}",
            self.n(src)
        )?;
        let lo = start * c;
        let idx = indices((0..n).map(|x| if x >= lo && x < lo + k { n + x - lo } else { x }));
        let d = self.typed(dst);
        writeln!(
            self.out,
            "  {rn} = shufflevector {d}, <{n} x {e}> {w}, {idx}"
        )
    }
}
