//! Shatterpoint at the table: strike teams, the struggle track, the Force pool, the order deck,
//! damage, wounds and conditions, turn by turn. The players move the miniatures and say what
//! happened; the engine keeps the counters and does the bookkeeping steps itself.
//!
//! decide builds every event with a [`decide::Tx`]: each change is applied to a scratch copy of
//! the state as it is recorded, so cascades (damage → Wounded → momentum → struggle won) are
//! computed once, in decide, and evolve only replays the recorded changes.
//!
//! The folder is split by concept: each rule's file (`order_deck`, `reserve`,
//! `shatterpoint_card`, `activation`, `units`, `conditions`, `force`, `struggle`, `objectives`,
//! `turn`, `setup`, `start`, `adjust`) decides its actions and applies, logs and keys its own
//! [`Change`]s. [`concept`] says which file owns each change; evolve, describe and touched here
//! only dispatch to it.

mod action;
mod activation;
mod adjust;
mod attack;
mod board;
mod bounds;
mod catalog;
mod conditions;
mod decide;
mod error;
mod event;
pub mod example;
mod facts;
mod force;
mod kept;
mod log;
mod objectives;
mod order_deck;
mod prompt;
pub mod raw_odds;
mod readings;
mod reserve;
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
pub mod attack_error;
mod attack_json;
mod attack_query;
pub mod attack_why;
mod chart;
pub mod cli;
pub mod combat;
pub mod odds;
pub mod stance;
mod stance_parse;
mod stance_problem;
mod stance_rules;
pub mod table;
pub mod tree;

pub use action::{
    Action, AdjustTarget, ControlEntry, ControlInput, DieInput, HealTarget, Payment, Pick,
    RollInput, SquadPick, StrainTrigger, TacticsPick, TeamPick,
};
pub use attack::{AttackFacts, AttackInput};
pub use attack_query::Query;
pub use board::{
    AbilityView, CardView, DeckView, ForceView, PlayerView, TrackSpace, TrackView, UnitView,
};
pub use catalog::{
    builtin_missions, builtin_units, generic_mission, AbilityDef, MissionDef, SpecialRule,
    StruggleCardDef, UnitDef, GENERIC_MISSION, MAX_OBJECTIVES,
};
pub use error::SpError;
pub use event::{
    ActivationSource, Change, DamageCause, EndReason, Event, ForceReason, IgnoreReason,
    MomentumCause, MoveCause, NotPlacedReason, RemovalCause,
};
pub use facts::{Facts, MOMENTUM_MAX, ROLL_OFF_DICE};
pub use objectives::{objective_control, Contester};
pub use prompt::{Ask, ControlDefault, Prompt};
pub use readings::{READINGS, SWITCHES};
pub use squad::{era_span, validate_team, SquadIssue};
pub use state::{
    AbilityUse, Mission, Objective, OrderCard, RollCounts, RollOff, Side, State, Struggle,
    StruggleCard, Tactics, TakenAction, Team, TeamUnit, Turn,
};
pub use types::*;
pub use view::{ObjectiveView, RuleLink, SpView, StepInfo, StruggleView, RULE_LINKS, STEPS};

use crate::game::{Game, Message};

pub struct Shatterpoint;

impl Game for Shatterpoint {
    const ID: &'static str = "sp";
    const KEPT: &'static [crate::stored::kept::Keepable] = kept::KEPT;
    const ACTIONS: &'static [&'static str] = <Action as strum::VariantNames>::VARIANTS;
    const DICE: Option<crate::game::DiceMeaning> = Some(raw_odds::DICE);
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = SpView;
    type Error = SpError;

    fn decide(
        state: &State,
        action: &Action,
        ctx: &mut crate::game::Ctx,
    ) -> Result<Vec<Event>, SpError> {
        decide::decide(state, action, ctx)
    }

    fn evolve(state: State, event: &Event) -> State {
        event.changes.iter().fold(state, apply)
    }

    fn view(state: &State) -> SpView {
        view::view(state)
    }

    fn describe(event: &Event) -> Message {
        describe(event)
    }

    fn touched(event: &Event) -> Vec<String> {
        let keys: std::collections::BTreeSet<String> =
            event.changes.iter().flat_map(touched).collect();
        keys.into_iter().collect()
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

    fn query(
        state: &State,
        query: &serde_json::Value,
        ctx: &mut crate::game::Ctx,
    ) -> Result<serde_json::Value, crate::Error> {
        attack_query::answer(state, query, ctx)
    }
}

/// The rules' files, one per concept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Concept {
    Setup,
    Start,
    Objectives,
    Turn,
    OrderDeck,
    Reserve,
    ShatterpointCard,
    Activation,
    Units,
    Conditions,
    Force,
    Struggle,
    Adjust,
    Attack,
    Readings,
}

/// The concept that owns a change: its file applies it, says it and names what it touched.
fn concept(c: &Change) -> Concept {
    use Change as C;
    match c {
        C::PlayerNamed { .. }
        | C::CustomUnitAdded { .. }
        | C::TeamSet { .. }
        | C::StanceChosen { .. }
        | C::MissionChosen { .. } => Concept::Setup,
        C::RolledOff { .. } | C::GameStarted { .. } => Concept::Start,
        C::StruggleRevealed { .. }
        | C::ObjectivesActivated { .. }
        | C::PriorityRolled { .. }
        | C::PriorityMarked { .. }
        | C::ControlChanged { .. }
        | C::PriorityCleared => Concept::Objectives,
        C::TurnStarted { .. } | C::Step { .. } | C::TurnEnded { .. } => Concept::Turn,
        C::CardRevealed { .. }
        | C::CardRemoved { .. }
        | C::CardDiscarded { .. }
        | C::DeckRefreshed { .. } => Concept::OrderDeck,
        C::Reserved { .. } => Concept::Reserve,
        C::ShatterpointReturned { .. } => Concept::ShatterpointCard,
        C::Activated { .. }
        | C::WoundBecameInjury { .. }
        | C::ActionTaken { .. }
        | C::StanceFlipped { .. }
        | C::ActivationEnded { .. } => Concept::Activation,
        C::Damaged { .. }
        | C::DamageBlocked { .. }
        | C::DamageHealed { .. }
        | C::Wounded { .. }
        | C::UnitDefeated { .. } => Concept::Units,
        C::ConditionGained { .. }
        | C::ConditionRemoved { .. }
        | C::ConditionIgnored { .. }
        | C::ConditionToPool { .. }
        | C::ImmunitySet { .. }
        | C::HunkerGained { .. }
        | C::HunkerLost { .. }
        | C::StrainedTriggered { .. } => Concept::Conditions,
        C::AbilityUsed { .. } | C::ForceSpent { .. } | C::ForceRefreshed { .. } => Concept::Force,
        C::MomentumGained { .. }
        | C::MomentumNotPlaced { .. }
        | C::MomentumSpent { .. }
        | C::TokenMoved { .. }
        | C::StruggleWon { .. }
        | C::GameWon { .. }
        | C::StruggleReset => Concept::Struggle,
        C::Adjusted { .. } => Concept::Adjust,
        C::Attacked { .. } => Concept::Attack,
        C::ReadingSet { .. } => Concept::Readings,
    }
}

/// Applies one recorded change. Cannot fail: a change that no longer fits the state (a corrupt
/// journal) changes nothing rather than panic.
fn apply(mut s: State, c: &Change) -> State {
    let apply_change = match concept(c) {
        Concept::Setup => setup::apply,
        Concept::Start => start::apply,
        Concept::Objectives => objectives::apply,
        Concept::Turn => turn::apply,
        Concept::OrderDeck => order_deck::apply,
        Concept::Reserve => reserve::apply,
        Concept::ShatterpointCard => shatterpoint_card::apply,
        Concept::Activation => activation::apply,
        Concept::Units => units::apply,
        Concept::Conditions => conditions::apply,
        Concept::Force => force::apply,
        Concept::Struggle => struggle::apply,
        Concept::Adjust => adjust::apply,
        Concept::Attack => attack::apply,
        Concept::Readings => readings::apply,
    };
    apply_change(&mut s, c);
    s
}

/// A change's log sentence; `None` for the stepper's moves and Force paid for an ability.
fn message(c: &Change) -> Option<Message> {
    match concept(c) {
        Concept::Setup => setup::message(c),
        Concept::Start => start::message(c),
        Concept::Objectives => objectives::message(c),
        Concept::Turn => turn::message(c),
        Concept::OrderDeck => order_deck::message(c),
        Concept::Reserve => reserve::message(c),
        Concept::ShatterpointCard => shatterpoint_card::message(c),
        Concept::Activation => activation::message(c),
        Concept::Units => units::message(c),
        Concept::Conditions => conditions::message(c),
        Concept::Force => force::message(c),
        Concept::Struggle => struggle::message(c),
        Concept::Adjust => adjust::message(c),
        Concept::Attack => attack::message(c),
        Concept::Readings => readings::message(c),
    }
}

/// Which counters a change touches, for "why did this change".
fn touched(c: &Change) -> Vec<String> {
    match concept(c) {
        Concept::Setup => setup::touched(c),
        Concept::Start => start::touched(c),
        Concept::Objectives => objectives::touched(c),
        Concept::Turn => turn::touched(c),
        Concept::OrderDeck => order_deck::touched(c),
        Concept::Reserve => reserve::touched(c),
        Concept::ShatterpointCard => shatterpoint_card::touched(c),
        Concept::Activation => activation::touched(c),
        Concept::Units => units::touched(c),
        Concept::Conditions => conditions::touched(c),
        Concept::Force => force::touched(c),
        Concept::Struggle => struggle::touched(c),
        Concept::Adjust => adjust::touched(c),
        Concept::Attack => attack::touched(c),
        Concept::Readings => readings::touched(c),
    }
}

/// An event's log sentence: its first change's sentence, with the consequences in `args.then`
/// (`[{key, args}, …]`).
fn describe(event: &Event) -> Message {
    Message::chain(event.changes.iter().filter_map(message))
        .unwrap_or_else(|| Message::new("sp.nothing"))
}
