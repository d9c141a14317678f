//! Texts in several languages, Japanese first.

pub use crate::lang::Lang;
use std::collections::BTreeMap;

/// One text per language; Japanese is always present (validation sees to it).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Text(pub BTreeMap<Lang, String>);

impl Text {
    /// A text in Japanese alone.
    pub fn ja(text: &str) -> Self {
        Text(BTreeMap::from([(Lang::Ja, text.to_string())]))
    }

    /// The text in `lang`, or the Japanese one where that language is missing.
    pub fn get(&self, lang: Lang) -> &str {
        self.0
            .get(&lang)
            .or_else(|| self.0.get(&Lang::Ja))
            .map_or("", String::as_str)
    }

    /// Whether the text is written in `lang` itself (not falling back to Japanese).
    pub fn has(&self, lang: Lang) -> bool {
        self.0.contains_key(&lang)
    }

    /// Replaces `{key}` placeholders in every language.
    pub fn fill(&self, key: &str, value: &Text) -> Text {
        let pattern = format!("{{{key}}}");
        Text(
            self.0
                .iter()
                .map(|(&lang, text)| (lang, text.replace(&pattern, value.get(lang))))
                .collect(),
        )
    }
}
