//! Files in and out of the page as a phone's browser has them (downloads, the file input), and
//! the storage's limits forced through the DevTools protocol.

use crate::harness::App;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use thirtyfour::extensions::cdp::ChromeDevTools;

/// Headless Chromium has no file chooser to show: held back, a file input waits for the file
/// the test hands it (`hand_file`).
pub async fn hold_file_chooser(phone: &App) {
    ChromeDevTools::new(phone.driver.handle.clone())
        .execute_cdp_with_params(
            "Page.setInterceptFileChooserDialog",
            serde_json::json!({"enabled": true}),
        )
        .await
        .expect("the file chooser held back");
}

/// Files the page saves are downloaded into `dir` (Chromium on Linux shares no files), and the
/// file chooser is held back: `dir`, made.
pub async fn files_through(phone: &App, dir: &Path) -> PathBuf {
    std::fs::create_dir_all(dir).expect("the downloads' folder");
    ChromeDevTools::new(phone.driver.handle.clone())
        .execute_cdp_with_params(
            "Browser.setDownloadBehavior",
            serde_json::json!({"behavior": "allow", "downloadPath": dir.to_str()}),
        )
        .await
        .expect("downloads allowed");
    hold_file_chooser(phone).await;
    dir.to_path_buf()
}

/// Hands `file` to the file input the page opened.
pub async fn hand_file(phone: &App, file: &Path) {
    let input = phone.wait("[data-testid='web-file-input']").await;
    input
        .send_keys(file.to_str().expect("path"))
        .await
        .expect("the file handed to the input");
}

/// A dice tray game of `rolls` rolls of ten dice as its file's text, played by the engine here:
/// some megabytes, more than an origin with no room left can take.
pub fn big_game(rolls: usize) -> String {
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

/// What the origin stores, as the page is told.
pub async fn usage(phone: &App) -> f64 {
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
pub async fn quota(phone: &App, origin: &str, bytes: Option<f64>) {
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
pub async fn downloaded(dir: &Path, prefix: &str) -> PathBuf {
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
