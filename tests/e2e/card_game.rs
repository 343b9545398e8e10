//! A whole Card Game through the real app: ready decks, the Dark Side's first turn (dial 1, no
//! Conflict), a Light Side engagement with a unit typed on the icon pad and the unopposed bonus, a
//! Dark Side turn favoured by the Force (+2), a Light Side objective lost (the dial jumps), undo,
//! a restart mid-game, a counter set by hand, and on to the Dark Side's win at 12.

use crate::harness::App;

async fn dial(app: &App) -> String {
    app.attr("lcg-dial", "data-value").await
}

async fn phase(app: &App) -> String {
    app.attr("lcg-board", "data-phase").await
}

/// Taps "next phase" until the board shows `to`.
async fn on_to(app: &App, to: &str) {
    for _ in 0..7 {
        if phase(app).await == to {
            return;
        }
        app.tap("lcg-next-phase").await;
    }
    assert_eq!(phase(app).await, to, "never reached the {to} phase");
}

/// Balance done the plain way, then Refresh and Draw, up to Deployment.
async fn opening(app: &App) {
    assert_eq!(phase(app).await, "balance");
    app.tap("lcg-resolve-balance").await;
    on_to(app, "draw").await;
    app.tap("lcg-draw").await;
    on_to(app, "deployment").await;
}

/// Types a unit on a pad: title, capacity and Force up by the given steps, icons by
/// (kind, column, times).
async fn type_unit(app: &App, pad: &str, title: &str, more: (u32, u32), icons: &[(&str, u8, u32)]) {
    app.fill(&format!("{pad}-title"), title).await;
    for _ in 0..more.0 {
        app.tap(&format!("{pad}-capacity-plus")).await;
    }
    for _ in 0..more.1 {
        app.tap(&format!("{pad}-force-plus")).await;
    }
    for (kind, col, times) in icons {
        for _ in 0..*times {
            app.tap(&format!("{pad}-icons-{kind}-{col}-plus")).await;
        }
    }
}

async fn damage(app: &App, card: &str) -> String {
    app.attr(&format!("lcg-card-{card}"), "data-damage").await
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_card_game_dial_balance_engagement_undo_restart_win() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), Some(5)).await;
    assert!(app.text("game-lcg").await.contains("Card Game"));
    app.tap("game-lcg").await;
    app.wait("[data-testid='lcg-setup']").await;

    // Ready decks: Sith against Jedi; three objectives each, the Light Side's with capacity 2.
    app.fill("setup-ds-name", "Vera").await;
    app.fill("setup-ls-name", "Leo").await;
    app.select("setup-ds-deck", "sith").await;
    app.select("setup-ls-deck", "jedi").await;
    for o in 1..=3 {
        app.fill(&format!("setup-ls-o{o}-capacity"), "2").await;
    }
    app.fill("setup-ls-o1-title", "Jedi Training").await;
    app.tap("setup-mulligan").await;
    // Two of the Dark Side's objectives are neutral: they cannot pay for a Sith card alone.
    app.select("setup-ds-o2-affiliation", "neutral").await;
    app.select("setup-ds-o3-affiliation", "neutral").await;
    app.shot("30-lcg-setup").await;
    app.tap("lcg-start").await;
    app.wait("[data-testid='lcg-board']").await;
    assert_eq!(dial(&app).await, "0");
    assert_eq!(app.attr("lcg-balance", "data-side").await, "ls");
    assert_eq!(app.text("lcg-hand-ds").await, "6");
    assert_eq!(app.text("lcg-command_deck-ls").await, "34");
    app.scroll_to("lcg-side-ds").await;
    app.board_shot("31-lcg-tables").await;
    app.glance_shot("31a-lcg-glance").await;
    app.text_200("31a-lcg-glance").await;
    app.light_shot("31b-lcg-board-light").await;

    // The Light Side does not like its hand: a mulligan, once.
    app.tap("lcg-mulligan-ls").await;
    assert!(!app.enabled("lcg-mulligan-ls").await);
    assert!(app.text("last-change").await.contains("mulligan"));

    // Turn 1, the Dark Side: the dial moves 1; Deployment goes straight to Force (no Conflict).
    opening(&app).await;
    assert_eq!(dial(&app).await, "1");
    assert!(app.text("lcg-dial-why").await.contains("Balance"));
    app.tap("lcg-next-phase").await;
    assert_eq!(phase(&app).await, "force", "no Conflict in DS's first turn");
    // Vader, already on the table, typed from his card and committed: Force 2 wins the struggle.
    app.tap("commit-new").await;
    type_unit(&app, "commit-pad", "Vader", (1, 1), &[("blast", 0, 2)]).await;
    app.tap("commit-pad-kw-shielding").await;
    // A form open on the board (the card typed in), not the board at rest: a plain shot.
    app.shot("32-lcg-icon-pad").await;
    app.tap("commit-pad-add").await;
    app.tap("commit-go").await;
    assert_eq!(app.text("force-total-ds").await, "2");
    app.tap("lcg-struggle").await;
    assert_eq!(app.attr("lcg-balance", "data-side").await, "ds");
    assert!(app.text("lcg-balance-why").await.contains("Dark Side"));
    app.board_shot("33-lcg-struggle").await;
    app.scroll_to("lcg-dial").await;
    app.board_shot("33b-lcg-coin-flipped").await;
    app.tap("lcg-next-phase").await;

    // Turn 2, the Light Side: an engagement with a unit from the icon pad, kept in my cards.
    // (The header's button answers once the engine has: waited for, not read at once.)
    app.wait("[data-testid='lcg-board'][data-active='ls']")
        .await;
    opening(&app).await;
    app.tap("lcg-next-phase").await;
    assert_eq!(phase(&app).await, "conflict");
    // Its steps each take one tap, the unit typed on the icon pad aside: the objective, the
    // attackers, no defenders, the edge (no one defends: no placement to keep), the strike of the
    // only ready attacker, the unopposed bonus. Six taps (eight before: a pass to end an empty
    // placement, and the only attacker picked again to strike).
    let mut taps = 0;
    app.tap("attack-ds-o1").await;
    taps += 1;
    app.tap("attackers-new").await;
    type_unit(&app, "attackers-pad", "Luke", (0, 0), &[("blast", 0, 1)]).await;
    app.tap("attackers-pad-keep").await;
    assert!(app.text("toast").await.contains("Luke"));
    app.tap("attackers-pad-add").await;
    for step in ["attackers-go", "defenders-go", "lcg-edge-go"] {
        app.tap(step).await;
        taps += 1;
    }
    assert!(app.text("lcg-edge-holder").await.contains("Leo"));
    assert!(app.text("strike-sum").await.contains("blast 1"));
    app.tap("lcg-strike-go").await;
    taps += 1;
    assert_eq!(damage(&app, "ds-o1").await, "1");
    app.board_shot("34-lcg-engagement").await;
    app.tap("lcg-end-unopposed").await;
    taps += 1;
    assert!(taps <= 6, "an engagement in at most 6 taps, not {taps}");
    assert_eq!(damage(&app, "ds-o1").await, "2", "the unopposed bonus");
    on_to(&app, "force").await;
    app.tap("lcg-struggle").await;
    assert_eq!(app.attr("lcg-balance", "data-side").await, "ds");
    app.tap("lcg-next-phase").await;

    // Turn 3, the Dark Side, favoured by the Force: the dial moves 2.
    assert_eq!(app.attr("lcg-board", "data-active").await, "ds");
    opening(&app).await;
    assert_eq!(dial(&app).await, "3");
    // A Sith unit deployed from the hand: two neutral objectives do not match it; the Sith
    // affiliation card with one of them does.
    app.tap("lcg-deploy-open").await;
    app.fill("deploy-title", "Stormtroopers").await;
    app.select("deploy-affiliation", "sith").await;
    app.tap("deploy-cost-plus").await;
    app.tap("deploy-cost-plus").await;
    app.tap("pay-ds-o2-plus").await;
    app.tap("pay-ds-o3-plus").await;
    app.tap("lcg-deploy").await;
    assert!(app.text("toast").await.contains("affiliation"));
    assert!(!app.exists("lcg-card-ds-u2").await);
    app.tap("pay-ds-o3-minus").await;
    app.tap("pay-ds-aff-plus").await;
    // The card pad open: a form on the board, a plain shot.
    app.shot("35a-lcg-deploy").await;
    app.tap("lcg-deploy").await;
    assert_eq!(app.text("lcg-hand-ds").await, "5");
    assert_eq!(app.attr("lcg-card-ds-o2", "data-focus").await, "1");
    assert!(app.exists("lcg-card-ds-u2").await);
    app.tap("lcg-next-phase").await;
    // Vader's blast destroys a Light Side objective: the dial jumps by the pile (1). His
    // Shielding goes where the player says: on himself.
    app.tap("attack-ls-o1").await;
    app.tap("attackers-ds-u1").await;
    app.tap("attackers-shield-0-ds-u1").await;
    app.tap("attackers-go").await;
    assert_eq!(app.attr("lcg-card-ds-u1", "data-shield").await, "true");
    app.tap("defenders-go").await;
    // The placement kept move by move: one card down, then a pass ends it (no one defends).
    app.tap("edge-place").await;
    assert_eq!(app.text("edge-attacker-cards").await, "1");
    app.tap("edge-pass").await;
    assert!(!app.exists("edge-pass").await);
    app.board_shot("34b-lcg-edge").await;
    app.tap("lcg-edge-go").await;
    assert_eq!(
        app.text("lcg-hand-ds").await,
        "4",
        "the edge card left the hand"
    );
    // Vader, the only ready attacker, strikes without being picked.
    app.tap("lcg-strike-go").await;
    assert_eq!(dial(&app).await, "4");
    assert!(app.text("lcg-dial-why").await.contains("jumps"));
    assert_eq!(app.text("lcg-victory_pile-ds").await, "1");
    assert!(!app.exists("lcg-card-ls-o1").await);
    app.board_shot("35-lcg-dial-jumps").await;

    // Undo takes the strike back; redo brings it again.
    app.tap("undo").await;
    assert_eq!(dial(&app).await, "3");
    assert!(app.exists("lcg-card-ls-o1").await);
    app.tap("redo").await;
    assert_eq!(dial(&app).await, "4");
    app.close().await;

    // Restart mid-game: everything is where it was.
    let app = App::launch(data.path(), None).await;
    app.tap("game-lcg").await;
    app.wait("[data-testid='lcg-board']").await;
    assert_eq!(dial(&app).await, "4");
    assert_eq!(phase(&app).await, "conflict");
    assert_eq!(app.attr("lcg-balance", "data-side").await, "ds");
    app.scroll_to("lcg-dial").await;
    app.board_shot("36-lcg-after-restart").await;

    // The dial's name opens its rules entry; the readings applied are listed with their rule.
    app.tap("term-dial").await;
    app.wait("[data-testid='rule-sheet']").await;
    app.shot("36b-lcg-dial-rule").await;
    app.tap("rule-close").await;
    app.tap("readings-toggle").await;
    assert!(app.text("readings").await.contains("stops at 12"));
    app.scroll_to("readings").await;
    app.board_shot("36c-lcg-readings").await;
    app.tap("readings-toggle").await;

    // A counter set by hand, with the reason said.
    app.tap("lcg-adjust").await;
    app.fill("adjust-reason", "Superlaser card").await;
    app.tap("adjust-dial-up").await;
    assert_eq!(dial(&app).await, "5");
    assert!(app.text("last-change").await.contains("Superlaser card"));
    app.board_shot("37-lcg-adjusted").await;
    app.tap("lcg-adjust").await;

    // Card effects destroy the other two Light Side objectives: the dial jumps 2, then 3.
    for card in ["ls-o2", "ls-o3"] {
        app.tap(&format!("lcg-card-{card}-open")).await;
        app.tap(&format!("lcg-card-{card}-hit")).await;
        app.tap(&format!("lcg-card-{card}-hit")).await;
    }
    assert_eq!(dial(&app).await, "10");
    app.tap("lcg-end-engagement").await;
    on_to(&app, "force").await;
    app.tap("lcg-struggle").await;
    app.tap("lcg-next-phase").await;

    // Turn 4, the Light Side: three new objectives to reveal in Refresh.
    app.tap("lcg-resolve-balance").await;
    on_to(&app, "refresh").await;
    for _ in 0..3 {
        app.tap("lcg-reveal").await;
    }
    assert_eq!(app.text("lcg-objective_deck-ls").await, "2");
    on_to(&app, "draw").await;
    app.tap("lcg-draw").await;
    on_to(&app, "force").await;
    app.tap("lcg-struggle").await;
    app.tap("lcg-next-phase").await;

    // Turn 5, the Dark Side: 10 + 2 reaches 12 and the Dark Side wins.
    app.tap("lcg-resolve-balance").await;
    app.wait("[data-testid='lcg-game-over']").await;
    assert!(app.text("winner").await.contains("Vera"));
    assert!(app.text("lcg-win-reason").await.contains("12"));
    let log = app.text("lcg-log").await;
    assert!(
        log.contains("Set up") && log.contains("unopposed") && log.contains("Superlaser card"),
        "the whole game: {log}"
    );
    app.shot("38-lcg-game-over").await;

    // A rematch: the same sides and decks, set up anew in a new saved game, at turn 1.
    app.tap("lcg-rematch").await;
    app.text_until("glance-turn", |t| t == "Turn 1").await;
    assert_eq!(phase(&app).await, "balance");
    assert_eq!(dial(&app).await, "0");
    app.board_shot("38b-lcg-rematch").await;

    // A new game offers Luke from my cards.
    app.tap("lcg-games").await;
    app.tap("lcg-new-game").await;
    app.tap("lcg-start").await;
    opening(&app).await;
    app.tap("lcg-next-phase").await;
    app.tap("commit-new").await;
    app.tap("commit-pad-my-cards").await;
    app.tap("commit-pad-pick-Luke").await;
    assert_eq!(
        app.text("commit-pad-icons-blast-0").await,
        "1",
        "Luke's icons come back"
    );
    // The card pad open on a kept card: a form on the board, a plain shot.
    app.shot("39-lcg-my-cards").await;

    // In Polish.
    app.tap("back").await;
    app.tap("open-settings").await;
    app.tap("lang-pl").await;
    app.tap("back").await;
    assert!(app.text("game-lcg").await.contains("Tarcza Gwiazdy"));
    app.tap("game-lcg").await;
    assert!(app.text("glance-turn").await.contains("Tura 1"));
    app.scroll_to("lcg-dial").await;
    app.board_shot("40-lcg-board-pl").await;
    app.close().await;
}
