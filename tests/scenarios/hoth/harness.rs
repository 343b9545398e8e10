//! A battle ready to play: a custom scenario, both rosters, the Rebels to move. Tests add the
//! card, orders and moves they need and then the action under test.

use datapad_engine::games::hoth::Hoth;
use datapad_engine::kit::spec::{given, Given};
use serde_json::{json, Value};

/// The custom battle: Rebels start, 4 cards each, 4 medals to win on both sides.
pub fn scenario() -> Value {
    json!({"type": "set_scenario", "starts": "rebels", "hand": {"empire": 4, "rebels": 4},
           "victory": {"empire": 4, "rebels": 4},
           "objectives": [{"id": "ridge_top", "kind": "temporary"}, {"id": "bunker", "kind": "permanent"}]})
}

pub fn unit(kind: &str, id: &str, badge: Option<&str>, zone: &str) -> Value {
    json!({"type": "add_unit", "kind": kind, "id": id, "badge": badge, "zone": zone})
}

/// Rebels: r1, r2 infantry (centre), r3 infantry (left), s1 snowspeeders (centre), c1 cannon.
/// Empire: e1, e2 snowtroopers (centre), e3 (right), w1 AT-AT, d1 probe droids.
pub fn roster() -> Vec<Value> {
    vec![
        unit("echo_trooper", "r1", None, "centre"),
        unit("echo_trooper", "r2", None, "centre"),
        unit("echo_trooper", "r3", None, "left"),
        unit("snowspeeder", "s1", None, "centre"),
        unit("rebel_cannon", "c1", None, "right"),
        unit("snowtrooper", "e1", None, "centre"),
        unit("snowtrooper", "e2", None, "centre"),
        unit("snowtrooper", "e3", None, "right"),
        unit("at_at", "w1", None, "centre"),
        unit("probe_droid", "d1", None, "left"),
    ]
}

pub fn setup_with(extra: Vec<Value>) -> Given<Hoth> {
    let mut all = vec![scenario()];
    all.extend(roster());
    all.extend(extra);
    all.push(json!({"type": "start_game"}));
    given::<Hoth>().json(Value::Array(all))
}

pub fn battle() -> Given<Hoth> {
    setup_with(vec![])
}

pub fn card(units: u32, zones: &[&str]) -> Value {
    json!({"type": "play_card", "card": {"zones": zones, "units": units}})
}

pub fn choice(units: u32) -> Value {
    json!({"type": "play_card", "card": {"zones": null, "units": units}})
}

pub fn order(units: &[&str]) -> Value {
    json!({"type": "order", "units": units})
}

pub fn mv(unit: &str, hexes: u32, onto: &str) -> Value {
    json!({"type": "move", "unit": unit, "hexes": hexes, "onto": onto})
}

/// An attack with the faces read off the table.
pub fn attack(attacker: &str, target: &str, range: u32, terrain: &str, faces: &[&str]) -> Value {
    json!({"type": "attack", "attacker": attacker, "target": target, "range": range,
           "terrain": terrain, "roll": {"mode": "physical", "faces": faces}})
}

/// The same attack, with extra fields merged in.
pub fn attack_with(base: Value, extra: Value) -> Value {
    let mut a = base;
    if let (Some(a), Some(e)) = (a.as_object_mut(), extra.as_object()) {
        for (k, v) in e {
            a.insert(k.clone(), v.clone());
        }
    }
    a
}

/// The Rebels' first turn with these units ordered by a card of choice.
pub fn rebels_ordered(units: &[&str]) -> Given<Hoth> {
    battle().json(json!([choice(units.len() as u32), order(units)]))
}

/// Passes the Rebels' turn so the Empire plays, with these units ordered.
pub fn empire_ordered(units: &[&str]) -> Given<Hoth> {
    battle().json(json!([
        choice(0), order(&[]), {"type": "end_turn"},
        choice(units.len() as u32), order(units)
    ]))
}

/// The Empire's first turn under Vader's "Power of the Force" (every rolled retreat an
/// explosion), with these units ordered.
pub fn vader_ordered(units: &[&str]) -> Given<Hoth> {
    setup_with(vec![
        json!({"type": "choose_leader", "side": "empire", "leader": "vader"}),
    ])
    .json(json!([
        choice(0), order(&[]), {"type": "end_turn"},
        {"type": "play_card", "card": {"zones": null, "units": 2, "id": "power_of_the_force"}},
        order(units)
    ]))
}

/// The dice an attack would roll, or its refusal code.
pub fn dice_of(g: Given<Hoth>, attack: Value) -> Result<u64, String> {
    let then = g.when_json(attack);
    match &then.result {
        Ok(_) => Ok(then.view_json()["last_attack"]["dice"]
            .as_u64()
            .unwrap_or(0)),
        Err(e) => Err(datapad_engine::kit::spec::code::<Hoth>(e)),
    }
}

/// n faces of "miss", for attacks whose dice count is what is tested.
pub fn misses(n: usize) -> Vec<&'static str> {
    vec!["miss"; n]
}

/// An attack rolled here, seeded: for tests of the dice count.
pub fn vattack(attacker: &str, target: &str, range: u32, terrain: &str) -> Value {
    json!({"type": "attack", "attacker": attacker, "target": target, "range": range,
           "terrain": terrain, "roll": {"mode": "virtual", "seed": 1}})
}

/// The view of a table before the action under test.
pub fn view(g: &Given<Hoth>) -> Value {
    serde_json::to_value(datapad_engine::game::view::<Hoth>(&g.state)).unwrap_or_default()
}
