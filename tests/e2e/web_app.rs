//! The web build (`cargo xtask web`) in a phone's browser, nothing installed: headless Chromium
//! at 390×844 with touch opens the site served on localhost, sets up and plays a Shatterpoint
//! turn on the engine in its worker, then loses the network and the server and reloads (the game
//! resumes from the service worker's cache and the journal in OPFS, and play goes on), and is
//! killed with SIGKILL mid-game and restarted on the same profile (every acknowledged change is
//! there). A game goes out as a file and back in; with the quota spent, a long import is refused
//! in words; a backup restores everything on another phone, and again after the browser cleared
//! the site's files. Chromium reports no installability error. Run by the `web app` lane, once
//! the site is built (`DATAPAD_WEB_SITE`).

mod files;
mod site;
mod webkit;

use crate::harness::App;
use crate::shatterpoint::{play_turn, start_game};
use files::{big_game, downloaded, files_through, hand_file, hold_file_chooser, quota, usage};
use site::{free_port, kill_browser, offline_ready, opened_at_4x, resume, Site};
use std::path::Path;
use thirtyfour::extensions::cdp::ChromeDevTools;

#[tokio::test(flavor = "multi_thread")]
async fn e2e_web_a_phone_plays_offline_and_survives_a_kill() {
    assert!(
        std::env::var("DATAPAD_WEB_SITE").is_ok(),
        "run by `cargo xtask test \"web app\"`, which builds the site first"
    );
    let dir = tempfile::tempdir().expect("temp dir");
    let profile = dir.path().join("chromium");
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}/");
    let site = Site::serve(port);

    // The first visit: Home draws, the service worker takes the page, the engine starts in
    // its worker on OPFS.
    let phone = crate::browser::open(&url, &profile).await;
    phone.wait("[data-testid='open-settings']").await;
    offline_ready(&phone).await;
    phone.shot("w01-web-home").await;
    let cdp = ChromeDevTools::new(phone.driver.handle.clone());
    let install = cdp
        .execute_cdp("Page.getInstallabilityErrors")
        .await
        .expect("installability");
    assert_eq!(
        install["installabilityErrors"],
        serde_json::json!([]),
        "{install}"
    );
    phone.tap("open-settings").await;
    let storage = phone.wait("[data-testid='web-storage-where']").await;
    assert_eq!(
        storage.attr("data-storage").await.expect("attr").as_deref(),
        Some("opfs")
    );
    phone.scroll_to("web-storage").await;
    phone.shot("w02-web-settings-storage").await;
    phone.tap("back").await;

    // A Shatterpoint game set up and its first turn played.
    phone.tap("game-sp").await;
    phone.wait("[data-testid='sp-setup']").await;
    start_game(&phone).await;
    play_turn(&phone, 0).await;
    let token = phone.attr("glance-track", "data-token").await;
    phone.board_shot("w03-web-sp-turn").await;

    // No network and no server: a reload opens from the cache, on the journal as it was.
    drop(site);
    cdp.execute_cdp_with_params(
        "Network.emulateNetworkConditions",
        serde_json::json!({"offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}),
    )
    .await
    .expect("offline");
    phone.driver.refresh().await.expect("reload");
    resume(&phone, &token).await;
    phone.board_shot("w04-web-offline-resumed").await;
    opened_at_4x(&phone, &token).await;
    play_turn(&phone, 1).await;
    let token = phone.attr("glance-track", "data-token").await;

    // Killed mid-game, then opened again on the same profile (still no server).
    kill_browser(&profile);
    drop(phone);
    let phone = crate::browser::open(&url, &profile).await;
    resume(&phone, &token).await;
    phone.board_shot("w05-web-after-kill").await;

    // Exported as a download (Chromium on Linux shares no files), imported through the file
    // input as a copy: the same board.
    let downloads = files_through(&phone, &dir.path().join("downloads")).await;
    let board = phone.text("last-change").await;
    phone.tap("export").await;
    phone.tap("export-file").await;
    phone
        .text_until("toast", |t| t == "Saved to the file.")
        .await;
    let file = downloaded(&downloads, "").await;
    let text = std::fs::read_to_string(&file).expect("the file");
    assert!(text.contains("datapad-session"), "{text}");
    phone.tap("import").await;
    phone.tap("import-as-copy").await;
    phone.tap("import-file-copy").await;
    hand_file(&phone, &file).await;
    phone.text_until("toast", |t| t == "Game imported.").await;
    phone.wait("[data-testid='sp-board']").await;
    assert_eq!(phone.text("last-change").await, board);
    phone.board_shot("w06-web-imported").await;

    // Everything saved as one backup file, from Settings.
    phone.tap("back").await;
    phone.tap("open-settings").await;
    phone.scroll_to("backup").await;
    phone.tap("backup-save").await;
    phone
        .text_until("toast", |t| t == "Saved to the file.")
        .await;
    let backup = downloaded(&downloads, "datapad-backup-").await;
    phone.tap("back").await;
    phone.tap("home-continue").await;
    phone.wait("[data-testid='sp-board']").await;

    // The origin's quota cut to what it already uses: a long game imported is refused in
    // words, and the game on the board and its journal are as they were.
    let big = dir.path().join("a-long-evening.json");
    std::fs::write(&big, big_game(5000)).expect("the long game's file");
    let origin = format!("http://127.0.0.1:{port}");
    quota(&phone, &origin, Some(usage(&phone).await)).await;
    phone.tap("import").await;
    phone.tap("import-as-copy").await;
    phone.tap("import-file-copy").await;
    hand_file(&phone, &big).await;
    phone
        .text_until("toast", |t| t.contains("storage for Datapad is full"))
        .await;
    phone.shot("w07-web-quota-full").await;
    assert_eq!(phone.text("last-change").await, board);
    quota(&phone, &origin, None).await;
    phone.driver.refresh().await.expect("reload");
    resume(&phone, &token).await;
    assert_eq!(phone.text("last-change").await, board);
    phone.close().await;

    another_phone(dir.path(), &backup, &token, &board).await;
}

/// Another phone (a fresh browser on another origin) restores the `backup`: both games and the
/// strike team kept at set-up are there, and Continue opens the game played last, at `token`
/// with `board`'s last change. Then the browser clears the site's files while Datapad is open:
/// the page says so, a backup saved then still holds every game, and once the browser is
/// restarted it restores them.
async fn another_phone(dir: &Path, backup: &Path, token: &str, board: &str) {
    let port = free_port();
    let _site = Site::serve(port);
    let url = format!("http://127.0.0.1:{port}/");
    let profile = dir.join("other");
    let other = crate::browser::open(&url, &profile).await;
    other.wait("[data-testid='open-settings']").await;
    restore(
        &other,
        backup,
        "Restored: 2 games added, 0 already here, 1 list.",
    )
    .await;
    other.shot("w08-web-restored").await;
    other.tap("back").await;
    resume(&other, token).await;
    assert_eq!(other.text("last-change").await, board);

    ChromeDevTools::new(other.driver.handle.clone())
        .execute_cdp_with_params(
            "Storage.clearDataForOrigin",
            serde_json::json!({ "origin": url.trim_end_matches('/'), "storageTypes": "file_systems" }),
        )
        .await
        .expect("the site's files cleared");
    other.wait("[data-testid='web-storage-cleared']").await;
    other.shot("w09-web-storage-cleared").await;
    let saved = files_through(&other, &dir.join("after-clearing")).await;
    other.tap("web-cleared-backup").await;
    let rescued = downloaded(&saved, "datapad-backup-").await;
    let text = std::fs::read_to_string(&rescued).expect("the backup");
    let games: serde_json::Value = serde_json::from_str(&text).expect("json");
    assert_eq!(games["games"].as_array().map(Vec::len), Some(2));

    kill_browser(&profile);
    drop(other);
    let other = crate::browser::open(&url, &profile).await;
    other.wait("[data-testid='open-settings']").await;
    restore(
        &other,
        &rescued,
        "Restored: 2 games added, 0 already here, 1 list.",
    )
    .await;
    let storage = other.wait("[data-testid='web-storage-where']").await;
    assert_eq!(
        storage.attr("data-storage").await.expect("attr").as_deref(),
        Some("opfs"),
        "the restarted browser keeps the games again"
    );
    other.tap("back").await;
    resume(&other, token).await;
    other.close().await;
}

/// Restores `backup` from Settings and waits for the toast that `says` what it did.
async fn restore(phone: &App, backup: &Path, says: &str) {
    phone.tap("open-settings").await;
    phone.scroll_to("backup").await;
    hold_file_chooser(phone).await;
    phone.tap("backup-restore").await;
    hand_file(phone, backup).await;
    phone.text_until("toast", |t| t == says).await;
}
