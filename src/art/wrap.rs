//! Line breaking for card text and notes. SVG has no text wrapping, so lines are broken
//! here by each character's advance in the bundled font, the font faces are drawn with,
//! between phrases as a typesetter breaks them (`phrases`).

mod legacy;
mod phrases;

/// Advance of a character in ems, from the bundled font's metrics; a character the font
/// lacks is estimated (full width for CJK, about half for Latin).
pub fn advance(c: char) -> f64 {
    if let Some(advance) = super::font::current().advance(c) {
        return advance;
    }
    super::font::note_text(c.encode_utf8(&mut [0; 4]));
    match c {
        '\u{20}'..='\u{7e}' => 0.55,
        '\u{ff61}'..='\u{ff9f}' => 0.5,
        _ => 1.0,
    }
}

/// How lines are measured and broken.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Breaking {
    /// By the bundled font's advances, between phrases (see `phrases`).
    #[default]
    Font,
    /// As faces were drawn by version 1 rooms: estimated advances, a Latin word or one
    /// other character at a time.
    Legacy,
}

impl Breaking {
    /// A character's advance in ems, as this way of breaking measures it.
    pub fn advance(self, c: char) -> f64 {
        match self {
            Breaking::Font => advance(c),
            Breaking::Legacy => legacy::advance(c),
        }
    }
}

/// Whether `c` may not begin a line (kinsoku).
#[cfg(test)]
pub fn no_line_start(c: char) -> bool {
    phrases::no_line_start(c)
}

/// Whether `c` may not end a line (an opening bracket).
#[cfg(test)]
pub fn no_line_end(c: char) -> bool {
    phrases::no_line_end(c)
}

/// Breaks `text` into lines no wider than `width` (in ems); explicit newlines are kept.
/// A line breaks between phrases (`phrases`); a phrase longer than a line, where its
/// script changes first, else anywhere kinsoku allows.
pub fn wrap(text: &str, width: f64) -> Vec<String> {
    wrap_as(text, width, Breaking::Font)
}

/// `wrap`, measured and broken as `breaking` says.
pub fn wrap_as(text: &str, width: f64, breaking: Breaking) -> Vec<String> {
    match breaking {
        Breaking::Font => text
            .split('\n')
            .flat_map(|paragraph| fill(paragraph, width))
            .collect(),
        Breaking::Legacy => legacy::wrap(text, width),
    }
}

fn ems(text: &str) -> f64 {
    text.chars().map(advance).sum()
}

/// One paragraph's phrases laid into lines, as many on a line as fit.
fn fill(paragraph: &str, width: f64) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for unit in units(paragraph) {
        if !line.is_empty() && ems(&line) + ems(unit.trim_end()) > width {
            lines.push(line.trim_end().to_string());
            line.clear();
        }
        if line.is_empty() && ems(unit.trim_end()) > width {
            let mut pieces = forced(unit, width);
            let last = pieces.pop().unwrap_or_default();
            lines.extend(pieces.into_iter().map(|p| p.trim_end().to_string()));
            line = last.to_string();
            continue;
        }
        line.push_str(unit);
    }
    lines.push(line.trim_end().to_string());
    lines
}

/// `text` cut where a line may break.
fn units(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut from = 0;
    for at in phrases::breaks(text) {
        out.push(&text[from..at]);
        from = at;
    }
    out.push(&text[from..]);
    out
}

/// A phrase too long for a line cut into lines: each as long as fits, ending at the best
/// kind of place that lets it fit (`phrases::Tier`: between words a reader holds together
/// before inside a bracketed name, before where the script changes, before anywhere).
fn forced(unit: &str, width: f64) -> Vec<&str> {
    let places = phrases::places(unit);
    let mut pieces = Vec::new();
    let mut from = 0;
    while ems(unit[from..].trim_end()) > width {
        let fitting = places
            .iter()
            .filter(|(at, _)| *at > from && ems(unit[from..*at].trim_end()) <= width);
        let best = fitting.min_by_key(|(at, tier)| (*tier, std::cmp::Reverse(*at)));
        // Nothing fits: the first place it may break at all.
        let Some(&(end, _)) = best.or_else(|| places.iter().find(|(at, _)| *at > from)) else {
            break;
        };
        pieces.push(&unit[from..end]);
        from = end;
    }
    pieces.push(&unit[from..]);
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breaks_japanese_between_phrases_and_keeps_punctuation_on_the_line() {
        // At 6 ems: 「名前を」 and 「入れる。」 are phrases; the stop stays with its phrase.
        assert_eq!(wrap("名前を入れる。", 4.0), vec!["名前を", "入れる。"]);
        assert_eq!(
            wrap("祝福プレイヤーを決め、祝福カードを配置する。", 11.0),
            vec!["祝福プレイヤーを決め、", "祝福カードを配置する。"]
        );
        assert_eq!(wrap("ab\ncd", 10.0), vec!["ab", "cd"]);
    }

    #[test]
    fn keeps_latin_words_whole() {
        let width = ems("red spell wins") - 0.1;
        assert_eq!(wrap("red spell wins", width), vec!["red spell", "wins"]);
        assert_eq!(wrap("赤の spell", 3.0), vec!["赤の", "spell"]);
    }

    #[test]
    fn a_phrase_longer_than_a_line_breaks_where_its_script_changes() {
        assert_eq!(
            wrap("ニャルラトテップ信者", 9.0),
            vec!["ニャルラトテップ", "信者"]
        );
        // No place fits: as few characters as kinsoku allows on each line.
        for line in wrap("ニャルラトテップ", 2.0) {
            assert!(!line.starts_with(no_line_start), "{line}");
        }
    }

    #[test]
    fn a_number_keeps_its_sign_and_its_unit() {
        // 「告発された人は−2点」: no line may end in 「−」 or begin with 「点」.
        for width in (2..24).map(|w| w as f64 / 2.0) {
            for line in wrap("探索者の告発を置かれた人は−2点。+3点、5枚", width)
            {
                assert!(
                    !line.ends_with('−') && !line.ends_with('+'),
                    "{width}: {line}"
                );
                assert!(
                    !line.starts_with('点') && !line.starts_with('枚'),
                    "{width}: {line}"
                );
            }
        }
    }

    #[test]
    fn no_line_is_wider_than_asked_when_its_phrases_fit() {
        let text =
            "全員が手札から1枚を選び、向きを決めて「出したカード」に裏向きで出し、一斉に表にする。";
        for width in [6.0, 8.5, 12.0, 20.0] {
            for line in wrap(text, width) {
                assert!(ems(&line) <= width + 1e-9, "{width}: {line}");
                assert!(!line.starts_with(no_line_start), "{width}: {line}");
                assert!(!line.ends_with(no_line_end), "{width}: {line}");
            }
        }
    }
}
