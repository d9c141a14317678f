//! 儀式結果 / Result of the ritual: the reward tokens a ritual hands out (R12), and whether the
//! tokens the players hold can be what the finished rituals handed out (R12, R13). Earlier
//! rituals' rows are gone (the cards are reshuffled), so those are checked only as a whole.

use super::rounds::Ending;

/// The reward each seat earns when a ritual ends. Insane players earn nothing and are left
/// out of the ranking.
pub fn due(
    ending: &Ending,
    played: &[usize],
    totals: &[i64],
    insane: &[Option<usize>],
) -> Vec<i64> {
    let mut out = vec![0; totals.len()];
    let eligible: Vec<usize> = played
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
    let without = |among: &[usize], those: &[usize]| -> Vec<usize> {
        among
            .iter()
            .copied()
            .filter(|s| !those.contains(s))
            .collect()
    };
    match ending {
        // Several at exactly 10: 2 each, nobody else anything.
        Ending::Accomplished { tens, .. } if tens.len() > 1 => {
            for s in tens {
                out[*s] = 2;
            }
        }
        // One at exactly 10: 3, and 1 to the best of the rest (all of them if tied).
        Ending::Accomplished { tens, .. } => {
            for s in tens {
                out[*s] = 3;
            }
            for s in best_of(&without(&eligible, tens)) {
                out[s] = 1;
            }
        }
        // 1st 2 and 2nd 1; tied firsts 2 each and nobody else anything.
        Ending::Proficient { .. } => {
            let first = best_of(&eligible);
            for s in &first {
                out[*s] = 2;
            }
            if first.len() == 1 {
                for s in best_of(&without(&eligible, &first)) {
                    out[s] = 1;
                }
            }
        }
    }
    out
}

/// Whether the tokens held include this ritual's handout: `Some(rest)` with it taken out.
pub fn take_out(held: &[Vec<i64>], due: &[i64]) -> Option<Vec<Vec<i64>>> {
    let mut rest = held.to_vec();
    for (h, d) in rest.iter_mut().zip(due) {
        if *d > 0 {
            let at = h.iter().position(|v| v == d)?;
            h.remove(at);
        }
    }
    Some(rest)
}

/// Whether one ritual's handout is one the rules allow: a 3 with any 1s; several 2s alone;
/// or one 2 with any 1s.
fn legal_handout(values: &[i64]) -> bool {
    let count = |v: i64| values.iter().filter(|x| **x == v).count();
    let (threes, twos, ones) = (count(3), count(2), count(1));
    let others = values.iter().filter(|v| !matches!(v, 0..=3)).count();
    others == 0
        && match (threes, twos) {
            (1, 0) | (0, 1) => true,
            (0, n) if n >= 2 => ones == 0,
            _ => false,
        }
}

/// Whether the tokens each player holds split into `rituals` legal handouts, each player
/// taking at most one token per ritual.
pub fn explains(held: &[Vec<i64>], rituals: usize) -> bool {
    if held.iter().any(|h| h.len() > rituals) {
        return false;
    }
    if rituals == 0 {
        return held.iter().all(Vec::is_empty);
    }
    choose(held, 0, &mut Vec::new(), rituals)
}

/// Chooses this ritual's token for every player (or none), then explains the rest.
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

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn rewards_due_at_a_ritual_end() {
        let played = [0, 1, 2];
        let sane = [None, None, None];
        // Exactly 10 alone: 3, best of the rest 1.
        let ten = Ending::Accomplished {
            round: 2,
            tens: vec![0],
        };
        assert_eq!(due(&ten, &played, &[10, 7, 3], &sane), [3, 1, 0]);
        // Proficient: the insane seat 1 is left out, so seat 2 is second.
        let five = Ending::Proficient { round: 5 };
        assert_eq!(
            due(&five, &played, &[6, 8, 3], &[None, Some(3), None]),
            [2, 0, 1]
        );
        assert_eq!(
            take_out(&[vec![2], vec![], vec![1, 3]], &[2, 0, 1]),
            Some(vec![vec![], vec![], vec![3]])
        );
        assert_eq!(take_out(&[vec![1]], &[2]), None);
    }
}
