//! The lane checks itself: a die with one face wrong fails it (the check has power), the
//! elite squadron it caught stays fixed, and the commands its reports print answer with the
//! exact numbers it compared.

use crate::{hoth, hoth_gen, repro, runner, sp};
use datapad_engine::dice::{Catalog, Symbol};
use datapad_engine::games::hoth::odds::{attack_odds, OddsView};
use datapad_engine::games::hoth::types::{Badge, Kind, Terrain};
use datapad_engine::games::shatterpoint::cli::odds_json;
use proptest::strategy::{Strategy, ValueTree};
use serde_json::Value;

/// `n` cases of a strategy, the same every run.
fn draw<S: Strategy>(s: &S, n: usize, seed: u8) -> Vec<S::Value> {
    let mut r = runner(n as u32, seed);
    (0..n)
        .map(|_| s.new_tree(&mut r).expect("a case").current())
        .collect()
}

/// The app's dice with one face of `die` turned from `from` to `to`.
fn one_face_wrong(die: &str, from: Symbol, to: Symbol) -> Catalog {
    let mut cat = Catalog::builtin();
    let mut faces = cat.get(die).expect("die").faces.clone();
    let i = faces.iter().position(|f| *f == from).expect("the face");
    faces[i] = to;
    cat.override_faces(die, faces)
        .expect("a die of the same symbols");
    cat
}

#[test]
fn differential_a_die_with_one_face_wrong_fails_the_lane() {
    // The exact odds assume the real dice; the attacks roll 1 strike of 8 as a failure, or the
    // explosion of 6 as a miss. Most cases must report a mismatch: not every one can tell (two
    // dice whose strikes a defense row turns to expertise hardly miss the third strike face).
    let wrong = one_face_wrong(
        "sp-attack",
        Symbol::named("strike"),
        Symbol::named("failure"),
    );
    let cases = draw(&sp::case(), 6, 20);
    let caught = cases
        .iter()
        .filter(|c| sp::check(c, &wrong).is_err())
        .count();
    assert!(
        caught >= 4,
        "a wrong attack die was caught in {caught} of 6 cases"
    );

    let cat = Catalog::builtin();
    let wrong = one_face_wrong("hoth", Symbol::named("explosion"), Symbol::named("miss"));
    let cases = draw(&hoth_gen::case(), 10, 4);
    let mut caught = 0;
    let mut rolled = 0;
    for case in &cases {
        let truth = hoth::check(case, &cat, &cat);
        let seen = hoth::check(case, &cat, &wrong);
        assert!(truth.is_ok(), "{truth:?}");
        if truth.as_ref().is_ok_and(|n| *n > 2) {
            rolled += 1;
            caught += usize::from(seen.is_err());
        }
    }
    assert!(
        caught * 4 >= rolled * 3,
        "a wrong battle die was caught in {caught} of {rolled} attacks that roll"
    );
}

#[test]
fn differential_hoth_an_elite_squadron_has_four_figures() {
    // Found by this lane: the adjudicator's odds took an elite squadron (3 speeders + 1) for
    // a unit of 3, so three hits "eliminated" it and its retreat was never owed.
    let cat = Catalog::builtin();
    let case = hoth_gen::Case {
        attacker: Kind::Snowtrooper,
        unit_dice: None,
        target: hoth_gen::Target::Unit {
            kind: Kind::Snowspeeder,
            badge: Some(Badge::EliteSquadron),
            lost: 0,
        },
        range: 1,
        terrain: Terrain::Open,
        attacker_terrain: Terrain::Open,
        card: hoth_gen::Card::Plain,
        scouts: 2,
        clamp_then_bonus: false,
        scouts_stacking: true,
        seed: 5,
    };
    if let Err(report) = hoth::check(&case, &cat, &cat) {
        panic!("{report}");
    }
}

/// The same JSON, floats within a rounding: the CLI's text reads back a last digit apart.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_f64(), y.as_f64()) {
            (Some(x), Some(y)) => (x - y).abs() <= 1e-12 * x.abs().max(1.0),
            _ => x == y,
        },
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(v, w)| same(v, w))
        }
        _ => a == b,
    }
}

fn datapad(args: &[String]) -> Value {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = crate::common::datapad(&args);
    assert!(
        out.status.success(),
        "datapad {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    crate::common::json_out(&out)
}

#[test]
fn differential_the_printed_commands_print_the_exact_side() {
    let dir = tempfile::tempdir().expect("temp dir");
    let cases: Vec<sp::Case> = draw(&sp::case(), 120, 21)
        .into_iter()
        .filter(|c| {
            let (_, left_out) = repro::sp_args("a", "d", &c.table, &c.policy);
            left_out.is_empty()
        })
        .take(3)
        .collect();
    assert_eq!(cases.len(), 3, "cases the CLI can say");
    for (i, c) in cases.iter().enumerate() {
        let file = |role: &str, s| {
            let p = dir.path().join(format!("{i}-{role}.json"));
            std::fs::write(&p, serde_json::to_string_pretty(s).expect("json")).expect("write");
            p.to_string_lossy().into_owned()
        };
        let (a, d) = (file("attacker", &c.att), file("defender", &c.def));
        let (args, _) = repro::sp_args(&a, &d, &c.table, &c.policy);
        let exact = odds_json(&c.att, &c.def, &c.table, &c.policy).expect("odds");
        let printed = datapad(&args);
        assert!(
            same(&printed, &exact),
            "datapad {args:?}:\n{printed}\nagainst\n{exact}"
        );
    }

    let cat = Catalog::builtin();
    let mut said = 0;
    for case in draw(&hoth_gen::case(), 40, 5) {
        let battle = crate::hoth_sim::Battle::set_up(&case, &cat).expect("battle");
        let Some(q) = hoth::question(&case, &battle) else {
            continue;
        };
        let Ok(o) = attack_odds(&cat, &q) else {
            continue;
        };
        let view = serde_json::to_value(OddsView::from(&o)).expect("view");
        let args = repro::hoth_args(&q);
        let v = datapad(&args);
        let mut want = vec![
            (&v["dice"], &view["dice"]),
            (&v["eliminated"], &view["eliminated"]),
        ];
        for row in view["figures_removed"]["rows"].as_array().expect("rows") {
            want.push((&v["figures_removed"][row["value"].to_string()], &row["p"]));
        }
        for row in view["retreats"]["rows"].as_array().expect("rows") {
            want.push((&v["retreats"][row["value"].to_string()], &row["p"]));
        }
        for (printed, exact) in want {
            assert!(
                same(printed, exact),
                "datapad {args:?}: {printed} against {exact}"
            );
        }
        said += 1;
    }
    assert!(said >= 3, "only {said} Hoth cases the CLI can say");
}
