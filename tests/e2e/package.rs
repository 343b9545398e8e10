//! The installed package starts: `cargo xtask test` runs this against the binary unpacked from
//! the `.deb` (its "package start" lane), and the end-to-end lane against the build.

use crate::harness::App;

#[tokio::test(flavor = "multi_thread")]
async fn e2e_package_starts_shows_home_and_answers_a_tap() {
    let data = tempfile::tempdir().expect("temp dir");
    let app = App::launch(data.path(), Some(7)).await;
    for game in ["game-sp", "game-lcg", "game-dbg", "game-hoth"] {
        let text = app.text(game).await;
        assert!(
            !text.is_empty() && !text.contains("Not built yet"),
            "{game}: {text}"
        );
    }
    // One tap through the engine: the tray's odds are worked out by the packaged core.
    app.tap("open-tray").await;
    app.wait("[data-testid='odds-sp']").await;
    app.shot("00-package-tray").await;
    app.close().await;
}
