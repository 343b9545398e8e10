//! What is true at the table for one attack, and the pools it makes (attack steps 1–2):
//! the refusals that come before any die is rolled, then attack and defense dice.

use super::super::stance::{validate, AttackType, Stance};
use super::super::Condition;
use super::error::AttackError;
use super::tree::Conditions;

/// The most dice of one kind the table fields (and the odds accept).
pub const MAX_DICE: u32 = 30;

/// What is true at the table for this attack, besides the two stances.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub kind: AttackType,
    /// The attacker took a Focus action this activation and has not attacked since.
    pub focus: bool,
    /// Impact [X] (melee) and Sharpshooter [X] (ranged): extra dice, only with Focus.
    pub impact: u32,
    pub sharpshooter: u32,
    /// Cover [X] of the defender: extra defense dice against ranged attacks only.
    pub cover: u32,
    /// Cover [1] for each hunker token the tracker holds on the defender, counted under the
    /// reading `sp.attack.hunker_cover` (see `hunker.rs`); added to `cover`.
    pub hunker: u32,
    /// The attacker's attacks deny cover (Gar Saxon's innate).
    pub ignore_cover: bool,
    /// Ability dice and a named manual correction, signed; each pool floors at 0.
    pub extra_attack: i32,
    pub extra_defense: i32,
    pub attacker_conditions: Vec<Condition>,
    pub defender_conditions: Vec<Condition>,
    pub defender_immune: Vec<Condition>,
    /// Protection: 1 less damage from the pool, not below 0.
    pub protection: bool,
    /// Steadfast: the first shove from the tree does not move the defender.
    pub steadfast: bool,
    /// The defender's pool is split (Ahsoka's Too Fast For You): half rounded up to it, the rest
    /// to the attacker. Applied after Protection.
    pub split: bool,
    /// The attacker is engaged with a character of a non-Wounded enemy unit.
    pub engaged: bool,
    /// An ability (Intercede) forbids this target.
    pub target_forbidden: bool,
    /// Damage already on the defender and its stamina, to tell whether it is Wounded after.
    pub damage: Option<(u32, u32)>,
}

impl Table {
    pub fn new(kind: AttackType) -> Table {
        Table {
            kind,
            focus: false,
            impact: 0,
            sharpshooter: 0,
            cover: 0,
            hunker: 0,
            ignore_cover: false,
            extra_attack: 0,
            extra_defense: 0,
            attacker_conditions: Vec::new(),
            defender_conditions: Vec::new(),
            defender_immune: Vec::new(),
            protection: false,
            steadfast: false,
            split: false,
            engaged: false,
            target_forbidden: false,
            damage: None,
        }
    }

    /// Disarmed attacker: its attack expertise is removed (step 4).
    pub fn disarmed(&self) -> bool {
        self.attacker_conditions.contains(&Condition::Disarmed)
    }

    /// Exposed defender: its defense expertise is removed (step 4).
    pub fn exposed(&self) -> bool {
        self.defender_conditions.contains(&Condition::Exposed)
    }

    /// What the defender holds when the tree is walked: an Exposed spent in step 6 is gone.
    pub fn held_in_tree(&self) -> Conditions {
        Conditions::of(&self.defender_conditions).without(Condition::Exposed)
    }
}

fn range(field: &str, value: i64, allowed: &str) -> AttackError {
    AttackError::OutOfRange {
        field: field.into(),
        value,
        allowed: allowed.into(),
    }
}

/// A stance built in code (not read from a file) is checked here too, so no walk or chart
/// ever sees a value outside the format.
fn ready(s: &Stance, role: &str) -> Result<(), AttackError> {
    validate(s).map_err(|problem| AttackError::StanceInvalid {
        role: role.into(),
        problem,
    })?;
    s.usable().map_err(|missing| AttackError::StanceIncomplete {
        role: role.into(),
        stance: s.id.clone(),
        missing,
    })
}

/// Steps 1–2: the refusals and both pools. Returns (attack dice, defense dice).
pub fn pools(att: &Stance, def: &Stance, t: &Table) -> Result<(u32, u32), AttackError> {
    ready(att, "attacker")?;
    ready(def, "defender")?;
    count(att, def, t)
}

/// Steps 1–2 for the dice alone (`dice_only.rs`): the stances may lack charts and a tree, but
/// the stats the pools count must be known.
pub fn dice_pools(att: &Stance, def: &Stance, t: &Table) -> Result<(u32, u32), AttackError> {
    for (s, role, stat) in [(att, "attacker", "attack"), (def, "defender", "defense")] {
        validate(s).map_err(|problem| AttackError::StanceInvalid {
            role: role.into(),
            problem,
        })?;
        let path = format!("{}.{stat}", t.kind.name());
        if s.is_missing(&path) {
            return Err(AttackError::StanceIncomplete {
                role: role.into(),
                stance: s.id.clone(),
                missing: vec![path],
            });
        }
    }
    count(att, def, t)
}

/// The pools of two usable stances (for their whole attack, or their dice alone).
fn count(att: &Stance, def: &Stance, t: &Table) -> Result<(u32, u32), AttackError> {
    let Some(stat) = att.stat(t.kind).attack else {
        return Err(AttackError::NoSuchAttack { kind: t.kind });
    };
    if t.kind == AttackType::Ranged && t.engaged {
        return Err(AttackError::RangedWhileEngaged);
    }
    if t.target_forbidden {
        return Err(AttackError::TargetForbidden);
    }
    for (field, v) in [
        ("impact", t.impact),
        ("sharpshooter", t.sharpshooter),
        ("cover", t.cover),
    ] {
        if v > 9 {
            return Err(range(field, i64::from(v), "0–9"));
        }
    }
    // A Wounded defender may be attacked (reference, "Wounded"): it takes no damage but can
    // gain conditions, so damage ≥ stamina is no refusal here; the standalone calculator's
    // inputs refuse it where they are read (`Matchup::parts`, the CLI).
    // Impact and Sharpshooter ride on Focus and on their own attack type; void ones add nothing.
    let bonus = match (t.focus, t.kind) {
        (false, _) => 0,
        (true, AttackType::Melee) => 1 + t.impact,
        (true, AttackType::Ranged) => 1 + t.sharpshooter,
    };
    let cover = if t.kind == AttackType::Ranged && !t.ignore_cover {
        t.cover.saturating_add(t.hunker)
    } else {
        0
    };
    let defense = def.stat(t.kind).defense.unwrap_or(0);
    let a = i64::from(stat) + i64::from(bonus) + i64::from(t.extra_attack);
    let d = i64::from(defense) + i64::from(cover) + i64::from(t.extra_defense);
    let size = |roll: &str, n: i64| {
        let n = n.max(0);
        if n > i64::from(MAX_DICE) {
            Err(AttackError::TooManyDice {
                roll: roll.into(),
                dice: u32::try_from(n).unwrap_or(u32::MAX),
                max: MAX_DICE,
            })
        } else {
            Ok(n as u32)
        }
    };
    Ok((size("attack", a)?, size("defense", d)?))
}

/// Cover [X] from the table (rulebook §7.8): each hunker token gives 1; terrain gives 1 only
/// to a unit with at least one hunker token; Bodyguard gives 1. They add up.
pub fn cover(hunker: u32, terrain: bool, bodyguard: bool) -> u32 {
    hunker
        .saturating_add(u32::from(terrain && hunker > 0))
        .saturating_add(u32::from(bodyguard))
}
