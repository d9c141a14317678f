//! A chat palette: the lines udonarium's palette window (「チャットパレットを表示」 on a piece)
//! offers to send, written per language in `game.toml` under `[chat.palette]`, with the
//! seats' names filled in when the room is built.
//!
//! Our substitutions start with `$`, which neither udonarium's palettes (`{name}`,
//! `//name=value`) nor BCDice's commands (`1d6`, `choice[a,b]`) use, so theirs pass through:
//! - `$seat`, `$short`: the name and short name of the seat the piece belongs to; a line
//!   using either is left out of a piece that belongs to no seat;
//! - `$seats`, `$shorts`: the played seats' names (short names) in seat order, joined by `,`,
//!   the items of `choice[…]`;
//! - `$marks`: the played seats' marks (`A`, `B`…) the same way, for a game whose seats are
//!   named after something the players are not (DELTACLE's placeholder characters): a roll
//!   then names the seat, never a stand-in name;
//! - `$$`: a `$`.

use super::seat::Seat;
use super::text::Lang;
use std::collections::BTreeMap;

/// One piece of a palette line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    Text(String),
    /// `$seat`
    Seat,
    /// `$short`
    Short,
    /// `$seats`
    Seats,
    /// `$shorts`
    Shorts,
    /// `$marks`
    Marks,
}

impl Part {
    /// The substitutions by the word after `$`.
    pub const NAMES: [(&'static str, Part); 5] = [
        ("seat", Part::Seat),
        ("short", Part::Short),
        ("seats", Part::Seats),
        ("shorts", Part::Shorts),
        ("marks", Part::Marks),
    ];

    fn is_list(&self) -> bool {
        matches!(self, Part::Seats | Part::Shorts | Part::Marks)
    }
}

/// One line of a palette, as written, its substitutions parsed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Line(pub Vec<Part>);

impl Line {
    /// Whether the line names the piece's own seat (and so is left out of a seatless piece).
    pub fn needs_seat(&self) -> bool {
        self.0.iter().any(|p| matches!(p, Part::Seat | Part::Short))
    }

    /// Whether the line lists the played seats (`$seats`, `$shorts`, `$marks`).
    pub fn lists_seats(&self) -> bool {
        self.0.iter().any(Part::is_list)
    }
}

/// A `$` the palette syntax does not know, at a byte offset of the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub(crate) offset: usize,
    /// What was written: `$` and the word after it (or the character after it).
    pub found: String,
}

/// Parses one language's palette text into lines. Line ends may be `\n` or `\r\n`; blank
/// lines at the end (the newline before a closing `"""`) are not lines.
pub fn parse(text: &str) -> Result<Vec<Line>, SyntaxError> {
    let mut lines = Vec::new();
    let mut offset = 0;
    for raw in text.split('\n') {
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        lines.push(parse_line(line, offset)?);
        offset += raw.len() + 1;
    }
    while lines.last().is_some_and(|l: &Line| l.0.is_empty()) {
        lines.pop();
    }
    Ok(lines)
}

fn parse_line(line: &str, start: usize) -> Result<Line, SyntaxError> {
    let mut parts = Vec::new();
    let mut text = String::new();
    let mut rest = line;
    while let Some(at) = rest.find('$') {
        text.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        if let Some(tail) = after.strip_prefix('$') {
            text.push('$');
            rest = tail;
            continue;
        }
        let word_len = after
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(after.len());
        let word = &after[..word_len];
        let Some((_, part)) = Part::NAMES.iter().find(|(name, _)| *name == word) else {
            let found = if word.is_empty() {
                after
                    .chars()
                    .next()
                    .map_or("$".to_string(), |c| format!("${c}"))
            } else {
                format!("${word}")
            };
            return Err(SyntaxError {
                offset: start + (line.len() - rest.len()) + at,
                found,
            });
        };
        if !text.is_empty() {
            parts.push(Part::Text(std::mem::take(&mut text)));
        }
        parts.push(part.clone());
        rest = &after[word_len..];
    }
    text.push_str(rest);
    if !text.is_empty() {
        parts.push(Part::Text(text));
    }
    Ok(Line(parts))
}

/// The palette every piece of a room carries, by language. Empty when the definition
/// has none: udonarium's palette window still needs one to open without an error.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Palette(pub BTreeMap<Lang, Vec<Line>>);

impl Palette {
    /// The lines in `lang`, or the Japanese ones where that language is missing.
    pub fn lines(&self, lang: Lang) -> &[Line] {
        self.0
            .get(&lang)
            .or_else(|| self.0.get(&Lang::Ja))
            .map_or(&[], Vec::as_slice)
    }

    /// The palette text of one piece: `seat` is the seat it belongs to, `played` the seats
    /// that play, in seat order. Lines naming the piece's seat are left out of a seatless one.
    pub fn render(&self, lang: Lang, seat: Option<&Seat>, played: &[&Seat]) -> String {
        let list = |f: fn(&Seat) -> &super::Text| {
            played
                .iter()
                .map(|s| f(s).get(lang))
                .collect::<Vec<_>>()
                .join(",")
        };
        let mut out = Vec::new();
        for line in self.lines(lang) {
            if seat.is_none() && line.needs_seat() {
                continue;
            }
            let mut text = String::new();
            for part in &line.0 {
                match part {
                    Part::Text(t) => text.push_str(t),
                    Part::Seat => text.push_str(seat.map_or("", |s| s.name.get(lang))),
                    Part::Short => text.push_str(seat.map_or("", |s| s.short.get(lang))),
                    Part::Seats => text.push_str(&list(|s| &s.name)),
                    Part::Shorts => text.push_str(&list(|s| &s.short)),
                    Part::Marks => text.push_str(&list(|s| &s.mark)),
                }
            }
            out.push(text);
        }
        out.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::definition::Text;

    fn seat(name: &str, short: &str) -> Seat {
        Seat {
            id: short.to_lowercase(),
            name: Text::ja(name),
            short: Text::ja(short),
            mark: Text::ja("1"),
            colour: "#000000".into(),
            about: None,
        }
    }

    fn palette(text: &str) -> Palette {
        Palette(BTreeMap::from([(Lang::Ja, parse(text).unwrap())]))
    }

    #[test]
    fn substitutes_the_seat_and_the_played_seats() {
        let (a, b, c) = (
            seat("赤の席", "赤"),
            seat("青の席", "青"),
            seat("緑の席", "緑"),
        );
        let p =
            palette("$seatです（$short）\nchoice[$seats] 最初\nchoice[$shorts]\nchoice[$marks]\n");
        assert_eq!(
            p.render(Lang::Ja, Some(&b), &[&a, &c]),
            "青の席です（青）\nchoice[赤の席,緑の席] 最初\nchoice[赤,緑]\nchoice[1,1]"
        );
        // A seatless piece keeps only the lines that do not name its seat.
        assert_eq!(
            p.render(Lang::Ja, None, &[&a]),
            "choice[赤の席] 最初\nchoice[赤]\nchoice[1]"
        );
    }

    #[test]
    fn udonarium_and_bcdice_syntax_pass_through() {
        let text = "//敏捷=10+{敏捷A}\n１ｄ２０＋{敏捷}　{name}の格闘！\n2d6+1 ダイスロール\nchoice(a,b)\nS1d6 $$5";
        let p = palette(text);
        assert_eq!(
            p.render(Lang::Ja, None, &[]),
            text.replace("$$", "$"),
            "only `$$` changes"
        );
    }

    #[test]
    fn line_ends_and_trailing_blank_lines() {
        let lines = parse("a\r\n\r\nb\n\n\n").unwrap();
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(
            palette("a\r\n\r\nb\n\n").render(Lang::Ja, None, &[]),
            "a\n\nb"
        );
        assert_eq!(parse("").unwrap(), Vec::<Line>::new());
    }

    #[test]
    fn an_unknown_substitution_is_an_error_at_its_offset() {
        for (text, offset, found) in [
            ("ok\n私は$seatz", 9, "$seatz"),
            ("$Seat", 0, "$Seat"),
            ("a $5", 2, "$5"),
            ("end $", 4, "$"),
            ("$$ $$$x", 5, "$x"),
        ] {
            assert_eq!(
                parse(text),
                Err(SyntaxError {
                    offset,
                    found: found.into()
                }),
                "{text:?}"
            );
        }
    }

    #[test]
    fn missing_languages_fall_back_to_japanese_and_none_is_empty() {
        let p = palette("パス");
        assert_eq!(p.render(Lang::En, None, &[]), "パス");
        assert_eq!(Palette::default().render(Lang::Ja, None, &[]), "");
    }
}
