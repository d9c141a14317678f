//! Altar spells where the round track does not tell them (the rulebook leaves used tokens
//! face up around the altar, in no order): which spells fit a round's cards as they lie
//! (R6), and whether the face-up tokens beside the altar can supply every such round (R7).

use super::chant::{ChantResult, Play};
use super::spells::Spell;
use std::collections::BTreeMap;

/// The altar spells a round's cards could have been played against, as they lie. A token
/// on a face-down card is R5's breach and is not held against any spell here.
pub fn fitting(spells: &[Spell], plays: &[Play]) -> Vec<Spell> {
    let chanted: Vec<&str> = plays.iter().map(|p| p.chanted.icon.as_str()).collect();
    spells
        .iter()
        .filter(|altar| {
            let result = ChantResult::of(&chanted, altar);
            plays.iter().all(|p| {
                let (up, insane) = result.expected(p.chanted.icon == **altar);
                p.face_up == up && (p.insanity && p.face_up) == insane
            })
        })
        .cloned()
        .collect()
}

/// Whether each inferred round (the spells that fit it) can take its own face-up token.
pub fn assignable(rounds: &[Vec<Spell>], loose: &[Spell]) -> bool {
    let mut available: BTreeMap<&str, usize> = BTreeMap::new();
    for s in loose {
        *available.entry(s.as_str()).or_default() += 1;
    }
    assign(rounds, &mut available)
}

/// Per inferred round, the spells it can take in some assignment where every inferred round
/// takes its own face-up token: where only one is left, the tokens tell the round's altar.
pub fn refine(rounds: &[Vec<Spell>], loose: &[Spell]) -> Vec<Vec<Spell>> {
    (0..rounds.len())
        .map(|i| {
            rounds[i]
                .iter()
                .filter(|spell| {
                    let mut fixed = rounds.to_vec();
                    fixed[i] = vec![(*spell).clone()];
                    assignable(&fixed, loose)
                })
                .cloned()
                .collect()
        })
        .collect()
}

fn assign(rounds: &[Vec<Spell>], available: &mut BTreeMap<&str, usize>) -> bool {
    let Some((first, rest)) = rounds.split_first() else {
        return true;
    };
    for spell in first {
        let Some(n) = available.get_mut(spell.as_str()).filter(|n| **n > 0) else {
            continue;
        };
        *n -= 1;
        let ok = assign(rest, available);
        if let Some(n) = available.get_mut(spell.as_str()) {
            *n += 1;
        }
        if ok {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<Spell> {
        v.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn each_round_takes_its_own_token() {
        // Round 1 needs red; round 2 takes red or green: one red, one green suffice.
        let rounds = [s(&["red"]), s(&["red", "green"])];
        assert!(assignable(&rounds, &s(&["green", "red"])));
        // One red cannot serve both rounds.
        assert!(!assignable(&rounds, &s(&["red", "yellow"])));
        // A round nothing fits cannot be supplied.
        assert!(!assignable(&[s(&[])], &s(&["red"])));
    }

    #[test]
    fn the_tokens_left_over_tell_an_open_round() {
        // Rounds 1 and 3 need red and yellow; round 2 fits all three: only green is left.
        let rounds = [s(&["red"]), s(&["red", "green", "yellow"]), s(&["yellow"])];
        let refined = refine(&rounds, &s(&["red", "green", "yellow"]));
        assert_eq!(refined[1], s(&["green"]));
        assert_eq!(refined[0], s(&["red"]));
    }
}
