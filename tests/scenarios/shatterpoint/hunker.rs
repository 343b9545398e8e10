//! Issue 20: the two hunker readings, each with both choices. Cover from the tokens the tracker
//! holds (a ranged attack only, and not when the attacker ignores cover), and a melee attack
//! that engages a hunkered target taking its tokens away.

use super::attack::{ahsoka_on_maul, dark_rage, jar_kai};
use super::harness::*;
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::{Ctx, Game};
use datapad_engine::games::shatterpoint::{Action, Shatterpoint};
use serde_json::{json, Value};

fn reading(t: &mut Table, key: &str, choice: &str) {
    t.ok(Action::SetReading {
        key: key.into(),
        choice: choice.into(),
    });
}

fn hunker(t: &mut Table, player: u8, slot: u8, tokens: u32) {
    for _ in 0..tokens {
        t.ok(Action::GainHunker {
            unit: u(player, slot),
        });
    }
}

/// Lord Maul shoots Ahsoka (ranged 4 attack dice; her ranged defense is 4) with 1 cover entered;
/// `defense` dice all fail (a preview checks the count).
fn maul_shoots(t: &Table, kind: &str, ignore_cover: bool, defense: u32) -> Value {
    let mut maul = dark_rage();
    maul["ranged"]["attack"] = json!(4);
    maul["ranged"]["range"] = json!(3);
    let q = json!({
        "type": kind,
        "attacker": u(P2, MAUL), "defender": u(P1, PADAWAN),
        "attacker_stance": maul, "defender_stance": jar_kai(),
        "facts": {"kind": "ranged", "cover": 1, "ignore_cover": ignore_cover},
        "faces": {"attack": [0, 0, 0, 4], "defense": [0, 0, defense]},
        "path": []
    });
    let (mut rng, dice) = (rng_from(Some(1)), Catalog::builtin());
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &dice,
    };
    Shatterpoint::query(&t.state, &q, &mut ctx).expect("answered")
}

#[test]
fn hunker_tokens_are_entered_by_the_players_by_default() {
    let mut t = Table::started();
    hunker(&mut t, P1, PADAWAN, 2);
    let odds = maul_shoots(&t, "attack_odds", false, 0);
    assert_eq!(odds["defense_dice"], json!(5), "4 + the 1 cover entered");
}

#[test]
fn hunker_tokens_count_as_cover_when_the_table_reads_them_so() {
    let mut t = Table::started();
    hunker(&mut t, P1, PADAWAN, 2);
    reading(&mut t, "sp.attack.hunker_cover", "tokens");
    let odds = maul_shoots(&t, "attack_odds", false, 0);
    assert_eq!(odds["defense_dice"], json!(7), "4 + 1 entered + 2 tokens");
    let ignored = maul_shoots(&t, "attack_odds", true, 0);
    assert_eq!(
        ignored["defense_dice"],
        json!(4),
        "Ignores cover denies both"
    );
    // The preview says where the dice came from.
    let preview = maul_shoots(&t, "attack_preview", false, 7);
    let keys: Vec<&str> = preview["why"]
        .as_array()
        .expect("why")
        .iter()
        .filter_map(|m| m["key"].as_str())
        .collect();
    assert!(keys.contains(&"sp.attack.hunker_cover"), "{keys:?}");
    // A melee attack has no cover at all.
    let melee = t.ok(ahsoka_on_maul(&[]));
    assert!(!melee.contains("hunker"), "{melee}");
}

#[test]
fn a_melee_attack_leaves_hunker_tokens_by_default() {
    let mut t = Table::started();
    hunker(&mut t, P2, MAUL, 2);
    let log = t.ok(ahsoka_on_maul(&[]));
    assert_eq!(t.unit(P2, MAUL).counters.hunker, 2, "{log}");
}

#[test]
fn a_melee_attack_removes_hunker_tokens_when_the_table_reads_it_so() {
    let mut t = Table::started();
    hunker(&mut t, P2, MAUL, 2);
    reading(&mut t, "sp.attack.engaged_hunker", "removed");
    let log = t.ok(ahsoka_on_maul(&[]));
    assert_eq!(t.unit(P2, MAUL).counters.hunker, 0);
    assert!(
        log.contains("Lord Maul loses its 2 hunker tokens."),
        "{log}"
    );
    t.check_replay();
}
