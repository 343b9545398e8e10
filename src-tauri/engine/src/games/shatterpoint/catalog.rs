//! Unit and mission data: `content/shatterpoint/units.json` and `missions.json`, embedded, plus
//! the units players type in from the cards in their hands. A number the sources do not give is
//! absent and named in `unverified`; nothing is guessed silently.

use super::error::SpError;
use super::limits::{
    ABILITY_TEXT_CHARS, ID_BYTES, NAME_CHARS, RULE_CHARS, SOURCE_CHARS, STANCE_NAME_CHARS,
    TRAIT_CHARS, UNIT_ABILITIES, UNIT_TRAITS, UNVERIFIED, UNVERIFIED_CHARS,
};
use super::{AbilityType, Era, Text, UnitType};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::sync::OnceLock;
use ts_rs::TS;

const UNITS_JSON: &str = include_str!("../../../../../content/shatterpoint/units.json");
const MISSIONS_JSON: &str = include_str!("../../../../../content/shatterpoint/missions.json");

/// The id of the mission the engine builds from a chosen number of objectives.
pub const GENERIC_MISSION: &str = "generic";
pub const MAX_OBJECTIVES: u8 = 10;

/// One unit card: the back (squad building) and the front (play). Every field the source does
/// not give is `None` (or empty) and listed in `unverified`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpUnitDef")]
pub struct UnitDef {
    pub id: String,
    pub name: Text,
    pub unique_name: Option<String>,
    pub unit_type: Option<UnitType>,
    #[serde(default)]
    pub traits: Vec<Text>,
    pub stamina: Option<u32>,
    pub durability: Option<u32>,
    pub force: Option<u32>,
    /// Squad points (SP) of a primary, point cost (PC) of the others.
    pub points: Option<u32>,
    pub characters: Option<u32>,
    /// One era, or the first and last era of a multi-era unit's span; empty when unknown.
    #[serde(default)]
    pub eras: Vec<Era>,
    /// The combat card's stance names: two for a dual-sided card.
    #[serde(default)]
    pub stances: Vec<Text>,
    #[serde(default)]
    pub abilities: Vec<AbilityDef>,
    /// The unit may take damage instead of spending Force on its abilities while not Wounded
    /// (Lord Maul's innate ability, as a generic mechanism).
    #[serde(default)]
    pub pay_force_with_damage: bool,
    /// The rules entry about this unit, when there is one.
    pub rule: Option<String>,
    pub verified: bool,
    #[serde(default)]
    pub unverified: Vec<String>,
    pub source: String,
    /// A second source beside `source` (ShatterApp's card data beside a rulebook seed): which
    /// values it gave where `source` is silent, and which it confirmed. Absent with one source.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub second_source: Option<Box<SecondSource>>,
    /// Typed in by the players from their own card.
    #[serde(default)]
    pub custom: bool,
}

/// Where a unit's values come from when two sources give them: this one's name, the fields it
/// filled (the first source silent) and those it confirmed (both agree). Where the two differ
/// the first source's value stands and `content/shatterpoint/DISAGREEMENTS.md` lists both.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpSecondSource")]
pub struct SecondSource {
    pub source: String,
    #[serde(default)]
    pub filled: Vec<String>,
    #[serde(default)]
    pub confirmed: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpAbilityDef")]
pub struct AbilityDef {
    pub id: String,
    pub name: Text,
    pub kind: Option<AbilityType>,
    /// The printed Force cost; `None` when the source does not show it.
    pub cost: Option<u32>,
    /// The player chooses how much Force to spend (within the text's limits).
    #[serde(default)]
    pub variable_cost: bool,
    /// May be used twice during the unit's own activation.
    #[serde(default)]
    pub twice_per_activation: bool,
    /// What it does, in this project's words.
    pub text: Text,
    #[serde(default)]
    pub unverified: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpSpecialRule")]
pub enum SpecialRule {
    /// In struggles 2 and 3 the active player rolls a defense die at the start of the turn to
    /// mark the priority objective; its controller moves the token 1 extra space.
    ShiftingPriorities,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpStruggleCardDef")]
pub struct StruggleCardDef {
    pub id: String,
    pub name: Text,
    /// I, II or III; `None` when the source does not say.
    pub phase: Option<u8>,
    #[serde(default)]
    pub unverified: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpMissionDef")]
pub struct MissionDef {
    pub id: String,
    pub name: Text,
    /// How many objective tokens the mission card lays out; `None` when unknown (the players
    /// count them on their card).
    pub objectives: Option<u8>,
    pub special: Option<SpecialRule>,
    #[serde(default)]
    pub struggle_cards: Vec<StruggleCardDef>,
    pub rule: Option<String>,
    pub verified: bool,
    #[serde(default)]
    pub unverified: Vec<String>,
    pub source: String,
}

/// The rulebook seeds' units, as written in `units.json`.
pub(super) fn seed_units() -> Vec<UnitDef> {
    serde_json::from_str(UNITS_JSON).unwrap_or_default()
}

/// The units that ship with the app: the seeds' (in their order, each filled in from ShatterApp's
/// card data where the seed is silent), then every other unit ShatterApp gives (see
/// `catalog_merge.rs`). The content tests guarantee they parse and validate.
pub fn builtin_units() -> &'static [UnitDef] {
    static UNITS: OnceLock<Vec<UnitDef>> = OnceLock::new();
    UNITS.get_or_init(|| {
        super::catalog_merge::merge_units(&seed_units(), super::catalog_merge::facts_units()).0
    })
}

pub fn builtin_missions() -> &'static [MissionDef] {
    static MISSIONS: OnceLock<Vec<MissionDef>> = OnceLock::new();
    MISSIONS.get_or_init(|| serde_json::from_str(MISSIONS_JSON).unwrap_or_default())
}

/// A mission with no special rules and no named struggle cards: the players say how many
/// objectives there are and which ones each struggle card activates.
pub fn generic_mission() -> MissionDef {
    MissionDef {
        id: GENERIC_MISSION.into(),
        name: Text::new("Misja ogólna", "Generic mission"),
        objectives: None,
        special: None,
        struggle_cards: Vec::new(),
        rule: Some("sp.concept.missions".into()),
        verified: true,
        unverified: Vec::new(),
        source: "Datapad".into(),
    }
}

fn bad(field: &str) -> SpError {
    SpError::UnitInvalid {
        field: field.into(),
    }
}

fn check_text(t: &Text, field: &str, max: usize) -> Result<(), SpError> {
    for s in [&t.pl, &t.en] {
        let n = s.trim().chars().count();
        if n == 0 || n > max {
            return Err(bad(field));
        }
    }
    Ok(())
}

/// A list past its limit, refused by name before any of its items is looked at.
fn at_most(len: usize, field: &str, max: usize) -> Result<(), SpError> {
    if len > max {
        return Err(SpError::UnitTooMany {
            field: field.into(),
            max,
        });
    }
    Ok(())
}

/// A text past its limit in either language (`Text`), or a plain one.
fn not_longer<'a>(
    texts: impl IntoIterator<Item = &'a str>,
    field: &str,
    max: usize,
) -> Result<(), SpError> {
    if texts.into_iter().any(|s| s.chars().count() > max) {
        return Err(SpError::UnitTooLong {
            field: field.into(),
            max,
        });
    }
    Ok(())
}

/// The names of unverified fields: how many, and how long each.
fn check_unverified(list: &[String], field: &str) -> Result<(), SpError> {
    at_most(list.len(), field, UNVERIFIED)?;
    not_longer(list.iter().map(String::as_str), field, UNVERIFIED_CHARS)
}

fn check_num(v: Option<u32>, field: &str, min: u32, max: u32) -> Result<(), SpError> {
    match v {
        Some(x) if x < min || x > max => Err(bad(field)),
        _ => Ok(()),
    }
}

/// A slug: lowercase letters, digits and dashes.
fn check_id(id: &str, field: &str) -> Result<(), SpError> {
    let ok = !id.is_empty()
        && id.len() <= ID_BYTES
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if ok {
        Ok(())
    } else {
        Err(bad(field))
    }
}

impl UnitDef {
    /// Checks a unit typed in by the players (and every shipped unit, in the content test).
    pub fn validate(&self) -> Result<(), SpError> {
        check_id(&self.id, "id")?;
        check_text(&self.name, "name", NAME_CHARS)?;
        if let Some(u) = &self.unique_name {
            let n = u.trim().chars().count();
            if n == 0 || n > NAME_CHARS {
                return Err(bad("unique_name"));
            }
        }
        at_most(self.traits.len(), "traits", UNIT_TRAITS)?;
        for t in &self.traits {
            check_text(t, "traits", TRAIT_CHARS)?;
        }
        check_num(self.stamina, "stamina", 1, 99)?;
        check_num(self.durability, "durability", 1, 9)?;
        check_num(self.force, "force", 0, 9)?;
        check_num(self.points, "points", 0, 30)?;
        check_num(self.characters, "characters", 1, 9)?;
        match self.eras.as_slice() {
            [] | [_] => {}
            [a, b] if a < b => {}
            _ => return Err(bad("eras")),
        }
        if self.stances.len() > 2 {
            return Err(bad("stances"));
        }
        for s in &self.stances {
            check_text(s, "stances", STANCE_NAME_CHARS)?;
        }
        at_most(self.abilities.len(), "abilities", UNIT_ABILITIES)?;
        // A set, not every ability against every earlier one.
        let mut ids = BTreeSet::new();
        for (i, a) in self.abilities.iter().enumerate() {
            check_id(&a.id, "abilities")?;
            if !ids.insert(a.id.as_str()) {
                return Err(bad("abilities"));
            }
            check_text(&a.name, "abilities", NAME_CHARS)?;
            check_num(a.cost, "abilities", 0, 9)?;
            let paid = a.kind.is_none_or(AbilityType::is_paid);
            if !paid && a.cost.is_some_and(|c| c > 0) {
                return Err(bad("abilities"));
            }
            let text = format!("abilities[{i}].text");
            not_longer(
                [a.text.pl.as_str(), a.text.en.as_str()],
                &text,
                ABILITY_TEXT_CHARS,
            )?;
            check_unverified(&a.unverified, &format!("abilities[{i}].unverified"))?;
        }
        not_longer(self.rule.as_deref(), "rule", RULE_CHARS)?;
        check_unverified(&self.unverified, "unverified")?;
        if self.source.trim().is_empty() {
            return Err(bad("source"));
        }
        not_longer([self.source.as_str()], "source", SOURCE_CHARS)?;
        if let Some(second) = &self.second_source {
            if second.source.trim().is_empty() {
                return Err(bad("second_source"));
            }
            not_longer([second.source.as_str()], "second_source", SOURCE_CHARS)?;
            check_unverified(&second.filled, "second_source.filled")?;
            check_unverified(&second.confirmed, "second_source.confirmed")?;
        }
        Ok(())
    }

    /// A unit the players typed in: valid, and not taking a shipped unit's id.
    pub fn validate_custom(&self) -> Result<(), SpError> {
        self.validate()?;
        if builtin_units().iter().any(|u| u.id == self.id) {
            return Err(SpError::CustomUnitExists {
                id: self.id.clone(),
            });
        }
        Ok(())
    }

    pub fn ability(&self, id: &str) -> Option<&AbilityDef> {
        self.abilities.iter().find(|a| a.id == id)
    }
}

/// Finds a unit among the shipped ones and those the players added this session.
pub fn find_unit<'a>(custom: &'a [UnitDef], id: &str) -> Option<&'a UnitDef> {
    custom
        .iter()
        .find(|u| u.id == id)
        .or_else(|| builtin_units().iter().find(|u| u.id == id))
}

pub fn find_mission(id: &str) -> Option<MissionDef> {
    if id == GENERIC_MISSION {
        return Some(generic_mission());
    }
    builtin_missions().iter().find(|m| m.id == id).cloned()
}

#[cfg(test)]
#[path = "catalog_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "unit_limits_tests.rs"]
mod unit_limits_tests;
