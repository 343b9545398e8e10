//! Every kept list through the path its commands take (the registry's list, then the stored
//! value in and out): a valid item is listed and stored, one its game refuses is refused with
//! that game's code and nothing to store, a save replaces the item of the same identity, a
//! delete removes it, and a stored entry that no longer reads is kept untouched and reported.
//! The store file itself is `stored::file`'s (tested there); here the stored value is held in a
//! variable.

use super::*;
use datapad_engine::games::registry::GAMES;
use datapad_engine::games::shatterpoint::builtin_units;
use datapad_engine::games::shatterpoint::example::standard_team;
use datapad_engine::stored::kept::{find, Keepable};
use serde_json::json;

/// One list and its items: `valid`, `again` (another item of the same identity, which
/// replaces it), the `id` that names both, `invalid` (refused with `code`) and `unreadable` (a
/// stored entry this build cannot read).
struct Case {
    game: &'static str,
    kind: &'static str,
    valid: Value,
    again: Value,
    id: &'static str,
    invalid: Value,
    code: &'static str,
    unreadable: Value,
}

fn stance() -> Value {
    serde_json::from_str(include_str!("../../engine/tests/fixtures/stance-3x6.json"))
        .expect("fixture json")
}

fn with(mut v: Value, path: &[&str], x: Value) -> Value {
    let mut at = &mut v;
    for p in path {
        at = match p.parse::<usize>() {
            Ok(i) => &mut at[i],
            Err(_) => &mut at[*p],
        };
    }
    *at = x;
    v
}

fn team(name: &str, casual: bool) -> Value {
    let team = serde_json::to_value(standard_team()).expect("team");
    json!({"name": name, "team": team, "casual": casual})
}

fn cases() -> Vec<Case> {
    let unit = serde_json::to_value(&builtin_units()[0]).expect("unit");
    let mine = with(unit.clone(), &["id"], json!("mine-1"));
    vec![
        Case {
            game: "sp",
            kind: "units",
            again: with(mine.clone(), &["name", "en"], json!("Renamed")),
            valid: mine,
            id: "mine-1",
            // A shipped unit's id is not the player's to take.
            invalid: unit,
            code: "sp.custom_unit_exists",
            unreadable: json!({"id": "mine-broken", "name": 7}),
        },
        Case {
            game: "sp",
            kind: "stances",
            valid: stance(),
            again: with(stance(), &["name", "en"], json!("Renamed")),
            id: "bench-3x6",
            invalid: with(stance(), &["melee", "chart", "1", "max"], json!(1)),
            code: "sp.stance_rejected",
            // Reads as JSON, but a tree may have one start only: a stricter rule than it met.
            unreadable: with(
                with(stance(), &["id"], json!("other")),
                &["tree", "options", "4", "start"],
                json!(true),
            ),
        },
        Case {
            game: "sp",
            kind: "teams",
            valid: team("Tuesday", false),
            again: team("Tuesday", true),
            id: "Tuesday",
            invalid: team(" ", false),
            code: "sp.team_name",
            unreadable: json!({"name": "Broken", "team": 7}),
        },
        Case {
            game: "lcg",
            kind: "cards",
            valid: json!({"title": "Luke", "capacity": 3, "force": 1}),
            // The same title in another case is the same card.
            again: json!({"title": "LUKE", "capacity": 4, "force": 2}),
            id: "luke",
            invalid: json!({"capacity": 3, "force": 1}),
            code: "lcg.target_missing",
            unreadable: json!({"title": "Han", "capacity": "three", "force": 1}),
        },
        Case {
            game: "dbg",
            kind: "cards",
            valid: json!({"id": "My trooper", "cost": 2, "attack": 3}),
            again: json!({"id": "My trooper", "cost": 3, "attack": 4}),
            id: "My trooper",
            invalid: json!({"id": "My trooper", "cost": 100}),
            code: "dbg.card_invalid",
            unreadable: json!({"id": "Broken", "cost": "two"}),
        },
        Case {
            game: "hoth",
            kind: "rosters",
            valid: json!({"name": "Echo Base", "side": "rebels", "units": [{"kind": "echo_trooper"}]}),
            again: json!({"name": "Echo Base", "side": "rebels", "units": [{"kind": "snowspeeder"}]}),
            id: "Echo Base",
            invalid: json!({"name": "Echo Base", "side": "rebels", "units": [{"kind": "at_at"}]}),
            code: "hoth.roster_unit",
            unreadable: json!({"name": "Broken", "side": "rebels", "units": "two"}),
        },
    ]
}

fn list(c: &Case) -> &'static Keepable {
    find(c.game, c.kind).expect("a registered list")
}

fn len(stored: &Value) -> usize {
    stored.as_array().map_or(0, Vec::len)
}

#[test]
fn every_list_keeps_the_store_file_and_key_players_already_have() {
    let all: Vec<_> = GAMES
        .iter()
        .flat_map(|g| g.kept.iter().map(move |k| (g.id, k.kind, k.file, k.key)))
        .collect();
    assert_eq!(
        all,
        [
            ("sp", "units", "units.json", "shatterpoint"),
            ("sp", "stances", "stances.json", "shatterpoint"),
            ("sp", "teams", "teams.json", "shatterpoint"),
            ("lcg", "cards", "lcg-cards.json", "lcg"),
            ("dbg", "cards", "cards.json", "deckbuilding"),
            ("hoth", "rosters", "rosters.json", "hoth"),
        ]
    );
    assert_eq!(cases().len(), all.len(), "a case for every list");
}

#[test]
fn a_valid_item_is_stored_and_listed() {
    for c in cases() {
        let saved = list(&c).save(None, c.valid.clone()).expect(c.kind);
        assert_eq!(saved.lists.mine.len(), 1, "{} {}", c.game, c.kind);
        assert_eq!(len(&saved.stored), 1);
        let listed = list(&c).list(Some(saved.stored)).expect("list");
        assert_eq!(
            listed, saved.lists,
            "{} {} reads back equal",
            c.game, c.kind
        );
    }
}

#[test]
fn an_item_its_game_refuses_is_refused_with_its_code() {
    for c in cases() {
        let e = list(&c).save(None, c.invalid.clone()).expect_err(c.code);
        assert_eq!(e.code, c.code, "{} {}", c.game, c.kind);
        assert!(!e.message.is_empty());
        let e = list(&c).save(None, json!(7)).expect_err("not an item");
        assert!(
            e.code.starts_with(c.game) || e.code == "journal.bad_action",
            "{}",
            e.code
        );
    }
}

#[test]
fn a_saved_item_replaces_the_one_of_the_same_identity() {
    for c in cases() {
        let first = list(&c).save(None, c.valid.clone()).expect("valid");
        let second = list(&c)
            .save(Some(first.stored), c.again.clone())
            .expect("again");
        assert_eq!(second.lists.mine.len(), 1, "{} {}", c.game, c.kind);
        assert_ne!(second.lists.mine, first.lists.mine, "the new one is kept");
    }
}

#[test]
fn a_delete_removes_the_item_it_names() {
    for c in cases() {
        let saved = list(&c).save(None, c.valid.clone()).expect("valid");
        let gone = list(&c)
            .delete(Some(saved.stored.clone()), c.id)
            .expect("delete");
        assert!(gone.lists.mine.is_empty(), "{} {}", c.game, c.kind);
        assert_eq!(gone.stored, json!([]));
        let other = list(&c)
            .delete(Some(saved.stored), "nobody")
            .expect("delete");
        assert_eq!(other.lists.mine.len(), 1, "another name removes nothing");
    }
}

#[test]
fn an_unreadable_entry_is_kept_untouched_and_reported() {
    for c in cases() {
        let stored = json!([c.unreadable.clone()]);
        let k = list(&c);
        assert!(k.list(Some(stored.clone())).expect("list").mine.is_empty());
        let notice = k.notice(Some(stored.clone())).expect("reported");
        assert_eq!(notice.key, "notice.entries_kept");
        assert_eq!(notice.args["file"], k.file);
        let saved = k.save(Some(stored), c.valid.clone()).expect("valid");
        assert_eq!(saved.lists.mine.len(), 1);
        assert_eq!(
            saved.stored[1], c.unreadable,
            "{} {} written back",
            c.game, c.kind
        );
        let deleted = k.delete(Some(saved.stored), c.id).expect("delete");
        assert_eq!(deleted.stored, json!([c.unreadable]), "still kept");
    }
}

#[test]
fn only_stances_come_with_shipped_items() {
    for c in cases() {
        let shipped = list(&c).list(None).expect("list").shipped;
        if c.kind == "stances" {
            // Every stance that ships, each dice only until a player adds its chart and tree.
            let all = datapad_engine::games::shatterpoint::stance::builtin_stances();
            assert_eq!(shipped.len(), all.expect("shipped stances").len());
            assert!(shipped
                .iter()
                .all(|s| s["missing"].as_array().is_some_and(|m| !m.is_empty())));
        } else {
            assert!(shipped.is_empty(), "{} {}", c.game, c.kind);
        }
    }
}

/// As before the lists were one: a replaced unit or card moves to the end, a replaced stance
/// keeps its place (an attack uses the newest of the player's stances for a card side).
#[test]
fn a_replaced_stance_keeps_its_place_and_anything_else_moves_to_the_end() {
    for c in cases() {
        // The field that names an item: a card's title, a team's or roster's name, else its id.
        let name = match (c.game, c.kind) {
            ("lcg", _) => "title",
            (_, "teams" | "rosters") => "name",
            _ => "id",
        };
        let k = list(&c);
        let one = k.save(None, c.valid.clone()).expect("first");
        let other = with(c.valid.clone(), &[name], json!("second"));
        let two = k.save(Some(one.stored), other).expect("second");
        let again = k.save(Some(two.stored), c.again.clone()).expect("again");
        let names: Vec<String> = again
            .lists
            .mine
            .iter()
            .filter_map(|m| m[name].as_str().map(str::to_lowercase))
            .collect();
        let (replaced, second) = (c.id.to_lowercase(), "second".to_string());
        let want = if c.kind == "stances" {
            [replaced, second]
        } else {
            [second, replaced]
        };
        assert_eq!(names, want, "{} {}", c.game, c.kind);
    }
}

#[test]
fn a_refused_stance_names_the_path_of_its_problem() {
    let c = &cases()[1];
    let e = list(c)
        .save(None, c.invalid.clone())
        .expect_err("max below min");
    assert_eq!(e.data["path"], "melee.chart[1].max");
    assert_eq!(e.data["problem"], "row_max");
}

#[test]
fn an_unknown_game_or_list_is_refused() {
    let e = find("chess", "units").err().expect("no such game");
    assert_eq!(e.code, "journal.unknown_game");
    for (game, kind) in [("sp", "cards"), ("hoth", "units"), ("tray", "")] {
        let e = find(game, kind).err().expect("no such list");
        assert_eq!(e.code, "journal.unknown_kept", "{game} {kind}");
        assert_eq!(e.message, "Datapad keeps no such list for this game.");
    }
}
