//! Setting a counter by hand, with a reason: figures, medals, a hand, an E-Web, a structure, a
//! zone. A table dispute or a missed effect never blocks the battle; victory is checked after.

use super::change::Change;
use super::error::{bad, HothError};
use super::medals;
use super::state::State;
use super::types::*;
use crate::error::Common;
use crate::game::Message;
use crate::kit::{adjust, Tx};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "HothAdjustTarget")]
pub enum AdjustTarget {
    Figures {
        unit: String,
        figures: u32,
    },
    Medals {
        side: Side,
        medals: u32,
    },
    Hand {
        side: Side,
        hand: u32,
    },
    /// Campaign support cards held (a reward drawn, say).
    Support {
        side: Side,
        cards: u32,
    },
    EWeb {
        unit: String,
        state: EWeb,
    },
    Structure {
        structure: String,
        destroyed: bool,
    },
    Zone {
        unit: String,
        zone: Zone,
    },
}

const MAX_MEDALS: i64 = 20;
/// The box holds 10 support cards.
const MAX_SUPPORT: i64 = 10;

pub fn adjust(tx: &mut Tx<State>, target: &AdjustTarget, reason: &str) -> Result<(), HothError> {
    if tx.state.phase != Phase::Playing {
        return Err(Common::WrongPhase {
            phase: "setup".into(),
        }
        .into());
    }
    let reason = adjust::reason(reason)?.to_string();
    let no_unit = |id: &str| bad(format!("no unit '{id}'"));
    match target {
        AdjustTarget::Figures { unit, figures } => {
            let u = tx.state.unit(unit).cloned().ok_or_else(|| no_unit(unit))?;
            adjust::range(i64::from(*figures), 0, i64::from(u.max_figures))?;
            tx.push(Change::FiguresAdjusted {
                unit: u.id.clone(),
                from: u.figures,
                to: *figures,
                reason,
            });
            if *figures == 0 {
                // Removed by hand: no medal; the table adjusts medals separately if owed.
                medals::left_hex(tx, &u.id);
            }
        }
        AdjustTarget::Medals { side, medals } => {
            adjust::range(i64::from(*medals), 0, MAX_MEDALS)?;
            tx.push(Change::MedalsAdjusted {
                side: *side,
                from: *tx.state.medals.get(*side),
                to: *medals,
                reason,
            });
        }
        AdjustTarget::Hand { side, hand } => {
            // Cards move between hand and deck, so the count stays constant.
            let c = tx.state.piles(*side);
            let pool = c.hand.saturating_add(c.deck);
            adjust::range(i64::from(*hand), 0, i64::from(pool))?;
            let mut cards = c;
            cards.hand = *hand;
            cards.deck = pool - hand;
            tx.push(Change::HandAdjusted {
                side: *side,
                seat: *tx.state.seat.get(*side),
                cards,
                reason,
            });
        }
        AdjustTarget::Support { side, cards } => {
            adjust::range(i64::from(*cards), 0, MAX_SUPPORT)?;
            tx.push(Change::SupportAdjusted {
                side: *side,
                from: *tx.state.support.get(*side),
                to: *cards,
                reason,
            });
        }
        AdjustTarget::EWeb { unit, state } => {
            let u = tx.state.unit(unit).cloned().ok_or_else(|| no_unit(unit))?;
            if u.board.e_web.is_none() {
                return Err(bad(format!("'{unit}' has no E-Web")));
            }
            tx.push(Change::EWebAdjusted {
                unit: u.id,
                to: *state,
                reason,
            });
        }
        AdjustTarget::Structure {
            structure,
            destroyed,
        } => {
            if !tx.state.structures.iter().any(|s| &s.id == structure) {
                return Err(bad(format!("no structure '{structure}'")));
            }
            tx.push(Change::StructureAdjusted {
                structure: structure.clone(),
                destroyed: *destroyed,
                reason,
            });
        }
        AdjustTarget::Zone { unit, zone } => {
            let u = tx.state.unit(unit).cloned().ok_or_else(|| no_unit(unit))?;
            tx.push(Change::ZoneAdjusted {
                unit: u.id,
                zone: *zone,
                reason,
            });
        }
    }
    medals::check(tx, false);
    Ok(())
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::FiguresAdjusted { unit, to, .. } => {
            if let Some(u) = s.unit_mut(unit) {
                u.figures = *to;
            }
        }
        Change::MedalsAdjusted { side, to, .. } => *s.medals.get_mut(*side) = *to,
        Change::SupportAdjusted { side, to, .. } => *s.support.get_mut(*side) = *to,
        Change::HandAdjusted {
            side, seat, cards, ..
        } => {
            if let Some(c) = s.cards.get_mut(*side).get_mut(*seat as usize) {
                *c = *cards;
            }
        }
        Change::StructureAdjusted {
            structure,
            destroyed,
            ..
        } => {
            if let Some(s) = s.structures.iter_mut().find(|s| &s.id == structure) {
                s.destroyed = *destroyed;
            }
        }
        Change::ZoneAdjusted { unit, zone, .. } => {
            if let Some(u) = s.unit_mut(unit) {
                u.board.zone = *zone;
            }
        }
        Change::EWebAdjusted { unit, to, .. } => {
            if let Some(u) = s.unit_mut(unit) {
                u.board.e_web = Some(*to);
            }
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    let (what, from, to, reason) = match c {
        Change::FiguresAdjusted {
            unit,
            from,
            to,
            reason,
        } => (unit.clone(), from.to_string(), to.to_string(), reason),
        Change::MedalsAdjusted {
            side,
            from,
            to,
            reason,
        } => (
            format!("medals.{}", side.name()),
            from.to_string(),
            to.to_string(),
            reason,
        ),
        Change::SupportAdjusted {
            side,
            from,
            to,
            reason,
        } => (
            format!("support.{}", side.name()),
            from.to_string(),
            to.to_string(),
            reason,
        ),
        Change::HandAdjusted {
            side,
            cards,
            reason,
            ..
        } => (
            format!("hand.{}", side.name()),
            String::new(),
            cards.hand.to_string(),
            reason,
        ),
        Change::EWebAdjusted { unit, to, reason } => (
            unit.clone(),
            String::new(),
            serde_json::to_value(to).unwrap_or_default().to_string(),
            reason,
        ),
        Change::StructureAdjusted {
            structure,
            destroyed,
            reason,
        } => (
            structure.clone(),
            String::new(),
            destroyed.to_string(),
            reason,
        ),
        Change::ZoneAdjusted { unit, zone, reason } => (
            unit.clone(),
            String::new(),
            serde_json::to_value(zone).unwrap_or_default().to_string(),
            reason,
        ),
        _ => return None,
    };
    Some(
        Message::new("hoth.adjusted")
            .arg("what", what)
            .arg("from", from)
            .arg("to", to)
            .arg("reason", reason.clone()),
    )
}

pub fn touched(c: &Change) -> Vec<String> {
    vec![match c {
        Change::SupportAdjusted { side, .. } => format!("support.{}", side.name()),
        Change::MedalsAdjusted { side, .. } => format!("medals.{}", side.name()),
        Change::FiguresAdjusted { unit, .. } => format!("unit.{unit}.figures"),
        Change::EWebAdjusted { unit, .. } => format!("unit.{unit}.e_web"),
        Change::ZoneAdjusted { unit, .. } => format!("unit.{unit}.zone"),
        Change::HandAdjusted { side, .. } => format!("cards.{}", side.name()),
        Change::StructureAdjusted { structure, .. } => format!("structure.{structure}"),
        _ => return vec![],
    }]
}
