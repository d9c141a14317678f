//! What closing an element finishes: a data element's value stored in its object, an
//! object settled and added to the save (a stack's card placed in its stack).

use super::{DataFrame, Field, Frame, Open};
use crate::referee::save::{Kind, Save, SavedObject};

/// Closes the innermost element, finishing what it was.
pub(super) fn leave(frames: &mut Vec<Frame>, open: &mut Vec<Open>, save: &mut Save) {
    let Some(frame) = frames.pop() else { return };
    match frame {
        Frame::Data(d) => {
            let o = open.last_mut().expect("data frames are inside an object");
            store_data(d, o);
        }
        Frame::Object(i) => {
            debug_assert_eq!(i + 1, open.len());
            close_object(open, save);
        }
        _ => {}
    }
}

/// A data element's value into the field it claimed, or into a piece's numbers.
fn store_data(d: DataFrame, o: &mut Open) {
    // A data child makes its parent's value empty, as udonarium's data trees have it.
    let leaf = d.data_children == 0;
    let value = if leaf { d.text.trim() } else { "" };
    // A piece's number fields: resources by their current value, plain fields
    // when they hold a number; groups are looked into, not counted.
    if let Some((name, current)) = d.number
        && leaf
    {
        match current {
            Some(current) => o.object.numbers.push(&name, &current),
            None if value.parse::<f64>().is_ok() => o.object.numbers.push(&name, value),
            None => {}
        }
    }
    if let Some(field) = d.field {
        let value = value.to_string();
        match field {
            Field::Name => o.object.name = value,
            Field::Size => o.size = Some(value),
            Field::Front => o.object.front = value,
            Field::Width => o.extent.0 = Some(value),
            Field::Height => o.extent.1 = Some(value),
        }
    }
}

/// The innermost object read whole: its size settled, then a stack named, or a card or
/// piece added to the save.
fn close_object(open: &mut Vec<Open>, save: &mut Save) {
    let Some(mut o) = open.pop() else { return };
    let default = if o.object.kind == Kind::Card {
        2.0
    } else {
        1.0
    };
    let cells = |v: &Option<String>| {
        v.as_deref()
            .and_then(|s| s.parse::<f64>().ok())
            .filter(|s| s.is_finite() && *s > 0.0)
    };
    o.object.size = cells(&o.size).unwrap_or(default);
    if o.object.kind == Kind::Note
        && let (Some(w), Some(h)) = (cells(&o.extent.0), cells(&o.extent.1))
    {
        o.object.note_size = Some((w, h));
    }
    if let Some(stack) = &o.stack {
        save.stacks[stack.local].name = o.object.name;
        return;
    }
    if let Some(s) = o.in_stack {
        join_stack(&mut o.object, &mut open[s]);
    }
    let mut object = o.object;
    object.numbers.shrink();
    save.objects.push(object);
}

/// A card of a stack takes the stack's place, owner and bad location numbers, and its
/// place in the stack.
fn join_stack(card: &mut SavedObject, stack: &mut Open) {
    let state = stack
        .stack
        .as_mut()
        .expect("cards in a cardRoot have a stack");
    // Cards in a stack keep stale coordinates; their order is the document order.
    card.x = stack.object.x;
    card.y = stack.object.y;
    card.stack = Some((state.index, state.cards));
    state.cards += 1;
    if card.owner.is_none() {
        card.owner = stack.object.owner.clone();
    }
    for bad in &stack.object.bad_numbers {
        if bad.starts_with("location.") && !card.bad_numbers.contains(bad) {
            card.bad_numbers.push(bad.clone());
        }
    }
}
