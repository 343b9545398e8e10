//! The hold's rules against a fake platform that counts the holds alive.

use super::{Awake, Platform, Status};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Arc;

/// Counts holds taken and not yet dropped; refuses every request when `refuse`.
#[derive(Clone, Default)]
struct Fake {
    alive: Arc<AtomicI32>,
    asked: Arc<AtomicI32>,
    refuse: bool,
}

struct FakeHold(Arc<AtomicI32>);

impl Drop for FakeHold {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Platform for Fake {
    type Hold = FakeHold;

    fn take(&mut self) -> Result<FakeHold, String> {
        self.asked.fetch_add(1, Ordering::SeqCst);
        if self.refuse {
            return Err("no session bus".into());
        }
        self.alive.fetch_add(1, Ordering::SeqCst);
        Ok(FakeHold(self.alive.clone()))
    }
}

impl Fake {
    fn alive(&self) -> i32 {
        self.alive.load(Ordering::SeqCst)
    }
    fn asked(&self) -> i32 {
        self.asked.load(Ordering::SeqCst)
    }
}

#[test]
fn a_game_screen_holds_the_screen_and_home_releases_it() {
    let fake = Fake::default();
    let mut awake = Awake::new(fake.clone(), true);
    assert_eq!(fake.alive(), 0, "nothing is held at start");
    assert_eq!(awake.screen(true, true), Status::Held);
    assert_eq!(fake.alive(), 1);
    // Another game screen mounting while one is held takes no second hold.
    assert_eq!(awake.screen(true, true), Status::Held);
    assert_eq!((fake.alive(), fake.asked()), (1, 1));
    assert_eq!(awake.screen(false, true), Status::Released);
    assert_eq!(fake.alive(), 0, "Home releases the hold");
}

#[test]
fn the_hold_is_given_back_in_the_background_and_taken_again_on_return() {
    let fake = Fake::default();
    let mut awake = Awake::new(fake.clone(), true);
    awake.screen(true, true);
    assert_eq!(awake.screen(true, false), Status::Released);
    assert_eq!(fake.alive(), 0);
    assert_eq!(awake.screen(true, true), Status::Held);
    assert_eq!((fake.alive(), fake.asked()), (1, 2), "retaken on resume");
}

#[test]
fn the_setting_off_releases_and_on_takes_again_on_a_game_screen() {
    let fake = Fake::default();
    let mut awake = Awake::new(fake.clone(), false);
    assert_eq!(awake.screen(true, true), Status::Released);
    assert_eq!(fake.asked(), 0, "the setting off never asks the platform");
    assert_eq!(awake.setting(true), Status::Held);
    assert_eq!(fake.alive(), 1);
    assert_eq!(awake.setting(false), Status::Released);
    assert_eq!(fake.alive(), 0);
}

#[test]
fn a_refusing_platform_is_reported_and_not_asked_again() {
    let fake = Fake {
        refuse: true,
        ..Fake::default()
    };
    let mut awake = Awake::new(fake.clone(), true);
    assert_eq!(awake.screen(true, true), Status::Unavailable);
    assert!(!awake.available());
    assert_eq!(awake.screen(false, true), Status::Unavailable);
    assert_eq!(awake.screen(true, true), Status::Unavailable);
    assert_eq!(fake.asked(), 1, "one refusal is enough for the run");
    assert_eq!(fake.alive(), 0);
}

#[test]
fn settings_can_ask_before_any_game_and_the_probe_holds_nothing() {
    let fake = Fake::default();
    let mut awake = Awake::new(fake.clone(), true);
    assert!(awake.available());
    assert_eq!(
        (fake.alive(), fake.asked()),
        (0, 1),
        "taken and given back at once"
    );
    assert!(awake.available());
    assert_eq!(fake.asked(), 1, "asked once");

    let refusing = Fake {
        refuse: true,
        ..Fake::default()
    };
    let mut awake = Awake::new(refusing.clone(), false);
    assert!(!awake.available(), "asked even with the setting off");
    assert_eq!(awake.screen(true, true), Status::Unavailable);
}
