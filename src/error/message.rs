//! A message in both languages udonforge speaks, and who reads it: the words of a problem
//! are written once, in English and Japanese side by side, where the problem is found (a
//! definition's checker, `check`'s findings) or worded (`words.rs`), and the language is
//! chosen when it is shown (`--messages`).

use crate::lang::Lang;
use std::fmt;

/// A message in English and Japanese (boxed: an error carries it, and errors are returned
/// by every function of the library, so they stay small).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message(Box<Both>);

#[derive(Debug, Clone, PartialEq, Eq)]
struct Both {
    en: String,
    ja: String,
}

impl Message {
    /// A message from its English and its Japanese.
    pub fn new(en: impl Into<String>, ja: impl Into<String>) -> Message {
        Message(Box::new(Both {
            en: en.into(),
            ja: ja.into(),
        }))
    }

    /// The same words in both languages: a name, a path, a code.
    pub fn same(text: impl Into<String>) -> Message {
        let text = text.into();
        Message::new(text.clone(), text)
    }

    /// A problem's words (a picture's, a file's) in both languages.
    pub fn of(problem: &impl Worded) -> Message {
        Message::new(problem.words(Lang::En), problem.words(Lang::Ja))
    }

    /// The message in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.0.en,
            Lang::Ja => &self.0.ja,
        }
    }

    /// Both languages changed alike (a prefix, a place).
    pub fn map(self, mut f: impl FnMut(Lang, String) -> String) -> Message {
        let Both { en, ja } = *self.0;
        Message::new(f(Lang::En, en), f(Lang::Ja, ja))
    }
}

/// English, as `Display` is everywhere.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.en)
    }
}

/// Names (ids, keys, codes) listed in a Japanese message: each in backticks, as names are,
/// joined by 「、」.
pub fn listed<S: AsRef<str>>(names: impl IntoIterator<Item = S>) -> String {
    names
        .into_iter()
        .map(|n| format!("`{}`", n.as_ref()))
        .collect::<Vec<_>>()
        .join("、")
}

/// A problem that can say what it is in either language.
pub trait Worded {
    /// Its words in `lang`.
    fn words(&self, lang: Lang) -> String;
}

/// Where a message is read, for the few hints that name what only one place has: the
/// command line's options (`--players`), or the page's own controls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Audience {
    /// A terminal: options and commands are named as typed.
    #[default]
    Terminal,
    /// The browser page: no options or commands, the page's own words instead.
    Page,
}

/// Who reads a message: in which language, and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reader {
    /// The language of the message.
    pub lang: Lang,
    /// Where it is read.
    pub audience: Audience,
}

/// English at a terminal: what `Display` says.
impl Default for Reader {
    fn default() -> Reader {
        Reader::terminal(Lang::En)
    }
}

impl Reader {
    /// A reader at a terminal, in `lang`.
    pub fn terminal(lang: Lang) -> Reader {
        Reader {
            lang,
            audience: Audience::Terminal,
        }
    }

    /// `en` or `ja`, by the reader's language.
    pub(crate) fn say(&self, en: impl Into<String>, ja: impl Into<String>) -> String {
        match self.lang {
            Lang::En => en.into(),
            Lang::Ja => ja.into(),
        }
    }

    /// On the page: the words for its reader rather than a terminal's.
    pub(crate) fn on_page(&self) -> bool {
        self.audience == Audience::Page
    }
}

/// `Display` in English for a [`Worded`] problem: what logs and the English messages use.
macro_rules! display_in_english {
    ($($kind:ty),* $(,)?) => {
        $(impl std::fmt::Display for $kind {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$crate::error::Worded::words(self, $crate::lang::Lang::En))
            }
        })*
    };
}
pub(crate) use display_in_english;
