//! Using a card's ability: once a turn per card, "if the Force is with you" checked, "choose"
//! options that must resolve in full. The known cards apply their own effect; any other card
//! (or a "when" trigger, without a card) names its effect.

use super::change::Change;
use super::effect::{check, resolve, Effect, ShipDamage};
use super::error::DbgError;
use super::force;
use super::log::say;
use super::market;
use super::state::State;
use crate::game::Message;
use crate::kit::Tx;

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
    resolve(tx, None, &e)
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
        return resolve(tx, None, e);
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
    resolve(tx, Some(label), &e)
}

fn reminder(tx: &mut Tx<State>, key: &str, card: &str) {
    tx.push(Change::Reminder {
        key: key.into(),
        card: Some(card.into()),
    });
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::AbilityUsed { label, .. } => {
            s.base_ability_used |= label == "base";
            if let Some(c) = s.in_play.iter_mut().find(|c| c.label == *label) {
                c.ability_used = true;
            }
        }
        // What the players do with their hands and decks: the app only says it.
        Change::Reminder { .. } => {}
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::AbilityUsed { label, .. } => say("ability_used").arg("label", label.clone()),
        Change::Reminder { key, card } => {
            say(&format!("reminder.{key}")).arg("card", card.clone().unwrap_or_default())
        }
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::AbilityUsed { label, .. } => vec![format!("card.{label}")],
        _ => Vec::new(),
    }
}
