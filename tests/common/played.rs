//! The saves of the referee cases (`tests/referee/CASE/save.zip`): the app's own 保存 exports
//! of rooms played with `../shared/tools/udon-view`, kept in the repository, for the tests
//! that do more with a save than referee it as it is.

use super::{Test, repo};
use serde_json::Value;
use std::path::PathBuf;

/// The save of the referee case `name`.
pub fn save(name: &str) -> PathBuf {
    let path = repo().join("tests/referee").join(name).join("save.zip");
    assert!(path.is_file(), "no save {}", path.display());
    path
}

/// The report (`--json`) on a case's save with these arguments, and the exit code.
pub fn referee(name: &str, extra: &[&str]) -> (Value, i32) {
    let run = Test::referee(&save(name)).args(extra).output();
    let v = serde_json::from_str(&run.stdout).unwrap_or_else(|e| {
        panic!(
            "no JSON from the referee on {name} ({e}): {}{}",
            run.stdout, run.stderr
        )
    });
    (v, run.code)
}

/// One seat's line of a report.
pub fn player(v: &Value, seat: u64) -> &Value {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["seat"].as_u64() == Some(seat))
        .unwrap_or_else(|| panic!("no seat {seat} in {v:#}"))
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
