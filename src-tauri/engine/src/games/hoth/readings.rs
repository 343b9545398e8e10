//! Where the rulebook is unclear (spec §8.2), the reading applied: the recommended one unless
//! the table switched it with `set_reading`. Each is shown with its rules entry; its sentence is
//! `reading.hoth.<key>.<choice>` in the catalogs.

use super::change::Change;
use super::error::{bad, HothError};
use super::state::State;
use crate::game::Message;
use crate::kit::switch::{self, Switch};
use crate::kit::Reading;

/// Every reading: key, the choices (the recommended first), the rules entry.
pub const READINGS: &[Switch] = &[
    // Dice: sum every term, then 0 or fewer is no attack; or floor the penalties at 0 first.
    (
        "dice_clamp",
        &["sum_then_clamp", "clamp_then_bonus"],
        "hoth.faq.minimum-dice",
    ),
    // A side reaching its medals wins at once, or only when the turn ends.
    (
        "game_end",
        &["at_once", "end_of_turn"],
        "hoth.faq.game-end-timing",
    ),
    // Two scouts seeing the same target give +1, or +1 each.
    (
        "scouts_stacking",
        &["no_stacking", "stacking"],
        "hoth.faq.scouts-stacking",
    ),
    // A unit eliminated by a blocked retreat gives the attacker its medal, or none.
    (
        "retreat_loss_medal",
        &["medal", "no_medal"],
        "hoth.faq.blocked-retreat-medal",
    ),
];

/// The choice in effect for `key`.
pub fn choice(state: &State, key: &str) -> &'static str {
    switch::choice(READINGS, &state.readings, key)
}

/// The readings in effect, for the view.
pub fn in_effect(state: &State) -> Vec<Reading> {
    switch::in_effect(READINGS, &state.readings)
}

pub fn set(key: &str, choice: &str) -> Result<Change, HothError> {
    switch::check(READINGS, key, choice).map_err(bad)?;
    Ok(Change::ReadingSet {
        key: key.into(),
        choice: choice.into(),
    })
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    if let Change::ReadingSet { key, choice } = c {
        s.readings.insert(key.clone(), choice.clone());
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::ReadingSet { key, choice } => {
            Some(Message::new("hoth.reading_set").arg("reading", format!("{key}.{choice}")))
        }
        _ => None,
    }
}

pub fn touched(_: &Change) -> Vec<String> {
    vec![]
}
