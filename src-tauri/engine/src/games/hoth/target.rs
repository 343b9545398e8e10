//! What Battle of Hoth dice mean against a target type: infantry is hit by infantry and
//! explosions, vehicles by vehicles and explosions, special units by explosions only; and the
//! raw odds of a number of battle dice (the dice tray and its odds panel).

use super::faces;
use crate::dice::{check_size, Catalog, Counts, Distribution, OddsTable};
use crate::error::DiceError;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What a Hoth attack targets; it decides which symbols hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum HothTarget {
    Infantry,
    Vehicle,
    Special,
}

impl HothTarget {
    /// Infantry is hit by infantry and explosion, vehicles by vehicle and explosion, special units
    /// (probe droids, the cannon) by explosions only (spec battle-of-hoth §3.5).
    pub fn hits(self, c: &Counts) -> u32 {
        let explosions = c.get(faces::EXPLOSION);
        match self {
            HothTarget::Infantry => c.get(faces::INFANTRY) + explosions,
            HothTarget::Vehicle => c.get(faces::VEHICLE) + explosions,
            HothTarget::Special => explosions,
        }
    }

    /// The target type of a unit category.
    pub fn of(category: super::types::Category) -> HothTarget {
        use super::types::Category;
        match category {
            Category::Infantry => HothTarget::Infantry,
            Category::Vehicle => HothTarget::Vehicle,
            Category::Special => HothTarget::Special,
        }
    }

    pub fn parse(s: &str) -> Option<HothTarget> {
        match s {
            "infantry" => Some(HothTarget::Infantry),
            "vehicle" => Some(HothTarget::Vehicle),
            "special" => Some(HothTarget::Special),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct HothOdds {
    pub dice: u32,
    pub target: HothTarget,
    pub hits: OddsTable,
    pub retreats: OddsTable,
    /// False while the die's face table is the unverified guess.
    pub verified: bool,
}

/// Battle of Hoth: `dice` battle dice against a target type, with the die table in `cat`.
pub fn hoth_odds(cat: &Catalog, dice: u32, target: HothTarget) -> Result<HothOdds, DiceError> {
    check_size(dice)?;
    let die = cat.get("hoth")?;
    let dist = Distribution::of(&vec![die; dice as usize])?;
    Ok(HothOdds {
        dice,
        target,
        hits: OddsTable::from(&dist.project(|c| target.hits(c))),
        retreats: OddsTable::from(&dist.project(|c| c.get(faces::RETREAT))),
        verified: die.verified,
    })
}

/// What the tray shows for battle dice: hits per target type, and retreats.
pub const DICE: crate::game::DiceMeaning = crate::game::DiceMeaning {
    dice: &["hoth"],
    read: |c| {
        [
            ("infantry", HothTarget::Infantry.hits(c)),
            ("vehicle", HothTarget::Vehicle.hits(c)),
            ("special", HothTarget::Special.hits(c)),
            ("retreats", c.get(faces::RETREAT)),
        ]
        .into()
    },
};

#[derive(serde::Deserialize)]
struct Asked {
    dice: u32,
    target: HothTarget,
}

/// `odds_hoth`, a device's read of these odds (see [`crate::game::Game::READS`]).
pub fn read(cat: &Catalog, args: serde_json::Value) -> Result<serde_json::Value, crate::Error> {
    let a: Asked = crate::kit::read::args(args)?;
    crate::kit::read::answer(hoth_odds(cat, a.dice, a.target)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Ratio;

    #[test]
    fn hoth_single_die_matches_the_table() {
        let cat = Catalog::builtin();
        let p = |t: &OddsTable, v: u32| t.rows.iter().find(|r| r.value == v).map(|r| r.exact);
        let inf = hoth_odds(&cat, 1, HothTarget::Infantry).unwrap();
        assert_eq!(p(&inf.hits, 1), Some(Ratio::new(1, 2)));
        let veh = hoth_odds(&cat, 1, HothTarget::Vehicle).unwrap();
        assert_eq!(p(&veh.hits, 1), Some(Ratio::new(1, 3)));
        let spc = hoth_odds(&cat, 1, HothTarget::Special).unwrap();
        assert_eq!(p(&spc.hits, 1), Some(Ratio::new(1, 6)));
        assert_eq!(p(&spc.retreats, 1), Some(Ratio::new(1, 6)));
        assert!(!spc.verified);
    }
}
