//! "Every counter shows why it last changed": which counters each change touches. The view
//! finds, under each counter's key, the log sentence of the last event that touched it.

use super::action::AdjustTarget;
use super::event::Change;
use super::UnitRef;

/// The key under which the view finds why a counter last changed.
pub fn unit_key(u: UnitRef) -> String {
    format!("unit.{}.{}", u.player, u.slot)
}

/// Which counters a change touches, for "why did this change".
pub fn touched(change: &Change) -> Vec<String> {
    let track = || "track".to_string();
    let momentum = |p: u8| format!("momentum.{p}");
    let force = |p: u8| format!("force.{p}");
    let deck = |p: u8| format!("deck.{p}");
    let objectives = || "objectives".to_string();
    match change {
        Change::GameStarted { .. } => vec![
            track(),
            momentum(0),
            momentum(1),
            force(0),
            force(1),
            deck(0),
            deck(1),
        ],
        Change::StruggleReset => vec![track(), momentum(0), momentum(1), objectives()],
        Change::TokenMoved { .. } => vec![track()],
        Change::MomentumGained { player, .. }
        | Change::MomentumNotPlaced { player, .. }
        | Change::MomentumSpent { player, .. } => vec![momentum(*player)],
        Change::ForceSpent { player, .. } | Change::ForceRefreshed { player, .. } => {
            vec![force(*player)]
        }
        Change::DeckRefreshed { player, .. } => vec![deck(*player), force(*player)],
        Change::CardRevealed { player, .. }
        | Change::CardRemoved { player, .. }
        | Change::CardDiscarded { player, .. }
        | Change::Reserved { player, .. }
        | Change::ShatterpointReturned { player } => vec![deck(*player)],
        Change::Activated { unit, .. } => vec![deck(unit.player), unit_key(*unit)],
        Change::ObjectivesActivated { .. }
        | Change::ControlChanged { .. }
        | Change::PriorityMarked { .. }
        | Change::PriorityCleared => vec![objectives()],
        Change::StruggleWon { .. } | Change::StruggleRevealed { .. } | Change::GameWon { .. } => {
            vec!["struggle".into()]
        }
        Change::StanceChosen { unit, .. }
        | Change::WoundBecameInjury { unit, .. }
        | Change::ConditionGained { unit, .. }
        | Change::ConditionRemoved { unit, .. }
        | Change::ConditionIgnored { unit, .. }
        | Change::ConditionToPool { unit, .. }
        | Change::ImmunitySet { unit, .. }
        | Change::HunkerGained { unit, .. }
        | Change::HunkerLost { unit, .. }
        | Change::ActionTaken { unit, .. }
        | Change::StanceFlipped { unit, .. }
        | Change::AbilityUsed { unit, .. }
        | Change::StrainedTriggered { unit, .. }
        | Change::Damaged { unit, .. }
        | Change::DamageBlocked { unit, .. }
        | Change::DamageHealed { unit, .. }
        | Change::Wounded { unit, .. }
        | Change::ActivationEnded { unit, .. }
        | Change::UnitDefeated { unit, .. } => vec![unit_key(*unit)],
        Change::Adjusted { target, .. } => match *target {
            AdjustTarget::Momentum { player, .. } => vec![momentum(player)],
            AdjustTarget::Token { .. } => vec![track()],
            AdjustTarget::ForceReady { player, .. } => vec![force(player)],
            AdjustTarget::Damage { unit, .. }
            | AdjustTarget::Wounded { unit, .. }
            | AdjustTarget::Injuries { unit, .. }
            | AdjustTarget::Condition { unit, .. }
            | AdjustTarget::Hunker { unit, .. } => vec![unit_key(unit)],
            AdjustTarget::Control { .. } | AdjustTarget::ObjectiveActive { .. } => {
                vec![objectives()]
            }
        },
        Change::PlayerNamed { .. }
        | Change::CustomUnitAdded { .. }
        | Change::TeamSet { .. }
        | Change::MissionChosen { .. }
        | Change::RolledOff { .. }
        | Change::TurnStarted { .. }
        | Change::Step { .. }
        | Change::PriorityRolled { .. }
        | Change::TurnEnded { .. } => Vec::new(),
    }
}
