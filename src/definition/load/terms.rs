//! A glossary's terms written into the definition's texts (`{{altar}}` → 「祭壇」): the
//! one substitution every text goes through, and what is wrong with a text's braces.
//!
//! Braces never stand alone in a text: `{{` opens a term and `}}` closes it, so an unclosed
//! `{{` (or one opened again before it closes) is an error at its place, never kept or
//! repeated. A term is a word or a short phrase written as it is: it holds no braces of
//! its own, so nothing is substituted twice.

use crate::definition::limits::{MAX_TERM_CHARS, MAX_TEXT_CHARS};
use crate::definition::{Lang, Text};
use std::collections::BTreeMap;

/// Terms by id, each in its languages.
pub type Glossary = BTreeMap<String, Text>;

/// What is wrong with one text's terms; `at` is a byte offset in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TermProblem {
    /// A `{{` with no `}}` after it before another `{{`.
    Unclosed { at: usize },
    /// `{{id}}` names no term of the glossary.
    Unknown { at: usize, id: String },
    /// The text with its terms written in is longer than a text may be.
    TooLong,
}

/// `text` with every `{{id}}` replaced by the term `id` in `lang` (its Japanese where the
/// term lacks that language: the glossary's own check reports it), and every problem found.
/// The work is bounded by the text limit, however long the terms and however many uses.
pub fn write_terms(text: &str, lang: Lang, glossary: &Glossary) -> (String, Vec<TermProblem>) {
    // Bytes, not characters: a bound checked as the text grows, at most 4 bytes a char.
    let max_bytes = MAX_TEXT_CHARS * 4;
    let mut out = String::with_capacity(text.len().min(max_bytes));
    let mut problems = Vec::new();
    let mut from = 0;
    while let Some(found) = text[from..].find("{{") {
        let start = from + found;
        out.push_str(&text[from..start]);
        let inside = start + 2;
        let close = text[inside..].find("}}");
        let reopen = text[inside..].find("{{");
        match close {
            Some(end) if reopen.is_none_or(|r| r >= end) => {
                let id = text[inside..inside + end].trim();
                match glossary.get(id) {
                    Some(term) => out.push_str(term.get(lang)),
                    None => {
                        problems.push(TermProblem::Unknown {
                            at: start,
                            id: id.to_string(),
                        });
                        out.push_str(&text[start..inside + end + 2]);
                    }
                }
                from = inside + end + 2;
            }
            _ => {
                problems.push(TermProblem::Unclosed { at: start });
                out.push_str("{{");
                from = inside;
            }
        }
        if out.len() > max_bytes {
            problems.push(TermProblem::TooLong);
            return (out, problems);
        }
    }
    out.push_str(&text[from..]);
    if out.chars().count() > MAX_TEXT_CHARS {
        problems.push(TermProblem::TooLong);
    }
    (out, problems)
}

/// The glossary the other files' texts are written with: each term cut to the length a
/// term may have, so a term too long (reported at the glossary) costs no more than a right
/// one wherever it is used. A code that is no language is left out (the glossary's own
/// check reports it).
pub fn bounded(raw: impl Iterator<Item = (String, BTreeMap<String, String>)>) -> Glossary {
    raw.map(|(id, texts)| {
        let texts = texts
            .into_iter()
            .filter_map(|(code, text)| {
                let cut = text
                    .char_indices()
                    .nth(MAX_TERM_CHARS)
                    .map_or(text.len(), |(at, _)| at);
                Some((Lang::parse(&code)?, text[..cut].to_string()))
            })
            .collect();
        (id, Text(texts))
    })
    .collect()
}

/// What is wrong with a term's own text, if anything: too long to print where it is used,
/// or holding braces (a term is written as it is, never with another term inside).
/// Said after "the text" (English) and after 「文章」 (Japanese).
pub fn term_problem(text: &str) -> Option<crate::error::Message> {
    use crate::error::Message;
    let n = text.chars().count();
    if n > MAX_TERM_CHARS {
        Some(Message::new(
            format!("is {n} characters long, over the limit of {MAX_TERM_CHARS} for a term"),
            format!("が {n} 文字あり、用語の上限 {MAX_TERM_CHARS} 文字を超えます"),
        ))
    } else if text.contains("{{") {
        Some(Message::new(
            "holds `{{`: a term is written as it is, never with another term inside",
            "に `{{` があります。用語はそのまま書くもので、ほかの用語を中に入れられません",
        ))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glossary() -> Glossary {
        let mut g = Glossary::new();
        g.insert(
            "altar".into(),
            Text(
                [(Lang::Ja, "祭壇"), (Lang::En, "Altar")]
                    .iter()
                    .map(|(l, t)| (*l, t.to_string()))
                    .collect(),
            ),
        );
        g
    }

    #[test]
    fn terms_are_written_in_the_texts_language() {
        let (out, problems) = write_terms("the {{ altar }} and {{altar}}", Lang::En, &glossary());
        assert_eq!(out, "the Altar and Altar");
        assert!(problems.is_empty());
        assert_eq!(
            write_terms("{{altar}}の準備", Lang::Ja, &glossary()).0,
            "祭壇の準備"
        );
    }

    #[test]
    fn an_unclosed_brace_is_a_problem_at_its_place_and_nothing_is_repeated() {
        let (out, problems) = write_terms("XYZ {{ p", Lang::Ja, &glossary());
        assert_eq!(problems, [TermProblem::Unclosed { at: 4 }]);
        assert_eq!(out, "XYZ {{ p", "the text once, never its start twice");
        // Opened again before it closes: the first is the unclosed one.
        let (out, problems) = write_terms("a {{ b {{altar}} c", Lang::Ja, &glossary());
        assert_eq!(problems, [TermProblem::Unclosed { at: 2 }]);
        assert_eq!(out, "a {{ b 祭壇 c");
        let (_, problems) = write_terms("{{{{altar}}}}", Lang::Ja, &glossary());
        assert_eq!(problems, [TermProblem::Unclosed { at: 0 }]);
    }

    #[test]
    fn an_unknown_term_is_named_at_its_place() {
        let (_, problems) = write_terms("ab {{alter}}", Lang::Ja, &glossary());
        assert_eq!(
            problems,
            [TermProblem::Unknown {
                at: 3,
                id: "alter".into()
            }]
        );
    }

    #[test]
    fn a_text_made_too_long_by_its_terms_is_refused_without_writing_it_all() {
        let long = "x".repeat(MAX_TERM_CHARS * 10);
        let raw = [(
            "long".to_string(),
            [("ja".to_string(), long.clone())].into(),
        )];
        let g = bounded(raw.into_iter());
        assert_eq!(g["long"].get(Lang::Ja).chars().count(), MAX_TERM_CHARS);
        let text = "{{long}}".repeat(MAX_TEXT_CHARS / 8);
        let (out, problems) = write_terms(&text, Lang::Ja, &g);
        assert_eq!(problems, [TermProblem::TooLong]);
        assert!(out.len() <= MAX_TEXT_CHARS * 4 + MAX_TERM_CHARS * 4);
        assert!(term_problem(&long).is_some());
        assert!(term_problem("see {{altar}}").is_some());
        assert!(term_problem("祭壇").is_none());
    }
}
