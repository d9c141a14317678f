//! Where a line may break: between phrases, never inside one.
//!
//! Japanese as a typesetter breaks it. Kinsoku: no closing bracket, stop, small kana or
//! prolonged sound mark starts a line, no opening bracket ends one. And between phrases
//! (bunsetsu), found by script as Japanese is written: a phrase is a run of kanji, katakana
//! and Latin letters or digits (a word, a compound, a number with its counter: 「右クリック」,
//! 「事件カード」, 「3枚」) with the hiragana after it (its ending and particles: 「入れる」,
//! 「カードを」), so a line may break where hiragana meets the next such run, after a stop
//! or a closing bracket, before an opening one, and at a space. A short bracketed name
//! (「自分だけ見る」) is kept whole.
//!
//! English between words, but not after a word that leans on the next (an article, a
//! possessive, a preposition, a conjunction, a number before its noun: "your / name",
//! "2 / with 3"), nor inside a short coordination ending a clause ("hand and open."), a
//! short parenthesis ("(all tied)") or before a short word ending a sentence ("with / 3.").

/// What a character is, for line breaking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Kanji,
    Katakana,
    Hiragana,
    /// Latin letters and digits, half or full width, and the marks inside a Latin word.
    Word,
    /// Opening brackets and marks that lead what follows (①): never end a line.
    Open,
    /// Stops, commas and closing brackets: never start a line.
    Close,
    Space,
    /// Between two numbers or words, joined to both (〜 in 「2〜3人」).
    Joiner,
    Symbol,
}

fn class(c: char, before: Option<char>) -> Class {
    match c {
        ' ' | '\u{3000}' | '\t' => Class::Space,
        '「' | '『' | '（' | '【' | '〔' | '〈' | '《' | '［' | '｛' | '“' | '‘' | '(' | '['
        | '{' => Class::Open,
        '\u{2460}'..='\u{2473}' | '\u{2776}'..='\u{2793}' => Class::Open,
        // A straight quotation mark opens after a space or at the start, else closes.
        '"' if before.is_none_or(|b| class(b, None) == Class::Space) => Class::Open,
        '"' => Class::Close,
        '〜' | '～' | '–' => Class::Joiner,
        '\'' | '-' => Class::Word,
        _ if closes(c) => Class::Close,
        '\u{3041}'..='\u{309F}' => Class::Hiragana,
        '\u{30A0}'..='\u{30FF}' | '\u{FF66}'..='\u{FF9F}' | '\u{31F0}'..='\u{31FF}' => {
            Class::Katakana
        }
        '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}' | '々' | '〆' | '〇' => Class::Kanji,
        _ if c.is_alphanumeric() => Class::Word,
        _ => Class::Symbol,
    }
}

/// Stops, commas, closing brackets and the like: never at a line's start.
fn closes(c: char) -> bool {
    "、。，．）」』】〕〉》］｝”’！？：；・…‥!?,.:;)]}%％".contains(c)
}

/// Characters that must not begin a line (kinsoku): closing marks, small kana, the
/// prolonged sound mark and iteration marks.
pub(super) fn no_line_start(c: char) -> bool {
    closes(c)
        || "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶーゝゞヽヾ々〜～".contains(c)
        || c == '"'
}

/// Characters that must not end a line: opening brackets and leading marks.
pub(super) fn no_line_end(c: char) -> bool {
    class(c, Some('x')) == Class::Open
}

fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || ('０'..='９').contains(&c)
}

fn is_sign(c: char) -> bool {
    matches!(c, '−' | '-' | '+' | '＋' | '－' | '±' | '×')
}

/// Closing brackets: a particle after one stays with it (「「自分だけ見る」で」).
fn closes_bracket(c: char) -> bool {
    "）」』】〕〉》］｝”’)]}\"".contains(c)
}

/// Whether a line may break between `a` and `b` (with the characters around them, if
/// any), by the characters alone.
fn may_break(before_a: Option<char>, a: char, b: char, after_b: Option<char>) -> bool {
    let (ca, cb) = (class(a, before_a), class(b, Some(a)));
    if cb == Class::Space || no_line_start(b) || ca == Class::Open {
        return false;
    }
    if ca == Class::Joiner || cb == Class::Joiner {
        return false;
    }
    use Class::*;
    match (ca, cb) {
        // A leading mark stands before what it leads even across a space ("① ②").
        (Space, _) => !before_a.is_some_and(no_line_end),
        (Close, Hiragana) => !closes_bracket(a),
        (Close, _) => true,
        (Hiragana, Hiragana) => false,
        (Kanji | Katakana | Word, Kanji | Katakana | Word | Hiragana) => false,
        // A sign starts the number after it (「−2点」, "+3") unless it follows a word.
        (Symbol, Word) if is_sign(a) && is_digit(b) => {
            before_a.is_some_and(|p| class(p, None) == Word)
        }
        // A symbol stays with what it follows (「赤／」, 「クリック→」), but for a sign,
        // which starts the number after it.
        (_, Symbol) => is_sign(b) && after_b.is_some_and(is_digit),
        _ => true,
    }
}

/// The longest a bracketed name may be and still never break: a menu item, a zone's name.
const SHORT_BRACKETED: usize = 12;

/// How good a place to break a line is: a phrase too long for a line breaks at the best
/// place that fits, the farthest of those.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Tier {
    /// Between phrases: where lines break.
    Phrase,
    /// After a preposition, or in a short coordination ending a clause (`glue_english`).
    Leaning,
    /// Between words a reader holds together (`glue_english`), or after a closing bracket
    /// before its particle (「」|で).
    Glued,
    /// Between phrases inside a short bracketed name.
    Bracketed,
    /// Where the script changes inside a phrase (「ニャルラトテップ|信者」).
    Script,
    /// Anywhere else kinsoku allows.
    Anywhere,
}

/// Every place in `text` a line may break, by byte offset (before the character there),
/// with how good a place it is; places kinsoku forbids (and inside a number with its sign
/// and counter, or a range) are not listed.
pub(super) fn places(text: &str) -> Vec<(usize, Tier)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut tiers: Vec<Option<Tier>> = vec![None; chars.len()];
    let katakana_seams = katakana_seams(&chars);
    for i in 1..chars.len() {
        let (a, b) = (chars[i - 1].1, chars[i].1);
        let before = (i >= 2).then(|| chars[i - 2].1);
        let after = chars.get(i + 1).map(|c| c.1);
        let number = (is_sign(a) || is_digit(a)) && is_digit(b) || is_digit(a) && !is_digit(b);
        let joined = class(a, None) == Class::Joiner || class(b, Some(a)) == Class::Joiner;
        let space_led = class(a, before) == Class::Space && before.is_some_and(no_line_end);
        if no_line_start(b)
            || class(a, before) == Class::Open
            || class(b, Some(a)) == Class::Space
            || number
            || joined
            || space_led
        {
            continue;
        }
        tiers[i] = Some(if may_break(before, a, b, after) {
            Tier::Phrase
        } else if closes_bracket(a) && class(b, Some(a)) == Class::Hiragana {
            Tier::Glued
        } else if class(a, before) != class(b, Some(a)) || katakana_seams.contains(&i) {
            Tier::Script
        } else {
            Tier::Anywhere
        });
    }
    keep_short_brackets_whole(&chars, &mut tiers);
    glue_english(text, &chars, &mut tiers);
    (1..chars.len())
        .filter_map(|i| tiers[i].map(|t| (chars[i].0, t)))
        .collect()
}

/// Katakana words the games write run together (「スタートプレイヤーマーカー」): where one
/// ends inside a run of katakana, a phrase too long for a line may break (our own list, as
/// BudouX's model is data; a word not listed is only broken where nothing better fits).
const KATAKANA_WORDS: &[&str] = &[
    "スタート",
    "プレイヤー",
    "マーカー",
    "カード",
    "キャラクター",
    "サマリー",
    "チャット",
    "パレット",
    "ルール",
    "ブック",
    "マス",
    "ゲーム",
    "デザイン",
    "アクション",
    "フェイズ",
    "オプション",
    "セットアップ",
    "ボーナス",
    "ポイント",
    "チップ",
    "トラック",
    "ラウンド",
    "ゴッド",
    "ハンド",
    "ダイス",
    "テーブル",
    "メモ",
];

/// Character indexes inside runs of katakana where one of [`KATAKANA_WORDS`] ends and
/// another begins, found by the longest word at each place.
fn katakana_seams(chars: &[(usize, char)]) -> Vec<usize> {
    let mut seams = Vec::new();
    let mut i = 0;
    let mut after_word = false;
    while i < chars.len() {
        let rest: String = chars[i..].iter().map(|c| c.1).take(8).collect();
        let word = KATAKANA_WORDS
            .iter()
            .filter(|w| rest.starts_with(*w))
            .max_by_key(|w| w.chars().count());
        match word {
            Some(w) => {
                if after_word {
                    seams.push(i);
                }
                i += w.chars().count();
                after_word = true;
            }
            None => {
                after_word = false;
                i += 1;
            }
        }
    }
    seams
}

/// Byte offsets in `text` where a line may break (before the character there).
pub(super) fn breaks(text: &str) -> Vec<usize> {
    places(text)
        .into_iter()
        .filter(|(_, t)| *t == Tier::Phrase)
        .map(|(at, _)| at)
        .collect()
}

/// 「…」 or （…） around at most [`SHORT_BRACKETED`] characters: no break inside.
fn keep_short_brackets_whole(chars: &[(usize, char)], tiers: &mut [Option<Tier>]) {
    for (i, &(_, c)) in chars.iter().enumerate() {
        let close = match c {
            '「' => '」',
            '『' => '』',
            '（' => '）',
            _ => continue,
        };
        let end = chars[i + 1..]
            .iter()
            .take(SHORT_BRACKETED + 1)
            .position(|&(_, d)| d == close || d == c);
        if let Some(n) = end.filter(|&n| chars[i + 1 + n].1 == close) {
            for t in tiers.iter_mut().take(i + 2 + n).skip(i + 1) {
                if matches!(*t, Some(Tier::Phrase | Tier::Leaning | Tier::Glued)) {
                    *t = Some(Tier::Bracketed);
                }
            }
        }
    }
}

/// Words after which an English line must not end: they lean on the word after them.
/// Determiners hold tighter than prepositions: a phrase too long for a line parts after a
/// preposition first ("from / the lower limit").
const DETERMINERS: &[&str] = &[
    "a", "an", "the", "your", "my", "our", "their", "its", "his", "her", "each", "every", "any",
    "no",
];
const PREPOSITIONS: &[&str] = &[
    "of", "to", "in", "on", "at", "by", "for", "with", "from", "into", "onto", "per",
];

/// A word without the quotation marks and brackets around it, nor the stop after it.
fn core(word: &str) -> &str {
    word.trim_matches(|c: char| !c.is_alphanumeric())
}

/// Whether a word ends a clause: a stop, comma, colon or closing bracket after it.
fn ends_clause(word: &str) -> bool {
    word.ends_with(|c: char| ".,;:!?)\"".contains(c))
}

fn is_number(word: &str) -> bool {
    let w = word.trim_start_matches(is_sign);
    !w.is_empty() && w.chars().all(is_digit)
}

/// Space-separated English words: no break where [`DETERMINERS`], [`PREPOSITIONS`] or the rules of this
/// module's header say a reader holds the words together.
fn glue_english(text: &str, chars: &[(usize, char)], tiers: &mut [Option<Tier>]) {
    // Each word: (first char index, byte range).
    let mut words: Vec<(usize, &str)> = Vec::new();
    let mut start: Option<usize> = None;
    for (i, &(at, c)) in chars.iter().enumerate() {
        let space = class(c, None) == Class::Space;
        match (start, space) {
            (None, false) => start = Some(i),
            (Some(s), true) => {
                words.push((s, &text[chars[s].0..at]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push((s, &text[chars[s].0..]));
    }
    let latin = |w: &str| w.chars().any(|c| c.is_ascii_alphanumeric());
    let mut glue = |at: usize, tier: Tier| {
        if tiers[at] == Some(Tier::Phrase) {
            tiers[at] = Some(tier);
        }
    };
    for k in 1..words.len() {
        let (before, (at, after)) = (words[k - 1].1, words[k]);
        if !latin(before) {
            continue;
        }
        let next = words.get(k + 1).map(|w| w.1);
        let lean = (!ends_clause(before)).then(|| core(before).to_lowercase());
        let leans_on = |list: &[&str]| lean.as_deref().is_some_and(|w| list.contains(&w));
        // "your / name"; "2 / with 3": a number before its noun; "with / 3.": a short word
        // ending a sentence.
        if leans_on(DETERMINERS)
            || (is_number(before)
                && after.starts_with(char::is_alphanumeric)
                && !PREPOSITIONS.contains(&core(after).to_lowercase().as_str()))
            || (latin(after)
                && after.ends_with(['.', '!', '?'])
                && core(after).chars().count() <= 3)
        {
            glue(at, Tier::Glued);
        // "with / the dice"; "hand / and open.", "hand and / open.": a coordination of two
        // words ending a clause.
        } else if leans_on(PREPOSITIONS)
            // "2 / with 3": a number and the preposition after it.
            || (is_number(before) && PREPOSITIONS.contains(&core(after).to_lowercase().as_str()))
            || (matches!(core(after), "and" | "or")
                && !ends_clause(before)
                && next.is_none_or(ends_clause))
            || (matches!(lean.as_deref(), Some("and" | "or"))
                && ends_clause(after)
                && k >= 2
                && !ends_clause(words[k - 2].1))
        {
            glue(at, Tier::Leaning);
        }
    }
    // "(all tied)", "\"Crash bay\"": a parenthesis or a quotation of at most three words.
    for k in 0..words.len() {
        let word = words[k].1;
        let close = match word.chars().next() {
            Some('(') => ')',
            Some('"') => '"',
            _ => continue,
        };
        if word[1..].contains(close) {
            continue;
        }
        if let Some(n) = words[k + 1..]
            .iter()
            .take(2)
            .position(|w| w.1.contains(close))
        {
            for w in &words[k + 1..=k + 1 + n] {
                if matches!(tiers[w.0], Some(Tier::Phrase | Tier::Leaning)) {
                    tiers[w.0] = Some(Tier::Glued);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` cut at every place a line may break.
    fn cut(text: &str) -> Vec<&str> {
        let mut out = Vec::new();
        let mut from = 0;
        for at in breaks(text) {
            out.push(&text[from..at]);
            from = at;
        }
        out.push(&text[from..]);
        out
    }

    #[test]
    fn japanese_breaks_between_phrases() {
        assert_eq!(
            cut("名前を入れる（右クリック→詳細を表示）。"),
            vec!["名前を", "入れる", "（右クリック→詳細を表示）。"]
        );
        assert_eq!(
            cut("祝福カードをその人の席へ配置する。"),
            vec!["祝福カードをその", "人の", "席へ", "配置する。"]
        );
        assert_eq!(
            cut("手札は「自分だけ見る」で確認。"),
            vec!["手札は", "「自分だけ見る」で", "確認。"]
        );
        // Numbers keep their counters and signs; 〜 joins a range.
        assert_eq!(
            cut("置かれた人は−2点、2〜3人"),
            vec!["置かれた", "人は", "−2点、", "2〜3人"]
        );
    }

    #[test]
    fn no_line_starts_with_a_closing_mark_nor_ends_with_an_opening_one() {
        let text = "「ルルイエの円盤」（探索者）、ニャル。パーティー、ちょっと";
        for at in breaks(text) {
            let next = text[at..].chars().next().unwrap();
            let last = text[..at].chars().last().unwrap();
            assert!(!no_line_start(next) && !no_line_end(last), "{at}: {text}");
        }
    }

    #[test]
    fn english_words_that_lean_on_the_next_stay_with_it() {
        assert_eq!(
            cut("Right-click it and type your name."),
            vec!["Right-click ", "it ", "and ", "type ", "your name."]
        );
        assert_eq!(
            cut("1 point with 4, 2 with 3."),
            vec!["1 point ", "with 4, ", "2 with 3."]
        );
        assert_eq!(
            cut("on your cards, hand and open."),
            vec!["on your cards, ", "hand and open."]
        );
        assert_eq!(
            cut("1 to the rest (all tied)."),
            vec!["1 to the rest ", "(all tied)."]
        );
        assert_eq!(
            cut("to \"Crash bay\" inside"),
            vec!["to \"Crash bay\" ", "inside"]
        );
    }

    #[test]
    fn inside_a_phrase_the_script_changes_first() {
        let found = places("ニャルラトテップ信者");
        assert!(found.contains(&("ニャルラトテップ".len(), Tier::Script)));
        assert!(
            found.iter().all(|(at, _)| *at != "ニャルラトテ".len()),
            "ッ starts no line"
        );
        // A bracketed name parts from its particle before it parts inside.
        let found = places("「自分だけ見る」で確認");
        assert!(found.contains(&("「自分だけ見る」".len(), Tier::Glued)));
        assert!(found.contains(&("「自分だけ".len(), Tier::Bracketed)));
        // Katakana words run together part where one of them ends.
        let found = places("スタートプレイヤーマーカーを");
        let seams: Vec<usize> = found
            .iter()
            .filter(|p| p.1 == Tier::Script)
            .map(|p| p.0)
            .collect();
        assert_eq!(seams, vec![12, 27, 39]);
    }
}
