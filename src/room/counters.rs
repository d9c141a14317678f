//! A piece's counters as udonarium number fields: a group in the piece's `detail` (shown and
//! edited in its sheet), and the inventory columns that list them for every piece.

use crate::definition::{Counter, Game, Lang};
use crate::udonarium::DataElement;

/// The detail group holding a piece's counters, or `None` for a piece without any.
pub fn group(counters: &[Counter], lang: Lang) -> Option<DataElement> {
    if counters.is_empty() {
        return None;
    }
    let fields = counters
        .iter()
        .map(|c| {
            let name = c.name.get(lang);
            match c.max {
                // A gauge: udonarium's sheet shows a slider and the current value beside it.
                Some(max) => DataElement::resource(name, c.start, max),
                None => DataElement::text(name, c.start.to_string()),
            }
        })
        .collect();
    let title = match lang {
        Lang::Ja => "カウンター",
        Lang::En => "Counters",
    };
    Some(DataElement::group(title, fields))
}

/// Every counter name once, in definition order: udonarium's inventory shows these data
/// fields as columns, so each player's counters can be read off one list.
pub fn summary_tags(game: &Game, lang: Lang) -> Vec<String> {
    let mut tags: Vec<String> = Vec::new();
    for counter in game.pieces.iter().flat_map(|p| &p.counters) {
        let name = counter.name.get(lang).to_string();
        if !tags.contains(&name) {
            tags.push(name);
        }
    }
    tags
}
