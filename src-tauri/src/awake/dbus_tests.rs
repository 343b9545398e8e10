//! The desktop hold seen from the other side of the session D-Bus: a screensaver of our own
//! records the `Inhibit` and `UnInhibit` calls the app makes as game screens open and close.
//! The outer test runs the inner one in a fresh process under `dbus-run-session`, so it has a
//! private session bus and the test process's own environment is never changed.

use super::{Awake, Native, Status};
use std::process::Command;
use std::sync::{Arc, Mutex};

const INNER: &str = "awake::dbus_tests::inner_the_inhibit_follows_the_game_screen";

#[test]
fn the_desktop_inhibit_is_taken_and_released_over_a_session_bus() {
    let exe = std::env::current_exe().expect("test binary");
    let out = Command::new("dbus-run-session")
        .arg("--")
        .arg(exe)
        .args(["--exact", INNER, "--ignored", "--nocapture"])
        .output()
        .expect("dbus-run-session (Debian's dbus-daemon) runs");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.contains("1 passed"),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

struct Screensaver(Arc<Mutex<Vec<String>>>);

#[zbus::interface(name = "org.freedesktop.ScreenSaver")]
impl Screensaver {
    fn inhibit(&self, application_name: &str, reason_for_inhibit: &str) -> u32 {
        let mut calls = self.0.lock().expect("calls");
        calls.push(format!("Inhibit {application_name}: {reason_for_inhibit}"));
        calls.len() as u32
    }

    fn un_inhibit(&self, cookie: u32) {
        self.0
            .lock()
            .expect("calls")
            .push(format!("UnInhibit {cookie}"));
    }
}

#[test]
#[ignore = "run by the test above, on the private bus it starts"]
fn inner_the_inhibit_follows_the_game_screen() {
    assert!(std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some());
    // No screensaver on the bus: refused, and Settings is told.
    let mut awake = Awake::new(Native, true);
    assert_eq!(awake.screen(true, true), Status::Unavailable);
    assert!(!awake.available());

    let calls = Arc::new(Mutex::new(Vec::new()));
    let _bus = zbus::blocking::connection::Builder::session()
        .and_then(|b| b.name("org.freedesktop.ScreenSaver"))
        .and_then(|b| b.serve_at("/org/freedesktop/ScreenSaver", Screensaver(calls.clone())))
        .and_then(|b| b.build())
        .expect("the screensaver serves");
    let seen = || calls.lock().expect("calls").clone();
    let hold = "Inhibit org.datapad.companion: A game is on the table";

    let mut awake = Awake::new(Native, true);
    assert!(awake.available(), "asked once, given back at once");
    assert_eq!(seen(), [hold, "UnInhibit 1"]);
    assert_eq!(awake.screen(true, true), Status::Held);
    assert_eq!(seen().len(), 3);
    assert_eq!(awake.screen(true, true), Status::Held, "held once");
    assert_eq!(awake.screen(false, true), Status::Released, "Home");
    assert_eq!(seen()[3], "UnInhibit 3");
    assert_eq!(awake.screen(true, true), Status::Held);
    assert_eq!(
        awake.screen(true, false),
        Status::Released,
        "another app in front"
    );
    assert_eq!(awake.screen(true, true), Status::Held, "back in front");
    assert_eq!(awake.setting(false), Status::Released, "switched off");
    assert_eq!(
        seen()[4..],
        [hold, "UnInhibit 5", hold, "UnInhibit 7"].map(String::from)
    );
}
