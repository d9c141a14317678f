//! Every sentence of the DELTACLE referee, in Japanese and English.

use super::Roles;
use super::breach::{BlessingAt, Breach};
use super::read::{CardPlace, Facing, Marker, SeatTable, Table};
use crate::games::common::{place_name, spot_name};
use crate::referee::Spot;
use crate::report::{Say, Secret, Words};

impl Say for Breach {
    fn say(&self, w: &Words) -> String {
        breach(self, w)
    }
}

fn square(w: &Words, i: usize) -> String {
    w.t(&format!("マス{}", i + 1), &format!("square {}", i + 1))
}

/// Where a seat's own thing lies, as a sentence names it: the place and whose it is (「席2
/// （Ken） 速度ゲージ」, a shared area, a track square); its own seat outside the zones its
/// things belong in.
fn place(w: &Words, own: usize, lies: &Spot) -> String {
    match lies {
        Spot::Seat { seat, zone: None } if *seat == own => w.t(
            &format!("自分の席（{}）の決まった場所の外", w.seat(own)),
            &format!("its own seat ({}) outside its places", w.seat(own)),
        ),
        spot => place_name(w, spot),
    }
}

/// A gem's name from the definition (静かの実（青）…).
fn gem(w: &Words, kind: usize, gem: usize) -> String {
    w.game.card_kinds[kind].items[gem]
        .name
        .get(w.lang)
        .to_string()
}

pub fn breach(b: &Breach, w: &Words) -> String {
    match b {
        Breach::Common { common, .. } => common.say(w),
        Breach::ChipsStray { count } => w.t(
            &format!("{count}枚のチップがゲームの外にあります（トラック・待機チップ・プレイヤーの手元のどれでもない）"),
            &format!("{count} chips lie out of play (not on the track, waiting, or at a player's seat)"),
        ),
        Breach::ChipsOffBoard { count, players: 2 } => w.t(
            &format!("「盤外」に{count}枚のチップがあります（出したカードのある手番の途中ではありません）: 盤外に移したチップは、その移動のうちに待機チップの山の上に戻します"),
            &format!("{count} chips lie off the board with no turn under way (no card played): chips a move sets aside go back onto the waiting piles within that move"),
        ),
        Breach::ChipsOffBoard { count, .. } => w.t(
            &format!("「盤外」に{count}枚のチップがあります: 盤外に移すのは2人プレイの移動中だけです"),
            &format!("{count} chips lie off the board: only a 2-player move sets chips aside"),
        ),
        Breach::EmblemEmpty { square: s } => w.t(
            &format!("紋章の{}にチップがありません: チップを取ったら待機チップから補充します", square(w, *s)),
            &format!("emblem {} holds no chip: a square whose chip was taken is refilled from the waiting chips", square(w, *s)),
        ),
        Breach::SquareCrowded { square: s, chips } => w.t(
            &format!("{}にチップが{chips}枚あります（1枚のはず）", square(w, *s)),
            &format!("{} holds {chips} chips (expected 1)", square(w, *s)),
        ),
        Breach::ChipOffEmblem { square: s } => w.t(
            &format!("紋章のない{}にチップがあります", square(w, *s)),
            &format!("a chip lies on {}, which has no emblem", square(w, *s)),
        ),
        Breach::ChipFaceDown { on_track, waiting } => w.t(
            &format!("裏向きのチップがあります（トラック{on_track}枚、待機チップ{waiting}枚）: どちらも表向きに置きます"),
            &format!("chips lie face down ({on_track} on the track, {waiting} waiting): both lie face up"),
        ),
        Breach::WaitingPiles { piles, chips } => w.t(
            &format!("待機チップ{chips}枚が{piles}つの山になっています: 山は2つ（山が尽きたらもう一方のトップを移して2枚見えるように）"),
            &format!("the {chips} waiting chips lie in {piles} piles: keep two piles (when one runs out, move the other's top chip over)"),
        ),
        Breach::TooManyLoose { seat, chips } => w.t(
            &format!("{}の手元に表向きのチップが{chips}枚あります: 3枚になったらすぐにペンタクルにします", w.seat(*seat)),
            &format!("{} has {chips} loose chips: three make a pentacle at once", w.seat(*seat)),
        ),
        Breach::LooseFaceDown { seat, chips } => w.t(
            &format!("{}の手元のチップ{chips}枚が裏向きです: ペンタクル以外のチップは表向き、ペンタクルは「ペンタクル」の枠に置きます", w.seat(*seat)),
            &format!("{chips} of the loose chips of {} lie face down: loose chips lie face up, pentacles in the pentacle slots", w.seat(*seat)),
        ),
        Breach::PentacleSize { seat, slot, chips } => w.t(
            &format!("{}のペンタクル{}がチップ{chips}枚です（3枚のはず）", w.seat(*seat), slot + 1),
            &format!("pentacle {} of {} has {chips} chips (expected 3)", slot + 1, w.seat(*seat)),
        ),
        Breach::PentacleFaceUp { seat, slot } => w.t(
            &format!("{}のペンタクル{}に表向きのチップがあります: ペンタクルは裏向きに重ねます", w.seat(*seat), slot + 1),
            &format!("pentacle {} of {} has a chip face up: pentacles lie face down", slot + 1, w.seat(*seat)),
        ),
        Breach::SeveralFinished { seats } => {
            let names: Vec<String> = seats.iter().map(|s| w.seat(*s)).collect();
            w.t(
                &format!("{}がペンタクルを3つ持っています: 最初の1人が3つ目を作った瞬間にゲームは終わります", names.join("、")),
                &format!("{} each have 3 pentacles: the game ends the moment the first completes a third", names.join(", ")),
            )
        }
        Breach::SpeedMissing { seat } => w.t(
            &format!("{}の速度マーカーがありません", w.seat(*seat)),
            &format!("{} has no speed marker", w.seat(*seat)),
        ),
        Breach::SpeedBeyond { seat } => w.t(
            &format!("{}の速度マーカーが速度ゲージの目盛りの外にあります: 速度は下限と上限の間です", w.seat(*seat)),
            &format!("the speed marker of {} lies beyond its gauge: speed stays between the limits", w.seat(*seat)),
        ),
        Breach::SpeedMarkerElsewhere { seat, lies } => w.t(
            &format!(
                "{}の速度マーカーが{}にあります: 速度マーカーは自分の個人ボードの速度ゲージに置きます",
                w.seat(*seat),
                place(w, *seat, lies)
            ),
            &format!(
                "the speed marker of {} lies at {}: it belongs on the speed gauge of its own board",
                w.seat(*seat),
                place(w, *seat, lies)
            ),
        ),
        Breach::SpeedMarkers { seat, markers } => w.t(
            &format!("{}の速度ゲージに速度マーカーが{markers}個あります", w.seat(*seat)),
            &format!("{markers} speed markers lie on the gauge of {}", w.seat(*seat)),
        ),
        Breach::HandSize { seat, hand, used, played } => w.t(
            &format!(
                "{}の手札{hand}枚・出したカード{played}枚・使用済み{used}枚はありえません: 手番の始めの手札は4・3・2枚（1枚になったら使用済みを手札に戻す）",
                w.seat(*seat)
            ),
            &format!(
                "{}: hand {hand}, played {played}, used {used} cannot happen: a turn starts with 4, 3 or 2 in hand (at 1 the used cards come back)",
                w.seat(*seat)
            ),
        ),
        Breach::SeveralPlayed { seat, cards } => w.t(
            &format!("{}が制御カードを{cards}枚出しています（1手番に1枚）", w.seat(*seat)),
            &format!("{} has {cards} control cards played (one a turn)", w.seat(*seat)),
        ),
        Breach::PlayedSideways { seat } => w.t(
            &format!("{}の出した加減速カードが横向きです: 加速か減速の文字を上に向けて出します", w.seat(*seat)),
            &format!("the accel/decel card of {} lies sideways: play it with acceleration or deceleration up", w.seat(*seat)),
        ),
        Breach::UsedFaceUp { seat, cards } => w.t(
            &format!("{}の使用済みカード{cards}枚が表向きです: 回復処理で裏向きにします", w.seat(*seat)),
            &format!("{cards} used cards of {} lie face up: recovery turns them face down", w.seat(*seat)),
        ),
        Breach::CardElsewhere { seat, lies } => w.t(
            &format!(
                "{}の制御カードが{}にあります: 制御カードは自分の席の手札・出したカード・使用済みに置きます",
                w.seat(*seat),
                place(w, *seat, lies)
            ),
            &format!(
                "a control card of {} lies at {}: control cards stay in their seat's hand, played and used places",
                w.seat(*seat),
                place(w, *seat, lies)
            ),
        ),
        Breach::PieceOffTrack { seat, lies } => {
            let at = lies.as_ref().map(|l| place(w, *seat, l));
            w.t(
                &format!(
                    "{}の駒がトラックの上になく{}: 取り除かれた駒は回復処理でスタートマスに戻します",
                    w.seat(*seat),
                    at.as_ref().map_or(String::new(), |a| format!("、{a}にあります"))
                ),
                &format!(
                    "the piece of {} is off the track{}: removed pieces return to their start square at recovery",
                    w.seat(*seat),
                    at.as_ref().map_or(String::new(), |a| format!(", at {a}"))
                ),
            )
        }
        Breach::PieceCount { seat, pieces } => w.t(
            &format!("{}の駒が{pieces}個あります（1個のはず）", w.seat(*seat)),
            &format!("{} has {pieces} pieces (expected 1)", w.seat(*seat)),
        ),
        Breach::BlessingNotHeld { card, lies } => {
            let at = match lies {
                BlessingAt::Outside { x, y } => w.t(
                    &format!("どの場所にもありません（x={x:.0}, y={y:.0}）"),
                    &format!("lies outside every area (x={x:.0}, y={y:.0})"),
                ),
                BlessingAt::Area(a) => {
                    let name = spot_name(w, &Spot::Area(a.clone()));
                    w.t(&format!("「{name}」にあります"), &format!("lies in “{name}”"))
                }
                BlessingAt::EmptySeat(s) => w.t(
                    &format!("空席の{}にあります", w.seat(*s)),
                    &format!("lies at {}, which nobody plays", w.seat(*s)),
                ),
            };
            let card = w.component(*card, None);
            w.t(
                &format!("{card}が{at}: 祝福カードは祝福プレイヤーの席（手元）に置きます"),
                &format!("{card} {at}: the blessing player keeps it at their seat"),
            )
        }
        Breach::StartsAdjacent { seats } => w.t(
            &format!("2人プレイで{}と{}のスタートマスが隣り合っています: 2人ではスタートマスを1つ飛ばしに使います", w.seat(seats[0]), w.seat(seats[1])),
            &format!("2 players on neighbouring start squares ({} and {}): 2 players use every other start square", w.seat(seats[0]), w.seat(seats[1])),
        ),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhaseName {
    Setup,
    Play,
    Over,
}

impl Say for PhaseName {
    fn say(&self, w: &Words) -> String {
        match self {
            PhaseName::Setup => w.t(
                "セットアップ（まだ誰も動いていない）",
                "setup (nobody has moved yet)",
            ),
            PhaseName::Play => w.t("ゲーム中", "in play"),
            PhaseName::Over => w.t(
                "終了（ペンタクルが3つそろった）",
                "over (a third pentacle was completed)",
            ),
        }
    }
}

pub struct Provisional;

impl Say for Provisional {
    fn say(&self, w: &Words) -> String {
        w.t(
            "※ まだ誰もペンタクルを3つ作っていないため、得点と順位は暫定です。",
            "Note: nobody has 3 pentacles yet, so scores and ranks are provisional.",
        )
    }
}

/// What decided the winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decided {
    /// The highest total alone.
    Score,
    /// A tie: every tied seat wins.
    SharedWin,
    /// A tie broken by who completed the third pentacle.
    Finisher,
    /// A tie broken by seat order from the blessing player.
    Blessing,
    /// Before the end: the standing so far.
    Provisional,
}

impl Decided {
    pub fn code(self) -> &'static str {
        match self {
            Decided::Score => "score",
            Decided::SharedWin => "tie-shared",
            Decided::Finisher => "tie-finisher",
            Decided::Blessing => "tie-blessing",
            Decided::Provisional => "provisional-score",
        }
    }
}

impl Say for Decided {
    fn say(&self, w: &Words) -> String {
        match self {
            Decided::Score => w.t("ペンタクルの合計得点", "the highest pentacle total"),
            Decided::SharedWin => w.t(
                "同点: 全員の勝ち（同点の決め方は不明のため仮の規則）",
                "a tie: a shared win (a placeholder: the rulebook's tie-break is unknown)",
            ),
            Decided::Finisher => w.t(
                "同点: 3つ目のペンタクルを作った人（仮の規則）",
                "a tie: whoever completed the third pentacle (a placeholder rule)",
            ),
            Decided::Blessing => w.t(
                "同点: 祝福プレイヤーから時計回りに近い人（仮の規則）",
                "a tie: the nearest clockwise from the blessing player (a placeholder rule)",
            ),
            Decided::Provisional => w.t(
                "暫定: ここまでのペンタクルの合計得点",
                "provisional: the pentacle totals so far",
            ),
        }
    }
}

/// A pentacle line of a seat's score: its number and its chips.
pub struct PentacleLine {
    pub gem_kind: usize,
    pub slot: usize,
    pub gems: Vec<usize>,
}

impl Say for PentacleLine {
    fn say(&self, w: &Words) -> String {
        let names: Vec<String> = self
            .gems
            .iter()
            .map(|g| gem(w, self.gem_kind, *g))
            .collect();
        w.t(
            &format!("ペンタクル{}（{}）", self.slot + 1, names.join("・")),
            &format!("pentacle {} ({})", self.slot + 1, names.join(", ")),
        )
    }
}

pub struct Notes;

impl Notes {
    /// The 2-player off-board chips, which belong to a move in progress.
    pub fn off_board(w: &Words, count: usize) -> String {
        w.t(
            &format!(
                "「盤外」に{count}枚のチップがあります（2人プレイの移動の途中として数えました）。"
            ),
            &format!("{count} chips lie off the board (counted as a 2-player move in progress)."),
        )
    }
}

/// What the referee read at one seat, for the report's listing: before the end, a card
/// or chip the table cannot see is counted, not named (the veil keeps it back).
pub fn seat_things(roles: &Roles, s: usize, seat: &SeatTable, w: &Words) -> Vec<String> {
    let mut out = Vec::new();
    let speeds: Vec<String> = seat
        .markers
        .iter()
        .map(|m| match m {
            Marker::Speed(v) => w.t(&format!("速度{v}"), &format!("speed {v}")),
            Marker::Beyond => w.t("速度: ゲージの外", "speed: beyond the gauge"),
            Marker::Elsewhere(lies) => w.t(
                &format!("速度: マーカーが{}に", place(w, s, lies)),
                &format!("speed: marker at {}", place(w, s, lies)),
            ),
        })
        .collect();
    out.extend(speeds);
    let count = |p: CardPlace| seat.cards_at(p).count();
    out.push(w.t(
        &format!(
            "手札{}枚・使用済み{}枚",
            count(CardPlace::Hand),
            count(CardPlace::Used)
        ),
        &format!(
            "hand {}, used {}",
            count(CardPlace::Hand),
            count(CardPlace::Used)
        ),
    ));
    let here = |secret: &Secret| secret.seat == Some(s);
    let kind = |secret: &Secret, k: usize| secret.component.card_kind() == Some(k);
    // The cards played this turn are revealed together (「一斉に公開し」): one still face
    // down is a choice the table has not seen.
    let played_hidden = w
        .veil
        .withhold(|x| here(x) && kind(x, roles.control) && x.zone == Some(roles.played))
        > 0;
    let control = &w.game.card_kinds[roles.control];
    for card in seat.cards_at(CardPlace::Played) {
        if played_hidden && !card.face_up {
            out.push(w.t(
                "出したカード: 裏向き（非公開）",
                "played: face down (hidden)",
            ));
            continue;
        }
        let item = &control.items[card.item];
        let name = item.name.get(w.lang);
        let how = match (item.ends.is_empty(), card.facing) {
            (true, _) => String::new(),
            (false, Facing::First) => w.t("（加速）", " (accelerate)"),
            (false, Facing::Second) => w.t("（減速）", " (decelerate)"),
            (false, Facing::Sideways) => w.t("（横向き）", " (sideways)"),
        };
        let face = if card.face_up {
            String::new()
        } else {
            w.t("・まだ裏向き", ", still face down")
        };
        out.push(w.t(
            &format!("出したカード: {name}{how}{face}"),
            &format!("played: {name}{how}{face}"),
        ));
    }
    let in_slot = |x: &Secret| x.zone == Some(roles.pentacles) && x.slot.is_some();
    let loose_hidden = w
        .veil
        .withhold(|x| here(x) && kind(x, roles.gem) && !in_slot(x))
        > 0;
    if !seat.loose.is_empty() {
        let names: Vec<String> = seat
            .loose
            .iter()
            .map(|c| match loose_hidden && !c.face_up {
                true => w.t("裏向きのチップ", "a face-down chip"),
                false => gem(w, roles.gem, c.gem),
            })
            .collect();
        out.push(w.t(
            &format!("手元のチップ: {}", names.join("・")),
            &format!("loose chips: {}", names.join(", ")),
        ));
    }
    for (slot, pentacle) in seat
        .pentacles
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.is_empty())
    {
        let hidden = w
            .veil
            .withhold(|x| here(x) && kind(x, roles.gem) && in_slot(x) && x.slot == Some(slot));
        if hidden > 0 {
            // What a pentacle holds stays face down until the end (「ペンタクルの内容を公開」).
            out.push(w.t(
                &format!(
                    "ペンタクル{}（裏向きのチップ{}枚）",
                    slot + 1,
                    pentacle.len()
                ),
                &format!("pentacle {} ({} face-down chips)", slot + 1, pentacle.len()),
            ));
            continue;
        }
        out.push(
            PentacleLine {
                gem_kind: roles.gem,
                slot,
                gems: pentacle.iter().map(|c| c.gem).collect(),
            }
            .say(w),
        );
    }
    match seat.pieces.as_slice() {
        [Some(sq)] => out.push(w.t(
            &format!("駒: マス{}", sq + 1),
            &format!("piece: square {}", sq + 1),
        )),
        [None] if seat.rear_ended == 1 => out.push(w.t(
            "駒: 追突された駒（回復処理でスタートマスへ）",
            "piece: rear-ended (back to its start square at recovery)",
        )),
        [None] => out.push(w.t("駒: トラックの外", "piece: off the track")),
        _ => {}
    }
    if seat.blessings > 0 {
        out.push(w.t("祝福カード", "blessing card"));
    }
    out
}

/// What the referee read on the track and in the centre.
pub fn track_things(table: &Table, w: &Words) -> Vec<String> {
    let emblems = table.emblem.iter().filter(|e| **e).count();
    let filled = table
        .squares
        .iter()
        .zip(&table.emblem)
        .filter(|(c, e)| **e && !c.is_empty())
        .count();
    let piles: Vec<String> = table.waiting.iter().map(|p| p.len().to_string()).collect();
    vec![
        w.t(
            &format!("紋章のマス{emblems}のうち{filled}にチップ"),
            &format!("chips on {filled} of {emblems} emblem squares"),
        ),
        w.t(
            &format!(
                "待機チップの山: {}",
                if piles.is_empty() {
                    "なし".into()
                } else {
                    piles.join("枚・") + "枚"
                }
            ),
            &format!(
                "waiting piles: {}",
                if piles.is_empty() {
                    "none".into()
                } else {
                    piles.join(", ")
                }
            ),
        ),
    ]
}
