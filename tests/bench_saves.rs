//! Saves for `scripts/bench`: a finished 5-player shinjya game, and the same game with one
//! card that lost its identity (the referee must recognise it by its face). Written only
//! when `UDONFORGE_BENCH_SAVES` names a folder; otherwise the test just checks that the
//! finished game is refereed as finished.

use crate::common;
use common::table::Table;

fn finished(name: &str) -> Table {
    let mut t = Table::build(5, name);
    let identities = [
        "identity/investigator",
        "identity/cthulhu",
        "identity/cthulhu",
        "identity/nyar",
        "identity/nyar",
    ];
    for (seat, id) in identities.iter().enumerate() {
        t.deal_to_hand(id, seat as u32 + 1);
    }
    t.deal_to_hand("evidence/witness", 1);
    t.deal_open("incident/rlyeh-disc", 1);
    t.deal_to_hand("evidence/will", 2);
    t.deal_open("evidence/diary", 2);
    t.deal_to_hand("evidence/dynamite", 3);
    t.deal_open("incident/cthulhu-nightmare", 3);
    t.make_chair(1);
    for seat in 1..=5 {
        t.rename(seat, &format!("player{seat}"));
    }
    t.accuse_all(&[(1, 4), (2, 1), (3, 5), (4, 1), (5, 2)]);
    t
}

#[test]
fn bench_saves() {
    let t = finished("bench-finished");
    let (v, _) = t.referee(&[]);
    assert_eq!(v.phase, "decision", "{v:#}");
    let Some(out) = std::env::var_os("UDONFORGE_BENCH_SAVES") else {
        return;
    };
    let out = std::path::PathBuf::from(out);
    std::fs::create_dir_all(&out).unwrap();
    std::fs::copy(t.save(), out.join("finished5.zip")).unwrap();
    let mut foreign = finished("bench-foreign");
    foreign.forget_identity("evidence/dynamite");
    std::fs::copy(foreign.save(), out.join("foreign1.zip")).unwrap();
}
