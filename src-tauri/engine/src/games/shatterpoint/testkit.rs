//! Helpers for the unit tests: a standard strike team, a started game, and acting on a state.

use super::action::{Action, RollInput, TeamPick};
use super::error::SpError;
use super::state::{OrderCard, RollCounts, State};
use super::{Event, Shatterpoint, UnitRef};
use crate::kit::spec::given;

/// One action through the kit's given / when, as every game's tests do.
pub fn act_seeded(s: &State, a: Action, seed: u64) -> Result<(State, Event), SpError> {
    let mut given = given::<Shatterpoint>().seed(seed);
    given.state = s.clone();
    let then = given.when(&a);
    let mut events = then.result?;
    assert_eq!(events.len(), 1, "one action, one event");
    Ok((then.after, events.remove(0)))
}

pub fn act(s: &State, a: Action) -> Result<State, SpError> {
    act_seeded(s, a, 7).map(|(s, _)| s)
}

/// Acts and expects success.
pub fn ok(s: &State, a: Action) -> State {
    match act(s, a.clone()) {
        Ok(s) => s,
        Err(e) => panic!("{a:?} refused: {e}"),
    }
}

pub use super::example::pick;

/// Slots: 0 Maul, 1 Gar Saxon, 2 MagnaGuard, 3 Anakin, 4 Padawan Ahsoka, 5 clones. Force 9.
pub fn team() -> TeamPick {
    super::example::standard_team()
}

pub const MAUL: u8 = 0;
pub const ANAKIN: u8 = 3;

pub fn unit(player: u8, slot: u8) -> UnitRef {
    UnitRef { player, slot }
}

/// Both teams set and a generic mission with `objectives` tokens: only the roll-off is left.
pub fn teams_and_mission(objectives: u8) -> State {
    let mut s = State::default();
    for player in 0..2 {
        s = ok(
            &s,
            Action::SetTeam {
                player,
                team: team(),
                casual: false,
            },
        );
    }
    ok(
        &s,
        Action::ChooseMission {
            mission: "generic".into(),
            objectives: Some(objectives),
        },
    )
}

/// Teams, a generic mission with 3 objectives, player 1 first, all three objectives active:
/// turn 1, player 1 to reveal.
pub fn started() -> State {
    let mut s = teams_and_mission(3);
    let c = |crit| RollCounts {
        crit,
        strike: 0,
        expertise: 0,
        failure: 5 - crit,
    };
    s = ok(
        &s,
        Action::RollOff {
            roll: RollInput::Physical {
                counts: vec![c(2), c(1)],
            },
        },
    );
    s = ok(&s, Action::StartGame);
    ok(
        &s,
        Action::SetActiveObjectives {
            active: vec![0, 1, 2],
            map: None,
            card: None,
        },
    )
}

/// The active player reveals this unit's card and activates it.
pub fn go(s: &State, slot: u8) -> State {
    let s = ok(
        s,
        Action::Reveal {
            card: Some(OrderCard::Unit { slot }),
        },
    );
    ok(&s, Action::Activate)
}

/// Ends the activation and the turn, every objective keeping its controller.
pub fn pass(s: &State) -> State {
    let s = if s.activating().is_some() && s.turn.step == super::Step::Actions {
        ok(s, Action::EndActivation)
    } else {
        s.clone()
    };
    ok(&s, Action::EndTurn { control: vec![] })
}

#[test]
fn a_whole_turn_runs() {
    let s = started();
    assert_eq!(s.turn.number, 1);
    assert_eq!(s.turn.step, super::Step::Reveal);
    assert_eq!(s.side(0).force_size, 9);
    assert_eq!(s.side(0).deck.len(), 7);
    let s = go(&s, MAUL);
    assert_eq!(s.activating(), Some(unit(0, MAUL)));
    let s = pass(&s);
    assert_eq!((s.turn.number, s.turn.player), (2, 1));
    assert_eq!(s.turn.step, super::Step::Reveal);
    assert_eq!(s.side(0).discard, vec![OrderCard::Unit { slot: MAUL }]);
}

#[test]
fn the_registry_plays_sp_from_json() {
    use crate::dice::{rng_from, Catalog};
    use crate::game::Ctx;
    use crate::games::registry::new_state;
    use serde_json::json;
    let mut s = new_state("sp").expect("sp is registered");
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(3));
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &cat,
    };
    let team = serde_json::to_value(team()).expect("team serializes");
    let actions = [
        json!({"type": "set_team", "player": 0, "team": team, "casual": false}),
        json!({"type": "set_team", "player": 1, "team": team, "casual": false}),
        json!({"type": "choose_mission", "mission": "generic", "objectives": 2}),
        json!({"type": "roll_off", "roll": {"mode": "physical", "counts": [
            {"crit": 0, "strike": 1, "expertise": 0, "failure": 4},
            {"crit": 0, "strike": 0, "expertise": 0, "failure": 5}]}}),
        json!({"type": "start_game"}),
        json!({"type": "set_active_objectives", "active": [0, 1], "map": null}),
        json!({"type": "reveal", "card": {"kind": "unit", "slot": 0}}),
        json!({"type": "activate"}),
        json!({"type": "damage", "unit": {"player": 1, "slot": 5}, "amount": 8}),
    ];
    for a in actions {
        let events = s
            .decide(&a, &mut ctx)
            .unwrap_or_else(|e| panic!("{a}: {e}"));
        for e in &events {
            s.evolve(e).expect("own events apply");
        }
    }
    let v = s.view();
    assert_eq!(v["phase"], "playing");
    assert_eq!(v["players"][0]["momentum"], 2);
    assert_eq!(v["players"][1]["units"][5]["wounded"], true);
    assert_eq!(v["prompt"]["ask"]["kind"], "actions");
    assert!(s
        .report()
        .contains("501st Legion Clone Troopers: 8/8 damage, 0 injuries, Wounded."));
    // Malformed input is an error, never a panic.
    assert!(s
        .decide(&json!({"type": "damage", "unit": 3}), &mut ctx)
        .is_err());
    assert!(s.evolve(&json!({"changes": [{"type": "nope"}]})).is_err());
}
