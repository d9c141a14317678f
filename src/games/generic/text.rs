//! The generic referee's words, and its listing of what lies where.

use crate::definition::Lang;
use crate::games::common::{Case, score, spot_name, sum_name};
use crate::report::{PlaceReport, Say, Words};

pub struct PhaseName {
    pub over: bool,
}

impl Say for PhaseName {
    fn say(&self, w: &Words) -> String {
        if self.over {
            w.t("終了（定義により）", "finished (as the definition says)")
        } else {
            w.t("プレイ中", "in play")
        }
    }
}

pub struct Provisional;

impl Say for Provisional {
    fn say(&self, w: &Words) -> String {
        w.t(
            "※ このゲームの定義は終わりを決めていないため、順位は暫定です。",
            "Note: this game's definition declares no end, so the standing is provisional.",
        )
    }
}

/// What decided, in the generic referee's words.
pub struct Decided(pub score::Decided);

impl Decided {
    pub fn code(&self) -> &'static str {
        match self.0 {
            score::Decided::Provisional => "provisional",
            score::Decided::Highest => "highest",
            score::Decided::TieBreak(_) => "tiebreak",
            score::Decided::Shared => "shared",
        }
    }
}

impl Say for Decided {
    fn say(&self, w: &Words) -> String {
        match self.0 {
            score::Decided::Provisional => w.t(
                "暫定: 今の合計が最も高い",
                "provisional: highest total so far",
            ),
            score::Decided::Highest => w.t("合計が最も高い", "highest total"),
            score::Decided::TieBreak(n) => {
                let tie_break = w
                    .game
                    .referee
                    .score
                    .as_ref()
                    .and_then(|s| s.tie_breaks.get(n - 1));
                match tie_break.filter(|t| t.name.is_some()) {
                    Some(t) => {
                        let name = sum_name(t, w);
                        w.t(
                            &format!("同点: {name}で決定"),
                            &format!("tie: decided by {name}"),
                        )
                    }
                    None => w.t(
                        &format!("同点: 第{n}の比較で決定"),
                        &format!("tie: decided by tie-break {n}"),
                    ),
                }
            }
            score::Decided::Shared => w.t("同点のまま: 勝利を分け合う", "still tied: a shared win"),
        }
    }
}

/// What lies in each seat and shared area, face up or down, held: before the end, a card
/// the table cannot see by its kind alone.
pub fn places(case: Case, w: &Words) -> Vec<PlaceReport> {
    // Per place, each thing with how many of it lie there in a row: cards the table cannot
    // see read alike, and a face-down deck is one entry counted (「…（裏）×7」).
    let mut places: Vec<(String, Vec<(String, usize)>)> = Vec::new();
    let mut add = |place: String, thing: String, hidden: bool| {
        let things = match places.iter_mut().find(|(p, _)| *p == place) {
            Some((_, things)) => things,
            None => {
                places.push((place, Vec::new()));
                &mut places.last_mut().expect("just pushed").1
            }
        };
        match things.last_mut() {
            Some((last, n)) if hidden && *last == thing => *n += 1,
            _ => things.push((thing, 1)),
        }
    };
    for (i, t) in case.position.things.iter().enumerate() {
        let place = spot_name(w, &t.spot);
        let mut state = Vec::new();
        if t.component.is_card() {
            state.push(if t.face_up {
                w.t("表", "face up")
            } else {
                w.t("裏", "face down")
            });
        }
        if t.private {
            state.push(w.t("自分だけ見る", "held"));
        }
        // A piece shows what players typed into it (their name); a card its own name.
        let typed = !t.component.is_card() && !t.name.trim().is_empty();
        let hidden = !typed && w.veil.withhold(|x| x.thing == i) > 0;
        let name = if typed {
            w.quote(&t.name)
        } else if hidden {
            w.hidden_card(t.component)
        } else {
            w.component_name(t.component, t.owner_seat)
        };
        let thing = if state.is_empty() {
            name
        } else if w.lang == Lang::Ja {
            format!("{name}（{}）", state.join("・"))
        } else {
            format!("{name} ({})", state.join(", "))
        };
        add(place, thing, hidden);
    }
    places
        .into_iter()
        .map(|(place, things)| PlaceReport {
            place,
            things: things
                .into_iter()
                .map(|(thing, n)| match n {
                    1 => thing,
                    n => format!("{thing}×{n}"),
                })
                .collect(),
        })
        .collect()
}
