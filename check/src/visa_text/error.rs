//! The reader's error: a location in the text and what is wrong there.

use memlower_ir::diag::Located;
use memlower_ir::Loc;

/// Why a text is not a kernel the reader can give a meaning to.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{what}")]
pub struct ReadError {
    /// 1-based line of the text.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// What is wrong, naming the construct.
    pub what: String,
    /// What would have been read.
    pub expected: Option<String>,
}

impl ReadError {
    pub(crate) fn new(
        line: u32,
        col: u32,
        what: impl Into<String>,
        expected: Option<&str>,
    ) -> ReadError {
        ReadError {
            line,
            col,
            what: what.into(),
            expected: expected.map(str::to_string),
        }
    }
}

impl Located for ReadError {
    fn loc(&self) -> Loc {
        Loc::new(self.line, self.col)
    }

    fn expected(&self) -> Option<String> {
        self.expected.clone()
    }
}
