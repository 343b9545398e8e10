//! The Card Game units players typed in from their own cards ("my cards"), kept for later games in
//! the same plugin store as Shatterpoint's units, under their own key. The engine checks each; one
//! that no longer parses is kept in the file untouched and reported, as for Shatterpoint.

use super::units::{load, save};
use datapad_engine::game::wire_error;
use datapad_engine::games::lcg::{check_card, Lcg, UnitInput};
use datapad_engine::Error;
use tauri::{AppHandle, Runtime};

const KEY: &str = "lcg";

/// Same title (any case) is the same card.
fn same(a: &UnitInput, b: &UnitInput) -> bool {
    match (&a.title, &b.title) {
        (Some(x), Some(y)) => x.to_lowercase() == y.to_lowercase(),
        _ => false,
    }
}

#[tauri::command]
pub fn lcg_cards<R: Runtime>(app: AppHandle<R>) -> Result<Vec<UnitInput>, Error> {
    Ok(load::<R, UnitInput>(&app, KEY)?.items)
}

/// Adds or replaces (same title) a card; refused and nothing stored when it is not valid.
#[tauri::command]
pub fn lcg_card_save<R: Runtime>(
    app: AppHandle<R>,
    card: UnitInput,
) -> Result<Vec<UnitInput>, Error> {
    let card = check_card(&card).map_err(|e| wire_error::<Lcg>(&e))?;
    let mut cards = load::<R, UnitInput>(&app, KEY)?;
    cards.items.retain(|c| !same(c, &card));
    cards.items.push(card);
    save(&app, KEY, &cards)?;
    Ok(cards.items)
}

#[tauri::command]
pub fn lcg_card_delete<R: Runtime>(
    app: AppHandle<R>,
    title: String,
) -> Result<Vec<UnitInput>, Error> {
    let mut cards = load::<R, UnitInput>(&app, KEY)?;
    let gone = UnitInput {
        title: Some(title),
        ..UnitInput::default()
    };
    cards.items.retain(|c| !same(c, &gone));
    save(&app, KEY, &cards)?;
    Ok(cards.items)
}
