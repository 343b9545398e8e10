//! Shatterpoint at the table: strike teams, the struggle track, the Force pool, the order deck,
//! damage, wounds and conditions, turn by turn. The players move the miniatures and say what
//! happened; the engine keeps the counters and does the bookkeeping steps itself.
//!
//! decide builds every event with a [`guards::Tx`]: each change is applied to a scratch copy of
//! the state as it is recorded, so cascades (damage → Wounded → momentum → struggle won) are
//! computed once, in decide, and evolve only replays the recorded changes.
//!
//! The folder is split by concept: each rule's file (`order_deck`, `reserve`,
//! `shatterpoint_card`, `activation`, `units`, `conditions`, `force`, `struggle`, `objectives`,
//! `turn`, `setup`, `start`, `adjust`) decides its actions, after the checks in `guards`, and
//! applies, logs and keys its own [`Change`]s. `decide` hands each action to its file; the
//! `changes!` table below says which file owns each change.

mod action;
mod activation;
mod adjust;
mod board;
mod bounds;
mod catalog;
pub mod catalog_merge;
mod cause;
mod change;
mod conditions;
mod decide;
mod error;
pub mod example;
pub mod faces;
mod facts;
mod force;
mod guards;
mod kept;
mod kept_team;
pub mod limits;
mod log;
mod luck;
mod objectives;
mod order_deck;
mod prompt;
pub mod raw_odds;
mod readings;
mod reserve;
mod seat;
mod setup;
mod shatterpoint_card;
mod squad;
mod start;
mod state;
mod struggle;
#[cfg(test)]
mod testkit;
mod turn;
mod types;
mod units;
mod view;
// The attack (issue 9): stances as data, the steps as one pure function, exact odds, the CLI.
pub mod attack;
pub mod cli;
mod cli_stance;
pub mod rank_cli;
pub mod stance;

pub use action::{
    Action, AdjustTarget, Contester, ControlEntry, ControlInput, DieInput, HealTarget, Payment,
    Pick, RollInput, SquadPick, StrainTrigger, TacticsPick, TeamPick,
};
pub use attack::{combat, error as attack_error, odds, table, tree, why as attack_why};
pub use attack::{AttackFacts, AttackInput, AttackOutcome, Query};
pub use board::{
    AbilityView, CardView, DeckView, ForceView, PlayerView, TrackSpace, TrackView, UnitView,
};
pub use catalog::{
    builtin_missions, builtin_units, generic_mission, AbilityDef, MissionDef, SpecialRule,
    StruggleCardDef, UnitDef, GENERIC_MISSION, MAX_OBJECTIVES,
};
pub use change::{
    ActivationSource, Change, DamageCause, EndReason, Event, ForceReason, IgnoreReason,
    MomentumCause, MoveCause, NotPlacedReason, RemovalCause,
};
pub use error::SpError;
pub use facts::{Facts, MOMENTUM_MAX, ROLL_OFF_DICE};
pub use objectives::objective_control;
pub use prompt::{Ask, ControlDefault, Prompt};
pub use readings::{READINGS, SWITCHES};
pub use squad::{era_span, validate_team, SquadIssue};
pub use state::{
    AbilityUse, Mission, Objective, OrderCard, RollCounts, RollOff, Side, State, Struggle,
    StruggleCard, Tactics, TakenAction, Team, TeamUnit, Turn, UnitCard, UnitCounters,
};
pub use types::*;
pub use view::{ObjectiveView, RuleLink, SpView, StepInfo, StruggleView, RULE_LINKS, STEPS};

use crate::game::Game;

// Each change, with the rule file that applies it, says it and names what it touched.
crate::changes! { Change for State {
    setup: PlayerNamed | CustomUnitAdded | TeamSet | StanceChosen | MissionChosen,
    start: RolledOff | GameStarted,
    objectives: StruggleRevealed | ObjectivesActivated | PriorityRolled | PriorityMarked | ControlChanged | PriorityCleared,
    turn: TurnStarted | Step | TurnEnded,
    order_deck: CardRevealed | CardRemoved | CardDiscarded | DeckRefreshed,
    reserve: Reserved,
    shatterpoint_card: ShatterpointReturned,
    activation: Activated | WoundBecameInjury | ActionTaken | StanceFlipped | ActivationEnded,
    units: Damaged | DamageBlocked | DamageHealed | Wounded | UnitDefeated,
    conditions: ConditionGained | ConditionRemoved | ConditionIgnored | ConditionToPool | ImmunitySet | HunkerGained | HunkerLost | StrainedTriggered,
    force: AbilityUsed | ForceSpent | ForceRefreshed,
    struggle: MomentumGained | MomentumNotPlaced | MomentumSpent | TokenMoved | StruggleWon | GameWon | StruggleReset,
    adjust: Adjusted,
    attack::commit: Attacked,
    attack::outcome: AttackEntered,
    luck: AttackRolled,
    readings: ReadingSet,
}}

pub struct Shatterpoint;

impl Game for Shatterpoint {
    const ID: &'static str = "sp";
    // 2: an attack's event ends with the faces it was rolled with (`attack_rolled`).
    // 3: an attack entered by its outcome (`attack_entered`).
    const EVENT_VERSION: u32 = 3;
    const KEPT: &'static [crate::keep::Keepable] = kept::KEPT;
    const ACTIONS: &'static [&'static str] = <Action as strum::VariantNames>::VARIANTS;
    const DICE: Option<crate::game::DiceMeaning> = Some(raw_odds::DICE);
    const CONTENT: &'static str = "shatterpoint";
    const RULES: bool = true;
    const SEATS: &'static [&'static str] = seat::SEATS;
    const READS: &'static [(&'static str, crate::game::Read)] = &[("odds_sp", raw_odds::read)];
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = SpView;
    type Error = SpError;

    fn seat(_: &State, action: &Action) -> Option<&'static str> {
        seat::seat(action)
    }

    fn decide(
        state: &State,
        action: &Action,
        ctx: &mut crate::game::Ctx,
    ) -> Result<Vec<Event>, SpError> {
        decide::decide(state, action, ctx)
    }

    /// Older events read as they are: versions 2 and 3 only added changes an older build could
    /// not read (an attack's faces, an attack entered by its outcome).
    fn upgrade(version: u32, event: serde_json::Value) -> Result<serde_json::Value, String> {
        match version {
            1 | 2 => Ok(event),
            v => Err(format!("no upgrade from event version {v}")),
        }
    }

    fn extra_bindings(dir: &std::path::Path) -> Result<(), ts_rs::ExportError> {
        use ts_rs::TS;
        raw_odds::SpOdds::export_all_to(dir)?;
        Query::export_all_to(dir)
    }

    fn error_codes() -> Vec<String> {
        // The attack's refusals are wrapped untagged but are Shatterpoint's own (`sp.out_of_range`).
        let attack = <attack_error::AttackError as strum::VariantNames>::VARIANTS;
        crate::error::own(<SpError as strum::VariantNames>::VARIANTS)
            .into_iter()
            .filter(|c| c != "attack")
            .chain(attack.iter().map(|c| c.to_string()))
            .collect()
    }

    fn view(state: &State, _: &crate::game::Table) -> SpView {
        view::view(state)
    }

    fn check(state: &State) -> Result<(), String> {
        bounds::check(state)
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Over
    }

    fn turn(state: &State) -> u32 {
        state.turn.number
    }

    fn players(state: &State) -> Vec<String> {
        state
            .names
            .iter()
            .map(|n| n.clone().unwrap_or_default())
            .collect()
    }

    fn report(state: &State) -> String {
        view::report(state)
    }

    fn query(
        state: &State,
        query: &serde_json::Value,
        ctx: &mut crate::game::Ctx,
    ) -> Result<serde_json::Value, crate::Error> {
        attack::query::answer(state, query, ctx)
    }
}
