//! The odds of an attack when a stance lacks its charts or its tree (ShatterApp's dice-only
//! stances, the seeds' fragments): the dice alone, successes = crits + max(0, strikes − blocks),
//! no chart read and no walk. The table's dice still count (Focus, Impact, Sharpshooter, Cover,
//! the signed extras); what the charts and the tree would add is for the players to read off
//! their cards, and an attack so played is entered as its outcome (`outcome.rs`).

use super::super::stance::Stance;
use super::combat::Faces;
use super::error::AttackError;
use super::json::odds_json;
use super::odds::raw_successes;
use super::policy::Policy;
use super::table::{dice_pools, Table};
use crate::dice::wide::{WideRatio, U256};
use serde_json::{json, Map, Value};

/// Whether an attack between these stances can only be its dice: either names something missing.
pub fn dice_only(att: &Stance, def: &Stance) -> bool {
    !att.missing.is_empty() || !def.missing.is_empty()
}

/// `successes` and `successes_exact` (`{"0": p, …}`), `mean` and `mean_exact`, with the pools,
/// `dice_only: true` and what each stance lacks (`missing.attacker`, `missing.defender`).
pub fn dice_odds_json(att: &Stance, def: &Stance, t: &Table) -> Result<Value, AttackError> {
    let (n, b) = dice_pools(att, def, t)?;
    let (weights, total) = raw_successes(n, b)?;
    let ratio = |w: U256| WideRatio::new(w, total).ok_or(AttackError::Overflow);
    let mut p = Map::new();
    let mut e = Map::new();
    let mut sum = U256::ZERO;
    for (k, w) in weights.iter().enumerate() {
        let r = ratio(*w)?;
        p.insert(k.to_string(), json!(r.to_f64()));
        e.insert(k.to_string(), json!(r.to_string()));
        let part = w.checked_mul_u64(k as u64).ok_or(AttackError::Overflow)?;
        sum = sum.checked_add(part).ok_or(AttackError::Overflow)?;
    }
    let mean = ratio(sum)?;
    Ok(json!({
        "attack_dice": n,
        "defense_dice": b,
        "successes": p,
        "successes_exact": e,
        "mean": mean.to_f64(),
        "mean_exact": mean.to_string(),
        "dice_only": true,
        "missing": {"attacker": att.missing, "defender": def.missing},
    }))
}

/// The dice of a dice-only attack as they fell, for the players to read their cards against:
/// `successes` (the crits, then the strikes the blocks leave), and the expertise each side rolled
/// for its own chart. The faces must fill both pools, as for a whole attack.
pub fn dice_preview_json(
    att: &Stance,
    def: &Stance,
    t: &Table,
    faces: Faces,
) -> Result<Value, AttackError> {
    let (n, b) = dice_pools(att, def, t)?;
    for (roll, expected, got) in [
        ("attack", n, faces.attack.iter().sum::<u32>()),
        ("defense", b, faces.defense.iter().sum::<u32>()),
    ] {
        if got != expected {
            return Err(AttackError::FaceCount {
                roll: roll.into(),
                expected,
                got,
            });
        }
    }
    let [crits, strikes, attack_expertise, _] = faces.attack;
    let [blocks, defense_expertise, _] = faces.defense;
    Ok(json!({
        "attack_dice": n,
        "defense_dice": b,
        "dice_only": true,
        "crits": crits,
        "strikes": strikes,
        "blocks": blocks,
        "expertise": {"attack": attack_expertise, "defense": defense_expertise},
        "successes": crits + strikes.saturating_sub(blocks),
    }))
}

/// The odds of a matchup: through the charts and the tree when both stances are whole, else
/// the dice alone ([`dice_odds_json`]).
pub fn odds_or_dice_json(
    att: &Stance,
    def: &Stance,
    t: &Table,
    policy: &Policy,
) -> Result<Value, AttackError> {
    if dice_only(att, def) {
        dice_odds_json(att, def, t)
    } else {
        odds_json(att, def, t, policy)
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::stance::{builtin_stances, AttackType};
    use super::*;

    fn shipped(id: &str) -> Stance {
        let all = builtin_stances().expect("shipped");
        all.into_iter().find(|s| s.id == id).expect(id)
    }

    #[test]
    fn a_dice_only_matchup_gives_the_raw_successes_of_its_pools() {
        // Maul's Dark Rage: 7 melee dice; Jar'Kai defends with 5.
        let (att, def) = (shipped("maul-dark-rage"), shipped("ahsoka-jar-kai"));
        let mut t = Table::new(AttackType::Melee);
        t.focus = true;
        let v = odds_or_dice_json(&att, &def, &t, &Policy::MaxDamage).expect("odds");
        assert_eq!(
            (v["attack_dice"].as_u64(), v["defense_dice"].as_u64()),
            (Some(8), Some(5))
        );
        assert_eq!(v["dice_only"], json!(true));
        let (weights, total) = raw_successes(8, 5).expect("raw");
        let three = WideRatio::new(weights[3], total)
            .expect("ratio")
            .to_string();
        assert_eq!(v["successes_exact"]["3"], json!(three));
        assert!(v.get("damage").is_none(), "no tree, no damage");
        assert_eq!(v["missing"]["attacker"], json!(att.missing));
    }

    #[test]
    fn dice_only_faces_count_crits_and_the_strikes_the_blocks_leave() {
        let (att, def) = (shipped("maul-dark-rage"), shipped("ahsoka-jar-kai"));
        let t = Table::new(AttackType::Melee);
        let faces = Faces {
            attack: [2, 3, 1, 1],
            defense: [4, 1, 0],
        };
        let v = dice_preview_json(&att, &def, &t, faces).expect("preview");
        assert_eq!(v["successes"], json!(2), "2 crits, 3 strikes all blocked");
        assert_eq!(v["expertise"], json!({"attack": 1, "defense": 1}));
        let short = Faces {
            attack: [1, 0, 0, 0],
            defense: [0, 0, 5],
        };
        assert_eq!(
            dice_preview_json(&att, &def, &t, short).map_err(|e| e.code()),
            Err("face_count")
        );
    }

    #[test]
    fn a_dice_only_attack_needs_the_stats_it_counts() {
        // Ki-Adi-Mundi's card prints no ranged attack and ShatterApp no ranged defense.
        let mundi = shipped("jedi-master-ki-adi-mundi-1");
        let clones = shipped("501st-clone-troopers-1");
        let t = Table::new(AttackType::Ranged);
        assert_eq!(
            dice_odds_json(&clones, &mundi, &t).map_err(|e| e.code()),
            Err("stance_incomplete")
        );
        assert_eq!(
            dice_odds_json(&mundi, &clones, &t).map_err(|e| e.code()),
            Err("no_such_attack")
        );
    }
}
