//! A table set up for a test: setup plus actions as the UI sends them.

pub use datapad_engine::games::deckbuilding::{Change, Deckbuilding, State};
pub use datapad_engine::kit::spec::{given, Given, Then};
pub use serde_json::{json, Value};

/// A beginner game with this row (6 ids or cards, null for unknown).
pub fn table_with_row(row: Value) -> Given<Deckbuilding> {
    given::<Deckbuilding>().json(json!({"type": "setup", "row": row}))
}

/// A beginner game, the row not entered.
pub fn table() -> Given<Deckbuilding> {
    given::<Deckbuilding>().json(json!({"type": "setup"}))
}

pub fn end_turn() -> Value {
    json!({"type": "end_turn"})
}

pub fn play(card: &str) -> Value {
    json!({"type": "play", "card": card})
}

/// A typed-in unit with this attack, labelled `label`.
pub fn unit(label: &str, attack: i64) -> Value {
    json!({"type": "play", "card": {"name": label, "attack": attack}, "as": label})
}

pub fn adjust(target: Value) -> Value {
    json!({"type": "adjust", "target": target, "reason": "test"})
}

pub fn force(position: i64) -> Value {
    adjust(json!({"kind": "force_track", "position": position}))
}

pub fn base_damage(faction: &str, damage: i64) -> Value {
    adjust(json!({"kind": "base_damage", "faction": faction, "damage": damage}))
}

pub fn resources(amount: i64) -> Value {
    adjust(json!({"kind": "resources", "amount": amount}))
}

pub fn attack_base(cards: &[&str]) -> Value {
    json!({"type": "attack", "target": "base", "cards": cards})
}

pub fn attack_row(slot: i64, cards: &[&str]) -> Value {
    json!({"type": "attack", "target": {"slot": slot}, "cards": cards})
}

/// The active player destroys the enemy base: damage to HP − 1, then a 1-attack unit.
pub fn destroy_enemy_base(g: Given<Deckbuilding>, enemy: &str, label: &str) -> Given<Deckbuilding> {
    let hp = g
        .state
        .side(faction(enemy))
        .active
        .as_ref()
        .map_or(0, |b| b.hp);
    g.fork().json(json!([
        base_damage(enemy, hp - 1),
        unit(label, 1),
        attack_base(&[label])
    ]))
}

pub fn faction(f: &str) -> datapad_engine::games::deckbuilding::Faction {
    if f == "empire" {
        datapad_engine::games::deckbuilding::Faction::Empire
    } else {
        datapad_engine::games::deckbuilding::Faction::Rebel
    }
}

pub fn view(g: &Given<Deckbuilding>) -> Value {
    serde_json::to_value(datapad_engine::game::view::<Deckbuilding>(&g.state)).unwrap_or_default()
}

/// The reminder keys among the events.
pub fn reminders(then: &Then<Deckbuilding>) -> Vec<String> {
    then.events()
        .iter()
        .filter_map(|e| match e {
            Change::Reminder { key, .. } => Some(key.clone()),
            _ => None,
        })
        .collect()
}

/// A copy of the table (the spec kit's `Given` is consumed by `when`).
pub trait Fork {
    fn fork(&self) -> Given<Deckbuilding>;
}

impl Fork for Given<Deckbuilding> {
    fn fork(&self) -> Given<Deckbuilding> {
        let mut g = given::<Deckbuilding>();
        g.state = self.state.clone();
        g
    }
}
