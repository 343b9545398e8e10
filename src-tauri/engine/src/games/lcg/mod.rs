//! Star Wars: The Card Game at the table (issue 10): the Death Star dial, the balance of the
//! Force, objectives and engagements, turn by turn. The players keep their cards; this keeps the
//! shared state and the sums. Rules: `shared/specs/swlcg.md`. One file per rule, each with its
//! decide and its sentences; `change.rs` applies every change.

mod action;
mod adjust;
mod balance;
mod capture;
mod change;
mod damage;
mod draw;
mod edge;
mod engagement;
mod error;
mod force;
mod kept;
mod readings;
mod setup;
mod state;
mod strike;
mod turn;
mod units;
mod view;

pub use action::{
    Action, AdjustTarget, DeckChoice, EdgeStack, ObjectiveInput, Protect, SideSetup, UnitInput,
    UnitRef,
};
pub use change::{AdjustKind, Change, DialCause, Value};
pub use edge::{fate_order, placement_over, Move};
pub use error::LcgError;
pub use force::STANDING_BONUSES;
pub use readings::{READINGS, RULE_LINKS};
pub use setup::{set_side, READY_DECKS};
pub use state::{
    EdgeMove, Engagement, IconPair, Icons, Keywords, Objective, Phase, Player, Side, Stage, State,
    Struggle, StruggleResult, Unit, WinReason,
};
pub use units::check_card;
pub use view::View;

use crate::game::{Ctx, Game, Message};
use crate::kit::Tx;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One action's facts: the changes, in the order they happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgEvent")]
pub struct Event {
    pub changes: Vec<Change>,
}

pub struct Lcg;

fn any_time(state: &State) -> Result<(), LcgError> {
    if state.phase == Phase::Setup {
        return Err(turn::wrong_phase(state));
    }
    Ok(())
}

fn decide(tx: &mut Tx<State>, action: &Action, ctx: &mut Ctx) -> Result<(), LcgError> {
    match action {
        Action::Setup {
            ds,
            ls,
            draw_sides,
            mulligan,
        } => {
            if tx.state.phase != Phase::Setup {
                return Err(turn::wrong_phase(&tx.state));
            }
            // The draw comes from the RNG and is recorded in the event (the names as placed).
            let drawn = draw_sides.then(|| ctx.rng.next_u32() % 2 == 1);
            setup::setup(tx, ds, ls, drawn, *mulligan)
        }
        Action::Mulligan { side } => setup::mulligan(tx, *side),
        Action::ResolveBalance {
            objective,
            keep_shields,
        } => balance::resolve(tx, objective, *keep_shields),
        Action::NextPhase => turn::next_phase(tx),
        Action::RevealObjective {
            capacity,
            resources,
            title,
            affiliation,
        } => turn::reveal(tx, *capacity, *resources, title, affiliation),
        Action::Draw { discard } => draw::draw(tx, *discard),
        Action::Deploy { unit, pay } => units::deploy(tx, unit, pay),
        Action::Attack {
            objective,
            attackers,
            shield_on,
        } => engagement::attack(tx, objective, attackers, shield_on),
        Action::Defend {
            defenders,
            shield_on,
        } => engagement::defend(tx, defenders, shield_on),
        Action::EdgeMove { place } => edge::edge_move(tx, *place),
        Action::Edge { attacker, defender } => edge::edge(tx, *attacker, *defender),
        Action::Strike {
            unit,
            damage_to,
            protect,
            tactics_to,
            keep_shields,
        } => strike::strike(tx, unit, (damage_to, protect), tactics_to, *keep_shields),
        Action::EndEngagement {
            unopposed,
            keep_shields,
        } => engagement::end(tx, *unopposed, *keep_shields),
        Action::Commit { unit } => force::commit(tx, unit),
        Action::ForceStruggle { ds, ls } => force::struggle(tx, *ds, *ls),
        Action::AddUnit { side, unit } => {
            any_time(&tx.state)?;
            units::add(tx, *side, unit).map(|_| ())
        }
        Action::Damage {
            card,
            amount,
            protect,
            keep_shields,
        } => {
            any_time(&tx.state)?;
            damage::damage(tx, card, *amount, protect, *keep_shields)
        }
        Action::Shield { card } => {
            any_time(&tx.state)?;
            damage::shield_card(tx, card)
        }
        Action::Capture { unit, objective } => {
            any_time(&tx.state)?;
            capture::capture(tx, unit, objective)
        }
        Action::Dial { by, card } => {
            any_time(&tx.state)?;
            damage::dial(tx, *by, card.clone())
        }
        Action::Adjust { target, reason } => {
            any_time(&tx.state)?;
            adjust::adjust(tx, target, reason)
        }
    }
}

/// The sentence of one change, from the rule file it belongs to.
fn message(c: &Change) -> Option<Message> {
    setup::describe(c)
        .or_else(|| balance::describe(c))
        .or_else(|| turn::describe(c))
        .or_else(|| draw::describe(c))
        .or_else(|| units::describe(c))
        .or_else(|| engagement::describe(c))
        .or_else(|| edge::describe(c))
        .or_else(|| strike::describe(c))
        .or_else(|| force::describe(c))
        .or_else(|| damage::describe(c))
        .or_else(|| adjust::describe(c))
        .or_else(|| capture::describe(c))
}

/// The counter key a card id names: `unit.ls-u1`, `objective.ds-o2`, `affiliation.ds`.
fn card_key(id: &str) -> String {
    match id.get(3..4) {
        Some("u") => format!("unit.{id}"),
        Some("o") => format!("objective.{id}"),
        _ => format!("affiliation.{}", id.get(..2).unwrap_or("")),
    }
}

fn touched(c: &Change) -> Vec<String> {
    let side = |s: &Side, k: &str| format!("{k}.{}", s.id());
    match c {
        Change::SetUp { .. } => ["phase", "turn", "dial", "balance"]
            .iter()
            .map(|k| k.to_string())
            .collect(),
        Change::PhaseEntered { .. } => vec!["phase".into()],
        Change::Mulligan { side: s } => vec![side(s, "hand")],
        Change::TurnStarted { .. } => vec!["turn".into(), "phase".into(), "active".into()],
        Change::BalanceResolved { .. } => vec!["phase".into()],
        Change::DialMoved { .. } => vec!["dial".into()],
        Change::BalanceTurned { .. } => vec!["balance".into()],
        Change::Struggled { .. } => vec!["last_struggle".into()],
        Change::Focus { card, .. }
        | Change::ShieldPlaced { card }
        | Change::ShieldUsed { card }
        | Change::Damaged { card, .. } => vec![card_key(card)],
        Change::ShieldsCleared { side: s } => vec![side(s, "shields")],
        Change::UnitDestroyed { id, .. } | Change::Committed { id } => {
            let mut v = vec![card_key(id)];
            if let Some(s) = State::side_of(id) {
                v.push(side(&s, "force_cards"));
            }
            v
        }
        Change::ObjectiveDestroyed { id, rescued } => {
            let mut v = vec![card_key(id)];
            if *rescued > 0 {
                v.push("hand.ls".into());
            }
            if let Some(s) = State::side_of(id) {
                v.push(side(&s, "destroyed_objectives"));
            }
            v
        }
        Change::ObjectiveRevealed { side: s, objective } => {
            vec![card_key(&objective.id), side(s, "objective_deck")]
        }
        Change::Drew { side: s, .. } => vec![side(s, "hand"), side(s, "command_deck")],
        Change::Hand { side: s, .. } => vec![side(s, "hand")],
        Change::UnitEntered { side: s, unit, .. } => {
            vec![card_key(&unit.id), side(s, "hand"), side(s, "force_cards")]
        }
        Change::Paid { .. } => vec![],
        Change::Captured {
            unit, objective, ..
        } => vec![card_key(unit), card_key(objective), "force_cards.ls".into()],
        Change::EngagementOpened { .. }
        | Change::Defended { .. }
        | Change::EdgeMoved { .. }
        | Change::EdgeWon { .. }
        | Change::Struck { .. }
        | Change::NextStriker { .. }
        | Change::EngagementEnded { .. } => vec!["engagement".into()],
        Change::Won { .. } => vec!["winner".into(), "phase".into()],
        Change::Adjusted { key, .. } => vec![key.clone()],
    }
}

impl Game for Lcg {
    const ID: &'static str = "lcg";
    const KEPT: &'static [crate::stored::kept::Keepable] = kept::KEPT;
    const ACTIONS: &'static [&'static str] = <Action as strum::VariantNames>::VARIANTS;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Error = LcgError;

    fn decide(state: &State, action: &Action, ctx: &mut Ctx) -> Result<Vec<Event>, LcgError> {
        let mut tx = Tx::new(state);
        decide(&mut tx, action, ctx)?;
        Ok(vec![Event {
            changes: tx.finish(),
        }])
    }

    fn evolve(state: State, event: &Event) -> State {
        use crate::kit::Apply;
        event.changes.iter().fold(state, State::apply)
    }

    fn view(state: &State) -> View {
        view::view(state)
    }

    fn describe(event: &Event) -> Message {
        Message::chain(event.changes.iter().filter_map(message))
            .unwrap_or_else(|| Message::new("lcg.nothing"))
    }

    fn touched(event: &Event) -> Vec<String> {
        let mut keys: Vec<String> = Vec::new();
        for k in event.changes.iter().flat_map(touched) {
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
        keys
    }

    fn is_over(state: &State) -> bool {
        state.over()
    }

    fn report(state: &State) -> String {
        let phase = state.phase.id();
        let who = |s: Side| {
            if s == Side::Ds {
                "Dark Side"
            } else {
                "Light Side"
            }
        };
        let head = match (state.winner, state.win_reason) {
            (Some(w), Some(r)) => format!("{} wins ({:?}).", who(w), r),
            _ if state.phase == Phase::Setup => "Not set up.".into(),
            _ => format!(
                "Turn {}, {} active, {phase} phase.",
                state.turn,
                who(state.active)
            ),
        };
        format!(
            "{head} Dial {}. Balance favours the {}. Objectives destroyed: DS {}, LS {}.",
            state.dial,
            who(state.balance),
            state.ls.victory,
            state.ds.victory
        )
    }
}
