//! A position through a game's rules, in the rulebook's order, to a verdict in words.

use super::text::CommonNote;
use super::{Ctx, Rules, seats};
use crate::definition::Game;
use crate::error::Error;
use crate::referee::position::LayoutSource;
use crate::referee::{Position, RefereeOptions};
use crate::report::{Breach, Decision, PlayerResult, Say, ScoreLine, Verdict, Violation, Words};

pub fn run<R: Rules>(
    rules: &R,
    roles: &R::Roles,
    game: &Game,
    mut position: Position,
    options: &RefereeOptions,
) -> Result<Verdict, Error> {
    // Conservation counts every object of the save (a copy is one too many); everything
    // after it reads each component once, so a copy is reported once, as the copy. The
    // copies are left out in place: a large save's position is never held twice.
    let (breaches, notes) = {
        let mut ctx = Ctx::new(game, &position, options);
        rules.conservation(&mut ctx, roles);
        (ctx.breaches, ctx.notes)
    };
    position.leave_out_copies(game);
    let position = &position;
    let mut ctx = Ctx {
        breaches,
        notes,
        ..Ctx::new(game, position, options)
    };
    // Without the room's record, only what needs no layout is judged: the components
    // counted. Where things lie, and the scores that follow from it, are not.
    let unrecorded = position.layout_source == LayoutSource::Unrecorded;
    let seats = seats::seats(rules, &mut ctx, roles);
    let reading = rules.read(&mut ctx, roles, &seats);
    let phase = rules.phase(&ctx, &reading);
    let (scores, rounds, places) = if unrecorded {
        ctx.breaches
            .retain(|b| super::breach::WITHOUT_LAYOUT.contains(&b.code()));
        ctx.note(CommonNote::NoRecord);
        (None, Vec::new(), Vec::new())
    } else {
        for check in R::CHECKS {
            check(&mut ctx, roles, &reading);
        }
        let scores = rules.score(&mut ctx, roles, &reading, &phase);
        (
            scores,
            rules.extras(&ctx, &reading),
            rules.places(&ctx, roles, &reading),
        )
    };
    let outcome = scores
        .as_ref()
        .map(|s| rules.outcome(&ctx, roles, &reading, s, &phase));
    if !position.foreign.is_empty() {
        ctx.note(CommonNote::Foreign(position.foreign.clone()));
    }
    if position.recognised_by_image > 0 {
        ctx.note(CommonNote::RecognisedByImage(position.recognised_by_image));
    }
    if let LayoutSource::Older(v) = position.layout_source {
        ctx.note(CommonNote::OldLayout(v));
    }

    // Who stands first (1-based): the winners once the game is over, else the provisional
    // leaders — nobody while every ranked seat is level (an untouched setup).
    let standing: Vec<usize> = outcome.as_ref().map_or_else(Vec::new, |o| {
        let ranked = o.ranks.iter().flatten().count();
        let level = !phase.over && ranked > 0 && o.winners.len() >= ranked;
        if level {
            Vec::new()
        } else {
            o.winners.iter().map(|s| s + 1).collect()
        }
    });
    let lang = options.lang;
    let mut words = Words::new(game, lang);
    for (s, name) in seats.typed.iter().enumerate() {
        if let Some(name) = name {
            words.seat_names[s] = name.clone();
        }
    }
    let w = &words;
    let players = (0..game.seats.len())
        .map(|s| {
            let score = scores.as_ref().and_then(|sc| sc[s].as_ref());
            PlayerResult {
                seat: s + 1,
                seat_name: game.seats[s].name.get(lang).to_string(),
                name: w.seat_names[s].clone(),
                typed: seats.typed[s].is_some(),
                real: seats.played[s],
                identity: score.and_then(|sc| sc.identity).map(|c| w.game_name(c)),
                score: score.filter(|_| seats.played[s]).map(|sc| sc.points),
                breakdown: score
                    .filter(|_| seats.played[s])
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
                rank: outcome
                    .as_ref()
                    .and_then(|o| o.ranks.get(s).copied().flatten()),
                status: score.and_then(|sc| sc.status.as_ref()).map(|st| st.say(w)),
            }
        })
        .collect();
    Ok(Verdict {
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
        leaders: if phase.over {
            Vec::new()
        } else {
            standing.clone()
        },
        decided_by: outcome
            .as_ref()
            .filter(|_| phase.over || !standing.is_empty())
            .and_then(|o| {
                o.decided_by.as_ref().map(|(code, why)| Decision {
                    code: code.to_string(),
                    message: why.say(w),
                })
            }),
        violations: ctx
            .breaches
            .iter()
            .map(|b| Violation {
                code: b.code().to_string(),
                rule: b.rule().to_string(),
                message: b.say(w),
            })
            .collect(),
        notes: ctx.notes.iter().map(|n| n.say(w)).collect(),
        rounds,
        places,
    })
}
