//! Everything on one computer to a file and onto another, from Settings (`DATAPAD_FILE_DIALOG`
//! answers the dialogs, as in session_files.rs): a dice tray game rolled on one, its backup
//! restored on the other, where the tray opens on it with its roll; restored again, nothing
//! is added.

use crate::harness::App;

#[tokio::test(flavor = "multi_thread")]
async fn e2e_a_backup_saved_in_settings_restores_on_another_computer() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("datapad-backup.json");
    let (mine, theirs) = (dir.path().join("mine"), dir.path().join("theirs"));

    let app = App::launch_env(&mine, Some(5), &[("DATAPAD_FILE_DIALOG", &file)]).await;
    app.tap("open-tray").await;
    app.tap("attack-plus").await;
    app.tap("roll").await;
    let rolled = app.text("roll-summary-sp-attack").await;
    app.tap("back").await;
    app.tap("open-settings").await;
    app.scroll_to("backup").await;
    app.tap("backup-save").await;
    app.text_until("toast", |t| t == "Saved to the file.").await;
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("written")).expect("json");
    assert_eq!(json["format"], "datapad-backup");
    assert_eq!(json["games"].as_array().map(Vec::len), Some(1));
    app.close().await;

    let app = App::launch_env(&theirs, Some(5), &[("DATAPAD_FILE_DIALOG", &file)]).await;
    app.tap("open-settings").await;
    app.scroll_to("backup").await;
    app.tap("backup-restore").await;
    app.text_until("toast", |t| {
        t == "Restored: 1 game added, 0 already here, 0 lists."
    })
    .await;
    app.shot("96-backup-restored").await;
    app.tap("backup-restore").await;
    app.text_until("toast", |t| {
        t == "Restored: 0 games added, 1 already here, 0 lists."
    })
    .await;
    app.tap("back").await;
    app.tap("open-tray").await;
    assert_eq!(app.text("roll-summary-sp-attack").await, rolled);
    app.close().await;
}
