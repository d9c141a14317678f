//! Line breaking for card text and notes. SVG has no text wrapping, so lines are broken
//! here by each character's advance in the bundled font, the font faces are drawn with.

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

/// Advance of a character in ems as lines were measured before the font's own metrics
/// were used (rooms built then are recognised by re-rendering their faces byte for byte).
fn estimated_advance(c: char) -> f64 {
    match c {
        ' ' => 0.3,
        '\u{20}'..='\u{7e}' => 0.55,
        '\u{ff61}'..='\u{ff9f}' => 0.5,
        _ => 1.0,
    }
}

/// How lines are measured and broken.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Breaking {
    /// By the bundled font's advances; a number keeps its sign and unit.
    #[default]
    Font,
    /// As faces were drawn by version 1 rooms: estimated advances, numbers free to break.
    Legacy,
}

impl Breaking {
    /// A character's advance in ems, as this way of breaking measures it.
    pub fn advance(self, c: char) -> f64 {
        match self {
            Breaking::Font => advance(c),
            Breaking::Legacy => estimated_advance(c),
        }
    }

    fn units(self, text: &str) -> Vec<&str> {
        match self {
            Breaking::Font => words(text),
            Breaking::Legacy => legacy_words(text),
        }
    }
}

/// Characters that must not begin a line (kinsoku): they hang at the end of the previous one.
fn no_line_start(c: char) -> bool {
    "、。，．）」』】〕・ー！？!?,.)ゃゅょっぁぃぅぇぉャュョッァィゥェォ".contains(c)
}

/// Breaks `text` into lines no wider than `width` (in ems); explicit newlines are kept.
/// Latin words move whole to the next line; CJK text may break between any two characters.
pub fn wrap(text: &str, width: f64) -> Vec<String> {
    wrap_as(text, width, Breaking::Font)
}

/// `wrap`, measured and broken as `breaking` says.
pub fn wrap_as(text: &str, width: f64, breaking: Breaking) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        let mut used = 0.0;
        for word in breaking.units(paragraph) {
            let w: f64 = word.chars().map(|c| breaking.advance(c)).sum();
            let first = word.chars().next().unwrap_or(' ');
            if used + w > width && !line.trim().is_empty() && !no_line_start(first) {
                lines.push(line.trim_end().to_string());
                line.clear();
                used = 0.0;
                if first == ' ' {
                    continue;
                }
            }
            line.push_str(word);
            used += w;
        }
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// Units a line may not break inside: a run of Latin letters and digits; a number with its
/// sign before it and one unit character after it (「−2点」, 「+3」, 「5枚」), since a sign or a
/// unit alone at a line's edge reads as another number; or one other character.
fn words(text: &str) -> Vec<&str> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let end_of = |i: usize| chars.get(i).map_or(text.len(), |&(at, _)| at);
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (start, c) = chars[i];
        let mut next = i + 1;
        let starts_number = is_sign(c) && chars.get(i + 1).is_some_and(|&(_, d)| is_digit(d));
        if is_wordy(c) || starts_number {
            while next < chars.len() && is_wordy(chars[next].1) {
                next += 1;
            }
            let last = chars[next - 1].1;
            // A number keeps the one unit written right after it (点, 枚, 人, ％ …).
            if is_digit(last) && chars.get(next).is_some_and(|&(_, u)| is_unit(u)) {
                next += 1;
            }
        }
        out.push(&text[start..end_of(next)]);
        i = next;
    }
    out
}

/// Units as version 1 broke lines: a run of Latin letters and digits, or one other
/// character.
fn legacy_words(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_word = false;
    for (i, c) in text.char_indices() {
        let wordy = c.is_ascii_alphanumeric()
            || matches!(c, '\'' | '-' | '(' | ')' | ',' | '.' | ':' | ';');
        if in_word && wordy {
            continue;
        }
        if i > start {
            out.push(&text[start..i]);
        }
        start = i;
        in_word = wordy;
        if !wordy {
            let end = i + c.len_utf8();
            out.push(&text[i..end]);
            start = end;
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

fn is_wordy(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || is_digit(c)
        || matches!(c, '\'' | '-' | '(' | ')' | ',' | '.' | ':' | ';')
}

fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || ('０'..='９').contains(&c)
}

fn is_sign(c: char) -> bool {
    matches!(c, '−' | '-' | '+' | '＋' | '－' | '±' | '×')
}

/// A character that, right after a number, is its unit: any CJK character or a per-cent
/// sign, but not punctuation or an opening bracket, which are free to end or start a line.
fn is_unit(c: char) -> bool {
    matches!(c, '%' | '％')
        || (!c.is_ascii() && !no_line_start(c) && !"（「『【〔“‘ 　".contains(c) && !is_sign(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breaks_japanese_by_width_and_keeps_punctuation_on_the_line() {
        assert_eq!(wrap("あいうえおか", 3.0), vec!["あいう", "えおか"]);
        assert_eq!(wrap("あいう。えお", 3.0), vec!["あいう。", "えお"]);
        assert_eq!(wrap("ab\ncd", 10.0), vec!["ab", "cd"]);
    }

    #[test]
    fn keeps_latin_words_whole() {
        // 0.55 em a letter, 0.3 a space: "red spell" is 4.7 ems, "spell wins" 5.25.
        assert_eq!(wrap("red spell wins", 5.0), vec!["red spell", "wins"]);
        assert_eq!(wrap("red spell wins", 4.0), vec!["red", "spell", "wins"]);
        assert_eq!(wrap("赤の spell", 3.0), vec!["赤の", "spell"]);
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
        assert_eq!(words("は−2点。"), vec!["は", "−2点", "。"]);
        assert_eq!(words("5枚引く"), vec!["5枚", "引", "く"]);
        assert_eq!(words("1（"), vec!["1", "（"]);
    }
}
