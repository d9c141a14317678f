//! Lines as a typesetter breaks them (#41), on every built-in text a room draws, faces and
//! notes, at every width from a card's narrowest column to a wide note's: no Japanese line
//! starts with a closing mark, a stop, a small kana or a prolonged sound mark, none ends with
//! an opening bracket, and no line breaks inside a word of [`JAPANESE_WORDS`]; no English
//! line ends on a word that leans on the next ([`LEANING`]) nor splits a phrase of
//! [`ENGLISH_PHRASES`]. And on the faces that can top a pile, no sentence runs across the
//! band of udonarium's 「n枚」 badge.

use super::*;
use crate::art::Art;
use crate::art::wrap::{advance, no_line_end, no_line_start, wrap};
use crate::definition::{self, Game, Lang, count_badge};
use crate::udonarium::Element;
use crate::udonarium::xml::read_document;

/// Words a line must not break inside (where the line is wide enough for the word): the
/// ones the panel of #41 saw broken, and the games' own words.
const JAPANESE_WORDS: &[&str] = &[
    "入れる",
    "配置",
    "右クリック",
    "詳細を表示",
    "自分だけ見る",
    "カード",
    "シャッフル",
    "プレイヤー",
    "手札",
    "山札",
    "名声点",
    "探索者",
    "事件カード",
    "証拠カード",
    "正体カード",
    "告発",
    "議長",
    "尋問",
    "強奪",
    "呪文",
    "しずく",
    "金塊",
    "小瓶",
    "大釜",
    "祭壇",
    "詠唱",
    "狂気",
    "貢献",
    "速度",
    "加速",
    "減速",
    "覚醒",
    "紋章",
    "ペンタクル",
    "チップ",
    "トラック",
    "スタート",
    "祝福",
    "役割",
    "支持",
    "手番",
    "ラウンド",
    "マーカー",
    "ゲーム",
    "ルール",
    "ニャルラトテップ",
    "クトゥルフ",
    "信者",
    "邪神",
    "儀式",
    "発狂",
    "勝者",
    "敗者",
    "得点",
];

/// Words an English line must not end on: they lean on the word after them.
const LEANING: &[&str] = &[
    "a", "an", "the", "your", "my", "our", "their", "its", "his", "her", "of", "to", "in", "on",
    "at", "by", "for", "with", "from", "into", "onto",
];

/// Phrases a reader holds together (#41: "hand / and open", "type your / name.", "(all
/// tied)", "2 / with 3.").
const ENGLISH_PHRASES: &[&str] = &[
    "hand and open",
    "your name",
    "(all tied)",
    "with 3",
    "show details",
];

/// Every text of every built-in game a room lays out in lines: card names, effects,
/// flavours and favours, and the notes, as (where, language, text).
fn built_in_texts() -> Vec<(String, Lang, String)> {
    let mut out = Vec::new();
    for dir in built_in_games() {
        let game = definition::load(&dir).unwrap();
        for lang in game.languages.clone() {
            let mut add = |what: String, text: &str| out.push((what, lang, text.to_string()));
            for kind in &game.card_kinds {
                for item in &kind.items {
                    let texts = [
                        Some(&item.name),
                        item.effect.as_ref(),
                        item.flavour.as_ref(),
                        item.favour.as_ref(),
                    ];
                    for text in texts.into_iter().flatten() {
                        add(
                            format!("{} {}/{}", game.id, kind.id, item.id),
                            text.get(lang),
                        );
                    }
                }
            }
            for note in &game.notes {
                add(format!("{} note {}", game.id, note.id), note.text.get(lang));
            }
        }
    }
    out
}

fn ems(text: &str) -> f64 {
    text.chars().map(advance).sum()
}

/// What is wrong with the break between `line` and `next` (two lines of one paragraph),
/// broken at `width` ems.
fn bad_break(lang: Lang, line: &str, next: &str, width: f64) -> Option<String> {
    let (last, first) = (line.chars().last()?, next.chars().next()?);
    if no_line_start(first) {
        return Some(format!("a line starts with 「{first}」"));
    }
    if no_line_end(last) {
        return Some(format!("a line ends with 「{last}」"));
    }
    let joined = format!("{line}{next}");
    let spaced = format!("{line} {next}");
    let at = line.len();
    match lang {
        Lang::Ja => JAPANESE_WORDS
            .iter()
            .filter(|w| ems(w) <= width)
            .find(|w| {
                joined
                    .match_indices(*w)
                    .any(|(i, _)| i < at && at < i + w.len())
            })
            .map(|w| format!("「{w}」 broken")),
        Lang::En => {
            let word = line.split(' ').next_back()?.to_lowercase();
            if LEANING.contains(&word.as_str()) && line.contains(' ') {
                return Some(format!("a line ends on `{word}`"));
            }
            ENGLISH_PHRASES
                .iter()
                .find(|p| {
                    spaced
                        .match_indices(*p)
                        .any(|(i, _)| i < at && at < i + p.len())
                })
                .map(|p| format!("`{p}` split"))
        }
    }
}

#[test]
fn every_built_in_text_breaks_as_a_typesetter_would() {
    let mut problems = Vec::new();
    let texts = built_in_texts();
    assert!(texts.len() > 300, "{} texts", texts.len());
    for (what, lang, text) in &texts {
        let widths: Vec<f64> = match lang {
            // From a card's narrow column (9 ems, 12 in English: a narrower one is held to
            // it as drawn, below) to a wide note's.
            Lang::Ja => (18..=60).map(|w| f64::from(w) / 2.0).collect(),
            Lang::En => (24..=80).map(|w| f64::from(w) / 2.0).collect(),
        };
        for width in widths {
            for paragraph in text.split('\n') {
                let lines = wrap(paragraph, width);
                for pair in lines.windows(2) {
                    if let Some(wrong) = bad_break(*lang, &pair[0], &pair[1], width) {
                        problems.push(format!(
                            "{what} ({}) at {width} ems: {wrong}: {} / {}",
                            lang.code(),
                            pair[0],
                            pair[1]
                        ));
                    }
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    let shown: Vec<&String> = problems.iter().take(60).collect();
    assert!(
        problems.is_empty(),
        "{} bad breaks:\n{}",
        problems.len(),
        shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_checks_tell_a_bad_break() {
    let ja = |a, b| bad_break(Lang::Ja, a, b, 20.0);
    assert!(ja("名前を入れ", "る。").is_some());
    assert!(ja("名前を", "入れる。").is_none());
    assert!(ja("配", "置する").is_some());
    assert!(ja("右クリッ", "ク").is_some());
    assert!(ja("手札は「", "自分だけ見る」").is_some());
    assert!(ja("手札は", "「自分だけ見る」").is_none());
    let en = |a, b| bad_break(Lang::En, a, b, 20.0);
    assert!(en("and type your", "name.").is_some());
    assert!(en("and type", "your name.").is_none());
    assert!(en("on your cards, hand", "and open.").is_some());
    assert!(en("1 to the rest (all", "tied).").is_some());
    assert!(en("1 to the rest", "(all tied).").is_none());
}

/// A face's `<text>` elements as lines: (text, baseline), the baselines from the text's `y`
/// and each line's `dy`.
fn text_lines(el: &Element, out: &mut Vec<Vec<(String, f64)>>) {
    if el.tag == "text" && el.children.iter().any(|c| c.tag == "tspan") {
        let mut y: f64 = el.get("y").and_then(|y| y.parse().ok()).unwrap_or(0.0);
        let mut lines = Vec::new();
        for span in el.children.iter().filter(|c| c.tag == "tspan") {
            y += span.get("dy").and_then(|d| d.parse().ok()).unwrap_or(0.0);
            lines.push((span.text.clone(), y));
        }
        out.push(lines);
    }
    for child in &el.children {
        text_lines(child, out);
    }
}

/// Whether a line of text ends a sentence: a stop, perhaps with closing marks after it.
fn ends_sentence(line: &str) -> bool {
    let line = line.trim_end_matches(|c: char| "」』）)\"' ".contains(c));
    line.ends_with(['。', '！', '？', '.', '!', '?'])
}

/// Sentences of `svg` that run across the badge's band (a line above its middle, the next
/// below it), as "`before` / `after`".
fn sentences_across_badge(svg: &str, size: u32) -> Vec<String> {
    let root = read_document(svg.as_bytes()).unwrap();
    let width: f64 = root.get("width").unwrap().parse().unwrap();
    let height: f64 = root.get("height").unwrap().parse().unwrap();
    let badge = count_badge(size, (width, height));
    let middle = badge.y + badge.height / 2.0;
    let mut texts = Vec::new();
    text_lines(&root, &mut texts);
    let mut out = Vec::new();
    for lines in texts {
        for pair in lines.windows(2) {
            let ((before, y0), (after, y1)) = (&pair[0], &pair[1]);
            if *y0 < middle && *y1 > middle && !ends_sentence(before) {
                out.push(format!("{before} / {after}"));
            }
        }
    }
    out
}

/// Every face of `games` (of the kinds `which` keeps, by their index), as
/// (where, its item, its language, its filled template, the kind's size).
fn faces_of(
    games: Vec<(Game, Lang)>,
    which: impl Fn(&Game, usize) -> bool,
) -> Vec<(String, crate::definition::CardItem, Lang, String, u32)> {
    let mut out = Vec::new();
    for (game, lang) in games {
        let art = Art::new(&game, lang, None).unwrap();
        for (index, kind) in game.card_kinds.iter().enumerate() {
            if !which(&game, index) {
                continue;
            }
            for seat in game.seat_slots(kind.per_seat) {
                for item in &kind.items {
                    if let Some(svg) = art.card_face_source(kind, item, seat).unwrap() {
                        let what = format!("{} {}/{} ({})", game.id, kind.id, item.id, lang.code());
                        out.push((what, item.clone(), lang, svg, kind.size));
                    }
                }
            }
        }
    }
    out
}

#[test]
fn no_sentence_runs_across_a_piles_count_badge() {
    let faces = faces_of(
        super::card_faces::games(),
        super::card_faces::can_top_a_pile,
    );
    let mut problems: Vec<String> = faces
        .iter()
        .flat_map(|(what, _, _, svg, size)| {
            sentences_across_badge(svg, *size)
                .into_iter()
                .map(move |gap| format!("{what}: {gap}"))
        })
        .collect();
    problems.sort();
    problems.dedup();
    assert!(faces.len() > 100, "{} faces", faces.len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_badge_check_tells_a_sentence_the_badge_interrupts() {
    let svg = |second_dy: u32| {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><text x="10" y="150" font-size="16"><tspan x="10" dy="0">Take the top Copper</tspan><tspan x="10" dy="{second_dy}">Cauldron.</tspan></text></svg>"#
        )
    };
    // On a 3-cell card the band is about y 180–240: a line on 150, the next on 171 or 262.
    assert!(sentences_across_badge(&svg(21), 3).is_empty());
    assert_eq!(sentences_across_badge(&svg(112), 3).len(), 1);
    assert!(ends_sentence("取る。」") && !ends_sentence("取る、"));
}

/// Faces and notes as rooms draw them, Japanese lines checked as they stand: the faces'
/// tspans and the notes' lines keep kinsoku (the texts above are the words; here, what the
/// templates and notes did with them).
#[test]
fn every_line_a_room_draws_keeps_kinsoku() {
    let games = built_in_games()
        .into_iter()
        .flat_map(|dir| {
            let game: Game = definition::load(&dir).unwrap();
            game.languages
                .clone()
                .into_iter()
                .map(move |l| (game.clone(), l))
        })
        .collect();
    let mut problems = Vec::new();
    for (what, item, lang, svg, _) in faces_of(games, |_, _| true) {
        let root = read_document(svg.as_bytes()).unwrap();
        let mut texts = Vec::new();
        text_lines(&root, &mut texts);
        for pair in texts.iter().flat_map(|lines| lines.windows(2)) {
            let (a, b) = (&pair[0].0, &pair[1].0);
            let starts = b.chars().next().is_some_and(no_line_start);
            let ends = a.chars().last().is_some_and(no_line_end);
            // A line the definition itself begins (after its newline) is the writer's:
            // only breaks inside a paragraph count.
            let own = [
                item.effect.as_ref(),
                item.flavour.as_ref(),
                item.favour.as_ref(),
            ]
            .into_iter()
            .flatten()
            .any(|t| t.get(lang).contains(&format!("\n{b}")));
            if (starts || ends) && !own {
                problems.push(format!("{what}: {a} / {b}"));
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
