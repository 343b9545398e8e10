//! The changes that move the table, one journal row each: evolve replays them, decide applies
//! them to a scratch state as it records them (the kit's `Tx`). Each belongs to the rule file
//! that pushes it, which applies it, says it and names the counters it moved; the
//! [`rules!`](crate::rules) block at the end lists them.

use super::cards::{Card, Faction};
use super::state::{ActiveBase, Mode, Side, State, WinReason};
use super::{abilities, adjust, attack, damage, effect, force, market, play, turn};
use crate::game::Message;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One fact. An action's events are its changes, in order; each is stored alone (not wrapped in
/// a `kit::Event`), so the journal and the log keep one row per change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "DbgEvent")]
pub enum Change {
    SetUp {
        mode: Mode,
        #[ts(type = "number")]
        threshold: i64,
        pay_off_neutrals: bool,
        row: Vec<Option<Card>>,
        empire: Side,
        rebel: Side,
    },
    TurnStarted {
        #[ts(type = "number")]
        turn: i64,
        active: Faction,
    },
    BaseDue {
        faction: Faction,
    },
    BaseChosen {
        faction: Faction,
        base: ActiveBase,
    },
    ForceMoved {
        by: Faction,
        #[ts(type = "number")]
        from: i64,
        #[ts(type = "number")]
        to: i64,
        #[ts(type = "number")]
        lost: i64,
    },
    ResourcesGained {
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        total: i64,
        source: String,
    },
    ResourcesSpent {
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        total: i64,
    },
    CardPlayed {
        label: String,
        owner: Faction,
        card: Card,
    },
    Bought {
        #[ts(type = "number | null")]
        slot: Option<i64>,
        card: Card,
        #[ts(type = "number")]
        cost: i64,
        free: bool,
        by_base: bool,
    },
    PilotBought {
        #[ts(type = "number")]
        cost: i64,
    },
    PaidOff {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
        #[ts(type = "number")]
        cost: i64,
    },
    RowLeft {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
    },
    RowFilled {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
        drawn: bool,
    },
    GalaxyReshuffled {
        #[ts(type = "number")]
        cards: i64,
    },
    Attacked {
        labels: Vec<String>,
        target: String,
        #[ts(type = "number")]
        total: i64,
    },
    ShipDamaged {
        label: String,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        damage: i64,
    },
    ShipDestroyed {
        label: String,
    },
    BaseDamaged {
        faction: Faction,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        damage: i64,
        #[ts(type = "number")]
        prevented: i64,
    },
    BaseRepaired {
        faction: Faction,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        damage: i64,
    },
    BaseDestroyed {
        faction: Faction,
        base: String,
    },
    DamageLost {
        #[ts(type = "number")]
        amount: i64,
    },
    Defeated {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
    },
    SabotageFailed {
        #[ts(type = "number")]
        slot: i64,
        #[ts(type = "number")]
        total: i64,
        #[ts(type = "number")]
        target: i64,
    },
    AttackGained {
        label: String,
        #[ts(type = "number")]
        amount: i64,
    },
    AbilityUsed {
        label: String,
        option: Option<String>,
    },
    Exiled {
        label: String,
    },
    GalaxyTopDiscarded,
    Reminder {
        key: String,
        card: Option<String>,
    },
    ExileDue {
        card: String,
        by_jedha: bool,
    },
    UnitsLeft {
        labels: Vec<String>,
    },
    ShipsStraightened {
        faction: Faction,
    },
    ResourcesLost {
        #[ts(type = "number")]
        amount: i64,
    },
    Adjusted {
        target: String,
        #[ts(type = "number")]
        from: i64,
        #[ts(type = "number")]
        to: i64,
        reason: String,
    },
    Won {
        winner: Faction,
        reason: WinReason,
    },
}

/// A log sentence `log.dbg.<key>` (a [`Message`] key is the part after `log.`), with the words
/// in `content/deckbuilding/i18n`. Row slots are counted from 1 in sentences, as players count
/// them and the app labels them; actions and views number them from 0.
pub(super) fn say(key: &str) -> Message {
    Message::new(&format!("dbg.{key}"))
}

/// Counter keys for `touched`: `force_track`, `resources`, `base.<faction>`, `ship.<label>`,
/// `card.<label>`, `row.<slot>`, `galaxy_deck`, `galaxy_discard`, `pilots`,
/// `victory.<faction>`, `winner` — the same keys an adjustment names.
pub(super) fn keys(xs: &[&str]) -> Vec<String> {
    xs.iter().map(|x| x.to_string()).collect()
}

/// A row slot as an index; a slot no row has (negative) indexes nothing.
pub(super) fn slot_index(slot: i64) -> usize {
    usize::try_from(slot).unwrap_or(usize::MAX)
}

// Where several rule files push a change, it belongs to the concept it records: `RowLeft` and
// `ExileDue` to the market (Tarkin takes a row card to hand as a buy does, Jedha exiles a buy);
// `Defeated` to the attack (a pay-off and an effect defeat a row card as an attack does);
// `ShipDestroyed` and `Won` to damage (a concession ends the game with the same fact);
// `AbilityUsed` (Leia's free buy too) and `Reminder` to abilities.
crate::rules! { Change for State {
    turn: SetUp | TurnStarted | BaseDue | BaseChosen | UnitsLeft | ShipsStraightened | ResourcesLost,
    force: ForceMoved | ResourcesGained | ResourcesSpent,
    play: CardPlayed,
    market: Bought | PilotBought | PaidOff | RowLeft | RowFilled | GalaxyReshuffled | ExileDue,
    attack: Attacked | SabotageFailed | Defeated,
    damage: ShipDamaged | ShipDestroyed | BaseDamaged | BaseDestroyed | DamageLost | Won,
    abilities: AbilityUsed | Reminder,
    effect: AttackGained | BaseRepaired | GalaxyTopDiscarded | Exiled,
    adjust: Adjusted,
}}
