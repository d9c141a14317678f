//! J9: fame for every seat, from accusations and the icons on the cards it holds; and who
//! can no longer win (virtual seats, believers whose own god's other believer was accused).
//!
//! J10: the winner. At the decision: (1) nobody accused the investigator → the investigator
//! alone wins; (2) believers who accused their own god's other believer lose; (3) highest
//! fame; (4) ties: ダイナマイト, more incidents, more evidence, the chair, else nobody.
//! Before the decision only a provisional standing by fame is given: no end-of-game rule
//! applies yet.

use super::Roles;
use super::read::{Phase, Reading};
use super::text::{Decided, Line, Note, Status};
use crate::definition::{ComponentRef, Game};
use crate::games::common::{Outcome, Scores, SeatScore};
use crate::report::Say;

/// Whether fame can be counted: once dealt, each seat holds one identity card.
fn scored(reading: &Reading) -> bool {
    reading.phase >= Phase::Action && reading.seats.iter().all(|s| s.identity.is_some())
}

/// Once dealt, a seat without one identity card leaves fame uncounted: the report says so.
pub fn notes(reading: &Reading) -> Vec<Box<dyn Say>> {
    if reading.phase >= Phase::Action && !scored(reading) {
        vec![Box::new(Note::NoScores)]
    } else {
        Vec::new()
    }
}

pub fn score(game: &Game, roles: &Roles, reading: &Reading) -> Option<Scores> {
    if !scored(reading) {
        return None;
    }
    let seats = &reading.seats;
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
            let mut lines: Vec<(Box<dyn Say>, i64)> = Vec::new();
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
            // Fame counts the icons of its identity: what it holds in secret, and whether
            // the others accused the investigator, rest on hidden cards; so does a loss to
            // the same god. That a virtual seat loses is in sight.
            let secret = seats.iter().any(|v| v.hidden);
            let status = status[s].take();
            let hidden = secret && (seats[s].played || matches!(status, Some(Status::SameGod)));
            Some(SeatScore {
                points: lines.iter().map(|(_, p)| p).sum(),
                lines,
                chant: None,
                status: status.map(|st| Box::new(st) as _),
                identity: Some(me),
                hidden,
            })
        })
        .collect();
    Some(scores)
}

pub fn outcome(roles: &Roles, reading: &Reading, scores: &Scores, over: bool) -> Outcome {
    let seats = &reading.seats;
    let fame = |s: usize| scores[s].as_ref().map_or(0, |sc| sc.points);
    let can_win =
        |s: usize| seats[s].played && scores[s].as_ref().is_some_and(|sc| sc.status.is_none());
    if !over {
        let keys: Vec<Option<i64>> = (0..seats.len())
            .map(|s| seats[s].played.then(|| fame(s)))
            .collect();
        let top = keys.iter().flatten().max().copied();
        let leaders: Vec<usize> = (0..seats.len())
            .filter(|s| top.is_some() && keys[*s] == top)
            .collect();
        return Outcome {
            winners: leaders,
            decided_by: Some(("provisional-fame", Box::new(Decided::ProvisionalFame))),
            ranks: Outcome::ranks_by(&keys),
        };
    }
    let investigator = (0..seats.len()).find(|s| seats[*s].identity == Some(roles.investigator));
    let accused_investigator = investigator.is_some()
        && (0..seats.len()).any(|a| {
            seats[a].played && Some(a) != investigator && seats[a].accuses == investigator
        });
    let (winners, decided) = if !accused_investigator {
        match investigator {
            Some(i) if seats[i].played => (vec![i], Decided::InvestigatorUnaccused),
            _ => (Vec::new(), Decided::VirtualInvestigatorUnaccused),
        }
    } else {
        best_fame(roles, reading, scores, &can_win)
    };
    // Ranks: winners first, then the others still able to win, then losers; by fame.
    let class = |s: usize| {
        if winners.contains(&s) {
            2
        } else if can_win(s) {
            1
        } else {
            0
        }
    };
    let keys: Vec<Option<(i32, i64)>> = (0..seats.len())
        .map(|s| seats[s].played.then(|| (class(s), fame(s))))
        .collect();
    Outcome {
        winners,
        decided_by: Some((decided.code(), Box::new(decided))),
        ranks: Outcome::ranks_by(&keys),
    }
}

fn best_fame(
    roles: &Roles,
    reading: &Reading,
    scores: &Scores,
    can_win: &dyn Fn(usize) -> bool,
) -> (Vec<usize>, Decided) {
    let seats = &reading.seats;
    let fame = |s: usize| scores[s].as_ref().map_or(0, |sc| sc.points);
    let candidates: Vec<usize> = (0..seats.len()).filter(|s| can_win(*s)).collect();
    let Some(top) = candidates.iter().map(|s| fame(*s)).max() else {
        return (Vec::new(), Decided::NoCandidates);
    };
    let mut tied: Vec<usize> = candidates.into_iter().filter(|s| fame(*s) == top).collect();
    if tied.len() == 1 {
        return (tied, Decided::Fame);
    }
    let dynamite: Vec<usize> = tied
        .iter()
        .copied()
        .filter(|s| seats[*s].held.contains(&roles.dynamite))
        .collect();
    if dynamite.len() == 1 {
        return (dynamite, Decided::Dynamite);
    }
    let count = |s: usize, kind: usize| {
        seats[s]
            .held
            .iter()
            .filter(|c| c.card_kind() == Some(kind))
            .count()
    };
    for (kind, decided) in [
        (roles.incident, Decided::Incidents),
        (roles.evidence, Decided::Evidence),
    ] {
        let most = tied.iter().map(|s| count(*s, kind)).max().unwrap_or(0);
        tied.retain(|s| count(*s, kind) == most);
        if tied.len() == 1 {
            return (tied, decided);
        }
    }
    if let Some(chair) = tied.iter().copied().find(|s| seats[*s].chair) {
        return (vec![chair], Decided::Chair);
    }
    (Vec::new(), Decided::StillTied)
}
