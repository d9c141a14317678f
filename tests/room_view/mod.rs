//! What a player sees of a built room in udonarium: the raw XML as the app reads it, and
//! where standing text notes fall at the app's default camera.
#![allow(dead_code)]

use udonforge::definition::{Game, Rect};
use udonforge::udonarium::archive::{ReadLimits, read_xml_entries};
use udonforge::udonarium::xml::read_document;
use udonforge::udonarium::{Element, Identity};

/// A document of the zip (`data.xml`, `chat.xml`) as text.
pub fn entry_text(zip: &std::path::Path, name: &str) -> String {
    let bytes = std::fs::read(zip).unwrap();
    let entries = read_xml_entries(&bytes, ReadLimits::default()).unwrap();
    let entry = entries.into_iter().find(|e| e.name == name).unwrap();
    String::from_utf8(entry.bytes).unwrap()
}

pub fn data_xml(zip: &std::path::Path) -> Element {
    read_document(entry_text(zip, "data.xml").as_bytes()).unwrap()
}

pub fn identity(el: &Element) -> Option<Identity> {
    Identity::decode(el.get("udonforge")?)
}

pub fn attr(el: &Element, name: &str) -> f64 {
    el.get(name).unwrap().parse().unwrap()
}

pub fn data_text(el: &Element, name: &str) -> Option<String> {
    if el.tag == "data" && el.get("name") == Some(name) {
        return Some(el.text.clone());
    }
    el.children.iter().find_map(|c| data_text(c, name))
}

/// Data elements that hold only whitespace: udonarium keeps it as their value, so an
/// empty image field written that way reads as the id of a missing image.
pub fn blank_but_not_empty(xml: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = xml;
    while let Some(start) = rest.find("<data") {
        let after = &rest[start..];
        let open_end = after.find('>').unwrap();
        let open = &after[..=open_end];
        let body = &after[open_end + 1..];
        if !open.ends_with("/>")
            && let Some(close) = body.find('<')
        {
            let text = &body[..close];
            if !text.is_empty() && text.trim().is_empty() && body[close..].starts_with("</data>") {
                found.push(open.to_string());
            }
        }
        rest = &after[open_end + 1..];
    }
    found
}

/// How far up (and left) of the line it stands on a note of height 1 hides the table at
/// udonarium's default camera (rotateX 50°, rotateZ 10°): tan 50° · cos 10° and tan 50° · sin 10°.
const HIDE_UP: f64 = 1.174;
const HIDE_LEFT: f64 = 0.207;

/// A standing text note as udonarium 1.17 draws it, in cells: its face is centred on
/// `location.x` and rises from `location.y`.
#[derive(Debug, Clone)]
pub struct NoteView {
    /// The note's id in the definition (`guide`, …).
    pub id: String,
    pub title: String,
    pub text: String,
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
    /// udonarium draws the text at `font_size + 9` px.
    pub font_size: f64,
}

/// udonarium's title bar over a note's face, px: 15 px text, 3 px padding (27 px in
/// Chromium with Noto Sans CJK, 29 px with Meiryo).
const TITLE_PX: f64 = 29.0;
/// The textarea's padding, px (2 px above and below).
const TEXTAREA_PAD_PX: f64 = 4.0;

impl NoteView {
    /// How high udonarium draws the note's face, in cells: its `height`, or taller when the
    /// title bar and the textarea (sized to its text: `calcFitHeight`) need more. A note
    /// whose text is drawn at size 0 (its face's picture shows it) is its `height`.
    pub fn drawn_height(&self) -> f64 {
        let px = self.font_size + 9.0;
        let text = if px <= 0.0 {
            0.0
        } else {
            // The browser's font, at least as wide as 14 px per CJK character at 16 px,
            // and its normal line height (1.45 em for Noto Sans CJK).
            let per_line = self.width * 50.0 - TEXTAREA_PAD_PX;
            let lines: f64 = self
                .text
                .split('\n')
                .map(|p| {
                    let w: f64 = p
                        .chars()
                        .map(|c| if c.is_ascii() { 0.5 } else { 1.0 })
                        .sum();
                    (w * px / per_line).ceil().max(1.0)
                })
                .sum();
            lines * px * 1.45
        };
        self.height.max((TITLE_PX + TEXTAREA_PAD_PX + text) / 50.0)
    }

    /// The table the note hides at the default camera (bounding box of a parallelogram).
    pub fn hidden(&self) -> Rect {
        Rect {
            x: self.x - self.width / 2.0 - HIDE_LEFT * self.height,
            y: self.y - HIDE_UP * self.height,
            width: self.width + HIDE_LEFT * self.height,
            height: HIDE_UP * self.height,
        }
    }

    /// The stretch of table row `y` the note hides, if it hides any of that row: its base
    /// slid left as the row lies further behind it.
    pub fn hides_on_row(&self, y: f64) -> Option<(f64, f64)> {
        let behind = self.y - y;
        if behind < 0.0 || behind > HIDE_UP * self.height {
            return None;
        }
        let left = self.x - self.width / 2.0 - behind * HIDE_LEFT / HIDE_UP;
        Some((left, left + self.width))
    }

    /// The fewest pixels its text takes: 14 px characters (half that for ASCII) wrapped at
    /// its width, 20 px lines (CJK fonts' normal line height), a 28 px title bar.
    pub fn least_text_px(&self) -> f64 {
        let per_line = self.width * 50.0 - 6.0;
        let lines: f64 = self
            .text
            .split('\n')
            .map(|p| {
                let px: f64 = p
                    .chars()
                    .map(|c| if c.is_ascii() { 7.0 } else { 14.0 })
                    .sum();
                (px / per_line).ceil().max(1.0)
            })
            .sum();
        28.0 + lines * 20.0
    }
}

pub fn notes(room: &Element) -> Vec<NoteView> {
    room.children
        .iter()
        .filter(|c| c.tag == "text-note")
        .map(|n| {
            let num = |name: &str| data_text(n, name).unwrap().parse::<f64>().unwrap();
            NoteView {
                id: identity(n)
                    .map(|i| i.component.trim_start_matches("note/").to_string())
                    .unwrap_or_default(),
                title: data_text(n, "title").unwrap(),
                text: data_text(n, "text").unwrap(),
                x: attr(n, "location.x") / 50.0,
                y: attr(n, "location.y") / 50.0,
                width: num("width"),
                height: num("height"),
                font_size: num("fontsize"),
            }
        })
        .collect()
}

pub fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/// Every rectangle the table image draws: seat areas, seat zones at every seat, areas.
pub fn places(game: &Game) -> Vec<(String, Rect)> {
    let layout = &game.layout;
    let mut out = Vec::new();
    for (i, seat) in layout.seat_areas.iter().enumerate() {
        out.push((format!("seat {}", i + 1), *seat));
        for zone in &layout.seat_zones {
            let rect = layout.seat_zone_rect(zone, i);
            out.push((format!("seat {} {}", i + 1, zone.id), rect));
        }
    }
    for area in &layout.areas {
        out.push((area.id.clone(), area.rect));
    }
    out
}

/// The 「はじめに」 note (id `guide`) stands in the area `guide`, the rule notes in the area
/// `rules`, side by side on one line; what each hides at the default camera lies inside its
/// own area: no note hides another, a seat, or any other place.
pub fn assert_notes_hide_only_their_area(game: &Game, room: &Element, count: usize) {
    assert_notes_hide_only_their_strips(game, room, count, &[&["guide"], &["rules"]], |n| {
        usize::from(n.id != "guide")
    });
}

/// As [`assert_notes_hide_only_their_area`], for notes standing in several areas side by
/// side (a guide note in its own area): the strip is the box around them all.
pub fn assert_notes_hide_only_their_strip(
    game: &Game,
    room: &Element,
    count: usize,
    strip: &[&str],
) {
    assert_notes_hide_only_their_strips(game, room, count, &[strip], |_| 0);
}

/// Each note stands in a strip (the box around some areas, `strips[strip_of(note)]`), the
/// notes of a strip side by side on one line, each wide enough to read and as tall as its
/// text. What each hides at the default camera is held to the exact shadow from the
/// camera's eye in `tests/notes_clear.rs` (#29: the earlier bounding box here, a fixed share
/// of a note's height, missed how much more a note near the eye hides).
pub fn assert_notes_hide_only_their_strips(
    game: &Game,
    room: &Element,
    count: usize,
    strips: &[&[&str]],
    strip_of: impl Fn(&NoteView) -> usize,
) {
    let notes = notes(room);
    assert_eq!(notes.len(), count);
    let boxes: Vec<Rect> = strips.iter().map(|ids| box_around(game, ids)).collect();
    for n in &notes {
        let (ids, strip) = (strips[strip_of(n)], boxes[strip_of(n)]);
        assert!(
            strip.contains(n.x, n.y - 0.01),
            "note {} stands at ({}, {}), outside its strip {ids:?} {strip:?}",
            n.title,
            n.x,
            n.y
        );
        assert!(n.width >= 8.0, "note {} is {} cells wide", n.title, n.width);
        assert!(
            n.height * 50.0 >= n.least_text_px(),
            "note {}'s text needs {} px, it is {} cells high",
            n.title,
            n.least_text_px(),
            n.height
        );
        let first = notes.iter().find(|m| strip_of(m) == strip_of(n)).unwrap();
        assert_eq!(
            n.y, first.y,
            "note {} is not on its strip's first note's line",
            n.title
        );
    }
}

/// The box around the layout's areas `ids`.
fn box_around(game: &Game, ids: &[&str]) -> Rect {
    let areas: Vec<Rect> = ids
        .iter()
        .map(|id| game.layout.area(id).unwrap().rect)
        .collect();
    let (x0, y0) = areas
        .iter()
        .fold((f64::MAX, f64::MAX), |(x, y), r| (x.min(r.x), y.min(r.y)));
    let (x1, y1) = areas.iter().fold((f64::MIN, f64::MIN), |(x, y), r| {
        (x.max(r.x + r.width), y.max(r.y + r.height))
    });
    Rect {
        x: x0,
        y: y0,
        width: x1 - x0,
        height: y1 - y0,
    }
}

/// Where an object built into the room lies, in cells, and what it is.
#[derive(Debug, Clone)]
pub struct Placed {
    pub component: String,
    pub seat: Option<u32>,
    pub rect: Rect,
}

/// Loose cards, stacks, pieces and dice on the table, sized from the definition.
pub fn placed(game: &Game, room: &Element) -> Vec<Placed> {
    room.children
        .iter()
        .filter_map(|el| {
            let id = identity(el)?;
            let kind = id.component.trim_start_matches("stack/");
            let kind = kind.split('/').next().unwrap();
            let (w, h) = match el.tag.as_str() {
                "card" | "card-stack" => {
                    let k = game.card_kind(kind).unwrap();
                    (k.size as f64, k.size as f64 * k.aspect)
                }
                "character" => {
                    let p = game.pieces.iter().find(|p| p.id == kind).unwrap();
                    (p.size as f64, p.size as f64)
                }
                "dice-symbol" => {
                    let d = game.dice.iter().find(|d| d.id == kind).unwrap();
                    (d.size as f64, d.size as f64)
                }
                _ => return None,
            };
            Some(Placed {
                component: id.component.clone(),
                seat: id.seat,
                rect: Rect {
                    x: attr(el, "location.x") / 50.0,
                    y: attr(el, "location.y") / 50.0,
                    width: w,
                    height: h,
                },
            })
        })
        .collect()
}

/// Nothing starts on the name the table image prints in the bottom cell of every place.
pub fn assert_labels_stay_visible(game: &Game, room: &Element) {
    let objects = placed(game, room);
    assert!(!objects.is_empty());
    // Seat areas print their name in the banner at the top, which nothing starts on either.
    let seats = game.layout.seat_areas.len();
    for (name, place) in places(game)
        .iter()
        .filter(|(n, _)| !(1..=seats).any(|s| *n == format!("seat {s}")))
    {
        let label = Rect {
            y: place.y + place.height - 1.0,
            height: 1.0,
            ..*place
        };
        for o in &objects {
            assert!(
                !overlaps(&o.rect, &label),
                "{} (seat {:?}) lies on the label of {name}",
                o.component,
                o.seat
            );
        }
    }
}

/// How many cards of `w` × `h` cells fit in a place side by side, with `gap` between
/// them, above its label.
pub fn cards_fitting(place: &Rect, w: f64, h: f64, gap: f64) -> usize {
    let across = ((place.width + gap + 1e-9) / (w + gap)).floor();
    let down = ((place.height - 1.0 + gap + 1e-9) / (h + gap)).floor();
    (across.max(0.0) * down.max(0.0)) as usize
}

/// Every place's name fits inside it on the table image: seat names in the banner (44 px),
/// zones' (26 px) and areas' (30 px) along the bottom, 14 px in from the left edge. Widths
/// by the bundled font: 1 em for CJK, at most 0.6 em for ASCII.
pub fn assert_labels_fit(game: &Game, lang: udonforge::definition::Lang) {
    let px = |text: &str, font: f64| -> f64 {
        text.chars()
            .map(|c| if c.is_ascii() { 0.6 } else { 1.0 })
            .sum::<f64>()
            * font
    };
    let layout = &game.layout;
    let check = |name: &str, rect: &Rect, font: f64, inset: f64| {
        let need = px(name, font) + inset;
        assert!(
            need <= rect.width * 50.0,
            "`{name}` needs {need} px, its place is {} px wide",
            rect.width * 50.0
        );
    };
    for (seat, rect) in game.seats.iter().zip(&layout.seat_areas) {
        check(seat.name.get(lang), rect, 44.0, 24.0);
    }
    for zone in &layout.seat_zones {
        check(zone.name.get(lang), &zone.rect, 26.0, 14.0);
    }
    for area in &layout.areas {
        check(area.name.get(lang), &area.rect, 30.0, 14.0);
    }
}

/// Where a point of the table (cells; `z` cells above it) shows in udon-view's 1600 × 1000
/// window at udonarium's default camera, in screen pixels. The app draws the table in a
/// 1000 px perspective, its left edge 100 px in and its middle row at the window's middle,
/// turned 10° about its centre and tilted back 50° (`viewPotisonX = 100`, `viewRotateZ = 10`,
/// `viewRotateX = 50` in its game-table component). Checked against udon-view's app.png to
/// within about 10 px.
pub fn default_camera(table: (f64, f64), x: f64, y: f64, z: f64) -> (f64, f64) {
    let (w, h) = (table.0 * 50.0, table.1 * 50.0);
    let (px, py, pz) = (x * 50.0 - w / 2.0, y * 50.0 - h / 2.0, z * 50.0);
    let (a, b) = (10f64.to_radians(), 50f64.to_radians());
    let (x1, y1) = (px * a.cos() - py * a.sin(), px * a.sin() + py * a.cos());
    let (y2, z2) = (y1 * b.cos() - pz * b.sin(), y1 * b.sin() + pz * b.cos());
    let (sx, sy) = (100.0 + w / 2.0 + x1, 500.0 + y2);
    let scale = 1000.0 / (1000.0 - z2);
    (800.0 + (sx - 800.0) * scale, 500.0 + (sy - 500.0) * scale)
}

/// The 「はじめに」 note's face lies wholly in the part of the window a player sees first at
/// the default camera: right of the app's chat and connection windows (x ≥ 800), inside the
/// 1600 × 1000 window.
pub fn assert_guide_seen_first(game: &Game, room: &Element) {
    let guide = notes(room)
        .into_iter()
        .find(|n| n.id == "guide")
        .expect("a 「はじめに」 note");
    let table = (game.table.width as f64, game.table.height as f64);
    for (dx, z) in [
        (-0.5, 0.0),
        (0.5, 0.0),
        (-0.5, guide.height),
        (0.5, guide.height),
    ] {
        let (sx, sy) = default_camera(table, guide.x + dx * guide.width, guide.y, z);
        assert!(
            (800.0..=1600.0).contains(&sx) && (0.0..=1000.0).contains(&sy),
            "a corner of the 「はじめに」 note shows at ({sx:.0}, {sy:.0}): off screen or under the app's windows"
        );
    }
}

/// No note breaks a quoted name (「詳細を表示」, 「ゲームから除外」) across two lines: a
/// player looks for it whole, on a menu or on the table.
pub fn assert_quotes_stay_whole(room: &Element) {
    for note in notes(room) {
        for line in note.text.lines() {
            assert_eq!(
                line.matches('「').count(),
                line.matches('」').count(),
                "note {} breaks a quoted name: {line}",
                note.title
            );
        }
    }
}
