//! The guided stepper: what the engine is asking the table now, and which actions are legal.
//! The UI shows the question and offers the listed actions; any other action is refused with a
//! clear error anyway.

use super::board::CardView;
use super::state::{OrderCard, State, StruggleCard, TakenAction};
use super::{reserve, shatterpoint_card};
use super::{ActionKind, Condition, Phase, Step, UnitRef};
use crate::dice::Symbol;
use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpPrompt")]
pub struct Prompt {
    pub step: Step,
    /// The rulebook's turn step (1–12); 0 during setup.
    pub step_number: u8,
    /// The player whose answer is awaited.
    pub player: Option<u8>,
    pub ask: Ask,
    /// The `type` of every action that may be sent now.
    pub legal: Vec<&'static str>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpControlDefault")]
pub struct ControlDefault {
    pub objective: u8,
    /// Who controls it now: the default if the players enter nothing.
    pub controller: Option<u8>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "SpAsk")]
pub enum Ask {
    /// What is still needed before `start_game`: "team_1", "team_2", "mission", "roll_off".
    Setup {
        missing: Vec<&'static str>,
    },
    /// The struggle card is revealed: which objectives does it make active (and which map)?
    ActivateObjectives {
        number: u8,
        card: StruggleCard,
        map_chooser: Option<u8>,
        objectives: u8,
    },
    PriorityRoll,
    MarkPriority {
        face: Symbol,
    },
    /// Reveal the top order card, or take the reserve.
    Reveal {
        deck: u32,
        reserve: Option<CardView>,
        must_use_reserve: bool,
    },
    RevealedUnit {
        card: CardView,
        can_reserve: bool,
    },
    RevealedShatterpoint {
        can_redraw: bool,
    },
    /// Resolve the battle tactics card, then reveal the next card.
    RevealedTactic {
        card: CardView,
    },
    /// The Wounded unit's wound became an injury: which condition does it remove?
    WoundCondition {
        unit: UnitRef,
        options: Vec<Condition>,
    },
    Actions {
        unit: UnitRef,
        taken: Vec<TakenAction>,
        /// Chosen actions left (of 2).
        left: u8,
        /// Actions not yet taken this activation.
        available: Vec<ActionKind>,
        can_flip: bool,
    },
    /// Who controls each active objective? Then the engine does steps 9–12.
    EndOfTurn {
        objectives: Vec<ControlDefault>,
        first_turn: bool,
    },
    GameOver {
        winner: Option<u8>,
    },
}

/// Actions about the table that are accepted at any point of play.
const TABLE: [&str; 15] = [
    "damage",
    "heal",
    "gain_condition",
    "remove_condition",
    "set_immunity",
    "gain_hunker",
    "lose_hunker",
    "mark_strained",
    "use_ability",
    "refresh_force",
    "spend_force",
    "spend_momentum",
    "move_token",
    "adjust",
    "set_player_name",
];

fn setup(s: &State) -> Prompt {
    let mut missing = Vec::new();
    if s.teams[0].is_none() {
        missing.push("team_1");
    }
    if s.teams[1].is_none() {
        missing.push("team_2");
    }
    if s.mission.is_none() {
        missing.push("mission");
    }
    if s.first_player.is_none() {
        missing.push("roll_off");
    }
    let mut legal = vec![
        "set_player_name",
        "add_custom_unit",
        "set_team",
        "choose_mission",
        "roll_off",
    ];
    if s.teams.iter().any(Option::is_some) {
        legal.push("choose_stance");
    }
    if missing.is_empty() {
        legal.push("start_game");
    }
    Prompt {
        step: Step::Setup,
        step_number: 0,
        player: None,
        ask: Ask::Setup { missing },
        legal,
    }
}

pub fn prompt(s: &State) -> Prompt {
    match s.phase {
        Phase::Setup => return setup(s),
        Phase::Over => {
            return Prompt {
                step: s.turn.step,
                step_number: s.turn.step.number(),
                player: None,
                ask: Ask::GameOver { winner: s.winner },
                legal: Vec::new(),
            }
        }
        Phase::Playing => {}
    }
    let p = s.turn.player;
    let side = s.side(p);
    let card = |c: OrderCard| CardView {
        card: c,
        name: s.card_name(p, c),
    };
    let (ask, mut legal): (Ask, Vec<&'static str>) = match s.turn.step {
        Step::Setup | Step::StruggleSetup => {
            let st = s.struggle.clone();
            (
                Ask::ActivateObjectives {
                    number: st.as_ref().map_or(1, |x| x.number),
                    card: st.map(|x| x.card).unwrap_or(StruggleCard {
                        phase: 1,
                        card: None,
                        name: None,
                    }),
                    map_chooser: s.last_loser,
                    objectives: s.objectives.len() as u8,
                },
                vec!["set_active_objectives"],
            )
        }
        Step::StartOfTurn => match s.turn.priority_face {
            None => (Ask::PriorityRoll, vec!["priority_roll"]),
            Some(face) => (Ask::MarkPriority { face }, vec!["mark_priority"]),
        },
        Step::Reveal => match side.revealed {
            None => {
                let must = side.deck.is_empty() && side.reserve.is_some();
                let mut legal = Vec::new();
                if !must {
                    legal.push("reveal");
                }
                if side.reserve.is_some() && reserve::reserve_closed(s).is_none() {
                    legal.push("use_reserve");
                }
                let ask = Ask::Reveal {
                    deck: side.deck.len() as u32,
                    reserve: side.reserve.map(card),
                    must_use_reserve: must,
                };
                (ask, legal)
            }
            Some(OrderCard::Shatterpoint) => {
                let can = shatterpoint_card::can_redraw(s, p) && side.force_ready >= 1;
                let mut legal = vec!["shatterpoint_choose"];
                if can {
                    legal.push("shatterpoint_redraw");
                }
                (Ask::RevealedShatterpoint { can_redraw: can }, legal)
            }
            Some(c @ OrderCard::Tactic { .. }) => {
                let mut legal = Vec::new();
                if !side.deck.is_empty() || side.reserve.is_none() {
                    legal.push("reveal");
                }
                if side.reserve.is_some() && reserve::reserve_closed(s).is_none() {
                    legal.push("use_reserve");
                }
                (Ask::RevealedTactic { card: card(c) }, legal)
            }
            Some(c @ OrderCard::Unit { .. }) => {
                let can = !s.turn.reserved
                    && side.reserve.is_none()
                    && !s.turn.must_activate
                    && !side.deck.is_empty()
                    && side.force_ready >= 1;
                let mut legal = vec!["activate"];
                if can {
                    legal.push("reserve");
                }
                let ask = Ask::RevealedUnit {
                    card: card(c),
                    can_reserve: can,
                };
                (ask, legal)
            }
        },
        Step::StartOfActivation => {
            let r = UnitRef {
                player: p,
                slot: s.turn.activated.unwrap_or(0),
            };
            let options = s
                .unit(r)
                .map(|u| u.counters.conditions.clone())
                .unwrap_or_default();
            (
                Ask::WoundCondition { unit: r, options },
                vec!["remove_wound_condition"],
            )
        }
        Step::Actions => {
            let r = UnitRef {
                player: p,
                slot: s.turn.activated.unwrap_or(0),
            };
            let taken = s.turn.actions.clone();
            let chosen = taken.iter().filter(|t| !t.granted).count() as u8;
            let available = ActionKind::ALL
                .into_iter()
                .filter(|a| taken.iter().all(|t| t.action != *a))
                .collect();
            let can_flip = !s.turn.stance_flipped && s.unit(r).is_some_and(|u| u.dual);
            let mut legal = vec!["take_action", "end_activation"];
            if can_flip {
                legal.push("flip_stance");
            }
            let ask = Ask::Actions {
                unit: r,
                taken,
                left: 2u8.saturating_sub(chosen),
                available,
                can_flip,
            };
            (ask, legal)
        }
        Step::EndOfTurn => {
            let objectives = s
                .objectives
                .iter()
                .enumerate()
                .filter(|(_, o)| o.active)
                .map(|(i, o)| ControlDefault {
                    objective: i as u8,
                    controller: o.controller,
                })
                .collect();
            let ask = Ask::EndOfTurn {
                objectives,
                first_turn: s.turn.number <= 1,
            };
            (ask, vec!["end_turn"])
        }
    };
    legal.extend(TABLE);
    // The first player turns over struggle cards; the active player answers everything else.
    let asked = match s.turn.step {
        Step::Setup | Step::StruggleSetup => s.first_player,
        _ => Some(p),
    };
    Prompt {
        step: s.turn.step,
        step_number: s.turn.step.number(),
        player: asked,
        ask,
        legal,
    }
}

#[cfg(test)]
#[path = "prompt_tests.rs"]
mod tests;
