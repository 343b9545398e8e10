//! Why each step of an attack came out as it did, as log messages (`sp.attack.<step>` with ids
//! and numbers as arguments). The sentences are in `content/shatterpoint/i18n`: the attack
//! screen shows them in the reader's language, the CLI renders them in English.

use super::super::stance::Stance;
use super::combat::{AttackResult, Role, Table};
use crate::game::Message;

fn m(key: &str) -> Message {
    Message::new(&format!("sp.attack.{key}"))
}

/// A chart row as language-neutral text: `2`, `2–3` or `2+`; `None` when no row covers it.
fn row(r: Option<(u32, Option<u32>)>) -> Option<String> {
    r.map(|(min, max)| match max {
        Some(max) if max == min => min.to_string(),
        Some(max) => format!("{min}–{max}"),
        None => format!("{min}+"),
    })
}

fn row_message(key: &str, r: Option<(u32, Option<u32>)>) -> Message {
    match row(r) {
        Some(text) => m(key).arg("row", text),
        None => m(&format!("{key}_none")),
    }
}

/// A walk's options by their numbers in the stance (1 is its first), never their ids: the
/// stance editor names them so.
pub(super) fn option_numbers(att: &Stance, path: &[String]) -> Vec<u32> {
    path.iter()
        .filter_map(|id| att.option(id).map(|i| i as u32 + 1))
        .collect()
}

pub(super) fn arrows<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(" → ")
}

/// One message per step that did something, in step order.
pub fn explain(r: &AttackResult, att: &Stance, def: &Stance, t: &Table) -> Vec<Message> {
    let mut out = Vec::new();
    let focus = if t.focus {
        match r.kind {
            super::super::stance::AttackType::Melee => 1 + t.impact,
            super::super::stance::AttackType::Ranged => 1 + t.sharpshooter,
        }
    } else {
        0
    };
    out.push(
        m("pools")
            .arg("type", r.kind.name())
            .arg("stat", att.stat(r.kind).attack.unwrap_or(0))
            .arg("focus", focus)
            .arg("extra_attack", t.extra_attack)
            .arg("extra_defense", t.extra_defense)
            .arg("defense_stat", def.stat(r.kind).defense.unwrap_or(0))
            .arg("attack", r.attack_dice)
            .arg("defense", r.defense_dice),
    );
    if r.kind == super::super::stance::AttackType::Ranged && !t.ignore_cover && t.hunker > 0 {
        out.push(m("hunker_cover").arg("n", t.hunker));
    }
    if r.removed != (0, 0) {
        out.push(
            m("removed")
                .arg("attack_expertise", r.removed.0)
                .arg("defense_expertise", r.removed.1),
        );
    }
    let ax = r.rolled.attack[2].saturating_sub(r.removed.0);
    out.push(row_message("attack_row", r.attack_row).arg("n", ax));
    out.push(row_message("defense_row", r.defense_row));
    let [crit, strike, _, _] = r.modified.attack;
    out.push(
        m("successes")
            .arg("crits", crit)
            .arg("strikes", strike)
            .arg("blocks", r.modified.defense[0])
            .arg("n", r.successes),
    );
    if !r.path.is_empty() {
        let lost = r.successes.saturating_sub(r.path.len() as u32);
        let key = if lost > 0 { "walk_lost" } else { "walk" };
        out.push(
            m(key)
                .arg("path", arrows(&option_numbers(att, &r.path)))
                .arg("pool_after", arrows(&r.pool_after))
                .arg("n", lost),
        );
    }
    for c in &r.to_pool {
        out.push(m("duplicate").arg("condition", c.name()));
    }
    if t.protection {
        out.push(m("protection"));
    }
    if r.to_attacker > 0 {
        out.push(m("split").arg("n", r.to_attacker));
    }
    out.push(m("assigned").arg("pool", r.pool).arg("n", r.assigned));
    if let (Some(total), Some(wounded), Some((_, stamina))) = (r.damage_total, r.wounded, t.damage)
    {
        let key = if wounded { "wounded" } else { "not_wounded" };
        out.push(m(key).arg("n", total).arg("stamina", stamina));
    }
    for e in &r.after_attack {
        let side = match e.side {
            Role::Attacker => "attacker",
            Role::Defender => "defender",
        };
        out.push(
            m("after")
                .arg("side", side)
                .arg("effect", e.effect.clone())
                .arg("n", e.n),
        );
    }
    out
}
