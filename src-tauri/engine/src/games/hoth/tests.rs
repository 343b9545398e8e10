//! Unit checks of the content the engine embeds.

#[test]
fn the_unit_table_parses_and_knows_every_kind() {
    use super::types::Kind::*;
    super::units::parse_check().unwrap();
    for k in [
        Snowtrooper,
        AtAt,
        ProbeDroid,
        EchoTrooper,
        Snowspeeder,
        RebelCannon,
    ] {
        assert!(super::units::stats(k).is_some(), "{k:?}");
    }
    super::setup::preset(super::ScenarioId::ShieldGenerators).unwrap();
}
