//! Why each step of an attack came out as it did, as catalog messages (`sp.attack.<step>` with
//! arguments and an English sentence), the way the tracker's log speaks: the attack screen
//! localizes the keys (Polish and English catalogs live with the UI), the CLI prints English.

use super::combat::{AttackResult, Side, Table};
use super::stance::{AttackType, Stance};
use crate::game::Message;

fn m(key: &str, english: String) -> Message {
    Message::new(&format!("sp.attack.{key}"), english)
}

fn row_words(r: Option<(u32, Option<u32>)>) -> String {
    match r {
        None => "no row covers it".into(),
        Some((min, Some(max))) if min == max => format!("row {min}"),
        Some((min, Some(max))) => format!("row {min}–{max}"),
        Some((min, None)) => format!("row {min}+"),
    }
}

/// One message per step that did something, in step order.
pub fn explain(r: &AttackResult, att: &Stance, def: &Stance, t: &Table) -> Vec<Message> {
    let mut out = Vec::new();
    let stat = att.stat(r.kind).attack.unwrap_or(0);
    let focus = match (t.focus, r.kind) {
        (false, _) => 0,
        (true, AttackType::Melee) => 1 + t.impact,
        (true, AttackType::Ranged) => 1 + t.sharpshooter,
    };
    out.push(
        m(
            "pools",
            format!(
                "{} attack {stat}{} gives {} attack dice; defense {} gives {} defense dice{}.",
                r.kind.name(),
                if focus > 0 {
                    format!(" + Focus {focus}")
                } else {
                    String::new()
                },
                r.attack_dice,
                def.stat(r.kind).defense.unwrap_or(0),
                r.defense_dice,
                if t.extra_attack != 0 || t.extra_defense != 0 {
                    format!(" (extra {:+} / {:+})", t.extra_attack, t.extra_defense)
                } else {
                    String::new()
                }
            ),
        )
        .arg("type", r.kind.name())
        .arg("attack", r.attack_dice)
        .arg("defense", r.defense_dice)
        .arg("focus", focus),
    );
    if r.removed != (0, 0) {
        out.push(
            m(
                "removed",
                format!(
                    "Disarmed removes {} attack expertise; Exposed removes {} defense expertise.",
                    r.removed.0, r.removed.1
                ),
            )
            .arg("attack_expertise", r.removed.0)
            .arg("defense_expertise", r.removed.1),
        );
    }
    let ax = r.rolled.attack[2].saturating_sub(r.removed.0);
    out.push(
        m(
            "attack_row",
            format!(
                "The attacker counts {ax} expertise: {}.",
                row_words(r.attack_row)
            ),
        )
        .arg("count", ax)
        .arg(
            "row",
            serde_json::to_value(r.attack_row).unwrap_or_default(),
        ),
    );
    out.push(
        m(
            "defense_row",
            format!(
                "Then the defender counts its expertise: {}.",
                row_words(r.defense_row)
            ),
        )
        .arg(
            "row",
            serde_json::to_value(r.defense_row).unwrap_or_default(),
        ),
    );
    let [crit, strike, _, _] = r.modified.attack;
    let block = r.modified.defense[0];
    out.push(
        m(
            "successes",
            format!(
                "{crit} crits + max(0, {strike} strikes − {block} blocks) = {} successes.",
                r.successes
            ),
        )
        .arg("crits", crit)
        .arg("strikes", strike)
        .arg("blocks", block)
        .arg("successes", r.successes),
    );
    if !r.path.is_empty() {
        let lost = r.successes.saturating_sub(r.path.len() as u32);
        out.push(
            m(
                "walk",
                format!(
                    "The walk {} fills the pool {}{}.",
                    r.path.join(" → "),
                    r.pool_after
                        .iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(" → "),
                    if lost > 0 {
                        format!("; {lost} successes are lost")
                    } else {
                        String::new()
                    }
                ),
            )
            .arg("path", r.path.clone())
            .arg("pool_after", r.pool_after.clone())
            .arg("lost", lost),
        );
    }
    for c in &r.to_pool {
        out.push(
            m(
                "duplicate",
                format!(
                    "The defender already holds {}: 1 damage to the pool instead.",
                    c.english()
                ),
            )
            .arg("condition", c.name()),
        );
    }
    out.push(
        m(
            "assigned",
            format!(
                "Pool {}{}{}: {} damage assigned{}.",
                r.pool,
                if t.protection {
                    ", Protection −1"
                } else {
                    ""
                },
                if t.split {
                    ", split half rounded up"
                } else {
                    ""
                },
                r.assigned,
                if r.to_attacker > 0 {
                    format!(", {} to the attacker", r.to_attacker)
                } else {
                    String::new()
                }
            ),
        )
        .arg("pool", r.pool)
        .arg("assigned", r.assigned)
        .arg("to_attacker", r.to_attacker),
    );
    if let (Some(total), Some(wounded), Some((_, stamina))) = (r.damage_total, r.wounded, t.damage)
    {
        out.push(
            m(
                "wounded",
                format!(
                    "{total} damage of stamina {stamina}: {}.",
                    if wounded { "Wounded" } else { "not Wounded" }
                ),
            )
            .arg("damage", total)
            .arg("stamina", stamina)
            .arg("wounded", wounded),
        );
    }
    for e in &r.after_attack {
        let who = match e.side {
            Side::Attacker => "attacker",
            Side::Defender => "defender",
        };
        out.push(
            m(
                "after",
                format!("After the attack, the {who}: {} ×{}.", e.effect, e.n),
            )
            .arg("side", who)
            .arg("effect", e.effect.clone())
            .arg("n", e.n),
        );
    }
    out
}
