//! The odds' output pinned to the digit: a fingerprint of every tray table from 0 v 0 to 30 v 30
//! (the JSON the app and the CLI send) and of attacks through both charts and the tree, recorded
//! from the code before the reductions and the join were made faster (issue 20, "Speed"). A
//! faster path that changes one digit of one fraction or one bit of one float fails here.

use datapad_engine::dice::Catalog;
use datapad_engine::games::shatterpoint::combat::Table;
use datapad_engine::games::shatterpoint::odds::attack_odds;
use datapad_engine::games::shatterpoint::raw_odds::sp_odds;
use datapad_engine::games::shatterpoint::stance::{parse, AttackType};
use datapad_engine::games::shatterpoint::Condition;

const SAMPLE: &str = include_str!("fixtures/stance-3x6.json");

/// FNV-1a, 64 bits: stable across Rust versions, unlike the standard hasher.
fn fnv(h: &mut u64, bytes: &[u8]) {
    for b in bytes {
        *h ^= u64::from(*b);
        *h = h.wrapping_mul(0x0100_0000_01b3);
    }
}

const START: u64 = 0xcbf2_9ce4_8422_2325;

#[test]
fn every_tray_table_is_as_recorded() {
    let cat = Catalog::builtin();
    let mut h = START;
    for n in 0..=30 {
        for b in 0..=30 {
            let o = sp_odds(&cat, n, b).expect("odds");
            fnv(&mut h, serde_json::to_string(&o).expect("json").as_bytes());
        }
    }
    assert_eq!(h, 11_858_104_287_779_711_704);
}

/// Melee and ranged, with and without Focus, Exposed and Disarmed, from small pools to 30 v 30:
/// each distribution's weights, the total, the best walks and the wounded weight.
#[test]
fn attacks_through_charts_and_the_tree_are_as_recorded() {
    let s = parse(SAMPLE).expect("fixture");
    let mut h = START;
    for kind in [AttackType::Melee, AttackType::Ranged] {
        for (extra_a, extra_d) in [(0, 0), (3, 1), (12, 7), (22, 25), (25, 26)] {
            for case in 0..4 {
                let mut t = Table::new(kind);
                t.extra_attack = extra_a;
                t.extra_defense = extra_d;
                t.focus = case == 1;
                t.damage = Some((2, 10));
                if case == 2 {
                    t.defender_conditions = vec![Condition::Exposed];
                }
                if case == 3 {
                    t.attacker_conditions = vec![Condition::Disarmed];
                    t.defender_conditions = vec![Condition::Pinned];
                }
                let Ok(o) = attack_odds(&s, &s, &t) else {
                    fnv(&mut h, b"refused");
                    continue;
                };
                let line = format!(
                    "{} {} {} {:?} {:?} {:?} {:?}",
                    o.attack_dice,
                    o.defense_dice,
                    o.total,
                    o.successes
                        .iter()
                        .map(|w| w.to_string())
                        .collect::<Vec<_>>(),
                    o.damage.iter().map(|w| w.to_string()).collect::<Vec<_>>(),
                    o.best_path,
                    o.wounded.map(|w| w.to_string()),
                );
                fnv(&mut h, line.as_bytes());
            }
        }
    }
    assert_eq!(h, 5_477_803_024_369_691_295);
}
