//! The same start, turn and reload in WebKit, the engine of iOS Safari: WebKitGTK's MiniBrowser
//! driven through Debian's webkit2gtk-driver, under Xvfb. It says which storage it got there.
//! WebKitGTK gives a worker no SyncAccessHandle (its file handles are Apple's platforms' only),
//! so Datapad keeps its databases in IndexedDB, and the reload resumes the game from there.

use super::site::{free_port, resume, Site};
use crate::bridge::Bridge;
use crate::harness::App;
use crate::shatterpoint::{play_turn, start_game};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use thirtyfour::prelude::*;

/// Debian's MiniBrowser (libwebkit2gtk-4.1-0, which the app's own WebKitGTK is).
const MINIBROWSER: &str = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/// Opens `url` in a fresh MiniBrowser at a phone's size: MiniBrowser's toolbar keeps its window
/// at least 447 px wide, so the page is 447×806 rather than 390×844.
async fn open(url: &str) -> App {
    let port = free_port();
    let driver_bin = std::env::var("WEBKIT_DRIVER").unwrap_or_else(|_| "WebKitWebDriver".into());
    let bridge = Bridge::spawn(
        Command::new(driver_bin)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null()),
    )
    .expect("WebKitWebDriver starts (cargo xtask test installs webkit2gtk-driver)");
    let mut caps = Capabilities::new();
    caps.insert("browserName".into(), "MiniBrowser".into());
    caps.insert(
        "webkitgtk:browserOptions".into(),
        serde_json::json!({
            "binary": std::env::var("MINIBROWSER").unwrap_or_else(|_| MINIBROWSER.into()),
            "args": ["--automation"],
        }),
    );
    let started = Instant::now();
    let driver = loop {
        match WebDriver::new(&format!("http://127.0.0.1:{port}"), caps.clone()).await {
            Ok(d) => break d,
            Err(e) if started.elapsed() > Duration::from_secs(60) => {
                panic!("MiniBrowser did not start: {e}")
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(300)).await,
        }
    };
    driver
        .set_window_rect(0, 0, 390, 844)
        .await
        .expect("a phone's size");
    driver.goto(url).await.expect("the site opens");
    App::driving(driver, bridge)
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_web_webkit_starts_plays_and_reloads() {
    assert!(
        std::env::var("DATAPAD_WEB_SITE").is_ok(),
        "run by `cargo xtask test \"web app\"`, which builds the site first"
    );
    let port = free_port();
    let _site = Site::serve(port);
    let phone = open(&format!("http://127.0.0.1:{port}/")).await;
    phone.wait("[data-testid='open-settings']").await;
    phone.tap("open-settings").await;
    let storage = phone.wait("[data-testid='web-storage-where']").await;
    let kept = storage.attr("data-storage").await.expect("attr");
    println!("web: WebKit keeps the journal in {kept:?}");
    assert_eq!(kept.as_deref(), Some("idb"));
    phone.scroll_to("web-storage").await;
    phone.shot("k01-webkit-settings-storage").await;
    phone.tap("back").await;

    phone.tap("game-sp").await;
    phone.wait("[data-testid='sp-setup']").await;
    start_game(&phone).await;
    play_turn(&phone, 0).await;
    let token = phone.attr("glance-track", "data-token").await;
    phone.board_shot("k02-webkit-sp-turn").await;

    phone.driver.refresh().await.expect("reload");
    resume(&phone, &token).await;
    phone.board_shot("k03-webkit-reloaded").await;
    play_turn(&phone, 1).await;
    phone.close().await;
}
