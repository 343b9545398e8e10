//! The stance editor through the real app: a stance tied to a unit side, a two-row melee chart
//! and a three-option tree with two links; an illegal tree refused with its sentence and its
//! field outlined, nothing typed lost; fixed, saved, and still there after a restart.

use crate::harness::App;

const UNIT: &str = "ahsoka-tano-jedi-no-more";

/// Opens the Shatterpoint screen and its stance list.
async fn open_stances(app: &App) {
    app.tap("game-sp").await;
    app.tap("sp-stances").await;
    app.wait("[data-testid='stance-list']").await;
}

/// The two-row melee chart: 1–2 expertise add a crit, 3 or more deal 2 damage.
async fn melee_chart(app: &App) {
    app.select("stance-melee-attack", "7").await;
    app.select("stance-melee-defense", "5").await;
    app.fill("stance-melee-weapon-pl", "Miecze świetlne").await;
    app.fill("stance-melee-weapon-en", "Lightsabers").await;
    app.tap("stance-chart-melee-add-row").await;
    app.select("stance-chart-melee-row-0-max", "2").await;
    app.tap("stance-chart-melee-add-row").await;
    assert_eq!(app.value("stance-chart-melee-row-1-min").await, "3");
    // "+" is the empty value: the row covers 3 and more.
    app.select("stance-chart-melee-row-1-max", "").await;
    app.select("stance-chart-melee-row-1-entry-0-kind", "damage")
        .await;
    app.select("stance-chart-melee-row-1-entry-0-n", "2").await;
}

/// Three options: a1 (a start), a2 and b3, linked a1–a2 and a2–b3 by taps in link mode.
async fn tree(app: &App) {
    app.tap("stance-cell-0-0").await;
    assert_eq!(app.attr("stance-cell-0-0", "data-option").await, "a1");
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
    assert_eq!(app.testids("stance-line-").await.len(), 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_stance_editor() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), None).await;
    open_stances(&app).await;
    // The shipped stances are listed, each marked unverified and incomplete.
    assert!(
        app.exists("stance-badge-incomplete-shipped-ahsoka-jar-kai")
            .await
    );
    assert!(
        app.exists("stance-badge-unverified-shipped-ahsoka-jar-kai")
            .await
    );
    app.shot("60-stance-list").await;
    // A shipped stance copied into the player's own opens with what it still lacks.
    app.tap("stance-duplicate-ahsoka-jar-kai").await;
    assert_eq!(app.value("stance-name-en").await, "Jar'Kai");
    // Named by its label, never its JSON path.
    assert_eq!(
        app.text("stance-missing-0").await,
        "the melee expertise chart ×"
    );
    app.tap("stance-discard").await;
    assert!(app.testids("stance-item-mine-").await.is_empty());

    app.tap("stance-new").await;
    app.select("stance-unit", UNIT).await;
    app.select("stance-side", "1").await;
    app.fill("stance-name-pl", "Forma próbna").await;
    app.fill("stance-name-en", "Trial form").await;
    melee_chart(&app).await;
    app.select("stance-ranged-defense", "4").await;
    tree(&app).await;
    app.shot("61-stance-tree").await;

    // a2 (the second column) cannot be made a start: the editor prevents what saving refuses.
    app.tap("stance-cell-0-1").await;
    assert!(!app.enabled("stance-option-start").await);
    // Illegal all the same: a2 without an effect. Refused, said in words (the field by its
    // label; its JSON path only in data-path), the cell outlined.
    app.tap("stance-option-effect-0-remove").await;
    app.tap("stance-save").await;
    let refusal = app.text("stance-error").await;
    assert_eq!(
        refusal,
        "Not saved — the combat tree, option 2: an option needs at least one effect"
    );
    assert_eq!(
        app.attr("stance-error", "data-path").await,
        "tree.options[1].effects"
    );
    assert_eq!(app.attr("stance-cell-0-1", "data-bad").await, "true");
    app.shot("62-stance-refused").await;
    app.tap("stance-error").await;
    app.shot("62b-stance-refusal-sentence").await;
    // Nothing typed is lost.
    assert_eq!(app.value("stance-name-en").await, "Trial form");
    assert_eq!(app.value("stance-chart-melee-row-1-entry-0-n").await, "2");
    assert_eq!(app.testids("stance-line-").await.len(), 2);

    // Fixed: a2 deals damage again; saved, the list shows it tied to Ahsoka's side 2.
    app.tap("stance-option-add-effect").await;
    app.tap("stance-save").await;
    app.wait("[data-testid='stance-list']").await;
    let mine = app.testids("stance-item-mine-").await;
    assert_eq!(mine.len(), 1, "{mine:?}");
    let item = app.text(&mine[0]).await;
    assert!(
        item.contains("Trial form") && item.contains("side 2"),
        "{item}"
    );
    app.shot("63-stance-saved").await;

    // Shared as JSON and pasted back (as a friend would): a text that is no stance is refused
    // in words, the real file opens in the editor under a fresh id and is kept beside the first.
    let id = mine[0].trim_start_matches("stance-item-mine-").to_string();
    app.tap(&format!("stance-edit-{id}")).await;
    let shared = app.value("stance-json-text").await;
    app.tap("stance-discard").await;
    app.tap("stance-paste").await;
    app.fill("stance-paste-text", "{ oops").await;
    app.tap("stance-paste-open").await;
    assert_eq!(
        app.text("stance-paste-error").await,
        "This is not a stance file: the text cannot be read."
    );
    app.fill("stance-paste-text", &shared).await;
    app.tap("stance-paste-open").await;
    assert_eq!(app.value("stance-name-en").await, "Trial form");
    app.tap("stance-save").await;
    app.wait("[data-testid='stance-list']").await;
    assert_eq!(app.testids("stance-item-mine-").await.len(), 2);
    app.close().await;

    // After a restart on the same data, the stance is there with its tree.
    let app = App::launch(data.path(), None).await;
    open_stances(&app).await;
    let mine = app.testids("stance-item-mine-").await;
    assert_eq!(
        mine,
        [
            format!("stance-item-mine-{id}"),
            format!("stance-item-mine-{id}-2")
        ]
    );
    assert!(app.text(&mine[0]).await.contains("Trial form"));
    app.tap(&format!("stance-edit-{id}")).await;
    assert_eq!(app.attr("stance-cell-1-2", "data-option").await, "b3");
    assert_eq!(app.testids("stance-line-").await.len(), 2);
    assert_eq!(app.value("stance-unit").await, UNIT);
    app.shot("64-stance-after-restart").await;

    // In Polish: the list, and a refusal in Polish words; discarding it leaves the stored one.
    app.tap("stance-to-list").await;
    app.tap("back").await;
    app.tap("open-settings").await;
    app.tap("lang-pl").await;
    app.tap("back").await;
    app.tap("game-sp").await;
    app.tap("sp-stances").await;
    assert_eq!(app.text("stance-new").await, "Nowa postawa");
    app.tap(&format!("stance-edit-{id}")).await;
    app.tap("stance-cell-0-1").await;
    app.tap("stance-option-effect-0-remove").await;
    app.tap("stance-save").await;
    assert_eq!(
        app.text("stance-error").await,
        "Nie zapisano — drzewko walki, opcja 2: opcja wymaga co najmniej jednego efektu"
    );
    app.shot("65-stance-refused-pl").await;
    app.tap("stance-discard").await;
    app.tap(&format!("stance-edit-{id}")).await;
    // The stance as stored, read off its shared JSON: a2 is still no start.
    let stored: serde_json::Value =
        serde_json::from_str(&app.value("stance-json-text").await).expect("stance json");
    assert_eq!(stored["tree"]["options"][1]["start"], false);
    assert_eq!(stored["tree"]["links"].as_array().map(Vec::len), Some(2));
    assert_eq!(stored["melee"]["chart"][1]["max"], serde_json::Value::Null);

    // A stance half typed when the app goes away is offered again, as it was.
    app.tap("stance-to-list").await;
    app.tap("stance-new").await;
    app.fill("stance-name-pl", "Niedokończona").await;
    app.close().await;
    let app = App::launch(data.path(), None).await;
    open_stances(&app).await;
    assert!(app.text("stance-draft").await.contains("Niedokończona"));
    app.tap("stance-draft-resume").await;
    assert_eq!(app.value("stance-name-pl").await, "Niedokończona");
    app.shot("66-stance-draft-resumed").await;
    app.close().await;
}
