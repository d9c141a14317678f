//! `layout.toml`, areas: seat areas, the zones inside them and the shared areas.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::*;
use std::collections::BTreeSet;
use toml::Spanned;

/// Seat areas, seat zones and shared areas; placements are checked against them next.
pub struct Areas {
    pub seat_areas: Vec<Rect>,
    pub seat_zones: Vec<Zone>,
    pub areas: Vec<Zone>,
    /// Filled by `track::check` once the areas are known.
    pub track: Option<Track>,
    pub gauges: Vec<Gauge>,
}

pub fn check(
    c: &mut Checker,
    ls: &Source,
    layout: &RawLayout,
    table: &Table,
    seats: &[Seat],
) -> Areas {
    let table_rect = Rect {
        x: 0.0,
        y: 0.0,
        width: table.width as f64,
        height: table.height as f64,
    };
    let mut seat_areas: Vec<Option<Rect>> = vec![None; seats.len()];
    for at in &layout.seat_area.at {
        let size = Spanned::new(
            at.at.span(),
            [layout.seat_area.width, layout.seat_area.height],
        );
        let rect = c.rect(ls, &at.at, &size);
        match seats.iter().position(|s| &s.id == at.seat.get_ref()) {
            Some(i) if seat_areas[i].is_some() => c.error(
                ls,
                at.seat.span(),
                format!("seat `{}` is placed twice", at.seat.get_ref()),
            ),
            Some(i) => seat_areas[i] = Some(rect),
            None => c.error(
                ls,
                at.seat.span(),
                format!("unknown seat `{}`", at.seat.get_ref()),
            ),
        }
        if !rect.fits_in(&table_rect) {
            c.error(
                ls,
                at.at.span(),
                format!(
                    "seat `{}` lies outside the {}×{} table",
                    at.seat.get_ref(),
                    table.width,
                    table.height
                ),
            );
        }
    }
    let mut missing_seat = false;
    for (seat, area) in seats.iter().zip(&seat_areas) {
        if area.is_none() && !missing_seat {
            missing_seat = true;
            c.report(ls, None, format!("seat `{}` has no area", seat.id))
                .hint = Some("add a `[[seat_area.at]]` entry for it".into());
        }
    }
    let seat_rect = Rect {
        x: 0.0,
        y: 0.0,
        width: layout.seat_area.width,
        height: layout.seat_area.height,
    };
    let mut zone_ids = BTreeSet::new();
    let seat_zones: Vec<Zone> = layout
        .seat_zones
        .iter()
        .map(|z| {
            let rect = c.rect(ls, &z.at, &z.size);
            if !rect.fits_in(&seat_rect) {
                c.error(
                    ls,
                    z.at.span(),
                    format!(
                        "seat zone `{}` does not fit in the seat area",
                        z.id.get_ref()
                    ),
                );
            }
            Zone {
                id: c.id(ls, &z.id, &mut zone_ids, "zone"),
                name: c.text(ls, &z.name, "a zone name"),
                rect,
                slots: z.slots.as_ref().map_or(0, |n| c.positive(ls, n, "`slots`")),
            }
        })
        .collect();
    let areas: Vec<Zone> = layout
        .areas
        .iter()
        .map(|z| {
            let rect = c.rect(ls, &z.at, &z.size);
            if !rect.fits_in(&table_rect) {
                c.error(
                    ls,
                    z.at.span(),
                    format!(
                        "area `{}` lies outside the {}×{} table",
                        z.id.get_ref(),
                        table.width,
                        table.height
                    ),
                );
            }
            Zone {
                id: c.id(ls, &z.id, &mut zone_ids, "area"),
                name: c.text(ls, &z.name, "an area name"),
                rect,
                slots: z.slots.as_ref().map_or(0, |n| c.positive(ls, n, "`slots`")),
            }
        })
        .collect();
    Areas {
        seat_areas: seat_areas
            .into_iter()
            .map(|a| a.unwrap_or(seat_rect))
            .collect(),
        seat_zones,
        areas,
        track: None,
        gauges: Vec::new(),
    }
}
