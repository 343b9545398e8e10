//! The Force pool: as many tokens as the strike team's Force, ready or spent. Active and
//! reactive abilities cost their printed Force plus 1 per wound and injury token on the unit;
//! nothing may be paid with Force that is not ready. Reserve and the Shatterpoint redraw cost 1.

use super::action::Payment;
use super::change::{Change, DamageCause, ForceReason};
use super::error::SpError;
use super::guards::{living, player, playing, Tx};
use super::log;
use super::readings::{self, PAY_WITH_DAMAGE};
use super::state::{AbilityUse, State};
use super::units::{end_if_activating, take_damage};
use super::{AbilityType, Text, UnitRef};
use crate::error::Common;
use crate::game::Message;

/// Spends ready Force, or says how much is missing.
pub fn spend(tx: &mut Tx, p: u8, need: u32, reason: ForceReason) -> Result<(), SpError> {
    let ready = tx.state.side(p).force_ready;
    if need > ready {
        return Err(SpError::NotEnoughForce { need, ready });
    }
    if need > 0 {
        tx.push(Change::ForceSpent {
            player: p,
            amount: need,
            reason,
        });
    }
    Ok(())
}

/// What an ability costs this unit now: (printed or chosen cost, wound/injury tax).
pub fn ability_cost(tax: u32, kind: AbilityType, cost: u32, payment: Payment) -> (u32, u32) {
    match payment {
        // A combat tree's active-ability effect waives the cost and the tax (FAQ).
        Payment::Free => (0, 0),
        _ if kind.is_paid() => (cost, tax),
        _ => (0, 0),
    }
}

pub fn use_ability(
    tx: &mut Tx,
    r: UnitRef,
    ability: Option<&str>,
    kind: Option<AbilityType>,
    cost: Option<u32>,
    payment: Payment,
) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?.clone();
    let def = match ability {
        Some(id) => Some(
            u.abilities
                .iter()
                .find(|a| a.id == id)
                .ok_or_else(|| SpError::AbilityUnknown { ability: id.into() })?,
        ),
        None => None,
    };
    let kind = def
        .and_then(|d| d.kind)
        .or(kind)
        .ok_or(SpError::AbilityKindUnknown)?;
    // A variable cost is chosen by the player; otherwise the printed cost, or the player's
    // entry where the data has none.
    let printed = match def {
        Some(d) if d.variable_cost => cost.or(d.cost),
        Some(d) => d.cost.or(cost),
        None => cost,
    };
    let printed = if kind.is_paid() {
        printed.ok_or(SpError::AbilityCostUnknown)?
    } else {
        0
    };
    if printed > 9 {
        return Err(Common::Amount { min: 0, max: 9 }.into());
    }
    let own_activation = tx.state.activating() == Some(r);
    if kind == AbilityType::Active && !own_activation {
        return Err(SpError::NotActivating {
            player: r.player,
            slot: r.slot,
        });
    }
    if let Some(d) = def.filter(|_| kind.is_paid()) {
        let used = tx
            .state
            .turn
            .ability_uses
            .iter()
            .filter(|a| a.unit == r && a.ability == d.id)
            .count();
        let allowed = if d.twice_per_activation && own_activation {
            2
        } else {
            1
        };
        if used >= allowed {
            return Err(SpError::AbilityUsed {
                ability: d.name.en.clone(),
            });
        }
    }
    let ok_payment = match payment {
        Payment::Force => true,
        Payment::Damage => u.pay_force_with_damage && kind.is_paid(),
        Payment::Free => kind == AbilityType::Active && own_activation,
    };
    if !ok_payment {
        return Err(SpError::PaymentNotAllowed);
    }
    let (cost, tax) = ability_cost(u.tax(), kind, printed, payment);
    if payment == Payment::Damage && u.counters.wounded {
        return Err(SpError::UnitWoundedNoDamage);
    }
    // What is paid in Force and what in damage: paying with damage replaces the cost, and the
    // tax too only under the `cost_plus_tax` reading (the card's literal text leaves the tax in
    // Force; the table may switch).
    let (force, damage) = match payment {
        Payment::Force => (cost + tax, 0),
        Payment::Damage if readings::choice(&tx.state, PAY_WITH_DAMAGE) == "card_literal" => {
            (tax, cost)
        }
        Payment::Damage => (0, cost + tax),
        Payment::Free => (0, 0),
    };
    let ready = tx.state.side(r.player).force_ready;
    if force > ready {
        return Err(SpError::NotEnoughForce { need: force, ready });
    }
    tx.push(Change::AbilityUsed {
        unit: r,
        name: u.card.name.clone(),
        ability: def.map(|d| d.id.clone()),
        ability_name: def.map(|d| d.name.clone()),
        kind,
        cost,
        tax,
        payment,
        tax_in_force: payment == Payment::Damage && force > 0,
    });
    if force > 0 {
        spend(tx, r.player, force, ForceReason::Ability)?;
    }
    if damage > 0 && take_damage(tx, r, damage, DamageCause::AbilityCost) {
        end_if_activating(tx, r);
    }
    Ok(())
}

pub fn refresh(tx: &mut Tx, p: u8, requested: u32) -> Result<(), SpError> {
    playing(&tx.state)?;
    player(p)?;
    if requested == 0 || requested > 99 {
        return Err(Common::Amount { min: 1, max: 99 }.into());
    }
    let side = tx.state.side(p);
    let spent = side.force_size - side.force_ready.min(side.force_size);
    tx.push(Change::ForceRefreshed {
        player: p,
        amount: requested.min(spent),
        requested,
    });
    Ok(())
}

/// Force spent at the table (the pool's −1): only ready Force.
pub fn spend_at_table(tx: &mut Tx, p: u8, amount: u32) -> Result<(), SpError> {
    playing(&tx.state)?;
    player(p)?;
    if amount == 0 || amount > 99 {
        return Err(Common::Amount { min: 1, max: 99 }.into());
    }
    spend(tx, p, amount, ForceReason::Table)
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::AbilityUsed {
            unit,
            ability: Some(a),
            ..
        } => s.turn.ability_uses.push(AbilityUse {
            unit: *unit,
            ability: a.clone(),
        }),
        Change::ForceSpent { player, amount, .. } => {
            let side = s.side_mut(*player);
            side.force_ready = side.force_ready.saturating_sub(*amount);
        }
        Change::ForceRefreshed { player, amount, .. } => {
            let side = s.side_mut(*player);
            side.force_ready = side
                .force_ready
                .saturating_add(*amount)
                .min(side.force_size);
        }
        _ => {}
    }
}

/// The Force an ability costs is in the ability's own sentence, not a separate one.
pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::ForceSpent {
            reason: ForceReason::Ability,
            ..
        } => return None,
        Change::ForceSpent {
            player: p, amount, ..
        } => log::player(log::m("force_spent"), *p).arg("n", *amount),
        Change::ForceRefreshed {
            player: p,
            amount,
            requested,
        } => {
            let msg = if amount < requested {
                log::m("force_refreshed_capped")
            } else {
                log::m("force_refreshed")
            };
            log::player(msg, *p).arg("n", *amount)
        }
        Change::AbilityUsed {
            name,
            ability_name,
            kind,
            cost,
            tax,
            payment,
            tax_in_force,
            ..
        } if *tax_in_force => log::named(
            log::unit("ability_used_damage_tax", name),
            "ability",
            ability_name.as_ref().unwrap_or(&unlisted()),
        )
        .arg("n", *cost)
        .arg("tax", *tax),
        Change::AbilityUsed {
            name,
            ability_name,
            kind,
            cost,
            tax,
            payment,
            ..
        } => ability(
            name,
            ability_name.as_ref(),
            kind.is_paid(),
            *cost,
            *tax,
            *payment,
        ),
        _ => return None,
    })
}

fn unlisted() -> Text {
    Text::new("(spoza listy)", "an unlisted ability")
}

fn ability(
    name: &Text,
    ability: Option<&Text>,
    paid: bool,
    cost: u32,
    tax: u32,
    payment: Payment,
) -> Message {
    let unlisted = unlisted();
    let a = ability.unwrap_or(&unlisted);
    let total = cost + tax;
    let msg = match payment {
        Payment::Free => log::unit("ability_used_free", name),
        Payment::Damage => log::unit("ability_used_damage", name),
        Payment::Force if !paid => log::unit("ability_used_innate", name),
        Payment::Force if tax > 0 => log::unit("ability_used_tax", name)
            .arg("cost", cost)
            .arg("tax", tax),
        Payment::Force => log::unit("ability_used", name),
    };
    log::named(msg, "ability", a).arg("n", total)
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::ForceSpent { player, .. } | Change::ForceRefreshed { player, .. } => {
            vec![log::force(*player)]
        }
        Change::AbilityUsed { unit, .. } => vec![log::unit_key(*unit)],
        _ => Vec::new(),
    }
}

#[cfg(test)]
#[path = "force_tests.rs"]
mod tests;
