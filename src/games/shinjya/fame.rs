//! J9: fame for every seat, from accusations and the icons on the cards it holds; and who
//! can no longer win (virtual seats, believers whose own god's other believer was accused).

use super::Roles;
use super::breach::Breach;
use super::read::{Phase, Reading};
use super::text::{Line, Note, Status};
use crate::definition::ComponentRef;
use crate::games::common::{Ctx, Scores, SeatScore};

pub fn score(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) -> Option<Scores> {
    if reading.phase < Phase::Action {
        return None;
    }
    let seats = &reading.seats;
    if seats.iter().any(|s| s.identity.is_none()) {
        ctx.note(Note::NoScores);
        return None;
    }
    let game = ctx.game;
    let identity = |s: usize| {
        seats[s]
            .identity
            .expect("every seat has one, checked above")
    };
    let is_cultist = |s: usize| identity(s) != roles.investigator;
    let investigator = (0..seats.len()).find(|s| !is_cultist(*s));
    let played = seats.iter().filter(|s| s.played).count();
    let played_cultists = || (0..seats.len()).filter(|s| seats[*s].played && is_cultist(*s));

    let mut status: Vec<Option<Status>> = seats
        .iter()
        .map(|s| (!s.played).then_some(Status::Virtual))
        .collect();
    for a in played_cultists() {
        if let Some(target) = seats[a].accuses
            && identity(target) == identity(a)
        {
            for s in (0..seats.len()).filter(|s| identity(*s) == identity(a)) {
                status[s] = Some(Status::SameGod);
            }
        }
    }

    // An icon's value on a card is keyed by the identity item it counts for.
    let value = |card: ComponentRef, me: ComponentRef| match (card, me) {
        (ComponentRef::Card { kind, item }, ComponentRef::Card { kind: ik, item: ii }) => {
            let key = &game.card_kinds[ik].items[ii].id;
            game.card_kinds[kind].items[item].value(key)
        }
        _ => 0,
    };
    let scores = (0..seats.len())
        .map(|s| {
            let me = identity(s);
            let mut lines: Vec<(Box<dyn crate::report::Say>, i64)> = Vec::new();
            if is_cultist(s)
                && seats[s].played
                && investigator.is_some()
                && seats[s].accuses == investigator
            {
                lines.push((Box::new(Line::AccusedInvestigator), 3));
            }
            if !is_cultist(s) {
                let wrong = played_cultists()
                    .filter(|a| seats[*a].accuses.is_some_and(|t| Some(t) != investigator))
                    .count() as i64;
                if wrong > 0 {
                    lines.push((Box::new(Line::WrongAccusations(wrong)), 3 * wrong));
                }
                let head_start = match played {
                    4 => 1,
                    3 => 2,
                    _ => 0,
                };
                if head_start > 0 {
                    lines.push((Box::new(Line::HeadStart(played)), head_start));
                }
            }
            if let Some(i) = investigator
                && seats[i].played
                && seats[i].accuses == Some(s)
            {
                lines.push((Box::new(Line::AccusedByInvestigator), -2));
            }
            let mut held = seats[s].held.clone();
            held.sort();
            for card in held {
                let v = value(card, me);
                if v != 0 {
                    lines.push((Box::new(Line::Card(card)), v));
                }
            }
            Some(SeatScore {
                points: lines.iter().map(|(_, p)| p).sum(),
                lines,
                chant: None,
                status: status[s].take().map(|st| Box::new(st) as _),
                identity: Some(me),
            })
        })
        .collect();
    Some(scores)
}
