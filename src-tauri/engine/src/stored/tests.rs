use super::*;
use crate::games::shatterpoint::UnitDef;
use crate::keep::Entries;
use crate::settings::{Settings, Theme, MAX_NAME};
use serde_json::{json, Value};

fn unit(id: &str) -> Value {
    let mut u = serde_json::to_value(
        crate::games::shatterpoint::builtin_units()
            .first()
            .expect("a shipped unit"),
    )
    .unwrap();
    u["id"] = json!(id);
    u
}

#[test]
fn one_unit_that_no_longer_parses_keeps_every_other_and_itself() {
    let bad = json!({"id": "mine-3", "name": 7});
    let stored = json!([unit("mine-1"), bad.clone(), unit("mine-2")]);
    let loaded: Entries<UnitDef> = Entries::load(Some(stored));
    let ids: Vec<&str> = loaded.items.iter().map(|u| u.id.as_str()).collect();
    assert_eq!(ids, ["mine-1", "mine-2"]);
    assert_eq!(loaded.kept, vec![bad.clone()]);
    let notice = loaded.notice("units.json").unwrap();
    assert_eq!(notice.key, "notice.entries_kept");
    assert_eq!(notice.args["n"], json!(1));
    // Saving writes the unreadable entry back, untouched.
    let saved = loaded.to_value().unwrap();
    assert_eq!(saved.as_array().unwrap().len(), 3);
    assert_eq!(saved[2], bad);
}

#[test]
fn a_list_stored_as_something_else_is_kept_whole() {
    let loaded: Entries<UnitDef> = Entries::load(Some(json!({"oops": true})));
    assert!(loaded.items.is_empty());
    assert_eq!(loaded.to_value().unwrap(), json!([{"oops": true}]));
    let none: Entries<UnitDef> = Entries::load(None);
    assert!(none.notice("units.json").is_none());
}

fn stored_settings() -> Value {
    json!({
        "language": "pl", "theme": "light", "keep_awake": false, "dice_mode": "physical",
        "players": [{"name": "Ania", "colour": "#112233"}, {"name": "Bartek", "colour": "#445566"}],
        "hoth_faces": ["infantry", "vehicle", "vehicle", "explosion", "miss", "retreat"]
    })
}

#[test]
fn one_bad_setting_falls_back_alone() {
    let mut v = stored_settings();
    v["theme"] = json!("solarized");
    let (s, fell) = settings::load(Some(v));
    assert_eq!(fell, ["theme"]);
    assert_eq!(s.theme, Theme::Dark);
    assert_eq!(s.players[0].name, "Ania");
    assert_eq!(s.players[1].colour, "#445566");
    assert!(s.hoth_faces.is_some());
    assert!(!s.keep_awake);
    assert_eq!(
        settings::notice(&fell).unwrap().key,
        "notice.settings_fell_back"
    );
}

#[test]
fn stored_settings_are_validated_on_load_as_on_save() {
    let mut v = stored_settings();
    v["players"][0]["name"] = json!("x".repeat(100_000));
    v["players"][1]["colour"] = json!("not a colour");
    v["hoth_faces"] = json!(["miss"]);
    let (s, fell) = settings::load(Some(v));
    assert_eq!(fell, ["players.1.name", "players.2.colour", "hoth_faces"]);
    s.validate().unwrap();
    assert_eq!(s.players[0].name, "");
    assert_eq!(s.players[0].colour, "#112233");
    assert_eq!(s.players[1].name, "Bartek");
    assert_eq!(s.players[1].colour, Settings::default().players[1].colour);
    assert!(s.players[0].name.chars().count() <= MAX_NAME);

    let mut three = stored_settings();
    three["players"]
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "C", "colour": "#000000"}));
    let (s, fell) = settings::load(Some(three));
    // The extra one is dropped and said; the two the app has keep their names.
    assert_eq!(fell, ["players"]);
    assert_eq!(s.players[1].name, "Bartek");
    assert_eq!(s.theme, Theme::Light);
}

#[test]
fn good_or_absent_settings_give_no_notice() {
    let (s, fell) = settings::load(Some(stored_settings()));
    assert!(fell.is_empty());
    assert_eq!(s.players[1].name, "Bartek");
    let (s, fell) = settings::load(None);
    assert!(fell.is_empty());
    assert_eq!(s, Settings::default());
}

#[test]
fn a_store_file_that_does_not_parse_is_moved_aside_before_any_write() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("units.json");
    std::fs::write(&path, b"{\"shatterpoint\": [").unwrap();
    let notice = guard_json_file(&path).expect("a notice");
    assert_eq!(notice.key, "notice.store_moved_aside");
    assert!(!path.exists(), "the store starts from nothing");
    let backup = notice.args["backup"].as_str().unwrap();
    assert_eq!(std::fs::read(backup).unwrap(), b"{\"shatterpoint\": [");

    std::fs::write(&path, b"{\"shatterpoint\": []}").unwrap();
    assert!(guard_json_file(&path).is_none());
    assert!(guard_json_file(&dir.path().join("absent.json")).is_none());
}

#[test]
fn one_bad_player_name_falls_back_alone() {
    for bad in [json!(7), json!(null), json!("x".repeat(MAX_NAME + 1))] {
        let mut v = stored_settings();
        v["players"][0]["name"] = bad.clone();
        let (s, fell) = settings::load(Some(v));
        assert_eq!(fell, ["players.1.name"], "{bad}");
        assert_eq!(s.players[0].name, "");
        assert_eq!(s.players[0].colour, "#112233", "{bad}: the colour stays");
        assert_eq!(s.players[1].name, "Bartek", "{bad}: the other player stays");
        assert_eq!(s.players[1].colour, "#445566");
    }
}
