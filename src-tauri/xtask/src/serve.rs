//! `cargo xtask web --serve`: the site on `http://127.0.0.1:PORT/`, which browsers treat as a
//! secure origin (a service worker and OPFS need one). A plain static server: each file as it is,
//! with the type a browser needs to run it (WebAssembly, JavaScript modules), never cached by the
//! browser's HTTP cache, so the service worker alone decides what a visit gets.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

/// Serves `site` on `port` (0: any free one) until killed; prints the address.
pub fn serve(site: &Path, port: u16) -> Result<(), String> {
    let listener =
        TcpListener::bind(("127.0.0.1", port)).map_err(|e| format!("cannot listen: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    println!(
        "xtask: serving {} on http://{addr}/ (Ctrl+C stops)",
        site.display()
    );
    for stream in listener.incoming().flatten() {
        let site = site.to_path_buf();
        std::thread::spawn(move || answer(&site, stream));
    }
    Ok(())
}

fn answer(site: &Path, mut stream: TcpStream) {
    let mut line = String::new();
    let mut reader = BufReader::new(&stream);
    if reader.read_line(&mut line).is_err() {
        return;
    }
    // The rest of the request's head, unread by a static server.
    let mut header = String::new();
    while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
        header.clear();
    }
    let mut parts = line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
    let file = (method == "GET" || method == "HEAD")
        .then(|| file_for(site, target))
        .flatten();
    let (status, kind, body) = match file.and_then(|f| std::fs::read(&f).ok().map(|b| (f, b))) {
        Some((f, body)) => ("200 OK", mime(&f), body),
        None => ("404 Not Found", "text/plain", b"not found".to_vec()),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes());
    if method != "HEAD" {
        let _ = stream.write_all(&body);
    }
}

/// The file a request's path names under `site` (its query dropped, `/` the index), never one
/// outside it.
fn file_for(site: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let rel = Path::new(path.trim_start_matches('/'));
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    let file = site.join(rel);
    Some(if file.is_dir() {
        file.join("index.html")
    } else {
        file
    })
}

fn mime(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "wasm" => "application/wasm",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        _ => "application/octet-stream",
    }
}
