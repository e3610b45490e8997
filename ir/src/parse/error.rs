//! The parser's error type and the "did you mean" suggestion every part of the parser uses.

use crate::diag::Located;
use crate::ir::Loc;

/// A parse error with its location and what would have been accepted there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ParseError {
    /// Where (1-based line and column, columns counting characters).
    pub loc: Loc,
    /// What went wrong.
    pub message: String,
    /// What would have been accepted, if that can be said.
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

impl ParseError {
    pub(super) fn new(loc: Loc, message: impl Into<String>) -> ParseError {
        ParseError {
            loc,
            message: message.into(),
            expected: None,
        }
    }

    pub(super) fn expecting(mut self, expected: impl Into<String>) -> ParseError {
        self.expected = Some(expected.into());
        self
    }
}

pub(super) type PResult<T> = Result<T, ParseError>;

/// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
pub(super) fn closest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let w: Vec<char> = word.chars().collect();
    if w.len() > 32 {
        return None;
    }
    candidates
        .iter()
        .map(|c| (edit_distance(&w, c), *c))
        .filter(|&(d, c)| d <= 2 && d < c.len())
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

pub(super) fn edit_distance(a: &[char], b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev.get(j).copied().unwrap_or(0) + usize::from(ca != cb);
            let del = prev.get(j + 1).copied().unwrap_or(0) + 1;
            let ins = cur.get(j).copied().unwrap_or(0) + 1;
            cur.push(sub.min(del).min(ins));
        }
        prev = cur;
    }
    prev.last().copied().unwrap_or(0)
}
