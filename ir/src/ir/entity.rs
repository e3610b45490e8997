//! The ids of a function's arena entities (values, instructions, blocks, surfaces) and source
//! positions: small copyable handles, as in Cranelift.

use std::fmt;

macro_rules! entity {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            /// The arena index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

entity!(
    /// An SSA value of a function.
    Value,
    "v"
);
entity!(
    /// An instruction of a function.
    Inst,
    "inst"
);
entity!(
    /// A basic block of a function.
    Block,
    "block"
);
entity!(
    /// A surface of the module (index into [`Module::surfaces`](crate::ir::Module::surfaces)).
    SurfaceRef,
    "surface"
);

/// A position in the source text, 1-based. `line == 0` means unknown (built, not parsed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc {
    /// 1-based line, 0 if unknown.
    pub line: u32,
    /// 1-based column, 0 if unknown.
    pub col: u32,
}

impl Loc {
    /// No source position.
    pub const UNKNOWN: Loc = Loc { line: 0, col: 0 };

    /// A known position.
    pub fn new(line: u32, col: u32) -> Loc {
        Loc { line, col }
    }

    /// True if this location points into source text.
    pub fn is_known(self) -> bool {
        self.line != 0
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_known() {
            write!(f, "{}:{}", self.line, self.col)
        } else {
            f.write_str("<unknown>")
        }
    }
}
