//! Lists handed to a friend: typed-in cards, and a strike team with the unit typed in for it,
//! saved to a file on one device and opened on another through the dialog commands
//! (`DATAPAD_FILE_DIALOG` answers the dialog, as in session_files.rs); a file that is no list,
//! or with a card the game refuses, changes nothing and says which entry.

use crate::harness::App;
use crate::shatterpoint::{add_rex, fill_team};
use std::path::Path;

async fn quick_entry(data: &Path, file: &Path) -> App {
    let app = App::launch_env(data, Some(3), &[("DATAPAD_FILE_DIALOG", file)]).await;
    app.tap("game-dbg").await;
    app.wait("[data-testid='dbg-setup']").await;
    app.tap("dbg-setup-row-0-type").await;
    app.wait("[data-testid='kept-files-dbg-cards']").await;
    app
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_kept_cards_go_to_a_file_and_open_on_another_device() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("my-cards.json");
    let (mine, theirs) = (dir.path().join("mine"), dir.path().join("theirs"));

    let app = quick_entry(&mine, &file).await;
    app.fill("dbg-quick-name", "Ion Scout").await;
    app.tap("dbg-quick-faction-rebel").await;
    app.tap("dbg-quick-save").await;
    app.tap("dbg-setup-row-1-type").await;
    app.tap("kept-save-file-dbg-cards").await;
    app.text_until("toast", |t| t == "Saved to the file.").await;
    let saved = std::fs::read_to_string(&file).expect("the file was written");
    let json: serde_json::Value = serde_json::from_str(&saved).expect("json");
    assert_eq!(json["format"], "datapad-list");
    assert_eq!(
        (&json["game"], &json["kind"]),
        (&"dbg".into(), &"cards".into())
    );
    assert_eq!(json["items"].as_array().map(Vec::len), Some(1));
    app.close().await;

    let app = quick_entry(&theirs, &file).await;
    let opened = |t: &str| t == "Opened from the file: 1 in your list now.";
    app.tap("kept-open-file-dbg-cards").await;
    app.text_until("toast", opened).await;
    let listed = app.text("kept-files-dbg-cards").await;
    assert!(
        app.text("dbg-quick-entry").await.contains("Ion Scout"),
        "{listed}"
    );

    std::fs::write(&file, "my shopping list").expect("write");
    app.tap("kept-open-file-dbg-cards").await;
    app.text_until("toast", |t| {
        t.starts_with("This is not a Datapad list file")
    })
    .await;
    let mut bad = json.clone();
    let mut card = json["items"][0].clone();
    card["cost"] = 1000.into();
    bad["items"] = serde_json::json!([json["items"][0], card]);
    std::fs::write(&file, bad.to_string()).expect("write");
    app.tap("kept-open-file-dbg-cards").await;
    app.text_until("toast", |t| t.starts_with("Item 2 of the file: "))
        .await;
    app.shot("98-kept-list-refused").await;
    std::fs::write(&file, &saved).expect("write");
    app.tap("kept-open-file-dbg-cards").await;
    app.text_until("toast", opened).await;
    app.close().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_a_strike_team_kept_goes_to_a_friend_with_the_unit_typed_in_for_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("teams.json");
    let setup = |data: std::path::PathBuf| {
        let file = file.clone();
        async move {
            let app = App::launch_env(&data, Some(5), &[("DATAPAD_FILE_DIALOG", &file)]).await;
            app.tap("game-sp").await;
            app.wait("[data-testid='sp-setup']").await;
            app
        }
    };

    let app = setup(dir.path().join("mine")).await;
    add_rex(&app).await;
    app.tap("custom-unit").await;
    fill_team(&app, 1).await;
    app.fill("team-1-kept-name", "Tuesday").await;
    app.tap("team-1-keep").await;
    app.text_until("toast", |t| t == "“Tuesday” is kept on this device.")
        .await;
    app.tap("kept-save-file-sp-teams-1").await;
    app.text_until("toast", |t| t == "Saved to the file.").await;
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("written")).expect("json");
    assert_eq!(json["kind"], "teams");
    assert_eq!(json["items"][0]["units"][0]["id"], "my-rex-s-troopers");
    app.close().await;

    // A friend's device, which has never seen Rex's Troopers: the team fills player 1's builder.
    let app = setup(dir.path().join("theirs")).await;
    app.tap("kept-open-file-sp-teams-0").await;
    app.text_until("toast", |t| {
        t == "Opened from the file: 1 in your list now."
    })
    .await;
    app.select("team-0-pick-kept", "Tuesday").await;
    assert_eq!(app.value("team-0-1-support").await, "my-rex-s-troopers");
    assert_eq!(app.value("team-0-kept-name").await, "Tuesday");
    app.scroll_to("team-0-kept").await;
    app.shot("99-sp-team-from-a-file").await;
    app.tap("team-0-save").await;
    app.text_until("team-0", |t| t.contains("team ready")).await;
    app.close().await;
}
