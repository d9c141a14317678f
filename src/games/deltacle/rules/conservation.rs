//! Component conservation as every game has it (`games/common/conservation.rs`), each breach
//! put under the rule of its component: chips D1, speed markers D5, control cards D6,
//! pieces D7, the blessing card D8.

use crate::games::common::{self, Ctx};
use crate::games::deltacle::Roles;
use crate::games::deltacle::breach::{BlessingAt, Breach, Under};

/// Conservation as every game has it, each breach under the rule of its component. The
/// room makes pieces and speed markers only for the seats built as played (its record
/// says which), so those are not missing at the others.
pub fn conservation(ctx: &mut Ctx<Breach>, roles: &Roles) {
    let mut found: Ctx<common::Common> = Ctx::new(ctx.game, ctx.position, ctx.options);
    common::conservation(&mut found);
    let built_unplayed = |seat: usize| {
        ctx.position
            .record
            .as_ref()
            .is_some_and(|r| r.played.get(seat) == Some(&false))
    };
    for c in found.breaches {
        if let common::Common::Missing {
            component,
            seat: Some(seat),
            ..
        } = &c
            && (*component == roles.piece || *component == roles.speed_marker)
            && built_unplayed(*seat)
        {
            continue;
        }
        // The blessing card has one legal place, a player's seat: say so (D8).
        if let common::Common::Outside {
            component, x, y, ..
        } = &c
            && *component == roles.blessing
        {
            ctx.breach(Breach::BlessingNotHeld {
                card: roles.blessing,
                lies: BlessingAt::Outside { x: *x, y: *y },
            });
            continue;
        }
        let under = match &c {
            common::Common::Missing { component, .. }
            | common::Common::Duplicated { component, .. }
            | common::Common::Outside { component, .. }
            | common::Common::OffTable { component, .. }
            | common::Common::BadNumber { component, .. } => roles.under(*component),
            _ => Under::Chips,
        };
        ctx.breach(Breach::Common { common: c, under });
    }
}
