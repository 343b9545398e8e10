//! "Share this table": the app hosts the open session (datapad-host) on its own journal file,
//! for phones that join from a browser or the app. While it shares, the host owns the session:
//! the app's own screen is one more device at the table (see `table.rs`), so its taps are
//! numbered and sent to everyone like the others'.

use crate::state::AppState;
use datapad_engine::{Error, JournalError};
use datapad_host::{Assets, Config, Running, Session};
use serde::Serialize;
use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;
use std::sync::Arc;
use tauri::{AppHandle, State};
use tokio::sync::Mutex;

/// The running host, if the app shares a table, and where its files are.
pub struct Sharing {
    pub(crate) host: Mutex<Option<Running>>,
    journal: Option<PathBuf>,
    stores: Option<PathBuf>,
}

impl Sharing {
    /// `journal`: the app's journal file (none when it runs in memory: nothing to share).
    pub fn new(journal: Option<PathBuf>, stores: Option<PathBuf>) -> Sharing {
        Sharing {
            host: Mutex::new(None),
            journal,
            stores,
        }
    }
}

/// What the share panel shows: how to join, as a URL, a QR code and a short code to type
/// (`Shared` in ui/src/lib/table/share.ts).
#[derive(Debug, Clone, Serialize)]
pub struct Shared {
    pub url: String,
    /// Every URL the device answers on (another network, loopback last).
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
/// host device's name as the others see it.
#[tauri::command]
pub async fn share_start(
    app: AppHandle,
    state: State<'_, AppState>,
    sharing: State<'_, Sharing>,
    id: i64,
    name: String,
) -> Result<Shared, Error> {
    let mut host = sharing.host.lock().await;
    if let Some(running) = host.as_ref() {
        if running.started.session == id {
            return Ok(shared(running, running.anyone_may_tap()));
        }
    }
    let Some(journal) = sharing.journal.clone() else {
        return Err(storage("the journal is in memory: nothing to share".into()));
    };
    let (game, settings, dice) = state.with(|inner| -> Result<_, Error> {
        let game = datapad_engine::journal::Live::load(&inner.journal, id)?
            .view()
            .session
            .game;
        // The host owns the session now: the app's copy would fall behind its changes.
        inner.live = None;
        Ok((game, inner.settings.clone(), inner.dice.clone()))
    })?;
    if let Some(old) = host.take() {
        old.stop().await;
    }
    let running = datapad_host::start(Config {
        game,
        journal,
        session: Session::Id(id),
        bind: IpAddr::V4(Ipv4Addr::UNSPECIFIED),
        port: 0,
        key: None,
        dice,
        assets: Arc::new(AppAssets(app.clone())),
        anyone_may_tap: true,
        origins: Vec::new(),
        max_rate: datapad_host::MAX_RATE,
        name: name.trim().chars().take(40).collect(),
        settings,
        stores: sharing.stores.clone(),
    })
    .await
    .map_err(storage)?;
    let out = shared(&running, true);
    *host = Some(running);
    Ok(out)
}

/// Stops sharing: every device sees the table lost; the app has the session to itself again.
#[tauri::command]
pub async fn share_stop(
    state: State<'_, AppState>,
    sharing: State<'_, Sharing>,
    app: AppHandle,
) -> Result<(), Error> {
    crate::commands::table::leave(&app).await;
    let running = sharing.host.lock().await.take();
    if let Some(running) = running {
        running.stop().await;
    }
    state.with(|inner| inner.live = None);
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
