//! The host's HTTP side: the socket at `/sync?key=KEY` (401 without the key, 429 to an address
//! that keeps guessing it, 403 from another site's page) and the built UI at every other path,
//! so a browser joins from the URL alone.

use crate::conns::Place;
use crate::socket::{self, MAX_FRAME};
use crate::Shared;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{header, HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use datapad_engine::error::SyncError;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/sync", get(sync))
        .fallback(get(asset))
        .with_state(shared)
}

async fn sync(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Extension(place): Extension<Arc<Place>>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let given = query.get("key").map_or("", String::as_str);
    if let Some(refused) = shared.key_refusal(from, given) {
        return refused;
    }
    if !same_origin(&headers, &shared.origins) {
        return (StatusCode::FORBIDDEN, "another site's page may not join").into_response();
    }
    // The connection holds its place at the gate for as long as the socket is open.
    place.became_socket();
    // Frames over the limit are read whole only up to a margin, then answered `sync.too_large`.
    ws.max_message_size(MAX_FRAME * 4)
        .on_upgrade(move |ws| async move {
            socket::run(ws, shared).await;
            drop(place);
        })
}

impl Shared {
    /// The refusal of `given`, shown from `from`, unless it is the key: an address that keeps
    /// guessing is refused `sync.slow_down` (429, with `Retry-After`) before its key is read.
    fn key_refusal(&self, from: SocketAddr, given: &str) -> Option<Response> {
        let mut tries = self.tries.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if let Some(wait) = tries.wait(from.ip(), now) {
            let slow_down = datapad_engine::Error::from(SyncError::SlowDown {});
            let body = serde_json::to_string(&slow_down).unwrap_or_default();
            let secs = wait.as_secs_f64().ceil().to_string();
            let headers = [
                (header::RETRY_AFTER, secs),
                (header::CONTENT_TYPE, "application/json".into()),
            ];
            return Some((StatusCode::TOO_MANY_REQUESTS, headers, body).into_response());
        }
        if crate::key::matches(&self.key, given) {
            tries.right(from.ip());
            return None;
        }
        tries.wrong(from.ip(), now);
        Some((StatusCode::UNAUTHORIZED, "the key is missing or wrong").into_response())
    }
}

/// A page's `Origin` must be the host's own (or the app's own webview); a client that is not
/// a browser sends none.
fn same_origin(headers: &HeaderMap, extra: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or_default();
    origin == format!("http://{host}") || extra.iter().any(|e| e == origin)
}

async fn asset(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    let (path, bytes) = match shared.assets.get(path) {
        Some(bytes) => (path, bytes),
        // A screen's own path (no file extension) is the app's page.
        None if !path.contains('.') => match shared.assets.get("index.html") {
            Some(bytes) => ("index.html", bytes),
            None => return StatusCode::NOT_FOUND.into_response(),
        },
        None => return StatusCode::NOT_FOUND.into_response(),
    };
    (
        [
            (header::CONTENT_TYPE, mime(path)),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        bytes,
    )
        .into_response()
}

fn mime(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "webmanifest" => "application/manifest+json",
        _ => "application/octet-stream",
    }
}
