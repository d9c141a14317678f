//! D5: each played seat's speed marker on a slot of its own gauge. A marker that is gone
//! (deleted, outside every area, off the table) is conservation's to report, once; only a
//! seat the room was built without one for is missing it here.

use crate::games::deltacle::breach::Breach;
use crate::games::deltacle::read::{Marker, Table};

/// Every breach of D5.
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    for seat in table.played() {
        let markers = &table.seats[seat].markers;
        if markers.is_empty() && !table.seats[seat].gone.marker {
            out.push(Breach::SpeedMissing { seat });
        }
        if markers.contains(&Marker::Beyond) {
            out.push(Breach::SpeedBeyond { seat });
        }
        for marker in markers {
            if let Marker::Elsewhere(lies) = marker {
                out.push(Breach::SpeedMarkerElsewhere {
                    seat,
                    lies: lies.clone(),
                });
            }
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
    out
}
