//! The predicates of `fcmp`: LLVM's float comparisons.

/// Float comparison predicates, LLVM's `fcmp` set (without `true` and `false`). `o*` are
/// *ordered*: false if either operand is NaN. `u*` are *unordered*: true if either is NaN. `ord`
/// is "neither is NaN", `uno` "either is NaN". `-0` equals `+0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FCmpPred {
    /// `oeq`: ordered and equal.
    Oeq,
    /// `ogt`: ordered and greater.
    Ogt,
    /// `oge`: ordered and greater or equal.
    Oge,
    /// `olt`: ordered and less.
    Olt,
    /// `ole`: ordered and less or equal.
    Ole,
    /// `one`: ordered and not equal.
    One,
    /// `ord`: neither operand is NaN.
    Ord,
    /// `ueq`: unordered or equal.
    Ueq,
    /// `ugt`: unordered or greater.
    Ugt,
    /// `uge`: unordered or greater or equal.
    Uge,
    /// `ult`: unordered or less.
    Ult,
    /// `ule`: unordered or less or equal.
    Ule,
    /// `une`: unordered or not equal.
    Une,
    /// `uno`: either operand is NaN.
    Uno,
}

impl FCmpPred {
    /// All predicates, in LLVM's order.
    pub const ALL: [FCmpPred; 14] = [
        FCmpPred::Oeq,
        FCmpPred::Ogt,
        FCmpPred::Oge,
        FCmpPred::Olt,
        FCmpPred::Ole,
        FCmpPred::One,
        FCmpPred::Ord,
        FCmpPred::Ueq,
        FCmpPred::Ugt,
        FCmpPred::Uge,
        FCmpPred::Ult,
        FCmpPred::Ule,
        FCmpPred::Une,
        FCmpPred::Uno,
    ];

    /// Keyword (LLVM's spelling).
    pub fn name(self) -> &'static str {
        match self {
            FCmpPred::Oeq => "oeq",
            FCmpPred::Ogt => "ogt",
            FCmpPred::Oge => "oge",
            FCmpPred::Olt => "olt",
            FCmpPred::Ole => "ole",
            FCmpPred::One => "one",
            FCmpPred::Ord => "ord",
            FCmpPred::Ueq => "ueq",
            FCmpPred::Ugt => "ugt",
            FCmpPred::Uge => "uge",
            FCmpPred::Ult => "ult",
            FCmpPred::Ule => "ule",
            FCmpPred::Une => "une",
            FCmpPred::Uno => "uno",
        }
    }

    /// What `cmp pred` means on floats (docs/SEMANTICS.md §4): `eq` and the signed forms are
    /// the ordered compares, `ne` and the unsigned forms the unordered ones.
    pub fn of_float_cmp(p: super::ops::CmpPred) -> FCmpPred {
        use super::ops::CmpPred;
        match p {
            CmpPred::Eq => FCmpPred::Oeq,
            CmpPred::Ne => FCmpPred::Une,
            CmpPred::Slt => FCmpPred::Olt,
            CmpPred::Sle => FCmpPred::Ole,
            CmpPred::Sgt => FCmpPred::Ogt,
            CmpPred::Sge => FCmpPred::Oge,
            CmpPred::Ult => FCmpPred::Ult,
            CmpPred::Ule => FCmpPred::Ule,
            CmpPred::Ugt => FCmpPred::Ugt,
            CmpPred::Uge => FCmpPred::Uge,
        }
    }

    /// The predicate that is true exactly where this one is false (`olt` <-> `uge`).
    pub fn inverse(self) -> FCmpPred {
        match self {
            FCmpPred::Oeq => FCmpPred::Une,
            FCmpPred::Ogt => FCmpPred::Ule,
            FCmpPred::Oge => FCmpPred::Ult,
            FCmpPred::Olt => FCmpPred::Uge,
            FCmpPred::Ole => FCmpPred::Ugt,
            FCmpPred::One => FCmpPred::Ueq,
            FCmpPred::Ord => FCmpPred::Uno,
            FCmpPred::Ueq => FCmpPred::One,
            FCmpPred::Ugt => FCmpPred::Ole,
            FCmpPred::Uge => FCmpPred::Olt,
            FCmpPred::Ult => FCmpPred::Oge,
            FCmpPred::Ule => FCmpPred::Ogt,
            FCmpPred::Une => FCmpPred::Oeq,
            FCmpPred::Uno => FCmpPred::Ord,
        }
    }

    /// The predicate with the operands swapped (`olt a, b` = `ogt b, a`).
    pub fn swapped(self) -> FCmpPred {
        match self {
            FCmpPred::Ogt => FCmpPred::Olt,
            FCmpPred::Oge => FCmpPred::Ole,
            FCmpPred::Olt => FCmpPred::Ogt,
            FCmpPred::Ole => FCmpPred::Oge,
            FCmpPred::Ugt => FCmpPred::Ult,
            FCmpPred::Uge => FCmpPred::Ule,
            FCmpPred::Ult => FCmpPred::Ugt,
            FCmpPred::Ule => FCmpPred::Uge,
            p => p,
        }
    }
}
