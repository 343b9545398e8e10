//! A Deckbuilding Game through the real app, as the six steps: set up with 2 bases to
//! win and a typed-in row card; buy a card and enter its refill; sabotage the typed card and
//! take its reward, which moves the Force marker; attack through a Star Destroyer and destroy
//! Lothal; choose the next base; undo, restart mid-game, open a rule, and win (in Polish).

use crate::harness::App;

/// Plays catalog cards from the hand, in order, and says how many taps that took: one a card
/// on the hand's grid (a select, its option and Play before: 3 a card).
async fn play(app: &App, cards: &[&str]) -> usize {
    let mut taps = 0;
    for c in cards {
        app.tap(&format!("dbg-hand-{c}")).await;
        taps += 1;
    }
    taps
}

/// Picks cards in play (by label) for an attack.
async fn pick(app: &App, labels: &[&str]) {
    for l in labels {
        app.tap(&format!("dbg-card-{l}")).await;
    }
}

async fn tap_n(app: &App, testid: &str, n: usize) {
    for _ in 0..n {
        app.tap(testid).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_deckbuilding_setup_buy_sabotage_destroy_base_undo_restart_win() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), Some(11)).await;
    assert!(
        app.text("game-dbg").await.contains("Force track"),
        "Home says what it does"
    );
    app.shot("dbg-00-home").await;
    app.tap("game-dbg").await;
    app.wait("[data-testid='dbg-setup']").await;
    app.shot("dbg-01-setup").await;

    // 1. Two bases to win; a Rebel unit typed in from the card dealt into slot 0.
    app.tap("dbg-threshold-minus").await;
    assert_eq!(app.text("dbg-threshold-value").await, "2");
    app.tap("dbg-setup-row-0-type").await;
    app.fill("dbg-quick-name", "Ion Scout").await;
    app.tap("dbg-quick-faction-rebel").await;
    tap_n(&app, "dbg-quick-attack-plus", 2).await;
    tap_n(&app, "dbg-quick-target-plus", 3).await;
    tap_n(&app, "dbg-quick-reward-force-plus", 2).await;
    app.tap("dbg-quick-trait-trooper").await;
    app.shot("dbg-02-quick-entry").await;
    app.tap("dbg-quick-save").await;
    assert!(app.text("toast").await.contains("Ion Scout"));
    assert_eq!(app.value("dbg-setup-row-0").await, "Ion Scout");
    for (slot, card) in [
        (1, "tie_fighter"),
        (2, "dengar"),
        (3, "x_wing"),
        (4, "rodian_gunslinger"),
        (5, "b_wing"),
    ] {
        app.select(&format!("dbg-setup-row-{slot}"), card).await;
    }
    app.tap("dbg-start").await;
    app.wait("[data-testid='dbg-board']").await;
    // The Empire first, the marker at the Rebel end, Dantooine and Lothal in play.
    assert_eq!(app.attr("dbg-board", "data-active").await, "empire");
    assert_eq!(app.attr("dbg-force", "data-position").await, "3");
    assert_eq!(app.attr("dbg-base-empire", "data-id").await, "lothal");
    assert_eq!(app.attr("dbg-base-rebel", "data-id").await, "dantooine");
    assert_eq!(app.attr("dbg-row-0", "data-card").await, "Ion Scout");
    assert_eq!(app.text("dbg-victory-rebel").await, "0/2");
    app.board_shot("dbg-03-board").await;
    app.glance_shot("dbg-03a-glance").await;
    app.text_200("dbg-03a-glance").await;
    app.light_shot("dbg-03b-board-light").await;

    // 2. Two shuttles pay for a TIE Fighter; Dengar is dealt into its place.
    play(&app, &["imperial_shuttle", "imperial_shuttle"]).await;
    assert_eq!(app.attr("dbg-pool", "data-n").await, "2");
    app.tap("dbg-row-1").await;
    app.select("dbg-refill", "dengar").await;
    app.board_shot("dbg-04-buy").await;
    app.tap("dbg-buy").await;
    assert_eq!(app.attr("dbg-pool", "data-n").await, "1");
    assert_eq!(app.attr("dbg-row-1", "data-card").await, "dengar");
    assert!(
        app.text("last-change").await.contains("Dengar"),
        "{}",
        app.text("last-change").await
    );

    // 3. Two stormtroopers (4) sabotage the Ion Scout (target 3); its reward of 2 Force moves
    //    the marker from the Rebel end toward the Empire.
    play(&app, &["stormtrooper", "stormtrooper"]).await;
    pick(&app, &["stormtrooper", "stormtrooper#2"]).await;
    assert_eq!(app.attr("dbg-total", "data-total").await, "4");
    app.tap("dbg-row-0").await;
    app.select("dbg-refill", "x_wing").await;
    app.board_shot("dbg-05-sabotage").await;
    app.tap("dbg-attack-row").await;
    assert_eq!(app.attr("dbg-force", "data-position").await, "1");
    assert_eq!(app.attr("dbg-row-0", "data-card").await, "x_wing");
    assert!(
        !app.text("dbg-why-force").await.is_empty(),
        "the marker says why it moved"
    );

    // A Star Destroyer guards Lothal.
    play(&app, &["star_destroyer"]).await;
    assert_eq!(
        app.attr("dbg-ship-star_destroyer", "data-damage").await,
        "0"
    );
    // Tapping the base brings the top of the table into view (the base itself does nothing).
    app.tap("dbg-base-empire").await;
    app.board_shot("dbg-06-empire-turn").await;
    app.tap("dbg-end-turn").await;

    // 4. The Rebels attack with 16: 7 to the Star Destroyer, 9 at Lothal (8 HP, 1 lost). A hand
    //    of four cards plays in four taps (12 before the hand's grid).
    assert_eq!(app.attr("dbg-board", "data-active").await, "rebel");
    app.shot("dbg-06b-hand").await;
    let taps = play(
        &app,
        &["luke_skywalker", "b_wing", "x_wing", "rebel_trooper"],
    )
    .await;
    assert!(
        taps <= 4,
        "four cards from the hand in at most 4 taps, not {taps}"
    );
    assert_eq!(app.testids("dbg-card-").await.len(), 4, "all four in play");
    pick(
        &app,
        &["luke_skywalker", "b_wing", "x_wing", "rebel_trooper"],
    )
    .await;
    assert_eq!(app.attr("dbg-total", "data-total").await, "16");
    app.tap("dbg-split-custom").await;
    tap_n(&app, "dbg-split-star_destroyer-plus", 7).await;
    app.board_shot("dbg-07-attack-split").await;
    app.tap("dbg-target-base").await;
    assert!(
        !app.exists("dbg-ship-star_destroyer").await,
        "the ship is destroyed"
    );
    assert_eq!(
        app.attr("dbg-base-empire", "data-id").await,
        "",
        "Lothal is gone"
    );
    assert_eq!(app.text("dbg-victory-rebel").await, "1/2");
    app.board_shot("dbg-08-lothal-destroyed").await;
    app.tap("dbg-end-turn").await;

    // 5. The Empire has no base: it chooses Endor and confirms its HP from the card.
    app.wait("[data-testid='dbg-choose-base']").await;
    app.tap("dbg-base-choice-endor").await;
    assert!(
        app.exists("badge-unverified").await,
        "Endor's HP is not in the seed"
    );
    assert_eq!(app.text("dbg-base-hp-value").await, "16");
    app.board_shot("dbg-09-choose-base").await;
    app.tap("dbg-base-confirm").await;
    app.wait("[data-testid='dbg-board']").await;
    assert_eq!(app.attr("dbg-base-empire", "data-id").await, "endor");

    // The ability form and the readings, as the table sees them.
    app.tap("dbg-use-toggle").await;
    app.board_shot("dbg-09b-use-ability").await;
    app.tap("dbg-use-toggle").await;
    app.tap("readings-toggle").await;
    assert!(app.text("readings").await.contains("Hoth"));
    app.board_shot("dbg-09c-readings").await;
    app.tap("readings-toggle").await;

    // 6. A counter set by hand with its reason, then undone.
    app.tap("dbg-adjust").await;
    app.fill("adjust-reason", "Forgot a shuttle").await;
    app.tap("dbg-adjust-resources-plus").await;
    assert_eq!(app.attr("dbg-pool", "data-n").await, "1");
    assert!(
        app.text("last-change").await.contains("Forgot a shuttle"),
        "{}",
        app.text("last-change").await
    );
    app.board_shot("dbg-10-adjusted").await;
    app.tap("undo").await;
    assert_eq!(app.attr("dbg-pool", "data-n").await, "0");

    // Restart mid-game: everything is where it was.
    app.close().await;
    let app = App::launch(data.path(), None).await;
    app.tap("game-dbg").await;
    app.wait("[data-testid='dbg-board']").await;
    assert_eq!(app.attr("dbg-base-empire", "data-id").await, "endor");
    assert_eq!(app.text("dbg-victory-rebel").await, "1/2");
    assert_eq!(app.attr("dbg-board", "data-active").await, "empire");
    app.board_shot("dbg-11-restarted").await;

    // A term opens its rule over the board.
    app.tap("dbg-rule-force").await;
    app.wait("[data-testid='rule-sheet']").await;
    app.shot("dbg-12-rule").await;
    app.tap("rule-close").await;

    // The rest of the game in Polish.
    app.tap("back").await;
    app.tap("open-settings").await;
    app.tap("lang-pl").await;
    app.tap("back").await;
    app.tap("game-dbg").await;
    app.wait("[data-testid='dbg-board']").await;
    assert_eq!(app.text("dbg-end-turn").await, "Zakończ turę");
    app.board_shot("dbg-13-board-pl").await;

    // The Rebels' second base destroyed wins the game.
    app.tap("dbg-end-turn").await;
    assert_eq!(app.attr("dbg-board", "data-active").await, "rebel");
    play(&app, &["luke_skywalker", "b_wing", "cassian_andor"]).await;
    pick(&app, &["luke_skywalker", "b_wing", "cassian_andor"]).await;
    app.tap("dbg-target-base").await;
    app.wait("[data-testid='dbg-game-over']").await;
    assert!(
        app.text("winner").await.contains("Rebelia"),
        "{}",
        app.text("winner").await
    );
    let log = app.text("dbg-log").await;
    assert!(
        log.contains("Ion Scout") && log.contains("Lothal"),
        "the whole game: {log}"
    );
    app.shot("dbg-14-game-over-pl").await;

    // A rematch: the same setup in a new saved game, from its first turn.
    app.tap("dbg-rematch").await;
    app.wait("[data-testid='dbg-board']").await;
    assert_eq!(app.attr("dbg-board", "data-turn").await, "1");
    assert!(app.text("dbg-victory-rebel").await.starts_with('0'));
    app.board_shot("dbg-15-rematch-pl").await;
    app.close().await;
}
