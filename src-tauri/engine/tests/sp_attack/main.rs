//! Shatterpoint attacks against the rulebook: the worked examples of issue 9 and the attack
//! scenarios 34–47 of spec §13, one test each, through the public engine calls. The shared
//! stances and helpers are here; the tests are in one file per kind.

use datapad_engine::games::shatterpoint::attack_error::AttackError;
use datapad_engine::games::shatterpoint::cli::parse_faces;
use datapad_engine::games::shatterpoint::combat::{
    assign, cover, one_reactive_each, pools, resolve, AttackResult, From, Role, Table,
};
use datapad_engine::games::shatterpoint::stance::{
    builtin_stances, from_value, AttackType, Stance,
};
use datapad_engine::games::shatterpoint::Condition;
use serde_json::{json, Value};

mod scenarios;
mod steps;
mod worked;

/// A complete stance: melee 6 / defense 4, ranged 4 at range 3 / defense 3, no charts, and a
/// three-option line a → b → c; `patch` replaces top-level fields.
fn card(id: &str, patch: Value) -> Stance {
    let mut v = json!({
        "format": "datapad-sp-stance", "version": 1, "id": id, "unit": null, "side": 0,
        "name": {"pl": id, "en": id},
        "melee": {"attack": 6, "defense": 4, "weapon": null, "chart": []},
        "ranged": {"attack": 4, "range": 3, "defense": 3, "weapon": null, "chart": []},
        "defense_chart": [],
        "tree": {"options": [
            {"id": "a", "row": 0, "col": 0, "start": true, "effects": [{"kind": "damage", "n": 2}]},
            {"id": "b", "row": 0, "col": 1, "effects": [{"kind": "damage"}]},
            {"id": "c", "row": 0, "col": 2, "effects": [{"kind": "damage", "n": 3}]}
        ], "links": [["a", "b"], ["b", "c"]]},
        "verified": false, "missing": [], "source": "test"
    });
    if let (Some(base), Some(p)) = (v.as_object_mut(), patch.as_object()) {
        for (k, x) in p {
            base.insert(k.clone(), x.clone());
        }
    }
    from_value(&v).expect("a valid test stance")
}

/// A shipped stance with its gaps filled by test values (the seeds do not give them).
fn shipped(id: &str, fill: Value) -> Stance {
    let s = builtin_stances()
        .expect("shipped stances")
        .into_iter()
        .find(|s| s.id == id)
        .expect("shipped id");
    let mut v = serde_json::to_value(&s).expect("json");
    v["missing"] = json!([]);
    for (path, x) in fill.as_object().expect("object") {
        let mut at = &mut v;
        for part in path.split('.') {
            at = &mut at[part];
        }
        *at = x.clone();
    }
    from_value(&v).expect("completed stance")
}

fn jar_kai() -> Stance {
    shipped(
        "ahsoka-jar-kai",
        json!({"melee.defense": 5, "ranged.defense": 4}),
    )
}

fn dark_rage() -> Stance {
    shipped(
        "maul-dark-rage",
        json!({"melee.attack": 7, "ranged.defense": 4,
               "tree": {"options": [{"id": "x", "row": 0, "col": 0, "start": true,
                                     "effects": [{"kind": "damage"}]}], "links": []}}),
    )
}

fn run(
    att: &Stance,
    def: &Stance,
    t: &Table,
    a: &str,
    d: &str,
    path: Option<&[&str]>,
) -> AttackResult {
    let path: Option<Vec<String>> = path.map(|p| p.iter().map(|s| s.to_string()).collect());
    resolve(
        att,
        def,
        t,
        parse_faces(a, d).expect("faces"),
        path.as_deref(),
    )
    .expect("attack")
}

fn melee() -> Table {
    Table::new(AttackType::Melee)
}

fn super_commandos() -> Stance {
    card("super-commandos", json!({}))
}

fn form_v_shien() -> Stance {
    shipped(
        "ahsoka-form-v-shien",
        json!({"melee": {"attack": 6, "defense": 5, "weapon": null, "chart": []},
               "ranged": {"attack": null, "range": null, "defense": 4, "weapon": null, "chart": []},
               "tree": {"options": [{"id": "x", "row": 0, "col": 0, "start": true,
                                     "effects": [{"kind": "damage"}]}], "links": []}}),
    )
}

fn square() -> Stance {
    // a(0,0) start — b(0,1) — c(1,1) ; c — d(0,2); a — c
    card(
        "square",
        json!({"tree": {"options": [
            {"id": "a", "row": 0, "col": 0, "start": true, "effects": [{"kind": "damage"}]},
            {"id": "b", "row": 0, "col": 1, "effects": [{"kind": "damage"}, {"kind": "condition", "condition": "pinned"}]},
            {"id": "c", "row": 1, "col": 1, "effects": [{"kind": "damage", "n": 2}]},
            {"id": "d", "row": 0, "col": 2, "effects": [{"kind": "shove"}]},
            {"id": "e", "row": 1, "col": 0, "effects": [{"kind": "damage", "n": 9}]}
        ], "links": [["a", "b"], ["b", "c"], ["c", "d"], ["a", "c"], ["c", "e"]]}}),
    )
}

fn jar_kai_vs_dark_rage_table() -> Table {
    let mut t = melee();
    t.focus = true;
    t
}
