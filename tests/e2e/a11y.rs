//! Accessibility, measured on every screen the end-to-end tests visit (issue 21): axe-core's
//! violations in the dark theme, its colour contrast again in the light theme, and tap targets
//! under 44 × 44 CSS px (axe's own target-size rule asks only 24). A screen with a serious or
//! critical violation, or a small target, fails its test with the list. Each screen's counts, of
//! every impact, land in target/e2e-a11y/<screen>.json for the README's before-and-after.
//! `DATAPAD_A11Y=report` records without failing: how the counts before the fixes were taken.

use crate::harness::{root, App};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::path::PathBuf;
use std::sync::OnceLock;

const AXE_RUN: &str = include_str!("a11y/axe_run.js");
const SMALL_TARGETS: &str = include_str!("a11y/small_targets.js");
const TEXT_200: &str = include_str!("a11y/text_200.js");
/// The smallest tap target the issue asks for, in CSS px.
const MIN_TARGET: u32 = 44;

#[derive(Serialize, Deserialize)]
struct Violation {
    id: String,
    impact: Option<String>,
    help: String,
    nodes: u32,
    targets: Vec<String>,
}

impl Violation {
    /// What fails the lane: the impacts a screen-reader or low-vision user cannot work around.
    fn blocking(&self) -> bool {
        matches!(self.impact.as_deref(), Some("serious" | "critical"))
    }

    fn line(&self, theme: &str) -> String {
        format!(
            "  [{}] {} ({theme}, {} nodes): {}\n      {}",
            self.impact.as_deref().unwrap_or("?"),
            self.id,
            self.nodes,
            self.help,
            self.targets.join("\n      ")
        )
    }
}

#[derive(Serialize, Deserialize)]
struct Small {
    what: String,
    w: u32,
    h: u32,
}

#[derive(Serialize)]
struct Report<'a> {
    screen: &'a str,
    dark: &'a [Violation],
    light_contrast: &'a [Violation],
    small_targets: &'a [Small],
}

fn report_only() -> bool {
    std::env::var("DATAPAD_A11Y").is_ok_and(|v| v == "report")
}

fn out_dir() -> PathBuf {
    let dir = root().join("target/e2e-a11y");
    std::fs::create_dir_all(&dir).expect("a11y report folder");
    dir
}

/// axe-core's build, read once from the installed npm package (ui/package.json declares it).
fn axe_source() -> &'static str {
    static SRC: OnceLock<String> = OnceLock::new();
    SRC.get_or_init(|| {
        let path = root().join("ui/node_modules/axe-core/axe.min.js");
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}; run npm ci in ui/", path.display()))
    })
}

/// Fails with the lines, unless only recording.
fn verdict(what: &str, screen: &str, lines: &[String]) {
    if lines.is_empty() {
        return;
    }
    let msg = format!("{what} on {screen}:\n{}", lines.join("\n"));
    if report_only() {
        eprintln!("{msg}");
    } else {
        panic!("{msg}");
    }
}

impl App {
    /// Runs axe with `options` (which rules) on the page as it is, injecting it on first use: the
    /// page is new after every launch. WebDriver's scripts run outside the page's CSP.
    async fn axe(&self, options: serde_json::Value) -> Vec<Violation> {
        let loaded = self
            .driver
            .execute("return typeof window.axe !== 'undefined'", vec![])
            .await
            .expect("probe axe");
        if loaded.json().as_bool() != Some(true) {
            self.driver
                .execute(axe_source(), vec![])
                .await
                .expect("inject axe-core");
        }
        let ret = self
            .driver
            .execute_async(AXE_RUN, vec![options])
            .await
            .expect("axe.run");
        serde_json::from_value(ret.json().clone())
            .unwrap_or_else(|_| panic!("axe.run failed: {}", ret.json()))
    }

    /// Every check of this module on the screen as it is now; `shot` calls it before each
    /// screenshot, so every screen a test shows is checked.
    pub async fn a11y(&self, screen: &str) {
        let dark = self.axe(json!({})).await;
        let theme = self
            .driver
            .execute(
                "const r = document.documentElement; const was = r.dataset.theme; \
                 r.dataset.theme = 'light'; return was ?? ''",
                vec![],
            )
            .await
            .expect("light theme");
        let light = self.axe(json!({ "runOnly": ["color-contrast"] })).await;
        self.driver
            .execute(
                "document.documentElement.dataset.theme = arguments[0]",
                vec![theme.json().clone()],
            )
            .await
            .expect("theme back");
        let ret = self
            .driver
            .execute(SMALL_TARGETS, vec![json!(MIN_TARGET)])
            .await
            .expect("tap targets");
        let small: Vec<Small> = serde_json::from_value(ret.json().clone()).expect("targets");
        let report = Report {
            screen,
            dark: &dark,
            light_contrast: &light,
            small_targets: &small,
        };
        let file = out_dir().join(format!("{screen}.json"));
        let text = serde_json::to_string_pretty(&report).expect("json");
        std::fs::write(&file, text).expect("write the a11y report");

        let mut lines: Vec<String> = dark
            .iter()
            .filter(|v| v.blocking())
            .map(|v| v.line("dark"))
            .collect();
        lines.extend(
            light
                .iter()
                .filter(|v| v.blocking())
                .map(|v| v.line("light")),
        );
        verdict("axe violations (serious, critical)", screen, &lines);
        let lines: Vec<String> = small
            .iter()
            .map(|s| format!("  {} is {} × {} px", s.what, s.w, s.h))
            .collect();
        verdict(
            &format!("tap targets under {MIN_TARGET} × {MIN_TARGET} px"),
            screen,
            &lines,
        );
    }

    /// The screen with the system's text at 200%: nothing may stick out of the window or be cut
    /// by its box. The size goes back to normal afterwards.
    pub async fn text_200(&self, screen: &str) {
        let ret = self
            .driver
            .execute_async(TEXT_200, vec![])
            .await
            .expect("text at 200%");
        let problems: Vec<String> = serde_json::from_value(ret.json().clone()).expect("problems");
        let file = out_dir().join(format!("text200-{screen}.json"));
        std::fs::write(&file, json!(problems).to_string()).expect("write the text-size report");
        let lines: Vec<String> = problems.iter().map(|p| format!("  {p}")).collect();
        verdict("text at 200% clipped", screen, &lines);
    }
}
