//! Shatterpoint on day one through the real app: shipped units found in the squad builder, a
//! game from setup to a wound with no stance typed in (the shipped stances are dice only, so the
//! attack gives the odds of its dice and takes what the physical cards give), one undo, then the
//! charts and tree added in the editor and the whole attack's odds seen.

use crate::harness::App;
use crate::shatterpoint::{damage, one_short_of_wounded, start_game};
use crate::sp_attack::make_stance;

const AHSOKA: &str = "ahsoka-tano-jedi-no-more";
const MAUL: &str = "lord-maul";

#[tokio::test(flavor = "multi_thread")]
async fn e2e_sp_day_one_attack_with_dice_only_stances() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), Some(5)).await;
    app.tap("game-sp").await;

    // The squad builder finds a card among every shipped unit by name, era and tag.
    app.tap("team-1-finder-open").await;
    let all = app.text("team-1-finder-count").await;
    assert!(all.starts_with("139 of 139"), "{all}");
    app.fill("team-1-finder-search", "maul").await;
    app.select("team-1-finder-type", "primary").await;
    let found = app.text("team-1-finder-count").await;
    assert!(!found.starts_with("0 "), "{found}");
    app.scroll_to(&format!("finder-1-{MAUL}")).await;
    app.shot("80-sp-finder").await;
    app.tap(&format!("finder-1-{MAUL}-0")).await;
    assert_eq!(app.value("team-1-0-primary").await, MAUL);
    app.tap("team-1-finder-open").await;

    start_game(&app).await;

    // Lord Maul (player 2's first unit) is one damage short of Wounded.
    let maul = "1-0";
    let stamina = one_short_of_wounded(&app, maul).await;
    app.tap(&format!("unit-{maul}-toggle")).await;

    // Ahsoka attacks him with the shipped stances: dice only, so the odds are the dice's.
    app.tap("unit-0-0-toggle").await;
    app.tap("unit-0-0-attack").await;
    app.wait("[data-testid='attack-sheet']").await;
    app.select("attack-defender", "0").await;
    app.wait("[data-testid='attack-dice-only']").await;
    assert_eq!(app.attr("attack-odds", "data-dice-only").await, "yes");
    assert!(app.text("attack-odds-successes-words").await.contains('%'));
    assert!(
        app.exists("attack-foot").await,
        "the roll sits in the footer"
    );
    app.shot("81-sp-dice-only-odds").await;

    // The app rolls; the damage starts at one per success and the players set what the cards
    // give: 2 damage and Strained.
    app.tap("attack-roll").await;
    app.wait("[data-testid='attack-outcome']").await;
    let successes = app.text("attack-dice-successes").await;
    assert!(successes.contains("success"), "{successes}");
    let mut dealt: u32 = app
        .text("attack-outcome-damage-value")
        .await
        .parse()
        .expect("damage");
    while dealt < 2 {
        app.tap("attack-outcome-damage-plus").await;
        dealt += 1;
    }
    while dealt > 2 {
        app.tap("attack-outcome-damage-minus").await;
        dealt -= 1;
    }
    app.tap("attack-outcome-strained").await;
    assert_eq!(app.attr("attack-result", "data-wounded").await, "yes");
    app.shot("82-sp-dice-only-outcome").await;
    app.tap("attack-commit").await;
    app.wait("[data-testid='sp-board']").await;

    // The damage, the wound and Strained landed as one change, said in words, and undone as one.
    assert!(app.exists(&format!("unit-{maul}-wounded")).await);
    assert_eq!(damage(&app, maul).await.0, stamina + 1);
    let last = app.text("last-change").await;
    assert!(last.contains("read off the cards"), "{last}");
    app.board_shot("83-sp-dice-only-landed").await;
    app.tap("undo").await;
    assert!(!app.exists(&format!("unit-{maul}-wounded")).await);
    assert_eq!(damage(&app, maul).await, (stamina - 1, stamina));

    // The players add the charts and the tree from their cards once: the whole attack follows.
    app.tap("sp-stances").await;
    app.wait("[data-testid='stance-list']").await;
    make_stance(&app, AHSOKA, "Jar'Kai from the card", true).await;
    make_stance(&app, MAUL, "Rage from the card", false).await;
    app.tap("stance-back").await;
    app.tap("unit-0-0-toggle").await;
    app.tap("unit-0-0-attack").await;
    app.wait("[data-testid='attack-sheet']").await;
    app.select("attack-defender", "0").await;
    app.wait("[data-testid='attack-p-wounded']").await;
    assert!(!app.exists("attack-dice-only").await);
    assert!(app.exists("attack-odds-damage").await);
    app.shot("84-sp-full-odds-after-the-cards").await;
}
