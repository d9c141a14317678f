//! Output is written safely: only regular files, never half a zip, never through a link.

use crate::common;
use common::*;

fn build_to(out: &std::path::Path) -> Test {
    Test::new().args(&[
        "build",
        "shinjya",
        "--seed",
        "1",
        "-o",
        out.to_str().unwrap(),
    ])
}

#[test]
fn an_unwritable_output_leaves_nothing_behind() {
    let dir = scratch("unwritable");
    let out = dir.join("missing-folder/room.zip");
    let run = build_to(&out).status(2).stderr_has("error: ").run();
    assert!(
        run.stderr.starts_with("error: cannot write"),
        "{}",
        run.stderr
    );
    assert!(!out.exists());
}

#[test]
fn a_folder_fifo_or_link_is_never_replaced() {
    let dir = scratch("special");
    let folder = dir.join("folder");
    std::fs::create_dir(&folder).unwrap();
    let fifo = dir.join("fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    let target = dir.join("target.zip");
    std::fs::write(&target, b"keep me").unwrap();
    let link = dir.join("link.zip");
    std::os::unix::fs::symlink(&target, &link).unwrap();

    build_to(&folder)
        .status(2)
        .stderr_has("is not a regular file")
        .run();
    assert!(folder.is_dir());

    if made.is_ok_and(|s| s.success()) {
        build_to(&fifo)
            .status(2)
            .stderr_has("is not a regular file")
            .run();
        use std::os::unix::fs::FileTypeExt;
        assert!(
            std::fs::symlink_metadata(&fifo)
                .unwrap()
                .file_type()
                .is_fifo()
        );
    }

    build_to(&link)
        .status(2)
        .stderr_has("is a symbolic link")
        .run();
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read(&target).unwrap(), b"keep me");
    // Nothing else appeared: no temporary files left.
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names.retain(|n| n != "fifo");
    assert_eq!(names, ["folder", "link.zip", "target.zip"]);
}

#[test]
fn an_existing_regular_file_is_replaced_whole() {
    let dir = scratch("replace");
    let out = dir.join("room.zip");
    std::fs::write(&out, vec![b'x'; 3_000_000]).unwrap();
    build_to(&out).stdout_has("wrote ").run();
    assert_eq!(udon_check(&out)["errors"], 0);
}
