//! J10: the winner. At the decision: (1) nobody accused the investigator → the investigator
//! alone wins; (2) believers who accused their own god's other believer lose; (3) highest
//! fame; (4) ties: ダイナマイト, more incidents, more evidence, the chair, else nobody.
//! Before the decision only a provisional standing by fame is given: no end-of-game rule
//! applies yet.

use super::Roles;
use super::read::Reading;
use super::text::Decided;
use crate::games::common::{Outcome, Scores};

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
