//! Drawing a track, gauges and a seat's board text into the table image. The table image is
//! rendered at half resolution and shown at udonarium's default zoom, so numbers are drawn
//! large and every mark is a shape as well as a colour.

use super::template::escape;
use super::wrap::wrap;
use crate::definition::{Lang, Rect, Seat, Track};

const CELL: f64 = 50.0;

fn px(rect: &Rect) -> (f64, f64, f64, f64) {
    (
        rect.x * CELL,
        rect.y * CELL,
        rect.width * CELL,
        rect.height * CELL,
    )
}

const TITLE_PX: f64 = 34.0;

/// Where the track's title starts (its baseline, px). Inside the loop under its first row
/// when it fits there clear of every square: pieces standing on the squares hide the table
/// behind them, and their name labels float above them, so a title just above the top row
/// would be covered by any piece there. Otherwise above the track.
fn title_spot(track: &Track, title: &str) -> (f64, f64) {
    let bounds = track.bounds();
    let first = track.squares.first().copied().unwrap_or(bounds);
    // Full-width characters are an em wide, Latin ones about half.
    let ems: f64 = title
        .chars()
        .map(|c| if c.is_ascii() { 0.55 } else { 1.0 })
        .sum();
    let inside = Rect {
        x: bounds.x + first.width + 0.2,
        y: bounds.y + first.height + 0.1,
        width: ems * TITLE_PX / CELL,
        height: TITLE_PX * 1.3 / CELL,
    };
    let clear = inside.x + inside.width <= bounds.x + bounds.width - first.width
        && !track.squares.iter().any(|s| s.overlaps(&inside));
    if clear {
        (inside.x * CELL, (inside.y * CELL) + TITLE_PX)
    } else {
        (bounds.x * CELL + 8.0, bounds.y * CELL - 14.0)
    }
}

/// Every square numbered, emblem squares ringed in gold, start squares framed in glowing
/// light with their seat's colour and mark, and an arrow on each border pointing the way
/// pieces run.
pub fn track(track: &Track, seats: &[Seat], lang: Lang) -> String {
    let mut out = String::new();
    let title = format!(
        "{}{}",
        track.name.get(lang),
        match lang {
            Lang::Ja => "（駒は時計回りに進む）",
            Lang::En => " (pieces run clockwise)",
        }
    );
    let (x, y) = title_spot(track, &title);
    out.push_str(&format!(
        r##"<text x="{x}" y="{y}" font-size="{TITLE_PX}" font-weight="bold" fill="#f6e7b0">{t}</text>"##,
        t = escape(&title)
    ));
    for (i, square) in track.squares.iter().enumerate() {
        let (x, y, w, h) = px(square);
        let emblem = track.is_emblem(i);
        let fill = if emblem { "#3d3a52" } else { "#2a3445" };
        out.push_str(&format!(
            r##"<rect x="{rx}" y="{ry}" width="{rw}" height="{rh}" rx="10" fill="{fill}" stroke="#a9b8cc" stroke-width="3"/>"##,
            rx = x + 2.0,
            ry = y + 2.0,
            rw = w - 4.0,
            rh = h - 4.0,
        ));
        if emblem {
            // A ring the chip sits in, with four points: visible round a chip lying on it.
            let (cx, cy, r) = (x + w / 2.0, y + h / 2.0, w.min(h) * 0.36);
            out.push_str(&format!(
                r##"<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="#e2b93b" stroke-width="5"/><path d="M{cx} {t} L{a} {cy} L{cx} {b} L{l} {cy} Z" fill="none" stroke="#e2b93b" stroke-width="3" stroke-opacity="0.8"/>"##,
                t = cy - r * 1.15,
                b = cy + r * 1.15,
                a = cx + r * 1.15,
                l = cx - r * 1.15,
            ));
        }
        if let Some(seat) = track.start_of(i).and_then(|s| seats.get(s)) {
            out.push_str(&start_frame((x, y, w, h), seat, lang));
        }
        out.push_str(&format!(
            r##"<text x="{tx}" y="{ty}" font-size="30" font-weight="bold" fill="#ffffff" stroke="#10141c" stroke-width="2" paint-order="stroke">{n}</text>"##,
            tx = x + 12.0,
            ty = y + 36.0,
            n = i + 1,
        ));
    }
    // Arrows on the borders, from each square towards the next.
    for (i, square) in track.squares.iter().enumerate() {
        let next = &track.squares[track.ahead(i, 1)];
        out.extend(arrow(square, next));
    }
    out
}

/// A start square's frame, glowing, in its seat's colour, with the seat's mark.
fn start_frame((x, y, w, h): (f64, f64, f64, f64), seat: &Seat, lang: Lang) -> String {
    format!(
        r##"<rect x="{x1}" y="{y1}" width="{w1}" height="{h1}" rx="12" fill="none" stroke="#fff6b0" stroke-width="16" stroke-opacity="0.35"/><rect x="{x2}" y="{y2}" width="{w2}" height="{h2}" rx="10" fill="none" stroke="#fff6b0" stroke-width="5"/><rect x="{x3}" y="{y3}" width="{w3}" height="{h3}" rx="8" fill="none" stroke="{colour}" stroke-width="6"/><text x="{tx}" y="{ty}" font-size="22" font-weight="bold" text-anchor="end" fill="#fff6b0">{label}</text>"##,
        x1 = x + 4.0,
        y1 = y + 4.0,
        w1 = w - 8.0,
        h1 = h - 8.0,
        x2 = x + 5.0,
        y2 = y + 5.0,
        w2 = w - 10.0,
        h2 = h - 10.0,
        x3 = x + 11.0,
        y3 = y + 11.0,
        w3 = w - 22.0,
        h3 = h - 22.0,
        colour = seat.colour,
        tx = x + w - 14.0,
        ty = y + h - 16.0,
        label = escape(&format!(
            "{}{}",
            match lang {
                Lang::Ja => "スタート",
                Lang::En => "START ",
            },
            seat.mark.get(lang)
        )),
    )
}

/// An arrow on the border between a square and the next, pointing the way pieces run;
/// none where they do not touch.
fn arrow(square: &Rect, next: &Rect) -> Option<String> {
    let (ax, ay) = (
        (square.x + square.width / 2.0) * CELL,
        (square.y + square.height / 2.0) * CELL,
    );
    let (bx, by) = (
        (next.x + next.width / 2.0) * CELL,
        (next.y + next.height / 2.0) * CELL,
    );
    let (dx, dy) = (bx - ax, by - ay);
    let len = (dx * dx + dy * dy).sqrt();
    if len == 0.0 || len > square.width.max(square.height) * CELL * 1.5 {
        return None;
    }
    let (ux, uy) = (dx / len, dy / len);
    let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
    let s = 11.0;
    Some(format!(
        r##"<path d="M{p1x:.1} {p1y:.1} L{p2x:.1} {p2y:.1} L{p3x:.1} {p3y:.1} Z" fill="#f6e7b0"/>"##,
        p1x = mx + ux * s,
        p1y = my + uy * s,
        p2x = mx - ux * s - uy * s,
        p2y = my - uy * s + ux * s,
        p3x = mx - ux * s + uy * s,
        p3y = my - uy * s - ux * s,
    ))
}

/// A gauge's slots in a seat zone: dividers, and each slot's value at its top.
pub fn gauge(rect: &Rect, (lo, hi): (i64, i64), start: i64, colour: &str) -> String {
    let (x, y, w, h) = px(rect);
    let count = (hi - lo + 1).max(1);
    let width = w / count as f64;
    let mut out = String::new();
    for (i, value) in (lo..=hi).enumerate() {
        let sx = x + width * i as f64;
        if i > 0 {
            out.push_str(&format!(
                r##"<line x1="{sx}" y1="{y1}" x2="{sx}" y2="{y2}" stroke="{colour}" stroke-width="3" stroke-opacity="0.8"/>"##,
                y1 = y + 8.0,
                y2 = y + h - 38.0,
            ));
        }
        let (weight, opacity) = if value == start {
            ("bold", "1")
        } else {
            ("normal", "0.8")
        };
        out.push_str(&format!(
            r##"<text x="{tx}" y="{ty}" font-size="32" font-weight="{weight}" text-anchor="middle" fill="#ffffff" fill-opacity="{opacity}">{value}</text>"##,
            tx = sx + width / 2.0,
            ty = y + 36.0,
        ));
    }
    out
}

/// A seat's board text in its title band, right of the seat's name, in at most two lines.
pub fn about(area: &Rect, name: &str, text: &str) -> String {
    let (x, y, w, _) = px(area);
    const FONT: f64 = 21.0;
    // The name is drawn 44 px, mostly full-width characters, from 24 px in.
    let from = x + 24.0 + name.chars().count() as f64 * 44.0 + 40.0;
    let width = (x + w - 16.0 - from).max(FONT * 4.0);
    let lines = wrap(text, width / FONT * 0.94);
    let mut out = String::new();
    let shown = lines.len().min(2);
    for (i, line) in lines.iter().take(2).enumerate() {
        let mut line = line.clone();
        if i == 1 && lines.len() > 2 {
            line.push('…');
        }
        out.push_str(&format!(
            r##"<text x="{from}" y="{ty}" font-size="{FONT}" fill="#ffffff">{}</text>"##,
            escape(&line),
            ty = y + if shown == 1 {
                38.0
            } else {
                26.0 + 25.0 * i as f64
            },
        ));
    }
    out
}
