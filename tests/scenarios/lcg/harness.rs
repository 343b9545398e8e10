//! Helpers of the Card Game scenarios: a set-up table, the walk to a phase, and a table
//! arranged by hand (the given state is the engine's own, so a scenario can start anywhere).

pub use datapad_engine::games::lcg::{Action, Event, Lcg, Phase, Side, State, WinReason};
pub use datapad_engine::kit::spec::{given, Given};
pub use serde_json::{json, Value};

/// Setup with ready decks: Sith (Serce Imperium first) against Jedi, capacities 5.
pub fn setup() -> Value {
    json!({"type": "setup",
        "ds": {"name": "Vader", "deck": "sith", "objectives": [
            {"capacity": 5, "resources": 3, "title": "Serce Imperium"},
            {"capacity": 5, "resources": 1}, {"capacity": 5, "resources": 1}]},
        "ls": {"name": "Luke", "deck": "jedi", "objectives": [
            {"capacity": 5, "resources": 1}, {"capacity": 5, "resources": 1},
            {"capacity": 5, "resources": 1}]}})
}

pub fn started() -> Given<Lcg> {
    given::<Lcg>().json(setup())
}

pub fn next() -> Value {
    json!({"type": "next_phase"})
}

/// A whole turn with nothing but the structural steps, from its Balance phase.
pub fn quiet_turn(first_ds: bool) -> Vec<Value> {
    let mut v = vec![
        json!({"type": "resolve_balance"}),
        next(),
        next(),
        json!({"type": "draw"}),
        next(),
        next(),
    ];
    if !first_ds {
        v.push(next());
    }
    v.push(json!({"type": "force_struggle"}));
    v.push(next());
    v
}

/// LS's first turn, at the start of its Conflict phase.
pub fn ls_conflict() -> Given<Lcg> {
    started().json(Value::Array(quiet_turn(true))).json(json!([
        {"type": "resolve_balance"}, next(), next(), {"type": "draw"}, next(), next()
    ]))
}

/// DS's second turn (turn 3), at the start of its Conflict phase.
pub fn ds_conflict() -> Given<Lcg> {
    started()
        .json(Value::Array(quiet_turn(true)))
        .json(Value::Array(quiet_turn(false)))
        .json(
            json!([{"type": "resolve_balance"}, next(), next(), {"type": "draw"}, next(), next()]),
        )
}

/// A table arranged by hand.
pub fn with(g: Given<Lcg>, f: impl FnOnce(&mut State)) -> Given<Lcg> {
    let mut g = g;
    f(&mut g.state);
    g
}

/// A unit as typed from its card.
pub fn unit(capacity: i64, force: i64, icons: Value) -> Value {
    json!({"capacity": capacity, "force": force, "icons": icons})
}

pub fn view(g: &Given<Lcg>) -> Value {
    serde_json::to_value(datapad_engine::game::view::<Lcg>(&g.state)).expect("a view is JSON")
}
