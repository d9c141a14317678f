//! The identity udonforge writes into every object it generates. udonarium gives each object
//! a fresh identifier on load, but keeps unknown attributes, so this survives a round trip.

use std::fmt;

/// Which game, definition version and component an object is, and whose seat it belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Identity {
    /// The game's id (`shinjya`).
    pub game: String,
    /// The definition version the room was built from.
    pub version: u32,
    /// The component id from the definition, `kind/item` for cards (`evidence/witness`).
    pub component: String,
    /// 1-based copy number where a definition asks for several copies.
    pub copy: Option<u32>,
    /// 1-based seat the object belongs to.
    pub seat: Option<u32>,
}

impl Identity {
    /// The attribute name: no dots, so udonarium treats it as an opaque string field.
    pub const ATTRIBUTE: &'static str = "udonforge";

    /// A component of a game's version, with no copy and no seat.
    pub fn new(game: &str, version: u32, component: impl Into<String>) -> Self {
        Identity {
            game: game.to_string(),
            version,
            component: component.into(),
            copy: None,
            seat: None,
        }
    }

    /// The identity with this seat (or none).
    pub fn with_seat(mut self, seat: Option<u32>) -> Self {
        self.seat = seat;
        self
    }

    /// The identity with this copy number (or none).
    pub fn with_copy(mut self, copy: Option<u32>) -> Self {
        self.copy = copy;
        self
    }

    /// `game=shinjya version=1 component=evidence/witness copy=2 seat=3`
    pub fn encode(&self) -> String {
        self.to_string()
    }

    /// Reads an encoded identity; `None` for anything that is not one of ours.
    pub fn decode(text: &str) -> Option<Identity> {
        let mut game = None;
        let mut version = None;
        let mut component = None;
        let mut copy = None;
        let mut seat = None;
        for token in text.split_whitespace() {
            let (key, value) = token.split_once('=')?;
            match key {
                "game" => game = Some(value.to_string()),
                "version" => version = Some(value.parse().ok()?),
                "component" => component = Some(value.to_string()),
                "copy" => copy = Some(value.parse().ok()?),
                "seat" => seat = Some(value.parse().ok()?),
                // Later versions may add keys; older readers skip them.
                _ => {}
            }
        }
        Some(Identity {
            game: game?,
            version: version?,
            component: component?,
            copy,
            seat,
        })
    }
}

impl fmt::Display for Identity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game={} version={} component={}",
            self.game, self.version, self.component
        )?;
        if let Some(copy) = self.copy {
            write!(f, " copy={copy}")?;
        }
        if let Some(seat) = self.seat {
            write!(f, " seat={seat}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_and_decodes() {
        let id = Identity::new("shinjya", 1, "evidence/witness")
            .with_copy(Some(2))
            .with_seat(Some(3));
        assert_eq!(
            id.encode(),
            "game=shinjya version=1 component=evidence/witness copy=2 seat=3"
        );
        assert_eq!(Identity::decode(&id.encode()), Some(id));
    }

    #[test]
    fn rejects_foreign_text() {
        assert_eq!(Identity::decode("hello"), None);
        assert_eq!(Identity::decode("game=x version=one component=y"), None);
        assert_eq!(Identity::decode("game=x component=y"), None);
    }
}
