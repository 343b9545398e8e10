//! What the Card Game keeps on the device: the units players typed in from their own cards
//! ("my cards"), told apart by title.

use super::{check_card, Lcg, UnitInput};
use crate::error::Error;
use crate::game::wire_error;
use crate::keep::{parse, Keep, Keepable};
use serde_json::Value;

pub const KEPT: &[Keepable] = &[Keepable::of::<UnitInput>("cards", "lcg-cards.json", "lcg")];

impl Keep for UnitInput {
    /// Titled, every number in its bounds, and stored fresh (see [`check_card`]).
    fn accept(item: Value) -> Result<Self, Error> {
        check_card(&parse(item)?).map_err(|e| wire_error::<Lcg>(&e))
    }

    fn id(&self) -> Option<&str> {
        self.title.as_deref()
    }

    /// A card is named by its title in any case.
    fn is(&self, id: &str) -> bool {
        self.id()
            .is_some_and(|t| t.to_lowercase() == id.to_lowercase())
    }
}
