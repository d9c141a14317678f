//! The Wie verhext! referee on a save played in the real app and then edited: the referee
//! case `wv3-v1-sheet-counters` (`tests/referee/`: a room built by version 1 of the
//! definition, whose drops, gold and vials were numbers in the pieces' sheets) with its
//! sheets broken. The verdicts of the saves as played are data, in `tests/referee/wv*`.

use crate::common;
use common::played::save;
use common::*;

/// Seat 2's 金塊 field deleted from its sheet and seat 3's 赤のしずく typed as "x": both W7,
/// named by seat and count.
#[test]
fn a_deleted_or_garbled_sheet_count_in_an_old_room_is_w7() {
    let bytes = std::fs::read(save("wv3-v1-sheet-counters")).unwrap();
    let entries = udonforge::udonarium::archive::read_xml_entries(
        &bytes,
        udonforge::udonarium::archive::ReadLimits::default(),
    )
    .unwrap();
    let data = entries.iter().find(|e| e.name == "data.xml").unwrap();
    let xml = String::from_utf8(data.bytes.clone()).unwrap();
    // Seat 2's piece: its 金塊 field goes; seat 3's piece: its red drops read "x".
    let piece = |xml: &str, seat: u32| {
        let tag = format!("udonforge=\"game=wie-verhext version=1 component=player seat={seat}\"");
        xml.find(&tag).unwrap()
    };
    let at = piece(&xml, 2);
    let gold = at + xml[at..].find("name=\"金塊\"").unwrap();
    let start = xml[..gold].rfind("<data").unwrap();
    let end = gold + xml[gold..].find("</data>").unwrap() + "</data>".len();
    let mut edited = format!("{}{}", &xml[..start], &xml[end..]);
    let at = piece(&edited, 3);
    let red = at
        + edited[at..]
            .find("currentValue=\"4\" name=\"赤のしずく\"")
            .unwrap();
    edited.replace_range(red..red + "currentValue=\"4\"".len(), "currentValue=\"x\"");
    let path = scratch("wv-v1-edited").join("data.xml");
    std::fs::write(&path, edited).unwrap();
    let v = Test::referee(&path).status(1).report();
    assert_eq!(v.breaches(), ["W7 missing-counter", "W7 bad-counter"]);
    let messages: Vec<&str> = v.violations.iter().map(|x| x.message.as_str()).collect();
    assert!(
        messages[0].contains("席2") && messages[0].contains("金塊"),
        "{messages:?}"
    );
    assert!(
        // Named as the version-1 room names it, by version 1's definition.
        messages[1].contains("席3") && messages[1].contains("赤のしずく"),
        "{messages:?}"
    );
}
