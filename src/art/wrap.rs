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
pub fn wrap(text: &str, width: f64) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        let mut used = 0.0;
        for c in paragraph.chars() {
            let a = advance(c);
            if used + a > width && !line.is_empty() && !no_line_start(c) {
                lines.push(std::mem::take(&mut line));
                used = 0.0;
            }
            line.push(c);
            used += a;
        }
        lines.push(line);
    }
    lines
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
}
