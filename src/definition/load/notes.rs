//! `notes.toml`: the rule summaries laid on the table as text notes.

use super::checker::{Checker, Source};
use crate::definition::limits::MAX_TABLE_CELLS;
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::error::Message;
use std::collections::BTreeSet;

pub fn check(c: &mut Checker, ns: &Source, notes: &RawNotes) -> Vec<Note> {
    let mut note_ids = BTreeSet::new();
    let notes: Vec<Note> = notes
        .notes
        .iter()
        .map(|n| {
            let height = *n.height.get_ref();
            if height.is_nan() || height <= 0.0 {
                let found = n.height.get_ref();
                c.error(
                    ns,
                    n.height.span(),
                    Message::new(
                        format!("a note height must be above 0, found {found}"),
                        format!("メモの高さは 0 より大きくしてください（{found} になっています）"),
                    ),
                );
            }
            let width = n.width.as_ref().map(|w| {
                let cells = *w.get_ref();
                if cells == 0 || cells > MAX_TABLE_CELLS {
                    c.error(
                        ns,
                        w.span(),
                        Message::new(
                            format!("a note width must be 1 to {MAX_TABLE_CELLS} cells, found {cells}"),
                            format!("メモの幅は 1〜{MAX_TABLE_CELLS} マスにしてください（{cells} になっています）"),
                        ),
                    );
                }
                cells
            });
            Note {
                id: c.id(ns, &n.id, &mut note_ids, ("note", "メモ")),
                height: *n.height.get_ref(),
                width,
                title: c.text(ns, &n.title, ("a note title", "メモの題")),
                text: c.text(ns, &n.text, ("a note text", "メモの文章")),
            }
        })
        .collect();
    notes
}
