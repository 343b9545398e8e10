//! The Card Game units players typed in from their own cards ("my cards"), kept for later games in
//! the plugin store, as Shatterpoint's units are. The engine checks each; one that no longer
//! parses is kept in the file untouched and reported.

use super::kept::Kept;
use datapad_engine::game::{wire_error, Message};
use datapad_engine::games::lcg::{check_card, Lcg, UnitInput};
use datapad_engine::Error;
use tauri::{AppHandle, Runtime};

const CARDS: Kept = Kept {
    file: "lcg-cards.json",
    key: "lcg",
};

/// Run at start, before the store is first read (see `Kept::check`).
pub fn check<R: Runtime>(app: &AppHandle<R>) -> Vec<Message> {
    CARDS.check::<UnitInput, R>(app)
}

/// Same title (any case) is the same card.
fn same(a: &UnitInput, b: &UnitInput) -> bool {
    match (&a.title, &b.title) {
        (Some(x), Some(y)) => x.to_lowercase() == y.to_lowercase(),
        _ => false,
    }
}

#[tauri::command]
pub fn lcg_cards<R: Runtime>(app: AppHandle<R>) -> Result<Vec<UnitInput>, Error> {
    Ok(CARDS.load(&app)?.items)
}

/// Adds or replaces (same title) a card; refused and nothing stored when it is not valid.
#[tauri::command]
pub fn lcg_card_save<R: Runtime>(
    app: AppHandle<R>,
    card: UnitInput,
) -> Result<Vec<UnitInput>, Error> {
    let card = check_card(&card).map_err(|e| wire_error::<Lcg>(&e))?;
    let mut cards = CARDS.load(&app)?;
    cards.items.retain(|c: &UnitInput| !same(c, &card));
    cards.items.push(card);
    CARDS.save(&app, &cards)?;
    Ok(cards.items)
}

#[tauri::command]
pub fn lcg_card_delete<R: Runtime>(
    app: AppHandle<R>,
    title: String,
) -> Result<Vec<UnitInput>, Error> {
    let mut cards = CARDS.load(&app)?;
    let gone = UnitInput {
        title: Some(title),
        ..UnitInput::default()
    };
    cards.items.retain(|c: &UnitInput| !same(c, &gone));
    CARDS.save(&app, &cards)?;
    Ok(cards.items)
}
