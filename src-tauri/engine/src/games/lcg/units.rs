//! Units (§4.4, §4.7, §6.1, §6.2): entered from the card (capacity, Force icons, the 3 × 2
//! combat icons, keywords, unique), deployed by paying from ready providers (one payment per
//! card, excess lost), unique titles and one Limited card a turn; or added as already on the
//! table, the first time it matters.

use super::action::{UnitInput, UnitRef};
use super::change::Change;
use super::error::{count, LcgError};
use super::setup::{affiliation, title};
use super::state::{card_key, IconPair, Icons, Phase, Side, State, Unit, UnitCard, UnitCounters};
use super::turn::wrong_phase;
use crate::game::Message;
use crate::kit::Tx;
use std::collections::BTreeMap;

fn pair(field: &str, p: IconPair) -> Result<IconPair, LcgError> {
    Ok(IconPair(
        count(field, p.0, 0, 9)?,
        count(&format!("{field}_edge"), p.1, 0, 9)?,
    ))
}

/// The unit typed in, checked: every number in its bounds.
pub fn unit(state: &State, side: Side, input: &UnitInput) -> Result<Unit, LcgError> {
    let capacity = count("capacity", input.capacity, 1, 20)?;
    let mut keywords = input.keywords.clone();
    keywords.edge = count("edge", keywords.edge, 0, 9)?;
    let p = state.player(side);
    if input.committed && p.counters.force_cards <= 0 {
        return Err(LcgError::NoForceCard);
    }
    let unit = Unit {
        id: format!("{}-u{}", side.id(), p.units_entered.saturating_add(1)),
        card: UnitCard {
            title: title(&input.title),
            capacity,
            force: count("force", input.force, 0, 9)?,
            icons: Icons {
                unit_damage: pair("unit_damage", input.icons.unit_damage)?,
                tactics: pair("tactics", input.icons.tactics)?,
                blast: pair("blast", input.icons.blast)?,
            },
            keywords,
            unique: input.unique,
        },
        affiliation: affiliation(&input.affiliation)?,
        counters: UnitCounters {
            focus: count("focus", input.focus, 0, 20)?,
            damage: count("damage", input.damage, 0, capacity - 1)?,
            shield: false,
            committed: input.committed,
        },
    };
    if let Some(t) = unit.card.title.as_ref().filter(|_| unit.card.unique) {
        let same = |u: &&Unit| {
            u.card
                .title
                .as_ref()
                .is_some_and(|o| o.eq_ignore_ascii_case(t))
        };
        if state
            .ds
            .units
            .iter()
            .chain(&state.ls.units)
            .any(|u| same(&u))
        {
            return Err(LcgError::UniqueInPlay { title: t.clone() });
        }
    }
    Ok(unit)
}

/// A card the players keep on the device ("my cards"): titled, every number in its bounds, and
/// stored fresh (no focus, damage or commitment; those belong to a unit in play).
pub fn check_card(input: &UnitInput) -> Result<UnitInput, LcgError> {
    let card = UnitInput {
        title: title(&input.title),
        focus: 0,
        damage: 0,
        committed: false,
        ..input.clone()
    };
    if card.title.is_none() {
        return Err(LcgError::TargetMissing);
    }
    unit(&State::default(), Side::Ds, &card)?;
    count("cost", card.cost, 0, 20)?;
    Ok(card)
}

/// `add_unit {side, unit}`: a unit already on the table.
pub fn add(tx: &mut Tx<State>, side: Side, input: &UnitInput) -> Result<String, LcgError> {
    let unit = unit(&tx.state, side, input)?;
    let id = unit.id.clone();
    tx.push(Change::UnitEntered {
        side,
        unit,
        deployed: false,
    });
    Ok(id)
}

/// A unit of `side` by id, or entered now.
pub fn resolve(tx: &mut Tx<State>, side: Side, r: &UnitRef) -> Result<String, LcgError> {
    match r {
        UnitRef::Id(id) => {
            if tx.state.unit(id).is_none() {
                return Err(LcgError::NotInPlay { id: id.clone() });
            }
            if State::side_of(id) != Some(side) {
                return Err(LcgError::NotYourUnit { id: id.clone() });
            }
            Ok(id.clone())
        }
        UnitRef::Unit(input) => add(tx, side, input),
    }
}

/// A provider's resource value, focus and affiliation (if known), if `side` controls it.
type Provider = (i64, i64, Option<String>);

fn provider(state: &State, side: Side, id: &str) -> Result<Provider, LcgError> {
    if id == format!("{}-aff", side.id()) {
        let p = state.player(side);
        return Ok((1, p.counters.affiliation_focus, p.affiliation.clone()));
    }
    let o = state
        .objective(id)
        .ok_or_else(|| LcgError::NotInPlay { id: id.into() })?;
    if State::side_of(id) != Some(side) {
        return Err(LcgError::NotYourUnit { id: id.into() });
    }
    Ok((o.resources, o.focus, o.affiliation.clone()))
}

/// The resource match (§4.7.3): a card of an affiliation, costing something, needs one provider
/// used of that affiliation; neutral cards need none and neutral providers never supply it. A
/// provider whose affiliation was not typed in is given the benefit of the doubt (the table
/// knows), so only a payment known to miss is refused.
fn check_match(unit: &Unit, cost: i64, used: &[Option<String>]) -> Result<(), LcgError> {
    let Some(a) = unit.affiliation.as_ref().filter(|a| *a != "neutral") else {
        return Ok(());
    };
    if cost == 0 || used.iter().any(|p| p.as_ref().is_none_or(|p| p == a)) {
        return Ok(());
    }
    Err(LcgError::NoResourceMatch {
        affiliation: a.clone(),
    })
}

/// `deploy {unit, pay}`: the active player plays a unit in their Deployment phase.
pub fn deploy(
    tx: &mut Tx<State>,
    input: &UnitInput,
    pay: &BTreeMap<String, i64>,
) -> Result<(), LcgError> {
    let s = &tx.state;
    if s.phase != Phase::Deployment {
        return Err(wrong_phase(s));
    }
    let side = s.active;
    let fresh = UnitInput {
        focus: 0,
        damage: 0,
        committed: false,
        ..input.clone()
    };
    let unit = unit(s, side, &fresh)?;
    if unit.card.keywords.limited && s.player(side).limited_played {
        return Err(LcgError::LimitedPlayed);
    }
    let cost = count("cost", input.cost, 0, 20)?;
    let mut paid = 0i64;
    let mut focus = Vec::new();
    let mut used = Vec::new();
    for (id, n) in pay {
        let (value, f, aff) = provider(s, side, id)?;
        used.push(aff);
        if f > 0 {
            return Err(LcgError::UnitExhausted { id: id.clone() });
        }
        let n = count(&format!("pay.{id}"), *n, 1, value)?;
        paid += n;
        focus.push(Change::Focus {
            card: id.clone(),
            from: 0,
            to: n,
        });
    }
    if paid < cost {
        return Err(LcgError::ShortPayment { cost, paid });
    }
    check_match(&unit, cost, &used)?;
    tx.push(Change::UnitEntered {
        side,
        unit,
        deployed: true,
    });
    for f in focus {
        tx.push(f);
    }
    tx.push(Change::Paid { side, cost, paid });
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    Some(match change {
        Change::UnitEntered {
            side,
            unit,
            deployed,
        } => Message::new(if *deployed {
            "lcg.unit_deployed"
        } else {
            "lcg.unit_added"
        })
        .arg("side", side.id())
        .arg("card", unit.id.clone()),
        Change::Paid { cost, paid, .. } => Message::new("lcg.paid")
            .arg("cost", *cost)
            .arg("n", *paid)
            .arg("lost", paid - cost),
        _ => return None,
    })
}

pub fn apply(s: &mut State, c: &Change) {
    // `Paid` only records the sum for the log: the payment is the `Focus` changes before it.
    if let Change::UnitEntered {
        side,
        unit,
        deployed,
    } = c
    {
        let p = s.player_mut(*side);
        p.units.push(unit.clone());
        p.units_entered += 1;
        if *deployed {
            p.counters.hand = (p.counters.hand - 1).max(0);
            p.limited_played |= unit.card.keywords.limited;
        }
        if unit.counters.committed {
            p.counters.force_cards = (p.counters.force_cards - 1).max(0);
        }
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::UnitEntered { side, unit, .. } => {
            vec![
                card_key(&unit.id),
                side.key("hand"),
                side.key("force_cards"),
            ]
        }
        _ => vec![],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_card_needs_a_title_and_numbers_in_bounds_and_is_stored_fresh() {
        let card = UnitInput {
            title: Some("  Luke  ".into()),
            capacity: 3,
            force: 2,
            damage: 2,
            committed: true,
            ..UnitInput::default()
        };
        let kept = check_card(&card).unwrap();
        assert_eq!(kept.title.as_deref(), Some("Luke"));
        assert_eq!((kept.damage, kept.committed), (0, false));
        let untitled = UnitInput {
            title: None,
            ..card.clone()
        };
        assert_eq!(check_card(&untitled), Err(LcgError::TargetMissing));
        let big = UnitInput {
            capacity: 21,
            ..card
        };
        assert!(matches!(
            check_card(&big),
            Err(LcgError::InvalidCount { .. })
        ));
    }
}
