//! The referee cases of `tests/referee/`, all in one loop: each case's save refereed with its
//! arguments must print its `expected.json` exactly, exit with its code, and hold the facts
//! its `case.toml` works out by hand from the rulebook. Every failing case is named, not only
//! the first. `UDONFORGE_BLESS=1 cargo test referee_cases` rewrites the expected reports
//! (review them in `git diff`); the hand-worked facts are checked all the same. The case
//! format and every key of `case.toml` are described in `tests/referee/README.md`.

use crate::common::case::{Case, Outcome};
use std::collections::BTreeMap;

#[test]
fn referee_cases() {
    let bless = std::env::var_os("UDONFORGE_BLESS").is_some();
    let cases = Case::all();
    assert!(cases.len() >= 50, "the referee cases: {}", cases.len());
    let outcomes: BTreeMap<String, Outcome> = cases
        .iter()
        .map(|case| (case.name.clone(), case.run()))
        .collect();
    let mut failed = Vec::new();
    for case in &cases {
        let out = &outcomes[&case.name];
        let mut wrong = case.wrong_facts(out, &outcomes);
        let path = case.dir.join("expected.json");
        if case.refused() {
            // A refused save has no report to keep: stdout must stay empty.
            if !out.stdout.is_empty() || path.exists() {
                wrong.push("a refused save prints nothing and keeps no expected.json".into());
            }
        } else if bless {
            std::fs::write(&path, &out.stdout).unwrap();
        } else {
            let expected = std::fs::read_to_string(&path).unwrap_or_default();
            if expected != out.stdout {
                wrong.push(format!(
                    "stdout is not expected.json:\n{}",
                    diff(&expected, &out.stdout)
                ));
            }
        }
        if !wrong.is_empty() {
            failed.push(format!("{}:\n  {}", case.name, wrong.join("\n  ")));
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} referee cases failed (an intended change of report: UDONFORGE_BLESS=1 \
         cargo test referee_cases, then review git diff tests/referee):\n{}",
        failed.len(),
        cases.len(),
        failed.join("\n")
    );
}

/// The lines that differ, around the first difference: enough to see what changed.
fn diff(expected: &str, actual: &str) -> String {
    let (old, new): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let first = old.iter().zip(&new).take_while(|(a, b)| a == b).count();
    let show = |lines: &[&str], sign: char| -> String {
        let end = lines.len().min(first + 6);
        lines[first.min(end)..end]
            .iter()
            .map(|l| format!("    {sign} {l}\n"))
            .collect()
    };
    format!(
        "    at line {} ({} lines expected, {} found)\n{}{}",
        first + 1,
        old.len(),
        new.len(),
        show(&old, '-'),
        show(&new, '+')
    )
}
