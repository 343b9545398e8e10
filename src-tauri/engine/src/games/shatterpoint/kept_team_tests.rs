//! Kept strike teams: given a team the builder sends, when it is kept (or its file opened on
//! another device), then it is kept only if it could be set.

use super::super::kept::KEPT;
use super::super::{builtin_units, testkit::team};
use super::KeptTeam;
use serde_json::{json, to_value, Value};

fn teams() -> &'static crate::keep::Keepable {
    KEPT.iter()
        .find(|k| k.kind == "teams")
        .expect("a teams list")
}

fn kept(name: &str) -> KeptTeam {
    KeptTeam {
        name: name.into(),
        team: team(),
        casual: false,
        units: Vec::new(),
    }
}

fn code(item: Value) -> String {
    teams().save(None, item).expect_err("refused").code
}

#[test]
fn a_team_is_kept_by_its_name_and_the_same_name_replaces_it() {
    let first = teams()
        .save(None, to_value(kept(" Tuesday ")).expect("json"))
        .expect("kept");
    assert_eq!(first.lists.mine[0]["name"], "Tuesday", "trimmed");
    let mut again = kept("Tuesday");
    again.casual = true;
    let second = teams()
        .save(Some(first.stored), to_value(again).expect("json"))
        .expect("kept");
    assert_eq!(second.lists.mine.len(), 1);
    assert_eq!(second.lists.mine[0]["casual"], true);
}

#[test]
fn a_team_carries_the_players_own_units_it_fields() {
    let mut mine = builtin_units()[0].clone();
    mine.id = "my-maul".into();
    let mut t = kept("with mine");
    t.team.squads[0].units[0].unit = "my-maul".into();
    assert_eq!(code(to_value(&t).expect("json")), "sp.unknown_catalog_unit");
    t.units = vec![mine];
    let saved = teams()
        .save(None, to_value(&t).expect("json"))
        .expect("kept");
    assert_eq!(saved.lists.mine[0]["units"][0]["custom"], true);
}

#[test]
fn a_team_that_could_not_be_set_is_not_kept() {
    assert_eq!(code(to_value(kept("")).expect("json")), "sp.team_name");
    assert_eq!(
        code(to_value(kept(&"x".repeat(61))).expect("json")),
        "sp.team_name"
    );
    let mut one_squad = kept("one squad");
    one_squad.team.squads.pop();
    assert_eq!(code(to_value(one_squad).expect("json")), "sp.squad_count");
    let mut shipped = kept("shipped as mine");
    shipped.units = vec![builtin_units()[0].clone()];
    assert_eq!(
        code(to_value(shipped).expect("json")),
        "sp.custom_unit_exists"
    );
    let mut many = kept("many");
    many.units = (0..7)
        .map(|i| {
            let mut u = builtin_units()[0].clone();
            u.id = format!("mine-{i}");
            u
        })
        .collect();
    assert_eq!(code(to_value(many).expect("json")), "sp.team_units");
    assert_eq!(code(json!({"name": "no team"})), "journal.bad_action");
}
