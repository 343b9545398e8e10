//! A short Battle of Hoth through the real app: a custom scenario (with a medal hex) and rosters
//! in Campaign 1, a card, orders, a move, an attack read off the physical dice with a blocked
//! retreat, a seeded roll against the AT-AT and its confirmation, medals, undo and redo, a
//! restart mid-game, victory, the campaign log into the next battle, and Polish.

use crate::harness::App;

/// Adds a unit to `side`'s roster without a name (the board calls it "Snowtrooper 1"); `id` is
/// the id the screen gives it (`snow1`), which only the test ids show.
async fn add_unit(app: &App, side: &str, kind: &str, id: &str, zone: &str) {
    app.select(&format!("add-kind-{side}"), kind).await;
    app.select(&format!("add-zone-{side}"), zone).await;
    app.tap(&format!("add-unit-button-{side}")).await;
    app.wait(&format!("[data-testid='unit-{id}']")).await;
}

/// Plays a card naming one zone and one unit, and orders `unit`.
async fn card_and_order(app: &App, zone: &str, unit: &str) {
    app.tap(&format!("card-zone-{zone}")).await;
    app.tap("card-units-1").await;
    app.tap("play-card").await;
    app.tap(&format!("order-{unit}")).await;
    app.tap("give-orders").await;
    app.wait(&format!("[data-testid='ordered-{unit}']")).await;
}

/// Walks the adjudicator to the dice: the attacker, the target; the rest is on the table as the
/// units' cards say (distance 1, line of sight, the terrain under both), so the dice and odds show
/// at once. `shot` names a screenshot of the entries. Says how many taps that took (7 before:
/// distance, line of sight, the target's terrain and "Count the dice" were asked every time).
async fn aim(app: &App, attacker: &str, target: &str, shot: Option<&str>) -> usize {
    app.tap(&format!("attacker-{attacker}")).await;
    app.tap(&format!("target-{target}")).await;
    app.wait("[data-testid='attack-dice']").await;
    if let Some(name) = shot {
        app.scroll_to("attack-flow").await;
        app.board_shot(name).await;
    }
    2
}

/// Enters the faces read off the real dice, one tap each; `shot` names a screenshot of the pad.
/// Says how many taps that took.
async fn faces(app: &App, roll: &str, symbols: &[&str], shot: Option<&str>) -> usize {
    app.tap(&format!("{roll}-physical")).await;
    for s in symbols {
        app.tap(&format!("enter-hoth-{s}")).await;
    }
    // The pad scrolled to, mid-entry: not a board at scroll-top, so a plain screenshot.
    if let Some(name) = shot {
        app.scroll_to(roll).await;
        app.shot(name).await;
    }
    app.tap("record-roll").await;
    symbols.len() + 2
}

async fn medals(app: &App, side: &str) -> String {
    app.attr(&format!("medals-{side}"), "data-medals").await
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_hoth_battle_retreat_confirmation_undo_restart_victory_polish() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), Some(11)).await;
    app.tap("game-hoth").await;
    app.wait("[data-testid='hoth-setup']").await;
    app.shot("40-hoth-setup").await;

    // A custom battle: the Empire starts, 4 cards each, 2 medals win for either side.
    app.tap("custom-scenario").await;
    app.fill("victory-empire", "2").await;
    app.fill("victory-rebels", "2").await;
    app.tap("add-medal-hex").await;
    app.shot("40b-hoth-custom-scenario").await;
    app.tap("set-scenario").await;
    app.wait("[data-testid='scenario-summary']").await;
    app.tap("custom-scenario").await;
    // The first battle of Campaign 1.
    app.tap("campaign-campaign_1").await;
    assert!(app
        .text("campaign-battle")
        .await
        .contains("Campaign 1, battle 1"));

    add_unit(&app, "empire", "snowtrooper", "snow1", "left").await;
    add_unit(&app, "empire", "at_at", "atat1", "centre").await;
    add_unit(&app, "rebels", "echo_trooper", "echo1", "left").await;
    add_unit(&app, "rebels", "echo_trooper", "echo2", "right").await;
    add_unit(&app, "rebels", "snowspeeder", "speeder1", "centre").await;
    assert_eq!(app.attr("unit-snow1", "data-figures").await, "4");
    // The AT-AT's dice are not in the rulebook text: typed from the unit sheet.
    assert_eq!(app.text("dice-of-at_at").await, "not entered");
    app.fill("dice-input-at_at", "3, 3, 2").await;
    app.tap("dice-set-at_at").await;
    app.text_until("dice-of-at_at", |t| t == "3 / 3 / 2").await;
    // The Rebels' roster kept for the next battle.
    app.fill("roster-name-rebels", "Echo Base").await;
    app.tap("roster-keep-rebels").await;
    app.shot("41-hoth-rosters").await;
    app.tap("start-game").await;
    app.wait("[data-testid='hoth-board']").await;
    assert_eq!(app.attr("cards-empire", "data-hand").await, "4");
    assert_eq!(app.attr("cards-empire", "data-deck").await, "12");
    assert_eq!(app.attr("hoth-status", "data-active").await, "empire");
    assert_eq!(app.attr("objective-m1", "data-held").await, "");
    app.scroll_to("hoth-board").await;
    app.board_shot("42-hoth-board").await;
    app.glance_shot("42a-hoth-glance").await;
    app.text_200("42a-hoth-glance").await;
    app.light_shot("42b-hoth-board-light").await;

    // The readings are shown with their rule and switch for this battle (and back).
    app.tap("readings-toggle").await;
    app.tap("reading-scouts_stacking-switch").await;
    assert_eq!(
        app.attr("reading-scouts_stacking", "data-choice").await,
        "stacking"
    );
    app.tap("undo").await;
    assert_eq!(
        app.attr("reading-scouts_stacking", "data-choice").await,
        "no_stacking"
    );
    app.tap("readings-toggle").await;

    // Turn 1, the Empire: a card for the left zone, one order, a move onto open ground.
    card_and_order(&app, "left", "snow1").await;
    assert_eq!(app.attr("cards-empire", "data-hand").await, "3");
    app.tap("move-unit-snow1").await;
    app.tap("move-hexes-1").await;
    app.select("move-onto", "open").await;
    app.scroll_to("turn-flow").await;
    app.board_shot("43-hoth-move").await;
    app.tap("move").await;
    assert!(app.text("last-change").await.contains("moves 1 hex"));

    // The attack on echo1: 3 dice at 1 hex, read off the table: a hit and two retreats. Seven
    // taps with three real dice (twelve before).
    let mut taps = aim(&app, "snow1", "echo1", Some("44a-hoth-attack-entries")).await;
    assert_eq!(app.attr("attack-dice", "data-dice").await, "3");
    assert!(app.text("attack-breakdown").await.contains("3 at 1 hex"));
    assert!(app.exists("attack-unverified").await);
    app.scroll_to("attack-flow").await;
    app.board_shot("44-hoth-dice-odds").await;
    taps += faces(
        &app,
        "attack-roll",
        &["infantry", "retreat", "retreat"],
        Some("44b-hoth-physical-faces"),
    )
    .await;
    assert!(
        taps <= 7,
        "an attack with three real dice in at most 7 taps, not {taps}"
    );
    assert_eq!(app.attr("pending", "data-awaiting").await, "retreat");
    assert_eq!(app.attr("unit-echo1", "data-figures").await, "2");
    app.scroll_to("pending").await;
    app.board_shot("45-hoth-retreat").await;
    // No free hex behind it: both missing hexes cost a figure, and the unit is gone.
    app.tap("retreat-room-0").await;
    assert_eq!(app.attr("last-attack", "data-retreat-losses").await, "2");
    assert_eq!(app.attr("unit-echo1", "data-figures").await, "0");
    assert_eq!(medals(&app, "empire").await, "1");
    assert!(!app.text("why-medals-empire").await.is_empty());
    app.scroll_to("last-attack").await;
    app.board_shot("46-hoth-blocked-retreat").await;

    // A counter set by hand with a reason, then undone.
    app.tap("hoth-adjust").await;
    app.fill("adjust-reason", "reward drawn").await;
    app.tap("adjust-support-rebels").await;
    assert!(app.text("last-change").await.contains("reward drawn"));
    app.tap("undo").await;

    app.tap("end-turn").await;
    assert_eq!(app.attr("hoth-status", "data-active").await, "rebels");

    // Turn 2, the Rebels: the speeders attack the AT-AT (an explosion and a vehicle, read off
    // the table: no seed is asked of a player), then the confirmation read off the table: an
    // explosion destroys it. On known terrain: the two picks, then the four dice (switch, a tap
    // a die, record).
    card_and_order(&app, "centre", "speeder1").await;
    let mut taps = aim(&app, "speeder1", "atat1", None).await;
    assert_eq!(app.attr("attack-dice", "data-dice").await, "4");
    taps += faces(
        &app,
        "attack-roll",
        &["explosion", "vehicle", "retreat", "infantry"],
        None,
    )
    .await;
    assert!(
        taps <= 8,
        "an attack with four real dice on known terrain in at most 8 taps, not {taps}"
    );
    assert_eq!(app.attr("pending", "data-awaiting").await, "confirm");
    assert_eq!(
        app.attr("last-faces", "data-faces").await,
        "explosion,vehicle,retreat,infantry"
    );
    app.scroll_to("pending").await;
    app.board_shot("47-hoth-confirm").await;
    faces(&app, "confirm-roll", &["miss", "explosion"], None).await;
    assert_eq!(app.attr("last-attack", "data-eliminated").await, "true");
    assert_eq!(medals(&app, "rebels").await, "1");
    app.scroll_to("hoth-status").await;
    app.board_shot("48-hoth-at-at-destroyed").await;

    // Undo the confirmation: the AT-AT stands and the question is asked again; redo it.
    app.tap("undo").await;
    assert_eq!(app.attr("pending", "data-awaiting").await, "confirm");
    assert_eq!(medals(&app, "rebels").await, "0");
    app.tap("redo").await;
    assert_eq!(medals(&app, "rebels").await, "1");
    app.close().await;

    // Restart mid-game: everything is where it was.
    let app = App::launch(data.path(), None).await;
    app.tap("game-hoth").await;
    app.wait("[data-testid='hoth-board']").await;
    assert_eq!(medals(&app, "empire").await, "1");
    assert_eq!(medals(&app, "rebels").await, "1");
    assert_eq!(app.attr("hoth-status", "data-active").await, "rebels");
    assert_eq!(app.attr("unit-atat1", "data-figures").await, "0");
    app.tap("end-turn").await;

    // Turn 3, the Empire: three infantry hits eliminate echo2, the second medal wins.
    card_and_order(&app, "left", "snow1").await;
    aim(&app, "snow1", "echo2", None).await;
    faces(
        &app,
        "attack-roll",
        &["infantry", "infantry", "infantry"],
        None,
    )
    .await;
    app.wait("[data-testid='hoth-game-over']").await;
    assert!(app.text("winner").await.contains("Empire"));
    assert!(app.text("win-reason").await.contains("medals"));
    let log = app.text("hoth-log").await;
    assert!(
        log.contains("Echo trooper 1")
            && !log.contains("echo1")
            && log.contains("The battle begins"),
        "the whole battle, setup included: {log}"
    );
    app.shot("49-hoth-game-over").await;
    // The luck of the battle. The Empire threw 6 dice at infantry (3 faces of 6 hit) and hit 4
    // times: of 64 patterns 42 show fewer and 15 four, (42 + 15/2)/64 = 99/128. The Rebels threw
    // 4 dice at the AT-AT (2 of 6) and 2 confirmation dice (1 of 6): 3 hits, 5/3 expected.
    assert_eq!(
        app.attr("hoth-luck-empire", "data-percentile").await,
        "0.7734375"
    );
    let rebels = app.text("hoth-luck-rebels").await;
    assert!(rebels.starts_with("Rebels\t6\t3\t1.67\t"), "{rebels:?}");
    assert!(app
        .text("hoth-log-closing")
        .await
        .contains("4 hits rolled, 3 expected: luckier than 77.3% of evenings like this one."));
    app.scroll_to("hoth-luck").await;
    app.shot("49a-hoth-luck").await;
    app.scroll_to("hoth-log-closing").await;
    app.shot("49c-hoth-log-luck").await;

    // The campaign log: the winner's instructions as read aloud, Leia for the next battle only.
    app.fill(
        "campaign-instructions",
        "Rebels fall back to the second trench line.",
    )
    .await;
    app.select("next-leader-rebels", "leia").await;
    app.tap("campaign-record-button").await;
    assert!(app
        .text("last-change")
        .await
        .contains("instructions are in the campaign log"));
    app.scroll_to("campaign-record").await;
    app.shot("49b-hoth-campaign-record").await;

    // Polish: the same screens in the other language.
    app.tap("back").await;
    app.tap("open-settings").await;
    app.tap("lang-pl").await;
    app.tap("back").await;
    app.tap("game-hoth").await;
    app.wait("[data-testid='hoth-game-over']").await;
    assert!(app.text("winner").await.contains("Imperium"));
    assert!(app
        .text("hoth-log-closing")
        .await
        .contains("wyrzucono 4 trafienia"));
    app.shot("50-hoth-game-over-pl").await;
    // Undo the log entry and the winning attack: the board, in Polish; then redo both.
    app.tap("undo").await;
    app.tap("undo").await;
    app.wait("[data-testid='hoth-board']").await;
    assert_eq!(app.text("step-attacks").await, "Ataki");
    app.scroll_to("hoth-board").await;
    app.board_shot("51-hoth-board-pl").await;
    app.tap("redo").await;
    app.tap("redo").await;
    app.wait("[data-testid='hoth-game-over']").await;

    // The next battle starts from the log: battle 2, the result and instructions kept, Leia's
    // cards in the Rebel deck for this battle.
    app.tap("next-battle").await;
    app.wait("[data-testid='hoth-setup']").await;
    app.text_until("campaign-battle", |t| t.contains("bitwa 2"))
        .await;
    assert!(app
        .text("campaign-result-1")
        .await
        .contains("second trench line"));
    assert_eq!(app.attr("leader-leia", "aria-pressed").await, "true");
    app.scroll_to("campaign-log").await;
    app.shot("52-hoth-campaign-next-pl").await;
    // The Rebels' kept roster set out in one tap: the three units, each in its zone.
    app.tap("roster-use-rebels").await;
    app.wait("[data-testid='unit-speeder1']").await;
    assert!(app.exists("unit-echo2").await);

    // The AT-AT's dice typed in the first battle are remembered on the device.
    add_unit(&app, "empire", "at_at", "atat1", "centre").await;
    app.tap("dice-remembered-at_at").await;
    app.text_until("dice-of-at_at", |t| t == "3 / 3 / 2").await;
    app.close().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_hoth_preset_e_web_reroll_and_commandos_take_ground() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), Some(5)).await;
    app.tap("game-hoth").await;
    app.wait("[data-testid='hoth-setup']").await;

    // The rulebook's shield-generator page: the Empire starts, the Rebels win at 5 medals.
    app.tap("preset-shield-generators").await;
    assert!(app.text("scenario-summary").await.contains("Empire start"));
    // Named by the players: the board and the log call them so; their ids stay unseen.
    for (kind, id, name, badge) in [
        ("snowtrooper", "snow1", "Vader's E-Web", "e_web"),
        ("snowtrooper", "snow2", "Blizzard Force", "commandos"),
    ] {
        app.select("add-kind-empire", kind).await;
        app.fill("add-name-empire", name).await;
        app.select("add-badge-empire", badge).await;
        app.tap("add-unit-button-empire").await;
        app.wait(&format!("[data-testid='unit-{id}']")).await;
    }
    add_unit(&app, "rebels", "echo_trooper", "echo1", "centre").await;
    add_unit(&app, "rebels", "echo_trooper", "echo2", "centre").await;
    app.tap("start-game").await;
    app.wait("[data-testid='hoth-board']").await;
    assert_eq!(app.attr("medals-rebels", "data-medals").await, "0");
    assert!(app.exists("structure-generator_1").await);

    // A card for two units of the player's choice; both snowtrooper units ordered.
    app.tap("card-units-2").await;
    app.tap("play-card-choice").await;
    app.tap("order-snow1").await;
    app.tap("order-snow2").await;
    app.tap("give-orders").await;

    // The E-Web, ready, misses with all three and rerolls the first die: an infantry hit.
    aim(&app, "snow1", "echo1", None).await;
    faces(&app, "attack-roll", &["miss", "miss", "miss"], None).await;
    assert_eq!(app.attr("pending", "data-awaiting").await, "reroll");
    app.tap("reroll-die-0").await;
    app.tap("reroll-roll-physical").await;
    app.tap("enter-hoth-infantry").await;
    app.scroll_to("pending").await;
    app.board_shot("53-hoth-e-web-reroll").await;
    app.tap("record-roll").await;
    assert_eq!(
        app.attr("last-rerolled", "data-faces").await,
        "infantry,miss,miss"
    );
    assert_eq!(app.attr("unit-echo1", "data-figures").await, "2");

    // The commandos' close attack empties echo2's hex: they take the ground.
    aim(&app, "snow2", "echo2", None).await;
    faces(
        &app,
        "attack-roll",
        &["infantry", "infantry", "explosion"],
        None,
    )
    .await;
    assert_eq!(app.attr("pending", "data-awaiting").await, "take_ground");
    app.scroll_to("pending").await;
    app.board_shot("54-hoth-take-ground").await;
    app.tap("take-ground").await;
    assert!(app.text("last-change").await.contains("takes the ground"));
    // The Empire's kills give no medal in this scenario.
    assert_eq!(app.attr("medals-empire", "data-medals").await, "0");
    app.close().await;
}
