//! Two loops over what a text's encoding and a sheet's shape make of it: saves whose XML
//! declares one encoding and is written in another (with or without a byte-order mark, a
//! stray byte here and there), and spreadsheets of rows of every length and deck names
//! spelled every way, in every encoding Japanese Excel saves.

use super::{SEED, Summary, case_saves_as_xml, cpu_seconds};
use crate::rng::Rng;
use encoding_rs::{
    EUC_JP, Encoding, ISO_2022_JP, SHIFT_JIS, UTF_8, UTF_16BE, UTF_16LE, WINDOWS_1252,
};

/// The encodings a save is written in.
const WRITTEN: &[&Encoding] = &[
    UTF_8,
    SHIFT_JIS,
    EUC_JP,
    UTF_16LE,
    UTF_16BE,
    WINDOWS_1252,
    ISO_2022_JP,
];
/// What its XML declaration may say (`None`: no declaration of an encoding).
const DECLARED: &[Option<&str>] = &[
    None,
    Some("UTF-8"),
    Some("Shift_JIS"),
    Some("EUC-JP"),
    Some("UTF-16"),
    Some("windows-1252"),
    Some("ISO-2022-JP"),
    Some("x-klingon"),
];

/// `text` in `encoding`: characters it lacks written as character references, as an XML
/// writer in that encoding would.
fn written(text: &str, encoding: &'static Encoding, bom: bool) -> Vec<u8> {
    let mut out = Vec::new();
    if encoding == UTF_16LE || encoding == UTF_16BE {
        if bom {
            out.extend_from_slice(if encoding == UTF_16BE {
                &[0xfe, 0xff]
            } else {
                &[0xff, 0xfe]
            });
        }
        for unit in text.encode_utf16() {
            out.extend_from_slice(&if encoding == UTF_16BE {
                unit.to_be_bytes()
            } else {
                unit.to_le_bytes()
            });
        }
        return out;
    }
    if bom && encoding == UTF_8 {
        out.extend_from_slice(&[0xef, 0xbb, 0xbf]);
    }
    out.extend_from_slice(&encoding.encode(text).0);
    out
}

/// What a save read says, compared: its objects' names and how many rooms.
fn summary(save: &crate::referee::save::Save) -> (usize, Vec<String>) {
    (
        save.rooms,
        save.objects.iter().map(|o| o.name.clone()).collect(),
    )
}

/// Saves written in one encoding and declared in another: read as the same save in UTF-8
/// where the declaration (or the mark) tells the truth and no byte was changed; else read
/// or refused, never a name holding U+FFFD the save did not.
pub(super) fn saves(n: u64) -> Summary {
    let corpus: Vec<String> = case_saves_as_xml()
        .into_iter()
        .map(|x| String::from_utf8(x).expect("the cases' saves are UTF-8"))
        .collect();
    let expected: Vec<_> = corpus
        .iter()
        .map(|x| summary(&crate::referee::read_save(x.as_bytes(), "fuzz").unwrap()))
        .collect();
    let mut rng = Rng::new(SEED ^ 0xe4c0);
    let started = cpu_seconds();
    let (mut slowest, mut read_same) = (0.0f64, 0u64);
    for case in 0..n {
        let which = rng.below(corpus.len() as u64) as usize;
        let encoding = WRITTEN[rng.below(WRITTEN.len() as u64) as usize];
        let declared = DECLARED[rng.below(DECLARED.len() as u64) as usize];
        let bom = rng.below(2) == 0;
        let xml = corpus[which].replacen(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            &match declared {
                Some(label) => format!("<?xml version=\"1.0\" encoding=\"{label}\"?>"),
                None => "<?xml version=\"1.0\"?>".into(),
            },
            1,
        );
        let mut bytes = written(&xml, encoding, bom);
        let stray = rng.below(3) == 0;
        if stray {
            let at = rng.below(bytes.len() as u64) as usize;
            bytes.insert(at, [0x80, 0x82, 0xff, 0x00, 0x1b][rng.below(5) as usize]);
        }
        let at = cpu_seconds();
        let read = std::panic::catch_unwind(|| crate::referee::read_save(&bytes, "fuzz"))
            .unwrap_or_else(|_| {
                panic!("save encodings: case {case} ({encoding:?}, declared {declared:?}) panicked")
            });
        let spent = cpu_seconds() - at;
        assert!(
            spent < super::MAX_CASE_SECONDS,
            "save encodings: case {case} took {spent:.2} s"
        );
        slowest = slowest.max(spent);
        let utf16 = encoding == UTF_16LE || encoding == UTF_16BE;
        // The truth told: UTF-16 by its mark or zeros, else the declaration (none is UTF-8).
        let truthful = utf16
            || match declared {
                None => encoding == UTF_8,
                Some(label) => crate::text_encoding::for_label(label) == Some(encoding),
            };
        match read {
            Ok(save) if truthful && !stray => {
                assert_eq!(summary(&save), expected[which], "case {case}: {encoding:?}");
                read_same += 1;
            }
            Err(_) if truthful && !stray => {
                panic!("save encodings: case {case}: {encoding:?} declared {declared:?} refused")
            }
            Ok(save) => {
                for object in &save.objects {
                    assert!(
                        !object.name.contains('\u{fffd}')
                            || corpus[which].contains(object.name.as_str()),
                        "case {case}: {encoding:?} declared {declared:?} read a name as {:?}",
                        object.name
                    );
                }
            }
            Err(_) => {}
        }
    }
    assert!(read_same > 0, "save encodings: no truthful case was read");
    Summary {
        cases: n,
        rooms: read_same,
        slowest,
        total: cpu_seconds() - started,
    }
}

/// Deck names that look the same, spelled every way.
const DECKS: &[&str] = &[
    "main",
    "Main",
    "MAIN",
    "ｍａｉｎ",
    "ＭＡＩＮ",
    "カード",
    "カ\u{30fc}ト\u{3099}",
    "ｶｰﾄﾞ",
    "山札 A",
    "山札　A",
    "",
];
/// The encodings Japanese Excel saves a sheet in (UTF-16 as its tab-separated text).
const SHEET_ENCODINGS: &[&Encoding] = &[UTF_8, SHIFT_JIS, UTF_16LE, UTF_16BE];

/// Sheets of rows of every length and deck names spelled every way, in every encoding: a
/// row short of the header is refused at its line, one of the header's length never is; the
/// decks are the names as they look; every encoding reads as UTF-8 does.
pub(super) fn sheets(n: u64) -> Summary {
    let root = super::scratch("fuzz-sheets");
    let mut rng = Rng::new(SEED ^ 0x5ee7);
    let started = cpu_seconds();
    let (mut slowest, mut loaded) = (0.0f64, 0u64);
    let header = ["name", "deck", "copies", "text"];
    for case in 0..n {
        let rows = 1 + rng.below(6) as usize;
        let mut lines = vec![header.join(",")];
        let mut short = false;
        let mut keys = std::collections::BTreeSet::new();
        for r in 0..rows {
            let deck = DECKS[rng.below(DECKS.len() as u64) as usize];
            keys.insert(crate::definition::csv::deck_key(deck));
            let mut cells = vec![format!("c{r}"), deck.to_string(), "1".into(), "x".into()];
            match rng.below(4) {
                // Short: cells lost (an empty last cell is still a cell).
                0 => {
                    cells.truncate(1 + rng.below(3) as usize);
                    short = true;
                }
                // An empty trailing cell, as `,` at the end.
                1 => cells.push(String::new()),
                _ => {}
            }
            lines.push(cells.join(","));
        }
        let text = lines.join("\n") + "\n";
        let encoding = SHEET_ENCODINGS[rng.below(SHEET_ENCODINGS.len() as u64) as usize];
        let sheet = if encoding == UTF_16LE || encoding == UTF_16BE {
            written(&text.replace(',', "\t"), encoding, rng.below(2) == 0)
        } else {
            written(&text, encoding, false)
        };
        let at = cpu_seconds();
        let outcome = std::panic::catch_unwind(|| new_game(&root, &sheet))
            .unwrap_or_else(|_| panic!("sheets: case {case} panicked:\n{text}"));
        let spent = cpu_seconds() - at;
        assert!(
            spent < super::MAX_CASE_SECONDS,
            "sheets: case {case} took {spent:.2} s"
        );
        slowest = slowest.max(spent);
        // The same sheet in UTF-8 is read alike, where the encoding holds every character
        // (Shift_JIS has no combining dakuten: a writer puts a reference in its place).
        let whole = encoding == UTF_16LE || encoding == UTF_16BE || !encoding.encode(&text).2;
        if encoding != UTF_8 && whole {
            let utf8 = new_game(&root, text.as_bytes());
            assert_eq!(
                outcome, utf8,
                "sheets: case {case}: {encoding:?} read otherwise:\n{text}"
            );
        }
        if !whole {
            continue;
        }
        match (&outcome, short) {
            (Err(e), true) => assert!(e.contains("row has"), "case {case}: {e}\n{text}"),
            (Ok(_), true) => panic!("sheets: case {case}: a short row was taken:\n{text}"),
            (Err(e), false) if keys.len() > 6 => assert!(e.contains("decks"), "{e}"),
            (Err(e), false) => panic!("sheets: case {case}: refused: {e}\n{text}"),
            (Ok((kinds, items)), false) => {
                assert_eq!(
                    *kinds,
                    keys.len(),
                    "case {case}: decks as they look:\n{text}"
                );
                assert_eq!(
                    *items, rows,
                    "case {case}: each row one card of one deck:\n{text}"
                );
                loaded += 1;
            }
        }
    }
    assert!(loaded > 0, "sheets: no sheet was loaded");
    Summary {
        cases: n,
        rooms: loaded,
        slowest,
        total: cpu_seconds() - started,
    }
}

/// `new --from` on a sheet, the folder checked but no room built: the card kinds it makes
/// and their cards, or the first problem's words.
fn new_game(root: &std::path::Path, sheet: &[u8]) -> Result<(usize, usize), String> {
    // One folder for every case: the words of two readings of a sheet compare.
    let dir = root.join("sheet");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("cards.csv");
    std::fs::write(&csv, sheet).unwrap();
    let mut files = crate::scaffold::files("fz");
    let from = crate::scaffold::from_csv(
        &crate::files::Files::Disk,
        &csv,
        &mut files,
        &crate::scaffold::CardLook::default(),
    )
    .map_err(|e| e.message())?;
    let kinds = std::cell::Cell::new((0, 0));
    let verify = |tmp: &std::path::Path| {
        let game = crate::definition::load(tmp)?;
        let items = game.card_kinds.iter().map(|k| k.items.len()).sum();
        kinds.set((game.card_kinds.len(), items));
        Ok(())
    };
    crate::scaffold::create_with(
        &crate::files::Files::Disk,
        &dir.join("templates"),
        "fz",
        &files,
        &from.copies,
        &verify,
        &|| Ok(()),
    )
    .map_err(|e| e.message())?;
    std::fs::remove_dir_all(&dir).unwrap();
    Ok(kinds.get())
}
