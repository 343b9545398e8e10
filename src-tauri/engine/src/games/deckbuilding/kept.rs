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

#[cfg(test)]
mod tests {
    use super::super::cards::{MAX_CARD_NAME, MAX_NUMBER, MAX_TRAITS};
    use super::KEPT;
    use serde_json::json;

    fn card(traits: usize) -> serde_json::Value {
        json!({
            "name": "n".repeat(MAX_CARD_NAME), "faction": "empire", "type": "unit",
            "cost": MAX_NUMBER, "attack": MAX_NUMBER, "resources": MAX_NUMBER,
            "force": MAX_NUMBER, "target": MAX_NUMBER, "hp": MAX_NUMBER,
            "traits": vec!["t".repeat(MAX_CARD_NAME); traits],
            "reward": {"resources": MAX_NUMBER, "force": MAX_NUMBER}
        })
    }

    #[test]
    fn a_card_at_every_limit_reads_back_and_one_trait_more_is_refused() {
        let saved = KEPT[0].save(None, card(MAX_TRAITS)).expect("at the limits");
        let listed = KEPT[0].list(Some(saved.stored)).expect("list");
        assert_eq!(listed.mine.len(), 1);
        assert_eq!(
            listed.mine[0]["traits"].as_array().map(Vec::len),
            Some(MAX_TRAITS)
        );
        let refused = KEPT[0].save(None, card(MAX_TRAITS + 1)).expect_err("past");
        assert_eq!(refused.code, "dbg.card_invalid");
        assert_eq!(refused.data["field"], "traits");
    }
}
