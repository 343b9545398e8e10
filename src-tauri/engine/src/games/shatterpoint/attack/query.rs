//! What the attack screen asks before it commits (issue 9), never journaled: the exact odds and
//! best walks of a planned attack, the virtual roll of its pools (made once: the screen keeps the
//! faces, so a kill never rerolls), and every step's result, with why, for the faces and walk
//! chosen. `attack_*` questions are about two units of the tracker (their conditions and damage
//! come from the board); `matchup_*` ones are the standalone screen's, two stances and what the
//! players say about the units.

use super::super::error::SpError;
use super::super::stance::{Roll, Stance};
use super::super::state::State;
use super::super::{Condition, UnitRef};
use super::chart::{index, ATTACK_FACES, DEFENSE_FACES};
use super::combat::{pools, resolve, Faces, Table};
use super::commit::{parts, stance};
use super::dice_only::{dice_odds_json, dice_only, dice_preview_json};
use super::error::AttackError;
use super::input::{AttackFacts, AttackInput};
use super::json::{attack_json, odds_json, ranked_json};
use super::policy::Policy;
use super::rank::{rank, Target};
use super::table::dice_pools;
use super::tree::check_path;
use super::why::explain;
use crate::dice::roll;
use crate::game::Ctx;
use serde::Deserialize;
use serde_json::{json, Value};
use ts_rs::TS;

#[derive(Debug, Clone, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "SpQuery")]
pub enum Query {
    /// Exact odds of the planned attack (its faces and path are not read).
    AttackOdds(OddsAsk<AttackInput>),
    /// Rolls both pools once with the app's dice.
    AttackRoll(AttackInput),
    /// Every step for the faces and path given, and why.
    AttackPreview(AttackInput),
    MatchupOdds(OddsAsk<Matchup>),
    MatchupRoll(Matchup),
    MatchupPreview(Matchup),
    /// Best target: the attacker against every target the players marked, ranked.
    AttackRank(RankAsk),
    /// What entering an outcome read off the cards would do (the `attack_outcome` action,
    /// asked without doing it): the damage the defender takes and whether it is Wounded.
    AttackOutcome(super::AttackOutcome),
}

/// An odds question and the policy its walk follows.
#[derive(Debug, Clone, Deserialize, TS)]
#[ts(rename = "SpOddsAsk")]
pub struct OddsAsk<T> {
    #[serde(flatten)]
    #[ts(flatten)]
    pub of: T,
    #[serde(default)]
    pub policy: Policy,
}

/// One target marked legal on the board, with the stance it defends with.
#[derive(Debug, Clone, Deserialize, TS)]
#[ts(rename = "SpRankTarget")]
pub struct RankTarget {
    pub defender: UnitRef,
    #[ts(type = "unknown")]
    pub defender_stance: Value,
}

#[derive(Debug, Clone, Deserialize, TS)]
#[ts(rename = "SpRankAsk")]
pub struct RankAsk {
    pub attacker: UnitRef,
    #[ts(type = "unknown")]
    pub attacker_stance: Value,
    pub targets: Vec<RankTarget>,
    /// What is true at the table; the attack type is tried both ways.
    pub facts: AttackFacts,
    #[serde(default)]
    pub policy: Policy,
}

/// Two stances alone, for the standalone attack screen: what the players say about the units
/// stands in for the board.
#[derive(Debug, Clone, Deserialize, TS)]
#[ts(rename = "SpMatchup")]
pub struct Matchup {
    #[ts(type = "unknown")]
    pub attacker_stance: Value,
    #[ts(type = "unknown")]
    pub defender_stance: Value,
    pub facts: AttackFacts,
    #[serde(default)]
    pub attacker_conditions: Vec<Condition>,
    #[serde(default)]
    pub defender_conditions: Vec<Condition>,
    /// The defender's damage and stamina, to tell whether it ends Wounded.
    #[serde(default)]
    pub damage: Option<(u32, u32)>,
    #[serde(default)]
    pub faces: Faces,
    #[serde(default)]
    pub path: Vec<String>,
}

impl Matchup {
    fn parts(&self) -> Result<(Stance, Stance, Table), SpError> {
        if self.damage.is_some_and(|(d, s)| d >= s) {
            return Err(AttackError::DamageStamina.into());
        }
        let t = Table {
            attacker_conditions: self.attacker_conditions.clone(),
            defender_conditions: self.defender_conditions.clone(),
            damage: self.damage,
            ..self.facts.bare()
        };
        Ok((
            stance(&self.attacker_stance, "attacker")?,
            stance(&self.defender_stance, "defender")?,
            t,
        ))
    }
}

/// What a question asks of one matchup.
enum Ask<'a> {
    Odds(&'a Policy),
    Roll,
    Preview(Faces, &'a [String]),
}

fn bad(e: serde_json::Error) -> crate::Error {
    crate::JournalError::BadAction {
        detail: e.to_string(),
    }
    .into()
}

/// Answers a question as `Game::query` does: a refusal carries its `sp.*` code.
pub fn answer(s: &State, q: &Value, ctx: &mut Ctx) -> Result<Value, crate::Error> {
    let q: Query = serde_json::from_value(q.clone()).map_err(bad)?;
    ask(s, &q, ctx).map_err(|e| crate::game::wire_error::<super::super::Shatterpoint>(&e))
}

fn ask(s: &State, q: &Query, ctx: &mut Ctx) -> Result<Value, SpError> {
    match q {
        Query::AttackOdds(a) => about(parts(s, &a.of)?, Ask::Odds(&a.policy), ctx),
        Query::AttackRoll(a) => about(parts(s, a)?, Ask::Roll, ctx),
        Query::AttackPreview(a) => about(parts(s, a)?, Ask::Preview(a.faces, &a.path), ctx),
        Query::MatchupOdds(m) => about(m.of.parts()?, Ask::Odds(&m.policy), ctx),
        Query::MatchupRoll(m) => about(m.parts()?, Ask::Roll, ctx),
        Query::MatchupPreview(m) => about(m.parts()?, Ask::Preview(m.faces, &m.path), ctx),
        Query::AttackRank(r) => ranked(s, r),
        Query::AttackOutcome(a) => super::outcome::preview(s, a),
    }
}

fn ranked(s: &State, r: &RankAsk) -> Result<Value, SpError> {
    let mut targets = Vec::with_capacity(r.targets.len());
    for t in &r.targets {
        let input = AttackInput {
            attacker: r.attacker,
            defender: t.defender,
            attacker_stance: r.attacker_stance.clone(),
            defender_stance: t.defender_stance.clone(),
            facts: r.facts.clone(),
            faces: Faces::default(),
            path: Vec::new(),
        };
        let (_, stance, table) = parts(s, &input)?;
        targets.push(Target {
            label: json!(t.defender),
            stance,
            table,
        });
    }
    let att = stance(&r.attacker_stance, "attacker")?;
    Ok(ranked_json(&rank(&att, &targets, &r.policy)?, &r.policy))
}

/// A matchup's answer: the whole attack when both stances are whole, else its dice alone (a
/// dice-only stance's players read the rest off their cards and enter the outcome).
fn about(
    (att, def, t): (Stance, Stance, Table),
    ask: Ask,
    ctx: &mut Ctx,
) -> Result<Value, SpError> {
    if dice_only(&att, &def) {
        return match ask {
            Ask::Odds(_) => Ok(dice_odds_json(&att, &def, &t)?),
            Ask::Roll => {
                let (na, nd) = dice_pools(&att, &def, &t)?;
                Ok(json!(rolled(ctx, na, nd)?))
            }
            Ask::Preview(faces, _) => Ok(dice_preview_json(&att, &def, &t, faces)?),
        };
    }
    match ask {
        Ask::Odds(policy) => Ok(odds_json(&att, &def, &t, policy)?),
        Ask::Roll => {
            let (na, nd) = pools(&att, &def, &t)?;
            Ok(json!(rolled(ctx, na, nd)?))
        }
        Ask::Preview(faces, path) => {
            let r = resolve(&att, &def, &t, faces, Some(path))?;
            let mut v = attack_json(&r);
            v["why"] = json!(explain(&r, &att, &def, &t));
            v["to_attacker"] = json!(r.to_attacker);
            v["next"] = json!(next_options(&att, path, r.successes));
            v["after_words"] = json!(r.after_attack.iter().map(|e| e.word()).collect::<Vec<_>>());
            Ok(v)
        }
    }
}

/// The options the walk may take next: each one the tree's own check accepts after `path`, so
/// the screen lights up exactly what the commit will take.
fn next_options(att: &Stance, path: &[String], successes: u32) -> Vec<String> {
    att.tree
        .options
        .iter()
        .filter(|o| {
            let walk: Vec<String> = path.iter().chain([&o.id]).cloned().collect();
            check_path(&att.tree, &walk, successes).is_ok()
        })
        .map(|o| o.id.clone())
        .collect()
}

fn rolled(ctx: &mut Ctx, attack: u32, defense: u32) -> Result<Faces, SpError> {
    let mut f = Faces::default();
    let die = ctx.dice.get("sp-attack")?;
    for _ in 0..attack {
        let face = roll(die, ctx.rng);
        if let Some(i) = index(Roll::Attack, face).filter(|&i| i < ATTACK_FACES.len()) {
            f.attack[i] += 1;
        }
    }
    let die = ctx.dice.get("sp-defense")?;
    for _ in 0..defense {
        let face = roll(die, ctx.rng);
        if let Some(i) = index(Roll::Defense, face).filter(|&i| i < DEFENSE_FACES.len()) {
            f.defense[i] += 1;
        }
    }
    Ok(f)
}
