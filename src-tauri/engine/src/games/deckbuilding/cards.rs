//! Cards and bases: the catalogs in `content/deckbuilding/` and the cards players type in. The
//! app never holds card text, only numbers, traits, a structured reward and an ability id.

use super::error::DbgError;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;
use ts_rs::TS;

const CARDS_JSON: &str = include_str!("../../../../../content/deckbuilding/cards.json");
const BASES_JSON: &str = include_str!("../../../../../content/deckbuilding/bases.json");

/// The largest number a card may print (cost, attack, hit points…).
pub const MAX_NUMBER: i64 = 99;
/// A typed card's name, and its traits (the printed cards carry one or two of eight).
pub const MAX_CARD_NAME: usize = 60;
pub const MAX_TRAITS: usize = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DbgFaction")]
pub enum Faction {
    Empire,
    Rebel,
}

impl Faction {
    pub fn other(self) -> Faction {
        match self {
            Faction::Empire => Faction::Rebel,
            Faction::Rebel => Faction::Empire,
        }
    }

    /// The Force track runs from −3 (Empire end) to +3 (Rebel end): the direction of a gain.
    pub fn sign(self) -> i64 {
        match self {
            Faction::Empire => -1,
            Faction::Rebel => 1,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Faction::Empire => "empire",
            Faction::Rebel => "rebel",
        }
    }
}

/// A card's allegiance; neutral cards belong to neither player.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DbgAllegiance")]
pub enum Allegiance {
    Empire,
    Rebel,
    #[default]
    Neutral,
}

impl From<Faction> for Allegiance {
    fn from(f: Faction) -> Allegiance {
        match f {
            Faction::Empire => Allegiance::Empire,
            Faction::Rebel => Allegiance::Rebel,
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DbgCardType")]
pub enum CardType {
    #[default]
    Unit,
    Ship,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DbgReward")]
pub struct Reward {
    #[serde(default)]
    #[ts(type = "number")]
    pub resources: i64,
    #[serde(default)]
    #[ts(type = "number")]
    pub force: i64,
}

/// A card as the app knows it: a catalog entry, or one typed in at the table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DbgCard")]
pub struct Card {
    /// The catalog id, or the typed name.
    #[serde(default, alias = "name")]
    pub id: String,
    #[serde(default)]
    pub faction: Allegiance,
    #[serde(default, rename = "type")]
    pub kind: CardType,
    #[serde(default)]
    #[ts(type = "number")]
    pub cost: i64,
    #[serde(default)]
    #[ts(type = "number")]
    pub attack: i64,
    #[serde(default)]
    #[ts(type = "number")]
    pub resources: i64,
    #[serde(default)]
    #[ts(type = "number")]
    pub force: i64,
    #[serde(default)]
    #[ts(type = "number")]
    pub target: i64,
    #[serde(default)]
    #[ts(type = "number")]
    pub hp: i64,
    #[serde(default)]
    pub traits: Vec<String>,
    #[serde(default)]
    pub reward: Reward,
    /// False where the numbers are outside knowledge the seed does not state.
    #[serde(default = "yes")]
    pub verified: bool,
}

fn yes() -> bool {
    true
}

impl Card {
    pub fn has_trait(&self, t: &str) -> bool {
        self.traits.iter().any(|x| x == t)
    }

    /// Every printed number within 0–99, a name and traits within theirs, or
    /// `card_invalid{field}`.
    fn check(self) -> Result<Card, DbgError> {
        let fields = [
            ("cost", self.cost),
            ("attack", self.attack),
            ("resources", self.resources),
            ("force", self.force),
            ("target", self.target),
            ("hp", self.hp),
            ("reward.resources", self.reward.resources),
            ("reward.force", self.reward.force),
        ];
        for (field, v) in fields {
            if !(0..=MAX_NUMBER).contains(&v) {
                return Err(DbgError::CardInvalid {
                    field: field.into(),
                });
            }
        }
        if self.id.trim().is_empty() || self.id.chars().count() > MAX_CARD_NAME {
            return Err(DbgError::CardInvalid {
                field: "name".into(),
            });
        }
        let long = |t: &String| t.is_empty() || t.chars().count() > MAX_CARD_NAME;
        if self.traits.len() > MAX_TRAITS || self.traits.iter().any(long) {
            return Err(DbgError::CardInvalid {
                field: "traits".into(),
            });
        }
        Ok(self)
    }
}

/// How an action names a card: a catalog id, or the whole card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(rename = "DbgCardRef")]
pub enum CardRef {
    Id(String),
    Typed(Box<Card>),
}

impl CardRef {
    pub fn resolve(&self) -> Result<Card, DbgError> {
        match self {
            CardRef::Id(id) => card(id).cloned().ok_or(DbgError::UnknownCard),
            CardRef::Typed(c) => {
                // A typed card named like a catalog card is that card unless numbers are given.
                c.as_ref().clone().check()
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct BaseSpec {
    pub id: String,
    pub faction: Faction,
    pub hp: i64,
    #[serde(default)]
    pub start: bool,
    #[serde(default)]
    pub beginner: bool,
    #[serde(default)]
    pub verified: bool,
}

fn catalog() -> &'static (Vec<Card>, Vec<BaseSpec>) {
    static CATALOG: OnceLock<(Vec<Card>, Vec<BaseSpec>)> = OnceLock::new();
    CATALOG.get_or_init(|| {
        // The catalogs are checked by tests; a broken file leaves an empty catalog, not a panic.
        let cards = serde_json::from_str(CARDS_JSON).unwrap_or_default();
        let bases = serde_json::from_str(BASES_JSON).unwrap_or_default();
        (cards, bases)
    })
}

pub fn cards() -> &'static [Card] {
    &catalog().0
}

pub fn bases() -> &'static [BaseSpec] {
    &catalog().1
}

pub fn card(id: &str) -> Option<&'static Card> {
    cards().iter().find(|c| c.id == id)
}

pub fn base(id: &str) -> Option<&'static BaseSpec> {
    bases().iter().find(|b| b.id == id)
}
