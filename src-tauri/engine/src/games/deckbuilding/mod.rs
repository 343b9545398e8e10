//! Star Wars: The Deckbuilding Game at the table (id `dbg`). Players hold and shuffle the
//! cards; Datapad keeps the Force track, bases and ships with their damage, the galaxy row and
//! its counts, the active player's resources and attacks, and says why each counter changed.
//! One rule per file, each applying, saying (in `log`'s words) and tracing the changes it makes
//! (the `changes!` table below lists whose they are): `turn` (setup, start and end of turn),
//! `force`, `play`, `market`, `attack`, `damage`, `abilities` with `effect`, `adjust`;
//! `readings` lists the unclear rules and the choice applied.

mod abilities;
mod adjust;
mod attack;
mod bounds;
pub mod cards;
mod change;
mod damage;
mod effect;
mod error;
mod force;
mod kept;
mod log;
mod market;
mod play;
mod readings;
mod seat;
mod state;
mod turn;
mod view;

pub use adjust::AdjustTarget;
pub use attack::{BaseWord, Share, Target};
pub use cards::{Allegiance, Card, CardRef, CardType, Faction, Reward};
pub use change::Change;
pub use effect::{Effect, ShipDamage};
pub use error::DbgError;
pub use market::{BuySlot, PilotWord};
pub use readings::READINGS;
pub use state::{ActiveBase, InPlay, Mode, Phase, Side, State, WinReason};
pub use view::View;

use crate::error::Common;
use crate::game::{Ctx, Game};
use crate::kit::Tx;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

// Where several rule files push a change, it belongs to the concept it records: `RowLeft` and
// `ExileDue` to the market (Tarkin takes a row card to hand as a buy does, Jedha exiles a buy);
// `Defeated` to the attack (a pay-off and an effect defeat a row card as an attack does);
// `ShipDestroyed` and `Won` to damage (a concession ends the game with the same fact);
// `AbilityUsed` (Leia's free buy too) and `Reminder` to abilities.
crate::changes! { Change for State {
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

fn default_threshold() -> i64 {
    3
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, strum::VariantNames)]
#[serde(tag = "type", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
#[ts(rename = "DbgAction")]
pub enum Action {
    /// Mode, win threshold (2–5), the pay-off option and the 6 row cards (null = later).
    Setup {
        #[serde(default)]
        mode: Mode,
        #[serde(default = "default_threshold")]
        #[ts(type = "number")]
        threshold: i64,
        #[serde(default)]
        pay_off_neutrals: bool,
        #[serde(default)]
        row: Option<Vec<Option<CardRef>>>,
    },
    /// The new base at the start of a turn; `hp` confirms the printed hit points.
    ChooseBase {
        base: String,
        #[serde(default)]
        #[ts(type = "number | null")]
        hp: Option<i64>,
    },
    /// A card from hand into play, under the label `as`.
    Play {
        card: CardRef,
        #[serde(default, rename = "as")]
        label: Option<String>,
    },
    /// A row card (slot 0–5) or an Outer Rim Pilot; free with Leia (`by` her label) or Corellia
    /// (`by: "base"`).
    Buy {
        slot: BuySlot,
        #[serde(default)]
        refill: Option<CardRef>,
        #[serde(default)]
        free: bool,
        #[serde(default)]
        by: Option<String>,
    },
    /// Cards against the enemy base (`ships` splits the damage) or a row card (`{slot}`).
    Attack {
        target: Target,
        cards: Vec<String>,
        #[serde(default)]
        ships: Option<Vec<Share>>,
        #[serde(default = "yes")]
        reward: bool,
        #[serde(default)]
        refill: Option<CardRef>,
    },
    /// The optional rule: discard a neutral row card for its cost.
    PayOff {
        #[ts(type = "number")]
        slot: i64,
        #[serde(default)]
        refill: Option<CardRef>,
    },
    /// The card drawn into an empty row slot.
    Refill {
        #[ts(type = "number")]
        slot: i64,
        card: CardRef,
    },
    /// A card's ability (its own effect, an option, or the named effect); without `card`, a
    /// "when" trigger.
    Use {
        #[serde(default)]
        card: Option<String>,
        /// The row slot a card takes from (Grand Moff Tarkin).
        #[serde(default)]
        #[ts(type = "number | null")]
        slot: Option<i64>,
        #[serde(default)]
        ship: Option<String>,
        #[serde(default)]
        option: Option<String>,
        #[serde(default)]
        effect: Option<Effect>,
    },
    EndTurn,
    /// A counter set by hand, with a reason.
    Adjust {
        target: AdjustTarget,
        reason: String,
    },
    Concede {
        faction: Faction,
    },
}

pub struct Deckbuilding;

impl Game for Deckbuilding {
    const ID: &'static str = "dbg";
    const KEPT: &'static [crate::keep::Keepable] = kept::KEPT;
    const ACTIONS: &'static [&'static str] = <Action as strum::VariantNames>::VARIANTS;
    const CONTENT: &'static str = "deckbuilding";
    const RULES: bool = true;
    const SEATS: &'static [&'static str] = seat::SEATS;
    type State = State;
    type Action = Action;
    type Event = Change;
    type View = View;
    type Error = DbgError;

    fn seat(state: &State, action: &Action) -> Option<&'static str> {
        seat::seat(state, action)
    }

    fn decide(state: &State, action: &Action, _: &mut Ctx) -> Result<Vec<Change>, DbgError> {
        let mut tx = Tx::new(state);
        if state.phase == Phase::Over {
            return Err(Common::GameOver.into());
        }
        let started = || {
            if state.phase == Phase::Setup {
                Err(DbgError::from(Common::WrongPhase {
                    phase: Phase::Setup.id().into(),
                }))
            } else {
                Ok(())
            }
        };
        match action {
            Action::Setup {
                mode,
                threshold,
                pay_off_neutrals,
                row,
            } => turn::setup(&mut tx, *mode, *threshold, *pay_off_neutrals, row)?,
            Action::ChooseBase { base, hp } => turn::choose_base(&mut tx, base, *hp)?,
            Action::Play { card, label } => {
                turn::main_phase(state)?;
                play::play(&mut tx, card, label.as_deref())?
            }
            Action::Buy {
                slot,
                refill,
                free,
                by,
            } => {
                turn::main_phase(state)?;
                market::buy(&mut tx, slot, refill.as_ref(), *free, by.as_deref())?
            }
            Action::Attack {
                target,
                cards,
                ships,
                reward,
                refill,
            } => {
                turn::main_phase(state)?;
                attack::attack(&mut tx, target, cards, ships, *reward, refill.as_ref())?
            }
            Action::PayOff { slot, refill } => {
                turn::main_phase(state)?;
                market::pay_off(&mut tx, *slot, refill.as_ref())?
            }
            Action::Refill { slot, card } => {
                turn::main_phase(state)?;
                market::refill(&mut tx, *slot, card)?
            }
            Action::Use {
                card,
                slot,
                ship,
                option,
                effect,
            } => {
                turn::main_phase(state)?;
                abilities::use_ability(
                    &mut tx,
                    card.as_deref(),
                    *slot,
                    ship.as_deref(),
                    option.as_deref(),
                    effect.as_ref(),
                )?
            }
            Action::EndTurn => {
                turn::main_phase(state)?;
                turn::end_turn(&mut tx)
            }
            Action::Adjust { target, reason } => {
                started()?;
                adjust::adjust(&mut tx, target, reason)?
            }
            Action::Concede { faction } => {
                started()?;
                adjust::concede(&mut tx, *faction)
            }
        }
        Ok(tx.finish())
    }

    fn view(state: &State, _: &crate::game::Table) -> View {
        view::view(state)
    }

    /// Sentences name cards in play by their label in these.
    const NAMED: &'static [&'static str] = &["label", "ship", "source", "cards"];

    fn names(state: &State) -> BTreeMap<String, crate::game::Name> {
        view::names(state)
    }

    fn turn(state: &State) -> u32 {
        u32::try_from(state.turn).unwrap_or(0)
    }

    fn check(state: &State) -> Result<(), String> {
        bounds::check(state)
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Over
    }

    fn report(state: &State) -> String {
        view::report(state)
    }
}

#[cfg(test)]
mod tests;
