use crate::harness::App;

async fn search(app: &App, text: &str) {
    let input = app.wait("[data-testid='rules-query']").await;
    input.clear().await.expect("clear");
    input.send_keys(text).await.expect("type");
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
}

async fn top_hit(app: &App) -> String {
    app.wait("[data-testid='hit-0']")
        .await
        .attr("data-id")
        .await
        .expect("attr")
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_rules_search_entry_links_errata_and_polish() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), Some(1)).await;
    app.tap("open-rules").await;

    // Without and with Polish diacritics: the same entry, first.
    search(&app, "zmeczenie").await;
    assert_eq!(top_hit(&app).await, "sp.condition.strained");
    app.shot("11-rules-no-diacritics").await;
    search(&app, "Zmęczenie").await;
    assert_eq!(top_hit(&app).await, "sp.condition.strained");
    app.shot("12-rules-diacritics").await;

    // The entry, with its errata badge.
    app.tap("hit-0").await;
    app.text_until("rule-back-title", |t| t == "Strained").await;
    assert!(app.exists("badge-errata").await);
    assert!(app.exists("amendment-sp.errata.strained-attack").await);
    app.shot("13-rule-entry").await;

    // Follow a link in the body, then come back.
    let link = app
        .wait("[data-testid='rule-sheet'] .markup [data-testid^='link-']")
        .await;
    let target = link
        .attr("data-testid")
        .await
        .expect("attr")
        .unwrap_or_default();
    app.tap_element(&link).await;
    app.text_until("rule-back-title", |t| t != "Strained").await;
    app.shot("14-rule-followed-link").await;
    assert!(!target.is_empty());
    app.tap("rule-back").await;
    app.text_until("rule-back-title", |t| t == "Strained").await;

    // The errata, with the text it replaced on demand.
    app.tap("amendment-sp.errata.strained-attack").await;
    assert!(!app.exists("superseded").await);
    app.tap("toggle-superseded").await;
    assert!(!app.text("superseded").await.is_empty());
    app.shot("15-errata-superseded").await;
    app.tap("rule-close").await;
    assert!(!app.exists("rule-sheet").await);

    // In Polish, the same search answers in Polish.
    app.tap("back").await;
    app.tap("open-settings").await;
    app.tap("lang-pl").await;
    app.tap("back").await;
    app.tap("open-rules").await;
    search(&app, "strained").await;
    assert_eq!(top_hit(&app).await, "sp.condition.strained");
    app.tap("hit-0").await;
    app.text_until("rule-back-title", |t| t == "Zmęczenie")
        .await;
    app.shot("16-rule-polish").await;
    app.tap("rule-close").await;

    // From a game screen: a term opens its rule, and closing returns to the roll as it was.
    app.tap("back").await;
    app.tap("open-tray").await;
    app.tap("roll").await;
    let before = app.text("roll-summary").await;
    let term = app.wait("[data-testid^='term-']").await;
    app.tap_element(&term).await;
    app.wait("[data-testid='rule-sheet']").await;
    app.shot("17-term-rule-over-tray").await;
    app.tap("rule-close").await;
    assert_eq!(
        app.text("roll-summary").await,
        before,
        "the tray is exactly where it was"
    );
    app.close().await;
}
