//! Every logged change renders in both languages with its placeholders filled, and every counter
//! names itself one way (that each event and refusal has a sentence: the kit's checks).

use datapad_engine::i18n;

/// A game touching most changes: every sentence renders in both languages, placeholders filled.
#[test]
fn every_logged_change_renders_in_both_languages() {
    use super::harness::*;
    use datapad_engine::settings::Lang;
    let row = json!([
        "director_krennic",
        "x_wing",
        "c_roc_cruiser",
        null,
        null,
        null
    ]);
    let script = json!([
        {"type": "setup", "row": row, "threshold": 2, "pay_off_neutrals": true},
        play("grand_moff_tarkin"),
        play("star_destroyer"),
        {"type": "use", "card": "grand_moff_tarkin", "slot": 0},
        {"type": "refill", "slot": 0, "card": "tie_fighter"},
        resources(5),
        {"type": "pay_off", "slot": 2, "refill": "dengar"},
        unit("atat", 8),
        attack_base(&["atat"]),
        end_turn(),
        {"type": "choose_base", "base": "hoth"},
        play("x_wing"),
        play("y_wing"),
        attack_base(&["y_wing"]),
        {"type": "use", "card": "y_wing"},
        resources(5),
        {"type": "buy", "slot": 1, "refill": "u_wing"},
        {"type": "buy", "slot": "pilot"},
        {"type": "concede", "faction": "rebel"}
    ]);
    let mut g = given::<Deckbuilding>();
    let mut events = Vec::new();
    for a in script.as_array().into_iter().flatten() {
        let then = g.fork().when_json(a.clone());
        events.extend(then.events().to_vec());
        g = g.json(a.clone());
    }
    assert!(events.len() > 30, "{} events", events.len());
    for e in &events {
        let m = datapad_engine::game::describe::<Deckbuilding>(e);
        for lang in [Lang::En, Lang::Pl] {
            let s = i18n::message(lang, &m);
            assert!(
                !s.contains('{') && !s.starts_with("dbg."),
                "{lang:?} {e:?}: {s}"
            );
        }
    }
}

/// "Why" keys: each counter names itself the same way whether a rule or a hand moved it.
#[test]
fn counters_name_themselves_the_same_for_rules_and_hands() {
    use super::harness::*;
    let keys = |then: &Then<Deckbuilding>| -> Vec<String> {
        then.events()
            .iter()
            .flat_map(datapad_engine::game::touched::<Deckbuilding>)
            .collect()
    };
    let hit = table()
        .json(json!([unit("a", 2)]))
        .when_json(attack_base(&["a"]));
    assert!(keys(&hit).contains(&"base.rebel".to_string()));
    let by_hand = table().when_json(base_damage("rebel", 3));
    assert_eq!(keys(&by_hand), vec!["base.rebel"]);
    let force_moved = table().when_json(play("grand_moff_tarkin"));
    assert!(keys(&force_moved).contains(&"force_track".to_string()));
    assert!(keys(&force_moved).contains(&"resources".to_string()));
    assert_eq!(keys(&table().when_json(force(0))), vec!["force_track"]);
}
