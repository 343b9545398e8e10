//! §13 scenarios 55–58: actions, hunker tokens, stances and once-per-turn abilities.

use super::harness::*;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{Action, ActionKind, Payment, SquadPick, TeamPick};

fn take(action: ActionKind, granted: bool) -> Action {
    Action::TakeAction { action, granted }
}

#[test]
fn s55_two_different_actions_and_a_granted_focus() {
    let mut t = Table::started();
    t.activate(GAR);
    t.ok(take(ActionKind::Move, false));
    t.refused(
        take(ActionKind::Move, false),
        SpError::ActionRepeated {
            action: ActionKind::Move,
        },
    );
    // Gar Saxon's reaction to the Move grants a Focus outside the two.
    let log = t.ok(take(ActionKind::Focus, true));
    assert_eq!(
        log,
        "Gar Saxon, Merciless Commander takes a granted Focus action."
    );
    t.ok(take(ActionKind::Combat, false));
    t.refused(take(ActionKind::Recover, false), SpError::TooManyActions);
}

#[test]
fn s56_take_cover_gives_a_hunker_token_lost_at_the_next_activation() {
    let mut t = Table::started();
    t.activate(MAGNA);
    let log = t.ok(take(ActionKind::TakeCover, false));
    assert_eq!(
        log,
        "MagnaGuard takes the Take Cover action. MagnaGuard gains a hunker token (1 in all)."
    );
    assert_eq!(t.unit(P1, MAGNA).counters.hunker, 1);
    t.end_turn();
    t.turn_with(MAUL);
    t.ok(Action::Reveal {
        card: Some(datapad_engine::games::shatterpoint::OrderCard::Shatterpoint),
    });
    let log = t.ok(Action::ShatterpointChoose { slot: MAGNA });
    assert!(log.ends_with("MagnaGuard loses its hunker token."), "{log}");
    assert_eq!(t.unit(P1, MAGNA).counters.hunker, 0);
}

#[test]
fn s57_a_dual_sided_combat_card_flips_once_per_activation() {
    let mut t = Table::started();
    t.activate(MAUL);
    let log = t.ok(Action::FlipStance { unit: u(P1, MAUL) });
    assert_eq!(log, "Lord Maul flips to the Sinister Cunning stance.");
    t.refused(
        Action::FlipStance { unit: u(P1, MAUL) },
        SpError::StanceFlipped,
    );
    t.end_turn();
    t.turn_with(MAUL);
    t.ok(Action::Reveal {
        card: Some(datapad_engine::games::shatterpoint::OrderCard::Shatterpoint),
    });
    t.ok(Action::ShatterpointChoose { slot: MAUL });
    t.ok(Action::FlipStance { unit: u(P1, MAUL) });
    assert_eq!(
        t.unit(P1, MAUL).counters.stance,
        0,
        "a new activation flips again"
    );
}

#[test]
fn s58_asajj_agility_twice_in_her_activation_other_actives_once_per_turn() {
    let team = TeamPick {
        squads: vec![
            SquadPick {
                era: None,
                units: vec![
                    pick("asajj-ventress-sith-assassin", Primary, 11, 3, 3, 8),
                    pick("gar-saxon-merciless-commander", Secondary, 9, 2, 1, 4),
                    pick("magnaguard", Support, 10, 2, 0, 3),
                ],
            },
            standard_team().squads[1].clone(),
        ],
        tactics: None,
    };
    let mut t = Table::with([team, standard_team()], "generic", 1);
    t.ok(Action::SetActiveObjectives {
        active: vec![0],
        map: None,
        card: None,
    });
    t.activate(0);
    let ability = |id: &str| Action::UseAbility {
        unit: u(P1, 0),
        ability: Some(id.into()),
        kind: None,
        cost: None,
        payment: Payment::Force,
    };
    t.ok(ability("dathomirian-agility"));
    t.ok(ability("dathomirian-agility"));
    t.refused(
        ability("dathomirian-agility"),
        SpError::AbilityUsed {
            ability: "Dathomirian Agility".into(),
        },
    );
    t.ok(ability("force-push"));
    t.refused(
        ability("force-push"),
        SpError::AbilityUsed {
            ability: "Force Push".into(),
        },
    );
    assert_eq!(t.state.side(P1).force_ready, 9 - 1 - 1 - 2);
}
