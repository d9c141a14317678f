//! 詠唱結果 / Chant result: the four cases of a round, and how each card must lie after it
//! (「詠唱カードの置き方」 / Calculation of chant points).

use crate::definition::End;

/// One seat's card in a round.
#[derive(Debug, Clone)]
pub struct Play {
    pub seat: usize,
    pub chanted: End,
    pub face_up: bool,
    pub insanity: bool,
    /// Points it counts for as it lies.
    pub counts: i64,
}

/// A round's result. A = players who chanted the altar spell, D = the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChantResult {
    /// 順調: D = 0, everyone scores.
    Smooth,
    /// 無意識なる一致: A = 0 and one spell chanted by all, everyone scores.
    Unanimity,
    /// 邪悪な行い: 1 ≤ D ≤ A, D score, A's cards face down.
    EvilAct,
    /// 狂気の渦: the rest; D take insanity, A score.
    Swirl,
}

impl ChantResult {
    /// The result of the spells chanted against an altar spell. A tie between D and A is an
    /// evil act: the English rule sheet says so, the Japanese line is a misprint (docs/games/ritual.md).
    pub fn of(chanted: &[&str], altar: &str) -> ChantResult {
        let a = chanted.iter().filter(|s| **s == altar).count();
        let d = chanted.len() - a;
        let one_spell = chanted.windows(2).all(|w| w[0] == w[1]);
        if d == 0 {
            ChantResult::Smooth
        } else if a == 0 && one_spell {
            ChantResult::Unanimity
        } else if d <= a {
            ChantResult::EvilAct
        } else {
            ChantResult::Swirl
        }
    }

    /// How a card must lie after the round: (face up, with an insanity token).
    pub fn expected(self, chanted_altar: bool) -> (bool, bool) {
        match (self, chanted_altar) {
            (ChantResult::Smooth | ChantResult::Unanimity, _) => (true, false),
            (ChantResult::EvilAct, true) => (false, false),
            (ChantResult::EvilAct, false) => (true, false),
            (ChantResult::Swirl, true) => (true, false),
            (ChantResult::Swirl, false) => (true, true),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ChantResult::*;
    use super::*;

    #[test]
    fn chant_results_follow_the_four_cases() {
        // Rulebook examples: red altar, 2 red + 3 green → swirl; 1 green + 4 yellow → swirl.
        assert_eq!(
            ChantResult::of(&["red", "red", "green", "green", "green"], "red"),
            Swirl
        );
        assert_eq!(
            ChantResult::of(&["green", "yellow", "yellow", "yellow", "yellow"], "red"),
            Swirl
        );
        // All green against red: unwitting unanimity.
        assert_eq!(
            ChantResult::of(&["green", "green", "green"], "red"),
            Unanimity
        );
        // Two against two is an evil act (the tie).
        assert_eq!(
            ChantResult::of(&["red", "red", "green", "yellow"], "red"),
            EvilAct
        );
        assert_eq!(ChantResult::of(&["red", "red"], "red"), Smooth);
    }

    #[test]
    fn cards_lie_as_the_result_says() {
        assert_eq!(EvilAct.expected(true), (false, false));
        assert_eq!(Swirl.expected(false), (true, true));
        assert_eq!(Unanimity.expected(false), (true, false));
    }
}
