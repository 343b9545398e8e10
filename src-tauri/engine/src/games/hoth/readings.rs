//! Where the rulebook is unclear (spec §8.2), the reading applied: the recommended one unless
//! the table switched it with `set_reading`. Each is shown with its rules entry; its sentence is
//! `reading.hoth.<key>.<choice>` in the catalogs.

use super::error::{bad, HothError};
use super::state::{Change, State};
use crate::game::Message;
use crate::kit::Reading;

/// Every reading: key, the choices (the recommended first), the rules entry.
pub const READINGS: &[(&str, &[&str], &str)] = &[
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
    let Some((_, choices, _)) = READINGS.iter().find(|(k, _, _)| *k == key) else {
        return "";
    };
    let set = state.reading(key);
    choices
        .iter()
        .find(|c| Some(**c) == set)
        .or(choices.first())
        .copied()
        .unwrap_or("")
}

/// The readings in effect, for the view.
pub fn in_effect(state: &State) -> Vec<Reading> {
    READINGS
        .iter()
        .map(|(key, choices, rule)| Reading::new(key, choice(state, key), rule).switchable(choices))
        .collect()
}

pub fn set(key: &str, choice: &str) -> Result<Change, HothError> {
    let (_, choices, _) = READINGS
        .iter()
        .find(|(k, _, _)| *k == key)
        .ok_or_else(|| bad(format!("no reading '{key}'")))?;
    if !choices.contains(&choice) {
        return Err(bad(format!("reading '{key}' has no choice '{choice}'")));
    }
    Ok(Change::ReadingSet {
        key: key.into(),
        choice: choice.into(),
    })
}

/// Applies this rule's changes to the state; false for another rule's change.
pub fn apply(s: &mut State, c: &Change) -> bool {
    match c {
        Change::ReadingSet { key, choice } => {
            s.readings.insert(key.clone(), choice.clone());
        }
        _ => return false,
    }
    true
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::ReadingSet { key, choice } => {
            Some(Message::new("hoth.reading_set").arg("reading", format!("{key}.{choice}")))
        }
        _ => None,
    }
}
