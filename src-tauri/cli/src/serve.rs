//! `datapad serve GAME`: a shared table without the app, for a laptop on the table and for
//! tests. It starts or resumes the session, prints one JSON line saying how to join, and serves
//! until SIGINT or SIGTERM; then every device sees the table lost and the journal is closed.

use crate::{usage, Failure, Stop};
use datapad_engine::dice::Catalog;
use datapad_engine::games::registry::{self, GAMES};
use datapad_engine::settings::Settings;
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::Shelf;
use datapad_host::{Assets, Bind, Config, Session};
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(clap::Args)]
pub struct Args {
    /// The game's id, as `datapad play` knows it.
    game: String,
    /// The journal file (created if missing); without it the table lives in memory only.
    #[arg(long)]
    journal: Option<PathBuf>,
    /// Serve this session of the journal.
    #[arg(long, conflicts_with = "title")]
    session: Option<i64>,
    /// Start a new session with this title (else the game's latest session, or a new one).
    #[arg(long)]
    title: Option<String>,
    /// The one address to listen on; by default this machine and its local networks (loopback,
    /// private, link-local and unique-local addresses). 0.0.0.0 or :: is every interface,
    /// public networks included (a warning says so).
    #[arg(long)]
    bind: Option<IpAddr>,
    /// The port; 0 (the default) takes a free one.
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// The key devices join with: 20 to 64 of the letters A–Z and the digits 2–7 (a random one
    /// by default).
    #[arg(long)]
    key: Option<String>,
    /// A seated device acts only for its own side and on what is shared (by default anyone
    /// may tap anything, as at a table that passes one phone around).
    #[arg(long)]
    own_side_only: bool,
}

/// The built UI, served to browsers that join (read from `ui/dist` at build time).
#[derive(rust_embed::Embed)]
#[folder = "../../ui/dist"]
struct Ui;

struct Embedded;

impl Assets for Embedded {
    fn get(&self, path: &str) -> Option<Vec<u8>> {
        Ui::get(path).map(|f| f.data.into_owned())
    }
}

pub fn run(dice: &Catalog, args: Args) -> Result<String, Stop> {
    registry::find(&args.game).map_err(|e| {
        let ids: Vec<&str> = GAMES.iter().map(|g| g.id).collect();
        usage(format!("{e}; games: {}", ids.join(", ")))
    })?;
    if let Some(why) = args.key.as_deref().and_then(datapad_host::key::refusal) {
        return Err(usage(why).into());
    }
    let session = match (args.session, args.title) {
        (Some(id), _) => Session::Id(id),
        (None, Some(title)) => Session::New(title),
        (None, None) => Session::Latest,
    };
    let journal = args.journal.unwrap_or_else(|| PathBuf::from(":memory:"));
    let shelf = Shelf::new(
        Stores::nowhere("the host keeps no lists".into()),
        Settings::default(),
    );
    let (writer, session) = datapad_host::open(&args.game, &journal, &session, dice.clone(), shelf)
        .map_err(|e| Failure(1, e))?;
    let bind = args.bind.map_or(Bind::Local, Bind::Only);
    let config = Config {
        writer,
        session,
        bind,
        port: args.port,
        key: args.key,
        assets: Arc::new(Embedded),
        anyone_may_tap: !args.own_side_only,
        origins: Vec::new(),
        max_rate: datapad_host::MAX_RATE,
        // What a device joining it shows ("Connected to Datapad"): the CLI has no player name.
        name: "Datapad".into(),
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure(1, format!("cannot start: {e}")))?;
    runtime.block_on(async {
        let running = datapad_host::start(config)
            .await
            .map_err(|e| Failure(1, e))?;
        if let Some(warning) = datapad_host::warning(bind) {
            crate::out::stderr(&format!("datapad: {warning}"));
        }
        let line = serde_json::to_string(&running.started)
            .map_err(|e| Failure(1, format!("cannot say how to join: {e}")))?;
        crate::out::stdout(&line);
        stopped().await;
        running.stop().await;
        Ok::<_, Failure>(())
    })?;
    Ok(String::new())
}

/// SIGINT or SIGTERM.
async fn stopped() {
    use tokio::signal::unix::{signal, SignalKind};
    match signal(SignalKind::terminate()) {
        Ok(mut term) => {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
        }
        Err(_) => {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}
