//! Lines broken as version 1 rooms broke them: estimated advances, a Latin word or one other
//! character at a time. Rooms built then carry no record; the referee recognises their faces
//! by drawing them again byte for byte, so this never changes.

/// Advance of a character in ems as lines were measured before the font's own metrics
/// were used.
pub(super) fn advance(c: char) -> f64 {
    match c {
        ' ' => 0.3,
        '\u{20}'..='\u{7e}' => 0.55,
        '\u{ff61}'..='\u{ff9f}' => 0.5,
        _ => 1.0,
    }
}

/// Characters that did not begin a line then (they hung at the end of the previous one).
fn no_line_start(c: char) -> bool {
    "、。，．）」』】〕・ー！？!?,.)ゃゅょっぁぃぅぇぉャュョッァィゥェォ".contains(c)
}

/// `text` broken into lines no wider than `width` ems, explicit newlines kept.
pub(super) fn wrap(text: &str, width: f64) -> Vec<String> {
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

/// Units as version 1 broke lines: a run of Latin letters and digits, or one other
/// character.
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
    fn breaks_as_version_1_did() {
        // Any two Japanese characters may part; a stop hangs; Latin words stay whole.
        assert_eq!(wrap("あいうえおか", 3.0), vec!["あいう", "えおか"]);
        assert_eq!(wrap("あいう。えお", 3.0), vec!["あいう。", "えお"]);
        assert_eq!(wrap("入れる。配置", 2.0), vec!["入れ", "る。", "配置"]);
        assert_eq!(wrap("red spell wins", 5.0), vec!["red spell", "wins"]);
        assert_eq!(words("は−2点。"), vec!["は", "−", "2", "点", "。"]);
    }
}
