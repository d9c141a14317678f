//! The table surface: seat areas, their zones and gauges, shared areas and the track,
//! drawn and labelled into the one table image.

use super::{Art, CELL, TABLE_SCALE};
use crate::art::template::escape;
use crate::art::track;
use crate::definition::{Lang, Rect};
use crate::error::Error;

impl Art<'_> {
    /// The table surface: every seat area and shared area drawn and labelled, so players
    /// see where things go. Every seat is drawn but those a layout leaves off the table
    /// for a room with fewer players (`Layout::for_players`); otherwise players may sit
    /// anywhere, and only the name pieces, which they can edit, mark a seat as unplayed.
    pub fn table(&mut self) -> Result<String, Error> {
        let game = self.game;
        let mut ctx = self.base_context();
        ctx.set("width", format!("{}", game.table.width as f64 * CELL));
        ctx.set("height", format!("{}", game.table.height as f64 * CELL));
        ctx.set("background", &game.table.background);
        let mut areas = String::new();
        for (i, seat) in game.seats.iter().enumerate() {
            if game.layout.is_off_table(i, f64::from(game.table.width)) {
                continue;
            }
            let rect = game.layout.seat_areas[i];
            let label = seat.name.get(self.lang);
            areas.push_str(&area_svg(&rect, &seat.colour, label, 44.0, true));
            if let Some(about) = &seat.about {
                areas.push_str(&track::about(&rect, label, about.get(self.lang)));
            }
            for (z, zone) in game.layout.seat_zones.iter().enumerate() {
                let r = game.layout.seat_zone_rect(zone, i);
                let gauge = game.layout.gauges.iter().find(|g| g.zone == z);
                let mut name = zone.name.get(self.lang).to_string();
                if let Some(g) = gauge {
                    let (lo, hi) = g.range(i);
                    name.push_str(&match self.lang {
                        Lang::Ja => format!("（{lo}〜{hi}）"),
                        Lang::En => format!(" ({lo}–{hi})"),
                    });
                }
                areas.push_str(&area_svg(&r, &seat.colour, &name, 26.0, false));
                match gauge {
                    Some(g) => areas.push_str(&track::gauge(&r, g.range(i), g.start, &seat.colour)),
                    None => areas.push_str(&slots_svg(&r, zone.slots, &seat.colour)),
                }
            }
        }
        for area in &game.layout.areas {
            areas.push_str(&area_svg(
                &area.rect,
                "#b8b8c8",
                area.name.get(self.lang),
                30.0,
                false,
            ));
            areas.push_str(&slots_svg(&area.rect, area.slots, "#b8b8c8"));
        }
        if let Some(t) = &game.layout.track {
            areas.push_str(&track::track(t, &game.seats, self.lang));
        }
        ctx.set("title", game.title.get(self.lang));
        ctx.fragments.insert("areas".into(), areas);
        self.render(&game.table.template, &ctx, TABLE_SCALE)
    }
}

/// Numbered slots inside a zone: one box per slot, a gap between boxes so a card laid
/// roughly still shows which slot it is in, and the slot numbers at the top.
fn slots_svg(rect: &Rect, slots: u32, colour: &str) -> String {
    let mut out = String::new();
    let width = rect.width * CELL / slots.max(1) as f64;
    for i in 0..slots {
        let x = rect.x * CELL + width * i as f64;
        out.push_str(&format!(
            r##"<rect x="{bx}" y="{by}" width="{bw}" height="{bh}" rx="10" fill="#ffffff" fill-opacity="0.05" stroke="{colour}" stroke-width="3" stroke-opacity="0.7"/>"##,
            bx = x + 12.0,
            by = rect.y * CELL + 8.0,
            bw = width - 24.0,
            bh = rect.height * CELL - 8.0 - 46.0,
        ));
        out.push_str(&format!(
            r##"<text x="{tx}" y="{ty}" font-size="30" font-weight="bold" text-anchor="middle" fill="#ffffff" fill-opacity="0.55">{n}</text>"##,
            tx = x + width / 2.0,
            ty = rect.y * CELL + 36.0,
            n = i + 1,
        ));
    }
    out
}

/// One labelled rectangle of the table image. Seat areas are filled with their colour.
fn area_svg(rect: &Rect, colour: &str, label: &str, font: f64, filled: bool) -> String {
    let (x, y, w, h) = (
        rect.x * CELL,
        rect.y * CELL,
        rect.width * CELL,
        rect.height * CELL,
    );
    let label = escape(label);
    if filled {
        format!(
            r##"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="24" fill="{colour}" fill-opacity="0.28" stroke="{colour}" stroke-width="8"/><rect x="{x}" y="{y}" width="{w}" height="{band}" rx="24" fill="{colour}"/><text x="{tx}" y="{ty}" font-size="{font}" font-weight="bold" fill="#ffffff">{label}</text>"##,
            band = CELL * 1.2,
            tx = x + 24.0,
            ty = y + CELL * 0.6 + font * 0.36,
        )
    } else {
        format!(
            r##"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="14" fill="#000000" fill-opacity="0.12" stroke="{colour}" stroke-width="4" stroke-dasharray="14 10"/><text x="{tx}" y="{ty}" font-size="{font}" fill="#ffffff" fill-opacity="0.75">{label}</text>"##,
            tx = x + 14.0,
            ty = y + h - 14.0,
        )
    }
}
