//! What a language is: the one type a text's, a room's, a report's and an error's language
//! is, shared by `definition` (which re-exports it: `definition::Lang`) and `error`.

use serde::{Deserialize, Serialize};

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
