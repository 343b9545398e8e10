//! A Shatterpoint attack through the real app (issue 9): two stances made in the editor, the
//! attack opened from the tracker, exact odds, a seeded roll that survives a restart, the tree
//! walked by taps, damage, the wound and momentum landing in one event, and one undo taking it
//! all back.

use crate::harness::App;
use crate::shatterpoint::{damage, one_short_of_wounded, start_game};

const AHSOKA: &str = "ahsoka-tano-jedi-no-more";
const MAUL: &str = "lord-maul";

/// A new stance of `unit`'s side 1 (index 0) named `name`: melee 8 / defense 5, ranged defense
/// 4, a two-row melee chart (1–2 expertise: a crit; 3+: 2 damage) and, when `tree`, the line
/// three options in a line (1 damage, 1 damage, Exposed); otherwise a single option.
pub async fn make_stance(app: &App, unit: &str, name: &str, tree: bool) {
    app.tap("stance-new").await;
    app.select("stance-unit", unit).await;
    app.select("stance-side", "0").await;
    app.fill("stance-name-pl", name).await;
    app.fill("stance-name-en", name).await;
    app.select("stance-melee-attack", "8").await;
    app.select("stance-melee-defense", "5").await;
    app.select("stance-ranged-defense", "4").await;
    app.tap("stance-chart-melee-add-row").await;
    app.select("stance-chart-melee-row-0-max", "2").await;
    app.tap("stance-chart-melee-add-row").await;
    app.select("stance-chart-melee-row-1-max", "").await;
    app.select("stance-chart-melee-row-1-entry-0-kind", "damage")
        .await;
    app.select("stance-chart-melee-row-1-entry-0-n", "2").await;
    app.tap("stance-cell-0-0").await;
    if tree {
        app.tap("stance-cell-0-1").await;
        app.tap("stance-cell-1-2").await;
        app.select("stance-option-effect-0-kind", "condition").await;
        app.select("stance-option-effect-0-condition", "exposed")
            .await;
        app.tap("stance-link-mode").await;
        for (a, b) in [("0-0", "0-1"), ("0-1", "1-2")] {
            app.tap(&format!("stance-cell-{a}")).await;
            app.tap(&format!("stance-cell-{b}")).await;
        }
        app.tap("stance-link-mode").await;
    }
    app.tap("stance-save").await;
    app.wait("[data-testid='stance-list']").await;
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_sp_attack_from_the_tracker() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), Some(11)).await;
    app.tap("game-sp").await;

    // The two stances, made in the editor and tied to the units' first sides.
    app.tap("sp-stances").await;
    app.wait("[data-testid='stance-list']").await;
    make_stance(&app, AHSOKA, "Trial Jar'Kai", true).await;
    make_stance(&app, MAUL, "Trial Rage", false).await;
    assert_eq!(app.testids("stance-item-mine-").await.len(), 2);
    app.tap("stance-back").await;

    start_game(&app).await;

    // Lord Maul (player 2's first unit) is one damage short of Wounded.
    let maul = "1-0";
    let stamina = one_short_of_wounded(&app, maul).await;
    assert_eq!(damage(&app, maul).await, (stamina - 1, stamina));
    app.tap(&format!("unit-{maul}-toggle")).await;
    let momentum = app.text("momentum-0").await;

    // Ahsoka attacks him: her editor-made stance is picked for her side, his for his.
    app.tap("unit-0-0-toggle").await;
    app.tap("unit-0-0-attack").await;
    app.wait("[data-testid='attack-sheet']").await;
    // Best target: every living enemy, ranked; a tap takes the row's target and type.
    app.tap("attack-best-target-open").await;
    app.wait("[data-testid='attack-rank-0']").await;
    assert!(app.text("attack-rank-0").await.contains('%'));
    app.shot("69-sp-attack-best-target").await;
    app.tap("attack-rank-0").await;
    app.wait("[data-testid='attack-odds']").await;
    assert_ne!(app.value("attack-defender").await, "");
    // Lord Maul, player 2's first unit.
    app.select("attack-defender", "0").await;
    app.wait("[data-testid='attack-odds']").await;
    assert!(app
        .text("attack-pools")
        .await
        .starts_with("8 attack dice against 5 defense"));
    assert!(app.exists("attack-p-wounded").await);
    app.shot("70-sp-attack-odds").await;
    // One damage short: the first attack wounds exactly when it deals any damage, and the
    // panel says what the wound means for Maul.
    let wounded = app.text("attack-p-wounded").await;
    let first = app.text("attack-to-wound-1").await;
    let p = first
        .split_whitespace()
        .find(|w| w.ends_with('%'))
        .expect("a chance");
    assert!(wounded.contains(p), "{wounded} / {first}");
    assert!(wounded.contains("Most damage"), "{wounded}");
    assert!(app.text("attack-wound-means").await.contains("injury 1 of"));
    app.tap("attack-policy-max_conditions").await;
    app.text_until("attack-p-wounded", |t| t.contains("Most conditions"))
        .await;
    app.tap("attack-policy-max_damage").await;
    app.scroll_to("attack-to-wound").await;
    app.shot("70a-sp-attack-to-wound").await;
    // Compare: the same attack with Focus flipped, side by side with the differences.
    app.tap("attack-compare-open").await;
    app.tap("attack-compare-focus").await;
    app.wait("[data-testid='attack-compare-table']").await;
    app.scroll_to("attack-compare-table").await;
    app.shot("70b-sp-attack-compare").await;
    app.tap("attack-compare-open").await;

    // The app rolls once; a restart reopens the attack with the very same faces.
    app.tap("attack-roll").await;
    app.wait("[data-testid='attack-tree']").await;
    let rolled = app.text("attack-rolled").await;
    app.close().await;
    let app = App::launch(data.path(), None).await;
    app.tap("game-sp").await;
    app.wait("[data-testid='attack-sheet']").await;
    assert_eq!(
        app.text("attack-rolled").await,
        rolled,
        "no reroll after a restart"
    );

    // The walk by taps: from nothing, one option per success.
    app.tap("attack-clear").await;
    let successes: u32 = app
        .attr("attack-left", "data-total")
        .await
        .parse()
        .expect("successes");
    let options = app.testids("attack-option-").await;
    assert_eq!(options.len(), 3, "{options:?}");
    for option in options.iter().take(successes as usize) {
        app.tap(option).await;
    }
    app.shot("71-sp-attack-walked").await;
    let assigned: u32 = app
        .attr("attack-result", "data-assigned")
        .await
        .parse()
        .expect("assigned");
    assert!(assigned >= 1, "seed 11 gives this attack some damage");
    // The steps that explain it, below the tree (shot 71 shows the walk).
    app.scroll_to("attack-steps").await;
    app.shot("72-sp-attack-steps").await;
    app.tap("attack-commit").await;
    app.wait("[data-testid='sp-board']").await;
    assert!(!app.exists("attack-sheet").await);

    // Damage, the wound and the momentum landed together.
    assert!(app.exists(&format!("unit-{maul}-wounded")).await);
    assert_eq!(damage(&app, maul).await.0, stamina - 1 + assigned);
    assert_ne!(
        app.text("momentum-0").await,
        momentum,
        "player 1 gains momentum"
    );
    assert!(
        app.text("last-change").await.contains("attacked"),
        "{}",
        app.text("last-change").await
    );
    app.board_shot("73-sp-attack-landed").await;

    // One undo takes the whole attack back.
    app.tap("undo").await;
    assert!(!app.exists(&format!("unit-{maul}-wounded")).await);
    assert_eq!(damage(&app, maul).await, (stamina - 1, stamina));
    assert_eq!(app.text("momentum-0").await, momentum);
    app.board_shot("74-sp-attack-undone").await;

    // The calculator: the same two stances alone, the target's stamina said by the players;
    // odds and a roll, nothing applied.
    app.tap("sp-attack-alone").await;
    app.wait("[data-testid='attack-sheet']").await;
    app.select_text("attack-attacker-stance", "Trial Jar'Kai")
        .await;
    app.select_text("attack-defender-stance", "Trial Rage")
        .await;
    app.tap("attack-defender-cond-exposed").await;
    app.tap("attack-stamina-plus").await;
    app.wait("[data-testid='attack-p-wounded']").await;
    app.tap("attack-roll").await;
    app.wait("[data-testid='attack-steps']").await;
    assert!(
        !app.exists("attack-commit").await,
        "the calculator applies nothing"
    );
    app.shot("75-sp-attack-calculator").await;
    app.tap("attack-cancel").await;
    assert_eq!(damage(&app, maul).await, (stamina - 1, stamina));
    app.close().await;
}
