//! `datapad odds sp --rank --attacker A --targets T1,T2,… [--damages … --staminas …]`: the
//! best-target list from the command line, as JSON (`[{"target", "type", "p_wounded",
//! "damage_mean"}, …]`) or lines. A target is named as it was given.

use super::attack::json::ranked_json;
use super::attack::rank::{rank, Target};
use super::attack_error::AttackError;
use super::cli::{load_stance, table, usage, CliError, MatchupArgs, OddsExtra};
use super::stance::AttackType;
use serde_json::{json, Value};

/// More targets than a table holds units is a typing slip, not a question.
pub const MAX_TARGETS: usize = 32;

fn numbers(list: Option<&str>, flag: &str, n: usize) -> Result<Option<Vec<u32>>, CliError> {
    let Some(list) = list else {
        return Ok(None);
    };
    let v: Vec<u32> = list
        .split(',')
        .map(|x| x.trim().parse::<u32>())
        .collect::<Result<_, _>>()
        .map_err(|_| usage(format!("{flag} takes whole numbers, comma separated")))?;
    if v.len() != n {
        return Err(usage(format!(
            "{flag} has {} numbers for {n} targets",
            v.len()
        )));
    }
    Ok(Some(v))
}

pub fn rank_json(m: &MatchupArgs, x: &OddsExtra) -> Result<Value, CliError> {
    let Some(a) = &m.attacker else {
        return Err(usage("--rank needs --attacker"));
    };
    if m.defender.is_some() || m.damage.is_some() || m.stamina.is_some() {
        return Err(usage(
            "--rank takes --targets, --damages and --staminas, not --defender, --damage or --stamina",
        ));
    }
    let names: Vec<&str> = x
        .targets
        .as_deref()
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect();
    if names.is_empty() || names.len() > MAX_TARGETS {
        return Err(usage(format!(
            "--rank needs --targets: 1 to {MAX_TARGETS} stances, comma separated"
        )));
    }
    let damages = numbers(x.damages.as_deref(), "--damages", names.len())?;
    let staminas = numbers(x.staminas.as_deref(), "--staminas", names.len())?;
    if damages.is_some() && staminas.is_none() {
        return Err(usage("--damages needs --staminas"));
    }
    let only = m.kind.as_deref().and_then(AttackType::parse);
    let mut targets = Vec::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        let mut t = table(m, only.unwrap_or(AttackType::Melee))?;
        t.damage = match &staminas {
            None => None,
            Some(s) => {
                let d = damages.as_ref().map_or(0, |d| d[i]);
                if d >= s[i] {
                    return Err(AttackError::DamageStamina.into());
                }
                Some((d, s[i]))
            }
        };
        targets.push(Target {
            label: json!(name),
            stance: load_stance(name, "defender")?,
            table: t,
        });
    }
    let policy = x.policy();
    let mut list = rank(&load_stance(a, "attacker")?, &targets, &policy)?;
    list.retain(|r| only.is_none_or(|k| r.kind == k));
    Ok(ranked_json(&list, &policy))
}

/// The ranked list in lines a person reads.
pub fn rank_text(v: &Value) -> String {
    let rows = v.as_array().map(Vec::as_slice).unwrap_or_default();
    if rows.is_empty() {
        return "no attack the attacker can make".into();
    }
    rows.iter()
        .enumerate()
        .map(|(i, r)| {
            let wounded = r["p_wounded"]
                .as_f64()
                .map_or(String::new(), |p| format!("Wounded {:.1}%, ", p * 100.0));
            format!(
                "{}. {} ({}): {wounded}{:.2} damage on average",
                i + 1,
                r["target"].as_str().unwrap_or(""),
                r["type"].as_str().unwrap_or(""),
                r["damage_mean"].as_f64().unwrap_or(0.0)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}
