//! The warning for characters a face drew that the bundled font lacks (emoji, 𠮷, ⚀, ™):
//! each drawn as the font's empty box, named with where the game's files hold it.

use crate::definition::Game;
use crate::error::Reader;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// The most characters one warning names: a text of emoji is one mistake, not fifty.
const MAX_NAMED: usize = 12;

/// Forgets what an earlier command drew (the page runs one command after another).
pub(super) fn forget() {
    crate::art::font::take_undrawable();
}

/// The warning for what was drawn since [`forget`], if anything was drawn without a glyph,
/// in the reader's language.
pub(super) fn warning(game: &Game, reader: Reader) -> Option<String> {
    let found = crate::art::font::take_undrawable();
    if found.is_empty() {
        return None;
    }
    let sources = sources(game);
    let mut lines: Vec<String> = found
        .iter()
        .take(MAX_NAMED)
        .map(|&c| {
            let place = sources
                .iter()
                .find_map(|(path, text)| place(text, c).map(|(l, col)| (path, l, col)))
                .map_or_else(
                    || {
                        reader.say(
                            "in no file of the game: text udonforge writes",
                            "ゲームのどのファイルにもありません（udonforge が書く文字）",
                        )
                    },
                    |(path, line, column)| format!("{}:{line}:{column}", path.display()),
                );
            let c = named(c);
            reader.say(
                format!(
                    "warning: {c} is not in the bundled font, so a face draws it as an empty box: {place}"
                ),
                format!("警告: {c} は同梱のフォントにないため、面には空の四角で描かれます: {place}"),
            )
        })
        .collect();
    if found.len() > MAX_NAMED {
        let more = found.len() - MAX_NAMED;
        lines.push(reader.say(
            format!("warning: and {more} more characters the font lacks"),
            format!("警告: ほかにフォントにない文字が {more} 字あります"),
        ));
    }
    lines.push(reader.say(
        "hint: write it with characters the font has (`TM` for `™`, `1` to `6` for `⚀` to `⚅`, a word for an emoji); the PDF's text keeps the character itself",
        "ヒント: フォントにある文字で書いてください（`™` は `TM`、`⚀`〜`⚅` は `1`〜`6`、絵文字は言葉で）。PDF の文字情報には元の文字が残ります",
    ));
    Some(lines.join("\n"))
}

/// `` `😀` (U+1F600) ``, or `U+2028` for a character nobody sees.
fn named(c: char) -> String {
    let code = format!("U+{:04X}", c as u32);
    if c.is_whitespace() || matches!(c, '\u{2028}' | '\u{2029}') {
        code
    } else {
        format!("`{c}` ({code})")
    }
}

/// Where `c` is first written in `text` (line and column, 1-based, in characters), as
/// itself or as a TOML escape; comment lines are passed over.
fn place(text: &str, c: char) -> Option<(usize, usize)> {
    let escapes = [
        format!("\\u{:04X}", c as u32),
        format!("\\u{:04x}", c as u32),
        format!("\\U{:08X}", c as u32),
        format!("\\U{:08x}", c as u32),
    ];
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        let at = line
            .find(c)
            .or_else(|| escapes.iter().find_map(|e| line.find(e.as_str())));
        if let Some(at) = at {
            return Some((n + 1, line[..at].chars().count() + 1));
        }
    }
    None
}

/// The game's files that hold text a face may draw: its definition, its glossary, its
/// spreadsheets and its templates, each with its text.
fn sources(game: &Game) -> Vec<(PathBuf, String)> {
    let read = |path: PathBuf| -> Option<(PathBuf, String)> {
        let bytes = game.origin.read(&path, 4 * 1024 * 1024).ok()?;
        Some((path, String::from_utf8(bytes).ok()?))
    };
    let mut out: Vec<(PathBuf, String)> = [
        "glossary.toml",
        "components.toml",
        "game.toml",
        "layout.toml",
        "notes.toml",
    ]
    .into_iter()
    .filter_map(|name| read(game.dir.join(name)))
    .collect();
    let spreadsheets: BTreeSet<String> = out
        .iter()
        .find(|(path, _)| path.ends_with("components.toml"))
        .and_then(|(_, text)| text.parse::<toml::Table>().ok())
        .and_then(|table| table.get("cards")?.as_array().cloned())
        .into_iter()
        .flatten()
        .filter_map(|kind| Some(kind.get("csv")?.as_str()?.to_string()))
        .collect();
    out.extend(
        spreadsheets
            .into_iter()
            .filter(|csv| !csv.contains(".."))
            .filter_map(|csv| read(game.dir.join(csv))),
    );
    out.extend(
        game.files
            .iter()
            .map(|(key, text)| (game.template_file(key), text.clone())),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_character_is_found_where_it_is_written_or_escaped() {
        let text = "# 😀 in a comment\nname = \"a 😀\"\nb = \"\\u2122\"\n";
        assert_eq!(place(text, '😀'), Some((2, 11)));
        assert_eq!(place(text, '™'), Some((3, 6)));
        assert_eq!(place(text, '⚀'), None);
        assert_eq!(named('\u{2028}'), "U+2028");
        assert_eq!(named('™'), "`™` (U+2122)");
    }
}
