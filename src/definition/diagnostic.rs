//! Problems in a definition, pointing at the file, line and column they come from.

use crate::error::{Error, Message};
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub(crate) file: PathBuf,
    /// 1-based line and column, when the problem has a place in the file.
    pub position: Option<(usize, usize)>,
    pub(crate) message: Message,
    pub(crate) hint: Option<Message>,
}

impl Diagnostic {
    /// A problem at a byte span of `source`.
    pub fn at(
        file: &Path,
        source: &str,
        span: Option<Range<usize>>,
        message: impl Into<Message>,
    ) -> Self {
        Diagnostic {
            file: file.to_path_buf(),
            position: span.map(|s| line_col(source, s.start)),
            message: message.into(),
            hint: None,
        }
    }

    pub(crate) fn hint(mut self, hint: impl Into<Message>) -> Self {
        self.hint = Some(hint.into());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if let Some((line, col)) = self.position {
            write!(f, ":{line}:{col}")?;
        }
        write!(f, ": {}", self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, "\nhint: {hint}")?;
        }
        Ok(())
    }
}

/// Every problem found in a definition, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// 1-based line and column (in characters) of a byte offset.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(source.len());
    let before = &source[..floor_char_boundary(source, offset)];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

// The definition's problems as the commands' one error type: defined here, so `error/`
// stands beneath every layer and uses none.
impl From<Diagnostics> for Error {
    fn from(d: crate::definition::Diagnostics) -> Self {
        Error::Several(
            d.0.into_iter()
                .map(|d| Error::At {
                    file: d.file,
                    line_col: d.position,
                    message: d.message,
                    hint: d.hint,
                })
                .collect(),
        )
    }
}

impl From<crate::definition::PlayerCountOutOfRange> for Error {
    fn from(e: crate::definition::PlayerCountOutOfRange) -> Self {
        Error::PlayerCount {
            game: e.game,
            min: e.min,
            max: e.max,
            count: e.count,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_lines_and_characters() {
        let src = "a = 1\nb = \"邪神\"\nc";
        assert_eq!(line_col(src, 0), (1, 1));
        assert_eq!(line_col(src, 6), (2, 1));
        let c = src.find('c').unwrap();
        assert_eq!(line_col(src, c), (3, 1));
        let quote = src.rfind('"').unwrap();
        assert_eq!(line_col(src, quote), (2, 8));
    }
}
