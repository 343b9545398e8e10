//! The logic of `datapad odds sp --attacker … --defender …` and `datapad attack sp …`: options
//! as clap parsed them in, JSON with the keys out. The binary only routes here, so
//! the contract (keys, exit codes) is tested without spawning it as well as with.

use super::attack::dice_only::odds_or_dice_json;
pub use super::attack::json::{attack_json, odds_json};
use super::attack::policy::Policy;
use super::attack_error::AttackError;
use super::attack_why::explain;
pub use super::cli_stance::load_stance;
use super::combat::{resolve, AttackResult, Faces, Table};
use super::stance::{AttackType, Stance};
use super::Condition;
use serde_json::Value;

/// A refusal: the exit code (1 unusable stance or file, 2 bad arguments) and one sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    pub code: u8,
    pub message: String,
}

impl std::convert::From<AttackError> for CliError {
    fn from(e: AttackError) -> CliError {
        CliError {
            code: e.exit_code(),
            message: e.to_string(),
        }
    }
}

pub(super) fn usage(message: impl Into<String>) -> CliError {
    CliError {
        code: 2,
        message: message.into(),
    }
}

/// The matchup both commands share.
#[derive(Debug, Clone, Default, PartialEq, Eq, clap::Args)]
pub struct MatchupArgs {
    /// The attacker's stance: a stance file, or a shipped stance id.
    #[arg(long)]
    pub attacker: Option<String>,
    /// The defender's stance: a stance file, or a shipped stance id.
    #[arg(long)]
    pub defender: Option<String>,
    /// The attack type: melee or ranged.
    #[arg(long = "type", value_parser = ["melee", "ranged"])]
    pub kind: Option<String>,
    /// The attacker took a Focus action: +1 die (and Impact or Sharpshooter).
    #[arg(long)]
    pub focus: bool,
    /// Impact [N], 0–9: extra melee dice with Focus.
    #[arg(long)]
    pub impact: Option<u32>,
    /// Sharpshooter [N], 0–9: extra ranged dice with Focus.
    #[arg(long)]
    pub sharpshooter: Option<u32>,
    /// Cover [N] of the defender, 0–9: extra defense dice against ranged attacks.
    #[arg(long)]
    pub cover: Option<u32>,
    /// Ability or manual attack dice, signed (`--extra-attack=-1`).
    #[arg(long, allow_negative_numbers = true)]
    pub extra_attack: Option<i32>,
    /// Ability or manual defense dice, signed.
    #[arg(long, allow_negative_numbers = true)]
    pub extra_defense: Option<i32>,
    /// Conditions the attacker's unit holds, comma separated.
    #[arg(long)]
    pub attacker_conditions: Option<String>,
    /// Conditions the defender's unit holds, comma separated.
    #[arg(long)]
    pub defender_conditions: Option<String>,
    /// The defender has Protection: 1 less damage from the pool.
    #[arg(long)]
    pub protection: bool,
    /// Damage already on the defender (with --stamina).
    #[arg(long)]
    pub damage: Option<u32>,
    /// The defender's stamina (with --damage).
    #[arg(long)]
    pub stamina: Option<u32>,
}

impl MatchupArgs {
    /// Whether any option of the stance form was given.
    pub fn is_used(&self) -> bool {
        *self != MatchupArgs::default()
    }
}

/// What `odds sp` adds to a matchup: the policy, and the ranked form.
#[derive(Debug, Clone, Default, PartialEq, Eq, clap::Args)]
pub struct OddsExtra {
    /// The walk every number assumes: max_damage (the most damage, the default) or
    /// max_conditions (the most conditions, then the most damage).
    #[arg(long, value_parser = ["max_damage", "max_conditions"])]
    pub policy: Option<String>,
    /// Rank targets: --attacker against each of --targets, with each attack type it has, by
    /// the chance to wound, then the expected damage.
    #[arg(long)]
    pub rank: bool,
    /// The targets' stances (files or shipped ids), comma separated.
    #[arg(long)]
    pub targets: Option<String>,
    /// Damage already on each target, comma separated in --targets order (0 when absent).
    #[arg(long)]
    pub damages: Option<String>,
    /// Each target's stamina, comma separated in --targets order.
    #[arg(long)]
    pub staminas: Option<String>,
}

impl OddsExtra {
    pub fn is_used(&self) -> bool {
        *self != OddsExtra::default()
    }

    pub(super) fn policy(&self) -> Policy {
        self.policy
            .as_deref()
            .and_then(Policy::parse)
            .unwrap_or_default()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, clap::Args)]
pub struct AttackArgs {
    #[command(flatten)]
    pub matchup: MatchupArgs,
    /// Attack faces: b crit, a strike, c expertise, d failure (any order and case; - for none).
    #[arg(long, allow_hyphen_values = true)]
    pub faces: String,
    /// Defense faces: e block, f expertise, d failure (- for none).
    #[arg(long, allow_hyphen_values = true)]
    pub defense_faces: String,
    /// Option ids to walk, comma separated; - for none; absent walks the best walk.
    #[arg(long, allow_hyphen_values = true)]
    pub path: Option<String>,
    /// Print the attack as JSON: the faces, each step and the result.
    #[arg(long)]
    pub json: bool,
}

/// How `odds sp` was called: today's dice counts, or two stances.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OddsForm {
    Dice { attack: u32, defense: u32 },
    Stances,
}

/// Tells the two forms of `odds sp` apart; mixing them is a usage error.
pub fn odds_form(
    attack: Option<u32>,
    defense: Option<u32>,
    m: &MatchupArgs,
) -> Result<OddsForm, CliError> {
    match (attack, m.is_used()) {
        (None, false) if defense.is_none() => {
            Err(usage("give --attack N or --attacker and --defender"))
        }
        (_, true) if attack.is_some() || defense.is_some() => Err(usage(
            "--attack/--defense count dice and cannot be mixed with stance options",
        )),
        (Some(attack), false) => Ok(OddsForm::Dice {
            attack,
            defense: defense.unwrap_or(0),
        }),
        (None, false) => Err(usage("--defense needs --attack")),
        (_, true) => Ok(OddsForm::Stances),
    }
}

fn conditions(list: Option<&str>) -> Result<Vec<Condition>, CliError> {
    list.unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            Condition::ALL
                .into_iter()
                .find(|c| c.name() == s.to_ascii_lowercase())
                .ok_or_else(|| AttackError::UnknownCondition { name: s.into() }.into())
        })
        .collect()
}

/// The two stances and the table facts the options describe.
pub fn matchup(m: &MatchupArgs) -> Result<(Stance, Stance, Table), CliError> {
    let (Some(a), Some(d)) = (&m.attacker, &m.defender) else {
        return Err(usage("--attacker and --defender are both required"));
    };
    let kind = m
        .kind
        .as_deref()
        .and_then(AttackType::parse)
        .ok_or_else(|| usage("--type melee|ranged is required"))?;
    let mut t = table(m, kind)?;
    t.damage = match (m.damage, m.stamina) {
        (None, None) => None,
        (Some(d), Some(s)) if d < s => Some((d, s)),
        _ => return Err(AttackError::DamageStamina.into()),
    };
    Ok((load_stance(a, "attacker")?, load_stance(d, "defender")?, t))
}

/// The table facts the options describe, for one attack type (damage and stamina apart).
pub(super) fn table(m: &MatchupArgs, kind: AttackType) -> Result<Table, CliError> {
    let mut t = Table::new(kind);
    t.focus = m.focus;
    t.impact = m.impact.unwrap_or(0);
    t.sharpshooter = m.sharpshooter.unwrap_or(0);
    t.cover = m.cover.unwrap_or(0);
    t.extra_attack = m.extra_attack.unwrap_or(0);
    t.extra_defense = m.extra_defense.unwrap_or(0);
    t.attacker_conditions = conditions(m.attacker_conditions.as_deref())?;
    t.defender_conditions = conditions(m.defender_conditions.as_deref())?;
    t.protection = m.protection;
    Ok(t)
}

/// `odds sp --attacker … --defender …` as JSON (the keys): through the charts and the
/// tree, or the dice alone when either stance lacks them (`dice_only: true`).
pub fn odds(m: &MatchupArgs, x: &OddsExtra) -> Result<Value, CliError> {
    if x.targets.is_some() || x.damages.is_some() || x.staminas.is_some() {
        return Err(usage("--targets, --damages and --staminas go with --rank"));
    }
    let (att, def, t) = matchup(m)?;
    Ok(odds_or_dice_json(&att, &def, &t, &x.policy())?)
}

/// Parses entered faces: letters in any order and case, `-` for none.
pub fn parse_faces(attack: &str, defense: &str) -> Result<Faces, CliError> {
    let mut f = Faces::default();
    let letters = |s: &str| -> Vec<char> {
        if s.trim() == "-" {
            Vec::new()
        } else {
            s.chars().map(|c| c.to_ascii_lowercase()).collect()
        }
    };
    for c in letters(attack) {
        let i = "bacd".find(c).ok_or_else(|| bad_face("attack", c))?;
        f.attack[i] += 1;
    }
    for c in letters(defense) {
        let i = "efd".find(c).ok_or_else(|| bad_face("defense", c))?;
        f.defense[i] += 1;
    }
    Ok(f)
}

fn bad_face(roll: &str, face: char) -> CliError {
    AttackError::BadFace {
        roll: roll.into(),
        face,
    }
    .into()
}

/// `attack sp …` as JSON (the keys).
pub fn attack(a: &AttackArgs) -> Result<Value, CliError> {
    Ok(attack_json(&attack_result(a)?.3))
}

fn attack_result(a: &AttackArgs) -> Result<(Stance, Stance, Table, AttackResult), CliError> {
    let (att, def, t) = matchup(&a.matchup)?;
    let faces = parse_faces(&a.faces, &a.defense_faces)?;
    let path: Option<Vec<String>> = a.path.as_deref().map(|p| {
        if p.trim() == "-" {
            Vec::new()
        } else {
            p.split(',').map(|s| s.trim().to_string()).collect()
        }
    });
    let r = resolve(&att, &def, &t, faces, path.as_deref())?;
    Ok((att, def, t, r))
}

/// The odds in lines a person reads.
pub fn odds_text(v: &Value) -> String {
    if v["dice_only"] == Value::Bool(true) {
        return dice_only_text(v);
    }
    let mut out = format!(
        "{} attack vs {} defense dice\nsuccesses after charts and blocks\n",
        v["attack_dice"], v["defense_dice"]
    );
    let lines = |key: &str| rows(v, key);
    out.push_str(&rows(v, "successes"));
    out.push_str(&format!(
        "\nmean {:.4}\ndamage assigned, walking the tree for {}: exactly N, at least N\n",
        v["mean"].as_f64().unwrap_or(0.0),
        v["policy"].as_str().unwrap_or("max_damage")
    ));
    let at_least = lines("damage_at_least");
    let at_least: Vec<&str> = at_least.lines().collect();
    for (i, row) in lines("damage").lines().enumerate() {
        let tail = at_least.get(i).and_then(|r| r.get(3..)).unwrap_or("");
        out.push_str(format!("{row}  {tail}").trim_end());
        out.push('\n');
    }
    out.push_str(&format!(
        "mean {:.4}",
        v["damage_mean"].as_f64().unwrap_or(0.0)
    ));
    if let Some(p) = v["p_wounded"].as_f64() {
        out.push_str(&format!("\nWounded: {:.3}%", p * 100.0));
    }
    if let Some(m) = v["attacks_to_wound"].as_object() {
        out.push_str("\nattacks to wound");
        let mut keys: Vec<&String> = m.keys().collect();
        keys.sort_by_key(|k| k.parse::<u32>().unwrap_or(u32::MAX));
        for k in keys {
            let p = m[k].as_f64().unwrap_or(0.0);
            out.push_str(&format!("\n{k:>4}  {:>8.3}%", p * 100.0));
        }
    }
    out
}

/// A table of the JSON's `{"0": p, …}` under `key`, one row a line. The object's keys sort as
/// strings ("10" before "2"): the rows go by their number.
fn rows(v: &Value, key: &str) -> String {
    let mut rows: Vec<(u64, f64)> = v[key]
        .as_object()
        .map(|m| {
            m.iter()
                .filter_map(|(k, p)| Some((k.parse().ok()?, p.as_f64().unwrap_or(0.0))))
                .collect()
        })
        .unwrap_or_default();
    rows.sort_by_key(|r| r.0);
    rows.iter()
        .map(|(k, p)| format!("{k:>3}  {:>8.3}%", p * 100.0))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Dice-only odds in lines: what is missing first, so no one reads them as the whole attack.
fn dice_only_text(v: &Value) -> String {
    let list = |role: &str| {
        let names: Vec<&str> = v["missing"][role]
            .as_array()
            .map(|l| l.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        format!(
            "the {role}'s stance lacks: {}",
            if names.is_empty() {
                "nothing".into()
            } else {
                names.join(", ")
            }
        )
    };
    format!(
        "{} attack vs {} defense dice\n\
         dice only: the expertise charts and the combat tree are missing, so these numbers are the\n\
         dice alone (crits + strikes after blocks); read the charts and the tree off your cards\n\
         {}\n{}\nsuccesses after blocks\n{}\nmean {:.4}",
        v["attack_dice"],
        v["defense_dice"],
        list("attacker"),
        list("defender"),
        rows(v, "successes"),
        v["mean"].as_f64().unwrap_or(0.0)
    )
}

/// The attack's steps in lines a person reads: each step and why (the same messages the
/// attack screen shows, in English).
pub fn attack_text(a: &AttackArgs) -> Result<String, CliError> {
    let (att, def, t, r) = attack_result(a)?;
    Ok(explain(&r, &att, &def, &t)
        .into_iter()
        .map(|m| crate::i18n::message(crate::i18n::Lang::En, &m))
        .collect::<Vec<_>>()
        .join("\n"))
}

#[cfg(test)]
#[path = "cli_tests.rs"]
mod tests;
