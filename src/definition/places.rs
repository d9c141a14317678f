//! Typed indices of a layout's places, so the referee and the games compare places as values
//! the definition resolved once, never by their ids as strings.

use super::model::{Layout, Zone};

/// A shared area: an index into `Layout::areas`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AreaId(usize);

/// A seat zone (the same in every seat's area): an index into `Layout::seat_zones`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ZoneId(usize);

impl Layout {
    /// The shared area of this id.
    pub fn area_id(&self, id: &str) -> Option<AreaId> {
        self.areas.iter().position(|a| a.id == id).map(AreaId)
    }

    /// The seat zone of this id.
    pub fn zone_id(&self, id: &str) -> Option<ZoneId> {
        self.seat_zones.iter().position(|z| z.id == id).map(ZoneId)
    }

    /// The area an `AreaId` stands for (ids come only from this layout, so it exists).
    pub fn area_of(&self, area: AreaId) -> &Zone {
        &self.areas[area.0]
    }

    /// The zone a `ZoneId` stands for (ids come only from this layout, so it exists).
    pub fn zone_of(&self, zone: ZoneId) -> &Zone {
        &self.seat_zones[zone.0]
    }
}
