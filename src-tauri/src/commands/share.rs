//! "Share this table": the app hosts the open session (datapad-host) for phones that join from
//! a browser or the app. The host holds the app's own writer, mid-game, with nothing reloaded:
//! the app's screen is one more device at the table (see `table.rs`), so its taps are numbered
//! and sent to everyone like the others', and when sharing stops the game goes on in the same
//! writer.

use crate::state::AppState;
use datapad_engine::{Error, JournalError};
use datapad_host::{Assets, Bind, Config, Running};
use serde::Serialize;
use std::sync::Arc;
use tauri::{AppHandle, State};
use tokio::sync::Mutex;

/// The running host, if the app shares a table.
#[derive(Default)]
pub struct Sharing {
    pub(crate) host: Mutex<Option<Running>>,
}

/// What the share panel shows: how to join, as a URL, a QR code and a short code to type
/// (`Shared` in ui/src/lib/table/share.ts).
#[derive(Debug, Clone, Serialize)]
pub struct Shared {
    pub url: String,
    /// A URL for each local address the device listens on (loopback last).
    pub urls: Vec<String>,
    pub key: String,
    pub session: i64,
    pub game: String,
    /// The join URL as an SVG QR code.
    pub qr: String,
    pub anyone_may_tap: bool,
}

/// The app's own built UI, served to browsers that join.
struct AppAssets(AppHandle);

impl Assets for AppAssets {
    fn get(&self, path: &str) -> Option<Vec<u8>> {
        self.0
            .asset_resolver()
            .get(path.to_string())
            .map(|a| a.bytes)
    }
}

fn qr(url: &str) -> String {
    use qrcode::render::svg;
    qrcode::QrCode::new(url.as_bytes())
        .map(|code| {
            code.render::<svg::Color>()
                .min_dimensions(240, 240)
                .quiet_zone(true)
                .build()
        })
        .unwrap_or_default()
}

fn shared(running: &Running, anyone_may_tap: bool) -> Shared {
    let s = &running.started;
    Shared {
        url: s.url.clone(),
        urls: s.urls.clone(),
        key: s.key.clone(),
        session: s.session,
        game: s.game.clone(),
        qr: qr(&s.url),
        anyone_may_tap,
    }
}

fn storage(detail: String) -> Error {
    JournalError::Storage { detail }.into()
}

/// Starts sharing session `id` (or says how to join the table already shared). `name` is the
/// host device's name as the others see it: a name over its bound is refused (`sync.bad_frame`),
/// as a device's is.
#[tauri::command]
pub async fn share_start(
    app: AppHandle,
    state: State<'_, AppState>,
    sharing: State<'_, Sharing>,
    id: i64,
    name: String,
) -> Result<Shared, Error> {
    let name = name.trim();
    datapad_engine::writer::bounds::name("name", name)?;
    let mut host = sharing.host.lock().await;
    if let Some(running) = host.as_ref() {
        if running.started.session == id {
            return Ok(shared(running, running.anyone_may_tap()));
        }
    }
    // The session must exist before anyone is told to join it.
    state.with(|w| w.open(id))?;
    if let Some(old) = host.take() {
        old.stop().await;
    }
    let running = datapad_host::start(Config {
        writer: state.writer.clone(),
        session: id,
        // This machine and its local networks only (`Bind::Local`).
        bind: Bind::Local,
        port: 0,
        key: None,
        assets: Arc::new(AppAssets(app.clone())),
        anyone_may_tap: true,
        origins: Vec::new(),
        max_rate: datapad_host::MAX_RATE,
        name: name.to_string(),
    })
    .await
    .map_err(storage)?;
    let out = shared(&running, true);
    *host = Some(running);
    Ok(out)
}

/// Stops sharing: every device sees the table lost; the game goes on in the app's writer.
#[tauri::command]
pub async fn share_stop(sharing: State<'_, Sharing>, app: AppHandle) -> Result<(), Error> {
    crate::commands::table::leave(&app).await;
    let running = sharing.host.lock().await.take();
    if let Some(running) = running {
        running.stop().await;
    }
    Ok(())
}

/// The table this app shares, if it does (the share panel reopened).
#[tauri::command]
pub async fn share_status(sharing: State<'_, Sharing>) -> Result<Option<Shared>, Error> {
    let host = sharing.host.lock().await;
    Ok(host.as_ref().map(|r| shared(r, r.anyone_may_tap())))
}

/// The host's switch: any seated device may act for either side, or only for its own.
#[tauri::command]
pub async fn share_anyone(sharing: State<'_, Sharing>, on: bool) -> Result<(), Error> {
    if let Some(running) = sharing.host.lock().await.as_ref() {
        running.set_anyone_may_tap(on);
    }
    Ok(())
}
