//! Component conservation as every game has it (each component once, on the table, in an
//! area), every breach put under the rule of the component it concerns. A room leaves the
//! players' pieces and counting dice out at seats nobody plays, so those are expected only at
//! played seats.

use crate::definition::ComponentRef;
use crate::games::common::{Common, Ctx, conservation};
use crate::games::wie_verhext::Roles;
use crate::games::wie_verhext::breach::{Breach, Under};

pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles) {
    let mut shared: Ctx<Common> = Ctx::new(ctx.game, ctx.position, ctx.options);
    conservation(&mut shared);
    for breach in shared.breaches {
        if let Common::Missing {
            component, seat, ..
        } = &breach
        {
            // Left out of the room: the pieces and dice of seats built unplayed.
            let at_unplayed_seat = seat.is_some_and(|s| built_unplayed(ctx, roles, s))
                && (*component == roles.player || matches!(component, ComponentRef::Die(_)));
            if at_unplayed_seat {
                continue;
            }
        }
        let under = under(&breach, roles);
        ctx.breach(Breach::Common(breach, under));
    }
}

/// Whether the room was built without this seat: its record says so, or (a room without
/// its record) the seat's role cards lie in the blocked-role deck.
fn built_unplayed(ctx: &Ctx<Breach>, roles: &Roles, seat: usize) -> bool {
    match &ctx.position.record {
        Some(record) => record.played.get(seat) == Some(&false),
        None => ctx.position.of_kind(roles.role).any(|t| {
            t.owner_seat == Some(seat)
                && matches!(t.area(), Some(a) if a == roles.blocked || a == roles.revealed)
        }),
    }
}

fn under(breach: &Common, roles: &Roles) -> Under {
    let component = match breach {
        Common::Missing { component, .. }
        | Common::Duplicated { component, .. }
        | Common::Outside { component, .. }
        | Common::OffTable { component, .. }
        | Common::BadNumber { component, .. }
        | Common::CounterOutOfRange { component, .. } => *component,
        Common::PlayerCount { .. } => return Under::Players,
        Common::SeveralRooms(_) | Common::OtherGame { .. } => return Under::Roles,
    };
    match component {
        ComponentRef::Card { kind, .. } if kind == roles.spellbook => Under::Spellbooks,
        ComponentRef::Card { kind, .. } if roles.pile_of(kind).is_some() => Under::Potions,
        ComponentRef::Piece(_) if component == roles.player => Under::Counters,
        _ if roles.holds_a_shelf(component) => Under::Shelves,
        ComponentRef::Piece(_) => Under::Shelves,
        ComponentRef::Die(_) => Under::Counters,
        _ => Under::Roles,
    }
}
