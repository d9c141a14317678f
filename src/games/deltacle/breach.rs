//! Every way a DELTACLE position can break the rules, each tied here, and only here, to its
//! invariant id (D1–D9, docs/games/deltacle.md's catalogue). Seats are 0-based; squares and
//! pentacle slots 0-based indices; the words are in `text.rs`.

use crate::definition::{AreaId, ComponentRef};
use crate::games::common::Common;
use crate::referee::{PlaceId, Spot};
use crate::report::Breach as BreachTrait;

#[derive(Debug, Clone, PartialEq)]
pub enum Breach {
    /// Save problems and component conservation, under the rule of the component concerned
    /// (chips D1, speed markers D5, control cards D6, pieces D7, the blessing card D8), and
    /// the player count (D9).
    Common { common: Common, under: Under },
    /// D1: chips lie where no chip belongs (a shared area other than the waiting piles).
    ChipsStray { count: usize },
    /// D1: chips left in 盤外 outside a 2-player game's move: with 3–4 players, or while no
    /// turn is under way (the move that sets chips aside puts them back before it ends).
    ChipsOffBoard { count: usize, players: usize },
    /// D2: an emblem square without a chip while chips still wait.
    EmblemEmpty { square: usize },
    /// D2: more than one chip on a square.
    SquareCrowded { square: usize, chips: usize },
    /// D2: a chip on a square without an emblem.
    ChipOffEmblem { square: usize },
    /// D2: a chip on the track or in a waiting pile lies face down.
    ChipFaceDown { on_track: usize, waiting: usize },
    /// D2: the waiting chips are not in two piles (one when only one chip is left).
    WaitingPiles { piles: usize, chips: usize },
    /// D3: more than 2 loose chips at a seat: 3 make a pentacle at once.
    TooManyLoose { seat: usize, chips: usize },
    /// D3: a loose chip lies face down.
    LooseFaceDown { seat: usize, chips: usize },
    /// D4: a pentacle that is not 3 chips.
    PentacleSize {
        seat: usize,
        slot: usize,
        chips: usize,
    },
    /// D4: a pentacle with a chip face up.
    PentacleFaceUp { seat: usize, slot: usize },
    /// D4: several seats have 3 pentacles; the game ended at the first.
    SeveralFinished { seats: Vec<usize> },
    /// D5: a played seat's speed marker is missing from its gauge.
    SpeedMissing { seat: usize },
    /// D5: a speed marker beyond its gauge's slots.
    SpeedBeyond { seat: usize },
    /// D5: a seat's speed marker on another seat's board, in a shared area or on the
    /// track: where it lies.
    SpeedMarkerElsewhere { seat: usize, lies: Spot },
    /// D5: several speed markers of one seat on its gauge.
    SpeedMarkers { seat: usize, markers: usize },
    /// D6: hand and used cards do not add up to a legal turn (hand 4, 3 or 2 at rest).
    HandSize {
        seat: usize,
        hand: usize,
        used: usize,
        played: usize,
    },
    /// D6: more than one card played in a turn.
    SeveralPlayed { seat: usize, cards: usize },
    /// D6: a played accel/decel card lies sideways: neither end is up.
    PlayedSideways { seat: usize },
    /// D6: a used card lies face up.
    UsedFaceUp { seat: usize, cards: usize },
    /// D6: a seat's control card outside its hand, played and used places: where it lies.
    CardElsewhere { seat: usize, lies: Spot },
    /// D7: a played seat's piece is not on the track outside a turn in progress (removed
    /// pieces return to their start squares at recovery): where it lies.
    PieceOffTrack { seat: usize, lies: Option<Spot> },
    /// D7: a played seat has no piece, or several.
    PieceCount { seat: usize, pieces: usize },
    /// D8: the blessing card is not at a played seat (how many there are is conservation's).
    BlessingNotHeld {
        card: ComponentRef,
        lies: BlessingAt,
    },
    /// D9: 2 players on start squares next to each other.
    StartsAdjacent { seats: [usize; 2] },
}

/// Which rule a shared breach (conservation, save problems, player count) falls under: the
/// rule of the component concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Under {
    /// Chips (D1), and save problems that concern no one component.
    Chips,
    /// Speed markers (D5).
    Speed,
    /// Control cards (D6).
    Control,
    /// Pieces (D7).
    Piece,
    /// The blessing card (D8).
    Blessing,
    /// The player count (D9).
    Players,
}

/// Where a blessing card that no player holds lies.
#[derive(Debug, Clone, PartialEq)]
pub enum BlessingAt {
    /// Outside every area (centre at x, y in pixels).
    Outside { x: f64, y: f64 },
    /// In a shared area.
    Area(PlaceId<AreaId>),
    /// At a seat nobody plays.
    EmptySeat(usize),
}

impl BreachTrait for Breach {
    fn code(&self) -> &'static str {
        Breach::code(self)
    }

    fn rule(&self) -> &'static str {
        Breach::rule(self)
    }
}

impl Breach {
    /// Stable, machine-readable kind.
    pub fn code(&self) -> &'static str {
        match self {
            Breach::Common { common, .. } => common.code(),
            Breach::ChipsStray { .. } => "chips-stray",
            Breach::ChipsOffBoard { .. } => "chips-off-board",
            Breach::EmblemEmpty { .. } => "emblem-empty",
            Breach::SquareCrowded { .. } => "square-crowded",
            Breach::ChipOffEmblem { .. } => "chip-off-emblem",
            Breach::ChipFaceDown { .. } => "chip-face-down",
            Breach::WaitingPiles { .. } => "waiting-piles",
            Breach::TooManyLoose { .. } => "too-many-loose-chips",
            Breach::LooseFaceDown { .. } => "loose-chip-face-down",
            Breach::PentacleSize { .. } => "pentacle-size",
            Breach::PentacleFaceUp { .. } => "pentacle-face-up",
            Breach::SeveralFinished { .. } => "several-finished",
            Breach::SpeedMissing { .. } => "speed-missing",
            Breach::SpeedBeyond { .. } => "speed-beyond-gauge",
            Breach::SpeedMarkerElsewhere { .. } => "speed-marker-elsewhere",
            Breach::SpeedMarkers { .. } => "speed-markers",
            Breach::HandSize { .. } => "hand-size",
            Breach::SeveralPlayed { .. } => "several-played",
            Breach::PlayedSideways { .. } => "played-sideways",
            Breach::UsedFaceUp { .. } => "used-face-up",
            Breach::CardElsewhere { .. } => "control-card-elsewhere",
            Breach::PieceOffTrack { .. } => "piece-off-track",
            Breach::PieceCount { .. } => "piece-count",
            Breach::BlessingNotHeld { .. } => "blessing-not-held",
            Breach::StartsAdjacent { .. } => "starts-adjacent",
        }
    }

    /// The invariant it breaks.
    pub fn rule(&self) -> &'static str {
        match self {
            Breach::Common { under, .. } => match under {
                Under::Chips => "D1",
                Under::Speed => "D5",
                Under::Control => "D6",
                Under::Piece => "D7",
                Under::Blessing => "D8",
                Under::Players => "D9",
            },
            Breach::ChipsStray { .. } | Breach::ChipsOffBoard { .. } => "D1",
            Breach::EmblemEmpty { .. }
            | Breach::SquareCrowded { .. }
            | Breach::ChipOffEmblem { .. }
            | Breach::ChipFaceDown { .. }
            | Breach::WaitingPiles { .. } => "D2",
            Breach::TooManyLoose { .. } | Breach::LooseFaceDown { .. } => "D3",
            Breach::PentacleSize { .. }
            | Breach::PentacleFaceUp { .. }
            | Breach::SeveralFinished { .. } => "D4",
            Breach::SpeedMissing { .. }
            | Breach::SpeedBeyond { .. }
            | Breach::SpeedMarkerElsewhere { .. }
            | Breach::SpeedMarkers { .. } => "D5",
            Breach::HandSize { .. }
            | Breach::SeveralPlayed { .. }
            | Breach::PlayedSideways { .. }
            | Breach::UsedFaceUp { .. }
            | Breach::CardElsewhere { .. } => "D6",
            Breach::PieceOffTrack { .. } | Breach::PieceCount { .. } => "D7",
            Breach::BlessingNotHeld { .. } => "D8",
            Breach::StartsAdjacent { .. } => "D9",
        }
    }
}
