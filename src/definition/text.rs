//! Texts in several languages, Japanese first.

use std::collections::BTreeMap;

/// A language the room can be written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    Ja,
    En,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::Ja => "ja",
            Lang::En => "en",
        }
    }

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
pub struct Text(pub BTreeMap<String, String>);

impl Text {
    pub fn ja(text: &str) -> Self {
        Text(BTreeMap::from([("ja".to_string(), text.to_string())]))
    }

    /// The text in `lang`, or the Japanese one where that language is missing.
    pub fn get(&self, lang: Lang) -> &str {
        self.0
            .get(lang.code())
            .or_else(|| self.0.get("ja"))
            .map_or("", String::as_str)
    }

    pub fn has(&self, lang: Lang) -> bool {
        self.0.contains_key(lang.code())
    }

    /// Replaces `{key}` placeholders in every language.
    pub fn fill(&self, key: &str, value: &Text) -> Text {
        let pattern = format!("{{{key}}}");
        Text(
            self.0
                .iter()
                .map(|(lang, text)| {
                    let value = value.get(Lang::parse(lang).unwrap_or(Lang::Ja));
                    (lang.clone(), text.replace(&pattern, value))
                })
                .collect(),
        )
    }
}
