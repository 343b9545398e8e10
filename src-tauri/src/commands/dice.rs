//! Exact odds and the dice in effect.

use crate::state::AppState;
use datapad_engine::dice::Die;
use datapad_engine::games::hoth::{hoth_odds, HothOdds, HothTarget};
use datapad_engine::games::shatterpoint::raw_odds::{sp_odds, SpOdds};
use datapad_engine::Error;
use tauri::State;

/// Odds run on Tauri's worker threads (`async`), not the window's, and on a copy of the dice
/// taken under the lock: a long computation neither freezes the window nor holds up a tap.
#[tauri::command(async)]
pub fn odds_sp(state: State<AppState>, attack: u32, defense: u32) -> Result<SpOdds, Error> {
    let dice = state.with(|inner| inner.dice.clone());
    Ok(sp_odds(&dice, attack, defense)?)
}

#[tauri::command(async)]
pub fn odds_hoth(state: State<AppState>, dice: u32, target: HothTarget) -> Result<HothOdds, Error> {
    let catalog = state.with(|inner| inner.dice.clone());
    Ok(hoth_odds(&catalog, dice, target)?)
}

/// The dice in effect, the player's own Hoth table included.
#[tauri::command]
pub fn dice_list(state: State<AppState>) -> Vec<Die> {
    state.with(|inner| inner.dice.all().to_vec())
}
