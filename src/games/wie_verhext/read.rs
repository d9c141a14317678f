//! Reading a Wie verhext! table: each seat's role cards by where they lie, the potion cards
//! it holds, what is left of every pile (top first), the counting dice, the blocked
//! roles; and from these, where the game stands.

use super::Roles;
use super::numbers::{ASIDE, RAVENS};
use crate::definition::{CardItem, ComponentRef, Game, What};
use crate::games::common::{Case, Keeper, Seats};
use crate::referee::{CounterField, Counts, Position, Spot, Typed};

mod piles;

/// A count as the table shows it.
#[derive(Debug, Clone, PartialEq)]
pub enum Count {
    Whole(i64),
    /// Not a whole number of 0 or more: the face or the text as typed.
    Bad(String),
    /// A piece's counter whose field is gone from the piece's sheet.
    Missing,
    /// What keeps it is not on the table (conservation reports it).
    Gone,
}

impl Count {
    /// The value where it is one, else 0 (the breach is reported on its own).
    pub fn value(&self) -> i64 {
        match self {
            Count::Whole(v) => *v,
            _ => 0,
        }
    }
}

/// One count a seat or a shelf keeps: what keeps it (a counting die, or in rooms built
/// before the dice a counter of a piece's sheet) and what it shows.
pub struct Tally {
    pub keeper: Keeper,
    pub count: Count,
}

/// What the rules need to know of one seat.
#[derive(Default)]
pub struct SeatView {
    pub played: bool,
    /// Own role cards to choose from (the 12, between rounds), anywhere in the seat's area
    /// outside the chosen, played and aside zones.
    pub hand: Vec<ComponentRef>,
    /// The 5 chosen this round, not yet played.
    pub chosen: Vec<ComponentRef>,
    /// Played this round: face up (the claim standing) and face down (done).
    pub claimed: Vec<ComponentRef>,
    pub done: Vec<ComponentRef>,
    pub aside: usize,
    /// Own role cards lying in another seat's area or a shared area other than the
    /// blocked roles' (not counting those outside every area, which conservation reports).
    pub away: usize,
    /// Own role cards in the blocked-role deck or the revealed row.
    pub in_centre: usize,
    /// Role cards of another colour lying in this seat's area, with their owner.
    pub foreign: Vec<(ComponentRef, Option<usize>)>,
    /// Of those, face up in the played zone: a claim too.
    pub foreign_claims: usize,
    /// Potion cards lying in the seat's area.
    pub potions: Vec<Potion>,
    /// One of them is hidden from the table (face down, as one without a raven lies, or
    /// held with 「自分だけ見る」): the points read from it are withheld before the end.
    pub hidden: bool,
    /// What the seat has of each count (drops, gold, vials: `seat_keepers`), in the
    /// definition's order; empty at an unplayed seat.
    pub counters: Vec<Tally>,
}

impl SeatView {
    /// Played this round, face up or down.
    pub fn played_cards(&self) -> usize {
        self.claimed.len() + self.done.len()
    }

    pub fn has_chosen(&self) -> bool {
        self.aside > 0 || self.played_cards() > 0
    }

    /// Cards of this round still to play: the chosen ones in hand, and once 7 lie aside,
    /// any left among the 12 (chosen cards kept there; W1 reports where they lie).
    pub fn holding(&self) -> usize {
        self.chosen.len() + if self.aside > 0 { self.hand.len() } else { 0 }
    }

    /// Whether the seat has played this round: a card in 「出したカード」, or more than 7 on
    /// the aside pile (done cards put there the rulebook's way; W1 reports it).
    pub fn has_played(&self) -> bool {
        self.played_cards() > 0 || self.aside > ASIDE
    }
}

/// A potion card lying at a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Potion {
    pub card: ComponentRef,
    pub face_up: bool,
    /// It shows a raven (W4: it lies face up).
    pub raven: bool,
}

/// A card of a potion pile as the rules compare it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PileCard {
    pub card: ComponentRef,
    /// Cards alike in every value are the same card: the first item of the kind with this
    /// one's values.
    pub alike: usize,
    /// What the pile is sorted by, lowest on top (`sort_key`).
    pub sort: i64,
    /// For a shelf: how much it asks for, as its top card (the shelf's `needs` icon).
    pub needs: i64,
}

/// One potion pile.
#[derive(Default)]
pub struct PileView {
    /// Its card kind.
    pub kind: usize,
    /// The pile as built, every copy lowest first (equal values in definition order), each
    /// card by the likeness `PileCard::alike` compares.
    pub built: Vec<usize>,
    /// The cards left in the pile area, top first where they form one stack.
    pub left: Vec<PileCard>,
    /// Whether `left` is in a known order (one stack, or a single card).
    pub ordered: bool,
    /// Cards of this pile lying at seats: (seat, card).
    pub taken: Vec<(usize, PileCard)>,
    /// For a shelf: the count lying on it.
    pub holds: Option<Count>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Stage {
    /// As the room was built: nothing chosen, played or taken yet.
    #[default]
    Setup,
    /// Between rounds: choosing, or a round just finished.
    BetweenRounds,
    /// A round under way: cards chosen and some played.
    Round,
    /// The round in which the fourth raven was taken is over.
    Over,
}

/// What the table shows after the end (W5): a new round chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AfterEnd {
    /// The played seats holding cards of a new round.
    pub seats: Vec<usize>,
}

#[derive(Default)]
pub struct Reading {
    pub seats: Vec<SeatView>,
    pub players: usize,
    pub piles: Vec<PileView>,
    /// What lies on each shelf, by its die.
    pub shelves: Vec<Tally>,
    /// Blocked roles face up in the revealed row.
    pub revealed: Vec<ComponentRef>,
    /// Raven cards lying at seats.
    pub ravens: usize,
    pub stage: Stage,
    /// A new round chosen after the game ended, if the table shows one.
    pub after_end: Option<AfterEnd>,
    /// Potion cards and spellbooks in a place not theirs, with where they lie.
    pub potions_astray: Vec<(ComponentRef, Spot)>,
    pub books_astray: Vec<(ComponentRef, Spot)>,
    /// Counting dice of a seat lying in another seat's area: (die, owner, where) (W7).
    pub dice_away: Vec<(usize, usize, usize)>,
}

pub fn item(game: &Game, card: ComponentRef) -> Option<&CardItem> {
    match card {
        ComponentRef::Card { kind, item } => game.card_kinds.get(kind)?.items.get(item),
        _ => None,
    }
}

/// The value a pile is sorted by: its placement's `sort`, else the points.
pub fn sort_key<'a>(game: &'a Game, roles: &'a Roles, kind: usize) -> &'a str {
    game.layout
        .placements
        .iter()
        .find(|p| p.what == What::Cards(kind))
        .and_then(|p| p.sort_by.as_deref())
        .unwrap_or(&roles.points)
}

/// A count as typed: a whole number from 0 to the limit every counter keeps
/// (`limits::MAX_VALUE`), else what was typed.
fn sheet_count(field: &CounterField) -> Count {
    match field.value {
        Typed::Whole(v) if (0..=crate::definition::limits::MAX_VALUE).contains(&v) => {
            Count::Whole(v)
        }
        _ => Count::Bad(field.typed.clone()),
    }
}

/// What a count shows: the face of its die (a seat's own die where each seat has one), or
/// the field of its counter in the sheet of its piece (the seat's own where each seat has
/// one), read in any language.
fn tally(game: &Game, p: &Position, keeper: Keeper, seat: Option<usize>) -> Tally {
    let count = match keeper {
        Keeper::Die(die) => {
            let def = &game.dice[die];
            let shown = p
                .of(ComponentRef::Die(die))
                .find(|t| !def.per_seat || t.owner_seat == seat);
            match shown.map(|t| t.face.as_deref()) {
                Some(Some(face)) => def
                    .number(face)
                    .filter(|n| *n >= 0)
                    .map_or_else(|| Count::Bad(face.to_string()), Count::Whole),
                Some(None) => Count::Bad(String::new()),
                None => Count::Gone,
            }
        }
        Keeper::Counter { piece, counter } => {
            let per_seat = game.pieces[piece].per_seat;
            let sheet = p
                .of(ComponentRef::Piece(piece))
                .find(|t| !per_seat || t.owner_seat == seat);
            match sheet.map(|t| {
                t.counters
                    .iter()
                    .find(|f| f.counts == Counts::Counter(counter))
            }) {
                Some(Some(field)) => sheet_count(field),
                Some(None) => Count::Missing,
                None => Count::Gone,
            }
        }
    };
    Tally { keeper, count }
}

/// What keeps each seat's counts (drops, gold, vials) in the definition's order: every
/// counting die of a seat; in a definition from before the dice, the counters of the
/// players' pieces.
pub fn seat_keepers(game: &Game, roles: &Roles) -> Vec<Keeper> {
    let dice: Vec<Keeper> = game
        .dice
        .iter()
        .enumerate()
        .filter(|(_, d)| d.per_seat && d.counts())
        .map(|(d, _)| Keeper::Die(d))
        .collect();
    if !dice.is_empty() {
        return dice;
    }
    let ComponentRef::Piece(piece) = roles.player else {
        // Resolving the roles made sure the player is a piece.
        return Vec::new();
    };
    (0..game.pieces[piece].counters.len())
        .map(|counter| Keeper::Counter { piece, counter })
        .collect()
}

/// Play beyond the room as built: role cards chosen, played or aside, potions taken.
pub fn shows_play(case: Case, roles: &Roles, seat: usize) -> bool {
    let p = case.position;
    let moved = p.of_kind(roles.role).any(|t| {
        t.seat() == Some(seat)
            && t.owner_seat == Some(seat)
            && matches!(t.zone(), Some(z) if z == roles.chosen || z == roles.played || z == roles.aside)
    });
    let potions = roles
        .piles()
        .iter()
        .any(|pile| p.of_kind(pile.kind).any(|t| t.seat() == Some(seat)));
    moved || potions
}

/// What the table shows of the game: each seat's cards and potions, the piles, the shelves,
/// and where the game stands.
pub fn read(case: Case, roles: &Roles, seats: &Seats) -> Reading {
    let game = case.game;
    let p = case.position;
    let mut views: Vec<SeatView> = (0..game.seats.len())
        .map(|s| SeatView {
            played: seats.played[s],
            ..SeatView::default()
        })
        .collect();
    let revealed = place_role_cards(p, roles, &mut views);
    let mut potions_astray = Vec::new();
    let piles = roles
        .piles()
        .iter()
        .map(|pile| piles::read_pile(case, roles, pile, &mut views, &mut potions_astray))
        .collect();
    let keepers = seat_keepers(game, roles);
    for (s, view) in views.iter_mut().enumerate() {
        if view.played {
            view.counters = keepers
                .iter()
                .map(|k| tally(game, p, *k, Some(s)))
                .collect();
        }
    }
    let shelves = roles
        .piles()
        .iter()
        .filter_map(|pile| pile.shelf.as_ref())
        .map(|shelf| tally(game, p, shelf.holds, None))
        .filter(|t| t.count != Count::Gone)
        .collect();
    let ravens = views
        .iter()
        .flat_map(|v| &v.potions)
        .filter(|potion| potion.raven)
        .count();
    let (stage, after_end) = stage(&views, &revealed, ravens);
    Reading {
        seats: views,
        players: seats.count(),
        piles,
        shelves,
        revealed,
        ravens,
        stage,
        after_end,
        potions_astray,
        books_astray: books_astray(p, roles),
        dice_away: dice_away(game, p),
    }
}

/// Each role card into the view of the seat it lies at (in which of its zones), or counted
/// away from its owner; the blocked roles face up in the revealed row, returned.
fn place_role_cards(p: &Position, roles: &Roles, views: &mut [SeatView]) -> Vec<ComponentRef> {
    let mut revealed = Vec::new();
    for t in p.of_kind(roles.role) {
        let owner = t.owner_seat.or(t.seat());
        match (&t.spot, owner) {
            (Spot::Seat { seat, .. }, Some(o)) if *seat == o => {
                let view = &mut views[o];
                match t.zone() {
                    Some(z) if z == roles.chosen => view.chosen.push(t.component),
                    Some(z) if z == roles.played && t.face_up => view.claimed.push(t.component),
                    Some(z) if z == roles.played => view.done.push(t.component),
                    Some(z) if z == roles.aside => view.aside += 1,
                    _ => view.hand.push(t.component),
                }
            }
            (Spot::Seat { seat, .. }, _) => {
                views[*seat].foreign.push((t.component, owner));
                if t.zone() == Some(roles.played) && t.face_up {
                    views[*seat].foreign_claims += 1;
                }
                if let Some(o) = owner {
                    views[o].away += 1;
                }
            }
            (Spot::Area(a), o) if *a == roles.blocked || *a == roles.revealed => {
                if *a == roles.revealed && t.face_up {
                    revealed.push(t.component);
                }
                if let Some(o) = o {
                    views[o].in_centre += 1;
                }
            }
            (Spot::Area(_), Some(o)) => views[o].away += 1,
            _ => {}
        }
    }
    revealed
}

/// Spellbooks at a seat or in an area not theirs, with where they lie.
fn books_astray(p: &Position, roles: &Roles) -> Vec<(ComponentRef, Spot)> {
    p.of_kind(roles.spellbook)
        .filter(|t| match &t.spot {
            Spot::Seat { .. } => true,
            Spot::Area(a) => *a != roles.spellbooks,
            _ => false,
        })
        .map(|t| (t.component, t.spot.clone()))
        .collect()
}

/// Counting dice of a seat lying in another seat's area: (die, owner, where) (W7).
fn dice_away(game: &Game, p: &Position) -> Vec<(usize, usize, usize)> {
    p.things
        .iter()
        .filter_map(|t| match (t.component, t.owner_seat, t.seat()) {
            (ComponentRef::Die(die), Some(owner), Some(at))
                if game.dice[die].per_seat && owner != at =>
            {
                Some((die, owner, at))
            }
            _ => None,
        })
        .collect()
}

/// Where the game stands. A round is under way while someone still holds cards of it and
/// someone has played. The game ends at the end of the round in which the fourth raven was
/// taken (「ゲームの終了」): with four ravens out, a round under way may be that round, but
/// ravens are taken only by actions, so a round in which nobody has played yet cannot be:
/// it is a new round, chosen after the end (W5).
fn stage(
    views: &[SeatView],
    revealed: &[ComponentRef],
    ravens: usize,
) -> (Stage, Option<AfterEnd>) {
    let played = || views.iter().enumerate().filter(|(_, v)| v.played);
    let holding: Vec<usize> = played()
        .filter(|(_, v)| v.holding() > 0)
        .map(|(s, _)| s)
        .collect();
    let any_played = played().any(|(_, v)| v.has_played());
    let potions = views.iter().any(|v| !v.potions.is_empty());
    let under_way = !holding.is_empty() && any_played;
    if ravens >= RAVENS && !under_way {
        let after_end = (!holding.is_empty()).then_some(AfterEnd { seats: holding });
        (Stage::Over, after_end)
    } else if under_way {
        (Stage::Round, None)
    } else if !potions
        && revealed.is_empty()
        && played().all(|(_, v)| !v.has_chosen() && v.chosen.is_empty())
    {
        (Stage::Setup, None)
    } else {
        (Stage::BetweenRounds, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(text: &str) -> Count {
        sheet_count(&CounterField {
            counts: Counts::Counter(0),
            name: "しずく".into(),
            typed: text.into(),
            value: Typed::read(text),
        })
    }

    /// W7 and the limits (docs/command-line.md): a count is a whole number from 0 to the limit every
    /// counter keeps; anything else is quoted as typed.
    #[test]
    fn a_sheet_count_is_whole_from_0_to_the_counters_limit() {
        assert_eq!(typed("0"), Count::Whole(0));
        assert_eq!(typed(" 12 "), Count::Whole(12));
        assert_eq!(typed("1000000000"), Count::Whole(1_000_000_000));
        for bad in ["1000000001", "-1", "2.5", "abc", "1e300"] {
            assert_eq!(typed(bad), Count::Bad(bad.into()), "{bad}");
        }
    }
}
