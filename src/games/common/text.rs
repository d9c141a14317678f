//! The words for what every game shares: save problems, conservation, the player count,
//! and the notes on how the table was read.

use super::Common;
use super::score::Part;
use crate::definition::{Lang, Sum};
use crate::referee::position::Foreign;
use crate::referee::save::Kind;
use crate::referee::{PlaceId, Spot};
use crate::report::{Say, Words};

impl Say for Common {
    fn say(&self, w: &Words) -> String {
        let comp = |c, s| w.located(c, s);
        match self {
            Common::Missing {
                component,
                seat,
                missing,
                expected,
            } => w.t(
                &format!("{}が{missing}個足りません（{expected}個のはず）", comp(*component, *seat)),
                &format!("{}: {missing} missing (expected {expected})", comp(*component, *seat)),
            ),
            Common::Duplicated {
                component,
                seat,
                extra,
                expected,
            } => w.t(
                &format!(
                    "{}が{extra}個多すぎます（{expected}個のはず）: 複製されています",
                    comp(*component, *seat)
                ),
                &format!(
                    "{}: {extra} too many (expected {expected}); it was duplicated",
                    comp(*component, *seat)
                ),
            ),
            Common::Outside {
                component,
                seat,
                x,
                y,
            } => w.t(
                &format!(
                    "{}がどの場所にもありません（x={x:.0}, y={y:.0}）: 席か共有の場所に戻してください",
                    comp(*component, *seat)
                ),
                &format!(
                    "{} lies outside every area (x={x:.0}, y={y:.0}): put it back in a seat or shared area",
                    comp(*component, *seat)
                ),
            ),
            Common::OffTable { component, seat } => w.t(
                &format!("{}がテーブルの上にありません", comp(*component, *seat)),
                &format!("{} is not on the table", comp(*component, *seat)),
            ),
            Common::PlayerCount { count, min, max } => w.t(
                &format!(
                    "プレイヤーは{count}人です（{min}〜{max}人のゲーム）: 名前の駒に名前を入れるか --players で人数を指定してください"
                ),
                &format!(
                    "{} found ({min}–{max} play this game): type names into the name pieces or pass --players",
                    w.players(*count)
                ),
            ),
            Common::SeveralRooms(rooms) => {
                let (n, list) = (rooms.len(), rooms.join(", "));
                let last = rooms.last().map_or("", String::as_str);
                w.t(
                    &format!(
                        "セーブに{n}つのルームデータ（{list}）があります: udonariumは順に読み込み、最後の{last}のルームだけが残るので、それを審査しました。1つのルームだけを保存してください"
                    ),
                    &format!(
                        "the save holds {n} room documents ({list}): udonarium loads them in order and keeps only the last one's room, {last}, which is judged; save one room only"
                    ),
                )
            }
            Common::OtherGame { game, objects } => w.t(
                &format!("別のゲーム（{game}）の部品が{objects}個テーブルにあります"),
                &format!("{objects} components of another game (`{game}`) lie on the table"),
            ),
            Common::BadNumber {
                component,
                seat,
                attribute,
            } => w.t(
                &format!(
                    "{}の `{attribute}` が数ではありません（0として読みました）",
                    comp(*component, *seat)
                ),
                &format!(
                    "{}'s `{attribute}` is not a number (read as 0)",
                    comp(*component, *seat)
                ),
            ),
            Common::CounterOutOfRange {
                component,
                seat,
                counter,
                value,
                min,
                max,
            } => w.t(
                &format!(
                    "{}の「{counter}」が{min}から{max}までの整数ではありません（「{value}」）: 数えませんでした",
                    comp(*component, *seat),
                ),
                &format!(
                    "{}'s `{counter}` is not a whole number from {min} to {max} (“{value}”): not counted",
                    comp(*component, *seat),
                ),
            ),
        }
    }
}

/// What the report notes about how the table was read.
#[derive(Debug, Clone)]
pub enum CommonNote {
    /// Players sat elsewhere than the room was built for (0-based seats).
    SeatsMoved {
        built: Vec<usize>,
        played: Vec<usize>,
    },
    RecognisedByImage(usize),
    /// The room carries no record: it was placed and read by the older version of the
    /// definition that built it.
    OldLayout(u32),
    /// The room of the current version carries no record: only its components were
    /// counted.
    NoRecord,
    /// Objects on the table that are not the game's: named, never silently ignored.
    Foreign(Vec<Foreign>),
}

impl Say for CommonNote {
    fn say(&self, w: &Words) -> String {
        let list = |seats: &[usize]| {
            let names: Vec<String> = seats.iter().map(|s| w.seat(*s)).collect();
            names.join(if w.lang == Lang::Ja { "、" } else { ", " })
        };
        match self {
            CommonNote::SeatsMoved { built, played } => w.t(
                &format!(
                    "ルームは{}用（{}）に作られましたが、テーブルでは{}でプレイされています: テーブルに従って判定しました。",
                    w.players(built.len()),
                    list(built),
                    list(played)
                ),
                &format!(
                    "The room was built for {} ({}), but the table shows play at {}: refereed as the table shows.",
                    w.players(built.len()),
                    list(built),
                    list(played)
                ),
            ),
            CommonNote::RecognisedByImage(n) => w.t(
                &format!("{n}個の部品は識別情報がなく、表の画像で判別しました。"),
                &format!("{n} components had lost their identity and were recognised by their face."),
            ),
            CommonNote::OldLayout(v) => w.t(
                &format!("このルームは定義の版{v}で作られています。その版の定義と配置で判定しました。"),
                &format!("This room was built by version {v} of the definition and was refereed with that version's definition and layout."),
            ),
            CommonNote::NoRecord => w.t(
                "このルームには記録（テーブルの udonforge-room 属性）がありません。フォークや編集で消えたもので、席や場所がどこにあるか分からないため、部品の数（不足・重複・別のゲームの部品）だけを確かめました。置き場所と得点は判定していません。",
                "This room carries no record (the table's udonforge-room attribute: a fork or an editor dropped it), so where its seats and places lie is not known: only its components were counted (missing, duplicated, another game's). Where they lie and the scores are not judged.",
            ),
            CommonNote::Foreign(objects) => {
                // A table strewn with thousands of objects gets a readable note: the first
                // few by name, the rest counted.
                const NAMED: usize = 10;
                let mut named: Vec<String> = objects
                    .iter()
                    .take(NAMED)
                    .map(|o| {
                        let what = foreign_name(w, o);
                        let at = spot_name(w, &o.spot);
                        w.t(&format!("{what}（{at}）"), &format!("{what} ({at})"))
                    })
                    .collect();
                if objects.len() > NAMED {
                    let more = objects.len() - NAMED;
                    named.push(w.t(&format!("ほか{more}個"), &format!("{more} more")));
                }
                w.t(
                    &format!(
                        "ゲームの部品ではないオブジェクトが{}個あります（判定には使いません）: {}",
                        objects.len(),
                        named.join("、")
                    ),
                    &format!(
                        "{} on the table {} not components of the game (not refereed): {}",
                        match objects.len() {
                            1 => "1 object".to_string(),
                            n => format!("{n} objects"),
                        },
                        if objects.len() == 1 { "is" } else { "are" },
                        named.join(", ")
                    ),
                )
            }
        }
    }
}

/// What a report read before the game's end kept back: seats' identities and scores, and
/// cards it named nowhere.
pub struct HiddenNote {
    pub identities: usize,
    pub scores: usize,
    pub cards: usize,
}

impl Say for HiddenNote {
    fn say(&self, w: &Words) -> String {
        let mut ja = Vec::new();
        let mut en = Vec::new();
        let plural =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        if self.identities > 0 {
            ja.push(format!("{}人の正体", self.identities));
            en.push(plural(self.identities, "identity", "identities"));
        }
        if self.scores > 0 {
            ja.push(format!("{}人の得点と順位", self.scores));
            en.push(plural(self.scores, "score", "scores") + " and the standing");
        }
        if self.cards > 0 {
            ja.push(format!("伏せたカード{}枚", self.cards));
            en.push(plural(self.cards, "hidden card", "hidden cards"));
        }
        let (reveal_ja, reveal_en) = if w.on_page {
            (
                "「伏せた情報も表示する」で表示",
                "“Show what is hidden” shows them",
            )
        } else {
            ("`--reveal` で表示", "`--reveal` shows them")
        };
        w.t(
            &format!(
                "※ ゲームが終わるまで表示しません: {}（テーブルから見えないもの。{reveal_ja}）",
                ja.join("、")
            ),
            &format!(
                "Note: not shown until the game is over: {} (what the table cannot see; {reveal_en})",
                en.join(", ")
            ),
        )
    }
}

/// An object that is no component, by its kind and the name players see.
fn foreign_name(w: &Words, o: &Foreign) -> String {
    let kind = match o.kind {
        Kind::Card => w.t("カード", "card"),
        Kind::Piece => w.t("駒", "piece"),
        Kind::Die => w.t("ダイス", "die"),
        Kind::Note => w.t("メモ", "note"),
    };
    let name = o.name.trim();
    if name.is_empty() {
        kind
    } else if w.lang == Lang::Ja {
        format!("{kind}{}", w.quote(name))
    } else {
        format!("{kind} {}", w.quote(name))
    }
}

/// Where something lies, as the report names places: a seat (and zone), a shared area, a
/// track square, outside every area, off the table.
pub fn spot_name(w: &Words, spot: &Spot) -> String {
    let layout = &w.game.layout;
    match spot {
        Spot::Seat { seat, zone } => match zone {
            Some(PlaceId::Defined(z)) => {
                format!("{} {}", w.seat(*seat), layout.zone_of(*z).name.get(w.lang))
            }
            // A place only the room's record has is named by its id.
            Some(PlaceId::RecordOnly(id)) => format!("{} {id}", w.seat(*seat)),
            None => w.seat(*seat),
        },
        Spot::Area(PlaceId::Defined(a)) => layout.area_of(*a).name.get(w.lang).to_string(),
        Spot::Area(PlaceId::RecordOnly(id)) => id.clone(),
        Spot::Square(n) => w.t(
            &format!("トラックのマス{}", n + 1),
            &format!("track square {}", n + 1),
        ),
        Spot::Outside => w.t("どの場所でもない", "outside every area"),
        Spot::OffTable => w.t("テーブルの外", "off the table"),
    }
}

/// Where something lies, as a sentence names the place it lies at (「…にあります」 / "lies at
/// …"): a seat's zone with its seat (「席2（Ben）の「速度ゲージ」」), a shared area by its name
/// (「「盤外」」), a track square.
pub fn place_name(w: &Words, spot: &Spot) -> String {
    let layout = &w.game.layout;
    match spot {
        Spot::Seat {
            seat,
            zone: Some(zone),
        } => {
            let name = match zone {
                PlaceId::Defined(z) => layout.zone_of(*z).name.get(w.lang).to_string(),
                PlaceId::RecordOnly(id) => id.clone(),
            };
            w.t(
                &format!("{}の{}", w.seat(*seat), w.quote(&name)),
                &format!("{} of {}", w.quote(&name), w.seat(*seat)),
            )
        }
        Spot::Area(_) => w.quote(&spot_name(w, spot)),
        Spot::Outside => w.t("どの場所でもない所", "a spot outside every area"),
        Spot::OffTable => w.t("テーブルの外", "a place off the table"),
        Spot::Seat { .. } | Spot::Square(_) => spot_name(w, spot),
    }
}

/// Fixed words a game names by reference (`Rules::score_name` and the like).
pub struct Fixed {
    pub ja: &'static str,
    pub en: &'static str,
}

impl Say for Fixed {
    fn say(&self, w: &Words) -> String {
        w.t(self.ja, self.en)
    }
}

/// The declared score's name (`[referee.score] name`), else the game's own word for it.
pub struct ScoreName(pub Fixed);

impl Say for ScoreName {
    fn say(&self, w: &Words) -> String {
        match &w.game.referee.score {
            Some(s) => s.name.get(w.lang).to_string(),
            None => self.0.say(w),
        }
    }
}

/// A part of a sum by its name in the definition: the icon's label (else the card value's
/// key), the counter's name on the first piece that has it (or its die's).
impl Say for Part {
    fn say(&self, w: &Words) -> String {
        match self {
            Part::Cards(key) => w
                .game
                .icon(key)
                .map_or(key.clone(), |i| i.label.get(w.lang).to_string()),
            Part::Counter(id) => w
                .game
                .counter_name(id)
                .map_or(id.clone(), |name| name.get(w.lang).to_string()),
        }
    }
}

/// What a sum adds up, for a sentence: its declared name, else its parts' names.
pub fn sum_name(sum: &Sum, w: &Words) -> String {
    if let Some(name) = &sum.name {
        return name.get(w.lang).to_string();
    }
    let parts: Vec<String> = sum
        .cards
        .iter()
        .map(|k| Part::Cards(k.clone()))
        .chain(sum.counters.iter().map(|c| Part::Counter(c.clone())))
        .map(|p| p.say(w))
        .collect();
    parts.join(if w.lang == Lang::Ja { "・" } else { ", " })
}
