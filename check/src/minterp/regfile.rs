//! The register state of one kernel run: general variables as bytes, predicates as bits.
//!
//! ```text
//!   root variable  ──▶ its own byte array (declared size), every byte RegByte { bits, undef }
//!   alias <of, off> ──▶ the root's array from `off` (chains resolved once, at start)
//!   predicate       ──▶ 32 channel bits + 32 undefined bits (bits past its lanes: undefined)
//! ```
//!
//! Each root variable is its own storage, as the finalizer's register allocator guarantees (no
//! two live variables share registers; aliases share their root's). That is all the layout the
//! semantics need: a variable's GRF number never changes what an instruction computes, only
//! where it lives. An access outside its variable is an error, because the finalizer would
//! silently read or clobber a neighbour (finalizer-facts §3).
//!
//! Undefinedness is tracked per *bit* here, finer than the reference interpreter's per-byte
//! tracking, because the lowering moves mask lanes through `ud` scalars with shifts and `and`s:
//! with byte granularity one undefined lane would poison its seven neighbours. A byte of a
//! [`Val`](memlower_ir::interp::Val) or of memory is undefined when any of its bits is.

use memlower_lowering::mir::{Kernel, PredId, VarId};

/// One register byte: its bits and which of them are undefined (bit k set = bit k undefined).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegByte {
    /// The bits (undefined bits are stored as 0).
    pub bits: u8,
    /// Undefined bits.
    pub undef: u8,
}

impl RegByte {
    /// A byte never written.
    pub const UNDEF: RegByte = RegByte {
        bits: 0,
        undef: 0xFF,
    };

    /// A fully defined byte.
    pub fn defined(bits: u8) -> RegByte {
        RegByte { bits, undef: 0 }
    }

    /// The byte as memory and [`Val`](memlower_ir::interp::Val)s see it: `None` if any bit is
    /// undefined.
    pub fn value(self) -> Option<u8> {
        (self.undef == 0).then_some(self.bits)
    }
}

/// Why a register access failed (the caller adds the instruction).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegError {
    /// A variable or predicate id that the kernel does not declare.
    Undeclared {
        /// `variable` or `predicate`.
        what: &'static str,
        /// The id.
        id: u32,
    },
    /// An access past the end of its variable.
    OutOfBounds {
        /// The variable's name.
        var: String,
        /// First byte accessed (from the variable's start).
        off: u64,
        /// Bytes accessed.
        len: u64,
        /// Bytes the variable (or, for raw operands, its root) has.
        size: u32,
    },
    /// A predicate channel past its declared lanes was written.
    PredicateTooNarrow {
        /// The predicate's name.
        pred: String,
        /// The channel.
        channel: u32,
        /// Its lanes.
        lanes: u32,
    },
}

impl std::fmt::Display for RegError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RegError::Undeclared { what, id } => write!(f, "{what} {id} is not declared"),
            RegError::OutOfBounds {
                var,
                off,
                len,
                size,
            } => write!(
                f,
                "bytes {off}..{} of `{var}` are outside its {size} bytes",
                off + len
            ),
            RegError::PredicateTooNarrow {
                pred,
                channel,
                lanes,
            } => write!(
                f,
                "channel {channel} of predicate `{pred}` is written, but it has {lanes} lanes"
            ),
        }
    }
}

/// Where a variable's bytes are.
#[derive(Clone, Copy, Debug)]
struct Home {
    root: usize,
    off: u32,
    size: u32,
}

/// One predicate: channel bits and undefined bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PredState {
    /// Declared lanes (1..=32).
    pub lanes: u32,
    /// Channel bits (bit i = channel i).
    pub bits: u32,
    /// Undefined channel bits.
    pub undef: u32,
}

/// General variables and predicates of a running kernel.
#[derive(Clone, Debug)]
pub struct RegFile {
    names: Vec<String>,
    homes: Vec<Home>,
    roots: Vec<Vec<RegByte>>,
    pred_names: Vec<String>,
    preds: Vec<PredState>,
}

impl RegFile {
    /// Every variable and predicate of `k`, all bits undefined. Errors for alias chains that
    /// loop, name an undeclared variable, or reach past their root.
    pub fn new(k: &Kernel) -> Result<RegFile, String> {
        let n = k.vars.len();
        let mut homes = Vec::with_capacity(n);
        let mut root_index = vec![usize::MAX; n];
        let mut roots: Vec<Vec<RegByte>> = Vec::new();
        for (i, v) in k.vars.iter().enumerate() {
            if v.alias.is_none() {
                root_index[i] = roots.len();
                roots.push(vec![RegByte::UNDEF; v.bytes() as usize]);
            }
        }
        for (i, v) in k.vars.iter().enumerate() {
            let (mut cur, mut off) = (i, 0u64);
            let mut steps = 0;
            while let Some((of, o)) = k.vars.get(cur).and_then(|d| d.alias) {
                steps += 1;
                if steps > n {
                    return Err(format!("the alias chain of `{}` loops", v.name));
                }
                if k.vars.get(of.index()).is_none() {
                    return Err(format!(
                        "`{}` aliases variable {}, which is not declared",
                        v.name, of.0
                    ));
                }
                off += u64::from(o);
                cur = of.index();
            }
            let root_size = k.vars.get(cur).map(|d| d.bytes()).unwrap_or(0);
            if off + u64::from(v.bytes()) > u64::from(root_size) {
                return Err(format!(
                    "`{}` ({} bytes at offset {off}) reaches past its root `{}` ({root_size} bytes)",
                    v.name,
                    v.bytes(),
                    k.vars.get(cur).map(|d| d.name.as_str()).unwrap_or("?"),
                ));
            }
            homes.push(Home {
                root: root_index[cur],
                off: off as u32,
                size: v.bytes(),
            });
        }
        let mut preds = Vec::with_capacity(k.preds.len());
        for p in &k.preds {
            if !(1..=32).contains(&p.lanes) {
                return Err(format!(
                    "predicate `{}` has {} lanes (1 to 32 allowed)",
                    p.name, p.lanes
                ));
            }
            preds.push(PredState {
                lanes: p.lanes,
                bits: 0,
                undef: u32::MAX,
            });
        }
        Ok(RegFile {
            names: k.vars.iter().map(|v| v.name.clone()).collect(),
            homes,
            roots,
            pred_names: k.preds.iter().map(|p| p.name.clone()).collect(),
            preds,
        })
    }

    fn home(&self, v: VarId) -> Result<Home, RegError> {
        self.homes
            .get(v.index())
            .copied()
            .ok_or(RegError::Undeclared {
                what: "variable",
                id: v.0,
            })
    }

    /// The root-relative byte range of `len` bytes at `off` in `v`, checked against `limit`:
    /// the variable itself (`raw == false`) or its whole root (`raw == true`: message payloads
    /// may cover more than the variable that names them, never more than its register block).
    fn range(&self, v: VarId, off: u32, len: u32, raw: bool) -> Result<(usize, usize), RegError> {
        let h = self.home(v)?;
        let root_len = self.roots.get(h.root).map(|r| r.len()).unwrap_or(0) as u64;
        let start = u64::from(h.off) + u64::from(off);
        let limit = if raw {
            root_len
        } else {
            u64::from(h.off) + u64::from(h.size)
        };
        if start + u64::from(len) > limit {
            return Err(RegError::OutOfBounds {
                var: self.names.get(v.index()).cloned().unwrap_or_default(),
                off: u64::from(off),
                len: u64::from(len),
                size: limit.saturating_sub(u64::from(h.off)) as u32,
            });
        }
        Ok((h.root, start as usize))
    }

    /// `len` bytes of `v` from byte `off` (inside the variable).
    pub fn read(&self, v: VarId, off: u32, len: u32) -> Result<&[RegByte], RegError> {
        self.read_at(v, off, len, false)
    }

    /// `len` bytes from byte `off` of `v`, allowed to run on to the end of `v`'s root (a raw
    /// message operand).
    pub fn read_raw(&self, v: VarId, off: u32, len: u32) -> Result<&[RegByte], RegError> {
        self.read_at(v, off, len, true)
    }

    fn read_at(&self, v: VarId, off: u32, len: u32, raw: bool) -> Result<&[RegByte], RegError> {
        let (root, start) = self.range(v, off, len, raw)?;
        self.roots
            .get(root)
            .and_then(|r| r.get(start..start + len as usize))
            .ok_or(RegError::Undeclared {
                what: "variable",
                id: v.0,
            })
    }

    /// Writes `bytes` into `v` from byte `off` (inside the variable).
    pub fn write(&mut self, v: VarId, off: u32, bytes: &[RegByte]) -> Result<(), RegError> {
        self.write_at(v, off, bytes, false)
    }

    /// Writes `bytes` from byte `off` of `v`, allowed to run on to the end of its root.
    pub fn write_raw(&mut self, v: VarId, off: u32, bytes: &[RegByte]) -> Result<(), RegError> {
        self.write_at(v, off, bytes, true)
    }

    fn write_at(
        &mut self,
        v: VarId,
        off: u32,
        bytes: &[RegByte],
        raw: bool,
    ) -> Result<(), RegError> {
        let (root, start) = self.range(v, off, bytes.len() as u32, raw)?;
        match self
            .roots
            .get_mut(root)
            .and_then(|r| r.get_mut(start..start + bytes.len()))
        {
            Some(slot) => {
                slot.copy_from_slice(bytes);
                Ok(())
            }
            None => Err(RegError::Undeclared {
                what: "variable",
                id: v.0,
            }),
        }
    }

    /// A predicate's state.
    pub fn pred(&self, p: PredId) -> Result<PredState, RegError> {
        self.preds
            .get(p.index())
            .copied()
            .ok_or(RegError::Undeclared {
                what: "predicate",
                id: p.0,
            })
    }

    /// Channel `ch` of predicate `p`: `Some(bit)`, or `None` if undefined (never written, or
    /// past the predicate's lanes: the flag register holds something else there).
    pub fn pred_bit(&self, p: PredId, ch: u32) -> Result<Option<bool>, RegError> {
        let s = self.pred(p)?;
        if ch >= s.lanes.min(32) || s.undef & (1 << ch) != 0 {
            return Ok(None);
        }
        Ok(Some(s.bits & (1 << ch) != 0))
    }

    /// Sets channel `ch` of predicate `p` (`None`: undefined).
    pub fn set_pred_bit(&mut self, p: PredId, ch: u32, bit: Option<bool>) -> Result<(), RegError> {
        let name = self.pred_names.get(p.index()).cloned().unwrap_or_default();
        let s = self.preds.get_mut(p.index()).ok_or(RegError::Undeclared {
            what: "predicate",
            id: p.0,
        })?;
        if ch >= s.lanes {
            return Err(RegError::PredicateTooNarrow {
                pred: name,
                channel: ch,
                lanes: s.lanes,
            });
        }
        let m = 1u32 << ch;
        match bit {
            Some(b) => {
                s.undef &= !m;
                if b {
                    s.bits |= m;
                } else {
                    s.bits &= !m;
                }
            }
            None => {
                s.undef |= m;
                s.bits &= !m;
            }
        }
        Ok(())
    }

    /// The name of a variable (for messages).
    pub fn var_name(&self, v: VarId) -> &str {
        self.names.get(v.index()).map(|s| s.as_str()).unwrap_or("?")
    }
}
