//! The Deckbuilding Game cards players typed in at the table (quick entry), kept for later games
//! in the plugin store, as the Shatterpoint units are. The engine checks each card; a card it
//! would refuse in a game is not stored.

use super::kept::Kept;
use datapad_engine::game::{wire_error, Message};
use datapad_engine::games::deckbuilding::{Card, CardRef, Deckbuilding};
use datapad_engine::Error;
use tauri::{AppHandle, Runtime};

const CARDS: Kept = Kept {
    file: "cards.json",
    key: "deckbuilding",
};

/// Run at start, before the store is first read (see `Kept::check`).
pub fn check<R: Runtime>(app: &AppHandle<R>) -> Vec<Message> {
    CARDS.check::<Card, R>(app)
}

#[tauri::command]
pub fn dbg_cards<R: Runtime>(app: AppHandle<R>) -> Result<Vec<Card>, Error> {
    Ok(CARDS.load(&app)?.items)
}

/// Adds or replaces (same name) a card; refused and nothing stored when it is not valid.
#[tauri::command]
pub fn dbg_card_save<R: Runtime>(app: AppHandle<R>, card: Card) -> Result<Vec<Card>, Error> {
    let card = CardRef::Typed(Box::new(card))
        .resolve()
        .map_err(|e| wire_error::<Deckbuilding>(&e))?;
    let mut cards = CARDS.load(&app)?;
    cards.items.retain(|c: &Card| c.id != card.id);
    cards.items.push(card);
    CARDS.save(&app, &cards)?;
    Ok(cards.items)
}

#[tauri::command]
pub fn dbg_card_delete<R: Runtime>(app: AppHandle<R>, id: String) -> Result<Vec<Card>, Error> {
    let mut cards = CARDS.load(&app)?;
    cards.items.retain(|c: &Card| c.id != id);
    CARDS.save(&app, &cards)?;
    Ok(cards.items)
}
