//! Every kind's message and hint, in English and Japanese: the one place an error's words
//! are written. The kinds' words are split by area, as the kinds are in `mod.rs`
//! (`commands.rs`: the command line and the files read and written; `referee.rs`: the
//! referee, `preview` and `print`; `making.rs`: `new`, spreadsheets, pictures and faces);
//! `read.rs`, `art.rs` and `xml.rs` word the problems the kinds carry.

mod art;
mod commands;
mod layout;
mod making;
mod read;
mod referee;
mod sheets;
mod xml;

use super::*;
use std::path::Path;

/// One problem's line (without `error: `) and its hint.
type Problem = (String, Option<String>);

impl Error {
    /// The problems this error prints for `r`, in order: one for most kinds, one per
    /// problem for [`Error::Several`].
    pub(super) fn problems_for(&self, r: Reader) -> Vec<Problem> {
        match self {
            Error::Several(errors) => errors.iter().flat_map(|e| e.problems_for(r)).collect(),
            Error::Relocated { error, paths } => {
                let relocate = |text: String| {
                    paths
                        .iter()
                        .fold(text, |text, (from, to)| text.replace(from, to))
                };
                error
                    .problems_for(r)
                    .into_iter()
                    .map(|(message, hint)| (relocate(message), hint.map(relocate)))
                    .collect()
            }
            // Told as it was meant to be, whoever asks.
            Error::Told { reader, error } => error.problems_for(*reader),
            kind => vec![
                commands::words(kind, r)
                    .or_else(|| referee::words(kind, r))
                    .or_else(|| making::words(kind, r))
                    .or_else(|| sheets::words(kind, r))
                    .or_else(|| layout::words(kind, r))
                    .expect("every kind is worded in one of the areas"),
            ],
        }
    }
}

/// `error:` and `hint:` in the reader's language.
pub(super) fn labels(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::En => ("error", "hint"),
        Lang::Ja => ("エラー", "ヒント"),
    }
}

/// What to do about a character XML cannot carry (a definition's and a spreadsheet's).
pub fn non_xml_hint() -> Message {
    Message::new(
        "remove it: udonarium's XML parser refuses a whole room holding one \
         (in TOML it comes from an escape such as `\\u0001`; in a spreadsheet, from pasted text)",
        "この文字を消してください。udonarium の XML パーサーは、これを一つでも含む部屋を丸ごと読み込みません\
         （TOML では `\\u0001` のようなエスケープから、表計算ソフトでは貼り付けた文字から入ります）",
    )
}

/// Template folders as `a` and `b`.
fn folders(dirs: &[PathBuf], r: Reader) -> String {
    let names: Vec<String> = dirs.iter().map(|d| format!("`{}`", d.display())).collect();
    names.join(&r.say(" and ", "、"))
}

/// A file as the user knows it: with where it was named, when that is not the file itself.
fn shown(file: &Path, origin: &Option<String>) -> String {
    match origin {
        Some(origin) => format!("{} ({origin})", file.display()),
        None => file.display().to_string(),
    }
}

/// Words of a hint that exists.
fn hint(text: String) -> Option<String> {
    Some(text)
}
