//! The campaign log (spec §6.5): two players, battles whose results carry over. The chapters,
//! scenarios and instructions are in the physical campaign logs, not in the rulebook, so the app
//! never invents them: it keeps what the table types. Each battle is its own session; the next
//! one starts from the last one's log (`campaign_continue`), which carries the results, the
//! winner's instructions, the unused support cards and the leader cards for that battle only.

use super::change::Change;
use super::error::{bad, HothError};
use super::setup::in_setup;
use super::state::State;
use super::types::*;
use crate::game::Message;
use crate::kit::Tx;

// The log's types live with the state, which carries the log (and a change with it).
pub use super::state::{BattleResult, Campaign, Revealed};

/// Longest text the table types into the log (instructions, an objective).
const MAX_TEXT: usize = 600;
/// Most battles and revealed objectives a log carries.
const MAX_ENTRIES: usize = 60;

fn text(s: &str) -> Result<String, HothError> {
    let s = s.trim();
    if s.is_empty() || s.chars().count() > MAX_TEXT {
        return Err(bad(format!("a note has 1 to {MAX_TEXT} characters")));
    }
    Ok(s.to_string())
}

fn two_players(state: &State) -> Result<(), HothError> {
    let team = state
        .scenario
        .as_ref()
        .and_then(|s| s.players)
        .is_some_and(|p| p.empire > 1 || p.rebels > 1);
    if team {
        return Err(bad("campaigns are for two players"));
    }
    Ok(())
}

/// The first battle of a campaign.
pub fn start(tx: &mut Tx<State>, campaign: CampaignId) -> Result<(), HothError> {
    in_setup(&tx.state)?;
    two_players(&tx.state)?;
    if tx.state.campaign.is_some() {
        return Err(bad("this battle is already part of a campaign"));
    }
    tx.push(Change::CampaignStarted {
        campaign: Campaign {
            campaign,
            battles: Vec::new(),
            objectives: Vec::new(),
            instructions: None,
            next_leaders: Sides::default(),
        },
    });
    Ok(())
}

/// The next battle, from the last one's log: its unused support cards are held again and the
/// leader cards its instructions gave join this battle (only this one: the log does not carry
/// them further unless the new instructions say so).
pub fn continue_from(tx: &mut Tx<State>, log: &Campaign) -> Result<(), HothError> {
    in_setup(&tx.state)?;
    two_players(&tx.state)?;
    if tx.state.campaign.is_some() {
        return Err(bad("this battle is already part of a campaign"));
    }
    if log.battles.is_empty()
        || log.battles.len() > MAX_ENTRIES
        || log.objectives.len() > MAX_ENTRIES
    {
        return Err(bad(format!(
            "a campaign log has 1 to {MAX_ENTRIES} battles"
        )));
    }
    for b in &log.battles {
        if !b.instructions.is_empty() {
            text(&b.instructions)?;
        }
        for (side, l) in [
            (Side::Empire, b.next_leaders.empire),
            (Side::Rebels, b.next_leaders.rebels),
        ] {
            if l.is_some_and(|l| l.side() != side) {
                return Err(bad("that leader fights for the other side"));
            }
        }
    }
    for o in &log.objectives {
        text(&o.text)?;
    }
    let last = log.battles[log.battles.len() - 1].clone();
    tx.push(Change::CampaignStarted {
        campaign: Campaign {
            instructions: None,
            next_leaders: Sides::default(),
            ..log.clone()
        },
    });
    for side in [Side::Empire, Side::Rebels] {
        let kept = *last.support.get(side);
        if kept > 0 {
            tx.push(Change::SupportAdjusted {
                side,
                from: *tx.state.support.get(side),
                to: kept,
                reason: "campaign".into(),
            });
        }
        if let Some(leader) = *last.next_leaders.get(side) {
            tx.push(Change::LeaderChosen { side, leader });
        }
    }
    Ok(())
}

/// After the battle: the winner's instructions as read aloud, and the leader cards they give
/// for the next battle only. Typed again, they replace what was typed.
pub fn record(
    tx: &mut Tx<State>,
    instructions: &str,
    next_leaders: Sides<Option<Leader>>,
) -> Result<(), HothError> {
    if tx.state.campaign.is_none() {
        return Err(bad("this battle is not part of a campaign"));
    }
    if tx.state.phase != Phase::Over {
        return Err(HothError::NotAtThisStep);
    }
    for side in [Side::Empire, Side::Rebels] {
        if next_leaders.get(side).is_some_and(|l| l.side() != side) {
            return Err(bad("that leader fights for the other side"));
        }
    }
    tx.push(Change::CampaignRecorded {
        instructions: text(instructions)?,
        next_leaders,
    });
    Ok(())
}

/// A secondary objective achieved and so revealed to the opponent.
pub fn reveal(tx: &mut Tx<State>, side: Side, objective: &str) -> Result<(), HothError> {
    let Some(c) = &tx.state.campaign else {
        return Err(bad("this battle is not part of a campaign"));
    };
    if tx.state.phase == Phase::Setup {
        return Err(HothError::NotAtThisStep);
    }
    if c.objectives.len() >= MAX_ENTRIES {
        return Err(bad(format!("at most {MAX_ENTRIES} objectives")));
    }
    tx.push(Change::ObjectiveRevealed {
        side,
        text: text(objective)?,
    });
    Ok(())
}

/// The log to carry into the next battle: this one's result added. `None` until it has ended.
pub fn next(state: &State) -> Option<Campaign> {
    let c = state.campaign.as_ref()?;
    if state.phase != Phase::Over {
        return None;
    }
    let mut log = c.clone();
    log.battles.push(BattleResult {
        winner: state.winner,
        medals: state.medals,
        instructions: c.instructions.clone().unwrap_or_default(),
        next_leaders: c.next_leaders,
        support: state.support,
    });
    log.instructions = None;
    log.next_leaders = Sides::default();
    Some(log)
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::CampaignStarted { campaign } => s.campaign = Some(campaign.clone()),
        Change::CampaignRecorded {
            instructions,
            next_leaders,
        } => {
            if let Some(c) = &mut s.campaign {
                c.instructions = Some(instructions.clone());
                c.next_leaders = *next_leaders;
            }
        }
        Change::ObjectiveRevealed { side, text } => {
            if let Some(c) = &mut s.campaign {
                let battle = c.battle();
                c.objectives.push(Revealed {
                    side: *side,
                    battle,
                    text: text.clone(),
                });
            }
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::CampaignStarted { campaign } => Some(
            Message::new("hoth.campaign_started")
                .arg(
                    "campaign",
                    serde_json::to_value(campaign.campaign).unwrap_or_default(),
                )
                .arg("n", campaign.battle()),
        ),
        Change::CampaignRecorded { .. } => Some(Message::new("hoth.campaign_recorded")),
        Change::ObjectiveRevealed { side, text } => Some(
            Message::new("hoth.objective_revealed")
                .arg("side", side.name())
                .arg("text", text.clone()),
        ),
        _ => None,
    }
}

pub fn touched(_: &Change) -> Vec<String> {
    vec!["campaign".into()]
}
