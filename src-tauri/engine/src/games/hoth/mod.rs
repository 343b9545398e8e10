//! Star Wars: Battle of Hoth at the table (spec `battle-of-hoth.md`). Players move the real
//! miniatures and may roll real dice; Datapad keeps the rosters, the counted command cards and
//! the medals, and adjudicates attacks: dice with their breakdown, hits, the AT-AT's
//! confirmation, retreats, eliminations, victory. One file per rule.

mod adjust;
mod attack;
mod bounds;
pub mod campaign;
mod cards;
mod change;
mod confirm;
mod dice;
mod e_web;
mod error;
pub mod faces;
pub mod kept;
mod luck;
mod medals;
mod movement;
pub mod odds;
mod orders;
mod readings;
mod retreat;
mod roll;
mod scenario;
mod seat;
mod setup;
mod state;
pub mod target;
pub mod types;
mod units;
mod view;

pub use adjust::AdjustTarget;
pub use attack::{AttackInput, MAX_DICE as MAX_ATTACK_DICE};
pub use change::{Change, Event};
pub use error::HothError;
pub use readings::READINGS;
pub use roll::Roll;
pub use setup::{ScenarioId, UNIT_DICE_AT_MOST, UNIT_DICE_DISTANCES};
pub use state::{Card, Cards, LastAttack, OnBoard, Pending, Scenario, State, Unit};
pub use target::{hoth_odds, HothOdds, HothTarget};
pub use units::parse_check as units_parse_check;
pub use view::View;

use crate::game::{Ctx, Game};
use crate::kit::Tx;
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use types::*;

// Each change, with the rule file that applies it, says it and names what it touched.
crate::changes! { Change for State {
    setup: LeaderChosen | ScenarioSet | Started | UnitAdded | UnitDiceSet,
    readings: ReadingSet,
    cards: CardPlayed | SupportPlayed | TurnEnded,
    orders: Ordered,
    movement: Moved,
    attack: Attacked | Pending | Resolved | StructureDestroyed,
    e_web: EWebFlipped | Rerolled,
    confirm: Confirmed,
    retreat: GroundNotTaken | GroundTaken | Retreated,
    medals: Eliminated | FiguresLost | Medal | ObjectiveLost | ObjectiveTaken | Won,
    adjust: EWebAdjusted | FiguresAdjusted | HandAdjusted | MedalsAdjusted | StructureAdjusted | SupportAdjusted | ZoneAdjusted,
    campaign: CampaignRecorded | CampaignStarted | ObjectiveRevealed,
}}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, strum::VariantNames)]
#[serde(tag = "type", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
#[ts(rename = "HothAction")]
pub enum Action {
    SetScenario(Scenario),
    ChooseScenario {
        scenario: ScenarioId,
    },
    ChooseLeader {
        side: Side,
        leader: Leader,
    },
    AddUnit {
        kind: Kind,
        id: String,
        /// The name the players give it (blank: none, it is called by its kind and number).
        #[serde(default)]
        #[ts(optional)]
        name: Option<String>,
        #[serde(default)]
        badge: Option<Badge>,
        #[serde(default)]
        zone: Option<Zone>,
    },
    SetUnitDice {
        kind: Kind,
        dice: Vec<u32>,
    },
    SetReading {
        key: String,
        choice: String,
    },
    StartGame,
    PlayCard {
        card: Card,
    },
    Order {
        units: Vec<String>,
    },
    Move {
        unit: String,
        hexes: u32,
        onto: Terrain,
        #[serde(default)]
        zone: Option<Zone>,
    },
    Attack(AttackInput),
    Reroll {
        dice: Vec<u32>,
        #[serde(default)]
        roll: Option<Roll>,
    },
    Confirm {
        roll: Roll,
    },
    Retreat {
        room: u32,
        #[serde(default)]
        ignore_one: Option<bool>,
    },
    TakeGround {
        take: bool,
        #[serde(default)]
        onto: Option<Terrain>,
    },
    Objective {
        objective: String,
        unit: String,
        entered: bool,
    },
    PlaySupport {
        card: String,
    },
    EndTurn,
    Adjust {
        target: AdjustTarget,
        reason: String,
    },
    /// This battle is the first of a campaign (two players).
    Campaign {
        campaign: CampaignId,
    },
    /// This battle follows another: the log as that battle ended.
    CampaignContinue {
        log: campaign::Campaign,
    },
    /// After the battle: the winner's instructions, and leader cards for the next battle only.
    CampaignRecord {
        instructions: String,
        next_leaders: Sides<Option<Leader>>,
    },
    /// A secondary objective achieved, now told to the opponent.
    RevealObjective {
        side: Side,
        text: String,
    },
}

pub struct Hoth;

impl Game for Hoth {
    const ID: &'static str = "hoth";
    const ACTIONS: &'static [&'static str] = <Action as strum::VariantNames>::VARIANTS;
    const DICE: Option<crate::game::DiceMeaning> = Some(target::DICE);
    const RULES: bool = true;
    const SEATS: &'static [&'static str] = seat::SEATS;
    const READS: &'static [(&'static str, crate::game::Read)] = &[("odds_hoth", target::read)];
    const KEPT: &'static [crate::keep::Keepable] = kept::KEPT;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Error = HothError;

    fn extra_bindings(dir: &std::path::Path) -> Result<(), ts_rs::ExportError> {
        HothOdds::export_all_to(dir)?;
        odds::OddsView::export_all_to(dir)
    }

    fn seat(state: &State, action: &Action) -> Option<&'static str> {
        seat::seat(state, action)
    }

    fn decide(state: &State, action: &Action, ctx: &mut Ctx) -> Result<Vec<Event>, HothError> {
        let log_entry = matches!(
            action,
            Action::CampaignRecord { .. } | Action::RevealObjective { .. }
        );
        if state.phase == Phase::Over && !log_entry {
            return Err(crate::error::Common::GameOver.into());
        }
        let mut tx = Tx::new(state);
        let t = &mut tx;
        match action {
            Action::SetScenario(s) => setup::set_scenario(t, s)?,
            Action::ChooseScenario { scenario } => {
                setup::set_scenario(t, &setup::preset(*scenario)?)?
            }
            Action::ChooseLeader { side, leader } => setup::choose_leader(t, *side, *leader)?,
            Action::AddUnit {
                kind,
                id,
                name,
                badge,
                zone,
            } => setup::add_unit(t, *kind, id, name.as_deref(), *badge, *zone)?,
            Action::SetUnitDice { kind, dice } => setup::set_unit_dice(t, *kind, dice)?,
            Action::SetReading { key, choice } => t.push(readings::set(key, choice)?),
            Action::StartGame => setup::start(t, ctx)?,
            Action::PlayCard { card } => cards::play_card(t, card)?,
            Action::Order { units } => orders::order(t, units)?,
            Action::Move {
                unit,
                hexes,
                onto,
                zone,
            } => movement::move_unit(t, unit, *hexes, *onto, *zone)?,
            Action::Attack(a) => attack::attack(t, ctx, a)?,
            Action::Reroll { dice, roll } => e_web::reroll(t, ctx, dice, roll.as_ref())?,
            Action::Confirm { roll } => confirm::confirm(t, ctx, roll)?,
            Action::Retreat { room, ignore_one } => {
                retreat::retreat(t, *room, ignore_one.unwrap_or(false))?
            }
            Action::TakeGround { take, onto } => retreat::take_ground(t, *take, *onto)?,
            Action::Objective {
                objective,
                unit,
                entered,
            } => {
                cards::playing(&t.state)?;
                medals::objective(t, objective, unit, *entered)?
            }
            Action::PlaySupport { card } => cards::play_support(t, card)?,
            Action::EndTurn => cards::end_turn(t)?,
            Action::Adjust { target, reason } => adjust::adjust(t, target, reason)?,
            Action::Campaign { campaign } => campaign::start(t, *campaign)?,
            Action::CampaignContinue { log } => campaign::continue_from(t, log)?,
            Action::CampaignRecord {
                instructions,
                next_leaders,
            } => campaign::record(t, instructions, *next_leaders)?,
            Action::RevealObjective { side, text } => campaign::reveal(t, *side, text)?,
        }
        Ok(tx.event())
    }

    /// Sentences name units, structures and medal hexes by id in these.
    const NAMED: &'static [&'static str] = &["unit", "target", "units", "structure", "objective"];

    fn names(state: &State) -> std::collections::BTreeMap<String, crate::game::Name> {
        state::names(state)
    }

    fn turn(state: &State) -> u32 {
        state.turn
    }

    fn view(state: &State, _: &crate::game::Table) -> View {
        view::view(state)
    }

    /// The adjudicator's question before the roll: `{"type": "attack_odds", …the attack}` (its
    /// roll is not read) answers the dice with their breakdown and the exact odds, from this
    /// session's state and the die table in effect, refusing as the attack would. Never journaled.
    fn query(
        state: &State,
        query: &serde_json::Value,
        ctx: &mut Ctx,
    ) -> Result<serde_json::Value, crate::Error> {
        #[derive(Deserialize)]
        #[serde(tag = "type", rename_all = "snake_case")]
        enum Query {
            AttackOdds(AttackInput),
        }
        let bad = |e: serde_json::Error| {
            crate::Error::from(crate::JournalError::BadAction {
                detail: e.to_string(),
            })
        };
        let Query::AttackOdds(a) = serde_json::from_value(query.clone()).map_err(bad)?;
        let o = odds::session_odds(state, ctx.dice, &a)
            .map_err(|e| crate::game::wire_error::<Hoth>(&e))?;
        serde_json::to_value(odds::OddsView::from(&o)).map_err(bad)
    }

    fn check(state: &State) -> Result<(), String> {
        bounds::check(state)
    }

    /// A campaign battle that has ended still takes its log entries (decide refuses the rest).
    fn is_over(state: &State) -> bool {
        state.phase == Phase::Over && state.campaign.is_none()
    }

    fn report(s: &State) -> String {
        let mut out = match (s.phase, s.winner) {
            (Phase::Setup, _) => "Setting up.".to_string(),
            (_, Some(w)) => format!(
                "The {} won ({}).",
                if w == Side::Empire {
                    "Empire"
                } else {
                    "Rebels"
                },
                match s.win_reason {
                    Some(WinReason::SuddenDeath) => "sudden death",
                    _ => "medals",
                }
            ),
            _ => format!(
                "Turn {}, the {} to play.",
                s.turn,
                if s.active == Side::Empire {
                    "Empire"
                } else {
                    "Rebels"
                }
            ),
        };
        out.push_str(&format!(
            " Medals: Empire {}, Rebels {}.",
            s.medals.empire, s.medals.rebels
        ));
        for u in &s.units {
            out.push_str(&format!(
                "\n  {} ({}): {}/{} figures",
                u.id,
                u.side.name(),
                u.figures,
                u.max_figures
            ));
        }
        let side = |k: &str| {
            if k == "empire" {
                "The Empire"
            } else {
                "The Rebels"
            }
            .to_string()
        };
        for line in crate::luck::lines(&s.luck, "luck.hits", side) {
            out.push('\n');
            out.push_str(&line);
        }
        out
    }
}

#[cfg(test)]
mod tests;
