//! Every action the rules forbid is refused with its own error, and the state is unchanged.

use super::harness::*;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{
    Action, ActionKind, AdjustTarget, HealTarget, OrderCard, Payment, Phase,
};

pub(super) type Case = (&'static str, fn() -> Table, Action, SpError);

pub(super) fn fresh() -> Table {
    Table::new()
}

pub(super) fn started() -> Table {
    Table::started()
}

pub(super) fn maul_activating() -> Table {
    let mut t = Table::started();
    t.activate(MAUL);
    t
}

pub(super) fn maul_revealed() -> Table {
    let mut t = Table::started();
    t.ok(Action::Reveal { card: card(MAUL) });
    t
}

pub(super) fn reserved_this_turn() -> Table {
    let mut t = maul_revealed();
    t.ok(Action::Reserve { next: card(GAR) });
    t
}

pub(super) fn shatterpoint_revealed() -> Table {
    let mut t = Table::started();
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    t
}

pub(super) fn moved_once() -> Table {
    let mut t = maul_activating();
    t.ok(Action::TakeAction {
        action: ActionKind::Move,
        granted: false,
    });
    t
}

pub(super) fn flipped() -> Table {
    let mut t = maul_activating();
    t.ok(Action::FlipStance { unit: u(P1, MAUL) });
    t
}

pub(super) fn maul_wounded() -> Table {
    let mut t = Table::started();
    t.damage(P2, MAUL, 11);
    t
}

pub(super) fn no_force() -> Table {
    let mut t = maul_activating();
    t.adjust(AdjustTarget::ForceReady {
        player: P1,
        ready: 0,
    });
    t
}

pub(super) fn game_over() -> Table {
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

pub(super) fn ability(id: &str, payment: Payment) -> Action {
    Action::UseAbility {
        unit: u(P1, MAUL),
        ability: Some(id.into()),
        kind: None,
        cost: None,
        payment,
    }
}

/// Each case from its own table: refused with its error, the state exactly as before.
pub(super) fn check(cases: Vec<Case>) {
    for (name, setup, action, error) in cases {
        let mut t = setup();
        let before = t.state.clone();
        assert_eq!(t.act(action.clone()).err(), Some(error), "{name}");
        assert_eq!(t.state, before, "{name}: nothing changed");
    }
}

#[test]
fn forbidden_turn_actions_are_refused_and_change_nothing() {
    check(vec![
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
                // Gar Saxon's combat card has one side.
                let mut t = Table::started();
                t.activate(GAR);
                t
            },
            Action::FlipStance { unit: u(P1, GAR) },
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
    ]);
}
