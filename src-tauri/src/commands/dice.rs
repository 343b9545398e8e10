//! Exact odds and the dice in effect.

use crate::state::AppState;
use datapad_engine::dice::Die;
use datapad_engine::games::hoth::{hoth_odds, HothOdds, HothTarget};
use datapad_engine::games::shatterpoint::raw_odds::{sp_odds, SpOdds};
use datapad_engine::Error;
use tauri::State;

#[tauri::command]
pub fn odds_sp(state: State<AppState>, attack: u32, defense: u32) -> Result<SpOdds, Error> {
    state.with(|inner| Ok(sp_odds(&inner.dice, attack, defense)?))
}

#[tauri::command]
pub fn odds_hoth(state: State<AppState>, dice: u32, target: HothTarget) -> Result<HothOdds, Error> {
    state.with(|inner| Ok(hoth_odds(&inner.dice, dice, target)?))
}

/// The dice in effect, the player's own Hoth table included.
#[tauri::command]
pub fn dice_list(state: State<AppState>) -> Vec<Die> {
    state.with(|inner| inner.dice.all().to_vec())
}
