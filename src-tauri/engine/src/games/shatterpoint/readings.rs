//! Where the rulebook is unclear, the reading the engine follows (the spec's recommendation,
//! shatterpoint-rulebook §12 and shatterpoint-reference §7.3), shown to the players with a
//! stable key (its sentence is `sp.reading.<key>` in the catalogs, `…<key>.<choice>` for one the
//! table may switch) so a table can see what the app does, switch it where the rules really are
//! arguable, and override a counter if they disagree.

use super::change::Change;
use super::error::SpError;
use super::guards::Tx;
use super::state::State;
use crate::game::Message;
use crate::kit::switch::{self, Switch};
use crate::kit::Reading;

/// The readings the table may switch with `set_reading`, the recommended choice first.
pub const SWITCHES: &[Switch] = &[
    // Lord Maul's Sustained by Rage: the card gives damage equal to the ability's cost, and the
    // wound/injury tax is extra Force (card_literal, the default: what the card says); or the
    // damage replaces all the Force, tax included (cost_plus_tax, an FAQ-style reading).
    (
        PAY_WITH_DAMAGE,
        &["card_literal", "cost_plus_tax"],
        "sp.faq.sustained-by-rage",
    ),
    super::attack::hunker::COVER_SWITCH,
    super::attack::hunker::ENGAGED_SWITCH,
];

pub const PAY_WITH_DAMAGE: &str = "sp.force.pay_with_damage";

/// The fixed readings.
pub const READINGS: &[Reading] = &[
    Reading::new("sp.defeat.threshold", "at_least", "sp.concept.defeated"),
    Reading::new(
        "sp.defeat.checked_unit",
        "activated_unit",
        "sp.concept.defeated",
    ),
    Reading::new(
        "sp.control.timing",
        "before_token_move",
        "sp.concept.control",
    ),
    Reading::new(
        "sp.end_of_turn.order",
        "move_momentum_defeat_reset",
        "sp.sequence.turn",
    ),
    Reading::new(
        "sp.token.win_mid_move",
        "stop_on_first_marker",
        "sp.concept.struggle-track",
    ),
    Reading::new(
        "sp.token.track_end",
        "stop_at_8",
        "sp.concept.struggle-track",
    ),
    Reading::new(
        "sp.momentum.spend",
        "innermost_first",
        "sp.concept.momentum",
    ),
    Reading::new(
        "sp.struggle.after_win",
        "first_win_stands",
        "sp.concept.struggle",
    ),
    Reading::new("sp.game_over", "immediate", "sp.concept.winning-the-game"),
    Reading::new(
        "sp.first_turn",
        "game_first_turn_only",
        "sp.concept.first-turn",
    ),
    Reading::new("sp.catch_up.first_turn", "applies", "sp.concept.momentum"),
    Reading::new(
        "sp.priority.controller",
        "active_player_only",
        "sp.concept.shifting-priorities",
    ),
    Reading::new(
        "sp.priority.die_faces",
        "players_mark",
        "sp.concept.shifting-priorities",
    ),
    Reading::new(
        "sp.force.free_active_tax",
        "no_tax",
        "sp.faq.free-active-ability-wounded",
    ),
    Reading::new(
        "sp.strained.triggers",
        "includes_attack",
        "sp.errata.strained-attack",
    ),
    Reading::new(
        "sp.strained.wounded",
        "token_spent_no_damage",
        "sp.condition.strained",
    ),
    Reading::new("sp.duplicate.wounded", "nothing", "sp.concept.conditions"),
    Reading::new(
        "sp.wound.single_condition",
        "auto_remove",
        "sp.concept.injured",
    ),
    Reading::new(
        "sp.wound.own_activation",
        "turn_goes_on",
        "sp.concept.wounded",
    ),
    Reading::new(
        "sp.reserve.deck_empty",
        "cannot_reserve",
        "sp.concept.reserve",
    ),
    Reading::new(
        "sp.shatterpoint.redraw",
        "first_unit_card_activates",
        "sp.concept.shatterpoint-card",
    ),
    Reading::new(
        "sp.shatterpoint.redraw_last_card",
        "refresh_then_reveal",
        "sp.concept.shatterpoint-card",
    ),
    Reading::new("sp.take_cover.hunker", "automatic", "sp.action.take-cover"),
    Reading::new("sp.era.unknown", "not_checked", "sp.concept.eras"),
];

/// The choice in effect for a switchable reading.
pub fn choice(s: &State, key: &str) -> &'static str {
    switch::choice(SWITCHES, &s.readings, key)
}

/// Every reading, the switchable ones with the choice in effect, for the view.
pub fn in_effect(s: &State) -> Vec<Reading> {
    let mut all = READINGS.to_vec();
    all.extend(switch::in_effect(SWITCHES, &s.readings));
    all
}

pub fn set(tx: &mut Tx, key: &str, choice: &str) -> Result<(), SpError> {
    switch::check(SWITCHES, key, choice).map_err(|_| SpError::NoSuchReading {
        key: key.into(),
        choice: choice.into(),
    })?;
    tx.push(Change::ReadingSet {
        key: key.into(),
        choice: choice.into(),
    });
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    if let Change::ReadingSet { key, choice } = c {
        s.readings.insert(key.clone(), choice.clone());
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::ReadingSet { key, choice } => {
            Some(Message::new("sp.reading_set").arg("reading", format!("{key}.{choice}")))
        }
        _ => None,
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::ReadingSet { .. } => vec!["readings".into()],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_rules_exist() {
        let lib = crate::rules::Library::builtin();
        let all = in_effect(&State::default());
        for (i, r) in all.iter().enumerate() {
            assert!(all[..i].iter().all(|o| o.key != r.key), "{}", r.key);
            assert!(
                lib.get(r.rule).is_some(),
                "{}: no rules entry {}",
                r.key,
                r.rule
            );
        }
    }
}
