//! Faces a shuffle can turn (#41): udonarium's `CardStack.shuffle()` sets every card of a
//! pile to 0° or 180° at random, and a card drawn keeps the turn.

use super::card_faces::turned_difference;
use crate::art::{Art, Renderer};
use crate::definition;

/// #41: udonarium's shuffle turns every card of a pile 0° or 180° at random and a card drawn
/// keeps the turn, so a card shinjya deals or draws from a shuffled deck lay upside down
/// half the time. Each of its faces reads the same turned by 180°: the name down both side
/// strips, the icons and text in each half.
#[test]
fn every_shinjya_face_a_shuffle_can_turn_looks_the_same_turned() {
    let renderer = Renderer::new();
    let mut problems = Vec::new();
    let mut checked = 0;
    let game = definition::load(&super::repo().join("templates").join("shinjya")).unwrap();
    for lang in game.languages.clone() {
        let art = Art::new(&game, lang, None).unwrap();
        for (index, kind) in game.card_kinds.iter().enumerate() {
            let shuffled = game
                .layout
                .placements
                .iter()
                .any(|p| p.what == definition::What::Cards(index) && p.shuffle);
            if !shuffled {
                continue;
            }
            for item in &kind.items {
                let svg = art.card_face_source(kind, item, None).unwrap().unwrap();
                let png = renderer.render_png(&svg, 1.0, None).unwrap();
                checked += 1;
                let share = turned_difference(&png, &png);
                if share > 0.005 {
                    problems.push(format!(
                        "{}/{} ({}): {:.1}% of the face changes when turned",
                        kind.id,
                        item.id,
                        lang.code(),
                        share * 100.0
                    ));
                }
            }
        }
    }
    assert_eq!(
        checked,
        2 * (7 + 5 + 3),
        "incidents, evidence and identities"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
