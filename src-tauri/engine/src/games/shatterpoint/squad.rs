//! Strike teams: two squads of a primary, a secondary and a support unit; the secondary's and
//! support's point costs within the primary's squad points; one era per squad; no unique name
//! or unit name twice. Casual play records the broken rules instead of refusing the team.

use super::action::{Pick, SquadPick, TeamPick};
use super::catalog::{find_unit, UnitDef};
use super::error::SpError;
use super::state::{Tactics, Team, TeamUnit, UnitCard, UnitCounters};
use super::{Era, UnitType};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A squad rule a team breaks. Same codes and data as the matching [`SpError`], so the UI
/// words them with the same sentences.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[ts(rename = "SpSquadIssue")]
pub enum SquadIssue {
    SquadSize { squad: u8, got: usize },
    SquadShape { squad: u8 },
    SquadPoints { squad: u8, cost: u32, points: u32 },
    SquadPointsUnknown { unit: String },
    SquadEra { squad: u8, unit: String, era: Era },
    SquadEraChoose { squad: u8 },
    SquadUniqueName { name: String },
    SquadUnitName { name: String },
}

impl From<SquadIssue> for SpError {
    fn from(i: SquadIssue) -> SpError {
        match i {
            SquadIssue::SquadSize { squad, got } => SpError::SquadSize { squad, got },
            SquadIssue::SquadShape { squad } => SpError::SquadShape { squad },
            SquadIssue::SquadPoints {
                squad,
                cost,
                points,
            } => SpError::SquadPoints {
                squad,
                cost,
                points,
            },
            SquadIssue::SquadPointsUnknown { unit } => SpError::SquadPointsUnknown { unit },
            SquadIssue::SquadEra { squad, unit, era } => SpError::SquadEra { squad, unit, era },
            SquadIssue::SquadEraChoose { squad } => SpError::SquadEraChoose { squad },
            SquadIssue::SquadUniqueName { name } => SpError::SquadUniqueName { name },
            SquadIssue::SquadUnitName { name } => SpError::SquadUnitName { name },
        }
    }
}

/// Every era a unit may be fielded in: its one era, or all eras from the first to the last of
/// its split symbol (chronological order).
pub fn era_span(eras: &[Era]) -> Vec<Era> {
    match (eras.iter().min(), eras.iter().max()) {
        (Some(lo), Some(hi)) => Era::ALL
            .into_iter()
            .filter(|e| e >= lo && e <= hi)
            .collect(),
        _ => Vec::new(),
    }
}

/// A pick resolved against the catalog: the card's numbers with the player's entries on top.
fn resolve(def: &UnitDef, pick: &Pick, squad: u8) -> Result<TeamUnit, SpError> {
    let missing = |stat: &str| SpError::UnitStatMissing {
        unit: def.name.en.clone(),
        stat: stat.into(),
    };
    let unit_type = pick
        .unit_type
        .or(def.unit_type)
        .ok_or_else(|| missing("unit_type"))?;
    let stamina = pick
        .stamina
        .or(def.stamina)
        .ok_or_else(|| missing("stamina"))?;
    let durability = pick
        .durability
        .or(def.durability)
        .ok_or_else(|| missing("durability"))?;
    let force = pick.force.or(def.force).ok_or_else(|| missing("force"))?;
    let numbers = UnitDef {
        stamina: Some(stamina),
        durability: Some(durability),
        force: Some(force),
        points: pick.points.or(def.points),
        characters: pick.characters.or(def.characters),
        eras: pick.eras.clone().unwrap_or_else(|| def.eras.clone()),
        ..def.clone()
    };
    numbers.validate()?;
    let dual = pick.dual_stance.unwrap_or(def.stances.len() == 2);
    Ok(TeamUnit {
        card: UnitCard {
            def: def.id.clone(),
            name: def.name.clone(),
            unique_name: def.unique_name.clone(),
            unit_type,
            squad,
            stamina,
            durability,
            force,
            points: numbers.points,
            characters: numbers.characters,
        },
        eras: numbers.eras,
        stances: def.stances.clone(),
        dual,
        abilities: def.abilities.clone(),
        pay_force_with_damage: def.pay_force_with_damage,
        verified: def.verified,
        unverified: def.unverified.clone(),
        counters: UnitCounters::default(),
    })
}

fn squad_issues(squad: u8, pick: &SquadPick, units: &[TeamUnit], out: &mut Vec<SquadIssue>) {
    if units.len() != 3 {
        out.push(SquadIssue::SquadSize {
            squad,
            got: units.len(),
        });
    }
    let of = |t: UnitType| units.iter().filter(|u| u.card.unit_type == t).count();
    let shaped = [UnitType::Primary, UnitType::Secondary, UnitType::Support]
        .into_iter()
        .all(|t| of(t) == 1);
    if units.len() == 3 && !shaped {
        out.push(SquadIssue::SquadShape { squad });
    }
    let primary = units.iter().find(|u| u.card.unit_type == UnitType::Primary);
    if let (true, Some(p)) = (shaped, primary) {
        let mut cost = 0;
        let mut known = true;
        for u in units {
            if u.card.points.is_none() {
                known = false;
                out.push(SquadIssue::SquadPointsUnknown {
                    unit: u.card.name.en.clone(),
                });
            } else if u.card.unit_type != UnitType::Primary {
                cost += u.card.points.unwrap_or(0);
            }
        }
        let points = p.card.points.unwrap_or(0);
        if known && cost > points {
            out.push(SquadIssue::SquadPoints {
                squad,
                cost,
                points,
            });
        }
    }
    // The era: chosen, or the primary's only one; a unit with no era on record is not checked.
    let primary_span = primary.map(|p| era_span(&p.eras)).unwrap_or_default();
    let era = pick.era.or(match primary_span.as_slice() {
        [only] => Some(*only),
        _ => None,
    });
    match era {
        Some(era) => {
            for u in units.iter().filter(|u| !u.eras.is_empty()) {
                if !era_span(&u.eras).contains(&era) {
                    out.push(SquadIssue::SquadEra {
                        squad,
                        unit: u.card.name.en.clone(),
                        era,
                    });
                }
            }
        }
        None if primary_span.len() > 1 => out.push(SquadIssue::SquadEraChoose { squad }),
        None => {
            // No primary era on record: the known spans must still share an era.
            let known: Vec<&TeamUnit> = units.iter().filter(|u| !u.eras.is_empty()).collect();
            if let Some(first) = known.first() {
                let common: Vec<Era> = era_span(&first.eras)
                    .into_iter()
                    .filter(|e| known.iter().all(|u| era_span(&u.eras).contains(e)))
                    .collect();
                let first_era = era_span(&first.eras).first().copied();
                if let (true, Some(era)) = (common.is_empty(), first_era) {
                    for u in known.iter().filter(|u| !era_span(&u.eras).contains(&era)) {
                        out.push(SquadIssue::SquadEra {
                            squad,
                            unit: u.card.name.en.clone(),
                            era,
                        });
                    }
                }
            }
        }
    }
}

fn team_issues(units: &[TeamUnit], out: &mut Vec<SquadIssue>) {
    for (i, u) in units.iter().enumerate() {
        let earlier = &units[..i];
        if let Some(name) = &u.card.unique_name {
            if earlier
                .iter()
                .any(|e| e.card.unique_name.as_ref() == Some(name))
                && !out.contains(&SquadIssue::SquadUniqueName { name: name.clone() })
            {
                out.push(SquadIssue::SquadUniqueName { name: name.clone() });
            }
        }
        if earlier
            .iter()
            .any(|e| e.card.def == u.card.def || e.card.name.en == u.card.name.en)
        {
            out.push(SquadIssue::SquadUnitName {
                name: u.card.name.en.clone(),
            });
        }
    }
}

/// Resolves and checks a strike team. Returns the team and the squad rules it breaks; missing
/// card numbers and malformed picks are errors even in casual play.
pub fn validate_team(
    custom: &[UnitDef],
    pick: &TeamPick,
    casual: bool,
) -> Result<(Team, Vec<SquadIssue>), SpError> {
    if pick.squads.len() != 2 {
        return Err(SpError::SquadCount {
            got: pick.squads.len(),
        });
    }
    let mut units = Vec::new();
    let mut eras = Vec::new();
    let mut issues = Vec::new();
    for (i, squad) in pick.squads.iter().enumerate() {
        let n = i as u8 + 1;
        if squad.units.is_empty() || squad.units.len() > 3 {
            return Err(SpError::SquadSize {
                squad: n,
                got: squad.units.len(),
            });
        }
        let mut members = squad
            .units
            .iter()
            .map(|p| {
                let def = find_unit(custom, &p.unit)
                    .ok_or_else(|| SpError::UnknownCatalogUnit { id: p.unit.clone() })?;
                resolve(def, p, i as u8)
            })
            .collect::<Result<Vec<_>, _>>()?;
        // Slots follow the card types: primary, secondary, support.
        members.sort_by_key(|u| u.card.unit_type);
        squad_issues(n, squad, &members, &mut issues);
        let primary = members
            .iter()
            .find(|u| u.card.unit_type == UnitType::Primary);
        let span = primary.map(|p| era_span(&p.eras)).unwrap_or_default();
        eras.push(squad.era.or(match span.as_slice() {
            [only] => Some(*only),
            _ => None,
        }));
        units.extend(members);
    }
    team_issues(&units, &mut issues);
    if !casual {
        if let Some(first) = issues.first() {
            return Err(first.clone().into());
        }
    }
    let tactics = match pick.tactics {
        None => None,
        Some(t) if usize::from(t.slot) < units.len() && (1..=9).contains(&t.cards) => {
            Some(Tactics {
                slot: t.slot,
                cards: t.cards,
            })
        }
        Some(_) => return Err(SpError::TacticsInvalid),
    };
    Ok((
        Team {
            units,
            eras,
            tactics,
            casual,
            waived: if casual { issues.clone() } else { Vec::new() },
        },
        issues,
    ))
}

#[cfg(test)]
#[path = "squad_tests.rs"]
mod tests;
