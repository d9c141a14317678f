//! Reading the referee's verdict on the played fixtures (`tests/fixtures/played/`): the app's
//! own 保存 exports of rooms played with `../shared/tools/udon-view`, kept in the repository.
#![allow(dead_code)]

pub use super::verdict::{decided, leaders, winners};
use super::*;
use serde_json::Value;

pub fn referee(name: &str, extra: &[&str]) -> (Value, i32) {
    let path = repo()
        .join("tests/fixtures/played")
        .join(format!("{name}.zip"));
    assert!(path.is_file(), "fixture {} is missing", path.display());
    let mut args = vec!["referee", path.to_str().unwrap(), "--json"];
    args.extend_from_slice(extra);
    let run = udonforge(&args);
    let v: Value = serde_json::from_str(&run.stdout).unwrap_or_else(|e| {
        panic!(
            "no JSON from the referee on {name} ({e}): {}{}",
            run.stdout, run.stderr
        )
    });
    (v, run.code)
}

pub fn text_report(name: &str, extra: &[&str]) -> String {
    let path = repo()
        .join("tests/fixtures/played")
        .join(format!("{name}.zip"));
    let mut args = vec!["referee", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    udonforge(&args).stdout
}

/// (rule, code) of every violation, in the report's order.
pub fn violations(v: &Value) -> Vec<(String, String)> {
    v["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            (
                x["rule"].as_str().unwrap_or("").to_string(),
                x["code"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

/// One seat's expected line of the verdict.
pub struct Seat {
    pub seat: u64,
    pub name: &'static str,
    pub real: bool,
    pub score: Option<i64>,
    pub rank: Option<u64>,
    /// The hand-worked breakdown: (a word the line's label must contain — the card's name, or
    /// the clause of the rule —, points). Lines worth 0 are left out: they add nothing.
    pub lines: &'static [(&'static str, i64)],
}

pub fn player(v: &Value, seat: u64) -> &Value {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["seat"].as_u64() == Some(seat))
        .unwrap_or_else(|| panic!("no seat {seat} in {v:#}"))
}

pub fn assert_seats(v: &Value, seats: &[Seat]) {
    assert_eq!(
        v["players"].as_array().unwrap().len(),
        seats.len(),
        "seats: {v:#}"
    );
    for s in seats {
        let p = player(v, s.seat);
        let at = format!("seat {}: {p:#}", s.seat);
        assert_eq!(p["name"], s.name, "{at}");
        assert_eq!(p["real"], s.real, "{at}");
        assert_eq!(p["score"].as_i64(), s.score, "{at}");
        assert_eq!(p["rank"].as_u64(), s.rank, "{at}");
        let mut actual: Vec<(String, i64)> = p["breakdown"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                (
                    b["label"].as_str().unwrap().to_string(),
                    b["points"].as_i64().unwrap(),
                )
            })
            .filter(|(_, points)| *points != 0)
            .collect();
        for (word, points) in s.lines {
            let i = actual
                .iter()
                .position(|(label, p)| label.contains(word) && p == points)
                .unwrap_or_else(|| panic!("no breakdown line ({word}, {points:+}) for {at}"));
            actual.remove(i);
        }
        assert!(
            actual.is_empty(),
            "unexpected breakdown lines {actual:?}: {at}"
        );
        if let Some(score) = s.score {
            let sum: i64 = s.lines.iter().map(|l| l.1).sum();
            assert_eq!(sum, score, "hand breakdown of seat {} adds up", s.seat);
        }
    }
}

/// The violations as (rule, code), sorted: for positions whose breaches come in no
/// particular order the rulebook cares about.
pub fn violation_set(v: &Value) -> Vec<(String, String)> {
    let mut all = violations(v);
    all.sort();
    all
}

/// What a verdict says whatever the room's language: the phase, who won or leads and why,
/// each seat's score, rank and points, and each breach by its code and rule. Names typed by
/// players are kept; the seats' own names and the words of the report are the language's.
pub fn language_free(v: &Value) -> Value {
    let seats: Vec<Value> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let points: Vec<&Value> = p["breakdown"]
                .as_array()
                .map_or(Vec::new(), |b| b.iter().map(|l| &l["points"]).collect());
            let typed = p["typed"].as_bool().unwrap_or(false);
            serde_json::json!({
                "seat": p["seat"], "real": p["real"], "score": p["score"], "rank": p["rank"],
                "points": points, "chant": p["chant"],
                "name": if typed { p["name"].clone() } else { Value::Null },
            })
        })
        .collect();
    let breaches: Vec<Value> = v["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| serde_json::json!([b["code"], b["rule"]]))
        .collect();
    serde_json::json!({
        "phase": v["phase"], "provisional": v["provisional"], "winners": v["winners"],
        "leaders": v["leaders"], "decided_by": v["decided_by"]["code"],
        "players": seats, "violations": breaches,
    })
}
