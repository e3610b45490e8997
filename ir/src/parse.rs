//! The text-format parser (see the README's IR reference). Placeholder: being written.
use crate::diag::Located;
use crate::ir::{Loc, Module};

/// A parse error with its location.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ParseError {
    /// Where.
    pub loc: Loc,
    /// What went wrong.
    pub message: String,
    /// What was expected.
    pub expected: Option<String>,
}

impl Located for ParseError {
    fn loc(&self) -> Loc {
        self.loc
    }
    fn expected(&self) -> Option<String> {
        self.expected.clone()
    }
}

/// Parses a module.
pub fn parse_module(_src: &str) -> Result<Module, ParseError> {
    Err(ParseError {
        loc: Loc::new(1, 1),
        message: "parser not written yet".into(),
        expected: None,
    })
}
