//! Placing by a geometry: which seat area, zone, shared area or track square a point lies
//! in, with the geometry's places resolved once against the definition's layout.

use crate::definition::record::{Geometry, Place};
use crate::definition::{AreaId, Layout, ZoneId};

/// A shared area or seat zone a position was placed by: one the game's definition lays out,
/// or one only the room's record has (the definition changed since the room was built),
/// kept by the record's id so the report can still name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlaceId<Id> {
    Defined(Id),
    RecordOnly(String),
}

impl<Id: Copy> PlaceId<Id> {
    /// The definition's place, when it has this one.
    pub fn defined(&self) -> Option<Id> {
        match self {
            PlaceId::Defined(id) => Some(*id),
            PlaceId::RecordOnly(_) => None,
        }
    }
}

/// A place is the definition's place only when the definition has it.
impl<Id: PartialEq> PartialEq<Id> for PlaceId<Id> {
    fn eq(&self, other: &Id) -> bool {
        matches!(self, PlaceId::Defined(id) if id == other)
    }
}

/// Where a component lies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Spot {
    /// In a seat's area (0-based seat), in one of its zones if it lies in one.
    Seat {
        seat: usize,
        zone: Option<PlaceId<ZoneId>>,
    },
    /// In a shared area.
    Area(PlaceId<AreaId>),
    /// On a square of the track (0-based, clockwise from square 1).
    Square(usize),
    /// On the table but in no area.
    Outside,
    /// Not on the table at all (an inventory or the graveyard).
    OffTable,
}

/// Per place of a geometry, in its order, the definition's place it is.
#[derive(Debug, Clone)]
pub(super) struct Places {
    pub(super) zones: Vec<PlaceId<ZoneId>>,
    areas: Vec<PlaceId<AreaId>>,
}

impl Places {
    /// Resolves every place by its id, once, when a position is placed.
    pub(super) fn resolve(layout: &Layout, geometry: &Geometry) -> Places {
        fn each<Id>(places: &[Place], id: impl Fn(&str) -> Option<Id>) -> Vec<PlaceId<Id>> {
            places
                .iter()
                .map(|p| {
                    id(&p.id).map_or_else(|| PlaceId::RecordOnly(p.id.clone()), PlaceId::Defined)
                })
                .collect()
        }
        Places {
            zones: each(&geometry.seat_zones, |id| layout.zone_id(id)),
            areas: each(&geometry.areas, |id| layout.area_id(id)),
        }
    }
}

/// The geometry a position is placed by, with its places resolved.
pub(super) struct Placer<'a> {
    pub(super) geometry: &'a Geometry,
    pub(super) places: &'a Places,
}

impl Placer<'_> {
    /// The seat area (and zone) or shared area containing a point given in cells, and the
    /// numbered slot there if the zone has slots.
    pub(super) fn locate(&self, x: f64, y: f64) -> (Spot, Option<usize>) {
        let geometry = self.geometry;
        for (seat, area) in geometry.seat_areas.iter().enumerate() {
            if area.contains(x, y) {
                let zone = geometry
                    .seat_zones
                    .iter()
                    .enumerate()
                    .map(|(i, z)| (i, z, z.rect.offset(area)))
                    .find(|(_, _, r)| r.contains(x, y));
                let slot = zone.and_then(|(_, z, r)| z.slot_at(&r, x));
                let zone = zone.map(|(i, _, _)| self.places.zones[i].clone());
                return (Spot::Seat { seat, zone }, slot);
            }
        }
        if let Some(square) = geometry.square_at(x, y) {
            return (Spot::Square(square), None);
        }
        geometry
            .areas
            .iter()
            .enumerate()
            .find(|(_, a)| a.rect.contains(x, y))
            .map_or((Spot::Outside, None), |(i, a)| {
                (
                    Spot::Area(self.places.areas[i].clone()),
                    a.slot_at(&a.rect, x),
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::definition::Rect;

    fn centre(r: &Rect) -> (f64, f64) {
        (r.x + r.width / 2.0, r.y + r.height / 2.0)
    }

    #[test]
    fn places_resolve_by_id_and_keep_the_ones_only_the_record_has() {
        let dir = crate::files::Templates::builtin().find("shinjya").unwrap();
        let layout = crate::definition::load(&dir).unwrap().layout;
        let mut geometry = Geometry::of(&layout);
        // A record's places need not be in the definition's order, nor all in it.
        geometry.areas.reverse();
        geometry.seat_zones.reverse();
        let retired = geometry
            .areas
            .iter_mut()
            .find(|a| a.id == "removed")
            .unwrap();
        retired.id = "retired".into();
        let retired_at = centre(&retired.rect);
        let places = Places::resolve(&layout, &geometry);
        let placer = Placer {
            geometry: &geometry,
            places: &places,
        };

        let deck = layout.area_id("evidence-deck").unwrap();
        let (x, y) = centre(&layout.area_of(deck).rect);
        let (spot, _) = placer.locate(x, y);
        assert_eq!(spot, Spot::Area(PlaceId::Defined(deck)));
        assert!(
            matches!(spot, Spot::Area(a) if a == deck && a != layout.area_id("removed").unwrap())
        );

        let (spot, _) = placer.locate(retired_at.0, retired_at.1);
        assert_eq!(spot, Spot::Area(PlaceId::RecordOnly("retired".into())));
        let Spot::Area(retired) = spot else {
            unreachable!()
        };
        assert_eq!(retired.defined(), None);

        let accused = layout.zone_id("accused").unwrap();
        let zone = layout.seat_zone_rect(layout.zone_of(accused), 1);
        let (x, y) = centre(&zone);
        let (spot, _) = placer.locate(x, y);
        assert_eq!(
            spot,
            Spot::Seat {
                seat: 1,
                zone: Some(PlaceId::Defined(accused))
            }
        );
    }
}
