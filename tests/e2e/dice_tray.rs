use crate::harness::App;
use datapad_engine::dice::{rng_from, Catalog, Counts};
use datapad_engine::game::{Ctx, Game};
use datapad_engine::games::tray::{Action, DiceTray, Event, PoolPart, State};

/// What the engine rolls for this pool with this seed: the app must show the same.
fn expected(seed: u64, pool: &[(&str, u32)]) -> Vec<String> {
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(seed));
    let action = Action::Roll {
        pool: pool
            .iter()
            .map(|(d, n)| PoolPart {
                die: d.to_string(),
                count: *n,
            })
            .collect(),
    };
    let events = DiceTray::decide(
        &State::default(),
        &action,
        &mut Ctx {
            rng: &mut rng,
            dice: &cat,
        },
    )
    .expect("roll");
    let Event::Rolled { faces, .. } = &events[0] else {
        panic!("a roll")
    };
    pool.iter()
        .map(|(die, _)| {
            datapad_engine::i18n::dice::counts(
                datapad_engine::i18n::Lang::En,
                &Counts::of(faces.iter().filter(|f| f.die == *die).map(|f| f.symbol)),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn e2e_dice_tray_roll_enter_undo_restart_and_polish() {
    let data = tempfile::tempdir().expect("temp dir");
    let seed = 42;
    let app = App::launch(data.path(), Some(seed)).await;

    // Home: every game is built and says what it keeps; the tray.
    assert!(!app.text("game-sp").await.contains("Not built yet"));
    assert!(!app.text("game-lcg").await.contains("Not built yet"));
    assert!(app.text("game-hoth").await.contains("Battle of Hoth"));
    assert!(app.text("game-hoth").await.contains("attack adjudicator"));
    app.shot("01-home").await;
    app.text_200("01-home").await;

    // The tray with odds before rolling.
    app.tap("open-tray").await;
    app.wait("[data-testid='odds-sp']").await;
    for _ in 0..3 {
        app.tap("attack-plus").await;
    }
    for _ in 0..2 {
        app.tap("defense-plus").await;
    }
    assert_eq!(app.text("attack-value").await, "8");
    assert_eq!(app.text("defense-value").await, "5");
    let words = app.text("odds-sp-words").await;
    let mean = datapad_engine::games::shatterpoint::raw_odds::sp_odds(&Catalog::builtin(), 8, 5)
        .expect("odds")
        .successes
        .mean;
    assert!(
        words.starts_with(&format!("Expected {mean:.2} successes after blocks")),
        "odds in words: {words}"
    );
    app.shot("02-tray-odds").await;

    // A seeded virtual roll shows exactly what the engine rolls.
    app.tap("roll").await;
    let want = expected(seed, &[("sp-attack", 8), ("sp-defense", 5)]);
    assert_eq!(app.text("roll-summary-sp-attack").await, want[0]);
    assert_eq!(app.text("roll-summary-sp-defense").await, want[1]);
    assert!(app.text("last-change").await.contains("Rolled 13 dice"));
    app.shot("03-rolled").await;
    app.text_200("03-rolled").await;

    // A locked die cannot be rerolled: a clear sentence, and nothing changes.
    app.tap("die-0").await;
    app.tap("lock").await;
    app.tap("die-0").await;
    app.tap("reroll").await;
    assert_eq!(
        app.text("toast").await,
        "That die is locked. Unlock it first."
    );
    assert_eq!(app.text("roll-summary-sp-attack").await, want[0]);
    app.shot("04-locked-refused").await;

    // Physical mode: tap the faces seen on the table.
    app.tap("mode-physical").await;
    for face in [
        "crit",
        "strike",
        "strike",
        "strike",
        "attack_expertise",
        "attack_expertise",
        "failure",
        "failure",
    ] {
        app.tap(&format!("enter-sp-attack-{face}")).await;
    }
    app.tap("record-roll").await;
    app.text_until("roll-summary-sp-attack", |t| {
        t == "1 crit, 3 strikes, 2 expertise, 2 failures"
    })
    .await;
    assert!(
        app.exists("history-1").await,
        "the first roll moves to the history"
    );
    app.shot("05-physical-entry").await;
    // The luck of the session: both rolls' 21 dice for the table (cells read tab-separated).
    let luck = app.text("tray-luck-table").await;
    assert!(luck.starts_with("The table\t21\t"), "{luck:?}");
    app.scroll_to("tray-luck").await;
    app.shot("05b-tray-luck").await;

    // Undo the physical roll: the seeded roll is current again.
    app.tap("undo").await;
    app.text_until("roll-summary-sp-attack", |t| t == want[0])
        .await;
    assert!(app.enabled("redo").await);
    app.shot("06-undone").await;
    app.close().await;

    // Restart: the history is intact, the undone roll still redoable.
    let app = App::launch(data.path(), None).await;
    app.tap("open-tray").await;
    app.text_until("roll-summary-sp-attack", |t| t == want[0])
        .await;
    assert!(app.enabled("redo").await, "redo survives a restart");
    app.shot("07-after-restart").await;

    // Polish.
    app.tap("back").await;
    app.tap("open-settings").await;
    app.tap("lang-pl").await;
    app.shot("08-settings-pl").await;
    app.text_200("08-settings-pl").await;
    app.tap("back").await;
    assert!(app.text("game-hoth").await.contains("rozstrzyganie ataków"));
    app.shot("09-home-pl").await;
    app.tap("open-tray").await;
    assert_eq!(app.text("roll").await, "Rzuć");
    app.shot("10-tray-pl").await;

    // The player's own Hoth die: one more vehicle face, one fewer infantry; the odds follow.
    app.tap("system-hoth").await;
    assert!(app.exists("hoth-unverified").await);
    app.text_until("odds-hoth-words", |t| {
        t.starts_with("Średnio 1,5 trafienia")
    })
    .await;
    app.tap("back").await;
    app.tap("open-settings").await;
    app.tap("hoth-face-0-vehicle").await;
    app.tap("save-hoth").await;
    app.shot("10b-settings-hoth-die").await;
    app.close().await;

    // Settings survive a restart: still Polish, still the player's own die.
    let app = App::launch(data.path(), None).await;
    assert!(app.text("game-hoth").await.contains("rozstrzyganie ataków"));
    app.tap("open-tray").await;
    app.tap("system-hoth").await;
    app.text_until("odds-hoth-words", |t| t.starts_with("Średnio 1 trafienia"))
        .await;
    app.close().await;
}
