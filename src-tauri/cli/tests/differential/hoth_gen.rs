//! Proptest strategies for Battle of Hoth: an attacker of any kind (dice typed from its sheet
//! where the rulebook lost them), an enemy unit (any badge, figures already lost) or a
//! structure, the distance, both hexes' terrain, the card in play (a plain one, Vader's Power
//! of the Force, Leia's Orders from the Princess), friendly scouts and the readings that change
//! the dice.

use datapad_engine::games::hoth::types::{Badge, Kind, Side, Terrain};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;

const EMPIRE: [Kind; 3] = [Kind::Snowtrooper, Kind::AtAt, Kind::ProbeDroid];
const REBELS: [Kind; 3] = [Kind::EchoTrooper, Kind::Snowspeeder, Kind::RebelCannon];
const TERRAIN: [Terrain; 6] = [
    Terrain::Open,
    Terrain::Ridge,
    Terrain::Rocks,
    Terrain::Building,
    Terrain::Wreck,
    Terrain::Trenches,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Card {
    Plain,
    /// Vader's: every rolled retreat counts as an explosion (Empire only).
    PowerOfTheForce,
    /// Leia's: +1 die (Rebels only).
    OrdersFromThePrincess,
}

#[derive(Debug, Clone)]
pub enum Target {
    Unit {
        kind: Kind,
        badge: Option<Badge>,
        /// Figures it has lost before this attack.
        lost: u32,
    },
    Structure,
}

#[derive(Debug, Clone)]
pub struct Case {
    pub attacker: Kind,
    /// Dice by distance from the unit sheet, where the rulebook lost them (or typed anyway).
    pub unit_dice: Option<Vec<u32>>,
    pub target: Target,
    pub range: u32,
    pub terrain: Terrain,
    pub attacker_terrain: Terrain,
    pub card: Card,
    pub scouts: u32,
    pub clamp_then_bonus: bool,
    pub scouts_stacking: bool,
    pub seed: u64,
}

/// Mostly open ground, so that most attacks keep dice after the terrain's protection.
fn terrain() -> impl Strategy<Value = Terrain> {
    prop_oneof![3 => Just(Terrain::Open), 2 => select(&TERRAIN[1..])]
}

pub fn side(kind: Kind) -> Side {
    if EMPIRE.contains(&kind) {
        Side::Empire
    } else {
        Side::Rebels
    }
}

/// The badges that fit a kind (the unit table's), or none.
fn badge(kind: Kind) -> BoxedStrategy<Option<Badge>> {
    match kind {
        Kind::Snowspeeder => prop_oneof![Just(None), Just(Some(Badge::EliteSquadron))].boxed(),
        Kind::Snowtrooper | Kind::EchoTrooper => prop_oneof![
            3 => Just(None),
            1 => select(&[Badge::Commandos, Badge::EliteTroopers, Badge::Scouts][..]).prop_map(Some),
        ]
        .boxed(),
        _ => Just(None).boxed(),
    }
}

fn target(attacker: Kind) -> BoxedStrategy<Target> {
    let enemies = if side(attacker) == Side::Empire {
        REBELS
    } else {
        EMPIRE
    };
    prop_oneof![
        5 => select(enemies.to_vec())
            .prop_flat_map(|kind| (Just(kind), badge(kind), prop_oneof![2 => Just(0u32), 1 => 1u32..=3]))
            .prop_map(|(kind, badge, lost)| Target::Unit { kind, badge, lost }),
        1 => Just(Target::Structure),
    ]
    .boxed()
}

/// Dice by distance typed from a sheet: mostly 1–4 (a 0 is a distance it cannot fire at).
fn sheet_dice() -> impl Strategy<Value = Vec<u32>> {
    vec(prop_oneof![6 => 1u32..=4, 1 => Just(0u32)], 1..=3)
}

/// The length of the attacker's dice table: the typed one, or the unit table's.
fn reach(attacker: Kind, typed: Option<&Vec<u32>>) -> u32 {
    match (typed, attacker) {
        (Some(d), _) => d.len() as u32,
        (None, Kind::Snowspeeder) => 2,
        (None, _) => 3,
    }
}

pub fn case() -> impl Strategy<Value = Case> {
    select([EMPIRE, REBELS].concat())
        .prop_flat_map(|attacker| {
            let sheet = !matches!(attacker, Kind::AtAt | Kind::ProbeDroid | Kind::RebelCannon);
            let dice = if sheet {
                prop_oneof![4 => Just(None), 1 => sheet_dice().prop_map(Some)].boxed()
            } else {
                sheet_dice().prop_map(Some).boxed()
            };
            (
                (
                    Just(attacker),
                    dice,
                    target(attacker),
                    0u32..3,
                    prop::bool::weighted(0.1),
                ),
                (terrain(), terrain()),
                (
                    prop_oneof![3 => Just(0u32), 1 => 1u32..=2],
                    prop_oneof![3 => Just(0u32), 1 => 1u32..=2],
                    prop::bool::weighted(0.2),
                    any::<bool>(),
                    any::<u64>(),
                ),
            )
        })
        .prop_map(
            |(
                (attacker, unit_dice, target, step, beyond),
                (terrain, attacker_terrain),
                (card, scouts, clamp, stacking, seed),
            )| {
                let card = match (card, side(attacker)) {
                    (0, _) => Card::Plain,
                    (_, Side::Empire) => Card::PowerOfTheForce,
                    (_, Side::Rebels) => Card::OrdersFromThePrincess,
                };
                // Mostly a distance the unit can fire at; sometimes one past its table.
                let reach = reach(attacker, unit_dice.as_ref());
                let range = if beyond { reach + 1 } else { 1 + step % reach };
                Case {
                    attacker,
                    unit_dice,
                    target,
                    range,
                    terrain,
                    attacker_terrain,
                    card,
                    scouts,
                    clamp_then_bonus: clamp,
                    scouts_stacking: stacking,
                    seed,
                }
            },
        )
}
