//! Star Wars: The Card Game at the table (issue 10): the Death Star dial, the balance of the
//! Force, objectives and engagements, turn by turn. The players keep their cards; this keeps the
//! shared state and the sums. Rules: `shared/specs/swlcg.md`. One file per rule, each with its
//! decide and the changes it owns (applied, said, touched); the `changes!` table below lists
//! which are whose.

mod action;
mod adjust;
mod balance;
mod bounds;
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
mod seat;
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
    EdgeMove, Engagement, IconPair, Icons, Keywords, Objective, Phase, Player, PlayerCounters,
    Side, Stage, State, Struggle, StruggleResult, Unit, UnitCard, UnitCounters, WinReason,
};
pub use units::check_card;
pub use view::View;

use crate::game::{Ctx, Game, Name};
use crate::kit::Tx;

// Each change belongs to the rule file that says it in the log. Most are pushed there too;
// `Focus` (refresh, payment, strikes, tactics) and `ShieldPlaced` (Shielding units in an
// engagement) are pushed by other rules as well, and `Hand` only by edge.rs (the edge stacks'
// cards discarded), while draw.rs, which keeps the hand's count, says it.
crate::changes! { Change for State {
    setup: SetUp | Mulligan,
    balance: BalanceResolved,
    turn: PhaseEntered | TurnStarted | Focus | ShieldsCleared | ObjectiveRevealed,
    draw: Drew | Hand,
    units: UnitEntered | Paid,
    engagement: EngagementOpened | Defended | EngagementEnded,
    edge: EdgeMoved | EdgeWon,
    strike: Struck | NextStriker,
    force: Committed | Struggled | BalanceTurned,
    damage: DialMoved | ShieldUsed | ShieldPlaced | Damaged | UnitDestroyed | ObjectiveDestroyed | Won,
    capture: Captured,
    adjust: Adjusted,
}}

/// One action's facts: the changes, in the order they happened.
pub type Event = crate::kit::Event<Change>;

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
            damage::damage(tx, card, *amount, protect, *keep_shields)?;
            strike::recheck(tx);
            Ok(())
        }
        Action::Shield { card } => {
            any_time(&tx.state)?;
            damage::shield_card(tx, card)
        }
        Action::Capture { unit, objective } => {
            any_time(&tx.state)?;
            capture::capture(tx, unit, objective)?;
            strike::recheck(tx);
            Ok(())
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

impl Game for Lcg {
    const ID: &'static str = "lcg";
    const KEPT: &'static [crate::keep::Keepable] = kept::KEPT;
    const ACTIONS: &'static [&'static str] = <Action as strum::VariantNames>::VARIANTS;
    const RULES: bool = true;
    const SEATS: &'static [&'static str] = seat::SEATS;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Error = LcgError;

    fn seat(state: &State, action: &Action) -> Option<&'static str> {
        seat::seat(state, action)
    }

    fn decide(state: &State, action: &Action, ctx: &mut Ctx) -> Result<Vec<Event>, LcgError> {
        let mut tx = Tx::new(state);
        decide(&mut tx, action, ctx)?;
        Ok(tx.event())
    }

    fn view(state: &State, _: &crate::game::Table) -> View {
        view::view(state)
    }

    /// Sentences name cards by id in these (a card typed as text stays text).
    const NAMED: &'static [&'static str] = &["card", "objective"];

    fn names(state: &State) -> std::collections::BTreeMap<String, Name> {
        view::names(state)
    }

    fn turn(state: &State) -> u32 {
        u32::try_from(state.turn).unwrap_or(0)
    }

    fn check(state: &State) -> Result<(), String> {
        bounds::check(state)
    }

    fn is_over(state: &State) -> bool {
        state.over()
    }

    /// The dark side's player first, as the table sits.
    fn players(state: &State) -> Vec<String> {
        [&state.ds, &state.ls]
            .iter()
            .map(|p| p.name.clone().unwrap_or_default())
            .collect()
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
