//! Line breaking for card text. SVG has no text wrapping, so lines are broken here by an
//! estimate of each character's advance: full width for CJK, about half for Latin.

/// Advance of a character in ems, close enough for IPAexGothic to keep lines inside a box.
fn advance(c: char) -> f64 {
    match c {
        ' ' => 0.3,
        '\u{20}'..='\u{7e}' => 0.55,
        '\u{ff61}'..='\u{ff9f}' => 0.5,
        _ => 1.0,
    }
}

/// Characters that must not begin a line (kinsoku): they hang at the end of the previous one.
fn no_line_start(c: char) -> bool {
    "、。，．）」』】〕・ー！？!?,.)ゃゅょっぁぃぅぇぉャュョッァィゥェォ".contains(c)
}

/// Breaks `text` into lines no wider than `width` (in ems); explicit newlines are kept.
/// Latin words move whole to the next line; CJK text may break between any two characters.
pub fn wrap(text: &str, width: f64) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        let mut used = 0.0;
        for word in words(paragraph) {
            let w: f64 = word.chars().map(advance).sum();
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

/// Units a line may not break inside: a run of Latin letters and digits, or one other
/// character (a CJK character, a space, punctuation).
fn words(text: &str) -> Vec<&str> {
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
}
