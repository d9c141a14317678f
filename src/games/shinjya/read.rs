//! Reading a shinjya table: each seat's identity, the evidence and incidents it holds, where
//! its accusation cards lie, the chair; and the phase the table is in.

use super::Roles;
use crate::definition::ComponentRef;
use crate::games::common::{Case, Seats};
use crate::referee::save::Kind;
use crate::referee::{Spot, Thing};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Phase {
    /// Nothing dealt yet: the room as loaded.
    #[default]
    Setup,
    Action,
    /// Some accusation cards placed, not all.
    Accusation,
    /// Every played seat has placed both accusation cards: the final verdict.
    Decision,
}

/// What the rules need to know of one seat.
#[derive(Default)]
pub struct SeatView {
    pub played: bool,
    /// The identity card lying at the seat, if exactly one does.
    pub identity: Option<ComponentRef>,
    pub identities: usize,
    /// Evidence and incident cards lying in the seat's area (hand and open alike).
    pub held: Vec<ComponentRef>,
    /// The seat this seat's 告発 lies in front of, if another seat: face up, or at the
    /// decision, when the rulebook opens every card (「勝者の決定フェイズ」). Before it a
    /// face-down card is not read, so the report cannot tell a 告発 from a 無罪.
    pub accuses: Option<usize>,
    /// How many of this seat's two accusation cards lie in front of a seat (its own
    /// 置かれた告発カード zone included).
    pub placed: usize,
    /// Whether one of its cards lies in its own 置かれた告発カード zone.
    pub accused_self: bool,
    pub chair: bool,
    /// Its identity card or a card it holds is hidden from the table (in the hand with
    /// 「自分だけ見る」, face down): fame read from them is withheld before the end.
    pub hidden: bool,
}

#[derive(Default)]
pub struct Reading {
    pub seats: Vec<SeatView>,
    pub phase: Phase,
    /// Incident cards outside the removed area (J2).
    pub incidents_in_play: usize,
    /// Evidence cards left in the evidence deck (J4).
    pub evidence_deck: usize,
    /// Every interrogation marker lies on a character card (J5).
    pub marker_on_character: bool,
    /// The seat of the character card the marker lies on, if it lies on one of a seat (J5).
    pub marker_seat: Option<usize>,
    /// Accusation cards lying in a shared area instead of before a seat: each card's owner
    /// and where it lies (J8).
    pub accusations_astray: Vec<(Option<usize>, Spot)>,
}

/// Whether an accusation card of `seat` lies in front of a seat: another seat's area, or
/// its own seat's 置かれた告発カード zone.
fn placed(thing: &Thing, seat: usize, roles: &Roles) -> bool {
    match thing.seat() {
        Some(t) if t != seat => true,
        Some(_) => thing.zone() == Some(roles.accused),
        None => false,
    }
}

/// Play only a player can show: an accusation placed. Cards, opened cards and the chair
/// are not evidence: other players' 尋問 and 強奪 act on virtual seats too (rulebook:
/// 「仮のプレイヤーに対しても「尋問」「強奪」アクションはできる」), and the marker makes them chair.
pub fn shows_play(case: Case, roles: &Roles, seat: usize) -> bool {
    case.position
        .of_kind(roles.accusation)
        .any(|a| a.owner_seat == Some(seat) && placed(a, seat, roles))
}

pub fn read(case: Case, roles: &Roles, seats: &Seats) -> Reading {
    let p = case.position;
    let n = case.game.seats.len();
    let mut views: Vec<SeatView> = (0..n)
        .map(|s| {
            let here = |t: &&Thing| t.seat() == Some(s);
            let identities: Vec<&Thing> = p.of_kind(roles.identity).filter(here).collect();
            let held: Vec<&Thing> = p
                .things
                .iter()
                .filter(|c| c.kind == Kind::Card)
                .filter(|c| {
                    matches!(c.card_kind(), Some(k) if k == roles.evidence || k == roles.incident)
                })
                .filter(here)
                .collect();
            let own: Vec<&Thing> = p
                .of_kind(roles.accusation)
                .filter(|a| a.owner_seat == Some(s))
                .collect();
            SeatView {
                played: seats.played[s],
                identity: (identities.len() == 1).then(|| identities[0].component),
                identities: identities.len(),
                held: held.iter().map(|c| c.component).collect(),
                accuses: None,
                placed: own.iter().filter(|a| placed(a, s, roles)).count(),
                accused_self: own
                    .iter()
                    .any(|a| a.seat() == Some(s) && a.zone() == Some(roles.accused)),
                chair: p
                    .of(roles.character)
                    .any(|c| c.owner_seat == Some(s) && !c.face_up),
                hidden: identities.iter().chain(&held).any(|c| c.hidden()),
            }
        })
        .collect();
    let dealt = p.of_kind(roles.identity).any(|c| c.seat().is_some());
    let any_placed = views.iter().any(|s| s.placed > 0);
    let all_placed = views.iter().filter(|s| s.played).all(|s| s.placed == 2);
    let phase = match (dealt || any_placed, any_placed, all_placed) {
        (false, _, _) => Phase::Setup,
        (true, false, _) => Phase::Action,
        (true, true, false) => Phase::Accusation,
        (true, true, true) => Phase::Decision,
    };
    let opened = phase == Phase::Decision;
    for (s, view) in views.iter_mut().enumerate() {
        view.accuses = p
            .of(roles.accuse)
            .filter(|a| a.owner_seat == Some(s) && (a.face_up || opened))
            .find_map(|a| a.seat().filter(|t| *t != s));
    }
    let on_character = |m: &Thing| {
        let (x, y) = m.centre();
        p.of(roles.character).find(|c| c.covers(x, y))
    };
    Reading {
        seats: views,
        phase,
        incidents_in_play: p
            .of_kind(roles.incident)
            .filter(|c| c.area() != Some(roles.removed))
            .count(),
        evidence_deck: p
            .of_kind(roles.evidence)
            .filter(|c| c.area() == Some(roles.evidence_deck))
            .count(),
        marker_on_character: p.of(roles.marker).all(|m| on_character(m).is_some()),
        marker_seat: p
            .of(roles.marker)
            .find_map(|m| on_character(m).and_then(|c| c.owner_seat)),
        accusations_astray: p
            .of_kind(roles.accusation)
            .filter(|t| matches!(t.spot, Spot::Area(_)))
            .map(|t| (t.owner_seat, t.spot.clone()))
            .collect(),
    }
}
