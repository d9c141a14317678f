//! The referee reads every real udonarium export the repository keeps, and refuses the blank
//! one, as `read_save` sees them (what it reads of each object included).

use super::*;
use crate::referee::read_save;

#[test]
fn every_real_export_is_read_and_the_blank_one_refused() {
    for zip in real_exports() {
        let name = zip.file_name().unwrap().to_string_lossy().into_owned();
        let save = read_save(&std::fs::read(&zip).unwrap(), &name);
        if name == "sample-blank-data.zip" {
            assert!(save.unwrap_err().message().contains("not a udonarium room"));
        } else {
            // Rooms of only masks, terrains or tables hold nothing a referee counts.
            save.unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
    // The 108 cards of sample-card, with the privately held one and its owner.
    let card = read_save(
        &std::fs::read(fixtures_dir().join("sample-card.zip")).unwrap(),
        "card",
    )
    .unwrap();
    assert_eq!(card.objects.len(), 108);
    assert!(
        card.objects
            .iter()
            .any(|o| o.owner.as_deref() == Some("CQa9seSR") && !o.face_up)
    );
    assert!(
        card.objects.iter().any(|o| o.rotation == 330),
        "rotate=-30 normalises to 330"
    );
}
