//! Issue 17's crash loop, from the player's side: an attack draft the engine cannot answer (its
//! attacker stance holds a chart row of 6,000 entries, which an older build let in and whose
//! odds aborted the app at every start) is in the store before the app starts. Opening
//! Shatterpoint shows the attack with the refusal in words and "Forget this draft"; one tap
//! gives a clean attack screen, and the store keeps the clean draft, not the bomb.

use crate::harness::App;
use datapad_engine::games::shatterpoint::AttackFacts;
use serde_json::{json, Value};

const STANCE: &str = include_str!("../../src-tauri/engine/tests/fixtures/stance-3x6.json");

/// The standalone calculator's draft, as the attack screen stores it, with the bomb attacking.
fn refused_draft() -> Value {
    let good: Value = serde_json::from_str(STANCE).expect("fixture");
    let mut bomb = good.clone();
    bomb["melee"]["chart"] = json!([{"min": 1, "max": null,
        "entries": vec![json!({"kind": "add", "result": "crit", "n": 9}); 6000]}]);
    json!({
        "attacker": null,
        "defender": null,
        "attackerStance": bomb,
        "defenderStance": good,
        "facts": AttackFacts::default(),
        "faces": null,
        "rolled": null,
        "path": [],
        "alone": {"attacker": [], "defender": [], "damage": 0, "stamina": 0},
    })
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_sp_a_draft_the_engine_refuses_opens_with_the_refusal_and_can_be_forgotten() {
    let data = tempfile::tempdir().expect("temp dir");
    let dir = data.path().join("data/org.datapad.companion");
    std::fs::create_dir_all(&dir).expect("data dir");
    // The first Shatterpoint session of a new journal is session 1.
    let drafts = dir.join("drafts.json");
    std::fs::write(&drafts, json!({"sp.attack.1": refused_draft()}).to_string()).expect("draft");

    let app = App::launch(data.path(), None).await;
    app.tap("game-sp").await;
    app.wait("[data-testid='attack-sheet']").await;
    let refusal = app.text_until("attack-problem", |t| !t.is_empty()).await;
    assert!(
        // The limit in words; the path stays out of a player's sight (issue 18).
        refusal.contains("at most 8 entries") && !refusal.contains("melee.chart"),
        "{refusal}"
    );
    assert!(!app.exists("attack-odds").await, "nothing was answered");
    app.scroll_to("attack-problem").await;
    app.shot("76-sp-attack-draft-refused").await;

    app.tap("attack-forget").await;
    assert!(
        !app.exists("attack-problem").await,
        "the refusal went with the draft"
    );
    assert!(app.exists("attack-sheet").await, "a clean attack screen");
    assert_eq!(app.value("attack-attacker-stance").await, "");
    assert_eq!(app.value("attack-defender-stance").await, "");
    app.shot("77-sp-attack-draft-forgotten").await;
    app.close().await;

    let stored: Value =
        serde_json::from_slice(&std::fs::read(&drafts).expect("drafts")).expect("json");
    let draft = &stored["sp.attack.1"];
    assert!(draft.is_object(), "{stored}");
    assert_eq!(draft["attackerStance"], Value::Null, "the bomb is gone");
    assert_eq!(draft["defenderStance"], Value::Null);

    // The next start opens the clean attack screen: no refusal, no crash.
    let app = App::launch(data.path(), None).await;
    app.tap("game-sp").await;
    app.wait("[data-testid='attack-sheet']").await;
    assert!(!app.exists("attack-problem").await);
    app.close().await;
}
