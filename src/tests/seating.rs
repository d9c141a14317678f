//! Who plays reaches the referee as a seating made for the game: one made for another
//! table (another game, or another version with other seats) is refused, in the messages'
//! language, never silently read as "no choice".

use crate::definition::{Lang, load};
use crate::files::{Templates, builtin_templates};
use crate::referee::{RefereeOptions, open::open, read_save};
use crate::room::{BuildOptions, build};

#[test]
fn a_seating_made_for_another_table_is_refused() {
    let game = load(&builtin_templates().join("shinjya")).unwrap();
    let zip = build(&game, &options_of(&game)).unwrap().to_zip();
    let opened = open(
        read_save(&zip, "s.zip").unwrap(),
        "s.zip",
        &Templates::builtin(),
        None,
    )
    .unwrap();
    // DELTACLE seats four; 信じられるのは邪神だけ five.
    let deltacle = load(&builtin_templates().join("deltacle")).unwrap();
    let options = RefereeOptions {
        lang: Lang::En,
        seating: Some(deltacle.seating(4).unwrap()),
        reveal: false,
        on_page: false,
    };
    let error = crate::games::judge(&opened.game, opened.position, &options).unwrap_err();
    assert_eq!(
        error.to_string(),
        "error: who plays was chosen for 4 seats, expected the 5 seats of `shinjya`\n\
         hint: choose who plays for this game: its player count, as --players N"
    );
    assert_eq!(
        error.message_in(Lang::Ja),
        "エラー: 参加する席が 4 席分選ばれています（`shinjya` の席は 5 席です）\n\
         ヒント: このゲームの人数（--players N）で参加する席を選んでください"
    );
    assert_eq!(error.code(), 2);
    // A room is not built for another table's seating either.
    let built = build(
        &game,
        &BuildOptions {
            seating: deltacle.seating(4).unwrap(),
            ..options_of(&game)
        },
    );
    assert!(matches!(
        built.err(),
        Some(crate::error::Error::SeatingMismatch {
            chosen: 4,
            seats: 5,
            ..
        })
    ));
}

fn options_of(game: &crate::definition::Game) -> BuildOptions {
    BuildOptions {
        seating: game.seating_or_default(None).unwrap(),
        seed: 1,
        lang: Lang::En,
        art_root: None,
        images: crate::art::ImageFormat::Svg,
        progress: Default::default(),
    }
}
