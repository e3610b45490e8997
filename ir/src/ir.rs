//! The in-memory IR: modules, surfaces, functions, blocks, instructions and values.
//!
//! Storage is arena-style, as in Cranelift: a [`Function`] owns the data of its values,
//! instructions and blocks, and refers to them by small copyable ids ([`Value`], [`Inst`],
//! [`Block`]). The *layout* (which instructions are in which block, in which order) is kept
//! apart from the data, so passes can insert, replace and remove instructions cheaply.
//!
//! Every instruction has at most one result. Function arguments are the arguments of the entry
//! block. Every instruction carries the source [`Loc`] it was parsed from (or `Loc::UNKNOWN`), so
//! the verifier and the legaliser can name the line a user wrote.

use crate::types::Type;
use std::num::NonZeroU32;

mod entity;
pub use entity::{Block, Inst, Loc, SurfaceRef, Value};
mod fcmp;
pub use fcmp::FCmpPred;
mod inst;
pub use inst::{Address, BlockCall, ImageCoords, InstKind, MNEMONICS};
mod memory_kind;
mod message;
mod ops;
pub use memory_kind::{ImageDim, SurfaceKind};
pub use message::{AddressLayout, Carried, DataLayout, MessageDesc, MESSAGES};
pub use ops::{BinOp, CastOp, CmpPred, ConstValue, Message, MsgChoice};

/// A module-level surface declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Surface {
    /// Name without the `@`.
    pub name: String,
    /// Kind.
    pub kind: SurfaceKind,
    /// The binding-table index the kernel sets itself (`bti(N)` in the text), for an
    /// `untyped` or image surface; `None`: the index is a kernel input, or one
    /// [`Module::binding_table`] assigns (docs/ABI.md). At most [`MAX_BTI`].
    pub bti: Option<u32>,
    /// Where it was declared.
    pub loc: Loc,
}

/// The highest binding-table index a user surface may have. The vISA execution model gives a
/// 256-entry binding table and reserves index 252 for bindless access; the finalizer names its
/// own surfaces by the top entries (251, 252, 254, 255: docs/finalizer-facts.md §5). Indices
/// 240..=255 are left to those special surfaces, 0..=239 to the kernel's own.
pub const MAX_BTI: u32 = 239;

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// The `index`-th parameter of `block`.
    Param(Block, u32),
    /// The result of `inst`.
    Result(Inst),
}

/// Per-value data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueData {
    /// Type.
    pub ty: Type,
    /// Definition.
    pub def: ValueDef,
    /// The user's name (without `%`), kept through every pass; `None` prints as a number. The
    /// text is in the function's [`Names`] ([`Function::value_name`] reads it), so this record,
    /// which every pass walks, stays small.
    pub name: Option<Name>,
}

/// A name in its function's [`Names`] table: a handle, meaningful only in that function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Name(NonZeroU32);

/// The text of a function's value names, one buffer for all (no allocation per name). Names
/// are only added: a value that loses its name leaves the text behind.
#[derive(Clone, Debug, Default)]
pub struct Names {
    text: String,
    /// `ends[k]`: one past the end of name `k + 1` in `text`.
    ends: Vec<usize>,
}

impl Names {
    /// Adds `s` and returns its handle.
    pub fn add(&mut self, s: &str) -> Name {
        self.text.push_str(s);
        self.ends.push(self.text.len());
        // One entry per name handed out, at least the one just pushed; the arenas index values
        // by `u32`, so the count fits (saturating keeps this total).
        let k = u32::try_from(self.ends.len()).unwrap_or(u32::MAX);
        Name(NonZeroU32::new(k).unwrap_or(NonZeroU32::MAX))
    }

    /// The text of `n` (empty for a handle of another function's table that is out of range).
    pub fn get(&self, n: Name) -> &str {
        let k = n.0.get() as usize - 1;
        let start = match k {
            0 => 0,
            k => self.ends.get(k - 1).copied().unwrap_or(0),
        };
        let end = self.ends.get(k).copied().unwrap_or(start);
        self.text.get(start..end).unwrap_or("")
    }
}

/// Per-instruction data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstData {
    /// What it does.
    pub kind: InstKind,
    /// Its result, if it has one.
    pub result: Option<Value>,
    /// Source position.
    pub loc: Loc,
    /// The instruction of the pass pipeline's input this one was made from, when a pass
    /// replaced that instruction (`None`: the instruction is itself one of the input's). Passes
    /// rewriting an op set it on every instruction they make for it, so a report about legalised
    /// IR can name the op the user wrote, even in built IR without source positions. Not part
    /// of the text format, and ignored by structural equality.
    pub origin: Option<Inst>,
}

impl InstData {
    /// The instruction of the pipeline's input this one stands for: its [`InstData::origin`],
    /// or `me` itself (the handle of this instruction) when it has none.
    pub fn source(&self, me: Inst) -> Inst {
        self.origin.unwrap_or(me)
    }
}

/// A basic block: parameters and an ordered list of instructions, the last a terminator.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BlockData {
    /// Label without the trailing `:`.
    pub name: String,
    /// Block parameters (for the entry block: the function's arguments).
    pub params: Vec<Value>,
    /// Instructions in order.
    pub insts: Vec<Inst>,
    /// Where the label was written.
    pub loc: Loc,
}

/// A function (a GPU kernel): blocks in layout order, the first is the entry.
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// Name without the `@`.
    pub name: String,
    /// Block layout order; `layout[0]` is the entry block.
    pub layout: Vec<Block>,
    /// Block arena (blocks not in `layout` are dead).
    pub blocks: Vec<BlockData>,
    /// Instruction arena (instructions in no block are dead).
    pub insts: Vec<InstData>,
    /// Value arena.
    pub values: Vec<ValueData>,
    /// Where `func` was written.
    pub loc: Loc,
    /// The text of the values' names ([`ValueData::name`]).
    pub names: Names,
    /// Column of each operand of the parsed instructions, kept beside the arena rather than in
    /// [`InstData`] because only the parser has them and every pass walks the arena. Read it
    /// with [`Function::operand_loc`].
    pub operand_cols: OperandCols,
    /// Memory ops of the pipeline's input that a pass merged into another access, each with
    /// the input op that now carries it: `(absorbed, carrier)`, both instructions of the
    /// input (the arena's prefix, whose ids [`Function::compact`] never changes). The carrier
    /// may itself be absorbed later ([`Function::carrier`] follows the chain). Not part of the
    /// text format; a report reads it to say where a merged op went.
    pub absorbed: Vec<(Inst, Inst)>,
}

/// The column of each operand, in printed order ([`InstKind::for_each_operand`]), of each
/// instruction the parser made, on the line of the instruction's `loc`; 0 where unknown (an
/// operand on another line, or past column 65535). Empty for built IR. Parsed instructions are
/// the arena's prefix, which [`Function::compact`] never renumbers, so the table stays valid.
#[derive(Clone, Debug, Default)]
pub struct OperandCols {
    /// `ends[i]`: one past the last column of instruction `i` in `cols`.
    ends: Vec<u32>,
    cols: Vec<u16>,
}

impl OperandCols {
    /// The recorded columns of `i` (empty if none were recorded).
    pub fn get(&self, i: Inst) -> &[u16] {
        let Some(&end) = self.ends.get(i.index()) else {
            return &[];
        };
        let start = match i.index() {
            0 => 0,
            k => self.ends[k - 1],
        };
        &self.cols[start as usize..end as usize]
    }

    /// Records the columns of `i`, forgetting those of `i` and of every later instruction
    /// (the parser records instructions in the order it creates them).
    pub fn record(&mut self, i: Inst, cols: impl IntoIterator<Item = u16>) {
        if i.index() < self.ends.len() {
            let start = match i.index() {
                0 => 0,
                k => self.ends[k - 1],
            };
            self.ends.truncate(i.index());
            self.cols.truncate(start as usize);
        }
        let last = self.ends.last().copied().unwrap_or(0);
        self.ends.resize(i.index(), last);
        self.cols.extend(cols);
        self.ends.push(self.cols.len() as u32);
    }

    /// Keeps the entries of the instructions `kept` says, renumbered in order (for
    /// [`Function::compact`], should it ever drop a parsed instruction).
    pub(crate) fn squeeze(&mut self, kept: impl Fn(usize) -> bool) {
        let (mut ends, mut cols, mut start) = (Vec::new(), Vec::new(), 0);
        for (i, &end) in self.ends.iter().enumerate() {
            if kept(i) {
                cols.extend_from_slice(&self.cols[start as usize..end as usize]);
                ends.push(cols.len() as u32);
            }
            start = end;
        }
        self.ends = ends;
        self.cols = cols;
    }
}

impl Function {
    /// An empty function.
    pub fn new(name: impl Into<String>) -> Function {
        Function {
            name: name.into(),
            ..Default::default()
        }
    }

    /// The input op that finally carries input op `i` after merges ([`Function::absorbed`]):
    /// `None` if `i` was never merged into another access.
    pub fn carrier(&self, i: Inst) -> Option<Inst> {
        let mut at = i;
        let mut found = None;
        // A chain is at most as long as the table; a cycle (never made) stops there too.
        for _ in 0..=self.absorbed.len() {
            match self.absorbed.iter().find(|&&(a, _)| a == at) {
                Some(&(_, c)) => {
                    found = Some(c);
                    at = c;
                }
                None => break,
            }
        }
        found
    }

    /// The entry block, if the function has any block.
    pub fn entry(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// The function's arguments (the entry block's parameters).
    pub fn params(&self) -> &[Value] {
        match self.entry() {
            Some(b) => &self.blocks[b.index()].params,
            None => &[],
        }
    }

    /// Type of a value.
    pub fn ty(&self, v: Value) -> Type {
        self.values[v.index()].ty
    }

    /// Data of a value.
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }

    /// Data of an instruction.
    pub fn inst(&self, i: Inst) -> &InstData {
        &self.insts[i.index()]
    }

    /// Mutable data of an instruction.
    pub fn inst_mut(&mut self, i: Inst) -> &mut InstData {
        &mut self.insts[i.index()]
    }

    /// Data of a block.
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }

    /// Mutable data of a block.
    pub fn block_mut(&mut self, b: Block) -> &mut BlockData {
        &mut self.blocks[b.index()]
    }

    /// The instruction defining `v`, if `v` is an instruction result.
    pub fn def_inst(&self, v: Value) -> Option<Inst> {
        match self.values[v.index()].def {
            ValueDef::Result(i) => Some(i),
            ValueDef::Param(..) => None,
        }
    }

    /// The kind of the instruction defining `v`, if any.
    pub fn def_kind(&self, v: Value) -> Option<&InstKind> {
        self.def_inst(v).map(|i| &self.insts[i.index()].kind)
    }

    /// Creates a new block (appended to the layout).
    pub fn add_block(&mut self, name: impl Into<String>) -> Block {
        let b = Block(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            name: name.into(),
            ..Default::default()
        });
        self.layout.push(b);
        b
    }

    /// Adds a parameter to a block.
    pub fn add_block_param(&mut self, b: Block, ty: Type, name: Option<String>) -> Value {
        let idx = self.blocks[b.index()].params.len() as u32;
        let v = self.new_value(ty, ValueDef::Param(b, idx), name);
        self.blocks[b.index()].params.push(v);
        v
    }

    fn new_value(&mut self, ty: Type, def: ValueDef, name: Option<String>) -> Value {
        let v = Value(self.values.len() as u32);
        let name = name.map(|n| self.names.add(&n));
        self.values.push(ValueData { ty, def, name });
        v
    }

    /// Creates an instruction that is not yet in any block. `result_ty` must be `Some` exactly
    /// when the kind produces a result.
    pub fn create_inst(
        &mut self,
        kind: InstKind,
        result_ty: Option<Type>,
        name: Option<String>,
        loc: Loc,
    ) -> Inst {
        let inst = Inst(self.insts.len() as u32);
        let result = result_ty.map(|ty| self.new_value(ty, ValueDef::Result(inst), name));
        self.insts.push(InstData {
            kind,
            result,
            loc,
            origin: None,
        });
        inst
    }

    /// Appends an instruction at the end of `b`.
    pub fn append_inst(&mut self, b: Block, inst: Inst) {
        self.blocks[b.index()].insts.push(inst);
    }

    /// The result of an instruction.
    pub fn result(&self, inst: Inst) -> Option<Value> {
        self.insts[inst.index()].result
    }

    /// Where operand `k` (in printed order) of `i` was written, or the instruction's location if
    /// that is not known (built IR, or operands changed by a pass since parsing).
    pub fn operand_loc(&self, i: Inst, k: usize) -> Loc {
        let d = &self.insts[i.index()];
        let cols = self.operand_cols.get(i);
        let mut count = 0;
        d.kind.for_each_operand(|_| count += 1);
        match cols.get(k) {
            Some(&col) if col != 0 && count == cols.len() && d.loc.is_known() => {
                Loc::new(d.loc.line, u32::from(col))
            }
            _ => d.loc,
        }
    }

    /// The name to print for a value: the user's name, or `None` for an anonymous value.
    pub fn value_name(&self, v: Value) -> Option<&str> {
        self.values[v.index()].name.map(|n| self.names.get(n))
    }

    /// Gives `v` the name `name` (`None`: anonymous).
    pub fn set_value_name(&mut self, v: Value, name: Option<&str>) {
        self.values[v.index()].name = name.map(|n| self.names.add(n));
    }

    /// Structural equality: same blocks, instructions, types, names and attributes, with values
    /// and blocks matched by position rather than by arena index. This is the equality that
    /// `parse(print(m)) == m` is about.
    pub fn structurally_eq(&self, other: &Function) -> bool {
        crate::equiv::functions_equal(self, other)
    }
}

/// A module: a target name, surfaces and functions.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// `target "dg2"`, if given.
    pub target: Option<String>,
    /// Surfaces in declaration order.
    pub surfaces: Vec<Surface>,
    /// Functions in order.
    pub functions: Vec<Function>,
}

impl Module {
    /// An empty module.
    pub fn new() -> Module {
        Module::default()
    }

    /// Declares a surface and returns its reference.
    pub fn add_surface(&mut self, name: impl Into<String>, kind: SurfaceKind) -> SurfaceRef {
        let r = SurfaceRef(self.surfaces.len() as u32);
        self.surfaces.push(Surface {
            name: name.into(),
            kind,
            bti: None,
            loc: Loc::UNKNOWN,
        });
        r
    }

    /// [`Module::add_surface`] with a binding-table index the kernel sets itself (`bti(N)`).
    pub fn add_surface_bti(
        &mut self,
        name: impl Into<String>,
        kind: SurfaceKind,
        bti: u32,
    ) -> SurfaceRef {
        let r = self.add_surface(name, kind);
        self.surfaces[r.index()].bti = Some(bti);
        r
    }

    /// Every surface's binding-table index when the kernel sets them all (docs/ABI.md): a
    /// surface's own `bti(N)`, and for each other `untyped` or image surface, in declaration
    /// order, the lowest index no surface has. `None` for `slm` and `stateless` surfaces
    /// (they have fixed hardware surfaces), and for a surface no index up to [`MAX_BTI`] is
    /// left for.
    pub fn binding_table(&self) -> Vec<Option<u32>> {
        let mut taken: std::collections::BTreeSet<u32> =
            self.surfaces.iter().filter_map(|s| s.bti).collect();
        let mut next = 0u32;
        self.surfaces
            .iter()
            .map(|s| {
                if matches!(s.kind, SurfaceKind::Slm | SurfaceKind::Stateless) {
                    return None;
                }
                if s.bti.is_some() {
                    return s.bti;
                }
                while taken.contains(&next) {
                    next += 1;
                }
                (next <= MAX_BTI).then(|| {
                    taken.insert(next);
                    next
                })
            })
            .collect()
    }

    /// Looks a surface up by name.
    pub fn surface_by_name(&self, name: &str) -> Option<SurfaceRef> {
        self.surfaces
            .iter()
            .position(|s| s.name == name)
            .map(|i| SurfaceRef(i as u32))
    }

    /// A surface's declaration.
    pub fn surface(&self, s: SurfaceRef) -> &Surface {
        &self.surfaces[s.index()]
    }

    /// Looks a function up by name.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }
}

impl PartialEq for Module {
    /// Structural equality (see [`Function::structurally_eq`]); source locations are ignored.
    fn eq(&self, other: &Module) -> bool {
        self.target == other.target
            && self.surfaces.len() == other.surfaces.len()
            && self
                .surfaces
                .iter()
                .zip(&other.surfaces)
                .all(|(a, b)| a.name == b.name && a.kind == b.kind && a.bti == b.bti)
            && self.functions.len() == other.functions.len()
            && self
                .functions
                .iter()
                .zip(&other.functions)
                .all(|(a, b)| a.structurally_eq(b))
    }
}
