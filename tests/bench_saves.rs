//! Saves for `scripts/bench`: a finished 5-player shinjya game, and the same game with one
//! card that lost its identity (the referee must recognise it by its face). They are the
//! referee cases `sj5-bench-finished` and `sj5-bench-foreign`, whose verdicts
//! `referee_cases` checks; written under the names the bench reads when
//! `UDONFORGE_BENCH_SAVES` names a folder.

use crate::common::played::save;

#[test]
fn bench_saves() {
    // `save` fails the test when a case's save is gone, so the bench never measures nothing.
    let saves = [
        (save("sj5-bench-finished"), "finished5.zip"),
        (save("sj5-bench-foreign"), "foreign1.zip"),
    ];
    let Some(out) = std::env::var_os("UDONFORGE_BENCH_SAVES") else {
        return;
    };
    let out = std::path::PathBuf::from(out);
    std::fs::create_dir_all(&out).unwrap();
    for (from, name) in saves {
        std::fs::copy(from, out.join(name)).unwrap();
    }
}
