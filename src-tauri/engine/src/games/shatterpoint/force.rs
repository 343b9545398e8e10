//! The Force pool: as many tokens as the strike team's Force, ready or spent. Active and
//! reactive abilities cost their printed Force plus 1 per wound and injury token on the unit;
//! nothing may be paid with Force that is not ready. Reserve and the Shatterpoint redraw cost 1.

use super::action::Payment;
use super::decide::{living, player, playing, Tx};
use super::error::SpError;
use super::event::{Change, DamageCause, ForceReason};
use super::units::{end_if_activating, take_damage};
use super::{AbilityType, UnitRef};
use crate::error::Common;

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
    if payment == Payment::Damage && u.wounded {
        return Err(SpError::UnitWoundedNoDamage);
    }
    if payment == Payment::Force {
        let ready = tx.state.side(r.player).force_ready;
        if cost + tax > ready {
            return Err(SpError::NotEnoughForce {
                need: cost + tax,
                ready,
            });
        }
    }
    tx.push(Change::AbilityUsed {
        unit: r,
        name: u.name.clone(),
        ability: def.map(|d| d.id.clone()),
        ability_name: def.map(|d| d.name.clone()),
        kind,
        cost,
        tax,
        payment,
    });
    match payment {
        Payment::Force => spend(tx, r.player, cost + tax, ForceReason::Ability)?,
        Payment::Damage if cost + tax > 0 => {
            if take_damage(tx, r, cost + tax, DamageCause::AbilityCost) {
                end_if_activating(tx, r);
            }
        }
        Payment::Damage | Payment::Free => {}
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

#[cfg(test)]
mod tests {
    use super::super::testkit::*;
    use super::super::Action;
    use super::*;

    fn speed(payment: Payment) -> Action {
        Action::UseAbility {
            unit: unit(0, MAUL),
            ability: Some("force-speed".into()),
            kind: None,
            cost: None,
            payment,
        }
    }

    #[test]
    fn active_abilities_cost_force_plus_the_tax_once_per_turn() {
        let s = go(&started(), MAUL);
        let s2 = ok(&s, speed(Payment::Force));
        assert_eq!(s2.side(0).force_ready, 8);
        assert_eq!(
            act(&s2, speed(Payment::Force)),
            Err(SpError::AbilityUsed {
                ability: "Force Speed".into()
            })
        );
        let mut hurt = s.clone();
        hurt.unit_mut(unit(0, MAUL)).unwrap().injuries = 2;
        hurt.players[0].force_ready = 2;
        assert_eq!(
            act(&hurt, speed(Payment::Force)),
            Err(SpError::NotEnoughForce { need: 3, ready: 2 })
        );
    }

    #[test]
    fn active_abilities_only_in_the_units_own_activation() {
        let s = started();
        assert_eq!(
            act(&s, speed(Payment::Force)),
            Err(SpError::NotActivating {
                player: 0,
                slot: MAUL
            })
        );
    }

    #[test]
    fn damage_pays_for_a_unit_that_may_and_free_waives_the_tax() {
        let mut s = go(&started(), MAUL);
        s.unit_mut(unit(0, MAUL)).unwrap().injuries = 1;
        let s2 = ok(&s, speed(Payment::Damage));
        assert_eq!(s2.unit(unit(0, MAUL)).unwrap().damage, 2, "cost 1 + tax 1");
        assert_eq!(s2.side(0).force_ready, 9);
        let s3 = ok(&s, speed(Payment::Free));
        assert_eq!(
            (
                s3.side(0).force_ready,
                s3.unit(unit(0, MAUL)).unwrap().damage
            ),
            (9, 0)
        );
        let s = go(&pass(&go(&started(), MAUL)), ANAKIN);
        let jump = Action::UseAbility {
            unit: unit(1, ANAKIN),
            ability: Some("force-jump".into()),
            kind: None,
            cost: None,
            payment: Payment::Damage,
        };
        assert_eq!(act(&s, jump), Err(SpError::PaymentNotAllowed));
    }

    #[test]
    fn refreshing_stops_at_the_pool_size() {
        let mut s = started();
        s.players[0].force_ready = 8;
        let s = ok(
            &s,
            Action::RefreshForce {
                player: 0,
                amount: 2,
            },
        );
        assert_eq!(s.side(0).force_ready, 9);
    }
}
