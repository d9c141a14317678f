//! Seat areas and the zones every seat shares: each seat's area by the shift more than half
//! of its places share, each zone by what is left over where the seats agree.

use super::{Change, Reason, Solved, mode, rounded};
use crate::definition::{Game, Rect};
use crate::relayout::observe::{PlaceRef, Shift};
use std::collections::BTreeMap;

/// Per zone, the seats whose zone moved within their area once the area moved, and by what
/// (rounded).
type Leftover = BTreeMap<usize, Vec<(usize, Shift)>>;

/// Each seat's area by the shift more than half of its places (with something in them)
/// share; each zone by what is left over, where every seat agrees (or, with `every_seat`,
/// where the seats it moved at agree).
pub(super) fn seats_and_zones(
    game: &Game,
    place_shift: &BTreeMap<PlaceRef, (Shift, usize)>,
    (count, every_seat): (u32, bool),
    solved: &mut Solved,
) {
    let seats = game.layout.seat_areas.len();
    let mut leftover = Leftover::new();
    for seat in 0..seats {
        let here = places_at_seat(place_shift, seat);
        if here.is_empty() {
            continue;
        }
        let shift = seat_area_shift(&here);
        zones_left_over(game, seat, shift, &here, &mut leftover);
        if !shift.is_zero() {
            solved
                .changes
                .push(seat_area_moved(game, seat, shift, count));
        }
    }
    // A zone moves where it moved alike at every seat, or at the seats it moved at when
    // `--every-seat` says so; else each seat whose zones moved apart is named.
    let mut apart = if every_seat {
        BTreeMap::new()
    } else {
        seats_apart(seats, &mut leftover)
    };
    for (zone, moved_at) in &leftover {
        zone_moved(game, *zone, moved_at, every_seat, solved, &mut apart);
    }
    for (seat, zones) in apart {
        for (zone, _) in &zones {
            solved.covered.insert(PlaceRef::Zone { zone: *zone, seat });
        }
        solved.reasons.push(Reason::ZonesApart { seat, zones });
    }
    solved.changes.sort_by_key(|c| match c {
        Change::SeatArea { seat, .. } => (0, *seat),
        Change::Zone { zone, .. } => (1, *zone),
        _ => (2, 0),
    });
}

/// The places of `seat` (its area and its zones) with their shifts.
fn places_at_seat(
    place_shift: &BTreeMap<PlaceRef, (Shift, usize)>,
    seat: usize,
) -> Vec<(PlaceRef, Shift)> {
    place_shift
        .iter()
        .filter(|(p, _)| match p {
            PlaceRef::Zone { seat: s, .. } | PlaceRef::Seat(s) => *s == seat,
            _ => false,
        })
        .map(|(p, (s, _))| (*p, *s))
        .collect()
}

/// The shift more than half the seat's places share, rounded, else none: where the seat's
/// zones went each their own way, which one the area followed is not guessed.
fn seat_area_shift(here: &[(PlaceRef, Shift)]) -> Shift {
    let shifts: Vec<(Shift, usize)> = here.iter().map(|(_, s)| (*s, 1)).collect();
    let most = mode(&shifts);
    let share = shifts.iter().filter(|(s, _)| s.same(most)).count();
    if share * 2 > shifts.len() {
        rounded(most)
    } else {
        Shift::default()
    }
}

/// What is left over of each of the seat's zones once its area moved by `shift`, where the
/// zone stays within the area.
fn zones_left_over(
    game: &Game,
    seat: usize,
    shift: Shift,
    here: &[(PlaceRef, Shift)],
    leftover: &mut Leftover,
) {
    let layout = &game.layout;
    let r = layout.seat_areas[seat];
    for (place, s) in here {
        let rest = rounded(s.minus(shift));
        // A zone moved out of its seat's area is no zone moved: what lies in it is named.
        if let PlaceRef::Zone { zone, .. } = place
            && !rest.is_zero()
            && layout.seat_zones[*zone]
                .rect
                .offset(&Rect {
                    x: rest.dx,
                    y: rest.dy,
                    ..r
                })
                .fits_in(&Rect {
                    x: 0.0,
                    y: 0.0,
                    ..r
                })
        {
            leftover.entry(*zone).or_default().push((seat, rest));
        }
    }
}

/// The seat's area moved by `shift`: where this count of players sits the seat elsewhere,
/// that entry.
fn seat_area_moved(game: &Game, seat: usize, shift: Shift, count: u32) -> Change {
    let r = game.layout.seat_areas[seat];
    let players = game
        .layout
        .seat_moves
        .iter()
        .find(|m| m.seat == seat && m.players.contains(&count))
        .map(|m| m.players.clone());
    Change::SeatArea {
        seat,
        players,
        from: [r.x, r.y],
        to: [r.x + shift.dx, r.y + shift.dy],
    }
}

/// The seats whose zones moved off its area each by its own shift, taken out of `leftover`
/// to be named whole.
fn seats_apart(seats: usize, leftover: &mut Leftover) -> BTreeMap<usize, Vec<(usize, Shift)>> {
    let mut apart = BTreeMap::new();
    for seat in 0..seats {
        let here: Vec<(usize, Shift)> = leftover
            .iter()
            .flat_map(|(z, at)| at.iter().filter(|(s, _)| *s == seat).map(|(_, r)| (*z, *r)))
            .collect();
        if here.len() >= 2 && here.iter().any(|(_, r)| !r.same(here[0].1)) {
            for moved_at in leftover.values_mut() {
                moved_at.retain(|(s, _)| *s != seat);
            }
            apart.insert(seat, here);
        }
    }
    leftover.retain(|_, at| !at.is_empty());
    apart
}

/// A zone moved at the seats `moved_at`: a change where it moved alike everywhere (or, with
/// `every_seat`, alike where it moved), a reason where it moved alike at some seats, else
/// its seats among those `apart`.
fn zone_moved(
    game: &Game,
    zone: usize,
    moved_at: &[(usize, Shift)],
    every_seat: bool,
    solved: &mut Solved,
    apart: &mut BTreeMap<usize, Vec<(usize, Shift)>>,
) {
    let first = moved_at[0].1;
    let alike = moved_at.iter().all(|(_, s)| s.same(first));
    let everywhere = moved_at.len() == game.layout.seat_areas.len();
    let z = game.layout.seat_zones[zone].rect;
    let change = |offered: Vec<usize>| Change::Zone {
        zone,
        from: [z.x, z.y],
        to: [z.x + first.dx, z.y + first.dy],
        offered,
    };
    if alike && everywhere {
        solved.changes.push(change(Vec::new()));
    } else if alike && every_seat {
        let at: Vec<usize> = moved_at.iter().map(|(s, _)| *s).collect();
        for seat in (0..game.layout.seat_areas.len()).filter(|s| !at.contains(s)) {
            solved.everywhere.insert(PlaceRef::Zone { zone, seat });
        }
        solved.changes.push(change(at));
    } else if alike {
        for (seat, _) in moved_at {
            solved.covered.insert(PlaceRef::Zone { zone, seat: *seat });
        }
        solved.reasons.push(Reason::ZoneAtSomeSeats {
            zone,
            seats: moved_at.iter().map(|(s, _)| *s).collect(),
            by: first,
        });
    } else {
        for (seat, shift) in moved_at {
            apart.entry(*seat).or_default().push((zone, *shift));
        }
    }
}
