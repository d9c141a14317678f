//! RITUAL / リチュアル: each seat's row read round by round, chant results, insanity, the end
//! of a ritual and its rewards, and the winner after three rituals.
//! Rule ids (R1…R13) are those of `shared/rules/ritual.toml`; decisions in the README.
//!
//! The room puts the altar above every seat's row, so a row card's chanted end is the end at
//! the top of the screen: rotation 0 chants the card's first end, 180 its second.

use super::common::Ledger;
use crate::definition::{End, Game, Lang};
use crate::referee::position::Spot;
use crate::referee::save::Kind;
use crate::referee::verdict::{Decision, Play, PlayerResult, RoundReport, ScoreLine, t};
use crate::referee::{Position, RefereeOptions, Thing, Verdict};
use std::collections::BTreeMap;

const CHANT: &str = "chant";
const SPELL: &str = "spell";
const INSANITY: &str = "insanity/insanity";
const ALTAR: &str = "altar/altar";
const NAME_PIECE: &str = "player-name";
const ROW: &str = "row";
const TRACK: &str = "round-track";
const EARLIER_RITUALS: [&str; 2] = ["ritual-1", "ritual-2"];
const ALTAR_AREA: &str = "altar";
const SUPPLY: &str = "supply";
const SET_ASIDE: &str = "set-aside";
const HAND_SIZE: usize = 6;
const ROUNDS: usize = 5;
const RITUALS: usize = 3;
const INSANE_AT: i64 = 5;
const EXACT: i64 = 10;

/// A ritual's round result (four cases of the rulebook).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Smooth,
    Unanimity,
    EvilAct,
    Swirl,
}

impl Outcome {
    fn name(self, lang: Lang) -> String {
        match self {
            Outcome::Smooth => t(lang, "順調", "smooth"),
            Outcome::Unanimity => t(lang, "無意識なる一致", "unwitting unanimity"),
            Outcome::EvilAct => t(lang, "邪悪な行い", "evil act"),
            Outcome::Swirl => t(lang, "狂気の渦", "swirl of madness"),
        }
    }

    /// The chant result for the spells chanted against an altar spell (A: chanted the altar
    /// spell, D: the others). A tie between D and A is an evil act (the English rulebook;
    /// the Japanese line is a misprint).
    fn of(chanted: &[&str], altar: &str) -> Outcome {
        let a = chanted.iter().filter(|s| **s == altar).count();
        let d = chanted.len() - a;
        let one_spell = chanted.windows(2).all(|w| w[0] == w[1]);
        if d == 0 {
            Outcome::Smooth
        } else if a == 0 && one_spell {
            Outcome::Unanimity
        } else if d <= a {
            Outcome::EvilAct
        } else {
            Outcome::Swirl
        }
    }

    /// How a card must lie after the round: (face up, with an insanity token).
    fn expected(self, chanted_altar: bool) -> (bool, bool) {
        match (self, chanted_altar) {
            (Outcome::Smooth | Outcome::Unanimity, _) => (true, false),
            (Outcome::EvilAct, true) => (false, false),
            (Outcome::EvilAct, false) => (true, false),
            (Outcome::Swirl, true) => (true, false),
            (Outcome::Swirl, false) => (true, true),
        }
    }
}

/// A card in a seat's row, as it lies.
struct RowCard<'a> {
    thing: &'a Thing,
    chanted: End,
    face_up: bool,
    insanity: usize,
}

impl RowCard<'_> {
    /// What the card counts for now (R10): face up +points, with insanity −points.
    fn counts(&self) -> i64 {
        match (self.face_up, self.insanity > 0) {
            (false, _) => 0,
            (true, false) => self.chanted.points,
            (true, true) => -self.chanted.points,
        }
    }
}

/// How the current ritual ended, if it has.
#[derive(Debug, Clone, PartialEq)]
enum Ending {
    /// Someone reached exactly 10 (seats listed) after this round.
    Accomplished { round: usize, tens: Vec<usize> },
    /// Five rounds played, or one player left.
    Proficient { round: usize },
}

struct SeatView {
    real: bool,
    name: String,
    /// Reward token values held, largest first.
    rewards: Vec<i64>,
    chant_cards: usize,
}

struct Judge<'a>(Ledger<'a>);

impl<'a> std::ops::Deref for Judge<'a> {
    type Target = Ledger<'a>;
    fn deref(&self) -> &Ledger<'a> {
        &self.0
    }
}

impl std::ops::DerefMut for Judge<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

/// What the current ritual's rows say.
struct RitualState {
    rounds: Vec<RoundReport>,
    totals: Vec<i64>,
    insane: Vec<Option<usize>>,
    ending: Option<Ending>,
    /// The points each seat gained in the last round played (for the next start player).
    last_round: Vec<i64>,
}

pub fn judge(game: &Game, position: &Position, options: &RefereeOptions) -> Verdict {
    let mut j = Judge(Ledger::new(game, position, options.lang));
    j.check_components("R1");
    let seats = j.seats(options.players);
    let real: Vec<usize> = (0..seats.len()).filter(|s| seats[*s].real).collect();
    let ritual = j.ritual_number();
    let spells = j.spells();
    let rows = j.rows(&real);
    let state = j.read_rounds(&real, &rows, &spells, ritual);
    j.check_hands(&seats, &state, &rows);
    let started = !state.rounds.is_empty() || spells.on_altar.is_some();
    let due = state
        .ending
        .as_ref()
        .map(|e| rewards(e, &real, &state.totals, &state.insane, seats.len()));
    let handed_out = j.check_rewards(&seats, &real, ritual, due.as_deref());
    let game_over = ritual == RITUALS && state.ending.is_some();
    j.verdict(
        seats,
        &real,
        ritual,
        started,
        state,
        due.filter(|_| !handed_out),
        game_over,
    )
}

/// Where the spell tokens lie.
struct Spells {
    /// The token face up on the altar: the round in progress.
    on_altar: Option<String>,
    /// The round track's slots (this ritual).
    track: Vec<Option<String>>,
    /// Face-up tokens around the altar, not on the track (used when the track is not).
    loose: Vec<String>,
}

impl<'a> Judge<'a> {
    /// Who sits where: a seat is played when a name was typed into its piece; if nobody
    /// typed one, every seat not marked 空席.
    fn seats(&mut self, players: Option<u32>) -> Vec<SeatView> {
        let game = self.game;
        let names = self.seat_names(NAME_PIECE);
        let real = self.played_seats(&names, players, "R2");
        let typed = names.typed;
        (0..game.seats.len())
            .map(|s| {
                let mut rewards: Vec<i64> = self
                    .position
                    .things
                    .iter()
                    .filter(|c| c.kind == Kind::Card && c.card_kind().starts_with("reward"))
                    .filter(|c| c.seat() == Some(s))
                    .map(|c| self.reward_value(c))
                    .collect();
                rewards.sort_unstable_by(|a, b| b.cmp(a));
                SeatView {
                    real: real[s],
                    name: typed[s]
                        .clone()
                        .unwrap_or_else(|| game.seats[s].short.get(self.lang).to_string()),
                    rewards,
                    chant_cards: self
                        .position
                        .of_kind(CHANT)
                        .filter(|c| c.seat() == Some(s))
                        .count(),
                }
            })
            .collect()
    }

    fn reward_value(&self, thing: &Thing) -> i64 {
        self.game
            .card_kind(thing.card_kind())
            .and_then(|k| k.item(thing.item()))
            .map_or(0, |i| i.value("reward"))
    }

    /// Rituals whose spell tokens were moved aside tell which ritual is under way.
    fn ritual_number(&mut self) -> usize {
        let filled: Vec<bool> = EARLIER_RITUALS
            .iter()
            .map(|area| {
                self.position
                    .of_kind(SPELL)
                    .any(|s| s.spot == Spot::Area(area.to_string()))
            })
            .collect();
        if filled[1] && !filled[0] {
            let msg = t(
                self.lang,
                "「2回目の儀式の呪文」に呪文マーカーがあるのに「1回目」が空です",
                "spell tokens lie in \"Spells of ritual 2\" but none in \"ritual 1\"",
            );
            self.breach("ritual-rows-out-of-order", "R8", msg);
        }
        1 + filled.iter().filter(|f| **f).count()
    }

    fn spells(&mut self) -> Spells {
        let lang = self.lang;
        let altar = self.position.of(ALTAR).next();
        let track_zone = self.game.layout.area(TRACK).cloned();
        let mut spells = Spells {
            on_altar: None,
            track: vec![None; track_zone.as_ref().map_or(ROUNDS, |z| z.slots as usize)],
            loose: Vec::new(),
        };
        let mut problems = Vec::new();
        for token in self.position.of_kind(SPELL) {
            let spell = token.item().to_string();
            let (x, y) = token.centre();
            let on_altar = altar.is_some_and(|a| a.covers(x, y));
            let what = self.describe(token);
            if on_altar {
                if !token.face_up {
                    continue;
                }
                if spells.on_altar.replace(spell).is_some() {
                    problems.push((
                        "two-altar-spells",
                        t(
                            lang,
                            "祭壇に表の呪文マーカーが2つ以上あります",
                            "more than one face-up spell token lies on the altar",
                        ),
                    ));
                }
                continue;
            }
            match &token.spot {
                Spot::Area(a) if a == TRACK => {
                    let zone = track_zone.as_ref().expect("the token lies in it");
                    let slot = zone.slot_at(&zone.rect, x / 50.0);
                    match slot {
                        _ if !token.face_up => problems.push((
                            "spell-face-down-on-track",
                            t(
                                lang,
                                &format!("{what}が「この儀式のラウンド」に伏せてあります: 表にしてください"),
                                &format!("{what} lies face down on the round track: turn it face up"),
                            ),
                        )),
                        Some(i) if spells.track[i].is_none() => spells.track[i] = Some(spell),
                        Some(i) => problems.push((
                            "track-slot-doubled",
                            t(
                                lang,
                                &format!("ラウンド{}の枠に呪文マーカーが2つあります", i + 1),
                                &format!("two spell tokens lie in round {}'s slot", i + 1),
                            ),
                        )),
                        None => {}
                    }
                }
                Spot::Area(a) if a == ALTAR_AREA && token.face_up => spells.loose.push(spell),
                Spot::Area(a) if a == ALTAR_AREA || EARLIER_RITUALS.contains(&a.as_str()) => {}
                Spot::Outside | Spot::OffTable => {}
                _ => problems.push((
                    "spell-astray",
                    t(
                        lang,
                        &format!("{what}は祭壇のまわりか呪文の枠に置きます"),
                        &format!("{what} belongs around the altar or on a spell track"),
                    ),
                )),
            }
        }
        for (code, msg) in problems {
            self.breach(code, "R8", msg);
        }
        spells
    }

    /// Every real seat's row, left to right, with each card's chanted end and tokens.
    fn rows(&mut self, real: &[usize]) -> Vec<Vec<RowCard<'a>>> {
        let lang = self.lang;
        let position = self.position;
        let game = self.game;
        let mut rows: Vec<Vec<RowCard<'a>>> = (0..game.seats.len()).map(|_| Vec::new()).collect();
        let mut problems = Vec::new();
        for card in position.of_kind(CHANT) {
            let Spot::Seat {
                seat,
                zone: Some(zone),
            } = &card.spot
            else {
                continue;
            };
            if zone != ROW {
                continue;
            }
            let Some(item) = game.card_kind(CHANT).and_then(|k| k.item(card.item())) else {
                continue;
            };
            let rotation = card.rotation.rem_euclid(360);
            if rotation == 90 || rotation == 270 {
                problems.push((
                    "card-sideways",
                    "R6",
                    t(
                        lang,
                        &format!(
                            "{}の列のカードが横向きです: 唱えた呪文を上（祭壇側）に向けてください",
                            self.seat_label(*seat)
                        ),
                        &format!(
                            "a card in {}'s row lies sideways: turn the chanted end up (toward the altar)",
                            self.seat_label(*seat)
                        ),
                    ),
                ));
            }
            let end = usize::from(rotation > 90 && rotation < 270);
            let Some(chanted) = item.ends.get(end).cloned() else {
                continue;
            };
            rows[*seat].push(RowCard {
                thing: card,
                chanted,
                face_up: card.face_up,
                insanity: 0,
            });
        }
        for row in &mut rows {
            row.sort_by(|a, b| a.thing.centre().0.total_cmp(&b.thing.centre().0));
        }
        // Insanity tokens lie on the card that earned them (R5).
        for token in position.of(INSANITY) {
            let (x, y) = token.centre();
            let on = rows
                .iter_mut()
                .flat_map(|r| r.iter_mut())
                .find(|c| c.thing.covers(x, y));
            match on {
                Some(card) => {
                    card.insanity += 1;
                }
                None if token.spot == Spot::Area(SUPPLY.into())
                    || matches!(token.spot, Spot::Outside | Spot::OffTable) => {}
                None => problems.push((
                    "insanity-astray",
                    "R5",
                    t(
                        lang,
                        "狂気マーカーが詠唱カードの上でもマーカー置き場でもない所にあります",
                        "an insanity token lies neither on a chant card nor in the supply",
                    ),
                )),
            }
        }
        for (s, row) in rows.iter().enumerate() {
            for (i, card) in row.iter().enumerate() {
                if card.insanity > 1 {
                    problems.push((
                        "insanity-doubled",
                        "R5",
                        t(
                            lang,
                            &format!(
                                "{}のラウンド{}のカードに狂気マーカーが{}個あります（1個のはず）",
                                self.seat_label(s),
                                i + 1,
                                card.insanity
                            ),
                            &format!(
                                "{}'s round {} card carries {} insanity tokens (one at most)",
                                self.seat_label(s),
                                i + 1,
                                card.insanity
                            ),
                        ),
                    ));
                }
            }
            if !row.is_empty() && !real.contains(&s) {
                problems.push((
                    "empty-seat-chanted",
                    "R3",
                    t(
                        lang,
                        &format!("空席の{}の列にカードがあります", self.seat_label(s)),
                        &format!(
                            "{}, an empty seat, has cards in its row",
                            self.seat_label(s)
                        ),
                    ),
                ));
            }
        }
        for (code, rule, msg) in problems {
            self.breach(code, rule, msg);
        }
        rows
    }

    /// R3–R10: every round of the ritual in order, against its altar spell.
    fn read_rounds(
        &mut self,
        real: &[usize],
        rows: &[Vec<RowCard>],
        spells: &Spells,
        ritual: usize,
    ) -> RitualState {
        let lang = self.lang;
        let seats = self.game.seats.len();
        let track_used = spells.track.iter().filter(|s| s.is_some()).count();
        let longest = real.iter().map(|s| rows[*s].len()).max().unwrap_or(0);
        let in_progress = spells.on_altar.is_some();
        // Completed rounds: the track's tokens, or without them the rows' length.
        let played = if track_used > 0 {
            if let Some(gap) = spells.track.iter().position(Option::is_none)
                && spells.track[gap..].iter().any(Option::is_some)
            {
                let msg = t(
                    lang,
                    &format!(
                        "「この儀式のラウンド」のラウンド{}の枠が空いています",
                        gap + 1
                    ),
                    &format!("round {}'s slot of the round track is empty", gap + 1),
                );
                self.breach("track-gap", "R8", msg);
            }
            track_used
        } else {
            longest.saturating_sub(usize::from(in_progress && longest > 0))
        };
        let mut state = RitualState {
            rounds: Vec::new(),
            totals: vec![0; seats],
            insane: vec![None; seats],
            ending: None,
            last_round: vec![0; seats],
        };
        let mut negative = vec![0i64; seats];
        let mut inferred: Vec<Vec<String>> = Vec::new();
        let mut active: Vec<usize> = real.to_vec();
        for round in 1..=played.min(ROUNDS) {
            if state.ending.is_some() {
                let msg = t(
                    lang,
                    &format!(
                        "儀式はラウンド{}の前に終わっています（ちょうど10点・5ラウンド・残り1人）が、まだカードが出されています",
                        round
                    ),
                    &format!(
                        "the ritual had ended before round {round} (exactly 10, five rounds or one player left), yet cards were played"
                    ),
                );
                self.breach("played-after-end", "R9", msg);
                break;
            }
            let plays: Vec<(usize, &RowCard)> = active
                .iter()
                .filter_map(|s| rows[*s].get(round - 1).map(|c| (*s, c)))
                .collect();
            if plays.is_empty() {
                break;
            }
            let chanted: Vec<&str> = plays.iter().map(|(_, c)| c.chanted.icon.as_str()).collect();
            let known = spells.track.get(round - 1).cloned().flatten();
            let (altar, altar_inferred) = match known {
                Some(a) => (Some(a), false),
                None => {
                    let fits = self.spells_fitting(&plays);
                    if fits.is_empty() {
                        let msg = t(
                            lang,
                            &format!(
                                "ラウンド{round}のカードの並びは、どの祭壇の呪文でもありえません"
                            ),
                            &format!("round {round}'s cards fit no altar spell at all"),
                        );
                        self.breach("no-altar-spell-fits", "R6", msg);
                    }
                    let single = (fits.len() == 1).then(|| fits[0].clone());
                    inferred.push(fits);
                    (single, true)
                }
            };
            let outcome = altar.as_deref().map(|a| Outcome::of(&chanted, a));
            if let (Some(altar), Some(outcome), false) = (&altar, outcome, altar_inferred) {
                self.check_round(round, altar, outcome, &plays);
            }
            state.last_round = vec![0; seats];
            for (s, card) in &plays {
                state.totals[*s] += card.counts();
                state.last_round[*s] = card.counts();
                if card.insanity > 0 && card.face_up {
                    negative[*s] += card.chanted.points;
                }
            }
            state.rounds.push(RoundReport {
                ritual,
                round,
                altar: altar.as_deref().map(|a| self.spell_label(a)),
                altar_inferred,
                result: outcome.map(|o| o.name(lang)),
                plays: plays
                    .iter()
                    .map(|(s, c)| Play {
                        seat: s + 1,
                        spell: self.spell_label(&c.chanted.icon),
                        points: c.chanted.points,
                        counts: c.counts(),
                    })
                    .collect(),
            });
            // Insanity first, then the exactly-10 end (README rules notes).
            for s in &plays {
                if negative[s.0] >= INSANE_AT && state.insane[s.0].is_none() {
                    state.insane[s.0] = Some(round);
                }
            }
            active.retain(|s| state.insane[*s].is_none());
            if active.is_empty() {
                self.0.notes.push(t(
                    lang,
                    &format!("ラウンド{round}で全員が発狂しました: この儀式はやり直しです（ラウンド1から）。"),
                    &format!("Everyone went insane in round {round}: the ritual starts over from round 1."),
                ));
                break;
            }
            let tens: Vec<usize> = active
                .iter()
                .copied()
                .filter(|s| state.totals[*s] == EXACT)
                .collect();
            if !tens.is_empty() {
                state.ending = Some(Ending::Accomplished { round, tens });
            } else if round == ROUNDS || (active.len() == 1 && real.len() > 1) {
                state.ending = Some(Ending::Proficient { round });
            }
        }
        self.check_row_lengths(real, rows, &state, played, in_progress);
        if !inferred.is_empty() {
            self.check_loose_spells(&inferred, &spells.loose);
        }
        state
    }

    /// The altar spells a round's cards could have been played against, as they lie.
    fn spells_fitting(&self, plays: &[(usize, &RowCard)]) -> Vec<String> {
        let chanted: Vec<&str> = plays.iter().map(|(_, c)| c.chanted.icon.as_str()).collect();
        self.spell_ids()
            .into_iter()
            .filter(|altar| {
                let outcome = Outcome::of(&chanted, altar);
                plays.iter().all(|(_, c)| {
                    let (up, insane) = outcome.expected(c.chanted.icon == *altar);
                    c.face_up == up && (c.insanity > 0) == insane
                })
            })
            .collect()
    }

    fn spell_ids(&self) -> Vec<String> {
        self.game
            .card_kind(SPELL)
            .map(|k| k.items.iter().map(|i| i.id.clone()).collect())
            .unwrap_or_default()
    }

    fn spell_label(&self, id: &str) -> String {
        self.game
            .icon(id)
            .map_or(id.to_string(), |i| i.label.get(self.lang).to_string())
    }

    /// R6: each card lies as the round's result requires.
    fn check_round(
        &mut self,
        round: usize,
        altar: &str,
        outcome: Outcome,
        plays: &[(usize, &RowCard)],
    ) {
        let lang = self.lang;
        let result = outcome.name(lang);
        for (s, card) in plays {
            let (up, insane) = outcome.expected(card.chanted.icon == altar);
            let who = self.seat_label(*s);
            let chant = format!(
                "{}{}",
                self.spell_label(&card.chanted.icon),
                card.chanted.points
            );
            if card.face_up != up {
                let (code, msg) = if up {
                    (
                        "wrongly-face-down",
                        t(
                            lang,
                            &format!(
                                "{who}のラウンド{round}のカード（{chant}）は{result}なので表のはずが、伏せてあります"
                            ),
                            &format!(
                                "{who}'s round {round} card ({chant}) is face down, but a {result} leaves it face up"
                            ),
                        ),
                    )
                } else {
                    (
                        "should-be-face-down",
                        t(
                            lang,
                            &format!(
                                "{who}のラウンド{round}のカード（{chant}）は{result}で祭壇の呪文を唱えたので伏せるはずが、表です"
                            ),
                            &format!(
                                "{who}'s round {round} card ({chant}) chanted the altar spell in an {result}, so it should lie face down"
                            ),
                        ),
                    )
                };
                self.breach(code, "R6", msg);
            }
            let has = card.insanity > 0;
            if card.face_up && has != insane {
                let (code, msg) = if insane {
                    (
                        "insanity-missing",
                        t(
                            lang,
                            &format!(
                                "{who}のラウンド{round}のカード（{chant}）は{result}なので狂気マーカーが乗るはずが、ありません"
                            ),
                            &format!(
                                "{who}'s round {round} card ({chant}) should carry an insanity token ({result}) but does not"
                            ),
                        ),
                    )
                } else {
                    (
                        "insanity-unearned",
                        t(
                            lang,
                            &format!(
                                "{who}のラウンド{round}のカード（{chant}）に狂気マーカーがありますが、{result}では受け取りません"
                            ),
                            &format!(
                                "{who}'s round {round} card ({chant}) carries an insanity token it did not earn ({result})"
                            ),
                        ),
                    )
                };
                self.breach(code, "R6", msg);
            }
            if !card.face_up && has {
                let msg = t(
                    lang,
                    &format!("{who}のラウンド{round}の伏せたカードに狂気マーカーがあります"),
                    &format!("an insanity token lies on {who}'s face-down round {round} card"),
                );
                self.breach("insanity-on-face-down", "R5", msg);
            }
        }
    }

    /// R3, R4: rows as long as the rounds played, shorter only for the insane.
    fn check_row_lengths(
        &mut self,
        real: &[usize],
        rows: &[Vec<RowCard>],
        state: &RitualState,
        played: usize,
        in_progress: bool,
    ) {
        let lang = self.lang;
        let last = state.rounds.len();
        for &s in real {
            let len = rows[s].len();
            let who = self.seat_label(s);
            let allowed = match state.insane[s] {
                Some(round) => round,
                None => played + usize::from(in_progress && state.ending.is_none()),
            };
            if len > allowed {
                let msg = match state.insane[s] {
                    Some(round) => t(
                        lang,
                        &format!(
                            "{who}はラウンド{round}で発狂して脱落したのに、列に{len}枚あります"
                        ),
                        &format!(
                            "{who} went insane in round {round} yet has {len} cards in their row"
                        ),
                    ),
                    None => t(
                        lang,
                        &format!("{who}の列に{len}枚ありますが、行われたラウンドは{played}です"),
                        &format!("{who}'s row holds {len} cards but {played} rounds were played"),
                    ),
                };
                let code = if state.insane[s].is_some() {
                    "insane-kept-chanting"
                } else {
                    "row-too-long"
                };
                self.breach(code, if code == "row-too-long" { "R3" } else { "R4" }, msg);
            } else if state.insane[s].is_none() && len < last.min(played) {
                let msg = t(
                    lang,
                    &format!(
                        "{who}の列は{len}枚ですが、行われたラウンドは{}です",
                        last.min(played)
                    ),
                    &format!(
                        "{who}'s row holds {len} cards but {} rounds were played",
                        last.min(played)
                    ),
                );
                self.breach("row-too-short", "R3", msg);
            }
        }
    }

    /// R7: without the round track, the altar spells the cards imply must be among the
    /// face-up tokens beside the altar.
    fn check_loose_spells(&mut self, inferred: &[Vec<String>], loose: &[String]) {
        let mut available: BTreeMap<&str, usize> = BTreeMap::new();
        for s in loose {
            *available.entry(s.as_str()).or_default() += 1;
        }
        if !assignable(inferred, &mut available) {
            let msg = t(
                self.lang,
                &format!(
                    "ラウンドの呪文が「この儀式のラウンド」に置かれておらず、祭壇のまわりの表の呪文マーカー（{}個）ではカードの結果を説明できません",
                    loose.len()
                ),
                &format!(
                    "the rounds' spells are not on the round track, and the {} face-up tokens beside the altar cannot account for the cards",
                    loose.len()
                ),
            );
            self.breach("altar-spells-unaccounted", "R7", msg);
        }
    }

    /// R2, R3: the set-aside pile and hands hold what the player count requires.
    fn check_hands(&mut self, seats: &[SeatView], state: &RitualState, rows: &[Vec<RowCard>]) {
        let lang = self.lang;
        let players = seats.iter().filter(|s| s.real).count();
        let total = self.game.card_kind(CHANT).map_or(0, |k| k.count(1));
        let aside = self
            .position
            .of_kind(CHANT)
            .filter(|c| c.spot == Spot::Area(SET_ASIDE.into()))
            .count();
        let want = total.saturating_sub(HAND_SIZE * players);
        if aside != want {
            let msg = t(
                lang,
                &format!(
                    "「使わないカード」に詠唱カードが{aside}枚あります（{players}人なら{want}枚）"
                ),
                &format!("{aside} chant cards are set aside ({want} with {players} players)"),
            );
            self.breach("set-aside-count", "R2", msg);
        }
        let started = !state.rounds.is_empty() || rows.iter().any(|r| !r.is_empty());
        for (s, seat) in seats.iter().enumerate() {
            let ok = if !seat.real {
                seat.chant_cards == 0
            } else if started {
                seat.chant_cards == HAND_SIZE
            } else {
                seat.chant_cards == 0 || seat.chant_cards == HAND_SIZE
            };
            if !ok {
                let msg = t(
                    lang,
                    &format!(
                        "{}に詠唱カードが{}枚あります（手札と列で6枚のはず）",
                        self.seat_label(s),
                        seat.chant_cards
                    ),
                    &format!(
                        "{} holds {} chant cards (hand and row make 6)",
                        self.seat_label(s),
                        seat.chant_cards
                    ),
                );
                self.breach("hand-size", "R3", msg);
            }
        }
    }

    /// R12, R13: the reward tokens held are what the ended rituals handed out. Returns
    /// whether the current ritual's rewards (if it has ended) are among them.
    fn check_rewards(
        &mut self,
        seats: &[SeatView],
        real: &[usize],
        ritual: usize,
        due: Option<&[i64]>,
    ) -> bool {
        let held: Vec<Vec<i64>> = real.iter().map(|s| seats[*s].rewards.clone()).collect();
        let earlier = ritual - 1;
        if let Some(due) = due {
            let mut rest = held.clone();
            let mut given = true;
            for (i, s) in real.iter().enumerate() {
                if due[*s] > 0 {
                    match rest[i].iter().position(|v| *v == due[*s]) {
                        Some(at) => {
                            rest[i].remove(at);
                        }
                        None => given = false,
                    }
                }
            }
            if given && explains(&rest, earlier) {
                return true;
            }
        }
        if !explains(&held, earlier) {
            let lang = self.lang;
            let holdings: Vec<String> = real
                .iter()
                .map(|s| {
                    let r: Vec<String> = seats[*s].rewards.iter().map(i64::to_string).collect();
                    format!("{} [{}]", self.game.seats[*s].short.get(lang), r.join(","))
                })
                .collect();
            let msg = t(
                lang,
                &format!(
                    "貢献マーカーの持ち方（{}）は、終わった{earlier}回の儀式で受け取れる組み合わせになりません",
                    holdings.join(" ")
                ),
                &format!(
                    "the reward tokens held ({}) are not what {earlier} finished ritual(s) can hand out",
                    holdings.join(" ")
                ),
            );
            self.breach("rewards-do-not-fit", "R12", msg);
        }
        false
    }

    #[allow(clippy::too_many_arguments)]
    fn verdict(
        mut self,
        seats: Vec<SeatView>,
        real: &[usize],
        ritual: usize,
        started: bool,
        state: RitualState,
        due: Option<Vec<i64>>,
        game_over: bool,
    ) -> Verdict {
        self.provenance_notes();
        let game = self.game;
        let lang = self.lang;
        let round_now = state.rounds.len();
        let (phase, phase_name) = match (&state.ending, started, ritual) {
            (_, false, 1) => (
                "setup".to_string(),
                t(lang, "準備（まだ始まっていない）", "setup (not started)"),
            ),
            (None, false, k) => (
                format!("ritual-{k}-setup"),
                t(
                    lang,
                    &format!("{k}回目の儀式の準備"),
                    &format!("ritual {k}, setting up"),
                ),
            ),
            (None, true, k) => (
                format!("ritual-{k}"),
                t(
                    lang,
                    &format!("{k}回目の儀式・ラウンド{}終了まで", round_now),
                    &format!("ritual {k}, {round_now} round(s) done"),
                ),
            ),
            (Some(_), _, k) if game_over => (
                "game-end".to_string(),
                t(
                    lang,
                    &format!("ゲーム終了（{k}回目の儀式が終了）"),
                    &format!("game end (ritual {k} finished)"),
                ),
            ),
            (Some(_), _, k) => (
                format!("ritual-{k}-ended"),
                t(
                    lang,
                    &format!("{k}回目の儀式が終了"),
                    &format!("ritual {k} finished"),
                ),
            ),
        };
        if let Some(ending) = &state.ending {
            let text = match ending {
                Ending::Accomplished { round, tens } => {
                    let names: Vec<String> = tens.iter().map(|s| self.seat_label(*s)).collect();
                    t(
                        lang,
                        &format!(
                            "熟達した詠唱: ラウンド{round}で{}がちょうど10点。",
                            names.join("・")
                        ),
                        &format!(
                            "Accomplished chanting: {} reached exactly 10 in round {round}.",
                            names.join(", ")
                        ),
                    )
                }
                Ending::Proficient { round } => t(
                    lang,
                    &format!("優秀な術者: ラウンド{round}で儀式が終了。"),
                    &format!("Proficient chanter: the ritual ended after round {round}."),
                ),
            };
            self.0.notes.push(text);
        }
        if let Some(due) = &due {
            let lines: Vec<String> = (0..due.len())
                .filter(|s| due[*s] > 0)
                .map(|s| format!("{} {}", self.seat_label(s), due[s]))
                .collect();
            self.0.notes.push(t(
                lang,
                &format!("この儀式の貢献マーカーがまだ配られていません: {}（得点には含めています）", lines.join("、")),
                &format!("This ritual's reward tokens are not handed out yet: {} (counted in the scores)", lines.join(", ")),
            ));
        }
        let reward_points = |s: usize| -> i64 {
            seats[s].rewards.iter().sum::<i64>() + due.as_ref().map_or(0, |d| d[s])
        };
        let mut players: Vec<PlayerResult> = seats
            .iter()
            .enumerate()
            .map(|(s, seat)| {
                let mut breakdown: Vec<ScoreLine> = Vec::new();
                for v in [3, 2, 1] {
                    let n = seat.rewards.iter().filter(|r| **r == v).count() as i64;
                    if n > 0 {
                        breakdown.push(ScoreLine {
                            label: t(
                                lang,
                                &format!("貢献マーカー{v}点×{n}"),
                                &format!("reward {v} × {n}"),
                            ),
                            points: v * n,
                        });
                    }
                }
                if let Some(d) = due.as_ref().map(|d| d[s]).filter(|d| *d > 0) {
                    breakdown.push(ScoreLine {
                        label: t(
                            lang,
                            "この儀式の分（未配布）",
                            "this ritual (not yet handed out)",
                        ),
                        points: d,
                    });
                }
                let status = state.insane[s].map(|round| {
                    t(
                        lang,
                        &format!("発狂（ラウンド{round}で脱落、この儀式の貢献マーカーなし）"),
                        &format!("insane (out since round {round}, no reward this ritual)"),
                    )
                });
                PlayerResult {
                    seat: s + 1,
                    seat_name: game.seats[s].name.get(lang).to_string(),
                    name: seat.name.clone(),
                    real: seat.real,
                    identity: None,
                    score: seat.real.then(|| reward_points(s)),
                    breakdown: if seat.real { breakdown } else { Vec::new() },
                    chant: (seat.real && started).then_some(state.totals[s]),
                    rank: None,
                    status: if seat.real { status } else { None },
                }
            })
            .collect();
        // Rank by reward points, then by this ritual's chant points (the game-end tie-break).
        let key = |s: usize| (reward_points(s), state.totals[s]);
        for &s in real {
            let better = real.iter().filter(|o| key(**o) > key(s)).count();
            players[s].rank = Some(better + 1);
        }
        let (winners, decided_by) = if game_over {
            winner(real, &reward_points, &state.totals, lang)
        } else {
            (Vec::new(), None)
        };
        let provisional_reason = (!game_over).then(|| {
            t(
                lang,
                "※ 3回目の儀式が終わるまで、順位は暫定です（貢献点、同点なら今の儀式の詠唱ポイント）。",
                "Note: until the third ritual ends, ranks are provisional (reward points, then this ritual's chant points).",
            )
        });
        Verdict {
            game: game.id.clone(),
            title: game.title.get(lang).to_string(),
            phase,
            phase_name,
            score_name: t(lang, "貢献点", "reward points"),
            unplayed_label: t(lang, "空席", "empty seat"),
            provisional: !game_over,
            provisional_reason,
            players,
            winners: winners.iter().map(|w| w + 1).collect(),
            decided_by,
            violations: self.0.violations,
            notes: self.0.notes,
            rounds: state.rounds,
        }
    }
}

/// The reward each seat earns when a ritual ends (R12): accomplished chanting or proficient
/// chanter. Insane players earn nothing and are left out of the ranking.
fn rewards(
    ending: &Ending,
    real: &[usize],
    totals: &[i64],
    insane: &[Option<usize>],
    seats: usize,
) -> Vec<i64> {
    let mut out = vec![0; seats];
    let eligible: Vec<usize> = real
        .iter()
        .copied()
        .filter(|s| insane[*s].is_none())
        .collect();
    let best_of = |among: &[usize]| -> Vec<usize> {
        let Some(top) = among.iter().map(|s| totals[*s]).max() else {
            return Vec::new();
        };
        among
            .iter()
            .copied()
            .filter(|s| totals[*s] == top)
            .collect()
    };
    match ending {
        Ending::Accomplished { tens, .. } if tens.len() > 1 => {
            for s in tens {
                out[*s] = 2;
            }
        }
        Ending::Accomplished { tens, .. } => {
            out[tens[0]] = 3;
            let rest: Vec<usize> = eligible
                .iter()
                .copied()
                .filter(|s| !tens.contains(s))
                .collect();
            for s in best_of(&rest) {
                out[s] = 1;
            }
        }
        Ending::Proficient { .. } => {
            let first = best_of(&eligible);
            for s in &first {
                out[*s] = 2;
            }
            if first.len() == 1 {
                let rest: Vec<usize> = eligible
                    .iter()
                    .copied()
                    .filter(|s| !first.contains(s))
                    .collect();
                for s in best_of(&rest) {
                    out[s] = 1;
                }
            }
        }
    }
    out
}

/// Whether one ritual's handout is one the rules allow: a 3 with any 1s; several 2s alone;
/// or one 2 with any 1s.
fn legal_handout(values: &[i64]) -> bool {
    let count = |v: i64| values.iter().filter(|x| **x == v).count();
    let (threes, twos, ones) = (count(3), count(2), count(1));
    match (threes, twos) {
        (1, 0) => true,
        (0, 1) => true,
        (0, n) if n >= 2 => ones == 0,
        _ => false,
    }
}

/// Whether the tokens each player holds split into `rituals` legal handouts, each player
/// taking at most one token per ritual (R12, R13).
fn explains(held: &[Vec<i64>], rituals: usize) -> bool {
    if held.iter().any(|h| h.len() > rituals) {
        return false;
    }
    if rituals == 0 {
        return held.iter().all(Vec::is_empty);
    }
    // Choose this ritual's token for every player (or none), then explain the rest.
    fn choose(held: &[Vec<i64>], i: usize, picked: &mut Vec<i64>, rituals: usize) -> bool {
        if i == held.len() {
            if !legal_handout(picked) {
                return false;
            }
            let rest: Vec<Vec<i64>> = held
                .iter()
                .zip(picked.iter())
                .map(|(h, p)| {
                    let mut h = h.clone();
                    if let Some(at) = h.iter().position(|v| v == p) {
                        h.remove(at);
                    }
                    h
                })
                .collect();
            return explains(&rest, rituals - 1);
        }
        let mut options: Vec<i64> = held[i].clone();
        options.sort_unstable();
        options.dedup();
        // A player holding as many tokens as rituals left must take one now.
        if held[i].len() < rituals {
            options.push(0);
        }
        for v in options {
            picked.push(v);
            if choose(held, i + 1, picked, rituals) {
                return true;
            }
            picked.pop();
        }
        false
    }
    choose(held, 0, &mut Vec::new(), rituals)
}

/// Whether each inferred round can take its own face-up token of a fitting spell.
fn assignable(rounds: &[Vec<String>], available: &mut BTreeMap<&str, usize>) -> bool {
    let Some((first, rest)) = rounds.split_first() else {
        return true;
    };
    for spell in first {
        let Some(n) = available.get_mut(spell.as_str()).filter(|n| **n > 0) else {
            continue;
        };
        *n -= 1;
        let ok = assignable(rest, available);
        *available.get_mut(spell.as_str()).expect("present") += 1;
        if ok {
            return true;
        }
    }
    false
}

/// Game end: most reward points; tie → most chant points in the last ritual; still tied →
/// a shared win.
fn winner(
    real: &[usize],
    reward_points: &dyn Fn(usize) -> i64,
    totals: &[i64],
    lang: Lang,
) -> (Vec<usize>, Option<Decision>) {
    let Some(top) = real.iter().map(|s| reward_points(*s)).max() else {
        return (Vec::new(), None);
    };
    let leaders: Vec<usize> = real
        .iter()
        .copied()
        .filter(|s| reward_points(*s) == top)
        .collect();
    if leaders.len() == 1 {
        return (
            leaders,
            Some(Decision {
                code: "most-reward".into(),
                message: t(lang, "貢献点が最も多い", "most reward points"),
            }),
        );
    }
    let best = leaders.iter().map(|s| totals[*s]).max().unwrap_or(0);
    let still: Vec<usize> = leaders
        .iter()
        .copied()
        .filter(|s| totals[*s] == best)
        .collect();
    if still.len() == 1 {
        (
            still,
            Some(Decision {
                code: "last-ritual-chant".into(),
                message: t(
                    lang,
                    "貢献点が同点で、最後の儀式の詠唱ポイントが最も多い",
                    "tied on reward points; most chant points in the last ritual",
                ),
            }),
        )
    } else {
        (
            still,
            Some(Decision {
                code: "shared".into(),
                message: t(
                    lang,
                    "貢献点も最後の儀式の詠唱ポイントも同点: 引き分け",
                    "tied on reward points and last-ritual chant points: a shared win",
                ),
            }),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chant_results_follow_the_four_cases() {
        // Rulebook examples: red altar, 2 red + 3 green → swirl; 1 green + 4 yellow → swirl.
        assert_eq!(
            Outcome::of(&["red", "red", "green", "green", "green"], "red"),
            Outcome::Swirl
        );
        assert_eq!(
            Outcome::of(&["green", "yellow", "yellow", "yellow", "yellow"], "red"),
            Outcome::Swirl
        );
        // All green against red: unwitting unanimity.
        assert_eq!(
            Outcome::of(&["green", "green", "green"], "red"),
            Outcome::Unanimity
        );
        // Two against two is an evil act (the tie).
        assert_eq!(
            Outcome::of(&["red", "red", "green", "yellow"], "red"),
            Outcome::EvilAct
        );
        assert_eq!(Outcome::of(&["red", "red"], "red"), Outcome::Smooth);
    }

    #[test]
    fn handouts_follow_the_ritual_results() {
        assert!(legal_handout(&[3, 1, 1, 0]));
        assert!(legal_handout(&[2, 2, 0]));
        assert!(legal_handout(&[2, 1, 1]));
        assert!(!legal_handout(&[2, 2, 1]));
        assert!(!legal_handout(&[3, 2]));
        assert!(!legal_handout(&[0, 0]));
        // Two rituals: holdings [3,2] and [2,1] split only as (3,1) then (2,2).
        assert!(explains(&[vec![3, 2], vec![2, 1]], 2));
        // A lone 1 is never a ritual's whole handout.
        assert!(!explains(&[vec![1, 1], vec![]], 2));
        assert!(explains(&[vec![3, 3], vec![]], 2));
        assert!(!explains(&[vec![1], vec![]], 0));
    }
}
