//! The saves of the referee cases (`tests/referee/CASE/save.zip`): the app's own 保存 exports
//! of rooms played with `../shared/tools/udon-view`, kept in the repository, for the tests
//! that do more with a save than referee it as it is.

use super::{Report, Test, repo};
use std::path::PathBuf;

/// The save of the referee case `name`.
pub fn save(name: &str) -> PathBuf {
    let path = repo().join("tests/referee").join(name).join("save.zip");
    assert!(path.is_file(), "no save {}", path.display());
    path
}

/// The report (`--json`) on a case's save with these arguments, and the exit code.
pub fn referee(name: &str, extra: &[&str]) -> (Report, i32) {
    let report = Test::referee(&save(name)).args(extra).report();
    let code = report.code();
    (report, code)
}
