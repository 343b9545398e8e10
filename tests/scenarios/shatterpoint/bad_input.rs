//! Every action the rules forbid is refused with its own error, and the state is unchanged.

use super::harness::*;
use datapad_engine::error::Common;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{
    Action, ActionKind, AdjustTarget, Condition, HealTarget, OrderCard, Payment, Phase, Step,
};

type Setup = fn() -> Table;

fn fresh() -> Table {
    Table::new()
}

fn started() -> Table {
    Table::started()
}

fn maul_activating() -> Table {
    let mut t = Table::started();
    t.activate(MAUL);
    t
}

fn maul_revealed() -> Table {
    let mut t = Table::started();
    t.ok(Action::Reveal { card: card(MAUL) });
    t
}

fn reserved_this_turn() -> Table {
    let mut t = maul_revealed();
    t.ok(Action::Reserve { next: card(GAR) });
    t
}

fn shatterpoint_revealed() -> Table {
    let mut t = Table::started();
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    t
}

fn moved_once() -> Table {
    let mut t = maul_activating();
    t.ok(Action::TakeAction {
        action: ActionKind::Move,
        granted: false,
    });
    t
}

fn flipped() -> Table {
    let mut t = maul_activating();
    t.ok(Action::FlipStance { unit: u(P1, MAUL) });
    t
}

fn maul_wounded() -> Table {
    let mut t = Table::started();
    t.damage(P2, MAUL, 11);
    t
}

fn no_force() -> Table {
    let mut t = maul_activating();
    t.adjust(AdjustTarget::ForceReady {
        player: P1,
        ready: 0,
    });
    t
}

fn game_over() -> Table {
    let mut t = Table::started();
    t.adjust(AdjustTarget::Token { position: -8 });
    t.turn_with(MAUL);
    t.ok(Action::SetActiveObjectives {
        active: vec![0],
        map: None,
        card: None,
    });
    t.adjust(AdjustTarget::Token { position: -8 });
    assert_eq!(t.state.phase, Phase::Over);
    t
}

fn ability(id: &str, payment: Payment) -> Action {
    Action::UseAbility {
        unit: u(P1, MAUL),
        ability: Some(id.into()),
        kind: None,
        cost: None,
        payment,
    }
}

#[test]
fn forbidden_actions_are_refused_and_change_nothing() {
    let cases: Vec<(&str, Setup, Action, SpError)> = vec![
        (
            "reserve twice",
            reserved_this_turn,
            Action::Reserve { next: None },
            SpError::ReserveTwice,
        ),
        (
            "reserve the Shatterpoint card",
            shatterpoint_revealed,
            Action::Reserve { next: None },
            SpError::ReserveShatterpoint,
        ),
        (
            "reserve without Force",
            || {
                let mut t = maul_revealed();
                t.adjust(AdjustTarget::ForceReady {
                    player: P1,
                    ready: 0,
                });
                t
            },
            Action::Reserve { next: None },
            SpError::NotEnoughForce { need: 1, ready: 0 },
        ),
        (
            "spend Force you do not have",
            no_force,
            ability("force-speed", Payment::Force),
            SpError::NotEnoughForce { need: 1, ready: 0 },
        ),
        (
            "a second Move in one activation",
            moved_once,
            Action::TakeAction {
                action: ActionKind::Move,
                granted: false,
            },
            SpError::ActionRepeated {
                action: ActionKind::Move,
            },
        ),
        (
            "a granted Move after a chosen one",
            moved_once,
            Action::TakeAction {
                action: ActionKind::Move,
                granted: true,
            },
            SpError::ActionRepeated {
                action: ActionKind::Move,
            },
        ),
        (
            "damage on a Wounded unit",
            maul_wounded,
            Action::Damage {
                unit: u(P2, MAUL),
                amount: 2,
            },
            SpError::UnitWoundedNoDamage,
        ),
        (
            "heal damage off a Wounded unit",
            maul_wounded,
            Action::Heal {
                unit: u(P2, MAUL),
                target: HealTarget::Damage,
            },
            SpError::UnitWoundedNoHeal,
        ),
        (
            "flip the stance twice",
            flipped,
            Action::FlipStance { unit: u(P1, MAUL) },
            SpError::StanceFlipped,
        ),
        (
            "flip a single-sided card",
            || {
                let mut t = Table::started();
                t.activate(ANAKIN);
                t
            },
            Action::FlipStance {
                unit: u(P1, ANAKIN),
            },
            SpError::StanceSingle,
        ),
        (
            "flip an enemy's card",
            maul_activating,
            Action::FlipStance { unit: u(P2, MAUL) },
            SpError::NotYourUnit { player: P2 },
        ),
        (
            "use an active ability outside the activation",
            started,
            ability("force-speed", Payment::Force),
            SpError::NotActivating {
                player: P1,
                slot: MAUL,
            },
        ),
        (
            "use an active ability twice in a turn",
            || {
                let mut t = maul_activating();
                t.ok(ability("force-speed", Payment::Force));
                t
            },
            ability("force-speed", Payment::Force),
            SpError::AbilityUsed {
                ability: "Force Speed".into(),
            },
        ),
        (
            "an ability the unit lacks",
            maul_activating,
            ability("jet-pack", Payment::Force),
            SpError::AbilityUnknown {
                ability: "jet-pack".into(),
            },
        ),
        (
            "pay a cost in damage without the ability to",
            || {
                let mut t = Table::started();
                t.activate(GAR);
                t
            },
            Action::UseAbility {
                unit: u(P1, GAR),
                ability: Some("jet-pack".into()),
                kind: None,
                cost: None,
                payment: Payment::Damage,
            },
            SpError::PaymentNotAllowed,
        ),
        (
            "an unlisted ability without its cost",
            maul_activating,
            Action::UseAbility {
                unit: u(P1, MAUL),
                ability: None,
                kind: None,
                cost: None,
                payment: Payment::Force,
            },
            SpError::AbilityKindUnknown,
        ),
        (
            "activate with nothing revealed",
            started,
            Action::Activate,
            SpError::NothingRevealed,
        ),
        (
            "reveal while a unit card waits",
            maul_revealed,
            Action::Reveal { card: None },
            SpError::CardWaiting,
        ),
        (
            "reveal a card that is not in the deck",
            || {
                let mut t = Table::started();
                t.turn_with(MAUL);
                t.turn_with(MAUL);
                t
            },
            Action::Reveal { card: card(MAUL) },
            SpError::CardNotInDeck {
                card: OrderCard::Unit { slot: MAUL },
            },
        ),
        (
            "use an empty reserve",
            started,
            Action::UseReserve,
            SpError::ReserveEmpty,
        ),
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
    ];
    for (name, setup, action, error) in cases {
        let mut t = setup();
        let before = t.state.clone();
        assert_eq!(t.act(action.clone()).err(), Some(error), "{name}");
        assert_eq!(t.state, before, "{name}: nothing changed");
    }
}
