//! The invariants D1–D9 of a DELTACLE table (the README's rules catalogue), each a pure
//! function of the table read in the game's terms. A saved table is judged as it lies: a
//! save taken in the middle of a move may show what the rules put right a moment later
//! (a chip not refilled yet), and the report says so by rule.

use super::breach::{BlessingAt, Breach};
use super::table::{CardPlace, Chip, Facing, Marker, Table};
use crate::definition::ComponentRef;

/// Every breach of D1–D9, in rule order. `blessing` is the blessing card, named in D8.
///
/// The game ends 「その瞬間」 a seat completes its third pentacle (「ゲームの終了と得点計算」),
/// so once the table shows that (`finished`), what the rest of that move would have done is
/// not owed: the square whose chip was just taken stays empty (D2), removed pieces stay off
/// the board (D7); and the scoring step 「全員、自身のペンタクルの内容を公開し」 turns
/// pentacles face up (D4). A second seat with three pentacles is play after the end (D4).
pub fn check(table: &Table, blessing: ComponentRef) -> Vec<Breach> {
    let over = !finished(table).is_empty();
    let mut out = Vec::new();
    chips(table, &mut out);
    track(table, over, &mut out);
    loose(table, &mut out);
    pentacles(table, over, &mut out);
    speeds(table, &mut out);
    hands(table, &mut out);
    pieces(table, over, &mut out);
    self::blessing(table, blessing, &mut out);
    starts(table, &mut out);
    out
}

/// D1: every chip on the track, waiting, at a seat or in a pentacle. (That each colour has
/// its 15 chips is component conservation, under D1 too.)
fn chips(table: &Table, out: &mut Vec<Breach>) {
    // Chips at a seat nobody plays are out of the game as much as chips in the rules area.
    let at_empty_seats: usize = table
        .seats
        .iter()
        .filter(|s| !s.played)
        .map(|s| s.loose.len() + s.pentacles.iter().map(Vec::len).sum::<usize>())
        .sum();
    if table.stray_chips + at_empty_seats > 0 {
        out.push(Breach::ChipsStray {
            count: table.stray_chips + at_empty_seats,
        });
    }
    // Only a 2-player move sets chips off the board, and puts them back before it ends: a
    // move is under way only while a card lies played (the referee's test of a turn).
    let players = table.played().count();
    if !table.off_board.is_empty() && (players != 2 || !table.in_turn()) {
        out.push(Breach::ChipsOffBoard {
            count: table.off_board.len(),
            players,
        });
    }
}

/// D2: one face-up chip on every emblem square while chips wait (after the end, the square
/// just emptied is not refilled), none elsewhere on the track, and the waiting chips face up
/// in two piles.
fn track(table: &Table, over: bool, out: &mut Vec<Breach>) {
    let waiting = table.waiting_chips();
    for (square, chips) in table.squares.iter().enumerate() {
        let emblem = table.emblem.get(square).copied().unwrap_or(false);
        if !emblem && !chips.is_empty() {
            out.push(Breach::ChipOffEmblem { square });
        } else if chips.len() > 1 {
            out.push(Breach::SquareCrowded {
                square,
                chips: chips.len(),
            });
        } else if emblem && chips.is_empty() && waiting > 0 && !over {
            out.push(Breach::EmblemEmpty { square });
        }
    }
    let face_down = |chips: &mut dyn Iterator<Item = &Chip>| chips.filter(|c| !c.face_up).count();
    let on_track = face_down(&mut table.squares.iter().flatten());
    let waiting_down = face_down(&mut table.waiting.iter().flatten());
    if on_track + waiting_down > 0 {
        out.push(Breach::ChipFaceDown {
            on_track,
            waiting: waiting_down,
        });
    }
    let piles = table.waiting.iter().filter(|p| !p.is_empty()).count();
    if piles != waiting.min(2) {
        out.push(Breach::WaitingPiles {
            piles,
            chips: waiting,
        });
    }
}

/// D3: at most 2 loose chips at a seat, face up (a third makes a pentacle at once).
fn loose(table: &Table, out: &mut Vec<Breach>) {
    for seat in table.played() {
        let chips = &table.seats[seat].loose;
        if chips.len() > 2 {
            out.push(Breach::TooManyLoose {
                seat,
                chips: chips.len(),
            });
        }
        let down = chips.iter().filter(|c| !c.face_up).count();
        if down > 0 {
            out.push(Breach::LooseFaceDown { seat, chips: down });
        }
    }
}

/// D4: pentacles of exactly 3 face-down chips (face up once the game is over and they are
/// shown for scoring); at most one seat reaches 3 pentacles.
fn pentacles(table: &Table, over: bool, out: &mut Vec<Breach>) {
    for seat in table.played() {
        for (slot, chips) in table.seats[seat].pentacles.iter().enumerate() {
            if chips.is_empty() {
                continue;
            }
            if chips.len() != 3 {
                out.push(Breach::PentacleSize {
                    seat,
                    slot,
                    chips: chips.len(),
                });
            }
            if !over && chips.iter().any(|c| c.face_up) {
                out.push(Breach::PentacleFaceUp { seat, slot });
            }
        }
    }
    let finished = finished(table);
    if finished.len() > 1 {
        out.push(Breach::SeveralFinished { seats: finished });
    }
}

/// Played seats with 3 pentacles of 3 chips: the game ended when the first was made.
pub fn finished(table: &Table) -> Vec<usize> {
    table
        .played()
        .filter(|s| table.seats[*s].complete().count() >= 3)
        .collect()
}

/// D5: each played seat's speed marker on a slot of its own gauge. A marker that is gone
/// (deleted, outside every area, off the table) is conservation's to report, once; only a
/// seat the room was built without one for is missing it here.
fn speeds(table: &Table, out: &mut Vec<Breach>) {
    for seat in table.played() {
        let markers = &table.seats[seat].markers;
        if markers.is_empty() && !table.seats[seat].gone.marker {
            out.push(Breach::SpeedMissing { seat });
        }
        if markers.contains(&Marker::Beyond) {
            out.push(Breach::SpeedBeyond { seat });
        }
        if markers.contains(&Marker::Elsewhere) {
            out.push(Breach::SpeedMarkerElsewhere { seat });
        }
        let on_gauge = markers
            .iter()
            .filter(|m| matches!(m, Marker::Speed(_)))
            .count();
        if on_gauge > 1 {
            out.push(Breach::SpeedMarkers {
                seat,
                markers: on_gauge,
            });
        }
    }
}

/// D6: a seat's four control cards in its hand, played and used places; at rest the hand
/// holds 4, 3 or 2 (at 1 the used cards come back); during a turn one card is played, in a
/// direction; used cards lie face down.
fn hands(table: &Table, out: &mut Vec<Breach>) {
    for seat in table.played() {
        let s = &table.seats[seat];
        for (_, place) in &s.cards {
            if let CardPlace::Elsewhere { seat: lies_at } = place {
                out.push(Breach::CardElsewhere {
                    seat,
                    lies_at: *lies_at,
                });
            }
        }
        let hand = s.cards_at(CardPlace::Hand).count();
        let used = s.cards_at(CardPlace::Used).count();
        let played = s.cards_at(CardPlace::Played).count();
        if played > 1 {
            out.push(Breach::SeveralPlayed {
                seat,
                cards: played,
            });
        }
        // Only when all four are in their places: a lost card is a conservation breach.
        let legal = match played {
            0 => (2..=4).contains(&hand),
            1 => (1..=3).contains(&hand),
            _ => true,
        };
        if hand + used + played == s.cards.len() && s.cards.len() == 4 && !legal {
            out.push(Breach::HandSize {
                seat,
                hand,
                used,
                played,
            });
        }
        let two_ended = |item: usize| table.two_ended.get(item).copied().unwrap_or(false);
        if s.cards_at(CardPlace::Played)
            .any(|c| two_ended(c.item) && c.facing == Facing::Sideways)
        {
            out.push(Breach::PlayedSideways { seat });
        }
        let up = s.cards_at(CardPlace::Used).filter(|c| c.face_up).count();
        if up > 0 {
            out.push(Breach::UsedFaceUp { seat, cards: up });
        }
    }
}

/// D7: one piece per player, on the track: a piece rear-ended during a move is off the
/// board until the recovery step, so while cards lie played the turn is under way and a
/// piece off the track is one removed; after the end no recovery step comes. A piece that
/// is gone is conservation's to report, once.
fn pieces(table: &Table, over: bool, out: &mut Vec<Breach>) {
    let in_turn = table.in_turn();
    for seat in table.played() {
        match table.seats[seat].pieces.as_slice() {
            [Some(_)] => {}
            [None] if in_turn || over => {}
            [None] => out.push(Breach::PieceOffTrack { seat }),
            [] if table.seats[seat].gone.piece => {}
            pieces => out.push(Breach::PieceCount {
                seat,
                pieces: pieces.len(),
            }),
        }
    }
}

/// D8: the blessing card at a seat that plays. How many there are (one, none, a copy) and
/// one outside every area or off the table are conservation's to report.
fn blessing(table: &Table, card: ComponentRef, out: &mut Vec<Breach>) {
    if table.played().any(|s| table.seats[s].blessings > 0) {
        return;
    }
    let lies = table.blessings_away.first().cloned().or_else(|| {
        (0..table.seats.len())
            .find(|s| table.seats[*s].blessings > 0)
            .map(BlessingAt::EmptySeat)
    });
    if let Some(lies) = lies {
        out.push(Breach::BlessingNotHeld { card, lies });
    }
}

/// The seat holding the blessing card, if exactly one played seat does.
pub fn blessing_holder(table: &Table) -> Option<usize> {
    let holders: Vec<usize> = table
        .played()
        .filter(|s| table.seats[*s].blessings > 0)
        .collect();
    match holders.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// D9: 2 players start on alternate start squares. (With 3, every seat has its own start
/// square, so exactly one is left unused by construction.)
fn starts(table: &Table, out: &mut Vec<Breach>) {
    let played: Vec<usize> = table.played().collect();
    let [a, b] = played.as_slice() else {
        return;
    };
    // Start squares in the order pieces pass them.
    let mut order: Vec<(usize, usize)> = table
        .starts
        .iter()
        .enumerate()
        .map(|(seat, sq)| (*sq, seat))
        .collect();
    order.sort_unstable();
    let n = order.len();
    let pos = |seat: usize| order.iter().position(|(_, s)| *s == seat);
    if let (Some(i), Some(j)) = (pos(*a), pos(*b))
        && n > 2
        && ((i + 1) % n == j || (j + 1) % n == i)
    {
        out.push(Breach::StartsAdjacent { seats: [*a, *b] });
    }
}
