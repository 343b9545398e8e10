//! The edge-card placement recorded move by move (§5.5, T-ENG-06, EX-8): the attacker first,
//! then alternating, two passes in a row end it (one pass when no one defends); the cards
//! placed become the stacks' cards and leave the hands.

use super::harness::*;

fn mv(place: bool) -> Value {
    json!({"type": "edge_move", "place": place})
}

/// LS attacks ds-o1; DS defends with one unit (or none).
fn engaged(defend: bool) -> Given<Lcg> {
    let defenders = if defend {
        json!([{"capacity": 3, "force": 1}])
    } else {
        json!([])
    };
    ls_conflict().json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [{"capacity": 3, "force": 1}]},
        {"type": "defend", "defenders": defenders}
    ]))
}

fn turn(g: &Given<Lcg>) -> Value {
    serde_json::to_value(datapad_engine::game::view::<Lcg>(&g.state)).expect("view")["placement"]
        ["turn"]
        .clone()
}

#[test]
fn t_eng_06_two_passes_in_a_row_end_placement() {
    let g = engaged(true).json(json!([mv(true), mv(false), mv(false)]));
    assert_eq!(turn(&g), Value::Null);
    g.when_json(mv(true)).refused_with("lcg.placement_over");
    let g = engaged(true).json(json!([mv(false), mv(true)]));
    assert_eq!(turn(&g), json!("ls"), "the attacker must decide again");
    g.when_json(json!({"type": "edge"}))
        .refused_with("lcg.placement_pending");
    let g = engaged(true).json(json!([mv(false), mv(true), mv(false), mv(false)]));
    assert_eq!(turn(&g), Value::Null);
}

#[test]
fn ex_8_the_placed_cards_are_the_stacks() {
    // LS place, DS place, LS pass, DS place, LS place, DS place, LS pass, DS pass.
    let seq = [true, true, false, true, true, true, false, false];
    let g = engaged(true).json(Value::Array(seq.iter().map(|p| mv(*p)).collect()));
    let t = g.when_json(json!({"type": "edge",
        "attacker": {"cards": 0, "force": 7}, "defender": {"cards": 0, "force": 5}}));
    assert_eq!(t.view_json()["engagement"]["edge"], "ls");
    assert_eq!(
        (t.state().ls.counters.hand, t.state().ds.counters.hand),
        (4, 3)
    );
}

#[test]
fn without_defenders_one_pass_ends_it_and_cards_come_from_the_hand() {
    let g = engaged(false).json(json!([mv(true), mv(false)]));
    assert_eq!(turn(&g), Value::Null);
    let g = with(engaged(false), |s| s.ls.counters.hand = 1).json(mv(true));
    g.when_json(mv(true)).refused_with("lcg.invalid_count");
}
