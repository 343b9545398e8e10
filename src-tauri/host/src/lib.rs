//! A shared table: one device hosts a session and the others join it, from the app or from a
//! plain browser, over one WebSocket each. The host is the only writer (see `table.rs`); it
//! also serves the built UI, so a phone with only a browser joins from a QR code. The app shell
//! and `datapad serve` both start it here; the engine knows nothing of the network.

mod addrs;
mod conns;
mod http;
pub mod key;
mod local;
mod outbox;
mod seats;
mod socket;
mod table;
mod tries;

pub use addrs::{is_local, warning, Bind};
pub use conns::{HEADER_READ, IDLE, MAX_CONNECTIONS, MAX_PER_ADDRESS};
pub use datapad_engine::writer::{SeatView, PROTOCOL};
pub use local::Local;
pub use outbox::QUEUE;
pub use seats::{GRACE, MAX_DEVICES};
pub use socket::{MAX_RATE, SEND, SILENCE};
pub use table::Out;
pub use tries::{FIRST_DELAY, FREE_TRIES, LONGEST_DELAY};

use datapad_engine::dice::Catalog;
use datapad_engine::journal::Journal;
use datapad_engine::writer::{bounds, SharedWriter, Shelf, Writer};
use serde::Serialize;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use table::Table;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// The built UI the host serves to browsers: a file's bytes by its path under the build
/// (`index.html`, `assets/…`). The app serves its own embedded files; the CLI embeds them.
pub trait Assets: Send + Sync + 'static {
    fn get(&self, path: &str) -> Option<Vec<u8>>;
}

/// Which session of the game the host serves.
#[derive(Debug, Clone)]
pub enum Session {
    /// The game's most recent session, or a new one.
    Latest,
    Id(i64),
    /// A new session with this title.
    New(String),
}

pub struct Config {
    /// The writer of the session shared: the app's own, or one [`open`] made.
    pub writer: SharedWriter,
    pub session: i64,
    /// Where to listen: [`Bind::Local`], unless told otherwise.
    pub bind: Bind,
    /// 0: any free port.
    pub port: u16,
    /// `None`: a new random key.
    pub key: Option<String>,
    pub assets: Arc<dyn Assets>,
    /// Any seated device may act for either side (see [`Running::set_anyone_may_tap`]).
    pub anyone_may_tap: bool,
    /// Origins besides the host's own that may open a socket: the app's own webview.
    pub origins: Vec<String>,
    /// The most frames one device may send in a second ([`MAX_RATE`]; the benchmark lifts it
    /// to measure what the host itself takes).
    pub max_rate: usize,
    /// The host device's name, told to every device that joins: at most
    /// [`datapad_engine::writer::MAX_NAME`] characters.
    pub name: String,
}

/// The app's own webview, on each platform: it may open a socket to any host, as a device
/// that joins from the app. No site on a network has these origins.
pub const APP_ORIGINS: [&str; 3] = [
    "tauri://localhost",
    "http://tauri.localhost",
    "https://tauri.localhost",
];

/// What a started host tells: how to join it.
#[derive(Debug, Clone, Serialize)]
pub struct Started {
    /// The join URL on the device's network address (loopback when it has none).
    pub url: String,
    /// A join URL for each address listened on (a link-local IPv6 one aside), loopback last.
    pub urls: Vec<String>,
    pub port: u16,
    pub key: String,
    pub session: i64,
    pub game: String,
    pub protocol: u32,
}

/// What every request handler shares: the table (`None` once stopped), the key and the wrong
/// keys shown, the UI.
pub struct Shared {
    table: Mutex<Option<Table>>,
    key: String,
    tries: Mutex<tries::Tries>,
    assets: Arc<dyn Assets>,
    origins: Vec<String>,
    max_rate: usize,
}

pub struct Running {
    pub started: Started,
    shared: Arc<Shared>,
    stop: watch::Sender<bool>,
    served: Vec<JoinHandle<()>>,
}

/// Opens the session and starts serving it. A sentence says why it could not.
pub async fn start(config: Config) -> Result<Running, String> {
    let key = match config.key {
        Some(k) => match key::refusal(&k) {
            Some(why) => return Err(why),
            None => k,
        },
        None => key::random(),
    };
    if bounds::name("name", &config.name).is_err() {
        let max = bounds::MAX_NAME;
        return Err(format!("the host's name must be {max} characters at most"));
    }
    let table = Table::new(
        config.writer,
        config.session,
        config.anyone_may_tap,
        config.name,
    )
    .map_err(|e| e.message)?;
    let mut origins = config.origins;
    origins.extend(APP_ORIGINS.map(String::from));
    let (session, game) = (table.session(), table.game().to_string());
    conns::raise_open_files();
    let (listeners, told, port) = addrs::listen(config.bind, config.port).await?;
    let shared = Arc::new(Shared {
        table: Mutex::new(Some(table)),
        key: key.clone(),
        tries: Mutex::default(),
        assets: config.assets,
        origins,
        max_rate: config.max_rate,
    });
    let (stop, stopped) = watch::channel(false);
    let router = http::router(shared.clone());
    let gate = Arc::new(conns::Gate::default());
    let served = listeners
        .into_iter()
        .map(|l| {
            tokio::spawn(conns::accept(
                l,
                gate.clone(),
                router.clone(),
                stopped.clone(),
            ))
        })
        .collect();
    let urls: Vec<String> = told
        .into_iter()
        .map(|ip| join_url(ip, port, &key))
        .collect();
    let started = Started {
        url: urls[0].clone(),
        urls,
        port,
        key,
        session,
        game,
        protocol: PROTOCOL,
    };
    Ok(Running {
        started,
        shared,
        stop,
        served,
    })
}

fn join_url(ip: IpAddr, port: u16, key: &str) -> String {
    match ip {
        IpAddr::V4(v4) => format!("http://{v4}:{port}/?key={key}"),
        IpAddr::V6(v6) => format!("http://[{v6}]:{port}/?key={key}"),
    }
}

/// A writer of its own for a host without the app (`datapad serve`): the journal at `path`
/// and the session of `game` to serve, which must be of that game. The writer's shelf is
/// `shelf` (the lists and settings devices read).
pub fn open(
    game: &str,
    path: &std::path::Path,
    session: &Session,
    dice: Catalog,
    shelf: Shelf,
) -> Result<(SharedWriter, i64), String> {
    let say = |e: datapad_engine::Error| e.message;
    let journal = Journal::open(path).map_err(|e| say(e.into()))?;
    let rng = Box::new(datapad_engine::dice::rng_from(None));
    let mut writer = Writer::new(journal, dice, shelf, rng);
    let view = match session {
        Session::Latest => writer.resume(game, "Shared table"),
        Session::New(title) => writer.start(game, title),
        Session::Id(id) => writer.open(*id),
    }
    .map_err(say)?;
    let found = view.session.game;
    if found != game {
        return Err(format!(
            "session {} is a game of {found}, not {game}",
            view.session.id
        ));
    }
    Ok((Arc::new(Mutex::new(writer)), view.session.id))
}

impl Running {
    /// Every device at the table, connected or lost.
    pub fn seats(&self) -> Vec<SeatView> {
        self.shared.with(|t| t.seat_views()).unwrap_or_default()
    }

    pub fn anyone_may_tap(&self) -> bool {
        self.shared.with(|t| t.anyone_may_tap()).unwrap_or(false)
    }

    pub fn set_anyone_may_tap(&self, on: bool) {
        self.shared.with(|t| t.set_anyone_may_tap(on));
    }

    /// Stops serving: every device's socket closes (each shows the table lost), then the journal
    /// is closed cleanly.
    pub async fn stop(mut self) {
        self.shared.with(|t| t.close_all());
        let table = self
            .shared
            .table
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        drop(table);
        let _ = self.stop.send(true);
        let served = futures_util::future::join_all(self.served.drain(..));
        let _ = tokio::time::timeout(Duration::from_secs(5), served).await;
    }
}
