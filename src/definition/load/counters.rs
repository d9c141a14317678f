//! `components.toml`, a piece's `counters`: the number fields it keeps (a player's drops and
//! gold, the gold lying on a shelf), with their start values.

use super::checker::{Checker, Source};
use crate::definition::model::Counter;
use crate::definition::raw::RawCounter;
use crate::definition::text::Lang;
use crate::error::Message;
use std::collections::BTreeSet;

pub fn check(c: &mut Checker, cs: &Source, piece: &str, raw: &[RawCounter]) -> Vec<Counter> {
    let mut ids = BTreeSet::new();
    let mut names = BTreeSet::new();
    raw.iter()
        .map(|counter| {
            let id = c.id(cs, &counter.id, &mut ids, ("counter", "カウンター"));
            let name = c.text(cs, &counter.name, ("a counter name", "カウンターの名前"));
            // The referee finds a field again by its name, so two alike would be one.
            if !names.insert(name.get(Lang::Ja).to_string()) {
                let twice = name.get(Lang::Ja);
                c.error(
                    cs,
                    counter.name.span(),
                    Message::new(
                        format!("piece `{piece}` has two counters named `{twice}`"),
                        format!("駒 `{piece}` に `{twice}` という名前のカウンターが二つあります"),
                    ),
                );
            }
            let start = c.value(
                cs,
                counter.start.span(),
                *counter.start.get_ref(),
                ("the start", "最初の値"),
            );
            if start < 0 {
                c.error(
                    cs,
                    counter.start.span(),
                    Message::new(
                        format!("a counter starts at 0 or more, found {start}"),
                        format!("カウンターの最初の値は 0 以上です（{start} になっています）"),
                    ),
                );
            }
            let max = counter.max.as_ref().map(|m| {
                let max = c.value(cs, m.span(), *m.get_ref(), ("`max`", "`max`"));
                if max < start.max(1) {
                    c.error_hint(
                        cs,
                        m.span(),
                        Message::new(
                            format!(
                                "`max` must be at least 1 and the start value ({start}), found {max}"
                            ),
                            format!(
                                "`max` は 1 以上、かつ最初の値（{start}）以上にしてください（{max} になっています）"
                            ),
                        ),
                        Message::new(
                            "leave `max` out for a plain number field",
                            "ただの数の項目なら `max` を書かないでください",
                        ),
                    );
                }
                max
            });
            Counter {
                id,
                name,
                start,
                max,
            }
        })
        .collect()
}
