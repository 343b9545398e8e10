//! A Shatterpoint session saved to a file and opened back through the dialog commands; a file
//! that is no session, or too large, refused in the text box's words with nothing changed; and
//! Settings' keep-awake as this machine allows it. The desktop's own dialog cannot be clicked
//! from WebDriver: `DATAPAD_FILE_DIALOG` (read by debug builds only) answers every dialog with
//! one path, and the test changes what lies there between taps.

use crate::harness::App;
use crate::shatterpoint::start_game;

#[tokio::test(flavor = "multi_thread")]
async fn e2e_a_session_saved_to_a_file_opens_back_and_bad_files_change_nothing() {
    let data = tempfile::tempdir().expect("temp dir");
    let file = data.path().join("tuesday.json");
    let app = App::launch_env(data.path(), Some(7), &[("DATAPAD_FILE_DIALOG", &file)]).await;
    app.tap("game-sp").await;
    app.wait("[data-testid='sp-setup']").await;
    start_game(&app).await;

    app.tap("export").await;
    app.tap("export-file").await;
    app.text_until("toast", |t| t == "Saved to the file.").await;
    let saved = std::fs::read_to_string(&file).expect("the file was written");
    let json: serde_json::Value = serde_json::from_str(&saved).expect("json");
    assert_eq!(
        (json["format"].as_str(), json["game"].as_str()),
        (Some("datapad-session"), Some("sp"))
    );
    let events = json["events"].as_array().map_or(0, Vec::len);
    assert!(
        events >= 3,
        "both teams, the mission, the roll-off: {events}"
    );
    let board = app.text("last-change").await;

    // The same session is here already: refused as the text box refuses it.
    app.tap("import").await;
    app.tap("import-file").await;
    app.text_until("toast", |t| t.contains("already imported"))
        .await;

    std::fs::write(&file, "my shopping list").expect("write");
    app.tap("import-file-copy").await;
    app.text_until("toast", |t| {
        t.starts_with("This is not a Datapad saved game file")
    })
    .await;

    std::fs::File::create(&file)
        .and_then(|f| f.set_len((16 << 20) + 1))
        .expect("a file past 16 MiB");
    app.tap("import-file-copy").await;
    app.text_until("toast", |t| t.starts_with("The file is larger than"))
        .await;
    app.shot("95-file-refused").await;
    // Cut at two lines in the bar; a tap shows it whole.
    app.tap("toast-more").await;
    assert_eq!(app.attr("toast-more", "aria-expanded").await, "true");
    app.shot("95b-file-refused-whole").await;
    assert_eq!(app.text("last-change").await, board, "nothing changed");

    // The saved file again, as a copy: the same board, a session of its own.
    std::fs::write(&file, &saved).expect("write");
    app.tap("import-file-copy").await;
    app.text_until("toast", |t| t == "Game imported.").await;
    app.wait("[data-testid='sp-board']").await;
    assert_eq!(app.text("last-change").await, board);
    app.tap("sp-games").await;
    app.scroll_to("sp-games").await;
    app.shot("96-file-imported").await;

    // Keep-awake: the switch where this desktop lets the app hold the screen, a sentence where
    // it does not (no session D-Bus under Xvfb here).
    app.tap("back").await;
    app.tap("open-settings").await;
    app.wait("[data-testid='keep-awake'], [data-testid='keep-awake-unavailable']")
        .await;
    if app.exists("keep-awake-unavailable").await {
        assert_eq!(
            app.text("keep-awake-unavailable").await,
            "Keeping the screen awake is not available on this device."
        );
    }
    app.shot("97-settings-keep-awake").await;
    app.close().await;
}
