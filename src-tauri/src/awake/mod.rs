//! Keeping the screen on while a game is on the table. The hold follows three facts: the
//! player's setting, whether a game screen is open, and whether the app is in the foreground.
//! It is taken when all three are true and released as soon as one is not (Home, another app),
//! then taken again when the app comes back. The platform's own call is behind [`Platform`], so
//! the rules here are tested with a fake, and a platform that refuses is remembered and told.

#[cfg(desktop)]
mod desktop;
#[cfg(mobile)]
mod mobile;

#[cfg(desktop)]
pub use desktop::Native;
#[cfg(mobile)]
pub use mobile::Native;

use std::sync::Mutex;

/// What a platform offers: a hold on the screen, kept until it is dropped.
pub trait Platform: Send + 'static {
    type Hold: Send + 'static;

    /// Asks the platform to keep the screen on; why not, in words for the log, when it refuses.
    fn take(&mut self) -> Result<Self::Hold, String>;
}

/// Where the hold stands after a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Held,
    Released,
    /// The platform refused: the setting cannot do anything on this device.
    Unavailable,
}

pub struct Awake<P: Platform> {
    platform: P,
    /// The player's setting.
    enabled: bool,
    game_open: bool,
    visible: bool,
    hold: Option<P::Hold>,
    /// Whether the platform has said yes once (a probe or a hold).
    answered: bool,
    /// Why the platform refused. Kept for the run: asking again at every screen would fail the
    /// same way (a desktop without a session bus does not grow one), each time a round trip.
    refused: Option<String>,
}

impl<P: Platform> Awake<P> {
    /// Nothing held yet: no game screen is open when the app starts.
    pub fn new(platform: P, enabled: bool) -> Awake<P> {
        Awake {
            platform,
            enabled,
            game_open: false,
            visible: true,
            hold: None,
            answered: false,
            refused: None,
        }
    }

    /// The setting changed.
    pub fn setting(&mut self, enabled: bool) -> Status {
        self.enabled = enabled;
        self.settle()
    }

    /// A game screen opened or closed, or the app went to the background or came back.
    pub fn screen(&mut self, game_open: bool, visible: bool) -> Status {
        self.game_open = game_open;
        self.visible = visible;
        self.settle()
    }

    /// Whether the platform lets the app keep the screen on, asking it once (a hold taken and
    /// given back at once) when nothing has asked yet: Settings can say so before any game.
    pub fn available(&mut self) -> bool {
        if self.refused.is_none() && !self.answered {
            match self.platform.take() {
                Ok(probe) => {
                    drop(probe);
                    self.answered = true;
                }
                Err(why) => self.refuse(why),
            }
        }
        self.refused.is_none()
    }

    /// Takes or releases the hold to match the three facts.
    fn settle(&mut self) -> Status {
        if self.refused.is_some() {
            return Status::Unavailable;
        }
        let wanted = self.enabled && self.game_open && self.visible;
        if !wanted {
            self.hold = None;
            return Status::Released;
        }
        if self.hold.is_none() {
            match self.platform.take() {
                Ok(hold) => {
                    self.hold = Some(hold);
                    self.answered = true;
                }
                Err(why) => {
                    self.refuse(why);
                    return Status::Unavailable;
                }
            }
        }
        Status::Held
    }

    fn refuse(&mut self, why: String) {
        eprintln!("Datapad cannot keep the screen awake on this device: {why}");
        self.refused = Some(why);
    }
}

/// The app's one hold, behind a lock: the UI's calls arrive on worker threads.
pub struct AwakeState(pub Mutex<Awake<Native>>);

impl AwakeState {
    pub fn new(enabled: bool) -> AwakeState {
        AwakeState(Mutex::new(Awake::new(Native, enabled)))
    }

    /// Runs `f` on the hold; a poisoned lock (a panic elsewhere) is recovered, not propagated.
    pub fn with<T>(&self, f: impl FnOnce(&mut Awake<Native>) -> T) -> T {
        f(&mut self.0.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

#[cfg(all(test, target_os = "linux"))]
mod dbus_tests;
#[cfg(test)]
mod tests;
