//! What the referee reads: every real udonarium export, and hostile input refused cleanly.

use crate::common;
use common::*;
use udonforge::udonarium::ImageStore;
use udonforge::udonarium::archive::write_zip;

#[test]
fn foreign_rooms_and_the_blank_save_exit_2_with_one_line() {
    for zip in real_exports() {
        let run = Test::new()
            .args(&["referee", zip.to_str().unwrap()])
            .status(2)
            .stderr_has("error: ")
            .run();
        assert!(run.stderr.starts_with("error: "), "{}", run.stderr);
        assert!(run.stderr.lines().count() <= 2);
    }
}

#[test]
fn hostile_input_is_refused_without_panicking() {
    let dir = scratch("hostile");
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("garbage.zip", b"PK\x03\x04 this is not a zip".to_vec()),
        ("empty.xml", Vec::new()),
        (
            "deep.xml",
            format!("<room>{}</room>", "<a>".repeat(5000)).into_bytes(),
        ),
        // 40 MiB of spaces compress to a few KiB: a zip bomb for the XML limit.
        (
            "bomb.zip",
            write_zip(
                &[("data.xml", vec![b' '; 40 * 1024 * 1024])],
                &ImageStore::default(),
            ),
        ),
        ("binary.xml", (0..=255u8).cycle().take(10_000).collect()),
    ];
    for (name, bytes) in cases {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        let run = Test::new()
            .args(&["referee", path.to_str().unwrap()])
            .status(2)
            .stderr_has("error: ")
            .run();
        assert!(run.stderr.starts_with("error: "), "{name}: {}", run.stderr);
        assert!(!run.stderr.contains("panicked"), "{name}");
    }
}

#[test]
fn a_huge_bare_data_xml_is_refused_before_it_is_read() {
    let dir = scratch("huge-xml");
    let path = dir.join("data.xml");
    // Sparse: 300 MB on paper, nothing on disk. The XML limit is 192 MiB.
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(300_000_000).unwrap();
    let started = std::time::Instant::now();
    let run = Test::new()
        .args(&["referee", path.to_str().unwrap()])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        run.stderr
            .contains("larger than 192 MiB, not a room's data.xml"),
        "{}",
        run.stderr
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
}

#[test]
fn check_agrees_on_every_real_export() {
    // Exports with a privately held object fail --strict (the owner warning); the blank one
    // has no room at all.
    for zip in real_exports() {
        let name = zip.file_name().unwrap().to_string_lossy().into_owned();
        let report = udon_check(&zip);
        let expect_errors = u64::from(name == "sample-blank-data.zip") * 2;
        let expect_warnings = u64::from(name == "sample-card.zip" || name == "sample-dice.zip");
        assert_eq!(report["errors"], expect_errors, "{name}: {report:#}");
        assert_eq!(report["warnings"], expect_warnings, "{name}: {report:#}");
    }
}
