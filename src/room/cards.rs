//! Cards made into udonarium objects: each card's two faces and sheet, the decks and
//! stacks a placement asks for, dealt and shuffled with the room's seed.

use super::texts::Labels;
use super::{Builder, layout, track};
use crate::definition::{Arrange, CardItem, CardKind, Placement, Rect, StartFace, Unplayed, Where};
use crate::error::Error;
use crate::udonarium::{Card, CardStack, DataElement, Face, TableObject};

impl Builder<'_, '_> {
    fn card(
        &mut self,
        kind: &CardKind,
        item: &CardItem,
        copy: u32,
        seat: Option<usize>,
        face: Face,
    ) -> Result<Card, Error> {
        let front = self.art.card_face(kind, item, seat)?;
        let back = self.art.card_back(kind, item, seat)?;
        let seat_name = seat
            .map(|s| self.game.seats[s].name.clone())
            .unwrap_or_default();
        Ok(Card {
            identity: self
                .identity(format!("{}/{}", kind.id, item.id))
                .with_copy((item.copies > 1).then_some(copy))
                .with_seat(seat.map(|s| s as u32 + 1)),
            name: item
                .name
                .fill("seat", &seat_name)
                .get(self.lang)
                .to_string(),
            size: kind.size,
            front,
            back,
            face,
            rotate: 0,
            place: Default::default(),
            zindex: 0,
            detail: self.card_detail(kind, item),
        })
    }

    /// Rules text for udonarium's hover overview, which shows it only for face-up cards.
    fn card_detail(&self, kind: &CardKind, item: &CardItem) -> Vec<DataElement> {
        let labels = Labels::of(self.lang);
        let mut lines = Vec::new();
        let icons: Vec<String> = self
            .game
            .icons
            .iter()
            .filter(|i| item.value(&i.id) != 0)
            .map(|i| format!("{}{:+}", i.label.get(self.lang), item.value(&i.id)))
            .collect();
        if !icons.is_empty() {
            lines.push(DataElement::text(labels.icons, icons.join(" ")));
        }
        if let Some(e) = &item.effect {
            lines.push(DataElement::note(labels.effect, e.get(self.lang)));
        }
        if let Some(f) = &item.flavour {
            lines.push(DataElement::note(labels.description, f.get(self.lang)));
        }
        // A spreadsheet's further columns, under their headers: numbers as numbers.
        for (header, text) in &item.fields {
            let text = text.get(self.lang);
            if item.values.contains_key(header) {
                lines.push(DataElement::text(header, text));
            } else {
                lines.push(DataElement::note(header, text));
            }
        }
        if lines.is_empty() {
            return Vec::new();
        }
        vec![DataElement::group(kind.name.get(self.lang), lines)]
    }

    fn push_stack(
        &mut self,
        kind: &CardKind,
        seat: Option<usize>,
        rect: Rect,
        mut cards: Vec<Card>,
    ) {
        let place = layout::pixels(&rect);
        for card in &mut cards {
            card.place = place;
        }
        self.objects.push(TableObject::CardStack(CardStack {
            identity: self
                .identity(format!("stack/{}", kind.id))
                .with_seat(seat.map(|s| s as u32 + 1)),
            name: kind.name.get(self.lang).to_string(),
            place,
            zindex: 0,
            cards,
        }));
    }

    /// The cards of `kind` as `placement` deals them: each seat's copies (or the one set of
    /// a shared kind) laid out where it says; an unplayed seat's kept, left out, pooled or
    /// set aside.
    pub(super) fn place_cards(
        &mut self,
        kind: &CardKind,
        placement: &Placement,
    ) -> Result<(), Error> {
        let face = match placement.face {
            StartFace::Up => Face::Up,
            StartFace::Down => Face::Down,
        };
        let seats = self.game.seat_slots(kind.per_seat);
        let mut items: Vec<(&CardItem, u32)> = kind
            .items
            .iter()
            .flat_map(|i| (1..=i.copies).map(move |copy| (i, copy)))
            .collect();
        if let Some(key) = &placement.sort_by {
            // Stable: cards of equal value keep the definition's order.
            items.sort_by_key(|(item, _)| item.value(key));
        }
        let mut pool = Vec::new();
        for seat in seats {
            if self.is_unplayed(seat) {
                match placement.unplayed {
                    Unplayed::Keep => {}
                    Unplayed::Omit => continue,
                    Unplayed::Pool(_) => {
                        pool.extend(self.cards_of(kind, &items, seat, Face::Down)?);
                        continue;
                    }
                    Unplayed::Aside(area) => {
                        let cards = self.cards_of(kind, &items, seat, face)?;
                        self.set_aside(kind, seat, area, cards);
                        continue;
                    }
                }
            }
            let mut cards = self.cards_of(kind, &items, seat, face)?;
            if placement.shuffle {
                self.rng.shuffle(&mut cards);
            }
            self.lay_out(kind, placement, seat, cards);
        }
        if let (Unplayed::Pool(area), false) = (placement.unplayed, pool.is_empty()) {
            // The seats' own order would tell which cards are whose: shuffle them together.
            self.rng.shuffle(&mut pool);
            let (width, height) = card_size(kind);
            let rect = self
                .cursor
                .next(&self.game.layout, Where::Area(area), None, width, height);
            self.push_stack(kind, None, rect, pool);
        }
        Ok(())
    }

    /// A card of each of `items` (item, copy) for `seat`, showing `face`.
    fn cards_of(
        &mut self,
        kind: &CardKind,
        items: &[(&CardItem, u32)],
        seat: Option<usize>,
        face: Face,
    ) -> Result<Vec<Card>, Error> {
        items
            .iter()
            .map(|(item, copy)| self.card(kind, item, *copy, seat, face))
            .collect()
    }

    /// An unplayed seat's cards in its row of the aside area: one card alone, more stacked.
    fn set_aside(
        &mut self,
        kind: &CardKind,
        seat: Option<usize>,
        area: usize,
        mut cards: Vec<Card>,
    ) {
        let (width, height) = card_size(kind);
        let rect = self.aside(area, seat.unwrap_or(0), width, height);
        match cards.len() {
            1 => {
                let mut card = cards.remove(0);
                card.place = layout::pixels(&rect);
                self.objects.push(TableObject::Card(card));
            }
            _ => self.push_stack(kind, seat, rect, cards),
        }
    }

    /// One seat's cards where `placement` puts them: on the track's emblems, one per spot,
    /// arranged in the zone, stacked, or fanned.
    fn lay_out(
        &mut self,
        kind: &CardKind,
        placement: &Placement,
        seat: Option<usize>,
        mut cards: Vec<Card>,
    ) {
        let (width, height) = card_size(kind);
        let at_seat = placement.seat.or(seat);
        let zone = layout::zone_rect(&self.game.layout, placement.at, at_seat);
        if let Where::Emblems { rest, piles } = placement.at {
            self.deal_emblems(kind, cards, rest, piles as usize);
            return;
        }
        let spot = at_seat
            .and_then(|s| track::seat_spot(&self.game.layout, placement.at, s, width, height));
        let loose = match placement.arrange {
            _ if spot.is_some() => spot.map(|r| vec![r; cards.len()]),
            Arrange::Ring => Some(layout::ring(&zone, width, height, cards.len())),
            Arrange::Centre if !placement.stack => {
                Some(vec![layout::centre(&zone, width, height); cards.len()])
            }
            Arrange::Sets { size, rest } => {
                Some(self.deal_sets(kind, seat, &zone, &mut cards, size as usize, rest))
            }
            _ => None,
        };
        if let Some(rects) = loose {
            self.lay_loose(cards, rects);
        } else if placement.stack {
            let rect = match placement.arrange {
                Arrange::Centre => layout::centre(&zone, width, height),
                _ => self
                    .cursor
                    .next(&self.game.layout, placement.at, at_seat, width, height),
            };
            self.push_stack(kind, seat, rect, cards);
        } else {
            let rects = layout::fan(
                &self.game.layout,
                placement.at,
                at_seat,
                width,
                height,
                cards.len(),
            );
            self.lay_loose(cards, rects);
        }
    }

    /// Sets of `size` cards, one per player, in the zone (their places returned); the cards
    /// left over stacked in area `rest`.
    fn deal_sets(
        &mut self,
        kind: &CardKind,
        seat: Option<usize>,
        zone: &Rect,
        cards: &mut Vec<Card>,
        size: usize,
        rest: usize,
    ) -> Vec<Rect> {
        let (width, height) = card_size(kind);
        let dealt = (size * self.players).min(cards.len());
        let leftover = cards.split_off(dealt);
        if !leftover.is_empty() {
            let at = crate::definition::Where::Area(rest);
            let rect = self.cursor.next(&self.game.layout, at, None, width, height);
            self.push_stack(kind, seat, rect, leftover);
        }
        let sets = dealt.div_ceil(size.max(1));
        layout::sets(zone, width, height, size, sets)
            .into_iter()
            .flatten()
            .collect()
    }

    /// Each card at its place, later ones above earlier ones.
    fn lay_loose(&mut self, cards: Vec<Card>, rects: Vec<Rect>) {
        for (i, (mut card, rect)) in cards.into_iter().zip(rects).enumerate() {
            card.place = layout::pixels(&rect);
            card.zindex = i as u32;
            self.objects.push(TableObject::Card(card));
        }
    }

    /// One card on each emblem square of the track, in square order; the rest in `piles`
    /// stacks side by side in area `rest`, in the order they were shuffled into.
    fn deal_emblems(&mut self, kind: &CardKind, mut cards: Vec<Card>, rest: usize, piles: usize) {
        let width = kind.size as f64;
        let height = width * kind.aspect;
        let spots = track::emblem_spots(&self.game.layout, width, height);
        let on_track = spots.len().min(cards.len());
        let mut left = cards.split_off(on_track);
        for (i, (mut card, rect)) in cards.into_iter().zip(spots).enumerate() {
            card.place = layout::pixels(&rect);
            card.zindex = i as u32;
            self.objects.push(TableObject::Card(card));
        }
        let area = self.game.layout.areas[rest].rect;
        let sizes = track::pile_sizes(left.len(), piles);
        for (size, rect) in sizes
            .into_iter()
            .zip(track::pile_spots(&area, width, height, piles))
        {
            let rest_of = left.split_off(size);
            let pile = std::mem::replace(&mut left, rest_of);
            if !pile.is_empty() {
                self.push_stack(kind, None, rect, pile);
            }
        }
    }
}

/// A card of `kind`'s width and height, in cells.
fn card_size(kind: &CardKind) -> (f64, f64) {
    let width = kind.size as f64;
    (width, width * kind.aspect)
}
