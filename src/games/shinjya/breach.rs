//! Every way a shinjya position can break the rules, each tied here, and only here, to its
//! rule id (J1–J10, docs/games/shinjya.md's catalogue). Their words are in `text.rs`.

use crate::games::common::{Common, CommonRule};
use crate::referee::Spot;
use crate::report::Breach as BreachTrait;

#[derive(Debug, Clone, PartialEq)]
pub enum Breach {
    /// Save problems, conservation (J1) and the player count (J8).
    Common(Common),
    /// J2: more than 3 incident cards still in play after setup.
    IncidentsNotRemoved { in_play: usize },
    /// J3: a seat without exactly one identity card once dealt.
    IdentityCount { seat: usize, count: usize },
    /// J4: the evidence deck holds more than the deal leaves.
    EvidenceNotDealt { deck: usize },
    /// J5: not exactly one character card turned to 議長.
    ChairCount { count: usize },
    /// J5: the interrogation marker off every character card.
    MarkerOffCharacter,
    /// J5: at the accusation phase the chair was not passed to the marker's seat (▽5: the
    /// seat the marker lies at becomes the next chair, then the accusation phase begins).
    ChairNotPassed { chair: usize, marker: usize },
    /// J8: a virtual seat's accusation cards placed (virtual players do not accuse).
    VirtualAccused { seat: usize },
    /// J8: at the decision, a played seat's 告発 not in front of another seat.
    AccusationMissing { seat: usize },
    /// J8: an accusation card in a shared area instead of in front of a seat: which.
    AccusationMisplaced { owner: Option<usize>, lies: Spot },
    /// J8: a seat's accusation card placed in its own 置かれた告発カード zone.
    AccusedSelf { seat: usize },
}

impl BreachTrait for Breach {
    fn code(&self) -> &'static str {
        match self {
            Breach::Common(c) => c.code(),
            Breach::IncidentsNotRemoved { .. } => "incidents-not-removed",
            Breach::IdentityCount { .. } => "identity-count",
            Breach::EvidenceNotDealt { .. } => "evidence-not-dealt",
            Breach::ChairCount { .. } => "chair-count",
            Breach::MarkerOffCharacter => "marker-off-character",
            Breach::ChairNotPassed { .. } => "chair-not-passed",
            Breach::VirtualAccused { .. } => "virtual-accused",
            Breach::AccusationMissing { .. } => "accusation-missing",
            Breach::AccusationMisplaced { .. } => "accusation-misplaced",
            Breach::AccusedSelf { .. } => "accused-self",
        }
    }

    fn rule(&self) -> &'static str {
        match self {
            Breach::Common(c) => match c.kind() {
                CommonRule::Components => "J1",
                CommonRule::Players => "J8",
            },
            Breach::IncidentsNotRemoved { .. } => "J2",
            Breach::IdentityCount { .. } => "J3",
            Breach::EvidenceNotDealt { .. } => "J4",
            Breach::ChairCount { .. }
            | Breach::MarkerOffCharacter
            | Breach::ChairNotPassed { .. } => "J5",
            Breach::VirtualAccused { .. }
            | Breach::AccusationMissing { .. }
            | Breach::AccusationMisplaced { .. }
            | Breach::AccusedSelf { .. } => "J8",
        }
    }
}
