//! Damage from attacks and abilities: to enemy ships (destroyed at damage ≥ HP) and to the
//! enemy base (Hoth prevents its share, a destroyed base goes to the attacker's victory pile,
//! the excess is lost), and the victory that destroyed bases bring (or a concession).

use super::cards::Faction;
use super::change::Change;
use super::log::{keys, say};
use super::state::{Phase, State, WinReason};
use crate::game::Message;
use crate::kit::Tx;

/// `by` wins once its victory pile holds as many enemy bases as the threshold.
fn win_check(tx: &mut Tx<State>, by: Faction) -> bool {
    if tx.state.victory(by) >= tx.state.threshold {
        tx.push(Change::Won {
            winner: by,
            reason: WinReason::BasesDestroyed,
        });
        true
    } else {
        false
    }
}

/// Damage to the defender's base (after ships, or from an ability): Hoth prevents its share,
/// a destroyed base goes to the attacker's victory pile, the excess is lost. True if the game
/// ended.
pub fn base(tx: &mut Tx<State>, amount: i64) -> bool {
    let me = tx.state.active;
    let enemy = me.other();
    let Some(base) = tx.state.side(enemy).active.clone() else {
        if amount > 0 {
            tx.push(Change::DamageLost { amount });
        }
        return false;
    };
    let prevented = if base.id == "hoth" {
        amount.min((2 - tx.state.hoth_prevented).max(0))
    } else {
        0
    };
    let dealt = amount - prevented;
    let total = base.damage.saturating_add(dealt);
    tx.push(Change::BaseDamaged {
        faction: enemy,
        amount: dealt,
        damage: total.min(base.hp),
        prevented,
    });
    if total >= base.hp {
        tx.push(Change::BaseDestroyed {
            faction: enemy,
            base: base.id.clone(),
        });
        if total > base.hp {
            tx.push(Change::DamageLost {
                amount: total - base.hp,
            });
        }
        return win_check(tx, me);
    }
    false
}

/// Damage to one enemy ship; destroyed at damage ≥ HP (its tokens go back).
pub fn ship(tx: &mut Tx<State>, label: &str, amount: i64) {
    let Some(ship) = tx.state.card(label).cloned() else {
        return;
    };
    if amount <= 0 {
        return;
    }
    let damage = ship.damage.saturating_add(amount);
    tx.push(Change::ShipDamaged {
        label: label.into(),
        amount,
        damage: damage.min(ship.card.hp),
    });
    if damage >= ship.card.hp {
        tx.push(Change::ShipDestroyed {
            label: label.into(),
        });
    }
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::ShipDamaged { label, damage, .. } => {
            if let Some(c) = s.in_play.iter_mut().find(|c| c.label == *label) {
                c.damage = *damage;
            }
        }
        Change::ShipDestroyed { label } => s.in_play.retain(|c| c.label != *label),
        Change::BaseDamaged {
            faction,
            damage,
            prevented,
            ..
        } => {
            s.hoth_prevented += prevented;
            if let Some(b) = s.side_mut(*faction).active.as_mut() {
                b.damage = *damage;
            }
        }
        Change::BaseDestroyed { faction, base } => {
            let side = s.side_mut(*faction);
            side.active = None;
            side.lost.push(base.clone());
        }
        // Damage with no base to take it, or past a destroyed base's HP: gone.
        Change::DamageLost { .. } => {}
        Change::Won { winner, reason } => {
            s.winner = Some(*winner);
            s.win_reason = Some(*reason);
            s.phase = Phase::Over;
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::ShipDamaged {
            label,
            amount,
            damage,
        } => say("ship_damaged")
            .arg("ship", label.clone())
            .arg("n", *amount)
            .arg("damage", *damage),
        Change::ShipDestroyed { label } => say("ship_destroyed").arg("ship", label.clone()),
        Change::BaseDamaged {
            faction,
            amount,
            damage,
            prevented,
        } => say("base_damaged")
            .arg("faction", faction.id())
            .arg("n", *amount)
            .arg("damage", *damage)
            .arg("prevented", *prevented),
        Change::BaseDestroyed { faction, base } => say("base_destroyed")
            .arg("faction", faction.id())
            .arg("base", base.clone()),
        Change::DamageLost { amount } => say("damage_lost").arg("n", *amount),
        Change::Won { winner, reason } => say("won")
            .arg("faction", winner.id())
            .arg("reason", serde_json::to_value(reason).unwrap_or_default()),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::ShipDamaged { label, .. } | Change::ShipDestroyed { label } => {
            vec![format!("ship.{label}")]
        }
        Change::BaseDamaged { faction, .. } => vec![format!("base.{}", faction.id())],
        Change::BaseDestroyed { faction, .. } => vec![
            format!("base.{}", faction.id()),
            format!("victory.{}", faction.other().id()),
        ],
        Change::Won { .. } => keys(&["winner"]),
        _ => Vec::new(),
    }
}
