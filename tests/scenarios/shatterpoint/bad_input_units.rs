//! Every refusal about units, abilities, counters set by hand and a finished game: its own
//! error, and the state unchanged (the cases of the turn's actions are in `bad_input.rs`).

use super::bad_input::*;
use super::harness::*;
use datapad_engine::error::Common;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{Action, ActionKind, AdjustTarget, Condition, Step};

#[test]
fn forbidden_unit_and_counter_actions_are_refused_and_change_nothing() {
    check(vec![
        (
            "activate an enemy or missing unit after the Shatterpoint card",
            shatterpoint_revealed,
            Action::ShatterpointChoose { slot: 6 },
            SpError::UnknownUnit {
                player: P1,
                slot: 6,
            },
        ),
        (
            "take an action before revealing",
            started,
            Action::TakeAction {
                action: ActionKind::Focus,
                granted: false,
            },
            SpError::WrongStep {
                expected: Step::Actions,
            },
        ),
        (
            "end the turn during the activation",
            maul_activating,
            Action::EndTurn { control: vec![] },
            SpError::WrongStep {
                expected: Step::EndOfTurn,
            },
        ),
        (
            "damage before the game starts",
            fresh,
            Action::Damage {
                unit: u(P1, MAUL),
                amount: 1,
            },
            Common::WrongPhase {
                phase: "setup".into(),
            }
            .into(),
        ),
        (
            "start without teams",
            fresh,
            Action::StartGame,
            SpError::TeamMissing { player: 1 },
        ),
        (
            "change teams after the start",
            started,
            Action::SetTeam {
                player: P1,
                team: standard_team(),
                casual: false,
            },
            Common::WrongPhase {
                phase: "playing".into(),
            }
            .into(),
        ),
        (
            "zero damage",
            started,
            Action::Damage {
                unit: u(P1, MAUL),
                amount: 0,
            },
            Common::Amount { min: 1, max: 99 }.into(),
        ),
        (
            "a unit that does not exist",
            started,
            Action::Damage {
                unit: u(P1, 9),
                amount: 1,
            },
            SpError::UnknownUnit {
                player: P1,
                slot: 9,
            },
        ),
        (
            "a third player",
            started,
            Action::RefreshForce {
                player: 2,
                amount: 1,
            },
            SpError::NoPlayer { player: 2 },
        ),
        (
            "remove a condition the unit lacks",
            started,
            Action::RemoveCondition {
                unit: u(P1, MAUL),
                condition: Condition::Pinned,
            },
            SpError::ConditionAbsent {
                condition: Condition::Pinned,
            },
        ),
        (
            "mark Strained on a unit without it",
            started,
            Action::MarkStrained {
                unit: u(P1, MAUL),
                trigger: datapad_engine::games::shatterpoint::StrainTrigger::Advance,
            },
            SpError::ConditionAbsent {
                condition: Condition::Strained,
            },
        ),
        (
            "lose hunker tokens it does not have",
            started,
            Action::LoseHunker { unit: u(P1, MAUL) },
            SpError::NoHunker,
        ),
        (
            "spend momentum you do not have",
            started,
            Action::SpendMomentum {
                player: P1,
                amount: 3,
            },
            SpError::NotEnoughMomentum { need: 3, have: 1 },
        ),
        (
            "roll for priority outside Shifting Priorities",
            started,
            Action::PriorityRoll {
                roll: datapad_engine::games::shatterpoint::DieInput::Virtual,
            },
            SpError::WrongStep {
                expected: Step::StartOfTurn,
            },
        ),
        (
            "control an inactive objective",
            || {
                let mut t = maul_activating();
                t.ok(Action::EndActivation);
                t.adjust(AdjustTarget::ObjectiveActive {
                    objective: 1,
                    active: false,
                });
                t
            },
            Action::EndTurn {
                control: vec![datapad_engine::games::shatterpoint::ControlEntry {
                    objective: 1,
                    control: datapad_engine::games::shatterpoint::ControlInput::Player {
                        player: P1,
                    },
                }],
            },
            SpError::ObjectiveInactive { index: 1 },
        ),
        (
            "adjust a counter without a reason",
            started,
            Action::Adjust {
                target: AdjustTarget::Token { position: 2 },
                reason: " ".into(),
            },
            Common::ReasonMissing.into(),
        ),
        (
            "adjust the token off the track",
            started,
            Action::Adjust {
                target: AdjustTarget::Token { position: 9 },
                reason: "x".into(),
            },
            Common::AdjustRange { min: -8, max: 8 }.into(),
        ),
        (
            "act after the game is over",
            game_over,
            Action::Reveal { card: None },
            Common::GameOver.into(),
        ),
    ]);
}
