//! A whole Shatterpoint game through the real app: two strike teams, turns through the stepper,
//! a wound that gives momentum, two struggles won, undo, and a restart mid-game.

use crate::harness::App;

/// Two strike teams of shipped units, each in a slot of its card's type, with any number the
/// sources lack typed in "from the card".
const TEAMS: [[[&str; 3]; 2]; 2] = [
    [
        [
            "ahsoka-tano-jedi-no-more",
            "gar-saxon-merciless-commander",
            "501st-clone-troopers",
        ],
        ["asajj-ventress-sith-assassin", "aurra-sing", "magnaguard"],
    ],
    [
        ["lord-maul", "aurra-sing", "clan-kryze-mandalorians"],
        [
            "count-dooku-separatist-leader",
            "padawan-ahsoka-tano",
            "my-rex-s-troopers",
        ],
    ],
];

async fn build_team(app: &App, p: usize) {
    fill_team(app, p).await;
    app.tap(&format!("team-{p}-save")).await;
}

/// Player `p`'s team in the builder, casual, not yet set.
pub async fn fill_team(app: &App, p: usize) {
    for (s, squad) in TEAMS[p].iter().enumerate() {
        for (slot, unit) in ["primary", "secondary", "support"].iter().zip(squad) {
            app.select(&format!("team-{p}-{s}-{slot}"), unit).await;
        }
    }
    // Every number the sources do not give: stamina 8, durability 2, Force 2, points 3, 1 character.
    for id in app.testids(&format!("team-{p}-")).await {
        let value = match id.rsplit('-').next().unwrap_or_default() {
            "stamina" => "8",
            "durability" => "2",
            "force" => "2",
            "points" => "3",
            "characters" => "1",
            _ => continue,
        };
        app.fill(&id, value).await;
    }
    if p == 0 {
        // The primary's battle tactics cards go into player 1's order deck.
        app.select("team-0-tactics", "0").await;
    }
    app.tap(&format!("team-{p}-casual")).await;
}

/// Rex's Troopers typed in from a card in hand (team 2 fields them).
pub async fn add_rex(app: &App) {
    app.tap("custom-unit").await;
    app.fill("custom-name", "Rex's Troopers").await;
    app.select("custom-type", "support").await;
    for (field, value) in [
        ("stamina", "6"),
        ("durability", "2"),
        ("force", "1"),
        ("points", "2"),
        ("characters", "2"),
    ] {
        app.fill(&format!("custom-{field}"), value).await;
    }
    app.tap("custom-save").await;
    // The save answers after the tap; an earlier message may still be showing until it does.
    app.text_until("toast", |t| t.contains("Rex's Troopers"))
        .await;
}

/// "d/s" off a unit card: (damage, stamina).
pub async fn damage(app: &App, unit: &str) -> (u32, u32) {
    let text = app.text(&format!("unit-{unit}-damage")).await;
    // The big "d/s" count; a screen reader's sentence follows it.
    let num = text
        .split_whitespace()
        .find(|w| w.contains('/'))
        .unwrap_or_default()
        .to_string();
    let (d, s) = num.split_once('/').expect("damage as d/s");
    (d.parse().expect("damage"), s.parse().expect("stamina"))
}

/// Deals a unit damage by the board's buttons until it is one short of Wounded, its card left
/// open; returns its stamina.
pub async fn one_short_of_wounded(app: &App, unit: &str) -> u32 {
    app.tap(&format!("unit-{unit}-toggle")).await;
    let (_, stamina) = damage(app, unit).await;
    let mut left = stamina - 1;
    for n in [5, 3, 2, 1] {
        while left >= n {
            app.tap(&format!("unit-{unit}-damage-{n}")).await;
            left -= n;
        }
    }
    stamina
}

/// Both strike teams, the generic mission and the roll-off: the game is ready to start.
pub async fn ready_to_start(app: &App) {
    build_team(app, 0).await;
    build_team(app, 1).await;
    app.select("mission-select", "generic").await;
    app.tap("choose-mission").await;
    // A full tie rolls again (the dice are the page's own where no seed fixes them).
    for _ in 0..10 {
        app.tap("roll-off").await;
        if !app.text("roll-off-result").await.contains("roll again") {
            break;
        }
    }
    assert!(app.text("roll-off-result").await.contains("goes first"));
}

/// From the setup screen to the board with those teams (one fields Rex's Troopers, typed in).
pub async fn start_game(app: &App) {
    add_rex(app).await;
    app.tap("custom-unit").await;
    ready_to_start(app).await;
    app.tap("start-game").await;
    app.wait("[data-testid='sp-board']").await;
}

/// Answers the stepper until the turn's end-of-turn question, then gives every active objective
/// to `controller` and ends the turn.
pub async fn play_turn(app: &App, controller: usize) {
    for _ in 0..12 {
        match app.attr("sp-stepper", "data-ask").await.as_str() {
            "activate_objectives" => {
                for o in 0..3 {
                    app.tap(&format!("activate-objective-{o}")).await;
                }
                app.tap("confirm-objectives").await;
            }
            "priority_roll" => app.tap("priority-roll").await,
            "reveal" | "revealed_tactic" => app.tap("reveal").await,
            "revealed_unit" => app.tap("activate").await,
            "revealed_shatterpoint" => {
                let first = app.testids("sp-choose-").await;
                app.tap(&first[0]).await;
            }
            "wound_condition" => {
                let first = app.testids("remove-wound-").await;
                app.tap(&first[0]).await;
            }
            "actions" => {
                app.tap("action-move").await;
                app.tap("end-activation").await;
            }
            "end_of_turn" => {
                for id in app.testids("control-").await {
                    if id.ends_with(&format!("-{controller}")) {
                        app.tap(&id).await;
                    }
                }
                app.tap("end-turn").await;
                return;
            }
            other => panic!("unexpected question: {other}"),
        }
    }
    panic!("the turn never reached its end");
}

async fn won(app: &App, p: usize) -> usize {
    let t = app.text(&format!("struggles-won-{p}")).await;
    t.rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// The active player's index, read off the board.
async fn active(app: &App) -> usize {
    usize::from(app.exists("active-1").await)
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_shatterpoint_setup_play_wound_win_undo_restart() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), Some(7)).await;
    app.tap("game-sp").await;
    app.wait("[data-testid='sp-setup']").await;
    app.shot("20-sp-setup").await;

    // A unit typed in from a card in hand: kept for later games, used in this one.
    add_rex(&app).await;
    app.shot("20b-sp-custom-unit").await;
    app.tap("custom-unit").await;

    ready_to_start(&app).await;
    app.shot("21-sp-setup-done").await;
    app.tap("start-game").await;
    app.wait("[data-testid='sp-board']").await;
    // Six units, the Shatterpoint card and one battle tactics card; the other deck has no tactics.
    assert_eq!(app.text("deck-0").await, "8 cards");
    assert_eq!(app.text("deck-1").await, "7 cards");
    app.scroll_top().await;
    app.board_shot("22-sp-board").await;
    app.text_200("22-sp-board").await;
    // The glance header alone, and the board in the light theme.
    app.glance_shot("22a-sp-glance").await;
    app.light_shot("22b-sp-board-light").await;

    // Each Force pool has its −1 and +1, each unit its injuries: one tap each (before, a spent
    // token or an injury the app did not follow took the set-by-hand panel: open it, type a
    // reason, step the counter, at least 4 taps). The units stand under their squads.
    assert!(app.exists("squad-0-0").await && app.exists("squad-1-0").await);
    let ready = app.attr("force-0", "data-ready").await;
    app.tap("spend-force-0").await;
    assert_eq!(
        app.attr("force-0", "data-ready").await,
        (ready.parse::<u32>().unwrap_or(0) - 1).to_string()
    );
    app.tap("refresh-force-0").await;
    assert_eq!(app.attr("force-0", "data-ready").await, ready);
    app.tap("unit-0-0-injury-plus").await;
    assert_eq!(app.attr("unit-0-0-injuries", "data-injuries").await, "1");
    app.tap("unit-0-0-injury-minus").await;
    assert_eq!(app.attr("unit-0-0-injuries", "data-injuries").await, "0");

    // A few turns: the first player takes the objectives, the other contests nothing.
    let leader = active(&app).await;
    play_turn(&app, leader).await;
    app.board_shot("23-sp-after-turn-1").await;

    // Wound an enemy unit: damage up to its stamina (its card's), 5 at a time, then the rest.
    let enemy = 1 - leader;
    let id = format!("{enemy}-0");
    let unit = format!("unit-{id}");
    app.tap(&format!("{unit}-toggle")).await;
    let momentum_before = app.text(&format!("momentum-{leader}")).await;
    let (_, stamina) = damage(&app, &id).await;
    let mut left = stamina;
    while left > 0 {
        let n = [5, 3, 2, 1].into_iter().find(|n| *n <= left).unwrap_or(1);
        app.tap(&format!("{unit}-damage-{n}")).await;
        left -= n;
    }
    assert!(
        app.exists(&format!("{unit}-wounded")).await,
        "damage up to its stamina wounds"
    );
    let momentum_after = app.text(&format!("momentum-{leader}")).await;
    assert_ne!(
        momentum_before, momentum_after,
        "the wound gives the leader momentum"
    );
    assert!(
        app.text("last-change").await.contains("Wounded"),
        "{}",
        app.text("last-change").await
    );
    app.board_shot("24-sp-wounded").await;

    // A table that disagrees sets a counter by hand; the reason is logged and undoable.
    app.tap("sp-adjust").await;
    let before = app.text(&format!("momentum-{enemy}")).await;
    app.tap(&format!("adjust-momentum-{enemy}")).await;
    assert_ne!(app.text(&format!("momentum-{enemy}")).await, before);
    assert!(
        app.text("last-change").await.contains("set by hand"),
        "{}",
        app.text("last-change").await
    );
    app.tap("undo").await;
    assert_eq!(app.text(&format!("momentum-{enemy}")).await, before);
    app.tap("sp-adjust").await;

    // Play on until the leader wins the first struggle.
    for _ in 0..12 {
        if won(&app, leader).await >= 1 {
            break;
        }
        play_turn(&app, leader).await;
    }
    assert_eq!(won(&app, leader).await, 1, "the leader won struggle 1");
    app.board_shot("25-sp-struggle-won").await;

    // Restart mid-game: everything is where it was.
    let token = app.attr("glance-track", "data-token").await;
    app.close().await;
    let app = App::launch(data.path(), None).await;
    // Home offers the game in progress, named by its turn.
    let label = app
        .text_until("home-continue", |t| t.contains("Shatterpoint · Turn "))
        .await;
    assert!(!label.contains("Finished"), "{label}");
    app.shot("25b-home-continue").await;
    app.tap("home-continue").await;
    app.wait("[data-testid='sp-board']").await;
    assert_eq!(app.attr("glance-track", "data-token").await, token);
    assert_eq!(won(&app, leader).await, 1);

    // The second struggle decides the game.
    for _ in 0..16 {
        if app.exists("sp-game-over").await {
            break;
        }
        play_turn(&app, leader).await;
    }
    assert!(
        app.exists("sp-game-over").await,
        "two struggles end the game"
    );
    assert!(app
        .text("winner")
        .await
        .contains(&format!("Player {}", leader + 1)));
    let log = app.text("sp-log").await;
    assert!(
        log.contains("Rex's Troopers") && log.contains("The game begins"),
        "the whole game, setup included"
    );
    app.shot("26-sp-game-over").await;

    // A rematch: the same players and teams in a new saved game, started anew (turn 1, full
    // order decks); the finished game stays in the saved games.
    app.tap("sp-rematch").await;
    app.wait("[data-testid='sp-board']").await;
    assert_eq!(
        app.attr("sp-stepper", "data-ask").await,
        "activate_objectives"
    );
    assert_eq!(app.text("deck-0").await, "8 cards");
    assert_eq!(app.text("deck-1").await, "7 cards");
    assert_eq!(won(&app, leader).await, 0);
    assert!(unit_names(&app).await.contains("Rex's Troopers"));
    app.board_shot("26b-sp-rematch").await;
    app.tap("sp-games").await;
    let finished = app
        .wait("[data-testid='sp-saved'] li:nth-child(2) button")
        .await;
    app.tap_element(&finished).await;
    app.wait("[data-testid='sp-game-over']").await;

    // Undo the last step: the game is on again.
    app.tap("undo").await;
    app.wait("[data-testid='sp-board']").await;
    assert_eq!(won(&app, leader).await, 1);
    let names = unit_names(&app).await;
    assert!(
        names.contains("Rex's Troopers"),
        "the custom unit is in the game: {names}"
    );
    app.board_shot("27-sp-undone").await;

    // The board in Polish: the glance header, the steps by name, the question.
    app.tap("back").await;
    app.tap("open-settings").await;
    app.tap("lang-pl").await;
    app.tap("back").await;
    app.tap("game-sp").await;
    app.wait("[data-testid='sp-board']").await;
    assert!(app.text("glance-turn").await.starts_with("Tura "));
    app.board_shot("28-sp-board-pl").await;

    // A new game offers the typed-in unit again.
    app.tap("sp-games").await;
    app.tap("sp-new-game").await;
    app.wait("[data-testid='sp-setup']").await;
    app.tap("custom-unit").await;
    assert!(app.text("custom-unit").await.contains("Rex's Troopers"));
    app.close().await;
}

/// Every unit name on the board, in order.
async fn unit_names(app: &App) -> String {
    let mut names = Vec::new();
    for id in app
        .testids("unit-")
        .await
        .into_iter()
        .filter(|t| t.ends_with("-toggle"))
    {
        names.push(app.text(&id).await);
    }
    names.join(" | ")
}
