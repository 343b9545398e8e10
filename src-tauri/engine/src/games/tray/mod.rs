//! The dice tray: Shatterpoint and Battle of Hoth dice rolled virtually or read off physical dice,
//! with rerolls, locks and a history. The first game on the shared machinery.

mod change;
mod decide;
mod error;
mod facts;
mod luck;
mod rolls;
#[cfg(test)]
mod tests;

pub use change::{Change, Event};
pub use error::TrayError;

pub use crate::dice::DiceMode;
use crate::dice::{Counts, Symbol};
use crate::game::Game;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

// Each change, with the rule file that applies it, says it and names what it touched.
crate::changes! { Change for State {
    rolls: Rolled | Rerolled | Locked | FaceSet,
}}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PoolPart {
    pub die: String,
    pub count: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Face {
    pub die: String,
    pub symbol: Symbol,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[derive(strum::VariantNames)]
#[strum(serialize_all = "snake_case")]
#[ts(rename = "TrayAction")]
pub enum Action {
    /// Roll a new pool virtually.
    Roll { pool: Vec<PoolPart> },
    /// Record a physical roll, face by face.
    Enter { faces: Vec<Face> },
    /// Reroll the chosen dice of the current roll; an empty list rerolls every unlocked die.
    Reroll { indices: Vec<usize> },
    /// Lock or unlock a die of the current roll: locked dice are never rerolled.
    Lock { index: usize, locked: bool },
    /// Change a die of the current roll to a face read off the table (physical rerolls).
    SetFace { index: usize, symbol: Symbol },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct TrayDie {
    pub die: String,
    pub symbol: Symbol,
    pub locked: bool,
    /// How many times this die was rerolled or changed.
    pub rerolled: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Roll {
    /// 1 for the session's first roll.
    pub number: u32,
    pub mode: DiceMode,
    pub dice: Vec<TrayDie>,
}

/// How many rolls the tray keeps: its history on screen. Older rolls stay in the log and the
/// journal; keeping every one would make each tap, copy and view grow with the session.
pub const KEPT_ROLLS: usize = 50;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "TrayState")]
pub struct State {
    /// The latest rolls, at most [`KEPT_ROLLS`], oldest first; the last is the current roll.
    pub rolls: Vec<Roll>,
    /// Every roll of the session, the ones no longer kept included: the next roll's number
    /// is one more.
    pub count: u32,
    /// Every die of the session, the rolls no longer kept included (the luck of the evening).
    #[serde(default)]
    pub luck: crate::luck::Tally,
}

/// One symbol's count in a roll, for the summary in words.
#[derive(Debug, Clone, Serialize, TS)]
pub struct SymbolCount {
    pub symbol: Symbol,
    pub count: u32,
}

/// A roll as the tray shows it: the roll itself, and what it adds up to.
#[derive(Debug, Clone, Serialize, TS)]
pub struct RollView {
    /// Its number, mode and dice, as kept: a field the roll gains is shown with it.
    #[serde(flatten)]
    pub roll: Roll,
    /// Non-zero counts per die kind, in a fixed order: crits, strikes, expertise, failures, …
    pub groups: Vec<DieGroup>,
    /// What the roll means in each game whose dice it holds, asked of the registry: `{"sp":
    /// {"successes": 3}}`, `{"hoth": {"infantry": 2, "vehicle": 1, "special": 0, "retreats": 1}}`.
    #[ts(type = "Record<string, Record<string, number>>")]
    pub result: BTreeMap<String, BTreeMap<&'static str, u32>>,
}

/// The dice of one kind in a roll (attack, defense, battle) and their counts.
#[derive(Debug, Clone, Serialize, TS)]
pub struct DieGroup {
    pub die: String,
    pub summary: Vec<SymbolCount>,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct TrayView {
    pub current: Option<RollView>,
    /// Newest first, the current roll included: the latest [`KEPT_ROLLS`].
    pub history: Vec<RollView>,
    /// The table's dice of the whole session against their expectation.
    pub luck: Vec<crate::luck::PlayerLuck>,
}

impl Roll {
    pub fn counts(&self) -> Counts {
        Counts::of(self.dice.iter().map(|d| d.symbol))
    }

    fn view(&self, table: &crate::game::Table) -> RollView {
        let groups = rolls::per_kind(self.dice.iter().map(|d| (d.die.as_str(), d.symbol)))
            .into_iter()
            .map(|(kind, counts)| {
                let summary = Symbol::ALL
                    .into_iter()
                    .filter(|s| counts.get(*s) > 0)
                    .map(|s| SymbolCount {
                        symbol: s,
                        count: counts.get(s),
                    })
                    .collect();
                DieGroup {
                    die: kind.to_string(),
                    summary,
                }
            })
            .collect();
        RollView {
            roll: self.clone(),
            groups,
            result: self.result(table),
        }
    }

    /// What the roll means in each game whose dice it holds: game id → reading by name.
    fn result(&self, table: &crate::game::Table) -> BTreeMap<String, BTreeMap<&'static str, u32>> {
        table
            .meanings
            .iter()
            .filter_map(|(game, meaning)| {
                let mine = self
                    .dice
                    .iter()
                    .filter(|d| meaning.dice.contains(&d.die.as_str()));
                mine.clone().next()?;
                let counts = Counts::of(mine.map(|d| d.symbol));
                Some((game.to_string(), (meaning.read)(&counts)))
            })
            .collect()
    }
}

pub struct DiceTray;

impl Game for DiceTray {
    const ID: &'static str = "tray";
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = TrayView;
    type Error = TrayError;
    const ACTIONS: &'static [&'static str] = <Action as strum::VariantNames>::VARIANTS;

    fn decide(
        state: &State,
        action: &Action,
        ctx: &mut crate::game::Ctx,
    ) -> Result<Vec<Event>, TrayError> {
        decide::decide(state, action, ctx)
    }

    fn view(state: &State, table: &crate::game::Table) -> TrayView {
        TrayView {
            current: state.rolls.last().map(|r| r.view(table)),
            history: state.rolls.iter().rev().map(|r| r.view(table)).collect(),
            luck: crate::luck::evening(&state.luck),
        }
    }

    fn check(state: &State) -> Result<(), String> {
        facts::check(state)
    }

    fn report(state: &State) -> String {
        if state.rolls.is_empty() {
            return "No rolls.".into();
        }
        let earlier = (state.count as usize).saturating_sub(state.rolls.len());
        let kept = state.rolls.iter().map(|r| {
            format!(
                "Roll {} ({} dice): {}",
                r.number,
                r.dice.len(),
                crate::i18n::dice::counts(crate::i18n::Lang::En, &r.counts())
            )
        });
        let luck = crate::luck::lines(&state.luck, "luck.successes", |_| "The table".into());
        (earlier > 0)
            .then(|| format!("({earlier} earlier rolls are in the log.)"))
            .into_iter()
            .chain(kept)
            .chain(luck)
            .collect::<Vec<_>>()
            .join("\n")
    }
}
