//! Proptest strategies for Shatterpoint: stances (both attack charts, the defense chart, a
//! combat tree with conditions, links in every direction), the facts of the table (Focus,
//! Impact, Sharpshooter, cover, extra dice, Disarmed / Exposed / Strained / Pinned on either
//! side, immunities, Protection, a split pool, Steadfast), the board (damage and stamina,
//! sometimes already Wounded) and the walk's policy. Stances are written as stance files and
//! read by the app's own reader, which checks them; an invalid one is discarded.
//!
//! Pools stay small (at most 8 attack and 7 defense dice before the charts add any) so that
//! tens of thousands of seeded attacks per case take well under a second in a debug build.

use datapad_engine::games::shatterpoint::attack::policy::Policy;
use datapad_engine::games::shatterpoint::combat::Table;
use datapad_engine::games::shatterpoint::stance::{from_value, AttackType, Stance};
use datapad_engine::games::shatterpoint::Condition;
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use serde_json::{json, Value};

const ATTACK_FACES: [&str; 4] = ["crit", "strike", "attack_expertise", "failure"];
const DEFENSE_FACES: [&str; 3] = ["block", "defense_expertise", "failure"];
const CONDITIONS: [&str; 4] = ["strained", "disarmed", "exposed", "pinned"];
const SELF: [&str; 4] = ["advance", "dash", "heal", "jump"];

/// A change of one face to another on `roll`.
fn change(roll: &'static str, faces: &'static [&'static str]) -> impl Strategy<Value = Value> {
    let k = faces.len();
    (0..k, 1..k, 1u32..=2).prop_map(move |(from, step, n)| {
        json!({"kind": "change", "roll": roll, "from": faces[from],
               "to": faces[(from + step) % k], "n": n})
    })
}

fn damage(most: u32) -> impl Strategy<Value = Value> {
    (1..=most).prop_map(|n| json!({"kind": "damage", "n": n}))
}

fn attack_entry() -> impl Strategy<Value = Value> {
    prop_oneof![
        3 => (select(&["crit", "strike"][..]), 1u32..=2)
            .prop_map(|(r, n)| json!({"kind": "add", "result": r, "n": n})),
        3 => change("attack", &ATTACK_FACES),
        2 => change("defense", &DEFENSE_FACES),
        2 => damage(2),
        1 => deferred(),
    ]
}

fn defense_entry() -> impl Strategy<Value = Value> {
    prop_oneof![
        3 => (1u32..=2).prop_map(|n| json!({"kind": "add", "result": "block", "n": n})),
        3 => change("attack", &ATTACK_FACES),
        2 => change("defense", &DEFENSE_FACES),
        1 => deferred(),
    ]
}

/// 0–3 rows that never overlap: each starts past the last (maybe leaving a gap), spans 1–2
/// counts, and the last may be open ("min+").
fn chart<S: Strategy<Value = Value>>(entry: S) -> impl Strategy<Value = Value> {
    (
        1u32..=2,
        vec((0u32..=1, 0u32..=1, vec(entry, 1..=3)), 0..=3),
        any::<bool>(),
    )
        .prop_map(|(first, rows, open)| {
            let last = rows.len().saturating_sub(1);
            let mut min = first;
            let rows: Vec<Value> = rows
                .into_iter()
                .enumerate()
                .map(|(i, (gap, wide, entries))| {
                    let lo = if i == 0 { min } else { min + gap };
                    let hi = lo + wide;
                    min = hi + 1;
                    let max = if i == last && open {
                        json!(null)
                    } else {
                        json!(hi)
                    };
                    json!({"min": lo, "max": max, "entries": entries})
                })
                .collect();
            Value::Array(rows)
        })
}

fn condition() -> impl Strategy<Value = Value> {
    (select(&CONDITIONS[..]), 1u32..=2)
        .prop_map(|(c, n)| json!({"kind": "condition", "condition": c, "n": n}))
}

/// Effects after the attack: shove, a condition, a self icon (charts and trees alike).
fn deferred() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(json!({"kind": "shove"})),
        condition(),
        select(&SELF[..]).prop_map(|e| json!({"kind": "self", "effect": e})),
    ]
}

fn tree_effect() -> impl Strategy<Value = Value> {
    prop_oneof![3 => damage(3), 2 => condition(), 1 => deferred()]
}

/// 1–7 options on the first four columns: the first is a start in column 0; other column-0
/// options may be starts; options in the same or neighbouring columns are often linked, others
/// seldom (a leftward or same-column link is legal in the file and refused only as a step of a
/// walk).
fn tree() -> impl Strategy<Value = Value> {
    const MOST: usize = 7;
    let cells: Vec<(u8, u8)> = (0..4u8)
        .flat_map(|c| (0..4u8).map(move |r| (r, c)))
        .collect();
    (
        0u8..4,
        proptest::sample::subsequence(cells, 0..MOST),
        vec(vec(tree_effect(), 1..=2), MOST),
        vec(any::<bool>(), MOST),
        vec(0.0..1.0f64, MOST * (MOST - 1) / 2),
    )
        .prop_map(|(r0, rest, effects, starts, links)| {
            let mut at = vec![(r0, 0u8)];
            at.extend(rest.into_iter().filter(|&c| c != (r0, 0)));
            let options: Vec<Value> = at
                .iter()
                .enumerate()
                .map(|(i, &(row, col))| {
                    json!({"id": format!("o{i}"), "row": row, "col": col,
                           "start": col == 0 && (i == 0 || starts[i]),
                           "effects": effects[i]})
                })
                .collect();
            let mut pairs = Vec::new();
            let mut chance = links.iter();
            for i in 0..at.len() {
                for j in i + 1..at.len() {
                    let near = at[i].1.abs_diff(at[j].1) <= 1;
                    let roll = chance.next().copied().unwrap_or(1.0);
                    if roll < if near { 0.6 } else { 0.1 } {
                        pairs.push(json!([format!("o{i}"), format!("o{j}")]));
                    }
                }
            }
            json!({"options": options, "links": pairs})
        })
}

/// A stance file; the ranged attack is sometimes the card's dash.
fn stance_file(id: &'static str) -> impl Strategy<Value = Value> {
    (
        (1u32..=5, 0u32..=4, chart(attack_entry())),
        (
            prop::option::weighted(0.75, 1u32..=4),
            0u32..=4,
            chart(attack_entry()),
        ),
        chart(defense_entry()),
        tree(),
    )
        .prop_map(move |((ma, md, mc), (ra, rd, rc), dc, tree)| {
            json!({
                "format": "datapad-sp-stance", "version": 1, "id": id, "unit": null, "side": 0,
                "name": {"pl": id, "en": id},
                "melee": {"attack": ma, "defense": md, "weapon": null, "chart": mc},
                "ranged": {"attack": ra, "range": ra.map(|_| 3), "defense": rd, "weapon": null,
                           "chart": if ra.is_some() { rc } else { json!([]) }},
                "defense_chart": dc,
                "tree": tree,
                "verified": false, "missing": [], "source": "differential lane"
            })
        })
}

/// A stance the app's reader accepts (which validates it); others are discarded.
pub fn stance(id: &'static str) -> impl Strategy<Value = Stance> {
    stance_file(id).prop_filter_map("the reader refuses it", |v| from_value(&v).ok())
}

fn conditions(of: &'static [Condition], chance: f64) -> impl Strategy<Value = Vec<Condition>> {
    vec(prop::bool::weighted(chance), of.len()).prop_map(move |on| {
        of.iter()
            .zip(on)
            .filter(|(_, on)| *on)
            .map(|(c, _)| *c)
            .collect()
    })
}

/// The table: what the players say, what the tracker holds on both units, and the board.
pub fn table() -> impl Strategy<Value = Table> {
    (
        (any::<bool>(), any::<bool>(), 0u32..=1, 0u32..=1, 0u32..=2),
        (-1i32..=1, -1i32..=1),
        (
            conditions(&[Condition::Disarmed, Condition::Strained], 0.3),
            conditions(&Condition::ALL, 0.25),
            conditions(&Condition::ALL, 0.1),
        ),
        (
            any::<bool>(),
            prop::bool::weighted(0.3),
            prop::bool::weighted(0.2),
        ),
        board(),
    )
        .prop_map(
            |(
                (ranged, focus, impact, sharpshooter, cover),
                (extra_attack, extra_defense),
                (attacker, defender, immune),
                (protection, split, steadfast),
                damage,
            )| {
                let kind = if ranged {
                    AttackType::Ranged
                } else {
                    AttackType::Melee
                };
                Table {
                    focus,
                    impact,
                    sharpshooter,
                    cover,
                    extra_attack,
                    extra_defense,
                    attacker_conditions: attacker,
                    defender_conditions: defender,
                    defender_immune: immune,
                    protection,
                    split,
                    steadfast,
                    damage,
                    ..Table::new(kind)
                }
            },
        )
}

/// Damage on the defender and its stamina: mostly alive, sometimes one short, sometimes
/// already Wounded (the tracker lets a Wounded unit be attacked), sometimes not given.
fn board() -> impl Strategy<Value = Option<(u32, u32)>> {
    prop_oneof![
        1 => Just(None),
        6 => (1u32..=8).prop_flat_map(|s| (0..s, Just(s))).prop_map(Some),
        1 => (1u32..=8).prop_map(|s| Some((s, s))),
    ]
}

/// Which walk the attacker takes: a named policy, or a fixed walk picked among the legal ones.
#[derive(Debug, Clone)]
pub enum PolicyPick {
    Named(Policy),
    /// An index into the attacker tree's legal walks.
    Fixed(usize),
}

pub fn policy() -> impl Strategy<Value = PolicyPick> {
    prop_oneof![
        3 => Just(PolicyPick::Named(Policy::MaxDamage)),
        2 => Just(PolicyPick::Named(Policy::MaxConditions)),
        1 => any::<usize>().prop_map(PolicyPick::Fixed),
    ]
}
