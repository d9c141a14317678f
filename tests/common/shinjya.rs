//! The shinjya positions the referee tests share: a dealt game.
#![allow(dead_code)]

use super::table::Table;

pub const INV: &str = "identity/investigator";
pub const CTH: &str = "identity/cthulhu";
pub const NYA: &str = "identity/nyar";

/// Deals a game: 4 incidents removed, the given identities (seat 1 first), the given
/// cards held (`true` = open in front of the seat), the rest of the centre removed at the
/// accusation phase, the chair, and the names of the played seats.
pub fn dealt(
    players: u32,
    name: &str,
    identities: [&str; 5],
    held: &[(u32, &str, bool)],
    chair: u32,
) -> Table {
    let mut t = Table::build(players, name);
    deal(&mut t, identities, held, chair, players);
    t
}

fn deal(
    t: &mut Table,
    identities: [&str; 5],
    held: &[(u32, &str, bool)],
    chair: u32,
    players: u32,
) {
    for (seat, id) in identities.iter().enumerate() {
        t.deal_to_hand(id, seat as u32 + 1);
    }
    for &(seat, card, open) in held {
        if open {
            t.deal_open(card, seat)
        } else {
            t.deal_to_hand(card, seat)
        }
    }
    // Whatever is left in the centre is out of the game by now (setup, then 告発フェイズ).
    for card in [
        "incident/nyar-wish",
        "incident/cthulhu-nightmare",
        "incident/rlyeh-disc",
        "incident/blood-pact",
        "incident/nyar-whim",
        "incident/dark-decree",
        "incident/stars-right",
        "evidence/witness",
        "evidence/weapon",
        "evidence/will",
        "evidence/diary",
        "evidence/dynamite",
    ] {
        let already: usize = held.iter().filter(|h| h.1 == card).count();
        let copies = if card.starts_with("evidence/") && card != "evidence/dynamite" {
            2
        } else {
            1
        };
        for _ in already..copies {
            t.move_to_area(card, "removed");
        }
    }
    t.make_chair(chair);
    for seat in 1..=players {
        t.rename(seat, &format!("player{seat}"));
    }
}

/// The standard deal of `standard` on a table already built (e.g. a fixture room).
pub fn deal_standard(t: &mut Table) {
    let identities = [INV, CTH, CTH, NYA, NYA];
    deal(t, identities, STANDARD_HELD, 1, 5);
}

pub const STANDARD_HELD: &[(u32, &str, bool)] = &[
    (1, "evidence/witness", false),
    (1, "incident/rlyeh-disc", true),
    (2, "evidence/will", false),
    (2, "evidence/diary", true),
    (3, "evidence/dynamite", false),
    (3, "incident/cthulhu-nightmare", true),
    (4, "evidence/witness", false),
    (4, "evidence/weapon", true),
    (5, "evidence/weapon", false),
    (5, "incident/nyar-wish", true),
];

/// The standard game: 1 investigator, 2–3 Cthulhu, 4–5 Nyarlathotep.
pub fn standard(name: &str) -> Table {
    dealt(5, name, [INV, CTH, CTH, NYA, NYA], STANDARD_HELD, 1)
}
