//! Texts in several languages, Japanese first.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A language the room can be written in; written as its code (`ja`, `en`) wherever it is
/// stored (the room's record, the referee's JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Japanese: every game's first language.
    Ja,
    /// English (`--lang en`).
    En,
}

impl Lang {
    /// The code written in definitions and on the command line (`ja`, `en`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::Ja => "ja",
            Lang::En => "en",
        }
    }

    /// The language of a code, if it is one udonforge writes.
    pub fn parse(code: &str) -> Option<Lang> {
        match code {
            "ja" => Some(Lang::Ja),
            "en" => Some(Lang::En),
            _ => None,
        }
    }
}

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
