//! The one error type the commands return: one or more problems naming what and where, and
//! at most one hint saying what to do.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// Never empty: each is printed on its own `error:` line.
    pub problems: Vec<String>,
    pub hint: Option<String>,
}

impl Error {
    pub fn new(message: impl Into<String>) -> Self {
        Error {
            problems: vec![message.into()],
            hint: None,
        }
    }

    /// Several problems found together (a definition's, or a user-art folder's); the hint
    /// is the first problem's that has one, so the output keeps a single `hint:` line.
    pub fn many(problems: Vec<(String, Option<String>)>) -> Self {
        let hint = problems.iter().find_map(|(_, h)| h.clone());
        let problems: Vec<String> = problems.into_iter().map(|(p, _)| p).collect();
        debug_assert!(!problems.is_empty());
        Error { problems, hint }
    }

    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// The first problem (for callers that want a single line).
    pub fn message(&self) -> &str {
        self.problems.first().map_or("", String::as_str)
    }
}

/// `error: …` per problem, then `hint: …`: exactly what the binary prints on stderr.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, problem) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "error: {problem}")?;
        }
        if let Some(hint) = &self.hint {
            write!(f, "\nhint: {hint}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn several_problems_print_one_error_line_each_and_one_hint() {
        let e = Error::many(vec![
            ("a.toml:1:1: first".into(), None),
            ("a.toml:2:1: second".into(), Some("fix the second".into())),
            ("a.toml:3:1: third".into(), Some("fix the third".into())),
        ]);
        assert_eq!(
            e.to_string(),
            "error: a.toml:1:1: first\nerror: a.toml:2:1: second\nerror: a.toml:3:1: third\nhint: fix the second"
        );
    }
}
