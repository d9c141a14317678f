//! Every sentence `layout` says, in Japanese and English: each change as a line of its file
//! (`seat 2 (`blue`)'s area: [33, 11.5] → [36, 12]`), and what the definition cannot say.

use super::edit::{Edited, number, pair};
use super::landing::{Named, Stray};
use super::observe::{NoteAt, PlaceRef, Shift};
use super::solve::{Change, Reason};
use crate::definition::{Game, Lang};
use crate::referee::save::Kind;

fn say(lang: Lang, en: String, ja: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Ja => spaced(&ja),
    }
}

/// Japanese with a space after each name in backticks where a word follows it
/// (「メモ `setup` の幅」), as the other messages write them.
pub(crate) fn spaced(ja: &str) -> String {
    let mut out = String::with_capacity(ja.len() + 8);
    let mut open = false;
    let mut chars = ja.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '`' {
            open = !open;
            let closes = !open;
            if closes
                && chars
                    .peek()
                    .is_some_and(|n| !n.is_whitespace() && !"）」、。：`".contains(*n))
            {
                out.push(' ');
            }
        }
    }
    out
}

fn seat(game: &Game, s: usize, lang: Lang) -> String {
    let id = game.seats.get(s).map_or("?", |seat| seat.id.as_str());
    say(
        lang,
        format!("seat {} (`{id}`)", s + 1),
        format!("席{}（`{id}`）", s + 1),
    )
}

fn seat_or_shared(game: &Game, s: Option<usize>, lang: Lang) -> String {
    match s {
        Some(s) => seat(game, s, lang),
        None => say(lang, "a shared place".into(), "共有の場所".into()),
    }
}

fn zone(game: &Game, z: usize, lang: Lang) -> String {
    let id = &game.layout.seat_zones[z].id;
    say(lang, format!("zone `{id}`"), format!("ゾーン `{id}`"))
}

fn area(game: &Game, a: usize, lang: Lang) -> String {
    let id = &game.layout.areas[a].id;
    say(lang, format!("area `{id}`"), format!("エリア `{id}`"))
}

fn note(game: &Game, n: usize, lang: Lang) -> String {
    let id = &game.notes[n].id;
    say(lang, format!("note `{id}`"), format!("メモ `{id}`"))
}

fn place(game: &Game, p: Option<PlaceRef>, lang: Lang) -> String {
    match p {
        Some(PlaceRef::Zone { zone: z, seat: s }) => say(
            lang,
            format!("{}'s {}", seat(game, s, lang), zone(game, z, lang)),
            format!("{}の{}", seat(game, s, lang), zone(game, z, lang)),
        ),
        Some(PlaceRef::Seat(s)) => say(
            lang,
            format!("{}'s area", seat(game, s, lang)),
            format!("{}のエリア", seat(game, s, lang)),
        ),
        Some(PlaceRef::Area(a)) => area(game, a, lang),
        Some(PlaceRef::Track) => say(lang, "the track".into(), "トラック".into()),
        None => say(lang, "no place".into(), "どの場所でもないところ".into()),
    }
}

/// A shift as a designer reads it: `[+3, -0.5]`.
fn shift(s: Shift) -> String {
    let signed = |v: f64| {
        let n = number((v * 2.0).round() / 2.0);
        if v > 0.0 { format!("+{n}") } else { n }
    };
    format!("[{}, {}]", signed(s.dx), signed(s.dy))
}

fn named(game: &Game, what: &Named, lang: Lang) -> String {
    if let Some(cards) = what.cards {
        return say(
            lang,
            format!("the stack 「{}」 ({cards} cards)", what.name),
            format!("山札「{}」（{cards}枚）", what.name),
        );
    }
    let kind = match (what.kind, lang) {
        (Kind::Card, Lang::En) => "card",
        (Kind::Card, Lang::Ja) => "カード",
        (Kind::Piece, Lang::En) => "piece",
        (Kind::Piece, Lang::Ja) => "駒",
        (Kind::Die, Lang::En) => "die",
        (Kind::Die, Lang::Ja) => "ダイス",
        (Kind::Note, Lang::En) => "note",
        (Kind::Note, Lang::Ja) => "メモ",
    };
    let whose = what.seat.map(|s| seat(game, s, lang));
    match (lang, whose) {
        (Lang::En, Some(w)) => format!("{kind} 「{}」 (`{}`, {w}'s)", what.name, what.id),
        (Lang::En, None) => format!("{kind} 「{}」 (`{}`)", what.name, what.id),
        (Lang::Ja, Some(w)) => format!("{w}の{kind}「{}」（`{}`）", what.name, what.id),
        (Lang::Ja, None) => format!("{kind}「{}」（`{}`）", what.name, what.id),
    }
}

/// One change, as a line under its file's name.
pub(crate) fn change(game: &Game, e: &Edited, lang: Lang) -> String {
    let (what, ja_what) = changed(game, &e.change);
    let was = match (&e.change, e.was.is_empty()) {
        (Change::NoteWidth { shown, .. }, true) => say(
            lang,
            format!("{shown} (its area's)"),
            format!("{shown}（エリアによる幅）"),
        ),
        _ => e.was.clone(),
    };
    say(
        lang,
        format!("line {}: {what}: {was} → {}", e.line, e.now),
        format!("{}行目：{ja_what}：{was} → {}", e.line, e.now),
    )
}

/// What a change changes, in English and in Japanese.
fn changed(game: &Game, change: &Change) -> (String, String) {
    match change {
        Change::SeatArea {
            seat: s, players, ..
        } => {
            let counts = players
                .as_ref()
                .map(|p| p.iter().map(u32::to_string).collect::<Vec<_>>().join(", "));
            match counts {
                None => (
                    format!("{}'s area", seat(game, *s, Lang::En)),
                    format!("{}のエリア", seat(game, *s, Lang::Ja)),
                ),
                Some(c) => (
                    format!("{}'s area with {c} players", seat(game, *s, Lang::En)),
                    format!(
                        "{}人のときの{}のエリア",
                        c.replace(", ", "・"),
                        seat(game, *s, Lang::Ja)
                    ),
                ),
            }
        }
        Change::Zone {
            zone: z, offered, ..
        } if offered.is_empty() => (
            format!("{} (at every seat)", zone(game, *z, Lang::En)),
            format!("{}（全席）", zone(game, *z, Lang::Ja)),
        ),
        Change::Zone {
            zone: z, offered, ..
        } => {
            let at = |l| {
                offered
                    .iter()
                    .map(|s| seat(game, *s, l))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            (
                format!(
                    "{} (moved at {}, now at every seat: --every-seat)",
                    zone(game, *z, Lang::En),
                    at(Lang::En)
                ),
                format!(
                    "{}（{}で動かしたものを全席に：--every-seat）",
                    zone(game, *z, Lang::Ja),
                    at(Lang::Ja)
                ),
            )
        }
        Change::Area { area: a, .. } => (area(game, *a, Lang::En), area(game, *a, Lang::Ja)),
        Change::Track { .. } => ("the track".into(), "トラック".into()),
        Change::NoteWidth { note: n, .. } => (
            format!("{}'s width", note(game, *n, Lang::En)),
            format!("{}の幅", note(game, *n, Lang::Ja)),
        ),
        Change::NoteHeight { note: n, .. } => (
            format!(
                "{}'s height (the least it stands)",
                note(game, *n, Lang::En)
            ),
            format!("{}の高さ（最低の高さ）", note(game, *n, Lang::Ja)),
        ),
        Change::Table { .. } => ("the table's size".into(), "テーブルの大きさ".into()),
    }
}

/// The version raised, and where the layout it replaces is kept.
pub(crate) fn version(line: usize, from: u32, to: u32, kept: Option<&str>, lang: Lang) -> String {
    let kept_en = kept.map_or(String::new(), |k| {
        format!(" (version {from}'s layout kept in {k}, for rooms built before)")
    });
    let kept_ja = kept.map_or(String::new(), |k| {
        format!("（バージョン{from}の配置は、それまでに作ったルームのために {k} に残します）")
    });
    say(
        lang,
        format!("line {line}: `version`: {from} → {to}{kept_en}"),
        format!("{line}行目：`version`：{from} → {to}{kept_ja}"),
    )
}

/// What the definition cannot say about a place.
pub(crate) fn reason(game: &Game, r: &Reason, lang: Lang) -> String {
    match r {
        Reason::ZoneAtSomeSeats { zone: z, seats, by } => {
            let at = |l| {
                seats
                    .iter()
                    .map(|s| seat(game, *s, l))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            say(
                lang,
                format!(
                    "{} moved by {} at {} only: a zone is the same at every seat, so it stays; `--every-seat` moves it at every seat",
                    zone(game, *z, Lang::En),
                    shift(*by),
                    at(Lang::En)
                ),
                format!(
                    "{}は{}でだけ {} 動きました。ゾーンは全席で同じなので元のままです。全席で動かすなら `--every-seat` を付けてください",
                    zone(game, *z, Lang::Ja),
                    at(Lang::Ja),
                    shift(*by)
                ),
            )
        }
        Reason::ZonesApart { seat: s, zones } => {
            let list = |l| {
                zones
                    .iter()
                    .map(|(z, by)| format!("`{}` {}", game.layout.seat_zones[*z].id, shift(*by)))
                    .collect::<Vec<_>>()
                    .join(if l == Lang::En { ", " } else { "、" })
            };
            say(
                lang,
                format!(
                    "zones of {} moved by different amounts ({}): kept relative to the area; move them in the definition if you meant it",
                    seat(game, *s, Lang::En),
                    list(Lang::En)
                ),
                format!(
                    "{}のゾーンがそれぞれ違う量だけ動きました（{}）。エリアに対する位置は元のままです。そのつもりなら定義で動かしてください",
                    seat(game, *s, Lang::Ja),
                    list(Lang::Ja)
                ),
            )
        }
        Reason::NoteAlone { note: n, area: a } => say(
            lang,
            format!(
                "{} moved apart from the other notes of {}: notes stand in a row along their area's lower edge; move them all to move the area",
                note(game, *n, Lang::En),
                area(game, *a, Lang::En)
            ),
            format!(
                "{}が{}のほかのメモから離れて動きました。メモはエリアの下の辺に並んで立ちます。エリアごと動かすには全部を同じだけ動かしてください",
                note(game, *n, Lang::Ja),
                area(game, *a, Lang::Ja)
            ),
        ),
        Reason::NoteTooLow {
            note: n,
            width,
            needs,
            left,
        } => say(
            lang,
            format!(
                "{} was made lower (height {left}) than its text needs at width {width}: it stays {needs} high",
                note(game, *n, Lang::En)
            ),
            format!(
                "{}の高さ {left} マスは、幅 {width} マスで文章に要る高さより低いので、{needs} マスのままです",
                note(game, *n, Lang::Ja)
            ),
        ),
    }
}

fn note_at(at: &NoteAt) -> String {
    let size = at.size.map_or(String::new(), |(w, h)| {
        format!(" {}×{}", number(w.round()), number(h.round()))
    });
    format!(
        "{}{size}",
        pair([(at.x * 2.0).round() / 2.0, (at.y * 2.0).round() / 2.0])
    )
}

/// What the definition cannot say about one component (or stack, or note).
pub(crate) fn stray(game: &Game, s: &Stray, lang: Lang) -> String {
    match s {
        Stray::BetweenSeats { what, from, to } => {
            let (en, ja) = (named(game, what, Lang::En), named(game, what, Lang::Ja));
            let place_en = |s| match s {
                Some(s) => format!("{}'s area", seat(game, s, Lang::En)),
                None => seat_or_shared(game, None, Lang::En),
            };
            let place_ja = |s| match s {
                Some(s) => format!("{}のエリア", seat(game, s, Lang::Ja)),
                None => seat_or_shared(game, None, Lang::Ja),
            };
            say(
                lang,
                format!(
                    "{en} lies in {}, where the definition puts it in {}: which seat a component starts at is not the layout's to say; it stays there",
                    place_en(*to),
                    place_en(*from)
                ),
                format!(
                    "{ja}は{}にありますが、定義では{}に置かれます。部品がどの席から始まるかは配置では決められないので、元の場所のままです",
                    place_ja(*to),
                    place_ja(*from)
                ),
            )
        }
        Stray::Alone { what, place: p } => say(
            lang,
            format!(
                "{} moved on its own, where {} cannot follow it: a place's things move together, inside their area; it stays where the place puts it",
                named(game, what, Lang::En),
                place(game, *p, Lang::En)
            ),
            format!(
                "{}がひとつだけ、{}がついて行けないところへ動きました。場所の中身はエリアの中でまとめて動きます。その場所が置く位置のままです",
                named(game, what, Lang::Ja),
                place(game, *p, Lang::Ja)
            ),
        ),
        Stray::Turned { what, degrees } => say(
            lang,
            format!(
                "{} is turned {degrees}°: the layout has no rotation; it starts upright",
                named(game, what, Lang::En)
            ),
            format!(
                "{}が{degrees}°回っています。配置に回転はないので、まっすぐのままです",
                named(game, what, Lang::Ja)
            ),
        ),
        Stray::PutAway { what } => say(
            lang,
            format!(
                "{} was put away in an inventory: the layout puts it on the table",
                named(game, what, Lang::En)
            ),
            format!(
                "{}はインベントリにしまわれています。配置ではテーブルの上に置かれます",
                named(game, what, Lang::Ja)
            ),
        ),
        Stray::Missing { what } => say(
            lang,
            format!(
                "{} is not in the save: it stays where the definition puts it",
                named(game, what, Lang::En)
            ),
            format!(
                "{}がセーブにありません。定義どおりの場所のままです",
                named(game, what, Lang::Ja)
            ),
        ),
        Stray::Added { what } => say(
            lang,
            format!(
                "{} is not in the room as built (a copy made in the app?): a layout keeps no copies",
                named(game, what, Lang::En)
            ),
            format!(
                "{}は作ったときのルームにありません（アプリで作ったコピー？）。配置にはコピーを残せません",
                named(game, what, Lang::Ja)
            ),
        ),
        Stray::NoteElsewhere {
            note: n,
            built,
            left,
        } => say(
            lang,
            format!(
                "{} would stand at {} in the rebuilt room, not at {} where it was left: notes stand where their area puts them, clear of the places of play",
                note(game, *n, Lang::En),
                note_at(built),
                note_at(left)
            ),
            format!(
                "{}は作り直したルームでは {} に立ち、置いた {} にはなりません。メモはエリアが決める位置に、遊ぶ場所をふさがないように立ちます",
                note(game, *n, Lang::Ja),
                note_at(built),
                note_at(left)
            ),
        ),
        Stray::NoteMissing { note: n } => say(
            lang,
            format!(
                "{} is not in the save: it stays as it is",
                note(game, *n, Lang::En)
            ),
            format!(
                "{}がセーブにありません。元のままです",
                note(game, *n, Lang::Ja)
            ),
        ),
    }
}
