//! `components.toml`, a piece's `counters`: the number fields it keeps (a player's drops and
//! gold, the gold lying on a shelf), with their start values.

use super::checker::{Checker, Source};
use crate::definition::model::Counter;
use crate::definition::raw::RawCounter;
use crate::definition::text::Lang;
use std::collections::BTreeSet;

pub fn check(c: &mut Checker, cs: &Source, piece: &str, raw: &[RawCounter]) -> Vec<Counter> {
    let mut ids = BTreeSet::new();
    let mut names = BTreeSet::new();
    raw.iter()
        .map(|counter| {
            let id = c.id(cs, &counter.id, &mut ids, "counter");
            let name = c.text(cs, &counter.name, "a counter name");
            // The referee finds a field again by its name, so two alike would be one.
            if !names.insert(name.get(Lang::Ja).to_string()) {
                c.error(
                    cs,
                    counter.name.span(),
                    format!(
                        "piece `{piece}` has two counters named `{}`",
                        name.get(Lang::Ja)
                    ),
                );
            }
            let start = c.value(
                cs,
                counter.start.span(),
                *counter.start.get_ref(),
                "the start",
            );
            if start < 0 {
                c.error(
                    cs,
                    counter.start.span(),
                    format!("a counter starts at 0 or more, found {start}"),
                );
            }
            let max = counter.max.as_ref().map(|m| {
                let max = c.value(cs, m.span(), *m.get_ref(), "`max`");
                if max < start.max(1) {
                    c.error_hint(
                        cs,
                        m.span(),
                        format!(
                            "`max` must be at least 1 and the start value ({start}), found {max}"
                        ),
                        "leave `max` out for a plain number field".into(),
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
