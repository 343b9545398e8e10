//! What the Deckbuilding Game keeps on the device: the cards players typed in at the table
//! (quick entry), each checked as a card played in a game would be.

use super::{Card, CardRef, Deckbuilding};
use crate::error::Error;
use crate::game::wire_error;
use crate::keep::{parse, Keep, Keepable};
use serde_json::Value;

pub const KEPT: &[Keepable] = &[Keepable::of::<Card>("cards", "cards.json", "deckbuilding")];

impl Keep for Card {
    fn accept(item: Value) -> Result<Self, Error> {
        CardRef::Typed(Box::new(parse(item)?))
            .resolve()
            .map_err(|e| wire_error::<Deckbuilding>(&e))
    }

    fn id(&self) -> Option<&str> {
        Some(&self.id)
    }
}
