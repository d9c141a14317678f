//! A position through a game's rules, in the rulebook's order, to a verdict in words.

use super::seats::Seats;
use super::text::{CommonNote, HiddenNote};
use super::{Case, Common, Outcome, Phase, Rule, Rules, Scores, SeatScore, conservation, seats};
use crate::definition::Game;
use crate::error::Error;
use crate::referee::position::LayoutSource;
use crate::referee::{Position, RefereeOptions};
use crate::report::{
    Breach, Decision, Hidden, PlayerResult, Say, ScoreLine, Secret, Veil, Verdict, Violation, Words,
};

/// Judges `position` by game `R`'s rules: conservation over every object of the save, who
/// plays, the table read once, every rule of `R::RULES` checked against the reading, the
/// score and the standing; then the verdict in the report's words, with the veil drawn
/// over what the table cannot see before the end.
pub fn run<R: Rules>(
    roles: &R::Roles,
    game: &Game,
    mut position: Position,
    options: &RefereeOptions,
) -> Result<Verdict, Error> {
    // A seating made for another table is refused before anything is read.
    let chosen = options.seating.as_ref().map(|s| s.at(game)).transpose()?;
    // Conservation counts every object of the save (a copy is one too many); everything
    // after it reads each component once, so a copy is reported once, as the copy. The
    // copies are left out in place: a large save's position is never held twice.
    let found = {
        let case = Case {
            game,
            position: &position,
        };
        conservation(case, |c, seat| R::spared(case, roles, c, seat))
    };
    position.leave_out_copies(game);
    let case = Case {
        game,
        position: &position,
    };
    let judged = judge::<R>(case, roles, chosen, &found);
    Ok(verdict::<R>(case, roles, judged, options))
}

/// What the rules found of a position, before a word of the report is said.
struct Judged<R: Rules> {
    seats: Seats,
    reading: R::Reading,
    phase: Phase,
    breaches: Vec<R::Breach>,
    notes: Vec<Box<dyn Say>>,
    scores: Option<Scores>,
    outcome: Option<Outcome>,
    /// The room has no record: only what needs no layout is judged.
    unrecorded: bool,
}

/// Who plays, the table read, every rule of the game's table tried, the score and the
/// outcome, with the notes on how the position was read.
fn judge<R: Rules>(
    case: Case,
    roles: &R::Roles,
    chosen: Option<&[bool]>,
    found: &[Common],
) -> Judged<R> {
    let position = case.position;
    let mut notes: Vec<Box<dyn Say>> = Vec::new();
    // Without the room's record, only what needs no layout is judged: the components
    // counted. Where things lie, and the scores that follow from it, are not.
    let unrecorded = position.layout_source == LayoutSource::Unrecorded;
    let seated = seats::seats::<R>(case, roles, chosen);
    let seats = seated.seats;
    let mut breaches: Vec<R::Breach> = found
        .iter()
        .cloned()
        .chain(seated.count)
        .map(|c| R::common(roles, c))
        .collect();
    if let Some(moved) = seated.moved {
        notes.push(Box::new(moved));
    }
    let reading = R::read(case, roles, &seats, found);
    let phase = R::phase(&reading);
    let scores = if unrecorded {
        breaches.retain(|b| super::breach::WITHOUT_LAYOUT.contains(&b.code()));
        notes.push(Box::new(CommonNote::NoRecord));
        None
    } else {
        breaches.extend(
            R::RULES
                .iter()
                .flat_map(|rule| checked::<R>(rule, &reading)),
        );
        notes.extend(R::notes(&reading));
        R::score(case, roles, &reading)
    };
    let outcome = scores
        .as_ref()
        .map(|s| R::outcome(case, roles, &reading, s, phase.over));
    notes.extend(read_notes(position));
    Judged {
        seats,
        reading,
        phase,
        breaches,
        notes,
        scores,
        outcome,
        unrecorded,
    }
}

/// One rule of the table tried against the reading: its breaches, each of its own rule.
fn checked<R: Rules>(rule: &Rule<R::Reading, R::Breach>, reading: &R::Reading) -> Vec<R::Breach> {
    let found = (rule.check)(reading);
    // The table and the breaches' one rule-id `match` (`breach.rs`) agree.
    for b in &found {
        debug_assert!(
            rule.reports(b.rule()),
            "{} ({}) found a breach of {}",
            rule.id,
            rule.rulebook,
            b.rule()
        );
    }
    found
}

/// What the report says of how the save was read: objects not the game's, identities
/// recognised by their pictures, the layout of an older version.
fn read_notes(position: &Position) -> Vec<Box<dyn Say>> {
    let mut notes: Vec<Box<dyn Say>> = Vec::new();
    if !position.foreign.is_empty() {
        notes.push(Box::new(CommonNote::Foreign(position.foreign.clone())));
    }
    if position.recognised_by_image > 0 {
        notes.push(Box::new(CommonNote::RecognisedByImage(
            position.recognised_by_image,
        )));
    }
    if let LayoutSource::Older(v) = position.layout_source {
        notes.push(Box::new(CommonNote::OldLayout(v)));
    }
    notes
}

/// What `judged` says in the report's words, the veil drawn before the end unless
/// `--reveal`: each seat's result, the winners or leaders, the breaches and notes.
fn verdict<R: Rules>(
    case: Case,
    roles: &R::Roles,
    judged: Judged<R>,
    options: &RefereeOptions,
) -> Verdict {
    let Judged {
        seats,
        reading,
        phase,
        breaches,
        notes,
        scores,
        outcome,
        unrecorded,
    } = judged;
    let game = case.game;
    let standing = standing(outcome.as_ref(), phase.over);
    let lang = options.lang;
    // Before the end the report shows only what the table can see, unless `--reveal`.
    let veiled = !phase.over && !options.reveal;
    let secrets = veiled.then(|| secrets::<R>(case.position, roles, &reading));
    let words = words_for(game, &seats, secrets, options);
    let w = &words;
    let (rounds, places) = if unrecorded {
        (Vec::new(), Vec::new())
    } else {
        (R::extras(&reading, w), R::places(case, roles, &reading, w))
    };
    let (players, standing_withheld) =
        players(game, &seats, (scores.as_ref(), outcome.as_ref()), veiled, w);
    let leaders = if phase.over || standing_withheld {
        Vec::new()
    } else {
        standing.clone()
    };
    let mut verdict = Verdict {
        game: game.id.clone(),
        title: game.title.get(lang).to_string(),
        lang,
        phase: phase.code.to_string(),
        phase_name: phase.name.say(w),
        score_name: R::SCORE_NAME.say(w),
        unplayed_label: R::UNPLAYED_NAME.say(w),
        provisional: !phase.over,
        provisional_reason: phase.provisional.as_ref().map(|p| p.say(w)),
        players,
        winners: if phase.over {
            standing.clone()
        } else {
            Vec::new()
        },
        decided_by: outcome
            .as_ref()
            .filter(|_| phase.over || !leaders.is_empty())
            .and_then(|o| {
                o.decided_by.as_ref().map(|(code, why)| Decision {
                    code: code.to_string(),
                    message: why.say(w),
                })
            }),
        violations: breaches.iter().map(|b| violation(b, w)).collect(),
        leaders,
        notes: notes.iter().map(|n| n.say(w)).collect(),
        hidden: None,
        revealed: options.reveal && !phase.over,
        on_page: options.on_page,
        rounds,
        places,
    };
    verdict.hidden = hidden(&verdict, w);
    verdict
}

/// Who stands first (1-based): the winners once the game is over, else the provisional
/// leaders — nobody while every ranked seat is level (an untouched setup).
fn standing(outcome: Option<&Outcome>, over: bool) -> Vec<usize> {
    outcome.map_or_else(Vec::new, |o| {
        let ranked = o.ranks.iter().flatten().count();
        let level = !over && ranked > 0 && o.winners.len() >= ranked;
        if level {
            Vec::new()
        } else {
            o.winners.iter().map(|s| s + 1).collect()
        }
    })
}

/// The report's words: the names typed at the seats, and the veil over `secrets` where the
/// table cannot see them.
fn words_for<'a>(
    game: &'a Game,
    seats: &Seats,
    secrets: Option<Vec<Secret>>,
    options: &RefereeOptions,
) -> Words<'a> {
    let mut words = Words::new(game, options.lang);
    words.on_page = options.on_page;
    for (s, name) in seats.typed.iter().enumerate() {
        if let Some(name) = name {
            words.seat_names[s] = name.clone();
        }
    }
    if let Some(secrets) = secrets {
        words.veil = Veil::new(secrets);
    }
    words
}

/// A breach as the report lists it: its code, its rule id and its sentence.
fn violation<B: Breach>(b: &B, w: &Words) -> Violation {
    Violation {
        code: b.code().to_string(),
        rule: b.rule().to_string(),
        message: b.say(w),
    }
}

/// Every seat's result, and whether the standing is withheld: a score resting on a secret
/// is withheld under the veil, and with any played seat's the standing.
fn players(
    game: &Game,
    seats: &Seats,
    (scores, outcome): (Option<&Scores>, Option<&Outcome>),
    veiled: bool,
    w: &Words,
) -> (Vec<PlayerResult>, bool) {
    let withheld =
        |s: usize| veiled && scores.is_some_and(|sc| sc[s].as_ref().is_some_and(|x| x.hidden));
    let standing_withheld = (0..game.seats.len()).any(|s| seats.played[s] && withheld(s));
    let players = (0..game.seats.len())
        .map(|s| {
            let seat = Seated {
                seat: s,
                score: scores.and_then(|sc| sc[s].as_ref()),
                rank: outcome.and_then(|o| o.ranks.get(s).copied().flatten()),
                withheld: withheld(s),
                standing_withheld,
            };
            player(game, seats, seat, w)
        })
        .collect();
    (players, standing_withheld)
}

/// One seat's part of the verdict, as the outcome and the veil leave it.
struct Seated<'a> {
    seat: usize,
    score: Option<&'a SeatScore>,
    rank: Option<usize>,
    /// Its score rests on a secret and is withheld.
    withheld: bool,
    /// Some played seat's score is withheld, and with it every rank.
    standing_withheld: bool,
}

/// A seat's result in the report: its name, score and breakdown, rank and status, less
/// what the veil withholds (named in `hidden`).
fn player(game: &Game, seats: &Seats, seat: Seated, w: &Words) -> PlayerResult {
    let s = seat.seat;
    let score = seat.score;
    let identity = score.and_then(|sc| sc.identity);
    let identity_withheld = identity.is_some_and(|c| w.veil.hides_name(c, Some(s)));
    let played_score = score.filter(|_| seats.played[s]);
    let status = score.and_then(|sc| sc.status.as_ref());
    let mut hidden = Vec::new();
    if identity_withheld {
        hidden.push("identity");
    }
    if seat.withheld {
        if played_score.is_some() {
            hidden.extend(["score", "breakdown"]);
        }
        if status.is_some() {
            hidden.push("status");
        }
    }
    if seat.standing_withheld && seat.rank.is_some() {
        hidden.push("rank");
    }
    let shown = |field| !hidden.contains(&field);
    PlayerResult {
        seat: s + 1,
        seat_name: game.seats[s].name.get(w.lang).to_string(),
        name: w.seat_names[s].clone(),
        typed: seats.typed[s].is_some(),
        real: seats.played[s],
        identity: identity
            .filter(|_| shown("identity"))
            .map(|c| w.game_name(c)),
        score: played_score.filter(|_| shown("score")).map(|sc| sc.points),
        breakdown: played_score
            .filter(|_| shown("breakdown"))
            .map(|sc| {
                sc.lines
                    .iter()
                    .map(|(label, points)| ScoreLine {
                        label: label.say(w),
                        points: *points,
                    })
                    .collect()
            })
            .unwrap_or_default(),
        chant: score.and_then(|sc| sc.chant),
        rank: seat.rank.filter(|_| shown("rank")),
        status: status.filter(|_| shown("status")).map(|st| st.say(w)),
        hidden,
    }
}

/// What the report kept back, counted once every sentence is said (each kept a card back
/// as it named it); `None` where nothing was.
fn hidden(verdict: &Verdict, w: &Words) -> Option<Hidden> {
    let count = |field| {
        verdict
            .players
            .iter()
            .filter(|p| p.hidden.contains(&field))
            .count()
    };
    let kept = HiddenNote {
        identities: count("identity"),
        scores: count("score"),
        cards: w.veil.withheld(),
    };
    (kept.identities + kept.scores + kept.cards > 0).then(|| Hidden {
        identities: kept.identities,
        scores: kept.scores,
        cards: kept.cards,
        message: kept.say(w),
    })
}

/// The things of the position the game's rules keep from the table, each where it lies.
fn secrets<R: Rules>(position: &Position, roles: &R::Roles, reading: &R::Reading) -> Vec<Secret> {
    position
        .things
        .iter()
        .enumerate()
        .filter(|(_, t)| R::secret(roles, reading, t))
        .map(|(i, t)| Secret {
            thing: i,
            component: t.component,
            owner: t.owner_seat,
            seat: t.seat(),
            zone: t.zone(),
            slot: t.slot,
        })
        .collect()
}
