//! Proptest strategies for the fuzz lane: JSON values, game actions, mutated session files,
//! search queries and mutated file bytes.

use proptest::collection::{btree_map, vec};
use proptest::prelude::*;
use proptest::sample::select;
use serde_json::{json, Map, Value};

const TYPES: &[&str] = &[
    // Shatterpoint
    "activate",
    "add_custom_unit",
    "adjust",
    "choose_mission",
    "choose_stance",
    "damage",
    "end_activation",
    "end_turn",
    "flip_stance",
    "gain_condition",
    "gain_hunker",
    "heal",
    "lose_hunker",
    "mark_priority",
    "mark_strained",
    "move_token",
    "priority_roll",
    "refresh_force",
    "remove_condition",
    "remove_wound_condition",
    "reserve",
    "reveal",
    "roll_off",
    "set_active_objectives",
    "set_immunity",
    "set_player_name",
    "set_team",
    "shatterpoint_choose",
    "shatterpoint_redraw",
    "spend_force",
    "spend_momentum",
    "start_game",
    "take_action",
    "use_ability",
    "use_reserve",
    // Tray
    "roll",
    "enter",
    "reroll",
    "lock",
    "set_face",
];

pub const FIELDS: &[&str] = &[
    "ability",
    "action",
    "active",
    "amount",
    "card",
    "casual",
    "chart",
    "condition",
    "control",
    "cost",
    "granted",
    "immune",
    "in_attack",
    "kind",
    "map",
    "mission",
    "name",
    "next",
    "objective",
    "objectives",
    "payment",
    "play",
    "player",
    "reason",
    "roll",
    "side",
    "slot",
    "spaces",
    "target",
    "team",
    "trigger",
    "unit",
    "pool",
    "faces",
    "indices",
    "index",
    "locked",
    "symbol",
    "die",
    "count",
];

const WORDS: &[&str] = &[
    "sp-attack",
    "sp-defense",
    "hoth",
    "crit",
    "strike",
    "block",
    "failure",
    "infantry",
    "vehicle",
    "miss",
    "retreat",
    "explosion",
    "generic",
    "strained",
    "exposed",
    "pinned",
    "dark_side",
    "light_side",
    "primary",
    "support",
    "physical",
    "virtual",
    "",
];

/// Any JSON value, small numbers and known words likelier than chance would make them.
pub fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        (-3i64..40).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        select(WORDS).prop_map(Value::from),
        "\\PC{0,16}".prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 32, 6, |inner| {
        prop_oneof![
            vec(inner.clone(), 0..6).prop_map(Value::Array),
            btree_map(select(FIELDS), inner, 0..5).prop_map(|m| Value::Object(
                m.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
            )),
        ]
    })
}

fn tray_action() -> impl Strategy<Value = Value> {
    let die = select(&["sp-attack", "sp-defense", "hoth", "d6"][..]);
    prop_oneof![
        vec((die.clone(), 0u32..35), 0..4).prop_map(|parts| json!({"type": "roll",
            "pool": parts.into_iter().map(|(d, n)| json!({"die": d, "count": n})).collect::<Vec<_>>()})),
        vec((die, select(WORDS)), 0..8).prop_map(|faces| json!({"type": "enter",
            "faces": faces.into_iter().map(|(d, s)| json!({"die": d, "symbol": s})).collect::<Vec<_>>()})),
        vec(0usize..20, 0..5).prop_map(|i| json!({"type": "reroll", "indices": i})),
        (0usize..100, any::<bool>()).prop_map(|(i, l)| json!({"type": "lock", "index": i, "locked": l})),
        (0usize..20, select(WORDS)).prop_map(|(i, s)| json!({"type": "set_face", "index": i, "symbol": s})),
    ]
}

/// An action: any JSON, an action type with random fields, or a well-formed tray action.
pub fn action() -> impl Strategy<Value = Value> {
    prop_oneof![
        1 => value(),
        4 => (select(TYPES), btree_map(select(FIELDS), value(), 0..5)).prop_map(|(t, fields)| {
            let mut m: Map<String, Value> = fields.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
            m.insert("type".into(), Value::from(t));
            Value::Object(m)
        }),
        3 => tray_action(),
    ]
}

/// Every JSON pointer in `v`, the root included.
fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Array(a) => a
            .iter()
            .enumerate()
            .for_each(|(i, x)| pointers(x, format!("{at}/{i}"), out)),
        Value::Object(o) => o.iter().for_each(|(k, x)| {
            let k = k.replace('~', "~0").replace('/', "~1");
            pointers(x, format!("{at}/{k}"), out)
        }),
        _ => {}
    }
    out.push(at);
}

/// One of `files`, with a few values replaced anywhere in it, then maybe a few bytes changed.
pub fn mutated(files: Vec<Value>) -> impl Strategy<Value = String> {
    (
        select(files),
        vec((any::<usize>(), value()), 0..4),
        vec((any::<usize>(), any::<u8>()), 0..3),
    )
        .prop_map(|(mut file, values, bytes)| {
            for (n, v) in values {
                let mut all = Vec::new();
                pointers(&file, String::new(), &mut all);
                let p = &all[n % all.len()];
                if p.is_empty() {
                    continue;
                }
                if let Some(slot) = file.pointer_mut(p) {
                    *slot = v;
                }
            }
            let mut text = file.to_string().into_bytes();
            for (at, b) in bytes {
                if !text.is_empty() {
                    let i = at % text.len();
                    text[i] = b;
                }
            }
            String::from_utf8_lossy(&text).into_owned()
        })
}

/// A search query: any text, or many short words (the OR'd-prefix case).
pub fn query() -> impl Strategy<Value = String> {
    prop_oneof![
        "\\PC{0,300}",
        vec("[a-ząęłńóśźż]{1,3}", 0..400).prop_map(|w| w.join(" ")),
        vec(select(WORDS), 0..50).prop_map(|w| w.join(" ")),
    ]
}

/// Bytes for a file: random ones, or `seed` with a few bytes changed or cut short.
pub fn bytes(seed: Vec<u8>) -> impl Strategy<Value = Vec<u8>> {
    let len = seed.len();
    prop_oneof![
        vec(any::<u8>(), 0..9000),
        (vec((any::<usize>(), any::<u8>()), 0..6), 0..=len).prop_map(move |(flips, keep)| {
            let mut b = seed.clone();
            for (at, v) in flips {
                if !b.is_empty() {
                    let i = at % b.len();
                    b[i] = v;
                }
            }
            b.truncate(keep.max(1));
            b
        }),
    ]
}
