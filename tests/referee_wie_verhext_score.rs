//! Wie verhext!'s score is the `[referee.score]` of its `game.toml`: editing it in a copy of
//! the templates changes the totals and the winner. Card points as in
//! `referee_wie_verhext.rs` (copper, silver and iron piles from the top: 2, 2, 3, 3, 4 raven,
//! 5, 6 raven; shelves: 2, 2, 3 raven, 4, 5 raven); each player starts with 1 red, 1 green and
//! 1 white drop, 2 gold and no vials.

use crate::common;
use common::table::Table;
use common::witch::*;
use common::*;
use std::path::{Path, PathBuf};

/// A copy of the Wie verhext! templates with `from` replaced by `to` in its `game.toml`.
fn edited(name: &str, from: &str, to: &str) -> PathBuf {
    let copy = GameCopy::new(name, "wie-verhext");
    copy.edit("game.toml", from, to);
    copy.templates
}

fn witch(templates: &Path, name: &str) -> Witch {
    Witch::from_table(Table::build_from(templates, "wie-verhext", 5, name), 5)
}

fn referee(w: &Witch, templates: &Path) -> (Report, i32) {
    w.t.referee(&["--templates", templates.to_str().unwrap()])
}

/// The position of `w9_scores_are_card_points_plus_vials`, vials no longer scoring: seat 1
/// holds copper 2 + 2 = 4 (its 1 vial counts nothing), seat 2 iron 2 (3 vials, nothing),
/// seat 3 the ingredient shelf 2. Seat 1 leads alone, where the stock rules have 5, 5, 2.
#[test]
fn vials_dropped_from_the_score_count_nothing() {
    let templates = edited(
        "wv-score-novials",
        "counters = [\"vials\"]\n",
        "counters = []\n",
    );
    let mut w = witch(&templates, "wv-score-novials-t");
    w.choose_all();
    w.finish_round();
    w.take_tops(1, "copper", 2);
    w.take_top(2, "iron");
    w.take_top(3, "ingredient-shelf");
    w.player(1, "小瓶", 1);
    w.player(2, "小瓶", 3);
    let (v, code) = referee(&w, &templates);
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.scores(), [Some(4), Some(2), Some(2), Some(0), Some(0)]);
    assert!(v.winners.is_empty());
    assert_eq!(v.leaders, [1]);
    assert_eq!(v.decided(), "provisional-points");
    let lines: Vec<String> = v.players[1]
        .breakdown
        .iter()
        .map(|l| format!("{} {}", l.label, l.points))
        .collect();
    assert_eq!(lines, ["鉄の大釜1枚 2"]);
}

/// The end of a 5-player game (four ravens, every hand played out): seat 1 copper 1–5 (14)
/// and 2 vials = 16, seat 2 silver 1–5 (14) and 2 vials = 16, seat 3 iron 1–5 = 14, seat 4
/// gold shelves 1–3 = 7. Drops and gold left: seat 1 red 1, green 0, white 2, gold 3 = 6;
/// seat 2 red 1, green 1, white 1, gold 3 = 6.
fn tied_end(w: &mut Witch) {
    w.choose_all();
    w.take_tops(1, "copper", 5);
    w.take_tops(2, "silver", 5);
    w.take_tops(3, "iron", 5);
    w.take_tops(4, "gold-shelf", 3);
    w.player(1, "小瓶", 2);
    w.player(2, "小瓶", 2);
    w.player(1, "緑", 0);
    w.player(1, "白", 2);
    w.player(1, "金塊", 3);
    w.player(2, "金塊", 3);
    w.finish_round();
}

/// With the stock tie-break the table above is a shared win (16 each, 6 left each); a second
/// tie-break by green drops alone gives it to seat 2 (1 green to seat 1's 0).
#[test]
fn a_second_tie_break_decides_a_shared_win() {
    let mut stock = Witch::new(5, "wv-score-shared");
    tied_end(&mut stock);
    let (v, code) = stock.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.phase, "over");
    assert_eq!(v.scores()[..2], [Some(16), Some(16)]);
    assert_eq!(v.winners, [1, 2]);
    assert_eq!(v.decided(), "tiebreak-shared");
    assert_eq!(
        v.decided_by.as_ref().unwrap().message,
        "勝利点も、残ったしずくと金塊の合計も同じなので共同勝利"
    );

    let from = "\"gold\"] },\n]";
    let templates = edited(
        "wv-score-green",
        from,
        "\"gold\"] },\n  { counters = [\"green\"] },\n]",
    );
    let mut w = witch(&templates, "wv-score-green-t");
    tied_end(&mut w);
    let (v, code) = referee(&w, &templates);
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.scores()[..2], [Some(16), Some(16)]);
    assert_eq!(v.winners, [2]);
    assert_eq!(v.decided(), "tiebreak");
    assert_eq!(
        v.decided_by.as_ref().unwrap().message,
        "勝利点が同じで、残ったしずくと金塊の合計も同じで、緑の合計が最も多い"
    );
    assert_eq!(v.ranks(), [2, 1, 3, 4, 5]);
}

/// The stock tie-break in the rulebook's words: seat 2 with 2 gold left (5) loses the tie to
/// seat 1's 6.
#[test]
fn the_stock_tie_break_is_the_drops_and_gold_left() {
    let mut w = Witch::new(5, "wv-score-leftovers");
    tied_end(&mut w);
    w.player(2, "金塊", 2);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "tiebreak-leftovers");
    assert_eq!(
        v.decided_by.as_ref().unwrap().message,
        "勝利点が同じで、残ったしずくと金塊の合計が最も多い"
    );
}
