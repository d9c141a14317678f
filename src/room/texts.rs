//! The few texts the builder writes itself rather than taking from the definition: the
//! labels of the data shown in an object's sheet and hover overview, and the chat line
//! that says how the room was built. Every room language has them, so an English room
//! carries no Japanese.

use crate::definition::Lang;

/// Labels of the detail data the builder adds to cards and pieces.
pub struct Labels {
    /// The card's icon values (e.g. `クトゥルフ+1`).
    pub icons: &'static str,
    pub effect: &'static str,
    /// Flavour text.
    pub description: &'static str,
    /// The group naming the seat a piece belongs to, and the seat's name inside it.
    pub seat: &'static str,
    pub seat_name: &'static str,
}

impl Labels {
    pub fn of(lang: Lang) -> Labels {
        match lang {
            Lang::Ja => Labels {
                icons: "アイコン",
                effect: "効果",
                description: "説明",
                seat: "席",
                seat_name: "キャラクター",
            },
            Lang::En => Labels {
                icons: "Icons",
                effect: "Effect",
                description: "Description",
                seat: "Seat",
                seat_name: "Name",
            },
        }
    }
}

/// The welcome message's last line: player count and seed, so the room can be rebuilt.
pub fn built_line(lang: Lang, players: u32, seed: u64) -> String {
    match lang {
        Lang::Ja => format!(
            "（udonforge で生成: {players}人用、シード {seed}。同じシードで同じルームを再生成できます）"
        ),
        Lang::En => format!(
            "(Built by udonforge for {players} players, seed {seed}. The same seed rebuilds the same room.)"
        ),
    }
}

/// udonarium's second chat tab, which a room's chat keeps after its own: 「サブタブ」, as the
/// app names it, or in English.
pub fn sub_tab(lang: Lang) -> &'static str {
    match lang {
        Lang::Ja => crate::definition::SUB_TAB,
        Lang::En => "Sub tab",
    }
}
