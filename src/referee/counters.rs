//! A piece's sheet fields read once against the definition's counters: which counter (or
//! counting die) each field is, and the number typed into it, so every game reads the same
//! values and can still quote what players typed.

use crate::definition::{ComponentRef, Game, Text};

/// A field of a piece's sheet that the definition counts with.
#[derive(Debug, Clone, PartialEq)]
pub struct CounterField {
    pub counts: Counts,
    /// The field's name as the sheet gives it (trimmed), in the room's language.
    pub name: String,
    /// What players typed, as the report quotes it.
    pub typed: String,
    pub value: Typed,
}

/// What a sheet field counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counts {
    /// One of the piece's own counters: an index into its `counters`.
    Counter(usize),
    /// A die with number faces (an index into `Game::dice`), whose count rooms built before
    /// the die kept in a piece's sheet under the die's name or its former name (`was`).
    Die(usize),
}

/// The number a field holds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Typed {
    /// A whole number (`3`, ` 3 `, `3.0`, `1e3`).
    Whole(i64),
    /// A number with a fraction, or too large for a whole one (`2.5`, `1e300`, `inf`).
    Number(f64),
    /// Not a number (`abc`, `NaN`, empty).
    NotANumber,
}

impl Typed {
    pub fn read(text: &str) -> Typed {
        match text.trim().parse::<f64>() {
            Ok(v) if v.is_nan() => Typed::NotANumber,
            // `i64::MAX as f64` is 2^63, the first whole number beyond i64.
            Ok(v) if v.fract() == 0.0 && v.abs() < i64::MAX as f64 => Typed::Whole(v as i64),
            Ok(v) => Typed::Number(v),
            Err(_) => Typed::NotANumber,
        }
    }
}

/// A piece's number fields (name, text as typed, in the sheet's order) matched against its
/// counters in definition order, then against the counting dice: by name in any language,
/// since the room names the field in its own. A field may count for several.
pub fn resolve(
    game: &Game,
    component: ComponentRef,
    numbers: &crate::referee::save::SheetNumbers,
) -> Vec<CounterField> {
    let ComponentRef::Piece(piece) = component else {
        return Vec::new();
    };
    if numbers.is_empty() {
        return Vec::new();
    }
    let counters = game.pieces[piece]
        .counters
        .iter()
        .enumerate()
        .flat_map(|(c, counter)| named(numbers, &[&counter.name], Counts::Counter(c)));
    let dice = game
        .dice
        .iter()
        .enumerate()
        .filter(|(_, d)| d.counts())
        .flat_map(|(d, die)| {
            let names: Vec<&Text> = std::iter::once(&die.name).chain(&die.was).collect();
            named(numbers, &names, Counts::Die(d))
        });
    counters.chain(dice).collect()
}

/// The fields named by any of `names` in any language, in the sheet's order.
fn named(
    numbers: &crate::referee::save::SheetNumbers,
    names: &[&Text],
    counts: Counts,
) -> Vec<CounterField> {
    numbers
        .iter()
        .filter(|(name, _)| names.iter().any(|t| t.0.values().any(|n| n == name.trim())))
        .map(|(name, typed)| CounterField {
            counts,
            name: name.trim().to_string(),
            typed: typed.to_string(),
            value: Typed::read(typed),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::definition::Counter;

    fn field(counts: Counts, name: &str, typed: &str, value: Typed) -> CounterField {
        CounterField {
            counts,
            name: name.into(),
            typed: typed.into(),
            value,
        }
    }

    #[test]
    fn sheet_fields_resolve_to_counters_then_counting_dice() {
        let dir = crate::files::Templates::builtin()
            .find("wie-verhext")
            .unwrap();
        let mut game = crate::definition::load(&dir).unwrap();
        let piece = game.pieces.iter().position(|p| p.id == "player").unwrap();
        game.pieces[piece].counters.push(Counter {
            id: "gold".into(),
            name: Text::ja("金貨"),
            start: 0,
            max: None,
        });
        let red = game.dice.iter().position(|d| d.id == "red").unwrap();
        let vials = game.dice.iter().position(|d| d.id == "vials").unwrap();
        let mut numbers = crate::referee::save::SheetNumbers::default();
        for (n, v) in [
            (" Potion vials ", "2.5"),
            ("赤のしずく", " 4 "),
            ("memo", "7"),
            ("金貨", "1e300"),
            ("金貨", "3"),
        ] {
            numbers.push(n, v);
        }
        let fields = resolve(&game, ComponentRef::Piece(piece), &numbers);
        assert_eq!(
            fields,
            [
                field(Counts::Counter(0), "金貨", "1e300", Typed::Number(1e300)),
                field(Counts::Counter(0), "金貨", "3", Typed::Whole(3)),
                field(Counts::Die(red), "赤のしずく", " 4 ", Typed::Whole(4)),
                field(
                    Counts::Die(vials),
                    "Potion vials",
                    "2.5",
                    Typed::Number(2.5)
                ),
            ]
        );
        // Only a piece has a sheet.
        assert_eq!(resolve(&game, ComponentRef::Die(red), &numbers), []);
    }

    #[test]
    fn numbers_are_read_once_whole_or_not() {
        assert_eq!(Typed::read(" 3 "), Typed::Whole(3));
        assert_eq!(Typed::read("3.0"), Typed::Whole(3));
        assert_eq!(Typed::read("-0"), Typed::Whole(0));
        assert_eq!(Typed::read("1e3"), Typed::Whole(1000));
        assert_eq!(Typed::read("2.5"), Typed::Number(2.5));
        assert_eq!(Typed::read("1e300"), Typed::Number(1e300));
        assert_eq!(
            Typed::read("9223372036854775808"),
            Typed::Number(2f64.powi(63))
        );
        assert_eq!(Typed::read("inf"), Typed::Number(f64::INFINITY));
        assert_eq!(Typed::read("NaN"), Typed::NotANumber);
        assert_eq!(Typed::read("abc"), Typed::NotANumber);
        assert_eq!(Typed::read(""), Typed::NotANumber);
    }
}
