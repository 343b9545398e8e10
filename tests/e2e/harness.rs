//! Drives the real Datapad binary: tauri-driver bridges WebDriver to WebKitWebDriver, which starts
//! the app. Each launch gets its own data folder (XDG dirs), so tests never share a journal.

use crate::bridge::Bridge;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use thirtyfour::prelude::*;

pub struct App {
    pub driver: WebDriver,
    /// Ends tauri-driver, WebKitWebDriver and the app when the test ends, passed or failed.
    _bridge: Bridge,
    pub(crate) shots: PathBuf,
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The repository's root (this crate lives in `tests/`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn env_path(var: &str, fallback: &str) -> PathBuf {
    std::env::var_os(var)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(fallback))
}

impl App {
    /// Starts the app with `data` as its home for journal and settings.
    pub async fn launch(data: &Path, seed: Option<u64>) -> App {
        App::launch_env(data, seed, &[]).await
    }

    /// The same, with more variables in the app's environment (`DATAPAD_FILE_DIALOG`).
    pub async fn launch_env(data: &Path, seed: Option<u64>, env: &[(&str, &Path)]) -> App {
        let root = root();
        let app = env_path(
            "DATAPAD_APP",
            root.join("target/debug/datapad-app")
                .to_str()
                .unwrap_or_default(),
        );
        assert!(
            app.exists(),
            "no app binary at {}; build it with `cargo build -p datapad`",
            app.display()
        );
        let (port, native) = (free_port(), free_port());
        let mut cmd = Command::new(env_path("TAURI_DRIVER", "tauri-driver"));
        cmd.args([
            "--port",
            &port.to_string(),
            "--native-port",
            &native.to_string(),
        ])
        .env("XDG_DATA_HOME", data.join("data"))
        .env("XDG_CONFIG_HOME", data.join("config"))
        .env("XDG_CACHE_HOME", data.join("cache"))
        .env("LANG", "en_US.UTF-8")
        .env("LANGUAGE", "en")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
        match seed {
            Some(s) => cmd.env("DATAPAD_SEED", s.to_string()),
            None => cmd.env_remove("DATAPAD_SEED"),
        };
        cmd.envs(env.iter().copied());
        let bridge =
            Bridge::spawn(&mut cmd).expect("tauri-driver starts (cargo xtask test installs it)");
        let mut caps = Capabilities::new();
        caps.insert("browserName".into(), "wry".into());
        caps.insert(
            "tauri:options".into(),
            serde_json::json!({ "application": app }),
        );
        let url = format!("http://127.0.0.1:{port}");
        let started = Instant::now();
        let driver = loop {
            match WebDriver::new(&url, caps.clone()).await {
                Ok(d) => break d,
                Err(e) if started.elapsed() > Duration::from_secs(120) => {
                    panic!("the app did not start: {e}")
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(300)).await,
            }
        };
        let shots = root.join("target/e2e-screenshots");
        std::fs::create_dir_all(&shots).expect("screenshot folder");
        let app = App {
            driver,
            _bridge: bridge,
            shots,
        };
        app.wait("[data-testid=open-tray], [data-testid=back]")
            .await;
        app
    }

    /// A page in another browser, driven like the app (see browser.rs).
    pub(crate) fn driving(driver: WebDriver, bridge: Bridge) -> App {
        let shots = root().join("target/e2e-screenshots");
        App {
            driver,
            _bridge: bridge,
            shots,
        }
    }

    /// The first element matching `css`, waiting for it to appear.
    pub async fn wait(&self, css: &str) -> WebElement {
        let started = Instant::now();
        loop {
            if let Ok(e) = self.driver.find(By::Css(css)).await {
                return e;
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "{css} never appeared"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn tap(&self, testid: &str) {
        let e = self.wait(&format!("[data-testid='{testid}']")).await;
        self.tap_element(&e).await;
    }

    /// Taps an element found some other way (the first link in a body, say).
    pub async fn tap_element(&self, e: &WebElement) {
        // Centre it first, as a thumb would scroll: the sticky top bar must not cover it.
        let arg = e.to_json().expect("element reference");
        self.driver
            .execute("arguments[0].scrollIntoView({block: 'center'})", vec![arg])
            .await
            .expect("scroll");
        e.click().await.expect("tap");
        // Let the command round-trip and Svelte re-render.
        tokio::time::sleep(Duration::from_millis(250)).await;
    }

    /// The text a person sees in the element (innerText: WebKitWebDriver's own text call
    /// misreads elements in a sticky header inside a fixed overlay as hidden).
    pub async fn text(&self, testid: &str) -> String {
        self.read(testid, "innerText").await.trim().to_string()
    }

    /// A string property of the element, read live in the page.
    async fn read(&self, testid: &str, property: &str) -> String {
        let e = self.wait(&format!("[data-testid='{testid}']")).await;
        let arg = e.to_json().expect("element reference");
        let ret = self
            .driver
            .execute(&format!("return arguments[0].{property}"), vec![arg])
            .await
            .expect(property);
        ret.json().as_str().unwrap_or_default().to_string()
    }

    /// Waits until `testid`'s text satisfies `ok`, then returns it.
    pub async fn text_until(&self, testid: &str, ok: impl Fn(&str) -> bool) -> String {
        let started = Instant::now();
        loop {
            let t = self.text(testid).await;
            if ok(&t) {
                return t;
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "{testid} still reads {t:?}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Chooses an option of a `<select>` the way a change from the picker would.
    pub async fn select(&self, testid: &str, value: &str) {
        let e = self.wait(&format!("[data-testid='{testid}']")).await;
        let arg = e.to_json().expect("element reference");
        let js = "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change', { bubbles: true }))";
        self.driver
            .execute(js, vec![arg, serde_json::json!(value)])
            .await
            .expect("select");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    /// Chooses the option of a select whose label starts with `label` (ids the test cannot know,
    /// such as a stance made in the editor).
    pub async fn select_text(&self, testid: &str, label: &str) {
        let e = self.wait(&format!("[data-testid='{testid}']")).await;
        let arg = e.to_json().expect("element reference");
        let js = "const o = [...arguments[0].options].find((o) => o.textContent.trim().startsWith(arguments[1])); \
                  if (!o) return false; arguments[0].value = o.value; \
                  arguments[0].dispatchEvent(new Event('change', { bubbles: true })); return true";
        let found = self
            .driver
            .execute(js, vec![arg, serde_json::json!(label)])
            .await
            .expect("select by label")
            .json()
            .as_bool();
        assert_eq!(found, Some(true), "no option '{label}' in {testid}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    /// Types into an input, replacing what it held (centred first, as `tap_element` does: the
    /// sticky header must not cover it).
    pub async fn fill(&self, testid: &str, text: &str) {
        let e = self.wait(&format!("[data-testid='{testid}']")).await;
        let arg = e.to_json().expect("element reference");
        self.driver
            .execute("arguments[0].scrollIntoView({block: 'center'})", vec![arg])
            .await
            .expect("scroll");
        e.clear().await.expect("clear");
        e.send_keys(text).await.expect("type");
    }

    /// An attribute of the element, or "" when absent.
    pub async fn attr(&self, testid: &str, name: &str) -> String {
        let e = self.wait(&format!("[data-testid='{testid}']")).await;
        e.attr(name).await.expect("attribute").unwrap_or_default()
    }

    /// What an input, select or textarea holds now (its live value, not the attribute it
    /// started with).
    pub async fn value(&self, testid: &str) -> String {
        self.read(testid, "value").await
    }

    /// Every `data-testid` on screen that starts with `prefix`.
    pub async fn testids(&self, prefix: &str) -> Vec<String> {
        let js = "return [...document.querySelectorAll('[data-testid]')].map(e => e.dataset.testid).filter(t => t.startsWith(arguments[0]))";
        let ret = self
            .driver
            .execute(js, vec![serde_json::json!(prefix)])
            .await
            .expect("testids");
        serde_json::from_value(ret.json().clone()).unwrap_or_default()
    }

    pub async fn enabled(&self, testid: &str) -> bool {
        self.wait(&format!("[data-testid='{testid}']"))
            .await
            .is_enabled()
            .await
            .expect("enabled")
    }

    pub async fn exists(&self, testid: &str) -> bool {
        self.driver
            .find(By::Css(format!("[data-testid='{testid}']")))
            .await
            .is_ok()
    }

    /// Scrolls `testid` to the top of the window (under the sticky bar), as a player would before
    /// looking at it: for screenshots of a part of a long screen.
    pub async fn scroll_to(&self, testid: &str) {
        let e = self.wait(&format!("[data-testid='{testid}']")).await;
        let arg = e.to_json().expect("element reference");
        self.driver
            .execute(
                "arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -64)",
                vec![arg],
            )
            .await
            .expect("scroll");
    }

    /// Checks the screen's accessibility (a11y.rs) and that it shows no id or developer token
    /// (no_ids.rs), then screenshots it.
    pub async fn shot(&self, name: &str) {
        tokio::time::sleep(Duration::from_millis(500)).await;
        self.a11y(name).await;
        self.no_ids(name).await;
        self.driver
            .screenshot(&self.shots.join(format!("{name}.png")))
            .await
            .expect("screenshot");
    }

    /// Closes the app the way a player would: the window goes, the journal stays.
    pub async fn close(self) {
        let App {
            driver, _bridge, ..
        } = self;
        let _ = driver.quit().await;
    }
}
