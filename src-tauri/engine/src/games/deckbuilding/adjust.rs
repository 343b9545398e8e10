//! Setting a counter by hand (with a reason, inside its bounds) and conceding.

use super::cards::Faction;
use super::change::Change;
use super::error::DbgError;
use super::force::{FORCE_MAX, FORCE_MIN};
use super::log::say;
use super::state::{State, WinReason, PILOTS};
use crate::game::Message;
use crate::kit::{adjust, Tx};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "DbgAdjustTarget")]
pub enum AdjustTarget {
    ForceTrack {
        #[ts(type = "number")]
        position: i64,
    },
    BaseDamage {
        faction: Faction,
        #[ts(type = "number")]
        damage: i64,
    },
    ShipDamage {
        ship: String,
        #[ts(type = "number")]
        damage: i64,
    },
    Resources {
        #[ts(type = "number")]
        amount: i64,
    },
    Pilots {
        #[ts(type = "number")]
        count: i64,
    },
    GalaxyDeck {
        #[ts(type = "number")]
        count: i64,
    },
    GalaxyDiscard {
        #[ts(type = "number")]
        count: i64,
    },
}

/// The most cards a galaxy pile can hold.
const GALAXY: i64 = 90;

pub fn adjust(tx: &mut Tx<State>, target: &AdjustTarget, reason: &str) -> Result<(), DbgError> {
    let reason = adjust::reason(reason)?.to_string();
    let s = &tx.state;
    let (key, from, to) = match target {
        AdjustTarget::ForceTrack { position } => (
            "force_track".to_string(),
            s.force,
            adjust::range(*position, FORCE_MIN, FORCE_MAX)?,
        ),
        AdjustTarget::BaseDamage { faction, damage } => {
            let b = s
                .side(*faction)
                .active
                .as_ref()
                .ok_or(DbgError::BaseNotAvailable)?;
            (
                format!("base.{}", faction.id()),
                b.damage,
                adjust::range(*damage, 0, b.hp - 1)?,
            )
        }
        AdjustTarget::ShipDamage { ship, damage } => {
            let c = s
                .card(ship)
                .filter(|c| c.is_ship())
                .ok_or(DbgError::CardNotInPlay)?;
            (
                format!("ship.{ship}"),
                c.damage,
                adjust::range(*damage, 0, c.card.hp.saturating_sub(1).max(0))?,
            )
        }
        AdjustTarget::Resources { amount } => (
            "resources".into(),
            s.resources,
            adjust::range(*amount, 0, super::cards::MAX_NUMBER)?,
        ),
        AdjustTarget::Pilots { count } => {
            ("pilots".into(), s.pilots, adjust::range(*count, 0, PILOTS)?)
        }
        AdjustTarget::GalaxyDeck { count } => (
            "galaxy_deck".into(),
            s.galaxy_deck,
            adjust::range(*count, 0, GALAXY)?,
        ),
        AdjustTarget::GalaxyDiscard { count } => (
            "galaxy_discard".into(),
            s.galaxy_discard,
            adjust::range(*count, 0, GALAXY)?,
        ),
    };
    tx.push(Change::Adjusted {
        target: key,
        from,
        to,
        reason,
    });
    Ok(())
}

/// `faction` gives up: the other side wins.
pub fn concede(tx: &mut Tx<State>, faction: Faction) {
    tx.push(Change::Won {
        winner: faction.other(),
        reason: WinReason::Conceded,
    });
}

pub fn apply(s: &mut State, c: &Change) {
    if let Change::Adjusted { target, to, .. } = c {
        set(s, target, *to);
    }
}

/// Sets the counter an adjustment names (`force_track`, `base.rebel` damage, `ship.sd` damage…):
/// the same keys the rule files' `touched` name.
fn set(s: &mut State, target: &str, to: i64) {
    match target.split_once('.') {
        Some(("base", f)) => {
            let f = if f == "empire" {
                Faction::Empire
            } else {
                Faction::Rebel
            };
            if let Some(b) = s.side_mut(f).active.as_mut() {
                b.damage = to;
            }
        }
        Some(("ship", label)) => {
            if let Some(c) = s.in_play.iter_mut().find(|c| c.label == label) {
                c.damage = to;
            }
        }
        _ => match target {
            "force_track" => s.force = to,
            "resources" => s.resources = to,
            "pilots" => s.pilots = to,
            "galaxy_deck" => s.galaxy_deck = to,
            "galaxy_discard" => s.galaxy_discard = to,
            _ => {}
        },
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::Adjusted {
            target,
            from,
            to,
            reason,
        } => {
            // The counter in words: its label on the board, a base by its side, a ship by its
            // name; never the key.
            let said = match target.split_once('.') {
                Some(("base", f)) => say("adjusted_base").arg("faction", f),
                Some(("ship", label)) => say("adjusted_ship").arg("ship", label),
                _ if target == "pilots" => say("adjusted").arg("target", "pilots_rule"),
                _ => say("adjusted").arg("target", target.clone()),
            };
            Some(
                said.arg("from", *from)
                    .arg("to", *to)
                    .arg("reason", reason.clone()),
            )
        }
        _ => None,
    }
}

/// The counter set by hand: its key is the adjustment's target.
pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Adjusted { target, .. } => vec![target.clone()],
        _ => Vec::new(),
    }
}
