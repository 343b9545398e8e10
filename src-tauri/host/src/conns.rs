//! The host's connections, before any reaches the table. Each is bounded: its request headers
//! must arrive within [`HEADER_READ`], and until it becomes a WebSocket it is closed after
//! [`IDLE`] with nothing read or written. The host holds at most [`MAX_CONNECTIONS`] in all and
//! [`MAX_PER_ADDRESS`] from one address; past either, a new connection pushes out the oldest that
//! has not become a WebSocket (from the same address first), so a flood of idle or half-open
//! sockets cannot keep a device with the key out. A WebSocket (the key shown) is never pushed
//! out; its own limits are in `socket.rs`.

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Notify};
use tokio::time::sleep_until;

/// The most connections the host holds at once.
pub const MAX_CONNECTIONS: usize = 256;
/// The most connections from one address.
pub const MAX_PER_ADDRESS: usize = 32;
/// A request's line and headers must arrive within this, from the connection's first byte
/// awaited (or the previous response).
pub const HEADER_READ: Duration = Duration::from_secs(10);
/// A connection that has not become a WebSocket is closed after this long with no byte read or
/// written.
pub const IDLE: Duration = Duration::from_secs(10);

/// Every connection held, oldest first.
#[derive(Default)]
pub struct Gate {
    held: Mutex<Vec<Held>>,
    next: AtomicU64,
}

struct Held {
    id: u64,
    ip: IpAddr,
    place: Arc<PlaceState>,
}

#[derive(Default)]
struct PlaceState {
    socket: AtomicBool,
    pushed_out: Notify,
}

/// One connection's place at the gate, given back when the last holder (the connection, then
/// its WebSocket) lets it go.
pub struct Place {
    gate: Arc<Gate>,
    id: u64,
    state: Arc<PlaceState>,
}

impl Gate {
    /// A place for a connection from `ip`, pushing out the oldest that may be; `None` when every
    /// connection in the way is a WebSocket.
    fn admit(self: &Arc<Gate>, ip: IpAddr) -> Option<Place> {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        let from_ip = held.iter().filter(|h| h.ip == ip).count();
        if from_ip >= MAX_PER_ADDRESS && !push_out(&mut held, |h| h.ip == ip) {
            return None;
        }
        if held.len() >= MAX_CONNECTIONS && !push_out(&mut held, |_| true) {
            return None;
        }
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let state = Arc::new(PlaceState::default());
        let place = state.clone();
        held.push(Held { id, ip, place });
        Some(Place {
            gate: self.clone(),
            id,
            state,
        })
    }
}

/// Pushes out the oldest connection that is not a WebSocket among those `which` picks.
fn push_out(held: &mut Vec<Held>, which: impl Fn(&Held) -> bool) -> bool {
    let oldest = held
        .iter()
        .position(|h| which(h) && !h.place.socket.load(Ordering::Relaxed));
    let Some(i) = oldest else {
        return false;
    };
    held.remove(i).place.pushed_out.notify_one();
    true
}

impl Place {
    /// The connection is becoming a WebSocket (its key was right): it is no longer pushed out,
    /// nor closed for being idle.
    pub fn became_socket(&self) {
        self.state.socket.store(true, Ordering::Relaxed);
    }

    fn is_socket(&self) -> bool {
        self.state.socket.load(Ordering::Relaxed)
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut held = self.gate.held.lock().unwrap_or_else(|e| e.into_inner());
        held.retain(|h| h.id != self.id);
    }
}

/// Accepts connections on `listener` until the host stops.
pub async fn accept(
    listener: TcpListener,
    gate: Arc<Gate>,
    router: Router,
    mut stop: watch::Receiver<bool>,
) {
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stop.changed() => return,
        };
        let (tcp, from) = match accepted {
            Ok(accepted) => accepted,
            // Out of file descriptors or the like: wait a moment rather than spin.
            Err(e) if !is_connection_error(&e) => {
                tokio::select! {
                    () = tokio::time::sleep(Duration::from_millis(100)) => continue,
                    _ = stop.changed() => return,
                }
            }
            Err(_) => continue,
        };
        let Some(place) = gate.admit(from.ip()) else {
            continue;
        };
        // Frames are small and each waits for an answer: Nagle's delay would add ~40 ms to each.
        let _ = tcp.set_nodelay(true);
        tokio::spawn(serve(
            tcp,
            from,
            Arc::new(place),
            router.clone(),
            stop.clone(),
        ));
    }
}

fn is_connection_error(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// Serves HTTP on one connection until it ends, becomes a WebSocket, is pushed out, idles past
/// [`IDLE`] or the host stops. Each request carries the peer's address and the place.
async fn serve(
    tcp: TcpStream,
    from: SocketAddr,
    place: Arc<Place>,
    router: Router,
    mut stop: watch::Receiver<bool>,
) {
    let seen = Arc::new(Seen::new());
    let io = TokioIo::new(Tracked {
        inner: tcp,
        seen: seen.clone(),
    });
    let router = TowerToHyperService::new(router);
    let for_requests = place.clone();
    let service = hyper::service::service_fn(move |mut req: hyper::Request<Incoming>| {
        req.extensions_mut().insert(ConnectInfo(from));
        req.extensions_mut().insert(for_requests.clone());
        hyper::service::Service::call(&router, req)
    });
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_READ);
    let conn = builder.serve_connection(io, service).with_upgrades();
    tokio::pin!(conn);
    loop {
        let idle_until = seen.last() + IDLE;
        tokio::select! {
            _ = conn.as_mut() => return,
            () = place.state.pushed_out.notified() => return,
            _ = stop.changed() => return,
            () = sleep_until(idle_until.into()), if !place.is_socket() => {
                if seen.last() + IDLE <= Instant::now() {
                    return;
                }
            }
        }
    }
}

/// When a connection last read or wrote a byte.
struct Seen {
    since: Instant,
    millis: AtomicU64,
}

impl Seen {
    fn new() -> Seen {
        Seen {
            since: Instant::now(),
            millis: AtomicU64::new(0),
        }
    }

    fn touch(&self) {
        let millis = self.since.elapsed().as_millis();
        self.millis
            .store(u64::try_from(millis).unwrap_or(u64::MAX), Ordering::Relaxed);
    }

    fn last(&self) -> Instant {
        self.since + Duration::from_millis(self.millis.load(Ordering::Relaxed))
    }
}

/// A TCP stream that notes each byte read or written.
struct Tracked {
    inner: TcpStream,
    seen: Arc<Seen>,
}

impl AsyncRead for Tracked {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.seen.touch();
        }
        polled
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write(cx, buf);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.seen.touch();
        }
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.seen.touch();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// Raises the process's open-file limit to its hard limit, where the system allows: each
/// connection is a file, and a usual soft limit (1024, or 256 on macOS) is near the caps above.
pub fn raise_open_files() {
    #[cfg(unix)]
    {
        use rustix::process::{getrlimit, setrlimit, Resource, Rlimit};
        let limit = getrlimit(Resource::Nofile);
        let Some(current) = limit.current else {
            return;
        };
        if limit.maximum.is_some_and(|max| max <= current) {
            return;
        }
        let raised = Rlimit {
            current: limit.maximum,
            ..limit
        };
        // macOS refuses more than its own ceiling (an unlimited hard limit included).
        if setrlimit(Resource::Nofile, raised).is_err() && current < 10_240 {
            let ceiling = Rlimit {
                current: Some(10_240),
                ..limit
            };
            let _ = setrlimit(Resource::Nofile, ceiling);
        }
    }
}
