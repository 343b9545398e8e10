//! One table, two devices (issue 19): the real app hosts a Shatterpoint game and a phone's
//! browser (headless Chromium at 390×844) joins it from the join URL as Player 2. A tap on
//! either shows on both, the browser's undo undoes in the app, the share panel shows the
//! browser connected, and stopping the share shows the table lost in the browser while the
//! app plays on in the same game.

use crate::harness::App;
use crate::shatterpoint::start_game;
use std::time::Duration;

/// Player `p`'s ready Force, as the board shows it.
async fn force(d: &App, p: usize) -> String {
    d.attr(&format!("force-{p}"), "data-ready").await
}

/// Waits until player `p`'s ready Force reads `want` on `d`.
async fn force_is(d: &App, p: usize, want: &str) {
    for _ in 0..200 {
        if force(d, p).await == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "player {p}'s Force never read {want}: {}",
        force(d, p).await
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_a_browser_joins_the_apps_table_and_both_see_every_tap() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = App::launch(dir.path(), Some(7)).await;
    app.tap("game-sp").await;
    start_game(&app).await;

    app.tap("share-open").await;
    app.tap("share-start").await;
    let url = app.text("share-url").await;
    assert!(url.starts_with("http://") && url.contains("?key="), "{url}");
    app.shot("table-01-app-sharing").await;

    let phone = crate::browser::open(&url, &dir.path().join("chromium")).await;
    phone.wait("[data-testid='table-home']").await;
    phone.fill("table-name", "Ola").await;
    phone.tap("seat-p2").await;
    phone.shot("table-02-browser-seat").await;
    phone.tap("table-sit").await;
    phone.wait("[data-testid='sp-board']").await;
    let status = phone
        .text_until("table-status", |t| t.contains("Connected"))
        .await;
    assert!(status.contains("Connected to"), "{status}");

    // The app's share panel sees the browser at the table.
    app.text_until("share-devices", |t| {
        t.contains("Ola") && t.contains("connected")
    })
    .await;

    // A tap in the browser shows in the app.
    let before = force(&app, 1).await;
    phone.tap("spend-force-1").await;
    let after: u32 = before.parse::<u32>().expect("a count") - 1;
    force_is(&phone, 1, &after.to_string()).await;
    force_is(&app, 1, &after.to_string()).await;
    // The app's last change says who made it.
    app.text_until("last-change", |t| t.contains("Ola")).await;

    // One in the app shows in the browser (after the tap guard of another device's change).
    tokio::time::sleep(Duration::from_millis(400)).await;
    let mine = force(&app, 0).await;
    app.tap("spend-force-0").await;
    let spent = (mine.parse::<u32>().expect("a count") - 1).to_string();
    force_is(&app, 0, &spent).await;
    force_is(&phone, 0, &spent).await;
    phone.shot("table-03-browser-board").await;

    // The browser's undo undoes in the app.
    tokio::time::sleep(Duration::from_millis(400)).await;
    phone.tap("undo").await;
    force_is(&phone, 0, &mine).await;
    force_is(&app, 0, &mine).await;
    app.shot("table-04-app-after-undo").await;

    // Stopping the share: the browser sees the table lost.
    app.tap("share-stop").await;
    let lost = phone
        .text_until("table-status", |t| {
            t.contains("Lost") || t.contains("Reconnecting")
        })
        .await;
    assert!(!lost.contains("Connected"), "{lost}");
    phone
        .text_until("table-status", |t| t.contains("Lost"))
        .await;
    phone.shot("table-05-browser-lost").await;
    // The app has its game to itself again, with every change the table made, and it goes on
    // in the same writer: the next tap is the next change of the same game.
    force_is(&app, 0, &mine).await;
    force_is(&app, 1, &after.to_string()).await;
    app.tap("spend-force-0").await;
    force_is(&app, 0, &spent).await;
    phone.close().await;
    app.close().await;
}

/// `datapad serve` (the CLI, built beside the app) hosting `game` on `journal`: the process and
/// the join URL it printed.
fn serve(game: &str, journal: &std::path::Path) -> (std::process::Child, String) {
    use std::io::BufRead;
    let cli = crate::harness::root().join("target/debug/datapad");
    assert!(
        cli.exists(),
        "no CLI at {}; build it with `cargo build -p datapad-cli`",
        cli.display()
    );
    let mut child = std::process::Command::new(cli)
        .args(["serve", game, "--bind", "127.0.0.1", "--journal"])
        .arg(journal)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("datapad serve starts");
    let mut line = String::new();
    let out = child.stdout.take().expect("its stdout");
    std::io::BufReader::new(out)
        .read_line(&mut line)
        .expect("the line saying how to join");
    let started: serde_json::Value = serde_json::from_str(&line).expect("JSON");
    (child, started["url"].as_str().expect("a url").to_string())
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_the_app_joins_another_devices_table_from_home() {
    let dir = tempfile::tempdir().expect("temp dir");
    let journal = dir.path().join("table.sqlite");
    let (mut host, url) = serve("tray", &journal);
    let app = App::launch(&dir.path().join("app"), None).await;

    app.tap("join-open").await;
    app.fill("join-url", &url).await;
    app.tap("join-go").await;
    app.wait("[data-testid='table-home']").await;
    app.fill("table-name", "Kai").await;
    app.tap("seat-table").await;
    app.tap("table-sit").await;
    app.wait("[data-testid='roll']").await;
    let status = app
        .text_until("table-status", |t| t.contains("Connected"))
        .await;
    assert!(status.contains("Connected to Datapad"), "{status}");
    app.tap("attack-plus").await;
    app.tap("roll").await;
    app.wait("[data-testid='current-roll']").await;
    app.shot("table-06-app-joined").await;

    // The host goes: the app says so, and the roll is in the host's journal, by Kai.
    let _ = std::process::Command::new("kill")
        .args(["-TERM", &host.id().to_string()])
        .status();
    let _ = host.wait();
    app.text_until("table-status", |t| !t.contains("Connected"))
        .await;
    let journal = datapad_engine::journal::Journal::open(&journal).expect("the host's journal");
    let session = journal.latest("tray").expect("read").expect("a session");
    let live = datapad_engine::journal::Live::load(&journal, session.id).expect("load");
    let page = live.log_page(&journal, None, 10).expect("log");
    assert!(
        page.lines.iter().any(|l| l.by.as_deref() == Some("Kai")),
        "the app's roll went through the host: {:?}",
        page.lines
    );
    app.close().await;
}
