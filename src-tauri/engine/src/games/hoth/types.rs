//! The words of the game: sides, zones, terrain, unit kinds, badges, leaders, cards. Each is a
//! closed enum, so an unknown name in an action is refused before any rule runs (`bad_action`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

macro_rules! word {
    ($(#[$m:meta])* $name:ident, $ts:literal { $($(#[$vm:meta])* $v:ident),* $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
        #[serde(rename_all = "snake_case")]
        #[ts(rename = $ts)]
        pub enum $name { $($(#[$vm])* $v),* }
    };
}

word!(
    /// The two factions.
    #[derive(Default)]
    Side, "HothSide" { #[default] Empire, Rebels }
);

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Empire => Side::Rebels,
            Side::Rebels => Side::Empire,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Empire => "empire",
            Side::Rebels => "rebels",
        }
    }
}

word!(
    /// Zones seen from the unit's owner's seat; a hex on a red line is in two zones.
    Zone, "HothZone" { Left, Centre, Right, LeftCentre, CentreRight }
);

impl Zone {
    /// The plain zones this hex belongs to.
    pub fn parts(self) -> &'static [Zone] {
        match self {
            Zone::Left => &[Zone::Left],
            Zone::Centre => &[Zone::Centre],
            Zone::Right => &[Zone::Right],
            Zone::LeftCentre => &[Zone::Left, Zone::Centre],
            Zone::CentreRight => &[Zone::Centre, Zone::Right],
        }
    }

    /// True if a card naming `zones` reaches a unit standing in `self`.
    pub fn within(self, zones: &[Zone]) -> bool {
        self.parts()
            .iter()
            .any(|p| zones.iter().any(|z| z.parts().contains(p)))
    }
}

word!(
    /// The tile under a unit or structure; `open` is no tile.
    #[derive(Default)]
    Terrain, "HothTerrain" { #[default] Open, Ridge, Rocks, Building, Wreck, Trenches, Crevasse, Serac }
);

impl Terrain {
    /// Rocks, buildings and wrecks stop a move and forbid the attack that turn.
    pub fn stops(self) -> bool {
        matches!(self, Terrain::Rocks | Terrain::Building | Terrain::Wreck)
    }
}

word!(
    /// What a unit is, which decides what hits it.
    Category, "HothCategory" { Infantry, Vehicle, Special }
);

word!(
    Kind, "HothKind" { Snowtrooper, AtAt, ProbeDroid, EchoTrooper, Snowspeeder, RebelCannon }
);

word!(
    Badge, "HothBadge" { EliteSquadron, Commandos, EWeb, Scouts, EliteTroopers }
);

word!(
    /// The E-Web badge's two sides.
    EWeb, "HothEWeb" { Ready, Moving }
);

word!(
    Leader, "HothLeader" { Vader, Veers, Piett, Leia, Luke, Han }
);

impl Leader {
    pub fn side(self) -> Side {
        match self {
            Leader::Vader | Leader::Veers | Leader::Piett => Side::Empire,
            Leader::Leia | Leader::Luke | Leader::Han => Side::Rebels,
        }
    }
}

word!(
    /// The leader cards whose texts the rulebook gives.
    CardId, "HothCardId" { PowerOfTheForce, OrdersFromThePrincess }
);

impl CardId {
    /// The leader whose three cards hold it.
    pub fn leader(self) -> Leader {
        match self {
            CardId::PowerOfTheForce => Leader::Vader,
            CardId::OrdersFromThePrincess => Leader::Leia,
        }
    }
}

word!(
    StructureKind, "HothStructureKind" { ShieldGenerator, IonCannon }
);

word!(
    /// Temporary medals leave with their holder; permanent ones stay once taken.
    ObjectiveKind, "HothObjectiveKind" { Temporary, Permanent }
);

word!(
    #[derive(Default)]
    Phase, "HothPhase" { #[default] Setup, Playing, Over }
);

word!(
    /// Where the active side is in its turn.
    #[derive(Default)]
    Step, "HothStep" { #[default] Card, Orders, Moves, Attacks }
);

word!(
    WinReason, "HothWinReason" { Medals, SuddenDeath }
);

word!(
    /// The rulebook's two campaigns: "Campaign 1" and the alternative one, "Outpost Delta".
    CampaignId, "HothCampaignId" { #[serde(rename = "campaign_1")] Campaign1, OutpostDelta }
);

word!(
    /// Why a unit may no longer attack this turn.
    NoAttack, "HothNoAttack" { MovedTwo, EnteredTerrain }
);

/// One value per side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothSides")]
pub struct Sides<T> {
    pub empire: T,
    pub rebels: T,
}

impl<T> Sides<T> {
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Empire => &self.empire,
            Side::Rebels => &self.rebels,
        }
    }

    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Empire => &mut self.empire,
            Side::Rebels => &mut self.rebels,
        }
    }
}
