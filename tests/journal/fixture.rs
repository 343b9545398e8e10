//! A journal written by this version of Datapad (event schema 1 of every game), checked in under
//! `tests/data/journal-v1/` by its `make.sh`, must open and replay to exactly the view the same
//! actions give when played today. A later schema change has to upgrade these events, not break
//! them; a view that only grows a field does not disturb it.

use datapad_engine::journal::{Journal, Live};
use serde_json::Value;
use std::path::PathBuf;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data/journal-v1")
        .join(name)
}

/// The view a script gives when played today, as `datapad play --seed 7` plays it.
fn played_today(game: &str) -> Value {
    use datapad_engine::dice::{rng_from, Catalog};
    use datapad_engine::game::Ctx;
    let script: Vec<Value> = serde_json::from_str(
        &std::fs::read_to_string(data(&format!("{game}-script.json"))).expect("script"),
    )
    .expect("json");
    let mut journal = Journal::open(std::path::Path::new(":memory:")).expect("journal");
    let mut live = Live::start(&mut journal, game, "today").expect("start");
    let (dice, mut rng) = (Catalog::builtin(), rng_from(Some(7)));
    for action in &script {
        let mut ctx = Ctx {
            rng: &mut rng,
            dice: &dice,
        };
        live.apply(&mut journal, action, &mut ctx)
            .expect("the script plays");
    }
    live.view().view
}

/// The view without what a team copies from the shipped catalog when it is set (its squads'
/// eras; its units' stances, unique name, eras, characters and what is unverified): the stored
/// events keep the cards as the catalog gave them then, the same picks today get today's, and
/// a catalog that grows is no change to what the events mean.
fn without_catalog(mut view: Value) -> Value {
    let players = view["players"].as_array_mut().into_iter().flatten();
    let units = players
        .filter_map(|p| {
            p.as_object_mut()?.remove("eras");
            p["units"].as_array_mut()
        })
        .flatten();
    for unit in units.filter_map(Value::as_object_mut) {
        for key in [
            "unique_name",
            "characters",
            "eras",
            "stances",
            "dual",
            "unverified",
        ] {
            unit.remove(key);
        }
    }
    view
}

#[test]
fn a_journal_written_by_version_1_replays_identically() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("journal.sqlite");
    std::fs::copy(data("journal.sqlite"), &db).expect("copy the fixture");
    let journal = Journal::open(&db).expect("the fixture opens");
    for game in ["sp", "tray"] {
        let sessions = journal.list(game).expect("list");
        assert_eq!(sessions.len(), 1, "{game}: one session in the fixture");
        let live = Live::load(&journal, sessions[0].id).expect("replays");
        assert!(
            live.view().damaged_after.is_none(),
            "{game}: every stored event reads"
        );
        assert_eq!(
            without_catalog(live.view().view),
            without_catalog(played_today(game)),
            "{game}: the stored events mean what the same actions mean today"
        );
    }
}

/// Prints the Shatterpoint script `make.sh` plays: a started game, an activation and damage.
#[test]
#[ignore = "run by tests/data/journal-v1/make.sh"]
fn print_sp_fixture_script() {
    use datapad_engine::games::shatterpoint::example::standard_team;
    use datapad_engine::games::shatterpoint::{Action, OrderCard, RollCounts, RollInput, UnitRef};
    let team = standard_team();
    let counts = |crit| RollCounts {
        crit,
        strike: 0,
        expertise: 0,
        failure: 5 - crit,
    };
    let mut actions: Vec<Action> = (0..2)
        .map(|player| Action::SetTeam {
            player,
            team: team.clone(),
            casual: false,
        })
        .collect();
    actions.extend([
        Action::ChooseMission {
            mission: "generic".into(),
            objectives: Some(3),
        },
        Action::RollOff {
            roll: RollInput::Physical {
                counts: vec![counts(1), counts(0)],
            },
        },
        Action::StartGame,
        Action::SetActiveObjectives {
            active: vec![0, 1, 2],
            map: None,
            card: None,
        },
        Action::Reveal {
            card: Some(OrderCard::Unit { slot: 0 }),
        },
        Action::Activate,
        Action::Damage {
            unit: UnitRef { player: 1, slot: 0 },
            amount: 3,
        },
        Action::EndActivation,
    ]);
    let script: Vec<Value> = actions
        .iter()
        .map(|a| serde_json::to_value(a).expect("action"))
        .collect();
    println!("{}", Value::Array(script));
}
