//! Best target (issue 20): for one attacker, every target the players mark as legal, with each
//! attack the attacker's stance has (melee, ranged), ranked by the chance the target ends
//! Wounded, ties by the expected damage. Each number is the attack's exact odds under one
//! policy, so a ranked row is exactly what the attack screen shows for that choice.

use super::super::stance::{AttackType, Stance};
use super::error::AttackError;
use super::odds::odds_under;
use super::policy::Policy;
use super::table::Table;
use crate::dice::big::big;
use crate::dice::wide::WideRatio;
use std::cmp::Ordering;

/// One target as the caller names it (a unit on the board, a file), its stance and the table
/// (the attack type in it is replaced by each type tried).
pub struct Target<L> {
    pub label: L,
    pub stance: Stance,
    pub table: Table,
}

pub struct Ranked<L> {
    pub label: L,
    pub kind: AttackType,
    /// `None` when the target's damage and stamina are not known.
    pub p_wounded: Option<WideRatio>,
    pub damage_mean: WideRatio,
}

/// Exact order of two fractions (cross products past 256 bits are compared as big integers).
fn cmp(a: &WideRatio, b: &WideRatio) -> Ordering {
    (big(a.num) * big(b.den)).cmp(&(big(b.num) * big(a.den)))
}

/// Every allowed (target, attack type), best first; a stable sort keeps the caller's order on
/// full ties. An attack type the attacker lacks, or a ranged attack while engaged, is left out;
/// any other refusal (an unusable stance, too many dice) is the answer.
pub fn rank<L: Clone>(
    att: &Stance,
    targets: &[Target<L>],
    policy: &Policy,
) -> Result<Vec<Ranked<L>>, AttackError> {
    let mut out = Vec::new();
    for target in targets {
        for kind in [AttackType::Melee, AttackType::Ranged] {
            let t = Table {
                kind,
                ..target.table.clone()
            };
            let o = match odds_under(att, &target.stance, &t, policy) {
                Ok(o) => o,
                Err(AttackError::NoSuchAttack { .. } | AttackError::RangedWhileEngaged) => continue,
                Err(e) => return Err(e),
            };
            out.push(Ranked {
                label: target.label.clone(),
                kind,
                p_wounded: o.wounded.map(|w| o.ratio(w)),
                damage_mean: o.mean(&o.damage)?,
            });
        }
    }
    out.sort_by(|a, b| {
        let wounded = match (&a.p_wounded, &b.p_wounded) {
            (Some(x), Some(y)) => cmp(y, x),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        };
        wounded.then_with(|| cmp(&b.damage_mean, &a.damage_mean))
    });
    Ok(out)
}
