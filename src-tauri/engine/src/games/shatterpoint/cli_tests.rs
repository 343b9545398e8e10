//! The CLI logic without a process: which form `odds sp` is, faces, conditions.

use super::*;

#[test]
fn the_two_forms_of_odds_sp_do_not_mix() {
    let none = MatchupArgs::default();
    let some = MatchupArgs {
        attacker: Some("x".into()),
        ..MatchupArgs::default()
    };
    assert_eq!(
        odds_form(Some(8), None, &none),
        Ok(OddsForm::Dice {
            attack: 8,
            defense: 0
        })
    );
    assert_eq!(odds_form(None, None, &some), Ok(OddsForm::Stances));
    for (a, d, m) in [
        (Some(8), None, &some),
        (None, Some(3), &some),
        (None, None, &none),
        (None, Some(3), &none),
    ] {
        assert_eq!(odds_form(a, d, m).map_err(|e| e.code), Err(2));
    }
}

#[test]
fn faces_are_letters_in_any_order_and_case() {
    let f = parse_faces("bAcd-", "-").map_err(|e| e.message);
    assert!(f.is_err(), "a dash inside a roll is not a face");
    let f = parse_faces("bAcDa", "eFdE").expect("faces");
    assert_eq!((f.attack, f.defense), ([1, 2, 1, 1], [2, 1, 1]));
    let none = parse_faces("-", " - ").expect("none");
    assert_eq!((none.attack, none.defense), ([0; 4], [0; 3]));
    assert_eq!(parse_faces("e", "").map_err(|e| e.code), Err(2));
    assert_eq!(parse_faces("", "a").map_err(|e| e.code), Err(2));
}

#[test]
fn conditions_are_a_comma_list_of_names() {
    assert_eq!(
        conditions(Some("Disarmed, exposed")),
        Ok(vec![Condition::Disarmed, Condition::Exposed])
    );
    assert_eq!(conditions(None), Ok(vec![]));
    assert_eq!(conditions(Some("tired")).map_err(|e| e.code), Err(2));
}

/// The JSON keys sort as strings ("10" before "2"); the text reads rows in number order.
#[test]
fn odds_text_lists_rows_in_number_order() {
    // Inserted in string order, so the map holds them so whether or not it keeps insertion order.
    let mut keys: Vec<String> = (0..=12).map(|k: u32| k.to_string()).collect();
    keys.sort();
    let rows: serde_json::Map<String, Value> = keys
        .into_iter()
        .map(|k| {
            let p = k.parse::<f64>().unwrap_or(0.0) / 100.0;
            (k, serde_json::json!(p))
        })
        .collect();
    let v = serde_json::json!({
        "attack_dice": 12, "defense_dice": 0, "successes": rows, "mean": 1.0,
        "damage": rows, "damage_mean": 1.0,
    });
    let text = odds_text(&v);
    let counts: Vec<u32> = text
        .lines()
        .filter(|l| l.ends_with('%'))
        .filter_map(|l| l.split_whitespace().next()?.parse().ok())
        .collect();
    let once: Vec<u32> = (0..=12).collect();
    assert_eq!(counts, [once.clone(), once].concat(), "{text}");
}
