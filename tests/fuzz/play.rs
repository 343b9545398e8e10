//! `play` scripts as a player might write them: the shipped openings with values replaced and
//! bytes changed, typed actions of the game with random fields, and any text, each played as
//! `datapad play GAME --script FILE --journal … --log` plays it (the same writer, in process so
//! a million run in minutes). No script panics; a refused action stops the script and changed
//! nothing; the journal replays to the state played; the log of what was played reads.

use crate::runner::fuzz;
use crate::strategies::{action, mutated, value, FIELDS};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::games::registry::GAMES;
use datapad_engine::i18n::Lang;
use datapad_engine::journal::{Journal, Live};
use datapad_engine::settings::Settings;
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::{Caller, Shelf, Writer};
use proptest::collection::{btree_map, vec};
use proptest::prelude::*;
use proptest::sample::select;
use serde_json::{Map, Value};
use std::sync::OnceLock;

/// Each game's shipped or checked-in opening, as `datapad play` reads them (read once: every
/// input of the host frames target starts from one).
pub fn openings() -> &'static [(&'static str, Value)] {
    static OPENINGS: OnceLock<Vec<(&'static str, Value)>> = OnceLock::new();
    OPENINGS.get_or_init(read_openings)
}

fn read_openings() -> Vec<(&'static str, Value)> {
    let read = |text: &str| serde_json::from_str::<Value>(text).expect("an opening");
    vec![
        ("sp", read(include_str!("../../examples/sp/opening.json"))),
        ("lcg", read(include_str!("../../examples/lcg/opening.json"))),
        ("dbg", read(include_str!("../../examples/dbg/opening.json"))),
        (
            "hoth",
            read(include_str!("../../examples/hoth/opening.json")),
        ),
        (
            "sp",
            read(include_str!("../data/journal-v1/sp-script.json")),
        ),
        (
            "tray",
            read(include_str!("../data/journal-v1/tray-script.json")),
        ),
        (
            "counter",
            read(
                r#"[{"type": "start", "target": 20}, {"type": "add", "n": 4},
                    {"type": "adjust", "value": 12, "reason": "miscounted"},
                    {"type": "add", "n": 9}]"#,
            ),
        ),
    ]
}

/// An action of `game`'s own types, its fields drawn at random.
fn typed(game: &'static str) -> impl Strategy<Value = Value> {
    let types = GAMES
        .iter()
        .find(|g| g.id == game)
        .map_or(&[][..], |g| g.actions);
    (select(types), btree_map(select(FIELDS), value(), 0..5)).prop_map(|(t, fields)| {
        let mut m: Map<String, Value> = fields
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        m.insert("type".into(), Value::from(t));
        Value::Object(m)
    })
}

/// A game and a script's text.
fn script() -> impl Strategy<Value = (&'static str, String)> {
    let ids: Vec<&'static str> = GAMES.iter().map(|g| g.id).collect();
    let seeds = openings();
    let opening = (0..seeds.len()).prop_flat_map(move |i| {
        let (game, script) = seeds[i].clone();
        mutated(vec![script]).prop_map(move |text| (game, text))
    });
    let typed = select(ids.clone()).prop_flat_map(|game| {
        vec(prop_oneof![3 => typed(game), 1 => action()], 0..12)
            .prop_map(move |a| (game, Value::Array(a).to_string()))
    });
    let text = (select(ids), "\\PC{0,200}");
    prop_oneof![6 => opening, 3 => typed, 1 => text]
}

/// The script as `datapad play` reads it: a JSON array, else refused before any action.
fn actions(text: &str) -> Option<Vec<Value>> {
    match serde_json::from_str(text) {
        Ok(Value::Array(actions)) => Some(actions),
        _ => None,
    }
}

/// Plays `actions` as `datapad play` does, up to the first refusal.
fn play(game: &str, dice: &Catalog, actions: &[Value], seed: u64) -> Result<(), String> {
    let journal = Journal::open_in_memory().map_err(|e| e.to_string())?;
    let shelf = Shelf::new(Stores::nowhere("a fuzz test".into()), Settings::default());
    let rng = Box::new(rng_from(Some(seed)));
    let mut writer = Writer::new(journal, dice.clone(), shelf, rng);
    let id = writer
        .start(game, "datapad play")
        .map_err(|e| e.message)?
        .session
        .id;
    let me = Caller::owner(id);
    for action in actions {
        let before = writer.seq(id).map_err(|e| e.message)?;
        if writer.apply(&me, action).is_err() {
            if writer.seq(id).map_err(|e| e.message)? != before {
                return Err(format!("a refused action changed the session: {action}"));
            }
            break;
        }
    }
    let played = writer.open(id).map_err(|e| e.message)?.view;
    let replayed = Live::load(writer.journal(), id).map_err(|e| e.message)?;
    if replayed.view().view != played {
        return Err("the journal replays to another state than the one played".into());
    }
    writer.report(id).map_err(|e| e.message)?;
    writer.log_text(id, Lang::En).map_err(|e| e.message)?;
    Ok(())
}

#[test]
fn fuzz_play_scripts_through_the_writer() {
    let dice = Catalog::builtin();
    fuzz(
        "play",
        (script(), any::<u64>()),
        |((game, text), seed)| match actions(&text) {
            Some(actions) => play(game, &dice, &actions, seed),
            None => Ok(()),
        },
    );
}
