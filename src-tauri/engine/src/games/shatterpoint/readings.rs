//! Where the rulebook is unclear, the reading the engine follows (the spec's recommendation,
//! shatterpoint-rulebook §12 and shatterpoint-reference §7.3), shown to the players with a
//! stable key so a table can see what the app does and override a counter if they disagree.

use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "SpReading")]
pub struct Reading {
    pub key: &'static str,
    pub choice: &'static str,
    pub english: &'static str,
    /// The rules entry the question is about.
    pub rule: &'static str,
}

const fn r(
    key: &'static str,
    choice: &'static str,
    english: &'static str,
    rule: &'static str,
) -> Reading {
    Reading {
        key,
        choice,
        english,
        rule,
    }
}

pub const READINGS: &[Reading] = &[
    r("sp.defeat.threshold", "at_least",
      "A unit is defeated when its injuries are equal to or more than its durability.",
      "sp.concept.defeated"),
    r("sp.defeat.checked_unit", "activated_unit",
      "Only the unit that activated this turn is checked for defeat, at step 10.",
      "sp.concept.defeated"),
    r("sp.control.timing", "before_token_move",
      "Objective control is entered at step 8, before the struggle token moves.",
      "sp.concept.control"),
    r("sp.end_of_turn.order", "move_momentum_defeat_reset",
      "End of turn: move the token (a win stops it), then the opponent's-half or centre momentum, then the defeat check, then the reset.",
      "sp.sequence.turn"),
    r("sp.token.win_mid_move", "stop_on_first_marker",
      "The token stops on the first of the mover's momentum tokens it reaches; that wins the struggle.",
      "sp.concept.struggle-track"),
    r("sp.token.track_end", "stop_at_8",
      "The token never moves past space 8 of either half.",
      "sp.concept.struggle-track"),
    r("sp.momentum.spend", "innermost_first",
      "Spent momentum tokens come off the space nearest the centre first.",
      "sp.concept.momentum"),
    r("sp.struggle.after_win", "first_win_stands",
      "Once a struggle is won, the track waits for the reset: no more momentum or token moves that turn.",
      "sp.concept.struggle"),
    r("sp.game_over", "immediate",
      "The game ends the moment a player wins their second struggle.",
      "sp.concept.winning-the-game"),
    r("sp.first_turn", "game_first_turn_only",
      "Only the first turn of the game skips the token move and the centre momentum; the first turn after a reset scores.",
      "sp.concept.first-turn"),
    r("sp.catch_up.first_turn", "applies",
      "The opponent's-half momentum is not excepted on the first turn.",
      "sp.concept.momentum"),
    r("sp.priority.controller", "active_player_only",
      "Only the active player's control of the priority objective adds a space; priority tokens go after the move.",
      "sp.concept.shifting-priorities"),
    r("sp.priority.die_faces", "players_mark",
      "The die face → objective map is not in the sources: the players mark the objective the die points to.",
      "sp.concept.shifting-priorities"),
    r("sp.force.free_active_tax", "no_tax",
      "A combat tree's free active ability pays neither the cost nor the wound/injury tax.",
      "sp.faq.free-active-ability-wounded"),
    r("sp.force.pay_with_damage", "cost_plus_tax",
      "Paying with damage instead of Force takes damage equal to the whole Force it replaces (cost plus tax); ready Force is not needed.",
      "sp.faq.sustained-by-rage"),
    r("sp.strained.triggers", "includes_attack",
      "Strained fires on a move, an attack, an action or an active or reactive ability, when the players mark it.",
      "sp.errata.strained-attack"),
    r("sp.strained.wounded", "token_spent_no_damage",
      "A Wounded unit that triggers Strained takes no damage and loses the token.",
      "sp.condition.strained"),
    r("sp.duplicate.wounded", "nothing",
      "A duplicate condition on a Wounded unit does nothing (it would be damage, which a Wounded unit cannot take).",
      "sp.concept.conditions"),
    r("sp.wound.single_condition", "auto_remove",
      "A Wounded unit with a single condition loses it at the start of its activation without asking.",
      "sp.concept.injured"),
    r("sp.wound.own_activation", "turn_goes_on",
      "A unit wounded in its own activation ends the activation; the turn's end steps (scoring included) still happen.",
      "sp.concept.wounded"),
    r("sp.reserve.deck_empty", "cannot_reserve",
      "A card can be reserved only while the deck holds a card to reveal next.",
      "sp.concept.reserve"),
    r("sp.shatterpoint.redraw", "first_unit_card_activates",
      "After a Shatterpoint redraw the card goes back after the first card; battle tactics are resolved and the first unit card revealed must activate.",
      "sp.concept.shatterpoint-card"),
    r("sp.shatterpoint.redraw_last_card", "refresh_then_reveal",
      "A Shatterpoint redraw when it was the last card and the reserve is empty refreshes the order deck (all Force ready), then reveals the next card.",
      "sp.concept.shatterpoint-card"),
    r("sp.take_cover.hunker", "automatic",
      "Take Cover gives the hunker token; if the unit is engaged, remove it.",
      "sp.action.take-cover"),
    r("sp.era.unknown", "not_checked",
      "A unit with no era on record is not era-checked; the table checks its card.",
      "sp.concept.eras"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_rules_exist() {
        let lib = crate::rules::Library::builtin();
        for (i, r) in READINGS.iter().enumerate() {
            assert!(READINGS[..i].iter().all(|o| o.key != r.key), "{}", r.key);
            assert!(
                lib.get(r.rule).is_some(),
                "{}: no rules entry {}",
                r.key,
                r.rule
            );
        }
    }
}
