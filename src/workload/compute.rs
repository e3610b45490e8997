//! Computations between the memory ops: arithmetic, compares, selects, casts, channel and lane
//! shuffles, masks. Only what every target lowers (no 64-bit multiply, no bitwise ops on
//! floats, no unsigned compares of floats: the documented refusals).

use super::func::Gen;
use super::pool::Val;
use memlower_ir::{BinOp, FCmpPred, ScalarType, Type};
use std::io::{self, Write};

/// Concatenations stop growing values at this many lanes.
const MAX_CONCAT_LANES: u32 = 512;

impl<W: Write> Gen<'_, W> {
    pub(super) fn compute(&mut self) -> io::Result<()> {
        match self.rng.below(13) {
            0..=2 => self.binary(),
            3 => self.float_op(),
            4 => {
                let n = self.lanes();
                self.compare(n).map(drop)
            }
            5 => self.select(),
            6 | 7 => self.cast(),
            8 | 12 => self.channels(),
            9 | 10 => self.lanes_op(),
            _ => {
                let n = self.lanes();
                self.mask(n).map(drop)
            }
        }
    }

    /// A pooled vector, or a new value of a random data type.
    fn operand_vec(&mut self) -> io::Result<Val> {
        match self.pick(Type::is_vec) {
            Some(v) => Ok(v),
            None => {
                let ty = self.data_type();
                self.value_of(ty)
            }
        }
    }

    fn binary(&mut self) -> io::Result<()> {
        // Mostly vectors; scalars and masks too.
        let a = match self.rng.below(10) {
            0 => self.pick(|t| t.is_scalar() && t.elem().is_some()),
            1 => self.pick(Type::is_mask),
            _ => None,
        };
        let a = match a {
            Some(a) => a,
            None => self.operand_vec()?,
        };
        let ty = a.ty;
        // f64 arithmetic is refused on the targets without a 64-bit float ALU (tgllp, dg2):
        // doubles are only moved, here through a select.
        if ty.elem() == Some(ScalarType::F64) {
            return self.select();
        }
        let op = match ty.elem() {
            None => *self.rng.pick(&[BinOp::And, BinOp::Or, BinOp::Xor]),
            // 64-bit integers keep to what every target does, emulated in 32-bit halves where
            // there is no 64-bit ALU: no multiply at all, shifts by constants only, no ashr,
            // min or max.
            Some(ScalarType::I64) => *self.rng.pick(&[
                BinOp::Add,
                BinOp::Sub,
                BinOp::Shl,
                BinOp::LShr,
                BinOp::And,
                BinOp::Or,
                BinOp::Xor,
            ]),
            Some(e) if e.is_float() => *self.rng.pick(&[
                BinOp::Add,
                BinOp::Sub,
                BinOp::Mul,
                BinOp::MinNum,
                BinOp::MaxNum,
            ]),
            Some(e) => loop {
                let op = *self.rng.pick(&BinOp::ALL);
                if op.int_op_on(e) {
                    break op;
                }
            },
        };
        let b = match (op, ty.elem()) {
            (BinOp::Shl | BinOp::LShr | BinOp::AShr, Some(e))
                if e == ScalarType::I64 || self.rng.chance(3, 4) =>
            {
                // Mostly in-range shift amounts (one past the width is an undefined value).
                let k = self.rng.below(u64::from(e.bits()));
                self.def(ty, format_args!("const {k}"))?
            }
            _ => self.value_of(ty)?,
        };
        let op = op.name();
        self.def(ty, format_args!("{op} {a}, {b}")).map(drop)
    }

    fn select(&mut self) -> io::Result<()> {
        let a = self.operand_vec()?;
        let n = a.ty.lanes().unwrap_or(1);
        let c = self.mask(n)?;
        let b = self.value_of(a.ty)?;
        self.def(a.ty, format_args!("select {c}, {a}, {b}"))
            .map(drop)
    }

    fn cast(&mut self) -> io::Result<()> {
        let Some(x) = self.pick(Type::is_vec) else {
            return Ok(());
        };
        let Type::Vec { lanes, chans, elem } = x.ty else {
            return Ok(());
        };
        if self.rng.chance(1, 3) {
            if let Some((op, to)) = self.float_conversion(elem) {
                let ty = Type::chan_vec(lanes, chans, to);
                return self.def(ty, format_args!("{op} {x}")).map(drop);
            }
        }
        if elem.is_int() && self.rng.chance(1, 2) {
            let ints = [
                ScalarType::I8,
                ScalarType::I16,
                ScalarType::I32,
                ScalarType::I64,
            ];
            let to = *self.rng.pick(&ints);
            let op = match to.bits().cmp(&elem.bits()) {
                std::cmp::Ordering::Less => "trunc",
                std::cmp::Ordering::Greater => *self.rng.pick(&["zext", "sext"]),
                std::cmp::Ordering::Equal => return Ok(()),
            };
            let ty = Type::chan_vec(lanes, chans, to);
            return self.def(ty, format_args!("{op} {x}")).map(drop);
        }
        let lane_bytes = u32::from(chans) * elem.bytes();
        let mut same = Vec::new();
        for c in 1..=4u8 {
            for e in ScalarType::ALL {
                if u32::from(c) * e.bytes() == lane_bytes && (c, e) != (chans, elem) {
                    same.push(Type::chan_vec(lanes, c, e));
                }
            }
        }
        if same.is_empty() {
            return Ok(());
        }
        let to = *self.rng.pick(&same);
        self.def(to, format_args!("bitcast {x}")).map(drop)
    }

    fn channels(&mut self) -> io::Result<()> {
        if self.rng.chance(1, 2) {
            if let Some(x) = self.pick(|t| t.is_vec() && t.chans().unwrap_or(1) > 1) {
                let c = x.ty.chans().unwrap_or(2);
                let ch = self.rng.below(u64::from(c));
                let ty = Type::vec(
                    x.ty.lanes().unwrap_or(1),
                    x.ty.elem().unwrap_or(ScalarType::I32),
                );
                return self
                    .def(ty, format_args!("chan.extract {x}[{ch}]"))
                    .map(drop);
            }
        }
        let ty = match self.pick(|t| t.is_vec() && t.chans() == Some(1)) {
            Some(v) => v.ty,
            None => {
                let (n, e) = (self.lanes(), self.elem());
                Type::vec(n, e)
            }
        };
        let c = self.rng.range(2, 4) as u8;
        let mut parts = String::new();
        for k in 0..c {
            let v = self.value_of(ty)?;
            if k > 0 {
                parts.push_str(", ");
            }
            parts.push_str(&v.to_string());
        }
        let packed = Type::chan_vec(
            ty.lanes().unwrap_or(1),
            c,
            ty.elem().unwrap_or(ScalarType::I32),
        );
        self.def(packed, format_args!("chan.pack {parts}"))
            .map(drop)
    }

    /// `extract`, `insert` or `concat` of a vector or a mask.
    fn lanes_op(&mut self) -> io::Result<()> {
        let Some(x) = self.pick(|t| !t.is_scalar()) else {
            return Ok(());
        };
        let ty = x.ty;
        let n = ty.lanes().unwrap_or(1);
        match self.rng.below(3) {
            0 if ty.is_vec() && ty.chans() == Some(1) && self.rng.chance(1, 4) => {
                // One lane as a scalar.
                let start = self.rng.below(u64::from(n));
                let scalar = Type::Scalar(ty.elem().unwrap_or(ScalarType::I32));
                self.def(scalar, format_args!("extract {x}[{start}]"))
                    .map(drop)
            }
            0 => {
                let k = self.rng.range(1, u64::from(n)) as u32;
                let start = self.rng.range(0, u64::from(n - k));
                self.def(ty.with_lanes(k), format_args!("extract {x}[{start}]"))
                    .map(drop)
            }
            1 => {
                let k = self.rng.range(1, u64::from(n)) as u32;
                let start = self.rng.range(0, u64::from(n - k));
                let part = self.value_of(ty.with_lanes(k))?;
                self.def(ty, format_args!("insert {x}[{start}], {part}"))
                    .map(drop)
            }
            _ => {
                let other = self.lanes();
                if n + other > MAX_CONCAT_LANES {
                    return Ok(());
                }
                let y = self.value_of(ty.with_lanes(other))?;
                let (a, b) = if self.rng.chance(1, 2) {
                    (x, y)
                } else {
                    (y, x)
                };
                self.def(ty.with_lanes(n + other), format_args!("concat {a}, {b}"))
                    .map(drop)
            }
        }
    }
}

impl<W: Write> Gen<'_, W> {
    /// `fma` or `fcmp` on 16- or 32-bit floats (on `f64` they need the 64-bit ALU that tgllp and
    /// dg2 lack).
    fn float_op(&mut self) -> io::Result<()> {
        let e = *self
            .rng
            .pick(&[ScalarType::F32, ScalarType::F32, ScalarType::F16]);
        let ty = match self.pick(|t| t.is_vec() && t.elem() == Some(e)) {
            Some(v) => v.ty,
            None => Type::vec(self.lanes(), e),
        };
        if self.rng.chance(1, 2) {
            let (a, b, c) = (self.value_of(ty)?, self.value_of(ty)?, self.value_of(ty)?);
            return self.def(ty, format_args!("fma {a}, {b}, {c}")).map(drop);
        }
        let n = ty.lanes().unwrap_or(1);
        let single = Type::vec(n, e);
        let (a, b) = (self.value_of(single)?, self.value_of(single)?);
        let pred = self.rng.pick(&FCmpPred::ALL).name();
        self.def(Type::mask(n), format_args!("fcmp {pred} {a}, {b}"))
            .map(drop)
    }

    /// A conversion between integers and floats, or between float widths, from `from`, that
    /// every target lowers (no 64-bit side: tgllp and dg2 have no 64-bit ALU).
    fn float_conversion(&mut self, from: ScalarType) -> Option<(&'static str, ScalarType)> {
        use ScalarType::*;
        let ints = [I8, I16, I32];
        let floats = [F16, F32];
        match from {
            I8 | I16 | I32 => {
                let op = *self.rng.pick(&["sitofp", "uitofp"]);
                Some((op, *self.rng.pick(&floats)))
            }
            F16 | F32 => match self.rng.below(3) {
                0 => Some(if from == F16 {
                    ("fpext", F32)
                } else {
                    ("fptrunc", F16)
                }),
                _ => {
                    let op = *self.rng.pick(&["fptosi", "fptoui"]);
                    Some((op, *self.rng.pick(&ints)))
                }
            },
            _ => None,
        }
    }
}
