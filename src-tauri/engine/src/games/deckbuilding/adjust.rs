//! Setting a counter by hand (with a reason, inside its bounds) and conceding.

use super::cards::Faction;
use super::error::DbgError;
use super::force::{FORCE_MAX, FORCE_MIN};
use super::state::{Change, State, WinReason, PILOTS};
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
