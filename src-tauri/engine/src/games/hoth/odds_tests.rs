//! The attack odds' worked examples, each computed by hand in its comment.

use super::*;

fn q(attacker: Kind, target: Kind, range: u32, terrain: Terrain) -> Question {
    Question {
        attacker,
        target: Some(target),
        range,
        terrain,
        attacker_terrain: Terrain::Open,
        figures: None,
        unit_dice: None,
    }
}

#[test]
fn an_at_at_falls_with_one_in_eighteen_per_die() {
    // Spec §1.3: each die destroys it with (2/6)·(1/6) = 1/18; 4 dice: 1 − (17/18)^4.
    let o = attack_odds(
        &Catalog::builtin(),
        &q(Kind::Snowspeeder, Kind::AtAt, 1, Terrain::Open),
    )
    .unwrap();
    assert_eq!(o.dice, 4);
    let want = Ratio::new(18u128.pow(4) - 17u128.pow(4), 18u128.pow(4));
    assert_eq!(o.eliminated, want);
}

#[test]
fn a_structure_is_hit_by_explosions_only_and_never_retreats() {
    // Snowtroopers at 1 hex against a generator on a building: 3 − 1 = 2 dice.
    let mut q = q(Kind::Snowtrooper, Kind::Snowtrooper, 1, Terrain::Building);
    q.target = None;
    let o = attack_odds(&Catalog::builtin(), &q).unwrap();
    assert_eq!(o.dice, 2);
    assert_eq!(o.eliminated, Ratio::new(36 - 25, 36));
    assert_eq!(o.retreats.probability(0), Ratio::new(1, 1));
}

#[test]
fn the_last_figure_two_dice_worked_by_hand() {
    // Echo troopers at 2 hexes: 2 dice at a snowtrooper unit down to its last figure. A die
    // hits infantry on 3 faces of 6 (infantry ×2, explosion), so no hit is (1/2)² = 1/4:
    // eliminated 3/4, one figure at most, so 3/4 figures expected. It retreats only when no
    // die hits (1/4) and one shows a retreat: 1 − (2/3)² = 5/9 of those, 5/36 in all. A
    // snowtrooper unit gives a medal: 3/4.
    let mut q = q(Kind::EchoTrooper, Kind::Snowtrooper, 2, Terrain::Open);
    q.figures = Some(1);
    let o = attack_odds(&Catalog::builtin(), &q).unwrap();
    assert_eq!(o.dice, 2);
    assert_eq!(o.eliminated, Ratio::new(3, 4));
    assert_eq!(o.figures_removed.mean_exact(), Some(Ratio::new(3, 4)));
    assert_eq!(o.forced_retreat, Ratio::new(5, 36));
    assert_eq!(o.medal, Ratio::new(3, 4));
}

#[test]
fn infantry_in_trenches_ignores_one_retreat() {
    // At 1 hex: 3 dice − 1 for trenches = 2. The unit may ignore one retreat symbol, so only
    // two retreats force it back: (1/6)² = 1/36 (two retreats are two misses, no hit).
    let mut q = q(Kind::EchoTrooper, Kind::Snowtrooper, 1, Terrain::Trenches);
    q.figures = Some(1);
    let o = attack_odds(&Catalog::builtin(), &q).unwrap();
    assert_eq!(o.dice, 2);
    assert_eq!(o.forced_retreat, Ratio::new(1, 36));
    assert_eq!(
        o.retreats.at_least(1),
        Ratio::new(5, 36),
        "owed, ignorable or not"
    );
}

#[test]
fn an_at_at_gives_its_medal_and_never_retreats() {
    let o = attack_odds(
        &Catalog::builtin(),
        &q(Kind::Snowspeeder, Kind::AtAt, 1, Terrain::Open),
    )
    .unwrap();
    assert_eq!(o.medal, o.eliminated);
    assert_eq!(o.figures_removed.mean_exact(), Some(o.eliminated));
    assert_eq!(o.forced_retreat, Ratio::new(0, 1));
}

#[test]
fn a_cannon_falls_without_a_medal() {
    // The cannon is special (explosions only, 1/6 a die) and gives no medal; at 1 hex the
    // snowtroopers' 3 dice lose 1 for its protection on rocks: 1 − (5/6)² = 11/36.
    let o = attack_odds(
        &Catalog::builtin(),
        &q(Kind::Snowtrooper, Kind::RebelCannon, 1, Terrain::Rocks),
    )
    .unwrap();
    assert_eq!(o.eliminated, Ratio::new(11, 36));
    assert_eq!(o.medal, Ratio::new(0, 1));
    assert_eq!(o.forced_retreat, Ratio::new(0, 1), "it ignores retreats");
}

#[test]
fn infantry_on_rocks_and_an_impossible_attack() {
    let o = attack_odds(
        &Catalog::builtin(),
        &q(Kind::EchoTrooper, Kind::Snowtrooper, 1, Terrain::Rocks),
    )
    .unwrap();
    assert_eq!(o.dice, 2);
    assert_eq!(o.figures_removed.probability(0), Ratio::new(1, 4));
    let e = attack_odds(
        &Catalog::builtin(),
        &q(Kind::Snowspeeder, Kind::Snowtrooper, 2, Terrain::Building),
    );
    assert_eq!(e.unwrap_err(), HothError::NoDice);
    let e = attack_odds(
        &Catalog::builtin(),
        &q(Kind::AtAt, Kind::EchoTrooper, 1, Terrain::Open),
    );
    assert!(matches!(e, Err(HothError::UnitStatMissing { .. })));
}
