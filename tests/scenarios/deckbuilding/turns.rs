//! §9 scenarios 1 and 30: the table after setup, and the end of a turn.

use super::harness::*;

#[test]
fn setup_state() {
    let row = json!([
        "tie_fighter",
        "x_wing",
        "c_roc_cruiser",
        "director_krennic",
        "blockade_runner",
        "u_wing"
    ]);
    let g = table_with_row(row);
    let v = view(&g);
    assert_eq!(v["game"], "dbg");
    assert_eq!(v["force_track"], json!({"position": 3, "with": "rebel"}));
    assert_eq!(
        v["bases"]["rebel"]["active"],
        json!({"id": "dantooine", "hp": 8, "damage": 0, "verified": true})
    );
    assert_eq!(
        v["bases"]["empire"]["active"],
        json!({"id": "lothal", "hp": 8, "damage": 0, "verified": true})
    );
    assert_eq!(
        v["bases"]["rebel"]["reserve"].as_array().map(Vec::len),
        Some(4)
    );
    assert_eq!(
        v["bases"]["empire"]["reserve"].as_array().map(Vec::len),
        Some(4)
    );
    assert_eq!(v["row"].as_array().map(Vec::len), Some(6));
    assert_eq!(
        (v["galaxy_deck"].clone(), v["galaxy_discard"].clone()),
        (json!(84), json!(0))
    );
    assert_eq!(v["pilots"], 10);
    assert_eq!(v["active"], "empire");
    assert_eq!(v["turn"], 1);
    assert_eq!(v["phase"], "main");
    assert_eq!(v["victory"], json!({"empire": 0, "rebel": 0}));
    assert_eq!(v["threshold"], 3);
    assert_eq!(v["mode"], "beginner");
    for key in [
        "ships",
        "in_play",
        "resources",
        "winner",
        "win_reason",
        "readings",
        "why",
    ] {
        assert!(v.get(key).is_some(), "view key {key}");
    }
}

#[test]
fn end_of_turn() {
    let g = table().json(json!([
        play("stormtrooper"),
        play("tie_fighter"),
        play("star_destroyer"),
        resources(3),
        attack_base(&["star_destroyer"])
    ]));
    let then = g.fork().when_json(end_turn());
    let s = then.state();
    assert_eq!(s.in_play.len(), 1);
    assert!(!s.in_play[0].attacked);
    assert_eq!(s.in_play[0].card.id, "star_destroyer");
    assert!(reminders(&then).contains(&"draw_five".to_string()));
    assert!(then.events().contains(&Change::ResourcesLost { amount: 3 }));
    assert_eq!(s.resources, 1, "the Rebels start at the edge: +1");
}
