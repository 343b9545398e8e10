//! The web build (`cargo xtask web`) in a phone's browser, nothing installed: headless Chromium
//! at 390×844 with touch opens the site served on localhost, sets up and plays a Shatterpoint
//! turn on the engine in its worker, then loses the network and the server and reloads (the game
//! resumes from the service worker's cache and the journal in OPFS, and play goes on), and is
//! killed with SIGKILL mid-game and restarted on the same profile (every acknowledged change is
//! there). Chromium reports no installability error. Run by the `web app` lane, once the site
//! is built (`DATAPAD_WEB_SITE`).

use crate::harness::App;
use crate::shatterpoint::{play_turn, start_game};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use thirtyfour::extensions::cdp::ChromeDevTools;

/// `cargo xtask web --serve --no-build` on `port`, stopped when dropped.
struct Site(Child);

impl Site {
    fn serve(port: u16) -> Site {
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

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The page's service worker controls it: everything is cached for offline.
async fn offline_ready(phone: &App) {
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
fn kill_browser(profile: &Path) {
    let pattern = format!("user-data-dir={}", profile.display());
    let _ = Command::new("pkill")
        .args(["-KILL", "-f", &pattern])
        .status();
    std::thread::sleep(Duration::from_millis(500));
}

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
    let downloads = dir.path().join("downloads");
    std::fs::create_dir_all(&downloads).expect("downloads");
    ChromeDevTools::new(phone.driver.handle.clone())
        .execute_cdp_with_params(
            "Browser.setDownloadBehavior",
            serde_json::json!({"behavior": "allow", "downloadPath": downloads.to_str()}),
        )
        .await
        .expect("downloads allowed");
    intercept_file_chooser(&phone).await;
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
    let input = phone.wait("[data-testid='web-file-input']").await;
    input
        .send_keys(file.to_str().expect("path"))
        .await
        .expect("the file handed to the input");
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
    let input = phone.wait("[data-testid='web-file-input']").await;
    input
        .send_keys(big.to_str().expect("path"))
        .await
        .expect("the file handed to the input");
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

    // Another phone (a fresh browser on another origin) restores the backup: both games and the
    // strike team kept at set-up are there, and Continue opens the game played last, as it was.
    let port = free_port();
    let _site = Site::serve(port);
    let other = crate::browser::open(
        &format!("http://127.0.0.1:{port}/"),
        &dir.path().join("other"),
    )
    .await;
    other.wait("[data-testid='open-settings']").await;
    other.tap("open-settings").await;
    other.scroll_to("backup").await;
    intercept_file_chooser(&other).await;
    other.tap("backup-restore").await;
    let input = other.wait("[data-testid='web-file-input']").await;
    input
        .send_keys(backup.to_str().expect("path"))
        .await
        .expect("the backup handed to the input");
    other
        .text_until("toast", |t| {
            t == "Restored: 2 games added, 0 already here, 1 list."
        })
        .await;
    other.shot("w08-web-restored").await;
    other.tap("back").await;
    resume(&other, &token).await;
    assert_eq!(other.text("last-change").await, board);
    other.close().await;
}

/// Headless Chromium has no file chooser to show: held back, a file input waits for the file
/// the test hands it.
async fn intercept_file_chooser(phone: &App) {
    ChromeDevTools::new(phone.driver.handle.clone())
        .execute_cdp_with_params(
            "Page.setInterceptFileChooserDialog",
            serde_json::json!({"enabled": true}),
        )
        .await
        .expect("the file chooser held back");
}

/// A dice tray game of `rolls` rolls of ten dice as its file's text, played by the engine here:
/// some megabytes, more than an origin with no room left can take.
fn big_game(rolls: usize) -> String {
    use datapad_engine::dice::{rng_from, Catalog};
    use datapad_engine::game::Ctx;
    use datapad_engine::journal::{export, Journal, Live};
    let mut journal = Journal::open(Path::new(":memory:")).expect("journal");
    let mut live = Live::start(&mut journal, "tray", "A long evening").expect("start");
    let (dice, mut rng) = (Catalog::builtin(), rng_from(Some(7)));
    let roll = serde_json::json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 10}]});
    for _ in 0..rolls {
        let mut ctx = Ctx {
            rng: &mut rng,
            dice: &dice,
        };
        live.apply(&mut journal, &roll, &mut ctx).expect("a roll");
    }
    let text = export(&journal, live.id())
        .expect("export")
        .to_text()
        .expect("text");
    assert!(text.len() > 2_000_000, "{} bytes only", text.len());
    text
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
async fn opened_at_4x(phone: &App, token: &str) {
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

/// What the origin stores, as the page is told.
async fn usage(phone: &App) -> f64 {
    phone
        .driver
        .execute_async(
            "navigator.storage.estimate().then((e) => arguments[0](e.usage))",
            vec![],
        )
        .await
        .expect("estimate")
        .json()
        .as_f64()
        .expect("usage")
}

/// The origin's quota forced to `bytes` through the DevTools protocol (none: the browser's own).
async fn quota(phone: &App, origin: &str, bytes: Option<f64>) {
    let mut params = serde_json::json!({ "origin": origin });
    if let Some(bytes) = bytes {
        params["quotaSize"] = serde_json::json!(bytes);
    }
    ChromeDevTools::new(phone.driver.handle.clone())
        .execute_cdp_with_params("Storage.overrideQuotaForOrigin", params)
        .await
        .expect("the quota");
}

/// The first whole file in `dir` named from `prefix` (Chromium writes a `.crdownload` until it
/// is done).
async fn downloaded(dir: &Path, prefix: &str) -> std::path::PathBuf {
    let started = Instant::now();
    loop {
        let done = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .find(|p| {
                p.extension().is_some_and(|x| x == "json")
                    && p.file_name()
                        .is_some_and(|n| n.to_string_lossy().starts_with(prefix))
            });
        if let Some(p) = done {
            return p;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "nothing was downloaded"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Back in the game in progress, from wherever the page opened, with the board at `token`.
async fn resume(phone: &App, token: &str) {
    phone
        .wait("[data-testid='home-continue'], [data-testid='sp-board']")
        .await;
    if phone.exists("home-continue").await {
        phone.tap("home-continue").await;
    }
    phone.wait("[data-testid='sp-board']").await;
    assert_eq!(phone.attr("glance-track", "data-token").await, token);
}
