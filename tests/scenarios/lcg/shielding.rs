//! Shielding (§6.1, §8 item 6): the players say where each declared Shielding unit's shield
//! goes: a friendly unshielded participant, or for a defender the attacked objective. Left
//! unsaid, the app's choice (the objective first for a defender, the shielding unit for an
//! attacker). A target outside those is refused and changes nothing.

use super::harness::*;

fn shielder() -> Value {
    json!({"capacity": 3, "force": 0, "keywords": {"shielding": true}})
}

fn plain() -> Value {
    json!({"capacity": 3, "force": 0})
}

/// LS's Conflict with two LS units (ls-u1 Shielding, ls-u2 plain) and two DS units (ds-u1
/// Shielding, ds-u2 plain) on the table.
fn table() -> Given<Lcg> {
    ls_conflict().json(json!([
        {"type": "add_unit", "side": "ls", "unit": shielder()},
        {"type": "add_unit", "side": "ls", "unit": plain()},
        {"type": "add_unit", "side": "ds", "unit": shielder()},
        {"type": "add_unit", "side": "ds", "unit": plain()}
    ]))
}

fn shielded(s: &State) -> Vec<String> {
    let units =
        s.ds.units
            .iter()
            .chain(&s.ls.units)
            .filter(|u| u.counters.shield)
            .map(|u| u.id.clone());
    let objectives =
        s.ds.objectives
            .iter()
            .filter(|o| o.shield)
            .map(|o| o.id.clone());
    units.chain(objectives).collect()
}

#[test]
fn shielding_left_unsaid_follows_the_reading() {
    let t = table()
        .json(json!({"type": "attack", "objective": "ds-o1", "attackers": ["ls-u1", "ls-u2"]}))
        .when_json(json!({"type": "defend", "defenders": ["ds-u1", "ds-u2"]}));
    // The attacker shields itself; the defender the attacked objective.
    assert_eq!(shielded(t.state()), ["ls-u1", "ds-o1"]);
}

#[test]
fn shielding_goes_where_the_players_say() {
    let g = table().json(json!({"type": "attack", "objective": "ds-o1",
        "attackers": ["ls-u1", "ls-u2"], "shield_on": ["ls-u2"]}));
    assert_eq!(shielded(&g.state), ["ls-u2"]);
    let t = g.when_json(
        json!({"type": "defend", "defenders": ["ds-u1", "ds-u2"], "shield_on": ["ds-u1"]}),
    );
    assert_eq!(shielded(t.state()), ["ds-u1", "ls-u2"]);
}

#[test]
fn shielding_on_a_card_it_may_not_shield_is_refused() {
    let attack = |shield_on: Value| {
        table().when_json(json!({"type": "attack", "objective": "ds-o1",
            "attackers": ["ls-u1"], "shield_on": shield_on}))
    };
    // An enemy unit, a friendly unit not in the engagement, the attacked (enemy) objective.
    for target in ["ds-u1", "ls-u2", "ds-o1"] {
        attack(json!([target])).refused_with("lcg.bad_target");
    }
    // More targets than Shielding units.
    attack(json!(["ls-u1", "ls-u1"])).refused_with("lcg.bad_target");
    // A card already shielded.
    table()
        .json(json!({"type": "shield", "card": "ds-o1"}))
        .json(json!({"type": "attack", "objective": "ds-o1", "attackers": ["ls-u2"]}))
        .when_json(json!({"type": "defend", "defenders": ["ds-u1"], "shield_on": ["ds-o1"]}))
        .refused_with("lcg.bad_target");
}
