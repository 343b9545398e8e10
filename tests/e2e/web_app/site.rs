//! The site served as a phone opens it: the server, the service worker taking the page, a
//! browser killed, a game resumed, and how soon it is ready.

use crate::harness::App;
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use thirtyfour::extensions::cdp::ChromeDevTools;

/// `cargo xtask web --serve --no-build` on `port`, stopped when dropped.
pub struct Site(Child);

impl Site {
    pub fn serve(port: u16) -> Site {
        let xtask = std::env::var("DATAPAD_XTASK").unwrap_or_else(|_| "cargo".into());
        let mut cmd = Command::new(&xtask);
        if xtask == "cargo" {
            cmd.arg("xtask");
        }
        let child = cmd
            .args(["web", "--serve", "--no-build", "--port", &port.to_string()])
            .current_dir(crate::harness::root())
            .stdout(Stdio::null())
            .spawn()
            .expect("the site's server starts");
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "the site never answered"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        Site(child)
    }
}

impl Drop for Site {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The page's service worker controls it: everything is cached for offline.
pub async fn offline_ready(phone: &App) {
    let started = Instant::now();
    loop {
        let controlled = phone
            .driver
            .execute("return !!navigator.serviceWorker.controller", vec![])
            .await
            .expect("script")
            .json()
            .as_bool()
            .unwrap_or(false);
        if controlled {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "no service worker took the page"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// SIGKILL to every Chromium process of `profile`: no page is told, nothing is flushed.
pub fn kill_browser(profile: &Path) {
    let pattern = format!("user-data-dir={}", profile.display());
    let _ = Command::new("pkill")
        .args(["-KILL", "-f", &pattern])
        .status();
    std::thread::sleep(Duration::from_millis(500));
}

/// Records in the page, from its first script on, when Home's Continue and the board first
/// show and when Continue is tapped (ms since the page began to load).
const READY_PROBE: &str = "window.__ready = {};
new MutationObserver(() => {
  const r = window.__ready, now = performance.now();
  if (!r.home && document.querySelector(\"[data-testid='home-continue']\")) r.home = now;
  if (!r.board && document.querySelector(\"[data-testid='sp-board']\")) r.board = now;
}).observe(document, { childList: true, subtree: true });
addEventListener('click', () => { window.__ready.tap ??= performance.now(); }, true);";

/// How soon a game screen is ready when the page opens from the cache (no network) with
/// Chromium's CPU slowed 4×: printed for docs/performance.md, not asserted (a test times
/// nothing).
pub async fn opened_at_4x(phone: &App, token: &str) {
    let cdp = ChromeDevTools::new(phone.driver.handle.clone());
    let probe = cdp
        .execute_cdp_with_params(
            "Page.addScriptToEvaluateOnNewDocument",
            serde_json::json!({ "source": READY_PROBE }),
        )
        .await
        .expect("the probe");
    let rate = |rate: u32| serde_json::json!({ "rate": rate });
    cdp.execute_cdp_with_params("Emulation.setCPUThrottlingRate", rate(4))
        .await
        .expect("4× slower");
    phone.driver.refresh().await.expect("reload");
    resume(phone, token).await;
    let ready = phone
        .driver
        .execute("return window.__ready", vec![])
        .await
        .expect("the probe's times")
        .json()
        .clone();
    let ms = |k: &str| {
        ready[k]
            .as_f64()
            .map_or("-".into(), |v| format!("{v:.0} ms"))
    };
    println!(
        "web: opened from the cache at 4× CPU: Home's Continue at {}, tapped at {}, board at {}",
        ms("home"),
        ms("tap"),
        ms("board")
    );
    cdp.execute_cdp_with_params("Emulation.setCPUThrottlingRate", rate(1))
        .await
        .expect("full speed");
    cdp.execute_cdp_with_params(
        "Page.removeScriptToEvaluateOnNewDocument",
        serde_json::json!({ "identifier": probe["identifier"] }),
    )
    .await
    .expect("the probe removed");
}

/// Back in the game in progress, from wherever the page opened, with the board at `token`.
pub async fn resume(phone: &App, token: &str) {
    phone
        .wait("[data-testid='home-continue'], [data-testid='sp-board']")
        .await;
    if phone.exists("home-continue").await {
        phone.tap("home-continue").await;
    }
    phone.wait("[data-testid='sp-board']").await;
    assert_eq!(phone.attr("glance-track", "data-token").await, token);
}
