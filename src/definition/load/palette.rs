//! `[chat.palette]` in `game.toml`: the chat palette every piece carries (the syntax is in
//! `definition::palette`), checked line by line, each problem at its place in the TOML.

use super::checker::{Checker, Source};
use crate::definition::palette::{self, Line, Palette, Part};
use crate::definition::raw::RawPalette;
use crate::definition::seat::Seat;
use crate::definition::text::Lang;
use crate::error::Message;
use std::collections::BTreeMap;
use std::ops::Range;
use toml::Spanned;

/// Characters that would break a seat's name out of its item in `choice[a,b]`: BCDice splits
/// the items at `,` and ends them at `]`, after udonarium turned full-width forms half-width.
const LIST_BREAKERS: [char; 4] = [',', '，', ']', '］'];

pub fn check(c: &mut Checker, gs: &Source, raw: Option<&RawPalette>, seats: &[Seat]) -> Palette {
    let Some(raw) = raw else {
        return Palette::default();
    };
    // Languages and length, as for every text.
    let plain: BTreeMap<String, String> = raw
        .get_ref()
        .iter()
        .map(|(lang, text)| (lang.clone(), text.get_ref().clone()))
        .collect();
    // Checked as every text is, and with the glossary's terms written in.
    let termed = c.text(
        gs,
        &Spanned::new(raw.span(), plain),
        ("the chat palette", "チャットパレット"),
    );
    let mut out = BTreeMap::new();
    for (code, text) in raw.get_ref() {
        let Some(lang) = Lang::parse(code) else {
            continue;
        };
        let written = termed.0.get(&lang).unwrap_or(text.get_ref());
        let lines = match palette::parse(written) {
            Ok(lines) => lines,
            Err(e) => {
                let found = &e.found;
                c.error_hint(
                    gs,
                    locate(gs, text.span(), found),
                    Message::new(
                        format!("unknown substitution `{found}` in the chat palette"),
                        format!("チャットパレットの `{found}` は、知らない置き換えです"),
                    ),
                    Message::new(
                        "the palette knows `$seat`, `$short`, `$seats`, `$shorts` and `$marks`; write `$$` for a `$`",
                        "パレットで使える置き換えは `$seat`、`$short`、`$seats`、`$shorts`、`$marks` です。`$` そのものは `$$` と書きます",
                    ),
                );
                continue;
            }
        };
        check_names(c, gs, text.span(), lang, &lines, seats);
        out.insert(lang, lines);
    }
    Palette(out)
}

/// Seat names put into a palette must stay one line, and one item of `choice[…]`.
fn check_names(
    c: &mut Checker,
    gs: &Source,
    span: Range<usize>,
    lang: Lang,
    lines: &[Line],
    seats: &[Seat],
) {
    let used = |part: &Part| lines.iter().any(|l| l.0.contains(part));
    for (part, word) in [
        (Part::Seat, "$seat"),
        (Part::Short, "$short"),
        (Part::Seats, "$seats"),
        (Part::Shorts, "$shorts"),
        (Part::Marks, "$marks"),
    ] {
        if !used(&part) {
            continue;
        }
        let list = matches!(part, Part::Seats | Part::Shorts | Part::Marks);
        for seat in seats {
            let text = match part {
                Part::Seat | Part::Seats => &seat.name,
                Part::Marks => &seat.mark,
                _ => &seat.short,
            };
            let name = text.get(lang);
            let breaker = name
                .chars()
                .find(|ch| *ch == '\n' || *ch == '\r' || (list && LIST_BREAKERS.contains(ch)));
            if let Some(ch) = breaker {
                let (why, naze) = if ch == '\n' || ch == '\r' {
                    (
                        "a line break, which would split the palette line".to_string(),
                        "改行があり、パレットの行が分かれてしまいます".to_string(),
                    )
                } else {
                    (
                        format!("`{ch}`, which would split it in `choice[…]`"),
                        format!("`{ch}` があり、`choice[…]` の中で分かれてしまいます"),
                    )
                };
                let id = &seat.id;
                c.error_hint(
                    gs,
                    locate(gs, span.clone(), word),
                    Message::new(
                        format!(
                            "`{word}` puts seat `{id}`'s name `{name}` into the chat palette, and it holds {why}"
                        ),
                        format!(
                            "`{word}` は席 `{id}` の名前 `{name}` をチャットパレットに入れますが、その名前に{naze}"
                        ),
                    ),
                    Message::new(
                        "take the character out of the seat's name, or leave that substitution out",
                        "席の名前からその文字を除くか、その置き換えを使わないでください",
                    ),
                );
            }
        }
    }
}

/// Where `found` first appears inside `span` of the source (the TOML string as written),
/// so a problem points at its own line; else the string's start.
fn locate(gs: &Source, span: Range<usize>, found: &str) -> Range<usize> {
    let word = found.ends_with(|c: char| c.is_ascii_alphabetic());
    let raw = gs.text.get(span.clone()).unwrap_or("");
    raw.match_indices(found)
        // `$seat` is not the start of `$seats`.
        .find(|(at, _)| {
            !word || !raw[at + found.len()..].starts_with(|c: char| c.is_ascii_alphabetic())
        })
        .map(|(at, _)| span.start + at..span.start + at + found.len())
        .unwrap_or(span)
}
