//! A phone's browser, not the app: Debian's Chromium, headless at 390×844, driven through
//! chromedriver with the same helpers as the app (`App`). It opens a shared table's join URL.

use crate::bridge::Bridge;
use crate::harness::App;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use thirtyfour::prelude::*;

/// Opens `url` in a fresh headless Chromium (its own profile, nothing of a previous run).
pub async fn open(url: &str, profile: &std::path::Path) -> App {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    let driver_bin = std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "chromedriver".into());
    let bridge = Bridge::spawn(
        Command::new(driver_bin)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null()),
    )
    .expect("chromedriver starts (cargo xtask test installs chromium-driver)");
    let mut caps = Capabilities::new();
    caps.insert("browserName".into(), "chrome".into());
    // The machine's closed network refuses Chromium's own background connections: they are off.
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into()),
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=390,844", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-quic",
                format!("--user-data-dir={}", profile.display()),
            ],
            // A phone's viewport: headless Chromium's window is never narrower than 500 px.
            "mobileEmulation": {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1.0, "touch": true}},
        }),
    );
    let url_driver = format!("http://127.0.0.1:{port}");
    let started = Instant::now();
    let driver = loop {
        match WebDriver::new(&url_driver, caps.clone()).await {
            Ok(d) => break d,
            Err(e) if started.elapsed() > Duration::from_secs(30) => {
                panic!("chromium did not start: {e}")
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(300)).await,
        }
    };
    driver.goto(url).await.expect("the join URL opens");
    App::driving(driver, bridge)
}
