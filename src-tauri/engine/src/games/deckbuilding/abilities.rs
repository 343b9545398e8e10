//! Using a card's ability: once a turn per card, "if the Force is with you" checked, "choose"
//! options that must resolve in full. The known cards apply their own effect; any other card
//! (or a "when" trigger, without a card) names its effect.

use super::attack;
use super::cards::{CardType, Faction};
use super::error::DbgError;
use super::force;
use super::market;
use super::state::{Change, State};
use crate::kit::{adjust, Tx};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DbgShipDamage")]
pub struct ShipDamage {
    pub ship: String,
    #[ts(type = "number")]
    pub amount: i64,
}

/// What an ability does, as the players enter it. Every field is optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "DbgEffect")]
pub struct Effect {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub resources: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub force: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub attack: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub damage_base: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage_ship: Option<ShipDamage>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destroy_ship: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub destroy_row_ship: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub repair: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub discard_row: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discard_top: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exile_self: Option<bool>,
}

fn n(v: Option<i64>) -> Result<i64, DbgError> {
    Ok(adjust::amount(v.unwrap_or(0), 0, super::cards::MAX_NUMBER)?)
}

fn enemy_ship(state: &State, label: &str) -> Result<(), DbgError> {
    state
        .card(label)
        .filter(|c| c.owner != state.active && c.card.kind == CardType::Ship)
        .map(|_| ())
        .ok_or(DbgError::CardNotInPlay)
}

fn needs_force(state: &State) -> Result<(), DbgError> {
    if state.force_with() == Some(state.active) {
        Ok(())
    } else {
        Err(DbgError::ForceNotWithYou)
    }
}

/// The effect a known card applies by itself, if it has one.
fn own_effect(
    state: &State,
    id: &str,
    ship: Option<&str>,
    option: Option<&str>,
) -> Result<Option<Effect>, DbgError> {
    let me = state.active;
    let e = match id {
        "luke_skywalker" => {
            needs_force(state)?;
            let s = ship.ok_or(DbgError::OptionUnavailable)?;
            Effect {
                destroy_ship: Some(s.into()),
                ..Effect::default()
            }
        }
        "y_wing" => match ship {
            Some(s) => Effect {
                damage_ship: Some(ShipDamage {
                    ship: s.into(),
                    amount: 2,
                }),
                exile_self: Some(true),
                ..Effect::default()
            },
            None => Effect {
                damage_base: Some(2),
                exile_self: Some(true),
                ..Effect::default()
            },
        },
        "u_wing" => {
            needs_force(state)?;
            Effect {
                repair: Some(3),
                ..Effect::default()
            }
        }
        "c_roc_cruiser" => Effect {
            repair: Some(3),
            ..Effect::default()
        },
        "outer_rim_pilot" => Effect {
            force: Some(1),
            exile_self: Some(true),
            ..Effect::default()
        },
        "hammerhead_corvette" => {
            let s = ship.ok_or(DbgError::OptionUnavailable)?;
            Effect {
                destroy_ship: Some(s.into()),
                exile_self: Some(true),
                ..Effect::default()
            }
        }
        // The opponent chooses; an option that cannot resolve in full cannot be chosen.
        "duros_spy" | "b_wing" => match option {
            Some("discard") => Effect::default(),
            Some("force") if id == "duros_spy" && force::room(state, me, 1) => Effect {
                force: Some(1),
                ..Effect::default()
            },
            Some("attack") if id == "b_wing" => Effect {
                attack: Some(2),
                ..Effect::default()
            },
            _ => return Err(DbgError::OptionUnavailable),
        },
        "inquisitor" | "temple_guardian" => match option {
            Some("attack") => Effect {
                attack: Some(1),
                ..Effect::default()
            },
            Some("resources") => Effect {
                resources: Some(1),
                ..Effect::default()
            },
            Some("force") => Effect {
                force: Some(1),
                ..Effect::default()
            },
            _ => return Err(DbgError::OptionUnavailable),
        },
        "x_wing" => {
            needs_force(state)?;
            Effect::default()
        }
        // What the reveal showed, as the option: an Empire card gives Force, a Rebel one goes.
        "scout_trooper" => match option {
            Some("empire") => Effect {
                force: Some(1),
                ..Effect::default()
            },
            Some("rebel") => Effect {
                discard_top: Some(true),
                ..Effect::default()
            },
            Some("neutral") => Effect::default(),
            _ => return Err(DbgError::OptionUnavailable),
        },
        "tie_fighter" => {
            if state.ships(me).next().is_none() {
                return Err(DbgError::OptionUnavailable);
            }
            Effect::default()
        }
        // Hand effects: the app only reminds.
        "snowspeeder" | "rebel_commando" | "director_krennic" | "jabba_the_hutt" => {
            Effect::default()
        }
        "kel_dor_mystic" => Effect {
            exile_self: Some(true),
            ..Effect::default()
        },
        _ => return Ok(None),
    };
    Ok(Some(e))
}

/// Tarkin takes an Empire row card into hand (not a purchase); it leaves the game at the end
/// of the turn. The slot stays empty until a `refill`.
fn tarkin(tx: &mut Tx<State>, label: &str, slot: Option<i64>) -> Result<(), DbgError> {
    let s = slot.ok_or(DbgError::OptionUnavailable)?;
    let (_, card) = market::filled(&tx.state, s)?;
    if card.faction != tx.state.active.into() {
        return Err(DbgError::FactionForbidden);
    }
    tx.push(Change::AbilityUsed {
        label: label.into(),
        option: None,
    });
    tx.push(Change::RowLeft {
        slot: s,
        card: card.clone(),
    });
    tx.push(Change::ExileDue {
        card: card.id,
        by_jedha: false,
    });
    Ok(())
}

/// The cost of the Death Star's ability (outside knowledge: the seed lacks its text).
const DEATH_STAR_COST: i64 = 4;

/// The Death Star (`card: "base"`): pay 4 to destroy an enemy ship in play (`ship`) or a ship in
/// the row (`effect.destroy_row_ship`), once a turn.
fn death_star(
    tx: &mut Tx<State>,
    ship: Option<&str>,
    effect: Option<&Effect>,
) -> Result<(), DbgError> {
    let state = &tx.state;
    if state.base_id(state.active) != Some("death_star") {
        return Err(DbgError::CardNotInPlay);
    }
    if state.base_ability_used {
        return Err(DbgError::AbilityUsed);
    }
    let e = match (ship, effect.and_then(|e| e.destroy_row_ship)) {
        (Some(s), _) => Effect {
            destroy_ship: Some(s.into()),
            ..Effect::default()
        },
        (None, Some(slot)) => Effect {
            destroy_row_ship: Some(slot),
            ..Effect::default()
        },
        (None, None) => return Err(DbgError::OptionUnavailable),
    };
    check(state, &e)?;
    if state.resources < DEATH_STAR_COST {
        return Err(DbgError::NotEnoughResources {
            need: DEATH_STAR_COST,
            have: state.resources,
        });
    }
    tx.push(Change::AbilityUsed {
        label: "base".into(),
        option: None,
    });
    force::spend(tx, DEATH_STAR_COST);
    apply(tx, None, &e)
}

pub fn use_ability(
    tx: &mut Tx<State>,
    card: Option<&str>,
    slot: Option<i64>,
    ship: Option<&str>,
    option: Option<&str>,
    effect: Option<&Effect>,
) -> Result<(), DbgError> {
    let state = &tx.state;
    let me = state.active;
    if card == Some("base") {
        return death_star(tx, ship, effect);
    }
    let Some(label) = card else {
        // A "when" trigger: not once a turn, tied to its moment; it names its effect.
        let e = effect.ok_or(DbgError::EffectMissing)?;
        check(state, e)?;
        tx.push(Change::Reminder {
            key: "when_trigger".into(),
            card: None,
        });
        return apply(tx, None, e);
    };
    let c = state
        .card(label)
        .filter(|c| c.owner == me)
        .cloned()
        .ok_or(DbgError::CardNotInPlay)?;
    if c.ability_used {
        return Err(DbgError::AbilityUsed);
    }
    if c.card.id == "grand_moff_tarkin" && effect.is_none() {
        return tarkin(tx, label, slot);
    }
    let e = match effect {
        Some(e) => e.clone(),
        None => own_effect(state, &c.card.id, ship, option)?.ok_or(DbgError::EffectMissing)?,
    };
    check(state, &e)?;
    tx.push(Change::AbilityUsed {
        label: label.into(),
        option: option.map(str::to_string),
    });
    match c.card.id.as_str() {
        "duros_spy" | "b_wing" if option == Some("discard") => {
            reminder(tx, "opponent_discards", &c.card.id)
        }
        "x_wing" | "tie_fighter" => reminder(tx, "draw", &c.card.id),
        "kel_dor_mystic" => reminder(tx, "exile_card", &c.card.id),
        "snowspeeder" | "rebel_commando" => reminder(tx, "opponent_discards", &c.card.id),
        "director_krennic" => reminder(tx, "draw", &c.card.id),
        "jabba_the_hutt" => {
            reminder(tx, "exile_card", &c.card.id);
            reminder(tx, "draw", &c.card.id);
        }
        "c_roc_cruiser" => reminder(tx, "discard_from_hand", &c.card.id),
        _ => {}
    }
    apply(tx, Some(label), &e)
}

fn reminder(tx: &mut Tx<State>, key: &str, card: &str) {
    tx.push(Change::Reminder {
        key: key.into(),
        card: Some(card.into()),
    });
}

/// Every number in bounds and every named ship or slot there, before anything changes.
fn check(state: &State, e: &Effect) -> Result<(), DbgError> {
    for v in [e.resources, e.force, e.attack, e.damage_base, e.repair] {
        n(v)?;
    }
    if let Some(d) = &e.damage_ship {
        n(Some(d.amount))?;
        enemy_ship(state, &d.ship)?;
    }
    if let Some(s) = &e.destroy_ship {
        enemy_ship(state, s)?;
    }
    if let Some(s) = e.destroy_row_ship {
        let (_, c) = market::filled(state, s)?;
        if c.kind != CardType::Ship {
            return Err(DbgError::IllegalTarget {
                reason: "unit".into(),
            });
        }
    }
    if let Some(s) = e.discard_row {
        market::filled(state, s)?;
    }
    if e.discard_top == Some(true) && state.galaxy_deck <= 0 {
        return Err(DbgError::GalaxyEmpty);
    }
    Ok(())
}

fn apply(tx: &mut Tx<State>, label: Option<&str>, e: &Effect) -> Result<(), DbgError> {
    let me: Faction = tx.state.active;
    force::resources(tx, e.resources.unwrap_or(0), label.unwrap_or("ability"));
    force::gain(tx, me, e.force.unwrap_or(0));
    if let (Some(l), Some(a)) = (label, e.attack.filter(|a| *a > 0)) {
        tx.push(Change::AttackGained {
            label: l.into(),
            amount: a,
        });
    }
    if let Some(d) = &e.damage_ship {
        attack::damage_ship(tx, &d.ship, d.amount);
    }
    if let Some(s) = &e.destroy_ship {
        tx.push(Change::ShipDestroyed { label: s.clone() });
    }
    for s in [e.destroy_row_ship, e.discard_row].into_iter().flatten() {
        if let Ok((_, card)) = market::filled(&tx.state, s) {
            tx.push(Change::Defeated { slot: s, card });
        }
    }
    if let Some(r) = e.repair.filter(|r| *r > 0) {
        if let Some(b) = tx.state.side(me).active.clone() {
            let damage = b.damage.saturating_sub(r).max(0);
            tx.push(Change::BaseRepaired {
                faction: me,
                amount: b.damage - damage,
                damage,
            });
        }
    }
    if e.discard_top == Some(true) {
        tx.push(Change::GalaxyTopDiscarded);
    }
    if let (Some(l), Some(true)) = (label, e.exile_self) {
        tx.push(Change::Exiled { label: l.into() });
    }
    // Ability damage to the base ignores ships; it may end the game, so it comes last.
    if let Some(d) = e.damage_base.filter(|d| *d > 0) {
        attack::damage_base(tx, d);
    }
    Ok(())
}
