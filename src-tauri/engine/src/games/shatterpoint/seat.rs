//! Whose action it is at a shared table: a player's own units, Force and momentum belong to
//! that player's seat; the struggle track, the order deck and the turn's steps are shared.

use super::action::Action;
use super::types::UnitRef;

/// The seats, by player index: player 1 and player 2.
pub const SEATS: &[&str] = &["p1", "p2"];

fn of(player: u8) -> Option<&'static str> {
    SEATS.get(usize::from(player)).copied()
}

fn unit(u: &UnitRef) -> Option<&'static str> {
    of(u.player)
}

pub fn seat(action: &Action) -> Option<&'static str> {
    match action {
        Action::SetPlayerName { player, .. }
        | Action::SetTeam { player, .. }
        | Action::RefreshForce { player, .. }
        | Action::SpendMomentum { player, .. } => of(*player),
        Action::ChooseStance { unit: u, .. }
        | Action::FlipStance { unit: u }
        | Action::Damage { unit: u, .. }
        | Action::Heal { unit: u, .. }
        | Action::GainCondition { unit: u, .. }
        | Action::RemoveCondition { unit: u, .. }
        | Action::SetImmunity { unit: u, .. }
        | Action::GainHunker { unit: u }
        | Action::LoseHunker { unit: u }
        | Action::MarkStrained { unit: u, .. }
        | Action::UseAbility { unit: u, .. } => unit(u),
        Action::Attack(input) => unit(&input.attacker),
        Action::AttackOutcome(outcome) => unit(&outcome.attacker),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn seat_of(action: serde_json::Value) -> Option<&'static str> {
        seat(&serde_json::from_value(action).unwrap())
    }

    #[test]
    fn a_players_own_units_and_pools_are_theirs_the_track_and_turn_are_shared() {
        assert_eq!(
            seat_of(json!({"type": "damage", "unit": {"player": 1, "slot": 0}, "amount": 2})),
            Some("p2")
        );
        assert_eq!(
            seat_of(json!({"type": "refresh_force", "player": 0, "amount": 1})),
            Some("p1")
        );
        assert_eq!(
            seat_of(json!({"type": "move_token", "player": 0, "spaces": 1})),
            None
        );
        assert_eq!(seat_of(json!({"type": "end_activation"})), None);
    }
}
