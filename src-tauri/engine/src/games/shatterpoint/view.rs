//! What the board screen shows: both players' counters with why each last changed, the track
//! space by space, the objectives, the stepper's prompt, the readings and the rules links. The
//! order deck shows only counts: its order is hidden.

use super::board::{player_view, track, PlayerView, TrackView};
use super::catalog::{builtin_missions, builtin_units, generic_mission, MissionDef, UnitDef};
use super::prompt::{prompt, Prompt};
use super::readings;
use super::state::{Mission, Objective, RollOff, State, Struggle};
use super::{ActionKind, Condition, Phase};
use crate::kit::Reading;
use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpView")]
pub struct SpView {
    pub phase: Phase,
    pub prompt: Prompt,
    /// The 12 turn steps, for the stepper.
    pub steps: Vec<StepInfo>,
    pub players: Vec<PlayerView>,
    pub track: TrackView,
    pub struggle: Option<StruggleView>,
    pub objectives: Vec<ObjectiveView>,
    pub mission: Option<Mission>,
    pub turn: u32,
    pub active_player: Option<u8>,
    pub first_player: Option<u8>,
    pub roll_off: Option<RollOff>,
    pub winner: Option<u8>,
    pub readings: Vec<Reading>,
    pub rules: Vec<RuleLink>,
    /// The rules' numbers and lists the board offers as choices.
    pub facts: super::facts::Facts,
    /// Units to build strike teams from (shipped and typed in); during setup only.
    pub catalog: Vec<UnitDef>,
    /// Missions to choose from ("generic" included); during setup only.
    pub missions: Vec<MissionDef>,
    /// Each player's attack and defense dice so far against their expectation.
    pub luck: Vec<crate::luck::PlayerLuck>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpStepInfo")]
pub struct StepInfo {
    pub number: u8,
    pub key: &'static str,
    /// Done by the engine without asking.
    pub auto: bool,
}

pub use crate::kit::RuleLink;

/// The struggle in play as the state keeps it (a field it gains is shown too), and its winner.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpStruggleView")]
pub struct StruggleView {
    #[serde(flatten)]
    pub struggle: Struggle,
    pub won_by: Option<u8>,
}

/// An objective as the state keeps it (a field it gains is shown too), and its place.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpObjectiveView")]
pub struct ObjectiveView {
    pub index: u8,
    #[serde(flatten)]
    pub objective: Objective,
}

const fn step(number: u8, key: &'static str, auto: bool) -> StepInfo {
    StepInfo { number, key, auto }
}

pub const STEPS: [StepInfo; 12] = [
    step(1, "start_of_turn", false),
    step(2, "reveal", false),
    step(3, "activate", true),
    step(4, "start_of_activation", false),
    step(5, "actions", false),
    step(6, "end_of_activation", true),
    step(7, "activation_ends", true),
    step(8, "end_of_turn", false),
    step(9, "move_struggle_token", true),
    step(10, "defeat_check", true),
    step(11, "struggle_reset", false),
    step(12, "end_turn", true),
];

const fn link(term: &'static str, rule: &'static str) -> RuleLink {
    RuleLink::new(term, rule)
}

/// Terms on the board and the rules entries they open.
pub const RULE_LINKS: [RuleLink; 33] = [
    link("struggle_track", "sp.concept.struggle-track"),
    link("momentum", "sp.concept.momentum"),
    link("struggle", "sp.concept.struggle"),
    link("objectives", "sp.concept.objectives"),
    link("control", "sp.concept.control"),
    link("priority", "sp.concept.priority-objective"),
    link("force_pool", "sp.concept.force-pool"),
    link("order_deck", "sp.concept.order-deck"),
    link("reserve", "sp.concept.reserve"),
    link("shatterpoint_card", "sp.concept.shatterpoint-card"),
    link("battle_tactics", "sp.concept.battle-tactics"),
    link("turn", "sp.sequence.turn"),
    link("activation", "sp.sequence.activation"),
    link("wounded", "sp.concept.wounded"),
    link("injured", "sp.concept.injured"),
    link("defeated", "sp.concept.defeated"),
    link("hunker", "sp.concept.hunker"),
    link("stance", "sp.concept.stance-cards"),
    link("squads", "sp.sequence.squad-building"),
    link("first_player", "sp.concept.first-player"),
    // The attack screen's terms.
    link("attack", "sp.sequence.attack"),
    link("combat_tree", "sp.concept.combat-tree"),
    link("expertise", "sp.concept.expertise-charts"),
    link("focus", "sp.action.focus"),
    link("cover", "sp.concept.cover"),
    link("impact", "sp.keyword.impact"),
    link("sharpshooter", "sp.keyword.sharpshooter"),
    link("protection", "sp.keyword.protection"),
    link("steadfast", "sp.keyword.steadfast"),
    // The conditions, on unit cards and in the stepper's reminders.
    link("strained", "sp.condition.strained"),
    link("disarmed", "sp.condition.disarmed"),
    link("exposed", "sp.condition.exposed"),
    link("pinned", "sp.condition.pinned"),
];

pub fn view(s: &State) -> SpView {
    let setup = s.phase == Phase::Setup;
    SpView {
        phase: s.phase,
        prompt: prompt(s),
        steps: STEPS.to_vec(),
        players: (0..2).map(|p| player_view(s, p)).collect(),
        track: track(s),
        struggle: s.struggle.as_ref().map(|st| StruggleView {
            struggle: st.clone(),
            won_by: s.struggle_won,
        }),
        objectives: s
            .objectives
            .iter()
            .enumerate()
            .map(|(i, o)| ObjectiveView {
                index: i as u8,
                objective: o.clone(),
            })
            .collect(),
        mission: s.mission.clone(),
        turn: s.turn.number,
        active_player: (s.phase == Phase::Playing && s.turn.number > 0).then_some(s.turn.player),
        first_player: s.first_player,
        roll_off: s.roll_off.clone(),
        winner: s.winner,
        readings: readings::in_effect(s),
        // Board terms, then each condition and action under its own name ("strained", "move").
        rules: RULE_LINKS
            .iter()
            .cloned()
            .chain(Condition::ALL.map(|c| link(c.name(), c.rule())))
            .chain(ActionKind::ALL.map(|a| link(a.name(), a.rule())))
            .collect(),
        facts: super::facts::facts(),
        catalog: if setup {
            s.custom_units
                .iter()
                .chain(builtin_units())
                .cloned()
                .collect()
        } else {
            Vec::new()
        },
        missions: if setup {
            std::iter::once(generic_mission())
                .chain(builtin_missions().iter().cloned())
                .collect()
        } else {
            Vec::new()
        },
        luck: crate::luck::evening(&s.luck),
    }
}

/// The state in plain English, for `datapad replay`.
pub fn report(s: &State) -> String {
    let mut lines = vec![format!("Phase: {:?}, turn {}.", s.phase, s.turn.number)];
    if let Some(w) = s.winner {
        lines.push(format!("Winner: {}.", super::player_word(w)));
    }
    lines.push(format!("Struggle token: {}.", s.token));
    for p in 0..2u8 {
        let side = s.side(p);
        lines.push(format!(
            "{}: {} struggles won, momentum {}, Force {}/{}, {} cards in the order deck.",
            super::player_word(p),
            s.won[usize::from(p)].len(),
            side.momentum,
            side.force_ready,
            side.force_size,
            side.deck.len()
        ));
        for u in s.team(p).map(|t| t.units.as_slice()).unwrap_or_default() {
            let n = &u.counters;
            let mut state = format!(
                "{}/{} damage, {} injuries",
                n.damage, u.card.stamina, n.injuries
            );
            if n.wounded {
                state.push_str(", Wounded");
            }
            if n.defeated {
                state.push_str(", defeated");
            }
            for c in &n.conditions {
                state.push_str(&format!(", {}", c.english()));
            }
            lines.push(format!("  {}: {state}.", u.card.name.en));
        }
    }
    let who = |p: &str| {
        let p = p.parse::<u8>().unwrap_or_default();
        s.names[usize::from(p.min(1))]
            .clone()
            .unwrap_or_else(|| super::player_word(p))
    };
    lines.extend(crate::luck::lines(&s.luck, "luck.successes", who));
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_linked_rule_exists() {
        let lib = crate::rules::Library::builtin();
        let ids = RULE_LINKS
            .iter()
            .map(|l| l.rule)
            .chain(Condition::ALL.map(Condition::rule))
            .chain(ActionKind::ALL.map(ActionKind::rule));
        for id in ids {
            assert!(lib.get(id).is_some(), "no rules entry {id}");
        }
    }
}
